export const id = 6103;
export const ids = [6103];
export const modules = {

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


/***/ })

};
