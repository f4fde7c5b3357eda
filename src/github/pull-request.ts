import { readFileSync } from 'node:fs';

/** Where a step's comment goes: the base repository of the pull request the workflow runs for. */
export interface PullRequestTarget {
  owner: string;
  repo: string;
  number: number;
  /** The head repository when it is not the base (`owner/name`): its runs under pull_request get a read-only token. */
  fork: string | undefined;
}

/** Why a step writes no comment: `quiet` for another event (said once, as a log line), else a warning. */
export type NoTarget = { reason: string; quiet: boolean };

const COMMENTED_EVENTS = ['pull_request', 'pull_request_target'];

interface EventPayload {
  pull_request?: {
    number?: unknown;
    head?: { repo?: { full_name?: unknown } | null };
  };
}

/**
 * The pull request of the event the runner gave, read as @actions/github's context reads it
 * (GITHUB_EVENT_NAME, GITHUB_EVENT_PATH, GITHUB_REPOSITORY), without loading @actions/github:
 * a step that will not comment pays nothing for it.
 */
export function pullRequestOfEvent(env: NodeJS.ProcessEnv): PullRequestTarget | NoTarget {
  const event = env['GITHUB_EVENT_NAME'] ?? '';
  if (!COMMENTED_EVENTS.includes(event)) {
    return {
      reason: `this run's event is ${event ? `'${event}'` : 'unknown'}; a comment is written on pull_request and pull_request_target only`,
      quiet: true,
    };
  }
  const [owner, repo, ...rest] = (env['GITHUB_REPOSITORY'] ?? '').split('/');
  if (!owner || !repo || rest.length > 0) return { reason: 'GITHUB_REPOSITORY is not set as owner/name', quiet: false };
  const path = env['GITHUB_EVENT_PATH'];
  if (!path) return { reason: `GITHUB_EVENT_PATH is not set, so the pull request of this ${event} event is unknown`, quiet: false };
  let payload: EventPayload;
  try {
    payload = JSON.parse(readFileSync(path, 'utf8')) as EventPayload;
  } catch (error) {
    return { reason: `the event file could not be read (${(error as Error).message})`, quiet: false };
  }
  const number = payload.pull_request?.number;
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 1) {
    return { reason: `the ${event} event names no pull request number`, quiet: false };
  }
  const head = payload.pull_request?.head?.repo?.full_name;
  const fork = typeof head === 'string' && head.toLowerCase() !== `${owner}/${repo}`.toLowerCase() ? head : undefined;
  return { owner, repo, number, fork };
}

export function isTarget(found: PullRequestTarget | NoTarget): found is PullRequestTarget {
  return 'number' in found;
}
