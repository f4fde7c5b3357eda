export const id = 1713;
export const ids = [1713];
export const modules = {

/***/ 3620:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gk: () => (/* binding */ int64),
/* harmony export */   HA: () => (/* binding */ int32),
/* harmony export */   PE: () => (/* binding */ byte)
/* harmony export */ });
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4513);
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2335);
/* harmony import */ var _zod_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3715);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9023);



// JSON numbers lose precision past 2^53, so an int64 id larger than that cannot be
// sent or compared safely; refusing it is better than addressing the wrong object.
const int32 = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Whr().check(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* ._gte */ .qm(_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .INT32_MIN */ .Qh), zod_mini__WEBPACK_IMPORTED_MODULE_2__/* ._lte */ .Zm(_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .INT32_MAX */ .go));
const int64 = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Whr().check(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* ._gte */ .qm(Number.MIN_SAFE_INTEGER), zod_mini__WEBPACK_IMPORTED_MODULE_2__/* ._lte */ .Zm(Number.MAX_SAFE_INTEGER));
const byte = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Whr().check(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* ._gte */ .qm(0), zod_mini__WEBPACK_IMPORTED_MODULE_2__/* ._lte */ .Zm(255));


/***/ }),

/***/ 3715:
/***/ ((__unused_webpack_module, __unused_webpack___webpack_exports__, __webpack_require__) => {

/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4214);
/* harmony import */ var zod_v4_locales_en_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7818);
/**
 * Imported by every model for its effect: English messages for zod's mini build. The models use
 * the mini build (`z.nullish(z.string())` rather than `z.string().nullish()`): the same checks
 * and messages as the classic API, but a classic schema carries its own copies of some fifty
 * methods, and loading and declaring them cost every step about 5 ms before its first request.
 * Each model imports `zod/mini` itself, so that the bundler keeps only what is used; the
 * classic build sets English when its first schema is made, the mini build never does.
 */


(0,zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .config */ .$W)((0,zod_v4_locales_en_js__WEBPACK_IMPORTED_MODULE_1__/* ["default"] */ .A)());


/***/ }),

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

/***/ 4999:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SQ: () => (/* binding */ parseStructuredText),
/* harmony export */   bp: () => (/* binding */ describeValue),
/* harmony export */   fK: () => (/* binding */ valueAt),
/* harmony export */   gw: () => (/* binding */ looksLikeJson),
/* harmony export */   jV: () => (/* binding */ formatPath)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6637);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2495);


/** JSON syntax is chosen for a `.json` file or text that starts like a JSON object or array. */
function looksLikeJson(text) {
    return /^[\s\uFEFF]*[{[]/.test(text);
}
function at(origin, line, column) {
    const place = line === undefined ? '' : column === undefined ? `line ${line}` : `line ${line}, column ${column}`;
    return [origin, place].filter(Boolean).join(' ');
}
function lineAndColumn(text, offset) {
    const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
    const lines = before.split('\n');
    return { line: lines.length, column: (lines[lines.length - 1]?.length ?? 0) + 1 };
}
function parseJson(input, text, origin) {
    try {
        return JSON.parse(text);
    }
    catch (error) {
        const message = error.message;
        const stated = /\(line (\d+) column (\d+)\)/.exec(message);
        const position = /at position (\d+)/.exec(message);
        const place = stated
            ? { line: Number(stated[1]), column: Number(stated[2]) }
            : position
                ? lineAndColumn(text, Number(position[1]))
                : lineAndColumn(text, text.trimEnd().length);
        // V8 quotes a stretch of the input ('..."value":tok_live_9f"... is not valid JSON'),
        // which can be a secret from the document: only the line and column are given.
        const reason = message
            .replace(/,? ?(in JSON )?at position \d+.*$/s, '')
            .replace(/,? ?(\.\.\.)?".*"(\.\.\.)? is not valid JSON$/s, '')
            .replace(/\s+/g, ' ')
            .trim();
        throw new _inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(input, `${at(origin, place.line, place.column)}: not valid JSON: ${reason}`);
    }
}
/**
 * Where an unclosed quoted scalar opens. The parser reports it where the text ends, which is
 * far from the mistake; no quote of the same kind can follow the opening one (it would have
 * closed it), so the opening is the last unescaped quote of that kind before the end.
 */
function openingQuote(text, error) {
    if (error.code !== 'MISSING_CHAR')
        return undefined;
    const quote = /closing "quote/.test(error.message) ? '"' : /closing 'quote/.test(error.message) ? "'" : undefined;
    if (quote === undefined)
        return undefined;
    for (let i = Math.min(error.pos[0], text.length) - 1; i >= 0; i--) {
        if (text[i] !== quote)
            continue;
        if (quote === '"' && text[i - 1] === '\\')
            continue;
        // Inside single quotes, '' is an escaped quote.
        if (quote === "'" && text[i - 1] === "'") {
            i--;
            continue;
        }
        return i;
    }
    return undefined;
}
function parseYaml(text, lineCounter) {
    // Duplicate keys are errors (uniqueKeys), and aliases are bounded (maxAliasCount in toJS).
    return (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
}
/**
 * Parses the text of an input as JSON or YAML. A syntax error names the input, the line and
 * the column, and says which syntax was expected.
 */
function parseStructuredText(input, text, options = {}) {
    const origin = options.origin ?? '';
    // `yaml`: an input documented as YAML reads a flow list (`[{name: a}]`) as YAML, which JSON is a part of.
    const syntax = options.json || (!options.yaml && looksLikeJson(text)) ? 'JSON' : 'YAML';
    const lineCounter = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
    let value;
    let doc;
    if (syntax === 'JSON') {
        value = parseJson(input, text, origin);
        // Only for the positions of values in messages; JSON.parse decided what the value is.
        const positions = parseYaml(text, lineCounter);
        // JSON.parse keeps the last of two equal keys without a word; YAML (and the API) refuse it.
        const duplicate = positions.errors.find((error) => error.code === 'DUPLICATE_KEY');
        if (duplicate) {
            const place = lineCounter.linePos(duplicate.pos[0]);
            throw new _inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(input, `${at(origin, place.line, place.col)}: not valid JSON: a key appears twice in the same object`);
        }
        if (positions.errors.length === 0)
            doc = positions;
    }
    else {
        doc = parseYaml(text, lineCounter);
        const error = doc.errors[0];
        if (error) {
            const place = lineCounter.linePos(openingQuote(text, error) ?? error.pos[0]);
            const reason = error.message.replace(/ at line \d+, column \d+.*$/s, '').trim();
            throw new _inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(input, `${at(origin, place.line, place.col)}: not valid YAML: ${reason}`);
        }
        try {
            value = doc.toJS({ maxAliasCount: 100 });
        }
        catch (error) {
            throw new _inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(input, `${at(origin, undefined)}${origin ? ': ' : ''}not usable YAML: ${error.message}`);
        }
    }
    const nodeAt = (path) => (doc ? doc.getIn(path, true) : undefined);
    return {
        value,
        syntax,
        origin,
        lineOf(path) {
            for (let length = path.length; length >= 0; length--) {
                const node = nodeAt(path.slice(0, length));
                const range = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(node) || (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isCollection */ .P3)(node) ? node.range : undefined;
                if (range)
                    return lineCounter.linePos(range[0]).line;
            }
            return undefined;
        },
        sourceOf(path) {
            const node = nodeAt(path);
            return (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(node) && typeof node.source === 'string' ? node.source : undefined;
        },
    };
}
/** "containerTemplates[1].imageTag" from ['containerTemplates', 1, 'imageTag']. */
function formatPath(path) {
    let out = '';
    for (const part of path) {
        if (typeof part === 'number')
            out += `[${part}]`;
        else
            out += out === '' ? String(part) : `.${String(part)}`;
    }
    return out;
}
/** The value at `path` in plain data, or undefined. */
function valueAt(root, path) {
    let current = root;
    for (const part of path) {
        if (current === null || typeof current !== 'object')
            return undefined;
        current = current[part];
    }
    return current;
}
/** "a string", "the number 1.1", "a list": how a value reads in a message. */
function describeValue(value, options = {}) {
    if (value === undefined)
        return 'nothing';
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'a list';
    if (typeof value === 'object')
        return 'a mapping';
    if (typeof value === 'string') {
        if (!options.showStrings)
            return 'a string';
        const cut = value.length > 60 ? `${value.slice(0, 60)}\u2026` : value;
        return `the string ${JSON.stringify(cut)}`;
    }
    if (typeof value === 'number')
        return options.showStrings === false ? 'a number' : `the number ${value}`;
    if (typeof value === 'boolean')
        return `the boolean ${value}`;
    return typeof value;
}


/***/ }),

/***/ 1713:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  operation: () => (/* binding */ update_app_operation)
});

// EXTERNAL MODULE: ./platform/not-found.ts
var not_found = __webpack_require__(7765);
// EXTERNAL MODULE: ./api/requests.ts
var requests = __webpack_require__(7109);
// EXTERNAL MODULE: ./inputs/inputs.ts
var inputs_inputs = __webpack_require__(2495);
// EXTERNAL MODULE: ./inputs/probe-settings.ts
var probe_settings = __webpack_require__(9813);
// EXTERNAL MODULE: ./inputs/wait-settings.ts
var wait_settings = __webpack_require__(137);
// EXTERNAL MODULE: ./runner/untrusted-text.ts
var untrusted_text = __webpack_require__(3649);
// EXTERNAL MODULE: ./platform/containers/application.ts
var containers_application = __webpack_require__(6309);
;// CONCATENATED MODULE: ./platform/containers/images.ts
/** An image digest as the platform and registries write it. */
const IMAGE_DIGEST = /^sha256:[0-9a-f]{64}$/;
/** "example/demo-web:1.4.3", with the digest when one is pinned (it decides what runs). */
function imageReference(template) {
    const image = `${template.imageNamespace}/${template.imageName}:${template.imageTag}`;
    return template.imageDigest ? `${image}@${template.imageDigest}` : image;
}
/** `TAG@sha256:...` (or the tag alone): what image-tags takes back to pin exactly this image. */
const pinnedImage = (template) => template.imageDigest ? `${template.imageTag}@${template.imageDigest}` : template.imageTag;
/** Every container's image as read, pinned by digest; image references only, never environment values. */
function previousImages(application) {
    return Object.fromEntries(application.containerTemplates.map((template) => [template.name, pinnedImage(template)]));
}

// EXTERNAL MODULE: ./operations/shared/probe-report.ts + 2 modules
var probe_report = __webpack_require__(7324);
// EXTERNAL MODULE: ./api/api-error.ts
var api_error = __webpack_require__(316);
// EXTERNAL MODULE: ./api/wait-log.ts
var wait_log = __webpack_require__(4869);
// EXTERNAL MODULE: ./api/polling.ts
var polling = __webpack_require__(4900);
;// CONCATENATED MODULE: ./platform/containers/rollout-verdict.ts
/** A container that restarted this often on the new image is crash-looping, whatever its reason says. */
const RESTARTS_THAT_FAIL = 3;
const lower = (value) => (value ?? '').toLowerCase();
const digestIn = (reference) => /(sha256:[0-9a-f]{64})$/i.exec(reference)?.[1]?.toLowerCase();
/**
 * Whether the container the overview shows runs the expected image. The format of `image` is
 * not documented: it may end in `:TAG`, `:TAG@sha256:...`, or name the image by digest only
 * (`ns/name@sha256:...`) with the tag in `imageDisplay`. A digest shown decides when the step
 * knows the digest it asked for (a tag like `latest` may point elsewhere now); otherwise the tag.
 */
function runsImage(reference, expected, display) {
    const shown = [reference, display].filter((ref) => typeof ref === 'string' && ref !== '');
    if (shown.length === 0)
        return false;
    const digest = shown.map(digestIn).find((found) => found !== undefined);
    if (expected.digest && digest)
        return digest === expected.digest.toLowerCase();
    return shown.some((ref) => ref.replace(/@sha256:[0-9a-f]+$/i, '').endsWith(`:${expected.tag}`));
}
function failureOf(container) {
    const restarts = container.numberOfRestarts ?? 0;
    const reason = lower(container.reason);
    if (reason.includes('crashloop') || reason.includes('imagepullbackoff') || reason.includes('errimagepull'))
        return true;
    if (restarts >= RESTARTS_THAT_FAIL)
        return true;
    const exit = container.exitCode;
    return exit !== null && exit !== undefined && exit !== 0 && lower(container.status) !== 'ready';
}
/**
 * Reads one overview: done when the application is active and every pod runs every updated
 * container ready on its new image; failed when the application is failing or suspended, or an
 * updated container on its new image crash-loops or exits with an error; otherwise waiting.
 * Statuses are compared without regard to case (their casing changed between API versions).
 */
function judgeRollout(overview, expected) {
    const status = lower(overview.status) || 'unknown';
    const byName = new Map(expected.map((image) => [image.container, image]));
    const regions = [];
    let failure;
    let pending;
    for (const listed of overview.regions ?? []) {
        const region = { ...listed, region: listed.region ?? '(unnamed region)' };
        const pods = (region.pods ?? []).map((pod) => ({ ...pod, name: pod.name ?? '(unnamed pod)' }));
        let ready = 0;
        for (const pod of pods) {
            let podReady = lower(pod.status) === 'ready';
            const containers = pod.containers ?? [];
            for (const image of expected) {
                const container = containers.find((candidate) => candidate.name === image.container);
                if (!container) {
                    podReady = false;
                    pending ??= `pod ${pod.name} in ${region.region} has no container ${image.container} yet`;
                    continue;
                }
                const onNewImage = runsImage(container.image, image, container.imageDisplay);
                if (onNewImage && !failure && failureOf(container)) {
                    failure = {
                        region: region.region,
                        pod: pod.name,
                        container: image.container,
                        reason: container.reason ?? '(none given)',
                        message: container.message ?? '(none given)',
                        exitCode: container.exitCode ?? undefined,
                        restarts: container.numberOfRestarts ?? 0,
                    };
                }
                if (!onNewImage) {
                    podReady = false;
                    pending ??= `pod ${pod.name} in ${region.region} runs ${image.container} on ${container.image ?? '(unknown image)'}`;
                }
                else if (lower(container.status) !== 'ready') {
                    podReady = false;
                    pending ??= `container ${image.container} in pod ${pod.name} (${region.region}) is ${container.status ?? 'unknown'}`;
                }
            }
            for (const container of containers)
                if (!byName.has(container.name ?? '') && lower(container.status) !== 'ready')
                    podReady = false;
            if (podReady)
                ready += 1;
            else
                pending ??= `pod ${pod.name} in ${region.region} is ${pod.status ?? 'unknown'}`;
        }
        regions.push({ region: region.region, status: lower(region.status) || 'unknown', pods: pods.length, ready });
    }
    if (failure) {
        const exit = failure.exitCode === undefined ? '' : `, exit code ${failure.exitCode}`;
        const why = `container ${failure.container} in pod ${failure.pod} (region ${failure.region}) is failing on the new image: ` +
            `reason ${failure.reason}, message ${failure.message}${exit}, ${failure.restarts} restart(s)`;
        return { state: 'failed', status, regions, why, failure };
    }
    if (status === 'failing' || status === 'suspended')
        return { state: 'failed', status, regions, why: `the application is ${status}` };
    if (status !== 'active')
        return { state: 'waiting', status, regions, why: `the application is ${status}` };
    if (regions.length === 0 || regions.every((region) => region.pods === 0)) {
        return { state: 'waiting', status, regions, why: 'the overview lists no pods yet' };
    }
    if (pending)
        return { state: 'waiting', status, regions, why: pending };
    return { state: 'done', status, regions };
}

;// CONCATENATED MODULE: ./platform/containers/rollout-wait.ts


/**
 * Reads the overview until the rollout is done, has failed, or the time is up (the shared
 * polling loop). Transient failures are asked again; any other ends the wait by throwing.
 */
async function waitForRollout(options) {
    const outcome = await (0,polling/* pollUntil */.g)({
        read: async () => {
            const verdict = judgeRollout(await options.read(), options.expected);
            if (verdict.state === 'done' || !options.superseded)
                return verdict;
            // A rollout that ends on someone else's image would wait for ever: say so at once.
            const replacedBy = await options.superseded();
            return replacedBy === undefined ? verdict : { state: 'failed', status: verdict.status, regions: verdict.regions, why: replacedBy };
        },
        settled: (verdict) => verdict.state !== 'waiting',
        waitMs: options.waitMs,
        intervalMs: options.intervalMs,
        clock: options.clock,
        tolerate: polling/* isTransient */.d,
        onPoll: (sample) => options.onPoll?.({
            poll: sample.poll,
            elapsedMs: sample.elapsedMs,
            verdict: sample.value,
            error: sample.error,
            nextInMs: sample.nextInMs,
        }),
    });
    return { verdict: outcome.last, lastError: outcome.lastError, polls: outcome.polls, elapsedMs: outcome.elapsedMs };
}

;// CONCATENATED MODULE: ./operations/update-app/rollout-report.ts




/** The rollout did not end well: the message says where and why. */
class RolloutError extends Error {
}
function pollLine(poll) {
    const verdict = poll.verdict;
    const sample = { ...poll, settled: verdict !== undefined && verdict.state !== 'waiting' };
    if (poll.error !== undefined)
        return (0,wait_log/* pollLine */.W5)(sample, `the overview could not be read (${(0,untrusted_text/* inline */.mG)(poll.error)})`);
    if (!verdict)
        return (0,wait_log/* pollLine */.W5)(sample, '');
    const regions = verdict.regions.map((region) => `${region.region} ${region.status} ${region.ready}/${region.pods} ready`).join(', ');
    const why = verdict.state === 'done' ? 'rollout done' : verdict.why;
    return (0,wait_log/* pollLine */.W5)(sample, `application ${verdict.status}${regions ? ` (${regions})` : ''}: ${(0,untrusted_text/* inline */.mG)(why)}`);
}
function regionTable(report, verdict) {
    if (!verdict || verdict.regions.length === 0)
        return;
    report.summary.table(['Region', 'Status', 'Pods ready'], verdict.regions.map((region) => [region.region, region.status, `${region.ready} of ${region.pods}`]));
}
/**
 * Waits for a rollout, logging each poll, and reports its end state per region in the summary.
 * Returns the application status last read; throws RolloutError when the rollout fails or does
 * not finish in time. Only the update's rollout writes a verdict: a rollback's end is a fact in
 * the caller's verdict, which is a failure whatever it says.
 */
async function reportRollout(target, expected, client, report, superseded) {
    const { log, summary, setOutput } = report;
    const what = target.purpose === 'update' ? 'rollout' : 'rollback';
    const images = expected.map((image) => `${image.container} on ${image.digest ?? image.tag}`).join(', ');
    log.info(`Waiting up to ${target.wait.waitSeconds} s for the ${what}${images ? ` of ${(0,untrusted_text/* inline */.mG)(images)}` : ''}, polling the overview every ${target.wait.pollIntervalSeconds} s`);
    const outcome = await waitForRollout({
        read: async () => {
            try {
                return await (0,containers_application/* readOverview */.MK)(client, target.appId);
            }
            catch (error) {
                if (!(error instanceof containers_application/* ApplicationMissing */.TC))
                    throw error;
                throw error.answer.withMessage(`${error.message}\nApplication ${target.appId} was not found while waiting for its ${what}.`);
            }
        },
        expected,
        ...(superseded ? { superseded } : {}),
        waitMs: target.wait.waitSeconds * 1000,
        intervalMs: target.wait.pollIntervalSeconds * 1000,
        clock: report.clock,
        onPoll: (poll) => log.info(pollLine(poll)),
    });
    const verdict = outcome.verdict;
    if (verdict)
        setOutput('app-status', verdict.status);
    summary.heading(target.purpose === 'update' ? 'Rollout' : 'Rollback', 3);
    regionTable(report, verdict);
    const after = (0,wait_log/* waitedFor */.a6)(outcome);
    if (verdict?.state === 'done') {
        if (target.purpose === 'update') {
            summary.verdict(true, `The rollout is live ${after}: application active, every pod ready on the new image.`);
            log.info(`The rollout is live ${after}.`);
        }
        else {
            summary.paragraph(`The previous images are live again ${after}: application active, every pod ready on them.`);
            log.info(`The rollback is live ${after}.`);
        }
        return verdict.status;
    }
    if (verdict?.state === 'failed') {
        const failure = verdict.failure;
        if (failure) {
            summary.table(['Region', 'Pod', 'Container', 'Reason', 'Message', 'Exit code', 'Restarts'], [
                [
                    failure.region,
                    failure.pod,
                    failure.container,
                    failure.reason,
                    failure.message,
                    failure.exitCode === undefined ? '' : String(failure.exitCode),
                    String(failure.restarts),
                ],
            ]);
        }
        const message = `The ${what} of application ${target.appId} failed ${after}: ${verdict.why}.`;
        if (target.purpose === 'update')
            summary.verdict(false, message);
        throw new RolloutError(message);
    }
    const seen = verdict ? `last seen: application ${verdict.status}, ${verdict.why}` : 'no read of the overview succeeded';
    const lastError = outcome.lastError ? `; the last read failed: ${outcome.lastError}` : '';
    const limit = target.purpose === 'update' ? 'wait-seconds' : 'rollback-wait-seconds';
    const message = `The ${what} of application ${target.appId} did not finish within ${limit} (${target.wait.waitSeconds} s, ${outcome.polls} poll${outcome.polls === 1 ? '' : 's'}); ${seen}${lastError}. The update was sent: it may still finish.`;
    if (target.purpose === 'update')
        summary.verdict(false, message);
    throw new RolloutError(message);
}

;// CONCATENATED MODULE: ./operations/update-app/after-update.ts





/** The message of an application that is not deployed, said at once instead of waited on. */
function notDeployedMessage(appId) {
    return (`Application ${appId} is not deployed (status inactive): the update changed its configuration, but no rollout follows ` +
        'until the application is deployed (in the dashboard, or POST /mc/apps/{appId}/deploy), so there is nothing to wait for or probe.');
}
/**
 * The pull zones in front of the application's CDN endpoints are purged before a probe: a cached
 * answer cannot tell the new image from the old one. A purge that fails is a warning (the probe
 * then says what it sees), never the step's failure.
 */
async function purgeCdn(pullZones, client, report) {
    for (const id of pullZones) {
        try {
            await client.send(requests/* requests */.zG.purgePullZone(id));
            report.log.info(`Purged pull zone ${id} (a CDN endpoint of the application) before the probe.`);
        }
        catch (error) {
            if (!(error instanceof api_error/* ApiError */.h))
                throw error;
            report.log.warning(`Could not purge pull zone ${id} before the probe (${(0,untrusted_text/* inline */.mG)(error.message.split('\n')[0] ?? '')}): the probe may see a cached answer.`, {
                title: 'update-app: a pull zone was not purged',
            });
        }
    }
}
/** Waits for the rollout, purges, probes; rolls back (where it may) when either fails. */
async function afterUpdate(after, client, report) {
    // The deploy's wait covers the rollout and the probe together: the probe has what is left of it.
    const deadline = report.clock.now() + after.wait.waitSeconds * 1000;
    if (after.notDeployed) {
        const message = notDeployedMessage(after.appId);
        if (after.wait.waitSeconds <= 0 && !after.probe) {
            // Said once by show() before the write; the summary keeps it beside the change.
            report.summary.paragraph(message);
            return;
        }
        report.summary.verdict(false, `Application ${after.appId} is not deployed (inactive)`);
        throw new Error(message);
    }
    if (after.wait.waitSeconds > 0) {
        try {
            after.onLive?.(await reportRollout({ appId: after.appId, wait: after.wait, purpose: 'update' }, after.expected, client, report, after.superseded));
        }
        catch (error) {
            if (!(error instanceof RolloutError) || !after.rollBack)
                throw error;
            await after.rollBack(error.message);
        }
    }
    if (!after.probe)
        return;
    await purgeCdn(after.pullZones, client, report);
    const outcome = await (0,probe_report/* probeAndReport */.wN)(after.probe, report, { urlOutput: false, deadline });
    if (outcome.matched)
        return;
    const reason = `${(0,probe_report/* probeFailure */.L$)(after.probe, outcome)}.`;
    // A network failure may be the runner's, not the deploy's: it rolls back only when asked.
    if (after.rollBack && (!(0,probe_report/* isNetworkFailure */.NQ)(outcome) || after.rollbackOnProbeError))
        await after.rollBack(reason);
    if (after.rollBack) {
        report.log.warning(`Not rolled back: the probe failed on the network (${outcome.error ?? 'error'}), which may be the runner's and not the deploy's, and rollback-on-probe-error is false.`, { title: 'update-app: rollback skipped' });
    }
    report.summary.verdict(false, reason);
    throw new Error(reason);
}

// EXTERNAL MODULE: ./platform/containers/identity.ts
var containers_identity = __webpack_require__(7213);
;// CONCATENATED MODULE: ./platform/containers/image-patches.ts




const forward = (patch) => ({
    container: patch.container,
    containerId: patch.containerId,
    tag: patch.tag,
    digest: patch.digest,
});
const backward = (patch) => ({
    container: patch.container,
    containerId: patch.containerId,
    tag: patch.before.tag,
    digest: patch.before.digest,
});
const shownTarget = (target) => pinnedImage({ imageTag: target.tag, imageDigest: target.digest });
/** Whether the live configuration asks for this image for that container. */
function asksFor(application, target) {
    const live = application.containerTemplates.find((template) => template.id === target.containerId || template.name === target.container);
    if (!live || live.imageTag !== target.tag)
        return false;
    return target.digest === undefined || (live.imageDigest ?? target.digest) === target.digest;
}
/**
 * What another write put in place of this step's images, or undefined while the live
 * configuration still asks for every one of them (the compare in compare-and-swap).
 */
function replacedBy(application, targets) {
    for (const target of targets) {
        const live = application.containerTemplates.find((template) => template.id === target.containerId || template.name === target.container);
        if (!live)
            return `container ${target.container} is no longer in the application`;
        if (!asksFor(application, target))
            return `superseded by another deploy: container ${target.container} now asks for ${pinnedImage(live)}, not ${shownTarget(target)}`;
    }
    return undefined;
}
/** Whether a failed write may still have been carried out: its answer was lost, or a server error came back. */
function mayHaveLanded(error) {
    if (error.kind === 'outcome-unknown' || error.kind === 'network' || error.kind === 'timeout')
        return true;
    return error.kind === 'http' && error.status !== undefined && error.status >= 500;
}
/**
 * Sends one PATCH and never ends blind: after a lost answer or a 5xx the application is read
 * back, and what it asks for decides. Errors other than the API's are thrown.
 */
async function patchImage(client, appId, target) {
    const image = target.digest ? { imageTag: target.tag, imageDigest: target.digest } : { imageTag: target.tag };
    try {
        await client.send(requests/* requests */.zG.patchContainerImage(appId, target.containerId, image));
        return { kind: 'applied' };
    }
    catch (error) {
        if (!(error instanceof api_error/* ApiError */.h))
            throw error;
        if (!mayHaveLanded(error))
            return { kind: 'refused', error, readBack: false };
        let application;
        try {
            application = await (0,containers_application/* readApplication */.nZ)(client, appId);
        }
        catch (readError) {
            return { kind: 'unknown', error, readError: readError.message.split('\n')[0] ?? String(readError) };
        }
        return asksFor(application, target) ? { kind: 'applied-unanswered', error } : { kind: 'refused', error, readBack: true };
    }
}

// EXTERNAL MODULE: ../node_modules/zod/v4/mini/schemas.js + 5 modules
var schemas = __webpack_require__(4513);
// EXTERNAL MODULE: ../node_modules/zod/v4/core/api.js + 1 modules
var api = __webpack_require__(2335);
// EXTERNAL MODULE: ./api/models/zod.ts
var zod = __webpack_require__(3715);
// EXTERNAL MODULE: ./api/models/numbers.ts
var numbers = __webpack_require__(3620);
;// CONCATENATED MODULE: ./api/models/app-config.ts



/*
 * Request body of PUT /mc/apps/{appId}: the complete configuration of a Magic Containers
 * application (`AddApplicationRequest` of the API's OpenAPI documents 1.9.7 and 1.10.2).
 *
 * - Every object is strict: the API declares `additionalProperties: false` throughout and
 *   refuses fields it does not know, so a typo is caught here, before the full replacement.
 * - Enum casing changed between the two versions (`Shared` became `shared`, `Tcp` became
 *   `tcp`); the API reads enum names without regard to case, so any casing is accepted and
 *   the 1.10.2 spelling is sent.
 * - Where the two versions differ otherwise, what either accepts is accepted: a volume mount
 *   at `/` (1.9.7's pattern allows it; 1.10.2's needs a segment).
 * - Patterns are matched against the whole value, as the API's validation does.
 * - A member that is an object (or enum) defined elsewhere in the OpenAPI document may be
 *   null: OpenAPI 3.0 cannot mark a reference nullable, and the API reads null as absent.
 *   Plain members are nullable exactly where the document says so.
 */
const RUNTIME_TYPES = ['shared', 'reserved'];
const PROTOCOLS = ['tcp', 'udp', 'sctp'];
const IMAGE_PULL_POLICIES = ['always', 'ifNotPresent'];
const ANYCAST_IP_VERSIONS = ['iPv4'];
const HTTP_STATUS_CODES = [
    'continue',
    'switchingProtocols',
    'processing',
    'earlyHints',
    'ok',
    'created',
    'accepted',
    'nonAuthoritativeInformation',
    'noContent',
    'resetContent',
    'partialContent',
    'multiStatus',
    'alreadyReported',
    'imUsed',
    'multipleChoices',
    'movedPermanently',
    'found',
    'seeOther',
    'notModified',
    'useProxy',
    'unused',
    'temporaryRedirect',
    'permanentRedirect',
    'badRequest',
    'unauthorized',
    'paymentRequired',
    'forbidden',
    'notFound',
    'methodNotAllowed',
    'notAcceptable',
    'proxyAuthenticationRequired',
    'requestTimeout',
    'conflict',
    'gone',
    'lengthRequired',
    'preconditionFailed',
    'requestEntityTooLarge',
    'requestUriTooLong',
    'unsupportedMediaType',
    'requestedRangeNotSatisfiable',
    'expectationFailed',
    'misdirectedRequest',
    'unprocessableEntity',
    'locked',
    'failedDependency',
    'upgradeRequired',
    'preconditionRequired',
    'tooManyRequests',
    'requestHeaderFieldsTooLarge',
    'unavailableForLegalReasons',
    'internalServerError',
    'notImplemented',
    'badGateway',
    'serviceUnavailable',
    'gatewayTimeout',
    'httpVersionNotSupported',
    'variantAlsoNegotiates',
    'insufficientStorage',
    'loopDetected',
    'notExtended',
    'networkAuthenticationRequired',
];
const APP_NAME_MAX = 100;
const CONTAINER_NAME_MAX = 50;
const GRACE_PERIOD_MAX = 300;
const AUTOSCALING_MAX = 1000;
/** The documented image patterns, anchored: an image tag such as `1.4.2` or a commit SHA. */
const IMAGE_NAME_PATTERN = /^[a-zA-Z0-9]+(?:[./_-]{1,2}[a-zA-Z0-9]+)*$/;
const IMAGE_TAG_PATTERN = /^[a-zA-Z0-9]+(?:[._-]{1,2}[a-zA-Z0-9]+)*$/;
const IMAGE_DIGEST_PATTERN = /^sha256:[a-z0-9]{64}$/;
const APP_NAME_PATTERN = /^[A-Za-z0-9\s-]+$/;
// 1.9.7's `^/(?!.*//)(?!.*\.\.)(?!.*\s)([a-zA-Z0-9._-]+/?)*$` (1.10.2 has `+`, refusing `/`),
// written without the nested quantifier, which backtracks exponentially on a long path that
// fails near its end.
const MOUNT_PATH_CHARACTERS = /^\/[a-zA-Z0-9._/-]*$/;
/** The name as the 1.10.2 document spells it, for a value written in any casing; undefined when none. */
function canonicalName(allowed, value) {
    const lower = value.toLowerCase();
    return allowed.find((name) => name.toLowerCase() === lower);
}
/**
 * An enum member. 1.9.7 spells `Shared`, `Tcp`, `OK`; 1.10.2 `shared`, `tcp`, `ok`; the API reads
 * either without regard to case. Any casing is accepted, and the 1.10.2 spelling is sent.
 */
const namedValue = (allowed) => schemas/* pipe */.FsL(schemas/* string */.YjP().check(schemas/* refine */.YPB((value) => canonicalName(allowed, value) !== undefined, {
    error: (issue) => `expected one of ${allowed.join(', ')} (any casing), got ${JSON.stringify(issue.input)}`,
})), schemas/* transform */.pdi((value) => canonicalName(allowed, value) ?? value));
const portNumber = schemas/* int */.Whr().check(api/* _gte */.qm(1), api/* _lte */.Zm(65535));
const seconds = schemas/* int */.Whr().check(api/* _gte */.qm(1), api/* _lte */.Zm(3600));
const threshold = schemas/* int */.Whr().check(api/* _gte */.qm(1), api/* _lte */.Zm(1000));
const RepositorySettings = schemas/* strictObject */.rej({
    templateRepository: schemas/* nullish */.cl6(schemas/* string */.YjP()),
    repositoryName: schemas/* nullish */.cl6(schemas/* string */.YjP()),
    owner: schemas/* nullish */.cl6(schemas/* string */.YjP()),
});
const AutoscalingSettings = schemas/* strictObject */.rej({
    min: schemas/* int */.Whr().check(api/* _gte */.qm(1), api/* _lte */.Zm(AUTOSCALING_MAX)),
    max: schemas/* int */.Whr().check(api/* _gte */.qm(1), api/* _lte */.Zm(AUTOSCALING_MAX)),
})
    .check(schemas/* superRefine */.zni((value, context) => {
    if (typeof value.min === 'number' && typeof value.max === 'number' && value.min > value.max) {
        context.addIssue({ code: 'custom', path: ['min'], message: `${value.min} is above max ${value.max}; min must not be above max` });
    }
}));
const RegionSettings = schemas/* strictObject */.rej({
    allowedRegionIds: schemas/* nullish */.cl6(schemas/* array */.YOg(schemas/* string */.YjP())),
    requiredRegionIds: schemas/* nullish */.cl6(schemas/* array */.YOg(schemas/* string */.YjP())),
    maxAllowedRegions: schemas/* nullish */.cl6(numbers/* int32 */.HA),
    nodeSelectors: schemas/* nullish */.cl6(schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP())),
});
const ContainerEntryPoint = schemas/* strictObject */.rej({
    command: schemas/* nullish */.cl6(schemas/* string */.YjP()),
    commandArray: schemas/* nullish */.cl6(schemas/* array */.YOg(schemas/* string */.YjP())),
    arguments: schemas/* nullish */.cl6(schemas/* string */.YjP()),
    argumentsArray: schemas/* nullish */.cl6(schemas/* array */.YOg(schemas/* string */.YjP())),
    workingDirectory: schemas/* nullish */.cl6(schemas/* string */.YjP()),
});
const ContainerProbe = schemas/* strictObject */.rej({
    initialDelaySeconds: schemas/* nullish */.cl6(seconds),
    periodSeconds: schemas/* nullish */.cl6(seconds),
    timeoutSeconds: schemas/* nullish */.cl6(seconds),
    failureThreshold: schemas/* nullish */.cl6(threshold),
    successThreshold: schemas/* nullish */.cl6(threshold),
    httpGet: schemas/* nullish */.cl6(schemas/* strictObject */.rej({
        request: schemas/* nullish */.cl6(schemas/* strictObject */.rej({ path: schemas/* optional */.lqM(schemas/* string */.YjP()), portNumber: schemas/* optional */.lqM(portNumber) })),
        response: schemas/* nullish */.cl6(schemas/* strictObject */.rej({ expectedStatusCode: schemas/* nullish */.cl6(namedValue(HTTP_STATUS_CODES)) })),
    })),
    tcpSocket: schemas/* nullish */.cl6(schemas/* strictObject */.rej({ request: schemas/* nullish */.cl6(schemas/* strictObject */.rej({ portNumber: schemas/* optional */.lqM(portNumber) })) })),
    grpc: schemas/* nullish */.cl6(schemas/* strictObject */.rej({
        request: schemas/* nullish */.cl6(schemas/* strictObject */.rej({ portNumber: schemas/* optional */.lqM(portNumber), serviceName: schemas/* nullish */.cl6(schemas/* string */.YjP()) })),
    })),
});
const ContainerProbes = schemas/* strictObject */.rej({
    startup: schemas/* nullish */.cl6(ContainerProbe),
    readiness: schemas/* nullish */.cl6(ContainerProbe),
    liveness: schemas/* nullish */.cl6(ContainerProbe),
});
const EnvironmentVariable = schemas/* strictObject */.rej({
    name: schemas/* string */.YjP().check(api/* _minLength */.m9(1)),
    value: schemas/* optional */.lqM(schemas/* string */.YjP()),
});
const PortMapping = schemas/* strictObject */.rej({
    containerPort: portNumber,
    exposedPort: schemas/* nullish */.cl6(portNumber),
    protocols: schemas/* optional */.lqM(schemas/* array */.YOg(namedValue(PROTOCOLS))),
});
const StickySessionSettings = schemas/* strictObject */.rej({
    enabled: schemas/* optional */.lqM(schemas/* boolean */.zMY()),
    sessionHeaders: schemas/* array */.YOg(schemas/* string */.YjP()).check(api/* _minLength */.m9(1), api/* _maxLength */.Eb(3)),
    cookieName: schemas/* optional */.lqM(schemas/* string */.YjP()),
});
const CdnEndpoint = schemas/* strictObject */.rej({
    isSslEnabled: schemas/* optional */.lqM(schemas/* boolean */.zMY()),
    stickySessions: schemas/* nullish */.cl6(StickySessionSettings),
    pullZoneId: schemas/* nullish */.cl6(numbers/* int32 */.HA),
    portMappings: schemas/* optional */.lqM(schemas/* array */.YOg(PortMapping).check(api/* _minLength */.m9(1), api/* _maxLength */.Eb(1))),
});
const AnycastEndpoint = schemas/* strictObject */.rej({
    type: namedValue(ANYCAST_IP_VERSIONS),
    portMappings: schemas/* array */.YOg(PortMapping).check(api/* _minLength */.m9(1)),
});
const Endpoint = schemas/* strictObject */.rej({
    displayName: schemas/* string */.YjP().check(api/* _minLength */.m9(1), api/* _maxLength */.Eb(50)),
    cdn: schemas/* nullish */.cl6(CdnEndpoint),
    anycast: schemas/* nullish */.cl6(AnycastEndpoint),
});
const VolumeMount = schemas/* strictObject */.rej({
    name: schemas/* string */.YjP().check(api/* _minLength */.m9(1), api/* _maxLength */.Eb(50)),
    mountPath: schemas/* string */.YjP().check(schemas/* refine */.YPB((path) => MOUNT_PATH_CHARACTERS.test(path) && !path.includes('//') && !path.includes('..'), {
        error: 'must be an absolute path such as /data: letters, digits, . _ - and /, without //, .. or spaces',
    })),
});
const Volume = schemas/* strictObject */.rej({
    name: schemas/* string */.YjP().check(api/* _minLength */.m9(1), api/* _maxLength */.Eb(50)),
    size: schemas/* int */.Whr().check(api/* _gte */.qm(1), api/* _lte */.Zm(100)),
});
const ContainerTemplate = schemas/* strictObject */.rej({
    /** Absent for a new container; present to update the existing one. */
    id: schemas/* nullish */.cl6(schemas/* string */.YjP()),
    name: schemas/* string */.YjP().check(api/* _minLength */.m9(1), api/* _maxLength */.Eb(CONTAINER_NAME_MAX)),
    image: schemas/* nullish */.cl6(schemas/* string */.YjP()),
    imageName: schemas/* string */.YjP()
        .check(api/* _minLength */.m9(1), api/* _regex */.Fk(IMAGE_NAME_PATTERN, { error: 'must be an image name such as my-app or team/my-app' })),
    imageNamespace: schemas/* string */.YjP().check(api/* _minLength */.m9(1), api/* _regex */.Fk(IMAGE_NAME_PATTERN, { error: 'must be a namespace such as my-org' })),
    imageTag: schemas/* string */.YjP().check(api/* _minLength */.m9(1), api/* _regex */.Fk(IMAGE_TAG_PATTERN, {
        error: 'must be an image tag: letters and digits, separated by . _ or - (such as 1.4.2 or a commit SHA)',
    })),
    imageDigest: schemas/* nullish */.cl6(schemas/* string */.YjP().check(api/* _regex */.Fk(IMAGE_DIGEST_PATTERN, { error: 'must be sha256: followed by 64 lower-case hex digits' }))),
    imageRegistryId: schemas/* string */.YjP().check(api/* _minLength */.m9(1)),
    imagePullPolicy: schemas/* nullish */.cl6(namedValue(IMAGE_PULL_POLICIES)),
    entryPoint: schemas/* nullish */.cl6(ContainerEntryPoint),
    probes: schemas/* nullish */.cl6(ContainerProbes),
    environmentVariables: schemas/* optional */.lqM(schemas/* array */.YOg(EnvironmentVariable)),
    endpoints: schemas/* optional */.lqM(schemas/* array */.YOg(Endpoint)),
    volumeMounts: schemas/* optional */.lqM(schemas/* array */.YOg(VolumeMount)),
});
/** The full application configuration: what PUT /mc/apps/{appId} replaces the application with. */
const AppConfig = schemas/* strictObject */.rej({
    name: schemas/* string */.YjP()
        .check(api/* _minLength */.m9(1), api/* _maxLength */.Eb(APP_NAME_MAX), api/* _regex */.Fk(APP_NAME_PATTERN, { error: 'may hold only letters, digits, hyphens and whitespace' })),
    runtimeType: namedValue(RUNTIME_TYPES),
    terminationGracePeriodSeconds: schemas/* optional */.lqM(schemas/* int */.Whr().check(api/* _gte */.qm(1), api/* _lte */.Zm(GRACE_PERIOD_MAX))),
    repositorySettings: schemas/* nullish */.cl6(RepositorySettings),
    autoScaling: AutoscalingSettings,
    regionSettings: RegionSettings,
    containerTemplates: schemas/* optional */.lqM(schemas/* array */.YOg(ContainerTemplate).check(api/* _minLength */.m9(1))),
    volumes: schemas/* optional */.lqM(schemas/* array */.YOg(Volume)),
});
/** Top-level members a configuration may leave out; the platform resets each one left out. */
const OPTIONAL_APP_FIELDS = ['terminationGracePeriodSeconds', 'repositorySettings', 'containerTemplates', 'volumes'];

;// CONCATENATED MODULE: ./platform/containers/read-model.ts
/**
 * Converts the read model of GET /mc/apps/{appId} into the update model of PUT: the two
 * differ (endpoints are flat with a `type` in one and nested under `cdn` or `anycast` in the
 * other; `pullZoneId` is a string in one and an integer in the other; some members exist only
 * in the read model). Works on plain parsed values, so that a file saved from the API is
 * converted the same way as the live application.
 */

/*
 * Read tolerantly, write strictly: a member of the read model that the update model lacks
 * (regionSettings.provisioningType, and whatever the platform adds later) is left out and
 * named, never an error; what is sent is then checked strictly.
 */
const APP_MEMBERS = new Set(Object.keys(AppConfig.shape));
const TEMPLATE_MEMBERS = new Set(Object.keys(ContainerTemplate.shape));
const REGION_MEMBERS = new Set(Object.keys(RegionSettings.shape));
/** Members only the platform sets; the update refuses them. */
const READ_ONLY_APP_FIELDS = ['id', 'status', 'displayEndpoint', 'containerInstances', 'networkSettings', 'packageId'];
const READ_ONLY_TEMPLATE_FIELDS = ['packageId', 'image'];
const READ_ONLY_ENDPOINT_FIELDS = ['id', 'publicHost', 'type', 'internalIpAddresses', 'publicIpAddresses', 'containerName', 'containerId'];
const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
/** True when the value carries any member that only the read model has. */
function isReadModel(value) {
    if (!isObject(value))
        return false;
    if (READ_ONLY_APP_FIELDS.some((field) => field in value))
        return true;
    const templates = Array.isArray(value['containerTemplates']) ? value['containerTemplates'] : [];
    return templates.some((template) => isObject(template) &&
        (READ_ONLY_TEMPLATE_FIELDS.some((field) => field in template) ||
            (Array.isArray(template['endpoints']) && template['endpoints'].some((endpoint) => isObject(endpoint) && isReadEndpoint(endpoint)))));
}
function isReadEndpoint(endpoint) {
    return !('cdn' in endpoint) && !('anycast' in endpoint) && ('type' in endpoint || 'portMappings' in endpoint || 'publicHost' in endpoint);
}
/** The API reads null as absent, but the update model refuses null where it is not declared. */
function withoutNulls(value) {
    if (Array.isArray(value))
        return value.map(withoutNulls);
    if (!isObject(value))
        return value;
    const copy = {};
    for (const [key, member] of Object.entries(value))
        if (member !== null && member !== undefined)
            copy[key] = withoutNulls(member);
    return copy;
}
function portMappings(value) {
    if (!Array.isArray(value))
        return undefined;
    return value.filter(isObject).map((mapping) => withoutNulls(mapping));
}
/** A member of the read model that the update model cannot carry, and that would be lost in silence. */
class Unconvertible extends Error {
}
function convertEndpoint(endpoint, where, leftOut) {
    if (!isReadEndpoint(endpoint))
        return withoutNulls(endpoint);
    const type = typeof endpoint['type'] === 'string' ? endpoint['type'].toLowerCase() : 'cdn';
    const name = endpoint['displayName'];
    for (const field of READ_ONLY_ENDPOINT_FIELDS)
        if (field in endpoint && field !== 'type')
            leftOut.push(`${where}.${field}`);
    if (type === 'anycast') {
        return { displayName: name, anycast: { type: 'iPv4', portMappings: portMappings(endpoint['portMappings']) ?? [] } };
    }
    if (type !== 'cdn') {
        // Sending the template without it would delete the endpoint: refuse rather than guess.
        throw new Unconvertible(`${where} is of type ${String(endpoint['type'])}, which the update model cannot express; sending the configuration would remove it`);
    }
    const cdn = {};
    if (typeof endpoint['isSslEnabled'] === 'boolean')
        cdn['isSslEnabled'] = endpoint['isSslEnabled'];
    const pullZone = endpoint['pullZoneId'];
    if (typeof pullZone === 'number')
        cdn['pullZoneId'] = pullZone;
    else if (typeof pullZone === 'string' && /^\d+$/.test(pullZone))
        cdn['pullZoneId'] = Number(pullZone);
    else if (typeof pullZone === 'string' && pullZone !== '') {
        throw new Unconvertible(`${where}.pullZoneId is ${JSON.stringify(pullZone)}, not a number, which the update model needs; sending the configuration would detach the pull zone`);
    }
    const mappings = portMappings(endpoint['portMappings']);
    if (mappings && mappings.length > 0)
        cdn['portMappings'] = mappings;
    const sticky = endpoint['stickySessions'];
    // The update needs at least one session header; a read model with none has sessions off.
    if (isObject(sticky) && Array.isArray(sticky['sessionHeaders']) && sticky['sessionHeaders'].length > 0) {
        cdn['stickySessions'] = withoutNulls(sticky);
    }
    else if (isObject(sticky) && sticky['enabled'] === true) {
        throw new Unconvertible(`${where}.stickySessions is on by cookie only (no sessionHeaders), which the update model cannot express (it needs 1 to 3 session headers); sending the configuration would switch sticky sessions off`);
    }
    return { displayName: name, cdn };
}
function convertTemplate(template, leftOut) {
    const name = typeof template['name'] === 'string' ? template['name'] : '?';
    const where = `containerTemplates[${name}]`;
    const copy = {};
    for (const [key, value] of Object.entries(template)) {
        if (READ_ONLY_TEMPLATE_FIELDS.includes(key)) {
            leftOut.push(`${where}.${key}`);
            continue;
        }
        if (value === null || value === undefined)
            continue;
        if (!TEMPLATE_MEMBERS.has(key)) {
            leftOut.push(`${where}.${key}`);
            continue;
        }
        if (key === 'endpoints' && Array.isArray(value)) {
            copy[key] = value.map((endpoint, index) => isObject(endpoint)
                ? convertEndpoint(endpoint, `${where}.endpoints[${typeof endpoint['displayName'] === 'string' ? endpoint['displayName'] : index}]`, leftOut)
                : endpoint);
            continue;
        }
        copy[key] = withoutNulls(value);
    }
    return copy;
}
/** The update model of a read-model application; throws Unconvertible. */
function convertReadModel(application) {
    if (!isObject(application))
        return { config: {}, leftOut: [] };
    const leftOut = [];
    const config = {};
    for (const [key, value] of Object.entries(application)) {
        if (READ_ONLY_APP_FIELDS.includes(key)) {
            leftOut.push(key);
            continue;
        }
        if (value === null || value === undefined)
            continue;
        if (!APP_MEMBERS.has(key)) {
            leftOut.push(key);
            continue;
        }
        if (key === 'regionSettings' && isObject(value)) {
            const kept = {};
            for (const [member, setting] of Object.entries(value)) {
                if (REGION_MEMBERS.has(member)) {
                    if (setting !== null && setting !== undefined)
                        kept[member] = withoutNulls(setting);
                }
                else
                    leftOut.push(`regionSettings.${member}`);
            }
            config[key] = kept;
            continue;
        }
        if (key === 'containerTemplates' && Array.isArray(value)) {
            config[key] = value.map((template) => (isObject(template) ? convertTemplate(template, leftOut) : template));
            continue;
        }
        config[key] = withoutNulls(value);
    }
    return { config, leftOut };
}

// EXTERNAL MODULE: ./operations/operation.ts
var operation = __webpack_require__(2806);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./inputs/workspace-path.ts
var workspace_path = __webpack_require__(2073);
// EXTERNAL MODULE: ./inputs/yaml-document.ts
var yaml_document = __webpack_require__(4999);
;// CONCATENATED MODULE: ./operations/update-app/app-config-document.ts





const CONFIG_FILE = /\.(json|ya?ml)$/i;
/** A configuration is a few kilobytes; a megabyte is a wrong file, not a configuration. */
const MAX_CONFIG_BYTES = 1_000_000;
/** Problems listed in one message; the rest are counted. */
const MAX_LISTED_PROBLEMS = 25;
/**
 * Reads `app-config`: a path to a .json, .yaml or .yml file inside the workspace, or the
 * configuration itself as JSON or YAML. Parse errors name the input, the file and the line.
 */
function readAppConfigDocument(input, value, workspace) {
    const singleLine = !/[\r\n]/.test(value);
    if (singleLine && !(0,yaml_document/* looksLikeJson */.gw)(value) && CONFIG_FILE.test(value)) {
        return readConfigFile(input, value, workspace);
    }
    const document = (0,yaml_document/* parseStructuredText */.SQ)(input, value);
    if (singleLine && (document.value === null || typeof document.value !== 'object')) {
        throw new inputs_inputs/* InputError */.dz(input, `got ${(0,inputs_inputs/* showValue */.vp)(value)}: neither a path to a .json, .yaml or .yml file in the workspace nor the configuration itself as JSON or YAML`);
    }
    return document;
}
function readConfigFile(input, value, workspace) {
    const path = (0,workspace_path/* workspacePath */.X)(input, value, workspace);
    let size;
    try {
        const stat = (0,external_node_fs_.statSync)(path);
        if (!stat.isFile())
            throw new inputs_inputs/* InputError */.dz(input, `${(0,inputs_inputs/* showValue */.vp)(value)} is not a file`);
        size = stat.size;
    }
    catch (error) {
        if (error instanceof inputs_inputs/* InputError */.dz)
            throw error;
        throw new inputs_inputs/* InputError */.dz(input, `file ${(0,inputs_inputs/* showValue */.vp)(value)} was not found in the workspace; give a path relative to the workspace (check out the repository first), or the configuration itself as JSON or YAML`);
    }
    if (size > MAX_CONFIG_BYTES) {
        throw new inputs_inputs/* InputError */.dz(input, `file ${(0,inputs_inputs/* showValue */.vp)(value)} is ${size} bytes; an application configuration is at most ${MAX_CONFIG_BYTES}`);
    }
    const text = (0,external_node_fs_.readFileSync)(path, 'utf8').replace(/^\uFEFF/, '');
    if (text.trim() === '')
        throw new inputs_inputs/* InputError */.dz(input, `file ${(0,inputs_inputs/* showValue */.vp)(value)} is empty`);
    return (0,yaml_document/* parseStructuredText */.SQ)(input, text, { origin: `file ${value}`, json: /\.json$/i.test(value) });
}
/** Checks the configuration against the API's rules; every problem is listed with its path. */
function checkAppConfig(input, document, config = document.value) {
    const where = document.origin ? `${document.origin} ` : '';
    requireMapping(input, document, config);
    const parsed = AppConfig.safeParse(config);
    if (parsed.success)
        return parsed.data;
    // One problem per value: an empty name fails both its length and its pattern, and the first says it.
    const seen = new Set();
    const issues = parsed.error.issues.filter((issue) => {
        if (issue.code === 'unrecognized_keys')
            return true;
        const key = (0,yaml_document/* formatPath */.jV)(issue.path);
        if (seen.has(key))
            return false;
        seen.add(key);
        return true;
    });
    const imageOnly = templatesNamingImageAlone(document.value);
    const problems = [
        ...imageOnly.map(({ index, image }) => imageAloneProblem(index, image, document)),
        ...issues.filter((issue) => !isImagePartOf(issue, imageOnly)).flatMap((issue) => describeIssue(issue, document, config)),
    ];
    const listed = problems.slice(0, MAX_LISTED_PROBLEMS);
    const more = problems.length - listed.length;
    throw new inputs_inputs/* InputError */.dz(input, `${where}is not a valid application configuration (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n` +
        listed.map((line) => `  - ${line}`).join('\n') +
        (more > 0 ? `\n  - \u2026 and ${more} more` : ''));
}
const IMAGE_PARTS = ['imageRegistryId', 'imageNamespace', 'imageName', 'imageTag'];
/**
 * Templates that name their image as `image: ns/name:tag`, as a compose file does, and give
 * none of the four members the update model names an image by. `image` is a read-model member,
 * left out on the way in; the four "required" problems it leaves behind become one that says
 * what to write instead.
 */
function templatesNamingImageAlone(value) {
    const templates = value?.containerTemplates;
    if (!Array.isArray(templates))
        return [];
    return templates.flatMap((template, index) => {
        if (template === null || typeof template !== 'object')
            return [];
        const members = template;
        const image = members['image'];
        return typeof image === 'string' && !IMAGE_PARTS.some((part) => part in members) ? [{ index, image }] : [];
    });
}
function isImagePartOf(issue, templates) {
    const [top, index, member] = issue.path;
    return top === 'containerTemplates' && templates.some((t) => t.index === index) && IMAGE_PARTS.some((part) => part === member);
}
function imageAloneProblem(index, image, document) {
    const parts = /^(?:(?<namespace>.+)\/)?(?<name>[^/:@]+)(?::(?<tag>[^@]+))?(?:@.*)?$/.exec(image)?.groups ?? {};
    const example = [
        `imageNamespace: ${parts['namespace'] ?? '<namespace>'}`,
        `imageName: ${parts['name'] ?? '<name>'}`,
        `imageTag: ${parts['tag'] ?? '<tag>'}`,
        'imageRegistryId: <the registry id that GET /mc/apps/{appId} shows>',
    ].join(', ');
    const path = ['containerTemplates', index, 'image'];
    const line = document.lineOf(path);
    return `${(0,yaml_document/* formatPath */.jV)(path)}: an update names an image by ${IMAGE_PARTS.join(', ')}, not by image (how a read shows it); write ${example}${line === undefined ? '' : ` (line ${line})`}`;
}
/** The configuration is a mapping; anything else is reported before its fields are looked at. */
function requireMapping(input, document, config = document.value) {
    if (config === null || typeof config !== 'object' || Array.isArray(config)) {
        const where = document.origin ? `${document.origin} ` : '';
        throw new inputs_inputs/* InputError */.dz(input, `${where}holds ${(0,yaml_document/* describeValue */.bp)(config)}; expected a mapping with the application configuration (name, runtimeType, autoScaling, regionSettings, containerTemplates, ...)`);
    }
}
/**
 * Optional members the configuration leaves out: a full replacement resets them. Node selectors
 * are named too: a read never returns them, so nothing but the file can keep them.
 */
function omittedOptionalFields(config) {
    const omitted = OPTIONAL_APP_FIELDS.filter((field) => config[field] === undefined || config[field] === null);
    const selectors = config.regionSettings.nodeSelectors;
    if (selectors === undefined || selectors === null)
        omitted.push('regionSettings.nodeSelectors');
    return omitted;
}
/** The schema that checks the value at `path`, through optional, nullable and arrays. */
function schemaAt(path) {
    let schema = AppConfig;
    for (const part of [...path, undefined]) {
        for (;;) {
            const def = schema?._zod.def;
            if (def && (def.type === 'optional' || def.type === 'nullable' || def.type === 'default') && def.innerType)
                schema = def.innerType;
            else if (def?.type === 'pipe' && def.in)
                schema = def.in;
            else
                break;
        }
        if (part === undefined || schema === undefined)
            break;
        const def = schema._zod.def;
        if (typeof part === 'number')
            schema = def.type === 'array' ? def.element : undefined;
        else if (def.type === 'object')
            schema = def.shape?.[String(part)];
        else if (def.type === 'record')
            schema = def.valueType;
        else
            schema = undefined;
    }
    return schema;
}
function allowedKeys(path) {
    const schema = schemaAt(path);
    const def = schema?._zod.def;
    return def?.type === 'object' && def.shape ? Object.keys(def.shape) : [];
}
const EXPECTED = {
    string: 'a string',
    number: 'a number',
    int: 'an integer',
    boolean: 'true or false',
    object: 'a mapping',
    record: 'a mapping',
    array: 'a list',
};
/** The limits a value's checks set: a number's range, or a string's or list's length. */
function bounds(path) {
    const checks = schemaAt(path)?._zod.def?.checks ?? [];
    let min = null;
    let max = null;
    for (const { _zod } of checks) {
        const def = _zod.def;
        if (def.check === 'greater_than' && typeof def.value === 'number')
            min = def.value;
        else if (def.check === 'less_than' && typeof def.value === 'number')
            max = def.value;
        else if (def.check === 'min_length' && typeof def.minimum === 'number')
            min = def.minimum;
        else if (def.check === 'max_length' && typeof def.maximum === 'number')
            max = def.maximum;
    }
    return { min, max };
}
function describeIssue(issue, document, root) {
    const path = issue.path;
    const name = (0,yaml_document/* formatPath */.jV)(path) || 'the configuration';
    // Environment variable values may be sensitive: they are described, never shown.
    const showStrings = !path.includes('environmentVariables');
    const value = (0,yaml_document/* valueAt */.fK)(root, path);
    const line = (at) => {
        const number = at.length > 0 ? document.lineOf(at) : undefined;
        return number === undefined ? '' : ` (line ${number})`;
    };
    const shown = (0,yaml_document/* describeValue */.bp)(value, { showStrings });
    switch (issue.code) {
        case 'unrecognized_keys': {
            const allowed = allowedKeys(path);
            return issue.keys.map((key) => {
                const near = allowed.find((candidate) => candidate.toLowerCase() === key.toLowerCase());
                const hint = near ? ` (did you mean ${near}?)` : '';
                return `${(0,yaml_document/* formatPath */.jV)([...path, key])}: unknown field${hint}; the API refuses fields it does not know. Allowed here: ${allowed.join(', ')}${line([...path, key])}`;
            });
        }
        case 'invalid_type': {
            if (value === undefined)
                return [`${name}: is required${line(path)}`];
            let text = `${name}: expected ${EXPECTED[issue.expected] ?? issue.expected}, got ${shown}`;
            const source = document.sourceOf(path);
            if (issue.expected === 'string' &&
                document.syntax === 'YAML' &&
                source !== undefined &&
                (typeof value === 'number' || typeof value === 'boolean')) {
                text += showStrings
                    ? `: YAML reads ${source} as a ${typeof value}; put it in quotes ("${source}")`
                    : `: YAML reads it as a ${typeof value}; put it in quotes`;
            }
            return [text + line(path)];
        }
        case 'too_small':
        case 'too_big': {
            const { min, max } = bounds(path);
            if (issue.origin === 'string') {
                const length = typeof value === 'string' ? value.length : 0;
                if (issue.code === 'too_small' && issue.minimum === 1)
                    return [`${name}: must not be empty${line(path)}`];
                const range = min !== null && max !== null
                    ? `${min} to ${max} characters`
                    : issue.code === 'too_small'
                        ? `at least ${String(issue.minimum)} characters`
                        : `at most ${String(issue.maximum)} characters`;
                return [`${name}: must be ${range}, got ${length}${line(path)}`];
            }
            if (issue.origin === 'array') {
                const count = Array.isArray(value) ? value.length : 0;
                const limit = issue.code === 'too_small' ? `at least ${String(issue.minimum)}` : `at most ${String(issue.maximum)}`;
                return [
                    `${name}: must have ${limit} item${Number(issue.code === 'too_small' ? issue.minimum : issue.maximum) === 1 ? '' : 's'}, got ${count}${line(path)}`,
                ];
            }
            const range = min !== null && max !== null
                ? `from ${min} to ${max}`
                : issue.code === 'too_small'
                    ? `at least ${String(issue.minimum)}`
                    : `at most ${String(issue.maximum)}`;
            return [`${name}: must be ${range}, got ${shown.replace(/^the number /, '')}${line(path)}`];
        }
        case 'invalid_format':
            return [`${name}: ${issue.message}, got ${shown}${line(path)}`];
        default:
            return [`${name}: ${issue.message}${line(path)}`];
    }
}

;// CONCATENATED MODULE: ./operations/update-app/container-changes.ts

const IMAGE_FIELDS = new Set(['id', 'imageTag', 'imageDigest', 'imageName', 'imageNamespace']);
function environmentChanges(before, after) {
    const old = new Map((before.environmentVariables ?? []).map((variable) => [variable.name, variable.value]));
    const now = new Map((after.environmentVariables ?? []).map((variable) => [variable.name, variable.value]));
    const added = [...now.keys()].filter((name) => !old.has(name));
    const removed = [...old.keys()].filter((name) => !now.has(name));
    const changed = [...now.keys()].filter((name) => old.has(name) && old.get(name) !== now.get(name));
    const parts = [];
    if (added.length > 0)
        parts.push(`environment variable(s) added: ${added.join(', ')}`);
    if (removed.length > 0)
        parts.push(`environment variable(s) removed: ${removed.join(', ')}`);
    if (changed.length > 0)
        parts.push(`environment variable value(s) changed: ${changed.join(', ')}`);
    return parts;
}
function otherChanges(before, after) {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    const differing = [...keys]
        .filter((key) => !IMAGE_FIELDS.has(key) && key !== 'environmentVariables')
        .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
        .sort();
    return [...(differing.length > 0 ? [`${differing.join(', ')} changed`] : []), ...environmentChanges(before, after)];
}
/** Compares the live templates (already in the update model) with the body to be sent. */
function containerChanges(live, body) {
    const sent = body.containerTemplates ?? [];
    const changes = sent.map((template) => {
        const before = live.find((candidate) => candidate.name === template.name);
        if (!before)
            return { name: template.name, action: 'created', before: undefined, after: imageReference(template), otherChanges: [] };
        return {
            name: template.name,
            action: 'updated',
            before: imageReference(before),
            after: imageReference(template),
            otherChanges: otherChanges(before, template),
        };
    });
    for (const template of live) {
        if (!sent.some((candidate) => candidate.name === template.name)) {
            changes.push({ name: template.name, action: 'deleted', before: imageReference(template), after: undefined, otherChanges: [] });
        }
    }
    return changes;
}
/** Top-level members other than the containers that the body changes. */
function applicationChanges(live, body) {
    const keys = new Set([...Object.keys(live), ...Object.keys(body)]);
    return [...keys]
        .filter((key) => key !== 'containerTemplates')
        .filter((key) => JSON.stringify(live[key]) !== JSON.stringify(body[key]))
        .sort();
}

;// CONCATENATED MODULE: ./operations/update-app/image-tags.ts



/**
 * Reads `image-tags`: one `CONTAINER=TAG` a line. The usual deploy sets the tag to the commit
 * just built, so the configuration in the repository does not change for each release.
 */
function readImageTags(input, lines) {
    const tags = [];
    lines.forEach((line, index) => {
        const where = lines.length > 1 ? `line ${index + 1}: ` : '';
        const at = line.indexOf('=');
        if (at < 0)
            throw new inputs_inputs/* InputError */.dz(input, `${where}got ${(0,inputs_inputs/* showValue */.vp)(line)}; expected CONTAINER=TAG, such as web=1.4.3`);
        const container = line.slice(0, at).trim();
        const value = line.slice(at + 1).trim();
        const pinned = value.indexOf('@');
        const tag = pinned < 0 ? value : value.slice(0, pinned);
        const digest = pinned < 0 ? undefined : value.slice(pinned + 1);
        if (digest !== undefined && !IMAGE_DIGEST.test(digest)) {
            throw new inputs_inputs/* InputError */.dz(input, `${where}the digest of container ${(0,inputs_inputs/* showValue */.vp)(line.slice(0, at).trim())} is ${(0,inputs_inputs/* showValue */.vp)(digest)}; expected sha256: and 64 lower-case hex digits (CONTAINER=TAG@sha256:...)`);
        }
        if (container === '')
            throw new inputs_inputs/* InputError */.dz(input, `${where}got ${(0,inputs_inputs/* showValue */.vp)(line)}; the container name before = is empty`);
        if (tag === '')
            throw new inputs_inputs/* InputError */.dz(input, `${where}the tag of container ${(0,inputs_inputs/* showValue */.vp)(container)} is empty; a tag that a workflow expression could not resolve arrives empty`);
        if (!IMAGE_TAG_PATTERN.test(tag)) {
            throw new inputs_inputs/* InputError */.dz(input, `${where}tag ${(0,inputs_inputs/* showValue */.vp)(tag)} of container ${(0,inputs_inputs/* showValue */.vp)(container)} is not an image tag: letters and digits, separated by . _ or - (such as 1.4.3 or a commit SHA)`);
        }
        if (tags.some((other) => other.container === container)) {
            throw new inputs_inputs/* InputError */.dz(input, `${where}container ${(0,inputs_inputs/* showValue */.vp)(container)} is given more than once`);
        }
        tags.push(digest === undefined ? { container, tag } : { container, tag, digest });
    });
    return tags;
}
function templateName(template) {
    if (template === null || typeof template !== 'object')
        return undefined;
    const name = template['name'];
    return typeof name === 'string' ? name : undefined;
}
/**
 * Sets `imageTag` of the named container templates in a copy of the parsed configuration,
 * before it is checked. A name that matches no template is an error that lists the names.
 */
function applyImageTags(input, config, tags, source = 'app-config') {
    if (tags.length === 0)
        return { config, changes: [] };
    const templates = config !== null && typeof config === 'object' ? config['containerTemplates'] : undefined;
    if (!Array.isArray(templates) || templates.length === 0) {
        throw new inputs_inputs/* InputError */.dz(input, `${source} has no containerTemplates, so there is no image tag to set`);
    }
    const copy = structuredClone(config);
    const names = copy.containerTemplates.map(templateName);
    const changes = [];
    for (const { container, tag, digest: pinned } of tags) {
        const hits = copy.containerTemplates.filter((template) => templateName(template) === container);
        if (hits.length === 0) {
            const known = names.filter((name) => name !== undefined);
            const near = known.find((name) => name.toLowerCase() === container.toLowerCase());
            throw new inputs_inputs/* InputError */.dz(input, `no container template in ${source} is named ${(0,inputs_inputs/* showValue */.vp)(container)}${near ? ` (names are case-sensitive: did you mean ${(0,inputs_inputs/* showValue */.vp)(near)}?)` : ''}; ` +
                `the templates are: ${known.length > 0 ? known.map((name) => (0,inputs_inputs/* showValue */.vp)(name)).join(', ') : '(none has a name)'}`);
        }
        for (const template of hits) {
            const previous = template['imageTag'];
            const digest = template['imageDigest'];
            template['imageTag'] = tag;
            // A digest decides which image runs: left in, it would keep the old image running.
            if (pinned)
                template['imageDigest'] = pinned;
            else
                delete template['imageDigest'];
            changes.push({
                container,
                previous: typeof previous === 'string' ? previous : undefined,
                tag,
                droppedDigest: typeof digest === 'string' && digest !== '' && digest !== pinned ? digest : undefined,
            });
        }
    }
    return { config: copy, changes };
}

;// CONCATENATED MODULE: ./operations/update-app/file-mode.ts














function withoutEnvironmentValues(config) {
    return {
        ...config,
        containerTemplates: config.containerTemplates?.map((template) => ({
            ...template,
            environmentVariables: template.environmentVariables?.map((variable) => ({ ...variable, value: operation/* REDACTED */.X })),
        })),
    };
}
/** Reads app-config (a file or the configuration itself) and applies image-tags; throws InputError. */
function readFileMode(appId, raw, workspace, tags, log) {
    const text = /[\r\n]/.test((0,inputs_inputs/* trimAscii */.ic)(raw)) ? raw : (0,inputs_inputs/* trimAscii */.ic)(raw);
    const document = readAppConfigDocument('app-config', text, workspace);
    requireMapping('app-config', document);
    let value = document.value;
    let leftOut;
    if (isReadModel(value)) {
        try {
            const conversion = convertReadModel(value);
            value = conversion.config;
            leftOut = conversion.leftOut;
        }
        catch (error) {
            if (error instanceof Unconvertible)
                throw new inputs_inputs/* InputError */.dz('app-config', error.message);
            throw error;
        }
    }
    const { config: tagged, changes } = applyImageTags('image-tags', value, tags);
    const config = checkAppConfig('app-config', document, tagged);
    // Said only of a configuration that converted into a valid one: otherwise the problems say it.
    if (leftOut) {
        log.notice(`app-config is in the shape GET /mc/apps/{appId} returns; it was converted to the update model, leaving out what only the platform sets: ${leftOut.join(', ') || '(nothing)'}`, { title: 'update-app: read model converted' });
    }
    const byTags = new Set(changes.map((change) => change.container));
    for (const template of config.containerTemplates ?? []) {
        if (template.imageDigest && !byTags.has(template.name)) {
            log.warning(`Container ${(0,untrusted_text/* inline */.mG)(template.name)} gives imageTag ${(0,untrusted_text/* inline */.mG)(template.imageTag)} and imageDigest ${(0,untrusted_text/* inline */.mG)(template.imageDigest)}: the digest decides which image runs, whatever the tag says. ` +
                'Remove imageDigest to deploy the tag, or set the tag through image-tags, which leaves the digest out.', { title: 'update-app: a digest decides the image' });
        }
    }
    const omitted = omittedOptionalFields(config);
    if (omitted.length > 0) {
        const them = omitted.length === 1 ? 'it' : 'them';
        log.warning(`update-app replaces the whole configuration of application ${appId}, and app-config leaves out ${omitted.join(', ')}: ` +
            `the platform resets ${them} to the default (none). Add ${them} to app-config to keep the current value${omitted.length === 1 ? '' : 's'}.`, { title: 'update-app: left-out fields are reset' });
    }
    return { config, changes };
}
/** The images the updated containers must run: the tag set, or a digest that decides. */
function expectedImages(body, changes) {
    const touched = new Set(changes.filter((change) => change.action !== 'deleted' && change.before !== change.after).map((c) => c.name));
    return (body.containerTemplates ?? [])
        .filter((template) => touched.has(template.name))
        .map((template) => ({ container: template.name, tag: template.imageTag, digest: template.imageDigest ?? undefined }));
}
/**
 * The live application in the update model, for comparison only (the log, the summary, the dry
 * run): read tolerantly, never sent. File mode needs nothing of the live application but the
 * containers' names and ids, so nothing else in the read model can fail it.
 */
function liveForComparison(application) {
    try {
        const converted = convertReadModel(application).config;
        return { ...converted, containerTemplates: converted.containerTemplates ?? [] };
    }
    catch (error) {
        if (!(error instanceof Unconvertible))
            throw error;
        return {
            containerTemplates: application.containerTemplates.map((template) => ({
                id: template.id,
                name: template.name,
                imageName: template.imageName,
                imageNamespace: template.imageNamespace,
                imageTag: template.imageTag,
                imageRegistryId: template.imageRegistryId,
                imageDigest: template.imageDigest,
            })),
        };
    }
}
/** The pure decision of file mode: the body, each template given its live id by name; refuses a removal not allowed. */
function decideFile(file, application, allowRemoval) {
    const live = liveForComparison(application);
    const identity = (0,containers_identity/* keepContainerIdentities */.fd)(file.config, application.containerTemplates);
    const { removed } = identity;
    if (removed.length > 0 && !allowRemoval) {
        const one = removed.length === 1;
        throw new inputs_inputs/* InputError */.dz('app-config', `leaves out the live container${one ? '' : 's'} ${removed.join(', ')}: the update replaces the whole application, so ` +
            `${one ? 'it' : 'they'} would be deleted. Add ${one ? 'it' : 'them'} to app-config, or set allow-container-removal: true to delete ${one ? 'it' : 'them'}. Nothing was changed.`);
    }
    const body = identity.config;
    const changes = containerChanges(live.containerTemplates ?? [], body);
    return {
        body,
        changes,
        applicationChanges: applicationChanges(live, body),
        expected: expectedImages(body, changes),
        kept: identity.kept,
        created: identity.created,
        removed,
        tagChanges: file.changes,
    };
}
/** The write the run sends, as a dry run shows it (environment values hidden). */
const fileWrites = (appId, update) => [
    (0,requests/* planned */.lM)(requests/* requests */.zG.updateApp(appId, withoutEnvironmentValues(update.body))),
];
/** Kept with its id and sent as it was: nothing about it changes. */
const unchanged = (change) => change.action === 'updated' && change.before === change.after && change.otherChanges.length === 0;
function showFile(update, report, heading) {
    const { log, summary } = report;
    if (update.kept.length > 0)
        log.info(`Containers kept with their live ids: ${update.kept.map((name) => (0,untrusted_text/* inline */.mG)(name)).join(', ')}`);
    if (update.created.length > 0)
        log.info(`Containers to be created: ${update.created.map((name) => (0,untrusted_text/* inline */.mG)(name)).join(', ')}`);
    if (update.removed.length > 0) {
        log.warning(`Containers to be deleted (allow-container-removal is true): ${update.removed.map((name) => (0,untrusted_text/* inline */.mG)(name)).join(', ')}`);
    }
    for (const change of update.tagChanges) {
        log.info(`Container ${(0,untrusted_text/* inline */.mG)(change.container)}: image tag ${(0,untrusted_text/* inline */.mG)(change.previous ?? '(none)')} -> ${change.tag} (from image-tags)` +
            (change.droppedDigest ? `; the pinned digest ${(0,untrusted_text/* inline */.mG)(change.droppedDigest)} is left out, since it would decide the image` : ''));
    }
    for (const change of update.changes) {
        const more = change.otherChanges.length > 0 ? `; ${change.otherChanges.join('; ')}` : '';
        if (unchanged(change))
            log.info(`Container ${(0,untrusted_text/* inline */.mG)(change.name)}: unchanged, ${(0,untrusted_text/* inline */.mG)(change.before ?? '')}`);
        else {
            const image = change.action === 'updated' ? `${change.before} -> ${change.after}` : (change.after ?? change.before ?? '');
            log.info(`Container ${(0,untrusted_text/* inline */.mG)(change.name)} (${change.action}): ${(0,untrusted_text/* inline */.mG)(image)}${(0,untrusted_text/* inline */.mG)(more)}`);
        }
    }
    if (update.applicationChanges.length > 0)
        log.info(`Application members that change: ${update.applicationChanges.join(', ')}`);
    summary.heading(heading).table(['Container', 'Change', 'Image before', 'Image after', 'Other changes'], update.changes.map((change) => [
        change.name,
        unchanged(change) ? 'unchanged' : change.action,
        change.before ?? '',
        change.after ?? '',
        change.otherChanges.join('; ') || (change.action === 'updated' ? 'none' : ''),
    ]));
    const variables = (update.body.containerTemplates ?? []).flatMap((template) => (template.environmentVariables ?? []).map((variable) => `${template.name}: ${variable.name}`));
    if (variables.length > 0)
        summary.paragraph(`Environment variables sent (names only): ${variables.join(', ')}`);
    if (update.applicationChanges.length > 0)
        summary.paragraph(`Application members that change: ${update.applicationChanges.join(', ')}`);
}
function fileResult(id, body, status) {
    return {
        id,
        ...(status === undefined ? {} : { status }),
        containers: (body.containerTemplates ?? []).map((template) => ({ name: template.name, image: imageReference(template) })),
    };
}
/** Sends the full replacement; on failure, says in the summary whether anything may have changed. */
async function applyFile(appId, update, client, report) {
    const { summary, log } = report;
    try {
        await putOnce(appId, update.body, client, report);
    }
    catch (error) {
        if (!(error instanceof api_error/* ApiError */.h))
            throw error;
        // A refusal (4xx) changed nothing; after a lost answer or a server error nobody knows.
        const refused = error.kind === 'http' && error.status !== undefined && error.status >= 400 && error.status < 500;
        const outcome = refused ? 'was not updated' : 'may or may not have been updated: check it before running again';
        summary.heading(`bunny.net update-app: application ${appId} ${outcome}`).paragraph(error.message.split('\n')[0] ?? '');
        if (error.details.length > 0)
            summary.table(['Problem reported by the API'], error.details.map((detail) => [detail]));
        throw (0,not_found/* explainNotFound */.h)(error, (0,containers_application/* noApplication */.gd)(appId));
    }
    log.info(`Application ${(0,untrusted_text/* inline */.mG)(appId)} (${(0,untrusted_text/* inline */.mG)(update.body.name)}) updated: ${update.body.containerTemplates?.length ?? 0} container template(s)`);
}
/**
 * Sends the full replacement; after a lost answer or a server error, reads the application and
 * gives a container the first attempt created its id before sending once more, so that a retry
 * never creates a container twice (a template without id is a new container).
 */
async function putOnce(appId, body, client, { log }) {
    try {
        await client.send(requests/* requests */.zG.updateApp(appId, body));
    }
    catch (error) {
        if (!(error instanceof api_error/* ApiError */.h) || !mayHaveLanded(error))
            throw error;
        log.warning(`${error.message.split('\n')[0] ?? ''}; the update may have been carried out. Reading the application before sending it again, so that a container it created keeps its id.`);
        const after = await (0,containers_application/* readApplication */.nZ)(client, appId);
        // Removal was decided on the first read: containers this update created are not "left out".
        const again = (0,containers_identity/* keepContainerIdentities */.fd)(body, after.containerTemplates).config;
        await client.send(requests/* requests */.zG.updateApp(appId, again));
    }
}

;// CONCATENATED MODULE: ./platform/containers/registry.ts


/**
 * Tags to digests. A template's `imageRegistryId` is the id of one of the account's registries
 * (the public Docker Hub and GitHub entries included), while POST /mc/registries/digest takes
 * "the registry identifier", which both versions of the document describe as "dockerhub",
 * "github", or a private registry id. So the registry a template names is read first: a public
 * one is asked for by its kind, a private one by its id.
 */
const DOCKER_HUB = /(^|\.)docker\.(io|com)$|^docker ?hub/i;
const GITHUB = /(^|\.)ghcr\.io$|^github/i;
/** The registry identifier the digest call takes for a registry as read. */
function digestRegistryId(registry) {
    if (registry.isPublic !== true)
        return String(registry.id);
    const names = [registry.hostName ?? '', registry.displayName ?? ''];
    if (names.some((name) => DOCKER_HUB.test(name)))
        return 'dockerhub';
    if (names.some((name) => GITHUB.test(name)))
        return 'github';
    // A public registry of another kind: its id is all there is to send.
    return String(registry.id);
}
/**
 * Finds the registry identifier for each registry id once: a step that updates several
 * containers of one registry reads it once.
 */
class RegistryKinds {
    #known = new Map();
    #client;
    constructor(client) {
        this.#client = client;
    }
    /** The identifier to send for this template's registry; an id that is a kind already is sent as it is. */
    of(template) {
        const id = template.imageRegistryId;
        let found = this.#known.get(id);
        if (found === undefined) {
            found = this.#read(id);
            this.#known.set(id, found);
        }
        return found;
    }
    async #read(id) {
        // "dockerhub", "github": the template names the kind itself.
        if (!/^\d+$/.test(id))
            return id;
        try {
            return digestRegistryId((await this.#client.send(requests/* requests */.zG.containerRegistry(id))).body);
        }
        catch (error) {
            // A registry the account no longer lists: the digest call says what is wrong with the id.
            if (error instanceof api_error/* ApiError */.h && error.status === 404)
                return id;
            throw error;
        }
    }
}
/** The digest the registry gives `tag` of the template's image now. */
async function resolveDigest(client, registries, template, tag) {
    const { body } = await client.send(requests/* requests */.zG.resolveImageDigest({
        registryId: await registries.of(template),
        imageNamespace: template.imageNamespace,
        imageName: template.imageName,
        tag,
    }));
    return body.digest;
}

;// CONCATENATED MODULE: ./operations/update-app/image-mode.ts









/*
 * The image mode of update-app (no app-config): each named container gets its new image by PATCH
 * of that container alone, with the digest the registry gives the tag; a failure after some went
 * through puts those back (rollback-on-failure) or names them; a rollback is compare-and-swap.
 */
/** Works out each container's new image; resolves tags to digests (reads only, so a dry run can). */
async function planImagePatches(client, application, tags) {
    const registries = new RegistryKinds(client);
    const patches = [];
    for (const tag of tags) {
        const template = (0,containers_identity/* containerNamed */.FC)(application, tag.container);
        if (!template) {
            const near = (0,containers_identity/* nameInOtherCase */.$Z)(application, tag.container);
            const known = application.containerTemplates.map((candidate) => candidate.name);
            throw new inputs_inputs/* InputError */.dz('image-tags', `no container of the live application is named ${(0,inputs_inputs/* showValue */.vp)(tag.container)}${near ? ` (names are case-sensitive: did you mean ${(0,inputs_inputs/* showValue */.vp)(near)}?)` : ''}; ` +
                `the containers are: ${known.map((name) => (0,inputs_inputs/* showValue */.vp)(name)).join(', ') || '(none)'}`);
        }
        const digest = tag.digest ?? (await resolveDigest(client, registries, template, tag.tag));
        patches.push({
            container: template.name,
            containerId: template.id,
            before: { tag: template.imageTag, digest: template.imageDigest ?? undefined },
            tag: tag.tag,
            digest,
            resolved: tag.digest === undefined,
        });
    }
    return patches;
}
const patchRequest = (appId, target) => requests/* requests */.zG.patchContainerImage(appId, target.containerId, target.digest ? { imageTag: target.tag, imageDigest: target.digest } : { imageTag: target.tag });
/** The writes the run sends, as a dry run shows them. */
const imageWrites = (appId, patches) => patches.map((patch) => (0,requests/* planned */.lM)(patchRequest(appId, forward(patch))));
/** Only the images change: the log and the summary say which, before and after. */
function showPatches(patches, { log, summary }, heading) {
    for (const patch of patches) {
        log.info(`Container ${(0,untrusted_text/* inline */.mG)(patch.container)}: ${(0,untrusted_text/* inline */.mG)(shownTarget(backward(patch)))} -> ${patch.tag}@${patch.digest}` +
            (patch.resolved ? ' (the digest the registry gives the tag now)' : ' (pinned by image-tags)'));
    }
    summary.heading(heading).table(['Container', 'Image before', 'Image after'], patches.map((patch) => [patch.container, shownTarget(backward(patch)), `${patch.tag}@${patch.digest}`]));
    summary.paragraph('Only these images change: every other setting of the application is left as it is (nothing else is sent).');
}
function imageResult(id, application, patches, status) {
    return {
        id,
        ...(status === undefined ? {} : { status }),
        containers: application.containerTemplates.map((template) => {
            const patch = patches.find((candidate) => candidate.container === template.name);
            const tag = patch?.tag ?? template.imageTag;
            const digest = patch?.digest ?? template.imageDigest;
            return { name: template.name, image: `${template.imageNamespace}/${template.imageName}:${tag}${digest ? `@${digest}` : ''}` };
        }),
    };
}
/** The first line of an API failure, with the problems it listed. */
const firstLine = (error) => {
    const head = error.message.split('\n')[0] ?? error.message;
    return error.details.length > 0 ? `${head}: ${error.details.join('; ')}` : head;
};
function outcomeText(outcome) {
    switch (outcome.kind) {
        case 'applied-unanswered':
            return `${firstLine(outcome.error)}; read back, the application asks for the image: the update went through`;
        case 'refused':
            return outcome.readBack
                ? `${firstLine(outcome.error)}; read back, the application does not ask for the image`
                : firstLine(outcome.error);
        case 'unknown':
            return `${firstLine(outcome.error)}; the application could not be read back (${outcome.readError}), so whether it changed is unknown`;
    }
}
/**
 * Sends the PATCHes in order. A PATCH whose answer is lost or 5xx is read back before deciding.
 * When one is refused after others went through, the ones that went through are put back
 * (rollback-on-failure) or named: the step never ends with some containers on the new image
 * without saying which. `showResult` is told what the application asks for whenever that is not
 * the whole change.
 */
async function applyImagePatches(settings, patches, client, report, showResult) {
    const applied = [];
    for (const patch of patches) {
        const outcome = await patchImage(client, settings.appId, forward(patch));
        if (outcome.kind === 'applied') {
            applied.push(patch);
            continue;
        }
        const what = outcomeText(outcome);
        if (outcome.kind === 'applied-unanswered') {
            report.log.warning(`Container ${(0,untrusted_text/* inline */.mG)(patch.container)}: ${(0,untrusted_text/* inline */.mG)(what)}.`, {
                title: 'update-app: the answer was lost; the change was found',
            });
            applied.push(patch);
            continue;
        }
        const notChanged = outcome.kind === 'unknown'
            ? `container ${patch.container} may or may not have been changed: ${what}`
            : `container ${patch.container} was not changed: ${what}`;
        const rest = patches.slice(patches.indexOf(patch) + 1).map((later) => later.container);
        const untouched = rest.length > 0 ? ` Not sent: ${rest.join(', ')}.` : '';
        // The result says what the application asks for now, not what the step meant to do.
        showResult(applied);
        if (applied.length === 0) {
            report.summary.verdict(false, `Application ${settings.appId}: ${notChanged}`);
            throw wrap(outcome.error, `The image update of application ${settings.appId} stopped: ${notChanged}.${untouched}`);
        }
        const went = applied.map((done) => `${done.container} (${done.tag}@${done.digest})`).join(', ');
        const reason = `The image update of application ${settings.appId} stopped: ${notChanged}. It went through for ${went} before.${untouched}`;
        if (settings.rollbackOnFailure)
            await rollBack(settings, applied, client, report, reason, () => showResult([]));
        report.summary.verdict(false, `Partly updated: ${applied.map((done) => done.container).join(', ')} now run the new image`);
        throw wrap(outcome.error, `${reason} Now on the new image: ${went}; they were not put back (rollback-on-failure is false). Run the step again to finish the update, or set the previous images back with image-tags (see previous-images).`);
    }
}
/** The API's failure with the step's message: its status and error key stay the outputs. */
const wrap = (error, message) => error.withMessage(message);
/**
 * Puts the images read before the change back, pinned by digest, when the live configuration
 * still asks for this step's images (compare-and-swap: a later deploy is never undone), and
 * waits for them within rollback-wait-seconds. Always ends by failing the step; its message
 * begins with `reason`, the first reason the step failed.
 */
async function rollBack(settings, patches, client, report, reason, onPutBack) {
    const { log, setOutput, summary } = report;
    const scope = 'Only images were rolled back: environment variables, volumes and data were not.';
    // As late as possible: right before the first PATCH back.
    const live = await (0,containers_application/* readApplication */.nZ)(client, settings.appId);
    const other = replacedBy(live, patches.map(forward));
    if (other !== undefined) {
        summary.verdict(false, 'Not rolled back: another deploy came after this one');
        throw new Error(`${reason} Not rolled back: ${other}; a later deploy is never undone.`);
    }
    log.warning(`${reason} Rolling back to ${patches.map((patch) => `${patch.container}=${shownTarget(backward(patch))}`).join(', ')}`);
    const putBack = [];
    const notBack = [];
    for (const patch of patches) {
        const outcome = await patchImage(client, settings.appId, backward(patch));
        if (outcome.kind === 'applied' || outcome.kind === 'applied-unanswered')
            putBack.push(patch);
        else
            notBack.push(`${patch.container} (${outcomeText(outcome)})`);
    }
    if (putBack.length > 0)
        setOutput('rolled-back', true);
    if (notBack.length === 0)
        onPutBack?.();
    if (notBack.length > 0) {
        summary.verdict(false, 'The rollback is incomplete');
        const back = putBack.length > 0 ? `put back: ${putBack.map((patch) => patch.container).join(', ')}; ` : '';
        throw new Error(`${reason} The rollback is incomplete: ${back}not put back: ${notBack.join('; ')}. ${scope}`);
    }
    const expected = patches.map((patch) => ({ container: patch.container, tag: patch.before.tag, digest: patch.before.digest }));
    try {
        await reportRollout({
            appId: settings.appId,
            wait: { waitSeconds: settings.rollbackWaitSeconds, pollIntervalSeconds: settings.pollIntervalSeconds },
            purpose: 'rollback',
        }, expected, client, report);
    }
    catch (error) {
        if (!(error instanceof RolloutError))
            throw error;
        summary.verdict(false, 'Rolled back, but the previous images are not live');
        throw new Error(`${reason} Rolled back to the previous images, but the rollback is not live: ${error.message} ${scope}`);
    }
    summary.verdict(false, 'Rolled back: the previous images are live again');
    throw new Error(`${reason} Rolled back: the previous images are live again. ${scope}`);
}
/** The images the rollout must show: this step's, each pinned by the digest it sent. */
const image_mode_expectedImages = (patches) => patches.map((patch) => ({ container: patch.container, tag: patch.tag, digest: patch.digest }));
/** What another write put in place of this step's images, read with each poll of the wait. */
const supersededCheck = (client, appId, patches) => async () => replacedBy(await (0,containers_application/* readApplication */.nZ)(client, appId), patches.map(forward));

;// CONCATENATED MODULE: ./operations/update-app/index.ts













/** A 404 of the application says which input to check; the API's answer stays the outputs' status and key. */
function explainMissing(error, appId) {
    return error instanceof containers_application/* ApplicationMissing */.TC ? (0,not_found/* explainNotFound */.h)(error.answer, (0,containers_application/* noApplication */.gd)(appId)) : error;
}
const rollbackSettings = (plan) => ({
    appId: plan.appId,
    rollbackOnFailure: plan.rollbackOnFailure,
    rollbackWaitSeconds: plan.rollbackWaitSeconds,
    pollIntervalSeconds: plan.wait.pollIntervalSeconds,
});
/** The writes the run sends, in order, as the dry run lists them; the purges only where a probe follows. */
function writesOf(decision) {
    const { plan, application } = decision;
    const writes = decision.mode === 'file' ? fileWrites(plan.appId, decision.update) : imageWrites(plan.appId, decision.patches);
    const purges = plan.probe && !(0,containers_application/* isNotDeployed */.SE)(application)
        ? (0,containers_application/* cdnPullZones */.SP)(application).map((id) => (0,requests/* planned */.lM)(requests/* requests */.zG.purgePullZone(id), 'before the probe'))
        : [];
    return [...writes, ...purges];
}
const update_app_operation = {
    plan({ inputs, workspace, log, env }) {
        const appId = inputs.line('app-id', { required: true, expected: 'the id of the application' });
        if (!/^[\x21-\x7e]+$/.test(appId)) {
            throw new inputs_inputs/* InputError */.dz('app-id', `got ${(0,inputs_inputs/* showValue */.vp)(appId)}; an application id holds visible ASCII characters only, without spaces`);
        }
        // A URL reads these as "this folder" and "the folder above": the PUT would replace something else.
        if (appId === '.' || appId === '..') {
            throw new inputs_inputs/* InputError */.dz('app-id', `got ${(0,inputs_inputs/* showValue */.vp)(appId)}; expected the id of the application`);
        }
        const tags = inputs.check(() => readImageTags('image-tags', inputs.lines('image-tags'))) ?? [];
        const allowRemoval = inputs.boolean('allow-container-removal', false);
        const wait = (0,wait_settings/* readWaitSettings */.b)(inputs, { waitSeconds: 0, pollIntervalSeconds: 5 });
        const rollbackOnFailure = inputs.boolean('rollback-on-failure', false);
        const rollbackWaitSeconds = inputs.integer('rollback-wait-seconds', { min: 1, max: wait_settings/* MAX_WAIT_SECONDS */.Z, default: wait.waitSeconds }) ?? wait.waitSeconds;
        if (rollbackOnFailure && wait.waitSeconds === 0) {
            inputs.problems.add(new inputs_inputs/* InputError */.dz('rollback-on-failure', 'needs wait-seconds greater than 0: a rollback follows a rollout that failed or timed out, which only a wait can see'));
        }
        const probe = (0,probe_settings/* readProbeSettings */.K)(inputs, env, 'probe-url', (0,probe_report/* deployProbeWait */.J)(wait));
        const rollbackOnProbeError = inputs.boolean('rollback-on-probe-error', true);
        const base = {
            appId,
            tags,
            allowRemoval,
            wait,
            rollbackOnFailure,
            rollbackWaitSeconds: Math.max(1, rollbackWaitSeconds),
            probe,
            rollbackOnProbeError,
        };
        // Untrimmed: the indentation of inline YAML is part of its meaning.
        const raw = inputs.raw('app-config');
        if (raw === undefined || (0,inputs_inputs/* trimAscii */.ic)(raw) === '') {
            if (tags.length === 0) {
                throw new inputs_inputs/* InputError */.dz('image-tags', 'is required without app-config: give CONTAINER=TAG lines (such as web=${{ github.sha }}) to change those images of the live application, or give app-config with the whole configuration');
            }
            return { ...base, file: undefined };
        }
        if (rollbackOnFailure) {
            // A full replacement changes more than images, and putting back only the images would
            // leave the rest of the new configuration live under the old images: refused, never ignored.
            inputs.problems.add(new inputs_inputs/* InputError */.dz('rollback-on-failure', 'is not available with app-config: a full replacement changes more than images, and only images can be put back. Use image-tags without app-config for a deploy that rolls back, or set rollback-on-failure: false'));
        }
        return { ...base, file: readFileMode(appId, raw, workspace, tags, log) };
    },
    describe(plan) {
        const read = (0,requests/* planned */.lM)(requests/* requests */.zG.app(plan.appId));
        const wait = plan.wait.waitSeconds > 0 ? [(0,requests/* planned */.lM)(requests/* requests */.zG.appOverview(plan.appId), 'polled until the rollout is done')] : [];
        const purge = plan.probe
            ? [(0,requests/* planned */.lM)(requests/* requests */.zG.purgePullZone((0,requests/* placeholder */.qf)('pull zone of each CDN endpoint')), 'before the probe, for each CDN endpoint')]
            : [];
        if (plan.file)
            return [read, (0,requests/* planned */.lM)(requests/* requests */.zG.updateApp(plan.appId, withoutEnvironmentValues(plan.file.config))), ...wait, ...purge];
        // Without a key the containers' ids and registries are unknown: say what each request will be.
        const images = plan.tags.flatMap((tag) => [
            ...(tag.digest
                ? []
                : [
                    (0,requests/* planned */.lM)(requests/* requests */.zG.containerRegistry((0,requests/* placeholder */.qf)(`registry of ${tag.container}`)), 'a public registry is named by its kind (dockerhub, github) in the digest request, a private one by its id'),
                    (0,requests/* planned */.lM)(requests/* requests */.zG.resolveImageDigest({
                        registryId: `{dockerhub, github or the registry of ${tag.container}}`,
                        imageNamespace: `{image namespace of ${tag.container}}`,
                        imageName: `{image name of ${tag.container}}`,
                        tag: tag.tag,
                    })),
                ]),
            (0,requests/* planned */.lM)(requests/* requests */.zG.patchContainerImage(plan.appId, (0,requests/* placeholder */.qf)(`id of ${tag.container}`), {
                imageTag: tag.tag,
                imageDigest: tag.digest ?? '{resolved digest}',
            })),
        ]);
        return [read, ...images, ...wait, ...purge];
    },
    async inspect(plan, client, report) {
        // Known whatever the read says: a failed step still names the application it was about, and
        // nothing is rolled back before anything is written.
        report.setOutput('app-id', plan.appId);
        report.setOutput('rolled-back', false);
        let application;
        try {
            application = await (0,containers_application/* readApplication */.nZ)(client, plan.appId);
        }
        catch (error) {
            throw explainMissing(error, plan.appId);
        }
        report.log.info(`Read application ${(0,untrusted_text/* inline */.mG)(plan.appId)} (${(0,untrusted_text/* inline */.mG)(application.name)}), status ${(0,untrusted_text/* inline */.mG)(application.status ?? 'unknown')}`);
        if (plan.file)
            return { plan, application, mode: 'file', update: decideFile(plan.file, application, plan.allowRemoval) };
        return { plan, application, mode: 'image', patches: await planImagePatches(client, application, plan.tags) };
    },
    show(decision, report, mode) {
        const { plan, application } = decision;
        const { setOutput, log } = report;
        const dryRun = mode === 'dry-run';
        setOutput('app-id', plan.appId);
        setOutput('app-status', (0,containers_application/* statusOf */.c2)(application));
        setOutput('previous-images', previousImages(application));
        setOutput('url', (0,containers_application/* displayUrl */.Qy)(application));
        if ((0,containers_application/* isNotDeployed */.SE)(application))
            log.warning(notDeployedMessage(plan.appId), { title: 'update-app: the application is not deployed' });
        const heading = dryRun
            ? `bunny.net update-app: dry run for application ${plan.appId} (nothing sent)`
            : `bunny.net update-app: application ${plan.appId}`;
        const result = decision.mode === 'file' ? fileResult(plan.appId, decision.update.body) : imageResult(plan.appId, application, decision.patches);
        if (decision.mode === 'file')
            showFile(decision.update, report, heading);
        else
            showPatches(decision.patches, report, heading);
        if (!dryRun) {
            setOutput('result', result);
            return;
        }
        const writes = writesOf(decision);
        log.info(decision.mode === 'file'
            ? 'Dry run: the full replacement below would be sent (environment values hidden):'
            : 'Dry run: each container above would be changed by PATCH of its image alone:');
        log.untrusted(JSON.stringify(writes, null, 2));
        setOutput('result', { dryRun: true, ...result, requests: writes });
    },
    async apply(decision, client, report) {
        const { plan, application } = decision;
        const { setOutput, log } = report;
        try {
            if (decision.mode === 'file') {
                await applyFile(plan.appId, decision.update, client, report);
                await afterUpdate({
                    appId: plan.appId,
                    wait: plan.wait,
                    probe: plan.probe,
                    notDeployed: (0,containers_application/* isNotDeployed */.SE)(application),
                    pullZones: (0,containers_application/* cdnPullZones */.SP)(application),
                    expected: decision.update.expected,
                    // Refused at plan with app-config: a full replacement is not rolled back.
                    rollBack: undefined,
                    rollbackOnProbeError: plan.rollbackOnProbeError,
                    onLive: (status) => setOutput('result', fileResult(plan.appId, decision.update.body, status)),
                }, client, report);
                return;
            }
            const { patches } = decision;
            const showResult = (live) => setOutput('result', imageResult(plan.appId, application, live));
            await applyImagePatches(rollbackSettings(plan), patches, client, report, showResult);
            log.info(`Application ${(0,untrusted_text/* inline */.mG)(plan.appId)}: ${patches.length} container image(s) changed, nothing else sent`);
            await afterUpdate({
                appId: plan.appId,
                wait: plan.wait,
                probe: plan.probe,
                notDeployed: (0,containers_application/* isNotDeployed */.SE)(application),
                pullZones: (0,containers_application/* cdnPullZones */.SP)(application),
                expected: image_mode_expectedImages(patches),
                rollBack: plan.rollbackOnFailure
                    ? (reason) => rollBack(rollbackSettings(plan), patches, client, report, reason, () => showResult([]))
                    : undefined,
                rollbackOnProbeError: plan.rollbackOnProbeError,
                superseded: supersededCheck(client, plan.appId, patches),
                onLive: (status) => setOutput('result', imageResult(plan.appId, application, patches, status)),
            }, client, report);
        }
        catch (error) {
            throw explainMissing(error, plan.appId);
        }
    },
};


/***/ }),

/***/ 6309:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MK: () => (/* binding */ readOverview),
/* harmony export */   Qy: () => (/* binding */ displayUrl),
/* harmony export */   SE: () => (/* binding */ isNotDeployed),
/* harmony export */   SP: () => (/* binding */ cdnPullZones),
/* harmony export */   TC: () => (/* binding */ ApplicationMissing),
/* harmony export */   c2: () => (/* binding */ statusOf),
/* harmony export */   gd: () => (/* binding */ noApplication),
/* harmony export */   nZ: () => (/* binding */ readApplication)
/* harmony export */ });
/* harmony import */ var _api_api_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(316);
/* harmony import */ var _api_requests_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7109);


/** What a 404 of the application's read means, in the words a user reads. */
const noApplication = (appId) => `No application has the id ${appId}: check app-id.`;
/**
 * A 404 of GET /mc/apps/{appId} or of its overview: no application has that id (any more). The
 * API's own answer is kept, so the step's status and error outputs stay what the API said; the
 * words a user reads (which input to check) are the caller's.
 */
class ApplicationMissing extends Error {
    answer;
    constructor(answer) {
        super(answer.message);
        this.answer = answer;
        this.name = 'ApplicationMissing';
    }
}
function missing(error) {
    return error instanceof _api_api_error_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .h && error.status === 404 ? new ApplicationMissing(error) : error;
}
/** The live application in the read model (which is not the update model); throws ApplicationMissing. */
async function readApplication(client, appId) {
    try {
        return (await client.send(_api_requests_js__WEBPACK_IMPORTED_MODULE_1__/* .requests */ .zG.app(appId))).body;
    }
    catch (error) {
        throw missing(error);
    }
}
/** Where a rollout stands, per region, pod and container; throws ApplicationMissing. */
async function readOverview(client, appId) {
    try {
        return (await client.send(_api_requests_js__WEBPACK_IMPORTED_MODULE_1__/* .requests */ .zG.appOverview(appId))).body;
    }
    catch (error) {
        throw missing(error);
    }
}
/** The status, lower-case: its casing changed between versions of the API (`Active` became `active`). */
const statusOf = (application) => application.status?.toLowerCase() ?? undefined;
/**
 * An application that is not deployed: an update changes its configuration, and no rollout
 * follows until it is deployed, so waiting for one would wait to the deadline.
 */
const isNotDeployed = (application) => statusOf(application) === 'inactive';
/** The display endpoint as an https:// address, for a job's environment.url. */
function displayUrl(application) {
    const address = application.displayEndpoint?.address;
    if (!address)
        return undefined;
    return /^https?:\/\//.test(address) ? address : `https://${address}`;
}
/**
 * The pull zones in front of the application's CDN endpoints: a cached answer there cannot tell
 * the new image from the old one, so they are purged before a probe. The read model gives a pull
 * zone id as a string; one that is not a number is not a pull zone this API can purge.
 */
function cdnPullZones(application) {
    const ids = new Set();
    for (const template of application.containerTemplates) {
        for (const endpoint of template.endpoints ?? []) {
            if ((endpoint.type ?? 'cdn').toLowerCase() !== 'cdn')
                continue;
            const id = typeof endpoint.pullZoneId === 'number' ? endpoint.pullZoneId : Number(endpoint.pullZoneId ?? Number.NaN);
            if (Number.isSafeInteger(id) && id > 0)
                ids.add(id);
        }
    }
    return [...ids];
}


/***/ }),

/***/ 7213:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Z: () => (/* binding */ nameInOtherCase),
/* harmony export */   FC: () => (/* binding */ containerNamed),
/* harmony export */   fd: () => (/* binding */ keepContainerIdentities)
/* harmony export */ });
/**
 * Gives each template of a configuration the id of the live container of the same name, as the
 * platform's CLI does. The update is a full replacement: a template without the live id is a new
 * container and the live one is deleted, so a file without ids would recreate every container on
 * every deploy. Which removals are allowed is the caller's decision: `removed` names them.
 */
function keepContainerIdentities(config, live) {
    const liveByName = new Map(live.map((template) => [template.name, template]));
    const names = new Set((config.containerTemplates ?? []).map((template) => template.name));
    const kept = [];
    const created = [];
    const templates = (config.containerTemplates ?? []).map((template) => {
        const match = liveByName.get(template.name);
        if (!match?.id) {
            created.push(template.name);
            // An id of a container that is not live (copied from another application) would be refused or wrong.
            const fresh = { ...template };
            delete fresh.id;
            return fresh;
        }
        kept.push(template.name);
        return { ...template, id: match.id };
    });
    const removed = live.filter((template) => !names.has(template.name)).map((template) => template.name);
    const result = config.containerTemplates === undefined ? { ...config } : { ...config, containerTemplates: templates };
    return { config: result, kept, created, removed };
}
/** The live container template of that name; names are case-sensitive, as the platform keeps them. */
function containerNamed(application, name) {
    return application.containerTemplates.find((candidate) => candidate.name === name);
}
/** The name that differs from `name` only in case, when there is one: what a user most likely meant. */
function nameInOtherCase(application, name) {
    return application.containerTemplates.map((template) => template.name).find((known) => known.toLowerCase() === name.toLowerCase());
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
