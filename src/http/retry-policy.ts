import { GATEWAY_STATUSES } from './network-errors.ts';
import { formatSeconds } from './wording.ts';

/** Bounded, jittered retry timing; pure so that tests can pin the clock and the dice. */
export const DEFAULT_RETRY_TIMING = {
  /** First backoff ceiling; doubles with each attempt. */
  baseDelayMs: 500,
  /** Largest backoff ceiling. */
  maxDelayMs: 10_000,
  /** Longest Retry-After the action waits for; a longer one ends the retries. */
  maxRetryAfterMs: 60_000,
};

/** Statuses that say "not now" rather than "no": a rate limit, and a gateway's. */
export const TRANSIENT_STATUSES: ReadonlySet<number> = new Set([429, ...GATEWAY_STATUSES]);

/** The ceiling of the nth wait in a row: doubles each time, up to the largest. */
function backoffCeiling(nth: number, timing: typeof DEFAULT_RETRY_TIMING): number {
  return Math.min(timing.maxDelayMs, timing.baseDelayMs * 2 ** Math.max(0, nth - 1));
}

/** Full jitter: a uniform wait between 0 and the exponential ceiling. */
export function backoffDelay(attempt: number, timing: typeof DEFAULT_RETRY_TIMING, random: () => number): number {
  return Math.floor(random() * backoffCeiling(attempt, timing));
}

/**
 * The least wait after the nth limited answer in a row (Retry-After may ask for longer): drawn
 * from the upper half of the same exponential ceiling. A limit does not use up attempts, so only
 * this growth spaces out a limit that lasts (the step's deadline ends it); a floor keeps the dice
 * from asking again at once, which a limit still on only refuses again.
 */
export function limitedBackoffDelay(inARow: number, timing: typeof DEFAULT_RETRY_TIMING, random: () => number): number {
  const ceiling = backoffCeiling(inARow, timing);
  return Math.floor(ceiling / 2 + random() * (ceiling / 2));
}

/**
 * The wait Retry-After asks for, in delta-seconds or as an HTTP date, in milliseconds from
 * `now`; undefined when absent or unreadable. Uncapped: the caller decides what is too long.
 */
export function requestedRetryAfter(header: string | undefined, now: number): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * What an answer's Retry-After means for this action: the wait it asks for, or, past the longest
 * wait the action sits through (asking sooner only earns another refusal), why the retries end.
 */
export function retryAfter(header: string | string[] | undefined, now: number): { waitMs?: number; tooLong?: string } {
  const requested = requestedRetryAfter(Array.isArray(header) ? header[0] : header, now);
  if (requested === undefined) return {};
  const max = DEFAULT_RETRY_TIMING.maxRetryAfterMs;
  if (requested <= max) return { waitMs: requested };
  return {
    tooLong: `(Retry-After asks for ${formatSeconds(requested)}, longer than the ${formatSeconds(max)} this action waits; try again later)`,
  };
}

/**
 * What a refusing status means for asking again, for a client whose every request may be asked
 * again after a 5xx: a 429 and a 5xx other than 501 are retried unless Retry-After asks too long.
 */
export function judgeRefusal(status: number, header: string | string[] | undefined, now: number) {
  const { waitMs, tooLong } = retryAfter(header, now);
  return { retryAfterMs: waitMs, tooLong, retryable: !tooLong && (status === 429 || (status >= 500 && status !== 501)) };
}
