export const id = 6450;
export const ids = [6450];
export const modules = {

/***/ 6450:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PlatformClient: () => (/* binding */ PlatformClient)
/* harmony export */ });
/* harmony import */ var _transport_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(348);
/* harmony import */ var _requests_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7109);


/**
 * The platform's management API. It knows nothing of GitHub Actions: it sends the requests
 * described in `requests.ts` and returns the status with the checked body.
 */
class PlatformClient {
    #transport;
    constructor(options) {
        this.#transport = new _transport_js__WEBPACK_IMPORTED_MODULE_0__/* .Transport */ .o(options);
    }
    /** How long the step waited for the API's rate limit in total, and how many 429s it got. */
    get rateLimit() {
        return this.#transport.rateLimit;
    }
    close() {
        return this.#transport.close();
    }
    async send(request) {
        const { response, ...call } = request;
        if (response === undefined)
            return this.#transport.send({ ...call });
        // TypeScript cannot follow a generic key into the table: the table's type ties each model to its schema.
        const check = { schema: _requests_js__WEBPACK_IMPORTED_MODULE_1__/* .RESPONSE_SCHEMAS */ .lU[response] };
        return this.#transport.send({ ...call, check });
    }
    /**
     * Sends a request whose success body `consume` reads as it arrives (see `audit-log-stream.ts`),
     * for bodies too large to hold whole; `consume` checks the body itself.
     */
    stream(request, consume) {
        const { response, ...call } = request;
        void response;
        return this.#transport.stream(call, consume);
    }
}


/***/ })

};
