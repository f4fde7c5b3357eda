import { ApiError } from '../../api/api-error.ts';
import { firstLine } from '../../http/wording.ts';
import type { StorageClient } from '../storage/storage-client.ts';
import { folderOfPage, HOME_PAGE } from './home-page.ts';
import { deploySegments } from './site-rules.ts';

export interface PagesNotInDeploy {
  /** The pages the deploy's folder was found not to serve. */
  notServed: string[];
  /** One warning a page whose folder could not be listed: that page is taken as served. */
  warnings: string[];
}

/**
 * Of pages the site's HTML rule names, those a deploy's folder does not serve (no
 * `<page>/index.html` in it): an older deploy's, which the rule's next write may leave out. One
 * listing a page, and only of the few the switch asks about (html-rule.ts, toLookUp). A listing
 * the platform or the network fails takes its page as served: the rule keeps naming it, which
 * only sends the HTML's Cache-Control on that path until a later write drops it, whereas leaving
 * out a page the live deploy serves would change what its visitors get.
 */
export async function pagesNotInDeploy(files: StorageClient, deployId: string, pages: readonly string[]): Promise<PagesNotInDeploy> {
  const looked = await Promise.all(
    pages.map(async (page): Promise<{ served: boolean; warning?: string }> => {
      const folder = folderOfPage(page);
      if (folder === undefined) return { served: false };
      try {
        const items = await files.list([...deploySegments(deployId), ...folder]);
        return { served: (items ?? []).some((item) => !item.IsDirectory && item.ObjectName === HOME_PAGE) };
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        return {
          served: true,
          warning: `Whether deploy ${deployId} serves ${page} was not read (${firstLine(error)}): the site's HTML rule keeps naming ${page}, which only sends the HTML's Cache-Control on that path until a later deploy's write of the rule drops it`,
        };
      }
    }),
  );
  return {
    notServed: pages.filter((_, i) => looked[i]?.served === false),
    warnings: looked.flatMap(({ warning }) => (warning === undefined ? [] : [warning])),
  };
}
