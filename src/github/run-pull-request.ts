import { inline } from '../runner/untrusted-text.ts';
import { DELETED_FORK, readRunEvent, type NoTarget, type PullRequestTarget } from '../runner/run-event.ts';
import { githubApiUrl, githubSaid } from './pull-request-comment.ts';
import type { GitHubContext } from './octokit.ts';
import type { ActionLog } from '../runner/action-log.ts';

export type RunPullRequest = { known: true; target: PullRequestTarget } | ({ known: false } & NoTarget);

/** A workflow_run whose pull request cannot be named: the step fails, naming the commit, before any platform request. */
class PullRequestNotFound extends Error {}

/**
 * The run's pull request for a step whose platform work does not need it (no preview put up, no
 * `{pr}` in a hostname to remove): it is wanted for the comment and the Deployment only, and a
 * lookup that failed is a warning, as a comment that cannot be written is. The step runs without the
 * comment; a Deployment names the run's head commit, which the event gives. Whether the run is
 * a fork's is read from the event, so the fork policy still holds.
 */
export async function pullRequestIfFound(
  found: Promise<RunPullRequest>,
  asked: { comment: boolean; deployment: boolean },
  log: Pick<ActionLog, 'warning'>,
): Promise<RunPullRequest> {
  try {
    return await found;
  } catch (error) {
    if (!(error instanceof PullRequestNotFound)) throw error;
    const without = [
      ...(asked.comment ? ['no pull request comment is written (pr-comment)'] : []),
      ...(asked.deployment ? ["the Deployment (github-deployment) names the run's head commit"] : []),
    ];
    log.warning(`${error.message}. The step runs without it${without.length > 0 ? `: ${without.join('; ')}` : ''}; its own result stands.`);
    return { known: false, reason: 'the pull request of this workflow_run is unknown (a warning above says why)', quiet: true };
  }
}

/**
 * The pull request this run is for: from the payload on pull_request and pull_request_target;
 * on workflow_run, the one open pull request into this repository whose head commit is the run's head commit, asked
 * of GitHub (by the commit, then for a fork's run by the fork's branch). A workflow_run of anything but a pull request has none; one whose commit heads no
 * open pull request, or several, fails: which preview it would write is unknown.
 */
export async function resolveRunPullRequest(context: GitHubContext, token: string | undefined): Promise<RunPullRequest> {
  const event = readRunEvent(context.env);
  if (event.kind === 'pull-request') return { known: true, target: event.target };
  if (event.kind === 'none') return { known: false, reason: event.reason, quiet: event.quiet };
  const { run } = event;
  if (!['pull_request', 'pull_request_target'].includes(run.triggeredBy)) {
    return { known: false, reason: `this workflow_run follows a '${inline(run.triggeredBy, 50)}' run, not a pull request's`, quiet: true };
  }
  const commit = run.headSha;
  const fail = (why: string) =>
    new PullRequestNotFound(
      `The pull request of this workflow_run is unknown: ${why}. It is found as the one open pull request whose head is commit ${commit} (workflow_run.head_sha), never from the build's artifact`,
    );
  if (token === undefined) throw fail('github-token is empty; leave it at its default (the job token), which may read pull requests');
  const apiUrl = githubApiUrl(context.env, context.http);
  if (typeof apiUrl === 'string') throw fail(apiUrl);
  const { createOctokit, PER_PAGE } = await import('./octokit.ts');
  const octokit = createOctokit({ context, token, apiUrl });
  const listFailed = (list: string) => (error: unknown) => {
    const status = (error as { status?: unknown }).status;
    throw fail(`${list} failed ${githubSaid(typeof status === 'number' ? status : undefined, error, context.log)}`);
  };
  const base = `${run.owner}/${run.repo}`.toLowerCase();
  // Both lists may name pull requests into other repositories: asked of a repository that is a
  // fork, GitHub lists its branches' pull requests upstream too (mdn/fred#1258), whose numbers mean
  // nothing here. Only an open one into this repository, headed by the run's commit, counts.
  const ours = (pull: { state: string; head: { sha: string }; base: { repo: { full_name: string } } }) =>
    pull.state === 'open' && pull.head.sha.toLowerCase() === commit && pull.base.repo.full_name.toLowerCase() === base;
  // For a commit not on the default branch, GitHub lists the open and merged pull requests whose branch holds it.
  const pulls = await octokit.rest.repos
    .listPullRequestsAssociatedWithCommit({ owner: run.owner, repo: run.repo, commit_sha: commit, per_page: PER_PAGE })
    .then(({ data }) => data, listFailed("GitHub's list of its pull requests"));
  let open: Array<{ number: number; head: { repo: unknown } }> = pulls.filter(ours);
  // Asked about a commit only a fork holds, the base repository lists nothing (public reports:
  // TooTallNate/nx.js#410, quarkusio/pt.quarkus.io#389): the fork's branch is asked for instead.
  // The number still comes from GitHub.
  const forkOwner = run.fork === undefined || run.fork === DELETED_FORK ? undefined : run.fork.split('/')[0];
  if (open.length === 0 && forkOwner && run.headBranch !== undefined) {
    const head = `${forkOwner}:${run.headBranch}`;
    const fromBranch = await octokit.rest.pulls
      .list({ owner: run.owner, repo: run.repo, state: 'open', head, per_page: PER_PAGE })
      .then(({ data }) => data, listFailed(`GitHub's list of the open pull requests of ${inline(head, 200)}`));
    open = fromBranch.filter(ours);
  }
  if (open.length === 0) throw fail('no open pull request has it as its head commit (closed, or pushed to since)');
  if (open.length > 1)
    throw fail(`several open pull requests have it as their head commit (${open.map((pull) => `#${pull.number}`).join(', ')})`);
  const pull = open[0]!;
  // Either side saying "another repository" makes it a fork's: the payload's head repository, or the pull request's.
  // GitHub gives null for a fork that was deleted, whatever the schema says.
  const headRepository = (pull.head.repo as { full_name?: string } | null)?.full_name ?? run.fork ?? DELETED_FORK;
  const fork = run.fork ?? (headRepository.toLowerCase() !== base ? headRepository : undefined);
  context.log.info(
    `The pull request of this workflow_run is #${pull.number} (the open one whose head is ${commit.slice(0, 12)}${fork ? `, from the fork ${inline(fork, 100)}` : ''}).`,
  );
  return { known: true, target: { owner: run.owner, repo: run.repo, number: pull.number, fork, headSha: commit } };
}
