export const id = 6103;
export const ids = [6103];
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

/***/ 6103:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   operation: () => (/* binding */ operation)
/* harmony export */ });
/* harmony import */ var _api_requests_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7109);
/* harmony import */ var _runner_untrusted_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3649);
/* harmony import */ var _api_api_error_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(316);



const operation = {
    plan({ inputs }) {
        return { pullZoneId: inputs.id('pull-zone-id', 'int32'), requireWaf: inputs.boolean('require-waf', false) };
    },
    describe(plan) {
        return [_api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .requests */ .zG.shieldZoneOfPullZone(plan.pullZoneId)];
    },
    async execute(plan, client, { setOutput, summary, log }) {
        const { pullZoneId } = plan;
        summary.heading(`bunny.net get-shield-zone: pull zone ${pullZoneId}`);
        let zone;
        try {
            // 202 (not ready yet) is asked again by the transport, and ends in an error if it stays.
            zone = (await client.send(_api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .requests */ .zG.shieldZoneOfPullZone(pullZoneId))).body.data;
        }
        catch (error) {
            if (!(error instanceof _api_api_error_js__WEBPACK_IMPORTED_MODULE_2__/* .ApiError */ .h))
                throw error;
            if (error.status === 404) {
                summary.verdict(false, `Pull zone ${pullZoneId} has no shield zone`);
                throw error.withMessage(`Pull zone ${pullZoneId} has no shield zone, or does not exist (${error.request} answered 404 Not Found${error.apiMessage ? `: ${error.apiMessage}` : ''})`);
            }
            if (error.status === 202 && (error.apiMessage !== undefined || error.errorKey !== undefined)) {
                // Shield answers 202 with an error body too: that is a refusal, and its reason is the message.
                summary.verdict(false, `The shield zone of pull zone ${pullZoneId} could not be read`);
                throw error.withMessage(`The shield zone of pull zone ${pullZoneId} could not be read: ${error.message}`);
            }
            if (error.status === 202) {
                throw error.withMessage(error.message.replace('not ready yet', `the shield zone of pull zone ${pullZoneId} is not ready yet`));
            }
            throw error;
        }
        const wafEnabled = zone.wafEnabled === true;
        const learningMode = zone.learningMode === true;
        setOutput('shield-zone-id', zone.shieldZoneId);
        setOutput('waf-enabled', wafEnabled);
        setOutput('learning-mode', learningMode);
        setOutput('result', zone);
        const learning = learningMode ? `on${zone.learningModeUntil ? ` until ${(0,_runner_untrusted_text_js__WEBPACK_IMPORTED_MODULE_1__/* .inline */ .mG)(zone.learningModeUntil, 40)}` : ''}` : 'off';
        log.info(`Pull zone ${pullZoneId}: shield zone ${zone.shieldZoneId}, WAF ${wafEnabled ? 'enabled' : 'disabled'}, learning mode ${learning}`);
        if (plan.requireWaf)
            summary.verdict(wafEnabled, wafEnabled ? 'WAF is enabled' : 'WAF is disabled, and require-waf is true');
        summary.facts([
            ['Shield zone', zone.shieldZoneId],
            ['WAF enabled', wafEnabled],
            ['Learning mode', learning],
            ['Disabled WAF rules', zone.wafDisabledRules?.length ?? 0],
            ['Log-only WAF rules', zone.wafLogOnlyRules?.length ?? 0],
            ['Real-time threat intelligence', zone.wafRealtimeThreatIntelligenceEnabled ?? ''],
            ['Rate limit rules limit', zone.rateLimitRulesLimit ?? ''],
            ['Custom WAF rules limit', zone.customWafRulesLimit ?? ''],
        ]);
        if (plan.requireWaf && !wafEnabled) {
            throw new Error(`The WAF of pull zone ${pullZoneId} (shield zone ${zone.shieldZoneId}) is disabled, and require-waf is true`);
        }
        if (learningMode && wafEnabled)
            log.info('The WAF is in learning mode: it logs what it would block');
    },
};


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
