import { createHash } from 'node:crypto';

/** SHA-256 of a script's code as the platform stores it (UTF-8), lower-case hex. */
export function codeSha256(code: string | Uint8Array): string {
  return createHash('sha256').update(code).digest('hex');
}
