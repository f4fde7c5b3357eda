export const id = 218;
export const ids = [218];
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
    application: () => Promise.all(/* import() */[__webpack_require__.e(6128), __webpack_require__.e(146)]).then(__webpack_require__.bind(__webpack_require__, 146)).then((m) => m.Application),
    appOverview: () => Promise.all(/* import() */[__webpack_require__.e(6128), __webpack_require__.e(146)]).then(__webpack_require__.bind(__webpack_require__, 146)).then((m) => m.Overview),
    imageTagInfo: () => Promise.all(/* import() */[__webpack_require__.e(6128), __webpack_require__.e(146)]).then(__webpack_require__.bind(__webpack_require__, 146)).then((m) => m.ImageTagInfo),
    containerRegistry: () => Promise.all(/* import() */[__webpack_require__.e(6128), __webpack_require__.e(146)]).then(__webpack_require__.bind(__webpack_require__, 146)).then((m) => m.ContainerRegistry),
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

/***/ 4884:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ readProxySettings)
/* harmony export */ });
/* harmony import */ var _http_proxy_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(685);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2495);



/**
 * The proxy for requests to `target`, or undefined when they go straight there: the HTTP layer's
 * settings of the step (read once from its environment), with a bad variable as an input problem.
 */
function readProxySettings(env, target) {
    try {
        return (0,_http_proxy_js__WEBPACK_IMPORTED_MODULE_0__/* .proxySettings */ .EM)(env).routeFor(target);
    }
    catch (error) {
        if (error instanceof _http_proxy_js__WEBPACK_IMPORTED_MODULE_0__/* .ProxySettingError */ .Tl)
            throw new _inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(error.variable, error.message);
        throw error;
    }
}


/***/ }),

/***/ 4173:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CP: () => (/* binding */ writtenCredentials),
/* harmony export */   RW: () => (/* binding */ hideCredentials),
/* harmony export */   g: () => (/* binding */ maskWrittenCredentials),
/* harmony export */   jr: () => (/* binding */ showUrl)
/* harmony export */ });
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2495);

/**
 * The one place an input URL is described: its credentials never shown, whatever else is wrong
 * with it (an ftp:// URL, a space, a line of a list), and found without parsing it, since a URL
 * that does not parse is exactly the one whose message shows it.
 */
/** A scheme with its slashes: in `user:pass@host` the user name is no scheme. */
const SCHEME = /^\s*[A-Za-z][A-Za-z0-9+.-]*:[/\\]+/;
/**
 * The user name and password of a URL as written (`https://user:pass@host/`): the authority is
 * what follows the scheme's slashes up to the first /, ?, # or \, and its credentials what
 * comes before its last @.
 */
function writtenCredentials(text) {
    const authority = /^(?:[A-Za-z][A-Za-z0-9+.-]*:)?[/\\]*([^/?#\\]*)/.exec(text.trim())?.[1] ?? '';
    const at = authority.lastIndexOf('@');
    return at < 0 ? undefined : authority.slice(0, at);
}
/**
 * The URL as it may be shown: everything between the scheme and the text's last @ hidden. Wider
 * than the authority on purpose: a password holding / or # ends the authority early when parsed
 * (`https://u:pa/ss@host`), and a message may not show any of it; a path holding @ is shown
 * hidden up to it, which only an error message sees.
 */
function hideCredentials(text) {
    const at = text.lastIndexOf('@');
    if (at < 0)
        return text;
    const scheme = SCHEME.exec(text)?.[0] ?? '';
    return at < scheme.length ? text : `${scheme}***${text.slice(at)}`;
}
/** A URL input's value quoted for a message, credentials hidden (showValue's quoting and cut). */
function showUrl(text) {
    return (0,_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .showValue */ .vp)(hideCredentials(text));
}
/**
 * Masks what a written URL holds as credentials (as written and percent-decoded, whole and each
 * part), so that no later line shows them either. Returns whether there were any.
 */
function maskWrittenCredentials(inputs, text) {
    const credentials = writtenCredentials(text);
    if (credentials === undefined)
        return false;
    for (const part of [credentials, ...credentials.split(':')]) {
        if (part.length === 0)
            continue;
        inputs.mask(part);
        try {
            inputs.mask(decodeURIComponent(part));
        }
        catch {
            // Not percent-encoding: masked as written.
        }
    }
    return true;
}


/***/ }),

/***/ 218:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  operationNamed: () => (/* binding */ operationNamed),
  run: () => (/* binding */ run)
});

;// CONCATENATED MODULE: ./runner/action-log.ts
class RunnerLog {
    #out;
    constructor(out) {
        this.#out = out;
    }
    get isDebug() {
        return this.#out.isDebug;
    }
    redact(text) {
        return this.#out.redact(text);
    }
    info(message) {
        this.#out.info(message);
    }
    debug(message) {
        this.#out.debug(message);
    }
    notice(message, properties = {}) {
        this.#out.annotate('notice', message, properties);
    }
    warning(message, properties = {}) {
        this.#out.annotate('warning', message, properties);
    }
    error(message, properties = {}) {
        this.#out.annotate('error', message, properties);
    }
    untrusted(text) {
        this.#out.block(text);
    }
    async group(name, body) {
        this.#out.startGroup(name);
        try {
            return await body();
        }
        finally {
            this.#out.endGroup();
        }
    }
}

// EXTERNAL MODULE: ./api/api-error.ts
var api_error = __webpack_require__(316);
// EXTERNAL MODULE: ./api/requests.ts
var api_requests = __webpack_require__(7109);
// EXTERNAL MODULE: ./http/wording.ts
var wording = __webpack_require__(8325);
// EXTERNAL MODULE: ./inputs/inputs.ts
var inputs_inputs = __webpack_require__(2495);
;// CONCATENATED MODULE: ./inputs/action-interface.ts
// Generated from action.yml and docs/operations.yml by `npm run docs`; a test fails when they differ. Do not edit.
/** Every input action.yml declares, in its order. */
const DECLARED_INPUTS = [
    'operation',
    'api-key',
    'api-url',
    'timeout-seconds',
    'max-attempts',
    'dry-run',
    'pr-comment',
    'github-token',
    'comment-key',
    'github-deployment',
    'github-environment',
    'zone-id',
    'record-type',
    'record-name',
    'record-value',
    'ttl',
    'priority',
    'weight',
    'port',
    'flags',
    'tag',
    'comment',
    'pull-zone-id',
    'script-id',
    'record',
    'if-exists',
    'secret-name',
    'secret-value',
    'secrets',
    'concurrency',
    'secret-id',
    'app-id',
    'app-config',
    'image-tags',
    'allow-container-removal',
    'expected-commit-sha',
    'wait-seconds',
    'poll-interval-seconds',
    'file',
    'note',
    'if-unchanged',
    'purge-linked-zones',
    'rollback-wait-seconds',
    'rollback-on-failure',
    'deployment-key',
    'github-oidc',
    'verify',
    'to-release-uuid',
    'only-if-live-uuid',
    'restore-code',
    'date',
    'order',
    'limit',
    'continuation-token',
    'products',
    'resource-types',
    'resource-ids',
    'actor-ids',
    'all-pages',
    'max-entries',
    'output-file',
    'require-waf',
    'query',
    'from',
    'size',
    'result-type',
    'urls',
    'cache-tag',
    'exact-path',
    'prune',
    'keep',
    'max-prune',
    'allow-prune-all',
    'url',
    'probe-url',
    'expect-status',
    'expect-body',
    'expect-body-regex',
    'expect-header',
    'expect-commit',
    'method',
    'headers',
    'consecutive-successes',
    'cache-bust',
    'max-redirects',
    'rollback-on-probe-error',
    'record-id',
    'if-missing',
    'allow-multiple',
    'storage-zone-id',
    'storage-zone-name',
    'storage-password',
    'storage-region',
    'storage-hostname',
    'source-dir',
    'target-path',
    'exclude',
    'include-hidden',
    'purge-pull-zone-ids',
    'replication-settle-seconds',
    'deploy-id',
    'promote',
    'preview-hostname',
    'keep-deploys',
    'only-if-live-deploy-id',
    'html-cache-control',
    'remove-hostname',
    'variables',
    'require-env',
    'targets',
    'fail-open',
];
/** Every output action.yml declares, in its order. */
const OUTPUT_NAMES = (/* unused pure expression or super */ null && ([
    'result',
    'status',
    'error-key',
    'error-message',
    'summary-markdown',
    'record-id',
    'secret-name',
    'secret-id',
    'last-modified',
    'created',
    'updated',
    'app-id',
    'app-status',
    'release-id',
    'commit-sha',
    'release-uuid',
    'author',
    'date-released',
    'date-published',
    'matches',
    'entries',
    'has-more-data',
    'continuation-token',
    'start-token',
    'output-file',
    'shield-zone-id',
    'waf-enabled',
    'learning-mode',
    'total',
    'ids',
    'first-id',
    'purged',
    'failed',
    'created-names',
    'updated-names',
    'deleted-names',
    'commit-source',
    'code-sha256',
    'previous-release-uuid',
    'unchanged',
    'verified-by',
    'rolled-back',
    'url',
    'previous-images',
    'urls',
    'replaced-release-uuid',
    'matched',
    'probe-status',
    'probe-error',
    'attempts',
    'elapsed-seconds',
    'deleted-ids',
    'deleted',
    'uploaded',
    'bytes-uploaded',
    'changed-paths',
    'deploy-id',
    'previous-deploy-id',
    'promoted',
    'removed',
    'deleted-deploys',
    'unchanged-names',
    'matrix',
    'changed',
    'any-changed',
]));
/** The inputs each operation's own action (`<operation>/action.yml`) declares: all it reads. */
const OPERATION_INPUTS = {
    'add-dns-record': [
        'zone-id',
        'record-type',
        'record-name',
        'record-value',
        'ttl',
        'priority',
        'weight',
        'port',
        'flags',
        'tag',
        'comment',
        'pull-zone-id',
        'script-id',
        'record',
        'if-exists',
        'api-key',
        'api-url',
        'timeout-seconds',
        'max-attempts',
        'dry-run',
        'pr-comment',
        'github-token',
        'comment-key',
    ],
    'delete-dns-record': [
        'zone-id',
        'record-id',
        'record-type',
        'record-name',
        'record-value',
        'priority',
        'weight',
        'port',
        'flags',
        'tag',
        'pull-zone-id',
        'script-id',
        'if-missing',
        'allow-multiple',
        'api-key',
        'api-url',
        'timeout-seconds',
        'max-attempts',
        'dry-run',
        'pr-comment',
        'github-token',
        'comment-key',
    ],
    'sync-storage': [
        'storage-zone-id',
        'storage-zone-name',
        'storage-password',
        'storage-region',
        'storage-hostname',
        'source-dir',
        'target-path',
        'exclude',
        'include-hidden',
        'concurrency',
        'prune',
        'keep',
        'max-prune',
        'allow-prune-all',
        'purge-linked-zones',
        'purge-pull-zone-ids',
        'replication-settle-seconds',
        'api-key',
        'api-url',
        'timeout-seconds',
        'max-attempts',
        'dry-run',
        'pr-comment',
        'github-token',
        'comment-key',
    ],
    'upsert-secret': [
        'script-id',
        'secret-name',
        'secret-value',
        'secrets',
        'concurrency',
        'prune',
        'keep',
        'max-prune',
        'allow-prune-all',
        'api-key',
        'api-url',
        'timeout-seconds',
        'max-attempts',
        'dry-run',
        'pr-comment',
        'github-token',
        'comment-key',
    ],
    'update-secret': [
        'script-id',
        'secret-id',
        'secret-value',
        'api-key',
        'api-url',
        'timeout-seconds',
        'max-attempts',
        'dry-run',
        'pr-comment',
        'github-token',
        'comment-key',
    ],
    'update-app': [
        'app-id',
        'app-config',
        'image-tags',
        'allow-container-removal',
        'wait-seconds',
        'poll-interval-seconds',
        'rollback-on-failure',
        'rollback-wait-seconds',
        'probe-url',
        'expect-status',
        'expect-body',
        'expect-body-regex',
        'expect-header',
        'expect-commit',
        'method',
        'headers',
        'consecutive-successes',
        'cache-bust',
        'max-redirects',
        'rollback-on-probe-error',
        'github-deployment',
        'github-environment',
        'api-key',
        'api-url',
        'timeout-seconds',
        'max-attempts',
        'dry-run',
        'pr-comment',
        'github-token',
        'comment-key',
    ],
    'get-active-release': [
        'script-id',
        'expected-commit-sha',
        'wait-seconds',
        'poll-interval-seconds',
        'api-key',
        'api-url',
        'timeout-seconds',
        'max-attempts',
        'dry-run',
        'pr-comment',
        'github-token',
        'comment-key',
    ],
    'publish-script': [
        'script-id',
        'file',
        'note',
        'if-unchanged',
        'purge-linked-zones',
        'wait-seconds',
        'poll-interval-seconds',
        'rollback-on-failure',
        'deployment-key',
        'github-oidc',
        'require-env',
        'verify',
        'probe-url',
        'expect-status',
        'expect-body',
        'expect-body-regex',
        'expect-header',
        'expect-commit',
        'method',
        'headers',
        'consecutive-successes',
        'cache-bust',
        'max-redirects',
        'rollback-on-probe-error',
        'github-deployment',
        'github-environment',
        'api-key',
        'api-url',
        'timeout-seconds',
        'max-attempts',
        'dry-run',
        'pr-comment',
        'github-token',
        'comment-key',
    ],
    'rollback-script': [
        'script-id',
        'to-release-uuid',
        'only-if-live-uuid',
        'restore-code',
        'note',
        'purge-linked-zones',
        'wait-seconds',
        'poll-interval-seconds',
        'api-key',
        'api-url',
        'timeout-seconds',
        'max-attempts',
        'dry-run',
        'pr-comment',
        'github-token',
        'comment-key',
    ],
    'probe-url': [
        'url',
        'wait-seconds',
        'poll-interval-seconds',
        'expect-status',
        'expect-body',
        'expect-body-regex',
        'expect-header',
        'expect-commit',
        'method',
        'headers',
        'consecutive-successes',
        'cache-bust',
        'max-redirects',
        'api-key',
        'api-url',
        'timeout-seconds',
        'max-attempts',
        'dry-run',
        'pr-comment',
        'github-token',
        'comment-key',
    ],
    'purge-cache': [
        'pull-zone-id',
        'urls',
        'cache-tag',
        'exact-path',
        'api-key',
        'api-url',
        'timeout-seconds',
        'max-attempts',
        'dry-run',
        'pr-comment',
        'github-token',
        'comment-key',
    ],
    'get-audit-log': [
        'date',
        'order',
        'limit',
        'continuation-token',
        'products',
        'resource-types',
        'resource-ids',
        'actor-ids',
        'all-pages',
        'max-entries',
        'output-file',
        'api-key',
        'api-url',
        'timeout-seconds',
        'max-attempts',
        'dry-run',
        'pr-comment',
        'github-token',
        'comment-key',
    ],
    'get-shield-zone': [
        'pull-zone-id',
        'require-waf',
        'api-key',
        'api-url',
        'timeout-seconds',
        'max-attempts',
        'dry-run',
        'pr-comment',
        'github-token',
        'comment-key',
    ],
    search: [
        'query',
        'from',
        'size',
        'result-type',
        'api-key',
        'api-url',
        'timeout-seconds',
        'max-attempts',
        'dry-run',
        'pr-comment',
        'github-token',
        'comment-key',
    ],
    'deploy-site': [
        'storage-zone-id',
        'pull-zone-id',
        'source-dir',
        'exclude',
        'include-hidden',
        'deploy-id',
        'promote',
        'preview-hostname',
        'keep-deploys',
        'html-cache-control',
        'concurrency',
        'wait-seconds',
        'poll-interval-seconds',
        'rollback-on-failure',
        'probe-url',
        'expect-status',
        'expect-body',
        'expect-body-regex',
        'expect-header',
        'expect-commit',
        'method',
        'headers',
        'consecutive-successes',
        'cache-bust',
        'max-redirects',
        'rollback-on-probe-error',
        'github-deployment',
        'github-environment',
        'api-key',
        'api-url',
        'timeout-seconds',
        'max-attempts',
        'dry-run',
        'pr-comment',
        'github-token',
        'comment-key',
    ],
    'promote-site': [
        'storage-zone-id',
        'pull-zone-id',
        'deploy-id',
        'preview-hostname',
        'html-cache-control',
        'only-if-live-deploy-id',
        'wait-seconds',
        'poll-interval-seconds',
        'probe-url',
        'expect-status',
        'expect-body',
        'expect-body-regex',
        'expect-header',
        'expect-commit',
        'method',
        'headers',
        'consecutive-successes',
        'cache-bust',
        'max-redirects',
        'github-deployment',
        'github-environment',
        'api-key',
        'api-url',
        'timeout-seconds',
        'max-attempts',
        'dry-run',
        'pr-comment',
        'github-token',
        'comment-key',
    ],
    'remove-site-preview': [
        'pull-zone-id',
        'preview-hostname',
        'remove-hostname',
        'github-deployment',
        'github-environment',
        'api-key',
        'api-url',
        'timeout-seconds',
        'max-attempts',
        'dry-run',
        'pr-comment',
        'github-token',
        'comment-key',
    ],
    'sync-variables': [
        'script-id',
        'variables',
        'prune',
        'keep',
        'max-prune',
        'allow-prune-all',
        'api-key',
        'api-url',
        'timeout-seconds',
        'max-attempts',
        'dry-run',
        'pr-comment',
        'github-token',
        'comment-key',
    ],
    'plan-deploys': [
        'targets',
        'fail-open',
        'api-key',
        'api-url',
        'timeout-seconds',
        'max-attempts',
        'dry-run',
        'pr-comment',
        'github-token',
        'comment-key',
    ],
};

// EXTERNAL MODULE: ./inputs/closest-word.ts
var closest_word = __webpack_require__(7424);
;// CONCATENATED MODULE: ./inputs/declared-inputs.ts



/** The variable the runner passes an input in: spaces become underscores, hyphens stay. */
const inputVariable = (name) => `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;
const DECLARED_VARIABLES = new Set(DECLARED_INPUTS.map(inputVariable));
/**
 * One error per INPUT_ variable that names no declared input. The runner only warns about
 * those, and a misspelt input silently changes what the step does (`record_name` leaves
 * `record-name` empty). Only the variable's name is shown, never its value.
 */
function undeclaredInputs(env, operation) {
    const errors = [];
    const declared = operation ? OPERATION_INPUTS[operation] : DECLARED_INPUTS;
    const variables = operation ? new Set(declared.map(inputVariable)) : DECLARED_VARIABLES;
    const file = operation ? `${operation}/action.yml` : 'action.yml';
    for (const variable of Object.keys(env).sort()) {
        if (!variable.toUpperCase().startsWith('INPUT_') || variables.has(variable))
            continue;
        // The runner upper-cases the name, so the lower-case form is the likeliest spelling.
        const name = variable.slice('INPUT_'.length).toLowerCase();
        const near = (0,closest_word/* closest */.k)(name, declared);
        const which = operation ? `the ${operation} action` : 'this action';
        errors.push(new inputs_inputs/* InputError */.dz(name, `is not an input of ${which} (passed as ${variable})${near ? `; did you mean '${near}'?` : ''}; inputs are listed in ${file}`));
    }
    return errors;
}

// EXTERNAL MODULE: ./runner/untrusted-text.ts
var untrusted_text = __webpack_require__(3649);
;// CONCATENATED MODULE: ./runner/job-summary.ts

/**
 * The step's job summary, built as HTML so that every value is escaped in one place
 * (Markdown inside a table cell cannot be escaped reliably).
 */
class JobSummary {
    #parts = [];
    #hasVerdict = false;
    heading(text, level = 2) {
        this.#parts.push(`<h${level}>${(0,untrusted_text/* escapeHtml */.ZD)(text)}</h${level}>`);
        return this;
    }
    paragraph(text) {
        this.#parts.push(`<p>${(0,untrusted_text/* escapeHtml */.ZD)(text)}</p>`);
        return this;
    }
    /** A verdict line for a check: \u2705 or \u274c with the reason. */
    verdict(ok, text) {
        this.#hasVerdict = true;
        this.#parts.push(`<p>${ok ? '\u2705' : '\u274c'} <strong>${(0,untrusted_text/* escapeHtml */.ZD)(text)}</strong></p>`);
        return this;
    }
    table(headers, rows) {
        const head = `<tr>${headers.map((h) => `<th>${(0,untrusted_text/* escapeHtml */.ZD)(h)}</th>`).join('')}</tr>`;
        const body = rows.map((row) => `<tr>${row.map((cell) => `<td>${(0,untrusted_text/* escapeHtml */.ZD)(cell)}</td>`).join('')}</tr>`).join('');
        this.#parts.push(`<table>${head}${body}</table>`);
        return this;
    }
    /** Key/value pairs as a two-column table. */
    facts(pairs) {
        return this.table(['', ''], pairs).#dropEmptyHeader();
    }
    /** Trusted HTML built by the action itself (links from the workflow context). */
    trustedHtml(html) {
        this.#parts.push(html);
        return this;
    }
    /** Whether a verdict line was written: a failure adds one only if the operation did not. */
    get hasVerdict() {
        return this.#hasVerdict;
    }
    get isEmpty() {
        return this.#parts.length === 0;
    }
    toString() {
        return `${this.#parts.join('\n')}\n`;
    }
    #dropEmptyHeader() {
        const last = this.#parts.pop();
        if (last)
            this.#parts.push(last.replace('<tr><th></th><th></th></tr>', ''));
        return this;
    }
}

// EXTERNAL MODULE: ./operations/operation.ts
var operations_operation = __webpack_require__(2806);
;// CONCATENATED MODULE: ./runner/secret-registry.ts
/**
 * Every secret the step handles (the API key, secret values). Each is handed to the runner
 * to mask before anything is printed, and every text the action produces passes through
 * `scrub`, because an API error or a debug line can echo a value back in a form the
 * runner's mask does not cover (JSON-escaped, or one line of a multi-line value).
 */
class SecretRegistry {
    #mask;
    #forms = [];
    constructor(mask) {
        this.#mask = mask;
    }
    add(value) {
        if (!value)
            return;
        const forms = new Set([value]);
        const jsonEscaped = JSON.stringify(value).slice(1, -1);
        forms.add(jsonEscaped);
        // Lines of a multi-line value are masked one by one; very short ones ("{", "}") would
        // blank out unrelated text, and the runner masks the whole value anyway.
        for (const line of value.split(/\r?\n/))
            if (line.trim().length >= 4)
                forms.add(line);
        for (const form of forms) {
            if (this.#forms.includes(form))
                continue;
            this.#mask(form);
            this.#forms.push(form);
        }
        // Longest first, so that a value containing another is replaced whole.
        this.#forms.sort((a, b) => b.length - a.length);
    }
    scrub(text) {
        let result = text;
        for (const form of this.#forms)
            if (result.includes(form))
                result = result.split(form).join('***');
        return result;
    }
    get size() {
        return this.#forms.length;
    }
}

;// CONCATENATED MODULE: ./runner/runner-output.ts


/**
 * What the runner reads as a workflow command: `::` at the start of a line once leading
 * whitespace (any Unicode space) is trimmed, or the legacy `##[name]`, which it finds anywhere
 * in a line. A line ends at \n, \r\n or a lone \r.
 */
const COMMAND_SYNTAX = /(^|[\r\n])[\s\u0085]*::|##\[/;
/**
 * The one place text leaves the step for the runner: log lines, annotations, groups, outputs and
 * the job summary. Every text is scrubbed of registered secrets here and nowhere else, so no
 * caller can forget it; the protocol itself is the Runner's (@actions/core).
 */
class RunnerOutput {
    /** The step's environment, as `run()` was handed it. */
    env;
    #runner;
    secrets;
    /** `env` is the step's: RUNNER_DEBUG is read from it. */
    constructor(env, runner) {
        this.env = env;
        this.#runner = runner;
        this.secrets = new SecretRegistry((value) => runner.setSecret(value));
    }
    get isDebug() {
        return this.env['RUNNER_DEBUG'] === '1';
    }
    /** A plain log line; one that holds command syntax is printed inert, never acted on. */
    info(message) {
        const text = this.redact(message);
        this.#runner.info(COMMAND_SYNTAX.test(text) ? (0,untrusted_text/* inertBlock */.WC)(text) : text);
    }
    /** Text from the API or a user, printed so that the runner acts on no command in it. */
    block(text) {
        this.#runner.info((0,untrusted_text/* inertBlock */.WC)(this.redact(text)));
    }
    debug(message) {
        this.#runner.debug(this.redact(message));
    }
    annotate(level, message, properties = {}) {
        const scrubbed = properties.title === undefined ? {} : { title: this.redact(properties.title) };
        this.#runner.annotate(level, this.redact(message), scrubbed);
    }
    startGroup(name) {
        this.#runner.startGroup(this.redact(name));
    }
    endGroup() {
        this.#runner.endGroup();
    }
    /** Sets an output and returns the text the workflow sees. */
    setOutput(name, value) {
        const text = this.redact(value);
        this.#runner.setOutput(name, text);
        return text;
    }
    /** Appends to the job summary; false when the runner gave no summary file. */
    appendSummary(html) {
        return this.#runner.appendSummary(this.redact(html));
    }
    /**
     * What `text` would be once it leaves: for callers that must cut it short after, not before, and
     * for text that leaves for GitHub's API (the pull request comment), scrubbed as all the rest.
     */
    redact(text) {
        return this.secrets.scrub(text);
    }
}

// EXTERNAL MODULE: ./runner/workflow-links.ts
var workflow_links = __webpack_require__(2194);
;// CONCATENATED MODULE: ./step-outputs.ts


function serialise(value) {
    if (value === null || value === undefined)
        return '';
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
/**
 * The step's outputs and summary, kept until the step ends and then written once each, failed
 * or not: an operation that learns more later (a result with the rollout's status) replaces its
 * value instead of appending.
 */
class StepOutputs {
    #out;
    #log;
    /** Each output's last value. */
    written = new Map();
    report;
    failed = false;
    #lastStatus;
    constructor(out, log, summary, clock) {
        this.#out = out;
        this.#log = log;
        const written = this.written;
        this.report = {
            setOutput(name, value) {
                if (value !== undefined)
                    written.set(name, serialise(value));
            },
            summary,
            log,
            clock,
        };
    }
    /** The status of the last answer: the `status` output of a step whose operation sets none. */
    sawStatus(status) {
        this.#lastStatus = status;
    }
    async write() {
        const { summary } = this.report;
        if (this.#lastStatus !== undefined && !this.written.has('status'))
            this.report.setOutput('status', this.#lastStatus);
        const links = summary.isEmpty ? undefined : (0,workflow_links/* workflowLinksHtml */.w)(this.#out.env);
        if (links)
            summary.trustedHtml(links);
        if (!summary.isEmpty)
            this.report.setOutput('summary-markdown', summary.toString());
        if (this.written.size > 0) {
            try {
                await this.#log.group('Outputs', async () => {
                    for (const [output, value] of this.written)
                        this.#log.info(`${output}: ${(0,untrusted_text/* inline */.mG)(this.#out.setOutput(output, value), 160)}`);
                });
            }
            catch (error) {
                // Later steps would read outputs that were never set: the step fails, saying why.
                this.failed = true;
                this.#log.error(`Could not set the step's outputs (GITHUB_OUTPUT): ${(0,untrusted_text/* inline */.mG)(error.message, 300)}`);
            }
        }
        if (summary.isEmpty)
            return;
        try {
            await this.#out.appendSummary(summary.toString());
        }
        catch (error) {
            this.#log.warning(`Could not write the job summary: ${error.message}`);
        }
    }
}

// EXTERNAL MODULE: ./http/retry-policy.ts
var retry_policy = __webpack_require__(6754);
// EXTERNAL MODULE: ./http/retry-loop.ts
var retry_loop = __webpack_require__(6086);
// EXTERNAL MODULE: ./http/network-errors.ts
var network_errors = __webpack_require__(2919);
// EXTERNAL MODULE: ./runner/runner.ts
var runner_runner = __webpack_require__(5141);
;// CONCATENATED MODULE: ./runner/id-token.ts





const NO_TOKEN = 'The job needs permissions: id-token: write, and a pull request from a fork gets no token';
class TimedOut extends Error {
}
/** Resolves as `work` does, or rejects TimedOut after `ms`; the timer never outlives the race. */
async function within(work, ms) {
    let timer;
    try {
        return await Promise.race([
            work,
            new Promise((_, reject) => {
                timer = setTimeout(() => reject(new TimedOut()), ms);
            }),
        ]);
    }
    finally {
        clearTimeout(timer);
    }
}
/**
 * A GitHub OIDC token for this job from the runner's token service, asked for with no audience
 * (its audience is then the repository owner's URL, as the platform's own deploy action asks).
 * Each attempt is bounded by timeout-seconds; a service that fails for a moment (5xx, 429, no
 * answer, a dropped connection) is asked again, up to max-attempts; a failure says what the
 * service answered, and blames the job's permissions only when the service refused.
 */
async function requestIdToken(runner, settings) {
    if (!settings.env['ACTIONS_ID_TOKEN_REQUEST_URL'] || !settings.env['ACTIONS_ID_TOKEN_REQUEST_TOKEN']) {
        throw new Error(`github-oidc: the runner gave this job no OIDC token (ACTIONS_ID_TOKEN_REQUEST_URL is not set). ${NO_TOKEN}`);
    }
    const describe = "github-oidc: the runner's token service";
    const limit = (0,wording/* formatSeconds */.X)(settings.timeoutMs);
    const result = await (0,retry_loop/* withRetries */.L)({
        describe,
        maxAttempts: settings.maxAttempts,
        timing: settings.timing ?? retry_policy/* DEFAULT_RETRY_TIMING */.gY,
        random: settings.random ?? Math.random,
        sleep: (ms) => settings.clock.sleep(ms),
        onRetry: settings.onRetry,
        limitSpent: (error) => error,
        giveUp: ({ error }, attempts) => attempts > 1 ? new Error(`${error.message} (${attempts} attempts, each bounded by timeout-seconds)`) : error,
    }, async () => {
        try {
            const token = await within(runner.getIDToken(), settings.timeoutMs);
            return { ok: true, value: token };
        }
        catch (error) {
            if (error instanceof TimedOut) {
                const reason = `no answer within ${limit}`;
                return { ok: false, retryable: true, reason, error: new Error(`${describe} gave ${reason} (timeout-seconds)`) };
            }
            const status = error instanceof runner_runner/* IdTokenError */.Z ? error.status : undefined;
            const said = (0,wording/* excerpt */.K)(error instanceof Error ? error.message : String(error), (text) => text, 300);
            if (status === undefined) {
                const reason = `could not be reached (${said})`;
                return { ok: false, retryable: true, reason, error: new Error(`${describe} ${reason}`) };
            }
            const reason = (0,network_errors/* statusLine */.Bs)(status);
            const refused = status === 401 || status === 403;
            return {
                ok: false,
                retryable: retry_policy/* TRANSIENT_STATUSES */.SS.has(status) || status >= 500,
                reason,
                error: new Error(`${describe} answered ${reason}${said ? `: ${said}` : ''}${refused ? `. ${NO_TOKEN}` : ''}`),
            };
        }
    });
    return result.value;
}

;// CONCATENATED MODULE: ./api/base-url.ts
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);
/**
 * Parses an API base address. The key travels in a header, so plain HTTP is allowed
 * only to this machine (emulators, tests); credentials, queries and fragments are refused
 * because they would be sent, logged or silently dropped.
 * Throws a plain Error whose message describes the problem, for the caller to attribute.
 */
function parseBaseUrl(text) {
    let url;
    try {
        url = new URL(text);
    }
    catch {
        throw new Error(`'${text}' is not an absolute URL; expected https://host[/path]`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
        throw new Error(`scheme '${url.protocol.slice(0, -1)}' is not allowed; expected https://`);
    }
    if (url.protocol === 'http:' && !LOOPBACK_HOSTS.has(url.hostname)) {
        throw new Error(`http:// is allowed only for loopback hosts (127.0.0.1, localhost, [::1]), not '${url.hostname}'; use https://`);
    }
    if (url.username || url.password)
        throw new Error('credentials in the URL are not allowed; the key is given apart');
    if (url.search || text.includes('?'))
        throw new Error('a query string is not allowed');
    if (url.hash || text.includes('#'))
        throw new Error('a fragment is not allowed');
    return url;
}

// EXTERNAL MODULE: ./inputs/url-text.ts
var url_text = __webpack_require__(4173);
;// CONCATENATED MODULE: ./inputs/common-settings.ts



const DEFAULT_API_URL = 'https://api.bunny.net';
/** A key is a few dozen characters; one far longer is the wrong secret, and would be sent as a header. */
const MAX_API_KEY_LENGTH = 1024;
/** `keyRequired` is false for an operation that sends no API request (probe-url). */
function readCommonSettings(inputs, keyRequired = true) {
    const dryRun = inputs.boolean('dry-run', false);
    const apiUrlText = inputs.line('api-url') ?? DEFAULT_API_URL;
    let apiUrl;
    if ((0,url_text/* maskWrittenCredentials */.g)(inputs, apiUrlText)) {
        throw new inputs_inputs/* InputError */.dz('api-url', 'credentials in the URL are not allowed (user:password@); pass the key as api-key');
    }
    try {
        apiUrl = parseBaseUrl(apiUrlText);
    }
    catch (error) {
        // The parser quotes the address; a message shows it without what could be credentials.
        const message = error.message.replaceAll(apiUrlText, (0,url_text/* hideCredentials */.RW)(apiUrlText));
        throw new inputs_inputs/* InputError */.dz('api-url', message.endsWith('the key is given apart') ? `${message}, as api-key` : message);
    }
    // A key is a header value: surrounding whitespace is an accident, inner whitespace is invalid.
    const apiKey = inputs.optional('api-key');
    if (apiKey === undefined && !dryRun && keyRequired) {
        throw new inputs_inputs/* InputError */.dz('api-key', 'is required (pass it from a secret: api-key: ${{ secrets.BUNNY_API_KEY }}), unless dry-run is true');
    }
    if (apiKey !== undefined && apiKey.length > MAX_API_KEY_LENGTH) {
        throw new inputs_inputs/* InputError */.dz('api-key', `is ${apiKey.length} characters long; an API key is at most ${MAX_API_KEY_LENGTH} (check that the right secret is passed)`);
    }
    if (apiKey !== undefined && /[\s\u0000-\u001f\u007f-\uffff]/.test(apiKey)) {
        throw new inputs_inputs/* InputError */.dz('api-key', 'contains whitespace or characters that cannot be sent in a header; check the secret for a stray newline or a pasted character');
    }
    const timeoutSeconds = inputs.integer('timeout-seconds', { min: 1, max: 600, default: 30 }) ?? 30;
    const maxAttempts = inputs.integer('max-attempts', { min: 1, max: 10, default: 3 }) ?? 3;
    return { apiUrl, apiKey, timeoutMs: timeoutSeconds * 1000, maxAttempts, dryRun };
}

// EXTERNAL MODULE: ./inputs/proxy-settings.ts
var proxy_settings = __webpack_require__(4884);
;// CONCATENATED MODULE: ./operations/registry.ts
/**
 * The one list of operations. Each loads only its own code, so a step pays start-up for
 * one operation; the operation-name type and the `operation` input's choices derive from it.
 */
const OPERATIONS = {
    'add-dns-record': () => Promise.all(/* import() */[__webpack_require__.e(6128), __webpack_require__.e(6637), __webpack_require__.e(983), __webpack_require__.e(5884)]).then(__webpack_require__.bind(__webpack_require__, 5884)),
    'upsert-secret': () => __webpack_require__.e(/* import() */ 3142).then(__webpack_require__.bind(__webpack_require__, 3142)),
    'update-secret': () => __webpack_require__.e(/* import() */ 6220).then(__webpack_require__.bind(__webpack_require__, 6220)),
    'update-app': () => Promise.all(/* import() */[__webpack_require__.e(6128), __webpack_require__.e(734), __webpack_require__.e(6637), __webpack_require__.e(1241), __webpack_require__.e(1713)]).then(__webpack_require__.bind(__webpack_require__, 1713)),
    'get-active-release': () => __webpack_require__.e(/* import() */ 4158).then(__webpack_require__.bind(__webpack_require__, 4158)),
    'get-audit-log': () => Promise.all(/* import() */[__webpack_require__.e(6128), __webpack_require__.e(734), __webpack_require__.e(348), __webpack_require__.e(4740)]).then(__webpack_require__.bind(__webpack_require__, 4740)),
    'get-shield-zone': () => __webpack_require__.e(/* import() */ 6103).then(__webpack_require__.bind(__webpack_require__, 6103)),
    search: () => __webpack_require__.e(/* import() */ 2980).then(__webpack_require__.bind(__webpack_require__, 2980)),
    'purge-cache': () => __webpack_require__.e(/* import() */ 2662).then(__webpack_require__.bind(__webpack_require__, 2662)),
    'publish-script': () => Promise.all(/* import() */[__webpack_require__.e(734), __webpack_require__.e(1241), __webpack_require__.e(5088)]).then(__webpack_require__.bind(__webpack_require__, 5088)),
    'rollback-script': () => __webpack_require__.e(/* import() */ 4792).then(__webpack_require__.bind(__webpack_require__, 4792)),
    'probe-url': () => Promise.all(/* import() */[__webpack_require__.e(734), __webpack_require__.e(1241), __webpack_require__.e(5254)]).then(__webpack_require__.bind(__webpack_require__, 5254)),
    'delete-dns-record': () => Promise.all(/* import() */[__webpack_require__.e(6128), __webpack_require__.e(6637), __webpack_require__.e(983), __webpack_require__.e(633)]).then(__webpack_require__.bind(__webpack_require__, 633)),
    'sync-storage': () => Promise.all(/* import() */[__webpack_require__.e(734), __webpack_require__.e(2464), __webpack_require__.e(4714)]).then(__webpack_require__.bind(__webpack_require__, 5111)),
    'deploy-site': () => Promise.all(/* import() */[__webpack_require__.e(6128), __webpack_require__.e(734), __webpack_require__.e(1241), __webpack_require__.e(2464), __webpack_require__.e(9388), __webpack_require__.e(9054), __webpack_require__.e(8406)]).then(__webpack_require__.bind(__webpack_require__, 8406)),
    'promote-site': () => Promise.all(/* import() */[__webpack_require__.e(6128), __webpack_require__.e(734), __webpack_require__.e(1241), __webpack_require__.e(2464), __webpack_require__.e(9388), __webpack_require__.e(9054), __webpack_require__.e(8836)]).then(__webpack_require__.bind(__webpack_require__, 8836)),
    'remove-site-preview': () => Promise.all(/* import() */[__webpack_require__.e(6128), __webpack_require__.e(9388), __webpack_require__.e(9623)]).then(__webpack_require__.bind(__webpack_require__, 4989)),
    'sync-variables': () => __webpack_require__.e(/* import() */ 6541).then(__webpack_require__.bind(__webpack_require__, 6541)),
    'plan-deploys': () => Promise.all(/* import() */[__webpack_require__.e(6637), __webpack_require__.e(8135)]).then(__webpack_require__.bind(__webpack_require__, 8135)),
};
/**
 * Operations that may run without api-key, their plan saying itself when it needs one:
 * probe-url sends no API request; publish-script may carry a script-scoped credential instead
 * (deployment-key, github-oidc); sync-storage a storage zone's password (and `readsWithoutKey`
 * says when its dry run can read with it).
 */
const KEYLESS_OPERATIONS = new Set(['probe-url', 'publish-script', 'sync-storage']);
const OPERATION_NAMES = Object.keys(OPERATIONS);
function loadOperation(name) {
    return OPERATIONS[name]();
}

// EXTERNAL MODULE: ./api/clock.ts + 1 modules
var api_clock = __webpack_require__(8676);
// EXTERNAL MODULE: ./runner/version.ts
var version = __webpack_require__(4463);
;// CONCATENATED MODULE: ./inputs/comment-settings.ts

/** A GitHub token is under a hundred characters; one far longer is the wrong secret, and it is sent as a header. */
const MAX_TOKEN_LENGTH = 1024;
/** The key travels in every comment's marker; a long one is a mistake, not a need. */
const MAX_COMMENT_KEY_LENGTH = 200;
/**
 * Read on every step, whether or not it comments: a token with a stray newline or a key of
 * two lines is a mistake to report before any request, not when a pull request comes.
 */
function readCommentSettings(inputs) {
    const enabled = inputs.boolean('pr-comment', false);
    const token = inputs.check(() => readToken(inputs));
    const key = inputs.line('comment-key');
    if (key !== undefined && key.length > MAX_COMMENT_KEY_LENGTH) {
        inputs.problems.add(new inputs_inputs/* InputError */.dz('comment-key', `is ${key.length} characters long; at most ${MAX_COMMENT_KEY_LENGTH}`));
    }
    else if (key !== undefined && /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(key)) {
        inputs.problems.add(new inputs_inputs/* InputError */.dz('comment-key', `${(0,inputs_inputs/* showValue */.vp)(key)} has a control character; a key is one line of text`));
    }
    return { enabled, token, key };
}
function readToken(inputs) {
    // The value is registered for masking as it is read, and never put in a message.
    const raw = inputs.secret('github-token');
    if (raw === undefined)
        return undefined;
    const token = (0,inputs_inputs/* trimAscii */.ic)(raw);
    if (token === '')
        return undefined;
    if (token.length > MAX_TOKEN_LENGTH) {
        throw new inputs_inputs/* InputError */.dz('github-token', `is ${token.length} characters long; a GitHub token is at most ${MAX_TOKEN_LENGTH} (check that the right secret is passed)`);
    }
    if (/[\s\u0000-\u001f\u007f-\uffff]/.test(token)) {
        throw new inputs_inputs/* InputError */.dz('github-token', 'contains whitespace or characters that cannot be sent in a header; check the secret for a stray newline or a pasted character');
    }
    return token;
}

;// CONCATENATED MODULE: ./inputs/hint-text.ts
/** Each hint code of the HTTP layer, worded with the input it means; appended to the failure's message. */
const HINT_TEXT = {
    'account-key-refused': '\nThe API refused api-key. It takes the account API key (dashboard: Account settings, API key), not a storage zone password or a Stream library key; check the secret behind api-key.',
    'base-url': ' Check api-url.',
    'more-attempts': ' Or raise max-attempts.',
};
/** `message` followed by what each hint asks the person running the step to check, once each. */
function withHintText(message, hints) {
    return [...new Set(hints)].reduce((text, hint) => (text.includes(HINT_TEXT[hint].trim()) ? text : text + HINT_TEXT[hint]), message);
}

;// CONCATENATED MODULE: ./inputs/deployment-settings.ts

/** The operations that record their deploy as a GitHub Deployment with `github-deployment: true`. */
const DEPLOYING_OPERATIONS = new Set(['deploy-site', 'promote-site', 'publish-script', 'update-app']);
/** The operation that closes a preview's deployments. */
const CLOSING_OPERATIONS = new Set(['remove-site-preview']);
/** The operations that serve a preview on `preview-hostname`, whose environment is then `preview/<host>`. */
const PREVIEW_OPERATIONS = new Set(['deploy-site', 'promote-site', 'remove-site-preview']);
/** GitHub refuses an environment name longer than this. */
const MAX_ENVIRONMENT_LENGTH = 255;
/**
 * github-deployment and github-environment, read only by the operations that take them (their
 * own action.yml declares them; another operation's step never sees them).
 */
function readDeploymentSettings(inputs, operation) {
    const off = { mode: undefined, environment: 'production', transient: false };
    if (operation === undefined || !(DEPLOYING_OPERATIONS.has(operation) || CLOSING_OPERATIONS.has(operation)))
        return off;
    const enabled = inputs.boolean('github-deployment', false);
    const named = inputs.line('github-environment');
    if (named !== undefined && named.length > MAX_ENVIRONMENT_LENGTH) {
        inputs.problems.add(new inputs_inputs/* InputError */.dz('github-environment', `is ${named.length} characters long; GitHub allows at most ${MAX_ENVIRONMENT_LENGTH}`));
    }
    else if (named !== undefined && /[\u0000-\u001f\u007f]/.test(named)) {
        inputs.problems.add(new inputs_inputs/* InputError */.dz('github-environment', `${(0,inputs_inputs/* showValue */.vp)(named)} has a control character; an environment name is one line of text`));
    }
    // The operation checks preview-hostname itself; here it only names the environment.
    const host = PREVIEW_OPERATIONS.has(operation) ? inputs.optional('preview-hostname')?.toLowerCase().replace(/\.$/, '') : undefined;
    const preview = host !== undefined && host !== '';
    return {
        mode: enabled ? (CLOSING_OPERATIONS.has(operation) ? 'close' : 'deploy') : undefined,
        environment: named ?? (preview ? `preview/${host}` : 'production'),
        transient: preview,
    };
}

;// CONCATENATED MODULE: ./runner/process-step.ts
/**
 * Runs a step as this process's own: its environment, @actions/core as its runner protocol, and
 * the exit code as the process's. What `run()` does when called with nothing, as
 * @github/local-action calls an entry point's `run()` (`npx @github/local-action run . src/main.ts
 * .env`, which stands in its own @actions/core), and ignores the value `run()` returns: a failed
 * step must still end the process with 1.
 */
async function runAsThisProcess(run) {
    const { actionsCoreRunner } = await Promise.all(/* import() */[__webpack_require__.e(734), __webpack_require__.e(8579), __webpack_require__.e(8610)]).then(__webpack_require__.bind(__webpack_require__, 6229));
    const exitCode = await run({ env: process.env, runner: actionsCoreRunner });
    process.exitCode = exitCode;
    return exitCode;
}

;// CONCATENATED MODULE: ./main.ts




















/** The operation of that name, if there is one (an operation's own action runs `dist/<operation>.js`). */
function operationNamed(name) {
    return OPERATION_NAMES.find((known) => known === name);
}
/**
 * Runs one step: read inputs, call the API, set outputs, write the summary; fail cleanly.
 * Returns the exit code, which the entry point gives the process.
 */
async function run(options) {
    // Called with nothing (@github/local-action calls an entry's run() so): this process's step.
    if (options === undefined)
        return runAsThisProcess(run);
    const { env } = options;
    const clock = options.clock ?? api_clock/* systemClock */.m;
    const out = new RunnerOutput(env, options.runner);
    const log = new RunnerLog(out);
    const outputs = new StepOutputs(out, log, new JobSummary(), clock);
    const inputs = new inputs_inputs/* Inputs */.G0((0,inputs_inputs/* environmentInputs */.rg)(env), (value) => out.secrets.add(value));
    let operation;
    let client;
    let comment;
    let deployment;
    const code = await (async () => {
        try {
            // The key is masked before any input is read or any line printed.
            inputs.maskSecretInputs();
            for (const problem of undeclaredInputs(env, options.operation))
                inputs.problems.add(problem);
            operation = options.operation ?? inputs.choice('operation', OPERATION_NAMES, { required: true });
            const step = readStep(operation, { ...options, clock }, inputs, out, log);
            const { name, context, settings } = step;
            const { chosen, plan } = await log.group(`Validate inputs of ${name}`, () => planStep(name, context));
            comment = step.comment;
            if (step.deployment)
                deployment = await startDeployment(step.deployment, { env, log, out });
            const canRead = settings.apiKey !== undefined || (chosen.readsWithoutKey?.(plan) ?? false);
            if (settings.dryRun && (!canRead || !(0,operations_operation/* decides */.y)(chosen)))
                return listRequests(name, chosen, plan, settings, outputs.report);
            if (step.proxy)
                log.info(`Requests to ${settings.apiUrl.host} go through the proxy ${step.proxy.label}.`);
            client = await openClient(context, chosen.concurrency?.(plan) ?? 1, out, outputs);
            await act(name, chosen, plan, client, outputs.report, settings.dryRun);
            return 0;
        }
        catch (error) {
            fail(error, operation, outputs, log);
            return 1;
        }
    })();
    // What every step does last, failed or not; outputs the runner refused fail the step too.
    await finish(client, outputs, log);
    await deployment?.finish(outputs.failed, outputs.written.get('url'));
    if (comment)
        await commentOn(comment, outputs, inputs, { env, log, out, clock });
    return outputs.failed ? 1 : code;
}
/** The step's inputs beyond its operation's own, read at once: every problem of them is reported together. */
function readStep(operation, options, inputs, out, log) {
    const { env, clock, runner } = options;
    const settings = inputs.check(() => readCommonSettings(inputs, operation === undefined || !KEYLESS_OPERATIONS.has(operation)));
    const proxy = settings && inputs.check(() => (0,proxy_settings/* readProxySettings */.u)(env, settings.apiUrl));
    for (const part of proxy?.credentials ?? [])
        inputs.mask(part);
    const commentSettings = readCommentSettings(inputs);
    const deploymentSettings = readDeploymentSettings(inputs, operation);
    if (operation === undefined || settings === undefined) {
        inputs.problems.throwIfAny();
        throw new Error('unreachable: no operation and no input problem');
    }
    const context = {
        inputs,
        secrets: out.secrets,
        log,
        workspace: env['GITHUB_WORKSPACE'] || process.cwd(),
        env,
        clock,
        settings,
        idToken: () => requestIdToken(runner, { env, ...settings, clock, onRetry: (line) => log.info(line) }),
    };
    const { timeoutMs, dryRun } = settings;
    const comment = commentSettings.enabled
        ? { settings: commentSettings, operation, timeoutMs, dryRun }
        : undefined;
    const deployment = deploymentSettings.mode
        ? { settings: deploymentSettings, operation, token: commentSettings.token, timeoutMs, dryRun }
        : undefined;
    return { name: operation, context, settings, proxy, comment, deployment };
}
/** A GitHub Deployment for the step; loaded by a step that records one only, as the comment is. */
async function startDeployment(request, context) {
    const { trackDeployment } = await __webpack_require__.e(/* import() */ 8215).then(__webpack_require__.bind(__webpack_require__, 8215));
    return trackDeployment(request, context);
}
/** The pull request's comment; loaded by a step that comments only: every other step starts without Octokit. */
async function commentOn(comment, outputs, inputs, context) {
    const { commentOnPullRequest } = await __webpack_require__.e(/* import() */ 9499).then(__webpack_require__.bind(__webpack_require__, 9499));
    const step = { failed: outputs.failed, outputs: outputs.written, readInput: (input) => inputs.raw(input) };
    await commentOnPullRequest(comment, step, context);
}
/** The management API's client, on a connection of the HTTP layer (through the proxy the settings give). */
async function openClient(context, connections, out, outputs) {
    const [{ PlatformClient }, { openConnection }] = await Promise.all([Promise.all(/* import() */[__webpack_require__.e(734), __webpack_require__.e(348), __webpack_require__.e(6450)]).then(__webpack_require__.bind(__webpack_require__, 6450)), Promise.all(/* import() */[__webpack_require__.e(734), __webpack_require__.e(4388)]).then(__webpack_require__.bind(__webpack_require__, 4388))]);
    const { settings, env, log, clock } = context;
    return new PlatformClient({
        connection: openConnection(env, settings.apiUrl, { connections, timeoutMs: settings.timeoutMs }),
        baseUrl: settings.apiUrl,
        apiKey: settings.apiKey ?? '',
        userAgent: version/* USER_AGENT */._,
        timeoutMs: settings.timeoutMs,
        maxAttempts: settings.maxAttempts,
        maxConnections: connections,
        onRetry: (message) => log.info(message),
        redact: (text) => out.redact(text),
        onResponse: (status) => outputs.sawStatus(status),
        clock,
    });
}
/** Loads the operation and reads its inputs into a plan: every input problem of the step at once. */
async function planStep(name, context) {
    const { inputs, log } = context;
    const { operation: chosen } = await loadOperation(name);
    let plan;
    try {
        plan = await chosen.plan(context);
    }
    catch (error) {
        // Once a problem is recorded, a later failure is most likely its consequence.
        if (!(error instanceof inputs_inputs/* InputError */.dz) && inputs.problems.list.length === 0)
            throw error;
        if (error instanceof inputs_inputs/* InputError */.dz)
            inputs.problems.add(error);
    }
    inputs.problems.throwIfAny();
    const { apiUrl, timeoutMs, maxAttempts } = context.settings;
    log.info(`Inputs are valid; API ${apiUrl.origin}, timeout ${timeoutMs / 1000} s, up to ${maxAttempts} attempt(s) a request.`);
    return { chosen, plan };
}
/** A dry run that cannot read: the requests the plan would send, and nothing sent. */
function listRequests(name, chosen, plan, settings, report) {
    // Only what a user needs to see of each request: repeat-safety and statuses are the client's.
    const requests = chosen.describe(plan).map((request) => (0,api_requests/* planned */.lM)(request, request.note));
    report.log.info(`Dry run of ${name}: ${requests.length} request(s) would be sent to ${settings.apiUrl.origin}; nothing is sent.`);
    report.log.untrusted(JSON.stringify(requests, null, 2));
    report.setOutput('result', { dryRun: true, requests });
    report.summary.heading(`bunny.net ${name}: dry run`).table(['Method', 'Path', 'Note'], requests.map((r) => [r.method, r.path, r.note ?? '']));
    return 0;
}
/** Runs the operation: one decision, made once, so a dry run shows exactly what the run would carry out. */
async function act(name, chosen, plan, client, report, dryRun) {
    const { log } = report;
    if (!(0,operations_operation/* decides */.y)(chosen)) {
        await log.group(`Call the API: ${name}`, () => chosen.execute(plan, client, report));
        return;
    }
    const decision = await log.group(`Read the API${dryRun ? ' (dry run)' : ''}: ${name}`, () => chosen.inspect(plan, client, report));
    chosen.show(decision, report, dryRun ? 'dry-run' : 'run');
    if (dryRun)
        log.info(`Dry run of ${name} with an api-key: reads only, no change was sent.`);
    else
        await log.group(`Call the API: ${name}`, () => chosen.apply(decision, client, report));
}
/** What every step does last, failed or not: the rate limit's toll, the outputs, the summary. */
async function finish(client, outputs, log) {
    const limits = client?.rateLimit;
    if (limits !== undefined && limits.limited > 0) {
        log.info(`Waited ${(0,wording/* formatSeconds */.X)(limits.waitedMs)} in total for the API's rate limit (${limits.limited} answer${limits.limited === 1 ? '' : 's'} 429)`);
    }
    await client?.close();
    await outputs.write();
}
function fail(error, operation, outputs, log) {
    const { report } = outputs;
    outputs.failed = true;
    if (error instanceof api_error/* ApiError */.h && error.status !== undefined)
        outputs.sawStatus(error.status);
    let message = error instanceof Error ? error.message : String(error);
    // The HTTP layer names no input: the codes of what to check become the inputs they mean here.
    if (error instanceof api_error/* ApiError */.h)
        message = withHintText(message, error.hints);
    if (error instanceof api_error/* ApiError */.h && error.errorKey)
        report.setOutput('error-key', error.errorKey);
    if (!(error instanceof inputs_inputs/* InputError */.dz) && !(error instanceof api_error/* ApiError */.h) && log.isDebug && error instanceof Error && error.stack) {
        message = error.stack;
    }
    report.setOutput('error-message', message);
    // Every failed step's summary says so, whether or not the operation had begun its own.
    if (report.summary.isEmpty)
        report.summary.heading(`bunny.net ${operation ?? 'action'}: failed`);
    if (!report.summary.hasVerdict)
        report.summary.verdict(false, message.split('\n')[0] ?? message);
    if (error instanceof inputs_inputs/* InputProblemsError */.VF) {
        report.summary.table(['Input', 'Problem'], error.problems.map((problem) => [problem.input, problem.message]));
    }
    log.error(message, { title: `bunny.net ${operation ?? 'action'} failed` });
}


/***/ }),

/***/ 2806:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ REDACTED),
/* harmony export */   y: () => (/* binding */ decides)
/* harmony export */ });
function decides(operation) {
    return 'inspect' in operation;
}
const REDACTED = '***';


/***/ }),

/***/ 5141:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ IdTokenError)
/* harmony export */ });
/** The token service's refusal or failure, with the status it answered when it answered. */
class IdTokenError extends Error {
    status;
    constructor(message, status) {
        super(message);
        this.name = 'IdTokenError';
        this.status = status;
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


/***/ }),

/***/ 4463:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ USER_AGENT)
/* harmony export */ });
/* unused harmony export ACTION_VERSION */
// Kept in step with package.json by a test; the User-Agent names it.
const ACTION_NAME = 'bunny-platform-action';
const ACTION_VERSION = '0.1.0';
const USER_AGENT = `${ACTION_NAME}/${ACTION_VERSION} (+https://github.com/features/actions)`;


/***/ }),

/***/ 2194:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ runUrl),
/* harmony export */   w: () => (/* binding */ workflowLinksHtml)
/* harmony export */ });
/* harmony import */ var _untrusted_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3649);

function repositoryUrl(env) {
    const server = (env['GITHUB_SERVER_URL'] || 'https://github.com').replace(/\/+$/, '');
    return `${server}/${env['GITHUB_REPOSITORY'] ?? ''}`;
}
/** The run's address (a re-run's names its attempt); undefined outside a runner. */
function runUrl(env) {
    const runId = env['GITHUB_RUN_ID'];
    if (!runId || !env['GITHUB_REPOSITORY'])
        return undefined;
    const attempt = Number(env['GITHUB_RUN_ATTEMPT'] ?? '1');
    // A re-run's links point at the attempt that wrote the summary, not the first one.
    return `${repositoryUrl(env)}/actions/runs/${runId}${attempt > 1 ? `/attempts/${attempt}` : ''}`;
}
/**
 * A footer for the job summary linking the run and the commit it built, from the variables
 * the runner sets for every step; nothing here needs GitHub's API. Only on a runner
 * (GITHUB_RUN_ID and GITHUB_REPOSITORY set).
 */
function workflowLinksHtml(env) {
    const runId = env['GITHUB_RUN_ID'];
    const run = runUrl(env);
    if (!runId || !run)
        return undefined;
    const repository = repositoryUrl(env);
    const label = `${env['GITHUB_WORKFLOW'] || 'workflow'} run ${env['GITHUB_RUN_NUMBER'] ?? runId}`;
    const parts = [`<a href="${(0,_untrusted_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(run)}">${(0,_untrusted_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(label)}</a>`];
    const sha = env['GITHUB_SHA'] ?? '';
    if (/^[0-9a-f]{40}$/i.test(sha)) {
        parts.push(`commit <a href="${(0,_untrusted_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(`${repository}/commit/${sha}`)}"><code>${sha.slice(0, 7)}</code></a>`);
    }
    return `<p><sub>${parts.join(' \u00b7 ')}</sub></p>`;
}


/***/ })

};
