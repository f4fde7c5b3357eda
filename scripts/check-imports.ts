/**
 * `npm run check:imports`: the import graph of the whole house, with no import back up and no
 * cycle anywhere. The folders stand in layers: src/ at the bottom, then emulator/, then
 * scripts/, then bench/ and test/ side by side (neither imports the other). Inside src/ the
 * graph reads entry -> operations -> operations/shared -> inputs/runner -> platform -> api -> http. A layer may import its
 * own folder and any layer below it; `import type` counts too, since a type that runs back up
 * is a design that does. The emulator is a second author of the platform: of src/ it may only
 * name, by `import type`, the few interfaces it shares with the action (EMULATOR_MAY_NAME),
 * never a model.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');

/** The folders of the house, lower is deeper; bench/ and test/ are one layer that does not import itself across. */
const HOUSE: Array<[folder: string, rank: number]> = [
  ['src/', 0],
  ['emulator/', 1],
  ['scripts/', 2],
  ['bench/', 3],
  ['test/', 3],
];

/**
 * What the emulator may take from src/, type-only: the clock it runs its waits on (so a test's
 * fake clock drives both sides) and the list of HTTP methods. Nothing else; the models least.
 */
const EMULATOR_MAY_NAME: ReadonlySet<string> = new Set(['src/api/clock.ts', 'src/api/requests.ts']);

/** Lower is deeper; inputs and runner are one layer. */
const LAYERS: Array<[prefix: string, rank: number]> = [
  ['index.ts', 4],
  ['main.ts', 4],
  ['step-entry.ts', 4],
  ['step-outputs.ts', 4],
  // What several operations share (the step's words and steps, not the platform's meaning) and
  // the contract they keep: below every operation's folder, so it never imports one.
  ['operations/shared/', 2.75],
  ['operations/operation.ts', 2.75],
  ['operations/step-failure.ts', 2.75],
  ['operations/', 3],
  // What the step tells GitHub (the pull request comment): reads inputs/, prints through
  // runner/, sends through the HTTP layer's connections; only the entry calls it.
  ['github/', 2.5],
  ['inputs/', 2],
  ['runner/', 2],
  // What the platform means (reads, identity, waits, decisions), between the operations and
  // the client: it imports api/ only, so it is below inputs/ and runner/ and beside probe/.
  ['platform/', 1.5],
  ['api/', 1],
  // The probe, like the API client, knows nothing of Actions: a client of the probed site.
  ['probe/', 1],
  // The one HTTP layer under every client (the API, Edge Storage, the probe, GitHub, OIDC):
  // connections, the retry loop, the rate-limit gate, the failure wording. It names no input.
  ['http/', 0.5],
  // The workspace's git checkout, read through git's own command: knows nothing of Actions either.
  ['git/', 1],
];

function rank(file: string): number {
  const found = LAYERS.find(([prefix]) => file === prefix || file.startsWith(prefix));
  if (!found) throw new Error(`check-imports: ${file} is in no layer; add its folder to LAYERS`);
  return found[1];
}

function houseRank(file: string): number {
  const found = HOUSE.find(([folder]) => file.startsWith(folder));
  if (!found) throw new Error(`check-imports: ${file} is in no folder of the house; add it to HOUSE`);
  return found[1];
}

const topFolder = (file: string) => file.slice(0, file.indexOf('/') + 1);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const IMPORT = /^\s*(?:import|export)\s[^'"]*?from\s+'(\.[^']+)'|^\s*import\s+'(\.[^']+)'|import\('(\.[^']+)'\)/gm;
const TYPE_ONLY = /^\s*(?:import|export)\s+type\s/;

/** One import: the file it names (relative to the repository) and whether it names types only. */
export interface ImportEdge {
  target: string;
  typeOnly: boolean;
}

/** The house's folders the check reads. */
const HOUSE_FOLDERS = HOUSE.map(([folder]) => join(ROOT, folder));

/** The graph of relative imports between the files of the house, by path relative to the repository (`src/api/clock.ts`). */
export function importGraph(files: readonly string[] = HOUSE_FOLDERS.flatMap(sourceFiles)): Map<string, ImportEdge[]> {
  const graph = new Map<string, ImportEdge[]>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    graph.set(
      relative(ROOT, file),
      [...text.matchAll(IMPORT)].map((match) => ({
        target: relative(ROOT, resolve(dirname(file), match[1] ?? match[2] ?? match[3] ?? '')),
        typeOnly: TYPE_ONLY.test(match[0]),
      })),
    );
  }
  return graph;
}

/** The operation folder a file is in ('publish-script'), or undefined for operations/shared/ and other layers. */
function operationFolder(file: string): string | undefined {
  const folder = /^operations\/([^/]+)\//.exec(file)?.[1];
  return folder === 'shared' ? undefined : folder;
}

/**
 * Rules finer than the ranks: the platform floor imports only the API client and the HTTP layer (and itself), so
 * it stays usable from any operation; an operation's folder imports no other operation's, so
 * what two share has to move down to platform/ (or to operations/shared/).
 */
function narrowerRule(file: string, target: string): string | undefined {
  if (file.startsWith('platform/') && !['platform/', 'api/', 'http/'].some((layer) => target.startsWith(layer))) {
    return `platform imports only api/ and http/: ${file} -> ${target}`;
  }
  const from = operationFolder(file);
  const to = operationFolder(target);
  if (from !== undefined && to !== undefined && from !== to) return `one operation imports another's folder: ${file} -> ${target}`;
  return undefined;
}

/** The rules between the folders of the house; undefined when the import keeps them. */
function houseRule(file: string, { target, typeOnly }: ImportEdge): string | undefined {
  const from = topFolder(file);
  const to = topFolder(target);
  if (from === to) return undefined;
  if (from === 'emulator/' && to === 'src/') {
    if (EMULATOR_MAY_NAME.has(target) && typeOnly) return undefined;
    return `the emulator takes from src/ only \`import type\` of ${[...EMULATOR_MAY_NAME].join(', ')}: ${file} -> ${target}`;
  }
  if (houseRank(target) >= houseRank(file)) return `upward import: ${file} -> ${target}`;
  return undefined;
}

const SRC_PREFIX = 'src/';
const inSrc = (file: string) => file.slice(SRC_PREFIX.length);

/** Every import that runs back up a layer, and every cycle, as lines to print. A bare string edge is a value import. */
export function importProblems(input: Map<string, ReadonlyArray<ImportEdge | string>>): string[] {
  const graph = new Map(
    [...input].map(([file, edges]) => [file, edges.map((edge) => (typeof edge === 'string' ? { target: edge, typeOnly: false } : edge))]),
  );
  const problems: string[] = [];
  for (const [file, edges] of graph) {
    for (const edge of edges) {
      const { target } = edge;
      if (!graph.has(target)) continue;
      const house = houseRule(file, edge);
      if (house) problems.push(house);
      if (!file.startsWith(SRC_PREFIX) || !target.startsWith(SRC_PREFIX)) continue;
      if (rank(inSrc(target)) > rank(inSrc(file))) problems.push(`upward import: ${file} -> ${target}`);
      const problem = narrowerRule(inSrc(file), inSrc(target));
      if (problem) problems.push(problem);
    }
  }
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const { target } of graph.get(file) ?? []) {
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
    console.error(`check-imports: ${problems.length} problem(s) in the import graph:\n${problems.map((p) => `- ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.log(
    'check-imports: test, bench -> scripts -> emulator -> src (entry -> operations -> operations/shared -> inputs/runner -> platform -> api -> http), no upward import, no cycle',
  );
}
