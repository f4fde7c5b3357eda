export const id = 633;
export const ids = [633,807];
export const modules = {

/***/ 807:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ADD_DNS_RECORD_FIELDS: () => (/* binding */ ADD_DNS_RECORD_FIELDS),
/* harmony export */   AddDnsRecordRequest: () => (/* binding */ AddDnsRecordRequest),
/* harmony export */   DNS_MONITORING_TYPES: () => (/* binding */ DNS_MONITORING_TYPES),
/* harmony export */   DNS_RECORD_TYPES: () => (/* binding */ DNS_RECORD_TYPES),
/* harmony export */   DNS_SMART_ROUTING_TYPES: () => (/* binding */ DNS_SMART_ROUTING_TYPES),
/* harmony export */   DnsRecord: () => (/* binding */ DnsRecord),
/* harmony export */   DnsZone: () => (/* binding */ DnsZone),
/* harmony export */   UpdateDnsRecordRequest: () => (/* binding */ UpdateDnsRecordRequest)
/* harmony export */ });
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4513);
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2335);
/* harmony import */ var _zod_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3715);
/* harmony import */ var _numbers_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3620);



// Integer-valued on the wire; the index is the value.
const DNS_RECORD_TYPES = [
    'A',
    'AAAA',
    'CNAME',
    'TXT',
    'MX',
    'Redirect',
    'Flatten',
    'PullZone',
    'SRV',
    'CAA',
    'PTR',
    'Script',
    'NS',
    'SVCB',
    'HTTPS',
    'TLSA',
];
const DNS_MONITORING_TYPES = ['None', 'Ping', 'Http', 'Monitor'];
const DNS_SMART_ROUTING_TYPES = ['None', 'Latency', 'Geolocation'];
const enumValue = (names) => zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr().check(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._gte */ .qm(0), zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._lte */ .Zm(names.length - 1));
const DnsRecordEnvironmentVariable = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    Name: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    Value: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
});
/** Request body of PUT /dnszone/{zoneId}/records: no required fields, nothing extra allowed. */
const AddDnsRecordRequest = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    Type: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(enumValue(DNS_RECORD_TYPES)),
    Ttl: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(_numbers_js__WEBPACK_IMPORTED_MODULE_1__/* .int32 */ .HA),
    Value: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    Name: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    Weight: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(_numbers_js__WEBPACK_IMPORTED_MODULE_1__/* .int32 */ .HA),
    Priority: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(_numbers_js__WEBPACK_IMPORTED_MODULE_1__/* .int32 */ .HA),
    Flags: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(_numbers_js__WEBPACK_IMPORTED_MODULE_1__/* .byte */ .PE),
    Tag: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    Port: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(_numbers_js__WEBPACK_IMPORTED_MODULE_1__/* .int32 */ .HA),
    PullZoneId: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(_numbers_js__WEBPACK_IMPORTED_MODULE_1__/* .int64 */ .Gk),
    ScriptId: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(_numbers_js__WEBPACK_IMPORTED_MODULE_1__/* .int64 */ .Gk),
    Accelerated: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY()),
    MonitorType: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(enumValue(DNS_MONITORING_TYPES)),
    GeolocationLatitude: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()),
    GeolocationLongitude: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()),
    LatencyZone: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    SmartRoutingType: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(enumValue(DNS_SMART_ROUTING_TYPES)),
    Disabled: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY()),
    // Spelled so by the API.
    EnviromentalVariables: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(DnsRecordEnvironmentVariable)),
    Comment: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    AutoSslIssuance: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY()),
});
const ADD_DNS_RECORD_FIELDS = Object.keys(AddDnsRecordRequest.shape);
/** Request body of POST /dnszone/{zoneId}/records/{id}: the add model and the record's Id. */
const UpdateDnsRecordRequest = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({ ...AddDnsRecordRequest.shape, Id: _numbers_js__WEBPACK_IMPORTED_MODULE_1__/* .int64 */ .Gk });
/** Response body; lenient so that a field the API adds later does not break the step. */
const DnsRecord = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    Id: _numbers_js__WEBPACK_IMPORTED_MODULE_1__/* .int64 */ .Gk,
    Type: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()),
    Ttl: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()),
    Value: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    Name: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    Weight: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()),
    Priority: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()),
    Port: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()),
    Flags: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()),
    Tag: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    Accelerated: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY()),
    AcceleratedPullZoneId: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()),
    LinkName: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    IPGeoLocationInfo: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        CountryCode: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
        Country: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
        ASN: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()),
        OrganizationName: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
        City: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    })),
    GeolocationInfo: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        Country: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
        City: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
        Latitude: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()),
        Longitude: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()),
    })),
    MonitorStatus: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()),
    MonitorType: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()),
    GeolocationLatitude: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()),
    GeolocationLongitude: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()),
    EnviromentalVariables: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ Name: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()), Value: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()) }))),
    LatencyZone: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    SmartRoutingType: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()),
    Disabled: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY()),
    Comment: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    AutoSslIssuance: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY()),
    AccelerationStatus: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()),
});
/** `GET /dnszone/{id}`: the zone with its records; the apex record's Name is "". */
const DnsZone = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    Id: _numbers_js__WEBPACK_IMPORTED_MODULE_1__/* .int64 */ .Gk,
    Domain: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    Records: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(DnsRecord)),
});


/***/ }),

/***/ 3620:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gk: () => (/* binding */ int64),
/* harmony export */   HA: () => (/* binding */ int32),
/* harmony export */   PE: () => (/* binding */ byte)
/* harmony export */ });
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4513);
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2335);
/* harmony import */ var _zod_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3715);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9023);



// JSON numbers lose precision past 2^53, so an int64 id larger than that cannot be
// sent or compared safely; refusing it is better than addressing the wrong object.
const int32 = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Whr().check(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* ._gte */ .qm(_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .INT32_MIN */ .Qh), zod_mini__WEBPACK_IMPORTED_MODULE_2__/* ._lte */ .Zm(_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .INT32_MAX */ .go));
const int64 = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Whr().check(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* ._gte */ .qm(Number.MIN_SAFE_INTEGER), zod_mini__WEBPACK_IMPORTED_MODULE_2__/* ._lte */ .Zm(Number.MAX_SAFE_INTEGER));
const byte = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Whr().check(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* ._gte */ .qm(0), zod_mini__WEBPACK_IMPORTED_MODULE_2__/* ._lte */ .Zm(255));


/***/ }),

/***/ 3715:
/***/ ((__unused_webpack_module, __unused_webpack___webpack_exports__, __webpack_require__) => {

/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4214);
/* harmony import */ var zod_v4_locales_en_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7818);
/**
 * Imported by every model for its effect: English messages for zod's mini build. The models use
 * the mini build (`z.nullish(z.string())` rather than `z.string().nullish()`): the same checks
 * and messages as the classic API, but a classic schema carries its own copies of some fifty
 * methods, and loading and declaring them cost every step about 5 ms before its first request.
 * Each model imports `zod/mini` itself, so that the bundler keeps only what is used; the
 * classic build sets English when its first schema is made, the mini build never does.
 */


(0,zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .config */ .$W)((0,zod_v4_locales_en_js__WEBPACK_IMPORTED_MODULE_1__/* ["default"] */ .A)());


/***/ }),

/***/ 6560:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ readZone)
/* harmony export */ });
/* harmony import */ var _api_requests_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7109);
/* harmony import */ var _api_error_context_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6458);


/**
 * The zone with its records, read before any change: its 404 means the zone is missing, which a
 * record call's 404 cannot tell from a record already gone. Shared by add- and delete-dns-record.
 */
async function readZone(client, zoneId) {
    try {
        return (await client.send(_api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .requests */ .zG.dnsZone(zoneId))).body;
    }
    catch (error) {
        throw (0,_api_error_context_js__WEBPACK_IMPORTED_MODULE_1__/* .explainNotFound */ .h)(error, `No DNS zone has the id ${zoneId}: check zone-id.`);
    }
}


/***/ }),

/***/ 1560:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ sameRecords)
/* harmony export */ });
/* harmony import */ var _api_models_dns_record_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(807);

/** Types whose value is text that means what it says to the letter; every other value is a name or an address. */
const CASE_SENSITIVE_VALUES = new Set(['TXT', 'CAA']);
/** A name or host name as DNS compares them: without regard to case or a final dot. */
function hostName(text) {
    return (text ?? '').trim().toLowerCase().replace(/\.$/, '');
}
/** A field compared only when given, in a partial match (delete narrows by what it is told). */
const number = (field) => (record, wanted, partial) => (partial && (wanted[field] === undefined || wanted[field] === null)) || (record[field] ?? 0) === (wanted[field] ?? 0);
const value = (record, wanted, partial) => {
    if (partial && (wanted.Value === undefined || wanted.Value === null))
        return true;
    const type = _api_models_dns_record_js__WEBPACK_IMPORTED_MODULE_0__.DNS_RECORD_TYPES[wanted.Type ?? 0];
    const exact = type !== undefined && CASE_SENSITIVE_VALUES.has(type);
    return exact ? (record.Value ?? '') === (wanted.Value ?? '') : hostName(record.Value) === hostName(wanted.Value);
};
const tag = (record, wanted, partial) => (partial && !wanted.Tag) || (record.Tag ?? '') === (wanted.Tag ?? '');
/** The linked resource, which the zone read gives back as a numeric string in LinkName. */
const linked = (field) => (record, wanted, partial) => (partial && (wanted[field] === undefined || wanted[field] === null)) || (record.LinkName ?? '') === String(wanted[field] ?? '');
const IDENTITY = {
    MX: [value, number('Priority')],
    SRV: [value, number('Priority'), number('Weight'), number('Port')],
    CAA: [value, number('Flags'), tag],
    PullZone: [linked('PullZoneId')],
    Script: [linked('ScriptId')],
};
/**
 * The records of the zone that are `wanted`: the same type and name (the apex is the empty
 * name, which the request sends for `@`) and the identity fields of the type. `partial`
 * compares only the fields `wanted` gives (delete-dns-record's narrowing).
 */
function sameRecords(zone, wanted, partial = false) {
    const type = _api_models_dns_record_js__WEBPACK_IMPORTED_MODULE_0__.DNS_RECORD_TYPES[wanted.Type ?? 0] ?? '';
    const checks = IDENTITY[type] ?? [value];
    return (zone.Records ?? []).filter((record) => (record.Type ?? 0) === (wanted.Type ?? 0) &&
        hostName(record.Name) === hostName(wanted.Name) &&
        checks.every((check) => check(record, wanted, partial)));
}


/***/ }),

/***/ 6458:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ explainNotFound)
/* harmony export */ });
/* harmony import */ var _api_api_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(316);

/** A 404 with a sentence saying which input to check; any other error as it is. */
function explainNotFound(error, hint) {
    return error instanceof _api_api_error_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .h && error.status === 404 ? error.withMessage(`${error.message}\n${hint}`) : error;
}


/***/ }),

/***/ 633:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   operation: () => (/* binding */ operation)
/* harmony export */ });
/* harmony import */ var _api_requests_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7109);
/* harmony import */ var _api_models_dns_record_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(807);
/* harmony import */ var _inputs_inputs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2495);
/* harmony import */ var _runner_untrusted_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3649);
/* harmony import */ var _add_dns_record_record_match_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1560);
/* harmony import */ var _add_dns_record_read_zone_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6560);






function recordType(text) {
    const byName = _api_models_dns_record_js__WEBPACK_IMPORTED_MODULE_1__.DNS_RECORD_TYPES.findIndex((name) => name.toLowerCase() === text.toLowerCase());
    if (byName >= 0)
        return byName;
    if (/^\d{1,2}$/.test(text) && Number(text) < _api_models_dns_record_js__WEBPACK_IMPORTED_MODULE_1__.DNS_RECORD_TYPES.length)
        return Number(text);
    throw new _inputs_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz('record-type', `got ${(0,_inputs_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .showValue */ .vp)(text)}; expected one of ${_api_models_dns_record_js__WEBPACK_IMPORTED_MODULE_1__.DNS_RECORD_TYPES.join(', ')} (any case), or a number from 0 to ${_api_models_dns_record_js__WEBPACK_IMPORTED_MODULE_1__.DNS_RECORD_TYPES.length - 1}`);
}
const describeMatch = (match) => `${_api_models_dns_record_js__WEBPACK_IMPORTED_MODULE_1__.DNS_RECORD_TYPES[match.Type ?? 0] ?? '?'} record '${(0,_runner_untrusted_text_js__WEBPACK_IMPORTED_MODULE_3__/* .inline */ .mG)(match.Name ?? '', 80) || '@'}'${match.Value ? ` with value ${(0,_runner_untrusted_text_js__WEBPACK_IMPORTED_MODULE_3__/* .inline */ .mG)(match.Value, 80)}` : ''}`;
/** The records the plan names, in the zone as read now. */
function matches(plan, zone) {
    if ('id' in plan.target) {
        const { id } = plan.target;
        return (zone.Records ?? []).filter((record) => record.Id === id);
    }
    return (0,_add_dns_record_record_match_js__WEBPACK_IMPORTED_MODULE_4__/* .sameRecords */ .P)(zone, plan.target.match, true);
}
function refuseSeveral(plan, found) {
    if (found.length > 1 && !plan.allowMultiple) {
        throw new Error(`${found.length} records of DNS zone ${plan.zoneId} match (ids ${found.map((record) => record.Id).join(', ')}); nothing was deleted. Narrow the match with record-value (and the identity inputs of the type), give record-id, or set allow-multiple: true to delete them all.`);
    }
}
function showMatches(found, { summary }, heading) {
    summary.heading(heading).table(['Id', 'Type', 'Name', 'Value'], found.map((record) => [record.Id, _api_models_dns_record_js__WEBPACK_IMPORTED_MODULE_1__.DNS_RECORD_TYPES[record.Type ?? 0] ?? '?', record.Name || '@', record.Value ?? '']));
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
        const type = inputs.check(() => recordType(typeText ?? '')) ?? 0;
        const name = inputs.line('record-name', { required: true, expected: "the record's name, @ for the zone apex" });
        const integer = (input) => inputs.integer(input, { min: 0, max: 65_535 });
        const pullZone = inputs.line('pull-zone-id');
        const script = inputs.line('script-id');
        const match = {
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
        const id = 'id' in plan.target ? plan.target.id : (0,_api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .placeholder */ .qf)('id of each match');
        return [(0,_api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .planned */ .lM)(_api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .requests */ .zG.dnsZone(plan.zoneId)), (0,_api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .planned */ .lM)(_api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .requests */ .zG.deleteDnsRecord(plan.zoneId, id))];
    },
    async preview(plan, client, report) {
        const found = matches(plan, await (0,_add_dns_record_read_zone_js__WEBPACK_IMPORTED_MODULE_5__/* .readZone */ .X)(client, plan.zoneId));
        report.setOutput('deleted-ids', found.map((record) => record.Id));
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
        const found = matches(plan, await (0,_add_dns_record_read_zone_js__WEBPACK_IMPORTED_MODULE_5__/* .readZone */ .X)(client, plan.zoneId));
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
        const deleted = [];
        for (const record of found) {
            const { status } = await client.send(_api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .requests */ .zG.deleteDnsRecord(plan.zoneId, record.Id));
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


/***/ }),

/***/ 7818:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* export default binding */ __WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _core_util_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4633);

const error = () => {
    const Sizable = {
        string: { unit: "characters", verb: "to have" },
        file: { unit: "bytes", verb: "to have" },
        array: { unit: "items", verb: "to have" },
        set: { unit: "items", verb: "to have" },
        map: { unit: "entries", verb: "to have" },
    };
    function getSizing(origin) {
        return Sizable[origin] ?? null;
    }
    const FormatDictionary = {
        regex: "input",
        email: "email address",
        url: "URL",
        emoji: "emoji",
        uuid: "UUID",
        uuidv4: "UUIDv4",
        uuidv6: "UUIDv6",
        nanoid: "nanoid",
        guid: "GUID",
        cuid: "cuid",
        cuid2: "cuid2",
        ulid: "ULID",
        xid: "XID",
        ksuid: "KSUID",
        datetime: "ISO datetime",
        date: "ISO date",
        time: "ISO time",
        duration: "ISO duration",
        ipv4: "IPv4 address",
        ipv6: "IPv6 address",
        mac: "MAC address",
        cidrv4: "IPv4 range",
        cidrv6: "IPv6 range",
        base64: "base64-encoded string",
        base64url: "base64url-encoded string",
        json_string: "JSON string",
        e164: "E.164 number",
        currency_code: "currency code",
        credit_card: "credit card number",
        iban: "IBAN",
        jwt: "JWT",
        template_literal: "input",
    };
    // type names: missing keys = do not translate (use raw value via ?? fallback)
    const TypeDictionary = {
        // Compatibility: "nan" -> "NaN" for display
        nan: "NaN",
        // All other type names omitted - they fall back to raw values via ?? operator
    };
    function getTypeName(type, input) {
        if (type === "number" && typeof input === "number" && !Number.isFinite(input)) {
            return String(input);
        }
        return TypeDictionary[type] ?? type;
    }
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                const expected = getTypeName(issue.expected);
                const receivedType = _core_util_js__WEBPACK_IMPORTED_MODULE_0__/* .parsedType */ .GW(issue.input);
                const received = getTypeName(receivedType, issue.input);
                return `Invalid input: expected ${expected}, received ${received}`;
            }
            case "invalid_value":
                if (issue.values.length === 1)
                    return `Invalid input: expected ${_core_util_js__WEBPACK_IMPORTED_MODULE_0__/* .stringifyPrimitive */ .B7(issue.values[0])}`;
                return `Invalid option: expected one of ${_core_util_js__WEBPACK_IMPORTED_MODULE_0__/* .joinValues */ .jw(issue.values, "|")}`;
            case "too_big": {
                const adj = issue.exact ? "exactly " : issue.inclusive ? "<=" : "<";
                const sizing = getSizing(issue.origin);
                if (sizing)
                    return `Too big: expected ${issue.origin ?? "value"} to have ${adj}${issue.maximum.toString()} ${sizing.unit ?? "elements"}`;
                return `Too big: expected ${issue.origin ?? "value"} to be ${adj}${issue.maximum.toString()}`;
            }
            case "too_small": {
                const adj = issue.exact ? "exactly " : issue.inclusive ? ">=" : ">";
                const sizing = getSizing(issue.origin);
                if (sizing) {
                    return `Too small: expected ${issue.origin} to have ${adj}${issue.minimum.toString()} ${sizing.unit}`;
                }
                return `Too small: expected ${issue.origin} to be ${adj}${issue.minimum.toString()}`;
            }
            case "invalid_format": {
                const _issue = issue;
                if (_issue.format === "starts_with") {
                    return `Invalid string: must start with "${_issue.prefix}"`;
                }
                if (_issue.format === "ends_with")
                    return `Invalid string: must end with "${_issue.suffix}"`;
                if (_issue.format === "includes")
                    return `Invalid string: must include "${_issue.includes}"`;
                if (_issue.format === "regex")
                    return `Invalid string: must match pattern ${_issue.pattern}`;
                return `Invalid ${FormatDictionary[_issue.format] ?? issue.format}`;
            }
            case "not_multiple_of":
                return `Invalid number: must be a multiple of ${issue.divisor}`;
            case "unrecognized_keys":
                return `Unrecognized key${issue.keys.length > 1 ? "s" : ""}: ${_core_util_js__WEBPACK_IMPORTED_MODULE_0__/* .joinValues */ .jw(issue.keys, ", ")}`;
            case "invalid_key":
                return `Invalid key in ${issue.origin}`;
            case "invalid_union":
                if (issue.options && Array.isArray(issue.options) && issue.options.length > 0) {
                    const opts = issue.options.map((o) => `'${o}'`).join(" | ");
                    return `Invalid discriminator value. Expected ${opts}`;
                }
                if (issue.inclusive === false) {
                    return "Invalid input: more than one option matched";
                }
                return "Invalid input";
            case "invalid_element":
                return `Invalid value in ${issue.origin}`;
            default:
                return `Invalid input`;
        }
    };
};
/* harmony default export */ function __WEBPACK_DEFAULT_EXPORT__() {
    return {
        localeError: error(),
    };
}


/***/ })

};
