import { StepFailure, firstApiError } from '../step-failure.ts';
import { batchStatus, settleWithConcurrency } from '../../api/bounded-concurrency.ts';
import { GitCheckout } from '../../git/checkout.ts';
import { inline } from '../../runner/untrusted-text.ts';
import type { Operation, StepReport } from '../operation.ts';
import { decide, inspectCheckout, plural, short, type CheckoutState, type TargetDecision } from './decide.ts';
import { describeRead, readLive } from './live-reads.ts';
import { parseTargets, type DeployTarget } from './targets.ts';

/** Reads at once: a few, as the account's other steps share its rate limit (the client's gate slows them all on a 429). */
const READS_AT_ONCE = 4;

interface PlanDeploysPlan {
  targets: DeployTarget[];
  failOpen: boolean;
  workspace: string;
  env: NodeJS.ProcessEnv;
}

/** The decision a target ends with: an undecided one deploys when the step fails open. */
function finalDecision(decision: TargetDecision, failOpen: boolean): 'deploy' | 'skip' | 'undecided' {
  return decision.decision === 'undecided' ? (failOpen ? 'deploy' : 'undecided') : decision.decision;
}

function resultOf(decisions: readonly TargetDecision[], checkout: CheckoutState, failOpen: boolean) {
  return {
    head: checkout.kind === 'ready' ? checkout.head : null,
    shallow: checkout.kind === 'ready' ? checkout.shallow : null,
    failOpen,
    targets: decisions.map((d) => ({
      name: d.target.name,
      kind: d.target.kind,
      liveCommit: d.liveCommit ?? null,
      liveValue: d.live.value ?? null,
      readFrom: d.live.where,
      changedFiles: d.changedFiles,
      changedCount: d.changedCount,
      decision: finalDecision(d, failOpen),
      ...(d.decision === 'undecided' && failOpen ? { failedOpen: true } : {}),
      reason: d.reason,
    })),
  };
}

/**
 * What fails the step with fail-open: false: a target with paths that could not be compared,
 * and any target whose read failed (the API's error: a deploy would meet it too).
 */
const blocks = (d: TargetDecision) => d.live.error !== undefined || (d.decision === 'undecided' && d.target.paths !== undefined);

const names = (decisions: readonly TargetDecision[]) => decisions.map((d) => d.target.name);

const refusedKey = (d: TargetDecision) => d.live.error?.status === 401;

function report(
  decisions: readonly TargetDecision[],
  checkout: CheckoutState,
  failOpen: boolean,
  { setOutput, summary, log }: StepReport,
): void {
  const deploy = decisions.filter((d) => finalDecision(d, failOpen) === 'deploy');
  const skip = decisions.filter((d) => d.decision === 'skip');
  setOutput('result', resultOf(decisions, checkout, failOpen));
  setOutput('status', batchStatus(decisions.map((d) => d.live.status)));
  for (const d of decisions) {
    const decided = finalDecision(d, failOpen);
    const where = d.live.where ? ` (${inline(d.live.where, 200)})` : '';
    log.info(
      `${d.target.name}: ${decided}: ${inline(d.reason, 400)}; live ${d.live.value === undefined ? 'unknown' : inline(d.live.value, 60)}${where}`,
    );
    for (const file of d.changedFiles) log.info(`  ${inline(file, 300)}`);
    if (d.changedCount > d.changedFiles.length) log.info(`  ... and ${d.changedCount - d.changedFiles.length} more`);
  }
  summary.table(
    ['Target', 'Kind', 'Live commit', 'Read from', 'Decision', 'Reason', 'Matched files'],
    decisions.map((d) => [
      d.target.name,
      d.target.kind,
      short(d.liveCommit) || inline(d.live.value ?? '', 40) || '(unknown)',
      inline(d.live.where, 120),
      finalDecision(d, failOpen),
      inline(d.reason, 300),
      d.changedCount,
    ]),
  );
  // A step that fails hands no matrix on: a deploy job must not run from a plan that did not finish.
  if (decisions.some(refusedKey) || (!failOpen && decisions.some(blocks))) return;
  // A target to deploy: its own members as given, and what the plan found.
  setOutput('matrix', { include: deploy.map((d) => ({ ...d.target.members, 'live-commit': d.liveCommit ?? '', reason: d.reason })) });
  setOutput('changed', names(deploy));
  setOutput('unchanged', names(skip));
  setOutput('any-changed', deploy.length > 0);
}

export const operation: Operation<PlanDeploysPlan> = {
  plan({ inputs, workspace, env }) {
    const text = inputs.required('targets', 'a YAML list of targets, each with name, kind and its id');
    // A problem is recorded, so that the step names it beside every other input's problem.
    const targets = (text === '' ? undefined : inputs.check(() => parseTargets(text))) ?? [];
    return { targets, failOpen: inputs.boolean('fail-open', true), workspace, env };
  },

  describe(plan) {
    return plan.targets.map(describeRead);
  },

  concurrency(plan) {
    return Math.max(1, Math.min(READS_AT_ONCE, plan.targets.length));
  },

  async execute(plan, client, stepReport) {
    const { summary, log } = stepReport;
    const git = new GitCheckout(plan.workspace, plan.env);
    const checkout = await inspectCheckout(git, plan.env);
    if (checkout.kind === 'unusable') log.warning(`No target can be compared with what is live: ${checkout.reason}`);
    else if (checkout.shallow) {
      log.warning(
        'The checkout is shallow: a live commit older than it is not in its history, and its target is deployed. plan-deploys needs `fetch-depth: 0` on actions/checkout.',
      );
    }
    summary.heading(`bunny.net plan-deploys: ${plural(plan.targets.length, 'target')}`);
    log.info(
      `Reading what is live on ${plural(plan.targets.length, 'target')}, ${Math.min(READS_AT_ONCE, plan.targets.length)} at a time; comparing with HEAD ${checkout.kind === 'ready' ? short(checkout.head) : '(unknown)'}`,
    );
    const settled = await settleWithConcurrency(plan.targets, READS_AT_ONCE, async (target) =>
      decide(target, await readLive(client, target), checkout, git),
    );
    const failure = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
    if (failure) throw failure.reason;
    const decisions = settled.map((s) => (s as PromiseFulfilledResult<TargetDecision>).value);
    report(decisions, checkout, plan.failOpen, stepReport);

    // A key the API refuses says nothing of any target, and every deploy would meet it too: the step fails, fail-open or not.
    const refused = decisions.find(refusedKey)?.live.error;
    if (refused) throw refused;
    const undecided = decisions.filter((d) => d.decision === 'undecided');
    const deploying = decisions.filter((d) => finalDecision(d, plan.failOpen) === 'deploy').length;
    const blocking = plan.failOpen ? [] : decisions.filter(blocks);
    if (blocking.length > 0) {
      const count = plural(blocking.length, 'target');
      const message = `fail-open is false and ${count} could not be compared with what is live:\n${blocking
        .map((d) => `- ${d.target.name}: ${d.live.error ? d.live.error.message : inline(d.reason, 400)}`)
        .join('\n')}`;
      // The API's own failure, when there is one, so that status and error-key say what it said.
      const verdict = `${count} could not be compared with what is live, and fail-open is false`;
      throw new StepFailure(message, verdict, firstApiError(blocking.map((d) => d.live.error)));
    }
    summary.verdict(true, `${deploying} of ${decisions.length} to deploy`);
    const stale = decisions.filter((d) => d.liveIsNewer === true);
    if (stale.length > 0 && checkout.kind === 'ready') {
      // A re-run of an older push ends green with nothing deployed: the log says why it did nothing.
      log.warning(
        `${plural(stale.length, 'target')} skipped because what is live is newer than this run's HEAD ${short(checkout.head)} (a re-run of an older commit's workflow?): deploying would roll them back: ${names(stale).join(', ')}. To put an older commit live on purpose, use rollback-script, promote-site or update-app.`,
      );
      // Asked already by the decisions: this reads the same answer.
      const tip = await checkout.branchTip();
      if (tip.kind === 'unchecked') {
        log.warning(
          `The force-push check could not be made: ${inline(tip.reason, 600)}. So a live commit newer than HEAD was skipped as a re-run's is; had a force push rolled the branch back past it, it stays live until a deploy runs.`,
        );
      }
    }
    if (undecided.length > 0) {
      log.warning(
        `${plural(undecided.length, 'target')} deployed because what is live could not be compared (fail-open): ${names(undecided).join(', ')}`,
      );
    }
  },
};
