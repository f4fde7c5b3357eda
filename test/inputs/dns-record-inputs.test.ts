import { describe, expect, it } from 'vitest';
import { ADD_DNS_RECORD_FIELDS } from '../../src/api/models/dns-record.ts';
import { DNS_RECORD_INPUTS, enumName, readDnsRecordInputs } from '../../src/inputs/dns-record-inputs.ts';
import { InputError, Inputs } from '../../src/inputs/inputs.ts';

const inputsOf = (values: Record<string, string>) => new Inputs((name) => values[name]);
/**
 * Reads as a step does: the readers' recorded problems fail it once the reading is done. The
 * mapping cases leave out what every record needs; those rules have cases of their own below.
 */
const read = (values: Record<string, string>, { requiredToo = false } = {}) => {
  const inputs = inputsOf(values);
  const result = readDnsRecordInputs(inputs);
  const problems = inputs.problems.list.filter((problem) => requiredToo || !/: is required/.test(problem.message));
  if (problems.length > 0) throw problems[0];
  return result;
};

function refusal(values: Record<string, string>, requiredToo = false): InputError {
  try {
    read(values, { requiredToo });
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return error as InputError;
  }
  throw new Error('the inputs were accepted');
}

describe('add-dns-record inputs', () => {
  it('maps every dedicated input to its API field', () => {
    const { request, sources } = read({
      'record-type': 'srv',
      'record-name': '_sip._tcp',
      'record-value': 'sip.example.com',
      ttl: '300',
      priority: '10',
      weight: '5',
      port: '5060',
      comment: 'preview',
    });
    expect(request).toEqual({
      Type: 8,
      Name: '_sip._tcp',
      Value: 'sip.example.com',
      Ttl: 300,
      Priority: 10,
      Weight: 5,
      Port: 5060,
      Comment: 'preview',
    });
    // Each of the rest on the one type that keeps it.
    expect(read({ 'record-type': 'caa', flags: '0', tag: 'issue' }).request).toMatchObject({ Type: 9, Flags: 0, Tag: 'issue' });
    expect(read({ 'record-type': 'PullZone', 'pull-zone-id': '3001' }).sources).toMatchObject({ PullZoneId: 'pull-zone-id' });
    expect(read({ 'record-type': 'Script', 'script-id': '2001' }).request).toMatchObject({ Type: 11, ScriptId: 2001 });
    expect(sources).toMatchObject({ Type: 'record-type', Priority: 'priority' });
    expect(DNS_RECORD_INPUTS.every(([, field]) => ADD_DNS_RECORD_FIELDS.includes(field))).toBe(true);
  });

  it.each([
    ['A', 0],
    ['aaaa', 1],
    ['CNAME', 2],
    ['txt', 3],
    ['PullZone', 7],
    ['pullzone', 7],
    ['TLSA', 15],
    ['0', 0],
    ['15', 15],
  ])('reads record-type %s as %i', (text, number) => {
    expect(read({ 'record-type': text }).request.Type).toBe(number);
  });

  it.each([['16'], ['AA'], ['-1'], ['A record']])('refuses record-type %s, listing the names', (text) => {
    const error = refusal({ 'record-type': text });
    expect(error.input).toBe('record-type');
    expect(error.message).toContain(
      'expected one of A, AAAA, CNAME, TXT, MX, Redirect, Flatten, PullZone, SRV, CAA, PTR, Script, NS, SVCB, HTTPS, TLSA (any case), or a number from 0 to 15',
    );
  });

  it('merges record with the dedicated inputs; enum fields by name or number', () => {
    const { request, sources } = read({
      'record-type': 'A',
      'record-value': '192.0.2.44',
      record:
        'MonitorType: http\nSmartRoutingType: 2\nDisabled: false\nGeolocationLatitude: 52.52\nEnviromentalVariables:\n  - {Name: REGION, Value: eu}\n',
    });
    expect(request).toEqual({
      Type: 0,
      Value: '192.0.2.44',
      MonitorType: 2,
      SmartRoutingType: 2,
      Disabled: false,
      GeolocationLatitude: 52.52,
      EnviromentalVariables: [{ Name: 'REGION', Value: 'eu' }],
    });
    expect(sources.MonitorType).toBe('record');
  });

  it('reads record as JSON too, with null for a field the API should leave unset', () => {
    expect(
      read({ record: '{"Type": "cname", "Name": "docs", "Value": "docs.example.net", "Comment": null, "Accelerated": "true"}' }).request,
    ).toEqual({
      Type: 2,
      Name: 'docs',
      Value: 'docs.example.net',
      Comment: null,
      Accelerated: true,
    });
  });

  it('sends a YAML scalar of a string field as it is written', () => {
    expect(read({ record: 'Name: 2024\nValue: 1.10\nTag: 0x10' }).request).toEqual({ Name: '2024', Value: '1.10', Tag: '0x10' });
  });

  it('refuses a field given both in record and by its own input', () => {
    const error = refusal({ ttl: '300', record: 'Ttl: 600' });
    expect(error.input).toBe('ttl');
    expect(error.message).toBe("Input 'ttl': sets Ttl, which input 'record' sets too; give Ttl in one place only");
  });

  it('refuses an unknown field in record, listing the allowed ones', () => {
    const error = refusal({ record: 'Ttl: 60\nTimeToLive: 60' });
    expect(error.input).toBe('record');
    expect(error.message).toContain(
      "unknown field 'TimeToLive'; allowed fields: Type, Ttl, Value, Name, Weight, Priority, Flags, Tag, Port, PullZoneId, ScriptId, Accelerated, MonitorType",
    );
  });

  it('names the field meant when only the case differs or the API spelling is missed', () => {
    expect(refusal({ record: 'ttl: 60' }).message).toContain("unknown field 'ttl' (did you mean Ttl?)");
    expect(refusal({ record: 'EnvironmentalVariables: []' }).message).toContain(
      '(did you mean EnviromentalVariables? The API spells it so.)',
    );
  });

  it.each<[Record<string, string>, string, string]>([
    [{ ttl: '2147483648' }, 'ttl', "Input 'ttl': got '2147483648'; expected a decimal integer from -2147483648 to 2147483647"],
    [{ ttl: 'abc' }, 'ttl', "Input 'ttl': got 'abc'; expected a decimal integer"],
    [{ ttl: '1.5' }, 'ttl', "Input 'ttl': got '1.5'"],
    [{ priority: '1e3' }, 'priority', "Input 'priority': got '1e3'"],
    [{ flags: '256' }, 'flags', "Input 'flags': got '256'; expected a decimal integer from 0 to 255"],
    [{ flags: '-1' }, 'flags', 'from 0 to 255'],
    [{ 'pull-zone-id': '99999999999999999999' }, 'pull-zone-id', 'the range a JSON number carries exactly'],
    [{ 'record-name': 'a\nb' }, 'record-name', 'must be a single line'],
    [{ record: 'Flags: 300' }, 'record', "Input 'record': Flags: got the number 300; expected a decimal integer from 0 to 255"],
    [{ record: 'Weight: 2.5' }, 'record', 'Weight: got the number 2.5'],
    [
      { record: 'MonitorType: Tcp' },
      'record',
      "MonitorType: got 'Tcp'; expected one of None, Ping, Http, Monitor (any case), or a number from 0 to 3",
    ],
    [{ record: 'SmartRoutingType: 3' }, 'record', 'SmartRoutingType: got 3; expected one of None, Latency, Geolocation'],
    [{ record: 'Disabled: yes' }, 'record', "Disabled: got 'yes'; expected true or false"],
    [{ record: 'GeolocationLatitude: north' }, 'record', "GeolocationLatitude: got 'north'; expected a number"],
    [{ record: 'Value: [a, b]' }, 'record', 'Value: got a list; expected a string'],
    [{ record: 'EnviromentalVariables: {A: b}' }, 'record', 'EnviromentalVariables: got a mapping; expected a list of {Name, Value}'],
    [{ record: 'EnviromentalVariables: [{Name: A, Secret: b}]' }, 'record', "item 1: unknown field 'Secret'; allowed: Name, Value"],
    [{ record: '- Ttl: 60' }, 'record', 'holds a list; expected a mapping of AddDnsRecordModel fields'],
    [{ record: 'Ttl: [60' }, 'record', "Input 'record': line 1, column"],
  ])('refuses %j', (values, input, message) => {
    const error = refusal(values);
    expect(error.input).toBe(input);
    expect(error.message).toContain(message);
  });

  it('refuses a priority, weight or port DNS cannot carry, whatever the type (the API model says int32)', () => {
    expect(refusal({ weight: '-5' }).message).toContain("Input 'weight': got '-5'; expected a decimal integer from 0 to 65535");
    expect(refusal({ record: 'Priority: -1' }).message).toContain(
      "Input 'record': Priority: got the number -1; expected a decimal integer from 0 to 65535",
    );
    expect(refusal({ 'record-type': 'A', priority: '70000' }).message).toContain("Input 'priority': got '70000'");
    expect(read({ 'record-type': 'SRV', priority: '65535', weight: '0', port: '65535' }).request).toMatchObject({
      Priority: 65_535,
      Port: 65_535,
    });
  });

  it.each<[Record<string, string>, string, string]>([
    [
      { 'record-type': 'A', 'record-value': '192.0.2.300' },
      'record-value',
      "Input 'record-value': got '192.0.2.300'; the value of an A record must be an IPv4 address",
    ],
    [{ 'record-type': 'A', 'record-value': '2001:db8::1' }, 'record-value', 'must be an IPv4 address'],
    [{ 'record-type': 'AAAA', 'record-value': '192.0.2.1' }, 'record-value', 'the value of an AAAA record must be an IPv6 address'],
    [
      { record: 'Type: A\nValue: example.com' },
      'record',
      "Input 'record': Value: got 'example.com'; the value of an A record must be an IPv4 address",
    ],
    [{ 'record-type': '1', record: 'Value: "::g"' }, 'record', 'Value: got'],
  ])('checks the address of A and AAAA records: %j', (values, input, message) => {
    const error = refusal(values);
    expect(error.input).toBe(input);
    expect(error.message).toContain(message);
  });

  it('leaves to the API what it may accept', () => {
    expect(read({ 'record-type': 'AAAA', 'record-value': '2001:db8::10' }).request.Value).toBe('2001:db8::10');
    expect(read({ 'record-type': 'CNAME', 'record-value': '192.0.2.1' }).request.Value).toBe('192.0.2.1');
    expect(read({ 'record-type': 'A' }).request).toEqual({ Type: 0 });
    expect(read({}).request).toEqual({});
    expect(read({ 'record-type': 'TXT', 'record-value': 'v=spf1 include:a.example\n-all' }).request.Value).toContain('\n');
  });

  it('names enum values for the summary', () => {
    expect(enumName('Type', 5)).toBe('Redirect');
    expect(enumName('MonitorType', 1)).toBe('Ping');
    expect(enumName('Type', 42)).toBe('42');
    expect(enumName('Type', undefined)).toBeUndefined();
  });

  it('requires record-type and record-name, naming both at once', () => {
    const inputs = inputsOf({ 'record-value': '192.0.2.1' });
    readDnsRecordInputs(inputs);
    expect(inputs.problems.list.map((problem) => problem.input)).toEqual(['record-type', 'record-name']);
  });

  it("reads record-name '@' as the zone apex, sent as an empty Name", () => {
    expect(read({ 'record-type': 'A', 'record-name': '@', 'record-value': '192.0.2.1' }, { requiredToo: true }).request.Name).toBe('');
  });

  it.each([{ 'record-name': '@.' }, { record: "Name: '@'" }, { record: '{"Name": " @. "}' }])(
    "reads '@' as the zone apex wherever the name is given, and with a final dot: %j",
    (given) => {
      expect(read({ 'record-type': 'A', 'record-value': '192.0.2.1', ...given }, { requiredToo: true }).request.Name).toBe('');
    },
  );

  it.each([
    [{ 'record-type': 'CNAME', 'record-name': 'www' }, 'record-value', 'is required for a CNAME record'],
    [
      { 'record-type': 'MX', 'record-name': '@', 'record-value': 'mail.example.com', priority: '70000' },
      'priority',
      "got '70000'; expected a decimal integer from 0 to 65535",
    ],
    [{ 'record-type': 'SRV', 'record-name': '_sip._tcp', 'record-value': 'sip.example.com' }, 'port', 'is required for an SRV record'],
    [{ 'record-type': 'CAA', 'record-name': '@', 'record-value': 'letsencrypt.org' }, 'tag', 'is required for a CAA record'],
    [{ 'record-type': 'CAA', 'record-name': '@', 'record-value': 'x', tag: 'is-sue' }, 'tag', 'a CAA tag is 1 to 15 letters and digits'],
    [{ 'record-type': 'CNAME', 'record-name': 'www', 'record-value': 'not a host' }, 'record-value', 'is a host name'],
    [{ 'record-type': 'PullZone', 'record-name': 'cdn' }, 'pull-zone-id', 'is required for a PullZone record'],
    [{ 'record-type': 'Script', 'record-name': 'edge' }, 'script-id', 'is required for a Script record'],
  ])('checks the rules of the type before sending: %j', (values, input, message) => {
    const error = refusal(values, true);
    expect(error.input).toBe(input);
    expect(error.message).toContain(message);
  });
});
