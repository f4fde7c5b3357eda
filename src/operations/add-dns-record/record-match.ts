import type { DnsRecord, DnsZone } from '../../api/models/dns-record.ts';
import { DNS_RECORD_TYPES } from '../../api/models/dns-record.ts';

/**
 * Which records of a zone are "the same" record, by type: the same type and name, and the
 * identity fields of that type (MX adds Priority; SRV Priority, Weight and Port; CAA Flags and
 * Tag; a PullZone or Script record its pull zone or script, read back from LinkName). Shared by
 * add-dns-record (is it there already?) and delete-dns-record (which ones go?).
 */
export interface RecordIdentity {
  Type?: number | null | undefined;
  Name?: string | null | undefined;
  Value?: string | null | undefined;
  Priority?: number | null | undefined;
  Weight?: number | null | undefined;
  Port?: number | null | undefined;
  Flags?: number | null | undefined;
  Tag?: string | null | undefined;
  PullZoneId?: number | null | undefined;
  ScriptId?: number | null | undefined;
}

/** Types whose value is text that means what it says to the letter; every other value is a name or an address. */
const CASE_SENSITIVE_VALUES = new Set(['TXT', 'CAA']);

/** A name or host name as DNS compares them: without regard to case or a final dot. */
function hostName(text: string | null | undefined): string {
  return (text ?? '').trim().toLowerCase().replace(/\.$/, '');
}

type Check = (record: DnsRecord, wanted: RecordIdentity, partial: boolean) => boolean;

/** A field compared only when given, in a partial match (delete narrows by what it is told). */
const number =
  (field: 'Priority' | 'Weight' | 'Port' | 'Flags'): Check =>
  (record, wanted, partial) =>
    (partial && (wanted[field] === undefined || wanted[field] === null)) || (record[field] ?? 0) === (wanted[field] ?? 0);

const value: Check = (record, wanted, partial) => {
  if (partial && (wanted.Value === undefined || wanted.Value === null)) return true;
  const type = DNS_RECORD_TYPES[wanted.Type ?? 0];
  const exact = type !== undefined && CASE_SENSITIVE_VALUES.has(type);
  return exact ? (record.Value ?? '') === (wanted.Value ?? '') : hostName(record.Value) === hostName(wanted.Value);
};

const tag: Check = (record, wanted, partial) => (partial && !wanted.Tag) || (record.Tag ?? '') === (wanted.Tag ?? '');

/** The linked resource, which the zone read gives back as a numeric string in LinkName. */
const linked =
  (field: 'PullZoneId' | 'ScriptId'): Check =>
  (record, wanted, partial) =>
    (partial && (wanted[field] === undefined || wanted[field] === null)) || (record.LinkName ?? '') === String(wanted[field] ?? '');

const IDENTITY: Record<string, Check[]> = {
  MX: [value, number('Priority')],
  SRV: [value, number('Priority'), number('Weight'), number('Port')],
  CAA: [value, number('Flags'), tag],
  PullZone: [linked('PullZoneId')],
  Script: [linked('ScriptId')],
};

/**
 * The records of the zone that are `wanted`: the same type and name (the apex is the empty
 * name, which the request sends for `@`) and the identity fields of the type. `partial`
 * compares only the fields `wanted` gives (delete-dns-record's narrowing).
 */
export function sameRecords(zone: DnsZone, wanted: RecordIdentity, partial = false): DnsRecord[] {
  const type = DNS_RECORD_TYPES[wanted.Type ?? 0] ?? '';
  const checks = IDENTITY[type] ?? [value];
  return (zone.Records ?? []).filter(
    (record) =>
      (record.Type ?? 0) === (wanted.Type ?? 0) &&
      hostName(record.Name) === hostName(wanted.Name) &&
      checks.every((check) => check(record, wanted, partial)),
  );
}
