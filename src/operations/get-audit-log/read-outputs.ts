import type { AuditReadProgress } from '../../api/audit-log-pages.ts';
import type { StepReport } from '../operation.ts';

export type ReadState = Pick<AuditReadProgress, 'pages' | 'entries' | 'hasMoreData' | 'continuationToken' | 'startToken'>;

/** The outputs of how far a read got: entries, and once a page was read where the next one begins. */
export function setReadOutputs(setOutput: StepReport['setOutput'], state: Readonly<ReadState>): void {
  setOutput('entries', state.entries);
  if (state.pages > 0) {
    setOutput('has-more-data', state.hasMoreData);
    setOutput('continuation-token', state.continuationToken);
    setOutput('start-token', state.startToken);
  }
}

/** How far the read got as of a page, copied: the progress goes on with the next pages while this one waits to be wholly on disk. */
export function readState({ pages, entries, hasMoreData, continuationToken, startToken }: Readonly<ReadState>): ReadState {
  return { pages, entries, hasMoreData, continuationToken, startToken };
}
