import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED } from '../../emulator/server.ts';
import { startGitHubEmulator, type GitHubEmulator } from '../../emulator/github/server.ts';
import { DEFAULT_API_KEY, useEmulator } from '../support/e2e.ts';
import { findLeaks } from '../support/leak-scanner.ts';
import { pullRequestEnvironment, workflowRunEnvironment } from '../support/pull-request-step.ts';
import { ACTION_ENTRY, spawnAction } from '../support/run-action.ts';
import { SITE_ZONE } from '../support/site.ts';

/*
 * The fork-safe pipeline's privileged half through the bundle (dist/), as the runner runs it:
 * the pull request of a workflow_run is found by its head commit, a fork's is refused without
 * allow-fork, and {pr} is filled in or refused.
 */

const FORK = 'contributor/octo-repo';
const FORK_HEAD = 'e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0';
const CODE = "export default { fetch: () => new Response('v2') };\n";

describe('dist/: workflow_run deploys of a pull request', () => {
  const emulator = useEmulator();
  let github: GitHubEmulator;
  beforeAll(async () => {
    if (!existsSync(ACTION_ENTRY)) throw new Error(`${ACTION_ENTRY} is missing: run \`npm run build\` first`);
    github = await startGitHubEmulator();
  });
  afterAll(() => github.close());

  const site = (inputs: Record<string, string>, env: Record<string, string>) =>
    spawnAction(
      {
        operation: 'deploy-site',
        'api-key': DEFAULT_API_KEY,
        'api-url': emulator().url,
        'storage-zone-id': String(SEED.storageZoneId),
        'pull-zone-id': String(SITE_ZONE),
        'source-dir': 'dist',
        'github-token': github.writeToken,
        ...inputs,
      },
      { env, files: { 'dist/index.html': '<h1>fork</h1>' } },
    );

  it("gives a fork's pull request an upload, a comment and a Deployment of its head commit with allow-fork: true", async () => {
    const pull = github.openPullRequest(12, { sha: FORK_HEAD, ref: 'main', repository: FORK });
    const env = await workflowRunEnvironment(github, { pull });
    const uploaded = await site(
      { 'preview-hostname': 'pr-{pr}.site.example', promote: 'false', 'allow-fork': 'true', 'pr-comment': 'true' },
      env,
    );
    expect(uploaded.exitCode, uploaded.stdout).toBe(0);
    expect(uploaded.outputs).toMatchObject({ 'pull-request-number': '12', 'deploy-id': FORK_HEAD });
    expect(github.comments(12)).toHaveLength(1);
    expect(findLeaks(uploaded, [DEFAULT_API_KEY, github.writeToken])).toEqual([]);

    // A release of the same run records its Deployment of the run's head commit, never GITHUB_SHA.
    const published = await spawnAction(
      {
        operation: 'publish-script',
        'api-key': DEFAULT_API_KEY,
        'api-url': emulator().url,
        'script-id': String(SEED.scriptWithRelease),
        file: 'dist/edge.js',
        'purge-linked-zones': 'false',
        'github-token': github.writeToken,
        'github-deployment': 'true',
        'allow-fork': 'true',
      },
      { env, files: { 'dist/edge.js': CODE } },
    );
    expect(published.exitCode, published.stdout).toBe(0);
    expect(published.outputs['pull-request-number']).toBe('12');
    expect(github.deployments().map((deployment) => deployment.ref)).toEqual([FORK_HEAD]);
  });

  it("refuses a fork's pull request without allow-fork, before any platform request", async () => {
    const pull = github.openPullRequest(14, { sha: 'e1e1e1e1e1e1e1e1e1e1e1e1e1e1e1e1e1e1e1e1', repository: FORK });
    const env = await workflowRunEnvironment(github, { pull });
    const before = emulator().requests.length;
    const run = await site({ 'preview-hostname': 'pr-{pr}.site.example', 'pr-comment': 'true' }, env);
    expect(run.exitCode).toBe(1);
    expect(run.outputs['error-message']).toContain("Input 'allow-fork'");
    expect(emulator().requests.length).toBe(before);
    expect(github.comments(14)).toEqual([]);
  });

  it('fails naming the commit when no open pull request has it as its head', async () => {
    const pull = github.openPullRequest(15, { sha: 'e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2' });
    const env = await workflowRunEnvironment(github, { pull });
    github.closePullRequest(15);
    const before = emulator().requests.length;
    const run = await site({ 'preview-hostname': 'pr-{pr}.site.example' }, env);
    expect(run.exitCode).toBe(1);
    expect(run.outputs['error-message']).toContain('e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2');
    expect(emulator().requests.length).toBe(before);
  });

  it('refuses {pr} on a push, naming preview-hostname', async () => {
    const env = { ...(await pullRequestEnvironment(github, { number: 3 })), GITHUB_EVENT_NAME: 'push' };
    const run = await site({ 'preview-hostname': 'pr-{pr}.site.example' }, env);
    expect(run.exitCode).toBe(1);
    expect(run.outputs['error-message']).toContain("Input 'preview-hostname'");
  });
});
