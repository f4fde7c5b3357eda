import { placeholder, planned, requests } from '../../api/requests.ts';
import { ApiError, unansweredAttempt } from '../../api/api-error.ts';
import { GATEWAY_STATUSES } from '../../http/network-errors.ts';
import type { AddDnsRecordRequest, DnsRecord, UpdateDnsRecordRequest } from '../../api/models/dns-record.ts';
import type { PlatformClient } from '../../api/platform-client.ts';
import { explainNotFound } from '../../platform/not-found.ts';
import { enumName, readDnsRecordInputs } from '../../inputs/dns-record-inputs.ts';
import { recordsOfTypeAndName, sameRecords } from '../../platform/dns/record-identity.ts';
import { changes, mergedUpdate, notTaken, replacedMembers } from '../../platform/dns/record-update.ts';
import { zoneOrFail, dnsRecordGone, noDnsZone } from '../../platform/dns/zone.ts';
import { withoutVariableValues } from '../../platform/dns/variable-values.ts';
import { inline } from '../../runner/untrusted-text.ts';
import { REDACTED, type DecidingOperation, type StepReport } from '../operation.ts';
import { StepFailure } from '../step-failure.ts';
import { firstLine } from '../../http/wording.ts';
import { fullyQualifiedName } from '../shared/dns-record-name.ts';

/** What to do when the zone already holds the record: report it, fail, add another, or change it in place. */
const IF_EXISTS = ['skip', 'fail', 'add', 'replace'] as const;

interface AddDnsRecordPlan {
  zoneId: number;
  record: AddDnsRecordRequest;
  ifExists: (typeof IF_EXISTS)[number];
}

/** "the CNAME record 'preview-42'": the record as the plan describes it, for messages. */
function describeRecord(record: AddDnsRecordRequest): string {
  const type = enumName('Type', record.Type);
  const name = record.Name === undefined || record.Name === null ? '' : ` '${inline(record.Name, 80)}'`;
  return `The ${type ? `${type} ` : ''}record${name}`;
}

/**
 * What to say of a failure after which the record may exist (the client's mayHaveLanded: the
 * answer was lost, or a success or a server error came back). Such a call is never sent twice: a
 * second record is worse than a failed step, so the step fails and says what to check.
 */
function mayExist(error: ApiError, plan: AddDnsRecordPlan): string | undefined {
  if (!error.mayHaveLanded) return undefined;
  const check = `Check the records of DNS zone ${plan.zoneId} before running this step again; running it again without checking can add a second record.`;
  const what = describeRecord(plan.record);
  // Any success status, including one the API does not document for this call (202, 204).
  if (error.status !== undefined && error.status >= 200 && error.status < 300) {
    return `${what} was most likely added to DNS zone ${plan.zoneId} (the API answered ${error.status}), but the answer could not be read, so its id is unknown. ${check}\n(${error.message})`;
  }
  if (error.kind === 'http' && error.status !== undefined) {
    const from = GATEWAY_STATUSES.has(error.status) ? 'from a gateway ' : '';
    return `${what} may exist in DNS zone ${plan.zoneId} now: a ${error.status} answer can come ${from}after the API has already added it, so the request was not repeated. ${check}\n(${error.message})`;
  }
  return `${what} may exist in DNS zone ${plan.zoneId} now: the connection was lost after the request was sent, so the outcome is unknown and the request was not repeated. ${check}\n(${error.message})`;
}

/**
 * What running the step again does to an add that may still land: skip and replace find the record;
 * fail finds it too, and fails on it, though this step added it; add can add a second one.
 */
function rerun(plan: AddDnsRecordPlan): string {
  if (plan.ifExists === 'add')
    return `With if-exists: add, check the records of DNS zone ${plan.zoneId} before running this step again: running it again can add a second record.`;
  if (plan.ifExists === 'fail')
    return 'Running this step again adds the record if it was not added; if it was, the re-run fails naming it (if-exists: fail): use if-exists: skip to have it reported instead.';
  return `Running this step again finds the record if it was added (if-exists: ${plan.ifExists}), and adds it if it was not.`;
}

/** What the zone as read asks of the step. */
type Outcome =
  | { kind: 'add' }
  | { kind: 'present' | 'exists'; record: DnsRecord }
  | { kind: 'update'; record: DnsRecord; changed: string[]; body: UpdateDnsRecordRequest }
  | { kind: 'several'; records: DnsRecord[] }
  | { kind: 'stale'; record: DnsRecord; stale: DnsRecord[] };

interface Decision {
  plan: AddDnsRecordPlan;
  /** The zone's domain, as read: record names are relative to it. */
  domain: string;
  /** Other CNAME records of the record's name: a name with a CNAME can hold nothing else, another CNAME included. */
  otherCnames: DnsRecord[];
  /** The records the zone held when read: after a lost answer, only a record not among them can be this step's. */
  known: ReadonlySet<number>;
  outcome: Outcome;
}

/**
 * The one place if-exists is decided. `replace` changes the record of the same type and name
 * in place: the identical one when it differs in other fields (TTL, comment, disabled), else
 * the one with another value, and only when there is exactly one. A record that already reads
 * as the update would write it is present, not updated: a re-run writes nothing. It leaves one
 * record answering or none changed: the identical record beside records of other values is refused.
 */
function decide(plan: AddDnsRecordPlan, identical: DnsRecord[], others: DnsRecord[]): Outcome {
  if (plan.ifExists === 'add') return { kind: 'add' };
  // Of several identical records, one that answers is the one to report.
  const found = identical.find((record) => !record.Disabled) ?? identical[0];
  if (plan.ifExists !== 'replace')
    return found ? { kind: plan.ifExists === 'fail' ? 'exists' : 'present', record: found } : { kind: 'add' };
  if (found) {
    if (others.length > 0) return { kind: 'stale', record: found, stale: others };
    const body = mergedUpdate(found, plan.record);
    const changed = changes(found, body);
    return changed.length === 0 ? { kind: 'present', record: found } : { kind: 'update', record: found, changed, body };
  }
  if (others.length > 1) return { kind: 'several', records: others };
  const [other] = others;
  if (!other) return { kind: 'add' };
  const body = mergedUpdate(other, plan.record);
  // What differs is worked out, not assumed: the members named in the log are the ones checked after the update.
  const changed = replacedMembers(other, body);
  return changed.length === 0 ? { kind: 'present', record: other } : { kind: 'update', record: other, changed, body };
}

/**
 * The outputs that name the record the step reports, and what it did to it, as far as each is
 * known, a failed step's included. The record as read sets result; its id alone leaves result
 * unset when how it reads now is not known; none, when no record is the step's (an add that
 * failed). `updated` undefined is not known (an update the platform took only in part), and left unset.
 */
function setRecordOutputs(
  record: DnsRecord | number | undefined,
  how: { created: boolean; updated?: boolean | undefined },
  setOutput: StepReport['setOutput'],
): void {
  if (record !== undefined) setOutput('record-id', typeof record === 'number' ? record : record.Id);
  setOutput('created', how.created);
  setOutput('updated', how.updated);
  // The record as read, but for the values of its variables, which the platform gives back and
  // which may be secret whoever set them.
  if (typeof record === 'object') setOutput('result', withoutVariableValues(record, REDACTED));
}

/**
 * A decision the step refuses, in a dry run as in a run: the summary says so, and the step
 * fails. A refusal that found the record still sets the outputs it knows: the record it found,
 * and that it neither created nor updated one.
 */
function refuse({ plan, outcome, domain }: Decision, { summary, setOutput }: StepReport): void {
  const what = describeRecord(plan.record);
  const zone = `DNS zone ${plan.zoneId}`;
  const wholeName = fullyQualifiedName(plan.record.Name, domain, plan.zoneId, 'added');
  if (wholeName) {
    setRecordOutputs(undefined, { created: false, updated: false }, setOutput);
    summary.heading(`bunny.net add-dns-record: zone ${plan.zoneId}`);
    throw wholeName;
  }
  const ids = (records: readonly DnsRecord[]) => records.map((record) => record.Id).join(', ');
  if (outcome.kind === 'several') {
    // None of them is the record: record-id stays unset.
    setRecordOutputs(undefined, { created: false, updated: false }, setOutput);
    summary.heading(`bunny.net add-dns-record: zone ${plan.zoneId}, several records to replace`);
    throw new StepFailure(
      `${what} cannot be replaced: ${zone} holds ${outcome.records.length} records of that type and name (ids ${ids(outcome.records)}), and if-exists: replace changes exactly one. Nothing was changed. Delete the ones you do not want (delete-dns-record), or use if-exists: add.`,
      `Records ${ids(outcome.records)}`,
    );
  }
  if (outcome.kind === 'stale') {
    setRecordOutputs(outcome.record, { created: false, updated: false }, setOutput);
    summary.heading(`bunny.net add-dns-record: zone ${plan.zoneId}, stale records beside the record`);
    throw new StepFailure(
      `${what} cannot be replaced: ${zone} holds it already as record ${outcome.record.Id}, and also ${outcome.stale.length} record(s) of that type and name with other values (ids ${ids(outcome.stale)}), so the name would answer with both. Nothing was changed. Delete the stale ones (delete-dns-record with record-id), then run this step again.`,
      `Stale records ${ids(outcome.stale)}`,
    );
  }
  if (outcome.kind === 'exists') {
    setRecordOutputs(outcome.record, { created: false, updated: false }, setOutput);
    summary.heading(`bunny.net add-dns-record: zone ${plan.zoneId}, the record exists`);
    throw new StepFailure(
      `${what} already exists in ${zone} as record ${outcome.record.Id} (same type, name and value), and if-exists is fail. Use if-exists: skip to report it instead, add to add another, or replace to change it in place.`,
      `Record ${outcome.record.Id} exists`,
    );
  }
}

/**
 * Another CNAME of the name that is to get one: a resolver takes one of them at random, so the
 * step warns naming it, and the input that changes it in place.
 */
function warnOfCnames({ plan, otherCnames }: Decision, { log }: StepReport): void {
  if (otherCnames.length === 0) return;
  const name = inline(plan.record.Name ?? '', 80) || '@';
  const others = otherCnames.map((record) => `record ${record.Id} -> ${inline(record.Value ?? '', 120)}`).join(', ');
  log.warning(
    `DNS zone ${plan.zoneId} holds another CNAME record of the name '${name}' (${others}): a name with a CNAME can hold no other record, so adding this one leaves the name answering with either. Use if-exists: replace to change ${otherCnames.length === 1 ? 'that record' : 'the one record'} in place, or delete it first (delete-dns-record).`,
    { title: `add-dns-record: another CNAME of '${name}'` },
  );
}

/**
 * An identical record found disabled does not answer: the step says so wherever it reports it
 * found (a disabled record does not count as present in silence), a dry run as the run does, in the log and the summary.
 * A step that asks for the record disabled found what it asked for: a warning would repeat on every run, its advice wrong.
 */
function warnIfDisabled(plan: AddDnsRecordPlan, found: DnsRecord, mode: 'dry-run' | 'run', { log, summary }: StepReport): boolean {
  if (!found.Disabled || plan.record.Disabled === true) return false;
  const nothing = mode === 'dry-run' ? 'Nothing would be added or enabled' : 'Nothing was added or enabled';
  const warning = `${describeRecord(plan.record)} exists in DNS zone ${plan.zoneId} as record ${found.Id}, but it is disabled: it does not answer. ${nothing} (if-exists: ${plan.ifExists}); enable it in the dashboard, or use if-exists: replace.`;
  log.warning(warning, { title: 'add-dns-record: the record exists but is disabled' });
  summary.paragraph(`⚠️ ${warning}`);
  return true;
}

/** The dry run's account of the decision: what would happen, the record it concerns, the request it would send (Script variable values hidden). */
function showDryRun({ plan, outcome }: Decision, report: StepReport): void {
  const what = describeRecord(plan.record);
  const before = outcome.kind === 'update' || outcome.kind === 'present' ? outcome.record : undefined;
  const verdict =
    outcome.kind === 'add'
      ? `${what} would be added to DNS zone ${plan.zoneId}.`
      : outcome.kind === 'update'
        ? `${what} would replace record ${outcome.record.Id} of DNS zone ${plan.zoneId} (changed: ${outcome.changed.join(', ')}).`
        : `${what} is in DNS zone ${plan.zoneId} already as record ${before?.Id}; nothing would change.`;
  const request =
    outcome.kind === 'add'
      ? planned(requests.addDnsRecord(plan.zoneId, withoutVariableValues(plan.record, REDACTED)))
      : outcome.kind === 'update'
        ? planned(requests.updateDnsRecord(plan.zoneId, withoutVariableValues(outcome.body, REDACTED)))
        : undefined;
  report.log.info(`Dry run: ${verdict}`);
  setRecordOutputs(before?.Id, { created: false, updated: false }, report.setOutput);
  report.setOutput('result', {
    dryRun: true,
    outcome: outcome.kind,
    ...(before ? { record: withoutVariableValues(before, REDACTED) } : {}),
    requests: request ? [request] : [],
  });
  report.summary.heading(`bunny.net add-dns-record: dry run, zone ${plan.zoneId}`).paragraph(verdict);
  if (outcome.kind === 'present') warnIfDisabled(plan, outcome.record, 'dry-run', report);
}

function reportRecord(
  plan: AddDnsRecordPlan,
  record: DnsRecord,
  how: { created: boolean; updated: boolean; before?: DnsRecord },
  { setOutput, summary }: StepReport,
): void {
  setRecordOutputs(record, how, setOutput);
  const type = enumName('Type', record.Type) ?? '?';
  const facts: Array<[string, string | number | boolean | null | undefined]> = [
    ['Zone', plan.zoneId],
    ['Record id', record.Id],
    ['Type', type],
    ['Name', record.Name || '(zone apex)'],
    ['Value', record.Value],
    ['TTL', record.Ttl],
  ];
  if (how.before && how.before.Value !== record.Value) facts.push(['Value before', how.before.Value]);
  if (record.Priority) facts.push(['Priority', record.Priority]);
  if (record.Weight) facts.push(['Weight', record.Weight]);
  if (record.Port) facts.push(['Port', record.Port]);
  if (record.Flags) facts.push(['Flags', record.Flags]);
  if (record.Tag) facts.push(['Tag', record.Tag]);
  if (record.LinkName) facts.push(['Linked to', record.LinkName]);
  if (record.MonitorType) facts.push(['Monitoring', enumName('MonitorType', record.MonitorType)]);
  if (record.SmartRoutingType) facts.push(['Smart routing', enumName('SmartRoutingType', record.SmartRoutingType)]);
  if (record.Disabled) facts.push(['Disabled', true]);
  if (record.Comment) facts.push(['Comment', record.Comment]);
  const verb = how.created ? 'added to' : how.updated ? 'replaced in' : 'already in';
  summary
    .heading(`bunny.net add-dns-record: ${type} record ${verb} zone ${plan.zoneId}`)
    .facts([['Created by this step', how.created], ['Updated by this step', how.updated], ...facts]);
}

/** A member's value for a message: a Script record's variables by name, since their values may be secret. */
function shownMember(member: string, value: unknown): string {
  const variables =
    member === 'EnviromentalVariables' && Array.isArray(value) ? (value as AddDnsRecordRequest['EnviromentalVariables']) : undefined;
  const shown = variables ? withoutVariableValues({ EnviromentalVariables: variables }, REDACTED).EnviromentalVariables : value;
  return inline(JSON.stringify(shown ?? null), 120);
}

/**
 * The update answered 204, which says nothing of what was kept: a member sent that the zone
 * reads back otherwise fails the step naming what the zone shows, rather than report updated
 * with the old value in result. The record found is still the one to name; whether anything
 * else changed is for the user to check, so updated is left unset.
 */
function refuseUntaken(
  { plan }: Decision,
  outcome: Extract<Outcome, { kind: 'update' }>,
  after: DnsRecord,
  { setOutput, summary }: StepReport,
): void {
  const untaken = notTaken(after, outcome.body, outcome.changed, plan.record);
  if (untaken.length === 0) return;
  setRecordOutputs(after, { created: false }, setOutput);
  const members = untaken.map(
    ({ member, sent, read }) => `${member} reads ${shownMember(member, read)} (sent ${shownMember(member, sent)})`,
  );
  summary.heading(`bunny.net add-dns-record: zone ${plan.zoneId}, record ${after.Id} not replaced as sent`);
  throw new StepFailure(
    `Record ${after.Id} of DNS zone ${plan.zoneId} was sent the update and the API answered with success, but the zone read after it does not show what was sent: ${members.join('; ')}. The platform did not take the whole update, and it was not sent again; check the record before running this step again.`,
    `Record ${after.Id} not replaced as sent: ${untaken.map(({ member }) => member).join(', ')}`,
  );
}

/**
 * After an update whose answer was lost (or a server error, which may come after the work), the
 * zone says what happened: the record reading as sent was updated, reported with a warning; one
 * that does not was not, and the step fails saying a re-run is safe, unless the update may still
 * be running (an attempt of it got no answer, or a gateway's): then it may still land, and the step says so. When the zone cannot be
 * read either, or no longer holds the record, the outcome is unknown, and the step fails saying
 * so, as an add in that case does.
 */
async function updatedAfterLoss(
  decision: Decision,
  outcome: Extract<Outcome, { kind: 'update' }>,
  error: ApiError,
  client: PlatformClient,
  report: StepReport,
): Promise<void> {
  const { plan } = decision;
  const before = outcome.record;
  const zone = await zoneOrFail(client, plan.zoneId).catch((readFailed: unknown) => {
    // The record is known and none was made; whether it was changed is not, so updated stays unset.
    setRecordOutputs(before.Id, { created: false }, report.setOutput);
    const uncertain = `Record ${before.Id} of DNS zone ${plan.zoneId} may have been replaced: the update failed (${firstLine(error)}), so the update may have been applied; the zone read to check failed (${firstLine(readFailed)}); running this step again is safe (it finds the record and changes nothing, or replaces it).`;
    report.summary.heading(`bunny.net add-dns-record: zone ${plan.zoneId}, outcome unknown`).paragraph(firstLine(error));
    throw error.withMessage(uncertain);
  });
  const after = zone.Records?.find((candidate) => candidate.Id === before.Id);
  if (after === undefined) {
    // Gone, the record shows nothing of the update: it may have been applied before the delete, so updated stays unset.
    setRecordOutputs(before.Id, { created: false }, report.setOutput);
    report.summary
      .heading(`bunny.net add-dns-record: zone ${plan.zoneId}, record ${before.Id} deleted, outcome unknown`)
      .paragraph(firstLine(error));
    throw error.withMessage(
      `Record ${before.Id} of DNS zone ${plan.zoneId} is no longer listed: the update failed (${firstLine(error)}), and the zone, read after, no longer holds the record, so something else deleted it; whether the update was applied before it was deleted is not known. Running this step again adds the record anew.`,
    );
  }
  const untaken = notTaken(after, outcome.body, outcome.changed, plan.record);
  if (untaken.length > 0) {
    // Only a record with none of the changed members as sent was not updated; with some, the
    // platform took part of the update, and updated stays unset as after a success that took part.
    const none = untaken.length === outcome.changed.length;
    if (none && error.mayStillRun) {
      // Not shown yet is not "not replaced": the update may land after the read, so updated stays unset.
      setRecordOutputs(after, { created: false }, report.setOutput);
      report.summary.heading(`bunny.net add-dns-record: zone ${plan.zoneId}, outcome unknown`).paragraph(firstLine(error));
      throw error.withMessage(
        `Record ${before.Id} of DNS zone ${plan.zoneId} may still be replaced: the update failed (${firstLine(error)}) ${unansweredAttempt(error)}, and the zone, read after, does not show it yet. Running this step again is safe: it replaces the record, or finds it replaced and changes nothing.`,
      );
    }
    setRecordOutputs(after, { created: false, updated: none ? false : undefined }, report.setOutput);
    report.summary
      .heading(`bunny.net add-dns-record: zone ${plan.zoneId}, record ${before.Id} not replaced${none ? '' : ' as sent'}`)
      .paragraph(firstLine(error));
    throw error.withMessage(
      none
        ? `Record ${before.Id} of DNS zone ${plan.zoneId} was not replaced: the update failed (${firstLine(error)}) and the zone, read after, does not show it as sent, so running this step again is safe.`
        : `Record ${before.Id} of DNS zone ${plan.zoneId} was replaced in part: the update failed (${firstLine(error)}) and the zone, read after, shows some of it but not ${untaken.map(({ member }) => member).join(', ')}. The platform did not take the whole update; check the record before running this step again.`,
    );
  }
  report.log.warning(
    `The answer to the update was lost (${firstLine(error)}), but DNS zone ${plan.zoneId} now holds record ${before.Id} as sent.`,
    { title: 'add-dns-record: the answer was lost; the record reads as sent' },
  );
  reportRecord(plan, after, { created: false, updated: true, before }, report);
}

async function update(decision: Decision, outcome: Extract<Outcome, { kind: 'update' }>, client: PlatformClient, report: StepReport) {
  const { plan } = decision;
  const before = outcome.record;
  try {
    await client.send(requests.updateDnsRecord(plan.zoneId, outcome.body));
  } catch (error) {
    if (error instanceof ApiError && error.mayHaveLanded) return updatedAfterLoss(decision, outcome, error, client, report);
    // An answer that says the update was not carried out leaves the record as read before it; only
    // a failure that is no answer at all leaves that unknown. Not read again, so result stays unset.
    setRecordOutputs(before.Id, { created: false, updated: error instanceof ApiError ? false : undefined }, report.setOutput);
    report.summary.heading(`bunny.net add-dns-record: zone ${plan.zoneId}, record ${before.Id} not replaced`).paragraph(firstLine(error));
    throw explainNotFound(error, dnsRecordGone(before.Id, plan.zoneId));
  }
  // The update answers 204 with no body: the record after it is read from the zone again.
  const zone = await zoneOrFail(client, plan.zoneId).catch((readFailed: unknown) => {
    // The update went through: a failed check must not read as a record left as it was. result
    // stays unset: the record as it reads now is what could not be read.
    setRecordOutputs(before.Id, { created: false, updated: true }, report.setOutput);
    report.summary.heading(`bunny.net add-dns-record: zone ${plan.zoneId}, record ${before.Id} replaced, not checked`);
    throw new StepFailure(
      `Record ${before.Id} of DNS zone ${plan.zoneId} was replaced (the update answered 204), but reading the zone after it to check failed (${firstLine(readFailed)}): running this step again finds it and changes nothing, if the platform took the whole update.`,
      `Record ${before.Id} replaced; the read to check it failed`,
      StepFailure.apiErrorOf(readFailed),
    );
  });
  const after = zone.Records?.find((candidate) => candidate.Id === before.Id);
  if (after === undefined) {
    // The update went through, as when the read to check it fails: what the step did to the
    // record stays known though the record is gone. result stays unset: there is no record to show.
    setRecordOutputs(before.Id, { created: false, updated: true }, report.setOutput);
    report.summary.heading(`bunny.net add-dns-record: zone ${plan.zoneId}, record ${before.Id} replaced, then deleted`);
    throw new StepFailure(
      `Record ${before.Id} of DNS zone ${plan.zoneId} was updated, but the zone no longer lists it: something else deleted it.`,
      `Record ${before.Id} replaced, then deleted by something else`,
    );
  }
  refuseUntaken(decision, outcome, after, report);
  report.log.info(
    `Replaced record ${before.Id} in DNS zone ${plan.zoneId}: ${outcome.changed.join(', ')} changed (was ${inline(before.Value ?? '', 120) || '(empty)'}, now ${inline(after.Value ?? '', 120) || '(empty)'}).`,
  );
  reportRecord(plan, after, { created: false, updated: true, before }, report);
}

async function add({ plan, known }: Decision, client: PlatformClient, report: StepReport): Promise<void> {
  const { summary, log } = report;
  const what = describeRecord(plan.record);
  let record: DnsRecord;
  try {
    record = (await client.send(requests.addDnsRecord(plan.zoneId, plan.record))).body;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const uncertain = mayExist(error, plan);
    if (uncertain !== undefined) {
      // The answer was lost, not the request: the zone says whether the record was made.
      const made = await zoneOrFail(client, plan.zoneId).then(
        (zone) => sameRecords(zone, plan.record).filter((candidate) => !known.has(candidate.Id)),
        () => undefined,
      );
      const newest = made?.sort((a, b) => b.Id - a.Id)[0];
      if (newest !== undefined) {
        log.warning(
          `The answer to the add was lost (${firstLine(error)}), but DNS zone ${plan.zoneId} now holds the record: id ${newest.Id}.`,
          { title: 'add-dns-record: the answer was lost; the record was found' },
        );
        reportRecord(plan, newest, { created: true, updated: false }, report);
        return;
      }
      if (made !== undefined && error.mayStillRun) {
        // Not there yet is not "not added": the add may land after the read. Whether this step
        // created the record is what is not known, so created and updated stay unset, as below.
        const notYet = `${what} is not in DNS zone ${plan.zoneId} yet: the request failed (${firstLine(error)}) ${unansweredAttempt(error)} and add the record. ${rerun(plan)}`;
        summary.heading(`bunny.net add-dns-record: zone ${plan.zoneId}, outcome unknown`).paragraph(firstLine(notYet));
        throw error.withMessage(notYet);
      }
      if (made !== undefined) {
        setRecordOutputs(undefined, { created: false, updated: false }, report.setOutput);
        summary.heading(`bunny.net add-dns-record: zone ${plan.zoneId}, no record added`).paragraph(firstLine(error));
        throw error.withMessage(
          `${what} was not added: the request failed (${firstLine(error)}) and DNS zone ${plan.zoneId} does not hold the record, so running this step again is safe.`,
        );
      }
      log.warning(uncertain, { title: `add-dns-record: the record may exist in zone ${plan.zoneId}` });
      summary.heading(`bunny.net add-dns-record: zone ${plan.zoneId}, outcome unknown`).paragraph(firstLine(uncertain));
      throw error.withMessage(uncertain);
    }
    setRecordOutputs(undefined, { created: false, updated: false }, report.setOutput);
    summary.heading(`bunny.net add-dns-record: zone ${plan.zoneId}, no record added`).paragraph(error.message);
    throw explainNotFound(error, noDnsZone(plan.zoneId));
  }
  log.info(
    `Added ${enumName('Type', record.Type) ?? '?'} record ${inline(record.Name ?? '', 120) || '(zone apex)'} -> ${inline(record.Value ?? '', 120)} to DNS zone ${plan.zoneId}: id ${record.Id}`,
  );
  reportRecord(plan, record, { created: true, updated: false }, report);
}

export const operation: DecidingOperation<AddDnsRecordPlan, Decision> = {
  plan({ inputs, secrets }) {
    const zoneId = inputs.id('zone-id');
    const ifExists = inputs.choice('if-exists', IF_EXISTS) ?? 'skip';
    const { request } = readDnsRecordInputs(inputs);
    // A Script record's variables hold what its script must not publish (tokens, keys): masked
    // and scrubbed from anything the step prints, an API error that echoes the body included.
    for (const variable of request.EnviromentalVariables ?? []) if (variable.Value) secrets.add(variable.Value);
    return { zoneId, record: request, ifExists };
  },

  describe(plan) {
    const shown = withoutVariableValues(plan.record, REDACTED);
    const read = planned(requests.dnsZone(plan.zoneId));
    if (plan.ifExists !== 'replace') return [read, planned(requests.addDnsRecord(plan.zoneId, shown))];
    // Which of the two is sent depends on what the zone holds: a dry run with a key says which.
    const update = requests.updateDnsRecord(plan.zoneId, { ...shown, Id: placeholder('id of the record replaced') });
    return [
      read,
      planned(update, 'when the zone holds a record of that type and name to replace'),
      planned(requests.addDnsRecord(plan.zoneId, shown), 'when it holds none'),
    ];
  },

  // Read first in every mode: a re-run finds what it added, and after a lost answer only a
  // record that was not there before can be this step's.
  async inspect(plan, client, { setOutput }) {
    // A zone that cannot be read leaves nothing written. Set on that failure only, not before the read:
    // an add or update whose outcome is unknown later leaves them unset, which no output set here could undo.
    const zone = await zoneOrFail(client, plan.zoneId).catch((readFailed: unknown) => {
      setRecordOutputs(undefined, { created: false, updated: false }, setOutput);
      throw readFailed;
    });
    const identical = sameRecords(zone, plan.record);
    const others = recordsOfTypeAndName(zone, plan.record).filter((record) => !identical.includes(record));
    return {
      plan,
      domain: zone.Domain ?? '',
      otherCnames: enumName('Type', plan.record.Type) === 'CNAME' ? others : [],
      known: new Set((zone.Records ?? []).map((record) => record.Id)),
      outcome: decide(plan, identical, others),
    };
  },

  show(decision, report, mode) {
    refuse(decision, report);
    const { plan, outcome } = decision;
    if (outcome.kind === 'add') warnOfCnames(decision, report);
    if (mode === 'dry-run') return showDryRun(decision, report);
    const what = describeRecord(plan.record);
    if (outcome.kind === 'present') {
      const found = outcome.record;
      reportRecord(plan, found, { created: false, updated: false }, report);
      if (!warnIfDisabled(plan, found, mode, report))
        report.log.info(
          `${what} already exists in DNS zone ${plan.zoneId} as record ${found.Id}; nothing changed (if-exists: ${plan.ifExists}).`,
        );
      return;
    }
    if (outcome.kind === 'add') report.log.info(`${what} is not in DNS zone ${plan.zoneId}: adding it.`);
    if (outcome.kind === 'update') {
      report.log.info(`${what} replaces record ${outcome.record.Id} of DNS zone ${plan.zoneId} (changed: ${outcome.changed.join(', ')}).`);
    }
  },

  async apply(decision, client, report) {
    const { outcome } = decision;
    if (outcome.kind === 'add') await add(decision, client, report);
    else if (outcome.kind === 'update') await update(decision, outcome, client, report);
  },
};
