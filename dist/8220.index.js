export const id = 8220;
export const ids = [8220];
export const modules = {

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

/***/ 8220:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   StorageListing: () => (/* binding */ StorageListing)
/* harmony export */ });
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4513);
/* harmony import */ var _api_models_zod_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3715);


/**
 * One item of a directory listing, as far as a sync reads it. The platform's listing carries
 * more (Guid, Path, dates, ReplicatedZones...); the rest is left unchecked, so that a member
 * added or changed there does not stop a sync. `Checksum` is missing from the OpenAPI document
 * and null for directories (and, possibly, for files uploaded without one).
 */
const StorageListingItem = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    ObjectName: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    IsDirectory: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    Length: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(),
    Checksum: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    /** No time zone on the wire ("2017-03-10T03:06:48.203"); read as UTC. Retention of deploy folders orders by it. */
    DateCreated: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
});
const StorageListing = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(StorageListingItem);


/***/ })

};
