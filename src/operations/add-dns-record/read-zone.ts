import type { PlatformClient } from '../../api/platform-client.ts';
import type { DnsZone } from '../../api/models/dns-record.ts';
import { requests } from '../../api/requests.ts';
import { explainNotFound } from '../api-error-context.ts';

/**
 * The zone with its records, read before any change: its 404 means the zone is missing, which a
 * record call's 404 cannot tell from a record already gone. Shared by add- and delete-dns-record.
 */
export async function readZone(client: PlatformClient, zoneId: number): Promise<DnsZone> {
  try {
    return (await client.send(requests.dnsZone(zoneId))).body;
  } catch (error) {
    throw explainNotFound(error, `No DNS zone has the id ${zoneId}: check zone-id.`);
  }
}
