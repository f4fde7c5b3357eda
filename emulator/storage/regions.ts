/**
 * The Edge Storage primary regions and the host each is reached at (docs.bunny.net/storage/http,
 * the same table as the platform's storage SDK). The emulator serves each region on a loopback
 * port of its own, so that the wrong region's host answers 401 as the platform's does.
 */
export const STORAGE_REGIONS = ['DE', 'UK', 'NY', 'LA', 'SG', 'SE', 'BR', 'JH', 'SYD'] as const;

export type StorageRegion = (typeof STORAGE_REGIONS)[number];

export const PLATFORM_STORAGE_HOSTS: Record<StorageRegion, string> = {
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
