import type { ScriptRelease } from '../../api/models/releases.ts';

/*
 * The one reading of when a script's releases were made and when they last went live, as the
 * release list tells it. The platform numbers releases as it makes them, so a higher Id is a
 * later release. A reactivation (a re-publish that puts the same release live again) keeps its
 * Id and moves its DatePublished; whether it moves DateReleased the facts do not say (the
 * emulator keeps it). Dates may be missing, and may tie (a platform's dates may be coarser than
 * its writes): a tie tells no order, and a missing date leaves the Ids to tell it.
 */

/** A release's place in time: its Id, when it was made and when it last went live (ms since the epoch; NaN: unknown). */
export interface ReleaseTimes {
  id: number;
  /** When it was made: DateReleased. */
  made: number;
  /** When it last went live: DatePublished, else (none, or none that reads as a date) DateReleased. */
  published: number;
}

export function releaseTimes(release: Pick<ScriptRelease, 'Id' | 'DateReleased' | 'DatePublished'>): ReleaseTimes {
  const made = Date.parse(release.DateReleased ?? '');
  const published = Date.parse(release.DatePublished ?? '');
  return { id: release.Id, made, published: Number.isFinite(published) ? published : made };
}

/**
 * Whether `a` was made after `b`: a higher Id and no earlier DateReleased. A release that either
 * calls the earlier is not taken for the later (an earlier Id with a later DateReleased may be a
 * reactivation that moved it); without both dates, or with the same one, the Ids tell.
 */
export function madeAfter(a: ReleaseTimes, b: ReleaseTimes): boolean {
  if (Number.isFinite(a.made) && Number.isFinite(b.made) && a.made < b.made) return false;
  return a.id > b.id;
}

/** Whether `a` last went live after `b` was made: only when both dates say so; a tie, or a missing date, is not after. */
export function wentLiveAfterMade(a: ReleaseTimes, b: ReleaseTimes): boolean {
  return Number.isFinite(a.published) && Number.isFinite(b.made) && a.published > b.made;
}

/** Whether `now`, the same release as `before` read later, went live again since: a reactivation moved its DatePublished. */
export function liveAgainSince(now: ReleaseTimes, before: ReleaseTimes): boolean {
  return Number.isFinite(now.published) && Number.isFinite(before.published) && now.published > before.published;
}
