import type { ScriptVariable } from '../../api/models/edge-script.ts';
import type { PlatformClient } from '../../api/platform-client.ts';
import { requests } from '../../api/requests.ts';
import { readScriptList, type ScriptListRead } from '../edge-scripts/script.ts';

/**
 * The script's variables, all at once, from the script read: the only list of its variables (an
 * answer without it would also reset a listed name's `Required`). `null` reads as none: the spec
 * makes the member nullable, and a script with no variables answers so.
 */
export function readScriptVariables(client: PlatformClient, scriptId: number): Promise<ScriptListRead<ScriptVariable>> {
  return readScriptList(client, requests.edgeScript(scriptId), {
    name: 'EdgeScriptVariables',
    what: 'variables',
    of: (body) => (body.EdgeScriptVariables === null ? [] : body.EdgeScriptVariables),
  });
}
