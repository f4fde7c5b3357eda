import type { PlatformClient } from '../../api/platform-client.ts';
import { requests } from '../../api/requests.ts';
import { pollLine as waitLine, waitedFor } from '../../api/wait-log.ts';
import type { WaitSettings } from '../../inputs/wait-settings.ts';
import { inline } from '../../runner/untrusted-text.ts';
import { explainNotFound } from '../api-error-context.ts';
import type { Clock } from '../../api/clock.ts';
import type { StepReport } from '../operation.ts';
import type { ExpectedImage, RolloutVerdict } from './rollout-verdict.ts';
import { waitForRollout, type RolloutPoll } from './rollout-wait.ts';

/** The rollout did not end well: the message says where and why. */
export class RolloutError extends Error {}

function pollLine(poll: RolloutPoll): string {
  const verdict = poll.verdict;
  const sample = { ...poll, settled: verdict !== undefined && verdict.state !== 'waiting' };
  if (poll.error !== undefined) return waitLine(sample, `the overview could not be read (${inline(poll.error)})`);
  if (!verdict) return waitLine(sample, '');
  const regions = verdict.regions.map((region) => `${region.region} ${region.status} ${region.ready}/${region.pods} ready`).join(', ');
  const why = verdict.state === 'done' ? 'rollout done' : verdict.why;
  return waitLine(sample, `application ${verdict.status}${regions ? ` (${regions})` : ''}: ${inline(why)}`);
}

function regionTable(report: StepReport, verdict: RolloutVerdict | undefined): void {
  if (!verdict || verdict.regions.length === 0) return;
  report.summary.table(
    ['Region', 'Status', 'Pods ready'],
    verdict.regions.map((region) => [region.region, region.status, `${region.ready} of ${region.pods}`]),
  );
}

/**
 * Waits for the rollout of an update, logging each poll, and reports its end state per region
 * in the summary. Returns the application status last read; throws RolloutError when the
 * rollout fails or does not finish in time.
 */
export async function reportRollout(
  plan: { appId: string; wait: WaitSettings },
  expected: readonly ExpectedImage[],
  client: PlatformClient,
  report: StepReport,
  clock: Clock,
  superseded?: () => Promise<string | undefined>,
): Promise<string | undefined> {
  const { log, summary, setOutput } = report;
  const images = expected.map((image) => `${image.container} on ${image.digest ?? image.tag}`).join(', ');
  log.info(
    `Waiting up to ${plan.wait.waitSeconds} s for the rollout${images ? ` of ${inline(images)}` : ''}, polling the overview every ${plan.wait.pollIntervalSeconds} s`,
  );
  const outcome = await waitForRollout({
    read: async () => {
      try {
        return (await client.send(requests.appOverview(plan.appId))).body;
      } catch (error) {
        throw explainNotFound(error, `Application ${plan.appId} was not found while waiting for its rollout.`);
      }
    },
    expected,
    ...(superseded ? { superseded } : {}),
    waitMs: plan.wait.waitSeconds * 1000,
    intervalMs: plan.wait.pollIntervalSeconds * 1000,
    clock,
    onPoll: (poll) => log.info(pollLine(poll)),
  });
  const verdict = outcome.verdict;
  if (verdict) setOutput('app-status', verdict.status);
  summary.heading('Rollout', 3);
  regionTable(report, verdict);
  const after = waitedFor(outcome);
  if (verdict?.state === 'done') {
    summary.verdict(true, `The rollout is live ${after}: application active, every pod ready on the new image.`);
    log.info(`The rollout is live ${after}.`);
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
    const message = `The rollout of application ${plan.appId} failed ${after}: ${verdict.why}.`;
    summary.verdict(false, message);
    throw new RolloutError(message);
  }
  const seen = verdict ? `last seen: application ${verdict.status}, ${verdict.why}` : 'no read of the overview succeeded';
  const lastError = outcome.lastError ? `; the last read failed: ${outcome.lastError}` : '';
  const message = `The rollout of application ${plan.appId} did not finish within wait-seconds (${plan.wait.waitSeconds} s, ${outcome.polls} poll${outcome.polls === 1 ? '' : 's'}); ${seen}${lastError}. The update was sent: it may still finish.`;
  summary.verdict(false, message);
  throw new RolloutError(message);
}
