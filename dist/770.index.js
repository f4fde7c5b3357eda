export const id = 770;
export const ids = [770];
export const modules = {

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


/***/ }),

/***/ 7770:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ScriptRelease: () => (/* binding */ ScriptRelease)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4534);
/* harmony import */ var _numbers_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3620);


// Loose: `result` passes on fields the API adds later.
const ScriptRelease = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    Id: _numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .int64 */ .Gk,
    Deleted: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().nullish(),
    Code: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullish(),
    Uuid: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullish(),
    Note: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullish(),
    Author: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullish(),
    AuthorEmail: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullish(),
    CommitSha: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullish(),
    Status: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nullish(),
    DateReleased: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullish(),
    DatePublished: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullish(),
});


/***/ })

};
