import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Most of a test's time is spent waiting on real timers (retries, polls, timeouts), not on
    // the CPU: four files at a time keep two cores busy where one per core would leave them idle.
    maxWorkers: 4,
    globalSetup: ['test/support/global-setup.ts'],
  },
});
