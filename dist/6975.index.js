export const id = 6975;
export const ids = [6975];
export const modules = {

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

/***/ 6975:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   StickyCommentError: () => (/* binding */ StickyCommentError),
/* harmony export */   upsertStickyComment: () => (/* binding */ upsertStickyComment)
/* harmony export */ });
/* harmony import */ var _octokit_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8023);
/* harmony import */ var _comment_key_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5673);


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
    const octokit = (0,_octokit_js__WEBPACK_IMPORTED_MODULE_0__/* .createOctokit */ .Q)(request);
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
                if (!(0,_comment_key_js__WEBPACK_IMPORTED_MODULE_1__/* .carriesMarker */ .GN)(comment.body, marker))
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
