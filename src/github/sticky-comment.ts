import { messageOf } from '../http/wording.ts';
import { createOctokit, GitHubError, PER_PAGE, type OctokitRequest } from './octokit.ts';
import { carriesMarker } from './comment-key.ts';
import { githubRateLimit, headerReader } from './rate-limit.ts';
import type { PullRequestTarget } from '../runner/run-event.ts';

/** Which request failed, so the warning can say what was and was not written. */
export type CommentPhase = 'identity' | 'list' | 'update' | 'create';

export class StickyCommentError extends GitHubError {
  readonly phase: CommentPhase;

  constructor(phase: CommentPhase, error: unknown) {
    // One already worded (a GraphQL rate limit, answered 200) keeps its rate limit.
    const failure = error instanceof GitHubError ? error : GitHubError.of(error);
    super(failure.status, failure.message, failure.sent, failure.rateLimit);
    this.phase = phase;
  }
}

type Octokit = ReturnType<typeof createOctokit>;

/**
 * The login the token writes comments as, which a comment's `user.login` carries. GraphQL's
 * `viewer` answers for every kind of token: a person's token gives the person, the job's
 * GITHUB_TOKEN (an app installation token) `github-actions[bot]`, another app's installation
 * token `<app>[bot]`. `GET /user` answers for a person's token only (an installation token gets
 * 403 "Resource not accessible by integration"), and is asked where GraphQL is refused.
 */
async function tokenLogin(octokit: Octokit): Promise<string> {
  try {
    const answer = await octokit.graphql<{ viewer?: { login?: unknown } }>('query { viewer { login } }');
    const login = answer.viewer?.login;
    if (typeof login === 'string' && login !== '') return login;
    throw new Error('GitHub answered the viewer query without a login');
  } catch (graphqlError) {
    // No answer at all (Octokit gives the network error as the cause): REST would fare no better.
    if (graphqlError instanceof Error && graphqlError.cause instanceof Error) throw new StickyCommentError('identity', graphqlError);
    // A rate limit holds for REST too, and there the job's token gets 403 "Resource not accessible
    // by integration", which would read as a missing permission: it is said as what it is.
    const limited = rateLimited(graphqlError);
    if (limited !== undefined) throw new StickyCommentError('identity', limited);
    try {
      const { data } = await octokit.rest.users.getAuthenticated();
      return data.login;
    } catch (restError) {
      throw new StickyCommentError('identity', restError);
    }
  }
}

/**
 * The rate limit a failed GraphQL query met, or undefined: a 403 or 429 still refused when the
 * retries end, or GitHub's answer to a spent GraphQL limit, HTTP 200 with an error of `type:
 * RATE_LIMITED` (Octokit's GraphqlResponseError, its headers on `headers`).
 */
function rateLimited(error: unknown): GitHubError | undefined {
  const failure = GitHubError.of(error);
  if (failure.rateLimit !== undefined) return failure;
  const { errors, headers } = error as { errors?: unknown; headers?: Record<string, unknown> };
  if (!Array.isArray(errors) || !errors.some((item) => (item as { type?: unknown } | null)?.type === 'RATE_LIMITED')) return undefined;
  // Worded as the 403 that says "rate limit" is: the same refusal, which GraphQL gives with 200.
  return new GitHubError(200, messageOf(error), true, githubRateLimit(403, headerReader(headers), 'rate limit', Date.now()));
}

/**
 * Creates the step's comment, or updates the one that carries its marker and was written by
 * the token's own login, looked for on every page of the pull request's comments (`pages`). It
 * says which login that is, and the authors of comments that carry the marker but are not the
 * token's (`others`, left alone). A failed request throws StickyCommentError: the caller makes it
 * a warning. A refused update is never followed by a create, which would leave two comments for one key.
 */
export async function upsertStickyComment(
  request: OctokitRequest & { target: PullRequestTarget; marker: string; body: string },
): Promise<{ action: 'created' | 'updated'; url: string | undefined; pages: number; login: string; others: string[] }> {
  const { target, marker, body } = request;
  const octokit = createOctokit(request);
  const where = { owner: target.owner, repo: target.repo };
  // Whose comments are the step's: a marker copied into someone else's comment never makes it ours.
  const login = await tokenLogin(octokit);
  const others: string[] = [];
  let existing: number | undefined;
  let pages = 0;
  const findOwn = async (): Promise<{ id: number; url: string | undefined } | undefined> => {
    const listing = octokit.paginate.iterator(octokit.rest.issues.listComments, {
      ...where,
      issue_number: target.number,
      per_page: PER_PAGE,
    });
    for await (const page of listing) {
      pages++;
      for (const comment of page.data) {
        if (!carriesMarker(comment.body, marker)) continue;
        const author = comment.user?.login;
        // Compared without regard to case, as GitHub treats logins.
        if (author?.toLowerCase() === login.toLowerCase()) return { id: comment.id, url: comment.html_url };
        if (!others.includes(author ?? 'an unknown author')) others.push(author ?? 'an unknown author');
      }
    }
    return undefined;
  };
  try {
    existing = (await findOwn())?.id;
  } catch (error) {
    throw new StickyCommentError('list', error);
  }
  const phase = existing === undefined ? 'create' : 'update';
  try {
    const { data } =
      existing === undefined
        ? await octokit.rest.issues.createComment({ ...where, issue_number: target.number, body })
        : await octokit.rest.issues.updateComment({ ...where, comment_id: existing, body });
    return { action: phase === 'create' ? 'created' : 'updated', url: data.html_url, pages, login, others };
  } catch (error) {
    const lost = new StickyCommentError(phase, error);
    // A create whose answer was lost (a failing front end, a dropped connection) may have landed:
    // read the comments again before saying none was written, and never create a second one.
    if (phase === 'create' && (lost.status === undefined || lost.status >= 500)) {
      const landed = await findOwn().catch(() => undefined);
      if (landed) return { action: 'created', url: landed.url, pages, login, others };
    }
    throw lost;
  }
}
