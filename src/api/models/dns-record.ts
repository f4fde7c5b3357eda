import { z } from 'zod';
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

const enumValue = (names: readonly string[]) =>
  z
    .int()
    .min(0)
    .max(names.length - 1);

export const DnsRecordEnvironmentVariable = z.strictObject({
  Name: z.string().nullish(),
  Value: z.string().nullish(),
});

/** Request body of PUT /dnszone/{zoneId}/records: no required fields, nothing extra allowed. */
export const AddDnsRecordRequest = z.strictObject({
  Type: enumValue(DNS_RECORD_TYPES).nullish(),
  Ttl: int32.nullish(),
  Value: z.string().nullish(),
  Name: z.string().nullish(),
  Weight: int32.nullish(),
  Priority: int32.nullish(),
  Flags: byte.nullish(),
  Tag: z.string().nullish(),
  Port: int32.nullish(),
  PullZoneId: int64.nullish(),
  ScriptId: int64.nullish(),
  Accelerated: z.boolean().nullish(),
  MonitorType: enumValue(DNS_MONITORING_TYPES).nullish(),
  GeolocationLatitude: z.number().nullish(),
  GeolocationLongitude: z.number().nullish(),
  LatencyZone: z.string().nullish(),
  SmartRoutingType: enumValue(DNS_SMART_ROUTING_TYPES).nullish(),
  Disabled: z.boolean().nullish(),
  // Spelled so by the API.
  EnviromentalVariables: z.array(DnsRecordEnvironmentVariable).nullish(),
  Comment: z.string().nullish(),
  AutoSslIssuance: z.boolean().nullish(),
});
export type AddDnsRecordRequest = z.infer<typeof AddDnsRecordRequest>;
export type AddDnsRecordField = keyof AddDnsRecordRequest;
export const ADD_DNS_RECORD_FIELDS = Object.keys(AddDnsRecordRequest.shape) as AddDnsRecordField[];

/** Response body; lenient so that a field the API adds later does not break the step. */
export const DnsRecord = z.object({
  Id: int64,
  Type: z.number().nullish(),
  Ttl: z.number().nullish(),
  Value: z.string().nullish(),
  Name: z.string().nullish(),
  Weight: z.number().nullish(),
  Priority: z.number().nullish(),
  Port: z.number().nullish(),
  Flags: z.number().nullish(),
  Tag: z.string().nullish(),
  Accelerated: z.boolean().nullish(),
  AcceleratedPullZoneId: z.number().nullish(),
  LinkName: z.string().nullish(),
  IPGeoLocationInfo: z
    .object({
      CountryCode: z.string().nullish(),
      Country: z.string().nullish(),
      ASN: z.number().nullish(),
      OrganizationName: z.string().nullish(),
      City: z.string().nullish(),
    })
    .nullish(),
  GeolocationInfo: z
    .object({
      Country: z.string().nullish(),
      City: z.string().nullish(),
      Latitude: z.number().nullish(),
      Longitude: z.number().nullish(),
    })
    .nullish(),
  MonitorStatus: z.number().nullish(),
  MonitorType: z.number().nullish(),
  GeolocationLatitude: z.number().nullish(),
  GeolocationLongitude: z.number().nullish(),
  EnviromentalVariables: z.array(z.object({ Name: z.string().nullish(), Value: z.string().nullish() })).nullish(),
  LatencyZone: z.string().nullish(),
  SmartRoutingType: z.number().nullish(),
  Disabled: z.boolean().nullish(),
  Comment: z.string().nullish(),
  AutoSslIssuance: z.boolean().nullish(),
  AccelerationStatus: z.number().nullish(),
});
export type DnsRecord = z.infer<typeof DnsRecord>;

/** `GET /dnszone/{id}`: the zone with its records; the apex record's Name is "". */
export const DnsZone = z.object({
  Id: int64,
  Domain: z.string().nullish(),
  Records: z.array(DnsRecord).nullish(),
});
export type DnsZone = z.infer<typeof DnsZone>;
