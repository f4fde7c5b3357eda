import type { ScriptRelease } from '../../api/models/releases.ts';
import type { Clock } from '../../api/clock.ts';

/** What one read of the active release found. */
export interface ReleasePoll {
  /** 1 for the first read. */
  poll: number;
  /** Since the wait began. */
  elapsedMs: number;
  /** Undefined when the script has no active release (404). */
  release: ScriptRelease | undefined;
  matched: boolean;
  /** How long until the next read; undefined when this was the last one. */
  nextInMs: number | undefined;
}

export interface ReleaseWaitOptions {
  /** Reads the active release; resolves undefined for "none yet" (404), throws on any other failure. */
  read: () => Promise<ScriptRelease | undefined>;
  matches: (release: ScriptRelease) => boolean;
  /** How long to keep asking; 0 reads once. */
  waitMs: number;
  intervalMs: number;
  clock: Clock;
  onPoll?: (poll: ReleasePoll) => void;
}

export interface ReleaseWaitResult {
  /** The last release seen, matching or not; undefined when every read found none. */
  release: ScriptRelease | undefined;
  matched: boolean;
  polls: number;
  elapsedMs: number;
}

/**
 * Reads the active release until it matches or the time is up. The limit is time, not a count
 * of reads: a slow answer uses up the wait like a sleep does, and the last sleep is cut short
 * so that the final read happens at the deadline, not after it.
 */
export async function waitForRelease(options: ReleaseWaitOptions): Promise<ReleaseWaitResult> {
  const { clock } = options;
  const started = clock.now();
  const deadline = started + Math.max(0, options.waitMs);
  for (let poll = 1; ; poll++) {
    const pollStarted = clock.now();
    const release = await options.read();
    const matched = release !== undefined && options.matches(release);
    const now = clock.now();
    const left = deadline - now;
    // Polls start one interval apart (not one interval after each answer), so a release is
    // seen at most one interval plus one request after it goes live, however slow the API.
    const untilNext = Math.max(0, pollStarted + options.intervalMs - now);
    const nextInMs = matched || left <= 0 ? undefined : Math.min(untilNext, left);
    options.onPoll?.({ poll, elapsedMs: now - started, release, matched, nextInMs });
    if (nextInMs === undefined) return { release, matched, polls: poll, elapsedMs: now - started };
    await clock.sleep(nextInMs);
  }
}
