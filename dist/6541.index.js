export const id = 6541;
export const ids = [6541];
export const modules = {

/***/ 8980:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ batchStatus),
/* harmony export */   V: () => (/* binding */ settleWithConcurrency)
/* harmony export */ });
/**
 * Runs `task` over `items` with at most `limit` in flight and returns the settled results
 * in input order, so one failure neither stops the others nor loses their results.
 */
async function settleWithConcurrency(items, limit, task) {
    const results = new Array(items.length);
    let next = 0;
    const worker = async () => {
        for (let index = next++; index < items.length; index = next++) {
            try {
                results[index] = { status: 'fulfilled', value: await task(items[index], index) };
            }
            catch (reason) {
                results[index] = { status: 'rejected', reason };
            }
        }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
    return results;
}
/**
 * The `status` of a batch, whose requests finish in any order: the first status outside 2xx in
 * the order the requests were made, else 200; undefined when no request got an answer.
 */
function batchStatus(statuses) {
    const known = statuses.filter((status) => status !== undefined);
    if (known.length === 0)
        return undefined;
    return known.find((status) => status < 200 || status > 299) ?? 200;
}


/***/ }),

/***/ 4680:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HL: () => (/* binding */ pruneGuards),
/* harmony export */   i3: () => (/* binding */ SECRET_PRUNE),
/* harmony export */   se: () => (/* binding */ refusalMessage),
/* harmony export */   uF: () => (/* binding */ VARIABLE_PRUNE),
/* harmony export */   yb: () => (/* binding */ readPruneSettings)
/* harmony export */ });
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2495);
/* harmony import */ var _runner_untrusted_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3649);
/**
 * The prune inputs that upsert-secret (a script's secrets) and sync-variables (its variables)
 * share: keep patterns, a ceiling on how many go, and whether the script may be emptied of
 * everything it had. The decision is the platform's (platform/edge-scripts/prune.ts); the words
 * naming these inputs are here, so both operations refuse a prune in the same terms.
 */


const MAX_PRUNE_DEFAULT = 5;
const MAX_PRUNE_LIMIT = 1000;
const SECRET_PRUNE = { noun: 'secret', listInput: 'secrets' };
const VARIABLE_PRUNE = { noun: 'variable', listInput: 'variables' };
/** `*` matches any run of characters, everything else itself; the whole name, without regard to case. */
function keepPattern(text) {
    const body = text
        .split('*')
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*');
    return { text, regex: new RegExp(`^${body}$`, 'is') };
}
/**
 * `keep`: one pattern a line. An empty line before the last pattern (or after it, beyond the
 * line break a YAML block ends with) is refused rather than skipped: it is what an expression
 * that expanded to nothing leaves, and the entry it meant to protect would be deleted.
 */
function readKeepPatterns(inputs, words) {
    const raw = inputs.raw('keep');
    if (raw === undefined)
        return [];
    const lines = raw.replace(/\r?\n$/, '').split(/\r?\n/);
    const problems = [];
    const patterns = [];
    lines.forEach((line, index) => {
        const text = (0,_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .trimAscii */ .ic)(line);
        const where = `line ${index + 1}`;
        if (text === '') {
            problems.push(`${where} is empty; an empty pattern is refused because an expression that expanded to nothing leaves one, and the ${words.noun}s it was meant to keep would be deleted. Give one name pattern a line (* matches any characters)`);
        }
        else if (text.length > _inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_LINE_LENGTH */ .l6) {
            problems.push(`${where} is ${text.length} characters long; at most ${_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_LINE_LENGTH */ .l6} are allowed`);
        }
        else if (/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(text)) {
            problems.push(`${where} has a control character; a ${words.noun} name cannot hold one`);
        }
        else {
            patterns.push(keepPattern(text));
        }
    });
    if (problems.length > 0)
        throw new _inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('keep', problems.join('\n'));
    return patterns;
}
/**
 * The prune inputs. `keep`, `max-prune` and `allow-prune-all` are checked whether or not
 * `prune` is on (a workflow may switch prune with an expression). `needsList` is the refusal
 * of a prune without the list (upsert-secret with secret-name); undefined when the list is
 * the operation's only form.
 */
function readPruneSettings(inputs, words, hasList, needsList) {
    const prune = inputs.boolean('prune', false);
    const keep = inputs.check(() => readKeepPatterns(inputs, words)) ?? [];
    const maxPrune = inputs.integer('max-prune', { min: 0, max: MAX_PRUNE_LIMIT, default: MAX_PRUNE_DEFAULT }) ?? MAX_PRUNE_DEFAULT;
    const allowPruneAll = inputs.boolean('allow-prune-all', false);
    if (!prune)
        return undefined;
    if (!hasList) {
        if (needsList !== undefined)
            inputs.problems.add(new _inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('prune', needsList));
        return undefined;
    }
    return { keep, maxPrune, allowPruneAll };
}
const shown = (names) => names.map((name) => (0,_runner_untrusted_text_js__WEBPACK_IMPORTED_MODULE_1__/* .inline */ .mG)(name, 80)).join(', ');
/** The guards of the platform's prune decision, from the settings: a keep pattern is matched without regard to case. */
function pruneGuards(settings) {
    return {
        keptBy: (name) => settings.keep.find((keep) => keep.regex.test(name))?.text,
        maxPrune: settings.maxPrune,
        allowPruneAll: settings.allowPruneAll,
    };
}
/** Why the prune is refused, in the words of the inputs that would let it. */
function refusalMessage(decision, words) {
    const refusal = decision.refusal;
    if (refusal === undefined)
        return undefined;
    const names = shown(decision.deletions.map((entry) => entry.Name));
    const { noun, listInput } = words;
    if (refusal.reason === 'too-many') {
        return (`The prune would delete ${refusal.count} ${noun}s, more than max-prune (${refusal.maxPrune}): ${names}. ` +
            `Nothing was deleted. Raise max-prune, add keep patterns, or name the ${noun}s in ${listInput}.`);
    }
    return (`The prune would delete every ${noun} the script had (${names}): the list names none of them. ` +
        `Nothing was deleted. Check script-id and ${listInput}; if that is what you want, set allow-prune-all: true.`);
}


/***/ }),

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

/***/ 6955:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AZ: () => (/* binding */ carryOutPrune),
/* harmony export */   hP: () => (/* binding */ pruneFailure),
/* harmony export */   ni: () => (/* binding */ showPrunePlan),
/* harmony export */   wl: () => (/* binding */ prunedResult),
/* harmony export */   xK: () => (/* binding */ prunePlanRows)
/* harmony export */ });
/* harmony import */ var _api_api_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(316);
/* harmony import */ var _api_bounded_concurrency_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8980);
/* harmony import */ var _runner_untrusted_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3649);
/**
 * The prune of a script's secrets (upsert-secret) or variables (sync-variables), after every
 * write succeeded: what the log says of the plan, the deletes by id (a 404 is a delete done),
 * and the failure that names each delete that did not go through.
 */



/** "OLD_A (id 7003)": an entry as the prune lines name it, so that its id can be looked up. */
const named = ({ Name, Id }) => `${(0,_runner_untrusted_text_js__WEBPACK_IMPORTED_MODULE_1__/* .inline */ .mG)(Name, 80)} (id ${Id})`;
const capital = (word) => word.charAt(0).toUpperCase() + word.slice(1);
/** The log lines of a prune plan: what is kept and why, what cannot be named, what goes. */
function showPrunePlan(decision, log, words, dryRun) {
    const would = dryRun ? 'would be ' : '';
    const Noun = capital(words.noun);
    for (const entry of decision.kept)
        log.info(`${Noun} ${named(entry)} is not in the list but kept: it matches keep pattern ${(0,_runner_untrusted_text_js__WEBPACK_IMPORTED_MODULE_1__/* .inline */ .mG)(entry.pattern, 80)}`);
    for (const id of decision.unnamed)
        log.warning(`${Noun} ${id} has no name in the script's list, so it is never pruned`);
    if (decision.deletions.length === 0)
        log.info(`No ${words.noun} of the script is left out of the list: nothing to prune.`);
    else
        log.info(`Not in the list, ${would}pruned: ${decision.deletions.map(named).join(', ')}`);
}
/** The summary rows of a prune plan: name, id, and what becomes of it. */
function prunePlanRows(decision, refused, dryRun) {
    return [
        ...decision.kept.map(({ Name, Id, pattern }) => [Name, Id, `kept (keep: ${pattern})`]),
        ...decision.deletions.map(({ Name, Id }) => [
            Name,
            Id,
            refused ? `not deleted: the prune ${dryRun ? 'is' : 'was'} refused` : 'deleted',
        ]),
    ];
}
/**
 * Deletes what the decision lets go, at most `concurrency` at once, each by id. Every delete is
 * tried whatever another did: each one that fails is named afterwards.
 */
async function carryOutPrune(decision, concurrency, remove, log, words, scriptId) {
    const Noun = capital(words.noun);
    const settled = await (0,_api_bounded_concurrency_js__WEBPACK_IMPORTED_MODULE_2__/* .settleWithConcurrency */ .V)(decision.deletions, concurrency, async (entry) => {
        const { status } = await remove(entry);
        const gone = status === 404;
        log.info(`${Noun} ${named(entry)} of script ${scriptId}: ${gone ? 'already gone (404)' : 'deleted'}`);
        return { status, gone };
    });
    return settled.map((outcome, index) => {
        const entry = decision.deletions[index] ?? { Id: 0, Name: '' };
        if (outcome.status === 'fulfilled')
            // A 404 is a delete done: it flags nothing in the batch's status.
            return { ...entry, Deleted: true, gone: outcome.value.gone, status: outcome.value.gone ? 204 : outcome.value.status };
        const reason = outcome.reason;
        return { ...entry, Deleted: false, gone: false, status: reason instanceof _api_api_error_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .h ? reason.status : undefined, error: reason };
    });
}
/** What a delete's row says. */
function prunedResult(entry) {
    if (!entry.Deleted)
        return `delete failed: ${entry.error.message}`;
    return entry.gone ? 'deleted (already gone)' : 'deleted';
}
/** The step's failure when a delete failed, keeping the first API failure's status and error key; undefined when none did. */
function pruneFailure(pruned, words) {
    const failed = pruned.filter((entry) => !entry.Deleted);
    if (failed.length === 0)
        return undefined;
    const lines = failed.map((entry) => `${(0,_runner_untrusted_text_js__WEBPACK_IMPORTED_MODULE_1__/* .inline */ .mG)(entry.Name, 80)}: ${entry.error.message}`);
    const message = `Every listed ${words.noun} was written, but ${failed.length} of ${pruned.length} deletions failed:\n${lines.join('\n')}`;
    const cause = failed.find((entry) => entry.error instanceof _api_api_error_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .h)?.error;
    return cause instanceof _api_api_error_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .h ? cause.withMessage(message) : new Error(message);
}


/***/ }),

/***/ 6541:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  operation: () => (/* binding */ sync_variables_operation)
});

// EXTERNAL MODULE: ./api/requests.ts
var requests = __webpack_require__(7109);
// EXTERNAL MODULE: ./api/api-error.ts
var api_error = __webpack_require__(316);
// EXTERNAL MODULE: ./api/bounded-concurrency.ts
var bounded_concurrency = __webpack_require__(8980);
// EXTERNAL MODULE: ./inputs/prune-settings.ts
var prune_settings = __webpack_require__(4680);
// EXTERNAL MODULE: ./inputs/variable-inputs.ts
var variable_inputs = __webpack_require__(1634);
// EXTERNAL MODULE: ./platform/edge-scripts/prune.ts
var edge_scripts_prune = __webpack_require__(8239);
;// CONCATENATED MODULE: ./platform/script-variables/variable-list.ts


/**
 * A script read that holds no `EdgeScriptVariables` array. The script read is the only list of
 * its variables, so an answer without the array says nothing about which exist: it is never
 * read as "the script has none", which would make every name look new (and reset its
 * `Required`) and leave a prune nothing to compare with.
 */
class VariableListUnreadable extends Error {
    status;
    constructor(request, status) {
        super(`${request} answered ${status} without the EdgeScriptVariables array, so which variables the script has is unknown`);
        this.name = 'VariableListUnreadable';
        this.status = status;
    }
}
/** The script's variables, all at once, from the script read. A read that fails throws: it never counts as "none". */
async function readScriptVariables(client, scriptId) {
    const request = requests/* requests */.zG.edgeScript(scriptId);
    try {
        const response = await client.send(request);
        const variables = response.body.EdgeScriptVariables;
        if (!Array.isArray(variables))
            throw new VariableListUnreadable((0,requests/* requestLine */.uA)(request), response.status);
        return { variables, status: response.status };
    }
    catch (error) {
        if (error instanceof api_error/* ApiError */.h && error.status === 404)
            return { missing: error, status: 404 };
        throw error;
    }
}

;// CONCATENATED MODULE: ./platform/script-variables/variable-sync.ts
/**
 * Each wanted variable against the script's: one whose DefaultValue already is the value is left
 * alone (a re-run writes nothing), one of another value is updated, one the script lacks is
 * created. Names are matched exactly, as the code reads them (`env.API_URL`).
 */
function planVariableChanges(existing, wanted) {
    const byName = new Map();
    for (const variable of existing)
        if (variable.Name)
            byName.set(variable.Name, variable);
    return wanted.map(({ name, value }) => {
        const found = byName.get(name);
        if (!found)
            return { name, value, kind: 'create', required: false };
        const kind = (found.DefaultValue ?? '') === value ? 'unchanged' : 'update';
        return { name, value, kind, id: found.Id, required: found.Required ?? false };
    });
}
/** Whether the script as read holds the change as written: after a write whose answer was lost, this decides. */
function holdsChange(variables, change) {
    return variables.find((variable) => variable.Name === change.name && (variable.DefaultValue ?? '') === change.value);
}

// EXTERNAL MODULE: ./platform/edge-scripts/script.ts
var script = __webpack_require__(1384);
// EXTERNAL MODULE: ./platform/not-found.ts
var not_found = __webpack_require__(7765);
// EXTERNAL MODULE: ./operations/operation.ts
var operation = __webpack_require__(2806);
// EXTERNAL MODULE: ./operations/shared/env-prune.ts
var env_prune = __webpack_require__(6955);
;// CONCATENATED MODULE: ./operations/sync-variables/index.ts












/**
 * Writes to one script's variables sent at once. A few: the account's rate limit slows them all
 * (the transport's gate), and a script's configuration is a handful of variables.
 */
const WRITE_CONCURRENCY = 4;
const heading = (scriptId, dryRun = false) => `bunny.net sync-variables: script ${scriptId}${dryRun ? ' (dry run)' : ''}`;
const names = (changes, kind) => changes.filter((change) => change.kind === kind).map((change) => change.name);
const written = (kind) => (kind === 'create' ? 'created' : kind === 'update' ? 'updated' : 'unchanged');
/** The write a change sends: the whole variable, its Required as the script has it. */
const writeOf = (scriptId, change, value) => requests/* requests */.zG.upsertVariable(scriptId, { Name: change.name, DefaultValue: value, Required: change.required });
/**
 * Whether a write that failed may have been carried out: its answer was lost, or a 5xx came
 * back. A refusal (4xx, a redirect) changed nothing.
 */
function mayHaveLanded(error) {
    if (!(error instanceof api_error/* ApiError */.h))
        return false;
    if (error.kind === 'redirect')
        return false;
    return error.kind !== 'http' || (error.status !== undefined && error.status >= 500);
}
/** The script's variables, read before anything is written. A failed read fails the step: it never counts as "none". */
async function readBeforeWriting(plan, client, { summary }) {
    const why = `The variables of script ${plan.scriptId} could not be read, so nothing was written and nothing deleted (a failed read never counts as an empty list).`;
    const failed = () => summary.heading(heading(plan.scriptId)).verdict(false, 'The variables could not be read: nothing written, nothing deleted');
    let read;
    try {
        read = await readScriptVariables(client, plan.scriptId);
    }
    catch (error) {
        failed();
        // What the API said first (a 401 says which key is wanted), then what it means for this step.
        if (error instanceof api_error/* ApiError */.h)
            throw error.withMessage(`${error.message}\n${why}`);
        if (error instanceof Error)
            throw new Error(`${error.message}\n${why}`);
        throw error;
    }
    if (read.missing) {
        failed();
        throw (0,not_found/* explainNotFound */.h)(read.missing.withMessage(`${read.missing.message}\n${why}`), (0,script/* noScript */.d4)(plan.scriptId));
    }
    return read;
}
function showDryRun({ plan, changes, prune }, report) {
    const { setOutput, summary, log } = report;
    const refused = prune && (0,prune_settings/* refusalMessage */.se)(prune, prune_settings/* VARIABLE_PRUNE */.uF);
    const writes = changes.filter((change) => change.kind !== 'unchanged');
    summary.heading(heading(plan.scriptId, true));
    summary.table(['Variable', 'Id', 'Would be'], [
        ...changes.map((change) => [change.name, change.id, written(change.kind)]),
        ...(prune ? (0,env_prune/* prunePlanRows */.xK)(prune, refused !== undefined, true) : []),
    ]);
    if (prune)
        (0,env_prune/* showPrunePlan */.ni)(prune, log, prune_settings/* VARIABLE_PRUNE */.uF, true);
    setOutput('result', {
        dryRun: true,
        requests: [
            ...writes.map((change) => (0,requests/* planned */.lM)(writeOf(plan.scriptId, change, operation/* REDACTED */.X))),
            ...(prune && !refused ? prune.deletions.map((entry) => (0,requests/* planned */.lM)(requests/* requests */.zG.deleteVariable(plan.scriptId, entry.Id))) : []),
        ],
        create: names(changes, 'create'),
        update: names(changes, 'update'),
        unchanged: names(changes, 'unchanged'),
        ...(prune ? { delete: prune.deletions.map((entry) => entry.Name), keep: prune.kept.map((entry) => entry.Name) } : {}),
        ...(refused ? { refused } : {}),
    });
    if (refused) {
        summary.verdict(false, 'The prune would be refused');
        throw new Error(`Dry run: ${refused.replace('Nothing was deleted. ', '')}`);
    }
    summary.verdict(true, `Dry run: ${writes.length} variable(s) would be written, ${prune?.deletions.length ?? 0} deleted`);
}
const sync_variables_operation = {
    plan({ inputs }) {
        const scriptId = inputs.id('script-id');
        const variables = inputs.check(() => (0,variable_inputs/* readVariableLines */.Q)(inputs)) ?? [];
        const prune = (0,prune_settings/* readPruneSettings */.yb)(inputs, prune_settings/* VARIABLE_PRUNE */.uF, variables.length > 0);
        return { scriptId, variables, prune };
    },
    concurrency(plan) {
        // A prune deletes as many as the script has beyond the list: that number is known only later.
        return plan.prune ? WRITE_CONCURRENCY : Math.max(1, Math.min(WRITE_CONCURRENCY, plan.variables.length));
    },
    describe(plan) {
        return [
            (0,requests/* planned */.lM)(requests/* requests */.zG.edgeScript(plan.scriptId), 'its EdgeScriptVariables decide what is written'),
            ...plan.variables.map((variable) => (0,requests/* planned */.lM)(requests/* requests */.zG.upsertVariable(plan.scriptId, { Name: variable.name, DefaultValue: operation/* REDACTED */.X, Required: false }), 'only when the variable is missing or has another value; Required as the variable has it')),
        ];
    },
    async inspect(plan, client, report) {
        const read = await readBeforeWriting(plan, client, report);
        const changes = planVariableChanges(read.variables, plan.variables);
        const prune = plan.prune
            ? (0,edge_scripts_prune/* decidePrune */.Z)(read.variables, plan.variables.map((variable) => variable.name), (0,prune_settings/* pruneGuards */.HL)(plan.prune))
            : undefined;
        return { plan, status: read.status, existing: read.variables, changes, prune };
    },
    show(decision, report, mode) {
        const { plan, changes } = decision;
        const list = (kind) => names(changes, kind).join(', ') || 'none';
        report.log.info(`Script ${plan.scriptId}: ${mode === 'dry-run' ? 'would create' : 'to create'} ${list('create')}; ${mode === 'dry-run' ? 'would update' : 'to update'} ${list('update')}; unchanged ${list('unchanged')}. Values are never shown.`);
        if (mode === 'dry-run')
            return showDryRun(decision, report);
    },
    async apply({ plan, status, changes, prune: decision }, client, report) {
        const { setOutput, summary, log } = report;
        const statuses = [status];
        const byName = new Map(plan.variables.map((variable) => [variable.name, variable.value]));
        const writes = changes.filter((change) => change.kind !== 'unchanged');
        const settled = await (0,bounded_concurrency/* settleWithConcurrency */.V)(writes, WRITE_CONCURRENCY, async (change) => {
            const response = await client
                .send(writeOf(plan.scriptId, change, byName.get(change.name) ?? change.value))
                .catch((error) => {
                throw (0,not_found/* explainNotFound */.h)(error, (0,script/* noScript */.d4)(plan.scriptId));
            });
            log.info(`Variable ${change.name} of script ${plan.scriptId}: ${written(change.kind)}`);
            return response.status;
        });
        for (const outcome of settled)
            statuses.push(outcome.status === 'fulfilled' ? outcome.value : statusOf(outcome.reason));
        // A write whose answer was lost (or came back 5xx) may have been carried out: the script is
        // read once more, and what it holds decides, before anything else is.
        const failures = new Map();
        settled.forEach((outcome, index) => {
            const change = writes[index];
            if (change && outcome.status === 'rejected')
                failures.set(change.name, outcome.reason);
        });
        const uncertain = writes.filter((change) => mayHaveLanded(failures.get(change.name)));
        if (uncertain.length > 0) {
            log.warning(`${uncertain.map((change) => change.name).join(', ')}: the write got no answer that says whether it was carried out; reading the script's variables back to see`);
            try {
                const again = await readScriptVariables(client, plan.scriptId);
                for (const change of uncertain) {
                    const found = again.variables && holdsChange(again.variables, change);
                    if (found) {
                        failures.delete(change.name);
                        if (change.id === undefined)
                            change.id = found.Id;
                        log.info(`Variable ${change.name}: the script holds the value sent, so the write was carried out`);
                    }
                    else {
                        const first = failures.get(change.name);
                        failures.set(change.name, first instanceof api_error/* ApiError */.h ? first.withMessage(`${first.message}; read back, the script does not hold the value sent`) : first);
                    }
                }
            }
            catch (error) {
                log.warning(`The variables could not be read back (${error.message}): the writes without an answer count as failed`);
            }
        }
        const results = changes.map((change) => {
            const failure = failures.get(change.name);
            const base = { Name: change.name, ...(change.id === undefined ? {} : { Id: change.id }) };
            if (failure !== undefined)
                return { ...base, Change: 'failed', Error: failure.message };
            return { ...base, Change: written(change.kind) };
        });
        const ok = (kind) => changes.filter((change) => change.kind === kind && !failures.has(change.name)).map((change) => change.name);
        setOutput('created-names', ok('create'));
        setOutput('updated-names', ok('update'));
        setOutput('unchanged-names', ok('unchanged'));
        setOutput('result', results);
        summary.heading(heading(plan.scriptId));
        const rows = results.map((r) => [r.Name, r.Error !== undefined ? `failed: ${r.Error}` : r.Change, r.Id]);
        if (failures.size > 0) {
            setOutput('status', (0,bounded_concurrency/* batchStatus */.F)(statuses));
            if (plan.prune)
                setOutput('deleted-names', []);
            summary.table(['Variable', 'Result', 'Id'], rows);
            summary.verdict(false, `${failures.size} of ${writes.length} variable writes failed`);
            const lines = [...failures].map(([name, error]) => `${name}: ${error.message}`);
            const pruned = plan.prune ? '; nothing was pruned, since a prune runs only after every write succeeded' : '';
            const message = `${failures.size} of ${writes.length} variable writes failed; the others were written${pruned}:\n${lines.join('\n')}`;
            const cause = [...failures.values()].find((error) => error instanceof api_error/* ApiError */.h);
            throw cause instanceof api_error/* ApiError */.h ? cause.withMessage(message) : new Error(message);
        }
        if (!decision) {
            setOutput('status', (0,bounded_concurrency/* batchStatus */.F)(statuses));
            summary.table(['Variable', 'Result', 'Id'], rows);
            summary.verdict(true, writes.length === 0 ? 'Every variable already had its value: nothing written' : `${writes.length} variable(s) written`);
            return;
        }
        (0,env_prune/* showPrunePlan */.ni)(decision, log, prune_settings/* VARIABLE_PRUNE */.uF, false);
        const refused = (0,prune_settings/* refusalMessage */.se)(decision, prune_settings/* VARIABLE_PRUNE */.uF);
        if (refused) {
            setOutput('deleted-names', []);
            setOutput('status', (0,bounded_concurrency/* batchStatus */.F)(statuses));
            summary.table(['Variable', 'Result', 'Id'], [...rows, ...(0,env_prune/* prunePlanRows */.xK)(decision, true, false).map(([name, id, what]) => [name, what, id])]);
            summary.verdict(false, 'Every listed variable was written; the prune was refused');
            throw new Error(`Every listed variable was written. ${refused}`);
        }
        const deleted = await (0,env_prune/* carryOutPrune */.AZ)(decision, WRITE_CONCURRENCY, (entry) => client.send(requests/* requests */.zG.deleteVariable(plan.scriptId, entry.Id)), log, prune_settings/* VARIABLE_PRUNE */.uF, plan.scriptId);
        for (const entry of deleted)
            statuses.push(entry.status);
        setOutput('deleted-names', deleted.filter((entry) => entry.Deleted).map((entry) => entry.Name));
        setOutput('result', [
            ...results,
            ...deleted.map((entry) => entry.Deleted
                ? { Name: entry.Name, Id: entry.Id, Change: 'deleted' }
                : { Name: entry.Name, Id: entry.Id, Change: 'delete failed', Error: entry.error.message }),
        ]);
        setOutput('status', (0,bounded_concurrency/* batchStatus */.F)(statuses));
        summary.table(['Variable', 'Result', 'Id'], [
            ...rows,
            ...decision.kept.map(({ Name, Id, pattern }) => [Name, `kept (keep: ${pattern})`, Id]),
            ...deleted.map((entry) => [entry.Name, (0,env_prune/* prunedResult */.wl)(entry), entry.Id]),
        ]);
        const failed = (0,env_prune/* pruneFailure */.hP)(deleted, prune_settings/* VARIABLE_PRUNE */.uF);
        if (failed) {
            summary.verdict(false, 'Every listed variable was written; a delete failed');
            throw failed;
        }
        summary.verdict(true, `${writes.length} variable(s) written, ${deleted.length} deleted`);
    },
};
const statusOf = (error) => (error instanceof api_error/* ApiError */.h ? error.status : undefined);


/***/ }),

/***/ 8239:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ decidePrune)
/* harmony export */ });
/**
 * The prune of a script's environment: its secrets (upsert-secret) and its variables
 * (sync-variables) are both named values of one script, deleted by id, and guarded the same way.
 */
/**
 * Which of the script's entries go: those the list does not name (compared without regard to
 * case, so that a platform that matches names so never loses an entry just written), minus
 * those a keep pattern matches. Then the guards, in order: at most `maxPrune`, and not every
 * entry the script had unless `allowPruneAll`. Deleting is the one change that cannot be undone
 * (a secret's value cannot be read back; a variable's was the previous configuration), so this
 * is decided from the script's own list, read before anything is written.
 */
function decidePrune(existing, listed, guards) {
    const named = new Set(listed.map((name) => name.toLowerCase()));
    const decision = { deletions: [], kept: [], unnamed: [] };
    for (const entry of existing) {
        const name = entry.Name;
        if (name === null || name === undefined || name === '') {
            decision.unnamed.push(entry.Id);
            continue;
        }
        if (named.has(name.toLowerCase()))
            continue;
        const pattern = guards.keptBy(name);
        if (pattern !== undefined)
            decision.kept.push({ Id: entry.Id, Name: name, pattern });
        else
            decision.deletions.push({ Id: entry.Id, Name: name });
    }
    const count = decision.deletions.length;
    if (count > guards.maxPrune)
        decision.refusal = { reason: 'too-many', count, maxPrune: guards.maxPrune };
    else if (count > 0 && count === existing.length && !guards.allowPruneAll)
        decision.refusal = { reason: 'all', count };
    return decision;
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
