export const id = 481;
export const ids = [481];
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
    }
    /**
     * The same failure with a message that says what it means for the caller (which input to
     * check, whether something may have changed). Kind, status and the API's own text are kept,
     * so the outputs `status` and `error-key` stay what the API answered.
     */
    withMessage(message) {
        return new ApiError(message, { ...this, cause: this });
    }
}


/***/ }),

/***/ 5213:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ systemClock)
/* harmony export */ });
const systemClock = {
    date: () => new Date(),
    now: () => performance.now(),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms))),
};


/***/ }),

/***/ 9023:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ez: () => (/* binding */ SECRET_NAME_MAX),
/* harmony export */   KJ: () => (/* binding */ SECRET_VALUE_MAX),
/* harmony export */   Qh: () => (/* binding */ INT32_MIN),
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
const AUDIT_ORDERS = ['Ascending', 'Descending'];
const AUDIT_LIMIT_MIN = 1;
const AUDIT_LIMIT_MAX = 10_000;
const SEARCH_RESULT_TYPES = ['cdn', 'storage', 'dns', 'script', 'stream'];


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
    /** The script: hostnames, linked pull zones, CurrentReleaseId (0 before the first publish). */
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
/* harmony export */   a3: () => (/* binding */ formatDuration),
/* harmony export */   a6: () => (/* binding */ waitedFor)
/* harmony export */ });
/*
 * How every wait writes time: the release waits, the rollout, the probe, a retry's backoff and
 * the rate limit. One format, so that a log can be read (and grepped) the same way throughout.
 */
/** A duration to a tenth of a second, without a trailing ".0": "0 s", "0.4 s", "2.5 s", "60 s". */
function formatDuration(ms) {
    return `${Math.round(Math.max(0, ms) / 100) / 10} s`;
}
/**
 * "Poll 3 at 4.5 s: <what it found>; next poll in 2 s", or "; time is up" on a last read that
 * did not settle. A probe counts attempts: `noun` 'Attempt' gives "Attempt 3 at ... next attempt in".
 */
function pollLine(sample, found, noun = 'Poll') {
    const next = sample.nextInMs !== undefined
        ? `; next ${noun.toLowerCase()} in ${formatDuration(sample.nextInMs)}`
        : sample.settled
            ? ''
            : '; time is up';
    return `${noun} ${sample.poll} at ${formatDuration(sample.elapsedMs)}${found === '' ? '' : `: ${found}`}${next}`;
}
/** "after 12 s (7 polls)". */
function waitedFor(wait) {
    return `after ${formatDuration(wait.elapsedMs)} (${wait.polls} poll${wait.polls === 1 ? '' : 's'})`;
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

/***/ 9945:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  F: () => (/* binding */ readCommonSettings)
});

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
        throw new Error('credentials in the URL are not allowed; pass the key as api-key');
    if (url.search || text.includes('?'))
        throw new Error('a query string is not allowed');
    if (url.hash || text.includes('#'))
        throw new Error('a fragment is not allowed');
    return url;
}

// EXTERNAL MODULE: ./inputs/inputs.ts
var inputs_inputs = __webpack_require__(2495);
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
        throw new inputs_inputs/* InputError */.dz('api-url', error.message.replaceAll(apiUrlText, (0,url_text/* hideCredentials */.RW)(apiUrlText)));
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
/* unused harmony export bypassesProxy */
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2495);

/**
 * The variable that names the proxy for a target, as the runner's own tools read it
 * (`@actions/http-client`): lower case first, `https_proxy` for an https target and `http_proxy`
 * for http, with no fallback from one to the other.
 */
function proxyVariable(env, target) {
    const names = target.protocol === 'https:' ? ['https_proxy', 'HTTPS_PROXY'] : ['http_proxy', 'HTTP_PROXY'];
    for (const name of names) {
        const value = env[name]?.trim();
        if (value)
            return [name, value];
    }
    return undefined;
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
/** The proxy for requests to `target`, or undefined when they go straight there. */
function readProxySettings(env, target) {
    const chosen = proxyVariable(env, target);
    if (chosen === undefined)
        return undefined;
    if (bypassesProxy(env['no_proxy'] ?? env['NO_PROXY'], target))
        return undefined;
    const [name, value] = chosen;
    let url;
    try {
        // A bare host:port is how many people write it; curl and the runner read it as http.
        url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `http://${value}`);
    }
    catch {
        throw new _inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(name, 'is not a proxy address; expected http://host:port, or http://user:password@host:port');
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw new _inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(name, `uses ${url.protocol.slice(0, -1)}; a proxy address is http:// or https://`);
    }
    const credentials = [url.username, url.password, decodeURIComponent(url.username), decodeURIComponent(url.password)].filter((part) => part.length > 0);
    return { url: url.href, label: `${url.protocol}//${url.host} (from ${name})`, credentials };
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

/***/ 8481:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
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
// EXTERNAL MODULE: ./api/wait-log.ts
var wait_log = __webpack_require__(4869);
// EXTERNAL MODULE: ./inputs/inputs.ts
var inputs_inputs = __webpack_require__(2495);
;// CONCATENATED MODULE: ./inputs/action-interface.ts
// Generated from action.yml by `npm run docs`; a test fails when the two differ. Do not edit.
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
    'remove-hostname',
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
]));

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
function undeclaredInputs(env) {
    const errors = [];
    for (const variable of Object.keys(env).sort()) {
        if (!variable.toUpperCase().startsWith('INPUT_') || DECLARED_VARIABLES.has(variable))
            continue;
        // The runner upper-cases the name, so the lower-case form is the likeliest spelling.
        const name = variable.slice('INPUT_'.length).toLowerCase();
        const near = (0,closest_word/* closest */.k)(name, DECLARED_INPUTS);
        errors.push(new inputs_inputs/* InputError */.dz(name, `is not an input of this action (passed as ${variable})${near ? `; did you mean '${near}'?` : ''}; inputs are listed in action.yml`));
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
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
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





/** A command's message: `%`, CR and LF escaped, as the runner unescapes them. */
const escapeData = (text) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
/** A command's property value: as a message, and `:` and `,` too, which end a property. */
const escapeProperty = (text) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
/**
 * What the runner reads as a workflow command: `::` at the start of a line once leading
 * whitespace (any Unicode space) is trimmed, or the legacy `##[name]`, which it finds anywhere
 * in a line. A line ends at \n, \r\n or a lone \r.
 */
const COMMAND_SYNTAX = /(^|[\r\n])[\s\u0085]*::|##\[/;
/**
 * The one way text leaves the step for the runner: log lines, annotations, groups, outputs and
 * the job summary. Every text is scrubbed of registered secrets here and nowhere else, so no
 * caller can forget it. The protocol is the runner's workflow commands and its GITHUB_OUTPUT and
 * GITHUB_STEP_SUMMARY files, written here (as @actions/core writes them) to the sink and from
 * the environment the step was given, so that steps in one process never share either.
 */
class RunnerOutput {
    #env;
    #sink;
    secrets = new SecretRegistry((value) => this.#command('add-mask', {}, value));
    /** `env` and `sink` are the step's: the entry point gives process.env and process.stdout, a test its own. */
    constructor(env, sink) {
        this.#env = env;
        this.#sink = sink;
    }
    get isDebug() {
        return this.#env['RUNNER_DEBUG'] === '1';
    }
    /** A plain log line; one that holds command syntax is printed inert, never acted on. */
    info(message) {
        const text = this.#scrub(message);
        this.#line(COMMAND_SYNTAX.test(text) ? (0,untrusted_text/* inertBlock */.WC)(text) : text);
    }
    /** Text from the API or a user, printed so that the runner acts on no command in it. */
    block(text) {
        this.#line((0,untrusted_text/* inertBlock */.WC)(this.#scrub(text)));
    }
    debug(message) {
        this.#command('debug', {}, this.#scrub(message));
    }
    annotate(level, message, properties = {}) {
        const scrubbed = properties.title === undefined ? {} : { title: this.#scrub(properties.title) };
        this.#command(level, scrubbed, this.#scrub(message));
    }
    startGroup(name) {
        this.#command('group', {}, this.#scrub(name));
    }
    endGroup() {
        this.#command('endgroup', {}, '');
    }
    /**
     * Sets an output and returns the text the workflow sees: appended to the GITHUB_OUTPUT file
     * between delimiters no value can hold, or, on a runner without that file, the old command.
     */
    setOutput(name, value) {
        const text = this.#scrub(value);
        const file = this.#env['GITHUB_OUTPUT'];
        if (file) {
            const delimiter = `ghadelimiter_${(0,external_node_crypto_.randomUUID)()}`;
            if (!(0,external_node_fs_.existsSync)(file))
                throw new Error(`Unable to find the GITHUB_OUTPUT file at ${file}`);
            (0,external_node_fs_.appendFileSync)(file, `${name}<<${delimiter}${external_node_os_.EOL}${text}${external_node_os_.EOL}${delimiter}${external_node_os_.EOL}`, 'utf8');
        }
        else {
            this.#sink.write(external_node_os_.EOL);
            this.#command('set-output', { name }, text);
        }
        return text;
    }
    /** Appends to the job summary; false when the runner gave no summary file. */
    appendSummary(html) {
        const file = this.#env['GITHUB_STEP_SUMMARY'];
        if (!file)
            return false;
        (0,external_node_fs_.appendFileSync)(file, this.#scrub(html), 'utf8');
        return true;
    }
    /**
     * What `text` would be once it leaves: for callers that must cut it short after, not before, and
     * for text that leaves for GitHub's API (the pull request comment), scrubbed as all the rest.
     */
    redact(text) {
        return this.#scrub(text);
    }
    #line(text) {
        this.#sink.write(`${text}${external_node_os_.EOL}`);
    }
    /** `::name key=value,...::message`, the workflow command syntax the runner reads. */
    #command(name, properties, message) {
        const given = Object.entries(properties).filter(([, value]) => value !== '');
        const props = given.length === 0 ? '' : ` ${given.map(([key, value]) => `${key}=${escapeProperty(value)}`).join(',')}`;
        this.#line(`::${name}${props}::${escapeData(message)}`);
    }
    #scrub(text) {
        return this.secrets.scrub(text);
    }
}

// EXTERNAL MODULE: ./inputs/common-settings.ts + 1 modules
var common_settings = __webpack_require__(9945);
// EXTERNAL MODULE: ./inputs/proxy-settings.ts
var proxy_settings = __webpack_require__(4884);
;// CONCATENATED MODULE: ./operations/registry.ts
/**
 * The one list of operations. Each loads only its own code, so a step pays start-up for
 * one operation; the operation-name type and the `operation` input's choices derive from it.
 */
const OPERATIONS = {
    'add-dns-record': () => Promise.all(/* import() */[__webpack_require__.e(128), __webpack_require__.e(637), __webpack_require__.e(336), __webpack_require__.e(884)]).then(__webpack_require__.bind(__webpack_require__, 5884)),
    'upsert-secret': () => __webpack_require__.e(/* import() */ 105).then(__webpack_require__.bind(__webpack_require__, 3105)),
    'update-secret': () => __webpack_require__.e(/* import() */ 220).then(__webpack_require__.bind(__webpack_require__, 6220)),
    'update-app': () => Promise.all(/* import() */[__webpack_require__.e(128), __webpack_require__.e(830), __webpack_require__.e(637), __webpack_require__.e(373), __webpack_require__.e(805)]).then(__webpack_require__.bind(__webpack_require__, 3805)),
    'get-active-release': () => __webpack_require__.e(/* import() */ 158).then(__webpack_require__.bind(__webpack_require__, 4158)),
    'get-audit-log': () => Promise.all(/* import() */[__webpack_require__.e(128), __webpack_require__.e(830), __webpack_require__.e(294), __webpack_require__.e(740)]).then(__webpack_require__.bind(__webpack_require__, 4740)),
    'get-shield-zone': () => __webpack_require__.e(/* import() */ 103).then(__webpack_require__.bind(__webpack_require__, 6103)),
    search: () => __webpack_require__.e(/* import() */ 980).then(__webpack_require__.bind(__webpack_require__, 2980)),
    'purge-cache': () => __webpack_require__.e(/* import() */ 662).then(__webpack_require__.bind(__webpack_require__, 2662)),
    'publish-script': () => Promise.all(/* import() */[__webpack_require__.e(830), __webpack_require__.e(373), __webpack_require__.e(520)]).then(__webpack_require__.bind(__webpack_require__, 3520)),
    'rollback-script': () => __webpack_require__.e(/* import() */ 411).then(__webpack_require__.bind(__webpack_require__, 4792)),
    'probe-url': () => Promise.all(/* import() */[__webpack_require__.e(830), __webpack_require__.e(373), __webpack_require__.e(254)]).then(__webpack_require__.bind(__webpack_require__, 5254)),
    'delete-dns-record': () => Promise.all(/* import() */[__webpack_require__.e(128), __webpack_require__.e(637), __webpack_require__.e(336), __webpack_require__.e(633)]).then(__webpack_require__.bind(__webpack_require__, 633)),
    'sync-storage': () => Promise.all(/* import() */[__webpack_require__.e(830), __webpack_require__.e(340), __webpack_require__.e(86)]).then(__webpack_require__.bind(__webpack_require__, 5111)),
    'deploy-site': () => Promise.all(/* import() */[__webpack_require__.e(128), __webpack_require__.e(830), __webpack_require__.e(373), __webpack_require__.e(340), __webpack_require__.e(388), __webpack_require__.e(406)]).then(__webpack_require__.bind(__webpack_require__, 8406)),
    'promote-site': () => Promise.all(/* import() */[__webpack_require__.e(128), __webpack_require__.e(830), __webpack_require__.e(373), __webpack_require__.e(340), __webpack_require__.e(388), __webpack_require__.e(836)]).then(__webpack_require__.bind(__webpack_require__, 8836)),
    'remove-site-preview': () => Promise.all(/* import() */[__webpack_require__.e(128), __webpack_require__.e(388), __webpack_require__.e(989)]).then(__webpack_require__.bind(__webpack_require__, 4989)),
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

// EXTERNAL MODULE: ./api/clock.ts
var api_clock = __webpack_require__(5213);
// EXTERNAL MODULE: ./runner/version.ts
var version = __webpack_require__(4463);
// EXTERNAL MODULE: ./runner/workflow-links.ts
var workflow_links = __webpack_require__(2194);
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

;// CONCATENATED MODULE: ./runner/process-step.ts
/**
 * Runs a step as this process's own: its environment, its stdout, and the exit code as the
 * process's. What `run()` does when called with nothing, as @github/local-action calls an
 * entry point's `run()` (`npx @github/local-action run . src/main.ts .env`), which ignores the
 * value `run()` returns: a failed step must still end the process with 1.
 */
async function runAsThisProcess(run) {
    const exitCode = await run({ env: process.env, stdout: process.stdout });
    process.exitCode = exitCode;
    return exitCode;
}

;// CONCATENATED MODULE: ./main.ts


















function serialise(value) {
    if (value === null || value === undefined)
        return '';
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
/**
 * Runs one step: read inputs, call the API, set outputs, write the summary; fail cleanly.
 * Returns the exit code, which the entry point gives the process. Nothing is read from or
 * written to the process itself: environment and output are the ones given.
 */
async function run(options) {
    // Called with nothing (@github/local-action calls an entry's run() so): this process's step.
    if (options === undefined)
        return runAsThisProcess(run);
    const { env } = options;
    const clock = options.clock ?? api_clock/* systemClock */.m;
    let exitCode = 0;
    const out = new RunnerOutput(env, options.stdout);
    const secrets = out.secrets;
    const log = new RunnerLog(out);
    const summary = new JobSummary();
    const inputs = new inputs_inputs/* Inputs */.G0((0,inputs_inputs/* environmentInputs */.rg)(env), (value) => secrets.add(value));
    /** Each output's last value, written to the runner once when the step ends. */
    const written = new Map();
    const report = {
        // Kept until the step ends, then written once each, failed or not: an operation that learns
        // more later (a result with the rollout's status) replaces its value instead of appending.
        setOutput(name, value) {
            if (value === undefined)
                return;
            written.set(name, serialise(value));
        },
        summary,
        log,
        clock,
    };
    let operation;
    let lastStatus;
    let client;
    /** Set once the inputs are valid and the step will act: a pull request comment reports what it did. */
    let comment;
    try {
        // The key is masked before any input is read or any line printed.
        inputs.maskSecretInputs();
        // Every input problem of the step is gathered, and the step fails once naming them all.
        for (const problem of undeclaredInputs(env))
            inputs.problems.add(problem);
        operation = inputs.choice('operation', OPERATION_NAMES, { required: true });
        const keyRequired = operation === undefined || !KEYLESS_OPERATIONS.has(operation);
        const settings = inputs.check(() => (0,common_settings/* readCommonSettings */.F)(inputs, keyRequired));
        const proxy = settings && inputs.check(() => (0,proxy_settings/* readProxySettings */.u)(env, settings.apiUrl));
        // A proxy's credentials are as secret as the key.
        for (const part of proxy?.credentials ?? [])
            inputs.mask(part);
        const commentSettings = readCommentSettings(inputs);
        const name = operation;
        if (name === undefined || settings === undefined) {
            inputs.problems.throwIfAny();
            throw new Error('unreachable: no operation and no input problem');
        }
        const { chosen, plan } = await log.group(`Validate inputs of ${name}`, async () => {
            const { operation: chosen } = await loadOperation(name);
            const context = {
                inputs,
                secrets,
                log,
                workspace: env['GITHUB_WORKSPACE'] || process.cwd(),
                env,
                clock,
            };
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
            log.info(`Inputs are valid; API ${settings.apiUrl.origin}, timeout ${settings.timeoutMs / 1000} s, up to ${settings.maxAttempts} attempt(s) a request.`);
            return { chosen, plan };
        });
        if (commentSettings.enabled)
            comment = { settings: commentSettings, operation: name, timeoutMs: settings.timeoutMs, dryRun: settings.dryRun };
        const reads = (0,operations_operation/* decides */.y)(chosen) || chosen.preview !== undefined;
        const canRead = settings.apiKey !== undefined || (chosen.readsWithoutKey?.(plan) ?? false);
        if (settings.dryRun && (!canRead || !reads)) {
            // Only what a user needs to see of each request: repeat-safety and statuses are the client's.
            const requests = chosen.describe(plan).map((request) => (0,api_requests/* planned */.lM)(request, request.note));
            log.info(`Dry run of ${operation}: ${requests.length} request(s) would be sent to ${settings.apiUrl.origin}; nothing is sent.`);
            log.untrusted(JSON.stringify(requests, null, 2));
            report.setOutput('result', { dryRun: true, requests });
            summary.heading(`bunny.net ${operation}: dry run`).table(['Method', 'Path', 'Note'], requests.map((r) => [r.method, r.path, r.note ?? '']));
            return exitCode;
        }
        const { PlatformClient } = await Promise.all(/* import() */[__webpack_require__.e(830), __webpack_require__.e(294), __webpack_require__.e(450)]).then(__webpack_require__.bind(__webpack_require__, 6450));
        if (proxy)
            log.info(`Requests to ${settings.apiUrl.host} go through the proxy ${proxy.label}.`);
        client = new PlatformClient({
            ...(proxy ? { proxyUrl: proxy.url, proxyLabel: proxy.label } : {}),
            baseUrl: settings.apiUrl,
            apiKey: settings.apiKey ?? '',
            userAgent: version/* USER_AGENT */._,
            timeoutMs: settings.timeoutMs,
            maxAttempts: settings.maxAttempts,
            maxConnections: chosen.concurrency?.(plan) ?? 1,
            onRetry: (message) => log.info(message),
            // Not the scrubbing point: the transport cuts API text short, and a secret cut in half
            // would no longer be recognised where the text leaves for the runner.
            redact: (text) => secrets.scrub(text),
            onResponse: (status) => {
                lastStatus = status;
            },
            clock,
        });
        const ready = client;
        if ((0,operations_operation/* decides */.y)(chosen)) {
            // One decision, made once: the dry run shows exactly what the run would then carry out.
            const mode = settings.dryRun ? 'dry-run' : 'run';
            const decision = await log.group(`Read the API${settings.dryRun ? ' (dry run)' : ''}: ${name}`, () => chosen.inspect(plan, ready, report));
            chosen.show(decision, report, mode);
            if (settings.dryRun)
                log.info(`Dry run of ${name} with an api-key: reads only, no change was sent.`);
            else
                await log.group(`Call the API: ${name}`, () => chosen.apply(decision, ready, report));
        }
        else if (settings.dryRun && chosen.preview) {
            log.info(`Dry run of ${name} with an api-key: reads only, no change is sent.`);
            const preview = chosen.preview.bind(chosen);
            await log.group(`Read the API (dry run): ${name}`, () => preview(plan, ready, report));
        }
        else {
            await log.group(`Call the API: ${name}`, () => chosen.execute(plan, ready, report));
        }
    }
    catch (error) {
        const status = error instanceof api_error/* ApiError */.h ? error.status : undefined;
        if (status !== undefined)
            lastStatus = status;
        fail(error, operation, report, log);
        exitCode = 1;
    }
    finally {
        // An operation that sends a batch sets its own status (the first failure's); others report the last answer.
        if (lastStatus !== undefined && !written.has('status'))
            report.setOutput('status', lastStatus);
        const limits = client?.rateLimit;
        if (limits !== undefined && limits.limited > 0) {
            log.info(`Waited ${(0,wait_log/* formatDuration */.a3)(limits.waitedMs)} in total for the API's rate limit (${limits.limited} answer${limits.limited === 1 ? '' : 's'} 429)`);
        }
        await client?.close();
        const links = summary.isEmpty ? undefined : (0,workflow_links/* workflowLinksHtml */.w)(env);
        if (links)
            summary.trustedHtml(links);
        if (!summary.isEmpty)
            report.setOutput('summary-markdown', summary.toString());
        if (written.size > 0) {
            await log.group('Outputs', async () => {
                for (const [output, value] of written)
                    log.info(`${output}: ${(0,untrusted_text/* inline */.mG)(out.setOutput(output, value), 160)}`);
            });
        }
        if (!summary.isEmpty && env['GITHUB_STEP_SUMMARY']) {
            try {
                out.appendSummary(summary.toString());
            }
            catch (error) {
                log.warning(`Could not write the job summary: ${error.message}`);
            }
        }
        if (comment) {
            // Loaded by a step that comments only: every other step starts as it did before.
            const { commentOnPullRequest } = await __webpack_require__.e(/* import() */ 499).then(__webpack_require__.bind(__webpack_require__, 9499));
            await commentOnPullRequest(comment, { failed: exitCode !== 0, outputs: written, readInput: (input) => inputs.raw(input) }, { env, log, out, clock });
        }
    }
    return exitCode;
}
function fail(error, operation, report, log) {
    let message = error instanceof Error ? error.message : String(error);
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
