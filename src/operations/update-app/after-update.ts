import { ApiError } from '../../api/api-error.ts';
import type { PlatformClient } from '../../api/platform-client.ts';
import { requests } from '../../api/requests.ts';
import type { WaitSettings } from '../../inputs/wait-settings.ts';
import type { ProbeSettings } from '../../probe/probe.ts';
import { inline } from '../../runner/untrusted-text.ts';
import type { ExpectedImage } from '../../platform/containers/rollout-verdict.ts';
import { isNetworkFailure, probeAndReport, probeFailure } from '../shared/probe-report.ts';
import type { StepReport } from '../operation.ts';
import { StepFailure } from '../step-failure.ts';
import { reportRollout, RolloutError } from './rollout-report.ts';

/** What follows a write that went through: the wait, the purge, the probe, and what a failure of either does. */
export interface AfterUpdate {
  appId: string;
  wait: WaitSettings;
  probe: ProbeSettings | undefined;
  /** The application was not deployed when read: no rollout follows an update. */
  notDeployed: boolean;
  pullZones: readonly number[];
  expected: readonly ExpectedImage[];
  /** Rolls back and fails the step with `reason` first; undefined where the step does not roll back. */
  rollBack: ((reason: string) => Promise<never>) | undefined;
  rollbackOnProbeError: boolean;
  superseded?: () => Promise<string | undefined>;
  /** Called with the status the rollout ended on. */
  onLive?: (status: string | undefined) => void;
}

/** The message of an application that is not deployed, said at once instead of waited on. */
export function notDeployedMessage(appId: string): string {
  return (
    `Application ${appId} is not deployed (status inactive): the update changed its configuration, but no rollout follows ` +
    'until the application is deployed (in the dashboard, or POST /mc/apps/{appId}/deploy), so there is nothing to wait for or probe.'
  );
}

/**
 * The pull zones in front of the application's CDN endpoints are purged before a probe: a cached
 * answer cannot tell the new image from the old one. A purge that fails is a warning (the probe
 * then says what it sees), never the step's failure.
 */
async function purgeCdn(pullZones: readonly number[], client: PlatformClient, report: StepReport): Promise<void> {
  for (const id of pullZones) {
    try {
      await client.send(requests.purgePullZone(id));
      report.log.info(`Purged pull zone ${id} (a CDN endpoint of the application) before the probe.`);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      report.log.warning(
        `Could not purge pull zone ${id} before the probe (${inline(error.message.split('\n')[0] ?? '')}): the probe may see a cached answer.`,
        { title: 'update-app: a pull zone was not purged' },
      );
    }
  }
}

/** Waits for the rollout, purges, probes; rolls back (where it may) when either fails. */
export async function afterUpdate(after: AfterUpdate, client: PlatformClient, report: StepReport): Promise<void> {
  // The deploy's wait covers the rollout and the probe together: the probe has what is left of it.
  const deadline = report.clock.now() + after.wait.waitSeconds * 1000;
  if (after.notDeployed) {
    const message = notDeployedMessage(after.appId);
    if (after.wait.waitSeconds <= 0 && !after.probe) {
      // Said once by show() before the write; the summary keeps it beside the change.
      report.summary.paragraph(message);
      return;
    }
    throw new StepFailure(message, `Application ${after.appId} is not deployed (inactive)`);
  }
  if (after.wait.waitSeconds > 0) {
    try {
      after.onLive?.(
        await reportRollout({ appId: after.appId, wait: after.wait, purpose: 'update' }, after.expected, client, report, after.superseded),
      );
    } catch (error) {
      if (!(error instanceof RolloutError) || !after.rollBack) throw error;
      await after.rollBack(error.message);
    }
  }
  if (!after.probe) return;
  await purgeCdn(after.pullZones, client, report);
  const outcome = await probeAndReport(after.probe, report, { urlOutput: false, deadline });
  if (outcome.matched) return;
  const reason = `${probeFailure(after.probe, outcome)}.`;
  // A network failure may be the runner's, not the deploy's: it rolls back only when asked.
  if (after.rollBack && (!isNetworkFailure(outcome) || after.rollbackOnProbeError)) await after.rollBack(reason);
  if (after.rollBack) {
    report.log.warning(
      `Not rolled back: the probe failed on the network (${outcome.error ?? 'error'}), which may be the runner's and not the deploy's, and rollback-on-probe-error is false.`,
      { title: 'update-app: rollback skipped' },
    );
  }
  // Written here, not thrown: the rollout's ✅ may be in the summary, and the entry point adds a verdict only to a summary without one.
  report.summary.verdict(false, reason);
  throw new Error(reason);
}
