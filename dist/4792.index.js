export const id = 4792;
export const ids = [4792];
export const modules = {

/***/ 6458:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ explainNotFound)
/* harmony export */ });
/* harmony import */ var _api_api_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(316);

/** A 404 with a sentence saying which input to check; any other error as it is. */
function explainNotFound(error, hint) {
    return error instanceof _api_api_error_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .h && error.status === 404 ? error.withMessage(`${error.message}\n${hint}`) : error;
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
// EXTERNAL MODULE: ./operations/api-error-context.ts
var api_error_context = __webpack_require__(6458);
// EXTERNAL MODULE: ./operations/script-purge.ts + 1 modules
var script_purge = __webpack_require__(4836);
// EXTERNAL MODULE: ./operations/script-release-words.ts
var script_release_words = __webpack_require__(5036);
// EXTERNAL MODULE: ./operations/script-restore.ts
var script_restore = __webpack_require__(5639);
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
                (0,requests/* planned */.lM)({ ...requests/* requests */.zG.saveScriptCode(plan.scriptId, ''), body: { Code: `<the code of ${(0,script_release_words/* releaseName */["do"])(target)}>` } }, 'once it is live'),
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
            throw (0,api_error_context/* explainNotFound */.h)(error, `No Edge Script has the id ${scriptId}: check script-id.`);
        }
        // A re-run finds the work done without paging the list.
        const { release: first } = await (0,active_release/* readActiveRelease */.K)(client, scriptId);
        if (first?.Uuid === toUuid)
            return { kind: 'already-live', plan, live: first };
        const search = await findRelease(client, scriptId, toUuid);
        if (search.found === undefined) {
            refuse(report, plan, `No release ${toUuid} to roll back to`, search.deleted
                ? `Cannot roll back script ${scriptId} to ${(0,script_release_words/* releaseName */["do"])(search.deleted)}: that release is deleted`
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
            const now = live ? (0,script_release_words/* releaseName */["do"])(live) : 'no release';
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
            setOutput('result', (0,script_release_words/* withoutCode */.MK)(live));
            log.info(`${(0,script_release_words/* releaseName */["do"])(live)} is already live: nothing to roll back`);
            summary.verdict(true, `Already live: ${(0,script_release_words/* releaseName */["do"])(live)}`);
            return;
        }
        const { target, replaced } = decision;
        setOutput('replaced-release-uuid', replaced?.Uuid ?? '');
        log.info(`Found ${(0,script_release_words/* releaseName */["do"])(target)} on page ${decision.page} of the release list; live now: ${replaced ? (0,script_release_words/* releaseName */["do"])(replaced) : 'no release'}`);
        if (mode === 'run')
            return;
        const writes = plannedWrites(decision);
        log.info(`Dry run: would re-publish ${(0,script_release_words/* releaseName */["do"])(target)} with the note:`);
        log.untrusted(plan.note);
        log.untrusted(JSON.stringify(writes, null, 2));
        setOutput('result', { dryRun: true, requests: writes });
        summary.verdict(true, `Dry run: would roll back to ${(0,script_release_words/* releaseName */["do"])(target)}, replacing ${replaced ? (0,script_release_words/* releaseName */["do"])(replaced) : 'no release'}`);
        summary.table(['Method', 'Path', 'Note'], writes.map((request) => [request.method, request.path, request.note ?? '']));
    },
    async apply(decision, client, report) {
        if (decision.kind === 'already-live')
            return;
        const { setOutput, summary, log } = report;
        const { plan, target, replaced, script } = decision;
        const restored = await (0,script_restore/* restoreRelease */.E)({
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
            ? `The re-publish of ${(0,script_release_words/* releaseName */["do"])(target)} answered ${(0,script_release_words/* firstLine */.TM)(restored.uncertain)}; the active release was read:`
            : `Re-published ${(0,script_release_words/* releaseName */["do"])(target)}, but`;
        if (restored.verdict !== 'restored' || !restored.live) {
            const now = restored.live ? (0,script_release_words/* releaseName */["do"])(restored.live) : 'no release';
            summary.verdict(false, `The rollback to ${(0,script_release_words/* releaseName */["do"])(target)} is not live`);
            throw new Error(restored.verdict === 'other'
                ? `${sent} ${now} went live instead ${(0,script_release_words/* waited */.h6)(restored)} (another deploy)`
                : `${sent} it is not live ${(0,script_release_words/* waited */.h6)(restored)}: ${now} is live`);
        }
        const live = restored.live;
        setOutput('rolled-back', true);
        setOutput('release-uuid', live.Uuid ?? undefined);
        setOutput('code-sha256', (0,code_hash/* releaseHash */.w)(live));
        setOutput('result', (0,script_release_words/* withoutCode */.MK)(live));
        log.info(`Rolled back: ${(0,script_release_words/* releaseName */["do"])(live)} is live ${(0,script_release_words/* waited */.h6)(restored)}${replaced ? `, replacing ${(0,script_release_words/* releaseName */["do"])(replaced)}` : ''}`);
        if (plan.purge)
            await (0,script_purge/* purgeLinkedZones */.u)(client, script, report);
        summary.verdict(true, `Rolled back to ${(0,script_release_words/* releaseName */["do"])(target)}`);
        summary.facts([
            ['Live', (0,script_release_words/* releaseName */["do"])(live)],
            ['Replaced', replaced ? (0,script_release_words/* releaseName */["do"])(replaced) : ''],
            ['Note', (0,untrusted_text/* inline */.mG)(plan.note, 300)],
        ]);
    },
};


/***/ }),

/***/ 4836:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  u: () => (/* binding */ purgeLinkedZones)
});

// EXTERNAL MODULE: ./api/wait-log.ts
var wait_log = __webpack_require__(4869);
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

// EXTERNAL MODULE: ./operations/script-release-words.ts
var script_release_words = __webpack_require__(5036);
;// CONCATENATED MODULE: ./operations/script-purge.ts




/** Purges the script's linked pull zones twice once a release is live; a failed purge is a warning. */
async function purgeLinkedZones(client, script, report) {
    const zones = (0,edge_scripts_script/* linkedZoneIds */.iO)(script);
    if (zones.length === 0) {
        report.log.info('The script has no linked pull zone: nothing to purge.');
        return;
    }
    await purgeTwice(client, zones, {
        clock: report.clock,
        onFailure: (round, zone, error) => report.log.warning(`The ${round} purge of pull zone ${zone} failed: ${(0,script_release_words/* firstLine */.TM)(error)}`),
        onFirstRound: () => report.log.info(`Purged ${zones.length} linked pull zone(s) (${zones.join(', ')}); purging again in ${(0,wait_log/* formatDuration */.a3)(SECOND_PURGE_DELAY_MS)}, as the edge syncs in buckets`),
    });
}


/***/ }),

/***/ 5639:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ restoreRelease)
/* harmony export */ });
/* harmony import */ var _api_requests_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7109);
/* harmony import */ var _platform_edge_scripts_release_identity_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5305);
/* harmony import */ var _platform_edge_scripts_release_wait_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4430);
/* harmony import */ var _platform_edge_scripts_write_outcome_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1085);
/* harmony import */ var _script_release_words_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5036);





/**
 * Re-publishes `target` and waits until it is live (by Uuid, or as a new release of its code),
 * then restores its code as the script's code. Never blind: a re-publish whose answer is lost
 * or 5xx may have been carried out, so the active release decides. The caller has checked its
 * compare-and-swap on `replaced` just before.
 */
async function restoreRelease(options) {
    const { client, scriptId, target, report } = options;
    const what = (0,_script_release_words_js__WEBPACK_IMPORTED_MODULE_4__/* .releaseName */ ["do"])(target);
    let uncertain;
    try {
        await client.send(_api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .requests */ .zG.republishScript(scriptId, target.Uuid, options.note));
        report.log.info(`Re-published ${what}; waiting up to ${options.waitSeconds} s for it to go live`);
    }
    catch (error) {
        if (!(0,_platform_edge_scripts_write_outcome_js__WEBPACK_IMPORTED_MODULE_3__/* .mayHaveBeenCarriedOut */ .o)(error))
            throw error;
        uncertain = error;
        report.log.warning(`The re-publish of ${what} may have been carried out (${(0,_script_release_words_js__WEBPACK_IMPORTED_MODULE_4__/* .firstLine */ .TM)(error)}): reading the active release for up to ${options.waitSeconds} s to see`);
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
        onPoll: (poll) => report.log.info((0,_script_release_words_js__WEBPACK_IMPORTED_MODULE_4__/* .pollLine */ .W5)(poll, (release, verdict) => verdict === 'restored'
            ? `${what} is live`
            : verdict === 'other'
                ? `${(0,_script_release_words_js__WEBPACK_IMPORTED_MODULE_4__/* .releaseName */ ["do"])(release)} went live instead`
                : `${(0,_script_release_words_js__WEBPACK_IMPORTED_MODULE_4__/* .releaseName */ ["do"])(release)} is still live`)),
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
    const what = (0,_script_release_words_js__WEBPACK_IMPORTED_MODULE_4__/* .releaseName */ ["do"])(target);
    if (typeof target.Code !== 'string' || target.Code === '') {
        report.log.warning(`The platform gave no code for ${what} (Code is ${target.Code === '' ? 'empty' : 'null'}), so the script's code was not restored: it still holds the code last saved, which a later plain publish would ship`);
        return;
    }
    try {
        await client.send(_api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .requests */ .zG.saveScriptCode(scriptId, target.Code));
        report.log.info(`Saved the code of ${what} as the script's code`);
    }
    catch (error) {
        report.log.warning(`${what} is live, but saving its code as the script's code failed: ${(0,_script_release_words_js__WEBPACK_IMPORTED_MODULE_4__/* .firstLine */ .TM)(error)}. A later plain publish would ship the code last saved`);
    }
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

/***/ 1384:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GO: () => (/* binding */ scriptUrls),
/* harmony export */   Uq: () => (/* binding */ readScript),
/* harmony export */   iO: () => (/* binding */ linkedZoneIds)
/* harmony export */ });
/* harmony import */ var _api_requests_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7109);

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

/***/ 2194:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ runUrl),
/* harmony export */   w: () => (/* binding */ workflowLinksHtml)
/* harmony export */ });
/* harmony import */ var _untrusted_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3649);

function repositoryUrl(env) {
    const server = (env['GITHUB_SERVER_URL'] || 'https://github.com').replace(/\/+$/, '');
    return `${server}/${env['GITHUB_REPOSITORY'] ?? ''}`;
}
/** The run's address (a re-run's names its attempt); undefined outside a runner. */
function runUrl(env) {
    const runId = env['GITHUB_RUN_ID'];
    if (!runId || !env['GITHUB_REPOSITORY'])
        return undefined;
    const attempt = Number(env['GITHUB_RUN_ATTEMPT'] ?? '1');
    // A re-run's links point at the attempt that wrote the summary, not the first one.
    return `${repositoryUrl(env)}/actions/runs/${runId}${attempt > 1 ? `/attempts/${attempt}` : ''}`;
}
/**
 * A footer for the job summary linking the run and the commit it built, from the variables
 * the runner sets for every step; nothing here needs GitHub's API. Only on a runner
 * (GITHUB_RUN_ID and GITHUB_REPOSITORY set).
 */
function workflowLinksHtml(env) {
    const runId = env['GITHUB_RUN_ID'];
    const run = runUrl(env);
    if (!runId || !run)
        return undefined;
    const repository = repositoryUrl(env);
    const label = `${env['GITHUB_WORKFLOW'] || 'workflow'} run ${env['GITHUB_RUN_NUMBER'] ?? runId}`;
    const parts = [`<a href="${(0,_untrusted_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(run)}">${(0,_untrusted_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(label)}</a>`];
    const sha = env['GITHUB_SHA'] ?? '';
    if (/^[0-9a-f]{40}$/i.test(sha)) {
        parts.push(`commit <a href="${(0,_untrusted_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(`${repository}/commit/${sha}`)}"><code>${sha.slice(0, 7)}</code></a>`);
    }
    return `<p><sub>${parts.join(' \u00b7 ')}</sub></p>`;
}


/***/ })

};
