/**
 * `npm test`: every check the repository has, in the least wall time two cores allow. None
 * depends on another, so two lanes pull from one queue: the tests (vitest, which waits on
 * sockets and timers much of the time) in one, the static checks and the stale-dist/ check,
 * longest first, in the other, and in both once the tests are done. Every check runs whatever
 * another found.
 *
 * A newcomer sees it work from the first second: each check's start, vitest's line per finished
 * test file as it comes, each check's verdict (its output when it failed). The last line is the
 * totals alone, `N passed, N failed`, the form CI tools read: vitest's tests and the static checks.
 *
 * `npm test -- test/scripts/` hands what follows to vitest (files, filters); `--no-checks` runs
 * the tests alone, with the same totals.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';

const ROOT = resolve(import.meta.dirname, '..');
const node = process.execPath;

export interface Check {
  name: string;
  command: string;
  args: string[];
}

/**
 * A tool installed from the lock file (`npm test` needs no network after `npm ci`), run as its
 * package's `bin` script under this Node: node_modules/.bin holds shell shims, which Windows
 * cannot spawn without a shell.
 */
function tool(pkg: string, args: string[]): Pick<Check, 'command' | 'args'> {
  const { bin } = JSON.parse(readFileSync(resolve(ROOT, 'node_modules', pkg, 'package.json'), 'utf8')) as {
    bin: string | Record<string, string>;
  };
  const script = typeof bin === 'string' ? bin : bin[pkg];
  if (script === undefined) throw new Error(`${pkg} installs no command named ${pkg}`);
  return { command: node, args: [resolve(ROOT, 'node_modules', pkg, script), ...args] };
}

/** Longest first, so that the two lanes finish together. */
export const STATIC_CHECKS: Check[] = [
  // tsc's check and the type-aware lint on one program: each built its own, the same one.
  { name: 'tsc --noEmit and eslint (type-aware), one program', command: node, args: ['scripts/typecheck-and-lint.ts'] },
  { name: 'prettier --check', ...tool('prettier', ['--check', '.']) },
  { name: 'dist/ is what the source builds', command: node, args: ['scripts/check-dist.ts'] },
  { name: 'unused exports (knip)', ...tool('knip', []) },
  { name: 'import layers', command: node, args: ['scripts/check-imports.ts'] },
];
export const TESTS: Check = { name: 'vitest', ...tool('vitest', ['run']) };
const LANES = 2;

/** vitest's counts, from its JSON report. */
interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}

export interface Outcome {
  check: Check;
  code: number;
  output: string;
  seconds: number;
}

export interface RunOptions {
  tests: Check;
  checks: Check[];
  /** Where each line goes as it comes (a test collects them). */
  write: (line: string) => void;
  cwd?: string;
  env?: NodeJS.ProcessEnv;
}

export interface Totals {
  passed: number;
  failed: number;
  /** What the counts are, said on the line before them. */
  said: string;
}

/**
 * Runs a check; `stream` passes each line on as it comes (vitest's lines are its progress),
 * otherwise the output is kept and shown only when the check fails.
 */
function run(check: Check, options: RunOptions, stream: boolean): Promise<Outcome> {
  const started = performance.now();
  return new Promise((done) => {
    const child = spawn(check.command, check.args, {
      cwd: options.cwd ?? ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: options.env ?? process.env,
    });
    let output = '';
    for (const from of [child.stdout, child.stderr]) {
      createInterface({ input: from, crlfDelay: Infinity }).on('line', (line) => {
        output += `${line}\n`;
        if (stream && !line.startsWith('JSON report written to')) options.write(line);
      });
    }
    const finish = (code: number) => done({ check, code, output, seconds: (performance.now() - started) / 1000 });
    child.on('error', (error) => {
      output += String(error);
      finish(127);
    });
    child.on('close', (code) => finish(code ?? 1));
  });
}

function report({ check, code, output, seconds }: Outcome, options: RunOptions, streamed: boolean): void {
  options.write(`${code === 0 ? 'ok  ' : 'FAIL'} ${check.name} (${seconds.toFixed(1)} s)`);
  if (code !== 0 && !streamed && output.trim()) options.write(output.trimEnd().replace(/^/gm, '     '));
}

function readReport(file: string): VitestReport | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as VitestReport;
  } catch {
    return undefined;
  }
}

/**
 * The totals of a run: each vitest test a count, each static check one. A vitest that failed
 * outside any test (a file that would not load, an unhandled error) or left no report is one
 * failure more, so that the line never reads 0 failed when the exit code is not 0.
 */
export function totalsOf(tests: Outcome, vitest: VitestReport | undefined, checks: Outcome[]): Totals {
  const checksFailed = checks.filter((outcome) => outcome.code !== 0).length;
  const checksSaid = `${checks.length} static check${checks.length === 1 ? '' : 's'}`;
  if (!vitest) {
    return {
      passed: checks.length - checksFailed,
      failed: checksFailed + 1,
      said: `Counted: vitest, which left no report (exit code ${tests.code}), as 1 failed, ${checksSaid}`,
    };
  }
  const outside = tests.code !== 0 && vitest.numFailedTests === 0 ? 1 : 0;
  const skipped = vitest.numPendingTests + vitest.numTodoTests;
  const counted = [
    `${vitest.numPassedTests + vitest.numFailedTests} vitest tests`,
    ...(outside ? [`vitest's failure outside any test (exit code ${tests.code}) as 1 failed`] : []),
    checksSaid,
  ];
  const said = `Counted: ${counted.join(', ')}${skipped > 0 ? `; ${skipped} skipped tests not counted` : ''}`;
  return { passed: vitest.numPassedTests + checks.length - checksFailed, failed: vitest.numFailedTests + outside + checksFailed, said };
}

/** The line CI tools read. */
export const totalsLine = ({ passed, failed }: Totals): string => `${passed} passed, ${failed} failed`;

/** Two lanes pull from one queue, the tests first: the static checks fill the other lane, then both. */
export async function runAll(options: RunOptions): Promise<Totals> {
  const reportDir = mkdtempSync(join(tmpdir(), 'npm-test-'));
  const reportFile = join(reportDir, 'vitest.json');
  // The default reporter writes a line per finished file (and the failures); the JSON one the counts.
  const tests: Check = {
    ...options.tests,
    args: [...options.tests.args, '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`],
  };
  const queue = [tests, ...options.checks];
  const outcomes: Outcome[] = [];
  const lane = async () => {
    for (let check = queue.shift(); check; check = queue.shift()) {
      options.write(`start ${check.name}`);
      const outcome = await run(check, options, check === tests);
      report(outcome, options, check === tests);
      outcomes.push(outcome);
    }
  };
  try {
    await Promise.all(Array.from({ length: LANES }, lane));
    const testsOutcome = outcomes.find((outcome) => outcome.check === tests);
    if (!testsOutcome) throw new Error('vitest did not run');
    return totalsOf(
      testsOutcome,
      readReport(reportFile),
      outcomes.filter((outcome) => outcome.check !== tests),
    );
  } finally {
    rmSync(reportDir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const noChecks = args.includes('--no-checks');
  const options: RunOptions = {
    tests: { ...TESTS, args: [...TESTS.args, ...args.filter((arg) => arg !== '--no-checks')] },
    checks: noChecks ? [] : STATIC_CHECKS,
    write: (line) => console.log(line),
  };
  const totals = await runAll(options);
  console.log(`\n${totals.said}:`);
  console.log(totalsLine(totals));
  process.exitCode = totals.failed > 0 ? 1 : 0;
}
