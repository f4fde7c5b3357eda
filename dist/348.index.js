export const id = 348;
export const ids = [348,4388];
export const modules = {

/***/ 348:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  o: () => (/* binding */ Transport),
  F: () => (/* binding */ invalidResponse)
});

// EXTERNAL MODULE: ./http/network-errors.ts
var network_errors = __webpack_require__(2919);
// EXTERNAL MODULE: ./http/undici.ts
var undici = __webpack_require__(2409);
// EXTERNAL MODULE: ./http/connections.ts
var connections = __webpack_require__(4388);
// EXTERNAL MODULE: ./api/api-error.ts
var api_error = __webpack_require__(316);
// EXTERNAL MODULE: ./api/clock.ts + 1 modules
var clock = __webpack_require__(8676);
// EXTERNAL MODULE: ./http/rate-limit.ts
var rate_limit = __webpack_require__(5561);
// EXTERNAL MODULE: ./http/wording.ts
var wording = __webpack_require__(8325);
// EXTERNAL MODULE: ./api/requests.ts
var requests = __webpack_require__(7109);
;// CONCATENATED MODULE: ./api/response-schemas.ts
/** The error bodies the platform answers with, read for what they say (error-body.ts). */
const ERROR_BODY_SCHEMAS = {
    apiErrorData: () => Promise.all(/* import() */[__webpack_require__.e(6128), __webpack_require__.e(7914)]).then(__webpack_require__.bind(__webpack_require__, 7914)).then((m) => m.ApiErrorData),
    problemDetails: () => Promise.all(/* import() */[__webpack_require__.e(6128), __webpack_require__.e(7914)]).then(__webpack_require__.bind(__webpack_require__, 7914)).then((m) => m.ProblemDetails),
    shieldErrorBody: () => Promise.all(/* import() */[__webpack_require__.e(6128), __webpack_require__.e(7914)]).then(__webpack_require__.bind(__webpack_require__, 7914)).then((m) => m.ShieldErrorBody),
};

;// CONCATENATED MODULE: ./api/error-body.ts

/** Whether the body states an error, as opposed to carrying some text: a 202 that does is not "not ready yet". */
function statesError(summary) {
    return summary.unshaped !== true && (summary.errorKey !== undefined || summary.message !== undefined || summary.details.length > 0);
}
const MAX_TEXT_BODY = 300;
function nonEmpty(value) {
    const trimmed = value?.trim();
    return trimmed ? trimmed : undefined;
}
/** A body that is not JSON is shown cut short, and an HTML page only by its title. */
function summariseText(text, contentType) {
    const trimmed = text.trim();
    if (!trimmed)
        return undefined;
    if (/html/i.test(contentType) || /^<(!doctype|html)/i.test(trimmed)) {
        const title = /<title[^>]*>([^<]*)<\/title>/i.exec(trimmed)?.[1]?.trim();
        return title ? `HTML page "${title.slice(0, 120)}"` : 'an HTML page';
    }
    const oneLine = trimmed.replace(/\s+/g, ' ');
    return oneLine.length > MAX_TEXT_BODY ? `${oneLine.slice(0, MAX_TEXT_BODY)}\u2026` : oneLine;
}
/** The body read as `model`, or undefined when it is not one. */
async function readAs(model, record) {
    const parsed = (await ERROR_BODY_SCHEMAS[model]()).safeParse(record);
    return parsed.success ? parsed.data : undefined;
}
async function summariseErrorBody(text, contentType) {
    let json;
    try {
        json = text.trim() ? JSON.parse(text) : undefined;
    }
    catch {
        json = undefined;
    }
    if (json === undefined || json === null || typeof json !== 'object' || Array.isArray(json)) {
        const message = summariseText(text, contentType);
        return message === undefined ? { details: [] } : { message, details: [], unshaped: true };
    }
    const record = json;
    const summary = { details: [] };
    if ('ErrorKey' in record || 'Message' in record || 'Field' in record) {
        const parsed = await readAs('apiErrorData', record);
        if (parsed) {
            const key = nonEmpty(parsed.ErrorKey);
            const field = nonEmpty(parsed.Field);
            const message = nonEmpty(parsed.Message);
            if (key)
                summary.errorKey = key;
            if (field)
                summary.field = field;
            if (message)
                summary.message = message;
            return summary;
        }
    }
    if ('title' in record || 'detail' in record || 'errors' in record) {
        const parsed = await readAs('problemDetails', record);
        if (parsed) {
            const title = nonEmpty(parsed.title);
            const detail = nonEmpty(parsed.detail);
            if (title)
                summary.errorKey = title;
            if (detail ?? title)
                summary.message = (detail ?? title);
            for (const entry of parsed.errors ?? []) {
                const field = nonEmpty(entry.field);
                const message = nonEmpty(entry.message) ?? 'invalid';
                summary.details.push(field ? `${field}: ${message}` : message);
            }
            const firstField = nonEmpty(parsed.errors?.[0]?.field);
            if (firstField)
                summary.field = firstField;
            return summary;
        }
    }
    if ('statusCode' in record || 'declaredType' in record || 'contentTypes' in record) {
        const parsed = await readAs('shieldErrorBody', record);
        if (parsed) {
            const value = parsed.value;
            if (typeof value === 'string' && nonEmpty(value))
                summary.message = value.trim();
            else if (value && typeof value === 'object') {
                const inner = await summariseErrorBody(JSON.stringify(value), 'application/json');
                return inner.message || inner.errorKey ? inner : { ...inner, message: JSON.stringify(value).slice(0, MAX_TEXT_BODY) };
            }
            return summary;
        }
    }
    // Shield wraps its errors as {error: {errorKey, message}}, in 202 answers too.
    const wrapped = record['error'];
    if (wrapped !== null && typeof wrapped === 'object' && !Array.isArray(wrapped)) {
        const inner = wrapped;
        const key = nonEmpty(typeof inner['errorKey'] === 'string' ? inner['errorKey'] : undefined);
        const innerMessage = nonEmpty(typeof inner['message'] === 'string' ? inner['message'] : undefined);
        if (key ?? innerMessage) {
            if (key)
                summary.errorKey = key;
            if (innerMessage)
                summary.message = innerMessage;
            return summary;
        }
    }
    const wrappedText = nonEmpty(typeof wrapped === 'string' ? wrapped : undefined);
    const message = nonEmpty(typeof record['message'] === 'string' ? record['message'] : undefined) ?? wrappedText;
    if (message)
        summary.message = message;
    else {
        const text2 = summariseText(text, 'application/json');
        if (text2) {
            summary.message = text2;
            summary.unshaped = true;
        }
    }
    return summary;
}

// EXTERNAL MODULE: ./http/retry-policy.ts
var retry_policy = __webpack_require__(6754);
// EXTERNAL MODULE: ./http/retry-loop.ts
var retry_loop = __webpack_require__(6086);
;// CONCATENATED MODULE: ./api/transport.ts











/**
 * The most a buffered answer may hold: far above any documented answer (an active release
 * carries the whole script in `Code`, and edge scripts are limited to a few MiB), far below what
 * would exhaust a runner. The audit log, whose pages can be large, is streamed and capped per
 * entry instead.
 */
const MAX_BODY_BYTES = 32 * 1024 * 1024;
/** A step waits for the API's rate limit at most this long in all, whatever each request's attempts. */
const RATE_LIMIT_DEADLINE_MS = 120_000;
/** Requests in flight when the caller sets no bound. */
const MAX_IN_FLIGHT = 32;
class BodyTooLarge extends Error {
}
/** Reads a body as text, stopping (and dropping the connection) once it passes `limit` bytes. */
async function readCapped(body, limit) {
    const chunks = [];
    let size = 0;
    for await (const chunk of body) {
        size += chunk.length;
        if (size > limit) {
            body.destroy();
            throw new BodyTooLarge(`the answer was larger than ${Math.round(limit / 1024 / 1024)} MiB, more than any answer of this API, so it was not read further`);
        }
        chunks.push(chunk);
    }
    return Buffer.concat(chunks).toString('utf8');
}
/** HTTP for the platform API: one keep-alive Agent, the key header, bounded retries. */
class Transport {
    #options;
    #dispatcher;
    #connection;
    #timing;
    #clock;
    #gate;
    constructor(options) {
        this.#options = options;
        this.#clock = options.clock ?? clock/* systemClock */.m;
        this.#gate = new rate_limit/* RateLimitGate */.F({
            clock: this.#clock,
            maxInFlight: options.maxConnections ?? MAX_IN_FLIGHT,
            deadlineMs: options.rateLimitDeadlineMs ?? RATE_LIMIT_DEADLINE_MS,
        });
        this.#timing = options.timing ?? retry_policy/* DEFAULT_RETRY_TIMING */.gY;
        // A dispatcher given is the caller's to close; a connection given is the transport's.
        const given = options.dispatcher && { dispatcher: options.dispatcher, proxy: undefined, close: () => Promise.resolve() };
        this.#connection =
            given ??
                options.connection ??
                (0,connections.openConnection)({}, options.baseUrl, {
                    // Bounded so that N concurrent requests reuse N kept-alive connections instead of
                    // opening new ones while earlier ones are still being returned to the pool.
                    ...(options.maxConnections === undefined ? {} : { connections: options.maxConnections }),
                    timeoutMs: options.timeoutMs,
                    proxy: options.proxyUrl === undefined ? null : { url: options.proxyUrl, label: options.proxyLabel ?? 'a proxy', credentials: [] },
                });
        this.#dispatcher = this.#connection.dispatcher;
    }
    /** "api.bunny.net:443", and the proxy when one carries the connection (never its credentials). */
    #where() {
        const { host, protocol } = this.#options.baseUrl;
        const target = host.includes(':') ? host : `${host}:${protocol === 'https:' ? 443 : 80}`;
        const proxy = this.#connection.proxy?.label ?? this.#options.proxyLabel;
        return proxy ? `${target} through the proxy ${proxy}` : target;
    }
    #redact(text) {
        return this.#options.redact ? this.#options.redact(text) : text;
    }
    /** How long the step waited for the API's rate limit in total, and how many 429s it got. */
    get rateLimit() {
        return { waitedMs: this.#gate.waitedMs, limited: this.#gate.limitedCount };
    }
    async close() {
        await this.#connection.close();
    }
    send(call) {
        return this.#withRetries(call, (describe, attempt) => this.#attempt(call, describe, attempt));
    }
    /**
     * Sends a request whose success body is read as a stream by `consume`, never held whole.
     * Kept apart from `send` on purpose: a streamed body is bounded by what `consume` holds at
     * once (one entry), not by a total size. A body that fails part-way is asked for again when
     * the request is safe to repeat; `consume` starts over on each attempt.
     */
    stream(call, consume) {
        return this.#withRetries(call, (describe, attempt) => this.#attempt(call, describe, attempt, consume));
    }
    async #withRetries(call, attemptOnce) {
        const describe = (0,requests/* requestLine */.uA)(call);
        const gate = this.#gate;
        const result = await (0,retry_loop/* withRetries */.L)({
            describe,
            maxAttempts: this.#options.maxAttempts,
            timing: this.#timing,
            random: this.#options.random ?? Math.random,
            sleep: (ms) => this.#clock.sleep(ms),
            gates: [gate],
            onRetry: this.#options.onRetry,
            limitSpent: (error) => error.withMessage(`${error.message} (the step has waited ${(0,wording/* formatSeconds */.X)(gate.waitedMs)} for the API's rate limit in all, its limit is ${(0,wording/* formatSeconds */.X)(gate.deadlineMs)}; try again later)`),
            giveUp: (failure, attempts) => this.#final(call, failure.error, attempts, failure.retryable),
        }, async (attempt) => {
            const outcome = await attemptOnce(describe, attempt);
            if (!('error' in outcome))
                return { ok: true, value: outcome };
            const { error, retryable, retryAfterMs, maybeProcessed } = outcome;
            // A 429 pauses every request of the step (see RateLimitGate); other failures only this one.
            const limited = error.status === 429 && retryable;
            // A network error's message already starts with the request, which the line names first.
            const reason = error.kind === 'http' && error.status !== undefined
                ? (0,network_errors/* statusLine */.Bs)(error.status)
                : error.message.replace(`${describe}: `, '').replace(`${describe} `, '');
            return {
                ok: false,
                error,
                retryable,
                reason,
                retryAfterMs,
                maybeProcessed: maybeProcessed ?? false,
                limitedBy: limited
                    ? { gate, who: 'rate limited, not counted as an attempt', waits: 'every request of the step waits' }
                    : undefined,
            };
        });
        return result.repeatedAfterLoss ? { ...result.value, repeatedAfterLoss: true } : result.value;
    }
    /** A "not ready yet" status that outlasted every attempt says so, rather than only its status. */
    #final(call, error, attempts, stillNotReady) {
        const { status } = error;
        if (!stillNotReady || status === undefined || !call.notReadyStatuses?.includes(status))
            return error;
        return error
            .withMessage(`${error.request} answered ${(0,network_errors/* statusLine */.Bs)(status)} ${attempts} time(s): not ready yet. Try again later.`)
            .withHints(['more-attempts']);
    }
    #url(call) {
        const base = this.#options.baseUrl;
        const url = new URL(base.pathname.replace(/\/+$/, '') + call.path, base);
        for (const [name, value] of Object.entries(call.query ?? {})) {
            if (value === undefined)
                continue;
            if (Array.isArray(value))
                for (const item of value)
                    url.searchParams.append(name, item);
            else
                url.searchParams.append(name, String(value));
        }
        return url;
    }
    async #attempt(call, describe, attempt, consume) {
        // One deadline for the whole exchange, cleared as soon as it is over: a timer left to run
        // (as AbortSignal.timeout's is) keeps the request's objects alive for timeoutMs after it.
        const deadline = new AbortController();
        const timer = setTimeout(() => deadline.abort(new DOMException('the request timed out', 'TimeoutError')), this.#options.timeoutMs);
        try {
            return await this.#exchange(call, describe, attempt, deadline.signal, consume);
        }
        finally {
            clearTimeout(timer);
        }
    }
    async #exchange(call, describe, attempt, signal, consume) {
        const headers = {
            Accept: 'application/json',
            'User-Agent': this.#options.userAgent,
        };
        // A script-scoped credential replaces the key on the requests that carry one; a step
        // without a key (a keyless publish) sends no AccessKey at all.
        if (call.credential !== undefined)
            headers[call.credential.header] = call.credential.value;
        else if (this.#options.apiKey !== '')
            headers['AccessKey'] = this.#options.apiKey;
        let body;
        if (call.body !== undefined) {
            body = JSON.stringify(call.body);
            headers['Content-Type'] = 'application/json';
        }
        // The body's schema loads while the request is out: the round trip hides its compile.
        const schema = call.check?.schema();
        schema?.catch(() => { }); // a failed load is reported where the body is checked
        let response;
        try {
            response = await (0,undici/* request */.Em)(this.#dispatcher, this.#url(call), { method: call.method, headers, body: body ?? null, signal });
        }
        catch (cause) {
            return this.#transportFailure(call, describe, attempt, cause);
        }
        const { statusCode: status } = response;
        this.#options.onResponse?.(status);
        if (consume && call.okStatuses.includes(status))
            return this.#consume(call, describe, status, attempt, response.body, consume);
        let text;
        try {
            text = await readCapped(response.body, this.#options.maxBodyBytes ?? MAX_BODY_BYTES);
        }
        catch (cause) {
            if (cause instanceof BodyTooLarge) {
                return { retryable: false, error: invalidResponse({ describe, status, attempt }, cause.message) };
            }
            return this.#transportFailure(call, describe, attempt, cause, status);
        }
        const contentType = String(response.headers['content-type'] ?? '');
        if (call.okStatuses.includes(status))
            return this.#success(call, schema, describe, status, text, attempt);
        if (status >= 300 && status < 400) {
            const location = String(response.headers['location'] ?? '');
            return {
                retryable: false,
                error: new api_error/* ApiError */.h(`${describe} answered ${(0,network_errors/* statusLine */.Bs)(status)}, a redirect${location ? ` to ${safeLocation(this.#redact(location))}` : ''}. ` +
                    "Redirects are not followed so that the API key is only ever sent to the API's own address.", { kind: 'redirect', request: describe, status, attempts: attempt, hints: ['base-url'] }),
            };
        }
        const summary = await summariseErrorBody(this.#redact(text), contentType);
        // A "not ready" answer that states an error is that error: asking again would only hide it.
        const notReady = (call.notReadyStatuses?.includes(status) ?? false) && !statesError(summary);
        const retryAfterHeader = response.headers['retry-after'];
        const requested = (0,retry_policy/* requestedRetryAfter */.Pi)(Array.isArray(retryAfterHeader) ? retryAfterHeader[0] : retryAfterHeader, this.#clock.date().getTime());
        // Asking again before the server allows it only earns another refusal: a wait longer than
        // this action will sit through ends the step now, saying how long the server asked for.
        const tooLong = requested !== undefined && requested > this.#timing.maxRetryAfterMs;
        const retryable = !tooLong && (notReady || status === 429 || (call.repeatSafe && retry_policy/* TRANSIENT_STATUSES */.SS.has(status)));
        const retryAfterMs = requested === undefined || tooLong ? undefined : requested;
        let message = `${describe} answered ${(0,network_errors/* statusLine */.Bs)(status)}`;
        if (summary.message)
            message += `: ${summary.message}`;
        if (tooLong) {
            message += ` (Retry-After asks for ${(0,wording/* formatSeconds */.X)(requested)}, longer than the ${(0,wording/* formatSeconds */.X)(this.#timing.maxRetryAfterMs)} this action waits; try again later)`;
        }
        const tags = [
            summary.errorKey && summary.errorKey !== summary.message ? `ErrorKey ${summary.errorKey}` : '',
            summary.field ? `field ${summary.field}` : '',
        ]
            .filter(Boolean)
            .join(', ');
        if (tags)
            message += ` (${tags})`;
        for (const detail of summary.details)
            message += `\n  - ${detail}`;
        // The account key was refused only where it was sent: a script's own credential is its caller's to explain.
        const keyRefused = status === 401 && call.credential === undefined && this.#options.apiKey !== '';
        return {
            retryable,
            retryAfterMs,
            error: new api_error/* ApiError */.h(message, {
                kind: 'http',
                request: describe,
                status,
                errorKey: summary.errorKey,
                field: summary.field,
                apiMessage: summary.message,
                details: summary.details,
                attempts: attempt,
                hints: keyRefused ? ['account-key-refused'] : [],
            }),
        };
    }
    async #success(call, schema, describe, status, text, attempt) {
        if (!schema || call.emptyStatuses?.includes(status) || text.trim() === '') {
            if (schema && !call.emptyStatuses?.includes(status)) {
                return invalid(describe, status, attempt, 'the body is empty');
            }
            // Only a request that lists this status as empty gets here; its caller's type says so.
            return { status, body: undefined };
        }
        let json;
        try {
            json = JSON.parse(text);
        }
        catch {
            return invalid(describe, status, attempt, `the body is not JSON (${this.#redact(text).trim().slice(0, 80).replace(/\s+/g, ' ')}\u2026)`);
        }
        const parsed = (await schema).safeParse(json);
        if (!parsed.success) {
            const issues = parsed.error.issues
                .slice(0, 5)
                .map((issue) => `${issue.path.length ? issue.path.join('.') : '(body)'}: ${issue.message}`)
                .join('; ');
            return invalid(describe, status, attempt, `the body is not of the documented shape: ${issues}`);
        }
        return { status, body: parsed.data };
    }
    async #consume(call, describe, status, attempt, body, consume) {
        try {
            return { status, body: await consume(body, { describe, status, attempt }) };
        }
        catch (cause) {
            // The consumer's own verdict on the body is final; anything else is the body not arriving.
            if (cause instanceof api_error/* ApiError */.h)
                return { retryable: false, error: cause };
            return this.#transportFailure(call, describe, attempt, cause, status);
        }
    }
    /** `status` is given when the status line arrived and the body did not. */
    #transportFailure(call, describe, attempt, cause, status) {
        const code = (0,network_errors/* errorCode */.CA)(cause);
        const name = cause?.name;
        const timedOut = (code !== undefined && network_errors/* TIMEOUT_CODES */.b9.has(code)) || name === 'TimeoutError' || name === 'AbortError';
        const limit = (0,wording/* formatSeconds */.X)(this.#options.timeoutMs);
        if (code !== undefined && network_errors/* TLS_CODE */._b.test(code)) {
            return {
                retryable: false,
                error: new api_error/* ApiError */.h(`${describe}: the TLS connection failed (${code}), so nothing was sent; check the server's certificate`, {
                    kind: 'network',
                    request: describe,
                    attempts: attempt,
                    hints: ['base-url'],
                    cause,
                }),
            };
        }
        if (code !== undefined && network_errors/* NOT_SENT_CODES */.my.has(code)) {
            return {
                retryable: true,
                error: new api_error/* ApiError */.h(code === 'UND_ERR_CONNECT_TIMEOUT'
                    ? `${describe}: could not connect to ${this.#where()} within ${limit}`
                    : `${describe}: could not connect to ${this.#where()} (${code})`, { kind: 'network', request: describe, attempts: attempt, cause }),
            };
        }
        const failed = timedOut ? `no answer within ${limit}` : `the connection failed (${code ?? name ?? 'unknown error'})`;
        const what = status === undefined ? failed : `answered ${(0,network_errors/* statusLine */.Bs)(status)} but its body did not arrive (${failed})`;
        if (!call.repeatSafe) {
            return {
                retryable: false,
                error: new api_error/* ApiError */.h(status === undefined
                    ? `${describe}: ${what} after the request was sent, so it may have been carried out; it was not repeated`
                    : `${describe} ${what}; it was not repeated`, { kind: 'outcome-unknown', request: describe, status, attempts: attempt, cause }),
            };
        }
        return {
            retryable: true,
            maybeProcessed: true,
            error: new api_error/* ApiError */.h(status === undefined ? `${describe}: ${what}` : `${describe} ${what}`, {
                kind: timedOut ? 'timeout' : 'network',
                request: describe,
                status,
                attempts: attempt,
                cause,
            }),
        };
    }
}
function invalid(describe, status, attempt, why) {
    return { retryable: false, error: invalidResponse({ describe, status, attempt }, why) };
}
/** A success status whose body is not what the API documents. */
function invalidResponse(context, why) {
    return new api_error/* ApiError */.h(`${context.describe} answered ${(0,network_errors/* statusLine */.Bs)(context.status)} but ${why}`, {
        kind: 'invalid-response',
        request: context.describe,
        status: context.status,
        attempts: context.attempt,
    });
}
/** Origin and path of a redirect target, without query or credentials. */
function safeLocation(location) {
    try {
        const url = new URL(location, 'http://relative.invalid');
        return url.origin === 'http://relative.invalid' ? url.pathname : `${url.origin}${url.pathname}`;
    }
    catch {
        return 'an unreadable address';
    }
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

/***/ 5561:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ RateLimitGate)
/* harmony export */ });
/**
 * One rate limit for every request of a step. The API limits a key, not a request: when one
 * request is told 429, the others would be too. So a 429 pauses every request until the wait
 * it asked for is over, and the number of requests in flight is halved; each success lets one
 * more back in (additive increase, multiplicative decrease, as TCP does), up to the step's
 * concurrency. The time spent paused is bounded for the whole step.
 */
class RateLimitGate {
    #clock;
    #max;
    #deadlineMs;
    #limit;
    #inFlight = 0;
    #pausedUntil = 0;
    #waitedMs = 0;
    #limited = 0;
    #waiting = [];
    constructor(options) {
        this.#clock = options.clock;
        this.#max = Math.max(1, options.maxInFlight);
        this.#limit = this.#max;
        this.#deadlineMs = options.deadlineMs;
    }
    /** Time the step has spent paused by rate limits, in total. */
    get waitedMs() {
        return this.#waitedMs;
    }
    /** How many 429 answers the step received. */
    get limitedCount() {
        return this.#limited;
    }
    /** Whether the step may still wait for a rate limit: false once its deadline is spent. */
    get canWait() {
        return this.#waitedMs < this.#deadlineMs;
    }
    get deadlineMs() {
        return this.#deadlineMs;
    }
    /** Waits for a place among the requests in flight, and for any pause to end. */
    async acquire() {
        while (this.#inFlight >= Math.floor(this.#limit)) {
            await new Promise((resolve) => this.#waiting.push(resolve));
        }
        this.#inFlight += 1;
        // Sits out the pause; again if another 429 made it longer meanwhile.
        for (let slept = 0; this.#pausedUntil !== slept;) {
            slept = this.#pausedUntil;
            const left = slept - this.#clock.now();
            if (left <= 0)
                break;
            await this.#clock.sleep(left);
        }
    }
    /** Gives the place back; `limitedForMs` is set when the answer was 429 and says how long to wait. */
    release(limitedForMs) {
        this.#inFlight -= 1;
        if (limitedForMs === undefined) {
            this.#limit = Math.min(this.#max, this.#limit + 1 / this.#limit);
        }
        else {
            this.#limited += 1;
            this.#limit = Math.max(1, this.#limit / 2);
            const now = this.#clock.now();
            const until = now + limitedForMs;
            // Overlapping pauses are counted once: the step waited as long as the longest of them.
            if (until > this.#pausedUntil) {
                this.#waitedMs += until - Math.max(now, this.#pausedUntil);
                this.#pausedUntil = until;
            }
        }
        while (this.#waiting.length > 0 && this.#inFlight < Math.floor(this.#limit))
            this.#waiting.shift()?.();
    }
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


/***/ })

};
