export const id = 722;
export const ids = [722];
export const modules = {

/***/ 722:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AuditLogEntry: () => (/* binding */ AuditLogEntry),
/* harmony export */   AuditLogPage: () => (/* binding */ AuditLogPage),
/* harmony export */   isAuditLogEntry: () => (/* binding */ isAuditLogEntry)
/* harmony export */ });
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4513);
/* harmony import */ var _zod_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3715);


// Loose: an export must keep the fields the API adds later, not drop them silently.
const AuditLogEntry = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    Timestamp: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    Product: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    ResourceType: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    ResourceId: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    ResourceOwner: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    Action: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    ActorId: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    ActorType: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    Diff: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
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
const AuditLogPage = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    Logs: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .custom */ .IeY(isAuditLogEntry, { error: 'expected an audit entry whose fields are strings or null' }))),
    HasMoreData: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    ContinuationToken: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    StartToken: zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
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
