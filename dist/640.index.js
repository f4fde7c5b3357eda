export const id = 640;
export const ids = [640];
export const modules = {

/***/ 5811:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EX: () => (/* binding */ IMAGE_TAG_PATTERN),
/* harmony export */   Sr: () => (/* binding */ AppUpdateResponse),
/* harmony export */   oO: () => (/* binding */ AppConfig),
/* harmony export */   pX: () => (/* binding */ OPTIONAL_APP_FIELDS)
/* harmony export */ });
/* unused harmony exports RUNTIME_TYPES, PROTOCOLS, IMAGE_PULL_POLICIES, ANYCAST_IP_VERSIONS, HTTP_STATUS_CODES, APP_NAME_MAX, CONTAINER_NAME_MAX, GRACE_PERIOD_MAX, AUTOSCALING_MAX, IMAGE_NAME_PATTERN, matchesName, RepositorySettings, AutoscalingSettings, RegionSettings, ContainerEntryPoint, ContainerProbe, ContainerProbes, EnvironmentVariable, PortMapping, StickySessionSettings, CdnEndpoint, AnycastEndpoint, Endpoint, VolumeMount, Volume, ContainerTemplate */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8816);
/* harmony import */ var _numbers_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6317);


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

/***/ 4124:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D0: () => (/* binding */ AddDnsRecordRequest),
/* harmony export */   H5: () => (/* binding */ DNS_MONITORING_TYPES),
/* harmony export */   H9: () => (/* binding */ DNS_SMART_ROUTING_TYPES),
/* harmony export */   Md: () => (/* binding */ ADD_DNS_RECORD_FIELDS),
/* harmony export */   SJ: () => (/* binding */ DNS_RECORD_TYPES),
/* harmony export */   VQ: () => (/* binding */ DnsRecord)
/* harmony export */ });
/* unused harmony export DnsRecordEnvironmentVariable */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8816);
/* harmony import */ var _numbers_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6317);


// Integer-valued on the wire; the index is the value.
const DNS_RECORD_TYPES = [
    'A',
    'AAAA',
    'CNAME',
    'TXT',
    'MX',
    'Redirect',
    'Flatten',
    'PullZone',
    'SRV',
    'CAA',
    'PTR',
    'Script',
    'NS',
    'SVCB',
    'HTTPS',
    'TLSA',
];
const DNS_MONITORING_TYPES = ['None', 'Ping', 'Http', 'Monitor'];
const DNS_SMART_ROUTING_TYPES = ['None', 'Latency', 'Geolocation'];
const enumValue = (names) => zod__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Whr()
    .min(0)
    .max(names.length - 1);
const DnsRecordEnvironmentVariable = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    Name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullish(),
    Value: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullish(),
});
/** Request body of PUT /dnszone/{zoneId}/records: no required fields, nothing extra allowed. */
const AddDnsRecordRequest = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    Type: enumValue(DNS_RECORD_TYPES).nullish(),
    Ttl: _numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .int32 */ .HA.nullish(),
    Value: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullish(),
    Name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullish(),
    Weight: _numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .int32 */ .HA.nullish(),
    Priority: _numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .int32 */ .HA.nullish(),
    Flags: _numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .byte */ .PE.nullish(),
    Tag: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullish(),
    Port: _numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .int32 */ .HA.nullish(),
    PullZoneId: _numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .int64 */ .Gk.nullish(),
    ScriptId: _numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .int64 */ .Gk.nullish(),
    Accelerated: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().nullish(),
    MonitorType: enumValue(DNS_MONITORING_TYPES).nullish(),
    GeolocationLatitude: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nullish(),
    GeolocationLongitude: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nullish(),
    LatencyZone: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullish(),
    SmartRoutingType: enumValue(DNS_SMART_ROUTING_TYPES).nullish(),
    Disabled: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().nullish(),
    // Spelled so by the API.
    EnviromentalVariables: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(DnsRecordEnvironmentVariable).nullish(),
    Comment: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullish(),
    AutoSslIssuance: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().nullish(),
});
const ADD_DNS_RECORD_FIELDS = Object.keys(AddDnsRecordRequest.shape);
/** Response body; lenient so that a field the API adds later does not break the step. */
const DnsRecord = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    Id: _numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .int64 */ .Gk,
    Type: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nullish(),
    Ttl: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nullish(),
    Value: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullish(),
    Name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullish(),
    Weight: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nullish(),
    Priority: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nullish(),
    Port: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nullish(),
    Flags: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nullish(),
    Tag: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullish(),
    Accelerated: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().nullish(),
    AcceleratedPullZoneId: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nullish(),
    LinkName: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullish(),
    IPGeoLocationInfo: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        CountryCode: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullish(),
        Country: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullish(),
        ASN: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nullish(),
        OrganizationName: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullish(),
        City: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullish(),
    })
        .nullish(),
    GeolocationInfo: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        Country: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullish(),
        City: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullish(),
        Latitude: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nullish(),
        Longitude: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nullish(),
    })
        .nullish(),
    MonitorStatus: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nullish(),
    MonitorType: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nullish(),
    GeolocationLatitude: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nullish(),
    GeolocationLongitude: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nullish(),
    EnviromentalVariables: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ Name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullish(), Value: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullish() })).nullish(),
    LatencyZone: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullish(),
    SmartRoutingType: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nullish(),
    Disabled: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().nullish(),
    Comment: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullish(),
    AutoSslIssuance: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().nullish(),
    AccelerationStatus: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nullish(),
});


/***/ }),

/***/ 6317:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gk: () => (/* binding */ int64),
/* harmony export */   HA: () => (/* binding */ int32),
/* harmony export */   PE: () => (/* binding */ byte)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8816);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(470);


// JSON numbers lose precision past 2^53, so an int64 id larger than that cannot be
// sent or compared safely; refusing it is better than addressing the wrong object.
const int32 = zod__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Whr().min(_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .INT32_MIN */ .Qh).max(_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .INT32_MAX */ .go);
const int64 = zod__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Whr().min(Number.MIN_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER);
const byte = zod__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Whr().min(0).max(255);


/***/ }),

/***/ 3640:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  PlatformClient: () => (/* binding */ PlatformClient)
});

// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(6752);
// EXTERNAL MODULE: ./src/api/api-error.ts
var api_error = __webpack_require__(3843);
// EXTERNAL MODULE: ./src/api/clock.ts
var api_clock = __webpack_require__(6982);
// EXTERNAL MODULE: ./src/api/requests.ts + 1 modules
var requests = __webpack_require__(2104);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 17 modules
var schemas = __webpack_require__(8816);
;// CONCATENATED MODULE: ./src/api/models/api-error-data.ts

/** Error body of the core and compute APIs (400 and some others). */
const ApiErrorData = schemas/* object */.Ikc({
    ErrorKey: schemas/* string */.YjP().nullish(),
    Field: schemas/* string */.YjP().nullish(),
    Message: schemas/* string */.YjP().nullish(),
});
/** RFC 7807 problem details; Magic Containers adds `errors[]` and `id`. */
const ProblemDetails = schemas/* object */.Ikc({
    type: schemas/* string */.YjP().nullish(),
    title: schemas/* string */.YjP().nullish(),
    status: schemas/* number */.aig().nullish(),
    detail: schemas/* string */.YjP().nullish(),
    instance: schemas/* string */.YjP().nullish(),
    id: schemas/* string */.YjP().nullish(),
    errors: schemas/* array */.YOg(schemas/* object */.Ikc({ message: schemas/* string */.YjP().nullish(), field: schemas/* string */.YjP().nullish() })).nullish(),
});
/** The shape Shield answers with when an MVC result object is serialised as the body. */
const ShieldErrorBody = schemas/* object */.Ikc({
    location: schemas/* string */.YjP().nullish(),
    value: schemas/* unknown */.L5J(),
    formatters: schemas/* array */.YOg(schemas/* unknown */.L5J()).nullish(),
    contentTypes: schemas/* array */.YOg(schemas/* string */.YjP()).nullish(),
    declaredType: schemas/* string */.YjP().nullish(),
    statusCode: schemas/* number */.aig().nullish(),
});

;// CONCATENATED MODULE: ./src/api/error-body.ts

const MAX_TEXT_BODY = 300;
function nonEmpty(value) {
    const trimmed = value?.trim();
    return trimmed ? trimmed : undefined;
}
/** A body that is not JSON is shown cut short, and an HTML page only by its title. */
function summariseText(text, contentType) {
    const trimmed = text.trim();
    if (!trimmed)
        return undefined;
    if (/html/i.test(contentType) || /^<(!doctype|html)/i.test(trimmed)) {
        const title = /<title[^>]*>([^<]*)<\/title>/i.exec(trimmed)?.[1]?.trim();
        return title ? `HTML page "${title.slice(0, 120)}"` : 'an HTML page';
    }
    const oneLine = trimmed.replace(/\s+/g, ' ');
    return oneLine.length > MAX_TEXT_BODY ? `${oneLine.slice(0, MAX_TEXT_BODY)}…` : oneLine;
}
function summariseErrorBody(text, contentType) {
    let json;
    try {
        json = text.trim() ? JSON.parse(text) : undefined;
    }
    catch {
        json = undefined;
    }
    if (json === undefined || json === null || typeof json !== 'object' || Array.isArray(json)) {
        const message = summariseText(text, contentType);
        return message === undefined ? { details: [] } : { message, details: [] };
    }
    const record = json;
    const summary = { details: [] };
    if ('ErrorKey' in record || 'Message' in record || 'Field' in record) {
        const parsed = ApiErrorData.safeParse(record);
        if (parsed.success) {
            const key = nonEmpty(parsed.data.ErrorKey);
            const field = nonEmpty(parsed.data.Field);
            const message = nonEmpty(parsed.data.Message);
            if (key)
                summary.errorKey = key;
            if (field)
                summary.field = field;
            if (message)
                summary.message = message;
            return summary;
        }
    }
    if ('title' in record || 'detail' in record || 'errors' in record) {
        const parsed = ProblemDetails.safeParse(record);
        if (parsed.success) {
            const title = nonEmpty(parsed.data.title);
            const detail = nonEmpty(parsed.data.detail);
            if (title)
                summary.errorKey = title;
            if (detail ?? title)
                summary.message = (detail ?? title);
            for (const entry of parsed.data.errors ?? []) {
                const field = nonEmpty(entry.field);
                const message = nonEmpty(entry.message) ?? 'invalid';
                summary.details.push(field ? `${field}: ${message}` : message);
            }
            const firstField = nonEmpty(parsed.data.errors?.[0]?.field);
            if (firstField)
                summary.field = firstField;
            return summary;
        }
    }
    if ('statusCode' in record || 'declaredType' in record || 'contentTypes' in record) {
        const parsed = ShieldErrorBody.safeParse(record);
        if (parsed.success) {
            const value = parsed.data.value;
            if (typeof value === 'string' && nonEmpty(value))
                summary.message = value.trim();
            else if (value && typeof value === 'object') {
                const inner = summariseErrorBody(JSON.stringify(value), 'application/json');
                return inner.message || inner.errorKey ? inner : { ...inner, message: JSON.stringify(value).slice(0, MAX_TEXT_BODY) };
            }
            return summary;
        }
    }
    // Some endpoints wrap errors as {error: {...}} or {message: ...}.
    const message = nonEmpty(typeof record['message'] === 'string' ? record['message'] : undefined);
    if (message)
        summary.message = message;
    else {
        const text2 = summariseText(text, 'application/json');
        if (text2)
            summary.message = text2;
    }
    return summary;
}

;// CONCATENATED MODULE: ./src/api/retry-policy.ts
const DEFAULT_RETRY_TIMING = {
    baseDelayMs: 500,
    maxDelayMs: 10_000,
    maxRetryAfterMs: 60_000,
};
/** Statuses that say "not now" rather than "no". */
const TRANSIENT_STATUSES = new Set([429, 502, 503, 504]);
/** Full jitter: a uniform wait between 0 and the exponential ceiling. */
function backoffDelay(attempt, timing, random) {
    const ceiling = Math.min(timing.maxDelayMs, timing.baseDelayMs * 2 ** Math.max(0, attempt - 1));
    return Math.floor(random() * ceiling);
}
/**
 * The wait Retry-After asks for, in delta-seconds or as an HTTP date, in milliseconds from
 * `now`; undefined when absent or unreadable. Uncapped: the caller decides what is too long.
 */
function requestedRetryAfter(header, now) {
    const value = header?.trim();
    if (!value)
        return undefined;
    if (/^\d+$/.test(value))
        return Number(value) * 1000;
    const date = Date.parse(value);
    return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

;// CONCATENATED MODULE: ./src/api/transport.ts







// Errors raised before a request could reach the server: repeating them is always safe.
const NOT_SENT_CODES = new Set([
    'ECONNREFUSED',
    'ENOTFOUND',
    'EAI_AGAIN',
    'EHOSTUNREACH',
    'ENETUNREACH',
    'EADDRNOTAVAIL',
    'UND_ERR_CONNECT_TIMEOUT',
]);
const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);
// A failed TLS handshake: nothing was sent, and asking again gets the same certificate.
const TLS_CODE = /^(ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO_SELF_SIGNED|SELF_SIGNED_CERT|HOSTNAME_MISMATCH)/;
function errorCode(error) {
    for (let current = error, depth = 0; current && depth < 4; depth++) {
        const code = current.code;
        if (typeof code === 'string')
            return code;
        current = current.cause;
    }
    return undefined;
}
function statusLine(status) {
    const text = external_node_http_.STATUS_CODES[status];
    return text ? `${status} ${text}` : String(status);
}
/** HTTP for the platform API: one keep-alive Agent, the key header, bounded retries. */
class Transport {
    #options;
    #dispatcher;
    #ownsDispatcher;
    #timing;
    constructor(options) {
        this.#options = options;
        this.#timing = options.timing ?? DEFAULT_RETRY_TIMING;
        this.#ownsDispatcher = options.dispatcher === undefined;
        this.#dispatcher =
            options.dispatcher ??
                new undici/* Agent */.g6({
                    // Bounded so that N concurrent requests reuse N kept-alive connections instead of
                    // opening new ones while earlier ones are still being returned to the pool.
                    ...(options.maxConnections === undefined ? {} : { connections: options.maxConnections }),
                    connectTimeout: options.timeoutMs,
                    headersTimeout: options.timeoutMs,
                    bodyTimeout: options.timeoutMs,
                    keepAliveTimeout: 10_000,
                });
    }
    #redact(text) {
        return this.#options.redact ? this.#options.redact(text) : text;
    }
    async close() {
        if (this.#ownsDispatcher)
            await this.#dispatcher.close();
    }
    async send(call) {
        const { maxAttempts } = this.#options;
        const clock = this.#options.clock ?? api_clock/* systemClock */.m;
        const random = this.#options.random ?? Math.random;
        const describe = (0,requests/* requestLine */.u)(call);
        let lostAfterSending = false;
        for (let attempt = 1;; attempt++) {
            const outcome = await this.#attempt(call, describe, attempt);
            if (!('error' in outcome))
                return lostAfterSending ? { ...outcome, repeatedAfterLoss: true } : outcome;
            if (outcome.maybeProcessed)
                lostAfterSending = true;
            if (!outcome.retryable || attempt >= maxAttempts)
                throw this.#final(call, outcome.error, attempt);
            const wait = outcome.retryAfterMs ?? backoffDelay(attempt, this.#timing, random);
            // A network error's message already starts with the request, which the line names first.
            const reason = outcome.error.kind === 'http' && outcome.error.status !== undefined
                ? statusLine(outcome.error.status)
                : outcome.error.message.replace(`${describe}: `, '').replace(`${describe} `, '');
            this.#options.onRetry?.(`${describe}: ${reason} (attempt ${attempt} of ${maxAttempts}); retrying in ${(wait / 1000).toFixed(1)} s` +
                (outcome.retryAfterMs !== undefined ? ' as Retry-After asks' : ''));
            await clock.sleep(wait);
        }
    }
    /** A "not ready yet" status that outlasted every attempt says so, rather than only its status. */
    #final(call, error, attempts) {
        const { status } = error;
        if (status === undefined || !call.notReadyStatuses?.includes(status))
            return error;
        return error.withMessage(`${error.request} answered ${statusLine(status)} ${attempts} time(s): not ready yet. Try again later or raise max-attempts.`);
    }
    #url(call) {
        const base = this.#options.baseUrl;
        const url = new URL(base.pathname.replace(/\/+$/, '') + call.path, base);
        for (const [name, value] of Object.entries(call.query ?? {})) {
            if (value === undefined)
                continue;
            if (Array.isArray(value))
                for (const item of value)
                    url.searchParams.append(name, item);
            else
                url.searchParams.append(name, String(value));
        }
        return url;
    }
    async #attempt(call, describe, attempt) {
        const headers = {
            AccessKey: this.#options.apiKey,
            Accept: 'application/json',
            'User-Agent': this.#options.userAgent,
        };
        let body;
        if (call.body !== undefined) {
            body = JSON.stringify(call.body);
            headers['Content-Type'] = 'application/json';
        }
        let response;
        try {
            response = await (0,undici/* request */.Em)(this.#url(call), {
                method: call.method,
                headers,
                body: body ?? null,
                dispatcher: this.#dispatcher,
                signal: AbortSignal.timeout(this.#options.timeoutMs),
            });
        }
        catch (cause) {
            return this.#transportFailure(call, describe, attempt, cause);
        }
        const { statusCode: status } = response;
        this.#options.onResponse?.(status);
        let text;
        try {
            text = await response.body.text();
        }
        catch (cause) {
            return this.#transportFailure(call, describe, attempt, cause, status);
        }
        const contentType = String(response.headers['content-type'] ?? '');
        if (call.okStatuses.includes(status))
            return this.#success(call, describe, status, text, attempt);
        if (status >= 300 && status < 400) {
            const location = String(response.headers['location'] ?? '');
            return {
                retryable: false,
                error: new api_error/* ApiError */.h(`${describe} answered ${statusLine(status)}, a redirect${location ? ` to ${safeLocation(this.#redact(location))}` : ''}. ` +
                    'Redirects are not followed so that the API key is only ever sent to api-url; check api-url.', { kind: 'redirect', request: describe, status, attempts: attempt }),
            };
        }
        const summary = summariseErrorBody(this.#redact(text), contentType);
        const notReady = call.notReadyStatuses?.includes(status) ?? false;
        const retryAfterHeader = response.headers['retry-after'];
        const requested = requestedRetryAfter(Array.isArray(retryAfterHeader) ? retryAfterHeader[0] : retryAfterHeader, (this.#options.clock ?? api_clock/* systemClock */.m).date().getTime());
        // Asking again before the server allows it only earns another refusal: a wait longer than
        // this action will sit through ends the step now, saying how long the server asked for.
        const tooLong = requested !== undefined && requested > this.#timing.maxRetryAfterMs;
        const retryable = !tooLong && (notReady || status === 429 || (call.repeatSafe && TRANSIENT_STATUSES.has(status)));
        const retryAfterMs = requested === undefined || tooLong ? undefined : requested;
        let message = `${describe} answered ${statusLine(status)}`;
        if (summary.message)
            message += `: ${summary.message}`;
        if (tooLong) {
            message += ` (Retry-After asks for ${Math.ceil(requested / 1000)} s, longer than the ${this.#timing.maxRetryAfterMs / 1000} s this action waits; try again later)`;
        }
        const tags = [
            summary.errorKey && summary.errorKey !== summary.message ? `ErrorKey ${summary.errorKey}` : '',
            summary.field ? `field ${summary.field}` : '',
        ]
            .filter(Boolean)
            .join(', ');
        if (tags)
            message += ` (${tags})`;
        for (const detail of summary.details)
            message += `\n  - ${detail}`;
        return {
            retryable,
            retryAfterMs,
            error: new api_error/* ApiError */.h(message, {
                kind: 'http',
                request: describe,
                status,
                errorKey: summary.errorKey,
                field: summary.field,
                apiMessage: summary.message,
                details: summary.details,
                attempts: attempt,
            }),
        };
    }
    #success(call, describe, status, text, attempt) {
        if (!call.schema || call.emptyStatuses?.includes(status) || text.trim() === '') {
            if (call.schema && !call.emptyStatuses?.includes(status)) {
                return invalid(describe, status, attempt, 'the body is empty');
            }
            // Only a request that lists this status as empty gets here; its caller's type says so.
            return { status, body: undefined };
        }
        let json;
        try {
            json = JSON.parse(text);
        }
        catch {
            return invalid(describe, status, attempt, `the body is not JSON (${this.#redact(text).trim().slice(0, 80).replace(/\s+/g, ' ')}…)`);
        }
        const parsed = call.schema.safeParse(json);
        if (!parsed.success) {
            const issues = parsed.error.issues
                .slice(0, 5)
                .map((issue) => `${issue.path.length ? issue.path.join('.') : '(body)'}: ${issue.message}`)
                .join('; ');
            return invalid(describe, status, attempt, `the body is not of the documented shape: ${issues}`);
        }
        return { status, body: parsed.data };
    }
    /** `status` is given when the status line arrived and the body did not. */
    #transportFailure(call, describe, attempt, cause, status) {
        const code = errorCode(cause);
        const name = cause?.name;
        const timedOut = (code !== undefined && TIMEOUT_CODES.has(code)) || name === 'TimeoutError' || name === 'AbortError';
        const seconds = String(this.#options.timeoutMs / 1000);
        if (code !== undefined && TLS_CODE.test(code)) {
            return {
                retryable: false,
                error: new api_error/* ApiError */.h(`${describe}: the TLS connection failed (${code}), so nothing was sent; check api-url and the server's certificate`, {
                    kind: 'network',
                    request: describe,
                    attempts: attempt,
                    cause,
                }),
            };
        }
        if (code !== undefined && NOT_SENT_CODES.has(code)) {
            return {
                retryable: true,
                error: new api_error/* ApiError */.h(code === 'UND_ERR_CONNECT_TIMEOUT'
                    ? `${describe}: could not connect within ${seconds} s`
                    : `${describe}: could not connect (${code})`, { kind: 'network', request: describe, attempts: attempt, cause }),
            };
        }
        const failed = timedOut ? `no answer within ${seconds} s` : `the connection failed (${code ?? name ?? 'unknown error'})`;
        const what = status === undefined ? failed : `answered ${statusLine(status)} but its body did not arrive (${failed})`;
        if (!call.repeatSafe) {
            return {
                retryable: false,
                error: new api_error/* ApiError */.h(status === undefined
                    ? `${describe}: ${what} after the request was sent, so it may have been carried out; it was not repeated`
                    : `${describe} ${what}; it was not repeated`, { kind: 'outcome-unknown', request: describe, status, attempts: attempt, cause }),
            };
        }
        return {
            retryable: true,
            maybeProcessed: true,
            error: new api_error/* ApiError */.h(status === undefined ? `${describe}: ${what}` : `${describe} ${what}`, {
                kind: timedOut ? 'timeout' : 'network',
                request: describe,
                status,
                attempts: attempt,
                cause,
            }),
        };
    }
}
function invalid(describe, status, attempt, why) {
    return {
        retryable: false,
        error: new api_error/* ApiError */.h(`${describe} answered ${statusLine(status)} but ${why}`, {
            kind: 'invalid-response',
            request: describe,
            status,
            attempts: attempt,
        }),
    };
}
/** Origin and path of a redirect target, without query or credentials. */
function safeLocation(location) {
    try {
        const url = new URL(location, 'http://relative.invalid');
        return url.origin === 'http://relative.invalid' ? url.pathname : `${url.origin}${url.pathname}`;
    }
    catch {
        return 'an unreadable address';
    }
}

// EXTERNAL MODULE: ./src/api/models/app-config.ts
var app_config = __webpack_require__(5811);
;// CONCATENATED MODULE: ./src/api/models/audit-log.ts

// Loose: an export must keep the fields the API adds later, not drop them silently.
const AuditLogEntry = schemas/* looseObject */._H3({
    Timestamp: schemas/* string */.YjP().nullish(),
    Product: schemas/* string */.YjP().nullish(),
    ResourceType: schemas/* string */.YjP().nullish(),
    ResourceId: schemas/* string */.YjP().nullish(),
    ResourceOwner: schemas/* string */.YjP().nullish(),
    Action: schemas/* string */.YjP().nullish(),
    ActorId: schemas/* string */.YjP().nullish(),
    ActorType: schemas/* string */.YjP().nullish(),
    Diff: schemas/* string */.YjP().nullish(),
});
const AUDIT_ENTRY_FIELDS = Object.keys(AuditLogEntry.shape);
/**
 * Checks an entry in place. A page holds up to 10,000 entries and a day hundreds of
 * thousands: zod would build a copy of every one, and that garbage alone doubled the memory
 * of an export. The fields checked are those of the schema above, so the two cannot drift.
 */
function isAuditLogEntry(value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return false;
    const entry = value;
    for (const field of AUDIT_ENTRY_FIELDS) {
        const item = entry[field];
        if (item !== undefined && item !== null && typeof item !== 'string')
            return false;
    }
    return true;
}
const AuditLogPage = schemas/* object */.Ikc({
    Logs: schemas/* array */.YOg(schemas/* custom */.IeY(isAuditLogEntry, { error: 'expected an audit entry whose fields are strings or null' })).nullish(),
    HasMoreData: schemas/* boolean */.zMY(),
    ContinuationToken: schemas/* string */.YjP().nullish(),
    StartToken: schemas/* string */.YjP().nullish(),
});

// EXTERNAL MODULE: ./src/api/models/dns-record.ts
var dns_record = __webpack_require__(4124);
// EXTERNAL MODULE: ./src/api/models/numbers.ts
var numbers = __webpack_require__(6317);
;// CONCATENATED MODULE: ./src/api/models/releases.ts


// Loose: `result` passes on fields the API adds later.
const ScriptRelease = schemas/* looseObject */._H3({
    Id: numbers/* int64 */.Gk,
    Deleted: schemas/* boolean */.zMY().nullish(),
    Code: schemas/* string */.YjP().nullish(),
    Uuid: schemas/* string */.YjP().nullish(),
    Note: schemas/* string */.YjP().nullish(),
    Author: schemas/* string */.YjP().nullish(),
    AuthorEmail: schemas/* string */.YjP().nullish(),
    CommitSha: schemas/* string */.YjP().nullish(),
    Status: schemas/* number */.aig().nullish(),
    DateReleased: schemas/* string */.YjP().nullish(),
    DatePublished: schemas/* string */.YjP().nullish(),
});

// EXTERNAL MODULE: ./src/api/limits.ts
var limits = __webpack_require__(470);
;// CONCATENATED MODULE: ./src/api/models/secrets.ts



const UpsertSecretRequest = schemas/* strictObject */.rej({
    Name: schemas/* string */.YjP().min(1).max(limits/* SECRET_NAME_MAX */.Ez),
    Secret: schemas/* string */.YjP().max(limits/* SECRET_VALUE_MAX */.KJ),
});
const UpdateSecretRequest = schemas/* strictObject */.rej({
    Secret: schemas/* string */.YjP().max(limits/* SECRET_VALUE_MAX */.KJ),
});
const ScriptSecret = schemas/* object */.Ikc({
    Id: numbers/* int64 */.Gk,
    Name: schemas/* string */.YjP().nullish(),
    LastModified: schemas/* string */.YjP().nullish(),
});

;// CONCATENATED MODULE: ./src/api/models/search.ts


const SearchResult = schemas/* object */.Ikc({
    Type: schemas/* string */.YjP().nullish(),
    Id: numbers/* int64 */.Gk,
    Name: schemas/* string */.YjP().nullish(),
});
const SearchPage = schemas/* object */.Ikc({
    Query: schemas/* string */.YjP().nullish(),
    Total: schemas/* number */.aig(),
    From: schemas/* number */.aig().nullish(),
    Size: schemas/* number */.aig().nullish(),
    SearchResults: schemas/* array */.YOg(SearchResult).nullish(),
});

;// CONCATENATED MODULE: ./src/api/models/shield-zone.ts


// Fields the seed names are typed; the API adds enum fields (planType, wafExecutionMode...)
// whose values change, so unknown keys are kept as they are rather than refused.
const ShieldZone = schemas/* looseObject */._H3({
    shieldZoneId: numbers/* int64 */.Gk,
    pullZoneId: numbers/* int64 */.Gk.nullish(),
    learningMode: schemas/* boolean */.zMY().nullish(),
    learningModeUntil: schemas/* string */.YjP().nullish(),
    wafEnabled: schemas/* boolean */.zMY().nullish(),
    wafDisabledRules: schemas/* array */.YOg(schemas/* string */.YjP()).nullish(),
    wafLogOnlyRules: schemas/* array */.YOg(schemas/* string */.YjP()).nullish(),
    wafCustomRuleOrder: schemas/* array */.YOg(schemas/* number */.aig()).nullish(),
    wafRequestHeaderLoggingEnabled: schemas/* boolean */.zMY().nullish(),
    requestBodyLoggingEnabled: schemas/* boolean */.zMY().nullish(),
    wafRequestIgnoredHeaders: schemas/* array */.YOg(schemas/* string */.YjP()).nullish(),
    wafRealtimeThreatIntelligenceEnabled: schemas/* boolean */.zMY().nullish(),
    wafProfileId: schemas/* number */.aig().nullish(),
    wafEngineConfig: schemas/* array */.YOg(schemas/* object */.Ikc({ name: schemas/* string */.YjP().nullish(), valueEncoded: schemas/* string */.YjP().nullish() })).nullish(),
    rateLimitRulesLimit: schemas/* number */.aig().nullish(),
    customWafRulesLimit: schemas/* number */.aig().nullish(),
    dDoSChallengeWindow: schemas/* number */.aig().nullish(),
    whitelabelResponsePages: schemas/* boolean */.zMY().nullish(),
});
const ShieldZoneResponse = schemas/* object */.Ikc({ data: ShieldZone });

;// CONCATENATED MODULE: ./src/api/platform-client.ts








/** The schema that checks each documented success body. */
const RESPONSE_SCHEMAS = {
    dnsRecord: dns_record/* DnsRecord */.VQ,
    scriptSecret: ScriptSecret,
    appUpdate: app_config/* AppUpdateResponse */.Sr,
    scriptRelease: ScriptRelease,
    auditLogPage: AuditLogPage,
    shieldZone: ShieldZoneResponse,
    searchPage: SearchPage,
};
/**
 * The platform's management API. It knows nothing of GitHub Actions: it sends the requests
 * described in `requests.ts` and returns the status with the checked body.
 */
class PlatformClient {
    #transport;
    constructor(options) {
        this.#transport = new Transport(options);
    }
    close() {
        return this.#transport.close();
    }
    async send(request) {
        const { response, ...call } = request;
        return this.#transport.send({ ...call, schema: RESPONSE_SCHEMAS[response] });
    }
}


/***/ }),

/***/ 2104:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  u: () => (/* binding */ requestLine),
  z: () => (/* binding */ requests)
});

;// CONCATENATED MODULE: ./src/api/audit-log-query.ts
/** The API's PascalCase query parameters (`?Product=a&Product=b`), for the request and a dry run alike. */
function auditLogParameters(query) {
    return {
        Order: query.order,
        Limit: query.limit,
        ContinuationToken: query.continuationToken,
        Product: query.products,
        ResourceType: query.resourceTypes,
        ResourceId: query.resourceIds,
        ActorId: query.actorIds,
    };
}

;// CONCATENATED MODULE: ./src/api/requests.ts
/**
 * Every request the action sends, described once: method, path, query, body, whether it is
 * safe to repeat, and which statuses answer it. The client sends these descriptions and the
 * operations show the same ones in dry runs and messages. No zod and no undici here:
 * operations load this before their inputs are known to be valid.
 */

/** "PUT /dnszone/1/records": how messages and retry lines name a request; never a key or a body. */
function requestLine(request) {
    return `${request.method} ${request.path}`;
}
/**
 * One path segment. `.` and `..` survive encoding and a URL resolves them, which would send
 * the request to another endpoint; callers refuse them as input, and this refuses them again.
 */
function segment(value) {
    const text = String(value);
    if (text === '.' || text === '..' || text === '')
        throw new Error(`'${text}' cannot be a path segment`);
    return encodeURIComponent(text);
}
const requests = {
    /** Not idempotent: each success adds a record. */
    addDnsRecord: (zoneId, record) => ({
        method: 'PUT',
        path: `/dnszone/${segment(zoneId)}/records`,
        body: record,
        repeatSafe: false,
        okStatuses: [201, 200],
        response: 'dnsRecord',
    }),
    /** 200 with the secret when it was created; 204 with no body when it existed and was updated. */
    upsertSecret: (scriptId, secret) => ({
        method: 'PUT',
        path: `/compute/script/${segment(scriptId)}/secrets`,
        body: secret,
        repeatSafe: true,
        okStatuses: [200, 201, 204],
        emptyStatuses: [204],
        response: 'scriptSecret',
    }),
    updateSecret: (scriptId, secretId, secret) => ({
        method: 'POST',
        path: `/compute/script/${segment(scriptId)}/secrets/${segment(secretId)}`,
        body: secret,
        repeatSafe: true,
        okStatuses: [200, 204],
        emptyStatuses: [204],
        response: 'scriptSecret',
    }),
    /** A full replacement: sending the same configuration twice leaves the same state. */
    updateApp: (appId, config) => ({
        method: 'PUT',
        path: `/mc/apps/${segment(appId)}`,
        body: config,
        repeatSafe: true,
        okStatuses: [200],
        response: 'appUpdate',
    }),
    activeRelease: (scriptId) => ({
        method: 'GET',
        path: `/compute/script/${segment(scriptId)}/releases/active`,
        repeatSafe: true,
        okStatuses: [200],
        response: 'scriptRelease',
    }),
    auditLogPage: (query) => ({
        method: 'GET',
        path: `/user/audit/${segment(query.date)}`,
        query: auditLogParameters(query),
        repeatSafe: true,
        okStatuses: [200],
        response: 'auditLogPage',
    }),
    /** 202 Accepted means the zone is still being set up: it is asked again. */
    shieldZoneOfPullZone: (pullZoneId) => ({
        method: 'GET',
        path: `/shield/shield-zone/get-by-pullzone/${segment(pullZoneId)}`,
        repeatSafe: true,
        okStatuses: [200],
        notReadyStatuses: [202],
        response: 'shieldZone',
    }),
    search: (query) => ({
        method: 'GET',
        path: '/search',
        query: { search: query.search, from: query.from, size: query.size },
        repeatSafe: true,
        okStatuses: [200],
        response: 'searchPage',
    }),
};


/***/ })

};
