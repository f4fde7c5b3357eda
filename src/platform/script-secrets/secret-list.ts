import { ApiError } from '../../api/api-error.ts';
import type { ScriptSecret } from '../../api/models/secrets.ts';
import type { PlatformClient } from '../../api/platform-client.ts';
import { requestLine, requests } from '../../api/requests.ts';

/** What a 404 of one secret's write means: the secret, or its script, is not there. */
export const noScriptSecret = (scriptId: number, secretId: number) =>
  `Script ${scriptId} has no secret with the id ${secretId}, or the script does not exist: check script-id and secret-id.`;

/** The list as read, or `missing`: the 404 of its read, which says the script does not exist. */
export type SecretListRead =
  { secrets: ScriptSecret[]; status: number; missing?: undefined } | { secrets?: undefined; status: number; missing: ApiError };

/**
 * The script's secrets, ids and names, all at once. A read that fails throws: it never counts as
 * "none". Nor does an answer without the `Secrets` array: the platform sends every secret at once
 * (no paging), so such an answer says nothing about which secrets exist, and read as "none" it
 * would make every listed name look new and, to a prune, leave nothing to compare with.
 */
export async function readSecretList(client: PlatformClient, scriptId: number): Promise<SecretListRead> {
  const request = requests.scriptSecrets(scriptId);
  try {
    const response = await client.send(request);
    const secrets = response.body.Secrets;
    if (!Array.isArray(secrets)) {
      throw new Error(
        `${requestLine(request)} answered ${response.status} without the Secrets array, so which secrets the script has is unknown`,
      );
    }
    return { secrets, status: response.status };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { missing: error, status: 404 };
    throw error;
  }
}
