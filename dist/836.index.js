export const id = 836;
export const ids = [836];
export const modules = {

/***/ 8836:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   operation: () => (/* binding */ operation)
/* harmony export */ });
/* harmony import */ var _api_requests_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7109);
/* harmony import */ var _inputs_probe_settings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2194);
/* harmony import */ var _inputs_site_inputs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1091);
/* harmony import */ var _inputs_wait_settings_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(137);
/* harmony import */ var _platform_pull_zones_site_rules_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(9505);
/* harmony import */ var _probe_report_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4534);
/* harmony import */ var _site_storage_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8574);
/* harmony import */ var _site_switch_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3430);








const operation = {
    plan({ inputs, env, secrets }) {
        const pullZoneId = inputs.id('pull-zone-id');
        const storageZoneId = inputs.id('storage-zone-id');
        const deployId = (0,_inputs_site_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .readDeployId */ .Z)(inputs, 'deploy-id', { required: true }) ?? '';
        const onlyIfLive = (0,_inputs_site_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .readDeployId */ .Z)(inputs, 'only-if-live-deploy-id', { required: false });
        const hostname = (0,_inputs_site_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .readHostname */ .w)(inputs, 'preview-hostname', false);
        const wait = (0,_inputs_wait_settings_js__WEBPACK_IMPORTED_MODULE_6__/* .readWaitSettings */ .b)(inputs, { waitSeconds: 60, pollIntervalSeconds: 2 });
        const probe = (0,_inputs_probe_settings_js__WEBPACK_IMPORTED_MODULE_1__/* .readProbeSettings */ .K)(inputs, env, 'probe-url', (0,_probe_report_js__WEBPACK_IMPORTED_MODULE_3__/* .deployProbeWait */ .J)(wait));
        const timeoutMs = (inputs.integer('timeout-seconds', { min: 1, max: 600, default: 30 }) ?? 30) * 1000;
        const maxAttempts = inputs.integer('max-attempts', { min: 1, max: 10, default: 3 }) ?? 3;
        const target = hostname === undefined ? { kind: 'production' } : { kind: 'preview', hostname };
        return {
            switching: {
                pullZoneId,
                target,
                deployId,
                waitSeconds: wait.waitSeconds,
                pollIntervalSeconds: wait.pollIntervalSeconds,
                timeoutMs,
                probe,
                // promote-site is how a site is rolled back: it does not roll itself back.
                rollbackOnFailure: false,
                rollbackOnProbeError: false,
                env,
            },
            storage: { storageZoneId, timeoutMs, maxAttempts, concurrency: 1, env, registerSecret: (value) => secrets.add(value) },
            onlyIfLive,
        };
    },
    describe(plan) {
        const { pullZoneId, deployId } = plan.switching;
        return [
            (0,_api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .planned */ .lM)(_api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .requests */ .zG.storageZone(plan.storage.storageZoneId), `then list deploys/${deployId}/ on the zone's storage host`),
            (0,_api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .planned */ .lM)(_api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .requests */ .zG.pullZone(pullZoneId)),
            (0,_api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .planned */ .lM)(_api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .requests */ .zG.addOrUpdateEdgeRule(pullZoneId, (0,_platform_pull_zones_site_rules_js__WEBPACK_IMPORTED_MODULE_7__/* .ruleFor */ .sG)(plan.switching.target, { id: plan.storage.storageZoneId, name: '{storage zone name}' }, deployId, [])), "the switch, with the Guid of the site's rule when it has one; any rule to heal first, one write at a time"),
            (0,_api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .planned */ .lM)(_api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .requests */ .zG.purgePullZone(pullZoneId), `then poll the site until X-Bunny-Deploy is ${deployId}, wait, purge again`),
        ];
    },
    async inspect(plan, client, report) {
        // Known before any request: set even when a read fails.
        report.setOutput('deploy-id', plan.switching.deployId);
        const access = await (0,_site_storage_js__WEBPACK_IMPORTED_MODULE_4__/* .readSiteStorage */ .h$)(client, plan.storage);
        const files = (0,_site_storage_js__WEBPACK_IMPORTED_MODULE_4__/* .openSiteFiles */ .H1)(access, plan.storage, report);
        let deployFiles;
        try {
            deployFiles = await (0,_site_storage_js__WEBPACK_IMPORTED_MODULE_4__/* .deployFolderFiles */ .PN)(files, plan.switching.deployId);
        }
        finally {
            await files.close();
        }
        const storage = (0,_site_storage_js__WEBPACK_IMPORTED_MODULE_4__/* .siteStorageOf */ .SL)(access);
        return { plan, storage, deployFiles, switch: await (0,_site_switch_js__WEBPACK_IMPORTED_MODULE_5__/* .inspectSwitch */ .X_)(client, plan.switching, storage, plan.onlyIfLive) };
    },
    show(decision, report, mode) {
        const { switching } = decision.plan;
        report.summary.heading(`bunny.net promote-site: deploy ${switching.deployId} to ${(0,_platform_pull_zones_site_rules_js__WEBPACK_IMPORTED_MODULE_7__/* .targetName */ .je)(switching.target)} of pull zone ${switching.pullZoneId}${mode === 'dry-run' ? ' (dry run)' : ''}`);
        if (decision.deployFiles === 0 && mode === 'dry-run')
            report.log.warning(`The step would fail: deploys/${switching.deployId}/ of storage zone ${decision.storage.name} is missing or empty`);
        else
            report.log.info(`deploys/${switching.deployId}/ holds ${decision.deployFiles} file(s)`);
        (0,_site_switch_js__WEBPACK_IMPORTED_MODULE_5__/* .showSwitch */ .GC)(decision.switch, report, mode);
        if (mode === 'dry-run') {
            report.setOutput('promoted', false);
            report.setOutput('result', {
                dryRun: true,
                deployId: switching.deployId,
                previousDeployId: decision.switch.live ?? null,
                alreadyLive: decision.switch.alreadyLive,
            });
        }
    },
    async apply(decision, client, report) {
        const { switching } = decision.plan;
        const { setOutput, summary } = report;
        if (decision.deployFiles === 0) {
            setOutput('promoted', false);
            summary.verdict(false, `deploys/${switching.deployId}/ is missing or empty`);
            throw new Error(`deploys/${switching.deployId}/ of storage zone ${decision.storage.name} (${decision.storage.id}) is missing or empty: nothing was switched. Upload it first (deploy-site with promote: false), or check deploy-id`);
        }
        const result = await (0,_site_switch_js__WEBPACK_IMPORTED_MODULE_5__/* .applySiteSwitch */ .AV)(decision.switch, client, report, switching, decision.storage);
        setOutput('result', {
            deployId: switching.deployId,
            previousDeployId: decision.switch.live ?? null,
            promoted: result.promoted,
            url: decision.switch.url ?? null,
        });
        summary.verdict(true, result.promoted
            ? `Deploy ${switching.deployId} is live on ${(0,_platform_pull_zones_site_rules_js__WEBPACK_IMPORTED_MODULE_7__/* .targetName */ .je)(switching.target)}`
            : `Deploy ${switching.deployId} was live already`);
        summary.facts([
            ['Deploy', switching.deployId],
            ['Previous', decision.switch.live ?? ''],
            ['URL', decision.switch.url ?? ''],
        ]);
    },
};


/***/ })

};
