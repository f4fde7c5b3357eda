import type { PlatformClient } from '../../api/platform-client.ts';
import type { ScriptRelease } from '../../api/models/releases.ts';
import { findPublished, type PublishedSearch } from '../../platform/edge-scripts/release-list.ts';
import { inline } from '../../runner/untrusted-text.ts';
import type { StepReport } from '../operation.ts';
import { StepFailure } from '../step-failure.ts';
import { releaseName } from '../shared/release-words.ts';
import { rollbackUuid, sentNote, type PublishDecision } from './plan.ts';
import { ownsRacedRelease } from './this-deploy.ts';

/*
 * What a failed publish leaves for the documented later rollback step (docs/pipelines/edge-script.md,
 * "Two steps"): it runs while previous-release-uuid is not empty, compare-and-swap on
 * release-uuid, and with release-uuid empty it compares with nothing, so it would re-publish the
 * old release over whatever is live.
 */

/**
 * Empties previous-release-uuid, so that the documented rollback step does not run: for a step
 * that knows another deploy went live after its publish (the default words), or that cannot tell
 * its release from one (`why`). Returns the words that say so, for the step's failure.
 */
export function emptyPreviousRelease(report: StepReport, why = 'a rollback to it would undo that deploy'): string {
  report.setOutput('previous-release-uuid', '');
  return `previous-release-uuid is left empty: ${why}`;
}

type Decision = Exclude<PublishDecision, { kind: 'keyless' }>;

/**
 * For a failing step that never saw its own release live, with a release to restore: sets
 * release-uuid to what the documented rollback step must compare with, or empties
 * previous-release-uuid when nothing can be (`kept` false), with the words that say which, for the
 * step's failure. `live` is the release the step's last read found live (undefined: none, or the
 * read failed).
 *
 * When the release live before the step already ran the file's code (if-unchanged: publish), it
 * runs the code the rollback is for: while it is still live, it is release-uuid, so the rollback
 * restores the release before that code while it is live and refuses over anything later. Else
 * the step's own release is looked up in the list (the publish answers with no body), as
 * madeByPublish tells it; a note other runs send too (or none) proves nothing, so it is not
 * looked for then. `searched`: the step looked already (lookForPublished), and the list is not read again.
 */
export async function leaveForLaterRollback(
  decision: Decision,
  client: PlatformClient,
  report: StepReport,
  live: ScriptRelease | undefined,
  searched?: PublishedSearch,
): Promise<{ kept: boolean; words: string }> {
  const { plan, previous } = decision;
  const note = sentNote(plan);
  if (decision.earlier !== undefined) {
    if (live?.Uuid && live.Id === previous?.Id) {
      report.setOutput('release-id', live.Id);
      report.setOutput('release-uuid', live.Uuid);
      return {
        kept: true,
        words: `release-uuid is ${releaseName(live)}, live before this step and still live, which already runs the file's code, so a rollback-script step given only-if-live-uuid: release-uuid is a compare-and-swap on it: it restores previous-release-uuid only while that release is live, and refuses over any release that went live after it (this step's own included)`,
      };
    }
    return byHand(
      decision,
      report,
      "the release live before this step already ran the file's code and was not read live at the end, so nothing tells whether it or this step's release is live",
    );
  }
  if (!ownsRacedRelease(note)) {
    return byHand(
      decision,
      report,
      note === undefined
        ? "this step's publish sent no note (a script credential), so a release in the list with its code could be another deploy of the same code"
        : "this step's note names no commit, so a release in the list with its code and note could be another pipeline's deploy that sent the same note",
    );
  }
  const search = searched ?? (await lookForPublished(decision, client, report, 'for release-uuid'));
  if (search.found === undefined) return byHand(decision, report, search.reason);
  report.setOutput('release-id', search.found.Id);
  report.setOutput('release-uuid', search.found.Uuid);
  return {
    kept: true,
    words: `release-uuid is this step's ${releaseName(search.found)}, found in the release list though not seen live, so a rollback-script step given only-if-live-uuid: release-uuid is a compare-and-swap on it: it restores only while this step's release, or the previous one, is live`,
  };
}

/**
 * This step's release, looked for in the list (the publish answers with no body), as
 * madeByPublish tells it, and logged with `why`. Never a failure: the reason is the answer.
 */
export function lookForPublished(decision: Decision, client: PlatformClient, report: StepReport, why: string): Promise<PublishedSearch> {
  const { plan, previous } = decision;
  report.log.info(`Looking for this step's release in the release list (the publish answers with no body), ${why}`);
  return findPublished(client, plan.scriptId, { codeSha256: plan.file.sha256, note: sentNote(plan), before: previous });
}

/** Empties previous-release-uuid, saying why (`reason`) and how to roll back by hand. */
function byHand(decision: Decision, report: StepReport, reason: string): { kept: false; words: string } {
  const unknown = emptyPreviousRelease(
    report,
    "this step's release could not be identified: a rollback to it could undo a deploy that came later",
  );
  return {
    kept: false,
    words: `${unknown}. ${reason.charAt(0).toUpperCase()}${reason.slice(1)}. To roll back by hand: read the live release with get-active-release; if its code-sha256 is this step's (${decision.plan.file.sha256}), run rollback-script with to-release-uuid: ${inline(rollbackUuid(decision) ?? '', 80)} and only-if-live-uuid: its release-uuid`,
  };
}

/**
 * The failure of a publish without rollback-on-failure. `ours` is the release the step took for
 * its own (seen live, or raced); without it, leaveForLaterRollback sets what the documented
 * rollback step compares with. `live` is the release the step's last read found live.
 */
export async function failWithoutRollback(
  decision: Decision,
  client: PlatformClient,
  report: StepReport,
  reason: string,
  ours: ScriptRelease | undefined,
  live: ScriptRelease | undefined,
): Promise<never> {
  const uuid = rollbackUuid(decision);
  const kept = `${reason}. Nothing was rolled back (rollback-on-failure is false)`;
  const restores = uuid ? `previous-release-uuid ${inline(uuid, 80)} is what a rollback-script step would restore` : '';
  // On a first publish there is nothing for the rollback step to restore, so nothing to guard.
  if (ours !== undefined || !uuid) throw new StepFailure(`${kept}${restores ? `; ${restores}` : ''}`, reason);
  const left = await leaveForLaterRollback(decision, client, report, live);
  throw new StepFailure(`${kept}; ${left.kept ? `${restores}; ` : ''}${left.words}`, reason);
}
