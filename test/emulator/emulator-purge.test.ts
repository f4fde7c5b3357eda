import { describe, expect, it } from 'vitest';
import { DEFAULT_API_KEY, SEED } from '../../emulator/server.ts';
import { TokenBucket } from '../../emulator/purge/state.ts';
import { useEmulator } from '../support/e2e.ts';

const emu = useEmulator();

const post = (path: string, body?: unknown) =>
  fetch(`${emu().url}${path}`, {
    method: 'POST',
    headers: { AccessKey: DEFAULT_API_KEY, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

describe('emulator purges', () => {
  it('purges a pull zone with or without a cache tag, 204 by default or 200 when told, and records each', async () => {
    expect((await post(`/pullzone/${SEED.pullZoneWafOn}/purgeCache`)).status).toBe(204);
    emu().state.purgeAnswer = 200;
    const tagged = await post(`/pullzone/${SEED.pullZoneWafOff}/purgeCache`, { CacheTag: 'v2' });
    expect(tagged.status).toBe(200);
    expect(await tagged.text()).toBe('');
    expect(emu().state.purges).toEqual([
      { kind: 'pull-zone', pullZoneId: SEED.pullZoneWafOn, cacheTag: null },
      { kind: 'pull-zone', pullZoneId: SEED.pullZoneWafOff, cacheTag: 'v2' },
    ]);
  });

  it('answers 404 for a pull zone that does not exist and 400 for an unknown member', async () => {
    expect((await post('/pullzone/999999/purgeCache')).status).toBe(404);
    expect((await post(`/pullzone/${SEED.pullZoneWafOn}/purgeCache`, { Tag: 'x' })).status).toBe(400);
    expect(emu().state.purges).toEqual([]);
  });

  it('tells a prefix purge from an exact one', async () => {
    const url = (u: string, exact = false) => `/purge?url=${encodeURIComponent(u)}${exact ? '&exactPath=true' : ''}`;
    for (const path of [url('https://cdn.example.com/a.css'), url('https://cdn.example.com/img/'), url('https://cdn.example.com/img/*')]) {
      expect((await post(path)).status).toBe(204);
    }
    expect(emu().state.purges.map((p) => (p.kind === 'url' ? p.prefix : null))).toEqual([false, true, true]);
    expect((await post('/purge?url=ftp%3A%2F%2Fx')).status).toBe(400);
  });

  it('honours exactPath only for a URL whose pull zone varies by query string, unless told to always', async () => {
    const url = (u: string) => `/purge?url=${encodeURIComponent(u)}&exactPath=true`;
    const varying = emu().state.pullZones.get(SEED.pullZoneWafOff)!;
    const ignoring = emu().state.pullZones.get(SEED.pullZoneWafOn)!;
    varying.IgnoreQueryStrings = false;
    // The spec: exactPath "only applies when the pull zone has IgnoreQueryStrings disabled", which is not the default.
    const urls = [`https://${varying.Hostname}/docs/`, `https://${ignoring.Hostname}/docs/`, 'https://cdn.example.com/docs/'];
    for (const u of urls) expect((await post(url(u))).status).toBe(204);
    emu().state.purgeExactPath = 'always';
    expect((await post(url(`https://${ignoring.Hostname}/img/`))).status).toBe(204);
    expect(emu().state.purges.map((p) => (p.kind === 'url' ? [p.url, p.prefix, p.exactPath] : null))).toEqual([
      [urls[0], false, true],
      [urls[1], true, true],
      [urls[2], true, true],
      [`https://${ignoring.Hostname}/img/`, false, true],
    ]);
  });

  it('reads a prefix from the URL as written, not from its parsed path', async () => {
    // The platform's rule is on the text: `/?v=2` and a bare host (path `/` once parsed) are exact; `?next=/` ends in `/`.
    const urls = ['https://cdn.example.com/?v=2', 'https://cdn.example.com', 'https://cdn.example.com/page?next=/'];
    for (const url of urls) expect((await post(`/purge?url=${encodeURIComponent(url)}`)).status).toBe(204);
    expect(emu().state.purges.map((p) => (p.kind === 'url' ? [p.url, p.prefix] : null))).toEqual([
      [urls[0], false],
      [urls[1], false],
      [urls[2], true],
    ]);
  });

  it('answers 429 past the prefix burst of 20, without Retry-After by default, and records none of those', async () => {
    const answers: Array<[number, string | null]> = [];
    for (let i = 0; i < 22; i++) {
      const response = await post(`/purge?url=${encodeURIComponent(`https://cdn.example.com/p${i}/`)}`);
      answers.push([response.status, response.headers.get('retry-after')]);
    }
    expect(answers.filter(([status]) => status === 204)).toHaveLength(20);
    expect(answers.slice(20)).toEqual([
      [429, null],
      [429, null],
    ]);
    expect(emu().state.purges).toHaveLength(20);
  });

  it('answers 429 with Retry-After past the prefix burst of 20 when told to, and records none of those', async () => {
    const told = await fetch(`${emu().url}/_emulator/state/purge-retry-after`, {
      method: 'POST',
      body: JSON.stringify({ retryAfter: true }),
      headers: { 'content-type': 'application/json' },
    });
    expect(await told.json()).toEqual({ retryAfter: true });
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 22; i++) {
      const response = await post(`/purge?url=${encodeURIComponent(`https://cdn.example.com/p${i}/`)}`);
      statuses.push(response.status);
      if (response.status === 429) retryAfter = response.headers.get('retry-after');
    }
    expect(statuses.filter((s) => s === 204)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429]);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
    expect(emu().state.purges).toHaveLength(20);
  });
});

describe('TokenBucket', () => {
  it('allows a burst, then refills at its rate', () => {
    let now = 0;
    const bucket = new TokenBucket(120, 5, () => now);
    for (let i = 0; i < 120; i++) expect(bucket.take().ok).toBe(true);
    expect(bucket.take()).toEqual({ ok: false, retryAfterSeconds: 1 });
    now += 1000;
    for (let i = 0; i < 5; i++) expect(bucket.take().ok).toBe(true);
    expect(bucket.take().ok).toBe(false);
  });
});
