/**
 * A failure the operation has judged: `verdict` is the summary's ❌ line (what a pull request
 * comment shows), `message` the log's error with what to do. The entry point writes both, once
 * for every operation, so an operation throws its verdict instead of writing it before a throw.
 */
export class StepFailure extends Error {
  readonly verdict: string;

  constructor(message: string, verdict: string) {
    super(message);
    this.name = 'StepFailure';
    this.verdict = verdict;
  }
}
