import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { NODE, REPO_ROOT } from '../support/run-action.ts';
import { ACTION_VERSION } from '../../src/runner/version.ts';

const run = promisify(execFile);

describe('the committed bundle', () => {
  // The runner executes dist/, not src/: a source change without a rebuild ships nothing.
  it('is what `npm run build` makes from the current source', async () => {
    const out = await mkdtemp(join(tmpdir(), 'dist-check-'));
    // The same command as `npm run build`, read from package.json so the two cannot drift.
    const pkg = JSON.parse(await readFile(join(REPO_ROOT, 'package.json'), 'utf8')) as { scripts: { build: string } };
    expect(pkg.scripts.build).toBe('node scripts/build.ts');
    await run(NODE, [join(REPO_ROOT, 'scripts/build.ts'), '--out', out], { cwd: REPO_ROOT, maxBuffer: 16 * 1024 * 1024 });
    const committed = (await readdir(join(REPO_ROOT, 'dist'))).sort();
    const fresh = (await readdir(out)).sort();
    expect(committed, 'dist/ holds other files than a fresh build: run `npm run build` and commit dist/').toEqual(fresh);
    for (const file of fresh) {
      const [a, b] = await Promise.all([readFile(join(out, file), 'utf8'), readFile(join(REPO_ROOT, 'dist', file), 'utf8')]);
      expect(a === b, `dist/${file} is stale: run \`npm run build\` and commit dist/`).toBe(true);
    }
  }, 120_000);

  it('carries the version package.json declares', async () => {
    const pkg = JSON.parse(await readFile(join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string };
    expect(ACTION_VERSION).toBe(pkg.version);
  });
});
