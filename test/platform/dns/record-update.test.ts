import { describe, expect, it } from 'vitest';
import type { DnsRecord } from '../../../src/api/models/dns-record.ts';
import { mergedUpdate, notTaken } from '../../../src/platform/dns/record-update.ts';

const record = (fields: Partial<DnsRecord>): DnsRecord => ({ Id: 7, Name: 'svc', Ttl: 300, Disabled: false, ...fields });

describe('notTaken: what the read after an update does not show as sent', () => {
  it('names a changed member that reads back as before, and only the members the update changed', () => {
    const before = record({ Type: 0, Value: '192.0.2.1', Comment: 'old' });
    const body = mergedUpdate(before, { Type: 0, Name: 'svc', Value: '192.0.2.1', Ttl: 60, Comment: 'new' });
    const after = record({ Type: 0, Value: '192.0.2.1', Ttl: 60, Comment: 'old' });
    expect(notTaken(after, body, ['Ttl', 'Comment'], { Type: 0, Name: 'svc', Value: '192.0.2.1' })).toEqual([
      { member: 'Comment', sent: 'new', read: 'old' },
    ]);
    expect(notTaken(after, body, ['Ttl'], { Type: 0, Name: 'svc', Value: '192.0.2.1' })).toEqual([]);
  });

  it('reads a changed value as the identity does: a host name the platform wrote in another case was taken', () => {
    const before = record({ Type: 2, Value: 'old.example.net' });
    const wanted = { Type: 2, Name: 'svc', Value: 'New.Example.net.' };
    const body = mergedUpdate(before, wanted);
    expect(notTaken(record({ Type: 2, Value: 'new.example.net' }), body, ['Value'], wanted)).toEqual([]);
    expect(notTaken(before, body, ['Value'], wanted)).toEqual([{ member: 'Value', sent: 'New.Example.net.', read: 'old.example.net' }]);
  });

  it('reads a PullZone record’s link back from LinkName', () => {
    const before = record({ Type: 7, LinkName: '3001' });
    const wanted = { Type: 7, Name: 'svc', PullZoneId: 3002 };
    const body = mergedUpdate(before, wanted);
    expect(notTaken(record({ Type: 7, LinkName: '3002' }), body, ['Value'], wanted)).toEqual([]);
    expect(notTaken(before, body, ['Value'], wanted)).toEqual([{ member: 'PullZoneId', sent: 3002, read: 3001 }]);
  });
});
