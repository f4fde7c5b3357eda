import { describe, expect, it } from 'vitest';
import { SEED } from '../../../emulator/server.ts';
import { failureMessage, runAgainst, useEmulator } from '../../support/e2e.ts';
import { actedCommands } from '../../support/leak-scanner.ts';
import type { ActionRun } from '../../support/run-action.ts';
import { DnsZones, dnsRecord } from '../../../emulator/dns/state.ts';
import { releasable } from '../../support/release.ts';

const emulator = useEmulator();
const zone = String(SEED.dnsZoneId);
const base = { operation: 'add-dns-record', 'zone-id': zone };
const SEEDED_RECORDS = 3;

/**
 * Runs the action (runAgainst fails the test if the key shows anywhere a user could see it).
 * Most cases are about the add itself, so they ask for it (`if-exists: add`); the re-run cases
 * say otherwise.
 */
const run = (inputs: Record<string, string>): Promise<ActionRun> => runAgainst(emulator(), { ...base, 'if-exists': 'add', ...inputs });

const records = () => emulator().state.part(DnsZones).records(SEED.dnsZoneId);
/** What the step sent besides its zone reads. */
const writes = () => emulator().requests.filter((request) => request.method !== 'GET');
const annotations = (result: ActionRun, name: string) => actedCommands(result, [name]).map((command) => command.data);

describe('add-dns-record, end to end', () => {
  it('adds an A record from the dedicated inputs and reports it', async () => {
    const result = await run({
      'record-type': 'a',
      'record-name': 'pr-42',
      'record-value': '192.0.2.42',
      ttl: '120',
      comment: 'preview of #42',
    });
    expect(result.exitCode).toBe(0);
    const [request] = writes();
    expect(request?.method).toBe('PUT');
    expect(request?.path).toBe(`/dnszone/${zone}/records`);
    expect(request?.body).toEqual({ Type: 0, Name: 'pr-42', Value: '192.0.2.42', Ttl: 120, Comment: 'preview of #42' });

    expect(result.outputs['status']).toBe('201');
    const record = JSON.parse(result.outputs['result'] ?? '') as Record<string, unknown>;
    expect(record).toMatchObject({ Type: 0, Name: 'pr-42', Value: '192.0.2.42', Ttl: 120, Comment: 'preview of #42' });
    expect(result.outputs['record-id']).toBe(String(record['Id']));
    expect(records()).toHaveLength(SEEDED_RECORDS + 1);
    expect(records().at(-1)?.Id).toBe(record['Id']);

    expect(result.summary).toContain('<td>Type</td><td>A</td>');
    expect(result.summary).toContain('<td>Name</td><td>pr-42</td>');
    expect(result.summary).toContain(`<td>Record id</td><td>${String(record['Id'])}</td>`);
  });

  it('merges record with the dedicated inputs; enums by name or number', async () => {
    // A PullZone record (7): only it keeps a pull zone.
    const result = await run({
      'record-type': '7',
      'record-name': 'preview',
      'record-value': 'preview.example.net',
      'pull-zone-id': '3001',
      record:
        'MonitorType: HTTP\nSmartRoutingType: latency\nDisabled: false\nEnviromentalVariables:\n  - Name: STAGE\n    Value: preview\n',
    });
    expect(result.exitCode).toBe(0);
    expect(writes()[0]?.body).toEqual({
      Type: 7,
      Name: 'preview',
      Value: 'preview.example.net',
      PullZoneId: 3001,
      MonitorType: 2,
      SmartRoutingType: 1,
      Disabled: false,
      EnviromentalVariables: [{ Name: 'STAGE', Value: 'preview' }],
    });
    expect(JSON.parse(result.outputs['result'] ?? '')).toMatchObject({
      Type: 7,
      MonitorType: 2,
      SmartRoutingType: 1,
      LinkName: '3001',
    });
    expect(result.summary).toContain('<td>Type</td><td>PullZone</td>');
    expect(result.summary).toContain('<td>Monitoring</td><td>Http</td>');
  });

  it('adds an AAAA record given entirely in record as JSON', async () => {
    const result = await run({ record: '{"Type": "AAAA", "Name": "v6", "Value": "2001:db8::42", "Ttl": 300}' });
    expect(result.exitCode).toBe(0);
    expect(writes()[0]?.body).toEqual({ Type: 1, Name: 'v6', Value: '2001:db8::42', Ttl: 300 });
  });

  it.each<[string, Record<string, string>, string]>([
    ['no zone-id', { 'zone-id': '' }, "Input 'zone-id': is required"],
    ['a zone-id that is not a number', { 'zone-id': 'preview.example.com' }, "Input 'zone-id': got 'preview.example.com'"],
    ['an unknown record type', { 'record-type': 'AA' }, "Input 'record-type': got 'AA'; expected one of A, AAAA, CNAME"],
    ['record type 16', { 'record-type': '16' }, "Input 'record-type': got 16; expected one of"],
    [
      'an A record with a host name',
      { 'record-type': 'A', 'record-value': 'example.com' },
      "Input 'record-value': got 'example.com'; the value of an A record must be an IPv4 address",
    ],
    [
      'an AAAA record with an IPv4 address',
      { 'record-type': 'AAAA', 'record-value': '192.0.2.1' },
      "Input 'record-value': got '192.0.2.1'; the value of an AAAA record must be an IPv6 address",
    ],
    [
      'an A record with a bad address in record',
      { record: 'Type: A\nValue: 300.1.1.1' },
      "Input 'record': Value: got '300.1.1.1'; the value of an A record must be an IPv4 address",
    ],
    ['a TTL past int32', { ttl: '2147483648' }, "Input 'ttl': got '2147483648'; expected a decimal integer from -2147483648 to 2147483647"],
    ['a priority that is not a number', { priority: 'high' }, "Input 'priority': got 'high'"],
    ['a weight past int32', { weight: '99999999999' }, "Input 'weight': got '99999999999'"],
    ['a port that is not a number', { port: '80/tcp' }, "Input 'port': got '80/tcp'"],
    ['flags of 256', { flags: '256' }, "Input 'flags': got '256'; expected a decimal integer from 0 to 255"],
    [
      'a field given twice',
      { ttl: '300', record: 'Ttl: 600' },
      "Input 'ttl': sets Ttl, which input 'record' sets too; give Ttl in one place only",
    ],
    ['a type given twice', { 'record-type': 'A', record: '{"Type": 0}' }, "Input 'record-type': sets Type, which input 'record' sets too"],
    [
      'an unknown field in record',
      { record: 'Proxied: true' },
      "Input 'record': unknown field 'Proxied'; allowed fields: Type, Ttl, Value, Name, Weight, Priority, Flags, Tag, Port, PullZoneId, ScriptId, Accelerated, MonitorType, GeolocationLatitude, GeolocationLongitude, LatencyZone, SmartRoutingType, Disabled, EnviromentalVariables, Comment, AutoSslIssuance",
    ],
    [
      'an unknown monitor type',
      { record: 'MonitorType: tcp' },
      "Input 'record': MonitorType: got 'tcp'; expected one of None, Ping, Http, Monitor (any case), or a number from 0 to 3",
    ],
    [
      'an unknown smart routing type',
      { record: 'SmartRoutingType: 5' },
      "Input 'record': SmartRoutingType: got 5; expected one of None, Latency, Geolocation",
    ],
    ['a YAML syntax error in record', { record: 'Ttl: 60\nComment: [a\n' }, "Input 'record': line"],
    [
      // The parser's text quoted the value after '*': the secret but its first character, which no mask covers.
      'a value that starts with * in record',
      { 'record-type': 'SCRIPT', record: 'EnviromentalVariables: [{Name: DB_PASSWORD, Value: *Xk9mP2qL7vR4}]' },
      "Input 'record': not usable YAML: an alias ('*') at line 1, column 52. Anchors, aliases and tags are not supported",
    ],
    [
      'a record that is not a mapping',
      { record: 'just text' },
      "Input 'record': holds a string; expected a mapping of AddDnsRecordModel fields",
    ],
  ])('refuses %s before any request', async (_label, inputs, message) => {
    const result = await run(inputs);
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain(message);
    expect(emulator().requests).toHaveLength(0);
  });

  it('shows no part of a record value that YAML would read as an alias, in the log or the error-message output', async () => {
    const secret = 'Xk9mP2qL7vR4';
    const result = await run({ 'record-type': 'SCRIPT', record: `EnviromentalVariables: [{Name: DB_PASSWORD, Value: *${secret}}]` });
    expect(result.exitCode).toBe(1);
    expect(result.outputs['error-message']).toContain("quote a value that starts with '*', '!' or '&'");
    for (const shown of [result.stdout, JSON.stringify(result.outputs)]) expect(shown).not.toContain(secret.slice(1));
    expect(emulator().requests).toHaveLength(0);
  });

  it('fails with 404 and names the zone when it does not exist', async () => {
    const result = await run({ 'zone-id': '999', 'record-type': 'TXT', 'record-name': 'hello', 'record-value': 'hello' });
    expect(result.exitCode).toBe(1);
    expect(result.outputs['status']).toBe('404');
    expect(failureMessage(result)).toContain('GET /dnszone/999 answered 404 Not Found');
    expect(writes()).toHaveLength(0);
    expect(failureMessage(result)).toContain('No DNS zone has the id 999: check zone-id.');
  });

  it('reports a 400 ApiErrorData answer with its ErrorKey, Field and Message', async () => {
    emulator().inject({
      kind: 'status',
      status: 400,
      path: '/records',
      body: { ErrorKey: 'dns_record.name_taken', Field: 'Name', Message: 'A CNAME record cannot share its name with another record.' },
    });
    const result = await run({ 'record-type': 'CNAME', 'record-name': 'www', 'record-value': 'example.net' });
    expect(result.exitCode).toBe(1);
    expect(result.outputs['status']).toBe('400');
    expect(result.outputs['error-key']).toBe('dns_record.name_taken');
    expect(result.outputs['error-message']).toBe(
      `PUT /dnszone/${zone}/records answered 400 Bad Request: A CNAME record cannot share its name with another record. (ErrorKey dns_record.name_taken, field Name)`,
    );
    expect(records()).toHaveLength(SEEDED_RECORDS);
  });

  it('shows every errors[] entry of a problem-details answer', async () => {
    emulator().inject({
      kind: 'status',
      status: 400,
      path: '/records',
      body: {
        title: 'One or more validation errors occurred.',
        status: 400,
        errors: [
          { field: 'Value', message: 'The value is too long.' },
          { field: 'Ttl', message: 'The TTL must be at least 15.' },
        ],
      },
    });
    const result = await run({ 'record-type': 'TXT', 'record-name': 'x', 'record-value': 'x', ttl: '1' });
    expect(result.exitCode).toBe(1);
    expect(result.outputs['error-key']).toBe('One or more validation errors occurred.');
    expect(failureMessage(result)).toContain('- Value: The value is too long.');
    expect(failureMessage(result)).toContain('- Ttl: The TTL must be at least 15.');
  });

  it('never repeats the request when the answer is lost after the record was made, and finds the record', async () => {
    emulator().inject({ kind: 'reset-after', path: '/records' });
    const result = await run({ 'record-type': 'CNAME', 'record-name': 'pr-7', 'record-value': 'pr-7.example.net' });
    expect(result.exitCode).toBe(0);
    expect(emulator().requests.map((request) => request.method)).toEqual(['GET', 'PUT', 'GET']);
    expect(writes()[0]?.handlerStatus).toBe(201);
    const made = records().filter((record) => record.Name === 'pr-7');
    expect(made).toHaveLength(1);
    expect(result.outputs['record-id']).toBe(String(made[0]?.Id));
    expect(result.outputs['created']).toBe('true');
    expect(annotations(result, 'warning').some((text) => text.includes(`DNS zone ${zone} now holds the record: id ${made[0]?.Id}`))).toBe(
      true,
    );
  });

  it('after a lost answer in skip mode, reports the record it made, not one that was there before', async () => {
    const first = await runAgainst(emulator(), {
      ...base,
      'record-type': 'TXT',
      'record-name': 'lost',
      'record-value': 'v1',
      'if-exists': 'add',
    });
    emulator().inject({ kind: 'reset-after', path: '/records' });
    // Another value: the zone check finds nothing, the add happens, its answer is lost.
    const result = await runAgainst(emulator(), { ...base, 'record-type': 'TXT', 'record-name': 'lost', 'record-value': 'v2' });
    expect(result.exitCode).toBe(0);
    const made = records().filter((record) => record.Value === 'v2');
    expect(made).toHaveLength(1);
    expect(result.outputs['record-id']).toBe(String(made[0]?.Id));
    expect(result.outputs['record-id']).not.toBe(first.outputs['record-id']);
  });

  // A 500 too: the API may have added the record before it failed (the client's mayHaveLanded).
  // A 500 is the API's own answer, given once it stopped working on the request: the zone read after it is the proof.
  // A gateway's 502, 503 or 504 is not: the API behind it may still add the record, so the step says so (see below).
  it.each([[500], [502], [503], [504]])(
    'does not repeat after %i; the zone shows nothing was added, so it says a re-run is safe (500) or that it may still be added (a gateway)',
    async (status) => {
      emulator().inject({ kind: 'status', status, path: '/records', headers: { 'Retry-After': '0' } });
      const result = await run({ 'record-type': 'TXT', 'record-name': 'gw', 'record-value': 'gateway' });
      expect(result.exitCode).toBe(1);
      expect(emulator().requests.map((request) => request.method)).toEqual(['GET', 'PUT', 'GET']);
      expect(result.outputs['status']).toBe(String(status));
      if (status === 500) {
        expect(failureMessage(result)).toContain(`The TXT record 'gw' was not added: the request failed`);
        expect(failureMessage(result)).toContain(`DNS zone ${zone} does not hold the record, so running this step again is safe`);
      } else {
        expect(failureMessage(result)).toContain(`The TXT record 'gw' is not in DNS zone ${zone} yet: the request failed`);
        expect(failureMessage(result)).not.toContain('running this step again is safe');
      }
      expect(records().filter((record) => record.Name === 'gw')).toHaveLength(0);
    },
  );

  it('after a 500 that came once the record was added, reads the zone and reports the record, never adding a second', async () => {
    emulator().inject({ kind: 'status-after', status: 500, path: '/records' });
    const result = await run({ 'record-type': 'TXT', 'record-name': 'late', 'record-value': 'after-500' });
    expect(result.exitCode).toBe(0);
    expect(emulator().requests.map((request) => request.method)).toEqual(['GET', 'PUT', 'GET']);
    const made = records().filter((record) => record.Name === 'late');
    expect(made).toHaveLength(1);
    expect(result.outputs['record-id']).toBe(String(made[0]?.Id));
    expect(result.outputs['created']).toBe('true');
    expect(annotations(result, 'warning').some((text) => text.includes(`DNS zone ${zone} now holds the record: id ${made[0]?.Id}`))).toBe(
      true,
    );
  });

  // The platform may still be carrying the add out when the zone is read: a gateway answered in its place, or no answer came in time.
  it.each([['a gateway 504'], ['no answer in time']])(
    'after %s, a zone that does not hold the record yet is no proof: it says the record may still be added, and sets no created',
    async (fault) => {
      const held = releasable();
      if (fault === 'a gateway 504')
        emulator().inject({ kind: 'status-then-late', status: 504, ms: 0, release: held.promise, path: '/records' });
      else emulator().inject({ kind: 'delay', ms: 0, release: held.promise, path: '/records' });
      const step = { 'record-type': 'A', 'record-name': 'late', 'record-value': '192.0.2.7' };
      const result = await run({ ...step, ...(fault === 'a gateway 504' ? {} : { 'timeout-seconds': '1' }) });
      expect(result.exitCode).toBe(1);
      expect(emulator().requests.map((request) => request.method)).toEqual(['GET', 'PUT', 'GET']);
      expect(failureMessage(result)).toContain(`The A record 'late' is not in DNS zone ${zone} yet: the request failed (`);
      expect(failureMessage(result)).toContain('so it may still be running and add the record');
      expect(failureMessage(result)).toContain(
        `With if-exists: add, check the records of DNS zone ${zone} before running this step again: running it again can add a second record`,
      );
      expect(failureMessage(result)).not.toContain('was not added');
      expect(failureMessage(result)).not.toContain('running this step again is safe');
      // Whether this step added the record is what is not known.
      expect(result.outputs['created']).toBeUndefined();
      expect(result.outputs['updated']).toBeUndefined();
      expect(result.summary).toContain(`zone ${zone}, outcome unknown`);
      // The platform adds it after all; a re-run with if-exists: skip finds it and adds no second one.
      held.resolve();
      await expect.poll(() => records().filter((record) => record.Name === 'late').length, { timeout: 30_000 }).toBe(1);
      const again = await runAgainst(emulator(), { ...base, ...step, 'if-exists': 'skip' });
      expect(again.exitCode, failureMessage(again)).toBe(0);
      expect(again.outputs).toMatchObject({
        created: 'false',
        'record-id': String(records().find((record) => record.Name === 'late')?.Id),
      });
      expect(records().filter((record) => record.Name === 'late')).toHaveLength(1);
    },
  );

  // With if-exists: fail, a re-run that finds the record this step added fails naming it: the message says so, and what reports it instead.
  it.each([['fail'], ['skip']])(
    'after a gateway 504 with if-exists: %s, says what a re-run does if the record landed',
    async (ifExists) => {
      const held = releasable();
      emulator().inject({ kind: 'status-then-late', status: 504, ms: 0, release: held.promise, path: '/records' });
      const step = { 'record-type': 'A', 'record-name': 'late', 'record-value': '192.0.2.7', 'if-exists': ifExists };
      const result = await run(step);
      expect(result.exitCode).toBe(1);
      if (ifExists === 'fail') {
        expect(failureMessage(result)).toContain(
          'Running this step again adds the record if it was not added; if it was, the re-run fails naming it (if-exists: fail): use if-exists: skip to have it reported instead.',
        );
        expect(failureMessage(result)).not.toContain('finds the record');
      } else {
        expect(failureMessage(result)).toContain(
          'Running this step again finds the record if it was added (if-exists: skip), and adds it if it was not.',
        );
      }
      held.resolve();
      await expect.poll(() => records().filter((record) => record.Name === 'late').length, { timeout: 30_000 }).toBe(1);
      // What the message said of the re-run is what it does.
      const again = await run(step);
      expect(again.exitCode).toBe(ifExists === 'fail' ? 1 : 0);
      if (ifExists === 'fail') expect(failureMessage(again)).toContain('and if-exists is fail. Use if-exists: skip to report it instead');
    },
  );

  it('after a 400 (the API refused it), does not read the zone again: nothing was added', async () => {
    emulator().inject({
      kind: 'status',
      status: 400,
      path: '/records',
      body: { ErrorKey: 'dnsrecord.invalid', Message: 'Invalid record.' },
    });
    const result = await run({ 'record-type': 'TXT', 'record-name': 'bad', 'record-value': 'refused' });
    expect(result.exitCode).toBe(1);
    expect(emulator().requests.map((request) => request.method)).toEqual(['GET', 'PUT']);
    expect(failureMessage(result)).not.toContain('may exist');
  });

  it('sets created and updated false when the add failed and nothing was added, refused or after a lost answer', async () => {
    emulator().inject({
      kind: 'status',
      status: 400,
      path: '/records',
      body: { ErrorKey: 'dnsrecord.invalid', Message: 'Invalid record.' },
    });
    const refused = await run({ 'record-type': 'TXT', 'record-name': 'bad', 'record-value': 'refused' });
    expect(failureMessage(refused)).toContain('Invalid record.');
    expect(refused.outputs).toMatchObject({ created: 'false', updated: 'false' });
    expect(refused.outputs['record-id']).toBeUndefined();
    emulator().inject({ kind: 'status', status: 204, path: '/records' });
    const lost = await run({ 'record-type': 'A', 'record-name': 'x204', 'record-value': '192.0.2.4' });
    expect(failureMessage(lost)).toContain('was not added');
    expect(lost.outputs).toMatchObject({ created: 'false', updated: 'false' });
    expect(lost.outputs['record-id']).toBeUndefined();
    const whole = await run({ 'record-type': 'A', 'record-name': 'pr-7.preview.example.com', 'record-value': '192.0.2.4' });
    expect(failureMessage(whole)).toContain('record names are relative to the zone');
    expect(whole.outputs).toMatchObject({ created: 'false', updated: 'false' });
    expect(records()).toHaveLength(SEEDED_RECORDS);
  });

  it('repeats after 429, which means the request was not carried out', async () => {
    emulator().inject({ kind: 'status', status: 429, path: '/records', headers: { 'Retry-After': '0' } });
    const result = await run({ 'record-type': 'A', 'record-name': 'busy', 'record-value': '192.0.2.7' });
    expect(result.exitCode).toBe(0);
    expect(writes()).toHaveLength(2);
    expect(records().filter((record) => record.Name === 'busy')).toHaveLength(1);
  });

  it('sends nothing in a dry run without a key and shows the planned requests', async () => {
    const result = await run({ 'record-type': 'A', 'record-name': 'pr-9', 'record-value': '192.0.2.9', 'dry-run': 'true', 'api-key': '' });
    expect(result.exitCode).toBe(0);
    expect(emulator().requests).toHaveLength(0);
    expect(JSON.parse(result.outputs['result'] ?? '')).toEqual({
      dryRun: true,
      requests: [
        { method: 'GET', path: `/dnszone/${zone}` },
        { method: 'PUT', path: `/dnszone/${zone}/records`, body: { Type: 0, Name: 'pr-9', Value: '192.0.2.9' } },
      ],
    });
    expect(records()).toHaveLength(SEEDED_RECORDS);
  });

  it('checks the zone after an undocumented success status, and says when the record is not there', async () => {
    emulator().inject({ kind: 'status', status: 204, path: '/records' });
    const result = await run({ 'record-type': 'A', 'record-name': 'x204', 'record-value': '192.0.2.4' });
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain('was not added: the request failed (PUT /dnszone/1001/records answered 204 No Content)');
    expect(emulator().requests.map((request) => request.method)).toEqual(['GET', 'PUT', 'GET']);
  });
});

describe('add-dns-record, safe to re-run', () => {
  const preview = { ...base, 'record-type': 'CNAME', 'record-name': 'pr-42', 'record-value': 'Preview.Example.net.' };

  it('two identical runs leave one record; the second reports it with created false', async () => {
    const first = await runAgainst(emulator(), preview);
    expect(first.exitCode).toBe(0);
    expect(first.outputs['created']).toBe('true');
    // The same record written another way: names and host names compare without case or final dot.
    const second = await runAgainst(emulator(), { ...preview, 'record-name': 'PR-42', 'record-value': 'preview.example.net' });
    expect(second.exitCode).toBe(0);
    expect(second.outputs['created']).toBe('false');
    expect(second.outputs['record-id']).toBe(first.outputs['record-id']);
    expect(records().filter((record) => record.Name === 'pr-42')).toHaveLength(1);
    expect(emulator().requests.map((request) => request.method)).toEqual(['GET', 'PUT', 'GET']);
    expect(second.stdout).toContain(
      `already exists in DNS zone ${zone} as record ${first.outputs['record-id']}; nothing changed (if-exists: skip)`,
    );
    expect(second.summary).toContain('already in zone');
  });

  it('reports in result the record as the zone read gives it, members the model does not name included', async () => {
    records().push(dnsRecord({ Id: 80_000, Type: 2, Name: 'pr-42', Value: 'preview.example.net', Ttl: 300 }));
    Object.assign(records().at(-1) ?? {}, {
      Health: { Status: 1 },
      IPGeoLocationInfo: { CountryCode: 'DE', Country: 'Germany', ASN: 64500, OrganizationName: null, City: null, Region: 'EU' },
    });
    const result = await runAgainst(emulator(), preview);
    expect(result.exitCode, failureMessage(result)).toBe(0);
    expect(result.outputs).toMatchObject({ created: 'false', 'record-id': '80000' });
    expect(JSON.parse(result.outputs['result'] ?? '')).toMatchObject({
      Id: 80_000,
      Health: { Status: 1 },
      IPGeoLocationInfo: { CountryCode: 'DE', Region: 'EU' },
    });
  });

  it('if-exists: fail fails naming the record, and adds nothing', async () => {
    const first = await runAgainst(emulator(), preview);
    const second = await runAgainst(emulator(), { ...preview, 'if-exists': 'fail' });
    expect(second.exitCode).toBe(1);
    expect(failureMessage(second)).toContain(`already exists in DNS zone ${zone} as record ${first.outputs['record-id']}`);
    expect(emulator().requests.filter((request) => request.method === 'PUT')).toHaveLength(1);
    // The refusal is printed once, as the step's error; the Outputs group points at it.
    expect(second.stdout.split('already exists in DNS zone')).toHaveLength(2);
    expect(second.stdout).toContain('error-message: (the error above)');
    expect(second.outputs['error-message']).toContain('if-exists is fail');
    // What the step found is known though it fails: the record, and that it changed nothing.
    expect(second.outputs).toMatchObject({ 'record-id': first.outputs['record-id'], created: 'false', updated: 'false' });
    expect(JSON.parse(second.outputs['result'] ?? '')).toMatchObject({ Id: Number(first.outputs['record-id']), Name: 'pr-42' });
  });

  it('if-exists: add adds another; it reads the zone first, so that a lost answer is never pinned on an older record', async () => {
    await runAgainst(emulator(), preview);
    const second = await runAgainst(emulator(), { ...preview, 'if-exists': 'add' });
    expect(second.exitCode).toBe(0);
    expect(second.outputs['created']).toBe('true');
    expect(records().filter((record) => record.Name === 'pr-42')).toHaveLength(2);
    expect(emulator().requests.map((request) => request.method)).toEqual(['GET', 'PUT', 'GET', 'PUT']);
  });

  it('after a lost answer in if-exists: add, reports the record it made, never the identical one that was there before', async () => {
    const first = await runAgainst(emulator(), preview);
    emulator().inject({ kind: 'reset-after', path: '/records' });
    const second = await runAgainst(emulator(), { ...preview, 'if-exists': 'add' });
    expect(second.exitCode).toBe(0);
    const made = records().filter((record) => record.Name === 'pr-42');
    expect(made).toHaveLength(2);
    expect(second.outputs['record-id']).not.toBe(first.outputs['record-id']);
    expect(second.outputs['record-id']).toBe(String(made[1]?.Id));
    expect(second.outputs['created']).toBe('true');
  });

  it('after a lost answer in if-exists: add when the add did not happen, says so instead of reporting the older record', async () => {
    await runAgainst(emulator(), preview);
    // The API's own 500: after a gateway's 502 the add might still land, and the step would not say "not added".
    emulator().inject({ kind: 'status', status: 500, path: '/records' });
    const second = await runAgainst(emulator(), { ...preview, 'if-exists': 'add' });
    expect(second.exitCode).toBe(1);
    expect(failureMessage(second)).toContain('was not added');
    expect(second.outputs['record-id']).toBeUndefined();
    expect(records().filter((record) => record.Name === 'pr-42')).toHaveLength(1);
  });

  it("adds at the apex for record-name '@', and finds it there on a re-run", async () => {
    const apex = { ...base, 'record-type': 'TXT', 'record-name': '@', 'record-value': 'site-verification=abc' };
    const first = await runAgainst(emulator(), apex);
    expect(emulator().requests[1]?.body).toMatchObject({ Name: '' });
    const second = await runAgainst(emulator(), apex);
    expect(second.outputs['record-id']).toBe(first.outputs['record-id']);
    expect(second.outputs['created']).toBe('false');
  });

  it("finds the apex record for a Name of '@' given in record, as for record-name: a re-run adds nothing", async () => {
    // The seed's apex TXT record (50003) has the empty name.
    const apex = { ...base, 'record-type': 'TXT', 'record-value': 'v=spf1 -all' };
    const fromRecord = await runAgainst(emulator(), { ...apex, record: "Name: '@'" });
    expect(fromRecord.exitCode, fromRecord.stdout).toBe(0);
    expect(fromRecord.outputs).toMatchObject({ 'record-id': '50003', created: 'false' });
    const dotted = await runAgainst(emulator(), { ...apex, 'record-name': '@.' });
    expect(dotted.outputs).toMatchObject({ 'record-id': '50003', created: 'false' });
    // Added, it is sent as the empty name: the apex, never a record named '@'.
    await runAgainst(emulator(), { ...base, 'record-type': 'TXT', 'record-value': 'other', record: '{"Name": "@"}' });
    expect(writes().map((request) => request.body)).toEqual([{ Type: 3, Name: '', Value: 'other' }]);
    expect(records().filter((record) => record.Name === '@')).toEqual([]);
  });

  it('refuses a step without record-name or record-type before any request, naming both', async () => {
    const result = await runAgainst(emulator(), { ...base, 'record-value': '192.0.2.1' });
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain("Input 'record-type': is required");
    expect(failureMessage(result)).toContain("Input 'record-name': is required");
    expect(emulator().requests).toHaveLength(0);
  });

  it('names every problem of the inputs in one failure: a field the schema refuses does not hide the rules of the type', async () => {
    const both = await runAgainst(emulator(), {
      ...base,
      'record-type': 'A',
      'record-name': 'www2',
      'record-value': 'not-an-address',
      ttl: 'abc',
    });
    expect(both.exitCode).toBe(1);
    expect(failureMessage(both)).toContain("Input 'ttl': got 'abc'; expected a decimal integer");
    expect(failureMessage(both)).toContain("Input 'record-value': got 'not-an-address'; the value of an A record must be an IPv4 address");
    // Within record too: a refused Ttl beside a Value that is no IPv4 address.
    const inRecord = await runAgainst(emulator(), { ...base, record: 'Type: A\nName: www2\nValue: 300.1.1.1\nTtl: abc' });
    expect(failureMessage(inRecord)).toContain("Ttl: got 'abc'");
    expect(failureMessage(inRecord)).toContain("Value: got '300.1.1.1'; the value of an A record must be an IPv4 address");
    // A field refused is not also reported missing: the SRV port was given, only badly.
    const srv = await runAgainst(emulator(), {
      ...base,
      'record-type': 'SRV',
      'record-name': '_sip._tcp',
      'record-value': 'sip.example.com',
      port: '80/tcp',
    });
    expect(failureMessage(srv)).toBe("Input 'port': got '80/tcp'; expected a decimal integer from 0 to 65535");
    // A misspelt field of record is the one problem: the field it meant is not also missing.
    const misspelt = await runAgainst(emulator(), { ...base, record: 'Type: A\nName: www2\nValeu: 192.0.2.1' });
    expect(failureMessage(misspelt)).toContain("unknown field 'Valeu'");
    expect(failureMessage(misspelt)).not.toContain('record-value');
    expect(emulator().requests).toHaveLength(0);
  });

  it('reads the format of the dedicated inputs when record cannot be read, judging nothing missing beside it', async () => {
    const result = await runAgainst(emulator(), {
      ...base,
      'record-type': 'A',
      'record-value': '192.0.2.1',
      record: '{Comment: [unclosed',
      ttl: 'abc',
    });
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain("Input 'record': ");
    expect(failureMessage(result)).toContain("Input 'ttl': got 'abc'");
    // record may hold the Name: its absence beside an unreadable record is not a problem of its own.
    expect(failureMessage(result)).not.toContain("Input 'record-name'");
    expect(emulator().requests).toHaveLength(0);
  });

  // Only a PullZone record keeps a pull zone, only a Script record a script: sent on another type, the zone
  // reads none back, and with if-exists: replace every run updated the record and then failed on it as not taken.
  it('refuses pull-zone-id on a type other than PullZone and script-id on one other than Script, with every other problem, before any request', async () => {
    const result = await runAgainst(emulator(), {
      ...preview,
      'record-type': 'A',
      'record-value': '192.0.2.1',
      'pull-zone-id': '3001',
      'script-id': '2001',
      ttl: 'abc',
      'if-exists': 'replace',
    });
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain("Input 'pull-zone-id': is for PullZone records only: an A record has no pull zone");
    expect(failureMessage(result)).toContain("Input 'script-id': is for Script records only: an A record has no script");
    expect(failureMessage(result)).toContain("Input 'ttl': got 'abc'");
    const cname = await runAgainst(emulator(), {
      ...preview,
      'record-type': 'CNAME',
      'record-value': 'x.example.net',
      record: 'ScriptId: 2001',
    });
    expect(failureMessage(cname)).toContain("Input 'record': ScriptId: is for Script records only: a CNAME record has no script");
    expect(emulator().requests).toHaveLength(0);
  });

  // Which type keeps which member is not documented; the platform's Terraform provider reads a weight back only for
  // A, AAAA and SRV records. A member the type does not keep would be sent, read back otherwise, and sent again.
  it('refuses weight, priority, port, flags and tag on a type that does not keep them, before any request', async () => {
    const result = await runAgainst(emulator(), {
      ...preview,
      'record-type': 'CNAME',
      'record-value': 'x.example.net',
      weight: '5',
      priority: '1',
      port: '80',
      flags: '128',
      tag: 'issue',
    });
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain("Input 'weight': is for A, AAAA and SRV records only: a CNAME record has no weight");
    expect(failureMessage(result)).toContain("Input 'priority': is for MX and SRV records only: a CNAME record has no priority");
    expect(failureMessage(result)).toContain("Input 'port': is for SRV records only: a CNAME record has no port");
    expect(failureMessage(result)).toContain("Input 'flags': is for CAA records only: a CNAME record has no flags");
    expect(failureMessage(result)).toContain("Input 'tag': is for CAA records only: a CNAME record has no tag");
    expect(emulator().requests).toHaveLength(0);
    // The types that keep them take them.
    const weighted = await runAgainst(emulator(), { ...preview, 'record-type': 'A', 'record-value': '192.0.2.5', weight: '5' });
    expect(weighted.exitCode, failureMessage(weighted)).toBe(0);
    // The zeros a read gives every record (a record copied from one) are no value: taken, and not sent.
    const zeros = await runAgainst(emulator(), {
      ...preview,
      'record-name': 'copied',
      'record-type': 'CNAME',
      'record-value': 'x.example.net',
      record: '{"Weight": 0, "Priority": 0, "Port": 0, "Flags": 0, "Tag": ""}',
    });
    expect(zeros.exitCode, failureMessage(zeros)).toBe(0);
    const sent =
      emulator()
        .requests.filter((request) => request.method === 'PUT')
        .at(-1)?.bodyText ?? '';
    expect(JSON.parse(sent)).not.toHaveProperty('Weight');
    expect(JSON.parse(sent)).not.toHaveProperty('Tag');
  });

  it('a dry run without a key shows the zone read and the add', async () => {
    const result = await runAgainst(emulator(), { ...preview, 'dry-run': 'true', 'api-key': '' });
    expect(emulator().requests).toHaveLength(0);
    const planned = (JSON.parse(result.outputs['result'] ?? '') as { requests: Array<{ method: string; path: string }> }).requests;
    expect(planned.map((request) => `${request.method} ${request.path}`)).toEqual([`GET /dnszone/${zone}`, `PUT /dnszone/${zone}/records`]);
  });

  it('a zone that does not exist fails at the read, naming zone-id', async () => {
    const result = await runAgainst(emulator(), { ...preview, 'zone-id': '999999' });
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain('No DNS zone has the id 999999: check zone-id.');
    expect(emulator().requests.map((request) => request.method)).toEqual(['GET']);
  });

  it('sets created and updated false when the zone cannot be read: nothing was written', async () => {
    for (const ifExists of ['skip', 'replace']) {
      const result = await runAgainst(emulator(), { ...preview, 'zone-id': '999999', 'if-exists': ifExists });
      expect(result.exitCode).toBe(1);
      expect(result.outputs).toMatchObject({ created: 'false', updated: 'false' });
      expect(result.outputs['record-id']).toBeUndefined();
    }
    expect(emulator().requests.map((request) => request.method)).toEqual(['GET', 'GET']);
  });
});

describe('add-dns-record, names that mislead', () => {
  const cname = { ...base, 'record-type': 'CNAME', 'record-value': 'pr-7.b-cdn.net' };

  it('warns of another CNAME of the name, naming it and if-exists: replace', async () => {
    // The seed's CNAME 'docs' (record 50002) points elsewhere. A dry run with a key says so before anything is sent.
    const dryRun = await runAgainst(emulator(), { ...cname, 'record-name': 'docs', 'dry-run': 'true' });
    expect(annotations(dryRun, 'warning').join('\n')).toContain('record 50002');
    const result = await runAgainst(emulator(), { ...cname, 'record-name': 'docs' });
    expect(result.exitCode, result.stdout).toBe(0);
    const [warning] = annotations(result, 'warning');
    expect(warning).toContain("another CNAME record of the name 'docs' (record 50002 -> docs.preview.example.net)");
    expect(warning).toContain('if-exists: replace');
  });

  it('does not warn when the name has no other CNAME', async () => {
    const result = await runAgainst(emulator(), { ...cname, 'record-name': 'pr-7' });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(annotations(result, 'warning')).toEqual([]);
  });

  it("refuses a record-name that ends in the zone's domain, saying names are relative, and adds nothing", async () => {
    const result = await runAgainst(emulator(), { ...cname, 'record-name': 'pr-7.Preview.Example.com.' });
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toBe(
      `record-name 'pr-7.Preview.Example.com' ends in the domain of DNS zone ${zone}, preview.example.com: record names are relative to the zone, so this record would answer for pr-7.Preview.Example.com.preview.example.com. Give 'pr-7'. Nothing was added.`,
    );
    expect(writes()).toEqual([]);
    const apex = await runAgainst(emulator(), { ...cname, 'record-name': 'preview.example.com' });
    expect(failureMessage(apex)).toContain("Give '@' for the zone apex.");
    expect(writes()).toEqual([]);
  });
});
