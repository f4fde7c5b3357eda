import type { Clock } from '../../api/clock.ts';
import type { PlatformClient } from '../../api/platform-client.ts';
import type { ScriptRelease } from '../../api/models/releases.ts';
import { isTransient, pollUntil } from '../../api/polling.ts';
import type { ApiError } from '../../api/api-error.ts';
import { readActiveRelease } from './active-release.ts';

export interface ReleasePoll<Verdict extends string> {
  /** 1 for the first read. */
  poll: number;
  elapsedMs: number;
  /** Undefined when there is no active release (404), or when the read failed. */
  release: ScriptRelease | undefined;
  verdict: Verdict | 'waiting';
  /** The first line of a failure the wait asks again about (a 503, a lost connection). */
  error: string | undefined;
  /** Until the next read; undefined when this was the last one. */
  nextInMs: number | undefined;
}

export interface ReleaseWaitOptions<Verdict extends string> {
  client: PlatformClient;
  scriptId: number;
  /** What an active release means: 'waiting' asks again, anything else ends the wait. No active release (404) is waiting. */
  judge: (release: ScriptRelease) => Verdict | 'waiting';
  /** How long to keep asking; 0 reads once. */
  waitSeconds: number;
  pollIntervalSeconds: number;
  clock: Clock;
  onPoll?: (poll: ReleasePoll<Verdict>) => void;
}

export interface ReleaseWaitResult<Verdict extends string> {
  /** What the last read decided; 'timeout' when the time was up first. */
  verdict: Verdict | 'timeout';
  /** The last release read (undefined: none, or the last read failed). */
  release: ScriptRelease | undefined;
  /** The last read's 404, when it found no active release. */
  notFound: ApiError | undefined;
  /** The last read's failure, when it failed in a way the wait asks again about. */
  failure: unknown;
  /**
   * The last read that was answered (`release` undefined: no active release), kept when a later
   * read failed: what the wait last knew; undefined when no read was answered.
   */
  lastAnswered: { release: ScriptRelease | undefined; poll: number } | undefined;
  polls: number;
  elapsedMs: number;
}

/**
 * THE wait on a script's active release, for publish, rollback and get-active-release alike. A
 * 404 counts as "no release yet"; a transient failure (no answer, 429, 5xx) is asked again at
 * the next poll, whatever the operation: a deploy in progress is no reason to give up on one
 * that may be fine. Any other failure ends the wait by throwing.
 */
export async function waitForActiveRelease<Verdict extends string>(
  options: ReleaseWaitOptions<Verdict>,
): Promise<ReleaseWaitResult<Verdict>> {
  let failure: unknown;
  let notFound: ApiError | undefined;
  let release: ScriptRelease | undefined;
  let reads = 0;
  let lastAnswered: ReleaseWaitResult<Verdict>['lastAnswered'];
  const judge = (read: ScriptRelease | undefined) => (read === undefined ? 'waiting' : options.judge(read));
  const result = await pollUntil({
    read: async (deadline) => {
      failure = undefined;
      reads += 1;
      try {
        const read = await readActiveRelease(options.client, options.scriptId, deadline);
        notFound = read.notFound;
        release = read.release;
        lastAnswered = { release: read.release, poll: reads };
        return read.release;
      } catch (error) {
        failure = error;
        release = undefined;
        notFound = undefined;
        throw error;
      }
    },
    settled: (read) => judge(read) !== 'waiting',
    waitMs: options.waitSeconds * 1000,
    intervalMs: options.pollIntervalSeconds * 1000,
    clock: options.clock,
    tolerate: isTransient,
    onPoll: (sample) =>
      options.onPoll?.({
        poll: sample.poll,
        elapsedMs: sample.elapsedMs,
        release: sample.error === undefined ? sample.value : undefined,
        verdict: sample.error === undefined ? judge(sample.value) : 'waiting',
        error: sample.error,
        nextInMs: sample.nextInMs,
      }),
  });
  const verdict = failure === undefined ? judge(release) : 'waiting';
  return {
    verdict: verdict === 'waiting' ? 'timeout' : verdict,
    release,
    notFound,
    failure,
    lastAnswered,
    polls: result.polls,
    elapsedMs: result.elapsedMs,
  };
}
