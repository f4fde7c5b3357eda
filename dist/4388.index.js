export const id = 4388;
export const ids = [4388];
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
/* harmony export */   kT: () => (/* reexport safe */ undici__WEBPACK_IMPORTED_MODULE_0__.ProxyAgent)
/* harmony export */ });
/* harmony import */ var undici__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(734);


/** undici's request() through the given connection, without its URL juggling. */
function request(dispatcher, target, options) {
    const { origin, path } = target instanceof URL ? { origin: target.origin, path: `${target.pathname}${target.search}` } : target;
    return dispatcher.request({ ...options, origin, path });
}


/***/ })

};
