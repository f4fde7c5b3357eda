import { existsSync } from 'node:fs';
import { ACTION_ENTRY } from './run-action.ts';

/** End-to-end tests run the committed bundle; without it they would all fail obscurely. */
export default function setup(): void {
  if (!existsSync(ACTION_ENTRY)) {
    throw new Error(`${ACTION_ENTRY} is missing: run \`npm run build\` first`);
  }
}
