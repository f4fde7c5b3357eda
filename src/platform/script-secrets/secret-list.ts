import type { ScriptSecret } from '../../api/models/secrets.ts';
import type { PlatformClient } from '../../api/platform-client.ts';
import { requests } from '../../api/requests.ts';
import { readScriptList, type ScriptListRead } from '../edge-scripts/script.ts';

/** What a 404 of one secret's write means: the secret, or its script, is not there. */
export const noScriptSecret = (scriptId: number, secretId: number) =>
  `Script ${scriptId} has no secret with the id ${secretId}, or the script does not exist: check script-id and secret-id.`;

/**
 * The script's secrets, ids and names, all at once: the platform sends every secret in one answer.
 * `null` reads as none, as the variables' list does: the spec makes the member nullable, and the
 * same API answers its other list of a script so when it is empty. A missing member still fails.
 */
export function readSecretList(client: PlatformClient, scriptId: number): Promise<ScriptListRead<ScriptSecret>> {
  return readScriptList(client, requests.scriptSecrets(scriptId), {
    name: 'Secrets',
    what: 'secrets',
    of: (body) => (body.Secrets === null ? [] : body.Secrets),
  });
}
