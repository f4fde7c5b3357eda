export const id = 5254;
export const ids = [5254];
export const modules = {

/***/ 5254:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   operation: () => (/* binding */ operation)
/* harmony export */ });
/* harmony import */ var _inputs_probe_settings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9813);
/* harmony import */ var _inputs_wait_settings_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(137);
/* harmony import */ var _shared_probe_report_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7324);



/** Checks that a live URL serves what was deployed. Read only, safe to re-run; no API request, no key. */
const operation = {
    plan({ inputs, env }) {
        const wait = (0,_inputs_wait_settings_js__WEBPACK_IMPORTED_MODULE_2__/* .readWaitSettings */ .b)(inputs, { waitSeconds: 60, pollIntervalSeconds: 3 });
        const settings = (0,_inputs_probe_settings_js__WEBPACK_IMPORTED_MODULE_0__/* .readProbeSettings */ .K)(inputs, env, 'url', wait);
        // Only a recorded input problem leaves no settings: the step then fails before anything is sent.
        return settings ?? { url: new URL('https://invalid.invalid/') };
    },
    describe(settings) {
        // Not an API request: shown so that a dry run says what would be probed.
        return [{ method: 'GET', path: `${settings.method} ${(0,_shared_probe_report_js__WEBPACK_IMPORTED_MODULE_1__/* .shownUrl */ .zA)(settings.url)}`, repeatSafe: true, okStatuses: [] }];
    },
    async execute(settings, _client, report) {
        report.summary.heading(`bunny.net probe-url: ${(0,_shared_probe_report_js__WEBPACK_IMPORTED_MODULE_1__/* .shownUrl */ .zA)(settings.url)}`);
        const outcome = await (0,_shared_probe_report_js__WEBPACK_IMPORTED_MODULE_1__/* .probeAndReport */ .wN)(settings, report, { urlOutput: true });
        report.setOutput('result', (0,_shared_probe_report_js__WEBPACK_IMPORTED_MODULE_1__/* .probeResult */ .Iv)(settings, outcome));
        if (outcome.matched) {
            report.summary.verdict(true, `${(0,_shared_probe_report_js__WEBPACK_IMPORTED_MODULE_1__/* .shownUrl */ .zA)(settings.url)} met every expectation ${settings.consecutive} time(s) in a row`);
            return;
        }
        const message = (0,_shared_probe_report_js__WEBPACK_IMPORTED_MODULE_1__/* .probeFailure */ .L$)(settings, outcome);
        report.summary.verdict(false, message);
        throw new Error(message);
    },
};


/***/ })

};
