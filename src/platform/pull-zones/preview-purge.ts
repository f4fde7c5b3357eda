import type { PlatformClient } from '../../api/platform-client.ts';
import { requests, type BodilessRequest } from '../../api/requests.ts';
import { bodyLostWarning, sendPurge } from './purge.ts';

/*
 * A preview's cached pages are purged by its hostname's URLs (`https://<host>/*`), never by the
 * pull zone: that would empty production's cache too, and spend the account's purge budget.
 */

/** Every URL of the preview's hostname, as one prefix purge names them. */
export const previewUrls = (hostname: string) => `https://${hostname}/*`;

export const purgePreviewRequest = (hostname: string): BodilessRequest => requests.purgeUrl(previewUrls(hostname));

/** Purges the preview's URLs; resolves with what was purged. `warn` is told of a purge done whose answer was lost. */
export async function purgePreview(client: PlatformClient, hostname: string, warn: (line: string) => void): Promise<string> {
  const warning = bodyLostWarning(previewUrls(hostname), await sendPurge(client, purgePreviewRequest(hostname)));
  if (warning !== undefined) warn(warning);
  return previewUrls(hostname);
}
