export const id = 6738;
export const ids = [6738];
export const modules = {

/***/ 6738:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DeploymentApi: () => (/* binding */ DeploymentApi),
/* harmony export */   DeploymentError: () => (/* binding */ DeploymentError)
/* harmony export */ });
/* harmony import */ var _octokit_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8023);

/** The most GitHub gives in one page. */
const PER_PAGE = 100;
/** A preview lives for one pull request; more pages than this of its deployments is not a preview. */
const MAX_PAGES = 10;
/** How many of an environment's newest deployments a successful one looks through for the one it replaced. */
const REPLACED_WINDOW = 30;
/** A refused or unanswered request, with GitHub's status (none when no answer came). */
class DeploymentError extends Error {
    status;
    constructor(status, message) {
        super(message);
        this.status = status;
    }
}
function failed(error) {
    const status = error.status;
    // Octokit reports a request that got no answer as status 500, with the network error as its cause.
    const answered = typeof status === 'number' && !(error instanceof Error && error.cause instanceof Error && status === 500);
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : undefined;
    const message = error instanceof Error ? error.message : String(error);
    return new DeploymentError(answered ? status : undefined, answered ? message : (cause ?? message));
}
async function call(request) {
    try {
        return await request();
    }
    catch (error) {
        throw failed(error);
    }
}
/** GitHub's Deployments REST API, as the action uses it. */
class DeploymentApi {
    #octokit;
    #where;
    constructor(options) {
        this.#octokit = (0,_octokit_js__WEBPACK_IMPORTED_MODULE_0__/* .createOctokit */ .Q)(options);
        this.#where = { owner: options.owner, repo: options.repo };
    }
    /** Creates a Deployment of `ref`; never merges the default branch in, and waits for no status check. */
    async create(deployment) {
        const { data } = await call(() => this.#octokit.rest.repos.createDeployment({
            ...this.#where,
            ref: deployment.ref,
            environment: deployment.environment,
            transient_environment: deployment.transient,
            production_environment: !deployment.transient && deployment.environment === 'production',
            auto_merge: false,
            required_contexts: [],
            description: deployment.description,
        }));
        // 202 is GitHub's answer when it merged instead (auto_merge), which is never asked for.
        if (!('id' in data) || typeof data.id !== 'number')
            throw new DeploymentError(202, 'GitHub created no deployment');
        return data.id;
    }
    async status(id, status) {
        await call(() => this.#octokit.rest.repos.createDeploymentStatus({
            ...this.#where,
            deployment_id: id,
            state: status.state,
            ...(status.logUrl ? { log_url: status.logUrl } : {}),
            ...(status.environmentUrl ? { environment_url: status.environmentUrl } : {}),
            // The action says itself which deployments are inactive: GitHub's own rule skips production and transient environments.
            auto_inactive: false,
        }));
    }
    async #latestState(id) {
        const { data } = await call(() => this.#octokit.rest.repos.listDeploymentStatuses({ ...this.#where, deployment_id: id, per_page: 1 }));
        return data[0]?.state;
    }
    /** The earlier deployments of `environment` still live (latest status `success`) marked inactive: the ones `id` replaced. */
    async deactivateReplaced(environment, id, logUrl) {
        const { data } = await call(() => this.#octokit.rest.repos.listDeployments({ ...this.#where, environment, per_page: REPLACED_WINDOW }));
        const replaced = [];
        for (const deployment of data) {
            if (deployment.id === id || (await this.#latestState(deployment.id)) !== 'success')
                continue;
            await this.status(deployment.id, { state: 'inactive', logUrl });
            replaced.push(deployment.id);
        }
        return replaced;
    }
    /** Every deployment of `environment` not inactive yet marked inactive; how many were. */
    async deactivateAll(environment, logUrl) {
        const ids = [];
        for (let page = 1; page <= MAX_PAGES; page++) {
            const { data } = await call(() => this.#octokit.rest.repos.listDeployments({ ...this.#where, environment, per_page: PER_PAGE, page }));
            ids.push(...data.map((deployment) => deployment.id));
            if (data.length < PER_PAGE)
                break;
        }
        let marked = 0;
        for (const id of ids) {
            if ((await this.#latestState(id)) === 'inactive')
                continue;
            await this.status(id, { state: 'inactive', logUrl });
            marked++;
        }
        return marked;
    }
}


/***/ }),

/***/ 8023:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ createOctokit)
/* harmony export */ });
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1075);
/* harmony import */ var _http_undici_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2409);


/**
 * The one place the action makes an Octokit: the pull request comment and the deployments
 * both take theirs here, so that how it reaches GitHub changes in one place.
 */
function createOctokit(request) {
    return (0,_actions_github__WEBPACK_IMPORTED_MODULE_0__/* .getOctokit */ .Q)(request.token, {
        // Given here, not left to @actions/github's defaults, which it reads once when loaded.
        baseUrl: request.apiUrl.replace(/\/+$/, ''),
        userAgent: request.userAgent,
        request: { fetch: fetchThrough(request.dispatcher, request.timeoutMs) },
        log: { debug: () => { }, info: () => { }, warn: request.debug, error: request.debug },
    });
}
/**
 * undici's own fetch over the step's connection (its proxy, its certificates), bounded by the
 * step's time limit. @actions/github would read the proxy from process.env once, when loaded,
 * not from the step's environment.
 */
function fetchThrough(dispatcher, timeoutMs) {
    return (url, init = {}) => (0,_http_undici_js__WEBPACK_IMPORTED_MODULE_1__/* .fetch */ .hd)(url, {
        ...init,
        dispatcher,
        // The token goes to GitHub's API only: a redirect elsewhere is an answer, not followed.
        redirect: 'manual',
        signal: init.signal ? AbortSignal.any([init.signal, AbortSignal.timeout(timeoutMs)]) : AbortSignal.timeout(timeoutMs),
    });
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
