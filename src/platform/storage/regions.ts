/**
 * Edge Storage primary regions and their hosts (docs.bunny.net/storage/http; the platform's
 * storage SDK has the same table). The OpenAPI document's list is out of date (five hosts, New
 * York given as la.), so it is not the source.
 */
export const STORAGE_REGIONS = ['DE', 'UK', 'NY', 'LA', 'SG', 'SE', 'BR', 'JH', 'SYD'] as const;

type StorageRegion = (typeof STORAGE_REGIONS)[number];

const HOSTS: Record<StorageRegion, string> = {
  DE: 'storage.bunnycdn.com',
  UK: 'uk.storage.bunnycdn.com',
  NY: 'ny.storage.bunnycdn.com',
  LA: 'la.storage.bunnycdn.com',
  SG: 'sg.storage.bunnycdn.com',
  SE: 'se.storage.bunnycdn.com',
  BR: 'br.storage.bunnycdn.com',
  JH: 'jh.storage.bunnycdn.com',
  SYD: 'syd.storage.bunnycdn.com',
};

/** The host of a region code as the API gives it (upper case); undefined for a code not in the table. */
export function storageHostOfRegion(code: string): string | undefined {
  const upper = code.toUpperCase();
  return Object.hasOwn(HOSTS, upper) ? HOSTS[upper as StorageRegion] : undefined;
}
