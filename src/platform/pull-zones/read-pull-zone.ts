import type { PullZone } from '../../api/models/pull-zone.ts';
import type { PlatformClient } from '../../api/platform-client.ts';
import { requests } from '../../api/requests.ts';
import { explainNotFound } from '../not-found.ts';

/** What a 404 of a pull zone's read or write means. */
export const noPullZone = (pullZoneId: number) => `No pull zone has the id ${pullZoneId}: check pull-zone-id.`;

/**
 * The pull zone with its rules and hostnames: the only read that returns the rules. Its 404
 * means the zone is missing. The answer is checked against a model that keeps no secret member
 * (see models/pull-zone.ts), so what a step holds of the zone can be printed.
 */
export async function readPullZone(client: PlatformClient, pullZoneId: number): Promise<PullZone> {
  try {
    return (await client.send(requests.pullZone(pullZoneId))).body;
  } catch (error) {
    throw explainNotFound(error, noPullZone(pullZoneId));
  }
}
