/** `npm run docs`: rewrites the README's input and output reference from action.yml. */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readmeReference, renderReference } from '../test/support/action-reference.ts';
import { REPO_ROOT } from '../test/support/run-action.ts';

const path = join(REPO_ROOT, 'README.md');
const readme = readFileSync(path, 'utf8');
const current = readmeReference(readme);
if (current === undefined) throw new Error('README.md has no reference markers');
writeFileSync(path, readme.replace(current, renderReference()));
console.log('README.md reference updated from action.yml');
