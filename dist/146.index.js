export const id = 146;
export const ids = [146];
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

/***/ 2146:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   operation: () => (/* binding */ operation)
/* harmony export */ });
/* harmony import */ var _api_endpoints_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9214);
/* harmony import */ var _runner_untrusted_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2590);
/* harmony import */ var _api_api_error_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3843);



const operation = {
    plan({ inputs }) {
        return { pullZoneId: inputs.id('pull-zone-id', 'int32'), requireWaf: inputs.boolean('require-waf', false) };
    },
    describe(plan) {
        return [{ method: 'GET', path: _api_endpoints_js__WEBPACK_IMPORTED_MODULE_0__/* .endpoints */ .v.shieldZoneOfPullZone(plan.pullZoneId) }];
    },
    async execute(plan, client, { setOutput, summary, log }) {
        const { pullZoneId } = plan;
        summary.heading(`bunny.net get-shield-zone: pull zone ${pullZoneId}`);
        let zone;
        try {
            // 202 (not ready yet) is asked again by the client and ends in an error, never here.
            zone = (await client.getShieldZone(pullZoneId)).body?.data;
        }
        catch (error) {
            if (error instanceof _api_api_error_js__WEBPACK_IMPORTED_MODULE_2__/* .ApiError */ .h && error.status === 404) {
                summary.verdict(false, `Pull zone ${pullZoneId} has no shield zone`);
                throw new _api_api_error_js__WEBPACK_IMPORTED_MODULE_2__/* .ApiError */ .h(`Pull zone ${pullZoneId} has no shield zone, or does not exist (${error.request} answered 404 Not Found${error.apiMessage ? `: ${error.apiMessage}` : ''})`, { kind: 'http', request: error.request, status: 404, errorKey: error.errorKey, apiMessage: error.apiMessage, cause: error });
            }
            throw error;
        }
        if (zone === undefined) {
            throw new _api_api_error_js__WEBPACK_IMPORTED_MODULE_2__/* .ApiError */ .h(`GET ${_api_endpoints_js__WEBPACK_IMPORTED_MODULE_0__/* .endpoints */ .v.shieldZoneOfPullZone(pullZoneId)} answered without a configuration`, {
                kind: 'invalid-response',
                request: `GET ${_api_endpoints_js__WEBPACK_IMPORTED_MODULE_0__/* .endpoints */ .v.shieldZoneOfPullZone(pullZoneId)}`,
            });
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
