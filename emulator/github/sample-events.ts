/**
 * The event payloads a local run hands a step (GITHUB_EVENT_PATH) so that its GitHub side, a
 * pull request comment or a Deployment, goes to the GitHub stand-in: a `pull_request` run of a
 * pull request of the repository itself (not a fork), and the `workflow_run` run that follows
 * one, whose pull request is found by its head commit. Only the members a step reads, with
 * GitHub's names.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The head commit of the sample pull request, and of the workflow run that follows it. */
const SAMPLE_HEAD_SHA = 'c0ffee5ca1ab1e0ddba11f005ba11ad0be1ea5ed';
const SAMPLE_HEAD_BRANCH = 'preview-change';

/**
 * The sample pull request's head, to open it with in the GitHub stand-in: a `workflow_run` step
 * finds its pull request as the open one whose head is the run's head commit.
 */
export const SAMPLE_PULL_REQUEST_HEAD = { sha: SAMPLE_HEAD_SHA, ref: SAMPLE_HEAD_BRANCH } as const;

type SampleEventName = 'pull_request' | 'workflow_run';
const SAMPLE_EVENT_NAMES: readonly SampleEventName[] = ['pull_request', 'workflow_run'];

function samplePayload(event: SampleEventName, repository: string, pullRequest: number): Record<string, unknown> {
  const repo = { full_name: repository };
  const head = { ref: SAMPLE_HEAD_BRANCH, sha: SAMPLE_HEAD_SHA, repo };
  if (event === 'pull_request') {
    return {
      action: 'synchronize',
      number: pullRequest,
      pull_request: { number: pullRequest, head, base: { ref: 'main', repo } },
      repository: repo,
    };
  }
  return {
    action: 'completed',
    workflow_run: {
      id: 4242,
      name: 'Build',
      event: 'pull_request',
      conclusion: 'success',
      head_sha: SAMPLE_HEAD_SHA,
      head_branch: SAMPLE_HEAD_BRANCH,
      head_repository: repo,
      repository: repo,
      pull_requests: [{ number: pullRequest, head: { ref: SAMPLE_HEAD_BRANCH, sha: SAMPLE_HEAD_SHA, repo }, base: { ref: 'main', repo } }],
    },
    repository: repo,
  };
}

/** Writes each sample event to `<name>.json` in a new temporary folder: event name -> path. */
export async function writeSampleEvents(
  repository: string,
  pullRequest: number,
): Promise<{ folder: string; paths: Record<SampleEventName, string> }> {
  const folder = await mkdtemp(join(tmpdir(), 'github-events-'));
  const paths = {} as Record<SampleEventName, string>;
  for (const event of SAMPLE_EVENT_NAMES) {
    paths[event] = join(folder, `${event}.json`);
    await writeFile(paths[event], `${JSON.stringify(samplePayload(event, repository, pullRequest), null, 2)}\n`);
  }
  return { folder, paths };
}
