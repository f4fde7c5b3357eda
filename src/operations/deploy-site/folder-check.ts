import { deploySegments } from '../../platform/pull-zones/site-rules.ts';
import { foldedPath } from '../../platform/storage/name-folding.ts';
import { listRemoteTree } from '../../platform/storage/remote-tree.ts';
import type { StorageClient } from '../../platform/storage/storage-client.ts';

/*
 * Right before the switch, the deploy's folder is listed once more: another step's keep-deploys
 * (or a hand) may have deleted it, or part of it, while this step uploaded, and a switch to it
 * would then serve the site without them while the step's checks (the home page, one page)
 * still pass. The whole tree is listed, not its top level: a later upload recreates the folders
 * a delete took (every non-HTML file goes first, the HTML after), so a folder can be listed again
 * with only the files sent after the delete, and the top level alone looks whole.
 */

/**
 * The build's paths that deploys/<id>/ no longer holds, by a listing of its whole tree (empty:
 * it holds all of them). Names are compared folded as planSync folds them: on a zone that folds
 * case or Unicode normalisation, a file listed under another form of its name is there.
 */
export async function missingFromDeploy(files: StorageClient, deployId: string, paths: readonly string[]): Promise<string[]> {
  const remote = await listRemoteTree(files, deploySegments(deployId));
  const held = new Set([...remote.files.keys()].map(foldedPath));
  return paths.filter((path) => !held.has(foldedPath(path))).sort();
}
