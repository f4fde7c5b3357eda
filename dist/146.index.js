export const id = 146;
export const ids = [146];
export const modules = {

/***/ 146:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Application: () => (/* binding */ Application),
/* harmony export */   Overview: () => (/* binding */ Overview),
/* harmony export */   OverviewContainer: () => (/* binding */ OverviewContainer),
/* harmony export */   OverviewPod: () => (/* binding */ OverviewPod),
/* harmony export */   OverviewRegion: () => (/* binding */ OverviewRegion),
/* harmony export */   ReadContainerTemplate: () => (/* binding */ ReadContainerTemplate),
/* harmony export */   ReadEndpoint: () => (/* binding */ ReadEndpoint),
/* harmony export */   ReadPortMapping: () => (/* binding */ ReadPortMapping),
/* harmony export */   ReadStickySessions: () => (/* binding */ ReadStickySessions)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4534);

/*
 * What GET /mc/apps/{appId} and GET /mc/apps/{appId}/overview return (`Application` and
 * `Overview` of the OpenAPI document 1.10.2). Read models: objects are loose, because a member
 * the platform adds later must not fail a deploy, and only what the action uses is typed.
 * Enum values are kept as strings: their casing changed between versions (`Active` became
 * `active`), so callers compare them without regard to case.
 */
const text = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullish();
const count = zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nullish();
const ReadPortMapping = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    containerPort: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
    exposedPort: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nullish(),
    protocols: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).nullish(),
});
const ReadStickySessions = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    enabled: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().nullish(),
    sessionHeaders: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).nullish(),
    cookieName: text,
});
/** The read shape of an endpoint: flat, with `type`, where the update nests `cdn` or `anycast`. */
const ReadEndpoint = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    id: text,
    displayName: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    publicHost: text,
    type: text,
    isSslEnabled: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().nullish(),
    /** A string here, an integer in the update. */
    pullZoneId: zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig()]).nullish(),
    portMappings: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(ReadPortMapping).nullish(),
    stickySessions: ReadStickySessions.nullish(),
});
const ReadContainerTemplate = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    packageId: text,
    image: text,
    imageName: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    imageNamespace: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    imageTag: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    imageRegistryId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    imageDigest: text,
    imagePullPolicy: text,
    entryPoint: zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J().optional(),
    probes: zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J().optional(),
    environmentVariables: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), value: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullish() })).nullish(),
    endpoints: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(ReadEndpoint).nullish(),
    volumeMounts: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), mountPath: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() })).nullish(),
});
const Application = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    status: text,
    runtimeType: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    terminationGracePeriodSeconds: count,
    regionSettings: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J()).nullish(),
    autoScaling: zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ min: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(), max: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig() }).nullish(),
    repositorySettings: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J()).nullish(),
    containerTemplates: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(ReadContainerTemplate),
    volumes: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), size: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig() })).nullish(),
});
const OverviewContainer = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    id: text,
    name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    status: text,
    image: text,
    imageDisplay: text,
    numberOfRestarts: count,
    exitCode: count,
    reason: text,
    message: text,
});
const OverviewPod = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    status: text,
    message: text,
    containers: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(OverviewContainer).nullish(),
});
const OverviewRegion = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    region: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    status: text,
    instances: count,
    pods: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(OverviewPod).nullish(),
});
const Overview = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    status: text,
    desiredInstances: count,
    activeInstances: zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ indicator: zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J().optional() }).nullish(),
    regions: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(OverviewRegion).nullish(),
});


/***/ })

};
