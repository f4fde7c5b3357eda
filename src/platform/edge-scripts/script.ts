import type { PlatformClient } from '../../api/platform-client.ts';
import { requests } from '../../api/requests.ts';
import type { EdgeScript } from '../../api/models/edge-script.ts';
import { explainNotFound } from '../not-found.ts';

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

/** The script's addresses, the default hostname first, then the system one and the linked zones', once each. */
export function scriptUrls(script: EdgeScript): string[] {
  const hosts = [script.DefaultHostname, script.SystemHostname, ...(script.LinkedPullZones ?? []).map((zone) => zone.DefaultHostname)];
  const names = hosts.map((host) => host?.trim().toLowerCase()).filter((host): host is string => !!host && /^[a-z0-9.-]+$/.test(host));
  return [...new Set(names)].map((host) => `https://${host}`);
}

/** The pull zones the script's traffic goes through, which cache what it answered. */
export function linkedZoneIds(script: EdgeScript): number[] {
  return (script.LinkedPullZones ?? []).map((zone) => zone.Id);
}
