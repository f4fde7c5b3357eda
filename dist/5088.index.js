export const id = 5088;
export const ids = [5088];
export const modules = {

/***/ 1634:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ readVariableLines),
/* harmony export */   o: () => (/* binding */ readEnvNames)
/* harmony export */ });
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2495);
/* harmony import */ var _api_limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9023);


const NAME = /^[A-Za-z0-9_]+$/;
/** Why a name is refused, without the name when it is not one (it may hold part of a value). */
function nameProblem(name) {
    if (name === '')
        return "has no name before '='";
    if (name.length > _api_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .VARIABLE_NAME_MAX */ .cj)
        return `has a name of ${name.length} characters; at most ${_api_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .VARIABLE_NAME_MAX */ .cj} are allowed`;
    const bad = /[^A-Za-z0-9_]/.exec(name);
    if (bad)
        return `has a name with a character other than letters, digits and _ at position ${bad.index + 1}`;
    return undefined;
}
/**
 * `variables`: one `NAME=value` a line, the value everything after the first `=`, spaces around
 * both trimmed (a YAML block keeps trailing spaces nobody sees). A value is never put in a
 * message, nor a line that does not parse (it may be a value without its name): every problem
 * of every line is reported at once, before any request.
 */
function readVariableLines(inputs, input = 'variables') {
    const raw = inputs.raw(input);
    if (raw === undefined)
        throw new _inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(input, 'is required: one NAME=value a line (names of letters, digits and _)');
    const problems = [];
    const read = [];
    const firstLine = new Map();
    raw.split(/\r?\n/).forEach((text, index) => {
        const line = index + 1;
        if ((0,_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .trimAscii */ .ic)(text) === '')
            return;
        const where = `line ${line}`;
        const equals = text.indexOf('=');
        if (equals === -1) {
            problems.push(`${where} has no '='; expected NAME=value (the line is not shown: it may be a value)`);
            return;
        }
        const name = (0,_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .trimAscii */ .ic)(text.slice(0, equals));
        const value = (0,_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .trimAscii */ .ic)(text.slice(equals + 1));
        const badName = nameProblem(name);
        if (badName) {
            problems.push(`${where} ${badName}`);
            return;
        }
        if (value === '') {
            problems.push(`${where}: the value of ${name} is empty; a workflow expression that could not be resolved expands to nothing, so an empty value is refused`);
        }
        else if (value.length > _api_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .VARIABLE_VALUE_MAX */ .cS) {
            problems.push(`${where}: the value of ${name} is ${value.length} characters long; the API allows at most ${_api_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .VARIABLE_VALUE_MAX */ .cS}`);
        }
        const earlier = firstLine.get(name.toLowerCase());
        if (earlier && earlier.name === name) {
            problems.push(`${where}: ${name} is listed twice (first on line ${earlier.line}); give each variable once`);
            return;
        }
        if (earlier) {
            problems.push(`${where}: ${name} and ${earlier.name} (line ${earlier.line}) differ only in case; the platform may match names without regard to case, so give one of them`);
            return;
        }
        firstLine.set(name.toLowerCase(), { name, line });
        read.push({ name, value, line });
    });
    if (problems.length > 0)
        throw new _inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(input, problems.join('\n'));
    if (read.length === 0)
        throw new _inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(input, 'is required: one NAME=value a line (names of letters, digits and _)');
    return read;
}
/** Names one a line, as the code reads them from its environment (letters, digits and _); each once. */
function readEnvNames(inputs, input) {
    const problems = [];
    const names = [];
    inputs.lines(input).forEach((name, index) => {
        if (name.length > _api_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .VARIABLE_NAME_MAX */ .cj)
            problems.push(`line ${index + 1} is ${name.length} characters long; a name is at most ${_api_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .VARIABLE_NAME_MAX */ .cj}`);
        else if (!NAME.test(name))
            problems.push(`line ${index + 1}: ${(0,_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .showValue */ .vp)(name)} is not a name; expected letters, digits and _, one name a line`);
        else if (!names.includes(name))
            names.push(name);
    });
    if (problems.length > 0)
        throw new _inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(input, problems.join('\n'));
    return names;
}


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

/***/ 5088:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  operation: () => (/* binding */ operation)
});

// EXTERNAL MODULE: ./api/requests.ts
var requests = __webpack_require__(7109);
// EXTERNAL MODULE: ./api/api-error.ts
var api_error = __webpack_require__(316);
// EXTERNAL MODULE: ./platform/edge-scripts/active-release.ts
var active_release = __webpack_require__(7089);
// EXTERNAL MODULE: ./platform/edge-scripts/code-hash.ts
var code_hash = __webpack_require__(9339);
// EXTERNAL MODULE: ./platform/edge-scripts/release-identity.ts
var release_identity = __webpack_require__(5305);
// EXTERNAL MODULE: ./platform/edge-scripts/release-wait.ts
var release_wait = __webpack_require__(4430);
// EXTERNAL MODULE: ./platform/edge-scripts/script.ts
var edge_scripts_script = __webpack_require__(1384);
// EXTERNAL MODULE: ./platform/edge-scripts/write-outcome.ts
var write_outcome = __webpack_require__(1085);
// EXTERNAL MODULE: ./runner/untrusted-text.ts
var untrusted_text = __webpack_require__(3649);
// EXTERNAL MODULE: ./platform/not-found.ts
var not_found = __webpack_require__(7765);
// EXTERNAL MODULE: ./operations/shared/probe-report.ts + 2 modules
var probe_report = __webpack_require__(7324);
// EXTERNAL MODULE: ./operations/shared/linked-zone-purge.ts + 1 modules
var linked_zone_purge = __webpack_require__(3997);
// EXTERNAL MODULE: ./operations/shared/release-words.ts
var release_words = __webpack_require__(5552);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./inputs/inputs.ts
var inputs_inputs = __webpack_require__(2495);
// EXTERNAL MODULE: ./inputs/workspace-path.ts
var workspace_path = __webpack_require__(2073);
;// CONCATENATED MODULE: ./operations/publish-script/script-file.ts




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
            throw new inputs_inputs/* InputError */.dz(input, `${(0,inputs_inputs/* showValue */.vp)(given)} is a directory; give the built script file`);
        if (!stat.isFile())
            throw new inputs_inputs/* InputError */.dz(input, `${(0,inputs_inputs/* showValue */.vp)(given)} is not a regular file`);
        size = stat.size;
    }
    catch (error) {
        if (error instanceof inputs_inputs/* InputError */.dz)
            throw error;
        throw new inputs_inputs/* InputError */.dz(input, `no file at ${(0,inputs_inputs/* showValue */.vp)(given)} in the workspace (${workspace}); build the script before this step`);
    }
    if (size === 0)
        throw new inputs_inputs/* InputError */.dz(input, `${(0,inputs_inputs/* showValue */.vp)(given)} is empty; a script cannot be published without code`);
    if (size > MAX_SCRIPT_BYTES)
        throw new inputs_inputs/* InputError */.dz(input, `${(0,inputs_inputs/* showValue */.vp)(given)} has ${size} bytes; at most ${MAX_SCRIPT_BYTES} are allowed`);
    const bytes = (0,external_node_fs_.readFileSync)(path);
    let code;
    try {
        // The byte order mark is kept, so that the text sent is the bytes hashed.
        code = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
    }
    catch {
        throw new inputs_inputs/* InputError */.dz(input, `${(0,inputs_inputs/* showValue */.vp)(given)} is not UTF-8 text`);
    }
    return { given, code, bytes: bytes.length, sha256: (0,code_hash/* codeSha256 */.d)(bytes) };
}
/** What a dry run shows in place of the code. */
function codePlaceholder(file) {
    return `<${file.bytes} bytes of ${file.given}, SHA-256 ${file.sha256}>`;
}

// EXTERNAL MODULE: ./inputs/wait-settings.ts
var wait_settings = __webpack_require__(137);
// EXTERNAL MODULE: ./inputs/probe-settings.ts
var probe_settings = __webpack_require__(9813);
// EXTERNAL MODULE: ./platform/edge-scripts/notes.ts
var notes = __webpack_require__(2486);
// EXTERNAL MODULE: ./runner/workflow-links.ts
var workflow_links = __webpack_require__(2194);
// EXTERNAL MODULE: ./inputs/variable-inputs.ts
var variable_inputs = __webpack_require__(1634);
;// CONCATENATED MODULE: ./operations/publish-script/plan.ts








/** A key is a few dozen characters; one far longer is the wrong secret, and would be sent as a header. */
const MAX_KEY_LENGTH = 1024;
/** Which probe expectations tell the new code from the old: a status alone does not. */
const distinguishes = (probe) => probe !== undefined && (probe.expect.body !== undefined || probe.expect.header !== undefined || probe.expect.commit !== undefined);
function readCredential({ inputs, secrets, env, idToken }) {
    const deploymentKey = inputs.optional('deployment-key');
    const oidc = inputs.boolean('github-oidc', false);
    if (deploymentKey !== undefined && oidc) {
        throw new inputs_inputs/* InputError */.dz('github-oidc', 'cannot be true together with deployment-key: give one script credential');
    }
    if (deploymentKey !== undefined) {
        // A header value, as the api-key is: checked the same way, and never shown.
        if (deploymentKey.length > MAX_KEY_LENGTH) {
            throw new inputs_inputs/* InputError */.dz('deployment-key', `is ${deploymentKey.length} characters long; a deployment key is at most ${MAX_KEY_LENGTH} (check that the right secret is passed)`);
        }
        if (/[\s\u0000-\u001f\u007f-\uffff]/.test(deploymentKey)) {
            throw new inputs_inputs/* InputError */.dz('deployment-key', 'contains whitespace or characters that cannot be sent in a header; check the secret for a stray newline or a pasted character');
        }
        return {
            input: 'deployment-key',
            get: () => Promise.resolve({ header: 'DeploymentKey', value: deploymentKey }),
            refused: "the script's deployment key was refused: check that deployment-key is this script's key and that it was not rotated since (dashboard: Script, Deployments, Settings)",
        };
    }
    if (!oidc)
        return undefined;
    // The bearer of the runner's token service is a secret of its own.
    inputs.environmentSecret(env, 'ACTIONS_ID_TOKEN_REQUEST_TOKEN');
    return {
        input: 'github-oidc',
        async get() {
            const token = await idToken();
            // Registered before anything could print it: an error body may echo the header.
            secrets.add(token);
            return { header: 'GithubToken', value: token };
        },
        refused: "the GitHub OIDC token was refused: check that this repository is linked to the script under the account's GitHub integration (dashboard: Account, Integrations), and that the job has permissions: id-token: write",
    };
}
/** What a publish without api-key cannot do, each refused before any request. */
function keylessProblems(plan, ifUnchangedGiven) {
    const problems = [];
    const why = 'without api-key the step cannot read releases';
    if (!plan.verifyNone && !distinguishes(plan.probe)) {
        problems.push(new inputs_inputs/* InputError */.dz('probe-url', `${plan.probe ? 'needs an expectation that tells the new code from the old' : 'is required'}: ${why}, so it verifies through the probe (expect-body, expect-body-regex, expect-header or expect-commit; a status alone does not), or give verify: none to publish without verifying`));
    }
    if (ifUnchangedGiven === 'skip') {
        problems.push(new inputs_inputs/* InputError */.dz('if-unchanged', `skip needs api-key: ${why}, so it cannot tell an unchanged file and always publishes`));
    }
    if (plan.rollbackOnFailure) {
        problems.push(new inputs_inputs/* InputError */.dz('rollback-on-failure', `needs api-key: ${why}, so it has no release to roll back to`));
    }
    return problems;
}
function readPublishPlan(context) {
    const { inputs, workspace, env } = context;
    const scriptId = inputs.id('script-id');
    const given = inputs.line('file', { required: true, expected: 'the path of the built script inside the workspace' });
    const file = given === '' ? undefined : inputs.check(() => readScriptFile('file', given, workspace));
    const run = (0,workflow_links/* runUrl */.V)(env);
    const note = inputs.optional('note') ?? (0,notes/* deployNote */.wm)(env['GITHUB_SHA'], run);
    const ifUnchangedGiven = inputs.choice('if-unchanged', ['skip', 'publish']);
    const credential = inputs.check(() => readCredential(context));
    const apiKey = inputs.optional('api-key') !== undefined;
    const keyless = credential !== undefined && !apiKey;
    if (credential === undefined && !apiKey && !inputs.boolean('dry-run', false)) {
        inputs.problems.add(new inputs_inputs/* InputError */.dz('api-key', 'is required (pass it from a secret: api-key: ${{ secrets.BUNNY_API_KEY }}), unless deployment-key or github-oidc: true is given, or dry-run is true'));
    }
    const verify = inputs.choice('verify', ['none']);
    if (verify !== undefined && !keyless) {
        inputs.problems.add(new inputs_inputs/* InputError */.dz('verify', 'none is for a publish without api-key: with api-key the step reads the release and proves its code live'));
    }
    // Without a key nothing tells an unchanged file: such a step always publishes.
    const ifUnchanged = ifUnchangedGiven ?? (keyless ? 'publish' : 'skip');
    const wait = (0,wait_settings/* readWaitSettings */.b)(inputs, { waitSeconds: 60, pollIntervalSeconds: 2 });
    const { waitSeconds, pollIntervalSeconds } = wait;
    const purge = inputs.boolean('purge-linked-zones', true);
    const rollbackOnFailure = inputs.boolean('rollback-on-failure', false);
    const probe = (0,probe_settings/* readProbeSettings */.K)(inputs, env, 'probe-url', (0,probe_report/* deployProbeWait */.J)(wait));
    const rollbackOnProbeError = inputs.boolean('rollback-on-probe-error', true);
    const requireEnv = inputs.check(() => (0,variable_inputs/* readEnvNames */.o)(inputs, 'require-env')) ?? [];
    if (requireEnv.length > 0 && credential !== undefined && !apiKey) {
        inputs.problems.add(new inputs_inputs/* InputError */.dz('require-env', `needs api-key: the script's variables and secrets are read with the account key, which ${credential.input} cannot stand in for; give api-key too (the ${credential.input} still saves and publishes)`));
    }
    const plan = {
        scriptId,
        // A placeholder only when a problem was recorded: the step then fails before any request.
        file: file ?? { given, code: '', bytes: 0, sha256: '' },
        note,
        runUrl: run,
        ifUnchanged,
        waitSeconds,
        pollIntervalSeconds,
        purge,
        rollbackOnFailure,
        probe,
        rollbackOnProbeError,
        credential,
        keyless,
        verifyNone: verify === 'none',
        requireEnv,
    };
    if (keyless)
        for (const problem of keylessProblems(plan, ifUnchangedGiven))
            inputs.problems.add(problem);
    return plan;
}

// EXTERNAL MODULE: ./operations/shared/release-restore.ts
var release_restore = __webpack_require__(5451);
;// CONCATENATED MODULE: ./operations/publish-script/rollback-on-failure.ts







/**
 * The failure path of a publish: with rollback-on-failure, re-publishes the previous release
 * (compare-and-swap: only while this step's release or the previous one is live, never over
 * someone else's deploy), then fails the step with `reason` first, saying whether the rollback
 * went live. `ours` is this step's release when the step saw it live.
 */
async function failPublish(published, reason, ours) {
    const { plan, client, report, previous, script } = published;
    const { log, setOutput, summary } = report;
    const fail = (verdict, message) => {
        summary.verdict(false, verdict);
        throw new Error(message);
    };
    if (!plan.rollbackOnFailure) {
        const hint = previous?.Uuid ? `; previous-release-uuid ${(0,untrusted_text/* inline */.mG)(previous.Uuid, 80)} is what a rollback-script step would restore` : '';
        return fail(reason, `${reason}. Nothing was rolled back (rollback-on-failure is false)${hint}`);
    }
    if (previous === undefined) {
        return fail(reason, `${reason}. Nothing to roll back to: the script had no release before this step (its first publish)`);
    }
    if (!previous.Uuid) {
        return fail(reason, `${reason}. Cannot roll back: the previous ${(0,release_words/* releaseName */["do"])(previous)} has no Uuid to re-publish`);
    }
    const target = { ...previous, Uuid: previous.Uuid };
    let replaced;
    try {
        // Compare-and-swap: the step undoes its own release, never a deploy that came after it.
        ({ release: replaced } = await (0,active_release/* readActiveRelease */.K)(client, plan.scriptId));
    }
    catch (error) {
        return fail(reason, `${reason}. Not rolled back: the active release could not be read (${(0,release_words/* firstLine */.TM)(error)})`);
    }
    if (replaced !== undefined && replaced.Id !== previous.Id && replaced.Id !== ours?.Id) {
        const seen = (0,release_identity/* recognisePublished */.Q3)(replaced, { codeSha256: plan.file.sha256, note: plan.note, before: previous });
        if (seen === 'other') {
            return fail(reason, `${reason}. Not rolled back: ${(0,release_words/* releaseName */["do"])(replaced)} is live now, neither this step's release nor the previous one (someone else deployed); it is left alone`);
        }
    }
    log.warning(`${reason}; rolling back to the previous ${(0,release_words/* releaseName */["do"])(previous)}`);
    const what = `the previous ${(0,release_words/* releaseName */["do"])(previous)}`;
    let restored;
    try {
        restored = await (0,release_restore/* restoreRelease */.E)({
            client,
            scriptId: plan.scriptId,
            target,
            replaced,
            restoreCode: true,
            note: (0,notes/* rollbackNote */.nB)(target, plan.runUrl, 'after a failed deploy'),
            waitSeconds: plan.waitSeconds,
            pollIntervalSeconds: plan.pollIntervalSeconds,
            report,
        });
    }
    catch (error) {
        return fail(`${reason}; the rollback failed`, `${reason}. The rollback to ${what} failed: ${(0,release_words/* firstLine */.TM)(error)}`);
    }
    if (restored.verdict === 'restored') {
        setOutput('rolled-back', true);
        if (restored.live)
            setOutput('result', (0,active_release/* withoutCode */.M)(restored.live));
        if (plan.purge)
            await (0,linked_zone_purge/* purgeLinkedZones */.u)(client, script, report);
        const looked = restored.uncertain
            ? `; the re-publish answered ${(0,release_words/* firstLine */.TM)(restored.uncertain)}, and the active release shows it live`
            : '';
        return fail(`${reason}; rolled back to ${(0,release_words/* releaseName */["do"])(previous)}, live again`, `${reason}. Rolled back: ${what} is live again (${(0,release_words/* waited */.h6)(restored)})${looked}`);
    }
    const now = restored.live ? (0,release_words/* releaseName */["do"])(restored.live) : 'no release';
    const sent = restored.uncertain
        ? `The re-publish of ${what} answered ${(0,release_words/* firstLine */.TM)(restored.uncertain)}, and it`
        : `Re-published ${what}, but it`;
    return fail(`${reason}; the rollback to ${(0,release_words/* releaseName */["do"])(previous)} is not live`, restored.verdict === 'other'
        ? `${reason}. ${sent} did not go live: ${now} went live instead ${(0,release_words/* waited */.h6)(restored)} (another deploy)`
        : `${reason}. ${sent} is not live ${(0,release_words/* waited */.h6)(restored)}: ${now} is live. Check the script before running this step again`);
}

// EXTERNAL MODULE: ./platform/script-secrets/secret-list.ts
var secret_list = __webpack_require__(2835);
;// CONCATENATED MODULE: ./platform/script-variables/required-env.ts
/**
 * Whether the script's configuration gives each name to the code: as a secret (its value cannot
 * be read, so its existence is what counts) or as a variable whose DefaultValue is not empty.
 * Names are compared exactly, as the code reads them.
 */
function checkRequiredEnv(names, variables, secretNames) {
    const secrets = new Set(secretNames.filter((name) => !!name));
    const valued = new Set(variables.filter((v) => v.Name && (v.DefaultValue ?? '') !== '').map((v) => v.Name));
    const empty = new Set(variables.filter((v) => v.Name && (v.DefaultValue ?? '') === '').map((v) => v.Name));
    const verdict = { asSecret: [], asVariable: [], missing: [], emptyVariables: [] };
    for (const name of names) {
        if (secrets.has(name))
            verdict.asSecret.push(name);
        else if (valued.has(name))
            verdict.asVariable.push(name);
        else {
            verdict.missing.push(name);
            if (empty.has(name))
                verdict.emptyVariables.push(name);
        }
    }
    return verdict;
}

;// CONCATENATED MODULE: ./operations/publish-script/require-env.ts



/** What sets a missing name, for the failure's line about it. */
function remedy(name, verdict) {
    if (verdict.emptyVariables.includes(name))
        return `${name}: a variable with an empty value; give it one with sync-variables (variables: ${name}=...)`;
    return `${name}: neither a secret nor a variable; set it with sync-variables (variables: ${name}=...), or with upsert-secret (secrets: ${name}) if its value is secret`;
}
/**
 * require-env: configuration before code. The script's variables (from the script read the step
 * made) and its secrets (names only) must give the code each name; otherwise the step fails
 * here, before its code is saved, naming every missing name at once. A secrets list that
 * cannot be read fails the step too: it never counts as "no secrets".
 */
async function requireEnvironment(names, scriptId, script, client, report) {
    const { log, summary } = report;
    const why = `require-env: the secrets of script ${scriptId} could not be read, so nothing was saved or published`;
    let secretNames;
    try {
        const read = await (0,secret_list/* readSecretList */.d)(client, scriptId);
        if (read.missing)
            throw read.missing;
        secretNames = read.secrets.map((secret) => secret.Name);
    }
    catch (error) {
        summary.heading(`bunny.net publish-script: script ${scriptId}`).verdict(false, 'require-env: the secrets could not be read');
        if (error instanceof api_error/* ApiError */.h)
            throw error.withMessage(`${why}:\n${error.message}`);
        if (error instanceof Error)
            throw new Error(`${why}:\n${error.message}`);
        throw error;
    }
    const verdict = checkRequiredEnv(names, script.EdgeScriptVariables ?? [], secretNames);
    const found = [...verdict.asSecret.map((name) => `${name} (secret)`), ...verdict.asVariable.map((name) => `${name} (variable)`)];
    if (verdict.missing.length === 0) {
        log.info(`require-env: the script's configuration gives the code every name: ${found.join(', ')}`);
        return verdict;
    }
    summary
        .heading(`bunny.net publish-script: script ${scriptId}`)
        .verdict(false, `require-env: ${verdict.missing.length} of ${names.length} names missing; nothing saved or published`)
        .table(['Name', 'Found as'], names.map((name) => [
        name,
        verdict.asSecret.includes(name)
            ? 'secret'
            : verdict.asVariable.includes(name)
                ? 'variable'
                : verdict.emptyVariables.includes(name)
                    ? 'missing: variable with an empty value'
                    : 'missing',
    ]));
    throw new Error(`require-env: script ${scriptId} does not give the code ${verdict.missing.length} of the ${names.length} names it needs, so nothing was saved or published:\n` +
        verdict.missing.map((name) => `- ${remedy(name, verdict)}`).join('\n') +
        (found.length > 0 ? `\nFound: ${found.join(', ')}.` : ''));
}

;// CONCATENATED MODULE: ./operations/publish-script/index.ts

















/**
 * The note a publish sends: none with a script credential (deployment-key, github-oidc), whose
 * publish carries no body, as the platform's own deploy action sends it; the release then
 * carries no note of this step's.
 */
const sentNote = (plan) => (plan.credential ? undefined : plan.note);
/** The writes of a publish, in the order a run sends them; the code shown by its size and hash. */
function plannedWrites(decision) {
    if (decision.kind !== 'publish')
        return [];
    const { plan, script } = decision;
    const zones = plan.purge ? (0,edge_scripts_script/* linkedZoneIds */.iO)(script) : [];
    return [
        (0,requests/* planned */.lM)({ ...requests/* requests */.zG.saveScriptCode(plan.scriptId, ''), body: { Code: codePlaceholder(plan.file) } }),
        (0,requests/* planned */.lM)(requests/* requests */.zG.publishScript(plan.scriptId, sentNote(plan))),
        ...zones.map((zone) => (0,requests/* planned */.lM)(requests/* requests */.zG.purgePullZone(zone), 'twice, 5 s apart, once the release is live')),
    ];
}
function reportLive(report, release) {
    report.setOutput('release-id', release.Id);
    report.setOutput('release-uuid', release.Uuid ?? undefined);
    report.setOutput('result', (0,active_release/* withoutCode */.M)(release));
}
/** What a release read during the wait means to this step, for its poll line. */
function stateOf(release, verdict) {
    switch (verdict) {
        case 'ours':
            return 'this release is live';
        case 'raced':
            return `${(0,release_words/* releaseName */["do"])(release)} went live with this step's note but other code`;
        case 'other':
            return `${(0,release_words/* releaseName */["do"])(release)} went live instead`;
        default:
            return `${(0,release_words/* releaseName */["do"])(release)} is still live`;
    }
}
const operation = {
    plan: readPublishPlan,
    describe(plan) {
        const credential = plan.credential ? `with ${plan.credential.input} instead of the api-key` : undefined;
        return [
            ...(plan.keyless ? [] : [(0,requests/* planned */.lM)(requests/* requests */.zG.edgeScript(plan.scriptId)), (0,requests/* planned */.lM)(requests/* requests */.zG.activeRelease(plan.scriptId))]),
            ...(plan.requireEnv.length > 0
                ? [
                    (0,requests/* planned */.lM)(requests/* requests */.zG.scriptSecrets(plan.scriptId), `require-env: with the script's variables, must give the code ${plan.requireEnv.join(', ')}`),
                ]
                : []),
            // The code is never printed: its size and hash stand for it.
            (0,requests/* planned */.lM)({ ...requests/* requests */.zG.saveScriptCode(plan.scriptId, ''), body: { Code: codePlaceholder(plan.file) } }, credential),
            (0,requests/* planned */.lM)(requests/* requests */.zG.publishScript(plan.scriptId, sentNote(plan)), credential),
        ];
    },
    async inspect(plan, client, report) {
        const { setOutput } = report;
        // Known before any request, so set even when a read fails.
        setOutput('code-sha256', plan.file.sha256);
        setOutput('unchanged', false);
        setOutput('rolled-back', false);
        // Without api-key nothing can be read: the release is proved live by the probe, or not at all.
        if (plan.keyless)
            return { kind: 'keyless', plan };
        let script;
        try {
            script = await (0,edge_scripts_script/* readScript */.Uq)(client, plan.scriptId);
        }
        catch (error) {
            throw (0,not_found/* explainNotFound */.h)(error, (0,edge_scripts_script/* noEdgeScript */.qQ)(plan.scriptId));
        }
        // Configuration before code: a script its variables and secrets cannot boot is never saved.
        if (plan.requireEnv.length > 0)
            await requireEnvironment(plan.requireEnv, plan.scriptId, script, client, report);
        const { release: previous } = await (0,active_release/* readActiveRelease */.K)(client, plan.scriptId);
        const unchanged = previous !== undefined && plan.ifUnchanged === 'skip' && (0,code_hash/* releaseHash */.w)(previous) === plan.file.sha256;
        return { kind: unchanged ? 'unchanged' : 'publish', plan, script, previous };
    },
    show(decision, report, mode) {
        if (decision.kind === 'keyless')
            return showKeyless(decision.plan, report);
        const { setOutput, summary, log } = report;
        const { plan, script, previous } = decision;
        const { scriptId, file } = plan;
        summary.heading(`bunny.net publish-script: script ${scriptId}${mode === 'dry-run' ? ' (dry run)' : ''}`);
        setOutput('unchanged', decision.kind === 'unchanged');
        const urls = (0,edge_scripts_script/* scriptUrls */.GO)(script);
        setOutput('url', urls[0]);
        setOutput('urls', urls);
        setOutput('previous-release-uuid', previous?.Uuid ?? '');
        if (!script.CurrentReleaseId) {
            log.warning(`Script ${scriptId} had never been published: it ran its saved code. This step makes its first release; there is nothing to roll back to.`);
        }
        log.info(`Script ${scriptId}: ${previous ? `live ${(0,release_words/* releaseName */["do"])(previous)}` : 'no active release'}; file ${(0,untrusted_text/* inline */.mG)(file.given, 200)}, ${file.bytes} bytes, SHA-256 ${file.sha256}`);
        if (decision.kind === 'unchanged' && previous !== undefined) {
            reportLive(report, previous);
            setOutput('verified-by', 'release');
            log.info(`The live ${(0,release_words/* releaseName */["do"])(previous)} already runs this file byte for byte: nothing published (if-unchanged: skip)`);
            summary.verdict(true, `Unchanged: ${(0,release_words/* releaseName */["do"])(previous)} already runs this code`);
            facts(report, plan, previous);
            return;
        }
        if (mode === 'run')
            return;
        const writes = plannedWrites(decision);
        log.info(`Dry run: would save the code of ${(0,untrusted_text/* inline */.mG)(file.given, 200)} and publish it with the note:`);
        log.untrusted(plan.note);
        log.untrusted(JSON.stringify(writes, null, 2));
        setOutput('result', { dryRun: true, requests: writes });
        summary.verdict(true, `Dry run: would publish ${file.bytes} bytes (SHA-256 ${file.sha256.slice(0, 12)}) over ${previous ? (0,release_words/* releaseName */["do"])(previous) : 'no release'}`);
        summary.table(['Method', 'Path', 'Note'], writes.map((request) => [request.method, request.path, request.note ?? '']));
    },
    async apply(decision, client, report) {
        if (decision.kind === 'unchanged')
            return;
        if (decision.kind === 'keyless')
            return applyKeyless(decision.plan, client, report);
        const { plan, script, previous } = decision;
        const { log, summary } = report;
        const { scriptId, file } = plan;
        const uncertain = await saveAndPublish(plan, client, report);
        if (uncertain)
            log.warning(`The publish may have been carried out (${(0,release_words/* firstLine */.TM)(uncertain)}): reading the active release to see`);
        log.info(`Waiting up to ${plan.waitSeconds} s for it to go live, polling every ${plan.pollIntervalSeconds} s`);
        const identity = { codeSha256: file.sha256, note: sentNote(plan) ?? '', before: previous };
        const wait = await (0,release_wait/* waitForActiveRelease */.E)({
            client,
            scriptId,
            judge: (release) => {
                if (release === undefined)
                    return 'waiting';
                const seen = (0,release_identity/* recognisePublished */.Q3)(release, identity);
                return seen === 'before' ? 'waiting' : seen;
            },
            waitMs: plan.waitSeconds * 1000,
            intervalMs: plan.pollIntervalSeconds * 1000,
            clock: report.clock,
            onPoll: (poll) => log.info((0,release_words/* pollLine */.W5)(poll, stateOf)),
        });
        const published = { plan, client, report, script, previous };
        const lost = uncertain ? ` (the publish answered: ${(0,release_words/* firstLine */.TM)(uncertain)})` : '';
        const release = wait.release;
        if (wait.verdict === 'other' && release) {
            summary.verdict(false, `Superseded by ${(0,release_words/* releaseName */["do"])(release)}`);
            throw new Error(`The publish of script ${scriptId} was superseded by ${(0,release_words/* releaseName */["do"])(release)}, which went live ${(0,release_words/* waited */.h6)(wait)} with other code and another note (another deploy)${lost}. Nothing was rolled back`);
        }
        if (wait.verdict === 'raced' && release) {
            return failPublish(published, `${(0,release_words/* releaseName */["do"])(release)} went live with this step's note but not the file's code ${(0,release_words/* waited */.h6)(wait)}: another save of the script's code raced this step's, so this step published code that is not the file's${lost}`, release);
        }
        if (wait.verdict !== 'ours' || !release) {
            const now = release
                ? `${(0,release_words/* releaseName */["do"])(release)} is still live`
                : wait.failure
                    ? `the last read failed (${(0,release_words/* firstLine */.TM)(wait.failure)})`
                    : 'no release is live';
            return failPublish(published, `This step's release of script ${scriptId} did not go live ${(0,release_words/* waited */.h6)(wait)}: ${now}${lost}`, undefined);
        }
        reportLive(report, release);
        report.setOutput('verified-by', 'release');
        log.info(`Live: ${(0,release_words/* releaseName */["do"])(release)} ${(0,release_words/* waited */.h6)(wait)}, its code's SHA-256 is the file's`);
        if (sentNote(plan) !== undefined && (0,release_identity/* compareNotes */.B)(plan.note, release.Note) !== 'same') {
            log.warning(`The note of ${(0,release_words/* releaseName */["do"])(release)} is not the note sent: the platform kept ${JSON.stringify((0,untrusted_text/* inline */.mG)(release.Note ?? '', 200))}. The release is this step's (its code is the file's, and it was not live before)`);
        }
        if (plan.purge)
            await (0,linked_zone_purge/* purgeLinkedZones */.u)(client, script, report);
        if (plan.probe) {
            const outcome = await (0,probe_report/* probeAndReport */.wN)(plan.probe, report, { urlOutput: false });
            if (!outcome.matched) {
                // A network failure may be the runner's, not the release's: it rolls back only when asked.
                const rollBack = plan.rollbackOnFailure && (!(0,probe_report/* isNetworkFailure */.NQ)(outcome) || plan.rollbackOnProbeError);
                if (plan.rollbackOnFailure && !rollBack) {
                    // Said as it is: rollback-on-failure is true, the skip is rollback-on-probe-error's.
                    const reason = (0,probe_report/* probeFailure */.L$)(plan.probe, outcome);
                    summary.verdict(false, reason);
                    throw new Error(`${reason}. Nothing was rolled back: the probe failed on the network (${outcome.error ?? 'error'}), which may be the runner's and not the release's, and rollback-on-probe-error is false`);
                }
                return failPublish(published, (0,probe_report/* probeFailure */.L$)(plan.probe, outcome), release);
            }
        }
        summary.verdict(true, `Published: ${(0,release_words/* releaseName */["do"])(release)} is live`);
        facts(report, plan, release, previous);
    },
};
/**
 * Saves the file as the script's code and publishes it, each with the script credential when the
 * step has one (a fresh OIDC token each). Returns the publish's failure when it may have been
 * carried out (its answer lost, or a 5xx), for the caller to read the platform; throws any other.
 */
async function saveAndPublish(plan, client, report) {
    const { scriptId, file, credential } = plan;
    const explained = (error) => credential && error instanceof api_error/* ApiError */.h && error.status === 401 ? error.withMessage(`${error.message}. ${credential.refused}`) : error;
    try {
        await client.send(requests/* requests */.zG.saveScriptCode(scriptId, file.code, await credential?.get()));
    }
    catch (error) {
        throw explained(error);
    }
    let uncertain;
    try {
        await client.send(requests/* requests */.zG.publishScript(scriptId, sentNote(plan), await credential?.get()));
        report.log.info(`Saved and published the code of ${(0,untrusted_text/* inline */.mG)(file.given, 200)}${credential ? ` with ${credential.input}` : ''}, ${credential ? "with no note (a publish with a script credential has no body, as the platform's own deploy action sends it)" : 'with the note:'}`);
    }
    catch (error) {
        if (!(0,write_outcome/* mayHaveBeenCarriedOut */.o)(error))
            throw explained(error);
        uncertain = error;
        report.log.info(`Saved the code; the publish answered no success.${credential ? '' : ' The note sent:'}`);
    }
    if (!credential)
        report.log.untrusted(plan.note);
    return uncertain;
}
function showKeyless(plan, { setOutput, summary, log }) {
    summary.heading(`bunny.net publish-script: script ${plan.scriptId} (${plan.credential?.input ?? 'keyless'})`);
    setOutput('unchanged', false);
    log.info(`No api-key: the code is saved and published with ${plan.credential?.input ?? 'no credential'}; the releases cannot be read, so ` +
        (plan.verifyNone ? 'verify: none: nothing proves that the new code is live.' : 'the probe proves the new code live.'));
    log.info("Without api-key the script's linked pull zones cannot be read: nothing is purged.");
}
/** A publish without api-key: the probe is the only proof, and there is no release to roll back to. */
async function applyKeyless(plan, client, report) {
    const { setOutput, summary, log } = report;
    const uncertain = await saveAndPublish(plan, client, report);
    const lost = uncertain ? ` The publish answered: ${(0,release_words/* firstLine */.TM)(uncertain)}.` : '';
    if (plan.verifyNone || plan.probe === undefined) {
        setOutput('verified-by', 'none');
        setOutput('result', { keyless: true, verifiedBy: 'none' });
        if (uncertain) {
            summary.verdict(false, 'The publish may not have been carried out, and nothing was verified');
            throw new Error(`The publish of script ${plan.scriptId} answered ${(0,release_words/* firstLine */.TM)(uncertain)}: it may or may not have been carried out, and with verify: none and no api-key nothing can tell which`);
        }
        log.warning('verify: none: the publish was accepted, but nothing proves that the new code is live.');
        summary.verdict(true, 'Published, not verified (verify: none)');
        return;
    }
    if (uncertain)
        log.warning(`The publish may have been carried out (${(0,release_words/* firstLine */.TM)(uncertain)}): the probe tells`);
    const outcome = await (0,probe_report/* probeAndReport */.wN)(plan.probe, report, { urlOutput: false });
    setOutput('verified-by', outcome.matched ? 'probe' : 'none');
    setOutput('result', { keyless: true, verifiedBy: outcome.matched ? 'probe' : 'none' });
    if (!outcome.matched) {
        const reason = (0,probe_report/* probeFailure */.L$)(plan.probe, outcome);
        summary.verdict(false, reason);
        throw new Error(`${reason}.${lost} Nothing was rolled back: without api-key the step cannot read or re-publish releases`);
    }
    summary.verdict(true, 'Published and verified by the probe');
}
function facts(report, plan, release, previous) {
    report.summary.facts([
        ['Release', (0,release_words/* releaseName */["do"])(release)],
        ['Previous', previous ? (0,release_words/* releaseName */["do"])(previous) : ''],
        ['Code SHA-256', plan.file.sha256],
        ['Note', (0,untrusted_text/* inline */.mG)(release.Note, 300)],
    ]);
}


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


/***/ }),

/***/ 2835:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ readSecretList),
/* harmony export */   l: () => (/* binding */ noScriptSecret)
/* harmony export */ });
/* harmony import */ var _api_api_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(316);
/* harmony import */ var _api_requests_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7109);


/** What a 404 of one secret's write means: the secret, or its script, is not there. */
const noScriptSecret = (scriptId, secretId) => `Script ${scriptId} has no secret with the id ${secretId}, or the script does not exist: check script-id and secret-id.`;
/**
 * An answer of the list read that holds no `Secrets` array. The platform sends every secret at
 * once (no paging), so an answer without the array says nothing about which secrets exist:
 * never read as "the script has none", which would make every listed name look new and, to a
 * prune, leave nothing to compare with.
 */
class SecretListUnreadable extends Error {
    status;
    constructor(request, status) {
        super(`${request} answered ${status} without the Secrets array, so which secrets the script has is unknown`);
        this.name = 'SecretListUnreadable';
        this.status = status;
    }
}
/** The script's secrets, ids and names, all at once. A read that fails throws: it never counts as "none". */
async function readSecretList(client, scriptId) {
    const request = _api_requests_js__WEBPACK_IMPORTED_MODULE_1__/* .requests */ .zG.scriptSecrets(scriptId);
    try {
        const response = await client.send(request);
        const secrets = response.body.Secrets;
        if (!Array.isArray(secrets))
            throw new SecretListUnreadable((0,_api_requests_js__WEBPACK_IMPORTED_MODULE_1__/* .requestLine */ .uA)(request), response.status);
        return { secrets, status: response.status };
    }
    catch (error) {
        if (error instanceof _api_api_error_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .h && error.status === 404)
            return { missing: error, status: 404 };
        throw error;
    }
}


/***/ })

};
