export const id = 2449;
export const ids = [2449];
export const modules = {

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


/***/ })

};
