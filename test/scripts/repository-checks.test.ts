import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGraph, importProblems } from '../../scripts/check-imports.ts';
import { distDifferences } from '../../scripts/check-dist.ts';
import { ACTION_VERSION } from '../../src/runner/version.ts';
import { REPO_ROOT } from '../../scripts/action-reference.ts';
import { changelogSection } from '../../scripts/changelog-section.ts';
import { parse } from 'yaml';

describe('the import graph check', () => {
  it('passes on the house as it is: src/, emulator/, scripts/, bench/ and test/', () => {
    const graph = importGraph();
    for (const folder of [
      'src/',
      'emulator/',
      'scripts/',
      'bench/',
      'test/operations/',
      'test/platform/',
      'test/api/',
      'test/http/',
      'test/inputs/',
      'test/runner/',
      'test/github/',
      'test/probe/',
      'test/emulator/',
      'test/action/',
      'test/scripts/',
      'test/support/',
      'test/e2e/',
    ])
      expect([...graph.keys()].some((file) => file.startsWith(folder))).toBe(true);
    expect(importProblems(graph)).toEqual([]);
  });

  it('keeps the tests of src/ in the folders of what they test: test/<folder>/ beside src/<folder>/', () => {
    // test/action/ is the step as a whole (src/main.ts); e2e, emulator, scripts and support are not src's.
    const own = new Set(['action', 'e2e', 'emulator', 'scripts', 'support', 'fixtures']);
    const strays = [...importGraph().keys()]
      .filter((file) => file.startsWith('test/') && file.endsWith('.test.ts') && !own.has(file.split('/')[1] ?? ''))
      .filter((file) => !existsSync(join(REPO_ROOT, 'src', dirname(file.slice('test/'.length)))));
    expect(strays).toEqual([]);
  });

  it('names an upward import and a cycle in src/', () => {
    const graph = new Map([
      ['src/inputs/a.ts', ['src/operations/registry.ts']],
      ['src/operations/registry.ts', []],
      ['src/api/x.ts', ['src/api/y.ts']],
      ['src/api/y.ts', ['src/api/x.ts']],
    ]);
    expect(importProblems(graph)).toEqual([
      'upward import: src/inputs/a.ts -> src/operations/registry.ts',
      'cycle: src/api/x.ts -> src/api/y.ts -> src/api/x.ts',
    ]);
  });

  it('keeps the folders in layers: src/ imports none of the others, scripts/ and bench/ never test/, bench/ and test/ not each other', () => {
    const graph = new Map([
      ['src/api/a.ts', ['emulator/server.ts', 'scripts/tool.ts', 'test/support/x.ts', 'bench/support.ts']],
      ['emulator/server.ts', ['scripts/tool.ts']],
      ['scripts/tool.ts', ['test/support/x.ts', 'bench/support.ts', 'emulator/server.ts', 'src/api/b.ts']],
      ['bench/support.ts', ['test/support/x.ts', 'scripts/tool.ts', 'src/api/b.ts']],
      ['test/support/x.ts', ['bench/support.ts', 'scripts/tool.ts', 'emulator/server.ts', 'src/api/b.ts']],
      ['src/api/b.ts', []],
    ]);
    expect(importProblems(graph).filter((line) => !line.startsWith('cycle:'))).toEqual([
      'upward import: src/api/a.ts -> emulator/server.ts',
      'upward import: src/api/a.ts -> scripts/tool.ts',
      'upward import: src/api/a.ts -> test/support/x.ts',
      'upward import: src/api/a.ts -> bench/support.ts',
      'upward import: emulator/server.ts -> scripts/tool.ts',
      'upward import: scripts/tool.ts -> test/support/x.ts',
      'upward import: scripts/tool.ts -> bench/support.ts',
      'upward import: bench/support.ts -> test/support/x.ts',
      'upward import: test/support/x.ts -> bench/support.ts',
    ]);
  });

  it('puts operations/shared/ below every operation: an operation imports it, it imports no operation, and no operation another', () => {
    const graph = new Map([
      ['src/operations/deploy-site/index.ts', ['src/operations/shared/site-storage.ts', 'src/operations/operation.ts']],
      ['src/operations/promote-site/index.ts', ['src/operations/deploy-site/index.ts']],
      ['src/operations/shared/site-storage.ts', ['src/operations/operation.ts', 'src/operations/promote-site/index.ts']],
      ['src/operations/operation.ts', []],
    ]);
    expect(importProblems(graph).filter((line) => !line.startsWith('cycle:'))).toEqual([
      "one operation imports another's folder: operations/promote-site/index.ts -> operations/deploy-site/index.ts",
      'upward import: src/operations/shared/site-storage.ts -> src/operations/promote-site/index.ts',
    ]);
  });

  it('lets the emulator name only the shared interfaces of src/, by import type, and never a model', () => {
    const graph = new Map([
      [
        'emulator/state.ts',
        [
          { target: 'src/api/clock.ts', typeOnly: true },
          { target: 'src/api/requests.ts', typeOnly: true },
          { target: 'src/api/clock.ts', typeOnly: false },
          { target: 'src/api/models/dns-record.ts', typeOnly: true },
        ],
      ],
      ['src/api/clock.ts', []],
      ['src/api/requests.ts', []],
      ['src/api/models/dns-record.ts', []],
    ]);
    expect(importProblems(graph)).toEqual([
      'the emulator takes from src/ only `import type` of src/api/clock.ts, src/api/requests.ts: emulator/state.ts -> src/api/clock.ts',
      'the emulator takes from src/ only `import type` of src/api/clock.ts, src/api/requests.ts: emulator/state.ts -> src/api/models/dns-record.ts',
    ]);
  });

  it('names a cycle that crosses folders, and one outside src/ (bench/ once had measure -> measures -> probe-measures -> measure)', () => {
    const graph = new Map([
      ['bench/measure.ts', ['bench/measures.ts']],
      ['bench/measures.ts', ['bench/probe-measures.ts']],
      ['bench/probe-measures.ts', ['bench/measure.ts']],
      ['scripts/a.ts', ['scripts/b.ts']],
      ['scripts/b.ts', ['scripts/a.ts']],
    ]);
    expect(importProblems(graph)).toEqual([
      'cycle: bench/measure.ts -> bench/measures.ts -> bench/probe-measures.ts -> bench/measure.ts',
      'cycle: scripts/a.ts -> scripts/b.ts -> scripts/a.ts',
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

describe('the release workflow', () => {
  const workflow = parse(readFileSync(join(REPO_ROOT, '.github/workflows/release.yml'), 'utf8')) as {
    on: { push: { tags: string[] } };
    permissions: Record<string, string>;
    jobs: Record<string, { permissions?: unknown; steps: { run?: string; name?: string }[] }>;
  };
  const runs = Object.values(workflow.jobs).flatMap((job) => job.steps.map((step) => step.run ?? ''));
  const at = (pattern: RegExp) => runs.findIndex((run) => pattern.test(run));

  it('runs on a version tag only, with contents: write and nothing more', () => {
    // GitHub's filter syntax: + repeats the character class before it.
    const [filter] = workflow.on.push.tags;
    const tag = new RegExp(`^${(filter ?? '').replaceAll('.', '\\.')}$`);
    expect(['v0.1.0', 'v1.12.3'].filter((name) => tag.test(name))).toEqual(['v0.1.0', 'v1.12.3']);
    expect(['v0', 'v0.1', '0.1.0', 'v0.1.0-rc'].filter((name) => tag.test(name))).toEqual([]);
    expect(workflow.permissions).toEqual({ contents: 'write' });
    for (const job of Object.values(workflow.jobs)) expect(job.permissions).toBeUndefined();
  });

  it('takes the notes from CHANGELOG.md, checks dist/, runs the tests, then publishes and moves the major tag', () => {
    const steps = [
      at(/npm run -s release-notes -- "\$TAG"/),
      at(/npm run build[\s\S]*git diff --exit-code[\s\S]*-- dist/),
      at(/^npm test$/m),
      at(/gh release view "\$TAG"[\s\S]*gh release create "\$TAG" --verify-tag .*--notes-file/),
      at(/major="\$\{TAG%%\.\*\}"[\s\S]*git tag -f -a "\$major"[\s\S]*git push -f origin "refs\/tags\/\$major"/),
    ];
    expect(
      steps.every((index) => index >= 0),
      JSON.stringify(steps),
    ).toBe(true);
    expect([...steps].sort((a, b) => a - b)).toEqual(steps);
  });

  it('moves the major tag with RELEASE_TAG_TOKEN when given, and says how to when GitHub refuses the move', () => {
    const steps = Object.values(workflow.jobs).flatMap((job) => job.steps) as {
      name?: string;
      run?: string;
      env?: Record<string, string>;
    }[];
    const move = steps.find((step) => step.name === 'Move the major tag');
    // The job's token may not move a tag across a change to .github/workflows/, and `permissions:` cannot let it.
    expect(move?.env?.['TAG_TOKEN']).toBe('${{ secrets.RELEASE_TAG_TOKEN }}');
    expect(move?.run).toMatch(
      /if \[ -n "\$TAG_TOKEN" \][\s\S]*git remote set-url origin[\s\S]*git push -f origin "refs\/tags\/\$major" \|\| \{[\s\S]*::error::[\s\S]*RELEASE_TAG_TOKEN/,
    );
    // No other step sees it: they run the repository's code (npm ci, the build, the tests).
    expect(steps.filter((step) => JSON.stringify(step).includes('RELEASE_TAG_TOKEN'))).toEqual([move]);
  });

  it('finds notes for the version of package.json', () => {
    const { version } = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string };
    expect(changelogSection(readFileSync(join(REPO_ROOT, 'CHANGELOG.md'), 'utf8'), `v${version}`)).toMatch(/^### /);
    expect(ACTION_VERSION).toBe(version);
  });
});

describe('the package scripts', () => {
  it('hand vitest its globs as written: the shell npm runs them with does not expand them first', () => {
    const { scripts } = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    // The words of test:unit as /bin/sh hands them on (npm's script shell), without running vitest.
    const words = execFileSync('sh', ['-c', `printf '%s\\n' ${(scripts['test:unit'] ?? '').replace(/^vitest /, '')}`], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    });
    expect(words.trim().split('\n')).toEqual(['run', '--exclude', 'test/e2e/**']);
  });
});
