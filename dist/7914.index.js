export const id = 7914;
export const ids = [7914];
export const modules = {

/***/ 7914:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ApiErrorData: () => (/* binding */ ApiErrorData),
/* harmony export */   ProblemDetails: () => (/* binding */ ProblemDetails),
/* harmony export */   ShieldErrorBody: () => (/* binding */ ShieldErrorBody)
/* harmony export */ });
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4513);
/* harmony import */ var _zod_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3715);


/** Error body of the core and compute APIs (400 and some others). */
const ApiErrorData = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    ErrorKey: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    Field: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    Message: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
});
/** RFC 7807 problem details; Magic Containers adds `errors[]` and `id`. */
const ProblemDetails = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    type: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    title: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    status: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()),
    detail: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    instance: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    id: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    errors: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ message: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()), field: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()) }))),
});
/** The shape Shield answers with when an MVC result object is serialised as the body. */
const ShieldErrorBody = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    location: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    value: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .unknown */ .L5J(),
    formatters: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .unknown */ .L5J())),
    contentTypes: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP())),
    declaredType: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    statusCode: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()),
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
