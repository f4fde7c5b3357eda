import {
  ADD_DNS_RECORD_FIELDS,
  DnsRecord,
  UpdateDnsRecordRequest,
  type AddDnsRecordField,
  type AddDnsRecordRequest,
} from '../../api/models/dns-record.ts';
import { IDENTITY_FIELDS, identityFieldsOf, keeps, linkedId, recordTypeName, sameRecords, type RecordIdentity } from './record-identity.ts';

/**
 * Members of the read model that the update model carries under the same name. Whether the
 * platform keeps a member the update leaves out (or sends as null) is not documented, so the
 * update sends every one of them: the record as read, with the step's fields over it.
 */
const KEPT_MEMBERS = ADD_DNS_RECORD_FIELDS.filter((member): member is AddDnsRecordField & keyof DnsRecord => member in DnsRecord.shape);

/**
 * The whole record to send to change `existing` into what the step asks for: every member read
 * (a Script record keeps its ScriptId, a PullZone record its PullZoneId), overwritten by each
 * field the step gives. A replaced record answers: it is enabled unless the
 * step itself says `Disabled: true`.
 */
export function mergedUpdate(existing: DnsRecord, wanted: AddDnsRecordRequest): UpdateDnsRecordRequest {
  // The read model has no PullZoneId or ScriptId: they are read back from LinkName and Value.
  const merged: Record<string, unknown> = { Id: existing.Id, ...linkedId(existing) };
  for (const member of KEPT_MEMBERS) {
    const value = existing[member];
    if (value !== null && value !== undefined) merged[member] = value;
  }
  for (const [member, value] of Object.entries(wanted)) {
    if (value !== null && value !== undefined) merged[member] = value;
  }
  merged['Disabled'] = wanted.Disabled ?? false;
  // A Script record's value is its script's id: the two never disagree in what is sent.
  if (recordTypeName(existing.Type) === 'Script' && typeof merged['ScriptId'] === 'number') merged['Value'] = String(merged['ScriptId']);
  const checked = UpdateDnsRecordRequest.safeParse(merged);
  if (!checked.success) {
    const problems = checked.error.issues.map((issue) => `${issue.path.join('.') || '(record)'}: ${issue.message}`).join('; ');
    throw new Error(`Record ${existing.Id} as read cannot be sent back to the update call (${problems}); nothing was changed.`);
  }
  return checked.data;
}

/** Members that make a record of some type the record it is: a change to one is checked as the record's identity. */
const IDENTITY_MEMBERS = new Set<string>(['Id', ...IDENTITY_FIELDS]);

/** Members a record of the same type and name holds already: recordsOfTypeAndName compared them. */
const SAME_TYPE_AND_NAME = new Set<string>(['Id', 'Type', 'Name']);

/** A member of the update as the zone read gives it back: a link is read from LinkName or Value. */
function readBack(record: DnsRecord, member: string): unknown {
  if (member === 'PullZoneId' || member === 'ScriptId') return linkedId(record)[member];
  return member === 'Disabled' ? (record.Disabled ?? false) : (record as Record<string, unknown>)[member];
}

const differs = (a: unknown, b: unknown) => JSON.stringify(a ?? null) !== JSON.stringify(b ?? null);

/** A member the record's type does not keep (an A record's pull zone) is no change: the zone reads none back, whatever was sent. */
const differing = (existing: DnsRecord, update: UpdateDnsRecordRequest, compared: ReadonlySet<string>): string[] =>
  Object.entries(update)
    .filter(([member, value]) => !compared.has(member) && keeps(existing.Type, member) && differs(readBack(existing, member), value))
    .map(([member]) => member);

/**
 * The members that sending `update` would change on `existing`, the same record (the identity
 * fields of its type already equal): a record that already is what the step asks for is left
 * alone. Only its own type's identity is left out: an A record's weight or a PullZone record's
 * value is a member like its TTL, which replace changes.
 */
export function changes(existing: DnsRecord, update: UpdateDnsRecordRequest): string[] {
  return differing(existing, update, new Set([...SAME_TYPE_AND_NAME, ...identityFieldsOf(existing.Type)]));
}

/**
 * The members that sending `update` would change on `existing`, a record of the same type and
 * name but another identity: its value, priority or link as well as its TTL or comment, each
 * to be named and checked after the update. None: the record already is what was asked.
 */
export function replacedMembers(existing: DnsRecord, update: UpdateDnsRecordRequest): string[] {
  return differing(existing, update, SAME_TYPE_AND_NAME);
}

/**
 * The members that `update` was sent to change (`changed`) but that the record read after it
 * does not show as sent, each with what was sent and what the zone reads: an update answers
 * 204 with no body, so only this read says whether the platform took it whole. A changed
 * identity member (a value, a priority, a link) is checked as the record's identity (a host name without case, a PullZone record by
 * its LinkName); where that differs, the identity members that read back otherwise are named.
 */
export function notTaken(
  after: DnsRecord,
  update: UpdateDnsRecordRequest,
  changed: readonly string[],
  wanted: RecordIdentity,
): Array<{ member: string; sent: unknown; read: unknown }> {
  const members = changes(after, update).filter((member) => changed.includes(member));
  if (changed.some((member) => IDENTITY_MEMBERS.has(member)) && sameRecords({ Records: [after] }, wanted).length === 0) {
    const sent: Record<string, unknown> = update;
    // Type and name the update never changes (the record was found by them): a name that reads in
    // another case was so before, and is no part of the update not taken.
    members.push(
      ...IDENTITY_FIELDS.filter(
        (member) =>
          !SAME_TYPE_AND_NAME.has(member) &&
          keeps(after.Type, member) &&
          sent[member] !== undefined &&
          differs(readBack(after, member), sent[member]),
      ),
    );
  }
  return members.map((member) => ({ member, sent: (update as Record<string, unknown>)[member], read: readBack(after, member) }));
}
