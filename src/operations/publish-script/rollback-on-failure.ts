import type { PlatformClient } from '../../api/platform-client.ts';
import type { ScriptRelease } from '../../api/models/releases.ts';
import { readActiveRelease, withoutCode } from '../../platform/edge-scripts/active-release.ts';
import { rollbackNote } from '../../platform/edge-scripts/notes.ts';
import { recognisePublished } from '../../platform/edge-scripts/release-identity.ts';
import { inline } from '../../runner/untrusted-text.ts';
import type { StepReport } from '../operation.ts';
import { StepFailure } from '../step-failure.ts';
import { purgeLinkedZones } from '../shared/linked-zone-purge.ts';
import { liveAfterWait, overtakeNotLive, releaseName } from '../shared/release-words.ts';
import { waitedFor } from '../../api/wait-log.ts';
import { restoreRelease } from '../shared/release-restore.ts';
import { findRelease, type EarlierRelease, type PublishedSearch } from '../../platform/edge-scripts/release-list.ts';
import { mayStillGoLive } from '../../platform/edge-scripts/late-release.ts';
import { liveAgainSince, releaseTimes } from '../../platform/edge-scripts/release-order.ts';
import { sentNote, type PublishDecision } from './plan.ts';
import { emptyPreviousRelease, failWithoutRollback, leaveForLaterRollback, lookForPublished } from './later-rollback.ts';
import { firstLine } from '../../http/wording.ts';
import { ownsRacedRelease, UNKNOWN_RACE } from './this-deploy.ts';

/**
 * The failure path of a publish: with rollback-on-failure, re-publishes the previous release
 * (compare-and-swap: only while this step's release or the previous one is live, never over
 * someone else's deploy), then fails the step with `reason` first, saying whether the rollback
 * went live. `ours` is this step's release when the step saw it live; `live` the release its last read
 * found live when that is not its own. A release the step never saw live may still go live
 * (late-release.ts): over it, the previous release read live proves nothing until the
 * re-publish lands, as with rollback-script's only-if-live-uuid. When the release live
 * before the step already ran the file (an unchanged re-run, or if-unchanged: publish), the
 * previous release is the one live before this code first went live (previous-release-uuid).
 */
export async function failPublish(
  decision: Exclude<PublishDecision, { kind: 'keyless' }>,
  client: PlatformClient,
  report: StepReport,
  reason: string,
  ours: ScriptRelease | undefined,
  live?: ScriptRelease,
): Promise<never> {
  const { plan, script } = decision;
  const { log, setOutput } = report;
  if (!plan.rollbackOnFailure) return failWithoutRollback(decision, client, report, reason, ours, live);
  // This step's release as the list holds it, once looked for (never when the release live before ran the file already).
  let late: PublishedSearch | undefined;
  // Not rolled back, and this step's release never seen live: what a documented rollback step kept with it compares with.
  const unguarded = async (words: string, seen = live): Promise<string> =>
    ours === undefined ? `${words}; ${(await leaveForLaterRollback(decision, client, report, seen, late)).words}` : words;
  const previous = decision.earlier ? await earlierRelease(plan, decision.earlier, client, reason, unguarded, report) : decision.previous;
  if (previous === undefined) {
    throw new StepFailure(`${reason}. Nothing to roll back to: the script had no release before this step (its first publish)`, reason);
  }
  if (!previous.Uuid) {
    throw new StepFailure(`${reason}. Cannot roll back: the previous ${releaseName(previous)} has no Uuid to re-publish`, reason);
  }
  const target = { ...previous, Uuid: previous.Uuid };
  // The previous release was live before the publish was sent, so this step's release, if made, may still land over it.
  if (ours === undefined && decision.earlier === undefined) {
    late = await lookForPublished(decision, client, report, 'as it may still go live over the rollback');
  }
  let replaced: ScriptRelease | undefined;
  try {
    // Compare-and-swap: the step undoes its own release, never a deploy that came after it.
    ({ release: replaced } = await readActiveRelease(client, plan.scriptId));
  } catch (error) {
    throw new StepFailure(
      await unguarded(`${reason}. Not rolled back: the active release could not be read (${firstLine(error)})`),
      reason,
    );
  }
  if (replaced !== undefined && replaced.Id !== previous.Id && replaced.Id !== ours?.Id) {
    // Compared with the note sent: a publish with a script credential sent none, and then knows no release of other code as its own.
    const seen = recognisePublished(replaced, { codeSha256: plan.file.sha256, note: sentNote(plan), before: previous });
    if (seen === 'other') {
      throw new StepFailure(
        `${reason}. Not rolled back: ${releaseName(replaced)} is live now, neither this step's release nor the previous one (someone else deployed); it is left alone; ${emptyPreviousRelease(report)}`,
        reason,
      );
    }
    if (seen === 'raced' && !ownsRacedRelease(sentNote(plan))) {
      throw new StepFailure(
        `${reason}. Not rolled back: ${releaseName(replaced)} is live now, with this step's note but other code; ${UNKNOWN_RACE}, so it is left alone; ${emptyPreviousRelease(report)}`,
        reason,
      );
    }
  }
  log.warning(`${reason}; rolling back to the previous ${releaseName(previous)}`);
  const what = `the previous ${releaseName(previous)}`;
  // Read live before the re-publish, the previous release is still the one this step's release may land over.
  const stillPrevious = replaced?.Id === previous.Id;
  const overtakes = replaced && stillPrevious && late?.found && mayStillGoLive(late.found, replaced) ? late.found : undefined;
  let restored: Awaited<ReturnType<typeof restoreRelease>>;
  try {
    const note = rollbackNote(target, plan.runUrl, 'after a failed deploy');
    restored = await restoreRelease({ ...plan, client, target, replaced, overtakes, restoreCode: true, note, report });
  } catch (error) {
    throw new StepFailure(
      await unguarded(`${reason}. The rollback to ${what} failed: ${firstLine(error)}`, replaced),
      `${reason}; the rollback failed`,
    );
  }
  // `result` is the release live now, whether the rollback went live or not: the last poll read it.
  if (restored.release) setOutput('result', withoutCode(restored.release));
  if (restored.verdict === 'restored') {
    setOutput('rolled-back', true);
    if (plan.purge) await purgeLinkedZones(client, script, report);
    const looked = restored.uncertain
      ? `; the re-publish answered ${firstLine(restored.uncertain)}, and the active release shows it live`
      : '';
    // The release read live before the re-publish, read again and not reactivated since (a
    // reactivation is the re-publish landed, which this step's release can no longer land over):
    // whether this step's release may still land over it, the list could not tell.
    const notRepublished =
      restored.release !== undefined &&
      replaced !== undefined &&
      restored.release.Id === replaced.Id &&
      !liveAgainSince(releaseTimes(restored.release), releaseTimes(replaced));
    const unknown =
      stillPrevious && late?.found === undefined && late?.absent === false && notRepublished
        ? `; this step's release, never seen live, may still go live after it: the release list could not tell (${late.reason}). Check with get-active-release that ${what} is still live`
        : '';
    throw new StepFailure(
      `${reason}. Rolled back: ${what} is live again (${waitedFor(restored)})${looked}${unknown}`,
      `${reason}; rolled back to ${releaseName(previous)}, live again`,
    );
  }
  const sent = restored.uncertain
    ? `The re-publish of ${what} answered ${firstLine(restored.uncertain)}, and`
    : `Re-published ${what}, but`;
  const instead = restored.verdict === 'other' ? restored.release : undefined;
  // Over this step's release still on its way, the previous release read live is no proof: until the re-publish lands, that release may land first.
  const notLive = overtakes
    ? `${sent} ${overtakeNotLive(restored, lateName(plan, overtakes, previous), 'rollback-script')}`
    : `${sent} it is not live ${waitedFor(restored)}: ${liveAfterWait(restored)}. Check the script before running this step again`;
  throw new StepFailure(
    instead
      ? `${reason}. ${sent} it did not go live: ${wentLiveInstead(instead, restored, { plan, ours, previous, report })}`
      : await unguarded(`${reason}. ${notLive}`, restored.release),
    `${reason}; the rollback to ${releaseName(previous)} is not live`,
  );
}

/**
 * The release of this step's code made after `previous`, never seen live, as far as the step can
 * call it its own: a note that names no commit (or none) could be another deploy's of the same code.
 */
function lateName(plan: PublishDecision['plan'], release: Pick<ScriptRelease, 'Id' | 'Uuid'>, previous: ScriptRelease): string {
  if (ownsRacedRelease(sentNote(plan))) return `this step's ${releaseName(release)}`;
  return `${releaseName(release)}, made after the previous ${releaseName(previous)} with this step's code (this step's, or another deploy of the same code)`;
}

/**
 * Words for `release`, live at the end of the rollback's wait in place of the previous one, and
 * previous-release-uuid emptied: the step's own release can still go live after its wait ran out,
 * and beat the re-publish, which is not another deploy.
 */
function wentLiveInstead(
  release: ScriptRelease,
  wait: Parameters<typeof waitedFor>[0],
  {
    plan,
    ours,
    previous,
    report,
  }: { plan: PublishDecision['plan']; ours: ScriptRelease | undefined; previous: ScriptRelease; report: StepReport },
): string {
  const seen = recognisePublished(release, { codeSha256: plan.file.sha256, note: sentNote(plan), before: previous });
  if (release.Id === ours?.Id || seen === 'ours') {
    const left = emptyPreviousRelease(report, 'roll back by hand (get-active-release, then rollback-script)');
    return `this step's ${releaseName(release)} went live late, during the rollback's wait ${waitedFor(wait)}: it is left live; ${left}`;
  }
  return `${releaseName(release)} went live instead ${waitedFor(wait)} (another deploy); ${emptyPreviousRelease(report)}`;
}

/**
 * The release a step whose file the live release already ran rolls back to, with its code, from
 * the list: the release live before this code first went live. Fails the step with `reason`
 * first when there is none; when the list no longer holds it, previous-release-uuid, which names
 * it, is emptied too.
 */
async function earlierRelease(
  plan: PublishDecision['plan'],
  earlier: EarlierRelease,
  client: PlatformClient,
  reason: string,
  unguarded: (words: string) => Promise<string>,
  report: StepReport,
): Promise<ScriptRelease> {
  if (earlier.uuid === undefined) throw new StepFailure(`${reason}. Nothing to roll back to: ${earlier.reason}`, reason);
  let search: Awaited<ReturnType<typeof findRelease>>;
  try {
    search = await findRelease(client, plan.scriptId, earlier.uuid);
  } catch (error) {
    throw new StepFailure(await unguarded(`${reason}. Not rolled back: the release list could not be read (${firstLine(error)})`), reason);
  }
  if (search.found === undefined) {
    // previous-release-uuid names it: a rollback step kept with this one could only fail on it, or compare with nothing.
    const left = emptyPreviousRelease(report, 'the release it names can no longer be restored');
    throw new StepFailure(
      `${reason}. Nothing to roll back to: release ${earlier.id} (uuid ${inline(earlier.uuid, 80)}), live before this code, is no longer in the release list; ${left}`,
      reason,
    );
  }
  return search.found;
}
