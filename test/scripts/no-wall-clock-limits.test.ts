import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/run-action.ts';

/*
 * No test is decided by how fast the machine is: an upper bound on wall-clock time (a step's
 * durationMs, an elapsed time measured with Date.now() or performance.now()) fails on a busy
 * runner although the step did what it should (the first npm test on a loaded 2-core machine
 * failed on 19.2 s against 15 s). Waits run on the fake clock; what a timeout bounds shows in
 * the requests made and the lines logged. A lower bound stays allowed: a busy machine is slower,
 * never faster.
 */
const WALL_CLOCK_UPPER_BOUND =
  /(durationMs|elapsed\w*|took\w*|Date\.now\(\)\s*-\s*\w+|performance\.now\(\)\s*-\s*\w+)\)?[^\n;]{0,40}\.(toBeLessThan|toBeLessThanOrEqual)\(/;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? testFiles(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );
}

describe('the tests hold on a busy machine', () => {
  it('finds the pattern it looks for', () => {
    expect(WALL_CLOCK_UPPER_BOUND.test('expect(run.durationMs).toBeLessThan(15_000);')).toBe(true);
    expect(WALL_CLOCK_UPPER_BOUND.test('expect(Date.now() - start).toBeLessThan(500);')).toBe(true);
    expect(WALL_CLOCK_UPPER_BOUND.test('expect(elapsed).toBeLessThan(3000);')).toBe(true);
    expect(WALL_CLOCK_UPPER_BOUND.test('expect(tookMs).toBeLessThan(15_000);')).toBe(true);
    expect(WALL_CLOCK_UPPER_BOUND.test('expect(run.durationMs).toBeGreaterThanOrEqual(2000);')).toBe(false);
  });

  it('no test bounds wall-clock time from above', () => {
    const found: string[] = [];
    // This file's own examples of the pattern are not limits.
    for (const file of testFiles(join(REPO_ROOT, 'test')).filter((path) => !path.endsWith('no-wall-clock-limits.test.ts'))) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (WALL_CLOCK_UPPER_BOUND.test(line)) found.push(`${relative(REPO_ROOT, file)}:${index + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });
});
