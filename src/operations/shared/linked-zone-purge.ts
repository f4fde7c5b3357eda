import type { PlatformClient } from '../../api/platform-client.ts';
import { formatSeconds } from '../../http/wording.ts';
import type { EdgeScript } from '../../api/models/edge-script.ts';
import { linkedZoneIds } from '../../platform/edge-scripts/script.ts';
import { purgeTwice, SECOND_PURGE_DELAY_MS } from '../../platform/edge-scripts/purge.ts';
import type { StepReport } from '../operation.ts';
import { firstLine } from './release-words.ts';

/** Purges the script's linked pull zones twice once a release is live; a failed purge is a warning. */
export async function purgeLinkedZones(client: PlatformClient, script: EdgeScript, report: StepReport): Promise<void> {
  const zones = linkedZoneIds(script);
  if (zones.length === 0) {
    report.log.info('The script has no linked pull zone: nothing to purge.');
    return;
  }
  await purgeTwice(client, zones, {
    clock: report.clock,
    onFailure: (round, zone, error) => report.log.warning(`The ${round} purge of pull zone ${zone} failed: ${firstLine(error)}`),
    onFirstRound: () =>
      report.log.info(
        `Purged ${zones.length} linked pull zone(s) (${zones.join(', ')}); purging again in ${formatSeconds(SECOND_PURGE_DELAY_MS)}, as the edge syncs in buckets`,
      ),
  });
}
