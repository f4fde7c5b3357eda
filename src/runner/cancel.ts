/**
 * A cancelled run (or one past `timeout-minutes`): the runner sends SIGINT, SIGTERM 7.5 s later
 * and kills the step 2.5 s after that. Node's own answer to SIGINT is to exit at once, which
 * leaves the Deployment in_progress and the step without outputs or summary; the step's final
 * part gets this long after the cancel instead, ending well inside the runner's 7.5 s.
 */
export const CANCEL_GRACE_MS = 5000;

/** How a line says that the grace ran out. */
export const PAST_GRACE = `within ${CANCEL_GRACE_MS / 1000} s of the runner's cancel`;

/** A signal the runner's cancel aborts (SIGINT, or SIGTERM if that comes first). */
export function runnerCancel(): AbortSignal {
  const controller = new AbortController();
  const cancel = () => controller.abort();
  process.once('SIGINT', cancel);
  process.once('SIGTERM', cancel);
  return controller.signal;
}

/** Resolves once `signal` is aborted (at once if it already is); never rejects. */
export function whenAborted(signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.resolve();
  return new Promise((done) => signal.addEventListener('abort', () => done(), { once: true }));
}

/**
 * A signal aborted `ms` after `signal` is: the end of a cancelled step's final part. Wall-clock
 * time, not the step's clock, since the runner's kill is; the timer holds no process open.
 */
export function graceAfter(signal: AbortSignal, ms: number): AbortSignal {
  const end = new AbortController();
  void whenAborted(signal).then(() => setTimeout(() => end.abort(), ms).unref());
  return end.signal;
}

/**
 * `work`'s result, or undefined once `cutoff` is aborted first (at once if it already is); without
 * a cutoff, `work` itself. What `work` still does after the cutoff is no longer waited for.
 */
export function within<T>(cutoff: AbortSignal | undefined, work: Promise<T>): Promise<T | undefined> {
  if (cutoff === undefined) return work;
  return Promise.race([work, whenAborted(cutoff).then(() => undefined)]);
}

/** The failure of a step the runner cancelled: the runner's doing, so no stack of the action's is shown for it, even in debug. */
export class RunnerCancelled extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RunnerCancelled';
  }
}
