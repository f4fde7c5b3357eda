import { defineConfig } from 'vitest/config';
import SpawningFirstSequencer from './test/support/sequencer.ts';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // A guard against a hang, never a speed limit: at 60 s a loaded 2-core machine (two npm test
    // runs at once, or more) failed tests that spawn tsx or actionlint and were merely slow.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    pool: 'forks',
    // Much of a test's time is spent waiting on real timers (retries, polls, timeouts), not on
    // the CPU, so more files run at once than there are cores; but in npm test the static checks
    // share the two cores, and a fourth worker cost more than its waits saved (npm test took 58.7
    // and 60.4 s with three, 62.7 and 65.0 s with four, alternated on the 2-core machine).
    maxWorkers: 3,
    // A fresh module graph per file cost about 18 s of CPU of 34 (undici, zod and the emulator
    // loaded 53 times). Nothing here keeps state in a module between files: each test starts its
    // own emulator, and a step's environment and output are routed per async context.
    isolate: false,
    // The fault matrix's concurrent cases (each with its own emulator) spend their time waiting
    // on a silence's request timeout: at vitest's default of 5 at a time that file alone took
    // 55 s of the run's 63; more at a time shortens the wait, not the CPU.
    maxConcurrency: 16,
    // Without the last run's durations (a fresh clone), the files that wait on real timers first.
    sequence: { sequencer: SpawningFirstSequencer },
    globalSetup: ['test/support/global-setup.ts'],
  },
});
