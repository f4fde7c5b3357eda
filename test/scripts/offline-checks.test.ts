import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
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

/** The package of the project's own dependencies that installs a command of this name. */
function packageOfCommand(command: string): string | undefined {
  return Object.keys(declared).find((name) => {
    const { bin } = readJson<PackageJson>(join(REPO_ROOT, 'node_modules', name, 'package.json'));
    return typeof bin === 'string' ? basename(name) === command : bin !== undefined && Object.hasOwn(bin, command);
  });
}

// `npm test` after `npm ci` with an empty npm cache and `npm_config_offline=true` passes (checked
// by hand, as CONTRIBUTING.md shows): every tool it runs comes from the lock file, none from npx.
describe('npm test needs no network after npm ci', () => {
  it('runs each check with Node or a command that a locked dependency installs', () => {
    for (const check of [TESTS, ...STATIC_CHECKS]) {
      if (check.command === process.execPath) continue;
      const command = basename(check.command);
      expect(check.command, check.name).toBe(join(REPO_ROOT, 'node_modules/.bin', command));
      const owner = packageOfCommand(command);
      expect(owner, `${check.name}: no dependency of package.json installs '${command}'`).toBeDefined();
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
