import type { PlannedRequest } from '../../api/requests.ts';
import type { ScriptRelease } from '../../api/models/releases.ts';
import type { ReleasePoll } from '../../platform/edge-scripts/release-wait.ts';
import { pollLine, waitedFor } from '../../api/wait-log.ts';
import type { ActionLog } from '../../runner/action-log.ts';
import { inline } from '../../runner/untrusted-text.ts';
import { firstLine } from '../../http/wording.ts';
import type { StepReport } from '../operation.ts';

/** How publish-script, rollback-script and get-active-release name releases and waits in their messages. */

/** "release 9101 (uuid c3f9a06d)"; API text made a safe line. */
export function releaseName(release: Pick<ScriptRelease, 'Id' | 'Uuid'>): string {
  return `release ${release.Id}${release.Uuid ? ` (uuid ${inline(release.Uuid, 80)})` : ''}`;
}

/**
 * What the last read of a wait found live, as the end of a sentence: the release, or that the read
 * failed (then whether anything went live is not known: never "no release is live"), or none.
 */
export function liveAfterWait(wait: { release?: Pick<ScriptRelease, 'Id' | 'Uuid'> | undefined; failure: unknown }): string {
  if (wait.release) return `${releaseName(wait.release)} is live`;
  if (wait.failure !== undefined)
    return `the last read of the active release failed (${firstLine(wait.failure)}), so what is live is not known`;
  return 'no release is live';
}

/**
 * The end of a rollback sent to overtake `late`, a release still on its way, when the re-publish is
 * not live at the end of its wait: the target read live proves nothing until the re-publish lands,
 * so `late` may still land first. `lateName` names it; `rerun` is the step that tells which did.
 */
export function overtakeNotLive(
  wait: Parameters<typeof waitedFor>[0] & Parameters<typeof liveAfterWait>[0],
  lateName: string,
  rerun: string,
): string {
  return `the re-publish is not live ${waitedFor(wait)} (${liveAfterWait(wait)}), so ${lateName}, which it was sent to overtake, may still go live before it lands; run ${rerun} to see which did`;
}

/** Logs each read of a wait as "Poll 3 at 4 s: <state>; next poll in 2 s": `state` says what the release read means to the caller. */
export const logPolls =
  <Verdict extends string>(log: ActionLog, state: (release: ScriptRelease, verdict: Verdict | 'waiting') => string) =>
  (poll: ReleasePoll<Verdict>): void => {
    const found = poll.error
      ? `the read failed (${inline(poll.error, 200)}); asking again`
      : poll.release === undefined
        ? 'no active release yet'
        : state(poll.release, poll.verdict);
    log.info(pollLine({ ...poll, settled: poll.verdict !== 'waiting' }, found));
  };

/**
 * A dry run's writes: what it would do, the note and the requests as inert text, then the verdict
 * and a table of them. `note` is the note the run sends; undefined when it sends none (a publish
 * with a script credential has no body), and the dry run says so instead of showing one.
 */
export function showDryRunWrites(report: StepReport, would: string, writes: PlannedRequest[], note: string | undefined, verdict: string) {
  const { log } = report;
  if (note === undefined) {
    log.info(`Dry run: would ${would} with no note (a publish with a script credential has no body)`);
  } else {
    log.info(`Dry run: would ${would} with the note:`);
    log.untrusted(note);
  }
  showPlannedWrites(report, writes, verdict);
}

/** A dry run's writes after the line that says what they are: the requests as inert text, the verdict and a table of them. */
export function showPlannedWrites({ log, setOutput, summary }: StepReport, writes: PlannedRequest[], verdict: string): void {
  log.untrusted(JSON.stringify(writes, null, 2));
  setOutput('result', { dryRun: true, requests: writes });
  summary.verdict(true, verdict);
  summary.table(
    ['Method', 'Path', 'Note'],
    writes.map((request) => [request.method, request.path, request.note ?? '']),
  );
}
