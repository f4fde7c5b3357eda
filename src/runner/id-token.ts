import type { Clock } from '../http/clock.ts';
import { DEFAULT_RETRY_TIMING, TRANSIENT_STATUSES, type RetryTiming } from '../http/retry-policy.ts';
import { withRetries, type AttemptOutcome } from '../http/retry-loop.ts';
import { statusLine } from '../http/network-errors.ts';
import { excerpt, formatSeconds } from '../http/wording.ts';
import { IdTokenError, type Runner, type RunnerEnv } from './runner.ts';

const NO_TOKEN = 'The job needs permissions: id-token: write, and a pull request from a fork gets no token';

export interface IdTokenSettings {
  env: RunnerEnv;
  /** timeout-seconds: each attempt's bound. */
  timeoutMs: number;
  maxAttempts: number;
  clock: Clock;
  onRetry: (line: string) => void;
  /** Removes every secret the step knows from the service's text, before it is cut: the request token is one. */
  redact?: (text: string) => string;
  timing?: RetryTiming;
  random?: () => number;
}

class TimedOut extends Error {}

/** Resolves as `work` does, or rejects TimedOut after `ms`; the timer never outlives the race. */
async function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new TimedOut()), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A GitHub OIDC token for this job from the runner's token service, asked for with no audience
 * (its audience is then the repository owner's URL, as the platform's own deploy action asks).
 * Each attempt is bounded by timeout-seconds; a service that fails for a moment (5xx, 429, no
 * answer, a dropped connection) is asked again, up to max-attempts; a failure says what the
 * service answered, and blames the job's permissions only when the service refused.
 */
export async function requestIdToken(runner: Runner, settings: IdTokenSettings): Promise<string> {
  if (!settings.env['ACTIONS_ID_TOKEN_REQUEST_URL'] || !settings.env['ACTIONS_ID_TOKEN_REQUEST_TOKEN']) {
    throw new Error(`github-oidc: the runner gave this job no OIDC token (ACTIONS_ID_TOKEN_REQUEST_URL is not set). ${NO_TOKEN}`);
  }
  const describe = "github-oidc: the runner's token service";
  const limit = formatSeconds(settings.timeoutMs);
  const result = await withRetries<string, Error>(
    {
      describe,
      maxAttempts: settings.maxAttempts,
      timing: settings.timing ?? DEFAULT_RETRY_TIMING,
      random: settings.random ?? Math.random,
      sleep: (ms) => settings.clock.sleep(ms),
      onRetry: settings.onRetry,
      limitSpent: (error) => error,
      giveUp: ({ error }, attempts) =>
        attempts > 1 ? new Error(`${error.message} (${attempts} attempts, each bounded by timeout-seconds)`) : error,
    },
    async (): Promise<AttemptOutcome<string, Error>> => {
      try {
        const token = await within(runner.getIDToken(), settings.timeoutMs);
        return { ok: true, value: token };
      } catch (error) {
        if (error instanceof TimedOut) {
          const reason = `no answer within ${limit}`;
          return { ok: false, retryable: true, reason, error: new Error(`${describe} gave ${reason} (timeout-seconds)`) };
        }
        const status = error instanceof IdTokenError ? error.status : undefined;
        const said = excerpt(error instanceof Error ? error.message : String(error), settings.redact ?? ((text) => text), 300);
        if (status === undefined) {
          const reason = `could not be reached (${said})`;
          return { ok: false, retryable: true, reason, error: new Error(`${describe} ${reason}`) };
        }
        const reason = statusLine(status);
        const refused = status === 401 || status === 403;
        return {
          ok: false,
          retryable: TRANSIENT_STATUSES.has(status) || status >= 500,
          reason,
          error: new Error(`${describe} answered ${reason}${said ? `: ${said}` : ''}${refused ? `. ${NO_TOKEN}` : ''}`),
        };
      }
    },
  );
  return result.value;
}
