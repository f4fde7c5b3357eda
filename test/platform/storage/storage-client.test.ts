import { mkdtempSync, writeFileSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SEED, SEED_STORAGE_PASSWORDS } from '../../../emulator/server.ts';
import { readStorageListing, StorageClient, uploadTimeoutMs, type StorageZone } from '../../../src/platform/storage/storage-client.ts';
import { StepConnections } from '../../../src/http/step-connections.ts';
import { listRemoteTree } from '../../../src/platform/storage/remote-tree.ts';
import { hashLocalFiles, walkLocalTree } from '../../../src/platform/storage/local-tree.ts';
import { SyncScope } from '../../../src/platform/storage/path-filter.ts';
import { planSync } from '../../../src/platform/storage/sync-plan.ts';
import { mayHaveStored, uploadFiles } from '../../../src/platform/storage/uploader.ts';
import { storageBaseUrl, objectUrlPath } from '../../../src/platform/storage/storage-paths.ts';
import { FakeClock } from '../../support/fake-clock.ts';
import { useEmulator } from '../../support/e2e.ts';
import { CLOSED_PORT } from '../../support/closed-port.ts';

const emu = useEmulator();

const ZONE = SEED.storageZoneName;
const sha = (text: string) => createHash('sha256').update(text).digest('hex').toUpperCase();

/** `onInfo`: called with each line the client logs (a retry's among them), before it goes on. */
function client(
  zone: Partial<StorageZone> = {},
  onInfo: (line: string) => void = () => {},
): { client: StorageClient; retries: string[]; clock: FakeClock } {
  const retries: string[] = [];
  const clock = new FakeClock();
  const step = {
    http: StepConnections.direct(),
    settings: { timeoutMs: 5000, maxAttempts: 3 },
    clock,
    log: {
      info: (line: string) => {
        retries.push(line);
        onInfo(line);
      },
      redact: (text: string) => text,
    },
  };
  return {
    client: new StorageClient({ host: emu().storage.hosts.DE, name: ZONE, password: SEED_STORAGE_PASSWORDS.site, ...zone }, step, {
      userAgent: 'test',
      concurrency: 8,
    }),
    retries,
    clock,
  };
}

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'storage-client-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}

describe('storage listing shape', () => {
  it('takes a listing of the documented shape as it is, and names the first problem of any other', async () => {
    const good = [
      { ObjectName: 'a.txt', IsDirectory: false, Length: 3, Checksum: 'AB', DateCreated: '2026-01-01T00:00:00', Guid: 'g' },
      { ObjectName: 'd', IsDirectory: true, Length: 0, Checksum: null },
    ];
    const read = await readStorageListing(good);
    expect(read.ok && read.items[0]).toBe(good[0]);
    const problem = async (json: unknown) => {
      const result = await readStorageListing(json);
      return result.ok ? 'ok' : result.problem;
    };
    expect(await problem({})).toMatch(/expected array/);
    expect(await problem([{ ObjectName: 'a', IsDirectory: 'no', Length: 1 }])).toMatch(/^0\.IsDirectory: /);
    expect(await problem([{ ObjectName: 'a', IsDirectory: false, Length: JSON.parse('1e999') as number }])).toMatch(/^0\.Length: /);
    expect(await problem([{ ObjectName: 'a', IsDirectory: false, Length: 1, DateCreated: null }])).toMatch(/^0\.DateCreated: /);
    expect(await problem([null])).toMatch(/^0: /);
  });
});

describe('storage paths', () => {
  it('encodes every segment as UTF-8 and refuses dot segments', () => {
    expect(objectUrlPath('zone', ['a b', '#?%41', 'ü.txt'], false)).toBe('/zone/a%20b/%23%3F%2541/%C3%BC.txt');
    expect(objectUrlPath('zone', ['dir'], true)).toBe('/zone/dir/');
    expect(() => objectUrlPath('zone', ['..', 'x'], false)).toThrow(/'\.\.'/);
    expect(storageBaseUrl('storage.bunnycdn.com').href).toBe('https://storage.bunnycdn.com/');
    expect(storageBaseUrl('127.0.0.1:8080').href).toBe('http://127.0.0.1:8080/');
    expect(() => storageBaseUrl('https://storage.bunnycdn.com/x')).toThrow(/bare host/);
  });

  it('gives a large upload a time limit that grows with its size', () => {
    expect(uploadTimeoutMs(30_000, 0)).toBe(30_000);
    expect(uploadTimeoutMs(30_000, 240 * 1024 * 1024)).toBeGreaterThan(900_000);
  });
});

describe('StorageClient against the emulator', () => {
  it('uploads awkward names that arrive as the right objects, and lists the tree one level a request', async () => {
    const names = ['a b.txt', 'hash#.txt', 'q?.txt', 'pct%41.txt', 'ünï/çødé.txt', 'deep/er/x.css'];
    const root = tree(Object.fromEntries(names.map((name) => [name, `content of ${name}`])));
    const local = await hashLocalFiles((await walkLocalTree(root, new SyncScope([], false), root)).files, 4);
    const { client: c } = client();
    const outcomes = await uploadFiles(c, local, { concurrency: 4, target: ['site'] });
    expect(outcomes.every((o) => o.uploaded)).toBe(true);
    expect([...emu().storage.state.files(ZONE).keys()].sort()).toEqual(names.map((name) => `site/${name}`).sort());
    const remote = await listRemoteTree(c, ['site']);
    expect([...remote.files.keys()].sort()).toEqual([...names].sort());
    expect(remote.files.get('a b.txt')?.checksum).toBe(sha('content of a b.txt'));
    const gets = emu().storage.state.requests.filter((r) => r.method === 'GET');
    expect(gets.map((r) => r.objectPath).sort()).toEqual(['site/', 'site/deep/', 'site/deep/er/', 'site/ünï/']);
    const puts = emu().storage.state.requests.filter((r) => r.method === 'PUT');
    expect(puts.every((r) => /^[0-9A-F]{64}$/.test(r.headers['checksum'] ?? ''))).toBe(true);
    expect(puts.find((r) => r.objectPath.endsWith('.css'))?.headers['override-content-type']).toBe('text/css; charset=utf-8');
    await c.close();
  });

  it("digest reads a stored file whole and hashes it; one longer than the length given (past an error body's limit) is not read past it", async () => {
    emu().storage.state.putFile(ZONE, 'site/a.txt', Buffer.from('abc'), { checksum: null });
    emu().storage.state.putFile(ZONE, 'site/big.bin', Buffer.alloc(200 * 1024, 7), { checksum: null });
    const { client: c } = client();
    expect(await c.digest(['site', 'a.txt'], 3)).toEqual({ sha256: sha('abc'), length: 3 });
    expect(await c.digest(['site', 'gone.txt'], 3)).toBeUndefined();
    expect(await c.digest(['site', 'big.bin'], 10)).toBeUndefined();
    await c.close();
  });

  it('hashes and uploads a file read in many chunks, one smaller than a chunk and an empty one, byte for byte', async () => {
    // Past 1 MiB a file is hashed a chunk at a time into one buffer; a chunk is its size up to 64 KiB on upload.
    const big = Buffer.alloc(2 * 1024 * 1024 + 7);
    for (let i = 0; i < big.length; i++) big[i] = (i * 31 + (i >> 20)) & 0xff;
    const root = tree({ 'small.txt': 'abc', 'empty.txt': '' });
    writeFileSync(join(root, 'big.bin'), big);
    const local = await hashLocalFiles((await walkLocalTree(root, new SyncScope([], false), root)).files, 2);
    const digest = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').toUpperCase();
    expect(local.map((file) => [file.path, file.size, file.sha256])).toEqual([
      ['big.bin', big.length, digest(big)],
      ['empty.txt', 0, sha('')],
      ['small.txt', 3, sha('abc')],
    ]);
    const { client: c } = client();
    const outcomes = await uploadFiles(c, local, { concurrency: 2, target: ['site'] });
    expect(outcomes.every((o) => o.uploaded)).toBe(true);
    const stored = emu().storage.state.files(ZONE);
    expect(stored.get('site/big.bin')?.checksum).toBe(digest(big));
    expect(stored.get('site/big.bin')?.content?.equals(big)).toBe(true);
    expect(stored.get('site/empty.txt')?.length).toBe(0);
    await c.close();
  });

  it('says a missing folder does not exist, whether the platform answers 404 or []', async () => {
    const { client: c } = client();
    expect((await listRemoteTree(c, ['nothing'])).exists).toBe(false);
    emu().storage.state.behaviour.missingDirectory = 'empty';
    expect((await listRemoteTree(c, ['nothing'])).files.size).toBe(0);
    await c.close();
  });

  it('keeps to five listings at once and slows down on the listing limit, listing every folder once in the end', async () => {
    for (let i = 0; i < 12; i++) emu().storage.state.putFile(ZONE, `t/d${i}/f.txt`, Buffer.from(String(i)));
    emu().storage.setLatency(20);
    emu().storage.state.limits.listings = 2;
    const { client: c, retries } = client();
    const remote = await listRemoteTree(c, ['t']);
    expect(remote.files.size).toBe(12);
    expect(retries.some((line) => /400 Bad Request.*every listing waits/.test(line))).toBe(true);
    const answered = emu().storage.state.requests.filter((r) => r.method === 'GET' && r.status === 200);
    expect(answered.length).toBe(13);
    await c.close();
  });

  it('retries an upload on 429 with Retry-After, on 503 and after a lost answer, storing the file', async () => {
    const root = tree({ 'a.js': 'a', 'b.js': 'b', 'c.js': 'c' });
    const local = await hashLocalFiles((await walkLocalTree(root, new SyncScope([], false), root)).files, 2);
    emu().storage.inject(
      { kind: 'status', status: 429, method: 'PUT', path: '/a.js', headers: { 'Retry-After': '3' } },
      { kind: 'status', status: 503, method: 'PUT', path: '/b.js' },
      { kind: 'reset-after', method: 'PUT', path: '/c.js' },
    );
    const { client: c, retries, clock } = client();
    const outcomes = await uploadFiles(c, local, { concurrency: 3, target: [] });
    expect(outcomes.map((o) => o.uploaded)).toEqual([true, true, true]);
    expect(outcomes[2]?.repeatedAfterLoss).toBe(true);
    expect(retries.join('\n')).toMatch(/429 Too Many Requests \(a limit of the storage.*as Retry-After asks/);
    expect(retries.join('\n')).toMatch(/503 Service Unavailable \(attempt 1 of 3\)/);
    expect(clock.sleeps).toContain(3000);
    expect(emu().storage.state.file(ZONE, 'a.js')?.checksum).toBe(sha('a'));
    await c.close();
  });

  it('does not retry an upload whose file the system could not open for an error that would come again (ELOOP); no listing is read', async () => {
    const root = tree({ 'a.js': 'aaaa' });
    const local = await hashLocalFiles((await walkLocalTree(root, new SyncScope([], false), root)).files, 1);
    const path = join(root, 'a.js');
    // After its hash, the file becomes a link to itself: opening it fails with ELOOP, which asking
    // again gives again. (The brief errors retried, EMFILE or EIO, a test cannot make the system
    // say: file-body.test.ts tells them apart, network-errors.test.ts retries what it calls brief.)
    rmSync(path);
    symlinkSync(path, path);
    const { client: c, retries } = client();
    const [a] = await uploadFiles(c, local, { concurrency: 1, target: [] });
    expect(a?.uploaded).toBe(false);
    expect(String(a?.error)).toMatch(/the local file could not be read \(ELOOP\): it was not stored/);
    expect(retries.filter((line) => line.includes('ELOOP'))).toEqual([]);
    expect(emu().storage.state.file(ZONE, 'a.js')).toBeUndefined();
    // Nothing of a body that never left can have been stored.
    expect(emu().storage.state.requests.filter((r) => r.method === 'GET')).toHaveLength(0);
    await c.close();
  });

  it('reads the folder after every answer of an upload was lost, and counts the file uploaded only if it is listed as hashed', async () => {
    const root = tree({ 'landed.js': 'landed', 'lost.js': 'lost' });
    const local = await hashLocalFiles((await walkLocalTree(root, new SyncScope([], false), root)).files, 2);
    const lostAfter = { kind: 'reset-after', method: 'PUT', path: '/landed.js' } as const;
    const lostBefore = { kind: 'reset-before', method: 'PUT', path: '/lost.js' } as const;
    emu().storage.inject(lostAfter, lostAfter, lostAfter, lostBefore, lostBefore, lostBefore);
    const { client: c } = client();
    const [landed, lost] = await uploadFiles(c, local, { concurrency: 1, target: [] });
    // Stored by every attempt, each answer lost: the listing shows it as hashed.
    expect(landed).toMatchObject({ uploaded: true, confirmedByListing: true, status: 200 });
    expect(emu().storage.state.file(ZONE, 'landed.js')?.checksum).toBe(sha('landed'));
    // Never stored: the listing says so, and the failure says what was read.
    expect(lost?.uploaded).toBe(false);
    expect(String(lost?.error)).toMatch(/read after, the folder's listing does not show it stored as hashed, so it was not/);
    expect(emu().storage.state.file(ZONE, 'lost.js')).toBeUndefined();
    const listings = emu().storage.state.requests.filter((r) => r.method === 'GET');
    expect(listings).toHaveLength(2);
    await c.close();
  });

  it('reads the folder after every attempt of an upload answered 503 once it was stored: a server error may come after the write', async () => {
    const root = tree({ 'late.js': 'late' });
    const local = await hashLocalFiles((await walkLocalTree(root, new SyncScope([], false), root)).files, 1);
    const storedThen503 = { kind: 'status-after', status: 503, method: 'PUT', path: '/late.js' } as const;
    emu().storage.inject(storedThen503, storedThen503, storedThen503);
    const { client: c } = client();
    const [late] = await uploadFiles(c, local, { concurrency: 1, target: [] });
    expect(late).toMatchObject({ uploaded: true, confirmedByListing: true, status: 200 });
    expect(emu().storage.state.requests.filter((r) => r.method === 'GET')).toHaveLength(1);
    await c.close();
  });

  it('says an upload may have stored its file only when the listing read to check it failed too, not when it showed it absent or the request was never sent', async () => {
    const root = tree({ 'absent.js': 'absent', 'unknown.js': 'unknown' });
    const local = await hashLocalFiles((await walkLocalTree(root, new SyncScope([], false), root)).files, 2);
    const answered500 = { kind: 'status', status: 500, method: 'PUT' } as const;
    // absent.js: answered 500 each time, the listing read after shows it not stored. unknown.js: the same, but the listing fails.
    emu().storage.inject(
      { ...answered500, path: '/absent.js', times: 3 },
      { ...answered500, path: '/unknown.js', times: 3 },
      // The first listing (absent.js's) passes: a delay of nothing takes its turn.
      { kind: 'delay', ms: 0, method: 'GET' },
      { kind: 'status', status: 500, method: 'GET', times: 3 },
    );
    const { client: c } = client();
    const [absent, unknown] = await uploadFiles(c, local, { concurrency: 1, target: [] });
    expect(String(absent?.error)).toMatch(/does not show it stored as hashed, so it was not/);
    expect(absent && mayHaveStored(absent)).toBe(false);
    expect(String(unknown?.error)).toMatch(/whether an attempt stored it is unknown: the listing read to check failed too/);
    expect(unknown && mayHaveStored(unknown)).toBe(true);
    await c.close();
    // Never sent: nothing listens where the upload goes.
    const { client: refused } = client({ host: `127.0.0.1:${CLOSED_PORT}` });
    const [unsent] = await uploadFiles(refused, local.slice(0, 1), { concurrency: 1, target: [] });
    expect(String(unsent?.error)).toMatch(/ECONNREFUSED/);
    expect(unsent && mayHaveStored(unsent)).toBe(false);
    await refused.close();
  });

  it('fails an upload the platform refuses for its checksum without retrying, and uploads no HTML after it', async () => {
    const root = tree({ 'app.js': 'js', 'index.html': '<p>' });
    const local = await hashLocalFiles((await walkLocalTree(root, new SyncScope([], false), root)).files, 2);
    // Same length, other bytes: only the Checksum can tell.
    writeFileSync(join(root, 'app.js'), 'JS');
    const { client: c } = client();
    const outcomes = await uploadFiles(c, local, { concurrency: 2, target: [] });
    expect(outcomes[0]?.uploaded).toBe(false);
    expect(String(outcomes[0]?.error)).toMatch(/400 Bad Request: Upload failed/);
    expect(outcomes[1]?.skipped).toBe(true);
    expect(emu().storage.state.files(ZONE).size).toBe(0);
    expect(emu().storage.state.requests.filter((r) => r.method === 'PUT')).toHaveLength(1);
    writeFileSync(join(root, 'app.js'), 'longer than it was');
    const [again] = await uploadFiles(c, local.slice(0, 1), { concurrency: 1, target: [] });
    expect(String(again?.error)).toMatch(/no longer 2 bytes long/);
    await c.close();
  });

  it('slows down on the delete limit and deletes every file once; a file gone already is found: false', async () => {
    for (let i = 0; i < 10; i++) emu().storage.state.putFile(ZONE, `del/f${i}.txt`, Buffer.from(String(i)));
    emu().storage.setLatency(20);
    emu().storage.state.limits.deletes = 3;
    const { client: c, retries } = client();
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => c.delete(['del', `f${i}.txt`])));
    expect(results.every((r) => r.found)).toBe(true);
    expect(emu().storage.state.files(ZONE).size).toBe(0);
    expect(retries.some((line) => /400 Bad Request.*every delete waits/.test(line))).toBe(true);
    expect(emu().storage.state.writes.filter((w) => w.kind === 'delete-file')).toHaveLength(10);
    expect((await c.delete(['del', 'f0.txt'])).found).toBe(false);
    expect((await c.delete(['del'], true)).found).toBe(true);
    await c.close();
  });

  it('names the host in a 401', async () => {
    const { client: c } = client({ host: emu().storage.hosts.UK });
    await expect(c.list([])).rejects.toMatchObject({ status: 401, message: expect.stringContaining(`on ${emu().storage.hosts.UK}`) });
    await c.close();
  });

  it('plans: unchanged only when checksum (either case) and length agree; a file without checksum is uploaded again', async () => {
    const root = tree({ 'same.txt': 'same', 'lower.txt': 'lower', 'nochk.txt': 'n', 'new.html': 'h', 'changed.css': 'c2' });
    const local = await hashLocalFiles((await walkLocalTree(root, new SyncScope([], false), root)).files, 2);
    const remote = new Map([
      ['same.txt', { path: 'same.txt', length: 4, checksum: sha('same') }],
      ['lower.txt', { path: 'lower.txt', length: 5, checksum: sha('lower').toLowerCase() }],
      ['nochk.txt', { path: 'nochk.txt', length: 1, checksum: null }],
      ['changed.css', { path: 'changed.css', length: 2, checksum: sha('c1') }],
      ['stale.txt', { path: 'stale.txt', length: 1, checksum: sha('s') }],
      ['kept/x.txt', { path: 'kept/x.txt', length: 1, checksum: sha('x') }],
    ]);
    const plan = planSync(local, remote, { prune: true, scope: { covers: () => true }, keep: { matches: (p) => p.startsWith('kept/') } });
    expect(plan.unchanged.map((f) => f.path)).toEqual(['lower.txt', 'same.txt']);
    expect(plan.uploads.map((u) => [u.file.path, u.reason])).toEqual([
      ['changed.css', 'changed'],
      ['nochk.txt', 'no-checksum'],
      ['new.html', 'new'],
    ]);
    expect(plan.deletions.map((d) => d.path)).toEqual(['stale.txt']);
  });
});
