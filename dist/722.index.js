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
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4534);

// Loose: an export must keep the fields the API adds later, not drop them silently.
const AuditLogEntry = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    Timestamp: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullish(),
    Product: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullish(),
    ResourceType: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullish(),
    ResourceId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullish(),
    ResourceOwner: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullish(),
    Action: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullish(),
    ActorId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullish(),
    ActorType: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullish(),
    Diff: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullish(),
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
const AuditLogPage = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    Logs: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .custom */ .IeY(isAuditLogEntry, { error: 'expected an audit entry whose fields are strings or null' })).nullish(),
    HasMoreData: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    ContinuationToken: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullish(),
    StartToken: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullish(),
});


/***/ })

};
