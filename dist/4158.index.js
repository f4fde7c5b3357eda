export const id = 4158;
export const ids = [4158];
export const modules = {

/***/ 4900:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ isTransient),
/* harmony export */   g: () => (/* binding */ pollUntil)
/* harmony export */ });
/* harmony import */ var _api_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(316);

/**
 * A failure worth asking again about while waiting: no answer, or an answer that says "later"
 * (429, 5xx). The client has already spent its own attempts on it; a wait goes on regardless,
 * because a deploy in progress is not a reason to give up on one that may be fine.
 */
function isTransient(error) {
    if (!(error instanceof _api_error_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .h))
        return false;
    if (error.kind === 'network' || error.kind === 'timeout')
        return true;
    return error.kind === 'http' && error.status !== undefined && (error.status === 429 || error.status >= 500);
}
/**
 * Reads until a read settles or the time is up. The limit is time, not a count of reads: a
 * slow answer uses up the wait like a sleep does. Polls start one interval apart (not one
 * interval after each answer), so a change is seen at most one interval plus one request after
 * it happens, however slow the API; the last sleep is cut short so that the final read happens
 * at the deadline, not after it.
 */
async function pollUntil(options) {
    const { clock } = options;
    const started = clock.now();
    const deadline = started + Math.max(0, options.waitMs);
    let last;
    for (let poll = 1;; poll++) {
        const pollStarted = clock.now();
        let value;
        let error;
        try {
            value = await options.read();
            last = value;
        }
        catch (failure) {
            if (!options.tolerate?.(failure))
                throw failure;
            error = failure.message.split('\n')[0] ?? String(failure);
        }
        const settled = error === undefined && options.settled(value);
        const now = clock.now();
        const left = deadline - now;
        const untilNext = Math.max(0, pollStarted + options.intervalMs - now);
        const nextInMs = settled || left <= 0 ? undefined : Math.min(untilNext, left);
        options.onPoll?.({ poll, elapsedMs: now - started, value, error, settled, nextInMs });
        if (nextInMs === undefined)
            return { last, settled, lastError: error, polls: poll, elapsedMs: now - started };
        await clock.sleep(nextInMs);
    }
}


/***/ }),

/***/ 4869:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W5: () => (/* binding */ pollLine),
/* harmony export */   a6: () => (/* binding */ waitedFor)
/* harmony export */ });
/* harmony import */ var _http_wording_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8325);
/*
 * How every wait writes time: the release waits, the rollout, the probe, a retry's backoff and
 * the rate limit. One format, so that a log can be read (and grepped) the same way throughout.
 */

/** A duration to a tenth of a second: the HTTP layer's format, which every wait shares. */

/**
 * "Poll 3 at 4.5 s: <what it found>; next poll in 2 s", or "; time is up" on a last read that
 * did not settle. A probe counts attempts: `noun` 'Attempt' gives "Attempt 3 at ... next attempt in".
 */
function pollLine(sample, found, noun = 'Poll') {
    const next = sample.nextInMs !== undefined
        ? `; next ${noun.toLowerCase()} in ${(0,_http_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSeconds */ .X)(sample.nextInMs)}`
        : sample.settled
            ? ''
            : '; time is up';
    return `${noun} ${sample.poll} at ${(0,_http_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSeconds */ .X)(sample.elapsedMs)}${found === '' ? '' : `: ${found}`}${next}`;
}
/** "after 12 s (7 polls)". */
function waitedFor(wait) {
    return `after ${(0,_http_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSeconds */ .X)(wait.elapsedMs)} (${wait.polls} poll${wait.polls === 1 ? '' : 's'})`;
}


/***/ }),

/***/ 137:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ MAX_WAIT_SECONDS),
/* harmony export */   b: () => (/* binding */ readWaitSettings)
/* harmony export */ });
/** A GitHub job runs at most 6 hours; a longer wait is a typo. */
const MAX_WAIT_SECONDS = 6 * 60 * 60;
const MAX_POLL_INTERVAL_SECONDS = 3600;
/**
 * `wait-seconds` and `poll-interval-seconds`, the one reader of both. Their defaults differ per
 * operation (a release check reads once, a publish waits a minute), so action.yml gives none
 * and each operation passes its own. `intervalGiven` says whether the step chose the interval,
 * which then also paces the operation's other waits (the probe after a deploy).
 */
function readWaitSettings(inputs, defaults) {
    const waitSeconds = inputs.integer('wait-seconds', { min: 0, max: MAX_WAIT_SECONDS, default: defaults.waitSeconds }) ?? defaults.waitSeconds;
    const given = inputs.integer('poll-interval-seconds', { min: 1, max: MAX_POLL_INTERVAL_SECONDS });
    return { waitSeconds, pollIntervalSeconds: given ?? defaults.pollIntervalSeconds, intervalGiven: given !== undefined };
}


/***/ }),

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
// EXTERNAL MODULE: ./platform/edge-scripts/active-release.ts
var active_release = __webpack_require__(7089);
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
    setOutput('result', (0,active_release/* withoutCode */.M)(release));
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

/***/ 7089:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ readActiveRelease),
/* harmony export */   M: () => (/* binding */ withoutCode)
/* harmony export */ });
/* harmony import */ var _api_api_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(316);
/* harmony import */ var _api_requests_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7109);


/** THE reader of a script's active release: a 404 means "none", any other failure is thrown. */
async function readActiveRelease(client, scriptId) {
    try {
        return { release: (await client.send(_api_requests_js__WEBPACK_IMPORTED_MODULE_1__/* .requests */ .zG.activeRelease(scriptId))).body, notFound: undefined };
    }
    catch (error) {
        if (error instanceof _api_api_error_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .h && error.status === 404)
            return { release: undefined, notFound: error };
        throw error;
    }
}
/** A release as a step reports it (its `result`): everything but `Code`, the whole script source. */
function withoutCode(release) {
    const copy = { ...release };
    delete copy.Code;
    return copy;
}


/***/ }),

/***/ 9339:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ codeSha256),
/* harmony export */   w: () => (/* binding */ releaseHash)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

/** SHA-256 of a script's code as the platform stores it (UTF-8), lower-case hex. */
function codeSha256(code) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(code).digest('hex');
}
/**
 * The hash of a release's code; undefined when the answer carries no Code (a list item may
 * not), which proves nothing: it is never the hash of an empty script.
 */
function releaseHash(release) {
    return typeof release.Code === 'string' ? codeSha256(release.Code) : undefined;
}


/***/ }),

/***/ 2486:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   aW: () => (/* binding */ commitFromNote),
/* harmony export */   nB: () => (/* binding */ rollbackNote),
/* harmony export */   wm: () => (/* binding */ deployNote)
/* harmony export */ });
/**
 * The notes this action writes, and the one reading of a commit from a note. A release published
 * with an API key has no CommitSha: its note is the only place a pipeline can name the commit,
 * so notes are written so that they cannot be misread, and read so that no other number is
 * taken for a commit.
 */
/**
 * The form of this action's own deploy note, with the commit it names, anywhere in a note: a
 * workflow's own note may put text before it ("v1.8.0: Deploy <sha> (<run url>)").
 */
const DEPLOY_NOTE = /(?<![0-9a-z])Deploy\s+([0-9a-f]{7,40})(?![0-9a-z])/gi;
/** A full commit SHA standing alone, with a letter in it: 40 decimal digits are a number, not a commit. */
const FULL_SHA = /(?<![0-9a-z])(?=[0-9]*[a-f])[0-9a-f]{40}(?![0-9a-z])/i;
/** A note that says it rolls back names the commit it undoes, or the one it restores: never the commit deployed. */
const ROLLBACK = /\b(?:roll(?:ed|ing|s)?[\s-]*back|rollback|revert(?:ed|ing|s)?)\b/i;
/** `Deploy <sha> (<run url>)`: the default note of a publish, which get-active-release reads back. */
function deployNote(commit, runUrl) {
    return [commit ? `Deploy ${commit}` : 'Deploy by bunny-platform-action', runUrl ? `(${runUrl})` : undefined]
        .filter((part) => part !== undefined)
        .join(' ');
}
/**
 * The note of a re-publish: it names the release it restores, by id when known and by Uuid, and
 * no commit, so that it never reads as a deploy of the commit it rolls back from.
 */
function rollbackNote(target, runUrl, why) {
    const release = target.Id === undefined ? `release ${target.Uuid}` : `release ${target.Id} (uuid ${target.Uuid})`;
    return [`Roll back to ${release}`, why, runUrl ? `(${runUrl})` : undefined].filter((part) => part !== undefined).join(' ');
}
/**
 * The commit a note says was deployed: the SHA of this action's own form (`Deploy <sha>`, the
 * first of them wherever it stands; fewer
 * than 40 digits only with a letter, since a date or a run number is all digits), else a full
 * 40-digit SHA. A rollback's note names none. Lower-case; undefined when the note names none.
 */
function commitFromNote(note) {
    if (!note || ROLLBACK.test(note))
        return undefined;
    for (const [, own = ''] of note.matchAll(DEPLOY_NOTE)) {
        if (own.length === 40 || /[a-f]/i.test(own))
            return own.toLowerCase();
    }
    return FULL_SHA.exec(note)?.[0].toLowerCase();
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


/***/ }),

/***/ 4430:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ waitForActiveRelease)
/* harmony export */ });
/* harmony import */ var _api_polling_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4900);
/* harmony import */ var _active_release_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7089);


/**
 * THE wait on a script's active release, for publish, rollback and get-active-release alike. A
 * 404 counts as "no release yet"; a transient failure (no answer, 429, 5xx) is asked again at
 * the next poll, whatever the operation: a deploy in progress is no reason to give up on one
 * that may be fine. Any other failure ends the wait by throwing.
 */
async function waitForActiveRelease(options) {
    let failure;
    let notFound;
    let release;
    const result = await (0,_api_polling_js__WEBPACK_IMPORTED_MODULE_0__/* .pollUntil */ .g)({
        read: async () => {
            failure = undefined;
            try {
                const read = await (0,_active_release_js__WEBPACK_IMPORTED_MODULE_1__/* .readActiveRelease */ .K)(options.client, options.scriptId);
                notFound = read.notFound;
                release = read.release;
                return read.release;
            }
            catch (error) {
                failure = error;
                release = undefined;
                notFound = undefined;
                throw error;
            }
        },
        settled: (read) => options.judge(read) !== 'waiting',
        waitMs: options.waitMs,
        intervalMs: options.intervalMs,
        clock: options.clock,
        tolerate: _api_polling_js__WEBPACK_IMPORTED_MODULE_0__/* .isTransient */ .d,
        onPoll: (sample) => options.onPoll?.({
            poll: sample.poll,
            elapsedMs: sample.elapsedMs,
            release: sample.error === undefined ? sample.value : undefined,
            verdict: sample.error === undefined ? options.judge(sample.value) : 'waiting',
            error: sample.error,
            nextInMs: sample.nextInMs,
        }),
    });
    const verdict = failure === undefined ? options.judge(release) : 'waiting';
    return {
        verdict: verdict === 'waiting' ? 'timeout' : verdict,
        release,
        notFound,
        failure,
        polls: result.polls,
        elapsedMs: result.elapsedMs,
    };
}


/***/ })

};
