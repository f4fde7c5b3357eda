import type { PlatformClient } from '../../api/platform-client.ts';
import { requests } from '../../api/requests.ts';
import type { LinkedPullZone } from '../../platform/storage/storage-zone.ts';
import { inline } from '../../runner/untrusted-text.ts';
import type { StepReport } from '../operation.ts';
import { firstLine } from '../../http/wording.ts';
import { listLines, listPaths } from '../../runner/listed-paths.ts';
import { bodyLostWarning, sendPurge } from '../../platform/pull-zones/purge.ts';
import { isAddressHostname } from '../../platform/pull-zones/zone-address.ts';

/**
 * URL purges after the deletes, at most: past it the zones are purged whole. Each URL purge is
 * sent twice (before and after the replicas settle); a file's URL spends one of the account's
 * exact purges (a burst of 120, then 5 a second), but a deleted index's folder URL (`/blog/`) is a
 * prefix purge on a zone that ignores query strings, the default, whatever exactPath says (20,
 * then one every 2 s), and a build that dropped many pages is cheaper to forget at once.
 */
export const MAX_URL_PURGES = 40;

/** The purges of one run, decided from what it uploads and deletes; the plan shows exactly these. */
export interface SyncPurges {
  /** Purged whole after the uploads, and again after replication-settle-seconds; empty when nothing is uploaded. */
  afterUploads: number[];
  /** After the deletes, and again after replication-settle-seconds: each deleted path's URLs on the zones whose hostnames are known... */
  deletedUrls: string[];
  /** ...and the zones purged whole instead (too many URLs, or hostnames unknown), as often. */
  afterDeletes: number[];
}

/**
 * The pull zones the step purges: the storage zone's linked ones (with their hostnames) and the
 * ids named, each once; `hostnames` empty when only its id is known (purge-pull-zone-ids).
 */
export function purgeTargets(linked: readonly LinkedPullZone[], named: readonly number[]): LinkedPullZone[] {
  const targets = new Map(linked.map((zone) => [zone.id, zone]));
  for (const id of named) if (!targets.has(id)) targets.set(id, { id, hostnames: [] });
  return [...targets.values()];
}

/** In a purge URL `*` is a wildcard: a name's own is encoded. */
const encodeWildcard = (path: string) => path.replace(/\*/g, '%2A');

/**
 * A path as a browser requests it: the URL parser's own encoding (space, `"<>^\`{}`, controls,
 * non-ASCII), reserved characters such as `+ & = : @` left as they are. A name's `%`, `#`, `?`
 * and `\` are encoded first: the parser would read them as an escape, a fragment, a query and a
 * slash.
 */
function browserPath(segments: readonly string[]): string {
  const url = new URL('https://host.invalid/');
  url.pathname = `/${segments.map((segment) => segment.replace(/[%#?\\]/g, encodeURIComponent)).join('/')}`;
  return encodeWildcard(url.pathname);
}

/** A path with every reserved character encoded (`+` as `%2B`), as a page's links may carry it. */
const componentPath = (segments: readonly string[]) => encodeWildcard(`/${segments.map(encodeURIComponent).join('/')}`);

/**
 * The URLs a visitor may have cached a deleted file under: the file's own path and, for an
 * `index.html`, its folder with and without the slash (the edge serves `/about` and `/about/`
 * from `about/index.html`). The edge keys its cache on the path as requested, and a reserved
 * character percent-encoded is another URL than the character (RFC 3986 6.2.2.1): a name with
 * one (`c++.html`) is purged as a browser requests it, and fully encoded too.
 */
function urlPathsOf(zonePath: string): string[] {
  const segments = zonePath.split('/').slice(1);
  const forms = (encode: (parts: readonly string[]) => string): string[] => {
    const paths = [encode(segments)];
    if (segments.at(-1) === 'index.html') {
      const folder = segments.slice(0, -1);
      paths.push(folder.length === 0 ? '/' : `${encode(folder)}/`);
      if (folder.length > 0) paths.push(encode(folder));
    }
    return paths;
  };
  return [...new Set([...forms(browserPath), ...forms(componentPath)])];
}

/**
 * What a run purges: the zones twice after uploads when any upload changes what is served
 * (`uploads` counts those: sync-plan's changesServedFiles); twice after
 * deletes, each deleted path's URLs on every hostname of each zone, or the zone whole when its
 * hostnames are unknown, one is no address (a wildcard answers for names no URL purge can list)
 * or the URLs would pass MAX_URL_PURGES. A run that changes nothing purges nothing.
 */
export function planPurges(targets: readonly LinkedPullZone[], uploads: number, deletedZonePaths: readonly string[]): SyncPurges {
  const afterUploads = uploads > 0 ? targets.map((target) => target.id) : [];
  if (deletedZonePaths.length === 0) return { afterUploads, deletedUrls: [], afterDeletes: [] };
  const paths = deletedZonePaths.flatMap(urlPathsOf);
  const byUrl = targets.filter((target) => target.hostnames.length > 0 && target.hostnames.every(isAddressHostname));
  const urls = byUrl.flatMap((target) => target.hostnames.flatMap((host) => paths.map((path) => `https://${host.toLowerCase()}${path}`)));
  if (urls.length > MAX_URL_PURGES) return { afterUploads, deletedUrls: [], afterDeletes: targets.map((target) => target.id) };
  const whole = targets.filter((target) => !byUrl.includes(target)).map((target) => target.id);
  return { afterUploads, deletedUrls: [...new Set(urls)], afterDeletes: whole };
}

/**
 * "after the uploads, purge pull zone(s) 3004 twice, 5 s apart; after the deletes, purge 3 URL(s) ... twice, 5 s apart": the plan's words for the purges.
 * `uploads`: how many files the run uploads, some of which may call for no purge (sync-plan's `other-case`).
 */
export function describePurges(purges: SyncPurges, settleSeconds: number, uploads: number): string {
  const parts: string[] = [];
  if (purges.afterUploads.length > 0)
    parts.push(`after the uploads, purge pull zone(s) ${purges.afterUploads.join(', ')} twice, ${settleSeconds} s apart`);
  const afterDeletes = [
    ...(purges.deletedUrls.length > 0 ? [`${purges.deletedUrls.length} URL(s) of the deleted files`] : []),
    ...(purges.afterDeletes.length > 0 ? [`pull zone(s) ${purges.afterDeletes.join(', ')}`] : []),
  ];
  if (afterDeletes.length > 0) parts.push(`after the deletes, purge ${afterDeletes.join(' and ')} twice, ${settleSeconds} s apart`);
  if (parts.length > 0) return parts.join('; ');
  return uploads > 0 ? 'no purge (no upload changes what is served, and nothing is deleted)' : 'no purge (nothing is uploaded or deleted)';
}

/**
 * A planned purge whose second attempt failed: what, after which writes, the platform's answer
 * to that attempt, and whether the first failed too.
 */
export interface FailedPurge<T extends number | string = number | string> {
  target: T;
  after: string;
  error: unknown;
  firstFailed: boolean;
}

/** What both rounds of purges did: each target whose second purge went through, and the ones whose second failed. */
interface PurgeRounds<T extends number | string> {
  purged: T[];
  failed: Array<FailedPurge<T>>;
}

/**
 * Purges each pull zone (by id) or URL (sent with exactPath, which a zone that ignores query
 * strings does not honour: a folder URL is then a prefix purge) once; a failure is logged
 * here and judged by the caller, once both rounds are done. Returns each target's failure.
 */
async function purgeEach<T extends number | string>(
  client: PlatformClient,
  targets: readonly T[],
  report: StepReport,
  round: string,
): Promise<Map<T, unknown>> {
  const failures = new Map<T, unknown>();
  for (const target of targets) {
    const what = typeof target === 'number' ? `pull zone ${target}` : inline(target, 300);
    try {
      const done = await sendPurge(
        client,
        typeof target === 'number' ? requests.purgePullZone(target) : requests.purgeUrl(target, { exactPath: true }),
      );
      const warning = bodyLostWarning(`${what} (${round})`, done);
      if (warning === undefined) report.log.info(`Purged ${what} (${round}).`);
      else report.log.warning(warning);
    } catch (error) {
      failures.set(target, error);
      report.log.warning(`Could not purge ${what} (${round}): ${firstLine(error)}`);
    }
  }
  return failures;
}

/**
 * Purges, waits `settleSeconds` for the zone's replicas to catch up with the writes (a write,
 * upload or delete, reaches them later than the primary: an edge fetch in between caches what
 * they still hold), then purges again; what the second round purged, in the order given, and
 * what it did not (with its answer). Only the second counts: a first purge alone leaves the
 * edge free to fetch, and keep, what a lagging replica still holds.
 */
export async function purgeTwice<T extends number | string>(
  client: PlatformClient,
  targets: readonly T[],
  report: StepReport,
  settleSeconds: number,
  after: string,
): Promise<PurgeRounds<T>> {
  if (targets.length === 0) return { purged: [], failed: [] };
  const first = await purgeEach(client, targets, report, `first purge ${after}`);
  if (settleSeconds > 0) {
    report.log.info(`Waiting ${settleSeconds} s for the zone's replicas to catch up before the second purge.`);
    await report.clock.sleep(settleSeconds * 1000);
  }
  const again = await purgeEach(client, targets, report, `second purge ${after}`);
  return {
    purged: targets.filter((target) => !again.has(target)),
    failed: targets
      .filter((target) => again.has(target))
      .map((target) => ({ target, after, error: again.get(target), firstFailed: first.has(target) })),
  };
}

/**
 * Why a run whose writes succeeded still fails: a purge it planned failed on its second attempt
 * (after the first failed too, or after it went through while a replica still lagged). The edge serves
 * the old files until its cache expires, and a re-run cannot mend it (it finds nothing changed,
 * so it purges nothing): the message names the purge-cache step that does. `written`: what is
 * written, when not every file is (an upload failed).
 */
export function notPurgedMessage(failed: readonly FailedPurge[], written = 'The files are written'): string {
  const what = (target: number | string) => (typeof target === 'number' ? `pull zone ${target}` : inline(target, 300));
  const lines = listLines(failed, ({ target, after, error }) => `${what(target)} (${after}): ${firstLine(error)}`);
  const ids = [...new Set(failed.flatMap(({ target }) => (typeof target === 'number' ? [target] : [])))];
  const urls = [...new Set(failed.flatMap(({ target }) => (typeof target === 'string' ? [target] : [])))];
  const attempts = failed.every(({ firstFailed }) => firstFailed)
    ? 'failed on both attempts'
    : `failed on the second attempt, the one after replication-settle-seconds (the first alone does not clear what the edge fetched from a replica still holding the old files)`;
  return (
    `${written}, but ${failed.length} purge(s) ${attempts}, so the edge may serve the old files until its cache expires:\n` +
    `${lines.join('\n')}\n` +
    'A re-run will not purge them again: it finds nothing changed, and a run that changed nothing purges nothing. ' +
    purgeCacheSteps(ids, urls)
  );
}

/** The purge-cache steps that make purges the run did not: the zones whole, the URLs as they are. */
function purgeCacheSteps(ids: readonly number[], urls: readonly string[]): string {
  const steps = [
    ...(ids.length > 0 ? [`pull-zone-id: ${ids.join(', ')}`] : []),
    ...(urls.length > 0 ? [`urls: ${urls.join(' ')} with exact-path: true`] : []),
  ];
  // Every URL, however many: they are what the user copies into the step (MAX_URL_PURGES bounds them).
  return `Run a purge-cache step with ${steps.join('; and one with ')} (one a line).`;
}

/**
 * What a run the runner cancelled leaves to the user: the purges it owed for the writes it sent.
 * `zones`: those owed after the uploads (a re-run that finds every file unchanged purges nothing);
 * `deleted`: the paths whose delete it sent (gone, or in flight and maybe carried out after), and
 * `purges` what it owed for them (a re-run no longer lists them, so neither deletes nor purges
 * them). Undefined when it owes none (no pull zone to purge).
 */
export function cancelledPurgesMessage(zones: readonly number[], deleted: readonly string[], purges: SyncPurges): string | undefined {
  const owed: string[] = [];
  if (zones.length > 0)
    owed.push(
      `Pull zone(s) ${zones.join(', ')} were not purged after the uploads the step sent, so the edge may go on serving the files they replace until its cache expires; a re-run purges them only if it uploads a file.`,
    );
  if (deleted.length > 0 && purges.deletedUrls.length + purges.afterDeletes.length > 0)
    owed.push(
      `The prune sent the delete of ${deleted.length} file(s) and did not purge their URLs, so the edge may go on serving them until its cache expires: ${listPaths(deleted)}. ` +
        'A re-run will not purge them: it no longer lists them.',
    );
  if (owed.length === 0) return undefined;
  return `${owed.join(' ')} ${purgeCacheSteps([...new Set([...zones, ...purges.afterDeletes])], purges.deletedUrls)}`;
}
