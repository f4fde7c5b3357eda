import { DNS_RECORD_TYPES, type AddDnsRecordRequest, type DnsRecord, type DnsZone } from '../../api/models/dns-record.ts';

/** The name of a record type's number ("Script" for 11), or undefined for a number beyond the list. */
export function recordTypeName(type: number | null | undefined): string | undefined {
  return DNS_RECORD_TYPES[type ?? 0];
}

/**
 * Which records of a zone are "the same" record, by type: the same type and name, and the
 * identity fields of that type (MX adds Priority; SRV Priority, Weight and Port; CAA Flags and
 * Tag; a PullZone record its pull zone, a Script record its script). Shared by add-dns-record
 * (is it there already?) and delete-dns-record (which ones go?).
 */
export const IDENTITY_FIELDS = ['Type', 'Name', 'Value', 'Priority', 'Weight', 'Port', 'Flags', 'Tag', 'PullZoneId', 'ScriptId'] as const;
export type RecordIdentity = Pick<AddDnsRecordRequest, (typeof IDENTITY_FIELDS)[number]>;

type IdentityField = (typeof IDENTITY_FIELDS)[number];

/**
 * The members only some types of record keep, and the types that keep each: a PullZone record
 * links to its pull zone, a Script record to its script, and no other type to either. Which type
 * keeps a weight, a priority, a port, flags or a tag is not documented; the platform's Terraform
 * provider reads a weight back only for A, AAAA and SRV records, and DNS gives the others to MX,
 * SRV and CAA records alone (RFC 1035, 2782, 8659). Sent on another type, such a member may read
 * back as 0 or not at all, so a replace would write it on every run: the harsher reading is taken.
 */
export const KEPT_BY = {
  Weight: ['A', 'AAAA', 'SRV'],
  Priority: ['MX', 'SRV'],
  Port: ['SRV'],
  Flags: ['CAA'],
  Tag: ['CAA'],
  PullZoneId: ['PullZone'],
  ScriptId: ['Script'],
} as const satisfies Partial<Record<IdentityField, ReadonlyArray<(typeof DNS_RECORD_TYPES)[number]>>>;
export type KeptMember = keyof typeof KEPT_BY;

/**
 * 0 (or an empty tag): what a read gives every record for a member its type does not keep
 * (DnsRecordModel's members are plain integers), so a record copied from one, or a matrix that
 * fills every input, carries it; it says nothing of the record.
 */
export const isUnkeptDefault = (value: unknown) => value === 0 || value === '';

/** Whether a record of `type` keeps `member`: every type keeps a member KEPT_BY does not list (its value, its TTL). */
export function keeps(type: number | null | undefined, member: string): boolean {
  const types: readonly string[] | undefined = (KEPT_BY as Partial<Record<string, readonly string[]>>)[member];
  return types === undefined || types.includes(recordTypeName(type) ?? '');
}

const numericId = (text: string | null | undefined): number | undefined => (/^[1-9]\d{0,14}$/.test(text ?? '') ? Number(text) : undefined);

/**
 * The resource a PullZone or Script record links to, as the zone read gives it: a PullZone
 * record names its pull zone's id in LinkName; a Script record names its script's id in Value
 * and the script's name in LinkName (as the platform's Terraform provider reads and writes them).
 */
export function linkedId(record: DnsRecord): { PullZoneId?: number; ScriptId?: number } {
  const type = recordTypeName(record.Type);
  if (type === 'PullZone') {
    const id = numericId(record.LinkName);
    return id === undefined ? {} : { PullZoneId: id };
  }
  if (type === 'Script') {
    const id = numericId(record.Value);
    return id === undefined ? {} : { ScriptId: id };
  }
  return {};
}

/** A name or host name as DNS compares them: without regard to case or a final dot. */
function hostName(text: string | null | undefined): string {
  return (text ?? '').trim().toLowerCase().replace(/\.$/, '');
}

/** A record's name as DNS compares it, `@` being the apex, which the zone read names `''`. */
function recordName(text: string | null | undefined): string {
  const name = hostName(text);
  return name === '@' ? '' : name;
}

/**
 * A URL as it is compared: its scheme and host without regard to case, the rest (user, path,
 * query, fragment) to the letter, because a server may tell `/Docs` from `/docs`. A value with
 * no scheme starts with its host. Nothing else is normalised: the platform stores what it is sent.
 */
function url(text: string | null | undefined): string {
  const [, scheme = '', authority = '', rest = ''] = /^([a-z][a-z\d+.-]*:\/\/)?([^/?#]*)(.*)$/is.exec((text ?? '').trim()) ?? [];
  const at = authority.lastIndexOf('@');
  return `${scheme.toLowerCase()}${authority.slice(0, at + 1)}${authority.slice(at + 1).toLowerCase()}${rest}`;
}

/**
 * A CAA value as its tag reads it (RFC 8659): `issue` and `issuewild` name the issuer by its
 * domain, compared as a host name, then parameters (an account URI) to the letter; `iodef` is
 * a URL; any other tag's value is compared to the letter.
 */
function caaValue(tag: string | null | undefined, text: string | null | undefined): string {
  const kind = (tag ?? '').trim().toLowerCase();
  if (kind === 'iodef') return url(text);
  if (kind !== 'issue' && kind !== 'issuewild') return text ?? '';
  const [issuer = '', ...parameters] = (text ?? '').split(';');
  return [hostName(issuer), ...parameters.map((parameter) => parameter.trim())].join(';');
}

/**
 * A record's value as the identity compares it, by type: TXT text to the letter; a Redirect's
 * URL as a URL; a CAA value as its tag reads it; every other value is a name or an address.
 */
function comparableValue(type: string | undefined, tag: string | null | undefined, text: string | null | undefined): string {
  if (type === 'TXT') return text ?? '';
  if (type === 'Redirect') return url(text);
  if (type === 'CAA') return caaValue(tag, text);
  return hostName(text);
}

/** One field of a record's identity, and how a record is compared to the one `wanted` on it. */
interface Check {
  field: IdentityField;
  same: (record: DnsRecord, wanted: RecordIdentity, partial: boolean) => boolean;
}

/** A field compared only when given, in a partial match (delete narrows by what it is told). */
const field = (name: IdentityField, same: (record: DnsRecord, wanted: RecordIdentity) => boolean): Check => ({
  field: name,
  same: (record, wanted, partial) => (partial && (wanted[name] === undefined || wanted[name] === null)) || same(record, wanted),
});

/**
 * A number the step leaves out matches whatever the record holds, in every mode: an added record
 * reads 0 there, but replace keeps the record's own (the update sends the record as read), so
 * skip and fail find the record that replace would leave alone, and a re-run adds no second one.
 */
const number = (name: 'Priority' | 'Weight' | 'Port' | 'Flags'): Check => ({
  field: name,
  same: (record, wanted) => wanted[name] === undefined || wanted[name] === null || (record[name] ?? 0) === wanted[name],
});

const value = field('Value', (record, wanted) => {
  const type = recordTypeName(wanted.Type);
  // Both sides read by one tag: a delete narrowed by value alone reads it by the record's.
  const tag = wanted.Tag ?? record.Tag;
  return comparableValue(type, tag, record.Value) === comparableValue(type, tag, wanted.Value);
});

// A CAA property tag matches without regard to case (RFC 8659): `Issue` is `issue`.
const tag = field('Tag', (record, wanted) => (record.Tag ?? '').trim().toLowerCase() === (wanted.Tag ?? '').trim().toLowerCase());

const linked = (name: 'PullZoneId' | 'ScriptId') =>
  field(name, (record, wanted) => (linkedId(record)[name] ?? null) === (wanted[name] ?? null));

const IDENTITY: Record<string, Check[]> = {
  MX: [value, number('Priority')],
  SRV: [value, number('Priority'), number('Weight'), number('Port')],
  CAA: [value, number('Flags'), tag],
  PullZone: [linked('PullZoneId')],
  Script: [linked('ScriptId')],
};

/** Every field a record can be compared by beside its type and name. */
const EVERY_CHECK: Check[] = [
  value,
  number('Priority'),
  number('Weight'),
  number('Port'),
  number('Flags'),
  tag,
  linked('PullZoneId'),
  linked('ScriptId'),
];

const identityOf = (type: number | null | undefined): Check[] => IDENTITY[recordTypeName(type) ?? ''] ?? [value];

/** The fields beside type and name that make a record of `type` the record it is (an A record's value; an MX record's value and priority). */
export function identityFieldsOf(type: number | null | undefined): IdentityField[] {
  return identityOf(type).map((check) => check.field);
}

/**
 * What a partial match (a delete's) compares for a record of `type`: every member the type keeps,
 * whether or not it counts it in its identity (a weighted A record has a weight; a PullZone
 * record a value). A field given is never dropped: a record that differs in it is not the one a
 * delete was told of, and a member the type does not keep is refused before any request (but the
 * 0 or empty tag a read gives every record, which is ignored).
 */
function narrowingOf(type: number | null | undefined): Check[] {
  return EVERY_CHECK.filter((check) => keeps(type, check.field));
}

/** The fields a delete of records of `type` narrows by. */
export function narrowingFieldsOf(type: number | null | undefined): IdentityField[] {
  return narrowingOf(type).map((check) => check.field);
}

/**
 * The records of the zone that are `wanted`: the same type and name (the apex is the empty
 * name, which the request sends for `@`, and `@` here too) and the identity fields of the type. `partial`
 * compares only the fields `wanted` gives (delete-dns-record's narrowing), each a field of the
 * record whatever its type counts in its identity: a PullZone or Script record is the same record
 * by its link alone, but a record with another value (or weight) is not the one a delete was told of.
 */
export function sameRecords(zone: Pick<DnsZone, 'Records'>, wanted: RecordIdentity, partial = false): DnsRecord[] {
  const checks = partial ? narrowingOf(wanted.Type) : identityOf(wanted.Type);
  return (zone.Records ?? []).filter(
    (record) =>
      (record.Type ?? 0) === (wanted.Type ?? 0) &&
      recordName(record.Name) === recordName(wanted.Name) &&
      checks.every((check) => check.same(record, wanted, partial)),
  );
}

export function recordsOfTypeAndName(zone: DnsZone, wanted: RecordIdentity): DnsRecord[] {
  return sameRecords(zone, { Type: wanted.Type, Name: wanted.Name }, true);
}
