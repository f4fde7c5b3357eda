import { ApiError } from '../../api/api-error.ts';
import type { PlatformClient } from '../../api/platform-client.ts';
import { readStorageZone, type StorageZoneAccess } from '../../platform/storage/storage-zone.ts';
import type { StorageZone } from '../../platform/storage/storage-client.ts';
import type { SyncStoragePlan } from './sync-inputs.ts';

/** The zone as the step reaches it, from either credential form. */
export interface ZoneTarget extends StorageZone {
  region: string | undefined;
  /** With storage-zone-id: the zone as its read gave it (the id, where the host came from, the linked pull zones). */
  read?: StorageZoneAccess;
}

/** Reads the zone with the account key (masking its password at once), or takes the password form as given. */
export async function resolveZone(plan: SyncStoragePlan, client: PlatformClient): Promise<ZoneTarget> {
  const { credentials } = plan;
  if (credentials.kind === 'password') return credentials;
  const zone = await readStorageZone(client, credentials.zoneId, (value) => plan.step.secrets.add(value));
  return { ...zone, read: zone };
}

/**
 * A storage failure with what it means for this step: a 401 (which the storage client already
 * says a wrong region host and a wrong password both answer) names where host and password came from.
 * A write's 401 after a read was answered is no host's: the client said so, and its hint names the password to give
 * (with storage-zone-id the password is the zone's Password, as the API gave it: that hint does not apply).
 */
export function explainStorageError(error: unknown, zone: ZoneTarget): unknown {
  if (!(error instanceof ApiError) || error.status !== 401) return error;
  if (error.hints.includes('read-only-password') && !zone.read) return error;
  if (zone.read) {
    const where =
      zone.read.hostSource === 'StorageHostname'
        ? `its StorageHostname is ${zone.host}`
        : `it names no StorageHostname, so ${zone.host} is the host of its region`;
    return new ApiError(
      `${error.message} Storage zone ${zone.read.id} is in region ${zone.region ?? '(none given)'} and ${where}, as GET /storagezone/${zone.read.id} said, and its password came from the same answer: the password may have been reset since, or a zone created moments ago may not accept its credentials yet.`,
      { ...error, hints: error.hints.filter((hint) => hint !== 'read-only-password'), cause: error },
    );
  }
  const hostInput = zone.region !== undefined ? `storage-region (${zone.region} is ${zone.host})` : `storage-hostname (${zone.host})`;
  return error.withMessage(
    `${error.message} Check storage-password (the zone's password from its FTP & API access page, not the account API key) and ${hostInput}: it must be the host of the zone's primary region.`,
  );
}
