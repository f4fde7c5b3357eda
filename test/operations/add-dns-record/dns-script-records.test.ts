import { describe, expect, it } from 'vitest';
import { SEED } from '../../../emulator/server.ts';
import { DnsZones, type DnsRecordModel } from '../../../emulator/dns/state.ts';
import { seedRecords } from '../../support/dns-zone.ts';
import { failureMessage, runAgainst, useEmulator } from '../../support/e2e.ts';

/*
 * Issue 30 item 8: DNS as the platform keeps it. A Script record's script is its Value (the
 * script's id); its LinkName is the script's name, as the platform's Terraform provider reads
 * them. Matching, replace and delete-dns-record by script id follow that.
 */
const emulator = useEmulator();
const zoneId = SEED.emptyDnsZoneId;
const ROUTER = SEED.scriptWithRelease; // preview-router
const RESIZER = SEED.scriptWithoutRelease; // image-resizer
const seed = (...records: Array<Partial<DnsRecordModel>>) => seedRecords(emulator(), zoneId, 60_000, records);
const records = () => emulator().state.part(DnsZones).records(zoneId);
const writes = () => emulator().requests.filter((request) => request.method !== 'GET');
const step = (operation: string, inputs: Record<string, string>) =>
  runAgainst(emulator(), { operation, 'zone-id': String(zoneId), 'record-type': 'Script', 'record-name': 'edge', ...inputs });

describe('Script records: the script is the Value, its name the LinkName', () => {
  it('the emulator gives a Script record its script id as Value and the script name as LinkName', async () => {
    const added = await step('add-dns-record', { 'script-id': String(ROUTER) });
    expect(added.exitCode, added.stdout).toBe(0);
    expect(records()).toHaveLength(1);
    expect(records()[0]).toMatchObject({ Type: 11, Name: 'edge', Value: String(ROUTER), LinkName: 'preview-router' });
  });

  it('if-exists: skip finds the record of the same script, and adds one for another script', async () => {
    seed({ Type: 11, Name: 'edge', Value: String(ROUTER), LinkName: 'preview-router' });
    const again = await step('add-dns-record', { 'script-id': String(ROUTER) });
    expect(again.outputs).toMatchObject({ 'record-id': '60000', created: 'false' });
    expect(writes()).toEqual([]);
    const other = await step('add-dns-record', { 'script-id': String(RESIZER) });
    expect(other.outputs['created']).toBe('true');
    expect(records().map((record) => record.Value)).toEqual([String(ROUTER), String(RESIZER)]);
  });

  it('replace keeps ScriptId when it changes another member, and a re-run changes nothing', async () => {
    seed({ Type: 11, Name: 'edge', Value: String(ROUTER), LinkName: 'preview-router', Ttl: 300 });
    const first = await step('add-dns-record', { 'script-id': String(ROUTER), ttl: '60', 'if-exists': 'replace' });
    expect(first.exitCode, first.stdout).toBe(0);
    expect(first.outputs).toMatchObject({ 'record-id': '60000', updated: 'true' });
    expect(writes()[0]?.body).toMatchObject({ Id: 60_000, ScriptId: ROUTER, Value: String(ROUTER), Ttl: 60 });
    expect(records()[0]).toMatchObject({ Value: String(ROUTER), LinkName: 'preview-router', Ttl: 60 });
    emulator().requests.length = 0;
    const again = await step('add-dns-record', { 'script-id': String(ROUTER), ttl: '60', 'if-exists': 'replace' });
    expect(again.outputs).toMatchObject({ 'record-id': '60000', created: 'false', updated: 'false' });
    expect(writes()).toEqual([]);
  });

  it('replace moves the record to another script in place: Value and ScriptId agree', async () => {
    seed({ Type: 11, Name: 'edge', Value: String(ROUTER), LinkName: 'preview-router' });
    const moved = await step('add-dns-record', { 'script-id': String(RESIZER), 'if-exists': 'replace' });
    expect(moved.outputs).toMatchObject({ 'record-id': '60000', updated: 'true' });
    expect(writes()[0]?.body).toMatchObject({ ScriptId: RESIZER, Value: String(RESIZER) });
    expect(records()).toHaveLength(1);
    expect(records()[0]).toMatchObject({ Value: String(RESIZER), LinkName: 'image-resizer' });
  });

  it('delete-dns-record by script id deletes the record of that script only', async () => {
    seed(
      { Type: 11, Name: 'edge', Value: String(ROUTER), LinkName: 'preview-router' },
      { Type: 11, Name: 'edge', Value: String(RESIZER), LinkName: 'image-resizer' },
    );
    const removed = await step('delete-dns-record', { 'script-id': String(RESIZER) });
    expect(removed.exitCode, removed.stdout).toBe(0);
    expect(removed.outputs).toMatchObject({ deleted: '1', 'deleted-ids': '[60001]' });
    expect(records().map((record) => record.LinkName)).toEqual(['preview-router']);
  });
});

describe("a Script record's variables", () => {
  it("never show their values, the step's or those the zone holds, in a log, an output or the summary", async () => {
    const given = 'Gv7q-Zx4w-Kp9m';
    const held = 'Hz3r-Wq8v-Tn5c';
    const added = await runAgainst(
      emulator(),
      {
        operation: 'add-dns-record',
        'zone-id': String(zoneId),
        'record-type': 'Script',
        'record-name': 'edge',
        'script-id': String(ROUTER),
        record: `EnviromentalVariables:\n  - Name: TOKEN\n    Value: ${given}\n`,
      },
      { secrets: [given] },
    );
    expect(added.exitCode, added.stdout).toBe(0);
    expect(JSON.parse(added.outputs['result'] ?? '')).toMatchObject({ EnviromentalVariables: [{ Name: 'TOKEN', Value: '***' }] });
    seed({
      Type: 11,
      Name: 'edge',
      Value: String(ROUTER),
      LinkName: 'preview-router',
      EnviromentalVariables: [{ Name: 'KEY', Value: held }],
    });
    // runAgainst fails the test if any 8 characters of the value show anywhere.
    const again = await runAgainst(
      emulator(),
      {
        operation: 'add-dns-record',
        'zone-id': String(zoneId),
        'record-type': 'Script',
        'record-name': 'edge',
        'script-id': String(ROUTER),
      },
      { secrets: [held] },
    );
    expect(again.outputs['created']).toBe('false');
  });
});

describe('replace leaves one record answering', () => {
  it('fails naming the stale ids when the zone holds the new value and another, and changes nothing', async () => {
    seed({ Type: 0, Name: 'preview', Value: '192.0.2.1' }, { Type: 0, Name: 'preview', Value: '192.0.2.8' });
    const result = await runAgainst(emulator(), {
      operation: 'add-dns-record',
      'zone-id': String(zoneId),
      'record-type': 'A',
      'record-name': 'preview',
      'record-value': '192.0.2.8',
      'if-exists': 'replace',
    });
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain('holds it already as record 60001');
    expect(failureMessage(result)).toContain('(ids 60000)');
    expect(failureMessage(result)).toContain('Nothing was changed');
    expect(result.outputs).toMatchObject({ 'record-id': '60001', created: 'false', updated: 'false' });
    expect(writes()).toEqual([]);
    expect(records().map((record) => record.Value)).toEqual(['192.0.2.1', '192.0.2.8']);
  });
});
