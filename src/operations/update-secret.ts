import { checkSecretValue } from '../secret-inputs.ts';
import { REDACTED, type Operation } from './operation.ts';

interface UpdateSecretPlan {
  scriptId: number;
  secretId: number;
  value: string;
}

const path = (plan: UpdateSecretPlan) => `/compute/script/${plan.scriptId}/secrets/${plan.secretId}`;

export const operation: Operation<UpdateSecretPlan> = {
  plan({ inputs, secrets }) {
    // The value is registered for masking before anything else can fail and print.
    const raw = inputs.raw('secret-value');
    secrets.add(raw);
    const scriptId = inputs.id('script-id');
    const secretId = inputs.id('secret-id');
    const value = checkSecretValue('secret-value', raw, "input 'secret-value'", secrets);
    return { scriptId, secretId, value };
  },

  describe(plan) {
    return [{ method: 'POST', path: path(plan), body: { Secret: REDACTED } }];
  },

  async execute(plan, client, { setOutput, summary, log }) {
    const { body } = await client.updateSecret(plan.scriptId, plan.secretId, { Secret: plan.value });
    const secret = { Id: body?.Id ?? plan.secretId, Name: body?.Name ?? null, LastModified: body?.LastModified ?? null };
    log.info(`Secret ${secret.Name ?? secret.Id} of script ${plan.scriptId} updated`);
    setOutput('secret-id', secret.Id);
    setOutput('secret-name', secret.Name ?? undefined);
    setOutput('last-modified', secret.LastModified ?? undefined);
    setOutput('result', secret);
    summary.heading(`bunny.net update-secret: script ${plan.scriptId}`).table(
      ['Secret', 'Id', 'Result', 'Last modified'],
      [[secret.Name, secret.Id, 'updated', secret.LastModified]],
    );
  },
};
