import { requests } from '../../api/requests.ts';
import { noScriptSecret } from '../../platform/script-secrets/secret-list.ts';
import { explainNotFound } from '../../platform/not-found.ts';
import { inline } from '../../runner/untrusted-text.ts';
import { checkSecretValue } from '../../inputs/secret-inputs.ts';
import { REDACTED, type Operation } from '../operation.ts';

interface UpdateSecretPlan {
  scriptId: number;
  secretId: number;
  value: string;
}

export const operation: Operation<UpdateSecretPlan> = {
  plan({ inputs }) {
    // The value is registered for masking before anything else can fail and print.
    const raw = inputs.raw('secret-value');
    const scriptId = inputs.id('script-id');
    const secretId = inputs.id('secret-id');
    const value = checkSecretValue('secret-value', raw);
    return { scriptId, secretId, value };
  },

  describe(plan) {
    return [requests.updateSecret(plan.scriptId, plan.secretId, { Secret: REDACTED })];
  },

  async execute(plan, client, { setOutput, summary, log }) {
    // Known before the call, so set even if it fails.
    setOutput('secret-id', plan.secretId);
    const { body } = await client
      .send(requests.updateSecret(plan.scriptId, plan.secretId, { Secret: plan.value }))
      .catch((error: unknown) => {
        throw explainNotFound(error, noScriptSecret(plan.scriptId, plan.secretId));
      });
    const secret = { Id: body?.Id ?? plan.secretId, Name: body?.Name ?? null, LastModified: body?.LastModified ?? null };
    log.info(`Secret ${secret.Name === null ? secret.Id : inline(secret.Name, 120)} of script ${plan.scriptId} updated`);
    setOutput('secret-id', secret.Id);
    setOutput('secret-name', secret.Name ?? undefined);
    setOutput('last-modified', secret.LastModified ?? undefined);
    setOutput('result', secret);
    summary
      .heading(`bunny.net update-secret: script ${plan.scriptId}`)
      .table(['Secret', 'Id', 'Result', 'Last modified'], [[secret.Name, secret.Id, 'updated', secret.LastModified]]);
  },
};
