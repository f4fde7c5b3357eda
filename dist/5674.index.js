export const id = 5674;
export const ids = [5674];
export const modules = {

/***/ 7109:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   lM: () => (/* binding */ planned),
/* harmony export */   qf: () => (/* binding */ placeholder),
/* harmony export */   uA: () => (/* binding */ requestLine),
/* harmony export */   zG: () => (/* binding */ requests)
/* harmony export */ });
/** "PUT /dnszone/1/records": how messages and retry lines name a request; never a key or a body. */
function requestLine(request) {
    return `${request.method} ${request.path}`;
}
function placeholder(what) {
    return { placeholder: what };
}
/**
 * One path segment. `.` and `..` survive encoding and a URL resolves them, which would send
 * the request to another endpoint; callers refuse them as input, and this refuses them again.
 */
function segment(value) {
    if (typeof value === 'object')
        return `{${value.placeholder}}`;
    const text = String(value);
    if (text === '.' || text === '..' || text === '')
        throw new Error(`'${text}' cannot be a path segment`);
    return encodeURIComponent(text);
}
function planned({ method, path, query, body }, note) {
    return {
        method,
        path,
        ...(query === undefined ? {} : { query }),
        ...(body === undefined ? {} : { body }),
        ...(note === undefined ? {} : { note }),
    };
}
const requests = {
    /** The storage zone: its name, password, region and storage host, and its linked pull zones. */
    storageZone: (storageZoneId) => ({
        method: 'GET',
        path: `/storagezone/${segment(storageZoneId)}`,
        repeatSafe: true,
        okStatuses: [200],
        response: 'storageZone',
    }),
    /** The zone with its records: how a re-run finds the record it would add. */
    dnsZone: (zoneId) => ({
        method: 'GET',
        path: `/dnszone/${segment(zoneId)}`,
        repeatSafe: true,
        okStatuses: [200],
        response: 'dnsZone',
    }),
    /** Not idempotent: each success adds a record. */
    addDnsRecord: (zoneId, record) => ({
        method: 'PUT',
        path: `/dnszone/${segment(zoneId)}/records`,
        body: record,
        repeatSafe: false,
        okStatuses: [201, 200],
        response: 'dnsRecord',
    }),
    /**
     * 204 with no body: read the zone again for the result. Safe to repeat: it sends the whole
     * record, so a second send leaves the record as the first did.
     */
    updateDnsRecord: (zoneId, record) => ({
        method: 'POST',
        path: `/dnszone/${segment(zoneId)}/records/${segment(record.Id)}`,
        body: record,
        repeatSafe: true,
        okStatuses: [204, 200],
        emptyStatuses: [204, 200],
    }),
    /** 200 with the secret when it was created; 204 with no body when it existed and was updated. */
    upsertSecret: (scriptId, secret) => ({
        method: 'PUT',
        path: `/compute/script/${segment(scriptId)}/secrets`,
        body: secret,
        repeatSafe: true,
        okStatuses: [200, 201, 204],
        emptyStatuses: [204],
        response: 'scriptSecret',
    }),
    updateSecret: (scriptId, secretId, secret) => ({
        method: 'POST',
        path: `/compute/script/${segment(scriptId)}/secrets/${segment(secretId)}`,
        body: secret,
        repeatSafe: true,
        okStatuses: [200, 204],
        emptyStatuses: [204],
        response: 'scriptSecret',
    }),
    /**
     * A full replacement. Not safe to repeat blindly: a template without an id is a new
     * container, and the same body sent again after a lost answer creates it a second time (and
     * deletes the first); update-app reads the application and gives it its id before resending.
     * The answer (`{id}`, 200 or 201: the platform's Terraform provider accepts both) says nothing
     * the step did not send, so it is not read: a success is never failed for the shape of its body.
     */
    updateApp: (appId, config) => ({
        method: 'PUT',
        path: `/mc/apps/${segment(appId)}`,
        body: config,
        repeatSafe: false,
        okStatuses: [200, 201, 204],
        emptyStatuses: [200, 201, 204],
    }),
    /** The live application in the read model, which is not the update model. */
    app: (appId) => ({
        method: 'GET',
        path: `/mc/apps/${segment(appId)}`,
        repeatSafe: true,
        okStatuses: [200],
        response: 'application',
    }),
    /** Where a rollout stands: per region, pod and container. */
    appOverview: (appId) => ({
        method: 'GET',
        path: `/mc/apps/${segment(appId)}/overview`,
        repeatSafe: true,
        okStatuses: [200],
        response: 'appOverview',
    }),
    activeRelease: (scriptId) => ({
        method: 'GET',
        path: `/compute/script/${segment(scriptId)}/releases/active`,
        repeatSafe: true,
        okStatuses: [200],
        response: 'scriptRelease',
    }),
    auditLogPage: (query) => ({
        method: 'GET',
        path: `/user/audit/${segment(query.date)}`,
        // PascalCase, arrays as repeated parameters (`?Product=a&Product=b`).
        query: {
            Order: query.order,
            Limit: query.limit,
            ContinuationToken: query.continuationToken,
            Product: query.products,
            ResourceType: query.resourceTypes,
            ResourceId: query.resourceIds,
            ActorId: query.actorIds,
        },
        repeatSafe: true,
        okStatuses: [200],
        response: 'auditLogPage',
    }),
    /** 202 Accepted means the zone is still being set up: it is asked again. */
    shieldZoneOfPullZone: (pullZoneId) => ({
        method: 'GET',
        path: `/shield/shield-zone/get-by-pullzone/${segment(pullZoneId)}`,
        repeatSafe: true,
        okStatuses: [200],
        notReadyStatuses: [202],
        response: 'shieldZone',
    }),
    search: (query) => ({
        method: 'GET',
        path: '/search',
        query: { search: query.search, from: query.from, size: query.size },
        repeatSafe: true,
        okStatuses: [200],
        response: 'searchPage',
    }),
    /**
     * Purges a pull zone's cache, or only the files of one cache tag. The spec says 204, the
     * real API has been seen answering 200; neither carries a body worth reading. Not repeated
     * after it may have been carried out: each purge counts against the account's purge limit,
     * and a caller that paces its purges must not spend the budget twice on one purge.
     */
    purgePullZone: (pullZoneId, cacheTag) => ({
        method: 'POST',
        path: `/pullzone/${segment(pullZoneId)}/purgeCache`,
        ...(cacheTag === undefined ? {} : { body: { CacheTag: cacheTag } }),
        repeatSafe: false,
        okStatuses: [200, 204],
        emptyStatuses: [200, 204],
    }),
    /**
     * Purges one URL, or every URL under a prefix when it ends in `/` or holds `*` (unless
     * `exactPath`). The platform limits purges per account, so a caller paces them; like the
     * pull zone purge it is sent again only where it cannot have been carried out.
     */
    purgeUrl: (url, options = {}) => ({
        method: 'POST',
        path: '/purge',
        query: { url, ...(options.exactPath ? { exactPath: true } : {}) },
        repeatSafe: false,
        okStatuses: [200, 204],
        emptyStatuses: [200, 204],
    }),
    /** The script's secrets, names and ids without values, all in one answer (no paging). */
    scriptSecrets: (scriptId) => ({
        method: 'GET',
        path: `/compute/script/${segment(scriptId)}/secrets`,
        repeatSafe: true,
        okStatuses: [200],
        response: 'scriptSecretList',
    }),
    /** 204 when deleted; a 404 means it is gone already (a repeat after a lost answer gets one), which is the goal. */
    deleteSecret: (scriptId, secretId) => ({
        method: 'DELETE',
        path: `/compute/script/${segment(scriptId)}/secrets/${segment(secretId)}`,
        repeatSafe: true,
        okStatuses: [200, 204, 404],
        emptyStatuses: [200, 204, 404],
    }),
    /**
     * Creates the script's variable of that name, or sets the one it has (200 when created, with
     * the variable; 204 when updated). The whole variable is sent, so a second send leaves what
     * the first did. The answer is not read: what the write did is read back from the script
     * where it matters, so a success is never failed for the shape of its body.
     */
    upsertVariable: (scriptId, variable) => ({
        method: 'PUT',
        path: `/compute/script/${segment(scriptId)}/variables`,
        body: variable,
        repeatSafe: true,
        okStatuses: [200, 201, 204],
        emptyStatuses: [200, 201, 204],
    }),
    /** 204 when deleted; a 404 means it is gone already (a repeat after a lost answer gets one), which is the goal. */
    deleteVariable: (scriptId, variableId) => ({
        method: 'DELETE',
        path: `/compute/script/${segment(scriptId)}/variables/${segment(variableId)}`,
        repeatSafe: true,
        okStatuses: [200, 204, 404],
        emptyStatuses: [200, 204, 404],
    }),
    /** The script: hostnames, linked pull zones, its variables, CurrentReleaseId (0 before the first publish). */
    edgeScript: (scriptId) => ({
        method: 'GET',
        path: `/compute/script/${segment(scriptId)}`,
        repeatSafe: true,
        okStatuses: [200],
        response: 'edgeScript',
    }),
    /** Saves the script's draft code; the same code twice leaves the same draft. */
    saveScriptCode: (scriptId, code, credential) => ({
        method: 'POST',
        path: `/compute/script/${segment(scriptId)}/code`,
        body: { Code: code },
        repeatSafe: true,
        okStatuses: [200, 204],
        emptyStatuses: [200, 204],
        ...(credential === undefined ? {} : { credential }),
    }),
    /**
     * Publishes the draft as a new release. The spec declares a `uuid` parameter this path does
     * not have; none is sent. Not safe to repeat: each success makes one more release. Without a
     * note nothing is sent as the body, as the platform's own deploy action publishes.
     */
    publishScript: (scriptId, note, credential) => ({
        method: 'POST',
        path: `/compute/script/${segment(scriptId)}/publish`,
        ...(note === undefined ? {} : { body: { Note: note } }),
        repeatSafe: false,
        okStatuses: [200, 204],
        emptyStatuses: [200, 204],
        ...(credential === undefined ? {} : { credential }),
    }),
    /** Publishes an earlier release again (the platform's CLI rolls back with it). */
    republishScript: (scriptId, uuid, note) => ({
        method: 'POST',
        path: `/compute/script/${segment(scriptId)}/publish/${segment(uuid)}`,
        body: { Note: note },
        repeatSafe: false,
        okStatuses: [200, 204],
        emptyStatuses: [200, 204],
    }),
    /** One page of the script's releases, each with its Code (perPage 5..1000). */
    scriptReleases: (scriptId, page, perPage) => ({
        method: 'GET',
        path: `/compute/script/${segment(scriptId)}/releases`,
        query: { page, perPage },
        repeatSafe: true,
        okStatuses: [200],
        response: 'scriptReleasePage',
    }),
    /**
     * The digest a tag has now: a read, whatever the method says. `registryId` is of the kind the
     * document names: "dockerhub", "github", or the id of a private registry.
     */
    resolveImageDigest: (image) => ({
        method: 'POST',
        path: '/mc/registries/digest',
        body: image,
        repeatSafe: true,
        okStatuses: [200],
        response: 'imageTagInfo',
    }),
    /**
     * Changes one container's image and nothing else: members a PATCH does not send stay as they
     * are (the grace period, node selectors, endpoints the read model cannot express). Setting the
     * same image twice leaves the same state. The answer (the template) is not read: what the
     * PATCH did is read back from the application where it matters, so a success is never failed
     * for the shape of its body.
     */
    patchContainerImage: (appId, containerId, image) => ({
        method: 'PATCH',
        path: `/mc/apps/${segment(appId)}/containers/${segment(containerId)}`,
        body: image,
        repeatSafe: true,
        okStatuses: [200, 201, 204],
        emptyStatuses: [200, 201, 204],
    }),
    /** One container registry of the account: whether it is public, and its host. */
    containerRegistry: (registryId) => ({
        method: 'GET',
        path: `/mc/registries/${segment(registryId)}`,
        repeatSafe: true,
        okStatuses: [200],
        response: 'containerRegistry',
    }),
    /** 204 when deleted; a 404 says neither whether the zone or the record is missing (read the zone first). */
    deleteDnsRecord: (zoneId, recordId) => ({
        method: 'DELETE',
        path: `/dnszone/${segment(zoneId)}/records/${segment(recordId)}`,
        repeatSafe: true,
        okStatuses: [200, 204, 404],
        emptyStatuses: [200, 204, 404],
    }),
    /** The pull zone with its edge rules (each with its Guid) and hostnames: the only read that returns the rules. */
    pullZone: (pullZoneId) => ({
        method: 'GET',
        path: `/pullzone/${segment(pullZoneId)}`,
        repeatSafe: true,
        okStatuses: [200],
        response: 'pullZone',
    }),
    /**
     * Creates a rule (no Guid) or replaces one whole (its Guid). 201 with no body: the rule is read
     * back from the zone by its Description. Safe to repeat only with a Guid: without one, a second
     * send adds a second rule.
     */
    addOrUpdateEdgeRule: (pullZoneId, rule) => ({
        method: 'POST',
        path: `/pullzone/${segment(pullZoneId)}/edgerules/addOrUpdate`,
        body: rule,
        repeatSafe: rule.Guid !== undefined,
        okStatuses: [201, 200, 204],
        emptyStatuses: [201, 200, 204],
    }),
    /** 204; a 404 after the zone was read means the rule is gone already, which is the goal. */
    deleteEdgeRule: (pullZoneId, guid) => ({
        method: 'DELETE',
        path: `/pullzone/${segment(pullZoneId)}/edgerules/${segment(guid)}`,
        repeatSafe: true,
        okStatuses: [204, 200, 404],
        emptyStatuses: [204, 200, 404],
    }),
    /** 204. Not repeated blindly: a second add of the same name is refused (already registered); read the zone instead. */
    addHostname: (pullZoneId, hostname) => ({
        method: 'POST',
        path: `/pullzone/${segment(pullZoneId)}/addHostname`,
        body: { Hostname: hostname },
        repeatSafe: false,
        okStatuses: [204, 200],
        emptyStatuses: [204, 200],
    }),
    /**
     * Asks for the free TLS certificate of a hostname the account has (as the platform's CLI and
     * Terraform provider do after adding one). 200 with no body; 400 when it cannot be issued
     * (the hostname does not point at the pull zone). Safe to repeat: a second ask for a hostname
     * whose certificate is issued changes nothing.
     */
    loadFreeCertificate: (hostname) => ({
        method: 'GET',
        path: '/pullzone/loadFreeCertificate',
        query: { hostname },
        repeatSafe: true,
        okStatuses: [200, 204],
        emptyStatuses: [200, 204],
    }),
    /** 204. A second removal is a 400 (not found): read the zone instead of repeating. */
    removeHostname: (pullZoneId, hostname) => ({
        method: 'DELETE',
        path: `/pullzone/${segment(pullZoneId)}/removeHostname`,
        body: { Hostname: hostname },
        repeatSafe: false,
        okStatuses: [204, 200],
        emptyStatuses: [204, 200],
    }),
};


/***/ }),

/***/ 5036:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MK: () => (/* binding */ withoutCode),
/* harmony export */   TM: () => (/* binding */ firstLine),
/* harmony export */   W5: () => (/* binding */ pollLine),
/* harmony export */   "do": () => (/* binding */ releaseName),
/* harmony export */   h6: () => (/* binding */ waited)
/* harmony export */ });
/* harmony import */ var _api_wait_log_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4869);
/* harmony import */ var _runner_untrusted_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3649);


/** How publish-script and rollback-script name releases and waits in their messages. */
/** "release 9101 (uuid c3f9a06d)"; API text made a safe line. */
function releaseName(release) {
    return `release ${release.Id}${release.Uuid ? ` (uuid ${(0,_runner_untrusted_text_js__WEBPACK_IMPORTED_MODULE_0__/* .inline */ .mG)(release.Uuid, 80)})` : ''}`;
}
/** The release as `result` carries it: everything but `Code`, the whole script source. */
function withoutCode(release) {
    const copy = { ...release };
    delete copy.Code;
    return copy;
}
/** "after 12 s (7 polls)". */
const waited = _api_wait_log_js__WEBPACK_IMPORTED_MODULE_1__/* .waitedFor */ .a6;
/** "Poll 3 at 4 s: <state>; next poll in 2 s": `state` says what the release read means to the caller. */
function pollLine(poll, state) {
    const found = poll.error
        ? `the read failed (${(0,_runner_untrusted_text_js__WEBPACK_IMPORTED_MODULE_0__/* .inline */ .mG)(poll.error, 200)}); asking again`
        : poll.release === undefined
            ? 'no active release yet'
            : state(poll.release, poll.verdict);
    return (0,_api_wait_log_js__WEBPACK_IMPORTED_MODULE_1__/* .pollLine */ .W5)({ ...poll, settled: poll.verdict !== 'waiting' }, found);
}
/** The first line of a failure, for a message that goes on to say what the step did about it. */
const firstLine = (error) => (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';


/***/ }),

/***/ 7089:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ readActiveRelease)
/* harmony export */ });
/* harmony import */ var _api_api_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(316);
/* harmony import */ var _api_requests_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7109);


/** THE reader of a script's active release: a 404 means "none", any other failure is thrown. */
async function readActiveRelease(client, scriptId) {
    try {
        return { release: (await client.send(_api_requests_js__WEBPACK_IMPORTED_MODULE_1__/* .requests */ .zG.activeRelease(scriptId))).body, notFound: undefined };
    }
    catch (error) {
        if (error instanceof _api_api_error_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .h && error.status === 404)
            return { release: undefined, notFound: error };
        throw error;
    }
}


/***/ }),

/***/ 9339:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ codeSha256),
/* harmony export */   w: () => (/* binding */ releaseHash)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

/** SHA-256 of a script's code as the platform stores it (UTF-8), lower-case hex. */
function codeSha256(code) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(code).digest('hex');
}
/**
 * The hash of a release's code; undefined when the answer carries no Code (a list item may
 * not), which proves nothing: it is never the hash of an empty script.
 */
function releaseHash(release) {
    return typeof release.Code === 'string' ? codeSha256(release.Code) : undefined;
}


/***/ }),

/***/ 2486:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   aW: () => (/* binding */ commitFromNote),
/* harmony export */   nB: () => (/* binding */ rollbackNote),
/* harmony export */   wm: () => (/* binding */ deployNote)
/* harmony export */ });
/**
 * The notes this action writes, and the one reading of a commit from a note. A release published
 * with an API key has no CommitSha: its note is the only place a pipeline can name the commit,
 * so notes are written so that they cannot be misread, and read so that no other number is
 * taken for a commit.
 */
/**
 * The form of this action's own deploy note, with the commit it names, anywhere in a note: a
 * workflow's own note may put text before it ("v1.8.0: Deploy <sha> (<run url>)").
 */
const DEPLOY_NOTE = /(?<![0-9a-z])Deploy\s+([0-9a-f]{7,40})(?![0-9a-z])/gi;
/** A full commit SHA standing alone, with a letter in it: 40 decimal digits are a number, not a commit. */
const FULL_SHA = /(?<![0-9a-z])(?=[0-9]*[a-f])[0-9a-f]{40}(?![0-9a-z])/i;
/** A note that says it rolls back names the commit it undoes, or the one it restores: never the commit deployed. */
const ROLLBACK = /\b(?:roll(?:ed|ing|s)?[\s-]*back|rollback|revert(?:ed|ing|s)?)\b/i;
/** `Deploy <sha> (<run url>)`: the default note of a publish, which get-active-release reads back. */
function deployNote(commit, runUrl) {
    return [commit ? `Deploy ${commit}` : 'Deploy by bunny-platform-action', runUrl ? `(${runUrl})` : undefined]
        .filter((part) => part !== undefined)
        .join(' ');
}
/**
 * The note of a re-publish: it names the release it restores, by id when known and by Uuid, and
 * no commit, so that it never reads as a deploy of the commit it rolls back from.
 */
function rollbackNote(target, runUrl, why) {
    const release = target.Id === undefined ? `release ${target.Uuid}` : `release ${target.Id} (uuid ${target.Uuid})`;
    return [`Roll back to ${release}`, why, runUrl ? `(${runUrl})` : undefined].filter((part) => part !== undefined).join(' ');
}
/**
 * The commit a note says was deployed: the SHA of this action's own form (`Deploy <sha>`, the
 * first of them wherever it stands; fewer
 * than 40 digits only with a letter, since a date or a run number is all digits), else a full
 * 40-digit SHA. A rollback's note names none. Lower-case; undefined when the note names none.
 */
function commitFromNote(note) {
    if (!note || ROLLBACK.test(note))
        return undefined;
    for (const [, own = ''] of note.matchAll(DEPLOY_NOTE)) {
        if (own.length === 40 || /[a-f]/i.test(own))
            return own.toLowerCase();
    }
    return FULL_SHA.exec(note)?.[0].toLowerCase();
}


/***/ }),

/***/ 4430:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ waitForActiveRelease)
/* harmony export */ });
/* harmony import */ var _api_polling_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4900);
/* harmony import */ var _active_release_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7089);


/**
 * THE wait on a script's active release, for publish, rollback and get-active-release alike. A
 * 404 counts as "no release yet"; a transient failure (no answer, 429, 5xx) is asked again at
 * the next poll, whatever the operation: a deploy in progress is no reason to give up on one
 * that may be fine. Any other failure ends the wait by throwing.
 */
async function waitForActiveRelease(options) {
    let failure;
    let notFound;
    let release;
    const result = await (0,_api_polling_js__WEBPACK_IMPORTED_MODULE_0__/* .pollUntil */ .g)({
        read: async () => {
            failure = undefined;
            try {
                const read = await (0,_active_release_js__WEBPACK_IMPORTED_MODULE_1__/* .readActiveRelease */ .K)(options.client, options.scriptId);
                notFound = read.notFound;
                release = read.release;
                return read.release;
            }
            catch (error) {
                failure = error;
                release = undefined;
                notFound = undefined;
                throw error;
            }
        },
        settled: (read) => options.judge(read) !== 'waiting',
        waitMs: options.waitMs,
        intervalMs: options.intervalMs,
        clock: options.clock,
        tolerate: _api_polling_js__WEBPACK_IMPORTED_MODULE_0__/* .isTransient */ .d,
        onPoll: (sample) => options.onPoll?.({
            poll: sample.poll,
            elapsedMs: sample.elapsedMs,
            release: sample.error === undefined ? sample.value : undefined,
            verdict: sample.error === undefined ? options.judge(sample.value) : 'waiting',
            error: sample.error,
            nextInMs: sample.nextInMs,
        }),
    });
    const verdict = failure === undefined ? options.judge(release) : 'waiting';
    return {
        verdict: verdict === 'waiting' ? 'timeout' : verdict,
        release,
        notFound,
        failure,
        polls: result.polls,
        elapsedMs: result.elapsedMs,
    };
}


/***/ })

};
