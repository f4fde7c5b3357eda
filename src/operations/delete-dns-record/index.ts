import { zoneOrFail } from '../../platform/dns/zone.ts';
import { ApiError, unansweredAttempt } from '../../api/api-error.ts';
import type { PlatformClient } from '../../api/platform-client.ts';
import { firstLine, messageOf } from '../../http/wording.ts';
import { placeholder, planned, requests } from '../../api/requests.ts';
import type { DnsRecord } from '../../api/models/dns-record.ts';
import { InputError, parseInteger } from '../../inputs/inputs.ts';
import { problemsError } from '../../inputs/zod-issues.ts';
import { DNS_RECORD_INPUTS, readDnsRecordMatch } from '../../inputs/dns-record-inputs.ts';
import { IDENTITY_FIELDS, recordTypeName, sameRecords, type RecordIdentity } from '../../platform/dns/record-identity.ts';
import { withoutVariableValues } from '../../platform/dns/variable-values.ts';
import { inline } from '../../runner/untrusted-text.ts';
import { REDACTED, type DecidingOperation, type StepReport } from '../operation.ts';
import { StepFailure } from '../step-failure.ts';
import { fullyQualifiedName } from '../shared/dns-record-name.ts';
import { deleteWords, goneBefore } from '../shared/delete-answer.ts';

interface DeletePlan {
  zoneId: number;
  /** By id, or by type and name narrowed by value and the identity fields. */
  target: { id: number } | { match: RecordIdentity };
  ifMissing: 'skip' | 'fail';
  allowMultiple: boolean;
}

/**
 * The records of the zone as read that the plan names: these, and only these, are deleted. Their
 * Script variable values are hidden here, once: the zone read gives them back, they may be
 * secret, and the outputs, the log and the summary all show these records.
 */
interface Decision {
  plan: DeletePlan;
  /** The zone's domain, as read: record names are relative to it. */
  domain: string;
  found: DnsRecord[];
}

/** The inputs that name or narrow the records to delete by type and name: none goes with record-id. */
const MATCH_INPUTS = DNS_RECORD_INPUTS.filter(([, field]) => (IDENTITY_FIELDS as readonly string[]).includes(field)).map(
  ([input]) => input,
);

const describeMatch = (match: RecordIdentity) =>
  `${recordTypeName(match.Type) ?? '?'} record '${inline(match.Name ?? '', 80) || '@'}'${match.Value ? ` with value ${inline(match.Value, 80)}` : ''}${match.ScriptId ? ` of script ${match.ScriptId}` : ''}${match.PullZoneId ? ` of pull zone ${match.PullZoneId}` : ''}`;

const ids = (records: readonly DnsRecord[]) => records.map((record) => record.Id);

function showMatches(found: readonly DnsRecord[], { summary }: StepReport, heading: string): void {
  summary.heading(heading).table(
    ['Id', 'Type', 'Name', 'Value'],
    found.map((record) => [record.Id, recordTypeName(record.Type) ?? '?', record.Name || '@', record.Value ?? '']),
  );
}

/**
 * A delete that failed in a way that may hide the work done (its answer lost, or a server
 * error): the zone, read again, decides. Gone, it counts as deleted (a 404 would have said the
 * same), so the outputs name it and a re-run with if-missing: fail does not fail for ever;
 * otherwise, or when the read fails too, the delete's failure stands, saying what the read showed
 * (a delete that may still be running may still remove the record: the outputs count it only once gone).
 */
async function goneAfterLoss(zoneId: number, id: number, error: unknown, client: PlatformClient): Promise<string> {
  if (!(error instanceof ApiError) || !error.mayHaveLanded) throw error;
  const zone = await zoneOrFail(client, zoneId).catch((readFailed: unknown) => {
    throw error.withMessage(
      `${error.message}; whether it was deleted is unknown: the zone read to check failed too (${firstLine(readFailed)})`,
    );
  });
  if ((zone.Records ?? []).some((candidate) => candidate.Id === id)) {
    // Still there is not "not deleted" while the delete may still be running: it may land after the read.
    throw error.withMessage(
      error.mayStillRun
        ? `${error.message}; read after, DNS zone ${zoneId} still holds record ${id}, but the delete failed ${unansweredAttempt(error)}: the record may still be deleted. Running this step again deletes it if it is still there.`
        : `${error.message}; read after, DNS zone ${zoneId} still holds record ${id}, so it was not deleted`,
    );
  }
  return `deleted: the answer was lost (${firstLine(error)}), and DNS zone ${zoneId}, read after, no longer holds it`;
}

/**
 * A delete that failed after others went through: result and the summary name those, as a run
 * that ended would, and the failure says they are gone, so no one reads it as nothing deleted.
 * Before any delete, the failure stands as it is.
 */
function failedPartway(zoneId: number, record: DnsRecord, deleted: readonly DnsRecord[], error: unknown, report: StepReport): unknown {
  report.setOutput('result', deleted);
  if (deleted.length === 0) return error;
  const before = `record${deleted.length === 1 ? '' : 's'} ${ids(deleted).join(', ')}`;
  showMatches(deleted, report, `bunny.net delete-dns-record: ${deleted.length} record(s) deleted from zone ${zoneId} before a failure`);
  return new StepFailure(
    `Deleting record ${record.Id} of DNS zone ${zoneId} failed, after deleting ${before}: ${messageOf(error)}`,
    `Deleted ${before}; deleting record ${record.Id} failed`,
    StepFailure.apiErrorOf(error),
  );
}

/** Removes DNS records, as a preview environment closes. Reads first; a re-run finds nothing and succeeds. */
export const operation: DecidingOperation<DeletePlan, Decision> = {
  plan({ inputs }) {
    const zoneId = inputs.id('zone-id');
    const ifMissing = inputs.choice('if-missing', ['skip', 'fail'] as const) ?? 'skip';
    const allowMultiple = inputs.boolean('allow-multiple', false);
    const idText = inputs.line('record-id');
    const typeText = inputs.line('record-type');
    if (idText === undefined && typeText === undefined) {
      // The rest is read still: every problem of the inputs is named in one run.
      inputs.problems.refuse('record-id', 'or record-type with record-name is required: which records to delete');
      return { zoneId, target: { match: readDnsRecordMatch(inputs, { typeAndName: false }) }, ifMissing, allowMultiple };
    }
    if (idText === undefined) return { zoneId, target: { match: readDnsRecordMatch(inputs) }, ifMissing, allowMultiple };
    // Both problems of record-id are named at once: an id that is no number does not hide the
    // inputs beside it (one problem an input is all the step's list keeps).
    const problems: string[] = [];
    let id = 0;
    try {
      id = parseInteger('record-id', idText, { min: 1, max: Number.MAX_SAFE_INTEGER });
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      problems.push(error.reason);
    }
    // A value or a name beside the id would read as a check that the record is that one, which
    // a delete by id never makes: record 123 would go whatever it holds now.
    const beside = MATCH_INPUTS.filter((input) => inputs.optional(input) !== undefined);
    if (beside.length > 0) {
      problems.push(`cannot be combined with ${beside.join(', ')}: give record-id alone, or record-type and record-name`);
    }
    if (problems.length > 0) inputs.problems.add(problemsError('record-id', problems));
    return { zoneId, target: { id }, ifMissing, allowMultiple };
  },

  describe(plan) {
    const id = 'id' in plan.target ? plan.target.id : placeholder('id of each match');
    return [planned(requests.dnsZone(plan.zoneId)), planned(requests.deleteDnsRecord(plan.zoneId, id))];
  },

  async inspect(plan, client, { setOutput }) {
    // Known before any request: nothing is deleted yet, whatever fails next.
    setOutput('deleted', 0);
    setOutput('deleted-ids', []);
    setOutput('result', []);
    const zone = await zoneOrFail(client, plan.zoneId);
    const { target } = plan;
    const found = 'id' in target ? (zone.Records ?? []).filter((record) => record.Id === target.id) : sameRecords(zone, target.match, true);
    return { plan, domain: zone.Domain ?? '', found: found.map((record) => withoutVariableValues(record, REDACTED)) };
  },

  show({ plan, domain, found }, report, mode) {
    const { log, setOutput, summary } = report;
    const dryRun = mode === 'dry-run';
    const what = 'id' in plan.target ? `record ${plan.target.id}` : describeMatch(plan.target.match);
    // A whole host name matches nothing, so a cleanup would pass on every run and never delete:
    // whatever if-missing says, since the name is wrong, not the record missing.
    const wholeName =
      found.length === 0 && 'match' in plan.target ? fullyQualifiedName(plan.target.match.Name, domain, plan.zoneId, 'deleted') : undefined;
    if (wholeName) {
      summary.heading(`bunny.net delete-dns-record: zone ${plan.zoneId}`);
      throw wholeName;
    }
    if (found.length === 0 && plan.ifMissing === 'fail') {
      summary.heading(`bunny.net delete-dns-record: zone ${plan.zoneId}`);
      throw new StepFailure(`DNS zone ${plan.zoneId} holds no ${what}, and if-missing is fail.`, `No ${what}`);
    }
    if (found.length > 1 && !plan.allowMultiple) {
      showMatches(found, report, `bunny.net delete-dns-record: zone ${plan.zoneId}, ${found.length} records match`);
      throw new StepFailure(
        `${found.length} records of DNS zone ${plan.zoneId} match (ids ${ids(found).join(', ')}); nothing was deleted. Narrow the match with record-value (and the identity inputs of the type), give record-id, or set allow-multiple: true to delete them all.`,
        'Several records match; nothing was deleted',
      );
    }
    if (dryRun) {
      // The ids the run would delete, as its outputs would name them; nothing is deleted.
      setOutput('deleted-ids', ids(found));
      setOutput('deleted', 0);
      setOutput('result', found);
      showMatches(
        found,
        report,
        `bunny.net delete-dns-record: dry run, ${found.length} record(s) would be deleted from zone ${plan.zoneId}`,
      );
      log.info(`Dry run: ${found.length} record(s) match; nothing was deleted.`);
      return;
    }
    if (found.length === 0) {
      log.info(`DNS zone ${plan.zoneId} holds no ${what}: nothing to delete (if-missing: skip).`);
      summary.heading(`bunny.net delete-dns-record: zone ${plan.zoneId}`).verdict(true, `Nothing to delete: no ${what}`);
      return;
    }
    log.info(`Deleting ${found.length} record(s) of DNS zone ${plan.zoneId}: ids ${ids(found).join(', ')}`);
  },

  async apply({ plan, found }, client, report) {
    const { log, setOutput, summary } = report;
    if (found.length === 0) return;
    const deleted: DnsRecord[] = [];
    for (const record of found) {
      // The zone was read a moment ago, so a 404 here is the record already gone, not the zone.
      const outcome = await client.send(requests.deleteDnsRecord(plan.zoneId, record.Id)).then(
        (answer) => (goneBefore(answer) ? `was ${deleteWords(answer)}` : deleteWords(answer)),
        (error: unknown) =>
          goneAfterLoss(plan.zoneId, record.Id, error, client).catch((failed: unknown) => {
            throw failedPartway(plan.zoneId, record, deleted, failed, report);
          }),
      );
      log.info(`Record ${record.Id} ${outcome}`);
      deleted.push(record);
      setOutput('deleted-ids', ids(deleted));
      setOutput('deleted', deleted.length);
    }
    setOutput('result', deleted);
    showMatches(deleted, report, `bunny.net delete-dns-record: ${deleted.length} record(s) deleted from zone ${plan.zoneId}`);
    summary.verdict(true, `Deleted ${deleted.length} record(s)`);
  },
};
