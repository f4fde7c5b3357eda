import type { PlatformClient } from '../../api/platform-client.ts';
import type { ScriptRelease } from '../../api/models/releases.ts';
import { findPublished } from '../../platform/edge-scripts/release-list.ts';
import { inline } from '../../runner/untrusted-text.ts';
import type { StepReport } from '../operation.ts';
import { StepFailure } from '../step-failure.ts';
import { releaseName } from '../shared/release-words.ts';
import { rollbackUuid, sentNote, type PublishDecision } from './plan.ts';

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

/**
 * The failure of a publish without rollback-on-failure. `ours` is the release the step took for
 * its own (seen live, or raced). A step that saw none (its wait ran out, or every read failed)
 * looks it up once in the release list, as the publish answers with no body: found, it is
 * release-uuid though not live, so the documented rollback undoes it if it went live late and
 * refuses over a deploy that came after; not found, previous-release-uuid is emptied, as nothing
 * could tell this step's release from another deploy's.
 */
export async function failWithoutRollback(
  decision: Exclude<PublishDecision, { kind: 'keyless' }>,
  client: PlatformClient,
  report: StepReport,
  reason: string,
  ours: ScriptRelease | undefined,
): Promise<never> {
  const { plan } = decision;
  const uuid = rollbackUuid(decision);
  const kept = `${reason}. Nothing was rolled back (rollback-on-failure is false)`;
  const restores = uuid ? `previous-release-uuid ${inline(uuid, 80)} is what a rollback-script step would restore` : '';
  // On a first publish there is nothing for the rollback step to restore, so nothing to guard.
  if (ours !== undefined || !uuid) throw new StepFailure(`${kept}${restores ? `; ${restores}` : ''}`, reason);
  report.log.info("Looking for this step's release in the release list (the publish answers with no body), for release-uuid");
  const search = await findPublished(client, plan.scriptId, {
    codeSha256: plan.file.sha256,
    note: sentNote(plan),
    before: decision.previous,
  });
  if (search.found) {
    report.setOutput('release-id', search.found.Id);
    report.setOutput('release-uuid', search.found.Uuid);
    throw new StepFailure(
      `${kept}; ${restores}; release-uuid is this step's ${releaseName(search.found)}, found in the release list though not seen live, so a rollback-script step given only-if-live-uuid: release-uuid is a compare-and-swap on it: it restores only while this step's release, or the previous one, is live`,
      reason,
    );
  }
  const unknown = emptyPreviousRelease(
    report,
    "this step's release could not be identified: a rollback to it could undo a deploy that came later",
  );
  throw new StepFailure(
    `${kept}; ${unknown}. ${search.reason.charAt(0).toUpperCase()}${search.reason.slice(1)}. To roll back by hand: read the live release with get-active-release; if its code-sha256 is this step's (${plan.file.sha256}), run rollback-script with to-release-uuid: ${inline(uuid, 80)} and only-if-live-uuid: its release-uuid`,
    reason,
  );
}
