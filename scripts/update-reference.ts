/**
 * `npm run docs`: writes docs/reference.md, the code's lists of inputs and outputs, the
 * operations' registry (src/operations/registry.ts), the emulator's products (emulator/products.ts,
 * from its product folders), each
 * operation's action (`<operation>/action.yml`), the README's operations (one line each) and
 * docs/using-the-action.md's operations table from action.yml and docs/operations.yml.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  INTERFACE_LISTS_PATH,
  README_PATH,
  REFERENCE_PATH,
  REGISTRY_PATH,
  REPO_ROOT,
  USAGE_PATH,
  renderInterfaceLists,
  renderReference,
  renderRegistry,
  withOperationsList,
  withOperationsTable,
} from './action-reference.ts';
import { PRODUCTS_PATH, renderProducts } from './emulator-products.ts';
import { renderOperationActions } from './operation-actions.ts';

mkdirSync(dirname(REFERENCE_PATH), { recursive: true });
writeFileSync(REFERENCE_PATH, renderReference());
writeFileSync(INTERFACE_LISTS_PATH, renderInterfaceLists());
writeFileSync(REGISTRY_PATH, renderRegistry());
writeFileSync(PRODUCTS_PATH, renderProducts());
writeFileSync(README_PATH, withOperationsList(readFileSync(README_PATH, 'utf8')));
writeFileSync(USAGE_PATH, withOperationsTable(readFileSync(USAGE_PATH, 'utf8')));
const actions = renderOperationActions();
for (const [path, text] of Object.entries(actions)) {
  mkdirSync(dirname(join(REPO_ROOT, path)), { recursive: true });
  writeFileSync(join(REPO_ROOT, path), text);
}
console.log(
  `docs/reference.md, src/inputs/action-interface.ts, src/operations/registry.ts, emulator/products.ts (from the product folders), the README's operations, docs/using-the-action.md's operations table and ${Object.keys(actions).length} operation actions written from action.yml and docs/operations.yml`,
);
