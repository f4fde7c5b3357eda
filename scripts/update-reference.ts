/** `npm run docs`: writes docs/reference.md from action.yml. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { REFERENCE_PATH, renderReference } from './action-reference.ts';

mkdirSync(dirname(REFERENCE_PATH), { recursive: true });
writeFileSync(REFERENCE_PATH, renderReference());
console.log('docs/reference.md written from action.yml');
