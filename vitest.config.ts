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
    // A fresh module graph per file cost about 18 s of CPU of 34 (undici, zod and the emulator
    // loaded 53 times). Nothing here keeps state in a module between files: each test starts its
    // own emulator, and a step's environment and output are routed per async context.
    isolate: false,
    globalSetup: ['test/support/global-setup.ts'],
  },
});
