import { backoffDelay, DEFAULT_RETRY_TIMING, limitedBackoffDelay } from './retry-policy.ts';
import type { RateLimitGate } from './rate-limit.ts';
import { formatSeconds, firstLine } from './wording.ts';

/** What an attempt that did not succeed tells the loop. */
export interface AttemptFailure<E extends Error> {
  error: E;
  /** Whether another attempt may be made at all. */
  retryable: boolean;
  /** Short reason for the retry line: "503 Service Unavailable", "could not connect (ECONNREFUSED)". */
  reason: string;
  /** The wait the server asked for (Retry-After), if any. */
  retryAfterMs?: number | undefined;
  /** How the retry line names who asked for that wait, when not Retry-After ("as GitHub's rate limit asks"). */
  waitAsked?: string;
  /** The request may have reached the server and been processed. */
  maybeProcessed?: boolean;
  /**
   * A limit that paces more than this request (a 429 paces every request of the step): the wait
   * pauses that gate, and within its deadline the attempt is not counted.
   */
  limitedBy?: { gate: RateLimitGate; who: string; waits: string } | undefined;
}

export type AttemptOutcome<T, E extends Error> = { ok: true; value: T } | ({ ok: false } & AttemptFailure<E>);

export interface RetryLoopOptions<E extends Error> {
  /** "GET /search": how the retry lines name the request. */
  describe: string;
  maxAttempts: number;
  sleep: (ms: number) => Promise<void>;
  /** Gates every attempt passes, in order: a slot is held while the attempt is in flight. */
  gates?: readonly RateLimitGate[];
  onRetry?: ((line: string) => void) | undefined;
  /** The error a limit's deadline ends the request with ("...; try again later"). */
  limitSpent: (error: E, gate: RateLimitGate) => E;
  /** The error when the attempts are spent, or a failure is final: the caller may read the platform first. */
  giveUp: (failure: AttemptFailure<E>, attempts: number, lostAfterSending: boolean) => Promise<E | { recovered: true }> | E;
  /** A poll's read: no wait between its attempts runs past `at` (a time on `now`'s clock). */
  deadline?: { at: number; now: () => number } | undefined;
}

export interface RetryResult<T> {
  value: T;
  /** An earlier attempt lost its answer after it was sent: that attempt may have done the work. */
  repeatedAfterLoss: boolean;
  /** `giveUp` found the work done: there is no value. */
  recovered?: true;
}

/**
 * The one retry loop of the action, for every host it talks to: full-jitter backoff bounded by
 * max-attempts, the server's Retry-After, limits that pace a whole batch without counting as
 * attempts (backing off on their own count when they name no wait), and repeat safety (the
 * caller marks a failure retryable only when asking again is safe).
 */
export async function withRetries<T, E extends Error>(
  options: RetryLoopOptions<E>,
  attemptOnce: (attempt: number) => Promise<AttemptOutcome<T, E>>,
): Promise<RetryResult<T>> {
  const gates = options.gates ?? [];
  let lost = false;
  /** Limited answers since the last answer that was not one. */
  let limitedInARow = 0;
  const giveUp = async (failure: AttemptFailure<E>, attempts: number): Promise<RetryResult<T>> => {
    const verdict = await options.giveUp(failure, attempts, lost);
    if ('recovered' in verdict) return { value: undefined as T, repeatedAfterLoss: true, recovered: true };
    throw verdict;
  };
  for (let attempt = 1; ; attempt++) {
    for (const gate of gates) await gate.acquire(options.deadline?.at);
    let outcome: AttemptOutcome<T, E>;
    try {
      outcome = await attemptOnce(attempt);
    } catch (error) {
      for (const gate of gates) gate.release();
      throw error;
    }
    const limited = outcome.ok ? undefined : outcome.limitedBy;
    limitedInARow = limited ? limitedInARow + 1 : 0;
    // Limited answers do not count as attempts, so they back off on their own count, waiting
    // longer when Retry-After asks: one that asks for no wait (0, or a date already past on a
    // runner whose clock is ahead) would otherwise be asked again at once, for ever, as the
    // limit's deadline counts only time waited.
    const wait = outcome.ok
      ? 0
      : limited
        ? Math.max(outcome.retryAfterMs ?? 0, limitedBackoffDelay(limitedInARow, DEFAULT_RETRY_TIMING, Math.random))
        : (outcome.retryAfterMs ?? backoffDelay(attempt, DEFAULT_RETRY_TIMING, Math.random));
    // A wait that would end past the read's deadline is not started: the read ends with what it has.
    const left = options.deadline ? options.deadline.at - options.deadline.now() : Infinity;
    const cut = wait > left;
    // A limit pauses the gate it names (every request behind it) for the whole wait; other failures
    // only this one. A cut read waits no longer itself, so the step's budget counts only what it waited.
    for (const gate of gates) {
      if (limited?.gate !== gate) gate.release();
      else gate.release(wait, cut ? { countMs: Math.max(0, left) } : {});
    }
    if (outcome.ok) return { value: outcome.value, repeatedAfterLoss: lost };
    if (outcome.maybeProcessed) lost = true;
    if (limited && !limited.gate.canWait) {
      const spent = options.limitSpent(outcome.error, limited.gate);
      // An earlier attempt whose answer was lost may have done the work: the caller reads the
      // platform before deciding, as when the attempts are spent.
      if (lost) return giveUp({ ...outcome, error: spent }, attempt);
      throw spent;
    }
    // Its own failure, not "attempts spent": more attempts would not have helped within the wait.
    if (cut && (limited || (outcome.retryable && attempt < options.maxAttempts))) throw outcome.error;
    // Within its deadline a limit is the batch's pace, not this request's failure.
    if (limited) attempt -= 1;
    else if (!outcome.retryable || attempt >= options.maxAttempts) return giveUp(outcome, attempt);
    const which = limited ? limited.who : `attempt ${attempt} of ${options.maxAttempts}`;
    options.onRetry?.(
      `${options.describe}: ${outcome.reason} (${which}); retrying in ${formatSeconds(wait)}` +
        (wait === outcome.retryAfterMs ? ` ${outcome.waitAsked ?? 'as Retry-After asks'}` : '') +
        (limited ? `; ${limited.waits}` : ''),
    );
    // A limit's wait is its gate's pause, which the next acquire sits out.
    if (!limited) await options.sleep(wait);
  }
}

/** Whether a write's work is on the platform, as `landed` reads it, or why the read failed. */
export async function lookFor(landed: () => Promise<boolean>): Promise<boolean | { readFailed: unknown }> {
  return landed().catch((error: unknown) => ({ readFailed: error }));
}

/**
 * `giveUp` for a write that a read can confirm: after a lost answer (or one that may hide work
 * done) `landed` reads the platform before the step decides; the failure then says what the
 * read showed, or that the read failed too (`unknown` makes that error, when the caller's says
 * more than its message: that the work may have been done).
 */
export function confirmAfterLoss<E extends Error & { withMessage(message: string): E }>(
  landed: (() => Promise<boolean>) | undefined,
  words: { absent: string; unknown: string },
  unknown: (error: E, readFailed: unknown) => E = (error, readFailed) =>
    error.withMessage(`${error.message}; ${words.unknown} (${firstLine(readFailed)})`),
): RetryLoopOptions<E>['giveUp'] {
  return async (failure, _attempts, lost) => {
    if (!landed || !(lost || failure.maybeProcessed)) return failure.error;
    const found = await lookFor(landed);
    if (found === true) return { recovered: true };
    if (found === false) return failure.error.withMessage(`${failure.error.message}; ${words.absent}`);
    return unknown(failure.error, found.readFailed);
  };
}
