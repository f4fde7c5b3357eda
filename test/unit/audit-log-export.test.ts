import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/api-error.ts';
import type { AuditLogEntry, AuditLogPage } from '../../src/api/models/audit-log.ts';
import {
  BoundedEntries,
  JsonLinesFile,
  ValueCounts,
  emptyProgress,
  pageLimit,
  readAuditLog,
  type AuditPageRequest,
} from '../../src/operations/get-audit-log/audit-log-export.ts';

const entry = (i: number): AuditLogEntry => ({ Product: i % 2 ? 'DNS' : 'CDN', Action: 'Update', ResourceId: String(i) });

/** A day of `total` entries served in pages; tokens are the offset of the next entry. */
function day(total: number, defaultLimit = 10) {
  const requests: AuditPageRequest[] = [];
  const fetchPage = async (request: AuditPageRequest): Promise<AuditLogPage> => {
    requests.push(request);
    const start = request.continuationToken === undefined ? 0 : Number(request.continuationToken.slice(1));
    const end = Math.min(total, start + (request.limit ?? defaultLimit));
    return {
      Logs: Array.from({ length: end - start }, (_, k) => entry(start + k)),
      HasMoreData: end < total,
      ContinuationToken: `t${end}`,
      StartToken: `t${start}`,
    };
  };
  return { requests, fetchPage };
}

async function collect(options: Omit<Parameters<typeof readAuditLog>[0], 'onEntries' | 'request'>) {
  const seen: AuditLogEntry[] = [];
  const progress = emptyProgress();
  let error: unknown;
  try {
    await readAuditLog({ ...options, request: 'GET /user/audit/2024-05-14', onEntries: (e) => void seen.push(...e) }, progress);
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
    const greedy = async (request: AuditPageRequest) => source.fetchPage({ ...request, limit: 10 });
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
    const loop = async (): Promise<AuditLogPage> => ({ Logs: [entry(1)], HasMoreData: true, ContinuationToken: 'same' });
    const { seen, progress, error } = await collect({ fetchPage: loop, allPages: true });
    expect(error).toBeInstanceOf(ApiError);
    expect((error as Error).message).toMatch(/continuation token it had already returned, after 2 page\(s\) and 2 entries/);
    expect(seen).toHaveLength(2);
    expect(progress.entries).toBe(2);
  });

  it('refuses a token that points back to the one the read started from', async () => {
    const back = async (): Promise<AuditLogPage> => ({ Logs: [], HasMoreData: true, ContinuationToken: 'start' });
    const { error, progress } = await collect({ fetchPage: back, allPages: true, continuationToken: 'start' });
    expect((error as Error).message).toMatch(/already returned/);
    expect(progress.pages).toBe(1);
  });

  it('stops with an error when HasMoreData comes without a token', async () => {
    const broken = async (): Promise<AuditLogPage> => ({ Logs: [entry(1)], HasMoreData: true, ContinuationToken: null });
    const { error } = await collect({ fetchPage: broken, allPages: true });
    expect((error as Error).message).toMatch(/HasMoreData true but no ContinuationToken/);
  });

  it('treats missing Logs as an empty page', async () => {
    const { progress } = await collect({ fetchPage: async () => ({ HasMoreData: false }), allPages: true });
    expect(progress).toMatchObject({ pages: 1, entries: 0, hasMoreData: false });
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

describe('BoundedEntries', () => {
  const lines = (entries: AuditLogEntry[]) => entries.map((e) => JSON.stringify(e));

  it('keeps entries while their JSON array fits, measuring it exactly', () => {
    const entries = [entry(1), entry(2), entry(3)];
    const exact = Buffer.byteLength(JSON.stringify(entries));
    const fits = new BoundedEntries(exact);
    fits.add(entries, lines(entries));
    expect(fits.entries).toEqual(entries);
    expect(fits.bytes).toBe(exact);

    const over = new BoundedEntries(exact - 1);
    over.add(entries.slice(0, 2), lines(entries.slice(0, 2)));
    over.add(entries.slice(2), lines(entries.slice(2)));
    expect(over.entries).toBeUndefined();
    expect(over.bytes).toBe(exact);
  });

  it('counts multi-byte characters as bytes', () => {
    const wide = [{ Diff: 'é'.repeat(10) }];
    const bounded = new BoundedEntries(1000);
    bounded.add(wide, lines(wide));
    expect(bounded.bytes).toBe(Buffer.byteLength(JSON.stringify(wide)));
  });

  it('measures an empty list as []', () => {
    expect(new BoundedEntries().bytes).toBe(2);
    expect(new BoundedEntries().entries).toEqual([]);
  });
});

describe('JsonLinesFile', () => {
  it('writes one entry a line, page after page, creating folders', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'jsonl-'));
    const file = await JsonLinesFile.create(join(dir, 'nested/audit.jsonl'));
    await file.write(['{"a":1}', '{"a":2}']);
    await file.write([]);
    await file.write(['{"a":"é"}']);
    await file.close();
    const text = await readFile(join(dir, 'nested/audit.jsonl'), 'utf8');
    expect(text).toBe('{"a":1}\n{"a":2}\n{"a":"é"}\n');
    expect(file.lines).toBe(3);
    expect(file.bytes).toBe(Buffer.byteLength(text));
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
