export const id = 76;
export const ids = [76,807];
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
    const syntax = options.json || looksLikeJson(text) ? 'JSON' : 'YAML';
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

/***/ 8076:
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
// EXTERNAL MODULE: ./operations/api-error-context.ts
var api_error_context = __webpack_require__(6458);
// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(7030);
// EXTERNAL MODULE: ./api/models/dns-record.ts
var dns_record = __webpack_require__(807);
// EXTERNAL MODULE: ./api/limits.ts
var limits = __webpack_require__(9023);
// EXTERNAL MODULE: ./inputs/inputs.ts
var inputs_inputs = __webpack_require__(2495);
// EXTERNAL MODULE: ./inputs/yaml-document.ts
var yaml_document = __webpack_require__(4999);
;// CONCATENATED MODULE: ./operations/add-dns-record/dns-record-inputs.ts





const FIELD_KINDS = {
    Type: 'enum',
    Ttl: 'int32',
    Value: 'string',
    Name: 'string',
    Weight: 'int32',
    Priority: 'int32',
    Flags: 'byte',
    Tag: 'string',
    Port: 'int32',
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
    Type: dns_record.DNS_RECORD_TYPES,
    MonitorType: dns_record.DNS_MONITORING_TYPES,
    SmartRoutingType: dns_record.DNS_SMART_ROUTING_TYPES,
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
    int32: { min: limits/* INT32_MIN */.Qh, max: limits/* INT32_MAX */.go, note: '' },
    byte: { min: 0, max: 255, note: '' },
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
    return new inputs_inputs/* InputError */.dz(input, input === 'record' ? `${field}: ${message}` : message);
}
function enumValue(input, field, value) {
    const names = ENUM_FIELDS[field] ?? [];
    const expected = `one of ${names.join(', ')} (any case), or a number from 0 to ${names.length - 1}`;
    const given = typeof value === 'number' ? String(value) : typeof value === 'string' ? (0,inputs_inputs/* trimAscii */.ic)(value) : undefined;
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
    const shown = typeof value === 'string' ? (0,inputs_inputs/* showValue */.vp)(value) : (0,yaml_document/* describeValue */.bp)(value);
    throw fieldError(input, field, `got ${shown}; expected ${expected}`);
}
function integerValue(input, field, kind, value) {
    const { min, max, note } = RANGES[kind];
    const expected = `a decimal integer from ${min} to ${max}${note}`;
    let number;
    if (typeof value === 'number')
        number = value;
    else if (typeof value === 'string' && /^-?(0|[1-9][0-9]*)$/.test((0,inputs_inputs/* trimAscii */.ic)(value)))
        number = Number((0,inputs_inputs/* trimAscii */.ic)(value));
    if (number === undefined || !Number.isInteger(number) || number < min || number > max) {
        const shown = typeof value === 'string' ? (0,inputs_inputs/* showValue */.vp)(value) : (0,yaml_document/* describeValue */.bp)(value);
        throw fieldError(input, field, `got ${shown}; expected ${expected}`);
    }
    return number;
}
function booleanValue(input, field, value) {
    if (typeof value === 'boolean')
        return value;
    if (typeof value === 'string' && /^(true|false)$/i.test((0,inputs_inputs/* trimAscii */.ic)(value)))
        return (0,inputs_inputs/* trimAscii */.ic)(value).toLowerCase() === 'true';
    throw fieldError(input, field, `got ${typeof value === 'string' ? (0,inputs_inputs/* showValue */.vp)(value) : (0,yaml_document/* describeValue */.bp)(value)}; expected true or false`);
}
function doubleValue(input, field, value) {
    const number = typeof value === 'number' ? value : typeof value === 'string' && /^[ \t]*[-+]?[0-9.eE+-]+[ \t]*$/.test(value) ? Number(value) : NaN;
    if (!Number.isFinite(number)) {
        throw fieldError(input, field, `got ${typeof value === 'string' ? (0,inputs_inputs/* showValue */.vp)(value) : (0,yaml_document/* describeValue */.bp)(value)}; expected a number such as 52.52`);
    }
    return number;
}
/** A string field: a YAML scalar that YAML typed (`Name: 2024`) is sent as it is written. */
function stringValue(input, field, value, source) {
    if (typeof value === 'string') {
        if (value.length > inputs_inputs/* MAX_TEXT_LENGTH */.Gt)
            throw fieldError(input, field, `is ${value.length} characters long; at most ${inputs_inputs/* MAX_TEXT_LENGTH */.Gt} are allowed`);
        return value;
    }
    if (typeof value === 'number' || typeof value === 'boolean')
        return source ?? String(value);
    throw fieldError(input, field, `got ${(0,yaml_document/* describeValue */.bp)(value)}; expected a string`);
}
function environmentValue(value, sourceOf) {
    const field = 'EnviromentalVariables';
    if (!Array.isArray(value)) {
        throw fieldError('record', field, `got ${(0,yaml_document/* describeValue */.bp)(value)}; expected a list of {Name, Value}`);
    }
    return value.map((entry, index) => {
        if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) {
            throw fieldError('record', field, `item ${index + 1}: got ${(0,yaml_document/* describeValue */.bp)(entry)}; expected a mapping with Name and Value`);
        }
        const out = {};
        for (const [key, item] of Object.entries(entry)) {
            if (key !== 'Name' && key !== 'Value') {
                throw fieldError('record', field, `item ${index + 1}: unknown field ${(0,inputs_inputs/* showValue */.vp)(key)}; allowed: Name, Value`);
            }
            if (item === null)
                out[key] = null;
            // Values may be sensitive: the message describes them, never shows them.
            else if (typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean') {
                out[key] = typeof item === 'string' ? item : (sourceOf([field, index, key]) ?? String(item));
            }
            else
                throw fieldError('record', field, `item ${index + 1}: ${key} is ${(0,yaml_document/* describeValue */.bp)(item)}; expected a string`);
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
    const near = dns_record.ADD_DNS_RECORD_FIELDS.find((field) => field.toLowerCase() === key.toLowerCase()) ?? KNOWN_MISSPELLINGS[key.toLowerCase()];
    const hint = near ? ` (did you mean ${near}?${near === 'EnviromentalVariables' ? ' The API spells it so.' : ''})` : '';
    return new inputs_inputs/* InputError */.dz('record', `unknown field ${(0,inputs_inputs/* showValue */.vp)(key)}${hint}; allowed fields: ${dns_record.ADD_DNS_RECORD_FIELDS.join(', ')}`);
}
/** Reads `record`: a mapping of AddDnsRecordModel fields under their API names. */
function readRecordInput(text) {
    const document = (0,yaml_document/* parseStructuredText */.SQ)('record', text);
    const value = document.value;
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        throw new inputs_inputs/* InputError */.dz('record', `holds ${(0,yaml_document/* describeValue */.bp)(value)}; expected a mapping of AddDnsRecordModel fields, such as {Ttl: 300, Disabled: false}`);
    }
    const request = {};
    const sources = {};
    for (const [key, item] of Object.entries(value)) {
        if (!dns_record.ADD_DNS_RECORD_FIELDS.includes(key))
            throw unknownField(key);
        const field = key;
        request[field] = fieldValue('record', field, item, (path) => document.sourceOf(path));
        sources[field] = 'record';
    }
    return { request: request, sources };
}
/** Types whose record is nothing without a value. */
const VALUE_REQUIRED = new Set(['A', 'AAAA', 'CNAME', 'TXT', 'MX', 'Redirect', 'Flatten', 'SRV', 'CAA', 'PTR', 'NS']);
const PORT_MAX = 65_535;
/**
 * The rules of each record type that are certain (RFC 1035, 2782, 8659 and the API's own
 * checks), one problem each, so that the step can report them all at once.
 */
function problemsForType(request, sources) {
    const type = request.Type === undefined || request.Type === null ? undefined : dns_record.DNS_RECORD_TYPES[request.Type];
    const problems = [];
    const at = (field, fallback) => sources[field] ?? fallback;
    const value = request.Value;
    if (type !== undefined && VALUE_REQUIRED.has(type) && (value === undefined || value === null || value === '')) {
        problems.push(fieldError(at('Value', 'record-value'), 'Value', `is required for ${type === 'A' || type === 'AAAA' ? 'an' : 'a'} ${type} record`));
    }
    if (typeof value === 'string' && value !== '') {
        if (type === 'A' && !(0,external_node_net_.isIPv4)(value)) {
            problems.push(fieldError(at('Value', 'record-value'), 'Value', `got ${(0,inputs_inputs/* showValue */.vp)(value)}; the value of an A record must be an IPv4 address, such as 192.0.2.10`));
        }
        if (type === 'AAAA' && !(0,external_node_net_.isIPv6)(value)) {
            problems.push(fieldError(at('Value', 'record-value'), 'Value', `got ${(0,inputs_inputs/* showValue */.vp)(value)}; the value of an AAAA record must be an IPv6 address, such as 2001:db8::10`));
        }
        if ((type === 'CNAME' || type === 'NS' || type === 'PTR' || type === 'MX') && !/^[A-Za-z0-9_*.-]+$/.test(value)) {
            problems.push(fieldError(at('Value', 'record-value'), 'Value', `got ${(0,inputs_inputs/* showValue */.vp)(value)}; the value of a ${type} record is a host name, such as target.example.com`));
        }
    }
    const inRange = (field, input, max) => {
        const number = request[field];
        if (typeof number === 'number' && (number < 0 || number > max)) {
            problems.push(fieldError(at(field, input), field, `is ${number}; a ${type} record's ${field.toLowerCase()} is 0 to ${max}`));
        }
    };
    if (type === 'MX' || type === 'SRV')
        inRange('Priority', 'priority', PORT_MAX);
    if (type === 'SRV') {
        inRange('Weight', 'weight', PORT_MAX);
        inRange('Port', 'port', PORT_MAX);
        if (request.Port === undefined || request.Port === null)
            problems.push(fieldError(at('Port', 'port'), 'Port', 'is required for an SRV record'));
    }
    if (type === 'CAA') {
        if (request.Tag === undefined || request.Tag === null || request.Tag === '') {
            problems.push(fieldError(at('Tag', 'tag'), 'Tag', 'is required for a CAA record (issue, issuewild or iodef)'));
        }
        else if (!/^[A-Za-z0-9]{1,15}$/.test(request.Tag)) {
            problems.push(fieldError(at('Tag', 'tag'), 'Tag', `got ${(0,inputs_inputs/* showValue */.vp)(request.Tag)}; a CAA tag is 1 to 15 letters and digits, such as issue`));
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
    'record-type': `is required: a DnsRecordTypes name (${dns_record.DNS_RECORD_TYPES.join(', ')}) or its number 0 to ${dns_record.DNS_RECORD_TYPES.length - 1}`,
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
    for (const [input, field] of DNS_RECORD_INPUTS) {
        const text = MULTILINE_FIELDS.has(field) ? inputs.optional(input) : inputs.line(input);
        const required = REQUIRED_INPUTS[input];
        if (text === undefined && required !== undefined && sources[field] === undefined)
            inputs.problems.add(new inputs_inputs/* InputError */.dz(input, required));
        if (text === undefined)
            continue;
        if (sources[field] !== undefined) {
            throw new inputs_inputs/* InputError */.dz(input, `sets ${field}, which input 'record' sets too; give ${field} in one place only`);
        }
        // `@` names the zone apex, which the API knows as the empty name.
        request[field] = input === 'record-name' && text === '@' ? '' : fieldValue(input, field, text, () => undefined);
        sources[field] = input;
    }
    const parsed = dns_record.AddDnsRecordRequest.safeParse(request);
    if (!parsed.success) {
        // The conversions above already produce the documented types; this is the last guard.
        const issue = parsed.error.issues[0];
        const field = issue?.path[0];
        throw new inputs_inputs/* InputError */.dz(field ? (sources[field] ?? 'record') : 'record', `${field ?? 'record'}: ${issue?.message ?? 'invalid'}`);
    }
    for (const problem of problemsForType(parsed.data, sources))
        inputs.problems.add(problem);
    return { request: parsed.data, sources };
}

// EXTERNAL MODULE: ./operations/add-dns-record/record-match.ts
var record_match = __webpack_require__(1560);
// EXTERNAL MODULE: ./operations/add-dns-record/read-zone.ts
var read_zone = __webpack_require__(6560);
;// CONCATENATED MODULE: ./operations/add-dns-record/record-update.ts

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
/** The linked pull zone or script, which the read model gives only as a numeric string in LinkName. */
function record_update_link(existing) {
    const type = dns_record.DNS_RECORD_TYPES[existing.Type ?? 0];
    const id = /^\d{1,15}$/.test(existing.LinkName ?? '') ? Number(existing.LinkName) : undefined;
    if (id === undefined)
        return {};
    if (type === 'PullZone')
        return { PullZoneId: id };
    if (type === 'Script')
        return { ScriptId: id };
    return {};
}
/**
 * The whole record to send to change `existing` into what the step asks for: every member read,
 * overwritten by each field the step gives. A replaced record answers: it is enabled unless the
 * step itself says `Disabled: true`.
 */
function mergedUpdate(existing, wanted) {
    const merged = { Id: existing.Id, ...record_update_link(existing) };
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
    const type = enumName('Type', record.Type);
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
/** Environment values of a Script record can hold secrets: a dry run does not show them. */
function withoutVariableValues(record) {
    const variables = record.EnviromentalVariables?.map((variable) => ({ ...variable, Value: operation/* REDACTED */.X }));
    return variables ? { ...record, EnviromentalVariables: variables } : record;
}
/**
 * The one place if-exists is decided. `replace` changes the record of the same type and name
 * in place: the identical one when it differs in other fields (TTL, comment, disabled), else
 * the one with another value, and only when there is exactly one.
 */
function decide(zone, plan) {
    if (plan.ifExists === 'add')
        return { kind: 'add' };
    const identical = (0,record_match/* sameRecords */.P)(zone, plan.record);
    // Of several identical records, one that answers is the one to report.
    const found = identical.find((record) => !record.Disabled) ?? identical[0];
    if (plan.ifExists === 'fail')
        return found ? { kind: 'exists', record: found } : { kind: 'add' };
    if (plan.ifExists === 'skip')
        return found ? { kind: 'present', record: found } : { kind: 'add' };
    if (found) {
        const body = mergedUpdate(found, plan.record);
        const changed = changes(found, body);
        return changed.length === 0 ? { kind: 'present', record: found } : { kind: 'update', record: found, changed, body };
    }
    const others = (0,record_match/* sameRecords */.P)(zone, { Type: plan.record.Type, Name: plan.record.Name }, true);
    if (others.length > 1)
        return { kind: 'several', records: others };
    const [other] = others;
    return other ? { kind: 'update', record: other, changed: ['Value'], body: mergedUpdate(other, plan.record) } : { kind: 'add' };
}
function refuseSeveral(plan, decision, { summary }) {
    if (decision.kind !== 'several')
        return;
    const ids = decision.records.map((record) => record.Id).join(', ');
    summary.heading(`bunny.net add-dns-record: zone ${plan.zoneId}, several records to replace`).verdict(false, `Records ${ids}`);
    throw new Error(`${describeRecord(plan.record)} cannot be replaced: DNS zone ${plan.zoneId} holds ${decision.records.length} records of that type and name (ids ${ids}), and if-exists: replace changes exactly one. Nothing was changed. Delete the ones you do not want (delete-dns-record), or use if-exists: add.`);
}
/** The record after an update: the update answers 204 with no body, so the zone is read again. */
async function readBack(client, plan, id) {
    const record = (await (0,read_zone/* readZone */.X)(client, plan.zoneId)).Records?.find((candidate) => candidate.Id === id);
    if (record === undefined) {
        throw new Error(`Record ${id} of DNS zone ${plan.zoneId} was updated, but the zone no longer lists it: something else deleted it.`);
    }
    return record;
}
const add_dns_record_operation = {
    plan({ inputs }) {
        const zoneId = inputs.id('zone-id');
        const ifExists = inputs.choice('if-exists', IF_EXISTS) ?? 'skip';
        const { request } = readDnsRecordInputs(inputs);
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
    async preview(plan, client, report) {
        const decision = decide(await (0,read_zone/* readZone */.X)(client, plan.zoneId), plan);
        refuseSeveral(plan, decision, report);
        const what = describeRecord(plan.record);
        let verdict;
        let request;
        let before;
        switch (decision.kind) {
            case 'add': {
                const add = requests/* requests */.zG.addDnsRecord(plan.zoneId, withoutVariableValues(plan.record));
                verdict = `${what} would be added to DNS zone ${plan.zoneId}.`;
                request = { method: add.method, path: add.path, body: add.body };
                break;
            }
            case 'update': {
                before = decision.record;
                verdict = `${what} would replace record ${before.Id} of DNS zone ${plan.zoneId} (changed: ${decision.changed.join(', ')}).`;
                // The whole record as read, with the step's fields over it; Script variables hidden.
                const update = requests/* requests */.zG.updateDnsRecord(plan.zoneId, withoutVariableValues(decision.body));
                request = { method: update.method, path: update.path, body: update.body };
                break;
            }
            case 'present':
                before = decision.record;
                verdict = `${what} is in DNS zone ${plan.zoneId} already as record ${before.Id}; nothing would change.`;
                break;
            case 'exists':
                before = decision.record;
                verdict = `${what} is in DNS zone ${plan.zoneId} already as record ${before.Id}, and if-exists is fail: the step would fail.`;
        }
        report.log.info(`Dry run: ${verdict}`);
        report.setOutput('created', false);
        report.setOutput('updated', false);
        if (before)
            report.setOutput('record-id', before.Id);
        report.setOutput('result', {
            dryRun: true,
            outcome: decision.kind,
            ...(before ? { record: withoutVariableValues(before) } : {}),
            requests: request ? [request] : [],
        });
        report.summary.heading(`bunny.net add-dns-record: dry run, zone ${plan.zoneId}`).paragraph(verdict);
    },
    async execute(plan, client, report) {
        const { setOutput, summary, log } = report;
        const what = describeRecord(plan.record);
        // Read first in every mode: a re-run finds what it added, and after a lost answer only a
        // record that was not there before can be this step's.
        const zone = await (0,read_zone/* readZone */.X)(client, plan.zoneId);
        const known = new Set((zone.Records ?? []).map((existing) => existing.Id));
        const decision = decide(zone, plan);
        refuseSeveral(plan, decision, report);
        if (decision.kind === 'exists') {
            summary
                .heading(`bunny.net add-dns-record: zone ${plan.zoneId}, the record exists`)
                .verdict(false, `Record ${decision.record.Id} exists`);
            throw new Error(`${what} already exists in DNS zone ${plan.zoneId} as record ${decision.record.Id} (same type, name and value), and if-exists is fail. Use if-exists: skip to report it instead, add to add another, or replace to change it in place.`);
        }
        if (decision.kind === 'present') {
            const found = decision.record;
            if (found.Disabled) {
                log.warning(`${what} exists in DNS zone ${plan.zoneId} as record ${found.Id}, but it is disabled: it does not answer. Nothing was added or enabled (if-exists: ${plan.ifExists}); enable it in the dashboard, or use if-exists: replace.`, { title: 'add-dns-record: the record exists but is disabled' });
            }
            else {
                log.info(`${what} already exists in DNS zone ${plan.zoneId} as record ${found.Id}; nothing changed (if-exists: ${plan.ifExists}).`);
            }
            reportRecord(found, { created: false, updated: false });
            return;
        }
        if (decision.kind === 'update') {
            const before = decision.record;
            try {
                await client.send(requests/* requests */.zG.updateDnsRecord(plan.zoneId, decision.body));
            }
            catch (error) {
                summary
                    .heading(`bunny.net add-dns-record: zone ${plan.zoneId}, record ${before.Id} not replaced`)
                    .paragraph(error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error));
                throw (0,api_error_context/* explainNotFound */.h)(error, `Record ${before.Id} is no longer in DNS zone ${plan.zoneId} (the zone was read a moment ago): something else deleted it. Running this step again adds the record.`);
            }
            const after = await readBack(client, plan, before.Id);
            log.info(`Replaced record ${before.Id} in DNS zone ${plan.zoneId}: ${decision.changed.join(', ')} changed (was ${(0,untrusted_text/* inline */.mG)(before.Value ?? '', 120) || '(empty)'}, now ${(0,untrusted_text/* inline */.mG)(after.Value ?? '', 120) || '(empty)'}).`);
            reportRecord(after, { created: false, updated: true, before });
            return;
        }
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
                const made = await (0,read_zone/* readZone */.X)(client, plan.zoneId).then((again) => (0,record_match/* sameRecords */.P)(again, plan.record).filter((candidate) => !known.has(candidate.Id)), () => undefined);
                const newest = made?.sort((a, b) => b.Id - a.Id)[0];
                if (newest !== undefined) {
                    log.warning(`The answer to the add was lost (${error.message.split('\n')[0]}), but DNS zone ${plan.zoneId} now holds the record: id ${newest.Id}.`, { title: 'add-dns-record: the answer was lost; the record was found' });
                    reportRecord(newest, { created: true, updated: false });
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
            throw (0,api_error_context/* explainNotFound */.h)(error, `No DNS zone has the id ${plan.zoneId}: check zone-id.`);
        }
        log.info(`Added ${enumName('Type', record.Type) ?? '?'} record ${(0,untrusted_text/* inline */.mG)(record.Name ?? '', 120) || '(zone apex)'} -> ${(0,untrusted_text/* inline */.mG)(record.Value ?? '', 120)} to DNS zone ${plan.zoneId}: id ${record.Id}`);
        reportRecord(record, { created: true, updated: false });
        function reportRecord(record, how) {
            setOutput('record-id', record.Id);
            setOutput('created', how.created);
            setOutput('updated', how.updated);
            setOutput('result', record);
            const type = enumName('Type', record.Type) ?? '?';
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
                facts.push(['Monitoring', enumName('MonitorType', record.MonitorType)]);
            if (record.SmartRoutingType)
                facts.push(['Smart routing', enumName('SmartRoutingType', record.SmartRoutingType)]);
            if (record.Disabled)
                facts.push(['Disabled', true]);
            if (record.Comment)
                facts.push(['Comment', record.Comment]);
            const verb = how.created ? 'added to' : how.updated ? 'replaced in' : 'already in';
            summary
                .heading(`bunny.net add-dns-record: ${type} record ${verb} zone ${plan.zoneId}`)
                .facts([['Created by this step', how.created], ['Updated by this step', how.updated], ...facts]);
        }
    },
};


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


/***/ })

};
