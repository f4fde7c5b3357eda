export const id = 4740;
export const ids = [4740,722];
export const modules = {

/***/ 722:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AuditLogEntry: () => (/* binding */ AuditLogEntry),
/* harmony export */   AuditLogPage: () => (/* binding */ AuditLogPage),
/* harmony export */   isAuditLogEntry: () => (/* binding */ isAuditLogEntry)
/* harmony export */ });
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4513);
/* harmony import */ var _zod_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3715);


// Loose: an export must keep the fields the API adds later, not drop them silently.
const AuditLogEntry = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    Timestamp: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    Product: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    ResourceType: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    ResourceId: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    ResourceOwner: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    Action: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    ActorId: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    ActorType: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    Diff: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
});
const AUDIT_ENTRY_FIELDS = Object.keys(AuditLogEntry.shape);
/**
 * Checks an entry in place. A page holds up to 10,000 entries and a day hundreds of
 * thousands: zod would build a copy of every one, and that garbage alone doubled the memory
 * of an export. The fields checked are those of the schema above, so the two cannot drift.
 */
function isAuditLogEntry(value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return false;
    const entry = value;
    for (const field of AUDIT_ENTRY_FIELDS) {
        const item = entry[field];
        if (item !== undefined && item !== null && typeof item !== 'string')
            return false;
    }
    return true;
}
const AuditLogPage = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    Logs: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .custom */ .IeY(isAuditLogEntry, { error: 'expected an audit entry whose fields are strings or null' }))),
    HasMoreData: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    ContinuationToken: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    StartToken: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
});


/***/ }),

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

/***/ 4740:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  operation: () => (/* binding */ operation)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./api/limits.ts
var limits = __webpack_require__(9023);
// EXTERNAL MODULE: ./api/requests.ts
var requests = __webpack_require__(7109);
;// CONCATENATED MODULE: ./api/audit-page-scanner.ts
/**
 * Finds the entries of an audit page (`{ "Logs": [ {...}, ... ], ... }`) in its bytes as they
 * arrive, without parsing them: it follows strings and brackets, nothing more. Each entry's text
 * goes to `onEntry` as soon as its closing bracket arrives; everything else of the page, with
 * `Logs` as `[]`, is kept (it is small) and parsed by JSON.parse at the end, which checks the
 * page's own syntax. Between entries it accepts only what JSON allows: white space, one comma
 * between two entries, and the closing bracket.
 */
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const isSpace = (byte) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;
/** A byte a JSON value other than an object may begin with: `[`, `"`, a digit, `-`, `t`, `f`, `n`. */
const beginsValue = (byte) => byte === OPEN_ARRAY ||
    byte === QUOTE ||
    (byte >= 0x30 && byte <= 0x39) ||
    byte === 0x2d ||
    byte === 0x74 ||
    byte === 0x66 ||
    byte === 0x6e;
/** What is wrong with a page: its JSON, or its shape (valid JSON, not an audit page). */
class PageProblem extends Error {
    kind;
    constructor(kind, message) {
        super(message);
        this.kind = kind;
    }
}
/**
 * The index of the byte that closes the entry being scanned (its nesting back at 0), or -1 when
 * the entry goes on past `bytes`; `scan` is left as the scan stands. Nearly every byte of a page
 * goes through this loop, so it is one small function with its state in locals.
 */
function entryEnd(bytes, from, scan) {
    let { depth, inString, escaped } = scan;
    const n = bytes.length;
    let i = from;
    for (; i < n; i++) {
        const byte = bytes[i];
        if (inString) {
            if (escaped)
                escaped = false;
            else if (byte === BACKSLASH)
                escaped = true;
            else if (byte === QUOTE)
                inString = false;
        }
        else if (byte === QUOTE)
            inString = true;
        else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY)
            depth += 1;
        else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) {
            depth -= 1;
            if (depth === 0)
                break;
        }
    }
    scan.depth = depth;
    scan.inString = inString;
    scan.escaped = escaped;
    return i < n ? i : -1;
}
class AuditPageScanner {
    /** Entries found so far. */
    entries = 0;
    /** Bytes since the last entry ended (an entry in progress included); the caller bounds it. */
    sinceEntry = 0;
    #onEntry;
    // Outside the entries: the root's nesting, and whether the scan is inside a string.
    #depth = 0;
    #inString = false;
    #escaped = false;
    #rootSeen = false;
    #logsSeen = false;
    #inLogs = false;
    #logsState = 'first';
    /** The entry being read, and its pieces when it spans chunks. */
    #entry;
    #entryParts = [];
    /** The page's text outside `Logs`, with `Logs` as `[]`. */
    #outside = [];
    #outsideBytes = 0;
    /** `onEntry` gets each entry's text, a view valid only during the call. */
    constructor(onEntry) {
        this.#onEntry = onEntry;
    }
    get outsideBytes() {
        return this.#outsideBytes;
    }
    /** Takes the next chunk of the body; throws a PageProblem at the first thing that is wrong. */
    scan(bytes) {
        const n = bytes.length;
        // Where the current run of bytes (of an entry, or outside `Logs`) began in this chunk.
        let runStart = 0;
        for (let i = 0; i < n; i++) {
            const entry = this.#entry;
            if (entry !== undefined) {
                const end = entryEnd(bytes, i, entry);
                if (end === -1)
                    break;
                const last = bytes.subarray(runStart, end + 1);
                if (this.#entryParts.length === 0)
                    this.#finishEntry(last);
                else {
                    this.#entryParts.push(last);
                    this.#finishEntry(Buffer.concat(this.#entryParts));
                    this.#entryParts = [];
                }
                this.#entry = undefined;
                this.#logsState = 'after-entry';
                runStart = end + 1;
                this.sinceEntry = -(end + 1);
                i = end;
                continue;
            }
            const byte = bytes[i];
            if (this.#inLogs) {
                if (isSpace(byte))
                    continue;
                if (byte === COMMA && this.#logsState === 'after-entry') {
                    this.#logsState = 'after-comma';
                    continue;
                }
                if (byte === CLOSE_ARRAY && this.#logsState !== 'after-comma') {
                    this.#inLogs = false;
                    this.#depth -= 1;
                    this.#addOutside(Buffer.from(']'));
                    runStart = i + 1;
                    continue;
                }
                if (byte === OPEN_OBJECT && this.#logsState !== 'after-entry') {
                    this.#entry = { depth: 1, inString: false, escaped: false };
                    runStart = i;
                    continue;
                }
                if (this.#logsState !== 'after-entry' && beginsValue(byte)) {
                    throw new PageProblem('shape', `Logs.${this.entries}: expected an audit entry whose fields are strings or null`);
                }
                throw new PageProblem('json', `unexpected '${String.fromCharCode(byte)}' in Logs`);
            }
            if (this.#inString) {
                if (this.#escaped)
                    this.#escaped = false;
                else if (byte === BACKSLASH)
                    this.#escaped = true;
                else if (byte === QUOTE)
                    this.#inString = false;
                continue;
            }
            if (!this.#rootSeen) {
                if (isSpace(byte))
                    continue;
                if (byte !== OPEN_OBJECT) {
                    if (beginsValue(byte))
                        throw new PageProblem('shape', '(body): expected an object');
                    throw new PageProblem('not-object', `it begins ${JSON.stringify(bytes.toString('utf8', i, Math.min(n, i + 40)))}`);
                }
                this.#rootSeen = true;
            }
            if (byte === QUOTE)
                this.#inString = true;
            else if (byte === OPEN_OBJECT)
                this.#depth += 1;
            else if (byte === OPEN_ARRAY) {
                this.#depth += 1;
                if (this.#depth === 2 && !this.#logsSeen && this.#followsLogsName(bytes.subarray(runStart, i))) {
                    this.#addOutside(bytes.subarray(runStart, i + 1));
                    this.#logsSeen = true;
                    this.#inLogs = true;
                    this.#logsState = 'first';
                    runStart = i + 1;
                }
            }
            else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY)
                this.#depth -= 1;
        }
        // The rest of the chunk belongs to the entry being read, or to the outside text.
        if (this.#entry !== undefined)
            this.#entryParts.push(Buffer.from(bytes.subarray(runStart)));
        else if (!this.#inLogs)
            this.#addOutside(bytes.subarray(runStart));
        this.sinceEntry += n;
    }
    /**
     * The body has ended: the page outside its entries, parsed, or undefined when the body was
     * empty (white space at most).
     */
    finish() {
        if (!this.#rootSeen)
            return undefined;
        if (this.#entry !== undefined || this.#inLogs || this.#inString || this.#depth !== 0) {
            throw new PageProblem('json', 'the body ended inside the JSON');
        }
        let page;
        try {
            page = JSON.parse(Buffer.concat(this.#outside, this.#outsideBytes).toString('utf8'));
        }
        catch (error) {
            throw new PageProblem('json', error.message);
        }
        const tail = page;
        const logs = tail['Logs'];
        // Logs found by the scan stands as [] here; anything else under that name is not an array.
        if (logs !== undefined && logs !== null && !(this.#logsSeen && Array.isArray(logs) && logs.length === 0)) {
            throw new PageProblem('shape', 'Logs: expected an array');
        }
        return tail;
    }
    #finishEntry(raw) {
        this.#onEntry(raw);
        this.entries += 1;
    }
    // Copied: a view would keep the whole chunk alive until the page ends.
    #addOutside(part) {
        if (part.length === 0)
            return;
        this.#outside.push(Buffer.from(part));
        this.#outsideBytes += part.length;
    }
    /**
     * True when the outside text so far, with `before`, ends with the member name `"Logs":`. The
     * name may have begun in earlier chunks, so the end of the outside text is looked at too.
     */
    #followsLogsName(before) {
        const parts = [before];
        let length = before.length;
        for (let k = this.#outside.length - 1; k >= 0 && length < 64; k--) {
            const part = this.#outside[k];
            parts.unshift(part);
            length += part.length;
        }
        const tail = Buffer.concat(parts);
        return /"Logs"\s*:\s*$/.test(tail.toString('latin1', Math.max(0, tail.length - 64)));
    }
}

// EXTERNAL MODULE: ./api/models/audit-log.ts
var audit_log = __webpack_require__(722);
// EXTERNAL MODULE: ./api/transport.ts + 2 modules
var transport = __webpack_require__(348);
;// CONCATENATED MODULE: ./api/audit-log-stream.ts



/**
 * The most body text one entry may span. A streamed page is not capped by its total size (a
 * page of 10,000 entries is a few MB), but no single entry, nor the text between two entries,
 * is allowed to grow without bound in memory before it is checked.
 */
const MAX_AUDIT_ENTRY_BYTES = 4 * 1024 * 1024;
/**
 * Reads an audit page (`{ Logs: [...], HasMoreData, ContinuationToken, StartToken }`) as it
 * arrives, without holding it: AuditPageScanner finds where each entry begins and ends, and
 * each entry is parsed by JSON.parse, checked and handed to the sink with its raw text. The page
 * outside its entries is parsed when the body ends, which gives the tail.
 *
 * A JavaScript streaming parser (@streamparser/json) tokenised every character of every entry
 * and built each value from its tokens: a second of CPU per 100,000 entries, and garbage that
 * grew V8's young generation to its 32 MB ceiling. Node's JSON.parse does the same work on one
 * entry's text natively.
 */
function auditPageReader(sink, maxEntryBytes = MAX_AUDIT_ENTRY_BYTES) {
    return async (body, context) => {
        sink.restart();
        const shape = (why) => (0,transport/* invalidResponse */.F)(context, `the body is not of the documented shape: ${why}`);
        const problem = (error) => {
            if (error.kind === 'shape')
                return shape(error.message);
            return (0,transport/* invalidResponse */.F)(context, `the body is not JSON (${error.message.slice(0, 80)})`);
        };
        const scanner = new AuditPageScanner((raw) => {
            let value;
            try {
                value = JSON.parse(raw.toString('utf8'));
            }
            catch (error) {
                throw new PageProblem('json', `Logs.${scanner.entries}: ${error.message}`);
            }
            if (!(0,audit_log.isAuditLogEntry)(value))
                throw new PageProblem('shape', `Logs.${scanner.entries}: expected an audit entry whose fields are strings or null`);
            sink.entry(value, raw);
        });
        const readPage = async () => {
            try {
                for await (const chunk of body) {
                    scanner.scan(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length));
                    if (scanner.sinceEntry > maxEntryBytes || scanner.outsideBytes > maxEntryBytes) {
                        throw shape(`an entry spans more than ${maxEntryBytes / 1024 / 1024} MiB of the body; stopped reading it`);
                    }
                    await sink.drain();
                }
                return scanner.finish();
            }
            catch (error) {
                if (error instanceof PageProblem)
                    throw problem(error);
                throw error;
            }
        };
        const tail = await readPage();
        if (tail === undefined)
            throw (0,transport/* invalidResponse */.F)(context, 'the body is empty');
        await sink.drain();
        if (typeof tail['HasMoreData'] !== 'boolean')
            throw shape('HasMoreData: expected a boolean');
        const token = (field) => {
            const value = tail[field];
            if (value === undefined || value === null || value === '')
                return undefined;
            if (typeof value !== 'string')
                throw shape(`${field}: expected a string or null`);
            return value;
        };
        return {
            entries: scanner.entries,
            HasMoreData: tail['HasMoreData'],
            ContinuationToken: token('ContinuationToken'),
            StartToken: token('StartToken'),
        };
    };
}

// EXTERNAL MODULE: ./api/api-error.ts
var api_error = __webpack_require__(316);
;// CONCATENATED MODULE: ./api/audit-log-pages.ts


function emptyProgress() {
    return { pages: 0, entries: 0, hasMoreData: false, continuationToken: undefined, startToken: undefined, trimmed: 0, reachedMax: false };
}
/**
 * Page size to ask for: never more than the entries still wanted, so that max-entries ends on a
 * page boundary and the continuation token resumes exactly after the last entry read.
 */
function pageLimit(limit, remaining) {
    if (remaining === undefined)
        return limit;
    if (limit !== undefined)
        return Math.min(limit, remaining);
    return remaining <= limits/* AUDIT_LIMIT_MAX */.j5 ? remaining : undefined;
}
const nonEmpty = (text) => (text ? text : undefined);
/**
 * Reads the audit log page by page (the API client's side of the export: it knows nothing of files), each page as a stream whose entries go to the sink as they
 * arrive: memory stays that of one entry and one chunk whatever the size of a page or the day.
 * Follows the continuation token when `allPages`, stops at `maxEntries`, and refuses a token it
 * has already sent (the API would otherwise be read in a circle for ever).
 */
async function readAuditLog(options, progress = emptyProgress()) {
    const sent = new Set();
    let token = nonEmpty(options.continuationToken);
    for (;;) {
        const remaining = options.maxEntries === undefined ? undefined : options.maxEntries - progress.entries;
        if (token !== undefined)
            sent.add(token);
        let kept = 0;
        let beyond = 0;
        let attempts = 0;
        const { sink } = options;
        const page = await options.fetchPage({ continuationToken: token, limit: pageLimit(options.limit, remaining) }, {
            restart: () => {
                attempts += 1;
                kept = 0;
                beyond = 0;
                sink.restart(attempts > 1);
            },
            entry: (entry, raw) => {
                if (remaining !== undefined && kept >= remaining) {
                    beyond += 1;
                    return;
                }
                kept += 1;
                sink.entry(entry, raw);
            },
            drain: () => sink.drain(),
        });
        await sink.drain();
        progress.pages += 1;
        progress.trimmed = beyond;
        progress.startToken = page.StartToken;
        progress.continuationToken = page.ContinuationToken;
        progress.hasMoreData = page.HasMoreData || progress.trimmed > 0;
        progress.entries += kept;
        progress.reachedMax = options.maxEntries !== undefined && progress.entries >= options.maxEntries;
        options.onPage?.(progress, kept);
        if (!options.allPages || !page.HasMoreData || progress.reachedMax)
            return progress;
        const next = progress.continuationToken;
        if (next === undefined) {
            throw new api_error/* ApiError */.h(`${options.request} answered HasMoreData true but no ContinuationToken after ${progress.pages} page(s) and ${progress.entries} entries; the rest of the day cannot be read`, { kind: 'invalid-response', request: options.request, status: 200 });
        }
        if (sent.has(next)) {
            throw new api_error/* ApiError */.h(`${options.request} returned a continuation token it had already returned, after ${progress.pages} page(s) and ${progress.entries} entries; ` +
                'stopped instead of reading the same pages again', { kind: 'invalid-response', request: options.request, status: 200 });
        }
        token = next;
    }
}

;// CONCATENATED MODULE: ./operations/get-audit-log/audit-log-export.ts
/** GitHub refuses an output larger than 1 MB; stay under it with room for the key. */
const OUTPUT_LIMIT_BYTES = 1_000_000;
/**
 * Keeps entries for the `result` output only while their JSON array fits the output limit;
 * past it they are dropped at once (the size is still counted), so memory stays bounded.
 */
class BoundedEntries {
    limitBytes;
    #entries = [];
    /** Size of the JSON array of every entry offered: `[`, `]`, the entries and their commas. */
    #bytes = 2;
    #count = 0;
    constructor(limitBytes = OUTPUT_LIMIT_BYTES) {
        this.limitBytes = limitBytes;
    }
    /**
     * `lineBytes` is the size of the entry's JSON text as the API sent it, which is what
     * JSON.stringify makes of it unless the API escapes or spaces it differently; the array is
     * measured exactly once more before it becomes the output (`fitting`).
     */
    add(entry, lineBytes) {
        this.#bytes += lineBytes + (this.#count > 0 ? 1 : 0);
        this.#count += 1;
        if (this.#bytes > this.limitBytes)
            this.#entries = undefined;
        else
            this.#entries?.push(entry);
    }
    /** Where a page began, to return to if it is read again. */
    mark() {
        return { bytes: this.#bytes, count: this.#count, kept: this.#entries?.length };
    }
    rewind(mark) {
        this.#bytes = mark.bytes;
        this.#count = mark.count;
        // Once dropped for size the entries stay dropped: the page that overflowed is read again whole.
        if (mark.kept !== undefined && this.#entries)
            this.#entries.length = mark.kept;
    }
    get bytes() {
        return this.#bytes;
    }
    /** The entries kept so far, unless their text already passed the limit. */
    get entries() {
        return this.#entries;
    }
    /** The entries as one array when its JSON, measured exactly, fits the limit; else undefined. */
    fitting() {
        const entries = this.#entries;
        if (entries === undefined || Buffer.byteLength(JSON.stringify(entries)) > this.limitBytes)
            return undefined;
        return entries;
    }
}
/** Counts of a field's values, for the job summary; a missing value counts as "(none)". */
class ValueCounts {
    #counts = new Map();
    add(value) {
        const key = value ? value : '(none)';
        this.#counts.set(key, (this.#counts.get(key) ?? 0) + 1);
    }
    /** Largest first, then by name. */
    sorted() {
        return [...this.#counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    }
    get size() {
        return this.#counts.size;
    }
    /** A copy of the counts (a field has few distinct values), to return to. */
    mark() {
        return new Map(this.#counts);
    }
    rewind(mark) {
        this.#counts.clear();
        for (const [key, count] of mark)
            this.#counts.set(key, count);
    }
}
/**
 * Where the export's entries go: the file, the bounded copy for the `result` output and the
 * counts for the summary. A page read again is rolled back in all three.
 */
class AuditExport {
    file;
    kept;
    byProduct = new ValueCounts();
    byAction = new ValueCounts();
    #marks;
    constructor(file, kept = new BoundedEntries()) {
        this.file = file;
        this.kept = kept;
    }
    /** A rollback under way, finished before the next drain completes. */
    #rollingBack;
    /** A page begins (marks where), or `retry`: the page is asked for again, so go back to that mark. */
    restart(retry = false) {
        if (retry) {
            this.#rollingBack = this.#rollback();
            return;
        }
        this.#marks = { file: this.file?.mark(), kept: this.kept.mark(), product: this.byProduct.mark(), action: this.byAction.mark() };
    }
    async #rollback() {
        const marks = this.#marks;
        if (!marks)
            return;
        this.kept.rewind(marks.kept);
        this.byProduct.rewind(marks.product);
        this.byAction.rewind(marks.action);
        if (marks.file)
            await this.file?.rewind(marks.file);
    }
    entry(entry, raw) {
        // The API's own text is written as it came, unless it spans lines (pretty-printed JSON).
        const line = raw.includes(0x0a) || raw.includes(0x0d) ? Buffer.from(JSON.stringify(entry)) : raw;
        this.file?.append(line);
        this.kept.add(entry, line.length);
        this.byProduct.add(entry.Product);
        this.byAction.add(entry.Action);
    }
    async drain() {
        await this.#rollingBack;
        this.#rollingBack = undefined;
        if (this.file?.needsFlush)
            await this.file.flush();
    }
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./operations/get-audit-log/json-lines-file.ts
var _a;


const NEWLINE = 0x0a;
/**
 * A JSON Lines file written as entries arrive: lines are copied into one buffer and written
 * with an awaited write once it holds BUFFER_BYTES, so nothing but that buffer is ever held.
 * Every write goes to an explicit position, so the file can be cut back to where a page began,
 * whether that point is already on disk or still in the buffer.
 */
class JsonLinesFile {
    static BUFFER_BYTES = 64 * 1024;
    path;
    #handle;
    /** Lines and bytes on disk. */
    #lines = 0;
    #bytes = 0;
    /** Lines and bytes in the buffer, not yet written. */
    #pending = Buffer.allocUnsafe(2 * _a.BUFFER_BYTES);
    #pendingBytes = 0;
    #pendingLines = 0;
    constructor(path, handle) {
        this.path = path;
        this.#handle = handle;
    }
    /** Creates (or empties) the file, and its folders. */
    static async create(path) {
        await (0,promises_.mkdir)((0,external_node_path_.dirname)(path), { recursive: true });
        return new _a(path, await (0,promises_.open)(path, 'w'));
    }
    /** Adds one line; `line` (text, or UTF-8 bytes that are copied at once) holds no line break. */
    append(line) {
        const length = typeof line === 'string' ? Buffer.byteLength(line) : line.length;
        const needed = this.#pendingBytes + length + 1;
        if (needed > this.#pending.length) {
            // Only when one chunk of the body held more than the buffer: the buffer grows to fit.
            const larger = Buffer.allocUnsafe(Math.max(needed, 2 * this.#pending.length));
            this.#pending.copy(larger, 0, 0, this.#pendingBytes);
            this.#pending = larger;
        }
        if (typeof line === 'string')
            this.#pendingBytes += this.#pending.write(line, this.#pendingBytes, 'utf8');
        else {
            this.#pending.set(line, this.#pendingBytes);
            this.#pendingBytes += line.length;
        }
        this.#pending[this.#pendingBytes] = NEWLINE;
        this.#pendingBytes += 1;
        this.#pendingLines += 1;
    }
    get needsFlush() {
        return this.#pendingBytes >= _a.BUFFER_BYTES;
    }
    async flush() {
        if (this.#pendingBytes === 0)
            return;
        const chunk = this.#pending;
        const length = this.#pendingBytes;
        // A write may be partial; loop until the whole buffer is on disk. The buffer is not
        // touched meanwhile: appends happen between drains, never during one.
        for (let offset = 0; offset < length;) {
            const { bytesWritten } = await this.#handle.write(chunk, offset, length - offset, this.#bytes + offset);
            offset += bytesWritten;
        }
        this.#lines += this.#pendingLines;
        this.#bytes += length;
        this.#pendingBytes = 0;
        this.#pendingLines = 0;
    }
    /** Where the file stands, counting what is still in the buffer. */
    mark() {
        return { lines: this.#lines + this.#pendingLines, bytes: this.#bytes + this.#pendingBytes };
    }
    /** Cuts the file back to a mark, on disk or in the buffer. */
    async rewind(mark) {
        if (mark.bytes >= this.#bytes) {
            // The mark is still in the buffer: keep what came before it.
            this.#pendingBytes = mark.bytes - this.#bytes;
            this.#pendingLines = mark.lines - this.#lines;
            return;
        }
        this.#pendingBytes = 0;
        this.#pendingLines = 0;
        this.#lines = mark.lines;
        this.#bytes = mark.bytes;
        await this.#handle.truncate(mark.bytes);
    }
    get lines() {
        return this.#lines;
    }
    get bytes() {
        return this.#bytes;
    }
    async close() {
        await this.flush();
        await this.#handle.close();
    }
}
_a = JsonLinesFile;

// EXTERNAL MODULE: ./inputs/inputs.ts
var inputs_inputs = __webpack_require__(2495);
;// CONCATENATED MODULE: ./operations/get-audit-log/calendar-date.ts

const DATE_FORM = /^(\d{4})-(\d{2})-(\d{2})$/;
function daysInMonth(year, month) {
    if (month === 2)
        return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
    return [4, 6, 9, 11].includes(month) ? 30 : 31;
}
/** Reads a day as `YYYY-MM-DD` and refuses one the calendar does not have (2024-02-30). */
function parseCalendarDate(input, text) {
    const match = DATE_FORM.exec(text);
    const year = Number(match?.[1]);
    const month = Number(match?.[2]);
    const day = Number(match?.[3]);
    if (!match) {
        throw new inputs_inputs/* InputError */.dz(input, `got ${(0,inputs_inputs/* showValue */.vp)(text)}; expected a day as YYYY-MM-DD, e.g. 2024-05-14`);
    }
    if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
        throw new inputs_inputs/* InputError */.dz(input, `got ${(0,inputs_inputs/* showValue */.vp)(text)}; that day does not exist, expected a calendar date as YYYY-MM-DD`);
    }
    return text;
}
/** The day of `now` in UTC, as YYYY-MM-DD. */
function utcDay(now) {
    return now.toISOString().slice(0, 10);
}

// EXTERNAL MODULE: ./runner/untrusted-text.ts
var untrusted_text = __webpack_require__(3649);
// EXTERNAL MODULE: ./inputs/workspace-path.ts
var workspace_path = __webpack_require__(2073);
;// CONCATENATED MODULE: ./operations/get-audit-log/index.ts











/** The request for one page; arrays go out as repeated parameters. */
function pageQuery(plan, continuationToken, limit) {
    const query = { date: plan.date };
    if (plan.order !== undefined)
        query.order = plan.order;
    if (limit !== undefined)
        query.limit = limit;
    if (continuationToken !== undefined)
        query.continuationToken = continuationToken;
    if (plan.products.length > 0)
        query.products = plan.products;
    if (plan.resourceTypes.length > 0)
        query.resourceTypes = plan.resourceTypes;
    if (plan.resourceIds.length > 0)
        query.resourceIds = plan.resourceIds;
    if (plan.actorIds.length > 0)
        query.actorIds = plan.actorIds;
    return query;
}
const megabytes = (bytes) => `${(bytes / 1_000_000).toFixed(1)} MB`;
/** Most rows a count table shows; the rest are summed into one line. */
const MAX_COUNT_ROWS = 25;
function countRows(counts) {
    const rows = counts.sorted();
    if (rows.length <= MAX_COUNT_ROWS)
        return rows;
    const rest = rows.slice(MAX_COUNT_ROWS - 1);
    return [...rows.slice(0, MAX_COUNT_ROWS - 1), [`(${rest.length} others)`, rest.reduce((sum, [, n]) => sum + n, 0)]];
}
/** Opens output-file; a failure (a read-only folder, a file in the way) names the input. */
async function createOutputFile(path) {
    try {
        return await JsonLinesFile.create(path);
    }
    catch (error) {
        throw new inputs_inputs/* InputError */.dz('output-file', `cannot write ${path}: ${error.message}`);
    }
}
const operation = {
    plan({ inputs, workspace, clock }) {
        const dateText = inputs.line('date');
        const date = dateText === undefined ? utcDay(clock.date()) : parseCalendarDate('date', dateText);
        const order = inputs.choice('order', limits/* AUDIT_ORDERS */.q_, { caseInsensitive: true });
        const limit = inputs.integer('limit', { min: limits/* AUDIT_LIMIT_MIN */.fc, max: limits/* AUDIT_LIMIT_MAX */.j5 });
        const continuationToken = inputs.line('continuation-token');
        const allPages = inputs.boolean('all-pages', false);
        const maxEntries = inputs.integer('max-entries', { min: 1 });
        const fileText = inputs.line('output-file');
        const outputFile = fileText === undefined ? undefined : (0,workspace_path/* workspacePath */.X)('output-file', fileText, workspace);
        if (outputFile !== undefined && (0,external_node_fs_.statSync)(outputFile, { throwIfNoEntry: false })?.isDirectory()) {
            throw new inputs_inputs/* InputError */.dz('output-file', `${(0,inputs_inputs/* showValue */.vp)(fileText ?? '')} is a folder; give the path of a file to write, such as audit/log.jsonl`);
        }
        return {
            date,
            order,
            limit,
            continuationToken,
            products: inputs.lines('products'),
            resourceTypes: inputs.lines('resource-types'),
            resourceIds: inputs.lines('resource-ids'),
            actorIds: inputs.lines('actor-ids'),
            allPages,
            maxEntries,
            outputFile,
        };
    },
    describe(plan) {
        return [requests/* requests */.zG.auditLogPage(pageQuery(plan, plan.continuationToken, pageLimit(plan.limit, plan.maxEntries)))];
    },
    async execute(plan, client, report) {
        const { log } = report;
        const request = (0,requests/* requestLine */.uA)(requests/* requests */.zG.auditLogPage({ date: plan.date }));
        const file = plan.outputFile === undefined ? undefined : await createOutputFile(plan.outputFile);
        const sink = new AuditExport(file, new BoundedEntries(OUTPUT_LIMIT_BYTES));
        const { kept, byProduct, byAction } = sink;
        const progress = emptyProgress();
        if (file)
            log.info(`Writing the audit log of ${plan.date} to ${file.path} as JSON Lines`);
        let failure;
        try {
            await readAuditLog({
                request,
                fetchPage: async ({ continuationToken, limit }, entries) => (await client.stream(requests/* requests */.zG.auditLogPage(pageQuery(plan, continuationToken, limit)), auditPageReader(entries))).body,
                continuationToken: plan.continuationToken,
                limit: plan.limit,
                allPages: plan.allPages,
                maxEntries: plan.maxEntries,
                sink,
                onPage: (state, count) => log.info(`Page ${state.pages}: ${count} entries (${state.entries} in all)${state.hasMoreData ? ', more follow' : ', the last'}`),
            }, progress);
        }
        catch (error) {
            failure = error;
        }
        finally {
            await file?.close();
        }
        reportProgress(plan, progress, file, kept, report, failure !== undefined);
        writeSummary(plan, progress, file, byProduct, byAction, report, failure);
        if (failure !== undefined)
            throw failure;
        if (progress.trimmed > 0) {
            log.warning(`The last page held ${progress.trimmed} entries beyond max-entries (the API ignored the page size asked for); they were dropped, ` +
                "and continuation-token (the API's token for the page after it) does not return to them: read that page again with a larger max-entries to get them");
        }
        if (!plan.allPages && progress.hasMoreData && !progress.reachedMax) {
            log.info('More entries follow: set all-pages to true to read them all, or pass continuation-token to read the next page');
        }
    },
};
function reportProgress(plan, progress, file, kept, { setOutput, log }, failed) {
    setOutput('entries', progress.entries);
    if (progress.pages > 0) {
        setOutput('has-more-data', progress.hasMoreData);
        setOutput('continuation-token', progress.continuationToken);
        setOutput('start-token', progress.startToken);
    }
    if (file) {
        setOutput('output-file', file.path);
        log.info(`${failed ? 'Before the failure, ' : ''}${file.lines} entries (${megabytes(file.bytes)}) were written to ${file.path}`);
    }
    if (failed)
        return;
    const entries = kept.fitting();
    if (entries !== undefined) {
        setOutput('result', entries);
        return;
    }
    const where = plan.outputFile === undefined
        ? 'set output-file to write them to a file in the workspace'
        : `read them from output-file (${plan.outputFile})`;
    log.warning(`Output result is not set: the ${progress.entries} entries take ${megabytes(kept.bytes)} as JSON, more than the ${megabytes(kept.limitBytes)} an output may hold; ${where}`);
}
function writeSummary(plan, progress, file, byProduct, byAction, { summary, log }, failure) {
    const filters = [
        ...plan.products.map((v) => `Product=${v}`),
        ...plan.resourceTypes.map((v) => `ResourceType=${v}`),
        ...plan.resourceIds.map((v) => `ResourceId=${v}`),
        ...plan.actorIds.map((v) => `ActorId=${v}`),
    ];
    summary.heading(`bunny.net get-audit-log: ${plan.date}`).facts([
        ['Entries', progress.entries],
        ['Pages', progress.pages],
        ['More data', progress.hasMoreData],
        ['Order', plan.order ?? '(API default)'],
        ['Filters', filters.length > 0 ? filters.join(', ') : '(none)'],
        ['Output file', file ? file.path : '(none)'],
    ]);
    if (failure !== undefined)
        summary.verdict(false, `Stopped after ${progress.entries} entries: ${failure instanceof Error ? failure.message : String(failure)}`);
    if (progress.entries === 0)
        return;
    summary.heading('Entries by product', 3).table(['Product', 'Entries'], countRows(byProduct));
    summary.heading('Entries by action', 3).table(['Action', 'Entries'], countRows(byAction));
    log.info(`By product: ${countLine(byProduct)}`);
    log.info(`By action: ${countLine(byAction)}`);
}
/** "DNS 12, CDN 3": the largest counts, for the log. */
function countLine(counts) {
    return counts
        .sorted()
        .slice(0, MAX_COUNT_ROWS)
        .map(([name, n]) => `${(0,untrusted_text/* inline */.mG)(name, 60)} ${n}`)
        .join(', ');
}


/***/ })

};
