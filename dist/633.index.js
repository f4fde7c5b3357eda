export const id = 633;
export const ids = [633];
export const modules = {

/***/ 633:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   operation: () => (/* binding */ operation)
/* harmony export */ });
/* harmony import */ var _platform_dns_zone_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1718);
/* harmony import */ var _api_requests_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7109);
/* harmony import */ var _inputs_inputs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2495);
/* harmony import */ var _inputs_dns_record_inputs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5899);
/* harmony import */ var _platform_dns_record_identity_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8620);
/* harmony import */ var _platform_dns_record_types_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5681);
/* harmony import */ var _runner_untrusted_text_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3649);







const describeMatch = (match) => `${(0,_platform_dns_record_types_js__WEBPACK_IMPORTED_MODULE_5__/* .recordTypeName */ .r)(match.Type) ?? '?'} record '${(0,_runner_untrusted_text_js__WEBPACK_IMPORTED_MODULE_6__/* .inline */ .mG)(match.Name ?? '', 80) || '@'}'${match.Value ? ` with value ${(0,_runner_untrusted_text_js__WEBPACK_IMPORTED_MODULE_6__/* .inline */ .mG)(match.Value, 80)}` : ''}${match.ScriptId ? ` of script ${match.ScriptId}` : ''}${match.PullZoneId ? ` of pull zone ${match.PullZoneId}` : ''}`;
const describeTarget = (plan) => ('id' in plan.target ? `record ${plan.target.id}` : `the ${describeMatch(plan.target.match)}`);
/** The records the plan names, in the zone as read now. */
function matches(plan, zone) {
    if ('id' in plan.target) {
        const { id } = plan.target;
        return (zone.Records ?? []).filter((record) => record.Id === id);
    }
    return (0,_platform_dns_record_identity_js__WEBPACK_IMPORTED_MODULE_4__/* .sameRecords */ .P0)(zone, plan.target.match, true);
}
function showMatches(found, { summary }, heading) {
    summary.heading(heading).table(['Id', 'Type', 'Name', 'Value'], found.map((record) => [record.Id, (0,_platform_dns_record_types_js__WEBPACK_IMPORTED_MODULE_5__/* .recordTypeName */ .r)(record.Type) ?? '?', record.Name || '@', record.Value ?? '']));
}
/** Removes DNS records, as a preview environment closes. Reads first; a re-run finds nothing and succeeds. */
const operation = {
    plan({ inputs }) {
        const zoneId = inputs.id('zone-id');
        const ifMissing = inputs.choice('if-missing', ['skip', 'fail']) ?? 'skip';
        const allowMultiple = inputs.boolean('allow-multiple', false);
        const idText = inputs.line('record-id');
        const typeText = inputs.line('record-type');
        if (idText !== undefined && typeText !== undefined) {
            throw new _inputs_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz('record-id', 'cannot be combined with record-type: give record-id alone, or record-type and record-name');
        }
        if (idText === undefined && typeText === undefined) {
            throw new _inputs_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz('record-id', 'or record-type with record-name is required: which records to delete');
        }
        if (idText !== undefined)
            return { zoneId, target: { id: inputs.id('record-id') }, ifMissing, allowMultiple };
        return { zoneId, target: { match: (0,_inputs_dns_record_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .readDnsRecordMatch */ .Qc)(inputs) }, ifMissing, allowMultiple };
    },
    describe(plan) {
        const id = 'id' in plan.target ? plan.target.id : (0,_api_requests_js__WEBPACK_IMPORTED_MODULE_1__/* .placeholder */ .qf)('id of each match');
        return [(0,_api_requests_js__WEBPACK_IMPORTED_MODULE_1__/* .planned */ .lM)(_api_requests_js__WEBPACK_IMPORTED_MODULE_1__/* .requests */ .zG.dnsZone(plan.zoneId)), (0,_api_requests_js__WEBPACK_IMPORTED_MODULE_1__/* .planned */ .lM)(_api_requests_js__WEBPACK_IMPORTED_MODULE_1__/* .requests */ .zG.deleteDnsRecord(plan.zoneId, id))];
    },
    async inspect(plan, client, { setOutput }) {
        // Known before any request: nothing is deleted yet, whatever fails next.
        setOutput('deleted', 0);
        setOutput('deleted-ids', []);
        return { plan, found: matches(plan, await (0,_platform_dns_zone_js__WEBPACK_IMPORTED_MODULE_0__/* .zoneOrFail */ .g2)(client, plan.zoneId)) };
    },
    show({ plan, found }, report, mode) {
        const { log, setOutput, summary } = report;
        const dryRun = mode === 'dry-run';
        const what = describeTarget(plan);
        if (found.length === 0 && plan.ifMissing === 'fail') {
            summary.heading(`bunny.net delete-dns-record: zone ${plan.zoneId}`).verdict(false, `No ${what}`);
            throw new Error(`DNS zone ${plan.zoneId} holds no ${what}, and if-missing is fail.`);
        }
        if (found.length > 1 && !plan.allowMultiple) {
            showMatches(found, report, `bunny.net delete-dns-record: zone ${plan.zoneId}, ${found.length} records match`);
            summary.verdict(false, 'Several records match; nothing was deleted');
            throw new Error(`${found.length} records of DNS zone ${plan.zoneId} match (ids ${found.map((record) => record.Id).join(', ')}); nothing was deleted. Narrow the match with record-value (and the identity inputs of the type), give record-id, or set allow-multiple: true to delete them all.`);
        }
        if (dryRun) {
            // The ids the run would delete, as its outputs would name them; nothing is deleted.
            setOutput('deleted-ids', found.map((record) => record.Id));
            setOutput('deleted', 0);
            setOutput('result', found);
            showMatches(found, report, `bunny.net delete-dns-record: dry run, ${found.length} record(s) would be deleted from zone ${plan.zoneId}`);
            log.info(`Dry run: ${found.length} record(s) match; nothing was deleted.`);
            return;
        }
        if (found.length === 0) {
            log.info(`DNS zone ${plan.zoneId} holds no ${what}: nothing to delete (if-missing: skip).`);
            setOutput('result', []);
            summary.heading(`bunny.net delete-dns-record: zone ${plan.zoneId}`).verdict(true, `Nothing to delete: no ${what}`);
            return;
        }
        log.info(`Deleting ${found.length} record(s) of DNS zone ${plan.zoneId}: ids ${found.map((record) => record.Id).join(', ')}`);
    },
    async apply({ plan, found }, client, report) {
        const { log, setOutput, summary } = report;
        if (found.length === 0)
            return;
        const deleted = [];
        for (const record of found) {
            // The zone was read a moment ago, so a 404 here is the record already gone, not the zone.
            const { status } = await client.send(_api_requests_js__WEBPACK_IMPORTED_MODULE_1__/* .requests */ .zG.deleteDnsRecord(plan.zoneId, record.Id));
            log.info(`Record ${record.Id} ${status === 404 ? 'was already gone (404)' : 'deleted'}`);
            deleted.push(record);
            setOutput('deleted-ids', deleted.map((item) => item.Id));
            setOutput('deleted', deleted.length);
        }
        setOutput('result', deleted);
        showMatches(deleted, report, `bunny.net delete-dns-record: ${deleted.length} record(s) deleted from zone ${plan.zoneId}`);
        summary.verdict(true, `Deleted ${deleted.length} record(s)`);
    },
};


/***/ })

};
