import { describe, expect, it } from 'vitest';
import { SEED } from '../../../emulator/server.ts';
import { SEED_RELEASE, SEED_RELEASE_HISTORY } from '../../../emulator/seed.ts';
import { failureMessage, runAgainst, useEmulator } from '../../support/e2e.ts';
import { FakeClock } from '../../support/fake-clock.ts';
import { documentedScriptRollback } from '../../support/script-rollback.ts';
import type { ActionRun } from '../../support/run-action.ts';

/*
 * A publish whose save or publish the platform refused for good (not an answer that may have been
 * lost): nothing this step made went live, so the documented two-step rollback
 * (docs/pipelines/edge-script.md, "Two steps") must not run after it. Were previous-release-uuid
 * left set, it would run with release-uuid empty, without its compare-and-swap, and re-publish the
 * old release over whatever went live since.
 */

const emulator = useEmulator();
const script = SEED.scriptWithRelease;
const base = `/compute/script/${script}`;
const ENV = { GITHUB_SERVER_URL: 'https://github.com', GITHUB_REPOSITORY: 'acme/edge', GITHUB_RUN_ID: '4242' };
const MINE = "export default { fetch: () => new Response('mine') };\n";
const OTHER = "export default { fetch: () => new Response('other pipeline') };\n";
/** The newest release before the live one with other code: what a step whose code is live already rolls back to. */
const EARLIER = SEED_RELEASE_HISTORY.find((release) => release.Id === 9100)!;
const NOTHING_PUBLISHED = 'Nothing was published, so no rollback is needed; previous-release-uuid is left empty';

const publish = (code: string, sha: string, inputs: Record<string, string> = {}) =>
  runAgainst(
    emulator(),
    { operation: 'publish-script', 'script-id': String(script), file: 'dist/edge.js', 'purge-linked-zones': 'false', ...inputs },
    { env: { ...ENV, GITHUB_SHA: sha }, files: { 'dist/edge.js': code }, clock: new FakeClock() },
  );

const live = () => emulator().state.scripts.get(script)?.activeRelease;

/** Another pipeline's deploy after the refused step, then the documented rollback step of the refused one. */
async function laterDeployThenRollback(refused: ActionRun): Promise<ActionRun | undefined> {
  const other = await publish(OTHER, 'b'.repeat(40));
  expect(other.exitCode, other.stdout).toBe(0);
  return documentedScriptRollback(emulator(), script, refused, { 'purge-linked-zones': 'false' });
}

describe('publish-script refused before anything went live', () => {
  for (const [what, refuse, said] of [
    [
      'a refused publish',
      () =>
        emulator().inject({
          kind: 'status',
          status: 400,
          method: 'POST',
          path: `${base}/publish`,
          body: { ErrorKey: 'edgescript.locked', Message: 'Locked' },
        }),
      /answered 400 Bad Request.*Locked.*\nThe file was saved as the script's code but not published/s,
    ],
    [
      'a refused save',
      () => emulator().inject({ kind: 'status', status: 401, method: 'POST', path: `${base}/code` }),
      /POST .*\/code.* answered 401/,
    ],
  ] as const) {
    it(`${what}: previous-release-uuid is left empty, so the documented rollback never undoes a later deploy`, async () => {
      refuse();
      const refused = await publish(MINE, 'a'.repeat(40));
      expect(refused.exitCode).toBe(1);
      expect(failureMessage(refused)).toMatch(said);
      expect(failureMessage(refused)).toContain(NOTHING_PUBLISHED);
      expect(refused.outputs['previous-release-uuid']).toBe('');
      expect(refused.outputs['release-uuid']).toBeUndefined();
      expect(refused.outputs['rolled-back']).toBe('false');
      expect(live()?.Uuid).toBe(SEED_RELEASE.Uuid);

      expect(await laterDeployThenRollback(refused)).toBeUndefined();
      expect(live()?.Code).toBe(OTHER);
      expect(live()?.Uuid).not.toBe(SEED_RELEASE.Uuid);
    });
  }

  it('with rollback-on-failure and if-unchanged: publish over its live code, a refused publish leaves the release before that code alone', async () => {
    emulator().inject({
      kind: 'status',
      status: 400,
      method: 'POST',
      path: `${base}/publish`,
      body: { ErrorKey: 'edgescript.locked', Message: 'Locked' },
    });
    const refused = await publish(SEED_RELEASE.Code, 'a'.repeat(40), { 'if-unchanged': 'publish', 'rollback-on-failure': 'true' });
    expect(refused.exitCode).toBe(1);
    expect(failureMessage(refused)).toContain(NOTHING_PUBLISHED);
    expect(refused.outputs).toMatchObject({ unchanged: 'false', 'previous-release-uuid': '', 'rolled-back': 'false' });
    expect(live()?.Uuid).toBe(SEED_RELEASE.Uuid);

    expect(await laterDeployThenRollback(refused)).toBeUndefined();
    expect(live()?.Code).toBe(OTHER);
    expect(live()?.Uuid).not.toBe(EARLIER.Uuid);
  });

  it('a dry run and a publish that goes live still set previous-release-uuid', async () => {
    const dry = await publish(MINE, 'a'.repeat(40), { 'dry-run': 'true' });
    expect(dry.exitCode, dry.stdout).toBe(0);
    expect(dry.outputs['previous-release-uuid']).toBe(SEED_RELEASE.Uuid);
    const run = await publish(MINE, 'a'.repeat(40));
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs).toMatchObject({ 'previous-release-uuid': SEED_RELEASE.Uuid, 'release-uuid': live()?.Uuid });
    expect(failureMessage(run)).toBe('');
  });
});
