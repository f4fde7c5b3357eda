import { JSONParser } from '@streamparser/json';
import { isAuditLogEntry, type AuditLogEntry } from './models/audit-log.ts';
import { invalidResponse, type BodyConsumer } from './transport.ts';

/** What an audit page says besides its entries. */
export interface AuditPageTail {
  entries: number;
  HasMoreData: boolean;
  ContinuationToken: string | undefined;
  StartToken: string | undefined;
}

/** Receives a page's entries one by one, as they arrive. */
export interface AuditEntrySink {
  /** A new attempt at the page begins: forget what the last attempt handed over. */
  restart(): void;
  entry(entry: AuditLogEntry): void;
  /** Awaited after each chunk of the body, so that writes keep pace with the network. */
  drain(): Promise<void>;
}

/**
 * The most body text one entry may span. A streamed page is not capped by its total size (a
 * page of 10,000 entries is a few MB), but no single entry is allowed to grow without bound in
 * memory before it is checked.
 */
export const MAX_AUDIT_ENTRY_BYTES = 4 * 1024 * 1024;

const TAIL_FIELDS = ['HasMoreData', 'ContinuationToken', 'StartToken'] as const;

/**
 * Reads an audit page (`{ Logs: [...], HasMoreData, ContinuationToken, StartToken }`) through a
 * streaming JSON parser: each entry is checked and handed to the sink as soon as it is complete,
 * and dropped from the parser's stack, so a page is never held whole.
 */
export function auditPageReader(sink: AuditEntrySink, maxEntryBytes = MAX_AUDIT_ENTRY_BYTES): BodyConsumer<AuditPageTail> {
  return async (body, context) => {
    sink.restart();
    const shape = (why: string) => invalidResponse(context, `the body is not of the documented shape: ${why}`);
    const tail: Partial<Record<(typeof TAIL_FIELDS)[number], unknown>> = {};
    let entries = 0;
    let sinceLastValue = 0;
    let rootIsObject = false;
    let failure: Error | undefined;
    const parser = new JSONParser({
      paths: ['$.Logs.*', ...TAIL_FIELDS.map((field) => `$.${field}`)],
      keepStack: false,
      // Strings are built in a reused buffer rather than by concatenation: a third faster.
      stringBufferSize: 64 * 1024,
    });
    parser.onValue = ({ value, key, stack }) => {
      sinceLastValue = 0;
      if (failure !== undefined) return;
      if (stack.length === 2) {
        if (typeof key !== 'number') {
          failure = shape('Logs: expected an array');
          return;
        }
        if (!isAuditLogEntry(value)) {
          failure = shape(`Logs.${key}: expected an audit entry whose fields are strings or null`);
          return;
        }
        entries += 1;
        sink.entry(value);
      } else if (typeof key === 'string') {
        tail[key as (typeof TAIL_FIELDS)[number]] = value;
      }
    };
    try {
      for await (const chunk of body) {
        // Counted before anything else, so that endless whitespace is bounded too.
        sinceLastValue += chunk.length;
        if (sinceLastValue > maxEntryBytes) {
          throw shape(`an entry spans more than ${maxEntryBytes / 1024 / 1024} MiB of the body; stopped reading it`);
        }
        if (!rootIsObject) {
          // The first character tells an object from anything else (an array, a string, null).
          const first = Buffer.from(chunk).toString('latin1').trimStart()[0];
          if (first === undefined) continue;
          if (first !== '{') {
            if (/[[\]"0-9tfn-]/.test(first)) throw shape('(body): expected an object');
            throw invalidResponse(
              context,
              `the body is not JSON (it begins ${JSON.stringify(Buffer.from(chunk).toString('utf8').trimStart().slice(0, 40))})`,
            );
          }
          rootIsObject = true;
        }
        parser.write(chunk);
        if (failure !== undefined) throw failure;
        await sink.drain();
      }
      if (!parser.isEnded) parser.end();
    } catch (error) {
      if (error === failure) throw error;
      // The parser's errors are about the text; errors from the body itself are the network's.
      if (error instanceof Error && /^Unexpected|^Tokenizer|^Parser/.test(error.message)) {
        throw invalidResponse(context, `the body is not JSON (${error.message.slice(0, 80)})`);
      }
      throw error;
    }
    if (failure !== undefined) throw failure;
    if (!rootIsObject) throw invalidResponse(context, 'the body is empty');
    await sink.drain();
    if (typeof tail.HasMoreData !== 'boolean') throw shape('HasMoreData: expected a boolean');
    const token = (field: 'ContinuationToken' | 'StartToken'): string | undefined => {
      const value = tail[field];
      if (value === undefined || value === null || value === '') return undefined;
      if (typeof value !== 'string') throw shape(`${field}: expected a string or null`);
      return value;
    };
    return { entries, HasMoreData: tail.HasMoreData, ContinuationToken: token('ContinuationToken'), StartToken: token('StartToken') };
  };
}
