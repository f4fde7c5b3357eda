export const id = 161;
export const ids = [161];
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
/* harmony export */   VQ: () => (/* binding */ DnsRecord),
/* harmony export */   oG: () => (/* binding */ DnsZone)
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
/** `GET /dnszone/{id}`: the zone with its records; the apex record's Name is "". */
const DnsZone = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    Id: _numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .int64 */ .Gk,
    Domain: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullish(),
    Records: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(DnsRecord).nullish(),
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

/***/ 3161:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  PlatformClient: () => (/* binding */ PlatformClient)
});

// EXTERNAL MODULE: ./src/api/transport.ts + 4 modules
var transport = __webpack_require__(3015);
// EXTERNAL MODULE: ./src/api/models/app-config.ts
var app_config = __webpack_require__(5811);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 17 modules
var schemas = __webpack_require__(8816);
;// CONCATENATED MODULE: ./src/api/models/app-read.ts

/*
 * What GET /mc/apps/{appId} and GET /mc/apps/{appId}/overview return (`Application` and
 * `Overview` of the OpenAPI document 1.10.2). Read models: objects are loose, because a member
 * the platform adds later must not fail a deploy, and only what the action uses is typed.
 * Enum values are kept as strings: their casing changed between versions (`Active` became
 * `active`), so callers compare them without regard to case.
 */
const app_read_text = schemas/* string */.YjP().nullish();
const count = schemas/* number */.aig().nullish();
const ReadPortMapping = schemas/* looseObject */._H3({
    containerPort: schemas/* number */.aig(),
    exposedPort: schemas/* number */.aig().nullish(),
    protocols: schemas/* array */.YOg(schemas/* string */.YjP()).nullish(),
});
const ReadStickySessions = schemas/* looseObject */._H3({
    enabled: schemas/* boolean */.zMY().nullish(),
    sessionHeaders: schemas/* array */.YOg(schemas/* string */.YjP()).nullish(),
    cookieName: app_read_text,
});
/** The read shape of an endpoint: flat, with `type`, where the update nests `cdn` or `anycast`. */
const ReadEndpoint = schemas/* looseObject */._H3({
    id: app_read_text,
    displayName: schemas/* string */.YjP(),
    publicHost: app_read_text,
    type: app_read_text,
    isSslEnabled: schemas/* boolean */.zMY().nullish(),
    /** A string here, an integer in the update. */
    pullZoneId: schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* number */.aig()]).nullish(),
    portMappings: schemas/* array */.YOg(ReadPortMapping).nullish(),
    stickySessions: ReadStickySessions.nullish(),
});
const ReadContainerTemplate = schemas/* looseObject */._H3({
    id: schemas/* string */.YjP(),
    name: schemas/* string */.YjP(),
    packageId: app_read_text,
    image: app_read_text,
    imageName: schemas/* string */.YjP(),
    imageNamespace: schemas/* string */.YjP(),
    imageTag: schemas/* string */.YjP(),
    imageRegistryId: schemas/* string */.YjP(),
    imageDigest: app_read_text,
    imagePullPolicy: app_read_text,
    entryPoint: schemas/* unknown */.L5J().optional(),
    probes: schemas/* unknown */.L5J().optional(),
    environmentVariables: schemas/* array */.YOg(schemas/* looseObject */._H3({ name: schemas/* string */.YjP(), value: schemas/* string */.YjP().nullish() })).nullish(),
    endpoints: schemas/* array */.YOg(ReadEndpoint).nullish(),
    volumeMounts: schemas/* array */.YOg(schemas/* looseObject */._H3({ name: schemas/* string */.YjP(), mountPath: schemas/* string */.YjP() })).nullish(),
});
const Application = schemas/* looseObject */._H3({
    id: schemas/* string */.YjP(),
    name: schemas/* string */.YjP(),
    status: app_read_text,
    runtimeType: schemas/* string */.YjP(),
    terminationGracePeriodSeconds: count,
    regionSettings: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).nullish(),
    autoScaling: schemas/* looseObject */._H3({ min: schemas/* number */.aig(), max: schemas/* number */.aig() }).nullish(),
    repositorySettings: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).nullish(),
    containerTemplates: schemas/* array */.YOg(ReadContainerTemplate),
    volumes: schemas/* array */.YOg(schemas/* looseObject */._H3({ name: schemas/* string */.YjP(), size: schemas/* number */.aig() })).nullish(),
});
const OverviewContainer = schemas/* looseObject */._H3({
    id: app_read_text,
    name: schemas/* string */.YjP(),
    status: app_read_text,
    image: app_read_text,
    imageDisplay: app_read_text,
    numberOfRestarts: count,
    exitCode: count,
    reason: app_read_text,
    message: app_read_text,
});
const OverviewPod = schemas/* looseObject */._H3({
    name: schemas/* string */.YjP(),
    status: app_read_text,
    message: app_read_text,
    containers: schemas/* array */.YOg(OverviewContainer).nullish(),
});
const OverviewRegion = schemas/* looseObject */._H3({
    region: schemas/* string */.YjP(),
    status: app_read_text,
    instances: count,
    pods: schemas/* array */.YOg(OverviewPod).nullish(),
});
const Overview = schemas/* looseObject */._H3({
    status: app_read_text,
    desiredInstances: count,
    activeInstances: schemas/* looseObject */._H3({ indicator: schemas/* unknown */.L5J().optional() }).nullish(),
    regions: schemas/* array */.YOg(OverviewRegion).nullish(),
});

// EXTERNAL MODULE: ./src/api/models/audit-log.ts
var audit_log = __webpack_require__(4611);
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
    dnsZone: dns_record/* DnsZone */.oG,
    dnsRecord: dns_record/* DnsRecord */.VQ,
    scriptSecret: ScriptSecret,
    appUpdate: app_config/* AppUpdateResponse */.Sr,
    application: Application,
    appOverview: Overview,
    scriptRelease: ScriptRelease,
    auditLogPage: audit_log/* AuditLogPage */.VE,
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
        this.#transport = new transport/* Transport */.oK(options);
    }
    /** How long the step waited for the API's rate limit in total, and how many 429s it got. */
    get rateLimit() {
        return this.#transport.rateLimit;
    }
    close() {
        return this.#transport.close();
    }
    async send(request) {
        const { response, ...call } = request;
        return this.#transport.send({ ...call, schema: RESPONSE_SCHEMAS[response] });
    }
    /**
     * Sends a request whose success body `consume` reads as it arrives (see `audit-log-stream.ts`),
     * for bodies too large to hold whole; `consume` checks the body itself.
     */
    stream(request, consume) {
        const { response, ...call } = request;
        void response;
        return this.#transport.stream(call, consume);
    }
}


/***/ })

};
