import { readdirSync, statSync } from 'node:fs';
import { InputError, showValue, type Inputs } from './inputs.ts';
import { workspacePath } from './workspace-path.ts';
import { SyncScope, patternProblem } from '../platform/storage/path-filter.ts';
import { LinkOutsideError, walkLocalTree, type LocalFile } from '../platform/storage/local-tree.ts';

/*
 * A built site as sync-storage and deploy-site take it: source-dir, exclude and include-hidden,
 * checked once for both (a directory inside the workspace, not empty, a link never followed out
 * of it), the tree walked at planning so that an empty build fails before any request.
 */

export interface SiteSource {
  sourceDir: string;
  files: LocalFile[];
  scope: SyncScope;
}

/** What the step does with the build, for the words of its problems: 'sync' or 'deploy'. */
type Purpose = 'sync' | 'deploy';

/** Glob patterns, one a line (exclude, keep): every bad line named in one problem. */
export function readPathPatterns(inputs: Inputs, name: 'exclude' | 'keep'): string[] {
  const lines = inputs.lines(name);
  const problems = lines.flatMap((line, index) => {
    const problem = patternProblem(line);
    return problem ? [`line ${index + 1} ${showValue(line)}: ${problem}`] : [];
  });
  if (problems.length > 0) inputs.problems.add(new InputError(name, problems.join('\n')));
  return lines;
}

const EMPTY: Record<Purpose, string> = {
  sync: 'a sync of nothing would upload nothing (and, with prune, delete everything)',
  deploy: 'a deploy of nothing would serve nothing',
};

function readDirectory(inputs: Inputs, workspace: string, purpose: Purpose): string | undefined {
  const text = inputs.line('source-dir', { required: true, expected: 'a directory inside the workspace, such as dist or public' });
  if (text === '') return undefined;
  const path = inputs.check(() => workspacePath('source-dir', text, workspace));
  if (path === undefined) return undefined;
  let info;
  try {
    info = statSync(path);
  } catch {
    inputs.problems.add(
      new InputError('source-dir', `${showValue(text)} does not exist (resolved to ${path}); did the build step run first?`),
    );
    return undefined;
  }
  if (!info.isDirectory()) {
    const expected = purpose === 'sync' ? 'the directory to upload' : 'the directory of the built site';
    inputs.problems.add(new InputError('source-dir', `${showValue(text)} is a file; expected ${expected}`));
    return undefined;
  }
  if (readdirSync(path).length === 0) {
    inputs.problems.add(new InputError('source-dir', `${showValue(text)} is empty; ${EMPTY[purpose]}`));
    return undefined;
  }
  return path;
}

/**
 * source-dir, exclude and include-hidden read and checked, every problem recorded; the tree
 * walked. Undefined when a problem was recorded.
 */
export async function readSiteSource(inputs: Inputs, workspace: string, purpose: Purpose): Promise<SiteSource | undefined> {
  const sourceDir = readDirectory(inputs, workspace, purpose);
  const scope = new SyncScope(readPathPatterns(inputs, 'exclude'), inputs.boolean('include-hidden', false));
  if (sourceDir === undefined) return undefined;
  try {
    const files = await walkLocalTree(sourceDir, scope, workspace);
    if (files.length === 0) {
      inputs.problems.add(
        new InputError(
          'source-dir',
          `holds no file to ${purpose} once exclude and the hidden-file rule are applied (hidden files need include-hidden: true)`,
        ),
      );
      return undefined;
    }
    return { sourceDir, files, scope };
  } catch (error) {
    if (!(error instanceof LinkOutsideError)) throw error;
    inputs.problems.add(new InputError('source-dir', `${error.message}; remove the link or exclude it`));
    return undefined;
  }
}
