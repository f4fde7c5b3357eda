import type { PlatformClient } from '../../api/platform-client.ts';
import { formatSeconds, firstLine } from '../../http/wording.ts';
import { planned, requests, type PlannedRequest } from '../../api/requests.ts';
import type { EdgeScript } from '../../api/models/edge-script.ts';
import { linkedZoneIds } from '../../platform/edge-scripts/script.ts';
import { EDGE_PROPAGATION_MS } from '../../platform/pull-zones/edge-propagation.ts';
import { bodyLostWarning, sendPurge } from '../../platform/pull-zones/purge.ts';
import type { StepReport } from '../operation.ts';

/**
 * The edge syncs a script's release in buckets: the platform's CLI purges, waits about 5 s, and
 * purges again. A PoP whose bucket is ~6 s would still run the older release at 5 s and cache
 * its answer after the second purge, so the wait outlasts one bucket, as a site switch's does.
 */
const SECOND_PURGE_DELAY_MS = EDGE_PROPAGATION_MS;

/** The purges of `zones` as a dry run lists them: each twice, the second after the wait. */
export const plannedPurges = (zones: readonly number[], when: string): PlannedRequest[] =>
  zones.map((zone) => planned(requests.purgePullZone(zone), `twice, ${formatSeconds(SECOND_PURGE_DELAY_MS)} apart, ${when}`));

/**
 * Why a step that finds its release live already purges again: `earlier` names the run that put
 * it live, which may have stopped before its purge, and nothing on the platform records a purge.
 */
export const purgeAgain = (earlier: string): string =>
  `purge the script's linked pull zones again, as ${earlier} may have ended (its wait ran out, or it was cancelled) before its purge; a purge repeats harmlessly`;

/** What purgeLinkedZones did: of `zones` linked pull zones, `purged` had both their purges go through. */
export interface ZonePurges {
  zones: number;
  purged: number;
}

/**
 * The words a verdict adds when a purge failed, following "its" ("…; 1 of its 2 linked pull zones
 * could not be purged: see the warnings"); undefined when every zone was purged, or none was
 * linked. A failed purge is a warning, so a step that claims its zones purged must not say so then.
 */
export function unpurged({ zones, purged }: ZonePurges): string | undefined {
  return purged === zones ? undefined : `${zones - purged} of its ${zones} linked pull zones could not be purged: see the warnings`;
}

/**
 * Purges the script's linked pull zones once a release is live, waits, and purges again: in
 * between, the edge may still serve what the older release answered. The release is live, so a
 * failed purge is a warning; what went through is returned, for the step's verdict.
 */
export async function purgeLinkedZones(client: PlatformClient, script: EdgeScript, report: StepReport): Promise<ZonePurges> {
  const zones = linkedZoneIds(script);
  if (zones.length === 0) {
    report.log.info('The script has no linked pull zone: nothing to purge.');
    return { zones: 0, purged: 0 };
  }
  /** Purges each zone once; returns the zones whose purge went through. */
  const round = async (which: 'first' | 'second') => {
    const purged: number[] = [];
    for (const zone of zones) {
      await sendPurge(client, requests.purgePullZone(zone)).then(
        (done) => {
          purged.push(zone);
          const warning = bodyLostWarning(`pull zone ${zone} (${which} purge)`, done);
          if (warning !== undefined) report.log.warning(warning);
        },
        (error: unknown) => report.log.warning(`The ${which} purge of pull zone ${zone} failed: ${firstLine(error)}`),
      );
    }
    return purged;
  };
  const purged = await round('first');
  const failed = zones.length - purged.length;
  // Only the purges that went through count: a log saying every zone was purged when some were not would hide the warnings.
  const done =
    failed === 0
      ? `Purged ${purged.length} linked pull zone(s) (${purged.join(', ')})`
      : `Purged ${purged.length} of ${zones.length} linked pull zone(s)${purged.length > 0 ? ` (${purged.join(', ')})` : ''}; ${failed} failed (see the warnings)`;
  report.log.info(`${done}; purging again in ${formatSeconds(SECOND_PURGE_DELAY_MS)}, as the edge syncs in buckets`);
  await report.clock.sleep(SECOND_PURGE_DELAY_MS);
  const again = await round('second');
  return { zones: zones.length, purged: zones.filter((zone) => purged.includes(zone) && again.includes(zone)).length };
}
