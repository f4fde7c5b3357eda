import type { StorageClient } from '../storage/storage-client.ts';
import { folderOfPage, HOME_PAGE } from './home-page.ts';
import { deploySegments } from './site-rules.ts';

/**
 * Of pages the site's HTML rule names, those a deploy's folder does not serve (no
 * `<page>/index.html` in it): an older deploy's, which the rule's next write may leave out. One
 * listing a page, and only of the few the switch asks about (html-rule.ts, toLookUp).
 */
export async function pagesNotInDeploy(files: StorageClient, deployId: string, pages: readonly string[]): Promise<string[]> {
  const served = await Promise.all(
    pages.map(async (page) => {
      const folder = folderOfPage(page);
      if (folder === undefined) return false;
      const items = await files.list([...deploySegments(deployId), ...folder]);
      return (items ?? []).some((item) => !item.IsDirectory && item.ObjectName === HOME_PAGE);
    }),
  );
  return pages.filter((_, i) => !served[i]);
}
