export const id = 4158;
export const ids = [4158];
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

/***/ 4900:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ isTransient),
/* harmony export */   g: () => (/* binding */ pollUntil)
/* harmony export */ });
/* harmony import */ var _api_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(316);

/**
 * A failure worth asking again about while waiting: no answer, or an answer that says "later"
 * (429, 5xx). The client has already spent its own attempts on it; a wait goes on regardless,
 * because a deploy in progress is not a reason to give up on one that may be fine.
 */
function isTransient(error) {
    if (!(error instanceof _api_error_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .h))
        return false;
    if (error.kind === 'network' || error.kind === 'timeout')
        return true;
    return error.kind === 'http' && error.status !== undefined && (error.status === 429 || error.status >= 500);
}
/**
 * Reads until a read settles or the time is up. The limit is time, not a count of reads: a
 * slow answer uses up the wait like a sleep does. Polls start one interval apart (not one
 * interval after each answer), so a change is seen at most one interval plus one request after
 * it happens, however slow the API; the last sleep is cut short so that the final read happens
 * at the deadline, not after it.
 */
async function pollUntil(options) {
    const { clock } = options;
    const started = clock.now();
    const deadline = started + Math.max(0, options.waitMs);
    let last;
    for (let poll = 1;; poll++) {
        const pollStarted = clock.now();
        let value;
        let error;
        try {
            value = await options.read();
            last = value;
        }
        catch (failure) {
            if (!options.tolerate?.(failure))
                throw failure;
            error = failure.message.split('\n')[0] ?? String(failure);
        }
        const settled = error === undefined && options.settled(value);
        const now = clock.now();
        const left = deadline - now;
        const untilNext = Math.max(0, pollStarted + options.intervalMs - now);
        const nextInMs = settled || left <= 0 ? undefined : Math.min(untilNext, left);
        options.onPoll?.({ poll, elapsedMs: now - started, value, error, settled, nextInMs });
        if (nextInMs === undefined)
            return { last, settled, lastError: error, polls: poll, elapsedMs: now - started };
        await clock.sleep(nextInMs);
    }
}


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

/***/ 4869:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W5: () => (/* binding */ pollLine),
/* harmony export */   a6: () => (/* binding */ waitedFor)
/* harmony export */ });
/* harmony import */ var _http_wording_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8325);
/*
 * How every wait writes time: the release waits, the rollout, the probe, a retry's backoff and
 * the rate limit. One format, so that a log can be read (and grepped) the same way throughout.
 */

/** A duration to a tenth of a second: the HTTP layer's format, which every wait shares. */

/**
 * "Poll 3 at 4.5 s: <what it found>; next poll in 2 s", or "; time is up" on a last read that
 * did not settle. A probe counts attempts: `noun` 'Attempt' gives "Attempt 3 at ... next attempt in".
 */
function pollLine(sample, found, noun = 'Poll') {
    const next = sample.nextInMs !== undefined
        ? `; next ${noun.toLowerCase()} in ${(0,_http_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSeconds */ .X)(sample.nextInMs)}`
        : sample.settled
            ? ''
            : '; time is up';
    return `${noun} ${sample.poll} at ${(0,_http_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSeconds */ .X)(sample.elapsedMs)}${found === '' ? '' : `: ${found}`}${next}`;
}
/** "after 12 s (7 polls)". */
function waitedFor(wait) {
    return `after ${(0,_http_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSeconds */ .X)(wait.elapsedMs)} (${wait.polls} poll${wait.polls === 1 ? '' : 's'})`;
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

/***/ 137:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ MAX_WAIT_SECONDS),
/* harmony export */   b: () => (/* binding */ readWaitSettings)
/* harmony export */ });
/** A GitHub job runs at most 6 hours; a longer wait is a typo. */
const MAX_WAIT_SECONDS = 6 * 60 * 60;
const MAX_POLL_INTERVAL_SECONDS = 3600;
/**
 * `wait-seconds` and `poll-interval-seconds`, the one reader of both. Their defaults differ per
 * operation (a release check reads once, a publish waits a minute), so action.yml gives none
 * and each operation passes its own. `intervalGiven` says whether the step chose the interval,
 * which then also paces the operation's other waits (the probe after a deploy).
 */
function readWaitSettings(inputs, defaults) {
    const waitSeconds = inputs.integer('wait-seconds', { min: 0, max: MAX_WAIT_SECONDS, default: defaults.waitSeconds }) ?? defaults.waitSeconds;
    const given = inputs.integer('poll-interval-seconds', { min: 1, max: MAX_POLL_INTERVAL_SECONDS });
    return { waitSeconds, pollIntervalSeconds: given ?? defaults.pollIntervalSeconds, intervalGiven: given !== undefined };
}


/***/ }),

/***/ 4158:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  operation: () => (/* binding */ operation)
});

// EXTERNAL MODULE: ./api/requests.ts
var requests = __webpack_require__(7109);
// EXTERNAL MODULE: ./api/wait-log.ts
var wait_log = __webpack_require__(4869);
// EXTERNAL MODULE: ./platform/edge-scripts/code-hash.ts
var code_hash = __webpack_require__(9339);
// EXTERNAL MODULE: ./platform/edge-scripts/release-wait.ts
var release_wait = __webpack_require__(4430);
// EXTERNAL MODULE: ./platform/edge-scripts/notes.ts
var notes = __webpack_require__(2486);
// EXTERNAL MODULE: ./runner/untrusted-text.ts
var untrusted_text = __webpack_require__(3649);
// EXTERNAL MODULE: ./inputs/inputs.ts
var inputs_inputs = __webpack_require__(2495);
;// CONCATENATED MODULE: ./operations/get-active-release/commit-sha.ts



const MIN_SHA_DIGITS = 7;
const FULL_SHA_DIGITS = 40;
/** Reads an expected commit SHA: 7 to 40 hex digits, any case. Throws InputError naming `input`. */
function parseExpectedCommit(input, text) {
    if (!/^[0-9a-fA-F]+$/.test(text) || text.length < MIN_SHA_DIGITS || text.length > FULL_SHA_DIGITS) {
        throw new inputs_inputs/* InputError */.dz(input, `got ${(0,inputs_inputs/* showValue */.vp)(text)}; expected a commit SHA of ${MIN_SHA_DIGITS} to ${FULL_SHA_DIGITS} hexadecimal digits ` +
            `(an abbreviated SHA of ${MIN_SHA_DIGITS} to ${FULL_SHA_DIGITS - 1} digits matches as a prefix), e.g. \${{ github.sha }}`);
    }
    return { sha: text.toLowerCase(), prefix: text.length < FULL_SHA_DIGITS };
}
/** Whether the live commit is the expected one; case-insensitive, never for a missing SHA. */
function commitMatches(expected, actual) {
    const live = actual?.trim().toLowerCase();
    if (!live)
        return false;
    return expected.prefix ? live.startsWith(expected.sha) : live === expected.sha;
}
/** The first 12 characters, as a log line shows a commit; the full SHA stays in the outputs. */
function shortSha(sha) {
    if (!sha)
        return '(none)';
    // From the API: made a safe single line like any other API text.
    return (0,untrusted_text/* inline */.mG)(sha.length > 12 ? sha.slice(0, 12) : sha);
}
/**
 * Matches against `CommitSha`, and when that is empty (a release published with an API key)
 * against the commit its `Note` says was deployed, the only place such a pipeline can put one:
 * never another number the note holds, nor the commit a rollback note names.
 */
function matchRelease(expected, release) {
    if (release.CommitSha?.trim())
        return { matched: commitMatches(expected, release.CommitSha), field: 'CommitSha', noteCommit: undefined };
    const noteCommit = (0,notes/* commitFromNote */.aW)(release.Note);
    return { matched: commitMatches(expected, noteCommit), field: 'Note', noteCommit };
}
/** Where a failed match looked, for its message. */
function whereLooked(match, commitSha) {
    if (match.field === 'CommitSha')
        return `CommitSha is ${(0,untrusted_text/* inline */.mG)(commitSha ?? '', 64)}`;
    const named = match.noteCommit === undefined
        ? 'the Note names no deployed commit (only a full SHA, or "Deploy <sha>" as this action writes it, counts; a rollback note names none)'
        : `the Note names ${shortSha(match.noteCommit)}`;
    return `CommitSha is empty (published without the GitHub integration) and ${named}`;
}

// EXTERNAL MODULE: ./platform/edge-scripts/release-commit.ts
var release_commit = __webpack_require__(7478);
// EXTERNAL MODULE: ./inputs/wait-settings.ts
var wait_settings = __webpack_require__(137);
// EXTERNAL MODULE: ./operations/shared/release-words.ts
var release_words = __webpack_require__(5552);
;// CONCATENATED MODULE: ./operations/get-active-release/index.ts










/** The 404 with what it means here; `(GET ... answered 404 Not Found)` says what was asked. */
function notFound(error, meaning) {
    if (error === undefined)
        return new Error(meaning);
    return error.withMessage(`${meaning} (${error.request} answered 404 Not Found)`);
}
function describeRelease(release) {
    return `release ${release.Id} with commit ${shortSha(release.CommitSha)} by ${(0,untrusted_text/* inline */.mG)(release.Author, 80) || 'an unknown author'}, released ${(0,untrusted_text/* inline */.mG)(release.DateReleased, 40) || 'at an unknown time'}`;
}
function releasePollLine(poll, expected) {
    const matched = poll.verdict === 'matched';
    const live = (release) => shortSha((0,release_commit/* releaseCommit */.L)(release)?.sha);
    const found = poll.error
        ? `the read failed (${(0,untrusted_text/* inline */.mG)(poll.error, 200)}); asking again`
        : poll.release
            ? matched
                ? `release ${poll.release.Id} with commit ${live(poll.release)} is live`
                : `live commit is ${live(poll.release)} (release ${poll.release.Id}), not ${expected.sha} yet`
            : 'no active release yet';
    return (0,wait_log/* pollLine */.W5)({ ...poll, settled: matched }, found);
}
function reportRelease(release, { setOutput, log }) {
    setOutput('release-id', release.Id);
    // CommitSha is empty for a release published with an API key: the Note is where such a pipeline writes it.
    const commit = (0,release_commit/* releaseCommit */.L)(release);
    setOutput('commit-sha', commit?.sha);
    setOutput('commit-source', commit?.source);
    setOutput('code-sha256', (0,code_hash/* releaseHash */.w)(release));
    setOutput('release-uuid', release.Uuid ?? undefined);
    setOutput('author', release.Author ?? undefined);
    setOutput('date-released', release.DateReleased ?? undefined);
    setOutput('date-published', release.DatePublished ?? undefined);
    setOutput('result', (0,release_words/* withoutCode */.MK)(release));
    if (release.Note)
        log.untrusted(`Release note of release ${release.Id}:\n${release.Note}`);
}
const operation = {
    plan({ inputs }) {
        const scriptId = inputs.id('script-id');
        const expectedText = inputs.line('expected-commit-sha');
        const expected = expectedText === undefined ? undefined : parseExpectedCommit('expected-commit-sha', expectedText);
        const { waitSeconds, pollIntervalSeconds } = (0,wait_settings/* readWaitSettings */.b)(inputs, { waitSeconds: 0, pollIntervalSeconds: 5 });
        if (waitSeconds > 0 && expected === undefined) {
            throw new inputs_inputs/* InputError */.dz('wait-seconds', 'needs expected-commit-sha: the step waits for that commit to become the active release');
        }
        return { scriptId, expected, waitSeconds, pollIntervalSeconds };
    },
    describe(plan) {
        return [(0,requests/* planned */.lM)(requests/* requests */.zG.activeRelease(plan.scriptId))];
    },
    async execute(plan, client, report) {
        const { setOutput, summary, log } = report;
        const { scriptId, expected } = plan;
        summary.heading(`bunny.net get-active-release: script ${scriptId}`);
        const waiting = expected !== undefined && plan.waitSeconds > 0;
        if (waiting) {
            log.info(`Waiting up to ${plan.waitSeconds} s for commit ${expected.sha} to be the active release of script ${scriptId}, polling every ${plan.pollIntervalSeconds} s`);
        }
        // The same reader and wait as publish-script: a 404 is "no release yet", a 503 is asked again.
        const outcome = await (0,release_wait/* waitForActiveRelease */.E)({
            client,
            scriptId,
            judge: (release) => release !== undefined && (expected === undefined || matchRelease(expected, release).matched) ? 'matched' : 'waiting',
            waitMs: waiting ? plan.waitSeconds * 1000 : 0,
            intervalMs: plan.pollIntervalSeconds * 1000,
            clock: report.clock,
            onPoll: (poll) => {
                if (waiting)
                    log.info(releasePollLine(poll, expected));
            },
        });
        // The last read failed: what is live is unknown, and the step says why.
        if (outcome.failure !== undefined)
            throw outcome.failure;
        const { release } = outcome;
        const matched = outcome.verdict === 'matched';
        const after = waiting ? ` ${(0,wait_log/* waitedFor */.a6)(outcome)}` : '';
        if (expected === undefined) {
            if (release === undefined) {
                summary.verdict(false, `Script ${scriptId} has no active release`);
                throw notFound(outcome.notFound, `Script ${scriptId} has no active release or does not exist`);
            }
            log.info(`Script ${scriptId}: active ${describeRelease(release)}`);
            reportRelease(release, report);
            summaryFacts(report, release);
            return;
        }
        setOutput('matches', matched);
        if (release === undefined) {
            summary.verdict(false, `Expected commit ${expected.sha}: script ${scriptId} has no active release${after}`);
            throw notFound(outcome.notFound, `Script ${scriptId} has no active release or does not exist${after}, so commit ${expected.sha} is not live`);
        }
        log.info(`Script ${scriptId}: active ${describeRelease(release)}`);
        reportRelease(release, report);
        const match = matchRelease(expected, release);
        if (matched) {
            const field = match.field === 'CommitSha' ? 'its CommitSha' : 'a commit SHA in its Note (CommitSha is empty)';
            log.info(`Commit ${expected.sha} is live: release ${release.Id}${after}, matched by ${field}`);
            summary.verdict(true, match.field === 'CommitSha'
                ? `Release matched: commit ${shortSha(release.CommitSha)} is live`
                : `Release matched: commit ${shortSha(expected.sha)} is live (named in the release Note)`);
            summaryFacts(report, release);
            return;
        }
        const live = match.field === 'CommitSha' ? shortSha(release.CommitSha) : match.noteCommit ? shortSha(match.noteCommit) : '(no commit)';
        summary.verdict(false, `Release mismatch: expected commit ${expected.sha}, live is ${live}`);
        summaryFacts(report, release);
        throw new Error(`The active release of script ${scriptId} is not the expected commit${after}: expected ${expected.sha}${expected.prefix ? ' (prefix)' : ''}; ` +
            `looked at release ${release.Id} (by ${(0,untrusted_text/* inline */.mG)(release.Author, 80) || 'an unknown author'}, released ${(0,untrusted_text/* inline */.mG)(release.DateReleased, 40) || 'at an unknown time'}): ` +
            `${whereLooked(match, release.CommitSha)}`);
    },
};
function summaryFacts({ summary }, release) {
    summary.facts([
        ['Release', release.Id],
        ['Commit', release.CommitSha],
        ['Author', release.Author],
        ['Released', release.DateReleased],
        ['Published', release.DatePublished],
        ['Note', release.Note ? (0,untrusted_text/* inline */.mG)(release.Note, 300) : ''],
    ]);
}


/***/ }),

/***/ 5552:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MK: () => (/* binding */ withoutCode),
/* harmony export */   TM: () => (/* binding */ firstLine),
/* harmony export */   W5: () => (/* binding */ pollLine),
/* harmony export */   "do": () => (/* binding */ releaseName),
/* harmony export */   h6: () => (/* binding */ waited)
/* harmony export */ });
/* harmony import */ var _api_wait_log_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4869);
/* harmony import */ var _runner_untrusted_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3649);


/** How publish-script and rollback-script name releases and waits in their messages. */
/** "release 9101 (uuid c3f9a06d)"; API text made a safe line. */
function releaseName(release) {
    return `release ${release.Id}${release.Uuid ? ` (uuid ${(0,_runner_untrusted_text_js__WEBPACK_IMPORTED_MODULE_0__/* .inline */ .mG)(release.Uuid, 80)})` : ''}`;
}
/** The release as `result` carries it: everything but `Code`, the whole script source. */
function withoutCode(release) {
    const copy = { ...release };
    delete copy.Code;
    return copy;
}
/** "after 12 s (7 polls)". */
const waited = _api_wait_log_js__WEBPACK_IMPORTED_MODULE_1__/* .waitedFor */ .a6;
/** "Poll 3 at 4 s: <state>; next poll in 2 s": `state` says what the release read means to the caller. */
function pollLine(poll, state) {
    const found = poll.error
        ? `the read failed (${(0,_runner_untrusted_text_js__WEBPACK_IMPORTED_MODULE_0__/* .inline */ .mG)(poll.error, 200)}); asking again`
        : poll.release === undefined
            ? 'no active release yet'
            : state(poll.release, poll.verdict);
    return (0,_api_wait_log_js__WEBPACK_IMPORTED_MODULE_1__/* .pollLine */ .W5)({ ...poll, settled: poll.verdict !== 'waiting' }, found);
}
/** The first line of a failure, for a message that goes on to say what the step did about it. */
const firstLine = (error) => (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';


/***/ }),

/***/ 7089:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ readActiveRelease)
/* harmony export */ });
/* harmony import */ var _api_api_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(316);
/* harmony import */ var _api_requests_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7109);


/** THE reader of a script's active release: a 404 means "none", any other failure is thrown. */
async function readActiveRelease(client, scriptId) {
    try {
        return { release: (await client.send(_api_requests_js__WEBPACK_IMPORTED_MODULE_1__/* .requests */ .zG.activeRelease(scriptId))).body, notFound: undefined };
    }
    catch (error) {
        if (error instanceof _api_api_error_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .h && error.status === 404)
            return { release: undefined, notFound: error };
        throw error;
    }
}


/***/ }),

/***/ 9339:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ codeSha256),
/* harmony export */   w: () => (/* binding */ releaseHash)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

/** SHA-256 of a script's code as the platform stores it (UTF-8), lower-case hex. */
function codeSha256(code) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(code).digest('hex');
}
/**
 * The hash of a release's code; undefined when the answer carries no Code (a list item may
 * not), which proves nothing: it is never the hash of an empty script.
 */
function releaseHash(release) {
    return typeof release.Code === 'string' ? codeSha256(release.Code) : undefined;
}


/***/ }),

/***/ 2486:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   aW: () => (/* binding */ commitFromNote),
/* harmony export */   nB: () => (/* binding */ rollbackNote),
/* harmony export */   wm: () => (/* binding */ deployNote)
/* harmony export */ });
/**
 * The notes this action writes, and the one reading of a commit from a note. A release published
 * with an API key has no CommitSha: its note is the only place a pipeline can name the commit,
 * so notes are written so that they cannot be misread, and read so that no other number is
 * taken for a commit.
 */
/**
 * The form of this action's own deploy note, with the commit it names, anywhere in a note: a
 * workflow's own note may put text before it ("v1.8.0: Deploy <sha> (<run url>)").
 */
const DEPLOY_NOTE = /(?<![0-9a-z])Deploy\s+([0-9a-f]{7,40})(?![0-9a-z])/gi;
/** A full commit SHA standing alone, with a letter in it: 40 decimal digits are a number, not a commit. */
const FULL_SHA = /(?<![0-9a-z])(?=[0-9]*[a-f])[0-9a-f]{40}(?![0-9a-z])/i;
/** A note that says it rolls back names the commit it undoes, or the one it restores: never the commit deployed. */
const ROLLBACK = /\b(?:roll(?:ed|ing|s)?[\s-]*back|rollback|revert(?:ed|ing|s)?)\b/i;
/** `Deploy <sha> (<run url>)`: the default note of a publish, which get-active-release reads back. */
function deployNote(commit, runUrl) {
    return [commit ? `Deploy ${commit}` : 'Deploy by bunny-platform-action', runUrl ? `(${runUrl})` : undefined]
        .filter((part) => part !== undefined)
        .join(' ');
}
/**
 * The note of a re-publish: it names the release it restores, by id when known and by Uuid, and
 * no commit, so that it never reads as a deploy of the commit it rolls back from.
 */
function rollbackNote(target, runUrl, why) {
    const release = target.Id === undefined ? `release ${target.Uuid}` : `release ${target.Id} (uuid ${target.Uuid})`;
    return [`Roll back to ${release}`, why, runUrl ? `(${runUrl})` : undefined].filter((part) => part !== undefined).join(' ');
}
/**
 * The commit a note says was deployed: the SHA of this action's own form (`Deploy <sha>`, the
 * first of them wherever it stands; fewer
 * than 40 digits only with a letter, since a date or a run number is all digits), else a full
 * 40-digit SHA. A rollback's note names none. Lower-case; undefined when the note names none.
 */
function commitFromNote(note) {
    if (!note || ROLLBACK.test(note))
        return undefined;
    for (const [, own = ''] of note.matchAll(DEPLOY_NOTE)) {
        if (own.length === 40 || /[a-f]/i.test(own))
            return own.toLowerCase();
    }
    return FULL_SHA.exec(note)?.[0].toLowerCase();
}


/***/ }),

/***/ 7478:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ releaseCommit)
/* harmony export */ });
/* harmony import */ var _notes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2486);

/**
 * THE reading of a release's commit, for get-active-release and plan-deploys alike: its
 * `CommitSha`, or when that is empty (published with an API key) the commit its `Note` says was
 * deployed (never another number the note holds, nor the commit a rollback note names).
 */
function releaseCommit(release) {
    const field = release.CommitSha?.trim();
    if (field)
        return { sha: field, source: 'CommitSha' };
    const sha = (0,_notes_js__WEBPACK_IMPORTED_MODULE_0__/* .commitFromNote */ .aW)(release.Note);
    return sha === undefined ? undefined : { sha, source: 'Note' };
}


/***/ }),

/***/ 4430:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ waitForActiveRelease)
/* harmony export */ });
/* harmony import */ var _api_polling_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4900);
/* harmony import */ var _active_release_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7089);


/**
 * THE wait on a script's active release, for publish, rollback and get-active-release alike. A
 * 404 counts as "no release yet"; a transient failure (no answer, 429, 5xx) is asked again at
 * the next poll, whatever the operation: a deploy in progress is no reason to give up on one
 * that may be fine. Any other failure ends the wait by throwing.
 */
async function waitForActiveRelease(options) {
    let failure;
    let notFound;
    let release;
    const result = await (0,_api_polling_js__WEBPACK_IMPORTED_MODULE_0__/* .pollUntil */ .g)({
        read: async () => {
            failure = undefined;
            try {
                const read = await (0,_active_release_js__WEBPACK_IMPORTED_MODULE_1__/* .readActiveRelease */ .K)(options.client, options.scriptId);
                notFound = read.notFound;
                release = read.release;
                return read.release;
            }
            catch (error) {
                failure = error;
                release = undefined;
                notFound = undefined;
                throw error;
            }
        },
        settled: (read) => options.judge(read) !== 'waiting',
        waitMs: options.waitMs,
        intervalMs: options.intervalMs,
        clock: options.clock,
        tolerate: _api_polling_js__WEBPACK_IMPORTED_MODULE_0__/* .isTransient */ .d,
        onPoll: (sample) => options.onPoll?.({
            poll: sample.poll,
            elapsedMs: sample.elapsedMs,
            release: sample.error === undefined ? sample.value : undefined,
            verdict: sample.error === undefined ? options.judge(sample.value) : 'waiting',
            error: sample.error,
            nextInMs: sample.nextInMs,
        }),
    });
    const verdict = failure === undefined ? options.judge(release) : 'waiting';
    return {
        verdict: verdict === 'waiting' ? 'timeout' : verdict,
        release,
        notFound,
        failure,
        polls: result.polls,
        elapsedMs: result.elapsedMs,
    };
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
