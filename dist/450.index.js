export const id = 450;
export const ids = [450];
export const modules = {

/***/ 6450:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PlatformClient: () => (/* binding */ PlatformClient)
/* harmony export */ });
/* harmony import */ var _transport_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1233);

/**
 * The schema that checks each documented success body, loaded when a request first needs it:
 * zod does its work when a schema is declared, and declaring all of them cost every step about
 * 20 ms before its first request, for the one or two it uses.
 */
const RESPONSE_SCHEMAS = {
    dnsZone: () => __webpack_require__.e(/* import() */ 807).then(__webpack_require__.bind(__webpack_require__, 807)).then((m) => m.DnsZone),
    dnsRecord: () => __webpack_require__.e(/* import() */ 807).then(__webpack_require__.bind(__webpack_require__, 807)).then((m) => m.DnsRecord),
    scriptSecret: () => __webpack_require__.e(/* import() */ 867).then(__webpack_require__.bind(__webpack_require__, 9867)).then((m) => m.ScriptSecret),
    scriptSecretList: () => __webpack_require__.e(/* import() */ 867).then(__webpack_require__.bind(__webpack_require__, 9867)).then((m) => m.ScriptSecretList),
    application: () => __webpack_require__.e(/* import() */ 146).then(__webpack_require__.bind(__webpack_require__, 146)).then((m) => m.Application),
    appOverview: () => __webpack_require__.e(/* import() */ 146).then(__webpack_require__.bind(__webpack_require__, 146)).then((m) => m.Overview),
    imageTagInfo: () => __webpack_require__.e(/* import() */ 146).then(__webpack_require__.bind(__webpack_require__, 146)).then((m) => m.ImageTagInfo),
    containerRegistry: () => __webpack_require__.e(/* import() */ 146).then(__webpack_require__.bind(__webpack_require__, 146)).then((m) => m.ContainerRegistry),
    scriptRelease: () => __webpack_require__.e(/* import() */ 770).then(__webpack_require__.bind(__webpack_require__, 7770)).then((m) => m.ScriptRelease),
    auditLogPage: () => __webpack_require__.e(/* import() */ 722).then(__webpack_require__.bind(__webpack_require__, 722)).then((m) => m.AuditLogPage),
    shieldZone: () => __webpack_require__.e(/* import() */ 664).then(__webpack_require__.bind(__webpack_require__, 4664)).then((m) => m.ShieldZoneResponse),
    searchPage: () => __webpack_require__.e(/* import() */ 276).then(__webpack_require__.bind(__webpack_require__, 4276)).then((m) => m.SearchPage),
    edgeScript: () => __webpack_require__.e(/* import() */ 841).then(__webpack_require__.bind(__webpack_require__, 2841)).then((m) => m.EdgeScript),
    scriptReleasePage: () => __webpack_require__.e(/* import() */ 770).then(__webpack_require__.bind(__webpack_require__, 7770)).then((m) => m.ScriptReleasePage),
    storageZone: () => __webpack_require__.e(/* import() */ 198).then(__webpack_require__.bind(__webpack_require__, 7198)).then((m) => m.StorageZone),
};
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
        const schema = (await RESPONSE_SCHEMAS[response]());
        return this.#transport.send({ ...call, schema });
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
