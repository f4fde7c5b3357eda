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
export const MAX_AUDIT_ENTRY_BYTES = 4 * 1024 * 1024;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const isSpace = (byte: number) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;
/** A byte a JSON value other than an object may begin with: `[`, `"`, a digit, `-`, `t`, `f`, `n`. */
const beginsValue = (byte: number) =>
  byte === OPEN_ARRAY ||
  byte === QUOTE ||
  (byte >= 0x30 && byte <= 0x39) ||
  byte === 0x2d ||
  byte === 0x74 ||
  byte === 0x66 ||
  byte === 0x6e;

/** Where the scanner stands inside `Logs`: what may come next between two entries. */
type LogsState = 'first' | 'after-entry' | 'after-comma';

class NotJson extends Error {}

/** Where the scan stands inside an entry: its nesting and whether it is inside a string. */
interface EntryScan {
  depth: number;
  inString: boolean;
  escaped: boolean;
}

/**
 * The index of the byte that closes the entry being scanned (its nesting back at `depth` 0),
 * or -1 when the entry goes on past `bytes`; `scan` is left as the scan stands. One small
 * function with its state in locals, because nearly every byte of a page goes through it.
 */
function entryEnd(bytes: Uint8Array, from: number, scan: EntryScan): number {
  let { depth, inString, escaped } = scan;
  const n = bytes.length;
  let i = from;
  for (; i < n; i++) {
    const byte = bytes[i] as number;
    if (inString) {
      if (escaped) escaped = false;
      else if (byte === BACKSLASH) escaped = true;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) depth += 1;
    else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) {
      depth -= 1;
      if (depth === 0) break;
    }
  }
  scan.depth = depth;
  scan.inString = inString;
  scan.escaped = escaped;
  return i < n ? i : -1;
}

/**
 * Reads an audit page (`{ Logs: [...], HasMoreData, ContinuationToken, StartToken }`) as it
 * arrives, without holding it: a scan of the bytes finds where each entry of `Logs` begins and
 * ends (it follows strings and brackets, nothing more), and each entry is then parsed by
 * JSON.parse, checked and handed to the sink with its raw text. Everything outside the entries,
 * with `Logs` left as `[]`, is parsed by JSON.parse once the page has ended, which checks the
 * page's own syntax and reads its tail.
 *
 * A JavaScript streaming parser (@streamparser/json) tokenised every character of every entry
 * and built each value from its tokens: a second of CPU per 100,000 entries, and garbage that
 * grew V8's young generation to its 32 MB ceiling. Node's JSON.parse does the same work on one
 * entry's text natively.
 */
export function auditPageReader(sink: AuditEntrySink, maxEntryBytes = MAX_AUDIT_ENTRY_BYTES): BodyConsumer<AuditPageTail> {
  return async (body, context) => {
    sink.restart();
    const shape = (why: string) => invalidResponse(context, `the body is not of the documented shape: ${why}`);
    const notJson = (why: string) => invalidResponse(context, `the body is not JSON (${why.slice(0, 80)})`);

    // Outside the entries: the root's nesting, and whether the scan is inside a string.
    let depth = 0;
    let inString = false;
    let escaped = false;
    /** The root's text outside `Logs` (and `Logs` as `[]`), parsed when the page ends. */
    const outside: Buffer[] = [];
    let outsideBytes = 0;
    let rootSeen = false;
    let logsSeen = false;
    let inLogs = false;
    let logsState: LogsState = 'first';
    /** The entry being read, and its pieces when it spans chunks. */
    let entry: EntryScan | undefined;
    let entryParts: Buffer[] = [];
    let entries = 0;
    /** Bytes since the last entry ended: one entry, or the text between two, is bounded. */
    let sinceEntry = 0;

    // Copied: a view would keep the whole chunk alive until the page ends.
    const addOutside = (part: Uint8Array) => {
      if (part.length === 0) return;
      outside.push(Buffer.from(part));
      outsideBytes += part.length;
    };
    const finishEntry = (raw: Buffer) => {
      let value: unknown;
      try {
        value = JSON.parse(raw.toString('utf8'));
      } catch (error) {
        throw new NotJson(`Logs.${entries}: ${(error as Error).message}`);
      }
      if (!isAuditLogEntry(value)) throw shape(`Logs.${entries}: expected an audit entry whose fields are strings or null`);
      entries += 1;
      sink.entry(value, raw);
    };

    try {
      for await (const chunk of body) {
        const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length);
        const n = bytes.length;
        // Where the current run of bytes (of an entry, or outside `Logs`) began in this chunk.
        let runStart = 0;
        for (let i = 0; i < n; i++) {
          if (entry !== undefined) {
            const end = entryEnd(bytes, i, entry);
            if (end === -1) break;
            const last = bytes.subarray(runStart, end + 1);
            if (entryParts.length === 0) finishEntry(last);
            else {
              entryParts.push(last);
              finishEntry(Buffer.concat(entryParts));
              entryParts = [];
            }
            entry = undefined;
            logsState = 'after-entry';
            runStart = end + 1;
            sinceEntry = -(end + 1);
            i = end;
            continue;
          }
          const byte = bytes[i] as number;
          if (inLogs) {
            // Between entries only white space, one comma between two, and the closing bracket.
            if (isSpace(byte)) continue;
            if (byte === COMMA && logsState === 'after-entry') {
              logsState = 'after-comma';
              continue;
            }
            if (byte === CLOSE_ARRAY && logsState !== 'after-comma') {
              inLogs = false;
              depth -= 1;
              // `Logs` stands in the outside text as the `[]` it would be without its entries.
              addOutside(Buffer.from(']'));
              runStart = i + 1;
              continue;
            }
            if (byte === OPEN_OBJECT && logsState !== 'after-entry') {
              entry = { depth: 1, inString: false, escaped: false };
              runStart = i;
              continue;
            }
            if (logsState !== 'after-entry' && beginsValue(byte)) {
              throw shape(`Logs.${entries}: expected an audit entry whose fields are strings or null`);
            }
            throw new NotJson(`unexpected '${String.fromCharCode(byte)}' in Logs`);
          }
          // Outside the entries: the root object and its other members.
          if (inString) {
            if (escaped) escaped = false;
            else if (byte === BACKSLASH) escaped = true;
            else if (byte === QUOTE) inString = false;
            continue;
          }
          if (!rootSeen) {
            if (isSpace(byte)) continue;
            if (byte !== OPEN_OBJECT) {
              if (beginsValue(byte)) throw shape('(body): expected an object');
              const start = bytes.toString('utf8', i, Math.min(n, i + 40));
              throw invalidResponse(context, `the body is not JSON (it begins ${JSON.stringify(start)})`);
            }
            rootSeen = true;
          }
          if (byte === QUOTE) inString = true;
          else if (byte === OPEN_OBJECT) depth += 1;
          else if (byte === OPEN_ARRAY) {
            depth += 1;
            if (depth === 2 && !logsSeen && isLogsKey(outside, bytes.subarray(runStart, i))) {
              addOutside(bytes.subarray(runStart, i + 1));
              logsSeen = true;
              inLogs = true;
              logsState = 'first';
              runStart = i + 1;
            }
          } else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) depth -= 1;
        }
        // The rest of the chunk belongs to the entry being read, or to the outside text.
        if (entry !== undefined) entryParts.push(Buffer.from(bytes.subarray(runStart)));
        else if (!inLogs) addOutside(bytes.subarray(runStart));
        sinceEntry += n;
        if (sinceEntry > maxEntryBytes || outsideBytes > maxEntryBytes) {
          throw shape(`an entry spans more than ${maxEntryBytes / 1024 / 1024} MiB of the body; stopped reading it`);
        }
        await sink.drain();
      }
    } catch (error) {
      if (error instanceof NotJson) throw notJson(error.message);
      throw error;
    }

    if (!rootSeen) throw invalidResponse(context, 'the body is empty');
    if (entry !== undefined || inLogs || inString || depth !== 0) throw notJson('the body ended inside the JSON');
    let page: unknown;
    try {
      page = JSON.parse(Buffer.concat(outside, outsideBytes).toString('utf8'));
    } catch (error) {
      throw notJson((error as Error).message);
    }
    const tail = page as Record<string, unknown>;
    if ('Logs' in tail && tail['Logs'] !== null && !(logsSeen && Array.isArray(tail['Logs']) && tail['Logs'].length === 0)) {
      throw shape('Logs: expected an array');
    }
    await sink.drain();
    if (typeof tail['HasMoreData'] !== 'boolean') throw shape('HasMoreData: expected a boolean');
    const token = (field: 'ContinuationToken' | 'StartToken'): string | undefined => {
      const value = tail[field];
      if (value === undefined || value === null || value === '') return undefined;
      if (typeof value !== 'string') throw shape(`${field}: expected a string or null`);
      return value;
    };
    return { entries, HasMoreData: tail['HasMoreData'], ContinuationToken: token('ContinuationToken'), StartToken: token('StartToken') };
  };
}

/**
 * True when the text before an array that opens at the root's level ends with the member name
 * `"Logs":`. The name may have begun in earlier chunks, so the end of the outside text gathered
 * so far is looked at too.
 */
function isLogsKey(outside: readonly Buffer[], before: Uint8Array): boolean {
  const parts: Uint8Array[] = [before];
  let length = before.length;
  for (let k = outside.length - 1; k >= 0 && length < 64; k--) {
    const part = outside[k] as Buffer;
    parts.unshift(part);
    length += part.length;
  }
  const tail = Buffer.concat(parts);
  return /"Logs"\s*:\s*$/.test(tail.subarray(Math.max(0, tail.length - 64)).toString('latin1'));
}
