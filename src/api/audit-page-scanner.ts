import { messageOf } from '../http/wording.ts';
/**
 * Finds the entries of an audit page (`{ "Logs": [ {...}, ... ], ... }`) in its bytes as they
 * arrive, without parsing them: it follows strings and brackets, nothing more. Each entry's text
 * goes to `onEntry` as soon as its closing bracket arrives; everything else of the page, with
 * `Logs` as `[]`, is kept (it is small) and parsed by JSON.parse at the end, which checks the
 * page's own syntax. Between entries it accepts only what JSON allows: white space, one comma
 * between two entries, and the closing bracket.
 */

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

/** What is wrong with a page: its JSON, or its shape (valid JSON, not an audit page). */
export class PageProblem extends Error {
  readonly kind: 'json' | 'shape';

  constructor(kind: 'json' | 'shape', message: string) {
    super(message);
    this.kind = kind;
  }
}

export class AuditPageScanner {
  entries = 0;
  /** Bytes since the last entry ended (an entry in progress included); the caller bounds it. */
  sinceEntry = 0;
  readonly #onEntry: (raw: Buffer) => void;
  // The nesting from the root (an entry's own at 3 and deeper), and whether the scan is inside a string.
  #depth = 0;
  #inString = false;
  #escaped = false;
  #rootSeen = false;
  #logsSeen = false;
  #inLogs = false;
  #logsState: 'first' | 'after-entry' | 'after-comma' = 'first';
  /** Whether an entry is being read, and its pieces when it spans chunks. */
  #inEntry = false;
  readonly #entryParts: Buffer[] = [];
  /** The page's text outside `Logs`, with `Logs` as `[]`. */
  readonly #outside: Buffer[] = [];
  #outsideBytes = 0;

  /** `onEntry` gets each entry's text, a view valid only during the call. */
  constructor(onEntry: (raw: Buffer) => void) {
    this.#onEntry = onEntry;
  }

  get outsideBytes(): number {
    return this.#outsideBytes;
  }

  /** Takes the next chunk of the body; throws a PageProblem at the first thing that is wrong. */
  scan(bytes: Buffer): void {
    const n = bytes.length;
    // Where the current run of bytes (of an entry, or outside `Logs`) began in this chunk.
    let runStart = 0;
    for (let i = 0; i < n; i++) {
      if (this.#inEntry) {
        const end = this.#walk(bytes, i, true);
        if (end === -1) break;
        const parts = this.#entryParts;
        parts.push(bytes.subarray(runStart, end + 1));
        this.#onEntry(parts.length === 1 ? parts[0]! : Buffer.concat(parts));
        parts.length = 0;
        this.entries += 1;
        this.#inEntry = false;
        this.#logsState = 'after-entry';
        runStart = end + 1;
        this.sinceEntry = -(end + 1);
        i = end;
        continue;
      }
      const byte = bytes[i] as number;
      if (this.#inLogs) {
        if (isSpace(byte)) continue;
        if (byte === COMMA && this.#logsState === 'after-entry') {
          this.#logsState = 'after-comma';
          continue;
        }
        if (byte === CLOSE_ARRAY && this.#logsState !== 'after-comma') {
          this.#inLogs = false;
          this.#depth -= 1;
          this.#addOutside(Buffer.from(']'));
          runStart = i + 1;
          continue;
        }
        if (byte === OPEN_OBJECT && this.#logsState !== 'after-entry') {
          this.#inEntry = true;
          this.#depth += 1;
          runStart = i;
          continue;
        }
        if (this.#logsState !== 'after-entry' && beginsValue(byte)) {
          throw new PageProblem('shape', `Logs.${this.entries}: expected an audit entry whose fields are strings or null`);
        }
        throw new PageProblem('json', `unexpected '${String.fromCharCode(byte)}' in Logs`);
      }
      if (!this.#rootSeen) {
        if (isSpace(byte)) continue;
        if (byte !== OPEN_OBJECT) {
          if (beginsValue(byte)) throw new PageProblem('shape', '(body): expected an object');
          throw new PageProblem('json', `it begins ${JSON.stringify(bytes.toString('utf8', i, Math.min(n, i + 40)))}`);
        }
        this.#rootSeen = true;
      }
      // Outside the entries, the scan stops only at an array that is a member of the root: Logs, perhaps.
      i = this.#walk(bytes, i, false);
      if (i === -1) break;
      if (!this.#logsSeen && this.#followsLogsName(bytes.subarray(runStart, i))) {
        this.#addOutside(bytes.subarray(runStart, i + 1));
        this.#logsSeen = true;
        this.#inLogs = true;
        runStart = i + 1;
      }
    }
    // The rest of the chunk belongs to the entry being read, or to the outside text.
    if (this.#inEntry) this.#entryParts.push(Buffer.from(bytes.subarray(runStart)));
    else if (!this.#inLogs) this.#addOutside(bytes.subarray(runStart));
    this.sinceEntry += n;
  }

  /**
   * The body has ended: the page outside its entries, parsed, or undefined when the body was
   * empty (white space at most).
   */
  finish(): Record<string, unknown> | undefined {
    if (!this.#rootSeen) return undefined;
    if (this.#inLogs || this.#inString || this.#depth !== 0) {
      throw new PageProblem('json', 'the body ended inside the JSON');
    }
    let page: unknown;
    try {
      page = JSON.parse(Buffer.concat(this.#outside, this.#outsideBytes).toString('utf8'));
    } catch (error) {
      throw new PageProblem('json', messageOf(error));
    }
    const tail = page as Record<string, unknown>;
    const logs = tail['Logs'];
    // Logs found by the scan stands as [] here; anything else under that name is not an array.
    if (logs !== undefined && logs !== null && !(this.#logsSeen && Array.isArray(logs) && logs.length === 0)) {
      throw new PageProblem('shape', 'Logs: expected an array');
    }
    return tail;
  }

  /**
   * The index of the byte that closes the entry being read (the nesting back at that of Logs), or
   * outside the entries of one that opens an array in the root; -1 when `bytes` ends first. Nearly
   * every byte of a page goes through this loop, so its state is in locals.
   */
  #walk(bytes: Uint8Array, from: number, inEntry: boolean): number {
    let depth = this.#depth;
    let inString = this.#inString;
    let escaped = this.#escaped;
    const n = bytes.length;
    let i = from;
    for (; i < n; i++) {
      const byte = bytes[i] as number;
      if (inString) {
        if (escaped) escaped = false;
        else if (byte === BACKSLASH) escaped = true;
        else if (byte === QUOTE) inString = false;
      } else if (byte === QUOTE) inString = true;
      else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) {
        depth += 1;
        if (depth === 2 && byte === OPEN_ARRAY && !inEntry) break;
      } else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) {
        depth -= 1;
        if (depth === 2 && inEntry) break;
      }
    }
    this.#depth = depth;
    this.#inString = inString;
    this.#escaped = escaped;
    return i < n ? i : -1;
  }

  // Copied: a view would keep the whole chunk alive until the page ends.
  #addOutside(part: Uint8Array): void {
    if (part.length === 0) return;
    this.#outside.push(Buffer.from(part));
    this.#outsideBytes += part.length;
  }

  /**
   * True when the outside text so far, with `before`, ends with the member name `"Logs":`. The
   * name may have begun in earlier chunks, so the end of the outside text is looked at too.
   */
  #followsLogsName(before: Uint8Array): boolean {
    const parts: Uint8Array[] = [before];
    let length = before.length;
    for (let k = this.#outside.length - 1; k >= 0 && length < 64; k--) {
      const part = this.#outside[k] as Buffer;
      parts.unshift(part);
      length += part.length;
    }
    const tail = Buffer.concat(parts);
    return /"Logs"\s*:\s*$/.test(tail.toString('latin1', Math.max(0, tail.length - 64)));
  }
}
