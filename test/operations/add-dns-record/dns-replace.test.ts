import { describe, expect, it } from 'vitest';
import { SEED } from '../../../emulator/server.ts';
import { DnsZones, type DnsRecordModel } from '../../../emulator/dns/state.ts';
import { seedRecords } from '../../support/dns-zone.ts';
import { failureMessage, runAgainst, useEmulator } from '../../support/e2e.ts';
import { releasable } from '../../support/release.ts';

/* Issue 23: a preview host moved to a new address is updated in place, not added a second time. */
const emulator = useEmulator();
const zoneId = SEED.emptyDnsZoneId;
const seed = (...records: Array<Partial<DnsRecordModel>>) => seedRecords(emulator(), zoneId, 70_000, records);
const records = () => emulator().state.part(DnsZones).records(zoneId);
const methods = () => emulator().requests.map((request) => `${request.method} ${request.path}`);
const replace = (inputs: Record<string, string>) =>
  runAgainst(emulator(), {
    operation: 'add-dns-record',
    'zone-id': String(zoneId),
    'record-name': 'preview',
    'if-exists': 'replace',
    ...inputs,
  });

describe('add-dns-record, if-exists: replace', () => {
  it('updates the one record of that type and name in place, keeping every member the step does not give', async () => {
    seed(
      { Type: 0, Name: 'preview', Value: '192.0.2.1', Ttl: 120, Comment: 'preview of #42', MonitorType: 2, AutoSslIssuance: false },
      { Type: 3, Name: 'preview', Value: 'txt stays' },
    );
    const result = await replace({ 'record-type': 'A', 'record-value': '192.0.2.99' });
    expect(result.exitCode).toBe(0);
    expect(methods()).toEqual([`GET /dnszone/${zoneId}`, `POST /dnszone/${zoneId}/records/70000`, `GET /dnszone/${zoneId}`]);
    // The whole record is sent: the emulator resets what an update leaves out, as the platform may.
    expect(emulator().requests[1]?.body).toMatchObject({
      Id: 70_000,
      Type: 0,
      Name: 'preview',
      Value: '192.0.2.99',
      Ttl: 120,
      Comment: 'preview of #42',
      MonitorType: 2,
      AutoSslIssuance: false,
      Disabled: false,
    });
    expect(records()).toHaveLength(2);
    expect(records()[0]).toMatchObject({ Id: 70_000, Value: '192.0.2.99', Ttl: 120, Comment: 'preview of #42', MonitorType: 2 });
    expect(result.outputs).toMatchObject({ 'record-id': '70000', created: 'false', updated: 'true' });
    expect(JSON.parse(result.outputs['result'] ?? '')).toMatchObject({ Id: 70_000, Value: '192.0.2.99', Comment: 'preview of #42' });
    expect(result.stdout).toContain('Replaced record 70000');
    expect(result.summary).toContain('replaced in zone');
    expect(result.summary).toContain('<td>Value before</td><td>192.0.2.1</td>');
  });

  it('adds the record when none of that type and name exists', async () => {
    seed({ Type: 2, Name: 'other', Value: 'x.example.net' });
    const result = await replace({ 'record-type': 'CNAME', 'record-value': 'preview.example.net' });
    expect(result.exitCode).toBe(0);
    expect(result.outputs).toMatchObject({ created: 'true', updated: 'false' });
    expect(records()).toHaveLength(2);
    expect(methods().map((line) => line.split(' ')[0])).toEqual(['GET', 'PUT']);
  });

  it('fails naming the ids when several records of that type and name exist, and changes nothing', async () => {
    seed({ Type: 0, Name: 'preview', Value: '192.0.2.1' }, { Type: 0, Name: 'Preview.', Value: '192.0.2.2' });
    const result = await replace({ 'record-type': 'A', 'record-value': '192.0.2.3' });
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain('holds 2 records of that type and name (ids 70000, 70001)');
    expect(failureMessage(result)).toContain('Nothing was changed');
    expect(methods()).toEqual([`GET /dnszone/${zoneId}`]);
    expect(records().map((record) => record.Value)).toEqual(['192.0.2.1', '192.0.2.2']);
  });

  it('changes nothing when the identical record is already what the step asks for, and a re-run of a replace does nothing', async () => {
    seed({ Type: 0, Name: 'preview', Value: '192.0.2.1' });
    const first = await replace({ 'record-type': 'A', 'record-value': '192.0.2.5', ttl: '60' });
    expect(first.outputs['updated']).toBe('true');
    emulator().requests.length = 0;
    const again = await replace({ 'record-type': 'A', 'record-value': '192.0.2.5', ttl: '60' });
    expect(again.exitCode).toBe(0);
    expect(again.outputs).toMatchObject({ 'record-id': '70000', created: 'false', updated: 'false' });
    expect(methods()).toEqual([`GET /dnszone/${zoneId}`]);
  });

  it.each([
    [
      { Type: 4, Value: 'mail.example.com', Priority: 10 },
      { 'record-type': 'MX', 'record-value': 'mail.example.com' },
    ],
    [
      { Type: 8, Value: 'sip.example.com', Priority: 1, Weight: 5, Port: 5060 },
      { 'record-type': 'SRV', 'record-value': 'sip.example.com', port: '5060' },
    ],
    [
      { Type: 9, Value: 'letsencrypt.org', Flags: 128, Tag: 'issue' },
      { 'record-type': 'CAA', 'record-value': 'letsencrypt.org', tag: 'issue' },
    ],
  ])(
    'sends nothing to a record that already is what the step asks, a priority, weight or flags it leaves out kept as read: %j',
    async (held, given) => {
      seed({ Name: 'preview', ...held });
      for (const run of [1, 2]) {
        const result = await replace(given);
        expect(result.exitCode, result.stdout).toBe(0);
        expect(result.outputs, `run ${run}`).toMatchObject({ 'record-id': '70000', created: 'false', updated: 'false' });
        expect(result.stdout).toContain('already exists in DNS zone');
      }
      expect(methods()).toEqual([`GET /dnszone/${zoneId}`, `GET /dnszone/${zoneId}`]);
      expect(records()).toEqual([expect.objectContaining(held)]);
      const dryRun = await replace({ ...given, 'dry-run': 'true' });
      expect(dryRun.stdout).toContain('nothing would change');
      expect(JSON.parse(dryRun.outputs['result'] ?? '')).toMatchObject({ outcome: 'present', requests: [] });
    },
  );

  it('names and checks every member a replace of another value changes, not the value alone', async () => {
    seed({ Type: 0, Name: 'preview', Value: '192.0.2.1', Ttl: 300 });
    const given = { 'record-type': 'A', 'record-value': '192.0.2.9', ttl: '60' };
    const dryRun = await replace({ ...given, 'dry-run': 'true' });
    expect(dryRun.stdout).toContain(`would replace record 70000 of DNS zone ${zoneId} (changed: Ttl, Value).`);
    // A TTL the platform answers 204 to but does not take is named, as for the identical record.
    emulator().state.part(DnsZones).behaviour.ignoredUpdateMember = 'Ttl';
    const result = await replace(given);
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain('the zone read after it does not show what was sent: Ttl reads 300 (sent 60).');
    expect(result.outputs['updated']).toBeUndefined();
    // A priority alone is a change of the record's identity, checked as such.
    seed({ Type: 4, Name: 'preview', Value: 'mail.example.com', Priority: 10 });
    emulator().state.part(DnsZones).behaviour.ignoredUpdateMember = 'Priority';
    const priority = await replace({ 'record-type': 'MX', 'record-value': 'mail.example.com', priority: '20' });
    expect(priority.exitCode).toBe(1);
    expect(failureMessage(priority)).toContain('Priority reads 10 (sent 20)');
  });

  it('updates the identical record when another field the step gives differs (a TTL)', async () => {
    seed({ Type: 3, Name: 'preview', Value: 'v=1', Ttl: 300 });
    const result = await replace({ 'record-type': 'TXT', 'record-value': 'v=1', ttl: '60' });
    expect(result.outputs).toMatchObject({ created: 'false', updated: 'true' });
    expect(records()[0]).toMatchObject({ Value: 'v=1', Ttl: 60 });
    expect(result.stdout).toContain('Ttl changed');
  });

  it("changes a Redirect's path when only its case differs: a URL's path is not a host name", async () => {
    seed({ Type: 5, Name: 'preview', Value: 'https://example.com/Docs' });
    const skipped = await replace({ 'record-type': 'Redirect', 'record-value': 'https://example.com/docs', 'if-exists': 'skip' });
    expect(skipped.outputs).toMatchObject({ created: 'true', updated: 'false' });
    seed({ Type: 5, Name: 'preview', Value: 'https://example.com/Docs' });
    const replaced = await replace({ 'record-type': 'Redirect', 'record-value': 'https://example.com/docs' });
    expect(replaced.outputs).toMatchObject({ 'record-id': '70000', created: 'false', updated: 'true' });
    expect(records().map((record) => record.Value)).toEqual(['https://example.com/docs']);
  });

  it('enables a disabled identical record, where skip only warns', async () => {
    seed({ Type: 0, Name: 'preview', Value: '192.0.2.1', Disabled: true });
    const skipped = await replace({ 'record-type': 'A', 'record-value': '192.0.2.1', 'if-exists': 'skip' });
    expect(skipped.outputs).toMatchObject({ created: 'false', updated: 'false' });
    expect(records()[0]?.Disabled).toBe(true);
    const replaced = await replace({ 'record-type': 'A', 'record-value': '192.0.2.1' });
    expect(replaced.outputs).toMatchObject({ 'record-id': '70000', created: 'false', updated: 'true' });
    expect(records()[0]?.Disabled).toBe(false);
    expect(records()).toHaveLength(1);
  });

  it('a dry run of skip on a disabled identical record warns, as the run does, that it does not answer and nothing enables it', async () => {
    seed({ Type: 0, Name: 'preview', Value: '192.0.2.1', Disabled: true });
    const inputs = { 'record-type': 'A', 'record-value': '192.0.2.1', 'if-exists': 'skip' };
    const dry = await replace({ ...inputs, 'dry-run': 'true' });
    expect(dry.exitCode, failureMessage(dry)).toBe(0);
    const run = await replace(inputs);
    expect(run.exitCode, failureMessage(run)).toBe(0);
    expect(records()[0]?.Disabled).toBe(true);
    const found = `The A record 'preview' exists in DNS zone ${zoneId} as record 70000, but it is disabled: it does not answer.`;
    const advice = '(if-exists: skip); enable it in the dashboard, or use if-exists: replace.';
    const warning = '::warning title=add-dns-record%3A the record exists but is disabled::';
    // The summary is HTML: its quotes are escaped.
    const inSummary = (text: string) => text.replaceAll("'", '&#39;');
    expect(run.stdout).toContain(`${warning}${found} Nothing was added or enabled ${advice}`);
    expect(run.summary).toContain(inSummary(`${found} Nothing was added or enabled ${advice}`));
    expect(dry.stdout).toContain(`${warning}${found} Nothing would be added or enabled ${advice}`);
    expect(dry.summary).toContain(inSummary(`${found} Nothing would be added or enabled ${advice}`));
  });

  it('moves a PullZone record to another pull zone, and keeps its link when only the TTL changes', async () => {
    seed({ Type: 7, Name: 'preview', LinkName: '3001', Ttl: 300 });
    const moved = await replace({ 'record-type': 'PullZone', 'pull-zone-id': '3002' });
    expect(moved.outputs['updated']).toBe('true');
    expect(records()[0]?.LinkName).toBe('3002');
    const ttl = await replace({ 'record-type': 'PullZone', 'pull-zone-id': '3002', ttl: '60' });
    expect(ttl.outputs['updated']).toBe('true');
    // The read model gives the link only in LinkName: the update sends it back as PullZoneId.
    expect(emulator().requests.at(-2)?.body).toMatchObject({ PullZoneId: 3002, Ttl: 60 });
    expect(records()[0]).toMatchObject({ LinkName: '3002', Ttl: 60 });
  });

  it('fails naming what the zone still shows when the update answers 204 but a member it changes reads back as before', async () => {
    const dns = emulator().state.part(DnsZones);
    seed({ Type: 0, Name: 'preview', Value: '192.0.2.1', Ttl: 300 });
    dns.behaviour.ignoredUpdateMember = 'Ttl';
    const ttl = await replace({ 'record-type': 'A', 'record-value': '192.0.2.1', ttl: '60' });
    expect(ttl.exitCode).toBe(1);
    expect(failureMessage(ttl)).toBe(
      `Record 70000 of DNS zone ${zoneId} was sent the update and the API answered with success, but the zone read after it does not show what was sent: Ttl reads 300 (sent 60). The platform did not take the whole update, and it was not sent again; check the record before running this step again.`,
    );
    expect(ttl.outputs).toMatchObject({ 'record-id': '70000', created: 'false' });
    expect(ttl.outputs['updated']).toBeUndefined();
    expect(JSON.parse(ttl.outputs['result'] ?? '')).toMatchObject({ Id: 70_000, Ttl: 300 });
    expect(methods().filter((line) => line.startsWith('POST'))).toHaveLength(1);
    // A value the update drops is the record's identity: checked as such, and named.
    dns.behaviour.ignoredUpdateMember = 'Value';
    const value = await replace({ 'record-type': 'A', 'record-value': '192.0.2.9' });
    expect(value.exitCode).toBe(1);
    expect(failureMessage(value)).toContain('Value reads "192.0.2.1" (sent "192.0.2.9")');
    dns.behaviour.ignoredUpdateMember = 'LinkName';
    seed({ Type: 7, Name: 'preview', LinkName: '3001' });
    const link = await replace({ 'record-type': 'PullZone', 'pull-zone-id': '3002' });
    expect(failureMessage(link)).toContain('PullZoneId reads 3001 (sent 3002)');
  });

  it('repeats the update after a 502, since sending the whole record twice leaves it as once', async () => {
    seed({ Type: 0, Name: 'preview', Value: '192.0.2.1' });
    emulator().inject({ kind: 'status', status: 502, path: '/records/70000', headers: { 'Retry-After': '0' } });
    const result = await replace({ 'record-type': 'A', 'record-value': '192.0.2.8' });
    expect(result.exitCode).toBe(0);
    expect(methods().filter((line) => line.startsWith('POST'))).toHaveLength(2);
    expect(records()[0]?.Value).toBe('192.0.2.8');
  });

  it('reads the zone after an update whose answer was lost, and reports the record updated when it reads as sent', async () => {
    seed({ Type: 0, Name: 'preview', Value: '192.0.2.1' });
    emulator().inject({ kind: 'reset-after', path: '/records/70000' });
    const result = await replace({ 'record-type': 'A', 'record-value': '192.0.2.8', 'max-attempts': '1' });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(methods()).toEqual([`GET /dnszone/${zoneId}`, `POST /dnszone/${zoneId}/records/70000`, `GET /dnszone/${zoneId}`]);
    expect(result.outputs).toMatchObject({ 'record-id': '70000', created: 'false', updated: 'true' });
    expect(result.stdout).toMatch(
      /::warning title=add-dns-record%3A the answer was lost; the record reads as sent::The answer to the update was lost .*record 70000 as sent/,
    );
  });

  it('after a server error on every attempt, reads the zone and says the record was not replaced and a re-run is safe', async () => {
    seed({ Type: 0, Name: 'preview', Value: '192.0.2.1' });
    emulator().inject({ kind: 'status', status: 500, path: '/records/70000' });
    const result = await replace({ 'record-type': 'A', 'record-value': '192.0.2.8', 'max-attempts': '1' });
    expect(result.exitCode).toBe(1);
    expect(methods()).toEqual([`GET /dnszone/${zoneId}`, `POST /dnszone/${zoneId}/records/70000`, `GET /dnszone/${zoneId}`]);
    expect(failureMessage(result)).toMatch(
      /Record 70000 of DNS zone \d+ was not replaced: the update failed \(.*500.*\) and the zone, read after, does not show it as sent, so running this step again is safe/,
    );
    expect(records()[0]?.Value).toBe('192.0.2.1');
  });

  it('after a gateway 504, a zone that does not show the update yet is no proof: it says the record may still be replaced, updated unset', async () => {
    seed({ Type: 0, Name: 'preview', Value: '192.0.2.1' });
    const held = releasable();
    emulator().inject({ kind: 'status-then-late', status: 504, ms: 0, release: held.promise, path: '/records/70000' });
    const result = await replace({ 'record-type': 'A', 'record-value': '192.0.2.8', 'max-attempts': '1' });
    expect(result.exitCode).toBe(1);
    expect(methods()).toEqual([`GET /dnszone/${zoneId}`, `POST /dnszone/${zoneId}/records/70000`, `GET /dnszone/${zoneId}`]);
    expect(failureMessage(result)).toMatch(
      new RegExp(
        `^Record 70000 of DNS zone ${zoneId} may still be replaced: the update failed \\(.*504.*\\) without an answer from the API itself, so it may still be running, and the zone, read after, does not show it yet\\. Running this step again is safe`,
      ),
    );
    expect(failureMessage(result)).not.toContain('was not replaced');
    expect(result.outputs).toMatchObject({ 'record-id': '70000', created: 'false' });
    expect(result.outputs['updated']).toBeUndefined();
    expect(JSON.parse(result.outputs['result'] ?? '')).toMatchObject({ Id: 70_000, Value: '192.0.2.1' });
    expect(result.summary).toContain(`zone ${zoneId}, outcome unknown`);
    // The platform applies it after all; the re-run finds the record as asked and writes nothing.
    held.resolve();
    await expect.poll(() => records()[0]?.Value, { timeout: 30_000 }).toBe('192.0.2.8');
    const again = await replace({ 'record-type': 'A', 'record-value': '192.0.2.8' });
    expect(again.outputs).toMatchObject({ 'record-id': '70000', created: 'false', updated: 'false' });
    expect(methods().filter((line) => line.startsWith('POST'))).toHaveLength(1);
  });

  // The update is repeated after a 504 (max-attempts defaults to 3): the first attempt may land after a later one answered 500.
  it('after a gateway 504 and then a 500, says the record may still be replaced: an earlier attempt may still land', async () => {
    seed({ Type: 0, Name: 'preview', Value: '192.0.2.1' });
    const held = releasable();
    emulator().inject(
      { kind: 'status-then-late', status: 504, ms: 0, release: held.promise, path: '/records/70000', headers: { 'Retry-After': '0' } },
      { kind: 'status', status: 500, path: '/records/70000' },
    );
    const result = await replace({ 'record-type': 'A', 'record-value': '192.0.2.8' });
    expect(result.exitCode).toBe(1);
    expect(methods()).toEqual([
      `GET /dnszone/${zoneId}`,
      `POST /dnszone/${zoneId}/records/70000`,
      `POST /dnszone/${zoneId}/records/70000`,
      `GET /dnszone/${zoneId}`,
    ]);
    expect(failureMessage(result)).toContain(
      `Record 70000 of DNS zone ${zoneId} may still be replaced: the update failed (POST /dnszone/${zoneId}/records/70000 answered 500 Internal Server Error) after an earlier attempt got no answer from the API itself, so it may still be running`,
    );
    expect(failureMessage(result)).not.toContain('was not replaced');
    expect(result.outputs['updated']).toBeUndefined();
    held.resolve();
    await expect.poll(() => records()[0]?.Value, { timeout: 30_000 }).toBe('192.0.2.8');
  });

  it('replaces a member the type does not compare for identity: the weight of an A record, the value of a PullZone record', async () => {
    seed(
      { Type: 0, Name: 'preview', Value: '192.0.2.7', Weight: 10, Ttl: 300 },
      { Type: 7, Name: 'preview', Value: 'old.b-cdn.net', LinkName: '3001' },
    );
    const weighted = await replace({ 'record-type': 'A', 'record-value': '192.0.2.7', weight: '50' });
    expect(weighted.exitCode, failureMessage(weighted)).toBe(0);
    expect(weighted.outputs).toMatchObject({ 'record-id': '70000', created: 'false', updated: 'true' });
    expect(weighted.stdout).toContain('(changed: Weight)');
    expect(records()[0]).toMatchObject({ Id: 70_000, Weight: 50, Ttl: 300 });
    const linked = await replace({ 'record-type': 'PullZone', 'pull-zone-id': '3001', 'record-value': 'new.b-cdn.net' });
    expect(linked.exitCode, failureMessage(linked)).toBe(0);
    expect(linked.outputs).toMatchObject({ 'record-id': '70001', created: 'false', updated: 'true' });
    expect(records()[1]).toMatchObject({ Id: 70_001, Value: 'new.b-cdn.net' });
    // Asked again, each is what the step asks: nothing is written.
    const again = await replace({ 'record-type': 'A', 'record-value': '192.0.2.7', weight: '50' });
    expect(again.outputs).toMatchObject({ updated: 'false' });
    expect(methods().filter((line) => line.startsWith('POST'))).toHaveLength(2);
  });

  it('says the record was replaced when the update answered 204 and only the read after it failed, setting the outputs it knows', async () => {
    seed({ Type: 0, Name: 'preview', Value: '192.0.2.1', Ttl: 120 });
    // The first read passes; the one after the update answers a server error, which a read does not repeat.
    emulator().inject({ kind: 'delay', ms: 0, method: 'GET' }, { kind: 'status', status: 500, method: 'GET' });
    const result = await replace({ 'record-type': 'A', 'record-value': '192.0.2.99' });
    expect(result.exitCode).toBe(1);
    expect(methods()).toEqual([`GET /dnszone/${zoneId}`, `POST /dnszone/${zoneId}/records/70000`, `GET /dnszone/${zoneId}`]);
    expect(records()[0]).toMatchObject({ Id: 70_000, Value: '192.0.2.99' });
    expect(result.outputs).toMatchObject({ 'record-id': '70000', created: 'false', updated: 'true' });
    // The record as it reads now is what could not be read.
    expect(result.outputs['result']).toBeUndefined();
    expect(failureMessage(result)).toMatch(
      new RegExp(
        `^Record 70000 of DNS zone ${zoneId} was replaced \\(the update answered 204\\), but reading the zone after it to check failed \\(.*500.*\\)`,
      ),
    );
    expect(failureMessage(result)).toContain('running this step again finds it and changes nothing');
    expect(result.summary).toContain('record 70000 replaced, not checked');
    // As the failure says: the re-run finds the record as sent and writes nothing.
    const again = await replace({ 'record-type': 'A', 'record-value': '192.0.2.99' });
    expect(again.exitCode).toBe(0);
    expect(again.outputs).toMatchObject({ 'record-id': '70000', created: 'false', updated: 'false' });
    expect(methods().filter((line) => line.startsWith('POST'))).toHaveLength(1);
  });

  it('says the record may have been replaced when the answer to the update was lost and the read to check it failed', async () => {
    seed({ Type: 0, Name: 'preview', Value: '192.0.2.1' });
    // The update lands but its answer is lost; the first read passes, the one to check answers a server error.
    emulator().inject(
      { kind: 'reset-after', method: 'POST', path: '/records/70000' },
      { kind: 'delay', ms: 0, method: 'GET' },
      { kind: 'status', status: 500, method: 'GET' },
    );
    const result = await replace({ 'record-type': 'A', 'record-value': '192.0.2.8', 'max-attempts': '1' });
    expect(result.exitCode).toBe(1);
    expect(methods()).toEqual([`GET /dnszone/${zoneId}`, `POST /dnszone/${zoneId}/records/70000`, `GET /dnszone/${zoneId}`]);
    expect(records()[0]).toMatchObject({ Id: 70_000, Value: '192.0.2.8' });
    // The record is known and nothing was created; whether it was updated is not, so updated stays unset.
    expect(result.outputs).toMatchObject({ 'record-id': '70000', created: 'false' });
    expect(result.outputs['updated']).toBeUndefined();
    expect(result.outputs['result']).toBeUndefined();
    expect(result.summary).not.toContain('not replaced');
    expect(result.summary).toContain(`zone ${zoneId}, outcome unknown`);
    expect(failureMessage(result)).toMatch(
      new RegExp(
        `^Record 70000 of DNS zone ${zoneId} may have been replaced: the update failed \\(.*connection.*\\), so the update may have been applied; the zone read to check failed \\(.*500.*\\); running this step again is safe \\(it finds the record and changes nothing, or replaces it\\)`,
      ),
    );
    // As the failure says: the re-run finds the record as sent and writes nothing.
    const again = await replace({ 'record-type': 'A', 'record-value': '192.0.2.8' });
    expect(again.exitCode).toBe(0);
    expect(again.outputs).toMatchObject({ 'record-id': '70000', created: 'false', updated: 'false' });
    expect(methods().filter((line) => line.startsWith('POST'))).toHaveLength(1);
  });

  it('sets the outputs it knows when the update went through but the record was deleted before the read to check it', async () => {
    seed({ Type: 0, Name: 'preview', Value: '192.0.2.1' });
    // The read after the update is held until the test has deleted the record, as another job might in between.
    const arrived = releasable();
    const held = releasable();
    let reads = 0;
    emulator().setRequestHook(({ method }) => {
      if (method === 'GET' && ++reads === 2) arrived.resolve();
    });
    emulator().inject({ kind: 'delay', ms: 0, method: 'GET' }, { kind: 'delay', ms: 0, method: 'GET', release: held.promise });
    const running = replace({ 'record-type': 'A', 'record-value': '192.0.2.8' });
    await arrived.promise;
    // Another job deletes the record.
    seed();
    held.resolve();
    const result = await running;
    expect(result.exitCode).toBe(1);
    expect(methods()).toEqual([`GET /dnszone/${zoneId}`, `POST /dnszone/${zoneId}/records/70000`, `GET /dnszone/${zoneId}`]);
    expect(result.outputs).toMatchObject({ 'record-id': '70000', created: 'false', updated: 'true' });
    expect(result.outputs['result']).toBeUndefined();
    expect(result.summary).toContain(`zone ${zoneId}, record 70000 replaced, then deleted`);
    expect(failureMessage(result)).toBe(
      `Record 70000 of DNS zone ${zoneId} was updated, but the zone no longer lists it: something else deleted it.`,
    );
  });

  it('says it is not known whether the update was applied when its answer was lost and the record was deleted before the read to check it', async () => {
    seed({ Type: 0, Name: 'preview', Value: '192.0.2.1' });
    // The update lands but its answer is lost; the read to check it is held until the test has deleted the record, as another job might in between.
    const arrived = releasable();
    const held = releasable();
    let reads = 0;
    emulator().setRequestHook(({ method }) => {
      if (method === 'GET' && ++reads === 2) arrived.resolve();
    });
    emulator().inject(
      { kind: 'reset-after', method: 'POST', path: '/records/70000' },
      { kind: 'delay', ms: 0, method: 'GET' },
      { kind: 'delay', ms: 0, method: 'GET', release: held.promise },
    );
    const running = replace({ 'record-type': 'A', 'record-value': '192.0.2.8', 'max-attempts': '1' });
    await arrived.promise;
    // Another job deletes the record.
    seed();
    held.resolve();
    const result = await running;
    expect(result.exitCode).toBe(1);
    expect(methods()).toEqual([`GET /dnszone/${zoneId}`, `POST /dnszone/${zoneId}/records/70000`, `GET /dnszone/${zoneId}`]);
    // The record is known and nothing was created; whether it was updated before it went is not, so updated stays unset.
    expect(result.outputs).toMatchObject({ 'record-id': '70000', created: 'false' });
    expect(result.outputs['updated']).toBeUndefined();
    expect(result.outputs['result']).toBeUndefined();
    expect(result.summary).not.toContain('not replaced');
    expect(result.summary).toContain(`zone ${zoneId}, record 70000 deleted, outcome unknown`);
    expect(failureMessage(result)).toMatch(
      new RegExp(
        `^Record 70000 of DNS zone ${zoneId} is no longer listed: the update failed \\(.*connection.*\\), and the zone, read after, no longer holds the record, so something else deleted it; whether the update was applied before it was deleted is not known\\. Running this step again adds the record anew\\.$`,
      ),
    );
    expect(failureMessage(result)).not.toContain('was not replaced');
    // As the failure says: the re-run finds no record of that type and name, and adds one.
    const again = await replace({ 'record-type': 'A', 'record-value': '192.0.2.8' });
    expect(again.exitCode).toBe(0);
    expect(again.outputs).toMatchObject({ created: 'true', updated: 'false' });
  });
  it('says the record was deleted in between when the update answers 404', async () => {
    seed({ Type: 0, Name: 'preview', Value: '192.0.2.1' });
    emulator().inject({ kind: 'status', status: 404, path: '/records/70000' });
    const result = await replace({ 'record-type': 'A', 'record-value': '192.0.2.8' });
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain('POST /dnszone/');
    expect(failureMessage(result)).toContain('Record 70000 is no longer in DNS zone');
  });

  it('shows what the API said when it refuses the update', async () => {
    seed({ Type: 0, Name: 'preview', Value: '192.0.2.1' });
    emulator().inject({
      kind: 'status',
      status: 400,
      path: '/records/70000',
      body: { ErrorKey: 'dns_record.locked', Field: 'Value', Message: 'The record is locked.' },
    });
    const result = await replace({ 'record-type': 'A', 'record-value': '192.0.2.8' });
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain('The record is locked.');
    expect(records()[0]?.Value).toBe('192.0.2.1');
  });

  it('sets record-id, created and updated when the update failed and left the record as it was', async () => {
    seed({ Type: 0, Name: 'preview', Value: '192.0.2.1' }, { Type: 0, Name: 'other', Value: '192.0.2.2' });
    // A server error on every attempt; the zone read after shows the record unchanged, so result is the record as read.
    emulator().inject({ kind: 'status', status: 500, path: '/records/70000' });
    const lost = await replace({ 'record-type': 'A', 'record-value': '192.0.2.8', 'max-attempts': '1' });
    expect(failureMessage(lost)).toContain('was not replaced');
    expect(lost.outputs).toMatchObject({ 'record-id': '70000', created: 'false', updated: 'false' });
    expect(JSON.parse(lost.outputs['result'] ?? '')).toMatchObject({ Id: 70_000, Value: '192.0.2.1' });
    // Refused: nothing was read after, so result stays unset.
    emulator().inject({
      kind: 'status',
      status: 400,
      path: '/records/70000',
      body: { ErrorKey: 'dns_record.locked', Message: 'The record is locked.' },
    });
    const refused = await replace({ 'record-type': 'A', 'record-value': '192.0.2.8' });
    expect(failureMessage(refused)).toContain('The record is locked.');
    expect(refused.outputs).toMatchObject({ 'record-id': '70000', created: 'false', updated: 'false' });
    expect(refused.outputs['result']).toBeUndefined();
    // Several records to replace: none is the one, and nothing was created or updated.
    seed({ Type: 0, Name: 'preview', Value: '192.0.2.1' }, { Type: 0, Name: 'preview', Value: '192.0.2.2' });
    const several = await replace({ 'record-type': 'A', 'record-value': '192.0.2.8' });
    expect(failureMessage(several)).toContain('(ids 70000, 70001)');
    expect(several.outputs).toMatchObject({ created: 'false', updated: 'false' });
    expect(several.outputs['record-id']).toBeUndefined();
  });

  it('after a lost answer, an update the zone shows taken in part is not reported updated: false, nor a re-run called safe', async () => {
    seed({ Type: 0, Name: 'preview', Value: '192.0.2.1', Ttl: 300 });
    emulator().state.part(DnsZones).behaviour.ignoredUpdateMember = 'Ttl';
    emulator().inject({ kind: 'status-after', status: 500, path: '/records/70000' });
    const run = await replace({ 'record-type': 'A', 'record-value': '192.0.2.8', ttl: '60', 'max-attempts': '1' });
    expect(run.exitCode).toBe(1);
    expect(JSON.parse(run.outputs['result'] ?? '{}')).toMatchObject({ Value: '192.0.2.8', Ttl: 300 });
    expect(run.outputs).toMatchObject({ 'record-id': '70000', created: 'false' });
    expect(run.outputs['updated']).toBeUndefined();
    expect(failureMessage(run)).toContain('was replaced in part');
    expect(failureMessage(run)).toContain('not Ttl');
    expect(failureMessage(run)).not.toContain('running this step again is safe');
  });

  it('after a lost answer, a record named in another case that took nothing is not replaced (updated: false), not "replaced in part"', async () => {
    seed({ Type: 0, Name: 'Preview', Value: '192.0.2.1', Ttl: 300 });
    emulator().inject({ kind: 'status', status: 500, path: '/records/70000' });
    const run = await replace({ 'record-type': 'A', 'record-value': '192.0.2.8', 'max-attempts': '1' });
    expect(run.exitCode).toBe(1);
    expect(JSON.parse(run.outputs['result'] ?? '{}')).toMatchObject({ Value: '192.0.2.1' });
    expect(failureMessage(run)).toContain('was not replaced');
    expect(run.outputs['updated']).toBe('false');
  });

  it('does not warn that a record asked for as disabled is disabled, on a re-run of skip or replace', async () => {
    const inputs = { 'record-type': 'A', 'record-value': '192.0.2.7', record: 'Disabled: true' };
    const first = await replace(inputs);
    expect(first.outputs).toMatchObject({ created: 'true', updated: 'false' });
    expect(records()[0]?.Disabled).toBe(true);
    for (const ifExists of ['replace', 'skip']) {
      for (const dryRun of ['false', 'true']) {
        const again = await replace({ ...inputs, 'if-exists': ifExists, 'dry-run': dryRun });
        expect(again.exitCode, failureMessage(again)).toBe(0);
        expect(again.outputs).toMatchObject({ 'record-id': first.outputs['record-id'], created: 'false', updated: 'false' });
        expect(again.stdout).not.toContain('it is disabled');
        expect(again.summary).not.toContain('it is disabled');
        if (dryRun === 'false')
          expect(again.stdout).toContain(`already exists in DNS zone ${zoneId} as record ${first.outputs['record-id']}; nothing changed`);
      }
    }
  });

  it('a dry run with a key reads the zone only and names the record it would replace, with the whole record it would send', async () => {
    seed({ Type: 0, Name: 'preview', Value: '192.0.2.1', Comment: 'kept' });
    const result = await replace({ 'record-type': 'A', 'record-value': '192.0.2.8', 'dry-run': 'true' });
    expect(result.exitCode).toBe(0);
    expect(methods()).toEqual([`GET /dnszone/${zoneId}`]);
    expect(records()[0]?.Value).toBe('192.0.2.1');
    expect(result.stdout).toContain("Dry run: The A record 'preview' would replace record 70000 of DNS zone");
    expect(result.outputs).toMatchObject({ 'record-id': '70000', created: 'false', updated: 'false' });
    expect(JSON.parse(result.outputs['result'] ?? '')).toMatchObject({
      dryRun: true,
      outcome: 'update',
      record: { Id: 70_000, Value: '192.0.2.1' },
      requests: [{ method: 'POST', path: `/dnszone/${zoneId}/records/70000`, body: { Id: 70_000, Value: '192.0.2.8', Comment: 'kept' } }],
    });
  });

  it('a dry run with a key says when it would add, and fails as the step would on several records', async () => {
    const adds = await replace({ 'record-type': 'A', 'record-value': '192.0.2.8', 'dry-run': 'true' });
    expect(JSON.parse(adds.outputs['result'] ?? '')).toMatchObject({ outcome: 'add', requests: [{ method: 'PUT' }] });
    seed({ Type: 0, Name: 'preview', Value: '192.0.2.1' }, { Type: 0, Name: 'preview', Value: '192.0.2.2' });
    const several = await replace({ 'record-type': 'A', 'record-value': '192.0.2.8', 'dry-run': 'true' });
    expect(several.exitCode).toBe(1);
    expect(failureMessage(several)).toContain('(ids 70000, 70001)');
    expect(methods().every((line) => line.startsWith('GET'))).toBe(true);
  });

  it("a dry run with a key never shows the values of a Script record's variables, its own or the record's", async () => {
    seed({
      Type: 11,
      Name: 'preview',
      Value: '2001',
      LinkName: 'preview-router',
      EnviromentalVariables: [{ Name: 'TOKEN', Value: 'zone-held-value-1' }],
    });
    const result = await replace({
      'record-type': 'Script',
      'script-id': '2001',
      ttl: '60',
      record: 'EnviromentalVariables:\n  - Name: OTHER\n    Value: step-given-value-2\n',
      'dry-run': 'true',
    });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(JSON.parse(result.outputs['result'] ?? '')).toMatchObject({ outcome: 'update' });
    // The step's own value is masked (the runner consumes the ::add-mask:: line); nothing else shows either.
    const printed = result.stdout
      .split('\n')
      .filter((line) => !line.startsWith('::add-mask::'))
      .join('\n');
    for (const text of [printed, result.summary, JSON.stringify(result.outputs)]) {
      expect(text).not.toContain('zone-held-value-1');
      expect(text).not.toContain('step-given-value-2');
    }
  });

  it('a dry run without a key lists the zone read, the update and the add, and sends nothing', async () => {
    const result = await replace({ 'record-type': 'A', 'record-value': '192.0.2.8', 'dry-run': 'true', 'api-key': '' });
    expect(emulator().requests).toHaveLength(0);
    const planned = (JSON.parse(result.outputs['result'] ?? '') as { requests: Array<{ method: string; path: string }> }).requests;
    expect(planned.map((request) => `${request.method} ${request.path}`)).toEqual([
      `GET /dnszone/${zoneId}`,
      `POST /dnszone/${zoneId}/records/{id of the record replaced}`,
      `PUT /dnszone/${zoneId}/records`,
    ]);
  });
});
