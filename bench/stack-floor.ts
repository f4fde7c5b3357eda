import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * bench/baseline/stack-floor-search.mjs bundled as the action is (ncc, one ES module, every
 * character beyond ASCII escaped: scripts/build.ts says why), in a temporary folder; returns the
 * bundle's path. Built in the run, from the lock file's packages, so it loads what the action's
 * dist/ loads of them.
 */
export async function buildStackFloor(): Promise<string> {
  const out = await mkdtemp(join(tmpdir(), 'bench-stack-floor-'));
  const ncc = createRequire(import.meta.url).resolve('@vercel/ncc/dist/ncc/cli.js');
  const entry = join(import.meta.dirname, 'baseline', 'stack-floor-search.mjs');
  execFileSync(process.execPath, [ncc, 'build', entry, '-o', out, '--target', 'es2023', '--quiet', '--no-cache'], { stdio: 'inherit' });
  const bundle = join(out, 'index.mjs');
  const source = await readFile(bundle, 'utf8');
  await writeFile(
    bundle,
    source.replace(/[^\x00-\x7f]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`),
  );
  return bundle;
}
