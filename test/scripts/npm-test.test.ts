import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runAll, TESTS, totalsLine, totalsOf, type Check, type Outcome } from '../../scripts/test.ts';
import { NODE, REPO_ROOT } from '../support/run-action.ts';

/**
 * `npm test` as a newcomer and a CI tool see it, on a tiny suite of its own: a folder of test
 * files run by the same vitest (`--root`, with vitest's globals, so they import nothing), and
 * static checks that are one-line Node scripts.
 */
function suite(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'npm-test-suite-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

const PASSING = "test('one', () => {});\ntest('two', () => {});\n";
const FAILING = "test('three', () => { throw new Error('planted'); });\ntest('four', () => {});\n";

/** vitest started by a vitest worker must not take the worker's settings for its own. */
function outerVitestRemoved(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'TEST'));
}

const check = (name: string, script: string): Check => ({ name, command: NODE, args: ['-e', script] });
const testsIn = (dir: string): Check => ({ ...TESTS, args: [...TESTS.args, '--root', dir, '--globals'] });

describe('npm test (scripts/test.ts)', () => {
  it('shows each check start, a line per finished test file before the verdicts, and counts tests and checks', async () => {
    const dir = suite({ 'pass.test.ts': PASSING, 'fail.test.ts': FAILING });
    const lines: string[] = [];
    const totals = await runAll({
      tests: testsIn(dir),
      checks: [check('a clean check', 'process.exit(0)'), check('a dirty check', "console.log('what the check found'); process.exit(2)")],
      write: (line) => lines.push(line),
      env: outerVitestRemoved(),
    });

    expect(lines[0]).toBe('start vitest');
    expect(lines).toContain('start a clean check');
    expect(lines).toContain('start a dirty check');
    const fileLine = lines.findIndex((line) => line.includes('pass.test.ts'));
    const verdict = lines.findIndex((line) => line.startsWith('FAIL vitest'));
    expect(fileLine).toBeGreaterThan(0);
    expect(fileLine).toBeLessThan(verdict);
    expect(lines.some((line) => line.startsWith('ok   a clean check'))).toBe(true);
    // A failed check shows what it found; a clean one shows nothing but its verdict.
    const dirty = lines.findIndex((line) => line.startsWith('FAIL a dirty check'));
    expect(lines[dirty + 1]).toContain('what the check found');
    // 3 of vitest's 4 tests and one of the two checks.
    expect(totalsLine(totals)).toBe('4 passed, 2 failed');
    expect(totals.said).toBe('Counted: 4 vitest tests, 2 static checks');
  });

  it('ends with the totals alone on the last line and exits 0 when all passed, 1 otherwise', async () => {
    const green = await spawnNpmTest(suite({ 'pass.test.ts': PASSING }));
    expect(green.code).toBe(0);
    expect(green.lines.at(-1)).toBe('2 passed, 0 failed');
    expect(green.lines.at(-2)).toBe('Counted: 2 vitest tests, 0 static checks:');

    const red = await spawnNpmTest(suite({ 'pass.test.ts': PASSING, 'fail.test.ts': FAILING }));
    expect(red.code).toBe(1);
    expect(red.lines.at(-1)).toBe('3 passed, 1 failed');
  });

  it('counts a vitest that failed outside any test, or left no report, as a failure', () => {
    const tests = { check: TESTS, code: 1, output: '', seconds: 1 };
    const clean: Outcome = { check: check('clean', ''), code: 0, output: '', seconds: 1 };
    const report = { numPassedTests: 5, numFailedTests: 0, numPendingTests: 1, numTodoTests: 0 };
    expect(totalsLine(totalsOf(tests, report, [clean]))).toBe('6 passed, 1 failed');
    expect(totalsOf(tests, report, [clean]).said).toBe(
      "Counted: 5 vitest tests, vitest's failure outside any test (exit code 1) as 1 failed, 1 static check; 1 skipped tests not counted",
    );
    expect(totalsLine(totalsOf(tests, undefined, [clean]))).toBe('1 passed, 1 failed');
    expect(totalsLine(totalsOf({ ...tests, code: 0 }, { ...report, numPendingTests: 0 }, []))).toBe('5 passed, 0 failed');
  });
});

/** `node scripts/test.ts --no-checks` over a folder of tests, as `npm test -- --no-checks ...` runs it. */
function spawnNpmTest(dir: string): Promise<{ code: number | null; lines: string[] }> {
  return new Promise((done, fail) => {
    const child = spawn(NODE, ['scripts/test.ts', '--no-checks', '--root', dir, '--globals'], {
      cwd: REPO_ROOT,
      env: outerVitestRemoved(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.on('error', fail);
    child.on('close', (code) => done({ code, lines: stdout.trimEnd().split('\n') }));
  });
}
