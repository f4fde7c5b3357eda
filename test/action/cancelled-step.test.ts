import { describe, expect, it } from 'vitest';
import { SEED } from '../../emulator/server.ts';
import type { GitHubEmulator } from '../../emulator/github/server.ts';
import { failureMessage, runAgainst, useEmulator } from '../support/e2e.ts';
import { FakeClock } from '../support/fake-clock.ts';
import { pullRequestEnvironment, withGitHub, workflowRunEnvironment } from '../support/pull-request-step.ts';
import { releasable } from '../support/release.ts';
import { readAsRunner } from '../../scripts/runner-view.ts';

const emulator = useEmulator();

/** publish-script with a Deployment, in `env`, cancelled when `signal` aborts. */
function publishStep(github: GitHubEmulator, env: Record<string, string>, signal: AbortSignal, inputs: Record<string, string> = {}) {
  return runAgainst(
    emulator(),
    {
      operation: 'publish-script',
      'script-id': String(SEED.scriptWithRelease),
      file: 'dist/edge.js',
      'github-deployment': 'true',
      'github-token': github.writeToken,
      ...inputs,
    },
    {
      env,
      files: { 'dist/edge.js': "export default { fetch: () => new Response('v2') };\n" },
      clock: new FakeClock(),
      secrets: [github.writeToken],
      signal,
    },
  );
}

/**
 * publish-script with a Deployment, on a push, cancelled by the runner (SIGINT, as a signal
 * aborted) once its first request to the script is held by the emulator.
 */
async function cancelledPublish(github: GitHubEmulator, extraEnv: Record<string, string> = {}, { releaseAtCancel = false } = {}) {
  const emu = emulator();
  const held = releasable();
  emu.inject({ path: `/compute/script/${SEED.scriptWithRelease}`, kind: 'delay', ms: 0, release: held.promise });
  const cancel = new AbortController();
  const env = { ...(await pullRequestEnvironment(github, { number: 7 })), GITHUB_EVENT_NAME: 'push', ...extraEnv };
  const step = publishStep(github, env, cancel.signal, { 'purge-linked-zones': 'false' });
  await expect.poll(() => emu.requests.some((request) => request.outcome === 'pending'), { timeout: 30_000 }).toBe(true);
  cancel.abort();
  // Released at once, the abandoned operation would go on while the step's final part runs.
  if (releaseAtCancel) held.resolve();
  // A step that kept waiting after the cancel gets its answer well after the grace it has, and ends as if never cancelled.
  const late = setTimeout(held.resolve, 10_000);
  try {
    return await step;
  } finally {
    clearTimeout(late);
    // The abandoned request goes on once the step has ended: nothing of it is the step's any more.
    held.resolve();
  }
}

const warnings = (run: { stdout: string }) =>
  readAsRunner(run.stdout)
    .commands.filter((command) => command.command === 'warning')
    .map((command) => command.data);

describe('a step the runner cancels', () => {
  it('fails saying so, with its outputs and summary, and ends its Deployment in failure', async () => {
    await withGitHub(async (github) => {
      const run = await cancelledPublish(github);
      expect(run.exitCode, run.stdout).toBe(1);
      expect(failureMessage(run)).toMatch(/^The step was cancelled by the runner during "[^"]*publish-script"/);
      expect(run.summary).toContain('bunny.net publish-script: failed');
      expect(run.summary).toContain('❌ <strong>The step was cancelled by the runner');
      expect(run.outputs['summary-markdown']).toContain('cancelled by the runner');
      expect(github.deployments().map((d) => d.statuses.map((s) => s.state))).toEqual([['in_progress', 'failure']]);
    });
  });

  it('sends the platform nothing after the cancel, though the request it held is answered meanwhile', async () => {
    await withGitHub(async (github) => {
      // The final part's GitHub requests take a while: time enough for the abandoned operation to go on.
      github.setLatency(300);
      const run = await cancelledPublish(github, {}, { releaseAtCancel: true });
      expect(run.exitCode, run.stdout).toBe(1);
      // The read cut off by the cancel is not asked again.
      expect(run.stdout).not.toMatch(/cancelled by the runner[^\n]*retrying/);
      // Only the read the cancel came during: no upload of the code, no publish.
      expect(emulator().requests.map((request) => `${request.method} ${request.path}`)).toEqual([
        `GET /compute/script/${SEED.scriptWithRelease}`,
      ]);
      expect(github.deployments().map((d) => d.statuses.map((s) => s.state))).toEqual([['in_progress', 'failure']]);
    });
  });

  it("says so without a stack in debug too: the cancel is the runner's, not a fault of the action", async () => {
    await withGitHub(async (github) => {
      const run = await cancelledPublish(github, { RUNNER_DEBUG: '1' });
      expect(run.exitCode, run.stdout).toBe(1);
      expect(failureMessage(run)).toMatch(/^The step was cancelled by the runner during "[^"]*publish-script"[^\n]*$/);
    });
  });

  it('ends the Deployment it was creating when cancelled, and sends the platform nothing', async () => {
    await withGitHub(async (github) => {
      // Each GitHub request takes 200 ms: the cancel comes while the Deployment is being created, and
      // its three requests (create, in_progress, failure) end well inside the grace on busy cores.
      github.setLatency(200);
      const cancel = new AbortController();
      const env = { ...(await pullRequestEnvironment(github, { number: 7 })), GITHUB_EVENT_NAME: 'push' };
      const step = publishStep(github, env, cancel.signal);
      await expect
        .poll(() => github.requests.some((request) => request.method === 'POST' && request.path.endsWith('/deployments')), {
          timeout: 30_000,
        })
        .toBe(true);
      cancel.abort();
      const run = await step;
      expect(run.exitCode, run.stdout).toBe(1);
      expect(failureMessage(run)).toMatch(/^The step was cancelled by the runner/);
      expect(github.deployments().map((d) => d.statuses.map((s) => s.state))).toEqual([['in_progress', 'failure']]);
      expect(emulator().requests).toEqual([]);
    });
  });

  it('creates no Deployment when cancelled during the pull request lookup that comes before it', async () => {
    await withGitHub(async (github) => {
      // The lookup of the workflow_run's pull request (GitHub's requests outlive the cancel) is held until the step has ended.
      const held = releasable();
      const lookup = /^\/repos\/[^/]+\/[^/]+\/commits\/[^/]+\/pulls$/;
      github.inject({ method: 'GET', path: lookup, status: 'pass', release: held.promise, times: 1 });
      const cancel = new AbortController();
      const env = await workflowRunEnvironment(github, { pull: github.openPullRequest(7) });
      const step = publishStep(github, env, cancel.signal);
      const pending = () => github.requests.some((request) => lookup.test(request.path) && request.status === 0);
      await expect.poll(pending, { timeout: 30_000 }).toBe(true);
      cancel.abort();
      let run;
      try {
        run = await step;
      } finally {
        // Released once the step has ended: the abandoned work gets the pull request and goes on from there.
        held.resolve();
      }
      expect(run.exitCode, run.stdout).toBe(1);
      expect(failureMessage(run)).toMatch(/^The step was cancelled by the runner/);
      await expect.poll(pending, { timeout: 30_000 }).toBe(false);
      // Time for what the abandoned work would do next without the guard (load the Deployment's module, POST it): on busy
      // cores it may come later, and the test then proves less, but never fails a step that is right.
      await new Promise((settled) => setTimeout(settled, 1000));
      expect(github.requests.filter((request) => request.path.endsWith('/deployments'))).toEqual([]);
      expect(github.deployments()).toEqual([]);
      expect(emulator().requests).toEqual([]);
    });
  });

  it('names the Deployment left in_progress when its final status is not written in time', async () => {
    await withGitHub(async (github) => {
      github.inject({ method: 'POST', path: /\/statuses$/, status: 'pass', times: 1 });
      github.inject({ method: 'POST', path: /\/statuses$/, status: 'hang', times: 1 });
      const run = await cancelledPublish(github);
      expect(run.exitCode, run.stdout).toBe(1);
      const [deployment] = github.deployments();
      expect(warnings(run)).toContainEqual(
        expect.stringContaining(
          `github-deployment: deployment ${deployment!.id} of production is left in_progress: recording failure did not end within 5 s of the runner's cancel`,
        ),
      );
    });
  });
});
