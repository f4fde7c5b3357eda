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
/* harmony export */   hd: () => (/* reexport safe */ undici__WEBPACK_IMPORTED_MODULE_0__.fetch),
/* harmony export */   kT: () => (/* reexport safe */ undici__WEBPACK_IMPORTED_MODULE_0__.ProxyAgent),
/* harmony export */   rb: () => (/* binding */ requestBuffered)
/* harmony export */ });
/* harmony import */ var undici__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(734);


/** undici's request() through the given connection, without its URL juggling. */
function request(dispatcher, target, options) {
    const { origin, path } = target instanceof URL ? { origin: target.origin, path: `${target.pathname}${target.search}` } : target;
    return dispatcher.request({ ...options, origin, path });
}
/**
 * One request through undici's handler interface (`Dispatcher.dispatch`), its body collected
 * into a buffer. `request()` gives every answer a stream and an async resource; over the 20,000
 * uploads of a sync, what they left behind outlived the requests, was promoted by the garbage
 * collector and grew the heap by about a hundred MiB at its peak. Nothing here outlives the
 * request but the answer the caller holds.
 */
function requestBuffered(dispatcher, target, options) {
    const { maxBodyBytes, timeoutMs, ...rest } = options;
    const { origin, path } = target instanceof URL ? { origin: target.origin, path: `${target.pathname}${target.search}` } : target;
    return new Promise((resolveAnswer, rejectAnswer) => {
        let controller;
        let timedOut;
        let settleBody;
        const chunks = [];
        let size = 0;
        let done = false;
        const timer = setTimeout(() => {
            timedOut = new DOMException('the request timed out', 'TimeoutError');
            controller?.abort(timedOut);
        }, timeoutMs);
        const finish = () => {
            done = true;
            clearTimeout(timer);
        };
        const handler = {
            onRequestStart(started) {
                controller = started;
                // Still waiting for a connection when its time ran out.
                if (timedOut)
                    started.abort(timedOut);
            },
            onResponseStart(_controller, statusCode, headers) {
                // An informational answer (1xx) comes before the real one.
                if (statusCode < 200)
                    return;
                const body = new Promise((resolve, reject) => {
                    settleBody = { resolve, reject };
                });
                // A caller that only needs the status must not leave a rejection unhandled.
                body.catch(() => undefined);
                resolveAnswer({ statusCode, headers, body });
            },
            onResponseData(current, chunk) {
                if (done)
                    return;
                size += chunk.length;
                if (size > maxBodyBytes) {
                    finish();
                    settleBody?.resolve(undefined);
                    current.abort(new Error(`the body is longer than ${maxBodyBytes} bytes`));
                    return;
                }
                chunks.push(chunk);
            },
            onResponseEnd() {
                if (done)
                    return;
                finish();
                settleBody?.resolve(Buffer.concat(chunks, size));
            },
            onResponseError(_controller, error) {
                if (done)
                    return;
                finish();
                if (settleBody)
                    settleBody.reject(error);
                else
                    rejectAnswer(error);
            },
        };
        try {
            dispatcher.dispatch({ ...rest, origin, path }, handler);
        }
        catch (error) {
            finish();
            rejectAnswer(error);
        }
    });
}


/***/ })

};
