import { planned, requests } from '../../api/requests.ts';
import type { PlatformClient } from '../../api/platform-client.ts';
import { readSiteSource, requireHomePage, type SiteSource } from '../../inputs/site-source.ts';
import { extensionlessPage, pagesLikeFiles } from '../../platform/pull-zones/home-page.ts';
import { refuseReservedFolders } from '../../inputs/site-reserved-paths.ts';
import { readPullZone } from '../../platform/pull-zones/read-pull-zone.ts';
import { deploySegments, deploysInUse, type DeployUse, type SiteStorage } from '../../platform/pull-zones/site-rules.ts';
import { hashLocalFiles } from '../../platform/storage/local-tree.ts';
import { listRemoteTree } from '../../platform/storage/remote-tree.ts';
import type { StorageClient } from '../../platform/storage/storage-client.ts';
import { planSync, type SyncPlan } from '../../platform/storage/sync-plan.ts';
import type { DecidingOperation, StepReport } from '../operation.ts';
import { listPaths } from '../../runner/listed-paths.ts';
import { inline } from '../../runner/untrusted-text.ts';
import { openSiteStorage, type SiteStorageSettings } from '../shared/site-storage.ts';
import {
  readSiteSwitch,
  refuseBeforeWriting,
  siteHeading,
  SiteSwitch,
  switchTarget,
  type Refusal,
  type SiteSwitchSettings,
} from '../shared/site-switch-step.ts';
import { StepFailure } from '../step-failure.ts';
import { uploadFiles } from '../../platform/storage/uploader.ts';
import { compareUnchecked, missingFromDeploy, type UnreadFile } from './folder-check.ts';
import { decideRetention, listDeployFolders, RECENT_FOLDER_GRACE_MS, retiredDeploys, type Retention } from './retention.ts';
import { firstLine } from '../../http/wording.ts';

/*
 * A deploy's upload, with the machinery of sync-storage: deploys/<id>/ is compared with the
 * build by SHA-256, and what is missing is uploaded. A deploy is immutable: when its folder holds
 * a file the build does not have, or one with other content, the step fails before any write. A
 * folder that holds part of the build (an upload cut short) is completed, unless a rule of the
 * site uses it (serves it, or records it as the deploy live before its own, which a rollback
 * restores): such a folder is complete, and a build that would add a file to it is refused too.
 * Otherwise a build that holds the files of a deploy in use and more (a fork's, at a commit whose
 * deploy id is the same) would add its own pages to the site as it is served.
 */

/**
 * How a deploy's folder is not the build, by path: `lacks` the build's files it does not hold (a
 * conflict only when a rule uses the folder, which is complete; otherwise they are uploaded),
 * `differs` the files whose content is not the build's, `extra` the files the build does not
 * have, `otherCase` those of them the build has only in another case or normalisation, `unread`
 * the files listed without a checksum whose bytes could not be read to compare (a folder in use).
 */
interface Differences {
  lacks: string[];
  differs: string[];
  extra: string[];
  otherCase: string[];
  unread: UnreadFile[];
}

/**
 * `conflicts`: every path of `differences`, sorted; `existing`: files the folder held before;
 * `inUse`: how a rule of the site uses the folder, if one does.
 */
type UploadPlan = SyncPlan & { conflicts: string[]; differences: Differences; existing: number; inUse: DeployUse | undefined };

async function planDeployUpload(
  files: StorageClient,
  { source, switching, storage }: DeploySitePlan,
): Promise<SyncPlan & { existing: number; listedLengths: Map<string, number> }> {
  const [remote, hashed] = await Promise.all([
    listRemoteTree(files, deploySegments(switching.deployId)),
    hashLocalFiles(source.files, storage.concurrency),
  ]);
  const plan = planSync(hashed, remote.files, { prune: true, scope: { covers: () => true }, keep: { matches: () => false } });
  // The listed length of each file listed without a checksum: compareUnchecked reads only those of the build file's length.
  const listedLengths = new Map(
    plan.uploads
      .filter((upload) => upload.reason === 'no-checksum')
      .map(({ file }) => [file.path, remote.files.get(file.path)?.length ?? -1]),
  );
  return { ...plan, existing: remote.files.size, listedLengths };
}

/** The upload's conflicts, once the zone says whether a rule uses the folder (`inUse`). */
function withConflicts(plan: SyncPlan & { existing: number; unread?: UnreadFile[] }, inUse: DeployUse | undefined): UploadPlan {
  const unread = plan.unread ?? [];
  const unreadPaths = new Set(unread.map((file) => file.path));
  const paths = (reasons: readonly string[]) =>
    plan.uploads
      .filter((upload) => reasons.includes(upload.reason) && !unreadPaths.has(upload.file.path))
      .map((upload) => upload.file.path);
  const differences: Differences = {
    // A folder in use takes no file: every one it lacks under the build's name, and one listed
    // without a checksum whose bytes are not the build's (compareUnchecked read them, or its
    // length differs), or could not be read (`unread`, named apart with why).
    lacks: inUse === undefined ? [] : paths(['new', 'other-case']).sort(),
    differs: paths(inUse === undefined ? ['changed'] : ['changed', 'no-checksum']).sort(),
    extra: plan.deletions.map((file) => file.path),
    // A name the build has only in another case or normalisation is still not the build's.
    otherCase: plan.heldBack.map((file) => file.path),
    unread,
  };
  const { lacks, differs, extra, otherCase } = differences;
  const conflicts = [...lacks, ...differs, ...extra, ...otherCase, ...unreadPaths].sort();
  return { ...plan, conflicts, differences, inUse };
}

/**
 * How a folder in use is not this build, each kind of difference apart: "lacks these files of the
 * build: a" alone, else "is not this build: it lacks ...; these files differ ...; it holds ..." ("is
 * not known to be this build" when the only difference is files that could not be read).
 */
function inUseDifference({ lacks, differs, extra, otherCase, unread }: Differences): { words: string; verdict: string } {
  if (differs.length === 0 && extra.length === 0 && otherCase.length === 0 && unread.length === 0)
    return { words: `lacks these files of the build: ${listPaths(lacks)}`, verdict: 'lacks files of this build' };
  const held = [...extra, ...otherCase].sort();
  const parts = [
    lacks.length === 0 ? undefined : `it lacks these files of the build: ${listPaths(lacks)}`,
    differs.length === 0 ? undefined : `these files differ from the build's: ${listPaths(differs)}`,
    unread.length === 0
      ? undefined
      : `these files, listed without a checksum, could not be read to compare with the build: ${unreadWords(unread)}`,
    held.length === 0
      ? undefined
      : `it holds these files the build does not have${otherCase.length === 0 ? '' : ' (or has only under another case)'}: ${listPaths(held)}`,
  ];
  // Files that could not be read alone do not tell that the folder is not the build, only that it is not known to be.
  const verdict = lacks.length + differs.length + held.length === 0 ? 'is not known to be this build' : 'is not this build';
  return { words: `${verdict}: ${parts.filter((part) => part !== undefined).join('; ')}`, verdict };
}

/** "a.css (why)", or "a.css, b.css (a.css: why)": the files that could not be read, with why the first could not. */
function unreadWords(unread: readonly UnreadFile[]): string {
  const [first] = unread;
  if (first === undefined) return '';
  return unread.length === 1
    ? `${inline(first.path, 200)} (${first.why})`
    : `${listPaths(unread.map((file) => file.path))} (${inline(first.path, 200)}: ${first.why})`;
}

/** How a rule uses a deploy's folder, as a conflict names it. */
const IN_USE_BECAUSE: Record<DeployUse, string> = {
  served: 'serves it',
  recorded: 'records it as the deploy live before its own, which a rollback restores',
};

/** The refusal of a build that a folder in use is not: what differs, and the way out. */
function inUseRefusal(deployId: string, pullZoneId: number, inUse: DeployUse, differences: Differences): Refusal {
  const { words, verdict } = inUseDifference(differences);
  return {
    message: `deploys/${deployId}/ is in use (served or kept for rollback: a rule of pull zone ${pullZoneId} ${IN_USE_BECAUSE[inUse]}) and ${words}. A deploy is immutable, and one in use is complete: no file is added to it or replaced. Nothing was uploaded or switched. To put this build live, give it a new deploy-id (the default is the commit); to stop serving this folder as it is, promote-site another deploy`,
    verdict: `deploys/${deployId}/ is in use and ${verdict}`,
  };
}

interface DeploySitePlan {
  switching: SiteSwitchSettings;
  storage: SiteStorageSettings;
  source: SiteSource;
  promote: boolean;
  keepDeploys: number;
}

interface DeploySiteDecision {
  plan: DeploySitePlan;
  storage: SiteStorage;
  /** The step's one client of the zone's files: it read the deploy's folder, uploads and keeps keep-deploys (closed with the step's connections). */
  files: StorageClient;
  upload: UploadPlan;
  /** Undefined with promote: false. */
  switch: SiteSwitch | undefined;
  /** keep-deploys after the switch; undefined when the step switches nothing (promote: false, or live already). */
  retention: Retention | undefined;
}

/** The step's result before its switch: what it sent (nothing, on a refusal), promoted and deletedDeploys filled in later. */
function deployResult(decision: DeploySiteDecision, sent: { files: number; bytes: number }) {
  return {
    deployId: decision.plan.switching.deployId,
    previousDeployId: decision.switch?.decision.previous ?? null,
    uploaded: sent.files,
    unchanged: decision.upload.unchanged.length,
    bytesUploaded: sent.bytes,
    promoted: false,
    url: decision.switch?.decision.url ?? null,
    deletedDeploys: [] as string[],
  };
}

/** The outputs of what was uploaded, set on a refusal (nothing uploaded) as after the uploads. */
function setUploadOutputs(setOutput: StepReport['setOutput'], result: ReturnType<typeof deployResult>): void {
  setOutput('uploaded', result.uploaded);
  setOutput('unchanged', result.unchanged);
  setOutput('result', result);
}

/** Why a folder that keep-deploys would delete stays. */
const KEPT_BECAUSE: Record<DeployUse, string> = {
  served: 'points at it now',
  recorded: 'records it as the deploy live before its own, which its previous-deploy-id names and a rollback restores',
};

/** What keep-deploys did: the folders it deleted, and a warning for each it could not. */
interface Kept {
  deleted: string[];
  warnings: string[];
}

/**
 * keep-deploys, after a switch: the folders the decision found beyond the newest and not in
 * use (one it showed as kept stays, as shown: the next deploy decides again). Each is
 * deleted only after a read of the zone made right before its delete shows that no rule of the
 * site points at it or records it as the deploy before its own: a production deploy (or a
 * rollback to an old deploy) that lands while retention runs is never left without its folder,
 * nor is production's rollback target after a preview's step, which protects only its own
 * target's deploys.
 * It is housekeeping after the switch the step was asked for, verified already: a read or a
 * delete that fails keeps the folder with a warning, and the step's outcome stands. The next
 * deploy's keep-deploys finds the folder beyond the newest again. A failed read ends it: each
 * delete needs one, and the client has already tried it max-attempts times.
 */
async function keepNewest(
  decision: DeploySiteDecision & { retention: Retention },
  client: PlatformClient,
  report: StepReport,
): Promise<Kept> {
  const { plan, files, retention } = decision;
  const { log } = report;
  const { pullZoneId, deployId } = plan.switching;
  const doomed = retiredDeploys(retention);
  const kept: Kept = { deleted: [], warnings: [] };
  log.info(
    `keep-deploys ${retention.keep}: ${retention.folders} deploy folder(s); ${doomed.length === 0 ? 'none to delete' : `deleting ${doomed.join(', ')} unless a rule of the site points at it or records it as a rollback's`} (never ${retention.protectedIds.join(', ')}${retention.recent.length === 0 ? '' : `; kept as too recent: ${retention.recent.join(', ')}`})`,
  );
  const keptWith = (ids: readonly string[], why: string) => {
    const folders = ids.map((id) => `deploys/${id}/`).join(', ');
    const warning = `Kept ${folders} beyond keep-deploys ${retention.keep}: ${why}. Deploy ${deployId} is live all the same; the next deploy's keep-deploys tries again`;
    log.warning(warning);
    kept.warnings.push(warning);
  };
  for (const [index, id] of doomed.entries()) {
    let use: DeployUse | undefined;
    try {
      use = deploysInUse(await readPullZone(client, pullZoneId)).get(id.toLowerCase());
    } catch (error) {
      keptWith(
        doomed.slice(index),
        `pull zone ${pullZoneId} could not be read (${firstLine(error)}), and keep-deploys deletes a folder only after a read shows that no rule of the site uses it`,
      );
      break;
    }
    if (use !== undefined) {
      log.info(`Kept deploys/${id}/: a rule of pull zone ${pullZoneId} ${KEPT_BECAUSE[use]}`);
      continue;
    }
    try {
      await files.delete(deploySegments(id), true);
      kept.deleted.push(id);
    } catch (error) {
      keptWith([id], `its delete failed (${firstLine(error)})`);
    }
  }
  return kept;
}

export const operation: DecidingOperation<DeploySitePlan, DeploySiteDecision> = {
  async plan(context) {
    const { inputs, workspace } = context;
    const site = readSiteSwitch(context, true);
    // Its files go under deploys/<deploy-id>/, which counts against the platform's path length.
    const source = await readSiteSource(inputs, workspace, 'deploy', deploySegments(site.switching.deployId));
    const requireIndex = inputs.boolean('require-index', true);
    requireHomePage(inputs, source, requireIndex);
    refuseReservedFolders(inputs, source);
    const promote = inputs.boolean('promote', true);
    const keepDeploys = inputs.integer('keep-deploys', { min: 2, max: 1000, default: 10 }) ?? 10;
    const concurrency = inputs.integer('concurrency', { min: 1, max: 64, default: 8 }) ?? 8;
    const rollbackOnFailure = inputs.boolean('rollback-on-failure', false);
    // The contract's default: a probe that cannot reach the site rolls back like any failure.
    const rollbackOnProbeError = inputs.boolean('rollback-on-probe-error', true);
    if (!promote && rollbackOnFailure)
      inputs.problems.refuse(
        'rollback-on-failure',
        'is true with promote: false: a deploy that is only uploaded switches nothing to roll back; drop one',
      );
    // Last: it may ask GitHub, which a step with an input problem never does.
    const target = await switchTarget(context, site);
    const paths = source?.files.map((file) => file.path);
    return {
      switching: {
        ...site.switching,
        target,
        rollbackOnFailure,
        noRollback: 'rollback-on-failure is false',
        rollbackOnProbeError,
        homePage: requireIndex,
        extensionlessPage: paths === undefined ? undefined : extensionlessPage(paths),
        htmlPages: paths === undefined ? undefined : pagesLikeFiles(paths),
      },
      storage: { ...site.storage, concurrency },
      // A placeholder only when a problem was recorded: the step then fails before any request.
      source: source ?? { sourceDir: '', given: '', files: [], scope: undefined as never },
      promote,
      keepDeploys,
    };
  },

  describe(plan) {
    const { deployId } = plan.switching;
    return [
      planned(
        requests.storageZone(plan.storage.storageZoneId),
        `then list deploys/${deployId}/ on the zone's storage host${plan.promote ? ' (and deploys/, for keep-deploys)' : ''} and upload what it lacks of ${plan.source.files.length} file(s) (to a folder a rule of the site uses, none: a file it lists without a checksum is read, to compare)${plan.promote ? `; list deploys/${deployId}/ once more right before the switch, which fails naming what it lost meanwhile` : ''}`,
      ),
      ...(plan.promote
        ? SiteSwitch.describe(plan.switching, plan.storage.storageZoneId, '; then keep-deploys')
        : [
            planned(
              requests.pullZone(plan.switching.pullZoneId),
              `when the build adds a file to deploys/${plan.switching.deployId}/: a folder that a rule of the site serves or records for a rollback takes none, and the step fails before any upload`,
            ),
          ]),
    ];
  },

  async inspect(plan, client, report) {
    // Known before any request: set even when a read fails.
    report.setOutput('deploy-id', plan.switching.deployId);
    const { storage, files } = await openSiteStorage(client, plan.storage);
    const listed = await planDeployUpload(files, plan);
    const switching = plan.promote ? await SiteSwitch.inspect(client, report, plan.switching, storage, files) : undefined;
    // Whether a rule uses the folder: in the zone the switch read, or (promote: false) a read of its
    // own; none when the build adds nothing to the folder, which then needs no answer.
    const zone = switching?.zone ?? (listed.uploads.length === 0 ? undefined : await readPullZone(client, plan.switching.pullZoneId));
    const inUse = zone === undefined ? undefined : deploysInUse(zone).get(plan.switching.deployId.toLowerCase());
    // A folder in use takes no upload: a file listed without a checksum is compared by its bytes.
    const upload = withConflicts(inUse === undefined ? listed : await compareUnchecked(files, plan.switching.deployId, listed), inUse);
    // Retention follows a switch: a re-run that switches nothing leaves the folders as they are.
    const retention =
      switching === undefined || switching.decision.alreadyLive
        ? undefined
        : decideRetention(await listDeployFolders(files), plan.keepDeploys, {
            live: switching.decision.live,
            previous: switching.decision.previous,
            deployId: plan.switching.deployId,
            target: plan.switching.target,
            zone: switching.zone,
            changes: switching.decision.changes,
            now: report.clock.now(),
          });
    return { plan, storage, files, upload, switch: switching, retention };
  },

  show(decision, report, mode) {
    const { plan, upload } = decision;
    const { log, setOutput, summary } = report;
    const { deployId } = plan.switching;
    summary.heading(siteHeading('deploy-site', plan.switching, mode));
    log.info(
      `deploys/${deployId}/ of storage zone ${decision.storage.name}: ${upload.existing} file(s) there; ${upload.uploads.length} to upload, ${upload.unchanged.length} unchanged`,
    );
    // A conflict fails before the switch's refusals, and either before any upload.
    const conflict: Refusal | undefined =
      upload.conflicts.length === 0
        ? undefined
        : upload.inUse === undefined
          ? {
              message: `deploys/${deployId}/ already holds other files than this build: ${listPaths(upload.conflicts)}. A deploy is immutable: nothing was uploaded or switched. Give this build its own deploy-id (the default is the commit)`,
              verdict: `deploys/${deployId}/ holds other files`,
            }
          : inUseRefusal(deployId, plan.switching.pullZoneId, upload.inUse, upload.differences);
    const refusal = conflict ?? decision.switch?.refusal;
    if (refusal) {
      setOutput('promoted', false);
      setOutput('rolled-back', false);
      setOutput('deleted-deploys', []);
      setUploadOutputs(setOutput, deployResult(decision, { files: 0, bytes: 0 }));
    }
    if (decision.switch) decision.switch.show(mode, refusal);
    else {
      refuseBeforeWriting(refusal, mode);
      log.info('promote: false: the deploy is uploaded only; promote-site switches to it later');
    }
    const { retention } = decision;
    const verb = mode === 'dry-run' ? 'Would' : 'Will';
    for (const id of retention?.recent ?? [])
      log.info(
        `${verb} keep deploys/${id}/ beyond keep-deploys ${plan.keepDeploys}: it was created less than ${RECENT_FOLDER_GRACE_MS / 60_000} minutes ago, so it may be another step's deploy still uploading, which no rule serves yet`,
      );
    for (const id of retention?.candidates ?? []) {
      const use = retention?.inUse.get(id);
      log.info(
        use === undefined
          ? `${verb} delete deploys/${id}/ (keep-deploys ${plan.keepDeploys})`
          : `${verb} keep deploys/${id}/ beyond keep-deploys ${plan.keepDeploys}: a rule of pull zone ${plan.switching.pullZoneId} ${KEPT_BECAUSE[use]}`,
      );
    }
    if (mode === 'dry-run') {
      setOutput('promoted', false);
      setOutput('result', {
        dryRun: true,
        deployId,
        uploads: upload.uploads.length,
        unchanged: upload.unchanged.length,
        conflicts: upload.conflicts.length,
        previousDeployId: decision.switch?.decision.previous ?? null,
        deletedDeploys: retiredDeploys(retention),
      });
    }
  },

  /** Uploads the deploy, switches to it, keeps the newest deploys. */
  async apply(decision, client, report) {
    const { plan, upload } = decision;
    const { log, setOutput, summary } = report;
    const { deployId } = plan.switching;
    setOutput('promoted', false);
    setOutput('rolled-back', false);
    setOutput('deleted-deploys', []);
    // Every other file before the HTML; every outcome is waited for.
    const outcomes = await uploadFiles(
      decision.files,
      upload.uploads.map((planned) => planned.file),
      {
        concurrency: plan.storage.concurrency,
        target: deploySegments(deployId),
        onOutcome: (outcome) => (outcome.uploaded ? log.debug(`Uploaded ${outcome.file.path}`) : undefined),
      },
    );
    const sent = outcomes.filter((outcome) => outcome.uploaded);
    const bytes = sent.reduce((sum, { file }) => sum + file.size, 0);
    const failures = outcomes
      .filter((outcome) => !outcome.uploaded)
      .map(
        ({ file, skipped, error }) =>
          `${file.path}: ${skipped ? 'not sent (an earlier upload failed)' : error === undefined ? 'failed' : firstLine(error)}`,
      );
    const result = deployResult(decision, { files: sent.length, bytes });
    setUploadOutputs(setOutput, result);
    log.info(`Uploaded ${sent.length} file(s) (${bytes} bytes) to deploys/${deployId}/; ${upload.unchanged.length} unchanged`);
    if (failures.length > 0)
      throw new StepFailure(
        `${failures.length} upload(s) to deploys/${deployId}/ failed, so nothing was switched: ${listPaths(failures)}`,
        `${failures.length} upload(s) failed`,
      );
    if (!decision.switch) {
      summary.verdict(true, `Uploaded deploy ${deployId} (not promoted)`);
      return;
    }
    if (!decision.switch.decision.alreadyLive) {
      const missing = await missingFromDeploy(
        decision.files,
        deployId,
        plan.source.files.map((file) => file.path),
      );
      if (missing.length > 0)
        throw new StepFailure(
          `deploys/${deployId}/ no longer holds ${listPaths(missing)} of this build, which the step uploaded or found there: they were deleted while it uploaded (another step's keep-deploys, or by hand), so nothing was switched. Run the step again, which uploads them again`,
          `deploys/${deployId}/ lost files before the switch`,
        );
    }
    const promoted = await decision.switch.apply(result);
    const kept =
      promoted && decision.retention ? await keepNewest({ ...decision, retention: decision.retention }, client, report) : undefined;
    result.deletedDeploys = kept?.deleted ?? [];
    setOutput('deleted-deploys', result.deletedDeploys);
    setOutput('result', result);
    decision.switch.succeeded(promoted, [
      ['Uploaded', sent.length],
      ['Unchanged', upload.unchanged.length],
      ['Deleted deploys', result.deletedDeploys.join(', ')],
    ]);
    for (const warning of kept?.warnings ?? []) summary.paragraph(`⚠️ ${warning}`);
  },
};
