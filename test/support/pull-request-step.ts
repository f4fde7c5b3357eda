import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  startGitHubEmulator,
  type EmulatedPullRequest,
  type GitHubEmulator,
  type GitHubEmulatorOptions,
} from '../../emulator/github/server.ts';
import { workflowRunEventPayload, type WorkflowRunOptions } from '../../emulator/github/events.ts';

export interface PullRequestEvent {
  /** Default 'pull_request'. */
  event?: string;
  number: number;
  /** The head repository when the pull request comes from a fork (`owner/name`). */
  fork?: string;
  /** The pull request's head commit (`pull_request.head.sha`); none when not given. */
  sha?: string;
}

/**
 * The environment the runner gives a step of a workflow run for a pull request: the event
 * and its payload file, the repository, and GitHub's API address (the emulator's).
 */
export async function pullRequestEnvironment(github: GitHubEmulator, pull: PullRequestEvent): Promise<Record<string, string>> {
  const folder = await mkdtemp(join(tmpdir(), 'github-event-'));
  const path = join(folder, 'event.json');
  const head = pull.fork ?? github.repository;
  await writeFile(
    path,
    JSON.stringify({
      action: 'synchronize',
      number: pull.number,
      pull_request: { number: pull.number, head: { ...(pull.sha ? { sha: pull.sha } : {}), repo: { full_name: head } } },
    }),
  );
  return {
    GITHUB_EVENT_NAME: pull.event ?? 'pull_request',
    GITHUB_EVENT_PATH: path,
    GITHUB_REPOSITORY: github.repository,
    GITHUB_API_URL: github.apiUrl,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_WORKFLOW: 'Preview',
    GITHUB_JOB: 'deploy',
    GITHUB_RUN_ID: '4242',
    GITHUB_RUN_NUMBER: '17',
    GITHUB_SHA: 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678',
  };
}

export interface WorkflowRunEvent extends WorkflowRunOptions {
  /** The pull request whose build finished (opened in the emulator with its head). */
  pull: EmulatedPullRequest;
}

/**
 * The environment the runner gives a step of a `workflow_run` workflow: GITHUB_SHA is the
 * default branch's latest commit, never the run's; the payload names the run's head commit.
 */
export async function workflowRunEnvironment(github: GitHubEmulator, run: WorkflowRunEvent): Promise<Record<string, string>> {
  const env = await pullRequestEnvironment(github, { number: run.pull.number });
  await writeFile(env['GITHUB_EVENT_PATH']!, JSON.stringify(workflowRunEventPayload(github.repository, run.pull, run)));
  return { ...env, GITHUB_EVENT_NAME: 'workflow_run', GITHUB_WORKFLOW: 'Deploy preview', GITHUB_SHA: DEFAULT_BRANCH_SHA };
}

/** The default branch's latest commit: GITHUB_SHA of every workflow_run run. */
export const DEFAULT_BRANCH_SHA = 'dddddddddddddddddddddddddddddddddddddddd';

/** A GitHub stand-in of the test's own, closed when `body` ends, whatever it threw. */
export async function withGitHub<T>(body: (github: GitHubEmulator) => Promise<T>, options?: GitHubEmulatorOptions): Promise<T> {
  const github = await startGitHubEmulator(options);
  try {
    return await body(github);
  } finally {
    await github.close();
  }
}
