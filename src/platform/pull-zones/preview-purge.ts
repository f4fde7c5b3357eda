import type { PlatformClient } from '../../api/platform-client.ts';
import { requests, type BodilessRequest } from '../../api/requests.ts';

/*
 * A preview's cached pages are purged by its hostname's URLs (`https://<host>/*`), never by the
 * pull zone: that would empty production's cache too, and spend the account's purge budget.
 */

/** Every URL of the preview's hostname, as one prefix purge names them. */
export const previewUrls = (hostname: string) => `https://${hostname}/*`;

export const purgePreviewRequest = (hostname: string): BodilessRequest => requests.purgeUrl(previewUrls(hostname));

/** Purges the preview's URLs; resolves with what was purged. */
export async function purgePreview(client: PlatformClient, hostname: string): Promise<string> {
  await client.send(purgePreviewRequest(hostname));
  return previewUrls(hostname);
}
