export const id = 6738;
export const ids = [6738,2160];
export const modules = {

/***/ 2160:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Agent: () => (/* binding */ Agent),
/* harmony export */   ProxyAgent: () => (/* binding */ ProxyAgent),
/* harmony export */   fetch: () => (/* binding */ fetch),
/* harmony export */   request: () => (/* binding */ request)
/* harmony export */ });
/* harmony import */ var undici_lib_api_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8833);
/* harmony import */ var undici_lib_dispatcher_agent_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3779);
/* harmony import */ var undici_lib_dispatcher_agent_js__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(undici_lib_dispatcher_agent_js__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var undici_lib_dispatcher_dispatcher_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6089);
/* harmony import */ var undici_lib_dispatcher_dispatcher_js__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(undici_lib_dispatcher_dispatcher_js__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var undici_lib_dispatcher_proxy_agent_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4942);
/* harmony import */ var undici_lib_dispatcher_proxy_agent_js__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(undici_lib_dispatcher_proxy_agent_js__WEBPACK_IMPORTED_MODULE_3__);




// As undici's index does: every dispatcher gets request(), connect() and the rest. ProxyAgent
// opens its CONNECT tunnel through connect(), so without this a proxy could not be used.
Object.assign((undici_lib_dispatcher_dispatcher_js__WEBPACK_IMPORTED_MODULE_2___default().prototype), undici_lib_api_index_js__WEBPACK_IMPORTED_MODULE_0__);
const Agent = (undici_lib_dispatcher_agent_js__WEBPACK_IMPORTED_MODULE_1___default());
const ProxyAgent = (undici_lib_dispatcher_proxy_agent_js__WEBPACK_IMPORTED_MODULE_3___default());
/** undici's request() without its URL juggling: the caller gives the target and the dispatcher. */
function request(dispatcher, target, options) {
    const { origin, path } = target instanceof URL ? { origin: target.origin, path: `${target.pathname}${target.search}` } : target;
    return dispatcher.request({ ...options, origin, path });
}
/**
 * undici's fetch is not in the bundle. @actions/github imports it (tsconfig maps its `undici` here)
 * for the default fetch of its Octokit, which the comment replaces (src/github/github-fetch.ts);
 * its import needs a name to bind to, and a call would say what happened.
 * @public (imported through the tsconfig mapping, where the unused-export check does not look)
 */
function fetch() {
    throw new Error("undici's fetch is not in this bundle; Octokit is given the action's own (src/github/github-fetch.ts)");
}


/***/ }),

/***/ 6738:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DeploymentApi: () => (/* binding */ DeploymentApi),
/* harmony export */   DeploymentError: () => (/* binding */ DeploymentError)
/* harmony export */ });
/* harmony import */ var _octokit_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3523);

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

/***/ 3523:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Q: () => (/* binding */ createOctokit)
});

// EXTERNAL MODULE: ../node_modules/@actions/github/lib/github.js + 22 modules
var github = __webpack_require__(1075);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
// EXTERNAL MODULE: ./api/undici-parts.ts
var undici_parts = __webpack_require__(2160);
;// CONCATENATED MODULE: ./github/github-fetch.ts


/**
 * A page of 100 comments of up to 65,536 characters each, as JSON, is under 8 MB; more than
 * this is not GitHub answering, and memory stays bounded whatever the server sends.
 */
const MAX_RESPONSE_BYTES = 16 * 1024 * 1024;
/** What Octokit reads of an answer: status, url, headers (get and iteration) and the body as text. */
class FetchedHeaders {
    #values = new Map();
    constructor(raw) {
        for (const [name, value] of Object.entries(raw)) {
            if (value !== undefined)
                this.#values.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : value);
        }
    }
    get(name) {
        return this.#values.get(name.toLowerCase()) ?? null;
    }
    [Symbol.iterator]() {
        return this.#values.entries();
    }
}
class FetchedResponse {
    status;
    statusText;
    url;
    headers;
    body = null;
    #bytes;
    constructor(status, url, headers, bytes) {
        this.status = status;
        this.statusText = external_node_http_.STATUS_CODES[status] ?? '';
        this.url = url;
        this.headers = headers;
        this.#bytes = bytes;
    }
    get ok() {
        return this.status >= 200 && this.status < 300;
    }
    text() {
        return Promise.resolve(this.#bytes.toString('utf8'));
    }
    json() {
        return this.text().then((text) => JSON.parse(text));
    }
    arrayBuffer() {
        return Promise.resolve(new Uint8Array(this.#bytes).buffer);
    }
}
/**
 * The `fetch` Octokit is given: the action's own undici (the dispatcher that honours the
 * runner's proxy settings), its time limit, no redirect followed (the token never goes to
 * another host), and a bounded body. Node's global fetch would load a second undici and
 * ignore HTTPS_PROXY.
 */
function dispatcherFetch(dispatcher, timeoutMs) {
    return async (url, init = {}) => {
        const target = new URL(url);
        const answer = await (0,undici_parts.request)(dispatcher, target, {
            method: (init.method ?? 'GET').toUpperCase(),
            headers: init.headers ?? {},
            body: init.body ?? null,
            headersTimeout: timeoutMs,
            bodyTimeout: timeoutMs,
            ...(init.signal ? { signal: init.signal } : {}),
        });
        const chunks = [];
        let size = 0;
        for await (const chunk of answer.body) {
            size += chunk.length;
            if (size > MAX_RESPONSE_BYTES) {
                answer.body.destroy();
                throw new Error(`${target.host} answered with more than ${MAX_RESPONSE_BYTES / 1024 / 1024} MB; GitHub's API never does`);
            }
            chunks.push(chunk);
        }
        return new FetchedResponse(answer.statusCode, url, new FetchedHeaders(answer.headers), Buffer.concat(chunks));
    };
}

;// CONCATENATED MODULE: ./github/octokit.ts


/**
 * The one place the action makes an Octokit: the pull request comment and the deployments
 * both take theirs here, so that how it reaches GitHub changes in one place.
 */
function createOctokit(request) {
    return (0,github/* getOctokit */.Q)(request.token, {
        // Given here, not left to @actions/github's defaults, which it reads once when loaded.
        baseUrl: request.apiUrl.replace(/\/+$/, ''),
        userAgent: request.userAgent,
        request: { fetch: dispatcherFetch(request.dispatcher, request.timeoutMs) },
        log: { debug: () => { }, info: () => { }, warn: request.debug, error: request.debug },
    });
}


/***/ })

};
