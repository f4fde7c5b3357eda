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
    /** False on a hostname just added: its TLS certificate is issued by loadFreeCertificate. */
    HasCertificate: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY()),
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
/* harmony export */   ZX: () => (/* binding */ readDeployId),
/* harmony export */   tx: () => (/* binding */ readHtmlCacheControl),
/* harmony export */   w9: () => (/* binding */ readHostname)
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
/** A Cache-Control value (RFC 9111): directives, each a token with an optional token or quoted value, comma-separated. */
const DIRECTIVE = `[!#$%&'*+.^_\`|~0-9A-Za-z-]+(?:=(?:[!#$%&'*+.^_\`|~0-9A-Za-z-]+|"[^"\\\\\\x00-\\x1f\\x7f]*"))?`;
const CACHE_CONTROL = new RegExp(`^${DIRECTIVE}(?:[ \\t]*,[ \\t]*${DIRECTIVE})*$`);
/**
 * html-cache-control: the Cache-Control the site's HTML responses carry (set by an edge rule);
 * empty leaves them as they are.
 */
function readHtmlCacheControl(inputs) {
    const text = inputs.line('html-cache-control');
    if (text === undefined || text.trim() === '')
        return undefined;
    if (text.trim().length > 256 || !CACHE_CONTROL.test(text.trim())) {
        inputs.problems.add(new _inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('html-cache-control', `got ${(0,_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .showValue */ .vp)(text)}; expected a Cache-Control value of up to 256 characters: directives separated by commas, such as public, max-age=0, must-revalidate`));
        return undefined;
    }
    return text.trim();
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

/***/ 5834:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  wV: () => (/* binding */ CertificateMissing),
  X0: () => (/* binding */ SwitchConflict),
  bn: () => (/* binding */ applyRemoval),
  XO: () => (/* binding */ applySwitch),
  vK: () => (/* binding */ changeLine),
  vl: () => (/* binding */ decideSwitch),
  yC: () => (/* binding */ removalChanges)
});

// EXTERNAL MODULE: ./api/api-error.ts
var api_error = __webpack_require__(316);
// EXTERNAL MODULE: ./api/polling.ts
var polling = __webpack_require__(4900);
// EXTERNAL MODULE: ./platform/pull-zones/read-pull-zone.ts
var read_pull_zone = __webpack_require__(2141);
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
    /** Asks for the hostname's free certificate; the caller waits for the zone to read it. */
    loadCertificate(hostname) {
        return this.#serial(async () => {
            await this.#client.send(requests/* requests */.zG.loadFreeCertificate(hostname));
            this.written.push(`asked for the TLS certificate of ${hostname}`);
        });
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
/** A preview hostname whose TLS certificate cannot be had: nothing was switched. */
class CertificateMissing extends Error {
    constructor(message) {
        super(message);
        this.name = 'CertificateMissing';
    }
}
const show = (deploy) => (deploy === undefined ? 'no deploy' : `deploy ${deploy}`);
/** Two reads of what is live name the same deploy (or both none). */
const sameLive = (a, b) => (a === undefined ? b === undefined : (0,site_rules/* sameDeploy */.ID)(a, b));
/** Deletes the rules of a description beyond the first (a duplicate a lost answer can leave). */
function duplicates(zone, description) {
    return (0,site_rules/* rulesDescribed */.Vb)(zone, description)
        .slice(1)
        .filter((rule) => rule.Guid)
        .map((rule) => ({ kind: 'delete', description, guid: rule.Guid ?? '' }));
}
/** A rule to write, unless the zone holds one that does the same already. */
function ruleChange(zone, rule, switching) {
    const [read] = (0,site_rules/* rulesDescribed */.Vb)(zone, rule.Description);
    if (read && (0,site_rules/* ruleIsAsWritten */.s0)(read, rule))
        return [];
    const kind = !read ? (switching ? 'switch' : 'create') : switching ? 'switch' : 'heal';
    return [{ kind, description: rule.Description, guid: read?.Guid ?? undefined, rule }];
}
/** The target's rule as the zone now needs it: production names the hostnames no preview claims. */
function targetRule(zone, request) {
    return request.target.kind === 'production'
        ? (0,site_rules/* productionRule */.CK)(request.storage, request.deployId, (0,site_rules/* productionHostnames */.GQ)(zone))
        : (0,site_rules/* previewRule */.XV)(request.storage, request.deployId, request.target.hostname);
}
/**
 * The changes that make the zone serve `deployId` on the target, from the zone as read, in the
 * order they are made. A new preview first claims its hostname with its rule, disabled (so that
 * production, which serves every hostname no preview claims, never takes it), then adds the
 * hostname and has its certificate issued, and only then switches: a certificate that cannot
 * be had fails the step before anything serves the preview.
 */
function switchChanges(zone, request) {
    const { target, storage, deployId } = request;
    const changes = [];
    if (target.kind === 'preview') {
        const description = (0,site_rules/* previewDescription */.$Q)(target.hostname);
        if ((0,site_rules/* rulesDescribed */.Vb)(zone, description).length === 0)
            changes.push({ kind: 'claim', description, guid: undefined, rule: (0,site_rules/* previewRule */.XV)(storage, deployId, target.hostname, false) });
        if (!(0,site_rules/* hasHostname */.yt)(zone, target.hostname))
            changes.push({ kind: 'add-hostname', hostname: target.hostname });
        if (!(0,site_rules/* hasCertificate */.yT)(zone, target.hostname))
            changes.push({ kind: 'certificate', hostname: target.hostname });
    }
    changes.push(...ruleChange(zone, (0,site_rules/* blockRule */.u8)(), false));
    // The HTML rule is the site's, previews' hostnames included: production's deploys set it, so
    // that a pull request cannot change what production's visitors get.
    const html = target.kind === 'production' ? request.htmlCacheControl : undefined;
    if (html !== undefined)
        changes.push(...ruleChange(zone, (0,site_rules/* htmlCacheRule */.IZ)(html), false));
    changes.push(...ruleChange(zone, targetRule(zone, request), !(0,site_rules/* sameDeploy */.ID)((0,site_rules/* liveDeploy */.At)(zone, target), deployId)));
    const own = [site_rules/* BLOCK_DESCRIPTION */.j0, (0,site_rules/* descriptionOf */.Kq)(target), ...(html !== undefined ? [site_rules/* HTML_CACHE_DESCRIPTION */.cH] : [])];
    for (const description of own)
        changes.push(...duplicates(zone, description));
    return changes;
}
/** How many rules the changes add. */
function rulesAdded(changes) {
    const added = new Set();
    for (const change of changes)
        if ((change.kind === 'create' || change.kind === 'claim' || change.kind === 'switch') && change.guid === undefined)
            added.add(change.description.toLowerCase());
    return added.size;
}
const ruleLimitWarning = (pullZoneId, count, added) => `pull zone ${pullZoneId} has ${count} edge rules and this step adds ${added}: past the platform's default of ${site_rules/* EDGE_RULE_LIMIT */.NZ} edge rules per pull zone. The write goes ahead; it is refused unless bunny.net raised the limit for this account. remove-site-preview frees a preview's rule`;
const hostnameLimitWarning = (pullZoneId, count) => `pull zone ${pullZoneId} has ${count} hostnames (the system hostname included) and this step adds one: past the platform's default of ${site_rules/* HOSTNAME_LIMIT */.qC} hostnames per pull zone. The write goes ahead; it is refused unless bunny.net raised the limit for this account. remove-site-preview frees a preview's hostname`;
/** The pure decision of a switch: what is live, what would be written, and why it may be refused. */
function decideSwitch(zone, request) {
    const { target, deployId, pullZoneId } = request;
    const live = (0,site_rules/* liveDeploy */.At)(zone, target);
    const alreadyLive = (0,site_rules/* sameDeploy */.ID)(live, deployId);
    const changes = switchChanges(zone, request);
    const refusals = [];
    const warnings = [];
    const ruleCount = (zone.EdgeRules ?? []).length;
    const hostnameCount = (zone.Hostnames ?? []).length;
    if (!alreadyLive && request.onlyIfLive !== undefined && !sameLive(live, request.onlyIfLive)) {
        refusals.push(`${show(live)} is live on ${(0,site_rules/* targetName */.je)(target)} of pull zone ${pullZoneId}, not deploy ${request.onlyIfLive} (only-if-live-deploy-id): nothing was switched`);
    }
    if (target.kind === 'preview') {
        if (zone.EnableHostnameVary !== true)
            refusals.push(`pull zone ${pullZoneId} has EnableHostnameVary off: its cache would serve one hostname's answer on another, so a preview would show production (or production the preview). Turn on "Vary cache by hostname" (EnableHostnameVary) in the pull zone's caching settings, then run the step again`);
        if ((0,site_rules/* productionAnswersFor */.wB)(zone, target.hostname))
            refusals.push(`production's rule of pull zone ${pullZoneId} also answers for ${target.hostname} (written by an earlier version of this action, which excluded previews one by one, or edited by hand): a preview step never writes production's rule. Run the production deploy (or promote-site with the deploy live on production) once, which rewrites it to name production's own hostnames, then run this step again`);
        if ((0,site_rules/* hasHostname */.yt)(zone, target.hostname) && (0,site_rules/* rulesDescribed */.Vb)(zone, (0,site_rules/* previewDescription */.$Q)(target.hostname)).length === 0)
            refusals.push(`the hostname ${target.hostname} is on pull zone ${pullZoneId} without a preview rule ('${(0,site_rules/* previewDescription */.$Q)(target.hostname)}'): it serves production, or was added by hand. A preview takes a hostname of its own; give another preview-hostname`);
    }
    else {
        const hosts = (0,site_rules/* productionHostnames */.GQ)(zone);
        if (hosts.length > site_rules/* PRODUCTION_HOSTNAME_MAX */.xb)
            refusals.push(`pull zone ${pullZoneId} has ${hosts.length} hostnames that are not previews: production's rule names at most ${site_rules/* PRODUCTION_HOSTNAME_MAX */.xb} (5 triggers of 5 patterns, the platform's limits). Remove hostnames the site no longer uses`);
    }
    const added = rulesAdded(changes);
    if (added > 0 && ruleCount + added > site_rules/* EDGE_RULE_LIMIT */.NZ)
        warnings.push(ruleLimitWarning(pullZoneId, ruleCount, added));
    if (changes.some((change) => change.kind === 'add-hostname') && hostnameCount + 1 > site_rules/* HOSTNAME_LIMIT */.qC)
        warnings.push(hostnameLimitWarning(pullZoneId, hostnameCount));
    return {
        request,
        live,
        production: (0,site_rules/* liveDeploy */.At)(zone, { kind: 'production' }),
        alreadyLive,
        changes,
        refusals,
        warnings,
        url: (0,site_rules/* siteUrl */.hX)(zone, target),
        ruleCount,
        hostnameCount,
    };
}
function changeLine(change) {
    switch (change.kind) {
        case 'add-hostname':
            return `add the hostname ${change.hostname} to the pull zone`;
        case 'remove-hostname':
            return `remove the hostname ${change.hostname} from the pull zone`;
        case 'certificate':
            return `have the free TLS certificate of ${change.hostname} issued (loadFreeCertificate) and wait until the pull zone reads HasCertificate`;
        case 'delete':
            return `delete the rule '${change.description}' (${change.guid})`;
        case 'claim':
            return `create the rule '${change.description}', disabled, to claim its hostname before the hostname is added`;
        case 'create':
            return `create the rule '${change.description}'`;
        case 'heal':
            return `rewrite the rule '${change.description}' as the step writes it (it was changed by hand or is out of date)`;
        case 'switch':
            return `${change.guid === undefined ? 'create' : 'rewrite'} the rule '${change.description}' to serve ${change.rule.ActionParameter3 ?? ''}`;
    }
}
/** Whether the platform refused the write for a limit (its message names one, or the zone is at the default). */
function limitRefusal(error, atDefault) {
    if (!(error instanceof api_error/* ApiError */.h) || error.status !== 400)
        return false;
    const said = `${error.errorKey ?? ''} ${error.apiMessage ?? ''}`;
    return atDefault || /limit|maximum|at most|too many/i.test(said);
}
async function waitForCertificate(client, writer, zone, hostname, wait) {
    const cname = `CNAME ${hostname} -> ${(0,site_rules/* systemHostname */.P9)(zone) ?? "the pull zone's system hostname"}`;
    try {
        await writer.loadCertificate(hostname);
    }
    catch (error) {
        if (error instanceof api_error/* ApiError */.h && error.status !== undefined && error.status >= 400 && error.status < 500)
            throw new CertificateMissing(`no TLS certificate could be issued for ${hostname} (${error.message.split('\n')[0] ?? ''}): the hostname must point at pull zone ${writer.pullZoneId} first. Add the DNS record ${cname}, then run the step again. Nothing was switched`);
        throw error;
    }
    const result = await (0,polling/* pollUntil */.g)({
        read: () => (0,read_pull_zone/* readPullZone */.s)(client, writer.pullZoneId),
        settled: (read) => (0,site_rules/* hasCertificate */.yT)(read, hostname),
        waitMs: wait.waitMs,
        intervalMs: wait.intervalMs,
        clock: wait.clock,
    });
    if (!result.settled)
        throw new CertificateMissing(`pull zone ${writer.pullZoneId} did not read a TLS certificate for ${hostname} (HasCertificate) within ${Math.round(wait.waitMs / 1000)} s of asking for it: it is issued only once the hostname points at the pull zone (${cname}). Nothing was switched; run the step again once the record is in place`);
}
async function applyChange(client, writer, zone, change, wait) {
    const line = changeLine(change);
    switch (change.kind) {
        case 'add-hostname':
            try {
                return await writer.addHostname(change.hostname);
            }
            catch (error) {
                const count = (zone.Hostnames ?? []).length;
                if (limitRefusal(error, count >= site_rules/* HOSTNAME_LIMIT */.qC))
                    throw error.withMessage(`${error.message}\npull zone ${writer.pullZoneId} refused a hostname at ${count}: the platform's limit of hostnames per pull zone (${site_rules/* HOSTNAME_LIMIT */.qC} unless bunny.net raised it). Free room with remove-site-preview for previews no longer needed, or ask bunny.net to raise the limit`);
                throw error;
            }
        case 'remove-hostname':
            return writer.removeHostname(change.hostname);
        case 'certificate':
            if (wait === undefined)
                throw new Error(`internal: a certificate to wait for outside a switch (${change.hostname})`);
            return waitForCertificate(client, writer, zone, change.hostname, wait);
        case 'delete':
            return writer.deleteRule(change.guid, change.description, line);
        default:
            try {
                return await writer.writeRule(change.rule, change.guid, line);
            }
            catch (error) {
                const count = (zone.EdgeRules ?? []).length;
                if (change.guid === undefined && limitRefusal(error, count >= site_rules/* EDGE_RULE_LIMIT */.NZ))
                    throw error.withMessage(`${error.message}\npull zone ${writer.pullZoneId} refused a new edge rule at ${count} rules: the platform's limit of edge rules per pull zone (${site_rules/* EDGE_RULE_LIMIT */.NZ} unless bunny.net raised it). Free room with remove-site-preview for previews no longer needed, or ask bunny.net to raise the limit`);
                throw error;
            }
    }
}
/** A change's identity across reads, to see a write the platform lost. */
function changeKey(change) {
    return 'description' in change
        ? `${change.kind === 'delete' ? 'delete' : 'rule'} ${change.description.toLowerCase()}`
        : `${change.kind} ${change.hostname}`;
}
/** One more than this many writes of one change means the platform keeps losing it. */
const WRITES_PER_CHANGE = 2;
/**
 * Carries out a switch, one change at a time, each decided from a read of the zone made right
 * before it; refuses, before writing the target's rule, when the target serves another deploy
 * than it did when the step read it (compare-and-swap), and after writing it, when a read shows
 * another deploy there (another writer won).
 */
async function applySwitch(client, decision, wait, onWrite) {
    const { request } = decision;
    const writer = new ZoneWriter(client, request.pullZoneId);
    const where = `${(0,site_rules/* targetName */.je)(request.target)} of pull zone ${request.pullZoneId}`;
    const targetDescription = (0,site_rules/* descriptionOf */.Kq)(request.target).toLowerCase();
    const writes = new Map();
    let targetWritten = false;
    for (;;) {
        const zone = await (0,read_pull_zone/* readPullZone */.s)(client, request.pullZoneId);
        const now = (0,site_rules/* liveDeploy */.At)(zone, request.target);
        if (targetWritten && !(0,site_rules/* sameDeploy */.ID)(now, request.deployId))
            throw new SwitchConflict(`the rule '${(0,site_rules/* descriptionOf */.Kq)(request.target)}' read back serves ${show(now)}, not deploy ${request.deployId} as the step wrote it: another writer changed ${where} meanwhile`, now);
        if (!targetWritten && !sameLive(now, decision.live) && !(0,site_rules/* sameDeploy */.ID)(now, request.deployId))
            throw new SwitchConflict(`${show(now)} is live on ${where} now, where the step read ${show(decision.live)}: another deploy switched it meanwhile, so this step switches nothing (compare-and-swap)`, now);
        const [change] = switchChanges(zone, request);
        if (change === undefined)
            return { zone, written: writer.written };
        const key = changeKey(change);
        const made = (writes.get(key) ?? 0) + 1;
        writes.set(key, made);
        if (made > WRITES_PER_CHANGE)
            throw new SwitchConflict(`pull zone ${request.pullZoneId} still does not show '${changeLine(change)}' after ${WRITES_PER_CHANGE} writes: another writer is changing its rules at the same time (the platform loses one of two rule writes that overlap)`, now);
        const isTarget = 'description' in change && change.kind !== 'delete' && change.description.toLowerCase() === targetDescription;
        const rules = (zone.EdgeRules ?? []).length;
        if ((change.kind === 'create' || change.kind === 'claim' || change.kind === 'switch') &&
            change.guid === undefined &&
            rules + 1 > site_rules/* EDGE_RULE_LIMIT */.NZ)
            onWrite(`Warning: ${ruleLimitWarning(request.pullZoneId, rules, 1)}`);
        if (change.kind === 'add-hostname' && (zone.Hostnames ?? []).length + 1 > site_rules/* HOSTNAME_LIMIT */.qC)
            onWrite(`Warning: ${hostnameLimitWarning(request.pullZoneId, (zone.Hostnames ?? []).length)}`);
        await applyChange(client, writer, zone, change, wait);
        if (isTarget && change.kind !== 'claim')
            targetWritten = true;
        onWrite(`Done: ${changeLine(change)}`);
    }
}
/** What closing a preview changes: its hostname (when asked) first, then its rules. Never production's rule. */
function removalChanges(zone, hostname, removeHostname) {
    const description = (0,site_rules/* previewDescription */.$Q)(hostname);
    const rules = (0,site_rules/* rulesDescribed */.Vb)(zone, description).filter((rule) => rule.Guid);
    const onZone = (0,site_rules/* hasHostname */.yt)(zone, hostname);
    if (rules.length === 0 && onZone && removeHostname)
        return {
            changes: [],
            refusal: `the hostname ${hostname} is on pull zone ${zone.Id} but has no preview rule of this action (looked for the rule '${description}'): it is not a preview (production's own domain, or a hostname added by hand), so it is not removed. Check preview-hostname`,
        };
    // The hostname goes first: a rule without its hostname serves nothing, while a hostname
    // without its rule would count as production's once the rule is gone.
    const changes = removeHostname && onZone ? [{ kind: 'remove-hostname', hostname }] : [];
    changes.push(...rules.map((rule) => ({ kind: 'delete', description, guid: rule.Guid ?? '' })));
    return { changes, refusal: undefined };
}
/** Removes a preview, one write at a time, each decided from a read made right before it; returns the writes made. */
async function applyRemoval(client, pullZoneId, hostname, removeHostname, onWrite) {
    const writer = new ZoneWriter(client, pullZoneId);
    const writes = new Map();
    for (;;) {
        const zone = await (0,read_pull_zone/* readPullZone */.s)(client, pullZoneId);
        const { changes, refusal } = removalChanges(zone, hostname, removeHostname);
        if (refusal !== undefined && writer.written.length === 0)
            throw new Error(refusal);
        const [change] = changes;
        if (change === undefined)
            return writer.written;
        const key = `${changeKey(change)} ${'guid' in change ? change.guid : ''}`;
        const made = (writes.get(key) ?? 0) + 1;
        writes.set(key, made);
        if (made > WRITES_PER_CHANGE)
            throw new Error(`pull zone ${pullZoneId} still does not show '${changeLine(change)}' after ${WRITES_PER_CHANGE} writes: another writer is changing its rules at the same time`);
        await applyChange(client, writer, zone, change, undefined);
        onWrite(changeLine(change));
    }
}


/***/ })

};
