export const id = 664;
export const ids = [664];
export const modules = {

/***/ 3620:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gk: () => (/* binding */ int64),
/* harmony export */   HA: () => (/* binding */ int32),
/* harmony export */   PE: () => (/* binding */ byte)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4534);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1404);


// JSON numbers lose precision past 2^53, so an int64 id larger than that cannot be
// sent or compared safely; refusing it is better than addressing the wrong object.
const int32 = zod__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Whr().min(_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .INT32_MIN */ .Qh).max(_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .INT32_MAX */ .go);
const int64 = zod__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Whr().min(Number.MIN_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER);
const byte = zod__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Whr().min(0).max(255);


/***/ }),

/***/ 4664:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ShieldZone: () => (/* binding */ ShieldZone),
/* harmony export */   ShieldZoneResponse: () => (/* binding */ ShieldZoneResponse)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4534);
/* harmony import */ var _numbers_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3620);


// Fields the seed names are typed; the API adds enum fields (planType, wafExecutionMode...)
// whose values change, so unknown keys are kept as they are rather than refused.
const ShieldZone = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    shieldZoneId: _numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .int64 */ .Gk,
    pullZoneId: _numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .int64 */ .Gk.nullish(),
    learningMode: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().nullish(),
    learningModeUntil: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullish(),
    wafEnabled: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().nullish(),
    wafDisabledRules: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).nullish(),
    wafLogOnlyRules: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).nullish(),
    wafCustomRuleOrder: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()).nullish(),
    wafRequestHeaderLoggingEnabled: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().nullish(),
    requestBodyLoggingEnabled: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().nullish(),
    wafRequestIgnoredHeaders: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).nullish(),
    wafRealtimeThreatIntelligenceEnabled: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().nullish(),
    wafProfileId: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nullish(),
    wafEngineConfig: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullish(), valueEncoded: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullish() })).nullish(),
    rateLimitRulesLimit: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nullish(),
    customWafRulesLimit: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nullish(),
    dDoSChallengeWindow: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nullish(),
    whitelabelResponsePages: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().nullish(),
});
const ShieldZoneResponse = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ data: ShieldZone });


/***/ })

};
