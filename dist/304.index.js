export const id = 304;
export const ids = [304];
export const modules = {

/***/ 5213:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ systemClock)
/* harmony export */ });
const systemClock = {
    date: () => new Date(),
    now: () => performance.now(),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms))),
};


/***/ }),

/***/ 4869:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W5: () => (/* binding */ pollLine),
/* harmony export */   a3: () => (/* binding */ formatDuration),
/* harmony export */   a6: () => (/* binding */ waitedFor)
/* harmony export */ });
/*
 * How every wait writes time: the release waits, the rollout, the probe, a retry's backoff and
 * the rate limit. One format, so that a log can be read (and grepped) the same way throughout.
 */
/** A duration to a tenth of a second, without a trailing ".0": "0 s", "0.4 s", "2.5 s", "60 s". */
function formatDuration(ms) {
    return `${Math.round(Math.max(0, ms) / 100) / 10} s`;
}
/**
 * "Poll 3 at 4.5 s: <what it found>; next poll in 2 s", or "; time is up" on a last read that
 * did not settle. A probe counts attempts: `noun` 'Attempt' gives "Attempt 3 at ... next attempt in".
 */
function pollLine(sample, found, noun = 'Poll') {
    const next = sample.nextInMs !== undefined
        ? `; next ${noun.toLowerCase()} in ${formatDuration(sample.nextInMs)}`
        : sample.settled
            ? ''
            : '; time is up';
    return `${noun} ${sample.poll} at ${formatDuration(sample.elapsedMs)}${found === '' ? '' : `: ${found}`}${next}`;
}
/** "after 12 s (7 polls)". */
function waitedFor(wait) {
    return `after ${formatDuration(wait.elapsedMs)} (${wait.polls} poll${wait.polls === 1 ? '' : 's'})`;
}


/***/ }),

/***/ 304:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


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
// EXTERNAL MODULE: ./api/wait-log.ts
var wait_log = __webpack_require__(4869);
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
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
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





/** A command's message: `%`, CR and LF escaped, as the runner unescapes them. */
const escapeData = (text) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
/** A command's property value: as a message, and `:` and `,` too, which end a property. */
const escapeProperty = (text) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
/**
 * What the runner reads as a workflow command: `::` at the start of a line once leading
 * whitespace (any Unicode space) is trimmed, or the legacy `##[name]`, which it finds anywhere
 * in a line. A line ends at \n, \r\n or a lone \r.
 */
const COMMAND_SYNTAX = /(^|[\r\n])[\s\u0085]*::|##\[/;
/**
 * The one way text leaves the step for the runner: log lines, annotations, groups, outputs and
 * the job summary. Every text is scrubbed of registered secrets here and nowhere else, so no
 * caller can forget it. The protocol is the runner's workflow commands and its GITHUB_OUTPUT and
 * GITHUB_STEP_SUMMARY files, written here (as @actions/core writes them) to the sink and from
 * the environment the step was given, so that steps in one process never share either.
 */
class RunnerOutput {
    #env;
    #sink;
    secrets = new SecretRegistry((value) => this.#command('add-mask', {}, value));
    /** `env` and `sink` are the step's: the entry point gives process.env and process.stdout, a test its own. */
    constructor(env, sink) {
        this.#env = env;
        this.#sink = sink;
    }
    get isDebug() {
        return this.#env['RUNNER_DEBUG'] === '1';
    }
    /** A plain log line; one that holds command syntax is printed inert, never acted on. */
    info(message) {
        const text = this.#scrub(message);
        this.#line(COMMAND_SYNTAX.test(text) ? (0,untrusted_text/* inertBlock */.WC)(text) : text);
    }
    /** Text from the API or a user, printed so that the runner acts on no command in it. */
    block(text) {
        this.#line((0,untrusted_text/* inertBlock */.WC)(this.#scrub(text)));
    }
    debug(message) {
        this.#command('debug', {}, this.#scrub(message));
    }
    annotate(level, message, properties = {}) {
        const scrubbed = properties.title === undefined ? {} : { title: this.#scrub(properties.title) };
        this.#command(level, scrubbed, this.#scrub(message));
    }
    startGroup(name) {
        this.#command('group', {}, this.#scrub(name));
    }
    endGroup() {
        this.#command('endgroup', {}, '');
    }
    /**
     * Sets an output and returns the text the workflow sees: appended to the GITHUB_OUTPUT file
     * between delimiters no value can hold, or, on a runner without that file, the old command.
     */
    setOutput(name, value) {
        const text = this.#scrub(value);
        const file = this.#env['GITHUB_OUTPUT'];
        if (file) {
            const delimiter = `ghadelimiter_${(0,external_node_crypto_.randomUUID)()}`;
            if (!(0,external_node_fs_.existsSync)(file))
                throw new Error(`Unable to find the GITHUB_OUTPUT file at ${file}`);
            (0,external_node_fs_.appendFileSync)(file, `${name}<<${delimiter}${external_node_os_.EOL}${text}${external_node_os_.EOL}${delimiter}${external_node_os_.EOL}`, 'utf8');
        }
        else {
            this.#sink.write(external_node_os_.EOL);
            this.#command('set-output', { name }, text);
        }
        return text;
    }
    /** Appends to the job summary; false when the runner gave no summary file. */
    appendSummary(html) {
        const file = this.#env['GITHUB_STEP_SUMMARY'];
        if (!file)
            return false;
        (0,external_node_fs_.appendFileSync)(file, this.#scrub(html), 'utf8');
        return true;
    }
    /**
     * What `text` would be once it leaves: for callers that must cut it short after, not before, and
     * for text that leaves for GitHub's API (the pull request comment), scrubbed as all the rest.
     */
    redact(text) {
        return this.#scrub(text);
    }
    #line(text) {
        this.#sink.write(`${text}${external_node_os_.EOL}`);
    }
    /** `::name key=value,...::message`, the workflow command syntax the runner reads. */
    #command(name, properties, message) {
        const given = Object.entries(properties).filter(([, value]) => value !== '');
        const props = given.length === 0 ? '' : ` ${given.map(([key, value]) => `${key}=${escapeProperty(value)}`).join(',')}`;
        this.#line(`::${name}${props}::${escapeData(message)}`);
    }
    #scrub(text) {
        return this.secrets.scrub(text);
    }
}

// EXTERNAL MODULE: ./inputs/common-settings.ts + 1 modules
var common_settings = __webpack_require__(9945);
// EXTERNAL MODULE: ./inputs/proxy-settings.ts
var proxy_settings = __webpack_require__(4884);
// EXTERNAL MODULE: ./operations/registry.ts
var registry = __webpack_require__(8936);
// EXTERNAL MODULE: ./api/clock.ts
var api_clock = __webpack_require__(5213);
// EXTERNAL MODULE: ./runner/version.ts
var version = __webpack_require__(4463);
// EXTERNAL MODULE: ./runner/workflow-links.ts
var workflow_links = __webpack_require__(2194);
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

;// CONCATENATED MODULE: ./main.ts


















function serialise(value) {
    if (value === null || value === undefined)
        return '';
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
/**
 * Runs one step: read inputs, call the API, set outputs, write the summary; fail cleanly.
 * Returns the exit code, which the entry point gives the process. Nothing is read from or
 * written to the process itself: environment and output are the ones given.
 */
async function run(options) {
    const { env } = options;
    const clock = options.clock ?? api_clock/* systemClock */.m;
    let exitCode = 0;
    const out = new RunnerOutput(env, options.stdout);
    const secrets = out.secrets;
    const log = new RunnerLog(out);
    const summary = new JobSummary();
    const inputs = new inputs_inputs/* Inputs */.G0((0,inputs_inputs/* environmentInputs */.rg)(env), (value) => secrets.add(value));
    /** Each output's last value, written to the runner once when the step ends. */
    const written = new Map();
    const report = {
        // Kept until the step ends, then written once each, failed or not: an operation that learns
        // more later (a result with the rollout's status) replaces its value instead of appending.
        setOutput(name, value) {
            if (value === undefined)
                return;
            written.set(name, serialise(value));
        },
        summary,
        log,
        clock,
    };
    let operation;
    let lastStatus;
    let client;
    /** Set once the inputs are valid and the step will act: a pull request comment reports what it did. */
    let comment;
    let deployment;
    try {
        // The key is masked before any input is read or any line printed.
        inputs.maskSecretInputs();
        // Every input problem of the step is gathered, and the step fails once naming them all.
        for (const problem of undeclaredInputs(env, options.operation))
            inputs.problems.add(problem);
        operation = options.operation ?? inputs.choice('operation', registry/* OPERATION_NAMES */.d0, { required: true });
        const keyRequired = operation === undefined || !registry/* KEYLESS_OPERATIONS */.ER.has(operation);
        const settings = inputs.check(() => (0,common_settings/* readCommonSettings */.F)(inputs, keyRequired));
        const proxy = settings && inputs.check(() => (0,proxy_settings/* readProxySettings */.u)(env, settings.apiUrl));
        // A proxy's credentials are as secret as the key.
        for (const part of proxy?.credentials ?? [])
            inputs.mask(part);
        const commentSettings = readCommentSettings(inputs);
        const deploymentSettings = readDeploymentSettings(inputs, operation);
        const name = operation;
        if (name === undefined || settings === undefined) {
            inputs.problems.throwIfAny();
            throw new Error('unreachable: no operation and no input problem');
        }
        const { chosen, plan } = await log.group(`Validate inputs of ${name}`, async () => {
            const { operation: chosen } = await (0,registry/* loadOperation */.GD)(name);
            const context = {
                inputs,
                secrets,
                log,
                workspace: env['GITHUB_WORKSPACE'] || process.cwd(),
                env,
                clock,
            };
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
            log.info(`Inputs are valid; API ${settings.apiUrl.origin}, timeout ${settings.timeoutMs / 1000} s, up to ${settings.maxAttempts} attempt(s) a request.`);
            return { chosen, plan };
        });
        if (commentSettings.enabled)
            comment = { settings: commentSettings, operation: name, timeoutMs: settings.timeoutMs, dryRun: settings.dryRun };
        if (deploymentSettings.mode) {
            // Loaded by a step that records a GitHub Deployment only, as the comment is.
            const { trackDeployment } = await __webpack_require__.e(/* import() */ 8215).then(__webpack_require__.bind(__webpack_require__, 8215));
            const request = { settings: deploymentSettings, operation: name, token: commentSettings.token, timeoutMs: settings.timeoutMs };
            deployment = await trackDeployment({ ...request, dryRun: settings.dryRun }, { env, log, out });
        }
        const reads = (0,operations_operation/* decides */.y)(chosen) || chosen.preview !== undefined;
        const canRead = settings.apiKey !== undefined || (chosen.readsWithoutKey?.(plan) ?? false);
        if (settings.dryRun && (!canRead || !reads)) {
            // Only what a user needs to see of each request: repeat-safety and statuses are the client's.
            const requests = chosen.describe(plan).map((request) => (0,api_requests/* planned */.lM)(request, request.note));
            log.info(`Dry run of ${operation}: ${requests.length} request(s) would be sent to ${settings.apiUrl.origin}; nothing is sent.`);
            log.untrusted(JSON.stringify(requests, null, 2));
            report.setOutput('result', { dryRun: true, requests });
            summary.heading(`bunny.net ${operation}: dry run`).table(['Method', 'Path', 'Note'], requests.map((r) => [r.method, r.path, r.note ?? '']));
            return exitCode;
        }
        const { PlatformClient } = await Promise.all(/* import() */[__webpack_require__.e(4830), __webpack_require__.e(3294), __webpack_require__.e(6450)]).then(__webpack_require__.bind(__webpack_require__, 6450));
        if (proxy)
            log.info(`Requests to ${settings.apiUrl.host} go through the proxy ${proxy.label}.`);
        client = new PlatformClient({
            ...(proxy ? { proxyUrl: proxy.url, proxyLabel: proxy.label } : {}),
            baseUrl: settings.apiUrl,
            apiKey: settings.apiKey ?? '',
            userAgent: version/* USER_AGENT */._,
            timeoutMs: settings.timeoutMs,
            maxAttempts: settings.maxAttempts,
            maxConnections: chosen.concurrency?.(plan) ?? 1,
            onRetry: (message) => log.info(message),
            // Not the scrubbing point: the transport cuts API text short, and a secret cut in half
            // would no longer be recognised where the text leaves for the runner.
            redact: (text) => secrets.scrub(text),
            onResponse: (status) => {
                lastStatus = status;
            },
            clock,
        });
        const ready = client;
        if ((0,operations_operation/* decides */.y)(chosen)) {
            // One decision, made once: the dry run shows exactly what the run would then carry out.
            const mode = settings.dryRun ? 'dry-run' : 'run';
            const decision = await log.group(`Read the API${settings.dryRun ? ' (dry run)' : ''}: ${name}`, () => chosen.inspect(plan, ready, report));
            chosen.show(decision, report, mode);
            if (settings.dryRun)
                log.info(`Dry run of ${name} with an api-key: reads only, no change was sent.`);
            else
                await log.group(`Call the API: ${name}`, () => chosen.apply(decision, ready, report));
        }
        else if (settings.dryRun && chosen.preview) {
            log.info(`Dry run of ${name} with an api-key: reads only, no change is sent.`);
            const preview = chosen.preview.bind(chosen);
            await log.group(`Read the API (dry run): ${name}`, () => preview(plan, ready, report));
        }
        else {
            await log.group(`Call the API: ${name}`, () => chosen.execute(plan, ready, report));
        }
    }
    catch (error) {
        const status = error instanceof api_error/* ApiError */.h ? error.status : undefined;
        if (status !== undefined)
            lastStatus = status;
        fail(error, operation, report, log);
        exitCode = 1;
    }
    finally {
        // An operation that sends a batch sets its own status (the first failure's); others report the last answer.
        if (lastStatus !== undefined && !written.has('status'))
            report.setOutput('status', lastStatus);
        const limits = client?.rateLimit;
        if (limits !== undefined && limits.limited > 0) {
            log.info(`Waited ${(0,wait_log/* formatDuration */.a3)(limits.waitedMs)} in total for the API's rate limit (${limits.limited} answer${limits.limited === 1 ? '' : 's'} 429)`);
        }
        await client?.close();
        const links = summary.isEmpty ? undefined : (0,workflow_links/* workflowLinksHtml */.w)(env);
        if (links)
            summary.trustedHtml(links);
        if (!summary.isEmpty)
            report.setOutput('summary-markdown', summary.toString());
        if (written.size > 0) {
            await log.group('Outputs', async () => {
                for (const [output, value] of written)
                    log.info(`${output}: ${(0,untrusted_text/* inline */.mG)(out.setOutput(output, value), 160)}`);
            });
        }
        if (!summary.isEmpty && env['GITHUB_STEP_SUMMARY']) {
            try {
                out.appendSummary(summary.toString());
            }
            catch (error) {
                log.warning(`Could not write the job summary: ${error.message}`);
            }
        }
        await deployment?.finish(exitCode !== 0, written.get('url'));
        if (comment) {
            // Loaded by a step that comments only: every other step starts as it did before.
            const { commentOnPullRequest } = await __webpack_require__.e(/* import() */ 9499).then(__webpack_require__.bind(__webpack_require__, 9499));
            await commentOnPullRequest(comment, { failed: exitCode !== 0, outputs: written, readInput: (input) => inputs.raw(input) }, { env, log, out, clock });
        }
    }
    return exitCode;
}
function fail(error, operation, report, log) {
    let message = error instanceof Error ? error.message : String(error);
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
