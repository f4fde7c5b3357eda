import type { PlatformClient } from '../../api/platform-client.ts';
import { requests } from '../../api/requests.ts';
import type { ScriptRelease } from '../../api/models/releases.ts';

/** Releases asked for per page of the list: 20 scripts of 1 MiB stay well under the 32 MiB answer limit. */
export const RELEASE_PAGE_SIZE = 20;

/** Where a search of the release list ended. */
export type ReleaseSearch =
  | { found: ScriptRelease & { Uuid: string }; pages: number }
  | { found: undefined; deleted: ScriptRelease | undefined; pages: number; total: number };

/**
 * Looks for the release of `uuid` page by page, keeping only that release: a list of a
 * thousand releases, each with its code, is never held whole. A deleted one does not count.
 * The list's order is not documented, so every page may have to be read.
 */
export async function findRelease(client: PlatformClient, scriptId: number, uuid: string): Promise<ReleaseSearch> {
  let deleted: ScriptRelease | undefined;
  let seen = 0;
  let total = 0;
  // The list's own count bounds the pages, so that an API that always says "more" cannot keep us here.
  for (let page = 1; ; page++) {
    const { body } = await client.send(requests.scriptReleases(scriptId, page, RELEASE_PAGE_SIZE));
    const items = body.Items ?? [];
    total = Math.max(total, body.TotalItems ?? 0, seen + items.length);
    seen += items.length;
    for (const release of items) {
      if (release.Uuid !== uuid) continue;
      if (!release.Deleted) return { found: { ...release, Uuid: uuid }, pages: page };
      deleted = release;
    }
    const more = body.HasMoreItems === true && items.length > 0 && page * RELEASE_PAGE_SIZE < Math.max(total, 1) + RELEASE_PAGE_SIZE;
    if (!more) return { found: undefined, deleted, pages: page, total };
  }
}
