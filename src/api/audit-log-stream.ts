import { PageProblem, scanPage, type PageLayout } from './page-scanner.ts';
import { isAuditLogEntry, type AuditLogEntry } from './models/audit-log.ts';
import { shapeError, type BodyConsumer } from './platform-client.ts';

/** What an audit page says besides its entries. */
export interface AuditPageTail {
  entries: number;
  HasMoreData: boolean;
  ContinuationToken: string | undefined;
  StartToken: string | undefined;
}

/** Receives a page's entries one by one, as they arrive: the one sink of the audit export. */
export interface AuditEntrySink {
  /**
   * An attempt at a page begins. `retry` is true when the same page is asked for again: forget
   * what the last attempt handed over (a sink whose rollback is asynchronous finishes it before
   * its next `drain` completes).
   */
  restart(retry?: boolean): void;
  /**
   * `raw` is the entry's text as the API sent it (UTF-8), valid only during the call: a writer
   * copies it instead of serialising the entry again.
   */
  entry(entry: AuditLogEntry, raw: Uint8Array): void;
  /** Awaited after each chunk of the body, so that writes keep pace with the network. */
  drain(): Promise<void>;
}

/**
 * The most body text one entry may span. A streamed page is not capped by its total size (a
 * page of 10,000 entries is a few MB), but no single entry, nor the text between two entries,
 * is allowed to grow without bound in memory before it is checked.
 */
const MAX_AUDIT_ENTRY_BYTES = 4 * 1024 * 1024;

const AUDIT_PAGE: PageLayout = { array: 'Logs', entry: 'an audit entry whose fields are strings or null' };

/**
 * Reads an audit page (`{ Logs: [...], HasMoreData, ContinuationToken, StartToken }`) as it
 * arrives, without holding it: PageScanner finds where each entry begins and ends, and
 * each entry is parsed by JSON.parse, checked and handed to the sink with its raw text. The page
 * outside its entries is parsed when the body ends, which gives the tail.
 *
 * A JavaScript streaming parser (@streamparser/json) tokenised every character of every entry
 * and built each value from its tokens: a second of CPU per 100,000 entries, and garbage that
 * grew V8's young generation to its 32 MB ceiling. Node's JSON.parse does the same work on one
 * entry's text natively.
 */
export function auditPageReader(sink: AuditEntrySink, maxEntryBytes = MAX_AUDIT_ENTRY_BYTES): BodyConsumer<AuditPageTail> {
  return async (body, context) => {
    sink.restart();
    const shape = (why: string) => shapeError(context, why);
    const { tail, entries } = await scanPage(body, context, AUDIT_PAGE, {
      maxEntryBytes,
      tooLong: `an entry spans more than ${maxEntryBytes / 1024 / 1024} MiB of the body; stopped reading it`,
      entry: (value, raw, at) => {
        if (!isAuditLogEntry(value)) throw new PageProblem('shape', `${at}: expected ${AUDIT_PAGE.entry}`);
        sink.entry(value, raw);
      },
      afterChunk: () => sink.drain(),
    });
    await sink.drain();
    if (typeof tail['HasMoreData'] !== 'boolean') throw shape('HasMoreData: expected a boolean');
    const token = (field: 'ContinuationToken' | 'StartToken'): string | undefined => {
      const value = tail[field];
      if (value === undefined || value === null || value === '') return undefined;
      if (typeof value !== 'string') throw shape(`${field}: expected a string or null`);
      return value;
    };
    return {
      entries,
      HasMoreData: tail['HasMoreData'],
      ContinuationToken: token('ContinuationToken'),
      StartToken: token('StartToken'),
    };
  };
}
