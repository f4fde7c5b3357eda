import { execFileSync } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { minifyBundle } from '../scripts/minify-bundle.ts';

/**
 * bench/baseline/stack-floor-search.mjs bundled as the action is (ncc, one ES module, then
 * minified in ASCII by scripts/minify-bundle.ts, as `npm run build` finishes dist/), in a
 * temporary folder; returns the bundle's path. Built in the run, from the lock file's packages,
 * so it loads what the action's dist/ loads of them.
 */
export async function buildStackFloor(): Promise<string> {
  const out = await mkdtemp(join(tmpdir(), 'bench-stack-floor-'));
  const ncc = createRequire(import.meta.url).resolve('@vercel/ncc/dist/ncc/cli.js');
  const entry = join(import.meta.dirname, 'baseline', 'stack-floor-search.mjs');
  execFileSync(process.execPath, [ncc, 'build', entry, '-o', out, '--target', 'es2023', '--quiet', '--no-cache'], { stdio: 'inherit' });
  minifyBundle(out);
  return join(out, 'index.mjs');
}
