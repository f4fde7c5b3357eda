import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SEED } from '../../../emulator/server.ts';
import { SEED_RELEASE, SEED_RELEASE_HISTORY } from '../../../emulator/seed.ts';
import { DEFAULT_API_KEY, failureMessage, runAgainst, useEmulator } from '../../support/e2e.ts';
import { FakeClock } from '../../support/fake-clock.ts';
import { EDGE_PROPAGATION_MS } from '../../../src/platform/pull-zones/edge-propagation.ts';
import type { ActionRun } from '../../support/run-action.ts';
import { actedCommands } from '../../support/leak-scanner.ts';
import { servedEverywhere } from '../../support/site.ts';
import { releasable } from '../../support/release.ts';

const emulator = useEmulator();
const script = SEED.scriptWithRelease;
const base = `/compute/script/${script}`;
const [DELETED, TARGET] = SEED_RELEASE_HISTORY;
const hash = (text: string) => createHash('sha256').update(text).digest('hex');
const names = () => emulator().requests.map((request) => `${request.method} ${request.path}`);
const scriptState = () => {
  const found = emulator().state.scripts.get(script);
  if (!found) throw new Error('no seeded script');
  return found;
};

/** Runs the step; `attempt` is GITHUB_RUN_ATTEMPT, the runner's count of this run's attempts. */
async function rollback(
  inputs: Record<string, string> = {},
  clock = new FakeClock(),
  attempt?: string,
): Promise<ActionRun & { clock: FakeClock }> {
  const run = await runAgainst(
    emulator(),
    { operation: 'rollback-script', 'script-id': String(script), 'to-release-uuid': TARGET.Uuid, ...inputs },
    { clock, ...(attempt === undefined ? {} : { env: { GITHUB_RUN_ATTEMPT: attempt } }) },
  );
  return { ...run, clock };
}

describe('rollback-script', () => {
  it('re-publishes the target, restores its code as the draft, waits until it is live, and purges', async () => {
    scriptState().code = 'the bad draft';
    scriptState().republish = 'reactivate';
    const run = await rollback({ 'only-if-live-uuid': SEED_RELEASE.Uuid });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs).toMatchObject({
      'release-uuid': TARGET.Uuid,
      'replaced-release-uuid': SEED_RELEASE.Uuid,
      'rolled-back': 'true',
      'code-sha256': hash(TARGET.Code),
    });
    expect(JSON.parse(run.outputs['result'] ?? '')).not.toHaveProperty('Code');
    expect(scriptState().activeRelease?.Id).toBe(TARGET.Id);
    expect(scriptState().code).toBe(TARGET.Code);
    expect(names()).toEqual([
      `GET ${base}`,
      `GET ${base}/releases/active`,
      `GET ${base}/releases`,
      // The compare-and-swap, after the list and right before the re-publish.
      `GET ${base}/releases/active`,
      `POST ${base}/publish/${TARGET.Uuid}`,
      `GET ${base}/releases/active`,
      // The code is restored once the target is live.
      `POST ${base}/code`,
      `POST /pullzone/${SEED.pullZoneWafOn}/purgeCache`,
      `POST /pullzone/${SEED.pullZoneWafOn}/purgeCache`,
    ]);
    expect(run.clock.sleeps).toEqual([EDGE_PROPAGATION_MS]);
  });

  it('keeps the draft with restore-code: false, and proves a copy live by its code hash', async () => {
    scriptState().code = 'the bad draft';
    const run = await rollback({ 'restore-code': 'false', 'purge-linked-zones': 'false' });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(scriptState().code).toBe('the bad draft');
    // The platform published a copy under a new Uuid: the code is what proves it.
    expect(run.outputs['release-uuid']).not.toBe(TARGET.Uuid);
    expect(run.outputs['code-sha256']).toBe(hash(TARGET.Code));
    expect(emulator().state.purges).toEqual([]);
  });

  it('succeeds without a change when the target is already live (a re-run), purging its linked pull zones again', async () => {
    const purge = `POST /pullzone/${SEED.pullZoneWafOn}/purgeCache`;
    const run = await rollback({ 'to-release-uuid': SEED_RELEASE.Uuid }, new FakeClock(), '1');
    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({ 'rolled-back': 'false', 'release-uuid': SEED_RELEASE.Uuid, 'replaced-release-uuid': '' });
    // The saved code is read: it is the live code, so nothing is left to save. Whether the run that put
    // it live purged nothing tells, so a first attempt too purges again, which changes nothing live.
    expect(names()).toEqual([`GET ${base}`, `GET ${base}/releases/active`, `GET ${base}/code`, purge, purge]);
    expect(run.stdout).toContain('is already live: nothing to roll back');
    expect(run.stdout).toContain(
      "but this step will purge the script's linked pull zones again, as an earlier rollback to it may have ended",
    );
    expect(run.clock.sleeps).toEqual([EDGE_PROPAGATION_MS]);
    emulator().requests.length = 0;
    // With restore-code: false the saved code is none of the step's business.
    scriptState().code = 'other code';
    const keep = await rollback({ 'to-release-uuid': SEED_RELEASE.Uuid, 'restore-code': 'false' });
    expect(keep.exitCode).toBe(0);
    expect(names()).toEqual([`GET ${base}`, `GET ${base}/releases/active`, purge, purge]);
    expect(scriptState().code).toBe('other code');
    // The dry run shows the purges, and sends them not.
    emulator().requests.length = 0;
    const dry = await rollback({ 'to-release-uuid': SEED_RELEASE.Uuid, 'restore-code': 'false', 'dry-run': 'true' });
    expect(dry.exitCode, dry.stdout).toBe(0);
    expect(dry.outputs['rolled-back']).toBe('false');
    expect(JSON.parse(dry.outputs['result'] ?? '')).toMatchObject({
      dryRun: true,
      requests: [{ method: 'POST', path: `/pullzone/${SEED.pullZoneWafOn}/purgeCache` }],
    });
    expect(dry.summary).toContain('would purge its linked pull zones again');
    expect(names()).toEqual([`GET ${base}`, `GET ${base}/releases/active`]);
    // With purge-linked-zones: false, nothing is written at all.
    emulator().requests.length = 0;
    const quiet = await rollback({ 'to-release-uuid': SEED_RELEASE.Uuid, 'restore-code': 'false', 'purge-linked-zones': 'false' });
    expect(quiet.exitCode).toBe(0);
    expect(names()).toEqual([`GET ${base}`, `GET ${base}/releases/active`]);
    expect(quiet.summary).toContain('Already live: release');
  });

  it('a target found live whose purges fail still succeeds, and its summary says the purge did not happen, not that it did', async () => {
    emulator().inject({ kind: 'status', status: 403, method: 'POST', path: /purgeCache$/, times: Infinity });
    const run = await rollback({ 'to-release-uuid': SEED_RELEASE.Uuid });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(emulator().state.purges).toEqual([]);
    expect(run.summary).toContain(
      `Already live: release ${SEED_RELEASE.Id} (uuid ${SEED_RELEASE.Uuid}); 1 of its 1 linked pull zones could not be purged: see the warnings`,
    );
    expect(run.summary).not.toContain('purged again');
  });

  it('refuses when only-if-live-uuid is not the live release, naming the one that is', async () => {
    const run = await rollback({ 'only-if-live-uuid': 'newer-deploy-1' });
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toBe(
      `Not rolled back: only-if-live-uuid is newer-deploy-1, but release ${SEED.activeReleaseId} (uuid ${SEED_RELEASE.Uuid}) is live on script ${script} (a later deploy, left alone)`,
    );
    expect(names().filter((name) => name.startsWith('POST'))).toEqual([]);
    expect(run.outputs['rolled-back']).toBe('false');
  });

  it('a refused rollback still sets the outputs of the release it read live: release-uuid, code-sha256 and result; replaced-release-uuid empty', async () => {
    const live = {
      'rolled-back': 'false',
      'replaced-release-uuid': '',
      'release-uuid': SEED_RELEASE.Uuid,
      'code-sha256': hash(SEED_RELEASE.Code),
    };
    const liveResult = (run: ActionRun) => JSON.parse(run.outputs['result'] ?? '') as Record<string, unknown>;
    // The compare-and-swap refuses: another release is live than the one named.
    const swapped = await rollback({ 'only-if-live-uuid': 'newer-deploy-1' });
    expect(swapped.exitCode).toBe(1);
    expect(failureMessage(swapped)).toMatch(/^Not rolled back: only-if-live-uuid is newer-deploy-1/);
    expect(swapped.outputs).toMatchObject(live);
    expect(liveResult(swapped)).toMatchObject({ Id: SEED_RELEASE.Id, Uuid: SEED_RELEASE.Uuid });
    expect(liveResult(swapped)).not.toHaveProperty('Code');
    // A target deleted, or not listed at all.
    for (const uuid of [DELETED.Uuid, 'nope']) {
      const refused = await rollback({ 'to-release-uuid': uuid });
      expect(refused.exitCode).toBe(1);
      expect(refused.outputs).toMatchObject(live);
      expect(liveResult(refused)).toMatchObject({ Id: SEED_RELEASE.Id, Uuid: SEED_RELEASE.Uuid });
    }
    expect(names().filter((name) => name.startsWith('POST'))).toEqual([]);
  });

  it('finds its target on page 3 of the list and reads no further', async () => {
    const added = emulator().state.addReleases(script, 60);
    const target = added[45];
    if (!target) throw new Error('no release');
    const run = await rollback({ 'to-release-uuid': target.Uuid, 'purge-linked-zones': 'false' });
    expect(run.exitCode, run.stdout).toBe(0);
    const pages = emulator().requests.filter((request) => request.path.endsWith('/releases'));
    expect(pages.map((request) => request.query)).toEqual([1, 2, 3].map((page) => ({ page: [String(page)], perPage: ['20'] })));
    expect(run.stdout).toContain('on page 3 of the release list');
    expect(scriptState().activeRelease?.Code).toBe(target.Code);
  });

  it('reads a list of big scripts a release at a time, in pages of 20 whatever their size', async () => {
    // Each release carries its whole code: 20 of 1.7 MiB are 34 MiB, past the client's 32 MiB for a buffered answer.
    const added = emulator().state.addReleases(script, 24, 1.7 * 1024 * 1024);
    const target = added[22];
    if (!target) throw new Error('no release');
    const run = await rollback({ 'to-release-uuid': target.Uuid, 'purge-linked-zones': 'false' });
    expect(run.exitCode, run.stdout).toBe(0);
    const pages = emulator().requests.filter((request) => request.path.endsWith('/releases'));
    expect(pages.map((request) => request.query)).toEqual([1, 2].map((page) => ({ page: [String(page)], perPage: ['20'] })));
    expect(run.stdout).toContain('on page 2 of the release list');
    expect(scriptState().activeRelease?.Code).toBe(target.Code);
  });

  it('finds its target among releases of 9 MiB, which not even 5 to a page would fit in one answer', async () => {
    // 5 of 9 MiB are 45 MiB: past the client's 32 MiB for a buffered answer, at the list's smallest page.
    const added = emulator().state.addReleases(script, 5, 9 * 1024 * 1024);
    const target = added[3];
    if (!target) throw new Error('no release');
    scriptState().code = 'the bad draft';
    const run = await rollback({ 'to-release-uuid': target.Uuid, 'purge-linked-zones': 'false' });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs).toMatchObject({ 'rolled-back': 'true', 'code-sha256': hash(target.Code) });
    expect(scriptState().activeRelease?.Code).toBe(target.Code);
    // The target's own code is kept, and restored as the draft.
    expect(scriptState().code).toBe(target.Code);
  });

  it('fails on a deleted target and on one that is not listed, after reading every page', async () => {
    const deleted = await rollback({ 'to-release-uuid': DELETED.Uuid });
    expect(deleted.exitCode).toBe(1);
    expect(failureMessage(deleted)).toBe(
      `Cannot roll back script ${script} to release ${DELETED.Id} (uuid ${DELETED.Uuid}): that release is deleted`,
    );
    emulator().state.addReleases(script, 30);
    emulator().requests.length = 0;
    const missing = await rollback({ 'to-release-uuid': 'nope' });
    expect(failureMessage(missing)).toBe(
      `Script ${script} has no release with the Uuid nope among its 33 release(s) (2 page(s) read); check to-release-uuid`,
    );
    expect(names().filter((name) => name.startsWith('POST'))).toEqual([]);
  });

  it('fails when the target does not go live in time', async () => {
    scriptState().nextPublish = { mode: 'never', reads: 0 };
    const run = await rollback({ 'wait-seconds': '4' });
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toMatch(
      /Re-published release 9100 \(uuid c3f9a06d\), but it is not live after 4 s \(3 polls\): release 9101 .* is live/,
    );
    // Not live: nothing was rolled back, and the draft was not touched.
    expect(run.outputs['rolled-back']).toBe('false');
    expect(names()).not.toContain(`POST ${base}/code`);
  });

  it('sets the outputs of the release live when the target does not go live, as it just read it', async () => {
    scriptState().nextPublish = { mode: 'never', reads: 0 };
    const run = await rollback({ 'wait-seconds': '4' });
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain(`is live`);
    const live = scriptState().activeRelease;
    expect(live?.Uuid).toBe(SEED_RELEASE.Uuid);
    expect(run.outputs).toMatchObject({
      'release-uuid': SEED_RELEASE.Uuid,
      'code-sha256': hash(SEED_RELEASE.Code),
      'rolled-back': 'false',
    });
    expect(JSON.parse(run.outputs['result'] ?? '')).toMatchObject({ Id: live?.Id, Uuid: SEED_RELEASE.Uuid });
    expect(JSON.parse(run.outputs['result'] ?? '')).not.toHaveProperty('Code');
  });

  it('refuses every bad input at once, before any request', async () => {
    const run = await rollback({ 'to-release-uuid': 'not a uuid!', 'only-if-live-uuid': 'x'.repeat(65), 'wait-seconds': '-1' });
    expect(run.exitCode).toBe(1);
    const message = failureMessage(run);
    expect(message).toMatch(/^3 input problems:/);
    expect(message).toContain("Input 'to-release-uuid': got 'not a uuid!'; expected a release Uuid: 1 to 64 letters, digits and hyphens");
    expect(message).toContain("Input 'only-if-live-uuid'");
    expect(message).toContain("Input 'wait-seconds'");
    expect(emulator().requests).toHaveLength(0);
    const missing = await rollback({ 'to-release-uuid': '' });
    expect(failureMessage(missing)).toContain("Input 'to-release-uuid': is required");
  });
});

describe("rollback-script against the edge's config sync, which reaches each point of presence in ~5-7.5 s buckets", () => {
  /** Visitors of the linked pull zone at every PoP whenever the step waits, as they may come at any moment. */
  class VisitedClock extends FakeClock {
    override async sleep(ms: number): Promise<void> {
      servedEverywhere(emulator(), '/', 'preview-cdn.b-cdn.net');
      await super.sleep(ms);
    }
  }

  it('leaves no PoP of a linked pull zone serving the release rolled back from once the step succeeded', async () => {
    const clock = new VisitedClock();
    emulator().useClock(clock);
    expect(emulator().state.edge.propagationMs).toEqual([5000, 6250, 7500]);
    const run = await runAgainst(
      emulator(),
      { operation: 'rollback-script', 'script-id': String(script), 'to-release-uuid': TARGET.Uuid },
      { clock },
    );
    expect(run.exitCode, run.stdout).toBe(0);
    // A visitor right after the step, then an hour later: the edge answers from its cache.
    servedEverywhere(emulator(), '/', 'preview-cdn.b-cdn.net');
    clock.time += 3_600_000;
    expect(servedEverywhere(emulator(), '/', 'preview-cdn.b-cdn.net')).toEqual([0, 1, 2].map(() => '200 - preview router v1.7.2'));
  });

  for (const republish of ['copy', 'reactivate'] as const) {
    it(`a re-run after a run that gave up waiting leaves no PoP serving the release rolled back from, with restore-code: false (republish: ${republish})`, async () => {
      const clock = new VisitedClock();
      emulator().useClock(clock);
      scriptState().republish = republish;
      // Live at the fourth read after the re-publish: the first run reads three times in its 4 s.
      scriptState().nextPublish = { mode: 'live', reads: 4 };
      servedEverywhere(emulator(), '/', 'preview-cdn.b-cdn.net');
      const first = await rollback({ 'restore-code': 'false', 'wait-seconds': '4' }, clock, '1');
      expect(first.exitCode).toBe(1);
      expect(failureMessage(first)).toContain('it is not live after 4 s');
      expect(emulator().state.purges).toEqual([]);
      const again = await rollback({ 'restore-code': 'false' }, clock, '2');
      expect(again.exitCode, again.stdout).toBe(0);
      expect(again.outputs).toMatchObject({ 'rolled-back': 'false', 'replaced-release-uuid': '', 'code-sha256': hash(TARGET.Code) });
      expect(again.stdout).toContain('is already live: nothing to roll back');
      expect(again.stdout).toContain('an earlier rollback to it may have ended (its wait ran out, or it was cancelled) before its purge');
      expect(emulator().state.purges).toEqual([
        { kind: 'pull-zone', pullZoneId: SEED.pullZoneWafOn, cacheTag: null },
        { kind: 'pull-zone', pullZoneId: SEED.pullZoneWafOn, cacheTag: null },
      ]);
      servedEverywhere(emulator(), '/', 'preview-cdn.b-cdn.net');
      clock.time += 3_600_000;
      expect(servedEverywhere(emulator(), '/', 'preview-cdn.b-cdn.net')).toEqual([0, 1, 2].map(() => '200 - preview router v1.7.2'));
    });

    it(`a re-run after a run cancelled once its code was saved, before its purge, leaves no PoP serving the release rolled back from (republish: ${republish})`, async () => {
      const clock = new VisitedClock();
      emulator().useClock(clock);
      scriptState().code = 'the bad draft';
      scriptState().republish = republish;
      servedEverywhere(emulator(), '/', 'preview-cdn.b-cdn.net');
      // The runner cancels the first run while its code save is held; the save lands after the step ended.
      const held = releasable();
      emulator().inject({ kind: 'delay', ms: 0, method: 'POST', path: `${base}/code`, release: held.promise });
      const cancel = new AbortController();
      const step = runAgainst(
        emulator(),
        { operation: 'rollback-script', 'script-id': String(script), 'to-release-uuid': TARGET.Uuid },
        { clock, env: { GITHUB_RUN_ATTEMPT: '1' }, signal: cancel.signal },
      );
      await expect.poll(() => emulator().requests.some((request) => request.outcome === 'pending'), { timeout: 30_000 }).toBe(true);
      cancel.abort();
      const first = await step;
      held.resolve();
      expect(first.exitCode).toBe(1);
      expect(failureMessage(first)).toMatch(/^The step was cancelled by the runner/);
      await expect.poll(() => scriptState().code, { timeout: 30_000 }).toBe(TARGET.Code);
      expect(emulator().state.purges).toEqual([]);
      const again = await rollback({}, clock, '2');
      expect(again.exitCode, again.stdout).toBe(0);
      expect(again.outputs).toMatchObject({ 'rolled-back': 'false', 'replaced-release-uuid': '', 'code-sha256': hash(TARGET.Code) });
      expect(again.stdout).toContain('is already live: nothing to roll back');
      expect(emulator().state.purges).toHaveLength(2);
      servedEverywhere(emulator(), '/', 'preview-cdn.b-cdn.net');
      clock.time += 3_600_000;
      expect(servedEverywhere(emulator(), '/', 'preview-cdn.b-cdn.net')).toEqual([0, 1, 2].map(() => '200 - preview router v1.7.2'));
    });
  }
});

describe('rollback-script on a bad day (issue 30)', () => {
  const posts = () => names().filter((name) => name.startsWith('POST') && !name.includes('purgeCache'));
  const quiet = { 'purge-linked-zones': 'false' };
  const HOTFIX = { Uuid: 'hotfix-1', Code: 'the hotfix', Note: 'Deploy the hotfix', CommitSha: null };

  it('a rollback whose reads after the re-publish all fail says what is live is not known, never that no release is live', async () => {
    // The first read and the compare-and-swap pass; every read after the re-publish answers 503.
    emulator().inject(
      { kind: 'delay', ms: 0, method: 'GET', path: `${base}/releases/active`, times: 2 },
      { kind: 'status', status: 503, method: 'GET', path: `${base}/releases/active`, times: Infinity },
    );
    const run = await rollback({ ...quiet, 'wait-seconds': '4', 'max-attempts': '1' });
    expect(run.exitCode).toBe(1);
    // It did go live: only the reads failed.
    expect(emulator().state.scripts.get(script)?.activeRelease?.Code).toBe(TARGET.Code);
    expect(run.outputs['rolled-back']).toBe('false');
    expect(failureMessage(run)).not.toContain('no release is live');
    expect(failureMessage(run)).toMatch(/the last read of the active release failed \(.*503.*\), so what is live is not known/);
    // Nor do the outputs name the release read before the re-publish as live.
    expect(run.outputs).toMatchObject({ 'release-uuid': '', 'code-sha256': '', result: '' });
  });

  it('a re-publish the platform refuses (401) leaves the release read live in release-uuid and code-sha256', async () => {
    emulator().inject({ kind: 'status', status: 401, method: 'POST', path: `${base}/publish/` });
    const run = await rollback(quiet);
    expect(run.exitCode).toBe(1);
    expect(run.outputs).toMatchObject({
      'rolled-back': 'false',
      'release-uuid': SEED_RELEASE.Uuid,
      'code-sha256': hash(SEED_RELEASE.Code),
    });
    expect(JSON.parse(run.outputs['result'] ?? '')).toMatchObject({ Uuid: SEED_RELEASE.Uuid });
  });

  it('an accepted re-publish whose every later read is refused (403) names no release live: the replaced one may be live no more', async () => {
    emulator().inject(
      { kind: 'delay', ms: 0, method: 'GET', path: `${base}/releases/active`, times: 2 },
      { kind: 'status', status: 403, method: 'GET', path: `${base}/releases/active`, times: Infinity },
    );
    const run = await rollback(quiet);
    expect(run.exitCode).toBe(1);
    expect(scriptState().activeRelease?.Code).toBe(TARGET.Code);
    expect(run.outputs).toMatchObject({ 'release-uuid': '', 'code-sha256': '', result: '' });
  });

  it('a run cancelled during its code save, after the re-publish, names no release read before it as live', async () => {
    const held = releasable();
    emulator().inject({ kind: 'delay', ms: 0, method: 'POST', path: `${base}/code`, release: held.promise });
    const cancel = new AbortController();
    const step = runAgainst(
      emulator(),
      { operation: 'rollback-script', 'script-id': String(script), 'to-release-uuid': TARGET.Uuid, ...quiet },
      { clock: new FakeClock(), signal: cancel.signal },
    );
    await expect.poll(() => emulator().requests.some((request) => request.outcome === 'pending'), { timeout: 30_000 }).toBe(true);
    cancel.abort();
    const run = await step.finally(() => held.resolve());
    expect(run.exitCode).toBe(1);
    expect(run.outputs['release-uuid']).not.toBe(SEED_RELEASE.Uuid);
  });

  it('no release live at the compare-and-swap: the outputs say so, not what the first read saw', async () => {
    const held = releasable();
    emulator().inject({ kind: 'delay', ms: 0, method: 'GET', path: /\/releases$/, release: held.promise });
    const step = rollback({ ...quiet, 'only-if-live-uuid': SEED_RELEASE.Uuid });
    await expect.poll(() => emulator().requests.some((request) => request.outcome === 'pending'), { timeout: 30_000 }).toBe(true);
    scriptState().activeRelease = null;
    held.resolve();
    const run = await step;
    expect(run.exitCode).toBe(1);
    expect(run.outputs).toMatchObject({ 'release-uuid': '', 'code-sha256': '', result: '' });
  });

  it('a release list that cannot be read (403) still names the release read live', async () => {
    emulator().inject({ kind: 'status', status: 403, method: 'GET', path: /\/releases$/ });
    const run = await rollback(quiet);
    expect(run.exitCode).toBe(1);
    expect(run.outputs).toMatchObject({
      'rolled-back': 'false',
      'release-uuid': SEED_RELEASE.Uuid,
      'code-sha256': hash(SEED_RELEASE.Code),
    });
  });

  // The release wait's reads keep to wait-seconds: no Retry-After or rate-limit back-off sleeps past it.
  for (const [what, headers, status] of [
    ['503 + Retry-After: 60', { 'Retry-After': '60' }, 503],
    ['429, no Retry-After', {}, 429],
  ] as const)
    it(`wait-seconds 10: ${what} on every read after the re-publish does not keep the step past 10 s`, async () => {
      const clock = new FakeClock();
      emulator().useClock(clock);
      // The first read and the compare-and-swap pass; every read of the wait after the re-publish is refused.
      emulator().inject(
        { kind: 'delay', ms: 0, method: 'GET', path: `${base}/releases/active`, times: 2 },
        { kind: 'status', status, method: 'GET', path: `${base}/releases/active`, headers, times: Infinity },
      );
      const run = await rollback({ ...quiet, 'wait-seconds': '10', 'poll-interval-seconds': '2', 'max-attempts': '10' }, clock);
      expect(run.exitCode).toBe(1);
      expect(posts()).toEqual([`POST ${base}/publish/${TARGET.Uuid}`]);
      const slept = clock.sleeps.reduce((a, b) => a + b, 0);
      expect(slept, `slept ${slept} ms in ${clock.sleeps.length} sleeps`).toBeLessThanOrEqual(10_000);
      expect(failureMessage(run)).toContain(`answered ${status}`);
      expect(failureMessage(run)).not.toContain("the API's rate limit in all");
      expect(names().filter((name) => name === `GET ${base}/releases/active`).length).toBeGreaterThanOrEqual(4);
    });

  it('checks only-if-live-uuid after paging the list: a hotfix that went live meanwhile is left alone', async () => {
    // The first read of the active release sees the seeded one; the next sees the hotfix.
    emulator().state.scheduleActiveRelease(script, HOTFIX, { afterRequests: 1 });
    const run = await rollback({ 'only-if-live-uuid': SEED_RELEASE.Uuid, ...quiet });
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toMatch(/^Not rolled back: only-if-live-uuid is .*, but release \d+ \(uuid hotfix-1\) is live/);
    expect(posts()).toEqual([]);
    expect(scriptState().activeRelease?.Uuid).toBe('hotfix-1');
    expect(run.outputs['rolled-back']).toBe('false');
  });

  it('reports as replaced the release read right before the re-publish', async () => {
    emulator().state.scheduleActiveRelease(script, HOTFIX, { afterRequests: 1 });
    const run = await rollback(quiet);
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs).toMatchObject({ 'replaced-release-uuid': 'hotfix-1', 'rolled-back': 'true' });
    const cas = names().lastIndexOf(`GET ${base}/releases`);
    expect(names().slice(cas + 1, cas + 3)).toEqual([`GET ${base}/releases/active`, `POST ${base}/publish/${TARGET.Uuid}`]);
  });

  for (const [what, fault] of [
    ['lost', { kind: 'reset-after' }],
    ['answered 503 after it was carried out', { kind: 'status-after', status: 503 }],
  ] as const) {
    it(`a re-publish whose answer was ${what} is looked for: rolled-back is true, the code restored once it is live`, async () => {
      emulator().inject({ ...fault, method: 'POST', path: `${base}/publish/` });
      const run = await rollback(quiet);
      expect(run.exitCode, run.stdout).toBe(0);
      expect(run.outputs).toMatchObject({ 'rolled-back': 'true', 'code-sha256': hash(TARGET.Code) });
      expect(posts()).toEqual([`POST ${base}/publish/${TARGET.Uuid}`, `POST ${base}/code`]);
      expect(scriptState().code).toBe(TARGET.Code);
    });
  }

  it('a target the list gives without its Code is re-published, and restores no empty draft (a warning)', async () => {
    scriptState().code = 'the bad draft';
    scriptState().listCode = 'null';
    const run = await rollback(quiet);
    expect(run.exitCode, run.stdout).toBe(0);
    // A new release of the target's code, recognised by the rollback's note.
    expect(scriptState().activeRelease?.Code).toBe(TARGET.Code);
    expect(run.outputs['rolled-back']).toBe('true');
    expect(posts()).toEqual([`POST ${base}/publish/${TARGET.Uuid}`]);
    expect(scriptState().code).toBe('the bad draft');
    expect(actedCommands(run, ['warning']).map((w) => w.data)).toEqual([
      expect.stringContaining(`The platform gave no code for release ${TARGET.Id} (uuid ${TARGET.Uuid}) (Code is null)`),
    ]);
  });

  it('a re-run after a rollback whose target the list gives without its Code finds its copy live by its note, and re-publishes nothing', async () => {
    scriptState().listCode = 'null';
    const first = await rollback(quiet);
    expect(first.outputs['rolled-back']).toBe('true');
    const copy = scriptState().activeRelease;
    expect(copy?.Uuid).not.toBe(TARGET.Uuid);
    emulator().requests.length = 0;
    // With only-if-live-uuid still naming the release the first run replaced: the target is live, which is success.
    const guarded = await rollback({ ...quiet, 'only-if-live-uuid': SEED_RELEASE.Uuid });
    expect(guarded.exitCode, guarded.stdout).toBe(0);
    expect(guarded.outputs).toMatchObject({ 'rolled-back': 'false', 'release-uuid': copy?.Uuid, 'replaced-release-uuid': '' });
    const again = await rollback(quiet);
    expect(again.exitCode, again.stdout).toBe(0);
    expect(again.outputs).toMatchObject({ 'rolled-back': 'false', 'release-uuid': copy?.Uuid, 'replaced-release-uuid': '' });
    expect(posts().filter((name) => name.includes('/publish'))).toEqual([]);
    expect(scriptState().activeRelease?.Id).toBe(copy?.Id);
    // The live copy carries the code the list did not give: the re-run saves it, as the first run could not.
    expect(scriptState().code).toBe(TARGET.Code);
  });

  it("masks the start of the api key where the summary's Note cell cuts the note through it", async () => {
    // 288 characters and then the key: the 300-character cut keeps its first 12.
    const run = await rollback({ note: `${'x'.repeat(288)}${DEFAULT_API_KEY}` });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.summary).toContain(`<td>${'x'.repeat(288)}***…</td>`);
  });

  it('writes a note that names the release it restores and no commit', async () => {
    const run = await runAgainst(
      emulator(),
      { operation: 'rollback-script', 'script-id': String(script), 'to-release-uuid': TARGET.Uuid, ...quiet },
      { env: { GITHUB_SHA: 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678', GITHUB_REPOSITORY: 'acme/edge', GITHUB_RUN_ID: '7' } },
    );
    expect(run.exitCode, run.stdout).toBe(0);
    expect(scriptState().activeRelease?.Note).toBe(`Roll back to release ${TARGET.Uuid} (https://github.com/acme/edge/actions/runs/7)`);
  });

  it('a dry run without a key says the release list is read to its end while the only-if-live-uuid release is not live', async () => {
    const dry = await rollback({ 'dry-run': 'true', 'api-key': '', 'only-if-live-uuid': SEED_RELEASE.Uuid, ...quiet });
    expect(dry.exitCode, dry.stdout).toBe(0);
    expect(emulator().requests).toHaveLength(0);
    expect(dry.stdout).toContain('every page while the only-if-live-uuid release is not live (what was made after it)');
    const unguarded = await rollback({ 'dry-run': 'true', 'api-key': '', ...quiet });
    expect(unguarded.stdout).not.toContain('every page');
  });

  it('a dry run with a key shows the writes the run then sends', async () => {
    const dry = await rollback({ 'dry-run': 'true', ...quiet });
    expect(dry.exitCode, dry.stdout).toBe(0);
    const shown = (JSON.parse(dry.outputs['result'] ?? '') as { requests: Array<{ method: string; path: string; body?: unknown }> })
      .requests;
    expect(posts()).toEqual([]);
    emulator().requests.length = 0;
    const run = await rollback(quiet);
    expect(run.exitCode, run.stdout).toBe(0);
    const sent = emulator()
      .requests.filter((request) => request.method !== 'GET')
      .map((request) => ({ method: request.method, path: request.path, body: request.body }));
    expect(sent).toEqual(
      shown.map(({ method, path, body }) => ({
        method,
        path,
        body: path.endsWith('/code') ? { Code: TARGET.Code } : body,
      })),
    );
    expect(shown.find((request) => request.path.endsWith('/code'))?.body).toEqual({
      Code: `<the code of release ${TARGET.Id} (uuid ${TARGET.Uuid})>`,
    });
  });

  it('a re-run after the platform made a new release of the target finds it live by its code, and re-publishes and saves nothing', async () => {
    scriptState().code = 'the bad draft';
    const first = await rollback();
    expect(first.outputs['rolled-back']).toBe('true');
    expect(scriptState().activeRelease?.Uuid).not.toBe(TARGET.Uuid);
    emulator().requests.length = 0;
    emulator().state.purges.length = 0;
    const again = await rollback();
    expect(again.exitCode, again.stdout).toBe(0);
    expect(again.outputs).toMatchObject({ 'rolled-back': 'false', 'replaced-release-uuid': '', 'code-sha256': hash(TARGET.Code) });
    // The first run saved the target's code: the re-run reads it and saves nothing, but purges again,
    // as the saved code does not say whether the first run got to its purge.
    expect(names()).toContain(`GET ${base}/code`);
    expect(posts()).toEqual([]);
    expect(emulator().state.purges).toHaveLength(2);
  });

  for (const republish of ['copy', 'reactivate'] as const) {
    it(`a re-run after a run that gave up waiting saves the code and purges (republish: ${republish})`, async () => {
      scriptState().code = 'the bad draft';
      scriptState().republish = republish;
      // Live at the fourth read after the re-publish: the first run reads three times in its 4 s.
      scriptState().nextPublish = { mode: 'live', reads: 4 };
      const first = await rollback({ 'wait-seconds': '4' });
      expect(first.exitCode).toBe(1);
      expect(failureMessage(first)).toContain('it is not live after 4 s');
      expect(scriptState().code).toBe('the bad draft');
      expect(emulator().state.purges).toEqual([]);
      emulator().requests.length = 0;
      const again = await rollback();
      expect(again.exitCode, again.stdout).toBe(0);
      expect(scriptState().activeRelease?.Code).toBe(TARGET.Code);
      expect(again.outputs).toMatchObject({ 'rolled-back': 'false', 'replaced-release-uuid': '', 'code-sha256': hash(TARGET.Code) });
      // The first run left the bad code saved: the re-run saves the target's.
      expect(scriptState().code).toBe(TARGET.Code);
      expect(again.stdout).toContain(
        "the script's saved code is not its code: an earlier run did not finish; finishing what it left undone",
      );
      expect(posts()).toEqual([`POST ${base}/code`]);
      expect(emulator().state.purges).toEqual([
        { kind: 'pull-zone', pullZoneId: SEED.pullZoneWafOn, cacheTag: null },
        { kind: 'pull-zone', pullZoneId: SEED.pullZoneWafOn, cacheTag: null },
      ]);
      expect(again.clock.sleeps).toEqual([EDGE_PROPAGATION_MS]);
    });
  }

  it('a re-run after a run whose code save failed saves it, and its dry run shows that write', async () => {
    scriptState().code = 'the bad draft';
    emulator().inject({ kind: 'status', status: 400, method: 'POST', path: `${base}/code` });
    const first = await rollback(quiet);
    expect(first.exitCode, first.stdout).toBe(0);
    expect(actedCommands(first, ['warning']).map((w) => w.data)).toEqual([
      expect.stringContaining("but saving its code as the script's code failed"),
    ]);
    expect(scriptState().code).toBe('the bad draft');
    emulator().requests.length = 0;
    const dry = await rollback({ 'dry-run': 'true', ...quiet });
    expect(dry.exitCode, dry.stdout).toBe(0);
    expect(posts()).toEqual([]);
    const live = scriptState().activeRelease;
    expect(JSON.parse(dry.outputs['result'] ?? '')).toMatchObject({
      dryRun: true,
      requests: [{ method: 'POST', path: `${base}/code`, body: { Code: `<the code of release ${live?.Id} (uuid ${live?.Uuid})>` } }],
    });
    const again = await rollback(quiet);
    expect(again.exitCode, again.stdout).toBe(0);
    expect(again.outputs['rolled-back']).toBe('false');
    expect(posts()).toEqual([`POST ${base}/code`]);
    expect(scriptState().code).toBe(TARGET.Code);
    expect(emulator().state.purges).toEqual([]);
  });

  it('a re-run that finishes an earlier run but whose purges fail does not say it finished: the purge did not happen', async () => {
    scriptState().code = 'the bad draft';
    scriptState().nextPublish = { mode: 'live', reads: 4 };
    expect((await rollback({ 'wait-seconds': '4' })).exitCode).toBe(1);
    emulator().inject({ kind: 'status', status: 403, method: 'POST', path: /purgeCache$/, times: Infinity });
    const again = await rollback();
    expect(again.exitCode, again.stdout).toBe(0);
    expect(scriptState().code).toBe(TARGET.Code);
    expect(emulator().state.purges).toEqual([]);
    expect(again.summary).not.toContain('finished what an earlier run left undone');
    const live = scriptState().activeRelease;
    expect(again.summary).toContain(
      `Already live: release ${live?.Id} (uuid ${live?.Uuid}); its code saved, but 1 of its 1 linked pull zones could not be purged: see the warnings`,
    );
  });

  it("a re-run whose own save fails again does not say it finished: the code is still not the script's", async () => {
    scriptState().code = 'the bad draft';
    emulator().inject({ kind: 'status', status: 400, method: 'POST', path: `${base}/code`, times: 2 });
    expect((await rollback(quiet)).exitCode).toBe(0);
    const again = await rollback(quiet);
    expect(again.exitCode, again.stdout).toBe(0);
    expect(scriptState().code).toBe('the bad draft');
    expect(again.summary).not.toContain('finished what an earlier run left undone');
    expect(again.summary).toContain('its code is still not the script&#39;s saved code');
  });
});
