import { readdirSync, statSync } from 'node:fs';
import { InputError, showValue, type Inputs } from './inputs.ts';
import { workspacePath } from './workspace-path.ts';
import { SyncScope, patternProblem } from '../platform/storage/path-filter.ts';
import { LinkOutsideError, walkLocalTree, type LocalFile } from '../platform/storage/local-tree.ts';

/*
 * deploy-site's build: source-dir, exclude and include-hidden, checked as sync-storage checks
 * them (a directory inside the workspace, not empty, a link never followed out of it), the tree
 * walked once at planning so that an empty build fails before any request.
 */

export interface SiteSource {
  sourceDir: string;
  files: LocalFile[];
  scope: SyncScope;
}

function readExclude(inputs: Inputs): string[] {
  const lines = inputs.lines('exclude');
  const problems = lines.flatMap((line, index) => {
    const problem = patternProblem(line);
    return problem ? [`line ${index + 1} ${showValue(line)}: ${problem}`] : [];
  });
  if (problems.length > 0) inputs.problems.add(new InputError('exclude', problems.join('\n')));
  return lines;
}

function readDirectory(inputs: Inputs, workspace: string): string | undefined {
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
    inputs.problems.add(new InputError('source-dir', `${showValue(text)} is a file; expected the directory of the built site`));
    return undefined;
  }
  if (readdirSync(path).length === 0) {
    inputs.problems.add(new InputError('source-dir', `${showValue(text)} is empty; a deploy of nothing would serve nothing`));
    return undefined;
  }
  return path;
}

export async function readSiteSource(inputs: Inputs, workspace: string): Promise<SiteSource | undefined> {
  const sourceDir = readDirectory(inputs, workspace);
  const scope = new SyncScope(readExclude(inputs), inputs.boolean('include-hidden', false));
  if (sourceDir === undefined) return undefined;
  try {
    const files = await walkLocalTree(sourceDir, scope, workspace);
    if (files.length === 0) {
      inputs.problems.add(
        new InputError(
          'source-dir',
          'holds no file to deploy once exclude and the hidden-file rule are applied (hidden files need include-hidden: true)',
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
