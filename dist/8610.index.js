export const id = 8610;
export const ids = [8610];
export const modules = {

/***/ 6229:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   actionsCoreRunner: () => (/* binding */ actionsCoreRunner)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8579);
/* harmony import */ var _runner_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5141);


/**
 * The runner's protocol through @actions/core, which writes the process's stdout and the files
 * the process's environment names: what the entry point hands `run()`.
 */
const actionsCoreRunner = {
    info: (line) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(line),
    debug: (message) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .debug */ .Yz(message),
    annotate(level, message, properties) {
        if (level === 'error')
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .error */ .z3(message, properties);
        else if (level === 'warning')
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(message, properties);
        else
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .notice */ .lm(message, properties);
    },
    startGroup: (name) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .startGroup */ .Oh(name),
    endGroup: () => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .endGroup */ .N4(),
    setOutput: (name, value) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH(name, value),
    setSecret: (value) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setSecret */ .Pq(value),
    async appendSummary(html) {
        if (!process.env['GITHUB_STEP_SUMMARY'])
            return false;
        await _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z.addRaw(html).write();
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z.emptyBuffer();
        return true;
    },
    async getIDToken(audience) {
        try {
            return await _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getIDToken */ .V9(audience);
        }
        catch (error) {
            // @actions/core says "Error Code : 503" inside its message, once its own retries are spent.
            const message = error instanceof Error ? error.message : String(error);
            const status = /Error Code\s*:\s*(\d{3})/.exec(message)?.[1];
            const said = /Error Message\s*:\s*(.*)/.exec(message)?.[1]?.trim();
            throw new _runner_js__WEBPACK_IMPORTED_MODULE_1__/* .IdTokenError */ .Z(said ?? message.replace(/\s+/g, ' ').trim(), status === undefined ? undefined : Number(status));
        }
    },
};


/***/ })

};
