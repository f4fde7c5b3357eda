import { existsSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_API_KEY, SEED } from '../../emulator/server.ts';
import { useEmulator } from '../support/e2e.ts';
import { pullRequestEnvironment, withGitHub } from '../support/pull-request-step.ts';
import { releasable } from '../support/release.ts';
import { ACTION_ENTRY, spawnAction } from '../support/run-action.ts';

/**
 * The bundle as the runner cancels it: SIGINT mid-step (a cancelled run, or timeout-minutes),
 * SIGTERM 7.5 s later and SIGKILL 10 s after the SIGINT. What the step leaves is read from the runner's files.
 */
describe('dist/index.js, cancelled by the runner', () => {
  const emulator = useEmulator();

  beforeAll(() => {
    if (!existsSync(ACTION_ENTRY)) throw new Error(`${ACTION_ENTRY} is missing: run \`npm run build\` first`);
  });

  it('on SIGINT mid-request: fails saying so, sets its outputs, writes its summary, ends its Deployment in failure', async () => {
    await withGitHub(async (github) => {
      const emu = emulator();
      const held = releasable();
      emu.inject({ path: `/compute/script/${SEED.scriptWithRelease}`, kind: 'delay', ms: 0, release: held.promise });
      const cancel = new AbortController();
      const env = { ...(await pullRequestEnvironment(github, { number: 7 })), GITHUB_EVENT_NAME: 'push' };
      const step = spawnAction(
        {
          operation: 'publish-script',
          'api-key': DEFAULT_API_KEY,
          'api-url': emu.url,
          'script-id': String(SEED.scriptWithRelease),
          file: 'dist/edge.js',
          'purge-linked-zones': 'false',
          'github-deployment': 'true',
          'github-token': github.writeToken,
        },
        {
          env,
          files: { 'dist/edge.js': "export default { fetch: () => new Response('v2') };\n" },
          // A hang guard: the cancel acts out the runner's own schedule (SIGINT, SIGTERM 7.5 s later, SIGKILL at 10 s).
          killAfterMs: 60_000,
          signal: cancel.signal,
        },
      );
      await expect.poll(() => emu.requests.some((request) => request.outcome === 'pending'), { timeout: 30_000 }).toBe(true);
      cancel.abort();
      const late = setTimeout(held.resolve, 10_000);
      const run = await step.finally(() => {
        clearTimeout(late);
        held.resolve();
      });
      // Ended by itself, with the request still held: the held request would have published (exit 0), and the
      // runner's SIGKILL would leave no exit code (null).
      expect(run.exitCode, run.stdout).toBe(1);
      expect(run.outputs['error-message']).toMatch(/^The step was cancelled by the runner during "[^"]*publish-script"/);
      expect(run.summary).toContain('❌ <strong>The step was cancelled by the runner');
      expect(run.stdout).toMatch(/^::error title=bunny.net publish-script failed::The step was cancelled by the runner/m);
      expect(github.deployments().map((d) => d.statuses.map((s) => s.state))).toEqual([['in_progress', 'failure']]);
    });
  });
});
