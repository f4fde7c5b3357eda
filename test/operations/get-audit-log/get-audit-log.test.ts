import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEED } from '../../../emulator/server.ts';
import { DEFAULT_API_KEY, failureMessage, runAgainst, useEmulator } from '../../support/e2e.ts';
import { actedCommands } from '../../support/leak-scanner.ts';
import type { ActionRun, RunActionOptions } from '../../support/run-action.ts';
import { STAND_IN_GITHUB_TOKEN } from '../../../scripts/runner-defaults.ts';
import { AuditLog } from '../../../emulator/audit/state.ts';
import { releasable } from '../../support/release.ts';

const emulator = useEmulator();
const DATE = SEED.auditFixedDate;
const BIG_DATE = '2024-06-01';
/** Entries of the price Diff below whose JSON array fits in 1 MB as GitHub counts an output (UTF-16). */
const COUNT_THAT_FITS = 1700;

async function run(inputs: Record<string, string>, options: RunActionOptions = {}): Promise<ActionRun> {
  const result = await runAgainst(emulator(), { operation: 'get-audit-log', ...inputs }, options);
  return result;
}

const auditRequests = () => emulator().requests.filter((r) => r.path.startsWith('/user/audit/'));

async function jsonLines(path: string): Promise<Array<Record<string, unknown>>> {
  const text = await readFile(path, 'utf8');
  expect(text.endsWith('\n')).toBe(true);
  return text
    .slice(0, -1)
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** Products of the generated entries cycle through seven, in this order (see emulator/audit/state.ts). */
const PRODUCTS = ['DNS', 'CDN', 'Compute', 'Storage', 'Stream', 'Shield', 'MagicContainers'];
const countOf = (total: number, products: string[]) =>
  Array.from({ length: total }, (_, i) => PRODUCTS[i % PRODUCTS.length]).filter((p) => products.includes(p ?? '')).length;

describe('get-audit-log, end to end', () => {
  it('reads one page of a day', async () => {
    const result = await run({ date: DATE });
    expect(result.exitCode).toBe(0);
    expect(result.outputs).toMatchObject({ entries: String(SEED.auditFixedCount), 'has-more-data': 'false', status: '200' });
    expect(result.outputs['start-token']).toBeTruthy();
    const entries = JSON.parse(result.outputs['result'] ?? '') as Array<Record<string, unknown>>;
    expect(entries).toHaveLength(SEED.auditFixedCount);
    expect(entries[0]).toMatchObject({ Product: 'DNS', ResourceOwner: 'account-42' });
    expect(entries[0]?.['Timestamp']).toMatch(new RegExp(`^${DATE}T`));
    expect(auditRequests().map((r) => r.path)).toEqual([`/user/audit/${DATE}`]);
    expect(result.summary).toContain(`bunny.net get-audit-log: ${DATE}`);
    expect(result.summary).toContain(
      '<h3>Entries by product</h3>\n<table><tr><th>Product</th><th>Entries</th></tr><tr><td>CDN</td><td>2</td></tr>',
    );
    expect(result.summary).toContain('<h3>Entries by action</h3>');
    expect(result.summary).toContain('<tr><td>Update</td><td>6</td></tr>');
  });

  it('reads today in UTC by default', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const result = await run({});
    expect(result.exitCode).toBe(0);
    expect(result.outputs['entries']).toBe(String(SEED.auditTodayCount));
    expect(auditRequests()[0]?.path).toBe(`/user/audit/${today}`);
  });

  it('sends order, limit, token and repeated filters as the API names them', async () => {
    emulator().state.part(AuditLog).generate(BIG_DATE, 70);
    const result = await run({
      date: BIG_DATE,
      order: 'descending',
      limit: '5',
      products: 'DNS\nCDN\n',
      'resource-types': 'DnsZone\nPullZone',
      'actor-ids': 'user-1001\nuser-1002\napikey-77',
      'resource-ids': '1001\n3001',
    });
    expect(result.exitCode).toBe(0);
    expect(auditRequests()[0]?.query).toEqual({
      Order: ['Descending'],
      Limit: ['5'],
      Product: ['DNS', 'CDN'],
      ResourceType: ['DnsZone', 'PullZone'],
      ResourceId: ['1001', '3001'],
      ActorId: ['user-1001', 'user-1002', 'apikey-77'],
    });
    const entries = JSON.parse(result.outputs['result'] ?? '') as Array<Record<string, string>>;
    expect(entries).toHaveLength(5);
    expect(entries.every((e) => e['Product'] === 'DNS' || e['Product'] === 'CDN')).toBe(true);
    expect(entries.map((e) => e['Timestamp'])).toEqual(
      entries
        .map((e) => e['Timestamp'])
        .sort()
        .reverse(),
    );
    expect(result.outputs['has-more-data']).toBe('true');

    // The next page starts where this one ended.
    const next = await run({
      date: BIG_DATE,
      order: 'Descending',
      limit: '5',
      products: 'DNS\nCDN',
      'continuation-token': result.outputs['continuation-token'] ?? '',
    });
    const following = JSON.parse(next.outputs['result'] ?? '') as Array<Record<string, string>>;
    expect((following[0]?.['Timestamp'] ?? '') < (entries[4]?.['Timestamp'] ?? '')).toBe(true);
  });

  it('follows every page into a JSON Lines file', async () => {
    const total = 2500;
    emulator().state.part(AuditLog).generate(BIG_DATE, total);
    const products = ['DNS', 'CDN', 'Compute'];
    const result = await run({
      date: BIG_DATE,
      'all-pages': 'true',
      limit: '400',
      products: products.join('\n'),
      'output-file': 'exports/audit.jsonl',
    });
    expect(result.exitCode).toBe(0);
    const expected = countOf(total, products);
    expect(result.outputs).toMatchObject({ entries: String(expected), 'has-more-data': 'false' });
    expect(result.outputs['output-file']).toBe(join(result.workspace, 'exports/audit.jsonl'));

    const lines = await jsonLines(join(result.workspace, 'exports/audit.jsonl'));
    expect(lines).toHaveLength(expected);
    expect(new Set(lines.map((l) => l['Product']))).toEqual(new Set(products));
    const times = lines.map((l) => String(l['Timestamp']));
    expect(times).toEqual([...times].sort());
    expect(Object.keys(lines[0] ?? {})).toEqual([
      'Timestamp',
      'Product',
      'ResourceType',
      'ResourceId',
      'ResourceOwner',
      'Action',
      'ActorId',
      'ActorType',
      'Diff',
    ]);
    // The result fits in an output here, and is the same as the file.
    expect(JSON.parse(result.outputs['result'] ?? '')).toEqual(lines);

    const requests = auditRequests();
    expect(requests).toHaveLength(Math.ceil(expected / 400));
    for (const request of requests) expect(request.query['Product']).toEqual(products);
    expect(requests[0]?.query['ContinuationToken']).toBeUndefined();
    expect(requests.slice(1).every((r) => r.query['ContinuationToken']?.length === 1)).toBe(true);
    expect(result.summary).toContain('<tr><td>DNS</td><td>358</td></tr>');
    expect(result.stdout).toMatch(/Page 3: 272 entries \(1072 in all\), the last/);
  });

  it('leaves result unset when it would pass 1 MB, naming output-file', async () => {
    emulator().state.part(AuditLog).generate(BIG_DATE, 6000);
    const result = await run({ date: BIG_DATE, 'all-pages': 'true', limit: '2500', 'output-file': 'audit.jsonl' });
    expect(result.exitCode).toBe(0);
    expect(result.outputs['entries']).toBe('6000');
    expect(result.outputs['result']).toBeUndefined();
    expect(result.stdout).toMatch(
      /::warning::Output result is not set: the 6000 entries take \d\.\d MB as JSON, counted as GitHub counts an output \(two bytes a character\), more than the 1\.0 MB an output may hold; read them from output-file \(.*audit\.jsonl\)/,
    );
    expect(await jsonLines(join(result.workspace, 'audit.jsonl'))).toHaveLength(6000);
  });

  it('leaves result unset when its UTF-8 bytes would fit in 1 MB but not the two bytes a character GitHub counts', async () => {
    // About 900,000 characters: a job output GitHub refuses ("Job outputs exceed 1,048,576 bytes") once a job maps it.
    emulator().state.part(AuditLog).generate(BIG_DATE, 3500);
    const result = await run({ date: BIG_DATE, 'all-pages': 'true', limit: '5000' });
    expect(result.exitCode).toBe(0);
    expect(result.outputs['entries']).toBe('3500');
    expect(result.outputs['result']).toBeUndefined();
    expect(result.stdout).toContain('::warning::Output result is not set: the 3500 entries take');
  });

  it("sets result when the entries' JSON fits in 1 MB as GitHub counts it, though the API's escaped text of them does not", async () => {
    // The emulator writes pages as .NET does: each `"` and `+` of a Diff as six characters.
    emulator()
      .state.part(AuditLog)
      .generate(BIG_DATE, COUNT_THAT_FITS, (i) => ({ Diff: `{"Field":"Price","Old":"+${i}","New":"+${i + 1}"}` }));
    const result = await run({ date: BIG_DATE, 'all-pages': 'true', limit: '5000', 'output-file': 'audit.jsonl' });
    expect(result.exitCode).toBe(0);
    const text = await readFile(join(result.workspace, 'audit.jsonl'), 'utf8');
    expect(text).toContain(String.raw`\u0022Old\u0022:\u0022\u002B`);
    // GitHub counts an output's size as UTF-16, two bytes a character: the API's text would not fit.
    expect(2 * text.length).toBeGreaterThan(1_000_000);
    expect(2 * (result.outputs['result'] ?? '').length).toBeLessThanOrEqual(1_000_000);
    expect(result.stdout).not.toContain('Output result is not set');
    const entries = JSON.parse(result.outputs['result'] ?? '') as unknown[];
    expect(entries).toHaveLength(COUNT_THAT_FITS);
    expect(entries).toEqual(await jsonLines(join(result.workspace, 'audit.jsonl')));
  });

  it('exports a day of 100,000 entries with a heap far smaller than the day', async () => {
    const total = 100_000;
    emulator().state.part(AuditLog).generate(BIG_DATE, total);
    // About 27 MB as JSON and several times that as objects: holding the day would not fit in 64 MB.
    const result = await run(
      { date: BIG_DATE, 'all-pages': 'true', limit: '10000', 'output-file': 'big/audit.jsonl' },
      { env: { NODE_OPTIONS: '--max-old-space-size=64' } },
    );
    expect(result.exitCode).toBe(0);
    expect(result.outputs).toMatchObject({ entries: String(total), 'has-more-data': 'false' });
    expect(result.outputs['result']).toBeUndefined();
    const text = await readFile(join(result.workspace, 'big/audit.jsonl'), 'utf8');
    expect(text.length).toBeGreaterThan(20_000_000);
    expect(text.split('\n')).toHaveLength(total + 1);
    expect(auditRequests()).toHaveLength(10);
  });

  it('says to set output-file when the entries are too many for result', async () => {
    emulator().state.part(AuditLog).generate(BIG_DATE, 6000);
    const result = await run({ date: BIG_DATE, 'all-pages': 'true' });
    expect(result.exitCode).toBe(0);
    expect(result.outputs['entries']).toBe('6000');
    expect(result.outputs['result']).toBeUndefined();
    expect(result.stdout).toContain('set output-file to write them to a file in the workspace');
  });

  it('stops at max-entries on a page boundary, and resumes from its token', async () => {
    emulator().state.part(AuditLog).generate(BIG_DATE, 100);
    const result = await run({ date: BIG_DATE, 'all-pages': 'true', limit: '30', 'max-entries': '50', 'output-file': 'part1.jsonl' });
    expect(result.exitCode).toBe(0);
    expect(result.outputs).toMatchObject({ entries: '50', 'has-more-data': 'true' });
    expect(auditRequests().map((r) => r.query['Limit'])).toEqual([['30'], ['20']]);
    const first = await jsonLines(join(result.workspace, 'part1.jsonl'));
    expect(first).toHaveLength(50);

    const rest = await run({
      date: BIG_DATE,
      'all-pages': 'true',
      limit: '30',
      'continuation-token': result.outputs['continuation-token'] ?? '',
    });
    const second = JSON.parse(rest.outputs['result'] ?? '') as Array<Record<string, unknown>>;
    expect(second).toHaveLength(50);
    const all = [...first, ...second].map((e) => String(e['Timestamp']));
    expect(new Set(all).size).toBe(100);
  });

  it('trims the last page when the API sends more than max-entries', async () => {
    const page = {
      Logs: Array.from({ length: 8 }, (_, i) => ({ Product: 'DNS', Action: 'Update', ResourceId: String(i) })),
      HasMoreData: true,
      ContinuationToken: 'next',
      StartToken: 'start',
    };
    emulator().inject({ kind: 'wrong-shape', path: '/user/audit/', body: page });
    const result = await run({ date: DATE, 'max-entries': '5' });
    expect(result.exitCode).toBe(0);
    expect(result.outputs).toMatchObject({ entries: '5', 'has-more-data': 'true' });
    expect(JSON.parse(result.outputs['result'] ?? '')).toHaveLength(5);
    expect(result.stdout).toContain('::warning::The last page held 3 entries beyond max-entries');
  });

  it('stops with an error when a continuation token repeats, reporting what was read', async () => {
    const page = {
      Logs: [{ Product: 'DNS', Action: 'Update', Diff: '{}' }],
      HasMoreData: true,
      ContinuationToken: 'loop-token',
      StartToken: 'x',
    };
    emulator().inject({ kind: 'wrong-shape', path: '/user/audit/', body: page, times: 5 });
    const result = await run({ date: DATE, 'all-pages': 'true', 'output-file': 'loop.jsonl' });
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toBe(
      `GET /user/audit/${DATE} returned a continuation token it had already returned, after 2 page(s) and 2 entries; stopped instead of reading the same pages again`,
    );
    expect(auditRequests()).toHaveLength(2);
    expect(result.outputs).toMatchObject({ entries: '2', 'has-more-data': 'true', 'continuation-token': 'loop-token' });
    expect(await jsonLines(join(result.workspace, 'loop.jsonl'))).toHaveLength(2);
    expect(result.summary).toContain('❌');
  });

  it('leaves a page that failed part-way out of output-file: the file, entries, the log and the token agree', async () => {
    emulator().state.part(AuditLog).generate(BIG_DATE, 10);
    // The first page is answered (a delay of 0 lets it through); every attempt at the second
    // loses its connection half-way through the body, after some of its entries arrived.
    emulator().inject({ kind: 'delay', ms: 0, path: '/user/audit/' }, { kind: 'cut-body', path: '/user/audit/', times: 3 });
    const result = await run({ date: BIG_DATE, 'all-pages': 'true', limit: '4', 'output-file': 'part1.jsonl' });
    expect(result.exitCode).toBe(1);
    expect(auditRequests()).toHaveLength(4);
    expect(result.outputs).toMatchObject({ entries: '4', 'has-more-data': 'true' });
    const first = await jsonLines(join(result.workspace, 'part1.jsonl'));
    expect(first).toHaveLength(4);
    expect(result.stdout).toContain('Before the failure, 4 entries (');
    expect(result.stdout).toContain('By product: CDN 1, Compute 1, DNS 1, Storage 1\n');
    expect(result.summary).toContain('Stopped after 4 entries');

    const rest = await run({
      date: BIG_DATE,
      'all-pages': 'true',
      limit: '4',
      'continuation-token': result.outputs['continuation-token'] ?? '',
      'output-file': 'part2.jsonl',
    });
    expect(rest.exitCode).toBe(0);
    const second = await jsonLines(join(rest.workspace, 'part2.jsonl'));
    expect(second).toHaveLength(6);
    expect(new Set([...first, ...second].map((e) => String(e['Timestamp']))).size).toBe(10);
  });

  describe('cancelled by the runner part-way through all-pages', () => {
    /** Runs the read with its `held`-th page request held until after the cancel, which comes while it waits. */
    async function cancelledAtPage(held: number, inputs: Record<string, string>): Promise<ActionRun> {
      const release = releasable();
      const answered = Array.from({ length: held - 1 }, () => ({ kind: 'delay' as const, ms: 0, path: '/user/audit/' }));
      emulator().inject(...answered, { kind: 'delay', ms: 0, path: '/user/audit/', release: release.promise });
      const cancel = new AbortController();
      const step = run({ 'all-pages': 'true', ...inputs }, { signal: cancel.signal });
      await expect
        .poll(() => auditRequests().length === held && auditRequests().at(-1)?.outcome === 'pending', { timeout: 30_000 })
        .toBe(true);
      cancel.abort();
      const result = await step;
      release.resolve();
      expect(result.exitCode).toBe(1);
      expect(failureMessage(result)).toMatch(/^The step was cancelled by the runner/);
      return result;
    }

    it('sets entries, has-more-data, continuation-token and start-token of the pages read, and resumes from the token', async () => {
      const result = await cancelledAtPage(3, { date: DATE, limit: '1' });
      expect(result.outputs).toMatchObject({ entries: '2', 'has-more-data': 'true' });
      expect(result.outputs['start-token']).toBeTruthy();
      // result is the whole read's or nothing, as after a failed request.
      expect(result.outputs['result']).toBeUndefined();
      const tokenOfPage3 = auditRequests()[2]?.query['ContinuationToken'];
      expect(result.outputs['continuation-token']).toBe(tokenOfPage3?.[0]);

      const rest = await run({ date: DATE, 'all-pages': 'true', 'continuation-token': result.outputs['continuation-token'] ?? '' });
      expect(rest.exitCode).toBe(0);
      expect(rest.outputs['entries']).toBe(String(SEED.auditFixedCount - 2));
    });

    it('with output-file, names pages the file holds on disk, so that a read resumed from continuation-token leaves none out', async () => {
      const total = 1000;
      emulator().state.part(AuditLog).generate(BIG_DATE, total);
      // Pages of 200 entries: the file's buffer is written part-way through the second, so the cancel, during the fourth, finds
      // the first page on disk, maybe the second, and the third still in the buffer, which the step never writes.
      const result = await cancelledAtPage(4, { date: BIG_DATE, limit: '200', 'output-file': 'cancelled.jsonl' });
      const path = join(result.workspace, 'cancelled.jsonl');
      expect(result.outputs['output-file']).toBe(path);
      const entries = Number(result.outputs['entries']);
      expect([200, 400]).toContain(entries);
      expect(result.outputs['has-more-data']).toBe('true');
      const pageAfter = auditRequests()[entries / 200]?.query['ContinuationToken'];
      expect(result.outputs['continuation-token']).toBe(pageAfter?.[0]);

      const first = (await jsonLines(path)).slice(0, entries);
      const rest = await run({
        date: BIG_DATE,
        'all-pages': 'true',
        limit: '200',
        'continuation-token': result.outputs['continuation-token'] ?? '',
        'output-file': 'rest.jsonl',
      });
      expect(rest.exitCode).toBe(0);
      const second = await jsonLines(join(rest.workspace, 'rest.jsonl'));
      expect(new Set([...first, ...second].map((e) => String(e['Timestamp']))).size).toBe(total);
      expect(first.length + second.length).toBe(total);
    });
  });

  it('leaves out of output-file the entries before one of the wrong shape on the same page', async () => {
    const good = { Product: 'DNS', Action: 'Update', Diff: '{}' };
    emulator().inject({ kind: 'wrong-shape', path: '/user/audit/', body: { Logs: [good, good, 7], HasMoreData: false } });
    const result = await run({ date: DATE, 'output-file': 'shape.jsonl' });
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain('Logs.2: expected an audit entry');
    expect(result.outputs['entries']).toBe('0');
    expect(await readFile(join(result.workspace, 'shape.jsonl'), 'utf8')).toBe('');
    expect(result.stdout).toContain('Before the failure, 0 entries (');
    expect(result.summary).not.toContain('Entries by product');
  });

  // /dev/full takes no write (ENOSPC): with /dev as the workspace, output-file `full` is inside it.
  describe.runIf(existsSync('/dev/full'))('when output-file cannot be written', () => {
    const onFullDisk = (inputs: Record<string, string>) => run({ 'output-file': 'full', ...inputs }, { workspace: '/dev' });
    const diskFull = "Input 'output-file': cannot write /dev/full: ENOSPC: no space left on device, write";

    /** What the failure adds when the file lacks entries: continuation-token would skip them. */
    const lacking = (onDisk: number, read: number, from: string) =>
      `output-file holds the first ${onDisk} of the ${read} entries read; continuation-token is the page after all ${read}, ` +
      `so to write the ones the file lacks read again from ${from}`;
    const FIRST_PAGE = 'the first page (without continuation-token)';

    it.each([
      ['the first page', {}, FIRST_PAGE],
      ['the continuation-token it began from', { 'continuation-token': 'tok1' }, 'continuation-token tok1'],
    ])(
      'fails naming output-file when the last write fails, with the outputs of what was read set, and resumes the file from %s',
      async (_, start, from) => {
        const logs = [
          { Product: 'DNS', Action: 'Update', Diff: '{}' },
          { Product: 'CDN', Action: 'Delete', Diff: '{}' },
        ];
        emulator().inject({
          kind: 'wrong-shape',
          path: '/user/audit/',
          body: { Logs: logs, HasMoreData: true, ContinuationToken: 'tok2' },
        });
        const result = await onFullDisk({ date: DATE, ...start });
        expect(result.exitCode).toBe(1);
        // The file holds none of the 2 entries: resumed from tok2 it would never get them, so the failure says where to read again from.
        expect(failureMessage(result)).toBe(`${diskFull}\n${lacking(0, 2, from)}`);
        // Said once, by the failure the runner prints: the log's line for the file does not repeat it.
        expect(result.stdout).toContain('Before the failure, 0 entries (0.0 MB) were written to /dev/full\n');
        expect(result.stdout.split(lacking(0, 2, from)).length - 1).toBe(1);
        // continuation-token stays the API's next page, as entries and result (what was read) say.
        expect(result.outputs).toMatchObject({
          entries: '2',
          'has-more-data': 'true',
          'continuation-token': 'tok2',
          'output-file': '/dev/full',
        });
        expect(JSON.parse(result.outputs['result'] ?? '')).toEqual(logs);
      },
    );

    it("keeps the API's failure when the file fails too, and says both", async () => {
      const page = { Logs: [{ Product: 'DNS', Action: 'Update', Diff: '{}' }], HasMoreData: true, ContinuationToken: 'loop-token' };
      emulator().inject({ kind: 'wrong-shape', path: '/user/audit/', body: page, times: 5 });
      const result = await onFullDisk({ date: DATE, 'all-pages': 'true' });
      expect(result.exitCode).toBe(1);
      expect(failureMessage(result)).toBe(
        `GET /user/audit/${DATE} returned a continuation token it had already returned, after 2 page(s) and 2 entries; stopped instead of reading the same pages again\n${diskFull}\n${lacking(0, 2, FIRST_PAGE)}`,
      );
      expect(result.outputs).toMatchObject({ entries: '2', 'has-more-data': 'true', 'continuation-token': 'loop-token' });
    });

    it('stops at the first write that fails during the read, without asking for the page again, and keeps the pages before it', async () => {
      emulator().state.part(AuditLog).generate(BIG_DATE, 1000);
      // A page of 200 entries stays in the file's buffer; the second fills it, and its write fails.
      const result = await onFullDisk({ date: BIG_DATE, 'all-pages': 'true', limit: '200' });
      expect(result.exitCode).toBe(1);
      // The first page never left the buffer: continuation-token (the second page's) would skip it.
      expect(failureMessage(result)).toBe(`${diskFull}\n${lacking(0, 200, FIRST_PAGE)}`);
      expect(auditRequests()).toHaveLength(2);
      expect(result.outputs).toMatchObject({ entries: '200', 'has-more-data': 'true' });
      expect(result.outputs['continuation-token']).toBeTruthy();
      expect(result.outputs['result']).toBeUndefined();
    });
  });

  it('writes an empty file for an empty day', async () => {
    const result = await run({ date: '2020-01-01', 'output-file': 'empty.jsonl' });
    expect(result.exitCode).toBe(0);
    expect(result.outputs).toMatchObject({ entries: '0', result: '[]' });
    expect(await readFile(join(result.workspace, 'empty.jsonl'), 'utf8')).toBe('');
  });

  it("scrubs the step's secrets from output-file as from result: an entry holding the api-key writes ***", async () => {
    emulator()
      .state.part(AuditLog)
      .add(DATE, [{ Product: 'DNS', Action: 'Update', Diff: `{"AccessKey":"${DEFAULT_API_KEY}"}` }]);
    const result = await run({ date: DATE, 'output-file': 'audit.jsonl' });
    expect(result.exitCode).toBe(0);
    const text = await readFile(join(result.workspace, 'audit.jsonl'), 'utf8');
    expect(text).not.toContain(DEFAULT_API_KEY);
    const lines = await jsonLines(join(result.workspace, 'audit.jsonl'));
    expect(lines.map((line) => line['Diff'])).toContain('{"AccessKey":"***"}');
    expect(lines).toEqual(JSON.parse(result.outputs['result'] ?? ''));
  });

  it('keeps audit text inert in the log and escaped in the summary', async () => {
    emulator()
      .state.part(AuditLog)
      .add(DATE, [
        { Product: '::error::pwned', Action: '<img src=x onerror=alert(1)>', Diff: '::error::pwned\n::add-mask::x' },
        { Product: 'DNS', Action: '::add-mask::x', Diff: '{"Name":"::error::pwned"}' },
      ]);
    const result = await run({ date: DATE });
    expect(result.exitCode).toBe(0);
    const acted = actedCommands(result);
    expect(acted.filter((c) => c.data.includes('pwned') || c.command === 'error')).toEqual([]);
    expect(acted.filter((c) => c.command === 'add-mask').map((c) => c.data)).toEqual([DEFAULT_API_KEY, STAND_IN_GITHUB_TOKEN]);
    expect(result.summary).not.toContain('<img');
    expect(result.summary).toContain('&lt;img src=x onerror=alert(1)&gt;');
    const entries = JSON.parse(result.outputs['result'] ?? '') as Array<Record<string, unknown>>;
    expect(entries.map((e) => e['Diff'])).toContain('::error::pwned\n::add-mask::x');
  });

  it.each([
    [{ date: '2024-02-30' }, "Input 'date': got '2024-02-30'; that day does not exist"],
    [{ date: '14/05/2024' }, "Input 'date': got '14/05/2024'; expected a day as YYYY-MM-DD"],
    [{ order: 'Sideways' }, "Input 'order': got 'Sideways'; expected one of Ascending, Descending"],
    [{ limit: '0' }, "Input 'limit': got '0'; expected a decimal integer from 1 to 10000"],
    [{ limit: '10001' }, "Input 'limit': got '10001'; expected a decimal integer from 1 to 10000"],
    [{ 'max-entries': '0' }, "Input 'max-entries': got '0'; expected a decimal integer of at least 1"],
    [{ 'all-pages': 'yes' }, "Input 'all-pages': got 'yes'; expected true or false"],
    [{ 'output-file': '../outside.jsonl' }, "Input 'output-file': path '../outside.jsonl' leaves the workspace"],
    [{ 'output-file': '/etc/audit.jsonl' }, "Input 'output-file': path '/etc/audit.jsonl' leaves the workspace"],
  ])('refuses bad input before any request: %j', async (inputs, message) => {
    const result = await run({ date: DATE, ...inputs });
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain(message);
    expect(emulator().requests).toHaveLength(0);
  });

  it('shows the first request in a dry run', async () => {
    const result = await run({ date: DATE, 'dry-run': 'true', products: 'DNS\nCDN', 'max-entries': '50', 'all-pages': 'true' });
    expect(result.exitCode).toBe(0);
    expect(JSON.parse(result.outputs['result'] ?? '')).toEqual({
      dryRun: true,
      requests: [{ method: 'GET', path: `/user/audit/${DATE}`, query: { Limit: 50, Product: ['DNS', 'CDN'] } }],
    });
  });

  it('refuses an output-file that is a folder, before any request', async () => {
    const result = await run({ date: DATE, 'output-file': 'exports' }, { files: { 'exports/.keep': '' } });
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toBe(
      "Input 'output-file': 'exports' is a folder; give the path of a file to write, such as audit/log.jsonl",
    );
    expect(auditRequests()).toHaveLength(0);
  });

  it('refuses an output-file ending in / or \\ (a folder not made yet) with every other problem, before any request', async () => {
    for (const folder of ['audit-logs/', 'audit-logs\\', 'audit-logs/.', 'audit-logs/x/..']) {
      const result = await run({ date: DATE, 'output-file': folder, limit: '0' });
      expect(result.exitCode).toBe(1);
      expect(failureMessage(result)).toContain(
        `Input 'output-file': '${folder}' is a folder; give the path of a file to write, such as audit/log.jsonl`,
      );
      expect(failureMessage(result)).toContain("Input 'limit'");
      expect(existsSync(join(result.workspace, 'audit-logs'))).toBe(false);
    }
    expect(auditRequests()).toHaveLength(0);
  });
});
