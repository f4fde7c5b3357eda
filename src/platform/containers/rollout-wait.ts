import type { Overview } from '../../api/models/app-read.ts';
import type { Clock } from '../../api/clock.ts';
import { isTransient, pollUntil } from '../../api/polling.ts';
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
  /**
   * Read with each overview: what replaced this step's change in the live configuration
   * (another deploy), or undefined while the change is still what the application asks for.
   */
  superseded?: () => Promise<string | undefined>;
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
 * Reads the overview until the rollout is done, has failed, or the time is up (the shared
 * polling loop). Transient failures are asked again; any other ends the wait by throwing.
 */
export async function waitForRollout(options: RolloutWaitOptions): Promise<RolloutWaitResult> {
  const outcome = await pollUntil({
    read: async (): Promise<RolloutVerdict> => {
      const verdict = judgeRollout(await options.read(), options.expected);
      if (verdict.state === 'done' || !options.superseded) return verdict;
      // A rollout that ends on someone else's image would wait for ever: say so at once.
      const replacedBy = await options.superseded();
      return replacedBy === undefined ? verdict : { state: 'failed', status: verdict.status, regions: verdict.regions, why: replacedBy };
    },
    settled: (verdict) => verdict.state !== 'waiting',
    waitMs: options.waitMs,
    intervalMs: options.intervalMs,
    clock: options.clock,
    tolerate: isTransient,
    onPoll: (sample) =>
      options.onPoll?.({
        poll: sample.poll,
        elapsedMs: sample.elapsedMs,
        verdict: sample.value,
        error: sample.error,
        nextInMs: sample.nextInMs,
      }),
  });
  return { verdict: outcome.last, lastError: outcome.lastError, polls: outcome.polls, elapsedMs: outcome.elapsedMs };
}
