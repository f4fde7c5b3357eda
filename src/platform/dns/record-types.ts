import { DNS_RECORD_TYPES } from '../../api/models/dns-record.ts';

/** The name of a record type's number ("Script" for 11), or undefined for a number beyond the list. */
export function recordTypeName(type: number | null | undefined): string | undefined {
  return DNS_RECORD_TYPES[type ?? 0];
}
