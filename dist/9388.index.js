export const id = 9388;
export const ids = [9388,886];
export const modules = {

/***/ 3620:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gk: () => (/* binding */ int64),
/* harmony export */   HA: () => (/* binding */ int32),
/* harmony export */   PE: () => (/* binding */ byte)
/* harmony export */ });
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4513);
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2335);
/* harmony import */ var _zod_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3715);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9023);



// JSON numbers lose precision past 2^53, so an int64 id larger than that cannot be
// sent or compared safely; refusing it is better than addressing the wrong object.
const int32 = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Whr().check(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* ._gte */ .qm(_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .INT32_MIN */ .Qh), zod_mini__WEBPACK_IMPORTED_MODULE_2__/* ._lte */ .Zm(_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .INT32_MAX */ .go));
const int64 = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Whr().check(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* ._gte */ .qm(Number.MIN_SAFE_INTEGER), zod_mini__WEBPACK_IMPORTED_MODULE_2__/* ._lte */ .Zm(Number.MAX_SAFE_INTEGER));
const byte = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Whr().check(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* ._gte */ .qm(0), zod_mini__WEBPACK_IMPORTED_MODULE_2__/* ._lte */ .Zm(255));


/***/ }),

/***/ 886:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EdgeRule: () => (/* binding */ EdgeRule),
/* harmony export */   EdgeRuleWrite: () => (/* binding */ EdgeRuleWrite),
/* harmony export */   PullZone: () => (/* binding */ PullZone)
/* harmony export */ });
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4513);
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2335);
/* harmony import */ var _zod_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3715);
/* harmony import */ var _numbers_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3620);



/*
 * The pull zone read (GET /pullzone/{id}, PullZoneModel of core.json) as far as a static site
 * needs it. A plain object, not a loose one: the members not named here are dropped when the
 * answer is checked, so the zone's secrets (ZoneSecurityKey, AWSSigningSecret,
 * LogForwardingToken, certificates and their keys) never reach the step, let alone a log line.
 * Enum members are plain integers: the platform adds action and trigger types (Terraform knows
 * 30 to 34, core.json stops at 29), and a rule the step did not make is read, never judged.
 */
const Trigger = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    Type: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr()),
    PatternMatches: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP())),
    PatternMatchingType: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr()),
    Parameter1: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
});
const ExtraAction = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    ActionType: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr()),
    ActionParameter1: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    ActionParameter2: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    ActionParameter3: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
});
/** EdgeRuleV2Model as read. */
const EdgeRule = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    Guid: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    ActionType: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr()),
    ActionParameter1: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    ActionParameter2: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    ActionParameter3: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    Triggers: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(Trigger)),
    ExtraActions: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(ExtraAction)),
    TriggerMatchingType: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr()),
    Description: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    Enabled: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY()),
    OrderIndex: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_numbers_js__WEBPACK_IMPORTED_MODULE_1__/* .int32 */ .HA),
    ReadOnly: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY()),
});
/** HostnameModel without its certificate and key. */
const Hostname = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    Id: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_numbers_js__WEBPACK_IMPORTED_MODULE_1__/* .int64 */ .Gk),
    Value: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    IsSystemHostname: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY()),
});
const PullZone = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    Id: _numbers_js__WEBPACK_IMPORTED_MODULE_1__/* .int64 */ .Gk,
    Name: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    Hostnames: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(Hostname)),
    EdgeRules: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(EdgeRule)),
    EnableHostnameVary: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY()),
    /** PullZoneOriginType: 2 StorageZone. */
    OriginType: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr()),
    StorageZoneId: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(_numbers_js__WEBPACK_IMPORTED_MODULE_1__/* .int64 */ .Gk),
});
/**
 * The body of POST /pullzone/{id}/edgerules/addOrUpdate: EdgeRuleV2Model, checked strictly
 * before it is sent. No Guid creates a rule; the Guid of an existing rule replaces it whole.
 */
const EdgeRuleWrite = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    Guid: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    ActionType: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr().check(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._gte */ .qm(0), zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._lte */ .Zm(29)),
    ActionParameter1: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    ActionParameter2: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    ActionParameter3: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    Triggers: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
        Type: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr().check(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._gte */ .qm(0), zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._lte */ .Zm(13)),
        PatternMatches: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()).check(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._maxLength */ .Eb(5)),
        PatternMatchingType: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr().check(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._gte */ .qm(0), zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._lte */ .Zm(2)),
        Parameter1: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    }))
        .check(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._minLength */ .m9(1), zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._maxLength */ .Eb(5)),
    ExtraActions: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
        ActionType: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr().check(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._gte */ .qm(0), zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._lte */ .Zm(29)),
        ActionParameter1: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
        ActionParameter2: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
        ActionParameter3: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    })),
    TriggerMatchingType: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr().check(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._gte */ .qm(0), zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._lte */ .Zm(2)),
    Description: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._minLength */ .m9(1)),
    Enabled: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
});


/***/ }),

/***/ 3715:
/***/ ((__unused_webpack_module, __unused_webpack___webpack_exports__, __webpack_require__) => {

/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4214);
/* harmony import */ var zod_v4_locales_en_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7818);
/**
 * Imported by every model for its effect: English messages for zod's mini build. The models use
 * the mini build (`z.nullish(z.string())` rather than `z.string().nullish()`): the same checks
 * and messages as the classic API, but a classic schema carries its own copies of some fifty
 * methods, and loading and declaring them cost every step about 5 ms before its first request.
 * Each model imports `zod/mini` itself, so that the bundler keeps only what is used; the
 * classic build sets English when its first schema is made, the mini build never does.
 */


(0,zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .config */ .$W)((0,zod_v4_locales_en_js__WEBPACK_IMPORTED_MODULE_1__/* ["default"] */ .A)());


/***/ }),

/***/ 1091:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ readDeployId),
/* harmony export */   w: () => (/* binding */ readHostname)
/* harmony export */ });
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2495);

/*
 * The inputs the static-site operations share (deploy-site, promote-site, remove-site-preview),
 * read once each.
 */
/** Letters, digits, `.`, `_`, `-`, 4 to 64, starting and ending with a letter or digit, no `..` (the platform's CLI's form). */
const DEPLOY_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{2,62}[A-Za-z0-9]$/;
const DEPLOY_ID_FORM = 'letters, digits, ., _ and -, 4 to 64 characters, starting and ending with a letter or digit, without ..';
function deployIdProblem(text) {
    if (DEPLOY_ID.test(text) && !text.includes('..'))
        return undefined;
    return `got ${(0,_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .showValue */ .vp)(text)}; expected ${DEPLOY_ID_FORM}`;
}
/**
 * A deploy id input: given, or (for deploy-site) the first 12 characters of GITHUB_SHA. It
 * names a folder (`deploys/<id>/`) and an edge rule's parameters, so its form is strict.
 */
function readDeployId(inputs, name, options) {
    const given = inputs.line(name);
    if (given === undefined) {
        const sha = options.env?.['GITHUB_SHA'];
        if (options.env !== undefined && sha)
            return sha.slice(0, 12);
        if (options.required || options.env !== undefined)
            inputs.problems.add(new _inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(name, `is required${options.env !== undefined ? ' (GITHUB_SHA, its default, is not set)' : ''}; expected ${DEPLOY_ID_FORM}`));
        return undefined;
    }
    const problem = deployIdProblem(given);
    if (problem)
        inputs.problems.add(new _inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(name, problem));
    return problem ? undefined : given;
}
/** A DNS host name, as a pull zone takes one: labels of letters, digits and hyphens, at least two. */
const HOSTNAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$/;
function readHostname(inputs, name, required) {
    const text = required
        ? inputs.line(name, { required: true, expected: 'a host name such as pr-12.preview.example.com' })
        : inputs.line(name);
    if (text === undefined || text === '')
        return undefined;
    const host = text.toLowerCase().replace(/\.$/, '');
    if (!HOSTNAME.test(host)) {
        inputs.problems.add(new _inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(name, `got ${(0,_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .showValue */ .vp)(text)}; expected a host name such as pr-12.preview.example.com (no scheme, port, path or wildcard)`));
        return undefined;
    }
    return host;
}


/***/ }),

/***/ 2141:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ readPullZone)
/* harmony export */ });
/* harmony import */ var _api_api_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(316);
/* harmony import */ var _api_requests_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7109);


/**
 * The pull zone with its rules and hostnames: the only read that returns the rules. Its 404
 * means the zone is missing. The answer is checked against a model that keeps no secret member
 * (see models/pull-zone.ts), so what a step holds of the zone can be printed.
 */
async function readPullZone(client, pullZoneId) {
    try {
        return (await client.send(_api_requests_js__WEBPACK_IMPORTED_MODULE_1__/* .requests */ .zG.pullZone(pullZoneId))).body;
    }
    catch (error) {
        if (error instanceof _api_api_error_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .h && error.status === 404)
            throw error.withMessage(`${error.message}\nNo pull zone has the id ${pullZoneId}: check pull-zone-id.`);
        throw error;
    }
}


/***/ }),

/***/ 9505:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Q: () => (/* binding */ previewDescription),
/* harmony export */   At: () => (/* binding */ liveDeploy),
/* harmony export */   CK: () => (/* binding */ productionRule),
/* harmony export */   HW: () => (/* binding */ previewHostnames),
/* harmony export */   Kq: () => (/* binding */ descriptionOf),
/* harmony export */   NZ: () => (/* binding */ EDGE_RULE_LIMIT),
/* harmony export */   Tb: () => (/* binding */ deployOfRule),
/* harmony export */   Vb: () => (/* binding */ rulesDescribed),
/* harmony export */   hX: () => (/* binding */ siteUrl),
/* harmony export */   j0: () => (/* binding */ BLOCK_DESCRIPTION),
/* harmony export */   je: () => (/* binding */ targetName),
/* harmony export */   ks: () => (/* binding */ DEPLOY_HEADER),
/* harmony export */   lv: () => (/* binding */ PRODUCTION_DESCRIPTION),
/* harmony export */   qC: () => (/* binding */ HOSTNAME_LIMIT),
/* harmony export */   s0: () => (/* binding */ ruleIsAsWritten),
/* harmony export */   sG: () => (/* binding */ ruleFor),
/* harmony export */   u8: () => (/* binding */ blockRule),
/* harmony export */   xf: () => (/* binding */ deploysInUse),
/* harmony export */   yt: () => (/* binding */ hasHostname)
/* harmony export */ });
/* unused harmony export previewRule */
/*
 * A static site on a pull zone, as the platform's own CLI made it (storage-and-deploy-facts 2.1):
 * each deploy in its own folder `deploys/<id>/` of the storage zone, and edge rules that point
 * the site at one of them. The action's rules are recognised by their Description, and only
 * those: a rule the action did not make is never written or deleted.
 *
 * - production: OriginStorage (17) to `/deploys/<id>/` with the response header X-Bunny-Deploy,
 *   for every URL not under /deploys/ and not on a preview hostname;
 * - one per preview hostname: the same, for that hostname only;
 * - block: BlockRequest (4) for every URL under /deploys/, so a deploy is reached only through
 *   the switch, never by its folder.
 */
const DEPLOY_HEADER = 'X-Bunny-Deploy';
const DESCRIPTION_PREFIX = 'bunny-action static site:';
const PRODUCTION_DESCRIPTION = `${DESCRIPTION_PREFIX} production`;
const BLOCK_DESCRIPTION = `${DESCRIPTION_PREFIX} block direct requests to /deploys/`;
const previewDescription = (hostname) => `${DESCRIPTION_PREFIX} preview ${hostname.toLowerCase()}`;
/** docs.bunny.net/cdn/limits: defaults, which the platform raises on request. */
const EDGE_RULE_LIMIT = 50;
const HOSTNAME_LIMIT = 10;
const PATTERNS_PER_TRIGGER = 5;
const ACTION_BLOCK_REQUEST = 4;
const ACTION_SET_RESPONSE_HEADER = 5;
const ACTION_ORIGIN_STORAGE = 17;
const TRIGGER_URL = 0;
const MATCH_ANY = 0;
const MATCH_ALL = 1;
const MATCH_NONE = 2;
const DEPLOYS_PATTERN = '*/deploys/*';
const deployFolder = (deployId) => `/deploys/${deployId}/`;
function targetName(target) {
    return target.kind === 'production' ? 'production' : `the preview ${target.hostname}`;
}
function descriptionOf(target) {
    return target.kind === 'production' ? PRODUCTION_DESCRIPTION : previewDescription(target.hostname);
}
const sameText = (a, b) => (a ?? '').trim().toLowerCase() === b.toLowerCase();
/** The rule of that description; several (a duplicate the platform made) are all returned, first kept. */
function rulesDescribed(zone, description) {
    return (zone.EdgeRules ?? []).filter((rule) => sameText(rule.Description, description));
}
/** The preview hostnames the zone has rules for, from the rules' descriptions. */
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
/**
 * The deploy a rule serves: the folder of its OriginStorage action, `/deploys/<id>/`. Undefined
 * when the rule is not of that form (edited by hand): the step then knows no deploy as live.
 */
function deployOfRule(rule) {
    if (!rule || rule.ActionType !== ACTION_ORIGIN_STORAGE)
        return undefined;
    const match = /^\/?deploys\/([A-Za-z0-9._-]+)\/?$/.exec(rule.ActionParameter3 ?? '');
    return match?.[1];
}
/** The deploy live on a target, as the zone was read: undefined when there is no rule (or not one of the step's form). */
function liveDeploy(zone, target) {
    return deployOfRule(rulesDescribed(zone, descriptionOf(target))[0]);
}
/** Every deploy some rule of the site points at: production's and each preview's. */
function deploysInUse(zone) {
    const targets = [
        { kind: 'production' },
        ...previewHostnames(zone).map((hostname) => ({ kind: 'preview', hostname })),
    ];
    return targets.map((target) => liveDeploy(zone, target)).filter((id) => id !== undefined);
}
function chunks(items, size) {
    const out = [];
    for (let i = 0; i < items.length; i += size)
        out.push(items.slice(i, i + size));
    return out;
}
/** URL patterns of a hostname: any scheme, any path. */
const hostPattern = (hostname) => `*://${hostname.toLowerCase()}/*`;
function serve(storage, deployId, description, triggers) {
    return {
        ActionType: ACTION_ORIGIN_STORAGE,
        ActionParameter1: String(storage.id),
        ActionParameter2: storage.name,
        ActionParameter3: deployFolder(deployId),
        Triggers: triggers,
        ExtraActions: [
            { ActionType: ACTION_SET_RESPONSE_HEADER, ActionParameter1: DEPLOY_HEADER, ActionParameter2: deployId, ActionParameter3: null },
        ],
        TriggerMatchingType: MATCH_ALL,
        Description: description,
        Enabled: true,
    };
}
/**
 * Production: every URL not under /deploys/ and on none of the preview hostnames. The
 * exclusions take at most four triggers of five patterns (a zone has at most ten hostnames).
 */
function productionRule(storage, deployId, previews) {
    const excluded = chunks([...previews].sort().map(hostPattern), PATTERNS_PER_TRIGGER).map((patterns) => ({
        Type: TRIGGER_URL,
        PatternMatches: patterns,
        PatternMatchingType: MATCH_NONE,
        Parameter1: null,
    }));
    return serve(storage, deployId, PRODUCTION_DESCRIPTION, [
        { Type: TRIGGER_URL, PatternMatches: [DEPLOYS_PATTERN], PatternMatchingType: MATCH_NONE, Parameter1: null },
        ...excluded,
    ]);
}
function previewRule(storage, deployId, hostname) {
    return serve(storage, deployId, previewDescription(hostname), [
        { Type: TRIGGER_URL, PatternMatches: [hostPattern(hostname)], PatternMatchingType: MATCH_ANY, Parameter1: null },
        { Type: TRIGGER_URL, PatternMatches: [DEPLOYS_PATTERN], PatternMatchingType: MATCH_NONE, Parameter1: null },
    ]);
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
function ruleFor(target, storage, deployId, previews) {
    return target.kind === 'production' ? productionRule(storage, deployId, previews) : previewRule(storage, deployId, target.hostname);
}
const norm = (value) => value ?? null;
/** Whether the rule as read is the rule as the step would write it: anything else is healed. */
function ruleIsAsWritten(read, wanted) {
    if (!read)
        return false;
    const sameTriggers = (read.Triggers ?? []).length === wanted.Triggers.length &&
        wanted.Triggers.every((trigger, i) => {
            const seen = read.Triggers?.[i];
            return (seen !== undefined &&
                seen.Type === trigger.Type &&
                seen.PatternMatchingType === trigger.PatternMatchingType &&
                JSON.stringify(seen.PatternMatches ?? []) === JSON.stringify(trigger.PatternMatches));
        });
    const sameExtras = (read.ExtraActions ?? []).length === wanted.ExtraActions.length &&
        wanted.ExtraActions.every((extra, i) => {
            const seen = read.ExtraActions?.[i];
            return (seen !== undefined &&
                seen.ActionType === extra.ActionType &&
                norm(seen.ActionParameter1) === norm(extra.ActionParameter1) &&
                norm(seen.ActionParameter2) === norm(extra.ActionParameter2));
        });
    return (read.Enabled !== false &&
        read.ActionType === wanted.ActionType &&
        norm(read.ActionParameter1) === norm(wanted.ActionParameter1) &&
        norm(read.ActionParameter2) === norm(wanted.ActionParameter2) &&
        norm(read.ActionParameter3) === norm(wanted.ActionParameter3) &&
        read.TriggerMatchingType === wanted.TriggerMatchingType &&
        sameTriggers &&
        sameExtras);
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


/***/ }),

/***/ 5834:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  X0: () => (/* binding */ SwitchConflict),
  bn: () => (/* binding */ applyRemoval),
  XO: () => (/* binding */ applySwitch),
  vK: () => (/* binding */ changeLine),
  vl: () => (/* binding */ decideSwitch),
  yC: () => (/* binding */ removalChanges)
});

// EXTERNAL MODULE: ./platform/pull-zones/read-pull-zone.ts
var read_pull_zone = __webpack_require__(2141);
// EXTERNAL MODULE: ./api/api-error.ts
var api_error = __webpack_require__(316);
// EXTERNAL MODULE: ./api/models/pull-zone.ts
var pull_zone = __webpack_require__(886);
// EXTERNAL MODULE: ./api/requests.ts
var requests = __webpack_require__(7109);
// EXTERNAL MODULE: ./platform/pull-zones/site-rules.ts
var site_rules = __webpack_require__(9505);
;// CONCATENATED MODULE: ./platform/pull-zones/rule-writes.ts





/*
 * Writes to one pull zone's rules and hostnames, one at a time: the platform's Terraform
 * provider serialises them per zone after parallel writes left zones inconsistent. Every write
 * of a step goes through one ZoneWriter, which chains them, so even two callers of one step
 * cannot overlap. A write whose answer was lost (or a 5xx) is not repeated blindly: the zone is
 * read and the write counts as done when the zone shows it.
 */
/** Whether the answer says nothing about whether the platform did it. */
function outcomeUnknown(error) {
    if (!(error instanceof api_error/* ApiError */.h))
        return false;
    return (error.kind === 'outcome-unknown' ||
        error.kind === 'network' ||
        error.kind === 'timeout' ||
        (error.status !== undefined && error.status >= 500));
}
class ZoneWriter {
    #client;
    pullZoneId;
    #queue = Promise.resolve();
    /** Every write made, in order, for the step's log and result. */
    written = [];
    constructor(client, pullZoneId) {
        this.#client = client;
        this.pullZoneId = pullZoneId;
    }
    #serial(write) {
        const next = this.#queue.then(write, write);
        this.#queue = next.catch(() => { });
        return next;
    }
    /** Sends a write; after a lost answer, reads the zone and asks `done` whether it happened. */
    async #send(request, what, done) {
        try {
            await this.#client.send(request);
        }
        catch (error) {
            if (!outcomeUnknown(error))
                throw error;
            const zone = await (0,read_pull_zone/* readPullZone */.s)(this.#client, this.pullZoneId);
            if (!done(zone))
                throw error;
        }
        this.written.push(what);
    }
    /**
     * Creates (no Guid) or replaces (the Guid of the rule read) the rule, whole. The body is
     * checked before it is sent. A replace answered 404 (the rule was deleted meanwhile) creates it.
     */
    writeRule(rule, guid, what) {
        const body = pull_zone.EdgeRuleWrite.parse(guid === undefined ? rule : { ...rule, Guid: guid });
        return this.#serial(async () => {
            const shows = (zone) => (0,site_rules/* rulesDescribed */.Vb)(zone, rule.Description).some((read) => (0,site_rules/* ruleIsAsWritten */.s0)(read, rule));
            try {
                await this.#send(requests/* requests */.zG.addOrUpdateEdgeRule(this.pullZoneId, body), what, shows);
            }
            catch (error) {
                if (!(guid !== undefined && error instanceof api_error/* ApiError */.h && error.status === 404))
                    throw error;
                const { Guid: _gone, ...created } = body;
                void _gone;
                await this.#send(requests/* requests */.zG.addOrUpdateEdgeRule(this.pullZoneId, created), `${what} (created again: its rule was gone)`, shows);
            }
        });
    }
    deleteRule(guid, description, what) {
        return this.#serial(() => this.#send(requests/* requests */.zG.deleteEdgeRule(this.pullZoneId, guid), what, (zone) => (0,site_rules/* rulesDescribed */.Vb)(zone, description).every((rule) => (rule.Guid ?? '').toLowerCase() !== guid.toLowerCase())));
    }
    addHostname(hostname) {
        return this.#serial(() => this.#send(requests/* requests */.zG.addHostname(this.pullZoneId, hostname), `added the hostname ${hostname}`, (zone) => (zone.Hostnames ?? []).some((host) => (host.Value ?? '').toLowerCase() === hostname)));
    }
    removeHostname(hostname) {
        return this.#serial(() => this.#send(requests/* requests */.zG.removeHostname(this.pullZoneId, hostname), `removed the hostname ${hostname}`, (zone) => (zone.Hostnames ?? []).every((host) => (host.Value ?? '').toLowerCase() !== hostname)));
    }
}

;// CONCATENATED MODULE: ./platform/pull-zones/site-switch.ts



/** What another writer changed between the read and the switch: the step fails naming it. */
class SwitchConflict extends Error {
    liveNow;
    constructor(message, liveNow) {
        super(message);
        this.name = 'SwitchConflict';
        this.liveNow = liveNow;
    }
}
const show = (deploy) => (deploy === undefined ? 'no deploy' : `deploy ${deploy}`);
/** Deletes the rules of a description beyond the first (a duplicate a lost answer can leave). */
function duplicates(zone, description) {
    return (0,site_rules/* rulesDescribed */.Vb)(zone, description)
        .slice(1)
        .filter((rule) => rule.Guid)
        .map((rule) => ({ kind: 'delete', description, guid: rule.Guid ?? '' }));
}
/** A rule to write, unless the zone holds it as written already. */
function ruleChange(zone, rule, switching) {
    const [read] = (0,site_rules/* rulesDescribed */.Vb)(zone, rule.Description);
    if (read && (0,site_rules/* ruleIsAsWritten */.s0)(read, rule))
        return [];
    const kind = !read ? (switching ? 'switch' : 'create') : switching ? 'switch' : 'heal';
    return [{ kind, description: rule.Description, guid: read?.Guid ?? undefined, rule }];
}
/**
 * The writes that make the zone serve `deployId` on the target, from the zone as read, in the
 * order they are made: the preview's hostname, production's exclusion of it, the block rule,
 * the target's rule, then duplicates removed. Production's own deploy is kept as read.
 */
function switchChanges(zone, request) {
    const { target, storage, deployId } = request;
    const previews = [...new Set([...(0,site_rules/* previewHostnames */.HW)(zone), ...(target.kind === 'preview' ? [target.hostname] : [])])];
    const changes = [];
    if (target.kind === 'preview') {
        if (!(0,site_rules/* hasHostname */.yt)(zone, target.hostname))
            changes.push({ kind: 'add-hostname', hostname: target.hostname });
        const production = (0,site_rules/* deployOfRule */.Tb)((0,site_rules/* rulesDescribed */.Vb)(zone, site_rules/* PRODUCTION_DESCRIPTION */.lv)[0]);
        if (production !== undefined)
            changes.push(...ruleChange(zone, (0,site_rules/* productionRule */.CK)(storage, production, previews), false));
    }
    changes.push(...ruleChange(zone, (0,site_rules/* blockRule */.u8)(), false));
    const targetLive = (0,site_rules/* liveDeploy */.At)(zone, target);
    changes.push(...ruleChange(zone, (0,site_rules/* ruleFor */.sG)(target, storage, deployId, previews), targetLive !== deployId));
    for (const description of [site_rules/* PRODUCTION_DESCRIPTION */.lv, site_rules/* BLOCK_DESCRIPTION */.j0, (0,site_rules/* descriptionOf */.Kq)(target)])
        changes.push(...duplicates(zone, description));
    return changes;
}
/** The pure decision of a switch: what is live, what would be written, and why it may be refused. */
function decideSwitch(zone, request) {
    const { target, deployId, pullZoneId } = request;
    const live = (0,site_rules/* liveDeploy */.At)(zone, target);
    const alreadyLive = live === deployId;
    const changes = switchChanges(zone, request);
    const refusals = [];
    const ruleCount = (zone.EdgeRules ?? []).length;
    const hostnameCount = (zone.Hostnames ?? []).length;
    if (!alreadyLive && request.onlyIfLive !== undefined && live !== request.onlyIfLive) {
        refusals.push(`${show(live)} is live on ${(0,site_rules/* targetName */.je)(target)} of pull zone ${pullZoneId}, not deploy ${request.onlyIfLive} (only-if-live-deploy-id): nothing was switched`);
    }
    if (target.kind === 'preview' && zone.EnableHostnameVary !== true) {
        refusals.push(`pull zone ${pullZoneId} has EnableHostnameVary off: its cache would serve one hostname's answer on another, so a preview would show production (or production the preview). Turn on "Vary cache by hostname" (EnableHostnameVary) in the pull zone's caching settings, then run the step again`);
    }
    const added = changes.filter((change) => (change.kind === 'create' || change.kind === 'switch') && change.guid === undefined).length;
    const removed = changes.filter((change) => change.kind === 'delete').length;
    if (added > 0 && ruleCount + added - removed > site_rules/* EDGE_RULE_LIMIT */.NZ) {
        refusals.push(`pull zone ${pullZoneId} has ${ruleCount} edge rules and this step would add ${added}: the platform allows ${site_rules/* EDGE_RULE_LIMIT */.NZ} edge rules per pull zone. Free room first: close previews that are no longer needed (remove-site-preview), delete rules the zone no longer uses, or ask bunny.net to raise the limit`);
    }
    if (changes.some((change) => change.kind === 'add-hostname') && hostnameCount + 1 > site_rules/* HOSTNAME_LIMIT */.qC) {
        refusals.push(`pull zone ${pullZoneId} has ${hostnameCount} hostnames (the system hostname included): the platform allows ${site_rules/* HOSTNAME_LIMIT */.qC} hostnames per pull zone, so the preview hostname cannot be added. Free room first: close previews that are no longer needed (remove-site-preview, which removes the hostname), or ask bunny.net to raise the limit`);
    }
    return {
        request,
        live,
        production: (0,site_rules/* liveDeploy */.At)(zone, { kind: 'production' }),
        alreadyLive,
        changes,
        refusals,
        url: (0,site_rules/* siteUrl */.hX)(zone, target),
        ruleCount,
        hostnameCount,
    };
}
async function applyChange(writer, change, what) {
    switch (change.kind) {
        case 'add-hostname':
            return writer.addHostname(change.hostname);
        case 'remove-hostname':
            return writer.removeHostname(change.hostname);
        case 'delete':
            return writer.deleteRule(change.guid, change.description, what);
        default:
            return writer.writeRule(change.rule, change.guid, what);
    }
}
function changeLine(change) {
    switch (change.kind) {
        case 'add-hostname':
            return `add the hostname ${change.hostname} to the pull zone`;
        case 'remove-hostname':
            return `remove the hostname ${change.hostname} from the pull zone`;
        case 'delete':
            return `delete the rule '${change.description}' (${change.guid})`;
        case 'create':
            return `create the rule '${change.description}'`;
        case 'heal':
            return `rewrite the rule '${change.description}' as the step writes it (it was changed by hand or is out of date)`;
        case 'switch':
            return `${change.guid === undefined ? 'create' : 'rewrite'} the rule '${change.description}' to serve ${change.rule.ActionParameter3 ?? ''}`;
    }
}
/**
 * Carries out a switch: reads the zone again, refuses when the target serves another deploy
 * than it did when the step read it (compare-and-swap), writes the changes one at a time (read
 * again right before the target's rule), and reads the zone back to see the rule as written.
 */
async function applySwitch(client, decision, onWrite) {
    const { request } = decision;
    const writer = new ZoneWriter(client, request.pullZoneId);
    const conflict = (zone) => {
        const now = (0,site_rules/* liveDeploy */.At)(zone, request.target);
        if (now === decision.live)
            return;
        throw new SwitchConflict(`${show(now)} is live on ${(0,site_rules/* targetName */.je)(request.target)} of pull zone ${request.pullZoneId} now, where the step read ${show(decision.live)}: another deploy switched it meanwhile, so this step switches nothing (compare-and-swap)`, now);
    };
    let zone = await (0,read_pull_zone/* readPullZone */.s)(client, request.pullZoneId);
    conflict(zone);
    const targetDescription = (0,site_rules/* descriptionOf */.Kq)(request.target).toLowerCase();
    for (const change of switchChanges(zone, request)) {
        const isTarget = change.kind !== 'add-hostname' &&
            change.kind !== 'remove-hostname' &&
            change.kind !== 'delete' &&
            change.description.toLowerCase() === targetDescription;
        if (isTarget && writer.written.length > 0) {
            zone = await (0,read_pull_zone/* readPullZone */.s)(client, request.pullZoneId);
            conflict(zone);
        }
        const line = changeLine(change);
        await applyChange(writer, change, line);
        onWrite(line);
    }
    const back = await (0,read_pull_zone/* readPullZone */.s)(client, request.pullZoneId);
    const wanted = (0,site_rules/* ruleFor */.sG)(request.target, request.storage, request.deployId, [
        ...new Set([...(0,site_rules/* previewHostnames */.HW)(back), ...(request.target.kind === 'preview' ? [request.target.hostname] : [])]),
    ]);
    const [read] = (0,site_rules/* rulesDescribed */.Vb)(back, wanted.Description);
    if (!(0,site_rules/* ruleIsAsWritten */.s0)(read, wanted)) {
        throw new SwitchConflict(`the rule '${wanted.Description}' of pull zone ${request.pullZoneId} read back is not what the step wrote (${show((0,site_rules/* deployOfRule */.Tb)(read))}): another writer changed it meanwhile`, (0,site_rules/* deployOfRule */.Tb)(read));
    }
    return { zone: back, written: writer.written };
}
/** What closing a preview changes: its rules, production's exclusion of it, and (when asked) its hostname. */
function removalChanges(zone, storage, hostname, removeHostname) {
    const description = (0,site_rules/* previewDescription */.$Q)(hostname);
    const changes = (0,site_rules/* rulesDescribed */.Vb)(zone, description)
        .filter((rule) => rule.Guid)
        .map((rule) => ({ kind: 'delete', description, guid: rule.Guid ?? '' }));
    if (removeHostname && (0,site_rules/* hasHostname */.yt)(zone, hostname))
        changes.push({ kind: 'remove-hostname', hostname });
    const [production] = (0,site_rules/* rulesDescribed */.Vb)(zone, site_rules/* PRODUCTION_DESCRIPTION */.lv);
    const live = (0,site_rules/* deployOfRule */.Tb)(production);
    if (production && live !== undefined) {
        const others = (0,site_rules/* previewHostnames */.HW)(zone).filter((host) => host !== hostname.toLowerCase());
        // The production rule carries its storage zone; it is kept as read.
        const kept = storage ?? { id: Number(production.ActionParameter1), name: production.ActionParameter2 ?? '' };
        changes.push(...ruleChange(zone, (0,site_rules/* productionRule */.CK)(kept, live, others), false));
    }
    return changes;
}
/** Removes a preview, one write at a time, from the zone read again; returns the writes made. */
async function applyRemoval(client, pullZoneId, hostname, removeHostname, onWrite) {
    const writer = new ZoneWriter(client, pullZoneId);
    const zone = await (0,read_pull_zone/* readPullZone */.s)(client, pullZoneId);
    for (const change of removalChanges(zone, undefined, hostname, removeHostname)) {
        const line = changeLine(change);
        await applyChange(writer, change, line);
        onWrite(line);
    }
    return writer.written;
}


/***/ })

};
