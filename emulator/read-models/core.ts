import { z } from 'zod';
import { dateTime, int32, intEnum, upTo } from './common.ts';

/*
 * Core API read models (`core.json`): GET /search, GET /dnszone/{id}, the record that
 * PUT /dnszone/{zoneId}/records answers, GET /user/audit/{date}. No member is required;
 * `nullable` as documented. See common.ts for how the documents are read.
 */

/** SearchResultItemModel. `Type` is documented as cdn, storage, dns, script or stream, in prose only. */
const SearchResultItemModel = z.looseObject({
  Type: z.string().nullish(),
  Id: z.int().optional(),
  Name: z.string().nullish(),
});

/** SearchResultsModel: GET /search?search=&from=&size=. */
export const SearchResultsModel = z.looseObject({
  Query: z.string().nullish(),
  Total: int32.optional(),
  From: int32.optional(),
  Size: int32.optional(),
  SearchResults: z.array(SearchResultItemModel).nullish(),
});

/** GeoDnsLocationModel. */
const GeoDnsLocationModel = z.looseObject({
  CountryCode: z.string().nullish(),
  Country: z.string().nullish(),
  ASN: z.int().optional(),
  OrganizationName: z.string().nullish(),
  City: z.string().nullish(),
});

/** DnsRecordGeoLocationInfo. */
const DnsRecordGeoLocationInfo = z.looseObject({
  Country: z.string().nullish(),
  City: z.string().nullish(),
  Latitude: z.number().optional(),
  Longitude: z.number().optional(),
});

/** DnsRecordEnviromentalVariableModel (the document's spelling). */
const DnsRecordEnviromentalVariableModel = z.looseObject({
  Name: z.string().nullish(),
  Value: z.string().nullish(),
});

/** DnsRecordTypes: 0 A, 1 AAAA, 2 CNAME, 3 TXT, 4 MX, 5 Redirect, 6 Flatten, 7 PullZone, 8 SRV, 9 CAA, 10 PTR, 11 Script, 12 NS, 13 SVCB, 14 HTTPS, 15 TLSA. */
const DNS_RECORD_TYPES = upTo(15);

/** DnsRecordModel: a record of a zone, and the 201 answer of an add. */
export const DnsRecordModel = z.looseObject({
  Id: z.int().optional(),
  Type: intEnum(DNS_RECORD_TYPES).optional(),
  Ttl: int32.optional(),
  Value: z.string().nullish(),
  Name: z.string().nullish(),
  Weight: int32.optional(),
  Priority: int32.optional(),
  Port: int32.optional(),
  /** `format: byte`. */
  Flags: z.int().min(0).max(255).optional(),
  Tag: z.string().nullish(),
  Accelerated: z.boolean().optional(),
  AcceleratedPullZoneId: z.int().optional(),
  LinkName: z.string().nullish(),
  IPGeoLocationInfo: GeoDnsLocationModel.nullish(),
  GeolocationInfo: DnsRecordGeoLocationInfo.nullish(),
  /** DnsMonitoringStatus: 0 Unknown, 1 Online, 2 Offline. */
  MonitorStatus: intEnum(upTo(2)).optional(),
  /** DnsMonitoringType: 0 None, 1 Ping, 2 Http, 3 Monitor. */
  MonitorType: intEnum(upTo(3)).optional(),
  GeolocationLatitude: z.number().optional(),
  GeolocationLongitude: z.number().optional(),
  EnviromentalVariables: z.array(DnsRecordEnviromentalVariableModel).nullish(),
  LatencyZone: z.string().nullish(),
  /** DnsSmartRoutingType: 0 None, 1 Latency, 2 Geolocation. */
  SmartRoutingType: intEnum(upTo(2)).optional(),
  Disabled: z.boolean().optional(),
  Comment: z.string().nullish(),
  AutoSslIssuance: z.boolean().optional(),
  /** AcceleratedStatus: 0 None, 1 Pending, 2 Processing, 3 Completed, 4 Failed. */
  AccelerationStatus: intEnum(upTo(4)).optional(),
});

/** DnsZoneModel: GET /dnszone/{id}. */
export const DnsZoneModel = z.looseObject({
  Id: z.int().optional(),
  Domain: z.string().nullish(),
  Records: z.array(DnsRecordModel).nullish(),
  DateModified: dateTime.optional(),
  DateCreated: dateTime.optional(),
  NameserversDetected: z.boolean().optional(),
  CustomNameserversEnabled: z.boolean().optional(),
  Nameserver1: z.string().nullish(),
  Nameserver2: z.string().nullish(),
  SoaEmail: z.string().nullish(),
  NameserversNextCheck: dateTime.optional(),
  LoggingEnabled: z.boolean().optional(),
  LoggingIPAnonymizationEnabled: z.boolean().optional(),
  /** LogAnonymizationType: 0 OneDigit, 1 Drop. */
  LogAnonymizationType: intEnum(upTo(1)).nullish(),
  DnsSecEnabled: z.boolean().optional(),
  /** PrivateKeyType: 0 Ecdsa, 1 Rsa. */
  CertificateKeyType: intEnum(upTo(1)).optional(),
});

/** UserAuditLog: one entry of the audit log. */
const UserAuditLog = z.looseObject({
  Timestamp: dateTime.optional(),
  Product: z.string().nullish(),
  ResourceType: z.string().nullish(),
  ResourceId: z.string().nullish(),
  ResourceOwner: z.string().nullish(),
  Action: z.string().nullish(),
  ActorId: z.string().nullish(),
  ActorType: z.string().nullish(),
  Diff: z.string().nullish(),
});

/** GetUserAuditLogResponse: one page of GET /user/audit/{date}. */
export const GetUserAuditLogResponse = z.looseObject({
  Logs: z.array(UserAuditLog).nullish(),
  HasMoreData: z.boolean().optional(),
  ContinuationToken: z.string().nullish(),
  StartToken: z.string().nullish(),
});
