import type { DnsZone } from '../api/models/dns-record.ts';
import type { PlatformClient } from '../api/platform-client.ts';
import { readZone } from '../platform/dns/zone.ts';

/** The zone add- and delete-dns-record read first; its 404 fails the step, naming the input to check. */
export async function zoneOrFail(client: PlatformClient, zoneId: number): Promise<DnsZone> {
  const read = await readZone(client, zoneId);
  if (read.missing) throw read.missing.withMessage(`${read.missing.message}\nNo DNS zone has the id ${zoneId}: check zone-id.`);
  return read.zone;
}
