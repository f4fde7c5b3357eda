/**
 * `npm run local -- operation=search query=prod`: one step of the built action on this machine,
 * as the runner would run it, with the project's own Node 24 whatever `node` the machine has
 * (npm puts node_modules/.bin, where the `node` package installs it, first on the PATH).
 *
 * As on a runner: the inputs arrive as INPUT_* variables; the step gets the caller's environment
 * (what a workflow's `env:` gives a step: DATABASE_URL for `secrets`, a probe's `headers:`
 * variables, HTTPS_PROXY and NO_PROXY); the workspace, and the step's working directory, is the
 * folder the command runs from (npm's INIT_CWD), or `--workspace DIR`; GITHUB_OUTPUT,
 * GITHUB_STEP_SUMMARY and RUNNER_TEMP are files of a temporary folder removed when the step ends.
 * The log is shown as the runner shows it (commands applied, masked values hidden), then the job
 * summary.
 *
 * Without `api-url`, it starts the bundled emulator and stops it afterwards (its key is used
 * unless `api-key` is given). With `api-url`, the key comes from BUNNY_API_KEY in the
 * environment, so that it is not typed on a command line. A shell drops exported variables with
 * a hyphen in their names (INPUT_RECORD-NAME), which is why `npx node dist/index.js` loses
 * inputs and this command passes them itself, with every default of action.yml the arguments
 * leave out, as the runner passes them.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startEmulator, type Emulator } from '../emulator/server.ts';
import { readAsRunner } from './runner-view.ts';
import { inputVariable, STAND_IN_GITHUB_TOKEN, withRunnerDefaults } from './runner-defaults.ts';

const ROOT = resolve(import.meta.dirname, '..');
const ACTION_ENTRY = join(ROOT, 'dist/index.js');

const USAGE =
  'usage: npm run local -- [--workspace DIR] operation=NAME input=value ... (api-url=URL with BUNNY_API_KEY set, or none for the bundled emulator)';

export interface LocalRun {
  inputs: Record<string, string>;
  /** As given: relative to the folder the command runs from. */
  workspace?: string;
}

export function parseLocalArgs(args: readonly string[]): LocalRun {
  const inputs: Record<string, string> = {};
  let workspace: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '--workspace' || arg.startsWith('--workspace=')) {
      workspace = arg === '--workspace' ? args[++i] : arg.slice('--workspace='.length);
      if (!workspace) throw new Error(`--workspace needs a folder; ${USAGE}`);
      continue;
    }
    const equals = arg.indexOf('=');
    if (equals <= 0 || arg.startsWith('-')) throw new Error(`'${arg}' is not input=value; ${USAGE}`);
    inputs[arg.slice(0, equals)] = arg.slice(equals + 1);
  }
  if (!inputs['operation']) throw new Error(`operation= is required; ${USAGE}`);
  return workspace === undefined ? { inputs } : { inputs, workspace };
}

/** What npm adds to the environment of a script it runs: not the caller's, so not the step's. */
const addedByNpm = (name: string) => name.startsWith('npm_') || name === 'INIT_CWD';

/**
 * The step's environment: the caller's, without INPUT_* variables (the step's inputs are the
 * command's arguments, as a step's are its `with:`) or npm's own, then the runner's files, then
 * the inputs with every action.yml default they leave out, as the runner passes them
 * (`github-token`'s `${{ github.token }}` is the caller's GITHUB_TOKEN, or a stand-in).
 */
export function stepEnvironment(
  caller: NodeJS.ProcessEnv,
  inputs: Record<string, string>,
  runner: { workspace: string; outputFile: string; summaryFile: string; temp: string },
): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(caller)) {
    if (value === undefined || name.toUpperCase().startsWith('INPUT_') || addedByNpm(name)) continue;
    env[name] = value;
  }
  Object.assign(env, {
    GITHUB_OUTPUT: runner.outputFile,
    GITHUB_STEP_SUMMARY: runner.summaryFile,
    GITHUB_WORKSPACE: runner.workspace,
    RUNNER_TEMP: runner.temp,
  });
  const githubToken = caller['GITHUB_TOKEN'] || STAND_IN_GITHUB_TOKEN;
  for (const [name, value] of Object.entries(withRunnerDefaults(inputs, { githubToken }))) env[inputVariable(name)] = value;
  return env;
}

interface StepResult {
  exitCode: number;
  stdout: string;
  stderr: string;
  summary: string;
}

/** Runs dist/index.js once in `workspace`; the temporary folder of the step is gone when it returns. */
async function runStep(inputs: Record<string, string>, workspace: string): Promise<StepResult> {
  const temp = await mkdtemp(join(tmpdir(), 'bunny-action-'));
  try {
    const files = { workspace, outputFile: join(temp, 'github_output'), summaryFile: join(temp, 'step_summary'), temp };
    await writeFile(files.outputFile, '');
    await writeFile(files.summaryFile, '');
    const child = spawn(process.execPath, [ACTION_ENTRY], {
      env: stepEnvironment(process.env, inputs, files),
      cwd: workspace,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const exitCode = await new Promise<number>((done) => child.on('close', (code) => done(code ?? 1)));
    return { exitCode, stdout, stderr, summary: await readFile(files.summaryFile, 'utf8') };
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}

/** The step's workspace: `--workspace`, else the folder the command was run from (`from`). */
export async function workspaceFolder(given: string | undefined, from: string): Promise<string> {
  const folder = resolve(from, given ?? '.');
  const found = await stat(folder).catch(() => undefined);
  if (!found?.isDirectory()) throw new Error(`--workspace ${given}: ${folder} is not a folder`);
  return folder;
}

if (import.meta.main) {
  let run: LocalRun;
  let workspace: string;
  try {
    run = parseLocalArgs(process.argv.slice(2));
    // npm runs scripts from the package's root; the caller's folder is INIT_CWD.
    workspace = await workspaceFolder(run.workspace, process.env['INIT_CWD'] ?? process.cwd());
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
  let { inputs } = run;
  let emulator: Emulator | undefined;
  if (inputs['api-url'] === undefined) {
    emulator = await startEmulator();
    console.log(`Started the bundled emulator at ${emulator.url} (stopped when the step ends)`);
    inputs = { 'api-url': emulator.url, 'api-key': emulator.apiKey, ...inputs };
  } else if (inputs['api-key'] === undefined) {
    const key = process.env['BUNNY_API_KEY'];
    if (!key) {
      console.error('api-url is given but BUNNY_API_KEY is not set: export BUNNY_API_KEY=... first (it is not read from the command line)');
      process.exit(2);
    }
    inputs['api-key'] = key;
  }
  // Ctrl-C reaches the step too: wait for it to end, so that its temporary folder is removed.
  process.on('SIGINT', () => undefined);
  try {
    const step = await runStep(inputs, workspace);
    // What a person would see in the runner's log (the step lists its outputs itself).
    for (const line of readAsRunner(step.stdout).visible) console.log(line);
    if (step.stderr) console.error(step.stderr.trimEnd());
    if (step.summary.trim()) console.log(`\nJob summary (GITHUB_STEP_SUMMARY)\n\n${step.summary.trimEnd()}`);
    process.exitCode = step.exitCode;
  } finally {
    await emulator?.close();
  }
}
