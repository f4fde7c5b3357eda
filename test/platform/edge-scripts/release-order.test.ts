import { describe, expect, it } from 'vitest';
import type { ScriptRelease } from '../../../src/api/models/releases.ts';
import { laterRelease, mayStillGoLive } from '../../../src/platform/edge-scripts/late-release.ts';
import { madeAfter, releaseTimes } from '../../../src/platform/edge-scripts/release-order.ts';

/** Release `id`, made at minute `made` and last live at minute `published` (null: the list gives no such date). */
const release = (id: number, made: number | null, published: number | null = made, extra: Partial<ScriptRelease> = {}): ScriptRelease => ({
  Id: id,
  Deleted: false,
  DateReleased: made === null ? null : new Date(Date.UTC(2026, 11, 7, 6, made)).toISOString(),
  DatePublished: published === null ? null : new Date(Date.UTC(2026, 11, 7, 6, published)).toISOString(),
  ...extra,
});
const times = (...args: Parameters<typeof release>) => releaseTimes(release(...args));

describe('the order of releases (release-order.ts)', () => {
  it('made after: a higher Id and no earlier DateReleased', () => {
    expect(madeAfter(times(2, 2), times(1, 1))).toBe(true);
    expect(madeAfter(times(1, 1), times(2, 2))).toBe(false);
    // An earlier Id with a later DateReleased (a reactivation that moved it): neither is taken for the later one.
    expect(madeAfter(times(2, 1), times(1, 2))).toBe(false);
    expect(madeAfter(times(1, 2), times(2, 1))).toBe(false);
  });

  it('made after, with equal dates or none: the Ids tell', () => {
    expect(madeAfter(times(2, 5), times(1, 5))).toBe(true);
    expect(madeAfter(times(1, 5), times(2, 5))).toBe(false);
    expect(madeAfter(times(2, null), times(1, 1))).toBe(true);
    expect(madeAfter(times(1, null), times(2, null))).toBe(false);
  });

  it('last went live: DatePublished, else DateReleased', () => {
    expect(releaseTimes(release(1, 1, 3)).published).toBe(Date.UTC(2026, 11, 7, 6, 3));
    expect(releaseTimes(release(1, 1, null)).published).toBe(Date.UTC(2026, 11, 7, 6, 1));
    expect(releaseTimes(release(1, 1, null, { DatePublished: 'not a date' })).published).toBe(Date.UTC(2026, 11, 7, 6, 1));
    expect(releaseTimes(release(1, null, null)).published).toBeNaN();
  });
});

describe('a release that may still go live over the live one (late-release.ts)', () => {
  const live = release(1, 1);

  it('made after the live one, which has not gone live again since: it may', () => {
    expect(mayStillGoLive(release(2, 2), live)).toBe(true);
  });

  it('the live one went live again (a reactivation) after it was made: it may not', () => {
    expect(mayStillGoLive(release(2, 2), release(1, 1, 3))).toBe(false);
    // The live one has no DatePublished: when it last went live is when it was made, before the named one.
    expect(mayStillGoLive(release(2, 2), release(1, 1, null))).toBe(true);
  });

  it('missing dates: the cautious reading, that it may still land', () => {
    expect(mayStillGoLive(release(2, null), release(1, 1, 3))).toBe(true);
    expect(mayStillGoLive(release(2, 2), release(1, null, null))).toBe(true);
    expect(mayStillGoLive(release(2, null), release(1, null, null))).toBe(true);
  });

  it('equal dates (a platform with coarser dates): no order, so it may still land', () => {
    expect(mayStillGoLive(release(2, 3), release(1, 1, 3))).toBe(true);
  });

  it('a deleted named release never goes live', () => {
    expect(mayStillGoLive(release(2, 2, 2, { Deleted: true }), live)).toBe(false);
  });

  it('a named release older than the live one, or the live one itself, is no late release', () => {
    expect(mayStillGoLive(release(1, 1), release(2, 2))).toBe(false);
    expect(mayStillGoLive(live, live)).toBe(false);
    // A higher Id but an earlier DateReleased than the live one's: not taken for the later one.
    expect(mayStillGoLive(release(2, 0), release(1, 1))).toBe(false);
    expect(mayStillGoLive(release(2, 0), release(1, 1, null))).toBe(false);
  });
});

describe('a release made after the one that may still go live (late-release.ts)', () => {
  const live = release(1, 1);
  const named = release(3, 3);

  it('the newest release the named one may not have been made after, other than the live one and the named one', () => {
    expect(laterRelease(named, live, [live, release(2, 2), named, release(4, 4), release(5, 5)])?.Id).toBe(5);
    expect(laterRelease(named, live, [release(5, 5), named, release(4, 4)])?.Id).toBe(5);
  });

  it('none: only older releases, deleted ones, the live one and the named one', () => {
    expect(laterRelease(named, live, [live, release(2, 2), named, release(4, 4, 4, { Deleted: true })])).toBeUndefined();
    expect(laterRelease(named, release(4, 4), [release(4, 4), named])).toBeUndefined();
  });

  it('the cautious reading: a lower Id with a later DateReleased, or a higher Id with an earlier one, is a later release', () => {
    expect(laterRelease(named, live, [release(2, 4), named])?.Id).toBe(2);
    expect(laterRelease(named, live, [named, release(4, 2)])?.Id).toBe(4);
    // Without dates, or with the same, the Ids tell.
    expect(laterRelease(named, live, [release(2, null), named])).toBeUndefined();
    expect(laterRelease(named, live, [named, release(4, null)])?.Id).toBe(4);
    expect(laterRelease(named, live, [release(2, 3), named])).toBeUndefined();
  });
});
