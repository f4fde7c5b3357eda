/**
 * The workflow examples of the documentation: every ```yaml block of README.md and docs/**\/*.md
 * that is a workflow (it has `jobs:`) or a list of steps (it starts with `- `), the latter
 * wrapped into a one-job workflow so that actionlint reads it as a runner would.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'yaml';

export interface WorkflowExample {
  /** `README.md:82`: the file and the line of the opening fence. */
  where: string;
  /** The workflow to lint. */
  text: string;
  /** Lines the wrapper added before the example, to map a problem back to its line. */
  offset: number;
}

/**
 * Pages whose examples use inputs not declared yet (each page says which): left out of the
 * default lint until those land, then moved to docs/pipelines. `npm run lint:workflows --
 * docs/drafts` lints them on demand.
 */
const DRAFTS = 'drafts';

function markdownFiles(root: string): string[] {
  const docs = join(root, 'docs');
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? dir === docs && entry.name === DRAFTS
          ? []
          : walk(join(dir, entry.name))
        : entry.name.endsWith('.md')
          ? [join(dir, entry.name)]
          : [],
    );
  return [join(root, 'README.md'), ...walk(docs)];
}

const WRAPPER = ['on: push', 'permissions:', '  contents: read', 'jobs:', '  example:', '    runs-on: ubuntu-latest', '    steps:'];

/** The examples in one Markdown text; `name` says where they come from. */
export function examplesIn(markdown: string, name: string): WorkflowExample[] {
  const examples: WorkflowExample[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (lines[i]?.trim() !== '```yaml') continue;
    const start = i + 1;
    let end = start;
    while (end < lines.length && lines[end]?.trim() !== '```') end++;
    const raw = lines.slice(start, end);
    // A list of steps is often shown indented as it sits in a job; read it from its left edge.
    const indent = Math.min(...raw.filter((line) => line.trim() !== '').map((line) => /^ */.exec(line)?.[0].length ?? 0));
    const block = raw.map((line) => line.slice(Number.isFinite(indent) ? indent : 0));
    i = end;
    const where = `${name}:${start}`;
    if (block.some((line) => /^jobs:/.test(line))) {
      examples.push({ where, text: block.join('\n') + '\n', offset: 0 });
    } else if (/^- /.test(block.find((line) => line.trim() !== '' && !line.trim().startsWith('#')) ?? '')) {
      examples.push({ where, text: [...WRAPPER, ...block.map((line) => `      ${line}`)].join('\n') + '\n', offset: WRAPPER.length });
    }
  }
  return examples;
}

export function documentationExamples(root: string): WorkflowExample[] {
  return markdownFiles(root).flatMap((file) => examplesIn(readFileSync(file, 'utf8'), relative(root, file)));
}

/** One step of an example that uses this action: its `with:` and the `env:` it runs with. */
export interface ExampleStep {
  /** `README.md:82 job deploy, step 2`. */
  where: string;
  /** The step's `with:`, each value as written (expressions unevaluated). */
  inputs: Record<string, string>;
  /** The workflow's, the job's and the step's `env:`, later ones winning, as the runner merges them. */
  env: Record<string, string>;
  /** The action it uses: '' for the root action, else an operation's own folder (`deploy-site`). */
  action: string;
}

/**
 * Which of this repository's actions a step uses: '' for the root (`./`, `owner/name@ref`), the
 * folder of an operation's own (`./deploy-site`, `owner/name/deploy-site@ref`), undefined for
 * another action.
 */
export function actionUsed(uses: string, repository: string): string | undefined {
  const value = uses.trim();
  if (value === './' || value === '.') return '';
  const local = /^\.\/([^/@]+)\/?$/.exec(value);
  if (local) return local[1];
  const at = value.indexOf('@');
  if (at <= 0) return undefined;
  const path = value.slice(0, at).toLowerCase();
  if (path === repository) return '';
  return path.startsWith(`${repository}/`) ? path.slice(repository.length + 1) : undefined;
}

type Mapping = Record<string, unknown>;
const isMapping = (value: unknown): value is Mapping => typeof value === 'object' && value !== null && !Array.isArray(value);
const scalars = (value: unknown): Record<string, string> =>
  isMapping(value)
    ? Object.fromEntries(Object.entries(value).map(([name, v]) => [name, v === null || v === undefined ? '' : String(v)]))
    : {};

/**
 * Every step of the examples that uses this action: `uses: ./`, or `repository@ref` (the
 * repository of package.json, any case), as the workflow linter counts them.
 */
export function actionStepsOf(examples: readonly WorkflowExample[], repository: string): ExampleStep[] {
  const used = (value: unknown) => (typeof value === 'string' ? actionUsed(value, repository.toLowerCase()) : undefined);
  return examples.flatMap((example) => {
    const workflow: unknown = parse(example.text);
    if (!isMapping(workflow) || !isMapping(workflow['jobs'])) return [];
    return Object.entries(workflow['jobs']).flatMap(([jobName, job]) => {
      if (!isMapping(job) || !Array.isArray(job['steps'])) return [];
      return job['steps'].flatMap((step: unknown, index: number): ExampleStep[] => {
        const action = isMapping(step) ? used(step['uses']) : undefined;
        if (!isMapping(step) || action === undefined) return [];
        return [
          {
            where: `${example.where} job ${jobName}, step ${index + 1}`,
            inputs: scalars(step['with']),
            env: { ...scalars(workflow['env']), ...scalars(job['env']), ...scalars(step['env']) },
            action,
          },
        ];
      });
    });
  });
}
