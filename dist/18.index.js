export const id = 18;
export const ids = [18];
export const modules = {

/***/ 2073:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ workspacePath)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2495);



function inside(root, target) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, target);
    return rel === '' || (!rel.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_1__.sep}`) && rel !== '..' && !(0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(rel));
}
/** Where a symbolic link points, or undefined when `path` is not one. */
function linkTarget(path) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(path).isSymbolicLink() ? (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readlinkSync)(path) : undefined;
    }
    catch {
        return undefined;
    }
}
/** Links followed at most, as the kernel does (ELOOP), so that a loop of links ends. */
const MAX_LINKS = 40;
/**
 * The real path of `path`, or of its nearest existing ancestor joined with the rest. A link
 * whose target does not exist yet is followed too: writing through it would create the target.
 */
function realPathOf(path, links = 0) {
    let existing = path;
    const rest = [];
    for (;;) {
        try {
            return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(existing), ...[...rest].reverse());
        }
        catch {
            const target = links < MAX_LINKS ? linkTarget(existing) : undefined;
            // A relative target counts from the link's real directory, as the kernel reads it.
            if (target !== undefined)
                return realPathOf((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(realPathOf((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(existing), links + 1), target, ...[...rest].reverse()), links + 1);
            const parent = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(existing);
            if (parent === existing)
                return path;
            rest.push(existing.slice(parent.length + 1));
            existing = parent;
        }
    }
}
/**
 * Resolves a path input against the workspace and refuses one that leaves it, by `..`, an
 * absolute path or a symbolic link: a step should read and write only the checkout it works on.
 */
function workspacePath(input, value, workspace) {
    if (value.includes('\0'))
        throw new _inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(input, 'contains a NUL character');
    const root = realPathOf((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(workspace));
    const target = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(root, value);
    if (!inside(root, target) || !inside(root, realPathOf(target))) {
        throw new _inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(input, `path ${(0,_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .showValue */ .vp)(value)} leaves the workspace; give a path inside ${root}`);
    }
    return target;
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

/***/ 4018:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  operation: () => (/* binding */ operation)
});

// EXTERNAL MODULE: ./api/requests.ts
var requests = __webpack_require__(7109);
// EXTERNAL MODULE: ./api/wait-log.ts
var wait_log = __webpack_require__(4869);
// EXTERNAL MODULE: ./inputs/wait-settings.ts
var wait_settings = __webpack_require__(137);
// EXTERNAL MODULE: ./runner/untrusted-text.ts
var untrusted_text = __webpack_require__(3649);
// EXTERNAL MODULE: ./operations/edge-script/deploy.ts
var deploy = __webpack_require__(5584);
// EXTERNAL MODULE: ./inputs/probe-settings.ts
var probe_settings = __webpack_require__(2194);
// EXTERNAL MODULE: ./operations/probe-report.ts + 2 modules
var probe_report = __webpack_require__(4534);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./inputs/inputs.ts
var inputs = __webpack_require__(2495);
// EXTERNAL MODULE: ./inputs/workspace-path.ts
var workspace_path = __webpack_require__(2073);
// EXTERNAL MODULE: ./operations/edge-script/code-hash.ts
var code_hash = __webpack_require__(3675);
;// CONCATENATED MODULE: ./operations/edge-script/script-file.ts




/** Larger than any Edge Script the platform runs; a bigger file is a wrong path (a bundle of node_modules). */
const MAX_SCRIPT_BYTES = 10 * 1024 * 1024;
/**
 * Reads the built script once: inside the workspace, a regular file, not empty, UTF-8 text
 * (the API carries code as a JSON string, so other bytes could not be proved live by hash).
 * Throws InputError naming `input`; the code itself never goes into a message.
 */
function readScriptFile(input, given, workspace) {
    const path = (0,workspace_path/* workspacePath */.X)(input, given, workspace);
    let size;
    try {
        const stat = (0,external_node_fs_.statSync)(path);
        if (stat.isDirectory())
            throw new inputs/* InputError */.dz(input, `${(0,inputs/* showValue */.vp)(given)} is a directory; give the built script file`);
        if (!stat.isFile())
            throw new inputs/* InputError */.dz(input, `${(0,inputs/* showValue */.vp)(given)} is not a regular file`);
        size = stat.size;
    }
    catch (error) {
        if (error instanceof inputs/* InputError */.dz)
            throw error;
        throw new inputs/* InputError */.dz(input, `no file at ${(0,inputs/* showValue */.vp)(given)} in the workspace (${workspace}); build the script before this step`);
    }
    if (size === 0)
        throw new inputs/* InputError */.dz(input, `${(0,inputs/* showValue */.vp)(given)} is empty; a script cannot be published without code`);
    if (size > MAX_SCRIPT_BYTES)
        throw new inputs/* InputError */.dz(input, `${(0,inputs/* showValue */.vp)(given)} has ${size} bytes; at most ${MAX_SCRIPT_BYTES} are allowed`);
    const bytes = (0,external_node_fs_.readFileSync)(path);
    let code;
    try {
        // The byte order mark is kept, so that the text sent is the bytes hashed.
        code = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
    }
    catch {
        throw new inputs/* InputError */.dz(input, `${(0,inputs/* showValue */.vp)(given)} is not UTF-8 text`);
    }
    return { given, code, bytes: bytes.length, sha256: (0,code_hash/* codeSha256 */.d)(bytes) };
}
/** What a dry run shows in place of the code. */
function codePlaceholder(file) {
    return `<${file.bytes} bytes of ${file.given}, SHA-256 ${file.sha256}>`;
}

;// CONCATENATED MODULE: ./operations/publish-script/index.ts








/** This step's release: the file's code, and this step's note. */
function isThisRelease(plan, release) {
    return (release.Note ?? '').trim() === plan.note.trim() && (0,deploy/* releaseHash */.wq)(release) === plan.file.sha256;
}
function reportLive(report, release) {
    report.setOutput('release-id', release.Id);
    report.setOutput('release-uuid', release.Uuid ?? undefined);
    report.setOutput('result', (0,deploy/* withoutCode */.MK)(release));
}
/**
 * The failure path of a publish: with rollback-on-failure, re-publishes the previous release
 * (compare-and-swap: only while this step's release or the previous one is live, never over
 * someone else's deploy), then fails the step with `reason`, saying what the rollback did.
 * Called after a failed wait, and by the caller of a probe after a failed probe.
 */
async function failPublish(published, reason) {
    const { plan, client, report, previous, script } = published;
    const { log, setOutput, summary } = report;
    if (!plan.rollbackOnFailure) {
        summary.verdict(false, reason);
        const hint = previous?.Uuid ? `; previous-release-uuid ${(0,untrusted_text/* inline */.mG)(previous.Uuid, 80)} is what a rollback-script step would restore` : '';
        throw new Error(`${reason}. Nothing was rolled back (rollback-on-failure is false)${hint}`);
    }
    if (previous === undefined) {
        summary.verdict(false, reason);
        throw new Error(`${reason}. Nothing to roll back to: the script had no release before this step (its first publish)`);
    }
    if (!previous.Uuid) {
        summary.verdict(false, reason);
        throw new Error(`${reason}. Cannot roll back: the previous ${(0,deploy/* releaseName */["do"])(previous)} has no Uuid to re-publish`);
    }
    const live = await (0,deploy/* readActiveRelease */.KK)(client, plan.scriptId);
    if (live !== undefined && live.Id !== previous.Id && !isThisRelease(plan, live)) {
        summary.verdict(false, reason);
        throw new Error(`${reason}. Not rolled back: ${(0,deploy/* releaseName */["do"])(live)} is live now, neither this step's release nor the previous one (someone else deployed); it is left alone`);
    }
    log.warning(`${reason}; rolling back to the previous ${(0,deploy/* releaseName */["do"])(previous)}`);
    const wait = await (0,deploy/* republish */.tD)({
        client,
        scriptId: plan.scriptId,
        target: { ...previous, Uuid: previous.Uuid },
        replaced: live,
        restoreCode: true,
        note: plan.rollbackNote,
        waitSeconds: plan.waitSeconds,
        pollIntervalSeconds: plan.pollIntervalSeconds,
        report,
    });
    setOutput('rolled-back', true);
    if (wait.outcome === 'live') {
        if (wait.active)
            setOutput('result', (0,deploy/* withoutCode */.MK)(wait.active));
        if (plan.purge)
            await (0,deploy/* purgeLinkedZones */.uy)(client, script, report);
        summary.verdict(false, `${reason}; rolled back to ${(0,deploy/* releaseName */["do"])(previous)}, live again`);
        throw new Error(`${reason}. Rolled back: the previous ${(0,deploy/* releaseName */["do"])(previous)} is live again (${(0,wait_log/* waitedFor */.a6)(wait)})`);
    }
    const now = wait.active ? (0,deploy/* releaseName */["do"])(wait.active) : 'no release';
    summary.verdict(false, `${reason}; the rollback to ${(0,deploy/* releaseName */["do"])(previous)} is not live`);
    throw new Error(`${reason}. Re-published the previous ${(0,deploy/* releaseName */["do"])(previous)}, but it is not live ${(0,wait_log/* waitedFor */.a6)(wait)}: ${now} is live. Check the script before running this step again`);
}
const operation = {
    plan({ inputs, workspace, env }) {
        const scriptId = inputs.id('script-id');
        const given = inputs.line('file', { required: true, expected: 'the path of the built script inside the workspace' });
        const file = given === '' ? undefined : inputs.check(() => readScriptFile('file', given, workspace));
        const note = inputs.optional('note') ?? (0,deploy/* defaultNote */.w8)(env);
        const ifUnchanged = inputs.choice('if-unchanged', ['skip', 'publish']) ?? 'skip';
        const wait = (0,wait_settings/* readWaitSettings */.b)(inputs, { waitSeconds: 60, pollIntervalSeconds: 2 });
        const { waitSeconds, pollIntervalSeconds } = wait;
        const purge = inputs.boolean('purge-linked-zones', true);
        const rollbackOnFailure = inputs.boolean('rollback-on-failure', false);
        const probe = (0,probe_settings/* readProbeSettings */.K)(inputs, env, 'probe-url', (0,probe_report/* deployProbeWait */.J)(wait));
        const rollbackOnProbeError = inputs.boolean('rollback-on-probe-error', false);
        return {
            scriptId,
            // A placeholder only when a problem was recorded: the step then fails before any request.
            file: file ?? { given, code: '', bytes: 0, sha256: '' },
            note,
            rollbackNote: (0,deploy/* defaultNote */.w8)(env, 'Roll back after a failed publish of'),
            ifUnchanged,
            waitSeconds,
            pollIntervalSeconds,
            purge,
            rollbackOnFailure,
            probe,
            rollbackOnProbeError,
        };
    },
    describe(plan) {
        return [
            requests/* requests */.zG.edgeScript(plan.scriptId),
            requests/* requests */.zG.activeRelease(plan.scriptId),
            // The code is never printed: its size and hash stand for it.
            (0,deploy/* described */.WY)({ ...requests/* requests */.zG.saveScriptCode(plan.scriptId, ''), body: { Code: codePlaceholder(plan.file) } }),
            (0,deploy/* described */.WY)(requests/* requests */.zG.publishScript(plan.scriptId, plan.note)),
        ];
    },
    async execute(plan, client, report) {
        const { setOutput, summary, log } = report;
        const { scriptId, file } = plan;
        summary.heading(`bunny.net publish-script: script ${scriptId}`);
        setOutput('code-sha256', file.sha256);
        setOutput('unchanged', false);
        setOutput('rolled-back', false);
        const script = await (0,deploy/* readScript */.Uq)(client, scriptId);
        const urls = (0,deploy/* scriptUrls */.GO)(script);
        setOutput('url', urls[0]);
        setOutput('urls', urls);
        const previous = await (0,deploy/* readActiveRelease */.KK)(client, scriptId);
        setOutput('previous-release-uuid', previous?.Uuid ?? '');
        if (!script.CurrentReleaseId) {
            log.warning(`Script ${scriptId} had never been published: it ran its saved code. This step makes its first release; there is nothing to roll back to.`);
        }
        log.info(`Script ${scriptId}: ${previous ? `live ${(0,deploy/* releaseName */["do"])(previous)}` : 'no active release'}; file ${(0,untrusted_text/* inline */.mG)(file.given, 200)}, ${file.bytes} bytes, SHA-256 ${file.sha256}`);
        if (previous !== undefined && plan.ifUnchanged === 'skip' && (0,deploy/* releaseHash */.wq)(previous) === file.sha256) {
            setOutput('unchanged', true);
            reportLive(report, previous);
            log.info(`The live ${(0,deploy/* releaseName */["do"])(previous)} already runs this file byte for byte: nothing published (if-unchanged: skip)`);
            summary.verdict(true, `Unchanged: ${(0,deploy/* releaseName */["do"])(previous)} already runs this code`);
            facts(report, plan, previous);
            return;
        }
        await client.send(requests/* requests */.zG.saveScriptCode(scriptId, file.code));
        await client.send(requests/* requests */.zG.publishScript(scriptId, plan.note));
        log.info(`Saved and published the code of ${(0,untrusted_text/* inline */.mG)(file.given, 200)} with the note:`);
        log.untrusted(plan.note);
        log.info(`Waiting up to ${plan.waitSeconds} s for it to go live, polling every ${plan.pollIntervalSeconds} s`);
        const published = { plan, client, report, script, previous };
        const wait = await (0,deploy/* waitUntilLive */.Sl)({
            client,
            scriptId,
            isTarget: (release) => isThisRelease(plan, release),
            before: previous,
            waitSeconds: plan.waitSeconds,
            pollIntervalSeconds: plan.pollIntervalSeconds,
            report,
            what: 'this release',
        });
        if (wait.outcome === 'superseded' && wait.active) {
            summary.verdict(false, `Superseded by ${(0,deploy/* releaseName */["do"])(wait.active)}`);
            throw new Error(`The publish of script ${scriptId} was superseded by ${(0,deploy/* releaseName */["do"])(wait.active)}, which went live ${(0,wait_log/* waitedFor */.a6)(wait)} without this step's code and note (another deploy). Nothing was rolled back`);
        }
        if (wait.outcome !== 'live' || !wait.active) {
            const now = wait.active ? `${(0,deploy/* releaseName */["do"])(wait.active)} is still live` : 'no release is live';
            return failPublish(published, `This step's release of script ${scriptId} did not go live ${(0,wait_log/* waitedFor */.a6)(wait)}: ${now}`);
        }
        const release = wait.active;
        reportLive(report, release);
        log.info(`Live: ${(0,deploy/* releaseName */["do"])(release)} ${(0,wait_log/* waitedFor */.a6)(wait)}, its code's SHA-256 is the file's`);
        if (plan.purge)
            await (0,deploy/* purgeLinkedZones */.uy)(client, script, report);
        if (plan.probe) {
            const outcome = await (0,probe_report/* probeAndReport */.wN)(plan.probe, report, { urlOutput: false });
            if (!outcome.matched) {
                // A network failure may be the runner's, not the release's: it rolls back only when asked.
                const rollBack = plan.rollbackOnFailure && (!(0,probe_report/* isNetworkFailure */.NQ)(outcome) || plan.rollbackOnProbeError);
                return failPublish({ ...published, plan: { ...plan, rollbackOnFailure: rollBack } }, (0,probe_report/* probeFailure */.L$)(plan.probe, outcome));
            }
        }
        summary.verdict(true, `Published: ${(0,deploy/* releaseName */["do"])(release)} is live`);
        facts(report, plan, release, previous);
    },
};
function facts(report, plan, release, previous) {
    report.summary.facts([
        ['Release', (0,deploy/* releaseName */["do"])(release)],
        ['Previous', previous ? (0,deploy/* releaseName */["do"])(previous) : ''],
        ['Code SHA-256', plan.file.sha256],
        ['Note', (0,untrusted_text/* inline */.mG)(release.Note, 300)],
    ]);
}


/***/ })

};
