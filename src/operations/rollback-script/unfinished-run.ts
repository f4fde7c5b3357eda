import type { PlatformClient } from '../../api/platform-client.ts';
import { planned, requests, type PlannedRequest } from '../../api/requests.ts';
import type { EdgeScript } from '../../api/models/edge-script.ts';
import type { ScriptRelease } from '../../api/models/releases.ts';
import { releaseHash } from '../../platform/edge-scripts/code-hash.ts';
import { linkedZoneIds } from '../../platform/edge-scripts/script.ts';
import { firstLine } from '../../http/wording.ts';
import type { StepReport } from '../operation.ts';
import { plannedPurges, purgeLinkedZones } from '../shared/linked-zone-purge.ts';
import { saveLiveCode } from '../shared/release-restore.ts';
import { releaseName } from '../shared/release-words.ts';

/*
 * A rollback saves the target's code and purges only once the target is live. A run that gave up
 * waiting (the platform slow to switch), or whose code save failed, left that undone; its re-run
 * finds the target live and would stop there, leaving the bad code as the script's code for the
 * next plain publish to ship again. The saved code tells the two apart: the target's code once a
 * run finished, other code while one did not.
 */

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
  const { log, setOutput, summary } = report;
  const undone = `${releaseName(live)} is already live, but the script's saved code is not its code: an earlier run did not finish`;
  if (mode === 'run') {
    log.info(`${undone}; finishing what it left undone (saving the code${plan.purge ? ', purging the linked pull zones' : ''})`);
    return;
  }
  const writes = finishingWrites(plan, script, live);
  log.info(`Dry run: ${undone}; would finish what it left undone:`);
  log.untrusted(JSON.stringify(writes, null, 2));
  setOutput('result', { dryRun: true, requests: writes });
  summary.verdict(true, `Dry run: ${releaseName(live)} is already live; would finish what an earlier run left undone`);
  summary.table(
    ['Method', 'Path', 'Note'],
    writes.map((request) => [request.method, request.path, request.note ?? '']),
  );
}

/** What a completed rollback does once its target is live: save its code as the script's code, then purge; whether the code was saved. */
export async function finishRollback(
  client: PlatformClient,
  plan: FinishPlan,
  script: EdgeScript,
  live: ScriptRelease,
  report: StepReport,
): Promise<boolean> {
  const saved = await saveLiveCode(client, plan.scriptId, live, report);
  if (plan.purge) await purgeLinkedZones(client, script, report);
  return saved;
}
