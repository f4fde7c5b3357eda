export const id = 626;
export const ids = [626,160];
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

/***/ 9626:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  StickyCommentError: () => (/* binding */ StickyCommentError),
  upsertStickyComment: () => (/* binding */ upsertStickyComment)
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

// EXTERNAL MODULE: ./github/comment-key.ts
var comment_key = __webpack_require__(5673);
;// CONCATENATED MODULE: ./github/sticky-comment.ts



/** The most GitHub gives in one page of comments: the fewest round trips to find the marker. */
const PER_PAGE = 100;
/** A failed request, with GitHub's status (none when no answer came) and its message. */
class StickyCommentError extends Error {
    phase;
    status;
    constructor(phase, status, message) {
        super(message);
        this.phase = phase;
        this.status = status;
    }
}
function failed(phase, error) {
    const status = error.status;
    // Octokit reports a request that got no answer as status 500, with the network error as its cause.
    const answered = typeof status === 'number' && !(error instanceof Error && error.cause instanceof Error && status === 500);
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : undefined;
    const message = error instanceof Error ? error.message : String(error);
    return new StickyCommentError(phase, answered ? status : undefined, answered ? message : (cause ?? message));
}
/**
 * The login the token writes comments as, which a comment's `user.login` carries. GraphQL's
 * `viewer` answers for every kind of token: a person's token gives the person, the job's
 * GITHUB_TOKEN (an app installation token) `github-actions[bot]`, another app's installation
 * token `<app>[bot]`. `GET /user` answers for a person's token only (an installation token gets
 * 403 "Resource not accessible by integration"), and is asked where GraphQL is refused.
 */
async function tokenLogin(octokit) {
    try {
        const answer = await octokit.graphql('query { viewer { login } }');
        const login = answer.viewer?.login;
        if (typeof login === 'string' && login !== '')
            return login;
        throw new Error('GitHub answered the viewer query without a login');
    }
    catch (graphqlError) {
        // No answer at all (Octokit gives the network error as the cause): REST would fare no better.
        if (graphqlError instanceof Error && graphqlError.cause instanceof Error)
            throw failed('identity', graphqlError);
        try {
            const { data } = await octokit.rest.users.getAuthenticated();
            return data.login;
        }
        catch (restError) {
            throw failed('identity', restError);
        }
    }
}
/** GitHub logins are compared without regard to case, as GitHub treats them. */
const sameLogin = (a, b) => a !== undefined && a.toLowerCase() === b.toLowerCase();
/**
 * Creates the step's comment, or updates the one that carries its marker and was written by
 * the token's own login, looked for on every page of the pull request's comments. A failed request throws StickyCommentError: the
 * caller makes it a warning. A refused update is never followed by a create, which would
 * leave two comments for one key.
 */
async function upsertStickyComment(request) {
    const { target, marker, body } = request;
    const octokit = (0,github/* getOctokit */.Q)(request.token, {
        // Given here, not left to @actions/github's defaults, which it reads once when loaded.
        baseUrl: request.apiUrl.replace(/\/+$/, ''),
        userAgent: request.userAgent,
        request: { fetch: dispatcherFetch(request.dispatcher, request.timeoutMs) },
        log: { debug: () => { }, info: () => { }, warn: request.debug, error: request.debug },
    });
    const where = { owner: target.owner, repo: target.repo };
    // Whose comments are the step's: a marker copied into someone else's comment never makes it ours.
    const login = await tokenLogin(octokit);
    const others = [];
    let existing;
    let pages = 0;
    const listing = octokit.paginate.iterator(octokit.rest.issues.listComments, {
        ...where,
        issue_number: target.number,
        per_page: PER_PAGE,
    });
    try {
        for await (const page of listing) {
            pages++;
            for (const comment of page.data) {
                if (!(0,comment_key/* carriesMarker */.GN)(comment.body, marker))
                    continue;
                const author = comment.user?.login;
                if (sameLogin(author, login)) {
                    existing = comment.id;
                    break;
                }
                if (!others.includes(author ?? 'an unknown author'))
                    others.push(author ?? 'an unknown author');
            }
            if (existing !== undefined)
                break;
        }
    }
    catch (error) {
        throw failed('list', error);
    }
    const phase = existing === undefined ? 'create' : 'update';
    try {
        const { data } = existing === undefined
            ? await octokit.rest.issues.createComment({ ...where, issue_number: target.number, body })
            : await octokit.rest.issues.updateComment({ ...where, comment_id: existing, body });
        return { action: phase === 'create' ? 'created' : 'updated', id: data.id, url: data.html_url, pages, login, others };
    }
    catch (error) {
        throw failed(phase, error);
    }
}


/***/ })

};
