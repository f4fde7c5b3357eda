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
/* harmony import */ var _inputs_probe_settings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9813);
/* harmony import */ var _inputs_site_inputs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1091);
/* harmony import */ var _inputs_wait_settings_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(137);
/* harmony import */ var _platform_pull_zones_site_rules_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(9505);
/* harmony import */ var _probe_report_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4534);
/* harmony import */ var _site_storage_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7340);
/* harmony import */ var _site_switch_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3430);








const operation = {
    plan({ inputs, env, secrets, settings }) {
        const pullZoneId = inputs.id('pull-zone-id');
        const storageZoneId = inputs.id('storage-zone-id');
        const deployId = (0,_inputs_site_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .readDeployId */ .Z)(inputs, 'deploy-id', { required: true }) ?? '';
        const onlyIfLive = (0,_inputs_site_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .readDeployId */ .Z)(inputs, 'only-if-live-deploy-id', { required: false });
        const hostname = (0,_inputs_site_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .readHostname */ .w)(inputs, 'preview-hostname', false);
        const wait = (0,_inputs_wait_settings_js__WEBPACK_IMPORTED_MODULE_6__/* .readWaitSettings */ .b)(inputs, { waitSeconds: 60, pollIntervalSeconds: 2 });
        const probe = (0,_inputs_probe_settings_js__WEBPACK_IMPORTED_MODULE_1__/* .readProbeSettings */ .K)(inputs, env, 'probe-url', (0,_probe_report_js__WEBPACK_IMPORTED_MODULE_3__/* .deployProbeWait */ .J)(wait));
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


/***/ }),

/***/ 3430:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  AV: () => (/* binding */ applySiteSwitch),
  X_: () => (/* binding */ inspectSwitch),
  GC: () => (/* binding */ showSwitch)
});

// EXTERNAL MODULE: ./inputs/proxy-settings.ts
var proxy_settings = __webpack_require__(4884);
// EXTERNAL MODULE: ./platform/pull-zones/read-pull-zone.ts
var read_pull_zone = __webpack_require__(2141);
// EXTERNAL MODULE: ./platform/pull-zones/site-rules.ts
var site_rules = __webpack_require__(9505);
// EXTERNAL MODULE: ./platform/pull-zones/site-switch.ts + 1 modules
var site_switch = __webpack_require__(5834);
// EXTERNAL MODULE: ./api/polling.ts
var polling = __webpack_require__(4900);
// EXTERNAL MODULE: ./api/requests.ts
var requests = __webpack_require__(7109);
// EXTERNAL MODULE: ./http/undici.ts
var undici = __webpack_require__(2409);
// EXTERNAL MODULE: ./http/connections.ts
var connections = __webpack_require__(4388);
;// CONCATENATED MODULE: ./platform/pull-zones/switch-verification.ts





/*
 * How a switch is known to be live, as the platform's CLI does it (storage-and-deploy-facts 2.2):
 * purge; poll the site until the response header X-Bunny-Deploy names the deploy; wait one
 * propagation interval from that first match, because config syncs reach the edge in ~5 s
 * buckets (PR #200: ~6 s) and the first answer comes from one point of presence only; purge
 * again, because the header can show on a cached body (origin rules act only on a cache miss).
 */
/** One propagation interval of the edge's configuration, as the platform's CLI waits it. */
const EDGE_PROPAGATION_MS = 7500;
/** One request to the site: a query no cache has seen, `no-cache`, no redirect followed, the body dropped. */
async function readDeployHeader(dispatcher, url, timeoutMs) {
    const deadline = AbortSignal.timeout(timeoutMs);
    const response = await (0,undici/* request */.Em)(dispatcher, url, { method: 'GET', headers: { 'cache-control': 'no-cache' }, signal: deadline });
    response.body.on('error', () => { });
    response.body.destroy();
    const value = response.headers[site_rules/* DEPLOY_HEADER */.ks.toLowerCase()];
    return { seen: Array.isArray(value) ? value[0] : value, status: response.statusCode };
}
/** The wait for the header, through the runner's proxy when it gives one. */
async function waitForDeployHeader(options) {
    const { dispatcher } = (0,connections.openConnection)({}, new URL(options.url), {
        connections: 1,
        proxy: options.proxyUrl === undefined ? null : { url: options.proxyUrl, label: 'a proxy', credentials: [] },
    });
    const nonce = `${options.deployId}-${options.clock.now().toString(36)}`;
    let lastError;
    try {
        const result = await (0,polling/* pollUntil */.g)({
            read: async () => {
                const url = new URL(options.url);
                url.searchParams.set('bunny-deploy-check', `${nonce}-${Math.random().toString(36).slice(2, 8)}`);
                try {
                    const answer = await readDeployHeader(dispatcher, url, options.timeoutMs);
                    lastError = undefined;
                    return answer;
                }
                catch (error) {
                    // The site not answering is a reason to ask again, not to give up on the switch.
                    lastError = error.message.split('\n')[0] ?? String(error);
                    return { seen: undefined, status: undefined };
                }
            },
            settled: (answer) => answer.seen === options.deployId,
            waitMs: options.waitMs,
            intervalMs: options.intervalMs,
            clock: options.clock,
            onPoll: (sample) => options.onPoll?.({
                poll: sample.poll,
                elapsedMs: sample.elapsedMs,
                seen: sample.value?.seen,
                status: sample.value?.status,
                error: lastError,
                nextInMs: sample.nextInMs,
            }),
        });
        return { shown: result.settled, polls: result.polls, lastSeen: result.last?.seen, lastError };
    }
    finally {
        await dispatcher.close();
    }
}
/**
 * Purge, poll for the header, wait one propagation interval from the first match, purge again.
 * Resolves with shown: false when the header did not name the deploy in time (nothing more is
 * purged then: the caller decides what a switch that did not show means).
 */
async function verifySwitch(options) {
    const { client, pullZoneId, clock } = options;
    const started = clock.now();
    await client.send(requests/* requests */.zG.purgePullZone(pullZoneId));
    options.onStage?.(`Purged pull zone ${pullZoneId}; polling ${options.url} for ${site_rules/* DEPLOY_HEADER */.ks}: ${options.deployId}`);
    const wait = await waitForDeployHeader(options);
    if (!wait.shown)
        return { shown: false, polls: wait.polls, elapsedMs: clock.now() - started, lastSeen: wait.lastSeen, lastError: wait.lastError };
    options.onStage?.(`${site_rules/* DEPLOY_HEADER */.ks} names ${options.deployId}; waiting ${EDGE_PROPAGATION_MS / 1000} s (one propagation interval) for every edge location, then purging again`);
    await clock.sleep(EDGE_PROPAGATION_MS);
    await client.send(requests/* requests */.zG.purgePullZone(pullZoneId));
    return { shown: true, polls: wait.polls, elapsedMs: clock.now() - started, lastSeen: wait.lastSeen, lastError: undefined };
}

// EXTERNAL MODULE: ./runner/untrusted-text.ts
var untrusted_text = __webpack_require__(3649);
// EXTERNAL MODULE: ./operations/probe-report.ts + 2 modules
var probe_report = __webpack_require__(4534);
;// CONCATENATED MODULE: ./operations/site-switch.ts







const deployName = (deploy) => (deploy === undefined ? 'no deploy' : `deploy ${deploy}`);
/** The outputs a switch decision already knows, set by a dry run and a run alike. */
function showSwitch(decision, report, mode) {
    const { log, setOutput } = report;
    const { request } = decision;
    setOutput('deploy-id', request.deployId);
    setOutput('previous-deploy-id', decision.live ?? '');
    setOutput('url', decision.url);
    const where = `${(0,site_rules/* targetName */.je)(request.target)} of pull zone ${request.pullZoneId}`;
    log.info(`Live on ${where}: ${deployName(decision.live)}; ${decision.ruleCount} edge rule(s), ${decision.hostnameCount} hostname(s)`);
    if (mode === 'dry-run')
        for (const refusal of decision.refusals)
            log.warning(`The step would fail before any write: ${refusal}`);
    if (decision.alreadyLive)
        log.info(`Deploy ${request.deployId} is live on ${where} already: nothing to switch`);
    const verb = mode === 'dry-run' ? 'Would' : 'Will';
    for (const change of decision.changes)
        log.info(`${verb} ${(0,site_switch/* changeLine */.vK)(change)}`);
    if (mode === 'dry-run' && decision.changes.length > 0 && !decision.alreadyLive) {
        log.info(`${verb} then purge, poll ${decision.url ?? 'the site'} until X-Bunny-Deploy is ${request.deployId}, wait ${EDGE_PROPAGATION_MS / 1000} s and purge again`);
    }
}
/** The switch's decision from the zone as read. */
async function inspectSwitch(client, settings, storage, onlyIfLive) {
    const zone = await (0,read_pull_zone/* readPullZone */.s)(client, settings.pullZoneId);
    return (0,site_switch/* decideSwitch */.vl)(zone, { pullZoneId: settings.pullZoneId, storage, target: settings.target, deployId: settings.deployId, onlyIfLive });
}
function verifyLine(outcome) {
    return `${outcome.polls} poll(s), ${(outcome.elapsedMs / 1000).toFixed(1)} s`;
}
async function verify(client, settings, report, url, deployId) {
    const { log } = report;
    const proxy = (0,proxy_settings/* readProxySettings */.u)(settings.env, new URL(url));
    if (proxy)
        log.info(`Requests to ${new URL(url).host} go through the proxy ${proxy.label}`);
    return verifySwitch({
        client,
        pullZoneId: settings.pullZoneId,
        url,
        deployId,
        proxyUrl: proxy?.url,
        clock: report.clock,
        waitMs: settings.waitSeconds * 1000,
        intervalMs: settings.pollIntervalSeconds * 1000,
        timeoutMs: settings.timeoutMs,
        onStage: (line) => log.info(line),
        onPoll: (poll) => log.info(`Poll ${poll.poll} at ${(poll.elapsedMs / 1000).toFixed(1)} s: ${poll.status === undefined ? `no answer${poll.error ? ` (${(0,untrusted_text/* inline */.mG)(poll.error, 200)})` : ''}` : `status ${poll.status}`}, X-Bunny-Deploy ${poll.seen === undefined ? 'absent' : (0,untrusted_text/* inline */.mG)(poll.seen, 80)}${poll.nextInMs === undefined ? '' : `; next in ${(poll.nextInMs / 1000).toFixed(1)} s`}`),
    });
}
/**
 * Carries out the decision: refuses (before any write) what the decision refused, writes,
 * verifies and probes; a failure after the switch goes to rollBack. Throws to fail the step.
 */
async function applySiteSwitch(decision, client, report, settings, storage) {
    const { log, setOutput, summary } = report;
    const { request } = decision;
    setOutput('promoted', false);
    setOutput('rolled-back', false);
    if (decision.refusals.length > 0) {
        summary.verdict(false, 'Refused before any write');
        throw new Error(decision.refusals.join('\n'));
    }
    const switching = !decision.alreadyLive;
    if (decision.changes.length === 0)
        return { promoted: false, verified: undefined };
    try {
        await (0,site_switch/* applySwitch */.XO)(client, decision, (line) => log.info(`Done: ${line}`));
    }
    catch (error) {
        if (error instanceof site_switch/* SwitchConflict */.X0) {
            summary.verdict(false, 'Another deploy switched the site meanwhile');
            throw new Error(`${error.message}. Nothing of this step's switch was rolled back or repeated: check which deploy should be live`);
        }
        throw error;
    }
    if (!switching) {
        log.info(`Healed the site's rules; deploy ${request.deployId} stays live`);
        return { promoted: false, verified: undefined };
    }
    setOutput('promoted', true);
    const url = decision.url;
    if (url === undefined)
        throw new Error(`pull zone ${request.pullZoneId} has no hostname to verify the switch on`);
    const verified = await verify(client, settings, report, url, request.deployId);
    if (!verified.shown) {
        const seen = verified.lastSeen === undefined ? 'no X-Bunny-Deploy header' : `X-Bunny-Deploy ${(0,untrusted_text/* inline */.mG)(verified.lastSeen, 80)}`;
        return rollBack(decision, client, report, settings, storage, `The switch to deploy ${request.deployId} did not show on ${url} within ${settings.waitSeconds} s (${verifyLine(verified)}; last: ${seen}${verified.lastError ? `, ${(0,untrusted_text/* inline */.mG)(verified.lastError, 200)}` : ''})`);
    }
    log.info(`Live: ${url} serves deploy ${request.deployId} (${verifyLine(verified)})`);
    if (settings.probe) {
        const outcome = await (0,probe_report/* probeAndReport */.wN)(settings.probe, report, { urlOutput: false });
        if (!outcome.matched) {
            // A network failure may be the runner's, not the deploy's: it switches back only when asked.
            const allowed = !(0,probe_report/* isNetworkFailure */.NQ)(outcome) || settings.rollbackOnProbeError;
            if (settings.rollbackOnFailure && !allowed)
                log.info('The probe failed on the network and rollback-on-probe-error is false: no switch back');
            return rollBack(decision, client, report, { ...settings, rollbackOnFailure: settings.rollbackOnFailure && allowed }, storage, (0,probe_report/* probeFailure */.L$)(settings.probe, outcome));
        }
    }
    return { promoted: true, verified };
}
/**
 * With rollback-on-failure, switches the target back to the deploy live before this step, only
 * while this step's deploy is live there (compare-and-swap), verified as a switch is; the step
 * fails either way, saying what happened.
 */
async function rollBack(decision, client, report, settings, storage, reason) {
    const { log, setOutput, summary } = report;
    const previous = decision.live;
    const { deployId } = decision.request;
    if (!settings.rollbackOnFailure) {
        summary.verdict(false, reason);
        const hint = previous === undefined ? '' : `; promote-site with deploy-id ${previous} (previous-deploy-id) switches back`;
        throw new Error(`${reason}. Nothing was switched back (rollback-on-failure is false)${hint}`);
    }
    if (previous === undefined) {
        summary.verdict(false, reason);
        throw new Error(`${reason}. Nothing to switch back to: no deploy was live on ${(0,site_rules/* targetName */.je)(decision.request.target)} before this step (a first deploy)`);
    }
    log.warning(`${reason}; switching back to deploy ${previous}`);
    const back = await inspectSwitch(client, { ...settings, deployId: previous }, storage);
    if (back.live !== deployId) {
        summary.verdict(false, reason);
        throw new Error(`${reason}. Not switched back: ${deployName(back.live)} is live now, not this step's deploy ${deployId} (another deploy switched it); it is left alone`);
    }
    try {
        await (0,site_switch/* applySwitch */.XO)(client, { ...back, live: deployId }, (line) => log.info(`Done: ${line}`));
    }
    catch (error) {
        summary.verdict(false, reason);
        if (error instanceof site_switch/* SwitchConflict */.X0)
            throw new Error(`${reason}. Not switched back: ${error.message}`);
        throw error;
    }
    setOutput('rolled-back', true);
    const url = back.url ?? decision.url ?? '';
    const verified = await verify(client, settings, report, url, previous);
    if (verified.shown) {
        summary.verdict(false, `${reason}; switched back to deploy ${previous}, live again`);
        throw new Error(`${reason}. Switched back: deploy ${previous} is live again on ${url} (${verifyLine(verified)})`);
    }
    summary.verdict(false, `${reason}; the switch back to deploy ${previous} did not show`);
    throw new Error(`${reason}. Switched back to deploy ${previous}, but ${url} did not show it within ${settings.waitSeconds} s: check the pull zone's rules before running this step again`);
}


/***/ })

};
