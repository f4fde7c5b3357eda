import { run } from '../../src/main.ts';
import { RecordingRunner } from './recording-runner.ts';
import type { OperationName } from '../../src/operations/registry.ts';
import { finishStep, prepareStep, type ActionRun, type RunActionOptions } from '../../scripts/action-step.ts';

export { REPO_ROOT } from '../../scripts/action-reference.ts';
export { ACTION_ENTRY, NODE, parseOutputFile, spawnAction, type ActionRun, type RunActionOptions } from '../../scripts/action-step.ts';

/** How long an in-process step may run before the test calls it hung (within vitest's 300 s). */
const HANG_GUARD_MS = 240_000;

/**
 * Runs the source's `run()` in this process as the runner would run the step, handing it the
 * step's own environment and a runner that records the protocol, so that steps of a test file may
 * run concurrently: nothing of the process (process.env, process.stdout) is read or replaced.
 */
export async function runAction(inputs: Record<string, string>, options: RunActionOptions = {}): Promise<ActionRun> {
  const step = await prepareStep(inputs, options);
  let stderr = '';
  const runner = new RecordingRunner(step.env, options.clock);
  const started = performance.now();
  // A guard against a step that hangs, never a speed limit: a busy machine may take long, so no
  // test's bound is shorter than this (a 30 s one failed a retrying step at a load of 40).
  const limitMs = Math.max(options.killAfterMs ?? 0, HANG_GUARD_MS);
  let timer: NodeJS.Timeout | undefined;
  let exitCode: number;
  try {
    const limit = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`the step did not end within ${limitMs} ms`)), limitMs);
    });
    const clock = options.clock ? { clock: options.clock } : {};
    // An operation's own action (`options.action`) runs with its operation fixed, as dist/<operation>.js does.
    const operation = options.action && options.action !== '.' ? { operation: options.action as OperationName } : {};
    const signal = options.signal ? { signal: options.signal } : {};
    exitCode = await Promise.race([run({ env: step.env, runner, ...clock, ...operation, ...signal }), limit]);
  } catch (error) {
    // What Node does with an error that escapes the entry point: print it, exit 1.
    exitCode = 1;
    stderr += error instanceof Error ? (error.stack ?? error.message) : String(error);
  } finally {
    clearTimeout(timer);
  }
  return finishStep(step, exitCode, runner.stdout, stderr, started);
}
