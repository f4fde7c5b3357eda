import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Clock } from '../src/api/clock.ts';
import { parse } from 'yaml';
import { REPO_ROOT, type ActionMetadata } from './action-reference.ts';
import { inputVariable, STAND_IN_GITHUB_TOKEN, withRunnerDefaults } from './runner-defaults.ts';

export { inputVariable };

/*
 * A step as the runner runs it: its environment (inputs as INPUT_*, the output and summary
 * files), the built action in a child process, and the files read back. Shared by the tests
 * (test/support/run-action.ts, which also runs the source in-process), the benchmarks and the
 * demo and local-run scripts: here, because none of those may import test/.
 */

/** The built action; ACTION_ENTRY points elsewhere for a private build. */
export const ACTION_ENTRY = process.env['ACTION_ENTRY'] ?? join(REPO_ROOT, 'dist/index.js');
/**
 * Node 24 from the `node` package, whatever `node` the machine has. On Windows that file is a
 * shell shim, which cannot be spawned without a shell: there the Node running this (npm puts the
 * package's node.cmd first on the PATH) is the one.
 */
const PACKAGE_NODE = join(REPO_ROOT, 'node_modules/.bin/node');
export const NODE = process.platform !== 'win32' && existsSync(PACKAGE_NODE) ? PACKAGE_NODE : process.execPath;

export interface ActionRun {
  /** null when a spawned run was killed. */
  exitCode: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  durationMs: number;
  workspace: string;
}

export interface RunActionOptions {
  env?: Record<string, string>;
  /** Kill the process after this long (a test bound, not the action's own timeout). */
  killAfterMs?: number;
  workspace?: string;
  /** Files to create in the workspace before the run, path relative to it. */
  files?: Record<string, string>;
  /** Time for the step's waits (in-process runs only): a FakeClock makes a wait exact. */
  clock?: Clock;
  /** What `${{ github.token }}` (github-token's default) evaluates to; a stand-in token by default. */
  githubToken?: string;
  /** Whose defaults the runner passes: the root action (`.`, the default) or an operation's own folder. */
  action?: string;
  /**
   * The runner's cancel: aborted, an in-process step's signal; a spawned step is sent SIGINT, then
   * SIGTERM 7.5 s and SIGKILL 10 s after it unless it has ended, as the runner sends them.
   */
  signal?: AbortSignal;
}

/**
 * Reads a GITHUB_OUTPUT file as the runner does (name<<DELIMITER ... DELIMITER). The runner
 * would take the last of two entries; a step writes each output once, so a second one throws.
 */
export function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const set = (name: string, value: string) => {
    if (Object.hasOwn(outputs, name)) throw new Error(`GITHUB_OUTPUT has the output '${name}' more than once`);
    outputs[name] = value;
  };
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const heredoc = /^([^<=]+)<<(.+)$/.exec(line);
    if (heredoc) {
      const [, name, delimiter] = heredoc as unknown as [string, string, string];
      const value: string[] = [];
      for (i++; i < lines.length && lines[i] !== delimiter; i++) value.push(lines[i] ?? '');
      set(name, value.join('\n'));
    } else if (line.includes('=')) {
      const at = line.indexOf('=');
      set(line.slice(0, at), line.slice(at + 1));
    }
  }
  return outputs;
}

export interface Step {
  env: Record<string, string>;
  workspace: string;
  outputFile: string;
  summaryFile: string;
}

const parsed = new Map<string, { text: string; metadata: ActionMetadata }>();

/**
 * action.yml's metadata, parsed again only when its text changed: parsing its 42 KB for each of
 * the test run's thousands of steps was about a tenth of the tests' CPU.
 */
function actionMetadata(folder = '.'): ActionMetadata {
  const text = readFileSync(join(REPO_ROOT, folder, 'action.yml'), 'utf8');
  const known = parsed.get(folder);
  if (known?.text === text) return known.metadata;
  const metadata = parse(text) as ActionMetadata;
  parsed.set(folder, { text, metadata });
  return metadata;
}

/**
 * The files and environment the runner gives a step: inputs as INPUT_* (with every action.yml
 * default the step leaves out, as the runner adds them), files for outputs and summary.
 */
export async function prepareStep(inputs: Record<string, string>, options: RunActionOptions): Promise<Step> {
  const scratch = await mkdtemp(join(tmpdir(), 'bunny-action-'));
  const workspace = options.workspace ?? scratch;
  for (const [path, content] of Object.entries(options.files ?? {})) {
    await mkdir(dirname(join(workspace, path)), { recursive: true });
    await writeFile(join(workspace, path), content);
  }
  const outputFile = join(scratch, 'github_output');
  const summaryFile = join(scratch, 'step_summary');
  await writeFile(outputFile, '');
  await writeFile(summaryFile, '');
  const env: Record<string, string> = {
    PATH: process.env['PATH'] ?? '',
    HOME: process.env['HOME'] ?? scratch,
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    GITHUB_WORKSPACE: workspace,
    RUNNER_TEMP: scratch,
    ...options.env,
  };
  const asRunnerPasses = withRunnerDefaults(
    inputs,
    { githubToken: options.githubToken ?? STAND_IN_GITHUB_TOKEN },
    actionMetadata(options.action),
  );
  for (const [name, value] of Object.entries(asRunnerPasses)) env[inputVariable(name)] = value;
  return { env, workspace, outputFile, summaryFile };
}

export async function finishStep(step: Step, exitCode: number | null, stdout: string, stderr: string, started: number): Promise<ActionRun> {
  return {
    exitCode,
    stdout,
    stderr,
    outputs: parseOutputFile(await readFile(step.outputFile, 'utf8')),
    summary: await readFile(step.summaryFile, 'utf8'),
    durationMs: performance.now() - started,
    workspace: step.workspace,
  };
}

/** Runs the built dist/index.js as the runner does, in a child process of its own. */
export async function spawnAction(inputs: Record<string, string>, options: RunActionOptions = {}): Promise<ActionRun> {
  const step = await prepareStep(inputs, options);
  const started = performance.now();
  const child = spawn(NODE, [ACTION_ENTRY], { env: step.env, cwd: step.workspace, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const killer = setTimeout(() => child.kill('SIGKILL'), options.killAfterMs ?? 60_000);
  // The runner's schedule after a cancel: SIGINT, SIGTERM 7.5 s later, SIGKILL 2.5 s after that.
  const schedule: NodeJS.Timeout[] = [];
  options.signal?.addEventListener(
    'abort',
    () => {
      child.kill('SIGINT');
      schedule.push(setTimeout(() => child.kill('SIGTERM'), 7_500));
      schedule.push(setTimeout(() => child.kill('SIGKILL'), 10_000));
    },
    { once: true },
  );
  const exitCode = await new Promise<number | null>((resolveExit) => child.on('close', (code) => resolveExit(code)));
  clearTimeout(killer);
  for (const timer of schedule) clearTimeout(timer);
  return finishStep(step, exitCode, stdout, stderr, started);
}
