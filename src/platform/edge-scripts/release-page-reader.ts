import { ScriptRelease, ScriptReleasePage } from '../../api/models/releases.ts';
import { PageProblem, PageScanner, type PageLayout } from '../../api/page-scanner.ts';
import { invalidResponse, type BodyConsumer } from '../../api/platform-client.ts';
import { messageOf } from '../../http/wording.ts';
import { MAX_RELEASE_BYTES } from '../../api/limits.ts';

/** What a page of the release list says besides its releases. */
export interface ReleasePageTail {
  /** The releases on the page. */
  items: number;
  TotalItems: number | undefined;
  HasMoreItems: boolean | undefined;
}

const RELEASE_PAGE: PageLayout = { array: 'Items', entry: 'a release' };

/** The first issues zod found, as the client words them for a buffered body. */
function issuesOf(error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> }, prefix: string): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${[prefix, ...issue.path.map(String)].filter(Boolean).join('.') || '(body)'}: ${issue.message}`)
    .join('; ');
}

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
    const shape = (why: string) => invalidResponse(context, `the body is not of the documented shape: ${why}`);
    let stopped = false;
    const scanner = new PageScanner(RELEASE_PAGE, (raw) => {
      if (stopped) return;
      const at = `Items.${scanner.entries}`;
      let value: unknown;
      try {
        value = JSON.parse(raw.toString('utf8'));
      } catch (error) {
        throw new PageProblem('json', `${at}: ${messageOf(error)}`);
      }
      const parsed = ScriptRelease.safeParse(value);
      if (!parsed.success) throw new PageProblem('shape', issuesOf(parsed.error, at));
      stopped = visit(parsed.data);
    });

    let tail: Record<string, unknown> | undefined;
    try {
      for await (const chunk of body) {
        scanner.scan(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length));
        if (scanner.sinceEntry > maxReleaseBytes || scanner.outsideBytes > maxReleaseBytes) {
          throw shape(`a release spans more than ${Math.round(maxReleaseBytes / 1024 / 1024)} MiB of the body; stopped reading it`);
        }
      }
      tail = scanner.finish();
    } catch (error) {
      if (!(error instanceof PageProblem)) throw error;
      throw error.kind === 'shape'
        ? shape(error.message)
        : invalidResponse(context, `the body is not JSON (${error.message.slice(0, 80)})`);
    }
    if (tail === undefined) throw invalidResponse(context, 'the body is empty');
    const page = ScriptReleasePage.safeParse(tail);
    if (!page.success) throw shape(issuesOf(page.error, ''));
    return {
      items: scanner.entries,
      TotalItems: page.data.TotalItems ?? undefined,
      HasMoreItems: page.data.HasMoreItems ?? undefined,
      stopped,
    };
  };
}
