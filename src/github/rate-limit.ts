import { requestedRetryAfter } from '../http/retry-policy.ts';
import { formatSeconds } from '../http/wording.ts';

/**
 * GitHub's rate limits, as its answer says them. GitHub refuses a request over a limit with 403
 * as often as with 429: a primary limit spent says `x-ratelimit-remaining: 0` and when it resets
 * (`x-ratelimit-reset`, epoch seconds); a secondary limit says so in its message, with
 * `retry-after` when it names a wait, else asks for at least a minute. Kept apart from
 * octokit.ts, so that the warnings can word it without loading @actions/github.
 */
export interface GitHubRateLimit {
  /** How long GitHub asks the token to wait from `now`; undefined for a bare 429 (backed off as any transient failure). */
  waitMs: number | undefined;
  /** For the warning: "it resets at 2026-12-07T09:00:00Z", "GitHub asked to wait 120 s". */
  said: string;
}

/** What GitHub asks after a secondary limit that names no wait: "wait at least one minute". */
const SECONDARY_WAIT_MS = 60_000;
/** x-ratelimit-reset counts whole seconds: asking in the second it names may still be refused. */
const RESET_MARGIN_MS = 1_000;

/**
 * The rate limit an answer of `status` says, or undefined when it is no rate limit (a 403 that
 * is a missing permission). `header` reads the answer's headers; `message` is GitHub's text.
 */
export function githubRateLimit(
  status: number,
  header: (name: string) => string | undefined,
  message: string,
  now: number,
): GitHubRateLimit | undefined {
  if (status !== 403 && status !== 429) return undefined;
  const retryAfterMs = requestedRetryAfter(header('retry-after'), now);
  const spent = header('x-ratelimit-remaining')?.trim() === '0';
  const secondary = /rate limit/i.test(message);
  if (status === 403 && retryAfterMs === undefined && !spent && !secondary) return undefined;
  if (retryAfterMs !== undefined) return { waitMs: retryAfterMs, said: `GitHub asked to wait ${formatSeconds(retryAfterMs)}` };
  const reset = Number(header('x-ratelimit-reset'));
  if (spent && Number.isSafeInteger(reset) && reset > 0) {
    return {
      waitMs: Math.max(0, reset * 1000 - now) + RESET_MARGIN_MS,
      said: `the token's limit is spent until ${new Date(reset * 1000).toISOString().replace(/\.000Z$/, 'Z')}`,
    };
  }
  if (status === 403 || secondary) return { waitMs: SECONDARY_WAIT_MS, said: 'GitHub asks to wait at least a minute' };
  return { waitMs: undefined, said: 'GitHub answered 429 Too Many Requests' };
}

/** The headers of what Octokit threw (its RequestError's `response.headers`), read as githubRateLimit reads them. */
export function thrownHeaders(error: unknown): (name: string) => string | undefined {
  return headerReader((error as { response?: { headers?: Record<string, unknown> } }).response?.headers);
}

/** A header of a record as Octokit gives them (a string, or a number it parsed). */
export function headerReader(headers: Record<string, unknown> | undefined): (name: string) => string | undefined {
  return (name) => {
    const value = headers?.[name];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
  };
}
