import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getCACertificates, setDefaultCACertificates } from 'node:tls';
import { beforeAll, describe, expect, it } from 'vitest';
import { EDGE_CA_PEM, SEED, SEED_STORAGE_PASSWORDS } from '../../emulator/server.ts';
import type { GitHubEmulator } from '../../emulator/github/server.ts';
import { failureMessage, runAgainst, useEmulator } from '../support/e2e.ts';
import { FakeClock } from '../support/fake-clock.ts';
import { pullRequestEnvironment, withGitHub } from '../support/pull-request-step.ts';
import { SITE_HOST, SITE_ZONE, pointHostnames, siteSecrets, siteZone } from '../support/site.ts';
import { loseRuleDeletes } from '../support/lost-rule-deletes.ts';
import { readAsRunner } from '../../scripts/runner-view.ts';
import { TestRepo } from '../support/git-repo.ts';
import { GitHubError } from '../../src/github/octokit.ts';
import { previewDescription } from '../../src/platform/pull-zones/site-rules.ts';

const emulator = useEmulator();
beforeAll(() => {
  // The edge's certificate is signed by a test-only CA: the header poll trusts it as a runner would NODE_EXTRA_CA_CERTS.
  setDefaultCACertificates([...getCACertificates('default'), EDGE_CA_PEM]);
});

const HEAD_SHA = '0123456789abcdef0123456789abcdef01234567';
const PREVIEW = 'pr-7.site.example';

/** The runner's environment for a run on pull request #7 whose head is HEAD_SHA (or a push to main). */
async function runEnvironment(github: GitHubEmulator, event: 'pull_request' | 'push'): Promise<Record<string, string>> {
  const env = await pullRequestEnvironment(github, { number: 7 });
  if (event === 'push') return { ...env, GITHUB_EVENT_NAME: 'push' };
  await writeFile(
    env['GITHUB_EVENT_PATH']!,
    JSON.stringify({
      action: 'synchronize',
      number: 7,
      pull_request: { number: 7, head: { sha: HEAD_SHA, repo: { full_name: github.repository } } },
    }),
  );
  return env;
}

/** publish-script with a Deployment, on a push: `version` is what the published code answers. */
async function publishStep(github: GitHubEmulator, env: Record<string, string>, version: string) {
  return runAgainst(
    emulator(),
    {
      operation: 'publish-script',
      'script-id': String(SEED.scriptWithRelease),
      file: 'dist/edge.js',
      'purge-linked-zones': 'false',
      'github-deployment': 'true',
      'github-token': github.writeToken,
    },
    {
      env,
      files: { 'dist/edge.js': `export default { fetch: () => new Response('${version}') };\n` },
      clock: new FakeClock(),
      secrets: [github.writeToken],
    },
  );
}

async function siteStep(
  github: GitHubEmulator,
  operation: 'deploy-site' | 'remove-site-preview' | 'promote-site',
  inputs: Record<string, string>,
  options: { event?: 'pull_request' | 'push'; token?: string; workspace?: string } = {},
) {
  const emu = emulator();
  const clock = new FakeClock();
  emu.useClock(clock);
  // The preview's hostname points at the pull zone, so its certificate can be issued.
  pointHostnames(emu, PREVIEW);
  // The edge serves it at once: each step's clock starts at 0, so a later step would go back in
  // time to before the first step's certificate reached the edge (not what these tests test).
  emu.state.edge.options.edgeCertificateMs = 0;
  const env = await runEnvironment(github, options.event ?? 'pull_request');
  return runAgainst(
    emu,
    {
      operation,
      'pull-zone-id': String(SITE_ZONE),
      ...(operation === 'remove-site-preview' ? {} : { 'storage-zone-id': String(SEED.storageZoneId) }),
      ...(operation === 'deploy-site' ? { 'source-dir': 'dist' } : {}),
      'github-deployment': 'true',
      'github-token': options.token ?? github.writeToken,
      ...inputs,
    },
    {
      env: { ...env, HTTPS_PROXY: emu.edgeUrl },
      clock,
      ...(options.workspace === undefined ? {} : { workspace: options.workspace }),
      files: { 'dist/index.html': `<h1>${inputs['deploy-id'] ?? 'site'}</h1>` },
      secrets: [...siteSecrets(emu), SEED_STORAGE_PASSWORDS.site, github.writeToken, github.noDeploymentsToken],
    },
  );
}

const warnings = (run: { stdout: string }) =>
  readAsRunner(run.stdout)
    .commands.filter((command) => command.command === 'warning')
    // The site's own warnings (the HTML's browser caching) are not these tests'.
    .map((command) => command.data)
    .filter((data) => data.startsWith('github-deployment:'));

const states = (github: GitHubEmulator) => github.deployments().map((d) => d.statuses.map((s) => s.state));

describe('github-deployment', () => {
  it("a preview's Deployment goes in_progress -> success with its URL, and inactive when remove-site-preview runs", async () => {
    await withGitHub(async (github) => {
      const deployed = await siteStep(github, 'deploy-site', { 'deploy-id': 'pr7-a', 'preview-hostname': PREVIEW });
      expect(deployed.exitCode, deployed.stdout).toBe(0);
      const [deployment, ...others] = github.deployments();
      expect(others).toEqual([]);
      expect(deployment).toMatchObject({
        ref: HEAD_SHA,
        sha: HEAD_SHA,
        environment: `preview/${PREVIEW}`,
        transient_environment: true,
        production_environment: false,
      });
      expect(deployment!.statuses.map((s) => s.state)).toEqual(['in_progress', 'success']);
      expect(deployment!.statuses[1]).toMatchObject({
        environment_url: `https://${PREVIEW}/`,
        log_url: `https://github.com/${github.repository}/actions/runs/4242`,
      });
      expect(deployed.outputs['url']).toBe(`https://${PREVIEW}/`);
      // What the action asked for: no merge of the default branch, no status check to wait for.
      const create = github.requests.find((r) => r.method === 'POST' && r.path.endsWith('/deployments'));
      expect(create?.status).toBe(201);

      // A second push to the pull request: a new deployment, the one it replaced marked inactive.
      const again = await siteStep(github, 'deploy-site', { 'deploy-id': 'pr7-b', 'preview-hostname': PREVIEW });
      expect(again.exitCode, again.stdout).toBe(0);
      expect(states(github)).toEqual([
        ['in_progress', 'success', 'inactive'],
        ['in_progress', 'success'],
      ]);

      const removed = await siteStep(github, 'remove-site-preview', { 'preview-hostname': PREVIEW });
      expect(removed.exitCode, removed.stdout).toBe(0);
      expect(states(github)).toEqual([
        ['in_progress', 'success', 'inactive'],
        ['in_progress', 'success', 'inactive'],
      ]);
      expect(removed.stdout).toContain(`github-deployment: marked 1 deployment(s) of preview/${PREVIEW} inactive.`);
    });
  });

  it('production: a deploy of the commit to production, and the earlier production deployment marked inactive', async () => {
    await withGitHub(async (github) => {
      const first = await siteStep(github, 'deploy-site', { 'deploy-id': 'prod-a' }, { event: 'push' });
      const second = await siteStep(github, 'deploy-site', { 'deploy-id': 'prod-b' }, { event: 'push' });
      expect([first.exitCode, second.exitCode], second.stdout).toEqual([0, 0]);
      const [earlier, later] = github.deployments();
      expect(later).toMatchObject({ environment: 'production', production_environment: true, transient_environment: false });
      expect(later!.ref).toBe('a1b2c3d4e5f60718293a4b5c6d7e8f9012345678');
      expect(later!.statuses.at(-1)).toMatchObject({ state: 'success', environment_url: `https://${SITE_HOST}/` });
      // GitHub's own auto_inactive leaves production alone: the action marks the replaced one itself.
      expect(earlier!.statuses.map((s) => s.state)).toEqual(['in_progress', 'success', 'inactive']);
    });
  });

  it('a later run marks inactive the deployment an earlier run left in_progress, as the warning says', async () => {
    await withGitHub(async (github) => {
      github.inject({ method: 'POST', path: /\/statuses$/, status: 'pass', times: 1 });
      github.inject({ method: 'POST', path: /\/statuses$/, status: 503, times: 3 });
      const first = await siteStep(github, 'deploy-site', { 'deploy-id': 'prod-a' }, { event: 'push' });
      expect(warnings(first)).toEqual([expect.stringContaining('is left in_progress')]);
      const second = await siteStep(github, 'deploy-site', { 'deploy-id': 'prod-b' }, { event: 'push' });
      expect([first.exitCode, second.exitCode], second.stdout).toEqual([0, 0]);
      expect(states(github)).toEqual([
        ['in_progress', 'inactive'],
        ['in_progress', 'success'],
      ]);
    });
  });

  it('never marks inactive a deployment created after its own: another run may have put it live meanwhile', async () => {
    await withGitHub(async (github) => {
      const first = await siteStep(github, 'deploy-site', { 'deploy-id': 'prod-a' }, { event: 'push' });
      // Another run's deployment, made and reported live while this step's own is under way.
      const api = `${github.apiUrl}/repos/${github.repository}`;
      const headers = { authorization: `token ${github.writeToken}`, 'content-type': 'application/json' };
      const target = createServer((_request, response) => {
        void (async () => {
          if (github.deployments().length === 2) {
            const created = await fetch(`${api}/deployments`, {
              method: 'POST',
              headers,
              body: JSON.stringify({ ref: 'main', environment: 'production', auto_merge: false, required_contexts: [] }),
            });
            const { id } = (await created.json()) as { id: number };
            await fetch(`${api}/deployments/${id}/statuses`, { method: 'POST', headers, body: JSON.stringify({ state: 'success' }) });
          }
          response.writeHead(200).end('ok');
        })();
      });
      await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
      try {
        const probeUrl = `http://127.0.0.1:${(target.address() as AddressInfo).port}/`;
        const second = await siteStep(github, 'deploy-site', { 'deploy-id': 'prod-b', 'probe-url': probeUrl }, { event: 'push' });
        expect([first.exitCode, second.exitCode], second.stdout).toEqual([0, 0]);
        expect(states(github)).toEqual([['in_progress', 'success', 'inactive'], ['in_progress', 'success'], ['success']]);
      } finally {
        target.closeAllConnections();
        await new Promise((resolve) => target.close(resolve));
      }
    });
  });

  it("publish-script records its release as a production Deployment with the script's address", async () => {
    await withGitHub(async (github) => {
      const env = await runEnvironment(github, 'push');
      const run = await publishStep(github, env, 'v2');
      expect(run.exitCode, run.stdout).toBe(0);
      const [deployment] = github.deployments();
      expect(deployment).toMatchObject({
        environment: 'production',
        production_environment: true,
        description: 'bunny.net publish-script',
      });
      expect(deployment!.statuses.map((s) => s.state)).toEqual(['in_progress', 'success']);
      expect(deployment!.statuses[1]!.environment_url).toBe(run.outputs['url']);
      expect(run.outputs['url']).toMatch(/^https:\/\//);
    });
  });

  it("records its target as the Deployment's task, and marks inactive only its own target's earlier one, never another target's", async () => {
    await withGitHub(async (github) => {
      const env = await runEnvironment(github, 'push');
      const script = await publishStep(github, env, 'v3');
      expect(script.exitCode, script.stdout).toBe(0);
      // The same pipeline's site, twice: the second replaces the first, and the script stays live.
      const first = await siteStep(github, 'deploy-site', { 'deploy-id': 'prod-a' }, { event: 'push' });
      const second = await siteStep(github, 'promote-site', { 'deploy-id': 'prod-a' }, { event: 'push' });
      expect([first.exitCode, second.exitCode], second.stdout).toEqual([0, 0]);
      expect(github.deployments().map((d) => [d.environment, d.task])).toEqual([
        ['production', `deploy:script:${SEED.scriptWithRelease}`],
        ['production', `deploy:pull-zone:${SITE_ZONE}`],
        ['production', `deploy:pull-zone:${SITE_ZONE}`],
      ]);
      expect(states(github)).toEqual([
        ['in_progress', 'success'],
        ['in_progress', 'success', 'inactive'],
        ['in_progress', 'success'],
      ]);
    });
  });

  it("after a create lost behind a 502, never takes another target's unstarted Deployment of the same commit for its own", async () => {
    await withGitHub(async (github) => {
      const env = await runEnvironment(github, 'push');
      // Another matrix leg's: another script, the same commit and description, its create just made.
      await fetch(`${github.apiUrl}/repos/${github.repository}/deployments`, {
        method: 'POST',
        headers: { authorization: `token ${github.writeToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          ref: env['GITHUB_SHA'],
          task: 'deploy:script:999',
          environment: 'production',
          description: 'bunny.net publish-script',
          auto_merge: false,
          required_contexts: [],
        }),
      });
      github.inject({ method: 'POST', path: /\/deployments$/, status: 502, times: 1 });
      const run = await publishStep(github, env, 'v4');
      expect(run.exitCode, run.stdout).toBe(0);
      expect(github.deployments().map((d) => [d.task, d.statuses.map((s) => s.state)])).toEqual([
        ['deploy:script:999', []],
        [`deploy:script:${SEED.scriptWithRelease}`, ['in_progress', 'success']],
      ]);
    });
  });

  it("marks inactive an older version's Deployment of the same kind of target (no task), and leaves another kind's and another tool's", async () => {
    await withGitHub(async (github) => {
      const api = `${github.apiUrl}/repos/${github.repository}`;
      const headers = { authorization: `token ${github.writeToken}`, 'content-type': 'application/json' };
      // What an older version of the action wrote: GitHub's default task, its description.
      for (const description of ['bunny.net deploy-site', 'bunny.net publish-script', 'another tool']) {
        const created = await fetch(`${api}/deployments`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ ref: 'main', environment: 'production', description, auto_merge: false, required_contexts: [] }),
        });
        const { id } = (await created.json()) as { id: number };
        await fetch(`${api}/deployments/${id}/statuses`, { method: 'POST', headers, body: JSON.stringify({ state: 'success' }) });
      }
      const run = await siteStep(github, 'deploy-site', { 'deploy-id': 'prod-a' }, { event: 'push' });
      expect(run.exitCode, run.stdout).toBe(0);
      expect(states(github)).toEqual([['success', 'inactive'], ['success'], ['success'], ['in_progress', 'success']]);
    });
  });

  it('github-environment names the environment', async () => {
    await withGitHub(async (github) => {
      const run = await siteStep(github, 'deploy-site', { 'deploy-id': 'stage-a', 'github-environment': 'staging' }, { event: 'push' });
      expect(run.exitCode, run.stdout).toBe(0);
      expect(github.deployments().map((d) => d.environment)).toEqual(['staging']);
    });
  });

  it('a failed step ends its Deployment in failure', async () => {
    await withGitHub(async (github) => {
      const run = await siteStep(github, 'promote-site', { 'deploy-id': 'never-uploaded' }, { event: 'push' });
      expect(run.exitCode).toBe(1);
      expect(failureMessage(run)).toContain('never-uploaded');
      expect(states(github)).toEqual([['in_progress', 'failure']]);
    });
  });

  it("remove-site-preview whose purge fails after the rule is removed marks the preview's deployments inactive, and says both", async () => {
    await withGitHub(async (github) => {
      const deployed = await siteStep(github, 'deploy-site', { 'deploy-id': 'pr7-a', 'preview-hostname': PREVIEW });
      expect(deployed.exitCode, deployed.stdout).toBe(0);
      // The hostname stays on the zone, which routes it on: the preview's cached pages are purged, and the purge is refused.
      emulator().inject({
        path: '/purge',
        kind: 'status',
        status: 400,
        body: { ErrorKey: 'purge.invalid', Field: 'url', Message: 'The purge was refused.' },
      });
      const removed = await siteStep(github, 'remove-site-preview', { 'preview-hostname': PREVIEW, 'remove-hostname': 'false' });
      expect(removed.exitCode, removed.stdout).toBe(1);
      expect(failureMessage(removed)).toContain("the preview's rule is removed, but the purge of");
      expect(removed.outputs['removed']).toBe('true');
      expect(states(github)).toEqual([['in_progress', 'success', 'inactive']]);
      expect(removed.stdout).toContain(
        `github-deployment: the preview's rule is removed, though the purge of its cached pages failed: marked 1 deployment(s) of preview/${PREVIEW} inactive.`,
      );
      expect(removed.stdout).not.toContain('since the preview was not removed');
    });
  });

  it.each(['false', 'true'])(
    "remove-site-preview (remove-hostname: %s) whose rule deletes the platform lost to an overlapping write leaves the preview's deployments as they are",
    async (removeHostname) => {
      await withGitHub(async (github) => {
        const deployed = await siteStep(github, 'deploy-site', { 'deploy-id': 'pr7-a', 'preview-hostname': PREVIEW });
        expect(deployed.exitCode, deployed.stdout).toBe(0);
        // Another pull request's step rewrites the block rule while both of the close's deletes are in flight.
        const lost = loseRuleDeletes(emulator(), 2);
        const removed = await siteStep(github, 'remove-site-preview', { 'preview-hostname': PREVIEW, 'remove-hostname': removeHostname });
        expect(lost.stage()).toBe('done');
        expect(await lost.otherStatus()).toBe(201);
        expect(removed.exitCode).toBe(1);
        expect(failureMessage(removed)).toContain(`still does not show 'delete the rule '${previewDescription(PREVIEW)}'`);
        expect(siteZone(emulator()).EdgeRules.map((rule) => rule.Description)).toContain(previewDescription(PREVIEW));
        expect(removed.outputs['removed']).not.toBe('true');
        expect(states(github)).toEqual([['in_progress', 'success']]);
        expect(removed.stdout).toContain(
          `github-deployment: the deployments of preview/${PREVIEW} stay as they are, since the preview was not removed.`,
        );
        expect(removed.stdout).not.toContain("the preview's rule is removed");
      });
    },
  );

  it('remove-site-preview that removes nothing and fails leaves the deployments as they are', async () => {
    await withGitHub(async (github) => {
      const deployed = await siteStep(github, 'deploy-site', { 'deploy-id': 'pr7-a', 'preview-hostname': PREVIEW });
      expect(deployed.exitCode, deployed.stdout).toBe(0);
      // The preview's environment, but a hostname of the zone that is no preview: refused before any write.
      const refused = await siteStep(github, 'remove-site-preview', {
        'preview-hostname': SITE_HOST,
        'github-environment': `preview/${PREVIEW}`,
      });
      expect(refused.exitCode, refused.stdout).toBe(1);
      expect(refused.outputs['removed']).toBe('false');
      expect(states(github)).toEqual([['in_progress', 'success']]);
      expect(refused.stdout).toContain(
        `github-deployment: the deployments of preview/${PREVIEW} stay as they are, since the preview was not removed.`,
      );
    });
  });

  it("a token without deployments: write is a warning, and the step's result stands", async () => {
    await withGitHub(async (github) => {
      const run = await siteStep(
        github,
        'deploy-site',
        { 'deploy-id': 'pr7-a', 'preview-hostname': PREVIEW },
        { token: github.noDeploymentsToken },
      );
      expect(run.exitCode, run.stdout).toBe(0);
      expect(run.outputs).toMatchObject({ 'deploy-id': 'pr7-a', promoted: 'true', url: `https://${PREVIEW}/` });
      expect(github.deployments()).toEqual([]);
      const warnings = readAsRunner(run.stdout)
        .commands.filter((command) => command.command === 'warning')
        // The site's own warnings (the HTML's browser caching) are not this test's.
        .filter((command) => command.data.startsWith('github-deployment:'));
      expect(warnings.map((w) => w.data)).toEqual([
        expect.stringContaining(
          `github-deployment: creating a deployment of preview/${PREVIEW} failed (403: Resource not accessible by integration`,
        ),
      ]);
      expect(warnings[0]!.data).toContain('permissions: deployments: write');
      expect(warnings[0]!.data).toContain("The step's own result stands.");
    });
  });

  it('a GitHub outage while the step runs is a warning too', async () => {
    await withGitHub(async (github) => {
      github.inject({ method: 'POST', path: /\/statuses$/, status: 503, times: 5 });
      const run = await siteStep(github, 'deploy-site', { 'deploy-id': 'pr7-a', 'preview-hostname': PREVIEW });
      expect(run.exitCode, run.stdout).toBe(0);
      const warnings = readAsRunner(run.stdout)
        .commands.filter((command) => command.command === 'warning')
        // The site's own warnings (the HTML's browser caching) are not this test's.
        .filter((command) => command.data.startsWith('github-deployment:'));
      expect(warnings.length).toBeGreaterThan(0);
      expect(warnings.every((w) => w.data.includes("The step's own result stands."))).toBe(true);
    });
  });

  it('a dry run writes nothing to GitHub', async () => {
    await withGitHub(async (github) => {
      const run = await siteStep(github, 'deploy-site', { 'deploy-id': 'pr7-a', 'preview-hostname': PREVIEW, 'dry-run': 'true' });
      expect(run.exitCode, run.stdout).toBe(0);
      // Its one request reads whether the preview's pull request is still open, as the run does before any write.
      expect(github.requests.map((request) => `${request.method} ${request.path}`)).toEqual([`GET /repos/${github.repository}/pulls/7`]);
      expect(run.stdout).toContain('github-deployment: nothing is written in a dry run');
    });
  });

  it('an operation without a deploy does not take the inputs', async () => {
    const run = await runAgainst(emulator(), { operation: 'search', query: 'x', 'github-deployment': 'true' });
    expect(run.exitCode).toBe(0);
    // The root action declares it, search does not read it: its own action (search/action.yml) refuses it.
    expect(run.stdout).not.toContain('github-deployment:');
  });

  it('records no Deployment for promote: false, and leaves the live one as it is', async () => {
    await withGitHub(async (github) => {
      const live = await siteStep(github, 'deploy-site', { 'deploy-id': 'prod-a' }, { event: 'push' });
      expect(live.exitCode, live.stdout).toBe(0);
      const upload = await siteStep(github, 'deploy-site', { 'deploy-id': 'prod-b', promote: 'false' }, { event: 'push' });
      expect(upload.exitCode, upload.stdout).toBe(0);
      expect(github.deployments()).toHaveLength(1);
      expect(states(github)).toEqual([['in_progress', 'success']]);
      expect(upload.stdout).toContain('github-deployment: no deployment recorded: promote is false');
    });
  });

  it('writes the final status GitHub answered 502 to once, as every host is retried', async () => {
    await withGitHub(async (github) => {
      // in_progress goes through; the first attempt at `success` lands behind a failing front end, and the second says it again.
      github.inject({ method: 'POST', path: /\/statuses$/, status: 'pass', times: 1 });
      github.inject({ method: 'POST', path: /\/statuses$/, status: 502, times: 1, after: true });
      const run = await siteStep(github, 'deploy-site', { 'deploy-id': 'pr7-a', 'preview-hostname': PREVIEW });
      expect(run.exitCode, run.stdout).toBe(0);
      expect(states(github)).toEqual([['in_progress', 'success', 'success']]);
      expect(run.stdout).toMatch(/github-deployment: GitHub POST \S+\/statuses: 502 Bad Gateway \(attempt 1 of 3\); retrying/);
      expect(warnings(run)).toEqual([]);
    });
  });

  it("waits as GitHub's Retry-After asks before creating the Deployment again", async () => {
    await withGitHub(async (github) => {
      github.inject({ method: 'POST', path: /\/deployments$/, status: 429, retryAfter: 7, times: 1 });
      const run = await siteStep(github, 'deploy-site', { 'deploy-id': 'pr7-a', 'preview-hostname': PREVIEW });
      expect(run.exitCode, run.stdout).toBe(0);
      expect(run.stdout).toMatch(
        /github-deployment: GitHub POST \S+\/deployments: 429 Too Many Requests \(attempt 1 of 3\); retrying in 7 s as Retry-After asks/,
      );
      expect(states(github)).toEqual([['in_progress', 'success']]);
      expect(warnings(run)).toEqual([]);
    });
  });

  it("retries a 403 of GitHub's primary rate limit until it resets, when that is within the wait the action takes", async () => {
    await withGitHub(async (github) => {
      // The step's clock starts at 0: the limit resets 20 s into it.
      github.inject({ method: 'POST', path: /\/deployments$/, status: 403, rateLimit: 'primary', resetAt: 20, times: 1 });
      const run = await siteStep(github, 'deploy-site', { 'deploy-id': 'pr7-a', 'preview-hostname': PREVIEW });
      expect(run.exitCode, run.stdout).toBe(0);
      expect(run.stdout).toMatch(
        /github-deployment: GitHub POST \S+\/deployments: 403 Forbidden, GitHub's rate limit \(attempt 1 of 3\); retrying in \d+(\.\d)? s as GitHub's rate limit asks/,
      );
      expect(states(github)).toEqual([['in_progress', 'success']]);
      expect(warnings(run)).toEqual([]);
    });
  });

  it("says a rate limit that outlasts the wait is GitHub's rate limit, not a permission, after the one attempt it made", async () => {
    await withGitHub(async (github) => {
      github.inject({ method: 'POST', path: /\/deployments$/, status: 403, rateLimit: 'primary', resetAt: 7200, times: 1 });
      const created = await siteStep(github, 'deploy-site', { 'deploy-id': 'pr7-a', 'preview-hostname': PREVIEW });
      expect(created.exitCode, created.stdout).toBe(0);
      expect(github.requests.filter((request) => request.method === 'POST' && /\/deployments$/.test(request.path))).toHaveLength(1);
      expect(warnings(created)).toEqual([
        expect.stringContaining(
          "github-deployment: creating a deployment of preview/pr-7.site.example failed (403: API rate limit exceeded for installation ID 41898282. - https://docs.github.com/rest); GitHub's rate limit for the token refused it (the token's limit is spent until 1970-01-01T02:00:00Z); no permission is missing.",
        ),
      ]);
      expect(warnings(created)[0]).not.toContain('permissions: deployments: write');
    });
    await withGitHub(async (github) => {
      github.inject({ method: 'POST', path: /\/statuses$/, status: 'pass', times: 1 });
      github.inject({ method: 'POST', path: /\/statuses$/, status: 403, rateLimit: 'primary', resetAt: 7200, times: 1 });
      const run = await siteStep(github, 'deploy-site', { 'deploy-id': 'pr7-a', 'preview-hostname': PREVIEW });
      expect(run.exitCode, run.stdout).toBe(0);
      const [deployment] = github.deployments();
      expect(warnings(run)).toEqual([
        expect.stringContaining(
          `github-deployment: deployment ${deployment!.id} of preview/${PREVIEW} is left in_progress: recording success failed after 1 attempt(s) (403: API rate limit exceeded`,
        ),
      ]);
      expect(warnings(run)[0]).toContain("GitHub's rate limit for the token refused it");
    });
  });

  it('reads the deployments again when a create lands behind a 502, and creates no second one', async () => {
    await withGitHub(async (github) => {
      github.inject({ method: 'POST', path: /\/deployments$/, status: 502, after: true, times: 1 });
      const run = await siteStep(github, 'deploy-site', { 'deploy-id': 'pr7-a', 'preview-hostname': PREVIEW });
      expect(run.exitCode, run.stdout).toBe(0);
      expect(github.deployments()).toHaveLength(1);
      expect(states(github)).toEqual([['in_progress', 'success']]);
      expect(warnings(run)).toEqual([]);
    });
  });

  it('creates the Deployment again when a 502 came before GitHub made it: the list shows none, so a second create makes one', async () => {
    await withGitHub(async (github) => {
      github.inject({ method: 'POST', path: /\/deployments$/, status: 502, times: 1 });
      const run = await siteStep(github, 'deploy-site', { 'deploy-id': 'pr7-a', 'preview-hostname': PREVIEW });
      expect(run.exitCode, run.stdout).toBe(0);
      expect(run.stdout).toMatch(
        /github-deployment: GitHub POST \/deployments: .*502.* \(attempt 1 of 3\); GitHub lists no deployment of it, so it is sent again/,
      );
      expect(github.deployments()).toHaveLength(1);
      expect(states(github)).toEqual([['in_progress', 'success']]);
      expect(warnings(run)).toEqual([]);
    });
  });

  it('sends the create again only up to max-attempts, and never when the list cannot be read', async () => {
    await withGitHub(async (github) => {
      github.inject({ method: 'POST', path: /\/deployments$/, status: 502, times: Infinity });
      const run = await siteStep(github, 'deploy-site', { 'deploy-id': 'pr7-a', 'preview-hostname': PREVIEW, 'max-attempts': '2' });
      expect(run.exitCode, run.stdout).toBe(0);
      expect(github.requests.filter((request) => request.method === 'POST' && /\/deployments$/.test(request.path))).toHaveLength(2);
      expect(github.deployments()).toHaveLength(0);
      expect(warnings(run)).toEqual([expect.stringContaining('github-deployment: ')]);
    });
    await withGitHub(async (github) => {
      github.inject({ method: 'POST', path: /\/deployments$/, status: 502, times: 1 });
      github.inject({ method: 'GET', path: /\/deployments$/, status: 502, times: Infinity });
      const run = await siteStep(github, 'deploy-site', { 'deploy-id': 'pr7-a', 'preview-hostname': PREVIEW });
      expect(run.exitCode, run.stdout).toBe(0);
      expect(github.requests.filter((request) => request.method === 'POST' && /\/deployments$/.test(request.path))).toHaveLength(1);
    });
  });

  it('names the Deployment left in_progress when its final status cannot be written', async () => {
    await withGitHub(async (github) => {
      github.inject({ method: 'POST', path: /\/statuses$/, status: 'pass', times: 1 });
      github.inject({ method: 'POST', path: /\/statuses$/, status: 503, times: 3 });
      const run = await siteStep(github, 'deploy-site', { 'deploy-id': 'pr7-a', 'preview-hostname': PREVIEW });
      expect(run.exitCode, run.stdout).toBe(0);
      const [deployment] = github.deployments();
      expect(states(github)).toEqual([['in_progress']]);
      expect(warnings(run)).toEqual([
        expect.stringContaining(
          `github-deployment: deployment ${deployment!.id} of preview/${PREVIEW} is left in_progress: recording success failed after 3 attempt(s) (503`,
        ),
      ]);
    });
  });

  it('promote-site records the commit its deploy id names, with the deploy id in the description', async () => {
    await withGitHub(async (github) => {
      const repo = TestRepo.init();
      const commit = repo.commit('the site', { 'README.md': 'site\n' });
      const id = commit.slice(0, 12);
      const uploaded = await siteStep(github, 'deploy-site', { 'deploy-id': id, promote: 'false' }, { event: 'push' });
      expect(uploaded.exitCode, uploaded.stdout).toBe(0);
      const promoted = await siteStep(github, 'promote-site', { 'deploy-id': id }, { event: 'push', workspace: repo.dir });
      expect(promoted.exitCode, promoted.stdout).toBe(0);
      const [deployment, ...others] = github.deployments();
      expect(others).toEqual([]);
      expect(deployment).toMatchObject({ ref: commit, environment: 'production', description: `bunny.net promote-site of deploy ${id}` });
    });
  });

  it('promote-site of a deploy id that is no commit of the workspace records GITHUB_SHA, and says why', async () => {
    await withGitHub(async (github) => {
      const repo = TestRepo.init();
      repo.commit('the site', { 'README.md': 'site\n' });
      const uploaded = await siteStep(github, 'deploy-site', { 'deploy-id': 'abcdef123456', promote: 'false' }, { event: 'push' });
      expect(uploaded.exitCode, uploaded.stdout).toBe(0);
      const promoted = await siteStep(github, 'promote-site', { 'deploy-id': 'abcdef123456' }, { event: 'push', workspace: repo.dir });
      expect(promoted.exitCode, promoted.stdout).toBe(0);
      expect(github.deployments()[0]).toMatchObject({
        ref: 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678',
        description: 'bunny.net promote-site of deploy abcdef123456',
      });
      expect(promoted.stdout).toContain('github-deployment: the deploy abcdef123456 is not one commit of the workspace');
    });
  });

  it("scrubs a token GitHub's answer echoes before the warning is cut, wherever the cut falls", async () => {
    await withGitHub(async (github) => {
      const token = github.writeToken;
      // The warning cuts GitHub's text at 300 characters: put the cut inside the token at every few characters.
      for (const inside of [1, 8, 12, 20, token.length - 1]) {
        github.inject({
          method: 'POST',
          path: /\/deployments$/,
          status: 422,
          message: `${'x'.repeat(300 - inside)}${token} is not allowed`,
          times: 1,
        });
        // runAgainst fails the test when any 8 characters of the token are visible anywhere.
        const run = await siteStep(github, 'deploy-site', { 'deploy-id': 'pr7-a', 'preview-hostname': PREVIEW });
        expect(run.exitCode, run.stdout).toBe(0);
        expect(warnings(run)[0]).toContain('github-deployment: creating a deployment');
      }
    });
  });

  it('update-app records the commit its image tag names, with the tag in the description', async () => {
    await withGitHub(async (github) => {
      const repo = TestRepo.init();
      const commit = repo.commit('the app', { 'README.md': 'app\n' });
      const tag = commit.slice(0, 12);
      const env = await runEnvironment(github, 'push');
      const run = await runAgainst(
        emulator(),
        {
          operation: 'update-app',
          'app-id': SEED.appId,
          'image-tags': `web=${tag}`,
          'github-deployment': 'true',
          'github-token': github.writeToken,
        },
        { env, workspace: repo.dir, clock: new FakeClock(), secrets: [github.writeToken] },
      );
      expect(run.exitCode, run.stdout).toBe(0);
      expect(github.deployments()[0]).toMatchObject({ ref: commit, description: `bunny.net update-app of tag ${tag}` });
    });
  });
});

describe('GitHubError.of: whether a request without an answer was sent', () => {
  // Octokit reports a request that got no answer as status 500, the fetch error as its cause.
  const noAnswer = (code: string) =>
    Object.assign(new Error('request failed'), { status: 500, cause: Object.assign(new TypeError('fetch failed'), { cause: { code } }) });

  it('a connection never made was not sent: a create is not sent again on top of the retry loop, which asked again already', () => {
    const error = GitHubError.of(noAnswer('ECONNREFUSED'));
    expect(error.status).toBeUndefined();
    expect(error.sent).toBe(false);
  });

  it('a connection dropped after the request was sent, or an answer, was sent', () => {
    expect(GitHubError.of(noAnswer('ECONNRESET')).sent).toBe(true);
    expect(GitHubError.of(Object.assign(new Error('Bad Gateway'), { status: 502 })).sent).toBe(true);
  });
});
