import { ApiError } from '../../api/api-error.ts';
import type { PlatformClient, ResponseBody } from '../../api/platform-client.ts';
import { requestLine, requests, type ApiRequest, type ResponseModel } from '../../api/requests.ts';
import type { EdgeScript } from '../../api/models/edge-script.ts';
import { explainNotFound } from '../not-found.ts';
import { isAddressHostname } from '../pull-zones/zone-address.ts';

/**
 * What a 404 of the script means. publish-script and rollback-script name the product as its
 * dashboard does (`noEdgeScript`); the env operations, as a thing (`noScript`).
 */
const noEdgeScript = (scriptId: number) => `No Edge Script has the id ${scriptId}: check script-id.`;
export const noScript = (scriptId: number) => `No edge script has the id ${scriptId}: check script-id.`;

/** Reads the script; a 404 (no such script) names script-id. */
export async function readScript(client: PlatformClient, scriptId: number): Promise<EdgeScript> {
  try {
    return (await client.send(requests.edgeScript(scriptId))).body;
  } catch (error) {
    throw explainNotFound(error, noEdgeScript(scriptId));
  }
}

/** The script's addresses, the default hostname first, then the system one and the linked zones', once each; a wildcard is none. */
export function scriptUrls(script: EdgeScript): string[] {
  const hosts = [script.DefaultHostname, script.SystemHostname, ...(script.LinkedPullZones ?? []).map((zone) => zone.DefaultHostname)];
  const names = hosts.map((host) => host?.trim().toLowerCase()).filter((host): host is string => !!host && isAddressHostname(host));
  return [...new Set(names)].map((host) => `https://${host}`);
}

/** The pull zones the script's traffic goes through, which cache what it answered. */
export function linkedZoneIds(script: EdgeScript): number[] {
  return (script.LinkedPullZones ?? []).map((zone) => zone.Id);
}

/** A list of the script's, as read, or `missing`: the 404 of its read, which says the script does not exist. */
export type ScriptListRead<Entry> =
  { list: Entry[]; status: number; missing?: undefined } | { list?: undefined; status: number; missing: ApiError };

/**
 * A list the platform sends whole (no paging), such as the script's secrets or variables. A read
 * that fails throws: it never counts as "none". Nor does an answer without the `member` array,
 * which says nothing about which `what` the script has: read as "none" it would make every
 * listed name look new and, to a prune, leave nothing to compare with.
 */
export async function readScriptList<Model extends ResponseModel, Entry>(
  client: PlatformClient,
  request: ApiRequest<Model>,
  member: { name: string; what: string; of: (body: ResponseBody<Model>) => Entry[] | null | undefined },
): Promise<ScriptListRead<Entry>> {
  try {
    const response = await client.send(request);
    const list = member.of(response.body);
    if (!Array.isArray(list)) {
      throw new Error(
        `${requestLine(request)} answered ${response.status} without the ${member.name} array, so which ${member.what} the script has is unknown`,
      );
    }
    return { list, status: response.status };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { missing: error, status: 404 };
    throw error;
  }
}
