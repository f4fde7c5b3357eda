export const id = 52;
export const ids = [52];
export const modules = {

/***/ 9052:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AppConfig: () => (/* binding */ AppConfig),
/* harmony export */   AppUpdateResponse: () => (/* binding */ AppUpdateResponse),
/* harmony export */   ContainerTemplate: () => (/* binding */ ContainerTemplate),
/* harmony export */   IMAGE_TAG_PATTERN: () => (/* binding */ IMAGE_TAG_PATTERN),
/* harmony export */   OPTIONAL_APP_FIELDS: () => (/* binding */ OPTIONAL_APP_FIELDS),
/* harmony export */   RegionSettings: () => (/* binding */ RegionSettings)
/* harmony export */ });
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4513);
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2335);
/* harmony import */ var _zod_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3715);
/* harmony import */ var _numbers_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3620);



/*
 * Request body of PUT /mc/apps/{appId}: the complete configuration of a Magic Containers
 * application (`AddApplicationRequest` of the API's OpenAPI documents 1.9.7 and 1.10.2).
 *
 * - Every object is strict: the API declares `additionalProperties: false` throughout and
 *   refuses fields it does not know, so a typo is caught here, before the full replacement.
 * - Enum casing changed between the two versions (`Shared` became `shared`, `Tcp` became
 *   `tcp`); the API reads enum names without regard to case, so any casing is accepted and
 *   the 1.10.2 spelling is sent.
 * - Where the two versions differ otherwise, what either accepts is accepted: a volume mount
 *   at `/` (1.9.7's pattern allows it; 1.10.2's needs a segment).
 * - Patterns are matched against the whole value, as the API's validation does.
 * - A member that is an object (or enum) defined elsewhere in the OpenAPI document may be
 *   null: OpenAPI 3.0 cannot mark a reference nullable, and the API reads null as absent.
 *   Plain members are nullable exactly where the document says so.
 */
const RUNTIME_TYPES = ['shared', 'reserved'];
const PROTOCOLS = ['tcp', 'udp', 'sctp'];
const IMAGE_PULL_POLICIES = ['always', 'ifNotPresent'];
const ANYCAST_IP_VERSIONS = ['iPv4'];
const HTTP_STATUS_CODES = [
    'continue',
    'switchingProtocols',
    'processing',
    'earlyHints',
    'ok',
    'created',
    'accepted',
    'nonAuthoritativeInformation',
    'noContent',
    'resetContent',
    'partialContent',
    'multiStatus',
    'alreadyReported',
    'imUsed',
    'multipleChoices',
    'movedPermanently',
    'found',
    'seeOther',
    'notModified',
    'useProxy',
    'unused',
    'temporaryRedirect',
    'permanentRedirect',
    'badRequest',
    'unauthorized',
    'paymentRequired',
    'forbidden',
    'notFound',
    'methodNotAllowed',
    'notAcceptable',
    'proxyAuthenticationRequired',
    'requestTimeout',
    'conflict',
    'gone',
    'lengthRequired',
    'preconditionFailed',
    'requestEntityTooLarge',
    'requestUriTooLong',
    'unsupportedMediaType',
    'requestedRangeNotSatisfiable',
    'expectationFailed',
    'misdirectedRequest',
    'unprocessableEntity',
    'locked',
    'failedDependency',
    'upgradeRequired',
    'preconditionRequired',
    'tooManyRequests',
    'requestHeaderFieldsTooLarge',
    'unavailableForLegalReasons',
    'internalServerError',
    'notImplemented',
    'badGateway',
    'serviceUnavailable',
    'gatewayTimeout',
    'httpVersionNotSupported',
    'variantAlsoNegotiates',
    'insufficientStorage',
    'loopDetected',
    'notExtended',
    'networkAuthenticationRequired',
];
const APP_NAME_MAX = 100;
const CONTAINER_NAME_MAX = 50;
const GRACE_PERIOD_MAX = 300;
const AUTOSCALING_MAX = 1000;
/** The documented image patterns, anchored: an image tag such as `1.4.2` or a commit SHA. */
const IMAGE_NAME_PATTERN = /^[a-zA-Z0-9]+(?:[./_-]{1,2}[a-zA-Z0-9]+)*$/;
const IMAGE_TAG_PATTERN = /^[a-zA-Z0-9]+(?:[._-]{1,2}[a-zA-Z0-9]+)*$/;
const IMAGE_DIGEST_PATTERN = /^sha256:[a-z0-9]{64}$/;
const APP_NAME_PATTERN = /^[A-Za-z0-9\s-]+$/;
// 1.9.7's `^/(?!.*//)(?!.*\.\.)(?!.*\s)([a-zA-Z0-9._-]+/?)*$` (1.10.2 has `+`, refusing `/`),
// written without the nested quantifier, which backtracks exponentially on a long path that
// fails near its end.
const MOUNT_PATH_CHARACTERS = /^\/[a-zA-Z0-9._/-]*$/;
/** The name as the 1.10.2 document spells it, for a value written in any casing; undefined when none. */
function canonicalName(allowed, value) {
    const lower = value.toLowerCase();
    return allowed.find((name) => name.toLowerCase() === lower);
}
/**
 * An enum member. 1.9.7 spells `Shared`, `Tcp`, `OK`; 1.10.2 `shared`, `tcp`, `ok`; the API reads
 * either without regard to case. Any casing is accepted, and the 1.10.2 spelling is sent.
 */
const namedValue = (allowed) => zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .pipe */ .FsL(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .refine */ .YPB((value) => canonicalName(allowed, value) !== undefined, {
    error: (issue) => `expected one of ${allowed.join(', ')} (any casing), got ${JSON.stringify(issue.input)}`,
})), zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .transform */ .pdi((value) => canonicalName(allowed, value) ?? value));
const portNumber = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr().check(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._gte */ .qm(1), zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._lte */ .Zm(65535));
const seconds = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr().check(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._gte */ .qm(1), zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._lte */ .Zm(3600));
const threshold = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr().check(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._gte */ .qm(1), zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._lte */ .Zm(1000));
const RepositorySettings = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    templateRepository: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    repositoryName: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    owner: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
});
const AutoscalingSettings = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    min: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr().check(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._gte */ .qm(1), zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._lte */ .Zm(AUTOSCALING_MAX)),
    max: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr().check(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._gte */ .qm(1), zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._lte */ .Zm(AUTOSCALING_MAX)),
})
    .check(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .superRefine */ .zni((value, context) => {
    if (typeof value.min === 'number' && typeof value.max === 'number' && value.min > value.max) {
        context.addIssue({ code: 'custom', path: ['min'], message: `${value.min} is above max ${value.max}; min must not be above max` });
    }
}));
const RegionSettings = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    allowedRegionIds: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP())),
    requiredRegionIds: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP())),
    maxAllowedRegions: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(_numbers_js__WEBPACK_IMPORTED_MODULE_1__/* .int32 */ .HA),
    nodeSelectors: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP())),
});
const ContainerEntryPoint = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    command: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    commandArray: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP())),
    arguments: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    argumentsArray: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP())),
    workingDirectory: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
});
const ContainerProbe = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    initialDelaySeconds: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(seconds),
    periodSeconds: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(seconds),
    timeoutSeconds: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(seconds),
    failureThreshold: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(threshold),
    successThreshold: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(threshold),
    httpGet: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
        request: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({ path: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()), portNumber: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(portNumber) })),
        response: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({ expectedStatusCode: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(namedValue(HTTP_STATUS_CODES)) })),
    })),
    tcpSocket: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({ request: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({ portNumber: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(portNumber) })) })),
    grpc: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
        request: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({ portNumber: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(portNumber), serviceName: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()) })),
    })),
});
const ContainerProbes = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    startup: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(ContainerProbe),
    readiness: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(ContainerProbe),
    liveness: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(ContainerProbe),
});
const EnvironmentVariable = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    name: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._minLength */ .m9(1)),
    value: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
});
const PortMapping = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    containerPort: portNumber,
    exposedPort: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(portNumber),
    protocols: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(namedValue(PROTOCOLS))),
});
const StickySessionSettings = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    enabled: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY()),
    sessionHeaders: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()).check(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._minLength */ .m9(1), zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._maxLength */ .Eb(3)),
    cookieName: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
});
const CdnEndpoint = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    isSslEnabled: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY()),
    stickySessions: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(StickySessionSettings),
    pullZoneId: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(_numbers_js__WEBPACK_IMPORTED_MODULE_1__/* .int32 */ .HA),
    portMappings: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(PortMapping).check(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._minLength */ .m9(1), zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._maxLength */ .Eb(1))),
});
const AnycastEndpoint = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    type: namedValue(ANYCAST_IP_VERSIONS),
    portMappings: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(PortMapping).check(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._minLength */ .m9(1)),
});
const Endpoint = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    displayName: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._minLength */ .m9(1), zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._maxLength */ .Eb(50)),
    cdn: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(CdnEndpoint),
    anycast: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(AnycastEndpoint),
});
const VolumeMount = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    name: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._minLength */ .m9(1), zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._maxLength */ .Eb(50)),
    mountPath: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .refine */ .YPB((path) => MOUNT_PATH_CHARACTERS.test(path) && !path.includes('//') && !path.includes('..'), {
        error: 'must be an absolute path such as /data: letters, digits, . _ - and /, without //, .. or spaces',
    })),
});
const Volume = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    name: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._minLength */ .m9(1), zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._maxLength */ .Eb(50)),
    size: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr().check(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._gte */ .qm(1), zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._lte */ .Zm(100)),
});
const ContainerTemplate = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    /** Absent for a new container; present to update the existing one. */
    id: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    name: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._minLength */ .m9(1), zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._maxLength */ .Eb(CONTAINER_NAME_MAX)),
    image: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    imageName: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
        .check(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._minLength */ .m9(1), zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._regex */ .Fk(IMAGE_NAME_PATTERN, { error: 'must be an image name such as my-app or team/my-app' })),
    imageNamespace: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._minLength */ .m9(1), zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._regex */ .Fk(IMAGE_NAME_PATTERN, { error: 'must be a namespace such as my-org' })),
    imageTag: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._minLength */ .m9(1), zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._regex */ .Fk(IMAGE_TAG_PATTERN, {
        error: 'must be an image tag: letters and digits, separated by . _ or - (such as 1.4.2 or a commit SHA)',
    })),
    imageDigest: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._regex */ .Fk(IMAGE_DIGEST_PATTERN, { error: 'must be sha256: followed by 64 lower-case hex digits' }))),
    imageRegistryId: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().check(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._minLength */ .m9(1)),
    imagePullPolicy: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(namedValue(IMAGE_PULL_POLICIES)),
    entryPoint: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(ContainerEntryPoint),
    probes: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(ContainerProbes),
    environmentVariables: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(EnvironmentVariable)),
    endpoints: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(Endpoint)),
    volumeMounts: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(VolumeMount)),
});
/** The full application configuration: what PUT /mc/apps/{appId} replaces the application with. */
const AppConfig = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    name: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
        .check(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._minLength */ .m9(1), zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._maxLength */ .Eb(APP_NAME_MAX), zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._regex */ .Fk(APP_NAME_PATTERN, { error: 'may hold only letters, digits, hyphens and whitespace' })),
    runtimeType: namedValue(RUNTIME_TYPES),
    terminationGracePeriodSeconds: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .int */ .Whr().check(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._gte */ .qm(1), zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._lte */ .Zm(GRACE_PERIOD_MAX))),
    repositorySettings: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .nullish */ .cl6(RepositorySettings),
    autoScaling: AutoscalingSettings,
    regionSettings: RegionSettings,
    containerTemplates: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(ContainerTemplate).check(zod_mini__WEBPACK_IMPORTED_MODULE_3__/* ._minLength */ .m9(1))),
    volumes: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(Volume)),
});
/** Top-level members a configuration may leave out; the platform resets each one left out. */
const OPTIONAL_APP_FIELDS = ['terminationGracePeriodSeconds', 'repositorySettings', 'containerTemplates', 'volumes'];
const AppUpdateResponse = zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ id: zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() });


/***/ }),

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


/***/ })

};
