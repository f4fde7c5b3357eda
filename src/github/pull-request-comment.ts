import type { CommentSettings } from '../inputs/comment-settings.ts';
import { InputError } from '../inputs/inputs.ts';
import { readProxySettings } from '../inputs/proxy-settings.ts';
import type { ActionLog } from '../runner/action-log.ts';
import { inline } from '../runner/untrusted-text.ts';
import { USER_AGENT } from '../runner/version.ts';
import { commentBody } from './comment-body.ts';
import { commentMarker, defaultCommentKey } from './comment-key.ts';
import { isTarget, type NoTarget, type PullRequestTarget } from '../runner/run-event.ts';
import type { StickyCommentError } from './sticky-comment.ts';

/** A step that was asked to comment, known once its inputs are valid. */
export interface CommentRequest {
  settings: CommentSettings;
  operation: string;
  /** The step's timeout-seconds, for GitHub's requests too. */
  timeoutMs: number;
  dryRun: boolean;
}

/** What the step did, as the comment tells it. */
export interface CommentedStep {
  failed: boolean;
  /** The outputs as they are written: summary-markdown (what the step wrote to the job summary), url, rolled-back. */
  outputs: ReadonlyMap<string, string>;
  /** The step's inputs, for the default key's main id. */
  readInput: (name: string) => string | undefined;
  /** The run's pull request as the step found it (on workflow_run, asked of GitHub), or why it has none. */
  pullRequest: PullRequestTarget | NoTarget;
}

export interface CommentContext {
  env: NodeJS.ProcessEnv;
  log: ActionLog;
  /** Where text leaves the step, scrubbed of every secret (RunnerOutput), and those secrets. */
  out: { redact(text: string): string; readonly secrets: { add(value: string): void } };
  clock: { date(): Date; sleep(ms: number): Promise<void>; now(): number };
  /** The step's max-attempts, for GitHub's transient failures too. */
  maxAttempts: number;
}

const DEFAULT_API_URL = 'https://api.github.com';
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The API address of the runner's GitHub (GITHUB_API_URL on Enterprise Server); the token goes there only over https. */
export function githubApiUrl(env: NodeJS.ProcessEnv): URL | string {
  const text = env['GITHUB_API_URL'] || DEFAULT_API_URL;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return `GITHUB_API_URL ${inline(text, 100)} is not an address`;
  }
  if (url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname))) return url;
  return `GITHUB_API_URL ${inline(text, 100)} is not https://, and the token is not sent in the clear`;
}

export function runUrl(env: NodeJS.ProcessEnv): string | undefined {
  const server = (env['GITHUB_SERVER_URL'] || 'https://github.com').replace(/\/+$/, '');
  const repository = env['GITHUB_REPOSITORY'];
  const runId = env['GITHUB_RUN_ID'];
  return repository && runId ? `${server}/${repository}/actions/runs/${runId}` : undefined;
}

/** What to check, for each way GitHub can refuse; the step's own result is not touched. */
function explain(error: StickyCommentError, target: PullRequestTarget, redact: (text: string) => string): string {
  // Scrubbed whole before it is cut: GitHub's answer can echo the token, and a cut token is no longer found.
  const said = inline(redact(error.message), 300);
  const what =
    error.phase === 'identity'
      ? "asking GitHub which login the github-token writes as (its comments only are the step's)"
      : error.phase === 'list'
        ? `reading the comments of pull request #${target.number}`
        : error.phase === 'update'
          ? 'updating the comment (no second comment is written)'
          : `creating a comment on pull request #${target.number}`;
  const status = error.status;
  let hint: string;
  if (status === undefined) hint = 'GitHub did not answer';
  else if (status === 401) hint = 'the github-token was refused: it has expired, or it is not a GitHub token';
  else if (status === 403 && target.fork !== undefined) {
    hint = `the pull request comes from the fork ${inline(target.fork, 100)}, and a pull_request run from a fork gets a read-only token`;
  } else if (status === 403)
    hint = 'the token may not write here: the job needs permissions: pull-requests: write (or a token that has it)';
  else if (status === 404) {
    hint = `the token cannot see ${target.owner}/${target.repo} or its pull request #${target.number}${error.phase === 'update' ? ', or the comment was deleted meanwhile' : ''} (on GitHub Enterprise Server, check GITHUB_API_URL)`;
  } else if (status >= 500) hint = 'GitHub failed; the next run updates the comment';
  else hint = 'GitHub refused the request';
  return `pr-comment: no comment written: ${what} failed (${status === undefined ? 'no answer' : status}: ${said}); ${hint}. The step's own result stands.`;
}

/**
 * Writes the step's pull request comment, or says why not: on another event in a log line,
 * for anything else that stops it (no token, a refusal, an outage) in a warning. Never throws:
 * the comment reports the step, it never decides it. @actions/github is loaded here only.
 */
export async function commentOnPullRequest(request: CommentRequest, step: CommentedStep, context: CommentContext): Promise<void> {
  try {
    await writeComment(request, step, context);
  } catch (error) {
    // A fault of the comment's own code still leaves the step's result as it was.
    context.log.warning(
      `pr-comment: no comment written: ${inline(context.out.redact((error as Error).message), 300)}. The step's own result stands.`,
    );
  }
}

async function writeComment(request: CommentRequest, step: CommentedStep, context: CommentContext): Promise<void> {
  const { env, log } = context;
  const { settings, operation } = request;
  if (request.dryRun) {
    log.info('pr-comment: no comment in a dry run, which sends nothing.');
    return;
  }
  const found = step.pullRequest;
  if (!isTarget(found)) {
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
  const apiUrl = githubApiUrl(env);
  if (typeof apiUrl === 'string') {
    log.warning(`pr-comment: no comment written: ${apiUrl}.`);
    return;
  }
  let proxy;
  try {
    proxy = readProxySettings(env, apiUrl);
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    log.warning(`pr-comment: no comment written: ${error.message}.`);
    return;
  }
  // The proxy for GitHub may be another variable than the one for the platform's API: its credentials are as secret.
  for (const part of proxy?.credentials ?? []) context.out.secrets.add(part);
  const key = settings.key ?? defaultCommentKey(env, operation, step.readInput);
  const marker = commentMarker(key);
  const body = context.out.redact(
    commentBody({
      marker,
      operation,
      failed: step.failed,
      summaryMarkdown: step.outputs.get('summary-markdown') ?? '',
      outputs: step.outputs,
      runUrl: runUrl(env),
      now: context.clock.date(),
    }),
  );
  const [{ upsertStickyComment, StickyCommentError }, { openConnection }] = await Promise.all([
    import('./sticky-comment.ts'),
    import('../http/connections.ts'),
  ]);
  const connection = openConnection(env, apiUrl, { proxy: proxy ?? null });
  const { dispatcher } = connection;
  try {
    const result = await upsertStickyComment({
      target: found,
      token: settings.token,
      apiUrl: apiUrl.href,
      marker,
      body,
      dispatcher,
      timeoutMs: request.timeoutMs,
      userAgent: USER_AGENT,
      maxAttempts: context.maxAttempts,
      clock: context.clock,
      onRetry: (line) => log.info(`pr-comment: ${line}`),
      debug: (message) => log.debug(inline(context.out.redact(message), 300)),
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
    if (!(error instanceof StickyCommentError)) {
      log.warning(
        `pr-comment: no comment written: ${inline(context.out.redact((error as Error).message), 300)}. The step's own result stands.`,
      );
      return;
    }
    log.warning(explain(error, found, (text) => context.out.redact(text)));
  } finally {
    await connection.close().catch(() => {});
  }
}
