import type { PlatformClient } from '../../api/platform-client.ts';
import type { PollSample } from '../../api/polling.ts';
import { pollLine as waitLine, waitedFor } from '../../api/wait-log.ts';
import type { WaitSettings } from '../../inputs/wait-settings.ts';
import { inline } from '../../runner/untrusted-text.ts';
import { ApplicationMissing, readOverview } from '../../platform/containers/application.ts';
import { waitForRollout, type ExpectedImage, type RolloutVerdict } from '../../platform/containers/rollout-verdict.ts';
import type { StepReport } from '../operation.ts';

/** The rollout did not end well: the message says where and why. */
export class RolloutError extends Error {}

function pollLine(sample: PollSample<RolloutVerdict>): string {
  const verdict = sample.value;
  if (sample.error !== undefined) return waitLine(sample, `the overview could not be read (${inline(sample.error)})`);
  if (!verdict) return waitLine(sample, '');
  const regions = verdict.regions.map((region) => `${region.region} ${region.status} ${region.ready}/${region.pods} ready`).join(', ');
  const why = verdict.state === 'done' ? 'rollout done' : verdict.why;
  return waitLine(sample, `application ${verdict.status}${regions ? ` (${regions})` : ''}: ${inline(why)}`);
}

const limitName = (purpose: 'update' | 'rollback') => (purpose === 'update' ? 'wait-seconds' : 'rollback-wait-seconds');

/**
 * Waits for a rollout (`purpose`: the step's update, or the rollback of it), logging each poll,
 * and reports its end state per region in the summary. `statusBefore` is the application's status
 * read before the write: the overview may show it for a while after the write.
 * Returns the application status last read; throws RolloutError when the rollout fails or does
 * not finish in time. Only the update's rollout writes a verdict: a rollback's end is a fact in
 * the caller's verdict, which is a failure whatever it says.
 */
export async function reportRollout(
  target: {
    appId: string;
    wait: WaitSettings;
    purpose: 'update' | 'rollback';
    statusBefore: string | undefined;
    /** True when this step wrote nothing (every image was live already): the wait verifies an earlier run's rollout. */
    sentNothing?: boolean;
  },
  expected: readonly ExpectedImage[],
  client: PlatformClient,
  report: StepReport,
  superseded?: () => Promise<string | undefined>,
): Promise<string | undefined> {
  const { log, summary, setOutput } = report;
  const what = target.purpose === 'update' ? 'rollout' : 'rollback';
  const images = expected.map((image) => `${image.container} on ${image.digest ?? image.tag}`).join(', ');
  log.info(
    `Waiting up to ${target.wait.waitSeconds} s for the ${what}${images ? ` of ${inline(images)}` : ''}, polling the overview every ${target.wait.pollIntervalSeconds} s`,
  );
  const outcome = await waitForRollout({
    read: async () => {
      try {
        return await readOverview(client, target.appId);
      } catch (error) {
        if (!(error instanceof ApplicationMissing)) throw error;
        throw error.answer.withMessage(`${error.message}\nApplication ${target.appId} was not found while waiting for its ${what}.`);
      }
    },
    expected,
    ...(superseded ? { superseded } : {}),
    statusBefore: target.statusBefore,
    waitMs: target.wait.waitSeconds * 1000,
    intervalMs: target.wait.pollIntervalSeconds * 1000,
    clock: report.clock,
    onPoll: (poll) => log.info(pollLine(poll)),
  });
  const verdict = outcome.last;
  if (verdict) setOutput('app-status', verdict.status);
  summary.heading(target.purpose === 'update' ? 'Rollout' : 'Rollback', 3);
  if (verdict && verdict.regions.length > 0) {
    summary.table(
      ['Region', 'Status', 'Pods ready'],
      verdict.regions.map((region) => [region.region, region.status, `${region.ready} of ${region.pods}`]),
    );
  }
  const after = waitedFor(outcome);
  // Only the stale-status hold was left at the deadline: every pod is ready on what was asked for, and the status is active.
  const unconfirmed = verdict?.state === 'waiting' && verdict.unconfirmed === true && outcome.lastError === undefined;
  if (verdict?.state === 'done' || unconfirmed) {
    if (unconfirmed) {
      const warning =
        `The overview never showed the ${what} in progress within ${limitName(target.purpose)} (${target.wait.waitSeconds} s): ` +
        'the application is active and every pod is ready on the requested image, so it is reported live, but the status may not have caught up with the write. ' +
        `Give ${limitName(target.purpose)} of at least 60 to see it.`;
      log.warning(warning, { title: `update-app: the ${what} was not seen in progress` });
      summary.paragraph(warning);
    }
    const untold = verdict.state === 'done' ? (verdict.untold ?? []) : [];
    if (untold.length > 0) {
      // Honest about what the overview could not show: the pods' tag is the old one's, and the status vouched for the digest.
      const note =
        `The overview names the image of ${inline(untold.join(', '))} by its tag only, the tag it had before the write: ` +
        'its pods on the new digest could not be told from the old ones, so the application turning active again (or staying active 60 s after the write) is what reports them live.';
      log.info(note);
      summary.paragraph(note);
    }
    if (target.purpose === 'update')
      summary.verdict(
        true,
        untold.length > 0
          ? `The rollout is live ${after}: application active, every pod ready on the requested tag (the new digest was not shown).`
          : `The rollout is live ${after}: application active, every pod ready on the new image.`,
      );
    else summary.paragraph(`The previous images are live again ${after}: application active, every pod ready on them.`);
    log.info(`The ${what} is live ${after}.`);
    return verdict.status;
  }
  if (verdict?.state === 'failed') {
    const failure = verdict.failure;
    if (failure) {
      summary.table(
        ['Region', 'Pod', 'Container', 'Reason', 'Message', 'Exit code', 'Restarts'],
        [
          [
            failure.region,
            failure.pod,
            failure.container,
            failure.reason,
            failure.message,
            failure.exitCode === undefined ? '' : String(failure.exitCode),
            String(failure.restarts),
          ],
        ],
      );
    }
    const message = `The ${what} of application ${target.appId} failed ${after}: ${verdict.why}.`;
    if (target.purpose === 'update') summary.verdict(false, message);
    throw new RolloutError(message);
  }
  const seen = verdict ? `last seen: application ${verdict.status}, ${verdict.why}` : 'no read of the overview succeeded';
  const lastError = outcome.lastError ? `; the last read failed: ${outcome.lastError}` : '';
  const limit = limitName(target.purpose);
  const sent =
    target.sentNothing === true
      ? 'This step sent nothing (every image was live already): the rollout an earlier run started may still finish.'
      : 'The update was sent: it may still finish.';
  const message = `The ${what} of application ${target.appId} did not finish within ${limit} (${target.wait.waitSeconds} s, ${outcome.polls} poll${outcome.polls === 1 ? '' : 's'}); ${seen}${lastError}. ${sent}`;
  if (target.purpose === 'update') summary.verdict(false, message);
  throw new RolloutError(message);
}
