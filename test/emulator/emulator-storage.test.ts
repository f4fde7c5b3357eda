import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEFAULT_API_KEY, SEED, SEED_STORAGE_PASSWORDS } from '../../emulator/server.ts';
import { ErrorObject, StorageListing, StorageZoneModel } from '../../emulator/storage/schemas.ts';
import { FakeClock } from '../support/fake-clock.ts';
import { releasable } from '../support/release.ts';
import { useEmulator } from '../support/e2e.ts';

const emu = useEmulator();

const ZONE = SEED.storageZoneName;
const sha = (text: string | Buffer) => createHash('sha256').update(text).digest('hex').toUpperCase();
const de = () => emu().storage.urls.DE;

function storage(method: string, path: string, init: { body?: string | Buffer; headers?: Record<string, string>; base?: string } = {}) {
  return fetch(`${init.base ?? de()}${path}`, {
    method,
    headers: { AccessKey: SEED_STORAGE_PASSWORDS.site, ...init.headers },
    ...(init.body === undefined ? {} : { body: init.body }),
  });
}

const put = (path: string, body: string, headers: Record<string, string> = { Checksum: sha(body) }) =>
  storage('PUT', `/${ZONE}/${path.split('/').map(encodeURIComponent).join('/')}`, {
    body,
    headers: { 'Content-Type': 'application/octet-stream', ...headers },
  });

describe('emulator Edge Storage', () => {
  it('stores an upload whose Checksum matches (201), and lists it with every member of the listing object', async () => {
    expect((await put('site/index.html', '<h1>hi</h1>')).status).toBe(201);
    expect((await put('site/assets/app.js', 'console.log(1)', { Checksum: sha('console.log(1)').toLowerCase() })).status).toBe(201);
    const listing = await (await storage('GET', `/${ZONE}/site/`)).json();
    const items = StorageListing.parse(listing);
    expect(items.map((item) => [item.ObjectName, item.IsDirectory])).toEqual([
      ['assets', true],
      ['index.html', false],
    ]);
    const page = items.find((item) => item.ObjectName === 'index.html');
    expect(page).toMatchObject({
      Path: `/${ZONE}/site/`,
      StorageZoneName: ZONE,
      StorageZoneId: SEED.storageZoneId,
      Length: 11,
      Checksum: sha('<h1>hi</h1>'),
      ContentType: 'text/html',
    });
    expect(items.find((item) => item.IsDirectory)?.Checksum).toBeNull();
  });

  it('refuses a Checksum that does not match with 400 and stores nothing', async () => {
    const response = await put('bad.txt', 'hello', { Checksum: '12' });
    expect(response.status).toBe(400);
    expect(ErrorObject.parse(await response.json()).Message).toMatch(/checksum/i);
    expect((await put('bad.txt', 'hello', { Checksum: sha('other') })).status).toBe(400);
    expect(emu().storage.state.files(ZONE).size).toBe(0);
  });

  it('downloads a file and answers 404 for one that is not there', async () => {
    await put('a b/ü#?.txt', 'x');
    const path = `/${ZONE}/${encodeURIComponent('a b')}/${encodeURIComponent('ü#?.txt')}`;
    const response = await storage('GET', path);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('x');
    expect([...emu().storage.state.files(ZONE).keys()]).toEqual(['a b/ü#?.txt']);
    expect((await storage('GET', `/${ZONE}/nothing.txt`)).status).toBe(404);
  });

  it('deletes a file, and a directory recursively only with the trailing slash', async () => {
    await put('d/one.txt', '1');
    await put('d/e/two.txt', '2');
    await put('keep.txt', 'k');
    expect((await storage('DELETE', `/${ZONE}/d/one.txt`)).status).toBe(200);
    expect((await storage('DELETE', `/${ZONE}/d/one.txt`)).status).toBe(404);
    expect((await storage('DELETE', `/${ZONE}/d`)).status).toBe(404);
    expect((await storage('DELETE', `/${ZONE}/d/`)).status).toBe(200);
    expect([...emu().storage.state.files(ZONE).keys()]).toEqual(['keep.txt']);
    expect((await storage('DELETE', `/${ZONE}/`)).status).toBe(400);
  });

  it('holds names that differ only in case or Unicode normalisation as one object, listed under its first name', async () => {
    // The facts leave both unknown (storage-and-deploy-facts 1.5): the harsher reading is the default.
    expect(emu().storage.state.behaviour.pathNames).toBe('folded');
    const nfc = 'caf\u00e9.txt';
    const nfd = 'cafe\u0301.txt';
    await put('Img/Logo.PNG', 'old');
    await put('img/logo.png', 'new');
    await put(`Img/${nfd}`, 'nfd');
    await put(`img/${nfc}`, 'nfc');
    expect([...emu().storage.state.files(ZONE).keys()].sort()).toEqual([`Img/Logo.PNG`, `Img/${nfd}`].sort());
    const items = StorageListing.parse(await (await storage('GET', `/${ZONE}/IMG/`)).json());
    expect(items.map((item) => [item.ObjectName, item.Checksum, item.Path])).toEqual([
      ['Logo.PNG', sha('new'), `/${ZONE}/Img/`],
      [nfd, sha('nfc'), `/${ZONE}/Img/`],
    ]);
    expect(await (await storage('GET', `/${ZONE}/img/LOGO.png`)).text()).toBe('new');
    expect((await storage('DELETE', `/${ZONE}/img/logo.png`)).status).toBe(200);
    expect((await storage('DELETE', `/${ZONE}/${encodeURIComponent('IMG')}/${encodeURIComponent(nfc)}`)).status).toBe(200);
    expect(emu().storage.state.files(ZONE).size).toBe(0);
  });

  it('holds names as sent when told (pathNames: exact), and refuses to fold a zone that holds both', async () => {
    const state = emu().storage.state;
    state.behaviour.pathNames = 'exact';
    await put('Logo.PNG', 'old');
    await put('logo.png', 'new');
    const items = StorageListing.parse(await (await storage('GET', `/${ZONE}/`)).json());
    expect(items.map((item) => [item.ObjectName, item.Checksum])).toEqual([
      ['Logo.PNG', sha('old')],
      ['logo.png', sha('new')],
    ]);
    // A store folds or does not: two objects that folding would make one cannot be carried over.
    state.behaviour.pathNames = 'folded';
    expect(() => state.files(ZONE)).toThrow(/makes one/);
    state.behaviour.pathNames = 'exact';
    state.deleteFile(ZONE, 'Logo.PNG');
    state.behaviour.pathNames = 'folded';
    expect(state.file(ZONE, 'LOGO.PNG')?.name).toBe('logo.png');
  });

  it('answers a missing directory 404, or [] when told', async () => {
    expect((await storage('GET', `/${ZONE}/nowhere/`)).status).toBe(404);
    emu().storage.state.behaviour.missingDirectory = 'empty';
    const response = await storage('GET', `/${ZONE}/nowhere/`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });

  it('answers 401 for a wrong password and for the zone on another region server', async () => {
    expect((await storage('GET', `/${ZONE}/`, { headers: { AccessKey: 'wrong' } })).status).toBe(401);
    expect((await storage('GET', `/${ZONE}/`, { base: emu().storage.urls.UK })).status).toBe(401);
    expect(
      (
        await storage('GET', `/${SEED.storageZoneUkName}/`, {
          base: emu().storage.urls.UK,
          headers: { AccessKey: SEED_STORAGE_PASSWORDS.uk },
        })
      ).status,
    ).toBe(200);
    // The read-only password lists, and cannot write.
    expect((await storage('GET', `/${ZONE}/`, { headers: { AccessKey: SEED_STORAGE_PASSWORDS.siteReadOnly } })).status).toBe(200);
    expect((await put('x.txt', 'x', { AccessKey: SEED_STORAGE_PASSWORDS.siteReadOnly })).status).toBe(401);
  });

  it('answers 429 past the connections in flight, and 400 past the listings or deletes at once', async () => {
    // Held long enough that all of a batch overlap, even on a loaded machine; which ones are
    // refused depends on arrival, so the counts are checked against each other.
    emu().storage.setLatency(300);
    emu().storage.state.limits.zoneConnections = 3;
    const statuses = await Promise.all(Array.from({ length: 6 }, (_, i) => put(`c${i}.txt`, 'c').then((r) => r.status)));
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(1);
    expect(statuses.filter((s) => s !== 429 && s !== 201)).toEqual([]);
    expect(emu().storage.state.files(ZONE).size).toBe(statuses.filter((s) => s === 201).length);
    emu().storage.state.limits.zoneConnections = 250;
    const listings = await Promise.all(Array.from({ length: 8 }, () => storage('GET', `/${ZONE}/`).then((r) => r.status)));
    expect(listings.filter((s) => s === 400).length).toBeGreaterThanOrEqual(1);
    expect(listings.filter((s) => s !== 400 && s !== 200)).toEqual([]);
    for (let i = 0; i < 6; i++) emu().storage.state.putFile(ZONE, `d${i}.txt`, Buffer.from('d'));
    emu().storage.state.limits.deletes = 2;
    const deletes = await Promise.all([0, 1, 2, 3, 4, 5].map((i) => storage('DELETE', `/${ZONE}/d${i}.txt`).then((r) => r.status)));
    expect(deletes.filter((s) => s === 400).length).toBeGreaterThanOrEqual(1);
    expect(deletes.filter((s) => s !== 400 && s !== 200)).toEqual([]);
    expect(emu().storage.state.writes.filter((w) => w.kind === 'delete-file')).toHaveLength(deletes.filter((s) => s === 200).length);
  });

  it('counts nothing of a request whose client went away while a hook held it, and carries out its delete: the limits stay as they were', async () => {
    for (const name of ['held.txt', 'next.txt']) emu().storage.state.putFile(ZONE, name, Buffer.from('d'));
    emu().storage.state.limits.deletes = 1;
    const held = releasable();
    let reached = false;
    emu().setRequestHook(({ path }) => {
      if (!path.endsWith('/held.txt')) return;
      reached = true;
      return held.promise;
    });
    const client = new AbortController();
    const gone = fetch(`${de()}/${ZONE}/held.txt`, {
      method: 'DELETE',
      headers: { AccessKey: SEED_STORAGE_PASSWORDS.site },
      signal: client.signal,
    }).catch(() => 'aborted');
    await expect.poll(() => reached).toBe(true);
    client.abort();
    expect(await gone).toBe('aborted');
    // A request after the abort reaches the server after its close.
    expect((await storage('GET', `/${ZONE}/next.txt`)).status).toBe(200);
    held.resolve();
    await expect.poll(() => emu().storage.state.requests.find((r) => r.rawPath.endsWith('/held.txt'))?.outcome).toBe('client-closed');
    // What reached the platform is carried out all the same: the held delete deletes.
    await expect.poll(() => emu().storage.state.file(ZONE, 'held.txt')).toBeUndefined();
    emu().setRequestHook(undefined);
    expect((await storage('DELETE', `/${ZONE}/next.txt`)).status).toBe(200);
  });

  it('stores an upload whose answer a fault loses, and fails one a fault refuses', async () => {
    emu().storage.inject(
      { kind: 'reset-after', method: 'PUT', path: '/lost.txt' },
      { kind: 'status', status: 503, method: 'PUT', path: '/down.txt' },
    );
    await expect(put('lost.txt', 'l')).rejects.toThrow();
    expect(emu().storage.state.file(ZONE, 'lost.txt')?.checksum).toBe(sha('l'));
    expect((await put('down.txt', 'd')).status).toBe(503);
    expect(emu().storage.state.file(ZONE, 'down.txt')).toBeUndefined();
  });

  it('takes every fault kind the management API takes: a late 502 after the upload was stored, a body that stalls', async () => {
    emu().storage.inject(
      { kind: 'status-after', status: 502, method: 'PUT', path: '/late.txt' },
      { kind: 'stall-body', method: 'GET', path: '/late.txt' },
    );
    expect((await put('late.txt', 'late')).status).toBe(502);
    expect(emu().storage.state.file(ZONE, 'late.txt')?.checksum).toBe(sha('late'));
    const stalled = await storage('GET', `/${ZONE}/late.txt`);
    expect(stalled.status).toBe(200);
    // Half the body arrived, one byte more is promised: the client can only give up.
    expect(stalled.headers.get('content-length')).toBe('5');
    const reader = stalled.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('la');
    await reader.cancel();
  });

  it('serves the old file at the edge until replication catches up, and keeps serving what it cached until a purge', async () => {
    const clock = new FakeClock();
    emu().useClock(clock);
    emu().storage.state.putFile(ZONE, 'index.html', Buffer.from('v1'));
    clock.time += 10_000;
    expect(emu().storage.state.edgeGet(SEED.pullZoneSite, 'index.html')).toMatchObject({ checksum: sha('v1') });
    emu().storage.state.putFile(ZONE, 'index.html', Buffer.from('v2'));
    const post = (path: string) => fetch(`${emu().url}${path}`, { method: 'POST', headers: { AccessKey: DEFAULT_API_KEY } });
    // Purged before the replicas have v2: the edge fetches v1 again and keeps it.
    expect((await post(`/pullzone/${SEED.pullZoneSite}/purgeCache`)).status).toBe(204);
    expect(emu().storage.state.edgeGet(SEED.pullZoneSite, 'index.html')).toMatchObject({ checksum: sha('v1') });
    const listed = StorageListing.parse(await (await storage('GET', `/${ZONE}/`)).json());
    expect(listed[0]?.ReplicatedZones).toBe('');
    clock.time += emu().storage.state.behaviour.replicationLagMs;
    expect(emu().storage.state.edgeGet(SEED.pullZoneSite, 'index.html')).toMatchObject({ checksum: sha('v1') });
    expect((await post(`/pullzone/${SEED.pullZoneSite}/purgeCache`)).status).toBe(204);
    expect(emu().storage.state.edgeGet(SEED.pullZoneSite, 'index.html')).toMatchObject({ checksum: sha('v2') });
    expect(StorageListing.parse(await (await storage('GET', `/${ZONE}/`)).json())[0]?.ReplicatedZones).toBe('UK,NY');
  });

  it('serves a deleted file from the replicas until the delete has replicated (the harsher reading), or not at all (the kinder one)', async () => {
    const clock = new FakeClock();
    emu().useClock(clock);
    const state = emu().storage.state;
    const origin = () => emu().state.cdn.edge.storage;
    state.putFile(ZONE, 'old.html', Buffer.from('old'));
    state.putFile(ZONE, 'blog/index.html', Buffer.from('blog'));
    clock.time += 10_000;
    expect((await storage('DELETE', `/${ZONE}/old.html`)).status).toBe(200);
    expect((await storage('DELETE', `/${ZONE}/blog/`)).status).toBe(200);
    expect(state.file(ZONE, 'old.html')).toBeUndefined();
    // Gone from the primary, still on the replicas: the edge fetches and caches it.
    expect(state.edgeGet(SEED.pullZoneSite, 'old.html')).toMatchObject({ status: 200, checksum: sha('old') });
    expect(state.edgeGet(SEED.pullZoneSite, 'blog/index.html')).toMatchObject({ status: 200, checksum: sha('blog') });
    expect(origin().read(SEED.storageZoneId, ZONE, '/old.html').file?.body.toString()).toBe('old');
    clock.time += state.behaviour.replicationLagMs;
    expect(origin().read(SEED.storageZoneId, ZONE, '/old.html').file).toBeUndefined();
    expect(state.edgeGet(SEED.pullZoneSite, 'old.html')).toMatchObject({ status: 200 });
    state.purgePullZone(SEED.pullZoneSite);
    expect(state.edgeGet(SEED.pullZoneSite, 'old.html')).toEqual({ status: 404 });
    expect(state.edgeGet(SEED.pullZoneSite, 'blog/index.html')).toEqual({ status: 404 });

    // Uploaded again right after its delete: the replicas serve the deleted version until the new one arrives.
    state.putFile(ZONE, 'again.html', Buffer.from('first'));
    clock.time += 10_000;
    state.deleteFile(ZONE, 'again.html');
    state.putFile(ZONE, 'again.html', Buffer.from('second'));
    expect(state.served(ZONE, 'again.html')?.checksum).toBe(sha('first'));
    clock.time += state.behaviour.replicationLagMs;
    expect(state.served(ZONE, 'again.html')?.checksum).toBe(sha('second'));

    state.behaviour.deleteReplication = 'immediate';
    state.putFile(ZONE, 'kind.html', Buffer.from('kind'));
    clock.time += 10_000;
    expect((await storage('DELETE', `/${ZONE}/kind.html`)).status).toBe(200);
    expect(state.edgeGet(SEED.pullZoneSite, 'kind.html')).toEqual({ status: 404 });
  });

  it('answers GET /storagezone/{id} with the whole StorageZoneModel, its host the zone region loopback server', async () => {
    const response = await fetch(`${emu().url}/storagezone/${SEED.storageZoneId}`, { headers: { AccessKey: DEFAULT_API_KEY } });
    const zone = StorageZoneModel.parse(await response.json());
    expect(zone).toMatchObject({
      Name: ZONE,
      Region: 'DE',
      Password: SEED_STORAGE_PASSWORDS.site,
      StorageHostname: emu().storage.hosts.DE,
    });
    expect(zone.PullZones?.[0]).toMatchObject({ Id: SEED.pullZoneSite, StorageZoneId: SEED.storageZoneId });
    expect((zone.PullZones?.[0]?.Hostnames as Array<{ Value: string }>).map((h) => h.Value)).toEqual([
      'site-cdn.b-cdn.net',
      'www.site.example',
    ]);
    const uk = await fetch(`${emu().url}/storagezone/${SEED.storageZoneUkId}`, { headers: { AccessKey: DEFAULT_API_KEY } });
    expect(StorageZoneModel.parse(await uk.json()).StorageHostname).toBe(emu().storage.hosts.UK);
    expect((await fetch(`${emu().url}/storagezone/999`, { headers: { AccessKey: DEFAULT_API_KEY } })).status).toBe(404);
  });

  it('takes faults, limits and files through the control API', async () => {
    const control = (path: string, body: unknown) =>
      fetch(`${emu().url}/_emulator${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await control('/storage/files', { zone: ZONE, path: 'old.txt', content: 'o', checksum: null })).status).toBe(200);
    expect((await control('/storage/limits', { listings: 1 })).status).toBe(200);
    expect((await control('/storage/faults', { kind: 'status', status: 500, method: 'GET' })).status).toBe(200);
    expect((await storage('GET', `/${ZONE}/`)).status).toBe(500);
    const [item] = StorageListing.parse(await (await storage('GET', `/${ZONE}/`)).json());
    expect(item).toMatchObject({ ObjectName: 'old.txt', Checksum: null });
    const files = await (await control('/storage/list-files', { zone: ZONE })).json();
    expect(files).toEqual([{ path: 'old.txt', length: 1, checksum: null, contentType: 'text/plain' }]);
    expect(await (await control('/storage/behaviour', { pathNames: 'exact' })).json()).toMatchObject({ pathNames: 'exact' });
    expect((await control('/storage/behaviour', { pathNames: 'nfc' })).status).toBe(400);
  });
});
