import { CUT_MARK, cut, messageOf } from '../http/wording.ts';
import { invalidResponse, shapeError } from './platform-client.ts';
/**
 * Finds the entries of a page whose entries are objects in one array member of the root (an
 * audit page's `{ "Logs": [ {...}, ... ], ... }`, a release page's `Items`) in its bytes as they
 * arrive, without parsing them: it follows strings and brackets, nothing more. Each entry's text
 * goes to `onEntry` as soon as its closing bracket arrives; everything else of the page, with the
 * array as `[]`, is kept (it is small) and parsed by JSON.parse at the end, which checks the
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

/** What is wrong with a page: its JSON, or its shape (valid JSON, not a page of the kind asked for). */
/** How many bytes of a body that is not JSON its refusal shows. */
const SHOWN_BEGINNING_BYTES = 40;

/**
 * The first bytes of a body from `at`, as text. The body is not scrubbed yet: where they are cut,
 * CUT_MARK lets the scrub find a secret's start, and a character cut through is left out, not
 * shown as U+FFFD, which would end that start with a character no secret has.
 */
function beginning(bytes: Buffer, at: number, end: number): string {
  const stop = Math.min(end, at + SHOWN_BEGINNING_BYTES);
  const text = new TextDecoder().decode(bytes.subarray(at, stop), { stream: true });
  return stop < end ? `${text}${CUT_MARK}` : text;
}

/**
 * Why JSON.parse refused a text, without the text it quotes around the fault (`Unexpected token
 * 'e', "{"Id": emukey-7f"... is not valid JSON`): the quote is cut where a secret may go on, and
 * its `...` is no mark the scrub knows.
 */
const jsonFault = (error: unknown): string =>
  messageOf(error).replace(/, (?:\.\.\.)?".*"(?:\.\.\.)? is not valid JSON$/s, ' is not valid JSON');

export class PageProblem extends Error {
  readonly kind: 'json' | 'shape';

  constructor(kind: 'json' | 'shape', message: string) {
    super(message);
    this.kind = kind;
  }
}

/** The array member that holds a page's entries, and what each entry must be, for messages. */
export interface PageLayout {
  /** The member's name: letters and digits only. */
  array: string;
  /** "an audit entry whose fields are strings or null" */
  entry: string;
}

class PageScanner {
  entries = 0;
  /** Bytes since the last entry ended (an entry in progress included); the caller bounds it. */
  sinceEntry = 0;
  readonly #onEntry: (raw: Buffer) => void;
  readonly #layout: PageLayout;
  readonly #arrayName: RegExp;
  // The nesting from the root (an entry's own at 3 and deeper), and whether the scan is inside a string.
  #depth = 0;
  #inString = false;
  #escaped = false;
  #rootSeen = false;
  #arraySeen = false;
  #inArray = false;
  #arrayState: 'first' | 'after-entry' | 'after-comma' = 'first';
  /** Whether an entry is being read, and its pieces when it spans chunks. */
  #inEntry = false;
  readonly #entryParts: Buffer[] = [];
  /** The page's text outside the entries' array, with the array as `[]`. */
  readonly #outside: Buffer[] = [];
  #outsideBytes = 0;

  /** `onEntry` gets each entry's text, a view valid only during the call. */
  constructor(layout: PageLayout, onEntry: (raw: Buffer) => void) {
    if (!/^[A-Za-z0-9]+$/.test(layout.array)) throw new Error(`not a member name the scanner looks for: ${layout.array}`);
    this.#layout = layout;
    this.#arrayName = new RegExp(`"${layout.array}"\\s*:\\s*$`);
    this.#onEntry = onEntry;
  }

  get outsideBytes(): number {
    return this.#outsideBytes;
  }

  /** Takes the next chunk of the body; throws a PageProblem at the first thing that is wrong. */
  scan(bytes: Buffer): void {
    const n = bytes.length;
    // Where the current run of bytes (of an entry, or outside the array) began in this chunk.
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
        this.#arrayState = 'after-entry';
        runStart = end + 1;
        this.sinceEntry = -(end + 1);
        i = end;
        continue;
      }
      const byte = bytes[i] as number;
      if (this.#inArray) {
        if (isSpace(byte)) continue;
        if (byte === COMMA && this.#arrayState === 'after-entry') {
          this.#arrayState = 'after-comma';
          continue;
        }
        if (byte === CLOSE_ARRAY && this.#arrayState !== 'after-comma') {
          this.#inArray = false;
          this.#depth -= 1;
          this.#addOutside(Buffer.from(']'));
          runStart = i + 1;
          continue;
        }
        if (byte === OPEN_OBJECT && this.#arrayState !== 'after-entry') {
          this.#inEntry = true;
          this.#depth += 1;
          runStart = i;
          continue;
        }
        if (this.#arrayState !== 'after-entry' && beginsValue(byte)) {
          throw new PageProblem('shape', `${this.#layout.array}.${this.entries}: expected ${this.#layout.entry}`);
        }
        throw new PageProblem('json', `unexpected '${String.fromCharCode(byte)}' in ${this.#layout.array}`);
      }
      if (!this.#rootSeen) {
        if (isSpace(byte)) continue;
        if (byte !== OPEN_OBJECT) {
          if (beginsValue(byte)) throw new PageProblem('shape', '(body): expected an object');
          throw new PageProblem('json', `it begins ${JSON.stringify(beginning(bytes, i, n))}`);
        }
        this.#rootSeen = true;
      }
      // Outside the entries, the scan stops only at an array that is a member of the root: the entries', perhaps.
      i = this.#walk(bytes, i, false);
      if (i === -1) break;
      if (!this.#arraySeen && this.#followsArrayName(bytes.subarray(runStart, i))) {
        this.#addOutside(bytes.subarray(runStart, i + 1));
        this.#arraySeen = true;
        this.#inArray = true;
        runStart = i + 1;
      }
    }
    // The rest of the chunk belongs to the entry being read, or to the outside text.
    if (this.#inEntry) this.#entryParts.push(Buffer.from(bytes.subarray(runStart)));
    else if (!this.#inArray) this.#addOutside(bytes.subarray(runStart));
    this.sinceEntry += n;
  }

  /**
   * The body has ended: the page outside its entries, parsed, or undefined when the body was
   * empty (white space at most).
   */
  finish(): Record<string, unknown> | undefined {
    if (!this.#rootSeen) return undefined;
    if (this.#inArray || this.#inString || this.#depth !== 0) {
      throw new PageProblem('json', 'the body ended inside the JSON');
    }
    let page: unknown;
    try {
      page = JSON.parse(Buffer.concat(this.#outside, this.#outsideBytes).toString('utf8'));
    } catch (error) {
      throw new PageProblem('json', jsonFault(error));
    }
    const tail = page as Record<string, unknown>;
    const entries = tail[this.#layout.array];
    // The array found by the scan stands as [] here; anything else under that name is not an array.
    if (entries !== undefined && entries !== null && !(this.#arraySeen && Array.isArray(entries) && entries.length === 0)) {
      throw new PageProblem('shape', `${this.#layout.array}: expected an array`);
    }
    return tail;
  }

  /**
   * The index of the byte that closes the entry being read (the nesting back at that of the array), or
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
   * True when the outside text so far, with `before`, ends with the entries' member name (`"Logs":`). The
   * name may have begun in earlier chunks, so the end of the outside text is looked at too.
   */
  #followsArrayName(before: Uint8Array): boolean {
    const parts: Uint8Array[] = [before];
    let length = before.length;
    for (let k = this.#outside.length - 1; k >= 0 && length < 64; k--) {
      const part = this.#outside[k] as Buffer;
      parts.unshift(part);
      length += part.length;
    }
    const tail = Buffer.concat(parts);
    return this.#arrayName.test(tail.toString('latin1', Math.max(0, tail.length - 64)));
  }
}

/**
 * Reads a page's body with a PageScanner as it arrives: each entry's text parsed by JSON.parse
 * and handed to `entry` with where it stands (`Logs.3`), until `entry` answers true (the rest
 * is read past unparsed); no entry, nor the text between two, past `maxEntryBytes` (`tooLong`
 * says so); `afterChunk` awaited after each chunk. Returns the page outside its entries. A page
 * that is not JSON, or not of the shape asked for, is the request's invalid answer.
 */
export async function scanPage(
  body: AsyncIterable<Uint8Array>,
  context: { describe: string; status: number; attempt: number },
  layout: PageLayout,
  options: {
    maxEntryBytes: number;
    tooLong: string;
    entry: (value: unknown, raw: Buffer, at: string) => boolean | void;
    afterChunk?: () => Promise<void>;
  },
): Promise<{ tail: Record<string, unknown>; entries: number }> {
  let stopped = false;
  const scanner = new PageScanner(layout, (raw) => {
    if (stopped) return;
    const at = `${layout.array}.${scanner.entries}`;
    let value: unknown;
    try {
      value = JSON.parse(raw.toString('utf8'));
    } catch (error) {
      throw new PageProblem('json', `${at}: ${jsonFault(error)}`);
    }
    stopped = options.entry(value, raw, at) === true;
  });
  let tail: Record<string, unknown> | undefined;
  try {
    for await (const chunk of body) {
      scanner.scan(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length));
      if (scanner.sinceEntry > options.maxEntryBytes || scanner.outsideBytes > options.maxEntryBytes) {
        throw new PageProblem('shape', options.tooLong);
      }
      await options.afterChunk?.();
    }
    tail = scanner.finish();
  } catch (error) {
    if (!(error instanceof PageProblem)) throw error;
    throw error.kind === 'shape'
      ? shapeError(context, error.message)
      : invalidResponse(context, `the body is not JSON (${cut(error.message, 80)})`);
  }
  if (tail === undefined) throw invalidResponse(context, 'the body is empty');
  return { tail, entries: scanner.entries };
}
