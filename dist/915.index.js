export const id = 915;
export const ids = [915];
export const modules = {

/***/ 9214:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ endpoints)
/* harmony export */ });
/**
 * The path of each endpoint, below the base address. One place for the client that sends
 * the requests and for the operations that name them in dry runs and messages. No zod and no
 * undici here: operations load this before their inputs are known to be valid.
 */
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
const endpoints = {
    dnsRecords: (zoneId) => `/dnszone/${segment(zoneId)}/records`,
    scriptSecrets: (scriptId) => `/compute/script/${segment(scriptId)}/secrets`,
    scriptSecret: (scriptId, secretId) => `/compute/script/${segment(scriptId)}/secrets/${segment(secretId)}`,
    app: (appId) => `/mc/apps/${segment(appId)}`,
    activeRelease: (scriptId) => `/compute/script/${segment(scriptId)}/releases/active`,
    auditLog: (date) => `/user/audit/${segment(date)}`,
    shieldZoneOfPullZone: (pullZoneId) => `/shield/shield-zone/get-by-pullzone/${segment(pullZoneId)}`,
    search: () => '/search',
};


/***/ }),

/***/ 1915:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   operation: () => (/* binding */ operation)
/* harmony export */ });
/* harmony import */ var _api_endpoints_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9214);
/* harmony import */ var _api_limits_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(470);
/* harmony import */ var _runner_untrusted_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2590);




/** Most results the log and the summary list; the outputs carry them all. */
const MAX_LISTED = 50;
const sameType = (type, wanted) => (type ?? '').toLowerCase() === wanted;
const operation = {
    plan({ inputs }) {
        const query = inputs.line('query', { required: true, expected: 'the text to search for' });
        const from = inputs.integer('from', { min: 0, max: _api_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .INT32_MAX */ .go, default: 0 }) ?? 0;
        const size = inputs.integer('size', { min: 1, max: _api_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .INT32_MAX */ .go, default: 20 }) ?? 20;
        const resultType = inputs.choice('result-type', _api_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .SEARCH_RESULT_TYPES */ .zP, { caseInsensitive: true });
        return { query, from, size, resultType };
    },
    describe(plan) {
        return [{ method: 'GET', path: _api_endpoints_js__WEBPACK_IMPORTED_MODULE_0__/* .endpoints */ .v.search(), query: { search: plan.query, from: plan.from, size: plan.size } }];
    },
    async execute(plan, client, { setOutput, summary, log }) {
        const { body } = await client.search({ search: plan.query, from: plan.from, size: plan.size });
        const page = body ?? { Total: 0, SearchResults: [] };
        const all = page.SearchResults ?? [];
        const kept = plan.resultType === undefined ? all : all.filter((r) => sameType(r.Type, plan.resultType));
        const ids = kept.map((r) => r.Id);
        setOutput('total', page.Total);
        setOutput('ids', ids);
        setOutput('first-id', ids[0]);
        setOutput('result', { ...page, SearchResults: kept });
        const filtered = plan.resultType === undefined ? '' : ` (${kept.length} of type ${plan.resultType})`;
        log.info(`Search ${JSON.stringify((0,_runner_untrusted_text_js__WEBPACK_IMPORTED_MODULE_1__/* .inline */ .mG)(plan.query, 100))}: ${page.Total} matches in all, ${all.length} on this page from ${plan.from}${filtered}`);
        for (const result of kept.slice(0, MAX_LISTED)) {
            log.info(`  ${result.Id} (${(0,_runner_untrusted_text_js__WEBPACK_IMPORTED_MODULE_1__/* .inline */ .mG)(result.Type, 20) || '?'}) ${(0,_runner_untrusted_text_js__WEBPACK_IMPORTED_MODULE_1__/* .inline */ .mG)(result.Name, 120)}`);
        }
        if (kept.length > MAX_LISTED)
            log.info(`  … and ${kept.length - MAX_LISTED} more (see the ids and result outputs)`);
        summary
            .heading(`bunny.net search: ${plan.query}`)
            .paragraph(`${page.Total} matches in all; ${kept.length} shown from result ${plan.from}${plan.resultType ? `, type ${plan.resultType} only` : ''}.`)
            .table(['Type', 'Id', 'Name'], kept.slice(0, MAX_LISTED).map((r) => [r.Type, r.Id, r.Name]));
    },
};


/***/ })

};
