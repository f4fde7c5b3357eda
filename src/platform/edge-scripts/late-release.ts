import type { ScriptRelease } from '../../api/models/releases.ts';
import { madeAfter, releaseTimes, wentLiveAfterMade } from './release-order.ts';

/*
 * A publish whose wait ran out may still go live: the platform switched late, after the step
 * stopped reading. The facts say nothing of how late, nor of what a later publish does to one
 * still on its way. Assumed, as the emulator models it: publishes land in the order they were
 * sent, the latest one wins, and one still on its way never goes live over a later one. So
 * the only rollback that holds against a late release is a publish sent after it, even when what
 * it restores is live already.
 */

type Dated = Pick<ScriptRelease, 'Id' | 'Deleted' | 'DateReleased' | 'DatePublished'>;

/**
 * Whether `named`, a release the list holds, may still go live over `live`: made after `live`
 * and `live` not live again since (a reactivation keeps its Id and moves its DatePublished), so
 * `named` has never been live, as far as the list tells (release-order.ts reads both). A copy the
 * platform made when it re-published `live` is a new release, made after `named`, so a re-run of
 * a rollback that was sent after `named` finds nothing to overtake. Without both dates, or with
 * the same one, a reactivated `live` cannot be told from one that never left: the harsher reading,
 * that `named` may still land, costs one re-publish of the code already live.
 */
export function mayStillGoLive(named: Dated, live: Dated): boolean {
  if (named.Deleted === true) return false;
  const [late, now] = [releaseTimes(named), releaseTimes(live)];
  return madeAfter(late, now) && !wentLiveAfterMade(now, late);
}

/**
 * A release the list holds (`listed`), not deleted, other than `named` and `live`, that `named`
 * may not have been made after (a higher Id, or a later DateReleased: release-order.ts), the
 * newest by Id; undefined when none. Such a release is a later deploy, perhaps also still on its
 * way: a re-publish sent to overtake `named` would overtake it too, undoing it, where a deploy
 * made meanwhile is never to be undone. When it is there, `named` may still land only over it, which the
 * latest-publish-wins assumption above rules out, so leaving both alone is what holds.
 */
export function laterRelease<Release extends Dated>(
  named: Dated,
  live: Pick<ScriptRelease, 'Id'>,
  listed: readonly Release[],
): Release | undefined {
  const times = releaseTimes(named);
  return listed
    .filter((release) => release.Deleted !== true && release.Id !== named.Id && release.Id !== live.Id)
    .filter((release) => !madeAfter(times, releaseTimes(release)))
    .reduce<Release | undefined>((newest, release) => (newest === undefined || release.Id > newest.Id ? release : newest), undefined);
}
