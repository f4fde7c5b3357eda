import * as z from 'zod/mini';
import './zod.ts';
import { byte, int32, int64 } from './numbers.ts';

// Integer-valued on the wire; the index is the value.
export const DNS_RECORD_TYPES = [
  'A',
  'AAAA',
  'CNAME',
  'TXT',
  'MX',
  'Redirect',
  'Flatten',
  'PullZone',
  'SRV',
  'CAA',
  'PTR',
  'Script',
  'NS',
  'SVCB',
  'HTTPS',
  'TLSA',
] as const;
export const DNS_MONITORING_TYPES = ['None', 'Ping', 'Http', 'Monitor'] as const;
export const DNS_SMART_ROUTING_TYPES = ['None', 'Latency', 'Geolocation'] as const;

const enumValue = (names: readonly string[]) => z.int().check(z.minimum(0), z.maximum(names.length - 1));

const DnsRecordEnvironmentVariable = z.strictObject({
  Name: z.nullish(z.string()),
  Value: z.nullish(z.string()),
});

/** Request body of PUT /dnszone/{zoneId}/records: no required fields, nothing extra allowed. */
export const AddDnsRecordRequest = z.strictObject({
  Type: z.nullish(enumValue(DNS_RECORD_TYPES)),
  Ttl: z.nullish(int32),
  Value: z.nullish(z.string()),
  Name: z.nullish(z.string()),
  Weight: z.nullish(int32),
  Priority: z.nullish(int32),
  Flags: z.nullish(byte),
  Tag: z.nullish(z.string()),
  Port: z.nullish(int32),
  PullZoneId: z.nullish(int64),
  ScriptId: z.nullish(int64),
  Accelerated: z.nullish(z.boolean()),
  MonitorType: z.nullish(enumValue(DNS_MONITORING_TYPES)),
  GeolocationLatitude: z.nullish(z.number()),
  GeolocationLongitude: z.nullish(z.number()),
  LatencyZone: z.nullish(z.string()),
  SmartRoutingType: z.nullish(enumValue(DNS_SMART_ROUTING_TYPES)),
  Disabled: z.nullish(z.boolean()),
  // Spelled so by the API.
  EnviromentalVariables: z.nullish(z.array(DnsRecordEnvironmentVariable)),
  Comment: z.nullish(z.string()),
  AutoSslIssuance: z.nullish(z.boolean()),
});
export type AddDnsRecordRequest = z.infer<typeof AddDnsRecordRequest>;
export type AddDnsRecordField = keyof AddDnsRecordRequest;
export const ADD_DNS_RECORD_FIELDS = Object.keys(AddDnsRecordRequest.shape) as AddDnsRecordField[];

/** Request body of POST /dnszone/{zoneId}/records/{id}: the add model and the record's Id. */
export const UpdateDnsRecordRequest = z.strictObject({ ...AddDnsRecordRequest.shape, Id: int64 });
export type UpdateDnsRecordRequest = z.infer<typeof UpdateDnsRecordRequest>;

/**
 * Response body; lenient so that a field the API adds later does not break the step, and loose so
 * that `result` is the record as the zone read gives it. A variable's members stay the two named:
 * another one could carry its value, which no output shows (withoutVariableValues).
 */
export const DnsRecord = z.looseObject({
  Id: int64,
  Type: z.nullish(z.number()),
  Ttl: z.nullish(z.number()),
  Value: z.nullish(z.string()),
  Name: z.nullish(z.string()),
  Weight: z.nullish(z.number()),
  Priority: z.nullish(z.number()),
  Port: z.nullish(z.number()),
  Flags: z.nullish(z.number()),
  Tag: z.nullish(z.string()),
  Accelerated: z.nullish(z.boolean()),
  AcceleratedPullZoneId: z.nullish(z.number()),
  LinkName: z.nullish(z.string()),
  IPGeoLocationInfo: z.nullish(
    z.looseObject({
      CountryCode: z.nullish(z.string()),
      Country: z.nullish(z.string()),
      ASN: z.nullish(z.number()),
      OrganizationName: z.nullish(z.string()),
      City: z.nullish(z.string()),
    }),
  ),
  GeolocationInfo: z.nullish(
    z.looseObject({
      Country: z.nullish(z.string()),
      City: z.nullish(z.string()),
      Latitude: z.nullish(z.number()),
      Longitude: z.nullish(z.number()),
    }),
  ),
  MonitorStatus: z.nullish(z.number()),
  MonitorType: z.nullish(z.number()),
  GeolocationLatitude: z.nullish(z.number()),
  GeolocationLongitude: z.nullish(z.number()),
  EnviromentalVariables: z.nullish(z.array(z.object({ Name: z.nullish(z.string()), Value: z.nullish(z.string()) }))),
  LatencyZone: z.nullish(z.string()),
  SmartRoutingType: z.nullish(z.number()),
  Disabled: z.nullish(z.boolean()),
  Comment: z.nullish(z.string()),
  AutoSslIssuance: z.nullish(z.boolean()),
  AccelerationStatus: z.nullish(z.number()),
});
export type DnsRecord = z.infer<typeof DnsRecord>;

/** `GET /dnszone/{id}`: the zone with its records; the apex record's Name is "". */
export const DnsZone = z.object({
  Id: int64,
  Domain: z.nullish(z.string()),
  Records: z.nullish(z.array(DnsRecord)),
});
export type DnsZone = z.infer<typeof DnsZone>;
