import { ApiError } from '../../api/api-error.ts';
import type { ScriptVariable } from '../../api/models/edge-script.ts';
import type { PlatformClient } from '../../api/platform-client.ts';
import { requestLine, requests } from '../../api/requests.ts';

/** The variables as read, or `missing`: the 404 of the script read, which says the script does not exist. */
export type VariableListRead =
  { variables: ScriptVariable[]; status: number; missing?: undefined } | { variables?: undefined; status: number; missing: ApiError };

/**
 * The script's variables, all at once, from the script read. A read that fails throws: it never
 * counts as "none". Nor does an answer without the `EdgeScriptVariables` array: the script read
 * is the only list of its variables, so such an answer says nothing about which exist, and read
 * as "none" it would make every name look new (and reset its `Required`) and leave a prune
 * nothing to compare with. `null` is the one exception: the spec makes the member nullable, and
 * a script with no variables answers so.
 */
export async function readScriptVariables(client: PlatformClient, scriptId: number): Promise<VariableListRead> {
  const request = requests.edgeScript(scriptId);
  try {
    const response = await client.send(request);
    const variables = response.body.EdgeScriptVariables;
    if (variables === null) return { variables: [], status: response.status };
    if (!Array.isArray(variables)) {
      throw new Error(
        `${requestLine(request)} answered ${response.status} without the EdgeScriptVariables array, so which variables the script has is unknown`,
      );
    }
    return { variables, status: response.status };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { missing: error, status: 404 };
    throw error;
  }
}
