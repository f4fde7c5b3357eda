export const id = 2980;
export const ids = [2980];
export const modules = {

/***/ 2980:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   operation: () => (/* binding */ operation)
/* harmony export */ });
/* harmony import */ var _api_requests_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7109);
/* harmony import */ var _api_limits_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9023);
/* harmony import */ var _runner_untrusted_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3649);




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
        return [_api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .requests */ .zG.search({ search: plan.query, from: plan.from, size: plan.size })];
    },
    async execute(plan, client, { setOutput, summary, log }) {
        const { body } = await client.send(_api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .requests */ .zG.search({ search: plan.query, from: plan.from, size: plan.size }));
        const page = body;
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
            log.info(`  \u2026 and ${kept.length - MAX_LISTED} more (see the ids and result outputs)`);
        summary
            .heading(`bunny.net search: ${plan.query}`)
            .paragraph(`${page.Total} matches in all; ${kept.length} shown from result ${plan.from}${plan.resultType ? `, type ${plan.resultType} only` : ''}.`)
            .table(['Type', 'Id', 'Name'], kept.slice(0, MAX_LISTED).map((r) => [r.Type, r.Id, r.Name]));
    },
};


/***/ })

};
