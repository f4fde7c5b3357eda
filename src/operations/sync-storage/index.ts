import { ApiError } from '../../api/api-error.ts';
import { goneBefore, REPEAT_FOUND_GONE } from '../shared/delete-answer.ts';
import { placeholder, planned, requests, type PlannedRequest } from '../../api/requests.ts';
import { hashLocalFiles } from '../../platform/storage/local-tree.ts';
import { runPool } from '../../platform/storage/pool.ts';
import { listRemoteTree } from '../../platform/storage/remote-tree.ts';
import { CredentialRefusal, DELETES_AT_ONCE, refusesEveryWrite, StorageClient } from '../../platform/storage/storage-client.ts';
import { USER_AGENT } from '../../runner/version.ts';
import { displayPath } from '../../platform/storage/storage-paths.ts';
import { changesServedFiles, planSync, type SyncPlan } from '../../platform/storage/sync-plan.ts';
import type { LinkedPullZone } from '../../platform/storage/storage-zone.ts';
import { mayHaveStored, uploadFiles } from '../../platform/storage/uploader.ts';
import { inline } from '../../runner/untrusted-text.ts';
import type { DecidingOperation, StepReport } from '../operation.ts';
import type { JobSummary } from '../../runner/job-summary.ts';
import { explainStorageError, resolveZone, type ZoneTarget } from './storage-access.ts';
import { DEPLOYS_FOLDER } from '../../platform/pull-zones/site-rules.ts';
import { firstAddress } from '../../platform/pull-zones/zone-address.ts';
import { SUMMARY_ROWS, listLines, listPaths } from '../../runner/listed-paths.ts';
import { readSyncStoragePlan, type SyncStoragePlan } from './sync-inputs.ts';
import {
  cancelledPurgesMessage,
  describePurges,
  MAX_URL_PURGES,
  notPurgedMessage,
  planPurges,
  purgeTargets,
  purgeTwice,
  type SyncPurges,
} from './sync-purges.ts';
import { messageOf, firstLine } from '../../http/wording.ts';
import { statusLine } from '../../http/network-errors.ts';
import { StepFailure } from '../step-failure.ts';

/** changed-paths holds at most this many; result.truncated says when there were more. */
const CHANGED_PATHS_MAX = 1000;
/** Files hashed at once: reading is I/O bound, and more than this only competes for the disk. */
const HASH_CONCURRENCY = 8;

interface SyncDecision {
  plan: SyncStoragePlan;
  zone: ZoneTarget;
  /** The step's one client of the zone's files: opened to list, used again to write, closed when the step is done with it. */
  storage: StorageClient;
  sync: SyncPlan;
  /** The pull zones the run may purge, with their hostnames where the zone read gave them. */
  purgeTargets: LinkedPullZone[];
  /** What a run that writes as planned purges: the plan shows exactly these. */
  purges: SyncPurges;
  /** The zone paths a prune deletes, as planned. */
  deleted: string[];
  url: string | undefined;
  /** Why the run would fail before any write (a prune guard). */
  refusal: string | undefined;
}

/** "/site/a.txt": a path as it is in the zone, from its root. */
const zonePath = (plan: SyncStoragePlan, path: string) => displayPath([...plan.target, ...path.split('/')]);

function refusalOf(plan: SyncStoragePlan, sync: SyncPlan, paths: readonly string[]): string | undefined {
  const count = paths.length;
  // deploy-site's deploys, the live one among them, are made by no build: a prune of the zone's
  // root would take the site down with them.
  const deploys = paths.filter((path) => path.startsWith(`/${DEPLOYS_FOLDER}/`));
  if (deploys.length > 0) {
    return `The prune would delete ${deploys.length} file(s) under /${DEPLOYS_FOLDER}/, where deploy-site keeps every deploy of a site, the live one among them: ${listPaths(deploys)}. Nothing was uploaded or deleted. Add a keep pattern that holds them (${plan.target.length === 0 ? `${DEPLOYS_FOLDER}/**` : 'relative to target-path'}), or sync into a folder of its own; deploy-site's keep-deploys retires old deploys.`;
  }
  if (count > plan.maxPrune) {
    return `The prune would delete ${count} files, more than max-prune (${plan.maxPrune}): ${listPaths(paths)}. Nothing was uploaded or deleted. Check source-dir and target-path; raise max-prune or add keep patterns if that is what you want.`;
  }
  if (count > 0 && count === sync.remoteOutsideKeep && !plan.allowPruneAll) {
    return `The prune would delete every file under ${displayPath(plan.target, true)} that was there before (${count}: ${listPaths(paths)}): the build has none of them. Nothing was uploaded or deleted. Check source-dir and target-path; if that is what you want, set allow-prune-all: true.`;
  }
  return undefined;
}

/** The prune's files held back (sync-plan's heldBack): one log line, naming them and why. */
function heldBackLine(plan: SyncStoragePlan, sync: SyncPlan): string | undefined {
  if (sync.heldBack.length === 0) return undefined;
  const paths = sync.heldBack.map((file) => zonePath(plan, file.path));
  return (
    `Not deleting ${paths.length} remote file(s) whose name differs from a local file's only in case or Unicode normalisation: ${listPaths(paths)}. ` +
    'bunny.net does not document whether a zone tells such names apart: on one that does not, each is the file just uploaded, and its delete would remove it; on one that does, each is a stale copy, left in place (delete it by hand).'
  );
}

/** The uploads of files listed only under another case (sync-plan's `other-case`): one log line, naming them and why they purge nothing. */
function otherCaseLine(plan: SyncStoragePlan, sync: SyncPlan): string | undefined {
  const paths = sync.uploads.filter((upload) => !changesServedFiles(upload)).map((upload) => zonePath(plan, upload.file.path));
  if (paths.length === 0) return undefined;
  return (
    `Uploading ${paths.length} file(s) not listed under their own name but under one that differs only in case or Unicode normalisation, with the same content: ${listPaths(paths)}. ` +
    'bunny.net does not document whether a zone tells such names apart: on one that does not, each is the listed file, unchanged; on one that does, each is missing. ' +
    'These uploads purge nothing (the content served does not change, or the name held no file); on a zone that does not tell the names apart it keeps listing the other name, and the upload repeats on each run until the file under that name is gone.'
  );
}

/** The summary's row for the files held back, when there are any. */
const heldBackFacts = (sync: SyncPlan): Array<readonly [string, string]> =>
  sync.heldBack.length === 0
    ? []
    : [['Not deleted', `${sync.heldBack.length}: its name differs from a local file's only in case or Unicode normalisation`]];

/** The first linked pull zone's address (its custom hostnames come before its system one), with the target folder. */
function urlOf(plan: SyncStoragePlan, zone: ZoneTarget): string | undefined {
  const host = firstAddress(zone.read?.pullZones[0]?.hostnames ?? []);
  if (host === undefined) return undefined;
  return `https://${host}${displayPath(plan.target, true).split('/').map(encodeURIComponent).join('/')}`;
}

/**
 * The uploaded paths a step reports: their count, and the first CHANGED_PATHS_MAX in the order
 * they were uploaded (changed-paths lists no more, and the summary's table fewer). The rest are
 * not kept: 20,000 path strings were held to the end of the step for their count.
 */
class UploadedPaths {
  count = 0;
  readonly shown: string[] = [];
  add(path: string): void {
    this.count += 1;
    if (this.shown.length < CHANGED_PATHS_MAX) this.shown.push(path);
  }
}

/** Why writes were not sent: the storage refused one its credentials (refusesEveryWrite), as it would each of them. */
const REFUSED_WORDS = 'the storage host refused the credentials';
const notSentWords = (count: number, refusal: { status: number }): string =>
  `${count} were not sent: ${REFUSED_WORDS} (${statusLine(refusal.status)}), and would refuse each of them`;

/** How a write whose answer was lost is told done: by the folder's listing, read after. */
const LOST_THEN_READ = "its answer was lost and no attempt after it went through, and the folder's listing";

/** The summary's row for what the run purged: how many, the first few named. */
const purgedFact = (purged: ReadonlyArray<number | string>): readonly [string, string] => [
  'Purged',
  purged.length > 0 ? `${purged.length} (${purged.slice(0, 5).join(', ')}${purged.length > 5 ? ', ...' : ''})` : 'none',
];

/** The summary's table of what the run changed: the files uploaded (as many as it keeps), then those deleted. */
function changedTable(summary: JobSummary, uploaded: UploadedPaths, deleted: readonly string[]): void {
  const changed = [...uploaded.shown.map((path) => [path, 'uploaded']), ...deleted.map((path) => [path, 'deleted'])];
  if (changed.length > 0) summary.table(['Path', 'Change'], changed.slice(0, SUMMARY_ROWS));
}

function reasonCounts(sync: SyncPlan): string {
  const count = (reason: string) => sync.uploads.filter((upload) => upload.reason === reason).length;
  const otherCase = count('other-case');
  return (
    `${count('new')} new, ${count('changed')} changed, ${count('no-checksum')} listed without a checksum` +
    (otherCase > 0 ? `, ${otherCase} listed only under another case` : '')
  );
}

interface ResultValues {
  uploaded: UploadedPaths;
  deleted: readonly string[];
  bytes: number;
  purged: Array<number | string>;
  dryRun?: boolean;
}

/** What a run refused before its first write reports: it wrote nothing. */
const nothingWritten = (): ResultValues => ({ uploaded: new UploadedPaths(), deleted: [], bytes: 0, purged: [] });

/** Every result output but url, which the zone gives (inspect sets it as soon as the zone is known). */
function setResultOutputs(report: StepReport, decision: SyncDecision, values: ResultValues): void {
  const paths = [...values.uploaded.shown, ...values.deleted.slice(0, CHANGED_PATHS_MAX)].slice(0, CHANGED_PATHS_MAX);
  const truncated = values.uploaded.count + values.deleted.length > CHANGED_PATHS_MAX;
  const unchanged = decision.sync.unchanged.length;
  report.setOutput('uploaded', values.uploaded.count);
  report.setOutput('unchanged', unchanged);
  report.setOutput('deleted', values.deleted.length);
  report.setOutput('bytes-uploaded', values.bytes);
  report.setOutput('changed-paths', paths);
  report.setOutput('result', {
    ...(values.dryRun ? { dryRun: true } : {}),
    uploaded: values.uploaded.count,
    unchanged,
    deleted: values.deleted.length,
    bytesUploaded: values.bytes,
    changedPaths: paths,
    truncated,
    purged: values.purged,
  });
}

export const operation: DecidingOperation<SyncStoragePlan, SyncDecision> = {
  async plan(context) {
    // Every problem is recorded on the inputs; main fails the step naming them all.
    return (await readSyncStoragePlan(context)) as SyncStoragePlan;
  },

  readsWithoutKey(plan) {
    return plan.credentials.kind === 'password';
  },

  describe(plan): PlannedRequest[] {
    const { credentials, purgePullZoneIds: named } = plan;
    const byZoneId = credentials.kind === 'zone-id';
    const folder = displayPath([byZoneId ? '{zone name}' : credentials.name, ...plan.target], true);
    const host = byZoneId ? 'the zone storage host' : credentials.host;
    const onHost = (method: 'GET' | 'PUT' | 'DELETE', what: string): PlannedRequest => {
      return { method, path: method === 'GET' ? folder : `${folder}{file}`, note: `on ${host}: ${what}` };
    };
    // The linked pull zones are purged with the zone read, unless purge-linked-zones says no.
    const linked = byZoneId && plan.purgeLinked !== false;
    const afterUploads = 'after the uploads when an upload changed what is served, and again after replication-settle-seconds';
    const list: PlannedRequest[] = byZoneId
      ? [planned(requests.storageZone(credentials.zoneId), 'the zone: name, storage host, password, pull zones')]
      : [];
    list.push(
      onHost('GET', 'one listing per folder, five at a time'),
      onHost('PUT', `each of the ${plan.files.length} local files that is new or changed, non-HTML first`),
      ...(linked ? [planned(requests.purgePullZone(placeholder('each linked pull zone')), afterUploads)] : []),
      ...named.map((id) => planned(requests.purgePullZone(id), afterUploads)),
    );
    if (!plan.prune) return list;
    list.push(onHost('DELETE', 'each file the build no longer has, after every upload succeeded'));
    if (linked || named.length > 0) {
      const note = `after the deletes, and again after replication-settle-seconds: each deleted file's URL on every hostname of the linked pull zones (past ${MAX_URL_PURGES} URLs, the zones whole instead)`;
      list.push(planned(requests.purgeUrl('https://{hostname}/{deleted file}', { exactPath: true }), note));
    }
    const whole =
      'after the deletes when a file was deleted, and again after replication-settle-seconds (a zone not linked: its hostnames are not read)';
    return [...list, ...named.map((id) => planned(requests.purgePullZone(id), whole))];
  },

  async inspect(plan, client, report) {
    const zone = await resolveZone(plan, client);
    const url = urlOf(plan, zone);
    // Known from the zone read: set even when the listing then fails.
    report.setOutput('url', url);
    const storage = new StorageClient(zone, plan.step, { userAgent: USER_AGENT, concurrency: plan.concurrency });
    report.log.info(
      `Listing ${displayPath([zone.name, ...plan.target], true)} on ${zone.host}, one folder a request, at most five at a time.`,
    );
    // The listing waits on the network and the hashing on the disk: both at once.
    const listing = listRemoteTree(storage, plan.target).catch((error: unknown) => {
      throw explainStorageError(error, zone);
    });
    const [remote, local] = await Promise.all([listing, hashLocalFiles(plan.files, HASH_CONCURRENCY)]);
    report.log.info(
      `Listed ${remote.files.size} remote file(s) in ${remote.listings} folder listing(s)${remote.exists ? '' : ' (the folder does not exist yet)'}; hashed ${local.length} local file(s).`,
    );
    const sync = planSync(local, remote.files, plan);
    const targets = purgeTargets(zone.read && plan.purgeLinked !== false ? zone.read.pullZones : [], plan.purgePullZoneIds);
    const deleted = sync.deletions.map((file) => zonePath(plan, file.path));
    return {
      plan,
      zone,
      storage,
      sync,
      purgeTargets: targets,
      purges: planPurges(targets, sync.uploads.filter(changesServedFiles).length, deleted),
      deleted,
      url,
      refusal: plan.prune ? refusalOf(plan, sync, deleted) : undefined,
    };
  },

  show(decision, report, mode) {
    const { plan, sync, zone } = decision;
    const bytes = sync.uploads.reduce((sum, upload) => sum + upload.file.size, 0);
    const line =
      `Plan for ${displayPath([zone.name, ...plan.target], true)} on ${zone.host}: ${sync.uploads.length} to upload (${reasonCounts(sync)}; ${bytes} bytes), ` +
      `${sync.unchanged.length} unchanged, ${plan.prune ? `${sync.deletions.length} to delete` : 'no prune'}` +
      (decision.purgeTargets.length > 0 ? `; ${describePurges(decision.purges, plan.settleSeconds, sync.uploads.length)}` : '') +
      '.';
    report.log.info(line);
    for (const explained of [otherCaseLine(plan, sync), heldBackLine(plan, sync)]) if (explained) report.log.info(explained);
    if (mode === 'run') {
      if (decision.refusal) report.log.warning(decision.refusal);
      return;
    }
    // A dry run ends here: nothing more is read or written.
    const facts: Array<readonly [string, string | number]> = [
      ['Zone', `${zone.name} on ${zone.host}`],
      ['Folder', displayPath(plan.target, true)],
      ['Upload', `${sync.uploads.length} (${reasonCounts(sync)})`],
      ['Unchanged', sync.unchanged.length],
      ['Delete', plan.prune ? sync.deletions.length : 'no prune'],
      ...heldBackFacts(sync),
      ['Purge', decision.purgeTargets.length > 0 ? describePurges(decision.purges, plan.settleSeconds, sync.uploads.length) : 'none'],
    ];
    if (decision.refusal) {
      // The run refuses before its first write: its dry run says so and fails as it would, with
      // no upload, delete or purge shown as if it would happen, and the outputs the run sets.
      setResultOutputs(report, decision, { ...nothingWritten(), dryRun: true });
      report.summary.heading('bunny.net sync-storage: dry run').facts(facts);
      throw new StepFailure(`Dry run: ${decision.refusal}`, `The run would fail: ${decision.refusal}`);
    }
    for (const upload of sync.uploads)
      report.log.info(`Would upload ${inline(zonePath(plan, upload.file.path), 300)} (${upload.reason}, ${upload.file.size} bytes)`);
    for (const path of decision.deleted) report.log.info(`Would delete ${inline(path, 300)}`);
    for (const url of decision.purges.deletedUrls) report.log.info(`Would purge ${inline(url, 300)} after the deletes`);
    const uploaded = new UploadedPaths();
    for (const upload of sync.uploads) uploaded.add(zonePath(plan, upload.file.path));
    const { afterUploads, afterDeletes, deletedUrls } = decision.purges;
    // Each pull zone purged (its id), then each URL purged, once.
    const purged = [...new Set([...afterUploads, ...afterDeletes, ...deletedUrls])];
    setResultOutputs(report, decision, { uploaded, deleted: decision.deleted, bytes, purged, dryRun: true });
    report.summary.heading('bunny.net sync-storage: dry run').facts(facts);
  },

  async apply(decision, client, report) {
    const { plan, sync, zone, storage } = decision;
    const { log, summary } = report;
    if (decision.refusal) {
      setResultOutputs(report, decision, nothingWritten());
      throw new Error(decision.refusal);
    }
    const uploadedPaths = new UploadedPaths();
    const deletedPaths: string[] = [];
    let bytes = 0;
    let purged: Array<number | string> = [];
    const report_ = (): void => setResultOutputs(report, decision, { uploaded: uploadedPaths, deleted: deletedPaths, bytes, purged });
    // Until the second purge after them is done, a cancel leaves the user the purges the writes sent call for: after it, those that failed.
    let uploadsOwed: readonly number[] = decision.purges.afterUploads;
    const deletesSent: string[] = [];
    let deletesPurged = false;
    report.onCancel(() => {
      const deleted = [...deletedPaths].sort();
      setResultOutputs(report, decision, { uploaded: uploadedPaths, deleted, bytes, purged });
      summary
        .heading(`bunny.net sync-storage: ${uploadedPaths.count} uploaded, ${deleted.length} deleted before the cancel`)
        .facts([
          ['Zone', `${zone.name} on ${zone.host}`],
          ['Folder', displayPath(plan.target, true)],
          ['Bytes uploaded', bytes],
          purgedFact(purged),
        ]);
      changedTable(summary, uploadedPaths, deleted);
      const sent = deletesPurged ? [] : [...deletesSent].sort();
      return cancelledPurgesMessage(uploadsOwed, sent, planPurges(decision.purgeTargets, 0, sent));
    });
    const otherCase = new Set(sync.uploads.filter((upload) => upload.reason === 'other-case').map((upload) => upload.file));
    const outcomes = await uploadFiles(
      storage,
      sync.uploads.map((upload) => upload.file),
      {
        concurrency: plan.concurrency,
        target: plan.target,
        twinHeldBytes: (file) => otherCase.has(file),
        onOutcome: (outcome) => {
          const path = displayPath(outcome.segments);
          const shown = inline(path, 300);
          if (outcome.uploaded) {
            uploadedPaths.add(path);
            bytes += outcome.file.size;
            log.info(
              `Uploaded ${shown} (${outcome.file.size} bytes${
                outcome.confirmedByListing
                  ? `; ${LOST_THEN_READ} shows it stored as hashed`
                  : outcome.repeatedAfterLoss
                    ? '; sent again after an attempt that may have been carried out (its answer lost, or a server error)'
                    : ''
              })`,
            );
          } else {
            log.info(`Failed ${shown}: ${firstLine(outcome.error)}`);
          }
        },
      },
    );
    const failed = outcomes.filter((outcome) => !outcome.uploaded && !outcome.skipped);
    const skipped = outcomes.filter((outcome) => outcome.skipped);
    const refusal = failed.map((outcome) => outcome.error).find(refusesEveryWrite);
    report_();
    if (failed.length > 0) {
      // The uploads that succeeded are at the origin already, and a re-run finds them unchanged
      // and purges nothing: what they change is purged now, as after every upload; the delete
      // and the HTML still wait for a run whose every upload succeeds. So is a failed one that
      // may have stored its file (its answer lost, and the listing read to check failed too).
      const served = new Set(sync.uploads.filter(changesServedFiles).map((upload) => upload.file));
      const servedUploaded = outcomes.filter((outcome) => outcome.uploaded && served.has(outcome.file)).length;
      const servedMaybe = outcomes.filter((outcome) => !outcome.uploaded && mayHaveStored(outcome) && served.has(outcome.file)).length;
      const targets = servedUploaded + servedMaybe > 0 ? decision.purges.afterUploads : [];
      const purgedFor =
        servedMaybe === 0
          ? `the ${servedUploaded} file(s) uploaded`
          : `${servedUploaded === 0 ? 'the' : `the ${servedUploaded} file(s) uploaded and the`} ${servedMaybe} file(s) whose failed upload may have stored them`;
      if (targets.length > 0)
        log.info(
          `${failed.length} upload(s) failed; purging what ${purgedFor} change before the step fails: a re-run finds them unchanged and would purge nothing.`,
        );
      const after =
        servedMaybe === 0 ? 'after the uploads that succeeded' : 'after the uploads that succeeded or may have stored their files';
      const partial = await purgeTwice(client, targets, report, plan.settleSeconds, after);
      uploadsOwed = partial.failed.map(({ target }) => target);
      purged = partial.purged;
      report_();
      report.setOutput('status', failed[0]?.status);
      summary
        .heading(`bunny.net sync-storage: ${failed.length} upload(s) failed`)
        .facts([
          ['Zone', `${zone.name} on ${zone.host}`],
          ['Uploaded', uploadedPaths.count],
          ['Failed', failed.length],
          [refusal ? `Not sent (${REFUSED_WORDS})` : 'Not sent (HTML waits for every other file)', skipped.length],
          ['Deleted', 'nothing: a prune runs only after every upload succeeded'],
          purgedFact(purged),
          ...(partial.failed.length > 0 ? [['Not purged (second purge failed)', partial.failed.length] as const] : []),
        ]);
      const lines = listLines(
        failed,
        (outcome) => `${displayPath(outcome.segments)}: ${messageOf(explainStorageError(outcome.error, zone))}`,
      );
      const purgedWords =
        purged.length > 0
          ? `nothing was deleted; pull zone(s) ${purged.join(', ')} were purged for ${purgedFor}`
          : targets.length > 0
            ? 'nothing was deleted'
            : 'nothing was purged or deleted';
      const notSent =
        skipped.length === 0
          ? ''
          : refusal
            ? ` and ${notSentWords(skipped.length, refusal)}`
            : ` and ${skipped.length} HTML file(s) were not sent`;
      const message =
        `${failed.length} of ${sync.uploads.length} uploads failed${notSent}; ${purgedWords}:\n` +
        lines.join('\n') +
        (partial.failed.length > 0 ? `\n${notPurgedMessage(partial.failed, 'The files that were uploaded are written')}` : '');
      const first = explainStorageError(failed[0]?.error, zone);
      throw first instanceof ApiError ? first.withMessage(message) : new Error(message);
    }

    // Every upload succeeded: the plan's purges after the uploads.
    const afterUploads = await purgeTwice(client, decision.purges.afterUploads, report, plan.settleSeconds, 'after the uploads');
    // A purge that failed is the step's own failure from here, named with the purge-cache step that makes it (a cancel names it too).
    uploadsOwed = afterUploads.failed.map(({ target }) => target);
    purged = afterUploads.purged;

    const deleteFailures: Array<{ path: string; error: unknown }> = [];
    // Once a delete is refused its credentials, the deletes not yet started are not sent, as uploadFiles does: each would be refused too.
    const deleteRefusal = new CredentialRefusal();
    let deletesNotSent = 0;
    await runPool(sync.deletions, Math.min(plan.concurrency, DELETES_AT_ONCE), async (file) => {
      if (deleteRefusal.stopped) {
        deletesNotSent += 1;
        return;
      }
      const segments = [...plan.target, ...file.path.split('/')];
      const path = displayPath(segments);
      try {
        deletesSent.push(path);
        const result = await storage.delete(segments);
        deletedPaths.push(path);
        const how = result.confirmedByListing
          ? ` (${LOST_THEN_READ} no longer shows it)`
          : goneBefore(result)
            ? ' (already gone)'
            : result.status === 404
              ? ` (${REPEAT_FOUND_GONE})`
              : '';
        log.info(`Deleted ${inline(path, 300)}${how}`);
      } catch (error) {
        deleteRefusal.note(error);
        deleteFailures.push({ path, error: explainStorageError(error, zone) });
      }
    });
    deletedPaths.sort();
    // A deleted file stays cached at the edge until it expires: a page removed from the build
    // would go on being served. What was deleted is purged, whatever else failed; twice, as
    // after the uploads: a replica serves the file for a while after the primary deleted it.
    // A failed delete's URLs are purged too: it may have been carried out (its answer lost, the
    // check failed too), and a re-run, finding the file gone, would purge nothing; purging a
    // file still stored does no harm. `deleted` still counts only what is known gone.
    const afterDeletes = planPurges(decision.purgeTargets, 0, [...deletedPaths, ...deleteFailures.map(({ path }) => path).sort()]);
    const afterDeletesPurged = await purgeTwice<number | string>(
      client,
      [...afterDeletes.afterDeletes, ...afterDeletes.deletedUrls],
      report,
      plan.settleSeconds,
      'after the deletes',
    );
    // A purge that failed is the step's own failure from here, named with the purge-cache step that makes it.
    deletesPurged = true;
    purged = [...new Set([...purged, ...afterDeletesPurged.purged])];
    // A purge whose second attempt failed leaves the edge serving old files, which no re-run mends: the step fails, after the deletes.
    // A zone purged whole after the deletes (which came after the uploads) is emptied of what the uploads changed too; a URL purge is not.
    const purgedWholeLater = new Set(afterDeletesPurged.purged.filter((target) => typeof target === 'number'));
    const notPurged = [...afterUploads.failed.filter(({ target }) => !purgedWholeLater.has(target)), ...afterDeletesPurged.failed];
    report_();
    const statusOf = (error: unknown) => (error as ApiError | undefined)?.status ?? undefined;
    report.setOutput(
      'status',
      deleteFailures.length > 0 ? statusOf(deleteFailures[0]?.error) : notPurged.length > 0 ? statusOf(notPurged[0]?.error) : 200,
    );
    summary
      .heading(
        `bunny.net sync-storage: ${uploadedPaths.count} uploaded, ${sync.unchanged.length} unchanged, ${deletedPaths.length} deleted`,
      )
      .facts([
        ['Zone', `${zone.name} on ${zone.host}`],
        ['Folder', displayPath(plan.target, true)],
        ['Bytes uploaded', bytes],
        ...heldBackFacts(sync),
        purgedFact(purged),
        ...(notPurged.length > 0 ? [['Not purged (second purge failed)', notPurged.length] as const] : []),
        ...(deletesNotSent > 0 ? [[`Deletes not sent (${REFUSED_WORDS})`, deletesNotSent] as const] : []),
        ...(decision.url ? [['URL', decision.url] as const] : []),
      ]);
    changedTable(summary, uploadedPaths, deletedPaths);
    const failures: string[] = [];
    if (deleteFailures.length > 0) {
      const lines = listLines(deleteFailures, ({ path, error }) => `${path}: ${messageOf(error)}`);
      const notSent = deleteRefusal.error && deletesNotSent > 0 ? ` and ${notSentWords(deletesNotSent, deleteRefusal.error)}` : '';
      failures.push(
        `${deleteFailures.length} of ${sync.deletions.length} deletions failed (every upload succeeded)${notSent}:\n${lines.join('\n')}`,
      );
    }
    if (notPurged.length > 0) failures.push(notPurgedMessage(notPurged));
    if (failures.length > 0) {
      // The API's answer stays the step's error (its key and status) when a purge is what failed.
      const first = deleteFailures.length > 0 ? undefined : notPurged[0]?.error;
      const message = failures.join('\n');
      throw first instanceof ApiError ? first.withMessage(message) : new Error(message);
    }
  },
};
