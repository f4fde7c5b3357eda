/**
 * The event payloads a runner writes to GITHUB_EVENT_PATH, as far as a deploy reads them: a
 * pull request's run (`pull_request`, `pull_request_target`) and the privileged run that
 * follows a finished one (`workflow_run`). GitHub leaves `workflow_run.pull_requests` empty
 * when the pull request comes from a fork, and GITHUB_SHA of a workflow_run is the default
 * branch's latest commit, not the run's: both are what this emulator writes by default.
 */
import type { EmulatedPullRequest } from './server.ts';

/** The payload of a `pull_request` or `pull_request_target` event for `pull`. */
export function pullRequestEventPayload(repository: string, pull: EmulatedPullRequest): object {
  return {
    action: 'synchronize',
    number: pull.number,
    pull_request: {
      number: pull.number,
      state: pull.state,
      head: { sha: pull.headSha, ref: pull.headRef, repo: pull.headRepository === null ? null : { full_name: pull.headRepository } },
      base: { ref: 'main', repo: { full_name: repository } },
    },
    repository: { full_name: repository, default_branch: 'main' },
  };
}

export interface WorkflowRunOptions {
  /** The event the finished run ran on; default 'pull_request'. */
  event?: string;
  /**
   * `pull_requests` as GitHub fills it: 'as-github' (default) lists the pull request for a
   * branch of the repository itself and none for a fork's; 'empty' lists none ever (the
   * harsher reading a deploy must survive); 'listed' lists it even for a fork.
   */
  pullRequests?: 'as-github' | 'empty' | 'listed';
  /** `workflow_run.conclusion`; default 'success'. */
  conclusion?: string;
  /** The finished run's id (a download-artifact `run-id`); default 5150. */
  runId?: number;
}

/**
 * The payload of a `workflow_run` event (`action: completed`) for a finished run of
 * `pull`'s head. Its pull request numbers are informative only: a deploy finds the pull
 * request by `head_sha` (a fork's run lists none, and nothing the build wrote is trusted).
 */
export function workflowRunEventPayload(repository: string, pull: EmulatedPullRequest, options: WorkflowRunOptions = {}): object {
  const fork = pull.headRepository === null || pull.headRepository.toLowerCase() !== repository.toLowerCase();
  const listed = options.pullRequests === 'listed' || ((options.pullRequests ?? 'as-github') === 'as-github' && !fork);
  return {
    action: 'completed',
    workflow_run: {
      id: options.runId ?? 5150,
      name: 'Build',
      event: options.event ?? 'pull_request',
      status: 'completed',
      conclusion: options.conclusion ?? 'success',
      head_branch: pull.headRef,
      head_sha: pull.headSha,
      head_repository: pull.headRepository === null ? null : { full_name: pull.headRepository },
      repository: { full_name: repository },
      pull_requests: listed
        ? [
            {
              number: pull.number,
              head: { ref: pull.headRef, sha: pull.headSha },
              base: { ref: 'main', repo: { name: repository.split('/')[1] } },
            },
          ]
        : [],
    },
    repository: { full_name: repository, default_branch: 'main' },
  };
}
