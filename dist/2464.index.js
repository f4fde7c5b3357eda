export const id = 2464;
export const ids = [2464];
export const modules = {

/***/ 5561:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ RateLimitGate)
/* harmony export */ });
/**
 * One rate limit for every request of a step. The API limits a key, not a request: when one
 * request is told 429, the others would be too. So a 429 pauses every request until the wait
 * it asked for is over, and the number of requests in flight is halved; each success lets one
 * more back in (additive increase, multiplicative decrease, as TCP does), up to the step's
 * concurrency. The time spent paused is bounded for the whole step.
 */
class RateLimitGate {
    #clock;
    #max;
    #deadlineMs;
    #limit;
    #inFlight = 0;
    #pausedUntil = 0;
    #waitedMs = 0;
    #limited = 0;
    #waiting = [];
    constructor(options) {
        this.#clock = options.clock;
        this.#max = Math.max(1, options.maxInFlight);
        this.#limit = this.#max;
        this.#deadlineMs = options.deadlineMs;
    }
    /** Time the step has spent paused by rate limits, in total. */
    get waitedMs() {
        return this.#waitedMs;
    }
    /** How many 429 answers the step received. */
    get limitedCount() {
        return this.#limited;
    }
    /** Whether the step may still wait for a rate limit: false once its deadline is spent. */
    get canWait() {
        return this.#waitedMs < this.#deadlineMs;
    }
    get deadlineMs() {
        return this.#deadlineMs;
    }
    /** Waits for a place among the requests in flight, and for any pause to end. */
    async acquire() {
        while (this.#inFlight >= Math.floor(this.#limit)) {
            await new Promise((resolve) => this.#waiting.push(resolve));
        }
        this.#inFlight += 1;
        // Sits out the pause; again if another 429 made it longer meanwhile.
        for (let slept = 0; this.#pausedUntil !== slept;) {
            slept = this.#pausedUntil;
            const left = slept - this.#clock.now();
            if (left <= 0)
                break;
            await this.#clock.sleep(left);
        }
    }
    /** Gives the place back; `limitedForMs` is set when the answer was 429 and says how long to wait. */
    release(limitedForMs) {
        this.#inFlight -= 1;
        if (limitedForMs === undefined) {
            this.#limit = Math.min(this.#max, this.#limit + 1 / this.#limit);
        }
        else {
            this.#limited += 1;
            this.#limit = Math.max(1, this.#limit / 2);
            const now = this.#clock.now();
            const until = now + limitedForMs;
            // Overlapping pauses are counted once: the step waited as long as the longest of them.
            if (until > this.#pausedUntil) {
                this.#waitedMs += until - Math.max(now, this.#pausedUntil);
                this.#pausedUntil = until;
            }
        }
        while (this.#waiting.length > 0 && this.#inFlight < Math.floor(this.#limit))
            this.#waiting.shift()?.();
    }
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

/***/ 9262:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ contentTypeOf),
/* harmony export */   _: () => (/* binding */ isHtml)
/* harmony export */ });
/**
 * The content type an upload declares, from its extension. The platform's own clients send
 * `Override-Content-Type` with it (the type is then stored and served); what the platform
 * stores without one is undocumented.
 */
const TYPES = {
    html: 'text/html; charset=utf-8',
    htm: 'text/html; charset=utf-8',
    css: 'text/css; charset=utf-8',
    js: 'text/javascript; charset=utf-8',
    mjs: 'text/javascript; charset=utf-8',
    cjs: 'text/javascript; charset=utf-8',
    map: 'application/json',
    json: 'application/json',
    webmanifest: 'application/manifest+json',
    txt: 'text/plain; charset=utf-8',
    md: 'text/markdown; charset=utf-8',
    csv: 'text/csv; charset=utf-8',
    xml: 'application/xml',
    rss: 'application/rss+xml',
    atom: 'application/atom+xml',
    svg: 'image/svg+xml',
    png: 'image/png',
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    gif: 'image/gif',
    webp: 'image/webp',
    avif: 'image/avif',
    ico: 'image/x-icon',
    bmp: 'image/bmp',
    woff: 'font/woff',
    woff2: 'font/woff2',
    ttf: 'font/ttf',
    otf: 'font/otf',
    eot: 'application/vnd.ms-fontobject',
    wasm: 'application/wasm',
    pdf: 'application/pdf',
    zip: 'application/zip',
    gz: 'application/gzip',
    mp4: 'video/mp4',
    webm: 'video/webm',
    mp3: 'audio/mpeg',
    ogg: 'audio/ogg',
    wav: 'audio/wav',
    vtt: 'text/vtt',
    ics: 'text/calendar',
};
function contentTypeOf(name) {
    const dot = name.lastIndexOf('.');
    if (dot <= 0 || name.lastIndexOf('/') > dot)
        return 'application/octet-stream';
    return TYPES[name.slice(dot + 1).toLowerCase()] ?? 'application/octet-stream';
}
/** HTML goes last, so that no page links to a file not yet uploaded. */
function isHtml(path) {
    return /\.html?$/i.test(path);
}


/***/ }),

/***/ 2957:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ STORAGE_REGIONS),
/* harmony export */   h: () => (/* binding */ storageHostOfRegion)
/* harmony export */ });
/**
 * Edge Storage primary regions and their hosts (docs.bunny.net/storage/http; the platform's
 * storage SDK has the same table). The OpenAPI document's list is out of date (five hosts, New
 * York given as la.), so it is not the source.
 */
const STORAGE_REGIONS = ['DE', 'UK', 'NY', 'LA', 'SG', 'SE', 'BR', 'JH', 'SYD'];
const HOSTS = {
    DE: 'storage.bunnycdn.com',
    UK: 'uk.storage.bunnycdn.com',
    NY: 'ny.storage.bunnycdn.com',
    LA: 'la.storage.bunnycdn.com',
    SG: 'sg.storage.bunnycdn.com',
    SE: 'se.storage.bunnycdn.com',
    BR: 'br.storage.bunnycdn.com',
    JH: 'jh.storage.bunnycdn.com',
    SYD: 'syd.storage.bunnycdn.com',
};
function isStorageRegion(code) {
    return STORAGE_REGIONS.includes(code);
}
/** The host of a region code as the API gives it (upper case); undefined for a code not in the table. */
function storageHostOfRegion(code) {
    const upper = code.toUpperCase();
    return isStorageRegion(upper) ? HOSTS[upper] : undefined;
}


/***/ }),

/***/ 6793:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ listRemoteTree)
/* harmony export */ });
/* harmony import */ var _storage_client_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1930);

/**
 * The whole tree below `root` (segments from the zone's root): one listing request per folder,
 * at most LISTINGS_AT_ONCE at a time, as the platform allows. A folder that is gone by the time
 * it is listed (404) is empty.
 */
async function listRemoteTree(client, root) {
    const files = new Map();
    let listings = 0;
    let exists = true;
    const pending = [''];
    let active = 0;
    let failure;
    await new Promise((resolve) => {
        const pump = () => {
            if (failure !== undefined && active === 0)
                return resolve();
            if (pending.length === 0 && active === 0)
                return resolve();
            while (failure === undefined && active < _storage_client_js__WEBPACK_IMPORTED_MODULE_0__/* .LISTINGS_AT_ONCE */ .cf && pending.length > 0) {
                const folder = pending.shift();
                active += 1;
                const segments = folder === '' ? [...root] : [...root, ...folder.split('/')];
                client.list(segments).then((items) => {
                    listings += 1;
                    if (items === undefined && folder === '')
                        exists = false;
                    for (const item of items ?? []) {
                        const path = folder === '' ? item.name : `${folder}/${item.name}`;
                        if (item.directory)
                            pending.push(path);
                        else
                            files.set(path, { path, length: item.length, checksum: item.checksum });
                    }
                    active -= 1;
                    pump();
                }, (error) => {
                    failure ??= error;
                    active -= 1;
                    pump();
                });
            }
        };
        pump();
    });
    if (failure !== undefined)
        throw failure;
    return { files, listings, exists };
}


/***/ }),

/***/ 1930:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  tZ: () => (/* binding */ DELETES_AT_ONCE),
  cf: () => (/* binding */ LISTINGS_AT_ONCE),
  LN: () => (/* binding */ StorageClient)
});

// UNUSED EXPORTS: uploadTimeoutMs

// EXTERNAL MODULE: ./api/api-error.ts
var api_error = __webpack_require__(316);
// EXTERNAL MODULE: ./http/network-errors.ts
var network_errors = __webpack_require__(2919);
// EXTERNAL MODULE: ./api/clock.ts + 1 modules
var clock = __webpack_require__(8676);
// EXTERNAL MODULE: ./http/rate-limit.ts
var rate_limit = __webpack_require__(5561);
// EXTERNAL MODULE: ./http/retry-policy.ts
var retry_policy = __webpack_require__(6754);
// EXTERNAL MODULE: ./http/retry-loop.ts
var retry_loop = __webpack_require__(6086);
// EXTERNAL MODULE: ./http/wording.ts
var wording = __webpack_require__(8325);
// EXTERNAL MODULE: ./http/undici.ts
var undici = __webpack_require__(2409);
// EXTERNAL MODULE: ./http/connections.ts
var connections = __webpack_require__(4388);
// EXTERNAL MODULE: ./platform/storage/content-type.ts
var content_type = __webpack_require__(9262);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
;// CONCATENATED MODULE: ./platform/storage/file-body.ts

/** What a large file is read in, and sent in. */
const FILE_CHUNK_BYTES = 64 * 1024;
/** The file no longer has the size it had when it was hashed: it changed during the step. */
class FileChangedError extends Error {
    expectedBytes;
    grew;
    constructor(path, expectedBytes, grew) {
        super(`'${path}' is no longer ${expectedBytes} bytes long (it ${grew ? 'grew' : 'shrank'} after it was hashed)`);
        this.name = 'FileChangedError';
        this.expectedBytes = expectedBytes;
        this.grew = grew;
    }
}
/**
 * The bytes of a file that was `size` bytes when it was hashed, as an upload's body, read a chunk
 * at a time into a buffer of its own (the HTTP client may hold a chunk as long as it likes). Each
 * read asks for a byte more than the file has left: finding it means the file grew. A file that
 * grew or shrank since it was hashed throws FileChangedError, so the HTTP client abandons the
 * request before its last byte is sent and the platform stores nothing under a stale checksum.
 */
async function* fileBody(path, size) {
    const handle = await (0,promises_.open)(path, 'r');
    let closed = false;
    try {
        let sent = 0;
        for (;;) {
            const wanted = Math.min(FILE_CHUNK_BYTES, size - sent);
            const last = sent + wanted === size;
            const room = last ? wanted + 1 : wanted;
            const buffer = Buffer.allocUnsafe(room);
            let filled = 0;
            while (filled < room) {
                const { bytesRead } = await handle.read(buffer, filled, room - filled, sent + filled);
                if (bytesRead === 0)
                    break;
                filled += bytesRead;
            }
            if (filled !== wanted)
                throw new FileChangedError(path, size, filled > wanted);
            sent += wanted;
            if (last) {
                // Closed before the last chunk is handed over, so that the body ends as soon as the client
                // has sent it. An end that waited for the close came after the platform's answer to a small
                // file, and undici then closes the connection rather than reuse it: 1,553 connections for
                // 20,000 uploads, each a TLS handshake on the real platform; 9 with this order.
                closed = true;
                await handle.close();
                if (wanted > 0)
                    yield buffer.subarray(0, wanted);
                return;
            }
            yield buffer.subarray(0, wanted);
        }
    }
    finally {
        if (!closed)
            await handle.close();
    }
}

;// CONCATENATED MODULE: ./platform/storage/storage-object.ts
/** What StorageListingItem accepts, checked in place: its parse copies every member of every item. */
function isListingItem(value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return false;
    const item = value;
    return (typeof item['ObjectName'] === 'string' &&
        typeof item['IsDirectory'] === 'boolean' &&
        typeof item['Length'] === 'number' &&
        Number.isFinite(item['Length']) &&
        (item['Checksum'] === undefined || item['Checksum'] === null || typeof item['Checksum'] === 'string') &&
        (item['DateCreated'] === undefined || typeof item['DateCreated'] === 'string'));
}
/**
 * A listing's items, or the first problem with its shape. A listing that is right is checked
 * where it lies, without the copy of each item the schema's parse makes: over 20,000 files that
 * copy was most of what the step allocated while it listed. The schema (and zod with it) loads
 * only for a listing that check refuses, to decide and word the problem: loading zod cost every
 * step that listed about 8 ms.
 */
async function readStorageListing(json) {
    if (Array.isArray(json) && json.every(isListingItem))
        return { ok: true, items: json };
    const { StorageListing } = await Promise.all(/* import() */[__webpack_require__.e(6128), __webpack_require__.e(8220)]).then(__webpack_require__.bind(__webpack_require__, 8220));
    const parsed = StorageListing.safeParse(json);
    if (parsed.success)
        return { ok: true, items: parsed.data };
    const issue = parsed.error.issues[0];
    return { ok: false, problem: issue ? `${issue.path.join('.')}: ${issue.message}` : '' };
}

// EXTERNAL MODULE: ./platform/storage/storage-paths.ts
var storage_paths = __webpack_require__(6372);
;// CONCATENATED MODULE: ./platform/storage/storage-client.ts













/** The platform lists at most five directories at a time per zone; past that, 400. */
const LISTINGS_AT_ONCE = 5;
/** Deletes the platform takes at once per zone; past that, 400. */
const DELETES_AT_ONCE = 30;
/**
 * The slowest upload rate a request's limit allows for: 256 KiB/s. A fixed limit of a few
 * seconds fails every large file on a slow runner; this gives a 240 MiB file 16 minutes.
 */
const SLOWEST_BYTES_PER_SECOND = 256 * 1024;
const RATE_LIMIT_DEADLINE_MS = 120_000;
/** A listing of one directory larger than this is refused rather than held. */
const MAX_LISTING_BYTES = 256 * 1024 * 1024;
const MAX_ERROR_BYTES = 64 * 1024;
/** The platform's answer when a zone has too many listings or deletes in flight. */
const LIMIT_MESSAGE = /unable to process request/i;
/** The limit for one request carrying `bytes`: the step's timeout plus the time the slowest accepted rate takes. */
function uploadTimeoutMs(baseMs, bytes) {
    return baseMs + Math.ceil((bytes / SLOWEST_BYTES_PER_SECOND) * 1000);
}
/** The `Message` of an ErrorObject body, or the text itself cut short; scrubbed of every secret before either. */
function errorMessage(text, scrub) {
    const trimmed = scrub(text).trim();
    if (trimmed === '')
        return '';
    try {
        const parsed = JSON.parse(trimmed);
        const item = Array.isArray(parsed) ? parsed[0] : parsed;
        const message = item?.Message;
        if (typeof message === 'string')
            return (0,wording/* excerpt */.K)(message, scrub, 500);
    }
    catch {
        // Not JSON: a proxy's page, shown short.
    }
    return (0,wording/* excerpt */.K)(trimmed, scrub, 200);
}
/**
 * What a 401 of a storage host means: the platform answers it for a wrong password and for a
 * host of another region alike (the zone is not found there), and does not say which.
 */
const UNAUTHORIZED_HINT = 'a wrong region host and a wrong password both answer 401, and the platform does not say which';
/**
 * The Edge Storage HTTP API of one zone: listing one directory level, streamed uploads with
 * their Checksum, deletes, downloads. Every request is safe to repeat (an upload replaces the
 * file with the same bytes), so each is retried on 429, 5xx and connection errors with
 * full-jitter backoff and Retry-After; a 429 slows every request, and a 400 from the listing
 * or delete limit slows that kind of request, each within one deadline for the whole client.
 */
class StorageClient {
    host;
    zoneName;
    #options;
    /** `https://storage.bunnycdn.com`: each request's path is made apart, encoded, with no URL parsed per file. */
    #origin;
    #dispatcher;
    #connection;
    #clock;
    #timing;
    #connections;
    #lanes;
    constructor(options) {
        this.#options = options;
        this.host = options.host;
        this.zoneName = options.zoneName;
        this.#origin = (0,storage_paths/* storageBaseUrl */.CC)(options.host).origin;
        this.#clock = options.clock ?? clock/* systemClock */.m;
        this.#timing = options.timing ?? retry_policy/* DEFAULT_RETRY_TIMING */.gY;
        const deadlineMs = options.rateLimitDeadlineMs ?? RATE_LIMIT_DEADLINE_MS;
        const concurrency = Math.max(1, options.concurrency);
        this.#connections = new rate_limit/* RateLimitGate */.F({ clock: this.#clock, maxInFlight: concurrency + LISTINGS_AT_ONCE, deadlineMs });
        this.#lanes = {
            list: new rate_limit/* RateLimitGate */.F({ clock: this.#clock, maxInFlight: LISTINGS_AT_ONCE, deadlineMs }),
            delete: new rate_limit/* RateLimitGate */.F({ clock: this.#clock, maxInFlight: Math.min(DELETES_AT_ONCE, concurrency), deadlineMs }),
        };
        // A dispatcher given is the caller's to close.
        this.#connection = options.dispatcher
            ? { dispatcher: options.dispatcher, proxy: undefined, close: () => Promise.resolve() }
            : (0,connections.openConnection)({}, new URL(this.#origin), {
                connections: concurrency + LISTINGS_AT_ONCE,
                connectTimeoutMs: options.timeoutMs,
                proxy: options.proxyUrl === undefined ? null : { url: options.proxyUrl, label: options.proxyLabel ?? 'a proxy', credentials: [] },
            });
        this.#dispatcher = this.#connection.dispatcher;
    }
    /** The zone's password (and its JSON form) and every secret the caller knows, removed from a text. */
    #scrub = (text) => {
        const { password, redact } = this.#options;
        const forms = password ? [password, JSON.stringify(password).slice(1, -1)] : [];
        let scrubbed = redact ? redact(text) : text;
        for (const form of forms)
            scrubbed = scrubbed.split(form).join('***');
        return scrubbed;
    };
    /** Time spent paused by the storage's limits, and how many answers asked for it. */
    get limited() {
        const gates = [this.#connections, this.#lanes.list, this.#lanes.delete];
        return {
            waitedMs: Math.max(...gates.map((gate) => gate.waitedMs)),
            count: gates.reduce((sum, gate) => sum + gate.limitedCount, 0),
        };
    }
    async close() {
        await this.#connection.close();
    }
    /** "PUT /zone/a b.txt on storage.bunnycdn.com": how messages name a request; never the password. */
    describe(method, segments, directory = false) {
        return `${method} ${(0,storage_paths/* displayPath */.Gt)([this.zoneName, ...segments], directory)} on ${this.host}`;
    }
    /** One level of a directory; undefined when the platform says it does not exist (404). */
    async list(dirSegments) {
        const result = await this.#send({
            method: 'GET',
            lane: 'list',
            segments: dirSegments,
            directory: true,
            okStatuses: [200, 404],
            maxBodyBytes: MAX_LISTING_BYTES,
            read: async (body, status) => {
                if (status === 404)
                    return undefined;
                if (body === undefined)
                    throw new Error(`the listing is larger than ${MAX_LISTING_BYTES / 1024 / 1024} MiB`);
                const text = body.toString('utf8');
                let json;
                try {
                    json = JSON.parse(text);
                }
                catch {
                    throw new api_error/* ApiError */.h(`${this.describe('GET', dirSegments, true)} answered 200 but the body is not JSON`, {
                        kind: 'invalid-response',
                        request: this.describe('GET', dirSegments, true),
                        status,
                    });
                }
                const listing = await readStorageListing(json);
                if (!listing.ok) {
                    throw new api_error/* ApiError */.h(`${this.describe('GET', dirSegments, true)} answered 200 but the listing is not of the documented shape: ${listing.problem}`, { kind: 'invalid-response', request: this.describe('GET', dirSegments, true), status });
                }
                return listing.items.map((item) => ({
                    name: item.ObjectName,
                    directory: item.IsDirectory,
                    length: item.Length,
                    checksum: item.Checksum ?? null,
                    dateCreated: item.DateCreated,
                }));
            },
        });
        return result.value;
    }
    /**
     * Uploads a file streamed from disk with its Checksum (upper-case hex): the platform stores
     * nothing when the bytes it received do not match. The type goes in Override-Content-Type, as
     * the platform's own clients send it.
     */
    async upload(segments, source) {
        const result = await this.#send({
            method: 'PUT',
            lane: 'upload',
            segments,
            directory: false,
            okStatuses: [200, 201],
            bytes: source.size,
            headers: {
                Checksum: source.sha256.toUpperCase(),
                'Content-Type': 'application/octet-stream',
                'Override-Content-Type': (0,content_type/* contentTypeOf */.J)(segments.at(-1) ?? ''),
                'Content-Length': String(source.size),
            },
            body: () => fileBody(source.localPath, source.size),
            confirmAfterLoss: () => this.#stored(segments, source),
        });
        return {
            status: result.status,
            repeatedAfterLoss: result.repeatedAfterLoss,
            ...(result.confirmedByListing ? { confirmedByListing: true } : {}),
        };
    }
    /** Whether the folder's listing shows the file with the size and SHA-256 it was uploaded with. */
    async #stored(segments, source) {
        const name = segments.at(-1);
        const items = await this.list(segments.slice(0, -1));
        const item = items?.find((entry) => entry.name === name && !entry.directory);
        return item !== undefined && item.length === source.size && item.checksum?.toUpperCase() === source.sha256.toUpperCase();
    }
    /** Deletes a file; a 404 (gone already, as after a lost answer) is success, `found: false`. */
    async deleteFile(segments) {
        const result = await this.#send({
            method: 'DELETE',
            lane: 'delete',
            segments,
            directory: false,
            okStatuses: [200, 204, 404],
        });
        return { status: result.status, repeatedAfterLoss: result.repeatedAfterLoss, found: result.status !== 404 };
    }
    /** Deletes a directory and everything in it (the trailing slash says so); 404 is success, `found: false`. */
    async deleteDirectory(segments) {
        if (segments.length === 0)
            throw new Error('refusing to delete the root of the zone');
        const result = await this.#send({
            method: 'DELETE',
            lane: 'delete',
            segments,
            directory: true,
            okStatuses: [200, 204, 404],
        });
        return { status: result.status, repeatedAfterLoss: result.repeatedAfterLoss, found: result.status !== 404 };
    }
    /** A file's bytes, or undefined when it does not exist; refused past `maxBytes`. */
    async download(segments, maxBytes) {
        const result = await this.#send({
            method: 'GET',
            lane: 'read',
            segments,
            directory: false,
            okStatuses: [200, 404],
            maxBodyBytes: maxBytes,
            read: (body, status) => {
                if (status === 404)
                    return undefined;
                if (body === undefined)
                    throw new Error(`the file is larger than ${maxBytes} bytes`);
                return body;
            },
        });
        return result.value;
    }
    async #send(exchange) {
        const describe = this.describe(exchange.method, exchange.segments, exchange.directory);
        const lane = exchange.lane === 'list' || exchange.lane === 'delete' ? this.#lanes[exchange.lane] : undefined;
        const laneName = exchange.lane === 'list' ? 'listing' : 'delete';
        const result = await (0,retry_loop/* withRetries */.L)({
            describe,
            maxAttempts: this.#options.maxAttempts,
            timing: this.#timing,
            random: this.#options.random ?? Math.random,
            sleep: (ms) => this.#clock.sleep(ms),
            gates: lane ? [lane, this.#connections] : [this.#connections],
            onRetry: this.#options.onRetry,
            limitSpent: (error, gate) => error.withMessage(`${error.message} (the step has waited ${(0,wording/* formatSeconds */.X)(gate.waitedMs)} for the storage's limits in all, its limit is ${(0,wording/* formatSeconds */.X)(gate.deadlineMs)}; lower concurrency or try again later)`),
            // A lost answer may hide work done: the platform is read before the step decides.
            giveUp: async (failure, _attempts, lost) => {
                if (!(lost || failure.maybeProcessed) || !exchange.confirmAfterLoss)
                    return failure.error;
                const confirmed = await exchange.confirmAfterLoss().catch((error) => error);
                if (confirmed === true)
                    return { recovered: true };
                return failure.error.withMessage(`${failure.error.message}; ` +
                    (confirmed === false
                        ? "read after, the folder's listing does not show it stored as hashed, so it was not"
                        : `whether an attempt stored it is unknown: the listing read to check failed too (${confirmed.message.split('\n')[0] ?? ''})`));
            },
        }, async (attempt) => {
            const outcome = await this.#attempt(exchange, describe, attempt);
            if (outcome.ok)
                return { ok: true, value: { status: outcome.status, value: outcome.value } };
            const { error, retryable, maybeProcessed, wait, gate } = outcome;
            const reason = error.status !== undefined ? (0,network_errors/* statusLine */.Bs)(error.status) : error.message.replace(`${describe}: `, '');
            const limitedBy = gate === 'connections'
                ? {
                    gate: this.#connections,
                    who: 'a limit of the storage, not counted as an attempt',
                    waits: 'every request of the step waits',
                }
                : gate === 'lane' && lane
                    ? { gate: lane, who: 'a limit of the storage, not counted as an attempt', waits: `every ${laneName} waits` }
                    : undefined;
            return { ok: false, error, retryable, reason, retryAfterMs: wait, maybeProcessed: maybeProcessed ?? false, limitedBy };
        });
        if (result.recovered)
            return { status: 200, value: undefined, repeatedAfterLoss: true, confirmedByListing: true };
        return { status: result.value.status, value: result.value.value, repeatedAfterLoss: result.repeatedAfterLoss };
    }
    async #attempt(exchange, describe, attempt) {
        const timeoutMs = uploadTimeoutMs(this.#options.timeoutMs, exchange.bytes ?? 0);
        const target = { origin: this.#origin, path: (0,storage_paths/* objectUrlPath */.e0)(this.zoneName, exchange.segments, exchange.directory) };
        const ok = (status) => exchange.okStatuses.includes(status);
        let response;
        try {
            response = await (0,undici/* requestBuffered */.rb)(this.#dispatcher, target, {
                method: exchange.method,
                headers: {
                    AccessKey: this.#options.password,
                    Accept: 'application/json',
                    'User-Agent': this.#options.userAgent,
                    ...exchange.headers,
                },
                body: exchange.body?.() ?? null,
                timeoutMs,
                headersTimeout: timeoutMs,
                bodyTimeout: timeoutMs,
                // An error body is read only so far: the platform's messages are short.
                maxBodyBytes: exchange.read ? (exchange.maxBodyBytes ?? MAX_ERROR_BYTES) : MAX_ERROR_BYTES,
            });
        }
        catch (cause) {
            return this.#failure(describe, attempt, cause, timeoutMs, exchange);
        }
        const status = response.statusCode;
        this.#options.onResponse?.(status);
        if (ok(status)) {
            try {
                const body = await response.body;
                const value = exchange.read ? await exchange.read(body, status) : undefined;
                return { ok: true, status, value };
            }
            catch (cause) {
                if (cause instanceof api_error/* ApiError */.h)
                    return { ok: false, error: cause, retryable: false };
                if (!(cause instanceof Error) || (0,network_errors/* errorCode */.CA)(cause) === undefined) {
                    const message = cause instanceof Error ? cause.message : String(cause);
                    if (!/timed out/i.test(message)) {
                        return {
                            ok: false,
                            retryable: false,
                            error: new api_error/* ApiError */.h(`${describe} answered ${(0,network_errors/* statusLine */.Bs)(status)} but ${message}`, {
                                kind: 'invalid-response',
                                request: describe,
                                status,
                                attempts: attempt,
                            }),
                        };
                    }
                }
                return this.#failure(describe, attempt, cause, timeoutMs, exchange, status);
            }
        }
        const text = (await response.body.catch(() => undefined))?.toString('utf8') ?? '';
        return this.#refusal(describe, attempt, status, text, response.headers['retry-after'], exchange);
    }
    #refusal(describe, attempt, status, text, retryAfter, exchange) {
        const said = errorMessage(text, this.#scrub);
        const requested = (0,retry_policy/* requestedRetryAfter */.Pi)(Array.isArray(retryAfter) ? retryAfter[0] : retryAfter, this.#clock.date().getTime());
        const tooLong = requested !== undefined && requested > this.#timing.maxRetryAfterMs;
        let message = `${describe} answered ${(0,network_errors/* statusLine */.Bs)(status)}${said ? `: ${said}` : ''}`;
        if (tooLong)
            message += ` (Retry-After asks for ${Math.ceil(requested / 1000)} s, longer than the ${this.#timing.maxRetryAfterMs / 1000} s this action waits; try again later)`;
        if (status >= 300 && status < 400)
            message += '. Redirects are not followed, so that the zone password goes to no other host.';
        if (status === 401)
            message += `\nThe storage host ${this.host} answered 401 Unauthorized: ${UNAUTHORIZED_HINT}.`;
        const error = new api_error/* ApiError */.h(message, { kind: 'http', request: describe, status, apiMessage: said || undefined, attempts: attempt });
        const wait = requested === undefined || tooLong ? undefined : requested;
        if (status === 429 && !tooLong)
            return { ok: false, error, retryable: true, gate: 'connections', ...(wait === undefined ? {} : { wait }) };
        if (status === 400 && LIMIT_MESSAGE.test(said) && (exchange.lane === 'list' || exchange.lane === 'delete')) {
            return { ok: false, error, retryable: true, gate: 'lane', ...(wait === undefined ? {} : { wait }) };
        }
        // Every storage request is safe to repeat: a server error may be passing.
        const retryable = !tooLong && status >= 500 && status !== 501;
        return { ok: false, error, retryable, ...(wait === undefined ? {} : { wait }) };
    }
    #failure(describe, attempt, cause, timeoutMs, exchange, status) {
        const code = (0,network_errors/* errorCode */.CA)(cause);
        const name = cause?.name;
        const where = this.#options.proxyLabel ? `${this.host} through the proxy ${this.#options.proxyLabel}` : this.host;
        if (code !== undefined && network_errors/* TLS_CODE */._b.test(code)) {
            return {
                ok: false,
                retryable: false,
                error: new api_error/* ApiError */.h(`${describe}: the TLS connection to ${where} failed (${code}), so nothing was sent; check the storage host and its certificate`, {
                    kind: 'network',
                    request: describe,
                    attempts: attempt,
                    cause,
                }),
            };
        }
        if (cause instanceof FileChangedError || code === 'UND_ERR_REQ_CONTENT_LENGTH_MISMATCH') {
            return {
                ok: false,
                retryable: false,
                error: new api_error/* ApiError */.h(`${describe}: the file is no longer ${exchange.bytes ?? 0} bytes long, as it was when it was hashed; it changed during the step, and was not stored`, {
                    kind: 'network',
                    request: describe,
                    attempts: attempt,
                    cause,
                }),
            };
        }
        if (code !== undefined && network_errors/* NOT_SENT_CODES */.my.has(code)) {
            return {
                ok: false,
                retryable: true,
                error: new api_error/* ApiError */.h(`${describe}: could not connect to ${where} (${code})`, {
                    kind: 'network',
                    request: describe,
                    attempts: attempt,
                    cause,
                }),
            };
        }
        const timedOut = code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT' || name === 'TimeoutError' || name === 'AbortError';
        const failed = timedOut
            ? `no answer within ${Math.round(timeoutMs / 1000)} s${exchange.bytes ? ` (the limit for ${exchange.bytes} bytes)` : ''}`
            : `the connection failed (${code ?? name ?? 'unknown error'})`;
        const what = status === undefined ? failed : `answered ${(0,network_errors/* statusLine */.Bs)(status)} but its body did not arrive (${failed})`;
        return {
            ok: false,
            retryable: true,
            maybeProcessed: true,
            error: new api_error/* ApiError */.h(`${describe}: ${what}`, {
                kind: timedOut ? 'timeout' : 'network',
                request: describe,
                status,
                attempts: attempt,
                cause,
            }),
        };
    }
}


/***/ }),

/***/ 6372:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CC: () => (/* binding */ storageBaseUrl),
/* harmony export */   Gt: () => (/* binding */ displayPath),
/* harmony export */   Mz: () => (/* binding */ pathSegments),
/* harmony export */   e0: () => (/* binding */ objectUrlPath),
/* harmony export */   vz: () => (/* binding */ badSegment)
/* harmony export */ });
/**
 * Paths in a storage zone. The platform documents no encoding; every segment is percent-encoded
 * as UTF-8 (encodeURIComponent), so that a space, `#`, `?`, `%` or a non-ASCII name arrives as
 * the object's name. The WHATWG URL setter the platform's SDK uses leaves `%` alone, which
 * would turn a literal `%41` in a name into `A`.
 */
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);
/**
 * The base address of a storage host given bare (`storage.bunnycdn.com`, as StorageHostname
 * gives it): https, except loopback hosts over http, for emulators and tests (the api-url rule).
 * Throws a plain Error whose message says what is wrong, for the caller to attribute.
 */
function storageBaseUrl(host) {
    if (!/^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/.test(host)) {
        throw new Error(`'${host}' is not a bare host name; expected a host such as storage.bunnycdn.com, without scheme or path`);
    }
    const name = host.replace(/:\d+$/, '').toLowerCase();
    return new URL(`${LOOPBACK.has(name) ? 'http' : 'https'}://${host}`);
}
/** Splits a zone path into its segments, dropping empty ones (`/a//b/` is a/b). */
function pathSegments(path) {
    return path.split('/').filter((segment) => segment !== '');
}
/** A reason the segments cannot name an object, or undefined. `..` and `.` would be resolved away by a URL. */
function badSegment(segments) {
    for (const segment of segments) {
        if (segment === '.' || segment === '..')
            return `a path segment cannot be '${segment}'`;
        if (/[\u0000-\u001f\u007f]/.test(segment))
            return 'a path segment cannot hold control characters';
    }
    return undefined;
}
/** `/zone/a%20b/c.txt`, or `/zone/a/` for a directory: the path of a storage request. */
function objectUrlPath(zoneName, segments, directory) {
    const problem = badSegment([zoneName, ...segments]);
    if (problem)
        throw new Error(problem);
    const encoded = [zoneName, ...segments].map((segment) => encodeURIComponent(segment)).join('/');
    return directory ? `/${encoded}/` : `/${encoded}`;
}
/** "/site/a b.txt": how a zone path is shown and reported, from the zone's root, unencoded. */
function displayPath(segments, directory = false) {
    return `/${segments.join('/')}${directory && segments.length > 0 ? '/' : ''}`;
}


/***/ }),

/***/ 6200:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ readStorageZone)
/* harmony export */ });
/* harmony import */ var _api_requests_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7109);
/* harmony import */ var _not_found_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7765);
/* harmony import */ var _regions_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2957);



/** What a 404 of the storage zone's read means. */
const noStorageZone = (storageZoneId) => `No storage zone has the id ${storageZoneId}. Check storage-zone-id.`;
/**
 * Reads `GET /storagezone/{id}` and says how to reach the zone's files. The password is handed
 * to `onSecret` (to be masked) before anything else is done with the answer. Throws an
 * ApiError for a 404 (no such zone), and a plain Error when the answer names no way in.
 */
async function readStorageZone(client, id, onSecret) {
    let zone;
    try {
        ({ body: zone } = await client.send(_api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .requests */ .zG.storageZone(id)));
    }
    catch (error) {
        throw (0,_not_found_js__WEBPACK_IMPORTED_MODULE_1__/* .explainNotFound */ .h)(error, noStorageZone(id));
    }
    if (zone.Password)
        onSecret(zone.Password);
    if (zone.Deleted)
        throw new Error(`Storage zone ${id} is deleted.`);
    if (!zone.Name)
        throw new Error(`GET /storagezone/${id} answered without the zone's Name, which every storage request needs.`);
    if (!zone.Password) {
        throw new Error(`GET /storagezone/${id} answered without the zone's Password: the API key may lack access to it. Use storage-zone-name and storage-password instead.`);
    }
    const region = zone.Region ?? undefined;
    const fromRegion = region === undefined ? undefined : (0,_regions_js__WEBPACK_IMPORTED_MODULE_2__/* .storageHostOfRegion */ .h)(region);
    const host = zone.StorageHostname || fromRegion;
    if (!host) {
        throw new Error(`Storage zone ${id} has no StorageHostname and its Region (${region ?? 'none'}) is not one this action knows; give storage-hostname with storage-zone-name and storage-password.`);
    }
    const pullZones = (zone.PullZones ?? []).map((pullZone) => {
        const names = (pullZone.Hostnames ?? []).filter((hostname) => hostname.Value);
        const custom = names.filter((hostname) => !hostname.IsSystemHostname).map((hostname) => hostname.Value);
        const system = names.filter((hostname) => hostname.IsSystemHostname).map((hostname) => hostname.Value);
        return { id: pullZone.Id, name: pullZone.Name ?? undefined, hostnames: [...custom, ...system] };
    });
    return {
        id,
        name: zone.Name,
        password: zone.Password,
        host,
        hostSource: zone.StorageHostname ? 'StorageHostname' : 'Region',
        region,
        pullZones,
    };
}


/***/ })

};
