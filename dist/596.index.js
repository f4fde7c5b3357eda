export const id = 596;
export const ids = [596];
export const modules = {

/***/ 596:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   operation: () => (/* binding */ operation)
/* harmony export */ });
/* harmony import */ var _api_requests_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7109);
/* harmony import */ var _inputs_inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2495);
/* harmony import */ var _inputs_wait_settings_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(137);
/* harmony import */ var _runner_untrusted_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3649);
/* harmony import */ var _edge_script_deploy_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5584);





/** A release Uuid is a short code, not always a UUID: letters, digits and hyphens. */
const RELEASE_UUID = /^[A-Za-z0-9-]{1,64}$/;
function releaseUuid(inputs, name, required) {
    const value = required ? inputs.line(name, { required: true, expected: 'the Uuid of a release' }) : inputs.line(name);
    if (!value)
        return undefined;
    return inputs.check(() => {
        if (!RELEASE_UUID.test(value)) {
            throw new _inputs_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(name, `got ${(0,_inputs_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .showValue */ .vp)(value)}; expected a release Uuid: 1 to 64 letters, digits and hyphens`);
        }
        return value;
    });
}
const operation = {
    plan({ inputs, env }) {
        const scriptId = inputs.id('script-id');
        const toUuid = releaseUuid(inputs, 'to-release-uuid', true) ?? '';
        const onlyIfLiveUuid = releaseUuid(inputs, 'only-if-live-uuid', false);
        const restoreCode = inputs.boolean('restore-code', true);
        const note = inputs.optional('note') ?? (0,_edge_script_deploy_js__WEBPACK_IMPORTED_MODULE_3__/* .defaultNote */ .w8)(env, `Roll back to ${toUuid} by`);
        const purge = inputs.boolean('purge-linked-zones', true);
        const { waitSeconds, pollIntervalSeconds } = (0,_inputs_wait_settings_js__WEBPACK_IMPORTED_MODULE_4__/* .readWaitSettings */ .b)(inputs, { waitSeconds: 60, pollIntervalSeconds: 2 });
        return { scriptId, toUuid, onlyIfLiveUuid, restoreCode, note, purge, waitSeconds, pollIntervalSeconds };
    },
    describe(plan) {
        return [
            _api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .requests */ .z.edgeScript(plan.scriptId),
            _api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .requests */ .z.activeRelease(plan.scriptId),
            _api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .requests */ .z.scriptReleases(plan.scriptId, 1, _edge_script_deploy_js__WEBPACK_IMPORTED_MODULE_3__/* .RELEASE_PAGE_SIZE */ .cR),
            ...(plan.restoreCode
                ? [(0,_edge_script_deploy_js__WEBPACK_IMPORTED_MODULE_3__/* .described */ .WY)({ ..._api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .requests */ .z.saveScriptCode(plan.scriptId, ''), body: { Code: '<the code of the target release>' } })]
                : []),
            (0,_edge_script_deploy_js__WEBPACK_IMPORTED_MODULE_3__/* .described */ .WY)(_api_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .requests */ .z.republishScript(plan.scriptId, plan.toUuid, plan.note)),
        ];
    },
    async execute(plan, client, report) {
        const { setOutput, summary, log } = report;
        const { scriptId, toUuid } = plan;
        summary.heading(`bunny.net rollback-script: script ${scriptId} to ${toUuid}`);
        setOutput('rolled-back', false);
        const script = await (0,_edge_script_deploy_js__WEBPACK_IMPORTED_MODULE_3__/* .readScript */ .Uq)(client, scriptId);
        const live = await (0,_edge_script_deploy_js__WEBPACK_IMPORTED_MODULE_3__/* .readActiveRelease */ .KK)(client, scriptId);
        log.info(`Script ${scriptId}: ${live ? `live ${(0,_edge_script_deploy_js__WEBPACK_IMPORTED_MODULE_3__/* .releaseName */ ["do"])(live)}` : 'no active release'}`);
        // A re-run finds the work done.
        if (live?.Uuid === toUuid) {
            setOutput('release-uuid', live.Uuid);
            setOutput('replaced-release-uuid', '');
            setOutput('code-sha256', (0,_edge_script_deploy_js__WEBPACK_IMPORTED_MODULE_3__/* .releaseHash */ .wq)(live));
            setOutput('result', (0,_edge_script_deploy_js__WEBPACK_IMPORTED_MODULE_3__/* .withoutCode */ .MK)(live));
            log.info(`${(0,_edge_script_deploy_js__WEBPACK_IMPORTED_MODULE_3__/* .releaseName */ ["do"])(live)} is already live: nothing to roll back`);
            summary.verdict(true, `Already live: ${(0,_edge_script_deploy_js__WEBPACK_IMPORTED_MODULE_3__/* .releaseName */ ["do"])(live)}`);
            return;
        }
        const search = await (0,_edge_script_deploy_js__WEBPACK_IMPORTED_MODULE_3__/* .findRelease */ .dv)(client, scriptId, toUuid);
        if (search.found === undefined) {
            summary.verdict(false, `No release ${toUuid} to roll back to`);
            throw new Error(search.deleted
                ? `Cannot roll back script ${scriptId} to ${(0,_edge_script_deploy_js__WEBPACK_IMPORTED_MODULE_3__/* .releaseName */ ["do"])(search.deleted)}: that release is deleted`
                : `Script ${scriptId} has no release with the Uuid ${toUuid} among its ${search.total} release(s) (${search.pages} page(s) read); check to-release-uuid`);
        }
        const target = { ...search.found, Uuid: toUuid };
        log.info(`Found ${(0,_edge_script_deploy_js__WEBPACK_IMPORTED_MODULE_3__/* .releaseName */ ["do"])(target)} on page ${search.pages} of the release list`);
        // Compare-and-swap, as late as possible: never undo a deploy made after the one this rollback is for.
        if (plan.onlyIfLiveUuid !== undefined && live?.Uuid !== plan.onlyIfLiveUuid) {
            const now = live ? (0,_edge_script_deploy_js__WEBPACK_IMPORTED_MODULE_3__/* .releaseName */ ["do"])(live) : 'no release';
            summary.verdict(false, `Not rolled back: ${now} is live, not ${plan.onlyIfLiveUuid}`);
            throw new Error(`Not rolled back: only-if-live-uuid is ${plan.onlyIfLiveUuid}, but ${now} is live on script ${scriptId} (a later deploy, left alone)`);
        }
        setOutput('replaced-release-uuid', live?.Uuid ?? '');
        const wait = await (0,_edge_script_deploy_js__WEBPACK_IMPORTED_MODULE_3__/* .republish */ .tD)({
            client,
            scriptId,
            target,
            replaced: live,
            restoreCode: plan.restoreCode,
            note: plan.note,
            waitSeconds: plan.waitSeconds,
            pollIntervalSeconds: plan.pollIntervalSeconds,
            report,
        });
        setOutput('rolled-back', true);
        if (wait.outcome !== 'live' || !wait.active) {
            const now = wait.active ? (0,_edge_script_deploy_js__WEBPACK_IMPORTED_MODULE_3__/* .releaseName */ ["do"])(wait.active) : 'no release';
            summary.verdict(false, `The rollback to ${(0,_edge_script_deploy_js__WEBPACK_IMPORTED_MODULE_3__/* .releaseName */ ["do"])(target)} is not live`);
            throw new Error(wait.outcome === 'superseded'
                ? `Re-published ${(0,_edge_script_deploy_js__WEBPACK_IMPORTED_MODULE_3__/* .releaseName */ ["do"])(target)}, but ${now} went live instead ${(0,_edge_script_deploy_js__WEBPACK_IMPORTED_MODULE_3__/* .waited */ .h6)(wait)} (another deploy)`
                : `Re-published ${(0,_edge_script_deploy_js__WEBPACK_IMPORTED_MODULE_3__/* .releaseName */ ["do"])(target)}, but it is not live ${(0,_edge_script_deploy_js__WEBPACK_IMPORTED_MODULE_3__/* .waited */ .h6)(wait)}: ${now} is live`);
        }
        setOutput('release-uuid', wait.active.Uuid ?? undefined);
        setOutput('code-sha256', (0,_edge_script_deploy_js__WEBPACK_IMPORTED_MODULE_3__/* .releaseHash */ .wq)(wait.active));
        setOutput('result', (0,_edge_script_deploy_js__WEBPACK_IMPORTED_MODULE_3__/* .withoutCode */ .MK)(wait.active));
        log.info(`Rolled back: ${(0,_edge_script_deploy_js__WEBPACK_IMPORTED_MODULE_3__/* .releaseName */ ["do"])(wait.active)} is live ${(0,_edge_script_deploy_js__WEBPACK_IMPORTED_MODULE_3__/* .waited */ .h6)(wait)}${live ? `, replacing ${(0,_edge_script_deploy_js__WEBPACK_IMPORTED_MODULE_3__/* .releaseName */ ["do"])(live)}` : ''}`);
        if (plan.purge)
            await (0,_edge_script_deploy_js__WEBPACK_IMPORTED_MODULE_3__/* .purgeLinkedZones */ .uy)(client, script, report);
        summary.verdict(true, `Rolled back to ${(0,_edge_script_deploy_js__WEBPACK_IMPORTED_MODULE_3__/* .releaseName */ ["do"])(target)}`);
        summary.facts([
            ['Live', (0,_edge_script_deploy_js__WEBPACK_IMPORTED_MODULE_3__/* .releaseName */ ["do"])(wait.active)],
            ['Replaced', live ? (0,_edge_script_deploy_js__WEBPACK_IMPORTED_MODULE_3__/* .releaseName */ ["do"])(live) : ''],
            ['Note', (0,_runner_untrusted_text_js__WEBPACK_IMPORTED_MODULE_2__/* .inline */ .mG)(plan.note, 300)],
        ]);
    },
};


/***/ })

};
