import type { AddDnsRecordRequest, DnsRecord, DnsZone } from '../../api/models/dns-record.ts';
import { DNS_RECORD_TYPES } from '../../api/models/dns-record.ts';

/** Types whose value is text that means what it says to the letter; every other value is a name or an address. */
const CASE_SENSITIVE_VALUES = new Set(['TXT', 'CAA']);

/** A name or host name as DNS compares them: without regard to case or a final dot. */
function hostName(text: string | null | undefined): string {
  return (text ?? '').trim().toLowerCase().replace(/\.$/, '');
}

function comparableValue(type: string | undefined, value: string | null | undefined): string {
  return type !== undefined && CASE_SENSITIVE_VALUES.has(type) ? (value ?? '') : hostName(value);
}

/**
 * The records of the zone that are the one the request would add: the same type, name and
 * value. The apex is the empty name, which the request sends for `@`.
 */
export function sameRecords(zone: DnsZone, wanted: AddDnsRecordRequest): DnsRecord[] {
  const type = DNS_RECORD_TYPES[wanted.Type ?? 0];
  return (zone.Records ?? []).filter(
    (record) =>
      (record.Type ?? 0) === (wanted.Type ?? 0) &&
      hostName(record.Name) === hostName(wanted.Name) &&
      comparableValue(type, record.Value) === comparableValue(type, wanted.Value),
  );
}
