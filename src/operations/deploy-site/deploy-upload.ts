import { hashLocalFiles, type LocalFile } from '../../platform/storage/local-tree.ts';
import { listRemoteTree } from '../../platform/storage/remote-tree.ts';
import type { StorageClient } from '../../platform/storage/storage-client.ts';
import { planSync, type SyncPlan } from '../../platform/storage/sync-plan.ts';
import { deploySegments } from '../../platform/pull-zones/site-rules.ts';

/*
 * A deploy's upload, with the machinery of sync-storage: deploys/<id>/ is compared with the
 * build by SHA-256, and what is missing is uploaded. A deploy is immutable: when its folder holds
 * a file the build does not have, or one with other content, the step fails before any write. A
 * folder that holds part of the build (an upload cut short) is completed.
 */

/** `conflicts`: paths whose content in the folder differs from the build, or that the build does not have; `existing`: files the folder held before. */
export type UploadPlan = SyncPlan & { conflicts: string[]; existing: number };

export async function planDeployUpload(
  files: StorageClient,
  local: readonly LocalFile[],
  deployId: string,
  concurrency: number,
): Promise<UploadPlan> {
  const [remote, hashed] = await Promise.all([listRemoteTree(files, deploySegments(deployId)), hashLocalFiles(local, concurrency)]);
  const plan = planSync(hashed, remote.files, { prune: true, covers: () => true, keeps: () => false });
  const conflicts = [
    ...plan.uploads.filter((upload) => upload.reason === 'changed').map((upload) => upload.file.path),
    ...plan.deletions.map((file) => file.path),
  ].sort();
  return { ...plan, conflicts, existing: remote.files.size };
}
