export const id = 4158;
export const ids = [4158];
export const modules = {

/***/ 4158:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  operation: () => (/* binding */ operation)
});

// EXTERNAL MODULE: ./api/requests.ts
var requests = __webpack_require__(7109);
// EXTERNAL MODULE: ./api/wait-log.ts
var wait_log = __webpack_require__(4869);
// EXTERNAL MODULE: ./platform/edge-scripts/code-hash.ts
var code_hash = __webpack_require__(9339);
// EXTERNAL MODULE: ./platform/edge-scripts/release-wait.ts
var release_wait = __webpack_require__(4430);
// EXTERNAL MODULE: ./platform/edge-scripts/notes.ts
var notes = __webpack_require__(2486);
// EXTERNAL MODULE: ./runner/untrusted-text.ts
var untrusted_text = __webpack_require__(3649);
// EXTERNAL MODULE: ./inputs/inputs.ts
var inputs_inputs = __webpack_require__(2495);
;// CONCATENATED MODULE: ./operations/get-active-release/commit-sha.ts



const MIN_SHA_DIGITS = 7;
const FULL_SHA_DIGITS = 40;
/** Reads an expected commit SHA: 7 to 40 hex digits, any case. Throws InputError naming `input`. */
function parseExpectedCommit(input, text) {
    if (!/^[0-9a-fA-F]+$/.test(text) || text.length < MIN_SHA_DIGITS || text.length > FULL_SHA_DIGITS) {
        throw new inputs_inputs/* InputError */.dz(input, `got ${(0,inputs_inputs/* showValue */.vp)(text)}; expected a commit SHA of ${MIN_SHA_DIGITS} to ${FULL_SHA_DIGITS} hexadecimal digits ` +
            `(an abbreviated SHA of ${MIN_SHA_DIGITS} to ${FULL_SHA_DIGITS - 1} digits matches as a prefix), e.g. \${{ github.sha }}`);
    }
    return { sha: text.toLowerCase(), prefix: text.length < FULL_SHA_DIGITS };
}
/** Whether the live commit is the expected one; case-insensitive, never for a missing SHA. */
function commitMatches(expected, actual) {
    const live = actual?.trim().toLowerCase();
    if (!live)
        return false;
    return expected.prefix ? live.startsWith(expected.sha) : live === expected.sha;
}
/** The first 12 characters, as a log line shows a commit; the full SHA stays in the outputs. */
function shortSha(sha) {
    if (!sha)
        return '(none)';
    // From the API: made a safe single line like any other API text.
    return (0,untrusted_text/* inline */.mG)(sha.length > 12 ? sha.slice(0, 12) : sha);
}
/**
 * Matches against `CommitSha`, and when that is empty (a release published with an API key)
 * against the commit its `Note` says was deployed, the only place such a pipeline can put one:
 * never another number the note holds, nor the commit a rollback note names.
 */
function matchRelease(expected, release) {
    if (release.CommitSha?.trim())
        return { matched: commitMatches(expected, release.CommitSha), field: 'CommitSha', noteCommit: undefined };
    const noteCommit = (0,notes/* commitFromNote */.aW)(release.Note);
    return { matched: commitMatches(expected, noteCommit), field: 'Note', noteCommit };
}
/** Where a failed match looked, for its message. */
function whereLooked(match, commitSha) {
    if (match.field === 'CommitSha')
        return `CommitSha is ${(0,untrusted_text/* inline */.mG)(commitSha ?? '', 64)}`;
    const named = match.noteCommit === undefined
        ? 'the Note names no deployed commit (only a full SHA, or "Deploy <sha>" as this action writes it, counts; a rollback note names none)'
        : `the Note names ${shortSha(match.noteCommit)}`;
    return `CommitSha is empty (published without the GitHub integration) and ${named}`;
}

// EXTERNAL MODULE: ./platform/edge-scripts/release-commit.ts
var release_commit = __webpack_require__(7478);
// EXTERNAL MODULE: ./inputs/wait-settings.ts
var wait_settings = __webpack_require__(137);
// EXTERNAL MODULE: ./operations/script-release-words.ts
var script_release_words = __webpack_require__(5036);
;// CONCATENATED MODULE: ./operations/get-active-release/index.ts










/** The 404 with what it means here; `(GET ... answered 404 Not Found)` says what was asked. */
function notFound(error, meaning) {
    if (error === undefined)
        return new Error(meaning);
    return error.withMessage(`${meaning} (${error.request} answered 404 Not Found)`);
}
function describeRelease(release) {
    return `release ${release.Id} with commit ${shortSha(release.CommitSha)} by ${(0,untrusted_text/* inline */.mG)(release.Author, 80) || 'an unknown author'}, released ${(0,untrusted_text/* inline */.mG)(release.DateReleased, 40) || 'at an unknown time'}`;
}
function releasePollLine(poll, expected) {
    const matched = poll.verdict === 'matched';
    const live = (release) => shortSha((0,release_commit/* releaseCommit */.L)(release)?.sha);
    const found = poll.error
        ? `the read failed (${(0,untrusted_text/* inline */.mG)(poll.error, 200)}); asking again`
        : poll.release
            ? matched
                ? `release ${poll.release.Id} with commit ${live(poll.release)} is live`
                : `live commit is ${live(poll.release)} (release ${poll.release.Id}), not ${expected.sha} yet`
            : 'no active release yet';
    return (0,wait_log/* pollLine */.W5)({ ...poll, settled: matched }, found);
}
function reportRelease(release, { setOutput, log }) {
    setOutput('release-id', release.Id);
    // CommitSha is empty for a release published with an API key: the Note is where such a pipeline writes it.
    const commit = (0,release_commit/* releaseCommit */.L)(release);
    setOutput('commit-sha', commit?.sha);
    setOutput('commit-source', commit?.source);
    setOutput('code-sha256', (0,code_hash/* releaseHash */.w)(release));
    setOutput('release-uuid', release.Uuid ?? undefined);
    setOutput('author', release.Author ?? undefined);
    setOutput('date-released', release.DateReleased ?? undefined);
    setOutput('date-published', release.DatePublished ?? undefined);
    setOutput('result', (0,script_release_words/* withoutCode */.MK)(release));
    if (release.Note)
        log.untrusted(`Release note of release ${release.Id}:\n${release.Note}`);
}
const operation = {
    plan({ inputs }) {
        const scriptId = inputs.id('script-id');
        const expectedText = inputs.line('expected-commit-sha');
        const expected = expectedText === undefined ? undefined : parseExpectedCommit('expected-commit-sha', expectedText);
        const { waitSeconds, pollIntervalSeconds } = (0,wait_settings/* readWaitSettings */.b)(inputs, { waitSeconds: 0, pollIntervalSeconds: 5 });
        if (waitSeconds > 0 && expected === undefined) {
            throw new inputs_inputs/* InputError */.dz('wait-seconds', 'needs expected-commit-sha: the step waits for that commit to become the active release');
        }
        return { scriptId, expected, waitSeconds, pollIntervalSeconds };
    },
    describe(plan) {
        return [(0,requests/* planned */.lM)(requests/* requests */.zG.activeRelease(plan.scriptId))];
    },
    async execute(plan, client, report) {
        const { setOutput, summary, log } = report;
        const { scriptId, expected } = plan;
        summary.heading(`bunny.net get-active-release: script ${scriptId}`);
        const waiting = expected !== undefined && plan.waitSeconds > 0;
        if (waiting) {
            log.info(`Waiting up to ${plan.waitSeconds} s for commit ${expected.sha} to be the active release of script ${scriptId}, polling every ${plan.pollIntervalSeconds} s`);
        }
        // The same reader and wait as publish-script: a 404 is "no release yet", a 503 is asked again.
        const outcome = await (0,release_wait/* waitForActiveRelease */.E)({
            client,
            scriptId,
            judge: (release) => release !== undefined && (expected === undefined || matchRelease(expected, release).matched) ? 'matched' : 'waiting',
            waitMs: waiting ? plan.waitSeconds * 1000 : 0,
            intervalMs: plan.pollIntervalSeconds * 1000,
            clock: report.clock,
            onPoll: (poll) => {
                if (waiting)
                    log.info(releasePollLine(poll, expected));
            },
        });
        // The last read failed: what is live is unknown, and the step says why.
        if (outcome.failure !== undefined)
            throw outcome.failure;
        const { release } = outcome;
        const matched = outcome.verdict === 'matched';
        const after = waiting ? ` ${(0,wait_log/* waitedFor */.a6)(outcome)}` : '';
        if (expected === undefined) {
            if (release === undefined) {
                summary.verdict(false, `Script ${scriptId} has no active release`);
                throw notFound(outcome.notFound, `Script ${scriptId} has no active release or does not exist`);
            }
            log.info(`Script ${scriptId}: active ${describeRelease(release)}`);
            reportRelease(release, report);
            summaryFacts(report, release);
            return;
        }
        setOutput('matches', matched);
        if (release === undefined) {
            summary.verdict(false, `Expected commit ${expected.sha}: script ${scriptId} has no active release${after}`);
            throw notFound(outcome.notFound, `Script ${scriptId} has no active release or does not exist${after}, so commit ${expected.sha} is not live`);
        }
        log.info(`Script ${scriptId}: active ${describeRelease(release)}`);
        reportRelease(release, report);
        const match = matchRelease(expected, release);
        if (matched) {
            const field = match.field === 'CommitSha' ? 'its CommitSha' : 'a commit SHA in its Note (CommitSha is empty)';
            log.info(`Commit ${expected.sha} is live: release ${release.Id}${after}, matched by ${field}`);
            summary.verdict(true, match.field === 'CommitSha'
                ? `Release matched: commit ${shortSha(release.CommitSha)} is live`
                : `Release matched: commit ${shortSha(expected.sha)} is live (named in the release Note)`);
            summaryFacts(report, release);
            return;
        }
        const live = match.field === 'CommitSha' ? shortSha(release.CommitSha) : match.noteCommit ? shortSha(match.noteCommit) : '(no commit)';
        summary.verdict(false, `Release mismatch: expected commit ${expected.sha}, live is ${live}`);
        summaryFacts(report, release);
        throw new Error(`The active release of script ${scriptId} is not the expected commit${after}: expected ${expected.sha}${expected.prefix ? ' (prefix)' : ''}; ` +
            `looked at release ${release.Id} (by ${(0,untrusted_text/* inline */.mG)(release.Author, 80) || 'an unknown author'}, released ${(0,untrusted_text/* inline */.mG)(release.DateReleased, 40) || 'at an unknown time'}): ` +
            `${whereLooked(match, release.CommitSha)}`);
    },
};
function summaryFacts({ summary }, release) {
    summary.facts([
        ['Release', release.Id],
        ['Commit', release.CommitSha],
        ['Author', release.Author],
        ['Released', release.DateReleased],
        ['Published', release.DatePublished],
        ['Note', release.Note ? (0,untrusted_text/* inline */.mG)(release.Note, 300) : ''],
    ]);
}


/***/ }),

/***/ 7478:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ releaseCommit)
/* harmony export */ });
/* harmony import */ var _notes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2486);

/**
 * THE reading of a release's commit, for get-active-release and plan-deploys alike: its
 * `CommitSha`, or when that is empty (published with an API key) the commit its `Note` says was
 * deployed (never another number the note holds, nor the commit a rollback note names).
 */
function releaseCommit(release) {
    const field = release.CommitSha?.trim();
    if (field)
        return { sha: field, source: 'CommitSha' };
    const sha = (0,_notes_js__WEBPACK_IMPORTED_MODULE_0__/* .commitFromNote */ .aW)(release.Note);
    return sha === undefined ? undefined : { sha, source: 'Note' };
}


/***/ })

};
