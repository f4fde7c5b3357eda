import { mkdir, open, type FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';
import { ApiError } from '../../api/api-error.ts';
import { AUDIT_LIMIT_MAX } from '../../api/limits.ts';
import type { AuditLogEntry, AuditLogPage } from '../../api/models/audit-log.ts';

/** What the next page request carries besides the fixed query. */
export interface AuditPageRequest {
  continuationToken: string | undefined;
  limit: number | undefined;
}

export interface AuditReadOptions {
  fetchPage: (request: AuditPageRequest) => Promise<AuditLogPage>;
  /** Where to start; undefined for the beginning of the day. */
  continuationToken?: string | undefined;
  /** Page size; undefined leaves it to the API. */
  limit?: number | undefined;
  allPages: boolean;
  maxEntries?: number | undefined;
  /** Receives each page's entries (after trimming to max-entries) before the next is asked for. */
  onEntries: (entries: readonly AuditLogEntry[]) => Promise<void> | void;
  onPage?: (progress: Readonly<AuditReadProgress>, pageEntries: number) => void;
  /** Names the request in errors, e.g. `GET /user/audit/2024-05-14`. */
  request: string;
}

/** How far the read got; kept up to date page by page, so a failure still reports it. */
export interface AuditReadProgress {
  pages: number;
  entries: number;
  hasMoreData: boolean;
  continuationToken: string | undefined;
  startToken: string | undefined;
  /** Entries the API sent beyond max-entries on the last page (it ignored the Limit asked for). */
  trimmed: number;
  /** True when the read stopped because max-entries was reached. */
  reachedMax: boolean;
}

export function emptyProgress(): AuditReadProgress {
  return { pages: 0, entries: 0, hasMoreData: false, continuationToken: undefined, startToken: undefined, trimmed: 0, reachedMax: false };
}

/**
 * Page size to ask for: never more than the entries still wanted, so that max-entries ends on a
 * page boundary and the continuation token resumes exactly after the last entry read.
 */
export function pageLimit(limit: number | undefined, remaining: number | undefined): number | undefined {
  if (remaining === undefined) return limit;
  if (limit !== undefined) return Math.min(limit, remaining);
  return remaining <= AUDIT_LIMIT_MAX ? remaining : undefined;
}

const nonEmpty = (text: string | null | undefined): string | undefined => (text ? text : undefined);

/**
 * Reads the audit log page by page, handing each page to `onEntries` and keeping nothing:
 * memory stays that of one page whatever the size of the day. Follows the continuation token
 * when `allPages`, stops at `maxEntries`, and refuses a token it has already sent (the API
 * would otherwise be read in a circle for ever).
 */
export async function readAuditLog(options: AuditReadOptions, progress: AuditReadProgress = emptyProgress()): Promise<AuditReadProgress> {
  const sent = new Set<string>();
  let token = nonEmpty(options.continuationToken);
  for (;;) {
    const remaining = options.maxEntries === undefined ? undefined : options.maxEntries - progress.entries;
    if (token !== undefined) sent.add(token);
    const page = await options.fetchPage({ continuationToken: token, limit: pageLimit(options.limit, remaining) });
    const logs = page.Logs ?? [];
    const kept = remaining !== undefined && logs.length > remaining ? logs.slice(0, remaining) : logs;

    progress.pages += 1;
    progress.trimmed = logs.length - kept.length;
    progress.startToken = nonEmpty(page.StartToken);
    progress.continuationToken = nonEmpty(page.ContinuationToken);
    progress.hasMoreData = page.HasMoreData || progress.trimmed > 0;
    await options.onEntries(kept);
    progress.entries += kept.length;
    progress.reachedMax = options.maxEntries !== undefined && progress.entries >= options.maxEntries;
    options.onPage?.(progress, kept.length);

    if (!options.allPages || !page.HasMoreData || progress.reachedMax) return progress;
    const next = progress.continuationToken;
    if (next === undefined) {
      throw new ApiError(
        `${options.request} answered HasMoreData true but no ContinuationToken after ${progress.pages} page(s) and ${progress.entries} entries; the rest of the day cannot be read`,
        { kind: 'invalid-response', request: options.request, status: 200 },
      );
    }
    if (sent.has(next)) {
      throw new ApiError(
        `${options.request} returned a continuation token it had already returned, after ${progress.pages} page(s) and ${progress.entries} entries; ` +
          'stopped instead of reading the same pages again',
        { kind: 'invalid-response', request: options.request, status: 200 },
      );
    }
    token = next;
  }
}

/** GitHub refuses an output larger than 1 MB; stay under it with room for the key. */
export const OUTPUT_LIMIT_BYTES = 1_000_000;

/**
 * Keeps entries for the `result` output only while their JSON array fits the output limit;
 * past it they are dropped at once (the size is still counted), so memory stays bounded.
 */
export class BoundedEntries {
  readonly limitBytes: number;
  #entries: AuditLogEntry[] | undefined = [];
  /** Size of the JSON array of every entry offered: `[`, `]`, the entries and their commas. */
  #bytes = 2;
  #count = 0;

  constructor(limitBytes: number = OUTPUT_LIMIT_BYTES) {
    this.limitBytes = limitBytes;
  }

  /** `lines[i]` is `JSON.stringify(entries[i])`, measured once and shared with the file writer. */
  add(entries: readonly AuditLogEntry[], lines: readonly string[]): void {
    entries.forEach((entry, i) => {
      this.#bytes += Buffer.byteLength(lines[i] ?? JSON.stringify(entry)) + (this.#count > 0 ? 1 : 0);
      this.#count += 1;
      if (this.#bytes > this.limitBytes) this.#entries = undefined;
      else this.#entries?.push(entry);
    });
  }

  get bytes(): number {
    return this.#bytes;
  }

  /** The entries as one array when they fit, else undefined. */
  get entries(): AuditLogEntry[] | undefined {
    return this.#entries;
  }
}

/**
 * A JSON Lines file written as pages arrive: one entry a line, each page one awaited write, so
 * nothing but the current page is ever held.
 */
export class JsonLinesFile {
  readonly path: string;
  readonly #handle: FileHandle;
  #lines = 0;
  #bytes = 0;

  private constructor(path: string, handle: FileHandle) {
    this.path = path;
    this.#handle = handle;
  }

  /** Creates (or empties) the file, and its folders. */
  static async create(path: string): Promise<JsonLinesFile> {
    await mkdir(dirname(path), { recursive: true });
    return new JsonLinesFile(path, await open(path, 'w'));
  }

  async write(lines: readonly string[]): Promise<void> {
    if (lines.length === 0) return;
    const chunk = Buffer.from(`${lines.join('\n')}\n`, 'utf8');
    // A write may be partial; loop until the whole page is on disk.
    for (let offset = 0; offset < chunk.length;) {
      const { bytesWritten } = await this.#handle.write(chunk, offset, chunk.length - offset);
      offset += bytesWritten;
    }
    this.#lines += lines.length;
    this.#bytes += chunk.length;
  }

  get lines(): number {
    return this.#lines;
  }

  get bytes(): number {
    return this.#bytes;
  }

  async close(): Promise<void> {
    await this.#handle.close();
  }
}

/** Counts of a field's values, for the job summary; a missing value counts as "(none)". */
export class ValueCounts {
  readonly #counts = new Map<string, number>();

  add(value: string | null | undefined): void {
    const key = value ? value : '(none)';
    this.#counts.set(key, (this.#counts.get(key) ?? 0) + 1);
  }

  /** Largest first, then by name. */
  sorted(): Array<[string, number]> {
    return [...this.#counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  }

  get size(): number {
    return this.#counts.size;
  }
}
