/**
 * The workflow examples of the documentation: every ```yaml block of README.md and docs/**\/*.md
 * that is a workflow (it has `jobs:`) or a list of steps (it starts with `- `), the latter
 * wrapped into a one-job workflow so that actionlint reads it as a runner would.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

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
