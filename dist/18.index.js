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

/***/ 4018:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  failPublish: () => (/* binding */ failPublish),
  isThisRelease: () => (/* binding */ isThisRelease),
  operation: () => (/* binding */ operation)
});

// EXTERNAL MODULE: ./api/requests.ts
var requests = __webpack_require__(7109);
// EXTERNAL MODULE: ./inputs/wait-settings.ts
var wait_settings = __webpack_require__(137);
// EXTERNAL MODULE: ./runner/untrusted-text.ts
var untrusted_text = __webpack_require__(3649);
// EXTERNAL MODULE: ./operations/edge-script/deploy.ts
var deploy = __webpack_require__(5584);
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
        throw new Error(`${reason}. Rolled back: the previous ${(0,deploy/* releaseName */["do"])(previous)} is live again (${(0,deploy/* waited */.h6)(wait)})`);
    }
    const now = wait.active ? (0,deploy/* releaseName */["do"])(wait.active) : 'no release';
    summary.verdict(false, `${reason}; the rollback to ${(0,deploy/* releaseName */["do"])(previous)} is not live`);
    throw new Error(`${reason}. Re-published the previous ${(0,deploy/* releaseName */["do"])(previous)}, but it is not live ${(0,deploy/* waited */.h6)(wait)}: ${now} is live. Check the script before running this step again`);
}
const operation = {
    plan({ inputs, workspace, env }) {
        const scriptId = inputs.id('script-id');
        const given = inputs.line('file', { required: true, expected: 'the path of the built script inside the workspace' });
        const file = given === '' ? undefined : inputs.check(() => readScriptFile('file', given, workspace));
        const note = inputs.optional('note') ?? (0,deploy/* defaultNote */.w8)(env);
        const ifUnchanged = inputs.choice('if-unchanged', ['skip', 'publish']) ?? 'skip';
        const { waitSeconds, pollIntervalSeconds } = (0,wait_settings/* readWaitSettings */.b)(inputs, { waitSeconds: 60, pollIntervalSeconds: 2 });
        const purge = inputs.boolean('purge-linked-zones', true);
        const rollbackOnFailure = inputs.boolean('rollback-on-failure', false);
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
        };
    },
    describe(plan) {
        return [
            requests/* requests */.z.edgeScript(plan.scriptId),
            requests/* requests */.z.activeRelease(plan.scriptId),
            // The code is never printed: its size and hash stand for it.
            (0,deploy/* described */.WY)({ ...requests/* requests */.z.saveScriptCode(plan.scriptId, ''), body: { Code: codePlaceholder(plan.file) } }),
            (0,deploy/* described */.WY)(requests/* requests */.z.publishScript(plan.scriptId, plan.note)),
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
        await client.send(requests/* requests */.z.saveScriptCode(scriptId, file.code));
        await client.send(requests/* requests */.z.publishScript(scriptId, plan.note));
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
            throw new Error(`The publish of script ${scriptId} was superseded by ${(0,deploy/* releaseName */["do"])(wait.active)}, which went live ${(0,deploy/* waited */.h6)(wait)} without this step's code and note (another deploy). Nothing was rolled back`);
        }
        if (wait.outcome !== 'live' || !wait.active) {
            const now = wait.active ? `${(0,deploy/* releaseName */["do"])(wait.active)} is still live` : 'no release is live';
            return failPublish(published, `This step's release of script ${scriptId} did not go live ${(0,deploy/* waited */.h6)(wait)}: ${now}`);
        }
        const release = wait.active;
        reportLive(report, release);
        log.info(`Live: ${(0,deploy/* releaseName */["do"])(release)} ${(0,deploy/* waited */.h6)(wait)}, its code's SHA-256 is the file's`);
        if (plan.purge)
            await (0,deploy/* purgeLinkedZones */.uy)(client, script, report);
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
