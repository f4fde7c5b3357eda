/*
 * How every wait writes time: the release waits, the rollout, the probe, a retry's backoff and
 * the rate limit. One format, so that a log can be read (and grepped) the same way throughout.
 */

import { formatSeconds } from '../http/wording.ts';
import type { PollSample } from './polling.ts';

/**
 * "Poll 3 at 4.5 s: <what it found>; next poll in 2 s", or "; time is up" on a last read that
 * did not settle. A probe counts attempts: `noun` 'Attempt' gives "Attempt 3 at ... next attempt in".
 */
export function pollLine(
  sample: Pick<PollSample<unknown>, 'poll' | 'elapsedMs' | 'nextInMs' | 'settled'>,
  found: string,
  noun: 'Poll' | 'Attempt' = 'Poll',
): string {
  const next =
    sample.nextInMs !== undefined
      ? `; next ${noun.toLowerCase()} in ${formatSeconds(sample.nextInMs)}`
      : sample.settled
        ? ''
        : '; time is up';
  return `${noun} ${sample.poll} at ${formatSeconds(sample.elapsedMs)}${found === '' ? '' : `: ${found}`}${next}`;
}

/** "after 12 s (7 polls)". */
export function waitedFor(wait: { elapsedMs: number; polls: number }): string {
  return `after ${formatSeconds(wait.elapsedMs)} (${wait.polls} poll${wait.polls === 1 ? '' : 's'})`;
}
