import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGraph, importProblems } from '../../scripts/check-imports.ts';
import { distDifferences } from '../../scripts/check-dist.ts';
import { ACTION_VERSION } from '../../src/runner/version.ts';
import { REPO_ROOT } from '../../scripts/action-reference.ts';

describe('the import graph check', () => {
  it('passes on src/ as it is', () => {
    expect(importProblems(importGraph())).toEqual([]);
  });

  it('names an upward import and a cycle', () => {
    const graph = new Map([
      ['inputs/a.ts', ['operations/registry.ts']],
      ['operations/registry.ts', []],
      ['api/x.ts', ['api/y.ts']],
      ['api/y.ts', ['api/x.ts']],
    ]);
    expect(importProblems(graph)).toEqual([
      'upward import: inputs/a.ts -> operations/registry.ts',
      'cycle: api/x.ts -> api/y.ts -> api/x.ts',
    ]);
  });
});

describe('the stale-dist check', () => {
  it('names a stale, a missing and a left-over file', () => {
    const root = mkdtempSync(join(tmpdir(), 'dist-diff-'));
    const [fresh, committed] = [join(root, 'fresh'), join(root, 'dist')];
    mkdirSync(fresh);
    mkdirSync(committed);
    writeFileSync(join(fresh, 'index.js'), 'new');
    writeFileSync(join(committed, 'index.js'), 'old');
    writeFileSync(join(fresh, '1.index.js'), 'x');
    writeFileSync(join(committed, 'old.js'), 'y');
    expect(distDifferences(fresh, committed)).toEqual([
      'dist/1.index.js is missing',
      'dist/old.js is not made by the build any more',
      'dist/index.js is stale',
    ]);
  });

  it('runs once in npm test, beside the static checks and outside vitest, with the build command package.json declares', () => {
    const pkg = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string>; version: string };
    expect(pkg.scripts['build']).toBe('node scripts/build.ts');
    expect(pkg.scripts['test']).toBe('node scripts/test.ts');
    const checks = readFileSync(join(REPO_ROOT, 'scripts/test.ts'), 'utf8');
    expect(checks).toContain("args: ['scripts/check-dist.ts']");
    expect(ACTION_VERSION).toBe(pkg.version);
  });
});
