export const id = 1241;
export const ids = [1241,4388];
export const modules = {

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

/***/ 4388:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   openConnection: () => (/* binding */ openConnection)
/* harmony export */ });
/* harmony import */ var _undici_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2409);
/* harmony import */ var _proxy_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(685);


/**
 * The one connection factory of the action: an undici Agent, or a ProxyAgent (a CONNECT tunnel
 * for https) when the runner's proxy settings route `target` through one. TLS uses Node's CA
 * store inside a tunnel as outside it, so NODE_EXTRA_CA_CERTS counts for every host. A caller
 * that has the route already (read while checking inputs, its credentials masked) passes it.
 */
function openConnection(env, target, options = {}) {
    // `proxy: null` is a caller that has decided: no proxy (a test's own server).
    const proxy = options.proxy === null ? undefined : (options.proxy ?? (0,_proxy_js__WEBPACK_IMPORTED_MODULE_1__/* .proxySettings */ .EM)(env).routeFor(target));
    const agentOptions = {
        ...(options.connections === undefined ? {} : { connections: options.connections }),
        ...(options.timeoutMs === undefined
            ? {}
            : { connectTimeout: options.timeoutMs, headersTimeout: options.timeoutMs, bodyTimeout: options.timeoutMs }),
        ...(options.connectTimeoutMs === undefined ? {} : { connectTimeout: options.connectTimeoutMs }),
        keepAliveTimeout: 10_000,
    };
    const dispatcher = proxy ? new _undici_js__WEBPACK_IMPORTED_MODULE_0__/* .ProxyAgent */ .kT({ ...agentOptions, uri: proxy.url }) : new _undici_js__WEBPACK_IMPORTED_MODULE_0__/* .Agent */ .g6(agentOptions);
    return { dispatcher, proxy, close: () => dispatcher.close() };
}


/***/ }),

/***/ 2409:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Em: () => (/* binding */ request),
/* harmony export */   g6: () => (/* reexport safe */ undici__WEBPACK_IMPORTED_MODULE_0__.Agent),
/* harmony export */   hd: () => (/* reexport safe */ undici__WEBPACK_IMPORTED_MODULE_0__.fetch),
/* harmony export */   kT: () => (/* reexport safe */ undici__WEBPACK_IMPORTED_MODULE_0__.ProxyAgent),
/* harmony export */   rb: () => (/* binding */ requestBuffered)
/* harmony export */ });
/* harmony import */ var undici__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(734);


/** undici's request() through the given connection, without its URL juggling. */
function request(dispatcher, target, options) {
    const { origin, path } = target instanceof URL ? { origin: target.origin, path: `${target.pathname}${target.search}` } : target;
    return dispatcher.request({ ...options, origin, path });
}
/**
 * One request through undici's handler interface (`Dispatcher.dispatch`), its body collected
 * into a buffer. `request()` gives every answer a stream and an async resource; over the 20,000
 * uploads of a sync, what they left behind outlived the requests, was promoted by the garbage
 * collector and grew the heap by about a hundred MiB at its peak. Nothing here outlives the
 * request but the answer the caller holds.
 */
function requestBuffered(dispatcher, target, options) {
    const { maxBodyBytes, timeoutMs, ...rest } = options;
    const { origin, path } = target instanceof URL ? { origin: target.origin, path: `${target.pathname}${target.search}` } : target;
    return new Promise((resolveAnswer, rejectAnswer) => {
        let controller;
        let timedOut;
        let settleBody;
        const chunks = [];
        let size = 0;
        let done = false;
        const timer = setTimeout(() => {
            timedOut = new DOMException('the request timed out', 'TimeoutError');
            controller?.abort(timedOut);
        }, timeoutMs);
        const finish = () => {
            done = true;
            clearTimeout(timer);
        };
        const handler = {
            onRequestStart(started) {
                controller = started;
                // Still waiting for a connection when its time ran out.
                if (timedOut)
                    started.abort(timedOut);
            },
            onResponseStart(_controller, statusCode, headers) {
                // An informational answer (1xx) comes before the real one.
                if (statusCode < 200)
                    return;
                const body = new Promise((resolve, reject) => {
                    settleBody = { resolve, reject };
                });
                // A caller that only needs the status must not leave a rejection unhandled.
                body.catch(() => undefined);
                resolveAnswer({ statusCode, headers, body });
            },
            onResponseData(current, chunk) {
                if (done)
                    return;
                size += chunk.length;
                if (size > maxBodyBytes) {
                    finish();
                    settleBody?.resolve(undefined);
                    current.abort(new Error(`the body is longer than ${maxBodyBytes} bytes`));
                    return;
                }
                chunks.push(chunk);
            },
            onResponseEnd() {
                if (done)
                    return;
                finish();
                settleBody?.resolve(Buffer.concat(chunks, size));
            },
            onResponseError(_controller, error) {
                if (done)
                    return;
                finish();
                if (settleBody)
                    settleBody.reject(error);
                else
                    rejectAnswer(error);
            },
        };
        try {
            dispatcher.dispatch({ ...rest, origin, path }, handler);
        }
        catch (error) {
            finish();
            rejectAnswer(error);
        }
    });
}


/***/ }),

/***/ 9813:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ readProbeSettings)
/* harmony export */ });
/* harmony import */ var _probe_expectations_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4874);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2495);
/* harmony import */ var _proxy_settings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4884);
/* harmony import */ var _url_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4173);




const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
const HEX_PREFIX = /^[0-9a-fA-F]{7,40}$/;
function readUrl(inputs, name, required) {
    // Credentials first, whatever else is wrong: other messages show the value.
    const raw = inputs.raw(name);
    if (raw !== undefined && (0,_url_text_js__WEBPACK_IMPORTED_MODULE_2__/* .maskWrittenCredentials */ .g)(inputs, raw)) {
        throw new _inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(name, 'holds credentials (user:password@); pass them as a header with headers: Name=ENV_VAR');
    }
    const text = required ? inputs.line(name, { required: true, expected: 'an https:// URL' }) : inputs.line(name);
    if (text === undefined || text === '')
        return undefined;
    let url;
    try {
        url = new URL(text);
    }
    catch {
        throw new _inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(name, `got ${(0,_url_text_js__WEBPACK_IMPORTED_MODULE_2__/* .showUrl */ .jr)(text)}; expected an https:// URL`);
    }
    if (url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname))) {
        if (url.username || url.password)
            throw new _inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(name, 'holds credentials; pass them as a header with headers: Name=ENV_VAR');
        return url;
    }
    throw new _inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(name, `got ${(0,_url_text_js__WEBPACK_IMPORTED_MODULE_2__/* .showUrl */ .jr)(text)}; expected https://, or http:// only to a loopback host (127.0.0.1, localhost, [::1])`);
}
function regex(name, text) {
    try {
        return new RegExp(text);
    }
    catch (error) {
        throw new _inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(name, `is not a regular expression: ${error.message}`);
    }
}
function readHeaders(inputs, env) {
    const headers = {};
    for (const line of inputs.lines('headers')) {
        const match = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+)=([A-Za-z_][A-Za-z0-9_]*)$/.exec(line);
        if (!match)
            throw new _inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('headers', `got ${(0,_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .showValue */ .vp)(line)}; expected Name=ENV_VAR, one a line, the value read from that environment variable`);
        const [, name = '', variable = ''] = match;
        const value = inputs.environmentSecret(env, variable);
        if (!value)
            throw new _inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('headers', `environment variable ${variable} (for header ${name}) is not set or is empty; pass it with env:`);
        // A header value ends at a line break: one inside would fail on the network, or split the
        // request. Refused before any request; the value itself is never shown.
        if (/[\r\n\u0000-\u0008\u000a-\u001f\u007f]/.test(value)) {
            throw new _inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('headers', `environment variable ${variable} (for header ${name}) holds a line break or a control character, which a header value cannot carry; check the secret for a stray newline`);
        }
        headers[name.toLowerCase()] = value;
    }
    return headers;
}
function readExpectations(inputs, env) {
    const statusText = inputs.line('expect-status') ?? '200-299';
    const statuses = inputs.check(() => {
        try {
            return (0,_probe_expectations_js__WEBPACK_IMPORTED_MODULE_3__/* .parseStatusList */ .AQ)(statusText);
        }
        catch (error) {
            throw new _inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('expect-status', error.message);
        }
    }) ?? [{ from: 200, to: 299 }];
    const text = inputs.optional('expect-body');
    const pattern = inputs.line('expect-body-regex');
    if (text !== undefined && pattern !== undefined)
        inputs.problems.add(new _inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('expect-body-regex', 'cannot be combined with expect-body; give one'));
    const body = pattern !== undefined
        ? inputs.check(() => ({ regex: regex('expect-body-regex', pattern) }))
        : text !== undefined
            ? { text }
            : undefined;
    const headerText = inputs.line('expect-header');
    const header = headerText === undefined
        ? undefined
        : inputs.check(() => {
            const match = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+)\s*(:|~)\s*(.*)$/.exec(headerText);
            if (!match)
                throw new _inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('expect-header', `got ${(0,_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .showValue */ .vp)(headerText)}; expected 'Name: value' or 'Name~regex'`);
            const [, name = '', operator, value = ''] = match;
            return operator === ':' ? { name, value: value.trim() } : { name, regex: regex('expect-header', value) };
        });
    const commitText = inputs.line('expect-commit');
    let commit;
    if (commitText === 'true') {
        commit = env['GITHUB_SHA'];
        if (!commit)
            inputs.problems.add(new _inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('expect-commit', 'is true but GITHUB_SHA is not set; give the commit (7 to 40 hex digits) instead'));
    }
    else if (commitText !== undefined && commitText !== 'false') {
        if (HEX_PREFIX.test(commitText))
            commit = commitText;
        else
            inputs.problems.add(new _inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('expect-commit', `got ${(0,_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .showValue */ .vp)(commitText)}; expected true (GITHUB_SHA) or a commit of 7 to 40 hex digits`));
    }
    return { statuses, body, header, commit };
}
/**
 * The runner's proxy for each URL the probe reaches (the first, and where redirects lead), read
 * as the API calls read it. Its credentials are masked, and a bad proxy variable is an input
 * problem of the step, found before any request.
 */
function readProbeProxy(inputs, env, url) {
    if (url === undefined)
        return undefined;
    const proxyFor = (target) => {
        const proxy = (0,_proxy_settings_js__WEBPACK_IMPORTED_MODULE_1__/* .readProxySettings */ .u)(env, target);
        if (proxy)
            for (const part of proxy.credentials)
                inputs.mask(part);
        return proxy && { url: proxy.url, label: proxy.label };
    };
    return inputs.check(() => (proxyFor(url), proxyFor));
}
/**
 * Inputs that cannot all hold: a HEAD request has no body to expect anything of, and a wait
 * that leaves time for fewer attempts than consecutive-successes can never match.
 */
function checkContradictions(inputs, method, expect, consecutive, wait) {
    if (method === 'HEAD' && expect.body) {
        const which = 'text' in expect.body ? 'expect-body' : 'expect-body-regex';
        inputs.problems.add(new _inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(which, `cannot be met with method HEAD, which gets no body; use method GET, or drop ${which}`));
    }
    // Attempts start poll-interval-seconds apart, the first at once, the last at the deadline.
    const attempts = Math.floor(wait.waitSeconds / wait.pollIntervalSeconds) + 1;
    if (consecutive > attempts) {
        const needed = (consecutive - 1) * wait.pollIntervalSeconds;
        inputs.problems.add(new _inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('consecutive-successes', `is ${consecutive}, but a wait of ${wait.waitSeconds} s at one attempt every ${wait.pollIntervalSeconds} s allows ${attempts} attempt(s); ` +
            `give wait-seconds of at least ${needed}, a shorter poll-interval-seconds, or fewer consecutive-successes`));
    }
}
/**
 * The probe inputs, read once into one settings object. `urlInput` is `url` for probe-url and
 * `probe-url` for the deploy operations, where the probe is optional (undefined without a URL).
 */
function readProbeSettings(inputs, env, urlInput, wait) {
    const url = inputs.check(() => readUrl(inputs, urlInput, urlInput === 'url'));
    const method = inputs.choice('method', ['GET', 'HEAD'], { caseInsensitive: true }) ?? 'GET';
    const expect = readExpectations(inputs, env);
    const headers = inputs.check(() => readHeaders(inputs, env)) ?? {};
    const consecutive = inputs.integer('consecutive-successes', { min: 1, max: 20, default: 2 }) ?? 2;
    const cacheBust = inputs.choice('cache-bust', ['query', 'header', 'none']) ?? 'query';
    const maxRedirects = inputs.integer('max-redirects', { min: 0, max: 10, default: 3 }) ?? 3;
    const timeoutSeconds = inputs.integer('timeout-seconds', { min: 1, max: 600, default: 30 }) ?? 30;
    if (url === undefined)
        return undefined;
    checkContradictions(inputs, method, expect, consecutive, wait);
    const proxyFor = readProbeProxy(inputs, env, url);
    return {
        url,
        method,
        expect,
        headers,
        cacheBust,
        consecutive,
        maxRedirects,
        timeoutMs: timeoutSeconds * 1000,
        ...wait,
        ...(proxyFor ? { proxyFor } : {}),
    };
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

/***/ 7324:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  J: () => (/* binding */ deployProbeWait),
  NQ: () => (/* binding */ isNetworkFailure),
  wN: () => (/* binding */ probeAndReport),
  L$: () => (/* binding */ probeFailure),
  Iv: () => (/* binding */ probeResult),
  zA: () => (/* binding */ shownUrl)
});

// EXTERNAL MODULE: ./api/wait-log.ts
var wait_log = __webpack_require__(4869);
// EXTERNAL MODULE: ./api/polling.ts
var polling = __webpack_require__(4900);
// EXTERNAL MODULE: ./http/connections.ts
var connections = __webpack_require__(4388);
// EXTERNAL MODULE: ./http/undici.ts
var undici = __webpack_require__(2409);
;// CONCATENATED MODULE: ./probe/attempt.ts

/**
 * One attempt at a probed URL: its own dispatchers (never the platform client's, so the API key
 * cannot travel; through the runner's proxy where one applies), redirects followed by hand
 * within a limit and to another origin without the probe's headers, at most `maxBodyBytes` of
 * the body read.
 */
const MAX_PROBE_BODY_BYTES = 256 * 1024;
function classify(error) {
    const code = String(error.code ?? '');
    // The only abort is the attempt's own deadline.
    if (error.name === 'AbortError' || error.name === 'TimeoutError')
        return { failure: 'timeout', why: 'no answer in time' };
    const message = error.message;
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN')
        return { failure: 'dns', why: `the name could not be resolved (${code})` };
    if (['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_ABORTED', 'ABORT_ERR'].includes(code))
        return { failure: 'timeout', why: `no answer in time (${code})` };
    if (/certificate|ssl|tls|wrong version number|self.signed|EPROTO/i.test(`${code} ${message}`))
        return { failure: 'tls', why: `TLS failed (${code || message})` };
    return { failure: 'connect', why: `the connection failed (${code || message})` };
}
async function readCapped(body, max) {
    const chunks = [];
    let size = 0;
    for await (const chunk of body) {
        const buffer = Buffer.from(chunk);
        chunks.push(buffer.subarray(0, Math.max(0, max - size)));
        size += buffer.length;
        if (size >= max) {
            // The rest is not wanted: stop reading instead of draining megabytes.
            body.destroy();
            break;
        }
    }
    return Buffer.concat(chunks).toString('utf8');
}
async function attempt(url, options) {
    let current = url;
    let headers = options.headers;
    for (let redirects = 0;; redirects++) {
        // One deadline for the whole exchange, cleared when it ends so that it aborts nothing later.
        const deadline = new AbortController();
        const timer = setTimeout(() => deadline.abort(), options.timeoutMs);
        try {
            const result = await exchange(current, headers, deadline.signal, options);
            if (!('redirect' in result))
                return result;
            if (redirects >= options.maxRedirects) {
                return { ok: false, failure: 'redirects', why: `more than max-redirects (${options.maxRedirects}) redirects` };
            }
            // The probe's headers (which may hold a token) never follow the answer to another origin:
            // another host, another port, or from https to http (where anyone on the path reads them).
            if (result.redirect.origin !== current.origin)
                headers = {};
            current = result.redirect;
        }
        finally {
            clearTimeout(timer);
        }
    }
}
async function exchange(current, headers, signal, options) {
    let response;
    try {
        response = await (0,undici/* request */.Em)(options.dispatcherFor(current), current, { method: options.method, headers, signal });
    }
    catch (error) {
        return { ok: false, ...classify(error) };
    }
    // A body given up on (a redirect, the cap) ends with an error nobody waits for.
    response.body.on('error', () => { });
    const flat = {};
    for (const [name, value] of Object.entries(response.headers)) {
        if (value !== undefined)
            flat[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
    }
    const location = flat['location'];
    if (response.statusCode >= 300 && response.statusCode < 400 && location) {
        response.body.destroy();
        return { redirect: new URL(location, current) };
    }
    try {
        const body = options.method === 'HEAD' ? '' : await readCapped(response.body, options.maxBodyBytes ?? MAX_PROBE_BODY_BYTES);
        return { ok: true, status: response.statusCode, headers: flat, body, url: current };
    }
    catch (error) {
        // The status line came: say what it was, and that the body then failed (a dripping body).
        const failed = classify(error);
        return {
            ok: false,
            failure: failed.failure,
            why: `answered ${response.statusCode} but the body did not arrive: ${failed.why}`,
            status: response.statusCode,
        };
    }
}

// EXTERNAL MODULE: ./probe/expectations.ts
var expectations = __webpack_require__(4874);
;// CONCATENATED MODULE: ./probe/probe.ts




/** How much of the last body is kept for its excerpt: enough that a secret in its first 200 characters is whole, to be scrubbed before it is cut. */
const EXCERPT_CHARACTERS = 16 * 1024;
/** The URL of one attempt: a parameter no cache has seen, when asked to bust caches by query. */
function attemptUrl(settings, n, nonce) {
    const url = new URL(settings.url);
    if (settings.cacheBust === 'query')
        url.searchParams.set('probe', `${nonce}-${n}`);
    return url;
}
/** One dispatcher per way out (straight, or each proxy), made when first needed and closed at the end. */
class ProbeDispatchers {
    #made = new Map();
    #proxyFor;
    constructor(proxyFor) {
        this.#proxyFor = proxyFor;
    }
    /** The proxy's CONNECT tunnel uses Node's CAs for the target's TLS, NODE_EXTRA_CA_CERTS included, as the API calls do. */
    for(url) {
        const proxy = this.#proxyFor?.(url);
        const key = proxy?.url ?? '';
        let dispatcher = this.#made.get(key);
        if (!dispatcher) {
            ({ dispatcher } = (0,connections.openConnection)({}, url, { connections: 1, proxy: proxy ? { ...proxy, credentials: [] } : null }));
            this.#made.set(key, dispatcher);
        }
        return dispatcher;
    }
    async close() {
        await Promise.all([...this.#made.values()].map((dispatcher) => dispatcher.close()));
    }
}
/**
 * Probes until every expectation holds `consecutive` times in a row or the time is up (the
 * shared polling loop). A failed attempt resets the streak. `deadline` (a time on `clock`) ends
 * the probe sooner than its wait-seconds: a deploy's probe has what is left of the deploy's wait.
 */
async function runProbe(settings, deps) {
    const dispatchers = new ProbeDispatchers(settings.proxyFor);
    const waitMs = Math.min(settings.waitSeconds * 1000, deps.deadline === undefined ? Infinity : deps.deadline - deps.clock.now());
    const nonce = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
    const headers = { ...settings.headers, ...(settings.cacheBust === 'none' ? {} : { 'cache-control': 'no-cache' }) };
    let streak = 0;
    let attempts = 0;
    try {
        const outcome = await (0,polling/* pollUntil */.g)({
            read: async () => {
                attempts += 1;
                const result = await attempt(attemptUrl(settings, attempts, nonce), {
                    dispatcherFor: (url) => dispatchers.for(url),
                    method: settings.method,
                    headers,
                    timeoutMs: settings.timeoutMs,
                    maxRedirects: settings.maxRedirects,
                });
                if (!result.ok) {
                    streak = 0;
                    return { status: result.status, error: result.failure === 'redirects' ? 'status' : result.failure, why: result.why, excerpt: '' };
                }
                const mismatch = (0,expectations/* firstMismatch */.b9)(result, settings.expect);
                streak = mismatch ? 0 : streak + 1;
                return {
                    status: result.status,
                    error: mismatch?.kind,
                    why: mismatch?.why ?? 'every expectation met',
                    excerpt: result.body.slice(0, EXCERPT_CHARACTERS),
                };
            },
            settled: () => streak >= settings.consecutive,
            waitMs: Math.max(0, waitMs),
            intervalMs: settings.pollIntervalSeconds * 1000,
            clock: deps.clock,
            onPoll: (sample) => deps.onAttempt?.({
                attempt: sample.poll,
                elapsedMs: sample.elapsedMs,
                status: sample.value?.status,
                error: sample.value?.error,
                why: sample.value?.why ?? '',
                excerpt: sample.value?.excerpt ?? '',
                streak,
                nextInMs: sample.nextInMs,
            }),
        });
        const last = outcome.last;
        return {
            matched: outcome.settled,
            status: last?.status,
            error: outcome.settled ? undefined : last?.error,
            why: last?.why ?? 'no attempt was made',
            attempts,
            elapsedMs: outcome.elapsedMs,
            excerpt: last?.excerpt ?? '',
        };
    }
    finally {
        await dispatchers.close();
    }
}

// EXTERNAL MODULE: ./runner/untrusted-text.ts
var untrusted_text = __webpack_require__(3649);
;// CONCATENATED MODULE: ./operations/shared/probe-report.ts




/** Where the URL is shown: without its query (a token may ride in it) and never its headers. */
const shownUrl = (url) => `${url.origin}${url.pathname}`;
function attemptLine(a, consecutive, log) {
    const status = a.status === undefined ? 'no answer' : `status ${a.status}`;
    const verdict = a.error === undefined ? `matched (${a.streak} of ${consecutive} in a row)` : `${a.error}: ${a.why}`;
    // The probe's own last attempt says why it ended; "time is up" is the step's to say.
    return (0,wait_log/* pollLine */.W5)({ poll: a.attempt, elapsedMs: a.elapsedMs, nextInMs: a.nextInMs, settled: true }, `${status}, ${(0,untrusted_text/* inline */.mG)(log.redact(verdict), 200)}`, 'Attempt');
}
/**
 * Runs the probe with its log lines, sets the probe outputs and writes its summary. The deploy
 * operations call it after their wait; probe-url is nothing else. Never throws on a mismatch:
 * the caller decides what a failed probe means.
 */
async function probeAndReport(settings, report, options) {
    const { log, setOutput, summary } = report;
    log.info(`Probing ${(0,untrusted_text/* inline */.mG)(shownUrl(settings.url))} (${settings.method}) up to ${settings.waitSeconds} s, every ${settings.pollIntervalSeconds} s, ` +
        `until it meets every expectation ${settings.consecutive} time(s) in a row: status ${(0,expectations/* showStatuses */.Kz)(settings.expect.statuses)}` +
        `${settings.expect.body ? ', a body expectation' : ''}${settings.expect.header ? `, header ${(0,untrusted_text/* inline */.mG)(settings.expect.header.name)}` : ''}${settings.expect.commit ? `, commit ${settings.expect.commit}` : ''}`);
    const proxy = settings.proxyFor?.(settings.url);
    if (proxy)
        log.info(`Probe requests to ${(0,untrusted_text/* inline */.mG)(settings.url.host)} go through the proxy ${proxy.label}.`);
    if (options.urlOutput)
        setOutput('url', shownUrl(settings.url));
    const outcome = await runProbe(settings, {
        clock: report.clock,
        onAttempt: (a) => log.info(attemptLine(a, settings.consecutive, log)),
        ...(options.deadline === undefined ? {} : { deadline: options.deadline }),
    });
    setOutput('matched', outcome.matched);
    setOutput('probe-status', outcome.status);
    setOutput('probe-error', outcome.error ?? '');
    setOutput('attempts', outcome.attempts);
    setOutput('elapsed-seconds', Math.round(outcome.elapsedMs / 1000));
    // Scrubbed before it is cut: a secret the page echoes, cut in half, would not be found after.
    if (!outcome.matched && outcome.excerpt)
        log.untrusted(`The last body began with: ${(0,untrusted_text/* inline */.mG)(log.redact(outcome.excerpt), 200)}`);
    summary.heading('Probe', 3).facts([
        ['URL', shownUrl(settings.url)],
        ['Matched', outcome.matched ? 'yes' : 'no'],
        ['Last status', outcome.status ?? 'no answer'],
        ['Why', outcome.why],
        ['Attempts', outcome.attempts],
    ]);
    return outcome;
}
function probeResult(settings, outcome) {
    return {
        url: shownUrl(settings.url),
        matched: outcome.matched,
        status: outcome.status ?? null,
        attempts: outcome.attempts,
        elapsedSeconds: Math.round(outcome.elapsedMs / 1000),
        ...(outcome.error ? { error: outcome.error } : {}),
    };
}
/** The failure a mismatch or a network error means, for the step's message. */
function probeFailure(settings, outcome) {
    return `The probe of ${shownUrl(settings.url)} did not match within ${settings.waitSeconds} s (${outcome.attempts} attempt(s)): ${outcome.error ?? 'error'}, ${outcome.why}`;
}
/** A network failure, which rolls back only with rollback-on-probe-error (the site may be fine). */
const isNetworkFailure = (outcome) => ['dns', 'connect', 'tls', 'timeout'].includes(outcome.error ?? '');
/**
 * The probe after a deploy: for at most the step's wait-seconds (not a fixed minute), at the
 * step's poll-interval-seconds when the step gives one (a user who asks for 1 s means every wait
 * of the step), else three seconds apart. A deploy that has spent part of its wait passes
 * probeAndReport a deadline too.
 */
function deployProbeWait(stepWait) {
    return { waitSeconds: stepWait.waitSeconds, pollIntervalSeconds: stepWait.intervalGiven ? stepWait.pollIntervalSeconds : 3 };
}


/***/ }),

/***/ 4874:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AQ: () => (/* binding */ parseStatusList),
/* harmony export */   Kz: () => (/* binding */ showStatuses),
/* harmony export */   b9: () => (/* binding */ firstMismatch)
/* harmony export */ });
/** `200-299`, `200,204,300-399`: a list of codes and ranges. Throws with what is wrong. */
function parseStatusList(text) {
    return text.split(',').map((part) => {
        const item = part.trim();
        const match = /^(\d{3})(?:-(\d{3}))?$/.exec(item);
        if (!match)
            throw new Error(`'${item}' is not a status or a range (such as 200, or 200-299)`);
        const from = Number(match[1]);
        const to = Number(match[2] ?? match[1]);
        if (from < 100 || to > 599 || from > to)
            throw new Error(`'${item}' is not a range of HTTP statuses (100 to 599, low to high)`);
        return { from, to };
    });
}
const showStatuses = (ranges) => ranges.map((range) => (range.from === range.to ? String(range.from) : `${range.from}-${range.to}`)).join(',');
/** The first expectation the answer does not meet, or undefined when it meets them all. */
function firstMismatch(answer, expect) {
    if (!expect.statuses.some((range) => answer.status >= range.from && answer.status <= range.to)) {
        return { kind: 'status', why: `status ${answer.status}, expected ${showStatuses(expect.statuses)}` };
    }
    const body = expect.body;
    if (body && 'text' in body && !answer.body.includes(body.text))
        return { kind: 'body', why: 'the body does not contain expect-body' };
    if (body && 'regex' in body && !body.regex.test(answer.body))
        return { kind: 'body', why: 'the body does not match expect-body-regex' };
    const header = expect.header;
    if (header) {
        const value = answer.headers[header.name.toLowerCase()];
        if (value === undefined)
            return { kind: 'header', why: `no ${header.name} header` };
        if ('value' in header && value.trim() !== header.value)
            return { kind: 'header', why: `${header.name} is not the expected value` };
        if ('regex' in header && !header.regex.test(value))
            return { kind: 'header', why: `${header.name} does not match the expected pattern` };
    }
    if (expect.commit) {
        const commit = expect.commit.toLowerCase();
        const seen = answer.body.toLowerCase().includes(commit) || Object.values(answer.headers).some((value) => value.toLowerCase().includes(commit));
        if (!seen)
            return { kind: 'body', why: `commit ${expect.commit} appears in neither the body nor a header` };
    }
    return undefined;
}


/***/ })

};
