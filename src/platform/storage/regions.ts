/**
 * Edge Storage primary regions (docs.bunny.net/storage/http; the platform's storage SDK has the
 * same table): DE's host is storage.bunnycdn.com, every other region's is its code's subdomain of
 * it. The OpenAPI document's list is out of date (five hosts, New York given as la.), so it is
 * not the source.
 */
export const STORAGE_REGIONS = ['DE', 'UK', 'NY', 'LA', 'SG', 'SE', 'BR', 'JH', 'SYD'] as const;

/** The host of a region code as the API gives it (upper case); undefined for a code not in the table. */
export function storageHostOfRegion(code: string): string | undefined {
  const upper = code.toUpperCase();
  if (!(STORAGE_REGIONS as readonly string[]).includes(upper)) return undefined;
  return upper === 'DE' ? 'storage.bunnycdn.com' : `${upper.toLowerCase()}.storage.bunnycdn.com`;
}
