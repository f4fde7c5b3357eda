import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { transformSync } from 'esbuild';

/**
 * Minifies every .js file of a folder that ncc wrote, in place, with esbuild, and writes every
 * character beyond ASCII as an escape: esbuild's `charset: 'ascii'` escapes strings and names,
 * `asciiOnly` what it leaves (a regular expression's literal characters).
 *
 * Why: a step spends most of its time compiling what it loads, above all undici's public entry
 * (1.6 MB as ncc writes it, 0.7 MB minified), which @actions/core loads in every step. ncc's own
 * --minify leaves the chunks of an ES module bundle as they are. Minified, one search step took
 * about 8% less wall time on the bench's machine (farm-bench, 15 pairs). Why ASCII: a source
 * file with one character beyond it is decoded and held by Node as UTF-16, and undici's and
 * zod's text carries a few hundred; escaped, a step started about 8 ms sooner.
 *
 * Names are not kept (`keepNames` cost about 4% of a step): a stack printed in debug mode names
 * minified functions. Node 24 runs src/index.ts itself, with the same INPUT_* environment, for
 * a stack with the source's names and lines.
 * Licences stay in licenses.txt, which ncc writes.
 */
export function minifyBundle(dir: string): void {
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.js') || name.endsWith('.mjs'))) {
    const path = join(dir, file);
    const { code } = transformSync(readFileSync(path, 'utf8'), {
      format: 'esm',
      target: 'es2023',
      minify: true,
      charset: 'ascii',
      legalComments: 'none',
    });
    writeFileSync(path, asciiOnly(code));
  }
}

/**
 * Every character beyond ASCII as \uXXXX (two escapes for one beyond the Basic Multilingual
 * Plane), which means the same as the character in a regular expression, as in a string.
 */
function asciiOnly(source: string): string {
  return source.replace(/[^\x00-\x7f]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
