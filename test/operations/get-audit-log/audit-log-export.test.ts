import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/api-error.ts';
import { auditPageReader, type AuditEntrySink, type AuditPageTail } from '../../../src/api/audit-log-stream.ts';
import type { AuditLogEntry, AuditLogPage } from '../../../src/api/models/audit-log.ts';
import { emptyProgress, pageLimit, readAuditLog, type AuditPageRequest, type AuditReadSink } from '../../../src/api/audit-log-pages.ts';
import { AuditExport, BoundedEntries, ValueCounts } from '../../../src/operations/get-audit-log/audit-log-export.ts';
import { JsonLinesFile } from '../../../src/operations/get-audit-log/json-lines-file.ts';

const entry = (i: number): AuditLogEntry => ({ Product: i % 2 ? 'DNS' : 'CDN', Action: 'Update', ResourceId: String(i) });
const raw = (item: AuditLogEntry) => Buffer.from(JSON.stringify(item));
/** No secret registered: these tests are of the file's shape. */
const unscrubbed = (text: string) => text;

/** Runs `body` with a fresh folder, removed afterwards whatever happens. */
async function inTempDir(prefix: string, body: (dir: string) => Promise<void>): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  try {
    await body(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Hands a page to the sink as the streamed reader would, entry by entry. */
async function serve(page: AuditLogPage, sink: AuditEntrySink): Promise<AuditPageTail> {
  sink.restart();
  for (const item of page.Logs ?? []) sink.entry(item, raw(item));
  await sink.drain();
  return {
    entries: page.Logs?.length ?? 0,
    HasMoreData: page.HasMoreData,
    ContinuationToken: page.ContinuationToken || undefined,
    StartToken: page.StartToken || undefined,
  };
}

/** A day of `total` entries served in pages; tokens are the offset of the next entry. */
function day(total: number, defaultLimit = 10) {
  const requests: AuditPageRequest[] = [];
  const fetchPage = async (request: AuditPageRequest, sink: AuditEntrySink): Promise<AuditPageTail> => {
    requests.push(request);
    const start = request.continuationToken === undefined ? 0 : Number(request.continuationToken.slice(1));
    const end = Math.min(total, start + (request.limit ?? defaultLimit));
    const page = {
      Logs: Array.from({ length: end - start }, (_, k) => entry(start + k)),
      HasMoreData: end < total,
      ContinuationToken: `t${end}`,
      StartToken: `t${start}`,
    };
    return serve(page, sink);
  };
  return { requests, fetchPage };
}

/** Keeps the entries in memory, rolling a page back as the export does. */
function memorySink() {
  const seen: AuditLogEntry[] = [];
  let pageStart = 0;
  const sink: AuditReadSink = {
    restart: (retry) => {
      if (retry) seen.length = pageStart;
      else pageStart = seen.length;
    },
    entry: (e) => void seen.push(e),
    drain: async () => undefined,
    discard: async () => void (seen.length = pageStart),
  };
  return { seen, sink };
}

async function collect(options: Omit<Parameters<typeof readAuditLog>[0], 'sink' | 'request'>) {
  const { seen, sink } = memorySink();
  const progress = emptyProgress();
  let error: unknown;
  try {
    await readAuditLog({ ...options, request: 'GET /user/audit/2024-05-14', sink }, progress);
  } catch (e) {
    error = e;
  }
  return { seen, progress, error };
}

describe('readAuditLog', () => {
  it('reads one page unless all-pages', async () => {
    const source = day(25);
    const { seen, progress } = await collect({ fetchPage: source.fetchPage, allPages: false });
    expect(seen).toHaveLength(10);
    expect(progress).toMatchObject({ pages: 1, entries: 10, hasMoreData: true, continuationToken: 't10', startToken: 't0' });
    expect(source.requests).toEqual([{ continuationToken: undefined, limit: undefined }]);
  });

  it('follows the token until HasMoreData is false', async () => {
    const source = day(25);
    const { seen, progress } = await collect({ fetchPage: source.fetchPage, allPages: true });
    expect(seen.map((e) => e.ResourceId)).toEqual(Array.from({ length: 25 }, (_, i) => String(i)));
    expect(progress).toMatchObject({ pages: 3, entries: 25, hasMoreData: false, startToken: 't20' });
    expect(source.requests.map((r) => r.continuationToken)).toEqual([undefined, 't10', 't20']);
  });

  it('starts from a given token and page size', async () => {
    const source = day(25);
    const { seen } = await collect({ fetchPage: source.fetchPage, allPages: true, continuationToken: 't5', limit: 7 });
    expect(seen).toHaveLength(20);
    expect(source.requests).toEqual([
      { continuationToken: 't5', limit: 7 },
      { continuationToken: 't12', limit: 7 },
      { continuationToken: 't19', limit: 7 },
    ]);
  });

  it('stops at max-entries, asking for no more than it needs so the token resumes exactly', async () => {
    const source = day(100);
    const { seen, progress } = await collect({ fetchPage: source.fetchPage, allPages: true, maxEntries: 23, limit: 10 });
    expect(seen).toHaveLength(23);
    expect(source.requests.map((r) => r.limit)).toEqual([10, 10, 3]);
    expect(progress).toMatchObject({ entries: 23, hasMoreData: true, continuationToken: 't23', reachedMax: true, trimmed: 0 });
  });

  it('trims the last page when the API sends more than asked', async () => {
    const source = day(100);
    const greedy = async (request: AuditPageRequest, sink: AuditEntrySink) => source.fetchPage({ ...request, limit: 10 }, sink);
    const { seen, progress } = await collect({ fetchPage: greedy, allPages: true, maxEntries: 15 });
    expect(seen).toHaveLength(15);
    expect(progress).toMatchObject({ pages: 2, entries: 15, trimmed: 5, hasMoreData: true, reachedMax: true });
  });

  it('reports no more data when max-entries is the end of the day', async () => {
    const source = day(20);
    const { progress } = await collect({ fetchPage: source.fetchPage, allPages: true, maxEntries: 20, limit: 10 });
    expect(progress).toMatchObject({ entries: 20, hasMoreData: false });
  });

  it('stops with an error when a token repeats, keeping what was read', async () => {
    const loop = (_: AuditPageRequest, sink: AuditEntrySink) =>
      serve({ Logs: [entry(1)], HasMoreData: true, ContinuationToken: 'same' }, sink);
    const { seen, progress, error } = await collect({ fetchPage: loop, allPages: true });
    expect(error).toBeInstanceOf(ApiError);
    expect((error as Error).message).toMatch(/continuation token it had already returned, after 2 page\(s\) and 2 entries/);
    expect(seen).toHaveLength(2);
    expect(progress.entries).toBe(2);
  });

  it('refuses a token that points back to the one the read started from', async () => {
    const back = (_: AuditPageRequest, sink: AuditEntrySink) => serve({ Logs: [], HasMoreData: true, ContinuationToken: 'start' }, sink);
    const { error, progress } = await collect({ fetchPage: back, allPages: true, continuationToken: 'start' });
    expect((error as Error).message).toMatch(/already returned/);
    expect(progress.pages).toBe(1);
  });

  it('stops with an error when HasMoreData comes without a token', async () => {
    const broken = (_: AuditPageRequest, sink: AuditEntrySink) =>
      serve({ Logs: [entry(1)], HasMoreData: true, ContinuationToken: null }, sink);
    const { error } = await collect({ fetchPage: broken, allPages: true });
    expect((error as Error).message).toMatch(/HasMoreData true but no ContinuationToken/);
  });

  it('treats missing Logs as an empty page', async () => {
    const { progress } = await collect({ fetchPage: (_, sink) => serve({ HasMoreData: false }, sink), allPages: true });
    expect(progress).toMatchObject({ pages: 1, entries: 0, hasMoreData: false });
  });

  it('rolls a page back when it is asked for again part-way', async () => {
    const source = day(25);
    let failedOnce = false;
    const flaky = async (request: AuditPageRequest, sink: AuditEntrySink) => {
      if (request.continuationToken === 't10' && !failedOnce) {
        // The first attempt at page two hands over three entries, then the body breaks off.
        failedOnce = true;
        sink.restart();
        for (let i = 10; i < 13; i++) sink.entry(entry(i), raw(entry(i)));
      }
      return source.fetchPage(request, sink);
    };
    const { seen, progress } = await collect({ fetchPage: flaky, allPages: true });
    expect(seen.map((e) => e.ResourceId)).toEqual(Array.from({ length: 25 }, (_, i) => String(i)));
    expect(progress.entries).toBe(25);
  });

  it('drops what a page handed over when it fails for good part-way, so the sink holds what is counted', async () => {
    const source = day(25);
    const broken = async (request: AuditPageRequest, sink: AuditEntrySink) => {
      if (request.continuationToken !== 't10') return source.fetchPage(request, sink);
      // Every attempt at page two hands over three entries, then the body breaks off.
      sink.restart();
      for (let i = 10; i < 13; i++) sink.entry(entry(i), raw(entry(i)));
      throw new ApiError('GET /user/audit/2024-05-14 failed: connection reset', { kind: 'network', request: 'GET /user/audit/2024-05-14' });
    };
    const { seen, progress, error } = await collect({ fetchPage: broken, allPages: true });
    expect((error as Error).message).toMatch(/connection reset/);
    expect(progress).toMatchObject({ pages: 1, entries: 10, continuationToken: 't10' });
    expect(seen.map((e) => e.ResourceId)).toEqual(Array.from({ length: 10 }, (_, i) => String(i)));
  });

  it("reports the API's failure, not the discard's, when taking a failed page back fails too, and says the sink may hold more", async () => {
    const source = day(25);
    const broken = async (request: AuditPageRequest, sink: AuditEntrySink) => {
      if (request.continuationToken !== 't10') return source.fetchPage(request, sink);
      sink.restart();
      for (let i = 10; i < 13; i++) sink.entry(entry(i), raw(entry(i)));
      throw new ApiError('GET /user/audit/2024-05-14 answered 503 Service Unavailable', {
        kind: 'http',
        request: 'GET /user/audit/2024-05-14',
        status: 503,
        errorKey: 'server.unavailable',
      });
    };
    const diskFull = new Error('ENOSPC: no space left on device, ftruncate');
    const { sink } = memorySink();
    const progress = emptyProgress();
    const thrown = await readAuditLog(
      {
        request: 'GET /user/audit/2024-05-14',
        fetchPage: broken,
        allPages: true,
        sink: { ...sink, discard: () => Promise.reject(diskFull) },
      },
      progress,
    ).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({ kind: 'http', status: 503, errorKey: 'server.unavailable', cause: diskFull });
    const message = (thrown as ApiError).message;
    expect(message).toMatch(/^GET \/user\/audit\/2024-05-14 answered 503 Service Unavailable\n/);
    expect(message).toContain("The failed page's entries could not be taken back (ENOSPC: no space left on device, ftruncate)");
    expect(message).toContain('may hold more than the 10 entries read');
    expect(progress.entries).toBe(10);
  });

  it('keeps the pages before one that failed before any of its attempts began', async () => {
    const source = day(25);
    const refused = async (request: AuditPageRequest, sink: AuditEntrySink) => {
      if (request.continuationToken === 't10') throw new Error('503 three times');
      return source.fetchPage(request, sink);
    };
    const { seen, progress } = await collect({ fetchPage: refused, allPages: true });
    expect(progress.entries).toBe(10);
    expect(seen).toHaveLength(10);
  });
});

/** A body that arrives in chunks of `size` bytes. */
async function* chunks(text: string, size: number): AsyncIterable<Uint8Array> {
  const bytes = Buffer.from(text, 'utf8');
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

const context = { describe: 'GET /user/audit/2024-05-14', status: 200, attempt: 1 };

async function readPage(text: string, size = 7, maxEntryBytes?: number) {
  const seen: AuditLogEntry[] = [];
  let drains = 0;
  const sink: AuditEntrySink = { restart: () => void (seen.length = 0), entry: (e) => void seen.push(e), drain: async () => void drains++ };
  const tail = await auditPageReader(sink, maxEntryBytes)(chunks(text, size), context);
  return { seen, tail, drains };
}

describe('auditPageReader', () => {
  it('hands over each entry as it arrives, whatever the chunking, and reads the tail', async () => {
    const page = {
      Logs: [entry(1), { ...entry(2), Extra: { nested: [1, 2] }, Diff: 'a "quoted" é' }],
      ContinuationToken: 'c',
      HasMoreData: true,
      StartToken: null,
    };
    for (const size of [1, 5, 4096]) {
      const { seen, tail, drains } = await readPage(JSON.stringify(page), size);
      expect(seen).toEqual(page.Logs);
      expect(tail).toEqual({ entries: 2, HasMoreData: true, ContinuationToken: 'c', StartToken: undefined });
      expect(drains).toBeGreaterThan(0);
    }
  });

  it('reads a page without Logs as empty', async () => {
    expect((await readPage('{"HasMoreData":false}')).tail).toEqual({
      entries: 0,
      HasMoreData: false,
      ContinuationToken: undefined,
      StartToken: undefined,
    });
  });

  it.each([
    ['[1,2]', 'not of the documented shape: (body): expected an object'],
    ['<html>oops</html>', 'the body is not JSON'],
    ['{"Logs":[{"Product":1}],"HasMoreData":false}', 'Logs.0: expected an audit entry'],
    ['{"Logs":{"a":{}},"HasMoreData":false}', 'Logs: expected an array'],
    ['{"Logs":[]}', 'HasMoreData: expected a boolean'],
    ['{"Logs":[],"HasMoreData":false,"ContinuationToken":5}', 'ContinuationToken: expected a string or null'],
    ['{"Logs":[{"Product":"DNS"},', 'the body is not JSON'],
    ['{"Logs":[}', 'the body is not JSON'],
    ['', 'the body is empty'],
  ])('refuses %j', async (text, message) => {
    const error = await readPage(text).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toContain('GET /user/audit/2024-05-14 answered 200 OK but');
    expect((error as ApiError).message).toContain(message);
  });

  it('reads pretty-printed pages, other members and a Logs name split across chunks', async () => {
    const page = {
      Meta: { Logs: [1, 2], note: 'a ] and a } in a string, and \\" too' },
      Logs: [entry(1), { ...entry(2), Diff: '{"nested":["json",{"in":"text"}]}' }],
      HasMoreData: false,
      StartToken: 's',
    };
    for (const text of [JSON.stringify(page), JSON.stringify(page, null, 2)]) {
      for (const size of [1, 2, 3, 64]) {
        const { seen, tail } = await readPage(text, size);
        expect(seen).toEqual(page.Logs);
        expect(tail).toEqual({ entries: 2, HasMoreData: false, ContinuationToken: undefined, StartToken: 's' });
      }
    }
  });

  it('hands over the raw text of each entry as the API sent it', async () => {
    const text = '{"Logs":[ {"Product": "DNS", "Diff":"caf\\u00e9 \\/"} ,{"Product":null}],"HasMoreData":false}';
    const raws: string[] = [];
    const sink: AuditEntrySink = {
      restart: () => undefined,
      entry: (_e, raw) => void raws.push(Buffer.from(raw).toString('utf8')),
      drain: async () => undefined,
    };
    for (const size of [1, 5, 4096]) {
      raws.length = 0;
      await auditPageReader(sink)(chunks(text, size), context);
      expect(raws).toEqual(['{"Product": "DNS", "Diff":"caf\\u00e9 \\/"}', '{"Product":null}']);
    }
  });

  it.each([
    ['{"Logs":[{"Product":"DNS"},,{}],"HasMoreData":false}', "unexpected ','"],
    ['{"Logs":[{"Product":"DNS"}{}],"HasMoreData":false}', "unexpected '{'"],
    ['{"Logs":[{"Product":"DNS"},],"HasMoreData":false}', "unexpected ']'"],
    ['{"Logs":[{"Product":"DNS" "Action":"x"}],"HasMoreData":false}', 'Logs.0'],
    ['{"Logs":[],"HasMoreData":false} trailing', 'the body is not JSON'],
    ['{"Logs":[],"HasMoreData":false,}', 'the body is not JSON'],
    ['{"Logs":[],"HasMoreData":false', 'the body ended inside the JSON'],
  ])('refuses the broken JSON %j, saying where', async (text, message) => {
    for (const size of [1, 7, 4096]) {
      const error = await readPage(text, size).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).message).toContain('the body is not JSON');
      expect((error as ApiError).message).toContain(message);
    }
  });

  it.each([
    ['{"Logs":[1],"HasMoreData":false}', 'Logs.0: expected an audit entry'],
    ['{"Logs":[{"Product":"DNS"},"x"],"HasMoreData":false}', 'Logs.1: expected an audit entry'],
    ['{"Logs":"none","HasMoreData":false}', 'Logs: expected an array'],
    ['{"Meta":{"Logs":[{"Product":"DNS"}]},"Logs":7,"HasMoreData":false}', 'Logs: expected an array'],
  ])('refuses %j as not an audit page', async (text, message) => {
    const error = await readPage(text).catch((e: unknown) => e);
    expect((error as ApiError).message).toContain('not of the documented shape');
    expect((error as ApiError).message).toContain(message);
  });

  // The scan only follows strings and brackets: pages full of the characters that could fool it
  // (quotes, backslashes, brackets, braces, commas and multi-byte text inside strings), cut at
  // random places, must give exactly what JSON.parse gives for the whole page.
  it('agrees with JSON.parse on random pages cut at random places', async () => {
    let seed = 20261123;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
    const pieces = ['a', 'Z', '"', '\\', '[', ']', '{', '}', ',', ':', ' ', '\n', 'é', '€', '😀', '\u0001', '/', 'null'];
    const text = () => Array.from({ length: Math.floor(random() * 12) }, () => pick(pieces)).join('');
    for (let round = 0; round < 200; round++) {
      const logs = Array.from({ length: Math.floor(random() * 6) }, () => ({
        Product: random() < 0.2 ? null : text(),
        Action: text(),
        Diff: text(),
        ...(random() < 0.3 ? { Extra: { nested: [text(), { deeper: [text()] }] } } : {}),
      }));
      const page = {
        ...(random() < 0.5 ? { Before: [text(), { x: text() }] } : {}),
        Logs: logs,
        HasMoreData: random() < 0.5,
        ContinuationToken: text(),
      };
      const body = JSON.stringify(page, null, random() < 0.3 ? 2 : undefined);
      const size = 1 + Math.floor(random() * 40);
      const { seen, tail } = await readPage(body, size);
      expect(seen).toEqual(logs);
      expect(tail.entries).toBe(logs.length);
      expect(tail.HasMoreData).toBe(page.HasMoreData);
      expect(tail.ContinuationToken).toBe(page.ContinuationToken || undefined);
    }
  });

  it('stops at an entry that spans more than the per-entry cap, whatever the page size', async () => {
    const big = JSON.stringify({ Logs: [{ Diff: 'x'.repeat(5000) }], HasMoreData: false });
    const error = await readPage(big, 256, 1024).catch((e: unknown) => e);
    expect((error as Error).message).toMatch(/an entry spans more than/);
    const many = JSON.stringify({ Logs: Array.from({ length: 200 }, (_, i) => entry(i)), HasMoreData: false });
    expect((await readPage(many, 256, 1024)).seen).toHaveLength(200);
  });
});

describe('AuditExport', () => {
  it('writes entries as they come and cuts the file back when a page is read again', async () => {
    await inTempDir('audit-export-', async (dir) => {
      const file = await JsonLinesFile.create(join(dir, 'audit.jsonl'));
      const sink = new AuditExport(file, unscrubbed);
      sink.restart();
      sink.entry(entry(0), raw(entry(0)));
      await sink.drain();
      sink.restart();
      sink.entry(entry(1), raw(entry(1)));
      await file.flush();
      sink.restart(true);
      await sink.drain();
      sink.entry(entry(1), raw(entry(1)));
      sink.entry(entry(2), raw(entry(2)));
      await file.close();
      const lines = (await readFile(join(dir, 'audit.jsonl'), 'utf8')).trim().split('\n');
      expect(lines.map((line) => (JSON.parse(line) as AuditLogEntry).ResourceId)).toEqual(['0', '1', '2']);
      expect(sink.kept.entries?.map((e) => e.ResourceId)).toEqual(['0', '1', '2']);
      expect(sink.byProduct.sorted()).toEqual([
        ['CDN', 2],
        ['DNS', 1],
      ]);
    });
  });
});

describe('AuditExport discard', () => {
  it('takes a failed page back from the file, on disk and in the buffer, the result and the counts', async () => {
    await inTempDir('audit-export-', async (dir) => {
      const file = await JsonLinesFile.create(join(dir, 'audit.jsonl'));
      const sink = new AuditExport(file, unscrubbed);
      sink.restart();
      sink.entry(entry(0), raw(entry(0)));
      await sink.drain();
      sink.restart();
      sink.entry(entry(1), raw(entry(1)));
      await file.flush();
      sink.entry(entry(2), raw(entry(2)));
      await sink.discard();
      await file.close();
      expect(await readFile(join(dir, 'audit.jsonl'), 'utf8')).toBe(`${JSON.stringify(entry(0))}\n`);
      expect(file.lines).toBe(1);
      expect(sink.kept.entries).toEqual([entry(0)]);
      expect(sink.byProduct.sorted()).toEqual([['CDN', 1]]);
      expect(sink.byAction.sorted()).toEqual([['Update', 1]]);
    });
  });
});

describe('pageLimit', () => {
  it('is the page size without max-entries', () => {
    expect(pageLimit(undefined, undefined)).toBeUndefined();
    expect(pageLimit(500, undefined)).toBe(500);
  });
  it('never exceeds what is still wanted', () => {
    expect(pageLimit(500, 20)).toBe(20);
    expect(pageLimit(10, 20)).toBe(10);
    expect(pageLimit(undefined, 20)).toBe(20);
    expect(pageLimit(undefined, 50_000)).toBeUndefined();
  });
});

/** A text's size as GitHub counts an output: two bytes a UTF-16 code unit. */
const outputSize = (text: string) => 2 * text.length;

describe('BoundedEntries', () => {
  const addAll = (bounded: BoundedEntries, entries: AuditLogEntry[]) => entries.forEach((e) => bounded.add(e));

  it('keeps entries while their JSON array fits, measuring it exactly', () => {
    const entries = [entry(1), entry(2), entry(3)];
    const exact = outputSize(JSON.stringify(entries));
    const fits = new BoundedEntries(exact);
    addAll(fits, entries);
    expect(fits.entries).toEqual(entries);
    expect(fits.bytes).toBe(exact);

    const over = new BoundedEntries(exact - 1);
    addAll(over, entries);
    expect(over.entries).toBeUndefined();
    expect(over.bytes).toBe(exact);
  });

  it('counts two bytes a character, as GitHub counts an output (UTF-16), an ASCII one too', () => {
    const ascii = [{ Diff: 'x'.repeat(10) }];
    const wide = [{ Diff: 'é'.repeat(10) }];
    const emoji = [{ Diff: '🐰'.repeat(10) }];
    for (const entries of [ascii, wide, emoji]) {
      const bounded = new BoundedEntries(1000);
      addAll(bounded, entries);
      expect(bounded.bytes).toBe(2 * JSON.stringify(entries).length);
    }
    // Past 1 MB as GitHub counts it, though its UTF-8 bytes would fit.
    const half = [{ Diff: 'x'.repeat(600_000) }];
    const bounded = new BoundedEntries();
    addAll(bounded, half);
    expect(Buffer.byteLength(JSON.stringify(half))).toBeLessThan(1_000_000);
    expect(bounded.entries).toBeUndefined();
  });

  it('measures what JSON.stringify makes of an entry, not the shorter text the API may send', () => {
    const entries = [{ Diff: 'x'.repeat(40), Extra: 1e5 } as AuditLogEntry];
    const exact = outputSize(JSON.stringify(entries));
    // The API's text `1e5` is shorter than JSON.stringify's `100000`.
    const over = new BoundedEntries(exact - 1);
    addAll(over, entries);
    expect(over.entries).toBeUndefined();
    expect(over.bytes).toBe(exact);
    const fits = new BoundedEntries(exact);
    addAll(fits, entries);
    expect(fits.entries).toEqual(entries);
  });

  it('measures an empty list as []', () => {
    expect(new BoundedEntries().bytes).toBe(outputSize('[]'));
    expect(new BoundedEntries().entries).toEqual([]);
  });
});

describe('JsonLinesFile', () => {
  it('writes one entry a line, creating folders', async () => {
    await inTempDir('jsonl-', async (dir) => {
      const file = await JsonLinesFile.create(join(dir, 'nested/audit.jsonl'));
      file.append(Buffer.from('{"a":1}'));
      file.append(Buffer.from('{"a":2}'));
      await file.flush();
      await file.flush();
      file.append(Buffer.from('{"a":"é"}'));
      await file.close();
      const text = await readFile(join(dir, 'nested/audit.jsonl'), 'utf8');
      expect(text).toBe('{"a":1}\n{"a":2}\n{"a":"é"}\n');
      expect(file.lines).toBe(3);
      expect(file.bytes).toBe(Buffer.byteLength(text));
    });
  });
});

describe('JsonLinesFile rewind', () => {
  it('cuts back to a mark still in the buffer without losing what came before it', async () => {
    await inTempDir('jsonl-', async (dir) => {
      const file = await JsonLinesFile.create(join(dir, 'audit.jsonl'));
      file.append(Buffer.from('{"page":1}'));
      const mark = file.mark();
      file.append(Buffer.from('{"page":2,"attempt":1}'));
      await file.rewind(mark);
      file.append(Buffer.from('{"page":2,"attempt":2}'));
      await file.close();
      expect(await readFile(join(dir, 'audit.jsonl'), 'utf8')).toBe('{"page":1}\n{"page":2,"attempt":2}\n');
      expect(file.lines).toBe(2);
    });
  });

  it('grows its buffer for a chunk that holds more than it, and cuts back on disk', async () => {
    await inTempDir('jsonl-', async (dir) => {
      const file = await JsonLinesFile.create(join(dir, 'audit.jsonl'));
      const long = `{"Diff":"${'x'.repeat(3 * JsonLinesFile.BUFFER_BYTES)}"}`;
      file.append(Buffer.from('{"first":true}'));
      const mark = file.mark();
      file.append(Buffer.from(long));
      file.append(Buffer.from(long));
      expect(file.needsFlush).toBe(true);
      await file.flush();
      await file.rewind(mark);
      await file.close();
      expect(await readFile(join(dir, 'audit.jsonl'), 'utf8')).toBe('{"first":true}\n');
    });
  });
});

describe('AuditExport lines', () => {
  it("writes the API's own text, and one line for an entry the API spread over several", async () => {
    await inTempDir('audit-export-', async (dir) => {
      const file = await JsonLinesFile.create(join(dir, 'audit.jsonl'));
      const sink = new AuditExport(file, unscrubbed);
      sink.restart();
      const spaced = '{"Product": "DNS", "Diff":"caf\\u00e9"}';
      sink.entry(JSON.parse(spaced) as AuditLogEntry, Buffer.from(spaced));
      const pretty = JSON.stringify(entry(3), null, 2);
      sink.entry(JSON.parse(pretty) as AuditLogEntry, Buffer.from(pretty));
      await file.close();
      expect(await readFile(join(dir, 'audit.jsonl'), 'utf8')).toBe(`${spaced}\n${JSON.stringify(entry(3))}\n`);
      // `result` holds the entries as JSON.stringify writes them, not the API's spaced text.
      expect(sink.kept.bytes).toBe(outputSize(JSON.stringify([JSON.parse(spaced), entry(3)])));
    });
  });
});

/** An entry's text as .NET's default encoder writes it: `"` inside strings as \u0022, `+` as \u002B. */
const dotnetText = (item: AuditLogEntry) =>
  JSON.stringify(item).replace(
    /"((?:[^"\\]|\\.)*)"/g,
    (_, body: string) => `"${body.replace(/\\"/g, '\\u0022').replace(/\+/g, '\\u002B')}"`,
  );

describe('AuditExport result size', () => {
  it("keeps every entry for result when their JSON fits, however much longer the API's escaped text is", () => {
    const entries = Array.from({ length: 2500 }, (_, i) => ({
      Timestamp: `2024-05-14T10:00:${String(i % 60).padStart(2, '0')}+00:00`,
      Product: 'DNS',
      Action: 'Update',
      ResourceId: String(i),
      Diff: `{"Field":"Name","Old":"a${i}","New":"b${i}","Note":"${'n'.repeat(24)}"}`,
    }));
    const exact = outputSize(JSON.stringify(entries));
    const rawTotal = entries.reduce((sum, item) => sum + outputSize(dotnetText(item)) + outputSize(','), outputSize('[]'));
    // The array fits the 1 MB limit; the API's text of the same entries would not.
    expect(exact).toBeLessThanOrEqual(1_000_000);
    expect(rawTotal).toBeGreaterThan(1_000_000);
    const sink = new AuditExport(undefined, unscrubbed);
    sink.restart();
    for (const item of entries) {
      const text = dotnetText(item);
      expect(JSON.parse(text)).toEqual(item);
      sink.entry(item, Buffer.from(text));
    }
    expect(sink.kept.entries).toHaveLength(2500);
    expect(sink.kept.bytes).toBe(exact);
  });
});

describe('ValueCounts', () => {
  it('sorts by count, then name, and names missing values', () => {
    const counts = new ValueCounts();
    for (const value of ['b', 'a', 'b', null, 'c', 'a', undefined, '']) counts.add(value);
    expect(counts.sorted()).toEqual([
      ['(none)', 3],
      ['a', 2],
      ['b', 2],
      ['c', 1],
    ]);
  });
});
