/**
 * The end of the wait a read belongs to (a poll's: "until it is live or the time is up"). The
 * wait's limit is time, so the read's own retries keep to it: no back-off, Retry-After or
 * rate-limit pause runs past `at`, and an attempt is cut to what is left. Only a read carries
 * one: a write cut short would leave its outcome unknown.
 */
export interface Deadline {
  /** On the step's clock (`Clock.now()`). */
  at: number;
  /**
   * The least one attempt is given (a poll interval): the read at the deadline, which has nothing
   * left, must still be one a slow answer can pass.
   */
  leastAttemptMs: number;
}

/**
 * One attempt's bound: the client's own, cut to what is left of the deadline, but never below
 * its least; `limitNote` says where a shorter bound comes from, for the words of a timeout.
 */
export function attemptLimit(deadline: Deadline | undefined, timeoutMs: number, now: number): { timeoutMs: number; limitNote?: string } {
  if (deadline === undefined) return { timeoutMs };
  const left = deadline.at - now;
  if (left >= timeoutMs) return { timeoutMs };
  if (left > deadline.leastAttemptMs) return { timeoutMs: left, limitNote: 'what was left of the wait' };
  if (deadline.leastAttemptMs >= timeoutMs) return { timeoutMs };
  return { timeoutMs: deadline.leastAttemptMs, limitNote: 'one poll interval, at the end of the wait' };
}
