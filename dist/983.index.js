export const id = 983;
export const ids = [983,807];
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

/***/ 5899:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $U: () => (/* binding */ enumName),
/* harmony export */   Qc: () => (/* binding */ readDnsRecordMatch),
/* harmony export */   _S: () => (/* binding */ readDnsRecordInputs)
/* harmony export */ });
/* unused harmony export DNS_RECORD_INPUTS */
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7030);
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_net__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _api_models_dns_record_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(807);
/* harmony import */ var _api_limits_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9023);
/* harmony import */ var _platform_dns_record_types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5681);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2495);
/* harmony import */ var _yaml_document_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4999);






const FIELD_KINDS = {
    Type: 'enum',
    Ttl: 'int32',
    Value: 'string',
    Name: 'string',
    Weight: 'uint16',
    Priority: 'uint16',
    Flags: 'byte',
    Tag: 'string',
    Port: 'uint16',
    PullZoneId: 'id',
    ScriptId: 'id',
    Accelerated: 'boolean',
    MonitorType: 'enum',
    GeolocationLatitude: 'double',
    GeolocationLongitude: 'double',
    LatencyZone: 'string',
    SmartRoutingType: 'enum',
    Disabled: 'boolean',
    EnviromentalVariables: 'environment',
    Comment: 'string',
    AutoSslIssuance: 'boolean',
};
/** Enum fields: the names in order of their integer values. */
const ENUM_FIELDS = {
    Type: _api_models_dns_record_js__WEBPACK_IMPORTED_MODULE_1__.DNS_RECORD_TYPES,
    MonitorType: _api_models_dns_record_js__WEBPACK_IMPORTED_MODULE_1__.DNS_MONITORING_TYPES,
    SmartRoutingType: _api_models_dns_record_js__WEBPACK_IMPORTED_MODULE_1__.DNS_SMART_ROUTING_TYPES,
};
/** The dedicated inputs and the field each one sets. */
const DNS_RECORD_INPUTS = [
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
/** Inputs whose text may span lines: a TXT value or a comment can. */
const MULTILINE_FIELDS = new Set(['Value', 'Comment']);
const RANGES = {
    int32: { min: _api_limits_js__WEBPACK_IMPORTED_MODULE_5__/* .INT32_MIN */ .Qh, max: _api_limits_js__WEBPACK_IMPORTED_MODULE_5__/* .INT32_MAX */ .go, note: '' },
    // Priority, weight and port: what DNS carries, for every type (the API's model says int32).
    uint16: { ..._platform_dns_record_types_js__WEBPACK_IMPORTED_MODULE_2__/* .IDENTITY_INTEGER_RANGES */ .$.Port, note: '' },
    byte: { ..._platform_dns_record_types_js__WEBPACK_IMPORTED_MODULE_2__/* .IDENTITY_INTEGER_RANGES */ .$.Flags, note: '' },
    // Ids of pull zones and scripts: positive, and within what a JSON number carries exactly.
    id: { min: 1, max: Number.MAX_SAFE_INTEGER, note: ' (the range a JSON number carries exactly)' },
};
/** Misspellings worth naming: the API spells this field without the "n". */
const KNOWN_MISSPELLINGS = {
    environmentalvariables: 'EnviromentalVariables',
    environmentvariables: 'EnviromentalVariables',
};
/** The name of an enum value, as the summary shows it: 5 -> "Redirect". */
function enumName(field, value) {
    if (value === null || value === undefined)
        return undefined;
    return ENUM_FIELDS[field]?.[value] ?? String(value);
}
/** Where a field's problem is reported: `Input 'ttl': ...` or `Input 'record': Ttl: ...`. */
function fieldError(input, field, message) {
    return new _inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(input, input === 'record' ? `${field}: ${message}` : message);
}
function enumValue(input, field, value) {
    const names = ENUM_FIELDS[field] ?? [];
    const expected = `one of ${names.join(', ')} (any case), or a number from 0 to ${names.length - 1}`;
    const given = typeof value === 'number' ? String(value) : typeof value === 'string' ? (0,_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .trimAscii */ .ic)(value) : undefined;
    if (given !== undefined) {
        if (/^[0-9]+$/.test(given)) {
            const number = Number(given);
            if (number < names.length)
                return number;
            throw fieldError(input, field, `got ${given}; expected ${expected}`);
        }
        const index = names.findIndex((name) => name.toLowerCase() === given.toLowerCase());
        if (index >= 0)
            return index;
    }
    const shown = typeof value === 'string' ? (0,_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .showValue */ .vp)(value) : (0,_yaml_document_js__WEBPACK_IMPORTED_MODULE_4__/* .describeValue */ .bp)(value);
    throw fieldError(input, field, `got ${shown}; expected ${expected}`);
}
function integerValue(input, field, kind, value) {
    const { min, max, note } = RANGES[kind];
    const expected = `a decimal integer from ${min} to ${max}${note}`;
    let number;
    if (typeof value === 'number')
        number = value;
    else if (typeof value === 'string' && /^-?(0|[1-9][0-9]*)$/.test((0,_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .trimAscii */ .ic)(value)))
        number = Number((0,_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .trimAscii */ .ic)(value));
    if (number === undefined || !Number.isInteger(number) || number < min || number > max) {
        const shown = typeof value === 'string' ? (0,_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .showValue */ .vp)(value) : (0,_yaml_document_js__WEBPACK_IMPORTED_MODULE_4__/* .describeValue */ .bp)(value);
        throw fieldError(input, field, `got ${shown}; expected ${expected}`);
    }
    return number;
}
function booleanValue(input, field, value) {
    if (typeof value === 'boolean')
        return value;
    if (typeof value === 'string' && /^(true|false)$/i.test((0,_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .trimAscii */ .ic)(value)))
        return (0,_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .trimAscii */ .ic)(value).toLowerCase() === 'true';
    throw fieldError(input, field, `got ${typeof value === 'string' ? (0,_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .showValue */ .vp)(value) : (0,_yaml_document_js__WEBPACK_IMPORTED_MODULE_4__/* .describeValue */ .bp)(value)}; expected true or false`);
}
function doubleValue(input, field, value) {
    const number = typeof value === 'number' ? value : typeof value === 'string' && /^[ \t]*[-+]?[0-9.eE+-]+[ \t]*$/.test(value) ? Number(value) : NaN;
    if (!Number.isFinite(number)) {
        throw fieldError(input, field, `got ${typeof value === 'string' ? (0,_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .showValue */ .vp)(value) : (0,_yaml_document_js__WEBPACK_IMPORTED_MODULE_4__/* .describeValue */ .bp)(value)}; expected a number such as 52.52`);
    }
    return number;
}
/** A string field: a YAML scalar that YAML typed (`Name: 2024`) is sent as it is written. */
function stringValue(input, field, value, source) {
    if (typeof value === 'string') {
        if (value.length > _inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_TEXT_LENGTH */ .Gt)
            throw fieldError(input, field, `is ${value.length} characters long; at most ${_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_TEXT_LENGTH */ .Gt} are allowed`);
        return value;
    }
    if (typeof value === 'number' || typeof value === 'boolean')
        return source ?? String(value);
    throw fieldError(input, field, `got ${(0,_yaml_document_js__WEBPACK_IMPORTED_MODULE_4__/* .describeValue */ .bp)(value)}; expected a string`);
}
function environmentValue(value, sourceOf) {
    const field = 'EnviromentalVariables';
    if (!Array.isArray(value)) {
        throw fieldError('record', field, `got ${(0,_yaml_document_js__WEBPACK_IMPORTED_MODULE_4__/* .describeValue */ .bp)(value)}; expected a list of {Name, Value}`);
    }
    return value.map((entry, index) => {
        if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) {
            throw fieldError('record', field, `item ${index + 1}: got ${(0,_yaml_document_js__WEBPACK_IMPORTED_MODULE_4__/* .describeValue */ .bp)(entry)}; expected a mapping with Name and Value`);
        }
        const out = {};
        for (const [key, item] of Object.entries(entry)) {
            if (key !== 'Name' && key !== 'Value') {
                throw fieldError('record', field, `item ${index + 1}: unknown field ${(0,_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .showValue */ .vp)(key)}; allowed: Name, Value`);
            }
            if (item === null)
                out[key] = null;
            // Values may be sensitive: the message describes them, never shows them.
            else if (typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean') {
                out[key] = typeof item === 'string' ? item : (sourceOf([field, index, key]) ?? String(item));
            }
            else
                throw fieldError('record', field, `item ${index + 1}: ${key} is ${(0,_yaml_document_js__WEBPACK_IMPORTED_MODULE_4__/* .describeValue */ .bp)(item)}; expected a string`);
        }
        return out;
    });
}
/** Converts one value given for `field` (from an input's text or from `record`) to its wire form. */
function fieldValue(input, field, value, sourceOf) {
    if (value === null)
        return null;
    const kind = FIELD_KINDS[field];
    switch (kind) {
        case 'enum':
            return enumValue(input, field, value);
        case 'int32':
        case 'uint16':
        case 'byte':
        case 'id':
            return integerValue(input, field, kind, value);
        case 'boolean':
            return booleanValue(input, field, value);
        case 'double':
            return doubleValue(input, field, value);
        case 'string':
            return stringValue(input, field, value, sourceOf([field]));
        case 'environment':
            return environmentValue(value, sourceOf);
    }
}
function unknownField(key) {
    const near = _api_models_dns_record_js__WEBPACK_IMPORTED_MODULE_1__.ADD_DNS_RECORD_FIELDS.find((field) => field.toLowerCase() === key.toLowerCase()) ?? KNOWN_MISSPELLINGS[key.toLowerCase()];
    const hint = near ? ` (did you mean ${near}?${near === 'EnviromentalVariables' ? ' The API spells it so.' : ''})` : '';
    return new _inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz('record', `unknown field ${(0,_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .showValue */ .vp)(key)}${hint}; allowed fields: ${_api_models_dns_record_js__WEBPACK_IMPORTED_MODULE_1__.ADD_DNS_RECORD_FIELDS.join(', ')}`);
}
/** Reads `record`: a mapping of AddDnsRecordModel fields under their API names. */
function readRecordInput(text) {
    const document = (0,_yaml_document_js__WEBPACK_IMPORTED_MODULE_4__/* .parseStructuredText */ .SQ)('record', text);
    const value = document.value;
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        throw new _inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz('record', `holds ${(0,_yaml_document_js__WEBPACK_IMPORTED_MODULE_4__/* .describeValue */ .bp)(value)}; expected a mapping of AddDnsRecordModel fields, such as {Ttl: 300, Disabled: false}`);
    }
    const request = {};
    const sources = {};
    for (const [key, item] of Object.entries(value)) {
        if (!_api_models_dns_record_js__WEBPACK_IMPORTED_MODULE_1__.ADD_DNS_RECORD_FIELDS.includes(key))
            throw unknownField(key);
        const field = key;
        request[field] = fieldValue('record', field, item, (path) => document.sourceOf(path));
        sources[field] = 'record';
    }
    return { request: request, sources };
}
/** Types whose record is nothing without a value. */
const VALUE_REQUIRED = new Set(['A', 'AAAA', 'CNAME', 'TXT', 'MX', 'Redirect', 'Flatten', 'SRV', 'CAA', 'PTR', 'NS']);
/**
 * The rules of each record type that are certain (RFC 1035, 2782, 8659 and the API's own
 * checks), one problem each, so that the step can report them all at once.
 */
function problemsForType(request, sources) {
    const type = request.Type === undefined || request.Type === null ? undefined : _api_models_dns_record_js__WEBPACK_IMPORTED_MODULE_1__.DNS_RECORD_TYPES[request.Type];
    const problems = [];
    const at = (field, fallback) => sources[field] ?? fallback;
    const value = request.Value;
    if (type !== undefined && VALUE_REQUIRED.has(type) && (value === undefined || value === null || value === '')) {
        problems.push(fieldError(at('Value', 'record-value'), 'Value', `is required for ${type === 'A' || type === 'AAAA' ? 'an' : 'a'} ${type} record`));
    }
    if (typeof value === 'string' && value !== '') {
        if (type === 'A' && !(0,node_net__WEBPACK_IMPORTED_MODULE_0__.isIPv4)(value)) {
            problems.push(fieldError(at('Value', 'record-value'), 'Value', `got ${(0,_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .showValue */ .vp)(value)}; the value of an A record must be an IPv4 address, such as 192.0.2.10`));
        }
        if (type === 'AAAA' && !(0,node_net__WEBPACK_IMPORTED_MODULE_0__.isIPv6)(value)) {
            problems.push(fieldError(at('Value', 'record-value'), 'Value', `got ${(0,_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .showValue */ .vp)(value)}; the value of an AAAA record must be an IPv6 address, such as 2001:db8::10`));
        }
        if ((type === 'CNAME' || type === 'NS' || type === 'PTR' || type === 'MX') && !/^[A-Za-z0-9_*.-]+$/.test(value)) {
            problems.push(fieldError(at('Value', 'record-value'), 'Value', `got ${(0,_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .showValue */ .vp)(value)}; the value of a ${type} record is a host name, such as target.example.com`));
        }
    }
    if (type === 'SRV') {
        if (request.Port === undefined || request.Port === null)
            problems.push(fieldError(at('Port', 'port'), 'Port', 'is required for an SRV record'));
    }
    if (type === 'CAA') {
        if (request.Tag === undefined || request.Tag === null || request.Tag === '') {
            problems.push(fieldError(at('Tag', 'tag'), 'Tag', 'is required for a CAA record (issue, issuewild or iodef)'));
        }
        else if (!/^[A-Za-z0-9]{1,15}$/.test(request.Tag)) {
            problems.push(fieldError(at('Tag', 'tag'), 'Tag', `got ${(0,_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .showValue */ .vp)(request.Tag)}; a CAA tag is 1 to 15 letters and digits, such as issue`));
        }
    }
    if (type === 'PullZone' && (request.PullZoneId === undefined || request.PullZoneId === null)) {
        problems.push(fieldError(at('PullZoneId', 'pull-zone-id'), 'PullZoneId', 'is required for a PullZone record'));
    }
    if (type === 'Script' && (request.ScriptId === undefined || request.ScriptId === null)) {
        problems.push(fieldError(at('ScriptId', 'script-id'), 'ScriptId', 'is required for a Script record'));
    }
    return problems;
}
/** Inputs every record needs: a misspelt or forgotten name would otherwise add at the apex. */
const REQUIRED_INPUTS = {
    'record-type': `is required: a DnsRecordTypes name (${_api_models_dns_record_js__WEBPACK_IMPORTED_MODULE_1__.DNS_RECORD_TYPES.join(', ')}) or its number 0 to ${_api_models_dns_record_js__WEBPACK_IMPORTED_MODULE_1__.DNS_RECORD_TYPES.length - 1}`,
    'record-name': "is required: the name relative to the zone, or '@' for the zone apex",
};
/**
 * Merges the dedicated inputs and `record` into the request body. A field set in both
 * places is an error: which one should win is not for the action to guess.
 */
function readDnsRecordInputs(inputs) {
    const recordText = inputs.raw('record');
    const merged = recordText !== undefined && recordText.trim() !== '' ? readRecordInput(recordText) : { request: {}, sources: {} };
    const request = { ...merged.request };
    const sources = { ...merged.sources };
    let refused = false;
    for (const [input, field] of DNS_RECORD_INPUTS) {
        const text = MULTILINE_FIELDS.has(field) ? inputs.optional(input) : inputs.line(input);
        const required = REQUIRED_INPUTS[input];
        if (text === undefined && required !== undefined && sources[field] === undefined)
            inputs.problems.add(new _inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(input, required));
        if (text === undefined)
            continue;
        if (sources[field] !== undefined) {
            throw new _inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(input, `sets ${field}, which input 'record' sets too; give ${field} in one place only`);
        }
        // `@` names the zone apex, which the API knows as the empty name. Every input's problem is
        // recorded, so that the step names them all at once.
        const value = inputs.check(() => (input === 'record-name' && text === '@' ? '' : fieldValue(input, field, text, () => undefined)));
        if (value === undefined) {
            refused = true;
            continue;
        }
        request[field] = value;
        sources[field] = input;
    }
    // A value refused above would make the type's rules report it a second time, as missing; the
    // step fails on the problems recorded, so this request is never sent.
    if (refused)
        return { request, sources };
    const parsed = _api_models_dns_record_js__WEBPACK_IMPORTED_MODULE_1__.AddDnsRecordRequest.safeParse(request);
    if (!parsed.success) {
        // The conversions above already produce the documented types; this is the last guard.
        const issue = parsed.error.issues[0];
        const field = issue?.path[0];
        throw new _inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(field ? (sources[field] ?? 'record') : 'record', `${field ?? 'record'}: ${issue?.message ?? 'invalid'}`);
    }
    for (const problem of problemsForType(parsed.data, sources))
        inputs.problems.add(problem);
    return { request: parsed.data, sources };
}
/** The inputs that narrow which records delete-dns-record removes, beside record-type and record-name. */
const MATCH_INPUTS = new Set(['record-value', 'priority', 'weight', 'port', 'flags', 'tag', 'pull-zone-id', 'script-id']);
/**
 * The record delete-dns-record looks for: its type and name, and the identity inputs given to
 * narrow the match, each read by the same conversion as add-dns-record's (so `priority: 70000`
 * is refused by both). Problems are recorded in `inputs.problems`.
 */
function readDnsRecordMatch(inputs) {
    const match = {};
    for (const [input, field] of DNS_RECORD_INPUTS) {
        if (input !== 'record-type' && input !== 'record-name' && !MATCH_INPUTS.has(input))
            continue;
        const text = MULTILINE_FIELDS.has(field) ? inputs.optional(input) : inputs.line(input);
        const required = REQUIRED_INPUTS[input];
        if (text === undefined) {
            if (required !== undefined)
                inputs.problems.add(new _inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(input, required));
            continue;
        }
        const value = inputs.check(() => (input === 'record-name' && text === '@' ? '' : fieldValue(input, field, text, () => undefined)));
        if (value !== undefined)
            match[field] = value;
    }
    return match;
}


/***/ }),

/***/ 4999:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SQ: () => (/* binding */ parseStructuredText),
/* harmony export */   bp: () => (/* binding */ describeValue),
/* harmony export */   fK: () => (/* binding */ valueAt),
/* harmony export */   gw: () => (/* binding */ looksLikeJson),
/* harmony export */   jV: () => (/* binding */ formatPath)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6637);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2495);


/** JSON syntax is chosen for a `.json` file or text that starts like a JSON object or array. */
function looksLikeJson(text) {
    return /^[\s\uFEFF]*[{[]/.test(text);
}
function at(origin, line, column) {
    const place = line === undefined ? '' : column === undefined ? `line ${line}` : `line ${line}, column ${column}`;
    return [origin, place].filter(Boolean).join(' ');
}
function lineAndColumn(text, offset) {
    const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
    const lines = before.split('\n');
    return { line: lines.length, column: (lines[lines.length - 1]?.length ?? 0) + 1 };
}
function parseJson(input, text, origin) {
    try {
        return JSON.parse(text);
    }
    catch (error) {
        const message = error.message;
        const stated = /\(line (\d+) column (\d+)\)/.exec(message);
        const position = /at position (\d+)/.exec(message);
        const place = stated
            ? { line: Number(stated[1]), column: Number(stated[2]) }
            : position
                ? lineAndColumn(text, Number(position[1]))
                : lineAndColumn(text, text.trimEnd().length);
        // V8 quotes a stretch of the input ('..."value":tok_live_9f"... is not valid JSON'),
        // which can be a secret from the document: only the line and column are given.
        const reason = message
            .replace(/,? ?(in JSON )?at position \d+.*$/s, '')
            .replace(/,? ?(\.\.\.)?".*"(\.\.\.)? is not valid JSON$/s, '')
            .replace(/\s+/g, ' ')
            .trim();
        throw new _inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(input, `${at(origin, place.line, place.column)}: not valid JSON: ${reason}`);
    }
}
/**
 * Where an unclosed quoted scalar opens. The parser reports it where the text ends, which is
 * far from the mistake; no quote of the same kind can follow the opening one (it would have
 * closed it), so the opening is the last unescaped quote of that kind before the end.
 */
function openingQuote(text, error) {
    if (error.code !== 'MISSING_CHAR')
        return undefined;
    const quote = /closing "quote/.test(error.message) ? '"' : /closing 'quote/.test(error.message) ? "'" : undefined;
    if (quote === undefined)
        return undefined;
    for (let i = Math.min(error.pos[0], text.length) - 1; i >= 0; i--) {
        if (text[i] !== quote)
            continue;
        if (quote === '"' && text[i - 1] === '\\')
            continue;
        // Inside single quotes, '' is an escaped quote.
        if (quote === "'" && text[i - 1] === "'") {
            i--;
            continue;
        }
        return i;
    }
    return undefined;
}
function parseYaml(text, lineCounter) {
    // Duplicate keys are errors (uniqueKeys), and aliases are bounded (maxAliasCount in toJS).
    return (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
}
/**
 * Parses the text of an input as JSON or YAML. A syntax error names the input, the line and
 * the column, and says which syntax was expected.
 */
function parseStructuredText(input, text, options = {}) {
    const origin = options.origin ?? '';
    // `yaml`: an input documented as YAML reads a flow list (`[{name: a}]`) as YAML, which JSON is a part of.
    const syntax = options.json || (!options.yaml && looksLikeJson(text)) ? 'JSON' : 'YAML';
    const lineCounter = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
    let value;
    let doc;
    if (syntax === 'JSON') {
        value = parseJson(input, text, origin);
        // Only for the positions of values in messages; JSON.parse decided what the value is.
        const positions = parseYaml(text, lineCounter);
        // JSON.parse keeps the last of two equal keys without a word; YAML (and the API) refuse it.
        const duplicate = positions.errors.find((error) => error.code === 'DUPLICATE_KEY');
        if (duplicate) {
            const place = lineCounter.linePos(duplicate.pos[0]);
            throw new _inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(input, `${at(origin, place.line, place.col)}: not valid JSON: a key appears twice in the same object`);
        }
        if (positions.errors.length === 0)
            doc = positions;
    }
    else {
        doc = parseYaml(text, lineCounter);
        const error = doc.errors[0];
        if (error) {
            const place = lineCounter.linePos(openingQuote(text, error) ?? error.pos[0]);
            const reason = error.message.replace(/ at line \d+, column \d+.*$/s, '').trim();
            throw new _inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(input, `${at(origin, place.line, place.col)}: not valid YAML: ${reason}`);
        }
        try {
            value = doc.toJS({ maxAliasCount: 100 });
        }
        catch (error) {
            throw new _inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(input, `${at(origin, undefined)}${origin ? ': ' : ''}not usable YAML: ${error.message}`);
        }
    }
    const nodeAt = (path) => (doc ? doc.getIn(path, true) : undefined);
    return {
        value,
        syntax,
        origin,
        lineOf(path) {
            for (let length = path.length; length >= 0; length--) {
                const node = nodeAt(path.slice(0, length));
                const range = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(node) || (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isCollection */ .P3)(node) ? node.range : undefined;
                if (range)
                    return lineCounter.linePos(range[0]).line;
            }
            return undefined;
        },
        sourceOf(path) {
            const node = nodeAt(path);
            return (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(node) && typeof node.source === 'string' ? node.source : undefined;
        },
    };
}
/** "containerTemplates[1].imageTag" from ['containerTemplates', 1, 'imageTag']. */
function formatPath(path) {
    let out = '';
    for (const part of path) {
        if (typeof part === 'number')
            out += `[${part}]`;
        else
            out += out === '' ? String(part) : `.${String(part)}`;
    }
    return out;
}
/** The value at `path` in plain data, or undefined. */
function valueAt(root, path) {
    let current = root;
    for (const part of path) {
        if (current === null || typeof current !== 'object')
            return undefined;
        current = current[part];
    }
    return current;
}
/** "a string", "the number 1.1", "a list": how a value reads in a message. */
function describeValue(value, options = {}) {
    if (value === undefined)
        return 'nothing';
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'a list';
    if (typeof value === 'object')
        return 'a mapping';
    if (typeof value === 'string') {
        if (!options.showStrings)
            return 'a string';
        const cut = value.length > 60 ? `${value.slice(0, 60)}\u2026` : value;
        return `the string ${JSON.stringify(cut)}`;
    }
    if (typeof value === 'number')
        return options.showStrings === false ? 'a number' : `the number ${value}`;
    if (typeof value === 'boolean')
        return `the boolean ${value}`;
    return typeof value;
}


/***/ }),

/***/ 8620:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P0: () => (/* binding */ sameRecords),
/* harmony export */   YI: () => (/* binding */ recordsOfTypeAndName),
/* harmony export */   vZ: () => (/* binding */ linkedId)
/* harmony export */ });
/* harmony import */ var _record_types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5681);

/** Types whose value is text that means what it says to the letter; every other value is a name or an address. */
const CASE_SENSITIVE_VALUES = new Set(['TXT', 'CAA']);
const numericId = (text) => (/^[1-9]\d{0,14}$/.test(text ?? '') ? Number(text) : undefined);
/**
 * The resource a PullZone or Script record links to, as the zone read gives it: a PullZone
 * record names its pull zone's id in LinkName; a Script record names its script's id in Value
 * and the script's name in LinkName (as the platform's Terraform provider reads and writes them).
 */
function linkedId(record) {
    const type = (0,_record_types_js__WEBPACK_IMPORTED_MODULE_0__/* .recordTypeName */ .r)(record.Type);
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
function hostName(text) {
    return (text ?? '').trim().toLowerCase().replace(/\.$/, '');
}
/** A field compared only when given, in a partial match (delete narrows by what it is told). */
const absent = (value) => value === undefined || value === null;
const number = (field) => (record, wanted, partial) => (partial && absent(wanted[field])) || (record[field] ?? 0) === (wanted[field] ?? 0);
const value = (record, wanted, partial) => {
    if (partial && absent(wanted.Value))
        return true;
    const type = (0,_record_types_js__WEBPACK_IMPORTED_MODULE_0__/* .recordTypeName */ .r)(wanted.Type);
    const exact = type !== undefined && CASE_SENSITIVE_VALUES.has(type);
    return exact ? (record.Value ?? '') === (wanted.Value ?? '') : hostName(record.Value) === hostName(wanted.Value);
};
const tag = (record, wanted, partial) => (partial && !wanted.Tag) || (record.Tag ?? '') === (wanted.Tag ?? '');
const linked = (field) => (record, wanted, partial) => (partial && absent(wanted[field])) || (linkedId(record)[field] ?? null) === (wanted[field] ?? null);
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
    const checks = IDENTITY[(0,_record_types_js__WEBPACK_IMPORTED_MODULE_0__/* .recordTypeName */ .r)(wanted.Type) ?? ''] ?? [value];
    return (zone.Records ?? []).filter((record) => (record.Type ?? 0) === (wanted.Type ?? 0) &&
        hostName(record.Name) === hostName(wanted.Name) &&
        checks.every((check) => check(record, wanted, partial)));
}
/** The records of the zone with the type and name of `wanted`, whatever their values. */
function recordsOfTypeAndName(zone, wanted) {
    return sameRecords(zone, { Type: wanted.Type, Name: wanted.Name }, true);
}


/***/ }),

/***/ 5681:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ IDENTITY_INTEGER_RANGES),
/* harmony export */   r: () => (/* binding */ recordTypeName)
/* harmony export */ });
/* harmony import */ var _api_models_dns_record_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(807);

/** The name of a record type's number ("Script" for 11), or undefined for a number beyond the list. */
function recordTypeName(type) {
    return _api_models_dns_record_js__WEBPACK_IMPORTED_MODULE_0__.DNS_RECORD_TYPES[type ?? 0];
}
/**
 * The identity integers of a record and the values DNS gives them, whatever the record's type:
 * priority, weight and port are 16-bit fields (RFC 1035 for MX, RFC 2782 for SRV), CAA flags
 * one byte (RFC 8659). The API's model declares int32; a value it would store but DNS could not
 * carry is refused by add- and delete-dns-record alike.
 */
const IDENTITY_INTEGER_RANGES = {
    Priority: { min: 0, max: 65_535 },
    Weight: { min: 0, max: 65_535 },
    Port: { min: 0, max: 65_535 },
    Flags: { min: 0, max: 255 },
};


/***/ }),

/***/ 1718:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S$: () => (/* binding */ dnsRecordGone),
/* harmony export */   Xg: () => (/* binding */ readZone),
/* harmony export */   bc: () => (/* binding */ noDnsZone),
/* harmony export */   g2: () => (/* binding */ zoneOrFail)
/* harmony export */ });
/* harmony import */ var _api_api_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(316);
/* harmony import */ var _api_requests_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7109);
/* harmony import */ var _not_found_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7765);



/** What a 404 of the zone's read means: no zone has the id the step was given. */
const noDnsZone = (zoneId) => `No DNS zone has the id ${zoneId}: check zone-id.`;
/** What a 404 of a record's write means once the zone was read: the record went meanwhile. */
const dnsRecordGone = (recordId, zoneId) => `Record ${recordId} is no longer in DNS zone ${zoneId} (the zone was read a moment ago): something else deleted it. Running this step again adds the record.`;
/**
 * The zone with its records, read before any change to them. Its 404 means the zone is missing:
 * a record call's 404 cannot tell that from a record already gone, so only this read can say so.
 */
async function readZone(client, zoneId) {
    try {
        return { zone: (await client.send(_api_requests_js__WEBPACK_IMPORTED_MODULE_1__/* .requests */ .zG.dnsZone(zoneId))).body };
    }
    catch (error) {
        if (error instanceof _api_api_error_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .h && error.status === 404)
            return { missing: error };
        throw error;
    }
}
/** The zone read first by add- and delete-dns-record; its 404 fails the step, naming the input to check. */
async function zoneOrFail(client, zoneId) {
    const read = await readZone(client, zoneId);
    if (read.missing)
        throw (0,_not_found_js__WEBPACK_IMPORTED_MODULE_2__/* .explainNotFound */ .h)(read.missing, noDnsZone(zoneId));
    return read.zone;
}


/***/ }),

/***/ 7765:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ explainNotFound)
/* harmony export */ });
/* harmony import */ var _api_api_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(316);

/**
 * A 404 with `hint`, the sentence saying which input to check, on a line of its own; any other
 * error as it is. Each product words its own sentences beside its reads, in
 * src/platform/<product>/: what is missing and the input it came from (`No DNS zone has the id
 * 1001: check zone-id.`).
 */
function explainNotFound(error, hint) {
    return error instanceof _api_api_error_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .h && error.status === 404 ? error.withMessage(`${error.message}\n${hint}`) : error;
}


/***/ })

};
