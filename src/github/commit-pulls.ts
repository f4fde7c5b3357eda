import { createOctokit, PER_PAGE, type OctokitRequest } from './octokit.ts';

/** What the action needs of a pull request GitHub lists for a commit. */
export interface CommitPull {
  number: number;
  state: string;
  headSha: string;
  /** `owner/name` of the head repository; undefined when GitHub no longer has it (a deleted fork). */
  headRepository: string | undefined;
}

/**
 * The pull requests GitHub associates with a commit (`GET /repos/{owner}/{repo}/commits/{sha}/pulls`):
 * for a commit not on the default branch, the open and merged ones whose branch holds it.
 */
export async function pullsOfCommit(request: OctokitRequest & { owner: string; repo: string; sha: string }): Promise<CommitPull[]> {
  const octokit = createOctokit(request);
  const { data } = await octokit.rest.repos.listPullRequestsAssociatedWithCommit({
    owner: request.owner,
    repo: request.repo,
    commit_sha: request.sha,
    per_page: PER_PAGE,
  });
  return data.map((pull) => {
    // GitHub gives null for a fork that was deleted, whatever the schema says.
    const repo = pull.head.repo as { full_name?: string } | null;
    return { number: pull.number, state: pull.state, headSha: pull.head.sha.toLowerCase(), headRepository: repo?.full_name };
  });
}
