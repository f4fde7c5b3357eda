import type { Runner, RunnerEnv } from './runner.ts';

/**
 * Runs a step as this process's own: its environment, @actions/core as its runner protocol, and
 * the exit code as the process's. What `run()` does when called with nothing, as
 * @github/local-action calls an entry point's `run()` (`npx @github/local-action run . src/main.ts
 * .env`, which stands in its own @actions/core), and ignores the value `run()` returns: a failed
 * step must still end the process with 1.
 */
export async function runAsThisProcess(run: (options: { env: RunnerEnv; runner: Runner }) => Promise<number>): Promise<number> {
  const { actionsCoreRunner } = await import('./actions-core-runner.ts');
  const exitCode = await run({ env: process.env, runner: actionsCoreRunner });
  process.exitCode = exitCode;
  return exitCode;
}
