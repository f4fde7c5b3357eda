import { ApiError } from '../../api/api-error.ts';
import type { PlatformClient } from '../../api/platform-client.ts';
import type { DnsZone } from '../../api/models/dns-record.ts';
import { requests } from '../../api/requests.ts';
import { explainNotFound } from '../not-found.ts';

/** What a 404 of the zone's read means: no zone has the id the step was given. */
export const noDnsZone = (zoneId: number) => `No DNS zone has the id ${zoneId}: check zone-id.`;

/** What a 404 of a record's write means once the zone was read: the record went meanwhile. */
export const dnsRecordGone = (recordId: number, zoneId: number) =>
  `Record ${recordId} is no longer in DNS zone ${zoneId} (the zone was read a moment ago): something else deleted it. Running this step again adds the record.`;

/** The zone as read, or `missing`: the 404 of its read, which says the zone does not exist. */
export type ZoneRead = { zone: DnsZone; missing?: undefined } | { zone?: undefined; missing: ApiError };

/**
 * The zone with its records, read before any change to them. Its 404 means the zone is missing:
 * a record call's 404 cannot tell that from a record already gone, so only this read can say so.
 */
export async function readZone(client: PlatformClient, zoneId: number): Promise<ZoneRead> {
  try {
    return { zone: (await client.send(requests.dnsZone(zoneId))).body };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { missing: error };
    throw error;
  }
}

/** The zone read first by add- and delete-dns-record; its 404 fails the step, naming the input to check. */
export async function zoneOrFail(client: PlatformClient, zoneId: number): Promise<DnsZone> {
  const read = await readZone(client, zoneId);
  if (read.missing) throw explainNotFound(read.missing, noDnsZone(zoneId));
  return read.zone;
}
