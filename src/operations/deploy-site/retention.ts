import type { StorageClient } from '../../platform/storage/storage-client.ts';
import { DEPLOYS_FOLDER } from '../../platform/pull-zones/site-rules.ts';

/*
 * keep-deploys: after a successful switch, the deploy folders beyond the newest N (by the
 * folder's DateCreated) are deleted, never one that is protected (live on the step's target,
 * the one live there before this step, its own) nor one a rule of the site serves or records as
 * the deploy its rollback restores (checked against the zone before each delete). A folder
 * whose date is not listed counts as the newest: it is never deleted on a guess.
 */

export interface DeployFolder {
  id: string;
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
  return items.filter((item) => item.IsDirectory).map((item) => ({ id: item.ObjectName, created: parseListedDate(item.DateCreated) }));
}

/** Which folders to delete: beyond the newest `keep`, and not protected (ids in lower case). Pure. */
export function foldersToDelete(folders: readonly DeployFolder[], keep: number, protectedIds: ReadonlySet<string>): string[] {
  const newestFirst = [...folders].sort((a, b) => b.created - a.created || (a.id < b.id ? 1 : -1));
  return newestFirst
    .slice(keep)
    .map((folder) => folder.id)
    .filter((id) => !protectedIds.has(id.toLowerCase()));
}
