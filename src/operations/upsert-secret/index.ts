import { planned, requests } from '../../api/requests.ts';
import { InputError } from '../../inputs/inputs.ts';
import { checkSecretName, checkSecretValue, readSecretList, type NamedSecret } from '../../inputs/secret-inputs.ts';
import type { ScriptSecret } from '../../api/models/secrets.ts';
import { readSecretList as readScriptSecretList } from '../../platform/script-secrets/secret-list.ts';
import { decidePrune, type PruneDecision, type PruneGuards } from '../../platform/edge-scripts/prune.ts';
import { readPruneSettings, SECRET_PRUNE } from '../../inputs/prune-settings.ts';
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
} from '../shared/script-env-batch.ts';
import { readScriptVariables } from '../../platform/script-variables/variable-list.ts';
import { REDACTED, type DecidingOperation, type StepReport } from '../operation.ts';
import { messageOf } from '../../http/wording.ts';

interface UpsertSecretPlan {
  scriptId: number;
  secrets: NamedSecret[];
  /** True when the list came from `secrets`: the result is then an array. */
  batch: boolean;
  concurrency: number;
  /** Set when the script's secrets that the list does not name are to be deleted. */
  prune?: PruneGuards | undefined;
  /** In a dry run inspect sets no secret-name: the dry run without a key never inspects, and both set the same outputs. */
  dryRun: boolean;
}

/** One line of the result; Id and LastModified only when the API returned them (on create). */
interface UpsertedSecret {
  Name: string;
  Id?: number;
  LastModified?: string;
  Created?: boolean;
  Error?: string;
}

/** The script's secrets, read before anything is written, and what the prune would do with them. */
interface Decision {
  plan: UpsertSecretPlan;
  list: { secrets: ScriptSecret[]; status: number };
  prune?: PruneDecision | undefined;
  /** The names the script holds as variables (a secret may not take one), or as secrets in another case. Empty when none does. */
  refusals: string[];
}

const heading = (scriptId: number, dryRun = false) =>
  `bunny.net upsert-secret: ${dryRun ? 'dry run for ' : ''}script ${scriptId}${dryRun ? ' (nothing sent)' : ''}`;

function showDryRun({ plan, list, prune }: Decision, report: StepReport): void {
  const { summary, log } = report;
  const described = operation.describe(plan);
  const names = plan.secrets.map((secret) => secret.name);
  summary.heading(heading(plan.scriptId, true));
  // Names the script holds already are updated, the others created: by exact name, since a name
  // it holds only in another case was refused before this.
  const idOf = new Map(list.secrets.map((secret) => [secret.Name, secret.Id]));
  const [create, update] = [names.filter((name) => !idOf.has(name)), names.filter((name) => idOf.has(name))];
  log.info(
    `Dry run: would create ${create.length} secret(s) (${create.join(', ') || 'none'}) and update ${update.length} (${update.map((name) => `${name} (id ${idOf.get(name)})`).join(', ') || 'none'}); values are never shown.`,
  );
  showBatchDryRun(
    prune,
    SECRET_PRUNE,
    report,
    [...create.map((name) => [name, undefined, 'created']), ...update.map((name) => [name, idOf.get(name), 'updated'])],
    {
      requests: described,
      create,
      update,
      // Every secret of the script by name and id: the ids update-secret takes.
      secrets: list.secrets.map(({ Name, Id }) => ({ Name, Id })),
    },
  );
}

export const operation: DecidingOperation<UpsertSecretPlan, Decision> = {
  plan({ inputs, env, settings }) {
    const scriptId = inputs.id('script-id');
    const name = inputs.line('secret-name');
    const hasValue = inputs.raw('secret-value') !== undefined;
    const list = inputs.lines('secrets');
    const concurrency = inputs.integer('concurrency', { min: 1, max: 32, default: 8 }) ?? 8;
    const prune = readPruneSettings(
      inputs,
      SECRET_PRUNE,
      list.length > 0,
      'needs the list in secrets (one NAME or NAME=VARIABLE a line): only a list says which secrets the script should keep; with secret-name it would delete every other secret',
    );
    if (list.length > 0 && (name !== undefined || hasValue)) {
      throw new InputError('secrets', 'cannot be combined with secret-name and secret-value; give either one secret or a list');
    }
    if (list.length > 0) {
      return { scriptId, secrets: readSecretList(inputs, env), batch: true, concurrency, prune, dryRun: settings.dryRun };
    }
    if (name === undefined) {
      throw new InputError(
        'secret-name',
        hasValue ? 'is required with secret-value' : 'is required, or give a list in secrets (one NAME or NAME=VARIABLE a line)',
      );
    }
    // Both checked, each problem recorded: the step names every one at once.
    inputs.check(() => checkSecretName('secret-name', name));
    const value = inputs.check(() => checkSecretValue('secret-value', inputs.raw('secret-value'))) ?? '';
    return { scriptId, secrets: [{ name, value, source: "input 'secret-value'" }], batch: false, concurrency, dryRun: settings.dryRun };
  },

  concurrency(plan) {
    // A prune deletes as many as the script has beyond the list: that number is known only later.
    return plan.prune ? plan.concurrency : Math.min(plan.concurrency, plan.secrets.length);
  },

  describe(plan) {
    const writes = plan.secrets.map((secret) => planned(requests.upsertSecret(plan.scriptId, { Name: secret.name, Secret: REDACTED })));
    // Every run reads the script's list first (it says which secrets the step creates; with prune,
    // which go): a dry run with an api-key reads it for a prune, and lists it always.
    const secrets = planned(requests.scriptSecrets(plan.scriptId));
    const variables = planned(requests.edgeScript(plan.scriptId), "its EdgeScriptVariables: a secret may not take a variable's name");
    // In the order sent: a prune reads the secrets first; without one, they are read just before the writes.
    return [...(plan.prune ? [secrets, variables] : [variables, secrets]), ...writes];
  },

  // The secrets and the variables are read here, before anything is written, and a failed read
  // stops the step: the list decides what a prune deletes, and which names the script holds in
  // another case (the platform may write the value to one of those); a secret may not take a variable's name.
  async inspect(plan, client, report) {
    const { summary } = report;
    // Known from the input whatever the reads say: a step that fails before its write still names
    // the secret it was about. A list's outputs say what was written, which only the writes know.
    // Not in a dry run: the one without a key never comes here, and both dry runs set the same outputs.
    if (!plan.batch && !plan.dryRun) report.setOutput('secret-name', plan.secrets[0]?.name);
    const reading = { client, scriptId: plan.scriptId, heading: heading(plan.scriptId), summary };
    const names = plan.secrets.map((secret) => secret.name);
    // A failed read, or an answer without its Secrets array, never counts as "none".
    const readSecrets = () =>
      readBeforeWriting(
        readScriptSecretList,
        reading,
        plan.prune
          ? {
              why: `The secrets of script ${plan.scriptId} could not be read, so nothing was written and nothing deleted (prune needs the list; a failed read never counts as an empty one)`,
              verdict: 'The secret list could not be read: nothing written, nothing deleted',
              whyFirst: true,
            }
          : {
              why: `The secrets of script ${plan.scriptId} could not be read, so nothing was written (a name the script holds in another case may be matched to that secret, and a failed read never counts as none).`,
              verdict: 'The secret list could not be read: nothing written',
            },
      );
    // In the order described: with a prune the list first, else the variables first.
    const read = plan.prune ? await readSecrets() : undefined;
    // A collision the platform refuses would fail a batch half-written, its prune skipped: found before any write.
    const variables = await readBeforeWriting(readScriptVariables, reading, {
      why: `The variables of script ${plan.scriptId} could not be read, so nothing was written${plan.prune ? ' and nothing deleted' : ''} (a secret may not share a name with a variable, and a failed read never counts as none).`,
      verdict: `The variable names could not be read: nothing written${plan.prune ? ', nothing deleted' : ''}`,
    });
    const secrets = read ?? (await readSecrets());
    const refusals = [
      ...caseRefusals(names, { kind: 'secret', names: secrets.list.map((secret) => secret.Name) }, plan.batch ? 'secrets' : 'secret-name'),
      ...collisionRefusals(names, { kind: 'variable', names: variables.list.map((variable) => variable.Name) }),
    ];
    const list = { secrets: secrets.list, status: secrets.status };
    return { plan, list, prune: plan.prune && decidePrune(secrets.list, names, plan.prune), refusals };
  },

  show(decision, report, mode) {
    const dryRun = mode === 'dry-run';
    const { plan, prune } = decision;
    // A prune its guards refuse is named beside each collision: one failure says all there is to
    // mend. The guards the read decides fail the step before its first write.
    // One secret's outputs are not lists: secret-name, set already, is all it knows.
    refuseBeforeWriting(prune, SECRET_PRUNE, decision.refusals, report, {
      heading: heading(plan.scriptId, dryRun),
      dryRun,
      outputs: { lists: plan.batch },
    });
    if (dryRun) return showDryRun(decision, report);
    report.log.info(
      `Writing ${plan.secrets.length} secret(s) to script ${plan.scriptId}${prune ? '; then the prune, once every write succeeded' : ''}.`,
    );
  },

  async apply({ plan, list, prune }, client, report) {
    const { setOutput, log } = report;
    // The names the script held before any write, as inspect read them: after a lost create the
    // repeat answers 204, and only this list says whether the step created the secret.
    const listOrNothing = async () => (await readScriptSecretList(client, plan.scriptId).catch(() => undefined))?.list;
    const held = new Set(list.secrets.map((secret) => secret.Name));
    const writes = {
      scriptId: plan.scriptId,
      words: SECRET_PRUNE,
      items: plan.secrets,
      concurrency: plan.concurrency,
      statuses: [list.status],
      async write(secret: NamedSecret) {
        const response = await client.send(requests.upsertSecret(plan.scriptId, { Name: secret.name, Secret: secret.value }));
        const lost = response.status === 204 && response.repeatedAfterLoss === true;
        // A 204 after an attempt that may have created the secret: the list read before decides.
        const created = lost ? !held.has(secret.name) : response.status !== 204;
        const result: UpsertedSecret = { Name: secret.name };
        const take = (answer: ScriptSecret | undefined) => {
          if (answer?.Id !== undefined) result.Id = answer.Id;
          if (answer?.LastModified) result.LastModified = answer.LastModified;
        };
        take(response.body);
        // The id of a secret created by an attempt whose answer was lost (the repeat's 204 has none):
        // the list read again, each time, since another write of a batch may still be under way.
        if (created && result.Id === undefined) take((await listOrNothing())?.find(({ Name }) => Name === secret.name));
        result.Created = created;
        log.info(
          `Secret ${secret.name} of script ${plan.scriptId}: ${created ? 'created' : 'updated'}${result.Id !== undefined ? ` (id ${result.Id})` : ''}${
            lost
              ? `; an earlier attempt's answer was lost, and the list read before the write ${created ? 'did not hold it' : 'held it'}`
              : ''
          }`,
        );
        return { done: result, status: response.status };
      },
    };
    const columns = ['Secret', 'Result', 'Id', 'Last modified'];
    const row = (r: UpsertedSecret, result: string) => [r.Name, result, r.Id, r.LastModified];
    const written = (r: UpsertedSecret) => (r.Created ? 'created' : 'updated');
    const batch = beginBatch(writes, {
      report,
      heading: heading(plan.scriptId),
      columns,
      // One secret's outputs are not lists: secret-name, set already, is all a cancel knows of it.
      lists: plan.batch,
      created: (_, done) => done.Created === true,
      prune,
      writes(at) {
        const stood = plan.secrets.map((secret) => ({ secret, at: at(secret) }));
        return {
          results: stood.map(({ secret, at }) => (at.state === 'written' ? at.done : { Name: secret.name, Error: cancelledError(at) })),
          rows: stood.map(({ secret, at }) => (at.state === 'written' ? row(at.done, written(at.done)) : [secret.name, cancelledCell(at)])),
        };
      },
    });
    const outcomes = await writeEach(batch, log);

    const results: UpsertedSecret[] = outcomes.map(
      (outcome) => outcome.done ?? { Name: outcome.item.name, Error: messageOf(outcome.error) },
    );
    const single = plan.batch ? undefined : results[0];
    if (single) {
      setOutput('secret-name', single.Name);
      if (single.Error === undefined) {
        setOutput('secret-id', single.Id);
        setOutput('last-modified', single.LastModified);
        setOutput('created', single.Created);
      }
    } else {
      const written = (created: boolean) => results.filter((r) => r.Error === undefined && r.Created === created).map((r) => r.Name);
      setOutput('created-names', written(true));
      setOutput('updated-names', written(false));
    }
    setOutput('result', plan.batch ? results : single);

    await endBatch(batch, outcomes, {
      report,
      setsStatus: plan.batch,
      heading: heading(plan.scriptId),
      columns,
      rows: () => results.map((r) => row(r, r.Error !== undefined ? `failed: ${r.Error}` : written(r))),
      what: 'secrets',
      // One secret's failure is its own.
      failWrites: (failed) => (plan.batch ? failed : outcomes[0]?.error),
      prune,
      remove: (secret) => client.send(requests.deleteSecret(plan.scriptId, secret.Id)),
      relist: () => readScriptSecretList(client, plan.scriptId),
      results: () => results,
      // One pruned secret in the result: its name, and what its delete answered when it failed.
      prunedResult: ({ Name, Deleted, error }) => (Deleted ? { Name, Deleted } : { Name, Deleted, Error: messageOf(error) }),
      failPrune: (failed) => failed,
    });
  },
};
