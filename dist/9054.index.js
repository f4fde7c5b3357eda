export const id = 9054;
export const ids = [9054];
export const modules = {

/***/ 3070:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H1: () => (/* binding */ openSiteFiles),
/* harmony export */   PN: () => (/* binding */ deployFolderFiles),
/* harmony export */   SL: () => (/* binding */ siteStorageOf),
/* harmony export */   h$: () => (/* binding */ readSiteStorage)
/* harmony export */ });
/* harmony import */ var _inputs_proxy_settings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4884);
/* harmony import */ var _platform_storage_remote_tree_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6793);
/* harmony import */ var _platform_storage_storage_client_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1930);
/* harmony import */ var _platform_storage_storage_paths_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6372);
/* harmony import */ var _platform_storage_storage_zone_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6200);
/* harmony import */ var _platform_pull_zones_site_rules_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9505);
/* harmony import */ var _runner_version_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4463);







async function readSiteStorage(client, settings) {
    return (0,_platform_storage_storage_zone_js__WEBPACK_IMPORTED_MODULE_4__/* .readStorageZone */ .o)(client, settings.storageZoneId, settings.registerSecret);
}
const siteStorageOf = (access) => ({ id: access.id, name: access.name });
function openSiteFiles(access, settings, report) {
    const proxy = (0,_inputs_proxy_settings_js__WEBPACK_IMPORTED_MODULE_0__/* .readProxySettings */ .u)(settings.env, (0,_platform_storage_storage_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .storageBaseUrl */ .CC)(access.host));
    for (const part of proxy?.credentials ?? [])
        settings.registerSecret(part);
    return new _platform_storage_storage_client_js__WEBPACK_IMPORTED_MODULE_2__/* .StorageClient */ .LN({
        host: access.host,
        zoneName: access.name,
        password: access.password,
        userAgent: _runner_version_js__WEBPACK_IMPORTED_MODULE_6__/* .USER_AGENT */ ._,
        timeoutMs: settings.timeoutMs,
        maxAttempts: settings.maxAttempts,
        concurrency: settings.concurrency,
        clock: report.clock,
        onRetry: (message) => report.log.info(message),
        ...(proxy ? { proxyUrl: proxy.url, proxyLabel: proxy.label } : {}),
    });
}
/** What a deploy's folder holds: whether it exists, and how many files are in it. */
async function deployFolderFiles(files, deployId) {
    const tree = await (0,_platform_storage_remote_tree_js__WEBPACK_IMPORTED_MODULE_1__/* .listRemoteTree */ .v)(files, (0,_platform_pull_zones_site_rules_js__WEBPACK_IMPORTED_MODULE_5__/* .deploySegments */ .yI)(deployId));
    return tree.exists ? tree.files.size : 0;
}


/***/ }),

/***/ 7703:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  AV: () => (/* binding */ applySiteSwitch),
  Qd: () => (/* binding */ describeSwitch),
  X_: () => (/* binding */ inspectSwitch),
  GC: () => (/* binding */ showSwitch)
});

// EXTERNAL MODULE: ./api/requests.ts
var requests = __webpack_require__(7109);
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
    const { dispatcher } = (0,connections.openConnection)({}, new URL(options.url), { connections: 1, proxy: siteProxy(options.proxyUrl) });
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
 * A preview's switch purges that hostname's URLs (`https://<host>/*`); production's purges the
 * pull zone. Purging the zone for a preview would empty production's cache on every preview
 * push, and spend the account's purge budget twice a push.
 */
async function purgeTarget(options) {
    if (options.previewHostname === undefined) {
        await options.client.send(requests/* requests */.zG.purgePullZone(options.pullZoneId));
        return `pull zone ${options.pullZoneId}`;
    }
    const url = `https://${options.previewHostname}/*`;
    await options.client.send(requests/* requests */.zG.purgeUrl(url));
    return url;
}
/**
 * Purge, poll for the header, wait one propagation interval from the first match, purge again.
 * Resolves with shown: false when the header did not name the deploy in time (nothing more is
 * purged then: the caller decides what a switch that did not show means).
 */
async function verifySwitch(options) {
    const { clock } = options;
    const started = clock.now();
    if (options.liveAlready) {
        const glance = await waitForDeployHeader({ ...options, waitMs: 0 });
        if (glance.shown) {
            options.onStage?.(`${site_rules/* DEPLOY_HEADER */.ks} names ${options.deployId} at once: live since an earlier step switched to it; nothing to purge or wait for`);
            return { shown: true, polls: glance.polls, elapsedMs: clock.now() - started, lastSeen: glance.lastSeen, lastError: undefined };
        }
    }
    const purged = await purgeTarget(options);
    options.onStage?.(`Purged ${purged}; polling ${options.url} for ${site_rules/* DEPLOY_HEADER */.ks}: ${options.deployId}`);
    const wait = await waitForDeployHeader(options);
    if (!wait.shown)
        return { shown: false, polls: wait.polls, elapsedMs: clock.now() - started, lastSeen: wait.lastSeen, lastError: wait.lastError };
    options.onStage?.(`${site_rules/* DEPLOY_HEADER */.ks} names ${options.deployId}; waiting ${EDGE_PROPAGATION_MS / 1000} s (one propagation interval) for every edge location, then purging again`);
    await clock.sleep(EDGE_PROPAGATION_MS);
    await purgeTarget(options);
    return { shown: true, polls: wait.polls, elapsedMs: clock.now() - started, lastSeen: wait.lastSeen, lastError: undefined };
}
/** More than this many seconds of browser caching of the HTML keeps returning visitors on an old deploy. */
const HTML_BROWSER_CACHE_MAX_SECONDS = 3600;
/**
 * How long a browser may keep an answer with this Cache-Control without asking again: 0 for
 * no-store, no-cache or a max-age of 0; the max-age otherwise (s-maxage is for shared caches);
 * undefined when the header gives no lifetime (the browser then guesses).
 */
function browserCacheSeconds(cacheControl) {
    if (cacheControl === undefined)
        return undefined;
    const directives = cacheControl
        .toLowerCase()
        .split(',')
        .map((part) => part.trim());
    if (directives.some((part) => part === 'no-store' || part === 'no-cache'))
        return 0;
    const maxAge = directives.map((part) => /^max-age\s*=\s*"?(\d+)"?$/.exec(part)?.[1]).find((value) => value !== undefined);
    return maxAge === undefined ? undefined : Number(maxAge);
}
/** The Cache-Control that the site's HTML (`/`) carries at the edge, as a visitor gets it. */
async function readHtmlCacheControl(url, proxyUrl, timeoutMs) {
    const connection = (0,connections.openConnection)({}, new URL(url), { connections: 1, proxy: siteProxy(proxyUrl) });
    const { dispatcher } = connection;
    try {
        const response = await (0,undici/* request */.Em)(dispatcher, new URL('/', url), { method: 'GET', signal: AbortSignal.timeout(timeoutMs) });
        response.body.on('error', () => { });
        response.body.destroy();
        const value = response.headers['cache-control'];
        return Array.isArray(value) ? value.join(', ') : value;
    }
    finally {
        await connection.close();
    }
}
/** The site is reached through the proxy the step's settings chose for it (its credentials already masked), or directly. */
function siteProxy(proxyUrl) {
    return proxyUrl === undefined ? null : { url: proxyUrl, label: 'a proxy', credentials: [] };
}

// EXTERNAL MODULE: ./runner/untrusted-text.ts
var untrusted_text = __webpack_require__(3649);
// EXTERNAL MODULE: ./operations/shared/probe-report.ts + 2 modules
var probe_report = __webpack_require__(7324);
;// CONCATENATED MODULE: ./operations/shared/site-switch-step.ts








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
    for (const warning of decision.warnings)
        log.warning(warning);
    if (request.target.kind === 'preview' && request.htmlCacheControl !== undefined)
        log.info("html-cache-control: the rule that sets the HTML's Cache-Control is the site's, written by production's deploys; a preview leaves it as it is");
    if (decision.alreadyLive)
        log.info(`Deploy ${request.deployId} is live on ${where} already: nothing to switch; it is verified again before the step reports success`);
    const verb = mode === 'dry-run' ? 'Would' : 'Will';
    for (const change of decision.changes)
        log.info(`${verb} ${(0,site_switch/* changeLine */.vK)(change)}`);
    if (mode === 'dry-run') {
        log.info(`${verb} then purge, poll ${decision.url ?? 'the site'} until X-Bunny-Deploy is ${request.deployId}, wait ${EDGE_PROPAGATION_MS / 1000} s and purge again`);
    }
}
/** The requests of a switch, as a dry run without a key lists them. */
function describeSwitch(settings, storageZoneId, after) {
    const { pullZoneId, deployId, target } = settings;
    const storage = { id: storageZoneId, name: '{storage zone name}' };
    return [
        (0,requests/* planned */.lM)(requests/* requests */.zG.pullZone(pullZoneId), 'read again right before each write'),
        ...(target.kind === 'preview'
            ? [
                (0,requests/* planned */.lM)(requests/* requests */.zG.addHostname(pullZoneId, target.hostname), "when the zone lacks it, after the preview's rule (disabled) claims it"),
                (0,requests/* planned */.lM)(requests/* requests */.zG.loadFreeCertificate(target.hostname), 'when the hostname has no certificate; then wait for HasCertificate'),
            ]
            : []),
        (0,requests/* planned */.lM)(requests/* requests */.zG.addOrUpdateEdgeRule(pullZoneId, (0,site_rules/* ruleFor */.sG)(target, storage, deployId, ['{production hostnames}'])), "the switch, with the Guid of the site's rule when it has one; the /deploys/ block and any rule to heal first, one write at a time"),
        (0,requests/* planned */.lM)(target.kind === 'preview' ? requests/* requests */.zG.purgeUrl(`https://${target.hostname}/*`) : requests/* requests */.zG.purgePullZone(pullZoneId), `then poll the site until X-Bunny-Deploy is ${deployId}, wait, purge again${after}`),
    ];
}
/** The switch's decision from the zone as read. */
async function inspectSwitch(client, settings, storage, onlyIfLive) {
    const zone = await (0,read_pull_zone/* readPullZone */.s)(client, settings.pullZoneId);
    return (0,site_switch/* decideSwitch */.vl)(zone, {
        pullZoneId: settings.pullZoneId,
        storage,
        target: settings.target,
        deployId: settings.deployId,
        onlyIfLive,
        htmlCacheControl: settings.htmlCacheControl,
    });
}
function verifyLine(outcome) {
    return `${outcome.polls} poll(s), ${(outcome.elapsedMs / 1000).toFixed(1)} s`;
}
async function verify(client, settings, report, url, deployId, liveAlready = false) {
    const { log } = report;
    const proxy = (0,proxy_settings/* readProxySettings */.u)(settings.env, new URL(url));
    if (proxy)
        log.info(`Requests to ${new URL(url).host} go through the proxy ${proxy.label}`);
    return verifySwitch({
        client,
        pullZoneId: settings.pullZoneId,
        previewHostname: settings.target.kind === 'preview' ? settings.target.hostname : undefined,
        url,
        deployId,
        proxyUrl: proxy?.url,
        clock: report.clock,
        waitMs: settings.waitSeconds * 1000,
        intervalMs: settings.pollIntervalSeconds * 1000,
        timeoutMs: settings.timeoutMs,
        liveAlready,
        onStage: (line) => log.info(line),
        onPoll: (poll) => log.info(`Poll ${poll.poll} at ${(poll.elapsedMs / 1000).toFixed(1)} s: ${poll.status === undefined ? `no answer${poll.error ? ` (${(0,untrusted_text/* inline */.mG)(poll.error, 200)})` : ''}` : `status ${poll.status}`}, X-Bunny-Deploy ${poll.seen === undefined ? 'absent' : (0,untrusted_text/* inline */.mG)(poll.seen, 80)}${poll.nextInMs === undefined ? '' : `; next in ${(poll.nextInMs / 1000).toFixed(1)} s`}`),
    });
}
/**
 * Returning visitors: the Cache-Control that the site's HTML carries at the edge decides how
 * long a browser keeps the old deploy's page. Reading it is advice: a failure to read is said,
 * never fatal.
 */
async function checkHtmlCaching(settings, report, url) {
    const { log, summary } = report;
    let header;
    try {
        header = await readHtmlCacheControl(url, (0,proxy_settings/* readProxySettings */.u)(settings.env, new URL(url))?.url, settings.timeoutMs);
    }
    catch (error) {
        log.info(`Could not read the Cache-Control of ${url}: ${(0,untrusted_text/* inline */.mG)(error.message.split('\n')[0] ?? '', 200)}`);
        return;
    }
    const seconds = browserCacheSeconds(header);
    if (seconds === undefined || seconds <= HTML_BROWSER_CACHE_MAX_SECONDS) {
        log.info(`The site's HTML (${url}) carries Cache-Control: ${header === undefined ? '(none)' : (0,untrusted_text/* inline */.mG)(header, 200)}`);
        return;
    }
    const warning = `The site's HTML (${url}) carries Cache-Control: ${(0,untrusted_text/* inline */.mG)(header ?? '', 200)}: a browser keeps it for ${seconds} s (more than an hour), so returning visitors may see the old deploy. ` +
        `The pull zone's "Browser cache expiration time" (CacheControlPublicMaxAgeOverride) decides what browsers get; or give html-cache-control (for example public, max-age=0, must-revalidate)`;
    log.warning(warning);
    summary.paragraph(`\u26a0\ufe0f ${warning}`);
}
/**
 * Carries out the decision: refuses (before any write) what the decision refused, writes,
 * verifies and probes; a failure after the switch goes to rollBack. Throws to fail the step.
 * `announce` sets `promoted` and the result's promoted together, so that they never disagree.
 */
async function applySiteSwitch(decision, client, report, settings, storage, announce) {
    const { log, setOutput, summary } = report;
    const { request } = decision;
    announce(false);
    setOutput('rolled-back', false);
    if (decision.refusals.length > 0) {
        summary.verdict(false, 'Refused before any write');
        throw new Error(decision.refusals.join('\n'));
    }
    const switching = !decision.alreadyLive;
    try {
        await (0,site_switch/* applySwitch */.XO)(client, decision, { clock: report.clock, waitMs: settings.waitSeconds * 1000, intervalMs: settings.pollIntervalSeconds * 1000 }, (line) => (line.startsWith('Warning: ') ? log.warning(line.slice('Warning: '.length)) : log.info(line)));
    }
    catch (error) {
        if (error instanceof site_switch/* SwitchConflict */.X0) {
            summary.verdict(false, 'Another deploy switched the site meanwhile');
            throw new Error(`${error.message}. Nothing of this step's switch was rolled back or repeated: check which deploy should be live`);
        }
        if (error instanceof site_switch/* CertificateMissing */.wV)
            summary.verdict(false, 'No TLS certificate for the preview hostname');
        throw error;
    }
    if (switching)
        announce(true);
    const url = decision.url;
    if (url === undefined)
        throw new Error(`pull zone ${request.pullZoneId} has no hostname to verify the switch on`);
    // A deploy live already is verified all the same: an earlier step may have switched to it
    // and failed before it saw the edge serve it.
    const verified = await verify(client, settings, report, url, request.deployId, !switching);
    if (!verified.shown) {
        const seen = verified.lastSeen === undefined ? 'no X-Bunny-Deploy header' : `X-Bunny-Deploy ${(0,untrusted_text/* inline */.mG)(verified.lastSeen, 80)}`;
        const reason = `${switching ? 'The switch to' : 'Deploy'} ${switching ? `deploy ${request.deployId}` : `${request.deployId}, live already,`} did not show on ${url} within ${settings.waitSeconds} s (${verifyLine(verified)}; last: ${seen}${verified.lastError ? `, ${(0,untrusted_text/* inline */.mG)(verified.lastError, 200)}` : ''})`;
        if (!switching)
            return failUnswitched(report, reason);
        return rollBack(decision, client, report, settings, storage, reason, undefined);
    }
    log.info(`Live: ${url} serves deploy ${request.deployId} (${verifyLine(verified)})`);
    await checkHtmlCaching(settings, report, url);
    if (settings.probe) {
        const outcome = await (0,probe_report/* probeAndReport */.wN)(settings.probe, report, { urlOutput: false });
        if (!outcome.matched) {
            const reason = (0,probe_report/* probeFailure */.L$)(settings.probe, outcome);
            if (!switching)
                return failUnswitched(report, reason);
            // A network failure may be the runner's, not the deploy's: with rollback-on-probe-error false it does not switch back.
            const skip = settings.rollbackOnFailure && (0,probe_report/* isNetworkFailure */.NQ)(outcome) && !settings.rollbackOnProbeError
                ? `the probe failed on the network (${outcome.error ?? 'error'}) and rollback-on-probe-error is false`
                : undefined;
            return rollBack(decision, client, report, settings, storage, reason, skip);
        }
    }
    return { promoted: switching, verified };
}
/** A deploy live already that does not verify: nothing of this step to switch back. */
function failUnswitched(report, reason) {
    report.summary.verdict(false, reason);
    throw new Error(`${reason}. This step switched nothing (the deploy was live already), so nothing was switched back`);
}
/**
 * With rollback-on-failure, switches the target back to the deploy live before this step, only
 * while this step's deploy is live there (compare-and-swap), verified as a switch is; the step
 * fails either way, saying what happened. `skipped` says why a rollback asked for was not made.
 */
async function rollBack(decision, client, report, settings, storage, reason, skipped) {
    const { log, setOutput, summary } = report;
    const previous = decision.live;
    const { deployId } = decision.request;
    const hint = previous === undefined ? '' : `; promote-site with deploy-id ${previous} (previous-deploy-id) switches back`;
    if (!settings.rollbackOnFailure) {
        summary.verdict(false, reason);
        throw new Error(`${reason}. Nothing was switched back (rollback-on-failure is false)${hint}`);
    }
    if (skipped !== undefined) {
        summary.verdict(false, reason);
        throw new Error(`${reason}. Nothing was switched back: ${skipped}${hint}`);
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
        await (0,site_switch/* applySwitch */.XO)(client, back, { clock: report.clock, waitMs: settings.waitSeconds * 1000, intervalMs: settings.pollIntervalSeconds * 1000 }, (line) => log.info(line));
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
