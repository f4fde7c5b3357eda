import { mkdir, open, type FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';
import { ApiError } from '../../api/api-error.ts';
import { AUDIT_LIMIT_MAX } from '../../api/limits.ts';
import type { AuditEntrySink, AuditPageTail } from '../../api/audit-log-stream.ts';
import type { AuditLogEntry } from '../../api/models/audit-log.ts';

/** What the next page request carries besides the fixed query. */
export interface AuditPageRequest {
  continuationToken: string | undefined;
  limit: number | undefined;
}

/** Where the entries read go, page by page; a page asked for again is rolled back first. */
export interface AuditPageSink {
  /** A page begins: what follows may be rolled back until the next `begin`. */
  begin(): void;
  /** The page is asked for again: forget its entries handed over so far. */
  rollback(): Promise<void>;
  /** `raw` is the entry's text as the API sent it, valid only during the call. */
  entry(entry: AuditLogEntry, raw: Uint8Array): void;
  drain(): Promise<void>;
}

export interface AuditReadOptions {
  /** Sends one page request; its entries go to `sink` as they arrive. */
  fetchPage: (request: AuditPageRequest, sink: AuditEntrySink) => Promise<AuditPageTail>;
  /** Where to start; undefined for the beginning of the day. */
  continuationToken?: string | undefined;
  /** Page size; undefined leaves it to the API. */
  limit?: number | undefined;
  allPages: boolean;
  maxEntries?: number | undefined;
  /** Receives each entry within max-entries as it arrives. */
  sink: AuditPageSink;
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
 * Reads the audit log page by page, each page as a stream whose entries go to the sink as they
 * arrive: memory stays that of one entry and one chunk whatever the size of a page or the day.
 * Follows the continuation token when `allPages`, stops at `maxEntries`, and refuses a token it
 * has already sent (the API would otherwise be read in a circle for ever).
 */
export async function readAuditLog(options: AuditReadOptions, progress: AuditReadProgress = emptyProgress()): Promise<AuditReadProgress> {
  const sent = new Set<string>();
  let token = nonEmpty(options.continuationToken);
  for (;;) {
    const remaining = options.maxEntries === undefined ? undefined : options.maxEntries - progress.entries;
    if (token !== undefined) sent.add(token);
    let kept = 0;
    let beyond = 0;
    let attempts = 0;
    let pendingRollback: Promise<void> | undefined;
    const { sink } = options;
    sink.begin();
    const page = await options.fetchPage(
      { continuationToken: token, limit: pageLimit(options.limit, remaining) },
      {
        restart: () => {
          attempts += 1;
          kept = 0;
          beyond = 0;
          if (attempts > 1) pendingRollback = sink.rollback();
        },
        entry: (entry, raw) => {
          if (remaining !== undefined && kept >= remaining) {
            beyond += 1;
            return;
          }
          kept += 1;
          sink.entry(entry, raw);
        },
        drain: async () => {
          await pendingRollback;
          await sink.drain();
        },
      },
    );
    await sink.drain();

    progress.pages += 1;
    progress.trimmed = beyond;
    progress.startToken = page.StartToken;
    progress.continuationToken = page.ContinuationToken;
    progress.hasMoreData = page.HasMoreData || progress.trimmed > 0;
    progress.entries += kept;
    progress.reachedMax = options.maxEntries !== undefined && progress.entries >= options.maxEntries;
    options.onPage?.(progress, kept);

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

  /**
   * `lineBytes` is the size of the entry's JSON text as the API sent it, which is what
   * JSON.stringify makes of it unless the API escapes or spaces it differently; the array is
   * measured exactly once more before it becomes the output (`fitting`).
   */
  add(entry: AuditLogEntry, lineBytes: number): void {
    this.#bytes += lineBytes + (this.#count > 0 ? 1 : 0);
    this.#count += 1;
    if (this.#bytes > this.limitBytes) this.#entries = undefined;
    else this.#entries?.push(entry);
  }

  /** Where a page began, to return to if it is read again. */
  mark(): { bytes: number; count: number; kept: number | undefined } {
    return { bytes: this.#bytes, count: this.#count, kept: this.#entries?.length };
  }

  rewind(mark: { bytes: number; count: number; kept: number | undefined }): void {
    this.#bytes = mark.bytes;
    this.#count = mark.count;
    // Once dropped for size the entries stay dropped: the page that overflowed is read again whole.
    if (mark.kept !== undefined && this.#entries) this.#entries.length = mark.kept;
  }

  get bytes(): number {
    return this.#bytes;
  }

  /** The entries kept so far, unless their text already passed the limit. */
  get entries(): AuditLogEntry[] | undefined {
    return this.#entries;
  }

  /** The entries as one array when its JSON, measured exactly, fits the limit; else undefined. */
  fitting(): AuditLogEntry[] | undefined {
    const entries = this.#entries;
    if (entries === undefined || Buffer.byteLength(JSON.stringify(entries)) > this.limitBytes) return undefined;
    return entries;
  }
}

const NEWLINE = 0x0a;

/**
 * A JSON Lines file written as entries arrive: lines are copied into one buffer and written
 * with an awaited write once it holds BUFFER_BYTES, so nothing but that buffer is ever held.
 * Every write goes to an explicit position, so the file can be cut back to where a page began,
 * whether that point is already on disk or still in the buffer.
 */
export class JsonLinesFile {
  static readonly BUFFER_BYTES = 64 * 1024;
  readonly path: string;
  readonly #handle: FileHandle;
  /** Lines and bytes on disk. */
  #lines = 0;
  #bytes = 0;
  /** Lines and bytes in the buffer, not yet written. */
  #pending = Buffer.allocUnsafe(2 * JsonLinesFile.BUFFER_BYTES);
  #pendingBytes = 0;
  #pendingLines = 0;

  private constructor(path: string, handle: FileHandle) {
    this.path = path;
    this.#handle = handle;
  }

  /** Creates (or empties) the file, and its folders. */
  static async create(path: string): Promise<JsonLinesFile> {
    await mkdir(dirname(path), { recursive: true });
    return new JsonLinesFile(path, await open(path, 'w'));
  }

  /** Adds one line; `line` (text, or UTF-8 bytes that are copied at once) holds no line break. */
  append(line: string | Uint8Array): void {
    const length = typeof line === 'string' ? Buffer.byteLength(line) : line.length;
    const needed = this.#pendingBytes + length + 1;
    if (needed > this.#pending.length) {
      // Only when one chunk of the body held more than the buffer: the buffer grows to fit.
      const larger = Buffer.allocUnsafe(Math.max(needed, 2 * this.#pending.length));
      this.#pending.copy(larger, 0, 0, this.#pendingBytes);
      this.#pending = larger;
    }
    if (typeof line === 'string') this.#pendingBytes += this.#pending.write(line, this.#pendingBytes, 'utf8');
    else {
      this.#pending.set(line, this.#pendingBytes);
      this.#pendingBytes += line.length;
    }
    this.#pending[this.#pendingBytes] = NEWLINE;
    this.#pendingBytes += 1;
    this.#pendingLines += 1;
  }

  get needsFlush(): boolean {
    return this.#pendingBytes >= JsonLinesFile.BUFFER_BYTES;
  }

  async flush(): Promise<void> {
    if (this.#pendingBytes === 0) return;
    const chunk = this.#pending;
    const length = this.#pendingBytes;
    // A write may be partial; loop until the whole buffer is on disk. The buffer is not
    // touched meanwhile: appends happen between drains, never during one.
    for (let offset = 0; offset < length;) {
      const { bytesWritten } = await this.#handle.write(chunk, offset, length - offset, this.#bytes + offset);
      offset += bytesWritten;
    }
    this.#lines += this.#pendingLines;
    this.#bytes += length;
    this.#pendingBytes = 0;
    this.#pendingLines = 0;
  }

  /** Where the file stands, counting what is still in the buffer. */
  mark(): { lines: number; bytes: number } {
    return { lines: this.#lines + this.#pendingLines, bytes: this.#bytes + this.#pendingBytes };
  }

  /** Cuts the file back to a mark, on disk or in the buffer. */
  async rewind(mark: { lines: number; bytes: number }): Promise<void> {
    if (mark.bytes >= this.#bytes) {
      // The mark is still in the buffer: keep what came before it.
      this.#pendingBytes = mark.bytes - this.#bytes;
      this.#pendingLines = mark.lines - this.#lines;
      return;
    }
    this.#pendingBytes = 0;
    this.#pendingLines = 0;
    this.#lines = mark.lines;
    this.#bytes = mark.bytes;
    await this.#handle.truncate(mark.bytes);
  }

  get lines(): number {
    return this.#lines;
  }

  get bytes(): number {
    return this.#bytes;
  }

  async close(): Promise<void> {
    await this.flush();
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

  /** A copy of the counts (a field has few distinct values), to return to. */
  mark(): Map<string, number> {
    return new Map(this.#counts);
  }

  rewind(mark: Map<string, number>): void {
    this.#counts.clear();
    for (const [key, count] of mark) this.#counts.set(key, count);
  }
}

/**
 * Where the export's entries go: the file, the bounded copy for the `result` output and the
 * counts for the summary. A page read again is rolled back in all three.
 */
export class AuditExport implements AuditPageSink {
  readonly file: JsonLinesFile | undefined;
  readonly kept: BoundedEntries;
  readonly byProduct = new ValueCounts();
  readonly byAction = new ValueCounts();
  #marks:
    | {
        file: { lines: number; bytes: number } | undefined;
        kept: ReturnType<BoundedEntries['mark']>;
        product: Map<string, number>;
        action: Map<string, number>;
      }
    | undefined;

  constructor(file: JsonLinesFile | undefined, kept: BoundedEntries = new BoundedEntries()) {
    this.file = file;
    this.kept = kept;
  }

  begin(): void {
    this.#marks = { file: this.file?.mark(), kept: this.kept.mark(), product: this.byProduct.mark(), action: this.byAction.mark() };
  }

  async rollback(): Promise<void> {
    const marks = this.#marks;
    if (!marks) return;
    this.kept.rewind(marks.kept);
    this.byProduct.rewind(marks.product);
    this.byAction.rewind(marks.action);
    if (marks.file) await this.file?.rewind(marks.file);
  }

  entry(entry: AuditLogEntry, raw: Uint8Array): void {
    // The API's own text is written as it came, unless it spans lines (pretty-printed JSON).
    const line = raw.includes(NEWLINE) || raw.includes(0x0d) ? Buffer.from(JSON.stringify(entry)) : raw;
    this.file?.append(line);
    this.kept.add(entry, line.length);
    this.byProduct.add(entry.Product);
    this.byAction.add(entry.Action);
  }

  async drain(): Promise<void> {
    if (this.file?.needsFlush) await this.file.flush();
  }
}
