export const id = 6220;
export const ids = [6220];
export const modules = {

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
        return [_api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .requests */ .zG.updateSecret(plan.scriptId, plan.secretId, { Secret: _operation_js__WEBPACK_IMPORTED_MODULE_4__/* .REDACTED */ .X })];
    },
    async execute(plan, client, { setOutput, summary, log }) {
        // Known before the call, so set even if it fails.
        setOutput('secret-id', plan.secretId);
        const { body } = await client
            .send(_api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .requests */ .zG.updateSecret(plan.scriptId, plan.secretId, { Secret: plan.value }))
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
