import { deploySegments } from '../../platform/pull-zones/site-rules.ts';
import { foldedPath } from '../../platform/storage/name-folding.ts';
import { listRemoteTree } from '../../platform/storage/remote-tree.ts';
import type { StorageClient } from '../../platform/storage/storage-client.ts';
import type { SyncPlan } from '../../platform/storage/sync-plan.ts';

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

/**
 * The plan of an upload to a folder in use, with its files listed without a checksum compared by
 * their bytes: each is read and hashed, and one that holds the build's bytes is unchanged, not a
 * conflict. deploy-site always sends a checksum, so such files are another tool's, and few; one
 * that cannot be read (gone, or too large to read) stays a conflict, as its content is unknown.
 */
export async function compareUnchecked<T extends SyncPlan>(files: StorageClient, deployId: string, plan: T): Promise<T> {
  const unchecked = plan.uploads.filter((upload) => upload.reason === 'no-checksum');
  if (unchecked.length === 0) return plan;
  const same = new Set<string>();
  await Promise.all(
    unchecked.map(async ({ file }) => {
      const held = await files.digest([...deploySegments(deployId), ...file.path.split('/')]);
      if (held !== undefined && held.length === file.size && held.sha256 === file.sha256.toUpperCase()) same.add(file.path);
    }),
  );
  return {
    ...plan,
    uploads: plan.uploads.filter((upload) => !same.has(upload.file.path)),
    unchanged: [...plan.unchanged, ...unchecked.filter(({ file }) => same.has(file.path)).map(({ file }) => file)],
  };
}
