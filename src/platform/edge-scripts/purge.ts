import type { Clock } from '../../api/clock.ts';
import type { PlatformClient } from '../../api/platform-client.ts';
import { requests } from '../../api/requests.ts';

/** The edge syncs a script's configuration in buckets: the platform's CLI purges, waits about 5 s, and purges again. */
export const SECOND_PURGE_DELAY_MS = 5000;

export interface PurgeOptions {
  clock: Clock;
  /** A purge that failed; the release is live, so it is the caller's warning, not a failure. */
  onFailure: (round: 'first' | 'second', zoneId: number, error: Error) => void;
  /** Between the rounds, before the pause. */
  onFirstRound?: () => void;
}

/**
 * Purges each linked pull zone, waits, and purges again: in between, the edge may still serve
 * what the older release answered. Returns how many purges failed.
 */
export async function purgeTwice(client: PlatformClient, zoneIds: readonly number[], options: PurgeOptions): Promise<number> {
  let failed = 0;
  const round = async (which: 'first' | 'second') => {
    for (const zone of zoneIds) {
      try {
        await client.send(requests.purgePullZone(zone));
      } catch (error) {
        failed += 1;
        options.onFailure(which, zone, error as Error);
      }
    }
  };
  await round('first');
  options.onFirstRound?.();
  await options.clock.sleep(SECOND_PURGE_DELAY_MS);
  await round('second');
  return failed;
}
