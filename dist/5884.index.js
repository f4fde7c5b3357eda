export const id = 5884;
export const ids = [5884];
export const modules = {

/***/ 5884:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  operation: () => (/* binding */ add_dns_record_operation)
});

// EXTERNAL MODULE: ./api/requests.ts
var requests = __webpack_require__(7109);
// EXTERNAL MODULE: ./api/api-error.ts
var api_error = __webpack_require__(316);
// EXTERNAL MODULE: ./platform/not-found.ts
var not_found = __webpack_require__(7765);
// EXTERNAL MODULE: ./inputs/dns-record-inputs.ts
var dns_record_inputs = __webpack_require__(5899);
// EXTERNAL MODULE: ./platform/dns/record-identity.ts
var record_identity = __webpack_require__(8620);
// EXTERNAL MODULE: ./api/models/dns-record.ts
var dns_record = __webpack_require__(807);
// EXTERNAL MODULE: ./platform/dns/record-types.ts
var record_types = __webpack_require__(5681);
;// CONCATENATED MODULE: ./platform/dns/record-update.ts



/**
 * Members of the read model that the update model carries under the same name. Whether the
 * platform keeps a member the update leaves out (or sends as null) is not documented, so the
 * update sends every one of them: the record as read, with the step's fields over it.
 */
const KEPT_MEMBERS = [
    'Type',
    'Ttl',
    'Value',
    'Name',
    'Weight',
    'Priority',
    'Flags',
    'Tag',
    'Port',
    'Accelerated',
    'MonitorType',
    'GeolocationLatitude',
    'GeolocationLongitude',
    'LatencyZone',
    'SmartRoutingType',
    'Disabled',
    'Comment',
    'AutoSslIssuance',
];
/**
 * The whole record to send to change `existing` into what the step asks for: every member read
 * (a Script record keeps its ScriptId, a PullZone record its PullZoneId), overwritten by each
 * field the step gives. A replaced record answers: it is enabled unless the
 * step itself says `Disabled: true`.
 */
function mergedUpdate(existing, wanted) {
    // The read model has no PullZoneId or ScriptId: they are read back from LinkName and Value.
    const merged = { Id: existing.Id, ...(0,record_identity/* linkedId */.vZ)(existing) };
    for (const member of KEPT_MEMBERS) {
        const value = existing[member];
        if (value !== null && value !== undefined)
            merged[member] = value;
    }
    if (existing.EnviromentalVariables) {
        merged['EnviromentalVariables'] = existing.EnviromentalVariables.map((variable) => ({ Name: variable.Name, Value: variable.Value }));
    }
    for (const [member, value] of Object.entries(wanted)) {
        if (value !== null && value !== undefined)
            merged[member] = value;
    }
    merged['Disabled'] = wanted.Disabled ?? false;
    // A Script record's value is its script's id: the two never disagree in what is sent.
    if ((0,record_types/* recordTypeName */.r)(existing.Type) === 'Script' && typeof merged['ScriptId'] === 'number')
        merged['Value'] = String(merged['ScriptId']);
    const checked = dns_record.UpdateDnsRecordRequest.safeParse(merged);
    if (!checked.success) {
        const problems = checked.error.issues.map((issue) => `${issue.path.join('.') || '(record)'}: ${issue.message}`).join('; ');
        throw new Error(`Record ${existing.Id} as read cannot be sent back to the update call (${problems}); nothing was changed.`);
    }
    return checked.data;
}
/** Members that make a record the record it is; sameRecords has compared them already. */
const IDENTITY_MEMBERS = new Set(['Id', 'Type', 'Name', 'Value', 'Priority', 'Weight', 'Port', 'Flags', 'Tag', 'PullZoneId', 'ScriptId']);
/**
 * The members that sending `update` would change on `existing`, the same record (identity
 * fields already equal): a record that already is what the step asks for is left alone.
 */
function changes(existing, update) {
    const read = { ...existing, Disabled: existing.Disabled ?? false };
    return Object.entries(update)
        .filter(([member]) => !IDENTITY_MEMBERS.has(member))
        .filter(([member, value]) => JSON.stringify(read[member] ?? null) !== JSON.stringify(value ?? null))
        .map(([member]) => member);
}

// EXTERNAL MODULE: ./platform/dns/zone.ts
var dns_zone = __webpack_require__(1718);
// EXTERNAL MODULE: ./runner/untrusted-text.ts
var untrusted_text = __webpack_require__(3649);
// EXTERNAL MODULE: ./operations/operation.ts
var operation = __webpack_require__(2806);
;// CONCATENATED MODULE: ./operations/add-dns-record/index.ts









/** What to do when the zone already holds the record: report it, fail, add another, or change it in place. */
const IF_EXISTS = ['skip', 'fail', 'add', 'replace'];
/** Answers a gateway gives when it cannot tell whether the server behind it did the work. */
const GATEWAY_STATUSES = new Set([502, 503, 504]);
/** "the CNAME record 'preview-42'": the record as the plan describes it, for messages. */
function describeRecord(record) {
    const type = (0,dns_record_inputs/* enumName */.$U)('Type', record.Type);
    const name = record.Name === undefined || record.Name === null ? '' : ` '${(0,untrusted_text/* inline */.mG)(record.Name, 80)}'`;
    return `The ${type ? `${type} ` : ''}record${name}`;
}
/**
 * A failure after which the record may exist. Such a call is never sent twice: a second record
 * is worse than a failed step, so the step fails and says what to check.
 */
function mayExist(error, plan) {
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
/** Environment values of a Script record can hold secrets: no output, log or summary shows them. */
function withoutVariableValues(record) {
    const variables = record.EnviromentalVariables?.map((variable) => ({ ...variable, Value: operation/* REDACTED */.X }));
    return variables ? { ...record, EnviromentalVariables: variables } : record;
}
/**
 * The one place if-exists is decided. `replace` changes the record of the same type and name
 * in place: the identical one when it differs in other fields (TTL, comment, disabled), else
 * the one with another value, and only when there is exactly one. It leaves one record
 * answering or none changed: the identical record beside records of other values is refused.
 */
function decide(zone, plan) {
    if (plan.ifExists === 'add')
        return { kind: 'add' };
    const identical = (0,record_identity/* sameRecords */.P0)(zone, plan.record);
    // Of several identical records, one that answers is the one to report.
    const found = identical.find((record) => !record.Disabled) ?? identical[0];
    if (plan.ifExists === 'fail')
        return found ? { kind: 'exists', record: found } : { kind: 'add' };
    if (plan.ifExists === 'skip')
        return found ? { kind: 'present', record: found } : { kind: 'add' };
    const others = (0,record_identity/* recordsOfTypeAndName */.YI)(zone, plan.record).filter((record) => !identical.includes(record));
    if (found) {
        if (others.length > 0)
            return { kind: 'stale', record: found, stale: others };
        const body = mergedUpdate(found, plan.record);
        const changed = changes(found, body);
        return changed.length === 0 ? { kind: 'present', record: found } : { kind: 'update', record: found, changed, body };
    }
    if (others.length > 1)
        return { kind: 'several', records: others };
    const [other] = others;
    return other ? { kind: 'update', record: other, changed: ['Value'], body: mergedUpdate(other, plan.record) } : { kind: 'add' };
}
/** A decision the step refuses, in a dry run as in a run: the summary says so, and the step fails. */
function refuse({ plan, outcome }, { summary }) {
    const what = describeRecord(plan.record);
    const zone = `DNS zone ${plan.zoneId}`;
    const ids = (records) => records.map((record) => record.Id).join(', ');
    if (outcome.kind === 'several') {
        summary
            .heading(`bunny.net add-dns-record: zone ${plan.zoneId}, several records to replace`)
            .verdict(false, `Records ${ids(outcome.records)}`);
        throw new Error(`${what} cannot be replaced: ${zone} holds ${outcome.records.length} records of that type and name (ids ${ids(outcome.records)}), and if-exists: replace changes exactly one. Nothing was changed. Delete the ones you do not want (delete-dns-record), or use if-exists: add.`);
    }
    if (outcome.kind === 'stale') {
        summary
            .heading(`bunny.net add-dns-record: zone ${plan.zoneId}, stale records beside the record`)
            .verdict(false, `Stale records ${ids(outcome.stale)}`);
        throw new Error(`${what} cannot be replaced: ${zone} holds it already as record ${outcome.record.Id}, and also ${outcome.stale.length} record(s) of that type and name with other values (ids ${ids(outcome.stale)}), so the name would answer with both. Nothing was changed. Delete the stale ones (delete-dns-record with record-id), then run this step again.`);
    }
    if (outcome.kind === 'exists') {
        summary
            .heading(`bunny.net add-dns-record: zone ${plan.zoneId}, the record exists`)
            .verdict(false, `Record ${outcome.record.Id} exists`);
        throw new Error(`${what} already exists in ${zone} as record ${outcome.record.Id} (same type, name and value), and if-exists is fail. Use if-exists: skip to report it instead, add to add another, or replace to change it in place.`);
    }
}
/** The request the decision sends, as a dry run shows it: Script variable values hidden. */
function intendedRequest({ plan, outcome }) {
    if (outcome.kind === 'add')
        return (0,requests/* planned */.lM)(requests/* requests */.zG.addDnsRecord(plan.zoneId, withoutVariableValues(plan.record)));
    if (outcome.kind === 'update')
        return (0,requests/* planned */.lM)(requests/* requests */.zG.updateDnsRecord(plan.zoneId, withoutVariableValues(outcome.body)));
    return undefined;
}
/** The dry run's account of the decision: what would happen, the record it concerns, the request it would send. */
function showDryRun(decision, report) {
    const { plan, outcome } = decision;
    const what = describeRecord(plan.record);
    const before = outcome.kind === 'update' || outcome.kind === 'present' ? outcome.record : undefined;
    const verdict = outcome.kind === 'add'
        ? `${what} would be added to DNS zone ${plan.zoneId}.`
        : outcome.kind === 'update'
            ? `${what} would replace record ${outcome.record.Id} of DNS zone ${plan.zoneId} (changed: ${outcome.changed.join(', ')}).`
            : `${what} is in DNS zone ${plan.zoneId} already as record ${before?.Id}; nothing would change.`;
    const request = intendedRequest(decision);
    report.log.info(`Dry run: ${verdict}`);
    report.setOutput('created', false);
    report.setOutput('updated', false);
    if (before)
        report.setOutput('record-id', before.Id);
    report.setOutput('result', {
        dryRun: true,
        outcome: outcome.kind,
        ...(before ? { record: withoutVariableValues(before) } : {}),
        requests: request ? [request] : [],
    });
    report.summary.heading(`bunny.net add-dns-record: dry run, zone ${plan.zoneId}`).paragraph(verdict);
}
/** The record after an update: the update answers 204 with no body, so the zone is read again. */
async function readBack(client, plan, id) {
    const record = (await (0,dns_zone/* zoneOrFail */.g2)(client, plan.zoneId)).Records?.find((candidate) => candidate.Id === id);
    if (record === undefined) {
        throw new Error(`Record ${id} of DNS zone ${plan.zoneId} was updated, but the zone no longer lists it: something else deleted it.`);
    }
    return record;
}
/** The outputs and the summary of the record the step ends with. */
function reportRecord(plan, record, how, { setOutput, summary }) {
    setOutput('record-id', record.Id);
    setOutput('created', how.created);
    setOutput('updated', how.updated);
    // The record as read, but for the values of its variables, which the platform gives back and
    // which may be secret whoever set them.
    setOutput('result', withoutVariableValues(record));
    const type = (0,dns_record_inputs/* enumName */.$U)('Type', record.Type) ?? '?';
    const facts = [
        ['Zone', plan.zoneId],
        ['Record id', record.Id],
        ['Type', type],
        ['Name', record.Name || '(zone apex)'],
        ['Value', record.Value],
        ['TTL', record.Ttl],
    ];
    if (how.before && how.before.Value !== record.Value)
        facts.push(['Value before', how.before.Value]);
    if (record.Priority)
        facts.push(['Priority', record.Priority]);
    if (record.Weight)
        facts.push(['Weight', record.Weight]);
    if (record.Port)
        facts.push(['Port', record.Port]);
    if (record.Flags)
        facts.push(['Flags', record.Flags]);
    if (record.Tag)
        facts.push(['Tag', record.Tag]);
    if (record.LinkName)
        facts.push(['Linked to', record.LinkName]);
    if (record.MonitorType)
        facts.push(['Monitoring', (0,dns_record_inputs/* enumName */.$U)('MonitorType', record.MonitorType)]);
    if (record.SmartRoutingType)
        facts.push(['Smart routing', (0,dns_record_inputs/* enumName */.$U)('SmartRoutingType', record.SmartRoutingType)]);
    if (record.Disabled)
        facts.push(['Disabled', true]);
    if (record.Comment)
        facts.push(['Comment', record.Comment]);
    const verb = how.created ? 'added to' : how.updated ? 'replaced in' : 'already in';
    summary
        .heading(`bunny.net add-dns-record: ${type} record ${verb} zone ${plan.zoneId}`)
        .facts([['Created by this step', how.created], ['Updated by this step', how.updated], ...facts]);
}
/** The record found in place: reported, with a warning when it is disabled and so does not answer. */
function reportPresent(plan, found, report) {
    const what = describeRecord(plan.record);
    if (found.Disabled) {
        report.log.warning(`${what} exists in DNS zone ${plan.zoneId} as record ${found.Id}, but it is disabled: it does not answer. Nothing was added or enabled (if-exists: ${plan.ifExists}); enable it in the dashboard, or use if-exists: replace.`, { title: 'add-dns-record: the record exists but is disabled' });
    }
    else {
        report.log.info(`${what} already exists in DNS zone ${plan.zoneId} as record ${found.Id}; nothing changed (if-exists: ${plan.ifExists}).`);
    }
    reportRecord(plan, found, { created: false, updated: false }, report);
}
async function update(decision, outcome, client, report) {
    const { plan } = decision;
    const before = outcome.record;
    try {
        await client.send(requests/* requests */.zG.updateDnsRecord(plan.zoneId, outcome.body));
    }
    catch (error) {
        report.summary
            .heading(`bunny.net add-dns-record: zone ${plan.zoneId}, record ${before.Id} not replaced`)
            .paragraph(error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error));
        throw (0,not_found/* explainNotFound */.h)(error, (0,dns_zone/* dnsRecordGone */.S$)(before.Id, plan.zoneId));
    }
    const after = await readBack(client, plan, before.Id);
    report.log.info(`Replaced record ${before.Id} in DNS zone ${plan.zoneId}: ${outcome.changed.join(', ')} changed (was ${(0,untrusted_text/* inline */.mG)(before.Value ?? '', 120) || '(empty)'}, now ${(0,untrusted_text/* inline */.mG)(after.Value ?? '', 120) || '(empty)'}).`);
    reportRecord(plan, after, { created: false, updated: true, before }, report);
}
async function add({ plan, known }, client, report) {
    const { summary, log } = report;
    const what = describeRecord(plan.record);
    let record;
    try {
        record = (await client.send(requests/* requests */.zG.addDnsRecord(plan.zoneId, plan.record))).body;
    }
    catch (error) {
        if (!(error instanceof api_error/* ApiError */.h))
            throw error;
        const uncertain = mayExist(error, plan);
        if (uncertain !== undefined) {
            // The answer was lost, not the request: the zone says whether the record was made.
            const made = await (0,dns_zone/* readZone */.Xg)(client, plan.zoneId).then((again) => (again.zone ? (0,record_identity/* sameRecords */.P0)(again.zone, plan.record).filter((candidate) => !known.has(candidate.Id)) : undefined), () => undefined);
            const newest = made?.sort((a, b) => b.Id - a.Id)[0];
            if (newest !== undefined) {
                log.warning(`The answer to the add was lost (${error.message.split('\n')[0]}), but DNS zone ${plan.zoneId} now holds the record: id ${newest.Id}.`, { title: 'add-dns-record: the answer was lost; the record was found' });
                reportRecord(plan, newest, { created: true, updated: false }, report);
                return;
            }
            if (made !== undefined) {
                summary.heading(`bunny.net add-dns-record: zone ${plan.zoneId}, no record added`).paragraph(error.message.split('\n')[0] ?? '');
                throw error.withMessage(`${what} was not added: the request failed (${error.message.split('\n')[0]}) and DNS zone ${plan.zoneId} does not hold the record, so running this step again is safe.`);
            }
            log.warning(uncertain, { title: `add-dns-record: the record may exist in zone ${plan.zoneId}` });
            summary.heading(`bunny.net add-dns-record: zone ${plan.zoneId}, outcome unknown`).paragraph(uncertain.split('\n')[0] ?? uncertain);
            throw error.withMessage(uncertain);
        }
        summary.heading(`bunny.net add-dns-record: zone ${plan.zoneId}, no record added`).paragraph(error.message);
        throw (0,not_found/* explainNotFound */.h)(error, (0,dns_zone/* noDnsZone */.bc)(plan.zoneId));
    }
    log.info(`Added ${(0,dns_record_inputs/* enumName */.$U)('Type', record.Type) ?? '?'} record ${(0,untrusted_text/* inline */.mG)(record.Name ?? '', 120) || '(zone apex)'} -> ${(0,untrusted_text/* inline */.mG)(record.Value ?? '', 120)} to DNS zone ${plan.zoneId}: id ${record.Id}`);
    reportRecord(plan, record, { created: true, updated: false }, report);
}
const add_dns_record_operation = {
    plan({ inputs, secrets }) {
        const zoneId = inputs.id('zone-id');
        const ifExists = inputs.choice('if-exists', IF_EXISTS) ?? 'skip';
        const { request } = (0,dns_record_inputs/* readDnsRecordInputs */._S)(inputs);
        // A Script record's variables hold what its script must not publish (tokens, keys): masked
        // and scrubbed from anything the step prints, an API error that echoes the body included.
        for (const variable of request.EnviromentalVariables ?? [])
            if (variable.Value)
                secrets.add(variable.Value);
        return { zoneId, record: request, ifExists };
    },
    describe(plan) {
        const shown = withoutVariableValues(plan.record);
        const read = (0,requests/* planned */.lM)(requests/* requests */.zG.dnsZone(plan.zoneId));
        if (plan.ifExists !== 'replace')
            return [read, (0,requests/* planned */.lM)(requests/* requests */.zG.addDnsRecord(plan.zoneId, shown))];
        // Which of the two is sent depends on what the zone holds: a dry run with a key says which.
        const update = requests/* requests */.zG.updateDnsRecord(plan.zoneId, { ...shown, Id: (0,requests/* placeholder */.qf)('id of the record replaced') });
        return [
            read,
            (0,requests/* planned */.lM)(update, 'when the zone holds a record of that type and name to replace'),
            (0,requests/* planned */.lM)(requests/* requests */.zG.addDnsRecord(plan.zoneId, shown), 'when it holds none'),
        ];
    },
    // Read first in every mode: a re-run finds what it added, and after a lost answer only a
    // record that was not there before can be this step's.
    async inspect(plan, client) {
        const zone = await (0,dns_zone/* zoneOrFail */.g2)(client, plan.zoneId);
        return { plan, known: new Set((zone.Records ?? []).map((record) => record.Id)), outcome: decide(zone, plan) };
    },
    show(decision, report, mode) {
        refuse(decision, report);
        const { plan, outcome } = decision;
        if (mode === 'dry-run')
            return showDryRun(decision, report);
        if (outcome.kind === 'present')
            return reportPresent(plan, outcome.record, report);
        const what = describeRecord(plan.record);
        if (outcome.kind === 'add')
            report.log.info(`${what} is not in DNS zone ${plan.zoneId}: adding it.`);
        if (outcome.kind === 'update') {
            report.log.info(`${what} replaces record ${outcome.record.Id} of DNS zone ${plan.zoneId} (changed: ${outcome.changed.join(', ')}).`);
        }
    },
    async apply(decision, client, report) {
        const { outcome } = decision;
        if (outcome.kind === 'add')
            await add(decision, client, report);
        else if (outcome.kind === 'update')
            await update(decision, outcome, client, report);
    },
};


/***/ })

};
