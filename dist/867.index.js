export const id = 867;
export const ids = [867];
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

/***/ 9867:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ScriptSecret: () => (/* binding */ ScriptSecret),
/* harmony export */   UpdateSecretRequest: () => (/* binding */ UpdateSecretRequest),
/* harmony export */   UpsertSecretRequest: () => (/* binding */ UpsertSecretRequest)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4534);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1404);
/* harmony import */ var _numbers_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3620);



const UpsertSecretRequest = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    Name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).max(_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .SECRET_NAME_MAX */ .Ez),
    Secret: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .SECRET_VALUE_MAX */ .KJ),
});
const UpdateSecretRequest = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    Secret: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .SECRET_VALUE_MAX */ .KJ),
});
const ScriptSecret = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    Id: _numbers_js__WEBPACK_IMPORTED_MODULE_0__/* .int64 */ .Gk,
    Name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullish(),
    LastModified: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullish(),
});


/***/ })

};
