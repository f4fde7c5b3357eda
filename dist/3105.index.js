export const id = 3105;
export const ids = [3105];
export const modules = {

/***/ 8980:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ batchStatus),
/* harmony export */   V: () => (/* binding */ settleWithConcurrency)
/* harmony export */ });
/**
 * Runs `task` over `items` with at most `limit` in flight and returns the settled results
 * in input order, so one failure neither stops the others nor loses their results.
 */
async function settleWithConcurrency(items, limit, task) {
    const results = new Array(items.length);
    let next = 0;
    const worker = async () => {
        for (let index = next++; index < items.length; index = next++) {
            try {
                results[index] = { status: 'fulfilled', value: await task(items[index], index) };
            }
            catch (reason) {
                results[index] = { status: 'rejected', reason };
            }
        }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
    return results;
}
/**
 * The `status` of a batch, whose requests finish in any order: the first status outside 2xx in
 * the order the requests were made, else 200; undefined when no request got an answer.
 */
function batchStatus(statuses) {
    const known = statuses.filter((status) => status !== undefined);
    if (known.length === 0)
        return undefined;
    return known.find((status) => status < 200 || status > 299) ?? 200;
}


/***/ }),

/***/ 3105:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  operation: () => (/* binding */ upsert_secret_operation)
});

// EXTERNAL MODULE: ./api/requests.ts
var requests = __webpack_require__(7109);
// EXTERNAL MODULE: ./api/api-error.ts
var api_error = __webpack_require__(316);
// EXTERNAL MODULE: ./operations/api-error-context.ts
var api_error_context = __webpack_require__(6458);
// EXTERNAL MODULE: ./api/bounded-concurrency.ts
var bounded_concurrency = __webpack_require__(8980);
// EXTERNAL MODULE: ./inputs/inputs.ts
var inputs_inputs = __webpack_require__(2495);
// EXTERNAL MODULE: ./inputs/secret-inputs.ts
var secret_inputs = __webpack_require__(3438);
// EXTERNAL MODULE: ./runner/untrusted-text.ts
var untrusted_text = __webpack_require__(3649);
;// CONCATENATED MODULE: ./platform/script-secrets/secret-list.ts


/**
 * An answer of the list read that holds no `Secrets` array. The platform sends every secret at
 * once (no paging), so an answer without the array says nothing about which secrets exist:
 * never read as "the script has none", which would make every listed name look new and, to a
 * prune, leave nothing to compare with.
 */
class SecretListUnreadable extends Error {
    status;
    constructor(request, status) {
        super(`${request} answered ${status} without the Secrets array, so which secrets the script has is unknown`);
        this.name = 'SecretListUnreadable';
        this.status = status;
    }
}
/** The script's secrets, ids and names, all at once. A read that fails throws: it never counts as "none". */
async function readSecretList(client, scriptId) {
    const request = requests/* requests */.zG.scriptSecrets(scriptId);
    try {
        const response = await client.send(request);
        const secrets = response.body.Secrets;
        if (!Array.isArray(secrets))
            throw new SecretListUnreadable((0,requests/* requestLine */.uA)(request), response.status);
        return { secrets, status: response.status };
    }
    catch (error) {
        if (error instanceof api_error/* ApiError */.h && error.status === 404)
            return { missing: error, status: 404 };
        throw error;
    }
}

;// CONCATENATED MODULE: ./platform/script-secrets/prune.ts
/**
 * Which of the script's secrets go: those the list does not name (compared without regard to
 * case, so that a platform that matches names so never loses a secret just written), minus
 * those a keep pattern matches. Then the guards, in order: at most `maxPrune`, and not every
 * secret the script had unless `allowPruneAll`. Deleting is the one change to a script's
 * secrets that cannot be undone (a value cannot be read back), so this is decided from the
 * script's own list, read before anything is written.
 */
function decidePrune(existing, listed, guards) {
    const named = new Set(listed.map((name) => name.toLowerCase()));
    const decision = { deletions: [], kept: [], unnamed: [] };
    for (const secret of existing) {
        const name = secret.Name;
        if (name === null || name === undefined || name === '') {
            decision.unnamed.push(secret.Id);
            continue;
        }
        if (named.has(name.toLowerCase()))
            continue;
        const pattern = guards.keptBy(name);
        if (pattern !== undefined)
            decision.kept.push({ Id: secret.Id, Name: name, pattern });
        else
            decision.deletions.push({ Id: secret.Id, Name: name });
    }
    const count = decision.deletions.length;
    if (count > guards.maxPrune)
        decision.refusal = { reason: 'too-many', count, maxPrune: guards.maxPrune };
    else if (count > 0 && count === existing.length && !guards.allowPruneAll)
        decision.refusal = { reason: 'all', count };
    return decision;
}

;// CONCATENATED MODULE: ./operations/upsert-secret/prune-settings.ts
/**
 * The prune inputs of upsert-secret's secret sync: keep patterns, a ceiling on how many go, and
 * whether the script may be emptied of everything it had. The decision is the platform's
 * (platform/script-secrets/prune.ts); the words naming these inputs are here.
 */


const MAX_PRUNE_DEFAULT = 5;
const MAX_PRUNE_LIMIT = 1000;
/** `*` matches any run of characters, everything else itself; the whole name, without regard to case. */
function keepPattern(text) {
    const body = text
        .split('*')
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*');
    return { text, regex: new RegExp(`^${body}$`, 'is') };
}
/**
 * `keep`: one pattern a line. An empty line before the last pattern (or after it, beyond the
 * line break a YAML block ends with) is refused rather than skipped: it is what an expression
 * that expanded to nothing leaves, and the secret it meant to protect would be deleted.
 */
function readKeepPatterns(inputs) {
    const raw = inputs.raw('keep');
    if (raw === undefined)
        return [];
    const lines = raw.replace(/\r?\n$/, '').split(/\r?\n/);
    const problems = [];
    const patterns = [];
    lines.forEach((line, index) => {
        const text = (0,inputs_inputs/* trimAscii */.ic)(line);
        const where = `line ${index + 1}`;
        if (text === '') {
            problems.push(`${where} is empty; an empty pattern is refused because an expression that expanded to nothing leaves one, and the secrets it was meant to keep would be deleted. Give one name pattern a line (* matches any characters)`);
        }
        else if (text.length > inputs_inputs/* MAX_LINE_LENGTH */.l6) {
            problems.push(`${where} is ${text.length} characters long; at most ${inputs_inputs/* MAX_LINE_LENGTH */.l6} are allowed`);
        }
        else if (/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(text)) {
            problems.push(`${where} has a control character; a secret name cannot hold one`);
        }
        else {
            patterns.push(keepPattern(text));
        }
    });
    if (problems.length > 0)
        throw new inputs_inputs/* InputError */.dz('keep', problems.join('\n'));
    return patterns;
}
/**
 * The prune inputs. `keep`, `max-prune` and `allow-prune-all` are checked whether or not
 * `prune` is on (a workflow may switch prune with an expression); `prune` needs `secrets`.
 */
function readPruneSettings(inputs, hasList) {
    const prune = inputs.boolean('prune', false);
    const keep = inputs.check(() => readKeepPatterns(inputs)) ?? [];
    const maxPrune = inputs.integer('max-prune', { min: 0, max: MAX_PRUNE_LIMIT, default: MAX_PRUNE_DEFAULT }) ?? MAX_PRUNE_DEFAULT;
    const allowPruneAll = inputs.boolean('allow-prune-all', false);
    if (!prune)
        return undefined;
    if (!hasList) {
        inputs.problems.add(new inputs_inputs/* InputError */.dz('prune', 'needs the list in secrets (one NAME or NAME=VARIABLE a line): only a list says which secrets the script should keep; with secret-name it would delete every other secret'));
        return undefined;
    }
    return { keep, maxPrune, allowPruneAll };
}
const shown = (names) => names.map((name) => (0,untrusted_text/* inline */.mG)(name, 80)).join(', ');
/** The guards of the platform's prune decision, from the settings: a keep pattern is matched without regard to case. */
function pruneGuards(settings) {
    return {
        keptBy: (name) => settings.keep.find((keep) => keep.regex.test(name))?.text,
        maxPrune: settings.maxPrune,
        allowPruneAll: settings.allowPruneAll,
    };
}
/** Why the prune is refused, in the words of the inputs that would let it. */
function refusalMessage(decision) {
    const refusal = decision.refusal;
    if (refusal === undefined)
        return undefined;
    const names = shown(decision.deletions.map((secret) => secret.Name));
    if (refusal.reason === 'too-many') {
        return (`The prune would delete ${refusal.count} secrets, more than max-prune (${refusal.maxPrune}): ${names}. ` +
            'Nothing was deleted. Raise max-prune, add keep patterns, or name the secrets in secrets.');
    }
    return (`The prune would delete every secret the script had (${names}): the list names none of them. ` +
        'Nothing was deleted. Check script-id and secrets; if that is what you want, set allow-prune-all: true.');
}

// EXTERNAL MODULE: ./operations/operation.ts
var operation = __webpack_require__(2806);
;// CONCATENATED MODULE: ./operations/upsert-secret/index.ts











const statusOf = (error) => (error instanceof api_error/* ApiError */.h ? error.status : undefined);
/**
 * The script's secrets, ids and names, for a prune. A failed read, or an answer without its
 * Secrets array, fails the step before anything is written: it never counts as "none".
 */
async function readForPrune(plan, client, { summary }) {
    const why = `The secrets of script ${plan.scriptId} could not be read, so nothing was written and nothing deleted (prune needs the list; a failed read never counts as an empty one)`;
    const failed = () => summary
        .heading(`bunny.net upsert-secret: script ${plan.scriptId}`)
        .verdict(false, 'The secret list could not be read: nothing written, nothing deleted');
    let read;
    try {
        read = await readSecretList(client, plan.scriptId);
    }
    catch (error) {
        failed();
        if (error instanceof api_error/* ApiError */.h)
            throw error.withMessage(`${why}:\n${error.message}`);
        if (error instanceof Error)
            throw new Error(`${why}:\n${error.message}`);
        throw error;
    }
    if (read.missing) {
        failed();
        throw (0,api_error_context/* explainNotFound */.h)(read.missing.withMessage(`${why}:\n${read.missing.message}`), `No edge script has the id ${plan.scriptId}: check script-id.`);
    }
    return { secrets: read.secrets, status: read.status };
}
/** Names of the list that the script holds already (updated) and does not (created), as the API matches them: by exact name. */
function splitByPresence(plan, existing) {
    const present = new Set(existing.map((secret) => secret.Name));
    const names = plan.secrets.map((secret) => secret.name);
    return { create: names.filter((name) => !present.has(name)), update: names.filter((name) => present.has(name)) };
}
/** "OLD_A (id 7003)": a secret as the prune lines name it, so that its id can be given to update-secret. */
const named = ({ Name, Id }) => `${(0,untrusted_text/* inline */.mG)(Name, 80)} (id ${Id})`;
function showPrunePlan(decision, report, dryRun) {
    const { log } = report;
    const would = dryRun ? 'would be ' : '';
    for (const secret of decision.kept)
        log.info(`Secret ${named(secret)} is not in the list but kept: it matches keep pattern ${(0,untrusted_text/* inline */.mG)(secret.pattern, 80)}`);
    for (const id of decision.unnamed)
        log.warning(`Secret ${id} has no name in the script's list, so it is never pruned`);
    if (decision.deletions.length === 0)
        log.info('No secret of the script is left out of the list: nothing to prune.');
    else
        log.info(`Not in the list, ${would}pruned: ${decision.deletions.map(named).join(', ')}`);
}
/** The dry run: the writes by name, and with a prune every secret of the script by name and id with what would become of it. */
function showDryRun({ plan, list, prune }, report) {
    const { setOutput, summary, log } = report;
    const described = upsert_secret_operation.describe(plan);
    summary.heading(`bunny.net upsert-secret: dry run for script ${plan.scriptId} (nothing sent)`);
    if (!list) {
        const names = plan.secrets.map((secret) => secret.name);
        log.info(`Dry run: would write ${names.length} secret(s) to script ${plan.scriptId} (${names.join(', ')}); values are never shown.`);
        summary.table(['Method', 'Path', 'Secret'], plan.secrets.map((secret) => [
            'PUT',
            requests/* requests */.zG.upsertSecret(plan.scriptId, { Name: secret.name, Secret: operation/* REDACTED */.X }).path,
            secret.name,
        ]));
        setOutput('result', { dryRun: true, requests: described });
        return;
    }
    const { create, update } = splitByPresence(plan, list.secrets);
    const idOf = new Map(list.secrets.map((secret) => [secret.Name, secret.Id]));
    log.info(`Dry run: would create ${create.length} secret(s) (${create.join(', ') || 'none'}) and update ${update.length} (${update.map((name) => `${name} (id ${idOf.get(name)})`).join(', ') || 'none'}); values are never shown.`);
    const refused = refusalMessage(prune ?? { deletions: [], kept: [], unnamed: [] });
    summary.table(['Secret', 'Id', 'Would be'], [
        ...create.map((name) => [name, undefined, 'created']),
        ...update.map((name) => [name, idOf.get(name), 'updated']),
        ...(prune?.kept ?? []).map(({ Name, Id, pattern }) => [Name, Id, `kept (keep: ${pattern})`]),
        ...(prune?.deletions ?? []).map(({ Name, Id }) => [Name, Id, refused ? 'not deleted: the prune is refused' : 'deleted']),
    ]);
    if (prune)
        showPrunePlan(prune, report, true);
    setOutput('result', {
        dryRun: true,
        requests: described,
        create,
        update,
        ...(prune
            ? {
                delete: prune.deletions.map((s) => s.Name),
                keep: prune.kept.map((s) => s.Name),
                // Every secret of the script by name and id: the ids update-secret takes.
                secrets: list.secrets.map(({ Name, Id }) => ({ Name, Id })),
                ...(refused ? { refused } : {}),
            }
            : {}),
    });
    if (refused) {
        summary.verdict(false, 'The prune would be refused');
        throw new Error(`Dry run: ${refused.replace('Nothing was deleted. ', '')}`);
    }
}
const upsert_secret_operation = {
    plan({ inputs, env }) {
        const scriptId = inputs.id('script-id');
        const name = inputs.line('secret-name');
        const hasValue = inputs.raw('secret-value') !== undefined;
        const list = inputs.lines('secrets');
        const concurrency = inputs.integer('concurrency', { min: 1, max: 32, default: 8 }) ?? 8;
        const prune = readPruneSettings(inputs, list.length > 0);
        if (list.length > 0 && (name !== undefined || hasValue)) {
            throw new inputs_inputs/* InputError */.dz('secrets', 'cannot be combined with secret-name and secret-value; give either one secret or a list');
        }
        if (list.length > 0) {
            return { scriptId, secrets: (0,secret_inputs/* readSecretList */.dU)(inputs, env), batch: true, concurrency, prune };
        }
        if (name === undefined) {
            throw new inputs_inputs/* InputError */.dz('secret-name', hasValue ? 'is required with secret-value' : 'is required, or give a list in secrets (one NAME or NAME=VARIABLE a line)');
        }
        (0,secret_inputs/* checkSecretName */.aM)('secret-name', name);
        const value = (0,secret_inputs/* checkSecretValue */.GY)('secret-value', inputs.raw('secret-value'));
        return { scriptId, secrets: [{ name, value, source: "input 'secret-value'" }], batch: false, concurrency };
    },
    concurrency(plan) {
        // A prune deletes as many as the script has beyond the list: that number is known only later.
        return plan.prune ? plan.concurrency : Math.min(plan.concurrency, plan.secrets.length);
    },
    describe(plan) {
        const writes = plan.secrets.map((secret) => (0,requests/* planned */.lM)(requests/* requests */.zG.upsertSecret(plan.scriptId, { Name: secret.name, Secret: operation/* REDACTED */.X })));
        // Which secrets a prune deletes depends on the script's list: a dry run with an api-key reads it.
        return plan.prune ? [(0,requests/* planned */.lM)(requests/* requests */.zG.scriptSecrets(plan.scriptId)), ...writes] : writes;
    },
    // Only a prune reads first: the list decides what goes, and is read before anything is written.
    async inspect(plan, client, report) {
        if (!plan.prune)
            return { plan };
        const list = await readForPrune(plan, client, report);
        const prune = decidePrune(list.secrets, plan.secrets.map((secret) => secret.name), pruneGuards(plan.prune));
        return { plan, list, prune };
    },
    show(decision, report, mode) {
        if (mode === 'dry-run')
            return showDryRun(decision, report);
        const { plan, prune } = decision;
        report.log.info(`Writing ${plan.secrets.length} secret(s) to script ${plan.scriptId}${prune ? '; then the prune, once every write succeeded' : ''}.`);
    },
    async apply({ plan, list, prune: decision }, client, report) {
        const { setOutput, summary, log } = report;
        // Every status in the order the requests were made: a batch reports the first failure's.
        const statuses = list ? [list.status] : [];
        const finishBatch = () => {
            if (plan.batch)
                setOutput('status', (0,bounded_concurrency/* batchStatus */.F)(statuses));
        };
        const settled = await (0,bounded_concurrency/* settleWithConcurrency */.V)(plan.secrets, plan.concurrency, async (secret) => {
            const response = await client
                .send(requests/* requests */.zG.upsertSecret(plan.scriptId, { Name: secret.name, Secret: secret.value }))
                .catch((error) => {
                throw (0,api_error_context/* explainNotFound */.h)(error, `No edge script has the id ${plan.scriptId}: check script-id.`);
            });
            const created = response.status !== 204;
            if (!created && response.repeatedAfterLoss) {
                log.warning(`Secret ${secret.name}: an earlier attempt lost its answer after it was sent, so that attempt may have created the secret that this one reports as updated (created: false).`);
            }
            const result = { Name: secret.name };
            if (response.body?.Id !== undefined)
                result.Id = response.body.Id;
            if (response.body?.LastModified)
                result.LastModified = response.body.LastModified;
            result.Created = created;
            log.info(`Secret ${secret.name} of script ${plan.scriptId}: ${created ? 'created' : 'updated'}${result.Id !== undefined ? ` (id ${result.Id})` : ''}`);
            return { result, status: response.status };
        });
        const results = settled.map((outcome, index) => outcome.status === 'fulfilled'
            ? outcome.value.result
            : { Name: plan.secrets[index]?.name ?? '', Error: outcome.reason.message });
        for (const outcome of settled)
            statuses.push(outcome.status === 'fulfilled' ? outcome.value.status : statusOf(outcome.reason));
        const failures = settled.flatMap((outcome, index) => outcome.status === 'rejected' ? [{ index, error: outcome.reason }] : []);
        const rows = results.map((r) => [
            r.Name,
            r.Error !== undefined ? `failed: ${r.Error}` : r.Created ? 'created' : 'updated',
            r.Id,
            r.LastModified,
        ]);
        summary.heading(`bunny.net upsert-secret: script ${plan.scriptId}`);
        const single = plan.batch ? undefined : results[0];
        if (single) {
            setOutput('secret-name', single.Name);
            if (single.Error === undefined) {
                setOutput('secret-id', single.Id);
                setOutput('last-modified', single.LastModified);
                setOutput('created', single.Created);
            }
        }
        else {
            setOutput('created-names', results.filter((r) => r.Error === undefined && r.Created).map((r) => r.Name));
            setOutput('updated-names', results.filter((r) => r.Error === undefined && !r.Created).map((r) => r.Name));
        }
        setOutput('result', plan.batch ? results : single);
        if (failures.length > 0) {
            finishBatch();
            if (plan.prune)
                setOutput('deleted-names', []);
            summary.table(['Secret', 'Result', 'Id', 'Last modified'], rows);
            const first = failures[0];
            if (failures.length === 1 && first && !plan.batch)
                throw first.error;
            const lines = failures.map(({ index, error }) => `${plan.secrets[index]?.name}: ${error.message}`);
            const pruned = plan.prune ? '; nothing was pruned, since a prune runs only after every write succeeded' : '';
            const message = `${failures.length} of ${plan.secrets.length} secrets failed; the others were written${pruned}:\n${lines.join('\n')}`;
            // The first API failure keeps its status and error key for the step's outputs.
            const cause = failures.find(({ error }) => error instanceof api_error/* ApiError */.h)?.error;
            throw cause instanceof api_error/* ApiError */.h ? cause.withMessage(message) : new Error(message);
        }
        if (!decision) {
            summary.table(['Secret', 'Result', 'Id', 'Last modified'], rows);
            finishBatch();
            return;
        }
        showPrunePlan(decision, report, false);
        const keptRows = decision.kept.map(({ Name, Id, pattern }) => [Name, `kept (keep: ${pattern})`, Id, undefined]);
        const refused = refusalMessage(decision);
        if (refused) {
            setOutput('deleted-names', []);
            finishBatch();
            summary.table(['Secret', 'Result', 'Id', 'Last modified'], [...rows, ...keptRows, ...decision.deletions.map(({ Name, Id }) => [Name, 'not deleted: the prune was refused', Id, undefined])]);
            summary.verdict(false, 'Every listed secret was written; the prune was refused');
            throw new Error(`Every listed secret was written. ${refused}`);
        }
        const deleted = await (0,bounded_concurrency/* settleWithConcurrency */.V)(decision.deletions, plan.concurrency, async (secret) => {
            const response = await client.send(requests/* requests */.zG.deleteSecret(plan.scriptId, secret.Id));
            const gone = response.status === 404;
            log.info(`Secret ${(0,untrusted_text/* inline */.mG)(secret.Name, 80)} (id ${secret.Id}) of script ${plan.scriptId}: ${gone ? 'already gone (404)' : 'deleted'}`);
            return { status: response.status, gone };
        });
        // A 404 is a delete done (the secret is gone): it flags nothing in the batch's status.
        for (const outcome of deleted)
            statuses.push(outcome.status === 'fulfilled' ? (outcome.value.gone ? 204 : outcome.value.status) : statusOf(outcome.reason));
        const pruned = deleted.map((outcome, index) => {
            const Name = decision.deletions[index]?.Name ?? '';
            return outcome.status === 'fulfilled' ? { Name, Deleted: true } : { Name, Deleted: false, Error: outcome.reason.message };
        });
        setOutput('deleted-names', pruned.filter((p) => p.Deleted).map((p) => p.Name));
        setOutput('result', [...results, ...pruned]);
        finishBatch();
        summary.table(['Secret', 'Result', 'Id', 'Last modified'], [
            ...rows,
            ...keptRows,
            ...pruned.map((p, index) => [
                p.Name,
                p.Error !== undefined
                    ? `delete failed: ${p.Error}`
                    : deleted[index]?.status === 'fulfilled' && deleted[index].value.gone
                        ? 'deleted (already gone)'
                        : 'deleted',
                decision.deletions[index]?.Id,
                undefined,
            ]),
        ]);
        const failedDeletes = deleted.flatMap((outcome, index) => outcome.status === 'rejected' ? [{ index, error: outcome.reason }] : []);
        if (failedDeletes.length > 0) {
            const lines = failedDeletes.map(({ index, error }) => `${(0,untrusted_text/* inline */.mG)(decision.deletions[index]?.Name, 80)}: ${error.message}`);
            const message = `Every listed secret was written, but ${failedDeletes.length} of ${decision.deletions.length} deletions failed:\n${lines.join('\n')}`;
            const cause = failedDeletes.find(({ error }) => error instanceof api_error/* ApiError */.h)?.error;
            throw cause instanceof api_error/* ApiError */.h ? cause.withMessage(message) : new Error(message);
        }
    },
};


/***/ })

};
