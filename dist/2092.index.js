export const id = 2092;
export const ids = [2092];
export const modules = {

/***/ 316:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ ApiError)
/* harmony export */ });
class ApiError extends Error {
    kind;
    /** "PUT /compute/script/1/secrets": what was asked, never with a key or a body. */
    request;
    status;
    errorKey;
    field;
    apiMessage;
    details;
    attempts;
    constructor(message, init) {
        super(message, init.cause === undefined ? undefined : { cause: init.cause });
        this.name = 'ApiError';
        this.kind = init.kind;
        this.request = init.request;
        this.status = init.status;
        this.errorKey = init.errorKey;
        this.field = init.field;
        this.apiMessage = init.apiMessage;
        this.details = init.details ?? [];
        this.attempts = init.attempts;
    }
    /**
     * The same failure with a message that says what it means for the caller (which input to
     * check, whether something may have changed). Kind, status and the API's own text are kept,
     * so the outputs `status` and `error-key` stay what the API answered.
     */
    withMessage(message) {
        return new ApiError(message, { ...this, cause: this });
    }
}


/***/ }),

/***/ 9023:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ez: () => (/* binding */ SECRET_NAME_MAX),
/* harmony export */   KJ: () => (/* binding */ SECRET_VALUE_MAX),
/* harmony export */   Qh: () => (/* binding */ INT32_MIN),
/* harmony export */   cS: () => (/* binding */ VARIABLE_VALUE_MAX),
/* harmony export */   cj: () => (/* binding */ VARIABLE_NAME_MAX),
/* harmony export */   fc: () => (/* binding */ AUDIT_LIMIT_MIN),
/* harmony export */   go: () => (/* binding */ INT32_MAX),
/* harmony export */   j5: () => (/* binding */ AUDIT_LIMIT_MAX),
/* harmony export */   q_: () => (/* binding */ AUDIT_ORDERS),
/* harmony export */   zP: () => (/* binding */ SEARCH_RESULT_TYPES)
/* harmony export */ });
/**
 * Limits and enumerations of the API that input checks need. Kept apart from the zod models
 * so that a step refusing a bad input never loads zod: start-up is paid by every job.
 */
/** The range of an int32 field or id of the API. */
const INT32_MIN = -2_147_483_648;
const INT32_MAX = 2_147_483_647;
const SECRET_NAME_MAX = 256;
const SECRET_VALUE_MAX = 4096;
/** UpsertEdgeScriptVariableModel: Name 1..256, DefaultValue at most 4,096. */
const VARIABLE_NAME_MAX = 256;
const VARIABLE_VALUE_MAX = 4096;
const AUDIT_ORDERS = ['Ascending', 'Descending'];
const AUDIT_LIMIT_MIN = 1;
const AUDIT_LIMIT_MAX = 10_000;
const SEARCH_RESULT_TYPES = ['cdn', 'storage', 'dns', 'script', 'stream'];


/***/ }),

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

/***/ 7424:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ closest)
/* harmony export */ });
/** Edit distance, for "did you mean"; inputs are short, so the quadratic table is cheap. */
function editDistance(a, b) {
    let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
        const current = [i];
        for (let j = 1; j <= b.length; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
        }
        previous = current;
    }
    return previous[b.length] ?? 0;
}
/** The closest of `candidates`, when close enough to be a likely misspelling (`_` and `-` count as one). */
function closest(word, candidates) {
    const normal = (text) => text.toLowerCase().replace(/_/g, '-');
    let best;
    let bestDistance = Infinity;
    for (const candidate of candidates) {
        const distance = editDistance(normal(word), normal(candidate));
        if (distance < bestDistance)
            [best, bestDistance] = [candidate, distance];
    }
    return best !== undefined && bestDistance <= Math.max(2, Math.floor(word.length / 4)) ? best : undefined;
}


/***/ }),

/***/ 2495:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G0: () => (/* binding */ Inputs),
/* harmony export */   Gt: () => (/* binding */ MAX_TEXT_LENGTH),
/* harmony export */   VF: () => (/* binding */ InputProblemsError),
/* harmony export */   cG: () => (/* binding */ parseInteger),
/* harmony export */   dz: () => (/* binding */ InputError),
/* harmony export */   ic: () => (/* binding */ trimAscii),
/* harmony export */   l6: () => (/* binding */ MAX_LINE_LENGTH),
/* harmony export */   rg: () => (/* binding */ environmentInputs),
/* harmony export */   vp: () => (/* binding */ showValue)
/* harmony export */ });
/* harmony import */ var _api_limits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9023);
/* harmony import */ var _closest_word_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7424);


/**
 * Typed readers for the step's inputs. Every error names the input, shows what was given
 * (cut short) and says what is allowed, so a user can fix the workflow without reading code.
 */
class InputError extends Error {
    input;
    constructor(input, message) {
        super(`Input '${input}': ${message}`);
        this.name = 'InputError';
        this.input = input;
    }
}
/** Inputs whose values are secrets: every read of one registers the value for masking. */
const SECRET_INPUTS = new Set(['api-key', 'secret-value', 'storage-password', 'github-token', 'deployment-key']);
/** The step's inputs from its environment, untrimmed (the readers below trim ASCII only); a missing one reads as empty, as the runner sends an input not given. */
function environmentInputs(env) {
    return (name) => env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '';
}
// Only ASCII whitespace is trimmed: a BOM or a no-break space pasted into a value is far
// more likely a copy-paste accident than intent, and must be reported, not hidden.
const ASCII_SPACE = /^[ \t\r\n]+|[ \t\r\n]+$/g;
const trimAscii = (text) => text.replace(ASCII_SPACE, '');
/** Shows a value in an error without flooding the log or hiding invisible characters. */
function showValue(text) {
    const cut = text.length > 60 ? `${text.slice(0, 60)}\u2026` : text;
    return `'${cut.replace(/[^\x20-\x7e]/g, (c) => `\\u{${c.codePointAt(0)?.toString(16).toUpperCase()}}`)}'`;
}
/**
 * Longest value a single-line input (a name, an id, a token, a query, a path, an address) may
 * have; far beyond any real one, and short enough to go into a URL or a file name.
 */
const MAX_LINE_LENGTH = 2048;
/** Longest value of any other text input: a DNS record value cannot be longer (RDATA is 64 KiB). */
const MAX_TEXT_LENGTH = 65_536;
function tooLong(name, what, length, max) {
    // The value itself is not shown: it may be a secret, and it is too long to read anyway.
    return new InputError(name, `${what} is ${length} characters long; at most ${max} are allowed`);
}
/**
 * The input problems of one step. Readers record a problem here and hand back a placeholder,
 * so that planning goes on and the step fails once, naming every problem.
 */
class InputProblems {
    #errors = [];
    /** Keeps the first problem of each input: a later one is most likely a consequence of it. */
    add(error) {
        if (this.#errors.some((known) => known.input === error.input))
            return;
        this.#errors.push(error);
    }
    get list() {
        return this.#errors;
    }
    /** Throws the one failure that names every problem, if there is any. */
    throwIfAny() {
        if (this.#errors.length === 1)
            throw this.#errors[0];
        if (this.#errors.length > 1)
            throw new InputProblemsError(this.#errors);
    }
}
/** Several input problems at once; the message lists each on its own line. */
class InputProblemsError extends InputError {
    problems;
    constructor(problems) {
        super(problems.map((problem) => problem.input).join(', '), '');
        this.message = `${problems.length} input problems:\n${problems.map((problem) => `- ${problem.message}`).join('\n')}`;
        this.name = 'InputProblemsError';
        this.problems = problems;
    }
}
class Inputs {
    #source;
    problems = new InputProblems();
    #register;
    /** `register` receives the value of every secret input as it is read, for masking. */
    constructor(source, register = () => { }) {
        this.#register = register;
        this.#source = (name) => {
            const value = source(name);
            if (value !== undefined && SECRET_INPUTS.has(name)) {
                // Registered whole and trimmed, before any reader could put either in a message.
                this.#register(value);
                this.#register(trimAscii(value));
            }
            return value;
        };
    }
    /** A secret input's raw value; reading it registers it for masking (see the constructor). */
    secret(name) {
        const value = this.#source(name);
        return value === '' ? undefined : value;
    }
    /** Reads every secret input once, so that each is masked before any line is printed. */
    maskSecretInputs() {
        for (const name of SECRET_INPUTS)
            this.#source(name);
    }
    /**
     * A secret that arrives through the environment (a `secrets` line's variable, a probe
     * header), registered for masking as it is read, like a secret input.
     */
    environmentSecret(env, variable) {
        const value = env[variable];
        if (value !== undefined && value !== '')
            this.#register(value);
        return value;
    }
    /** Text that is not an input's value but may be a secret (a value pasted where a name belongs). */
    mask(text) {
        if (text !== '')
            this.#register(text);
    }
    /** Runs a reader that throws; its InputError is recorded and undefined returned, so the plan goes on. */
    check(read) {
        return this.#guard(undefined, read);
    }
    /** Runs a reader; an InputError is recorded and `fallback` returned, so the plan goes on. */
    #guard(fallback, read) {
        try {
            return read();
        }
        catch (error) {
            if (!(error instanceof InputError))
                throw error;
            this.problems.add(error);
            return fallback;
        }
    }
    /** The raw value, untrimmed; for secrets, where every character counts. */
    raw(name) {
        const value = this.#source(name);
        return value === undefined || value === '' ? undefined : value;
    }
    /** A trimmed value, or undefined when empty. */
    optional(name) {
        return this.#guard(undefined, () => this.#optional(name));
    }
    #optional(name) {
        const value = this.#source(name);
        if (value === undefined)
            return undefined;
        const trimmed = trimAscii(value);
        if (trimmed.length > MAX_TEXT_LENGTH)
            throw tooLong(name, 'the value', trimmed.length, MAX_TEXT_LENGTH);
        return trimmed === '' ? undefined : trimmed;
    }
    required(name, expected) {
        return this.#guard('', () => this.#required(name, expected));
    }
    #required(name, expected) {
        const value = this.#optional(name);
        if (value === undefined) {
            throw new InputError(name, `is required${expected ? `; expected ${expected}` : ''}`);
        }
        return value;
    }
    line(name, options = {}) {
        return this.#guard(options.required ? '' : undefined, () => this.#line(name, options));
    }
    #line(name, options) {
        const value = options.required ? this.#required(name, options.expected) : this.#optional(name);
        if (value !== undefined && /[\r\n]/.test(value)) {
            throw new InputError(name, `must be a single line${options.expected ? `; expected ${options.expected}` : ''}`);
        }
        if (value !== undefined && value.length > MAX_LINE_LENGTH)
            throw tooLong(name, 'the value', value.length, MAX_LINE_LENGTH);
        return value;
    }
    integer(name, rule = {}) {
        return this.#guard(rule.default ?? (rule.required ? (rule.min ?? 0) : undefined), () => this.#integer(name, rule));
    }
    #integer(name, rule) {
        const text = rule.required ? this.#required(name, 'a decimal integer') : this.#optional(name);
        if (text === undefined)
            return rule.default;
        return parseInteger(name, text, rule);
    }
    /** An id of the API: a positive int32 or int64 (limited to what JSON numbers carry exactly). */
    id(name, kind = 'int64') {
        return this.integer(name, { required: true, min: 1, max: kind === 'int32' ? _api_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .INT32_MAX */ .go : Number.MAX_SAFE_INTEGER });
    }
    boolean(name, fallback) {
        return this.#guard(fallback, () => this.#boolean(name, fallback));
    }
    #boolean(name, fallback) {
        const text = this.#optional(name);
        if (text === undefined)
            return fallback;
        // The YAML 1.2 core schema booleans, as @actions/core getBooleanInput accepts them.
        if (['true', 'True', 'TRUE'].includes(text))
            return true;
        if (['false', 'False', 'FALSE'].includes(text))
            return false;
        throw new InputError(name, `got ${showValue(text)}; expected true or false`);
    }
    /** One value a line; blank lines and surrounding spaces dropped. */
    lines(name) {
        // The placeholder keeps the lines, so that a plan still sees that a list was given.
        return this.#guard(this.#splitLines(name), () => this.#lines(name));
    }
    #splitLines(name) {
        return (this.#source(name) ?? '')
            .split(/\r?\n/)
            .map(trimAscii)
            .filter((line) => line !== '');
    }
    #lines(name) {
        const lines = this.#splitLines(name);
        lines.forEach((line, index) => {
            if (line.length > MAX_LINE_LENGTH)
                throw tooLong(name, `line ${index + 1}`, line.length, MAX_LINE_LENGTH);
        });
        return lines;
    }
    /**
     * One of a fixed set; matched without regard to case when `caseInsensitive`, returned as listed.
     * A value close to one of them is answered with "did you mean".
     */
    choice(name, allowed, options = {}) {
        return this.#guard(undefined, () => this.#choice(name, allowed, options));
    }
    #choice(name, allowed, options) {
        const expected = `expected one of ${allowed.join(', ')}`;
        const text = options.required ? this.#line(name, { required: true, expected: `one of ${allowed.join(', ')}` }) : this.#optional(name);
        if (text === undefined)
            return undefined;
        const found = allowed.find((item) => (options.caseInsensitive ? item.toLowerCase() === text.toLowerCase() : item === text));
        if (found === undefined) {
            const near = (0,_closest_word_js__WEBPACK_IMPORTED_MODULE_1__/* .closest */ .k)(text, allowed);
            throw new InputError(name, `got ${showValue(text)}${near ? `; did you mean '${near}'?` : ''}; ${expected}`);
        }
        return found;
    }
}
function parseInteger(name, text, rule = {}) {
    const range = rule.min !== undefined && rule.max !== undefined
        ? ` from ${rule.min} to ${rule.max}`
        : rule.min !== undefined
            ? ` of at least ${rule.min}`
            : rule.max !== undefined
                ? ` of at most ${rule.max}`
                : '';
    if (!/^[0-9]+$/.test(text)) {
        throw new InputError(name, `got ${showValue(text)}; expected a decimal integer${range} (digits only, no sign or spaces)`);
    }
    if (text.length > 1 && text.startsWith('0')) {
        throw new InputError(name, `got ${showValue(text)}; leading zeros are not allowed, expected a decimal integer${range}`);
    }
    const value = Number(text);
    if (!Number.isSafeInteger(value) || (rule.max !== undefined && value > rule.max) || (rule.min !== undefined && value < rule.min)) {
        throw new InputError(name, `got ${showValue(text)}; expected a decimal integer${range}`);
    }
    return value;
}


/***/ }),

/***/ 4989:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   operation: () => (/* binding */ operation)
/* harmony export */ });
/* harmony import */ var _api_requests_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7109);
/* harmony import */ var _inputs_site_inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1091);
/* harmony import */ var _platform_pull_zones_read_pull_zone_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2141);
/* harmony import */ var _platform_pull_zones_site_switch_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5834);




const operation = {
    plan({ inputs }) {
        const pullZoneId = inputs.id('pull-zone-id');
        const hostname = (0,_inputs_site_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .readHostname */ .w9)(inputs, 'preview-hostname', true) ?? '';
        const removeHostname = inputs.boolean('remove-hostname', true);
        return { pullZoneId, hostname, removeHostname };
    },
    describe(plan) {
        const guid = (0,_api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .placeholder */ .qf)(`Guid of the rule of the preview ${plan.hostname}`);
        return [
            (0,_api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .planned */ .lM)(_api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .requests */ .zG.pullZone(plan.pullZoneId)),
            (0,_api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .planned */ .lM)(_api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .requests */ .zG.deleteEdgeRule(plan.pullZoneId, guid), 'when the zone has the preview rule'),
            ...(plan.removeHostname ? [(0,_api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .planned */ .lM)(_api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .requests */ .zG.removeHostname(plan.pullZoneId, plan.hostname), 'when the zone has the hostname')] : []),
            (0,_api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .planned */ .lM)(_api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .requests */ .zG.pullZone(plan.pullZoneId), 'read again before each write'),
        ];
    },
    async inspect(plan, client) {
        const zone = await (0,_platform_pull_zones_read_pull_zone_js__WEBPACK_IMPORTED_MODULE_2__/* .readPullZone */ .s)(client, plan.pullZoneId);
        return { plan, ...(0,_platform_pull_zones_site_switch_js__WEBPACK_IMPORTED_MODULE_3__/* .removalChanges */ .yC)(zone, plan.hostname, plan.removeHostname) };
    },
    show(decision, report, mode) {
        const { plan, changes } = decision;
        const { log, setOutput, summary } = report;
        summary.heading(`bunny.net remove-site-preview: ${plan.hostname} on pull zone ${plan.pullZoneId}${mode === 'dry-run' ? ' (dry run)' : ''}`);
        if (decision.refusal !== undefined && mode === 'dry-run')
            log.warning(`The step would fail before any write: ${decision.refusal}`);
        if (changes.length === 0 && decision.refusal === undefined)
            log.info(`The preview ${plan.hostname} is gone from pull zone ${plan.pullZoneId} already: nothing to remove`);
        for (const change of changes)
            log.info(`${mode === 'dry-run' ? 'Would' : 'Will'} ${(0,_platform_pull_zones_site_switch_js__WEBPACK_IMPORTED_MODULE_3__/* .changeLine */ .vK)(change)}`);
        if (!plan.removeHostname)
            log.info(`remove-hostname is false: the hostname stays on the pull zone; once its rule is gone it serves nothing until a production deploy counts it as production's`);
        if (mode === 'dry-run')
            setOutput('removed', false);
        if (mode === 'dry-run')
            setOutput('result', { dryRun: true, hostname: plan.hostname, changes: changes.map(_platform_pull_zones_site_switch_js__WEBPACK_IMPORTED_MODULE_3__/* .changeLine */ .vK) });
    },
    async apply(decision, client, report) {
        const { plan } = decision;
        const { log, setOutput, summary } = report;
        if (decision.refusal !== undefined) {
            setOutput('removed', false);
            summary.verdict(false, `${plan.hostname} is not a preview of this action`);
            throw new Error(decision.refusal);
        }
        if (decision.changes.length === 0) {
            setOutput('removed', false);
            setOutput('result', { removed: false, hostname: plan.hostname, changes: [] });
            summary.verdict(true, `Nothing to remove: the preview ${plan.hostname} is gone already`);
            return;
        }
        const written = await (0,_platform_pull_zones_site_switch_js__WEBPACK_IMPORTED_MODULE_3__/* .applyRemoval */ .bn)(client, plan.pullZoneId, plan.hostname, plan.removeHostname, (line) => log.info(`Done: ${line}`));
        setOutput('removed', written.length > 0);
        setOutput('result', { removed: written.length > 0, hostname: plan.hostname, changes: written });
        summary.verdict(true, written.length > 0 ? `Removed the preview ${plan.hostname}` : `Nothing to remove: the preview ${plan.hostname} is gone already`);
        summary.facts(written.map((line, i) => [`Change ${i + 1}`, line]));
    },
};


/***/ })

};
