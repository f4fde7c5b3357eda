import { ApiError } from '../../api/api-error.ts';
import type { PlatformClient } from '../../api/platform-client.ts';
import { readStorageZone, type StorageZoneAccess } from '../../platform/storage/storage-zone.ts';
import { unauthorizedWords, type StorageZone } from '../../platform/storage/storage-client.ts';
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
 */
export function explainStorageError(error: unknown, zone: ZoneTarget): unknown {
  if (!(error instanceof ApiError) || error.status !== 401) return error;
  if (zone.read) {
    // The password is the zone's read-write Password as the API gave it: a write refused after a listing is no read-only one.
    const where =
      zone.read.hostSource === 'StorageHostname'
        ? `its StorageHostname is ${zone.host}`
        : `it names no StorageHostname, so ${zone.host} is the host of its region`;
    return error.withMessage(
      `${error.message} Storage zone ${zone.read.id} is in region ${zone.region ?? '(none given)'} and ${where}, as GET /storagezone/${zone.read.id} said, and its password came from the same answer: the password may have been reset since, or a zone created moments ago may not accept its credentials yet.`,
    );
  }
  if (error.readAcceptedBefore) {
    // The same host took storage-password for a listing: neither host nor password is wrong for reading, so the
    // sentence that says a wrong host answers the same gives way. The advice is in the message itself: a failed
    // delete's message is the step's own, which carries no hint.
    const readOnly = `The storage host ${zone.host} accepted storage-password for a listing earlier in this step, so host and password are right for reading: the password is most likely the zone's read-only password (ReadOnlyPassword), which cannot write. Give storage-password the zone's Password (read-write, on its FTP & API access page), not its read-only password; or use the api-key form (api-key with storage-zone-id), which reads the zone's Password itself.`;
    const said = unauthorizedWords(zone.host);
    return error.withMessage(error.message.includes(said) ? error.message.replace(said, readOnly) : `${error.message}\n${readOnly}`);
  }
  const hostInput = zone.region !== undefined ? `storage-region (${zone.region} is ${zone.host})` : `storage-hostname (${zone.host})`;
  return error.withMessage(
    `${error.message} Check storage-password (the zone's password from its FTP & API access page, not the account API key) and ${hostInput}: it must be the host of the zone's primary region.`,
  );
}
