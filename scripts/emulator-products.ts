/**
 * emulator/products.ts, written by `npm run docs` from what each product's folder already says:
 * every `export const name: Route[]` of a file of `emulator/<product>/`, and every
 * `export class Name implements ProductState` of its `state.ts`, folder by folder in name order.
 * A new product is then its folder, and no line elsewhere in the emulator.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listAsPrettierWrites } from './action-reference.ts';
import { REPO_ROOT } from './operation-actions.ts';

export const PRODUCTS_PATH = join(REPO_ROOT, 'emulator/products.ts');

const EMULATOR = join(REPO_ROOT, 'emulator');

/** `[module, name]` of each export of the product folders' files that `pattern` finds (its first group). */
function exportsMatching(files: (folder: string) => string[], pattern: RegExp): Array<[string, string]> {
  return readdirSync(EMULATOR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .flatMap((folder) =>
      files(folder).flatMap((file) =>
        [...readFileSync(join(EMULATOR, folder, file), 'utf8').matchAll(pattern)].map((match): [string, string] => [
          `./${folder}/${file}`,
          match[1] ?? '',
        ]),
      ),
    );
}

export function renderProducts(): string {
  const tsFiles = (folder: string) =>
    readdirSync(join(EMULATOR, folder))
      .filter((file) => file.endsWith('.ts'))
      .sort();
  const routes = exportsMatching(tsFiles, /^export const (\w+): Route\[\] =/gm);
  const states = exportsMatching(
    (folder) => tsFiles(folder).filter((file) => file === 'state.ts'),
    /^export class (\w+) implements ProductState\b/gm,
  );
  return [
    '// Generated from the product folders (emulator/<product>/) by `npm run docs`; a test fails when they differ. Do not edit.',
    "import type { Route } from './router.ts';",
    "import type { ProductStateClass } from './state.ts';",
    ...[...routes, ...states].map(([module, name]) => `import { ${name} } from '${module}';`),
    '',
    "/** Every product's routes: each `Route[]` a file of its folder exports, the folders in name order. */",
    ...listAsPrettierWrites(
      'export const apiRoutes: Route[] = ',
      routes.map(([, name]) => `...${name}`),
      ';',
    ),
    '',
    '/**',
    " * The products whose state stands alone (a folder's state.ts exports a class that implements",
    " * `ProductState`; state.ts's doc comment says which do): each emulator makes one of each, seeds",
    ' * it, reseeds it on reset and shows it in `GET /state`; routes and tests reach it by `state.part(Kind)`.',
    ' */',
    ...listAsPrettierWrites(
      'export const PRODUCT_STATES: readonly ProductStateClass[] = ',
      states.map(([, name]) => name),
      ';',
    ),
    '',
  ].join('\n');
}
