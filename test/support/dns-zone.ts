import type { Emulator } from '../../emulator/server.ts';
import { DnsZones, dnsRecord, type DnsRecordModel } from '../../emulator/dns/state.ts';

/** Replaces the records of an emulator's zone with these, ids counting up from `firstId`. */
export function seedRecords(emulator: Emulator, zoneId: number, firstId: number, records: Array<Partial<DnsRecordModel>>): void {
  const zone = emulator.state.part(DnsZones).zones.get(zoneId);
  if (!zone) throw new Error(`no zone ${zoneId}`);
  zone.Records = records.map((record, index) => dnsRecord({ Id: firstId + index, ...record }));
}
