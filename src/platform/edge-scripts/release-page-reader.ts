import { ScriptRelease, ScriptReleasePage } from '../../api/models/releases.ts';
import { PageProblem, scanPage, type PageLayout } from '../../api/page-scanner.ts';
import { shapeError, shapeIssues, type BodyConsumer } from '../../api/platform-client.ts';
import { MAX_RELEASE_BYTES } from '../../api/limits.ts';

/** What a page of the release list says besides its releases. */
export interface ReleasePageTail {
  /** The releases on the page. */
  items: number;
  TotalItems: number | undefined;
  HasMoreItems: boolean | undefined;
}

const RELEASE_PAGE: PageLayout = { array: 'Items', entry: 'a release' };

/**
 * Reads a page of the release list (`{ Items: [...], CurrentPage, TotalItems, HasMoreItems }`) as
 * it arrives, handing `visit` each release, parsed and checked, one at a time: each carries its
 * whole Code, so a page of big scripts would pass any cap on a whole answer, while one release
 * never passes `maxReleaseBytes`. Once `visit` answers true the rest of the page is read past
 * without being parsed. A page whose body failed part-way is asked for again and read from its
 * start, so `visit` may see a release twice: seeing it again must change nothing.
 */
export function releasePageReader(
  visit: (release: ScriptRelease) => boolean,
  maxReleaseBytes = MAX_RELEASE_BYTES,
): BodyConsumer<ReleasePageTail & { stopped: boolean }> {
  return async (body, context) => {
    let stopped = false;
    const { tail, entries } = await scanPage(body, context, RELEASE_PAGE, {
      maxEntryBytes: maxReleaseBytes,
      tooLong: `a release spans more than ${Math.round(maxReleaseBytes / 1024 / 1024)} MiB of the body; stopped reading it`,
      entry: (value, _raw, at) => {
        const parsed = ScriptRelease.safeParse(value);
        if (!parsed.success) throw new PageProblem('shape', shapeIssues(parsed.error, at));
        stopped = visit(parsed.data);
        return stopped;
      },
    });
    const page = ScriptReleasePage.safeParse(tail);
    if (!page.success) throw shapeError(context, shapeIssues(page.error));
    return {
      items: entries,
      TotalItems: page.data.TotalItems ?? undefined,
      HasMoreItems: page.data.HasMoreItems ?? undefined,
      stopped,
    };
  };
}
