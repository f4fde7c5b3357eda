/**
 * `npm run build`: bundles src/ into dist/ with ncc, then minifies every file of it with
 * esbuild, in ASCII (scripts/minify-bundle.ts says why).
 *
 *   node scripts/build.ts [--out DIR]   (DIR defaults to dist; the stale-dist test builds elsewhere)
 *
 * ncc runs in src/ because it reads the tsconfig.json of the folder it runs in (src/'s says the
 * files are ES modules, see below).
 *
 * --no-cache: ncc's webpack cache (~/.cache/ncc) had grown to 552 MB in 13 entries on the
 * machine this was measured on, and a build without it was faster (6.5 s against 7.3 s): the
 * stale-dist check builds into a new folder each time and gained nothing from it.
 *
 * ncc only transpiles (--transpile-only): by default it type-checks the whole program again, as
 * `tsc --noEmit` does in `npm test`, and that was most of the build (9.4 s of CPU to 3.7 on a
 * shared machine). Transpiled one file at a time, a file cannot tell that it is an ES module
 * (under NodeNext, package.json says so), which src/tsconfig.json therefore says.
 */
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { OPERATION_NAMES } from '../src/operations/registry.ts';
import { minifyBundle } from './minify-bundle.ts';

const ROOT = resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { out: { type: 'string', default: join(ROOT, 'dist') } } });
const out = resolve(values.out);

rmSync(out, { recursive: true, force: true });
const ncc = createRequire(import.meta.url).resolve('@vercel/ncc/dist/ncc/cli.js');
execFileSync(
  process.execPath,
  [ncc, 'build', 'index.ts', '-o', out, '--target', 'es2023', '--license', 'licenses.txt', '--quiet', '--transpile-only', '--no-cache'],
  {
    cwd: join(ROOT, 'src'),
    stdio: 'inherit',
  },
);
minifyBundle(out);
// Each operation's own action (`<operation>/action.yml`) runs `../dist/<operation>.js`: the one
// bundle, which reads its operation from this entry's file name (src/index.ts).
for (const operation of OPERATION_NAMES) {
  writeFileSync(
    join(out, `${operation}.js`),
    `// The ${operation} action (${operation}/action.yml): the bundle, with the operation fixed.\nimport './index.js';\n`,
  );
}
