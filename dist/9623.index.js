export const id = 9623;
export const ids = [9623];
export const modules = {

/***/ 4900:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ isTransient),
/* harmony export */   g: () => (/* binding */ pollUntil)
/* harmony export */ });
/* harmony import */ var _api_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(316);

/**
 * A failure worth asking again about while waiting: no answer, or an answer that says "later"
 * (429, 5xx). The client has already spent its own attempts on it; a wait goes on regardless,
 * because a deploy in progress is not a reason to give up on one that may be fine.
 */
function isTransient(error) {
    if (!(error instanceof _api_error_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .h))
        return false;
    if (error.kind === 'network' || error.kind === 'timeout')
        return true;
    return error.kind === 'http' && error.status !== undefined && (error.status === 429 || error.status >= 500);
}
/**
 * Reads until a read settles or the time is up. The limit is time, not a count of reads: a
 * slow answer uses up the wait like a sleep does. Polls start one interval apart (not one
 * interval after each answer), so a change is seen at most one interval plus one request after
 * it happens, however slow the API; the last sleep is cut short so that the final read happens
 * at the deadline, not after it.
 */
async function pollUntil(options) {
    const { clock } = options;
    const started = clock.now();
    const deadline = started + Math.max(0, options.waitMs);
    let last;
    for (let poll = 1;; poll++) {
        const pollStarted = clock.now();
        let value;
        let error;
        try {
            value = await options.read();
            last = value;
        }
        catch (failure) {
            if (!options.tolerate?.(failure))
                throw failure;
            error = failure.message.split('\n')[0] ?? String(failure);
        }
        const settled = error === undefined && options.settled(value);
        const now = clock.now();
        const left = deadline - now;
        const untilNext = Math.max(0, pollStarted + options.intervalMs - now);
        const nextInMs = settled || left <= 0 ? undefined : Math.min(untilNext, left);
        options.onPoll?.({ poll, elapsedMs: now - started, value, error, settled, nextInMs });
        if (nextInMs === undefined)
            return { last, settled, lastError: error, polls: poll, elapsedMs: now - started };
        await clock.sleep(nextInMs);
    }
}


/***/ }),

/***/ 4989:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   operation: () => (/* binding */ operation)
/* harmony export */ });
/* harmony import */ var _api_requests_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7109);
/* harmony import */ var _inputs_site_inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1091);
/* harmony import */ var _platform_pull_zones_read_pull_zone_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2141);
/* harmony import */ var _platform_pull_zones_site_switch_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5834);




const operation = {
    plan({ inputs }) {
        const pullZoneId = inputs.id('pull-zone-id');
        const hostname = (0,_inputs_site_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .readHostname */ .w9)(inputs, 'preview-hostname', true) ?? '';
        const removeHostname = inputs.boolean('remove-hostname', true);
        return { pullZoneId, hostname, removeHostname };
    },
    describe(plan) {
        const guid = (0,_api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .placeholder */ .qf)(`Guid of the rule of the preview ${plan.hostname}`);
        return [
            (0,_api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .planned */ .lM)(_api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .requests */ .zG.pullZone(plan.pullZoneId)),
            (0,_api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .planned */ .lM)(_api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .requests */ .zG.deleteEdgeRule(plan.pullZoneId, guid), 'when the zone has the preview rule'),
            ...(plan.removeHostname ? [(0,_api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .planned */ .lM)(_api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .requests */ .zG.removeHostname(plan.pullZoneId, plan.hostname), 'when the zone has the hostname')] : []),
            (0,_api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .planned */ .lM)(_api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .requests */ .zG.pullZone(plan.pullZoneId), 'read again before each write'),
        ];
    },
    async inspect(plan, client) {
        const zone = await (0,_platform_pull_zones_read_pull_zone_js__WEBPACK_IMPORTED_MODULE_2__/* .readPullZone */ .s)(client, plan.pullZoneId);
        return { plan, ...(0,_platform_pull_zones_site_switch_js__WEBPACK_IMPORTED_MODULE_3__/* .removalChanges */ .yC)(zone, plan.hostname, plan.removeHostname) };
    },
    show(decision, report, mode) {
        const { plan, changes } = decision;
        const { log, setOutput, summary } = report;
        summary.heading(`bunny.net remove-site-preview: ${plan.hostname} on pull zone ${plan.pullZoneId}${mode === 'dry-run' ? ' (dry run)' : ''}`);
        if (decision.refusal !== undefined && mode === 'dry-run')
            log.warning(`The step would fail before any write: ${decision.refusal}`);
        if (changes.length === 0 && decision.refusal === undefined)
            log.info(`The preview ${plan.hostname} is gone from pull zone ${plan.pullZoneId} already: nothing to remove`);
        for (const change of changes)
            log.info(`${mode === 'dry-run' ? 'Would' : 'Will'} ${(0,_platform_pull_zones_site_switch_js__WEBPACK_IMPORTED_MODULE_3__/* .changeLine */ .vK)(change)}`);
        if (!plan.removeHostname)
            log.info(`remove-hostname is false: the hostname stays on the pull zone; once its rule is gone it serves nothing until a production deploy counts it as production's`);
        if (mode === 'dry-run')
            setOutput('removed', false);
        if (mode === 'dry-run')
            setOutput('result', { dryRun: true, hostname: plan.hostname, changes: changes.map(_platform_pull_zones_site_switch_js__WEBPACK_IMPORTED_MODULE_3__/* .changeLine */ .vK) });
    },
    async apply(decision, client, report) {
        const { plan } = decision;
        const { log, setOutput, summary } = report;
        if (decision.refusal !== undefined) {
            setOutput('removed', false);
            summary.verdict(false, `${plan.hostname} is not a preview of this action`);
            throw new Error(decision.refusal);
        }
        if (decision.changes.length === 0) {
            setOutput('removed', false);
            setOutput('result', { removed: false, hostname: plan.hostname, changes: [] });
            summary.verdict(true, `Nothing to remove: the preview ${plan.hostname} is gone already`);
            return;
        }
        const written = await (0,_platform_pull_zones_site_switch_js__WEBPACK_IMPORTED_MODULE_3__/* .applyRemoval */ .bn)(client, plan.pullZoneId, plan.hostname, plan.removeHostname, (line) => log.info(`Done: ${line}`));
        setOutput('removed', written.length > 0);
        setOutput('result', { removed: written.length > 0, hostname: plan.hostname, changes: written });
        summary.verdict(true, written.length > 0 ? `Removed the preview ${plan.hostname}` : `Nothing to remove: the preview ${plan.hostname} is gone already`);
        summary.facts(written.map((line, i) => [`Change ${i + 1}`, line]));
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


/***/ })

};
