import { describe, expect, it, vi } from 'vitest';
import { SEED } from '../../../emulator/server.ts';
import { PurgeLimits } from '../../../emulator/purge/state.ts';
import { failureMessage, runAgainst, useEmulator } from '../../support/e2e.ts';
import { FakeClock } from '../../support/fake-clock.ts';
import { releasable } from '../../support/release.ts';
import type { ActionRun } from '../../support/run-action.ts';

const emulator = useEmulator();

/** A fake clock that the emulator's purge limits read too: the step's pace and the platform's buckets share its time. */
function sharedClock(): FakeClock {
  const clock = new FakeClock();
  emulator().state.purgeLimits = new PurgeLimits(() => clock.now());
  return clock;
}

function purge(inputs: Record<string, string>, clock: FakeClock = sharedClock()): Promise<ActionRun> {
  return runAgainst(emulator(), { operation: 'purge-cache', ...inputs }, { clock, killAfterMs: 30_000 });
}

const json = (run: ActionRun, output: string): unknown => JSON.parse(run.outputs[output] ?? 'null');
const urlList = (count: number, make: (i: number) => string) => Array.from({ length: count }, (_, i) => make(i));
const purgedUrls = () => emulator().state.purges.flatMap((p) => (p.kind === 'url' ? [p.url] : []));
const limited = () => emulator().requests.filter((r) => r.status === 429);
/** The emulator's record of each URL's purge, in the order of `urls`: the two lanes, and the purges within one, finish in no set order. */
const purgesOf = (urls: readonly string[]) => {
  const records = emulator().state.purges;
  expect(records).toHaveLength(urls.length);
  return urls.map((url) => records.find((record) => record.kind === 'url' && record.url === url));
};

describe('purge-cache: pull zones', () => {
  it('purges each zone once, with the cache tag, 204 counted as success', async () => {
    const run = await purge({ 'pull-zone-id': `${SEED.pullZoneWafOn}\n${SEED.pullZoneWafOff}\n`, 'cache-tag': 'release-42' });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(emulator().state.purges).toEqual([
      { kind: 'pull-zone', pullZoneId: SEED.pullZoneWafOn, cacheTag: 'release-42' },
      { kind: 'pull-zone', pullZoneId: SEED.pullZoneWafOff, cacheTag: 'release-42' },
    ]);
    expect(emulator().requests.map((r) => r.body)).toEqual([{ CacheTag: 'release-42' }, { CacheTag: 'release-42' }]);
    expect(run.outputs).toMatchObject({ purged: '2', failed: '[]', status: '200' });
    expect(json(run, 'result')).toEqual([
      { PullZoneId: SEED.pullZoneWafOn, CacheTag: 'release-42', Status: 204, Purged: true },
      { PullZoneId: SEED.pullZoneWafOff, CacheTag: 'release-42', Status: 204, Purged: true },
    ]);
    expect(run.summary).toContain('bunny.net purge-cache: 2 of 2 purged');
    expect(run.summary).toContain('<td>pull zone 3001, cache tag release-42</td><td>cache tag</td><td>204</td><td>purged</td>');
  });

  it('counts 200 as success too, and sends no body without a cache tag', async () => {
    emulator().state.purgeAnswer = 200;
    const run = await purge({ 'pull-zone-id': String(SEED.pullZoneWafOn) });
    expect(run.exitCode).toBe(0);
    expect(emulator().requests[0]?.bodyText).toBe('');
    expect(json(run, 'result')).toEqual([{ PullZoneId: SEED.pullZoneWafOn, Status: 200, Purged: true }]);
  });

  it('tries every zone when one does not exist, then fails listing it', async () => {
    const run = await purge({ 'pull-zone-id': `${SEED.pullZoneWafOn}\n999999\n${SEED.pullZoneWafOff}` });
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toBe(
      '1 of 3 purges failed (every purge was tried):\n' +
        'pull zone 999999: POST /pullzone/999999/purgeCache answered 404 Not Found\nNo pull zone has the id 999999: check pull-zone-id.',
    );
    expect(run.outputs).toMatchObject({ purged: '2', failed: '[999999]', status: '404' });
    expect(emulator().state.purges.map((p) => (p.kind === 'pull-zone' ? p.pullZoneId : 0))).toEqual([
      SEED.pullZoneWafOn,
      SEED.pullZoneWafOff,
    ]);
    expect(run.summary).toContain(
      '<td>pull zone 999999</td><td>pull zone</td><td>404</td><td>failed: POST /pullzone/999999/purgeCache answered 404 Not Found</td>',
    );
  });

  it('a single zone that does not exist fails with the API message and a hint', async () => {
    const run = await purge({ 'pull-zone-id': '999999' });
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toBe(
      'POST /pullzone/999999/purgeCache answered 404 Not Found\nNo pull zone has the id 999999: check pull-zone-id.',
    );
    expect(run.outputs['failed']).toBe('[999999]');
  });
});

describe('purge-cache: URLs', () => {
  it('tells prefix purges (a trailing / or a *) from exact ones', async () => {
    const urls = [
      'https://cdn.example.com/app.css',
      'https://cdn.example.com/img/',
      'https://cdn.example.com/img/*.png',
      'http://cdn.example.com/?v=2',
    ];
    const run = await purge({ urls: urls.join('\n') });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(purgesOf(urls)).toEqual([
      { kind: 'url', url: urls[0], prefix: false, exactPath: false },
      { kind: 'url', url: urls[1], prefix: true, exactPath: false },
      { kind: 'url', url: urls[2], prefix: true, exactPath: false },
      // Its path is `/`, but the URL as written ends in its query: exact.
      { kind: 'url', url: urls[3], prefix: false, exactPath: false },
    ]);
    expect((json(run, 'result') as Array<Record<string, unknown>>).map((entry) => entry['Prefix'])).toEqual([false, true, true, false]);
    expect(emulator().requests[0]?.query).toEqual({ url: [urls[0]] });
    expect(run.outputs['purged']).toBe('4');
  });

  it('reads a prefix from the URL as written: a query ending in / is one, a bare host or /?v=2 is not', async () => {
    const urls = ['https://cdn.example.com/?v=2', 'https://cdn.example.com', 'https://cdn.example.com/page?next=/'];
    const run = await purge({ urls: urls.join('\n') });
    expect(run.exitCode, run.stdout).toBe(0);
    const result = json(run, 'result') as Array<{ Url: string; Prefix: boolean }>;
    expect(result.map((entry) => [entry.Url, entry.Prefix])).toEqual([
      [urls[0], false],
      [urls[1], false],
      [urls[2], true],
    ]);
    // The action and the platform count each purge against the same budget.
    expect(purgesOf(urls).map((record) => record?.kind === 'url' && record.prefix)).toEqual([false, false, true]);
  });

  it('paces URLs whose query ends in / as the prefix purges the platform counts them as, with no 429', async () => {
    const clock = sharedClock();
    const urls = urlList(24, (i) => `https://cdn.example.com/search-${i}?next=/`);
    const run = await purge({ urls: urls.join('\n') }, clock);
    expect(run.exitCode, run.stdout.slice(-2000)).toBe(0);
    expect(limited()).toEqual([]);
    expect(purgesOf(urls).every((record) => record?.kind === 'url' && record.prefix)).toBe(true);
    expect(run.stdout).toContain('(0 exact, 24 prefix or whole-zone)');
  });

  it('exact-path: a trailing / purges that path only on a pull zone that varies by query string; a * stays a prefix', async () => {
    const zone = emulator().state.pullZones.get(SEED.pullZoneWafOff)!;
    zone.IgnoreQueryStrings = false;
    const urls = [`https://${zone.Hostname}/docs/`, `https://${zone.Hostname}/docs/*`];
    const run = await purge({ urls: urls.join('\n'), 'exact-path': 'true' });
    expect(run.exitCode).toBe(0);
    expect(emulator().state.purges.map((p) => (p.kind === 'url' ? [p.prefix, p.exactPath] : []))).toEqual([
      [false, true],
      [true, true],
    ]);
    expect(emulator().requests.map((r) => r.query['exactPath'])).toEqual([['true'], ['true']]);
    // The step does not read the zone: which of the two the platform did is for the zone to say.
    expect(
      (json(run, 'result') as Array<{ Prefix: unknown; ExactPathIfVarying?: unknown }>).map((entry) => [
        entry.Prefix,
        entry.ExactPathIfVarying,
      ]),
    ).toEqual([
      [true, true],
      [true, undefined],
    ]);
  });

  it('exact-path: paces a trailing / as the prefix purge a zone that ignores query strings makes of it, and says so', async () => {
    const clock = sharedClock();
    // The platform's default: the zone ignores query strings, and exactPath "only applies" when it does not.
    const urls = urlList(24, (i) => `https://cdn.example.com/section-${i}/`);
    const run = await purge({ urls: urls.join('\n'), 'exact-path': 'true' }, clock);
    expect(run.exitCode, run.stdout.slice(-2000)).toBe(0);
    expect(purgesOf(urls).every((record) => record?.kind === 'url' && record.prefix)).toBe(true);
    expect(limited()).toEqual([]);
    expect(run.stdout).toContain('(0 exact, 24 prefix or whole-zone)');
    expect(run.stdout).toContain(
      '24 URL(s) ending in / are purged as that path only when their pull zone varies by query string (IgnoreQueryStrings off)',
    );
    expect(
      new Set(
        (json(run, 'result') as Array<{ Prefix: unknown; ExactPathIfVarying?: unknown }>).map(
          (entry) => `${String(entry.Prefix)} ${String(entry.ExactPathIfVarying)}`,
        ),
      ),
    ).toEqual(new Set(['true true']));
    expect(run.summary).toContain('<td>URL prefix (that path only if its pull zone varies by query string)</td>');
    expect(run.summary).not.toContain('<td>URL</td>');
  });

  it('purges a URL listed twice once', async () => {
    const run = await purge({ urls: 'https://cdn.example.com/a.js\nhttps://cdn.example.com/a.js\nhttps://cdn.example.com/b.js' });
    expect(run.exitCode).toBe(0);
    expect(purgedUrls()).toEqual(['https://cdn.example.com/a.js', 'https://cdn.example.com/b.js']);
    expect(run.stdout).toContain('Listed more than once, purged once: https://cdn.example.com/a.js');
  });

  it('250 exact purges: a burst, then the refill rate, with no 429, each URL once, within 10% of the limit floor', async () => {
    const clock = sharedClock();
    const urls = urlList(250, (i) => `https://cdn.example.com/assets/file-${i}.js`);
    const run = await purge({ urls: urls.join('\n') }, clock);
    expect(run.exitCode, run.stdout.slice(-2000)).toBe(0);
    expect(run.outputs['purged']).toBe('250');
    expect(limited()).toEqual([]);
    expect(purgedUrls().sort()).toEqual([...urls].sort());
    // 120 at once, then 5 a second: 26 s; the pacer keeps two of the burst spare (0.4 s).
    expect(clock.now()).toBeGreaterThanOrEqual(26_000);
    expect(clock.now()).toBeLessThanOrEqual(26_000 * 1.1);
    expect(run.stdout).toContain('(250 exact, 0 prefix or whole-zone): about 27 s at the pace the platform allows');
  });

  it('prefix purges keep to their own limit (20, then one every 2 s) without holding up exact ones', async () => {
    const clock = sharedClock();
    const prefixes = urlList(24, (i) => `https://cdn.example.com/section-${i}/`);
    const exact = urlList(130, (i) => `https://cdn.example.com/page-${i}.html`);
    const run = await purge({ urls: [...prefixes, ...exact].join('\n') }, clock);
    expect(run.exitCode, run.stdout.slice(-2000)).toBe(0);
    expect(limited()).toEqual([]);
    expect(purgedUrls()).toHaveLength(154);
    const purges = emulator().state.purges;
    expect(purges.filter((p) => p.kind === 'url' && p.prefix)).toHaveLength(24);
    // Nineteen at once, then five more every 2 s: the last of them at 10 s; the exact ones need 2.4 s.
    expect(clock.now()).toBeGreaterThanOrEqual(10_000);
  });

  it('waits out a 429 when another job spent the account budget, and purges each URL once', async () => {
    const clock = sharedClock();
    const bucket = emulator().state.purgeLimits.exact;
    for (let i = 0; i < 120; i++) bucket.take();
    const urls = urlList(12, (i) => `https://cdn.example.com/busy-${i}.css`);
    const run = await purge({ urls: urls.join('\n') }, clock);
    expect(run.exitCode, run.stdout.slice(-3000)).toBe(0);
    expect(limited().length).toBeGreaterThan(0);
    expect(run.stdout).toContain('429 Too Many Requests (rate limited, not counted as an attempt)');
    expect(purgedUrls().sort()).toEqual([...urls].sort());
    expect(run.outputs['status']).toBe('200');
  });

  it("backs off a lasting 429 whose Retry-After is a date already past (a runner clock ahead), and fails at the rate limit's deadline", async () => {
    const clock = sharedClock();
    clock.time = Date.parse('2026-01-01T00:10:00Z');
    emulator().inject({
      kind: 'status',
      status: 429,
      path: '/purge',
      headers: { 'Retry-After': 'Thu, 01 Jan 2026 00:00:00 GMT' },
      times: 200,
    });
    const run = await purge({ urls: 'https://cdn.example.com/one.css' }, clock);
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toMatch(
      /POST \/purge answered 429 Too Many Requests \(the step has waited \d+(\.\d)? s for the API's rate limit in all, its limit is 120 s; try again later\)/,
    );
    // Each wait is at least the backoff of a limit that names none: a few dozen requests in the 120 s.
    expect(limited().length).toBeLessThanOrEqual(28);
    expect(clock.sleeps.every((ms) => ms > 0)).toBe(true);
    expect(purgedUrls()).toEqual([]);
    // Waiting longer than it asks, the retry line does not say it waits as Retry-After asks.
    expect(run.stdout).not.toContain('as Retry-After asks');
  });

  it('a lost answer is sent again, logged as any retry: a purge repeated does no more than one', async () => {
    emulator().inject({ kind: 'reset-after', path: '/purge' });
    const urls = ['https://cdn.example.com/one.css', 'https://cdn.example.com/two.css', 'https://cdn.example.com/three.css'];
    const run = await purge({ urls: urls.join('\n') });
    expect(run.exitCode, run.stdout.slice(-3000)).toBe(0);
    // The platform carried out all three, and the one whose answer was lost once more.
    expect(emulator().requests).toHaveLength(4);
    expect(new Set(purgedUrls())).toEqual(new Set(urls));
    expect(run.outputs).toMatchObject({ purged: '3', failed: '[]' });
    expect(run.stdout).toMatch(/POST \/purge: the connection failed \([A-Z_]+\) \(attempt 1 of 3\); retrying in/);
  });

  it('a 502, 503 or 504 is sent again, for a URL as for a pull zone, up to max-attempts', async () => {
    emulator().inject({ kind: 'status', status: 503 });
    const url = await purge({ urls: 'https://cdn.example.com/one.css' });
    expect(url.exitCode, url.stdout).toBe(0);
    expect(emulator().requests).toHaveLength(2);
    expect(url.stdout).toMatch(/POST \/purge: 503 Service Unavailable \(attempt 1 of 3\); retrying in/);
    expect(purgedUrls()).toEqual(['https://cdn.example.com/one.css']);
    emulator().requests.length = 0;
    emulator().inject({ kind: 'status', status: 502 });
    const zone = await purge({ 'pull-zone-id': String(SEED.pullZoneWafOn) });
    expect(zone.exitCode, zone.stdout).toBe(0);
    expect(emulator().requests).toHaveLength(2);
    expect(zone.stdout).toContain(`POST /pullzone/${SEED.pullZoneWafOn}/purgeCache: 502 Bad Gateway (attempt 1 of 3); retrying in`);
    emulator().requests.length = 0;
    emulator().inject({ kind: 'status', status: 504, times: Infinity });
    const down = await purge({ urls: 'https://cdn.example.com/two.css' });
    expect(down.exitCode).toBe(1);
    expect(emulator().requests).toHaveLength(3);
    expect(failureMessage(down)).toContain('POST /purge answered 504 Gateway Timeout');
    expect(failureMessage(down)).not.toContain('It was not sent again');
    expect(down.outputs['status']).toBe('504');
  });

  it('a 200 whose body stalls is sent again, as any repeat-safe request; a purge done if every answer stalls', async () => {
    emulator().state.purgeAnswer = 200;
    emulator().inject({ kind: 'stall-body', path: '/purge' });
    const once = await purge({ urls: 'https://cdn.example.com/one.css', 'timeout-seconds': '1' });
    expect(once.exitCode, once.stdout).toBe(0);
    expect(emulator().requests).toHaveLength(2);
    expect(once.stdout).toMatch(
      /POST \/purge: answered 200 OK but its body did not arrive \(no answer within 1 s\) \(attempt 1 of 3\); retrying in/,
    );
    emulator().requests.length = 0;
    emulator().inject({ kind: 'stall-body', path: '/purge', times: Infinity });
    const run = await purge({ urls: 'https://cdn.example.com/one.css', 'timeout-seconds': '1' });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(emulator().requests).toHaveLength(3);
    expect(run.outputs['purged']).toBe('1');
    expect(run.stdout).toContain('the API answered 200, though its answer could not be read whole');
  });

  it('a key the API refuses stops the purges not yet sent: a few 401s, not one a URL', async () => {
    const urls = urlList(200, (i) => `https://cdn.example.com/page-${i}.html`);
    const run = await purge({ urls: urls.join('\n'), 'api-key': 'not-the-account-key' });
    expect(run.exitCode).toBe(1);
    const sent = emulator().requests.filter((r) => r.path === '/purge');
    expect(sent.every((r) => r.status === 401)).toBe(true);
    // Those in flight when the first 401 came back, at most: every purge a worker had started.
    expect(sent.length).toBeLessThanOrEqual(16);
    expect(json(run, 'failed')).toEqual(urls);
    expect(run.outputs['purged']).toBe('0');
    const message = failureMessage(run);
    expect(message).toContain(`200 of 200 purges failed (${200 - sent.length} not sent once the API refused the key)`);
    // The cause of the ones not sent is said once, with their count, not once a URL.
    expect(message).toContain(`\n${200 - sent.length} URLs not sent: the API refused the key (POST /purge answered 401`);
    expect(message).not.toContain('page-199.html');
    // The count line, one a URL sent, the count of those not sent and what to check of the key.
    expect(message.split('\n').length).toBeLessThanOrEqual(sent.length + 3);
  });

  it('lists failures first in a summary of at most 50 purges, and the first 20 in the message, counting the rest', async () => {
    const urls = urlList(60, (i) => `https://cdn.example.com/p-${i}.css`);
    emulator().inject({ kind: 'status', status: 400, method: 'POST', path: '/purge', times: 25, body: { Message: 'Bad purge' } });
    const run = await purge({ urls: urls.join('\n') });
    expect(run.exitCode).toBe(1);
    const failed = json(run, 'failed') as string[];
    expect(failed).toHaveLength(25);
    const rows = [...run.summary.matchAll(/<tr><td>(.*?)<\/td>.*?<\/tr>/g)].map((row) => row[0]);
    expect(rows).toHaveLength(51);
    rows.slice(0, 25).forEach((row, i) => expect(row).toContain(`<td>${failed[i]}</td><td>URL</td><td>400</td><td>failed: `));
    rows.slice(25, 50).forEach((row) => expect(row).toContain('<td>purged</td>'));
    expect(rows[50]).toContain('<td>… and 10 more: the result output lists every purge</td>');
    const message = failureMessage(run).split('\n');
    expect(message[0]).toBe('25 of 60 purges failed (every purge was tried):');
    expect(message.slice(1, 21).map((line) => line.split(': ')[0])).toEqual(failed.slice(0, 20));
    expect(message.slice(21)).toEqual(['...and 5 more']);
  });

  it("a pull zone's 401, which may be that zone's alone, stops none of the others", async () => {
    emulator().inject({
      kind: 'status',
      status: 401,
      method: 'POST',
      path: '/pullzone/5555/purgeCache',
      body: { Message: 'Unauthorized' },
    });
    // More zones than go at once, the account's own last: they wait their turn, and the 401 is
    // answered while the other zones in flight are still held.
    const missing = Array.from({ length: 16 }, (_, i) => 6001 + i);
    const held = releasable();
    emulator().inject({
      kind: 'delay',
      ms: 0,
      release: held.promise,
      method: 'POST',
      path: /^\/pullzone\/60\d\d\/purgeCache$/,
      times: Infinity,
    });
    const step = purge({ 'pull-zone-id': [5555, ...missing, SEED.pullZoneWafOn, SEED.pullZoneWafOff].join('\n') });
    await vi.waitFor(() => expect(emulator().requests.some((r) => r.status === 401)).toBe(true), { timeout: 30_000 });
    held.resolve();
    const run = await step;
    expect(run.exitCode).toBe(1);
    expect(json(run, 'failed')).toEqual([5555, ...missing]);
    expect((json(run, 'result') as Array<{ Status?: number }>)[0]?.Status).toBe(401);
    expect(run.outputs['purged']).toBe('2');
    expect(failureMessage(run)).not.toContain('not sent');
  });

  it('a dry run lists the purges and sends nothing', async () => {
    const run = await purge({
      urls: 'https://cdn.example.com/a.css\nhttps://cdn.example.com/img/',
      'exact-path': 'true',
      'dry-run': 'true',
      'api-key': '',
    });
    expect(run.exitCode).toBe(0);
    expect(json(run, 'result')).toEqual({
      dryRun: true,
      requests: [
        { method: 'POST', path: '/purge', query: { url: 'https://cdn.example.com/a.css', exactPath: true } },
        { method: 'POST', path: '/purge', query: { url: 'https://cdn.example.com/img/', exactPath: true } },
      ],
    });
    expect(emulator().requests).toEqual([]);
  });
});

describe('purge-cache inputs', () => {
  it.each([
    [
      { urls: 'ftp://cdn.example.com/a.css' },
      "Input 'urls': 'ftp://cdn.example.com/a.css' is a ftp URL; only http:// and https:// URLs are cached and purged",
    ],
    [{ urls: 'cdn.example.com/a.css' }, "Input 'urls': 'cdn.example.com/a.css' is not a URL"],
    [{ urls: 'https://cdn.example.com/a.css https://cdn.example.com/b.css' }, 'holds a space or a control character; give one URL a line'],
    [{ urls: 'https://user:pw@cdn.example.com/a.css' }, "Input 'urls': a URL holds credentials"],
    [{ urls: 'https://cdn.example.com/a.css\njavascript:alert(1)' }, "Input 'urls': line 2: 'javascript:alert(1)' is a javascript URL"],
    [{ urls: 'https://cdn.example.com/a.css', 'cache-tag': 'v2' }, "Input 'cache-tag': applies to pull-zone-id only"],
    [{}, "Input 'pull-zone-id': purge-cache needs pull-zone-id (one pull zone id a line) or urls (one URL a line)"],
    [{ urls: 'https://cdn.example.com/a.css', 'pull-zone-id': '3001' }, "Input 'urls': cannot be combined with pull-zone-id"],
    [{ 'pull-zone-id': '3001', 'exact-path': 'true' }, "Input 'exact-path': applies to urls only"],
    [{ 'pull-zone-id': '3001\nabc' }, "Input 'pull-zone-id': line 2: got 'abc'; expected a decimal integer"],
    // Lines are numbered as the input has them: a blank line counts.
    [{ 'pull-zone-id': '3001\n\nabc' }, "Input 'pull-zone-id': line 3: got 'abc'; expected a decimal integer"],
    [{ urls: 'https://cdn.example.com/a.css\n\njavascript:alert(1)' }, "Input 'urls': line 3: 'javascript:alert(1)' is a javascript URL"],
    [{ 'pull-zone-id': '0' }, "Input 'pull-zone-id': got '0'"],
    [{ 'pull-zone-id': '3001', 'exact-path': 'sometimes' }, "Input 'exact-path': got 'sometimes'; expected true or false"],
  ])('refuses bad input %# before any request', async (inputs, message) => {
    const run = await purge(inputs);
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain(message);
    expect(emulator().requests).toEqual([]);
  });

  it('refuses URLs joined by a comma on one line, with every other problem, and takes a URL in a query as one URL', async () => {
    const listed = 'https://cdn.example.com/a.js,https://cdn.example.com/a.css';
    const run = await purge({ urls: `${listed}\nftp://cdn.example.com/a.css\nhttps://cdn.example.com/b.js,HTTP://cdn.example.com/c.js` });
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toBe(
      "Input 'urls': line 1: 'https://cdn.example.com/a.js,https://cdn.example.com/a.css' holds a second URL after a comma; give one URL a line\n" +
        "line 2: 'ftp://cdn.example.com/a.css' is a ftp URL; only http:// and https:// URLs are cached and purged\n" +
        "line 3: 'https://cdn.example.com/b.js,HTTP://cdn.example.com/c.js' holds a second URL after a comma; give one URL a line",
    );
    expect(run.outputs['purged']).toBeUndefined();
    expect(emulator().requests).toEqual([]);
    // A query does not hide a list: versioned assets joined by a comma, or a comma in a value that is no URL list.
    for (const joined of [
      'https://cdn.example.com/app.js?v=3,https://cdn.example.com/app.css?v=3',
      'https://cdn.example.com/go?to=https://example.org/&v=3,https://cdn.example.com/b.css',
      'https://cdn.example.com/a.js?files=https://a.example.com/x#f,https://cdn.example.com/b.js',
      'https://cdn.example.com/a.js#x?u=https://a.example/,https://cdn.example.com/b.js',
    ]) {
      const versioned = await purge({ urls: joined });
      expect(failureMessage(versioned)).toContain('holds a second URL after a comma; give one URL a line');
    }
    expect(emulator().requests).toEqual([]);
    // A URL a query names, with no comma before it, is part of the one URL; so is a comma elsewhere.
    const one = [
      'https://cdn.example.com/go?to=https://example.org/',
      'https://cdn.example.com/a,b.js?to=https%3A%2F%2Fexample.org',
      // A query's value may be a list of URLs itself (a combo loader's).
      'https://cdn.example.com/combo?files=https://a.example/x.js,https://b.example/y.js',
    ];
    const ok = await purge({ urls: one.join('\n') });
    expect(ok.exitCode, ok.stdout).toBe(0);
    expect(purgedUrls().sort()).toEqual([...one].sort());
  });

  it('names every problem at once', async () => {
    const run = await purge({ urls: 'ftp://x.example/a\nhttps://ok.example/b', 'cache-tag': 'v2' });
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toMatch(
      /^2 input problems:\n- Input 'cache-tag': .*\n- Input 'urls': line 1: 'ftp:\/\/x.example\/a' is a ftp URL/,
    );
    expect(emulator().requests).toEqual([]);
  });
});
