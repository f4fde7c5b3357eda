import { githubApiUrl, githubSaid } from './pull-request-comment.ts';
import type { GitHubContext } from './octokit.ts';
import type { PullRequestTarget } from '../runner/run-event.ts';

/**
 * Whether the run's pull request is still open, asked of GitHub before a preview's first write
 * and again right before its switch: `closed` when GitHub says so (merged included); `unknown`
 * with why when it could not be asked, which the step says and goes on past, as it did before it asked.
 */
export type PullRequestState =
  { state: 'open'; number: number } | { state: 'closed'; number: number } | { state: 'unknown'; number: number; why: string };

/*
 * On pull_request and pull_request_target the payload names the pull request as it was when the
 * run was queued: a preview step that reads the zone after the close workflow removed the
 * preview would claim its hostname again, order a certificate and serve the preview for good
 * (its compare-and-swap passes, since nothing is live). GitHub's answer now is what tells.
 */
export async function readPullRequestState(
  context: GitHubContext,
  token: string | undefined,
  target: PullRequestTarget,
): Promise<PullRequestState> {
  const { number } = target;
  if (token === undefined) return { state: 'unknown', number, why: 'github-token is empty' };
  const apiUrl = githubApiUrl(context.env, context.http);
  if (typeof apiUrl === 'string') return { state: 'unknown', number, why: apiUrl };
  const { createOctokit } = await import('./octokit.ts');
  const octokit = createOctokit({ context, token, apiUrl });
  try {
    const { data } = await octokit.rest.pulls.get({ owner: target.owner, repo: target.repo, pull_number: number });
    return data.state === 'closed' ? { state: 'closed', number } : { state: 'open', number };
  } catch (error) {
    const status = (error as { status?: unknown }).status;
    return {
      state: 'unknown',
      number,
      why: `GitHub's answer for it failed ${githubSaid(typeof status === 'number' ? status : undefined, error, context.log)}`,
    };
  }
}
