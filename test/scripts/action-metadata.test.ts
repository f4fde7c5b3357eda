import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  INTERFACE_LISTS_PATH,
  REFERENCE_PATH,
  REPO_ROOT,
  readActionMetadata,
  renderInterfaceLists,
  renderOperationsTable,
  renderReference,
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

describe('README and docs/reference.md', () => {
  const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');

  it('docs/reference.md documents every input and output exactly as action.yml does (run `npm run docs`)', () => {
    expect(readFileSync(REFERENCE_PATH, 'utf8')).toBe(renderReference(metadata));
  });

  it("the README's operations table is as docs/operations.yml says (run `npm run docs`)", () => {
    expect(readme).toBe(withOperationsTable(readme));
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

  it("the README's operations table names every input and output of action.yml", () => {
    const table = readme.slice(readme.indexOf('## Operations'), readme.indexOf('## Everyday workflows'));
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
