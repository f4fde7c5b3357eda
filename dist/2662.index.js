export const id = 2662;
export const ids = [2662];
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

/***/ 2662:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  operation: () => (/* binding */ operation)
});

// EXTERNAL MODULE: ./platform/pull-zones/read-pull-zone.ts
var read_pull_zone = __webpack_require__(2141);
// EXTERNAL MODULE: ./platform/not-found.ts
var not_found = __webpack_require__(7765);
// EXTERNAL MODULE: ./api/requests.ts
var requests = __webpack_require__(7109);
// EXTERNAL MODULE: ./api/api-error.ts
var api_error = __webpack_require__(316);
// EXTERNAL MODULE: ./http/retry-policy.ts
var retry_policy = __webpack_require__(6754);
// EXTERNAL MODULE: ./api/bounded-concurrency.ts
var bounded_concurrency = __webpack_require__(8980);
;// CONCATENATED MODULE: ./operations/purge-cache/purge-pacer.ts
/** Exact URL purges: a burst of 120, then 5 a second. */
const EXACT_PURGE_LIMIT = { burst: 120, perSecond: 5 };
/** Prefix purges (a URL ending in `/` or holding `*`, and, we assume, a whole pull zone): 20, then one every 2 s. */
const PREFIX_PURGE_LIMIT = { burst: 20, perSecond: 0.5 };
/**
 * Tokens of the platform's bucket the pacer never spends: requests sent at the bucket's own
 * rate arrive with jitter, and one that arrives a little early would find the bucket empty.
 * Two exact purges are 0.4 s of jitter, one prefix purge 2 s; they cost as long once.
 */
const SPARE_EXACT = 2;
const SPARE_PREFIX = 1;
/**
 * Paces purges on the client side so that the platform's limit is met before it is hit: the
 * platform's token bucket, mirrored, less a few spare tokens. Callers take a token before each
 * purge; turns are served one at a time, in order, so that only one caller sleeps at once.
 * When the step has been answered 429 since the last turn (the account's bucket was emptier
 * than ours: purges of another job), the pacer empties its own bucket and goes on at the
 * refill rate, while the shared throttle waits the 429 out.
 */
class PurgePacer {
    #clock;
    #capacity;
    #perSecond;
    #limited;
    #tokens;
    #last;
    #seenLimited;
    #queue = Promise.resolve();
    constructor(limit, spare, clock, limited = () => 0) {
        this.#clock = clock;
        this.#capacity = Math.max(1, limit.burst - spare);
        this.#perSecond = limit.perSecond;
        this.#limited = limited;
        this.#tokens = this.#capacity;
        this.#last = clock.now();
        this.#seenLimited = limited();
    }
    /** Seconds `count` purges take from a full bucket at this pace: the floor of a run. */
    static floorSeconds(count, limit, spare) {
        return Math.max(0, count - Math.max(1, limit.burst - spare)) / limit.perSecond;
    }
    /** Resolves when the next purge may be sent. */
    take() {
        const turn = this.#queue.then(() => this.#waitForToken());
        this.#queue = turn.catch(() => undefined);
        return turn;
    }
    async #waitForToken() {
        for (;;) {
            const now = this.#clock.now();
            this.#tokens = Math.min(this.#capacity, this.#tokens + ((now - this.#last) / 1000) * this.#perSecond);
            this.#last = now;
            const limited = this.#limited();
            if (limited !== this.#seenLimited) {
                this.#seenLimited = limited;
                this.#tokens = Math.min(this.#tokens, 0);
            }
            // A sleep of exactly the refill time may leave a rounding error short of one token.
            if (this.#tokens >= 1 - 1e-9) {
                this.#tokens -= 1;
                return;
            }
            await this.#clock.sleep(Math.ceil(((1 - this.#tokens) / this.#perSecond) * 1000));
        }
    }
}

// EXTERNAL MODULE: ./inputs/inputs.ts
var inputs_inputs = __webpack_require__(2495);
// EXTERNAL MODULE: ./inputs/url-text.ts
var url_text = __webpack_require__(4173);
;// CONCATENATED MODULE: ./operations/purge-cache/purge-targets.ts


/**
 * The platform's rule: a URL purge is a prefix purge when the URL holds `*`, or its path ends
 * in `/` and exactPath is not asked for. Prefix purges have a limit of their own.
 */
function isPrefixUrl(url, text, exactPath) {
    return text.includes('*') || (!exactPath && url.pathname.endsWith('/'));
}
/** Runs `read` on each line and gathers every line's problem into one error of `input`. */
function eachLine(input, lines, read) {
    const problems = [];
    const values = [];
    lines.forEach((line, index) => {
        try {
            values.push(read(line));
        }
        catch (error) {
            if (!(error instanceof inputs_inputs/* InputError */.dz))
                throw error;
            const message = error.message.replace(`Input '${input}': `, '');
            problems.push(lines.length > 1 ? `line ${index + 1}: ${message}` : message);
        }
    });
    if (problems.length > 0)
        throw new inputs_inputs/* InputError */.dz(input, problems.join('\n'));
    return values;
}
const CREDENTIALS = 'a URL holds credentials (user:password@); they are never part of a cached URL, leave them out';
function readUrl(text, exactPath) {
    // Credentials first, whatever else is wrong with the line; every message shows the URL without them.
    if ((0,url_text/* writtenCredentials */.CP)(text) !== undefined)
        throw new inputs_inputs/* InputError */.dz('urls', CREDENTIALS);
    if (/[\s\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(text)) {
        throw new inputs_inputs/* InputError */.dz('urls', `${(0,url_text/* showUrl */.jr)(text)} holds a space or a control character; give one URL a line`);
    }
    let url;
    try {
        url = new URL(text);
    }
    catch {
        throw new inputs_inputs/* InputError */.dz('urls', `${(0,url_text/* showUrl */.jr)(text)} is not a URL; expected http:// or https:// followed by a host and a path`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw new inputs_inputs/* InputError */.dz('urls', `${(0,url_text/* showUrl */.jr)(text)} is a ${url.protocol.replace(/:$/, '')} URL; only http:// and https:// URLs are cached and purged`);
    }
    if (url.hostname === '')
        throw new inputs_inputs/* InputError */.dz('urls', `${(0,url_text/* showUrl */.jr)(text)} has no host`);
    if (url.username !== '' || url.password !== '') {
        throw new inputs_inputs/* InputError */.dz('urls', CREDENTIALS);
    }
    return { url: text, prefix: isPrefixUrl(url, text, exactPath) };
}
/**
 * The purges the inputs ask for: pull zones (one id a line, with an optional cache tag), or
 * URLs (one a line). Every problem is recorded in `inputs.problems`; nothing is sent.
 */
function readPurgeTargets(inputs) {
    const zoneLines = inputs.lines('pull-zone-id');
    const urlLines = inputs.lines('urls');
    // No later line may show them either, whichever line holds them.
    for (const line of urlLines)
        (0,url_text/* maskWrittenCredentials */.g)(inputs, line);
    const cacheTag = inputs.line('cache-tag');
    const exactPath = inputs.boolean('exact-path', false);
    const problem = (input, message) => inputs.problems.add(new inputs_inputs/* InputError */.dz(input, message));
    if (zoneLines.length > 0 && urlLines.length > 0) {
        problem('urls', 'cannot be combined with pull-zone-id; purge either whole pull zones or URLs in one step');
    }
    else if (zoneLines.length === 0 && urlLines.length === 0) {
        problem('pull-zone-id', 'purge-cache needs pull-zone-id (one pull zone id a line) or urls (one URL a line)');
    }
    if (cacheTag !== undefined && zoneLines.length === 0) {
        problem('cache-tag', 'applies to pull-zone-id only: a cache tag is purged across a pull zone, a URL purge has none');
    }
    if (exactPath && urlLines.length === 0)
        problem('exact-path', 'applies to urls only: a pull zone purge has no path');
    const targets = [];
    const seen = new Set();
    const repeated = [];
    /** True the first time a zone or URL is seen; a repeat is noted and purged once. */
    const once = (key) => {
        if (!seen.has(key)) {
            seen.add(key);
            return true;
        }
        if (!repeated.includes(key))
            repeated.push(key);
        return false;
    };
    const zones = inputs.check(() => eachLine('pull-zone-id', zoneLines, (line) => (0,inputs_inputs/* parseInteger */.cG)('pull-zone-id', line, { min: 1, max: Number.MAX_SAFE_INTEGER }))) ?? [];
    for (const pullZoneId of zones) {
        if (once(String(pullZoneId)))
            targets.push({ kind: 'pull-zone', pullZoneId, ...(cacheTag === undefined ? {} : { cacheTag }) });
    }
    const urls = inputs.check(() => eachLine('urls', urlLines, (line) => readUrl(line, exactPath))) ?? [];
    for (const { url, prefix } of urls)
        if (once(url))
            targets.push({ kind: 'url', url, prefix });
    return { targets, exactPath, repeated };
}
/** "pull zone 3001", "pull zone 3001, cache tag v2", "https://\u2026" */
function targetName(target) {
    if (target.kind === 'url')
        return target.url;
    return `pull zone ${target.pullZoneId}${target.cacheTag === undefined ? '' : `, cache tag ${target.cacheTag}`}`;
}

;// CONCATENATED MODULE: ./operations/purge-cache/index.ts








/** Purges in flight at once: enough to spend the platform's burst of 120 in a moment, few enough for one host. */
const PURGE_CONCURRENCY = 16;
const SUCCESS = new Set([200, 204]);
function requestOf(target, exactPath) {
    return target.kind === 'pull-zone'
        ? requests/* requests */.zG.purgePullZone(target.pullZoneId, target.cacheTag)
        : requests/* requests */.zG.purgeUrl(target.url, { exactPath });
}
/** Says, beside the API's own message, why a purge was not sent again and which input to check. */
function explain(error, target) {
    if (!(error instanceof api_error/* ApiError */.h))
        return error;
    if (error.status === 404 && target.kind === 'pull-zone')
        return (0,not_found/* explainNotFound */.h)(error, (0,read_pull_zone/* noPullZone */.B)(target.pullZoneId));
    if (error.kind === 'http' && error.status !== undefined && retry_policy/* TRANSIENT_STATUSES */.SS.has(error.status) && error.status !== 429) {
        return error.withMessage(`${error.message}\nIt was not sent again: a gateway can answer ${error.status} after the platform carried the purge out, and a purge is repeated only where it cannot have been.`);
    }
    return error;
}
/** Sends one purge; never throws. A success status whose body did not arrive is still a purge done. */
async function purgeOne(client, target, exactPath) {
    try {
        const response = await client.send(requestOf(target, exactPath));
        return { status: response.status, purged: true };
    }
    catch (error) {
        if (error instanceof api_error/* ApiError */.h && error.status !== undefined && SUCCESS.has(error.status)) {
            return { status: error.status, purged: true, unreadBody: error.message };
        }
        return { status: error instanceof api_error/* ApiError */.h ? error.status : undefined, purged: false, error: explain(error, target) };
    }
}
function entryOf(target, outcome) {
    const what = target.kind === 'pull-zone'
        ? { PullZoneId: target.pullZoneId, ...(target.cacheTag === undefined ? {} : { CacheTag: target.cacheTag }) }
        : { Url: target.url, Prefix: target.prefix };
    return {
        ...what,
        ...(outcome.status === undefined ? {} : { Status: outcome.status }),
        Purged: outcome.purged,
        ...(outcome.error === undefined ? {} : { Error: outcome.error.message }),
    };
}
function kindOf(target) {
    if (target.kind === 'pull-zone')
        return target.cacheTag === undefined ? 'pull zone' : 'cache tag';
    return target.prefix ? 'URL prefix' : 'URL';
}
/** How long the platform's limits make this run at least, for the log. */
function pace(exact, prefix) {
    const seconds = Math.max(PurgePacer.floorSeconds(exact, EXACT_PURGE_LIMIT, SPARE_EXACT), PurgePacer.floorSeconds(prefix, PREFIX_PURGE_LIMIT, SPARE_PREFIX));
    return seconds === 0 ? 'within the burst the platform allows' : `about ${Math.ceil(seconds)} s at the pace the platform allows`;
}
const operation = {
    plan({ inputs, log }) {
        const { targets, exactPath, repeated } = readPurgeTargets(inputs);
        if (repeated.length > 0)
            log.info(`Listed more than once, purged once: ${repeated.join(', ')}`);
        return { targets, exactPath };
    },
    concurrency(plan) {
        return Math.min(PURGE_CONCURRENCY, plan.targets.length);
    },
    describe(plan) {
        return plan.targets.map((target) => {
            const { response, ...request } = requestOf(target, plan.exactPath);
            void response;
            return request;
        });
    },
    async execute(plan, client, report) {
        const { setOutput, summary, log, clock } = report;
        const limited = () => client.rateLimit.limited;
        // Exact and prefix purges have limits of their own: each kind goes at its own pace, so that
        // a prefix purge waiting its turn never holds up the exact ones.
        const lanes = [
            { pacer: new PurgePacer(EXACT_PURGE_LIMIT, SPARE_EXACT, clock, limited), indices: [] },
            { pacer: new PurgePacer(PREFIX_PURGE_LIMIT, SPARE_PREFIX, clock, limited), indices: [] },
        ];
        plan.targets.forEach((target, index) => {
            const exact = target.kind === 'url' && !target.prefix;
            lanes[exact ? 0 : 1].indices.push(index);
        });
        const [exactLane, prefixLane] = lanes;
        log.info(`Purging ${plan.targets.length} ${plan.targets[0]?.kind === 'pull-zone' ? 'pull zone(s)' : 'URL(s)'} (${exactLane.indices.length} exact, ${prefixLane.indices.length} prefix or whole-zone): ${pace(exactLane.indices.length, prefixLane.indices.length)}.`);
        const outcomes = new Array(plan.targets.length);
        await Promise.all(lanes.map(({ pacer, indices }) => (0,bounded_concurrency/* settleWithConcurrency */.V)(indices, PURGE_CONCURRENCY, async (index) => {
            const target = plan.targets[index];
            await pacer.take();
            const outcome = await purgeOne(client, target, plan.exactPath);
            outcomes[index] = outcome;
            if (outcome.unreadBody !== undefined) {
                log.warning(`Purged ${targetName(target)}: the API answered ${outcome.status}, though its answer could not be read whole (${outcome.unreadBody})`);
            }
            else if (outcome.purged) {
                log.info(`Purged ${targetName(target)} (${kindOf(target)}, ${outcome.status})`);
            }
            else {
                log.info(`Not purged: ${targetName(target)}: ${outcome.error.message.split('\n')[0] ?? ''}`);
            }
        })));
        const entries = plan.targets.map((target, index) => entryOf(target, outcomes[index] ?? { purged: false, error: new Error('not sent') }));
        const failed = plan.targets.flatMap((target, index) => outcomes[index]?.purged ? [] : [target.kind === 'pull-zone' ? target.pullZoneId : target.url]);
        const purged = entries.length - failed.length;
        setOutput('purged', purged);
        setOutput('failed', failed);
        setOutput('result', entries);
        setOutput('status', (0,bounded_concurrency/* batchStatus */.F)(outcomes.map((outcome) => outcome.status)));
        summary.heading(`bunny.net purge-cache: ${purged} of ${entries.length} purged`).table(['Purge', 'Kind', 'Status', 'Result'], plan.targets.map((target, index) => {
            const outcome = outcomes[index];
            return [
                targetName(target),
                kindOf(target),
                outcome?.status,
                outcome?.purged ? 'purged' : `failed: ${outcome?.error?.message.split('\n')[0] ?? ''}`,
            ];
        }));
        if (failed.length === 0)
            return;
        summary.verdict(false, `${failed.length} of ${entries.length} purges failed`);
        const failures = plan.targets.flatMap((target, index) => (outcomes[index]?.purged ? [] : [{ target, error: outcomes[index]?.error }]));
        const [only] = failures;
        if (plan.targets.length === 1 && only)
            throw only.error;
        const lines = failures.map(({ target, error }) => `${targetName(target)}: ${error.message}`);
        const message = `${failed.length} of ${entries.length} purges failed (every purge was tried):\n${lines.join('\n')}`;
        // The first API failure keeps its status and error key for the step's outputs.
        const cause = failures.find(({ error }) => error instanceof api_error/* ApiError */.h)?.error;
        throw cause instanceof api_error/* ApiError */.h ? cause.withMessage(message) : new Error(message);
    },
};


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


/***/ })

};
