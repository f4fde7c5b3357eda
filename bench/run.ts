import { relative } from 'node:path';
/**
 * `npm run bench` (issues 6, 14 and 39): measures the action's figures, each side by side with its
 * baseline in the same run, on Node 24, and prints a Markdown table. A full run (no --quick, no
 * --only) also writes it to bench/results.md; a partial one prints it only, so the file always
 * holds a whole run.
 *
 *   node bench/run.ts [--quick] [--only sync-first,sync-rerun,sync-memory,sync-100k,search,...]
 *
 * It is a report: it exits 0 even when a budget is missed (the row says MISSED) or a measure
 * fails (the row says FAILED, the others still run). Start-up rows are reported without a
 * budget. See measures.ts for how each figure is taken and why the emulator runs in this process.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startEmulator } from '../emulator/server.ts';
import { ConnectionWatch } from './connection-watch.ts';
import { MEASURES } from './measures.ts';
import { MeasureFailure, type Row } from './measure.ts';
import { ACTION_ENTRY, NODE, oneLine } from './support.ts';

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    only: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help) {
  console.log(`node bench/run.ts [--quick] [--only ${MEASURES.map((m) => m.id).join(',')}]`);
  process.exit(0);
}
const only = values.only
  ?.split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const unknown = only?.filter((id) => !MEASURES.some((m) => m.id === id)) ?? [];
if (unknown.length > 0) {
  console.error(`bench: unknown measure(s) ${unknown.join(', ')}; known: ${MEASURES.map((m) => m.id).join(', ')}`);
  process.exit(2);
}
const chosen = MEASURES.filter((m) => only === undefined || only.includes(m.id));

function machine(): string[] {
  let cpu = 'unknown CPU';
  try {
    cpu = /^model name\s*:\s*(.+)$/m.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1]?.trim() ?? cpu;
  } catch {
    // not Linux: keep "unknown"
  }
  let childNode = 'unknown';
  try {
    childNode = execFileSync(NODE, ['-v'], { encoding: 'utf8' }).trim();
  } catch {
    // reported as unknown
  }
  let commit = 'unknown commit';
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8', cwd: import.meta.dirname }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { encoding: 'utf8', cwd: import.meta.dirname }).trim() !== '';
    commit = `${head}${dirty ? ' with uncommitted changes' : ''}`;
  } catch {
    // not a git checkout
  }
  const bundle = existsSync(ACTION_ENTRY) ? `built ${statSync(ACTION_ENTRY).mtime.toISOString()}` : 'missing';
  const load = loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
  return [
    `- Date: ${new Date().toISOString()}`,
    `- CPU: ${cpu}, ${availableParallelism()} cores available`,
    `- Node: ${childNode} for the action and baselines (${relative(process.cwd(), NODE)}); bench itself on ${process.version}`,
    `- Code: ${commit}; action ${ACTION_ENTRY === DEFAULT_ENTRY ? 'dist/index.js' : `${ACTION_ENTRY} (ACTION_ENTRY)`} ${bundle}`,
    `- Load average at start: ${load}`,
    `- Mode: ${values.quick ? '--quick (fewer runs)' : 'full'}`,
  ];
}

const DEFAULT_ENTRY = join(import.meta.dirname, '..', 'dist', 'index.js');
const escapeCell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function table(rows: readonly Row[]): string {
  const lines = [
    '| measure | baseline | action | ratio/figure | budget | met? |',
    '|---|---|---|---|---|---|',
    ...rows.map((r) => {
      const verdict = r.verdict === 'met' ? 'yes' : r.verdict === 'reported' ? '—' : `**${r.verdict}**`;
      return `| ${[r.measure, r.baseline, r.action, r.figure, r.budget].map(escapeCell).join(' | ')} | ${verdict} |`;
    }),
  ];
  return lines.join('\n');
}

const major = Number(process.versions.node.split('.')[0]);
if (major < 24) console.warn(`bench: running on Node ${process.version}; use Node 24 (npm run bench, or ${NODE})`);
if (!existsSync(ACTION_ENTRY)) console.warn(`bench: ${ACTION_ENTRY} is missing: run \`npm run build\` first; every row will fail`);

const machineLines = machine();
console.log(`# Benchmark of the action\n\n${machineLines.join('\n')}\n`);

const emulator = await startEmulator();
const watch = new ConnectionWatch(emulator.port);
const rows: Row[] = [];
const started = performance.now();
try {
  for (const measure of chosen) {
    console.log(`· ${measure.title} …`);
    const t0 = performance.now();
    try {
      rows.push(...(await measure.run({ emulator, watch, quick: values.quick, progress: (m) => console.log(`  ${m}`) })));
      console.log(`  done in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    } catch (error) {
      const message = error instanceof MeasureFailure ? error.message : `${(error as Error).name}: ${(error as Error).message}`;
      console.log(`  FAILED: ${message}`);
      if (!(error instanceof MeasureFailure)) console.log((error as Error).stack ?? '');
      rows.push({
        measure: measure.title,
        baseline: '',
        action: '',
        figure: `FAILED: ${oneLine(message, 300)}`,
        budget: '',
        verdict: 'FAILED',
        notes: [],
      });
    }
  }
} finally {
  await emulator.close();
}

const missed = rows.filter((r) => r.verdict === 'MISSED' || r.verdict === 'FAILED');
const verdictLine =
  missed.length === 0
    ? 'All budgets met.'
    : `${missed.filter((r) => r.verdict === 'MISSED').length} budget(s) MISSED, ${missed.filter((r) => r.verdict === 'FAILED').length} measure(s) FAILED: ${missed.map((r) => `${r.verdict} ${oneLine(r.measure, 60)}`).join('; ')}`;
const notes = rows.flatMap((r) => (r.notes.length === 0 ? [] : [`- ${r.measure}`, ...r.notes.map((n) => `  - ${n}`)]));
const report = [
  '# Benchmark results (`npm run bench`)',
  '',
  ...machineLines,
  `- Load average at end: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}; took ${((performance.now() - started) / 1000).toFixed(0)} s`,
  '',
  table(rows),
  '',
  `**${verdictLine}**`,
  '',
  'Times are wall clock from spawn to exit of a child process; baseline and action runs are interleaved (ABAB, or rotated among three sides) after one unmeasured warm-up of each. p90 is nearest-rank. A row marked — is reported, with no budget. The machine may be shared: figures are noisy, compare the ratios rather than the absolute times.',
  '',
  '## How each figure is measured',
  '',
  ...notes,
  '',
].join('\n');

console.log(`\n${table(rows)}\n`);
console.log(missed.length === 0 ? verdictLine : `\n!!! ${verdictLine}\n`);
const resultsFile = join(import.meta.dirname, 'results.md');
if (values.quick || only !== undefined) {
  console.log(`A partial run (--quick or --only): ${relative(process.cwd(), resultsFile)} is left as it is.`);
} else {
  await writeFile(resultsFile, report);
  console.log(`Written to ${resultsFile}`);
}
// A report, not a gate: 0 even when a budget is missed.
process.exitCode = 0;
