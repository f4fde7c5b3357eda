export const id = 4775;
export const ids = [4775];
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
    hints;
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
        this.hints = init.hints ?? [];
    }
    /**
     * The same failure with a message that says what it means for the caller (which input to
     * check, whether something may have changed). Kind, status and the API's own text are kept,
     * so the outputs `status` and `error-key` stay what the API answered.
     */
    withMessage(message) {
        return new ApiError(message, { ...this, cause: this });
    }
    /** The same failure with more codes of what to check. */
    withHints(hints) {
        return new ApiError(this.message, { ...this, hints: [...this.hints, ...hints], cause: this.cause });
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

/***/ 8325:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ excerpt),
/* harmony export */   X: () => (/* binding */ formatSeconds)
/* harmony export */ });
/*
 * How a failed exchange is worded, whichever host it was with. Text a host sent is scrubbed of
 * every secret before any of it is cut to an excerpt: half a secret is no longer recognised
 * where text leaves for the runner.
 */
/** A duration to a tenth of a second, without a trailing ".0": "0 s", "0.4 s", "2.5 s", "60 s". */
function formatSeconds(ms) {
    return `${Math.round(Math.max(0, ms) / 100) / 10} s`;
}
/** A host's text as one line of at most `max` characters, scrubbed first, then cut. */
function excerpt(text, scrub, max) {
    const oneLine = scrub(text).trim().replace(/\s+/g, ' ');
    return oneLine.length > max ? `${oneLine.slice(0, max)}\u2026` : oneLine;
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

/***/ 4158:
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
// EXTERNAL MODULE: ./platform/edge-scripts/code-hash.ts
var code_hash = __webpack_require__(9339);
// EXTERNAL MODULE: ./platform/edge-scripts/release-wait.ts
var release_wait = __webpack_require__(4430);
// EXTERNAL MODULE: ./platform/edge-scripts/notes.ts
var notes = __webpack_require__(2486);
// EXTERNAL MODULE: ./runner/untrusted-text.ts
var untrusted_text = __webpack_require__(3649);
// EXTERNAL MODULE: ./inputs/inputs.ts
var inputs_inputs = __webpack_require__(2495);
;// CONCATENATED MODULE: ./operations/get-active-release/commit-sha.ts



const MIN_SHA_DIGITS = 7;
const FULL_SHA_DIGITS = 40;
/** Reads an expected commit SHA: 7 to 40 hex digits, any case. Throws InputError naming `input`. */
function parseExpectedCommit(input, text) {
    if (!/^[0-9a-fA-F]+$/.test(text) || text.length < MIN_SHA_DIGITS || text.length > FULL_SHA_DIGITS) {
        throw new inputs_inputs/* InputError */.dz(input, `got ${(0,inputs_inputs/* showValue */.vp)(text)}; expected a commit SHA of ${MIN_SHA_DIGITS} to ${FULL_SHA_DIGITS} hexadecimal digits ` +
            `(an abbreviated SHA of ${MIN_SHA_DIGITS} to ${FULL_SHA_DIGITS - 1} digits matches as a prefix), e.g. \${{ github.sha }}`);
    }
    return { sha: text.toLowerCase(), prefix: text.length < FULL_SHA_DIGITS };
}
/** Whether the live commit is the expected one; case-insensitive, never for a missing SHA. */
function commitMatches(expected, actual) {
    const live = actual?.trim().toLowerCase();
    if (!live)
        return false;
    return expected.prefix ? live.startsWith(expected.sha) : live === expected.sha;
}
/** The first 12 characters, as a log line shows a commit; the full SHA stays in the outputs. */
function shortSha(sha) {
    if (!sha)
        return '(none)';
    // From the API: made a safe single line like any other API text.
    return (0,untrusted_text/* inline */.mG)(sha.length > 12 ? sha.slice(0, 12) : sha);
}
/**
 * Matches against `CommitSha`, and when that is empty (a release published with an API key)
 * against the commit its `Note` says was deployed, the only place such a pipeline can put one:
 * never another number the note holds, nor the commit a rollback note names.
 */
function matchRelease(expected, release) {
    if (release.CommitSha?.trim())
        return { matched: commitMatches(expected, release.CommitSha), field: 'CommitSha', noteCommit: undefined };
    const noteCommit = (0,notes/* commitFromNote */.aW)(release.Note);
    return { matched: commitMatches(expected, noteCommit), field: 'Note', noteCommit };
}
/** Where a failed match looked, for its message. */
function whereLooked(match, commitSha) {
    if (match.field === 'CommitSha')
        return `CommitSha is ${(0,untrusted_text/* inline */.mG)(commitSha ?? '', 64)}`;
    const named = match.noteCommit === undefined
        ? 'the Note names no deployed commit (only a full SHA, or "Deploy <sha>" as this action writes it, counts; a rollback note names none)'
        : `the Note names ${shortSha(match.noteCommit)}`;
    return `CommitSha is empty (published without the GitHub integration) and ${named}`;
}

// EXTERNAL MODULE: ./platform/edge-scripts/release-commit.ts
var release_commit = __webpack_require__(7478);
// EXTERNAL MODULE: ./inputs/wait-settings.ts
var wait_settings = __webpack_require__(137);
// EXTERNAL MODULE: ./operations/script-release-words.ts
var script_release_words = __webpack_require__(5036);
;// CONCATENATED MODULE: ./operations/get-active-release/index.ts










/** The 404 with what it means here; `(GET ... answered 404 Not Found)` says what was asked. */
function notFound(error, meaning) {
    if (error === undefined)
        return new Error(meaning);
    return error.withMessage(`${meaning} (${error.request} answered 404 Not Found)`);
}
function describeRelease(release) {
    return `release ${release.Id} with commit ${shortSha(release.CommitSha)} by ${(0,untrusted_text/* inline */.mG)(release.Author, 80) || 'an unknown author'}, released ${(0,untrusted_text/* inline */.mG)(release.DateReleased, 40) || 'at an unknown time'}`;
}
function releasePollLine(poll, expected) {
    const matched = poll.verdict === 'matched';
    const live = (release) => shortSha((0,release_commit/* releaseCommit */.L)(release)?.sha);
    const found = poll.error
        ? `the read failed (${(0,untrusted_text/* inline */.mG)(poll.error, 200)}); asking again`
        : poll.release
            ? matched
                ? `release ${poll.release.Id} with commit ${live(poll.release)} is live`
                : `live commit is ${live(poll.release)} (release ${poll.release.Id}), not ${expected.sha} yet`
            : 'no active release yet';
    return (0,wait_log/* pollLine */.W5)({ ...poll, settled: matched }, found);
}
function reportRelease(release, { setOutput, log }) {
    setOutput('release-id', release.Id);
    // CommitSha is empty for a release published with an API key: the Note is where such a pipeline writes it.
    const commit = (0,release_commit/* releaseCommit */.L)(release);
    setOutput('commit-sha', commit?.sha);
    setOutput('commit-source', commit?.source);
    setOutput('code-sha256', (0,code_hash/* releaseHash */.w)(release));
    setOutput('release-uuid', release.Uuid ?? undefined);
    setOutput('author', release.Author ?? undefined);
    setOutput('date-released', release.DateReleased ?? undefined);
    setOutput('date-published', release.DatePublished ?? undefined);
    setOutput('result', (0,script_release_words/* withoutCode */.MK)(release));
    if (release.Note)
        log.untrusted(`Release note of release ${release.Id}:\n${release.Note}`);
}
const operation = {
    plan({ inputs }) {
        const scriptId = inputs.id('script-id');
        const expectedText = inputs.line('expected-commit-sha');
        const expected = expectedText === undefined ? undefined : parseExpectedCommit('expected-commit-sha', expectedText);
        const { waitSeconds, pollIntervalSeconds } = (0,wait_settings/* readWaitSettings */.b)(inputs, { waitSeconds: 0, pollIntervalSeconds: 5 });
        if (waitSeconds > 0 && expected === undefined) {
            throw new inputs_inputs/* InputError */.dz('wait-seconds', 'needs expected-commit-sha: the step waits for that commit to become the active release');
        }
        return { scriptId, expected, waitSeconds, pollIntervalSeconds };
    },
    describe(plan) {
        return [(0,requests/* planned */.lM)(requests/* requests */.zG.activeRelease(plan.scriptId))];
    },
    async execute(plan, client, report) {
        const { setOutput, summary, log } = report;
        const { scriptId, expected } = plan;
        summary.heading(`bunny.net get-active-release: script ${scriptId}`);
        const waiting = expected !== undefined && plan.waitSeconds > 0;
        if (waiting) {
            log.info(`Waiting up to ${plan.waitSeconds} s for commit ${expected.sha} to be the active release of script ${scriptId}, polling every ${plan.pollIntervalSeconds} s`);
        }
        // The same reader and wait as publish-script: a 404 is "no release yet", a 503 is asked again.
        const outcome = await (0,release_wait/* waitForActiveRelease */.E)({
            client,
            scriptId,
            judge: (release) => release !== undefined && (expected === undefined || matchRelease(expected, release).matched) ? 'matched' : 'waiting',
            waitMs: waiting ? plan.waitSeconds * 1000 : 0,
            intervalMs: plan.pollIntervalSeconds * 1000,
            clock: report.clock,
            onPoll: (poll) => {
                if (waiting)
                    log.info(releasePollLine(poll, expected));
            },
        });
        // The last read failed: what is live is unknown, and the step says why.
        if (outcome.failure !== undefined)
            throw outcome.failure;
        const { release } = outcome;
        const matched = outcome.verdict === 'matched';
        const after = waiting ? ` ${(0,wait_log/* waitedFor */.a6)(outcome)}` : '';
        if (expected === undefined) {
            if (release === undefined) {
                summary.verdict(false, `Script ${scriptId} has no active release`);
                throw notFound(outcome.notFound, `Script ${scriptId} has no active release or does not exist`);
            }
            log.info(`Script ${scriptId}: active ${describeRelease(release)}`);
            reportRelease(release, report);
            summaryFacts(report, release);
            return;
        }
        setOutput('matches', matched);
        if (release === undefined) {
            summary.verdict(false, `Expected commit ${expected.sha}: script ${scriptId} has no active release${after}`);
            throw notFound(outcome.notFound, `Script ${scriptId} has no active release or does not exist${after}, so commit ${expected.sha} is not live`);
        }
        log.info(`Script ${scriptId}: active ${describeRelease(release)}`);
        reportRelease(release, report);
        const match = matchRelease(expected, release);
        if (matched) {
            const field = match.field === 'CommitSha' ? 'its CommitSha' : 'a commit SHA in its Note (CommitSha is empty)';
            log.info(`Commit ${expected.sha} is live: release ${release.Id}${after}, matched by ${field}`);
            summary.verdict(true, match.field === 'CommitSha'
                ? `Release matched: commit ${shortSha(release.CommitSha)} is live`
                : `Release matched: commit ${shortSha(expected.sha)} is live (named in the release Note)`);
            summaryFacts(report, release);
            return;
        }
        const live = match.field === 'CommitSha' ? shortSha(release.CommitSha) : match.noteCommit ? shortSha(match.noteCommit) : '(no commit)';
        summary.verdict(false, `Release mismatch: expected commit ${expected.sha}, live is ${live}`);
        summaryFacts(report, release);
        throw new Error(`The active release of script ${scriptId} is not the expected commit${after}: expected ${expected.sha}${expected.prefix ? ' (prefix)' : ''}; ` +
            `looked at release ${release.Id} (by ${(0,untrusted_text/* inline */.mG)(release.Author, 80) || 'an unknown author'}, released ${(0,untrusted_text/* inline */.mG)(release.DateReleased, 40) || 'at an unknown time'}): ` +
            `${whereLooked(match, release.CommitSha)}`);
    },
};
function summaryFacts({ summary }, release) {
    summary.facts([
        ['Release', release.Id],
        ['Commit', release.CommitSha],
        ['Author', release.Author],
        ['Released', release.DateReleased],
        ['Published', release.DatePublished],
        ['Note', release.Note ? (0,untrusted_text/* inline */.mG)(release.Note, 300) : ''],
    ]);
}


/***/ }),

/***/ 7478:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ releaseCommit)
/* harmony export */ });
/* harmony import */ var _notes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2486);

/**
 * THE reading of a release's commit, for get-active-release and plan-deploys alike: its
 * `CommitSha`, or when that is empty (published with an API key) the commit its `Note` says was
 * deployed (never another number the note holds, nor the commit a rollback note names).
 */
function releaseCommit(release) {
    const field = release.CommitSha?.trim();
    if (field)
        return { sha: field, source: 'CommitSha' };
    const sha = (0,_notes_js__WEBPACK_IMPORTED_MODULE_0__/* .commitFromNote */ .aW)(release.Note);
    return sha === undefined ? undefined : { sha, source: 'Note' };
}


/***/ }),

/***/ 3649:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   WC: () => (/* binding */ inertBlock),
/* harmony export */   ZD: () => (/* binding */ escapeHtml),
/* harmony export */   mG: () => (/* binding */ inline)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

/**
 * Text that comes from the API (release notes, audit diffs, search names) can contain
 * anything, including lines that the runner would read as workflow commands (`::error::`,
 * `::add-mask::`, `::stop-commands::`). These helpers make such text inert.
 */
const CONTROL = /[\u0000-\u001f\u007f\u2028\u2029]/g;
/** One line, control characters shown as escapes, cut short: safe inside a log line. */
function inline(text, max = 200) {
    if (text === null || text === undefined)
        return '';
    const flat = text.replace(CONTROL, (c) => c === '\n' ? '\\n' : c === '\r' ? '\\r' : c === '\t' ? ' ' : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
    const safe = flat.startsWith('::') ? ` ${flat}` : flat;
    return safe.length > max ? `${safe.slice(0, max)}\u2026` : safe;
}
/**
 * Wraps a block so the runner processes no command in it: between `::stop-commands::TOKEN`
 * and `::TOKEN::` it only prints. The token is fresh and random, so the text cannot end the
 * block early.
 */
function inertBlock(text) {
    const token = `bunny-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)()}`;
    return `::stop-commands::${token}\n${text}\n::${token}::`;
}
const HTML_ESCAPES = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&#39;',
    '`': '&#96;',
    '\n': '&#10;',
    '\r': '&#13;',
};
/**
 * Escapes text for the job summary. The summary is written as HTML blocks, inside which
 * Markdown is not read, as long as no blank line ends the block: so line breaks are
 * encoded too, and API text can add neither markup, links nor a Markdown tail.
 */
function escapeHtml(text) {
    if (text === null || text === undefined)
        return '';
    return String(text).replace(/[&<>"'`\r\n]/g, (c) => HTML_ESCAPES[c] ?? c);
}


/***/ })

};
