/** `npm run docs`: writes docs/reference.md and the code's lists of inputs and outputs from action.yml. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { INTERFACE_LISTS_PATH, REFERENCE_PATH, renderInterfaceLists, renderReference } from './action-reference.ts';

mkdirSync(dirname(REFERENCE_PATH), { recursive: true });
writeFileSync(REFERENCE_PATH, renderReference());
writeFileSync(INTERFACE_LISTS_PATH, renderInterfaceLists());
console.log('docs/reference.md and src/inputs/action-interface.ts written from action.yml');
