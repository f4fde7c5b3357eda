export const id = 8215;
export const ids = [8215,9499];
export const modules = {

/***/ 5673:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ey: () => (/* binding */ defaultCommentKey),
/* harmony export */   GN: () => (/* binding */ carriesMarker),
/* harmony export */   Ql: () => (/* binding */ commentMarker)
/* harmony export */ });
/**
 * The inputs that name what an operation acts on, most specific first: the first one a step
 * was given is its "main id". An operation added later falls back to the next one it has.
 */
const MAIN_ID_INPUTS = ['script-id', 'app-id', 'pull-zone-id', 'storage-zone-name', 'storage-zone-id', 'zone-id', 'url', 'query'];
/**
 * The default key: the workflow, the job, the operation and its main id, so that two steps
 * of a job that deploy different things keep a comment each, and a re-run updates its own.
 */
function defaultCommentKey(env, operation, readInput) {
    const id = MAIN_ID_INPUTS.map((name) => readInput(name)).find((value) => value !== undefined && value !== '');
    return [env['GITHUB_WORKFLOW'] || 'workflow', env['GITHUB_JOB'] || 'job', operation, ...(id === undefined ? [] : [id])].join(' / ');
}
const MARKER_PREFIX = '<!-- bunny-platform-action pr-comment ';
/**
 * The hidden first line of the step's comment. The key is percent-encoded, so that no key
 * can end the HTML comment early (`-->`) or read as another key's marker.
 */
function commentMarker(key) {
    return `${MARKER_PREFIX}${encodeURIComponent(key)} -->`;
}
/** A comment is the step's when its first line is the marker, exactly: a key is never a prefix match. */
function carriesMarker(body, marker) {
    if (!body)
        return false;
    const end = body.indexOf('\n');
    const first = end === -1 ? body : body.slice(0, end);
    return first.replace(/\r$/, '') === marker;
}


/***/ }),

/***/ 8215:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   trackDeployment: () => (/* binding */ trackDeployment)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _inputs_inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2495);
/* harmony import */ var _inputs_proxy_settings_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4884);
/* harmony import */ var _runner_untrusted_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3649);
/* harmony import */ var _runner_version_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4463);
/* harmony import */ var _pull_request_comment_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9499);






const NOTHING = { finish: async () => { } };
/**
 * The commit a Deployment is of: a pull request's head (GitHub lists a deployment on the pull
 * request whose head it is; GITHUB_SHA of a pull_request run is a merge commit no one sees),
 * else GITHUB_SHA.
 */
function deployedCommit(env) {
    const path = env['GITHUB_EVENT_PATH'];
    if (path && ['pull_request', 'pull_request_target'].includes(env['GITHUB_EVENT_NAME'] ?? '')) {
        try {
            const payload = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, 'utf8'));
            const head = payload.pull_request?.head?.sha;
            if (typeof head === 'string' && /^[0-9a-f]{40}$/i.test(head))
                return head;
        }
        catch {
            // The event file is the comment's concern; GITHUB_SHA still names the run's commit.
        }
    }
    return env['GITHUB_SHA'] || undefined;
}
/** What to check for each way GitHub refuses; the step's own result is never touched. */
function refusalHint(status) {
    if (status === undefined)
        return 'GitHub did not answer';
    if (status === 401)
        return 'the github-token was refused: it has expired, or it is not a GitHub token';
    if (status === 403) {
        return 'the token may not write deployments: the job needs permissions: deployments: write (a pull_request run from a fork gets a read-only token)';
    }
    if (status === 404)
        return 'the token cannot see the repository or the deployment (on GitHub Enterprise Server, check GITHUB_API_URL)';
    if (status >= 500)
        return 'GitHub failed';
    return 'GitHub refused the request';
}
/**
 * Starts the step's GitHub Deployment (`deploy`: created, then `in_progress`) or prepares
 * closing the preview's (`close`, at the end). Anything that stops it is a warning: the
 * deployment reports the step, it never decides it. @actions/github is loaded here only.
 */
async function trackDeployment(request, context) {
    const { log, env } = context;
    const { settings } = request;
    const say = (message) => log.warning(`github-deployment: ${message}. The step's own result stands.`);
    if (request.dryRun) {
        log.info('github-deployment: nothing is written in a dry run, which sends nothing.');
        return NOTHING;
    }
    if (request.token === undefined) {
        say('no deployment written: github-token is empty; leave it at its default (the job token, with permissions: deployments: write)');
        return NOTHING;
    }
    const [owner, repo, ...rest] = (env['GITHUB_REPOSITORY'] ?? '').split('/');
    if (!owner || !repo || rest.length > 0) {
        say('no deployment written: GITHUB_REPOSITORY is not set as owner/name');
        return NOTHING;
    }
    const apiUrl = (0,_pull_request_comment_js__WEBPACK_IMPORTED_MODULE_4__/* .githubApiUrl */ .B)(env);
    if (typeof apiUrl === 'string') {
        say(`no deployment written: ${apiUrl}`);
        return NOTHING;
    }
    let proxy;
    try {
        proxy = (0,_inputs_proxy_settings_js__WEBPACK_IMPORTED_MODULE_2__/* .readProxySettings */ .u)(env, apiUrl);
    }
    catch (error) {
        if (!(error instanceof _inputs_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz))
            throw error;
        say(`no deployment written: ${error.message}`);
        return NOTHING;
    }
    for (const part of proxy?.credentials ?? [])
        context.out.secrets.add(part);
    const [{ DeploymentApi, DeploymentError }, { openConnection }] = await Promise.all([
        Promise.all(/* import() */[__webpack_require__.e(734), __webpack_require__.e(1075), __webpack_require__.e(6738)]).then(__webpack_require__.bind(__webpack_require__, 6738)),
        Promise.all(/* import() */[__webpack_require__.e(734), __webpack_require__.e(4388)]).then(__webpack_require__.bind(__webpack_require__, 4388)),
    ]);
    const connection = openConnection(env, apiUrl, { proxy: proxy ?? null });
    const { dispatcher } = connection;
    const api = new DeploymentApi({
        owner,
        repo,
        token: request.token,
        apiUrl: apiUrl.href,
        dispatcher,
        timeoutMs: request.timeoutMs,
        userAgent: _runner_version_js__WEBPACK_IMPORTED_MODULE_5__/* .USER_AGENT */ ._,
        debug: (message) => log.debug((0,_runner_untrusted_text_js__WEBPACK_IMPORTED_MODULE_3__/* .inline */ .mG)(message, 300)),
    });
    const logUrl = (0,_pull_request_comment_js__WEBPACK_IMPORTED_MODULE_4__/* .runUrl */ .V)(env);
    const environment = settings.environment;
    const failure = (what, error) => {
        const status = error instanceof DeploymentError ? error.status : undefined;
        say(`${what} failed (${status ?? 'no answer'}: ${(0,_runner_untrusted_text_js__WEBPACK_IMPORTED_MODULE_3__/* .inline */ .mG)(error.message, 300)}); ${refusalHint(status)}`);
    };
    const close = () => connection.close().catch(() => { });
    if (settings.mode === 'close') {
        return {
            async finish(failed) {
                try {
                    if (failed) {
                        log.info(`github-deployment: the deployments of ${(0,_runner_untrusted_text_js__WEBPACK_IMPORTED_MODULE_3__/* .inline */ .mG)(environment, 200)} stay as they are, since the preview was not removed.`);
                        return;
                    }
                    const marked = await api.deactivateAll(environment, logUrl);
                    log.info(`github-deployment: marked ${marked} deployment(s) of ${(0,_runner_untrusted_text_js__WEBPACK_IMPORTED_MODULE_3__/* .inline */ .mG)(environment, 200)} inactive.`);
                }
                catch (error) {
                    failure(`marking the deployments of ${(0,_runner_untrusted_text_js__WEBPACK_IMPORTED_MODULE_3__/* .inline */ .mG)(environment, 200)} inactive`, error);
                }
                finally {
                    await close();
                }
            },
        };
    }
    const ref = deployedCommit(env);
    if (ref === undefined) {
        await close();
        say('no deployment written: GITHUB_SHA is not set, so the commit deployed is unknown');
        return NOTHING;
    }
    let id;
    try {
        id = await api.create({ ref, environment, transient: settings.transient, description: `bunny.net ${request.operation}` });
    }
    catch (error) {
        failure(`creating a deployment of ${(0,_runner_untrusted_text_js__WEBPACK_IMPORTED_MODULE_3__/* .inline */ .mG)(environment, 200)}`, error);
        await close();
        return NOTHING;
    }
    try {
        await api.status(id, { state: 'in_progress', logUrl });
        log.info(`github-deployment: deployment ${id} of ${ref.slice(0, 12)} to ${(0,_runner_untrusted_text_js__WEBPACK_IMPORTED_MODULE_3__/* .inline */ .mG)(environment, 200)} is in progress.`);
    }
    catch (error) {
        failure(`setting deployment ${id} in_progress`, error);
    }
    return {
        async finish(failed, url) {
            try {
                const environmentUrl = url && /^https?:\/\//.test(url) ? url : undefined;
                await api.status(id, { state: failed ? 'failure' : 'success', logUrl, environmentUrl });
                log.info(`github-deployment: deployment ${id} of ${(0,_runner_untrusted_text_js__WEBPACK_IMPORTED_MODULE_3__/* .inline */ .mG)(environment, 200)}: ${failed ? 'failure' : 'success'}.`);
                if (!failed) {
                    const replaced = await api.deactivateReplaced(environment, id, logUrl);
                    if (replaced.length > 0)
                        log.info(`github-deployment: marked the deployment(s) it replaced inactive: ${replaced.join(', ')}.`);
                }
            }
            catch (error) {
                failure(`recording the end of deployment ${id}`, error);
            }
            finally {
                await close();
            }
        },
    };
}


/***/ }),

/***/ 9499:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  commentOnPullRequest: () => (/* binding */ commentOnPullRequest),
  B: () => (/* binding */ githubApiUrl),
  V: () => (/* binding */ runUrl)
});

// EXTERNAL MODULE: ./inputs/inputs.ts
var inputs = __webpack_require__(2495);
// EXTERNAL MODULE: ./inputs/proxy-settings.ts
var proxy_settings = __webpack_require__(4884);
// EXTERNAL MODULE: ./runner/untrusted-text.ts
var untrusted_text = __webpack_require__(3649);
// EXTERNAL MODULE: ./runner/version.ts
var version = __webpack_require__(4463);
;// CONCATENATED MODULE: ./github/comment-body.ts

/** GitHub refuses a comment body over 65,536 characters (422); a summary that long is cut for a link to the run. */
const MAX_COMMENT_LENGTH = 65_536;
/**
 * `@name` (and `@org/team`) where GitHub would read a mention: after a character that is not
 * a letter, digit or `_`. Shown as code, it reads the same and notifies no one.
 */
const MENTION = /(^|[^A-Za-z0-9_])@([A-Za-z0-9][A-Za-z0-9-]*(?:\/[A-Za-z0-9_.-]+)?)/g;
/**
 * Wraps every mention in the text between tags in <code>. The summary's values are escaped
 * (no `<` or `>` of theirs is left), so every tag is the action's own and every text is text.
 */
function quietMentions(html) {
    return html
        .split(/(<[^>]*>)/)
        .map((part) => (part.startsWith('<') ? part : part.replace(MENTION, '$1<code>@$2</code>')))
        .join('');
}
function liveUrl(outputs) {
    const text = outputs.get('url');
    if (!text)
        return undefined;
    try {
        const url = new URL(text);
        return url.protocol === 'https:' || url.protocol === 'http:' ? text : undefined;
    }
    catch {
        return undefined;
    }
}
function utcMinute(now) {
    return `${now.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
/**
 * The comment: the marker, the URL that went live, the step's summary (what went live, what
 * was live before, verified or rolled back, and on failure why) and when it was written.
 */
function commentBody(content) {
    const { marker, operation, failed, outputs } = content;
    const parts = [];
    const url = liveUrl(outputs);
    if (url && !failed)
        parts.push(`<p>Live at <a href="${(0,untrusted_text/* escapeHtml */.ZD)(url)}">${(0,untrusted_text/* escapeHtml */.ZD)(url)}</a></p>`);
    if (outputs.get('rolled-back') === 'true')
        parts.push('<p>Rolled back: what was live before this step is live again.</p>');
    const footer = `<p><sub>${failed ? 'Failed' : 'Updated'} ${(0,untrusted_text/* escapeHtml */.ZD)(utcMinute(content.now))} by the bunny.net ${(0,untrusted_text/* escapeHtml */.ZD)(operation)} step; later runs update this comment.</sub></p>`;
    const summary = content.summaryMarkdown.trim();
    let body = [marker, ...parts, summary, footer].filter((part) => part !== '').join('\n');
    if (body.length > MAX_COMMENT_LENGTH) {
        const link = content.runUrl ? ` <a href="${(0,untrusted_text/* escapeHtml */.ZD)(content.runUrl)}">the run's summary</a>` : " the run's job summary";
        const short = `<p>${failed ? '\u274c' : '\u2705'} bunny.net ${(0,untrusted_text/* escapeHtml */.ZD)(operation)} ${failed ? 'failed' : 'succeeded'}. The summary is too long for a comment: see${link}.</p>`;
        body = [marker, ...parts, short, footer].join('\n');
    }
    return quietMentions(body);
}

// EXTERNAL MODULE: ./github/comment-key.ts
var comment_key = __webpack_require__(5673);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
;// CONCATENATED MODULE: ./github/pull-request.ts

const COMMENTED_EVENTS = ['pull_request', 'pull_request_target'];
/**
 * The pull request of the event the runner gave, read as @actions/github's context reads it
 * (GITHUB_EVENT_NAME, GITHUB_EVENT_PATH, GITHUB_REPOSITORY), without loading @actions/github:
 * a step that will not comment pays nothing for it.
 */
function pullRequestOfEvent(env) {
    const event = env['GITHUB_EVENT_NAME'] ?? '';
    if (!COMMENTED_EVENTS.includes(event)) {
        return {
            reason: `this run's event is ${event ? `'${event}'` : 'unknown'}; a comment is written on pull_request and pull_request_target only`,
            quiet: true,
        };
    }
    const [owner, repo, ...rest] = (env['GITHUB_REPOSITORY'] ?? '').split('/');
    if (!owner || !repo || rest.length > 0)
        return { reason: 'GITHUB_REPOSITORY is not set as owner/name', quiet: false };
    const path = env['GITHUB_EVENT_PATH'];
    if (!path)
        return { reason: `GITHUB_EVENT_PATH is not set, so the pull request of this ${event} event is unknown`, quiet: false };
    let payload;
    try {
        payload = JSON.parse((0,external_node_fs_.readFileSync)(path, 'utf8'));
    }
    catch (error) {
        return { reason: `the event file could not be read (${error.message})`, quiet: false };
    }
    const number = payload.pull_request?.number;
    if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 1) {
        return { reason: `the ${event} event names no pull request number`, quiet: false };
    }
    const head = payload.pull_request?.head?.repo?.full_name;
    const fork = typeof head === 'string' && head.toLowerCase() !== `${owner}/${repo}`.toLowerCase() ? head : undefined;
    return { owner, repo, number, fork };
}
function isTarget(found) {
    return 'number' in found;
}

;// CONCATENATED MODULE: ./github/pull-request-comment.ts







const DEFAULT_API_URL = 'https://api.github.com';
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
/** The API address of the runner's GitHub (GITHUB_API_URL on Enterprise Server); the token goes there only over https. */
function githubApiUrl(env) {
    const text = env['GITHUB_API_URL'] || DEFAULT_API_URL;
    let url;
    try {
        url = new URL(text);
    }
    catch {
        return `GITHUB_API_URL ${(0,untrusted_text/* inline */.mG)(text, 100)} is not an address`;
    }
    if (url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname)))
        return url;
    return `GITHUB_API_URL ${(0,untrusted_text/* inline */.mG)(text, 100)} is not https://, and the token is not sent in the clear`;
}
function runUrl(env) {
    const server = (env['GITHUB_SERVER_URL'] || 'https://github.com').replace(/\/+$/, '');
    const repository = env['GITHUB_REPOSITORY'];
    const runId = env['GITHUB_RUN_ID'];
    return repository && runId ? `${server}/${repository}/actions/runs/${runId}` : undefined;
}
/** What to check, for each way GitHub can refuse; the step's own result is not touched. */
function explain(error, target) {
    const said = (0,untrusted_text/* inline */.mG)(error.message, 300);
    const what = error.phase === 'identity'
        ? "asking GitHub which login the github-token writes as (its comments only are the step's)"
        : error.phase === 'list'
            ? `reading the comments of pull request #${target.number}`
            : error.phase === 'update'
                ? 'updating the comment (no second comment is written)'
                : `creating a comment on pull request #${target.number}`;
    const status = error.status;
    let hint;
    if (status === undefined)
        hint = 'GitHub did not answer';
    else if (status === 401)
        hint = 'the github-token was refused: it has expired, or it is not a GitHub token';
    else if (status === 403 && target.fork !== undefined) {
        hint = `the pull request comes from the fork ${(0,untrusted_text/* inline */.mG)(target.fork, 100)}, and a pull_request run from a fork gets a read-only token`;
    }
    else if (status === 403)
        hint = 'the token may not write here: the job needs permissions: pull-requests: write (or a token that has it)';
    else if (status === 404) {
        hint = `the token cannot see ${target.owner}/${target.repo} or its pull request #${target.number}${error.phase === 'update' ? ', or the comment was deleted meanwhile' : ''} (on GitHub Enterprise Server, check GITHUB_API_URL)`;
    }
    else if (status >= 500)
        hint = 'GitHub failed; the next run updates the comment';
    else
        hint = 'GitHub refused the request';
    return `pr-comment: no comment written: ${what} failed (${status === undefined ? 'no answer' : status}: ${said}); ${hint}. The step's own result stands.`;
}
/**
 * Writes the step's pull request comment, or says why not: on another event in a log line,
 * for anything else that stops it (no token, a refusal, an outage) in a warning. Never throws:
 * the comment reports the step, it never decides it. @actions/github is loaded here only.
 */
async function commentOnPullRequest(request, step, context) {
    try {
        await writeComment(request, step, context);
    }
    catch (error) {
        // A fault of the comment's own code still leaves the step's result as it was.
        context.log.warning(`pr-comment: no comment written: ${(0,untrusted_text/* inline */.mG)(error.message, 300)}. The step's own result stands.`);
    }
}
async function writeComment(request, step, context) {
    const { env, log } = context;
    const { settings, operation } = request;
    if (request.dryRun) {
        log.info('pr-comment: no comment in a dry run, which sends nothing.');
        return;
    }
    const found = pullRequestOfEvent(env);
    if (!isTarget(found)) {
        if (found.quiet)
            log.info(`pr-comment: no comment: ${found.reason}.`);
        else
            log.warning(`pr-comment: no comment written: ${found.reason}.`);
        return;
    }
    if (settings.token === undefined) {
        log.warning('pr-comment: no comment written: github-token is empty. Leave it at its default (the job token, with permissions: pull-requests: write) or pass a token that may write to pull requests.');
        return;
    }
    const apiUrl = githubApiUrl(env);
    if (typeof apiUrl === 'string') {
        log.warning(`pr-comment: no comment written: ${apiUrl}.`);
        return;
    }
    let proxy;
    try {
        proxy = (0,proxy_settings/* readProxySettings */.u)(env, apiUrl);
    }
    catch (error) {
        if (!(error instanceof inputs/* InputError */.dz))
            throw error;
        log.warning(`pr-comment: no comment written: ${error.message}.`);
        return;
    }
    // The proxy for GitHub may be another variable than the one for the platform's API: its credentials are as secret.
    for (const part of proxy?.credentials ?? [])
        context.out.secrets.add(part);
    const key = settings.key ?? (0,comment_key/* defaultCommentKey */.Ey)(env, operation, step.readInput);
    const marker = (0,comment_key/* commentMarker */.Ql)(key);
    const body = context.out.redact(commentBody({
        marker,
        operation,
        failed: step.failed,
        summaryMarkdown: step.outputs.get('summary-markdown') ?? '',
        outputs: step.outputs,
        runUrl: runUrl(env),
        now: context.clock.date(),
    }));
    const [{ upsertStickyComment, StickyCommentError }, { openConnection }] = await Promise.all([
        Promise.all(/* import() */[__webpack_require__.e(734), __webpack_require__.e(1075), __webpack_require__.e(6975)]).then(__webpack_require__.bind(__webpack_require__, 6975)),
        Promise.all(/* import() */[__webpack_require__.e(734), __webpack_require__.e(4388)]).then(__webpack_require__.bind(__webpack_require__, 4388)),
    ]);
    const connection = openConnection(env, apiUrl, { proxy: proxy ?? null });
    const { dispatcher } = connection;
    try {
        const result = await upsertStickyComment({
            target: found,
            token: settings.token,
            apiUrl: apiUrl.href,
            marker,
            body,
            dispatcher,
            timeoutMs: request.timeoutMs,
            userAgent: version/* USER_AGENT */._,
            debug: (message) => log.debug((0,untrusted_text/* inline */.mG)(message, 300)),
        });
        for (const author of result.others) {
            log.info(`pr-comment: a comment by ${(0,untrusted_text/* inline */.mG)(author, 100)} carries this step's marker; it is not ${(0,untrusted_text/* inline */.mG)(result.login, 100)}'s (the github-token's), so it is left as it is.`);
        }
        log.info(`pr-comment: ${result.action} the comment${result.url ? ` ${(0,untrusted_text/* inline */.mG)(result.url, 200)}` : ''} on pull request #${found.number} (key '${(0,untrusted_text/* inline */.mG)(key, 200)}', ${result.pages} page(s) of comments read).`);
    }
    catch (error) {
        if (!(error instanceof StickyCommentError)) {
            log.warning(`pr-comment: no comment written: ${(0,untrusted_text/* inline */.mG)(error.message, 300)}. The step's own result stands.`);
            return;
        }
        log.warning(explain(error, found));
    }
    finally {
        await connection.close().catch(() => { });
    }
}


/***/ })

};
