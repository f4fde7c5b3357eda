import { ApiError } from '../../api/api-error.ts';
import { isHtml } from './content-type.ts';
import type { HashedFile } from './local-tree.ts';
import { runPool } from './pool.ts';
import { CredentialRefusal, type StorageClient } from './storage-client.ts';

/**
 * One file's upload. Its segments are made when they are asked for: an outcome is kept for every
 * file until the step ends, and an array of split segments held for each of 20,000 files was
 * megabytes the log and the failure lines read once.
 */
export class UploadOutcome {
  readonly file: HashedFile;
  readonly #target: readonly string[];
  uploaded = false;
  status?: number | undefined;
  /** An earlier attempt lost its answer; the upload was sent again (it is repeat-safe). */
  repeatedAfterLoss?: boolean;
  /** An attempt lost its answer and none after it went through; the folder's listing showed the file stored as hashed. */
  confirmedByListing?: boolean;
  error?: unknown;
  /**
   * Not sent: an upload before it failed (an HTML file waits for every other file), or the storage
   * refused one its credentials (refusesEveryWrite), as it would this one.
   */
  skipped?: boolean;

  constructor(file: HashedFile, target: readonly string[]) {
    this.file = file;
    this.#target = target;
  }

  /** Segments from the zone's root. */
  get segments(): string[] {
    return [...this.#target, ...this.file.path.split('/')];
  }
}

/**
 * Whether an upload may have stored its file's new bytes: one that succeeded, and one whose answer
 * was lost (or a server error) and whose check by the folder's listing failed too. One the listing
 * showed not stored, one refused (a 4xx), one never sent (a refused connection, a local read error)
 * and a file not sent stored nothing.
 */
export const mayHaveStored = (outcome: UploadOutcome): boolean =>
  outcome.uploaded || (outcome.error instanceof ApiError && outcome.error.mayHaveLanded);

export interface UploadOptions {
  concurrency: number;
  /** Where in the zone the tree goes: segments from the zone's root. */
  target: readonly string[];
  /** Told of each outcome as it happens, for the log. */
  onOutcome?: (outcome: UploadOutcome) => void;
  /**
   * Whether a file was listed, before the upload, only under a name that folds to its own, with
   * its bytes (sync-plan's `other-case`): after a lost answer, that twin proves no upload of it.
   */
  twinHeldBytes?: (file: HashedFile) => boolean;
}

/**
 * Uploads files with at most `concurrency` in flight: every non-HTML file first, then, only if
 * all of them succeeded, the HTML files, so that no page is live before what it links to. A
 * failure does not stop the other uploads of its group, but a refusal of the credentials (see
 * CredentialRefusal) stops every upload not yet sent: each would be refused too.
 * Every outcome is returned, in input order.
 */
export async function uploadFiles(client: StorageClient, files: readonly HashedFile[], options: UploadOptions): Promise<UploadOutcome[]> {
  // One copy of the target for every outcome to read its segments from.
  const target = [...options.target];
  const outcomes = files.map((file) => new UploadOutcome(file, target));
  const groups = [outcomes.filter((outcome) => !isHtml(outcome.file.path)), outcomes.filter((outcome) => isHtml(outcome.file.path))];
  // Set from inside the pool's callbacks.
  const failure = { seen: false };
  const refusal = new CredentialRefusal();
  for (const group of groups) {
    if (failure.seen) {
      for (const outcome of group) outcome.skipped = true;
      continue;
    }
    await runPool(group, options.concurrency, async (outcome) => {
      if (refusal.stopped) {
        outcome.skipped = true;
        return;
      }
      const { file } = outcome;
      try {
        Object.assign(outcome, await client.upload(outcome.segments, file, { twinHeldBytes: options.twinHeldBytes?.(file) ?? false }));
        outcome.uploaded = true;
      } catch (error) {
        outcome.error = error;
        outcome.status = (error as { status?: number }).status;
        failure.seen = true;
        refusal.note(error);
      }
      options.onOutcome?.(outcome);
    });
  }
  return outcomes;
}
