export const id = 4792;
export const ids = [4792];
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

/***/ 4869:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W5: () => (/* binding */ pollLine),
/* harmony export */   a6: () => (/* binding */ waitedFor)
/* harmony export */ });
/* harmony import */ var _http_wording_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8325);
/*
 * How every wait writes time: the release waits, the rollout, the probe, a retry's backoff and
 * the rate limit. One format, so that a log can be read (and grepped) the same way throughout.
 */

/** A duration to a tenth of a second: the HTTP layer's format, which every wait shares. */

/**
 * "Poll 3 at 4.5 s: <what it found>; next poll in 2 s", or "; time is up" on a last read that
 * did not settle. A probe counts attempts: `noun` 'Attempt' gives "Attempt 3 at ... next attempt in".
 */
function pollLine(sample, found, noun = 'Poll') {
    const next = sample.nextInMs !== undefined
        ? `; next ${noun.toLowerCase()} in ${(0,_http_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSeconds */ .X)(sample.nextInMs)}`
        : sample.settled
            ? ''
            : '; time is up';
    return `${noun} ${sample.poll} at ${(0,_http_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSeconds */ .X)(sample.elapsedMs)}${found === '' ? '' : `: ${found}`}${next}`;
}
/** "after 12 s (7 polls)". */
function waitedFor(wait) {
    return `after ${(0,_http_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSeconds */ .X)(wait.elapsedMs)} (${wait.polls} poll${wait.polls === 1 ? '' : 's'})`;
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

/***/ 4792:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  operation: () => (/* binding */ operation)
});

// EXTERNAL MODULE: ./api/requests.ts
var requests = __webpack_require__(7109);
// EXTERNAL MODULE: ./platform/edge-scripts/active-release.ts
var active_release = __webpack_require__(7089);
// EXTERNAL MODULE: ./platform/edge-scripts/code-hash.ts
var code_hash = __webpack_require__(9339);
// EXTERNAL MODULE: ./platform/edge-scripts/notes.ts
var notes = __webpack_require__(2486);
;// CONCATENATED MODULE: ./platform/edge-scripts/release-list.ts

/** Releases asked for per page of the list: 20 scripts of 1 MiB stay well under the 32 MiB answer limit. */
const RELEASE_PAGE_SIZE = 20;
/**
 * Looks for the release of `uuid` page by page, keeping only that release: a list of a
 * thousand releases, each with its code, is never held whole. A deleted one does not count.
 * The list's order is not documented, so every page may have to be read.
 */
async function findRelease(client, scriptId, uuid) {
    let deleted;
    let seen = 0;
    let total = 0;
    // The list's own count bounds the pages, so that an API that always says "more" cannot keep us here.
    for (let page = 1;; page++) {
        const { body } = await client.send(requests/* requests */.zG.scriptReleases(scriptId, page, RELEASE_PAGE_SIZE));
        const items = body.Items ?? [];
        total = Math.max(total, body.TotalItems ?? 0, seen + items.length);
        seen += items.length;
        for (const release of items) {
            if (release.Uuid !== uuid)
                continue;
            if (!release.Deleted)
                return { found: { ...release, Uuid: uuid }, pages: page };
            deleted = release;
        }
        const more = body.HasMoreItems === true && items.length > 0 && page * RELEASE_PAGE_SIZE < Math.max(total, 1) + RELEASE_PAGE_SIZE;
        if (!more)
            return { found: undefined, deleted, pages: page, total };
    }
}

// EXTERNAL MODULE: ./platform/edge-scripts/script.ts
var edge_scripts_script = __webpack_require__(1384);
// EXTERNAL MODULE: ./inputs/inputs.ts
var inputs_inputs = __webpack_require__(2495);
// EXTERNAL MODULE: ./inputs/wait-settings.ts
var wait_settings = __webpack_require__(137);
// EXTERNAL MODULE: ./runner/untrusted-text.ts
var untrusted_text = __webpack_require__(3649);
// EXTERNAL MODULE: ./runner/workflow-links.ts
var workflow_links = __webpack_require__(2194);
// EXTERNAL MODULE: ./platform/not-found.ts
var not_found = __webpack_require__(7765);
// EXTERNAL MODULE: ./operations/shared/linked-zone-purge.ts + 1 modules
var linked_zone_purge = __webpack_require__(3997);
// EXTERNAL MODULE: ./operations/shared/release-words.ts
var release_words = __webpack_require__(5552);
// EXTERNAL MODULE: ./operations/shared/release-restore.ts
var release_restore = __webpack_require__(5451);
;// CONCATENATED MODULE: ./operations/rollback-script/index.ts














/** A release Uuid is a short code, not always a UUID: letters, digits and hyphens. */
const RELEASE_UUID = /^[A-Za-z0-9-]{1,64}$/;
function releaseUuid(inputs, name, required) {
    const value = required ? inputs.line(name, { required: true, expected: 'the Uuid of a release' }) : inputs.line(name);
    if (!value)
        return undefined;
    return inputs.check(() => {
        if (!RELEASE_UUID.test(value)) {
            throw new inputs_inputs/* InputError */.dz(name, `got ${(0,inputs_inputs/* showValue */.vp)(value)}; expected a release Uuid: 1 to 64 letters, digits and hyphens`);
        }
        return value;
    });
}
/** The writes of the re-publish, in the order a run sends them. */
function plannedWrites(decision) {
    const { plan, target, script } = decision;
    const restores = plan.restoreCode && typeof target.Code === 'string' && target.Code !== '';
    const zones = plan.purge ? (0,edge_scripts_script/* linkedZoneIds */.iO)(script) : [];
    return [
        (0,requests/* planned */.lM)(requests/* requests */.zG.republishScript(plan.scriptId, target.Uuid, plan.note)),
        ...(restores
            ? [
                (0,requests/* planned */.lM)({ ...requests/* requests */.zG.saveScriptCode(plan.scriptId, ''), body: { Code: `<the code of ${(0,release_words/* releaseName */["do"])(target)}>` } }, 'once it is live'),
            ]
            : []),
        ...zones.map((zone) => (0,requests/* planned */.lM)(requests/* requests */.zG.purgePullZone(zone), 'twice, 5 s apart, once it is live')),
    ];
}
function refuse(report, plan, verdict, message) {
    report.summary.heading(`bunny.net rollback-script: script ${plan.scriptId} to ${plan.toUuid}`).verdict(false, verdict);
    throw new Error(message);
}
const operation = {
    plan({ inputs, env }) {
        const scriptId = inputs.id('script-id');
        const toUuid = releaseUuid(inputs, 'to-release-uuid', true) ?? '';
        const onlyIfLiveUuid = releaseUuid(inputs, 'only-if-live-uuid', false);
        const restoreCode = inputs.boolean('restore-code', true);
        const note = inputs.optional('note') ?? (0,notes/* rollbackNote */.nB)({ Uuid: toUuid }, (0,workflow_links/* runUrl */.V)(env));
        const purge = inputs.boolean('purge-linked-zones', true);
        const { waitSeconds, pollIntervalSeconds } = (0,wait_settings/* readWaitSettings */.b)(inputs, { waitSeconds: 60, pollIntervalSeconds: 2 });
        return { scriptId, toUuid, onlyIfLiveUuid, restoreCode, note, purge, waitSeconds, pollIntervalSeconds };
    },
    describe(plan) {
        return [
            (0,requests/* planned */.lM)(requests/* requests */.zG.edgeScript(plan.scriptId)),
            (0,requests/* planned */.lM)(requests/* requests */.zG.activeRelease(plan.scriptId)),
            (0,requests/* planned */.lM)(requests/* requests */.zG.scriptReleases(plan.scriptId, 1, RELEASE_PAGE_SIZE), 'page by page until the target is found'),
            (0,requests/* planned */.lM)(requests/* requests */.zG.activeRelease(plan.scriptId), 'the compare-and-swap, right before the re-publish'),
            (0,requests/* planned */.lM)(requests/* requests */.zG.republishScript(plan.scriptId, plan.toUuid, plan.note)),
            ...(plan.restoreCode
                ? [
                    (0,requests/* planned */.lM)({ ...requests/* requests */.zG.saveScriptCode(plan.scriptId, ''), body: { Code: '<the code of the target release>' } }, 'once it is live'),
                ]
                : []),
        ];
    },
    async inspect(plan, client, report) {
        const { scriptId, toUuid } = plan;
        // Known before any request, so set even when a read fails.
        report.setOutput('rolled-back', false);
        let script;
        try {
            script = await (0,edge_scripts_script/* readScript */.Uq)(client, scriptId);
        }
        catch (error) {
            throw (0,not_found/* explainNotFound */.h)(error, (0,edge_scripts_script/* noEdgeScript */.qQ)(scriptId));
        }
        // A re-run finds the work done without paging the list.
        const { release: first } = await (0,active_release/* readActiveRelease */.K)(client, scriptId);
        if (first?.Uuid === toUuid)
            return { kind: 'already-live', plan, live: first };
        const search = await findRelease(client, scriptId, toUuid);
        if (search.found === undefined) {
            refuse(report, plan, `No release ${toUuid} to roll back to`, search.deleted
                ? `Cannot roll back script ${scriptId} to ${(0,release_words/* releaseName */["do"])(search.deleted)}: that release is deleted`
                : `Script ${scriptId} has no release with the Uuid ${toUuid} among its ${search.total} release(s) (${search.pages} page(s) read); check to-release-uuid`);
        }
        // Compare-and-swap as late as possible: after the list, right before the re-publish, so that
        // a deploy made while the list was paged is never undone, and the release replaced is this one.
        const { release: live } = await (0,active_release/* readActiveRelease */.K)(client, scriptId);
        // Live already, as itself or as a new release of its code (a re-publish may make one).
        const targetHash = (0,code_hash/* releaseHash */.w)(search.found);
        if (live !== undefined && (live.Uuid === toUuid || (targetHash !== undefined && (0,code_hash/* releaseHash */.w)(live) === targetHash))) {
            return { kind: 'already-live', plan, live };
        }
        if (plan.onlyIfLiveUuid !== undefined && live?.Uuid !== plan.onlyIfLiveUuid) {
            const now = live ? (0,release_words/* releaseName */["do"])(live) : 'no release';
            refuse(report, plan, `Not rolled back: ${now} is live, not ${plan.onlyIfLiveUuid}`, `Not rolled back: only-if-live-uuid is ${plan.onlyIfLiveUuid}, but ${now} is live on script ${scriptId} (a later deploy, left alone)`);
        }
        return { kind: 'republish', plan, script, target: search.found, replaced: live, page: search.pages };
    },
    show(decision, report, mode) {
        const { setOutput, summary, log } = report;
        const { plan } = decision;
        summary.heading(`bunny.net rollback-script: script ${plan.scriptId} to ${plan.toUuid}${mode === 'dry-run' ? ' (dry run)' : ''}`);
        setOutput('rolled-back', false);
        if (decision.kind === 'already-live') {
            const { live } = decision;
            setOutput('release-uuid', live.Uuid ?? undefined);
            setOutput('replaced-release-uuid', '');
            setOutput('code-sha256', (0,code_hash/* releaseHash */.w)(live));
            setOutput('result', (0,active_release/* withoutCode */.M)(live));
            log.info(`${(0,release_words/* releaseName */["do"])(live)} is already live: nothing to roll back`);
            summary.verdict(true, `Already live: ${(0,release_words/* releaseName */["do"])(live)}`);
            return;
        }
        const { target, replaced } = decision;
        setOutput('replaced-release-uuid', replaced?.Uuid ?? '');
        log.info(`Found ${(0,release_words/* releaseName */["do"])(target)} on page ${decision.page} of the release list; live now: ${replaced ? (0,release_words/* releaseName */["do"])(replaced) : 'no release'}`);
        if (mode === 'run')
            return;
        const writes = plannedWrites(decision);
        log.info(`Dry run: would re-publish ${(0,release_words/* releaseName */["do"])(target)} with the note:`);
        log.untrusted(plan.note);
        log.untrusted(JSON.stringify(writes, null, 2));
        setOutput('result', { dryRun: true, requests: writes });
        summary.verdict(true, `Dry run: would roll back to ${(0,release_words/* releaseName */["do"])(target)}, replacing ${replaced ? (0,release_words/* releaseName */["do"])(replaced) : 'no release'}`);
        summary.table(['Method', 'Path', 'Note'], writes.map((request) => [request.method, request.path, request.note ?? '']));
    },
    async apply(decision, client, report) {
        if (decision.kind === 'already-live')
            return;
        const { setOutput, summary, log } = report;
        const { plan, target, replaced, script } = decision;
        const restored = await (0,release_restore/* restoreRelease */.E)({
            client,
            scriptId: plan.scriptId,
            target,
            replaced,
            restoreCode: plan.restoreCode,
            note: plan.note,
            waitSeconds: plan.waitSeconds,
            pollIntervalSeconds: plan.pollIntervalSeconds,
            report,
        });
        const sent = restored.uncertain
            ? `The re-publish of ${(0,release_words/* releaseName */["do"])(target)} answered ${(0,release_words/* firstLine */.TM)(restored.uncertain)}; the active release was read:`
            : `Re-published ${(0,release_words/* releaseName */["do"])(target)}, but`;
        if (restored.verdict !== 'restored' || !restored.live) {
            const now = restored.live ? (0,release_words/* releaseName */["do"])(restored.live) : 'no release';
            summary.verdict(false, `The rollback to ${(0,release_words/* releaseName */["do"])(target)} is not live`);
            throw new Error(restored.verdict === 'other'
                ? `${sent} ${now} went live instead ${(0,release_words/* waited */.h6)(restored)} (another deploy)`
                : `${sent} it is not live ${(0,release_words/* waited */.h6)(restored)}: ${now} is live`);
        }
        const live = restored.live;
        setOutput('rolled-back', true);
        setOutput('release-uuid', live.Uuid ?? undefined);
        setOutput('code-sha256', (0,code_hash/* releaseHash */.w)(live));
        setOutput('result', (0,active_release/* withoutCode */.M)(live));
        log.info(`Rolled back: ${(0,release_words/* releaseName */["do"])(live)} is live ${(0,release_words/* waited */.h6)(restored)}${replaced ? `, replacing ${(0,release_words/* releaseName */["do"])(replaced)}` : ''}`);
        if (plan.purge)
            await (0,linked_zone_purge/* purgeLinkedZones */.u)(client, script, report);
        summary.verdict(true, `Rolled back to ${(0,release_words/* releaseName */["do"])(target)}`);
        summary.facts([
            ['Live', (0,release_words/* releaseName */["do"])(live)],
            ['Replaced', replaced ? (0,release_words/* releaseName */["do"])(replaced) : ''],
            ['Note', (0,untrusted_text/* inline */.mG)(plan.note, 300)],
        ]);
    },
};


/***/ }),

/***/ 3997:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  u: () => (/* binding */ purgeLinkedZones)
});

// EXTERNAL MODULE: ./http/wording.ts
var wording = __webpack_require__(8325);
// EXTERNAL MODULE: ./platform/edge-scripts/script.ts
var edge_scripts_script = __webpack_require__(1384);
// EXTERNAL MODULE: ./api/requests.ts
var requests = __webpack_require__(7109);
;// CONCATENATED MODULE: ./platform/edge-scripts/purge.ts

/** The edge syncs a script's configuration in buckets: the platform's CLI purges, waits about 5 s, and purges again. */
const SECOND_PURGE_DELAY_MS = 5000;
/**
 * Purges each linked pull zone, waits, and purges again: in between, the edge may still serve
 * what the older release answered. Returns how many purges failed.
 */
async function purgeTwice(client, zoneIds, options) {
    let failed = 0;
    const round = async (which) => {
        for (const zone of zoneIds) {
            try {
                await client.send(requests/* requests */.zG.purgePullZone(zone));
            }
            catch (error) {
                failed += 1;
                options.onFailure(which, zone, error);
            }
        }
    };
    await round('first');
    options.onFirstRound?.();
    await options.clock.sleep(SECOND_PURGE_DELAY_MS);
    await round('second');
    return failed;
}

// EXTERNAL MODULE: ./operations/shared/release-words.ts
var release_words = __webpack_require__(5552);
;// CONCATENATED MODULE: ./operations/shared/linked-zone-purge.ts




/** Purges the script's linked pull zones twice once a release is live; a failed purge is a warning. */
async function purgeLinkedZones(client, script, report) {
    const zones = (0,edge_scripts_script/* linkedZoneIds */.iO)(script);
    if (zones.length === 0) {
        report.log.info('The script has no linked pull zone: nothing to purge.');
        return;
    }
    await purgeTwice(client, zones, {
        clock: report.clock,
        onFailure: (round, zone, error) => report.log.warning(`The ${round} purge of pull zone ${zone} failed: ${(0,release_words/* firstLine */.TM)(error)}`),
        onFirstRound: () => report.log.info(`Purged ${zones.length} linked pull zone(s) (${zones.join(', ')}); purging again in ${(0,wording/* formatSeconds */.X)(SECOND_PURGE_DELAY_MS)}, as the edge syncs in buckets`),
    });
}


/***/ }),

/***/ 5451:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ restoreRelease)
/* harmony export */ });
/* harmony import */ var _api_requests_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7109);
/* harmony import */ var _platform_edge_scripts_release_identity_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5305);
/* harmony import */ var _platform_edge_scripts_release_wait_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4430);
/* harmony import */ var _platform_edge_scripts_write_outcome_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1085);
/* harmony import */ var _release_words_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5552);





/**
 * Re-publishes `target` and waits until it is live (by Uuid, or as a new release of its code),
 * then restores its code as the script's code. Never blind: a re-publish whose answer is lost
 * or 5xx may have been carried out, so the active release decides. The caller has checked its
 * compare-and-swap on `replaced` just before.
 */
async function restoreRelease(options) {
    const { client, scriptId, target, report } = options;
    const what = (0,_release_words_js__WEBPACK_IMPORTED_MODULE_4__/* .releaseName */ ["do"])(target);
    let uncertain;
    try {
        await client.send(_api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .requests */ .zG.republishScript(scriptId, target.Uuid, options.note));
        report.log.info(`Re-published ${what}; waiting up to ${options.waitSeconds} s for it to go live`);
    }
    catch (error) {
        if (!(0,_platform_edge_scripts_write_outcome_js__WEBPACK_IMPORTED_MODULE_3__/* .mayHaveBeenCarriedOut */ .o)(error))
            throw error;
        uncertain = error;
        report.log.warning(`The re-publish of ${what} may have been carried out (${(0,_release_words_js__WEBPACK_IMPORTED_MODULE_4__/* .firstLine */ .TM)(error)}): reading the active release for up to ${options.waitSeconds} s to see`);
    }
    const identity = { target, replaced: options.replaced, note: options.note };
    const wait = await (0,_platform_edge_scripts_release_wait_js__WEBPACK_IMPORTED_MODULE_2__/* .waitForActiveRelease */ .E)({
        client,
        scriptId,
        judge: (release) => {
            if (release === undefined)
                return 'waiting';
            const seen = (0,_platform_edge_scripts_release_identity_js__WEBPACK_IMPORTED_MODULE_1__/* .recogniseRestored */ .o7)(release, identity);
            return seen === 'replaced' ? 'waiting' : seen;
        },
        waitMs: options.waitSeconds * 1000,
        intervalMs: options.pollIntervalSeconds * 1000,
        clock: report.clock,
        onPoll: (poll) => report.log.info((0,_release_words_js__WEBPACK_IMPORTED_MODULE_4__/* .pollLine */ .W5)(poll, (release, verdict) => verdict === 'restored'
            ? `${what} is live`
            : verdict === 'other'
                ? `${(0,_release_words_js__WEBPACK_IMPORTED_MODULE_4__/* .releaseName */ ["do"])(release)} went live instead`
                : `${(0,_release_words_js__WEBPACK_IMPORTED_MODULE_4__/* .releaseName */ ["do"])(release)} is still live`)),
    });
    if (wait.verdict === 'restored' && options.restoreCode)
        await restoreCode(options);
    return { verdict: wait.verdict, live: wait.release, elapsedMs: wait.elapsedMs, polls: wait.polls, uncertain };
}
/**
 * Saves the live target's code as the script's code. Only now that it is live (a failed
 * rollback leaves the draft as it was), and never an empty draft: a release the list gave
 * without its code restores nothing.
 */
async function restoreCode({ client, scriptId, target, report }) {
    const what = (0,_release_words_js__WEBPACK_IMPORTED_MODULE_4__/* .releaseName */ ["do"])(target);
    if (typeof target.Code !== 'string' || target.Code === '') {
        report.log.warning(`The platform gave no code for ${what} (Code is ${target.Code === '' ? 'empty' : 'null'}), so the script's code was not restored: it still holds the code last saved, which a later plain publish would ship`);
        return;
    }
    try {
        await client.send(_api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .requests */ .zG.saveScriptCode(scriptId, target.Code));
        report.log.info(`Saved the code of ${what} as the script's code`);
    }
    catch (error) {
        report.log.warning(`${what} is live, but saving its code as the script's code failed: ${(0,_release_words_js__WEBPACK_IMPORTED_MODULE_4__/* .firstLine */ .TM)(error)}. A later plain publish would ship the code last saved`);
    }
}


/***/ }),

/***/ 5552:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TM: () => (/* binding */ firstLine),
/* harmony export */   W5: () => (/* binding */ pollLine),
/* harmony export */   "do": () => (/* binding */ releaseName),
/* harmony export */   h6: () => (/* binding */ waited)
/* harmony export */ });
/* harmony import */ var _api_wait_log_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4869);
/* harmony import */ var _runner_untrusted_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3649);


/** How publish-script and rollback-script name releases and waits in their messages. */
/** "release 9101 (uuid c3f9a06d)"; API text made a safe line. */
function releaseName(release) {
    return `release ${release.Id}${release.Uuid ? ` (uuid ${(0,_runner_untrusted_text_js__WEBPACK_IMPORTED_MODULE_0__/* .inline */ .mG)(release.Uuid, 80)})` : ''}`;
}
/** "after 12 s (7 polls)". */
const waited = _api_wait_log_js__WEBPACK_IMPORTED_MODULE_1__/* .waitedFor */ .a6;
/** "Poll 3 at 4 s: <state>; next poll in 2 s": `state` says what the release read means to the caller. */
function pollLine(poll, state) {
    const found = poll.error
        ? `the read failed (${(0,_runner_untrusted_text_js__WEBPACK_IMPORTED_MODULE_0__/* .inline */ .mG)(poll.error, 200)}); asking again`
        : poll.release === undefined
            ? 'no active release yet'
            : state(poll.release, poll.verdict);
    return (0,_api_wait_log_js__WEBPACK_IMPORTED_MODULE_1__/* .pollLine */ .W5)({ ...poll, settled: poll.verdict !== 'waiting' }, found);
}
/** The first line of a failure, for a message that goes on to say what the step did about it. */
const firstLine = (error) => (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';


/***/ }),

/***/ 7089:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ readActiveRelease),
/* harmony export */   M: () => (/* binding */ withoutCode)
/* harmony export */ });
/* harmony import */ var _api_api_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(316);
/* harmony import */ var _api_requests_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7109);


/** THE reader of a script's active release: a 404 means "none", any other failure is thrown. */
async function readActiveRelease(client, scriptId) {
    try {
        return { release: (await client.send(_api_requests_js__WEBPACK_IMPORTED_MODULE_1__/* .requests */ .zG.activeRelease(scriptId))).body, notFound: undefined };
    }
    catch (error) {
        if (error instanceof _api_api_error_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .h && error.status === 404)
            return { release: undefined, notFound: error };
        throw error;
    }
}
/** A release as a step reports it (its `result`): everything but `Code`, the whole script source. */
function withoutCode(release) {
    const copy = { ...release };
    delete copy.Code;
    return copy;
}


/***/ }),

/***/ 9339:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ codeSha256),
/* harmony export */   w: () => (/* binding */ releaseHash)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

/** SHA-256 of a script's code as the platform stores it (UTF-8), lower-case hex. */
function codeSha256(code) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(code).digest('hex');
}
/**
 * The hash of a release's code; undefined when the answer carries no Code (a list item may
 * not), which proves nothing: it is never the hash of an empty script.
 */
function releaseHash(release) {
    return typeof release.Code === 'string' ? codeSha256(release.Code) : undefined;
}


/***/ }),

/***/ 2486:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   aW: () => (/* binding */ commitFromNote),
/* harmony export */   nB: () => (/* binding */ rollbackNote),
/* harmony export */   wm: () => (/* binding */ deployNote)
/* harmony export */ });
/**
 * The notes this action writes, and the one reading of a commit from a note. A release published
 * with an API key has no CommitSha: its note is the only place a pipeline can name the commit,
 * so notes are written so that they cannot be misread, and read so that no other number is
 * taken for a commit.
 */
/**
 * The form of this action's own deploy note, with the commit it names, anywhere in a note: a
 * workflow's own note may put text before it ("v1.8.0: Deploy <sha> (<run url>)").
 */
const DEPLOY_NOTE = /(?<![0-9a-z])Deploy\s+([0-9a-f]{7,40})(?![0-9a-z])/gi;
/** A full commit SHA standing alone, with a letter in it: 40 decimal digits are a number, not a commit. */
const FULL_SHA = /(?<![0-9a-z])(?=[0-9]*[a-f])[0-9a-f]{40}(?![0-9a-z])/i;
/** A note that says it rolls back names the commit it undoes, or the one it restores: never the commit deployed. */
const ROLLBACK = /\b(?:roll(?:ed|ing|s)?[\s-]*back|rollback|revert(?:ed|ing|s)?)\b/i;
/** `Deploy <sha> (<run url>)`: the default note of a publish, which get-active-release reads back. */
function deployNote(commit, runUrl) {
    return [commit ? `Deploy ${commit}` : 'Deploy by bunny-platform-action', runUrl ? `(${runUrl})` : undefined]
        .filter((part) => part !== undefined)
        .join(' ');
}
/**
 * The note of a re-publish: it names the release it restores, by id when known and by Uuid, and
 * no commit, so that it never reads as a deploy of the commit it rolls back from.
 */
function rollbackNote(target, runUrl, why) {
    const release = target.Id === undefined ? `release ${target.Uuid}` : `release ${target.Id} (uuid ${target.Uuid})`;
    return [`Roll back to ${release}`, why, runUrl ? `(${runUrl})` : undefined].filter((part) => part !== undefined).join(' ');
}
/**
 * The commit a note says was deployed: the SHA of this action's own form (`Deploy <sha>`, the
 * first of them wherever it stands; fewer
 * than 40 digits only with a letter, since a date or a run number is all digits), else a full
 * 40-digit SHA. A rollback's note names none. Lower-case; undefined when the note names none.
 */
function commitFromNote(note) {
    if (!note || ROLLBACK.test(note))
        return undefined;
    for (const [, own = ''] of note.matchAll(DEPLOY_NOTE)) {
        if (own.length === 40 || /[a-f]/i.test(own))
            return own.toLowerCase();
    }
    return FULL_SHA.exec(note)?.[0].toLowerCase();
}


/***/ }),

/***/ 5305:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ compareNotes),
/* harmony export */   Q3: () => (/* binding */ recognisePublished),
/* harmony export */   o7: () => (/* binding */ recogniseRestored)
/* harmony export */ });
/* harmony import */ var _code_hash_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9339);

/** A cut note must keep at least this much of the note sent to count as it: "Deploy " alone names nothing. */
const MIN_KEPT_CHARACTERS = 16;
const normalised = (note) => note.replace(/\s+/g, ' ').trim();
function compareNotes(sent, got) {
    if (got === sent)
        return 'same';
    const whole = normalised(sent);
    const kept = normalised(got ?? '');
    if (kept === whole)
        return whole === '' ? 'same' : 'altered';
    const cut = kept.replace(/\s*(?:\u2026|\.\.\.)$/, '');
    const enough = cut.length >= Math.min(MIN_KEPT_CHARACTERS, whole.length);
    return cut !== '' && enough && whole.startsWith(cut) ? 'altered' : 'different';
}
function recognisePublished(release, identity) {
    if (identity.before !== undefined && release.Id === identity.before.Id)
        return 'before';
    if ((0,_code_hash_js__WEBPACK_IMPORTED_MODULE_0__/* .releaseHash */ .w)(release) === identity.codeSha256)
        return 'ours';
    return compareNotes(identity.note, release.Note) === 'different' ? 'other' : 'raced';
}
/**
 * The target is live again by its Uuid, or as a new release the platform made of it: by its
 * code, or when the list gave no code for it, by the re-publish's note.
 */
function recogniseRestored(release, { target, replaced, note }) {
    if (target.Uuid && release.Uuid === target.Uuid)
        return 'restored';
    if (replaced !== undefined && release.Id === replaced.Id)
        return 'replaced';
    const hash = (0,_code_hash_js__WEBPACK_IMPORTED_MODULE_0__/* .releaseHash */ .w)(target);
    if (hash !== undefined)
        return (0,_code_hash_js__WEBPACK_IMPORTED_MODULE_0__/* .releaseHash */ .w)(release) === hash ? 'restored' : 'other';
    return compareNotes(note, release.Note) === 'different' ? 'other' : 'restored';
}


/***/ }),

/***/ 4430:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ waitForActiveRelease)
/* harmony export */ });
/* harmony import */ var _api_polling_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4900);
/* harmony import */ var _active_release_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7089);


/**
 * THE wait on a script's active release, for publish, rollback and get-active-release alike. A
 * 404 counts as "no release yet"; a transient failure (no answer, 429, 5xx) is asked again at
 * the next poll, whatever the operation: a deploy in progress is no reason to give up on one
 * that may be fine. Any other failure ends the wait by throwing.
 */
async function waitForActiveRelease(options) {
    let failure;
    let notFound;
    let release;
    const result = await (0,_api_polling_js__WEBPACK_IMPORTED_MODULE_0__/* .pollUntil */ .g)({
        read: async () => {
            failure = undefined;
            try {
                const read = await (0,_active_release_js__WEBPACK_IMPORTED_MODULE_1__/* .readActiveRelease */ .K)(options.client, options.scriptId);
                notFound = read.notFound;
                release = read.release;
                return read.release;
            }
            catch (error) {
                failure = error;
                release = undefined;
                notFound = undefined;
                throw error;
            }
        },
        settled: (read) => options.judge(read) !== 'waiting',
        waitMs: options.waitMs,
        intervalMs: options.intervalMs,
        clock: options.clock,
        tolerate: _api_polling_js__WEBPACK_IMPORTED_MODULE_0__/* .isTransient */ .d,
        onPoll: (sample) => options.onPoll?.({
            poll: sample.poll,
            elapsedMs: sample.elapsedMs,
            release: sample.error === undefined ? sample.value : undefined,
            verdict: sample.error === undefined ? options.judge(sample.value) : 'waiting',
            error: sample.error,
            nextInMs: sample.nextInMs,
        }),
    });
    const verdict = failure === undefined ? options.judge(release) : 'waiting';
    return {
        verdict: verdict === 'waiting' ? 'timeout' : verdict,
        release,
        notFound,
        failure,
        polls: result.polls,
        elapsedMs: result.elapsedMs,
    };
}


/***/ }),

/***/ 1384:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GO: () => (/* binding */ scriptUrls),
/* harmony export */   Uq: () => (/* binding */ readScript),
/* harmony export */   d4: () => (/* binding */ noScript),
/* harmony export */   iO: () => (/* binding */ linkedZoneIds),
/* harmony export */   qQ: () => (/* binding */ noEdgeScript)
/* harmony export */ });
/* harmony import */ var _api_requests_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7109);

/**
 * What a 404 of the script means. publish-script and rollback-script name the product as its
 * dashboard does (`noEdgeScript`); the env operations, as a thing (`noScript`).
 */
const noEdgeScript = (scriptId) => `No Edge Script has the id ${scriptId}: check script-id.`;
const noScript = (scriptId) => `No edge script has the id ${scriptId}: check script-id.`;
/** Reads the script; a 404 (no such script) is thrown as the API answered it, for the caller to name its input. */
async function readScript(client, scriptId) {
    return (await client.send(_api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .requests */ .zG.edgeScript(scriptId))).body;
}
/** The script's addresses, the default hostname first, then the system one and the linked zones', once each. */
function scriptUrls(script) {
    const hosts = [script.DefaultHostname, script.SystemHostname, ...(script.LinkedPullZones ?? []).map((zone) => zone.DefaultHostname)];
    const names = hosts.map((host) => host?.trim().toLowerCase()).filter((host) => !!host && /^[a-z0-9.-]+$/.test(host));
    return [...new Set(names)].map((host) => `https://${host}`);
}
/** The pull zones the script's traffic goes through, which cache what it answered. */
function linkedZoneIds(script) {
    return (script.LinkedPullZones ?? []).map((zone) => zone.Id);
}


/***/ }),

/***/ 1085:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ mayHaveBeenCarriedOut)
/* harmony export */ });
/* harmony import */ var _api_api_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(316);

/**
 * Whether a publish or re-publish that failed may still have been carried out: its answer was
 * lost after it was sent, or a 5xx came back (a gateway that gave up, or a server that failed
 * after the write). The platform then has to be read: the release may be live, or on its way.
 * A refusal (4xx) changed nothing.
 */
function mayHaveBeenCarriedOut(error) {
    if (!(error instanceof _api_api_error_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .h))
        return false;
    // The client names a lost answer to a request it must not repeat `outcome-unknown`; its
    // `network` failures of such a request are connections that were never made.
    if (error.kind === 'outcome-unknown')
        return true;
    return error.kind === 'http' && error.status !== undefined && error.status >= 500;
}


/***/ }),

/***/ 7765:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ explainNotFound)
/* harmony export */ });
/* harmony import */ var _api_api_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(316);

/**
 * A 404 with `hint`, the sentence saying which input to check, on a line of its own; any other
 * error as it is. Each product words its own sentences beside its reads, in
 * src/platform/<product>/: what is missing and the input it came from (`No DNS zone has the id
 * 1001: check zone-id.`).
 */
function explainNotFound(error, hint) {
    return error instanceof _api_api_error_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .h && error.status === 404 ? error.withMessage(`${error.message}\n${hint}`) : error;
}


/***/ })

};
