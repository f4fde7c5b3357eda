import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { SEED } from '../../../emulator/server.ts';
import { SEED_RELEASE, SEED_RELEASE_HISTORY } from '../../../emulator/seed.ts';
import { failureMessage, runAgainst, useEmulator } from '../../support/e2e.ts';
import { FakeClock } from '../../support/fake-clock.ts';
import { documentedScriptRollback } from '../../support/script-rollback.ts';
import type { ActionRun } from '../../support/run-action.ts';
import { releasable } from '../../support/release.ts';
import { actedCommands } from '../../support/leak-scanner.ts';

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
/** The newest release before the live one with other code: what a step whose code is live already rolls back to. */
const EARLIER = SEED_RELEASE_HISTORY.find((release) => release.Id === 9100)!;
const base = `/compute/script/${script}`;

const state = () => {
  const found = emulator().state.scripts.get(script);
  if (!found) throw new Error('no seeded script');
  return found;
};

/** This step's publish, with a wait of 3 reads of the active release (at 0, 2 and 4 s). */
const publish = (inputs: Record<string, string> = {}, code = CODE, env: Record<string, string> = ENV) =>
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
    { env, files: { 'dist/edge.js': code }, clock: new FakeClock() },
  );

/** Another pipeline's deploy of other code, which goes live at once. */
const otherDeploy = () =>
  runAgainst(
    emulator(),
    { operation: 'publish-script', 'script-id': String(script), file: 'dist/edge.js', 'purge-linked-zones': 'false' },
    { env: { ...ENV, GITHUB_SHA: 'b'.repeat(40), GITHUB_RUN_ID: '5555' }, files: { 'dist/edge.js': OTHER }, clock: new FakeClock() },
  );

/** The documented rollback step (script-rollback.ts), its linked zones' purges off as in the rest of this file. */
const documentedRollback = (publishRun: ActionRun) =>
  documentedScriptRollback(emulator(), script, publishRun, { 'purge-linked-zones': 'false' });

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

  for (const republish of ['copy', 'reactivate'] as const) {
    it(`a release still on its way when the rollback step runs: it re-publishes the release still live, so the late one never goes live, and a re-run does nothing (republish: ${republish})`, async () => {
      // The wall clock stands still, as when every write falls within one millisecond: the
      // emulator's dates still order its releases, so the outcome cannot depend on timing.
      vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-12-07T21:00:00Z') });
      onTestFinished(() => void vi.useRealTimers());
      state().republish = republish;
      // The platform is slow to switch: live at the 10th read of the active release after the publish, past the step's wait and the rollback's reads.
      state().nextPublish = { mode: 'live', reads: 10 };
      const run = await publish();
      expect(run.exitCode).toBe(1);
      expect(state().activeRelease?.Uuid).toBe(SEED_RELEASE.Uuid);
      const late = listedRelease();
      expect(run.outputs).toMatchObject({ 'previous-release-uuid': SEED_RELEASE.Uuid, 'release-uuid': late?.Uuid });
      const overtaken = `release ${late?.Id} (uuid ${late?.Uuid}), made after it, has never been live and may still go live`;
      // The dry run shows the same decision: the re-publish.
      const dry = await documentedScriptRollback(emulator(), script, run, { 'purge-linked-zones': 'false', 'dry-run': 'true' });
      expect(dry?.exitCode, dry?.stdout).toBe(0);
      expect(dry?.stdout).toContain(overtaken);
      expect(JSON.parse(dry?.outputs['result'] ?? '')).toMatchObject({
        dryRun: true,
        requests: [
          { method: 'POST', path: `${base}/publish/${SEED_RELEASE.Uuid}` },
          { method: 'POST', path: `${base}/code` },
        ],
      });
      const rollback = await documentedRollback(run);
      expect(rollback?.exitCode, rollback?.stdout).toBe(0);
      expect(rollback?.stdout).toContain(overtaken);
      expect(rollback?.summary).toContain(`re-published over release ${late?.Id}`);
      // It published, so rolled-back is true; it replaced nothing, the target being live already.
      expect(rollback?.outputs).toMatchObject({ 'rolled-back': 'true', 'replaced-release-uuid': '', 'code-sha256': expect.any(String) });
      expect(rollback?.stdout).toMatch(/^Rolled back: release \d+ \(uuid [0-9a-f-]+\) is live after [^,\n]*$/m);
      expect(rollback?.stdout).not.toContain('replacing');
      expect(dry?.outputs['replaced-release-uuid']).toBe('');
      // Later reads of the active release (a get-active-release step, the edge): the late release never goes live.
      for (let read = 0; read < 12; read++) emulator().state.edgeScripts.readActiveRelease(script);
      expect(state().activeRelease?.Code).toBe(SEED_RELEASE.Code);
      expect(state().wentLive.map((change) => change.code)).not.toContain(CODE);
      // A re-run of the rollback step: the seeded code went live again after the late release was made, so nothing to do.
      emulator().requests.length = 0;
      const again = await documentedRollback(run);
      expect(again?.exitCode, again?.stdout).toBe(0);
      expect(again?.outputs).toMatchObject({ 'rolled-back': 'false', 'replaced-release-uuid': '' });
      expect(again?.stdout).toContain('is already live: nothing to roll back');
      expect(emulator().requests.filter((request) => request.method === 'POST')).toEqual([]);
    });
  }

  it('a release still on its way that lands over the re-publish all the same: the rollback step fails, naming it as the late release, not another deploy', async () => {
    state().nextPublish = { mode: 'live', reads: 10 };
    const run = await publish();
    expect(run.exitCode).toBe(1);
    const late = listedRelease();
    const republish = `${base}/publish/${SEED_RELEASE.Uuid}`;
    let republished = false;
    let landed = false;
    // A platform that does not let the latest publish win: the re-publish never lands, the late release does.
    emulator().setRequestHook((request) => {
      if (request.service !== 'api' || request.phase !== 'arrived') return;
      if (request.method === 'POST' && request.path === republish) {
        state().nextPublish = { mode: 'never', reads: 0 };
        republished = true;
      } else if (republished && !landed && late && request.method === 'GET' && request.path.endsWith('/releases/active')) {
        emulator().state.edgeScripts.setActiveRelease(script, late);
        landed = true;
      }
    });
    const rollback = await documentedRollback(run);
    expect(republished).toBe(true);
    expect(rollback?.exitCode).toBe(1);
    expect(failureMessage(rollback!)).toMatch(
      new RegExp(
        `went live instead .*: the release only-if-live-uuid names, live late over the re-publish sent after it; run this step again to roll it back`,
      ),
    );
    expect(failureMessage(rollback!)).not.toContain('another deploy');
    expect(rollback?.outputs).toMatchObject({ 'rolled-back': 'false', 'release-uuid': late?.Uuid });
  });

  it('a later deploy made after the release still on its way, itself still on its way: the rollback step leaves both alone, saying so, and the later deploy goes live', async () => {
    // Older releases before the seeded ones, so that the late release ends page 1 of the list and the later deploy begins page 2.
    emulator().state.edgeScripts.addReleases(script, 16);
    state().nextPublish = { mode: 'live', reads: 10 };
    const run = await publish();
    expect(run.exitCode).toBe(1);
    const late = listedRelease();
    // Another pipeline's deploy, slow too: its wait runs out, and it goes live only after the rollback step's reads.
    state().nextPublish = { mode: 'live', reads: 10 };
    const other = await publish({}, OTHER, { ...ENV, GITHUB_SHA: 'b'.repeat(40), GITHUB_RUN_ID: '5555' });
    expect(other.exitCode).toBe(1);
    const later = state().releases.find((release) => release.Code === OTHER);
    expect(state().releases.indexOf(late!)).toBe(19);
    expect(state().releases.indexOf(later!)).toBe(20);
    const leftAlone = `only-if-live-uuid's release ${late?.Id} (uuid ${late?.Uuid}), made after release ${SEED_RELEASE.Id} (uuid ${SEED_RELEASE.Uuid}), has never been live, but release ${later?.Id} (uuid ${later?.Uuid}) was made after it: a later deploy, which a re-publish would undo, so this step leaves it alone`;
    emulator().requests.length = 0;
    // The dry run shows the same decision.
    const dry = await documentedScriptRollback(emulator(), script, run, { 'purge-linked-zones': 'false', 'dry-run': 'true' });
    expect(dry?.exitCode, dry?.stdout).toBe(0);
    expect(dry?.stdout).toContain(leftAlone);
    const rollback = await documentedRollback(run);
    expect(rollback?.exitCode, rollback?.stdout).toBe(0);
    expect(rollback?.stdout).toContain(
      `release ${SEED_RELEASE.Id} (uuid ${SEED_RELEASE.Uuid}) is live and is not re-published: ${leftAlone}`,
    );
    expect(rollback?.summary).toContain(`Not re-published: ${leftAlone.replaceAll("'", '&#39;')}.`);
    expect(rollback?.summary).toContain(`Already live: release ${SEED_RELEASE.Id}`);
    expect(rollback?.outputs).toMatchObject({ 'rolled-back': 'false', 'replaced-release-uuid': '', 'release-uuid': SEED_RELEASE.Uuid });
    // Page 2 was read, though the target and the late release were both on page 1.
    expect(emulator().requests.filter((request) => request.path === `${base}/releases` && request.query['page']?.[0] === '2')).toHaveLength(
      2,
    );
    // Nothing written: no re-publish, and the saved code, the later deploy's, left as it is.
    expect(emulator().requests.filter((request) => request.method === 'POST')).toEqual([]);
    expect(state().code).toBe(OTHER);
    // Later reads of the active release: the later deploy goes live, never undone.
    for (let read = 0; read < 12; read++) emulator().state.edgeScripts.readActiveRelease(script);
    expect(state().activeRelease?.Code).toBe(OTHER);
  });

  it("a re-publish over a release still on its way that is slow to go live itself (copy mode): the step waits for the re-publish's copy, not for the target read live before it lands", async () => {
    state().nextPublish = { mode: 'live', reads: 10 };
    const run = await publish();
    expect(run.exitCode).toBe(1);
    // The re-publish's copy goes live at the third read of the active release after it is sent: the wait's third poll.
    state().nextPublish = { mode: 'live', reads: 3 };
    const rollback = await documentedRollback(run);
    const copy = state().releases.at(-1);
    expect(copy?.Note).toBe(`Roll back to release ${SEED_RELEASE.Uuid} by bunny-platform-action`);
    expect(rollback?.exitCode, rollback?.stdout).toBe(0);
    expect(rollback?.stdout).toMatch(
      new RegExp(`^Poll 1 at 0 s: release ${SEED_RELEASE.Id} \\(uuid ${SEED_RELEASE.Uuid}\\) is still live`, 'm'),
    );
    expect(rollback?.stdout).toMatch(new RegExp(`^Poll 3 at 4 s: release ${SEED_RELEASE.Id} \\(uuid ${SEED_RELEASE.Uuid}\\) is live`, 'm'));
    expect(rollback?.outputs).toMatchObject({ 'rolled-back': 'true', 'release-uuid': copy?.Uuid, 'replaced-release-uuid': '' });
    expect(state().code).toBe(SEED_RELEASE.Code);
  });

  it('a re-publish over a release still on its way that does not go live within the wait: the step fails saying that release may still land, and saves no code', async () => {
    state().nextPublish = { mode: 'live', reads: 10 };
    const run = await publish();
    expect(run.exitCode).toBe(1);
    const late = listedRelease();
    state().nextPublish = { mode: 'live', reads: 10 };
    const rollback = await documentedScriptRollback(emulator(), script, run, { 'purge-linked-zones': 'false', 'wait-seconds': '4' });
    expect(rollback?.exitCode, rollback?.stdout).toBe(1);
    expect(failureMessage(rollback!)).toBe(
      `Re-published release ${SEED_RELEASE.Id} (uuid ${SEED_RELEASE.Uuid}), but the re-publish is not live after 4 s (3 polls) (release ${SEED_RELEASE.Id} (uuid ${SEED_RELEASE.Uuid}) is live), ` +
        `so release ${late?.Id} (uuid ${late?.Uuid}), which it was sent to overtake, may still go live before it lands; run this step again to see which did`,
    );
    expect(rollback?.outputs).toMatchObject({ 'rolled-back': 'false', 'release-uuid': SEED_RELEASE.Uuid });
    expect(state().code).toBe(CODE);
  });

  it("a re-run while the first run's re-publish is still on its way (copy mode): its copy is no later deploy, and the re-run saves the target's code the first run left unsaved", async () => {
    state().nextPublish = { mode: 'live', reads: 10 };
    const run = await publish();
    expect(run.exitCode).toBe(1);
    const late = listedRelease();
    // The first run's re-publish is slow too: its wait runs out before the copy lands, so it saves no code.
    state().nextPublish = { mode: 'live', reads: 10 };
    const first = await documentedScriptRollback(emulator(), script, run, { 'purge-linked-zones': 'false', 'wait-seconds': '4' });
    expect(first?.exitCode).toBe(1);
    const copy = state().releases.at(-1);
    expect(copy?.Note).toBe(`Roll back to release ${SEED_RELEASE.Uuid} by bunny-platform-action`);
    expect(state().code).toBe(CODE);
    emulator().requests.length = 0;
    const again = await documentedRollback(run);
    expect(again?.exitCode, again?.stdout).toBe(0);
    const words = `only-if-live-uuid's release ${late?.Id} (uuid ${late?.Uuid}), made after release ${SEED_RELEASE.Id} (uuid ${SEED_RELEASE.Uuid}), has never been live, but release ${copy?.Id} (uuid ${copy?.Uuid}), made after it and not live yet, holds the target's code (a re-publish of it, by an earlier run of this step or another rollback, or a deploy of the same code): the latest publish is the target's code already`;
    expect(again?.stdout).toContain(`release ${SEED_RELEASE.Id} (uuid ${SEED_RELEASE.Uuid}) is live and is not re-published: ${words}`);
    expect(again?.stdout).not.toContain('a later deploy');
    expect(again?.summary).toContain(`Not re-published: ${words.replaceAll("'", '&#39;')}.`);
    expect(again?.summary).toContain('finished what an earlier run left undone');
    expect(again?.outputs).toMatchObject({ 'rolled-back': 'false', 'replaced-release-uuid': '', 'release-uuid': SEED_RELEASE.Uuid });
    // No second re-publish: only the save of the target's code.
    expect(
      emulator()
        .requests.filter((request) => request.method === 'POST')
        .map((request) => request.path),
    ).toEqual([`${base}/code`]);
    expect(state().code).toBe(SEED_RELEASE.Code);
    // Later reads of the active release: the copy lands, never the late release.
    for (let read = 0; read < 12; read++) emulator().state.edgeScripts.readActiveRelease(script);
    expect(state().activeRelease?.Uuid).toBe(copy?.Uuid);
    expect(state().wentLive.map((change) => change.code)).not.toContain(CODE);
  });

  it('the target live as itself and the release list unreadable: "Already live" as before the list was read, with a warning naming the release that may still go live, and no re-publish', async () => {
    state().nextPublish = { mode: 'never', reads: 0 };
    const run = await publish();
    expect(run.exitCode).toBe(1);
    const late = listedRelease();
    emulator().inject({ kind: 'status', status: 500, method: 'GET', path: new RegExp(`${base}/releases$`), times: Infinity });
    emulator().requests.length = 0;
    const rollback = await documentedRollback(run);
    expect(rollback?.exitCode, rollback?.stdout).toBe(0);
    expect(rollback?.outputs).toMatchObject({ 'rolled-back': 'false', 'replaced-release-uuid': '', 'release-uuid': SEED_RELEASE.Uuid });
    expect(actedCommands(rollback!, ['warning']).map((warning) => warning.data)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^release ${SEED_RELEASE.Id} \\(uuid ${SEED_RELEASE.Uuid}\\) is live and is not re-published: the release list could not be read \\(.*500.*\\), so whether only-if-live-uuid's release ${late?.Uuid}, which is not live, may still go live \\(a publish still on its way\\) is not known, and a re-publish could undo a deploy made after it. Check with get-active-release that release ${late?.Uuid} has not gone live; if it has, run this step again$`,
        ),
      ),
    ]);
    expect(rollback?.summary).toContain(`Not re-published: the release list could not be read`);
    expect(emulator().requests.filter((request) => request.method === 'POST' && request.path.includes('/publish'))).toEqual([]);
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

  it('a wait whose every read is answered 503 with Retry-After: 60 ends at its 4 s, not a minute a read', async () => {
    const active = new RegExp(`${base}/releases/active$`);
    emulator().inject({ kind: 'delay', ms: 0, method: 'GET', path: active, times: 1 });
    emulator().inject({ kind: 'status', status: 503, method: 'GET', path: active, headers: { 'Retry-After': '60' }, times: Infinity });
    const clock = new FakeClock();
    emulator().useClock(clock);
    const run = await runAgainst(
      emulator(),
      {
        operation: 'publish-script',
        'script-id': String(script),
        file: 'dist/edge.js',
        'wait-seconds': '4',
        'purge-linked-zones': 'false',
      },
      { env: ENV, files: { 'dist/edge.js': CODE }, clock },
    );
    expect(run.exitCode).toBe(1);
    expect(clock.sleeps).toEqual([2000, 2000]);
    expect(failureMessage(run)).toContain(
      `did not go live after 4 s (3 polls): the last read of the active release failed (GET ${base}/releases/active answered 503 Service Unavailable), so what is live is not known.`,
    );
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
      /\. No release in the release list made after release \d+ runs the file's code with this step's note \(\d+ release\(s\) read; the list gave no code for \d+ of them\)\. To roll back by hand/,
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

  it("a publish whose release is never listed names no older release of the same code (a revert) as the step's", async () => {
    // The publish is not carried out: no release of this step exists, only 9100, made long before it.
    emulator().inject({ kind: 'status', status: 502, method: 'POST', path: new RegExp(`${base}/publish$`), times: Infinity });
    const run = await publish({}, EARLIER.Code);
    expect(run.exitCode).toBe(1);
    expect(
      state()
        .releases.filter((release) => release.Code === EARLIER.Code)
        .map((release) => release.Id),
    ).toEqual([EARLIER.Id]);
    expect(run.outputs['release-uuid']).toBeUndefined();
    expect(run.outputs['previous-release-uuid']).toBe('');
    expect(failureMessage(run)).toContain("previous-release-uuid is left empty: this step's release could not be identified");
    expect(failureMessage(run)).toContain(
      `No release in the release list made after release ${SEED.activeReleaseId} runs the file's code with this step's note`,
    );
    // An operator then puts 9100 back: nothing of this step's undoes it.
    state().republish = 'reactivate';
    const operator = await runAgainst(
      emulator(),
      { operation: 'rollback-script', 'script-id': String(script), 'to-release-uuid': EARLIER.Uuid, 'purge-linked-zones': 'false' },
      { clock: new FakeClock() },
    );
    expect(operator.outputs['rolled-back']).toBe('true');
    expect(await documentedRollback(run)).toBeUndefined();
    expect(state().activeRelease?.Uuid).toBe(EARLIER.Uuid);
  });

  it("another run's later release of the same code is not taken for the step's: the documented rollback leaves it alone", async () => {
    state().nextPublish = { mode: 'never', reads: 0 };
    // The step's lookup (its first read of the list) is held until another run has deployed the same code.
    const gate = releasable();
    emulator().inject({ kind: 'delay', ms: 0, method: 'GET', path: new RegExp(`${base}/releases$`), release: gate.promise });
    const step = publish();
    await expect.poll(() => emulator().requests.some((request) => request.outcome === 'pending'), { timeout: 30_000 }).toBe(true);
    const other = await publish({}, CODE, { ...ENV, GITHUB_SHA: 'b'.repeat(40), GITHUB_RUN_ID: '5555' });
    expect(other.exitCode, other.stdout).toBe(0);
    gate.resolve();
    const run = await step;
    expect(run.exitCode).toBe(1);
    const ours = state().releases.find((release) => release.Code === CODE && release.Note.includes('4242'));
    const theirs = state().releases.find((release) => release.Code === CODE && release.Note.includes('5555'));
    expect(theirs?.Id).toBeGreaterThan(ours?.Id ?? Infinity);
    expect(run.outputs['release-uuid']).toBe(ours?.Uuid);
    const rollback = await documentedRollback(run);
    expect(rollback?.exitCode).toBe(1);
    expect(state().activeRelease?.Uuid).toBe(theirs?.Uuid);
  });

  it('a fixed note that names no commit proves nothing: previous-release-uuid is left empty, with how to roll back by hand', async () => {
    state().nextPublish = { mode: 'never', reads: 0 };
    const run = await publish({ note: 'CI deploy' });
    expect(run.exitCode).toBe(1);
    expect(run.outputs['release-uuid']).toBeUndefined();
    expect(run.outputs['previous-release-uuid']).toBe('');
    const message = failureMessage(run);
    expect(message).toContain(
      "previous-release-uuid is left empty: this step's release could not be identified: a rollback to it could undo a deploy that came later. " +
        "This step's note names no commit, so a release in the list with its code and note could be another pipeline's deploy that sent the same note",
    );
    expect(message).toContain(`run rollback-script with to-release-uuid: ${SEED_RELEASE.Uuid} and only-if-live-uuid: its release-uuid`);
    expect(await documentedRollback(run)).toBeUndefined();
  });
});

/*
 * if-unchanged: publish over a live release that already runs the file: previous-release-uuid is
 * the release before that code, and the release live before the step runs the step's own code.
 */
describe('publish-script with if-unchanged: publish whose wait ends with the release live before it still live', () => {
  for (const [what, publishing] of [
    ['its publish made a release that never went live', () => (state().nextPublish = { mode: 'never', reads: 0 })],
    [
      'its publish was lost',
      () => emulator().inject({ kind: 'status', status: 502, method: 'POST', path: new RegExp(`${base}/publish$`), times: Infinity }),
    ],
  ] as const) {
    it(`${what}: release-uuid is the live release, and the documented rollback restores the release before its code`, async () => {
      publishing();
      const run = await publish({ 'if-unchanged': 'publish' }, SEED_RELEASE.Code);
      expect(run.exitCode).toBe(1);
      expect(run.outputs).toMatchObject({
        'previous-release-uuid': EARLIER.Uuid,
        'release-uuid': SEED_RELEASE.Uuid,
        'release-id': String(SEED_RELEASE.Id),
      });
      expect(failureMessage(run)).toContain(
        `release-uuid is release ${SEED_RELEASE.Id} (uuid ${SEED_RELEASE.Uuid}), live before this step and still live, which already runs the file's code`,
      );
      expect(failureMessage(run)).not.toContain('a later deploy');
      const rollback = await documentedRollback(run);
      expect(rollback?.exitCode, rollback?.stdout).toBe(0);
      expect(rollback?.outputs).toMatchObject({ 'rolled-back': 'true', 'replaced-release-uuid': SEED_RELEASE.Uuid });
      expect(state().activeRelease?.Code).toBe(EARLIER.Code);
    });
  }
});

/*
 * With rollback-on-failure, a step whose own rollback did not happen (or did not go live) after a
 * wait that never saw its release: what it leaves for a documented rollback step kept with it.
 */
describe('publish-script with rollback-on-failure whose rollback is not carried out after a failed wait', () => {
  const active = new RegExp(`${base}/releases/active$`);
  /** The reads before the compare-and-swap pass: the one before the save and the wait's three. */
  const passReads = (reads: number) => emulator().inject({ kind: 'delay', ms: 0, method: 'GET', path: active, times: reads });

  for (const [what, fault, said] of [
    [
      'the active release cannot be read before the rollback',
      () => {
        passReads(4);
        emulator().inject({ kind: 'status', status: 403, method: 'GET', path: active, times: 1 });
      },
      'Not rolled back: the active release could not be read',
    ],
    [
      'the rollback fails',
      () => {
        passReads(5);
        emulator().inject({ kind: 'status', status: 403, method: 'GET', path: active, times: 1 });
      },
      'The rollback to the previous release',
    ],
  ] as const) {
    it(`${what}: release-uuid is the step's release from the list, so the documented rollback never undoes a later deploy`, async () => {
      state().nextPublish = { mode: 'never', reads: 0 };
      fault();
      const run = await publish({ 'rollback-on-failure': 'true' });
      expect(run.exitCode).toBe(1);
      expect(failureMessage(run)).toContain(said);
      expect(failureMessage(run)).toContain(`release-uuid is this step's release ${listedRelease()?.Id}`);
      expect(run.outputs).toMatchObject({ 'previous-release-uuid': SEED_RELEASE.Uuid, 'release-uuid': listedRelease()?.Uuid });
      const other = await otherDeploy();
      expect(other.exitCode, other.stdout).toBe(0);
      const rollback = await documentedRollback(run);
      expect(rollback?.exitCode).toBe(1);
      expect(state().activeRelease?.Code).toBe(OTHER);
    });
  }

  it("a rollback that does not go live: release-uuid is the step's release from the list", async () => {
    state().nextPublish = { mode: 'never', reads: 0 };
    passReads(5);
    emulator().inject({ kind: 'status', status: 503, method: 'GET', path: active, times: Infinity });
    const run = await publish({ 'rollback-on-failure': 'true' });
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toMatch(/Re-published the previous release .* is not live/);
    expect(run.outputs).toMatchObject({ 'previous-release-uuid': SEED_RELEASE.Uuid, 'release-uuid': listedRelease()?.Uuid });
  });

  it('with if-unchanged: publish, the release list unreadable before the rollback: release-uuid is the release still live', async () => {
    state().nextPublish = { mode: 'never', reads: 0 };
    const list = new RegExp(`${base}/releases$`);
    // The read that finds the release before this code passes; the rollback's own read of the list fails.
    emulator().inject({ kind: 'delay', ms: 0, method: 'GET', path: list, times: 1 });
    emulator().inject({ kind: 'status', status: 403, method: 'GET', path: list, times: 1 });
    const run = await publish({ 'rollback-on-failure': 'true', 'if-unchanged': 'publish' }, SEED_RELEASE.Code);
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain('Not rolled back: the release list could not be read');
    expect(run.outputs).toMatchObject({ 'previous-release-uuid': EARLIER.Uuid, 'release-uuid': SEED_RELEASE.Uuid });
    const other = await otherDeploy();
    expect(other.exitCode, other.stdout).toBe(0);
    const rollback = await documentedRollback(run);
    expect(rollback?.exitCode).toBe(1);
    expect(state().activeRelease?.Code).toBe(OTHER);
  });

  it('with if-unchanged: publish, the release before its code gone from the list before the rollback: previous-release-uuid is left empty', async () => {
    state().nextPublish = { mode: 'never', reads: 0 };
    const list = new RegExp(`${base}/releases$`);
    let reads = 0;
    // The read that finds the release before this code sees it; someone deletes it before the rollback's own read.
    emulator().setRequestHook((request) => {
      if (request.service !== 'api' || request.phase !== 'arrived' || request.method !== 'GET' || !list.test(request.path)) return;
      reads += 1;
      if (reads === 2) for (const release of state().releases) if (release.Id === EARLIER.Id) release.Deleted = true;
    });
    const run = await publish({ 'rollback-on-failure': 'true', 'if-unchanged': 'publish' }, SEED_RELEASE.Code);
    expect(run.exitCode).toBe(1);
    expect(reads).toBeGreaterThanOrEqual(2);
    expect(failureMessage(run)).toContain('is no longer in the release list');
    expect(failureMessage(run)).toContain('previous-release-uuid is left empty');
    expect(run.outputs['previous-release-uuid'] ?? '').toBe('');
    const other = await otherDeploy();
    expect(other.exitCode, other.stdout).toBe(0);
    expect(await documentedRollback(run)).toBeUndefined();
    expect(state().activeRelease?.Code).toBe(OTHER);
  });
});

describe("publish-script with rollback-on-failure whose own release goes live during the rollback's wait", () => {
  it("the step's release, live only after its wait ran out, is called this step's, not another deploy's, and left live", async () => {
    state().nextPublish = { mode: 'never', reads: 0 };
    const republish = `${base}/publish/${SEED_RELEASE.Uuid}`;
    const active = new RegExp(`${base}/releases/active$`);
    let republished = false;
    emulator().setRequestHook((request) => {
      if (request.service !== 'api' || request.phase !== 'arrived') return;
      if (request.method === 'POST' && request.path === republish) {
        // The rollback's re-publish never goes live: the step's own release, late, beats it.
        state().nextPublish = { mode: 'never', reads: 0 };
        republished = true;
      } else if (republished && request.method === 'GET' && active.test(request.path)) {
        const ours = listedRelease();
        if (ours === undefined || state().activeRelease === ours) return;
        for (const release of state().releases) release.Status = 0;
        ours.Status = 1;
        state().activeRelease = ours;
        state().currentReleaseId = ours.Id;
      }
    });
    const run = await publish({ 'rollback-on-failure': 'true' });
    expect(run.exitCode).toBe(1);
    expect(republished).toBe(true);
    const ours = listedRelease();
    expect(state().activeRelease?.Code).toBe(CODE);
    const message = failureMessage(run);
    expect(message).toContain(
      `Re-published the previous release ${SEED.activeReleaseId} (uuid ${SEED_RELEASE.Uuid}), but it did not go live: this step's release ${ours?.Id} (uuid ${ours?.Uuid}) went live late, during the rollback's wait`,
    );
    expect(message).toContain(
      'it is left live; previous-release-uuid is left empty: roll back by hand (get-active-release, then rollback-script)',
    );
    expect(message).not.toContain('another deploy');
    expect(run.outputs).toMatchObject({ 'previous-release-uuid': '', 'rolled-back': 'false' });
    expect(JSON.parse(run.outputs['result'] ?? '')).toMatchObject({ Id: ours?.Id, Uuid: ours?.Uuid });
  });
});

/*
 * With rollback-on-failure, a step whose own release was never seen live: that release may still
 * be on its way (late-release.ts), and the previous release read live before the re-publish lands
 * proves nothing. The step waits for the re-publish, as rollback-script does over a late release.
 */
describe('publish-script with rollback-on-failure whose own release may still go live after its wait', () => {
  const republish = `${base}/publish/${SEED_RELEASE.Uuid}`;
  const active = new RegExp(`${base}/releases/active$`);

  for (const [what, publishing] of [
    ['its publish answered', () => undefined],
    [
      'its publish answered 502 though carried out',
      () => emulator().inject({ kind: 'status-after', status: 502, method: 'POST', path: new RegExp(`${base}/publish$`) }),
    ],
  ] as const) {
    it(`${what}, the re-publish never lands and the step's release lands after the rollback's first poll: the step says its release went live, never that it rolled back`, async () => {
      // Still on its way at the end of the step's wait.
      state().nextPublish = { mode: 'live', reads: 10 };
      publishing();
      let republished = false;
      let reads = 0;
      emulator().setRequestHook((request) => {
        if (request.service !== 'api' || request.phase !== 'arrived') return;
        if (request.method === 'POST' && request.path === republish) {
          // A platform where the re-publish is lost on its way: the step's own release lands instead, at the wait's second read.
          state().nextPublish = { mode: 'never', reads: 0 };
          republished = true;
        } else if (republished && request.method === 'GET' && active.test(request.path) && ++reads === 2) {
          const ours = listedRelease();
          if (ours) emulator().state.edgeScripts.setActiveRelease(script, ours);
        }
      });
      const run = await publish({ 'rollback-on-failure': 'true' });
      expect(run.exitCode).toBe(1);
      expect(republished).toBe(true);
      const ours = listedRelease();
      const message = failureMessage(run);
      expect(message).not.toContain('Rolled back');
      expect(state().activeRelease?.Code).toBe(CODE);
      expect(message).toContain(
        `Re-published the previous release ${SEED.activeReleaseId} (uuid ${SEED_RELEASE.Uuid}), but it did not go live: this step's release ${ours?.Id} (uuid ${ours?.Uuid}) went live late, during the rollback's wait`,
      );
      expect(run.stdout).toMatch(
        new RegExp(`^Poll 1 at 0 s: release ${SEED.activeReleaseId} \\(uuid ${SEED_RELEASE.Uuid}\\) is still live`, 'm'),
      );
      expect(run.outputs).toMatchObject({ 'previous-release-uuid': '', 'rolled-back': 'false' });
      expect(JSON.parse(run.outputs['result'] ?? '')).toMatchObject({ Id: ours?.Id, Uuid: ours?.Uuid });
    });
  }

  it("a re-publish slow to go live (copy mode): the step waits for the re-publish's copy, not for the previous release read live before it lands", async () => {
    state().nextPublish = { mode: 'live', reads: 10 };
    emulator().setRequestHook((request) => {
      if (request.service !== 'api' || request.phase !== 'arrived') return;
      // The re-publish's copy goes live at the third read of the active release after it is sent: the wait's third poll.
      if (request.method === 'POST' && request.path === republish) state().nextPublish = { mode: 'live', reads: 3 };
    });
    const run = await publish({ 'rollback-on-failure': 'true' });
    expect(run.exitCode).toBe(1);
    const copy = state().releases.at(-1);
    expect(copy?.Note).toContain(`Roll back to release ${SEED_RELEASE.Uuid}`);
    expect(run.stdout).toMatch(
      new RegExp(`^Poll 1 at 0 s: release ${SEED.activeReleaseId} \\(uuid ${SEED_RELEASE.Uuid}\\) is still live`, 'm'),
    );
    expect(run.stdout).toMatch(new RegExp(`^Poll 3 at 4 s: release ${SEED.activeReleaseId} \\(uuid ${SEED_RELEASE.Uuid}\\) is live`, 'm'));
    expect(failureMessage(run)).toMatch(
      new RegExp(
        `did not go live .*\\. Rolled back: the previous release ${SEED.activeReleaseId} \\(uuid ${SEED_RELEASE.Uuid}\\) is live again`,
      ),
    );
    expect(run.outputs['rolled-back']).toBe('true');
    expect(JSON.parse(run.outputs['result'] ?? '')).toMatchObject({ Id: copy?.Id, Uuid: copy?.Uuid });
    expect(state().code).toBe(SEED_RELEASE.Code);
  });

  it("a re-publish that does not go live within the wait, under a fixed note: the late release is not called the step's own, and previous-release-uuid is left empty", async () => {
    state().nextPublish = { mode: 'live', reads: 10 };
    emulator().setRequestHook((request) => {
      if (request.service !== 'api' || request.phase !== 'arrived') return;
      if (request.method === 'POST' && request.path === republish) state().nextPublish = { mode: 'live', reads: 10 };
    });
    const run = await publish({ 'rollback-on-failure': 'true', note: 'CI deploy' });
    expect(run.exitCode).toBe(1);
    const late = listedRelease();
    const message = failureMessage(run);
    expect(message).not.toContain('Rolled back');
    expect(message).toContain(
      `the re-publish is not live after 4 s (3 polls) (release ${SEED.activeReleaseId} (uuid ${SEED_RELEASE.Uuid}) is live), so release ${late?.Id} (uuid ${late?.Uuid}), ` +
        `made after the previous release ${SEED.activeReleaseId} (uuid ${SEED_RELEASE.Uuid}) with this step's code (this step's, or another deploy of the same code), ` +
        `which it was sent to overtake, may still go live before it lands; run rollback-script to see which did; previous-release-uuid is left empty`,
    );
    expect(run.outputs).toMatchObject({ 'previous-release-uuid': '', 'rolled-back': 'false' });
  });

  it('a release list that gives no code (reactivate mode): a re-publish seen landed (its DatePublished moved) is a rollback that the release of this step can no longer land over', async () => {
    state().republish = 'reactivate';
    emulator().state.edgeScripts.setBehaviour(script, { listCode: 'null' });
    state().nextPublish = { mode: 'live', reads: 10 };
    const run = await publish({ 'rollback-on-failure': 'true' });
    expect(run.exitCode).toBe(1);
    const message = failureMessage(run);
    expect(message).toMatch(
      new RegExp(
        `\\. Rolled back: the previous release ${SEED.activeReleaseId} \\(uuid ${SEED_RELEASE.Uuid}\\) is live again \\(after 0 s \\(1 poll\\)\\)$`,
      ),
    );
    expect(message).not.toContain('may still go live');
    expect(run.outputs['rolled-back']).toBe('true');
  });

  it('a release list that gives no code, and a re-publish answered 502 that was not carried out: the step says that whether its own release may still go live is not known', async () => {
    state().republish = 'reactivate';
    emulator().state.edgeScripts.setBehaviour(script, { listCode: 'null' });
    state().nextPublish = { mode: 'live', reads: 10 };
    emulator().inject({ kind: 'status', status: 502, method: 'POST', path: `${base}/publish/${SEED_RELEASE.Uuid}`, times: Infinity });
    const run = await publish({ 'rollback-on-failure': 'true' });
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toMatch(
      new RegExp(
        `\\. Rolled back: the previous release ${SEED.activeReleaseId} \\(uuid ${SEED_RELEASE.Uuid}\\) is live again \\(after 0 s \\(1 poll\\)\\); the re-publish answered .*502.*, and the active release shows it live; ` +
          `this step's release, never seen live, may still go live after it: the release list could not tell \\(no release in the release list made after release ${SEED.activeReleaseId} runs the file's code with this step's note \\(\\d+ release\\(s\\) read; the list gave no code for \\d+ of them\\)\\)\\. ` +
          `Check with get-active-release that the previous release ${SEED.activeReleaseId} \\(uuid ${SEED_RELEASE.Uuid}\\) is still live$`,
      ),
    );
  });

  it('a re-publish that does not go live within the wait: the step says its own release may still go live, saves no code, and the documented rollback finishes it', async () => {
    state().nextPublish = { mode: 'live', reads: 10 };
    emulator().setRequestHook((request) => {
      if (request.service !== 'api' || request.phase !== 'arrived') return;
      if (request.method === 'POST' && request.path === republish) state().nextPublish = { mode: 'live', reads: 10 };
    });
    const run = await publish({ 'rollback-on-failure': 'true' });
    expect(run.exitCode).toBe(1);
    const ours = listedRelease();
    const copy = state().releases.at(-1);
    const message = failureMessage(run);
    expect(message).not.toContain('Rolled back');
    expect(message).toContain(
      `. Re-published the previous release ${SEED.activeReleaseId} (uuid ${SEED_RELEASE.Uuid}), but the re-publish is not live after 4 s (3 polls) ` +
        `(release ${SEED.activeReleaseId} (uuid ${SEED_RELEASE.Uuid}) is live), so this step's release ${ours?.Id} (uuid ${ours?.Uuid}), which it was sent to overtake, ` +
        `may still go live before it lands; run rollback-script to see which did`,
    );
    expect(message).toContain(
      `release-uuid is this step's release ${ours?.Id} (uuid ${ours?.Uuid}), found in the release list though not seen live`,
    );
    expect(run.outputs).toMatchObject({ 'previous-release-uuid': SEED_RELEASE.Uuid, 'release-uuid': ours?.Uuid, 'rolled-back': 'false' });
    // Not saved: the code is saved only once the re-publish is live.
    expect(state().code).toBe(CODE);
    emulator().setRequestHook(undefined);
    const rollback = await documentedRollback(run);
    expect(rollback?.exitCode, rollback?.stdout).toBe(0);
    expect(rollback?.stdout).toContain(`release ${copy?.Id} (uuid ${copy?.Uuid}), made after it and not live yet, holds the target's code`);
    expect(state().code).toBe(SEED_RELEASE.Code);
  });
});
