import { planned, requests } from '../../api/requests.ts';
import { ApiError } from '../../api/api-error.ts';
import type { ScriptVariable } from '../../api/models/edge-script.ts';
import type { PlatformClient } from '../../api/platform-client.ts';
import { batchStatus, settleWithConcurrency } from '../../api/bounded-concurrency.ts';
import { pruneGuards, readPruneSettings, refusalMessage, VARIABLE_PRUNE, type PruneSettings } from '../../inputs/prune-settings.ts';
import { readVariableLines, type VariableLine } from '../../inputs/variable-inputs.ts';
import { decidePrune, type PruneDecision } from '../../platform/edge-scripts/prune.ts';
import { readScriptVariables } from '../../platform/script-variables/variable-list.ts';
import { holdsChange, planVariableChanges, type VariableChange } from '../../platform/script-variables/variable-sync.ts';
import { noScript } from '../../platform/edge-scripts/script.ts';
import { explainNotFound } from '../../platform/not-found.ts';
import { REDACTED, type DecidingOperation, type StepReport } from '../operation.ts';
import { carryOutPrune, prunedResult, pruneFailure, prunePlanRows, showPrunePlan } from '../shared/env-prune.ts';

interface SyncVariablesPlan {
  scriptId: number;
  variables: VariableLine[];
  /** Set when the script's variables that the list does not name are to be deleted. */
  prune?: PruneSettings | undefined;
}

/** The script's variables as read before anything is written, and what the sync does with them. */
interface Decision {
  plan: SyncVariablesPlan;
  status: number;
  existing: ScriptVariable[];
  changes: VariableChange[];
  prune?: PruneDecision | undefined;
}

/** One line of the result: values never appear, names and ids only. */
interface VariableResult {
  Name: string;
  Id?: number;
  Change: 'created' | 'updated' | 'unchanged' | 'failed' | 'deleted' | 'delete failed';
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
const written = (kind: VariableChange['kind']) => (kind === 'create' ? 'created' : kind === 'update' ? 'updated' : 'unchanged');

/** The write a change sends: the whole variable, its Required as the script has it. */
const writeOf = (scriptId: number, change: VariableChange, value: string) =>
  requests.upsertVariable(scriptId, { Name: change.name, DefaultValue: value, Required: change.required });

/**
 * Whether a write that failed may have been carried out: its answer was lost, or a 5xx came
 * back. A refusal (4xx, a redirect) changed nothing.
 */
function mayHaveLanded(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.kind === 'redirect') return false;
  return error.kind !== 'http' || (error.status !== undefined && error.status >= 500);
}

/** The script's variables, read before anything is written. A failed read fails the step: it never counts as "none". */
async function readBeforeWriting(plan: SyncVariablesPlan, client: PlatformClient, { summary }: StepReport) {
  const why = `The variables of script ${plan.scriptId} could not be read, so nothing was written and nothing deleted (a failed read never counts as an empty list).`;
  const failed = () =>
    summary.heading(heading(plan.scriptId)).verdict(false, 'The variables could not be read: nothing written, nothing deleted');
  let read;
  try {
    read = await readScriptVariables(client, plan.scriptId);
  } catch (error) {
    failed();
    // What the API said first (a 401 says which key is wanted), then what it means for this step.
    if (error instanceof ApiError) throw error.withMessage(`${error.message}\n${why}`);
    if (error instanceof Error) throw new Error(`${error.message}\n${why}`);
    throw error;
  }
  if (read.missing) {
    failed();
    throw explainNotFound(read.missing.withMessage(`${read.missing.message}\n${why}`), noScript(plan.scriptId));
  }
  return read;
}

function showDryRun({ plan, changes, prune }: Decision, report: StepReport): void {
  const { setOutput, summary, log } = report;
  const refused = prune && refusalMessage(prune, VARIABLE_PRUNE);
  const writes = changes.filter((change) => change.kind !== 'unchanged');
  summary.heading(heading(plan.scriptId, true));
  summary.table(
    ['Variable', 'Id', 'Would be'],
    [
      ...changes.map((change) => [change.name, change.id, written(change.kind)]),
      ...(prune ? prunePlanRows(prune, refused !== undefined, true) : []),
    ],
  );
  if (prune) showPrunePlan(prune, log, VARIABLE_PRUNE, true);
  setOutput('result', {
    dryRun: true,
    requests: [
      ...writes.map((change) => planned(writeOf(plan.scriptId, change, REDACTED))),
      ...(prune && !refused ? prune.deletions.map((entry) => planned(requests.deleteVariable(plan.scriptId, entry.Id))) : []),
    ],
    create: names(changes, 'create'),
    update: names(changes, 'update'),
    unchanged: names(changes, 'unchanged'),
    ...(prune ? { delete: prune.deletions.map((entry) => entry.Name), keep: prune.kept.map((entry) => entry.Name) } : {}),
    ...(refused ? { refused } : {}),
  });
  if (refused) {
    summary.verdict(false, 'The prune would be refused');
    throw new Error(`Dry run: ${refused.replace('Nothing was deleted. ', '')}`);
  }
  summary.verdict(true, `Dry run: ${writes.length} variable(s) would be written, ${prune?.deletions.length ?? 0} deleted`);
}

export const operation: DecidingOperation<SyncVariablesPlan, Decision> = {
  plan({ inputs }) {
    const scriptId = inputs.id('script-id');
    const variables = inputs.check(() => readVariableLines(inputs)) ?? [];
    const prune = readPruneSettings(inputs, VARIABLE_PRUNE, variables.length > 0);
    return { scriptId, variables, prune };
  },

  concurrency(plan) {
    // A prune deletes as many as the script has beyond the list: that number is known only later.
    return plan.prune ? WRITE_CONCURRENCY : Math.max(1, Math.min(WRITE_CONCURRENCY, plan.variables.length));
  },

  describe(plan) {
    return [
      planned(requests.edgeScript(plan.scriptId), 'its EdgeScriptVariables decide what is written'),
      ...plan.variables.map((variable) =>
        planned(
          requests.upsertVariable(plan.scriptId, { Name: variable.name, DefaultValue: REDACTED, Required: false }),
          'only when the variable is missing or has another value; Required as the variable has it',
        ),
      ),
    ];
  },

  async inspect(plan, client, report) {
    const read = await readBeforeWriting(plan, client, report);
    const changes = planVariableChanges(read.variables, plan.variables);
    const prune = plan.prune
      ? decidePrune(
          read.variables,
          plan.variables.map((variable) => variable.name),
          pruneGuards(plan.prune),
        )
      : undefined;
    return { plan, status: read.status, existing: read.variables, changes, prune };
  },

  show(decision, report, mode) {
    const { plan, changes } = decision;
    const list = (kind: VariableChange['kind']) => names(changes, kind).join(', ') || 'none';
    report.log.info(
      `Script ${plan.scriptId}: ${mode === 'dry-run' ? 'would create' : 'to create'} ${list('create')}; ${mode === 'dry-run' ? 'would update' : 'to update'} ${list('update')}; unchanged ${list('unchanged')}. Values are never shown.`,
    );
    if (mode === 'dry-run') return showDryRun(decision, report);
  },

  async apply({ plan, status, changes, prune: decision }, client, report) {
    const { setOutput, summary, log } = report;
    const statuses: Array<number | undefined> = [status];
    const byName = new Map(plan.variables.map((variable) => [variable.name, variable.value]));
    const writes = changes.filter((change) => change.kind !== 'unchanged');

    const settled = await settleWithConcurrency(writes, WRITE_CONCURRENCY, async (change) => {
      const response = await client
        .send(writeOf(plan.scriptId, change, byName.get(change.name) ?? change.value))
        .catch((error: unknown) => {
          throw explainNotFound(error, noScript(plan.scriptId));
        });
      log.info(`Variable ${change.name} of script ${plan.scriptId}: ${written(change.kind)}`);
      return response.status;
    });
    for (const outcome of settled) statuses.push(outcome.status === 'fulfilled' ? outcome.value : statusOf(outcome.reason));

    // A write whose answer was lost (or came back 5xx) may have been carried out: the script is
    // read once more, and what it holds decides, before anything else is.
    const failures = new Map<string, unknown>();
    settled.forEach((outcome, index) => {
      const change = writes[index];
      if (change && outcome.status === 'rejected') failures.set(change.name, outcome.reason);
    });
    const uncertain = writes.filter((change) => mayHaveLanded(failures.get(change.name)));
    if (uncertain.length > 0) {
      log.warning(
        `${uncertain.map((change) => change.name).join(', ')}: the write got no answer that says whether it was carried out; reading the script's variables back to see`,
      );
      try {
        const again = await readScriptVariables(client, plan.scriptId);
        for (const change of uncertain) {
          const found = again.variables && holdsChange(again.variables, change);
          if (found) {
            failures.delete(change.name);
            if (change.id === undefined) change.id = found.Id;
            log.info(`Variable ${change.name}: the script holds the value sent, so the write was carried out`);
          } else {
            const first = failures.get(change.name) as Error;
            failures.set(
              change.name,
              first instanceof ApiError ? first.withMessage(`${first.message}; read back, the script does not hold the value sent`) : first,
            );
          }
        }
      } catch (error) {
        log.warning(`The variables could not be read back (${(error as Error).message}): the writes without an answer count as failed`);
      }
    }

    const results: VariableResult[] = changes.map((change) => {
      const failure = failures.get(change.name);
      const base = { Name: change.name, ...(change.id === undefined ? {} : { Id: change.id }) };
      if (failure !== undefined) return { ...base, Change: 'failed', Error: (failure as Error).message };
      return { ...base, Change: written(change.kind) };
    });
    const ok = (kind: VariableChange['kind']) =>
      changes.filter((change) => change.kind === kind && !failures.has(change.name)).map((change) => change.name);
    setOutput('created-names', ok('create'));
    setOutput('updated-names', ok('update'));
    setOutput('unchanged-names', ok('unchanged'));
    setOutput('result', results);
    summary.heading(heading(plan.scriptId));
    const rows = results.map((r) => [r.Name, r.Error !== undefined ? `failed: ${r.Error}` : r.Change, r.Id]);

    if (failures.size > 0) {
      setOutput('status', batchStatus(statuses));
      if (plan.prune) setOutput('deleted-names', []);
      summary.table(['Variable', 'Result', 'Id'], rows);
      summary.verdict(false, `${failures.size} of ${writes.length} variable writes failed`);
      const lines = [...failures].map(([name, error]) => `${name}: ${(error as Error).message}`);
      const pruned = plan.prune ? '; nothing was pruned, since a prune runs only after every write succeeded' : '';
      const message = `${failures.size} of ${writes.length} variable writes failed; the others were written${pruned}:\n${lines.join('\n')}`;
      const cause = [...failures.values()].find((error) => error instanceof ApiError);
      throw cause instanceof ApiError ? cause.withMessage(message) : new Error(message);
    }

    if (!decision) {
      setOutput('status', batchStatus(statuses));
      summary.table(['Variable', 'Result', 'Id'], rows);
      summary.verdict(
        true,
        writes.length === 0 ? 'Every variable already had its value: nothing written' : `${writes.length} variable(s) written`,
      );
      return;
    }

    showPrunePlan(decision, log, VARIABLE_PRUNE, false);
    const refused = refusalMessage(decision, VARIABLE_PRUNE);
    if (refused) {
      setOutput('deleted-names', []);
      setOutput('status', batchStatus(statuses));
      summary.table(
        ['Variable', 'Result', 'Id'],
        [...rows, ...prunePlanRows(decision, true, false).map(([name, id, what]) => [name, what, id])],
      );
      summary.verdict(false, 'Every listed variable was written; the prune was refused');
      throw new Error(`Every listed variable was written. ${refused}`);
    }

    const deleted = await carryOutPrune(
      decision,
      WRITE_CONCURRENCY,
      (entry) => client.send(requests.deleteVariable(plan.scriptId, entry.Id)),
      log,
      VARIABLE_PRUNE,
      plan.scriptId,
    );
    for (const entry of deleted) statuses.push(entry.status);
    setOutput(
      'deleted-names',
      deleted.filter((entry) => entry.Deleted).map((entry) => entry.Name),
    );
    setOutput('result', [
      ...results,
      ...deleted.map((entry): VariableResult =>
        entry.Deleted
          ? { Name: entry.Name, Id: entry.Id, Change: 'deleted' }
          : { Name: entry.Name, Id: entry.Id, Change: 'delete failed', Error: (entry.error as Error).message },
      ),
    ]);
    setOutput('status', batchStatus(statuses));
    summary.table(
      ['Variable', 'Result', 'Id'],
      [
        ...rows,
        ...decision.kept.map(({ Name, Id, pattern }) => [Name, `kept (keep: ${pattern})`, Id]),
        ...deleted.map((entry) => [entry.Name, prunedResult(entry), entry.Id]),
      ],
    );
    const failed = pruneFailure(deleted, VARIABLE_PRUNE);
    if (failed) {
      summary.verdict(false, 'Every listed variable was written; a delete failed');
      throw failed;
    }
    summary.verdict(true, `${writes.length} variable(s) written, ${deleted.length} deleted`);
  },
};

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : undefined);
