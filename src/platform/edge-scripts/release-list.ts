import { ApiError } from '../../api/api-error.ts';
import type { PlatformClient } from '../../api/platform-client.ts';
import { firstLine } from '../../http/wording.ts';
import { requests } from '../../api/requests.ts';
import type { ScriptRelease } from '../../api/models/releases.ts';
import { releaseHash } from './code-hash.ts';
import { releasePageReader } from './release-page-reader.ts';
import { readRollbackNote } from './notes.ts';
import { madeByPublish, type PublishIdentity } from './release-identity.ts';
import { madeAfter, releaseTimes, type ReleaseTimes } from './release-order.ts';

/**
 * Releases asked for per page of the list. Each release carries its whole code, but a page is
 * read one release at a time (release-page-reader.ts), so its total size does not matter.
 */
export const RELEASE_PAGE_SIZE = 20;

/**
 * A release as findRelease keeps it beside the one it looks for: never its code, only its hash
 * (`codeSha256`: undefined when the list gave no code), which with its note tells a re-publish
 * of the target (isTargetOrCopy).
 */
export type ListedRelease = Pick<ScriptRelease, 'Id' | 'Uuid' | 'Deleted' | 'DateReleased' | 'DatePublished' | 'Note'> & {
  codeSha256: string | undefined;
};

export type ReleaseSearch =
  /** `page`: the page the release was found on; `listed`: see findRelease. */
  | { found: ScriptRelease & { Uuid: string }; page: number; listed: readonly ListedRelease[] }
  | { found: undefined; deleted: ScriptRelease | undefined; pages: number; total: number };

/**
 * Reads the release list page by page, handing `visit` each release until it answers true: only
 * what `visit` keeps is held, and neither a page nor a list of a thousand releases, each with its
 * code, ever is. The list's order is not documented, so every page may have to be read. `pages`
 * is the number of the last page read.
 */
async function eachRelease(
  client: PlatformClient,
  scriptId: number,
  visit: (release: ScriptRelease, page: number) => boolean,
): Promise<{ pages: number; seen: number; total: number }> {
  let seen = 0;
  let total = 0;
  // The list's own count bounds the pages, so that an API that always says "more" cannot keep us here.
  for (let page = 1; ; page++) {
    const { body } = await client.stream(
      requests.scriptReleases(scriptId, page, RELEASE_PAGE_SIZE),
      releasePageReader((release) => visit(release, page)),
    );
    total = Math.max(total, body.TotalItems ?? 0, seen + body.items);
    seen += body.items;
    if (body.stopped) return { pages: page, seen, total };
    const more = body.HasMoreItems === true && body.items > 0 && page * RELEASE_PAGE_SIZE < Math.max(total, 1) + RELEASE_PAGE_SIZE;
    if (!more) return { pages: page, seen, total };
  }
}

/**
 * Looks for the release of `uuid`, keeping only that release (a deleted one does not count). With
 * `listAll`, also every release not deleted, without its code (`listed`): what was made after
 * another release, which the list's order does not tell, so every page is read. Without it, the
 * list is read until `uuid` is found, and `listed` is empty.
 */
export async function findRelease(client: PlatformClient, scriptId: number, uuid: string, listAll = false): Promise<ReleaseSearch> {
  let found: (ScriptRelease & { Uuid: string }) | undefined;
  let deleted: ScriptRelease | undefined;
  const listed: ListedRelease[] = [];
  // A set: a page read again from its start shows its releases again.
  const seen = new Set<number>();
  let foundOn = 0;
  const { pages, total } = await eachRelease(client, scriptId, (release, page) => {
    if (listAll) {
      if (!release.Deleted && !seen.has(release.Id)) listed.push(pickListed(release));
      seen.add(release.Id);
    }
    if (release.Uuid === uuid) {
      if (release.Deleted) deleted = release;
      else [found, foundOn] = [{ ...release, Uuid: uuid }, page];
    }
    return found !== undefined && !listAll;
  });
  return found ? { found, page: foundOn, listed } : { found: undefined, deleted, pages, total };
}

const pickListed = (release: ScriptRelease): ListedRelease => {
  const { Id, Uuid, Deleted, DateReleased, DatePublished, Note } = release;
  return { Id, Uuid, Deleted, DateReleased, DatePublished, Note, codeSha256: releaseHash(release) };
};

/** A publish's own release as the list holds it (never its code: its dates tell whether it may still go live, late-release.ts). */
type ListedPublish = Pick<ScriptRelease, 'Id' | 'Deleted' | 'DateReleased' | 'DatePublished'> & { Uuid: string };

/**
 * The publish's own release, or why none could be found; `absent` when the whole list was read
 * with every release's code, so the publish made none that is not deleted: none is on its way.
 */
export type PublishedSearch = { found: ListedPublish } | { found: undefined; reason: string; absent: boolean };

/**
 * The release a publish made, looked for in the list: the newest (highest Id: the platform
 * numbers releases as it makes them) that madeByPublish takes for the publish's own, not
 * deleted. Whether that is proof is the caller's to say: a note other runs send too proves nothing. For a step that never saw it live: the publish answers 204 with no body, so the list
 * is the only other place it shows. Every page is read (the list's order is not documented).
 * None when the list gives no code (nothing then tells this code) or cannot be read: the reason
 * is the answer, never a failure, as the step is failing already.
 */
export async function findPublished(client: PlatformClient, scriptId: number, identity: PublishIdentity): Promise<PublishedSearch> {
  let found: ListedPublish | undefined;
  // A set: a page read again from its start shows its releases again.
  const codeless = new Set<number>();
  let seen: number;
  try {
    ({ seen } = await eachRelease(client, scriptId, (release) => {
      if (releaseHash(release) === undefined) codeless.add(release.Id);
      const newest = found === undefined || release.Id > found.Id;
      if (newest && !release.Deleted && release.Uuid && madeByPublish(release, identity)) {
        const { Id, Deleted, DateReleased, DatePublished } = release;
        found = { Id, Uuid: release.Uuid, Deleted, DateReleased, DatePublished };
      }
      return false;
    }));
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { found: undefined, reason: `the release list could not be read (${firstLine(error)})`, absent: false };
  }
  if (found !== undefined) return { found };
  const blind = codeless.size > 0 ? `; the list gave no code for ${codeless.size} of them` : '';
  const after = identity.before === undefined ? '' : ` made after release ${identity.before.Id}`;
  const noted = identity.note === undefined ? '' : " with this step's note";
  return {
    found: undefined,
    reason: `no release in the release list${after} runs the file's code${noted} (${seen} release(s) read${blind})`,
    absent: codeless.size === 0,
  };
}

/** What a rollback of an unchanged re-run restores, or why it cannot be known. */
export type EarlierRelease = { uuid: string; id: number } | { uuid: undefined; reason: string };

/** A release as releaseBeforeCode keeps it: its times (release-order.ts), never its code. */
interface Listed extends ReleaseTimes {
  uuid: string;
  /** The code's hash; undefined when the list gave no code. */
  hash: string | undefined;
  /** The release its note, in this action's rollback form, says it restores (`uuid` undefined: the note names no whole release, readRollbackNote). */
  restores: { uuid: string | undefined } | undefined;
  /** Deleted: still a link of a rollback's chain, never a release to restore. */
  deleted: boolean;
}

const listed = (release: ScriptRelease): Listed => ({
  ...releaseTimes(release),
  uuid: release.Uuid ?? '',
  hash: releaseHash(release),
  restores: readRollbackNote(release.Note),
  deleted: release.Deleted === true,
});

/** Orders by when each last went live, then by Id when a time is missing or the same. */
function byPublished(a: Listed, b: Listed): number {
  if (Number.isFinite(a.published) && Number.isFinite(b.published) && a.published !== b.published) return a.published - b.published;
  return a.id - b.id;
}

/**
 * The release this code's time live began with: the live one, or, when the live one is this
 * action's rollback copy of a release of the same code, that release (and so on, for a rollback
 * to a copy; a deleted one still began it). A rollback does not begin it again: what was live
 * before is what was live before the release it restores. `chain` holds the Ids passed, releases
 * of this code themselves. `missing` says, in words, that a restored release is one the list does
 * not hold, or one a note names no whole (readRollbackNote): where the code began is then unknown, and a release made
 * between it and its copy (the bad one) could pass.
 */
function firstOfCode(
  live: Listed,
  releases: ReadonlyMap<string, Listed>,
  codeSha256: string,
): { first: Listed; chain: Set<number>; missing?: string } {
  let first = live;
  const chain = new Set([live.id]);
  for (let named = live.restores; named !== undefined; named = first.restores) {
    if (named.uuid === undefined)
      return { first, chain, missing: 'a rollback note is cut short, or too short to tell which release it names' };
    const release = releases.get(named.uuid);
    if (release === undefined) {
      return { first, chain, missing: `the live release restores release ${named.uuid}, which the release list does not hold` };
    }
    if (chain.has(release.id) || (release.hash !== undefined && release.hash !== codeSha256)) break;
    chain.add(release.id);
    first = release;
  }
  return { first, chain };
}

/**
 * The release that was live before the live one's code first went live: the newest release (by
 * when it last went live) made before the release that code began with (firstOfCode) whose code
 * is not `codeSha256` (releases of the same code in between are re-publishes of it). Made
 * before, not published before: a rollback that reactivates a release publishes it again, after
 * the deploys it rolled back from, which must never be taken for what was live before it. Every
 * page is read, and only each release's hash, dates and restored release are kept. Unknown when a release that
 * could be it comes without its code, or when the list cannot be read: the caller has nothing to
 * write, so the reason is its answer, never a failure.
 */
export async function releaseBeforeCode(
  client: PlatformClient,
  scriptId: number,
  live: ScriptRelease,
  codeSha256: string,
): Promise<EarlierRelease> {
  const releases = new Map<string, Listed>();
  let seen: number;
  try {
    ({ seen } = await eachRelease(client, scriptId, (release) => {
      if (release.Uuid) releases.set(release.Uuid, listed(release));
      return false;
    }));
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return {
      uuid: undefined,
      reason: `the release list could not be read (${firstLine(error)}), so the release live before this code cannot be known`,
    };
  }
  const { first, chain, missing } = firstOfCode(listed(live), releases, codeSha256);
  if (missing !== undefined) {
    return {
      uuid: undefined,
      reason: `${missing}, so the release live before this code cannot be known`,
    };
  }
  const older = [...releases.values()]
    .filter((release) => !release.deleted && !chain.has(release.id) && madeAfter(first, release))
    .sort((a, b) => byPublished(b, a));
  for (const release of older) {
    if (release.hash === undefined)
      return {
        uuid: undefined,
        reason: `the release list gives no code for release ${release.uuid}, so it cannot tell whether it ran other code`,
      };
    if (release.hash !== codeSha256) return { uuid: release.uuid, id: release.id };
  }
  return { uuid: undefined, reason: `no earlier release in the list (${seen} release(s)) ran other code: none to roll back to` };
}
