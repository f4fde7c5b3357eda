/**
 * `npm test`: every check the repository has, in the least wall time two cores allow. None
 * depends on another, so two lanes pull from one queue: the tests (vitest, which waits on
 * sockets and timers much of the time) in one, the static checks and the stale-dist/ check,
 * longest first, in the other, and in both once the tests are done. Every check runs whatever
 * another found; each one's output is shown when it fails, and the tests' summary always.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const node = process.execPath;

export interface Check {
  name: string;
  command: string;
  args: string[];
}

/** A tool installed from the lock file: `npm test` needs no network after `npm ci`. */
const bin = (name: string) => resolve(ROOT, 'node_modules/.bin', name);

/** Longest first, so that the two lanes finish together. */
export const STATIC_CHECKS: Check[] = [
  // tsc's check and the type-aware lint on one program: each built its own, the same one.
  { name: 'tsc --noEmit and eslint (type-aware), one program', command: node, args: ['scripts/typecheck-and-lint.ts'] },
  { name: 'prettier --check', command: bin('prettier'), args: ['--check', '.'] },
  { name: 'dist/ is what the source builds', command: node, args: ['scripts/check-dist.ts'] },
  { name: 'unused exports (knip)', command: bin('knip'), args: [] },
  { name: 'import layers', command: node, args: ['scripts/check-imports.ts'] },
];
export const TESTS: Check = { name: 'vitest', command: bin('vitest'), args: ['run'] };
const LANES = 2;

interface Outcome {
  check: Check;
  code: number;
  output: string;
  seconds: number;
}

function run(check: Check): Promise<Outcome> {
  const started = performance.now();
  return new Promise((done) => {
    const child = spawn(check.command, check.args, { cwd: ROOT, stdio: 'pipe', env: process.env });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const finish = (code: number) => done({ check, code, output, seconds: (performance.now() - started) / 1000 });
    child.on('error', (error) => {
      output += String(error);
      finish(127);
    });
    child.on('close', (code) => finish(code ?? 1));
  });
}

function report({ check, code, output, seconds }: Outcome): void {
  console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${check.name} (${seconds.toFixed(1)} s)`);
  // The tests' summary (files, tests, duration) is worth seeing when they pass too.
  const shown = code !== 0 ? output : check === TESTS ? output.trimEnd().split('\n').slice(-6).join('\n') : '';
  if (shown) console.log(shown.trimEnd().replace(/^/gm, '     '));
}

/** Two lanes pull from one queue, the tests first: the static checks fill the other lane, then both. */
async function runAll(): Promise<Outcome[]> {
  const queue = [TESTS, ...STATIC_CHECKS];
  const outcomes: Outcome[] = [];
  const lane = async () => {
    for (let check = queue.shift(); check; check = queue.shift()) {
      const outcome = await run(check);
      report(outcome);
      outcomes.push(outcome);
    }
  };
  await Promise.all(Array.from({ length: LANES }, lane));
  return outcomes;
}

if (import.meta.main) {
  const failed = (await runAll()).filter((outcome) => outcome.code !== 0);
  if (failed.length > 0) {
    console.log(`\n${failed.length} check(s) failed: ${failed.map((outcome) => outcome.check.name).join(', ')}`);
    process.exit(1);
  }
}
