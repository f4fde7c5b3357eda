import { describe, expect, it } from 'vitest';
import { SEED } from '../../../emulator/server.ts';
import { SEED_RELEASE } from '../../../emulator/seed.ts';
import { failureMessage, runAgainst, useEmulator } from '../../support/e2e.ts';
import { FakeClock } from '../../support/fake-clock.ts';
import type { ActionRun } from '../../support/run-action.ts';

/*
 * A publish whose wait ends without the step seeing its own release live, with
 * rollback-on-failure false: what the documented two-step rollback (docs/pipelines/edge-script.md,
 * "Two steps") then does, when the release goes live late and when another deploy goes live.
 */

const emulator = useEmulator();
const ENV = {
  GITHUB_SHA: 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678',
  GITHUB_SERVER_URL: 'https://github.com',
  GITHUB_REPOSITORY: 'acme/edge',
  GITHUB_RUN_ID: '4242',
};
const CODE = 'export default 1;\n';
const OTHER = 'export default 2;\n';
const script = SEED.scriptWithRelease;
const base = `/compute/script/${script}`;

const state = () => {
  const found = emulator().state.scripts.get(script);
  if (!found) throw new Error('no seeded script');
  return found;
};

/** This step's publish, with a wait of 3 reads of the active release (at 0, 2 and 4 s). */
const publish = (inputs: Record<string, string> = {}) =>
  runAgainst(
    emulator(),
    {
      operation: 'publish-script',
      'script-id': String(script),
      file: 'dist/edge.js',
      'wait-seconds': '4',
      'purge-linked-zones': 'false',
      ...inputs,
    },
    { env: ENV, files: { 'dist/edge.js': CODE }, clock: new FakeClock() },
  );

/** Another pipeline's deploy of other code, which goes live at once. */
const otherDeploy = () =>
  runAgainst(
    emulator(),
    { operation: 'publish-script', 'script-id': String(script), file: 'dist/edge.js', 'purge-linked-zones': 'false' },
    { env: { ...ENV, GITHUB_SHA: 'b'.repeat(40), GITHUB_RUN_ID: '5555' }, files: { 'dist/edge.js': OTHER }, clock: new FakeClock() },
  );

/** The rollback step of docs/pipelines/edge-script.md, as users copied it; undefined when its `if` skips it. */
const documentedRollback = (publishRun: ActionRun) => {
  const previous = publishRun.outputs['previous-release-uuid'] ?? '';
  if (previous === '') return Promise.resolve(undefined);
  return runAgainst(
    emulator(),
    {
      operation: 'rollback-script',
      'script-id': String(script),
      'purge-linked-zones': 'false',
      'to-release-uuid': previous,
      'only-if-live-uuid': publishRun.outputs['release-uuid'] ?? '',
    },
    { clock: new FakeClock() },
  );
};

/** The release the platform made of this step's publish: the one listed with the file's code. */
const listedRelease = () => state().releases.find((release) => release.Code === CODE);

describe('publish-script whose wait ends without seeing its release live (rollback-on-failure false)', () => {
  it('a wait that ran out: the documented rollback never undoes a deploy that went live after the step', async () => {
    state().nextPublish = { mode: 'never', reads: 0 };
    const run = await publish();
    expect(run.exitCode).toBe(1);
    const other = await otherDeploy();
    expect(other.exitCode, other.stdout).toBe(0);
    expect(run.outputs['previous-release-uuid']).toBe(SEED_RELEASE.Uuid);
    // Not live, but found in the release list: what the documented rollback compares with.
    expect(run.outputs['release-uuid']).toBe(listedRelease()?.Uuid);
    expect(run.outputs['release-id']).toBe(String(listedRelease()?.Id));
    expect(failureMessage(run)).toBe(
      `This step's release of script ${script} did not go live after 4 s (3 polls): release ${SEED.activeReleaseId} (uuid ${SEED_RELEASE.Uuid}) is still live. ` +
        `Nothing was rolled back (rollback-on-failure is false); previous-release-uuid ${SEED_RELEASE.Uuid} is what a rollback-script step would restore; ` +
        `release-uuid is this step's release ${listedRelease()?.Id} (uuid ${listedRelease()?.Uuid}), found in the release list though not seen live, ` +
        `so a rollback-script step given only-if-live-uuid: release-uuid is a compare-and-swap on it: it restores only while this step's release, or the previous one, is live`,
    );
    const rollback = await documentedRollback(run);
    if (rollback === undefined) throw new Error('the documented rollback did not run');
    expect(rollback.exitCode).toBe(1);
    expect(failureMessage(rollback)).toMatch(
      /^Not rolled back: only-if-live-uuid is [0-9a-f]+, but release \d+ .* is live .*a later deploy, left alone/,
    );
    expect(state().activeRelease?.Code).toBe(OTHER);
  });

  it("a release that goes live after the step's wait ran out: the documented rollback undoes it", async () => {
    // Live at the read after the step's three: the first read of the rollback step.
    state().nextPublish = { mode: 'live', reads: 4 };
    const run = await publish();
    expect(run.exitCode).toBe(1);
    expect(state().activeRelease?.Uuid).toBe(SEED_RELEASE.Uuid);
    expect(run.outputs['release-uuid']).toBe(listedRelease()?.Uuid);
    const rollback = await documentedRollback(run);
    expect(rollback?.exitCode, rollback?.stdout).toBe(0);
    expect(rollback?.outputs).toMatchObject({ 'rolled-back': 'true', 'replaced-release-uuid': listedRelease()?.Uuid });
    expect(state().activeRelease?.Code).toBe(SEED_RELEASE.Code);
  });

  it('a wait whose every read failed: release-uuid is the release from the list, which the documented rollback undoes', async () => {
    const active = new RegExp(`${base}/releases/active$`);
    // The read before the save is answered; the reads after the publish are not JSON, which is not asked again.
    emulator().inject({ kind: 'delay', ms: 0, method: 'GET', path: active, times: 1 });
    emulator().inject({ kind: 'malformed', method: 'GET', path: active, times: 1 });
    const run = await publish();
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toMatch(/so this step's release was not seen live\. .*release-uuid is this step's release \d+/);
    expect(state().activeRelease?.Code).toBe(CODE);
    expect(run.outputs['release-uuid']).toBe(state().activeRelease?.Uuid);
    const rollback = await documentedRollback(run);
    expect(rollback?.outputs['rolled-back']).toBe('true');
    expect(state().activeRelease?.Code).toBe(SEED_RELEASE.Code);
  });

  for (const [what, unreadable, why] of [
    [
      'the release list cannot be read',
      () => emulator().inject({ kind: 'status', status: 403, method: 'GET', path: new RegExp(`${base}/releases$`), times: Infinity }),
      /\. The release list could not be read \(GET .* answered 403 .*\)\. To roll back by hand/,
    ],
    [
      'the release list gives no code',
      () => emulator().state.edgeScripts.setBehaviour(script, { listCode: 'null' }),
      /\. No release in the release list runs the file's code \(\d+ release\(s\) read; the list gave no code for \d+ of them\)\. To roll back by hand/,
    ],
  ] as const) {
    it(`when ${what}, previous-release-uuid is left empty and the documented rollback does not run`, async () => {
      state().nextPublish = { mode: 'never', reads: 0 };
      unreadable();
      const run = await publish();
      expect(run.exitCode).toBe(1);
      expect(run.outputs['previous-release-uuid']).toBe('');
      expect(run.outputs['release-uuid']).toBeUndefined();
      const message = failureMessage(run);
      expect(message).toMatch(why);
      expect(message).toContain(
        "Nothing was rolled back (rollback-on-failure is false); previous-release-uuid is left empty: this step's release could not be identified",
      );
      expect(message).toContain('a rollback to it could undo a deploy that came later');
      expect(message).toContain(
        `To roll back by hand: read the live release with get-active-release; if its code-sha256 is this step's (${run.outputs['code-sha256']}), ` +
          `run rollback-script with to-release-uuid: ${SEED_RELEASE.Uuid} and only-if-live-uuid: its release-uuid`,
      );
      const other = await otherDeploy();
      expect(other.exitCode).toBe(0);
      expect(await documentedRollback(run)).toBeUndefined();
      expect(state().activeRelease?.Code).toBe(OTHER);
    });
  }
});
