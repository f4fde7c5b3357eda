import { readFileSync } from 'node:fs';
import { messageOf } from '../http/wording.ts';

/** Where a step's comment goes: the base repository of the pull request the workflow runs for. */
export interface PullRequestTarget {
  owner: string;
  repo: string;
  number: number;
  /** The head repository when it is not the base (`owner/name`): its runs under pull_request get a read-only token. */
  fork: string | undefined;
  /** The pull request's head commit, when the event or GitHub named it: what a Deployment is of. */
  headSha: string | undefined;
}

/** Why a step writes no comment: `quiet` for another event (said once, as a log line), else a warning. */
export type NoTarget = { reason: string; quiet: boolean };

/** The events a run can be a pull request's run on (workflow_run after one): `{pr}` means something on these only. */
export const PULL_REQUEST_RUN_EVENTS = ['pull_request', 'pull_request_target', 'workflow_run'];

const SHA = /^[0-9a-f]{40}$/i;

interface EventPayload {
  pull_request?: {
    number?: unknown;
    head?: { sha?: unknown; repo?: { full_name?: unknown } | null };
  };
  workflow_run?: {
    event?: unknown;
    head_sha?: unknown;
    head_branch?: unknown;
    head_repository?: { full_name?: unknown } | null;
    repository?: { full_name?: unknown } | null;
  };
}

/**
 * A `workflow_run` run: the privileged half of a fork-safe pipeline. Its pull request is never
 * read from the payload (`pull_requests` is empty for a fork's, and nothing the build wrote is
 * trusted): it is the open one whose head is `headSha`, asked of GitHub.
 */
interface WorkflowRunEvent {
  owner: string;
  repo: string;
  headSha: string;
  headBranch: string | undefined;
  /** The event the finished run ran on (`pull_request`, `push`, ...). */
  triggeredBy: string;
  /** The head repository when it is not this one: a fork's branch, whatever its name. */
  fork: string | undefined;
}

export type RunEvent =
  { kind: 'pull-request'; target: PullRequestTarget } | { kind: 'workflow-run'; run: WorkflowRunEvent } | ({ kind: 'none' } & NoTarget);

function readPayload(env: NodeJS.ProcessEnv, event: string): EventPayload | NoTarget {
  const path = env['GITHUB_EVENT_PATH'];
  if (!path) return { reason: `GITHUB_EVENT_PATH is not set, so the pull request of this ${event} event is unknown`, quiet: false };
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as EventPayload;
  } catch (error) {
    return { reason: `the event file could not be read (${messageOf(error)})`, quiet: false };
  }
}

/** What GitHub names the head repository of a fork that was deleted: null, whatever its schema says. */
export const DELETED_FORK = 'a deleted repository';

/**
 * The head repository when it is not the base. A null one is a fork that was deleted: code from
 * outside the repository all the same, never this repository's own.
 */
const forkOf = (head: { full_name?: unknown } | null | undefined, base: string): string | undefined => {
  if (head === null) return DELETED_FORK;
  const name = head?.full_name;
  return typeof name === 'string' && name.toLowerCase() !== base.toLowerCase() ? name : undefined;
};

/**
 * The run's event as far as a pull request goes, read as @actions/github's context reads it
 * (GITHUB_EVENT_NAME, GITHUB_EVENT_PATH, GITHUB_REPOSITORY), without loading @actions/github.
 */
export function readRunEvent(env: NodeJS.ProcessEnv): RunEvent {
  const event = env['GITHUB_EVENT_NAME'] ?? '';
  if (!PULL_REQUEST_RUN_EVENTS.includes(event)) {
    return {
      kind: 'none',
      reason: `this run's event is ${event ? `'${event}'` : 'unknown'}; a pull request is known on pull_request, pull_request_target and workflow_run only`,
      quiet: true,
    };
  }
  const [owner, repo, ...rest] = (env['GITHUB_REPOSITORY'] ?? '').split('/');
  if (!owner || !repo || rest.length > 0) return { kind: 'none', reason: 'GITHUB_REPOSITORY is not set as owner/name', quiet: false };
  const payload = readPayload(env, event);
  if ('reason' in payload) return { kind: 'none', ...payload };
  const base = `${owner}/${repo}`;
  if (event === 'workflow_run') {
    const run = payload.workflow_run;
    const headSha = run?.head_sha;
    if (typeof headSha !== 'string' || !SHA.test(headSha)) {
      return { kind: 'none', reason: 'the workflow_run event names no head commit (workflow_run.head_sha)', quiet: false };
    }
    const headBranch = typeof run?.head_branch === 'string' ? run.head_branch : undefined;
    const triggeredBy = typeof run?.event === 'string' ? run.event : 'unknown';
    return {
      kind: 'workflow-run',
      run: { owner, repo, headSha: headSha.toLowerCase(), headBranch, triggeredBy, fork: forkOf(run?.head_repository, base) },
    };
  }
  const number = payload.pull_request?.number;
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 1) {
    return { kind: 'none', reason: `the ${event} event names no pull request number`, quiet: false };
  }
  const head = payload.pull_request?.head?.sha;
  const headSha = typeof head === 'string' && SHA.test(head) ? head.toLowerCase() : undefined;
  return {
    kind: 'pull-request',
    target: { owner, repo, number, fork: forkOf(payload.pull_request?.head?.repo, base), headSha },
  };
}

/**
 * The commit the run is of, for the summary's footer (and so the pull request comment), a
 * Deployment's ref when nothing closer names the commit that went live: on workflow_run the
 * finished run's head commit, since GITHUB_SHA there is the default branch's latest; else
 * GITHUB_SHA. (deploy-site's default deploy id is readDeployId's, of a pull request's head.) Undefined when neither is known. publish-script's
 * default note and expect-commit: true read GITHUB_SHA itself: their documented inputs name
 * GITHUB_SHA as what they hold.
 */
export function runCommit(env: NodeJS.ProcessEnv): string | undefined {
  const event = env['GITHUB_EVENT_NAME'] === 'workflow_run' ? readRunEvent(env) : undefined;
  return event?.kind === 'workflow-run' ? event.run.headSha : env['GITHUB_SHA'] || undefined;
}
