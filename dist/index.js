import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 3843:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
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

/***/ 6982:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ systemClock)
/* harmony export */ });
const systemClock = {
    date: () => new Date(),
    now: () => performance.now(),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms))),
};


/***/ }),

/***/ 470:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Ez: () => (/* binding */ SECRET_NAME_MAX),
/* harmony export */   KJ: () => (/* binding */ SECRET_VALUE_MAX),
/* harmony export */   Qh: () => (/* binding */ INT32_MIN),
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
const AUDIT_ORDERS = ['Ascending', 'Descending'];
const AUDIT_LIMIT_MIN = 1;
const AUDIT_LIMIT_MAX = 10_000;
const SEARCH_RESULT_TYPES = ['cdn', 'storage', 'dns', 'script', 'stream'];


/***/ }),

/***/ 9407:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _main_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5048);

process.exitCode = await (0,_main_js__WEBPACK_IMPORTED_MODULE_0__/* .run */ .e)({ env: process.env });

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 8028:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   G0: () => (/* binding */ Inputs),
/* harmony export */   Gt: () => (/* binding */ MAX_TEXT_LENGTH),
/* harmony export */   dz: () => (/* binding */ InputError),
/* harmony export */   ic: () => (/* binding */ trimAscii),
/* harmony export */   rg: () => (/* binding */ environmentInputs),
/* harmony export */   vp: () => (/* binding */ showValue)
/* harmony export */ });
/* unused harmony exports MAX_LINE_LENGTH, parseInteger */
/* harmony import */ var _api_limits_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(470);

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
function environmentInputs(env = process.env) {
    return (name) => env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`];
}
// Only ASCII whitespace is trimmed: a BOM or a no-break space pasted into a value is far
// more likely a copy-paste accident than intent, and must be reported, not hidden.
const ASCII_SPACE = /^[ \t\r\n]+|[ \t\r\n]+$/g;
const trimAscii = (text) => text.replace(ASCII_SPACE, '');
/** Shows a value in an error without flooding the log or hiding invisible characters. */
function showValue(text) {
    const cut = text.length > 60 ? `${text.slice(0, 60)}…` : text;
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
class Inputs {
    #source;
    constructor(source) {
        this.#source = source;
    }
    /** The raw value, untrimmed; for secrets, where every character counts. */
    raw(name) {
        const value = this.#source(name);
        return value === undefined || value === '' ? undefined : value;
    }
    /** A trimmed value, or undefined when empty. */
    optional(name) {
        const value = this.#source(name);
        if (value === undefined)
            return undefined;
        const trimmed = trimAscii(value);
        if (trimmed.length > MAX_TEXT_LENGTH)
            throw tooLong(name, 'the value', trimmed.length, MAX_TEXT_LENGTH);
        return trimmed === '' ? undefined : trimmed;
    }
    required(name, expected) {
        const value = this.optional(name);
        if (value === undefined) {
            throw new InputError(name, `is required${expected ? `; expected ${expected}` : ''}`);
        }
        return value;
    }
    line(name, options = {}) {
        const value = options.required ? this.required(name, options.expected) : this.optional(name);
        if (value !== undefined && /[\r\n]/.test(value)) {
            throw new InputError(name, `must be a single line${options.expected ? `; expected ${options.expected}` : ''}`);
        }
        if (value !== undefined && value.length > MAX_LINE_LENGTH)
            throw tooLong(name, 'the value', value.length, MAX_LINE_LENGTH);
        return value;
    }
    integer(name, rule = {}) {
        const text = rule.required ? this.required(name, 'a decimal integer') : this.optional(name);
        if (text === undefined)
            return rule.default;
        return parseInteger(name, text, rule);
    }
    /** An id of the API: a positive int32 or int64 (limited to what JSON numbers carry exactly). */
    id(name, kind = 'int64') {
        return this.integer(name, { required: true, min: 1, max: kind === 'int32' ? _api_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .INT32_MAX */ .go : Number.MAX_SAFE_INTEGER });
    }
    boolean(name, fallback) {
        const text = this.optional(name);
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
        const value = this.#source(name) ?? '';
        const lines = value
            .split(/\r?\n/)
            .map(trimAscii)
            .filter((line) => line !== '');
        lines.forEach((line, index) => {
            if (line.length > MAX_LINE_LENGTH)
                throw tooLong(name, `line ${index + 1}`, line.length, MAX_LINE_LENGTH);
        });
        return lines;
    }
    /** One of a fixed set; matched without regard to case when `caseInsensitive`, returned as listed. */
    choice(name, allowed, options = {}) {
        const text = this.optional(name);
        if (text === undefined)
            return undefined;
        const found = allowed.find((item) => (options.caseInsensitive ? item.toLowerCase() === text.toLowerCase() : item === text));
        if (found === undefined) {
            throw new InputError(name, `got ${showValue(text)}; expected one of ${allowed.join(', ')}`);
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

/***/ 5048:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  e: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/runner/untrusted-text.ts
var untrusted_text = __nccwpck_require__(2590);
;// CONCATENATED MODULE: ./src/runner/action-log.ts

/**
 * What the runner reads as a workflow command: `::` at the start of a line once leading
 * whitespace (any Unicode space) is trimmed, or the legacy `##[name]`, which it finds anywhere
 * in a line. A line ends at \n, \r\n or a lone \r.
 */
const COMMAND_SYNTAX = /(^|[\r\n])[\s\u0085]*::|##\[/;
class RunnerLog {
    #runner;
    #secrets;
    constructor(runner, secrets) {
        this.#runner = runner;
        this.#secrets = secrets;
    }
    get isDebug() {
        return this.#runner.isDebug;
    }
    info(message) {
        const text = this.#secrets.scrub(message);
        // A plain line must never be read as a command: text from the API or from an input can
        // end up anywhere in it, so a message that holds command syntax is printed inert.
        this.#runner.info(COMMAND_SYNTAX.test(text) ? (0,untrusted_text/* inertBlock */.WC)(text) : text);
    }
    debug(message) {
        this.#runner.debug(this.#secrets.scrub(message));
    }
    notice(message, properties = {}) {
        this.#runner.annotate('notice', this.#secrets.scrub(message), this.#scrubProperties(properties));
    }
    warning(message, properties = {}) {
        this.#runner.annotate('warning', this.#secrets.scrub(message), this.#scrubProperties(properties));
    }
    error(message, properties = {}) {
        this.#runner.annotate('error', this.#secrets.scrub(message), this.#scrubProperties(properties));
    }
    untrusted(text) {
        this.#runner.info((0,untrusted_text/* inertBlock */.WC)(this.#secrets.scrub(text)));
    }
    async group(name, body) {
        this.#runner.startGroup(this.#secrets.scrub(name));
        try {
            return await body();
        }
        finally {
            this.#runner.endGroup();
        }
    }
    #scrubProperties(properties) {
        return properties.title === undefined ? {} : { title: this.#secrets.scrub(properties.title) };
    }
}

// EXTERNAL MODULE: ./src/api/api-error.ts
var api_error = __nccwpck_require__(3843);
// EXTERNAL MODULE: ./src/inputs/inputs.ts
var inputs_inputs = __nccwpck_require__(8028);
;// CONCATENATED MODULE: ./src/runner/job-summary.ts

/**
 * The step's job summary, built as HTML so that every value is escaped in one place
 * (Markdown inside a table cell cannot be escaped reliably).
 */
class JobSummary {
    #parts = [];
    #hasVerdict = false;
    heading(text, level = 2) {
        this.#parts.push(`<h${level}>${(0,untrusted_text/* escapeHtml */.ZD)(text)}</h${level}>`);
        return this;
    }
    paragraph(text) {
        this.#parts.push(`<p>${(0,untrusted_text/* escapeHtml */.ZD)(text)}</p>`);
        return this;
    }
    /** A verdict line for a check: ✅ or ❌ with the reason. */
    verdict(ok, text) {
        this.#hasVerdict = true;
        this.#parts.push(`<p>${ok ? '✅' : '❌'} <strong>${(0,untrusted_text/* escapeHtml */.ZD)(text)}</strong></p>`);
        return this;
    }
    table(headers, rows) {
        const head = `<tr>${headers.map((h) => `<th>${(0,untrusted_text/* escapeHtml */.ZD)(h)}</th>`).join('')}</tr>`;
        const body = rows.map((row) => `<tr>${row.map((cell) => `<td>${(0,untrusted_text/* escapeHtml */.ZD)(cell)}</td>`).join('')}</tr>`).join('');
        this.#parts.push(`<table>${head}${body}</table>`);
        return this;
    }
    /** Key/value pairs as a two-column table. */
    facts(pairs) {
        return this.table(['', ''], pairs).#dropEmptyHeader();
    }
    /** Trusted HTML built by the action itself (links from the workflow context). */
    trustedHtml(html) {
        this.#parts.push(html);
        return this;
    }
    /** Whether a verdict line was written: a failure adds one only if the operation did not. */
    get hasVerdict() {
        return this.#hasVerdict;
    }
    get isEmpty() {
        return this.#parts.length === 0;
    }
    toString() {
        return `${this.#parts.join('\n')}\n`;
    }
    #dropEmptyHeader() {
        const last = this.#parts.pop();
        if (last)
            this.#parts.push(last.replace('<tr><th></th><th></th></tr>', ''));
        return this;
    }
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __nccwpck_require__(7598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
;// CONCATENATED MODULE: external "node:os"
const external_node_os_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");
;// CONCATENATED MODULE: ./src/runner/runner-protocol.ts



/** Command data: the runner unescapes %25, %0D and %0A. */
function escapeData(text) {
    return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
/** Command properties also escape the separators ':' and ','. */
function escapeProperty(text) {
    return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
function formatCommand(command, properties, message) {
    const given = Object.entries(properties).filter((entry) => entry[1] !== undefined);
    // As @actions/core does: a space once any property is given, empty values left out.
    const props = given
        .filter(([, value]) => value !== '')
        .map(([key, value]) => `${key}=${escapeProperty(value)}`)
        .join(',');
    return `::${command}${given.length > 0 ? ` ${props}` : ''}::${escapeData(message)}`;
}
/** A GITHUB_OUTPUT entry: a heredoc with a random delimiter the value cannot contain. */
function formatOutput(name, value, delimiter = `ghadelimiter_${(0,external_node_crypto_.randomUUID)()}`) {
    if (name.includes(delimiter) || value.includes(delimiter)) {
        throw new Error(`Unexpected input: the output ${name} contains the delimiter ${delimiter}`);
    }
    return `${name}<<${delimiter}${external_node_os_namespaceObject.EOL}${value}${external_node_os_namespaceObject.EOL}${delimiter}${external_node_os_namespaceObject.EOL}`;
}
class Runner {
    #env;
    #write;
    constructor(env = process.env, write = (text) => process.stdout.write(text)) {
        this.#env = env;
        this.#write = write;
    }
    get isDebug() {
        return this.#env['RUNNER_DEBUG'] === '1';
    }
    command(command, properties, message) {
        this.#write(formatCommand(command, properties, message) + external_node_os_namespaceObject.EOL);
    }
    info(message) {
        this.#write(message + external_node_os_namespaceObject.EOL);
    }
    debug(message) {
        this.command('debug', {}, message);
    }
    annotate(level, message, properties = {}) {
        this.command(level, { title: properties.title }, message);
    }
    mask(value) {
        this.command('add-mask', {}, value);
    }
    startGroup(name) {
        this.command('group', {}, name);
    }
    endGroup() {
        this.command('endgroup', {}, '');
    }
    setOutput(name, value) {
        const file = this.#env['GITHUB_OUTPUT'];
        if (file)
            (0,external_node_fs_.appendFileSync)(file, formatOutput(name, value), 'utf8');
        else {
            // Outside a runner that provides the file (old runners, local tools): the legacy command.
            this.#write(external_node_os_namespaceObject.EOL);
            this.command('set-output', { name }, value);
        }
    }
    /** Appends to the job summary; false when the runner gave no summary file. */
    appendSummary(markdown) {
        const file = this.#env['GITHUB_STEP_SUMMARY'];
        if (!file)
            return false;
        (0,external_node_fs_.appendFileSync)(file, markdown, 'utf8');
        return true;
    }
}

;// CONCATENATED MODULE: ./src/runner/secret-registry.ts
/**
 * Every secret the step handles (the API key, secret values). Each is handed to the runner
 * to mask before anything is printed, and every text the action produces passes through
 * `scrub`, because an API error or a debug line can echo a value back in a form the
 * runner's mask does not cover (JSON-escaped, or one line of a multi-line value).
 */
class SecretRegistry {
    #mask;
    #forms = [];
    constructor(mask) {
        this.#mask = mask;
    }
    add(value) {
        if (!value)
            return;
        const forms = new Set([value]);
        const jsonEscaped = JSON.stringify(value).slice(1, -1);
        forms.add(jsonEscaped);
        // Lines of a multi-line value are masked one by one; very short ones ("{", "}") would
        // blank out unrelated text, and the runner masks the whole value anyway.
        for (const line of value.split(/\r?\n/))
            if (line.trim().length >= 4)
                forms.add(line);
        for (const form of forms) {
            if (this.#forms.includes(form))
                continue;
            this.#mask(form);
            this.#forms.push(form);
        }
        // Longest first, so that a value containing another is replaced whole.
        this.#forms.sort((a, b) => b.length - a.length);
    }
    scrub(text) {
        let result = text;
        for (const form of this.#forms)
            if (result.includes(form))
                result = result.split(form).join('***');
        return result;
    }
    get size() {
        return this.#forms.length;
    }
}

;// CONCATENATED MODULE: ./src/api/base-url.ts
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);
/**
 * Parses an API base address. The key travels in a header, so plain HTTP is allowed
 * only to this machine (emulators, tests); credentials, queries and fragments are refused
 * because they would be sent, logged or silently dropped.
 * Throws a plain Error whose message describes the problem, for the caller to attribute.
 */
function parseBaseUrl(text) {
    let url;
    try {
        url = new URL(text);
    }
    catch {
        throw new Error(`'${text}' is not an absolute URL; expected https://host[/path]`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
        throw new Error(`scheme '${url.protocol.slice(0, -1)}' is not allowed; expected https://`);
    }
    if (url.protocol === 'http:' && !LOOPBACK_HOSTS.has(url.hostname)) {
        throw new Error(`http:// is allowed only for loopback hosts (127.0.0.1, localhost, [::1]), not '${url.hostname}'; use https://`);
    }
    if (url.username || url.password)
        throw new Error('credentials in the URL are not allowed; pass the key as api-key');
    if (url.search || text.includes('?'))
        throw new Error('a query string is not allowed');
    if (url.hash || text.includes('#'))
        throw new Error('a fragment is not allowed');
    return url;
}

;// CONCATENATED MODULE: ./src/operations/registry.ts
/**
 * The one list of operations. Each loads only its own code, so a step pays start-up for
 * one operation; the operation-name type and the `operation` input's choices derive from it.
 */
const OPERATIONS = {
    'add-dns-record': () => Promise.all(/* import() */[__nccwpck_require__.e(816), __nccwpck_require__.e(815), __nccwpck_require__.e(868)]).then(__nccwpck_require__.bind(__nccwpck_require__, 6868)),
    'upsert-secret': () => __nccwpck_require__.e(/* import() */ 188).then(__nccwpck_require__.bind(__nccwpck_require__, 4188)),
    'update-secret': () => __nccwpck_require__.e(/* import() */ 469).then(__nccwpck_require__.bind(__nccwpck_require__, 469)),
    'update-app': () => Promise.all(/* import() */[__nccwpck_require__.e(816), __nccwpck_require__.e(815), __nccwpck_require__.e(588)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7588)),
    'get-active-release': () => __nccwpck_require__.e(/* import() */ 249).then(__nccwpck_require__.bind(__nccwpck_require__, 5249)),
    'get-audit-log': () => __nccwpck_require__.e(/* import() */ 932).then(__nccwpck_require__.bind(__nccwpck_require__, 5932)),
    'get-shield-zone': () => __nccwpck_require__.e(/* import() */ 146).then(__nccwpck_require__.bind(__nccwpck_require__, 2146)),
    search: () => __nccwpck_require__.e(/* import() */ 915).then(__nccwpck_require__.bind(__nccwpck_require__, 1915)),
};
const OPERATION_NAMES = Object.keys(OPERATIONS);
function loadOperation(name) {
    return OPERATIONS[name]();
}

;// CONCATENATED MODULE: ./src/inputs/common-settings.ts



const DEFAULT_API_URL = 'https://api.bunny.net';
/** A key is a few dozen characters; one far longer is the wrong secret, and would be sent as a header. */
const MAX_API_KEY_LENGTH = 1024;
function readOperation(inputs) {
    const name = inputs.choice('operation', OPERATION_NAMES);
    if (name === undefined)
        throw new inputs_inputs/* InputError */.dz('operation', `is required; expected one of ${OPERATION_NAMES.join(', ')}`);
    return name;
}
function readCommonSettings(inputs) {
    const dryRun = inputs.boolean('dry-run', false);
    const apiUrlText = inputs.line('api-url') ?? DEFAULT_API_URL;
    let apiUrl;
    try {
        apiUrl = parseBaseUrl(apiUrlText);
    }
    catch (error) {
        throw new inputs_inputs/* InputError */.dz('api-url', error.message);
    }
    // A key is a header value: surrounding whitespace is an accident, inner whitespace is invalid.
    const apiKey = inputs.optional('api-key');
    if (apiKey === undefined && !dryRun) {
        throw new inputs_inputs/* InputError */.dz('api-key', 'is required (pass it from a secret: api-key: ${{ secrets.BUNNY_API_KEY }}), unless dry-run is true');
    }
    if (apiKey !== undefined && apiKey.length > MAX_API_KEY_LENGTH) {
        throw new inputs_inputs/* InputError */.dz('api-key', `is ${apiKey.length} characters long; an API key is at most ${MAX_API_KEY_LENGTH} (check that the right secret is passed)`);
    }
    if (apiKey !== undefined && /[\s\u0000-\u001f\u007f-\uffff]/.test(apiKey)) {
        throw new inputs_inputs/* InputError */.dz('api-key', 'contains whitespace or characters that cannot be sent in a header; check the secret for a stray newline or a pasted character');
    }
    const timeoutSeconds = inputs.integer('timeout-seconds', { min: 1, max: 600, default: 30 }) ?? 30;
    const maxAttempts = inputs.integer('max-attempts', { min: 1, max: 10, default: 3 }) ?? 3;
    return { apiUrl, apiKey, timeoutMs: timeoutSeconds * 1000, maxAttempts, dryRun };
}

// EXTERNAL MODULE: ./src/api/clock.ts
var api_clock = __nccwpck_require__(6982);
;// CONCATENATED MODULE: ./src/runner/version.ts
// Kept in step with package.json by a test; the User-Agent names it.
const ACTION_NAME = 'bunny-platform-action';
const ACTION_VERSION = '0.1.0';
const USER_AGENT = `${ACTION_NAME}/${ACTION_VERSION} (+https://github.com/features/actions)`;

;// CONCATENATED MODULE: ./src/runner/workflow-links.ts

/**
 * A footer for the job summary linking the run and the commit it built. Only on a runner
 * (GITHUB_RUN_ID set), and loaded late: @actions/github brings Octokit, which no step needs
 * before its work is done.
 */
async function workflowLinksHtml(env) {
    if (!env['GITHUB_RUN_ID'] || !env['GITHUB_REPOSITORY'])
        return undefined;
    const { context } = await __nccwpck_require__.e(/* import() */ 413).then(__nccwpck_require__.bind(__nccwpck_require__, 2413));
    const repository = `${context.serverUrl}/${context.repo.owner}/${context.repo.repo}`;
    const run = `${repository}/actions/runs/${context.runId}`;
    const parts = [`<a href="${(0,untrusted_text/* escapeHtml */.ZD)(run)}">${(0,untrusted_text/* escapeHtml */.ZD)(context.workflow || 'workflow')} run ${(0,untrusted_text/* escapeHtml */.ZD)(context.runNumber)}</a>`];
    if (/^[0-9a-f]{40}$/i.test(context.sha)) {
        parts.push(`commit <a href="${(0,untrusted_text/* escapeHtml */.ZD)(`${repository}/commit/${context.sha}`)}"><code>${context.sha.slice(0, 7)}</code></a>`);
    }
    return `<p><sub>${parts.join(' · ')}</sub></p>`;
}

;// CONCATENATED MODULE: ./src/main.ts












function serialise(value) {
    if (value === null || value === undefined)
        return '';
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
/**
 * Runs one step: read inputs, call the API, set outputs, write the summary; fail cleanly.
 * Returns the exit code, which the entry point gives the process.
 */
async function run(options = { env: process.env }) {
    const { env } = options;
    const clock = options.clock ?? api_clock/* systemClock */.m;
    let exitCode = 0;
    const runner = new Runner(env);
    const secrets = new SecretRegistry((value) => runner.mask(value));
    const log = new RunnerLog(runner, secrets);
    const summary = new JobSummary();
    const inputs = new inputs_inputs/* Inputs */.G0((0,inputs_inputs/* environmentInputs */.rg)(env));
    const written = new Map();
    const report = {
        setOutput(name, value) {
            if (value === undefined)
                return;
            const text = secrets.scrub(serialise(value));
            written.set(name, text);
            runner.setOutput(name, text);
        },
        summary,
        log,
        clock,
    };
    let operation;
    let lastStatus;
    let client;
    try {
        // The key is masked before any input is read or any line printed.
        secrets.add(inputs.raw('api-key'));
        secrets.add(inputs.optional('api-key'));
        operation = readOperation(inputs);
        const name = operation;
        const { settings, chosen, plan } = await log.group(`Validate inputs of ${name}`, async () => {
            const settings = readCommonSettings(inputs);
            const { operation: chosen } = await loadOperation(name);
            const context = {
                inputs,
                secrets,
                log,
                workspace: env['GITHUB_WORKSPACE'] || process.cwd(),
                env,
                clock,
            };
            const plan = await chosen.plan(context);
            log.info(`Inputs are valid; API ${settings.apiUrl.origin}, timeout ${settings.timeoutMs / 1000} s, up to ${settings.maxAttempts} attempt(s) a request.`);
            return { settings, chosen, plan };
        });
        if (settings.dryRun) {
            // What a user needs to see of each request; repeat-safety and statuses are the client's business.
            const requests = chosen.describe(plan).map(({ method, path, query, body }) => ({ method, path, query, body }));
            log.info(`Dry run of ${operation}: ${requests.length} request(s) would be sent to ${settings.apiUrl.origin}; nothing is sent.`);
            log.untrusted(JSON.stringify(requests, null, 2));
            report.setOutput('result', { dryRun: true, requests });
            summary.heading(`bunny.net ${operation}: dry run`).table(['Method', 'Path'], requests.map((r) => [r.method, r.path]));
            return exitCode;
        }
        const { PlatformClient } = await Promise.all(/* import() */[__nccwpck_require__.e(816), __nccwpck_require__.e(752), __nccwpck_require__.e(640)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3640));
        client = new PlatformClient({
            baseUrl: settings.apiUrl,
            apiKey: settings.apiKey ?? '',
            userAgent: USER_AGENT,
            timeoutMs: settings.timeoutMs,
            maxAttempts: settings.maxAttempts,
            maxConnections: chosen.concurrency?.(plan) ?? 1,
            onRetry: (message) => log.info(message),
            redact: (text) => secrets.scrub(text),
            onResponse: (status) => {
                lastStatus = status;
            },
            clock,
        });
        const ready = client;
        await log.group(`Call the API: ${name}`, () => chosen.execute(plan, ready, report));
    }
    catch (error) {
        const status = error instanceof api_error/* ApiError */.h ? error.status : undefined;
        if (status !== undefined)
            lastStatus = status;
        fail(error, operation, report, secrets, log);
        exitCode = 1;
    }
    finally {
        if (lastStatus !== undefined)
            report.setOutput('status', lastStatus);
        await client?.close();
        if (written.size > 0) {
            await log.group('Outputs', async () => {
                for (const [output, text] of written)
                    log.info(`${output}: ${(0,untrusted_text/* inline */.mG)(text, 160)}`);
            });
        }
        if (!summary.isEmpty && env['GITHUB_STEP_SUMMARY']) {
            try {
                const links = await workflowLinksHtml(env);
                if (links)
                    summary.trustedHtml(links);
                runner.appendSummary(secrets.scrub(summary.toString()));
            }
            catch (error) {
                log.warning(`Could not write the job summary: ${error.message}`);
            }
        }
    }
    return exitCode;
}
function fail(error, operation, report, secrets, log) {
    let message = error instanceof Error ? error.message : String(error);
    if (error instanceof api_error/* ApiError */.h && error.errorKey)
        report.setOutput('error-key', error.errorKey);
    if (!(error instanceof inputs_inputs/* InputError */.dz) && !(error instanceof api_error/* ApiError */.h) && log.isDebug && error instanceof Error && error.stack) {
        message = error.stack;
    }
    const clean = secrets.scrub(message);
    report.setOutput('error-message', clean);
    // Every failed step's summary says so, whether or not the operation had begun its own.
    if (report.summary.isEmpty)
        report.summary.heading(`bunny.net ${operation ?? 'action'}: failed`);
    if (!report.summary.hasVerdict)
        report.summary.verdict(false, clean.split('\n')[0] ?? clean);
    log.error(clean, { title: `bunny.net ${operation ?? 'action'} failed` });
}


/***/ }),

/***/ 2590:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   WC: () => (/* binding */ inertBlock),
/* harmony export */   ZD: () => (/* binding */ escapeHtml),
/* harmony export */   mG: () => (/* binding */ inline)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

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
    return safe.length > max ? `${safe.slice(0, max)}…` : safe;
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


/***/ }),

/***/ 2613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 4434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 9896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 8611:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");

/***/ }),

/***/ 5692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");

/***/ }),

/***/ 9278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 4589:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 6698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 7540:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3053:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 610:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 8474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 1455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 7067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 2467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 7030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 1792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 99:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:sqlite");

/***/ }),

/***/ 7075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 7830:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream/web");

/***/ }),

/***/ 7997:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:timers");

/***/ }),

/***/ 1692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 3429:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

/***/ }),

/***/ 8877:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:v8");

/***/ }),

/***/ 714:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:vm");

/***/ }),

/***/ 5919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 8522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 3193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ }),

/***/ 4756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 1404:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		id: moduleId,
/******/ 		loaded: false,
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Flag the module as loaded
/******/ 	module.loaded = true;
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/node module decorator */
/******/ (() => {
/******/ 	__nccwpck_require__.nmd = (module) => {
/******/ 		module.paths = [];
/******/ 		if (!module.children) module.children = [];
/******/ 		return module;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(9407);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
