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
  /** The operation writes nothing to the platform (PLATFORM_READERS). */
  readsOnly: boolean;
  dryRun: boolean;
}

/**
 * What a fork's step that only reads, or a dry run, asked for on GitHub and runs without, for
 * want of allow-fork: `warning` says so, once.
 */
interface LeftOut {
  comment: boolean;
  deployment: boolean;
  warning: string | undefined;
  /** The warning is the refusal the run would meet: a dry run shows it in the summary too, as the decision it previews. */
  inSummary: boolean;
}

const NOTHING_LEFT_OUT: LeftOut = { comment: false, deployment: false, warning: undefined, inSummary: false };

/**
 * What a fork's pull request may get, decided before any platform request. A fork's build is
 * code nobody with write access has read: previewed under the repository's name, written to the
 * platform at all, commented on and recorded as its Deployment only when the workflow says so
 * (allow-fork); what only reads, a dry run, which writes nothing, and the removal of a preview,
 * which takes down only what a fork's step was allowed to put up, need nothing: such a step runs,
 * its comment and Deployment left out with a warning (a fork's pull_request token could not write
 * them); a dry run's warning names the refusal its run would meet. A fork's run never
 * puts anything on production, whatever allow-fork says: not a workflow_run of a fork's branch,
 * whatever its branch is called (a fork's `main` is not this repository's `main`), nor a
 * pull_request_target run of a fork's pull request.
 */
export function checkForkPolicy(step: ForkPolicyStep): LeftOut {
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
  if (fork === undefined) return NOTHING_LEFT_OUT;
  if (found?.known && site && !preview) {
    throw new InputError(
      'preview-hostname',
      `is empty on pull request #${found.target.number} from the fork ${inline(fork, 100)}: a fork's run never deploys production, whatever allow-fork says; give preview-hostname (such as pr-{pr}.preview.example.com) for its preview`,
    );
  }
  if (step.allowFork) return NOTHING_LEFT_OUT;
  const writes = !step.readsOnly && step.operation !== 'remove-site-preview';
  const onGitHub = [
    ...(step.comment ? ['a comment (pr-comment)'] : []),
    ...(step.deployment ? ['a GitHub Deployment (github-deployment)'] : []),
  ];
  const whose = found?.known
    ? `pull request #${found.target.number} comes from the fork ${inline(fork, 100)}`
    : `this workflow_run is of a branch of the fork ${inline(fork, 100)}`;
  const refusal = (wanted: string[]) =>
    `is false, and ${whose}: ${wanted.join(', ')} of a fork's pull request needs allow-fork: true, which serves and records code from outside the repository under its name (see docs/pipelines/fork-previews.md)`;
  const platformWrites = preview ? `a preview (${step.operation} with preview-hostname)` : `${step.operation}'s writes to the platform`;
  // A dry run writes nothing, so it runs; it says what the run would be refused, and writes nothing on GitHub either.
  // What the step asked for on GitHub is left out, said once in `warning`.
  const leaveOut = (warning: string, inSummary = false): LeftOut => ({
    comment: step.comment,
    deployment: step.deployment !== undefined,
    warning,
    inSummary,
  });
  if ((preview || writes) && step.dryRun)
    return leaveOut(`Dry run: the run would be refused: allow-fork ${refusal([platformWrites, ...onGitHub])}`, true);
  if (preview || writes) {
    throw new InputError('allow-fork', `${refusal([platformWrites, ...onGitHub])}; nothing was sent to the platform`);
  }
  if (onGitHub.length === 0) return NOTHING_LEFT_OUT;
  // A step that only reads runs as it is; what it would write on GitHub is left out, as a fork's read-only token could not write it.
  return leaveOut(
    `allow-fork is false, and ${whose}: the step runs without ${onGitHub.join(' and ')}, which a fork's pull request gets only with allow-fork: true (see docs/pipelines/fork-previews.md)`,
  );
}
