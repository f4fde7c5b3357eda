export const id = 8836;
export const ids = [8836];
export const modules = {

/***/ 8836:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   operation: () => (/* binding */ operation)
/* harmony export */ });
/* harmony import */ var _api_requests_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7109);
/* harmony import */ var _inputs_probe_settings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9813);
/* harmony import */ var _inputs_site_inputs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1091);
/* harmony import */ var _inputs_wait_settings_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(137);
/* harmony import */ var _platform_pull_zones_site_rules_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9505);
/* harmony import */ var _shared_probe_report_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7324);
/* harmony import */ var _shared_site_storage_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3070);
/* harmony import */ var _shared_site_switch_step_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7703);








const operation = {
    plan({ inputs, env, secrets, settings }) {
        const pullZoneId = inputs.id('pull-zone-id');
        const storageZoneId = inputs.id('storage-zone-id');
        const deployId = (0,_inputs_site_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .readDeployId */ .ZX)(inputs, 'deploy-id', { required: true }) ?? '';
        const onlyIfLive = (0,_inputs_site_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .readDeployId */ .ZX)(inputs, 'only-if-live-deploy-id', { required: false });
        const hostname = (0,_inputs_site_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .readHostname */ .w9)(inputs, 'preview-hostname', false);
        const wait = (0,_inputs_wait_settings_js__WEBPACK_IMPORTED_MODULE_7__/* .readWaitSettings */ .b)(inputs, { waitSeconds: 60, pollIntervalSeconds: 2 });
        const probe = (0,_inputs_probe_settings_js__WEBPACK_IMPORTED_MODULE_1__/* .readProbeSettings */ .K)(inputs, env, 'probe-url', (0,_shared_probe_report_js__WEBPACK_IMPORTED_MODULE_4__/* .deployProbeWait */ .J)(wait));
        const { timeoutMs, maxAttempts } = settings;
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
                rollbackOnProbeError: true,
                // promote-site switches as deploy-site does: a site uploaded with promote: false and
                // promoted here sets its HTML's Cache-Control here, or nowhere.
                htmlCacheControl: (0,_inputs_site_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .readHtmlCacheControl */ .tx)(inputs),
                env,
            },
            storage: { storageZoneId, timeoutMs, maxAttempts, concurrency: 1, env, registerSecret: (value) => secrets.add(value) },
            onlyIfLive,
        };
    },
    describe(plan) {
        const { deployId } = plan.switching;
        return [
            (0,_api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .planned */ .lM)(_api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .requests */ .zG.storageZone(plan.storage.storageZoneId), `then list deploys/${deployId}/ on the zone's storage host`),
            ...(0,_shared_site_switch_step_js__WEBPACK_IMPORTED_MODULE_6__/* .describeSwitch */ .Qd)(plan.switching, plan.storage.storageZoneId, ''),
        ];
    },
    async inspect(plan, client, report) {
        // Known before any request: set even when a read fails.
        report.setOutput('deploy-id', plan.switching.deployId);
        const access = await (0,_shared_site_storage_js__WEBPACK_IMPORTED_MODULE_5__/* .readSiteStorage */ .h$)(client, plan.storage);
        const files = (0,_shared_site_storage_js__WEBPACK_IMPORTED_MODULE_5__/* .openSiteFiles */ .H1)(access, plan.storage, report);
        let deployFiles;
        try {
            deployFiles = await (0,_shared_site_storage_js__WEBPACK_IMPORTED_MODULE_5__/* .deployFolderFiles */ .PN)(files, plan.switching.deployId);
        }
        finally {
            await files.close();
        }
        const storage = (0,_shared_site_storage_js__WEBPACK_IMPORTED_MODULE_5__/* .siteStorageOf */ .SL)(access);
        return { plan, storage, deployFiles, switch: await (0,_shared_site_switch_step_js__WEBPACK_IMPORTED_MODULE_6__/* .inspectSwitch */ .X_)(client, plan.switching, storage, plan.onlyIfLive) };
    },
    show(decision, report, mode) {
        const { switching } = decision.plan;
        report.summary.heading(`bunny.net promote-site: deploy ${switching.deployId} to ${(0,_platform_pull_zones_site_rules_js__WEBPACK_IMPORTED_MODULE_3__/* .targetName */ .je)(switching.target)} of pull zone ${switching.pullZoneId}${mode === 'dry-run' ? ' (dry run)' : ''}`);
        if (decision.deployFiles === 0 && mode === 'dry-run')
            report.log.warning(`The step would fail: deploys/${switching.deployId}/ of storage zone ${decision.storage.name} is missing or empty`);
        else
            report.log.info(`deploys/${switching.deployId}/ holds ${decision.deployFiles} file(s)`);
        (0,_shared_site_switch_step_js__WEBPACK_IMPORTED_MODULE_6__/* .showSwitch */ .GC)(decision.switch, report, mode);
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
        const shown = {
            deployId: switching.deployId,
            previousDeployId: decision.switch.live ?? null,
            promoted: false,
            url: decision.switch.url ?? null,
        };
        const announce = (promoted) => {
            shown.promoted = promoted;
            setOutput('promoted', promoted);
            setOutput('result', shown);
        };
        const result = await (0,_shared_site_switch_step_js__WEBPACK_IMPORTED_MODULE_6__/* .applySiteSwitch */ .AV)(decision.switch, client, report, switching, decision.storage, announce);
        summary.verdict(true, result.promoted
            ? `Deploy ${switching.deployId} is live on ${(0,_platform_pull_zones_site_rules_js__WEBPACK_IMPORTED_MODULE_3__/* .targetName */ .je)(switching.target)}`
            : `Deploy ${switching.deployId} was live already (verified again)`);
        summary.facts([
            ['Deploy', switching.deployId],
            ['Previous', decision.switch.live ?? ''],
            ['URL', decision.switch.url ?? ''],
        ]);
    },
};


/***/ })

};
