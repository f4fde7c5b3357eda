export const id = 8135;
export const ids = [8135];
export const modules = {

/***/ 8980:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ batchStatus),
/* harmony export */   V: () => (/* binding */ settleWithConcurrency)
/* harmony export */ });
/**
 * Runs `task` over `items` with at most `limit` in flight and returns the settled results
 * in input order, so one failure neither stops the others nor loses their results.
 */
async function settleWithConcurrency(items, limit, task) {
    const results = new Array(items.length);
    let next = 0;
    const worker = async () => {
        for (let index = next++; index < items.length; index = next++) {
            try {
                results[index] = { status: 'fulfilled', value: await task(items[index], index) };
            }
            catch (reason) {
                results[index] = { status: 'rejected', reason };
            }
        }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
    return results;
}
/**
 * The `status` of a batch, whose requests finish in any order: the first status outside 2xx in
 * the order the requests were made, else 200; undefined when no request got an answer.
 */
function batchStatus(statuses) {
    const known = statuses.filter((status) => status !== undefined);
    if (known.length === 0)
        return undefined;
    return known.find((status) => status < 200 || status > 299) ?? 200;
}


/***/ }),

/***/ 4999:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SQ: () => (/* binding */ parseStructuredText),
/* harmony export */   bp: () => (/* binding */ describeValue),
/* harmony export */   fK: () => (/* binding */ valueAt),
/* harmony export */   gw: () => (/* binding */ looksLikeJson),
/* harmony export */   jV: () => (/* binding */ formatPath)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6637);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2495);


/** JSON syntax is chosen for a `.json` file or text that starts like a JSON object or array. */
function looksLikeJson(text) {
    return /^[\s\uFEFF]*[{[]/.test(text);
}
function at(origin, line, column) {
    const place = line === undefined ? '' : column === undefined ? `line ${line}` : `line ${line}, column ${column}`;
    return [origin, place].filter(Boolean).join(' ');
}
function lineAndColumn(text, offset) {
    const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
    const lines = before.split('\n');
    return { line: lines.length, column: (lines[lines.length - 1]?.length ?? 0) + 1 };
}
function parseJson(input, text, origin) {
    try {
        return JSON.parse(text);
    }
    catch (error) {
        const message = error.message;
        const stated = /\(line (\d+) column (\d+)\)/.exec(message);
        const position = /at position (\d+)/.exec(message);
        const place = stated
            ? { line: Number(stated[1]), column: Number(stated[2]) }
            : position
                ? lineAndColumn(text, Number(position[1]))
                : lineAndColumn(text, text.trimEnd().length);
        // V8 quotes a stretch of the input ('..."value":tok_live_9f"... is not valid JSON'),
        // which can be a secret from the document: only the line and column are given.
        const reason = message
            .replace(/,? ?(in JSON )?at position \d+.*$/s, '')
            .replace(/,? ?(\.\.\.)?".*"(\.\.\.)? is not valid JSON$/s, '')
            .replace(/\s+/g, ' ')
            .trim();
        throw new _inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(input, `${at(origin, place.line, place.column)}: not valid JSON: ${reason}`);
    }
}
/**
 * Where an unclosed quoted scalar opens. The parser reports it where the text ends, which is
 * far from the mistake; no quote of the same kind can follow the opening one (it would have
 * closed it), so the opening is the last unescaped quote of that kind before the end.
 */
function openingQuote(text, error) {
    if (error.code !== 'MISSING_CHAR')
        return undefined;
    const quote = /closing "quote/.test(error.message) ? '"' : /closing 'quote/.test(error.message) ? "'" : undefined;
    if (quote === undefined)
        return undefined;
    for (let i = Math.min(error.pos[0], text.length) - 1; i >= 0; i--) {
        if (text[i] !== quote)
            continue;
        if (quote === '"' && text[i - 1] === '\\')
            continue;
        // Inside single quotes, '' is an escaped quote.
        if (quote === "'" && text[i - 1] === "'") {
            i--;
            continue;
        }
        return i;
    }
    return undefined;
}
function parseYaml(text, lineCounter) {
    // Duplicate keys are errors (uniqueKeys), and aliases are bounded (maxAliasCount in toJS).
    return (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
}
/**
 * Parses the text of an input as JSON or YAML. A syntax error names the input, the line and
 * the column, and says which syntax was expected.
 */
function parseStructuredText(input, text, options = {}) {
    const origin = options.origin ?? '';
    // `yaml`: an input documented as YAML reads a flow list (`[{name: a}]`) as YAML, which JSON is a part of.
    const syntax = options.json || (!options.yaml && looksLikeJson(text)) ? 'JSON' : 'YAML';
    const lineCounter = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
    let value;
    let doc;
    if (syntax === 'JSON') {
        value = parseJson(input, text, origin);
        // Only for the positions of values in messages; JSON.parse decided what the value is.
        const positions = parseYaml(text, lineCounter);
        // JSON.parse keeps the last of two equal keys without a word; YAML (and the API) refuse it.
        const duplicate = positions.errors.find((error) => error.code === 'DUPLICATE_KEY');
        if (duplicate) {
            const place = lineCounter.linePos(duplicate.pos[0]);
            throw new _inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(input, `${at(origin, place.line, place.col)}: not valid JSON: a key appears twice in the same object`);
        }
        if (positions.errors.length === 0)
            doc = positions;
    }
    else {
        doc = parseYaml(text, lineCounter);
        const error = doc.errors[0];
        if (error) {
            const place = lineCounter.linePos(openingQuote(text, error) ?? error.pos[0]);
            const reason = error.message.replace(/ at line \d+, column \d+.*$/s, '').trim();
            throw new _inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(input, `${at(origin, place.line, place.col)}: not valid YAML: ${reason}`);
        }
        try {
            value = doc.toJS({ maxAliasCount: 100 });
        }
        catch (error) {
            throw new _inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(input, `${at(origin, undefined)}${origin ? ': ' : ''}not usable YAML: ${error.message}`);
        }
    }
    const nodeAt = (path) => (doc ? doc.getIn(path, true) : undefined);
    return {
        value,
        syntax,
        origin,
        lineOf(path) {
            for (let length = path.length; length >= 0; length--) {
                const node = nodeAt(path.slice(0, length));
                const range = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(node) || (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isCollection */ .P3)(node) ? node.range : undefined;
                if (range)
                    return lineCounter.linePos(range[0]).line;
            }
            return undefined;
        },
        sourceOf(path) {
            const node = nodeAt(path);
            return (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(node) && typeof node.source === 'string' ? node.source : undefined;
        },
    };
}
/** "containerTemplates[1].imageTag" from ['containerTemplates', 1, 'imageTag']. */
function formatPath(path) {
    let out = '';
    for (const part of path) {
        if (typeof part === 'number')
            out += `[${part}]`;
        else
            out += out === '' ? String(part) : `.${String(part)}`;
    }
    return out;
}
/** The value at `path` in plain data, or undefined. */
function valueAt(root, path) {
    let current = root;
    for (const part of path) {
        if (current === null || typeof current !== 'object')
            return undefined;
        current = current[part];
    }
    return current;
}
/** "a string", "the number 1.1", "a list": how a value reads in a message. */
function describeValue(value, options = {}) {
    if (value === undefined)
        return 'nothing';
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'a list';
    if (typeof value === 'object')
        return 'a mapping';
    if (typeof value === 'string') {
        if (!options.showStrings)
            return 'a string';
        const cut = value.length > 60 ? `${value.slice(0, 60)}\u2026` : value;
        return `the string ${JSON.stringify(cut)}`;
    }
    if (typeof value === 'number')
        return options.showStrings === false ? 'a number' : `the number ${value}`;
    if (typeof value === 'boolean')
        return `the boolean ${value}`;
    return typeof value;
}


/***/ }),

/***/ 8135:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  operation: () => (/* binding */ operation)
});

// EXTERNAL MODULE: ./api/bounded-concurrency.ts
var bounded_concurrency = __webpack_require__(8980);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
;// CONCATENATED MODULE: ./git/checkout.ts

/*
 * The workspace's git checkout, read-only. git runs as a child process with an argument array,
 * never through a shell, so nothing a workflow writes (a target's name, a path, a deploy id)
 * can run as a command; and no value from the platform reaches git unchecked: a revision is
 * passed only once it is plain hex, after `--end-of-options`.
 */
/** Full and abbreviated commit ids as git prints them: 7 to 40 hex digits. */
const HEX_COMMIT = /^[0-9a-fA-F]{7,40}$/;
/** The most a diff's name list may hold: a monorepo's whole tree renamed fits many times. */
const MAX_OUTPUT_BYTES = 256 * 1024 * 1024;
/** git could not run, or answered in a way that says the workspace is not a usable checkout. */
class GitUnavailable extends Error {
    constructor(message) {
        super(message);
        this.name = 'GitUnavailable';
    }
}
/** The answer for `key`, asked once: later callers share the first one's promise. */
function memo(cache, key, ask) {
    let answer = cache.get(key);
    if (answer === undefined) {
        answer = ask();
        cache.set(key, answer);
    }
    return answer;
}
class GitCheckout {
    #workspace;
    #env;
    #diffs = new Map();
    #lookups = new Map();
    #ancestors = new Map();
    /**
     * `env`: the step's environment, passed to git as it is, less what would make a read prompt,
     * page or take locks; PATH decides which git runs.
     */
    constructor(workspace, env) {
        this.#workspace = workspace;
        this.#env = {
            ...env,
            GIT_TERMINAL_PROMPT: '0',
            GIT_OPTIONAL_LOCKS: '0',
            GIT_PAGER: 'cat',
            LC_ALL: 'C',
        };
    }
    get workspace() {
        return this.#workspace;
    }
    /**
     * Runs git in the workspace. `safe.directory` marks the workspace as actions/checkout does, for
     * this command only (no global configuration is written): the runner's user may not own it.
     */
    #git(args) {
        const command = ['-c', `safe.directory=${this.#workspace}`, '-c', 'core.fsmonitor=false', '-c', 'core.quotePath=false', ...args];
        return new Promise((resolve, reject) => {
            (0,external_node_child_process_.execFile)('git', command, { cwd: this.#workspace, env: this.#env, maxBuffer: MAX_OUTPUT_BYTES, encoding: 'utf8', windowsHide: true, shell: false }, (error, stdout, stderr) => {
                if (error && typeof error.code !== 'number') {
                    const reason = error.code === 'ENOENT' ? 'git is not installed or not on PATH' : error.message;
                    reject(new GitUnavailable(`git could not run in the workspace: ${reason}`));
                    return;
                }
                resolve({ code: typeof error?.code === 'number' ? error.code : 0, stdout, stderr });
            });
        });
    }
    /** HEAD's full SHA; throws GitUnavailable when the workspace is not a checkout with a commit. */
    async head() {
        const answer = await this.#git(['rev-parse', '--verify', '--quiet', 'HEAD^{commit}']);
        const sha = answer.stdout.trim();
        if (answer.code !== 0 || !/^[0-9a-f]{40,64}$/.test(sha)) {
            const said = answer.stderr.trim().split('\n')[0] ?? '';
            throw new GitUnavailable(`the workspace ${this.#workspace} is not a git checkout with a commit (git rev-parse HEAD${said ? `: ${said}` : ' found none'}); check out the repository first (actions/checkout with fetch-depth: 0)`);
        }
        return sha;
    }
    /** Whether the checkout is shallow (actions/checkout's default fetch-depth: 1). */
    async isShallow() {
        const answer = await this.#git(['rev-parse', '--is-shallow-repository']);
        return answer.code === 0 && answer.stdout.trim() === 'true';
    }
    /**
     * The one commit `candidate` names, as a full SHA; `candidate` must be 7 to 40 hex digits to be
     * asked at all. Asked once per value: many targets share a live commit, and each git process costs.
     */
    resolveCommit(candidate) {
        return memo(this.#lookups, candidate.toLowerCase(), () => this.#resolveCommit(candidate));
    }
    async #resolveCommit(candidate) {
        if (!HEX_COMMIT.test(candidate))
            return { kind: 'not-hex' };
        const answer = await this.#git(['rev-parse', '--verify', '--quiet', '--end-of-options', `${candidate.toLowerCase()}^{commit}`]);
        const sha = answer.stdout.trim();
        if (answer.code === 0 && /^[0-9a-f]{40,64}$/.test(sha))
            return { kind: 'commit', sha };
        if (/ambiguous/i.test(answer.stderr))
            return { kind: 'ambiguous' };
        return { kind: 'unknown' };
    }
    /** Whether `ancestor` is in HEAD's history (false too when git cannot tell); asked once per commit. */
    isAncestorOfHead(ancestor) {
        return memo(this.#ancestors, ancestor, () => this.#isAncestorOfHead(ancestor));
    }
    async #isAncestorOfHead(ancestor) {
        if (!HEX_COMMIT.test(ancestor))
            return false;
        const answer = await this.#git(['merge-base', '--is-ancestor', '--end-of-options', ancestor, 'HEAD']);
        return answer.code === 0;
    }
    /**
     * The files that differ between two commits' trees, relative to the repository's root: a
     * rename counts as its old and its new path. Asked once per pair, however many targets share it.
     */
    changedFiles(from, to) {
        return memo(this.#diffs, `${from}..${to}`, () => this.#changedFiles(from, to));
    }
    async #changedFiles(from, to) {
        if (!HEX_COMMIT.test(from) || !HEX_COMMIT.test(to))
            throw new GitUnavailable('a commit to compare was not a commit id');
        const answer = await this.#git([
            'diff',
            '--name-only',
            '--no-renames',
            '--no-ext-diff',
            '--no-textconv',
            '-z',
            '--end-of-options',
            from,
            to,
        ]);
        if (answer.code !== 0) {
            throw new GitUnavailable(`git diff ${from.slice(0, 12)} ${to.slice(0, 12)} failed: ${answer.stderr.trim().split('\n')[0] ?? ''}`);
        }
        return answer.stdout.split('\0').filter((path) => path !== '');
    }
}

// EXTERNAL MODULE: ./inputs/inputs.ts
var inputs_inputs = __webpack_require__(2495);
// EXTERNAL MODULE: ./runner/untrusted-text.ts
var untrusted_text = __webpack_require__(3649);
;// CONCATENATED MODULE: ./operations/plan-deploys/decide.ts


/** At most this many matched files per target go into `result`; the count says how many there were. */
const LISTED_FILES = 20;
async function inspectCheckout(git) {
    try {
        const head = await git.head();
        return { kind: 'ready', head, shallow: await git.isShallow() };
    }
    catch (error) {
        if (error instanceof GitUnavailable)
            return { kind: 'unusable', reason: error.message };
        throw error;
    }
}
const decide_short = (sha) => sha.slice(0, 12);
const plural = (count, word) => `${count} ${word}${count === 1 ? '' : 's'}`;
/** Why a commit the platform names is not in the checkout: shallow is the usual cause and the one to fix. */
function notInHistory(value, shallow) {
    const shown = (0,untrusted_text/* inline */.mG)(value, 40);
    return shallow
        ? `commit ${shown} is not in the checkout's history: the checkout is shallow, and plan-deploys needs \`fetch-depth: 0\` on actions/checkout`
        : `commit ${shown} is not in the checkout's history (made elsewhere, or gone after a force push)`;
}
/**
 * The decision for one target from what is live and the checkout: deploy when a file matching
 * its paths changed since its live commit, skip when none did; a target whose live commit is
 * unknown, not a commit or not in the history is undecided, with the reason.
 */
async function decide(target, live, checkout, git) {
    const base = {
        target,
        liveCommit: undefined,
        liveValue: live.kind === 'value' ? live.value : undefined,
        readFrom: live.where,
        changedFiles: [],
        changedCount: 0,
        status: live.status,
        readError: live.kind === 'none' ? live.error : undefined,
    };
    const outcome = await compare(target, live, checkout, git);
    const liveCommit = outcome.liveCommit;
    if (target.paths === undefined) {
        // Compared all the same, for the live commit in the matrix; the decision is always to deploy.
        return { ...base, liveCommit, decision: 'deploy', reason: 'no paths: always deploys' };
    }
    return { ...base, ...outcome };
}
async function compare(target, live, checkout, git) {
    const undecided = (reason, liveCommit) => ({
        liveCommit,
        changedFiles: [],
        changedCount: 0,
        decision: 'undecided',
        reason,
    });
    if (live.kind === 'none')
        return undecided(`live commit unknown: ${live.reason}`);
    if (checkout.kind === 'unusable')
        return undecided(checkout.reason);
    const lookup = await git.resolveCommit(live.value);
    if (lookup.kind === 'not-hex')
        return undecided(`live value '${(0,untrusted_text/* inline */.mG)(live.value, 60)}' is not a commit id (7 to 40 hexadecimal digits)`);
    if (lookup.kind === 'ambiguous')
        return undecided(`live value ${(0,untrusted_text/* inline */.mG)(live.value, 40)} is the start of more than one commit of the checkout`);
    if (lookup.kind === 'unknown')
        return undecided(notInHistory(live.value, checkout.shallow));
    const liveCommit = lookup.sha;
    if (liveCommit === checkout.head)
        return { liveCommit, changedFiles: [], changedCount: 0, decision: 'skip', reason: 'the live commit is HEAD' };
    let changed;
    try {
        changed = await git.changedFiles(liveCommit, checkout.head);
    }
    catch (error) {
        if (error instanceof GitUnavailable)
            return undecided(error.message, liveCommit);
        throw error;
    }
    const aside = (await git.isAncestorOfHead(liveCommit))
        ? ''
        : ' (the live commit is not an ancestor of HEAD: the two trees were compared)';
    const paths = target.paths;
    const matched = paths === undefined ? changed : changed.filter((path) => paths.matches(path));
    const listed = matched.slice(0, LISTED_FILES);
    if (matched.length > 0) {
        return {
            liveCommit,
            changedFiles: listed,
            changedCount: matched.length,
            decision: 'deploy',
            reason: `${plural(matched.length, 'changed file')} match paths since ${decide_short(liveCommit)}${aside}`,
        };
    }
    return {
        liveCommit,
        changedFiles: [],
        changedCount: 0,
        decision: 'skip',
        reason: `no file matching paths changed since ${decide_short(liveCommit)} (${plural(changed.length, 'file')} changed elsewhere)${aside}`,
    };
}

// EXTERNAL MODULE: ./api/api-error.ts
var api_error = __webpack_require__(316);
// EXTERNAL MODULE: ./api/requests.ts
var requests = __webpack_require__(7109);
// EXTERNAL MODULE: ./platform/containers/application.ts
var containers_application = __webpack_require__(6309);
// EXTERNAL MODULE: ./platform/containers/identity.ts
var identity = __webpack_require__(7213);
// EXTERNAL MODULE: ./platform/edge-scripts/active-release.ts
var active_release = __webpack_require__(7089);
// EXTERNAL MODULE: ./platform/edge-scripts/release-commit.ts
var release_commit = __webpack_require__(7478);
// EXTERNAL MODULE: ./platform/pull-zones/read-pull-zone.ts
var read_pull_zone = __webpack_require__(2141);
// EXTERNAL MODULE: ./platform/pull-zones/site-rules.ts
var site_rules = __webpack_require__(9505);
;// CONCATENATED MODULE: ./operations/plan-deploys/live-reads.ts









/** The one read each kind of target needs, for a dry run's list. */
function describeRead(target) {
    if (target.kind === 'script')
        return (0,requests/* planned */.lM)(requests/* requests */.zG.activeRelease(target.scriptId), `${target.name}: the active release`);
    if (target.kind === 'site')
        return (0,requests/* planned */.lM)(requests/* requests */.zG.pullZone(target.pullZoneId), `${target.name}: production's rule`);
    return (0,requests/* planned */.lM)(requests/* requests */.zG.app(target.appId), `${target.name}: the container's image`);
}
/** The tag of an image reference: a tag can hold no '@', so what follows one is a digest beside it. */
function tagOf(imageTag) {
    return imageTag.split('@')[0]?.trim() ?? '';
}
async function readScript(client, scriptId) {
    const where = `script ${scriptId}, active release`;
    // The reader and the reading of get-active-release: CommitSha, else the commit its Note names.
    const { release } = await (0,active_release/* readActiveRelease */.K)(client, scriptId);
    if (release === undefined)
        return { kind: 'none', reason: `script ${scriptId} has no active release (or does not exist)`, where, status: 404 };
    const commit = (0,release_commit/* releaseCommit */.L)(release);
    const at = `${where} ${release.Id}`;
    if (commit === undefined) {
        return {
            kind: 'none',
            reason: `release ${release.Id} names no commit (CommitSha is empty and its Note names no deployed commit)`,
            where: `${at}, CommitSha and Note`,
            status: 200,
        };
    }
    return { kind: 'value', value: commit.sha, where: `${at}, ${commit.source}`, status: 200 };
}
async function readSite(client, pullZoneId) {
    const where = `pull zone ${pullZoneId}, production's rule`;
    const zone = await (0,read_pull_zone/* readPullZone */.s)(client, pullZoneId);
    const deploy = (0,site_rules/* liveDeploy */.At)(zone, { kind: 'production' });
    if (deploy === undefined)
        return { kind: 'none', reason: `pull zone ${pullZoneId} has no production deploy of this action`, where, status: 200 };
    return { kind: 'value', value: deploy, where: `${where}, deploy id`, status: 200 };
}
async function readApp(client, appId, container) {
    const application = await (0,containers_application/* readApplication */.nZ)(client, appId);
    const names = application.containerTemplates.map((template) => template.name);
    let template = container === undefined ? undefined : (0,identity/* containerNamed */.FC)(application, container);
    if (container === undefined) {
        if (names.length !== 1) {
            const listed = names.map((name) => (0,untrusted_text/* inline */.mG)(name, 60)).join(', ') || 'none';
            return {
                kind: 'none',
                reason: `application ${appId} has ${names.length} containers (${listed}): name one in the target's 'container'`,
                where: `application ${appId}`,
                status: 200,
            };
        }
        template = application.containerTemplates[0];
    }
    if (template === undefined) {
        return {
            kind: 'none',
            reason: `application ${appId} has no container '${(0,untrusted_text/* inline */.mG)(container, 60)}' (it has ${names.map((name) => (0,untrusted_text/* inline */.mG)(name, 60)).join(', ') || 'none'})`,
            where: `application ${appId}`,
            status: 200,
        };
    }
    const where = `application ${appId}, container ${(0,untrusted_text/* inline */.mG)(template.name, 60)}, image tag`;
    const tag = tagOf(template.imageTag);
    if (tag === '')
        return {
            kind: 'none',
            reason: `container ${(0,untrusted_text/* inline */.mG)(template.name, 60)} runs an image pinned by digest only, with no tag`,
            where,
            status: 200,
        };
    return { kind: 'value', value: tag, where, status: 200 };
}
/**
 * Reads what is live on one target with the platform floor's own readers. An answer that says
 * what is live is a value or "none"; a failure to read (after the client's retries) is "none"
 * with what the API said, for the caller to deploy on (or, for a refused key, to fail on).
 */
async function readLive(client, target) {
    try {
        if (target.kind === 'script')
            return await readScript(client, target.scriptId);
        if (target.kind === 'site')
            return await readSite(client, target.pullZoneId);
        return await readApp(client, target.appId, target.container);
    }
    catch (error) {
        const answer = error instanceof containers_application/* ApplicationMissing */.TC ? error.answer : error;
        if (!(answer instanceof api_error/* ApiError */.h))
            throw error;
        const missing = answer.status === 404 ? ' (not found: check the id)' : '';
        return {
            kind: 'none',
            reason: `could not be read${missing}: ${(0,untrusted_text/* inline */.mG)(answer.message, 300)}`,
            where: answer.request,
            status: answer.status,
            error: answer,
        };
    }
}

// EXTERNAL MODULE: ./api/limits.ts
var limits = __webpack_require__(9023);
// EXTERNAL MODULE: ./inputs/yaml-document.ts
var yaml_document = __webpack_require__(4999);
// EXTERNAL MODULE: ./platform/storage/path-filter.ts
var path_filter = __webpack_require__(5760);
;// CONCATENATED MODULE: ./operations/plan-deploys/targets.ts




const KINDS = ['script', 'site', 'app'];
const NAME = /^[A-Za-z0-9_-]{1,100}$/;
/** A workflow's matrix makes at most 256 jobs (GitHub's limit). */
const MAX_TARGETS = 256;
/** The members plan-deploys adds to each matrix entry: a target may not bring its own. */
const ADDED_MEMBERS = ['live-commit', 'reason'];
const APP_ID = /^[A-Za-z0-9_.-]{1,128}$/;
const CONTAINER_NAME = /^[A-Za-z0-9_.-]{1,128}$/;
const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
/** Collects every problem of the document, so that the step names them all at once. */
class Problems {
    list = [];
    #doc;
    constructor(doc) {
        this.#doc = doc;
    }
    add(path, message) {
        const line = this.#doc.lineOf(path);
        this.list.push(`${line === undefined ? '' : `line ${line}, `}${(0,yaml_document/* formatPath */.jV)(['targets', ...path]) || 'targets'}: ${message}`);
    }
}
function readId(problems, target, index, member, max) {
    const value = target[member];
    const number = typeof value === 'number' ? value : typeof value === 'string' && /^[0-9]+$/.test(value.trim()) ? Number(value.trim()) : NaN;
    if (value === undefined)
        problems.add([index], `a ${String(target['kind'])} target needs '${member}'`);
    else if (!Number.isSafeInteger(number) || number < 1 || number > max)
        problems.add([index, member], `got ${(0,yaml_document/* describeValue */.bp)(value, { showStrings: true })}; expected a positive integer id`);
    else
        return number;
    return undefined;
}
function readText(problems, target, index, member, rule, what) {
    const value = target[member];
    if (value === undefined)
        return undefined;
    if (typeof value === 'string' && rule.test(value))
        return value;
    problems.add([index, member], `got ${(0,yaml_document/* describeValue */.bp)(value, { showStrings: true })}; expected ${what}`);
    return undefined;
}
/** `paths`: one pattern, a block of patterns one a line, or a list of them; checked as exclude's are. */
function readPaths(problems, target, index) {
    const value = target['paths'];
    if (value === undefined || value === null)
        return undefined;
    const given = typeof value === 'string' ? value.split(/\r?\n/) : Array.isArray(value) ? value : undefined;
    if (given === undefined) {
        problems.add([index, 'paths'], `got ${(0,yaml_document/* describeValue */.bp)(value)}; expected a list of glob patterns relative to the repository's root`);
        return undefined;
    }
    const patterns = [];
    const before = problems.list.length;
    given.forEach((pattern, at) => {
        const where = typeof value === 'string' ? [index, 'paths'] : [index, 'paths', at];
        if (typeof pattern !== 'string') {
            problems.add(where, `got ${(0,yaml_document/* describeValue */.bp)(pattern)}; expected a glob pattern`);
            return;
        }
        const trimmed = pattern.trim();
        if (trimmed === '')
            return;
        const problem = (0,path_filter/* patternProblem */.AL)(trimmed) ?? (trimmed.includes('\0') ? 'a pattern cannot hold a NUL character' : undefined);
        if (problem !== undefined) {
            problems.add(where, `${JSON.stringify(trimmed.slice(0, 60))}: ${problem.replace('its folder', "the repository's root")}`);
            return;
        }
        patterns.push(trimmed);
    });
    if (problems.list.length > before)
        return undefined;
    if (patterns.length === 0) {
        problems.add([index, 'paths'], "holds no pattern: leave 'paths' out for a target that always deploys");
        return undefined;
    }
    return new path_filter/* PathPatterns */.DZ(patterns);
}
function readTarget(problems, value, index, names) {
    if (!isObject(value)) {
        problems.add([index], `got ${(0,yaml_document/* describeValue */.bp)(value)}; expected a mapping with name, kind and its id`);
        return undefined;
    }
    const before = problems.list.length;
    const nameValue = value['name'];
    let name;
    if (nameValue === undefined)
        problems.add([index], "needs 'name'");
    else if (typeof nameValue !== 'string' || !NAME.test(nameValue))
        problems.add([index, 'name'], `got ${(0,yaml_document/* describeValue */.bp)(nameValue, { showStrings: true })}; expected letters, digits, '-' and '_' (at most 100)`);
    else {
        name = nameValue;
        const first = names.get(name);
        if (first !== undefined)
            problems.add([index, 'name'], `'${name}' is the name of targets[${first}] too; each target needs its own name`);
        else
            names.set(name, index);
    }
    for (const member of ADDED_MEMBERS) {
        if (member in value)
            problems.add([index, member], `is set by plan-deploys in the matrix; give the target another member name`);
    }
    const kindValue = value['kind'];
    const kind = KINDS.find((known) => known === kindValue);
    if (kindValue === undefined)
        problems.add([index], `needs 'kind': one of ${KINDS.join(', ')}`);
    else if (kind === undefined)
        problems.add([index, 'kind'], `got ${(0,yaml_document/* describeValue */.bp)(kindValue, { showStrings: true })}; expected one of ${KINDS.join(', ')}`);
    const paths = readPaths(problems, value, index);
    const members = { ...value };
    let target;
    if (kind === 'script') {
        const scriptId = readId(problems, value, index, 'script-id', Number.MAX_SAFE_INTEGER);
        if (scriptId !== undefined && name !== undefined)
            target = { kind, name, scriptId, paths, members };
    }
    else if (kind === 'site') {
        const pullZoneId = readId(problems, value, index, 'pull-zone-id', limits/* INT32_MAX */.go);
        if (pullZoneId !== undefined && name !== undefined)
            target = { kind, name, pullZoneId, paths, members };
    }
    else if (kind === 'app') {
        const appId = readText(problems, value, index, 'app-id', APP_ID, 'an application id (letters, digits, ., _ and -)');
        if (value['app-id'] === undefined)
            problems.add([index], "an app target needs 'app-id'");
        const container = readText(problems, value, index, 'container', CONTAINER_NAME, "a container template's name");
        if (appId !== undefined && name !== undefined)
            target = { kind, name, appId, container, paths, members };
    }
    return problems.list.length === before ? target : undefined;
}
/**
 * Reads `targets`: YAML (or JSON), a list of targets. Every problem of every target is named in
 * one failure, each with its line and place, before any request is sent.
 */
function parseTargets(text) {
    const doc = (0,yaml_document/* parseStructuredText */.SQ)('targets', text, { yaml: true });
    const problems = new Problems(doc);
    if (!Array.isArray(doc.value)) {
        throw new inputs_inputs/* InputError */.dz('targets', `got ${(0,yaml_document/* describeValue */.bp)(doc.value)}; expected a YAML list of targets, each with name, kind and its id`);
    }
    if (doc.value.length === 0)
        throw new inputs_inputs/* InputError */.dz('targets', 'is an empty list; give at least one target');
    if (doc.value.length > MAX_TARGETS)
        problems.add([], `holds ${doc.value.length} targets; a matrix makes at most ${MAX_TARGETS} jobs, so split them over several plan steps`);
    const names = new Map();
    const targets = doc.value.map((value, index) => readTarget(problems, value, index, names));
    if (problems.list.length === 1)
        throw new inputs_inputs/* InputError */.dz('targets', problems.list[0]);
    if (problems.list.length > 1)
        throw new inputs_inputs/* InputError */.dz('targets', `${problems.list.length} problems:\n${problems.list.map((p) => `- ${p}`).join('\n')}`);
    return targets.filter((target) => target !== undefined);
}

;// CONCATENATED MODULE: ./operations/plan-deploys/index.ts







/** Reads at once: a few, as the account's other steps share its rate limit (the client's gate slows them all on a 429). */
const READS_AT_ONCE = 4;
const shortSha = (sha) => (sha === undefined ? '' : sha.slice(0, 12));
/** The decision a target ends with: an undecided one deploys when the step fails open. */
function finalDecision(decision, failOpen) {
    return decision.decision === 'undecided' ? (failOpen ? 'deploy' : 'undecided') : decision.decision;
}
function resultOf(decisions, checkout, failOpen) {
    return {
        head: checkout.kind === 'ready' ? checkout.head : null,
        shallow: checkout.kind === 'ready' ? checkout.shallow : null,
        failOpen,
        targets: decisions.map((d) => ({
            name: d.target.name,
            kind: d.target.kind,
            liveCommit: d.liveCommit ?? null,
            liveValue: d.liveValue ?? null,
            readFrom: d.readFrom,
            changedFiles: d.changedFiles,
            changedCount: d.changedCount,
            decision: finalDecision(d, failOpen),
            ...(d.decision === 'undecided' && failOpen ? { failedOpen: true } : {}),
            reason: d.reason,
        })),
    };
}
/**
 * What fails the step with fail-open: false: a target with paths that could not be compared,
 * and any target whose read failed (the API's error: a deploy would meet it too).
 */
const blocks = (d) => d.readError !== undefined || (d.decision === 'undecided' && d.target.paths !== undefined);
const refusedKey = (d) => d.readError?.status === 401;
/** The matrix entry of a target to deploy: its own members as given, and what the plan found. */
function matrixEntry(decision) {
    return { ...decision.target.members, 'live-commit': decision.liveCommit ?? '', reason: decision.reason };
}
function report(decisions, checkout, failOpen, { setOutput, summary, log }) {
    const deploy = decisions.filter((d) => finalDecision(d, failOpen) === 'deploy');
    const skip = decisions.filter((d) => d.decision === 'skip');
    setOutput('result', resultOf(decisions, checkout, failOpen));
    setOutput('status', (0,bounded_concurrency/* batchStatus */.F)(decisions.map((d) => d.status)));
    for (const d of decisions) {
        const decided = finalDecision(d, failOpen);
        const where = d.readFrom ? ` (${(0,untrusted_text/* inline */.mG)(d.readFrom, 200)})` : '';
        log.info(`${d.target.name}: ${decided}: ${(0,untrusted_text/* inline */.mG)(d.reason, 400)}; live ${d.liveValue === undefined ? 'unknown' : (0,untrusted_text/* inline */.mG)(d.liveValue, 60)}${where}`);
        for (const file of d.changedFiles)
            log.info(`  ${(0,untrusted_text/* inline */.mG)(file, 300)}`);
        if (d.changedCount > d.changedFiles.length)
            log.info(`  ... and ${d.changedCount - d.changedFiles.length} more`);
    }
    summary.table(['Target', 'Kind', 'Live commit', 'Read from', 'Decision', 'Reason', 'Matched files'], decisions.map((d) => [
        d.target.name,
        d.target.kind,
        shortSha(d.liveCommit) || (0,untrusted_text/* inline */.mG)(d.liveValue ?? '', 40) || '(unknown)',
        (0,untrusted_text/* inline */.mG)(d.readFrom, 120),
        finalDecision(d, failOpen),
        (0,untrusted_text/* inline */.mG)(d.reason, 300),
        d.changedCount,
    ]));
    // A step that fails hands no matrix on: a deploy job must not run from a plan that did not finish.
    if (decisions.some(refusedKey) || (!failOpen && decisions.some(blocks)))
        return;
    setOutputs(deploy, skip, setOutput);
}
function setOutputs(deploy, skip, setOutput) {
    setOutput('matrix', { include: deploy.map(matrixEntry) });
    setOutput('changed', deploy.map((d) => d.target.name));
    setOutput('unchanged', skip.map((d) => d.target.name));
    setOutput('any-changed', deploy.length > 0);
}
const operation = {
    plan({ inputs, workspace, env }) {
        const text = inputs.required('targets', 'a YAML list of targets, each with name, kind and its id');
        let targets = [];
        if (text !== '') {
            try {
                targets = parseTargets(text);
            }
            catch (error) {
                // Recorded, so that the step names it beside every other input's problem.
                if (!(error instanceof inputs_inputs/* InputError */.dz))
                    throw error;
                inputs.problems.add(error);
            }
        }
        return { targets, failOpen: inputs.boolean('fail-open', true), workspace, env };
    },
    describe(plan) {
        return plan.targets.map(describeRead);
    },
    concurrency(plan) {
        return Math.max(1, Math.min(READS_AT_ONCE, plan.targets.length));
    },
    async execute(plan, client, stepReport) {
        const { summary, log } = stepReport;
        const git = new GitCheckout(plan.workspace, plan.env);
        const checkout = await inspectCheckout(git);
        if (checkout.kind === 'unusable')
            log.warning(`No target can be compared with what is live: ${checkout.reason}`);
        else if (checkout.shallow) {
            log.warning('The checkout is shallow: a live commit older than it is not in its history, and its target is deployed. plan-deploys needs `fetch-depth: 0` on actions/checkout.');
        }
        summary.heading(`bunny.net plan-deploys: ${plan.targets.length} target${plan.targets.length === 1 ? '' : 's'}`);
        log.info(`Reading what is live on ${plan.targets.length} target${plan.targets.length === 1 ? '' : 's'}, ${Math.min(READS_AT_ONCE, plan.targets.length)} at a time; comparing with HEAD ${checkout.kind === 'ready' ? shortSha(checkout.head) : '(unknown)'}`);
        const settled = await (0,bounded_concurrency/* settleWithConcurrency */.V)(plan.targets, READS_AT_ONCE, async (target) => decide(target, await readLive(client, target), checkout, git));
        const failure = settled.find((s) => s.status === 'rejected');
        if (failure)
            throw failure.reason;
        const decisions = settled.map((s) => s.value);
        report(decisions, checkout, plan.failOpen, stepReport);
        // A key the API refuses says nothing of any target, and every deploy would meet it too: the step fails, fail-open or not.
        const refused = decisions.find(refusedKey)?.readError;
        if (refused)
            throw refused;
        const undecided = decisions.filter((d) => d.decision === 'undecided');
        const deploying = decisions.filter((d) => finalDecision(d, plan.failOpen) === 'deploy').length;
        const blocking = plan.failOpen ? [] : decisions.filter(blocks);
        if (blocking.length > 0) {
            const count = `${blocking.length} target${blocking.length === 1 ? '' : 's'}`;
            summary.verdict(false, `${count} could not be compared with what is live, and fail-open is false`);
            const message = `fail-open is false and ${count} could not be compared with what is live:\n${blocking
                .map((d) => `- ${d.target.name}: ${d.readError ? d.readError.message : (0,untrusted_text/* inline */.mG)(d.reason, 400)}`)
                .join('\n')}`;
            // The API's own failure, when there is one, so that status and error-key say what it said.
            const apiError = blocking.find((d) => d.readError !== undefined)?.readError;
            throw apiError ? apiError.withMessage(message) : new Error(message);
        }
        summary.verdict(true, `${deploying} of ${decisions.length} to deploy`);
        if (undecided.length > 0) {
            log.warning(`${undecided.length} target${undecided.length === 1 ? '' : 's'} deployed because what is live could not be compared (fail-open): ${undecided.map((d) => d.target.name).join(', ')}`);
        }
    },
};


/***/ }),

/***/ 6309:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MK: () => (/* binding */ readOverview),
/* harmony export */   Qy: () => (/* binding */ displayUrl),
/* harmony export */   SE: () => (/* binding */ isNotDeployed),
/* harmony export */   SP: () => (/* binding */ cdnPullZones),
/* harmony export */   TC: () => (/* binding */ ApplicationMissing),
/* harmony export */   c2: () => (/* binding */ statusOf),
/* harmony export */   gd: () => (/* binding */ noApplication),
/* harmony export */   nZ: () => (/* binding */ readApplication)
/* harmony export */ });
/* harmony import */ var _api_api_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(316);
/* harmony import */ var _api_requests_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7109);


/** What a 404 of the application's read means, in the words a user reads. */
const noApplication = (appId) => `No application has the id ${appId}: check app-id.`;
/**
 * A 404 of GET /mc/apps/{appId} or of its overview: no application has that id (any more). The
 * API's own answer is kept, so the step's status and error outputs stay what the API said; the
 * words a user reads (which input to check) are the caller's.
 */
class ApplicationMissing extends Error {
    answer;
    constructor(answer) {
        super(answer.message);
        this.answer = answer;
        this.name = 'ApplicationMissing';
    }
}
function missing(error) {
    return error instanceof _api_api_error_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .h && error.status === 404 ? new ApplicationMissing(error) : error;
}
/** The live application in the read model (which is not the update model); throws ApplicationMissing. */
async function readApplication(client, appId) {
    try {
        return (await client.send(_api_requests_js__WEBPACK_IMPORTED_MODULE_1__/* .requests */ .zG.app(appId))).body;
    }
    catch (error) {
        throw missing(error);
    }
}
/** Where a rollout stands, per region, pod and container; throws ApplicationMissing. */
async function readOverview(client, appId) {
    try {
        return (await client.send(_api_requests_js__WEBPACK_IMPORTED_MODULE_1__/* .requests */ .zG.appOverview(appId))).body;
    }
    catch (error) {
        throw missing(error);
    }
}
/** The status, lower-case: its casing changed between versions of the API (`Active` became `active`). */
const statusOf = (application) => application.status?.toLowerCase() ?? undefined;
/**
 * An application that is not deployed: an update changes its configuration, and no rollout
 * follows until it is deployed, so waiting for one would wait to the deadline.
 */
const isNotDeployed = (application) => statusOf(application) === 'inactive';
/** The display endpoint as an https:// address, for a job's environment.url. */
function displayUrl(application) {
    const address = application.displayEndpoint?.address;
    if (!address)
        return undefined;
    return /^https?:\/\//.test(address) ? address : `https://${address}`;
}
/**
 * The pull zones in front of the application's CDN endpoints: a cached answer there cannot tell
 * the new image from the old one, so they are purged before a probe. The read model gives a pull
 * zone id as a string; one that is not a number is not a pull zone this API can purge.
 */
function cdnPullZones(application) {
    const ids = new Set();
    for (const template of application.containerTemplates) {
        for (const endpoint of template.endpoints ?? []) {
            if ((endpoint.type ?? 'cdn').toLowerCase() !== 'cdn')
                continue;
            const id = typeof endpoint.pullZoneId === 'number' ? endpoint.pullZoneId : Number(endpoint.pullZoneId ?? Number.NaN);
            if (Number.isSafeInteger(id) && id > 0)
                ids.add(id);
        }
    }
    return [...ids];
}


/***/ }),

/***/ 7213:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Z: () => (/* binding */ nameInOtherCase),
/* harmony export */   FC: () => (/* binding */ containerNamed),
/* harmony export */   fd: () => (/* binding */ keepContainerIdentities)
/* harmony export */ });
/**
 * Gives each template of a configuration the id of the live container of the same name, as the
 * platform's CLI does. The update is a full replacement: a template without the live id is a new
 * container and the live one is deleted, so a file without ids would recreate every container on
 * every deploy. Which removals are allowed is the caller's decision: `removed` names them.
 */
function keepContainerIdentities(config, live) {
    const liveByName = new Map(live.map((template) => [template.name, template]));
    const names = new Set((config.containerTemplates ?? []).map((template) => template.name));
    const kept = [];
    const created = [];
    const templates = (config.containerTemplates ?? []).map((template) => {
        const match = liveByName.get(template.name);
        if (!match?.id) {
            created.push(template.name);
            // An id of a container that is not live (copied from another application) would be refused or wrong.
            const fresh = { ...template };
            delete fresh.id;
            return fresh;
        }
        kept.push(template.name);
        return { ...template, id: match.id };
    });
    const removed = live.filter((template) => !names.has(template.name)).map((template) => template.name);
    const result = config.containerTemplates === undefined ? { ...config } : { ...config, containerTemplates: templates };
    return { config: result, kept, created, removed };
}
/** The live container template of that name; names are case-sensitive, as the platform keeps them. */
function containerNamed(application, name) {
    return application.containerTemplates.find((candidate) => candidate.name === name);
}
/** The name that differs from `name` only in case, when there is one: what a user most likely meant. */
function nameInOtherCase(application, name) {
    return application.containerTemplates.map((template) => template.name).find((known) => known.toLowerCase() === name.toLowerCase());
}


/***/ }),

/***/ 7089:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ readActiveRelease),
/* harmony export */   M: () => (/* binding */ withoutCode)
/* harmony export */ });
/* harmony import */ var _api_api_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(316);
/* harmony import */ var _api_requests_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7109);


/** THE reader of a script's active release: a 404 means "none", any other failure is thrown. */
async function readActiveRelease(client, scriptId) {
    try {
        return { release: (await client.send(_api_requests_js__WEBPACK_IMPORTED_MODULE_1__/* .requests */ .zG.activeRelease(scriptId))).body, notFound: undefined };
    }
    catch (error) {
        if (error instanceof _api_api_error_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .h && error.status === 404)
            return { release: undefined, notFound: error };
        throw error;
    }
}
/** A release as a step reports it (its `result`): everything but `Code`, the whole script source. */
function withoutCode(release) {
    const copy = { ...release };
    delete copy.Code;
    return copy;
}


/***/ }),

/***/ 2486:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   aW: () => (/* binding */ commitFromNote),
/* harmony export */   nB: () => (/* binding */ rollbackNote),
/* harmony export */   wm: () => (/* binding */ deployNote)
/* harmony export */ });
/**
 * The notes this action writes, and the one reading of a commit from a note. A release published
 * with an API key has no CommitSha: its note is the only place a pipeline can name the commit,
 * so notes are written so that they cannot be misread, and read so that no other number is
 * taken for a commit.
 */
/**
 * The form of this action's own deploy note, with the commit it names, anywhere in a note: a
 * workflow's own note may put text before it ("v1.8.0: Deploy <sha> (<run url>)").
 */
const DEPLOY_NOTE = /(?<![0-9a-z])Deploy\s+([0-9a-f]{7,40})(?![0-9a-z])/gi;
/** A full commit SHA standing alone, with a letter in it: 40 decimal digits are a number, not a commit. */
const FULL_SHA = /(?<![0-9a-z])(?=[0-9]*[a-f])[0-9a-f]{40}(?![0-9a-z])/i;
/** A note that says it rolls back names the commit it undoes, or the one it restores: never the commit deployed. */
const ROLLBACK = /\b(?:roll(?:ed|ing|s)?[\s-]*back|rollback|revert(?:ed|ing|s)?)\b/i;
/** `Deploy <sha> (<run url>)`: the default note of a publish, which get-active-release reads back. */
function deployNote(commit, runUrl) {
    return [commit ? `Deploy ${commit}` : 'Deploy by bunny-platform-action', runUrl ? `(${runUrl})` : undefined]
        .filter((part) => part !== undefined)
        .join(' ');
}
/**
 * The note of a re-publish: it names the release it restores, by id when known and by Uuid, and
 * no commit, so that it never reads as a deploy of the commit it rolls back from.
 */
function rollbackNote(target, runUrl, why) {
    const release = target.Id === undefined ? `release ${target.Uuid}` : `release ${target.Id} (uuid ${target.Uuid})`;
    return [`Roll back to ${release}`, why, runUrl ? `(${runUrl})` : undefined].filter((part) => part !== undefined).join(' ');
}
/**
 * The commit a note says was deployed: the SHA of this action's own form (`Deploy <sha>`, the
 * first of them wherever it stands; fewer
 * than 40 digits only with a letter, since a date or a run number is all digits), else a full
 * 40-digit SHA. A rollback's note names none. Lower-case; undefined when the note names none.
 */
function commitFromNote(note) {
    if (!note || ROLLBACK.test(note))
        return undefined;
    for (const [, own = ''] of note.matchAll(DEPLOY_NOTE)) {
        if (own.length === 40 || /[a-f]/i.test(own))
            return own.toLowerCase();
    }
    return FULL_SHA.exec(note)?.[0].toLowerCase();
}


/***/ }),

/***/ 7478:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ releaseCommit)
/* harmony export */ });
/* harmony import */ var _notes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2486);

/**
 * THE reading of a release's commit, for get-active-release and plan-deploys alike: its
 * `CommitSha`, or when that is empty (published with an API key) the commit its `Note` says was
 * deployed (never another number the note holds, nor the commit a rollback note names).
 */
function releaseCommit(release) {
    const field = release.CommitSha?.trim();
    if (field)
        return { sha: field, source: 'CommitSha' };
    const sha = (0,_notes_js__WEBPACK_IMPORTED_MODULE_0__/* .commitFromNote */ .aW)(release.Note);
    return sha === undefined ? undefined : { sha, source: 'Note' };
}


/***/ }),

/***/ 7765:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ explainNotFound)
/* harmony export */ });
/* harmony import */ var _api_api_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(316);

/**
 * A 404 with `hint`, the sentence saying which input to check, on a line of its own; any other
 * error as it is. Each product words its own sentences beside its reads, in
 * src/platform/<product>/: what is missing and the input it came from (`No DNS zone has the id
 * 1001: check zone-id.`).
 */
function explainNotFound(error, hint) {
    return error instanceof _api_api_error_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .h && error.status === 404 ? error.withMessage(`${error.message}\n${hint}`) : error;
}


/***/ }),

/***/ 2141:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ noPullZone),
/* harmony export */   s: () => (/* binding */ readPullZone)
/* harmony export */ });
/* harmony import */ var _api_requests_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7109);
/* harmony import */ var _not_found_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7765);


/** What a 404 of a pull zone's read or write means. */
const noPullZone = (pullZoneId) => `No pull zone has the id ${pullZoneId}: check pull-zone-id.`;
/**
 * The pull zone with its rules and hostnames: the only read that returns the rules. Its 404
 * means the zone is missing. The answer is checked against a model that keeps no secret member
 * (see models/pull-zone.ts), so what a step holds of the zone can be printed.
 */
async function readPullZone(client, pullZoneId) {
    try {
        return (await client.send(_api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .requests */ .zG.pullZone(pullZoneId))).body;
    }
    catch (error) {
        throw (0,_not_found_js__WEBPACK_IMPORTED_MODULE_1__/* .explainNotFound */ .h)(error, noPullZone(pullZoneId));
    }
}


/***/ }),

/***/ 9505:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Q: () => (/* binding */ previewDescription),
/* harmony export */   At: () => (/* binding */ liveDeploy),
/* harmony export */   CK: () => (/* binding */ productionRule),
/* harmony export */   GQ: () => (/* binding */ productionHostnames),
/* harmony export */   ID: () => (/* binding */ sameDeploy),
/* harmony export */   IZ: () => (/* binding */ htmlCacheRule),
/* harmony export */   Kq: () => (/* binding */ descriptionOf),
/* harmony export */   MT: () => (/* binding */ DEPLOYS_FOLDER),
/* harmony export */   NZ: () => (/* binding */ EDGE_RULE_LIMIT),
/* harmony export */   P9: () => (/* binding */ systemHostname),
/* harmony export */   Vb: () => (/* binding */ rulesDescribed),
/* harmony export */   XV: () => (/* binding */ previewRule),
/* harmony export */   cH: () => (/* binding */ HTML_CACHE_DESCRIPTION),
/* harmony export */   hX: () => (/* binding */ siteUrl),
/* harmony export */   j0: () => (/* binding */ BLOCK_DESCRIPTION),
/* harmony export */   je: () => (/* binding */ targetName),
/* harmony export */   ks: () => (/* binding */ DEPLOY_HEADER),
/* harmony export */   qC: () => (/* binding */ HOSTNAME_LIMIT),
/* harmony export */   s0: () => (/* binding */ ruleIsAsWritten),
/* harmony export */   sG: () => (/* binding */ ruleFor),
/* harmony export */   u8: () => (/* binding */ blockRule),
/* harmony export */   wB: () => (/* binding */ productionAnswersFor),
/* harmony export */   xb: () => (/* binding */ PRODUCTION_HOSTNAME_MAX),
/* harmony export */   xf: () => (/* binding */ deploysInUse),
/* harmony export */   yI: () => (/* binding */ deploySegments),
/* harmony export */   yT: () => (/* binding */ hasCertificate),
/* harmony export */   yt: () => (/* binding */ hasHostname)
/* harmony export */ });
/* unused harmony exports PRODUCTION_DESCRIPTION, deployOfRule */
/*
 * A static site on a pull zone, as the platform's own CLI made it (storage-and-deploy-facts 2.1):
 * each deploy in its own folder `deploys/<id>/` of the storage zone, and edge rules that point
 * the site at one of them. The action's rules are recognised by their Description, and only
 * those: a rule the action did not make is never written or deleted.
 *
 * - production: OriginStorage (17) to `/deploys/<id>/` with the response header X-Bunny-Deploy,
 *   for the URLs of production's own hostnames, named one by one: every hostname of the zone
 *   that has no preview rule. A preview never needs to write it (its rule is made before its
 *   hostname is added, so production never counts a preview's hostname as its own), which is
 *   how a preview step can never put production back on a deploy it read earlier;
 * - one per preview hostname: the same, for that hostname only;
 * - block: BlockRequest (4) for every URL under /deploys/, so a deploy is reached only through
 *   the switch, never by its folder (the edge answers a block before any origin);
 * - html cache-control (only with html-cache-control): SetResponseHeader Cache-Control on the
 *   site's HTML (`*\/`, `*.html`, `*.htm`), so that returning visitors ask again.
 */
/** The folder at a site's zone root that holds every deploy, each in `deploys/<id>/`. */
const DEPLOYS_FOLDER = 'deploys';
/** A deploy's folder, in segments from the zone's root. */
const deploySegments = (deployId) => [DEPLOYS_FOLDER, deployId];
const DEPLOY_HEADER = 'X-Bunny-Deploy';
const DESCRIPTION_PREFIX = 'bunny-action static site:';
const PRODUCTION_DESCRIPTION = `${DESCRIPTION_PREFIX} production`;
const BLOCK_DESCRIPTION = `${DESCRIPTION_PREFIX} block direct requests to /${DEPLOYS_FOLDER}/`;
const HTML_CACHE_DESCRIPTION = `${DESCRIPTION_PREFIX} html cache-control`;
const previewDescription = (hostname) => `${DESCRIPTION_PREFIX} preview ${hostname.toLowerCase()}`;
/** docs.bunny.net/cdn/limits: defaults, which the platform raises on request. */
const EDGE_RULE_LIMIT = 50;
const HOSTNAME_LIMIT = 10;
const TRIGGERS_PER_RULE = 5;
const PATTERNS_PER_TRIGGER = 5;
/** Production's rule names its hostnames in at most five triggers of five patterns. */
const PRODUCTION_HOSTNAME_MAX = TRIGGERS_PER_RULE * PATTERNS_PER_TRIGGER;
const ACTION_BLOCK_REQUEST = 4;
const ACTION_SET_RESPONSE_HEADER = 5;
const ACTION_ORIGIN_STORAGE = 17;
const TRIGGER_URL = 0;
const MATCH_ANY = 0;
const MATCH_ALL = 1;
const MATCH_NONE = 2;
const DEPLOYS_PATTERN = `*/${DEPLOYS_FOLDER}/*`;
const HTML_PATTERNS = ['*/', '*.html', '*.htm'];
const deployFolder = (deployId) => `/${deploySegments(deployId).join('/')}/`;
function targetName(target) {
    return target.kind === 'production' ? 'production' : `the preview ${target.hostname}`;
}
function descriptionOf(target) {
    return target.kind === 'production' ? PRODUCTION_DESCRIPTION : previewDescription(target.hostname);
}
const sameText = (a, b) => (a ?? '').trim().toLowerCase() === b.toLowerCase();
/** Deploy ids compare as the platform may store them: without regard to case. */
const sameDeploy = (a, b) => a !== undefined && b !== undefined && a.toLowerCase() === b.toLowerCase();
/** The rule of that description; several (a duplicate the platform made) are all returned, first kept. */
function rulesDescribed(zone, description) {
    return (zone.EdgeRules ?? []).filter((rule) => sameText(rule.Description, description));
}
/** The preview hostnames the zone has rules for (enabled or not), from the rules' descriptions. */
function previewHostnames(zone) {
    const prefix = `${DESCRIPTION_PREFIX} preview `;
    const hosts = new Set();
    for (const rule of zone.EdgeRules ?? []) {
        const description = (rule.Description ?? '').trim().toLowerCase();
        if (description.startsWith(prefix))
            hosts.add(description.slice(prefix.length));
    }
    return [...hosts].sort();
}
/** Every hostname of the zone, lower case. */
function zoneHostnameList(zone) {
    return (zone.Hostnames ?? []).map((host) => (host.Value ?? '').trim().toLowerCase()).filter((host) => host !== '');
}
/** Production's hostnames: every hostname of the zone that no preview rule claims. */
function productionHostnames(zone) {
    const previews = new Set(previewHostnames(zone));
    return [...new Set(zoneHostnameList(zone).filter((host) => !previews.has(host)))].sort();
}
/** A folder parameter as the platform may store it: slashes collapsed, no leading or trailing one, lower case. */
const normalFolder = (folder) => (folder ?? '')
    .replace(/\/+/g, '/')
    .replace(/^\/|\/$/g, '')
    .toLowerCase();
/**
 * The deploy a rule serves: the folder of its OriginStorage action, `deploys/<id>`, in the case
 * its X-Bunny-Deploy header gives when that names the same folder. Undefined when the rule is
 * disabled or not of that form (edited by hand): the step then knows no deploy as live.
 */
function deployOfRule(rule) {
    if (!rule || rule.ActionType !== ACTION_ORIGIN_STORAGE || rule.Enabled === false)
        return undefined;
    const match = /^deploys\/([A-Za-z0-9._-]+)$/i.exec((rule.ActionParameter3 ?? '').replace(/\/+/g, '/').replace(/^\/|\/$/g, ''));
    const folder = match?.[1];
    if (folder === undefined)
        return undefined;
    const header = (rule.ExtraActions ?? []).find((extra) => extra.ActionType === ACTION_SET_RESPONSE_HEADER && sameText(extra.ActionParameter1, DEPLOY_HEADER))?.ActionParameter2;
    return header !== undefined && header !== null && sameDeploy(header.trim(), folder) ? header.trim() : folder;
}
/** The deploy live on a target, as the zone was read: undefined when there is no rule (or not one of the step's form). */
function liveDeploy(zone, target) {
    return deployOfRule(rulesDescribed(zone, descriptionOf(target))[0]);
}
/** Every deploy some rule of the site points at (production's and each preview's, disabled ones too), lower case. */
function deploysInUse(zone) {
    const used = new Set();
    for (const rule of zone.EdgeRules ?? []) {
        if (rule.ActionType !== ACTION_ORIGIN_STORAGE)
            continue;
        const match = /^deploys\/([A-Za-z0-9._-]+)$/i.exec(normalFolder(rule.ActionParameter3));
        if (match?.[1])
            used.add(match[1].toLowerCase());
    }
    return used;
}
function chunks(items, size) {
    const out = [];
    for (let i = 0; i < items.length; i += size)
        out.push(items.slice(i, i + size));
    return out;
}
/** URL patterns of a hostname: any scheme, any path. */
const hostPattern = (hostname) => `*://${hostname.toLowerCase()}/*`;
function serve(storage, deployId, description, triggers, matching, enabled = true) {
    return {
        ActionType: ACTION_ORIGIN_STORAGE,
        ActionParameter1: String(storage.id),
        ActionParameter2: storage.name,
        ActionParameter3: deployFolder(deployId),
        Triggers: triggers,
        ExtraActions: [
            { ActionType: ACTION_SET_RESPONSE_HEADER, ActionParameter1: DEPLOY_HEADER, ActionParameter2: deployId, ActionParameter3: null },
        ],
        TriggerMatchingType: matching,
        Description: description,
        Enabled: enabled,
    };
}
/**
 * Production: the URLs of its own hostnames, five to a trigger, any trigger matching. However
 * many previews the zone has, they take no room in it; it holds 25 production hostnames.
 */
function productionRule(storage, deployId, hostnames) {
    const triggers = chunks([...new Set(hostnames.map((host) => host.toLowerCase()))].sort().map(hostPattern), PATTERNS_PER_TRIGGER).map((patterns) => ({ Type: TRIGGER_URL, PatternMatches: patterns, PatternMatchingType: MATCH_ANY, Parameter1: null }));
    return serve(storage, deployId, PRODUCTION_DESCRIPTION, triggers, MATCH_ANY);
}
/** A preview: that hostname only, not under /deploys/. Disabled, it claims the hostname before it is added. */
function previewRule(storage, deployId, hostname, enabled = true) {
    return serve(storage, deployId, previewDescription(hostname), [
        { Type: TRIGGER_URL, PatternMatches: [hostPattern(hostname)], PatternMatchingType: MATCH_ANY, Parameter1: null },
        { Type: TRIGGER_URL, PatternMatches: [DEPLOYS_PATTERN], PatternMatchingType: MATCH_NONE, Parameter1: null },
    ], MATCH_ALL, enabled);
}
function blockRule() {
    return {
        ActionType: ACTION_BLOCK_REQUEST,
        ActionParameter1: null,
        ActionParameter2: null,
        ActionParameter3: null,
        Triggers: [{ Type: TRIGGER_URL, PatternMatches: [DEPLOYS_PATTERN], PatternMatchingType: MATCH_ANY, Parameter1: null }],
        ExtraActions: [],
        TriggerMatchingType: MATCH_ANY,
        Description: BLOCK_DESCRIPTION,
        Enabled: true,
    };
}
/** The Cache-Control of the site's HTML (its pages and every path ending in /), for browsers. */
function htmlCacheRule(cacheControl) {
    return {
        ActionType: ACTION_SET_RESPONSE_HEADER,
        ActionParameter1: 'Cache-Control',
        ActionParameter2: cacheControl,
        ActionParameter3: null,
        Triggers: [{ Type: TRIGGER_URL, PatternMatches: [...HTML_PATTERNS], PatternMatchingType: MATCH_ANY, Parameter1: null }],
        ExtraActions: [],
        TriggerMatchingType: MATCH_ANY,
        Description: HTML_CACHE_DESCRIPTION,
        Enabled: true,
    };
}
function ruleFor(target, storage, deployId, productionHosts) {
    return target.kind === 'production'
        ? productionRule(storage, deployId, productionHosts)
        : previewRule(storage, deployId, target.hostname);
}
/** A parameter as compared: `null` and `""` are the same, surrounding space is not meaning. */
const param = (value) => (value ?? '').trim();
function triggerKey(trigger) {
    const patterns = [...(trigger.PatternMatches ?? [])].map((pattern) => pattern.trim().toLowerCase()).sort();
    return JSON.stringify([trigger.Type ?? 0, trigger.PatternMatchingType ?? 0, param(trigger.Parameter1).toLowerCase(), patterns]);
}
function actionKey(action) {
    // A header's name is case-insensitive; its value is compared as written.
    const header = action.ActionType === ACTION_SET_RESPONSE_HEADER;
    return JSON.stringify([
        action.ActionType ?? 0,
        header ? param(action.ActionParameter1).toLowerCase() : param(action.ActionParameter1),
        param(action.ActionParameter2),
        param(action.ActionParameter3),
    ]);
}
const sortedKeys = (items, key) => (items ?? []).map(key).sort();
/**
 * Whether the rule as read does what the step would write: the same action and parameters (the
 * folder with the platform's normalisation of slashes and case, the zone name without regard
 * to case, `null` as `""`), the same triggers and extra actions in any order, enabled alike.
 * A form the platform normalised is not "another writer", and such a rule is not rewritten.
 */
function ruleIsAsWritten(read, wanted) {
    if (!read)
        return false;
    const origin = wanted.ActionType === ACTION_ORIGIN_STORAGE;
    return ((read.Enabled !== false) === (wanted.Enabled !== false) &&
        read.ActionType === wanted.ActionType &&
        (read.TriggerMatchingType ?? 0) === wanted.TriggerMatchingType &&
        param(read.ActionParameter1) === param(wanted.ActionParameter1) &&
        (origin
            ? param(read.ActionParameter2).toLowerCase() === param(wanted.ActionParameter2).toLowerCase() &&
                normalFolder(read.ActionParameter3) === normalFolder(wanted.ActionParameter3)
            : actionKey(read) === actionKey(wanted)) &&
        JSON.stringify(sortedKeys(read.Triggers, triggerKey)) === JSON.stringify(sortedKeys(wanted.Triggers, triggerKey)) &&
        JSON.stringify(sortedKeys(read.ExtraActions, actionKey)) === JSON.stringify(sortedKeys(wanted.ExtraActions, actionKey)));
}
/** The system hostname (`*.b-cdn.net`), and the custom ones, as read. */
function zoneHostnames(zone) {
    const hosts = zone.Hostnames ?? [];
    const system = hosts.find((host) => host.IsSystemHostname)?.Value ?? undefined;
    const custom = hosts.filter((host) => !host.IsSystemHostname && host.Value).map((host) => (host.Value ?? '').toLowerCase());
    return { system: system?.toLowerCase(), custom };
}
function hasHostname(zone, hostname) {
    return (zone.Hostnames ?? []).some((host) => sameText(host.Value, hostname));
}
/**
 * Production's address: its first custom hostname that is not a preview's, else the system
 * hostname. A preview's address is its hostname.
 */
function siteUrl(zone, target) {
    if (target.kind === 'preview')
        return `https://${target.hostname.toLowerCase()}/`;
    const previews = new Set(previewHostnames(zone));
    const { system, custom } = zoneHostnames(zone);
    const host = custom.find((name) => !previews.has(name)) ?? system;
    return host === undefined ? undefined : `https://${host}/`;
}
/** The pull zone's system hostname (`<name>.b-cdn.net`): where a preview's CNAME points. */
function systemHostname(zone) {
    return zoneHostnames(zone).system;
}
/** Whether the zone reads a TLS certificate for the hostname (HasCertificate). */
function hasCertificate(zone, hostname) {
    return (zone.Hostnames ?? []).some((host) => sameText(host.Value, hostname) && host.HasCertificate === true);
}
/** A URL pattern of the edge (`*` any run of characters, no regard to case) tested on a URL. */
function urlPatternMatches(pattern, url) {
    const source = pattern
        .trim()
        .split('*')
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*');
    return new RegExp(`^${source}$`, 'is').test(url);
}
function matches(results, matching) {
    if (matching === MATCH_ALL)
        return results.length > 0 && results.every(Boolean);
    if (matching === MATCH_NONE)
        return !results.some(Boolean);
    return results.some(Boolean);
}
/**
 * Whether production's rule, as read, answers for a hostname's home page: a rule of an earlier
 * form of this action (which excluded previews one by one) or one edited by hand may. Only URL
 * triggers are evaluated; a rule with another kind is taken to answer (the cautious reading).
 */
function productionAnswersFor(zone, hostname) {
    const [rule] = rulesDescribed(zone, PRODUCTION_DESCRIPTION);
    if (!rule || rule.Enabled === false)
        return false;
    const triggers = rule.Triggers ?? [];
    if (triggers.some((trigger) => (trigger.Type ?? 0) !== TRIGGER_URL))
        return true;
    const url = `https://${hostname.toLowerCase()}/`;
    const results = triggers.map((trigger) => matches((trigger.PatternMatches ?? []).map((pattern) => urlPatternMatches(pattern, url)), trigger.PatternMatchingType));
    return triggers.length > 0 && matches(results, rule.TriggerMatchingType);
}


/***/ }),

/***/ 5760:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AL: () => (/* binding */ patternProblem),
/* harmony export */   DZ: () => (/* binding */ PathPatterns),
/* harmony export */   ky: () => (/* binding */ SyncScope)
/* harmony export */ });
/**
 * Which paths of a tree a sync covers: glob patterns (`*` within a path segment, `**` across
 * segments, `?` one character), relative to the tree's root, and the hidden-file rule. A pattern
 * that matches a folder covers everything below it.
 */
function globToRegExp(pattern) {
    let source = '';
    for (let i = 0; i < pattern.length; i++) {
        const char = pattern[i];
        if (char === '*' && pattern[i + 1] === '*') {
            // `**/` matches zero or more folders; a trailing `**` anything below.
            if (pattern[i + 2] === '/') {
                source += '(?:.*/)?';
                i += 2;
            }
            else {
                source += '.*';
                i += 1;
            }
        }
        else if (char === '*')
            source += '[^/]*';
        else if (char === '?')
            source += '[^/]';
        else
            source += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
    }
    return new RegExp(`^${source}$`);
}
/** A set of patterns; `matches` is true for a path that one of them, or one of its folders, matches. */
class PathPatterns {
    patterns;
    #files;
    #folders;
    constructor(patterns) {
        this.patterns = patterns;
        this.#files = [];
        this.#folders = [];
        for (const raw of patterns) {
            const pattern = raw.replace(/^\.?\//, '');
            // A trailing slash names folders only.
            if (pattern.endsWith('/'))
                this.#folders.push(globToRegExp(pattern.slice(0, -1)));
            else {
                const regex = globToRegExp(pattern);
                this.#files.push(regex);
                this.#folders.push(regex);
            }
        }
    }
    get isEmpty() {
        return this.patterns.length === 0;
    }
    /** `path`: relative, segments joined with '/'. */
    matches(path) {
        if (this.#files.some((regex) => regex.test(path)))
            return true;
        for (let slash = path.indexOf('/'); slash !== -1; slash = path.indexOf('/', slash + 1)) {
            const folder = path.slice(0, slash);
            if (this.#folders.some((regex) => regex.test(folder)))
                return true;
        }
        return false;
    }
    /** Whether a folder, and so everything in it, is matched (lets a walk skip it whole). */
    matchesFolder(folder) {
        return this.#folders.some((regex) => regex.test(folder)) || this.matches(`${folder}/`);
    }
}
/** A pattern's problem, or undefined: what the `exclude` and `keep` inputs refuse. */
function patternProblem(pattern) {
    if (pattern.split('/').some((segment) => segment === '..'))
        return "a pattern cannot hold '..': it is relative to its folder";
    if (pattern.startsWith('/') && pattern.length === 1)
        return "'/' alone matches nothing; use '**' for everything";
    return undefined;
}
/** Hidden files and folders (a name starting with `.`), except a `.well-known/` folder at the top, which is always synced. */
function isHiddenPath(path) {
    const segments = path.split('/');
    if (segments[0] === '.well-known' && segments.length > 1)
        return false;
    return segments.some((segment) => segment.startsWith('.'));
}
/** What a sync covers of a tree: not excluded, and not hidden unless hidden files are included. */
class SyncScope {
    exclude;
    includeHidden;
    constructor(exclude, includeHidden) {
        this.exclude = new PathPatterns(exclude);
        this.includeHidden = includeHidden;
    }
    covers(path) {
        if (!this.includeHidden && isHiddenPath(path))
            return false;
        return !this.exclude.matches(path);
    }
    /** Whether a walk can skip a folder whole. */
    skipsFolder(folder) {
        if (!this.includeHidden && folder !== '.well-known' && isHiddenPath(`${folder}/x`))
            return true;
        return this.exclude.matchesFolder(folder);
    }
}


/***/ })

};
