export const id = 128;
export const ids = [128,160];
export const modules = {

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

/***/ 2160:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Agent: () => (/* binding */ Agent),
/* harmony export */   ProxyAgent: () => (/* binding */ ProxyAgent),
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
/** undici's request() without its URL juggling: the caller gives a URL and the dispatcher. */
function request(dispatcher, url, options) {
    return dispatcher.request({ ...options, origin: url.origin, path: `${url.pathname}${url.search}` });
}


/***/ }),

/***/ 2073:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ workspacePath)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2495);



function inside(root, target) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, target);
    return rel === '' || (!rel.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_1__.sep}`) && rel !== '..' && !(0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(rel));
}
/** Where a symbolic link points, or undefined when `path` is not one. */
function linkTarget(path) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(path).isSymbolicLink() ? (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readlinkSync)(path) : undefined;
    }
    catch {
        return undefined;
    }
}
/** Links followed at most, as the kernel does (ELOOP), so that a loop of links ends. */
const MAX_LINKS = 40;
/**
 * The real path of `path`, or of its nearest existing ancestor joined with the rest. A link
 * whose target does not exist yet is followed too: writing through it would create the target.
 */
function realPathOf(path, links = 0) {
    let existing = path;
    const rest = [];
    for (;;) {
        try {
            return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(existing), ...[...rest].reverse());
        }
        catch {
            const target = links < MAX_LINKS ? linkTarget(existing) : undefined;
            // A relative target counts from the link's real directory, as the kernel reads it.
            if (target !== undefined)
                return realPathOf((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(realPathOf((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(existing), links + 1), target, ...[...rest].reverse()), links + 1);
            const parent = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(existing);
            if (parent === existing)
                return path;
            rest.push(existing.slice(parent.length + 1));
            existing = parent;
        }
    }
}
/**
 * Resolves a path input against the workspace and refuses one that leaves it, by `..`, an
 * absolute path or a symbolic link: a step should read and write only the checkout it works on.
 */
function workspacePath(input, value, workspace) {
    if (value.includes('\0'))
        throw new _inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(input, 'contains a NUL character');
    const root = realPathOf((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(workspace));
    const target = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(root, value);
    if (!inside(root, target) || !inside(root, realPathOf(target))) {
        throw new _inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(input, `path ${(0,_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .showValue */ .vp)(value)} leaves the workspace; give a path inside ${root}`);
    }
    return target;
}


/***/ }),

/***/ 3128:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  operation: () => (/* binding */ operation)
});

// EXTERNAL MODULE: ./api/api-error.ts
var api_error = __webpack_require__(316);
// EXTERNAL MODULE: ./api/requests.ts
var requests = __webpack_require__(7109);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./platform/storage/pool.ts
/**
 * Runs `work` over `items` with at most `limit` at once, in order of start; resolves when all
 * are done. `work` must not throw (it records its own outcome): one failure must not leave the
 * others unstarted or unreported.
 */
async function runPool(items, limit, work) {
    const iterator = items[Symbol.iterator]();
    const worker = async () => {
        for (let next = iterator.next(); !next.done; next = iterator.next())
            await work(next.value);
    };
    await Promise.all(Array.from({ length: Math.max(1, limit) }, worker));
}

;// CONCATENATED MODULE: ./platform/storage/local-tree.ts





/** A symbolic link that leads out of the allowed root: the step must not read what it points at. */
class LinkOutsideError extends Error {
    path;
    constructor(path) {
        super(`'${path}' is a symbolic link that leads outside the workspace; it is not read`);
        this.name = 'LinkOutsideError';
        this.path = path;
    }
}
function inside(root, target) {
    const rel = (0,external_node_path_.relative)(root, target);
    return rel === '' || (!rel.startsWith(`..${external_node_path_.sep}`) && rel !== '..' && !(0,external_node_path_.isAbsolute)(rel));
}
/**
 * Every file below `root` that `scope` covers, walking one folder at a time (a listing, never the
 * tree's contents, is held). Symbolic links are followed while they stay inside `allowedRoot`
 * (the workspace); one leading out fails the walk, and a folder reached twice is read once.
 */
async function walkLocalTree(root, scope, allowedRoot) {
    const files = [];
    const realAllowed = await (0,promises_.realpath)(allowedRoot);
    const seen = new Set([await (0,promises_.realpath)(root)]);
    const folders = [{ absolute: root, relative: '' }];
    while (folders.length > 0) {
        const folder = folders.pop();
        const entries = [];
        for await (const entry of await (0,promises_.opendir)(folder.absolute)) {
            entries.push({
                name: entry.name,
                kind: entry.isFile() ? 'file' : entry.isDirectory() ? 'dir' : entry.isSymbolicLink() ? 'link' : 'other',
            });
        }
        for (const entry of entries) {
            const path = folder.relative === '' ? entry.name : `${folder.relative}/${entry.name}`;
            const absolutePath = (0,external_node_path_.join)(folder.absolute, entry.name);
            let kind = entry.kind;
            let size = 0;
            if (kind === 'link') {
                const target = await (0,promises_.realpath)(absolutePath).catch(() => undefined);
                // A dangling link has nothing to upload.
                if (target === undefined)
                    continue;
                if (!inside(realAllowed, target)) {
                    if (scope.covers(path))
                        throw new LinkOutsideError(path);
                    continue;
                }
                const info = await (0,promises_.stat)(target);
                kind = info.isFile() ? 'file' : info.isDirectory() ? 'dir' : 'other';
                if (kind === 'dir') {
                    if (seen.has(target))
                        continue;
                    seen.add(target);
                }
                size = info.size;
            }
            if (kind === 'dir') {
                if (!scope.skipsFolder(path))
                    folders.push({ absolute: absolutePath, relative: path });
            }
            else if (kind === 'file' && scope.covers(path)) {
                if (entry.kind === 'file')
                    size = (await (0,promises_.stat)(absolutePath)).size;
                files.push({ path, absolutePath, size });
            }
        }
    }
    files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    return files;
}
/** Files up to this size are read whole to hash (one read); larger ones are streamed. */
const WHOLE_READ_BYTES = 1024 * 1024;
/** SHA-256 of one file, upper-case hex, streaming a large one so memory stays flat. */
async function sha256OfFile(path, size) {
    const hash = (0,external_node_crypto_.createHash)('sha256');
    if (size <= WHOLE_READ_BYTES) {
        hash.update(await (0,promises_.readFile)(path));
    }
    else {
        for await (const chunk of (0,external_node_fs_.createReadStream)(path, { highWaterMark: WHOLE_READ_BYTES }))
            hash.update(chunk);
    }
    return hash.digest('hex').toUpperCase();
}
/** Hashes every file, `concurrency` at once; the result keeps the input's order. */
async function hashLocalFiles(files, concurrency) {
    const hashed = new Array(files.length);
    await runPool(files.keys(), concurrency, async (index) => {
        const file = files[index];
        hashed[index] = { ...file, sha256: await sha256OfFile(file.absolutePath, file.size) };
    });
    return hashed;
}

// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
// EXTERNAL MODULE: ./api/clock.ts
var clock = __webpack_require__(5213);
// EXTERNAL MODULE: ./api/rate-limit.ts
var rate_limit = __webpack_require__(5595);
// EXTERNAL MODULE: ./api/retry-policy.ts
var retry_policy = __webpack_require__(6304);
// EXTERNAL MODULE: ./api/undici-parts.ts
var undici_parts = __webpack_require__(2160);
;// CONCATENATED MODULE: ./platform/storage/content-type.ts
/**
 * The content type an upload declares, from its extension. The platform's own clients send
 * `Override-Content-Type` with it (the type is then stored and served); what the platform
 * stores without one is undocumented.
 */
const TYPES = {
    html: 'text/html; charset=utf-8',
    htm: 'text/html; charset=utf-8',
    css: 'text/css; charset=utf-8',
    js: 'text/javascript; charset=utf-8',
    mjs: 'text/javascript; charset=utf-8',
    cjs: 'text/javascript; charset=utf-8',
    map: 'application/json',
    json: 'application/json',
    webmanifest: 'application/manifest+json',
    txt: 'text/plain; charset=utf-8',
    md: 'text/markdown; charset=utf-8',
    csv: 'text/csv; charset=utf-8',
    xml: 'application/xml',
    rss: 'application/rss+xml',
    atom: 'application/atom+xml',
    svg: 'image/svg+xml',
    png: 'image/png',
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    gif: 'image/gif',
    webp: 'image/webp',
    avif: 'image/avif',
    ico: 'image/x-icon',
    bmp: 'image/bmp',
    woff: 'font/woff',
    woff2: 'font/woff2',
    ttf: 'font/ttf',
    otf: 'font/otf',
    eot: 'application/vnd.ms-fontobject',
    wasm: 'application/wasm',
    pdf: 'application/pdf',
    zip: 'application/zip',
    gz: 'application/gzip',
    mp4: 'video/mp4',
    webm: 'video/webm',
    mp3: 'audio/mpeg',
    ogg: 'audio/ogg',
    wav: 'audio/wav',
    vtt: 'text/vtt',
    ics: 'text/calendar',
};
function contentTypeOf(name) {
    const dot = name.lastIndexOf('.');
    if (dot <= 0 || name.lastIndexOf('/') > dot)
        return 'application/octet-stream';
    return TYPES[name.slice(dot + 1).toLowerCase()] ?? 'application/octet-stream';
}
/** HTML goes last, so that no page links to a file not yet uploaded. */
function isHtml(path) {
    return /\.html?$/i.test(path);
}

// EXTERNAL MODULE: ../node_modules/zod/v4/mini/schemas.js + 5 modules
var schemas = __webpack_require__(4513);
;// CONCATENATED MODULE: ./platform/storage/storage-object.ts

/**
 * One item of a directory listing, as far as a sync reads it. The platform's listing carries
 * more (Guid, Path, dates, ReplicatedZones...); the rest is left unchecked, so that a member
 * added or changed there does not stop a sync. `Checksum` is missing from the OpenAPI document
 * and null for directories (and, possibly, for files uploaded without one).
 */
const StorageListingItem = schemas/* looseObject */._H3({
    ObjectName: schemas/* string */.YjP(),
    IsDirectory: schemas/* boolean */.zMY(),
    Length: schemas/* number */.aig(),
    Checksum: schemas/* nullish */.cl6(schemas/* string */.YjP()),
});
const StorageListing = schemas/* array */.YOg(StorageListingItem);

;// CONCATENATED MODULE: ./platform/storage/storage-paths.ts
/**
 * Paths in a storage zone. The platform documents no encoding; every segment is percent-encoded
 * as UTF-8 (encodeURIComponent), so that a space, `#`, `?`, `%` or a non-ASCII name arrives as
 * the object's name. The WHATWG URL setter the platform's SDK uses leaves `%` alone, which
 * would turn a literal `%41` in a name into `A`.
 */
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);
/**
 * The base address of a storage host given bare (`storage.bunnycdn.com`, as StorageHostname
 * gives it): https, except loopback hosts over http, for emulators and tests (the api-url rule).
 * Throws a plain Error whose message says what is wrong, for the caller to attribute.
 */
function storageBaseUrl(host) {
    if (!/^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/.test(host)) {
        throw new Error(`'${host}' is not a bare host name; expected a host such as storage.bunnycdn.com, without scheme or path`);
    }
    const name = host.replace(/:\d+$/, '').toLowerCase();
    return new URL(`${LOOPBACK.has(name) ? 'http' : 'https'}://${host}`);
}
/** Splits a zone path into its segments, dropping empty ones (`/a//b/` is a/b). */
function pathSegments(path) {
    return path.split('/').filter((segment) => segment !== '');
}
/** A reason the segments cannot name an object, or undefined. `..` and `.` would be resolved away by a URL. */
function badSegment(segments) {
    for (const segment of segments) {
        if (segment === '.' || segment === '..')
            return `a path segment cannot be '${segment}'`;
        if (/[\u0000-\u001f\u007f]/.test(segment))
            return 'a path segment cannot hold control characters';
    }
    return undefined;
}
/** `/zone/a%20b/c.txt`, or `/zone/a/` for a directory: the path of a storage request. */
function objectUrlPath(zoneName, segments, directory) {
    const problem = badSegment([zoneName, ...segments]);
    if (problem)
        throw new Error(problem);
    const encoded = [zoneName, ...segments].map((segment) => encodeURIComponent(segment)).join('/');
    return directory ? `/${encoded}/` : `/${encoded}`;
}
/** "/site/a b.txt": how a zone path is shown and reported, from the zone's root, unencoded. */
function displayPath(segments, directory = false) {
    return `/${segments.join('/')}${directory && segments.length > 0 ? '/' : ''}`;
}

;// CONCATENATED MODULE: ./platform/storage/storage-client.ts










/** The platform lists at most five directories at a time per zone; past that, 400. */
const LISTINGS_AT_ONCE = 5;
/** Deletes the platform takes at once per zone; past that, 400. */
const DELETES_AT_ONCE = 30;
/**
 * The slowest upload rate a request's limit allows for: 256 KiB/s. A fixed limit of a few
 * seconds fails every large file on a slow runner; this gives a 240 MiB file 16 minutes.
 */
const SLOWEST_BYTES_PER_SECOND = 256 * 1024;
const RATE_LIMIT_DEADLINE_MS = 120_000;
/** A listing of one directory larger than this is refused rather than held. */
const MAX_LISTING_BYTES = 256 * 1024 * 1024;
const MAX_ERROR_BYTES = 64 * 1024;
/** The platform's answer when a zone has too many listings or deletes in flight. */
const LIMIT_MESSAGE = /unable to process request/i;
/** The limit for one request carrying `bytes`: the step's timeout plus the time the slowest accepted rate takes. */
function uploadTimeoutMs(baseMs, bytes) {
    return baseMs + Math.ceil((bytes / SLOWEST_BYTES_PER_SECOND) * 1000);
}
const NOT_SENT = new Set([
    'ECONNREFUSED',
    'ENOTFOUND',
    'EAI_AGAIN',
    'EHOSTUNREACH',
    'ENETUNREACH',
    'EADDRNOTAVAIL',
    'UND_ERR_CONNECT_TIMEOUT',
]);
const TLS_CODE = /^(ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO_SELF_SIGNED|SELF_SIGNED_CERT|HOSTNAME_MISMATCH)/;
function errorCode(error) {
    for (let current = error, depth = 0; current && depth < 4; depth++) {
        const code = current.code;
        if (typeof code === 'string')
            return code;
        current = current.cause;
    }
    return undefined;
}
const statusLine = (status) => `${status}${external_node_http_.STATUS_CODES[status] ? ` ${external_node_http_.STATUS_CODES[status]}` : ''}`;
async function readCapped(body, limit) {
    const chunks = [];
    let size = 0;
    for await (const chunk of body) {
        size += chunk.length;
        if (size > limit) {
            body.destroy();
            return undefined;
        }
        chunks.push(chunk);
    }
    return Buffer.concat(chunks).toString('utf8');
}
/** The `Message` of an ErrorObject body, or the text itself cut short. */
function errorMessage(text) {
    const trimmed = text.trim();
    if (trimmed === '')
        return '';
    try {
        const parsed = JSON.parse(trimmed);
        const item = Array.isArray(parsed) ? parsed[0] : parsed;
        const message = item?.Message;
        if (typeof message === 'string')
            return message;
    }
    catch {
        // Not JSON: a proxy's page, shown short.
    }
    return trimmed.replace(/\s+/g, ' ').slice(0, 200);
}
/**
 * The Edge Storage HTTP API of one zone: listing one directory level, streamed uploads with
 * their Checksum, deletes, downloads. Every request is safe to repeat (an upload replaces the
 * file with the same bytes), so each is retried on 429, 5xx and connection errors with
 * full-jitter backoff and Retry-After; a 429 slows every request, and a 400 from the listing
 * or delete limit slows that kind of request, each within one deadline for the whole client.
 */
class StorageClient {
    host;
    zoneName;
    #options;
    #base;
    #dispatcher;
    #ownsDispatcher;
    #clock;
    #timing;
    #connections;
    #lanes;
    constructor(options) {
        this.#options = options;
        this.host = options.host;
        this.zoneName = options.zoneName;
        this.#base = storageBaseUrl(options.host);
        this.#clock = options.clock ?? clock/* systemClock */.m;
        this.#timing = options.timing ?? retry_policy/* DEFAULT_RETRY_TIMING */.gY;
        const deadlineMs = options.rateLimitDeadlineMs ?? RATE_LIMIT_DEADLINE_MS;
        const concurrency = Math.max(1, options.concurrency);
        this.#connections = new rate_limit/* RateLimitGate */.F({ clock: this.#clock, maxInFlight: concurrency + LISTINGS_AT_ONCE, deadlineMs });
        this.#lanes = {
            list: new rate_limit/* RateLimitGate */.F({ clock: this.#clock, maxInFlight: LISTINGS_AT_ONCE, deadlineMs }),
            delete: new rate_limit/* RateLimitGate */.F({ clock: this.#clock, maxInFlight: Math.min(DELETES_AT_ONCE, concurrency), deadlineMs }),
        };
        this.#ownsDispatcher = options.dispatcher === undefined;
        const agentOptions = {
            connections: concurrency + LISTINGS_AT_ONCE,
            connectTimeout: options.timeoutMs,
            keepAliveTimeout: 10_000,
        };
        this.#dispatcher =
            options.dispatcher ??
                (options.proxyUrl === undefined ? new undici_parts.Agent(agentOptions) : new undici_parts.ProxyAgent({ ...agentOptions, uri: options.proxyUrl }));
    }
    /** Time spent paused by the storage's limits, and how many answers asked for it. */
    get limited() {
        const gates = [this.#connections, this.#lanes.list, this.#lanes.delete];
        return {
            waitedMs: Math.max(...gates.map((gate) => gate.waitedMs)),
            count: gates.reduce((sum, gate) => sum + gate.limitedCount, 0),
        };
    }
    async close() {
        if (this.#ownsDispatcher)
            await this.#dispatcher.close();
    }
    /** "PUT /zone/a b.txt on storage.bunnycdn.com": how messages name a request; never the password. */
    describe(method, segments, directory = false) {
        return `${method} ${displayPath([this.zoneName, ...segments], directory)} on ${this.host}`;
    }
    /** One level of a directory; undefined when the platform says it does not exist (404). */
    async list(dirSegments) {
        const result = await this.#send({
            method: 'GET',
            lane: 'list',
            segments: dirSegments,
            directory: true,
            okStatuses: [200, 404],
            read: async (body, status) => {
                if (status === 404) {
                    await body.dump();
                    return undefined;
                }
                const text = await readCapped(body, MAX_LISTING_BYTES);
                if (text === undefined)
                    throw new Error(`the listing is larger than ${MAX_LISTING_BYTES / 1024 / 1024} MiB`);
                let json;
                try {
                    json = JSON.parse(text);
                }
                catch {
                    throw new api_error/* ApiError */.h(`${this.describe('GET', dirSegments, true)} answered 200 but the body is not JSON`, {
                        kind: 'invalid-response',
                        request: this.describe('GET', dirSegments, true),
                        status,
                    });
                }
                const parsed = StorageListing.safeParse(json);
                if (!parsed.success) {
                    const issue = parsed.error.issues[0];
                    throw new api_error/* ApiError */.h(`${this.describe('GET', dirSegments, true)} answered 200 but the listing is not of the documented shape: ${issue ? `${issue.path.join('.')}: ${issue.message}` : ''}`, { kind: 'invalid-response', request: this.describe('GET', dirSegments, true), status });
                }
                return parsed.data.map((item) => ({
                    name: item.ObjectName,
                    directory: item.IsDirectory,
                    length: item.Length,
                    checksum: item.Checksum ?? null,
                }));
            },
        });
        return result.value;
    }
    /**
     * Uploads a file streamed from disk with its Checksum (upper-case hex): the platform stores
     * nothing when the bytes it received do not match. The type goes in Override-Content-Type, as
     * the platform's own clients send it.
     */
    async upload(segments, source) {
        const result = await this.#send({
            method: 'PUT',
            lane: 'upload',
            segments,
            directory: false,
            okStatuses: [200, 201],
            bytes: source.size,
            headers: {
                Checksum: source.sha256.toUpperCase(),
                'Content-Type': 'application/octet-stream',
                'Override-Content-Type': contentTypeOf(segments.at(-1) ?? ''),
                'Content-Length': String(source.size),
            },
            body: () => (0,external_node_fs_.createReadStream)(source.localPath),
        });
        return { status: result.status, repeatedAfterLoss: result.repeatedAfterLoss };
    }
    /** Deletes a file; a 404 (gone already, as after a lost answer) is success, `found: false`. */
    async deleteFile(segments) {
        const result = await this.#send({
            method: 'DELETE',
            lane: 'delete',
            segments,
            directory: false,
            okStatuses: [200, 204, 404],
        });
        return { status: result.status, repeatedAfterLoss: result.repeatedAfterLoss, found: result.status !== 404 };
    }
    /** Deletes a directory and everything in it (the trailing slash says so); 404 is success, `found: false`. */
    async deleteDirectory(segments) {
        if (segments.length === 0)
            throw new Error('refusing to delete the root of the zone');
        const result = await this.#send({
            method: 'DELETE',
            lane: 'delete',
            segments,
            directory: true,
            okStatuses: [200, 204, 404],
        });
        return { status: result.status, repeatedAfterLoss: result.repeatedAfterLoss, found: result.status !== 404 };
    }
    /** A file's bytes, or undefined when it does not exist; refused past `maxBytes`. */
    async download(segments, maxBytes) {
        const result = await this.#send({
            method: 'GET',
            lane: 'read',
            segments,
            directory: false,
            okStatuses: [200, 404],
            read: async (body, status) => {
                if (status === 404) {
                    await body.dump();
                    return undefined;
                }
                const chunks = [];
                let size = 0;
                for await (const chunk of body) {
                    size += chunk.length;
                    if (size > maxBytes) {
                        body.destroy();
                        throw new Error(`the file is larger than ${maxBytes} bytes`);
                    }
                    chunks.push(chunk);
                }
                return Buffer.concat(chunks);
            },
        });
        return result.value;
    }
    async #send(exchange) {
        const describe = this.describe(exchange.method, exchange.segments, exchange.directory);
        const lane = exchange.lane === 'list' || exchange.lane === 'delete' ? this.#lanes[exchange.lane] : undefined;
        const { maxAttempts } = this.#options;
        const random = this.#options.random ?? Math.random;
        let lost = false;
        for (let attempt = 1;; attempt++) {
            await lane?.acquire();
            await this.#connections.acquire();
            let outcome;
            try {
                outcome = await this.#attempt(exchange, describe, attempt);
            }
            catch (error) {
                this.#connections.release();
                lane?.release();
                throw error;
            }
            const wait = outcome.ok ? 0 : (outcome.wait ?? (0,retry_policy/* backoffDelay */.EY)(attempt, this.#timing, random));
            const limitedBy = outcome.ok ? undefined : outcome.gate;
            this.#connections.release(limitedBy === 'connections' ? wait : undefined);
            lane?.release(limitedBy === 'lane' ? wait : undefined);
            if (outcome.ok)
                return { status: outcome.status, value: outcome.value, repeatedAfterLoss: lost };
            if (outcome.maybeProcessed)
                lost = true;
            const gate = limitedBy === 'connections' ? this.#connections : limitedBy === 'lane' ? lane : undefined;
            if (gate && !gate.canWait) {
                throw outcome.error.withMessage(`${outcome.error.message} (the step has waited ${(gate.waitedMs / 1000).toFixed(1)} s for the storage's limits in all, its limit is ${gate.deadlineMs / 1000} s; lower concurrency or try again later)`);
            }
            // Within the deadline a limit is the batch's pace, not this request's failure.
            if (gate)
                attempt -= 1;
            else if (!outcome.retryable || attempt >= maxAttempts)
                throw outcome.error;
            const reason = outcome.error.status !== undefined ? statusLine(outcome.error.status) : outcome.error.message.replace(`${describe}: `, '');
            const which = gate ? 'a limit of the storage, not counted as an attempt' : `attempt ${attempt} of ${maxAttempts}`;
            this.#options.onRetry?.(`${describe}: ${reason} (${which}); retrying in ${(wait / 1000).toFixed(1)} s` +
                (outcome.wait !== undefined ? ' as Retry-After asks' : '') +
                (limitedBy === 'connections'
                    ? '; every request of the step waits'
                    : limitedBy === 'lane'
                        ? `; every ${exchange.lane === 'list' ? 'listing' : 'delete'} waits`
                        : ''));
            if (!gate)
                await this.#clock.sleep(wait);
        }
    }
    async #attempt(exchange, describe, attempt) {
        const timeoutMs = uploadTimeoutMs(this.#options.timeoutMs, exchange.bytes ?? 0);
        const deadline = new AbortController();
        const timer = setTimeout(() => deadline.abort(new DOMException('the request timed out', 'TimeoutError')), timeoutMs);
        const url = new URL(objectUrlPath(this.zoneName, exchange.segments, exchange.directory), this.#base);
        let response;
        try {
            try {
                response = await (0,undici_parts.request)(this.#dispatcher, url, {
                    method: exchange.method,
                    headers: {
                        AccessKey: this.#options.password,
                        Accept: 'application/json',
                        'User-Agent': this.#options.userAgent,
                        ...exchange.headers,
                    },
                    body: exchange.body?.() ?? null,
                    signal: deadline.signal,
                    headersTimeout: timeoutMs,
                    bodyTimeout: timeoutMs,
                });
            }
            catch (cause) {
                return this.#failure(describe, attempt, cause, timeoutMs, exchange);
            }
            const status = response.statusCode;
            this.#options.onResponse?.(status);
            if (exchange.okStatuses.includes(status)) {
                try {
                    const value = exchange.read ? await exchange.read(response.body, status) : (await response.body.dump());
                    return { ok: true, status, value };
                }
                catch (cause) {
                    if (cause instanceof api_error/* ApiError */.h)
                        return { ok: false, error: cause, retryable: false };
                    if (!(cause instanceof Error) || errorCode(cause) === undefined) {
                        const message = cause instanceof Error ? cause.message : String(cause);
                        if (!/timed out/i.test(message)) {
                            return {
                                ok: false,
                                retryable: false,
                                error: new api_error/* ApiError */.h(`${describe} answered ${statusLine(status)} but ${message}`, {
                                    kind: 'invalid-response',
                                    request: describe,
                                    status,
                                    attempts: attempt,
                                }),
                            };
                        }
                    }
                    return this.#failure(describe, attempt, cause, timeoutMs, exchange, status);
                }
            }
            const text = (await readCapped(response.body, MAX_ERROR_BYTES).catch(() => '')) ?? '';
            return this.#refusal(describe, attempt, status, text, response.headers['retry-after'], exchange);
        }
        finally {
            clearTimeout(timer);
        }
    }
    #refusal(describe, attempt, status, text, retryAfter, exchange) {
        const said = errorMessage(text);
        const requested = (0,retry_policy/* requestedRetryAfter */.Pi)(Array.isArray(retryAfter) ? retryAfter[0] : retryAfter, this.#clock.date().getTime());
        const tooLong = requested !== undefined && requested > this.#timing.maxRetryAfterMs;
        let message = `${describe} answered ${statusLine(status)}${said ? `: ${said}` : ''}`;
        if (tooLong)
            message += ` (Retry-After asks for ${Math.ceil(requested / 1000)} s, longer than the ${this.#timing.maxRetryAfterMs / 1000} s this action waits; try again later)`;
        if (status >= 300 && status < 400)
            message += '. Redirects are not followed, so that the zone password goes to no other host.';
        const error = new api_error/* ApiError */.h(message, { kind: 'http', request: describe, status, apiMessage: said || undefined, attempts: attempt });
        const wait = requested === undefined || tooLong ? undefined : requested;
        if (status === 429 && !tooLong)
            return { ok: false, error, retryable: true, gate: 'connections', ...(wait === undefined ? {} : { wait }) };
        if (status === 400 && LIMIT_MESSAGE.test(said) && (exchange.lane === 'list' || exchange.lane === 'delete')) {
            return { ok: false, error, retryable: true, gate: 'lane', ...(wait === undefined ? {} : { wait }) };
        }
        // Every storage request is safe to repeat: a server error may be passing.
        const retryable = !tooLong && status >= 500 && status !== 501;
        return { ok: false, error, retryable, ...(wait === undefined ? {} : { wait }) };
    }
    #failure(describe, attempt, cause, timeoutMs, exchange, status) {
        const code = errorCode(cause);
        const name = cause?.name;
        const where = this.#options.proxyLabel ? `${this.host} through the proxy ${this.#options.proxyLabel}` : this.host;
        if (code !== undefined && TLS_CODE.test(code)) {
            return {
                ok: false,
                retryable: false,
                error: new api_error/* ApiError */.h(`${describe}: the TLS connection to ${where} failed (${code}), so nothing was sent; check the storage host and its certificate`, {
                    kind: 'network',
                    request: describe,
                    attempts: attempt,
                    cause,
                }),
            };
        }
        if (code === 'UND_ERR_REQ_CONTENT_LENGTH_MISMATCH') {
            return {
                ok: false,
                retryable: false,
                error: new api_error/* ApiError */.h(`${describe}: the file is no longer ${exchange.bytes ?? 0} bytes long, as it was when it was hashed; it changed during the step, and was not stored`, {
                    kind: 'network',
                    request: describe,
                    attempts: attempt,
                    cause,
                }),
            };
        }
        if (code !== undefined && NOT_SENT.has(code)) {
            return {
                ok: false,
                retryable: true,
                error: new api_error/* ApiError */.h(`${describe}: could not connect to ${where} (${code})`, {
                    kind: 'network',
                    request: describe,
                    attempts: attempt,
                    cause,
                }),
            };
        }
        const timedOut = code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT' || name === 'TimeoutError' || name === 'AbortError';
        const failed = timedOut
            ? `no answer within ${Math.round(timeoutMs / 1000)} s${exchange.bytes ? ` (the limit for ${exchange.bytes} bytes)` : ''}`
            : `the connection failed (${code ?? name ?? 'unknown error'})`;
        const what = status === undefined ? failed : `answered ${statusLine(status)} but its body did not arrive (${failed})`;
        return {
            ok: false,
            retryable: true,
            maybeProcessed: true,
            error: new api_error/* ApiError */.h(`${describe}: ${what}`, {
                kind: timedOut ? 'timeout' : 'network',
                request: describe,
                status,
                attempts: attempt,
                cause,
            }),
        };
    }
}

;// CONCATENATED MODULE: ./platform/storage/remote-tree.ts

/**
 * The whole tree below `root` (segments from the zone's root): one listing request per folder,
 * at most LISTINGS_AT_ONCE at a time, as the platform allows. A folder that is gone by the time
 * it is listed (404) is empty.
 */
async function listRemoteTree(client, root) {
    const files = new Map();
    let listings = 0;
    let exists = true;
    const pending = [''];
    let active = 0;
    let failure;
    await new Promise((resolve) => {
        const pump = () => {
            if (failure !== undefined && active === 0)
                return resolve();
            if (pending.length === 0 && active === 0)
                return resolve();
            while (failure === undefined && active < LISTINGS_AT_ONCE && pending.length > 0) {
                const folder = pending.shift();
                active += 1;
                const segments = folder === '' ? [...root] : [...root, ...folder.split('/')];
                client.list(segments).then((items) => {
                    listings += 1;
                    if (items === undefined && folder === '')
                        exists = false;
                    for (const item of items ?? []) {
                        const path = folder === '' ? item.name : `${folder}/${item.name}`;
                        if (item.directory)
                            pending.push(path);
                        else
                            files.set(path, { path, length: item.length, checksum: item.checksum });
                    }
                    active -= 1;
                    pump();
                }, (error) => {
                    failure ??= error;
                    active -= 1;
                    pump();
                });
            }
        };
        pump();
    });
    if (failure !== undefined)
        throw failure;
    return { files, listings, exists };
}

;// CONCATENATED MODULE: ./platform/storage/sync-plan.ts

/**
 * What a sync does, from the local files with their SHA-256 and the remote listing. A file is
 * unchanged only when the listed Checksum equals its SHA-256 (either case) and the lengths agree;
 * a remote file listed without a checksum is uploaded again, never skipped on doubt.
 */
function planSync(local, remote, options) {
    const first = [];
    const html = [];
    const unchanged = [];
    const localPaths = new Set();
    for (const file of local) {
        localPaths.add(file.path);
        const there = remote.get(file.path);
        let reason;
        if (!there)
            reason = 'new';
        else if (there.checksum === null || there.checksum === '')
            reason = 'no-checksum';
        else if (there.checksum.toUpperCase() !== file.sha256.toUpperCase() || there.length !== file.size)
            reason = 'changed';
        if (reason === undefined)
            unchanged.push(file);
        else
            (isHtml(file.path) ? html : first).push({ file, reason });
    }
    const deletions = [];
    let keptRemote = 0;
    let remoteOutsideKeep = 0;
    for (const file of remote.values()) {
        const kept = options.keeps(file.path);
        if (!kept)
            remoteOutsideKeep += 1;
        if (kept || !options.covers(file.path)) {
            keptRemote += 1;
            continue;
        }
        if (options.prune && !localPaths.has(file.path))
            deletions.push(file);
    }
    deletions.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    return { uploads: [...first, ...html], unchanged, deletions, keptRemote, remoteOutsideKeep };
}

;// CONCATENATED MODULE: ./platform/storage/uploader.ts


/**
 * Uploads files with at most `concurrency` in flight: every non-HTML file first, then, only if
 * all of them succeeded, the HTML files, so that no page is live before what it links to. A
 * failure does not stop the other uploads of its group; every outcome is returned, in input order.
 */
async function uploadFiles(client, files, options) {
    const outcomes = new Array(files.length);
    const groups = [
        [...files.keys()].filter((index) => !isHtml(files[index].path)),
        [...files.keys()].filter((index) => isHtml(files[index].path)),
    ];
    // Set from inside the pool's callbacks.
    const failure = { seen: false };
    for (const group of groups) {
        if (failure.seen) {
            for (const index of group) {
                const file = files[index];
                outcomes[index] = { file, segments: [...options.target, ...file.path.split('/')], uploaded: false, skipped: true };
            }
            continue;
        }
        await runPool(group, options.concurrency, async (index) => {
            const file = files[index];
            const segments = [...options.target, ...file.path.split('/')];
            let outcome;
            try {
                const result = await client.upload(segments, { localPath: file.absolutePath, size: file.size, sha256: file.sha256 });
                outcome = { file, segments, uploaded: true, status: result.status, repeatedAfterLoss: result.repeatedAfterLoss };
            }
            catch (error) {
                outcome = { file, segments, uploaded: false, error, status: error.status };
                failure.seen = true;
            }
            outcomes[index] = outcome;
            options.onOutcome?.(outcome);
        });
    }
    return outcomes;
}

// EXTERNAL MODULE: ./runner/untrusted-text.ts
var untrusted_text = __webpack_require__(3649);
;// CONCATENATED MODULE: ./platform/storage/regions.ts
/**
 * Edge Storage primary regions and their hosts (docs.bunny.net/storage/http; the platform's
 * storage SDK has the same table). The OpenAPI document's list is out of date (five hosts, New
 * York given as la.), so it is not the source.
 */
const STORAGE_REGIONS = ['DE', 'UK', 'NY', 'LA', 'SG', 'SE', 'BR', 'JH', 'SYD'];
const HOSTS = {
    DE: 'storage.bunnycdn.com',
    UK: 'uk.storage.bunnycdn.com',
    NY: 'ny.storage.bunnycdn.com',
    LA: 'la.storage.bunnycdn.com',
    SG: 'sg.storage.bunnycdn.com',
    SE: 'se.storage.bunnycdn.com',
    BR: 'br.storage.bunnycdn.com',
    JH: 'jh.storage.bunnycdn.com',
    SYD: 'syd.storage.bunnycdn.com',
};
function isStorageRegion(code) {
    return STORAGE_REGIONS.includes(code);
}
/** The host of a region code as the API gives it (upper case); undefined for a code not in the table. */
function storageHostOfRegion(code) {
    const upper = code.toUpperCase();
    return isStorageRegion(upper) ? HOSTS[upper] : undefined;
}

;// CONCATENATED MODULE: ./platform/storage/storage-zone.ts



/**
 * Reads `GET /storagezone/{id}` and says how to reach the zone's files. The password is handed
 * to `onSecret` (to be masked) before anything else is done with the answer. Throws an
 * ApiError for a 404 (no such zone), and a plain Error when the answer names no way in.
 */
async function readStorageZone(client, id, onSecret) {
    let zone;
    try {
        ({ body: zone } = await client.send(requests/* requests */.zG.storageZone(id)));
    }
    catch (error) {
        if (error instanceof api_error/* ApiError */.h && error.status === 404)
            throw error.withMessage(`${error.message}\nNo storage zone has the id ${id}.`);
        throw error;
    }
    if (zone.Password)
        onSecret(zone.Password);
    if (zone.Deleted)
        throw new Error(`Storage zone ${id} is deleted.`);
    if (!zone.Name)
        throw new Error(`GET /storagezone/${id} answered without the zone's Name, which every storage request needs.`);
    if (!zone.Password) {
        throw new Error(`GET /storagezone/${id} answered without the zone's Password: the API key may lack access to it. Use storage-zone-name and storage-password instead.`);
    }
    const region = zone.Region ?? undefined;
    const fromRegion = region === undefined ? undefined : storageHostOfRegion(region);
    const host = zone.StorageHostname || fromRegion;
    if (!host) {
        throw new Error(`Storage zone ${id} has no StorageHostname and its Region (${region ?? 'none'}) is not one this action knows; give storage-hostname with storage-zone-name and storage-password.`);
    }
    const pullZones = (zone.PullZones ?? []).map((pullZone) => {
        const names = (pullZone.Hostnames ?? []).filter((hostname) => hostname.Value);
        const custom = names.filter((hostname) => !hostname.IsSystemHostname).map((hostname) => hostname.Value);
        const system = names.filter((hostname) => hostname.IsSystemHostname).map((hostname) => hostname.Value);
        return { id: pullZone.Id, name: pullZone.Name ?? undefined, hostnames: [...custom, ...system] };
    });
    return {
        id,
        name: zone.Name,
        password: zone.Password,
        host,
        hostSource: zone.StorageHostname ? 'StorageHostname' : 'Region',
        region,
        pullZones,
    };
}

// EXTERNAL MODULE: ./runner/version.ts
var version = __webpack_require__(4463);
;// CONCATENATED MODULE: ./operations/sync-storage/storage-access.ts





/** Reads the zone with the account key (masking its password at once), or takes the password form as given. */
async function resolveZone(plan, client) {
    const { credentials } = plan;
    if (credentials.kind === 'password') {
        return { name: credentials.zoneName, host: credentials.host, password: credentials.password, region: credentials.region };
    }
    try {
        const zone = await readStorageZone(client, credentials.zoneId, plan.registerSecret);
        return {
            name: zone.name,
            host: zone.host,
            password: zone.password,
            region: zone.region,
            read: { zoneId: zone.id, hostSource: zone.hostSource, pullZones: zone.pullZones },
        };
    }
    catch (error) {
        if (error instanceof api_error/* ApiError */.h && error.status === 404)
            throw error.withMessage(`${error.message} Check storage-zone-id.`);
        throw error;
    }
}
function openStorage(plan, zone, report) {
    const proxy = plan.proxyFor(storageBaseUrl(zone.host));
    if (proxy)
        report.log.info(`Requests to ${zone.host} go through the proxy ${proxy.label}.`);
    return new StorageClient({
        host: zone.host,
        zoneName: zone.name,
        password: zone.password,
        userAgent: version/* USER_AGENT */._,
        timeoutMs: plan.timeoutMs,
        maxAttempts: plan.maxAttempts,
        concurrency: plan.concurrency,
        clock: report.clock,
        onRetry: (message) => report.log.info(message),
        ...(proxy ? { proxyUrl: proxy.url, proxyLabel: proxy.label } : {}),
    });
}
/**
 * A storage failure with what it means for this step. A 401 names the host used and says that
 * a wrong region host and a wrong password both answer 401: the platform does not tell them apart.
 */
function explainStorageError(error, zone) {
    if (!(error instanceof api_error/* ApiError */.h) || error.status !== 401)
        return error;
    const both = `The storage host ${zone.host} answered 401 Unauthorized: a wrong region host and a wrong password both answer 401, and the platform does not say which.`;
    if (zone.read) {
        const where = zone.read.hostSource === 'StorageHostname'
            ? `its StorageHostname is ${zone.host}`
            : `it names no StorageHostname, so ${zone.host} is the host of its region`;
        return error.withMessage(`${error.message}\n${both} Storage zone ${zone.read.zoneId} is in region ${zone.region ?? '(none given)'} and ${where}, as GET /storagezone/${zone.read.zoneId} said, and its password came from the same answer: the password may have been reset since, or a zone created moments ago may not accept its credentials yet.`);
    }
    const hostInput = zone.region !== undefined ? `storage-region (${zone.region} is ${zone.host})` : `storage-hostname (${zone.host})`;
    return error.withMessage(`${error.message}\n${both} Check storage-password (the zone's password from its FTP & API access page, not the account API key) and ${hostInput}: it must be the host of the zone's primary region.`);
}

// EXTERNAL MODULE: ./inputs/inputs.ts
var inputs_inputs = __webpack_require__(2495);
// EXTERNAL MODULE: ./inputs/common-settings.ts + 1 modules
var common_settings = __webpack_require__(9945);
// EXTERNAL MODULE: ./inputs/proxy-settings.ts
var proxy_settings = __webpack_require__(4884);
// EXTERNAL MODULE: ./inputs/workspace-path.ts
var workspace_path = __webpack_require__(2073);
;// CONCATENATED MODULE: ./platform/storage/path-filter.ts
/**
 * Which paths of a tree a sync covers: glob patterns (`*` within a path segment, `**` across
 * segments, `?` one character), relative to the tree's root, and the hidden-file rule. A pattern
 * that matches a folder covers everything below it.
 */
function globToRegExp(pattern) {
    let source = '';
    for (let i = 0; i < pattern.length; i++) {
        const char = pattern[i];
        if (char === '*' && pattern[i + 1] === '*') {
            // `**/` matches zero or more folders; a trailing `**` anything below.
            if (pattern[i + 2] === '/') {
                source += '(?:.*/)?';
                i += 2;
            }
            else {
                source += '.*';
                i += 1;
            }
        }
        else if (char === '*')
            source += '[^/]*';
        else if (char === '?')
            source += '[^/]';
        else
            source += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
    }
    return new RegExp(`^${source}$`);
}
/** A set of patterns; `matches` is true for a path that one of them, or one of its folders, matches. */
class PathPatterns {
    patterns;
    #files;
    #folders;
    constructor(patterns) {
        this.patterns = patterns;
        this.#files = [];
        this.#folders = [];
        for (const raw of patterns) {
            const pattern = raw.replace(/^\.?\//, '');
            // A trailing slash names folders only.
            if (pattern.endsWith('/'))
                this.#folders.push(globToRegExp(pattern.slice(0, -1)));
            else {
                const regex = globToRegExp(pattern);
                this.#files.push(regex);
                this.#folders.push(regex);
            }
        }
    }
    get isEmpty() {
        return this.patterns.length === 0;
    }
    /** `path`: relative, segments joined with '/'. */
    matches(path) {
        if (this.#files.some((regex) => regex.test(path)))
            return true;
        for (let slash = path.indexOf('/'); slash !== -1; slash = path.indexOf('/', slash + 1)) {
            const folder = path.slice(0, slash);
            if (this.#folders.some((regex) => regex.test(folder)))
                return true;
        }
        return false;
    }
    /** Whether a folder, and so everything in it, is matched (lets a walk skip it whole). */
    matchesFolder(folder) {
        return this.#folders.some((regex) => regex.test(folder)) || this.matches(`${folder}/`);
    }
}
/** A pattern's problem, or undefined: what the `exclude` and `keep` inputs refuse. */
function patternProblem(pattern) {
    if (pattern.split('/').some((segment) => segment === '..'))
        return "a pattern cannot hold '..': it is relative to its folder";
    if (pattern.startsWith('/') && pattern.length === 1)
        return "'/' alone matches nothing; use '**' for everything";
    return undefined;
}
/** Hidden files and folders (a name starting with `.`), except a `.well-known/` folder at the top, which is always synced. */
function isHiddenPath(path) {
    const segments = path.split('/');
    if (segments[0] === '.well-known' && segments.length > 1)
        return false;
    return segments.some((segment) => segment.startsWith('.'));
}
/** What a sync covers of a tree: not excluded, and not hidden unless hidden files are included. */
class SyncScope {
    exclude;
    includeHidden;
    constructor(exclude, includeHidden) {
        this.exclude = new PathPatterns(exclude);
        this.includeHidden = includeHidden;
    }
    covers(path) {
        if (!this.includeHidden && isHiddenPath(path))
            return false;
        return !this.exclude.matches(path);
    }
    /** Whether a walk can skip a folder whole. */
    skipsFolder(folder) {
        if (!this.includeHidden && folder !== '.well-known' && isHiddenPath(`${folder}/x`))
            return true;
        return this.exclude.matchesFolder(folder);
    }
}

;// CONCATENATED MODULE: ./operations/sync-storage/sync-inputs.ts









const CONCURRENCY_MAX = 64;
const CONCURRENCY_DEFAULT = 8;
const MAX_PRUNE_DEFAULT = 500;
const MAX_PRUNE_LIMIT = 1_000_000;
const SETTLE_DEFAULT = 5;
const SETTLE_MAX = 600;
const PASSWORD_INPUTS = ['storage-zone-name', 'storage-password', 'storage-region', 'storage-hostname'];
/** A zone password is a few dozen characters; a far longer one is another secret, sent as a header. */
const MAX_PASSWORD_LENGTH = 1024;
function readPatterns(inputs, name) {
    const lines = inputs.lines(name);
    const problems = lines.flatMap((line, index) => {
        const problem = patternProblem(line);
        return problem ? [`line ${index + 1} ${(0,inputs_inputs/* showValue */.vp)(line)}: ${problem}`] : [];
    });
    if (problems.length > 0)
        inputs.problems.add(new inputs_inputs/* InputError */.dz(name, problems.join('\n')));
    return lines;
}
function readCredentials(inputs, hasApiKey, dryRun) {
    const zoneIdGiven = inputs.optional('storage-zone-id') !== undefined;
    const given = PASSWORD_INPUTS.filter((name) => (name === 'storage-password' ? inputs.secret(name) : inputs.optional(name)) !== undefined);
    if (zoneIdGiven && given.length > 0) {
        inputs.problems.add(new inputs_inputs/* InputError */.dz('storage-zone-id', `is given together with ${given.join(', ')}: give either storage-zone-id (with api-key), or storage-zone-name, storage-password and storage-region or storage-hostname, not both`));
        return undefined;
    }
    if (!zoneIdGiven && given.length === 0) {
        inputs.problems.add(new inputs_inputs/* InputError */.dz('storage-zone-id', 'or the zone password form is required: give storage-zone-id (with api-key), or storage-zone-name, storage-password and storage-region or storage-hostname'));
        return undefined;
    }
    if (zoneIdGiven) {
        const zoneId = inputs.integer('storage-zone-id', { required: true, min: 1, max: Number.MAX_SAFE_INTEGER });
        if (!hasApiKey && !dryRun) {
            inputs.problems.add(new inputs_inputs/* InputError */.dz('api-key', 'is required with storage-zone-id (the step reads the zone with it); without an account key give storage-zone-name, storage-password and storage-region instead'));
        }
        return { kind: 'zone-id', zoneId };
    }
    const zoneName = inputs.line('storage-zone-name', { required: true, expected: 'the storage zone name' });
    if (zoneName !== '' && badSegment([zoneName]) !== undefined)
        inputs.problems.add(new inputs_inputs/* InputError */.dz('storage-zone-name', `got ${(0,inputs_inputs/* showValue */.vp)(zoneName)}; expected a zone name`));
    if (/[/\s]/.test(zoneName))
        inputs.problems.add(new inputs_inputs/* InputError */.dz('storage-zone-name', `got ${(0,inputs_inputs/* showValue */.vp)(zoneName)}; a zone name has no slash or space`));
    const password = inputs.secret('storage-password');
    if (password === undefined) {
        inputs.problems.add(new inputs_inputs/* InputError */.dz('storage-password', 'is required with storage-zone-name (pass it from a secret: storage-password: ${{ secrets.BUNNY_STORAGE_PASSWORD }})'));
    }
    else if (password.length > MAX_PASSWORD_LENGTH) {
        inputs.problems.add(new inputs_inputs/* InputError */.dz('storage-password', `is ${password.length} characters long; a zone password is at most ${MAX_PASSWORD_LENGTH} (check that the right secret is passed)`));
    }
    else if (/[\s\u0000-\u001f\u007f-\uffff]/.test(password)) {
        inputs.problems.add(new inputs_inputs/* InputError */.dz('storage-password', 'contains whitespace or characters that cannot be sent in a header; check the secret for a stray newline or a pasted character'));
    }
    const region = inputs.choice('storage-region', STORAGE_REGIONS, { caseInsensitive: true });
    const hostname = inputs.line('storage-hostname');
    let host;
    if (region !== undefined && hostname !== undefined) {
        inputs.problems.add(new inputs_inputs/* InputError */.dz('storage-hostname', 'is given together with storage-region; give one: the region decides the host'));
    }
    else if (hostname !== undefined) {
        try {
            storageBaseUrl(hostname);
            host = hostname;
        }
        catch (error) {
            inputs.problems.add(new inputs_inputs/* InputError */.dz('storage-hostname', error.message));
        }
    }
    else if (region !== undefined) {
        host = storageHostOfRegion(region);
    }
    else if (inputs.optional('storage-region') === undefined && inputs.optional('storage-hostname') === undefined) {
        inputs.problems.add(new inputs_inputs/* InputError */.dz('storage-region', `or storage-hostname is required with storage-zone-name; regions: ${STORAGE_REGIONS.join(', ')}`));
    }
    if (host === undefined || password === undefined)
        return undefined;
    return { kind: 'password', zoneName, password, host, region };
}
/** target-path as segments: '/', '', 'site', '/site/', 'a/b'; never '..' or '.'. */
function readTarget(inputs) {
    const text = inputs.line('target-path') ?? '/';
    const segments = pathSegments(text);
    const problem = badSegment(segments);
    if (problem)
        inputs.problems.add(new inputs_inputs/* InputError */.dz('target-path', `got ${(0,inputs_inputs/* showValue */.vp)(text)}: ${problem}; give a folder of the zone such as / or site/docs`));
    return problem ? [] : segments;
}
/** source-dir: a directory inside the workspace, with at least one file the sync covers. */
function readSource(inputs, workspace) {
    const text = inputs.line('source-dir', { required: true, expected: 'a directory inside the workspace, such as dist or public' });
    if (text === '')
        return undefined;
    let path;
    try {
        path = (0,workspace_path/* workspacePath */.X)('source-dir', text, workspace);
    }
    catch (error) {
        if (error instanceof inputs_inputs/* InputError */.dz)
            inputs.problems.add(error);
        return undefined;
    }
    let info;
    try {
        info = (0,external_node_fs_.statSync)(path);
    }
    catch {
        inputs.problems.add(new inputs_inputs/* InputError */.dz('source-dir', `${(0,inputs_inputs/* showValue */.vp)(text)} does not exist (resolved to ${path}); did the build step run first?`));
        return undefined;
    }
    if (!info.isDirectory()) {
        inputs.problems.add(new inputs_inputs/* InputError */.dz('source-dir', `${(0,inputs_inputs/* showValue */.vp)(text)} is a file; expected the directory to upload`));
        return undefined;
    }
    if ((0,external_node_fs_.readdirSync)(path).length === 0) {
        inputs.problems.add(new inputs_inputs/* InputError */.dz('source-dir', `${(0,inputs_inputs/* showValue */.vp)(text)} is empty; a sync of nothing would upload nothing (and, with prune, delete everything)`));
        return undefined;
    }
    return path;
}
function readPullZoneIds(inputs) {
    const ids = [];
    const problems = [];
    inputs.lines('purge-pull-zone-ids').forEach((line, index) => {
        const id = /^[1-9][0-9]{0,15}$/.test(line) ? Number(line) : NaN;
        if (Number.isSafeInteger(id)) {
            if (!ids.includes(id))
                ids.push(id);
        }
        else
            problems.push(`line ${index + 1} ${(0,inputs_inputs/* showValue */.vp)(line)}: expected a pull zone id (a positive decimal integer)`);
    });
    if (problems.length > 0)
        inputs.problems.add(new inputs_inputs/* InputError */.dz('purge-pull-zone-ids', problems.join('\n')));
    return ids;
}
/** Reads and checks every input of sync-storage, all problems at once, and walks source-dir. Sends nothing. */
async function readSyncStoragePlan(context) {
    const { inputs, workspace, env, secrets } = context;
    const common = inputs.check(() => (0,common_settings/* readCommonSettings */.F)(inputs, false));
    const hasApiKey = common?.apiKey !== undefined;
    const credentials = readCredentials(inputs, hasApiKey, common?.dryRun ?? false);
    const sourceDir = readSource(inputs, workspace);
    const target = readTarget(inputs);
    const exclude = readPatterns(inputs, 'exclude');
    const includeHidden = inputs.boolean('include-hidden', false);
    const concurrency = inputs.integer('concurrency', { min: 1, max: CONCURRENCY_MAX, default: CONCURRENCY_DEFAULT }) ?? CONCURRENCY_DEFAULT;
    const prune = inputs.boolean('prune', false);
    const keepPatterns = readPatterns(inputs, 'keep');
    const maxPrune = inputs.integer('max-prune', { min: 0, max: MAX_PRUNE_LIMIT, default: MAX_PRUNE_DEFAULT }) ?? MAX_PRUNE_DEFAULT;
    const allowPruneAll = inputs.boolean('allow-prune-all', false);
    const purgeLinkedText = inputs.optional('purge-linked-zones');
    const purgeLinked = purgeLinkedText === undefined ? undefined : inputs.boolean('purge-linked-zones', true);
    const purgePullZoneIds = readPullZoneIds(inputs);
    const settleSeconds = inputs.integer('replication-settle-seconds', { min: 0, max: SETTLE_MAX, default: SETTLE_DEFAULT }) ?? SETTLE_DEFAULT;
    // Guards that contradict each other: the step could not do what both say.
    if (allowPruneAll && maxPrune === 0 && inputs.optional('max-prune') !== undefined) {
        inputs.problems.add(new inputs_inputs/* InputError */.dz('allow-prune-all', 'is true while max-prune is 0: the one allows deleting every file, the other allows deleting none; drop one'));
    }
    const keep = new PathPatterns(keepPatterns);
    if (allowPruneAll && keep.matches('any/file') && keep.matches('file')) {
        inputs.problems.add(new inputs_inputs/* InputError */.dz('allow-prune-all', 'is true while keep holds every file (a pattern such as **): nothing could be deleted; drop one'));
    }
    if (purgeLinked === true && credentials?.kind === 'password') {
        inputs.problems.add(new inputs_inputs/* InputError */.dz('purge-linked-zones', 'needs storage-zone-id (with api-key): only a read of the zone names its pull zones; list them in purge-pull-zone-ids instead'));
    }
    if (purgePullZoneIds.length > 0 && !hasApiKey && !(common?.dryRun ?? false)) {
        inputs.problems.add(new inputs_inputs/* InputError */.dz('api-key', 'is required with purge-pull-zone-ids: purges go through the account API'));
    }
    const scope = new SyncScope(exclude, includeHidden);
    let files = [];
    if (sourceDir !== undefined) {
        try {
            files = await walkLocalTree(sourceDir, scope, workspace);
            if (files.length === 0) {
                inputs.problems.add(new inputs_inputs/* InputError */.dz('source-dir', 'holds no file to sync once exclude and the hidden-file rule are applied (hidden files need include-hidden: true)'));
            }
        }
        catch (error) {
            if (!(error instanceof LinkOutsideError))
                throw error;
            inputs.problems.add(new inputs_inputs/* InputError */.dz('source-dir', `${error.message}; remove the link or exclude it`));
        }
    }
    if (credentials === undefined || sourceDir === undefined || common === undefined)
        return undefined;
    return {
        credentials,
        hasApiKey,
        sourceDir,
        files,
        target,
        scope,
        keep,
        concurrency,
        prune,
        maxPrune,
        allowPruneAll,
        purgeLinked,
        purgePullZoneIds,
        settleSeconds,
        timeoutMs: common.timeoutMs,
        maxAttempts: common.maxAttempts,
        proxyFor: (url) => {
            const proxy = (0,proxy_settings/* readProxySettings */.u)(env, url);
            for (const part of proxy?.credentials ?? [])
                secrets.add(part);
            return proxy;
        },
        registerSecret: (value) => secrets.add(value),
    };
}

;// CONCATENATED MODULE: ./operations/sync-storage/index.ts












/** changed-paths holds at most this many; result.truncated says when there were more. */
const CHANGED_PATHS_MAX = 1000;
/** Files hashed at once: reading is I/O bound, and more than this only competes for the disk. */
const HASH_CONCURRENCY = 8;
/** Paths a message or the summary names before it says "and N more". */
const SHOWN = 20;
/** "/site/a.txt": a path as it is in the zone, from its root. */
const zonePath = (plan, path) => displayPath([...plan.target, ...path.split('/')]);
const listPaths = (paths) => paths
    .slice(0, SHOWN)
    .map((path) => (0,untrusted_text/* inline */.mG)(path, 200))
    .join(', ') + (paths.length > SHOWN ? ` and ${paths.length - SHOWN} more` : '');
function refusalOf(plan, sync) {
    const count = sync.deletions.length;
    const paths = sync.deletions.map((file) => zonePath(plan, file.path));
    if (count > plan.maxPrune) {
        return `The prune would delete ${count} files, more than max-prune (${plan.maxPrune}): ${listPaths(paths)}. Nothing was uploaded or deleted. Check source-dir and target-path; raise max-prune or add keep patterns if that is what you want.`;
    }
    if (count > 0 && count === sync.remoteOutsideKeep && !plan.allowPruneAll) {
        return `The prune would delete every file under ${displayPath(plan.target, true)} that was there before (${count}: ${listPaths(paths)}): the build has none of them. Nothing was uploaded or deleted. Check source-dir and target-path; if that is what you want, set allow-prune-all: true.`;
    }
    return undefined;
}
function purgeTargetsOf(plan, zone) {
    const linked = zone.read && plan.purgeLinked !== false ? zone.read.pullZones.map((pullZone) => pullZone.id) : [];
    return [...new Set([...linked, ...plan.purgePullZoneIds])];
}
function urlOf(plan, zone) {
    const host = zone.read?.pullZones[0]?.hostnames[0];
    if (!host || !/^[A-Za-z0-9.-]+$/.test(host))
        return undefined;
    return `https://${host.toLowerCase()}${displayPath(plan.target, true).split('/').map(encodeURIComponent).join('/')}`;
}
function changedPaths(uploaded, deleted) {
    const all = [...uploaded, ...deleted];
    return { paths: all.slice(0, CHANGED_PATHS_MAX), truncated: all.length > CHANGED_PATHS_MAX };
}
function reasonCounts(sync) {
    const count = (reason) => sync.uploads.filter((upload) => upload.reason === reason).length;
    return `${count('new')} new, ${count('changed')} changed, ${count('no-checksum')} listed without a checksum`;
}
function setResultOutputs(report, values) {
    const { paths, truncated } = changedPaths(values.uploaded, values.deleted);
    report.setOutput('uploaded', values.uploaded.length);
    report.setOutput('unchanged', values.unchanged);
    report.setOutput('deleted', values.deleted.length);
    report.setOutput('bytes-uploaded', values.bytes);
    report.setOutput('changed-paths', paths);
    report.setOutput('url', values.url);
    report.setOutput('result', {
        ...(values.dryRun ? { dryRun: true } : {}),
        uploaded: values.uploaded.length,
        unchanged: values.unchanged,
        deleted: values.deleted.length,
        bytesUploaded: values.bytes,
        changedPaths: paths,
        truncated,
        purged: values.purged,
    });
}
/** Purges each pull zone once; a failure is a warning (the files are uploaded; the edge catches up when its cache expires). */
async function purgeAll(client, ids, report, round) {
    const purged = [];
    for (const id of ids) {
        try {
            await client.send(requests/* requests */.zG.purgePullZone(id));
            purged.push(id);
            report.log.info(`Purged pull zone ${id} (${round}).`);
        }
        catch (error) {
            report.log.warning(`Could not purge pull zone ${id} (${round}): ${error.message.split('\n')[0] ?? ''}`);
        }
    }
    return purged;
}
function failureLine(outcome, zone) {
    const error = explainStorageError(outcome.error, zone);
    return error instanceof Error ? error.message : String(error);
}
const operation = {
    async plan(context) {
        const plan = await readSyncStoragePlan(context);
        // Every problem is recorded on the inputs; main fails the step naming them all.
        return plan;
    },
    readsWithoutKey(plan) {
        return plan.credentials.kind === 'password';
    },
    describe(plan) {
        const zoneName = plan.credentials.kind === 'password' ? plan.credentials.zoneName : '{zone name}';
        const folder = displayPath([zoneName, ...plan.target], true);
        const host = plan.credentials.kind === 'password' ? plan.credentials.host : 'the zone storage host';
        return [
            ...(plan.credentials.kind === 'zone-id'
                ? [(0,requests/* planned */.lM)(requests/* requests */.zG.storageZone(plan.credentials.zoneId), 'the zone: name, storage host, password, pull zones')]
                : []),
            { method: 'GET', path: folder, note: `on ${host}: one listing per folder, five at a time` },
            {
                method: 'PUT',
                path: `${folder}{file}`,
                note: `on ${host}: each of the ${plan.files.length} local files that is new or changed, non-HTML first`,
            },
            ...plan.purgePullZoneIds.map((id) => (0,requests/* planned */.lM)(requests/* requests */.zG.purgePullZone(id), 'after the uploads, and again after replication-settle-seconds')),
            ...(plan.prune
                ? [
                    {
                        method: 'DELETE',
                        path: `${folder}{file}`,
                        note: `on ${host}: each file the build no longer has, after every upload succeeded`,
                    },
                ]
                : []),
        ];
    },
    async inspect(plan, client, report) {
        const zone = await resolveZone(plan, client);
        const storage = openStorage(plan, zone, report);
        try {
            report.log.info(`Listing ${displayPath([zone.name, ...plan.target], true)} on ${zone.host}, one folder a request, at most five at a time.`);
            let remote;
            try {
                remote = await listRemoteTree(storage, plan.target);
            }
            catch (error) {
                throw explainStorageError(error, zone);
            }
            report.log.info(`Listed ${remote.files.size} remote file(s) in ${remote.listings} folder listing(s)${remote.exists ? '' : ' (the folder does not exist yet)'}.`);
            const local = await hashLocalFiles(plan.files, HASH_CONCURRENCY);
            const sync = planSync(local, remote.files, {
                prune: plan.prune,
                covers: (path) => plan.scope.covers(path),
                keeps: (path) => plan.keep.matches(path),
            });
            return {
                plan,
                zone,
                sync,
                listings: remote.listings,
                purgeTargets: purgeTargetsOf(plan, zone),
                url: urlOf(plan, zone),
                refusal: plan.prune ? refusalOf(plan, sync) : undefined,
            };
        }
        finally {
            await storage.close();
        }
    },
    show(decision, report, mode) {
        const { plan, sync, zone } = decision;
        const bytes = sync.uploads.reduce((sum, upload) => sum + upload.file.size, 0);
        const line = `Plan for ${displayPath([zone.name, ...plan.target], true)} on ${zone.host}: ${sync.uploads.length} to upload (${reasonCounts(sync)}; ${bytes} bytes), ` +
            `${sync.unchanged.length} unchanged, ${plan.prune ? `${sync.deletions.length} to delete` : 'no prune'}` +
            (decision.purgeTargets.length > 0
                ? `; then purge pull zone(s) ${decision.purgeTargets.join(', ')} twice, ${plan.settleSeconds} s apart`
                : '') +
            '.';
        report.log.info(line);
        if (decision.refusal)
            report.log.warning(decision.refusal);
        if (mode === 'run')
            return;
        for (const upload of sync.uploads)
            report.log.info(`would upload ${(0,untrusted_text/* inline */.mG)(zonePath(plan, upload.file.path), 300)} (${upload.reason}, ${upload.file.size} bytes)`);
        for (const file of sync.deletions)
            report.log.info(`would delete ${(0,untrusted_text/* inline */.mG)(zonePath(plan, file.path), 300)}`);
        setResultOutputs(report, {
            uploaded: sync.uploads.map((upload) => zonePath(plan, upload.file.path)),
            unchanged: sync.unchanged.length,
            deleted: sync.deletions.map((file) => zonePath(plan, file.path)),
            bytes,
            purged: decision.purgeTargets,
            url: decision.url,
            dryRun: true,
        });
        report.summary.heading('bunny.net sync-storage: dry run').facts([
            ['Zone', `${zone.name} on ${zone.host}`],
            ['Folder', displayPath(plan.target, true)],
            ['Upload', `${sync.uploads.length} (${reasonCounts(sync)})`],
            ['Unchanged', sync.unchanged.length],
            ['Delete', plan.prune ? sync.deletions.length : 'no prune'],
            ['Purge', decision.purgeTargets.join(', ') || 'none'],
        ]);
        if (decision.refusal)
            report.summary.verdict(false, `The run would fail: ${decision.refusal}`);
    },
    async apply(decision, client, report) {
        const { plan, sync, zone } = decision;
        const { log, summary } = report;
        if (decision.refusal) {
            report.setOutput('unchanged', sync.unchanged.length);
            throw new Error(decision.refusal);
        }
        const storage = openStorage(plan, zone, report);
        const uploadedPaths = [];
        const deletedPaths = [];
        let bytes = 0;
        let purged = [];
        const report_ = () => setResultOutputs(report, {
            uploaded: uploadedPaths,
            unchanged: sync.unchanged.length,
            deleted: deletedPaths,
            bytes,
            purged,
            url: decision.url,
        });
        try {
            const outcomes = await uploadFiles(storage, sync.uploads.map((upload) => upload.file), {
                concurrency: plan.concurrency,
                target: plan.target,
                onOutcome: (outcome) => {
                    const shown = (0,untrusted_text/* inline */.mG)(displayPath(outcome.segments), 300);
                    if (outcome.uploaded) {
                        uploadedPaths.push(displayPath(outcome.segments));
                        bytes += outcome.file.size;
                        log.info(`uploaded ${shown} (${outcome.file.size} bytes${outcome.repeatedAfterLoss ? '; sent again after an answer was lost' : ''})`);
                    }
                    else {
                        log.info(`failed ${shown}: ${outcome.error.message.split('\n')[0] ?? ''}`);
                    }
                },
            });
            const failed = outcomes.filter((outcome) => !outcome.uploaded && !outcome.skipped);
            const skipped = outcomes.filter((outcome) => outcome.skipped);
            report_();
            if (failed.length > 0) {
                report.setOutput('status', failed[0]?.error?.status ?? undefined);
                summary.heading(`bunny.net sync-storage: ${failed.length} upload(s) failed`).facts([
                    ['Zone', `${zone.name} on ${zone.host}`],
                    ['Uploaded', uploadedPaths.length],
                    ['Failed', failed.length],
                    ['Not sent (HTML waits for every other file)', skipped.length],
                    ['Deleted', 'nothing: a prune runs only after every upload succeeded'],
                ]);
                const lines = failed.slice(0, SHOWN).map((outcome) => `${displayPath(outcome.segments)}: ${failureLine(outcome, zone)}`);
                const message = `${failed.length} of ${sync.uploads.length} uploads failed${skipped.length > 0 ? ` and ${skipped.length} HTML file(s) were not sent` : ''}; nothing was purged or deleted:\n` +
                    lines.join('\n') +
                    (failed.length > SHOWN ? `\n...and ${failed.length - SHOWN} more` : '');
                const first = explainStorageError(failed[0]?.error, zone);
                throw first instanceof api_error/* ApiError */.h ? first.withMessage(message) : new Error(message);
            }
            if (uploadedPaths.length > 0 && decision.purgeTargets.length > 0) {
                purged = await purgeAll(client, decision.purgeTargets, report, 'first purge');
                log.info(`Waiting ${plan.settleSeconds} s for the zone's replicas to catch up before the second purge.`);
                await report.clock.sleep(plan.settleSeconds * 1000);
                const again = await purgeAll(client, decision.purgeTargets, report, 'second purge');
                purged = decision.purgeTargets.filter((id) => purged.includes(id) || again.includes(id));
            }
            const deleteFailures = [];
            await runPool(sync.deletions, Math.min(plan.concurrency, DELETES_AT_ONCE), async (file) => {
                const segments = [...plan.target, ...file.path.split('/')];
                try {
                    const result = await storage.deleteFile(segments);
                    deletedPaths.push(displayPath(segments));
                    log.info(`deleted ${(0,untrusted_text/* inline */.mG)(displayPath(segments), 300)}${result.found ? '' : ' (already gone)'}`);
                }
                catch (error) {
                    deleteFailures.push({ file, error: explainStorageError(error, zone) });
                }
            });
            deletedPaths.sort();
            report_();
            report.setOutput('status', deleteFailures.length > 0 ? ((deleteFailures[0]?.error).status ?? undefined) : 200);
            summary
                .heading(`bunny.net sync-storage: ${uploadedPaths.length} uploaded, ${sync.unchanged.length} unchanged, ${deletedPaths.length} deleted`)
                .facts([
                ['Zone', `${zone.name} on ${zone.host}`],
                ['Folder', displayPath(plan.target, true)],
                ['Bytes uploaded', bytes],
                ['Purged', purged.join(', ') || 'none'],
                ...(decision.url ? [['URL', decision.url]] : []),
            ]);
            const changed = [...uploadedPaths.map((path) => [path, 'uploaded']), ...deletedPaths.map((path) => [path, 'deleted'])];
            if (changed.length > 0)
                summary.table(['Path', 'Change'], changed.slice(0, 50));
            if (deleteFailures.length > 0) {
                const lines = deleteFailures.slice(0, SHOWN).map(({ file, error }) => `${zonePath(plan, file.path)}: ${error.message}`);
                throw new Error(`${deleteFailures.length} of ${sync.deletions.length} deletions failed (every upload succeeded):\n${lines.join('\n')}`);
            }
        }
        finally {
            await storage.close();
        }
    },
};


/***/ })

};
