import { hashLocalFiles, type LocalFile } from '../../platform/storage/local-tree.ts';
import { listRemoteTree } from '../../platform/storage/remote-tree.ts';
import type { StorageClient } from '../../platform/storage/storage-client.ts';
import { planSync, type SyncPlan } from '../../platform/storage/sync-plan.ts';
import { uploadFiles } from '../../platform/storage/uploader.ts';
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

/** Uploads the plan's files (every other file before the HTML); every outcome is waited for. */
export async function uploadDeploy(
  files: StorageClient,
  plan: UploadPlan,
  deployId: string,
  concurrency: number,
  onUploaded: (path: string) => void,
): Promise<{ uploaded: number; bytes: number; failures: string[] }> {
  const outcomes = await uploadFiles(
    files,
    plan.uploads.map((upload) => upload.file),
    {
      concurrency,
      target: deploySegments(deployId),
      onOutcome: (outcome) => {
        if (outcome.uploaded) onUploaded(outcome.file.path);
      },
    },
  );
  const uploaded = outcomes.filter((outcome) => outcome.uploaded);
  const failures = outcomes
    .filter((outcome) => !outcome.uploaded)
    .map(
      (outcome) =>
        `${outcome.file.path}: ${outcome.skipped ? 'not sent (an earlier upload failed)' : ((outcome.error as Error | undefined)?.message.split('\n')[0] ?? 'failed')}`,
    );
  return { uploaded: uploaded.length, bytes: uploaded.reduce((sum, outcome) => sum + outcome.file.size, 0), failures };
}
