import type { CommentSettings } from '../inputs/comment-settings.ts';
import type { StepConnections } from '../http/step-connections.ts';
import { InputError } from '../inputs/inputs.ts';
import { readProxyRoute } from '../inputs/proxy-settings.ts';
import { httpsOrLoopback } from '../api/base-url.ts';
import { inline } from '../runner/untrusted-text.ts';
import { runUrl } from '../runner/workflow-links.ts';
import type { GitHubContext } from './octokit.ts';
import { commentBody } from './comment-body.ts';
import { commentMarker, defaultCommentKey } from './comment-key.ts';
import type { NoTarget, PullRequestTarget } from '../runner/run-event.ts';
import type { StickyCommentError } from './sticky-comment.ts';
import type { GitHubRateLimit } from './rate-limit.ts';
import { messageOf } from '../http/wording.ts';

/** A step that was asked to comment, known once its inputs are valid. */
export interface CommentRequest {
  settings: CommentSettings;
  operation: string;
}

/** What the step did, as the comment tells it. */
export interface CommentedStep {
  failed: boolean;
  /** Why the step put nothing live, when it said so (the Deployment's `nothingLive`, from the same StepOutputs). */
  nothingLive: string | undefined;
  /** The outputs as they are written: summary-markdown (what the step wrote to the job summary), url, rolled-back. */
  outputs: ReadonlyMap<string, string>;
  /** The step's inputs, for the default key's main id. */
  readInput: (name: string) => string | undefined;
  /** The run's pull request as the step found it (on workflow_run, asked of GitHub), or why it has none. */
  pullRequest: PullRequestTarget | NoTarget;
}

const DEFAULT_API_URL = 'https://api.github.com';

type Scrubber = Pick<GitHubContext['log'], 'redact'>;

/**
 * The API address of the runner's GitHub (GITHUB_API_URL on Enterprise Server), its route
 * decided (a proxy's credentials masked), or why it cannot be used: the token goes there only
 * over https, and through a proxy variable that can be read.
 */
export function githubApiUrl(env: NodeJS.ProcessEnv, http: StepConnections): URL | string {
  const text = env['GITHUB_API_URL'] || DEFAULT_API_URL;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return `GITHUB_API_URL ${inline(text, 100)} is not an address`;
  }
  if (!httpsOrLoopback(url)) {
    return `GITHUB_API_URL ${inline(text, 100)} is not https://, and the token is not sent in the clear`;
  }
  try {
    readProxyRoute(http, url);
  } catch (error) {
    if (error instanceof InputError) return error.message;
    throw error;
  }
  return url;
}

/**
 * "(403: what GitHub said)": a failed request to GitHub in a warning, scrubbed whole before it is
 * cut (GitHub's answer can echo the token, and a cut token is no longer found).
 */
export function githubSaid(status: number | undefined, error: unknown, log: Scrubber): string {
  return `(${status ?? 'no answer'}: ${inline(log.redact(messageOf(error)), 300)})`;
}

/**
 * What to check for each way GitHub refuses; `own` words what a feature explains itself. A rate
 * limit (a 403 as often as a 429) is said as one: no permission is missing. The step's own result is never touched.
 */
export function refusalHint(
  status: number | undefined,
  own: { 403: string; 404: string; failed: string },
  rateLimit?: GitHubRateLimit,
): string {
  if (status === undefined) return 'GitHub did not answer';
  if (rateLimit !== undefined) {
    return `GitHub's rate limit for the token refused it (${rateLimit.said}); no permission is missing`;
  }
  if (status === 401) return 'the github-token was refused: it has expired, or it is not a GitHub token';
  if (status === 403 || status === 404) return own[status];
  return status >= 500 ? own.failed : 'GitHub refused the request';
}

/**
 * Why a 403: a fork's pull request gets a read-only token only on `pull_request`; on
 * `workflow_run` or `pull_request_target` the job's token can write, so a 403 there is the
 * job's missing permission, as anywhere else.
 */
function forbiddenHint(target: PullRequestTarget, eventName: string | undefined): string {
  return target.fork !== undefined && eventName === 'pull_request'
    ? `the pull request comes from the fork ${inline(target.fork, 100)}, and a pull_request run from a fork gets a read-only token`
    : 'the token may not write here: the job needs permissions: pull-requests: write (or a token that has it)';
}

function explain(error: StickyCommentError, target: PullRequestTarget, eventName: string | undefined, log: Scrubber): string {
  const what =
    error.phase === 'identity'
      ? "asking GitHub which login the github-token writes as (its comments only are the step's)"
      : error.phase === 'list'
        ? `reading the comments of pull request #${target.number}`
        : error.phase === 'update'
          ? 'updating the comment (no second comment is written)'
          : `creating a comment on pull request #${target.number}`;
  const hint = refusalHint(
    error.status,
    {
      403: forbiddenHint(target, eventName),
      404: `the token cannot see ${target.owner}/${target.repo} or its pull request #${target.number}${error.phase === 'update' ? ', or the comment was deleted meanwhile' : ''} (on GitHub Enterprise Server, check GITHUB_API_URL)`,
      failed: 'GitHub failed; the next run updates the comment',
    },
    error.rateLimit,
  );
  return `pr-comment: no comment written: ${what} failed ${githubSaid(error.status, error, log)}; ${hint}. The step's own result stands.`;
}

/**
 * Writes the step's pull request comment, or says why not: on another event in a log line,
 * for anything else that stops it (no token, a refusal, an outage) in a warning. Never throws:
 * the comment reports the step, it never decides it. @actions/github is loaded here only.
 */
export async function commentOnPullRequest(request: CommentRequest, step: CommentedStep, context: GitHubContext): Promise<void> {
  try {
    await writeComment(request, step, context);
  } catch (error) {
    // A fault of the comment's own code still leaves the step's result as it was.
    context.log.warning(
      `pr-comment: no comment written: ${inline(context.log.redact(messageOf(error)), 300)}. The step's own result stands.`,
    );
  }
}

async function writeComment(request: CommentRequest, step: CommentedStep, context: GitHubContext): Promise<void> {
  const { env, log } = context;
  const { settings, operation } = request;
  if (context.settings.dryRun) {
    log.info('pr-comment: no comment in a dry run, which sends nothing.');
    return;
  }
  const found = step.pullRequest;
  if (!('number' in found)) {
    if (found.quiet) log.info(`pr-comment: no comment: ${found.reason}.`);
    else log.warning(`pr-comment: no comment written: ${found.reason}.`);
    return;
  }
  if (settings.token === undefined) {
    log.warning(
      'pr-comment: no comment written: github-token is empty. Leave it at its default (the job token, with permissions: pull-requests: write) or pass a token that may write to pull requests.',
    );
    return;
  }
  const apiUrl = githubApiUrl(env, context.http);
  if (typeof apiUrl === 'string') {
    log.warning(`pr-comment: no comment written: ${apiUrl}.`);
    return;
  }
  const key = settings.key ?? defaultCommentKey(env, operation, step.readInput);
  const marker = commentMarker(key);
  const redact = (text: string) => context.log.redact(text);
  // Scrubbed before the body is made as well as after: making it wraps each @mention in <code>,
  // which splits a secret holding `!@Word` into parts no scrubber finds.
  const outputs = new Map([...step.outputs].map(([name, value]) => [name, redact(value)]));
  const body = redact(
    commentBody({
      marker,
      operation,
      failed: step.failed,
      nothingLive: step.nothingLive === undefined ? undefined : redact(step.nothingLive),
      summaryMarkdown: outputs.get('summary-markdown') ?? '',
      outputs,
      runUrl: runUrl(env),
      now: context.clock.date(),
    }),
  );
  const { upsertStickyComment, StickyCommentError } = await import('./sticky-comment.ts');
  try {
    const result = await upsertStickyComment({
      context,
      token: settings.token,
      apiUrl,
      prefix: 'pr-comment: ',
      target: found,
      marker,
      body,
    });
    for (const author of result.others) {
      log.info(
        `pr-comment: a comment by ${inline(author, 100)} carries this step's marker; it is not ${inline(result.login, 100)}'s (the github-token's), so it is left as it is.`,
      );
    }
    log.info(
      `pr-comment: ${result.action} the comment${result.url ? ` ${inline(result.url, 200)}` : ''} on pull request #${found.number} (key '${inline(key, 200)}', ${result.pages} page(s) of comments read).`,
    );
  } catch (error) {
    // Any other error is worded by commentOnPullRequest.
    if (!(error instanceof StickyCommentError)) throw error;
    log.warning(explain(error, found, env['GITHUB_EVENT_NAME'], log));
  }
}
