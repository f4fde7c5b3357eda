import { getOctokit } from '@actions/github';
import type { Clock } from '../http/clock.ts';
import { classifyFailure, connectionWhere, hostWithPort, judgeLoss, statusLine } from '../http/network-errors.ts';
import { withRetries, type AttemptOutcome } from '../http/retry-loop.ts';
import { DEFAULT_RETRY_TIMING, retryAfter } from '../http/retry-policy.ts';
import type { StepConnections } from '../http/step-connections.ts';
import { fetch as undiciFetch } from '../http/undici.ts';
import type { CommonSettings } from '../inputs/common-settings.ts';
import type { ActionLog } from '../runner/action-log.ts';
import { inline } from '../runner/untrusted-text.ts';
import { USER_AGENT } from '../runner/version.ts';
import { messageOf } from '../http/wording.ts';
import { githubRateLimit, thrownHeaders, type GitHubRateLimit } from './rate-limit.ts';

/** What GitHub's requests take from the step: timeout-seconds and max-attempts bound them as every other host's. */
export interface GitHubContext {
  env: NodeJS.ProcessEnv;
  http: StepConnections;
  settings: Pick<CommonSettings, 'timeoutMs' | 'maxAttempts' | 'dryRun'>;
  /** Its `redact` scrubs every secret of the step from what GitHub said, before any of it is cut. */
  log: ActionLog;
  clock: Clock;
}

export interface OctokitRequest {
  context: GitHubContext;
  token: string;
  /** GITHUB_API_URL, or https://api.github.com (githubApiUrl). */
  apiUrl: URL;
  /** What the retry lines begin with: the feature they serve ("pr-comment: "). */
  prefix?: string;
  /** Told how many attempts each request took, so that a warning says how many were made. */
  onAttempts?: (attempts: number) => void;
}

/** The most GitHub gives in one page: the fewest round trips. */
export const PER_PAGE = 100;

/** A refused or unanswered request to GitHub, with its status (none when no answer came). */
export class GitHubError extends Error {
  readonly status: number | undefined;
  /** False when the request never left (no connection): GitHub cannot have carried it out, and the retry loop asked again already. */
  readonly sent: boolean;
  /** GitHub's rate limit refused it (a 403 as often as a 429): no missing permission. */
  readonly rateLimit: GitHubRateLimit | undefined;

  constructor(status: number | undefined, message: string, sent = true, rateLimit?: GitHubRateLimit) {
    super(message);
    this.status = status;
    this.sent = sent;
    this.rateLimit = rateLimit;
  }

  static of(error: unknown): GitHubError {
    const status = (error as { status?: unknown }).status;
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : undefined;
    // Octokit reports a request that got no answer as status 500, with the network error as its cause.
    const answered = typeof status === 'number' && !(cause !== undefined && status === 500);
    const message = messageOf(error);
    if (answered) return new GitHubError(status, message, true, githubRateLimit(status, thrownHeaders(error), message, Date.now()));
    const failure = error instanceof Error ? error.cause : undefined;
    return new GitHubError(undefined, cause ?? message, failure === undefined || !classifyFailure(failure).notSent);
  }
}

/**
 * The one place the action makes an Octokit: the pull request comment, the deployments and the
 * run's pull request all take theirs here, so that how it reaches GitHub changes in one place.
 */
export function createOctokit(request: OctokitRequest): ReturnType<typeof getOctokit> {
  const { log } = request.context;
  // Octokit's own notices (a deprecation header), for the log's debug lines.
  const debug = (message: string) => log.debug(inline(log.redact(message), 300));
  return getOctokit(request.token, {
    // Given here, not left to @actions/github's defaults, which it reads once when loaded.
    baseUrl: request.apiUrl.href.replace(/\/+$/, ''),
    userAgent: USER_AGENT,
    request: { fetch: fetchWithRetries(request) },
    log: { debug: () => {}, info: () => {}, warn: debug, error: debug },
  });
}

/** GitHub's "not now": its rate limits, and a front end that failed (the status of a write behind it is unknown). A 403 is one when it says it is a rate limit. */
const TRANSIENT = new Set([429, 500, 502, 503, 504]);

/** The rate limit a 403 or 429 answer says; a 403's body is read (from a copy) only when its headers do not say it. */
async function answerRateLimit(response: Awaited<ReturnType<typeof undiciFetch>>, now: number): Promise<GitHubRateLimit | undefined> {
  if (response.status !== 403 && response.status !== 429) return undefined;
  const header = (name: string) => response.headers.get(name) ?? undefined;
  const byHeaders = githubRateLimit(response.status, header, '', now);
  if (byHeaders !== undefined || response.status === 429) return byHeaders;
  const text = await response
    .clone()
    .text()
    .catch(() => '');
  return githubRateLimit(response.status, header, text, now);
}

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
  const { http, settings, clock, log } = request.context;
  const { timeoutMs, maxAttempts } = settings;
  // GitHub's requests include the final part's, which go out after a cancel, within its grace.
  const { dispatcher, proxy } = http.open(request.apiUrl, { outlivesCancel: true });
  const where = connectionWhere(hostWithPort(request.apiUrl), proxy);
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
    type Answer = Awaited<ReturnType<typeof undiciFetch>>;
    let made = 0;
    const result = await withRetries<Answer, Error>(
      {
        describe: `GitHub ${method} ${new URL(url).pathname}`,
        maxAttempts,
        sleep: (ms) => clock.sleep(ms),
        onRetry: (line) => log.info(`${request.prefix ?? ''}${line}`),
        limitSpent: (error) => error,
        // A lost answer is Octokit's network error to word; a last answer is returned to it as it came.
        giveUp: (failure) => failure.error,
      },
      async (attempt): Promise<AttemptOutcome<Answer, Error>> => {
        let response: Answer;
        try {
          made = attempt;
          response = await once();
        } catch (error) {
          if (init.signal?.aborted) return { ok: false, retryable: false, reason: 'aborted', error: error as Error };
          // Whether asking again can change anything (a proxy's 407 will not) is the one classifier's
          // rule, as for every host; whether it may do a write twice is this request's.
          const loss = judgeLoss(error, { where, connectLimitMs: timeoutMs, limitMs: timeoutMs });
          return {
            ok: false,
            retryable: loss.retryable && (safe || !loss.maybeProcessed),
            reason: loss.phrase,
            maybeProcessed: loss.maybeProcessed,
            // Octokit takes this message for its error's: the failure worded as every client words it.
            error: new Error(loss.phrase, { cause: error }),
          };
        }
        // The last attempt's answer is final whatever it says: its body is not read for a rate limit here.
        if (attempt >= maxAttempts) return { ok: true, value: response };
        const limit = await answerRateLimit(response, clock.date().getTime());
        if (!(TRANSIENT.has(response.status) || limit)) return { ok: true, value: response };
        // A rate limit's own wait (until its reset, a minute for a secondary one) is bounded as Retry-After is.
        const { waitMs: retryAfterMs, tooLong } =
          limit?.waitMs === undefined
            ? retryAfter(response.headers.get('retry-after') ?? undefined, clock.date().getTime())
            : limit.waitMs <= DEFAULT_RETRY_TIMING.maxRetryAfterMs
              ? { waitMs: limit.waitMs, tooLong: undefined }
              : { waitMs: undefined, tooLong: limit.said };
        // A rate limit's refusal was not processed; any other failure of a write that creates may have been.
        if (!(safe || limit) || tooLong) return { ok: true, value: response };
        // The body of an answer that is retried is never read: dropped, so the connection is free again.
        await response.body?.cancel().catch(() => {});
        const reason = limit && response.status === 403 ? `${statusLine(403)}, GitHub's rate limit` : statusLine(response.status);
        return {
          ok: false,
          retryable: true,
          reason,
          retryAfterMs,
          ...(limit?.waitMs === undefined || response.headers.get('retry-after') ? {} : { waitAsked: "as GitHub's rate limit asks" }),
          error: new Error(statusLine(response.status)),
        };
      },
    ).finally(() => request.onAttempts?.(made));
    return result.value;
  };
}
