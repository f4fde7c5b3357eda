import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { getCACertificates, setDefaultCACertificates } from 'node:tls';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EDGE_CA_PEM, SEED, SEED_STORAGE_PASSWORDS } from '../../../emulator/server.ts';
import { newHostname } from '../../../emulator/pull-zones/pull-zone.ts';
import { startInspectingProxy } from '../../support/inspecting-proxy.ts';
import { writeLatin1Name } from '../../support/latin1-name.ts';
import { failureMessage, runAgainst, useEmulator } from '../../support/e2e.ts';
import { FakeClock } from '../../support/fake-clock.ts';
import { releasable } from '../../support/release.ts';
import type { ActionRun } from '../../support/run-action.ts';

const emulator = useEmulator();
const ZONE = SEED.storageZoneName;
const PASSWORD = SEED_STORAGE_PASSWORDS.site;
const sha = (text: string) => createHash('sha256').update(text).digest('hex').toUpperCase();

const SITE: Record<string, string> = {
  'site/index.html': '<h1>home</h1>',
  'site/about/index.html': '<h1>about</h1>',
  'site/assets/app.js': 'console.log("app")',
  'site/assets/app.css': 'body{}',
  'site/img/logo.svg': '<svg/>',
};

/** A workspace holding `files`, paths relative to it. */
function workspace(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'sync-storage-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}

/** Runs sync-storage on the emulator, the emulator on the step's fake clock; fails the test if the zone password shows. */
async function sync(inputs: Record<string, string>, root: string, clock = new FakeClock()): Promise<ActionRun> {
  emulator().useClock(clock);
  return runAgainst(
    emulator(),
    { operation: 'sync-storage', 'storage-zone-id': String(SEED.storageZoneId), 'source-dir': 'site', ...inputs },
    { workspace: root, clock, secrets: [PASSWORD, SEED_STORAGE_PASSWORDS.siteReadOnly], killAfterMs: 30_000 },
  );
}

/** SITE synced with the zone's password form (no account key), `where` naming its host, in the environment `env`. */
function syncWithPassword(where: Record<string, string>, env: Record<string, string>): Promise<ActionRun> {
  return runAgainst(
    emulator(),
    { operation: 'sync-storage', 'api-key': '', 'storage-zone-name': ZONE, 'storage-password': PASSWORD, 'source-dir': 'site', ...where },
    { workspace: workspace(SITE), clock: new FakeClock(), secrets: [PASSWORD], env },
  );
}

const proxyUrl = (proxy: Server) => `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;

const json = (run: ActionRun, output: string): unknown => JSON.parse(run.outputs[output] ?? 'null');
const storage = () => emulator().storage.state;
const puts = () => storage().requests.filter((r) => r.method === 'PUT');
const deletes = () => storage().requests.filter((r) => r.method === 'DELETE');
const stored = () => [...storage().files(ZONE).keys()].sort();

describe('sync-storage: a site', () => {
  it('uploads a first sync, non-HTML first, purges the linked zone twice, and says where the site is', async () => {
    const root = workspace(SITE);
    const run = await sync({}, root);
    expect(run.exitCode, run.stdout).toBe(0);
    expect(stored()).toEqual(['about/index.html', 'assets/app.css', 'assets/app.js', 'img/logo.svg', 'index.html']);
    const order = puts().map((r) => r.objectPath);
    expect(order.slice(-2).sort()).toEqual(['about/index.html', 'index.html']);
    expect(puts().every((r) => r.headers['checksum'] === sha(SITE[`site/${r.objectPath}`] ?? ''))).toBe(true);
    expect(puts().find((r) => r.objectPath === 'assets/app.css')?.headers['override-content-type']).toBe('text/css; charset=utf-8');
    expect(emulator().state.purges).toEqual([
      { kind: 'pull-zone', pullZoneId: SEED.pullZoneSite, cacheTag: null },
      { kind: 'pull-zone', pullZoneId: SEED.pullZoneSite, cacheTag: null },
    ]);
    expect(run.outputs).toMatchObject({ uploaded: '5', unchanged: '0', deleted: '0', url: 'https://www.site.example/', status: '200' });
    expect(json(run, 'changed-paths')).toContain('/index.html');
    expect(json(run, 'result')).toMatchObject({ uploaded: 5, unchanged: 0, deleted: 0, truncated: false, purged: [SEED.pullZoneSite] });
    expect(Number(run.outputs['bytes-uploaded'])).toBe(Object.values(SITE).reduce((sum, text) => sum + text.length, 0));
    expect(run.summary).toContain('bunny.net sync-storage: 5 uploaded, 0 unchanged, 0 deleted');
  });

  it('declares a file whose extension is a name every object has (constructor, __proto__) as bytes, like any unknown one', async () => {
    const root = workspace({ 'site/notes.constructor': 'a', 'site/x.__proto__': 'b', 'site/y.toString': 'c' });
    const run = await sync({}, root);
    expect(run.exitCode, run.stdout).toBe(0);
    expect(
      puts()
        .map((r) => [r.objectPath, r.headers['override-content-type']])
        .sort(),
    ).toEqual([
      ['notes.constructor', 'application/octet-stream'],
      ['x.__proto__', 'application/octet-stream'],
      ['y.toString', 'application/octet-stream'],
    ]);
  });

  it('finds files another tool uploaded without a Checksum header unchanged: the platform lists the SHA-256 it computed', async () => {
    // As upload-to-bunny uploads: a plain PUT to the storage host, no Checksum header.
    for (const [path, content] of Object.entries(SITE)) {
      const response = await fetch(`${emulator().storage.urls.DE}/${ZONE}/${path.slice('site/'.length)}`, {
        method: 'PUT',
        headers: { AccessKey: PASSWORD, 'Content-Type': 'application/octet-stream' },
        body: content,
      });
      expect(response.status).toBe(201);
    }
    const listed = await (await fetch(`${emulator().storage.urls.DE}/${ZONE}/`, { headers: { AccessKey: PASSWORD } })).json();
    expect(
      (listed as Array<{ ObjectName: string; Checksum: string | null }>).find((item) => item.ObjectName === 'index.html')?.Checksum,
    ).toBe(sha(SITE['site/index.html'] ?? ''));
    storage().requests.length = 0;
    const run = await sync({}, workspace(SITE));
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs).toMatchObject({ uploaded: '0', unchanged: '5' });
    expect(puts()).toEqual([]);
    // Where a platform listed no checksum for such files (the emulator's kinder reading is the
    // computed one, selectable), each would be uploaded again rather than trusted.
    storage().behaviour.checksumWithoutHeader = 'null';
    storage().putFile(ZONE, 'index.html', Buffer.from('<h1>home</h1>'), { checksum: null });
    const uncertain = await sync({}, workspace(SITE));
    expect(uncertain.outputs).toMatchObject({ uploaded: '1', unchanged: '4' });
  });

  it('uploads nothing on an unchanged re-run, and only the changed file after a change', async () => {
    const root = workspace(SITE);
    expect((await sync({}, root)).exitCode).toBe(0);
    storage().requests = [];
    const again = await sync({}, root);
    expect(again.exitCode, again.stdout).toBe(0);
    expect(puts()).toEqual([]);
    expect(again.outputs).toMatchObject({ uploaded: '0', unchanged: '5' });
    writeFileSync(join(root, 'site/assets/app.js'), 'console.log("v2")');
    storage().requests = [];
    const changed = await sync({}, root);
    expect(puts().map((r) => r.objectPath)).toEqual(['assets/app.js']);
    expect(json(changed, 'changed-paths')).toEqual(['/assets/app.js']);
  });

  it('uploads again a remote file listed without a checksum, and one whose length differs', async () => {
    const root = workspace(SITE);
    storage().putFile(ZONE, 'index.html', Buffer.from(SITE['site/index.html'] ?? ''), { checksum: null });
    storage().putFile(ZONE, 'img/logo.svg', Buffer.from('<svg/>'), { checksum: sha('<svg/>').toLowerCase() });
    const run = await sync({}, root);
    expect(run.exitCode).toBe(0);
    expect(
      puts()
        .map((r) => r.objectPath)
        .sort(),
    ).toEqual(['about/index.html', 'assets/app.css', 'assets/app.js', 'index.html']);
    expect(run.stdout).toContain('1 listed without a checksum');
  });

  it('purges twice after the uploads and before the deletions, so the edge serves the new file', async () => {
    const root = workspace(SITE);
    const clock = new FakeClock();
    emulator().useClock(clock);
    storage().putFile(ZONE, 'index.html', Buffer.from('old home'));
    storage().putFile(ZONE, 'stale.html', Buffer.from('stale'));
    clock.time += 60_000;
    expect(storage().edgeGet(SEED.pullZoneSite, 'index.html')).toMatchObject({ checksum: sha('old home') });
    const run = await sync({ prune: 'true' }, root, clock);
    expect(run.exitCode, run.stdout).toBe(0);
    // One management request (the zone read) before every upload, three (two purges) before every delete.
    expect(puts().every((r) => r.apiRequestsBefore === 1)).toBe(true);
    expect(deletes().map((r) => [r.objectPath, r.apiRequestsBefore])).toEqual([['stale.html', 3]]);
    expect(clock.sleeps).toContain(5000);
    expect(storage().edgeGet(SEED.pullZoneSite, 'index.html')).toMatchObject({ checksum: sha(SITE['site/index.html'] ?? '') });
  });

  it('leaves the old file at the edge when the settle is shorter than replication (why the second purge waits)', async () => {
    const root = workspace(SITE);
    const clock = new FakeClock();
    emulator().useClock(clock);
    storage().putFile(ZONE, 'index.html', Buffer.from('old home'));
    clock.time += 60_000;
    storage().edgeGet(SEED.pullZoneSite, 'index.html');
    const run = await sync({ 'replication-settle-seconds': '0' }, root, clock);
    expect(run.exitCode).toBe(0);
    expect(storage().edgeGet(SEED.pullZoneSite, 'index.html')).toMatchObject({ checksum: sha('old home') });
  });
});

describe('sync-storage: cancelled by the runner', () => {
  it('a step cancelled during its uploads sets uploaded, changed-paths and result for the files uploaded before the cancel', async () => {
    const clock = new FakeClock();
    const root = workspace(SITE);
    // One upload at a time, HTML last: the three other files are uploaded, the first HTML file held until the step has ended.
    const held = releasable();
    let reached = false;
    emulator().setRequestHook(({ service, method, path }) => {
      if (service !== 'storage' || method !== 'PUT' || !path.endsWith('.html') || reached) return;
      reached = true;
      return held.promise;
    });
    emulator().useClock(clock);
    const cancel = new AbortController();
    const step = runAgainst(
      emulator(),
      { operation: 'sync-storage', 'storage-zone-id': String(SEED.storageZoneId), 'source-dir': 'site', concurrency: '1' },
      { workspace: root, clock, secrets: [PASSWORD, SEED_STORAGE_PASSWORDS.siteReadOnly], signal: cancel.signal },
    );
    await expect.poll(() => reached, { timeout: 30_000 }).toBe(true);
    cancel.abort();
    const run = await step.finally(held.resolve);
    emulator().setRequestHook(undefined);
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toMatch(/^The step was cancelled by the runner during "Call the API: sync-storage"/);
    expect(run.outputs).toMatchObject({ uploaded: '3', unchanged: '0', deleted: '0', 'bytes-uploaded': '30' });
    const uploaded = ['/assets/app.css', '/assets/app.js', '/img/logo.svg'];
    expect((json(run, 'changed-paths') as string[]).sort()).toEqual(uploaded);
    expect(json(run, 'result')).toMatchObject({ uploaded: 3, deleted: 0, purged: [] });
    for (const path of uploaded) expect(run.summary).toContain(`<tr><td>${path}</td><td>uploaded</td></tr>`);
    // Nothing was purged after them: a re-run that finds them unchanged would not purge either.
    expect(failureMessage(run)).toContain(`\nPull zone(s) ${SEED.pullZoneSite} were not purged after the uploads the step sent`);
  });

  it('a step cancelled before its second purge after the uploads names the pull zone to purge: a re-run finds every file unchanged and purges nothing', async () => {
    const clock = new FakeClock();
    const root = workspace(SITE);
    // The first purge goes through; the second, after replication-settle-seconds, is held until the step has ended.
    const held = releasable();
    let purges = 0;
    let reached = false;
    emulator().setRequestHook(({ service, path }) => {
      if (service !== 'api' || path !== `/pullzone/${SEED.pullZoneSite}/purgeCache` || ++purges !== 2) return;
      reached = true;
      return held.promise;
    });
    emulator().useClock(clock);
    const cancel = new AbortController();
    const step = runAgainst(
      emulator(),
      { operation: 'sync-storage', 'storage-zone-id': String(SEED.storageZoneId), 'source-dir': 'site' },
      { workspace: root, clock, secrets: [PASSWORD, SEED_STORAGE_PASSWORDS.siteReadOnly], signal: cancel.signal },
    );
    await expect.poll(() => reached, { timeout: 30_000 }).toBe(true);
    cancel.abort();
    const run = await step.finally(held.resolve);
    emulator().setRequestHook(undefined);
    expect(run.exitCode).toBe(1);
    expect(run.outputs).toMatchObject({ uploaded: '5', unchanged: '0', deleted: '0' });
    expect(failureMessage(run).split('\n')[1]).toBe(
      `Pull zone(s) ${SEED.pullZoneSite} were not purged after the uploads the step sent, so the edge may go on serving the files they replace until its cache expires; a re-run purges them only if it uploads a file. ` +
        `Run a purge-cache step with pull-zone-id: ${SEED.pullZoneSite} (one a line).`,
    );
    expect(run.summary).toContain(`⚠️ Pull zone(s) ${SEED.pullZoneSite} were not purged after the uploads the step sent`);
    // What the message says of a re-run: it uploads nothing, so it purges nothing.
    const again = await sync({}, root, clock);
    expect(again.exitCode, again.stdout).toBe(0);
    expect(again.outputs).toMatchObject({ uploaded: '0', unchanged: '5' });
    expect(again.stdout).toContain('no purge (nothing is uploaded or deleted)');
  });
});

describe('sync-storage: purges that fit what changed', () => {
  const HOSTS = ['www.site.example', 'site-cdn.b-cdn.net'];
  const urlsOf = (...paths: string[]) => HOSTS.flatMap((host) => paths.map((path) => `https://${host}${path}`));
  // The site's zone ignores query strings, as a zone does by default: the platform purges a folder's
  // URL (ending in /) as a prefix, exactPath or not ("only applies when the pull zone has IgnoreQueryStrings disabled").
  const urlPurges = (...paths: string[]) =>
    urlsOf(...paths).map((url) => ({ kind: 'url', url, prefix: url.endsWith('/'), exactPath: true }));
  const zonePurge = { kind: 'pull-zone', pullZoneId: SEED.pullZoneSite, cacheTag: null };

  /** The zone holds the build as it is, and pages the build dropped, each already served by the edge. */
  function arrange(clock: FakeClock, dropped: readonly string[]): string {
    const root = workspace(SITE);
    emulator().useClock(clock);
    for (const [path, content] of Object.entries(SITE)) storage().putFile(ZONE, path.slice('site/'.length), Buffer.from(content));
    for (const path of dropped) storage().putFile(ZONE, path, Buffer.from(`dropped ${path}`));
    clock.time += 60_000;
    for (const path of dropped) expect(storage().edgeGet(SEED.pullZoneSite, path)).toMatchObject({ status: 200 });
    return root;
  }

  it('a run that only deletes purges the deleted URLs, so a removed page stops being served, and announces no other purge', async () => {
    const clock = new FakeClock();
    const root = arrange(clock, ['old.html', 'blog/index.html']);
    const run = await sync({ prune: 'true' }, root, clock);
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs).toMatchObject({ uploaded: '0', unchanged: '5', deleted: '2' });
    // The folder of a deleted index.html is purged too: the edge serves /blog/ and /blog from it.
    const urls = urlsOf('/blog/index.html', '/blog/', '/blog', '/old.html');
    // Twice, replication-settle-seconds apart: a replica serves a deleted file for a while.
    const once = urlPurges('/blog/index.html', '/blog/', '/blog', '/old.html');
    expect(emulator().state.purges).toEqual([...once, ...once]);
    expect(storage().edgeGet(SEED.pullZoneSite, 'old.html')).toEqual({ status: 404 });
    expect(storage().edgeGet(SEED.pullZoneSite, 'blog/index.html')).toEqual({ status: 404 });
    expect(json(run, 'result')).toMatchObject({ purged: urls });
    expect(run.stdout).toContain('after the deletes, purge 8 URL(s) of the deleted files twice, 5 s apart.');
    expect(run.stdout).not.toContain('after the uploads');
    expect(clock.sleeps).toEqual([5000]);
  });

  it('a prune the runner cancels during its deletes also names the pull zone whose purge after the uploads failed', async () => {
    const clock = new FakeClock();
    const root = arrange(clock, ['zz-old.html']);
    writeFileSync(join(root, 'site/assets/app.js'), 'console.log("v2")');
    // The second purge after the uploads fails (its first try and its retry): the zone is owed a purge.
    const sleep = clock.sleep.bind(clock);
    let settles = 0;
    clock.sleep = async (ms: number) => {
      if (ms === 5000 && settles++ === 0) emulator().inject({ kind: 'status', status: 500, method: 'POST', path: '/purgeCache', times: 5 });
      await sleep(ms);
    };
    const held = releasable();
    let reached = false;
    emulator().setRequestHook(({ service, method, path }) => {
      if (service !== 'storage' || method !== 'DELETE' || !path.endsWith('/zz-old.html')) return;
      reached = true;
      return held.promise;
    });
    const cancel = new AbortController();
    const step = runAgainst(
      emulator(),
      { operation: 'sync-storage', 'storage-zone-id': String(SEED.storageZoneId), 'source-dir': 'site', prune: 'true', concurrency: '1' },
      { workspace: root, clock, secrets: [PASSWORD, SEED_STORAGE_PASSWORDS.siteReadOnly], signal: cancel.signal },
    );
    await expect.poll(() => reached, { timeout: 30_000 }).toBe(true);
    cancel.abort();
    const run = await step.finally(held.resolve);
    emulator().setRequestHook(undefined);
    expect(run.stdout).toMatch(/Could not purge pull zone \d+ \(second purge after the uploads\)/);
    expect(failureMessage(run)).toContain(`pull-zone-id: ${SEED.pullZoneSite}`);
    expect(failureMessage(run)).toContain('/zz-old.html');
  });

  it('a prune the runner cancels during its deletes names the files deleted and not purged, and the purge-cache step that clears them', async () => {
    const clock = new FakeClock();
    const root = arrange(clock, ['aa-old.html', 'zz-old.html']);
    // One delete at a time: aa-old.html is deleted, zz-old.html's delete held until the step has ended.
    const held = releasable();
    let reached = false;
    emulator().setRequestHook(({ service, method, path }) => {
      if (service !== 'storage' || method !== 'DELETE' || !path.endsWith('/zz-old.html')) return;
      reached = true;
      return held.promise;
    });
    const cancel = new AbortController();
    const step = runAgainst(
      emulator(),
      { operation: 'sync-storage', 'storage-zone-id': String(SEED.storageZoneId), 'source-dir': 'site', prune: 'true', concurrency: '1' },
      { workspace: root, clock, secrets: [PASSWORD, SEED_STORAGE_PASSWORDS.siteReadOnly], signal: cancel.signal },
    );
    await expect.poll(() => reached, { timeout: 30_000 }).toBe(true);
    cancel.abort();
    const run = await step.finally(held.resolve);
    emulator().setRequestHook(undefined);
    expect(run.exitCode).toBe(1);
    expect(run.outputs).toMatchObject({ uploaded: '0', unchanged: '5', deleted: '1' });
    expect(json(run, 'changed-paths')).toEqual(['/aa-old.html']);
    // The held delete may still be carried out: its URLs are named too. A re-run no longer lists either file, so it cannot purge them.
    const urls = urlsOf('/aa-old.html', '/zz-old.html');
    const [cancelled, undone] = failureMessage(run).split('\n');
    expect(cancelled).toMatch(
      /^The step was cancelled by the runner during "Call the API: sync-storage" .*; what it had already changed stays as it is\.$/,
    );
    expect(undone).toBe(
      'The prune sent the delete of 2 file(s) and did not purge their URLs, so the edge may go on serving them until its cache expires: /aa-old.html, /zz-old.html. ' +
        'A re-run will not purge them: it no longer lists them. ' +
        `Run a purge-cache step with urls: ${urls.join(' ')} with exact-path: true (one a line).`,
    );
    expect(run.summary).toContain('⚠️ The prune sent the delete of 2 file(s) and did not purge their URLs');
    expect(run.summary).toContain('<tr><td>/aa-old.html</td><td>deleted</td></tr>');
    expect(emulator().state.purges).toEqual([]);
    // The step it names clears them, once the replicas have caught up with the deletes.
    clock.time += 60_000;
    const purge = await runAgainst(emulator(), { operation: 'purge-cache', urls: urls.join('\n'), 'exact-path': 'true' }, { clock });
    expect(purge.exitCode, purge.stdout).toBe(0);
    expect(storage().edgeGet(SEED.pullZoneSite, 'aa-old.html')).toEqual({ status: 404 });
  });

  it('a delete whose every answer was lost is read back: gone, it counts as deleted and its URLs are purged', async () => {
    const clock = new FakeClock();
    const root = arrange(clock, ['old.html']);
    emulator().storage.inject({ kind: 'reset-after', method: 'DELETE', path: '/old.html' });
    const run = await sync({ prune: 'true', 'max-attempts': '1' }, root, clock);
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.stdout).toContain(
      "Deleted /old.html (its answer was lost and no attempt after it went through, and the folder's listing no longer shows it)",
    );
    expect(json(run, 'result')).toMatchObject({ deleted: 1, purged: urlsOf('/old.html') });
    expect(emulator().state.purges).toEqual([...urlPurges('/old.html'), ...urlPurges('/old.html')]);
    expect(storage().edgeGet(SEED.pullZoneSite, 'old.html')).toEqual({ status: 404 });
  });

  it("a delete whose answer was lost, then refused by the storage's limits until their deadline, is read back: gone, it counts as deleted", async () => {
    const clock = new FakeClock();
    const root = arrange(clock, ['old.html']);
    emulator().storage.inject(
      { kind: 'reset-after', method: 'DELETE', path: '/old.html' },
      { kind: 'status', status: 429, headers: { 'Retry-After': '30' }, method: 'DELETE', path: '/old.html', times: Infinity },
    );
    const run = await sync({ prune: 'true' }, root, clock);
    expect(run.exitCode, run.stdout).toBe(0);
    // The limit's deadline was spent before the listing was read.
    expect(deletes().filter((r) => r.status === 429)).toHaveLength(4);
    expect(run.stdout).toMatch(
      /Deleted \/old\.html \(its answer was lost and no attempt after it went through, and the folder's listing no longer shows it\)/,
    );
    expect(json(run, 'result')).toMatchObject({ deleted: 1, purged: urlsOf('/old.html') });
    expect(storage().edgeGet(SEED.pullZoneSite, 'old.html')).toEqual({ status: 404 });
  });

  it("a delete repeated after its lost answer and answered 404 is this step's delete, not a file already gone", async () => {
    const clock = new FakeClock();
    const root = arrange(clock, ['old.html']);
    emulator().storage.inject({ kind: 'reset-after', method: 'DELETE', path: '/old.html' });
    const run = await sync({ prune: 'true' }, root, clock);
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.stdout).toContain('Deleted /old.html (an earlier attempt may have done it; its repeat found it gone)');
    expect(run.stdout).not.toContain('(already gone)');
  });

  it('a delete that failed still has its URLs purged, as one may have been carried out, and the step fails naming it', async () => {
    const clock = new FakeClock();
    const root = arrange(clock, ['old.html', 'gone.html']);
    emulator().storage.inject({ kind: 'reset-before', method: 'DELETE', path: '/gone.html' });
    const run = await sync({ prune: 'true', 'max-attempts': '1' }, root, clock);
    expect(run.exitCode, run.stdout).toBe(1);
    expect(failureMessage(run)).toMatch(
      /1 of 2 deletions failed \(every upload succeeded\):\n.*gone\.html: .*read after, the folder's listing still shows it, so it was not deleted/,
    );
    expect(json(run, 'result')).toMatchObject({ deleted: 1 });
    expect(storage().file(ZONE, 'gone.html')).toBeDefined();
    expect(emulator().state.purges).toEqual([...urlPurges('/old.html', '/gone.html'), ...urlPurges('/old.html', '/gone.html')]);
  });

  it('more than 20 failed deletes are named 20 in the failure, then how many more', async () => {
    const clock = new FakeClock();
    const dropped = Array.from({ length: 23 }, (_, i) => `old/f${String(i).padStart(2, '0')}.html`);
    const root = arrange(clock, dropped);
    emulator().storage.inject({ kind: 'status', status: 400, method: 'DELETE', path: '/old/', times: Infinity });
    const run = await sync({ prune: 'true', 'max-prune': '100' }, root, clock);
    expect(run.exitCode, run.stdout).toBe(1);
    const lines = failureMessage(run).split('\n');
    expect(lines[0]).toMatch(/^23 of 23 deletions failed \(every upload succeeded\)/);
    expect(lines.filter((line) => /old\/f\d\d\.html: /.test(line))).toHaveLength(20);
    expect(lines).toContain('...and 3 more');
    for (const path of dropped) expect(storage().file(ZONE, path)).toBeDefined();
  });

  it('a page removed from the build stops being served though the replicas keep it a while: purged again after replication-settle-seconds', async () => {
    /** A visitor asks the edge for the removed page whenever the step waits, as one may at any moment. */
    class VisitedClock extends FakeClock {
      seen: unknown[] = [];
      override async sleep(ms: number): Promise<void> {
        this.seen.push(storage().edgeGet(SEED.pullZoneSite, 'old.html'));
        await super.sleep(ms);
      }
    }
    const clock = new VisitedClock();
    const root = arrange(clock, ['old.html']);
    expect(storage().behaviour.deleteReplication).toBe('lagged');
    const run = await sync({ prune: 'true' }, root, clock);
    expect(run.exitCode, run.stdout).toBe(0);
    expect(deletes().map((r) => r.objectPath)).toEqual(['old.html']);
    // Right after the delete a replica still had the page, and the edge cached it again...
    // ...which the second purge, once the delete has replicated, forgets.
    expect(storage().edgeGet(SEED.pullZoneSite, 'old.html')).toEqual({ status: 404 });
    expect(clock.seen).toEqual([expect.objectContaining({ status: 200 })]);
    expect(emulator().state.purges).toEqual([...urlPurges('/old.html'), ...urlPurges('/old.html')]);
    expect(json(run, 'result')).toMatchObject({ deleted: 1, purged: urlsOf('/old.html') });
    expect(run.stdout).toContain('after the deletes, purge 2 URL(s) of the deleted files twice, 5 s apart.');
  });

  it('with replication-settle-seconds 0, purges twice after the deletes without waiting, as after the uploads', async () => {
    const clock = new FakeClock();
    const root = arrange(clock, ['old.html']);
    storage().behaviour.deleteReplication = 'immediate';
    const run = await sync({ prune: 'true', 'replication-settle-seconds': '0' }, root, clock);
    expect(run.exitCode, run.stdout).toBe(0);
    expect(clock.sleeps).toEqual([]);
    expect(emulator().state.purges).toEqual([...urlPurges('/old.html'), ...urlPurges('/old.html')]);
    expect(storage().edgeGet(SEED.pullZoneSite, 'old.html')).toEqual({ status: 404 });
    expect(run.stdout).toContain('after the deletes, purge 2 URL(s) of the deleted files twice, 0 s apart.');
  });

  it('purges the zones whole after the deletes when the URLs would be many', async () => {
    const clock = new FakeClock();
    const dropped = Array.from({ length: 25 }, (_, i) => `old/page${String(i).padStart(2, '0')}.html`);
    const root = arrange(clock, dropped);
    const run = await sync({ prune: 'true' }, root, clock);
    expect(run.exitCode, run.stdout).toBe(0);
    expect(emulator().state.purges).toEqual([zonePurge, zonePurge]);
    expect(storage().edgeGet(SEED.pullZoneSite, dropped[0] ?? '')).toEqual({ status: 404 });
    expect(json(run, 'result')).toMatchObject({ deleted: 25, purged: [SEED.pullZoneSite] });
    expect(run.stdout).toContain(`after the deletes, purge pull zone(s) ${SEED.pullZoneSite} twice, 5 s apart.`);
  });

  it('uploads and deletes: the zone twice after the uploads, then the deleted URLs twice after the deletes', async () => {
    const clock = new FakeClock();
    const root = arrange(clock, ['old.html']);
    writeFileSync(join(root, 'site/assets/app.js'), 'console.log("v2")');
    const run = await sync({ prune: 'true' }, root, clock);
    expect(run.exitCode, run.stdout).toBe(0);
    expect(emulator().state.purges).toEqual([zonePurge, zonePurge, ...urlPurges('/old.html'), ...urlPurges('/old.html')]);
    expect(clock.sleeps).toEqual([5000, 5000]);
    expect(deletes().map((r) => [r.objectPath, r.apiRequestsBefore])).toEqual([['old.html', 3]]);
    expect(json(run, 'result')).toMatchObject({ purged: [SEED.pullZoneSite, ...urlsOf('/old.html')] });
    expect(storage().edgeGet(SEED.pullZoneSite, 'old.html')).toEqual({ status: 404 });
  });

  it('a run that changed nothing purges nothing, and its plan says so', async () => {
    const clock = new FakeClock();
    const root = arrange(clock, []);
    const run = await sync({ prune: 'true' }, root, clock);
    expect(run.exitCode, run.stdout).toBe(0);
    expect(emulator().state.purges).toEqual([]);
    expect(json(run, 'result')).toMatchObject({ uploaded: 0, deleted: 0, purged: [] });
    expect(run.stdout).toContain('no purge (nothing is uploaded or deleted)');
  });

  it('the dry run shows exactly the purges the run then makes', async () => {
    const clock = new FakeClock();
    const root = arrange(clock, ['old.html']);
    writeFileSync(join(root, 'site/index.html'), '<h1>home v2</h1>');
    const dry = await sync({ prune: 'true', 'dry-run': 'true' }, root, clock);
    expect(dry.exitCode, dry.stdout).toBe(0);
    expect(emulator().state.purges).toEqual([]);
    const planned = (json(dry, 'result') as { purged: unknown[] }).purged;
    expect(planned).toEqual([SEED.pullZoneSite, ...urlsOf('/old.html')]);
    for (const url of urlsOf('/old.html')) expect(dry.stdout).toContain(`Would purge ${url} after the deletes`);
    const planLine = (text: string) => text.split('\n').find((line) => line.includes('Plan for /'));
    const run = await sync({ prune: 'true' }, root, clock);
    expect(run.exitCode, run.stdout).toBe(0);
    expect((json(run, 'result') as { purged: unknown[] }).purged).toEqual(planned);
    expect(planLine(run.stdout)).toBe(planLine(dry.stdout));
    expect(planLine(run.stdout)).toContain('after the deletes, purge 2 URL(s) of the deleted files twice, 5 s apart');
    expect(emulator().state.purges).toEqual([zonePurge, zonePurge, ...urlPurges('/old.html'), ...urlPurges('/old.html')]);
  });

  it('purges a deleted name with a reserved character (c++.html, q&a.html) as a browser requests it, and fully encoded too', async () => {
    const clock = new FakeClock();
    const dropped = ['c++.html', 'q&a.html'];
    const root = arrange(clock, dropped);
    // The CDN edge, keyed on the path as the browser sent it: each page cached before the run.
    const edge = emulator().state.edge;
    const visit = (path: string) => edge.serve({ scheme: 'https', host: 'www.site.example', path, query: '', headers: {} }, 0);
    for (const path of dropped) {
      visit(`/${path}`);
      expect(visit(`/${path}`)).toMatchObject({ status: 200, headers: { 'cdn-cache': 'HIT' } });
    }
    storage().behaviour.deleteReplication = 'immediate';
    const run = await sync({ prune: 'true' }, root, clock);
    expect(run.exitCode, run.stdout).toBe(0);
    for (const path of dropped) {
      expect(visit(`/${path}`).status, path).toBe(404);
      expect(storage().edgeGet(SEED.pullZoneSite, path), path).toEqual({ status: 404 });
    }
    const paths = ['/c++.html', '/c%2B%2B.html', '/q&a.html', '/q%26a.html'];
    expect(json(run, 'result')).toMatchObject({ deleted: 2, purged: urlsOf(...paths) });
    expect(emulator().state.purges).toEqual([...urlPurges(...paths), ...urlPurges(...paths)]);
    expect(run.stdout).toContain('after the deletes, purge 8 URL(s) of the deleted files twice, 5 s apart.');
  });

  it('counts both forms of a name against the URL purge limit, in the dry run as in the run', async () => {
    const clock = new FakeClock();
    // 11 names, 2 forms each, on 2 hostnames: 44 URLs, past the 40 a run purges one by one.
    const root = arrange(
      clock,
      Array.from({ length: 11 }, (_, i) => `a+${String(i).padStart(2, '0')}.html`),
    );
    const dry = await sync({ prune: 'true', 'dry-run': 'true' }, root, clock);
    expect(dry.stdout).toContain(`after the deletes, purge pull zone(s) ${SEED.pullZoneSite} twice, 5 s apart`);
    const run = await sync({ prune: 'true' }, root, clock);
    expect(run.exitCode, run.stdout).toBe(0);
    expect(emulator().state.purges).toEqual([zonePurge, zonePurge]);
  });

  it('fails, its files written, when a purge fails on both attempts, naming the purge-cache step a re-run cannot replace', async () => {
    const clock = new FakeClock();
    const root = arrange(clock, ['old.html']);
    writeFileSync(join(root, 'site/index.html'), '<h1>home v2</h1>');
    const body = { ErrorKey: 'purge.unavailable', Field: null, Message: 'The purge service is unavailable.' };
    // Every purge of the run, both rounds: the zone after the uploads, two URLs after the deletes (a 500 is not retried).
    emulator().inject({ kind: 'status', status: 500, method: 'POST', path: '/purge', body, times: 6 });
    const run = await sync({ prune: 'true' }, root, clock);
    expect(run.exitCode, run.stdout).toBe(1);
    // Every write was made; only the purges failed.
    expect(storage().file(ZONE, 'index.html')?.checksum).toBe(sha('<h1>home v2</h1>'));
    expect(deletes().map((r) => r.objectPath)).toEqual(['old.html']);
    expect(run.outputs).toMatchObject({ uploaded: '1', deleted: '1', status: '500' });
    expect(json(run, 'result')).toMatchObject({ uploaded: 1, deleted: 1, purged: [] });
    const message = failureMessage(run);
    expect(message).toMatch(/^The files are written, but 3 purge\(s\) failed on both attempts, so the edge may serve the old files/);
    expect(message).toContain(`pull zone ${SEED.pullZoneSite} (after the uploads): `);
    expect(message).toContain('https://www.site.example/old.html (after the deletes): ');
    expect(message).toContain('The purge service is unavailable.');
    expect(message).toContain('A re-run will not purge them again: it finds nothing changed');
    expect(message).toContain(
      `Run a purge-cache step with pull-zone-id: ${SEED.pullZoneSite}; and one with urls: ${urlsOf('/old.html').join(' ')} with exact-path: true`,
    );
    // As the message says: a re-run writes nothing and purges nothing.
    expect(emulator().pendingFaults()).toEqual([]);
    const again = await sync({ prune: 'true' }, root, clock);
    expect(again.exitCode, again.stdout).toBe(0);
    expect(json(again, 'result')).toMatchObject({ uploaded: 0, deleted: 0, purged: [] });
  });

  it('fails when the first purge went through and the second, after the settle, failed: the edge may hold what a lagging replica served', async () => {
    const clock = new FakeClock();
    const root = arrange(clock, []);
    writeFileSync(join(root, 'site/index.html'), '<h1>home v2</h1>');
    const body = { ErrorKey: 'purge.unavailable', Field: null, Message: 'The purge service is unavailable.' };
    // The settle wait sits between the two rounds: the fault waits for the second.
    const sleep = clock.sleep.bind(clock);
    clock.sleep = async (ms: number) => {
      if (ms === 5000) emulator().inject({ kind: 'status', status: 500, method: 'POST', path: '/purgeCache', body });
      await sleep(ms);
    };
    const run = await sync({}, root, clock);
    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.stdout).toMatch(/Purged pull zone \d+ \(first purge after the uploads\)/);
    expect(run.stdout).toMatch(/Could not purge pull zone \d+ \(second purge after the uploads\)/);
    expect(json(run, 'result')).toMatchObject({ uploaded: 1, purged: [] });
    const message = failureMessage(run);
    expect(message).toMatch(
      /^The files are written, but 1 purge\(s\) failed on the second attempt, the one after replication-settle-seconds \(the first alone does not clear what the edge fetched from a replica still holding the old files\), so the edge may serve the old files/,
    );
    expect(message).toContain(`pull zone ${SEED.pullZoneSite} (after the uploads): `);
    expect(message).toContain('The purge service is unavailable.');
    expect(message).toContain(`Run a purge-cache step with pull-zone-id: ${SEED.pullZoneSite}`);
    expect(emulator().pendingFaults()).toEqual([]);
  });

  it('a purge that fails once and succeeds on the second attempt fails nothing', async () => {
    const clock = new FakeClock();
    const root = arrange(clock, []);
    writeFileSync(join(root, 'site/index.html'), '<h1>home v2</h1>');
    emulator().inject({ kind: 'status', status: 500, method: 'POST', path: '/purgeCache' });
    const run = await sync({}, root, clock);
    expect(run.exitCode, run.stdout).toBe(0);
    expect(json(run, 'result')).toMatchObject({ uploaded: 1, purged: [SEED.pullZoneSite] });
    expect(run.stdout).toMatch(/Could not purge pull zone \d+ \(first purge after the uploads\)/);
    expect(run.stdout).toMatch(/Purged pull zone \d+ \(second purge after the uploads\)/);
  });

  it('a zone named by purge-pull-zone-ids, its hostnames unknown, is purged whole after the deletes', async () => {
    const clock = new FakeClock();
    const root = arrange(clock, ['old.html']);
    const run = await sync({ prune: 'true', 'purge-linked-zones': 'false', 'purge-pull-zone-ids': String(SEED.pullZoneSite) }, root, clock);
    expect(run.exitCode, run.stdout).toBe(0);
    expect(emulator().state.purges).toEqual([zonePurge, zonePurge]);
    expect(storage().edgeGet(SEED.pullZoneSite, 'old.html')).toEqual({ status: 404 });
  });

  it('a zone whose second purge after the uploads failed, then purged whole twice after the deletes, is purged: the step passes', async () => {
    const clock = new FakeClock();
    const root = arrange(clock, ['old.html']);
    writeFileSync(join(root, 'site/assets/app.js'), 'console.log("v2")');
    // The first settle wait is the one after the uploads: the fault waits for their second purge only.
    const sleep = clock.sleep.bind(clock);
    let settles = 0;
    clock.sleep = async (ms: number) => {
      if (ms === 5000 && settles++ === 0) emulator().inject({ kind: 'status', status: 500, method: 'POST', path: '/purgeCache' });
      await sleep(ms);
    };
    const run = await sync({ prune: 'true', 'purge-linked-zones': 'false', 'purge-pull-zone-ids': String(SEED.pullZoneSite) }, root, clock);
    expect(run.stdout).toMatch(/Could not purge pull zone \d+ \(second purge after the uploads\)/);
    expect(emulator().state.purges).toEqual([zonePurge, zonePurge, zonePurge]);
    expect(run.exitCode, failureMessage(run)).toBe(0);
    expect(json(run, 'result')).toMatchObject({ uploaded: 1, deleted: 1, purged: [SEED.pullZoneSite] });
    expect(storage().edgeGet(SEED.pullZoneSite, 'old.html')).toEqual({ status: 404 });
  });
});

describe('sync-storage: what it covers', () => {
  it("takes '[' and a brace without a comma as written: build output names folders [slug]", async () => {
    const root = workspace({ ...SITE, 'blog/[slug]/index.html': 'page', 'blog/{draft}/index.html': 'draft' });
    const run = await sync({ exclude: 'blog/[slug]/\nblog/{draft}/' }, root);
    expect(run.exitCode, run.stdout).toBe(0);
    expect(stored()).not.toContain('blog/[slug]/index.html');
    expect(stored()).not.toContain('blog/{draft}/index.html');
  });

  it('leaves out hidden files and excluded patterns, but always syncs .well-known', async () => {
    const root = workspace({
      ...SITE,
      'site/.env': 'SECRET=1',
      'site/.git/config': 'x',
      'site/.well-known/security.txt': 'Contact: a@b',
      'site/assets/app.js.map': '{}',
      'site/drafts/wip.html': 'wip',
    });
    const run = await sync({ exclude: '**/*.map\ndrafts/' }, root);
    expect(run.exitCode, run.stdout).toBe(0);
    expect(stored()).toEqual([
      '.well-known/security.txt',
      'about/index.html',
      'assets/app.css',
      'assets/app.js',
      'img/logo.svg',
      'index.html',
    ]);
    storage().requests = [];
    const hidden = await sync({ 'include-hidden': 'true', exclude: '**/*.map\ndrafts/\n.git/' }, root);
    expect(hidden.exitCode).toBe(0);
    expect(puts().map((r) => r.objectPath)).toEqual(['.env']);
  });

  it('syncs awkward names (space, #, ?, %, non-ASCII) into a target folder, and finds them unchanged again', async () => {
    const names = ['site/a b.txt', 'site/#hash.txt', 'site/what?.txt', 'site/100%.txt', 'site/ünïcødé/日本.txt'];
    const root = workspace(Object.fromEntries(names.map((name) => [name, name])));
    const run = await sync({ 'target-path': '/docs v2/' }, root);
    expect(run.exitCode, run.stdout).toBe(0);
    expect(stored()).toEqual(names.map((name) => name.replace('site/', 'docs v2/')).sort());
    expect(json(run, 'changed-paths')).toContain('/docs v2/100%.txt');
    expect(run.outputs['url']).toBe('https://www.site.example/docs%20v2/');
    storage().requests = [];
    expect((await sync({ 'target-path': 'docs v2' }, root)).outputs['unchanged']).toBe('5');
    expect(puts()).toEqual([]);
  });

  it('url: a wildcard hostname listed first among the custom ones does not empty the url output', async () => {
    // The set-up deploy-site's docs recommend for previews; a wildcard is no address to give.
    emulator()
      .state.pullZones.get(SEED.pullZoneSite)!
      .Hostnames.splice(1, 0, newHostname('*.preview.site.example', false, true));
    const run = await sync({}, workspace({ 'site/index.html': '<h1>home</h1>' }));
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs['url']).toBe('https://www.site.example/');
  });
});

describe('sync-storage: prune', () => {
  it('deletes what the build dropped, never a kept or excluded file', async () => {
    const root = workspace(SITE);
    for (const path of ['old.html', 'old/deep.js', 'uploads/user.png', 'assets/app.js.map'])
      storage().putFile(ZONE, path, Buffer.from(path));
    const run = await sync({ prune: 'true', keep: 'uploads/', exclude: '**/*.map' }, root);
    expect(run.exitCode, run.stdout).toBe(0);
    expect(stored()).toContain('uploads/user.png');
    expect(stored()).toContain('assets/app.js.map');
    expect(
      deletes()
        .map((r) => r.objectPath)
        .sort(),
    ).toEqual(['old.html', 'old/deep.js']);
    expect(run.outputs['deleted']).toBe('2');
    expect(json(run, 'changed-paths')).toEqual(expect.arrayContaining(['/old.html', '/old/deep.js']));
  });

  it("a '**' exclude or keep covers a file whose path holds a line break (a macOS 'Icon\\r', a U+2028 or U+2029)", async () => {
    const root = workspace({ ...SITE, 'site/notes\u2028v2/a.tmp': 'draft', 'site/a\u2029b.tmp': 'draft' });
    for (const path of ['index.html', 'archive/c\u2029d.txt', 'archive/Icon\r', 'old.html'])
      storage().putFile(ZONE, path, Buffer.from(path));
    const run = await sync({ prune: 'true', keep: 'archive/**', exclude: '**/*.tmp' }, root);
    expect(run.exitCode, run.stdout).toBe(0);
    expect(puts().filter((r) => r.objectPath.endsWith('.tmp'))).toEqual([]);
    expect(deletes().map((r) => r.objectPath)).toEqual(['old.html']);
    expect(stored()).toEqual(expect.arrayContaining(['archive/c\u2029d.txt', 'archive/Icon\r']));
  });

  it('fails before any write when the prune passes max-prune, naming how many', async () => {
    const root = workspace(SITE);
    for (let i = 0; i < 4; i++) storage().putFile(ZONE, `gone${i}.txt`, Buffer.from('x'));
    const run = await sync({ prune: 'true', 'max-prune': '3' }, root);
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toMatch(/would delete 4 files, more than max-prune \(3\)/);
    expect(puts()).toEqual([]);
    expect(deletes()).toEqual([]);
    expect(json(run, 'result')).toMatchObject({ uploaded: 0, deleted: 0, bytesUploaded: 0, purged: [] });
    expect(run.outputs['url']).toBe('https://www.site.example/');
  });

  it("refuses before any write to prune deploy-site's deploys at the zone's root, and prunes beside them once keep holds them", async () => {
    const root = workspace(SITE);
    for (const path of ['deploys/site-v1/index.html', 'deploys/site-v2/index.html', 'old.html', 'index.html'])
      storage().putFile(ZONE, path, Buffer.from(path));
    const refused = await sync({ prune: 'true' }, root);
    expect(refused.exitCode).toBe(1);
    expect(failureMessage(refused)).toMatch(
      /would delete 2 file\(s\) under \/deploys\/, where deploy-site keeps every deploy of a site, the live one among them: \/deploys\/site-v1\/index.html, \/deploys\/site-v2\/index.html\. Nothing was uploaded or deleted\. Add a keep pattern that holds them \(deploys\/\*\*\)/,
    );
    expect(puts()).toEqual([]);
    expect(deletes()).toEqual([]);
    const kept = await sync({ prune: 'true', keep: 'deploys/**' }, root);
    expect(kept.exitCode, kept.stdout).toBe(0);
    expect(deletes().map((r) => r.objectPath)).toEqual(['old.html']);
    expect(stored()).toEqual(expect.arrayContaining(['deploys/site-v1/index.html', 'deploys/site-v2/index.html']));
  });

  it('fails the dry run of a prune the run refuses, showing no write it would not make', async () => {
    const root = workspace(SITE);
    for (const path of ['deploys/site-v1/index.html', 'old.html']) storage().putFile(ZONE, path, Buffer.from(path));
    const dry = await sync({ prune: 'true', 'dry-run': 'true' }, root);
    const run = await sync({ prune: 'true' }, root);
    expect(run.exitCode).toBe(1);
    expect(dry.exitCode, dry.stdout).toBe(1);
    expect(failureMessage(dry)).toBe(`Dry run: ${failureMessage(run)}`);
    expect(failureMessage(dry)).toMatch(/^Dry run: The prune would delete 1 file\(s\) under \/deploys\//);
    expect(dry.summary).toContain('The run would fail: The prune would delete 1 file(s) under /deploys/');
    expect(dry.stdout).not.toMatch(/Would (upload|delete|purge)/);
    // Nothing was written, and the zone read gave the address: every result output is known, in the dry run as in the run.
    const nothing = { uploaded: 0, unchanged: 0, deleted: 0, bytesUploaded: 0, changedPaths: [], truncated: false, purged: [] };
    for (const [step, result] of [
      [run, nothing],
      [dry, { dryRun: true, ...nothing }],
    ] as const) {
      expect(step.outputs).toMatchObject({
        uploaded: '0',
        unchanged: '0',
        deleted: '0',
        'bytes-uploaded': '0',
        url: 'https://www.site.example/',
      });
      expect(json(step, 'changed-paths')).toEqual([]);
      expect(json(step, 'result')).toEqual(result);
    }
    expect(puts()).toEqual([]);
    expect(deletes()).toEqual([]);
    expect(emulator().state.purges).toEqual([]);
  });

  it('needs allow-prune-all to delete every file that was there', async () => {
    const root = workspace(SITE);
    storage().putFile(ZONE, 'other-site/index.html', Buffer.from('x'));
    const refused = await sync({ prune: 'true' }, root);
    expect(refused.exitCode).toBe(1);
    expect(failureMessage(refused)).toMatch(/every file under \/ that was there before.*allow-prune-all: true/);
    expect(puts()).toEqual([]);
    const allowed = await sync({ prune: 'true', 'allow-prune-all': 'true' }, root);
    expect(allowed.exitCode, allowed.stdout).toBe(0);
    expect(stored()).not.toContain('other-site/index.html');
  });

  it('deletes nothing and uploads no HTML when an upload fails (a checksum mismatch answer), and purges what the others changed', async () => {
    const root = workspace(SITE);
    storage().putFile(ZONE, 'stale.txt', Buffer.from('s'));
    storage().putFile(ZONE, 'index.html', Buffer.from('old home'));
    emulator().storage.inject({
      kind: 'status',
      status: 400,
      method: 'PUT',
      path: '/app.js',
      body: { HttpCode: 400, Message: 'Upload failed: checksum mismatch' },
    });
    const run = await sync({ prune: 'true' }, root);
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toMatch(
      new RegExp(
        `1 of 5 uploads failed and 2 HTML file\\(s\\) were not sent; nothing was deleted; pull zone\\(s\\) ${SEED.pullZoneSite} were purged for the 2 file\\(s\\) uploaded`,
      ),
    );
    expect(failureMessage(run)).toContain('400 Bad Request: Upload failed: checksum mismatch');
    expect(puts().filter((r) => r.objectPath.endsWith('.html'))).toEqual([]);
    expect(deletes()).toEqual([]);
    // app.css and logo.svg are at the origin: a re-run finds them unchanged, so they are purged now, twice.
    const purge = { kind: 'pull-zone', pullZoneId: SEED.pullZoneSite, cacheTag: null };
    expect(emulator().state.purges).toEqual([purge, purge]);
    expect(json(run, 'result')).toMatchObject({ uploaded: 2, deleted: 0, purged: [SEED.pullZoneSite] });
    expect(run.summary).toMatch(/Purged.*1 \(\d+\)/);
    expect(run.outputs['status']).toBe('400');
  });

  it('purges nothing when an upload fails and no other upload succeeded: nothing served changed', async () => {
    const root = workspace({ 'site/index.html': '<h1>home</h1>', 'site/app.js': 'a' });
    emulator().storage.inject({ kind: 'status', status: 400, method: 'PUT', path: '/app.js', body: { HttpCode: 400, Message: 'Bad' } });
    const run = await sync({}, root);
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toMatch(/1 of 2 uploads failed and 1 HTML file\(s\) were not sent; nothing was purged or deleted/);
    expect(emulator().state.purges).toEqual([]);
  });

  it('leaves no stale file on the edge after an upload failed and a re-run excludes the failing file', async () => {
    const clock = new FakeClock();
    const before = await sync({}, workspace(SITE), clock);
    expect(before.exitCode, before.stdout).toBe(0);
    clock.time += storage().behaviour.replicationLagMs;
    // A visitor's request caches the old stylesheet at the edge.
    expect(storage().edgeGet(SEED.pullZoneSite, 'assets/app.css')).toMatchObject({ checksum: sha('body{}') });
    emulator().state.purges.length = 0;
    const root = workspace({ ...SITE, 'site/assets/app.css': 'body{color:red}', 'site/video.mp4': 'big' });
    emulator().storage.inject({ kind: 'status', status: 400, method: 'PUT', path: '/video.mp4', body: { HttpCode: 400, Message: 'Bad' } });
    const failed = await sync({}, root, clock);
    expect(failed.exitCode).toBe(1);
    expect(failureMessage(failed)).toMatch(
      /1 of 2 uploads failed; nothing was deleted; pull zone\(s\) \d+ were purged for the 1 file\(s\) uploaded/,
    );
    expect(failed.stdout).toMatch(/purging what the 1 file\(s\) uploaded change before the step fails/);
    // The user leaves the video out: the stylesheet is unchanged now, and the run purges nothing.
    const again = await sync({ exclude: 'video.mp4' }, root, clock);
    expect(again.exitCode, again.stdout).toBe(0);
    expect(again.outputs).toMatchObject({ uploaded: '0' });
    clock.time += storage().behaviour.replicationLagMs;
    expect(storage().edgeGet(SEED.pullZoneSite, 'assets/app.css')).toMatchObject({ checksum: sha('body{color:red}') });
  });

  it('fails naming the purge-cache step when the purge after a partly failed upload fails', async () => {
    const root = workspace({ 'site/app.css': 'c', 'site/app.js': 'a' });
    emulator().storage.inject({ kind: 'status', status: 400, method: 'PUT', path: '/app.js', body: { HttpCode: 400, Message: 'Bad' } });
    emulator().inject({ kind: 'status', status: 500, method: 'POST', path: '/purgeCache', times: 2 });
    const run = await sync({}, root);
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toMatch(/1 of 2 uploads failed; nothing was deleted:\n/);
    expect(failureMessage(run)).toMatch(
      new RegExp(
        `The files that were uploaded are written, but 1 purge\\(s\\) failed on both attempts.*pull-zone-id: ${SEED.pullZoneSite}`,
        's',
      ),
    );
    expect(run.outputs['status']).toBe('400');
  });
});

describe('sync-storage: names that differ only in case or Unicode normalisation', () => {
  // Whether the platform tells such names apart is unknown; the emulator's default reading folds them.
  const NFC = 'caf\u00e9.png';
  const NFD = 'cafe\u0301.png';
  const HELD_BACK =
    /Not deleting 1 remote file\(s\) whose name differs from a local file's only in case or Unicode normalisation: (\S+)\. .*on one that does not, each is the file just uploaded, and its delete would remove it; on one that does, each is a stale copy, left in place/;

  it('a file renamed only in case is uploaded and still stored and served after the prune, on a zone that folds names', async () => {
    const rest = Object.fromEntries(Object.entries(SITE).filter(([path]) => path !== 'site/img/logo.svg'));
    const root = workspace({ ...rest, 'site/img/logo.svg': '<svg>new</svg>' });
    const clock = new FakeClock();
    const before = await sync({ prune: 'true' }, workspace({ ...rest, 'site/img/Logo.SVG': '<svg>old</svg>' }), clock);
    expect(before.exitCode, before.stdout).toBe(0);
    storage().requests.length = 0;
    const run = await sync({ prune: 'true' }, root, clock);
    expect(run.exitCode, run.stdout).toBe(0);
    expect(deletes()).toEqual([]);
    expect(puts().map((r) => r.objectPath)).toEqual(['img/logo.svg']);
    // One object: listed under the name it was first stored with, holding what was just uploaded.
    expect(stored()).toContain('img/Logo.SVG');
    expect(storage().file(ZONE, 'img/logo.svg')?.checksum).toBe(sha('<svg>new</svg>'));
    clock.time += storage().behaviour.replicationLagMs;
    expect(storage().edgeGet(SEED.pullZoneSite, 'img/logo.svg')).toMatchObject({ status: 200, checksum: sha('<svg>new</svg>') });
    expect(run.stdout).toMatch(HELD_BACK);
    expect(HELD_BACK.exec(run.stdout)?.[1]).toBe('/img/Logo.SVG');
    expect(run.outputs['deleted']).toBe('0');
    expect(run.summary).toMatch(/Not deleted.*1: its name differs from a local file(&#39;|')s only in case or Unicode normalisation/);
  });

  it('a file renamed only in case whose upload answer is lost is read back under the name the zone lists, counted uploaded and purged, on a zone that folds names', async () => {
    const rest = Object.fromEntries(Object.entries(SITE).filter(([path]) => path !== 'site/img/logo.svg'));
    const clock = new FakeClock();
    expect((await sync({}, workspace({ ...rest, 'site/img/Logo.SVG': '<svg>old</svg>' }), clock)).exitCode).toBe(0);
    clock.time += storage().behaviour.replicationLagMs;
    // A visitor has the old image cached at the edge.
    expect(storage().edgeGet(SEED.pullZoneSite, 'img/logo.svg')).toMatchObject({ checksum: sha('<svg>old</svg>') });
    emulator().state.purges.length = 0;
    emulator().storage.inject({ kind: 'reset-after', method: 'PUT', path: '/img/logo.svg' });
    const run = await sync({ 'max-attempts': '1' }, workspace({ ...rest, 'site/img/logo.svg': '<svg>new</svg>' }), clock);
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs['uploaded']).toBe('1');
    expect(emulator().state.purges).not.toEqual([]);
    clock.time += storage().behaviour.replicationLagMs;
    expect(storage().edgeGet(SEED.pullZoneSite, 'img/logo.svg')).toMatchObject({ status: 200, checksum: sha('<svg>new</svg>') });
  });

  it('on a zone that tells names apart, a lost upload of a file listed only under another case with its bytes is not proved by that twin: the step fails', async () => {
    const rest = Object.fromEntries(Object.entries(SITE).filter(([path]) => path !== 'site/img/logo.svg'));
    storage().behaviour.pathNames = 'exact';
    storage().putFile(ZONE, 'img/Logo.SVG', Buffer.from('<svg/>'));
    emulator().storage.inject({ kind: 'reset-before', method: 'PUT', path: '/img/logo.svg' });
    const run = await sync({ 'max-attempts': '1' }, workspace({ ...rest, 'site/img/logo.svg': '<svg/>' }));
    expect(run.exitCode, run.stdout).toBe(1);
    expect(stored()).not.toContain('img/logo.svg');
    expect(failureMessage(run)).toContain("the folder's listing does not show it stored as hashed, so it was not");
  });

  it('settles on a zone that folds names: a file listed only under another case with its content is uploaded again but purges nothing', async () => {
    const rest = Object.fromEntries(Object.entries(SITE).filter(([path]) => path !== 'site/img/logo.svg'));
    const root = workspace({ ...rest, 'site/img/logo.svg': '<svg>new</svg>' });
    const clock = new FakeClock();
    expect((await sync({ prune: 'true' }, workspace({ ...rest, 'site/img/Logo.SVG': '<svg>old</svg>' }), clock)).exitCode).toBe(0);
    expect((await sync({ prune: 'true' }, root, clock)).exitCode).toBe(0);
    emulator().state.purges.length = 0;
    storage().requests.length = 0;
    const run = await sync({ prune: 'true' }, root, clock);
    expect(run.exitCode, run.stdout).toBe(0);
    expect(emulator().state.purges).toEqual([]);
    expect(run.outputs['result'] && JSON.parse(run.outputs['result'])).toMatchObject({ purged: [] });
    expect(deletes()).toEqual([]);
    // Uploaded again: the listing cannot tell a zone that folds names from one that lacks the file.
    expect(puts().map((r) => r.objectPath)).toEqual(['img/logo.svg']);
    expect(run.stdout).toContain('1 listed only under another case');
    expect(run.stdout).toContain('no purge (no upload changes what is served, and nothing is deleted)');
    expect(run.stdout).toMatch(
      /Uploading 1 file\(s\) not listed under their own name but under one that differs only in case or Unicode normalisation, with the same content: \/img\/logo\.svg\. .*These uploads purge nothing .*the upload repeats on each run until the file under that name is gone/,
    );
    expect(run.stdout).toMatch(HELD_BACK);
    const dry = await sync({ prune: 'true', 'dry-run': 'true' }, root, clock);
    expect(dry.stdout).toMatch(/Would upload \/img\/logo\.svg \(other-case, 14 bytes\)/);
    expect(dry.stdout).not.toMatch(/Would purge|purge pull zone/);
  });

  it('uploads as new, with a purge, a file whose other-case names are listed twice (a zone that tells names apart)', async () => {
    storage().behaviour.pathNames = 'exact';
    storage().putFile(ZONE, 'img/Logo.SVG', Buffer.from('<svg/>'));
    storage().putFile(ZONE, 'img/LOGO.svg', Buffer.from('<svg/>'));
    const run = await sync({ 'dry-run': 'true' }, workspace(SITE));
    expect(run.stdout).toMatch(/Would upload \/img\/logo\.svg \(new, 6 bytes\)/);
    expect(run.stdout).not.toContain('listed only under another case');
    expect(run.stdout).toMatch(/after the uploads, purge pull zone\(s\)/);
  });

  it('a local name in NFD (as a macOS runner may write it) against the same name listed in NFC is uploaded and not deleted', async () => {
    storage().putFile(ZONE, `img/${NFC}`, Buffer.from('old'));
    const run = await sync({ prune: 'true' }, workspace({ ...SITE, [`site/img/${NFD}`]: 'new' }));
    expect(run.exitCode, run.stdout).toBe(0);
    expect(deletes()).toEqual([]);
    expect(storage().file(ZONE, `img/${NFC}`)?.checksum).toBe(sha('new'));
    expect(stored()).toContain(`img/${NFC}`);
    expect(run.stdout).toMatch(HELD_BACK);
  });

  it('with names held as sent (pathNames: exact), keeps the stale copy under the other case and says why', async () => {
    storage().behaviour.pathNames = 'exact';
    storage().putFile(ZONE, 'img/Logo.SVG', Buffer.from('old'));
    storage().putFile(ZONE, 'gone.txt', Buffer.from('gone'));
    const run = await sync({ prune: 'true' }, workspace(SITE));
    expect(run.exitCode, run.stdout).toBe(0);
    expect(deletes().map((r) => r.objectPath)).toEqual(['gone.txt']);
    expect(stored()).toEqual(expect.arrayContaining(['img/Logo.SVG', 'img/logo.svg']));
    expect(stored()).not.toContain('gone.txt');
    expect(HELD_BACK.exec(run.stdout)?.[1]).toBe('/img/Logo.SVG');
    const dry = await sync({ prune: 'true', 'dry-run': 'true' }, workspace(SITE));
    expect(HELD_BACK.exec(dry.stdout)?.[1]).toBe('/img/Logo.SVG');
    expect(dry.stdout).not.toMatch(/Would delete/);
  });

  it('refuses, before any request, a source-dir holding two files whose names differ only in case or normalisation, naming both', async () => {
    const run = await sync({}, workspace({ ...SITE, 'site/a.txt': 'a', 'site/A.txt': 'A', [`site/${NFC}`]: 'c', [`site/${NFD}`]: 'd' }));
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toMatch(
      /Input 'source-dir'.*holds files whose names differ only in case or Unicode normalisation: 'A\.txt' and 'a\.txt'; 'cafe\\u\{301\}\.png' and 'caf\\u\{E9\}\.png'\. .*one of each would overwrite the other\. Rename or exclude all but one of each/,
    );
    expect(emulator().requests).toEqual([]);
    expect(storage().requests).toEqual([]);
  });
});

describe('sync-storage: the platform misbehaving', () => {
  it('a file removed from source-dir after it was hashed is not reported (and retried) as a connection failure', async () => {
    const root = workspace({ 'site/index.html': 'x', 'site/a.css': 'aaaa', 'site/b.js': 'bbbb' });
    emulator().setRequestHook(({ service, method, path }) => {
      if (service === 'storage' && method === 'PUT' && path.endsWith('/a.css')) rmSync(join(root, 'site/b.js'), { force: true });
    });
    const run = await sync({ concurrency: '1' }, root);
    expect(run.exitCode).toBe(1);
    expect(run.stdout).not.toMatch(/b\.js.*retrying/);
    const message = failureMessage(run);
    expect(message).not.toMatch(/connection failed/);
    expect(message).toMatch(/\/b\.js: .*the local file could not be read \(ENOENT\): it changed during the step, and was not stored/);
    // Nothing of it may have been stored: no listing is read to check; the purge is for a.css alone.
    expect(message).not.toMatch(/listing|may have stored/);
    expect(run.stdout).toContain('Failed /b.js: PUT /site-zone/b.js on');
    expect(stored()).toEqual(['a.css']);
  });

  it('sends an upload again when its answer was lost, storing it', async () => {
    const root = workspace(SITE);
    emulator().storage.inject({ kind: 'reset-after', method: 'PUT', path: '/app.css' });
    const run = await sync({}, root);
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.stdout).toContain('sent again after an attempt that may have been carried out (its answer lost, or a server error)');
    expect(storage().file(ZONE, 'assets/app.css')?.checksum).toBe(sha('body{}'));
  });

  it('purges before failing when the only changed upload may have been stored (its answer lost, the listing read to check failed too), so a re-run leaves no stale file on the edge', async () => {
    const clock = new FakeClock();
    expect((await sync({}, workspace(SITE), clock)).exitCode).toBe(0);
    clock.time += storage().behaviour.replicationLagMs;
    // A visitor's request caches the old stylesheet at the edge.
    expect(storage().edgeGet(SEED.pullZoneSite, 'assets/app.css')).toMatchObject({ checksum: sha('body{}') });
    emulator().state.purges.length = 0;
    const root = workspace({ ...SITE, 'site/assets/app.css': 'body{color:red}' });
    // The plan's listing of assets/ passes (a delay of nothing takes its turn); the upload is
    // stored and its answer lost; the listing that would tell fails.
    emulator().storage.inject(
      { kind: 'delay', ms: 0, method: 'GET', path: '/assets/' },
      { kind: 'reset-after', method: 'PUT', path: '/assets/app.css' },
      { kind: 'status', status: 500, method: 'GET', path: '/assets/' },
    );
    const failed = await sync({ 'max-attempts': '1' }, root, clock);
    expect(failed.exitCode).toBe(1);
    expect(failureMessage(failed)).toContain('whether an attempt stored it is unknown: the listing read to check failed too');
    expect(storage().file(ZONE, 'assets/app.css')?.checksum).toBe(sha('body{color:red}'));
    expect(failureMessage(failed)).toMatch(
      new RegExp(
        `1 of 1 uploads failed; nothing was deleted; pull zone\\(s\\) ${SEED.pullZoneSite} were purged for the 1 file\\(s\\) whose failed upload may have stored them`,
      ),
    );
    const purge = { kind: 'pull-zone', pullZoneId: SEED.pullZoneSite, cacheTag: null };
    expect(emulator().state.purges).toEqual([purge, purge]);
    // The re-run finds the stylesheet stored, unchanged, and purges nothing: the purge above is the one that counts.
    const again = await sync({}, root, clock);
    expect(again.exitCode, again.stdout).toBe(0);
    expect(again.outputs).toMatchObject({ uploaded: '0' });
    clock.time += storage().behaviour.replicationLagMs;
    expect(storage().edgeGet(SEED.pullZoneSite, 'assets/app.css')).toMatchObject({ checksum: sha('body{color:red}') });
  });

  it("reads the listing back when an upload's answer was lost and the storage's limits then refused it until their deadline: stored, it is counted and purged", async () => {
    const clock = new FakeClock();
    expect((await sync({}, workspace(SITE), clock)).exitCode).toBe(0);
    clock.time += storage().behaviour.replicationLagMs;
    expect(storage().edgeGet(SEED.pullZoneSite, 'assets/app.css')).toMatchObject({ checksum: sha('body{}') });
    emulator().state.purges.length = 0;
    const root = workspace({ ...SITE, 'site/assets/app.css': 'body{color:red}' });
    // Stored, its answer lost; every repeat is refused by a limit that outlasts the step's 120 s.
    emulator().storage.inject(
      { kind: 'reset-after', method: 'PUT', path: '/assets/app.css' },
      { kind: 'status', status: 429, headers: { 'Retry-After': '30' }, method: 'PUT', path: '/assets/app.css', times: Infinity },
    );
    const run = await sync({}, root, clock);
    expect(run.exitCode, failureMessage(run)).toBe(0);
    expect(puts().filter((r) => r.status === 429)).toHaveLength(4);
    expect(storage().file(ZONE, 'assets/app.css')?.checksum).toBe(sha('body{color:red}'));
    expect(run.outputs).toMatchObject({ uploaded: '1' });
    expect(run.stdout).toMatch(
      /Uploaded \/assets\/app\.css \(15 bytes; its answer was lost and no attempt after it went through, and the folder's listing shows it stored as hashed\)/,
    );
    const purge = { kind: 'pull-zone', pullZoneId: SEED.pullZoneSite, cacheTag: null };
    expect(emulator().state.purges).toEqual([purge, purge]);
    clock.time += storage().behaviour.replicationLagMs;
    expect(storage().edgeGet(SEED.pullZoneSite, 'assets/app.css')).toMatchObject({ checksum: sha('body{color:red}') });
  });

  it("does not purge before failing for an upload the folder's listing shows not stored (answered 500, the listing read to check passed)", async () => {
    const clock = new FakeClock();
    expect((await sync({}, workspace(SITE), clock)).exitCode).toBe(0);
    emulator().state.purges.length = 0;
    const root = workspace({ ...SITE, 'site/assets/app.css': 'body{color:red}' });
    // The gateway's 500 in place of the storage's answer: nothing is stored, and the listing says so.
    emulator().storage.inject({ kind: 'status', status: 500, method: 'PUT', path: '/assets/app.css' });
    const failed = await sync({ 'max-attempts': '1' }, root, clock);
    expect(failed.exitCode).toBe(1);
    const message = failureMessage(failed);
    expect(message).toContain("read after, the folder's listing does not show it stored as hashed, so it was not");
    expect(message).not.toMatch(/may have stored/);
    expect(failed.stdout).not.toMatch(/may have stored/);
    expect(storage().file(ZONE, 'assets/app.css')?.checksum).toBe(sha('body{}'));
    expect(emulator().state.purges).toEqual([]);
  });

  it('stores every file once through a 429 storm and a listing-limit storm', async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 40; i++) files[`site/d${i % 8}/f${i}.js`] = `file ${i}`;
    const root = workspace(files);
    for (let i = 0; i < 8; i++) storage().putFile(ZONE, `d${i}/old.txt`, Buffer.from('o'));
    emulator().storage.setLatency(10);
    storage().limits.zoneConnections = 3;
    storage().limits.listings = 2;
    const run = await sync({ concurrency: '16' }, root);
    expect(run.exitCode, run.stdout).toBe(0);
    const uploads = storage().writes.filter((w) => w.kind === 'upload' && w.path.endsWith('.js'));
    expect(uploads).toHaveLength(40);
    expect(new Set(uploads.map((w) => w.path)).size).toBe(40);
    expect(storage().requests.some((r) => r.status === 429)).toBe(true);
    expect(storage().requests.some((r) => r.method === 'GET' && r.status === 400)).toBe(true);
  });

  it("backs off a lasting 429 whose Retry-After asks for no wait, and fails at the storage's limit deadline, not hundreds of uploads later", async () => {
    const clock = new FakeClock();
    const root = workspace({ 'site/a.css': 'a' });
    emulator().storage.inject({ kind: 'status', status: 429, headers: { 'Retry-After': '0' }, method: 'PUT', path: '/a.css', times: 200 });
    const run = await sync({ 'max-attempts': '3' }, root, clock);
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toMatch(
      /\/a\.css: PUT \/site-zone\/a\.css on \S+ answered 429 Too Many Requests \(the step has waited \d+(\.\d)? s for the storage's limits in all, its limit is 120 s; lower concurrency or try again later\)/,
    );
    // Each wait is at least the backoff of a limit that names none: a few dozen uploads in the 120 s.
    expect(puts().length).toBeLessThanOrEqual(28);
    expect(clock.now()).toBeGreaterThanOrEqual(120_000 - 10_000);
    expect(stored()).toEqual([]);
    // Waiting longer than it asks, the retry line does not say it waits as Retry-After asks.
    expect(run.stdout).not.toContain('as Retry-After asks');
  });

  it('a purge answered 200 whose body never arrives is a purge done, as purge-cache counts it, with its warning', async () => {
    emulator().state.purgeAnswer = 200;
    emulator().inject({ kind: 'stall-body', path: '/purgeCache', times: Infinity });
    const run = await sync({ 'timeout-seconds': '1' }, workspace(SITE));
    expect(run.exitCode, failureMessage(run)).toBe(0);
    expect(emulator().state.purges.length).toBeGreaterThanOrEqual(2);
    expect(json(run, 'result')).toMatchObject({ uploaded: 5, purged: [SEED.pullZoneSite] });
    expect(run.stdout).toContain('the API answered 200, though its answer could not be read whole');
  });
});

describe('sync-storage: credentials', () => {
  it('syncs with the zone name, password and storage host, without an account key, and never shows the password', async () => {
    const root = workspace(SITE);
    const run = await sync(
      {
        'api-key': '',
        'storage-zone-id': '',
        'storage-zone-name': ZONE,
        'storage-password': PASSWORD,
        'storage-hostname': emulator().storage.hosts.DE,
      },
      root,
    );
    expect(run.exitCode, run.stdout).toBe(0);
    expect(stored()).toHaveLength(5);
    expect(emulator().requests).toEqual([]);
    expect(run.outputs['url']).toBeUndefined();
  });

  it('without an account key, status is the last answer of the storage: a dry run sets it too', async () => {
    const keyless = { 'api-key': '', 'storage-zone-id': '', 'storage-zone-name': ZONE, 'storage-password': PASSWORD };
    const where = { 'storage-hostname': emulator().storage.hosts.DE };
    const first = await sync({ ...keyless, ...where }, workspace(SITE));
    expect(first.exitCode, first.stdout).toBe(0);
    const dry = await sync({ ...keyless, ...where, 'dry-run': 'true' }, workspace(SITE));
    expect(dry.exitCode, dry.stdout).toBe(0);
    expect(emulator().requests).toEqual([]);
    expect(dry.outputs['status']).toBe('200');
  });

  it('lists and writes through one storage client: its route through the proxy is decided and said once', async () => {
    // A storage host by a name that is not loopback (a loopback host never goes through the
    // proxy), which an inspecting proxy serves from the emulator's storage: every request recorded.
    const name = 'storage.example.net';
    const proxy = await startInspectingProxy({ [name]: `http://${emulator().storage.hosts.DE}` });
    // The proxy's certificate is signed by the emulator edge's test-only CA.
    setDefaultCACertificates([...getCACertificates('default'), EDGE_CA_PEM]);
    try {
      const run = await syncWithPassword({ 'storage-hostname': name }, { HTTPS_PROXY: proxy.url });
      expect(run.exitCode, run.stdout).toBe(0);
      expect(stored()).toHaveLength(5);
      expect(new Set(proxy.seen.map((seen) => new URL(seen).host))).toEqual(new Set([name]));
      expect(run.stdout.split(`Requests to ${name} go through the proxy`)).toHaveLength(2);
    } finally {
      await proxy.close();
    }
  });

  it('reaches the host of storage-region over https, through the runner proxy', async () => {
    // A proxy that records where it is asked to tunnel and connects nowhere: no request leaves the machine.
    const targets: string[] = [];
    const proxy = createServer((_req, res) => res.writeHead(405).end());
    proxy.on('connect', (req, client) => {
      targets.push(req.url ?? '');
      (client as Socket).end('HTTP/1.1 502 Bad Gateway\r\n\r\n');
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    try {
      const run = await syncWithPassword({ 'storage-region': 'uk' }, { HTTPS_PROXY: proxyUrl(proxy) });
      expect(run.exitCode).toBe(1);
      expect(new Set(targets)).toEqual(new Set(['uk.storage.bunnycdn.com:443']));
      expect(failureMessage(run)).toContain(`GET /${ZONE}/ on uk.storage.bunnycdn.com`);
    } finally {
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
    }
  });

  it('never prints the credentials a storage-hostname holds as user:password@, whatever else is wrong with it', async () => {
    const ftpPassword = 'Xk9-ftp-pass-7Qw2';
    const run = await runAgainst(
      emulator(),
      {
        operation: 'sync-storage',
        'api-key': '',
        'storage-zone-name': ZONE,
        'storage-password': PASSWORD,
        'storage-hostname': `https://${ZONE}:${ftpPassword}@storage.bunnycdn.com`,
        'source-dir': 'site',
      },
      // runAgainst fails the test when any part of a listed secret is visible anywhere.
      { workspace: workspace(SITE), clock: new FakeClock(), secrets: [PASSWORD, ftpPassword] },
    );
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain("Input 'storage-hostname': holds credentials (user:password@)");
    expect(storage().requests).toHaveLength(0);
  });

  it('explains a 401 from the wrong region host: it names the host and says a wrong password answers the same', async () => {
    const root = workspace(SITE);
    const uk = emulator().storage.hosts.UK;
    const run = await sync(
      { 'api-key': '', 'storage-zone-id': '', 'storage-zone-name': ZONE, 'storage-password': PASSWORD, 'storage-hostname': uk },
      root,
    );
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain(`GET /${ZONE}/ on ${uk} answered 401 Unauthorized`);
    expect(failureMessage(run)).toMatch(/a wrong region host and a wrong password both answer 401/);
    expect(failureMessage(run)).toContain('storage-hostname');
  });

  it('explains a 401 for a wrong password the same way', async () => {
    const root = workspace(SITE);
    const run = await sync(
      {
        'api-key': '',
        'storage-zone-id': '',
        'storage-zone-name': ZONE,
        'storage-password': 'Zx0-wrong-Kq9-Vv7-000',
        'storage-hostname': emulator().storage.hosts.DE,
      },
      root,
    );
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toMatch(
      /answered 401 Unauthorized[\s\S]*wrong region host and a wrong password both answer 401[\s\S]*storage-password/,
    );
  });

  it('with the account key, a 401 says which region the zone is in', async () => {
    const root = workspace(SITE);
    emulator().storage.inject({ kind: 'status', status: 401, method: 'GET', body: { HttpCode: 401, Message: 'Unauthorized' } });
    const run = await sync({}, root);
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toMatch(/Storage zone 5001 is in region DE and its StorageHostname is 127\.0\.0\.1:\d+/);
  });

  it("a 401 on an upload after the listing on that host passed says the password reads but cannot write (the zone's read-only one), not to check the host", async () => {
    const root = workspace(SITE);
    const de = emulator().storage.hosts.DE;
    const run = await sync(
      {
        'api-key': '',
        'storage-zone-id': '',
        'storage-zone-name': ZONE,
        'storage-password': SEED_STORAGE_PASSWORDS.siteReadOnly,
        'storage-hostname': de,
      },
      root,
    );
    expect(run.exitCode).toBe(1);
    expect(stored()).toEqual([]);
    const message = failureMessage(run);
    expect(message).toMatch(/PUT \/.+ on .+ answered 401 Unauthorized/);
    expect(message).toMatch(/read-only/i);
    expect(message).toContain("the zone's Password");
    expect(message).toContain('storage-zone-id');
    expect(message).not.toMatch(/wrong region host/);
    expect(message).not.toMatch(/check[^.]*storage-hostname/i);
  });

  it("a 401 on a prune's delete after the listing passed says the same of storage-password, and what to give instead", async () => {
    const root = workspace(SITE);
    // Every file of the build is stored already: the one request that writes is the stale file's delete.
    for (const [path, content] of Object.entries(SITE)) storage().putFile(ZONE, path.slice('site/'.length), Buffer.from(content));
    storage().putFile(ZONE, 'old.html', Buffer.from('<h1>old</h1>'));
    const run = await sync(
      {
        'api-key': '',
        'storage-zone-id': '',
        'storage-zone-name': ZONE,
        'storage-password': SEED_STORAGE_PASSWORDS.siteReadOnly,
        'storage-hostname': emulator().storage.hosts.DE,
        prune: 'true',
      },
      root,
    );
    expect(run.exitCode).toBe(1);
    expect(puts()).toEqual([]);
    expect(stored()).toContain('old.html');
    const message = failureMessage(run);
    expect(message).toMatch(/DELETE \/.+old\.html on .+ answered 401 Unauthorized/);
    expect(message).toMatch(/read-only password/);
    expect(message).toContain("Give storage-password the zone's Password");
    expect(message).toContain('storage-zone-id');
  });

  it('with the account key, a 401 on an upload after the listing passed is no read-only password: the Password came from the API', async () => {
    const root = workspace(SITE);
    emulator().storage.inject({
      kind: 'status',
      status: 401,
      method: 'PUT',
      body: { HttpCode: 401, Message: 'Unauthorized' },
      times: Infinity,
    });
    const run = await sync({}, root);
    expect(run.exitCode).toBe(1);
    const message = failureMessage(run);
    expect(message).toMatch(/PUT \/.+ answered 401 Unauthorized[\s\S]*a wrong region host and a wrong password both answer 401/);
    expect(message).toContain('the password may have been reset since, or a zone created moments ago may not accept its credentials yet');
    expect(message).not.toMatch(/read-only/i);
  });

  it('after a 401 on an upload, sends none of the uploads not yet started, and says how many were not sent and why', async () => {
    // 60 files, 8 at once (the default concurrency): the 8 in flight meet the 401, and every other one would.
    const root = workspace(Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`site/a/f${i}.js`, `file ${i}`])));
    const run = await sync(
      {
        'api-key': '',
        'storage-zone-id': '',
        'storage-zone-name': ZONE,
        'storage-password': SEED_STORAGE_PASSWORDS.siteReadOnly,
        'storage-hostname': emulator().storage.hosts.DE,
      },
      root,
    );
    expect(run.exitCode).toBe(1);
    expect(puts().map((r) => r.status)).toEqual(Array(8).fill(401));
    const message = failureMessage(run);
    expect(message).toMatch(
      /^8 of 60 uploads failed and 52 were not sent: the storage host refused the credentials \(401 Unauthorized\), and would refuse each of them; nothing was purged or deleted:\n/,
    );
    expect(message).toMatch(/the password is most likely the zone's read-only password/);
    expect(run.summary).toMatch(/Not sent \(the storage host refused the credentials\).*52/);
    expect(run.outputs['status']).toBe('401');
  });

  it('with the account key, a 401 on one upload stops the uploads not yet started, and what was uploaded before it is purged', async () => {
    const root = workspace(Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`site/f${i}.js`, `file ${i}`])));
    emulator().storage.inject({
      kind: 'status',
      status: 401,
      method: 'PUT',
      path: '/f2.js',
      body: { HttpCode: 401, Message: 'Unauthorized' },
    });
    const run = await sync({ concurrency: '1' }, root);
    expect(run.exitCode).toBe(1);
    expect(puts().map((r) => `${r.objectPath} ${r.status}`)).toEqual(['f0.js 201', 'f1.js 201', 'f2.js 401']);
    const message = failureMessage(run);
    expect(message).toMatch(
      /^1 of 6 uploads failed and 3 were not sent: the storage host refused the credentials \(401 Unauthorized\), and would refuse each of them; nothing was deleted; pull zone\(s\) \d+ were purged for the 2 file\(s\) uploaded:\n/,
    );
    expect(message).toContain('the password may have been reset since');
    expect(json(run, 'result')).toMatchObject({ uploaded: 2, deleted: 0 });
  });

  it('a 400 or a 500 that lasts on one upload stops none of the others', async () => {
    const root = workspace(Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`site/f${i}.js`, `file ${i}`])));
    emulator().storage.inject({ kind: 'status', status: 400, method: 'PUT', path: '/f0.js', body: { HttpCode: 400, Message: 'Bad' } });
    emulator().storage.inject({ kind: 'status', status: 500, method: 'PUT', path: '/f1.js', times: Infinity });
    const run = await sync({ concurrency: '1' }, root);
    expect(run.exitCode).toBe(1);
    expect(stored()).toEqual(['f2.js', 'f3.js', 'f4.js', 'f5.js']);
    expect(failureMessage(run)).toMatch(/^2 of 6 uploads failed; /);
  });

  it("after a 401 on a prune's delete, sends none of the deletes not yet started, and says how many were not sent", async () => {
    const root = workspace(SITE);
    for (const [path, content] of Object.entries(SITE)) storage().putFile(ZONE, path.slice('site/'.length), Buffer.from(content));
    for (let i = 0; i < 40; i++) storage().putFile(ZONE, `old/f${i}.html`, Buffer.from(`old ${i}`));
    const run = await sync(
      {
        'api-key': '',
        'storage-zone-id': '',
        'storage-zone-name': ZONE,
        'storage-password': SEED_STORAGE_PASSWORDS.siteReadOnly,
        'storage-hostname': emulator().storage.hosts.DE,
        prune: 'true',
        'max-prune': '100',
      },
      root,
    );
    expect(run.exitCode).toBe(1);
    expect(puts()).toEqual([]);
    // Deletes go 8 at once here (the default concurrency): those in flight meet the 401, and every other one would.
    expect(deletes().map((r) => r.status)).toEqual(Array(8).fill(401));
    expect(failureMessage(run)).toMatch(
      /^8 of 40 deletions failed \(every upload succeeded\) and 32 were not sent: the storage host refused the credentials \(401 Unauthorized\), and would refuse each of them:\n/,
    );
    expect(failureMessage(run)).toMatch(/read-only password/);
    expect(run.outputs['deleted']).toBe('0');
  });

  it('with the account key, a listing that fails still sets url: the zone read gave it', async () => {
    emulator().storage.inject({ kind: 'status', status: 401, method: 'GET', body: { HttpCode: 401, Message: 'Unauthorized' } });
    const run = await sync({ 'target-path': 'docs' }, workspace(SITE));
    expect(run.exitCode).toBe(1);
    expect(run.outputs['url']).toBe('https://www.site.example/docs/');
  });
});

describe('sync-storage: dry run', () => {
  it('lists the zone and shows the plan, writing nothing', async () => {
    const root = workspace(SITE);
    storage().putFile(ZONE, 'index.html', Buffer.from(SITE['site/index.html'] ?? ''));
    storage().putFile(ZONE, 'stale.txt', Buffer.from('s'));
    const run = await sync({ 'dry-run': 'true', prune: 'true' }, root);
    expect(run.exitCode, run.stdout).toBe(0);
    expect(puts()).toEqual([]);
    expect(deletes()).toEqual([]);
    expect(emulator().state.purges).toEqual([]);
    expect(run.stdout).toContain('Would upload /assets/app.js');
    expect(run.stdout).toContain('Would delete /stale.txt');
    expect(json(run, 'result')).toMatchObject({ dryRun: true, uploaded: 4, unchanged: 1, deleted: 1 });
  });

  it('with only the zone password reads the zone, and says it had no api-key', async () => {
    const root = workspace(SITE);
    const run = await sync(
      {
        'dry-run': 'true',
        'api-key': '',
        'storage-zone-id': '',
        'storage-zone-name': ZONE,
        'storage-password': PASSWORD,
        'storage-hostname': emulator().storage.hosts.DE,
      },
      root,
    );
    expect(run.exitCode, run.stdout).toBe(0);
    expect(puts()).toEqual([]);
    expect(run.stdout).toContain('Dry run of sync-storage without an api-key: reads only, no change was sent.');
    expect(run.stdout).not.toContain('with an api-key');
  });

  it('without any credentials but the zone id, lists the requests only', async () => {
    const root = workspace(SITE);
    const run = await sync({ 'dry-run': 'true', 'api-key': '' }, root);
    expect(run.exitCode, run.stdout).toBe(0);
    expect(storage().requests).toEqual([]);
    expect(JSON.stringify(json(run, 'result'))).toContain(`/storagezone/${SEED.storageZoneId}`);
  });
});

describe('sync-storage: bad input', () => {
  const noRequests = () => {
    expect(emulator().requests).toEqual([]);
    expect(storage().requests).toEqual([]);
  };

  it('names every problem at once, before any request', async () => {
    const root = workspace({ 'site/a.txt': 'a' });
    const run = await sync(
      {
        'storage-zone-id': 'abc',
        'storage-zone-name': ZONE,
        'target-path': 'a/../b',
        concurrency: '65',
        'max-prune': '0',
        'allow-prune-all': 'true',
        'source-dir': 'missing',
        'replication-settle-seconds': '-1',
      },
      root,
    );
    expect(run.exitCode).toBe(1);
    const message = failureMessage(run);
    for (const input of ['storage-zone-id', 'target-path', 'concurrency', 'allow-prune-all', 'source-dir', 'replication-settle-seconds']) {
      expect(message).toContain(`Input '${input}'`);
    }
    expect(message).toMatch(/'missing' does not exist/);
    noRequests();
  });

  it.each<[string, Record<string, string>, RegExp]>([
    ['neither credential form', { 'storage-zone-id': '' }, /'storage-zone-id': or the zone password form is required/],
    ['a zone id that is not a number', { 'storage-zone-id': '12x' }, /storage-zone-id': got '12x'; expected a decimal integer/],
    [
      'an unknown region',
      { 'storage-zone-id': '', 'storage-zone-name': ZONE, 'storage-password': PASSWORD, 'storage-region': 'XX' },
      /storage-region': got 'XX'.*expected one of DE, UK/,
    ],
    ['concurrency 0', { concurrency: '0' }, /concurrency': got '0'; expected a decimal integer from 1 to 64/],
    ['a source-dir that is a file', { 'source-dir': 'site/index.html' }, /is a file; expected the directory/],
    ['a source-dir outside the workspace', { 'source-dir': '../elsewhere' }, /leaves the workspace/],
    ['an empty source-dir', { 'source-dir': 'empty' }, /'empty' is empty/],
    ['keep holding everything with allow-prune-all', { prune: 'true', keep: '**', 'allow-prune-all': 'true' }, /keep holds every file/],
    ['purge-pull-zone-ids that are not ids', { 'purge-pull-zone-ids': '3004\nabc' }, /line 2 'abc': expected a pull zone id/],
    // Lines are numbered as the input has them: a blank line counts.
    ['a bad purge-pull-zone-ids line after a blank one', { 'purge-pull-zone-ids': '3004\n\nabc' }, /line 3 'abc': expected a pull zone id/],
    ['a bad exclude line after a blank one', { exclude: 'drafts/\n\n!*.html' }, /Input 'exclude': line 3 '!\*\.html': a leading '!'/],
    ['a bad keep line after a blank one', { prune: 'true', keep: 'media/\n\n!*.html' }, /Input 'keep': line 3 '!\*\.html': a leading '!'/],
    // Taken as written, each matched nothing: source maps uploaded, kept images pruned.
    [
      'an exclude {a,b} group, naming every bad line',
      { exclude: '**/*.{map,txt}\ndrafts/\n!*.html' },
      /Input 'exclude': line 1 '\*\*\/\*\.\{map,txt\}': a \{a,b\} group is not supported \(its braces and comma would be matched as written\): give each choice its own line; supported are '\*' within a path segment, '\*\*' across segments and '\?' one character, one pattern a line\nline 3 '!\*\.html': a leading '!' is not supported/,
    ],
    [
      'a keep {a,b} group',
      { prune: 'true', keep: 'media/*.{jpg,png}' },
      /Input 'keep': line 1 'media\/\*\.\{jpg,png\}': a \{a,b\} group is not supported/,
    ],
    ['a keep negation', { prune: 'true', keep: './!*.html' }, /Input 'keep': line 1 '\.\/!\*\.html': a leading '!' is not supported/],
    ['the zone id form without a key', { 'api-key': '' }, /'api-key': is required with storage-zone-id/],
  ])('refuses %s', async (_what, inputs, expected) => {
    const root = workspace(SITE);
    mkdirSync(join(root, 'empty'));
    const run = await sync(inputs, root);
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toMatch(expected);
    noRequests();
  });

  it('refuses, before any request, names the platform refuses to store: a name starting or ending with a space, naming each', async () => {
    const root = workspace({ ...SITE, 'site/ lead.txt': 'a', 'site/trail.txt ': 'b', 'site/docs /a.txt': 'c' });
    const run = await sync({}, root);
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toMatch(
      /Input 'source-dir'.*holds files whose name, or a folder's on their path, starts or ends with a space: ' lead\.txt', 'docs \/a\.txt', 'trail\.txt '\. bunny\.net refuses to store such a name; rename or exclude them/,
    );
    noRequests();
    // The emulator refuses them as the platform does, once past the check.
    const upload = await fetch(`${emulator().storage.urls.DE}/${ZONE}/docs%20/a.txt`, {
      method: 'PUT',
      headers: { AccessKey: PASSWORD },
      body: 'c',
    });
    expect(upload.status).toBe(400);
  });

  it('refuses, before any request and in the dry run too, a target-path folder whose name starts or ends with a space', async () => {
    const root = workspace(SITE);
    for (const target of ['docs /v1', 'site/ v1/']) {
      for (const inputs of [{ 'target-path': target }, { 'target-path': target, 'dry-run': 'true' }]) {
        const run = await sync(inputs, root);
        expect(run.exitCode).toBe(1);
        expect(failureMessage(run)).toContain(
          `Input 'target-path': got '${target}': a folder name cannot start or end with a space, which bunny.net refuses to store; give a folder of the zone such as / or site/docs`,
        );
        expect(run.stdout).not.toMatch(/Would upload/);
      }
    }
    noRequests();
  });

  it('refuses, before any request and in the dry run too, names holding a control character (tab, newline, DEL), naming each', async () => {
    const root = workspace({ ...SITE, 'site/tab\there.txt': 'a', 'site/line\nbreak.txt': 'b', 'site/del\u007f/a.txt': 'c' });
    const expected =
      /Input 'source-dir'.*holds files whose name, or a folder's on their path, no storage request can carry \(a path segment cannot hold control characters\): 'del\\u\{7F\}\/a\.txt', 'line\\u\{A\}break\.txt', 'tab\\u\{9\}here\.txt'\. Rename or exclude them/;
    for (const inputs of [{}, { 'dry-run': 'true' }]) {
      const run = await sync(inputs, root);
      expect(run.exitCode).toBe(1);
      expect(failureMessage(run)).toMatch(expected);
      expect(run.stdout).not.toMatch(/Would upload/);
    }
    noRequests();
  });

  it('a file name that is not UTF-8 is refused before any request, named, as a control character is', async (context) => {
    const root = workspace({ 'site/index.html': 'x', 'site/tab\there.txt': 'a' });
    mkdirSync(join(root, 'site/old'));
    if (!writeLatin1Name(join(root, 'site'), 'caf\xe9.txt', 'hello')) context.skip();
    writeLatin1Name(join(root, 'site/old'), 'r\xe9sum\xe9.txt', 'cv');
    // A folder so named is refused whole: no path made of its name reaches what it holds.
    mkdirSync(Buffer.from(join(root, 'site/ann\xe9es'), 'latin1'));
    writeFileSync(Buffer.from(join(root, 'site/ann\xe9es/a.txt'), 'latin1'), 'a');
    for (const inputs of [{}, { 'dry-run': 'true' }]) {
      const run = await sync(inputs, root);
      expect(run.exitCode).toBe(1);
      const message = failureMessage(run);
      expect(message).toMatch(/Input 'source-dir'.*rename or exclude/i);
      // Every problem at once, each file by its printable name: never the raw bytes, which break the log.
      expect(message).toMatch(
        /holds files whose name, or a folder's on their path, is not UTF-8 \(.*\): 'ann\\u\{FFFD\}es\/', 'caf\\u\{FFFD\}\.txt', 'old\/r\\u\{FFFD\}sum\\u\{FFFD\}\.txt'\..*rename or exclude them/,
      );
      expect(message).toContain("'tab\\u{9}here.txt'");
      expect(run.stdout).not.toContain('\ufffd');
    }
    noRequests();
  });

  it('leaves a name that is not UTF-8 out when exclude covers it, and takes a name holding U+FFFD itself as the UTF-8 it is', async (context) => {
    const root = workspace({ 'site/index.html': 'x', 'site/replacement\ufffd.txt': 'r' });
    if (!writeLatin1Name(join(root, 'site'), 'caf\xe9.txt', 'hello')) context.skip();
    const run = await sync({ exclude: 'caf*' }, root);
    expect(run.exitCode, run.stdout).toBe(0);
    expect(stored()).toEqual(['index.html', 'replacement\ufffd.txt']);
  });

  it('refuses, before any request, a file whose path in the zone, with target-path, passes 6,000 characters', async () => {
    const root = workspace(SITE);
    // A local path stays under the system's 4,096 bytes; target-path (at most 2,048) takes it past 6,000.
    const target = Array.from({ length: 8 }, (_, i) => `${i}`.repeat(250)).join('/');
    const room = 4090 - join(root, 'site').length - 1;
    const folders = Array.from({ length: Math.floor((room - 10) / 251) }, (_, i) => String.fromCharCode(97 + i).repeat(250));
    const path = `${folders.join('/')}/deep.txt`;
    mkdirSync(join(root, 'site', ...folders), { recursive: true });
    writeFileSync(join(root, 'site', path), 'deep');
    expect(target.length + 1 + path.length).toBeGreaterThan(6000);
    const run = await sync({ 'target-path': target }, root);
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toMatch(
      /Input 'source-dir'.*holds files whose path in the zone, with target-path, is longer than 6000 characters, which bunny\.net refuses to store: 'a{250}\/.*…'\. Shorten or exclude them/,
    );
    noRequests();
    // Without the target folder the same file fits.
    const plain = await sync({ 'dry-run': 'true' }, root);
    expect(plain.exitCode, plain.stdout).toBe(0);
  });

  it('refuses a source-dir that leaves the workspace through a symbolic link, and a link inside it that does', async () => {
    const outside = workspace({ 'secret.txt': 'do not upload' });
    const root = workspace(SITE);
    symlinkSync(outside, join(root, 'linked'));
    const viaLink = await sync({ 'source-dir': 'linked' }, root);
    expect(failureMessage(viaLink)).toMatch(/leaves the workspace/);
    symlinkSync(join(outside, 'secret.txt'), join(root, 'site/secret.txt'));
    const inside = await sync({}, root);
    expect(failureMessage(inside)).toMatch(/'secret\.txt' is a symbolic link that leads outside the workspace/);
    noRequests();
  });

  it('leaves out a symbolic link that leads out of the workspace when a folder-only exclude pattern (vendor/) covers it', async () => {
    const outside = workspace({ 'lib.js': 'not ours' });
    const root = workspace(SITE);
    symlinkSync(outside, join(root, 'site/vendor'));
    const run = await sync({ exclude: 'vendor/' }, root);
    expect(run.exitCode, run.stdout).toBe(0);
    expect(stored()).toEqual(['about/index.html', 'assets/app.css', 'assets/app.js', 'img/logo.svg', 'index.html']);
  });
});
