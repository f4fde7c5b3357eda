import { planned, requests } from '../../api/requests.ts';
import type { ScriptVariable } from '../../api/models/edge-script.ts';
import { readPruneSettings, refusingInput, VARIABLE_PRUNE } from '../../inputs/prune-settings.ts';
import { readProbeSettings } from '../../inputs/probe-settings.ts';
import { readWaitSettings } from '../../inputs/wait-settings.ts';
import { readVariableLines, type VariableLine } from '../../inputs/variable-inputs.ts';
import type { ProbeSettings } from '../../probe/probe.ts';
import { decidePrune, listedAs, type PruneDecision, type PruneGuards } from '../../platform/edge-scripts/prune.ts';
import { readSecretList } from '../../platform/script-secrets/secret-list.ts';
import {
  createsBeforePrune,
  RUNTIME_VALUE_BYTES_MAX,
  RUNTIME_VARIABLES_MAX,
  runtimeLimitsBreach,
} from '../../platform/script-variables/runtime-limits.ts';
import { readScriptVariables } from '../../platform/script-variables/variable-list.ts';
import { VARIABLE_PROPAGATION_WAIT_MS } from '../../platform/script-variables/propagation.ts';
import { holdsChange, planVariableChanges, type VariableChange } from '../../platform/script-variables/variable-sync.ts';
import { REDACTED, type DecidingOperation, type StepReport } from '../operation.ts';
import { StepFailure } from '../step-failure.ts';
import { proveDeploy } from '../shared/probe-report.ts';
import { describeRestore, restoreVariables, type RestoreReport } from '../../platform/script-variables/variable-restore.ts';
import {
  beginBatch,
  cancelledCell,
  cancelledError,
  caseRefusals,
  collisionRefusals,
  endBatch,
  readBeforeWriting,
  refuseBeforeWriting,
  showBatchDryRun,
  writeEach,
  type PrunedEntry,
} from '../shared/script-env-batch.ts';
import { goneBefore } from '../shared/delete-answer.ts';
import { messageOf } from '../../http/wording.ts';
import { ApiError } from '../../api/api-error.ts';
import { inline } from '../../runner/untrusted-text.ts';

interface SyncVariablesPlan {
  scriptId: number;
  variables: VariableLine[];
  /** Set when the script's variables that the list does not name are to be deleted. */
  prune?: PruneGuards | undefined;
  /** The URL that proves the new configuration works, probed after the writes. */
  probe?: ProbeSettings | undefined;
  rollbackOnFailure: boolean;
  rollbackOnProbeError: boolean;
}

/** The script's variables and secret names as read before anything is written, and what the sync does with them. */
interface Decision {
  plan: SyncVariablesPlan;
  status: number;
  existing: ScriptVariable[];
  changes: VariableChange[];
  prune?: PruneDecision | undefined;
  /**
   * The creates sent only after the prune: before it, they would take the script past the
   * runtime's count of variables, and a script past it, even for a moment, answers every request 400.
   */
  held: VariableChange[];
  /** Why the step must not write at all: the runtime's limits, a name a secret has, a name held in another case. Empty when it may. */
  refusals: string[];
}

/** One line of the result: values never appear, names and ids only. */
interface VariableResult {
  Name: string;
  Id?: number;
  /** `unknown`: a write or delete in flight when the runner cancelled the step, so it may have been carried out. */
  Change: 'created' | 'updated' | 'unchanged' | 'failed' | 'unknown' | 'deleted' | 'delete failed';
  Error?: string;
}

/**
 * Writes to one script's variables sent at once. A few: the account's rate limit slows them all
 * (the transport's gate), and a script's configuration is a handful of variables.
 */
const WRITE_CONCURRENCY = 4;

const heading = (scriptId: number, dryRun = false) => `bunny.net sync-variables: script ${scriptId}${dryRun ? ' (dry run)' : ''}`;
const names = (changes: readonly VariableChange[], kind: VariableChange['kind']) =>
  changes.filter((change) => change.kind === kind).map((change) => change.name);
/** The summary's table of the writes and deletes. */
const COLUMNS = ['Variable', 'Result', 'Id'];

/** What a step that rolled nothing back knows of its outputs whatever its writes did: refused before them, or cancelled during them. */
const knownOutputs = (plan: SyncVariablesPlan, changes: readonly VariableChange[]) => ({
  'unchanged-names': names(changes, 'unchanged'),
  ...(plan.rollbackOnFailure ? { 'rolled-back': false } : {}),
});
const written = (kind: VariableChange['kind']) => (kind === 'create' ? 'created' : kind === 'update' ? 'updated' : 'unchanged');

/** The write a change sends: the whole variable, its Required as the script has it. */
const writeOf = (scriptId: number, change: VariableChange, value: string) =>
  requests.upsertVariable(scriptId, { Name: change.name, DefaultValue: value, Required: change.required });

function showDryRun({ plan, changes, prune, held }: Decision, report: StepReport): void {
  const writes = changes.filter((change) => change.kind !== 'unchanged');
  report.summary.heading(heading(plan.scriptId, true));
  if (held.length > 0) report.log.info(heldWhy(held, true));
  showBatchDryRun(
    prune,
    VARIABLE_PRUNE,
    report,
    changes.map((change) => [change.name, change.id, written(change.kind)]),
    {
      requests: [
        ...writes.filter((change) => !held.includes(change)).map((change) => planned(writeOf(plan.scriptId, change, REDACTED))),
        ...(prune && !prune.refusal ? prune.deletions.map((entry) => planned(requests.deleteVariable(plan.scriptId, entry.Id))) : []),
        ...held.map((change) => planned(writeOf(plan.scriptId, change, REDACTED), 'after the prune, which makes room for it')),
      ],
      create: names(changes, 'create'),
      update: names(changes, 'update'),
      unchanged: names(changes, 'unchanged'),
    },
  );
  report.summary.verdict(true, `Dry run: ${writes.length} variable(s) would be written, ${prune?.deletions.length ?? 0} deleted`);
}

const heldWhy = (held: readonly VariableChange[], dryRun: boolean) =>
  `${held.map((change) => change.name).join(', ')} ${dryRun ? 'would be' : 'are'} created after the prune: before it, the script would hold more than the runtime's ${RUNTIME_VARIABLES_MAX} variables, and a script past them answers every request 400.`;

/** What the failure adds when what went through left the script past the runtime's count. */
const overCount = (count: number) =>
  `The script now holds ${count} variables, more than the runtime's ${RUNTIME_VARIABLES_MAX}: it will not boot (every request answers 400) until ${count - RUNTIME_VARIABLES_MAX} of them are deleted. Mend the failure above and run the step again with prune, or delete variables the script does not need.`;

/** A refused prune was asked for already: its guard is what to mend, and its refusal leads the failure. */
const MEND_PRUNE = 'let the prune run (its refusal is above)';

/** A prune with neither keep nor a guard: what any prune could delete. */
const ANY_PRUNE: PruneGuards = { keptBy: () => undefined, maxPrune: Number.POSITIVE_INFINITY, allowPruneAll: true };

/**
 * What `count` variables a prune leaves are: the list, what keep keeps (by pattern, most
 * first), and what no prune can name (a variable without a name, or one the list names in
 * another case), which stays though neither keeps it.
 */
function whatStays(count: number, listed: number, kept: PruneDecision['kept'], cannot: string): string {
  const byPattern = new Map<string, number>();
  for (const { pattern } of kept) byPattern.set(pattern, (byPattern.get(pattern) ?? 0) + 1);
  const patterns = [...byPattern]
    .sort(([, a], [, b]) => b - a)
    .map(([pattern, n]) => `${inline(pattern, 80)}: ${n}`)
    .join(', ');
  const others = count - listed - kept.length;
  const parts = [
    `the ${listed} names in variables`,
    ...(kept.length > 0 ? [`the ${kept.length} that keep keeps (${patterns})`] : []),
    ...(others > 0 ? [`${others} ${cannot} (without a name, or named in variables in another case)`] : []),
  ];
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? '');
}

/**
 * What to do about a script past the runtime's count, as the prune stands. Off, one would make
 * room; refused, its guard is what to mend; either unless what it would leave is past the count
 * still, which is then named. Running, it deletes all it may, so what stays is named.
 */
function overCountAdvice(prune: PruneDecision | undefined, count: number, listed: number, prunable: () => number): string {
  if (!prune) {
    const stays = count - prunable();
    if (stays <= RUNTIME_VARIABLES_MAX) return 'Remove variables, or prune the ones the list does not name.';
    return `A prune would not make room: the ${stays} it would leave are ${whatStays(stays, listed, [], 'no prune can delete')}. Remove variables from the script, or names from variables.`;
  }
  if (prune.refusal) {
    // Refused, the prune deleted nothing: the count still holds every variable it would delete.
    const stays = count - prune.deletions.length;
    if (stays <= RUNTIME_VARIABLES_MAX) return `Remove variables, or ${MEND_PRUNE}.`;
    const are = whatStays(stays, listed, prune.kept, 'the prune cannot delete');
    return `Letting the prune run would not make room: the ${stays} it would leave are ${are}. Remove variables from the script, or names from variables${prune.kept.length > 0 ? ', or narrow keep' : ''}.`;
  }
  const are = whatStays(count, listed, prune.kept, 'the prune cannot delete');
  return `The prune runs, so the ${count} are ${are}. Remove names from variables${prune.kept.length > 0 ? ', or narrow keep' : ''}.`;
}

/**
 * Why the step keeps a value past the runtime's size, as the prune stands, and how to mend it
 * (`mend`, the sentence). No name, or a name the list gives in another case, comes first: no
 * prune deletes it, whether one runs or not (and the list cannot give it a value under both cases).
 */
function overSizeAdvice(
  prune: PruneDecision | undefined,
  { name, unnamed }: { name: string; unnamed: boolean },
  mate: string | undefined,
): { why: string; mend: string } {
  const shorter = (advice: string) => `Give it a shorter value in variables, or ${advice}.`;
  const noName = { why: ', which no prune can delete (it has no name)', mend: shorter('delete it from the script') };
  if (unnamed) return noName;
  if (mate !== undefined) {
    return {
      why: `, which no prune can delete: variables names it in another case (${mate})`,
      mend: `Delete it from the script, or give it a shorter value in variables under its own case, in place of ${mate}.`,
    };
  }
  if (!prune) return { why: '', mend: shorter('prune it') };
  if (prune.refusal && prune.deletions.some((entry) => entry.Name === name)) {
    return { why: `, since ${refusingInput(prune.refusal)} refused the prune that would delete it`, mend: shorter(MEND_PRUNE) };
  }
  const pattern = prune.kept.find((entry) => entry.Name === name)?.pattern;
  if (pattern !== undefined) {
    return {
      why: `, since keep pattern ${inline(pattern, 80)} keeps it from the prune`,
      mend: shorter('narrow keep so that the prune deletes it'),
    };
  }
  return noName;
}

export const operation: DecidingOperation<SyncVariablesPlan, Decision> = {
  plan({ inputs, env, http }) {
    const scriptId = inputs.id('script-id');
    const variables = inputs.check(() => readVariableLines(inputs)) ?? [];
    const prune = readPruneSettings(inputs, VARIABLE_PRUNE, variables.length > 0);
    const wait = readWaitSettings(inputs, { waitSeconds: 60, pollIntervalSeconds: 3 });
    const probe = readProbeSettings(inputs, env, http, 'probe-url', wait);
    const rollbackOnFailure = inputs.boolean('rollback-on-failure', false);
    const rollbackOnProbeError = inputs.boolean('rollback-on-probe-error', true);
    if (rollbackOnFailure && !probe && inputs.raw('probe-url') === undefined) {
      inputs.problems.refuse(
        'rollback-on-failure',
        'needs probe-url: the probe after the writes is what decides that the new configuration failed and is put back',
      );
    }
    return { scriptId, variables, prune, probe, rollbackOnFailure, rollbackOnProbeError };
  },

  concurrency(plan) {
    // A prune deletes as many as the script has beyond the list: that number is known only later.
    return plan.prune ? WRITE_CONCURRENCY : Math.max(1, Math.min(WRITE_CONCURRENCY, plan.variables.length));
  },

  describe(plan) {
    return [
      planned(requests.edgeScript(plan.scriptId), 'its EdgeScriptVariables decide what is written'),
      planned(requests.scriptSecrets(plan.scriptId), "a variable may not take a secret's name"),
      ...plan.variables.map((variable) =>
        planned(
          requests.upsertVariable(plan.scriptId, { Name: variable.name, DefaultValue: REDACTED, Required: false }),
          'only when the variable is missing or has another value; Required as the variable has it',
        ),
      ),
    ];
  },

  // The variables and the secrets' names, read before anything is written; a failed read fails the step.
  async inspect(plan, client, { summary }) {
    const reading = { client, scriptId: plan.scriptId, heading: heading(plan.scriptId), summary };
    const variables = await readBeforeWriting(readScriptVariables, reading, {
      why: `The variables of script ${plan.scriptId} could not be read, so nothing was written and nothing deleted (a failed read never counts as an empty list).`,
      verdict: 'The variables could not be read: nothing written, nothing deleted',
    });
    // A variable and a secret of one script share one namespace: the names are read to refuse a collision before writing.
    const secrets = await readBeforeWriting(readSecretList, reading, {
      why: `The secret names of script ${plan.scriptId} could not be read, so nothing was written and nothing deleted (a variable may not share a name with a secret, and a failed read never counts as none).`,
      verdict: 'The secret names could not be read: nothing written, nothing deleted',
    });
    const existing = variables.list;
    const changes = planVariableChanges(existing, plan.variables);
    const listed = plan.variables.map((variable) => variable.name);
    const prune = plan.prune ? decidePrune(existing, listed, plan.prune) : undefined;
    // What the runtime and the platform refuse, decided from the read: a script past 128 variables
    // stops booting, a variable may not have a secret's name, and a name the script holds in
    // another case may be matched to that variable. Each names what to change.
    const refusals: string[] = [];
    // What a pattern keeps, or a refused prune leaves, still counts, its value as the script holds it.
    const pruning = new Set(prune && !prune.refusal ? prune.deletions.map((entry) => entry.Id) : []);
    const pruned = pruning.size;
    const creates = changes.filter((change) => change.kind === 'create');
    const created = creates.map((change) => change.name);
    const kept = existing.filter((variable) => !pruning.has(variable.Id) && !(variable.Name && listed.includes(variable.Name)));
    const breach = runtimeLimitsBreach([...kept, ...changes.map((change) => ({ Name: change.name, DefaultValue: change.value }))]);
    if (breach?.tooMany) {
      const refusedBy = prune?.refusal && refusingInput(prune.refusal);
      const counts = `${existing.length} now, ${created.length} to create${pruned > 0 ? `, ${pruned} to prune` : ''}${refusedBy ? `; the prune of ${prune.deletions.length} was refused by ${refusedBy}` : ''}`;
      refusals.push(
        `The script would hold ${breach.count} variables after this step (${counts}): ` +
          `the runtime allows at most ${RUNTIME_VARIABLES_MAX} a script (the API takes more, but the script then stops booting and answers every request 400). ` +
          `${created.length > 0 ? `To create: ${created.join(', ')}. ` : ''}${overCountAdvice(prune, breach.count, listed.length, () => decidePrune(existing, listed, ANY_PRUNE).deletions.length)}`,
      );
    }
    // The input's values were measured when read: what is over here is a value the script already holds and the step keeps.
    const named = listedAs(listed);
    for (const { name, bytes, unnamed } of breach?.tooLong ?? []) {
      const { why, mend } = overSizeAdvice(prune, { name, unnamed }, unnamed ? undefined : named(name));
      refusals.push(
        `${name}: the script holds it with a value of ${bytes} bytes (UTF-8), and this step keeps it${why}; the runtime allows at most ${RUNTIME_VALUE_BYTES_MAX} a value (the API takes more, but the script then stops booting and answers every request 400). ` +
          mend,
      );
    }
    refusals.push(
      ...caseRefusals(listed, { kind: 'variable', names: existing.map((variable) => variable.Name) }, 'variables'),
      ...collisionRefusals(listed, { kind: 'secret', names: secrets.list.map((entry) => entry.Name) }),
    );
    const { held } = createsBeforePrune(existing.length, creates, pruned);
    return { plan, status: variables.status, existing, changes, prune, held, refusals };
  },

  show(decision, report, mode) {
    const { plan, changes, refusals } = decision;
    const dryRun = mode === 'dry-run';
    const list = (kind: VariableChange['kind']) => names(changes, kind).join(', ') || 'none';
    report.log.info(
      `Script ${plan.scriptId}: ${dryRun ? 'would create' : 'to create'} ${list('create')}; ${dryRun ? 'would update' : 'to update'} ${list('update')}; unchanged ${list('unchanged')}. Values are never shown.`,
    );
    // Refused, the step rolled nothing back: it changed nothing.
    const outputs = { lists: true, known: knownOutputs(plan, changes) };
    refuseBeforeWriting(decision.prune, VARIABLE_PRUNE, refusals, report, { heading: heading(plan.scriptId, dryRun), dryRun, outputs });
    if (dryRun) return showDryRun(decision, report);
    if (decision.held.length > 0) report.log.info(heldWhy(decision.held, false));
  },

  async apply(decision, client, report) {
    const { plan, status, changes, prune, held } = decision;
    const { setOutput, summary, log } = report;
    const sends = {
      scriptId: plan.scriptId,
      words: VARIABLE_PRUNE,
      items: changes.filter((change) => change.kind !== 'unchanged' && !held.includes(change)),
      held,
      concurrency: WRITE_CONCURRENCY,
      statuses: [status],
      async write(change: VariableChange) {
        const response = await client.send(writeOf(plan.scriptId, change, change.value));
        log.info(`Variable ${change.name} of script ${plan.scriptId}: ${written(change.kind)}`);
        return { done: true as const, status: response.status };
      },
      // A write whose answer was lost (or came back 5xx) may have been carried out: what the script holds decides.
      async readBack(uncertain: readonly VariableChange[]) {
        const again = await readScriptVariables(client, plan.scriptId);
        const found = new Map<VariableChange, true>();
        for (const change of uncertain) {
          const held = again.list && holdsChange(again.list, change);
          if (!held) continue;
          found.set(change, true);
          if (change.id === undefined) change.id = held.Id;
          log.info(`Variable ${change.name}: the script holds the value sent, so the write was carried out`);
        }
        return found;
      },
    };
    const base = (change: VariableChange) => ({ Name: change.name, ...(change.id === undefined ? {} : { Id: change.id }) });
    const cells = (r: VariableResult, result = r.Error !== undefined ? `failed: ${r.Error}` : r.Change) => [r.Name, result, r.Id];
    const batch = beginBatch(sends, {
      report,
      heading: heading(plan.scriptId),
      columns: COLUMNS,
      lists: true,
      created: (change) => change.kind === 'create',
      prune,
      // The cancel starts no rollback: it rolled nothing back.
      known: knownOutputs(plan, changes),
      rollsBack: plan.rollbackOnFailure,
      writes(at) {
        const stood = changes.map((change): { result: VariableResult; cell?: string } => {
          const write = change.kind === 'unchanged' ? undefined : at(change);
          if (write === undefined || write.state === 'written') return { result: { ...base(change), Change: written(change.kind) } };
          const Change = write.state === 'maybe' ? 'unknown' : 'failed';
          return { result: { ...base(change), Change, Error: cancelledError(write) }, cell: cancelledCell(write) };
        });
        return { results: stood.map(({ result }) => result), rows: stood.map(({ result, cell }) => cells(result, cell)) };
      },
    });
    // The creates held for the prune join these once it made room: everything below reads them as they stand then.
    const outcomes = await writeEach(batch, log);
    const results = (): VariableResult[] =>
      changes.map((change) => {
        const outcome = outcomes.find(({ item }) => item === change);
        if (outcome?.error !== undefined) return { ...base(change), Change: 'failed', Error: messageOf(outcome.error) };
        if (change.kind !== 'unchanged' && !outcome)
          return { ...base(change), Change: 'failed', Error: 'not sent: it needs the room the prune makes, and the prune did not run' };
        return { ...base(change), Change: written(change.kind) };
      });
    setOutput('result', results());

    // What went through, for a rollback: each write done, each variable this step deleted or may have.
    // By id: whether the delete may not have been carried out (its answer lost, or a 5xx) rather than answered as done.
    const deletedIds = new Map<number, boolean>();
    // The deletes answered, a 404 too: with the creates that went through, how many variables the script holds now.
    let gone = 0;
    let deleted: PrunedEntry[] | undefined;
    let batchFailure: unknown;
    try {
      deleted = await endBatch(batch, outcomes, {
        report,
        setsStatus: true,
        heading: heading(plan.scriptId),
        columns: COLUMNS,
        rows: () => results().map((r) => cells(r)),
        what: 'variable writes',
        failWrites: (failed, count) => judged(failed, `${count} of ${outcomes.length} variable writes failed`),
        prune,
        async remove(entry) {
          try {
            const answer = await client.send(requests.deleteVariable(plan.scriptId, entry.Id));
            if (!goneBefore(answer)) deletedIds.set(entry.Id, false);
            gone += 1;
            return answer;
          } catch (error) {
            // A delete that may have been carried out counts as one for the rollback: it creates a
            // pruned variable again only while none of that name exists, so counting it is safe.
            if (error instanceof ApiError && error.mayHaveLanded) deletedIds.set(entry.Id, true);
            throw error;
          }
        },
        relist: () => readScriptVariables(client, plan.scriptId),
        // Carried out, as the script read again shows: no longer unsure for the rollback, and one variable fewer.
        confirmed(entry) {
          deletedIds.set(entry.Id, false);
          gone += 1;
        },
        results,
        prunedResult: (entry): VariableResult =>
          entry.Deleted
            ? { Name: entry.Name, Id: entry.Id, Change: 'deleted' }
            : { Name: entry.Name, Id: entry.Id, Change: entry.unknown ? 'unknown' : 'delete failed', Error: messageOf(entry.error) },
        failPrune: (failed, heldBack) =>
          judged(
            failed,
            heldBack
              ? 'A delete failed; the creates that needed its room were not sent'
              : 'Every listed variable was written; a delete failed',
          ),
      });
    } catch (error) {
      batchFailure = error;
    }
    const final = results();
    for (const change of ['created', 'updated', 'unchanged'] as const) {
      setOutput(
        `${change}-names`,
        final.filter((result) => result.Change === change).map((result) => result.Name),
      );
    }
    const writes = outcomes.length;

    const carriedOut = outcomes.flatMap(({ item, done }) => (done ? [item] : []));
    // A write that may have been carried out though it failed (its read back failed too) goes to
    // the rollback as well: the restore's read decides, and undoes it only if it landed.
    const unsure = outcomes.flatMap(({ item, error }) => (error instanceof ApiError && error.mayHaveLanded ? [item] : []));
    const pruned = (prune?.deletions ?? []).flatMap((entry) => {
      const unsureDelete = deletedIds.get(entry.Id);
      return unsureDelete === undefined ? [] : [{ name: entry.Name, unsure: unsureDelete }];
    });
    const change: CarriedOut = {
      names: [...carriedOut.map((item) => item.name), ...pruned.map((entry) => entry.name)],
      unsure: unsure.map((item) => item.name),
      undo: () => restoreVariables(client, plan.scriptId, decision.existing, { written: carriedOut, unsure, pruned }),
    };
    if (batchFailure !== undefined) {
      const created = carriedOut.filter((item) => item.kind === 'create').length;
      return failChange(plan, batchFailure, change, report, decision.existing.length + created - gone);
    }
    await proveOrRollBack(plan, change, report);
    const what = writes === 0 ? 'Every variable already had its value: nothing written' : `${writes} variable(s) written`;
    summary.verdict(true, deleted ? `${writes} variable(s) written, ${deleted.length} deleted` : what);
  },
};

/**
 * What the step changed on the script, by name (the writes that went through, the variables it
 * deleted), the writes that may have gone through (no answer said, nor a read back), and how to
 * put it all back.
 */
interface CarriedOut {
  names: string[];
  unsure: string[];
  undo: () => Promise<RestoreReport>;
}

/** `failure` with `verdict`, and `more` on a line after its message: the API's failure behind it stays its cause. */
const judged = (failure: Error, verdict: string, more?: string) =>
  new StepFailure(more === undefined ? failure.message : `${failure.message}\n${more}`, verdict, StepFailure.apiErrorOf(failure));

const NOTHING_CHANGED = 'This step changed nothing (it wrote and deleted no variable)';

/**
 * Puts back what the step changed: the restore in one sentence, whether every change was put
 * back, and whether any was there to put back (the writes and deletes that may have gone
 * through may all turn out not to have).
 */
async function putBack(
  change: CarriedOut,
  log: StepReport['log'],
): Promise<{ said: string; complete: boolean; undid: boolean; count: number | undefined }> {
  let said: string;
  let complete = false;
  let undid = true;
  let count: number | undefined;
  try {
    const restore = await change.undo();
    said = describeRestore(restore);
    complete = restore.left.length === 0 && restore.failed.length === 0 && restore.noRoom.length === 0 && restore.tooLong.length === 0;
    undid = restore.restored.length + restore.removed.length + restore.recreated.length > 0;
    count = restore.count;
  } catch (error) {
    said = `The rollback could not read the script's variables (${messageOf(error)}), so nothing was restored.`;
  }
  log.info(said);
  return { said, complete, undid, count };
}

const overCountLine = (count: number) => (count > RUNTIME_VARIABLES_MAX ? `\n${overCount(count)}` : '');

/**
 * A write or delete that failed, after the others went through: with rollback-on-failure it is a
 * failure of the change, so what went through is put back (each a compare-and-swap), as after a
 * failed probe; without, what went through stays live, unprobed, and the failure says so.
 */
async function failChange(plan: SyncVariablesPlan, first: unknown, change: CarriedOut, report: StepReport, count: number): Promise<never> {
  if (!(first instanceof StepFailure)) throw first;
  // Left as it is, a script past the runtime's count is down: the failure says so, and what mends it.
  const failure = !plan.rollbackOnFailure && count > RUNTIME_VARIABLES_MAX ? judged(first, first.verdict, overCount(count)) : first;
  const fail = (more: string, verdict = failure.verdict) => judged(failure, verdict, more);
  const changed = change.names.length > 0;
  if (!plan.rollbackOnFailure) {
    if (!plan.probe) throw failure;
    const unsure = change.unsure.join(', ');
    const maybe = unsure
      ? ` ${unsure} may have been written too (no answer said, and the read back failed): live if so, and not probed.`
      : '';
    throw fail(
      changed
        ? `What went through (${change.names.join(', ')}) is live and was not probed (rollback-on-failure is false).${maybe}`
        : unsure
          ? `Nothing else went through, so nothing was probed (rollback-on-failure is false).${maybe}`
          : `${NOTHING_CHANGED}, so nothing was probed.`,
    );
  }
  if (!changed && change.unsure.length === 0) {
    report.setOutput('rolled-back', false);
    throw fail(`${NOTHING_CHANGED}, so nothing was rolled back.${overCountLine(count)}`);
  }
  report.log.info('A write or delete failed: putting back what went through (each only while it holds what this step wrote).');
  const { said, complete, undid, count: after } = await putBack(change, report.log);
  report.setOutput('rolled-back', complete && undid);
  const outcome = !complete
    ? 'the rollback is incomplete'
    : undid
      ? 'what went through was rolled back'
      : 'nothing went through, so nothing was rolled back';
  // Whatever the rollback left, the script must boot: say so when it does not (the count before it, when it read nothing).
  throw fail(`${said}${overCountLine(after ?? count)}`, `${failure.verdict}; ${outcome}`);
}

/**
 * After the writes, the probe: a change of configuration reaches the running script without a
 * publish, so it is a deploy and is proved as one. It waits first for the variables to reach the
 * running script: a probe at once would meet the configuration from before the step and pass on
 * it (a step that changed nothing has nothing to wait for). With rollback-on-failure a probe that
 * fails puts back what the step changed, each a compare-and-swap, and the step says what it restored.
 */
async function proveOrRollBack(plan: SyncVariablesPlan, change: CarriedOut, report: StepReport): Promise<void> {
  const probe = plan.probe;
  if (!probe) return;
  const { clock, log, setOutput } = report;
  // The probe runs only after every write and delete went through: no write is unsure here.
  const changed = change.names.length > 0;
  if (changed) {
    log.info(
      `Waiting ${VARIABLE_PROPAGATION_WAIT_MS / 1000} s before the probe: variables reach the running script within about ten seconds (the wait adds a margin), and a probe sooner would meet the configuration from before this step.`,
    );
    await clock.sleep(VARIABLE_PROPAGATION_WAIT_MS);
  }
  const failed = await proveDeploy(probe, report, plan, { whose: 'configuration' });
  if (!failed) {
    if (plan.rollbackOnFailure) setOutput('rolled-back', false);
    return;
  }
  const { reason, skipped } = failed;
  if (!plan.rollbackOnFailure) {
    throw changed
      ? new StepFailure(
          `${reason}. The variables were written and stay as written (rollback-on-failure is false).`,
          'The variables were written; the probe failed',
        )
      : new StepFailure(
          `${reason}. ${NOTHING_CHANGED}: the probe failed on the configuration the script already had.`,
          'The probe failed; this step changed nothing',
        );
  }
  // With nothing written there is nothing a rollback could skip: the network's failure is no reason to claim writes.
  if (!changed) {
    setOutput('rolled-back', false);
    throw new StepFailure(
      `${reason}. ${NOTHING_CHANGED}, so nothing was rolled back: the probe failed on the configuration the script already had.`,
      'The probe failed; this step changed nothing, so nothing was rolled back',
    );
  }
  if (skipped) {
    setOutput('rolled-back', false);
    log.warning('A rollback was skipped: the probe failed on the network, and rollback-on-probe-error is false.');
    throw new StepFailure(
      `${reason}. Nothing was rolled back: ${skipped}`,
      'The variables were written; the probe failed on the network; not rolled back',
    );
  }
  log.info(`The probe failed: putting back the variables this step changed (each only while it holds what this step wrote).`);
  const { said, complete, count } = await putBack(change, log);
  setOutput('rolled-back', complete);
  throw new StepFailure(
    `${reason}. ${said}${count === undefined ? '' : overCountLine(count)}`,
    complete ? 'The probe failed; the variables were rolled back' : 'The probe failed; the rollback is incomplete',
  );
}
