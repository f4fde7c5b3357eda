export const id = 324;
export const ids = [324];
export const modules = {

/***/ 6317:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gk: () => (/* binding */ int64),
/* harmony export */   HA: () => (/* binding */ int32),
/* harmony export */   PE: () => (/* binding */ byte),
/* harmony export */   Qh: () => (/* binding */ INT32_MIN),
/* harmony export */   go: () => (/* binding */ INT32_MAX)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8816);

// JSON numbers lose precision past 2^53, so an int64 id larger than that cannot be
// sent or compared safely; refusing it is better than addressing the wrong object.
const INT32_MAX = 2_147_483_647;
const INT32_MIN = -2_147_483_648;
const int32 = zod__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Whr().min(INT32_MIN).max(INT32_MAX);
const int64 = zod__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Whr().min(Number.MIN_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER);
const byte = zod__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Whr().min(0).max(255);


/***/ }),

/***/ 9211:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   gC: () => (/* binding */ SearchPage),
/* harmony export */   zP: () => (/* binding */ SEARCH_RESULT_TYPES)
/* harmony export */ });
/* unused harmony export SearchResult */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8816);
/* harmony import */ var _numbers_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6317);


const SEARCH_RESULT_TYPES = ['cdn', 'storage', 'dns', 'script', 'stream'];
const SearchResult = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    Type: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullish(),
    Id: _numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .int64 */ .Gk,
    Name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullish(),
});
const SearchPage = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    Query: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullish(),
    Total: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(),
    From: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nullish(),
    Size: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nullish(),
    SearchResults: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(SearchResult).nullish(),
});


/***/ }),

/***/ 9324:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   operation: () => (/* binding */ operation)
/* harmony export */ });
/* harmony import */ var _api_models_search_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9211);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8422);
/* harmony import */ var _untrusted_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8521);



/** Most results the log and the summary list; the outputs carry them all. */
const MAX_LISTED = 50;
const sameType = (type, wanted) => (type ?? '').toLowerCase() === wanted;
const operation = {
    plan({ inputs }) {
        const query = inputs.line('query', { required: true, expected: 'the text to search for' });
        const from = inputs.integer('from', { min: 0, max: _inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .INT32_MAX */ .go, default: 0 }) ?? 0;
        const size = inputs.integer('size', { min: 1, max: _inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .INT32_MAX */ .go, default: 20 }) ?? 20;
        const resultType = inputs.choice('result-type', _api_models_search_js__WEBPACK_IMPORTED_MODULE_0__/* .SEARCH_RESULT_TYPES */ .zP, { caseInsensitive: true });
        return { query, from, size, resultType };
    },
    describe(plan) {
        return [{ method: 'GET', path: '/search', query: { search: plan.query, from: plan.from, size: plan.size } }];
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
        log.info(`Search ${JSON.stringify((0,_untrusted_text_js__WEBPACK_IMPORTED_MODULE_2__/* .inline */ .mG)(plan.query, 100))}: ${page.Total} matches in all, ${all.length} on this page from ${plan.from}${filtered}`);
        for (const result of kept.slice(0, MAX_LISTED)) {
            log.info(`  ${result.Id} (${(0,_untrusted_text_js__WEBPACK_IMPORTED_MODULE_2__/* .inline */ .mG)(result.Type, 20) || '?'}) ${(0,_untrusted_text_js__WEBPACK_IMPORTED_MODULE_2__/* .inline */ .mG)(result.Name, 120)}`);
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
