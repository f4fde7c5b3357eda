import type { Inputs } from './inputs.ts';

/** A GitHub job runs at most 6 hours; a longer wait is a typo. */
export const MAX_WAIT_SECONDS = 6 * 60 * 60;
const MAX_POLL_INTERVAL_SECONDS = 3600;

export interface WaitSettings {
  waitSeconds: number;
  pollIntervalSeconds: number;
}

/** A step's wait, and whether the step chose its interval. */
export interface StepWait extends WaitSettings {
  intervalGiven: boolean;
}

/**
 * `wait-seconds` and `poll-interval-seconds`, the one reader of both. Their defaults differ per
 * operation (a release check reads once, a publish waits a minute), so action.yml gives none
 * and each operation passes its own. `intervalGiven` says whether the step chose the interval,
 * which then also paces the operation's other waits (the probe after a deploy).
 */
export function readWaitSettings(inputs: Inputs, defaults: WaitSettings): StepWait {
  const waitSeconds =
    inputs.integer('wait-seconds', { min: 0, max: MAX_WAIT_SECONDS, default: defaults.waitSeconds }) ?? defaults.waitSeconds;
  const given = inputs.integer('poll-interval-seconds', { min: 1, max: MAX_POLL_INTERVAL_SECONDS });
  return { waitSeconds, pollIntervalSeconds: given ?? defaults.pollIntervalSeconds, intervalGiven: given !== undefined };
}
