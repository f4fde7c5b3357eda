import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/run-action.ts';

// scripts/check-imports.ts checks src/; the tools around it must not import in a circle either
// (bench/ had measure.ts -> measures.ts -> probe-measures.ts -> measure.ts).
const FOLDERS = ['bench', 'scripts', 'emulator', 'test/support'];
const IMPORT = /^\s*(?:import|export)\s[^'"]*?from\s+'(\.[^']+)'|^\s*import\s+'(\.[^']+)'|import\('(\.[^']+)'\)/gm;

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Each cycle of relative imports among `files`, as `a -> b -> a` (paths relative to the repository). */
function cycles(files: readonly string[]): string[] {
  const graph = new Map(
    files.map((file) => [
      file,
      [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((match) => resolve(dirname(file), match[1] ?? match[2] ?? match[3] ?? '')),
    ]),
  );
  const found: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (state.get(target) === 'open')
        found.push([...stack.slice(stack.indexOf(target)), target].map((path) => relative(REPO_ROOT, path)).join(' -> '));
      else if (!state.has(target)) visit(target);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of [...graph.keys()].sort()) if (!state.has(file)) visit(file);
  return found;
}

describe('imports outside src/', () => {
  it('run in no circle in bench/, scripts/, emulator/ and test/support/', () => {
    const files = FOLDERS.flatMap((folder) => filesUnder(join(REPO_ROOT, folder)));
    expect(files.length).toBeGreaterThan(20);
    expect(cycles(files)).toEqual([]);
  });
});
