/**
 * Helpers of the benchmark: timed child processes (wall time, stdout line times, peak RSS),
 * the action run as the runner runs it, statistics and formatting.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ACTION_ENTRY, NODE, inputVariable, parseOutputFile } from '../scripts/action-step.ts';

export { ACTION_ENTRY, NODE };

/** GNU time: its `%M` is the child's peak RSS in KiB, from wait4's rusage (exact, no sampling). */
const GNU_TIME = '/usr/bin/time';

interface StdoutLine {
  /** Date.now() when the line's newline reached this process. */
  epochMs: number;
  text: string;
}

export interface ChildRun {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  /** From spawn() to the child's exit (not to the end of its stdio). */
  wallMs: number;
  /** Date.now() at the child's exit. */
  exitEpochMs: number;
  stdout: string;
  stderr: string;
  lines: StdoutLine[];
  /** Peak RSS of the child in KiB, when asked for. */
  peakRssKiB?: number;
  /** How the peak was measured: 'gnu-time' (exact) or 'vmhwm-poll' (sampled every 10 ms). */
  rssMethod?: 'gnu-time' | 'vmhwm-poll';
  timedOut: boolean;
}

export interface ChildOptions {
  env: Record<string, string>;
  cwd?: string;
  killAfterMs?: number;
  measureRss?: boolean;
}

/** `node -e 0` with the environment of a step and its inputs: what any step pays before the action runs. */
export async function bareNode(
  inputs: Record<string, string>,
  measureRss = false,
  extraEnv: Record<string, string> = {},
): Promise<ChildRun> {
  const env = { ...runnerEnv(tmpdir(), tmpdir()), ...extraEnv };
  for (const [name, value] of Object.entries(inputs)) env[inputVariable(name)] = value;
  return runChild(NODE, ['-e', '0'], { env, measureRss, killAfterMs: 30_000 });
}

/** Reads VmHWM (peak RSS, KiB) of a live process; undefined once it is gone. */
async function vmHwm(pid: number): Promise<number | undefined> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const match = /^VmHWM:\s+(\d+)\s+kB/m.exec(status);
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** Runs `command args` and times it from spawn to exit; stdout lines carry their arrival time. */
export async function runChild(command: string, args: readonly string[], options: ChildOptions): Promise<ChildRun> {
  const useTime = options.measureRss === true && existsSync(GNU_TIME);
  let rssFile: string | undefined;
  let file = command;
  let argv = [...args];
  if (useTime) {
    rssFile = join(await mkdtemp(join(tmpdir(), 'bench-rss-')), 'maxrss');
    file = GNU_TIME;
    argv = ['-f', '%M', '-o', rssFile, command, ...args];
  }

  const started = performance.now();
  const child = spawn(file, argv, { env: options.env, cwd: options.cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  let exitedAt = started;
  let exitEpochMs = Date.now();
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => {
      exitedAt = performance.now();
      exitEpochMs = Date.now();
      resolve({ code, signal });
    }),
  );
  const closed = new Promise<void>((resolve) => child.on('close', () => resolve()));
  const spawnError = new Promise<never>((_resolve, reject) => child.on('error', reject));

  let stdout = '';
  let stderr = '';
  let partial = '';
  const lines: StdoutLine[] = [];
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    const now = Date.now();
    stdout += chunk;
    const parts = (partial + chunk).split('\n');
    partial = parts.pop() ?? '';
    for (const text of parts) lines.push({ epochMs: now, text });
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));

  let timedOut = false;
  const killer = setTimeout(() => {
    timedOut = true;
    child.kill('SIGKILL');
  }, options.killAfterMs ?? 120_000);

  // Without GNU time, sample the high-water mark while the child lives (VmHWM only grows).
  let polledPeak: number | undefined;
  let polling: ReturnType<typeof setInterval> | undefined;
  if (options.measureRss === true && !useTime && child.pid !== undefined) {
    const pid = child.pid;
    polling = setInterval(() => {
      void vmHwm(pid).then((kib) => {
        if (kib !== undefined) polledPeak = Math.max(polledPeak ?? 0, kib);
      });
    }, 10);
  }

  const { code, signal } = await Promise.race([exited, spawnError]);
  clearTimeout(killer);
  if (polling) clearInterval(polling);
  await closed;
  if (partial) lines.push({ epochMs: Date.now(), text: partial });

  const run: ChildRun = { exitCode: code, signal, wallMs: exitedAt - started, exitEpochMs, stdout, stderr, lines, timedOut };
  if (rssFile !== undefined) {
    const text = await readFile(rssFile, 'utf8').catch(() => '');
    // GNU time prints "Command exited with non-zero status N" before the figure when the child fails.
    const figure = text.trim().split('\n').pop() ?? '';
    if (/^\d+$/.test(figure)) {
      run.peakRssKiB = Number(figure);
      run.rssMethod = 'gnu-time';
    }
    await rm(join(rssFile, '..'), { recursive: true, force: true });
  } else if (polledPeak !== undefined) {
    run.peakRssKiB = polledPeak;
    run.rssMethod = 'vmhwm-poll';
  }
  return run;
}

export interface ActionRunResult extends ChildRun {
  outputs: Record<string, string>;
  summary: string;
  workspace: string;
}

export interface ActionOptions {
  /** Extra environment (variables a step's `env:` would set). */
  env?: Record<string, string>;
  /** A workspace to run in, kept (the caller's); default a fresh temporary one, removed afterwards. */
  workspace?: string;
  killAfterMs?: number;
  measureRss?: boolean;
}

/**
 * The environment a runner gives a step, minus the inputs: the files, and the variables of the
 * workflow context (with GITHUB_RUN_ID set, the summary carries its run and commit links).
 */
export function runnerEnv(scratch: string, workspace: string): Record<string, string> {
  return {
    PATH: process.env['PATH'] ?? '',
    HOME: process.env['HOME'] ?? scratch,
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_OUTPUT: join(scratch, 'github_output'),
    GITHUB_STEP_SUMMARY: join(scratch, 'step_summary'),
    GITHUB_ENV: join(scratch, 'github_env'),
    GITHUB_PATH: join(scratch, 'github_path'),
    GITHUB_STATE: join(scratch, 'github_state'),
    GITHUB_WORKSPACE: workspace,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_API_URL: 'https://api.github.com',
    GITHUB_GRAPHQL_URL: 'https://api.github.com/graphql',
    GITHUB_REPOSITORY: 'acme/edge',
    GITHUB_REPOSITORY_OWNER: 'acme',
    GITHUB_RUN_ID: '16234567890',
    GITHUB_RUN_NUMBER: '412',
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_SHA: '3f786850e387550fdab836ed7e6dc881de23001b',
    GITHUB_REF: 'refs/heads/main',
    GITHUB_REF_NAME: 'main',
    GITHUB_WORKFLOW: 'Deploy edge',
    GITHUB_JOB: 'deploy',
    GITHUB_ACTION: '__bunny_platform',
    GITHUB_ACTOR: 'octocat',
    GITHUB_EVENT_NAME: 'push',
    GITHUB_EVENT_PATH: join(scratch, 'event.json'),
    RUNNER_OS: 'Linux',
    RUNNER_ARCH: 'X64',
    RUNNER_NAME: 'GitHub Actions 2',
    RUNNER_TEMP: scratch,
    RUNNER_TOOL_CACHE: join(scratch, 'toolcache'),
  };
}

/**
 * `node dist/index.js` as the runner starts it (inputs as INPUT_<NAME>, hyphens kept; output and
 * summary files), like test/support/run-action.ts, but timed to the exit and with line times and RSS.
 */
export async function runActionTimed(inputs: Record<string, string>, options: ActionOptions = {}): Promise<ActionRunResult> {
  const scratch = await mkdtemp(join(tmpdir(), 'bench-action-'));
  const workspace = options.workspace ?? scratch;
  const env = runnerEnv(scratch, workspace);
  await writeFile(env['GITHUB_OUTPUT'] as string, '');
  await writeFile(env['GITHUB_STEP_SUMMARY'] as string, '');
  Object.assign(env, options.env);
  for (const [name, value] of Object.entries(inputs)) env[inputVariable(name)] = value;
  try {
    const run = await runChild(NODE, [ACTION_ENTRY], {
      env,
      cwd: workspace,
      ...(options.killAfterMs !== undefined ? { killAfterMs: options.killAfterMs } : {}),
      ...(options.measureRss !== undefined ? { measureRss: options.measureRss } : {}),
    });
    return {
      ...run,
      outputs: parseOutputFile(await readFile(env['GITHUB_OUTPUT'] as string, 'utf8')),
      summary: await readFile(env['GITHUB_STEP_SUMMARY'] as string, 'utf8'),
      workspace,
    };
  } finally {
    // The scratch directory (output files, and the workspace unless the caller gave one) goes.
    await rm(scratch, { recursive: true, force: true });
  }
}

/** A short reason for a failed action run: its error-message output, else the tail of stderr. */
export function failureOf(run: ActionRunResult | ChildRun): string {
  const outputs = 'outputs' in run ? run.outputs : {};
  const message = outputs['error-message'];
  const why = run.timedOut
    ? 'killed after the time limit'
    : message || run.stderr.trim().split('\n').slice(-3).join(' ') || run.stdout.trim().split('\n').slice(-2).join(' ');
  return `exit ${run.exitCode ?? run.signal}: ${oneLine(why, 200)}`;
}

export function oneLine(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

// ---- statistics ----

function sorted(values: readonly number[]): number[] {
  return [...values].sort((a, b) => a - b);
}

export function median(values: readonly number[]): number {
  const s = sorted(values);
  if (s.length === 0) return Number.NaN;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}

/** Nearest-rank percentile. */
export function percentile(values: readonly number[], p: number): number {
  const s = sorted(values);
  if (s.length === 0) return Number.NaN;
  const rank = Math.min(s.length, Math.max(1, Math.ceil((p / 100) * s.length)));
  return s[rank - 1] as number;
}

// ---- formatting ----

export function ms(value: number): string {
  if (!Number.isFinite(value)) return 'n/a';
  if (value >= 10_000) return `${(value / 1000).toFixed(1)} s`;
  if (value >= 100) return `${Math.round(value)} ms`;
  return `${value.toFixed(1)} ms`;
}

export function mib(kib: number): string {
  return `${(kib / 1024).toFixed(1)} MiB`;
}

/** "median 41.2 ms, p90 45.0 ms (n=15)" */
export function spread(values: readonly number[]): string {
  return `median ${ms(median(values))}, p90 ${ms(percentile(values, 90))} (n=${values.length})`;
}
