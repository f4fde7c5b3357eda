import { ApiError } from './api-error.ts';
import type { Clock } from './clock.ts';
import { firstLine } from '../http/wording.ts';
import type { Deadline } from '../http/deadline.ts';

/**
 * The one polling loop of the action: release waits, rollouts, publish verification, rollback
 * waits and URL probes all read something until it settles or the time is up.
 */

export interface PollSample<T> {
  /** 1 for the first read. */
  poll: number;
  elapsedMs: number;
  /** What this read returned; undefined when it failed in a way the wait tolerates. */
  value: T | undefined;
  /** The first line of this read's tolerated failure, if it failed. */
  error: string | undefined;
  settled: boolean;
  /** How long until the next read; undefined when this was the last one. */
  nextInMs: number | undefined;
}

export interface PollOptions<T> {
  /**
   * One read; a failure that `tolerate` does not accept ends the wait by throwing. The read's
   * requests keep to `deadline` (undefined when there is no wait: one read, as any other).
   */
  read: (deadline: Deadline | undefined) => Promise<T>;
  /** Whether what was read ends the wait (done, or failed for good). */
  settled: (value: T) => boolean;
  /** How long to keep asking; 0 reads once. */
  waitMs: number;
  intervalMs: number;
  clock: Clock;
  /** Which read failures mean "ask again"; by default none. */
  tolerate?: (error: unknown) => boolean;
  onPoll?: (sample: PollSample<T>) => void;
}

export interface PollResult<T> {
  /** The last value read successfully; undefined when no read succeeded. */
  last: T | undefined;
  settled: boolean;
  /** The last tolerated failure, when the last read failed. */
  lastError: string | undefined;
  polls: number;
  elapsedMs: number;
}

/**
 * A failure worth asking again about while waiting: no answer, or an answer that says "later"
 * (429, 5xx). The client has already spent its own attempts on it; a wait goes on regardless,
 * because a deploy in progress is not a reason to give up on one that may be fine.
 */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  return error.kind === 'http' && error.status !== undefined && (error.status === 429 || error.status >= 500);
}

/**
 * Reads until a read settles or the time is up. The limit is time, not a count of reads: a
 * slow answer uses up the wait like a sleep does. Polls start one interval apart (not one
 * interval after each answer), so a change is seen at most one interval plus one request after
 * it happens, however slow the API; the last sleep is cut short so that the final read happens
 * at the deadline, not after it.
 */
export async function pollUntil<T>(options: PollOptions<T>): Promise<PollResult<T>> {
  const { clock } = options;
  const started = clock.now();
  const deadline = started + Math.max(0, options.waitMs);
  // A read's own retries are part of the wait: they never sleep past it.
  const readDeadline: Deadline | undefined = options.waitMs > 0 ? { at: deadline, leastAttemptMs: options.intervalMs } : undefined;
  let last: T | undefined;
  for (let poll = 1; ; poll++) {
    const pollStarted = clock.now();
    let value: T | undefined;
    let error: string | undefined;
    try {
      value = await options.read(readDeadline);
      last = value;
    } catch (failure) {
      if (!options.tolerate?.(failure)) throw failure;
      error = firstLine(failure);
    }
    const settled = error === undefined && options.settled(value as T);
    const now = clock.now();
    const left = deadline - now;
    const untilNext = Math.max(0, pollStarted + options.intervalMs - now);
    const nextInMs = settled || left <= 0 ? undefined : Math.min(untilNext, left);
    options.onPoll?.({ poll, elapsedMs: now - started, value, error, settled, nextInMs });
    if (nextInMs === undefined) return { last, settled, lastError: error, polls: poll, elapsedMs: now - started };
    await clock.sleep(nextInMs);
  }
}
