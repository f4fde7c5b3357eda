import { describe, expect, it } from 'vitest';
import type { DnsRecord, DnsZone } from '../../../src/api/models/dns-record.ts';
import { sameRecords, type RecordIdentity } from '../../../src/platform/dns/record-identity.ts';

const REDIRECT = 5;
const CAA = 9;
const zoneOf = (...records: Array<Partial<DnsRecord>>): DnsZone => ({
  Id: 1,
  Domain: 'example.com',
  Records: records.map((record, index) => ({ Id: 100 + index, Name: 'svc', ...record })),
});
const ids = (zone: DnsZone, wanted: RecordIdentity, partial = false) =>
  sameRecords(zone, { Name: 'svc', ...wanted }, partial).map((record) => record.Id);

describe('sameRecords: a value is compared as its type reads it', () => {
  it('Redirect: a URL, its scheme and host without case, its path and query to the letter', () => {
    const zone = zoneOf({ Type: REDIRECT, Value: 'https://example.com/Docs?Page=1' });
    expect(ids(zone, { Type: REDIRECT, Value: 'HTTPS://Example.COM/Docs?Page=1' })).toEqual([100]);
    expect(ids(zone, { Type: REDIRECT, Value: 'https://example.com/docs?Page=1' })).toEqual([]);
    expect(ids(zone, { Type: REDIRECT, Value: 'https://example.com/Docs?page=1' })).toEqual([]);
  });

  it('Redirect: a value without a scheme starts with its host', () => {
    const zone = zoneOf({ Type: REDIRECT, Value: 'Example.com/Docs' });
    expect(ids(zone, { Type: REDIRECT, Value: 'example.com/Docs' })).toEqual([100]);
    expect(ids(zone, { Type: REDIRECT, Value: 'example.com/docs' })).toEqual([]);
  });

  it('CAA: the issuer is a host name and the tag matches without case; parameters are to the letter', () => {
    const zone = zoneOf(
      { Type: CAA, Flags: 0, Tag: 'issue', Value: 'letsencrypt.org' },
      { Type: CAA, Flags: 0, Tag: 'issuewild', Value: 'pki.goog; accounturi=https://ca.example/Acct/1' },
    );
    expect(ids(zone, { Type: CAA, Flags: 0, Tag: 'Issue', Value: 'LetsEncrypt.org' })).toEqual([100]);
    expect(ids(zone, { Type: CAA, Flags: 0, Tag: 'issuewild', Value: 'PKI.goog; accounturi=https://ca.example/Acct/1' })).toEqual([101]);
    expect(ids(zone, { Type: CAA, Flags: 0, Tag: 'issuewild', Value: 'pki.goog; accounturi=https://ca.example/acct/1' })).toEqual([]);
    // A delete narrowed by value alone reads the value by the record's tag.
    expect(ids(zone, { Type: CAA, Value: 'LETSENCRYPT.ORG' }, true)).toEqual([100]);
  });

  it('CAA iodef: a URL; TXT: to the letter', () => {
    const zone = zoneOf({ Type: CAA, Flags: 0, Tag: 'iodef', Value: 'https://Example.com/Report' }, { Type: 3, Value: 'Token=AbC' });
    expect(ids(zone, { Type: CAA, Flags: 0, Tag: 'iodef', Value: 'https://example.com/Report' })).toEqual([100]);
    expect(ids(zone, { Type: CAA, Flags: 0, Tag: 'iodef', Value: 'https://example.com/report' })).toEqual([]);
    expect(ids(zone, { Type: 3, Value: 'token=abc' })).toEqual([]);
  });

  it("the apex: '@' and '@.' are the empty name the zone read gives it", () => {
    const zone: DnsZone = { Id: 1, Domain: 'example.com', Records: [{ Id: 7, Type: 3, Name: '', Value: 'v=spf1 -all' }] };
    for (const name of ['@', '@.', '', ' @ ']) expect(sameRecords(zone, { Type: 3, Name: name, Value: 'v=spf1 -all' })).toHaveLength(1);
    expect(sameRecords(zone, { Type: 3, Name: 'www', Value: 'v=spf1 -all' })).toHaveLength(0);
  });
});
