export const id = 6220;
export const ids = [6220];
export const modules = {

/***/ 3438:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GY: () => (/* binding */ checkSecretValue),
/* harmony export */   aM: () => (/* binding */ checkSecretName),
/* harmony export */   dU: () => (/* binding */ readSecretList)
/* harmony export */ });
/* unused harmony export isConventionalName */
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2495);
/* harmony import */ var _api_limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9023);


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

/***/ 6220:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   operation: () => (/* binding */ operation)
/* harmony export */ });
/* harmony import */ var _api_requests_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7109);
/* harmony import */ var _platform_script_secrets_secret_list_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2835);
/* harmony import */ var _platform_not_found_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7765);
/* harmony import */ var _runner_untrusted_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3649);
/* harmony import */ var _inputs_secret_inputs_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3438);
/* harmony import */ var _operation_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2806);






const operation = {
    plan({ inputs }) {
        // The value is registered for masking before anything else can fail and print.
        const raw = inputs.secret('secret-value');
        const scriptId = inputs.id('script-id');
        const secretId = inputs.id('secret-id');
        const value = (0,_inputs_secret_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .checkSecretValue */ .GY)('secret-value', raw);
        return { scriptId, secretId, value };
    },
    describe(plan) {
        return [_api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .requests */ .zG.updateSecret(plan.scriptId, plan.secretId, { Secret: _operation_js__WEBPACK_IMPORTED_MODULE_5__/* .REDACTED */ .X })];
    },
    async execute(plan, client, { setOutput, summary, log }) {
        // Known before the call, so set even if it fails.
        setOutput('secret-id', plan.secretId);
        const { body } = await client
            .send(_api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .requests */ .zG.updateSecret(plan.scriptId, plan.secretId, { Secret: plan.value }))
            .catch((error) => {
            throw (0,_platform_not_found_js__WEBPACK_IMPORTED_MODULE_2__/* .explainNotFound */ .h)(error, (0,_platform_script_secrets_secret_list_js__WEBPACK_IMPORTED_MODULE_1__/* .noScriptSecret */ .l)(plan.scriptId, plan.secretId));
        });
        const secret = { Id: body?.Id ?? plan.secretId, Name: body?.Name ?? null, LastModified: body?.LastModified ?? null };
        log.info(`Secret ${secret.Name === null ? secret.Id : (0,_runner_untrusted_text_js__WEBPACK_IMPORTED_MODULE_3__/* .inline */ .mG)(secret.Name, 120)} of script ${plan.scriptId} updated`);
        setOutput('secret-id', secret.Id);
        setOutput('secret-name', secret.Name ?? undefined);
        setOutput('last-modified', secret.LastModified ?? undefined);
        setOutput('result', secret);
        summary
            .heading(`bunny.net update-secret: script ${plan.scriptId}`)
            .table(['Secret', 'Id', 'Result', 'Last modified'], [[secret.Name, secret.Id, 'updated', secret.LastModified]]);
    },
};


/***/ }),

/***/ 7765:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ explainNotFound)
/* harmony export */ });
/* harmony import */ var _api_api_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(316);

/**
 * A 404 with `hint`, the sentence saying which input to check, on a line of its own; any other
 * error as it is. Each product words its own sentences beside its reads, in
 * src/platform/<product>/: what is missing and the input it came from (`No DNS zone has the id
 * 1001: check zone-id.`).
 */
function explainNotFound(error, hint) {
    return error instanceof _api_api_error_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .h && error.status === 404 ? error.withMessage(`${error.message}\n${hint}`) : error;
}


/***/ }),

/***/ 2835:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ readSecretList),
/* harmony export */   l: () => (/* binding */ noScriptSecret)
/* harmony export */ });
/* harmony import */ var _api_api_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(316);
/* harmony import */ var _api_requests_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7109);


/** What a 404 of one secret's write means: the secret, or its script, is not there. */
const noScriptSecret = (scriptId, secretId) => `Script ${scriptId} has no secret with the id ${secretId}, or the script does not exist: check script-id and secret-id.`;
/**
 * An answer of the list read that holds no `Secrets` array. The platform sends every secret at
 * once (no paging), so an answer without the array says nothing about which secrets exist:
 * never read as "the script has none", which would make every listed name look new and, to a
 * prune, leave nothing to compare with.
 */
class SecretListUnreadable extends Error {
    status;
    constructor(request, status) {
        super(`${request} answered ${status} without the Secrets array, so which secrets the script has is unknown`);
        this.name = 'SecretListUnreadable';
        this.status = status;
    }
}
/** The script's secrets, ids and names, all at once. A read that fails throws: it never counts as "none". */
async function readSecretList(client, scriptId) {
    const request = _api_requests_js__WEBPACK_IMPORTED_MODULE_1__/* .requests */ .zG.scriptSecrets(scriptId);
    try {
        const response = await client.send(request);
        const secrets = response.body.Secrets;
        if (!Array.isArray(secrets))
            throw new SecretListUnreadable((0,_api_requests_js__WEBPACK_IMPORTED_MODULE_1__/* .requestLine */ .uA)(request), response.status);
        return { secrets, status: response.status };
    }
    catch (error) {
        if (error instanceof _api_api_error_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .h && error.status === 404)
            return { missing: error, status: 404 };
        throw error;
    }
}


/***/ })

};
