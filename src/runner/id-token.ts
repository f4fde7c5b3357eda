import { statusLine } from '../http/network-errors.ts';
import { excerpt, formatSeconds, messageOf } from '../http/wording.ts';
import { IdTokenError, type Runner, type RunnerEnv } from './runner.ts';

const NO_TOKEN = 'The job needs permissions: id-token: write, and a pull request from a fork gets no token';

export interface IdTokenSettings {
  env: RunnerEnv;
  /** timeout-seconds: how long the step waits on the token service, its retries included. */
  timeoutMs: number;
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
 * The runner asks once per call: @actions/core already asks again after a 502, 503 or 504 (up to
 * 11 requests), so a loop here would multiply its requests (it did: up to 33). What core cannot
 * do is give up in time (a request that never answers holds its socket for 3 minutes), so the
 * step waits on it timeout-seconds at most; a failure says what the service answered, and blames
 * the job's permissions only when the service refused.
 */
export async function requestIdToken(runner: Runner, settings: IdTokenSettings): Promise<string> {
  if (!settings.env['ACTIONS_ID_TOKEN_REQUEST_URL'] || !settings.env['ACTIONS_ID_TOKEN_REQUEST_TOKEN']) {
    throw new Error(`github-oidc: the runner gave this job no OIDC token (ACTIONS_ID_TOKEN_REQUEST_URL is not set). ${NO_TOKEN}`);
  }
  const describe = "github-oidc: the runner's token service";
  try {
    return await within(runner.getIDToken(), settings.timeoutMs);
  } catch (error) {
    if (error instanceof TimedOut) {
      throw new Error(`${describe} gave no answer within ${formatSeconds(settings.timeoutMs)} (timeout-seconds)`);
    }
    const status = error instanceof IdTokenError ? error.status : undefined;
    const said = excerpt(messageOf(error), settings.redact, 300);
    if (status === undefined) throw new Error(`${describe} could not be reached (${said})`);
    const refused = status === 401 || status === 403;
    throw new Error(`${describe} answered ${statusLine(status)}${said ? `: ${said}` : ''}${refused ? `. ${NO_TOKEN}` : ''}`);
  }
}
