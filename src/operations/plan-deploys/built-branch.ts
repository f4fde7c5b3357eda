import { readRunEvent } from '../../runner/run-event.ts';

/**
 * The branch this run builds, whose tip on origin says whether a live commit newer than HEAD is
 * still on it (a re-run of an older push) or was pushed away (a force push that rolled the branch
 * back): a pull request's head branch (pull_request and pull_request_target), a workflow_run's
 * head branch, else the branch GITHUB_REF names (push, workflow_dispatch, schedule). A name, or
 * why there is none: a fork's branch is not on origin, whose branch of the same name is another
 * history (and one the fork's author may pick).
 */
export function builtBranch(env: NodeJS.ProcessEnv): { name: string } | { reason: string } {
  const event = env['GITHUB_EVENT_NAME'] ?? '';
  if (event === 'pull_request' || event === 'pull_request_target' || event === 'workflow_run') {
    const read = readRunEvent(env);
    if (read.kind === 'none') return { reason: read.reason };
    const head =
      read.kind === 'workflow-run'
        ? { fork: read.run.fork, branch: read.run.headBranch, unknown: 'the workflow_run event names no head branch' }
        : {
            fork: read.target.fork,
            branch: env['GITHUB_HEAD_REF'] || undefined,
            unknown: "GITHUB_HEAD_REF is not set, so the pull request's head branch is unknown",
          };
    if (head.fork !== undefined) return { reason: `the head branch is on the fork ${head.fork}, not on origin` };
    return head.branch ? { name: head.branch } : { reason: head.unknown };
  }
  const ref = env['GITHUB_REF'] ?? '';
  if (ref.startsWith('refs/heads/')) return { name: ref.slice('refs/heads/'.length) };
  const name = env['GITHUB_REF_NAME'];
  if (!ref && name) return { name };
  return { reason: ref ? `this run builds ${ref}, not a branch` : 'GITHUB_REF is not set, so the branch this run builds is unknown' };
}
