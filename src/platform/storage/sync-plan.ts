import { isHtml } from './content-type.ts';
import type { HashedFile } from './local-tree.ts';
import { foldedPath } from './name-folding.ts';
import type { RemoteFile } from './remote-tree.ts';

type UploadReason = 'new' | 'changed' | 'no-checksum';

export interface SyncPlan {
  /** Non-HTML files first, then HTML files, each group by path. */
  uploads: Array<{ file: HashedFile; reason: UploadReason }>;
  unchanged: HashedFile[];
  /** Remote files the build does not have, that the scope covers and `keep` does not hold; empty without prune. */
  deletions: RemoteFile[];
  /**
   * Remote files a prune would delete but for a local file whose name differs only in case or
   * Unicode normalisation: on a zone that folds names the two are one object, and the delete
   * would take the file just uploaded. By path; empty without prune.
   */
  heldBack: RemoteFile[];
  /** Remote files listed before the sync that `keep` does not hold: what "prune all" is measured against. */
  remoteOutsideKeep: number;
}

export interface PlanOptions {
  prune: boolean;
  /** Whether the sync covers a remote path (its exclude and hidden rules), relative to the target folder. */
  scope: { covers(path: string): boolean };
  /** Whether `keep` holds a remote path. */
  keep: { matches(path: string): boolean };
}

/**
 * What a sync does, from the local files with their SHA-256 and the remote listing. A file is
 * unchanged only when the listed Checksum equals its SHA-256 (either case) and the lengths agree;
 * a remote file listed without a checksum is uploaded again, never skipped on doubt.
 */
export function planSync(local: readonly HashedFile[], remote: ReadonlyMap<string, RemoteFile>, options: PlanOptions): SyncPlan {
  const first: SyncPlan['uploads'] = [];
  const html: SyncPlan['uploads'] = [];
  const unchanged: HashedFile[] = [];
  // Read only by a prune: without one, a set of every local path is not kept.
  const localPaths = options.prune ? new Set<string>() : undefined;
  for (const file of local) {
    localPaths?.add(file.path);
    const there = remote.get(file.path);
    let reason: UploadReason | undefined;
    if (!there) reason = 'new';
    else if (there.checksum === null || there.checksum === '') reason = 'no-checksum';
    else if (there.checksum.toUpperCase() !== file.sha256.toUpperCase() || there.length !== file.size) reason = 'changed';
    if (reason === undefined) unchanged.push(file);
    else (isHtml(file.path) ? html : first).push({ file, reason });
  }
  const candidates: RemoteFile[] = [];
  let remoteOutsideKeep = 0;
  for (const file of remote.values()) {
    const kept = options.keep.matches(file.path);
    if (!kept) remoteOutsideKeep += 1;
    if (!kept && options.scope.covers(file.path) && localPaths !== undefined && !localPaths.has(file.path)) candidates.push(file);
  }
  // The local names folded only when there is something to delete: most runs have nothing.
  const localFolded = candidates.length === 0 ? undefined : new Set(local.map((file) => foldedPath(file.path)));
  const deletions: RemoteFile[] = [];
  const heldBack: RemoteFile[] = [];
  for (const file of candidates) (localFolded?.has(foldedPath(file.path)) ? heldBack : deletions).push(file);
  const byPath = (a: RemoteFile, b: RemoteFile) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
  deletions.sort(byPath);
  heldBack.sort(byPath);
  return { uploads: [...first, ...html], unchanged, deletions, heldBack, remoteOutsideKeep };
}
