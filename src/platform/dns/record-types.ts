import { DNS_RECORD_TYPES } from '../../api/models/dns-record.ts';

/** The name of a record type's number ("Script" for 11), or undefined for a number beyond the list. */
export function recordTypeName(type: number | null | undefined): string | undefined {
  return DNS_RECORD_TYPES[type ?? 0];
}

/**
 * The identity integers of a record and the values DNS gives them, whatever the record's type:
 * priority, weight and port are 16-bit fields (RFC 1035 for MX, RFC 2782 for SRV), CAA flags
 * one byte (RFC 8659). The API's model declares int32; a value it would store but DNS could not
 * carry is refused by add- and delete-dns-record alike.
 */
export const IDENTITY_INTEGER_RANGES = {
  Priority: { min: 0, max: 65_535 },
  Weight: { min: 0, max: 65_535 },
  Port: { min: 0, max: 65_535 },
  Flags: { min: 0, max: 255 },
} as const;
