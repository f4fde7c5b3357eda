import { messageOf } from '../http/wording.ts';
import { ApiError, withLaterFailure } from './api-error.ts';
import { AUDIT_LIMIT_MAX } from './limits.ts';
import type { AuditEntrySink, AuditPageTail } from './audit-log-stream.ts';
import { ConsumerFailure } from './platform-client.ts';

/** The export's sink: the page reader's, and told when a page failed for good. */
export interface AuditReadSink extends AuditEntrySink {
  /**
   * A page failed for good after an attempt at it began: forget what that attempt handed over,
   * as `restart(true)` does, and finish doing so before the promise settles. The read counts no
   * entry of a failed page, so a sink that kept them would hold entries the continuation token
   * returns to.
   */
  discard(): Promise<void>;
}

/** What the next page request carries besides the fixed query. */
export interface AuditPageRequest {
  continuationToken: string | undefined;
  limit: number | undefined;
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
  /** Receives each entry within max-entries as it arrives; `restart(true)` when a page is asked for again, `discard()` when it failed for good. */
  sink: AuditReadSink;
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

/**
 * Reads the audit log page by page (the API client's side of the export: it knows nothing of files), each page as a stream whose entries go to the sink as they
 * arrive: memory stays that of one entry and one chunk whatever the size of a page or the day.
 * Follows the continuation token when `allPages`, stops at `maxEntries`, and refuses a token it
 * has already sent (the API would otherwise be read in a circle for ever).
 */
export async function readAuditLog(options: AuditReadOptions, progress: AuditReadProgress = emptyProgress()): Promise<AuditReadProgress> {
  const sent = new Set<string>();
  // An empty token is none: the beginning of the day.
  let token = options.continuationToken || undefined;
  for (;;) {
    const remaining = options.maxEntries === undefined ? undefined : options.maxEntries - progress.entries;
    if (token !== undefined) sent.add(token);
    let kept = 0;
    let beyond = 0;
    let attempts = 0;
    const { sink } = options;
    let page: AuditPageTail;
    try {
      page = await options.fetchPage(
        { continuationToken: token, limit: pageLimit(options.limit, remaining) },
        {
          restart: () => {
            attempts += 1;
            kept = 0;
            beyond = 0;
            sink.restart(attempts > 1);
          },
          entry: (entry, raw) => {
            if (remaining !== undefined && kept >= remaining) {
              beyond += 1;
              return;
            }
            kept += 1;
            sink.entry(entry, raw);
          },
          // The sink's failure (its file is full) ends the read: it is not the body's, to ask again for.
          drain: () =>
            sink.drain().catch((error: unknown) => {
              throw new ConsumerFailure(error);
            }),
        },
      );
      await sink.drain();
    } catch (thrown) {
      const error = thrown instanceof ConsumerFailure ? thrown.cause : thrown;
      // Only a page the read completes is counted (entries, token); the entries a failed one
      // handed over go too, or a read resumed from the token would repeat them.
      if (attempts > 0) await discardFailedPage(sink, error, progress.entries);
      throw error;
    }

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
    const after = `${progress.pages} page(s) and ${progress.entries} entries`;
    if (next === undefined || sent.has(next)) {
      const why =
        next === undefined
          ? `answered HasMoreData true but no ContinuationToken after ${after}; the rest of the day cannot be read`
          : `returned a continuation token it had already returned, after ${after}; stopped instead of reading the same pages again`;
      throw new ApiError(`${options.request} ${why}`, { kind: 'invalid-response', request: options.request, status: 200 });
    }
    token = next;
  }
}

/**
 * Discards a failed page's entries. When that fails too, the page's failure is still the one
 * thrown (an ApiError keeps its status and error key), the discard's failure its cause, and its
 * message says that what the entries went to may hold more than were counted: the read must not
 * be taken to have written exactly `counted`.
 */
async function discardFailedPage(sink: AuditReadSink, failure: unknown, counted: number): Promise<void> {
  try {
    await sink.discard();
  } catch (discardError) {
    throw withLaterFailure(
      failure,
      discardError,
      `The failed page's entries could not be taken back (${messageOf(discardError)}), ` +
        `so what they were written to may hold more than the ${counted} entries read.`,
    );
  }
}
