import { isIPv4, isIPv6 } from 'node:net';
import * as z from 'zod/mini';
import '../api/models/zod.ts';
import {
  ADD_DNS_RECORD_FIELDS,
  DNS_MONITORING_TYPES,
  DNS_RECORD_TYPES,
  DNS_SMART_ROUTING_TYPES,
  type AddDnsRecordField,
  type AddDnsRecordRequest,
} from '../api/models/dns-record.ts';
import { INT32_MAX, INT32_MIN } from '../api/limits.ts';
import {
  IDENTITY_FIELDS,
  KEPT_BY,
  isUnkeptDefault,
  keeps,
  narrowingFieldsOf,
  type KeptMember,
  type RecordIdentity,
} from '../platform/dns/record-identity.ts';
import { InputError, MAX_TEXT_LENGTH, showValue, trimAscii, type Inputs } from './inputs.ts';
import { describeValue, parseStructuredText, type StructuredDocument } from './yaml-document.ts';
import { problemsError, problemsOf } from './zod-issues.ts';

/*
 * The record to add is given by dedicated inputs (`record-type`, `ttl`, ...) and by `record`,
 * a YAML or JSON mapping of AddDnsRecordModel fields under their API names, for the fields
 * without an input of their own. Both are merged into one object that one zod schema reads.
 * Only what is certain is refused: the API validates the rest, and it knows rules this action
 * does not.
 */

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
const INPUT_OF = Object.fromEntries(DNS_RECORD_INPUTS.map(([input, field]) => [field, input])) as Partial<
  Record<AddDnsRecordField, string>
>;

/** Inputs whose text may span lines: a TXT value or a comment can. */
const MULTILINE_FIELDS = new Set<AddDnsRecordField>(['Value', 'Comment']);

/** Enum fields: the names in order of their integer values. */
const ENUM_FIELDS: Partial<Record<AddDnsRecordField, readonly string[]>> = {
  Type: DNS_RECORD_TYPES,
  MonitorType: DNS_MONITORING_TYPES,
  SmartRoutingType: DNS_SMART_ROUTING_TYPES,
};

/** The name of an enum value, as the summary shows it: 5 -> "Redirect". */
export function enumName(field: AddDnsRecordField, value: number | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  return ENUM_FIELDS[field]?.[value] ?? String(value);
}

/** What was given, as a message shows it: text quoted and cut, anything else described. */
const shown = (value: unknown) => (typeof value === 'string' ? showValue(value) : describeValue(value));

/**
 * A field as YAML typed it or as an input's text: `read` gives its wire form, or undefined
 * for a value that is refused with what was given and `expected`.
 */
function field<T>(expected: string, read: (given: unknown) => T | undefined, show = shown) {
  const error = (issue: { input?: unknown }) => `got ${show(issue.input)}; expected ${expected}`;
  return z.nullish(
    z.pipe(
      z.unknown().check(z.refine((given) => read(given) !== undefined, { error })),
      z.transform((given) => read(given) as T),
    ),
  );
}

/** Text as a reader compares it: ASCII spaces around it trimmed, a YAML number as it reads. */
const given = (value: unknown) => (typeof value === 'string' ? trimAscii(value) : typeof value === 'number' ? String(value) : undefined);

function integer({ min, max }: { min: number; max: number }, note = '') {
  return field(`a decimal integer from ${min} to ${max}${note}`, (value) => {
    const text = given(value);
    const number = text !== undefined && /^-?(0|[1-9][0-9]*)$/.test(text) ? Number(text) : NaN;
    return Number.isInteger(number) && number >= min && number <= max ? number : undefined;
  });
}

/** An enum field: a name in any case, or its number; a number given is shown as it is. */
function enumeration(names: readonly string[]) {
  const index = (value: unknown) => {
    const text = given(value) ?? '';
    const number = /^[0-9]+$/.test(text) ? Number(text) : names.findIndex((name) => name.toLowerCase() === text.toLowerCase());
    return number >= 0 && number < names.length ? number : undefined;
  };
  const show = (value: unknown) => (/^[0-9]+$/.test(given(value) ?? '') ? String(given(value)) : shown(value));
  return field(`one of ${names.join(', ')} (any case), or a number from 0 to ${names.length - 1}`, index, show);
}

const boolean = field('true or false', (value) =>
  typeof value === 'boolean' ? value : /^(true|false)$/i.test(given(value) ?? '') ? given(value)?.toLowerCase() === 'true' : undefined,
);

const double = field('a number such as 52.52', (value) => {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && /^[ \t]*[-+]?[0-9.eE+-]+[ \t]*$/.test(value) ? Number(value) : NaN;
  return Number.isFinite(number) ? number : undefined;
});

/** A text field; a YAML scalar that YAML typed (`Name: 2024`) is sent as it is written (see `asWritten`). */
const text = z.nullish(
  z.string({ error: (issue) => `got ${describeValue(issue.input)}; expected a string` }).check(
    z.maxLength(MAX_TEXT_LENGTH, {
      error: (issue) => `is ${String(issue.input).length} characters long; at most ${MAX_TEXT_LENGTH} are allowed`,
    }),
  ),
);

/** Values may be sensitive: messages describe them, never show them. */
const variableText = z.nullish(z.string({ error: (issue) => `is ${describeValue(issue.input)}; expected a string` }));
const EnvironmentVariables = z.nullish(
  z.array(
    z.strictObject(
      { Name: variableText, Value: variableText },
      {
        error: (issue) =>
          issue.code === 'unrecognized_keys'
            ? `unknown field ${showValue(String(issue.keys[0]))}; allowed: Name, Value`
            : `got ${describeValue(issue.input)}; expected a mapping with Name and Value`,
      },
    ),
    { error: (issue) => `got ${describeValue(issue.input)}; expected a list of {Name, Value}` },
  ),
);

/** Misspellings worth naming: the API spells this field without the "n". */
const KNOWN_MISSPELLINGS: Record<string, AddDnsRecordField> = {
  environmentalvariables: 'EnviromentalVariables',
  environmentvariables: 'EnviromentalVariables',
};

function unknownField(key: string): string {
  const near = ADD_DNS_RECORD_FIELDS.find((known) => known.toLowerCase() === key.toLowerCase()) ?? KNOWN_MISSPELLINGS[key.toLowerCase()];
  const hint = near ? ` (did you mean ${near}?${near === 'EnviromentalVariables' ? ' The API spells it so.' : ''})` : '';
  return `unknown field ${showValue(key)}${hint}; allowed fields: ${ADD_DNS_RECORD_FIELDS.join(', ')}`;
}

/**
 * The fields of AddDnsRecordModel as this action reads them, with the bounds DNS gives them,
 * whatever the record's type: priority, weight and port are 16-bit fields (RFC 1035 for MX,
 * RFC 2782 for SRV), CAA flags one byte (RFC 8659); the API's model declares int32, and a value
 * it would store but DNS could not carry is refused by add- and delete-dns-record alike. Ids are
 * positive and within what a JSON number carries exactly.
 */
const RecordFields = z.strictObject(
  {
    Type: enumeration(DNS_RECORD_TYPES),
    Ttl: integer({ min: INT32_MIN, max: INT32_MAX }),
    Value: text,
    Name: text,
    Weight: integer({ min: 0, max: 65_535 }),
    Priority: integer({ min: 0, max: 65_535 }),
    Flags: integer({ min: 0, max: 255 }),
    Tag: text,
    Port: integer({ min: 0, max: 65_535 }),
    PullZoneId: integer({ min: 1, max: Number.MAX_SAFE_INTEGER }, ' (the range a JSON number carries exactly)'),
    ScriptId: integer({ min: 1, max: Number.MAX_SAFE_INTEGER }, ' (the range a JSON number carries exactly)'),
    Accelerated: boolean,
    MonitorType: enumeration(DNS_MONITORING_TYPES),
    GeolocationLatitude: double,
    GeolocationLongitude: double,
    LatencyZone: text,
    SmartRoutingType: enumeration(DNS_SMART_ROUTING_TYPES),
    Disabled: boolean,
    EnviromentalVariables: EnvironmentVariables,
    Comment: text,
    AutoSslIssuance: boolean,
  } satisfies Record<AddDnsRecordField, unknown>,
  { error: (issue) => (issue.code === 'unrecognized_keys' ? unknownField(String(issue.keys[0])) : undefined) },
);

const an = (type: string) => (/^(A|AAAA|MX|NS|SRV)$/.test(type) ? 'an' : 'a');
/** A field the type needs, as the API's own checks and RFC 1035, 2782 and 8659 require it. */
const needed = (type: string, what = '') => `is required for ${an(type)} ${type} record${what}`;
const valueOf = (type: string, ...checks: z.core.$ZodCheck<string>[]) =>
  z.string({ error: needed(type) }).check(z.minLength(1, { error: needed(type), abort: true }), ...checks);
const hostName = (type: string) =>
  valueOf(
    type,
    z.regex(/^[A-Za-z0-9_*.-]+$/, {
      error: (issue) =>
        `got ${showValue(String(issue.input))}; the value of ${an(type)} ${type} record is a host name, such as target.example.com`,
    }),
  );
const address = (type: 'A' | 'AAAA', test: (text: string) => boolean, example: string) =>
  valueOf(
    type,
    z.refine(test, {
      error: (issue) =>
        `got ${showValue(String(issue.input))}; the value of an ${type} record must be an IPv${type === 'A' ? 4 : 6} address, such as ${example}`,
    }),
  );

type RecordType = (typeof DNS_RECORD_TYPES)[number];
/** What each record type needs beside its fields, checked once the fields are read; the other types need nothing more. */
const TYPE_RULES: Partial<Record<RecordType, z.ZodMiniType>> = {
  A: z.looseObject({ Value: address('A', isIPv4, '192.0.2.10') }),
  AAAA: z.looseObject({ Value: address('AAAA', isIPv6, '2001:db8::10') }),
  CNAME: z.looseObject({ Value: hostName('CNAME') }),
  TXT: z.looseObject({ Value: valueOf('TXT') }),
  MX: z.looseObject({ Value: hostName('MX') }),
  Redirect: z.looseObject({ Value: valueOf('Redirect') }),
  Flatten: z.looseObject({ Value: valueOf('Flatten') }),
  SRV: z.looseObject({ Value: valueOf('SRV'), Port: z.number({ error: needed('SRV') }) }),
  CAA: z.looseObject({
    Value: valueOf('CAA'),
    Tag: z.string({ error: needed('CAA', ' (issue, issuewild or iodef)') }).check(
      z.minLength(1, { error: needed('CAA', ' (issue, issuewild or iodef)'), abort: true }),
      z.regex(/^[A-Za-z0-9]{1,15}$/, {
        error: (issue) => `got ${showValue(String(issue.input))}; a CAA tag is 1 to 15 letters and digits, such as issue`,
      }),
    ),
  }),
  PTR: z.looseObject({ Value: hostName('PTR') }),
  PullZone: z.looseObject({ PullZoneId: z.number({ error: needed('PullZone') }) }),
  Script: z.looseObject({ ScriptId: z.number({ error: needed('Script') }) }),
  NS: z.looseObject({ Value: hostName('NS') }),
};

type Sources = Partial<Record<AddDnsRecordField, string>>;

export interface DnsRecordInputs {
  request: AddDnsRecordRequest;
  /** The input each field came from, for messages: 'ttl', or 'record'. */
  sources: Sources;
}

/**
 * Records zod's issues as the problems of the inputs the fields came from: `Input 'ttl': ...`,
 * or `Input 'record': Ttl: ...`, every problem of `record` at once.
 */
function addProblems(inputs: Inputs, issues: readonly z.core.$ZodIssue[], sources: Sources): void {
  const byInput = new Map<string, z.core.$ZodIssue[]>();
  for (const issue of issues) {
    const field = issue.path[0] as AddDnsRecordField | undefined;
    const input = (field && (sources[field] ?? INPUT_OF[field])) ?? 'record';
    byInput.set(input, [...(byInput.get(input) ?? []), issue]);
  }
  for (const [input, found] of byInput) {
    const problems = problemsOf(found, ({ path, message }) => {
      const [field, item, key] = path;
      const text = typeof item === 'number' ? `item ${item + 1}: ${key === undefined ? '' : `${String(key)} `}${message}` : message;
      return {
        place: input === 'record' ? path.join('.') : input,
        text: input === 'record' && field !== undefined ? `${String(field)}: ${text}` : text,
      };
    });
    inputs.problems.add(problemsError(input, problems));
  }
}

/** A YAML scalar of a text field that YAML typed (`Value: 1.10`) as it is written, not as YAML reads it. */
function asWritten(doc: StructuredDocument, record: Record<string, unknown>): Record<string, unknown> {
  const written = (path: readonly PropertyKey[], value: unknown) =>
    typeof value === 'number' || typeof value === 'boolean' ? (doc.sourceOf(path) ?? String(value)) : value;
  const out = { ...record };
  for (const key of ['Value', 'Name', 'Tag', 'LatencyZone', 'Comment']) if (key in out) out[key] = written([key], out[key]);
  const variables = out['EnviromentalVariables'];
  if (Array.isArray(variables)) {
    out['EnviromentalVariables'] = variables.map((item: unknown, index) =>
      item !== null && typeof item === 'object' && !Array.isArray(item)
        ? Object.fromEntries(Object.entries(item).map(([key, value]) => [key, written(['EnviromentalVariables', index, key], value)]))
        : item,
    );
  }
  return out;
}

function readRecordInput(text: string): Record<string, unknown> {
  const doc = parseStructuredText('record', text);
  if (doc.value === null || typeof doc.value !== 'object' || Array.isArray(doc.value)) {
    throw new InputError(
      'record',
      `holds ${describeValue(doc.value)}; expected a mapping of AddDnsRecordModel fields, such as {Ttl: 300, Disabled: false}`,
    );
  }
  return asWritten(doc, doc.value as Record<string, unknown>);
}

/** Inputs every record needs: a misspelt or forgotten name would otherwise add at the apex. */
const REQUIRED_INPUTS: Record<string, string | undefined> = {
  'record-type': `is required: a DnsRecordTypes name (${DNS_RECORD_TYPES.join(', ')}) or its number 0 to ${DNS_RECORD_TYPES.length - 1}`,
  'record-name': "is required: the name relative to the zone, or '@' for the zone apex",
};

/** The fields as the schema read them: those it refused are left out of `request`, their issues kept for one report. */
interface ReadFields extends DnsRecordInputs {
  issues: readonly z.core.$ZodIssue[];
  refused: ReadonlySet<string>;
}

/**
 * Reads the dedicated inputs of the fields `wanted` into `record`, beside the fields `record` holds already:
 * a field set in both places is a problem, since which one should win is not for the action
 * to guess. Then reads them all through the schema. `noneMissing`: no field is judged missing
 * (input `record` could not be read, and may hold any field; or the caller named the absence itself).
 */
function readFields(inputs: Inputs, wanted: (field: string) => boolean, record: Record<string, unknown>, noneMissing = false): ReadFields {
  const sources: Sources = Object.fromEntries(Object.keys(record).map((key) => [key, 'record']));
  for (const [input, field] of DNS_RECORD_INPUTS) {
    if (!wanted(field)) continue;
    const text = MULTILINE_FIELDS.has(field) ? inputs.optional(input) : inputs.line(input);
    const required = REQUIRED_INPUTS[input];
    const missing = text === undefined && sources[field] === undefined && !noneMissing;
    if (missing && required !== undefined) inputs.problems.refuse(input, required);
    if (text === undefined) continue;
    if (sources[field] !== undefined) {
      inputs.problems.refuse(input, `sets ${field}, which input 'record' sets too; give ${field} in one place only`);
      continue;
    }
    record[field] = text;
    sources[field] = input;
  }
  // `@` names the zone apex, which the API knows as the empty name: sent as given, `@` would be
  // a record of that name, which no later run finds at the apex.
  const name = record['Name'];
  if (typeof name === 'string' && /^@\.?$/.test(trimAscii(name))) record['Name'] = '';
  const parsed = RecordFields.safeParse(record);
  if (parsed.success) return { request: parsed.data, sources, issues: [], refused: new Set() };
  // The fields the schema took are read still, so that the type's rules judge them in the same run.
  const refused = new Set(
    parsed.error.issues.flatMap((issue) => (issue.code === 'unrecognized_keys' ? issue.keys : issue.path.slice(0, 1).map(String))),
  );
  const taken = RecordFields.safeParse(Object.fromEntries(Object.entries(record).filter(([key]) => !refused.has(key))));
  return { request: taken.success ? taken.data : {}, sources, issues: parsed.error.issues, refused };
}

/**
 * Merges the dedicated inputs and `record` into the request body, and checks the rules of its
 * type. Problems are recorded in `inputs.problems`, all at once: a field the schema refuses is
 * not judged again by the type's rules (not reported missing, say), the others are.
 */
export function readDnsRecordInputs(inputs: Inputs): DnsRecordInputs {
  const recordText = inputs.raw('record');
  let record: Record<string, unknown> = {};
  let recordUnread = false;
  if (recordText !== undefined && recordText.trim() !== '') {
    const given = inputs.check(() => readRecordInput(recordText));
    // A record that cannot be read may hold any field: the dedicated inputs are read for their
    // own format, but nothing is judged missing or by the type's rules beside its problem.
    if (given === undefined) recordUnread = true;
    else record = given;
  }
  const read = readFields(inputs, () => true, record, recordUnread);
  const type = read.request.Type;
  const checked =
    recordUnread || type === undefined || type === null
      ? undefined
      : TYPE_RULES[DNS_RECORD_TYPES[type] as RecordType]?.safeParse(read.request);
  // A field `record` misspells (`Valeu`) is unknown, and the field it meant is absent: the absence
  // is the misspelling's consequence, not a second problem to mend.
  const misspelt = read.issues.some((issue) => issue.code === 'unrecognized_keys');
  const judged = (field: string) => !read.refused.has(field) && !(misspelt && !(field in read.request));
  const typeIssues = checked?.success === false ? checked.error.issues.filter((issue) => judged(String(issue.path[0]))) : [];
  const unkept = recordUnread ? [] : unkeptIssues(read.request);
  addProblems(inputs, [...read.issues, ...typeIssues, ...unkept], read.sources);
  // The zero every read gives a member its type does not keep is no value: not sent.
  for (const member of Object.keys(KEPT_BY) as KeptMember[])
    if (isUnkeptDefault(read.request[member]) && !keeps(read.request.Type, member)) delete read.request[member];
  return { request: read.request, sources: read.sources };
}

/** What a record of another type has none of, for messages: "an A record has no pull zone". */
const KEPT_NOUNS: Record<KeptMember, string> = {
  Weight: 'weight',
  Priority: 'priority',
  Port: 'port',
  Flags: 'flags',
  Tag: 'tag',
  PullZoneId: 'pull zone',
  ScriptId: 'script',
};

const listed = (names: readonly string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

/**
 * A member given for a type that does not keep it (a pull zone for an A record, a weight for a
 * CNAME record): added or replaced, it would read back otherwise and be written again on every
 * run; narrowing a delete, it would be dropped, and the delete would remove a record it looked
 * like it excluded. An issue of its field, naming the types that keep it; `more` is the caller's
 * own word after it (what does narrow the type). None for a record whose type is unknown.
 */
function unkeptIssues(record: Partial<AddDnsRecordRequest>, more: (type: string) => string = () => ''): z.core.$ZodIssue[] {
  const type = record.Type === undefined || record.Type === null ? undefined : DNS_RECORD_TYPES[record.Type];
  if (type === undefined) return [];
  return (Object.entries(KEPT_BY) as Array<[KeptMember, readonly string[]]>)
    .filter(
      ([member]) =>
        record[member] !== undefined && record[member] !== null && !isUnkeptDefault(record[member]) && !keeps(record.Type, member),
    )
    .map(([member, types]) => ({
      code: 'custom',
      path: [member],
      input: record[member],
      message: `is for ${listed(types)} records only: ${an(type)} ${type} record has no ${KEPT_NOUNS[member]}${more(type)}`,
    }));
}

/**
 * The record delete-dns-record looks for: its type and name, and the identity inputs given to
 * narrow the match, each read by the same schema as add-dns-record's (so `priority: 70000`
 * is refused by both), and each one the type's records can be compared by. Problems are recorded
 * in `inputs.problems`. `typeAndName`: whether a missing record-type or record-name is a problem
 * (not when the caller has refused their absence already, in its own words).
 */
export function readDnsRecordMatch(inputs: Inputs, { typeAndName = true }: { typeAndName?: boolean } = {}): RecordIdentity {
  const read = readFields(inputs, (field) => (IDENTITY_FIELDS as readonly string[]).includes(field), {}, !typeAndName);
  const narrowedBy = (type: string) =>
    `; ${an(type)} ${type} record is narrowed by ${narrowingFieldsOf(read.request.Type)
      .map((field) => INPUT_OF[field])
      .join(', ')}`;
  addProblems(inputs, [...read.issues, ...unkeptIssues(read.request, narrowedBy)], read.sources);
  return read.request;
}
