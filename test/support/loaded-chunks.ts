import { readFileSync, readdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { ACTION_ENTRY, type ActionRun } from './run-action.ts';

/**
 * Which files of dist/ a spawned step loads, recorded by a module hook given through
 * NODE_OPTIONS (`env: { NODE_OPTIONS: RECORD_LOADED_MODULES }`): how the e2e tests show what a
 * step does not load (@actions/github without pr-comment, zod when its answers are right).
 */
const RECORDER = [
  "import { registerHooks } from 'node:module';",
  'const loaded = new Set();',
  'registerHooks({ load(url, context, next) { loaded.add(url); return next(url, context); } });',
  "process.on('exit', () => process.stderr.write('LOADED ' + JSON.stringify([...loaded]) + '\\n'));",
].join('\n');
export const RECORD_LOADED_MODULES = `--import=data:text/javascript,${encodeURIComponent(RECORDER)}`;

/** The files of dist/ a run recorded with RECORD_LOADED_MODULES loaded, by name. */
export function loadedChunks(run: ActionRun): string[] {
  const line = run.stderr.split('\n').find((text) => text.startsWith('LOADED '));
  if (!line) throw new Error(`no record of the loaded modules:\n${run.stderr}`);
  const urls = JSON.parse(line.slice('LOADED '.length)) as string[];
  return urls.filter((url) => url.startsWith('file:')).map((url) => basename(fileURLToPath(url)));
}

/**
 * The one chunk of dist/ whose text holds `text` (a dependency's mark), never index.js: what a
 * step must load, or must not, to use that dependency.
 */
export function chunkHolding(text: string): string {
  const dist = dirname(ACTION_ENTRY);
  const holders = readdirSync(dist).filter((file) => file.endsWith('.js') && readFileSync(join(dist, file), 'utf8').includes(text));
  expect(holders, `the chunks of dist/ holding ${text}`).toHaveLength(1);
  expect(holders).not.toContain('index.js');
  return holders[0] ?? '';
}
