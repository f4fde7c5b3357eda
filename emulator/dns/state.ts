import { FIRST_NEW_DNS_RECORD_ID, SEED, SEED_DNS_RECORDS } from '../seed.ts';
import type { ProductState } from '../state.ts';

/*
 * DNS zones and their records, as the platform keeps them. The record counter belongs to the
 * emulator this zone set belongs to: two emulators (and the reset of one) never share it.
 */

interface GeoDnsLocation {
  CountryCode: string | null;
  Country: string | null;
  ASN: number;
  OrganizationName: string | null;
  City: string | null;
}

export interface DnsRecordModel {
  Id: number;
  Type: number;
  Ttl: number;
  Value: string | null;
  Name: string | null;
  Weight: number;
  Priority: number;
  Port: number;
  Flags: number;
  Tag: string | null;
  Accelerated: boolean;
  AcceleratedPullZoneId: number;
  LinkName: string | null;
  IPGeoLocationInfo: GeoDnsLocation | null;
  GeolocationInfo: { Country: string | null; City: string | null; Latitude: number; Longitude: number } | null;
  MonitorStatus: number;
  MonitorType: number;
  GeolocationLatitude: number;
  GeolocationLongitude: number;
  EnviromentalVariables: Array<{ Name: string | null; Value: string | null }> | null;
  LatencyZone: string | null;
  SmartRoutingType: number;
  Disabled: boolean;
  Comment: string | null;
  AutoSslIssuance: boolean;
  AccelerationStatus: number;
}

export interface DnsZone {
  Id: number;
  Domain: string;
  Records: DnsRecordModel[];
}

/**
 * Where the platform is not documented. `ignoredUpdateMember`: a member of the read model that
 * the update call answers 204 to but leaves as it was, for a client that must notice an update
 * the platform did not take whole. The facts report no such partial update, so the default is
 * none (every member taken, the kinder reading); a test selects a member to drop.
 */
export interface DnsBehaviour {
  ignoredUpdateMember: keyof DnsRecordModel | null;
  /**
   * Which type keeps a weight, a priority, a port, flags or a tag, or a pull zone, is not
   * documented. By default a record reads such a member back only for the types that keep it in
   * DNS (the platform's Terraform provider reads a weight back only for A, AAAA and SRV records),
   * and its default for any other type, whatever was sent: the harsher reading. True keeps
   * whatever was sent, the kinder one.
   */
  keepsEveryMember: boolean;
}

const DEFAULT_BEHAVIOUR: DnsBehaviour = { ignoredUpdateMember: null, keepsEveryMember: false };

export class DnsZones implements ProductState {
  zones = new Map<number, DnsZone>();
  nextRecordId = FIRST_NEW_DNS_RECORD_ID;
  behaviour: DnsBehaviour = { ...DEFAULT_BEHAVIOUR };

  constructor() {
    this.reseed();
  }

  reseed(): void {
    this.zones = new Map([
      [SEED.dnsZoneId, { Id: SEED.dnsZoneId, Domain: SEED.dnsZoneDomain, Records: SEED_DNS_RECORDS.map((r) => dnsRecord(r)) }],
      [SEED.emptyDnsZoneId, { Id: SEED.emptyDnsZoneId, Domain: 'example.org', Records: [] }],
    ]);
    this.nextRecordId = FIRST_NEW_DNS_RECORD_ID;
    this.behaviour = { ...DEFAULT_BEHAVIOUR };
  }

  records(zoneId: number): DnsRecordModel[] {
    return this.zones.get(zoneId)?.Records ?? [];
  }

  summary(): Record<string, unknown> {
    return { dnsZones: [...this.zones.values()].map((z) => ({ Id: z.Id, Domain: z.Domain, records: z.Records.length })) };
  }
}

/** A full DnsRecordModel from the few fields the caller cares about. */
export function dnsRecord({ Id, ...fields }: Partial<DnsRecordModel> & { Id: number }): DnsRecordModel {
  const type = fields.Type ?? 0;
  const isAddress = type === 0 || type === 1;
  return {
    Id,
    Type: type,
    Ttl: 300,
    Value: null,
    Name: '',
    Weight: 0,
    Priority: 0,
    Port: 0,
    Flags: 0,
    Tag: null,
    Accelerated: false,
    AcceleratedPullZoneId: 0,
    LinkName: null,
    IPGeoLocationInfo: isAddress
      ? { CountryCode: 'DE', Country: 'Germany', ASN: 64500, OrganizationName: 'Example Hosting', City: 'Falkenstein' }
      : null,
    GeolocationInfo: { Country: null, City: null, Latitude: 0, Longitude: 0 },
    MonitorStatus: 0,
    MonitorType: 0,
    GeolocationLatitude: 0,
    GeolocationLongitude: 0,
    EnviromentalVariables: [],
    LatencyZone: null,
    SmartRoutingType: 0,
    Disabled: false,
    Comment: null,
    AutoSslIssuance: true,
    AccelerationStatus: 0,
    ...fields,
  };
}
