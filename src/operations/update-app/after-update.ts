import { ApiError } from '../../api/api-error.ts';
import type { Application } from '../../api/models/app-read.ts';
import type { PlatformClient } from '../../api/platform-client.ts';
import { cdnPullZones, isNotDeployed, readApplication } from '../../platform/containers/application.ts';
import { replacedBy, type ImageTarget } from '../../platform/containers/image-patches.ts';
import { bodyLostWarning, sendPurge } from '../../platform/pull-zones/purge.ts';
import { requests } from '../../api/requests.ts';
import type { WaitSettings } from '../../inputs/wait-settings.ts';
import type { ProbeSettings } from '../../probe/probe.ts';
import { inline } from '../../runner/untrusted-text.ts';
import { proveDeploy } from '../shared/probe-report.ts';
import type { StepReport } from '../operation.ts';
import { StepFailure } from '../step-failure.ts';
import { reportRollout, RolloutError, type RolloutTarget } from './rollout-report.ts';
import { firstLine } from '../../http/wording.ts';

/** The step's settings that decide what follows a write that went through: the wait, the purge, the probe. */
export interface AfterSettings {
  appId: string;
  wait: WaitSettings;
  probe: ProbeSettings | undefined;
  rollbackOnProbeError: boolean;
}

/** The write of either mode: the step's settings, the application as read before it, and what to do when it is live. */
export interface LiveChange {
  plan: AfterSettings;
  application: Application;
  onLive: (status: string | undefined) => void;
}

/** What the write expects to go live, and what a failure of the wait or the probe does. */
interface AfterUpdate extends LiveChange, Pick<RolloutTarget, 'expected' | 'sentNothing' | 'deleted'> {
  /** This write's images, each with its container's id: what another write put in their place is read with each poll of the wait. */
  targets: readonly ImageTarget[];
  /** Rolls back and fails the step with `reason` first; left out where the step does not roll back. */
  rollBack?: ((reason: string) => Promise<never>) | undefined;
}

/**
 * For a step that knows another deploy came after its own. The documented later rollback step
 * runs while previous-images is not empty and puts those images back with no compare-and-swap:
 * fed them, it would undo that deploy. Returns the words that say so, for the step's failure.
 */
export function emptyPreviousImages(report: StepReport): string {
  report.setOutput('previous-images', '');
  return 'previous-images is left empty: putting the images from before this step back would undo the deploy that came after it.';
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
    const zone = `pull zone ${id} (a CDN endpoint of the application)`;
    try {
      const warning = bodyLostWarning(zone, await sendPurge(client, requests.purgePullZone(id)));
      if (warning !== undefined) report.log.warning(warning);
      else report.log.info(`Purged ${zone} before the probe.`);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      report.log.warning(
        `Could not purge pull zone ${id} before the probe (${inline(firstLine(error))}): the probe may see a cached answer.`,
        { title: 'update-app: a pull zone was not purged' },
      );
    }
  }
}

/** Waits for the rollout, purges, probes; rolls back (where it may) when either fails. */
export async function afterUpdate(after: AfterUpdate, client: PlatformClient, report: StepReport): Promise<void> {
  const { plan, application } = after;
  if (isNotDeployed(application)) {
    const message = notDeployedMessage(plan.appId);
    if (plan.wait.waitSeconds <= 0 && !plan.probe) {
      // Said once by show() before the write; the summary keeps it beside the change.
      report.summary.paragraph(message);
      return;
    }
    throw new StepFailure(message, `Application ${plan.appId} is not deployed (inactive)`);
  }
  if (plan.wait.waitSeconds > 0) {
    try {
      const end = await reportRollout(
        {
          appId: plan.appId,
          wait: plan.wait,
          purpose: 'update',
          // With no write there is no stale status to excuse: the status read is the rollout's as it stands.
          statusBefore: after.sentNothing === true ? undefined : (application.status ?? undefined),
          sentNothing: after.sentNothing === true,
          deleted: after.deleted ?? [],
          expected: after.expected,
          superseded: async (deadline) => replacedBy(await readApplication(client, plan.appId, deadline), after.targets),
        },
        client,
        report,
      );
      after.onLive(end.status);
    } catch (error) {
      if (!(error instanceof RolloutError)) throw error;
      // Another deploy came after this one: nothing to roll back (a later deploy is never undone),
      // and no read first, whose failure would leave previous-images for the documented rollback step.
      if (error.superseded) {
        const rollback = after.rollBack ? ' Not rolled back: a later deploy is never undone.' : '';
        throw new RolloutError(`${error.message}${rollback} ${emptyPreviousImages(report)}`, true);
      }
      if (after.rollBack) await after.rollBack(error.message);
      throw error;
    }
  }
  if (!plan.probe) return;
  await purgeCdn(cdnPullZones(application), client, report);
  const rollback = { rollbackOnFailure: after.rollBack !== undefined, rollbackOnProbeError: plan.rollbackOnProbeError };
  // Its own wait-seconds from here, as publish-script's and deploy-site's: a rollout that went live
  // at the end of its wait must not leave the probe too little time to pass, and roll back a deploy that works.
  const failed = await proveDeploy(plan.probe, report, rollback, { whose: 'deploy' });
  if (!failed) return;
  const reason = `${failed.reason}.`;
  if (failed.skipped) report.log.warning(`Not rolled back: ${failed.skipped}.`, { title: 'update-app: rollback skipped' });
  else if (after.rollBack) await after.rollBack(reason);
  // Written here, not thrown: the rollout's ✅ may be in the summary, and the entry point adds a verdict only to a summary without one.
  report.summary.verdict(false, reason);
  throw new Error(reason);
}
