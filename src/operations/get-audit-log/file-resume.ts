import { inline } from '../../runner/untrusted-text.ts';

/** A page read into output-file: the token it was asked with, the file's lines before and after it, and the caller's state of it. */
interface PageOnFile<State> {
  token: string | undefined;
  firstLine: number;
  endLine: number;
  state: State;
}

/**
 * Where output-file can be completed from when its last lines never reached the disk: the
 * token of the first page it lacks lines of. `continuation-token` is the API's next page, after
 * every entry read, so a resume from it would leave those entries out of the file for good.
 * Only the pages not yet wholly on disk are kept, so memory stays that of a few pages. `State`:
 * what the caller keeps of each page till it is wholly on disk (the read's outputs as of it).
 */
export class FileResume<State = void> {
  readonly #pages: Array<PageOnFile<State>> = [];
  /** The token the next page is asked with: the step's continuation-token first, then the API's. */
  #next: string | undefined;
  #lines = 0;

  constructor(continuationToken: string | undefined) {
    // An empty token is none, as the read takes it: the first page.
    this.#next = continuationToken || undefined;
  }

  /**
   * A page was read whole: the file counts `lines` lines with it (in its buffer or on disk); `onDisk`
   * of them are written. Returns the `state` of the last page this call finds wholly on disk, or
   * undefined when it finds none.
   */
  page(lines: number, nextToken: string | undefined, onDisk: number, state: State): State | undefined {
    this.#pages.push({ token: this.#next, firstLine: this.#lines, endLine: lines, state });
    this.#lines = lines;
    this.#next = nextToken;
    let written: State | undefined;
    while ((this.#pages[0]?.endLine ?? Infinity) <= onDisk) written = this.#pages.shift()?.state;
    return written;
  }

  /**
   * What the file lacks once `onDisk` lines are written and `read` entries were read, and the
   * token to read again from; undefined when it lacks none.
   */
  lacking(onDisk: number, read: number): string | undefined {
    const first = this.#pages.find((page) => page.endLine > onDisk);
    if (first === undefined) return undefined;
    const from = first.token === undefined ? 'the first page (without continuation-token)' : `continuation-token ${inline(first.token)}`;
    const already = onDisk - first.firstLine;
    return (
      `output-file holds the first ${onDisk} of the ${read} entries read; continuation-token is the page after all ${read}, ` +
      `so to write the ones the file lacks read again from ${from}${already > 0 ? `, whose first ${already} entries the file holds already` : ''}`
    );
  }
}
