import type { PlatformClient } from '../../api/platform-client.ts';
import type { DnsZone } from '../../api/models/dns-record.ts';
import { requests } from '../../api/requests.ts';
import { explainNotFound } from '../not-found.ts';

/** What a 404 of the zone's read means: no zone has the id the step was given. */
export const noDnsZone = (zoneId: number) => `No DNS zone has the id ${zoneId}: check zone-id.`;

/** What a 404 of a record's write means once the zone was read: the record went meanwhile. */
export const dnsRecordGone = (recordId: number, zoneId: number) =>
  `Record ${recordId} is no longer in DNS zone ${zoneId} (the zone was read a moment ago): something else deleted it. Running this step again adds the record.`;

/**
 * The zone with its records, read first by add- and delete-dns-record, before any change to
 * them. Its 404 fails the step, naming the input to check: a record call's 404 cannot tell a
 * missing zone from a record already gone, so only this read can say so.
 */
export async function zoneOrFail(client: PlatformClient, zoneId: number): Promise<DnsZone> {
  try {
    return (await client.send(requests.dnsZone(zoneId))).body;
  } catch (error) {
    throw explainNotFound(error, noDnsZone(zoneId));
  }
}
