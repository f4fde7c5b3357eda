export const id = 5290;
export const ids = [5290,807];
export const modules = {

/***/ 316:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ ApiError)
/* harmony export */ });
class ApiError extends Error {
    kind;
    /** "PUT /compute/script/1/secrets": what was asked, never with a key or a body. */
    request;
    status;
    errorKey;
    field;
    apiMessage;
    details;
    attempts;
    hints;
    constructor(message, init) {
        super(message, init.cause === undefined ? undefined : { cause: init.cause });
        this.name = 'ApiError';
        this.kind = init.kind;
        this.request = init.request;
        this.status = init.status;
        this.errorKey = init.errorKey;
        this.field = init.field;
        this.apiMessage = init.apiMessage;
        this.details = init.details ?? [];
        this.attempts = init.attempts;
        this.hints = init.hints ?? [];
    }
    /**
     * The same failure with a message that says what it means for the caller (which input to
     * check, whether something may have changed). Kind, status and the API's own text are kept,
     * so the outputs `status` and `error-key` stay what the API answered.
     */
    withMessage(message) {
        return new ApiError(message, { ...this, cause: this });
    }
    /** The same failure with more codes of what to check. */
    withHints(hints) {
        return new ApiError(this.message, { ...this, hints: [...this.hints, ...hints], cause: this.cause });
    }
}


/***/ }),

/***/ 9023:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ez: () => (/* binding */ SECRET_NAME_MAX),
/* harmony export */   KJ: () => (/* binding */ SECRET_VALUE_MAX),
/* harmony export */   Qh: () => (/* binding */ INT32_MIN),
/* harmony export */   cS: () => (/* binding */ VARIABLE_VALUE_MAX),
/* harmony export */   cj: () => (/* binding */ VARIABLE_NAME_MAX),
/* harmony export */   fc: () => (/* binding */ AUDIT_LIMIT_MIN),
/* harmony export */   go: () => (/* binding */ INT32_MAX),
/* harmony export */   j5: () => (/* binding */ AUDIT_LIMIT_MAX),
/* harmony export */   q_: () => (/* binding */ AUDIT_ORDERS),
/* harmony export */   zP: () => (/* binding */ SEARCH_RESULT_TYPES)
/* harmony export */ });
/**
 * Limits and enumerations of the API that input checks need. Kept apart from the zod models
 * so that a step refusing a bad input never loads zod: start-up is paid by every job.
 */
/** The range of an int32 field or id of the API. */
const INT32_MIN = -2_147_483_648;
const INT32_MAX = 2_147_483_647;
const SECRET_NAME_MAX = 256;
const SECRET_VALUE_MAX = 4096;
/** UpsertEdgeScriptVariableModel: Name 1..256, DefaultValue at most 4,096. */
const VARIABLE_NAME_MAX = 256;
const VARIABLE_VALUE_MAX = 4096;
const AUDIT_ORDERS = ['Ascending', 'Descending'];
const AUDIT_LIMIT_MIN = 1;
const AUDIT_LIMIT_MAX = 10_000;
const SEARCH_RESULT_TYPES = ['cdn', 'storage', 'dns', 'script', 'stream'];


/***/ }),

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

/***/ 7109:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   lM: () => (/* binding */ planned),
/* harmony export */   qf: () => (/* binding */ placeholder),
/* harmony export */   uA: () => (/* binding */ requestLine),
/* harmony export */   zG: () => (/* binding */ requests)
/* harmony export */ });
/** "PUT /dnszone/1/records": how messages and retry lines name a request; never a key or a body. */
function requestLine(request) {
    return `${request.method} ${request.path}`;
}
function placeholder(what) {
    return { placeholder: what };
}
/**
 * One path segment. `.` and `..` survive encoding and a URL resolves them, which would send
 * the request to another endpoint; callers refuse them as input, and this refuses them again.
 */
function segment(value) {
    if (typeof value === 'object')
        return `{${value.placeholder}}`;
    const text = String(value);
    if (text === '.' || text === '..' || text === '')
        throw new Error(`'${text}' cannot be a path segment`);
    return encodeURIComponent(text);
}
function planned({ method, path, query, body }, note) {
    return {
        method,
        path,
        ...(query === undefined ? {} : { query }),
        ...(body === undefined ? {} : { body }),
        ...(note === undefined ? {} : { note }),
    };
}
const requests = {
    /** The storage zone: its name, password, region and storage host, and its linked pull zones. */
    storageZone: (storageZoneId) => ({
        method: 'GET',
        path: `/storagezone/${segment(storageZoneId)}`,
        repeatSafe: true,
        okStatuses: [200],
        response: 'storageZone',
    }),
    /** The zone with its records: how a re-run finds the record it would add. */
    dnsZone: (zoneId) => ({
        method: 'GET',
        path: `/dnszone/${segment(zoneId)}`,
        repeatSafe: true,
        okStatuses: [200],
        response: 'dnsZone',
    }),
    /** Not idempotent: each success adds a record. */
    addDnsRecord: (zoneId, record) => ({
        method: 'PUT',
        path: `/dnszone/${segment(zoneId)}/records`,
        body: record,
        repeatSafe: false,
        okStatuses: [201, 200],
        response: 'dnsRecord',
    }),
    /**
     * 204 with no body: read the zone again for the result. Safe to repeat: it sends the whole
     * record, so a second send leaves the record as the first did.
     */
    updateDnsRecord: (zoneId, record) => ({
        method: 'POST',
        path: `/dnszone/${segment(zoneId)}/records/${segment(record.Id)}`,
        body: record,
        repeatSafe: true,
        okStatuses: [204, 200],
        emptyStatuses: [204, 200],
    }),
    /** 200 with the secret when it was created; 204 with no body when it existed and was updated. */
    upsertSecret: (scriptId, secret) => ({
        method: 'PUT',
        path: `/compute/script/${segment(scriptId)}/secrets`,
        body: secret,
        repeatSafe: true,
        okStatuses: [200, 201, 204],
        emptyStatuses: [204],
        response: 'scriptSecret',
    }),
    updateSecret: (scriptId, secretId, secret) => ({
        method: 'POST',
        path: `/compute/script/${segment(scriptId)}/secrets/${segment(secretId)}`,
        body: secret,
        repeatSafe: true,
        okStatuses: [200, 204],
        emptyStatuses: [204],
        response: 'scriptSecret',
    }),
    /**
     * A full replacement. Not safe to repeat blindly: a template without an id is a new
     * container, and the same body sent again after a lost answer creates it a second time (and
     * deletes the first); update-app reads the application and gives it its id before resending.
     * The answer (`{id}`, 200 or 201: the platform's Terraform provider accepts both) says nothing
     * the step did not send, so it is not read: a success is never failed for the shape of its body.
     */
    updateApp: (appId, config) => ({
        method: 'PUT',
        path: `/mc/apps/${segment(appId)}`,
        body: config,
        repeatSafe: false,
        okStatuses: [200, 201, 204],
        emptyStatuses: [200, 201, 204],
    }),
    /** The live application in the read model, which is not the update model. */
    app: (appId) => ({
        method: 'GET',
        path: `/mc/apps/${segment(appId)}`,
        repeatSafe: true,
        okStatuses: [200],
        response: 'application',
    }),
    /** Where a rollout stands: per region, pod and container. */
    appOverview: (appId) => ({
        method: 'GET',
        path: `/mc/apps/${segment(appId)}/overview`,
        repeatSafe: true,
        okStatuses: [200],
        response: 'appOverview',
    }),
    activeRelease: (scriptId) => ({
        method: 'GET',
        path: `/compute/script/${segment(scriptId)}/releases/active`,
        repeatSafe: true,
        okStatuses: [200],
        response: 'scriptRelease',
    }),
    auditLogPage: (query) => ({
        method: 'GET',
        path: `/user/audit/${segment(query.date)}`,
        // PascalCase, arrays as repeated parameters (`?Product=a&Product=b`).
        query: {
            Order: query.order,
            Limit: query.limit,
            ContinuationToken: query.continuationToken,
            Product: query.products,
            ResourceType: query.resourceTypes,
            ResourceId: query.resourceIds,
            ActorId: query.actorIds,
        },
        repeatSafe: true,
        okStatuses: [200],
        response: 'auditLogPage',
    }),
    /** 202 Accepted means the zone is still being set up: it is asked again. */
    shieldZoneOfPullZone: (pullZoneId) => ({
        method: 'GET',
        path: `/shield/shield-zone/get-by-pullzone/${segment(pullZoneId)}`,
        repeatSafe: true,
        okStatuses: [200],
        notReadyStatuses: [202],
        response: 'shieldZone',
    }),
    search: (query) => ({
        method: 'GET',
        path: '/search',
        query: { search: query.search, from: query.from, size: query.size },
        repeatSafe: true,
        okStatuses: [200],
        response: 'searchPage',
    }),
    /**
     * Purges a pull zone's cache, or only the files of one cache tag. The spec says 204, the
     * real API has been seen answering 200; neither carries a body worth reading. Not repeated
     * after it may have been carried out: each purge counts against the account's purge limit,
     * and a caller that paces its purges must not spend the budget twice on one purge.
     */
    purgePullZone: (pullZoneId, cacheTag) => ({
        method: 'POST',
        path: `/pullzone/${segment(pullZoneId)}/purgeCache`,
        ...(cacheTag === undefined ? {} : { body: { CacheTag: cacheTag } }),
        repeatSafe: false,
        okStatuses: [200, 204],
        emptyStatuses: [200, 204],
    }),
    /**
     * Purges one URL, or every URL under a prefix when it ends in `/` or holds `*` (unless
     * `exactPath`). The platform limits purges per account, so a caller paces them; like the
     * pull zone purge it is sent again only where it cannot have been carried out.
     */
    purgeUrl: (url, options = {}) => ({
        method: 'POST',
        path: '/purge',
        query: { url, ...(options.exactPath ? { exactPath: true } : {}) },
        repeatSafe: false,
        okStatuses: [200, 204],
        emptyStatuses: [200, 204],
    }),
    /** The script's secrets, names and ids without values, all in one answer (no paging). */
    scriptSecrets: (scriptId) => ({
        method: 'GET',
        path: `/compute/script/${segment(scriptId)}/secrets`,
        repeatSafe: true,
        okStatuses: [200],
        response: 'scriptSecretList',
    }),
    /** 204 when deleted; a 404 means it is gone already (a repeat after a lost answer gets one), which is the goal. */
    deleteSecret: (scriptId, secretId) => ({
        method: 'DELETE',
        path: `/compute/script/${segment(scriptId)}/secrets/${segment(secretId)}`,
        repeatSafe: true,
        okStatuses: [200, 204, 404],
        emptyStatuses: [200, 204, 404],
    }),
    /**
     * Creates the script's variable of that name, or sets the one it has (200 when created, with
     * the variable; 204 when updated). The whole variable is sent, so a second send leaves what
     * the first did. The answer is not read: what the write did is read back from the script
     * where it matters, so a success is never failed for the shape of its body.
     */
    upsertVariable: (scriptId, variable) => ({
        method: 'PUT',
        path: `/compute/script/${segment(scriptId)}/variables`,
        body: variable,
        repeatSafe: true,
        okStatuses: [200, 201, 204],
        emptyStatuses: [200, 201, 204],
    }),
    /** 204 when deleted; a 404 means it is gone already (a repeat after a lost answer gets one), which is the goal. */
    deleteVariable: (scriptId, variableId) => ({
        method: 'DELETE',
        path: `/compute/script/${segment(scriptId)}/variables/${segment(variableId)}`,
        repeatSafe: true,
        okStatuses: [200, 204, 404],
        emptyStatuses: [200, 204, 404],
    }),
    /** The script: hostnames, linked pull zones, its variables, CurrentReleaseId (0 before the first publish). */
    edgeScript: (scriptId) => ({
        method: 'GET',
        path: `/compute/script/${segment(scriptId)}`,
        repeatSafe: true,
        okStatuses: [200],
        response: 'edgeScript',
    }),
    /** Saves the script's draft code; the same code twice leaves the same draft. */
    saveScriptCode: (scriptId, code, credential) => ({
        method: 'POST',
        path: `/compute/script/${segment(scriptId)}/code`,
        body: { Code: code },
        repeatSafe: true,
        okStatuses: [200, 204],
        emptyStatuses: [200, 204],
        ...(credential === undefined ? {} : { credential }),
    }),
    /**
     * Publishes the draft as a new release. The spec declares a `uuid` parameter this path does
     * not have; none is sent. Not safe to repeat: each success makes one more release. Without a
     * note nothing is sent as the body, as the platform's own deploy action publishes.
     */
    publishScript: (scriptId, note, credential) => ({
        method: 'POST',
        path: `/compute/script/${segment(scriptId)}/publish`,
        ...(note === undefined ? {} : { body: { Note: note } }),
        repeatSafe: false,
        okStatuses: [200, 204],
        emptyStatuses: [200, 204],
        ...(credential === undefined ? {} : { credential }),
    }),
    /** Publishes an earlier release again (the platform's CLI rolls back with it). */
    republishScript: (scriptId, uuid, note) => ({
        method: 'POST',
        path: `/compute/script/${segment(scriptId)}/publish/${segment(uuid)}`,
        body: { Note: note },
        repeatSafe: false,
        okStatuses: [200, 204],
        emptyStatuses: [200, 204],
    }),
    /** One page of the script's releases, each with its Code (perPage 5..1000). */
    scriptReleases: (scriptId, page, perPage) => ({
        method: 'GET',
        path: `/compute/script/${segment(scriptId)}/releases`,
        query: { page, perPage },
        repeatSafe: true,
        okStatuses: [200],
        response: 'scriptReleasePage',
    }),
    /**
     * The digest a tag has now: a read, whatever the method says. `registryId` is of the kind the
     * document names: "dockerhub", "github", or the id of a private registry.
     */
    resolveImageDigest: (image) => ({
        method: 'POST',
        path: '/mc/registries/digest',
        body: image,
        repeatSafe: true,
        okStatuses: [200],
        response: 'imageTagInfo',
    }),
    /**
     * Changes one container's image and nothing else: members a PATCH does not send stay as they
     * are (the grace period, node selectors, endpoints the read model cannot express). Setting the
     * same image twice leaves the same state. The answer (the template) is not read: what the
     * PATCH did is read back from the application where it matters, so a success is never failed
     * for the shape of its body.
     */
    patchContainerImage: (appId, containerId, image) => ({
        method: 'PATCH',
        path: `/mc/apps/${segment(appId)}/containers/${segment(containerId)}`,
        body: image,
        repeatSafe: true,
        okStatuses: [200, 201, 204],
        emptyStatuses: [200, 201, 204],
    }),
    /** One container registry of the account: whether it is public, and its host. */
    containerRegistry: (registryId) => ({
        method: 'GET',
        path: `/mc/registries/${segment(registryId)}`,
        repeatSafe: true,
        okStatuses: [200],
        response: 'containerRegistry',
    }),
    /** 204 when deleted; a 404 says neither whether the zone or the record is missing (read the zone first). */
    deleteDnsRecord: (zoneId, recordId) => ({
        method: 'DELETE',
        path: `/dnszone/${segment(zoneId)}/records/${segment(recordId)}`,
        repeatSafe: true,
        okStatuses: [200, 204, 404],
        emptyStatuses: [200, 204, 404],
    }),
    /** The pull zone with its edge rules (each with its Guid) and hostnames: the only read that returns the rules. */
    pullZone: (pullZoneId) => ({
        method: 'GET',
        path: `/pullzone/${segment(pullZoneId)}`,
        repeatSafe: true,
        okStatuses: [200],
        response: 'pullZone',
    }),
    /**
     * Creates a rule (no Guid) or replaces one whole (its Guid). 201 with no body: the rule is read
     * back from the zone by its Description. Safe to repeat only with a Guid: without one, a second
     * send adds a second rule.
     */
    addOrUpdateEdgeRule: (pullZoneId, rule) => ({
        method: 'POST',
        path: `/pullzone/${segment(pullZoneId)}/edgerules/addOrUpdate`,
        body: rule,
        repeatSafe: rule.Guid !== undefined,
        okStatuses: [201, 200, 204],
        emptyStatuses: [201, 200, 204],
    }),
    /** 204; a 404 after the zone was read means the rule is gone already, which is the goal. */
    deleteEdgeRule: (pullZoneId, guid) => ({
        method: 'DELETE',
        path: `/pullzone/${segment(pullZoneId)}/edgerules/${segment(guid)}`,
        repeatSafe: true,
        okStatuses: [204, 200, 404],
        emptyStatuses: [204, 200, 404],
    }),
    /** 204. Not repeated blindly: a second add of the same name is refused (already registered); read the zone instead. */
    addHostname: (pullZoneId, hostname) => ({
        method: 'POST',
        path: `/pullzone/${segment(pullZoneId)}/addHostname`,
        body: { Hostname: hostname },
        repeatSafe: false,
        okStatuses: [204, 200],
        emptyStatuses: [204, 200],
    }),
    /**
     * Asks for the free TLS certificate of a hostname the account has (as the platform's CLI and
     * Terraform provider do after adding one). 200 with no body; 400 when it cannot be issued
     * (the hostname does not point at the pull zone). Safe to repeat: a second ask for a hostname
     * whose certificate is issued changes nothing.
     */
    loadFreeCertificate: (hostname) => ({
        method: 'GET',
        path: '/pullzone/loadFreeCertificate',
        query: { hostname },
        repeatSafe: true,
        okStatuses: [200, 204],
        emptyStatuses: [200, 204],
    }),
    /** 204. A second removal is a 400 (not found): read the zone instead of repeating. */
    removeHostname: (pullZoneId, hostname) => ({
        method: 'DELETE',
        path: `/pullzone/${segment(pullZoneId)}/removeHostname`,
        body: { Hostname: hostname },
        repeatSafe: false,
        okStatuses: [204, 200],
        emptyStatuses: [204, 200],
    }),
};


/***/ }),

/***/ 7424:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ closest)
/* harmony export */ });
/** Edit distance, for "did you mean"; inputs are short, so the quadratic table is cheap. */
function editDistance(a, b) {
    let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
        const current = [i];
        for (let j = 1; j <= b.length; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
        }
        previous = current;
    }
    return previous[b.length] ?? 0;
}
/** The closest of `candidates`, when close enough to be a likely misspelling (`_` and `-` count as one). */
function closest(word, candidates) {
    const normal = (text) => text.toLowerCase().replace(/_/g, '-');
    let best;
    let bestDistance = Infinity;
    for (const candidate of candidates) {
        const distance = editDistance(normal(word), normal(candidate));
        if (distance < bestDistance)
            [best, bestDistance] = [candidate, distance];
    }
    return best !== undefined && bestDistance <= Math.max(2, Math.floor(word.length / 4)) ? best : undefined;
}


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

/***/ 2495:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G0: () => (/* binding */ Inputs),
/* harmony export */   Gt: () => (/* binding */ MAX_TEXT_LENGTH),
/* harmony export */   VF: () => (/* binding */ InputProblemsError),
/* harmony export */   cG: () => (/* binding */ parseInteger),
/* harmony export */   dz: () => (/* binding */ InputError),
/* harmony export */   ic: () => (/* binding */ trimAscii),
/* harmony export */   l6: () => (/* binding */ MAX_LINE_LENGTH),
/* harmony export */   rg: () => (/* binding */ environmentInputs),
/* harmony export */   vp: () => (/* binding */ showValue)
/* harmony export */ });
/* harmony import */ var _api_limits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9023);
/* harmony import */ var _closest_word_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7424);


/**
 * Typed readers for the step's inputs. Every error names the input, shows what was given
 * (cut short) and says what is allowed, so a user can fix the workflow without reading code.
 */
class InputError extends Error {
    input;
    constructor(input, message) {
        super(`Input '${input}': ${message}`);
        this.name = 'InputError';
        this.input = input;
    }
}
/** Inputs whose values are secrets: every read of one registers the value for masking. */
const SECRET_INPUTS = new Set(['api-key', 'secret-value', 'storage-password', 'github-token', 'deployment-key']);
/** The step's inputs from its environment, untrimmed (the readers below trim ASCII only); a missing one reads as empty, as the runner sends an input not given. */
function environmentInputs(env) {
    return (name) => env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '';
}
// Only ASCII whitespace is trimmed: a BOM or a no-break space pasted into a value is far
// more likely a copy-paste accident than intent, and must be reported, not hidden.
const ASCII_SPACE = /^[ \t\r\n]+|[ \t\r\n]+$/g;
const trimAscii = (text) => text.replace(ASCII_SPACE, '');
/** Shows a value in an error without flooding the log or hiding invisible characters. */
function showValue(text) {
    const cut = text.length > 60 ? `${text.slice(0, 60)}\u2026` : text;
    return `'${cut.replace(/[^\x20-\x7e]/g, (c) => `\\u{${c.codePointAt(0)?.toString(16).toUpperCase()}}`)}'`;
}
/**
 * Longest value a single-line input (a name, an id, a token, a query, a path, an address) may
 * have; far beyond any real one, and short enough to go into a URL or a file name.
 */
const MAX_LINE_LENGTH = 2048;
/** Longest value of any other text input: a DNS record value cannot be longer (RDATA is 64 KiB). */
const MAX_TEXT_LENGTH = 65_536;
function tooLong(name, what, length, max) {
    // The value itself is not shown: it may be a secret, and it is too long to read anyway.
    return new InputError(name, `${what} is ${length} characters long; at most ${max} are allowed`);
}
/**
 * The input problems of one step. Readers record a problem here and hand back a placeholder,
 * so that planning goes on and the step fails once, naming every problem.
 */
class InputProblems {
    #errors = [];
    /** Keeps the first problem of each input: a later one is most likely a consequence of it. */
    add(error) {
        if (this.#errors.some((known) => known.input === error.input))
            return;
        this.#errors.push(error);
    }
    get list() {
        return this.#errors;
    }
    /** Throws the one failure that names every problem, if there is any. */
    throwIfAny() {
        if (this.#errors.length === 1)
            throw this.#errors[0];
        if (this.#errors.length > 1)
            throw new InputProblemsError(this.#errors);
    }
}
/** Several input problems at once; the message lists each on its own line. */
class InputProblemsError extends InputError {
    problems;
    constructor(problems) {
        super(problems.map((problem) => problem.input).join(', '), '');
        this.message = `${problems.length} input problems:\n${problems.map((problem) => `- ${problem.message}`).join('\n')}`;
        this.name = 'InputProblemsError';
        this.problems = problems;
    }
}
class Inputs {
    #source;
    problems = new InputProblems();
    #register;
    /** `register` receives the value of every secret input as it is read, for masking. */
    constructor(source, register = () => { }) {
        this.#register = register;
        this.#source = (name) => {
            const value = source(name);
            if (value !== undefined && SECRET_INPUTS.has(name)) {
                // Registered whole and trimmed, before any reader could put either in a message.
                this.#register(value);
                this.#register(trimAscii(value));
            }
            return value;
        };
    }
    /** A secret input's raw value; reading it registers it for masking (see the constructor). */
    secret(name) {
        const value = this.#source(name);
        return value === '' ? undefined : value;
    }
    /** Reads every secret input once, so that each is masked before any line is printed. */
    maskSecretInputs() {
        for (const name of SECRET_INPUTS)
            this.#source(name);
    }
    /**
     * A secret that arrives through the environment (a `secrets` line's variable, a probe
     * header), registered for masking as it is read, like a secret input.
     */
    environmentSecret(env, variable) {
        const value = env[variable];
        if (value !== undefined && value !== '')
            this.#register(value);
        return value;
    }
    /** Text that is not an input's value but may be a secret (a value pasted where a name belongs). */
    mask(text) {
        if (text !== '')
            this.#register(text);
    }
    /** Runs a reader that throws; its InputError is recorded and undefined returned, so the plan goes on. */
    check(read) {
        return this.#guard(undefined, read);
    }
    /** Runs a reader; an InputError is recorded and `fallback` returned, so the plan goes on. */
    #guard(fallback, read) {
        try {
            return read();
        }
        catch (error) {
            if (!(error instanceof InputError))
                throw error;
            this.problems.add(error);
            return fallback;
        }
    }
    /** The raw value, untrimmed; for secrets, where every character counts. */
    raw(name) {
        const value = this.#source(name);
        return value === undefined || value === '' ? undefined : value;
    }
    /** A trimmed value, or undefined when empty. */
    optional(name) {
        return this.#guard(undefined, () => this.#optional(name));
    }
    #optional(name) {
        const value = this.#source(name);
        if (value === undefined)
            return undefined;
        const trimmed = trimAscii(value);
        if (trimmed.length > MAX_TEXT_LENGTH)
            throw tooLong(name, 'the value', trimmed.length, MAX_TEXT_LENGTH);
        return trimmed === '' ? undefined : trimmed;
    }
    required(name, expected) {
        return this.#guard('', () => this.#required(name, expected));
    }
    #required(name, expected) {
        const value = this.#optional(name);
        if (value === undefined) {
            throw new InputError(name, `is required${expected ? `; expected ${expected}` : ''}`);
        }
        return value;
    }
    line(name, options = {}) {
        return this.#guard(options.required ? '' : undefined, () => this.#line(name, options));
    }
    #line(name, options) {
        const value = options.required ? this.#required(name, options.expected) : this.#optional(name);
        if (value !== undefined && /[\r\n]/.test(value)) {
            throw new InputError(name, `must be a single line${options.expected ? `; expected ${options.expected}` : ''}`);
        }
        if (value !== undefined && value.length > MAX_LINE_LENGTH)
            throw tooLong(name, 'the value', value.length, MAX_LINE_LENGTH);
        return value;
    }
    integer(name, rule = {}) {
        return this.#guard(rule.default ?? (rule.required ? (rule.min ?? 0) : undefined), () => this.#integer(name, rule));
    }
    #integer(name, rule) {
        const text = rule.required ? this.#required(name, 'a decimal integer') : this.#optional(name);
        if (text === undefined)
            return rule.default;
        return parseInteger(name, text, rule);
    }
    /** An id of the API: a positive int32 or int64 (limited to what JSON numbers carry exactly). */
    id(name, kind = 'int64') {
        return this.integer(name, { required: true, min: 1, max: kind === 'int32' ? _api_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .INT32_MAX */ .go : Number.MAX_SAFE_INTEGER });
    }
    boolean(name, fallback) {
        return this.#guard(fallback, () => this.#boolean(name, fallback));
    }
    #boolean(name, fallback) {
        const text = this.#optional(name);
        if (text === undefined)
            return fallback;
        // The YAML 1.2 core schema booleans, as @actions/core getBooleanInput accepts them.
        if (['true', 'True', 'TRUE'].includes(text))
            return true;
        if (['false', 'False', 'FALSE'].includes(text))
            return false;
        throw new InputError(name, `got ${showValue(text)}; expected true or false`);
    }
    /** One value a line; blank lines and surrounding spaces dropped. */
    lines(name) {
        // The placeholder keeps the lines, so that a plan still sees that a list was given.
        return this.#guard(this.#splitLines(name), () => this.#lines(name));
    }
    #splitLines(name) {
        return (this.#source(name) ?? '')
            .split(/\r?\n/)
            .map(trimAscii)
            .filter((line) => line !== '');
    }
    #lines(name) {
        const lines = this.#splitLines(name);
        lines.forEach((line, index) => {
            if (line.length > MAX_LINE_LENGTH)
                throw tooLong(name, `line ${index + 1}`, line.length, MAX_LINE_LENGTH);
        });
        return lines;
    }
    /**
     * One of a fixed set; matched without regard to case when `caseInsensitive`, returned as listed.
     * A value close to one of them is answered with "did you mean".
     */
    choice(name, allowed, options = {}) {
        return this.#guard(undefined, () => this.#choice(name, allowed, options));
    }
    #choice(name, allowed, options) {
        const expected = `expected one of ${allowed.join(', ')}`;
        const text = options.required ? this.#line(name, { required: true, expected: `one of ${allowed.join(', ')}` }) : this.#optional(name);
        if (text === undefined)
            return undefined;
        const found = allowed.find((item) => (options.caseInsensitive ? item.toLowerCase() === text.toLowerCase() : item === text));
        if (found === undefined) {
            const near = (0,_closest_word_js__WEBPACK_IMPORTED_MODULE_1__/* .closest */ .k)(text, allowed);
            throw new InputError(name, `got ${showValue(text)}${near ? `; did you mean '${near}'?` : ''}; ${expected}`);
        }
        return found;
    }
}
function parseInteger(name, text, rule = {}) {
    const range = rule.min !== undefined && rule.max !== undefined
        ? ` from ${rule.min} to ${rule.max}`
        : rule.min !== undefined
            ? ` of at least ${rule.min}`
            : rule.max !== undefined
                ? ` of at most ${rule.max}`
                : '';
    if (!/^[0-9]+$/.test(text)) {
        throw new InputError(name, `got ${showValue(text)}; expected a decimal integer${range} (digits only, no sign or spaces)`);
    }
    if (text.length > 1 && text.startsWith('0')) {
        throw new InputError(name, `got ${showValue(text)}; leading zeros are not allowed, expected a decimal integer${range}`);
    }
    const value = Number(text);
    if (!Number.isSafeInteger(value) || (rule.max !== undefined && value > rule.max) || (rule.min !== undefined && value < rule.min)) {
        throw new InputError(name, `got ${showValue(text)}; expected a decimal integer${range}`);
    }
    return value;
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

/***/ 1967:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ zoneOrFail)
/* harmony export */ });
/* harmony import */ var _platform_dns_zone_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1718);

/** The zone add- and delete-dns-record read first; its 404 fails the step, naming the input to check. */
async function zoneOrFail(client, zoneId) {
    const read = await (0,_platform_dns_zone_js__WEBPACK_IMPORTED_MODULE_0__/* .readZone */ .X)(client, zoneId);
    if (read.missing)
        throw read.missing.withMessage(`${read.missing.message}\nNo DNS zone has the id ${zoneId}: check zone-id.`);
    return read.zone;
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
/* harmony export */   X: () => (/* binding */ readZone)
/* harmony export */ });
/* harmony import */ var _api_api_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(316);
/* harmony import */ var _api_requests_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7109);


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


/***/ }),

/***/ 3649:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   WC: () => (/* binding */ inertBlock),
/* harmony export */   ZD: () => (/* binding */ escapeHtml),
/* harmony export */   mG: () => (/* binding */ inline)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

/**
 * Text that comes from the API (release notes, audit diffs, search names) can contain
 * anything, including lines that the runner would read as workflow commands (`::error::`,
 * `::add-mask::`, `::stop-commands::`). These helpers make such text inert.
 */
const CONTROL = /[\u0000-\u001f\u007f\u2028\u2029]/g;
/** One line, control characters shown as escapes, cut short: safe inside a log line. */
function inline(text, max = 200) {
    if (text === null || text === undefined)
        return '';
    const flat = text.replace(CONTROL, (c) => c === '\n' ? '\\n' : c === '\r' ? '\\r' : c === '\t' ? ' ' : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
    const safe = flat.startsWith('::') ? ` ${flat}` : flat;
    return safe.length > max ? `${safe.slice(0, max)}\u2026` : safe;
}
/**
 * Wraps a block so the runner processes no command in it: between `::stop-commands::TOKEN`
 * and `::TOKEN::` it only prints. The token is fresh and random, so the text cannot end the
 * block early.
 */
function inertBlock(text) {
    const token = `bunny-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)()}`;
    return `::stop-commands::${token}\n${text}\n::${token}::`;
}
const HTML_ESCAPES = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&#39;',
    '`': '&#96;',
    '\n': '&#10;',
    '\r': '&#13;',
};
/**
 * Escapes text for the job summary. The summary is written as HTML blocks, inside which
 * Markdown is not read, as long as no blank line ends the block: so line breaks are
 * encoded too, and API text can add neither markup, links nor a Markdown tail.
 */
function escapeHtml(text) {
    if (text === null || text === undefined)
        return '';
    return String(text).replace(/[&<>"'`\r\n]/g, (c) => HTML_ESCAPES[c] ?? c);
}


/***/ })

};
