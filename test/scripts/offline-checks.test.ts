import { readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STATIC_CHECKS, TESTS } from '../../scripts/test.ts';
import { REPO_ROOT } from '../support/run-action.ts';

interface PackageJson {
  scripts: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  bin?: string | Record<string, string>;
}

const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;
const project = readJson<PackageJson>(join(REPO_ROOT, 'package.json'));
const lock = readJson<{ packages: Record<string, { version: string }> }>(join(REPO_ROOT, 'package-lock.json'));
const declared = { ...project.dependencies, ...project.devDependencies };

/** The dependency of the project whose installed files hold this path. */
function packageOfScript(path: string): string | undefined {
  return Object.keys(declared).find((name) => path.startsWith(join(REPO_ROOT, 'node_modules', name) + sep));
}

// `npm test` after `npm ci` with an empty npm cache and `npm_config_offline=true` passes (checked
// by hand, as CONTRIBUTING.md shows): every tool it runs comes from the lock file, none from npx.
describe('npm test needs no network after npm ci', () => {
  it('runs each check with Node: a script of its own, or the bin script of a locked dependency', () => {
    for (const check of [TESTS, ...STATIC_CHECKS]) {
      expect(check.command, check.name).toBe(process.execPath);
      const [script = ''] = check.args;
      if (script.startsWith('scripts/')) continue;
      const owner = packageOfScript(script);
      expect(owner, `${check.name}: no dependency of package.json holds '${script}'`).toBeDefined();
      const { bin } = readJson<PackageJson>(join(REPO_ROOT, 'node_modules', owner ?? '', 'package.json'));
      const scripts = typeof bin === 'string' ? [bin] : Object.values(bin ?? {});
      expect(
        scripts.map((entry) => join(REPO_ROOT, 'node_modules', owner ?? '', entry)),
        check.name,
      ).toContain(script);
      expect(lock.packages[`node_modules/${owner}`]?.version, `${owner} is not in package-lock.json`).toMatch(/^\d+\.\d+\.\d+/);
    }
  });

  it('has no package.json script that fetches a package at run time', () => {
    const fetching = Object.entries(project.scripts).filter(([, script]) =>
      /\bnpx\b|\bnpm (exec|x)\b|\bpnpm dlx\b|\byarn dlx\b/.test(script),
    );
    expect(fetching).toEqual([]);
  });

  it('checks unused exports with a pinned knip from the lock file', () => {
    expect(project.devDependencies?.['knip']).toMatch(/^\d+\.\d+\.\d+$/);
    expect(lock.packages['node_modules/knip']?.version).toBe(project.devDependencies?.['knip']);
  });
});
