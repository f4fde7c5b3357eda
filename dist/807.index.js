export const id = 807;
export const ids = [807];
export const modules = {

/***/ 807:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ADD_DNS_RECORD_FIELDS: () => (/* binding */ ADD_DNS_RECORD_FIELDS),
/* harmony export */   AddDnsRecordRequest: () => (/* binding */ AddDnsRecordRequest),
/* harmony export */   DNS_MONITORING_TYPES: () => (/* binding */ DNS_MONITORING_TYPES),
/* harmony export */   DNS_RECORD_TYPES: () => (/* binding */ DNS_RECORD_TYPES),
/* harmony export */   DNS_SMART_ROUTING_TYPES: () => (/* binding */ DNS_SMART_ROUTING_TYPES),
/* harmony export */   DnsRecord: () => (/* binding */ DnsRecord),
/* harmony export */   DnsRecordEnvironmentVariable: () => (/* binding */ DnsRecordEnvironmentVariable),
/* harmony export */   DnsZone: () => (/* binding */ DnsZone)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4534);
/* harmony import */ var _numbers_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3620);


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


/***/ })

};
