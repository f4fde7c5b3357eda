import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, type ExpectStatic } from 'vitest';
import {
  echoedSecrets,
  eventEnvironment,
  inputsFromEnvironment,
  parseLocalArgs,
  readEvent,
  stepEnvironment,
  workspaceFolder,
} from '../../scripts/local-run.ts';
import { readActionMetadata } from '../../scripts/action-reference.ts';
import { inputVariable, runnerDefaults, STAND_IN_GITHUB_TOKEN } from '../../scripts/runner-defaults.ts';
import { startEmulator } from '../../emulator/server.ts';
import { startProbeTarget } from '../support/probe-target.ts';
import { startEmulatorCli } from '../support/emulator-cli.ts';
import { NODE, REPO_ROOT } from '../support/run-action.ts';

const run = promisify(execFile);
const LOCAL_RUN = join(REPO_ROOT, 'scripts/local-run.ts');

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'local-run-test-'));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

/** `npm run local` as npm runs it: from the repository's root, INIT_CWD the caller's folder. */
async function localRun(args: string[], options: { from: string; env?: Record<string, string> }) {
  const temp = await mkdtemp(join(scratch, 'tmp-'));
  // The run's code cache (test/support/global-setup.ts): each spawn loads the emulator's source.
  const cache = process.env['NODE_COMPILE_CACHE'];
  const env = {
    PATH: process.env['PATH'] ?? '',
    TMPDIR: temp,
    TEMP: temp,
    TMP: temp,
    INIT_CWD: options.from,
    ...(cache ? { NODE_COMPILE_CACHE: cache } : {}),
    ...options.env,
  };
  const result = await run(NODE, [LOCAL_RUN, ...args], { cwd: REPO_ROOT, env }).catch(
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
  return { code: 'code' in result ? result.code : 0, stdout: result.stdout, stderr: result.stderr, leftInTemp: await readdir(temp) };
}

/** A line `npm run emulator` prints to copy: its `NAME=value` variables, and the arguments after `npm run --silent local --`. */
function printedCommand(line: string, expect: ExpectStatic): { env: Record<string, string>; args: string[] } {
  const words = line.split(' ');
  const env: Record<string, string> = {};
  while (/^[A-Z_]+=/.test(words[0] ?? '')) {
    const word = words.shift() ?? '';
    env[word.slice(0, word.indexOf('='))] = word.slice(word.indexOf('=') + 1);
  }
  expect(words.slice(0, 5).join(' ')).toBe('npm run --silent local --');
  return { env, args: words.slice(5) };
}

describe('npm run local', () => {
  it('reads input=value arguments, hyphenated names included, and --workspace', () => {
    expect(parseLocalArgs(['operation=add-dns-record', 'record-name=pr-1', 'record-value=a=b'])).toEqual({
      inputs: { operation: 'add-dns-record', 'record-name': 'pr-1', 'record-value': 'a=b' },
    });
    expect(parseLocalArgs(['--workspace', 'site', 'operation=search'])).toEqual({ inputs: { operation: 'search' }, workspace: 'site' });
    expect(parseLocalArgs(['--workspace=site', 'operation=search'])).toEqual({ inputs: { operation: 'search' }, workspace: 'site' });
    expect(() => parseLocalArgs(['query=x'])).toThrow('operation= is required');
    expect(() => parseLocalArgs(['operation'])).toThrow("'operation' is not input=value");
    expect(() => parseLocalArgs(['operation=search', '--workspace'])).toThrow('--workspace needs a value');
  });

  it('reads --action, --outputs, --event and --event-name, and refuses an unknown option or action', () => {
    expect(parseLocalArgs(['--action', 'deploy-site', '--outputs=out.json', '--event', 'pr.json', 'source-dir=dist'])).toEqual({
      inputs: { 'source-dir': 'dist' },
      action: 'deploy-site',
      outputs: 'out.json',
      event: 'pr.json',
    });
    expect(parseLocalArgs(['operation=search', '--event', 'e.json', '--event-name', 'workflow_run']).eventName).toBe('workflow_run');
    expect(() => parseLocalArgs(['--action', 'deploy-sites'])).toThrow('--action deploy-sites: no such operation');
    expect(() => parseLocalArgs(['--acton', 'search'])).toThrow("unknown option '--acton'");
    expect(() => parseLocalArgs(['operation=search', '--event-name', 'push', '--event', 'e.json'])).toThrow('--event-name push: one of');
  });

  it('reads inputs from the environment, secrets included, the arguments winning; BUNNY_API_KEY only with api-url', () => {
    const metadata = readActionMetadata();
    const caller = {
      INPUT_API_KEY: 'from-input-variable',
      'INPUT_RECORD-NAME': 'from-hyphen',
      INPUT_QUERY: 'from-env',
      INPUT_NOT_AN_INPUT: 'x',
      BUNNY_STORAGE_PASSWORD: 'pw',
    };
    expect(inputsFromEnvironment(caller, { operation: 'search', query: 'given' }, metadata)).toEqual({
      inputs: {
        'api-key': 'from-input-variable',
        'record-name': 'from-hyphen',
        'storage-password': 'pw',
        operation: 'search',
        query: 'given',
      },
      from: ['api-key (INPUT_API_KEY)', 'record-name (INPUT_RECORD-NAME)', 'storage-password (BUNNY_STORAGE_PASSWORD)'],
    });
    // The platform's key is not the bundled emulator's: without api-url it stays out.
    expect(inputsFromEnvironment({ BUNNY_API_KEY: 'k' }, { operation: 'search' }, metadata).inputs).toEqual({ operation: 'search' });
    expect(
      inputsFromEnvironment({ BUNNY_API_KEY: 'k' }, { operation: 'search', 'api-url': 'http://127.0.0.1:1' }, metadata).inputs['api-key'],
    ).toBe('k');
    // An operation's own action reads its own inputs only.
    expect(inputsFromEnvironment({ INPUT_QUERY: 'q' }, {}, readActionMetadata('deploy-site')).inputs).toEqual({});
  });

  it("warns of a secret on npm's command line, which npm's banner echoes unless --silent", () => {
    const npm = { npm_lifecycle_event: 'local' };
    expect(echoedSecrets({ 'api-key': 'k', query: 'q' }, npm)).toEqual(['api-key']);
    // Every input the action masks: migrate-database's token too.
    expect(echoedSecrets({ 'database-token': 't', 'github-token': 'g' }, npm).sort()).toEqual(['database-token', 'github-token']);
    expect(echoedSecrets({ 'api-key': 'k' }, { ...npm, npm_config_loglevel: 'silent' })).toEqual([]);
    expect(echoedSecrets({ 'api-key': 'k' }, {})).toEqual([]);
  });

  it('names the event and the run from an event file, pull_request or workflow_run', async () => {
    const path = join(scratch, 'workflow-run.json');
    await writeFile(
      path,
      JSON.stringify({ workflow_run: { head_sha: 'abc123', pull_requests: [{ number: 7 }] }, repository: { full_name: 'o/r' } }),
    );
    const event = await readEvent(path, undefined);
    expect(event).toMatchObject({ name: 'workflow_run', pullRequest: 7 });
    expect(eventEnvironment(event, { GITHUB_REPOSITORY: 'mine/repo' })).toMatchObject({
      GITHUB_EVENT_NAME: 'workflow_run',
      GITHUB_EVENT_PATH: path,
      GITHUB_SHA: 'abc123',
      GITHUB_REF: 'refs/pull/7/merge',
    });
    expect(eventEnvironment(event, { GITHUB_REPOSITORY: 'mine/repo' })).not.toHaveProperty('GITHUB_REPOSITORY');
    await writeFile(path, JSON.stringify({ action: 'opened' }));
    await expect(readEvent(path, undefined)).rejects.toThrow('give --event-name NAME');
  });

  it("gives the step the caller's environment as a workflow's env: does, without stray INPUT_ or npm variables", () => {
    const env = stepEnvironment(
      {
        DATABASE_URL: 'postgres://x',
        HTTPS_PROXY: 'http://proxy:3128',
        INPUT_QUERY: 'stale',
        npm_lifecycle_event: 'local',
        INIT_CWD: '/w',
      },
      { operation: 'search', 'record-name': 'a' },
      { workspace: '/w', outputFile: '/t/out', summaryFile: '/t/sum', temp: '/t' },
    );
    expect(env).toEqual({
      DATABASE_URL: 'postgres://x',
      HTTPS_PROXY: 'http://proxy:3128',
      GITHUB_OUTPUT: '/t/out',
      GITHUB_STEP_SUMMARY: '/t/sum',
      GITHUB_WORKSPACE: '/w',
      RUNNER_TEMP: '/t',
      // Every default of action.yml the arguments leave out, as the runner passes it.
      ...Object.fromEntries(
        Object.entries(runnerDefaults({ githubToken: STAND_IN_GITHUB_TOKEN })).map(([name, value]) => [inputVariable(name), value]),
      ),
      INPUT_OPERATION: 'search',
      'INPUT_RECORD-NAME': 'a',
    });
    expect(env['INPUT_DRY-RUN']).toBe('false');
    expect(env['INPUT_GITHUB-TOKEN']).toBe(STAND_IN_GITHUB_TOKEN);
  });

  it("passes the caller's GITHUB_TOKEN as github-token's default, and a given input over its default", () => {
    const env = stepEnvironment(
      { GITHUB_TOKEN: 'ghp_callerToken' },
      { operation: 'search', 'DRY-RUN': 'true' },
      { workspace: '/w', outputFile: '/t/out', summaryFile: '/t/sum', temp: '/t' },
    );
    expect(env['INPUT_GITHUB-TOKEN']).toBe('ghp_callerToken');
    expect(env['INPUT_DRY-RUN']).toBe('true');
    expect(env['INPUT_API-URL']).toBe('https://api.bunny.net');
  });

  // The first test that spawns runs alone: its `npm run local` and step fill the run's code cache
  // (test/support/global-setup.ts), which the spawns after it read (0.75 s of CPU each cold, 0.4 s
  // warm). Each test after it spawns `npm run local` (and some `npm run emulator`) with an
  // emulator, a scratch folder and a temporary folder of its own, and most of its time is the
  // step's waits (a site's propagation interval, a purge's second round): those run at once, each
  // with its own expect, so that the file takes its longest test's time, not the sum of them all.
  it('passes an environment variable to the step, prints the job summary after the outputs, and leaves no temporary folder', async () => {
    const args = ['operation=upsert-secret', 'script-id=2001', 'secrets=DATABASE_URL'];
    const withVariable = await localRun(args, { from: scratch, env: { DATABASE_URL: 'postgres://local-run-test@db/app' } });
    expect(withVariable.stderr).toBe('');
    expect(withVariable.code).toBe(0);
    expect(withVariable.stdout).toContain('Started the bundled emulator');
    expect(withVariable.stdout).toContain('updated-names: ["DATABASE_URL"]');
    const outputs = withVariable.stdout.indexOf('\nOutputs\n');
    const summary = withVariable.stdout.indexOf('\nJob summary (GITHUB_STEP_SUMMARY)\n');
    expect(outputs).toBeGreaterThan(0);
    expect(summary).toBeGreaterThan(outputs);
    expect(withVariable.stdout.slice(summary)).toContain('<h2>bunny.net upsert-secret: script 2001</h2>');
    expect(withVariable.stdout).not.toContain('postgres://local-run-test');
    expect(withVariable.leftInTemp).toEqual([]);

    const without = await localRun(args, { from: scratch });
    expect(without.code).toBe(1);
    expect(without.stdout).toContain('DATABASE_URL');
    expect(without.leftInTemp).toEqual([]);
  });

  it.concurrent("reads a probe's headers: from the caller's environment", async ({ expect }) => {
    const target = await startProbeTarget();
    try {
      const probe = await localRun(
        [`url=${target.url}/health`, 'operation=probe-url', 'headers=Authorization=PROBE_TOKEN', 'consecutive-successes=1'],
        { from: scratch, env: { PROBE_TOKEN: 'Bearer local-run-probe-token' } },
      );
      expect(probe.code, probe.stdout).toBe(0);
      expect(target.requests[0]?.headers['authorization']).toBe('Bearer local-run-probe-token');
      expect(probe.stdout).not.toContain('local-run-probe-token');
    } finally {
      await target.close();
    }
  });

  it.concurrent('takes the folder it runs from as the workspace, or --workspace', async ({ expect }) => {
    const site = await mkdtemp(join(scratch, 'site-'));
    const code = "export default { fetch: () => new Response('local run') };\n";
    await writeFile(join(site, 'edge.js'), code);
    const sha = createHash('sha256').update(code).digest('hex');
    const args = ['operation=publish-script', 'script-id=2001', 'file=edge.js', 'purge-linked-zones=false'];

    const fromSite = await localRun(args, { from: site });
    expect(fromSite.code).toBe(0);
    expect(fromSite.stdout).toContain(`code-sha256: ${sha}`);

    // --workspace, in this process: each spawn starts a bundled emulator and a step.
    expect(await workspaceFolder(site, REPO_ROOT)).toBe(site);
    expect(await workspaceFolder(basename(site), scratch)).toBe(site);
    await expect(workspaceFolder(join(site, 'edge.js'), REPO_ROOT)).rejects.toThrow('is not a folder');
    const notAFolder = await localRun(['--workspace', join(site, 'edge.js'), ...args], { from: REPO_ROOT });
    expect(notAFolder.code).toBe(2);
    expect(notAFolder.stderr).toContain('is not a folder');
  });

  it.concurrent(
    'chains steps against one running emulator, as the README shows: the second finds what the first added',
    async ({ expect }) => {
      const emulator = await startEmulator();
      try {
        const env = { BUNNY_API_KEY: emulator.apiKey };
        const record = ['zone-id=1001', 'record-type=CNAME', 'record-name=pr-7'];
        const added = await localRun([`api-url=${emulator.url}`, 'operation=add-dns-record', ...record, 'record-value=pr-7.b-cdn.net'], {
          from: scratch,
          env,
        });
        expect(added.code).toBe(0);
        expect(added.stdout).not.toContain('Started the bundled emulator');
        const id = /record-id: (\d+)/.exec(added.stdout)?.[1];
        expect(id).toBeDefined();
        const deleted = await localRun([`api-url=${emulator.url}`, 'operation=delete-dns-record', ...record], { from: scratch, env });
        expect(deleted.code).toBe(0);
        expect(deleted.stdout).toContain(`deleted-ids: [${id}]`);
        expect(emulator.requests.every((entry) => entry.status !== 401)).toBe(true);
      } finally {
        await emulator.close();
      }
    },
  );
  it.concurrent("runs an operation's own action (--action), prints each output whole and writes them to --outputs", async ({ expect }) => {
    const site = await mkdtemp(join(scratch, 'action-'));
    await writeFile(join(site, 'edge.js'), "export default { fetch: () => new Response('own action') };\n");
    const ran = await localRun(
      ['--action', 'publish-script', '--outputs', 'outputs.json', 'script-id=2001', 'file=edge.js', 'purge-linked-zones=false'],
      {
        from: site,
      },
    );
    expect(ran.code, ran.stdout + ran.stderr).toBe(0);
    expect(ran.stdout).toContain('bunny.net publish-script');
    const outputs = JSON.parse(await readFile(join(site, 'outputs.json'), 'utf8')) as Record<string, string>;
    // The release as the API answered it: longer than the 160 characters the step's log keeps.
    const result = outputs['result'] ?? '';
    expect(result.length).toBeGreaterThan(160);
    expect(ran.stdout).toContain(`\nresult: ${result}\n`);
    expect(ran.stdout).toContain(`Outputs written to ${join(site, 'outputs.json')}`);
  });

  it.concurrent(
    'runs a dry run against an api-url without BUNNY_API_KEY, with api-key on the command line, and a probe with no key',
    async ({ expect }) => {
      const emulator = await startEmulator();
      const target = await startProbeTarget();
      try {
        const record = ['operation=add-dns-record', 'zone-id=1001', 'record-type=A', 'record-name=dry', 'record-value=192.0.2.7'];
        const dry = await localRun([`api-url=${emulator.url}`, ...record, 'dry-run=true'], { from: scratch });
        expect(dry.code, dry.stdout + dry.stderr).toBe(0);
        const keyed = await localRun([`api-url=${emulator.url}`, `api-key=${emulator.apiKey}`, ...record], { from: scratch });
        expect(keyed.code, keyed.stdout + keyed.stderr).toBe(0);
        expect(keyed.stdout).toMatch(/record-id: \d+/);
        const probe = await localRun(
          [`api-url=${emulator.url}`, 'operation=probe-url', `url=${target.url}/health`, 'consecutive-successes=1'],
          {
            from: scratch,
          },
        );
        expect(probe.code, probe.stdout + probe.stderr).toBe(0);
      } finally {
        await Promise.all([emulator.close(), target.close()]);
      }
    },
  );

  it.concurrent(
    'writes a pull request comment and a Deployment to the GitHub stand-in of npm run emulator, secrets from the environment',
    async ({ expect }) => {
      const running = await startEmulatorCli();
      try {
        const api = running.printed('emulator listening on ');
        const key = running.printed('emulator key: ');
        const github = running.printed('GitHub stand-in: ');
        const token = running.printed('GitHub token that writes comments and Deployments: ');
        const event = running.printed('event files (--event): pull_request ');
        const site = await mkdtemp(join(scratch, 'github-'));
        await writeFile(join(site, 'edge.js'), "export default { fetch: () => new Response('preview') };\n");
        const env = { BUNNY_API_KEY: key, GITHUB_API_URL: github, GITHUB_REPOSITORY: 'octo-org/octo-repo', GITHUB_TOKEN: token };
        const args = [
          '--event',
          event,
          '--action',
          'publish-script',
          `api-url=${api}`,
          'script-id=2001',
          'file=edge.js',
          'purge-linked-zones=false',
        ];
        const ran = await localRun([...args, 'pr-comment=true', 'github-deployment=true', 'github-environment=preview'], {
          from: site,
          env,
        });
        expect(ran.code, ran.stdout + ran.stderr).toBe(0);
        expect(ran.stdout).not.toContain(key);
        expect(ran.stdout).not.toContain(token);

        const headers = { authorization: `token ${token}` };
        const comments = (await (await fetch(`${github}/repos/octo-org/octo-repo/issues/1/comments`, { headers })).json()) as Array<{
          body: string;
        }>;
        expect(comments).toHaveLength(1);
        expect(comments[0]?.body).toContain('publish-script');
        const deployments = (await (await fetch(`${github}/repos/octo-org/octo-repo/deployments`, { headers })).json()) as Array<{
          environment: string;
        }>;
        expect(deployments.map((deployment) => deployment.environment)).toEqual(['preview']);
      } finally {
        await running.stop();
      }
    },
  );

  it.concurrent(
    'runs the site lines npm run emulator prints as printed, from the repository root, whose dist/ is no site',
    async ({ expect }) => {
      // The lines are under test, not the platform's delays: without the edge's and the storage
      // replicas' each deploy's polls end at the first (the step still waits its own propagation
      // interval after the switch shows).
      const running = await startEmulatorCli(['--edge-propagation', '0', '--replication-lag', '0']);
      try {
        const command = (label: string) => {
          const line = running.lines.find((candidate) => candidate.startsWith(label));
          expect(line, `npm run emulator printed no '${label}' line`).toBeDefined();
          return printedCommand(line?.slice(label.length) ?? '', expect);
        };
        for (const label of ['the site story: ', 'the GitHub side: ']) {
          const { env, args } = command(label);
          const ran = await localRun(args, { from: REPO_ROOT, env });
          expect(ran.code, `${label}${ran.stdout}${ran.stderr}`).toBe(0);
          expect(ran.stdout).toMatch(/^uploaded: [1-9]/m);
        }
        // The storage sync uploads the same sample site, not the action's bundle.
        const site = running.printed('sample site (--workspace): ');
        expect(command('the storage sync, password only: ').args.slice(0, 2)).toEqual(['--workspace', site]);
      } finally {
        await running.stop();
      }
    },
  );

  it.concurrent("finds pull request 1 for npm run emulator's sample workflow_run event, its head commit", async ({ expect }) => {
    const running = await startEmulatorCli();
    try {
      const site = await mkdtemp(join(scratch, 'workflow-run-'));
      await mkdir(join(site, 'dist'));
      await writeFile(join(site, 'dist/index.html'), '<h1>Preview</h1>\n');
      const env = {
        HTTPS_PROXY: running.printed('edge proxy: '),
        NODE_EXTRA_CA_CERTS: running.printed('edge CA: '),
        GITHUB_API_URL: running.printed('GitHub stand-in: '),
        GITHUB_REPOSITORY: 'octo-org/octo-repo',
        GITHUB_TOKEN: running.printed('GitHub token that writes comments and Deployments: '),
        BUNNY_API_KEY: running.printed('emulator key: '),
      };
      const args = [
        '--event',
        running.printed('workflow_run '),
        `api-url=${running.printed('emulator listening on ')}`,
        '--action',
        'deploy-site',
        'storage-zone-id=5001',
        'pull-zone-id=3004',
        'source-dir=dist',
        'preview-hostname=pr-{pr}.site.example',
        'allow-fork=true',
        // The lookup is what is under test: a dry run makes it as the run does, without a minute's wait for a new certificate.
        'dry-run=true',
      ];
      const ran = await localRun(args, { from: site, env });
      expect(ran.code, ran.stdout + ran.stderr).toBe(0);
      expect(ran.stdout).toContain('The pull request of this workflow_run is #1 (the open one whose head is c0ffee5ca1ab)');
      expect(ran.stdout).toContain('pull-request-number: 1');
      expect(ran.stdout).toContain('url: https://pr-1.site.example/');
    } finally {
      await running.stop();
    }
  });

  it.concurrent(
    'opens the pull request of a workflow_run event with its head commit in the bundled GitHub stand-in',
    async ({ expect }) => {
      const site = await mkdtemp(join(scratch, 'bundled-workflow-run-'));
      await writeFile(join(site, 'edge.js'), "export default { fetch: () => new Response('bundled') };\n");
      const repo = { full_name: 'octo-org/octo-repo' };
      const sha = 'c0ffee5ca1ab1e0ddba11f005ba11ad0be1ea5ed';
      await writeFile(
        join(site, 'workflow_run.json'),
        JSON.stringify({
          action: 'completed',
          workflow_run: {
            id: 4242,
            event: 'pull_request',
            conclusion: 'success',
            head_sha: sha,
            head_branch: 'preview-change',
            head_repository: repo,
            repository: repo,
            pull_requests: [{ number: 3 }],
          },
          repository: repo,
        }),
      );
      const ran = await localRun(
        ['--event', 'workflow_run.json', '--action', 'publish-script', 'script-id=2001', 'file=edge.js', 'pr-comment=true'],
        { from: site },
      );
      expect(ran.code, ran.stdout + ran.stderr).toBe(0);
      expect(ran.stdout).toContain('The pull request of this workflow_run is #3 (the open one whose head is c0ffee5ca1ab)');
      expect(ran.stdout).toContain('The GitHub stand-in holds 1 comment(s) on pull request 3');
    },
  );

  it.concurrent('starts the GitHub stand-in with the bundled emulator when given an event', async ({ expect }) => {
    const site = await mkdtemp(join(scratch, 'bundled-github-'));
    await writeFile(join(site, 'edge.js'), "export default { fetch: () => new Response('bundled') };\n");
    const event = join(site, 'event.json');
    await writeFile(
      event,
      JSON.stringify({ number: 5, pull_request: { number: 5, head: { sha: 'c0ffee0000000000000000000000000000000005' } } }),
    );
    const ran = await localRun(
      ['--event', 'event.json', 'operation=publish-script', 'script-id=2001', 'file=edge.js', 'pr-comment=true', 'github-deployment=true'],
      {
        from: site,
      },
    );
    expect(ran.code, ran.stdout + ran.stderr).toBe(0);
    expect(ran.stdout).toContain('Started the GitHub stand-in');
    expect(ran.stdout).toContain('The GitHub stand-in holds 1 comment(s) on pull request 5 and 1 Deployment(s)');
  });
});
