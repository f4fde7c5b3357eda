import { ApiError } from '../../api/api-error.ts';
import type { PlatformClient } from '../../api/platform-client.ts';
import { firstLine } from '../../http/wording.ts';
import { requests } from '../../api/requests.ts';
import type { ScriptRelease } from '../../api/models/releases.ts';
import { releaseHash } from './code-hash.ts';
import { releasePageReader } from './release-page-reader.ts';

/**
 * Releases asked for per page of the list. Each release carries its whole code, but a page is
 * read one release at a time (release-page-reader.ts), so its total size does not matter.
 */
export const RELEASE_PAGE_SIZE = 20;

export type ReleaseSearch =
  | { found: ScriptRelease & { Uuid: string }; pages: number }
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
  visit: (release: ScriptRelease) => boolean,
): Promise<{ pages: number; seen: number; total: number }> {
  let seen = 0;
  let total = 0;
  // The list's own count bounds the pages, so that an API that always says "more" cannot keep us here.
  for (let page = 1; ; page++) {
    const { body } = await client.stream(requests.scriptReleases(scriptId, page, RELEASE_PAGE_SIZE), releasePageReader(visit));
    total = Math.max(total, body.TotalItems ?? 0, seen + body.items);
    seen += body.items;
    if (body.stopped) return { pages: page, seen, total };
    const more = body.HasMoreItems === true && body.items > 0 && page * RELEASE_PAGE_SIZE < Math.max(total, 1) + RELEASE_PAGE_SIZE;
    if (!more) return { pages: page, seen, total };
  }
}

/** Looks for the release of `uuid`, keeping only that release. A deleted one does not count. */
export async function findRelease(client: PlatformClient, scriptId: number, uuid: string): Promise<ReleaseSearch> {
  let found: (ScriptRelease & { Uuid: string }) | undefined;
  let deleted: ScriptRelease | undefined;
  const { pages, total } = await eachRelease(client, scriptId, (release) => {
    if (release.Uuid !== uuid) return false;
    if (release.Deleted) deleted = release;
    else found = { ...release, Uuid: uuid };
    return found !== undefined;
  });
  return found ? { found, pages } : { found: undefined, deleted, pages, total };
}

/** What a rollback of an unchanged re-run restores, or why it cannot be known. */
export type EarlierRelease = { uuid: string; id: number } | { uuid: undefined; reason: string };

interface Listed {
  uuid: string;
  id: number;
  time: number;
  /** The code's hash; undefined when the list gave no code. */
  hash: string | undefined;
}

/**
 * Releases compare by when they went live (DatePublished, else DateReleased), then by Id: a
 * release published again (a rollback that reactivates it) is newer than its Id says.
 */
function newer(a: Pick<Listed, 'time' | 'id'>, b: Pick<Listed, 'time' | 'id'>): number {
  if (Number.isFinite(a.time) && Number.isFinite(b.time) && a.time !== b.time) return a.time - b.time;
  return a.id - b.id;
}

const timeOf = (release: ScriptRelease) => Date.parse(release.DatePublished ?? release.DateReleased ?? '');

/**
 * The release that was live before the live one's code first went live: the newest release
 * older than `live` whose code is not `codeSha256` (releases of the same code in between are
 * re-publishes of it). Every page is read, and only each release's hash is kept. Unknown when a
 * release that could be it comes without its code, or when the list cannot be read: the caller
 * has nothing to write, so the reason is its answer, never a failure.
 */
export async function releaseBeforeCode(
  client: PlatformClient,
  scriptId: number,
  live: ScriptRelease,
  codeSha256: string,
): Promise<EarlierRelease> {
  const liveKey = { time: timeOf(live), id: live.Id };
  const older: Listed[] = [];
  let seen: number;
  try {
    ({ seen } = await eachRelease(client, scriptId, (release) => {
      if (release.Deleted || !release.Uuid || release.Uuid === live.Uuid || release.Id === live.Id) return false;
      const listed = { uuid: release.Uuid, id: release.Id, time: timeOf(release), hash: releaseHash(release) };
      if (newer(listed, liveKey) < 0) older.push(listed);
      return false;
    }));
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return {
      uuid: undefined,
      reason: `the release list could not be read (${firstLine(error)}), so the release live before this code cannot be known`,
    };
  }
  older.sort((a, b) => newer(b, a));
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
