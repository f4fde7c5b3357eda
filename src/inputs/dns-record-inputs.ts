import { isIPv4, isIPv6 } from 'node:net';
import {
  ADD_DNS_RECORD_FIELDS,
  AddDnsRecordRequest,
  DNS_MONITORING_TYPES,
  DNS_RECORD_TYPES,
  DNS_SMART_ROUTING_TYPES,
  type AddDnsRecordField,
} from '../api/models/dns-record.ts';
import { INT32_MAX, INT32_MIN } from '../api/limits.ts';
import { IDENTITY_INTEGER_RANGES } from '../platform/dns/record-types.ts';
import type { RecordIdentity } from '../platform/dns/record-identity.ts';
import { InputError, MAX_TEXT_LENGTH, showValue, trimAscii, type Inputs } from './inputs.ts';
import { describeValue, parseStructuredText } from './yaml-document.ts';

/*
 * The record to add is given by dedicated inputs (`record-type`, `ttl`, ...) and by `record`,
 * a YAML or JSON mapping of AddDnsRecordModel fields under their API names, for the fields
 * without an input of their own. Both are merged into one request body. Only what is
 * certain is refused: the API validates the rest, and it knows rules this action does not.
 */

type FieldKind = 'enum' | 'int32' | 'uint16' | 'byte' | 'id' | 'string' | 'boolean' | 'double' | 'environment';

const FIELD_KINDS: Record<AddDnsRecordField, FieldKind> = {
  Type: 'enum',
  Ttl: 'int32',
  Value: 'string',
  Name: 'string',
  Weight: 'uint16',
  Priority: 'uint16',
  Flags: 'byte',
  Tag: 'string',
  Port: 'uint16',
  PullZoneId: 'id',
  ScriptId: 'id',
  Accelerated: 'boolean',
  MonitorType: 'enum',
  GeolocationLatitude: 'double',
  GeolocationLongitude: 'double',
  LatencyZone: 'string',
  SmartRoutingType: 'enum',
  Disabled: 'boolean',
  EnviromentalVariables: 'environment',
  Comment: 'string',
  AutoSslIssuance: 'boolean',
};

/** Enum fields: the names in order of their integer values. */
const ENUM_FIELDS: Partial<Record<AddDnsRecordField, readonly string[]>> = {
  Type: DNS_RECORD_TYPES,
  MonitorType: DNS_MONITORING_TYPES,
  SmartRoutingType: DNS_SMART_ROUTING_TYPES,
};

/** The dedicated inputs and the field each one sets. */
export const DNS_RECORD_INPUTS: ReadonlyArray<readonly [input: string, field: AddDnsRecordField]> = [
  ['record-type', 'Type'],
  ['record-name', 'Name'],
  ['record-value', 'Value'],
  ['ttl', 'Ttl'],
  ['priority', 'Priority'],
  ['weight', 'Weight'],
  ['port', 'Port'],
  ['flags', 'Flags'],
  ['tag', 'Tag'],
  ['comment', 'Comment'],
  ['pull-zone-id', 'PullZoneId'],
  ['script-id', 'ScriptId'],
];

/** Inputs whose text may span lines: a TXT value or a comment can. */
const MULTILINE_FIELDS = new Set<AddDnsRecordField>(['Value', 'Comment']);

const RANGES = {
  int32: { min: INT32_MIN, max: INT32_MAX, note: '' },
  // Priority, weight and port: what DNS carries, for every type (the API's model says int32).
  uint16: { ...IDENTITY_INTEGER_RANGES.Port, note: '' },
  byte: { ...IDENTITY_INTEGER_RANGES.Flags, note: '' },
  // Ids of pull zones and scripts: positive, and within what a JSON number carries exactly.
  id: { min: 1, max: Number.MAX_SAFE_INTEGER, note: ' (the range a JSON number carries exactly)' },
} as const;

/** Misspellings worth naming: the API spells this field without the "n". */
const KNOWN_MISSPELLINGS: Record<string, AddDnsRecordField> = {
  environmentalvariables: 'EnviromentalVariables',
  environmentvariables: 'EnviromentalVariables',
};

export interface DnsRecordInputs {
  request: AddDnsRecordRequest;
  /** The input each field came from, for messages: 'ttl', or 'record'. */
  sources: Partial<Record<AddDnsRecordField, string>>;
}

/** The name of an enum value, as the summary shows it: 5 -> "Redirect". */
export function enumName(field: AddDnsRecordField, value: number | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  return ENUM_FIELDS[field]?.[value] ?? String(value);
}

/** Where a field's problem is reported: `Input 'ttl': ...` or `Input 'record': Ttl: ...`. */
function fieldError(input: string, field: AddDnsRecordField, message: string): InputError {
  return new InputError(input, input === 'record' ? `${field}: ${message}` : message);
}

function enumValue(input: string, field: AddDnsRecordField, value: unknown): number {
  const names = ENUM_FIELDS[field] ?? [];
  const expected = `one of ${names.join(', ')} (any case), or a number from 0 to ${names.length - 1}`;
  const given = typeof value === 'number' ? String(value) : typeof value === 'string' ? trimAscii(value) : undefined;
  if (given !== undefined) {
    if (/^[0-9]+$/.test(given)) {
      const number = Number(given);
      if (number < names.length) return number;
      throw fieldError(input, field, `got ${given}; expected ${expected}`);
    }
    const index = names.findIndex((name) => name.toLowerCase() === given.toLowerCase());
    if (index >= 0) return index;
  }
  const shown = typeof value === 'string' ? showValue(value) : describeValue(value);
  throw fieldError(input, field, `got ${shown}; expected ${expected}`);
}

function integerValue(input: string, field: AddDnsRecordField, kind: 'int32' | 'uint16' | 'byte' | 'id', value: unknown): number {
  const { min, max, note } = RANGES[kind];
  const expected = `a decimal integer from ${min} to ${max}${note}`;
  let number: number | undefined;
  if (typeof value === 'number') number = value;
  else if (typeof value === 'string' && /^-?(0|[1-9][0-9]*)$/.test(trimAscii(value))) number = Number(trimAscii(value));
  if (number === undefined || !Number.isInteger(number) || number < min || number > max) {
    const shown = typeof value === 'string' ? showValue(value) : describeValue(value);
    throw fieldError(input, field, `got ${shown}; expected ${expected}`);
  }
  return number;
}

function booleanValue(input: string, field: AddDnsRecordField, value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && /^(true|false)$/i.test(trimAscii(value))) return trimAscii(value).toLowerCase() === 'true';
  throw fieldError(input, field, `got ${typeof value === 'string' ? showValue(value) : describeValue(value)}; expected true or false`);
}

function doubleValue(input: string, field: AddDnsRecordField, value: unknown): number {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && /^[ \t]*[-+]?[0-9.eE+-]+[ \t]*$/.test(value) ? Number(value) : NaN;
  if (!Number.isFinite(number)) {
    throw fieldError(
      input,
      field,
      `got ${typeof value === 'string' ? showValue(value) : describeValue(value)}; expected a number such as 52.52`,
    );
  }
  return number;
}

/** A string field: a YAML scalar that YAML typed (`Name: 2024`) is sent as it is written. */
function stringValue(input: string, field: AddDnsRecordField, value: unknown, source: string | undefined): string {
  if (typeof value === 'string') {
    if (value.length > MAX_TEXT_LENGTH)
      throw fieldError(input, field, `is ${value.length} characters long; at most ${MAX_TEXT_LENGTH} are allowed`);
    return value;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return source ?? String(value);
  throw fieldError(input, field, `got ${describeValue(value)}; expected a string`);
}

function environmentValue(
  value: unknown,
  sourceOf: (path: readonly PropertyKey[]) => string | undefined,
): AddDnsRecordRequest['EnviromentalVariables'] {
  const field = 'EnviromentalVariables';
  if (!Array.isArray(value)) {
    throw fieldError('record', field, `got ${describeValue(value)}; expected a list of {Name, Value}`);
  }
  return value.map((entry: unknown, index) => {
    if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) {
      throw fieldError('record', field, `item ${index + 1}: got ${describeValue(entry)}; expected a mapping with Name and Value`);
    }
    const out: { Name?: string | null; Value?: string | null } = {};
    for (const [key, item] of Object.entries(entry as Record<string, unknown>)) {
      if (key !== 'Name' && key !== 'Value') {
        throw fieldError('record', field, `item ${index + 1}: unknown field ${showValue(key)}; allowed: Name, Value`);
      }
      if (item === null) out[key] = null;
      // Values may be sensitive: the message describes them, never shows them.
      else if (typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean') {
        out[key] = typeof item === 'string' ? item : (sourceOf([field, index, key]) ?? String(item));
      } else throw fieldError('record', field, `item ${index + 1}: ${key} is ${describeValue(item)}; expected a string`);
    }
    return out;
  });
}

/** Converts one value given for `field` (from an input's text or from `record`) to its wire form. */
function fieldValue(
  input: string,
  field: AddDnsRecordField,
  value: unknown,
  sourceOf: (path: readonly PropertyKey[]) => string | undefined,
): unknown {
  if (value === null) return null;
  const kind = FIELD_KINDS[field];
  switch (kind) {
    case 'enum':
      return enumValue(input, field, value);
    case 'int32':
    case 'uint16':
    case 'byte':
    case 'id':
      return integerValue(input, field, kind, value);
    case 'boolean':
      return booleanValue(input, field, value);
    case 'double':
      return doubleValue(input, field, value);
    case 'string':
      return stringValue(input, field, value, sourceOf([field]));
    case 'environment':
      return environmentValue(value, sourceOf);
  }
}

function unknownField(key: string): InputError {
  const near = ADD_DNS_RECORD_FIELDS.find((field) => field.toLowerCase() === key.toLowerCase()) ?? KNOWN_MISSPELLINGS[key.toLowerCase()];
  const hint = near ? ` (did you mean ${near}?${near === 'EnviromentalVariables' ? ' The API spells it so.' : ''})` : '';
  return new InputError('record', `unknown field ${showValue(key)}${hint}; allowed fields: ${ADD_DNS_RECORD_FIELDS.join(', ')}`);
}

/** Reads `record`: a mapping of AddDnsRecordModel fields under their API names. */
function readRecordInput(text: string): DnsRecordInputs {
  const document = parseStructuredText('record', text);
  const value = document.value;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new InputError(
      'record',
      `holds ${describeValue(value)}; expected a mapping of AddDnsRecordModel fields, such as {Ttl: 300, Disabled: false}`,
    );
  }
  const request: Record<string, unknown> = {};
  const sources: DnsRecordInputs['sources'] = {};
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    if (!(ADD_DNS_RECORD_FIELDS as readonly string[]).includes(key)) throw unknownField(key);
    const field = key as AddDnsRecordField;
    request[field] = fieldValue('record', field, item, (path) => document.sourceOf(path));
    sources[field] = 'record';
  }
  return { request: request, sources };
}

/** Types whose record is nothing without a value. */
const VALUE_REQUIRED = new Set(['A', 'AAAA', 'CNAME', 'TXT', 'MX', 'Redirect', 'Flatten', 'SRV', 'CAA', 'PTR', 'NS']);

/**
 * The rules of each record type that are certain (RFC 1035, 2782, 8659 and the API's own
 * checks), one problem each, so that the step can report them all at once.
 */
function problemsForType(request: AddDnsRecordRequest, sources: DnsRecordInputs['sources']): InputError[] {
  const type = request.Type === undefined || request.Type === null ? undefined : DNS_RECORD_TYPES[request.Type];
  const problems: InputError[] = [];
  const at = (field: AddDnsRecordField, fallback: string) => sources[field] ?? fallback;
  const value = request.Value;
  if (type !== undefined && VALUE_REQUIRED.has(type) && (value === undefined || value === null || value === '')) {
    problems.push(
      fieldError(at('Value', 'record-value'), 'Value', `is required for ${type === 'A' || type === 'AAAA' ? 'an' : 'a'} ${type} record`),
    );
  }
  if (typeof value === 'string' && value !== '') {
    if (type === 'A' && !isIPv4(value)) {
      problems.push(
        fieldError(
          at('Value', 'record-value'),
          'Value',
          `got ${showValue(value)}; the value of an A record must be an IPv4 address, such as 192.0.2.10`,
        ),
      );
    }
    if (type === 'AAAA' && !isIPv6(value)) {
      problems.push(
        fieldError(
          at('Value', 'record-value'),
          'Value',
          `got ${showValue(value)}; the value of an AAAA record must be an IPv6 address, such as 2001:db8::10`,
        ),
      );
    }
    if ((type === 'CNAME' || type === 'NS' || type === 'PTR' || type === 'MX') && !/^[A-Za-z0-9_*.-]+$/.test(value)) {
      problems.push(
        fieldError(
          at('Value', 'record-value'),
          'Value',
          `got ${showValue(value)}; the value of a ${type} record is a host name, such as target.example.com`,
        ),
      );
    }
  }
  if (type === 'SRV') {
    if (request.Port === undefined || request.Port === null)
      problems.push(fieldError(at('Port', 'port'), 'Port', 'is required for an SRV record'));
  }
  if (type === 'CAA') {
    if (request.Tag === undefined || request.Tag === null || request.Tag === '') {
      problems.push(fieldError(at('Tag', 'tag'), 'Tag', 'is required for a CAA record (issue, issuewild or iodef)'));
    } else if (!/^[A-Za-z0-9]{1,15}$/.test(request.Tag)) {
      problems.push(
        fieldError(at('Tag', 'tag'), 'Tag', `got ${showValue(request.Tag)}; a CAA tag is 1 to 15 letters and digits, such as issue`),
      );
    }
  }
  if (type === 'PullZone' && (request.PullZoneId === undefined || request.PullZoneId === null)) {
    problems.push(fieldError(at('PullZoneId', 'pull-zone-id'), 'PullZoneId', 'is required for a PullZone record'));
  }
  if (type === 'Script' && (request.ScriptId === undefined || request.ScriptId === null)) {
    problems.push(fieldError(at('ScriptId', 'script-id'), 'ScriptId', 'is required for a Script record'));
  }
  return problems;
}

/** Inputs every record needs: a misspelt or forgotten name would otherwise add at the apex. */
const REQUIRED_INPUTS: Record<string, string | undefined> = {
  'record-type': `is required: a DnsRecordTypes name (${DNS_RECORD_TYPES.join(', ')}) or its number 0 to ${DNS_RECORD_TYPES.length - 1}`,
  'record-name': "is required: the name relative to the zone, or '@' for the zone apex",
};

/**
 * Merges the dedicated inputs and `record` into the request body. A field set in both
 * places is an error: which one should win is not for the action to guess.
 */
export function readDnsRecordInputs(inputs: Inputs): DnsRecordInputs {
  const recordText = inputs.raw('record');
  const merged = recordText !== undefined && recordText.trim() !== '' ? readRecordInput(recordText) : { request: {}, sources: {} };
  const request: Record<string, unknown> = { ...merged.request };
  const sources = { ...merged.sources };
  let refused = false;
  for (const [input, field] of DNS_RECORD_INPUTS) {
    const text = MULTILINE_FIELDS.has(field) ? inputs.optional(input) : inputs.line(input);
    const required = REQUIRED_INPUTS[input];
    if (text === undefined && required !== undefined && sources[field] === undefined) inputs.problems.add(new InputError(input, required));
    if (text === undefined) continue;
    if (sources[field] !== undefined) {
      throw new InputError(input, `sets ${field}, which input 'record' sets too; give ${field} in one place only`);
    }
    // `@` names the zone apex, which the API knows as the empty name. Every input's problem is
    // recorded, so that the step names them all at once.
    const value = inputs.check(() => (input === 'record-name' && text === '@' ? '' : fieldValue(input, field, text, () => undefined)));
    if (value === undefined) {
      refused = true;
      continue;
    }
    request[field] = value;
    sources[field] = input;
  }
  // A value refused above would make the type's rules report it a second time, as missing; the
  // step fails on the problems recorded, so this request is never sent.
  if (refused) return { request, sources };

  const parsed = AddDnsRecordRequest.safeParse(request);
  if (!parsed.success) {
    // The conversions above already produce the documented types; this is the last guard.
    const issue = parsed.error.issues[0];
    const field = issue?.path[0] as AddDnsRecordField | undefined;
    throw new InputError(field ? (sources[field] ?? 'record') : 'record', `${field ?? 'record'}: ${issue?.message ?? 'invalid'}`);
  }
  for (const problem of problemsForType(parsed.data, sources)) inputs.problems.add(problem);
  return { request: parsed.data, sources };
}

/** The inputs that narrow which records delete-dns-record removes, beside record-type and record-name. */
const MATCH_INPUTS = new Set(['record-value', 'priority', 'weight', 'port', 'flags', 'tag', 'pull-zone-id', 'script-id']);

/**
 * The record delete-dns-record looks for: its type and name, and the identity inputs given to
 * narrow the match, each read by the same conversion as add-dns-record's (so `priority: 70000`
 * is refused by both). Problems are recorded in `inputs.problems`.
 */
export function readDnsRecordMatch(inputs: Inputs): RecordIdentity {
  const match: Record<string, unknown> = {};
  for (const [input, field] of DNS_RECORD_INPUTS) {
    if (input !== 'record-type' && input !== 'record-name' && !MATCH_INPUTS.has(input)) continue;
    const text = MULTILINE_FIELDS.has(field) ? inputs.optional(input) : inputs.line(input);
    const required = REQUIRED_INPUTS[input];
    if (text === undefined) {
      if (required !== undefined) inputs.problems.add(new InputError(input, required));
      continue;
    }
    const value = inputs.check(() => (input === 'record-name' && text === '@' ? '' : fieldValue(input, field, text, () => undefined)));
    if (value !== undefined) match[field] = value;
  }
  return match;
}
