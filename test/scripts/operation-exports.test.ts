import { describe, expect, it } from 'vitest';
import { projectFiles, unusedOperationExports } from '../../scripts/check-operation-exports.ts';

const ROOT = '/repo';
const REGISTRY = '/repo/src/operations/registry.ts';
const registry = {
  path: REGISTRY,
  text: "const OPERATIONS = { a: () => import('./a/index.ts'), b: () => import('./b/index.ts') };\nexport const names = Object.keys(OPERATIONS);\n",
};

describe('unused exports of the operation modules', () => {
  it('reports an export of a loaded module that no other module imports, whatever its kind', () => {
    const sources = [
      registry,
      {
        path: '/repo/src/operations/a/index.ts',
        text: [
          'export const operation = {};',
          'export function usedElsewhere() {}',
          'export interface Unused { x: number }',
          'export type UsedAsType = string;',
          'export async function unusedFunction() {}',
          'const local = 1;',
          'export { local };',
        ].join('\n'),
      },
      { path: '/repo/src/operations/b/index.ts', text: 'export const operation = {};\n' },
      {
        path: '/repo/test/operations/a.test.ts',
        text: "import { usedElsewhere } from '../../src/operations/a/index.ts';\nlet t: import('../../src/operations/a/index.ts').UsedAsType;\n",
      },
    ];
    expect(unusedOperationExports(sources, REGISTRY, ROOT)).toEqual([
      "src/operations/a/index.ts: 'Unused' is exported but no other module imports it",
      "src/operations/a/index.ts: 'unusedFunction' is exported but no other module imports it",
      "src/operations/a/index.ts: 'local' is exported but no other module imports it",
    ]);
  });

  it('counts a namespace import or a re-export as a use, and the registry as using only `operation`', () => {
    const sources = [
      registry,
      { path: '/repo/src/operations/a/index.ts', text: 'export const operation = {};\nexport const helper = 1;\n' },
      { path: '/repo/src/operations/b/index.ts', text: 'export const operation = {};\nexport const other = 1;\n' },
      {
        path: '/repo/bench/x.ts',
        text: "import * as a from '../src/operations/a/index.ts';\nexport { other } from '../src/operations/b/index.ts';\n",
      },
    ];
    expect(unusedOperationExports(sources, REGISTRY, ROOT)).toEqual([]);
    expect(unusedOperationExports(sources.slice(0, 3), REGISTRY, ROOT)).toEqual([
      "src/operations/a/index.ts: 'helper' is exported but no other module imports it",
      "src/operations/b/index.ts: 'other' is exported but no other module imports it",
    ]);
  });

  it('does not count a module importing itself, and names a loaded module that is missing', () => {
    const sources = [
      registry,
      {
        path: '/repo/src/operations/a/index.ts',
        text: "export const operation = {};\nexport const self = 1;\nimport { self as again } from './index.ts';\n",
      },
    ];
    expect(unusedOperationExports(sources, REGISTRY, ROOT)).toEqual([
      "src/operations/a/index.ts: 'self' is exported but no other module imports it",
      'src/operations/b/index.ts: loaded by the registry but not found',
    ]);
  });

  // What `node scripts/check-operation-exports.ts` checks, run here rather than as a process of its own
  // in npm test: this file has TypeScript's parser loaded already.
  it("finds no unused export in this repository's operation modules", () => {
    expect(unusedOperationExports(projectFiles())).toEqual([]);
  });
});
