export const id = 4714;
export const ids = [4714,4388];
export const modules = {

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

/***/ 7539:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ readPathPatterns),
/* harmony export */   v: () => (/* binding */ readSiteSource)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2495);
/* harmony import */ var _workspace_path_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2073);
/* harmony import */ var _platform_storage_path_filter_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5760);
/* harmony import */ var _platform_storage_local_tree_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(456);





/** Glob patterns, one a line (exclude, keep): every bad line named in one problem. */
function readPathPatterns(inputs, name) {
    const lines = inputs.lines(name);
    const problems = lines.flatMap((line, index) => {
        const problem = (0,_platform_storage_path_filter_js__WEBPACK_IMPORTED_MODULE_4__/* .patternProblem */ .AL)(line);
        return problem ? [`line ${index + 1} ${(0,_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .showValue */ .vp)(line)}: ${problem}`] : [];
    });
    if (problems.length > 0)
        inputs.problems.add(new _inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(name, problems.join('\n')));
    return lines;
}
const EMPTY = {
    sync: 'a sync of nothing would upload nothing (and, with prune, delete everything)',
    deploy: 'a deploy of nothing would serve nothing',
};
function readDirectory(inputs, workspace, purpose) {
    const text = inputs.line('source-dir', { required: true, expected: 'a directory inside the workspace, such as dist or public' });
    if (text === '')
        return undefined;
    const path = inputs.check(() => (0,_workspace_path_js__WEBPACK_IMPORTED_MODULE_2__/* .workspacePath */ .X)('source-dir', text, workspace));
    if (path === undefined)
        return undefined;
    let info;
    try {
        info = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path);
    }
    catch {
        inputs.problems.add(new _inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz('source-dir', `${(0,_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .showValue */ .vp)(text)} does not exist (resolved to ${path}); did the build step run first?`));
        return undefined;
    }
    if (!info.isDirectory()) {
        const expected = purpose === 'sync' ? 'the directory to upload' : 'the directory of the built site';
        inputs.problems.add(new _inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz('source-dir', `${(0,_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .showValue */ .vp)(text)} is a file; expected ${expected}`));
        return undefined;
    }
    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(path).length === 0) {
        inputs.problems.add(new _inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz('source-dir', `${(0,_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .showValue */ .vp)(text)} is empty; ${EMPTY[purpose]}`));
        return undefined;
    }
    return path;
}
/**
 * source-dir, exclude and include-hidden read and checked, every problem recorded; the tree
 * walked. Undefined when a problem was recorded.
 */
async function readSiteSource(inputs, workspace, purpose) {
    const sourceDir = readDirectory(inputs, workspace, purpose);
    const scope = new _platform_storage_path_filter_js__WEBPACK_IMPORTED_MODULE_4__/* .SyncScope */ .ky(readPathPatterns(inputs, 'exclude'), inputs.boolean('include-hidden', false));
    if (sourceDir === undefined)
        return undefined;
    try {
        const files = await (0,_platform_storage_local_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .walkLocalTree */ .Fb)(sourceDir, scope, workspace);
        if (files.length === 0) {
            inputs.problems.add(new _inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz('source-dir', `holds no file to ${purpose} once exclude and the hidden-file rule are applied (hidden files need include-hidden: true)`));
            return undefined;
        }
        return { sourceDir, files, scope };
    }
    catch (error) {
        if (!(error instanceof _platform_storage_local_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .LinkOutsideError */ .iZ))
            throw error;
        inputs.problems.add(new _inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz('source-dir', `${error.message}; remove the link or exclude it`));
        return undefined;
    }
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

/***/ 5111:
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
// EXTERNAL MODULE: ./platform/storage/local-tree.ts
var local_tree = __webpack_require__(456);
// EXTERNAL MODULE: ./platform/storage/pool.ts
var pool = __webpack_require__(7935);
// EXTERNAL MODULE: ./platform/storage/remote-tree.ts
var remote_tree = __webpack_require__(6793);
// EXTERNAL MODULE: ./platform/storage/storage-client.ts + 2 modules
var storage_client = __webpack_require__(1930);
// EXTERNAL MODULE: ./platform/storage/storage-paths.ts
var storage_paths = __webpack_require__(6372);
// EXTERNAL MODULE: ./platform/storage/sync-plan.ts
var sync_plan = __webpack_require__(4297);
// EXTERNAL MODULE: ./platform/storage/uploader.ts
var uploader = __webpack_require__(2300);
// EXTERNAL MODULE: ./runner/untrusted-text.ts
var untrusted_text = __webpack_require__(3649);
// EXTERNAL MODULE: ./platform/storage/storage-zone.ts
var storage_zone = __webpack_require__(6200);
// EXTERNAL MODULE: ./runner/version.ts
var version = __webpack_require__(4463);
;// CONCATENATED MODULE: ./operations/sync-storage/storage-access.ts





/** Reads the zone with the account key (masking its password at once), or takes the password form as given. */
async function resolveZone(plan, client) {
    const { credentials } = plan;
    if (credentials.kind === 'password') {
        return { name: credentials.zoneName, host: credentials.host, password: credentials.password, region: credentials.region };
    }
    const zone = await (0,storage_zone/* readStorageZone */.o)(client, credentials.zoneId, plan.registerSecret);
    return {
        name: zone.name,
        host: zone.host,
        password: zone.password,
        region: zone.region,
        read: { zoneId: zone.id, hostSource: zone.hostSource, pullZones: zone.pullZones },
    };
}
function openStorage(plan, zone, report) {
    const proxy = plan.proxyFor((0,storage_paths/* storageBaseUrl */.CC)(zone.host));
    if (proxy)
        report.log.info(`Requests to ${zone.host} go through the proxy ${proxy.label}.`);
    return new storage_client/* StorageClient */.LN({
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
 * A storage failure with what it means for this step: a 401 (which the storage client already
 * says a wrong region host and a wrong password both answer) names where host and password came from.
 */
function explainStorageError(error, zone) {
    if (!(error instanceof api_error/* ApiError */.h) || error.status !== 401)
        return error;
    if (zone.read) {
        const where = zone.read.hostSource === 'StorageHostname'
            ? `its StorageHostname is ${zone.host}`
            : `it names no StorageHostname, so ${zone.host} is the host of its region`;
        return error.withMessage(`${error.message} Storage zone ${zone.read.zoneId} is in region ${zone.region ?? '(none given)'} and ${where}, as GET /storagezone/${zone.read.zoneId} said, and its password came from the same answer: the password may have been reset since, or a zone created moments ago may not accept its credentials yet.`);
    }
    const hostInput = zone.region !== undefined ? `storage-region (${zone.region} is ${zone.host})` : `storage-hostname (${zone.host})`;
    return error.withMessage(`${error.message} Check storage-password (the zone's password from its FTP & API access page, not the account API key) and ${hostInput}: it must be the host of the zone's primary region.`);
}

// EXTERNAL MODULE: ./platform/pull-zones/site-rules.ts
var site_rules = __webpack_require__(9505);
// EXTERNAL MODULE: ./inputs/inputs.ts
var inputs_inputs = __webpack_require__(2495);
// EXTERNAL MODULE: ./inputs/proxy-settings.ts
var proxy_settings = __webpack_require__(4884);
// EXTERNAL MODULE: ./inputs/site-source.ts
var site_source = __webpack_require__(7539);
// EXTERNAL MODULE: ./platform/storage/regions.ts
var regions = __webpack_require__(2957);
// EXTERNAL MODULE: ./platform/storage/path-filter.ts
var path_filter = __webpack_require__(5760);
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
    if (zoneName !== '' && (0,storage_paths/* badSegment */.vz)([zoneName]) !== undefined)
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
    const region = inputs.choice('storage-region', regions/* STORAGE_REGIONS */.A, { caseInsensitive: true });
    const hostname = inputs.line('storage-hostname');
    let host;
    if (region !== undefined && hostname !== undefined) {
        inputs.problems.add(new inputs_inputs/* InputError */.dz('storage-hostname', 'is given together with storage-region; give one: the region decides the host'));
    }
    else if (hostname !== undefined) {
        try {
            (0,storage_paths/* storageBaseUrl */.CC)(hostname);
            host = hostname;
        }
        catch (error) {
            inputs.problems.add(new inputs_inputs/* InputError */.dz('storage-hostname', error.message));
        }
    }
    else if (region !== undefined) {
        host = (0,regions/* storageHostOfRegion */.h)(region);
    }
    else if (inputs.optional('storage-region') === undefined && inputs.optional('storage-hostname') === undefined) {
        inputs.problems.add(new inputs_inputs/* InputError */.dz('storage-region', `or storage-hostname is required with storage-zone-name; regions: ${regions/* STORAGE_REGIONS */.A.join(', ')}`));
    }
    if (host === undefined || password === undefined)
        return undefined;
    return { kind: 'password', zoneName, password, host, region };
}
/** target-path as segments: '/', '', 'site', '/site/', 'a/b'; never '..' or '.'. */
function readTarget(inputs) {
    const text = inputs.line('target-path') ?? '/';
    const segments = (0,storage_paths/* pathSegments */.Mz)(text);
    const problem = (0,storage_paths/* badSegment */.vz)(segments);
    if (problem)
        inputs.problems.add(new inputs_inputs/* InputError */.dz('target-path', `got ${(0,inputs_inputs/* showValue */.vp)(text)}: ${problem}; give a folder of the zone such as / or site/docs`));
    return problem ? [] : segments;
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
    const common = context.settings;
    const hasApiKey = common.apiKey !== undefined;
    const credentials = readCredentials(inputs, hasApiKey, common.dryRun);
    const source = await (0,site_source/* readSiteSource */.v)(inputs, workspace, 'sync');
    const target = readTarget(inputs);
    const concurrency = inputs.integer('concurrency', { min: 1, max: CONCURRENCY_MAX, default: CONCURRENCY_DEFAULT }) ?? CONCURRENCY_DEFAULT;
    const prune = inputs.boolean('prune', false);
    const keepPatterns = (0,site_source/* readPathPatterns */.B)(inputs, 'keep');
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
    const keep = new path_filter/* PathPatterns */.DZ(keepPatterns);
    if (allowPruneAll && keep.matches('any/file') && keep.matches('file')) {
        inputs.problems.add(new inputs_inputs/* InputError */.dz('allow-prune-all', 'is true while keep holds every file (a pattern such as **): nothing could be deleted; drop one'));
    }
    if (purgeLinked === true && credentials?.kind === 'password') {
        inputs.problems.add(new inputs_inputs/* InputError */.dz('purge-linked-zones', 'needs storage-zone-id (with api-key): only a read of the zone names its pull zones; list them in purge-pull-zone-ids instead'));
    }
    if (purgePullZoneIds.length > 0 && !hasApiKey && !common.dryRun) {
        inputs.problems.add(new inputs_inputs/* InputError */.dz('api-key', 'is required with purge-pull-zone-ids: purges go through the account API'));
    }
    if (credentials === undefined || source === undefined)
        return undefined;
    return {
        credentials,
        hasApiKey,
        ...source,
        target,
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
const zonePath = (plan, path) => (0,storage_paths/* displayPath */.Gt)([...plan.target, ...path.split('/')]);
const listPaths = (paths) => paths
    .slice(0, SHOWN)
    .map((path) => (0,untrusted_text/* inline */.mG)(path, 200))
    .join(', ') + (paths.length > SHOWN ? ` and ${paths.length - SHOWN} more` : '');
function refusalOf(plan, sync) {
    const count = sync.deletions.length;
    const paths = sync.deletions.map((file) => zonePath(plan, file.path));
    // deploy-site's deploys, the live one among them, are made by no build: a prune of the zone's
    // root would take the site down with them.
    const deploys = paths.filter((path) => path.startsWith(`/${site_rules/* DEPLOYS_FOLDER */.MT}/`));
    if (deploys.length > 0) {
        return `The prune would delete ${deploys.length} file(s) under /${site_rules/* DEPLOYS_FOLDER */.MT}/, where deploy-site keeps every deploy of a site, the live one among them: ${listPaths(deploys)}. Nothing was uploaded or deleted. Add a keep pattern that holds them (${plan.target.length === 0 ? `${site_rules/* DEPLOYS_FOLDER */.MT}/**` : 'relative to target-path'}), or sync into a folder of its own; deploy-site's keep-deploys retires old deploys.`;
    }
    if (count > plan.maxPrune) {
        return `The prune would delete ${count} files, more than max-prune (${plan.maxPrune}): ${listPaths(paths)}. Nothing was uploaded or deleted. Check source-dir and target-path; raise max-prune or add keep patterns if that is what you want.`;
    }
    if (count > 0 && count === sync.remoteOutsideKeep && !plan.allowPruneAll) {
        return `The prune would delete every file under ${(0,storage_paths/* displayPath */.Gt)(plan.target, true)} that was there before (${count}: ${listPaths(paths)}): the build has none of them. Nothing was uploaded or deleted. Check source-dir and target-path; if that is what you want, set allow-prune-all: true.`;
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
    return `https://${host.toLowerCase()}${(0,storage_paths/* displayPath */.Gt)(plan.target, true).split('/').map(encodeURIComponent).join('/')}`;
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
        const folder = (0,storage_paths/* displayPath */.Gt)([zoneName, ...plan.target], true);
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
            report.log.info(`Listing ${(0,storage_paths/* displayPath */.Gt)([zone.name, ...plan.target], true)} on ${zone.host}, one folder a request, at most five at a time.`);
            // The listing waits on the network and the hashing on the disk: both at once.
            const listing = (0,remote_tree/* listRemoteTree */.v)(storage, plan.target).catch((error) => {
                throw explainStorageError(error, zone);
            });
            const [remote, local] = await Promise.all([listing, (0,local_tree/* hashLocalFiles */.vM)(plan.files, HASH_CONCURRENCY)]);
            report.log.info(`Listed ${remote.files.size} remote file(s) in ${remote.listings} folder listing(s)${remote.exists ? '' : ' (the folder does not exist yet)'}; hashed ${local.length} local file(s).`);
            const sync = (0,sync_plan/* planSync */.R)(local, remote.files, {
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
        const line = `Plan for ${(0,storage_paths/* displayPath */.Gt)([zone.name, ...plan.target], true)} on ${zone.host}: ${sync.uploads.length} to upload (${reasonCounts(sync)}; ${bytes} bytes), ` +
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
            ['Folder', (0,storage_paths/* displayPath */.Gt)(plan.target, true)],
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
            const outcomes = await (0,uploader/* uploadFiles */.Z)(storage, sync.uploads.map((upload) => upload.file), {
                concurrency: plan.concurrency,
                target: plan.target,
                onOutcome: (outcome) => {
                    const shown = (0,untrusted_text/* inline */.mG)((0,storage_paths/* displayPath */.Gt)(outcome.segments), 300);
                    if (outcome.uploaded) {
                        uploadedPaths.push((0,storage_paths/* displayPath */.Gt)(outcome.segments));
                        bytes += outcome.file.size;
                        log.info(`uploaded ${shown} (${outcome.file.size} bytes${outcome.confirmedByListing
                            ? "; every answer was lost, and the folder's listing shows it stored as hashed"
                            : outcome.repeatedAfterLoss
                                ? '; sent again after an answer was lost'
                                : ''})`);
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
                const lines = failed.slice(0, SHOWN).map((outcome) => `${(0,storage_paths/* displayPath */.Gt)(outcome.segments)}: ${failureLine(outcome, zone)}`);
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
            await (0,pool/* runPool */.k)(sync.deletions, Math.min(plan.concurrency, storage_client/* DELETES_AT_ONCE */.tZ), async (file) => {
                const segments = [...plan.target, ...file.path.split('/')];
                try {
                    const result = await storage.deleteFile(segments);
                    deletedPaths.push((0,storage_paths/* displayPath */.Gt)(segments));
                    log.info(`deleted ${(0,untrusted_text/* inline */.mG)((0,storage_paths/* displayPath */.Gt)(segments), 300)}${result.found ? '' : ' (already gone)'}`);
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
                ['Folder', (0,storage_paths/* displayPath */.Gt)(plan.target, true)],
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


/***/ }),

/***/ 456:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fb: () => (/* binding */ walkLocalTree),
/* harmony export */   iZ: () => (/* binding */ LinkOutsideError),
/* harmony export */   vM: () => (/* binding */ hashLocalFiles)
/* harmony export */ });
/* unused harmony exports LocalFile, HashedFile */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _pool_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7935);




/**
 * A file of the local tree. Its absolute path is made when it is asked for: held for each of
 * 20,000 files, those strings were megabytes the step kept from the walk to its last upload.
 */
class LocalFile {
    /** The tree's root, as the walk was given it. */
    root;
    /** Relative to the tree's root, segments joined with '/'. */
    path;
    constructor(root, path) {
        this.root = root;
        this.path = path;
    }
    get absolutePath() {
        return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(this.root, this.path);
    }
}
class HashedFile extends LocalFile {
    /** Bytes, as read when it was hashed. */
    size;
    /** SHA-256 of the bytes, upper-case hex (as the Checksum header and the listing carry it). */
    sha256;
    constructor(file, size, sha256) {
        super(file.root, file.path);
        this.size = size;
        this.sha256 = sha256;
    }
}
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
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(root, target);
    return rel === '' || (!rel.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_2__.sep}`) && rel !== '..' && !(0,node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute)(rel));
}
/**
 * Every file below `root` that `scope` covers, walking one folder at a time (a listing, never the
 * tree's contents, is held). Symbolic links are followed while they stay inside `allowedRoot`
 * (the workspace); one leading out fails the walk, and a folder reached twice is read once.
 */
async function walkLocalTree(root, scope, allowedRoot) {
    const files = [];
    const realAllowed = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(allowedRoot);
    const seen = new Set([await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(root)]);
    const folders = [{ absolute: root, relative: '' }];
    while (folders.length > 0) {
        const folder = folders.pop();
        const entries = [];
        for await (const entry of await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.opendir)(folder.absolute)) {
            entries.push({
                name: entry.name,
                kind: entry.isFile() ? 'file' : entry.isDirectory() ? 'dir' : entry.isSymbolicLink() ? 'link' : 'other',
            });
        }
        for (const entry of entries) {
            const path = folder.relative === '' ? entry.name : `${folder.relative}/${entry.name}`;
            const absolutePath = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(folder.absolute, entry.name);
            let kind = entry.kind;
            if (kind === 'link') {
                const target = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(absolutePath).catch(() => undefined);
                // A dangling link has nothing to upload.
                if (target === undefined)
                    continue;
                if (!inside(realAllowed, target)) {
                    if (scope.covers(path))
                        throw new LinkOutsideError(path);
                    continue;
                }
                const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(target);
                kind = info.isFile() ? 'file' : info.isDirectory() ? 'dir' : 'other';
                if (kind === 'dir') {
                    if (seen.has(target))
                        continue;
                    seen.add(target);
                }
            }
            if (kind === 'dir') {
                if (!scope.skipsFolder(path))
                    folders.push({ absolute: absolutePath, relative: path });
            }
            else if (kind === 'file' && scope.covers(path)) {
                // Its size is read when it is hashed: a stat here, one file after another, cost more than the hash.
                files.push(new LocalFile(root, path));
            }
        }
    }
    files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    return files;
}
/** Files up to this size are read whole to hash (one read); larger ones are streamed. */
const WHOLE_READ_BYTES = 1024 * 1024;
/**
 * SHA-256 of one file, upper-case hex, and its size. A large one is read a chunk at a time into
 * one buffer, used again for every chunk: a stream allocates a fresh chunk per read, and a
 * 240 MiB file left 240 MiB of chunks for the garbage collector, which the peak grew by.
 */
async function sha256OfFile(path) {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    const { size } = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(path);
    let read = 0;
    if (size <= WHOLE_READ_BYTES) {
        const bytes = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(path);
        read = bytes.length;
        hash.update(bytes);
    }
    else {
        const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(path, 'r');
        try {
            const buffer = Buffer.allocUnsafe(WHOLE_READ_BYTES);
            for (;;) {
                const { bytesRead } = await handle.read(buffer, 0, buffer.length, read);
                if (bytesRead === 0)
                    break;
                read += bytesRead;
                // update() copies what it needs before the next read overwrites the buffer.
                hash.update(buffer.subarray(0, bytesRead));
            }
        }
        finally {
            await handle.close();
        }
    }
    // The bytes hashed are what is uploaded and compared: a file that grew meanwhile counts as read.
    return { size: read, sha256: hash.digest('hex').toUpperCase() };
}
/** Hashes every file, `concurrency` at once; the result keeps the input's order. */
async function hashLocalFiles(files, concurrency) {
    const hashed = new Array(files.length);
    await (0,_pool_js__WEBPACK_IMPORTED_MODULE_3__/* .runPool */ .k)(files.keys(), concurrency, async (index) => {
        const file = files[index];
        const { size, sha256 } = await sha256OfFile(file.absolutePath);
        hashed[index] = new HashedFile(file, size, sha256);
    });
    return hashed;
}


/***/ }),

/***/ 5760:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AL: () => (/* binding */ patternProblem),
/* harmony export */   DZ: () => (/* binding */ PathPatterns),
/* harmony export */   ky: () => (/* binding */ SyncScope)
/* harmony export */ });
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


/***/ }),

/***/ 7935:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ runPool)
/* harmony export */ });
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


/***/ }),

/***/ 4297:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ planSync)
/* harmony export */ });
/* harmony import */ var _content_type_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9262);

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
            ((0,_content_type_js__WEBPACK_IMPORTED_MODULE_0__/* .isHtml */ ._)(file.path) ? html : first).push({ file, reason });
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


/***/ }),

/***/ 2300:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ uploadFiles)
/* harmony export */ });
/* harmony import */ var _content_type_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9262);
/* harmony import */ var _pool_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7935);


/**
 * Uploads files with at most `concurrency` in flight: every non-HTML file first, then, only if
 * all of them succeeded, the HTML files, so that no page is live before what it links to. A
 * failure does not stop the other uploads of its group; every outcome is returned, in input order.
 */
async function uploadFiles(client, files, options) {
    const outcomes = new Array(files.length);
    const groups = [
        [...files.keys()].filter((index) => !(0,_content_type_js__WEBPACK_IMPORTED_MODULE_0__/* .isHtml */ ._)(files[index].path)),
        [...files.keys()].filter((index) => (0,_content_type_js__WEBPACK_IMPORTED_MODULE_0__/* .isHtml */ ._)(files[index].path)),
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
        await (0,_pool_js__WEBPACK_IMPORTED_MODULE_1__/* .runPool */ .k)(group, options.concurrency, async (index) => {
            const file = files[index];
            const segments = [...options.target, ...file.path.split('/')];
            let outcome;
            try {
                const result = await client.upload(segments, { localPath: file.absolutePath, size: file.size, sha256: file.sha256 });
                outcome = {
                    file,
                    segments,
                    uploaded: true,
                    status: result.status,
                    repeatedAfterLoss: result.repeatedAfterLoss,
                    ...(result.confirmedByListing ? { confirmedByListing: true } : {}),
                };
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


/***/ })

};
