export const id = 8406;
export const ids = [8406];
export const modules = {

/***/ 7539:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ readPathPatterns),
/* harmony export */   v: () => (/* binding */ readSiteSource)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2495);
/* harmony import */ var _workspace_path_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2073);
/* harmony import */ var _platform_storage_path_filter_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5760);
/* harmony import */ var _platform_storage_local_tree_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(456);





/** Glob patterns, one a line (exclude, keep): every bad line named in one problem. */
function readPathPatterns(inputs, name) {
    const lines = inputs.lines(name);
    const problems = lines.flatMap((line, index) => {
        const problem = (0,_platform_storage_path_filter_js__WEBPACK_IMPORTED_MODULE_4__/* .patternProblem */ .AL)(line);
        return problem ? [`line ${index + 1} ${(0,_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .showValue */ .vp)(line)}: ${problem}`] : [];
    });
    if (problems.length > 0)
        inputs.problems.add(new _inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(name, problems.join('\n')));
    return lines;
}
const EMPTY = {
    sync: 'a sync of nothing would upload nothing (and, with prune, delete everything)',
    deploy: 'a deploy of nothing would serve nothing',
};
function readDirectory(inputs, workspace, purpose) {
    const text = inputs.line('source-dir', { required: true, expected: 'a directory inside the workspace, such as dist or public' });
    if (text === '')
        return undefined;
    const path = inputs.check(() => (0,_workspace_path_js__WEBPACK_IMPORTED_MODULE_2__/* .workspacePath */ .X)('source-dir', text, workspace));
    if (path === undefined)
        return undefined;
    let info;
    try {
        info = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path);
    }
    catch {
        inputs.problems.add(new _inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz('source-dir', `${(0,_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .showValue */ .vp)(text)} does not exist (resolved to ${path}); did the build step run first?`));
        return undefined;
    }
    if (!info.isDirectory()) {
        const expected = purpose === 'sync' ? 'the directory to upload' : 'the directory of the built site';
        inputs.problems.add(new _inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz('source-dir', `${(0,_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .showValue */ .vp)(text)} is a file; expected ${expected}`));
        return undefined;
    }
    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(path).length === 0) {
        inputs.problems.add(new _inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz('source-dir', `${(0,_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .showValue */ .vp)(text)} is empty; ${EMPTY[purpose]}`));
        return undefined;
    }
    return path;
}
/**
 * source-dir, exclude and include-hidden read and checked, every problem recorded; the tree
 * walked. Undefined when a problem was recorded.
 */
async function readSiteSource(inputs, workspace, purpose) {
    const sourceDir = readDirectory(inputs, workspace, purpose);
    const scope = new _platform_storage_path_filter_js__WEBPACK_IMPORTED_MODULE_4__/* .SyncScope */ .ky(readPathPatterns(inputs, 'exclude'), inputs.boolean('include-hidden', false));
    if (sourceDir === undefined)
        return undefined;
    try {
        const files = await (0,_platform_storage_local_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .walkLocalTree */ .Fb)(sourceDir, scope, workspace);
        if (files.length === 0) {
            inputs.problems.add(new _inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz('source-dir', `holds no file to ${purpose} once exclude and the hidden-file rule are applied (hidden files need include-hidden: true)`));
            return undefined;
        }
        return { sourceDir, files, scope };
    }
    catch (error) {
        if (!(error instanceof _platform_storage_local_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .LinkOutsideError */ .iZ))
            throw error;
        inputs.problems.add(new _inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz('source-dir', `${error.message}; remove the link or exclude it`));
        return undefined;
    }
}


/***/ }),

/***/ 2073:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ workspacePath)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2495);



function inside(root, target) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, target);
    return rel === '' || (!rel.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_1__.sep}`) && rel !== '..' && !(0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(rel));
}
/** Where a symbolic link points, or undefined when `path` is not one. */
function linkTarget(path) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(path).isSymbolicLink() ? (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readlinkSync)(path) : undefined;
    }
    catch {
        return undefined;
    }
}
/** Links followed at most, as the kernel does (ELOOP), so that a loop of links ends. */
const MAX_LINKS = 40;
/**
 * The real path of `path`, or of its nearest existing ancestor joined with the rest. A link
 * whose target does not exist yet is followed too: writing through it would create the target.
 */
function realPathOf(path, links = 0) {
    let existing = path;
    const rest = [];
    for (;;) {
        try {
            return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(existing), ...[...rest].reverse());
        }
        catch {
            const target = links < MAX_LINKS ? linkTarget(existing) : undefined;
            // A relative target counts from the link's real directory, as the kernel reads it.
            if (target !== undefined)
                return realPathOf((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(realPathOf((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(existing), links + 1), target, ...[...rest].reverse()), links + 1);
            const parent = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(existing);
            if (parent === existing)
                return path;
            rest.push(existing.slice(parent.length + 1));
            existing = parent;
        }
    }
}
/**
 * Resolves a path input against the workspace and refuses one that leaves it, by `..`, an
 * absolute path or a symbolic link: a step should read and write only the checkout it works on.
 */
function workspacePath(input, value, workspace) {
    if (value.includes('\0'))
        throw new _inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(input, 'contains a NUL character');
    const root = realPathOf((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(workspace));
    const target = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(root, value);
    if (!inside(root, target) || !inside(root, realPathOf(target))) {
        throw new _inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(input, `path ${(0,_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .showValue */ .vp)(value)} leaves the workspace; give a path inside ${root}`);
    }
    return target;
}


/***/ }),

/***/ 8406:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  operation: () => (/* binding */ operation)
});

// EXTERNAL MODULE: ./api/requests.ts
var requests = __webpack_require__(7109);
// EXTERNAL MODULE: ./inputs/inputs.ts
var inputs_inputs = __webpack_require__(2495);
// EXTERNAL MODULE: ./inputs/probe-settings.ts
var probe_settings = __webpack_require__(9813);
// EXTERNAL MODULE: ./inputs/site-inputs.ts
var site_inputs = __webpack_require__(1091);
// EXTERNAL MODULE: ./inputs/site-source.ts
var site_source = __webpack_require__(7539);
// EXTERNAL MODULE: ./inputs/wait-settings.ts
var wait_settings = __webpack_require__(137);
// EXTERNAL MODULE: ./platform/pull-zones/read-pull-zone.ts
var read_pull_zone = __webpack_require__(2141);
// EXTERNAL MODULE: ./platform/pull-zones/site-rules.ts
var site_rules = __webpack_require__(9505);
// EXTERNAL MODULE: ./runner/untrusted-text.ts
var untrusted_text = __webpack_require__(3649);
// EXTERNAL MODULE: ./operations/shared/probe-report.ts + 2 modules
var probe_report = __webpack_require__(7324);
// EXTERNAL MODULE: ./operations/shared/site-storage.ts
var site_storage = __webpack_require__(3070);
// EXTERNAL MODULE: ./operations/shared/site-switch-step.ts + 1 modules
var site_switch_step = __webpack_require__(7703);
// EXTERNAL MODULE: ./platform/storage/local-tree.ts
var local_tree = __webpack_require__(456);
// EXTERNAL MODULE: ./platform/storage/remote-tree.ts
var remote_tree = __webpack_require__(6793);
// EXTERNAL MODULE: ./platform/storage/sync-plan.ts
var sync_plan = __webpack_require__(4297);
// EXTERNAL MODULE: ./platform/storage/uploader.ts
var uploader = __webpack_require__(2300);
;// CONCATENATED MODULE: ./operations/deploy-site/deploy-upload.ts





async function planDeployUpload(files, local, deployId, concurrency) {
    const [remote, hashed] = await Promise.all([(0,remote_tree/* listRemoteTree */.v)(files, (0,site_rules/* deploySegments */.yI)(deployId)), (0,local_tree/* hashLocalFiles */.vM)(local, concurrency)]);
    const plan = (0,sync_plan/* planSync */.R)(hashed, remote.files, { prune: true, covers: () => true, keeps: () => false });
    const conflicts = [
        ...plan.uploads.filter((upload) => upload.reason === 'changed').map((upload) => upload.file.path),
        ...plan.deletions.map((file) => file.path),
    ].sort();
    return { uploads: plan.uploads, unchanged: plan.unchanged, conflicts, existing: remote.files.size };
}
/** Uploads the plan's files (every other file before the HTML); every outcome is waited for. */
async function uploadDeploy(files, plan, deployId, concurrency, onUploaded) {
    const outcomes = await (0,uploader/* uploadFiles */.Z)(files, plan.uploads.map((upload) => upload.file), {
        concurrency,
        target: (0,site_rules/* deploySegments */.yI)(deployId),
        onOutcome: (outcome) => {
            if (outcome.uploaded)
                onUploaded(outcome.file.path);
        },
    });
    const uploaded = outcomes.filter((outcome) => outcome.uploaded);
    const failures = outcomes
        .filter((outcome) => !outcome.uploaded)
        .map((outcome) => `${outcome.file.path}: ${outcome.skipped ? 'not sent (an earlier upload failed)' : (outcome.error?.message.split('\n')[0] ?? 'failed')}`);
    return { uploaded: uploaded.length, bytes: uploaded.reduce((sum, outcome) => sum + outcome.file.size, 0), failures };
}

;// CONCATENATED MODULE: ./operations/deploy-site/retention.ts

/** The listing's dates carry no time zone: they are UTC. */
function parseListedDate(text) {
    if (text === undefined)
        return Number.POSITIVE_INFINITY;
    const time = Date.parse(/[zZ]|[+-]\d\d:?\d\d$/.test(text) ? text : `${text}Z`);
    return Number.isNaN(time) ? Number.POSITIVE_INFINITY : time;
}
async function listDeployFolders(files) {
    const items = (await files.list([site_rules/* DEPLOYS_FOLDER */.MT])) ?? [];
    return items.filter((item) => item.directory).map((item) => ({ id: item.name, created: parseListedDate(item.dateCreated) }));
}
/** Which folders to delete: beyond the newest `keep`, and not protected (ids in lower case). Pure. */
function foldersToDelete(folders, keep, protectedIds) {
    const newestFirst = [...folders].sort((a, b) => b.created - a.created || (a.id < b.id ? 1 : -1));
    return newestFirst
        .slice(keep)
        .map((folder) => folder.id)
        .filter((id) => !protectedIds.has(id.toLowerCase()));
}

;// CONCATENATED MODULE: ./operations/deploy-site/index.ts















const CONCURRENCY_MAX = 64;
const MAX_LISTED_PATHS = 20;
function listed(paths) {
    const shown = paths.slice(0, MAX_LISTED_PATHS).map((path) => (0,untrusted_text/* inline */.mG)(path, 200));
    return `${shown.join(', ')}${paths.length > MAX_LISTED_PATHS ? ` and ${paths.length - MAX_LISTED_PATHS} more` : ''}`;
}
/**
 * keep-deploys, after a switch. A folder is deleted only after a read of the zone made right
 * before its delete shows that no rule of the site points at it: a production deploy (or a
 * rollback to an old deploy) that lands while retention runs is never left without its folder.
 */
async function keepNewest(decision, client, report) {
    const { plan } = decision;
    const { log } = report;
    const { pullZoneId } = plan.switching;
    const protectedIds = new Set([plan.switching.deployId, ...(decision.switch?.live ? [decision.switch.live] : [])].map((id) => id.toLowerCase()));
    const files = (0,site_storage/* openSiteFiles */.H1)(decision.access, plan.storage, report);
    const deleted = [];
    try {
        const folders = await listDeployFolders(files);
        const doomed = foldersToDelete(folders, plan.keepDeploys, protectedIds);
        log.info(`keep-deploys ${plan.keepDeploys}: ${folders.length} deploy folder(s); ${doomed.length === 0 ? 'none to delete' : `deleting ${doomed.join(', ')} unless a rule of the site points at it`} (never ${[...protectedIds].join(', ')})`);
        for (const id of doomed) {
            const inUse = (0,site_rules/* deploysInUse */.xf)(await (0,read_pull_zone/* readPullZone */.s)(client, pullZoneId));
            if (inUse.has(id.toLowerCase())) {
                log.info(`Kept deploys/${id}/: a rule of pull zone ${pullZoneId} points at it now`);
                continue;
            }
            await files.deleteDirectory((0,site_rules/* deploySegments */.yI)(id));
            deleted.push(id);
        }
    }
    finally {
        await files.close();
    }
    return deleted;
}
const operation = {
    async plan({ inputs, env, secrets, workspace, settings }) {
        const pullZoneId = inputs.id('pull-zone-id');
        const storageZoneId = inputs.id('storage-zone-id');
        const source = await (0,site_source/* readSiteSource */.v)(inputs, workspace, 'deploy');
        const deployId = (0,site_inputs/* readDeployId */.ZX)(inputs, 'deploy-id', { env, required: true }) ?? '';
        const promote = inputs.boolean('promote', true);
        const hostname = (0,site_inputs/* readHostname */.w9)(inputs, 'preview-hostname', false);
        const keepDeploys = inputs.integer('keep-deploys', { min: 2, max: 1000, default: 10 }) ?? 10;
        const concurrency = inputs.integer('concurrency', { min: 1, max: CONCURRENCY_MAX, default: 8 }) ?? 8;
        const wait = (0,wait_settings/* readWaitSettings */.b)(inputs, { waitSeconds: 60, pollIntervalSeconds: 2 });
        const probe = (0,probe_settings/* readProbeSettings */.K)(inputs, env, 'probe-url', (0,probe_report/* deployProbeWait */.J)(wait));
        const rollbackOnFailure = inputs.boolean('rollback-on-failure', false);
        // The contract's default: a probe that cannot reach the site rolls back like any failure.
        const rollbackOnProbeError = inputs.boolean('rollback-on-probe-error', true);
        const htmlCacheControl = (0,site_inputs/* readHtmlCacheControl */.tx)(inputs);
        if (!promote && rollbackOnFailure)
            inputs.problems.add(new inputs_inputs/* InputError */.dz('rollback-on-failure', 'is true with promote: false: a deploy that is only uploaded switches nothing to roll back; drop one'));
        const { timeoutMs, maxAttempts } = settings;
        const target = hostname === undefined ? { kind: 'production' } : { kind: 'preview', hostname };
        return {
            switching: {
                pullZoneId,
                target,
                deployId,
                ...wait,
                timeoutMs,
                probe,
                rollbackOnFailure,
                rollbackOnProbeError,
                htmlCacheControl,
                env,
            },
            storage: { storageZoneId, timeoutMs, maxAttempts, concurrency, env, registerSecret: (value) => secrets.add(value) },
            // A placeholder only when a problem was recorded: the step then fails before any request.
            source: source ?? { sourceDir: '', files: [], scope: undefined },
            promote,
            keepDeploys,
        };
    },
    describe(plan) {
        const { deployId } = plan.switching;
        const reads = [
            (0,requests/* planned */.lM)(requests/* requests */.zG.storageZone(plan.storage.storageZoneId), `then list deploys/${deployId}/ on the zone's storage host and upload what it lacks of ${plan.source.files.length} file(s)`),
        ];
        if (!plan.promote)
            return reads;
        return [...reads, ...(0,site_switch_step/* describeSwitch */.Qd)(plan.switching, plan.storage.storageZoneId, '; then keep-deploys')];
    },
    async inspect(plan, client, report) {
        // Known before any request: set even when a read fails.
        report.setOutput('deploy-id', plan.switching.deployId);
        const access = await (0,site_storage/* readSiteStorage */.h$)(client, plan.storage);
        const files = (0,site_storage/* openSiteFiles */.H1)(access, plan.storage, report);
        let upload;
        try {
            upload = await planDeployUpload(files, plan.source.files, plan.switching.deployId, plan.storage.concurrency);
        }
        finally {
            await files.close();
        }
        const storage = (0,site_storage/* siteStorageOf */.SL)(access);
        const switching = plan.promote ? await (0,site_switch_step/* inspectSwitch */.X_)(client, plan.switching, storage) : undefined;
        return { plan, access, storage, upload, switch: switching };
    },
    show(decision, report, mode) {
        const { plan, upload } = decision;
        const { log, setOutput, summary } = report;
        const { deployId, pullZoneId, target } = plan.switching;
        summary.heading(`bunny.net deploy-site: deploy ${deployId} to ${(0,site_rules/* targetName */.je)(target)} of pull zone ${pullZoneId}${mode === 'dry-run' ? ' (dry run)' : ''}`);
        setOutput('deploy-id', deployId);
        log.info(`deploys/${deployId}/ of storage zone ${decision.storage.name}: ${upload.existing} file(s) there; ${upload.uploads.length} to upload, ${upload.unchanged.length} unchanged`);
        if (upload.conflicts.length > 0 && mode === 'dry-run')
            log.warning(`The step would fail: deploys/${deployId}/ holds other files than this build (deploys are immutable): ${listed(upload.conflicts)}`);
        if (decision.switch)
            (0,site_switch_step/* showSwitch */.GC)(decision.switch, report, mode);
        else
            log.info('promote: false: the deploy is uploaded only; promote-site switches to it later');
        if (mode === 'dry-run') {
            setOutput('promoted', false);
            setOutput('result', {
                dryRun: true,
                deployId,
                uploads: upload.uploads.length,
                unchanged: upload.unchanged.length,
                conflicts: upload.conflicts.length,
                previousDeployId: decision.switch?.live ?? null,
            });
        }
    },
    async apply(decision, client, report) {
        const { plan, upload } = decision;
        const { log, setOutput, summary } = report;
        const { deployId } = plan.switching;
        setOutput('promoted', false);
        setOutput('rolled-back', false);
        setOutput('deleted-deploys', []);
        if (upload.conflicts.length > 0) {
            summary.verdict(false, `deploys/${deployId}/ holds other files`);
            throw new Error(`deploys/${deployId}/ already holds other files than this build: ${listed(upload.conflicts)}. A deploy is immutable: nothing was uploaded or switched. Give this build its own deploy-id (the default is the commit)`);
        }
        // The switch's refusals (limits, hostname vary, only-if) fail before the upload too.
        if (decision.switch && decision.switch.refusals.length > 0) {
            summary.verdict(false, 'Refused before any write');
            throw new Error(decision.switch.refusals.join('\n'));
        }
        const files = (0,site_storage/* openSiteFiles */.H1)(decision.access, plan.storage, report);
        let uploaded;
        try {
            uploaded = await uploadDeploy(files, upload, deployId, plan.storage.concurrency, (path) => log.debug(`uploaded ${path}`));
        }
        finally {
            await files.close();
        }
        setOutput('uploaded', uploaded.uploaded);
        setOutput('unchanged', upload.unchanged.length);
        log.info(`Uploaded ${uploaded.uploaded} file(s) (${uploaded.bytes} bytes) to deploys/${deployId}/; ${upload.unchanged.length} unchanged`);
        if (uploaded.failures.length > 0) {
            summary.verdict(false, `${uploaded.failures.length} upload(s) failed`);
            throw new Error(`${uploaded.failures.length} upload(s) to deploys/${deployId}/ failed, so nothing was switched: ${listed(uploaded.failures)}`);
        }
        const result = {
            deployId,
            previousDeployId: decision.switch?.live ?? null,
            uploaded: uploaded.uploaded,
            unchanged: upload.unchanged.length,
            bytesUploaded: uploaded.bytes,
            promoted: false,
            url: decision.switch?.url ?? null,
            deletedDeploys: [],
        };
        setOutput('result', result);
        if (!decision.switch) {
            summary.verdict(true, `Uploaded deploy ${deployId} (not promoted)`);
            return;
        }
        const announce = (promoted) => {
            result.promoted = promoted;
            setOutput('promoted', promoted);
            setOutput('result', result);
        };
        const switched = await (0,site_switch_step/* applySiteSwitch */.AV)(decision.switch, client, report, plan.switching, decision.storage, announce);
        // Retention follows a switch: a re-run that switched nothing leaves the folders as they are.
        if (switched.promoted)
            result.deletedDeploys = await keepNewest(decision, client, report);
        setOutput('deleted-deploys', result.deletedDeploys);
        setOutput('result', result);
        summary.verdict(true, switched.promoted
            ? `Deploy ${deployId} is live on ${(0,site_rules/* targetName */.je)(plan.switching.target)}`
            : `Deploy ${deployId} was live already (verified again)`);
        summary.facts([
            ['Deploy', deployId],
            ['Previous', decision.switch.live ?? ''],
            ['URL', decision.switch.url ?? ''],
            ['Uploaded', uploaded.uploaded],
            ['Unchanged', upload.unchanged.length],
            ['Deleted deploys', result.deletedDeploys.join(', ')],
        ]);
    },
};


/***/ }),

/***/ 456:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fb: () => (/* binding */ walkLocalTree),
/* harmony export */   iZ: () => (/* binding */ LinkOutsideError),
/* harmony export */   vM: () => (/* binding */ hashLocalFiles)
/* harmony export */ });
/* unused harmony exports LocalFile, HashedFile */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _pool_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7935);




/**
 * A file of the local tree. Its absolute path is made when it is asked for: held for each of
 * 20,000 files, those strings were megabytes the step kept from the walk to its last upload.
 */
class LocalFile {
    /** The tree's root, as the walk was given it. */
    root;
    /** Relative to the tree's root, segments joined with '/'. */
    path;
    constructor(root, path) {
        this.root = root;
        this.path = path;
    }
    get absolutePath() {
        return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(this.root, this.path);
    }
}
class HashedFile extends LocalFile {
    /** Bytes, as read when it was hashed. */
    size;
    /** SHA-256 of the bytes, upper-case hex (as the Checksum header and the listing carry it). */
    sha256;
    constructor(file, size, sha256) {
        super(file.root, file.path);
        this.size = size;
        this.sha256 = sha256;
    }
}
/** A symbolic link that leads out of the allowed root: the step must not read what it points at. */
class LinkOutsideError extends Error {
    path;
    constructor(path) {
        super(`'${path}' is a symbolic link that leads outside the workspace; it is not read`);
        this.name = 'LinkOutsideError';
        this.path = path;
    }
}
function inside(root, target) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(root, target);
    return rel === '' || (!rel.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_2__.sep}`) && rel !== '..' && !(0,node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute)(rel));
}
/**
 * Every file below `root` that `scope` covers, walking one folder at a time (a listing, never the
 * tree's contents, is held). Symbolic links are followed while they stay inside `allowedRoot`
 * (the workspace); one leading out fails the walk, and a folder reached twice is read once.
 */
async function walkLocalTree(root, scope, allowedRoot) {
    const files = [];
    const realAllowed = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(allowedRoot);
    const seen = new Set([await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(root)]);
    const folders = [{ absolute: root, relative: '' }];
    while (folders.length > 0) {
        const folder = folders.pop();
        const entries = [];
        for await (const entry of await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.opendir)(folder.absolute)) {
            entries.push({
                name: entry.name,
                kind: entry.isFile() ? 'file' : entry.isDirectory() ? 'dir' : entry.isSymbolicLink() ? 'link' : 'other',
            });
        }
        for (const entry of entries) {
            const path = folder.relative === '' ? entry.name : `${folder.relative}/${entry.name}`;
            const absolutePath = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(folder.absolute, entry.name);
            let kind = entry.kind;
            if (kind === 'link') {
                const target = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(absolutePath).catch(() => undefined);
                // A dangling link has nothing to upload.
                if (target === undefined)
                    continue;
                if (!inside(realAllowed, target)) {
                    if (scope.covers(path))
                        throw new LinkOutsideError(path);
                    continue;
                }
                const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(target);
                kind = info.isFile() ? 'file' : info.isDirectory() ? 'dir' : 'other';
                if (kind === 'dir') {
                    if (seen.has(target))
                        continue;
                    seen.add(target);
                }
            }
            if (kind === 'dir') {
                if (!scope.skipsFolder(path))
                    folders.push({ absolute: absolutePath, relative: path });
            }
            else if (kind === 'file' && scope.covers(path)) {
                // Its size is read when it is hashed: a stat here, one file after another, cost more than the hash.
                files.push(new LocalFile(root, path));
            }
        }
    }
    files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    return files;
}
/** Files up to this size are read whole to hash (one read); larger ones are streamed. */
const WHOLE_READ_BYTES = 1024 * 1024;
/**
 * SHA-256 of one file, upper-case hex, and its size. A large one is read a chunk at a time into
 * one buffer, used again for every chunk: a stream allocates a fresh chunk per read, and a
 * 240 MiB file left 240 MiB of chunks for the garbage collector, which the peak grew by.
 */
async function sha256OfFile(path) {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    const { size } = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(path);
    let read = 0;
    if (size <= WHOLE_READ_BYTES) {
        const bytes = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(path);
        read = bytes.length;
        hash.update(bytes);
    }
    else {
        const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(path, 'r');
        try {
            const buffer = Buffer.allocUnsafe(WHOLE_READ_BYTES);
            for (;;) {
                const { bytesRead } = await handle.read(buffer, 0, buffer.length, read);
                if (bytesRead === 0)
                    break;
                read += bytesRead;
                // update() copies what it needs before the next read overwrites the buffer.
                hash.update(buffer.subarray(0, bytesRead));
            }
        }
        finally {
            await handle.close();
        }
    }
    // The bytes hashed are what is uploaded and compared: a file that grew meanwhile counts as read.
    return { size: read, sha256: hash.digest('hex').toUpperCase() };
}
/** Hashes every file, `concurrency` at once; the result keeps the input's order. */
async function hashLocalFiles(files, concurrency) {
    const hashed = new Array(files.length);
    await (0,_pool_js__WEBPACK_IMPORTED_MODULE_3__/* .runPool */ .k)(files.keys(), concurrency, async (index) => {
        const file = files[index];
        const { size, sha256 } = await sha256OfFile(file.absolutePath);
        hashed[index] = new HashedFile(file, size, sha256);
    });
    return hashed;
}


/***/ }),

/***/ 5760:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AL: () => (/* binding */ patternProblem),
/* harmony export */   DZ: () => (/* binding */ PathPatterns),
/* harmony export */   ky: () => (/* binding */ SyncScope)
/* harmony export */ });
/**
 * Which paths of a tree a sync covers: glob patterns (`*` within a path segment, `**` across
 * segments, `?` one character), relative to the tree's root, and the hidden-file rule. A pattern
 * that matches a folder covers everything below it.
 */
function globToRegExp(pattern) {
    let source = '';
    for (let i = 0; i < pattern.length; i++) {
        const char = pattern[i];
        if (char === '*' && pattern[i + 1] === '*') {
            // `**/` matches zero or more folders; a trailing `**` anything below.
            if (pattern[i + 2] === '/') {
                source += '(?:.*/)?';
                i += 2;
            }
            else {
                source += '.*';
                i += 1;
            }
        }
        else if (char === '*')
            source += '[^/]*';
        else if (char === '?')
            source += '[^/]';
        else
            source += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
    }
    return new RegExp(`^${source}$`);
}
/** A set of patterns; `matches` is true for a path that one of them, or one of its folders, matches. */
class PathPatterns {
    patterns;
    #files;
    #folders;
    constructor(patterns) {
        this.patterns = patterns;
        this.#files = [];
        this.#folders = [];
        for (const raw of patterns) {
            const pattern = raw.replace(/^\.?\//, '');
            // A trailing slash names folders only.
            if (pattern.endsWith('/'))
                this.#folders.push(globToRegExp(pattern.slice(0, -1)));
            else {
                const regex = globToRegExp(pattern);
                this.#files.push(regex);
                this.#folders.push(regex);
            }
        }
    }
    get isEmpty() {
        return this.patterns.length === 0;
    }
    /** `path`: relative, segments joined with '/'. */
    matches(path) {
        if (this.#files.some((regex) => regex.test(path)))
            return true;
        for (let slash = path.indexOf('/'); slash !== -1; slash = path.indexOf('/', slash + 1)) {
            const folder = path.slice(0, slash);
            if (this.#folders.some((regex) => regex.test(folder)))
                return true;
        }
        return false;
    }
    /** Whether a folder, and so everything in it, is matched (lets a walk skip it whole). */
    matchesFolder(folder) {
        return this.#folders.some((regex) => regex.test(folder)) || this.matches(`${folder}/`);
    }
}
/** A pattern's problem, or undefined: what the `exclude` and `keep` inputs refuse. */
function patternProblem(pattern) {
    if (pattern.split('/').some((segment) => segment === '..'))
        return "a pattern cannot hold '..': it is relative to its folder";
    if (pattern.startsWith('/') && pattern.length === 1)
        return "'/' alone matches nothing; use '**' for everything";
    return undefined;
}
/** Hidden files and folders (a name starting with `.`), except a `.well-known/` folder at the top, which is always synced. */
function isHiddenPath(path) {
    const segments = path.split('/');
    if (segments[0] === '.well-known' && segments.length > 1)
        return false;
    return segments.some((segment) => segment.startsWith('.'));
}
/** What a sync covers of a tree: not excluded, and not hidden unless hidden files are included. */
class SyncScope {
    exclude;
    includeHidden;
    constructor(exclude, includeHidden) {
        this.exclude = new PathPatterns(exclude);
        this.includeHidden = includeHidden;
    }
    covers(path) {
        if (!this.includeHidden && isHiddenPath(path))
            return false;
        return !this.exclude.matches(path);
    }
    /** Whether a walk can skip a folder whole. */
    skipsFolder(folder) {
        if (!this.includeHidden && folder !== '.well-known' && isHiddenPath(`${folder}/x`))
            return true;
        return this.exclude.matchesFolder(folder);
    }
}


/***/ }),

/***/ 7935:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ runPool)
/* harmony export */ });
/**
 * Runs `work` over `items` with at most `limit` at once, in order of start; resolves when all
 * are done. `work` must not throw (it records its own outcome): one failure must not leave the
 * others unstarted or unreported.
 */
async function runPool(items, limit, work) {
    const iterator = items[Symbol.iterator]();
    const worker = async () => {
        for (let next = iterator.next(); !next.done; next = iterator.next())
            await work(next.value);
    };
    await Promise.all(Array.from({ length: Math.max(1, limit) }, worker));
}


/***/ }),

/***/ 4297:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ planSync)
/* harmony export */ });
/* harmony import */ var _content_type_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9262);

/**
 * What a sync does, from the local files with their SHA-256 and the remote listing. A file is
 * unchanged only when the listed Checksum equals its SHA-256 (either case) and the lengths agree;
 * a remote file listed without a checksum is uploaded again, never skipped on doubt.
 */
function planSync(local, remote, options) {
    const first = [];
    const html = [];
    const unchanged = [];
    const localPaths = new Set();
    for (const file of local) {
        localPaths.add(file.path);
        const there = remote.get(file.path);
        let reason;
        if (!there)
            reason = 'new';
        else if (there.checksum === null || there.checksum === '')
            reason = 'no-checksum';
        else if (there.checksum.toUpperCase() !== file.sha256.toUpperCase() || there.length !== file.size)
            reason = 'changed';
        if (reason === undefined)
            unchanged.push(file);
        else
            ((0,_content_type_js__WEBPACK_IMPORTED_MODULE_0__/* .isHtml */ ._)(file.path) ? html : first).push({ file, reason });
    }
    const deletions = [];
    let keptRemote = 0;
    let remoteOutsideKeep = 0;
    for (const file of remote.values()) {
        const kept = options.keeps(file.path);
        if (!kept)
            remoteOutsideKeep += 1;
        if (kept || !options.covers(file.path)) {
            keptRemote += 1;
            continue;
        }
        if (options.prune && !localPaths.has(file.path))
            deletions.push(file);
    }
    deletions.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    return { uploads: [...first, ...html], unchanged, deletions, keptRemote, remoteOutsideKeep };
}


/***/ }),

/***/ 2300:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ uploadFiles)
/* harmony export */ });
/* harmony import */ var _content_type_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9262);
/* harmony import */ var _pool_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7935);


/**
 * Uploads files with at most `concurrency` in flight: every non-HTML file first, then, only if
 * all of them succeeded, the HTML files, so that no page is live before what it links to. A
 * failure does not stop the other uploads of its group; every outcome is returned, in input order.
 */
async function uploadFiles(client, files, options) {
    const outcomes = new Array(files.length);
    const groups = [
        [...files.keys()].filter((index) => !(0,_content_type_js__WEBPACK_IMPORTED_MODULE_0__/* .isHtml */ ._)(files[index].path)),
        [...files.keys()].filter((index) => (0,_content_type_js__WEBPACK_IMPORTED_MODULE_0__/* .isHtml */ ._)(files[index].path)),
    ];
    // Set from inside the pool's callbacks.
    const failure = { seen: false };
    for (const group of groups) {
        if (failure.seen) {
            for (const index of group) {
                const file = files[index];
                outcomes[index] = { file, segments: [...options.target, ...file.path.split('/')], uploaded: false, skipped: true };
            }
            continue;
        }
        await (0,_pool_js__WEBPACK_IMPORTED_MODULE_1__/* .runPool */ .k)(group, options.concurrency, async (index) => {
            const file = files[index];
            const segments = [...options.target, ...file.path.split('/')];
            let outcome;
            try {
                const result = await client.upload(segments, { localPath: file.absolutePath, size: file.size, sha256: file.sha256 });
                outcome = {
                    file,
                    segments,
                    uploaded: true,
                    status: result.status,
                    repeatedAfterLoss: result.repeatedAfterLoss,
                    ...(result.confirmedByListing ? { confirmedByListing: true } : {}),
                };
            }
            catch (error) {
                outcome = { file, segments, uploaded: false, error, status: error.status };
                failure.seen = true;
            }
            outcomes[index] = outcome;
            options.onOutcome?.(outcome);
        });
    }
    return outcomes;
}


/***/ })

};
