import { showValue, type Inputs } from './inputs.ts';
import type { SiteSource } from './site-source.ts';
import { DEPLOYS_FOLDER } from '../platform/pull-zones/site-rules.ts';
import { listPaths } from '../runner/listed-paths.ts';

/**
 * Whether a file of the build sits in a folder named like the deploys' folder, at any depth. The
 * site's block rule matches `*\/deploys/*` against the whole URL, `*` spanning slashes and case
 * ignored, so it refuses such a file wherever it is: the rule is the platform's CLI's own, and
 * every existing site has it, so the build is what has to change.
 */
function inReservedFolder(path: string): boolean {
  return path
    .split('/')
    .slice(0, -1)
    .some((segment) => segment.toLowerCase() === DEPLOYS_FOLDER);
}

/**
 * A deploy whose files answer 403 is no working site, however well its switch went: a build with
 * a file under a `deploys` folder is a problem of source-dir, named before any request.
 */
export function refuseReservedFolders(inputs: Inputs, source: SiteSource | undefined): void {
  if (source === undefined) return;
  const reserved = source.files.map((file) => file.path).filter(inReservedFolder);
  if (reserved.length === 0) return;
  const base = source.given.replace(/\/+$/, '');
  const shown = listPaths(
    reserved.map((path) => `${base}/${path}`),
    showValue,
  );
  const count = reserved.length === 1 ? '1 file' : `${reserved.length} files`;
  inputs.problems.refuse(
    'source-dir',
    `${showValue(source.given)} holds ${count} in a folder named ${DEPLOYS_FOLDER}: ${shown}. The site's edge rules refuse every URL with /${DEPLOYS_FOLDER}/ in it, at any depth, to keep the deploy folders private, so ${reserved.length === 1 ? 'it' : 'they'} would answer 403; rename the folder in the build`,
  );
}
