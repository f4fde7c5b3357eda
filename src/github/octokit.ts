import { getOctokit } from '@actions/github';
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
    request: { fetch: fetchThrough(request.dispatcher, request.timeoutMs) },
    log: { debug: () => {}, info: () => {}, warn: request.debug, error: request.debug },
  });
}

/**
 * undici's own fetch over the step's connection (its proxy, its certificates), bounded by the
 * step's time limit. @actions/github would read the proxy from process.env once, when loaded,
 * not from the step's environment.
 */
function fetchThrough(dispatcher: Dispatcher, timeoutMs: number) {
  return (url: string, init: Parameters<typeof undiciFetch>[1] = {}) =>
    undiciFetch(url, {
      ...init,
      dispatcher,
      // The token goes to GitHub's API only: a redirect elsewhere is an answer, not followed.
      redirect: 'manual',
      signal: init.signal ? AbortSignal.any([init.signal, AbortSignal.timeout(timeoutMs)]) : AbortSignal.timeout(timeoutMs),
    });
}
