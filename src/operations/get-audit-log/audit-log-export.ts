import type { AuditReadSink } from '../../api/audit-log-pages.ts';
import type { AuditLogEntry } from '../../api/models/audit-log.ts';
import type { JsonLinesFile } from './json-lines-file.ts';
import { InputError } from '../../inputs/inputs.ts';
import { messageOf } from '../../http/wording.ts';

/**
 * GitHub holds a job's outputs to 1 MB, their size "approximated based on UTF-16 encoding"
 * (past it the job fails, every step green); stay under it with room for the key.
 */
const OUTPUT_LIMIT_BYTES = 1_000_000;

/** A text's size as GitHub counts an output: two bytes a UTF-16 code unit, an ASCII character too. */
const outputBytes = (text: string) => 2 * text.length;

/**
 * Keeps entries for the `result` output only while their JSON array fits the output limit;
 * past it they are dropped at once (the size is still counted), so memory stays bounded.
 */
export class BoundedEntries {
  readonly limitBytes: number;
  #entries: AuditLogEntry[] | undefined = [];
  /** Size, as GitHub counts an output, of the JSON array of every entry offered: `[`, `]`, the entries and their commas. */
  #bytes = outputBytes('[]');

  constructor(limitBytes: number = OUTPUT_LIMIT_BYTES) {
    this.limitBytes = limitBytes;
  }

  /**
   * Each entry is measured as `result` will hold it (JSON.stringify's text), not as the API sent
   * it: the API's text escapes more (.NET writes `"` as \u0022, `+` as \u002B), and counting that
   * dropped entries whose array did fit.
   */
  add(entry: AuditLogEntry, json = JSON.stringify(entry)): void {
    this.#bytes += outputBytes(json) + (this.#bytes > outputBytes('[]') ? outputBytes(',') : 0);
    if (this.#bytes > this.limitBytes) this.#entries = undefined;
    else this.#entries?.push(entry);
  }

  /** Where a page began, to return to if it is read again. */
  mark(): { bytes: number; kept: number | undefined } {
    return { bytes: this.#bytes, kept: this.#entries?.length };
  }

  rewind(mark: { bytes: number; kept: number | undefined }): void {
    this.#bytes = mark.bytes;
    // Once dropped for size the entries stay dropped: the page that overflowed is read again whole.
    if (mark.kept !== undefined && this.#entries) this.#entries.length = mark.kept;
  }

  /** The size of the entries' JSON array as GitHub counts it, exactly: what `result` holds, or would. */
  get bytes(): number {
    return this.#bytes;
  }

  /** The entries as one array, while its JSON fits the limit; else undefined. */
  get entries(): AuditLogEntry[] | undefined {
    return this.#entries;
  }
}

/** A failure of the file (a full disk, a lost mount) as output-file's: it names the input, the path and the system's reason. */
export function outputFileFailure(path: string, error: unknown): InputError {
  return error instanceof InputError ? error : new InputError('output-file', `cannot write ${path}: ${messageOf(error)}`);
}

/** Counts of a field's values, for the job summary; a missing value counts as "(none)". */
export class ValueCounts {
  #counts = new Map<string, number>();

  add(value: string | null | undefined): void {
    const key = value ? value : '(none)';
    this.#counts.set(key, (this.#counts.get(key) ?? 0) + 1);
  }

  /** Largest first, then by name. */
  sorted(): Array<[string, number]> {
    return [...this.#counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  }

  /** A copy of the counts (a field has few distinct values), to return to. */
  mark(): Map<string, number> {
    return new Map(this.#counts);
  }

  rewind(mark: Map<string, number>): void {
    this.#counts = new Map(mark);
  }
}

/**
 * Where the export's entries go: the file, the bounded copy for the `result` output and the
 * counts for the summary. A page read again, or one that failed for good, is rolled back in all three.
 */
export class AuditExport implements AuditReadSink {
  readonly file: JsonLinesFile | undefined;
  readonly kept = new BoundedEntries();
  readonly byProduct = new ValueCounts();
  readonly byAction = new ValueCounts();
  #rewind: (() => Promise<void>) | undefined;
  /** A rollback under way, finished before the next drain completes. */
  #rollingBack: Promise<void> | undefined;

  /** The step's one scrubber: the file is often uploaded as an artifact, so it holds no secret either. */
  readonly #redact: (text: string) => string;

  constructor(file: JsonLinesFile | undefined, redact: (text: string) => string) {
    this.file = file;
    this.#redact = redact;
  }

  /** A page begins (marks where), or `retry`: the page is asked for again, so go back to that mark. */
  restart(retry = false): void {
    if (retry) {
      this.#rollingBack = this.#rewind?.();
      return;
    }
    const [file, kept, product, action] = [this.file?.mark(), this.kept.mark(), this.byProduct.mark(), this.byAction.mark()];
    this.#rewind = async () => {
      this.kept.rewind(kept);
      this.byProduct.rewind(product);
      this.byAction.rewind(action);
      if (file) await this.file?.rewind(file);
    };
  }

  /** The page failed for good: back to its mark, as a retry goes, but awaited here. */
  async discard(): Promise<void> {
    await this.#onFile(async () => {
      await this.#rollingBack;
      this.#rollingBack = undefined;
      await this.#rewind?.();
    });
  }

  entry(entry: AuditLogEntry, raw: Uint8Array): void {
    // The API's own text is written as it came, unless it spans lines (pretty-printed JSON) or
    // holds a secret of the step (scrubbed, as the same entry is in `result`).
    const spread = raw.includes(0x0a) || raw.includes(0x0d);
    const text = spread ? JSON.stringify(entry) : Buffer.from(raw).toString('utf8');
    const scrubbed = this.#redact(text);
    const line = !spread && scrubbed === text ? raw : Buffer.from(scrubbed);
    this.file?.append(line);
    this.kept.add(entry, spread ? text : undefined);
    this.byProduct.add(entry.Product);
    this.byAction.add(entry.Action);
  }

  async drain(): Promise<void> {
    await this.#onFile(async () => {
      await this.#rollingBack;
      this.#rollingBack = undefined;
      if (this.file?.needsFlush) await this.file.flush();
    });
  }

  /** Writes what the buffer still holds and closes the file. */
  async close(): Promise<void> {
    await this.#onFile(async () => this.file?.close());
  }

  /** Work on the file, whose failure is the step's input's, not the request's that was being read. */
  async #onFile(work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (error) {
      throw this.file ? outputFileFailure(this.file.path, error) : error;
    }
  }
}
