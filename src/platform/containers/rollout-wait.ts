import type { Overview } from '../../api/models/app-read.ts';
import { isTransient, pollUntil, type PollOptions, type PollResult } from '../../api/polling.ts';
import { judgeRollout, type ExpectedImage, type RolloutVerdict } from './rollout-verdict.ts';

export interface RolloutWaitOptions extends Pick<PollOptions<RolloutVerdict>, 'waitMs' | 'intervalMs' | 'clock' | 'onPoll'> {
  read: () => Promise<Overview>;
  expected: readonly ExpectedImage[];
  /**
   * Read with each overview: what replaced this step's change in the live configuration
   * (another deploy), or undefined while the change is still what the application asks for.
   */
  superseded?: () => Promise<string | undefined>;
}

/**
 * Reads the overview until the rollout is done, has failed, or the time is up (the shared
 * polling loop). Transient failures are asked again; any other ends the wait by throwing.
 */
export function waitForRollout({ read, expected, superseded, ...wait }: RolloutWaitOptions): Promise<PollResult<RolloutVerdict>> {
  return pollUntil({
    ...wait,
    read: async (): Promise<RolloutVerdict> => {
      const verdict = judgeRollout(await read(), expected);
      if (verdict.state === 'done' || !superseded) return verdict;
      // A rollout that ends on someone else's image would wait for ever: say so at once.
      const replacedBy = await superseded();
      return replacedBy === undefined ? verdict : { state: 'failed', status: verdict.status, regions: verdict.regions, why: replacedBy };
    },
    settled: (verdict) => verdict.state !== 'waiting',
    tolerate: isTransient,
  });
}
