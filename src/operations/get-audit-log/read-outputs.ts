import type { AuditReadProgress } from '../../api/audit-log-pages.ts';
import type { StepReport } from '../operation.ts';

type ReadState = Pick<AuditReadProgress, 'pages' | 'entries' | 'hasMoreData' | 'continuationToken' | 'startToken'>;

/** The outputs of how far a read got: entries, and once a page was read where the next one begins. */
export function setReadOutputs(setOutput: StepReport['setOutput'], state: Readonly<ReadState>): void {
  setOutput('entries', state.entries);
  if (state.pages > 0) {
    setOutput('has-more-data', state.hasMoreData);
    setOutput('continuation-token', state.continuationToken);
    setOutput('start-token', state.startToken);
  }
}

/**
 * Sets the read's outputs page by page, so that a step the runner cancels, which does not wait
 * for the read, still tells where to resume. With output-file they name the last page wholly
 * on disk: the file's buffer is never written after a cancel, and a token past lines the file
 * lacks would leave them out of a resumed read for good.
 */
export class PageOutputs {
  readonly #setOutput: StepReport['setOutput'];
  /** Pages read but not yet wholly on disk, each with the file's line count once it was read. */
  #pending: Array<{ state: ReadState; endLine: number }> = [];

  constructor(setOutput: StepReport['setOutput']) {
    this.#setOutput = setOutput;
  }

  /** A page was read whole; with a file, `file.lines` counts its lines with the page's, `file.onDisk` those written. */
  page(progress: Readonly<AuditReadProgress>, file?: { lines: number; onDisk: number }): void {
    const { pages, entries, hasMoreData, continuationToken, startToken } = progress;
    this.#pending.push({ state: { pages, entries, hasMoreData, continuationToken, startToken }, endLine: file?.lines ?? 0 });
    const onDisk = file?.onDisk ?? 0;
    let last: ReadState | undefined;
    while (this.#pending[0] !== undefined && this.#pending[0].endLine <= onDisk) last = this.#pending.shift()?.state;
    if (last !== undefined) setReadOutputs(this.#setOutput, last);
  }
}
