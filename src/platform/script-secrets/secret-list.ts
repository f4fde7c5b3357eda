import { ApiError } from '../../api/api-error.ts';
import type { PlatformClient } from '../../api/platform-client.ts';
import { requestLine, requests } from '../../api/requests.ts';

/** What a 404 of one secret's write means: the secret, or its script, is not there. */
export const noScriptSecret = (scriptId: number, secretId: number) =>
  `Script ${scriptId} has no secret with the id ${secretId}, or the script does not exist: check script-id and secret-id.`;

/** A secret as the script's list gives it: id and name, never a value. */
export interface ListedSecret {
  Id: number;
  Name?: string | null | undefined;
}

/** The list as read, or `missing`: the 404 of its read, which says the script does not exist. */
export type SecretListRead =
  { secrets: ListedSecret[]; status: number; missing?: undefined } | { secrets?: undefined; status: number; missing: ApiError };

/**
 * An answer of the list read that holds no `Secrets` array. The platform sends every secret at
 * once (no paging), so an answer without the array says nothing about which secrets exist:
 * never read as "the script has none", which would make every listed name look new and, to a
 * prune, leave nothing to compare with.
 */
class SecretListUnreadable extends Error {
  readonly status: number;
  constructor(request: string, status: number) {
    super(`${request} answered ${status} without the Secrets array, so which secrets the script has is unknown`);
    this.name = 'SecretListUnreadable';
    this.status = status;
  }
}

/** The script's secrets, ids and names, all at once. A read that fails throws: it never counts as "none". */
export async function readSecretList(client: PlatformClient, scriptId: number): Promise<SecretListRead> {
  const request = requests.scriptSecrets(scriptId);
  try {
    const response = await client.send(request);
    const secrets = response.body.Secrets;
    if (!Array.isArray(secrets)) throw new SecretListUnreadable(requestLine(request), response.status);
    return { secrets, status: response.status };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { missing: error, status: 404 };
    throw error;
  }
}
