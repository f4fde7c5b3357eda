export const id = 2432;
export const ids = [2432,722];
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

/***/ 8676:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  m: () => (/* reexport */ systemClock)
});

;// CONCATENATED MODULE: ./http/clock.ts
const systemClock = {
    date: () => new Date(),
    now: () => performance.now(),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms))),
};

;// CONCATENATED MODULE: ./api/clock.ts
// The clock is the HTTP layer's (its retries wait on it); named here too, because the emulator
// may take from src/ only the clock of the API client, by `import type`.



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

/***/ 722:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AuditLogEntry: () => (/* binding */ AuditLogEntry),
/* harmony export */   AuditLogPage: () => (/* binding */ AuditLogPage),
/* harmony export */   isAuditLogEntry: () => (/* binding */ isAuditLogEntry)
/* harmony export */ });
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4513);
/* harmony import */ var _zod_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3715);


// Loose: an export must keep the fields the API adds later, not drop them silently.
const AuditLogEntry = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    Timestamp: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    Product: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    ResourceType: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    ResourceId: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    ResourceOwner: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    Action: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    ActorId: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    ActorType: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    Diff: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
});
const AUDIT_ENTRY_FIELDS = Object.keys(AuditLogEntry.shape);
/**
 * Checks an entry in place. A page holds up to 10,000 entries and a day hundreds of
 * thousands: zod would build a copy of every one, and that garbage alone doubled the memory
 * of an export. The fields checked are those of the schema above, so the two cannot drift.
 */
function isAuditLogEntry(value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return false;
    const entry = value;
    for (const field of AUDIT_ENTRY_FIELDS) {
        const item = entry[field];
        if (item !== undefined && item !== null && typeof item !== 'string')
            return false;
    }
    return true;
}
const AuditLogPage = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    Logs: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .custom */ .IeY(isAuditLogEntry, { error: 'expected an audit entry whose fields are strings or null' }))),
    HasMoreData: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    ContinuationToken: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    StartToken: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
});


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
/* harmony export */   lU: () => (/* binding */ RESPONSE_SCHEMAS),
/* harmony export */   qf: () => (/* binding */ placeholder),
/* harmony export */   uA: () => (/* binding */ requestLine),
/* harmony export */   zG: () => (/* binding */ requests)
/* harmony export */ });
/**
 * The documented body of each success, by name, and the schema that checks it, loaded when a
 * request first needs it: zod does its work when a schema is declared, and declaring all of
 * them cost every step about 20 ms before its first request, for the one or two it uses. A
 * request names its model here, so a new model is one line beside the requests that answer it.
 */
const RESPONSE_SCHEMAS = {
    dnsZone: () => Promise.all(/* import() */[__webpack_require__.e(6128), __webpack_require__.e(807)]).then(__webpack_require__.bind(__webpack_require__, 807)).then((m) => m.DnsZone),
    dnsRecord: () => Promise.all(/* import() */[__webpack_require__.e(6128), __webpack_require__.e(807)]).then(__webpack_require__.bind(__webpack_require__, 807)).then((m) => m.DnsRecord),
    scriptSecret: () => Promise.all(/* import() */[__webpack_require__.e(6128), __webpack_require__.e(9867)]).then(__webpack_require__.bind(__webpack_require__, 9867)).then((m) => m.ScriptSecret),
    scriptSecretList: () => Promise.all(/* import() */[__webpack_require__.e(6128), __webpack_require__.e(9867)]).then(__webpack_require__.bind(__webpack_require__, 9867)).then((m) => m.ScriptSecretList),
    application: () => Promise.all(/* import() */[__webpack_require__.e(6128), __webpack_require__.e(146)]).then(__webpack_require__.bind(__webpack_require__, 7765)).then((m) => m.Application),
    appOverview: () => Promise.all(/* import() */[__webpack_require__.e(6128), __webpack_require__.e(146)]).then(__webpack_require__.bind(__webpack_require__, 7765)).then((m) => m.Overview),
    imageTagInfo: () => Promise.all(/* import() */[__webpack_require__.e(6128), __webpack_require__.e(146)]).then(__webpack_require__.bind(__webpack_require__, 7765)).then((m) => m.ImageTagInfo),
    containerRegistry: () => Promise.all(/* import() */[__webpack_require__.e(6128), __webpack_require__.e(146)]).then(__webpack_require__.bind(__webpack_require__, 7765)).then((m) => m.ContainerRegistry),
    scriptRelease: () => Promise.all(/* import() */[__webpack_require__.e(6128), __webpack_require__.e(7770)]).then(__webpack_require__.bind(__webpack_require__, 7770)).then((m) => m.ScriptRelease),
    auditLogPage: () => Promise.all(/* import() */[__webpack_require__.e(6128), __webpack_require__.e(722)]).then(__webpack_require__.bind(__webpack_require__, 722)).then((m) => m.AuditLogPage),
    shieldZone: () => Promise.all(/* import() */[__webpack_require__.e(6128), __webpack_require__.e(4664)]).then(__webpack_require__.bind(__webpack_require__, 4664)).then((m) => m.ShieldZoneResponse),
    searchPage: () => Promise.all(/* import() */[__webpack_require__.e(6128), __webpack_require__.e(4276)]).then(__webpack_require__.bind(__webpack_require__, 4276)).then((m) => m.SearchPage),
    edgeScript: () => Promise.all(/* import() */[__webpack_require__.e(6128), __webpack_require__.e(2841)]).then(__webpack_require__.bind(__webpack_require__, 2841)).then((m) => m.EdgeScript),
    scriptReleasePage: () => Promise.all(/* import() */[__webpack_require__.e(6128), __webpack_require__.e(7770)]).then(__webpack_require__.bind(__webpack_require__, 7770)).then((m) => m.ScriptReleasePage),
    storageZone: () => Promise.all(/* import() */[__webpack_require__.e(6128), __webpack_require__.e(7198)]).then(__webpack_require__.bind(__webpack_require__, 7198)).then((m) => m.StorageZone),
    pullZone: () => Promise.all(/* import() */[__webpack_require__.e(6128), __webpack_require__.e(886)]).then(__webpack_require__.bind(__webpack_require__, 886)).then((m) => m.PullZone),
};
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

/***/ 2919:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bs: () => (/* binding */ statusLine),
/* harmony export */   CA: () => (/* binding */ errorCode),
/* harmony export */   _b: () => (/* binding */ TLS_CODE),
/* harmony export */   b9: () => (/* binding */ TIMEOUT_CODES),
/* harmony export */   my: () => (/* binding */ NOT_SENT_CODES)
/* harmony export */ });
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7067);
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_http__WEBPACK_IMPORTED_MODULE_0__);
/*
 * What a failed request's error code means, for every client of the platform (the management
 * API and Edge Storage alike): whether the request can have reached the server, whether it
 * timed out, whether TLS refused it. undici nests the code in `cause`.
 */

/** Errors raised before a request could reach the server: repeating them is always safe. */
const NOT_SENT_CODES = new Set([
    'ECONNREFUSED',
    'ENOTFOUND',
    'EAI_AGAIN',
    'EHOSTUNREACH',
    'ENETUNREACH',
    'EADDRNOTAVAIL',
    'UND_ERR_CONNECT_TIMEOUT',
]);
const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);
/** A failed TLS handshake: nothing was sent, and asking again gets the same certificate. */
const TLS_CODE = /^(ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO_SELF_SIGNED|SELF_SIGNED_CERT|HOSTNAME_MISMATCH)/;
/** The first `code` along the error's chain of causes. */
function errorCode(error) {
    for (let current = error, depth = 0; current && depth < 4; depth++) {
        const code = current.code;
        if (typeof code === 'string')
            return code;
        current = current.cause;
    }
    return undefined;
}
/** "404 Not Found", or the bare number for a status Node has no name for. */
function statusLine(status) {
    const text = node_http__WEBPACK_IMPORTED_MODULE_0__.STATUS_CODES[status];
    return text ? `${status} ${text}` : String(status);
}


/***/ }),

/***/ 685:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EM: () => (/* binding */ proxySettings),
/* harmony export */   Tl: () => (/* binding */ ProxySettingError)
/* harmony export */ });
/* unused harmony exports bypassesProxy, ProxySettings */
/** A proxy variable that cannot be used: names the variable (the entry point says it as an input problem). */
class ProxySettingError extends Error {
    variable;
    constructor(variable, message) {
        super(message);
        this.name = 'ProxySettingError';
        this.variable = variable;
    }
}
/**
 * Whether NO_PROXY (or no_proxy) exempts the target: `*`, a host name that matches itself and
 * its subdomains (with or without a leading dot), an address, each optionally with `:port`.
 */
function bypassesProxy(noProxy, target) {
    if (!noProxy)
        return false;
    const host = target.hostname.replace(/^\[|\]$/g, '').toLowerCase();
    const port = target.port || (target.protocol === 'https:' ? '443' : '80');
    return noProxy
        .split(/[\s,]+/)
        .filter(Boolean)
        .some((entry) => {
        if (entry === '*')
            return true;
        const match = /^(.*?)(?::(\d+))?$/.exec(entry.toLowerCase().replace(/^\[|\](?=:|$)/g, ''));
        const name = (match?.[1] ?? '').replace(/^\*?\./, '');
        if (match?.[2] !== undefined && match[2] !== port)
            return false;
        return host === name || host.endsWith(`.${name}`);
    });
}
/** One variable, lower case first, as the runner's own tools read them (`@actions/http-client`). */
function firstOf(env, names) {
    for (const name of names) {
        const value = env[name]?.trim();
        if (value)
            return [name, value];
    }
    return undefined;
}
function parseProxy(name, value) {
    let url;
    try {
        // A bare host:port is how many people write it; curl and the runner read it as http.
        url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `http://${value}`);
    }
    catch {
        throw new ProxySettingError(name, 'is not a proxy address; expected http://host:port, or http://user:password@host:port');
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw new ProxySettingError(name, `uses ${url.protocol.slice(0, -1)}; a proxy address is http:// or https://`);
    }
    const credentials = [url.username, url.password, decodeURIComponent(url.username), decodeURIComponent(url.password)].filter((part) => part.length > 0);
    return { url: url.href, label: `${url.protocol}//${url.host} (from ${name})`, credentials };
}
/**
 * The step's proxy settings, read once from its environment: HTTPS_PROXY for https targets,
 * HTTP_PROXY for http ones (no fallback from one to the other), NO_PROXY, each in either case.
 * A variable is parsed when a target first needs it, so that a step that never reaches an http
 * host is not failed by a bad HTTP_PROXY.
 */
class ProxySettings {
    #https;
    #http;
    #noProxy;
    constructor(env) {
        this.#https = firstOf(env, ['https_proxy', 'HTTPS_PROXY']);
        this.#http = firstOf(env, ['http_proxy', 'HTTP_PROXY']);
        this.#noProxy = env['no_proxy'] ?? env['NO_PROXY'];
    }
    /** The proxy for requests to `target`, or undefined when they go straight there; throws ProxySettingError. */
    routeFor(target) {
        const chosen = target.protocol === 'https:' ? this.#https : this.#http;
        if (chosen === undefined || bypassesProxy(this.#noProxy, target))
            return undefined;
        return parseProxy(...chosen);
    }
}
/** The step's settings for every host it reaches, per step's environment, read once. */
const SETTINGS = new WeakMap();
/** The step's proxy settings: read from `env` the first time any client asks, and the same after. */
function proxySettings(env) {
    let settings = SETTINGS.get(env);
    if (!settings) {
        settings = new ProxySettings(env);
        SETTINGS.set(env, settings);
    }
    return settings;
}


/***/ }),

/***/ 6086:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ withRetries)
/* harmony export */ });
/* harmony import */ var _retry_policy_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6754);
/* harmony import */ var _wording_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8325);


/**
 * The one retry loop of the action, for every host it talks to: full-jitter backoff bounded by
 * max-attempts, the server's Retry-After, limits that pace a whole batch without counting as
 * attempts, and repeat safety (the caller marks a failure retryable only when asking again is safe).
 */
async function withRetries(options, attemptOnce) {
    const gates = options.gates ?? [];
    let lost = false;
    for (let attempt = 1;; attempt++) {
        for (const gate of gates)
            await gate.acquire();
        let outcome;
        try {
            outcome = await attemptOnce(attempt);
        }
        catch (error) {
            for (const gate of gates)
                gate.release();
            throw error;
        }
        const wait = outcome.ok ? 0 : (outcome.retryAfterMs ?? (0,_retry_policy_js__WEBPACK_IMPORTED_MODULE_0__/* .backoffDelay */ .EY)(attempt, options.timing, options.random));
        const limited = outcome.ok ? undefined : outcome.limitedBy;
        // A limit pauses the gate it names (every request behind it); other failures only this one.
        for (const gate of gates)
            gate.release(limited?.gate === gate ? wait : undefined);
        if (outcome.ok)
            return { value: outcome.value, repeatedAfterLoss: lost };
        if (outcome.maybeProcessed)
            lost = true;
        if (limited && !limited.gate.canWait)
            throw options.limitSpent(outcome.error, limited.gate);
        // Within its deadline a limit is the batch's pace, not this request's failure.
        if (limited)
            attempt -= 1;
        else if (!outcome.retryable || attempt >= options.maxAttempts) {
            const verdict = await options.giveUp(outcome, attempt, lost);
            if ('recovered' in verdict)
                return { value: undefined, repeatedAfterLoss: true, recovered: true };
            throw verdict;
        }
        const which = limited ? limited.who : `attempt ${attempt} of ${options.maxAttempts}`;
        options.onRetry?.(`${options.describe}: ${outcome.reason} (${which}); retrying in ${(0,_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .formatSeconds */ .X)(wait)}` +
            (outcome.retryAfterMs !== undefined ? ' as Retry-After asks' : '') +
            (limited ? `; ${limited.waits}` : ''));
        // A limit's wait is its gate's pause, which the next acquire sits out.
        if (!limited)
            await options.sleep(wait);
    }
}


/***/ }),

/***/ 6754:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EY: () => (/* binding */ backoffDelay),
/* harmony export */   Pi: () => (/* binding */ requestedRetryAfter),
/* harmony export */   SS: () => (/* binding */ TRANSIENT_STATUSES),
/* harmony export */   gY: () => (/* binding */ DEFAULT_RETRY_TIMING)
/* harmony export */ });
const DEFAULT_RETRY_TIMING = {
    baseDelayMs: 500,
    maxDelayMs: 10_000,
    maxRetryAfterMs: 60_000,
};
/** Statuses that say "not now" rather than "no". */
const TRANSIENT_STATUSES = new Set([429, 502, 503, 504]);
/** Full jitter: a uniform wait between 0 and the exponential ceiling. */
function backoffDelay(attempt, timing, random) {
    const ceiling = Math.min(timing.maxDelayMs, timing.baseDelayMs * 2 ** Math.max(0, attempt - 1));
    return Math.floor(random() * ceiling);
}
/**
 * The wait Retry-After asks for, in delta-seconds or as an HTTP date, in milliseconds from
 * `now`; undefined when absent or unreadable. Uncapped: the caller decides what is too long.
 */
function requestedRetryAfter(header, now) {
    const value = header?.trim();
    if (!value)
        return undefined;
    if (/^\d+$/.test(value))
        return Number(value) * 1000;
    const date = Date.parse(value);
    return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}


/***/ }),

/***/ 8325:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ excerpt),
/* harmony export */   X: () => (/* binding */ formatSeconds)
/* harmony export */ });
/*
 * How a failed exchange is worded, whichever host it was with. Text a host sent is scrubbed of
 * every secret before any of it is cut to an excerpt: half a secret is no longer recognised
 * where text leaves for the runner.
 */
/** A duration to a tenth of a second, without a trailing ".0": "0 s", "0.4 s", "2.5 s", "60 s". */
function formatSeconds(ms) {
    return `${Math.round(Math.max(0, ms) / 100) / 10} s`;
}
/** A host's text as one line of at most `max` characters, scrubbed first, then cut. */
function excerpt(text, scrub, max) {
    const oneLine = scrub(text).trim().replace(/\s+/g, ' ');
    return oneLine.length > max ? `${oneLine.slice(0, max)}\u2026` : oneLine;
}


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

/***/ 2073:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ workspacePath)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2495);



function inside(root, target) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, target);
    return rel === '' || (!rel.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_1__.sep}`) && rel !== '..' && !(0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(rel));
}
/** Where a symbolic link points, or undefined when `path` is not one. */
function linkTarget(path) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(path).isSymbolicLink() ? (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readlinkSync)(path) : undefined;
    }
    catch {
        return undefined;
    }
}
/** Links followed at most, as the kernel does (ELOOP), so that a loop of links ends. */
const MAX_LINKS = 40;
/**
 * The real path of `path`, or of its nearest existing ancestor joined with the rest. A link
 * whose target does not exist yet is followed too: writing through it would create the target.
 */
function realPathOf(path, links = 0) {
    let existing = path;
    const rest = [];
    for (;;) {
        try {
            return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(existing), ...[...rest].reverse());
        }
        catch {
            const target = links < MAX_LINKS ? linkTarget(existing) : undefined;
            // A relative target counts from the link's real directory, as the kernel reads it.
            if (target !== undefined)
                return realPathOf((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(realPathOf((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(existing), links + 1), target, ...[...rest].reverse()), links + 1);
            const parent = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(existing);
            if (parent === existing)
                return path;
            rest.push(existing.slice(parent.length + 1));
            existing = parent;
        }
    }
}
/**
 * Resolves a path input against the workspace and refuses one that leaves it, by `..`, an
 * absolute path or a symbolic link: a step should read and write only the checkout it works on.
 */
function workspacePath(input, value, workspace) {
    if (value.includes('\0'))
        throw new _inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(input, 'contains a NUL character');
    const root = realPathOf((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(workspace));
    const target = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(root, value);
    if (!inside(root, target) || !inside(root, realPathOf(target))) {
        throw new _inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(input, `path ${(0,_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .showValue */ .vp)(value)} leaves the workspace; give a path inside ${root}`);
    }
    return target;
}


/***/ }),

/***/ 4740:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  operation: () => (/* binding */ operation)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./api/limits.ts
var limits = __webpack_require__(9023);
// EXTERNAL MODULE: ./api/requests.ts
var requests = __webpack_require__(7109);
;// CONCATENATED MODULE: ./api/audit-page-scanner.ts
/**
 * Finds the entries of an audit page (`{ "Logs": [ {...}, ... ], ... }`) in its bytes as they
 * arrive, without parsing them: it follows strings and brackets, nothing more. Each entry's text
 * goes to `onEntry` as soon as its closing bracket arrives; everything else of the page, with
 * `Logs` as `[]`, is kept (it is small) and parsed by JSON.parse at the end, which checks the
 * page's own syntax. Between entries it accepts only what JSON allows: white space, one comma
 * between two entries, and the closing bracket.
 */
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const isSpace = (byte) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;
/** A byte a JSON value other than an object may begin with: `[`, `"`, a digit, `-`, `t`, `f`, `n`. */
const beginsValue = (byte) => byte === OPEN_ARRAY ||
    byte === QUOTE ||
    (byte >= 0x30 && byte <= 0x39) ||
    byte === 0x2d ||
    byte === 0x74 ||
    byte === 0x66 ||
    byte === 0x6e;
/** What is wrong with a page: its JSON, or its shape (valid JSON, not an audit page). */
class PageProblem extends Error {
    kind;
    constructor(kind, message) {
        super(message);
        this.kind = kind;
    }
}
/**
 * The index of the byte that closes the entry being scanned (its nesting back at 0), or -1 when
 * the entry goes on past `bytes`; `scan` is left as the scan stands. Nearly every byte of a page
 * goes through this loop, so it is one small function with its state in locals.
 */
function entryEnd(bytes, from, scan) {
    let { depth, inString, escaped } = scan;
    const n = bytes.length;
    let i = from;
    for (; i < n; i++) {
        const byte = bytes[i];
        if (inString) {
            if (escaped)
                escaped = false;
            else if (byte === BACKSLASH)
                escaped = true;
            else if (byte === QUOTE)
                inString = false;
        }
        else if (byte === QUOTE)
            inString = true;
        else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY)
            depth += 1;
        else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) {
            depth -= 1;
            if (depth === 0)
                break;
        }
    }
    scan.depth = depth;
    scan.inString = inString;
    scan.escaped = escaped;
    return i < n ? i : -1;
}
class AuditPageScanner {
    /** Entries found so far. */
    entries = 0;
    /** Bytes since the last entry ended (an entry in progress included); the caller bounds it. */
    sinceEntry = 0;
    #onEntry;
    // Outside the entries: the root's nesting, and whether the scan is inside a string.
    #depth = 0;
    #inString = false;
    #escaped = false;
    #rootSeen = false;
    #logsSeen = false;
    #inLogs = false;
    #logsState = 'first';
    /** The entry being read, and its pieces when it spans chunks. */
    #entry;
    #entryParts = [];
    /** The page's text outside `Logs`, with `Logs` as `[]`. */
    #outside = [];
    #outsideBytes = 0;
    /** `onEntry` gets each entry's text, a view valid only during the call. */
    constructor(onEntry) {
        this.#onEntry = onEntry;
    }
    get outsideBytes() {
        return this.#outsideBytes;
    }
    /** Takes the next chunk of the body; throws a PageProblem at the first thing that is wrong. */
    scan(bytes) {
        const n = bytes.length;
        // Where the current run of bytes (of an entry, or outside `Logs`) began in this chunk.
        let runStart = 0;
        for (let i = 0; i < n; i++) {
            const entry = this.#entry;
            if (entry !== undefined) {
                const end = entryEnd(bytes, i, entry);
                if (end === -1)
                    break;
                const last = bytes.subarray(runStart, end + 1);
                if (this.#entryParts.length === 0)
                    this.#finishEntry(last);
                else {
                    this.#entryParts.push(last);
                    this.#finishEntry(Buffer.concat(this.#entryParts));
                    this.#entryParts = [];
                }
                this.#entry = undefined;
                this.#logsState = 'after-entry';
                runStart = end + 1;
                this.sinceEntry = -(end + 1);
                i = end;
                continue;
            }
            const byte = bytes[i];
            if (this.#inLogs) {
                if (isSpace(byte))
                    continue;
                if (byte === COMMA && this.#logsState === 'after-entry') {
                    this.#logsState = 'after-comma';
                    continue;
                }
                if (byte === CLOSE_ARRAY && this.#logsState !== 'after-comma') {
                    this.#inLogs = false;
                    this.#depth -= 1;
                    this.#addOutside(Buffer.from(']'));
                    runStart = i + 1;
                    continue;
                }
                if (byte === OPEN_OBJECT && this.#logsState !== 'after-entry') {
                    this.#entry = { depth: 1, inString: false, escaped: false };
                    runStart = i;
                    continue;
                }
                if (this.#logsState !== 'after-entry' && beginsValue(byte)) {
                    throw new PageProblem('shape', `Logs.${this.entries}: expected an audit entry whose fields are strings or null`);
                }
                throw new PageProblem('json', `unexpected '${String.fromCharCode(byte)}' in Logs`);
            }
            if (this.#inString) {
                if (this.#escaped)
                    this.#escaped = false;
                else if (byte === BACKSLASH)
                    this.#escaped = true;
                else if (byte === QUOTE)
                    this.#inString = false;
                continue;
            }
            if (!this.#rootSeen) {
                if (isSpace(byte))
                    continue;
                if (byte !== OPEN_OBJECT) {
                    if (beginsValue(byte))
                        throw new PageProblem('shape', '(body): expected an object');
                    throw new PageProblem('not-object', `it begins ${JSON.stringify(bytes.toString('utf8', i, Math.min(n, i + 40)))}`);
                }
                this.#rootSeen = true;
            }
            if (byte === QUOTE)
                this.#inString = true;
            else if (byte === OPEN_OBJECT)
                this.#depth += 1;
            else if (byte === OPEN_ARRAY) {
                this.#depth += 1;
                if (this.#depth === 2 && !this.#logsSeen && this.#followsLogsName(bytes.subarray(runStart, i))) {
                    this.#addOutside(bytes.subarray(runStart, i + 1));
                    this.#logsSeen = true;
                    this.#inLogs = true;
                    this.#logsState = 'first';
                    runStart = i + 1;
                }
            }
            else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY)
                this.#depth -= 1;
        }
        // The rest of the chunk belongs to the entry being read, or to the outside text.
        if (this.#entry !== undefined)
            this.#entryParts.push(Buffer.from(bytes.subarray(runStart)));
        else if (!this.#inLogs)
            this.#addOutside(bytes.subarray(runStart));
        this.sinceEntry += n;
    }
    /**
     * The body has ended: the page outside its entries, parsed, or undefined when the body was
     * empty (white space at most).
     */
    finish() {
        if (!this.#rootSeen)
            return undefined;
        if (this.#entry !== undefined || this.#inLogs || this.#inString || this.#depth !== 0) {
            throw new PageProblem('json', 'the body ended inside the JSON');
        }
        let page;
        try {
            page = JSON.parse(Buffer.concat(this.#outside, this.#outsideBytes).toString('utf8'));
        }
        catch (error) {
            throw new PageProblem('json', error.message);
        }
        const tail = page;
        const logs = tail['Logs'];
        // Logs found by the scan stands as [] here; anything else under that name is not an array.
        if (logs !== undefined && logs !== null && !(this.#logsSeen && Array.isArray(logs) && logs.length === 0)) {
            throw new PageProblem('shape', 'Logs: expected an array');
        }
        return tail;
    }
    #finishEntry(raw) {
        this.#onEntry(raw);
        this.entries += 1;
    }
    // Copied: a view would keep the whole chunk alive until the page ends.
    #addOutside(part) {
        if (part.length === 0)
            return;
        this.#outside.push(Buffer.from(part));
        this.#outsideBytes += part.length;
    }
    /**
     * True when the outside text so far, with `before`, ends with the member name `"Logs":`. The
     * name may have begun in earlier chunks, so the end of the outside text is looked at too.
     */
    #followsLogsName(before) {
        const parts = [before];
        let length = before.length;
        for (let k = this.#outside.length - 1; k >= 0 && length < 64; k--) {
            const part = this.#outside[k];
            parts.unshift(part);
            length += part.length;
        }
        const tail = Buffer.concat(parts);
        return /"Logs"\s*:\s*$/.test(tail.toString('latin1', Math.max(0, tail.length - 64)));
    }
}

// EXTERNAL MODULE: ./api/models/audit-log.ts
var audit_log = __webpack_require__(722);
// EXTERNAL MODULE: ./api/transport.ts + 2 modules
var transport = __webpack_require__(348);
;// CONCATENATED MODULE: ./api/audit-log-stream.ts



/**
 * The most body text one entry may span. A streamed page is not capped by its total size (a
 * page of 10,000 entries is a few MB), but no single entry, nor the text between two entries,
 * is allowed to grow without bound in memory before it is checked.
 */
const MAX_AUDIT_ENTRY_BYTES = 4 * 1024 * 1024;
/**
 * Reads an audit page (`{ Logs: [...], HasMoreData, ContinuationToken, StartToken }`) as it
 * arrives, without holding it: AuditPageScanner finds where each entry begins and ends, and
 * each entry is parsed by JSON.parse, checked and handed to the sink with its raw text. The page
 * outside its entries is parsed when the body ends, which gives the tail.
 *
 * A JavaScript streaming parser (@streamparser/json) tokenised every character of every entry
 * and built each value from its tokens: a second of CPU per 100,000 entries, and garbage that
 * grew V8's young generation to its 32 MB ceiling. Node's JSON.parse does the same work on one
 * entry's text natively.
 */
function auditPageReader(sink, maxEntryBytes = MAX_AUDIT_ENTRY_BYTES) {
    return async (body, context) => {
        sink.restart();
        const shape = (why) => (0,transport/* invalidResponse */.F)(context, `the body is not of the documented shape: ${why}`);
        const problem = (error) => {
            if (error.kind === 'shape')
                return shape(error.message);
            return (0,transport/* invalidResponse */.F)(context, `the body is not JSON (${error.message.slice(0, 80)})`);
        };
        const scanner = new AuditPageScanner((raw) => {
            let value;
            try {
                value = JSON.parse(raw.toString('utf8'));
            }
            catch (error) {
                throw new PageProblem('json', `Logs.${scanner.entries}: ${error.message}`);
            }
            if (!(0,audit_log.isAuditLogEntry)(value))
                throw new PageProblem('shape', `Logs.${scanner.entries}: expected an audit entry whose fields are strings or null`);
            sink.entry(value, raw);
        });
        const readPage = async () => {
            try {
                for await (const chunk of body) {
                    scanner.scan(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length));
                    if (scanner.sinceEntry > maxEntryBytes || scanner.outsideBytes > maxEntryBytes) {
                        throw shape(`an entry spans more than ${maxEntryBytes / 1024 / 1024} MiB of the body; stopped reading it`);
                    }
                    await sink.drain();
                }
                return scanner.finish();
            }
            catch (error) {
                if (error instanceof PageProblem)
                    throw problem(error);
                throw error;
            }
        };
        const tail = await readPage();
        if (tail === undefined)
            throw (0,transport/* invalidResponse */.F)(context, 'the body is empty');
        await sink.drain();
        if (typeof tail['HasMoreData'] !== 'boolean')
            throw shape('HasMoreData: expected a boolean');
        const token = (field) => {
            const value = tail[field];
            if (value === undefined || value === null || value === '')
                return undefined;
            if (typeof value !== 'string')
                throw shape(`${field}: expected a string or null`);
            return value;
        };
        return {
            entries: scanner.entries,
            HasMoreData: tail['HasMoreData'],
            ContinuationToken: token('ContinuationToken'),
            StartToken: token('StartToken'),
        };
    };
}

// EXTERNAL MODULE: ./api/api-error.ts
var api_error = __webpack_require__(316);
;// CONCATENATED MODULE: ./api/audit-log-pages.ts


function emptyProgress() {
    return { pages: 0, entries: 0, hasMoreData: false, continuationToken: undefined, startToken: undefined, trimmed: 0, reachedMax: false };
}
/**
 * Page size to ask for: never more than the entries still wanted, so that max-entries ends on a
 * page boundary and the continuation token resumes exactly after the last entry read.
 */
function pageLimit(limit, remaining) {
    if (remaining === undefined)
        return limit;
    if (limit !== undefined)
        return Math.min(limit, remaining);
    return remaining <= limits/* AUDIT_LIMIT_MAX */.j5 ? remaining : undefined;
}
const nonEmpty = (text) => (text ? text : undefined);
/**
 * Reads the audit log page by page (the API client's side of the export: it knows nothing of files), each page as a stream whose entries go to the sink as they
 * arrive: memory stays that of one entry and one chunk whatever the size of a page or the day.
 * Follows the continuation token when `allPages`, stops at `maxEntries`, and refuses a token it
 * has already sent (the API would otherwise be read in a circle for ever).
 */
async function readAuditLog(options, progress = emptyProgress()) {
    const sent = new Set();
    let token = nonEmpty(options.continuationToken);
    for (;;) {
        const remaining = options.maxEntries === undefined ? undefined : options.maxEntries - progress.entries;
        if (token !== undefined)
            sent.add(token);
        let kept = 0;
        let beyond = 0;
        let attempts = 0;
        const { sink } = options;
        const page = await options.fetchPage({ continuationToken: token, limit: pageLimit(options.limit, remaining) }, {
            restart: () => {
                attempts += 1;
                kept = 0;
                beyond = 0;
                sink.restart(attempts > 1);
            },
            entry: (entry, raw) => {
                if (remaining !== undefined && kept >= remaining) {
                    beyond += 1;
                    return;
                }
                kept += 1;
                sink.entry(entry, raw);
            },
            drain: () => sink.drain(),
        });
        await sink.drain();
        progress.pages += 1;
        progress.trimmed = beyond;
        progress.startToken = page.StartToken;
        progress.continuationToken = page.ContinuationToken;
        progress.hasMoreData = page.HasMoreData || progress.trimmed > 0;
        progress.entries += kept;
        progress.reachedMax = options.maxEntries !== undefined && progress.entries >= options.maxEntries;
        options.onPage?.(progress, kept);
        if (!options.allPages || !page.HasMoreData || progress.reachedMax)
            return progress;
        const next = progress.continuationToken;
        if (next === undefined) {
            throw new api_error/* ApiError */.h(`${options.request} answered HasMoreData true but no ContinuationToken after ${progress.pages} page(s) and ${progress.entries} entries; the rest of the day cannot be read`, { kind: 'invalid-response', request: options.request, status: 200 });
        }
        if (sent.has(next)) {
            throw new api_error/* ApiError */.h(`${options.request} returned a continuation token it had already returned, after ${progress.pages} page(s) and ${progress.entries} entries; ` +
                'stopped instead of reading the same pages again', { kind: 'invalid-response', request: options.request, status: 200 });
        }
        token = next;
    }
}

;// CONCATENATED MODULE: ./operations/get-audit-log/audit-log-export.ts
/** GitHub refuses an output larger than 1 MB; stay under it with room for the key. */
const OUTPUT_LIMIT_BYTES = 1_000_000;
/**
 * Keeps entries for the `result` output only while their JSON array fits the output limit;
 * past it they are dropped at once (the size is still counted), so memory stays bounded.
 */
class BoundedEntries {
    limitBytes;
    #entries = [];
    /** Size of the JSON array of every entry offered: `[`, `]`, the entries and their commas. */
    #bytes = 2;
    #count = 0;
    constructor(limitBytes = OUTPUT_LIMIT_BYTES) {
        this.limitBytes = limitBytes;
    }
    /**
     * `lineBytes` is the size of the entry's JSON text as the API sent it, which is what
     * JSON.stringify makes of it unless the API escapes or spaces it differently; the array is
     * measured exactly once more before it becomes the output (`fitting`).
     */
    add(entry, lineBytes) {
        this.#bytes += lineBytes + (this.#count > 0 ? 1 : 0);
        this.#count += 1;
        if (this.#bytes > this.limitBytes)
            this.#entries = undefined;
        else
            this.#entries?.push(entry);
    }
    /** Where a page began, to return to if it is read again. */
    mark() {
        return { bytes: this.#bytes, count: this.#count, kept: this.#entries?.length };
    }
    rewind(mark) {
        this.#bytes = mark.bytes;
        this.#count = mark.count;
        // Once dropped for size the entries stay dropped: the page that overflowed is read again whole.
        if (mark.kept !== undefined && this.#entries)
            this.#entries.length = mark.kept;
    }
    get bytes() {
        return this.#bytes;
    }
    /** The entries kept so far, unless their text already passed the limit. */
    get entries() {
        return this.#entries;
    }
    /** The entries as one array when its JSON, measured exactly, fits the limit; else undefined. */
    fitting() {
        const entries = this.#entries;
        if (entries === undefined || Buffer.byteLength(JSON.stringify(entries)) > this.limitBytes)
            return undefined;
        return entries;
    }
}
/** Counts of a field's values, for the job summary; a missing value counts as "(none)". */
class ValueCounts {
    #counts = new Map();
    add(value) {
        const key = value ? value : '(none)';
        this.#counts.set(key, (this.#counts.get(key) ?? 0) + 1);
    }
    /** Largest first, then by name. */
    sorted() {
        return [...this.#counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    }
    get size() {
        return this.#counts.size;
    }
    /** A copy of the counts (a field has few distinct values), to return to. */
    mark() {
        return new Map(this.#counts);
    }
    rewind(mark) {
        this.#counts.clear();
        for (const [key, count] of mark)
            this.#counts.set(key, count);
    }
}
/**
 * Where the export's entries go: the file, the bounded copy for the `result` output and the
 * counts for the summary. A page read again is rolled back in all three.
 */
class AuditExport {
    file;
    kept;
    byProduct = new ValueCounts();
    byAction = new ValueCounts();
    #marks;
    constructor(file, kept = new BoundedEntries()) {
        this.file = file;
        this.kept = kept;
    }
    /** A rollback under way, finished before the next drain completes. */
    #rollingBack;
    /** A page begins (marks where), or `retry`: the page is asked for again, so go back to that mark. */
    restart(retry = false) {
        if (retry) {
            this.#rollingBack = this.#rollback();
            return;
        }
        this.#marks = { file: this.file?.mark(), kept: this.kept.mark(), product: this.byProduct.mark(), action: this.byAction.mark() };
    }
    async #rollback() {
        const marks = this.#marks;
        if (!marks)
            return;
        this.kept.rewind(marks.kept);
        this.byProduct.rewind(marks.product);
        this.byAction.rewind(marks.action);
        if (marks.file)
            await this.file?.rewind(marks.file);
    }
    entry(entry, raw) {
        // The API's own text is written as it came, unless it spans lines (pretty-printed JSON).
        const line = raw.includes(0x0a) || raw.includes(0x0d) ? Buffer.from(JSON.stringify(entry)) : raw;
        this.file?.append(line);
        this.kept.add(entry, line.length);
        this.byProduct.add(entry.Product);
        this.byAction.add(entry.Action);
    }
    async drain() {
        await this.#rollingBack;
        this.#rollingBack = undefined;
        if (this.file?.needsFlush)
            await this.file.flush();
    }
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./operations/get-audit-log/json-lines-file.ts
var _a;


const NEWLINE = 0x0a;
/**
 * A JSON Lines file written as entries arrive: lines are copied into one buffer and written
 * with an awaited write once it holds BUFFER_BYTES, so nothing but that buffer is ever held.
 * Every write goes to an explicit position, so the file can be cut back to where a page began,
 * whether that point is already on disk or still in the buffer.
 */
class JsonLinesFile {
    static BUFFER_BYTES = 64 * 1024;
    path;
    #handle;
    /** Lines and bytes on disk. */
    #lines = 0;
    #bytes = 0;
    /** Lines and bytes in the buffer, not yet written. */
    #pending = Buffer.allocUnsafe(2 * _a.BUFFER_BYTES);
    #pendingBytes = 0;
    #pendingLines = 0;
    constructor(path, handle) {
        this.path = path;
        this.#handle = handle;
    }
    /** Creates (or empties) the file, and its folders. */
    static async create(path) {
        await (0,promises_.mkdir)((0,external_node_path_.dirname)(path), { recursive: true });
        return new _a(path, await (0,promises_.open)(path, 'w'));
    }
    /** Adds one line; `line` (text, or UTF-8 bytes that are copied at once) holds no line break. */
    append(line) {
        const length = typeof line === 'string' ? Buffer.byteLength(line) : line.length;
        const needed = this.#pendingBytes + length + 1;
        if (needed > this.#pending.length) {
            // Only when one chunk of the body held more than the buffer: the buffer grows to fit.
            const larger = Buffer.allocUnsafe(Math.max(needed, 2 * this.#pending.length));
            this.#pending.copy(larger, 0, 0, this.#pendingBytes);
            this.#pending = larger;
        }
        if (typeof line === 'string')
            this.#pendingBytes += this.#pending.write(line, this.#pendingBytes, 'utf8');
        else {
            this.#pending.set(line, this.#pendingBytes);
            this.#pendingBytes += line.length;
        }
        this.#pending[this.#pendingBytes] = NEWLINE;
        this.#pendingBytes += 1;
        this.#pendingLines += 1;
    }
    get needsFlush() {
        return this.#pendingBytes >= _a.BUFFER_BYTES;
    }
    async flush() {
        if (this.#pendingBytes === 0)
            return;
        const chunk = this.#pending;
        const length = this.#pendingBytes;
        // A write may be partial; loop until the whole buffer is on disk. The buffer is not
        // touched meanwhile: appends happen between drains, never during one.
        for (let offset = 0; offset < length;) {
            const { bytesWritten } = await this.#handle.write(chunk, offset, length - offset, this.#bytes + offset);
            offset += bytesWritten;
        }
        this.#lines += this.#pendingLines;
        this.#bytes += length;
        this.#pendingBytes = 0;
        this.#pendingLines = 0;
    }
    /** Where the file stands, counting what is still in the buffer. */
    mark() {
        return { lines: this.#lines + this.#pendingLines, bytes: this.#bytes + this.#pendingBytes };
    }
    /** Cuts the file back to a mark, on disk or in the buffer. */
    async rewind(mark) {
        if (mark.bytes >= this.#bytes) {
            // The mark is still in the buffer: keep what came before it.
            this.#pendingBytes = mark.bytes - this.#bytes;
            this.#pendingLines = mark.lines - this.#lines;
            return;
        }
        this.#pendingBytes = 0;
        this.#pendingLines = 0;
        this.#lines = mark.lines;
        this.#bytes = mark.bytes;
        await this.#handle.truncate(mark.bytes);
    }
    get lines() {
        return this.#lines;
    }
    get bytes() {
        return this.#bytes;
    }
    async close() {
        await this.flush();
        await this.#handle.close();
    }
}
_a = JsonLinesFile;

// EXTERNAL MODULE: ./inputs/inputs.ts
var inputs_inputs = __webpack_require__(2495);
;// CONCATENATED MODULE: ./operations/get-audit-log/calendar-date.ts

const DATE_FORM = /^(\d{4})-(\d{2})-(\d{2})$/;
function daysInMonth(year, month) {
    if (month === 2)
        return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
    return [4, 6, 9, 11].includes(month) ? 30 : 31;
}
/** Reads a day as `YYYY-MM-DD` and refuses one the calendar does not have (2024-02-30). */
function parseCalendarDate(input, text) {
    const match = DATE_FORM.exec(text);
    const year = Number(match?.[1]);
    const month = Number(match?.[2]);
    const day = Number(match?.[3]);
    if (!match) {
        throw new inputs_inputs/* InputError */.dz(input, `got ${(0,inputs_inputs/* showValue */.vp)(text)}; expected a day as YYYY-MM-DD, e.g. 2024-05-14`);
    }
    if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
        throw new inputs_inputs/* InputError */.dz(input, `got ${(0,inputs_inputs/* showValue */.vp)(text)}; that day does not exist, expected a calendar date as YYYY-MM-DD`);
    }
    return text;
}
/** The day of `now` in UTC, as YYYY-MM-DD. */
function utcDay(now) {
    return now.toISOString().slice(0, 10);
}

// EXTERNAL MODULE: ./runner/untrusted-text.ts
var untrusted_text = __webpack_require__(3649);
// EXTERNAL MODULE: ./inputs/workspace-path.ts
var workspace_path = __webpack_require__(2073);
;// CONCATENATED MODULE: ./operations/get-audit-log/index.ts











/** The request for one page; arrays go out as repeated parameters. */
function pageQuery(plan, continuationToken, limit) {
    const query = { date: plan.date };
    if (plan.order !== undefined)
        query.order = plan.order;
    if (limit !== undefined)
        query.limit = limit;
    if (continuationToken !== undefined)
        query.continuationToken = continuationToken;
    if (plan.products.length > 0)
        query.products = plan.products;
    if (plan.resourceTypes.length > 0)
        query.resourceTypes = plan.resourceTypes;
    if (plan.resourceIds.length > 0)
        query.resourceIds = plan.resourceIds;
    if (plan.actorIds.length > 0)
        query.actorIds = plan.actorIds;
    return query;
}
const megabytes = (bytes) => `${(bytes / 1_000_000).toFixed(1)} MB`;
/** Most rows a count table shows; the rest are summed into one line. */
const MAX_COUNT_ROWS = 25;
function countRows(counts) {
    const rows = counts.sorted();
    if (rows.length <= MAX_COUNT_ROWS)
        return rows;
    const rest = rows.slice(MAX_COUNT_ROWS - 1);
    return [...rows.slice(0, MAX_COUNT_ROWS - 1), [`(${rest.length} others)`, rest.reduce((sum, [, n]) => sum + n, 0)]];
}
/** Opens output-file; a failure (a read-only folder, a file in the way) names the input. */
async function createOutputFile(path) {
    try {
        return await JsonLinesFile.create(path);
    }
    catch (error) {
        throw new inputs_inputs/* InputError */.dz('output-file', `cannot write ${path}: ${error.message}`);
    }
}
const operation = {
    plan({ inputs, workspace, clock }) {
        const dateText = inputs.line('date');
        const date = dateText === undefined ? utcDay(clock.date()) : parseCalendarDate('date', dateText);
        const order = inputs.choice('order', limits/* AUDIT_ORDERS */.q_, { caseInsensitive: true });
        const limit = inputs.integer('limit', { min: limits/* AUDIT_LIMIT_MIN */.fc, max: limits/* AUDIT_LIMIT_MAX */.j5 });
        const continuationToken = inputs.line('continuation-token');
        const allPages = inputs.boolean('all-pages', false);
        const maxEntries = inputs.integer('max-entries', { min: 1 });
        const fileText = inputs.line('output-file');
        const outputFile = fileText === undefined ? undefined : (0,workspace_path/* workspacePath */.X)('output-file', fileText, workspace);
        if (outputFile !== undefined && (0,external_node_fs_.statSync)(outputFile, { throwIfNoEntry: false })?.isDirectory()) {
            throw new inputs_inputs/* InputError */.dz('output-file', `${(0,inputs_inputs/* showValue */.vp)(fileText ?? '')} is a folder; give the path of a file to write, such as audit/log.jsonl`);
        }
        return {
            date,
            order,
            limit,
            continuationToken,
            products: inputs.lines('products'),
            resourceTypes: inputs.lines('resource-types'),
            resourceIds: inputs.lines('resource-ids'),
            actorIds: inputs.lines('actor-ids'),
            allPages,
            maxEntries,
            outputFile,
        };
    },
    describe(plan) {
        return [requests/* requests */.zG.auditLogPage(pageQuery(plan, plan.continuationToken, pageLimit(plan.limit, plan.maxEntries)))];
    },
    async execute(plan, client, report) {
        const { log } = report;
        const request = (0,requests/* requestLine */.uA)(requests/* requests */.zG.auditLogPage({ date: plan.date }));
        const file = plan.outputFile === undefined ? undefined : await createOutputFile(plan.outputFile);
        const sink = new AuditExport(file, new BoundedEntries(OUTPUT_LIMIT_BYTES));
        const { kept, byProduct, byAction } = sink;
        const progress = emptyProgress();
        if (file)
            log.info(`Writing the audit log of ${plan.date} to ${file.path} as JSON Lines`);
        let failure;
        try {
            await readAuditLog({
                request,
                fetchPage: async ({ continuationToken, limit }, entries) => (await client.stream(requests/* requests */.zG.auditLogPage(pageQuery(plan, continuationToken, limit)), auditPageReader(entries))).body,
                continuationToken: plan.continuationToken,
                limit: plan.limit,
                allPages: plan.allPages,
                maxEntries: plan.maxEntries,
                sink,
                onPage: (state, count) => log.info(`Page ${state.pages}: ${count} entries (${state.entries} in all)${state.hasMoreData ? ', more follow' : ', the last'}`),
            }, progress);
        }
        catch (error) {
            failure = error;
        }
        finally {
            await file?.close();
        }
        reportProgress(plan, progress, file, kept, report, failure !== undefined);
        writeSummary(plan, progress, file, byProduct, byAction, report, failure);
        if (failure !== undefined)
            throw failure;
        if (progress.trimmed > 0) {
            log.warning(`The last page held ${progress.trimmed} entries beyond max-entries (the API ignored the page size asked for); they were dropped, ` +
                "and continuation-token (the API's token for the page after it) does not return to them: read that page again with a larger max-entries to get them");
        }
        if (!plan.allPages && progress.hasMoreData && !progress.reachedMax) {
            log.info('More entries follow: set all-pages to true to read them all, or pass continuation-token to read the next page');
        }
    },
};
function reportProgress(plan, progress, file, kept, { setOutput, log }, failed) {
    setOutput('entries', progress.entries);
    if (progress.pages > 0) {
        setOutput('has-more-data', progress.hasMoreData);
        setOutput('continuation-token', progress.continuationToken);
        setOutput('start-token', progress.startToken);
    }
    if (file) {
        setOutput('output-file', file.path);
        log.info(`${failed ? 'Before the failure, ' : ''}${file.lines} entries (${megabytes(file.bytes)}) were written to ${file.path}`);
    }
    if (failed)
        return;
    const entries = kept.fitting();
    if (entries !== undefined) {
        setOutput('result', entries);
        return;
    }
    const where = plan.outputFile === undefined
        ? 'set output-file to write them to a file in the workspace'
        : `read them from output-file (${plan.outputFile})`;
    log.warning(`Output result is not set: the ${progress.entries} entries take ${megabytes(kept.bytes)} as JSON, more than the ${megabytes(kept.limitBytes)} an output may hold; ${where}`);
}
function writeSummary(plan, progress, file, byProduct, byAction, { summary, log }, failure) {
    const filters = [
        ...plan.products.map((v) => `Product=${v}`),
        ...plan.resourceTypes.map((v) => `ResourceType=${v}`),
        ...plan.resourceIds.map((v) => `ResourceId=${v}`),
        ...plan.actorIds.map((v) => `ActorId=${v}`),
    ];
    summary.heading(`bunny.net get-audit-log: ${plan.date}`).facts([
        ['Entries', progress.entries],
        ['Pages', progress.pages],
        ['More data', progress.hasMoreData],
        ['Order', plan.order ?? '(API default)'],
        ['Filters', filters.length > 0 ? filters.join(', ') : '(none)'],
        ['Output file', file ? file.path : '(none)'],
    ]);
    if (failure !== undefined)
        summary.verdict(false, `Stopped after ${progress.entries} entries: ${failure instanceof Error ? failure.message : String(failure)}`);
    if (progress.entries === 0)
        return;
    summary.heading('Entries by product', 3).table(['Product', 'Entries'], countRows(byProduct));
    summary.heading('Entries by action', 3).table(['Action', 'Entries'], countRows(byAction));
    log.info(`By product: ${countLine(byProduct)}`);
    log.info(`By action: ${countLine(byAction)}`);
}
/** "DNS 12, CDN 3": the largest counts, for the log. */
function countLine(counts) {
    return counts
        .sorted()
        .slice(0, MAX_COUNT_ROWS)
        .map(([name, n]) => `${(0,untrusted_text/* inline */.mG)(name, 60)} ${n}`)
        .join(', ');
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
