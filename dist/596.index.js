export const id = 596;
export const ids = [596];
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

/***/ 137:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ MAX_WAIT_SECONDS),
/* harmony export */   b: () => (/* binding */ readWaitSettings)
/* harmony export */ });
/** A GitHub job runs at most 6 hours; a longer wait is a typo. */
const MAX_WAIT_SECONDS = 6 * 60 * 60;
const MAX_POLL_INTERVAL_SECONDS = 3600;
/**
 * `wait-seconds` and `poll-interval-seconds`, the one reader of both. Their defaults differ per
 * operation (a release check reads once, a publish waits a minute), so action.yml gives none
 * and each operation passes its own. `intervalGiven` says whether the step chose the interval,
 * which then also paces the operation's other waits (the probe after a deploy).
 */
function readWaitSettings(inputs, defaults) {
    const waitSeconds = inputs.integer('wait-seconds', { min: 0, max: MAX_WAIT_SECONDS, default: defaults.waitSeconds }) ?? defaults.waitSeconds;
    const given = inputs.integer('poll-interval-seconds', { min: 1, max: MAX_POLL_INTERVAL_SECONDS });
    return { waitSeconds, pollIntervalSeconds: given ?? defaults.pollIntervalSeconds, intervalGiven: given !== undefined };
}


/***/ }),

/***/ 3675:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ codeSha256)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

/** SHA-256 of a script's code as the platform stores it (UTF-8), lower-case hex. */
function codeSha256(code) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(code).digest('hex');
}


/***/ }),

/***/ 5584:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GO: () => (/* binding */ scriptUrls),
/* harmony export */   KK: () => (/* binding */ readActiveRelease),
/* harmony export */   MK: () => (/* binding */ withoutCode),
/* harmony export */   Sl: () => (/* binding */ waitUntilLive),
/* harmony export */   Uq: () => (/* binding */ readScript),
/* harmony export */   WY: () => (/* binding */ described),
/* harmony export */   cR: () => (/* binding */ RELEASE_PAGE_SIZE),
/* harmony export */   "do": () => (/* binding */ releaseName),
/* harmony export */   dv: () => (/* binding */ findRelease),
/* harmony export */   tD: () => (/* binding */ republish),
/* harmony export */   uy: () => (/* binding */ purgeLinkedZones),
/* harmony export */   w8: () => (/* binding */ defaultNote),
/* harmony export */   wq: () => (/* binding */ releaseHash)
/* harmony export */ });
/* harmony import */ var _api_api_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(316);
/* harmony import */ var _api_polling_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4900);
/* harmony import */ var _api_wait_log_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4869);
/* harmony import */ var _api_requests_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7109);
/* harmony import */ var _runner_untrusted_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3649);
/* harmony import */ var _code_hash_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3675);






/**
 * What publish-script and rollback-script share: the script read, the active release, the
 * release list, the wait for a release to go live, the re-publish of an earlier release with
 * its compare-and-swap, and the purge of the linked pull zones.
 */
/** Releases asked for per page of the list: 20 scripts of 1 MiB stay well under the 32 MiB answer limit. */
const RELEASE_PAGE_SIZE = 20;
/** The edge syncs configuration in buckets: the platform's CLI purges, waits about 5 s, and purges again. */
const SECOND_PURGE_DELAY_MS = 5000;
/** "release 9101 (uuid c3f9a06d)": how messages name a release; API text made a safe line. */
function releaseName(release) {
    return `release ${release.Id}${release.Uuid ? ` (uuid ${(0,_runner_untrusted_text_js__WEBPACK_IMPORTED_MODULE_3__/* .inline */ .mG)(release.Uuid, 80)})` : ''}`;
}
/** The release as `result` carries it: everything but `Code`, the whole script source. */
function withoutCode(release) {
    const copy = { ...release };
    delete copy.Code;
    return copy;
}
/** The hash of a release's code, as the platform holds it (UTF-8). */
const releaseHash = (release) => (0,_code_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .codeSha256 */ .d)(release.Code ?? '');
/** The script's addresses, the default hostname first, then the system one and the linked zones', once each. */
function scriptUrls(script) {
    const hosts = [script.DefaultHostname, script.SystemHostname, ...(script.LinkedPullZones ?? []).map((zone) => zone.DefaultHostname)];
    const names = hosts.map((host) => host?.trim().toLowerCase()).filter((host) => !!host && /^[a-z0-9.-]+$/.test(host));
    return [...new Set(names)].map((host) => `https://${host}`);
}
/** Reads the script; a 404 says which id is missing. */
async function readScript(client, scriptId) {
    try {
        return (await client.send(_api_requests_js__WEBPACK_IMPORTED_MODULE_2__/* .requests */ .zG.edgeScript(scriptId))).body;
    }
    catch (error) {
        if (error instanceof _api_api_error_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .h && error.status === 404) {
            throw error.withMessage(`${error.message}. No Edge Script has the id ${scriptId}: check script-id.`);
        }
        throw error;
    }
}
/** The active release, or undefined when the script has none (404). */
async function readActiveRelease(client, scriptId) {
    try {
        return (await client.send(_api_requests_js__WEBPACK_IMPORTED_MODULE_2__/* .requests */ .zG.activeRelease(scriptId))).body;
    }
    catch (error) {
        if (error instanceof _api_api_error_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .h && error.status === 404)
            return undefined;
        throw error;
    }
}
/**
 * Looks for the release of `uuid` page by page, keeping only that release: a list of a
 * thousand releases, each with its code, is never held whole. A deleted one does not count.
 */
async function findRelease(client, scriptId, uuid) {
    let deleted;
    let seen = 0;
    let total = 0;
    // The list's own count bounds the pages, so that an API that always says "more" cannot keep us here.
    for (let page = 1;; page++) {
        const { body } = await client.send(_api_requests_js__WEBPACK_IMPORTED_MODULE_2__/* .requests */ .zG.scriptReleases(scriptId, page, RELEASE_PAGE_SIZE));
        const items = body.Items ?? [];
        total = Math.max(total, body.TotalItems ?? 0, seen + items.length);
        seen += items.length;
        for (const release of items) {
            if (release.Uuid !== uuid)
                continue;
            if (!release.Deleted)
                return { found: release, pages: page };
            deleted = release;
        }
        const more = body.HasMoreItems === true && items.length > 0 && page * RELEASE_PAGE_SIZE < Math.max(total, 1) + RELEASE_PAGE_SIZE;
        if (!more)
            return { found: undefined, deleted, pages: page, total };
    }
}
/**
 * Reads the active release until the target is live, another release than the one before goes
 * live (someone else deployed: that ends the wait too), or the time is up. A 404 and a
 * transient failure count as "not yet".
 */
async function waitUntilLive(options) {
    const { client, scriptId, report, before } = options;
    const classify = (release) => {
        if (release === undefined)
            return 'waiting';
        if (options.isTarget(release))
            return 'live';
        if (before !== undefined && release.Id === before.Id)
            return 'waiting';
        return 'superseded';
    };
    const result = await (0,_api_polling_js__WEBPACK_IMPORTED_MODULE_1__/* .pollUntil */ .g)({
        read: () => readActiveRelease(client, scriptId),
        settled: (release) => classify(release) !== 'waiting',
        waitMs: options.waitSeconds * 1000,
        intervalMs: options.pollIntervalSeconds * 1000,
        clock: report.clock,
        tolerate: _api_polling_js__WEBPACK_IMPORTED_MODULE_1__/* .isTransient */ .d,
        onPoll: (sample) => {
            const state = sample.error
                ? `the read failed (${(0,_runner_untrusted_text_js__WEBPACK_IMPORTED_MODULE_3__/* .inline */ .mG)(sample.error, 200)})`
                : sample.value === undefined
                    ? 'no active release yet'
                    : classify(sample.value) === 'live'
                        ? `${options.what} is live`
                        : classify(sample.value) === 'superseded'
                            ? `${releaseName(sample.value)} went live instead`
                            : `${releaseName(sample.value)} is still live`;
            report.log.info((0,_api_wait_log_js__WEBPACK_IMPORTED_MODULE_5__/* .pollLine */ .W5)(sample, state));
        },
    });
    const active = result.lastError === undefined ? result.last : undefined;
    const outcome = classify(active);
    return { outcome: outcome === 'waiting' ? 'timeout' : outcome, active, polls: result.polls, elapsedMs: result.elapsedMs };
}
/**
 * Purges each linked pull zone, waits, and purges again: the edge syncs in buckets and may
 * serve the older release in between. A failed purge is a warning: the release is live.
 */
async function purgeLinkedZones(client, script, report) {
    const zones = (script.LinkedPullZones ?? []).map((zone) => zone.Id);
    if (zones.length === 0) {
        report.log.info('The script has no linked pull zone: nothing to purge.');
        return 0;
    }
    let failed = 0;
    const round = async (which) => {
        for (const zone of zones) {
            try {
                await client.send(_api_requests_js__WEBPACK_IMPORTED_MODULE_2__/* .requests */ .zG.purgePullZone(zone));
            }
            catch (error) {
                failed += 1;
                report.log.warning(`The ${which} purge of pull zone ${zone} failed: ${error.message.split('\n')[0] ?? ''}`);
            }
        }
    };
    await round('first');
    report.log.info(`Purged ${zones.length} linked pull zone(s) (${zones.join(', ')}); purging again in ${(0,_api_wait_log_js__WEBPACK_IMPORTED_MODULE_5__/* .formatDuration */ .a3)(SECOND_PURGE_DELAY_MS)}, as the edge syncs in buckets`);
    await report.clock.sleep(SECOND_PURGE_DELAY_MS);
    await round('second');
    return failed;
}
/**
 * Re-publishes `target` (its code saved as the draft first when `restoreCode`, so that the
 * next plain publish does not ship the replaced code again) and waits until it is live, by its
 * Uuid or by its code's hash (a platform that publishes a copy under a new Uuid).
 * The caller has checked its compare-and-swap on `replaced` just before.
 */
async function republish(options) {
    const { client, scriptId, target, report } = options;
    if (options.restoreCode) {
        await client.send(_api_requests_js__WEBPACK_IMPORTED_MODULE_2__/* .requests */ .zG.saveScriptCode(scriptId, target.Code ?? ''));
        report.log.info(`Saved the code of ${releaseName(target)} as the script's code`);
    }
    await client.send(_api_requests_js__WEBPACK_IMPORTED_MODULE_2__/* .requests */ .zG.republishScript(scriptId, target.Uuid, options.note));
    report.log.info(`Re-published ${releaseName(target)}; waiting up to ${options.waitSeconds} s for it to go live`);
    const hash = releaseHash(target);
    return waitUntilLive({
        client,
        scriptId,
        isTarget: (release) => release.Uuid === target.Uuid || releaseHash(release) === hash,
        before: options.replaced,
        waitSeconds: options.waitSeconds,
        pollIntervalSeconds: options.pollIntervalSeconds,
        report,
        what: releaseName(target),
    });
}
/** The run that published, as a link: where a reader of the release list finds the workflow. */
function runUrl(env) {
    const server = env['GITHUB_SERVER_URL'];
    const repository = env['GITHUB_REPOSITORY'];
    const run = env['GITHUB_RUN_ID'];
    return server && repository && run ? `${server}/${repository}/actions/runs/${run}` : undefined;
}
/**
 * The note of a publish when none is given: the commit and the run. An API-key publish has no
 * CommitSha, so this is where get-active-release finds the commit.
 */
function defaultNote(env, what = 'Deploy') {
    const sha = env['GITHUB_SHA'];
    const run = runUrl(env);
    const parts = [sha ? `${what} ${sha}` : `${what} by bunny-platform-action`, run ? `(${run})` : undefined];
    return parts.filter((part) => part !== undefined).join(' ');
}
/** A request with no answer body, as a dry run lists it beside the others. */
function described(request) {
    const { response, ...rest } = request;
    void response;
    return rest;
}


/***/ }),

/***/ 596:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   operation: () => (/* binding */ operation)
/* harmony export */ });
/* harmony import */ var _api_requests_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7109);
/* harmony import */ var _api_wait_log_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4869);
/* harmony import */ var _inputs_inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2495);
/* harmony import */ var _inputs_wait_settings_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(137);
/* harmony import */ var _runner_untrusted_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3649);
/* harmony import */ var _edge_script_deploy_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5584);






/** A release Uuid is a short code, not always a UUID: letters, digits and hyphens. */
const RELEASE_UUID = /^[A-Za-z0-9-]{1,64}$/;
function releaseUuid(inputs, name, required) {
    const value = required ? inputs.line(name, { required: true, expected: 'the Uuid of a release' }) : inputs.line(name);
    if (!value)
        return undefined;
    return inputs.check(() => {
        if (!RELEASE_UUID.test(value)) {
            throw new _inputs_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(name, `got ${(0,_inputs_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .showValue */ .vp)(value)}; expected a release Uuid: 1 to 64 letters, digits and hyphens`);
        }
        return value;
    });
}
const operation = {
    plan({ inputs, env }) {
        const scriptId = inputs.id('script-id');
        const toUuid = releaseUuid(inputs, 'to-release-uuid', true) ?? '';
        const onlyIfLiveUuid = releaseUuid(inputs, 'only-if-live-uuid', false);
        const restoreCode = inputs.boolean('restore-code', true);
        const note = inputs.optional('note') ?? (0,_edge_script_deploy_js__WEBPACK_IMPORTED_MODULE_3__/* .defaultNote */ .w8)(env, `Roll back to ${toUuid} by`);
        const purge = inputs.boolean('purge-linked-zones', true);
        const { waitSeconds, pollIntervalSeconds } = (0,_inputs_wait_settings_js__WEBPACK_IMPORTED_MODULE_4__/* .readWaitSettings */ .b)(inputs, { waitSeconds: 60, pollIntervalSeconds: 2 });
        return { scriptId, toUuid, onlyIfLiveUuid, restoreCode, note, purge, waitSeconds, pollIntervalSeconds };
    },
    describe(plan) {
        return [
            _api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .requests */ .zG.edgeScript(plan.scriptId),
            _api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .requests */ .zG.activeRelease(plan.scriptId),
            _api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .requests */ .zG.scriptReleases(plan.scriptId, 1, _edge_script_deploy_js__WEBPACK_IMPORTED_MODULE_3__/* .RELEASE_PAGE_SIZE */ .cR),
            ...(plan.restoreCode
                ? [(0,_edge_script_deploy_js__WEBPACK_IMPORTED_MODULE_3__/* .described */ .WY)({ ..._api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .requests */ .zG.saveScriptCode(plan.scriptId, ''), body: { Code: '<the code of the target release>' } })]
                : []),
            (0,_edge_script_deploy_js__WEBPACK_IMPORTED_MODULE_3__/* .described */ .WY)(_api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .requests */ .zG.republishScript(plan.scriptId, plan.toUuid, plan.note)),
        ];
    },
    async execute(plan, client, report) {
        const { setOutput, summary, log } = report;
        const { scriptId, toUuid } = plan;
        summary.heading(`bunny.net rollback-script: script ${scriptId} to ${toUuid}`);
        setOutput('rolled-back', false);
        const script = await (0,_edge_script_deploy_js__WEBPACK_IMPORTED_MODULE_3__/* .readScript */ .Uq)(client, scriptId);
        const live = await (0,_edge_script_deploy_js__WEBPACK_IMPORTED_MODULE_3__/* .readActiveRelease */ .KK)(client, scriptId);
        log.info(`Script ${scriptId}: ${live ? `live ${(0,_edge_script_deploy_js__WEBPACK_IMPORTED_MODULE_3__/* .releaseName */ ["do"])(live)}` : 'no active release'}`);
        // A re-run finds the work done.
        if (live?.Uuid === toUuid) {
            setOutput('release-uuid', live.Uuid);
            setOutput('replaced-release-uuid', '');
            setOutput('code-sha256', (0,_edge_script_deploy_js__WEBPACK_IMPORTED_MODULE_3__/* .releaseHash */ .wq)(live));
            setOutput('result', (0,_edge_script_deploy_js__WEBPACK_IMPORTED_MODULE_3__/* .withoutCode */ .MK)(live));
            log.info(`${(0,_edge_script_deploy_js__WEBPACK_IMPORTED_MODULE_3__/* .releaseName */ ["do"])(live)} is already live: nothing to roll back`);
            summary.verdict(true, `Already live: ${(0,_edge_script_deploy_js__WEBPACK_IMPORTED_MODULE_3__/* .releaseName */ ["do"])(live)}`);
            return;
        }
        const search = await (0,_edge_script_deploy_js__WEBPACK_IMPORTED_MODULE_3__/* .findRelease */ .dv)(client, scriptId, toUuid);
        if (search.found === undefined) {
            summary.verdict(false, `No release ${toUuid} to roll back to`);
            throw new Error(search.deleted
                ? `Cannot roll back script ${scriptId} to ${(0,_edge_script_deploy_js__WEBPACK_IMPORTED_MODULE_3__/* .releaseName */ ["do"])(search.deleted)}: that release is deleted`
                : `Script ${scriptId} has no release with the Uuid ${toUuid} among its ${search.total} release(s) (${search.pages} page(s) read); check to-release-uuid`);
        }
        const target = { ...search.found, Uuid: toUuid };
        log.info(`Found ${(0,_edge_script_deploy_js__WEBPACK_IMPORTED_MODULE_3__/* .releaseName */ ["do"])(target)} on page ${search.pages} of the release list`);
        // Compare-and-swap, as late as possible: never undo a deploy made after the one this rollback is for.
        if (plan.onlyIfLiveUuid !== undefined && live?.Uuid !== plan.onlyIfLiveUuid) {
            const now = live ? (0,_edge_script_deploy_js__WEBPACK_IMPORTED_MODULE_3__/* .releaseName */ ["do"])(live) : 'no release';
            summary.verdict(false, `Not rolled back: ${now} is live, not ${plan.onlyIfLiveUuid}`);
            throw new Error(`Not rolled back: only-if-live-uuid is ${plan.onlyIfLiveUuid}, but ${now} is live on script ${scriptId} (a later deploy, left alone)`);
        }
        setOutput('replaced-release-uuid', live?.Uuid ?? '');
        const wait = await (0,_edge_script_deploy_js__WEBPACK_IMPORTED_MODULE_3__/* .republish */ .tD)({
            client,
            scriptId,
            target,
            replaced: live,
            restoreCode: plan.restoreCode,
            note: plan.note,
            waitSeconds: plan.waitSeconds,
            pollIntervalSeconds: plan.pollIntervalSeconds,
            report,
        });
        setOutput('rolled-back', true);
        if (wait.outcome !== 'live' || !wait.active) {
            const now = wait.active ? (0,_edge_script_deploy_js__WEBPACK_IMPORTED_MODULE_3__/* .releaseName */ ["do"])(wait.active) : 'no release';
            summary.verdict(false, `The rollback to ${(0,_edge_script_deploy_js__WEBPACK_IMPORTED_MODULE_3__/* .releaseName */ ["do"])(target)} is not live`);
            throw new Error(wait.outcome === 'superseded'
                ? `Re-published ${(0,_edge_script_deploy_js__WEBPACK_IMPORTED_MODULE_3__/* .releaseName */ ["do"])(target)}, but ${now} went live instead ${(0,_api_wait_log_js__WEBPACK_IMPORTED_MODULE_5__/* .waitedFor */ .a6)(wait)} (another deploy)`
                : `Re-published ${(0,_edge_script_deploy_js__WEBPACK_IMPORTED_MODULE_3__/* .releaseName */ ["do"])(target)}, but it is not live ${(0,_api_wait_log_js__WEBPACK_IMPORTED_MODULE_5__/* .waitedFor */ .a6)(wait)}: ${now} is live`);
        }
        setOutput('release-uuid', wait.active.Uuid ?? undefined);
        setOutput('code-sha256', (0,_edge_script_deploy_js__WEBPACK_IMPORTED_MODULE_3__/* .releaseHash */ .wq)(wait.active));
        setOutput('result', (0,_edge_script_deploy_js__WEBPACK_IMPORTED_MODULE_3__/* .withoutCode */ .MK)(wait.active));
        log.info(`Rolled back: ${(0,_edge_script_deploy_js__WEBPACK_IMPORTED_MODULE_3__/* .releaseName */ ["do"])(wait.active)} is live ${(0,_api_wait_log_js__WEBPACK_IMPORTED_MODULE_5__/* .waitedFor */ .a6)(wait)}${live ? `, replacing ${(0,_edge_script_deploy_js__WEBPACK_IMPORTED_MODULE_3__/* .releaseName */ ["do"])(live)}` : ''}`);
        if (plan.purge)
            await (0,_edge_script_deploy_js__WEBPACK_IMPORTED_MODULE_3__/* .purgeLinkedZones */ .uy)(client, script, report);
        summary.verdict(true, `Rolled back to ${(0,_edge_script_deploy_js__WEBPACK_IMPORTED_MODULE_3__/* .releaseName */ ["do"])(target)}`);
        summary.facts([
            ['Live', (0,_edge_script_deploy_js__WEBPACK_IMPORTED_MODULE_3__/* .releaseName */ ["do"])(wait.active)],
            ['Replaced', live ? (0,_edge_script_deploy_js__WEBPACK_IMPORTED_MODULE_3__/* .releaseName */ ["do"])(live) : ''],
            ['Note', (0,_runner_untrusted_text_js__WEBPACK_IMPORTED_MODULE_2__/* .inline */ .mG)(plan.note, 300)],
        ]);
    },
};


/***/ })

};
