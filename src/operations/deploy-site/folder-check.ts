import { firstLine } from '../../http/wording.ts';
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

/** The longest file listed without a checksum that is read to compare: each read holds its file whole, as many at once as the storage client has connections. */
const MAX_COMPARED_BYTES = 64 * 1024 * 1024;

/** A file listed without a checksum whose bytes could not be read, and why (one line). */
export interface UnreadFile {
  path: string;
  why: string;
}

/**
 * The plan of an upload to a folder in use, with its files listed without a checksum compared by
 * their bytes: each is read and hashed, and one that holds the build's bytes is unchanged, not a
 * conflict. deploy-site always sends a checksum, so such files are another tool's, and few. One
 * listed with another length than the build file's differs, and is not read; one that cannot be
 * read (its read failed, or it is longer than MAX_COMPARED_BYTES) stays a conflict, as its content
 * is unknown, and is in `unread` with why. `plan.listedLengths`: each such file's length as listed.
 */
export async function compareUnchecked<T extends SyncPlan & { listedLengths: ReadonlyMap<string, number> }>(
  files: StorageClient,
  deployId: string,
  plan: T,
): Promise<T & { unread: UnreadFile[] }> {
  const { listedLengths } = plan;
  const unchecked = plan.uploads.filter((upload) => upload.reason === 'no-checksum');
  const same = new Set<string>();
  const unread: UnreadFile[] = [];
  await Promise.all(
    unchecked.map(async ({ file }) => {
      // Another length is other bytes: no read tells more.
      if (listedLengths.get(file.path) !== file.size) return;
      if (file.size > MAX_COMPARED_BYTES) {
        unread.push({ path: file.path, why: `longer than ${MAX_COMPARED_BYTES / 1024 / 1024} MiB, not read` });
        return;
      }
      try {
        const held = await files.digest([...deploySegments(deployId), ...file.path.split('/')], file.size);
        if (held !== undefined && held.length === file.size && held.sha256 === file.sha256.toUpperCase()) same.add(file.path);
      } catch (error) {
        // A read that failed (a 503 after every retry) leaves the content unknown: a conflict, named as unread.
        unread.push({ path: file.path, why: firstLine(error) });
      }
    }),
  );
  unread.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return {
    ...plan,
    uploads: plan.uploads.filter((upload) => !same.has(upload.file.path)),
    unchanged: [...plan.unchanged, ...unchecked.filter(({ file }) => same.has(file.path)).map(({ file }) => file)],
    unread,
  };
}
