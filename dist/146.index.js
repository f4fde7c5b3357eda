export const id = 146;
export const ids = [146];
export const modules = {

/***/ 146:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Application: () => (/* binding */ Application),
/* harmony export */   ContainerRegistry: () => (/* binding */ ContainerRegistry),
/* harmony export */   ImageTagInfo: () => (/* binding */ ImageTagInfo),
/* harmony export */   Overview: () => (/* binding */ Overview),
/* harmony export */   OverviewContainer: () => (/* binding */ OverviewContainer),
/* harmony export */   ReadContainerTemplate: () => (/* binding */ ReadContainerTemplate)
/* harmony export */ });
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4513);
/* harmony import */ var _zod_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3715);


/*
 * What GET /mc/apps/{appId} and GET /mc/apps/{appId}/overview return (`Application` and
 * `Overview` of the OpenAPI document 1.10.2). Read models: objects are loose, because a member
 * the platform adds later must not fail a deploy, and only what the action uses is typed.
 * Enum values are kept as strings: their casing changed between versions (`Active` became
 * `active`), so callers compare them without regard to case.
 */
const text = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP());
const count = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig());
const ReadPortMapping = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    containerPort: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(),
    exposedPort: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()),
    protocols: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP())),
});
const ReadStickySessions = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    enabled: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY()),
    sessionHeaders: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP())),
    cookieName: text,
});
/** The read shape of an endpoint: flat, with `type`, where the update nests `cdn` or `anycast`. */
const ReadEndpoint = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    id: text,
    displayName: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    publicHost: text,
    type: text,
    isSslEnabled: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY()),
    /** A string here, an integer in the update. */
    pullZoneId: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()])),
    portMappings: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(ReadPortMapping)),
    stickySessions: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(ReadStickySessions),
});
const ReadContainerTemplate = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    id: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    name: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    packageId: text,
    image: text,
    imageName: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    imageNamespace: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    imageTag: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    imageRegistryId: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    imageDigest: text,
    imagePullPolicy: text,
    entryPoint: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .unknown */ .L5J()),
    probes: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .unknown */ .L5J()),
    environmentVariables: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({ name: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), value: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()) }))),
    endpoints: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(ReadEndpoint)),
    volumeMounts: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({ name: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), mountPath: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() }))),
});
const Application = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    id: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    name: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    status: text,
    runtimeType: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    terminationGracePeriodSeconds: count,
    regionSettings: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .unknown */ .L5J())),
    autoScaling: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({ min: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(), max: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig() })),
    repositorySettings: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .unknown */ .L5J())),
    containerTemplates: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(ReadContainerTemplate),
    displayEndpoint: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({ address: text })),
    volumes: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({ name: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), size: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig() }))),
});
/*
 * The overview: the spec requires none of its members, so none is required here either; a
 * missing name or status reads as unknown, never as a failed deploy.
 */
const OverviewContainer = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    id: text,
    name: text,
    status: text,
    image: text,
    imageDisplay: text,
    numberOfRestarts: count,
    exitCode: count,
    reason: text,
    message: text,
});
const OverviewPod = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    name: text,
    status: text,
    message: text,
    containers: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(OverviewContainer)),
});
const OverviewRegion = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    region: text,
    status: text,
    instances: count,
    pods: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(OverviewPod)),
});
const Overview = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    status: text,
    desiredInstances: count,
    activeInstances: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({ indicator: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .unknown */ .L5J()) })),
    regions: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(OverviewRegion)),
});
/** POST /mc/registries/digest: the digest a registry gives a tag now (`ImageTagInfo`). */
const ImageTagInfo = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    digest: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    image: text,
    imageNamespace: text,
    tag: text,
});
/**
 * GET /mc/registries/{registryId} (`ContainerRegistry`): what kind of registry a template's
 * `imageRegistryId` names. Its password members are never read.
 */
const ContainerRegistry = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    id: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(), zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()]),
    displayName: text,
    hostName: text,
    isPublic: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY()),
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


/***/ })

};
