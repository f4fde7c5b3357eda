import type { Clock } from '../http/clock.ts';
import { statusLine } from '../http/network-errors.ts';
import { withRetries, type AttemptOutcome } from '../http/retry-loop.ts';
import { backoffDelay, DEFAULT_RETRY_TIMING } from '../http/retry-policy.ts';
import { excerpt, formatSeconds, messageOf } from '../http/wording.ts';
import { IdTokenError, type Runner, type RunnerEnv } from './runner.ts';

const NO_TOKEN = 'The job needs permissions: id-token: write, and a pull request from a fork gets no token';

export interface IdTokenSettings {
  env: RunnerEnv;
  /** timeout-seconds: how long the step waits on the token service, its retries included. */
  timeoutMs: number;
  /** max-attempts: requests for what @actions/core does not ask again itself (a dropped connection, a 429). */
  maxAttempts: number;
  /** The step's clock: the waits between those requests, and the timeout-seconds bound they count against. */
  clock: Clock;
  /** Where each retry line goes, as the other clients' lines do. */
  onRetry: (line: string) => void;
  /** Removes every secret the step knows from the service's text, before it is cut: the request token is one. */
  redact: (text: string) => string;
}

class TimedOut extends Error {}

/** Resolves as `work` does, or rejects TimedOut after `ms`; the timer never outlives the race. */
async function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new TimedOut()), Math.max(0, ms));
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A GitHub OIDC token for this job from the runner's token service, asked for with no audience
 * (its audience is then the repository owner's URL, as the platform's own deploy action asks).
 * @actions/core already asks again after a 502, 503 or 504 (up to 11 requests), so those are
 * never asked again here: a loop over them would multiply its requests (it did: up to 33). What
 * core gives up on at once, a dropped connection and a 429, is asked again here, up to
 * max-attempts with the action's backoff (core's error carries no Retry-After to honour). What
 * core cannot do is give up in time (a request that never answers holds its socket for 3
 * minutes), so the step waits on it, its retries included, timeout-seconds at most; a failure
 * says what the service answered, and blames the job's permissions only when the service refused.
 */
export async function requestIdToken(runner: Runner, settings: IdTokenSettings): Promise<string> {
  if (!settings.env['ACTIONS_ID_TOKEN_REQUEST_URL'] || !settings.env['ACTIONS_ID_TOKEN_REQUEST_TOKEN']) {
    throw new Error(`github-oidc: the runner gave this job no OIDC token (ACTIONS_ID_TOKEN_REQUEST_URL is not set). ${NO_TOKEN}`);
  }
  const { clock, timeoutMs } = settings;
  const describe = "github-oidc: the runner's token service";
  const deadline = clock.now() + timeoutMs;
  const attemptOnce = async (attempt: number): Promise<AttemptOutcome<string, Error>> => {
    try {
      return { ok: true, value: await within(runner.getIDToken(), deadline - clock.now()) };
    } catch (error) {
      if (error instanceof TimedOut) throw new Error(`${describe} gave no answer within ${formatSeconds(timeoutMs)} (timeout-seconds)`);
      const status = error instanceof IdTokenError ? error.status : undefined;
      const said = excerpt(messageOf(error), settings.redact, 300);
      // Asked again only when the longest wait before it still ends within timeout-seconds.
      const inTime = clock.now() + backoffDelay(attempt, DEFAULT_RETRY_TIMING, () => 1) < deadline;
      if (status === undefined) {
        const reason = `could not be reached (${said})`;
        return { ok: false, error: new Error(`${describe} ${reason}`), retryable: inTime, reason };
      }
      // A 502, 503 or 504 reaches here once core's own retries are spent; another 5xx (a 500) is not
      // among the spec's transient failures, and a 401 or 403 is a refusal: none is asked again.
      const refused = status === 401 || status === 403;
      const answered = new Error(`${describe} answered ${statusLine(status)}${said ? `: ${said}` : ''}${refused ? `. ${NO_TOKEN}` : ''}`);
      return { ok: false, error: answered, retryable: status === 429 && inTime, reason: statusLine(status) };
    }
  };
  const { value } = await withRetries<string, Error>(
    {
      describe,
      maxAttempts: settings.maxAttempts,
      sleep: (ms) => clock.sleep(ms),
      onRetry: settings.onRetry,
      // No gate paces the token service: a limit never ends these requests.
      limitSpent: (error) => error,
      giveUp: ({ error }) => error,
    },
    attemptOnce,
  );
  return value;
}
