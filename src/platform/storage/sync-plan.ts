import { isHtml } from './content-type.ts';
import type { HashedFile } from './local-tree.ts';
import { foldedPath } from './name-folding.ts';
import type { RemoteFile } from './remote-tree.ts';

/**
 * `other-case`: no file is listed under the local name, but one file is listed under a name that
 * differs from it only in case or Unicode normalisation, with the same checksum and length. On a
 * zone that folds names that is this file, unchanged; on one that tells names apart this one is
 * missing. The listing cannot tell which, so it is uploaded (right under either reading), but it
 * purges nothing: the bytes served do not change on the first, and on the second the name held
 * no file (only a pull zone that caches error responses could have kept a 404 for it, until it
 * expires; a purge on every run of a folding zone costs more). On a folding zone the listing
 * keeps the other name, so the upload repeats each run.
 */
type UploadReason = 'new' | 'changed' | 'no-checksum' | 'other-case';

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

/** Whether a listed file holds the local file's bytes: its Checksum equals the SHA-256 (either case) and the lengths agree. */
const holdsSameBytes = (there: RemoteFile | null | undefined, file: HashedFile): boolean =>
  there !== null &&
  there !== undefined &&
  there.checksum !== null &&
  there.checksum.toUpperCase() === file.sha256.toUpperCase() &&
  there.length === file.size;

/**
 * The listing by folded name; null where two names fold to one: a zone that lists both tells
 * names apart, and a local name listed under neither is new.
 */
function foldedListing(remote: ReadonlyMap<string, RemoteFile>): Map<string, RemoteFile | null> {
  const folded = new Map<string, RemoteFile | null>();
  for (const file of remote.values()) {
    const key = foldedPath(file.path);
    folded.set(key, folded.has(key) ? null : file);
  }
  return folded;
}

/** Whether an upload can change what the pull zones serve, so that it calls for their purge (see `other-case`). */
export const changesServedFiles = (upload: SyncPlan['uploads'][number]): boolean => upload.reason !== 'other-case';

/**
 * What a sync does, from the local files with their SHA-256 and the remote listing. A file is
 * unchanged only when the listed Checksum equals its SHA-256 (either case) and the lengths agree;
 * a remote file listed without a checksum is uploaded again, never skipped on doubt. A file
 * listed only under another case with the same bytes is uploaded too (`other-case`).
 */
export function planSync(local: readonly HashedFile[], remote: ReadonlyMap<string, RemoteFile>, options: PlanOptions): SyncPlan {
  let folded: ReadonlyMap<string, RemoteFile | null> | undefined;
  const first: SyncPlan['uploads'] = [];
  const html: SyncPlan['uploads'] = [];
  const unchanged: HashedFile[] = [];
  // Read only by a prune: without one, a set of every local path is not kept.
  const localPaths = options.prune ? new Set<string>() : undefined;
  for (const file of local) {
    localPaths?.add(file.path);
    const there = remote.get(file.path);
    let reason: UploadReason | undefined;
    if (!there) {
      // Folded only when a local name is not listed as it is: most runs list every one.
      folded ??= foldedListing(remote);
      reason = holdsSameBytes(folded.get(foldedPath(file.path)), file) ? 'other-case' : 'new';
    } else if (there.checksum === null || there.checksum === '') reason = 'no-checksum';
    else if (!holdsSameBytes(there, file)) reason = 'changed';
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
