import type { ScriptRelease } from '../../api/models/releases.ts';
import type { Clock } from '../../api/clock.ts';
import { pollUntil } from '../../api/polling.ts';

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

/** Reads the active release until it matches or the time is up (the shared polling loop). */
export async function waitForRelease(options: ReleaseWaitOptions): Promise<ReleaseWaitResult> {
  const matched = (release: ScriptRelease | undefined) => release !== undefined && options.matches(release);
  const outcome = await pollUntil({
    read: options.read,
    settled: matched,
    waitMs: options.waitMs,
    intervalMs: options.intervalMs,
    clock: options.clock,
    onPoll: (sample) =>
      options.onPoll?.({
        poll: sample.poll,
        elapsedMs: sample.elapsedMs,
        release: sample.value,
        matched: sample.settled,
        nextInMs: sample.nextInMs,
      }),
  });
  // The last read's answer, not the last release ever seen: a 404 after a release means none now.
  return { release: outcome.last, matched: outcome.settled, polls: outcome.polls, elapsedMs: outcome.elapsedMs };
}
