import { getOctokit } from '@actions/github';
import type { Clock } from '../http/clock.ts';
import { classifyFailure, statusLine } from '../http/network-errors.ts';
import { withRetries, type AttemptOutcome } from '../http/retry-loop.ts';
import { DEFAULT_RETRY_TIMING, requestedRetryAfter, type RetryTiming } from '../http/retry-policy.ts';
import { fetch as undiciFetch, type Dispatcher } from '../http/undici.ts';

export interface OctokitRequest {
  token: string;
  /** GITHUB_API_URL, or https://api.github.com. */
  apiUrl: string;
  dispatcher: Dispatcher;
  timeoutMs: number;
  userAgent: string;
  /** Octokit's own notices (a deprecation header), for the log's debug lines. */
  debug: (message: string) => void;
  /** The step's max-attempts: GitHub's transient failures are retried as every other host's are. */
  maxAttempts?: number;
  clock?: Clock;
  /** One line per retry, with its reason and wait. */
  onRetry?: (line: string) => void;
  random?: () => number;
  timing?: RetryTiming;
}

/**
 * The one place the action makes an Octokit: the pull request comment and the deployments
 * both take theirs here, so that how it reaches GitHub changes in one place.
 */
export function createOctokit(request: OctokitRequest): ReturnType<typeof getOctokit> {
  return getOctokit(request.token, {
    // Given here, not left to @actions/github's defaults, which it reads once when loaded.
    baseUrl: request.apiUrl.replace(/\/+$/, ''),
    userAgent: request.userAgent,
    request: { fetch: fetchWithRetries(request) },
    log: { debug: () => {}, info: () => {}, warn: request.debug, error: request.debug },
  });
}

/** GitHub's "not now": its rate limits, and a front end that failed (the status of a write behind it is unknown). */
const TRANSIENT = new Set([429, 500, 502, 503, 504]);

/**
 * Whether asking again cannot do the work twice. Reads and edits in place (PATCH a comment)
 * repeat harmlessly, and so does a deployment status (a second `success` says the same); a
 * POST that creates (a comment, a deployment) is repeated only when GitHub cannot have
 * processed it: a rate limit's refusal, or a connection that was never made.
 */
function repeatSafe(method: string, url: string): boolean {
  if (method !== 'POST') return true;
  const path = new URL(url).pathname;
  return /\/deployments\/\d+\/statuses$/.test(path) || /\/graphql$/.test(path);
}

/**
 * undici's own fetch over the step's connection (its proxy, its certificates), bounded by the
 * step's time limit for each attempt, with the action's one retry loop around it.
 * @actions/github would read the proxy from process.env once, when loaded, not from the
 * step's environment; and Octokit retries nothing by itself.
 */
function fetchWithRetries(request: OctokitRequest) {
  const { dispatcher, timeoutMs } = request;
  const sleep = (ms: number) => (request.clock ? request.clock.sleep(ms) : new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = () => (request.clock ? request.clock.date().getTime() : Date.now());
  return async (url: string, init: Parameters<typeof undiciFetch>[1] = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const safe = repeatSafe(method, url);
    const once = () =>
      undiciFetch(url, {
        ...init,
        dispatcher,
        // The token goes to GitHub's API only: a redirect elsewhere is an answer, not followed.
        redirect: 'manual',
        signal: init.signal ? AbortSignal.any([init.signal, AbortSignal.timeout(timeoutMs)]) : AbortSignal.timeout(timeoutMs),
      });
    const maxAttempts = request.maxAttempts ?? 1;
    const timing = request.timing ?? DEFAULT_RETRY_TIMING;
    type Answer = Awaited<ReturnType<typeof undiciFetch>>;
    const result = await withRetries<Answer, Error>(
      {
        describe: `GitHub ${method} ${new URL(url).pathname}`,
        maxAttempts,
        timing,
        random: request.random ?? Math.random,
        sleep,
        onRetry: request.onRetry,
        limitSpent: (error) => error,
        // A lost answer is Octokit's network error to word; a last answer is returned to it as it came.
        giveUp: (failure) => failure.error,
      },
      async (attempt): Promise<AttemptOutcome<Answer, Error>> => {
        let response: Answer;
        try {
          response = await once();
        } catch (error) {
          const { notSent, code } = classifyFailure(error);
          if (init.signal?.aborted) return { ok: false, retryable: false, reason: 'aborted', error: error as Error };
          return {
            ok: false,
            retryable: notSent || safe,
            reason: `no answer (${code})`,
            maybeProcessed: !notSent,
            error: error as Error,
          };
        }
        if (!TRANSIENT.has(response.status) || attempt >= maxAttempts) return { ok: true, value: response };
        const retryAfterMs = requestedRetryAfter(response.headers.get('retry-after') ?? undefined, now());
        // A 429 was not processed; any other failure of a write that creates may have been.
        const retryable = (safe || response.status === 429) && (retryAfterMs === undefined || retryAfterMs <= timing.maxRetryAfterMs);
        if (!retryable) return { ok: true, value: response };
        // The body of an answer that is retried is never read: dropped, so the connection is free again.
        await response.body?.cancel().catch(() => {});
        return {
          ok: false,
          retryable: true,
          reason: statusLine(response.status),
          retryAfterMs,
          error: new Error(statusLine(response.status)),
        };
      },
    );
    return result.value;
  };
}
