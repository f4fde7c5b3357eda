import { deploySegments } from '../../platform/pull-zones/site-rules.ts';
import type { StorageClient } from '../../platform/storage/storage-client.ts';

/*
 * Right before the switch, the deploy's folder is listed once more: another step's keep-deploys
 * (or a hand) may have deleted it, or part of it, while this step uploaded, and a switch to it
 * would then serve the site without them while the step's checks (the home page, one page)
 * still pass. The platform lists one level at a time; one listing of the folder's top level
 * shows its files there and its first-level folders, which is what a deleted folder loses.
 */

/** The build's entries at the top of its folder: its files there, and its first-level folders with a trailing slash. */
function topLevelEntries(paths: readonly string[]): string[] {
  const entries = paths.map((path) => {
    const slash = path.indexOf('/');
    return slash < 0 ? path : path.slice(0, slash + 1);
  });
  return [...new Set(entries)].sort();
}

/** What the folder deploys/<id>/ lacks of the build's top level, by one listing (empty: it holds all of it). */
export async function missingFromDeploy(files: StorageClient, deployId: string, paths: readonly string[]): Promise<string[]> {
  const listed = (await files.list(deploySegments(deployId))) ?? [];
  const names = new Set(listed.map((item) => (item.IsDirectory ? `${item.ObjectName}/` : item.ObjectName)));
  return topLevelEntries(paths).filter((entry) => !names.has(entry));
}
