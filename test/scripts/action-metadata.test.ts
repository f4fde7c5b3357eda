import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  INTERFACE_LISTS_PATH,
  REGISTRY_PATH,
  REFERENCE_PATH,
  REPO_ROOT,
  readActionMetadata,
  renderInterfaceLists,
  renderRegistry,
  renderOperationsList,
  renderOperationsTable,
  renderReference,
  USAGE_PATH,
  withOperationsList,
  withOperationsTable,
} from '../../scripts/action-reference.ts';
import { OPERATION_NAMES } from '../../src/operations/registry.ts';
import { OPERATION_ROWS } from '../support/operation-table.ts';

const metadata = readActionMetadata();
describe('action.yml', () => {
  it('describes every input and output', () => {
    for (const [name, input] of Object.entries(metadata.inputs)) expect(input.description.length, name).toBeGreaterThan(20);
    for (const [name, output] of Object.entries(metadata.outputs)) expect(output.description.length, name).toBeGreaterThan(20);
  });

  it('keeps the interface defaults', () => {
    const defaults = Object.fromEntries(Object.entries(metadata.inputs).map(([name, input]) => [name, input.default]));
    expect(defaults).toMatchObject({
      'api-url': 'https://api.bunny.net',
      'timeout-seconds': '30',
      'max-attempts': '3',
      'dry-run': 'false',
      'all-pages': 'false',
      'require-waf': 'false',
      from: '0',
      size: '20',
    });
    expect(metadata.inputs['operation']?.required).toBe(true);
  });

  it('lists exactly the operations of the registry', () => {
    const described = metadata.inputs['operation']?.description.match(/[a-z]+(?:-[a-z]+)+|\bsearch\b/g) ?? [];
    expect([...new Set(described)].sort()).toEqual([...OPERATION_NAMES].sort());
  });

  it("the code's lists of inputs and outputs are generated from it (run `npm run docs`)", () => {
    expect(readFileSync(INTERFACE_LISTS_PATH, 'utf8')).toBe(renderInterfaceLists(metadata));
  });

  it('the registry of operations is generated from docs/operations.yml (run `npm run docs`)', () => {
    expect(readFileSync(REGISTRY_PATH, 'utf8')).toBe(renderRegistry());
  });
});

describe('test tables', () => {
  it('the fault matrix and the abuse suite cover every operation of the registry', () => {
    // Both suites draw their operations from OPERATION_ROWS.
    expect(OPERATION_ROWS.map((row) => row.operation).sort()).toEqual([...OPERATION_NAMES].sort());
  });

  it('runs on node24 from dist/index.js', () => {
    const text = readFileSync(join(REPO_ROOT, 'action.yml'), 'utf8');
    expect(text).toMatch(/using: 'node24'/);
    expect(text).toMatch(/main: 'dist\/index.js'/);
  });
});

describe('README, docs/using-the-action.md and docs/reference.md', () => {
  const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
  const usage = readFileSync(USAGE_PATH, 'utf8');

  it('docs/reference.md documents every input and output exactly as action.yml does (run `npm run docs`)', () => {
    expect(readFileSync(REFERENCE_PATH, 'utf8')).toBe(renderReference(metadata));
  });

  it("the README's operations, one line each, are as docs/operations.yml says (run `npm run docs`)", () => {
    expect(readme).toBe(withOperationsList(readme));
  });

  it("docs/using-the-action.md's operations table is as docs/operations.yml says (run `npm run docs`)", () => {
    expect(usage).toBe(withOperationsTable(usage));
  });

  it('gives each operation one line in the README, linked to its section of docs/reference.md', () => {
    const reference = readFileSync(REFERENCE_PATH, 'utf8');
    for (const operation of OPERATION_NAMES) {
      const lines = readme.split('\n').filter((line) => line.includes(`[\`${operation}\`](docs/reference.md#${operation})`));
      expect(lines, operation).toHaveLength(1);
      // GitHub's anchor of the heading `## \`deploy-site\`` is #deploy-site.
      expect(reference, operation).toContain(`\n## \`${operation}\`\n`);
    }
  });

  it('renders the list from docs/operations.yml: a new operation is a new line with what its action does', () => {
    const list = renderOperationsList();
    expect(list).toContain('| [`deploy-site`](docs/reference.md#deploy-site) | Upload a static site build as an immutable deploy');
    expect(list.split('\n').filter((line) => line.startsWith('| [')).length).toBe(OPERATION_NAMES.length);
  });

  it('renders the table from docs/operations.yml: a new operation is a new row, a new output a new name', () => {
    const table = renderOperationsTable({
      'get-thing': {
        inputs: { 'thing-id': null, 'wait-seconds': null, 'probe-url': null, 'expect-status': null, 'github-deployment': null },
        required: [{ 'any-of': ['api-key', 'dry-run'] }, 'thing-id'],
        outputs: { 'thing-name': 'its name', matched: 'the probe passed' },
        result: 'the thing',
      },
      'probe-url': { inputs: { url: null, 'expect-status': null }, required: ['url'], outputs: { matched: 'x', url: 'y' }, result: 'z' },
    });
    expect(table).toContain('| `get-thing` | `thing-id` | `wait-seconds`, probe inputs, Deployment inputs | `thing-name`, probe outputs |');
    expect(table).toContain('| `probe-url` | `url` | `expect-status` | `matched`, `url` |');
  });

  it("docs/using-the-action.md's operations table names every input and output of action.yml", () => {
    const table = usage.slice(usage.indexOf('## Operations at a glance'), usage.indexOf('## Pipelines'));
    const named = new Set([...table.matchAll(/`([a-z0-9-]+)`/g)].map((match) => match[1]));
    for (const name of [...Object.keys(metadata.inputs), ...Object.keys(metadata.outputs)]) expect(named, name).toContain(name);
  });

  it('gives the two commands and a workflow in its first 60 lines, and stays under 350 lines', () => {
    const first = readme.split('\n').slice(0, 60).join('\n');
    expect(first).toContain('npm ci && npm run demo');
    expect(first).toContain('npm test');
    // The per-operation form first: its own action.yml, whose inputs an editor and actionlint know.
    expect(first).toMatch(/uses: [\w-]+\/bunny-platform-action\/[a-z-]+@v0/);
    expect(readme.split('\n').length).toBeLessThan(350);
  });

  it('is read in a minute: at most 1,000 words', () => {
    // Words as a reader meets them: HTML comments are not shown, and a token without a letter
    // or a digit (a table's |, a fence) is not a word.
    const words = readme
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .split(/\s+/)
      .filter((token) => /[\p{L}\p{N}]/u.test(token));
    expect(words.length).toBeLessThanOrEqual(1000);
  });

  it('.ci/run runs the test command', () => {
    expect(readFileSync(join(REPO_ROOT, '.ci/run'), 'utf8')).toMatch(/^npm test$/m);
  });
});

describe('the name users copy', () => {
  const pkg = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { repository: { url: string }; version: string };
  const canonical = /github\.com\/([\w-]+\/[\w-]+)\.git$/.exec(pkg.repository.url)?.[1] ?? '';

  it('is one owner/name everywhere, with no placeholder and no release that does not exist', () => {
    expect(canonical).toBe('bunny-deploy/bunny-platform-action');
    const docs = [
      'README.md',
      'CHANGELOG.md',
      'SECURITY.md',
      'CONTRIBUTING.md',
      ...readdirSync(join(REPO_ROOT, 'docs')).flatMap((f) => (f.endsWith('.md') ? [`docs/${f}`] : [])),
      ...readdirSync(join(REPO_ROOT, 'docs/pipelines')).map((f) => `docs/pipelines/${f}`),
    ];
    for (const doc of docs) {
      const text = readFileSync(join(REPO_ROOT, doc), 'utf8');
      expect(text, doc).not.toMatch(/your-org\//);
      for (const [, name] of text.matchAll(/uses: ([\w-]+\/bunny-platform-action)@/g)) expect(name, doc).toBe(canonical);
      // A version named in the documentation is the package's own, never one not yet made.
      for (const [version] of text.matchAll(/\bv\d+\.\d+\.\d+\b/g)) expect(version, doc).toBe(`v${pkg.version}`);
    }
    expect(readFileSync(join(REPO_ROOT, 'SECURITY.md'), 'utf8')).toContain(canonical);
  });
});
