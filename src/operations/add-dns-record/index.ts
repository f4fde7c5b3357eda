import { requests } from '../../api/requests.ts';
import { ApiError } from '../../api/api-error.ts';
import type { AddDnsRecordRequest, DnsRecord } from '../../api/models/dns-record.ts';
import { explainNotFound } from '../api-error-context.ts';
import { enumName, readDnsRecordInputs } from './dns-record-inputs.ts';
import { sameRecords } from './record-match.ts';
import { inline } from '../../runner/untrusted-text.ts';
import { REDACTED, type Operation } from '../operation.ts';

/** What to do when the zone already holds the record: report it, fail, or add another. */
export const IF_EXISTS = ['skip', 'fail', 'add'] as const;

interface AddDnsRecordPlan {
  zoneId: number;
  record: AddDnsRecordRequest;
  ifExists: (typeof IF_EXISTS)[number];
}

/** Answers a gateway gives when it cannot tell whether the server behind it did the work. */
const GATEWAY_STATUSES = new Set([502, 503, 504]);

/** "the CNAME record 'preview-42'": the record as the plan describes it, for messages. */
function describeRecord(record: AddDnsRecordRequest): string {
  const type = enumName('Type', record.Type);
  const name = record.Name === undefined || record.Name === null ? '' : ` '${inline(record.Name, 80)}'`;
  return `The ${type ? `${type} ` : ''}record${name}`;
}

/**
 * A failure after which the record may exist. Such a call is never sent twice: a second record
 * is worse than a failed step, so the step fails and says what to check.
 */
function mayExist(error: ApiError, plan: AddDnsRecordPlan): string | undefined {
  const check = `Check the records of DNS zone ${plan.zoneId} before running this step again; running it again without checking can add a second record.`;
  const what = describeRecord(plan.record);
  // Any success status, including one the API does not document for this call (202, 204).
  if (error.status !== undefined && error.status >= 200 && error.status < 300) {
    return `${what} was most likely added to DNS zone ${plan.zoneId} (the API answered ${error.status}), but the answer could not be read, so its id is unknown. ${check}\n(${error.message})`;
  }
  if (error.kind === 'outcome-unknown') {
    return `${what} may exist in DNS zone ${plan.zoneId} now: the connection was lost after the request was sent, so the outcome is unknown and the request was not repeated. ${check}\n(${error.message})`;
  }
  if (error.kind === 'http' && error.status !== undefined && GATEWAY_STATUSES.has(error.status)) {
    return `${what} may exist in DNS zone ${plan.zoneId} now: a ${error.status} answer can come from a gateway after the API has already added it, so the request was not repeated. ${check}\n(${error.message})`;
  }
  return undefined;
}

export const operation: Operation<AddDnsRecordPlan> = {
  plan({ inputs }) {
    const zoneId = inputs.id('zone-id');
    const ifExists = inputs.choice('if-exists', IF_EXISTS) ?? 'skip';
    const { request } = readDnsRecordInputs(inputs);
    return { zoneId, record: request, ifExists };
  },

  describe(plan) {
    // Environment values of a Script record can hold secrets: a dry run does not show them.
    const variables = plan.record.EnviromentalVariables?.map((variable) => ({ ...variable, Value: REDACTED }));
    const add = requests.addDnsRecord(plan.zoneId, variables ? { ...plan.record, EnviromentalVariables: variables } : plan.record);
    return plan.ifExists === 'add' ? [add] : [requests.dnsZone(plan.zoneId), add];
  },

  async execute(plan, client, { setOutput, summary, log }) {
    const what = describeRecord(plan.record);
    const readZone = async () => {
      try {
        return (await client.send(requests.dnsZone(plan.zoneId))).body;
      } catch (error) {
        throw explainNotFound(error, `No DNS zone has the id ${plan.zoneId}: check zone-id.`);
      }
    };

    // A re-run finds the record it added last time: one read, skipped when more are wanted.
    const known = new Set<number>();
    if (plan.ifExists !== 'add') {
      const zone = await readZone();
      for (const existing of zone.Records ?? []) known.add(existing.Id);
      const found = sameRecords(zone, plan.record)[0];
      if (found !== undefined && plan.ifExists === 'fail') {
        summary.heading(`bunny.net add-dns-record: zone ${plan.zoneId}, the record exists`).verdict(false, `Record ${found.Id} exists`);
        throw new Error(
          `${what} already exists in DNS zone ${plan.zoneId} as record ${found.Id} (same type, name and value), and if-exists is fail. Use if-exists: skip to report it instead, or add to add another.`,
        );
      }
      if (found?.Disabled) {
        log.warning(
          `${what} exists in DNS zone ${plan.zoneId} as record ${found.Id}, but it is disabled: it does not answer. Nothing was added or enabled (if-exists: skip); enable it in the dashboard.`,
          { title: 'add-dns-record: the record exists but is disabled' },
        );
      } else if (found !== undefined) {
        log.info(`${what} already exists in DNS zone ${plan.zoneId} as record ${found.Id}; nothing added (if-exists: skip).`);
      }
      if (found !== undefined) {
        report(found, false);
        return;
      }
    }

    let record: DnsRecord;
    try {
      record = (await client.send(requests.addDnsRecord(plan.zoneId, plan.record))).body;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const uncertain = mayExist(error, plan);
      if (uncertain !== undefined) {
        // The answer was lost, not the request: the zone says whether the record was made.
        const made = await readZone().then(
          (zone) => sameRecords(zone, plan.record).filter((candidate) => !known.has(candidate.Id)),
          () => undefined,
        );
        const newest = made?.sort((a, b) => b.Id - a.Id)[0];
        if (newest !== undefined) {
          log.warning(
            `The answer to the add was lost (${error.message.split('\n')[0]}), but DNS zone ${plan.zoneId} now holds the record: id ${newest.Id}.`,
            { title: 'add-dns-record: the answer was lost; the record was found' },
          );
          report(newest, true);
          return;
        }
        if (made !== undefined) {
          summary.heading(`bunny.net add-dns-record: zone ${plan.zoneId}, no record added`).paragraph(error.message.split('\n')[0] ?? '');
          throw error.withMessage(
            `${what} was not added: the request failed (${error.message.split('\n')[0]}) and DNS zone ${plan.zoneId} does not hold the record, so running this step again is safe.`,
          );
        }
        log.warning(uncertain, { title: `add-dns-record: the record may exist in zone ${plan.zoneId}` });
        summary.heading(`bunny.net add-dns-record: zone ${plan.zoneId}, outcome unknown`).paragraph(uncertain.split('\n')[0] ?? uncertain);
        throw error.withMessage(uncertain);
      }
      summary.heading(`bunny.net add-dns-record: zone ${plan.zoneId}, no record added`).paragraph(error.message);
      throw explainNotFound(error, `No DNS zone has the id ${plan.zoneId}: check zone-id.`);
    }

    log.info(
      `Added ${enumName('Type', record.Type) ?? '?'} record ${inline(record.Name ?? '', 120) || '(zone apex)'} -> ${inline(record.Value ?? '', 120)} to DNS zone ${plan.zoneId}: id ${record.Id}`,
    );
    report(record, true);

    function report(record: DnsRecord, created: boolean): void {
      setOutput('record-id', record.Id);
      setOutput('created', created);
      setOutput('result', record);
      const type = enumName('Type', record.Type) ?? '?';
      const facts: Array<[string, string | number | boolean | null | undefined]> = [
        ['Zone', plan.zoneId],
        ['Record id', record.Id],
        ['Type', type],
        ['Name', record.Name || '(zone apex)'],
        ['Value', record.Value],
        ['TTL', record.Ttl],
      ];
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
      summary
        .heading(`bunny.net add-dns-record: ${type} record ${created ? 'added to' : 'already in'} zone ${plan.zoneId}`)
        .facts([['Created by this step', created], ...facts]);
    }
  },
};
