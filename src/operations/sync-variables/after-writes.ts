/**
 * What sync-variables does once every write went through: a change of configuration is a deploy
 * (variables reach the running script within seconds, without a publish), so it is proved by
 * the probe, and with rollback-on-failure a probe that fails puts the configuration back.
 */
import { describeRestore, type RestoreReport } from '../../platform/script-variables/variable-restore.ts';
import type { StepReport } from '../operation.ts';
import { StepFailure } from '../step-failure.ts';
import { isNetworkFailure, probeAndReport, probeFailure } from '../shared/probe-report.ts';
import type { ProbeSettings } from '../../probe/probe.ts';

/** What of the step's plan the probe and its rollback need. */
interface ProbePlan {
  probe?: ProbeSettings | undefined;
  rollbackOnFailure: boolean;
  rollbackOnProbeError: boolean;
}

/**
 * After the writes, the probe: a change of configuration reaches the running script without a
 * publish, so it is a deploy and is proved as one. With rollback-on-failure a probe that fails
 * puts back what the step changed, each a compare-and-swap, and the step says what it restored.
 */
export async function proveOrRollBack(plan: ProbePlan, undo: () => Promise<RestoreReport>, report: StepReport): Promise<void> {
  const probe = plan.probe;
  if (!probe) return;
  const { log, setOutput } = report;
  const outcome = await probeAndReport(probe, report, { urlOutput: false });
  if (outcome.matched) {
    if (plan.rollbackOnFailure) setOutput('rolled-back', false);
    return;
  }
  const reason = probeFailure(probe, outcome);
  if (!plan.rollbackOnFailure) {
    throw new StepFailure(
      `${reason}. The variables were written and stay as written (rollback-on-failure is false).`,
      'The variables were written; the probe failed',
    );
  }
  if (isNetworkFailure(outcome) && !plan.rollbackOnProbeError) {
    setOutput('rolled-back', false);
    log.warning('A rollback was skipped: the probe failed on the network, and rollback-on-probe-error is false.');
    throw new StepFailure(
      `${reason}. Nothing was rolled back: the probe failed on the network (${outcome.error ?? 'error'}), which may be the runner's and not the configuration's, and rollback-on-probe-error is false`,
      'The variables were written; the probe failed on the network; not rolled back',
    );
  }
  log.info(`The probe failed: putting back the variables this step changed (each only while it holds what this step wrote).`);
  let said: string;
  let complete = false;
  try {
    const restore = await undo();
    said = describeRestore(restore);
    complete = restore.left.length === 0 && restore.failed.length === 0;
  } catch (error) {
    said = `The rollback could not read the script's variables (${(error as Error).message}), so nothing was restored.`;
  }
  setOutput('rolled-back', complete);
  log.info(said);
  throw new StepFailure(
    `${reason}. ${said}`,
    complete ? 'The probe failed; the variables were rolled back' : 'The probe failed; the rollback is incomplete',
  );
}
