import { describe, expect, it } from 'vitest';
import { SEED } from '../../../emulator/server.ts';
import { DnsZones, dnsRecord, type DnsRecordModel } from '../../../emulator/dns/state.ts';
import { failureMessage, runAgainst, useEmulator } from '../../support/e2e.ts';
import { releasable } from '../../support/release.ts';

const emulator = useEmulator();
const zone = () => {
  const found = emulator().state.part(DnsZones).zones.get(SEED.dnsZoneId);
  if (!found) throw new Error('no zone');
  return found;
};
const remove = (inputs: Record<string, string>, options: { secrets?: readonly string[] } = {}) =>
  runAgainst(emulator(), { operation: 'delete-dns-record', 'zone-id': String(SEED.dnsZoneId), ...inputs }, options);
const seed = (...records: Array<Partial<DnsRecordModel>>) => {
  for (const [index, record] of records.entries()) zone().Records.push(dnsRecord({ Id: 80_000 + index, ...record }));
};

describe('delete-dns-record', () => {
  it('deletes by type and name after reading the zone; a re-run finds nothing and succeeds', async () => {
    const first = await remove({ 'record-type': 'A', 'record-name': 'www' });
    expect(first.exitCode).toBe(0);
    expect(first.outputs).toMatchObject({ deleted: '1', 'deleted-ids': '[50001]' });
    expect(emulator().requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /dnszone/${SEED.dnsZoneId}`,
      `DELETE /dnszone/${SEED.dnsZoneId}/records/50001`,
    ]);
    const again = await remove({ 'record-type': 'A', 'record-name': 'www' });
    expect(again.exitCode).toBe(0);
    expect(again.outputs['deleted']).toBe('0');
    expect(again.stdout).toContain(`DNS zone ${SEED.dnsZoneId} holds no A record 'www': nothing to delete (if-missing: skip).`);
    expect(again.summary).toContain('Nothing to delete: no A record &#39;www&#39;');
    const refused = await remove({ 'record-type': 'A', 'record-name': 'www', 'if-missing': 'fail' });
    expect(refused.exitCode).toBe(1);
    expect(failureMessage(refused)).toBe(`DNS zone ${SEED.dnsZoneId} holds no A record 'www', and if-missing is fail.`);
    // Every output is known when the step fails: nothing was deleted.
    expect([refused.outputs['deleted'], refused.outputs['deleted-ids'], refused.outputs['result']]).toEqual(['0', '[]', '[]']);
  });

  it('deletes by record-id, and counts a 404 on the delete as already gone', async () => {
    emulator().inject({ kind: 'status', status: 404, method: 'DELETE' });
    const result = await remove({ 'record-id': '50002' });
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toContain('Record 50002 was already gone (404)');
  });

  it('counts a 404 that answered the repeat of a delete whose answer was lost as its own delete, not as already gone', async () => {
    emulator().inject({ kind: 'reset-after', method: 'DELETE' });
    const result = await remove({ 'record-id': '50002' });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(emulator().requests.map((r) => r.method)).toEqual(['GET', 'DELETE', 'DELETE']);
    expect(result.outputs).toMatchObject({ deleted: '1', 'deleted-ids': '[50002]' });
    expect(result.stdout).toContain('Record 50002 deleted (an earlier attempt may have done it; its repeat found it gone)');
    expect(result.stdout).not.toContain('already gone');
  });

  it('reads the zone after a delete whose every answer was lost, and counts the record deleted when the zone no longer holds it', async () => {
    emulator().inject({ kind: 'reset-after', method: 'DELETE' });
    const result = await remove({ 'record-id': '50002', 'max-attempts': '1' });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.outputs).toMatchObject({ deleted: '1', 'deleted-ids': '[50002]' });
    expect(result.stdout).toMatch(
      new RegExp(`Record 50002 deleted: the answer was lost \\(.*\\), and DNS zone ${SEED.dnsZoneId}, read after, no longer holds it`),
    );
    expect(emulator().requests.map((r) => r.method)).toEqual(['GET', 'DELETE', 'GET']);
  });

  it('after a server error on every attempt, fails saying the zone, read after, still holds the record', async () => {
    emulator().inject({ kind: 'status', status: 500, method: 'DELETE' });
    const result = await remove({ 'record-id': '50002', 'max-attempts': '1' });
    expect(result.exitCode).toBe(1);
    expect(result.outputs).toMatchObject({ deleted: '0', 'deleted-ids': '[]' });
    expect(failureMessage(result)).toContain(`read after, DNS zone ${SEED.dnsZoneId} still holds record 50002, so it was not deleted`);
    expect(zone().Records.some((record) => record.Id === 50_002)).toBe(true);
  });

  it('after a gateway 504, a zone that still holds the record is no proof: it says the record may still be deleted', async () => {
    const held = releasable();
    emulator().inject({ kind: 'status-then-late', status: 504, ms: 0, release: held.promise, method: 'DELETE' });
    const result = await remove({ 'record-id': '50002', 'max-attempts': '1' });
    expect(result.exitCode).toBe(1);
    expect(emulator().requests.map((r) => r.method)).toEqual(['GET', 'DELETE', 'GET']);
    expect(failureMessage(result)).toContain(
      `read after, DNS zone ${SEED.dnsZoneId} still holds record 50002, but the delete failed without an answer from the API itself, so it may still be running: the record may still be deleted. Running this step again deletes it if it is still there.`,
    );
    expect(failureMessage(result)).not.toContain('so it was not deleted');
    // deleted counts the records known to be gone: this one is not, yet.
    expect(result.outputs).toMatchObject({ deleted: '0', 'deleted-ids': '[]' });
    held.resolve();
    await expect.poll(() => zone().Records.some((record) => record.Id === 50_002), { timeout: 30_000 }).toBe(false);
    const again = await remove({ 'record-id': '50002' });
    expect(again.exitCode).toBe(0);
  });

  // The delete is repeated after a 504 (max-attempts defaults to 3): the first attempt may land after a later one answered 500.
  it('after a gateway 504 and then a 500, says the record may still be deleted: an earlier attempt may still land', async () => {
    const held = releasable();
    emulator().inject(
      { kind: 'status-then-late', status: 504, ms: 0, release: held.promise, method: 'DELETE', headers: { 'Retry-After': '0' } },
      { kind: 'status', status: 500, method: 'DELETE' },
    );
    const result = await remove({ 'record-id': '50002' });
    expect(result.exitCode).toBe(1);
    expect(emulator().requests.map((r) => r.method)).toEqual(['GET', 'DELETE', 'DELETE', 'GET']);
    expect(failureMessage(result)).toContain(
      'but the delete failed after an earlier attempt got no answer from the API itself, so it may still be running: the record may still be deleted',
    );
    expect(failureMessage(result)).not.toContain('so it was not deleted');
    held.resolve();
    await expect.poll(() => zone().Records.some((record) => record.Id === 50_002), { timeout: 30_000 }).toBe(false);
  });

  it('a failure partway names the records deleted before it, in result, the summary and the message', async () => {
    seed({ Type: 3, Name: 'pr-9', Value: 'a' }, { Type: 3, Name: 'pr-9', Value: 'b' });
    emulator().inject({ kind: 'status', status: 403, method: 'DELETE', path: '/records/80001' });
    const result = await remove({ 'record-type': 'TXT', 'record-name': 'pr-9', 'allow-multiple': 'true' });
    expect(result.exitCode).toBe(1);
    expect(result.outputs).toMatchObject({ deleted: '1', 'deleted-ids': '[80000]' });
    expect(JSON.parse(result.outputs['result'] ?? '')).toMatchObject([{ Id: 80_000, Value: 'a' }]);
    expect(failureMessage(result)).toMatch(/^Deleting record 80001 of DNS zone \d+ failed, after deleting record 80000: .*403/s);
    expect(result.summary).toContain('<td>80000</td>');
    expect(result.summary).not.toContain('<td>80001</td>');
    expect(zone().Records.map((record) => record.Id)).toContain(80_001);
  });

  it('fails on a zone that is missing, as its read says', async () => {
    const result = await runAgainst(emulator(), { operation: 'delete-dns-record', 'zone-id': '999999', 'record-id': '1' });
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain('No DNS zone has the id 999999');
  });

  it('refuses several matches unless allow-multiple, listing their ids; narrows by value and identity fields', async () => {
    seed(
      { Type: 3, Name: 'pr-9', Value: 'a' },
      { Type: 3, Name: 'pr-9', Value: 'b' },
      { Type: 4, Name: 'pr-9', Value: 'mx.example.com', Priority: 10 },
    );
    const several = await remove({ 'record-type': 'TXT', 'record-name': 'pr-9' });
    expect(several.exitCode).toBe(1);
    expect(failureMessage(several)).toContain('ids 80000, 80001');
    expect([several.outputs['deleted'], several.outputs['deleted-ids'], several.outputs['result']]).toEqual(['0', '[]', '[]']);
    expect(emulator().requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
    expect((await remove({ 'record-type': 'TXT', 'record-name': 'pr-9', 'record-value': 'b' })).outputs['deleted-ids']).toBe('[80001]');
    expect((await remove({ 'record-type': 'MX', 'record-name': 'pr-9', priority: '20' })).outputs['deleted']).toBe('0');
    expect((await remove({ 'record-type': 'TXT', 'record-name': 'pr-9', 'allow-multiple': 'true' })).outputs['deleted']).toBe('1');
  });

  it("refuses a record-name that ends in the zone's domain when it matches nothing, in add-dns-record's words, whatever if-missing says", async () => {
    const given = { 'record-type': 'A', 'record-name': 'www.Preview.Example.com' };
    const removed = await remove(given);
    expect(removed.exitCode).toBe(1);
    expect(failureMessage(removed)).toBe(
      `record-name 'www.Preview.Example.com' ends in the domain of DNS zone ${SEED.dnsZoneId}, preview.example.com: record names are relative to the zone, so this record would answer for www.Preview.Example.com.preview.example.com. Give 'www'. Nothing was deleted.`,
    );
    expect(removed.outputs).toMatchObject({ deleted: '0', 'deleted-ids': '[]' });
    const added = await runAgainst(emulator(), {
      operation: 'add-dns-record',
      'zone-id': String(SEED.dnsZoneId),
      ...given,
      'record-value': '192.0.2.10',
    });
    expect(failureMessage(added)).toBe(failureMessage(removed).replace('Nothing was deleted.', 'Nothing was added.'));
    // The dry run refuses as the run does; if-missing: fail does not change the words.
    const dryRun = await remove({ ...given, 'dry-run': 'true' });
    expect(dryRun.exitCode).toBe(1);
    expect(failureMessage(dryRun)).toBe(failureMessage(removed));
    expect(failureMessage(await remove({ ...given, 'if-missing': 'fail' }))).toBe(failureMessage(removed));
    expect(failureMessage(await remove({ 'record-type': 'TXT', 'record-name': 'preview.example.com.' }))).toContain(
      "Give '@' for the zone apex. Nothing was deleted.",
    );
    expect(emulator().requests.filter((r) => r.method !== 'GET')).toHaveLength(0);
    expect(zone().Records.map((record) => record.Id)).toEqual([50001, 50002, 50003]);
  });

  it("deletes a record whose relative name does end in the zone's domain, since it matches", async () => {
    seed({ Type: 0, Name: 'pr-7.preview.example.com', Value: '192.0.2.7' });
    const result = await remove({ 'record-type': 'A', 'record-name': 'pr-7.preview.example.com' });
    expect(result.exitCode).toBe(0);
    expect(result.outputs['deleted-ids']).toBe('[80000]');
  });

  it("deletes the apex record for a record-name of '@.', as for '@'", async () => {
    const result = await remove({ 'record-type': 'TXT', 'record-name': '@.' });
    expect(result.outputs['deleted-ids']).toBe('[50003]');
  });

  it('lists the matches in a dry run with a key and deletes nothing', async () => {
    const result = await remove({ 'record-type': 'CNAME', 'record-name': 'docs', 'dry-run': 'true' });
    expect(result.exitCode).toBe(0);
    expect(result.outputs['deleted-ids']).toBe('[50002]');
    expect(emulator().requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
  });

  it('reads record-type and the identity integers as add-dns-record does: priority 70000 is refused by both, in the same words', async () => {
    const given = { 'record-type': 'a', 'record-name': 'www', priority: '70000', flags: '256' };
    const removed = await remove(given);
    const added = await runAgainst(emulator(), {
      operation: 'add-dns-record',
      'zone-id': String(SEED.dnsZoneId),
      'record-value': '192.0.2.1',
      ...given,
    });
    for (const result of [removed, added]) {
      expect(result.exitCode).toBe(1);
      expect(failureMessage(result)).toContain("Input 'priority': got '70000'; expected a decimal integer from 0 to 65535");
      expect(failureMessage(result)).toContain("Input 'flags': got '256'; expected a decimal integer from 0 to 255");
    }
    expect(emulator().requests).toHaveLength(0);
  });

  it('refuses record-id with record-type, or neither, before any request', async () => {
    expect(failureMessage(await remove({ 'record-id': '1', 'record-type': 'A' }))).toContain(
      "Input 'record-id': cannot be combined with record-type",
    );
    expect(failureMessage(await remove({}))).toContain("Input 'record-id': or record-type with record-name is required");
    expect(emulator().requests).toHaveLength(0);
  });

  it('refuses record-id with any input that narrows a match, naming them all at once, before any request', async () => {
    // A value given beside the id would be a check the step never made: record 50001 is not this value.
    const narrowed = await remove({ 'record-id': '50001', 'record-value': '203.0.113.7', priority: '10', 'script-id': '7' });
    expect(narrowed.exitCode).toBe(1);
    expect(failureMessage(narrowed)).toBe(
      "Input 'record-id': cannot be combined with record-value, priority, script-id: give record-id alone, or record-type and record-name",
    );
    const named = await remove({ 'record-id': '50001', 'record-type': 'A', 'record-name': 'www', 'if-missing': 'maybe' });
    expect(failureMessage(named)).toContain(
      "Input 'record-id': cannot be combined with record-type, record-name: give record-id alone, or record-type and record-name",
    );
    expect(failureMessage(named)).toContain("Input 'if-missing': got 'maybe'");
    expect(emulator().requests).toHaveLength(0);
    expect(zone().Records.map((record) => record.Id)).toEqual([50001, 50002, 50003]);
  });

  it('names every input problem at once when neither record-id nor record-type is given', async () => {
    const result = await remove({ 'record-name': 'pr-7', priority: '999999' });
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain("Input 'record-id': or record-type with record-name is required");
    expect(failureMessage(result)).toContain("Input 'priority': got '999999'; expected a decimal integer from 0 to 65535");
    // Not a second wording of the first problem.
    expect(failureMessage(result)).not.toContain("Input 'record-type'");
    expect(emulator().requests).toHaveLength(0);
  });

  it('narrows by a member the type keeps, whether or not it is of its identity: an A record of weight 10 is not deleted by weight 99', async () => {
    seed({ Type: 0, Name: 'pr-7', Value: '192.0.2.7', Weight: 10 }, { Type: 3, Name: 'pr-7', Value: 'txt' });
    const other = await remove({ 'record-type': 'A', 'record-name': 'pr-7', weight: '99' });
    expect(other.exitCode).toBe(0);
    expect(other.outputs).toMatchObject({ deleted: '0', 'deleted-ids': '[]' });
    // A TXT record keeps no priority: the input is refused, not dropped (it was compared to the 0 the zone read gives).
    const priority = await remove({ 'record-type': 'TXT', 'record-name': 'pr-7', priority: '5' });
    expect(priority.exitCode).toBe(1);
    expect(failureMessage(priority)).toContain(
      "Input 'priority': is for MX and SRV records only: a TXT record has no priority; a TXT record is narrowed by record-value",
    );
    expect(emulator().requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
    expect((await remove({ 'record-type': 'A', 'record-name': 'pr-7', weight: '10' })).outputs['deleted-ids']).toBe('[80000]');
  });

  it('refuses a pull zone or a script to narrow a type that links to none, naming what narrows it, before any request', async () => {
    const result = await remove({ 'record-type': 'A', 'record-name': 'www', 'pull-zone-id': '3001', 'script-id': '7' });
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain(
      "Input 'pull-zone-id': is for PullZone records only: an A record has no pull zone; an A record is narrowed by record-value, weight",
    );
    expect(failureMessage(result)).toContain("Input 'script-id': is for Script records only: an A record has no script;");
    const script = await remove({ 'record-type': 'PullZone', 'record-name': 'pz', 'script-id': '7' });
    expect(failureMessage(script)).toContain(
      "Input 'script-id': is for Script records only: a PullZone record has no script; a PullZone record is narrowed by record-value, pull-zone-id",
    );
    expect(emulator().requests).toHaveLength(0);
    expect(zone().Records.map((record) => record.Id)).toEqual([50001, 50002, 50003]);
  });

  it('names both problems of record-id at once: an id that is no number, and a name beside it', async () => {
    const result = await remove({ 'record-id': 'abc', 'record-name': 'www' });
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toBe(
      "Input 'record-id': 2 problems:\n- got 'abc'; expected a decimal integer from 1 to 9007199254740991 (digits only, no sign or spaces)\n- cannot be combined with record-name: give record-id alone, or record-type and record-name",
    );
    expect(emulator().requests).toHaveLength(0);
  });

  it("shows no value of a Script record's variables: not in result, the log or the summary, in a dry run or a run", async () => {
    const held = 'held-by-the-script-not-by-this-step';
    seed({ Type: 11, Name: 'edge', Value: '7001', LinkName: 'router', EnviromentalVariables: [{ Name: 'KEY', Value: held }] });
    const match = { 'record-type': 'Script', 'record-name': 'edge' };
    // runAgainst fails the test if any 8 characters of `held` show anywhere a user could see them.
    const dryRun = await remove({ ...match, 'dry-run': 'true' }, { secrets: [held] });
    expect(dryRun.exitCode, dryRun.stdout).toBe(0);
    expect(JSON.parse(dryRun.outputs['result'] ?? '')).toMatchObject([
      { Id: 80_000, EnviromentalVariables: [{ Name: 'KEY', Value: '***' }] },
    ]);
    const run = await remove(match, { secrets: [held] });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs['deleted-ids']).toBe('[80000]');
    expect(JSON.parse(run.outputs['result'] ?? '')).toMatchObject([{ Id: 80_000, EnviromentalVariables: [{ Name: 'KEY', Value: '***' }] }]);
  });

  it('keeps in result every member of the deleted records the zone read gave, but the values of their variables', async () => {
    const held = 'held-by-the-script-not-by-this-step';
    seed({
      Type: 11,
      Name: 'edge',
      Value: '7001',
      LinkName: 'router',
      GeolocationInfo: { Country: 'DE', City: null, Latitude: 0, Longitude: 0, Region: 'EU' } as DnsRecordModel['GeolocationInfo'],
      // A variable's member the model does not name may carry its value another way: it is left out.
      EnviromentalVariables: [{ Name: 'KEY', Value: held, Encoded: held } as { Name: string; Value: string }],
    });
    Object.assign(zone().Records.at(-1) ?? {}, { ScriptName: 'router', Health: { Status: 1 } });
    const run = await remove({ 'record-type': 'Script', 'record-name': 'edge' }, { secrets: [held] });
    expect(run.exitCode, run.stdout).toBe(0);
    const [deleted] = JSON.parse(run.outputs['result'] ?? '') as Array<Record<string, unknown>>;
    expect(deleted).toMatchObject({
      Id: 80_000,
      ScriptName: 'router',
      Health: { Status: 1 },
      GeolocationInfo: { Country: 'DE', Region: 'EU' },
      EnviromentalVariables: [{ Name: 'KEY', Value: '***' }],
    });
    expect(deleted?.['EnviromentalVariables']).toEqual([{ Name: 'KEY', Value: '***' }]);
  });

  it('narrows a PullZone or Script record by record-value too: a record of another value is not deleted', async () => {
    seed({ Type: 7, Name: 'pz', Value: 'a.b-cdn.net', LinkName: '4001' }, { Type: 11, Name: 'edge', Value: '7001', LinkName: 'router' });
    const other = await remove({ 'record-type': 'PullZone', 'record-name': 'pz', 'record-value': 'other.b-cdn.net' });
    expect(other.exitCode, other.stdout).toBe(0);
    expect(other.outputs['deleted']).toBe('0');
    const otherScript = await remove({ 'record-type': 'Script', 'record-name': 'edge', 'record-value': '7002' });
    expect(otherScript.outputs['deleted']).toBe('0');
    expect(emulator().requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
    const same = await remove({ 'record-type': 'PullZone', 'record-name': 'pz', 'record-value': 'A.b-cdn.net.' });
    expect(same.outputs['deleted-ids']).toBe('[80000]');
    expect((await remove({ 'record-type': 'Script', 'record-name': 'edge', 'record-value': '7001' })).outputs['deleted-ids']).toBe(
      '[80001]',
    );
  });
});
