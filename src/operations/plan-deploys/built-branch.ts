import { readRunEvent } from '../../runner/run-event.ts';

/**
 * The branch this run builds, whose remote-tracking ref says whether a live commit newer than
 * HEAD is still on it (a re-run of an older push) or was pushed away (a force push that rolled the
 * branch back): a pull request's head branch, a workflow_run's head branch, else the branch
 * GITHUB_REF names (push, workflow_dispatch, schedule, pull_request_target's base). A name or
 * why there is none.
 */
export function builtBranch(env: NodeJS.ProcessEnv): { name: string } | { reason: string } {
  const event = env['GITHUB_EVENT_NAME'] ?? '';
  if (event === 'pull_request') {
    const head = env['GITHUB_HEAD_REF'];
    return head ? { name: head } : { reason: 'GITHUB_HEAD_REF is not set, so the branch this pull request builds is unknown' };
  }
  if (event === 'workflow_run') {
    const run = readRunEvent(env);
    if (run.kind === 'none') return { reason: run.reason };
    if (run.kind !== 'workflow-run') return { reason: 'the workflow_run event names no head branch' };
    return run.run.headBranch ? { name: run.run.headBranch } : { reason: 'the workflow_run event names no head branch' };
  }
  const ref = env['GITHUB_REF'] ?? '';
  if (ref.startsWith('refs/heads/')) return { name: ref.slice('refs/heads/'.length) };
  const name = env['GITHUB_REF_NAME'];
  if (!ref && name) return { name };
  return { reason: ref ? `this run builds ${ref}, not a branch` : 'GITHUB_REF is not set, so the branch this run builds is unknown' };
}
