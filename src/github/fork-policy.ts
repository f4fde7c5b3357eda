import { InputError } from '../inputs/inputs.ts';
import { inline } from '../runner/untrusted-text.ts';
import { readRunEvent } from '../runner/run-event.ts';
import type { RunPullRequest } from './run-pull-request.ts';

interface ForkPolicyStep {
  operation: string;
  env: NodeJS.ProcessEnv;
  pullRequest: RunPullRequest | undefined;
  allowFork: boolean;
  readInput: (name: string) => string | undefined;
  comment: boolean;
  deployment: 'deploy' | 'close' | undefined;
  /** The operation writes nothing to the platform (PLATFORM_READERS), or the step is a dry run. */
  readsOnly: boolean;
}

/**
 * What a fork's pull request may get, decided before any platform request. A fork's build is
 * code nobody with write access has read: previewed under the repository's name, written to the
 * platform at all, commented on and recorded as its Deployment only when the workflow says so
 * (allow-fork); what only reads, and the removal of a preview, which takes down only what a
 * fork's step was allowed to put up, need nothing. A fork's run never
 * puts anything on production, whatever allow-fork says: not a workflow_run of a fork's branch,
 * whatever its branch is called (a fork's `main` is not this repository's `main`), nor a
 * pull_request_target run of a fork's pull request.
 */
export function checkForkPolicy(step: ForkPolicyStep): void {
  const site = ['deploy-site', 'promote-site'].includes(step.operation);
  // Read by the operations that take it only: another's action does not declare it.
  const preview = site && (step.readInput('preview-hostname') ?? '').trim() !== '';
  const event = readRunEvent(step.env);
  if (event.kind === 'workflow-run' && event.run.fork !== undefined && site && !preview) {
    throw new InputError(
      'preview-hostname',
      `is empty on a workflow_run of ${inline(event.run.fork, 100)}'s branch ${inline(event.run.headBranch ?? '(unknown)', 100)}, a fork's: a fork's run never deploys production, whatever allow-fork says; give preview-hostname (such as pr-{pr}.preview.example.com) for its preview`,
    );
  }
  const found = step.pullRequest;
  // A workflow_run names its head repository itself: its pull request is not always asked for.
  const fork = found?.known ? found.target.fork : event.kind === 'workflow-run' ? event.run.fork : undefined;
  if (fork === undefined) return;
  if (found?.known && site && !preview) {
    throw new InputError(
      'preview-hostname',
      `is empty on pull request #${found.target.number} from the fork ${inline(fork, 100)}: a fork's run never deploys production, whatever allow-fork says; give preview-hostname (such as pr-{pr}.preview.example.com) for its preview`,
    );
  }
  if (step.allowFork) return;
  const writes = !step.readsOnly && step.operation !== 'remove-site-preview';
  const wanted = [
    ...(preview ? [`a preview (${step.operation} with preview-hostname)`] : writes ? [`${step.operation}'s writes to the platform`] : []),
    ...(step.comment ? ['a comment (pr-comment)'] : []),
    ...(step.deployment ? ['a GitHub Deployment (github-deployment)'] : []),
  ];
  if (wanted.length === 0) return;
  const whose = found?.known
    ? `pull request #${found.target.number} comes from the fork ${inline(fork, 100)}`
    : `this workflow_run is of a branch of the fork ${inline(fork, 100)}`;
  throw new InputError(
    'allow-fork',
    `is false, and ${whose}: ${wanted.join(', ')} of a fork's pull request needs allow-fork: true, which serves and records code from outside the repository under its name (see docs/pipelines/fork-previews.md); nothing was sent to the platform`,
  );
}
