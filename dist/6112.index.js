export const id = 6112;
export const ids = [6112];
export const modules = {

/***/ 4884:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ readProxySettings)
/* harmony export */ });
/* harmony import */ var _http_proxy_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(685);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2495);



/**
 * The proxy for requests to `target`, or undefined when they go straight there: the HTTP layer's
 * settings of the step (read once from its environment), with a bad variable as an input problem.
 */
function readProxySettings(env, target) {
    try {
        return (0,_http_proxy_js__WEBPACK_IMPORTED_MODULE_0__/* .proxySettings */ .EM)(env).routeFor(target);
    }
    catch (error) {
        if (error instanceof _http_proxy_js__WEBPACK_IMPORTED_MODULE_0__/* .ProxySettingError */ .Tl)
            throw new _inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(error.variable, error.message);
        throw error;
    }
}


/***/ }),

/***/ 4173:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CP: () => (/* binding */ writtenCredentials),
/* harmony export */   RW: () => (/* binding */ hideCredentials),
/* harmony export */   g: () => (/* binding */ maskWrittenCredentials),
/* harmony export */   jr: () => (/* binding */ showUrl)
/* harmony export */ });
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2495);

/**
 * The one place an input URL is described: its credentials never shown, whatever else is wrong
 * with it (an ftp:// URL, a space, a line of a list), and found without parsing it, since a URL
 * that does not parse is exactly the one whose message shows it.
 */
/** A scheme with its slashes: in `user:pass@host` the user name is no scheme. */
const SCHEME = /^\s*[A-Za-z][A-Za-z0-9+.-]*:[/\\]+/;
/**
 * The user name and password of a URL as written (`https://user:pass@host/`): the authority is
 * what follows the scheme's slashes up to the first /, ?, # or \, and its credentials what
 * comes before its last @.
 */
function writtenCredentials(text) {
    const authority = /^(?:[A-Za-z][A-Za-z0-9+.-]*:)?[/\\]*([^/?#\\]*)/.exec(text.trim())?.[1] ?? '';
    const at = authority.lastIndexOf('@');
    return at < 0 ? undefined : authority.slice(0, at);
}
/**
 * The URL as it may be shown: everything between the scheme and the text's last @ hidden. Wider
 * than the authority on purpose: a password holding / or # ends the authority early when parsed
 * (`https://u:pa/ss@host`), and a message may not show any of it; a path holding @ is shown
 * hidden up to it, which only an error message sees.
 */
function hideCredentials(text) {
    const at = text.lastIndexOf('@');
    if (at < 0)
        return text;
    const scheme = SCHEME.exec(text)?.[0] ?? '';
    return at < scheme.length ? text : `${scheme}***${text.slice(at)}`;
}
/** A URL input's value quoted for a message, credentials hidden (showValue's quoting and cut). */
function showUrl(text) {
    return (0,_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .showValue */ .vp)(hideCredentials(text));
}
/**
 * Masks what a written URL holds as credentials (as written and percent-decoded, whole and each
 * part), so that no later line shows them either. Returns whether there were any.
 */
function maskWrittenCredentials(inputs, text) {
    const credentials = writtenCredentials(text);
    if (credentials === undefined)
        return false;
    for (const part of [credentials, ...credentials.split(':')]) {
        if (part.length === 0)
            continue;
        inputs.mask(part);
        try {
            inputs.mask(decodeURIComponent(part));
        }
        catch {
            // Not percent-encoding: masked as written.
        }
    }
    return true;
}


/***/ }),

/***/ 6112:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

;// CONCATENATED MODULE: ./runner/action-log.ts
class RunnerLog {
    #out;
    constructor(out) {
        this.#out = out;
    }
    get isDebug() {
        return this.#out.isDebug;
    }
    redact(text) {
        return this.#out.redact(text);
    }
    info(message) {
        this.#out.info(message);
    }
    debug(message) {
        this.#out.debug(message);
    }
    notice(message, properties = {}) {
        this.#out.annotate('notice', message, properties);
    }
    warning(message, properties = {}) {
        this.#out.annotate('warning', message, properties);
    }
    error(message, properties = {}) {
        this.#out.annotate('error', message, properties);
    }
    untrusted(text) {
        this.#out.block(text);
    }
    async group(name, body) {
        this.#out.startGroup(name);
        try {
            return await body();
        }
        finally {
            this.#out.endGroup();
        }
    }
}

// EXTERNAL MODULE: ./api/api-error.ts
var api_error = __webpack_require__(316);
// EXTERNAL MODULE: ./api/requests.ts
var api_requests = __webpack_require__(7109);
// EXTERNAL MODULE: ./http/wording.ts
var wording = __webpack_require__(8325);
// EXTERNAL MODULE: ./inputs/inputs.ts
var inputs_inputs = __webpack_require__(2495);
;// CONCATENATED MODULE: ./inputs/action-interface.ts
// Generated from action.yml and docs/operations.yml by `npm run docs`; a test fails when they differ. Do not edit.
/** Every input action.yml declares, in its order. */
const DECLARED_INPUTS = [
    'operation',
    'api-key',
    'api-url',
    'timeout-seconds',
    'max-attempts',
    'dry-run',
    'pr-comment',
    'github-token',
    'comment-key',
    'github-deployment',
    'github-environment',
    'zone-id',
    'record-type',
    'record-name',
    'record-value',
    'ttl',
    'priority',
    'weight',
    'port',
    'flags',
    'tag',
    'comment',
    'pull-zone-id',
    'script-id',
    'record',
    'if-exists',
    'secret-name',
    'secret-value',
    'secrets',
    'concurrency',
    'secret-id',
    'app-id',
    'app-config',
    'image-tags',
    'allow-container-removal',
    'expected-commit-sha',
    'wait-seconds',
    'poll-interval-seconds',
    'file',
    'note',
    'if-unchanged',
    'purge-linked-zones',
    'rollback-wait-seconds',
    'rollback-on-failure',
    'deployment-key',
    'github-oidc',
    'verify',
    'to-release-uuid',
    'only-if-live-uuid',
    'restore-code',
    'date',
    'order',
    'limit',
    'continuation-token',
    'products',
    'resource-types',
    'resource-ids',
    'actor-ids',
    'all-pages',
    'max-entries',
    'output-file',
    'require-waf',
    'query',
    'from',
    'size',
    'result-type',
    'urls',
    'cache-tag',
    'exact-path',
    'prune',
    'keep',
    'max-prune',
    'allow-prune-all',
    'url',
    'probe-url',
    'expect-status',
    'expect-body',
    'expect-body-regex',
    'expect-header',
    'expect-commit',
    'method',
    'headers',
    'consecutive-successes',
    'cache-bust',
    'max-redirects',
    'rollback-on-probe-error',
    'record-id',
    'if-missing',
    'allow-multiple',
    'storage-zone-id',
    'storage-zone-name',
    'storage-password',
    'storage-region',
    'storage-hostname',
    'source-dir',
    'target-path',
    'exclude',
    'include-hidden',
    'purge-pull-zone-ids',
    'replication-settle-seconds',
    'deploy-id',
    'promote',
    'preview-hostname',
    'keep-deploys',
    'only-if-live-deploy-id',
    'html-cache-control',
    'remove-hostname',
    'variables',
    'require-env',
    'targets',
    'fail-open',
];
/** Every output action.yml declares, in its order. */
const OUTPUT_NAMES = (/* unused pure expression or super */ null && ([
    'result',
    'status',
    'error-key',
    'error-message',
    'summary-markdown',
    'record-id',
    'secret-name',
    'secret-id',
    'last-modified',
    'created',
    'updated',
    'app-id',
    'app-status',
    'release-id',
    'commit-sha',
    'release-uuid',
    'author',
    'date-released',
    'date-published',
    'matches',
    'entries',
    'has-more-data',
    'continuation-token',
    'start-token',
    'output-file',
    'shield-zone-id',
    'waf-enabled',
    'learning-mode',
    'total',
    'ids',
    'first-id',
    'purged',
    'failed',
    'created-names',
    'updated-names',
    'deleted-names',
    'commit-source',
    'code-sha256',
    'previous-release-uuid',
    'unchanged',
    'verified-by',
    'rolled-back',
    'url',
    'previous-images',
    'urls',
    'replaced-release-uuid',
    'matched',
    'probe-status',
    'probe-error',
    'attempts',
    'elapsed-seconds',
    'deleted-ids',
    'deleted',
    'uploaded',
    'bytes-uploaded',
    'changed-paths',
    'deploy-id',
    'previous-deploy-id',
    'promoted',
    'removed',
    'deleted-deploys',
    'unchanged-names',
    'matrix',
    'changed',
    'any-changed',
]));
/** The inputs each operation's own action (`<operation>/action.yml`) declares: all it reads. */
const OPERATION_INPUTS = {
    'add-dns-record': [
        'zone-id',
        'record-type',
        'record-name',
        'record-value',
        'ttl',
        'priority',
        'weight',
        'port',
        'flags',
        'tag',
        'comment',
        'pull-zone-id',
        'script-id',
        'record',
        'if-exists',
        'api-key',
        'api-url',
        'timeout-seconds',
        'max-attempts',
        'dry-run',
        'pr-comment',
        'github-token',
        'comment-key',
    ],
    'delete-dns-record': [
        'zone-id',
        'record-id',
        'record-type',
        'record-name',
        'record-value',
        'priority',
        'weight',
        'port',
        'flags',
        'tag',
        'pull-zone-id',
        'script-id',
        'if-missing',
        'allow-multiple',
        'api-key',
        'api-url',
        'timeout-seconds',
        'max-attempts',
        'dry-run',
        'pr-comment',
        'github-token',
        'comment-key',
    ],
    'sync-storage': [
        'storage-zone-id',
        'storage-zone-name',
        'storage-password',
        'storage-region',
        'storage-hostname',
        'source-dir',
        'target-path',
        'exclude',
        'include-hidden',
        'concurrency',
        'prune',
        'keep',
        'max-prune',
        'allow-prune-all',
        'purge-linked-zones',
        'purge-pull-zone-ids',
        'replication-settle-seconds',
        'api-key',
        'api-url',
        'timeout-seconds',
        'max-attempts',
        'dry-run',
        'pr-comment',
        'github-token',
        'comment-key',
    ],
    'upsert-secret': [
        'script-id',
        'secret-name',
        'secret-value',
        'secrets',
        'concurrency',
        'prune',
        'keep',
        'max-prune',
        'allow-prune-all',
        'api-key',
        'api-url',
        'timeout-seconds',
        'max-attempts',
        'dry-run',
        'pr-comment',
        'github-token',
        'comment-key',
    ],
    'update-secret': [
        'script-id',
        'secret-id',
        'secret-value',
        'api-key',
        'api-url',
        'timeout-seconds',
        'max-attempts',
        'dry-run',
        'pr-comment',
        'github-token',
        'comment-key',
    ],
    'update-app': [
        'app-id',
        'app-config',
        'image-tags',
        'allow-container-removal',
        'wait-seconds',
        'poll-interval-seconds',
        'rollback-on-failure',
        'rollback-wait-seconds',
        'probe-url',
        'expect-status',
        'expect-body',
        'expect-body-regex',
        'expect-header',
        'expect-commit',
        'method',
        'headers',
        'consecutive-successes',
        'cache-bust',
        'max-redirects',
        'rollback-on-probe-error',
        'github-deployment',
        'github-environment',
        'api-key',
        'api-url',
        'timeout-seconds',
        'max-attempts',
        'dry-run',
        'pr-comment',
        'github-token',
        'comment-key',
    ],
    'get-active-release': [
        'script-id',
        'expected-commit-sha',
        'wait-seconds',
        'poll-interval-seconds',
        'api-key',
        'api-url',
        'timeout-seconds',
        'max-attempts',
        'dry-run',
        'pr-comment',
        'github-token',
        'comment-key',
    ],
    'publish-script': [
        'script-id',
        'file',
        'note',
        'if-unchanged',
        'purge-linked-zones',
        'wait-seconds',
        'poll-interval-seconds',
        'rollback-on-failure',
        'deployment-key',
        'github-oidc',
        'require-env',
        'verify',
        'probe-url',
        'expect-status',
        'expect-body',
        'expect-body-regex',
        'expect-header',
        'expect-commit',
        'method',
        'headers',
        'consecutive-successes',
        'cache-bust',
        'max-redirects',
        'rollback-on-probe-error',
        'github-deployment',
        'github-environment',
        'api-key',
        'api-url',
        'timeout-seconds',
        'max-attempts',
        'dry-run',
        'pr-comment',
        'github-token',
        'comment-key',
    ],
    'rollback-script': [
        'script-id',
        'to-release-uuid',
        'only-if-live-uuid',
        'restore-code',
        'note',
        'purge-linked-zones',
        'wait-seconds',
        'poll-interval-seconds',
        'api-key',
        'api-url',
        'timeout-seconds',
        'max-attempts',
        'dry-run',
        'pr-comment',
        'github-token',
        'comment-key',
    ],
    'probe-url': [
        'url',
        'wait-seconds',
        'poll-interval-seconds',
        'expect-status',
        'expect-body',
        'expect-body-regex',
        'expect-header',
        'expect-commit',
        'method',
        'headers',
        'consecutive-successes',
        'cache-bust',
        'max-redirects',
        'api-key',
        'api-url',
        'timeout-seconds',
        'max-attempts',
        'dry-run',
        'pr-comment',
        'github-token',
        'comment-key',
    ],
    'purge-cache': [
        'pull-zone-id',
        'urls',
        'cache-tag',
        'exact-path',
        'api-key',
        'api-url',
        'timeout-seconds',
        'max-attempts',
        'dry-run',
        'pr-comment',
        'github-token',
        'comment-key',
    ],
    'get-audit-log': [
        'date',
        'order',
        'limit',
        'continuation-token',
        'products',
        'resource-types',
        'resource-ids',
        'actor-ids',
        'all-pages',
        'max-entries',
        'output-file',
        'api-key',
        'api-url',
        'timeout-seconds',
        'max-attempts',
        'dry-run',
        'pr-comment',
        'github-token',
        'comment-key',
    ],
    'get-shield-zone': [
        'pull-zone-id',
        'require-waf',
        'api-key',
        'api-url',
        'timeout-seconds',
        'max-attempts',
        'dry-run',
        'pr-comment',
        'github-token',
        'comment-key',
    ],
    search: [
        'query',
        'from',
        'size',
        'result-type',
        'api-key',
        'api-url',
        'timeout-seconds',
        'max-attempts',
        'dry-run',
        'pr-comment',
        'github-token',
        'comment-key',
    ],
    'deploy-site': [
        'storage-zone-id',
        'pull-zone-id',
        'source-dir',
        'exclude',
        'include-hidden',
        'deploy-id',
        'promote',
        'preview-hostname',
        'keep-deploys',
        'html-cache-control',
        'concurrency',
        'wait-seconds',
        'poll-interval-seconds',
        'rollback-on-failure',
        'probe-url',
        'expect-status',
        'expect-body',
        'expect-body-regex',
        'expect-header',
        'expect-commit',
        'method',
        'headers',
        'consecutive-successes',
        'cache-bust',
        'max-redirects',
        'rollback-on-probe-error',
        'github-deployment',
        'github-environment',
        'api-key',
        'api-url',
        'timeout-seconds',
        'max-attempts',
        'dry-run',
        'pr-comment',
        'github-token',
        'comment-key',
    ],
    'promote-site': [
        'storage-zone-id',
        'pull-zone-id',
        'deploy-id',
        'preview-hostname',
        'html-cache-control',
        'only-if-live-deploy-id',
        'wait-seconds',
        'poll-interval-seconds',
        'probe-url',
        'expect-status',
        'expect-body',
        'expect-body-regex',
        'expect-header',
        'expect-commit',
        'method',
        'headers',
        'consecutive-successes',
        'cache-bust',
        'max-redirects',
        'github-deployment',
        'github-environment',
        'api-key',
        'api-url',
        'timeout-seconds',
        'max-attempts',
        'dry-run',
        'pr-comment',
        'github-token',
        'comment-key',
    ],
    'remove-site-preview': [
        'pull-zone-id',
        'preview-hostname',
        'remove-hostname',
        'github-deployment',
        'github-environment',
        'api-key',
        'api-url',
        'timeout-seconds',
        'max-attempts',
        'dry-run',
        'pr-comment',
        'github-token',
        'comment-key',
    ],
    'sync-variables': [
        'script-id',
        'variables',
        'prune',
        'keep',
        'max-prune',
        'allow-prune-all',
        'api-key',
        'api-url',
        'timeout-seconds',
        'max-attempts',
        'dry-run',
        'pr-comment',
        'github-token',
        'comment-key',
    ],
    'plan-deploys': [
        'targets',
        'fail-open',
        'api-key',
        'api-url',
        'timeout-seconds',
        'max-attempts',
        'dry-run',
        'pr-comment',
        'github-token',
        'comment-key',
    ],
};

// EXTERNAL MODULE: ./inputs/closest-word.ts
var closest_word = __webpack_require__(7424);
;// CONCATENATED MODULE: ./inputs/declared-inputs.ts



/** The variable the runner passes an input in: spaces become underscores, hyphens stay. */
const inputVariable = (name) => `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;
const DECLARED_VARIABLES = new Set(DECLARED_INPUTS.map(inputVariable));
/**
 * One error per INPUT_ variable that names no declared input. The runner only warns about
 * those, and a misspelt input silently changes what the step does (`record_name` leaves
 * `record-name` empty). Only the variable's name is shown, never its value.
 */
function undeclaredInputs(env, operation) {
    const errors = [];
    const declared = operation ? OPERATION_INPUTS[operation] : DECLARED_INPUTS;
    const variables = operation ? new Set(declared.map(inputVariable)) : DECLARED_VARIABLES;
    const file = operation ? `${operation}/action.yml` : 'action.yml';
    for (const variable of Object.keys(env).sort()) {
        if (!variable.toUpperCase().startsWith('INPUT_') || variables.has(variable))
            continue;
        // The runner upper-cases the name, so the lower-case form is the likeliest spelling.
        const name = variable.slice('INPUT_'.length).toLowerCase();
        const near = (0,closest_word/* closest */.k)(name, declared);
        const which = operation ? `the ${operation} action` : 'this action';
        errors.push(new inputs_inputs/* InputError */.dz(name, `is not an input of ${which} (passed as ${variable})${near ? `; did you mean '${near}'?` : ''}; inputs are listed in ${file}`));
    }
    return errors;
}

// EXTERNAL MODULE: ./runner/untrusted-text.ts
var untrusted_text = __webpack_require__(3649);
;// CONCATENATED MODULE: ./runner/job-summary.ts

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
    /** A verdict line for a check: \u2705 or \u274c with the reason. */
    verdict(ok, text) {
        this.#hasVerdict = true;
        this.#parts.push(`<p>${ok ? '\u2705' : '\u274c'} <strong>${(0,untrusted_text/* escapeHtml */.ZD)(text)}</strong></p>`);
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

// EXTERNAL MODULE: ./operations/operation.ts
var operations_operation = __webpack_require__(2806);
;// CONCATENATED MODULE: ./runner/secret-registry.ts
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

;// CONCATENATED MODULE: ./runner/runner-output.ts


/**
 * What the runner reads as a workflow command: `::` at the start of a line once leading
 * whitespace (any Unicode space) is trimmed, or the legacy `##[name]`, which it finds anywhere
 * in a line. A line ends at \n, \r\n or a lone \r.
 */
const COMMAND_SYNTAX = /(^|[\r\n])[\s\u0085]*::|##\[/;
/**
 * The one place text leaves the step for the runner: log lines, annotations, groups, outputs and
 * the job summary. Every text is scrubbed of registered secrets here and nowhere else, so no
 * caller can forget it; the protocol itself is the Runner's (@actions/core).
 */
class RunnerOutput {
    /** The step's environment, as `run()` was handed it. */
    env;
    #runner;
    secrets;
    /** `env` is the step's: RUNNER_DEBUG is read from it. */
    constructor(env, runner) {
        this.env = env;
        this.#runner = runner;
        this.secrets = new SecretRegistry((value) => runner.setSecret(value));
    }
    get isDebug() {
        return this.env['RUNNER_DEBUG'] === '1';
    }
    /** A plain log line; one that holds command syntax is printed inert, never acted on. */
    info(message) {
        const text = this.redact(message);
        this.#runner.info(COMMAND_SYNTAX.test(text) ? (0,untrusted_text/* inertBlock */.WC)(text) : text);
    }
    /** Text from the API or a user, printed so that the runner acts on no command in it. */
    block(text) {
        this.#runner.info((0,untrusted_text/* inertBlock */.WC)(this.redact(text)));
    }
    debug(message) {
        this.#runner.debug(this.redact(message));
    }
    annotate(level, message, properties = {}) {
        const scrubbed = properties.title === undefined ? {} : { title: this.redact(properties.title) };
        this.#runner.annotate(level, this.redact(message), scrubbed);
    }
    startGroup(name) {
        this.#runner.startGroup(this.redact(name));
    }
    endGroup() {
        this.#runner.endGroup();
    }
    /** Sets an output and returns the text the workflow sees. */
    setOutput(name, value) {
        const text = this.redact(value);
        this.#runner.setOutput(name, text);
        return text;
    }
    /** Appends to the job summary; false when the runner gave no summary file. */
    appendSummary(html) {
        return this.#runner.appendSummary(this.redact(html));
    }
    /**
     * What `text` would be once it leaves: for callers that must cut it short after, not before, and
     * for text that leaves for GitHub's API (the pull request comment), scrubbed as all the rest.
     */
    redact(text) {
        return this.secrets.scrub(text);
    }
}

// EXTERNAL MODULE: ./runner/workflow-links.ts
var workflow_links = __webpack_require__(2194);
;// CONCATENATED MODULE: ./step-outputs.ts


function serialise(value) {
    if (value === null || value === undefined)
        return '';
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
/**
 * The step's outputs and summary, kept until the step ends and then written once each, failed
 * or not: an operation that learns more later (a result with the rollout's status) replaces its
 * value instead of appending.
 */
class StepOutputs {
    #out;
    #log;
    /** Each output's last value. */
    written = new Map();
    report;
    failed = false;
    #lastStatus;
    constructor(out, log, summary, clock) {
        this.#out = out;
        this.#log = log;
        const written = this.written;
        this.report = {
            setOutput(name, value) {
                if (value !== undefined)
                    written.set(name, serialise(value));
            },
            summary,
            log,
            clock,
        };
    }
    /** The status of the last answer: the `status` output of a step whose operation sets none. */
    sawStatus(status) {
        this.#lastStatus = status;
    }
    async write() {
        const { summary } = this.report;
        if (this.#lastStatus !== undefined && !this.written.has('status'))
            this.report.setOutput('status', this.#lastStatus);
        const links = summary.isEmpty ? undefined : (0,workflow_links/* workflowLinksHtml */.w)(this.#out.env);
        if (links)
            summary.trustedHtml(links);
        if (!summary.isEmpty)
            this.report.setOutput('summary-markdown', summary.toString());
        if (this.written.size > 0) {
            await this.#log.group('Outputs', async () => {
                for (const [output, value] of this.written)
                    this.#log.info(`${output}: ${(0,untrusted_text/* inline */.mG)(this.#out.setOutput(output, value), 160)}`);
            });
        }
        if (summary.isEmpty)
            return;
        try {
            await this.#out.appendSummary(summary.toString());
        }
        catch (error) {
            this.#log.warning(`Could not write the job summary: ${error.message}`);
        }
    }
}

// EXTERNAL MODULE: ./http/retry-policy.ts
var retry_policy = __webpack_require__(6754);
// EXTERNAL MODULE: ./http/retry-loop.ts
var retry_loop = __webpack_require__(6086);
// EXTERNAL MODULE: ./http/network-errors.ts
var network_errors = __webpack_require__(2919);
// EXTERNAL MODULE: ./runner/runner.ts
var runner_runner = __webpack_require__(5141);
;// CONCATENATED MODULE: ./runner/id-token.ts





const NO_TOKEN = 'The job needs permissions: id-token: write, and a pull request from a fork gets no token';
class TimedOut extends Error {
}
/** Resolves as `work` does, or rejects TimedOut after `ms`; the timer never outlives the race. */
async function within(work, ms) {
    let timer;
    try {
        return await Promise.race([
            work,
            new Promise((_, reject) => {
                timer = setTimeout(() => reject(new TimedOut()), ms);
            }),
        ]);
    }
    finally {
        clearTimeout(timer);
    }
}
/**
 * A GitHub OIDC token for this job from the runner's token service, asked for with no audience
 * (its audience is then the repository owner's URL, as the platform's own deploy action asks).
 * Each attempt is bounded by timeout-seconds; a service that fails for a moment (5xx, 429, no
 * answer, a dropped connection) is asked again, up to max-attempts; a failure says what the
 * service answered, and blames the job's permissions only when the service refused.
 */
async function requestIdToken(runner, settings) {
    if (!settings.env['ACTIONS_ID_TOKEN_REQUEST_URL'] || !settings.env['ACTIONS_ID_TOKEN_REQUEST_TOKEN']) {
        throw new Error(`github-oidc: the runner gave this job no OIDC token (ACTIONS_ID_TOKEN_REQUEST_URL is not set). ${NO_TOKEN}`);
    }
    const describe = "github-oidc: the runner's token service";
    const limit = (0,wording/* formatSeconds */.X)(settings.timeoutMs);
    const result = await (0,retry_loop/* withRetries */.L)({
        describe,
        maxAttempts: settings.maxAttempts,
        timing: settings.timing ?? retry_policy/* DEFAULT_RETRY_TIMING */.gY,
        random: settings.random ?? Math.random,
        sleep: (ms) => settings.clock.sleep(ms),
        onRetry: settings.onRetry,
        limitSpent: (error) => error,
        giveUp: ({ error }, attempts) => attempts > 1 ? new Error(`${error.message} (${attempts} attempts, each bounded by timeout-seconds)`) : error,
    }, async () => {
        try {
            const token = await within(runner.getIDToken(), settings.timeoutMs);
            return { ok: true, value: token };
        }
        catch (error) {
            if (error instanceof TimedOut) {
                const reason = `no answer within ${limit}`;
                return { ok: false, retryable: true, reason, error: new Error(`${describe} gave ${reason} (timeout-seconds)`) };
            }
            const status = error instanceof runner_runner/* IdTokenError */.Z ? error.status : undefined;
            const said = (0,wording/* excerpt */.K)(error instanceof Error ? error.message : String(error), (text) => text, 300);
            if (status === undefined) {
                const reason = `could not be reached (${said})`;
                return { ok: false, retryable: true, reason, error: new Error(`${describe} ${reason}`) };
            }
            const reason = (0,network_errors/* statusLine */.Bs)(status);
            const refused = status === 401 || status === 403;
            return {
                ok: false,
                retryable: retry_policy/* TRANSIENT_STATUSES */.SS.has(status) || status >= 500,
                reason,
                error: new Error(`${describe} answered ${reason}${said ? `: ${said}` : ''}${refused ? `. ${NO_TOKEN}` : ''}`),
            };
        }
    });
    return result.value;
}

;// CONCATENATED MODULE: ./api/base-url.ts
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
        throw new Error('credentials in the URL are not allowed; the key is given apart');
    if (url.search || text.includes('?'))
        throw new Error('a query string is not allowed');
    if (url.hash || text.includes('#'))
        throw new Error('a fragment is not allowed');
    return url;
}

// EXTERNAL MODULE: ./inputs/url-text.ts
var url_text = __webpack_require__(4173);
;// CONCATENATED MODULE: ./inputs/common-settings.ts



const DEFAULT_API_URL = 'https://api.bunny.net';
/** A key is a few dozen characters; one far longer is the wrong secret, and would be sent as a header. */
const MAX_API_KEY_LENGTH = 1024;
/** `keyRequired` is false for an operation that sends no API request (probe-url). */
function readCommonSettings(inputs, keyRequired = true) {
    const dryRun = inputs.boolean('dry-run', false);
    const apiUrlText = inputs.line('api-url') ?? DEFAULT_API_URL;
    let apiUrl;
    if ((0,url_text/* maskWrittenCredentials */.g)(inputs, apiUrlText)) {
        throw new inputs_inputs/* InputError */.dz('api-url', 'credentials in the URL are not allowed (user:password@); pass the key as api-key');
    }
    try {
        apiUrl = parseBaseUrl(apiUrlText);
    }
    catch (error) {
        // The parser quotes the address; a message shows it without what could be credentials.
        const message = error.message.replaceAll(apiUrlText, (0,url_text/* hideCredentials */.RW)(apiUrlText));
        throw new inputs_inputs/* InputError */.dz('api-url', message.endsWith('the key is given apart') ? `${message}, as api-key` : message);
    }
    // A key is a header value: surrounding whitespace is an accident, inner whitespace is invalid.
    const apiKey = inputs.optional('api-key');
    if (apiKey === undefined && !dryRun && keyRequired) {
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

// EXTERNAL MODULE: ./inputs/proxy-settings.ts
var proxy_settings = __webpack_require__(4884);
// EXTERNAL MODULE: ./operations/registry.ts
var registry = __webpack_require__(8936);
// EXTERNAL MODULE: ./api/clock.ts + 1 modules
var api_clock = __webpack_require__(8676);
// EXTERNAL MODULE: ./runner/version.ts
var version = __webpack_require__(4463);
;// CONCATENATED MODULE: ./inputs/comment-settings.ts

/** A GitHub token is under a hundred characters; one far longer is the wrong secret, and it is sent as a header. */
const MAX_TOKEN_LENGTH = 1024;
/** The key travels in every comment's marker; a long one is a mistake, not a need. */
const MAX_COMMENT_KEY_LENGTH = 200;
/**
 * Read on every step, whether or not it comments: a token with a stray newline or a key of
 * two lines is a mistake to report before any request, not when a pull request comes.
 */
function readCommentSettings(inputs) {
    const enabled = inputs.boolean('pr-comment', false);
    const token = inputs.check(() => readToken(inputs));
    const key = inputs.line('comment-key');
    if (key !== undefined && key.length > MAX_COMMENT_KEY_LENGTH) {
        inputs.problems.add(new inputs_inputs/* InputError */.dz('comment-key', `is ${key.length} characters long; at most ${MAX_COMMENT_KEY_LENGTH}`));
    }
    else if (key !== undefined && /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(key)) {
        inputs.problems.add(new inputs_inputs/* InputError */.dz('comment-key', `${(0,inputs_inputs/* showValue */.vp)(key)} has a control character; a key is one line of text`));
    }
    return { enabled, token, key };
}
function readToken(inputs) {
    // The value is registered for masking as it is read, and never put in a message.
    const raw = inputs.secret('github-token');
    if (raw === undefined)
        return undefined;
    const token = (0,inputs_inputs/* trimAscii */.ic)(raw);
    if (token === '')
        return undefined;
    if (token.length > MAX_TOKEN_LENGTH) {
        throw new inputs_inputs/* InputError */.dz('github-token', `is ${token.length} characters long; a GitHub token is at most ${MAX_TOKEN_LENGTH} (check that the right secret is passed)`);
    }
    if (/[\s\u0000-\u001f\u007f-\uffff]/.test(token)) {
        throw new inputs_inputs/* InputError */.dz('github-token', 'contains whitespace or characters that cannot be sent in a header; check the secret for a stray newline or a pasted character');
    }
    return token;
}

;// CONCATENATED MODULE: ./inputs/hint-text.ts
/** Each hint code of the HTTP layer, worded with the input it means; appended to the failure's message. */
const HINT_TEXT = {
    'account-key-refused': '\nThe API refused api-key. It takes the account API key (dashboard: Account settings, API key), not a storage zone password or a Stream library key; check the secret behind api-key.',
    'base-url': ' Check api-url.',
    'more-attempts': ' Or raise max-attempts.',
};
/** `message` followed by what each hint asks the person running the step to check, once each. */
function withHintText(message, hints) {
    return [...new Set(hints)].reduce((text, hint) => (text.includes(HINT_TEXT[hint].trim()) ? text : text + HINT_TEXT[hint]), message);
}

;// CONCATENATED MODULE: ./inputs/deployment-settings.ts

/** The operations that record their deploy as a GitHub Deployment with `github-deployment: true`. */
const DEPLOYING_OPERATIONS = new Set(['deploy-site', 'promote-site', 'publish-script', 'update-app']);
/** The operation that closes a preview's deployments. */
const CLOSING_OPERATIONS = new Set(['remove-site-preview']);
/** The operations that serve a preview on `preview-hostname`, whose environment is then `preview/<host>`. */
const PREVIEW_OPERATIONS = new Set(['deploy-site', 'promote-site', 'remove-site-preview']);
/** GitHub refuses an environment name longer than this. */
const MAX_ENVIRONMENT_LENGTH = 255;
/**
 * github-deployment and github-environment, read only by the operations that take them (their
 * own action.yml declares them; another operation's step never sees them).
 */
function readDeploymentSettings(inputs, operation) {
    const off = { mode: undefined, environment: 'production', transient: false };
    if (operation === undefined || !(DEPLOYING_OPERATIONS.has(operation) || CLOSING_OPERATIONS.has(operation)))
        return off;
    const enabled = inputs.boolean('github-deployment', false);
    const named = inputs.line('github-environment');
    if (named !== undefined && named.length > MAX_ENVIRONMENT_LENGTH) {
        inputs.problems.add(new inputs_inputs/* InputError */.dz('github-environment', `is ${named.length} characters long; GitHub allows at most ${MAX_ENVIRONMENT_LENGTH}`));
    }
    else if (named !== undefined && /[\u0000-\u001f\u007f]/.test(named)) {
        inputs.problems.add(new inputs_inputs/* InputError */.dz('github-environment', `${(0,inputs_inputs/* showValue */.vp)(named)} has a control character; an environment name is one line of text`));
    }
    // The operation checks preview-hostname itself; here it only names the environment.
    const host = PREVIEW_OPERATIONS.has(operation) ? inputs.optional('preview-hostname')?.toLowerCase().replace(/\.$/, '') : undefined;
    const preview = host !== undefined && host !== '';
    return {
        mode: enabled ? (CLOSING_OPERATIONS.has(operation) ? 'close' : 'deploy') : undefined,
        environment: named ?? (preview ? `preview/${host}` : 'production'),
        transient: preview,
    };
}

;// CONCATENATED MODULE: ./runner/process-step.ts
/**
 * Runs a step as this process's own: its environment, @actions/core as its runner protocol, and
 * the exit code as the process's. What `run()` does when called with nothing, as
 * @github/local-action calls an entry point's `run()` (`npx @github/local-action run . src/main.ts
 * .env`, which stands in its own @actions/core), and ignores the value `run()` returns: a failed
 * step must still end the process with 1.
 */
async function runAsThisProcess(run) {
    const { actionsCoreRunner } = await Promise.all(/* import() */[__webpack_require__.e(734), __webpack_require__.e(8579), __webpack_require__.e(8610)]).then(__webpack_require__.bind(__webpack_require__, 6229));
    const exitCode = await run({ env: process.env, runner: actionsCoreRunner });
    process.exitCode = exitCode;
    return exitCode;
}

;// CONCATENATED MODULE: ./main.ts




















/**
 * Runs one step: read inputs, call the API, set outputs, write the summary; fail cleanly.
 * Returns the exit code, which the entry point gives the process.
 */
async function run(options) {
    // Called with nothing (@github/local-action calls an entry's run() so): this process's step.
    if (options === undefined)
        return runAsThisProcess(run);
    const { env } = options;
    const clock = options.clock ?? api_clock/* systemClock */.m;
    const out = new RunnerOutput(env, options.runner);
    const log = new RunnerLog(out);
    const outputs = new StepOutputs(out, log, new JobSummary(), clock);
    const inputs = new inputs_inputs/* Inputs */.G0((0,inputs_inputs/* environmentInputs */.rg)(env), (value) => out.secrets.add(value));
    let operation;
    let client;
    let comment;
    let deployment;
    try {
        // The key is masked before any input is read or any line printed.
        inputs.maskSecretInputs();
        for (const problem of undeclaredInputs(env, options.operation))
            inputs.problems.add(problem);
        operation = options.operation ?? inputs.choice('operation', registry/* OPERATION_NAMES */.d0, { required: true });
        const settings = inputs.check(() => readCommonSettings(inputs, operation === undefined || !registry/* KEYLESS_OPERATIONS */.ER.has(operation)));
        const proxy = settings && inputs.check(() => (0,proxy_settings/* readProxySettings */.u)(env, settings.apiUrl));
        for (const part of proxy?.credentials ?? [])
            inputs.mask(part);
        const commentSettings = readCommentSettings(inputs);
        const deploymentSettings = readDeploymentSettings(inputs, operation);
        const name = operation;
        if (name === undefined || settings === undefined) {
            inputs.problems.throwIfAny();
            throw new Error('unreachable: no operation and no input problem');
        }
        const context = {
            inputs,
            secrets: out.secrets,
            log,
            workspace: env['GITHUB_WORKSPACE'] || process.cwd(),
            env,
            clock,
            settings,
            idToken: () => requestIdToken(options.runner, { env, ...settings, clock, onRetry: (line) => log.info(line) }),
        };
        const { chosen, plan } = await log.group(`Validate inputs of ${name}`, () => planStep(name, context));
        if (commentSettings.enabled)
            comment = { settings: commentSettings, operation: name, timeoutMs: settings.timeoutMs, dryRun: settings.dryRun };
        if (deploymentSettings.mode) {
            // Loaded by a step that records a GitHub Deployment only, as the comment is.
            const { trackDeployment } = await __webpack_require__.e(/* import() */ 8215).then(__webpack_require__.bind(__webpack_require__, 8215));
            const request = { settings: deploymentSettings, operation: name, token: commentSettings.token, timeoutMs: settings.timeoutMs };
            deployment = await trackDeployment({ ...request, dryRun: settings.dryRun }, { env, log, out });
        }
        const canRead = settings.apiKey !== undefined || (chosen.readsWithoutKey?.(plan) ?? false);
        if (settings.dryRun && (!canRead || !(0,operations_operation/* decides */.y)(chosen)))
            return listRequests(name, chosen, plan, settings, outputs.report);
        if (proxy)
            log.info(`Requests to ${settings.apiUrl.host} go through the proxy ${proxy.label}.`);
        const ready = await openClient(context, chosen.concurrency?.(plan) ?? 1, out, outputs);
        client = ready;
        await act(name, chosen, plan, ready, outputs.report, settings.dryRun);
        return 0;
    }
    catch (error) {
        fail(error, operation, outputs, log);
        return 1;
    }
    finally {
        await finish(client, outputs, log);
        await deployment?.finish(outputs.failed, outputs.written.get('url'));
        if (comment) {
            // Loaded by a step that comments only: every other step starts without Octokit.
            const { commentOnPullRequest } = await __webpack_require__.e(/* import() */ 9499).then(__webpack_require__.bind(__webpack_require__, 9499));
            const step = { failed: outputs.failed, outputs: outputs.written, readInput: (input) => inputs.raw(input) };
            await commentOnPullRequest(comment, step, { env, log, out, clock });
        }
    }
}
/** The management API's client, on a connection of the HTTP layer (through the proxy the settings give). */
async function openClient(context, connections, out, outputs) {
    const [{ PlatformClient }, { openConnection }] = await Promise.all([Promise.all(/* import() */[__webpack_require__.e(734), __webpack_require__.e(3294), __webpack_require__.e(6450)]).then(__webpack_require__.bind(__webpack_require__, 6450)), Promise.all(/* import() */[__webpack_require__.e(734), __webpack_require__.e(4388)]).then(__webpack_require__.bind(__webpack_require__, 4388))]);
    const { settings, env, log, clock } = context;
    return new PlatformClient({
        connection: openConnection(env, settings.apiUrl, { connections, timeoutMs: settings.timeoutMs }),
        baseUrl: settings.apiUrl,
        apiKey: settings.apiKey ?? '',
        userAgent: version/* USER_AGENT */._,
        timeoutMs: settings.timeoutMs,
        maxAttempts: settings.maxAttempts,
        maxConnections: connections,
        onRetry: (message) => log.info(message),
        redact: (text) => out.redact(text),
        onResponse: (status) => outputs.sawStatus(status),
        clock,
    });
}
/** Loads the operation and reads its inputs into a plan: every input problem of the step at once. */
async function planStep(name, context) {
    const { inputs, log } = context;
    const { operation: chosen } = await (0,registry/* loadOperation */.GD)(name);
    let plan;
    try {
        plan = await chosen.plan(context);
    }
    catch (error) {
        // Once a problem is recorded, a later failure is most likely its consequence.
        if (!(error instanceof inputs_inputs/* InputError */.dz) && inputs.problems.list.length === 0)
            throw error;
        if (error instanceof inputs_inputs/* InputError */.dz)
            inputs.problems.add(error);
    }
    inputs.problems.throwIfAny();
    const { apiUrl, timeoutMs, maxAttempts } = context.settings;
    log.info(`Inputs are valid; API ${apiUrl.origin}, timeout ${timeoutMs / 1000} s, up to ${maxAttempts} attempt(s) a request.`);
    return { chosen, plan };
}
/** A dry run that cannot read: the requests the plan would send, and nothing sent. */
function listRequests(name, chosen, plan, settings, report) {
    // Only what a user needs to see of each request: repeat-safety and statuses are the client's.
    const requests = chosen.describe(plan).map((request) => (0,api_requests/* planned */.lM)(request, request.note));
    report.log.info(`Dry run of ${name}: ${requests.length} request(s) would be sent to ${settings.apiUrl.origin}; nothing is sent.`);
    report.log.untrusted(JSON.stringify(requests, null, 2));
    report.setOutput('result', { dryRun: true, requests });
    report.summary.heading(`bunny.net ${name}: dry run`).table(['Method', 'Path', 'Note'], requests.map((r) => [r.method, r.path, r.note ?? '']));
    return 0;
}
/** Runs the operation: one decision, made once, so a dry run shows exactly what the run would carry out. */
async function act(name, chosen, plan, client, report, dryRun) {
    const { log } = report;
    if (!(0,operations_operation/* decides */.y)(chosen)) {
        await log.group(`Call the API: ${name}`, () => chosen.execute(plan, client, report));
        return;
    }
    const decision = await log.group(`Read the API${dryRun ? ' (dry run)' : ''}: ${name}`, () => chosen.inspect(plan, client, report));
    chosen.show(decision, report, dryRun ? 'dry-run' : 'run');
    if (dryRun)
        log.info(`Dry run of ${name} with an api-key: reads only, no change was sent.`);
    else
        await log.group(`Call the API: ${name}`, () => chosen.apply(decision, client, report));
}
/** What every step does last, failed or not: the rate limit's toll, the outputs, the summary. */
async function finish(client, outputs, log) {
    const limits = client?.rateLimit;
    if (limits !== undefined && limits.limited > 0) {
        log.info(`Waited ${(0,wording/* formatSeconds */.X)(limits.waitedMs)} in total for the API's rate limit (${limits.limited} answer${limits.limited === 1 ? '' : 's'} 429)`);
    }
    await client?.close();
    await outputs.write();
}
function fail(error, operation, outputs, log) {
    const { report } = outputs;
    outputs.failed = true;
    if (error instanceof api_error/* ApiError */.h && error.status !== undefined)
        outputs.sawStatus(error.status);
    let message = error instanceof Error ? error.message : String(error);
    // The HTTP layer names no input: the codes of what to check become the inputs they mean here.
    if (error instanceof api_error/* ApiError */.h)
        message = withHintText(message, error.hints);
    if (error instanceof api_error/* ApiError */.h && error.errorKey)
        report.setOutput('error-key', error.errorKey);
    if (!(error instanceof inputs_inputs/* InputError */.dz) && !(error instanceof api_error/* ApiError */.h) && log.isDebug && error instanceof Error && error.stack) {
        message = error.stack;
    }
    report.setOutput('error-message', message);
    // Every failed step's summary says so, whether or not the operation had begun its own.
    if (report.summary.isEmpty)
        report.summary.heading(`bunny.net ${operation ?? 'action'}: failed`);
    if (!report.summary.hasVerdict)
        report.summary.verdict(false, message.split('\n')[0] ?? message);
    if (error instanceof inputs_inputs/* InputProblemsError */.VF) {
        report.summary.table(['Input', 'Problem'], error.problems.map((problem) => [problem.input, problem.message]));
    }
    log.error(message, { title: `bunny.net ${operation ?? 'action'} failed` });
}


/***/ }),

/***/ 2806:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ REDACTED),
/* harmony export */   y: () => (/* binding */ decides)
/* harmony export */ });
function decides(operation) {
    return 'inspect' in operation;
}
const REDACTED = '***';


/***/ }),

/***/ 5141:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ IdTokenError)
/* harmony export */ });
/** The token service's refusal or failure, with the status it answered when it answered. */
class IdTokenError extends Error {
    status;
    constructor(message, status) {
        super(message);
        this.name = 'IdTokenError';
        this.status = status;
    }
}


/***/ }),

/***/ 4463:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ USER_AGENT)
/* harmony export */ });
/* unused harmony export ACTION_VERSION */
// Kept in step with package.json by a test; the User-Agent names it.
const ACTION_NAME = 'bunny-platform-action';
const ACTION_VERSION = '0.1.0';
const USER_AGENT = `${ACTION_NAME}/${ACTION_VERSION} (+https://github.com/features/actions)`;


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
