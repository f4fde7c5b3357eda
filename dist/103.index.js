export const id = 103;
export const ids = [103];
export const modules = {

/***/ 7109:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ requestLine),
/* harmony export */   z: () => (/* binding */ requests)
/* harmony export */ });
/** "PUT /dnszone/1/records": how messages and retry lines name a request; never a key or a body. */
function requestLine(request) {
    return `${request.method} ${request.path}`;
}
/**
 * One path segment. `.` and `..` survive encoding and a URL resolves them, which would send
 * the request to another endpoint; callers refuse them as input, and this refuses them again.
 */
function segment(value) {
    const text = String(value);
    if (text === '.' || text === '..' || text === '')
        throw new Error(`'${text}' cannot be a path segment`);
    return encodeURIComponent(text);
}
const requests = {
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
     */
    updateApp: (appId, config) => ({
        method: 'PUT',
        path: `/mc/apps/${segment(appId)}`,
        body: config,
        repeatSafe: false,
        // The platform's Terraform provider accepts both.
        okStatuses: [200, 201],
        response: 'appUpdate',
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
    saveScriptCode: (scriptId, code) => ({
        method: 'POST',
        path: `/compute/script/${segment(scriptId)}/code`,
        body: { Code: code },
        repeatSafe: true,
        okStatuses: [200, 204],
        emptyStatuses: [200, 204],
    }),
    /**
     * Publishes the draft as a new release. The spec declares a `uuid` parameter this path does
     * not have; none is sent. Not safe to repeat: each success makes one more release.
     */
    publishScript: (scriptId, note) => ({
        method: 'POST',
        path: `/compute/script/${segment(scriptId)}/publish`,
        body: { Note: note },
        repeatSafe: false,
        okStatuses: [200, 204],
        emptyStatuses: [200, 204],
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
    /** The digest a tag has now: a read, whatever the method says. */
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
     * same image twice leaves the same state.
     */
    patchContainerImage: (appId, containerId, image) => ({
        method: 'PATCH',
        path: `/mc/apps/${segment(appId)}/containers/${segment(containerId)}`,
        body: image,
        repeatSafe: true,
        okStatuses: [200, 204],
        emptyStatuses: [204],
        response: 'containerTemplate',
    }),
    /** 204 when deleted; a 404 says neither whether the zone or the record is missing (read the zone first). */
    deleteDnsRecord: (zoneId, recordId) => ({
        method: 'DELETE',
        path: `/dnszone/${segment(zoneId)}/records/${segment(recordId)}`,
        repeatSafe: true,
        okStatuses: [200, 204, 404],
        emptyStatuses: [200, 204, 404],
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
        return [_api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .requests */ .z.shieldZoneOfPullZone(plan.pullZoneId)];
    },
    async execute(plan, client, { setOutput, summary, log }) {
        const { pullZoneId } = plan;
        summary.heading(`bunny.net get-shield-zone: pull zone ${pullZoneId}`);
        let zone;
        try {
            // 202 (not ready yet) is asked again by the transport, and ends in an error if it stays.
            zone = (await client.send(_api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .requests */ .z.shieldZoneOfPullZone(pullZoneId))).body.data;
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


/***/ })

};
