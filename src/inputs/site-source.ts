import { readdirSync, statSync } from 'node:fs';
import { showValue, type Inputs } from './inputs.ts';
import { workspacePath } from './workspace-path.ts';
import { SyncScope, patternProblem } from '../platform/storage/path-filter.ts';
import { LinkOutsideError, walkLocalTree, type LocalFile, type LocalTree } from '../platform/storage/local-tree.ts';
import { foldCollisions } from '../platform/storage/name-folding.ts';
import { foldersWithHomePage, hasHomePage, noHomePage } from '../platform/pull-zones/home-page.ts';
import { badSegment, MAX_ZONE_PATH_LENGTH, spacedSegment } from '../platform/storage/storage-paths.ts';
import { listPaths } from '../runner/listed-paths.ts';

/*
 * A built site as sync-storage and deploy-site take it: source-dir, exclude and include-hidden,
 * checked once for both (a directory inside the workspace, not empty, a link never followed out
 * of it), the tree walked at planning so that an empty build fails before any request.
 */

export interface SiteSource {
  sourceDir: string;
  /** source-dir as the step was given it, for messages. */
  given: string;
  files: LocalFile[];
  scope: SyncScope;
}

/** What the step does with the build, for the words of its problems: 'sync' or 'deploy'. */
type Purpose = 'sync' | 'deploy';

/** Glob patterns, one a line (exclude, keep): every bad line named in one problem. */
export function readPathPatterns(inputs: Inputs, name: 'exclude' | 'keep'): string[] {
  const lines = inputs.numberedLines(name);
  const problems = lines.flatMap(({ text, line }) => {
    const problem = patternProblem(text);
    return problem ? [`line ${line} ${showValue(text)}: ${problem}`] : [];
  });
  if (problems.length > 0) inputs.problems.refuse(name, problems.join('\n'));
  return lines.map(({ text }) => text);
}

const EMPTY: Record<Purpose, string> = {
  sync: 'a sync of nothing would upload nothing (and, with prune, delete everything)',
  deploy: 'a deploy of nothing would serve nothing',
};

function readDirectory(inputs: Inputs, workspace: string, purpose: Purpose): { path: string; given: string } | undefined {
  const text = inputs.line('source-dir', { required: true, expected: 'a directory inside the workspace, such as dist or public' });
  if (text === '') return undefined;
  const path = inputs.check(() => workspacePath('source-dir', text, workspace));
  if (path === undefined) return undefined;
  let info;
  try {
    info = statSync(path);
  } catch {
    inputs.problems.refuse('source-dir', `${showValue(text)} does not exist (resolved to ${path}); did the build step run first?`);
    return undefined;
  }
  if (!info.isDirectory()) {
    const expected = purpose === 'sync' ? 'the directory to upload' : 'the directory of the built site';
    inputs.problems.refuse('source-dir', `${showValue(text)} is a file; expected ${expected}`);
    return undefined;
  }
  if (readdirSync(path).length === 0) {
    inputs.problems.refuse('source-dir', `${showValue(text)} is empty; ${EMPTY[purpose]}`);
    return undefined;
  }
  return { path, given: text };
}

/** Groups of colliding names shown in the problem; the rest are counted. */
const MAX_COLLISIONS_SHOWN = 5;

/** A colliding path is shown whole up to this many characters: the difference may be anywhere in it. */
const SHOWN_PATH_LENGTH = 300;

/**
 * Files whose names differ only in case or Unicode normalisation: on a storage zone that does not
 * tell them apart (the platform does not say whether it does), one would overwrite the other.
 */
function collisionProblem(files: readonly LocalFile[]): string | undefined {
  const groups = foldCollisions(files.map((file) => file.path));
  if (groups.length === 0) return undefined;
  const shown = groups.slice(0, MAX_COLLISIONS_SHOWN).map((group) => group.map((path) => showValue(path, SHOWN_PATH_LENGTH)).join(' and '));
  const more = groups.length > MAX_COLLISIONS_SHOWN ? `; and ${groups.length - MAX_COLLISIONS_SHOWN} more such group(s)` : '';
  return (
    `holds files whose names differ only in case or Unicode normalisation: ${shown.join('; ')}${more}. ` +
    'bunny.net does not document whether a storage zone tells such names apart, and on one that does not, one of each would overwrite the other. Rename or exclude all but one of each'
  );
}

/**
 * Files the platform would refuse to store (storage-and-deploy-facts 1.5), or that no storage
 * request can name (badSegment: a control character; a name that is not UTF-8, which the step
 * cannot even open by the text it read), found before any request: the refusal
 * comes from the upload, after other files were written, on every run, and a dry run would show
 * them uploaded.
 * `target`: the folder of the zone the files go to, whose length counts (target-path for a sync,
 * the deploy's own folder for a deploy).
 */
function refusedNamesProblems(tree: LocalTree, target: readonly string[], purpose: Purpose): string[] {
  const { files, notUtf8 } = tree;
  const show = (path: string) => showValue(path, SHOWN_PATH_LENGTH);
  const spaced = files.filter((file) => file.path.split('/').some(spacedSegment)).map((file) => file.path);
  const prefix = target.length === 0 ? 0 : target.join('/').length + 1;
  const long = files.filter((file) => prefix + file.path.length > MAX_ZONE_PATH_LENGTH).map((file) => file.path);
  const folder = purpose === 'deploy' ? ', with its deploys/<deploy-id>/ folder,' : ', with target-path,';
  // By the rule's reason, each named once with every file it refuses.
  const unnamable = new Map<string, string[]>();
  for (const file of files) {
    const reason = badSegment(file.path.split('/'));
    if (reason === undefined) continue;
    const paths = unnamable.get(reason) ?? [];
    paths.push(file.path);
    unnamable.set(reason, paths);
  }
  const problems: string[] = [];
  if (spaced.length > 0)
    problems.push(
      `holds files whose name, or a folder's on their path, starts or ends with a space: ${listPaths(spaced, show)}. bunny.net refuses to store such a name; rename or exclude them`,
    );
  if (notUtf8.length > 0)
    problems.push(
      `holds files whose name, or a folder's on their path, is not UTF-8 (an archive made on an older system may hold such names; each is shown with \\u{FFFD} for a byte that is not): ${listPaths(notUtf8, show)}. The step cannot read such a name as text, nor any storage request carry it; rename or exclude them`,
    );
  for (const [reason, paths] of unnamable)
    problems.push(
      `holds files whose name, or a folder's on their path, no storage request can carry (${reason}): ${listPaths(paths, show)}. Rename or exclude them`,
    );
  if (long.length > 0)
    problems.push(
      `holds files whose path in the zone${prefix > 0 ? folder : ''} is longer than ${MAX_ZONE_PATH_LENGTH} characters, which bunny.net refuses to store: ${listPaths(long, show)}. Shorten or exclude them`,
    );
  return problems;
}

/**
 * Undefined when a problem was recorded. `target`: the zone folder the files go to (segments),
 * for the platform's limit on a path's length.
 */
export async function readSiteSource(
  inputs: Inputs,
  workspace: string,
  purpose: Purpose,
  target: readonly string[] = [],
): Promise<SiteSource | undefined> {
  const directory = readDirectory(inputs, workspace, purpose);
  const scope = new SyncScope(readPathPatterns(inputs, 'exclude'), inputs.boolean('include-hidden', false));
  if (directory === undefined) return undefined;
  const { path: sourceDir, given } = directory;
  try {
    const tree = await walkLocalTree(sourceDir, scope, workspace);
    const { files } = tree;
    if (files.length === 0 && tree.notUtf8.length === 0) {
      inputs.problems.refuse(
        'source-dir',
        `holds no file to ${purpose} once exclude and the hidden-file rule are applied (hidden files need include-hidden: true)`,
      );
      return undefined;
    }
    // Every problem of the names at once: a user renames them in one go.
    const problems = [collisionProblem(files) ?? [], refusedNamesProblems(tree, target, purpose)].flat();
    if (problems.length > 0) {
      inputs.problems.refuse('source-dir', problems.join('. '));
      return undefined;
    }
    return { sourceDir, given, files, scope };
  } catch (error) {
    if (!(error instanceof LinkOutsideError)) throw error;
    inputs.problems.refuse('source-dir', `${error.message}; remove the link or exclude it`);
    return undefined;
  }
}

/**
 * A site whose home page is missing answers 404 at `/` however well the switch went: a
 * source-dir without index.html at its root (after exclude) is a problem, naming the folders
 * below it that hold one, since the usual cause is a build that nests its output
 * (`dist/browser/index.html`). `require-index: false` allows a site without a home page.
 */
export function requireHomePage(inputs: Inputs, source: SiteSource | undefined, required: boolean): void {
  if (!required || source === undefined) return;
  const paths = source.files.map((file) => file.path);
  if (hasHomePage(paths)) return;
  const folders = foldersWithHomePage(paths);
  const base = source.given.replace(/\/+$/, '');
  const wrong = folders.length === 0 ? '' : `: the wrong folder was given? (source-dir: ${showValue(`${base}/${folders[0] ?? ''}`)})`;
  inputs.problems.refuse(
    'source-dir',
    `${showValue(source.given)} ${noHomePage(base, folders, (path) => showValue(path))}${wrong}. require-index: false deploys a site without a home page`,
  );
}
