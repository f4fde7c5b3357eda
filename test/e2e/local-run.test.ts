import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseLocalArgs, stepEnvironment, workspaceFolder } from '../../scripts/local-run.ts';
import { inputVariable, runnerDefaults, STAND_IN_GITHUB_TOKEN } from '../../scripts/runner-defaults.ts';
import { startEmulator } from '../../emulator/server.ts';
import { startProbeTarget } from '../support/probe-target.ts';
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
  const env = { PATH: process.env['PATH'] ?? '', TMPDIR: temp, TEMP: temp, TMP: temp, INIT_CWD: options.from, ...options.env };
  const result = await run(NODE, [LOCAL_RUN, ...args], { cwd: REPO_ROOT, env }).catch(
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
  return { code: 'code' in result ? result.code : 0, stdout: result.stdout, stderr: result.stderr, leftInTemp: await readdir(temp) };
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
    expect(() => parseLocalArgs(['operation=search', '--workspace'])).toThrow('--workspace needs a folder');
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

  it("reads a probe's headers: from the caller's environment", async () => {
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

  it('takes the folder it runs from as the workspace, or --workspace', async () => {
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

  it('chains steps against one running emulator, as the README shows: the second finds what the first added', async () => {
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
  });
});
