export const id = 9028;
export const ids = [9028];
export const modules = {

/***/ 4900:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ isTransient),
/* harmony export */   g: () => (/* binding */ pollUntil)
/* harmony export */ });
/* harmony import */ var _api_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(316);

/**
 * A failure worth asking again about while waiting: no answer, or an answer that says "later"
 * (429, 5xx). The client has already spent its own attempts on it; a wait goes on regardless,
 * because a deploy in progress is not a reason to give up on one that may be fine.
 */
function isTransient(error) {
    if (!(error instanceof _api_error_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .h))
        return false;
    if (error.kind === 'network' || error.kind === 'timeout')
        return true;
    return error.kind === 'http' && error.status !== undefined && (error.status === 429 || error.status >= 500);
}
/**
 * Reads until a read settles or the time is up. The limit is time, not a count of reads: a
 * slow answer uses up the wait like a sleep does. Polls start one interval apart (not one
 * interval after each answer), so a change is seen at most one interval plus one request after
 * it happens, however slow the API; the last sleep is cut short so that the final read happens
 * at the deadline, not after it.
 */
async function pollUntil(options) {
    const { clock } = options;
    const started = clock.now();
    const deadline = started + Math.max(0, options.waitMs);
    let last;
    for (let poll = 1;; poll++) {
        const pollStarted = clock.now();
        let value;
        let error;
        try {
            value = await options.read();
            last = value;
        }
        catch (failure) {
            if (!options.tolerate?.(failure))
                throw failure;
            error = failure.message.split('\n')[0] ?? String(failure);
        }
        const settled = error === undefined && options.settled(value);
        const now = clock.now();
        const left = deadline - now;
        const untilNext = Math.max(0, pollStarted + options.intervalMs - now);
        const nextInMs = settled || left <= 0 ? undefined : Math.min(untilNext, left);
        options.onPoll?.({ poll, elapsedMs: now - started, value, error, settled, nextInMs });
        if (nextInMs === undefined)
            return { last, settled, lastError: error, polls: poll, elapsedMs: now - started };
        await clock.sleep(nextInMs);
    }
}


/***/ }),

/***/ 4989:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   operation: () => (/* binding */ operation)
/* harmony export */ });
/* harmony import */ var _api_requests_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7109);
/* harmony import */ var _inputs_site_inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1091);
/* harmony import */ var _platform_pull_zones_read_pull_zone_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2141);
/* harmony import */ var _platform_pull_zones_site_switch_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5834);




const operation = {
    plan({ inputs }) {
        const pullZoneId = inputs.id('pull-zone-id');
        const hostname = (0,_inputs_site_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .readHostname */ .w9)(inputs, 'preview-hostname', true) ?? '';
        const removeHostname = inputs.boolean('remove-hostname', true);
        return { pullZoneId, hostname, removeHostname };
    },
    describe(plan) {
        const guid = (0,_api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .placeholder */ .qf)(`Guid of the rule of the preview ${plan.hostname}`);
        return [
            (0,_api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .planned */ .lM)(_api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .requests */ .zG.pullZone(plan.pullZoneId)),
            (0,_api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .planned */ .lM)(_api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .requests */ .zG.deleteEdgeRule(plan.pullZoneId, guid), 'when the zone has the preview rule'),
            ...(plan.removeHostname ? [(0,_api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .planned */ .lM)(_api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .requests */ .zG.removeHostname(plan.pullZoneId, plan.hostname), 'when the zone has the hostname')] : []),
            (0,_api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .planned */ .lM)(_api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .requests */ .zG.pullZone(plan.pullZoneId), 'read again before each write'),
        ];
    },
    async inspect(plan, client) {
        const zone = await (0,_platform_pull_zones_read_pull_zone_js__WEBPACK_IMPORTED_MODULE_2__/* .readPullZone */ .s)(client, plan.pullZoneId);
        return { plan, ...(0,_platform_pull_zones_site_switch_js__WEBPACK_IMPORTED_MODULE_3__/* .removalChanges */ .yC)(zone, plan.hostname, plan.removeHostname) };
    },
    show(decision, report, mode) {
        const { plan, changes } = decision;
        const { log, setOutput, summary } = report;
        summary.heading(`bunny.net remove-site-preview: ${plan.hostname} on pull zone ${plan.pullZoneId}${mode === 'dry-run' ? ' (dry run)' : ''}`);
        if (decision.refusal !== undefined && mode === 'dry-run')
            log.warning(`The step would fail before any write: ${decision.refusal}`);
        if (changes.length === 0 && decision.refusal === undefined)
            log.info(`The preview ${plan.hostname} is gone from pull zone ${plan.pullZoneId} already: nothing to remove`);
        for (const change of changes)
            log.info(`${mode === 'dry-run' ? 'Would' : 'Will'} ${(0,_platform_pull_zones_site_switch_js__WEBPACK_IMPORTED_MODULE_3__/* .changeLine */ .vK)(change)}`);
        if (!plan.removeHostname)
            log.info(`remove-hostname is false: the hostname stays on the pull zone; once its rule is gone it serves nothing until a production deploy counts it as production's`);
        if (mode === 'dry-run')
            setOutput('removed', false);
        if (mode === 'dry-run')
            setOutput('result', { dryRun: true, hostname: plan.hostname, changes: changes.map(_platform_pull_zones_site_switch_js__WEBPACK_IMPORTED_MODULE_3__/* .changeLine */ .vK) });
    },
    async apply(decision, client, report) {
        const { plan } = decision;
        const { log, setOutput, summary } = report;
        if (decision.refusal !== undefined) {
            setOutput('removed', false);
            summary.verdict(false, `${plan.hostname} is not a preview of this action`);
            throw new Error(decision.refusal);
        }
        if (decision.changes.length === 0) {
            setOutput('removed', false);
            setOutput('result', { removed: false, hostname: plan.hostname, changes: [] });
            summary.verdict(true, `Nothing to remove: the preview ${plan.hostname} is gone already`);
            return;
        }
        const written = await (0,_platform_pull_zones_site_switch_js__WEBPACK_IMPORTED_MODULE_3__/* .applyRemoval */ .bn)(client, plan.pullZoneId, plan.hostname, plan.removeHostname, (line) => log.info(`Done: ${line}`));
        setOutput('removed', written.length > 0);
        setOutput('result', { removed: written.length > 0, hostname: plan.hostname, changes: written });
        summary.verdict(true, written.length > 0 ? `Removed the preview ${plan.hostname}` : `Nothing to remove: the preview ${plan.hostname} is gone already`);
        summary.facts(written.map((line, i) => [`Change ${i + 1}`, line]));
    },
};


/***/ })

};
