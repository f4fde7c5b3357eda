import type { PlatformClient } from '../../api/platform-client.ts';
import { planned, requests, type PlannedRequest } from '../../api/requests.ts';
import type { EdgeScript } from '../../api/models/edge-script.ts';
import type { ScriptRelease } from '../../api/models/releases.ts';
import { releaseHash } from '../../platform/edge-scripts/code-hash.ts';
import { linkedZoneIds } from '../../platform/edge-scripts/script.ts';
import { firstLine } from '../../http/wording.ts';
import type { StepReport } from '../operation.ts';
import { plannedPurges, purgeAgain, purgeLinkedZones, unpurged } from '../shared/linked-zone-purge.ts';
import { saveLiveCode } from '../shared/release-restore.ts';
import { releaseName, showPlannedWrites } from '../shared/release-words.ts';

/*
 * A rollback saves the target's code and purges only once the target is live. A run that gave up
 * waiting (the platform slow to switch), or whose code save failed, left that undone; its re-run
 * finds the target live and would stop there, leaving the bad code as the script's code for the
 * next plain publish to ship again. The saved code tells the two apart: the target's code once a
 * run finished, other code while one did not.
 *
 * Nothing tells whether that run purged: with restore-code: false the saved code keeps the newer
 * code either way, and a run cancelled after its save stopped before its purge. Left unpurged, the
 * linked pull zones serve what the release rolled back from answered until their cache expires,
 * so a target found live is purged again. A first attempt too: GITHUB_RUN_ATTEMPT 1 does not rule
 * out an earlier rollback (a new dispatch of the workflow, another step), and a purge repeats
 * harmlessly; it changes nothing live, so rolled-back stays false.
 */

const PURGE_AGAIN = purgeAgain('an earlier rollback to it');

/**
 * Whether the saved code differs from the code of `live`, the target: only then was the rollback
 * left unfinished. A live release without its code proves nothing and reads nothing. A failed
 * read is a warning, not a failure: the target is live, which is what the step is for.
 */
export async function leftUnfinished(client: PlatformClient, scriptId: number, live: ScriptRelease, report: StepReport): Promise<boolean> {
  const liveHash = live.Code === '' ? undefined : releaseHash(live);
  if (liveHash === undefined) return false;
  try {
    const { body } = await client.send(requests.scriptCode(scriptId));
    return releaseHash(body) !== liveHash;
  } catch (error) {
    report.log.warning(
      `${releaseName(live)} is live, but reading the script's saved code failed: ${firstLine(error)}. Whether it still holds other code, which a later plain publish would ship, is not known`,
    );
    return false;
  }
}

interface FinishPlan {
  scriptId: number;
  purge: boolean;
}

/** The writes that finish the rollback, in the order `finishRollback` sends them. */
function finishingWrites(plan: FinishPlan, script: EdgeScript, live: ScriptRelease): PlannedRequest[] {
  return [
    planned({ ...requests.saveScriptCode(plan.scriptId, ''), body: { Code: `<the code of ${releaseName(live)}>` } }),
    ...plannedPurges(plan.purge ? linkedZoneIds(script) : [], 'after the code is saved'),
  ];
}

/** Says that the run finishes what an earlier one left undone; a dry run shows the writes it would send. */
export function showFinishing(
  report: StepReport,
  plan: FinishPlan,
  script: EdgeScript,
  live: ScriptRelease,
  mode: 'dry-run' | 'run',
): void {
  const undone = `${releaseName(live)} is already live, but the script's saved code is not its code: an earlier run did not finish`;
  if (mode === 'run') {
    report.log.info(`${undone}; finishing what it left undone (saving the code${plan.purge ? ', purging the linked pull zones' : ''})`);
    return;
  }
  showWouldSend(
    report,
    `${undone}; would finish what it left undone`,
    finishingWrites(plan, script, live),
    `Dry run: ${releaseName(live)} is already live; would finish what an earlier run left undone`,
  );
}

/** A dry run's writes on a target found live: what it would do, the requests as inert text, the verdict and a table of them. */
function showWouldSend(report: StepReport, would: string, writes: PlannedRequest[], verdict: string): void {
  report.log.info(`Dry run: ${would}:`);
  showPlannedWrites(report, writes, verdict);
}

/** The purges of a target found live with nothing else left undone: every linked zone, unless purge-linked-zones is false. */
export function repeatedPurges(plan: FinishPlan, script: EdgeScript): PlannedRequest[] {
  return plan.purge ? plannedPurges(linkedZoneIds(script), 'as the target is live') : [];
}

/** Says that the run purges again (repeatedPurges) what an earlier one may have left unpurged; a dry run shows the purges. */
export function showPurgingAgain(report: StepReport, purges: PlannedRequest[], live: ScriptRelease, mode: 'dry-run' | 'run'): void {
  const already = `${releaseName(live)} is already live: nothing to roll back`;
  if (mode === 'run') {
    report.log.info(`${already}, but this step will ${PURGE_AGAIN}`);
    return;
  }
  showWouldSend(
    report,
    `${already}, but would ${PURGE_AGAIN}`,
    purges,
    `Dry run: ${releaseName(live)} is already live; would purge its linked pull zones again`,
  );
}

/**
 * What a completed rollback does once its target is live: save its code as the script's code,
 * then purge; whether the code was saved, and the words of the purges that failed (unpurged).
 */
export async function finishRollback(
  client: PlatformClient,
  plan: FinishPlan,
  script: EdgeScript,
  live: ScriptRelease,
  report: StepReport,
): Promise<{ saved: boolean; unpurged: string | undefined }> {
  const saved = await saveLiveCode(client, plan.scriptId, live, report);
  const purges = plan.purge ? await purgeLinkedZones(client, script, report) : undefined;
  return { saved, unpurged: purges && unpurged(purges) };
}
