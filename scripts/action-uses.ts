/**
 * `uses: ./<folder>` as the runner runs it: every input the step leaves out given the folder's
 * own default (prepareStep, as for the root action), and `runs.main` resolved against the
 * folder, `../` included, then run with the runner's `node`. Shared by the tests and scripts.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';
import { REPO_ROOT } from './operation-actions.ts';
import { finishStep, NODE, prepareStep, type ActionRun, type RunActionOptions } from './action-step.ts';

interface ActionFile {
  runs: { using: string; main: string };
}

/** The file the runner runs for `uses: ./<folder>` (`runs.main`, resolved against the folder). */
export function actionMain(folder: string): string {
  const action = parse(readFileSync(join(REPO_ROOT, folder, 'action.yml'), 'utf8')) as ActionFile;
  if (action.runs.using !== 'node24') throw new Error(`${folder}/action.yml: runs.using is ${action.runs.using}, not node24`);
  return resolve(REPO_ROOT, folder, action.runs.main);
}

/** Runs `uses: ./<folder>` with `given` inputs in a process of its own, as the runner does. */
export async function spawnUses(folder: string, given: Record<string, string>, options: RunActionOptions = {}): Promise<ActionRun> {
  // The runner passes the folder's own defaults, not the root action's.
  const step = await prepareStep(given, { ...options, action: folder });
  const started = performance.now();
  const child = spawn(NODE, [actionMain(folder)], { env: step.env, cwd: step.workspace, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const killer = setTimeout(() => child.kill('SIGKILL'), options.killAfterMs ?? 60_000);
  const exitCode = await new Promise<number | null>((resolveExit) => child.on('close', (code) => resolveExit(code)));
  clearTimeout(killer);
  return finishStep(step, exitCode, stdout, stderr, started);
}
