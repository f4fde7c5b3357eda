/**
 * `npm run check:dist`, the last step of `npm test`: the committed dist/ is what `npm run build`
 * makes from the current source. The runner executes dist/, not src/: a source change without
 * a rebuild ships nothing. Run once, after the tests, rather than inside every vitest run.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');

/** What differs between a fresh build in `fresh` and the committed `committed`, as lines to print. */
export function distDifferences(fresh: string, committed: string): string[] {
  const [a, b] = [readdirSync(fresh).sort(), readdirSync(committed).sort()];
  const problems: string[] = [];
  for (const file of a.filter((name) => !b.includes(name))) problems.push(`dist/${file} is missing`);
  for (const file of b.filter((name) => !a.includes(name))) problems.push(`dist/${file} is not made by the build any more`);
  for (const file of a.filter((name) => b.includes(name))) {
    if (!readFileSync(join(fresh, file)).equals(readFileSync(join(committed, file)))) problems.push(`dist/${file} is stale`);
  }
  return problems;
}

if (import.meta.main) {
  const out = mkdtempSync(join(tmpdir(), 'dist-check-'));
  try {
    execFileSync(process.execPath, [join(ROOT, 'scripts/build.ts'), '--out', out], { cwd: ROOT, stdio: 'inherit' });
    const problems = distDifferences(out, join(ROOT, 'dist'));
    if (problems.length > 0) {
      console.error(`check-dist: ${problems.join('; ')}: run \`npm run build\` and commit dist/`);
      process.exit(1);
    }
    console.log('check-dist: dist/ is what `npm run build` makes from the current source');
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
