export const id = 475;
export const ids = [475];
export const modules = {

/***/ 7109:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   uA: () => (/* binding */ requestLine),
/* harmony export */   zG: () => (/* binding */ requests)
/* harmony export */ });
/* unused harmony export HTTP_METHODS */
/** Every method the platform's management API uses; the emulator and the test tables name theirs from here. */
const HTTP_METHODS = (/* unused pure expression or super */ null && (['GET', 'PUT', 'POST', 'PATCH', 'DELETE']));
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
    /** A full replacement: sending the same configuration twice leaves the same state. */
    updateApp: (appId, config) => ({
        method: 'PUT',
        path: `/mc/apps/${segment(appId)}`,
        body: config,
        repeatSafe: true,
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
     * real API has been seen answering 200; neither carries a body worth reading. Safe to
     * repeat: a second purge of an empty cache changes nothing.
     */
    purgePullZone: (pullZoneId, cacheTag) => ({
        method: 'POST',
        path: `/pullzone/${segment(pullZoneId)}/purgeCache`,
        ...(cacheTag === undefined ? {} : { body: { CacheTag: cacheTag } }),
        repeatSafe: true,
        okStatuses: [200, 204],
        emptyStatuses: [200, 204],
    }),
    /**
     * Purges one URL, or every URL under a prefix when it ends in `/` or holds `*` (unless
     * `exactPath`). The platform limits purges per account, so a caller paces them.
     */
    purgeUrl: (url, options = {}) => ({
        method: 'POST',
        path: '/purge',
        query: { url, ...(options.exactPath ? { exactPath: true } : {}) },
        repeatSafe: true,
        okStatuses: [200, 204],
        emptyStatuses: [200, 204],
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
/** Checks a secret value and registers it for masking; never puts the value in a message. */
function checkSecretValue(input, value, source, secrets) {
    secrets.add(value);
    if (value === undefined || value === '') {
        throw new _inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(input, `${source} is empty; a secret that a workflow expression could not resolve arrives as an empty string, so an empty value is refused`);
    }
    if (value.length > _api_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .SECRET_VALUE_MAX */ .KJ) {
        throw new _inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(input, `${source} is ${value.length} characters long; the API allows at most ${_api_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .SECRET_VALUE_MAX */ .KJ}`);
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
function readSecretList(inputs, env, secrets) {
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
            const value = variable === '' ? undefined : env[variable];
            // A token is printed only when it is proven to be a variable's name (it is set) or reads
            // as one by convention; anything else may be a value pasted where a name belongs, so it
            // is masked and left out of every message.
            const shownAsName = value !== undefined || isConventionalName(variable);
            if (!shownAsName && variable.length >= 4)
                secrets.add(variable);
            if (!shownAsName && equals === -1 && name.length >= 4)
                secrets.add(name);
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
            read.push({ name, value: checkSecretValue('secrets', value, `${where}${source}`, secrets), source });
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

/***/ 9475:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  operation: () => (/* binding */ upsert_secret_operation)
});

// EXTERNAL MODULE: ./api/requests.ts
var requests = __webpack_require__(7109);
// EXTERNAL MODULE: ./api/api-error.ts
var api_error = __webpack_require__(316);
// EXTERNAL MODULE: ./operations/api-error-context.ts
var api_error_context = __webpack_require__(6458);
;// CONCATENATED MODULE: ./operations/upsert-secret/bounded-concurrency.ts
/**
 * Runs `task` over `items` with at most `limit` in flight and returns the settled results
 * in input order, so one failure neither stops the others nor loses their results.
 */
async function settleWithConcurrency(items, limit, task) {
    const results = new Array(items.length);
    let next = 0;
    const worker = async () => {
        for (let index = next++; index < items.length; index = next++) {
            try {
                results[index] = { status: 'fulfilled', value: await task(items[index], index) };
            }
            catch (reason) {
                results[index] = { status: 'rejected', reason };
            }
        }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
    return results;
}

// EXTERNAL MODULE: ./inputs/inputs.ts
var inputs_inputs = __webpack_require__(2495);
// EXTERNAL MODULE: ./inputs/secret-inputs.ts
var secret_inputs = __webpack_require__(3438);
// EXTERNAL MODULE: ./operations/operation.ts
var operation = __webpack_require__(2806);
;// CONCATENATED MODULE: ./operations/upsert-secret/index.ts







const upsert_secret_operation = {
    plan({ inputs, env, secrets }) {
        const scriptId = inputs.id('script-id');
        const name = inputs.line('secret-name');
        const hasValue = inputs.raw('secret-value') !== undefined;
        const list = inputs.lines('secrets');
        const concurrency = inputs.integer('concurrency', { min: 1, max: 32, default: 8 }) ?? 8;
        if (list.length > 0 && (name !== undefined || hasValue)) {
            throw new inputs_inputs/* InputError */.dz('secrets', 'cannot be combined with secret-name and secret-value; give either one secret or a list');
        }
        if (list.length > 0) {
            return { scriptId, secrets: (0,secret_inputs/* readSecretList */.dU)(inputs, env, secrets), batch: true, concurrency };
        }
        if (name === undefined) {
            throw new inputs_inputs/* InputError */.dz('secret-name', hasValue ? 'is required with secret-value' : 'is required, or give a list in secrets (one NAME or NAME=VARIABLE a line)');
        }
        (0,secret_inputs/* checkSecretName */.aM)('secret-name', name);
        const value = (0,secret_inputs/* checkSecretValue */.GY)('secret-value', inputs.raw('secret-value'), "input 'secret-value'", secrets);
        return { scriptId, secrets: [{ name, value, source: "input 'secret-value'" }], batch: false, concurrency };
    },
    concurrency(plan) {
        return Math.min(plan.concurrency, plan.secrets.length);
    },
    describe(plan) {
        return plan.secrets.map((secret) => requests/* requests */.zG.upsertSecret(plan.scriptId, { Name: secret.name, Secret: operation/* REDACTED */.X }));
    },
    async execute(plan, client, { setOutput, summary, log }) {
        const settled = await settleWithConcurrency(plan.secrets, plan.concurrency, async (secret) => {
            const response = await client
                .send(requests/* requests */.zG.upsertSecret(plan.scriptId, { Name: secret.name, Secret: secret.value }))
                .catch((error) => {
                throw (0,api_error_context/* explainNotFound */.h)(error, `No edge script has the id ${plan.scriptId}: check script-id.`);
            });
            const created = response.status !== 204;
            if (!created && response.repeatedAfterLoss) {
                log.warning(`Secret ${secret.name}: an earlier attempt lost its answer after it was sent, so that attempt may have created the secret that this one reports as updated (created: false).`);
            }
            const result = { Name: secret.name };
            if (response.body?.Id !== undefined)
                result.Id = response.body.Id;
            if (response.body?.LastModified)
                result.LastModified = response.body.LastModified;
            result.Created = created;
            log.info(`Secret ${secret.name} of script ${plan.scriptId}: ${created ? 'created' : 'updated'}${result.Id !== undefined ? ` (id ${result.Id})` : ''}`);
            return result;
        });
        const results = settled.map((outcome, index) => outcome.status === 'fulfilled' ? outcome.value : { Name: plan.secrets[index]?.name ?? '', Error: outcome.reason.message });
        const failures = settled.flatMap((outcome, index) => outcome.status === 'rejected' ? [{ index, error: outcome.reason }] : []);
        summary.heading(`bunny.net upsert-secret: script ${plan.scriptId}`).table(['Secret', 'Result', 'Id', 'Last modified'], results.map((r) => [r.Name, r.Error !== undefined ? `failed: ${r.Error}` : r.Created ? 'created' : 'updated', r.Id, r.LastModified]));
        const single = results.length === 1 ? results[0] : undefined;
        if (single && single.Error === undefined) {
            setOutput('secret-name', single.Name);
            setOutput('secret-id', single.Id);
            setOutput('last-modified', single.LastModified);
            setOutput('created', single.Created);
        }
        else if (single) {
            setOutput('secret-name', single.Name);
        }
        setOutput('result', plan.batch ? results : single);
        if (failures.length > 0) {
            const first = failures[0];
            if (failures.length === 1 && first && !plan.batch)
                throw first.error;
            const lines = failures.map(({ index, error }) => `${plan.secrets[index]?.name}: ${error.message}`);
            const message = `${failures.length} of ${plan.secrets.length} secrets failed; the others were written:\n${lines.join('\n')}`;
            // The first API failure keeps its status and error key for the step's outputs.
            const cause = failures.find(({ error }) => error instanceof api_error/* ApiError */.h)?.error;
            throw cause instanceof api_error/* ApiError */.h ? cause.withMessage(message) : new Error(message);
        }
    },
};


/***/ })

};
