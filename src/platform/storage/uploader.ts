import { isHtml } from './content-type.ts';
import type { HashedFile } from './local-tree.ts';
import { runPool } from './pool.ts';
import type { StorageClient } from './storage-client.ts';

export interface UploadOutcome {
  file: HashedFile;
  /** Segments from the zone's root. */
  segments: string[];
  uploaded: boolean;
  status?: number | undefined;
  /** An earlier attempt lost its answer; the upload was sent again (it is repeat-safe). */
  repeatedAfterLoss?: boolean;
  /** Every attempt lost its answer; the folder's listing showed the file stored as hashed. */
  confirmedByListing?: boolean;
  error?: unknown;
  /** Not sent: an upload before it failed (an HTML file waits for every other file). */
  skipped?: boolean;
}

export interface UploadOptions {
  concurrency: number;
  /** Where in the zone the tree goes: segments from the zone's root. */
  target: readonly string[];
  /** Told of each outcome as it happens, for the log. */
  onOutcome?: (outcome: UploadOutcome) => void;
}

/**
 * Uploads files with at most `concurrency` in flight: every non-HTML file first, then, only if
 * all of them succeeded, the HTML files, so that no page is live before what it links to. A
 * failure does not stop the other uploads of its group; every outcome is returned, in input order.
 */
export async function uploadFiles(client: StorageClient, files: readonly HashedFile[], options: UploadOptions): Promise<UploadOutcome[]> {
  const outcomes: UploadOutcome[] = new Array<UploadOutcome>(files.length);
  const groups = [
    [...files.keys()].filter((index) => !isHtml((files[index] as HashedFile).path)),
    [...files.keys()].filter((index) => isHtml((files[index] as HashedFile).path)),
  ];
  // Set from inside the pool's callbacks.
  const failure = { seen: false };
  for (const group of groups) {
    if (failure.seen) {
      for (const index of group) {
        const file = files[index] as HashedFile;
        outcomes[index] = { file, segments: [...options.target, ...file.path.split('/')], uploaded: false, skipped: true };
      }
      continue;
    }
    await runPool(group, options.concurrency, async (index) => {
      const file = files[index] as HashedFile;
      const segments = [...options.target, ...file.path.split('/')];
      let outcome: UploadOutcome;
      try {
        const result = await client.upload(segments, { localPath: file.absolutePath, size: file.size, sha256: file.sha256 });
        outcome = {
          file,
          segments,
          uploaded: true,
          status: result.status,
          repeatedAfterLoss: result.repeatedAfterLoss,
          ...(result.confirmedByListing ? { confirmedByListing: true } : {}),
        };
      } catch (error) {
        outcome = { file, segments, uploaded: false, error, status: (error as { status?: number }).status };
        failure.seen = true;
      }
      outcomes[index] = outcome;
      options.onOutcome?.(outcome);
    });
  }
  return outcomes;
}
