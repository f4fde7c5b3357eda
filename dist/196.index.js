export const id = 196;
export const ids = [196];
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

/***/ 3675:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ codeSha256)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

/** SHA-256 of a script's code as the platform stores it (UTF-8), lower-case hex. */
function codeSha256(code) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(code).digest('hex');
}


/***/ }),

/***/ 3196:
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
// EXTERNAL MODULE: ./api/api-error.ts
var api_error = __webpack_require__(316);
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
// 7 to 40 hex digits standing alone: "deploy 3f2c1ab (main)" names 3f2c1ab; words like "deadbeef" count too,
// which is harmless: they only match an expected SHA that begins with them.
const SHA_IN_TEXT = /(?<![0-9a-z])[0-9a-f]{7,40}(?![0-9a-z])/gi;
/** The commit SHAs written in a release note, lower-cased, in order, once each. */
function commitsInNote(note) {
    const found = (note ?? '').match(SHA_IN_TEXT) ?? [];
    return [...new Set(found.map((sha) => sha.toLowerCase()))];
}
/**
 * Matches against `CommitSha`, and when that is empty (a release published with an API key)
 * against the commit SHAs written in the `Note`, the only place such a pipeline can put one.
 */
function matchRelease(expected, release) {
    if (release.CommitSha?.trim())
        return { matched: commitMatches(expected, release.CommitSha), field: 'CommitSha', noteCommits: [] };
    const noteCommits = commitsInNote(release.Note);
    return { matched: noteCommits.some((sha) => commitMatches(expected, sha)), field: 'Note', noteCommits };
}
/** Where a failed match looked, for its message. */
function whereLooked(match, commitSha) {
    if (match.field === 'CommitSha')
        return `CommitSha is ${(0,untrusted_text/* inline */.mG)(commitSha ?? '', 64)}`;
    const named = match.noteCommits.length === 0
        ? 'the Note names no commit SHA'
        : `the Note names ${match.noteCommits
            .slice(0, 5)
            .map((sha) => shortSha(sha))
            .join(', ')}${match.noteCommits.length > 5 ? ', \u2026' : ''}`;
    return `CommitSha is empty (published without the GitHub integration) and ${named}`;
}
/**
 * The commit of a release: its `CommitSha`, or when that is empty (published with an API key)
 * a commit SHA written in its `Note`: the one that matched `expected` when given, else the first
 * full 40-digit SHA, else the first SHA-like word.
 */
function releaseCommit(release, expected) {
    const field = release.CommitSha?.trim();
    if (field)
        return { sha: field, source: 'CommitSha' };
    const inNote = commitsInNote(release.Note);
    const sha = (expected && inNote.find((candidate) => commitMatches(expected, candidate))) ??
        inNote.find((candidate) => candidate.length === FULL_SHA_DIGITS) ??
        inNote[0];
    return sha === undefined ? undefined : { sha, source: 'Note' };
}

// EXTERNAL MODULE: ./operations/edge-script/code-hash.ts
var code_hash = __webpack_require__(3675);
// EXTERNAL MODULE: ./inputs/wait-settings.ts
var wait_settings = __webpack_require__(137);
// EXTERNAL MODULE: ./api/polling.ts
var polling = __webpack_require__(4900);
;// CONCATENATED MODULE: ./operations/get-active-release/release-wait.ts

/** Reads the active release until it matches or the time is up (the shared polling loop). */
async function waitForRelease(options) {
    const matched = (release) => release !== undefined && options.matches(release);
    const outcome = await (0,polling/* pollUntil */.g)({
        read: options.read,
        settled: matched,
        waitMs: options.waitMs,
        intervalMs: options.intervalMs,
        clock: options.clock,
        onPoll: (sample) => options.onPoll?.({
            poll: sample.poll,
            elapsedMs: sample.elapsedMs,
            release: sample.value,
            matched: sample.settled,
            nextInMs: sample.nextInMs,
        }),
    });
    // The last read's answer, not the last release ever seen: a 404 after a release means none now.
    return { release: outcome.last, matched: outcome.settled, polls: outcome.polls, elapsedMs: outcome.elapsedMs };
}

;// CONCATENATED MODULE: ./operations/get-active-release/index.ts









/** The release as the `result` output carries it: everything but `Code`, the whole script source. */
function releaseWithoutCode(release) {
    const copy = { ...release };
    delete copy.Code;
    return copy;
}
/**
 * Reads the active release: undefined when the API says there is none (404), whose answer is
 * kept so that a failure can carry it.
 */
function activeReleaseReader(client, scriptId) {
    const reader = {
        notFound: undefined,
        async read() {
            try {
                return (await client.send(requests/* requests */.zG.activeRelease(scriptId))).body;
            }
            catch (error) {
                if (!(error instanceof api_error/* ApiError */.h && error.status === 404))
                    throw error;
                reader.notFound = error;
                return undefined;
            }
        },
    };
    return reader;
}
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
    const found = poll.release
        ? poll.matched
            ? `release ${poll.release.Id} with commit ${shortSha(poll.release.CommitSha)} is live`
            : `live commit is ${shortSha(poll.release.CommitSha)} (release ${poll.release.Id}), not ${expected.sha} yet`
        : 'no active release yet';
    return (0,wait_log/* pollLine */.W5)({ ...poll, settled: poll.matched }, found);
}
function reportRelease(release, { setOutput, log }, expected) {
    setOutput('release-id', release.Id);
    // CommitSha is empty for a release published with an API key: the Note is where such a pipeline writes it.
    const commit = releaseCommit(release, expected);
    setOutput('commit-sha', commit?.sha);
    setOutput('commit-source', commit?.source);
    setOutput('code-sha256', (0,code_hash/* codeSha256 */.d)(release.Code ?? ''));
    setOutput('release-uuid', release.Uuid ?? undefined);
    setOutput('author', release.Author ?? undefined);
    setOutput('date-released', release.DateReleased ?? undefined);
    setOutput('date-published', release.DatePublished ?? undefined);
    setOutput('result', releaseWithoutCode(release));
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
        return [requests/* requests */.zG.activeRelease(plan.scriptId)];
    },
    async execute(plan, client, report) {
        const { setOutput, summary, log } = report;
        const { scriptId, expected } = plan;
        summary.heading(`bunny.net get-active-release: script ${scriptId}`);
        const active = activeReleaseReader(client, scriptId);
        if (expected === undefined) {
            const release = await active.read();
            if (release === undefined) {
                summary.verdict(false, `Script ${scriptId} has no active release`);
                throw notFound(active.notFound, `Script ${scriptId} has no active release or does not exist`);
            }
            log.info(`Script ${scriptId}: active ${describeRelease(release)}`);
            reportRelease(release, report);
            summaryFacts(report, release);
            return;
        }
        const waiting = plan.waitSeconds > 0;
        if (waiting) {
            log.info(`Waiting up to ${plan.waitSeconds} s for commit ${expected.sha} to be the active release of script ${scriptId}, polling every ${plan.pollIntervalSeconds} s`);
        }
        const outcome = await waitForRelease({
            read: () => active.read(),
            matches: (release) => matchRelease(expected, release).matched,
            waitMs: plan.waitSeconds * 1000,
            intervalMs: plan.pollIntervalSeconds * 1000,
            clock: report.clock,
            onPoll: (poll) => {
                if (waiting)
                    log.info(releasePollLine(poll, expected));
            },
        });
        const { release, matched } = outcome;
        setOutput('matches', matched);
        const after = waiting ? ` ${(0,wait_log/* waitedFor */.a6)(outcome)}` : '';
        if (release === undefined) {
            summary.verdict(false, `Expected commit ${expected.sha}: script ${scriptId} has no active release${after}`);
            throw notFound(active.notFound, `Script ${scriptId} has no active release or does not exist${after}, so commit ${expected.sha} is not live`);
        }
        log.info(`Script ${scriptId}: active ${describeRelease(release)}`);
        reportRelease(release, report, expected);
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
        const live = match.field === 'CommitSha' ? shortSha(release.CommitSha) : '(no commit)';
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


/***/ })

};
