import { placeholder, planned, requests } from '../../api/requests.ts';
import { DNS_RECORD_TYPES, type DnsRecord, type DnsZone } from '../../api/models/dns-record.ts';
import { InputError, showValue } from '../../inputs/inputs.ts';
import { inline } from '../../runner/untrusted-text.ts';
import { sameRecords, type RecordIdentity } from '../add-dns-record/record-match.ts';
import { readZone } from '../add-dns-record/read-zone.ts';
import type { Operation, StepReport } from '../operation.ts';

interface DeletePlan {
  zoneId: number;
  /** By id, or by type and name narrowed by value and the identity fields. */
  target: { id: number } | { match: RecordIdentity };
  ifMissing: 'skip' | 'fail';
  allowMultiple: boolean;
}

function recordType(text: string): number {
  const byName = DNS_RECORD_TYPES.findIndex((name) => name.toLowerCase() === text.toLowerCase());
  if (byName >= 0) return byName;
  if (/^\d{1,2}$/.test(text) && Number(text) < DNS_RECORD_TYPES.length) return Number(text);
  throw new InputError(
    'record-type',
    `got ${showValue(text)}; expected one of ${DNS_RECORD_TYPES.join(', ')} (any case), or a number from 0 to ${DNS_RECORD_TYPES.length - 1}`,
  );
}

const describeMatch = (match: RecordIdentity) =>
  `${DNS_RECORD_TYPES[match.Type ?? 0] ?? '?'} record '${inline(match.Name ?? '', 80) || '@'}'${match.Value ? ` with value ${inline(match.Value, 80)}` : ''}`;

/** The records the plan names, in the zone as read now. */
function matches(plan: DeletePlan, zone: DnsZone): DnsRecord[] {
  if ('id' in plan.target) {
    const { id } = plan.target;
    return (zone.Records ?? []).filter((record) => record.Id === id);
  }
  return sameRecords(zone, plan.target.match, true);
}

function refuseSeveral(plan: DeletePlan, found: readonly DnsRecord[]): void {
  if (found.length > 1 && !plan.allowMultiple) {
    throw new Error(
      `${found.length} records of DNS zone ${plan.zoneId} match (ids ${found.map((record) => record.Id).join(', ')}); nothing was deleted. Narrow the match with record-value (and the identity inputs of the type), give record-id, or set allow-multiple: true to delete them all.`,
    );
  }
}

function showMatches(found: readonly DnsRecord[], { summary }: StepReport, heading: string): void {
  summary.heading(heading).table(
    ['Id', 'Type', 'Name', 'Value'],
    found.map((record) => [record.Id, DNS_RECORD_TYPES[record.Type ?? 0] ?? '?', record.Name || '@', record.Value ?? '']),
  );
}

/** Removes DNS records, as a preview environment closes. Reads first; a re-run finds nothing and succeeds. */
export const operation: Operation<DeletePlan> = {
  plan({ inputs }) {
    const zoneId = inputs.id('zone-id');
    const ifMissing = inputs.choice('if-missing', ['skip', 'fail'] as const) ?? 'skip';
    const allowMultiple = inputs.boolean('allow-multiple', false);
    const idText = inputs.line('record-id');
    const typeText = inputs.line('record-type');
    if (idText !== undefined && typeText !== undefined) {
      throw new InputError('record-id', 'cannot be combined with record-type: give record-id alone, or record-type and record-name');
    }
    if (idText === undefined && typeText === undefined) {
      throw new InputError('record-id', 'or record-type with record-name is required: which records to delete');
    }
    if (idText !== undefined) return { zoneId, target: { id: inputs.id('record-id') }, ifMissing, allowMultiple };
    const type = inputs.check(() => recordType(typeText ?? '')) ?? 0;
    const name = inputs.line('record-name', { required: true, expected: "the record's name, @ for the zone apex" });
    const integer = (input: string) => inputs.integer(input, { min: 0, max: 65_535 });
    const pullZone = inputs.line('pull-zone-id');
    const script = inputs.line('script-id');
    const match: RecordIdentity = {
      Type: type,
      Name: name === '@' ? '' : name,
      Value: inputs.optional('record-value'),
      Priority: integer('priority'),
      Weight: integer('weight'),
      Port: integer('port'),
      Flags: inputs.integer('flags', { min: 0, max: 255 }),
      Tag: inputs.line('tag'),
      PullZoneId: pullZone === undefined ? undefined : inputs.id('pull-zone-id'),
      ScriptId: script === undefined ? undefined : inputs.id('script-id'),
    };
    return { zoneId, target: { match }, ifMissing, allowMultiple };
  },

  describe(plan) {
    const id = 'id' in plan.target ? plan.target.id : placeholder('id of each match');
    return [planned(requests.dnsZone(plan.zoneId)), planned(requests.deleteDnsRecord(plan.zoneId, id))];
  },

  async preview(plan, client, report) {
    const found = matches(plan, await readZone(client, plan.zoneId));
    report.setOutput(
      'deleted-ids',
      found.map((record) => record.Id),
    );
    report.setOutput('deleted', 0);
    report.setOutput('result', found);
    showMatches(found, report, `bunny.net delete-dns-record: dry run, ${found.length} record(s) would be deleted from zone ${plan.zoneId}`);
    report.log.info(`Dry run: ${found.length} record(s) match; nothing was deleted.`);
    refuseSeveral(plan, found);
  },

  async execute(plan, client, report) {
    const { log, setOutput, summary } = report;
    setOutput('deleted', 0);
    setOutput('deleted-ids', []);
    const found = matches(plan, await readZone(client, plan.zoneId));
    const what = 'id' in plan.target ? `record ${plan.target.id}` : `the ${describeMatch(plan.target.match)}`;
    if (found.length === 0) {
      if (plan.ifMissing === 'fail') {
        summary.heading(`bunny.net delete-dns-record: zone ${plan.zoneId}`).verdict(false, `No ${what}`);
        throw new Error(`DNS zone ${plan.zoneId} holds no ${what}, and if-missing is fail.`);
      }
      log.info(`DNS zone ${plan.zoneId} holds no ${what}: nothing to delete (if-missing: skip).`);
      setOutput('result', []);
      summary.heading(`bunny.net delete-dns-record: zone ${plan.zoneId}`).verdict(true, `Nothing to delete: no ${what}`);
      return;
    }
    refuseSeveral(plan, found);
    const deleted: DnsRecord[] = [];
    for (const record of found) {
      const { status } = await client.send(requests.deleteDnsRecord(plan.zoneId, record.Id));
      log.info(`Record ${record.Id} ${status === 404 ? 'was already gone (404)' : 'deleted'}`);
      deleted.push(record);
      setOutput(
        'deleted-ids',
        deleted.map((item) => item.Id),
      );
      setOutput('deleted', deleted.length);
    }
    setOutput('result', deleted);
    showMatches(deleted, report, `bunny.net delete-dns-record: ${deleted.length} record(s) deleted from zone ${plan.zoneId}`);
    summary.verdict(true, `Deleted ${deleted.length} record(s)`);
  },
};
