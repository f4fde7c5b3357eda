/**
 * `npm run docs`: writes docs/reference.md, the code's lists of inputs and outputs, and each
 * operation's action (`<operation>/action.yml`) from action.yml and docs/operations.yml.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { INTERFACE_LISTS_PATH, REFERENCE_PATH, REPO_ROOT, renderInterfaceLists, renderReference } from './action-reference.ts';
import { renderOperationActions } from './operation-actions.ts';

mkdirSync(dirname(REFERENCE_PATH), { recursive: true });
writeFileSync(REFERENCE_PATH, renderReference());
writeFileSync(INTERFACE_LISTS_PATH, renderInterfaceLists());
const actions = renderOperationActions();
for (const [path, text] of Object.entries(actions)) {
  mkdirSync(dirname(join(REPO_ROOT, path)), { recursive: true });
  writeFileSync(join(REPO_ROOT, path), text);
}
console.log(
  `docs/reference.md, src/inputs/action-interface.ts and ${Object.keys(actions).length} operation actions written from action.yml and docs/operations.yml`,
);
