import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SEED } from '../../emulator/server.ts';
import { SEED_RELEASE, SEED_RELEASE_HISTORY } from '../../emulator/seed.ts';
import { failureMessage, runAgainst, useEmulator } from '../support/e2e.ts';
import { FakeClock } from '../support/fake-clock.ts';
import type { ActionRun } from '../support/run-action.ts';

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

async function rollback(inputs: Record<string, string> = {}): Promise<ActionRun & { clock: FakeClock }> {
  const clock = new FakeClock();
  const run = await runAgainst(
    emulator(),
    { operation: 'rollback-script', 'script-id': String(script), 'to-release-uuid': TARGET.Uuid, ...inputs },
    { clock },
  );
  return { ...run, clock };
}

describe('rollback-script', () => {
  it('re-publishes the target, restores its code as the draft, waits until it is live, and purges', async () => {
    scriptState().code = 'the bad draft';
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
    expect(run.clock.sleeps).toEqual([5000]);
  });

  it('keeps the draft with restore-code: false, and proves a copy live by its code hash', async () => {
    scriptState().code = 'the bad draft';
    scriptState().republish = 'copy';
    const run = await rollback({ 'restore-code': 'false', 'purge-linked-zones': 'false' });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(scriptState().code).toBe('the bad draft');
    // The platform published a copy under a new Uuid: the code is what proves it.
    expect(run.outputs['release-uuid']).not.toBe(TARGET.Uuid);
    expect(run.outputs['code-sha256']).toBe(hash(TARGET.Code));
    expect(emulator().state.purges).toEqual([]);
  });

  it('succeeds without a change when the target is already live (a re-run)', async () => {
    const run = await rollback({ 'to-release-uuid': SEED_RELEASE.Uuid });
    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({ 'rolled-back': 'false', 'release-uuid': SEED_RELEASE.Uuid, 'replaced-release-uuid': '' });
    expect(names()).toEqual([`GET ${base}`, `GET ${base}/releases/active`]);
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

  it('finds its target on page 3 of the list and reads no further', async () => {
    const added = emulator().state.addReleases(script, 60);
    const target = added[45];
    if (!target) throw new Error('no release');
    const run = await rollback({ 'to-release-uuid': target.Uuid, 'purge-linked-zones': 'false' });
    expect(run.exitCode, run.stdout).toBe(0);
    const pages = emulator().requests.filter((request) => request.path.endsWith('/releases'));
    expect(pages.map((request) => request.query)).toEqual([1, 2, 3].map((page) => ({ page: [String(page)], perPage: ['20'] })));
    expect(run.stdout).toContain('on page 3 of the release list');
    expect(scriptState().activeRelease?.Uuid).toBe(target.Uuid);
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
