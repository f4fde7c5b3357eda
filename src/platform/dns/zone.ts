import { ApiError } from '../../api/api-error.ts';
import type { PlatformClient } from '../../api/platform-client.ts';
import type { DnsZone } from '../../api/models/dns-record.ts';
import { requests } from '../../api/requests.ts';
import { explainNotFound } from '../not-found.ts';

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
  if (read.missing) throw explainNotFound(read.missing, 'dnsZone', zoneId);
  return read.zone;
}
