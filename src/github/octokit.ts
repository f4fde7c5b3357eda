import { getOctokit } from '@actions/github';
import type { Dispatcher } from '../api/undici-parts.ts';
import { dispatcherFetch } from './github-fetch.ts';

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
    request: { fetch: dispatcherFetch(request.dispatcher, request.timeoutMs) },
    log: { debug: () => {}, info: () => {}, warn: request.debug, error: request.debug },
  });
}
