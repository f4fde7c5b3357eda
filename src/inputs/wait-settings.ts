import type { Inputs } from './inputs.ts';

/** A GitHub job runs at most 6 hours; a longer wait is a typo. */
export const MAX_WAIT_SECONDS = 6 * 60 * 60;
const MAX_POLL_INTERVAL_SECONDS = 3600;

export interface WaitSettings {
  waitSeconds: number;
  pollIntervalSeconds: number;
}

/**
 * `wait-seconds` and `poll-interval-seconds`, the one reader of both. Their defaults differ per
 * operation (a release check reads once, a publish waits a minute), so action.yml gives none
 * and each operation passes its own.
 */
export function readWaitSettings(inputs: Inputs, defaults: WaitSettings): WaitSettings {
  const waitSeconds =
    inputs.integer('wait-seconds', { min: 0, max: MAX_WAIT_SECONDS, default: defaults.waitSeconds }) ?? defaults.waitSeconds;
  const pollIntervalSeconds =
    inputs.integer('poll-interval-seconds', { min: 1, max: MAX_POLL_INTERVAL_SECONDS, default: defaults.pollIntervalSeconds }) ??
    defaults.pollIntervalSeconds;
  return { waitSeconds, pollIntervalSeconds };
}
