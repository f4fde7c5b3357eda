export const id = 469;
export const ids = [469];
export const modules = {

/***/ 9214:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ endpoints)
/* harmony export */ });
/**
 * The path of each endpoint, below the base address. One place for the client that sends
 * the requests and for the operations that name them in dry runs and messages. No zod and no
 * undici here: operations load this before their inputs are known to be valid.
 */
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
const endpoints = {
    dnsRecords: (zoneId) => `/dnszone/${segment(zoneId)}/records`,
    scriptSecrets: (scriptId) => `/compute/script/${segment(scriptId)}/secrets`,
    scriptSecret: (scriptId, secretId) => `/compute/script/${segment(scriptId)}/secrets/${segment(secretId)}`,
    app: (appId) => `/mc/apps/${segment(appId)}`,
    activeRelease: (scriptId) => `/compute/script/${segment(scriptId)}/releases/active`,
    auditLog: (date) => `/user/audit/${segment(date)}`,
    shieldZoneOfPullZone: (pullZoneId) => `/shield/shield-zone/get-by-pullzone/${segment(pullZoneId)}`,
    search: () => '/search',
};


/***/ }),

/***/ 9023:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GY: () => (/* binding */ checkSecretValue),
/* harmony export */   aM: () => (/* binding */ checkSecretName),
/* harmony export */   dU: () => (/* binding */ readSecretList)
/* harmony export */ });
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8028);
/* harmony import */ var _api_limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(470);


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
    return lines.map((line, index) => {
        const where = `line ${index + 1}: `;
        const equals = line.indexOf('=');
        const name = (0,_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .trimAscii */ .ic)(equals === -1 ? line : line.slice(0, equals));
        const variable = (0,_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .trimAscii */ .ic)(equals === -1 ? line : line.slice(equals + 1));
        checkSecretName('secrets', name, where, true);
        if (!ENV_NAME.test(variable)) {
            // Not shown: the commonest cause is a value written where the variable's name belongs.
            throw new _inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('secrets', `${where}${equals === -1 ? 'the line' : "the text after '='"} is not an environment variable name (letters, digits and _, not starting with a digit) and is not shown in case it is a value; ` +
                'expected NAME or NAME=VARIABLE, one secret a line, with the value passed through env:');
        }
        if (seen.has(name))
            throw new _inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('secrets', `${where}secret ${name} is listed twice`);
        seen.add(name);
        const value = env[variable];
        if (value === undefined) {
            throw new _inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('secrets', `${where}environment variable ${variable} is not set; pass the value with env: ${variable}: \${{ secrets.${variable} }}`);
        }
        const source = `environment variable ${variable}`;
        return { name, value: checkSecretValue('secrets', value, `${where}${source}`, secrets), source };
    });
}


/***/ }),

/***/ 9923:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ withMessage),
/* harmony export */   h: () => (/* binding */ explainNotFound)
/* harmony export */ });
/* harmony import */ var _api_api_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3843);

/**
 * The same failure with a message that says what it means for this operation (which input to
 * check, whether something may have changed). Kind, status and the API's own text are kept,
 * so the outputs `status` and `error-key` stay what the API answered.
 */
function withMessage(error, message) {
    return new _api_api_error_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .h(message, {
        kind: error.kind,
        request: error.request,
        status: error.status,
        errorKey: error.errorKey,
        field: error.field,
        apiMessage: error.apiMessage,
        details: error.details,
        attempts: error.attempts,
        cause: error,
    });
}
/** A 404 with a sentence saying which input to check; any other error as it is. */
function explainNotFound(error, hint) {
    return error instanceof _api_api_error_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .h && error.status === 404 ? withMessage(error, `${error.message}\n${hint}`) : error;
}


/***/ }),

/***/ 2899:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ REDACTED)
/* harmony export */ });
const REDACTED = '***';


/***/ }),

/***/ 469:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   operation: () => (/* binding */ operation)
/* harmony export */ });
/* harmony import */ var _api_endpoints_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9214);
/* harmony import */ var _api_error_context_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9923);
/* harmony import */ var _runner_untrusted_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2590);
/* harmony import */ var _inputs_secret_inputs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9023);
/* harmony import */ var _operation_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2899);





const operation = {
    plan({ inputs, secrets }) {
        // The value is registered for masking before anything else can fail and print.
        const raw = inputs.raw('secret-value');
        secrets.add(raw);
        const scriptId = inputs.id('script-id');
        const secretId = inputs.id('secret-id');
        const value = (0,_inputs_secret_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .checkSecretValue */ .GY)('secret-value', raw, "input 'secret-value'", secrets);
        return { scriptId, secretId, value };
    },
    describe(plan) {
        return [{ method: 'POST', path: _api_endpoints_js__WEBPACK_IMPORTED_MODULE_0__/* .endpoints */ .v.scriptSecret(plan.scriptId, plan.secretId), body: { Secret: _operation_js__WEBPACK_IMPORTED_MODULE_4__/* .REDACTED */ .X } }];
    },
    async execute(plan, client, { setOutput, summary, log }) {
        // Known before the call, so set even if it fails.
        setOutput('secret-id', plan.secretId);
        const { body } = await client.updateSecret(plan.scriptId, plan.secretId, { Secret: plan.value }).catch((error) => {
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
