import { describe, expect, it } from 'vitest';
import { SEED } from '../../../emulator/server.ts';
import type { DnsRecordModel } from '../../../emulator/dns/state.ts';
import { seedRecords } from '../../support/dns-zone.ts';
import { failureMessage, runAgainst, useEmulator } from '../../support/e2e.ts';
import { actedCommands } from '../../support/leak-scanner.ts';

/* Issue 20: a record's identity depends on its type, and a disabled record is not silently present. */
const emulator = useEmulator();
const zoneId = SEED.emptyDnsZoneId;
const seed = (...records: Array<Partial<DnsRecordModel>>) => seedRecords(emulator(), zoneId, 90_000, records);
const add = (inputs: Record<string, string>) =>
  runAgainst(emulator(), { operation: 'add-dns-record', 'zone-id': String(zoneId), 'record-name': 'svc', ...inputs });

describe('add-dns-record: identity per type', () => {
  it('MX: the same value with another priority is another record', async () => {
    seed({ Type: 4, Name: 'svc', Value: 'mx1.example.com', Priority: 10 });
    expect((await add({ 'record-type': 'MX', 'record-value': 'mx1.example.com', priority: '10' })).outputs['created']).toBe('false');
    expect((await add({ 'record-type': 'MX', 'record-value': 'mx1.example.com', priority: '20' })).outputs['created']).toBe('true');
  });

  it('MX, SRV, CAA: a priority, weight or flags the step leaves out is whatever the record holds, in skip and fail as in replace', async () => {
    seed(
      { Type: 4, Name: 'svc', Value: 'mx1.example.com', Priority: 10 },
      { Type: 8, Name: 'svc', Value: 'host.example.com', Priority: 1, Weight: 5, Port: 443 },
      { Type: 9, Name: 'svc', Value: 'letsencrypt.org', Flags: 128, Tag: 'issue' },
    );
    const mx = { 'record-type': 'MX', 'record-value': 'mx1.example.com' };
    expect((await add(mx)).outputs).toMatchObject({ 'record-id': '90000', created: 'false' });
    const failed = await add({ ...mx, 'if-exists': 'fail' });
    expect(failed.exitCode).toBe(1);
    expect(failureMessage(failed)).toContain('as record 90000 (same type, name and value)');
    const srv = await add({ 'record-type': 'SRV', 'record-value': 'host.example.com', port: '443', priority: '1' });
    expect(srv.outputs).toMatchObject({ 'record-id': '90001', created: 'false' });
    const caa = await add({ 'record-type': 'CAA', 'record-value': 'letsencrypt.org', tag: 'issue' });
    expect(caa.outputs).toMatchObject({ 'record-id': '90002', created: 'false' });
    // A priority given, 0 included, is a priority: another record.
    expect((await add({ ...mx, priority: '0' })).outputs['created']).toBe('true');
  });

  it('SRV: priority, weight and port count', async () => {
    seed({ Type: 8, Name: 'svc', Value: 'host.example.com', Priority: 1, Weight: 5, Port: 443 });
    const same = { 'record-type': 'SRV', 'record-value': 'host.example.com', priority: '1', weight: '5', port: '443' };
    expect((await add(same)).outputs['created']).toBe('false');
    expect((await add({ ...same, port: '8443' })).outputs['created']).toBe('true');
  });

  it('CAA: issue and issuewild for one CA are two records', async () => {
    seed({ Type: 9, Name: 'svc', Value: 'letsencrypt.org', Flags: 0, Tag: 'issue' });
    const base = { 'record-type': 'CAA', 'record-value': 'letsencrypt.org', flags: '0' };
    expect((await add({ ...base, tag: 'issue' })).outputs['created']).toBe('false');
    expect((await add({ ...base, tag: 'issuewild' })).outputs['created']).toBe('true');
  });

  it('CAA: an issuer whose case alone differs is the same record, not a second one', async () => {
    seed({ Type: 9, Name: 'svc', Value: 'letsencrypt.org', Flags: 0, Tag: 'issue' });
    const result = await add({ 'record-type': 'CAA', 'record-value': 'LetsEncrypt.org', flags: '0', tag: 'issue' });
    expect(result.outputs).toMatchObject({ 'record-id': '90000', created: 'false' });
  });

  it('PullZone: the pull zone is read back from LinkName, a numeric string', async () => {
    seed({ Type: 7, Name: 'svc', Value: null, LinkName: '3001' });
    expect((await add({ 'record-type': 'PullZone', 'pull-zone-id': '3001' })).outputs['created']).toBe('false');
    expect((await add({ 'record-type': 'PullZone', 'pull-zone-id': '3002' })).outputs['created']).toBe('true');
  });

  it('a disabled identical record is reported with a warning, never silently taken as present', async () => {
    seed({ Type: 0, Name: 'svc', Value: '192.0.2.1', Disabled: true });
    const result = await add({ 'record-type': 'A', 'record-value': '192.0.2.1' });
    expect(result.outputs['created']).toBe('false');
    expect(
      actedCommands(result, ['warning'])
        .map((c) => c.data)
        .join('\n'),
    ).toContain('it is disabled');
  });
});
