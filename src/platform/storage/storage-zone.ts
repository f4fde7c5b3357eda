import type { PlatformClient } from '../../api/platform-client.ts';
import { requests } from '../../api/requests.ts';
import { explainNotFound } from '../not-found.ts';
import { storageHostOfRegion } from './regions.ts';
import type { StorageZone } from './storage-client.ts';

/** A pull zone whose origin is the storage zone. */
export interface LinkedPullZone {
  id: number;
  /** Custom hostnames first, then the system hostname. */
  hostnames: string[];
}

/**
 * What a client of a zone's files needs, read from the management API: the password masked by
 * the caller's `onSecret` before this is returned, the host StorageHostname, else Region's.
 */
export interface StorageZoneAccess extends StorageZone {
  id: number;
  /** Where `host` came from, for messages. */
  hostSource: 'StorageHostname' | 'Region';
  region: string | undefined;
  pullZones: LinkedPullZone[];
}

/**
 * Reads `GET /storagezone/{id}` and says how to reach the zone's files. The password is handed
 * to `onSecret` (to be masked) before anything else is done with the answer. Throws an
 * ApiError for a 404 (no such zone), and a plain Error when the answer names no way in.
 */
export async function readStorageZone(client: PlatformClient, id: number, onSecret: (value: string) => void): Promise<StorageZoneAccess> {
  let zone;
  try {
    ({ body: zone } = await client.send(requests.storageZone(id)));
  } catch (error) {
    throw explainNotFound(error, `No storage zone has the id ${id}. Check storage-zone-id.`);
  }
  if (zone.Password) onSecret(zone.Password);
  if (zone.Deleted) throw new Error(`Storage zone ${id} is deleted.`);
  if (!zone.Name) throw new Error(`GET /storagezone/${id} answered without the zone's Name, which every storage request needs.`);
  if (!zone.Password) {
    throw new Error(
      `GET /storagezone/${id} answered without the zone's Password: the API key may lack access to it. Use storage-zone-name and storage-password instead.`,
    );
  }
  const region = zone.Region ?? undefined;
  const fromRegion = region === undefined ? undefined : storageHostOfRegion(region);
  const host = zone.StorageHostname || fromRegion;
  if (!host) {
    throw new Error(
      `Storage zone ${id} has no StorageHostname and its Region (${region ?? 'none'}) is not one this action knows; give storage-hostname with storage-zone-name and storage-password.`,
    );
  }
  const pullZones = (zone.PullZones ?? []).map((pullZone) => {
    const named = (pullZone.Hostnames ?? []).filter((hostname) => hostname.Value);
    const hostnames = named.sort((a, b) => Number(a.IsSystemHostname === true) - Number(b.IsSystemHostname === true));
    return { id: pullZone.Id, hostnames: hostnames.map((hostname) => hostname.Value as string) };
  });
  return {
    id,
    name: zone.Name,
    password: zone.Password,
    host,
    hostSource: zone.StorageHostname ? 'StorageHostname' : 'Region',
    region,
    pullZones,
  };
}
