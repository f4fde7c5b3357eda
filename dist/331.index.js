export const id = 331;
export const ids = [331];
export const modules = {

/***/ 5595:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ RateLimitGate)
/* harmony export */ });
/**
 * One rate limit for every request of a step. The API limits a key, not a request: when one
 * request is told 429, the others would be too. So a 429 pauses every request until the wait
 * it asked for is over, and the number of requests in flight is halved; each success lets one
 * more back in (additive increase, multiplicative decrease, as TCP does), up to the step's
 * concurrency. The time spent paused is bounded for the whole step.
 */
class RateLimitGate {
    #clock;
    #max;
    #deadlineMs;
    #limit;
    #inFlight = 0;
    #pausedUntil = 0;
    #waitedMs = 0;
    #limited = 0;
    #waiting = [];
    constructor(options) {
        this.#clock = options.clock;
        this.#max = Math.max(1, options.maxInFlight);
        this.#limit = this.#max;
        this.#deadlineMs = options.deadlineMs;
    }
    /** Time the step has spent paused by rate limits, in total. */
    get waitedMs() {
        return this.#waitedMs;
    }
    /** How many 429 answers the step received. */
    get limitedCount() {
        return this.#limited;
    }
    /** Whether the step may still wait for a rate limit: false once its deadline is spent. */
    get canWait() {
        return this.#waitedMs < this.#deadlineMs;
    }
    get deadlineMs() {
        return this.#deadlineMs;
    }
    /** Waits for a place among the requests in flight, and for any pause to end. */
    async acquire() {
        while (this.#inFlight >= Math.floor(this.#limit)) {
            await new Promise((resolve) => this.#waiting.push(resolve));
        }
        this.#inFlight += 1;
        // Sits out the pause; again if another 429 made it longer meanwhile.
        for (let slept = 0; this.#pausedUntil !== slept;) {
            slept = this.#pausedUntil;
            const left = slept - this.#clock.now();
            if (left <= 0)
                break;
            await this.#clock.sleep(left);
        }
    }
    /** Gives the place back; `limitedForMs` is set when the answer was 429 and says how long to wait. */
    release(limitedForMs) {
        this.#inFlight -= 1;
        if (limitedForMs === undefined) {
            this.#limit = Math.min(this.#max, this.#limit + 1 / this.#limit);
        }
        else {
            this.#limited += 1;
            this.#limit = Math.max(1, this.#limit / 2);
            const now = this.#clock.now();
            const until = now + limitedForMs;
            // Overlapping pauses are counted once: the step waited as long as the longest of them.
            if (until > this.#pausedUntil) {
                this.#waitedMs += until - Math.max(now, this.#pausedUntil);
                this.#pausedUntil = until;
            }
        }
        while (this.#waiting.length > 0 && this.#inFlight < Math.floor(this.#limit))
            this.#waiting.shift()?.();
    }
}


/***/ }),

/***/ 6304:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EY: () => (/* binding */ backoffDelay),
/* harmony export */   Pi: () => (/* binding */ requestedRetryAfter),
/* harmony export */   SS: () => (/* binding */ TRANSIENT_STATUSES),
/* harmony export */   gY: () => (/* binding */ DEFAULT_RETRY_TIMING)
/* harmony export */ });
const DEFAULT_RETRY_TIMING = {
    baseDelayMs: 500,
    maxDelayMs: 10_000,
    maxRetryAfterMs: 60_000,
};
/** Statuses that say "not now" rather than "no". */
const TRANSIENT_STATUSES = new Set([429, 502, 503, 504]);
/** Full jitter: a uniform wait between 0 and the exponential ceiling. */
function backoffDelay(attempt, timing, random) {
    const ceiling = Math.min(timing.maxDelayMs, timing.baseDelayMs * 2 ** Math.max(0, attempt - 1));
    return Math.floor(random() * ceiling);
}
/**
 * The wait Retry-After asks for, in delta-seconds or as an HTTP date, in milliseconds from
 * `now`; undefined when absent or unreadable. Uncapped: the caller decides what is too long.
 */
function requestedRetryAfter(header, now) {
    const value = header?.trim();
    if (!value)
        return undefined;
    if (/^\d+$/.test(value))
        return Number(value) * 1000;
    const date = Date.parse(value);
    return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}


/***/ }),

/***/ 8574:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  PN: () => (/* binding */ deployFolderFiles),
  H1: () => (/* binding */ openSiteFiles),
  h$: () => (/* binding */ readSiteStorage),
  SL: () => (/* binding */ siteStorageOf)
});

// EXTERNAL MODULE: ./api/api-error.ts
var api_error = __webpack_require__(316);
// EXTERNAL MODULE: ./inputs/proxy-settings.ts
var proxy_settings = __webpack_require__(4884);
// EXTERNAL MODULE: ./platform/storage/remote-tree.ts
var remote_tree = __webpack_require__(6793);
// EXTERNAL MODULE: ./platform/storage/storage-client.ts + 1 modules
var storage_client = __webpack_require__(4037);
// EXTERNAL MODULE: ./platform/storage/storage-paths.ts
var storage_paths = __webpack_require__(6372);
// EXTERNAL MODULE: ./api/requests.ts
var requests = __webpack_require__(7109);
;// CONCATENATED MODULE: ./platform/storage/regions.ts
/**
 * Edge Storage primary regions and their hosts (docs.bunny.net/storage/http; the platform's
 * storage SDK has the same table). The OpenAPI document's list is out of date (five hosts, New
 * York given as la.), so it is not the source.
 */
const STORAGE_REGIONS = ['DE', 'UK', 'NY', 'LA', 'SG', 'SE', 'BR', 'JH', 'SYD'];
const HOSTS = {
    DE: 'storage.bunnycdn.com',
    UK: 'uk.storage.bunnycdn.com',
    NY: 'ny.storage.bunnycdn.com',
    LA: 'la.storage.bunnycdn.com',
    SG: 'sg.storage.bunnycdn.com',
    SE: 'se.storage.bunnycdn.com',
    BR: 'br.storage.bunnycdn.com',
    JH: 'jh.storage.bunnycdn.com',
    SYD: 'syd.storage.bunnycdn.com',
};
function isStorageRegion(code) {
    return STORAGE_REGIONS.includes(code);
}
/** The host of a region code as the API gives it (upper case); undefined for a code not in the table. */
function storageHostOfRegion(code) {
    const upper = code.toUpperCase();
    return isStorageRegion(upper) ? HOSTS[upper] : undefined;
}
/** The region whose host this is, when it is one of the table's. */
function regionOfStorageHost(host) {
    const lower = host.toLowerCase();
    return STORAGE_REGIONS.find((region) => HOSTS[region] === lower);
}

;// CONCATENATED MODULE: ./platform/storage/storage-zone.ts



/**
 * Reads `GET /storagezone/{id}` and says how to reach the zone's files. The password is handed
 * to `onSecret` (to be masked) before anything else is done with the answer. Throws an
 * ApiError for a 404 (no such zone), and a plain Error when the answer names no way in.
 */
async function readStorageZone(client, id, onSecret) {
    let zone;
    try {
        ({ body: zone } = await client.send(requests/* requests */.zG.storageZone(id)));
    }
    catch (error) {
        if (error instanceof api_error/* ApiError */.h && error.status === 404)
            throw error.withMessage(`${error.message}\nNo storage zone has the id ${id}.`);
        throw error;
    }
    if (zone.Password)
        onSecret(zone.Password);
    if (zone.Deleted)
        throw new Error(`Storage zone ${id} is deleted.`);
    if (!zone.Name)
        throw new Error(`GET /storagezone/${id} answered without the zone's Name, which every storage request needs.`);
    if (!zone.Password) {
        throw new Error(`GET /storagezone/${id} answered without the zone's Password: the API key may lack access to it. Use storage-zone-name and storage-password instead.`);
    }
    const region = zone.Region ?? undefined;
    const fromRegion = region === undefined ? undefined : storageHostOfRegion(region);
    const host = zone.StorageHostname || fromRegion;
    if (!host) {
        throw new Error(`Storage zone ${id} has no StorageHostname and its Region (${region ?? 'none'}) is not one this action knows; give storage-hostname with storage-zone-name and storage-password.`);
    }
    const pullZones = (zone.PullZones ?? []).map((pullZone) => {
        const names = (pullZone.Hostnames ?? []).filter((hostname) => hostname.Value);
        const custom = names.filter((hostname) => !hostname.IsSystemHostname).map((hostname) => hostname.Value);
        const system = names.filter((hostname) => hostname.IsSystemHostname).map((hostname) => hostname.Value);
        return { id: pullZone.Id, name: pullZone.Name ?? undefined, hostnames: [...custom, ...system] };
    });
    return {
        id,
        name: zone.Name,
        password: zone.Password,
        host,
        hostSource: zone.StorageHostname ? 'StorageHostname' : 'Region',
        region,
        pullZones,
    };
}

// EXTERNAL MODULE: ./runner/version.ts
var version = __webpack_require__(4463);
;// CONCATENATED MODULE: ./operations/site-storage.ts







async function readSiteStorage(client, settings) {
    try {
        return await readStorageZone(client, settings.storageZoneId, settings.registerSecret);
    }
    catch (error) {
        if (error instanceof api_error/* ApiError */.h && error.status === 404)
            throw error.withMessage(`${error.message} Check storage-zone-id.`);
        throw error;
    }
}
const siteStorageOf = (access) => ({ id: access.id, name: access.name });
function openSiteFiles(access, settings, report) {
    const proxy = (0,proxy_settings/* readProxySettings */.u)(settings.env, (0,storage_paths/* storageBaseUrl */.CC)(access.host));
    for (const part of proxy?.credentials ?? [])
        settings.registerSecret(part);
    return new storage_client/* StorageClient */.LN({
        host: access.host,
        zoneName: access.name,
        password: access.password,
        userAgent: version/* USER_AGENT */._,
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
    const tree = await (0,remote_tree/* listRemoteTree */.v)(files, ['deploys', deployId]);
    return tree.exists ? tree.files.size : 0;
}


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
// EXTERNAL MODULE: ./api/undici-parts.ts
var undici_parts = __webpack_require__(2160);
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
    const response = await (0,undici_parts/* request */.Em)(dispatcher, url, { method: 'GET', headers: { 'cache-control': 'no-cache' }, signal: deadline });
    response.body.on('error', () => { });
    response.body.destroy();
    const value = response.headers[site_rules/* DEPLOY_HEADER */.ks.toLowerCase()];
    return { seen: Array.isArray(value) ? value[0] : value, status: response.statusCode };
}
/** The wait for the header, through the runner's proxy when it gives one. */
async function waitForDeployHeader(options) {
    const dispatcher = options.proxyUrl === undefined ? new undici_parts/* Agent */.g6({ connections: 1 }) : new undici_parts/* ProxyAgent */.kT({ uri: options.proxyUrl, connections: 1 });
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


/***/ }),

/***/ 9262:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ contentTypeOf),
/* harmony export */   _: () => (/* binding */ isHtml)
/* harmony export */ });
/**
 * The content type an upload declares, from its extension. The platform's own clients send
 * `Override-Content-Type` with it (the type is then stored and served); what the platform
 * stores without one is undocumented.
 */
const TYPES = {
    html: 'text/html; charset=utf-8',
    htm: 'text/html; charset=utf-8',
    css: 'text/css; charset=utf-8',
    js: 'text/javascript; charset=utf-8',
    mjs: 'text/javascript; charset=utf-8',
    cjs: 'text/javascript; charset=utf-8',
    map: 'application/json',
    json: 'application/json',
    webmanifest: 'application/manifest+json',
    txt: 'text/plain; charset=utf-8',
    md: 'text/markdown; charset=utf-8',
    csv: 'text/csv; charset=utf-8',
    xml: 'application/xml',
    rss: 'application/rss+xml',
    atom: 'application/atom+xml',
    svg: 'image/svg+xml',
    png: 'image/png',
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    gif: 'image/gif',
    webp: 'image/webp',
    avif: 'image/avif',
    ico: 'image/x-icon',
    bmp: 'image/bmp',
    woff: 'font/woff',
    woff2: 'font/woff2',
    ttf: 'font/ttf',
    otf: 'font/otf',
    eot: 'application/vnd.ms-fontobject',
    wasm: 'application/wasm',
    pdf: 'application/pdf',
    zip: 'application/zip',
    gz: 'application/gzip',
    mp4: 'video/mp4',
    webm: 'video/webm',
    mp3: 'audio/mpeg',
    ogg: 'audio/ogg',
    wav: 'audio/wav',
    vtt: 'text/vtt',
    ics: 'text/calendar',
};
function contentTypeOf(name) {
    const dot = name.lastIndexOf('.');
    if (dot <= 0 || name.lastIndexOf('/') > dot)
        return 'application/octet-stream';
    return TYPES[name.slice(dot + 1).toLowerCase()] ?? 'application/octet-stream';
}
/** HTML goes last, so that no page links to a file not yet uploaded. */
function isHtml(path) {
    return /\.html?$/i.test(path);
}


/***/ }),

/***/ 6793:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ listRemoteTree)
/* harmony export */ });
/* harmony import */ var _storage_client_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4037);

/**
 * The whole tree below `root` (segments from the zone's root): one listing request per folder,
 * at most LISTINGS_AT_ONCE at a time, as the platform allows. A folder that is gone by the time
 * it is listed (404) is empty.
 */
async function listRemoteTree(client, root) {
    const files = new Map();
    let listings = 0;
    let exists = true;
    const pending = [''];
    let active = 0;
    let failure;
    await new Promise((resolve) => {
        const pump = () => {
            if (failure !== undefined && active === 0)
                return resolve();
            if (pending.length === 0 && active === 0)
                return resolve();
            while (failure === undefined && active < _storage_client_js__WEBPACK_IMPORTED_MODULE_0__/* .LISTINGS_AT_ONCE */ .cf && pending.length > 0) {
                const folder = pending.shift();
                active += 1;
                const segments = folder === '' ? [...root] : [...root, ...folder.split('/')];
                client.list(segments).then((items) => {
                    listings += 1;
                    if (items === undefined && folder === '')
                        exists = false;
                    for (const item of items ?? []) {
                        const path = folder === '' ? item.name : `${folder}/${item.name}`;
                        if (item.directory)
                            pending.push(path);
                        else
                            files.set(path, { path, length: item.length, checksum: item.checksum });
                    }
                    active -= 1;
                    pump();
                }, (error) => {
                    failure ??= error;
                    active -= 1;
                    pump();
                });
            }
        };
        pump();
    });
    if (failure !== undefined)
        throw failure;
    return { files, listings, exists };
}


/***/ }),

/***/ 4037:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  cf: () => (/* binding */ LISTINGS_AT_ONCE),
  LN: () => (/* binding */ StorageClient)
});

// UNUSED EXPORTS: DELETES_AT_ONCE, uploadTimeoutMs

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
// EXTERNAL MODULE: ./api/api-error.ts
var api_error = __webpack_require__(316);
// EXTERNAL MODULE: ./api/clock.ts
var clock = __webpack_require__(5213);
// EXTERNAL MODULE: ./api/rate-limit.ts
var rate_limit = __webpack_require__(5595);
// EXTERNAL MODULE: ./api/retry-policy.ts
var retry_policy = __webpack_require__(6304);
// EXTERNAL MODULE: ./api/undici-parts.ts
var undici_parts = __webpack_require__(2160);
// EXTERNAL MODULE: ./platform/storage/content-type.ts
var content_type = __webpack_require__(9262);
// EXTERNAL MODULE: ../node_modules/zod/v4/mini/schemas.js + 5 modules
var schemas = __webpack_require__(4513);
;// CONCATENATED MODULE: ./platform/storage/storage-object.ts

/**
 * One item of a directory listing, as far as a sync reads it. The platform's listing carries
 * more (Guid, Path, dates, ReplicatedZones...); the rest is left unchecked, so that a member
 * added or changed there does not stop a sync. `Checksum` is missing from the OpenAPI document
 * and null for directories (and, possibly, for files uploaded without one).
 */
const StorageListingItem = schemas/* looseObject */._H3({
    ObjectName: schemas/* string */.YjP(),
    IsDirectory: schemas/* boolean */.zMY(),
    Length: schemas/* number */.aig(),
    Checksum: schemas/* nullish */.cl6(schemas/* string */.YjP()),
    /** No time zone on the wire ("2017-03-10T03:06:48.203"); read as UTC. Retention of deploy folders orders by it. */
    DateCreated: schemas/* optional */.lqM(schemas/* string */.YjP()),
});
const StorageListing = schemas/* array */.YOg(StorageListingItem);

// EXTERNAL MODULE: ./platform/storage/storage-paths.ts
var storage_paths = __webpack_require__(6372);
;// CONCATENATED MODULE: ./platform/storage/storage-client.ts










/** The platform lists at most five directories at a time per zone; past that, 400. */
const LISTINGS_AT_ONCE = 5;
/** Deletes the platform takes at once per zone; past that, 400. */
const DELETES_AT_ONCE = 30;
/**
 * The slowest upload rate a request's limit allows for: 256 KiB/s. A fixed limit of a few
 * seconds fails every large file on a slow runner; this gives a 240 MiB file 16 minutes.
 */
const SLOWEST_BYTES_PER_SECOND = 256 * 1024;
const RATE_LIMIT_DEADLINE_MS = 120_000;
/** A listing of one directory larger than this is refused rather than held. */
const MAX_LISTING_BYTES = 256 * 1024 * 1024;
const MAX_ERROR_BYTES = 64 * 1024;
/** The platform's answer when a zone has too many listings or deletes in flight. */
const LIMIT_MESSAGE = /unable to process request/i;
/** The limit for one request carrying `bytes`: the step's timeout plus the time the slowest accepted rate takes. */
function uploadTimeoutMs(baseMs, bytes) {
    return baseMs + Math.ceil((bytes / SLOWEST_BYTES_PER_SECOND) * 1000);
}
const NOT_SENT = new Set([
    'ECONNREFUSED',
    'ENOTFOUND',
    'EAI_AGAIN',
    'EHOSTUNREACH',
    'ENETUNREACH',
    'EADDRNOTAVAIL',
    'UND_ERR_CONNECT_TIMEOUT',
]);
const TLS_CODE = /^(ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO_SELF_SIGNED|SELF_SIGNED_CERT|HOSTNAME_MISMATCH)/;
function errorCode(error) {
    for (let current = error, depth = 0; current && depth < 4; depth++) {
        const code = current.code;
        if (typeof code === 'string')
            return code;
        current = current.cause;
    }
    return undefined;
}
const statusLine = (status) => `${status}${external_node_http_.STATUS_CODES[status] ? ` ${external_node_http_.STATUS_CODES[status]}` : ''}`;
async function readCapped(body, limit) {
    const chunks = [];
    let size = 0;
    for await (const chunk of body) {
        size += chunk.length;
        if (size > limit) {
            body.destroy();
            return undefined;
        }
        chunks.push(chunk);
    }
    return Buffer.concat(chunks).toString('utf8');
}
/** The `Message` of an ErrorObject body, or the text itself cut short. */
function errorMessage(text) {
    const trimmed = text.trim();
    if (trimmed === '')
        return '';
    try {
        const parsed = JSON.parse(trimmed);
        const item = Array.isArray(parsed) ? parsed[0] : parsed;
        const message = item?.Message;
        if (typeof message === 'string')
            return message;
    }
    catch {
        // Not JSON: a proxy's page, shown short.
    }
    return trimmed.replace(/\s+/g, ' ').slice(0, 200);
}
/**
 * The Edge Storage HTTP API of one zone: listing one directory level, streamed uploads with
 * their Checksum, deletes, downloads. Every request is safe to repeat (an upload replaces the
 * file with the same bytes), so each is retried on 429, 5xx and connection errors with
 * full-jitter backoff and Retry-After; a 429 slows every request, and a 400 from the listing
 * or delete limit slows that kind of request, each within one deadline for the whole client.
 */
class StorageClient {
    host;
    zoneName;
    #options;
    #base;
    #dispatcher;
    #ownsDispatcher;
    #clock;
    #timing;
    #connections;
    #lanes;
    constructor(options) {
        this.#options = options;
        this.host = options.host;
        this.zoneName = options.zoneName;
        this.#base = (0,storage_paths/* storageBaseUrl */.CC)(options.host);
        this.#clock = options.clock ?? clock/* systemClock */.m;
        this.#timing = options.timing ?? retry_policy/* DEFAULT_RETRY_TIMING */.gY;
        const deadlineMs = options.rateLimitDeadlineMs ?? RATE_LIMIT_DEADLINE_MS;
        const concurrency = Math.max(1, options.concurrency);
        this.#connections = new rate_limit/* RateLimitGate */.F({ clock: this.#clock, maxInFlight: concurrency + LISTINGS_AT_ONCE, deadlineMs });
        this.#lanes = {
            list: new rate_limit/* RateLimitGate */.F({ clock: this.#clock, maxInFlight: LISTINGS_AT_ONCE, deadlineMs }),
            delete: new rate_limit/* RateLimitGate */.F({ clock: this.#clock, maxInFlight: Math.min(DELETES_AT_ONCE, concurrency), deadlineMs }),
        };
        this.#ownsDispatcher = options.dispatcher === undefined;
        const agentOptions = {
            connections: concurrency + LISTINGS_AT_ONCE,
            connectTimeout: options.timeoutMs,
            keepAliveTimeout: 10_000,
        };
        this.#dispatcher =
            options.dispatcher ??
                (options.proxyUrl === undefined ? new undici_parts/* Agent */.g6(agentOptions) : new undici_parts/* ProxyAgent */.kT({ ...agentOptions, uri: options.proxyUrl }));
    }
    /** Time spent paused by the storage's limits, and how many answers asked for it. */
    get limited() {
        const gates = [this.#connections, this.#lanes.list, this.#lanes.delete];
        return {
            waitedMs: Math.max(...gates.map((gate) => gate.waitedMs)),
            count: gates.reduce((sum, gate) => sum + gate.limitedCount, 0),
        };
    }
    async close() {
        if (this.#ownsDispatcher)
            await this.#dispatcher.close();
    }
    /** "PUT /zone/a b.txt on storage.bunnycdn.com": how messages name a request; never the password. */
    describe(method, segments, directory = false) {
        return `${method} ${(0,storage_paths/* displayPath */.Gt)([this.zoneName, ...segments], directory)} on ${this.host}`;
    }
    /** One level of a directory; undefined when the platform says it does not exist (404). */
    async list(dirSegments) {
        const result = await this.#send({
            method: 'GET',
            lane: 'list',
            segments: dirSegments,
            directory: true,
            okStatuses: [200, 404],
            read: async (body, status) => {
                if (status === 404) {
                    await body.dump();
                    return undefined;
                }
                const text = await readCapped(body, MAX_LISTING_BYTES);
                if (text === undefined)
                    throw new Error(`the listing is larger than ${MAX_LISTING_BYTES / 1024 / 1024} MiB`);
                let json;
                try {
                    json = JSON.parse(text);
                }
                catch {
                    throw new api_error/* ApiError */.h(`${this.describe('GET', dirSegments, true)} answered 200 but the body is not JSON`, {
                        kind: 'invalid-response',
                        request: this.describe('GET', dirSegments, true),
                        status,
                    });
                }
                const parsed = StorageListing.safeParse(json);
                if (!parsed.success) {
                    const issue = parsed.error.issues[0];
                    throw new api_error/* ApiError */.h(`${this.describe('GET', dirSegments, true)} answered 200 but the listing is not of the documented shape: ${issue ? `${issue.path.join('.')}: ${issue.message}` : ''}`, { kind: 'invalid-response', request: this.describe('GET', dirSegments, true), status });
                }
                return parsed.data.map((item) => ({
                    name: item.ObjectName,
                    directory: item.IsDirectory,
                    length: item.Length,
                    checksum: item.Checksum ?? null,
                    dateCreated: item.DateCreated,
                }));
            },
        });
        return result.value;
    }
    /**
     * Uploads a file streamed from disk with its Checksum (upper-case hex): the platform stores
     * nothing when the bytes it received do not match. The type goes in Override-Content-Type, as
     * the platform's own clients send it.
     */
    async upload(segments, source) {
        const result = await this.#send({
            method: 'PUT',
            lane: 'upload',
            segments,
            directory: false,
            okStatuses: [200, 201],
            bytes: source.size,
            headers: {
                Checksum: source.sha256.toUpperCase(),
                'Content-Type': 'application/octet-stream',
                'Override-Content-Type': (0,content_type/* contentTypeOf */.J)(segments.at(-1) ?? ''),
                'Content-Length': String(source.size),
            },
            body: () => (0,external_node_fs_.createReadStream)(source.localPath),
        });
        return { status: result.status, repeatedAfterLoss: result.repeatedAfterLoss };
    }
    /** Deletes a file; a 404 (gone already, as after a lost answer) is success, `found: false`. */
    async deleteFile(segments) {
        const result = await this.#send({
            method: 'DELETE',
            lane: 'delete',
            segments,
            directory: false,
            okStatuses: [200, 204, 404],
        });
        return { status: result.status, repeatedAfterLoss: result.repeatedAfterLoss, found: result.status !== 404 };
    }
    /** Deletes a directory and everything in it (the trailing slash says so); 404 is success, `found: false`. */
    async deleteDirectory(segments) {
        if (segments.length === 0)
            throw new Error('refusing to delete the root of the zone');
        const result = await this.#send({
            method: 'DELETE',
            lane: 'delete',
            segments,
            directory: true,
            okStatuses: [200, 204, 404],
        });
        return { status: result.status, repeatedAfterLoss: result.repeatedAfterLoss, found: result.status !== 404 };
    }
    /** A file's bytes, or undefined when it does not exist; refused past `maxBytes`. */
    async download(segments, maxBytes) {
        const result = await this.#send({
            method: 'GET',
            lane: 'read',
            segments,
            directory: false,
            okStatuses: [200, 404],
            read: async (body, status) => {
                if (status === 404) {
                    await body.dump();
                    return undefined;
                }
                const chunks = [];
                let size = 0;
                for await (const chunk of body) {
                    size += chunk.length;
                    if (size > maxBytes) {
                        body.destroy();
                        throw new Error(`the file is larger than ${maxBytes} bytes`);
                    }
                    chunks.push(chunk);
                }
                return Buffer.concat(chunks);
            },
        });
        return result.value;
    }
    async #send(exchange) {
        const describe = this.describe(exchange.method, exchange.segments, exchange.directory);
        const lane = exchange.lane === 'list' || exchange.lane === 'delete' ? this.#lanes[exchange.lane] : undefined;
        const { maxAttempts } = this.#options;
        const random = this.#options.random ?? Math.random;
        let lost = false;
        for (let attempt = 1;; attempt++) {
            await lane?.acquire();
            await this.#connections.acquire();
            let outcome;
            try {
                outcome = await this.#attempt(exchange, describe, attempt);
            }
            catch (error) {
                this.#connections.release();
                lane?.release();
                throw error;
            }
            const wait = outcome.ok ? 0 : (outcome.wait ?? (0,retry_policy/* backoffDelay */.EY)(attempt, this.#timing, random));
            const limitedBy = outcome.ok ? undefined : outcome.gate;
            this.#connections.release(limitedBy === 'connections' ? wait : undefined);
            lane?.release(limitedBy === 'lane' ? wait : undefined);
            if (outcome.ok)
                return { status: outcome.status, value: outcome.value, repeatedAfterLoss: lost };
            if (outcome.maybeProcessed)
                lost = true;
            const gate = limitedBy === 'connections' ? this.#connections : limitedBy === 'lane' ? lane : undefined;
            if (gate && !gate.canWait) {
                throw outcome.error.withMessage(`${outcome.error.message} (the step has waited ${(gate.waitedMs / 1000).toFixed(1)} s for the storage's limits in all, its limit is ${gate.deadlineMs / 1000} s; lower concurrency or try again later)`);
            }
            // Within the deadline a limit is the batch's pace, not this request's failure.
            if (gate)
                attempt -= 1;
            else if (!outcome.retryable || attempt >= maxAttempts)
                throw outcome.error;
            const reason = outcome.error.status !== undefined ? statusLine(outcome.error.status) : outcome.error.message.replace(`${describe}: `, '');
            const which = gate ? 'a limit of the storage, not counted as an attempt' : `attempt ${attempt} of ${maxAttempts}`;
            this.#options.onRetry?.(`${describe}: ${reason} (${which}); retrying in ${(wait / 1000).toFixed(1)} s` +
                (outcome.wait !== undefined ? ' as Retry-After asks' : '') +
                (limitedBy === 'connections'
                    ? '; every request of the step waits'
                    : limitedBy === 'lane'
                        ? `; every ${exchange.lane === 'list' ? 'listing' : 'delete'} waits`
                        : ''));
            if (!gate)
                await this.#clock.sleep(wait);
        }
    }
    async #attempt(exchange, describe, attempt) {
        const timeoutMs = uploadTimeoutMs(this.#options.timeoutMs, exchange.bytes ?? 0);
        const deadline = new AbortController();
        const timer = setTimeout(() => deadline.abort(new DOMException('the request timed out', 'TimeoutError')), timeoutMs);
        const url = new URL((0,storage_paths/* objectUrlPath */.e0)(this.zoneName, exchange.segments, exchange.directory), this.#base);
        let response;
        try {
            try {
                response = await (0,undici_parts/* request */.Em)(this.#dispatcher, url, {
                    method: exchange.method,
                    headers: {
                        AccessKey: this.#options.password,
                        Accept: 'application/json',
                        'User-Agent': this.#options.userAgent,
                        ...exchange.headers,
                    },
                    body: exchange.body?.() ?? null,
                    signal: deadline.signal,
                    headersTimeout: timeoutMs,
                    bodyTimeout: timeoutMs,
                });
            }
            catch (cause) {
                return this.#failure(describe, attempt, cause, timeoutMs, exchange);
            }
            const status = response.statusCode;
            this.#options.onResponse?.(status);
            if (exchange.okStatuses.includes(status)) {
                try {
                    const value = exchange.read ? await exchange.read(response.body, status) : (await response.body.dump());
                    return { ok: true, status, value };
                }
                catch (cause) {
                    if (cause instanceof api_error/* ApiError */.h)
                        return { ok: false, error: cause, retryable: false };
                    if (!(cause instanceof Error) || errorCode(cause) === undefined) {
                        const message = cause instanceof Error ? cause.message : String(cause);
                        if (!/timed out/i.test(message)) {
                            return {
                                ok: false,
                                retryable: false,
                                error: new api_error/* ApiError */.h(`${describe} answered ${statusLine(status)} but ${message}`, {
                                    kind: 'invalid-response',
                                    request: describe,
                                    status,
                                    attempts: attempt,
                                }),
                            };
                        }
                    }
                    return this.#failure(describe, attempt, cause, timeoutMs, exchange, status);
                }
            }
            const text = (await readCapped(response.body, MAX_ERROR_BYTES).catch(() => '')) ?? '';
            return this.#refusal(describe, attempt, status, text, response.headers['retry-after'], exchange);
        }
        finally {
            clearTimeout(timer);
        }
    }
    #refusal(describe, attempt, status, text, retryAfter, exchange) {
        const said = errorMessage(text);
        const requested = (0,retry_policy/* requestedRetryAfter */.Pi)(Array.isArray(retryAfter) ? retryAfter[0] : retryAfter, this.#clock.date().getTime());
        const tooLong = requested !== undefined && requested > this.#timing.maxRetryAfterMs;
        let message = `${describe} answered ${statusLine(status)}${said ? `: ${said}` : ''}`;
        if (tooLong)
            message += ` (Retry-After asks for ${Math.ceil(requested / 1000)} s, longer than the ${this.#timing.maxRetryAfterMs / 1000} s this action waits; try again later)`;
        if (status >= 300 && status < 400)
            message += '. Redirects are not followed, so that the zone password goes to no other host.';
        const error = new api_error/* ApiError */.h(message, { kind: 'http', request: describe, status, apiMessage: said || undefined, attempts: attempt });
        const wait = requested === undefined || tooLong ? undefined : requested;
        if (status === 429 && !tooLong)
            return { ok: false, error, retryable: true, gate: 'connections', ...(wait === undefined ? {} : { wait }) };
        if (status === 400 && LIMIT_MESSAGE.test(said) && (exchange.lane === 'list' || exchange.lane === 'delete')) {
            return { ok: false, error, retryable: true, gate: 'lane', ...(wait === undefined ? {} : { wait }) };
        }
        // Every storage request is safe to repeat: a server error may be passing.
        const retryable = !tooLong && status >= 500 && status !== 501;
        return { ok: false, error, retryable, ...(wait === undefined ? {} : { wait }) };
    }
    #failure(describe, attempt, cause, timeoutMs, exchange, status) {
        const code = errorCode(cause);
        const name = cause?.name;
        const where = this.#options.proxyLabel ? `${this.host} through the proxy ${this.#options.proxyLabel}` : this.host;
        if (code !== undefined && TLS_CODE.test(code)) {
            return {
                ok: false,
                retryable: false,
                error: new api_error/* ApiError */.h(`${describe}: the TLS connection to ${where} failed (${code}), so nothing was sent; check the storage host and its certificate`, {
                    kind: 'network',
                    request: describe,
                    attempts: attempt,
                    cause,
                }),
            };
        }
        if (code === 'UND_ERR_REQ_CONTENT_LENGTH_MISMATCH') {
            return {
                ok: false,
                retryable: false,
                error: new api_error/* ApiError */.h(`${describe}: the file is no longer ${exchange.bytes ?? 0} bytes long, as it was when it was hashed; it changed during the step, and was not stored`, {
                    kind: 'network',
                    request: describe,
                    attempts: attempt,
                    cause,
                }),
            };
        }
        if (code !== undefined && NOT_SENT.has(code)) {
            return {
                ok: false,
                retryable: true,
                error: new api_error/* ApiError */.h(`${describe}: could not connect to ${where} (${code})`, {
                    kind: 'network',
                    request: describe,
                    attempts: attempt,
                    cause,
                }),
            };
        }
        const timedOut = code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT' || name === 'TimeoutError' || name === 'AbortError';
        const failed = timedOut
            ? `no answer within ${Math.round(timeoutMs / 1000)} s${exchange.bytes ? ` (the limit for ${exchange.bytes} bytes)` : ''}`
            : `the connection failed (${code ?? name ?? 'unknown error'})`;
        const what = status === undefined ? failed : `answered ${statusLine(status)} but its body did not arrive (${failed})`;
        return {
            ok: false,
            retryable: true,
            maybeProcessed: true,
            error: new api_error/* ApiError */.h(`${describe}: ${what}`, {
                kind: timedOut ? 'timeout' : 'network',
                request: describe,
                status,
                attempts: attempt,
                cause,
            }),
        };
    }
}


/***/ }),

/***/ 6372:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CC: () => (/* binding */ storageBaseUrl),
/* harmony export */   Gt: () => (/* binding */ displayPath),
/* harmony export */   e0: () => (/* binding */ objectUrlPath)
/* harmony export */ });
/* unused harmony exports pathSegments, badSegment */
/**
 * Paths in a storage zone. The platform documents no encoding; every segment is percent-encoded
 * as UTF-8 (encodeURIComponent), so that a space, `#`, `?`, `%` or a non-ASCII name arrives as
 * the object's name. The WHATWG URL setter the platform's SDK uses leaves `%` alone, which
 * would turn a literal `%41` in a name into `A`.
 */
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);
/**
 * The base address of a storage host given bare (`storage.bunnycdn.com`, as StorageHostname
 * gives it): https, except loopback hosts over http, for emulators and tests (the api-url rule).
 * Throws a plain Error whose message says what is wrong, for the caller to attribute.
 */
function storageBaseUrl(host) {
    if (!/^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/.test(host)) {
        throw new Error(`'${host}' is not a bare host name; expected a host such as storage.bunnycdn.com, without scheme or path`);
    }
    const name = host.replace(/:\d+$/, '').toLowerCase();
    return new URL(`${LOOPBACK.has(name) ? 'http' : 'https'}://${host}`);
}
/** Splits a zone path into its segments, dropping empty ones (`/a//b/` is a/b). */
function pathSegments(path) {
    return path.split('/').filter((segment) => segment !== '');
}
/** A reason the segments cannot name an object, or undefined. `..` and `.` would be resolved away by a URL. */
function badSegment(segments) {
    for (const segment of segments) {
        if (segment === '.' || segment === '..')
            return `a path segment cannot be '${segment}'`;
        if (/[\u0000-\u001f\u007f]/.test(segment))
            return 'a path segment cannot hold control characters';
    }
    return undefined;
}
/** `/zone/a%20b/c.txt`, or `/zone/a/` for a directory: the path of a storage request. */
function objectUrlPath(zoneName, segments, directory) {
    const problem = badSegment([zoneName, ...segments]);
    if (problem)
        throw new Error(problem);
    const encoded = [zoneName, ...segments].map((segment) => encodeURIComponent(segment)).join('/');
    return directory ? `/${encoded}/` : `/${encoded}`;
}
/** "/site/a b.txt": how a zone path is shown and reported, from the zone's root, unencoded. */
function displayPath(segments, directory = false) {
    return `/${segments.join('/')}${directory && segments.length > 0 ? '/' : ''}`;
}


/***/ })

};
