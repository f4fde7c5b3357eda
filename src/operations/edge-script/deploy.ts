import { ApiError } from '../../api/api-error.ts';
import { isTransient, pollUntil } from '../../api/polling.ts';
import { formatDuration, pollLine } from '../../api/wait-log.ts';
import type { PlatformClient } from '../../api/platform-client.ts';
import { requests, type ApiRequest, type BodilessRequest } from '../../api/requests.ts';
import type { EdgeScript } from '../../api/models/edge-script.ts';
import type { ScriptRelease } from '../../api/models/releases.ts';
import { inline } from '../../runner/untrusted-text.ts';
import type { StepReport } from '../operation.ts';
import { codeSha256 } from './code-hash.ts';

/**
 * What publish-script and rollback-script share: the script read, the active release, the
 * release list, the wait for a release to go live, the re-publish of an earlier release with
 * its compare-and-swap, and the purge of the linked pull zones.
 */

/** Releases asked for per page of the list: 20 scripts of 1 MiB stay well under the 32 MiB answer limit. */
export const RELEASE_PAGE_SIZE = 20;
/** The edge syncs configuration in buckets: the platform's CLI purges, waits about 5 s, and purges again. */
const SECOND_PURGE_DELAY_MS = 5000;

/** "release 9101 (uuid c3f9a06d)": how messages name a release; API text made a safe line. */
export function releaseName(release: Pick<ScriptRelease, 'Id' | 'Uuid'>): string {
  return `release ${release.Id}${release.Uuid ? ` (uuid ${inline(release.Uuid, 80)})` : ''}`;
}

/** The release as `result` carries it: everything but `Code`, the whole script source. */
export function withoutCode(release: ScriptRelease): Omit<ScriptRelease, 'Code'> {
  const copy: Partial<ScriptRelease> = { ...release };
  delete copy.Code;
  return copy;
}

/** The hash of a release's code, as the platform holds it (UTF-8). */
export const releaseHash = (release: ScriptRelease): string => codeSha256(release.Code ?? '');

/** The script's addresses, the default hostname first, then the system one and the linked zones', once each. */
export function scriptUrls(script: EdgeScript): string[] {
  const hosts = [script.DefaultHostname, script.SystemHostname, ...(script.LinkedPullZones ?? []).map((zone) => zone.DefaultHostname)];
  const names = hosts.map((host) => host?.trim().toLowerCase()).filter((host): host is string => !!host && /^[a-z0-9.-]+$/.test(host));
  return [...new Set(names)].map((host) => `https://${host}`);
}

/** Reads the script; a 404 says which id is missing. */
export async function readScript(client: PlatformClient, scriptId: number): Promise<EdgeScript> {
  try {
    return (await client.send(requests.edgeScript(scriptId))).body;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      throw error.withMessage(`${error.message}. No Edge Script has the id ${scriptId}: check script-id.`);
    }
    throw error;
  }
}

/** The active release, or undefined when the script has none (404). */
export async function readActiveRelease(client: PlatformClient, scriptId: number): Promise<ScriptRelease | undefined> {
  try {
    return (await client.send(requests.activeRelease(scriptId))).body;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return undefined;
    throw error;
  }
}

/** Where a search of the release list ended. */
export type ReleaseSearch =
  { found: ScriptRelease; pages: number } | { found: undefined; deleted: ScriptRelease | undefined; pages: number; total: number };

/**
 * Looks for the release of `uuid` page by page, keeping only that release: a list of a
 * thousand releases, each with its code, is never held whole. A deleted one does not count.
 */
export async function findRelease(client: PlatformClient, scriptId: number, uuid: string): Promise<ReleaseSearch> {
  let deleted: ScriptRelease | undefined;
  let seen = 0;
  let total = 0;
  // The list's own count bounds the pages, so that an API that always says "more" cannot keep us here.
  for (let page = 1; ; page++) {
    const { body } = await client.send(requests.scriptReleases(scriptId, page, RELEASE_PAGE_SIZE));
    const items = body.Items ?? [];
    total = Math.max(total, body.TotalItems ?? 0, seen + items.length);
    seen += items.length;
    for (const release of items) {
      if (release.Uuid !== uuid) continue;
      if (!release.Deleted) return { found: release, pages: page };
      deleted = release;
    }
    const more = body.HasMoreItems === true && items.length > 0 && page * RELEASE_PAGE_SIZE < Math.max(total, 1) + RELEASE_PAGE_SIZE;
    if (!more) return { found: undefined, deleted, pages: page, total };
  }
}

/** What the wait for a release decided. */
export interface LiveWait {
  /** `live`: the release waited for; `superseded`: another one went live; `timeout`: neither in time. */
  outcome: 'live' | 'superseded' | 'timeout';
  /** The active release last read (undefined: none, or the last read failed). */
  active: ScriptRelease | undefined;
  polls: number;
  elapsedMs: number;
}

export interface LiveWaitOptions {
  client: PlatformClient;
  scriptId: number;
  /** The release waited for. */
  isTarget: (release: ScriptRelease) => boolean;
  /** The release live before; anything else that goes live supersedes the target. */
  before: ScriptRelease | undefined;
  waitSeconds: number;
  pollIntervalSeconds: number;
  report: StepReport;
  /** "release abc", for the poll lines. */
  what: string;
}

/**
 * Reads the active release until the target is live, another release than the one before goes
 * live (someone else deployed: that ends the wait too), or the time is up. A 404 and a
 * transient failure count as "not yet".
 */
export async function waitUntilLive(options: LiveWaitOptions): Promise<LiveWait> {
  const { client, scriptId, report, before } = options;
  const classify = (release: ScriptRelease | undefined): LiveWait['outcome'] | 'waiting' => {
    if (release === undefined) return 'waiting';
    if (options.isTarget(release)) return 'live';
    if (before !== undefined && release.Id === before.Id) return 'waiting';
    return 'superseded';
  };
  const result = await pollUntil({
    read: () => readActiveRelease(client, scriptId),
    settled: (release) => classify(release) !== 'waiting',
    waitMs: options.waitSeconds * 1000,
    intervalMs: options.pollIntervalSeconds * 1000,
    clock: report.clock,
    tolerate: isTransient,
    onPoll: (sample) => {
      const state = sample.error
        ? `the read failed (${inline(sample.error, 200)})`
        : sample.value === undefined
          ? 'no active release yet'
          : classify(sample.value) === 'live'
            ? `${options.what} is live`
            : classify(sample.value) === 'superseded'
              ? `${releaseName(sample.value)} went live instead`
              : `${releaseName(sample.value)} is still live`;
      report.log.info(pollLine(sample, state));
    },
  });
  const active = result.lastError === undefined ? result.last : undefined;
  const outcome = classify(active);
  return { outcome: outcome === 'waiting' ? 'timeout' : outcome, active, polls: result.polls, elapsedMs: result.elapsedMs };
}

/**
 * Purges each linked pull zone, waits, and purges again: the edge syncs in buckets and may
 * serve the older release in between. A failed purge is a warning: the release is live.
 */
export async function purgeLinkedZones(client: PlatformClient, script: EdgeScript, report: StepReport): Promise<number> {
  const zones = (script.LinkedPullZones ?? []).map((zone) => zone.Id);
  if (zones.length === 0) {
    report.log.info('The script has no linked pull zone: nothing to purge.');
    return 0;
  }
  let failed = 0;
  const round = async (which: string) => {
    for (const zone of zones) {
      try {
        await client.send(requests.purgePullZone(zone));
      } catch (error) {
        failed += 1;
        report.log.warning(`The ${which} purge of pull zone ${zone} failed: ${(error as Error).message.split('\n')[0] ?? ''}`);
      }
    }
  };
  await round('first');
  report.log.info(
    `Purged ${zones.length} linked pull zone(s) (${zones.join(', ')}); purging again in ${formatDuration(SECOND_PURGE_DELAY_MS)}, as the edge syncs in buckets`,
  );
  await report.clock.sleep(SECOND_PURGE_DELAY_MS);
  await round('second');
  return failed;
}

export interface RepublishOptions {
  client: PlatformClient;
  scriptId: number;
  target: ScriptRelease & { Uuid: string };
  /** The release live now, which the re-publish replaces (undefined: none). */
  replaced: ScriptRelease | undefined;
  restoreCode: boolean;
  note: string;
  waitSeconds: number;
  pollIntervalSeconds: number;
  report: StepReport;
}

/**
 * Re-publishes `target` (its code saved as the draft first when `restoreCode`, so that the
 * next plain publish does not ship the replaced code again) and waits until it is live, by its
 * Uuid or by its code's hash (a platform that publishes a copy under a new Uuid).
 * The caller has checked its compare-and-swap on `replaced` just before.
 */
export async function republish(options: RepublishOptions): Promise<LiveWait> {
  const { client, scriptId, target, report } = options;
  if (options.restoreCode) {
    await client.send(requests.saveScriptCode(scriptId, target.Code ?? ''));
    report.log.info(`Saved the code of ${releaseName(target)} as the script's code`);
  }
  await client.send(requests.republishScript(scriptId, target.Uuid, options.note));
  report.log.info(`Re-published ${releaseName(target)}; waiting up to ${options.waitSeconds} s for it to go live`);
  const hash = releaseHash(target);
  return waitUntilLive({
    client,
    scriptId,
    isTarget: (release) => release.Uuid === target.Uuid || releaseHash(release) === hash,
    before: options.replaced,
    waitSeconds: options.waitSeconds,
    pollIntervalSeconds: options.pollIntervalSeconds,
    report,
    what: releaseName(target),
  });
}

/** The run that published, as a link: where a reader of the release list finds the workflow. */
function runUrl(env: NodeJS.ProcessEnv): string | undefined {
  const server = env['GITHUB_SERVER_URL'];
  const repository = env['GITHUB_REPOSITORY'];
  const run = env['GITHUB_RUN_ID'];
  return server && repository && run ? `${server}/${repository}/actions/runs/${run}` : undefined;
}

/**
 * The note of a publish when none is given: the commit and the run. An API-key publish has no
 * CommitSha, so this is where get-active-release finds the commit.
 */
export function defaultNote(env: NodeJS.ProcessEnv, what = 'Deploy'): string {
  const sha = env['GITHUB_SHA'];
  const run = runUrl(env);
  const parts = [sha ? `${what} ${sha}` : `${what} by bunny-platform-action`, run ? `(${run})` : undefined];
  return parts.filter((part) => part !== undefined).join(' ');
}

/** A request with no answer body, as a dry run lists it beside the others. */
export function described(request: BodilessRequest): ApiRequest {
  const { response, ...rest } = request;
  void response;
  return rest;
}
