export const id = 220;
export const ids = [220];
export const modules = {

/***/ 7109:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ requestLine),
/* harmony export */   z: () => (/* binding */ requests)
/* harmony export */ });
/** "PUT /dnszone/1/records": how messages and retry lines name a request; never a key or a body. */
function requestLine(request) {
    return `${request.method} ${request.path}`;
}
/**
 * One path segment. `.` and `..` survive encoding and a URL resolves them, which would send
 * the request to another endpoint; callers refuse them as input, and this refuses them again.
 */
function segment(value) {
    const text = String(value);
    if (text === '.' || text === '..' || text === '')
        throw new Error(`'${text}' cannot be a path segment`);
    return encodeURIComponent(text);
}
const requests = {
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
     */
    updateApp: (appId, config) => ({
        method: 'PUT',
        path: `/mc/apps/${segment(appId)}`,
        body: config,
        repeatSafe: false,
        // The platform's Terraform provider accepts both.
        okStatuses: [200, 201],
        response: 'appUpdate',
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
    /** The script: hostnames, linked pull zones, CurrentReleaseId (0 before the first publish). */
    edgeScript: (scriptId) => ({
        method: 'GET',
        path: `/compute/script/${segment(scriptId)}`,
        repeatSafe: true,
        okStatuses: [200],
        response: 'edgeScript',
    }),
    /** Saves the script's draft code; the same code twice leaves the same draft. */
    saveScriptCode: (scriptId, code) => ({
        method: 'POST',
        path: `/compute/script/${segment(scriptId)}/code`,
        body: { Code: code },
        repeatSafe: true,
        okStatuses: [200, 204],
        emptyStatuses: [200, 204],
    }),
    /**
     * Publishes the draft as a new release. The spec declares a `uuid` parameter this path does
     * not have; none is sent. Not safe to repeat: each success makes one more release.
     */
    publishScript: (scriptId, note) => ({
        method: 'POST',
        path: `/compute/script/${segment(scriptId)}/publish`,
        body: { Note: note },
        repeatSafe: false,
        okStatuses: [200, 204],
        emptyStatuses: [200, 204],
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
    /** The digest a tag has now: a read, whatever the method says. */
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
     * same image twice leaves the same state.
     */
    patchContainerImage: (appId, containerId, image) => ({
        method: 'PATCH',
        path: `/mc/apps/${segment(appId)}/containers/${segment(containerId)}`,
        body: image,
        repeatSafe: true,
        okStatuses: [200, 204],
        emptyStatuses: [204],
        response: 'containerTemplate',
    }),
    /** 204 when deleted; a 404 says neither whether the zone or the record is missing (read the zone first). */
    deleteDnsRecord: (zoneId, recordId) => ({
        method: 'DELETE',
        path: `/dnszone/${segment(zoneId)}/records/${segment(recordId)}`,
        repeatSafe: true,
        okStatuses: [200, 204, 404],
        emptyStatuses: [200, 204, 404],
    }),
};


/***/ }),

/***/ 3438:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GY: () => (/* binding */ checkSecretValue),
/* harmony export */   aM: () => (/* binding */ checkSecretName),
/* harmony export */   dU: () => (/* binding */ readSecretList)
/* harmony export */ });
/* unused harmony export isConventionalName */
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2495);
/* harmony import */ var _api_limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1404);


const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
/**
 * Checks a secret value, already registered for masking where it was read; never puts the
 * value in a message. `source` names where it came from when that is not the input itself.
 */
function checkSecretValue(input, value, source) {
    if (value === undefined || value === '') {
        throw new _inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(input, `${source ?? 'the value'} is empty; a secret that a workflow expression could not resolve arrives as an empty string, so an empty value is refused`);
    }
    if (value.length > _api_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .SECRET_VALUE_MAX */ .KJ) {
        throw new _inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(input, `${source ?? 'the value'} is ${value.length} characters long; the API allows at most ${_api_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .SECRET_VALUE_MAX */ .KJ}`);
    }
    return value;
}
/**
 * A secret name: 1 to 256 characters, as the API allows, without control characters (a
 * newline in a name would start a new log line). `hideText` leaves the text out of the
 * message: in the `secrets` list a user may have pasted a value where a name belongs.
 */
function checkSecretName(input, name, where = '', hideText = false) {
    if (name.length < 1 || name.length > _api_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .SECRET_NAME_MAX */ .Ez) {
        throw new _inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(input, `${where}secret name must be 1 to ${_api_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .SECRET_NAME_MAX */ .Ez} characters, got ${name.length}`);
    }
    const control = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.exec(name);
    if (control) {
        const shown = hideText ? `has a control character at position ${control.index + 1}` : `${(0,_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .showValue */ .vp)(name)} has a control character`;
        throw new _inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(input, `${where}secret name ${shown}; names may not hold control characters`);
    }
    return name;
}
/**
 * The `secrets` input: one secret a line, `NAME` (value from the variable NAME) or
 * `NAME=VAR` (value from VAR). Values travel through `env:`, never through YAML parsing.
 */
function readSecretList(inputs, env) {
    const lines = inputs.lines('secrets');
    const seen = new Set();
    const problems = [];
    const read = [];
    lines.forEach((line, index) => {
        const where = `line ${index + 1}: `;
        try {
            const equals = line.indexOf('=');
            const name = (0,_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .trimAscii */ .ic)(equals === -1 ? line : line.slice(0, equals));
            const variable = (0,_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .trimAscii */ .ic)(equals === -1 ? line : line.slice(equals + 1));
            const value = variable === '' ? undefined : inputs.environmentSecret(env, variable);
            // A token is printed only when it is proven to be a variable's name (it is set) or reads
            // as one by convention; anything else may be a value pasted where a name belongs, so it
            // is masked and left out of every message.
            const shownAsName = value !== undefined || isConventionalName(variable);
            if (!shownAsName && variable.length >= 4)
                inputs.mask(variable);
            if (!shownAsName && equals === -1 && name.length >= 4)
                inputs.mask(name);
            checkSecretName('secrets', name, where, true);
            if (!ENV_NAME.test(variable) || !shownAsName) {
                throw new _inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('secrets', `${where}${equals === -1 ? 'the line' : "the text after '='"} is not set as an environment variable and does not read as a variable name (capitals, digits and _); it is not shown in case it is a value. ` +
                    'Expected NAME or NAME=VARIABLE, one secret a line, with the value passed through env:');
            }
            if (seen.has(name))
                throw new _inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('secrets', `${where}secret ${name} is listed twice`);
            seen.add(name);
            if (value === undefined) {
                throw new _inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('secrets', `${where}environment variable ${variable} is not set; pass the value with env: ${variable}: \${{ secrets.${variable} }}`);
            }
            const source = `environment variable ${variable}`;
            read.push({ name, value: checkSecretValue('secrets', value, `${where}${source}`), source });
        }
        catch (error) {
            if (!(error instanceof _inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz))
                throw error;
            problems.push(error.message.replace(/^Input 'secrets': /, ''));
        }
    });
    // Every line's problem at once: three unset variables are three lines of one message.
    if (problems.length > 0)
        throw new _inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('secrets', problems.join('\n'));
    return read;
}
/**
 * A name by convention: capitals and digits in parts joined by _, where a part's digits only
 * end it (DB2, V1): a credential (AKIAIOSFODNN7EXAMPLE, sk_live_...) does not read so.
 */
function isConventionalName(token) {
    return token.length <= 64 && /^[A-Z][A-Z]*[0-9]{0,4}(_[A-Z0-9][A-Z]*[0-9]{0,4})*$/.test(token);
}


/***/ }),

/***/ 6458:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ explainNotFound)
/* harmony export */ });
/* harmony import */ var _api_api_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(316);

/** A 404 with a sentence saying which input to check; any other error as it is. */
function explainNotFound(error, hint) {
    return error instanceof _api_api_error_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .h && error.status === 404 ? error.withMessage(`${error.message}\n${hint}`) : error;
}


/***/ }),

/***/ 2806:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ REDACTED)
/* harmony export */ });
const REDACTED = '***';


/***/ }),

/***/ 6220:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   operation: () => (/* binding */ operation)
/* harmony export */ });
/* harmony import */ var _api_requests_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7109);
/* harmony import */ var _api_error_context_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6458);
/* harmony import */ var _runner_untrusted_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3649);
/* harmony import */ var _inputs_secret_inputs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3438);
/* harmony import */ var _operation_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2806);





const operation = {
    plan({ inputs }) {
        // The value is registered for masking before anything else can fail and print.
        const raw = inputs.secret('secret-value');
        const scriptId = inputs.id('script-id');
        const secretId = inputs.id('secret-id');
        const value = (0,_inputs_secret_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .checkSecretValue */ .GY)('secret-value', raw);
        return { scriptId, secretId, value };
    },
    describe(plan) {
        return [_api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .requests */ .z.updateSecret(plan.scriptId, plan.secretId, { Secret: _operation_js__WEBPACK_IMPORTED_MODULE_4__/* .REDACTED */ .X })];
    },
    async execute(plan, client, { setOutput, summary, log }) {
        // Known before the call, so set even if it fails.
        setOutput('secret-id', plan.secretId);
        const { body } = await client
            .send(_api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .requests */ .z.updateSecret(plan.scriptId, plan.secretId, { Secret: plan.value }))
            .catch((error) => {
            throw (0,_api_error_context_js__WEBPACK_IMPORTED_MODULE_1__/* .explainNotFound */ .h)(error, `Script ${plan.scriptId} has no secret with the id ${plan.secretId}, or the script does not exist: check script-id and secret-id.`);
        });
        const secret = { Id: body?.Id ?? plan.secretId, Name: body?.Name ?? null, LastModified: body?.LastModified ?? null };
        log.info(`Secret ${secret.Name === null ? secret.Id : (0,_runner_untrusted_text_js__WEBPACK_IMPORTED_MODULE_2__/* .inline */ .mG)(secret.Name, 120)} of script ${plan.scriptId} updated`);
        setOutput('secret-id', secret.Id);
        setOutput('secret-name', secret.Name ?? undefined);
        setOutput('last-modified', secret.LastModified ?? undefined);
        setOutput('result', secret);
        summary
            .heading(`bunny.net update-secret: script ${plan.scriptId}`)
            .table(['Secret', 'Id', 'Result', 'Last modified'], [[secret.Name, secret.Id, 'updated', secret.LastModified]]);
    },
};


/***/ })

};
