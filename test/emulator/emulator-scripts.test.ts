import { describe, expect, it } from 'vitest';
import { DEFAULT_API_KEY, SEED } from '../../emulator/server.ts';
import { SEED_RELEASE_HISTORY } from '../../emulator/seed.ts';
import { useEmulator } from '../support/e2e.ts';
import { FakeClock } from '../support/fake-clock.ts';

const emu = useEmulator();

const call = (method: string, path: string, body?: unknown) =>
  fetch(`${emu().url}${path}`, {
    method,
    headers: { AccessKey: DEFAULT_API_KEY, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const getJson = async <T>(path: string): Promise<T> => (await (await call('GET', path)).json()) as T;
const control = (path: string, body: unknown) =>
  fetch(`${emu().url}/_emulator${path}`, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });

interface Release {
  Id: number;
  Uuid: string;
  Code: string;
  Note: string;
  Status: number;
  CommitSha: string | null;
  Deleted: boolean;
}
interface Page {
  Items: Release[];
  CurrentPage: number;
  TotalItems: number;
  HasMoreItems: boolean;
}
const base = `/compute/script/${SEED.scriptWithRelease}`;

describe('emulator: Edge Script code, publish and releases', () => {
  it('reads the script with its hostnames, current release and linked pull zones', async () => {
    const script = await getJson<Record<string, unknown>>(base);
    expect(script).toMatchObject({
      Id: SEED.scriptWithRelease,
      CurrentReleaseId: SEED.activeReleaseId,
      DefaultHostname: 'preview-router-2001.b-cdn.net',
      LinkedPullZones: [{ Id: SEED.pullZoneWafOn, PullZoneName: 'preview-cdn', DefaultHostname: 'preview-cdn.b-cdn.net' }],
    });
    expect(await getJson(`/compute/script/${SEED.scriptWithoutRelease}`)).toMatchObject({ CurrentReleaseId: 0, LinkedPullZones: [] });
    expect((await call('GET', '/compute/script/999999')).status).toBe(404);
  });

  it('saves code and publishes it as a new live release without a uuid parameter, archiving the old one', async () => {
    expect((await call('POST', `${base}/code`, { Code: 'new code' })).status).toBe(204);
    expect((await call('POST', `${base}/code`, { Code: 'x', Extra: 1 })).status).toBe(400);
    expect(await getJson<Record<string, unknown>>(`${base}/code`)).toMatchObject({ Code: 'new code', LastModified: expect.any(String) });
    expect((await call('GET', '/compute/script/999999/code')).status).toBe(404);
    expect((await call('POST', `${base}/publish`, { Note: 'deploy abc' })).status).toBe(204);
    const active = await getJson<Release>(`${base}/releases/active`);
    expect(active).toMatchObject({ Code: 'new code', Note: 'deploy abc', Status: 1, CommitSha: null });
    expect(active.Uuid).toMatch(/^[0-9a-f]{12}$/);
    const page = await getJson<Page>(`${base}/releases?page=1&perPage=5`);
    expect(page).toMatchObject({ CurrentPage: 1, TotalItems: 4, HasMoreItems: false });
    expect(page.Items.map((r) => [r.Id, r.Status])).toEqual([
      [9099, 0],
      [9100, 0],
      [SEED.activeReleaseId, 0],
      [active.Id, 1],
    ]);
    expect((await getJson<Record<string, unknown>>(base))['CurrentReleaseId']).toBe(active.Id);
  });

  it("publishes with no body, as the platform's own deploy action sends it, with the deployment key or the account key", async () => {
    const script = emu().state.scripts.get(SEED.scriptWithRelease);
    const key = script?.deploymentKey ?? '';
    const keyless = await fetch(`${emu().url}${base}/publish`, { method: 'POST', headers: { DeploymentKey: key } });
    expect(keyless.status).toBe(204);
    expect(await getJson<Release>(`${base}/releases/active`)).toMatchObject({ Note: '' });
    expect((await fetch(`${emu().url}${base}/publish`, { method: 'POST', headers: { AccessKey: DEFAULT_API_KEY } })).status).toBe(204);
    // With the account key a note body is still taken.
    expect((await call('POST', `${base}/publish`, { Note: 'deploy def' })).status).toBe(204);
    expect(await getJson<Release>(`${base}/releases/active`)).toMatchObject({ Note: 'deploy def' });
  });

  it('re-publishes an earlier release by uuid as a new release carrying the note, the draft keeping its code; a deleted or unknown uuid is 404', async () => {
    await call('POST', `${base}/code`, { Code: 'draft' });
    expect((await call('POST', `${base}/publish/c3f9a06d`, { Note: '  Roll back\n to c3f9a06d ' })).status).toBe(204);
    // The harsher reading by default: a new release of the target's code, with the re-publish's note (trimmed).
    const copy = await getJson<Release>(`${base}/releases/active`);
    expect(copy).toMatchObject({ Status: 1, Code: SEED_RELEASE_HISTORY[1].Code, Note: 'Roll back to c3f9a06d', CommitSha: null });
    expect(copy.Id).toBeGreaterThan(SEED.activeReleaseId);
    await control('/state/script-behaviour', { scriptId: SEED.scriptWithRelease, republish: 'reactivate' });
    expect((await call('POST', `${base}/publish/c3f9a06d`, { Note: 'rollback' })).status).toBe(204);
    expect(await getJson<Release>(`${base}/releases/active`)).toMatchObject({ Id: 9100, Status: 1 });
    expect(emu().state.scripts.get(SEED.scriptWithRelease)?.code).toBe('draft');
    expect((await call('POST', `${base}/publish/b7d41e2a`, { Note: null })).status).toBe(404);
    expect((await call('POST', `${base}/publish/nope`, {})).status).toBe(404);
  });

  it('pages the list (perPage 5..1000) and refuses out-of-range pages', async () => {
    emu().state.addReleases(SEED.scriptWithRelease, 12);
    const second = await getJson<Page>(`${base}/releases?page=2&perPage=5`);
    expect(second).toMatchObject({ CurrentPage: 2, TotalItems: 15, HasMoreItems: true });
    expect(second.Items).toHaveLength(5);
    expect((await getJson<Page>(`${base}/releases?page=3&perPage=5`)).HasMoreItems).toBe(false);
    expect((await call('GET', `${base}/releases?perPage=4`)).status).toBe(400);
    expect((await call('GET', `${base}/releases?page=0`)).status).toBe(400);
  });

  it('follows the control API: live after N reads, never, superseded', async () => {
    expect((await control('/state/script-publish', { scriptId: SEED.scriptWithRelease, mode: 'live', reads: 2 })).status).toBe(200);
    await call('POST', `${base}/code`, { Code: 'slow' });
    await call('POST', `${base}/publish`, { Note: 'slow' });
    expect((await getJson<Release>(`${base}/releases/active`)).Id).toBe(SEED.activeReleaseId);
    expect((await getJson<Release>(`${base}/releases/active`)).Code).toBe('slow');

    await control('/state/script-publish', { scriptId: SEED.scriptWithRelease, mode: 'never' });
    await call('POST', `${base}/code`, { Code: 'never' });
    await call('POST', `${base}/publish`, { Note: 'never' });
    expect((await getJson<Release>(`${base}/releases/active`)).Code).toBe('slow');

    await control('/state/script-publish', { scriptId: SEED.scriptWithRelease, mode: 'superseded' });
    await call('POST', `${base}/publish`, { Note: 'mine' });
    expect((await getJson<Release>(`${base}/releases/active`)).Note).toBe('Published from another pipeline');
  });

  it('keeps a note trimmed by default, whole when told, or cut short', async () => {
    const note = '  Deploy a1b2c3d4e5f60718293a4b5c6d7e8f9012345678\n  (https://github.com/acme/edge/actions/runs/4242)  ';
    const published = async () => {
      await call('POST', `${base}/publish`, { Note: note });
      return (await getJson<Release>(`${base}/releases/active`)).Note;
    };
    expect(await published()).toBe('Deploy a1b2c3d4e5f60718293a4b5c6d7e8f9012345678 (https://github.com/acme/edge/actions/runs/4242)');
    await control('/state/script-behaviour', { scriptId: SEED.scriptWithRelease, notes: 'keep' });
    expect(await published()).toBe(note);
    const set = await control('/state/script-behaviour', { scriptId: SEED.scriptWithRelease, notes: 'cut' });
    expect(await set.json()).toMatchObject({ notes: 'cut', noteLimit: 64, republish: 'copy', listCode: 'full' });
    expect(await published()).toBe('Deploy a1b2c3d4e5f60718293a4b5c6d7e8f9012345678 (https://github.');
    await control('/state/script-behaviour', { scriptId: SEED.scriptWithRelease, noteLimit: 20 });
    expect(await published()).toBe('Deploy a1b2c3d4e5f60');
  });

  it('lists releases without their Code when told (null), the active release keeping it', async () => {
    await control('/state/script-behaviour', { scriptId: SEED.scriptWithRelease, listCode: 'null' });
    const page = await getJson<Page>(`${base}/releases?page=1&perPage=5`);
    expect(page.Items.map((release) => release.Code)).toEqual(page.Items.map(() => null));
    expect((await getJson<Release>(`${base}/releases/active`)).Code).toBeTruthy();
    expect(emu().state.scripts.get(SEED.scriptWithRelease)?.releases[0]?.Code).toBeTruthy();
  });

  it('carries out a write and then answers a 5xx (status-after), or loses the answer (reset-after)', async () => {
    emu().inject({ kind: 'status-after', status: 503, method: 'POST', path: '/publish' });
    await call('POST', `${base}/code`, { Code: 'late' });
    expect((await call('POST', `${base}/publish`, { Note: 'late' })).status).toBe(503);
    expect((await getJson<Release>(`${base}/releases/active`)).Code).toBe('late');
    expect(emu().requests.at(-2)).toMatchObject({ status: 503, handlerStatus: 204 });
    emu().inject({ kind: 'reset-after', method: 'POST', path: '/publish' });
    await call('POST', `${base}/code`, { Code: 'lost' });
    await expect(call('POST', `${base}/publish`, { Note: 'lost' })).rejects.toThrow();
    expect((await getJson<Release>(`${base}/releases/active`)).Code).toBe('lost');
  });
});

describe('emulator: a release reaches each point of presence as a change of rules does', () => {
  const zoneHost = () => emu().state.pullZones.get(SEED.pullZoneWafOn)!.Hostnames[0]!.Value;
  const scriptHost = `preview-router-${SEED.scriptWithRelease}.b-cdn.net`;
  const visit = (host: string, pop: number) =>
    emu().state.edge.serve({ scheme: 'https', host, path: '/', query: '', headers: {} }, pop).body.toString();
  const release = async (code: string) => {
    await call('POST', `${base}/code`, { Code: code });
    expect((await call('POST', `${base}/publish`, { Note: code })).status).toBe(204);
  };

  it('each PoP runs the release before until its delay has passed, and a linked zone caches what it answered until a purge', async () => {
    const clock = new FakeClock();
    emu().useClock(clock);
    expect(emu().state.edge.propagationMs).toEqual([5000, 6250, 7500]);
    await release("export default { fetch: () => new Response('release v2') };\n");
    const everywhere = (host: string) => [0, 1, 2].map((pop) => visit(host, pop));
    expect(everywhere(scriptHost)).toEqual(['preview router v1.8.0', 'preview router v1.8.0', 'preview router v1.8.0']);
    clock.time += 6250;
    expect(everywhere(scriptHost)).toEqual(['release v2', 'release v2', 'preview router v1.8.0']);
    // The zone's answers, taken now, stay cached: the last PoP keeps the old release after it has synced.
    expect(everywhere(zoneHost())).toEqual(['release v2', 'release v2', 'preview router v1.8.0']);
    clock.time += 60_000;
    expect(everywhere(scriptHost)).toEqual(['release v2', 'release v2', 'release v2']);
    expect(everywhere(zoneHost())).toEqual(['release v2', 'release v2', 'preview router v1.8.0']);
    expect((await call('POST', `/pullzone/${SEED.pullZoneWafOn}/purgeCache`)).ok).toBe(true);
    expect(everywhere(zoneHost())).toEqual(['release v2', 'release v2', 'release v2']);
  });

  it("at once everywhere with scriptReleases 'at-once' (the kinder reading)", async () => {
    emu().useClock(new FakeClock());
    emu().state.edge.options.scriptReleases = 'at-once';
    await release("export default { fetch: () => new Response('release v2') };\n");
    expect([0, 1, 2].map((pop) => visit(zoneHost(), pop))).toEqual(['release v2', 'release v2', 'release v2']);
  });
});
