import { mkdir, open, type FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';

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

  /** Adds one line; `line` (UTF-8 bytes, copied at once) holds no line break. */
  append(line: Uint8Array): void {
    const needed = this.#pendingBytes + line.length + 1;
    if (needed > this.#pending.length) {
      // Only when one chunk of the body held more than the buffer: the buffer grows to fit.
      const larger = Buffer.allocUnsafe(Math.max(needed, 2 * this.#pending.length));
      this.#pending.copy(larger, 0, 0, this.#pendingBytes);
      this.#pending = larger;
    }
    this.#pending.set(line, this.#pendingBytes);
    this.#pendingBytes += line.length;
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

  /** Closes the file even when the last write fails, which is then thrown. */
  async close(): Promise<void> {
    try {
      await this.flush();
    } finally {
      await this.#handle.close();
    }
  }
}
