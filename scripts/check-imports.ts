/**
 * `npm run check:imports`: the import graph of src/ reads entry -> operations -> inputs/runner
 * -> api, with no import back up and no cycle. A layer may import its own folder and any layer
 * below it; `import type` counts too, since a type that runs back up is a design that does.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const SRC = join(ROOT, 'src');

/** Lower is deeper; inputs and runner are one layer. */
const LAYERS: Array<[prefix: string, rank: number]> = [
  ['index.ts', 4],
  ['main.ts', 4],
  ['operations/', 3],
  // What the step tells GitHub (the pull request comment): reads inputs/, prints through
  // runner/, sends through the api's undici; only the entry calls it.
  ['github/', 2.5],
  ['inputs/', 2],
  ['runner/', 2],
  // What the platform means (reads, identity, waits, decisions), between the operations and
  // the client: it imports api/ only, so it is below inputs/ and runner/ and beside probe/.
  ['platform/', 1.5],
  ['api/', 1],
  // The probe, like the API client, knows nothing of Actions: a client of the probed site.
  ['probe/', 1],
];

function rank(file: string): number {
  const found = LAYERS.find(([prefix]) => file === prefix || file.startsWith(prefix));
  if (!found) throw new Error(`check-imports: ${file} is in no layer; add its folder to LAYERS`);
  return found[1];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const IMPORT = /^\s*(?:import|export)\s[^'"]*?from\s+'(\.[^']+)'|^\s*import\s+'(\.[^']+)'|import\('(\.[^']+)'\)/gm;

/** The graph of relative imports between the files of src/, by path relative to src/. */
export function importGraph(files: readonly string[] = sourceFiles(SRC)): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(IMPORT)].map((match) => match[1] ?? match[2] ?? match[3] ?? '');
    graph.set(
      relative(SRC, file),
      targets.map((target) => relative(SRC, resolve(dirname(file), target))),
    );
  }
  return graph;
}

/** The operation folder a file is in ('publish-script'), or undefined for shared files and other layers. */
function operationFolder(file: string): string | undefined {
  return /^operations\/([^/]+)\//.exec(file)?.[1];
}

/**
 * Rules finer than the ranks: the platform floor imports only the API client (and itself), so
 * it stays usable from any operation; an operation's folder imports no other operation's, so
 * what two share has to move down to platform/ (or to a shared operations/*.ts file).
 */
function narrowerRule(file: string, target: string): string | undefined {
  if (file.startsWith('platform/') && !target.startsWith('platform/') && !target.startsWith('api/')) {
    return `platform imports only api/: ${file} -> ${target}`;
  }
  const from = operationFolder(file);
  const to = operationFolder(target);
  if (from !== undefined && to !== undefined && from !== to) return `one operation imports another's folder: ${file} -> ${target}`;
  return undefined;
}

/** Every import that runs back up a layer, and every cycle, as lines to print. */
export function importProblems(graph: Map<string, string[]>): string[] {
  const problems: string[] = [];
  for (const [file, targets] of graph) {
    for (const target of targets) {
      if (!graph.has(target)) continue;
      if (rank(target) > rank(file)) problems.push(`upward import: ${file} -> ${target}`);
      const problem = narrowerRule(file, target);
      if (problem) problems.push(problem);
    }
  }
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (state.get(target) === 'open') problems.push(`cycle: ${[...stack.slice(stack.indexOf(target)), target].join(' -> ')}`);
      else if (!state.has(target)) visit(target);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of [...graph.keys()].sort()) if (!state.has(file)) visit(file);
  return problems;
}

if (import.meta.main) {
  const problems = importProblems(importGraph());
  if (problems.length > 0) {
    console.error(`check-imports: ${problems.length} problem(s) in the import graph of src/:\n${problems.map((p) => `- ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.log('check-imports: entry -> operations -> inputs/runner -> platform -> api, no upward import, no cycle');
}
