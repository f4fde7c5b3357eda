import { createHash } from 'node:crypto';
import type { ScriptRelease } from '../../api/models/releases.ts';

/** SHA-256 of a script's code as the platform stores it (UTF-8), lower-case hex. */
export function codeSha256(code: string | Uint8Array): string {
  return createHash('sha256').update(code).digest('hex');
}

/**
 * The hash of a release's code; undefined when the answer carries no Code (a list item may
 * not), which proves nothing: it is never the hash of an empty script.
 */
export function releaseHash(release: Pick<ScriptRelease, 'Code'>): string | undefined {
  return typeof release.Code === 'string' ? codeSha256(release.Code) : undefined;
}
