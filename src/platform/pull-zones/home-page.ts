/*
 * A site's home page: the edge serves `/` of a deploy from the index.html at the root of its
 * folder (OriginStorage), so a deploy without one answers 404 however well the switch went.
 * deploy-site checks the build and promote-site the uploaded folder by this one rule.
 */

export const HOME_PAGE = 'index.html';
/** Folders named in the refusal, shallowest first: enough to show the build's layout. */
const MAX_HOME_FOLDERS = 5;

/** Whether a site's files (paths relative to its root, '/' between segments) have its home page. */
export const hasHomePage = (paths: Iterable<string>): boolean => [...paths].includes(HOME_PAGE);

/** The folders below the root that hold an index.html, shallowest first. */
export function foldersWithHomePage(paths: Iterable<string>): string[] {
  return [...paths]
    .filter((path) => path.endsWith(`/${HOME_PAGE}`))
    .map((path) => path.slice(0, -HOME_PAGE.length - 1))
    .sort((a, b) => a.split('/').length - b.split('/').length || a.localeCompare(b));
}

/** A folder's page as a URL path (`/docs/v1.2`), each name encoded as a request carries it. */
const pagePath = (folder: string) => `/${folder.split('/').map(encodeURIComponent).join('/')}`;

/** The folder (its names) that serves a page's URL path, as pagePath made it; undefined when the path cannot be one's. */
export function folderOfPage(page: string): string[] | undefined {
  try {
    const names = page.replace(/^\//, '').split('/').map(decodeURIComponent);
    return names.some((name) => name === '' || name === '.' || name === '..') ? undefined : names;
  } catch {
    return undefined;
  }
}

/**
 * Whether a folder's page has no shape of a page: its last name has a dot (`docs/v1.2`), so its
 * URL reads like a file's (`/app.js`), unless it ends as an HTML file's does.
 */
const looksLikeFile = (folder: string) => {
  const last = folder.slice(folder.lastIndexOf('/') + 1).toLowerCase();
  return last.includes('.') && !last.endsWith('.html') && !last.endsWith('.htm');
};

/**
 * The pages of a site, as URL paths shallowest first, that the edge serves from
 * `<path>/index.html` although their last name has a dot (`/docs/v1.2`): only the site's own
 * file list tells them from files, so the rule that sets the HTML's Cache-Control names them.
 */
export const pagesLikeFiles = (paths: Iterable<string>): string[] => foldersWithHomePage(paths).filter(looksLikeFile).map(pagePath);

/**
 * One page of a site that the edge serves without an extension (`/about` from
 * `about/index.html`): one whose name has a dot when the site has one, as only a rule naming it
 * covers it, else the shallowest; undefined when it has none. deploy-site reads it of the build,
 * promote-site of the folder it promotes.
 */
export function extensionlessPage(paths: Iterable<string>): string | undefined {
  const folders = foldersWithHomePage(paths);
  const folder = folders.find(looksLikeFile) ?? folders[0];
  return folder === undefined ? undefined : pagePath(folder);
}

/**
 * Why a root without its home page is refused, after the root's name: that its home page would
 * answer 404, and which folders below it hold one (`show` words each path), since the usual
 * cause is a build that nests its output (`dist/browser/index.html`).
 */
export function noHomePage(base: string, folders: readonly string[], show: (path: string) => string): string {
  const shown = folders.slice(0, MAX_HOME_FOLDERS).map((folder) => show(`${base}/${folder}/${HOME_PAGE}`));
  const more = folders.length > MAX_HOME_FOLDERS ? ` and ${folders.length - MAX_HOME_FOLDERS} more` : '';
  const where =
    folders.length === 0
      ? '; no folder below it holds one either'
      : `; ${shown.join(', ')}${more} ${folders.length === 1 ? 'holds' : 'hold'} one`;
  return `has no ${HOME_PAGE} at its root, so the site's home page would answer 404${where}`;
}
