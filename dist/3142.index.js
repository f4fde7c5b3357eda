export const id = 3142;
export const ids = [3142];
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

/***/ 3438:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GY: () => (/* binding */ checkSecretValue),
/* harmony export */   aM: () => (/* binding */ checkSecretName),
/* harmony export */   dU: () => (/* binding */ readSecretList)
/* harmony export */ });
/* unused harmony export isConventionalName */
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2495);
/* harmony import */ var _api_limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9023);


const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
/**
 * Checks a secret value, already registered for masking where it was read; never puts the
 * value in a message. `source` names where it came from when that is not the input itself.
 */
function checkSecretValue(input, value, source) {
    if (value === undefined || value === '') {
        throw new _inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(input, `${source ?? 'the value'} is empty; a secret that a workflow expression could not resolve arrives as an empty string, so an empty value is refused`);
    }
    if (value.length > _api_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .SECRET_VALUE_MAX */ .KJ) {
        throw new _inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(input, `${source ?? 'the value'} is ${value.length} characters long; the API allows at most ${_api_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .SECRET_VALUE_MAX */ .KJ}`);
    }
    return value;
}
/**
 * A secret name: 1 to 256 characters, as the API allows, without control characters (a
 * newline in a name would start a new log line). `hideText` leaves the text out of the
 * message: in the `secrets` list a user may have pasted a value where a name belongs.
 */
function checkSecretName(input, name, where = '', hideText = false) {
    if (name.length < 1 || name.length > _api_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .SECRET_NAME_MAX */ .Ez) {
        throw new _inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(input, `${where}secret name must be 1 to ${_api_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .SECRET_NAME_MAX */ .Ez} characters, got ${name.length}`);
    }
    const control = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.exec(name);
    if (control) {
        const shown = hideText ? `has a control character at position ${control.index + 1}` : `${(0,_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .showValue */ .vp)(name)} has a control character`;
        throw new _inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(input, `${where}secret name ${shown}; names may not hold control characters`);
    }
    return name;
}
/**
 * The `secrets` input: one secret a line, `NAME` (value from the variable NAME) or
 * `NAME=VAR` (value from VAR). Values travel through `env:`, never through YAML parsing.
 */
function readSecretList(inputs, env) {
    const lines = inputs.lines('secrets');
    const seen = new Set();
    const problems = [];
    const read = [];
    lines.forEach((line, index) => {
        const where = `line ${index + 1}: `;
        try {
            const equals = line.indexOf('=');
            const name = (0,_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .trimAscii */ .ic)(equals === -1 ? line : line.slice(0, equals));
            const variable = (0,_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .trimAscii */ .ic)(equals === -1 ? line : line.slice(equals + 1));
            const value = variable === '' ? undefined : inputs.environmentSecret(env, variable);
            // A token is printed only when it is proven to be a variable's name (it is set) or reads
            // as one by convention; anything else may be a value pasted where a name belongs, so it
            // is masked and left out of every message.
            const shownAsName = value !== undefined || isConventionalName(variable);
            if (!shownAsName && variable.length >= 4)
                inputs.mask(variable);
            if (!shownAsName && equals === -1 && name.length >= 4)
                inputs.mask(name);
            checkSecretName('secrets', name, where, true);
            if (!ENV_NAME.test(variable) || !shownAsName) {
                throw new _inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('secrets', `${where}${equals === -1 ? 'the line' : "the text after '='"} is not set as an environment variable and does not read as a variable name (capitals, digits and _); it is not shown in case it is a value. ` +
                    'Expected NAME or NAME=VARIABLE, one secret a line, with the value passed through env:');
            }
            if (seen.has(name))
                throw new _inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('secrets', `${where}secret ${name} is listed twice`);
            seen.add(name);
            if (value === undefined) {
                throw new _inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('secrets', `${where}environment variable ${variable} is not set; pass the value with env: ${variable}: \${{ secrets.${variable} }}`);
            }
            const source = `environment variable ${variable}`;
            read.push({ name, value: checkSecretValue('secrets', value, `${where}${source}`), source });
        }
        catch (error) {
            if (!(error instanceof _inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz))
                throw error;
            problems.push(error.message.replace(/^Input 'secrets': /, ''));
        }
    });
    // Every line's problem at once: three unset variables are three lines of one message.
    if (problems.length > 0)
        throw new _inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('secrets', problems.join('\n'));
    return read;
}
/**
 * A name by convention: capitals and digits in parts joined by _, where a part's digits only
 * end it (DB2, V1): a credential (AKIAIOSFODNN7EXAMPLE, sk_live_...) does not read so.
 */
function isConventionalName(token) {
    return token.length <= 64 && /^[A-Z][A-Z]*[0-9]{0,4}(_[A-Z0-9][A-Z]*[0-9]{0,4})*$/.test(token);
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

/***/ 3142:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   operation: () => (/* binding */ operation)
/* harmony export */ });
/* harmony import */ var _api_requests_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7109);
/* harmony import */ var _api_api_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(316);
/* harmony import */ var _platform_edge_scripts_script_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1384);
/* harmony import */ var _platform_not_found_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7765);
/* harmony import */ var _api_bounded_concurrency_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(8980);
/* harmony import */ var _inputs_inputs_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2495);
/* harmony import */ var _inputs_secret_inputs_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3438);
/* harmony import */ var _platform_script_secrets_secret_list_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2835);
/* harmony import */ var _platform_edge_scripts_prune_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(8239);
/* harmony import */ var _inputs_prune_settings_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4680);
/* harmony import */ var _shared_env_prune_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(6955);
/* harmony import */ var _operation_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(2806);












const statusOf = (error) => (error instanceof _api_api_error_js__WEBPACK_IMPORTED_MODULE_1__/* .ApiError */ .h ? error.status : undefined);
/**
 * The script's secrets, ids and names, for a prune. A failed read, or an answer without its
 * Secrets array, fails the step before anything is written: it never counts as "none".
 */
async function readForPrune(plan, client, { summary }) {
    const why = `The secrets of script ${plan.scriptId} could not be read, so nothing was written and nothing deleted (prune needs the list; a failed read never counts as an empty one)`;
    const failed = () => summary
        .heading(`bunny.net upsert-secret: script ${plan.scriptId}`)
        .verdict(false, 'The secret list could not be read: nothing written, nothing deleted');
    let read;
    try {
        read = await (0,_platform_script_secrets_secret_list_js__WEBPACK_IMPORTED_MODULE_6__/* .readSecretList */ .d)(client, plan.scriptId);
    }
    catch (error) {
        failed();
        if (error instanceof _api_api_error_js__WEBPACK_IMPORTED_MODULE_1__/* .ApiError */ .h)
            throw error.withMessage(`${why}:\n${error.message}`);
        if (error instanceof Error)
            throw new Error(`${why}:\n${error.message}`);
        throw error;
    }
    if (read.missing) {
        failed();
        throw (0,_platform_not_found_js__WEBPACK_IMPORTED_MODULE_3__/* .explainNotFound */ .h)(read.missing.withMessage(`${why}:\n${read.missing.message}`), (0,_platform_edge_scripts_script_js__WEBPACK_IMPORTED_MODULE_2__/* .noScript */ .d4)(plan.scriptId));
    }
    return { secrets: read.secrets, status: read.status };
}
/** Names of the list that the script holds already (updated) and does not (created), as the API matches them: by exact name. */
function splitByPresence(plan, existing) {
    const present = new Set(existing.map((secret) => secret.Name));
    const names = plan.secrets.map((secret) => secret.name);
    return { create: names.filter((name) => !present.has(name)), update: names.filter((name) => present.has(name)) };
}
/** The dry run: the writes by name, and with a prune every secret of the script by name and id with what would become of it. */
function showDryRun({ plan, list, prune }, report) {
    const { setOutput, summary, log } = report;
    const described = operation.describe(plan);
    summary.heading(`bunny.net upsert-secret: dry run for script ${plan.scriptId} (nothing sent)`);
    if (!list) {
        const names = plan.secrets.map((secret) => secret.name);
        log.info(`Dry run: would write ${names.length} secret(s) to script ${plan.scriptId} (${names.join(', ')}); values are never shown.`);
        summary.table(['Method', 'Path', 'Secret'], plan.secrets.map((secret) => [
            'PUT',
            _api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .requests */ .zG.upsertSecret(plan.scriptId, { Name: secret.name, Secret: _operation_js__WEBPACK_IMPORTED_MODULE_9__/* .REDACTED */ .X }).path,
            secret.name,
        ]));
        setOutput('result', { dryRun: true, requests: described });
        return;
    }
    const { create, update } = splitByPresence(plan, list.secrets);
    const idOf = new Map(list.secrets.map((secret) => [secret.Name, secret.Id]));
    log.info(`Dry run: would create ${create.length} secret(s) (${create.join(', ') || 'none'}) and update ${update.length} (${update.map((name) => `${name} (id ${idOf.get(name)})`).join(', ') || 'none'}); values are never shown.`);
    const refused = prune && (0,_inputs_prune_settings_js__WEBPACK_IMPORTED_MODULE_7__/* .refusalMessage */ .se)(prune, _inputs_prune_settings_js__WEBPACK_IMPORTED_MODULE_7__/* .SECRET_PRUNE */ .i3);
    summary.table(['Secret', 'Id', 'Would be'], [
        ...create.map((name) => [name, undefined, 'created']),
        ...update.map((name) => [name, idOf.get(name), 'updated']),
        ...(prune ? (0,_shared_env_prune_js__WEBPACK_IMPORTED_MODULE_8__/* .prunePlanRows */ .xK)(prune, refused !== undefined, true) : []),
    ]);
    if (prune)
        (0,_shared_env_prune_js__WEBPACK_IMPORTED_MODULE_8__/* .showPrunePlan */ .ni)(prune, log, _inputs_prune_settings_js__WEBPACK_IMPORTED_MODULE_7__/* .SECRET_PRUNE */ .i3, true);
    setOutput('result', {
        dryRun: true,
        requests: described,
        create,
        update,
        ...(prune
            ? {
                delete: prune.deletions.map((s) => s.Name),
                keep: prune.kept.map((s) => s.Name),
                // Every secret of the script by name and id: the ids update-secret takes.
                secrets: list.secrets.map(({ Name, Id }) => ({ Name, Id })),
                ...(refused ? { refused } : {}),
            }
            : {}),
    });
    if (refused) {
        summary.verdict(false, 'The prune would be refused');
        throw new Error(`Dry run: ${refused.replace('Nothing was deleted. ', '')}`);
    }
}
const operation = {
    plan({ inputs, env }) {
        const scriptId = inputs.id('script-id');
        const name = inputs.line('secret-name');
        const hasValue = inputs.raw('secret-value') !== undefined;
        const list = inputs.lines('secrets');
        const concurrency = inputs.integer('concurrency', { min: 1, max: 32, default: 8 }) ?? 8;
        const prune = (0,_inputs_prune_settings_js__WEBPACK_IMPORTED_MODULE_7__/* .readPruneSettings */ .yb)(inputs, _inputs_prune_settings_js__WEBPACK_IMPORTED_MODULE_7__/* .SECRET_PRUNE */ .i3, list.length > 0, 'needs the list in secrets (one NAME or NAME=VARIABLE a line): only a list says which secrets the script should keep; with secret-name it would delete every other secret');
        if (list.length > 0 && (name !== undefined || hasValue)) {
            throw new _inputs_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz('secrets', 'cannot be combined with secret-name and secret-value; give either one secret or a list');
        }
        if (list.length > 0) {
            return { scriptId, secrets: (0,_inputs_secret_inputs_js__WEBPACK_IMPORTED_MODULE_5__/* .readSecretList */ .dU)(inputs, env), batch: true, concurrency, prune };
        }
        if (name === undefined) {
            throw new _inputs_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz('secret-name', hasValue ? 'is required with secret-value' : 'is required, or give a list in secrets (one NAME or NAME=VARIABLE a line)');
        }
        (0,_inputs_secret_inputs_js__WEBPACK_IMPORTED_MODULE_5__/* .checkSecretName */ .aM)('secret-name', name);
        const value = (0,_inputs_secret_inputs_js__WEBPACK_IMPORTED_MODULE_5__/* .checkSecretValue */ .GY)('secret-value', inputs.raw('secret-value'));
        return { scriptId, secrets: [{ name, value, source: "input 'secret-value'" }], batch: false, concurrency };
    },
    concurrency(plan) {
        // A prune deletes as many as the script has beyond the list: that number is known only later.
        return plan.prune ? plan.concurrency : Math.min(plan.concurrency, plan.secrets.length);
    },
    describe(plan) {
        const writes = plan.secrets.map((secret) => (0,_api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .planned */ .lM)(_api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .requests */ .zG.upsertSecret(plan.scriptId, { Name: secret.name, Secret: _operation_js__WEBPACK_IMPORTED_MODULE_9__/* .REDACTED */ .X })));
        // Which secrets a prune deletes depends on the script's list: a dry run with an api-key reads it.
        return plan.prune ? [(0,_api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .planned */ .lM)(_api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .requests */ .zG.scriptSecrets(plan.scriptId)), ...writes] : writes;
    },
    // Only a prune reads first: the list decides what goes, and is read before anything is written.
    async inspect(plan, client, report) {
        if (!plan.prune)
            return { plan };
        const list = await readForPrune(plan, client, report);
        const prune = (0,_platform_edge_scripts_prune_js__WEBPACK_IMPORTED_MODULE_10__/* .decidePrune */ .Z)(list.secrets, plan.secrets.map((secret) => secret.name), (0,_inputs_prune_settings_js__WEBPACK_IMPORTED_MODULE_7__/* .pruneGuards */ .HL)(plan.prune));
        return { plan, list, prune };
    },
    show(decision, report, mode) {
        if (mode === 'dry-run')
            return showDryRun(decision, report);
        const { plan, prune } = decision;
        report.log.info(`Writing ${plan.secrets.length} secret(s) to script ${plan.scriptId}${prune ? '; then the prune, once every write succeeded' : ''}.`);
    },
    async apply({ plan, list, prune: decision }, client, report) {
        const { setOutput, summary, log } = report;
        // Every status in the order the requests were made: a batch reports the first failure's.
        const statuses = list ? [list.status] : [];
        const finishBatch = () => {
            if (plan.batch)
                setOutput('status', (0,_api_bounded_concurrency_js__WEBPACK_IMPORTED_MODULE_11__/* .batchStatus */ .F)(statuses));
        };
        const settled = await (0,_api_bounded_concurrency_js__WEBPACK_IMPORTED_MODULE_11__/* .settleWithConcurrency */ .V)(plan.secrets, plan.concurrency, async (secret) => {
            const response = await client
                .send(_api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .requests */ .zG.upsertSecret(plan.scriptId, { Name: secret.name, Secret: secret.value }))
                .catch((error) => {
                throw (0,_platform_not_found_js__WEBPACK_IMPORTED_MODULE_3__/* .explainNotFound */ .h)(error, (0,_platform_edge_scripts_script_js__WEBPACK_IMPORTED_MODULE_2__/* .noScript */ .d4)(plan.scriptId));
            });
            const created = response.status !== 204;
            if (!created && response.repeatedAfterLoss) {
                log.warning(`Secret ${secret.name}: an earlier attempt lost its answer after it was sent, so that attempt may have created the secret that this one reports as updated (created: false).`);
            }
            const result = { Name: secret.name };
            if (response.body?.Id !== undefined)
                result.Id = response.body.Id;
            if (response.body?.LastModified)
                result.LastModified = response.body.LastModified;
            result.Created = created;
            log.info(`Secret ${secret.name} of script ${plan.scriptId}: ${created ? 'created' : 'updated'}${result.Id !== undefined ? ` (id ${result.Id})` : ''}`);
            return { result, status: response.status };
        });
        const results = settled.map((outcome, index) => outcome.status === 'fulfilled'
            ? outcome.value.result
            : { Name: plan.secrets[index]?.name ?? '', Error: outcome.reason.message });
        for (const outcome of settled)
            statuses.push(outcome.status === 'fulfilled' ? outcome.value.status : statusOf(outcome.reason));
        const failures = settled.flatMap((outcome, index) => outcome.status === 'rejected' ? [{ index, error: outcome.reason }] : []);
        const rows = results.map((r) => [
            r.Name,
            r.Error !== undefined ? `failed: ${r.Error}` : r.Created ? 'created' : 'updated',
            r.Id,
            r.LastModified,
        ]);
        summary.heading(`bunny.net upsert-secret: script ${plan.scriptId}`);
        const single = plan.batch ? undefined : results[0];
        if (single) {
            setOutput('secret-name', single.Name);
            if (single.Error === undefined) {
                setOutput('secret-id', single.Id);
                setOutput('last-modified', single.LastModified);
                setOutput('created', single.Created);
            }
        }
        else {
            setOutput('created-names', results.filter((r) => r.Error === undefined && r.Created).map((r) => r.Name));
            setOutput('updated-names', results.filter((r) => r.Error === undefined && !r.Created).map((r) => r.Name));
        }
        setOutput('result', plan.batch ? results : single);
        if (failures.length > 0) {
            finishBatch();
            if (plan.prune)
                setOutput('deleted-names', []);
            summary.table(['Secret', 'Result', 'Id', 'Last modified'], rows);
            const first = failures[0];
            if (failures.length === 1 && first && !plan.batch)
                throw first.error;
            const lines = failures.map(({ index, error }) => `${plan.secrets[index]?.name}: ${error.message}`);
            const pruned = plan.prune ? '; nothing was pruned, since a prune runs only after every write succeeded' : '';
            const message = `${failures.length} of ${plan.secrets.length} secrets failed; the others were written${pruned}:\n${lines.join('\n')}`;
            // The first API failure keeps its status and error key for the step's outputs.
            const cause = failures.find(({ error }) => error instanceof _api_api_error_js__WEBPACK_IMPORTED_MODULE_1__/* .ApiError */ .h)?.error;
            throw cause instanceof _api_api_error_js__WEBPACK_IMPORTED_MODULE_1__/* .ApiError */ .h ? cause.withMessage(message) : new Error(message);
        }
        if (!decision) {
            summary.table(['Secret', 'Result', 'Id', 'Last modified'], rows);
            finishBatch();
            return;
        }
        (0,_shared_env_prune_js__WEBPACK_IMPORTED_MODULE_8__/* .showPrunePlan */ .ni)(decision, log, _inputs_prune_settings_js__WEBPACK_IMPORTED_MODULE_7__/* .SECRET_PRUNE */ .i3, false);
        const refused = (0,_inputs_prune_settings_js__WEBPACK_IMPORTED_MODULE_7__/* .refusalMessage */ .se)(decision, _inputs_prune_settings_js__WEBPACK_IMPORTED_MODULE_7__/* .SECRET_PRUNE */ .i3);
        if (refused) {
            setOutput('deleted-names', []);
            finishBatch();
            summary.table(['Secret', 'Result', 'Id', 'Last modified'], [...rows, ...(0,_shared_env_prune_js__WEBPACK_IMPORTED_MODULE_8__/* .prunePlanRows */ .xK)(decision, true, false).map(([Name, Id, what]) => [Name, what, Id, undefined])]);
            summary.verdict(false, 'Every listed secret was written; the prune was refused');
            throw new Error(`Every listed secret was written. ${refused}`);
        }
        const deleted = await (0,_shared_env_prune_js__WEBPACK_IMPORTED_MODULE_8__/* .carryOutPrune */ .AZ)(decision, plan.concurrency, (secret) => client.send(_api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .requests */ .zG.deleteSecret(plan.scriptId, secret.Id)), log, _inputs_prune_settings_js__WEBPACK_IMPORTED_MODULE_7__/* .SECRET_PRUNE */ .i3, plan.scriptId);
        for (const entry of deleted)
            statuses.push(entry.status);
        const pruned = deleted.map(({ Name, Deleted, error }) => Deleted ? { Name, Deleted } : { Name, Deleted, Error: error.message });
        setOutput('deleted-names', pruned.filter((p) => p.Deleted).map((p) => p.Name));
        setOutput('result', [...results, ...pruned]);
        finishBatch();
        summary.table(['Secret', 'Result', 'Id', 'Last modified'], [
            ...rows,
            ...decision.kept.map(({ Name, Id, pattern }) => [Name, `kept (keep: ${pattern})`, Id, undefined]),
            ...deleted.map((entry) => [entry.Name, (0,_shared_env_prune_js__WEBPACK_IMPORTED_MODULE_8__/* .prunedResult */ .wl)(entry), entry.Id, undefined]),
        ]);
        const failed = (0,_shared_env_prune_js__WEBPACK_IMPORTED_MODULE_8__/* .pruneFailure */ .hP)(deleted, _inputs_prune_settings_js__WEBPACK_IMPORTED_MODULE_7__/* .SECRET_PRUNE */ .i3);
        if (failed)
            throw failed;
    },
};


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
