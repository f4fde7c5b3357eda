import type { EdgeRule, PullZone } from '../../api/models/pull-zone.ts';
import type { ZoneChange } from '../../platform/pull-zones/site-switch.ts';
import type { StorageClient } from '../../platform/storage/storage-client.ts';
import { DEPLOYS_FOLDER, deploysInUse, descriptionOf, type DeployUse, type SiteTarget } from '../../platform/pull-zones/site-rules.ts';

/*
 * keep-deploys: after a successful switch, the deploy folders beyond the newest N (by the
 * folder's DateCreated) are deleted, never one that is protected (live on the step's target,
 * the one live there before this step, its own) nor one a rule of the site serves or records as
 * the deploy its rollback restores (checked against the zone before each delete). A folder
 * whose date is not listed counts as the newest: it is never deleted on a guess. Nor is one
 * created within RECENT_FOLDER_GRACE_MS: another step may still be uploading it. Only
 * DateCreated counts: a folder's LastChanged is not documented to move when files inside it
 * change (the facts give both per item, nothing more), so it would protect nothing for sure.
 */

/**
 * A deploy folder created this recently is never deleted, whatever its rank: it may be another
 * step's deploy still uploading, which no rule serves until that step switches to it, so the
 * rules cannot protect it. One hour is longer than a deploy step runs from its first upload to
 * its switch (the upload, a certificate wait of minutes, the edge's checks).
 */
export const RECENT_FOLDER_GRACE_MS = 60 * 60 * 1000;

export interface DeployFolder {
  id: string;
  /** The listed DateCreated; +Infinity when not listed. */
  created: number;
}

/** The listing's dates carry no time zone: they are UTC. */
function parseListedDate(text: string | undefined): number {
  if (text === undefined) return Number.POSITIVE_INFINITY;
  const time = Date.parse(/[zZ]|[+-]\d\d:?\d\d$/.test(text) ? text : `${text}Z`);
  return Number.isNaN(time) ? Number.POSITIVE_INFINITY : time;
}

export async function listDeployFolders(files: StorageClient): Promise<DeployFolder[]> {
  const items = (await files.list([DEPLOYS_FOLDER])) ?? [];
  return (
    items
      .filter((item) => item.IsDirectory)
      // A date not listed is +Infinity: the folder counts as created now, never as old on a guess.
      .map((item) => ({ id: item.ObjectName, created: parseListedDate(item.DateCreated) }))
  );
}

/** Which folders to delete: beyond the newest `keep`, and not protected (ids in lower case). Pure. */
export function foldersToDelete(folders: readonly DeployFolder[], keep: number, protectedIds: ReadonlySet<string>): string[] {
  const newestFirst = [...folders].sort((a, b) => b.created - a.created || (a.id < b.id ? 1 : -1));
  return newestFirst
    .slice(keep)
    .map((folder) => folder.id)
    .filter((id) => !protectedIds.has(id.toLowerCase()));
}

/** What keep-deploys would do, decided from the reads of the step's inspect: shown by a dry run, carried out by the run. */
export interface Retention {
  keep: number;
  /** Deploy folders listed, this step's own counted once. */
  folders: number;
  /** Never deleted: live on the target, live there before, this step's (lower case). */
  protectedIds: string[];
  /** Beyond the newest `keep` and not protected, newest first: the run deletes those not in use, each after a read of the zone. */
  candidates: string[];
  /** Beyond the newest `keep` and not protected, but created within RECENT_FOLDER_GRACE_MS: kept, newest first. */
  recent: string[];
  /** Candidates a rule of the site still needs once the switch is written, as the zone was read. */
  inUse: Map<string, DeployUse>;
}

/**
 * The zone's rules once the switch is written: the target's rule (and any duplicate of it, which
 * the switch deletes) as the switch writes it. Its record is not only the deploy it replaces:
 * a re-deploy of a deploy the record names already records the one live before that deploy
 * first went live, which a re-run names as the deploy its rollback restores.
 */
function rulesAfterSwitch(zone: PullZone, target: SiteTarget, changes: readonly ZoneChange[]): EdgeRule[] {
  const description = descriptionOf(target).toLowerCase();
  const isTarget = (text: string | null | undefined) => (text ?? '').toLowerCase() === description;
  const rules = zone.EdgeRules ?? [];
  // The last write: a new preview's claim, disabled and recording nothing, comes before its switch.
  const written = changes.flatMap((change) => ('rule' in change && isTarget(change.description) ? [change.rule] : [])).at(-1);
  const targetRule = written ?? rules.find((rule) => isTarget(rule.Description));
  return [...rules.filter((rule) => !isTarget(rule.Description)), ...(targetRule ? [targetRule] : [])];
}

/**
 * keep-deploys decided before the upload: this step's deploy counts as the newest (its folder
 * is written or completed now), and a candidate is in use when a rule of the zone as the switch
 * leaves it serves or records it. The run's deletes read the zone again, which then holds the
 * rule the switch wrote: both see the same record.
 */
export function decideRetention(
  listed: readonly DeployFolder[],
  keep: number,
  {
    deployId,
    live,
    previous,
    target,
    zone,
    changes,
    now,
  }: {
    deployId: string;
    live?: string | undefined;
    previous?: string | undefined;
    target: SiteTarget;
    zone: PullZone;
    /** The switch's changes, as decided from `zone`. */
    changes: readonly ZoneChange[];
    now: number;
  },
): Retention {
  const own = deployId.toLowerCase();
  const folders = [...listed.filter((folder) => folder.id.toLowerCase() !== own), { id: deployId, created: Number.POSITIVE_INFINITY }];
  const protectedIds = new Set([live, previous, deployId].flatMap((id) => id?.toLowerCase() ?? []));
  const beyond = foldersToDelete(folders, keep, protectedIds);
  const recentIds = new Set(folders.filter((folder) => folder.created > now - RECENT_FOLDER_GRACE_MS).map((folder) => folder.id));
  const recent = beyond.filter((id) => recentIds.has(id));
  const candidates = beyond.filter((id) => !recentIds.has(id));
  const uses = deploysInUse({ ...zone, EdgeRules: rulesAfterSwitch(zone, target, changes) });
  const inUse = new Map(
    candidates.flatMap((id) => {
      const use = uses.get(id.toLowerCase());
      return use === undefined ? [] : [[id, use] as const];
    }),
  );
  return { keep, folders: folders.length, protectedIds: [...protectedIds], candidates, recent, inUse };
}

/** The folders the run deletes if no rule takes one up meanwhile. */
export const retiredDeploys = (retention: Retention | undefined): string[] =>
  retention?.candidates.filter((id) => !retention.inUse.has(id)) ?? [];
