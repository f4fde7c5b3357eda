export const id = 233;
export const ids = [233,160];
export const modules = {

/***/ 3715:
/***/ ((__unused_webpack_module, __unused_webpack___webpack_exports__, __webpack_require__) => {

/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4214);
/* harmony import */ var zod_v4_locales_en_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7818);
/**
 * Imported by every model for its effect: English messages for zod's mini build. The models use
 * the mini build (`z.nullish(z.string())` rather than `z.string().nullish()`): the same checks
 * and messages as the classic API, but a classic schema carries its own copies of some fifty
 * methods, and loading and declaring them cost every step about 5 ms before its first request.
 * Each model imports `zod/mini` itself, so that the bundler keeps only what is used; the
 * classic build sets English when its first schema is made, the mini build never does.
 */


(0,zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .config */ .$W)((0,zod_v4_locales_en_js__WEBPACK_IMPORTED_MODULE_1__/* ["default"] */ .A)());


/***/ }),

/***/ 7821:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bs: () => (/* binding */ statusLine),
/* harmony export */   CA: () => (/* binding */ errorCode),
/* harmony export */   _b: () => (/* binding */ TLS_CODE),
/* harmony export */   b9: () => (/* binding */ TIMEOUT_CODES),
/* harmony export */   my: () => (/* binding */ NOT_SENT_CODES)
/* harmony export */ });
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7067);
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_http__WEBPACK_IMPORTED_MODULE_0__);
/*
 * What a failed request's error code means, for every client of the platform (the management
 * API and Edge Storage alike): whether the request can have reached the server, whether it
 * timed out, whether TLS refused it. undici nests the code in `cause`.
 */

/** Errors raised before a request could reach the server: repeating them is always safe. */
const NOT_SENT_CODES = new Set([
    'ECONNREFUSED',
    'ENOTFOUND',
    'EAI_AGAIN',
    'EHOSTUNREACH',
    'ENETUNREACH',
    'EADDRNOTAVAIL',
    'UND_ERR_CONNECT_TIMEOUT',
]);
const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);
/** A failed TLS handshake: nothing was sent, and asking again gets the same certificate. */
const TLS_CODE = /^(ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO_SELF_SIGNED|SELF_SIGNED_CERT|HOSTNAME_MISMATCH)/;
/** The first `code` along the error's chain of causes. */
function errorCode(error) {
    for (let current = error, depth = 0; current && depth < 4; depth++) {
        const code = current.code;
        if (typeof code === 'string')
            return code;
        current = current.cause;
    }
    return undefined;
}
/** "404 Not Found", or the bare number for a status Node has no name for. */
function statusLine(status) {
    const text = node_http__WEBPACK_IMPORTED_MODULE_0__.STATUS_CODES[status];
    return text ? `${status} ${text}` : String(status);
}


/***/ }),

/***/ 5595:
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

/***/ 6304:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EY: () => (/* binding */ backoffDelay),
/* harmony export */   Pi: () => (/* binding */ requestedRetryAfter),
/* harmony export */   SS: () => (/* binding */ TRANSIENT_STATUSES),
/* harmony export */   gY: () => (/* binding */ DEFAULT_RETRY_TIMING)
/* harmony export */ });
const DEFAULT_RETRY_TIMING = {
    baseDelayMs: 500,
    maxDelayMs: 10_000,
    maxRetryAfterMs: 60_000,
};
/** Statuses that say "not now" rather than "no". */
const TRANSIENT_STATUSES = new Set([429, 502, 503, 504]);
/** Full jitter: a uniform wait between 0 and the exponential ceiling. */
function backoffDelay(attempt, timing, random) {
    const ceiling = Math.min(timing.maxDelayMs, timing.baseDelayMs * 2 ** Math.max(0, attempt - 1));
    return Math.floor(random() * ceiling);
}
/**
 * The wait Retry-After asks for, in delta-seconds or as an HTTP date, in milliseconds from
 * `now`; undefined when absent or unreadable. Uncapped: the caller decides what is too long.
 */
function requestedRetryAfter(header, now) {
    const value = header?.trim();
    if (!value)
        return undefined;
    if (/^\d+$/.test(value))
        return Number(value) * 1000;
    const date = Date.parse(value);
    return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}


/***/ }),

/***/ 1233:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  o: () => (/* binding */ Transport),
  F: () => (/* binding */ invalidResponse)
});

// EXTERNAL MODULE: ./api/network-errors.ts
var network_errors = __webpack_require__(7821);
// EXTERNAL MODULE: ./api/undici-parts.ts
var undici_parts = __webpack_require__(2160);
// EXTERNAL MODULE: ./api/api-error.ts
var api_error = __webpack_require__(316);
// EXTERNAL MODULE: ./api/clock.ts
var clock = __webpack_require__(5213);
// EXTERNAL MODULE: ./api/rate-limit.ts
var rate_limit = __webpack_require__(5595);
// EXTERNAL MODULE: ./api/wait-log.ts
var wait_log = __webpack_require__(4869);
// EXTERNAL MODULE: ./api/requests.ts
var requests = __webpack_require__(7109);
// EXTERNAL MODULE: ../node_modules/zod/v4/mini/schemas.js + 5 modules
var schemas = __webpack_require__(4513);
// EXTERNAL MODULE: ./api/models/zod.ts
var zod = __webpack_require__(3715);
;// CONCATENATED MODULE: ./api/models/api-error-data.ts


/** Error body of the core and compute APIs (400 and some others). */
const ApiErrorData = schemas/* object */.Ikc({
    ErrorKey: schemas/* nullish */.cl6(schemas/* string */.YjP()),
    Field: schemas/* nullish */.cl6(schemas/* string */.YjP()),
    Message: schemas/* nullish */.cl6(schemas/* string */.YjP()),
});
/** RFC 7807 problem details; Magic Containers adds `errors[]` and `id`. */
const ProblemDetails = schemas/* object */.Ikc({
    type: schemas/* nullish */.cl6(schemas/* string */.YjP()),
    title: schemas/* nullish */.cl6(schemas/* string */.YjP()),
    status: schemas/* nullish */.cl6(schemas/* number */.aig()),
    detail: schemas/* nullish */.cl6(schemas/* string */.YjP()),
    instance: schemas/* nullish */.cl6(schemas/* string */.YjP()),
    id: schemas/* nullish */.cl6(schemas/* string */.YjP()),
    errors: schemas/* nullish */.cl6(schemas/* array */.YOg(schemas/* object */.Ikc({ message: schemas/* nullish */.cl6(schemas/* string */.YjP()), field: schemas/* nullish */.cl6(schemas/* string */.YjP()) }))),
});
/** The shape Shield answers with when an MVC result object is serialised as the body. */
const ShieldErrorBody = schemas/* object */.Ikc({
    location: schemas/* nullish */.cl6(schemas/* string */.YjP()),
    value: schemas/* unknown */.L5J(),
    formatters: schemas/* nullish */.cl6(schemas/* array */.YOg(schemas/* unknown */.L5J())),
    contentTypes: schemas/* nullish */.cl6(schemas/* array */.YOg(schemas/* string */.YjP())),
    declaredType: schemas/* nullish */.cl6(schemas/* string */.YjP()),
    statusCode: schemas/* nullish */.cl6(schemas/* number */.aig()),
});

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
function summariseErrorBody(text, contentType) {
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
        const parsed = ApiErrorData.safeParse(record);
        if (parsed.success) {
            const key = nonEmpty(parsed.data.ErrorKey);
            const field = nonEmpty(parsed.data.Field);
            const message = nonEmpty(parsed.data.Message);
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
        const parsed = ProblemDetails.safeParse(record);
        if (parsed.success) {
            const title = nonEmpty(parsed.data.title);
            const detail = nonEmpty(parsed.data.detail);
            if (title)
                summary.errorKey = title;
            if (detail ?? title)
                summary.message = (detail ?? title);
            for (const entry of parsed.data.errors ?? []) {
                const field = nonEmpty(entry.field);
                const message = nonEmpty(entry.message) ?? 'invalid';
                summary.details.push(field ? `${field}: ${message}` : message);
            }
            const firstField = nonEmpty(parsed.data.errors?.[0]?.field);
            if (firstField)
                summary.field = firstField;
            return summary;
        }
    }
    if ('statusCode' in record || 'declaredType' in record || 'contentTypes' in record) {
        const parsed = ShieldErrorBody.safeParse(record);
        if (parsed.success) {
            const value = parsed.data.value;
            if (typeof value === 'string' && nonEmpty(value))
                summary.message = value.trim();
            else if (value && typeof value === 'object') {
                const inner = summariseErrorBody(JSON.stringify(value), 'application/json');
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

// EXTERNAL MODULE: ./api/retry-policy.ts
var retry_policy = __webpack_require__(6304);
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
const WRONG_KEY_HINT = 'The API refused api-key. It takes the account API key (dashboard: Account settings, API key), not a storage zone password or a Stream library key; check the secret behind api-key.';
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
    #ownsDispatcher;
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
        this.#ownsDispatcher = options.dispatcher === undefined;
        const agentOptions = {
            // Bounded so that N concurrent requests reuse N kept-alive connections instead of
            // opening new ones while earlier ones are still being returned to the pool.
            ...(options.maxConnections === undefined ? {} : { connections: options.maxConnections }),
            connectTimeout: options.timeoutMs,
            headersTimeout: options.timeoutMs,
            bodyTimeout: options.timeoutMs,
            keepAliveTimeout: 10_000,
        };
        // The proxy's own agent: a CONNECT tunnel for https, whose TLS uses Node's CAs, so
        // NODE_EXTRA_CA_CERTS counts inside the tunnel as it does outside.
        this.#dispatcher =
            options.dispatcher ??
                (options.proxyUrl === undefined ? new undici_parts.Agent(agentOptions) : new undici_parts.ProxyAgent({ ...agentOptions, uri: options.proxyUrl }));
    }
    /** "api.bunny.net:443", and the proxy when one carries the connection (never its credentials). */
    #where() {
        const { host, protocol } = this.#options.baseUrl;
        const target = host.includes(':') ? host : `${host}:${protocol === 'https:' ? 443 : 80}`;
        return this.#options.proxyLabel ? `${target} through the proxy ${this.#options.proxyLabel}` : target;
    }
    #redact(text) {
        return this.#options.redact ? this.#options.redact(text) : text;
    }
    /** How long the step waited for the API's rate limit in total, and how many 429s it got. */
    get rateLimit() {
        return { waitedMs: this.#gate.waitedMs, limited: this.#gate.limitedCount };
    }
    async close() {
        if (this.#ownsDispatcher)
            await this.#dispatcher.close();
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
        const { maxAttempts } = this.#options;
        const clock = this.#clock;
        const random = this.#options.random ?? Math.random;
        const describe = (0,requests/* requestLine */.uA)(call);
        const gate = this.#gate;
        let lostAfterSending = false;
        for (let attempt = 1;; attempt++) {
            await gate.acquire();
            let outcome;
            try {
                outcome = await attemptOnce(describe, attempt);
            }
            catch (error) {
                gate.release();
                throw error;
            }
            const limited = 'error' in outcome && outcome.error.status === 429 && outcome.retryable;
            const wait = 'error' in outcome ? (outcome.retryAfterMs ?? (0,retry_policy/* backoffDelay */.EY)(attempt, this.#timing, random)) : 0;
            // A 429 pauses every request of the step (see RateLimitGate); other failures only this one.
            gate.release(limited ? wait : undefined);
            if (!('error' in outcome))
                return lostAfterSending ? { ...outcome, repeatedAfterLoss: true } : outcome;
            if (outcome.maybeProcessed)
                lostAfterSending = true;
            if (limited && !gate.canWait) {
                throw outcome.error.withMessage(`${outcome.error.message} (the step has waited ${(0,wait_log/* formatDuration */.a3)(gate.waitedMs)} for the API's rate limit in all, its limit is ${(0,wait_log/* formatDuration */.a3)(gate.deadlineMs)}; try again later)`);
            }
            // Within the step's rate-limit deadline a 429 is the batch's pace, not this request's failure.
            if (limited)
                attempt -= 1;
            else if (!outcome.retryable || attempt >= maxAttempts)
                throw this.#final(call, outcome.error, attempt, outcome.retryable);
            // A network error's message already starts with the request, which the line names first.
            const reason = outcome.error.kind === 'http' && outcome.error.status !== undefined
                ? (0,network_errors/* statusLine */.Bs)(outcome.error.status)
                : outcome.error.message.replace(`${describe}: `, '').replace(`${describe} `, '');
            const which = limited ? 'rate limited, not counted as an attempt' : `attempt ${attempt} of ${maxAttempts}`;
            this.#options.onRetry?.(`${describe}: ${reason} (${which}); retrying in ${(0,wait_log/* formatDuration */.a3)(wait)}` +
                (outcome.retryAfterMs !== undefined ? ' as Retry-After asks' : '') +
                (limited ? '; every request of the step waits' : ''));
            // A rate limit's wait is the gate's pause, which the next acquire sits out.
            if (!limited)
                await clock.sleep(wait);
        }
    }
    /** A "not ready yet" status that outlasted every attempt says so, rather than only its status. */
    #final(call, error, attempts, stillNotReady) {
        const { status } = error;
        if (!stillNotReady || status === undefined || !call.notReadyStatuses?.includes(status))
            return error;
        return error.withMessage(`${error.request} answered ${(0,network_errors/* statusLine */.Bs)(status)} ${attempts} time(s): not ready yet. Try again later or raise max-attempts.`);
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
        let response;
        try {
            response = await (0,undici_parts.request)(this.#dispatcher, this.#url(call), { method: call.method, headers, body: body ?? null, signal });
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
            return this.#success(call, describe, status, text, attempt);
        if (status >= 300 && status < 400) {
            const location = String(response.headers['location'] ?? '');
            return {
                retryable: false,
                error: new api_error/* ApiError */.h(`${describe} answered ${(0,network_errors/* statusLine */.Bs)(status)}, a redirect${location ? ` to ${safeLocation(this.#redact(location))}` : ''}. ` +
                    'Redirects are not followed so that the API key is only ever sent to api-url; check api-url.', { kind: 'redirect', request: describe, status, attempts: attempt }),
            };
        }
        const summary = summariseErrorBody(this.#redact(text), contentType);
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
            message += ` (Retry-After asks for ${(0,wait_log/* formatDuration */.a3)(requested)}, longer than the ${(0,wait_log/* formatDuration */.a3)(this.#timing.maxRetryAfterMs)} this action waits; try again later)`;
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
        if (status === 401)
            message += `\n${WRONG_KEY_HINT}`;
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
            }),
        };
    }
    #success(call, describe, status, text, attempt) {
        if (!call.schema || call.emptyStatuses?.includes(status) || text.trim() === '') {
            if (call.schema && !call.emptyStatuses?.includes(status)) {
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
        const parsed = call.schema.safeParse(json);
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
        const limit = (0,wait_log/* formatDuration */.a3)(this.#options.timeoutMs);
        if (code !== undefined && network_errors/* TLS_CODE */._b.test(code)) {
            return {
                retryable: false,
                error: new api_error/* ApiError */.h(`${describe}: the TLS connection failed (${code}), so nothing was sent; check api-url and the server's certificate`, {
                    kind: 'network',
                    request: describe,
                    attempts: attempt,
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

/***/ 2160:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Agent: () => (/* binding */ Agent),
/* harmony export */   ProxyAgent: () => (/* binding */ ProxyAgent),
/* harmony export */   fetch: () => (/* binding */ fetch),
/* harmony export */   request: () => (/* binding */ request)
/* harmony export */ });
/* harmony import */ var undici_lib_api_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8833);
/* harmony import */ var undici_lib_dispatcher_agent_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3779);
/* harmony import */ var undici_lib_dispatcher_agent_js__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(undici_lib_dispatcher_agent_js__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var undici_lib_dispatcher_dispatcher_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6089);
/* harmony import */ var undici_lib_dispatcher_dispatcher_js__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(undici_lib_dispatcher_dispatcher_js__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var undici_lib_dispatcher_proxy_agent_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4942);
/* harmony import */ var undici_lib_dispatcher_proxy_agent_js__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(undici_lib_dispatcher_proxy_agent_js__WEBPACK_IMPORTED_MODULE_3__);




// As undici's index does: every dispatcher gets request(), connect() and the rest. ProxyAgent
// opens its CONNECT tunnel through connect(), so without this a proxy could not be used.
Object.assign((undici_lib_dispatcher_dispatcher_js__WEBPACK_IMPORTED_MODULE_2___default().prototype), undici_lib_api_index_js__WEBPACK_IMPORTED_MODULE_0__);
const Agent = (undici_lib_dispatcher_agent_js__WEBPACK_IMPORTED_MODULE_1___default());
const ProxyAgent = (undici_lib_dispatcher_proxy_agent_js__WEBPACK_IMPORTED_MODULE_3___default());
/** undici's request() without its URL juggling: the caller gives the target and the dispatcher. */
function request(dispatcher, target, options) {
    const { origin, path } = target instanceof URL ? { origin: target.origin, path: `${target.pathname}${target.search}` } : target;
    return dispatcher.request({ ...options, origin, path });
}
/**
 * undici's fetch is not in the bundle. @actions/github imports it (tsconfig maps its `undici` here)
 * for the default fetch of its Octokit, which the comment replaces (src/github/github-fetch.ts);
 * its import needs a name to bind to, and a call would say what happened.
 * @public (imported through the tsconfig mapping, where the unused-export check does not look)
 */
function fetch() {
    throw new Error("undici's fetch is not in this bundle; Octokit is given the action's own (src/github/github-fetch.ts)");
}


/***/ }),

/***/ 7818:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* export default binding */ __WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _core_util_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4633);

const error = () => {
    const Sizable = {
        string: { unit: "characters", verb: "to have" },
        file: { unit: "bytes", verb: "to have" },
        array: { unit: "items", verb: "to have" },
        set: { unit: "items", verb: "to have" },
        map: { unit: "entries", verb: "to have" },
    };
    function getSizing(origin) {
        return Sizable[origin] ?? null;
    }
    const FormatDictionary = {
        regex: "input",
        email: "email address",
        url: "URL",
        emoji: "emoji",
        uuid: "UUID",
        uuidv4: "UUIDv4",
        uuidv6: "UUIDv6",
        nanoid: "nanoid",
        guid: "GUID",
        cuid: "cuid",
        cuid2: "cuid2",
        ulid: "ULID",
        xid: "XID",
        ksuid: "KSUID",
        datetime: "ISO datetime",
        date: "ISO date",
        time: "ISO time",
        duration: "ISO duration",
        ipv4: "IPv4 address",
        ipv6: "IPv6 address",
        mac: "MAC address",
        cidrv4: "IPv4 range",
        cidrv6: "IPv6 range",
        base64: "base64-encoded string",
        base64url: "base64url-encoded string",
        json_string: "JSON string",
        e164: "E.164 number",
        currency_code: "currency code",
        credit_card: "credit card number",
        iban: "IBAN",
        jwt: "JWT",
        template_literal: "input",
    };
    // type names: missing keys = do not translate (use raw value via ?? fallback)
    const TypeDictionary = {
        // Compatibility: "nan" -> "NaN" for display
        nan: "NaN",
        // All other type names omitted - they fall back to raw values via ?? operator
    };
    function getTypeName(type, input) {
        if (type === "number" && typeof input === "number" && !Number.isFinite(input)) {
            return String(input);
        }
        return TypeDictionary[type] ?? type;
    }
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                const expected = getTypeName(issue.expected);
                const receivedType = _core_util_js__WEBPACK_IMPORTED_MODULE_0__/* .parsedType */ .GW(issue.input);
                const received = getTypeName(receivedType, issue.input);
                return `Invalid input: expected ${expected}, received ${received}`;
            }
            case "invalid_value":
                if (issue.values.length === 1)
                    return `Invalid input: expected ${_core_util_js__WEBPACK_IMPORTED_MODULE_0__/* .stringifyPrimitive */ .B7(issue.values[0])}`;
                return `Invalid option: expected one of ${_core_util_js__WEBPACK_IMPORTED_MODULE_0__/* .joinValues */ .jw(issue.values, "|")}`;
            case "too_big": {
                const adj = issue.exact ? "exactly " : issue.inclusive ? "<=" : "<";
                const sizing = getSizing(issue.origin);
                if (sizing)
                    return `Too big: expected ${issue.origin ?? "value"} to have ${adj}${issue.maximum.toString()} ${sizing.unit ?? "elements"}`;
                return `Too big: expected ${issue.origin ?? "value"} to be ${adj}${issue.maximum.toString()}`;
            }
            case "too_small": {
                const adj = issue.exact ? "exactly " : issue.inclusive ? ">=" : ">";
                const sizing = getSizing(issue.origin);
                if (sizing) {
                    return `Too small: expected ${issue.origin} to have ${adj}${issue.minimum.toString()} ${sizing.unit}`;
                }
                return `Too small: expected ${issue.origin} to be ${adj}${issue.minimum.toString()}`;
            }
            case "invalid_format": {
                const _issue = issue;
                if (_issue.format === "starts_with") {
                    return `Invalid string: must start with "${_issue.prefix}"`;
                }
                if (_issue.format === "ends_with")
                    return `Invalid string: must end with "${_issue.suffix}"`;
                if (_issue.format === "includes")
                    return `Invalid string: must include "${_issue.includes}"`;
                if (_issue.format === "regex")
                    return `Invalid string: must match pattern ${_issue.pattern}`;
                return `Invalid ${FormatDictionary[_issue.format] ?? issue.format}`;
            }
            case "not_multiple_of":
                return `Invalid number: must be a multiple of ${issue.divisor}`;
            case "unrecognized_keys":
                return `Unrecognized key${issue.keys.length > 1 ? "s" : ""}: ${_core_util_js__WEBPACK_IMPORTED_MODULE_0__/* .joinValues */ .jw(issue.keys, ", ")}`;
            case "invalid_key":
                return `Invalid key in ${issue.origin}`;
            case "invalid_union":
                if (issue.options && Array.isArray(issue.options) && issue.options.length > 0) {
                    const opts = issue.options.map((o) => `'${o}'`).join(" | ");
                    return `Invalid discriminator value. Expected ${opts}`;
                }
                if (issue.inclusive === false) {
                    return "Invalid input: more than one option matched";
                }
                return "Invalid input";
            case "invalid_element":
                return `Invalid value in ${issue.origin}`;
            default:
                return `Invalid input`;
        }
    };
};
/* harmony default export */ function __WEBPACK_DEFAULT_EXPORT__() {
    return {
        localeError: error(),
    };
}


/***/ })

};
