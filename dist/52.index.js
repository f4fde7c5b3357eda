export const id = 52;
export const ids = [52];
export const modules = {

/***/ 9052:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ANYCAST_IP_VERSIONS: () => (/* binding */ ANYCAST_IP_VERSIONS),
/* harmony export */   APP_NAME_MAX: () => (/* binding */ APP_NAME_MAX),
/* harmony export */   AUTOSCALING_MAX: () => (/* binding */ AUTOSCALING_MAX),
/* harmony export */   AnycastEndpoint: () => (/* binding */ AnycastEndpoint),
/* harmony export */   AppConfig: () => (/* binding */ AppConfig),
/* harmony export */   AppUpdateResponse: () => (/* binding */ AppUpdateResponse),
/* harmony export */   AutoscalingSettings: () => (/* binding */ AutoscalingSettings),
/* harmony export */   CONTAINER_NAME_MAX: () => (/* binding */ CONTAINER_NAME_MAX),
/* harmony export */   CdnEndpoint: () => (/* binding */ CdnEndpoint),
/* harmony export */   ContainerEntryPoint: () => (/* binding */ ContainerEntryPoint),
/* harmony export */   ContainerProbe: () => (/* binding */ ContainerProbe),
/* harmony export */   ContainerProbes: () => (/* binding */ ContainerProbes),
/* harmony export */   ContainerTemplate: () => (/* binding */ ContainerTemplate),
/* harmony export */   Endpoint: () => (/* binding */ Endpoint),
/* harmony export */   EnvironmentVariable: () => (/* binding */ EnvironmentVariable),
/* harmony export */   GRACE_PERIOD_MAX: () => (/* binding */ GRACE_PERIOD_MAX),
/* harmony export */   HTTP_STATUS_CODES: () => (/* binding */ HTTP_STATUS_CODES),
/* harmony export */   IMAGE_NAME_PATTERN: () => (/* binding */ IMAGE_NAME_PATTERN),
/* harmony export */   IMAGE_PULL_POLICIES: () => (/* binding */ IMAGE_PULL_POLICIES),
/* harmony export */   IMAGE_TAG_PATTERN: () => (/* binding */ IMAGE_TAG_PATTERN),
/* harmony export */   OPTIONAL_APP_FIELDS: () => (/* binding */ OPTIONAL_APP_FIELDS),
/* harmony export */   PROTOCOLS: () => (/* binding */ PROTOCOLS),
/* harmony export */   PortMapping: () => (/* binding */ PortMapping),
/* harmony export */   RUNTIME_TYPES: () => (/* binding */ RUNTIME_TYPES),
/* harmony export */   RegionSettings: () => (/* binding */ RegionSettings),
/* harmony export */   RepositorySettings: () => (/* binding */ RepositorySettings),
/* harmony export */   StickySessionSettings: () => (/* binding */ StickySessionSettings),
/* harmony export */   Volume: () => (/* binding */ Volume),
/* harmony export */   VolumeMount: () => (/* binding */ VolumeMount),
/* harmony export */   matchesName: () => (/* binding */ matchesName)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4534);
/* harmony import */ var _numbers_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3620);


/*
 * Request body of PUT /mc/apps/{appId}: the complete configuration of a Magic Containers
 * application (`AddApplicationRequest` of the API's OpenAPI documents 1.9.7 and 1.10.2).
 *
 * - Every object is strict: the API declares `additionalProperties: false` throughout and
 *   refuses fields it does not know, so a typo is caught here, before the full replacement.
 * - Enum casing changed between the two versions (`Shared` became `shared`, `Tcp` became
 *   `tcp`); the API reads enum names without regard to case, so any casing is accepted and
 *   the value is sent as written.
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
// The API's `^/(?!.*//)(?!.*\.\.)(?!.*\s)([a-zA-Z0-9._-]+/?)+$`, written without the nested
// quantifier, which backtracks exponentially on a long path that fails near its end.
const MOUNT_PATH_CHARACTERS = /^\/[a-zA-Z0-9._/-]+$/;
/** Compares names as the API's enum reader does: any casing. */
function matchesName(allowed, value) {
    const lower = value.toLowerCase();
    return allowed.some((name) => name.toLowerCase() === lower);
}
const namedValue = (allowed) => zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().refine((value) => matchesName(allowed, value), {
    error: (issue) => `expected one of ${allowed.join(', ')} (any casing), got ${JSON.stringify(issue.input)}`,
});
const portNumber = zod__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Whr().min(1).max(65535);
const seconds = zod__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Whr().min(1).max(3600);
const threshold = zod__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Whr().min(1).max(1000);
const RepositorySettings = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    templateRepository: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullish(),
    repositoryName: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullish(),
    owner: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullish(),
});
const AutoscalingSettings = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    min: zod__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Whr().min(1).max(AUTOSCALING_MAX),
    max: zod__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Whr().min(1).max(AUTOSCALING_MAX),
})
    .superRefine((value, context) => {
    if (typeof value.min === 'number' && typeof value.max === 'number' && value.min > value.max) {
        context.addIssue({ code: 'custom', path: ['min'], message: `${value.min} is above max ${value.max}; min must not be above max` });
    }
});
const RegionSettings = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    allowedRegionIds: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).nullish(),
    requiredRegionIds: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).nullish(),
    maxAllowedRegions: _numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .int32 */ .HA.nullish(),
    nodeSelectors: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).nullish(),
});
const ContainerEntryPoint = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    command: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullish(),
    commandArray: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).nullish(),
    arguments: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullish(),
    argumentsArray: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).nullish(),
    workingDirectory: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullish(),
});
const ContainerProbe = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    initialDelaySeconds: seconds.nullish(),
    periodSeconds: seconds.nullish(),
    timeoutSeconds: seconds.nullish(),
    failureThreshold: threshold.nullish(),
    successThreshold: threshold.nullish(),
    httpGet: zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
        request: zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({ path: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(), portNumber: portNumber.optional() }).nullish(),
        response: zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({ expectedStatusCode: namedValue(HTTP_STATUS_CODES).nullish() }).nullish(),
    })
        .nullish(),
    tcpSocket: zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({ request: zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({ portNumber: portNumber.optional() }).nullish() }).nullish(),
    grpc: zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
        request: zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({ portNumber: portNumber.optional(), serviceName: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullish() }).nullish(),
    })
        .nullish(),
});
const ContainerProbes = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    startup: ContainerProbe.nullish(),
    readiness: ContainerProbe.nullish(),
    liveness: ContainerProbe.nullish(),
});
const EnvironmentVariable = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    value: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
});
const PortMapping = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    containerPort: portNumber,
    exposedPort: portNumber.nullish(),
    protocols: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(namedValue(PROTOCOLS)).optional(),
});
const StickySessionSettings = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    enabled: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
    sessionHeaders: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).min(1).max(3),
    cookieName: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
});
const CdnEndpoint = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    isSslEnabled: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
    stickySessions: StickySessionSettings.nullish(),
    pullZoneId: _numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .int32 */ .HA.nullish(),
    portMappings: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(PortMapping).min(1).max(1).optional(),
});
const AnycastEndpoint = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    type: namedValue(ANYCAST_IP_VERSIONS),
    portMappings: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(PortMapping).min(1),
});
const Endpoint = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    displayName: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).max(50),
    cdn: CdnEndpoint.nullish(),
    anycast: AnycastEndpoint.nullish(),
});
const VolumeMount = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).max(50),
    mountPath: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().refine((path) => MOUNT_PATH_CHARACTERS.test(path) && !path.includes('//') && !path.includes('..'), {
        error: 'must be an absolute path such as /data: letters, digits, . _ - and /, without //, .. or spaces',
    }),
});
const Volume = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).max(50),
    size: zod__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Whr().min(1).max(100),
});
const ContainerTemplate = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    /** Absent for a new container; present to update the existing one. */
    id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullish(),
    name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).max(CONTAINER_NAME_MAX),
    image: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullish(),
    imageName: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).regex(IMAGE_NAME_PATTERN, { error: 'must be an image name such as my-app or team/my-app' }),
    imageNamespace: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).regex(IMAGE_NAME_PATTERN, { error: 'must be a namespace such as my-org' }),
    imageTag: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).regex(IMAGE_TAG_PATTERN, {
        error: 'must be an image tag: letters and digits, separated by . _ or - (such as 1.4.2 or a commit SHA)',
    }),
    imageDigest: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().regex(IMAGE_DIGEST_PATTERN, { error: 'must be sha256: followed by 64 lower-case hex digits' }).nullish(),
    imageRegistryId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    imagePullPolicy: namedValue(IMAGE_PULL_POLICIES).nullish(),
    entryPoint: ContainerEntryPoint.nullish(),
    probes: ContainerProbes.nullish(),
    environmentVariables: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(EnvironmentVariable).optional(),
    endpoints: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(Endpoint).optional(),
    volumeMounts: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(VolumeMount).optional(),
});
/** The full application configuration: what PUT /mc/apps/{appId} replaces the application with. */
const AppConfig = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).max(APP_NAME_MAX).regex(APP_NAME_PATTERN, { error: 'may hold only letters, digits, hyphens and whitespace' }),
    runtimeType: namedValue(RUNTIME_TYPES),
    terminationGracePeriodSeconds: zod__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Whr().min(1).max(GRACE_PERIOD_MAX).optional(),
    repositorySettings: RepositorySettings.nullish(),
    autoScaling: AutoscalingSettings,
    regionSettings: RegionSettings,
    containerTemplates: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(ContainerTemplate).min(1).optional(),
    volumes: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(Volume).optional(),
});
/** Top-level members a configuration may leave out; the platform resets each one left out. */
const OPTIONAL_APP_FIELDS = ['terminationGracePeriodSeconds', 'repositorySettings', 'containerTemplates', 'volumes'];
const AppUpdateResponse = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() });


/***/ }),

/***/ 3620:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gk: () => (/* binding */ int64),
/* harmony export */   HA: () => (/* binding */ int32),
/* harmony export */   PE: () => (/* binding */ byte)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4534);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1404);


// JSON numbers lose precision past 2^53, so an int64 id larger than that cannot be
// sent or compared safely; refusing it is better than addressing the wrong object.
const int32 = zod__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Whr().min(_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .INT32_MIN */ .Qh).max(_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .INT32_MAX */ .go);
const int64 = zod__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Whr().min(Number.MIN_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER);
const byte = zod__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Whr().min(0).max(255);


/***/ })

};
