import { planned, requests, type PlannedRequest } from '../../api/requests.ts';
import type { EdgeScript } from '../../api/models/edge-script.ts';
import type { ScriptRelease } from '../../api/models/releases.ts';
import { readActiveRelease, withoutCode } from '../../platform/edge-scripts/active-release.ts';
import { releaseHash } from '../../platform/edge-scripts/code-hash.ts';
import { rollbackNote } from '../../platform/edge-scripts/notes.ts';
import { isTargetOrCopy } from '../../platform/edge-scripts/release-identity.ts';
import { findRelease, RELEASE_PAGE_SIZE, type ListedRelease, type ReleaseSearch } from '../../platform/edge-scripts/release-list.ts';
import { laterRelease, mayStillGoLive } from '../../platform/edge-scripts/late-release.ts';
import { ApiError } from '../../api/api-error.ts';
import { linkedZoneIds, readScript } from '../../platform/edge-scripts/script.ts';
import { InputError, showValue, type Inputs } from '../../inputs/inputs.ts';
import { readWaitSettings } from '../../inputs/wait-settings.ts';
import { inline } from '../../runner/untrusted-text.ts';
import { runUrl } from '../../runner/workflow-links.ts';
import type { DecidingOperation, StepReport } from '../operation.ts';
import { plannedPurges, purgeLinkedZones, unpurged } from '../shared/linked-zone-purge.ts';
import { liveAfterWait, overtakeNotLive, releaseName, showDryRunWrites } from '../shared/release-words.ts';
import { waitedFor } from '../../api/wait-log.ts';
import { restoreRelease } from '../shared/release-restore.ts';
import { StepFailure } from '../step-failure.ts';
import { firstLine } from '../../http/wording.ts';
import { finishRollback, leftUnfinished, repeatedPurges, showFinishing, showPurgingAgain } from './unfinished-run.ts';

interface RollbackScriptPlan {
  scriptId: number;
  toUuid: string;
  onlyIfLiveUuid: string | undefined;
  restoreCode: boolean;
  note: string;
  purge: boolean;
  waitSeconds: number;
  pollIntervalSeconds: number;
}

/**
 * The outputs of the release live now, the one place they are set, after every read of it
 * (undefined: none live, or, once a re-publish may have landed, not known), so they never name
 * a release an earlier read saw.
 */
function reportLive(report: StepReport, live: ScriptRelease | undefined): void {
  report.setOutput('release-uuid', live?.Uuid ?? '');
  report.setOutput('code-sha256', live ? releaseHash(live) : '');
  report.setOutput('result', live ? withoutCode(live) : '');
}

/**
 * Why a target found live is not re-published though only-if-live-uuid names a release that is
 * not live: a release made after that one, which a re-publish would undo (`later`), a re-publish
 * of the target made after it, not live yet, which overtakes it already (`republished`), or a
 * release list that could not be read (`unread`: why), so nothing tells whether it may still go live.
 */
type LeftAlone =
  | { kind: 'later'; named: ScriptRelease; later: ListedRelease }
  | { kind: 'republished'; named: ScriptRelease; copy: ListedRelease }
  | { kind: 'unread'; named: string; why: string };

/** What the script as read asks of the step: nothing (the target is live), or the re-publish. */
type RollbackDecision =
  | {
      kind: 'already-live';
      plan: RollbackScriptPlan;
      script: EdgeScript;
      live: ScriptRelease;
      /** The target is live but the script's saved code is not its code: an earlier run stopped before restoring it and purging. */
      unfinished: boolean;
      leftAlone: LeftAlone | undefined;
    }
  | {
      kind: 'republish';
      plan: RollbackScriptPlan;
      script: EdgeScript;
      target: ScriptRelease & { Uuid: string };
      /** The release live at the compare-and-swap read, right before the re-publish: the one it replaces, unless it is the target (replacedRelease). */
      replaced: ScriptRelease | undefined;
      /** The page of the release list the target was found on. */
      page: number;
      /** The release only-if-live-uuid names, made after the target live now and never live itself: the re-publish is sent so that it never goes live over the target. */
      overtakes: ScriptRelease | undefined;
    };

/**
 * The release the re-publish replaces, as replaced-release-uuid, the log and the summary name it:
 * none when it re-publishes a target live already (over a late release), which replaces nothing
 * (the release read live then is the target, or a copy of it, which the wait still tells apart).
 */
function replacedRelease(decision: Extract<RollbackDecision, { kind: 'republish' }>): ScriptRelease | undefined {
  return decision.overtakes === undefined ? decision.replaced : undefined;
}

/** A release Uuid is a short code, not always a UUID: letters, digits and hyphens. */
const RELEASE_UUID = /^[A-Za-z0-9-]{1,64}$/;

function releaseUuid(inputs: Inputs, name: string, required: boolean): string | undefined {
  const value = required ? inputs.line(name, { required: true, expected: 'the Uuid of a release' }) : inputs.line(name);
  if (!value) return undefined;
  return inputs.check(() => {
    if (!RELEASE_UUID.test(value)) {
      throw new InputError(name, `got ${showValue(value)}; expected a release Uuid: 1 to 64 letters, digits and hyphens`);
    }
    return value;
  });
}

/** The writes of the re-publish, in the order a run sends them: `code` stands for the code it restores, and `zones` are purged. */
function writes(plan: RollbackScriptPlan, code: string | undefined, zones: readonly number[]): PlannedRequest[] {
  return [
    planned(requests.republishScript(plan.scriptId, plan.toUuid, plan.note)),
    ...(code === undefined ? [] : [planned({ ...requests.saveScriptCode(plan.scriptId, ''), body: { Code: code } }, 'once it is live')]),
    ...plannedPurges(zones, 'once it is live'),
  ];
}

/** The step refuses before any write: it replaced nothing, which is known, and `live` is what it read live. */
function refuse(report: StepReport, plan: RollbackScriptPlan, live: ScriptRelease | undefined, verdict: string, message: string): never {
  reportLive(report, live);
  report.setOutput('replaced-release-uuid', '');
  report.summary.heading(`bunny.net rollback-script: script ${plan.scriptId} to ${plan.toUuid}`);
  throw new StepFailure(message, verdict);
}

/** Why a target found live is not re-published though only-if-live-uuid names a release that is not live; the log's words and the summary's. */
function leftAloneWords(live: ScriptRelease, leftAlone: LeftAlone): string {
  if (leftAlone.kind === 'later') {
    const { named, later } = leftAlone;
    return `only-if-live-uuid's ${releaseName(named)}, made after ${releaseName(live)}, has never been live, but ${releaseName(later)} was made after it: a later deploy, which a re-publish would undo, so this step leaves it alone`;
  }
  if (leftAlone.kind === 'republished') {
    const { named, copy } = leftAlone;
    return `only-if-live-uuid's ${releaseName(named)}, made after ${releaseName(live)}, has never been live, but ${releaseName(copy)}, made after it and not live yet, holds the target's code (a re-publish of it, by an earlier run of this step or another rollback, or a deploy of the same code): the latest publish is the target's code already`;
  }
  return `the release list could not be read (${leftAlone.why}), so whether only-if-live-uuid's release ${leftAlone.named}, which is not live, may still go live (a publish still on its way) is not known, and a re-publish could undo a deploy made after it. Check with get-active-release that release ${leftAlone.named} has not gone live; if it has, run this step again`;
}

/** Why a target found live is re-published: the release only-if-live-uuid names may still go live over it. */
function overtaking(target: ScriptRelease, live: ScriptRelease | undefined, named: ScriptRelease, mode: 'dry-run' | 'run'): string {
  const as = live && live.Uuid !== target.Uuid ? ` (as ${releaseName(live)})` : '';
  return `${releaseName(target)} is live${as}, but only-if-live-uuid's ${releaseName(named)}, made after it, has never been live and may still go live (a publish still on its way): ${mode === 'run' ? 're-publishing' : 'would re-publish'} ${releaseName(target)} all the same, so that the latest publish is the rollback`;
}

export const operation: DecidingOperation<RollbackScriptPlan, RollbackDecision> = {
  plan({ inputs, env }) {
    const scriptId = inputs.id('script-id');
    const toUuid = releaseUuid(inputs, 'to-release-uuid', true) ?? '';
    const onlyIfLiveUuid = releaseUuid(inputs, 'only-if-live-uuid', false);
    const restoreCode = inputs.boolean('restore-code', true);
    const note = inputs.optional('note') ?? rollbackNote({ Uuid: toUuid }, runUrl(env));
    const purge = inputs.boolean('purge-linked-zones', true);
    const { waitSeconds, pollIntervalSeconds } = readWaitSettings(inputs, { waitSeconds: 60, pollIntervalSeconds: 2 });
    return { scriptId, toUuid, onlyIfLiveUuid, restoreCode, note, purge, waitSeconds, pollIntervalSeconds };
  },

  describe(plan) {
    return [
      planned(requests.edgeScript(plan.scriptId)),
      planned(requests.activeRelease(plan.scriptId)),
      planned(
        requests.scriptReleases(plan.scriptId, 1, RELEASE_PAGE_SIZE),
        plan.onlyIfLiveUuid === undefined
          ? 'page by page until the target is found'
          : 'page by page until the target is found; every page while the only-if-live-uuid release is not live (what was made after it)',
      ),
      planned(requests.activeRelease(plan.scriptId), 'the compare-and-swap, right before the re-publish'),
      ...(plan.restoreCode
        ? [planned(requests.scriptCode(plan.scriptId), 'only when the target is live already: is its code saved?')]
        : []),
      ...writes(plan, plan.restoreCode ? '<the code of the target release>' : undefined, []),
    ];
  },

  async inspect(plan, client, report) {
    const { scriptId, toUuid } = plan;
    // Known before any request, so set even when a read fails.
    report.setOutput('rolled-back', false);
    const script = await readScript(client, scriptId);
    // A re-run finds the target live without paging the list; whether the run before it finished
    // (saved the target's code) only the saved code tells.
    const alreadyLive = async (live: ScriptRelease, leftAlone?: LeftAlone): Promise<RollbackDecision> => ({
      kind: 'already-live',
      plan,
      script,
      live,
      // With a later deploy left alone, the saved code is that deploy's, not what a run left undone.
      unfinished: plan.restoreCode && leftAlone?.kind !== 'later' && (await leftUnfinished(client, scriptId, live, report)),
      leftAlone,
    });
    const { release: first } = await readActiveRelease(client, scriptId);
    // Known from here on, whatever fails next: nothing is written before apply.
    reportLive(report, first);
    // With only-if-live-uuid naming a release that is not live, a target found live is not the
    // end: that release may be a publish still on its way (late-release.ts), which only the list
    // tells. Read live, it went live: it is no publish still on its way.
    const guard = plan.onlyIfLiveUuid !== undefined && first?.Uuid !== plan.onlyIfLiveUuid ? plan.onlyIfLiveUuid : undefined;
    if (first?.Uuid === toUuid && guard === undefined) return alreadyLive(first);

    let search: ReleaseSearch;
    try {
      search = await findRelease(client, scriptId, toUuid, guard !== undefined);
    } catch (error) {
      // The target is live as itself: the step passed here before it read the list for the late
      // release, and still does. Re-publishing blind instead could undo a deploy made after that
      // release (late-release.ts, laterRelease), which is never this step's to undo; leaving it
      // could leave that release to land, which the warning says how to check.
      if (first?.Uuid !== toUuid || guard === undefined || !(error instanceof ApiError)) throw error;
      return alreadyLive(first, { kind: 'unread', named: guard, why: firstLine(error) });
    }
    if (search.found === undefined) {
      refuse(
        report,
        plan,
        first,
        `No release ${toUuid} to roll back to`,
        search.deleted
          ? `Cannot roll back script ${scriptId} to ${releaseName(search.deleted)}: that release is deleted`
          : `Script ${scriptId} has no release with the Uuid ${toUuid} among its ${search.total} release(s) (${search.pages} page(s) read); check to-release-uuid`,
      );
    }
    // Compare-and-swap as late as possible: after the list, right before the re-publish, so that
    // a deploy made while the list was paged is never undone, and the release replaced is this one.
    const { release: live } = await readActiveRelease(client, scriptId);
    reportLive(report, live);
    const republish = { kind: 'republish', plan, script, target: search.found, replaced: live, page: search.page } as const;
    // Live already, as itself or as a new release of its code (a re-publish may make one).
    if (live !== undefined && isTargetOrCopy({ ...live, codeSha256: releaseHash(live) }, search.found)) {
      // A deleted release, which the list leaves out, never goes live: undefined, as one the list does not hold.
      const named = search.listed.find((release) => release.Uuid === guard);
      if (named === undefined || !mayStillGoLive(named, live)) return alreadyLive(live);
      const later = laterRelease(named, live, search.listed);
      // The newest release made after the late one decides: a re-publish of the target (an earlier
      // run of this step whose wait ran out, or another rollback to it) is the latest publish
      // already, so nothing is left to overtake and what that run left undone is this run's to finish.
      if (later !== undefined && isTargetOrCopy(later, search.found)) return alreadyLive(live, { kind: 'republished', named, copy: later });
      if (later !== undefined) return alreadyLive(live, { kind: 'later', named, later });
      return { ...republish, overtakes: named };
    }
    if (plan.onlyIfLiveUuid !== undefined && live?.Uuid !== plan.onlyIfLiveUuid) {
      const now = live ? releaseName(live) : 'no release';
      refuse(
        report,
        plan,
        live,
        `Not rolled back: ${now} is live, not ${plan.onlyIfLiveUuid}`,
        `Not rolled back: only-if-live-uuid is ${plan.onlyIfLiveUuid}, but ${now} is live on script ${scriptId} (a later deploy, left alone)`,
      );
    }
    return { ...republish, overtakes: undefined };
  },

  show(decision, report, mode) {
    const { setOutput, summary, log } = report;
    const { plan } = decision;
    summary.heading(`bunny.net rollback-script: script ${plan.scriptId} to ${plan.toUuid}${mode === 'dry-run' ? ' (dry run)' : ''}`);
    if (decision.kind === 'already-live') {
      const { live, leftAlone } = decision;
      reportLive(report, live);
      setOutput('replaced-release-uuid', '');
      if (leftAlone !== undefined) {
        const words = leftAloneWords(live, leftAlone);
        const line = `${releaseName(live)} is live and is not re-published: ${words}`;
        if (leftAlone.kind === 'unread') log.warning(line);
        else log.info(line);
        summary.paragraph(`Not re-published: ${words}.`);
      }
      if (!decision.unfinished) {
        const purges = repeatedPurges(plan, decision.script);
        if (purges.length > 0) return showPurgingAgain(report, purges, live, mode);
        log.info(`${releaseName(live)} is already live: nothing to roll back`);
        summary.verdict(true, `Already live: ${releaseName(live)}`);
        return;
      }
      showFinishing(report, plan, decision.script, live, mode);
      return;
    }
    const { target, replaced: readLive, overtakes } = decision;
    const replaced = replacedRelease(decision);
    setOutput('replaced-release-uuid', replaced?.Uuid ?? '');
    log.info(
      `Found ${releaseName(target)} on page ${decision.page} of the release list; live now: ${readLive ? releaseName(readLive) : 'no release'}`,
    );
    if (overtakes) log.info(overtaking(target, readLive, overtakes, mode));
    if (mode === 'run') return;
    showDryRunWrites(
      report,
      `re-publish ${releaseName(target)}`,
      writes(
        plan,
        plan.restoreCode && typeof target.Code === 'string' && target.Code !== '' ? `<the code of ${releaseName(target)}>` : undefined,
        plan.purge ? linkedZoneIds(decision.script) : [],
      ),
      plan.note,
      overtakes
        ? `Dry run: would re-publish ${releaseName(target)} over ${releaseName(overtakes)}, which has never been live`
        : `Dry run: would roll back to ${releaseName(target)}, replacing ${replaced ? releaseName(replaced) : 'no release'}`,
    );
  },

  async apply(decision, client, report) {
    if (decision.kind === 'already-live') {
      if (!decision.unfinished) {
        if (repeatedPurges(decision.plan, decision.script).length === 0) return;
        const failed = unpurged(await purgeLinkedZones(client, decision.script, report));
        report.summary.verdict(true, `Already live: ${releaseName(decision.live)}; ${failed ?? 'its linked pull zones purged again'}`);
        return;
      }
      const { saved, unpurged: failed } = await finishRollback(client, decision.plan, decision.script, decision.live, report);
      const live = `Already live: ${releaseName(decision.live)}`;
      report.summary.verdict(
        true,
        !saved
          ? `${live}; its code is still not the script's saved code, which a later plain publish would ship (see the warning)${failed ? `; ${failed}` : ''}`
          : failed
            ? `${live}; its code saved, but ${failed}`
            : `${live}; finished what an earlier run left undone`,
      );
      return;
    }
    const { setOutput, summary, log } = report;
    const { plan, target, script } = decision;
    // The plan names the script, the note, restore-code and the wait as the restore takes them;
    // the wait tells the release read live from the re-publish's, the target's copy or not.
    const { overtakes } = decision;
    const restored = await restoreRelease({
      ...plan,
      client,
      target,
      replaced: decision.replaced,
      overtakes,
      report,
      onSent: () => reportLive(report, undefined),
    });
    const replaced = replacedRelease(decision);
    const sent = restored.uncertain
      ? `The re-publish of ${releaseName(target)} answered ${firstLine(restored.uncertain)}; the active release was read:`
      : `Re-published ${releaseName(target)}, but`;
    // Known even when the rollback failed: the release the last poll read is the one live now
    // (none read: not known, as onSent left them).
    if (restored.release) reportLive(report, restored.release);
    if (restored.verdict !== 'restored' || !restored.release) {
      // The late release landing over the re-publish breaks what late-release.ts assumes: it is no other deploy.
      const late = overtakes !== undefined && restored.release?.Uuid === overtakes.Uuid;
      const whose = late
        ? ': the release only-if-live-uuid names, live late over the re-publish sent after it; run this step again to roll it back'
        : ' (another deploy)';
      // Over a late release, the target read live is no proof: until the re-publish lands, that release may still land first.
      const notLive = overtakes
        ? `${sent} ${overtakeNotLive(restored, releaseName(overtakes), 'this step again')}`
        : `${sent} it is not live ${waitedFor(restored)}: ${liveAfterWait(restored)}`;
      throw new StepFailure(
        restored.verdict === 'other' && restored.release
          ? `${sent} ${releaseName(restored.release)} went live instead ${waitedFor(restored)}${whose}`
          : notLive,
        `The rollback to ${releaseName(target)} is not live`,
      );
    }
    const live = restored.release;
    setOutput('rolled-back', true);
    log.info(`Rolled back: ${releaseName(live)} is live ${waitedFor(restored)}${replaced ? `, replacing ${releaseName(replaced)}` : ''}`);
    if (plan.purge) await purgeLinkedZones(client, script, report);
    summary.verdict(
      true,
      overtakes
        ? `Rolled back to ${releaseName(target)}: re-published over ${releaseName(overtakes)}, which had never been live`
        : `Rolled back to ${releaseName(target)}`,
    );
    summary.facts([
      ['Live', releaseName(live)],
      ['Replaced', replaced ? releaseName(replaced) : ''],
      ...(overtakes ? [['Never live', releaseName(overtakes)] as [string, string]] : []),
      ['Note', inline(plan.note, 300)],
    ]);
  },
};
