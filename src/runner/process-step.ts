import type { OutputSink, RunnerEnv } from './runner-output.ts';

/**
 * Runs a step as this process's own: its environment, its stdout, and the exit code as the
 * process's. What `run()` does when called with nothing, as @github/local-action calls an
 * entry point's `run()` (`npx @github/local-action run . src/main.ts .env`), which ignores the
 * value `run()` returns: a failed step must still end the process with 1.
 */
export async function runAsThisProcess(run: (options: { env: RunnerEnv; stdout: OutputSink }) => Promise<number>): Promise<number> {
  const exitCode = await run({ env: process.env, stdout: process.stdout });
  process.exitCode = exitCode;
  return exitCode;
}
