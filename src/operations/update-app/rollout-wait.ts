import { ApiError } from '../../api/api-error.ts';
import type { Overview } from '../../api/models/app-read.ts';
import type { Clock } from '../../api/clock.ts';
import { judgeRollout, type ExpectedImage, type RolloutVerdict } from './rollout-verdict.ts';

/** What one read of the overview found. */
export interface RolloutPoll {
  poll: number;
  elapsedMs: number;
  /** Undefined when this read failed transiently. */
  verdict: RolloutVerdict | undefined;
  /** The transient failure of this read, if any. */
  error: string | undefined;
  nextInMs: number | undefined;
}

export interface RolloutWaitOptions {
  read: () => Promise<Overview>;
  expected: readonly ExpectedImage[];
  waitMs: number;
  intervalMs: number;
  clock: Clock;
  onPoll?: (poll: RolloutPoll) => void;
}

export interface RolloutWaitResult {
  /** The last verdict read; undefined when no read succeeded. */
  verdict: RolloutVerdict | undefined;
  /** The last transient failure, when the last read failed. */
  lastError: string | undefined;
  polls: number;
  elapsedMs: number;
}

/**
 * A failure worth asking again about: no answer, or an answer that says "later" (429, 5xx).
 * The client has already spent its own attempts on it; the wait goes on regardless, because
 * a rollout in progress is not a reason to give up on a deploy that may be fine.
 */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  return error.kind === 'http' && error.status !== undefined && (error.status === 429 || error.status >= 500);
}

/**
 * Reads the overview until the rollout is done, has failed, or the time is up. Polls start one
 * interval apart, and the last sleep is cut short so the final read happens at the deadline.
 * Any failure other than a transient one ends the wait by throwing.
 */
export async function waitForRollout(options: RolloutWaitOptions): Promise<RolloutWaitResult> {
  const { clock } = options;
  const started = clock.now();
  const deadline = started + Math.max(0, options.waitMs);
  let verdict: RolloutVerdict | undefined;
  for (let poll = 1; ; poll++) {
    const pollStarted = clock.now();
    let error: string | undefined;
    try {
      verdict = judgeRollout(await options.read(), options.expected);
    } catch (failure) {
      if (!isTransient(failure)) throw failure;
      error = (failure as Error).message.split('\n')[0];
    }
    const now = clock.now();
    const left = deadline - now;
    const finished = error === undefined && verdict !== undefined && verdict.state !== 'waiting';
    const untilNext = Math.max(0, pollStarted + options.intervalMs - now);
    const nextInMs = finished || left <= 0 ? undefined : Math.min(untilNext, left);
    options.onPoll?.({ poll, elapsedMs: now - started, verdict: error === undefined ? verdict : undefined, error, nextInMs });
    if (nextInMs === undefined) return { verdict, lastError: error, polls: poll, elapsedMs: now - started };
    await clock.sleep(nextInMs);
  }
}
