import type { Dispatcher } from '../http/undici.ts';
import { createOctokit } from './octokit.ts';
import { carriesMarker } from './comment-key.ts';
import type { PullRequestTarget } from './pull-request.ts';

/** The most GitHub gives in one page of comments: the fewest round trips to find the marker. */
const PER_PAGE = 100;

export interface StickyCommentRequest {
  target: PullRequestTarget;
  token: string;
  /** GITHUB_API_URL, or https://api.github.com. */
  apiUrl: string;
  marker: string;
  body: string;
  dispatcher: Dispatcher;
  timeoutMs: number;
  userAgent: string;
  /** Octokit's own notices (a deprecation header), for the log's debug lines. */
  debug: (message: string) => void;
}

/** Which request failed, so the warning can say what was and was not written. */
export type CommentPhase = 'list' | 'update' | 'create';

/** A failed request, with GitHub's status (none when no answer came) and its message. */
export class StickyCommentError extends Error {
  readonly phase: CommentPhase;
  readonly status: number | undefined;

  constructor(phase: CommentPhase, status: number | undefined, message: string) {
    super(message);
    this.phase = phase;
    this.status = status;
  }
}

function failed(phase: CommentPhase, error: unknown): StickyCommentError {
  const status = (error as { status?: unknown }).status;
  // Octokit reports a request that got no answer as status 500, with the network error as its cause.
  const answered = typeof status === 'number' && !(error instanceof Error && error.cause instanceof Error && status === 500);
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : undefined;
  const message = error instanceof Error ? error.message : String(error);
  return new StickyCommentError(phase, answered ? status : undefined, answered ? message : (cause ?? message));
}

export interface StickyCommentResult {
  action: 'created' | 'updated';
  id: number;
  url: string | undefined;
  /** Pages of comments read to look for the marker. */
  pages: number;
}

/**
 * Creates the step's comment, or updates the one that carries its marker, looked for on
 * every page of the pull request's comments. A failed request throws StickyCommentError: the
 * caller makes it a warning. A refused update is never followed by a create, which would
 * leave two comments for one key.
 */
export async function upsertStickyComment(request: StickyCommentRequest): Promise<StickyCommentResult> {
  const { target, marker, body } = request;
  const octokit = createOctokit(request);
  const where = { owner: target.owner, repo: target.repo };
  let existing: number | undefined;
  let pages = 0;
  const listing = octokit.paginate.iterator(octokit.rest.issues.listComments, {
    ...where,
    issue_number: target.number,
    per_page: PER_PAGE,
  });
  try {
    for await (const page of listing) {
      pages++;
      existing = page.data.find((comment) => carriesMarker(comment.body, marker))?.id;
      if (existing !== undefined) break;
    }
  } catch (error) {
    throw failed('list', error);
  }
  const phase = existing === undefined ? 'create' : 'update';
  try {
    const { data } =
      existing === undefined
        ? await octokit.rest.issues.createComment({ ...where, issue_number: target.number, body })
        : await octokit.rest.issues.updateComment({ ...where, comment_id: existing, body });
    return { action: phase === 'create' ? 'created' : 'updated', id: data.id, url: data.html_url, pages };
  } catch (error) {
    throw failed(phase, error);
  }
}
