import { requests } from '../../api/requests.ts';
import { ApiError } from '../../api/api-error.ts';
import { explainNotFound } from '../api-error-context.ts';
import { settleWithConcurrency } from './bounded-concurrency.ts';
import { InputError } from '../../inputs/inputs.ts';
import { checkSecretName, checkSecretValue, readSecretList, type NamedSecret } from '../../inputs/secret-inputs.ts';
import { REDACTED, type Operation } from '../operation.ts';

interface UpsertSecretPlan {
  scriptId: number;
  secrets: NamedSecret[];
  /** True when the list came from `secrets`: the result is then an array. */
  batch: boolean;
  concurrency: number;
}

/** One line of the result; Id and LastModified only when the API returned them (on create). */
export interface UpsertedSecret {
  Name: string;
  Id?: number;
  LastModified?: string;
  Created?: boolean;
  Error?: string;
}

export const operation: Operation<UpsertSecretPlan> = {
  plan({ inputs, env, secrets }) {
    const scriptId = inputs.id('script-id');
    const name = inputs.line('secret-name');
    const hasValue = inputs.raw('secret-value') !== undefined;
    const list = inputs.lines('secrets');
    const concurrency = inputs.integer('concurrency', { min: 1, max: 32, default: 8 }) ?? 8;
    if (list.length > 0 && (name !== undefined || hasValue)) {
      throw new InputError('secrets', 'cannot be combined with secret-name and secret-value; give either one secret or a list');
    }
    if (list.length > 0) {
      return { scriptId, secrets: readSecretList(inputs, env, secrets), batch: true, concurrency };
    }
    if (name === undefined) {
      throw new InputError(
        'secret-name',
        hasValue ? 'is required with secret-value' : 'is required, or give a list in secrets (one NAME or NAME=VARIABLE a line)',
      );
    }
    checkSecretName('secret-name', name);
    const value = checkSecretValue('secret-value', inputs.raw('secret-value'), "input 'secret-value'", secrets);
    return { scriptId, secrets: [{ name, value, source: "input 'secret-value'" }], batch: false, concurrency };
  },

  concurrency(plan) {
    return Math.min(plan.concurrency, plan.secrets.length);
  },

  describe(plan) {
    return plan.secrets.map((secret) => requests.upsertSecret(plan.scriptId, { Name: secret.name, Secret: REDACTED }));
  },

  async execute(plan, client, { setOutput, summary, log }) {
    const settled = await settleWithConcurrency(plan.secrets, plan.concurrency, async (secret) => {
      const response = await client
        .send(requests.upsertSecret(plan.scriptId, { Name: secret.name, Secret: secret.value }))
        .catch((error: unknown) => {
          throw explainNotFound(error, `No edge script has the id ${plan.scriptId}: check script-id.`);
        });
      const created = response.status !== 204;
      if (!created && response.repeatedAfterLoss) {
        log.warning(
          `Secret ${secret.name}: an earlier attempt lost its answer after it was sent, so that attempt may have created the secret that this one reports as updated (created: false).`,
        );
      }
      const result: UpsertedSecret = { Name: secret.name };
      if (response.body?.Id !== undefined) result.Id = response.body.Id;
      if (response.body?.LastModified) result.LastModified = response.body.LastModified;
      result.Created = created;
      log.info(
        `Secret ${secret.name} of script ${plan.scriptId}: ${created ? 'created' : 'updated'}${result.Id !== undefined ? ` (id ${result.Id})` : ''}`,
      );
      return result;
    });

    const results: UpsertedSecret[] = settled.map((outcome, index) =>
      outcome.status === 'fulfilled' ? outcome.value : { Name: plan.secrets[index]?.name ?? '', Error: (outcome.reason as Error).message },
    );
    const failures = settled.flatMap((outcome, index) =>
      outcome.status === 'rejected' ? [{ index, error: outcome.reason as unknown }] : [],
    );

    summary.heading(`bunny.net upsert-secret: script ${plan.scriptId}`).table(
      ['Secret', 'Result', 'Id', 'Last modified'],
      results.map((r) => [r.Name, r.Error !== undefined ? `failed: ${r.Error}` : r.Created ? 'created' : 'updated', r.Id, r.LastModified]),
    );

    const single = results.length === 1 ? results[0] : undefined;
    if (single && single.Error === undefined) {
      setOutput('secret-name', single.Name);
      setOutput('secret-id', single.Id);
      setOutput('last-modified', single.LastModified);
      setOutput('created', single.Created);
    } else if (single) {
      setOutput('secret-name', single.Name);
    }
    setOutput('result', plan.batch ? results : single);

    if (failures.length > 0) {
      const first = failures[0];
      if (failures.length === 1 && first && !plan.batch) throw first.error;
      const lines = failures.map(({ index, error }) => `${plan.secrets[index]?.name}: ${(error as Error).message}`);
      const message = `${failures.length} of ${plan.secrets.length} secrets failed; the others were written:\n${lines.join('\n')}`;
      // The first API failure keeps its status and error key for the step's outputs.
      const cause = failures.find(({ error }) => error instanceof ApiError)?.error;
      throw cause instanceof ApiError ? cause.withMessage(message) : new Error(message);
    }
  },
};
