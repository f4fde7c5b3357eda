import type { PlatformClient } from '../../api/platform-client.ts';
import type { PollSample } from '../../api/polling.ts';
import { pollLine as waitLine, waitedFor } from '../../api/wait-log.ts';
import type { WaitSettings } from '../../inputs/wait-settings.ts';
import { inline } from '../../runner/untrusted-text.ts';
import { ApplicationMissing, readOverview } from '../../platform/containers/application.ts';
import { waitForRollout, type RolloutVerdict, type RolloutWaitOptions } from '../../platform/containers/rollout-verdict.ts';
import type { StepReport } from '../operation.ts';

/** The rollout did not end well: the message says where and why; `superseded` when another deploy replaced the change. */
export class RolloutError extends Error {
  readonly superseded: boolean;

  constructor(message: string, superseded = false) {
    super(message);
    this.superseded = superseded;
  }
}

function pollLine(sample: PollSample<RolloutVerdict>): string {
  const verdict = sample.value;
  if (sample.error !== undefined) return waitLine(sample, `the overview could not be read (${inline(sample.error)})`);
  if (!verdict) return waitLine(sample, '');
  const regions = verdict.regions.map((region) => `${region.region} ${region.status} ${region.ready}/${region.pods} ready`).join(', ');
  const why = verdict.state === 'done' ? 'rollout done' : verdict.why;
  return waitLine(sample, `application ${verdict.status}${regions ? ` (${regions})` : ''}: ${inline(why)}`);
}

/** How a wait ended: the status last read, and the containers a tag-only overview left unconfirmed (none when it saw them live). */
export interface RolloutEnd {
  status: string | undefined;
  unconfirmed: string[];
}

type Held = { status: string; untold: string[]; bound: boolean };

/**
 * The stale-status hold, when the wait ended on it: at the deadline with only that hold left (the
 * last read succeeded, every pod ready on the requested tag, the status active), or at its bound
 * for containers a tag-only overview could not tell apart. Undefined for any other end.
 */
function heldAtTheEnd(verdict: RolloutVerdict | undefined, lastError: string | undefined): Held | undefined {
  if (verdict?.state === 'unconfirmed') return { status: verdict.status, untold: verdict.untold, bound: true };
  if (verdict?.state !== 'waiting' || verdict.unconfirmed !== true || lastError !== undefined) return undefined;
  return { status: verdict.status, untold: verdict.untold ?? [], bound: false };
}

/** What a wait is for: the step's update, or the rollback of it, and what tells its pods from the old ones. */
export type RolloutTarget = Pick<RolloutWaitOptions, 'expected' | 'superseded' | 'statusBefore' | 'deleted'> & {
  appId: string;
  wait: WaitSettings;
  purpose: 'update' | 'rollback';
  /** True when this step wrote nothing (every image was live already): the wait verifies an earlier run's rollout. */
  sentNothing?: boolean;
};

/**
 * Waits for a rollout (`purpose`: the step's update, or the rollback of it), logging each poll,
 * and reports its end state per region in the summary. Returns the application status last read,
 * and the containers left unconfirmed (neither live nor failed); throws RolloutError when the
 * rollout fails or does not finish in time. Only the update's rollout writes a verdict: a
 * rollback's end is a fact in the caller's verdict, which is a failure whatever it says.
 */
export async function reportRollout(target: RolloutTarget, client: PlatformClient, report: StepReport): Promise<RolloutEnd> {
  const { log, summary, setOutput } = report;
  const what = target.purpose === 'update' ? 'rollout' : 'rollback';
  const limit = target.purpose === 'update' ? 'wait-seconds' : 'rollback-wait-seconds';
  const images = target.expected.map((image) => `${image.container} on ${image.digest ?? image.tag}`).join(', ');
  log.info(
    `Waiting up to ${target.wait.waitSeconds} s for the ${what}${images ? ` of ${inline(images)}` : ''}, polling the overview every ${target.wait.pollIntervalSeconds} s`,
  );
  const outcome = await waitForRollout({
    read: async (deadline) => {
      try {
        return await readOverview(client, target.appId, deadline);
      } catch (error) {
        if (!(error instanceof ApplicationMissing)) throw error;
        throw error.answer.withMessage(`${error.message}\nApplication ${target.appId} was not found while waiting for its ${what}.`);
      }
    },
    expected: target.expected,
    superseded: target.superseded,
    statusBefore: target.statusBefore,
    replacesFailingPods: target.purpose === 'rollback',
    deleted: target.deleted,
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
  const held = heldAtTheEnd(verdict, outcome.lastError);
  if (held && held.untold.length > 0) {
    // Neither live nor failed: the step goes on, with a warning that says why and how to be sure;
    // nothing is rolled back for this alone (the deploy may well be live).
    const names = inline(held.untold.join(', '));
    const when = held.bound ? 'within 60 s of the write' : `within ${limit} (${target.wait.waitSeconds} s)`;
    const warning =
      `The ${what} could not be confirmed ${after}: the overview names the image of ${names} by its tag only, the same tag before and after the write, ` +
      `so its pods on the new digest could not be told apart from the old ones, and it never showed the ${what} in progress ${when}. ` +
      'The application is active and every pod is ready on the requested tag, but they may still run the image from before the write. ' +
      `${target.purpose === 'update' ? 'Nothing was rolled back for this.' : 'Nothing more was done for this.'} ` +
      'To be sure, give probe-url with expect-body, expect-header or expect-commit that tells the new build from the old, ' +
      'or give each build a tag of its own (such as the commit) instead of a reused tag pinned to a new digest.';
    log.warning(warning, { title: `update-app: the ${what} could not be confirmed` });
    if (target.purpose === 'update') summary.verdict(true, warning);
    else summary.paragraph(warning);
    return { status: held.status, unconfirmed: held.untold };
  }
  if (verdict?.state === 'done' || held) {
    if (held) {
      const warning =
        `The overview never showed the ${what} in progress within ${limit} (${target.wait.waitSeconds} s): ` +
        'the application is active and every pod is ready on the requested image, so it is reported live, but the status may not have caught up with the write. ' +
        `Give ${limit} of at least 60 to see it.`;
      log.warning(warning, { title: `update-app: the ${what} was not seen in progress` });
      summary.paragraph(warning);
    }
    const untold = verdict?.state === 'done' ? (verdict.untold ?? []) : [];
    if (untold.length > 0) {
      // Honest about what the overview could not show: the pods' tag is the old one's, and the status vouched for the digest.
      const note =
        `The overview names the image of ${inline(untold.join(', '))} by its tag only, the tag it had before the write: ` +
        'its pods on the new digest could not be told from the old ones, so the application turning active again after the write is what reports them live.';
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
    return { status: verdict?.status, unconfirmed: [] };
  }
  if (verdict?.state === 'failed') {
    const failure = verdict.failure;
    if (failure) {
      const { region, pod, container, status, reason, message, restarts } = failure;
      const exitCode = failure.exitCode === undefined ? '' : String(failure.exitCode);
      const columns = ['Region', 'Pod', 'Container', 'Status', 'Reason', 'Message', 'Exit code', 'Restarts'];
      summary.table(columns, [[region, pod, container, status, reason, message, exitCode, String(restarts)]]);
    }
    const message = `The ${what} of application ${target.appId} failed ${after}: ${verdict.why}.`;
    if (target.purpose === 'update') summary.verdict(false, message);
    throw new RolloutError(message, verdict.superseded === true);
  }
  const seen = verdict ? `last seen: application ${verdict.status}, ${verdict.why}` : 'no read of the overview succeeded';
  const lastError = outcome.lastError ? `; the last read failed: ${outcome.lastError}` : '';
  const sent =
    target.sentNothing === true
      ? 'This step sent nothing (every image was live already): the rollout an earlier run started may still finish.'
      : 'The update was sent: it may still finish.';
  const message = `The ${what} of application ${target.appId} did not finish within ${limit} (${target.wait.waitSeconds} s, ${outcome.polls} poll${outcome.polls === 1 ? '' : 's'}); ${seen}${lastError}. ${sent}`;
  if (target.purpose === 'update') summary.verdict(false, message);
  throw new RolloutError(message);
}
