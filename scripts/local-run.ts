/**
 * `npm run --silent local -- operation=search query=prod`: one step of the built action on this
 * machine, as the runner would run it, with the project's own Node 24 whatever `node` the machine
 * has (npm puts node_modules/.bin, where the `node` package installs it, first on the PATH).
 *
 * As on a runner: the inputs arrive as INPUT_* variables; the step gets the caller's environment
 * (what a workflow's `env:` gives a step: DATABASE_URL for `secrets`, a probe's `headers:`
 * variables, HTTPS_PROXY and NO_PROXY); the workspace, and the step's working directory, is the
 * folder the command runs from (npm's INIT_CWD), or `--workspace DIR`; GITHUB_OUTPUT,
 * GITHUB_STEP_SUMMARY and RUNNER_TEMP are files of a temporary folder removed when the step ends.
 * The log is shown as the runner shows it (commands applied, masked values hidden) with each
 * output whole (the step's own log cuts them), then the job summary; `--outputs FILE` writes the
 * outputs to FILE as JSON. `--action deploy-site` runs that operation's own action
 * (`uses: .../deploy-site`), with the defaults of its action.yml.
 *
 * Secrets come from the environment, never from the command line, which npm echoes in its banner
 * (`npm run --silent` does not): BUNNY_API_KEY (with api-url), BUNNY_STORAGE_PASSWORD and
 * BUNNY_SECRET_VALUE, and any input as INPUT_<NAME> (INPUT_API_KEY or INPUT_API-KEY); an
 * argument wins over the environment. Without `api-url` it starts the bundled emulator and stops
 * it afterwards (its key is used unless `api-key` is given).
 *
 * `--event FILE` (a `pull_request` or `workflow_run` payload; `--event-name` when the payload
 * does not tell) gives the step GITHUB_EVENT_PATH and GITHUB_EVENT_NAME, and the run's variables
 * the payload implies. With the bundled emulator it starts the GitHub stand-in too and points
 * GITHUB_API_URL, the repository, `github-token` and the OIDC token service at it; against
 * `npm run emulator`, give the GITHUB_* variables it prints.
 *
 * A shell drops exported variables with a hyphen in their names (INPUT_RECORD-NAME), which is why
 * `npx node dist/index.js` loses inputs and this command passes them itself, with every default
 * of action.yml the arguments leave out, as the runner passes them.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startGitHubEmulator, type GitHubEmulator } from '../emulator/github/server.ts';
import { startEmulator, type Emulator } from '../emulator/server.ts';
import { actionMain } from './action-uses.ts';
import { parseOutputFile } from './action-step.ts';
import { readActionMetadata, type ActionMetadata } from './operation-actions.ts';
import { readAsRunner } from './runner-view.ts';
import { inputVariable, STAND_IN_GITHUB_TOKEN, withRunnerDefaults } from './runner-defaults.ts';
import { SECRET_INPUTS } from '../src/inputs/inputs.ts';

const ROOT = resolve(import.meta.dirname, '..');

const USAGE =
  'usage: npm run --silent local -- [--action OPERATION] [--workspace DIR] [--outputs FILE] [--event FILE [--event-name NAME]] [operation=NAME] input=value ... (secrets from the environment: BUNNY_API_KEY with api-url, else the bundled emulator)';

/** The events a local run can give a step a payload of. */
const EVENT_NAMES = ['pull_request', 'pull_request_target', 'workflow_run'] as const;
type EventName = (typeof EVENT_NAMES)[number];

export interface LocalRun {
  inputs: Record<string, string>;
  /** As given: relative to the folder the command runs from. */
  workspace?: string;
  /** An operation whose own action (`<operation>/action.yml`) runs instead of the root action. */
  action?: string;
  /** Where the outputs go as JSON, relative to the folder the command runs from. */
  outputs?: string;
  event?: string;
  eventName?: EventName;
}

/** The operations' own actions: the folders with an action.yml of their own. */
function operationActions(): string[] {
  return readdirSync(ROOT, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(ROOT, entry.name, 'action.yml')))
    .map((entry) => entry.name)
    .sort();
}

const OPTIONS = ['--workspace', '--action', '--outputs', '--event', '--event-name'] as const;
type Option = (typeof OPTIONS)[number];

export function parseLocalArgs(args: readonly string[]): LocalRun {
  const inputs: Record<string, string> = {};
  const given: Partial<Record<Option, string>> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    const option = OPTIONS.find((name) => arg === name || arg.startsWith(`${name}=`));
    if (option) {
      const value = arg === option ? args[++i] : arg.slice(option.length + 1);
      if (!value) throw new Error(`${option} needs a value; ${USAGE}`);
      given[option] = value;
      continue;
    }
    const equals = arg.indexOf('=');
    if (arg.startsWith('-')) throw new Error(`unknown option '${arg.split('=')[0]}'; ${USAGE}`);
    if (equals <= 0) throw new Error(`'${arg}' is not input=value; ${USAGE}`);
    inputs[arg.slice(0, equals)] = arg.slice(equals + 1);
  }
  const action = given['--action'];
  if (action !== undefined && !operationActions().includes(action)) {
    throw new Error(`--action ${action}: no such operation's action; one of ${operationActions().join(', ')}`);
  }
  if (action === undefined && !inputs['operation']) throw new Error(`operation= is required (or --action OPERATION); ${USAGE}`);
  const eventName = given['--event-name'];
  if (eventName !== undefined && !(EVENT_NAMES as readonly string[]).includes(eventName)) {
    throw new Error(`--event-name ${eventName}: one of ${EVENT_NAMES.join(', ')}`);
  }
  if (eventName !== undefined && given['--event'] === undefined) throw new Error(`--event-name needs --event FILE; ${USAGE}`);
  return {
    inputs,
    ...(given['--workspace'] === undefined ? {} : { workspace: given['--workspace'] }),
    ...(action === undefined ? {} : { action }),
    ...(given['--outputs'] === undefined ? {} : { outputs: given['--outputs'] }),
    ...(given['--event'] === undefined ? {} : { event: given['--event'] }),
    ...(eventName === undefined ? {} : { eventName: eventName as EventName }),
  };
}

/** The environment variables a secret input is read from besides INPUT_<NAME>. */
const SECRET_VARIABLES: Record<string, string> = {
  'storage-password': 'BUNNY_STORAGE_PASSWORD',
  'secret-value': 'BUNNY_SECRET_VALUE',
  'deployment-key': 'BUNNY_DEPLOYMENT_KEY',
};

/**
 * The inputs the caller's environment gives: INPUT_<NAME> of a declared input, its hyphens as
 * hyphens or underscores (a shell cannot export INPUT_API-KEY), then the BUNNY_* variables of the
 * secrets; BUNNY_API_KEY only with api-url (it is the platform's key, not the bundled emulator's).
 * The arguments win over all of them.
 */
export function inputsFromEnvironment(
  caller: NodeJS.ProcessEnv,
  args: Record<string, string>,
  metadata: ActionMetadata,
): { inputs: Record<string, string>; from: string[] } {
  const inputs: Record<string, string> = {};
  const from: string[] = [];
  const givenNames = new Set(Object.keys(args).map(inputVariable));
  for (const name of Object.keys(metadata.inputs)) {
    if (givenNames.has(inputVariable(name))) continue;
    const variables = [inputVariable(name), inputVariable(name).replace(/-/g, '_'), SECRET_VARIABLES[name]];
    if (name === 'api-key' && (args['api-url'] ?? caller['INPUT_API_URL'] ?? caller['INPUT_API-URL'])) variables.push('BUNNY_API_KEY');
    const variable = variables.find((candidate) => candidate !== undefined && caller[candidate]);
    if (variable === undefined) continue;
    inputs[name] = caller[variable] ?? '';
    from.push(`${name} (${variable})`);
  }
  return { inputs: { ...inputs, ...args }, from };
}

/** What npm adds to the environment of a script it runs: not the caller's, so not the step's. */
const addedByNpm = (name: string) => name.startsWith('npm_') || name === 'INIT_CWD';

/**
 * The step's environment: the caller's, without INPUT_* variables (the step's inputs are the
 * command's arguments, as a step's are its `with:`, and what inputsFromEnvironment read) or npm's
 * own, then `extra` (the event's), then the runner's files, then the inputs with every default of
 * the action's action.yml they leave out, as the runner passes them (`github-token`'s
 * `${{ github.token }}` is the caller's GITHUB_TOKEN, or a stand-in).
 */
export function stepEnvironment(
  caller: NodeJS.ProcessEnv,
  inputs: Record<string, string>,
  runner: { workspace: string; outputFile: string; summaryFile: string; temp: string },
  options: { metadata?: ActionMetadata; extra?: Record<string, string> } = {},
): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(caller)) {
    if (value === undefined || name.toUpperCase().startsWith('INPUT_') || addedByNpm(name)) continue;
    env[name] = value;
  }
  Object.assign(env, options.extra, {
    GITHUB_OUTPUT: runner.outputFile,
    GITHUB_STEP_SUMMARY: runner.summaryFile,
    GITHUB_WORKSPACE: runner.workspace,
    RUNNER_TEMP: runner.temp,
  });
  const githubToken = caller['GITHUB_TOKEN'] || STAND_IN_GITHUB_TOKEN;
  for (const [name, value] of Object.entries(withRunnerDefaults(inputs, { githubToken }, options.metadata)))
    env[inputVariable(name)] = value;
  return env;
}

interface EventPayload {
  number?: number;
  pull_request?: { number?: number; head?: { sha?: string; ref?: string } };
  workflow_run?: { id?: number; head_sha?: string; head_branch?: string; pull_requests?: Array<{ number?: number }> };
  repository?: { full_name?: string };
}

export interface StepEvent {
  name: EventName;
  path: string;
  payload: EventPayload;
  /** The pull request the event is about, if it names one. */
  pullRequest: number | undefined;
}

/** Reads an event file; its name is `given`, else what the payload is the payload of. */
export async function readEvent(path: string, given: EventName | undefined): Promise<StepEvent> {
  let payload: EventPayload;
  try {
    payload = JSON.parse(await readFile(path, 'utf8')) as EventPayload;
  } catch (error) {
    throw new Error(`--event ${path}: ${(error as Error).message}`);
  }
  const name = given ?? (payload.workflow_run ? 'workflow_run' : payload.pull_request ? 'pull_request' : undefined);
  if (!name) throw new Error(`--event ${path}: neither a pull_request nor a workflow_run payload; give --event-name NAME`);
  const pullRequest = payload.pull_request?.number ?? payload.number ?? payload.workflow_run?.pull_requests?.[0]?.number;
  return { name, path, payload, pullRequest };
}

/**
 * The head the event names for its pull request, its commit and branch: the GitHub stand-in
 * opens the pull request with it, since a workflow_run step finds its pull request as the open
 * one whose head is the run's head commit.
 */
function eventHead(payload: EventPayload): { sha?: string; ref?: string } {
  const sha = payload.pull_request?.head?.sha ?? payload.workflow_run?.head_sha;
  const ref = payload.pull_request?.head?.ref ?? payload.workflow_run?.head_branch;
  return { ...(sha ? { sha } : {}), ...(ref ? { ref } : {}) };
}

/**
 * What the runner sets for a run of this event, where the caller has not set it: the event and
 * its payload file, the repository, the commit, and a workflow, job and run to name.
 */
export function eventEnvironment(event: StepEvent, caller: NodeJS.ProcessEnv): Record<string, string> {
  const { payload } = event;
  const implied: Record<string, string | undefined> = {
    GITHUB_REPOSITORY: payload.repository?.full_name,
    GITHUB_SHA: payload.pull_request?.head?.sha ?? payload.workflow_run?.head_sha,
    GITHUB_REF: event.pullRequest === undefined ? undefined : `refs/pull/${event.pullRequest}/merge`,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_WORKFLOW: 'local',
    GITHUB_JOB: 'local',
    GITHUB_RUN_ID: '1',
    GITHUB_RUN_NUMBER: '1',
    GITHUB_RUN_ATTEMPT: '1',
  };
  const env: Record<string, string> = { GITHUB_EVENT_NAME: event.name, GITHUB_EVENT_PATH: event.path };
  for (const [name, value] of Object.entries(implied)) if (value !== undefined && !caller[name]) env[name] = value;
  return env;
}

/** The GitHub stand-in's address, repository and OIDC service for a step: what a bundled run points at it. */
function standInEnvironment(github: GitHubEmulator): Record<string, string> {
  return { GITHUB_API_URL: github.apiUrl, GITHUB_REPOSITORY: github.repository, ...github.oidcEnvironment() };
}

interface StepResult {
  exitCode: number;
  stdout: string;
  stderr: string;
  summary: string;
  outputs: Record<string, string>;
}

/** Runs the action's entry once in `workspace`; the temporary folder of the step is gone when it returns. */
async function runStep(
  entry: string,
  inputs: Record<string, string>,
  workspace: string,
  options: { metadata: ActionMetadata; extra: Record<string, string> },
): Promise<StepResult> {
  const temp = await mkdtemp(join(tmpdir(), 'bunny-action-'));
  try {
    const files = { workspace, outputFile: join(temp, 'github_output'), summaryFile: join(temp, 'step_summary'), temp };
    await writeFile(files.outputFile, '');
    await writeFile(files.summaryFile, '');
    const child = spawn(process.execPath, [entry], {
      env: stepEnvironment(process.env, inputs, files, options),
      cwd: workspace,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const exitCode = await new Promise<number>((done) => child.on('close', (code) => done(code ?? 1)));
    const outputs = parseOutputFile(await readFile(files.outputFile, 'utf8'));
    return { exitCode, stdout, stderr, summary: await readFile(files.summaryFile, 'utf8'), outputs };
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}

/**
 * The log as the runner shows it, each output of the step's `Outputs` group whole: the step cuts
 * them at 160 characters for the log, and a plan-deploys matrix is longer. Masked values stay
 * masked; the job summary's markdown is printed after the log.
 */
export function logWithOutputsWhole(stdout: string, outputs: Record<string, string>): string[] {
  const view = readAsRunner(stdout);
  const masked = (value: string) => view.masks.reduce((text, secret) => (secret ? text.split(secret).join('***') : text), value);
  const lines = [...view.visible];
  const group = lines.indexOf('Outputs');
  if (group < 0) return lines;
  for (let i = group + 1; i < lines.length; i++) {
    const name = /^([a-z][a-z0-9-]*): /.exec(lines[i] ?? '')?.[1];
    if (name === undefined || !Object.hasOwn(outputs, name)) break;
    const value = outputs[name] ?? '';
    lines[i] = name === 'summary-markdown' ? `${name}: (the job summary, below)` : `${name}: ${masked(value)}`;
  }
  return lines;
}

/** The step's workspace: `--workspace`, else the folder the command was run from (`from`). */
export async function workspaceFolder(given: string | undefined, from: string): Promise<string> {
  const folder = resolve(from, given ?? '.');
  const found = await stat(folder).catch(() => undefined);
  if (!found?.isDirectory()) throw new Error(`--workspace ${given}: ${folder} is not a folder`);
  return folder;
}

/** A secret typed on the command line: npm printed it in its banner, unless run with --silent. */
export function echoedSecrets(args: Record<string, string>, env: NodeJS.ProcessEnv): string[] {
  const byNpm = env['npm_lifecycle_event'] !== undefined && env['npm_config_loglevel'] !== 'silent';
  // The action's own list: one it masks is one npm must not have echoed.
  return byNpm ? [...SECRET_INPUTS].filter((name) => args[name] !== undefined) : [];
}

if (import.meta.main) {
  let run: LocalRun;
  let workspace: string;
  let event: StepEvent | undefined;
  // npm runs scripts from the package's root; the caller's folder is INIT_CWD.
  const from = process.env['INIT_CWD'] ?? process.cwd();
  try {
    run = parseLocalArgs(process.argv.slice(2));
    workspace = await workspaceFolder(run.workspace, from);
    if (run.event !== undefined) event = await readEvent(resolve(from, run.event), run.eventName);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
  const echoed = echoedSecrets(run.inputs, process.env);
  if (echoed.length > 0) {
    console.error(
      `${echoed.join(', ')} given on the command line, which npm printed above: set it in the environment (BUNNY_API_KEY, INPUT_<NAME>) or run npm run --silent local`,
    );
  }
  const metadata = readActionMetadata(run.action ?? '.');
  const entry = run.action === undefined ? join(ROOT, 'dist/index.js') : actionMain(run.action);
  const fromEnvironment = inputsFromEnvironment(process.env, run.inputs, metadata);
  let { inputs } = fromEnvironment;
  if (fromEnvironment.from.length > 0) console.log(`Inputs from the environment: ${fromEnvironment.from.join(', ')}`);
  let extra: Record<string, string> = event ? eventEnvironment(event, process.env) : {};
  let emulator: Emulator | undefined;
  let github: GitHubEmulator | undefined;
  try {
    if (inputs['api-url'] === undefined) {
      emulator = await startEmulator();
      console.log(`Started the bundled emulator at ${emulator.url} (stopped when the step ends)`);
      inputs = { 'api-url': emulator.url, 'api-key': emulator.apiKey, ...inputs };
      if (event) {
        github = await startGitHubEmulator();
        if (event.pullRequest !== undefined) github.openPullRequest(event.pullRequest, eventHead(event.payload));
        console.log(`Started the GitHub stand-in at ${github.apiUrl} for the ${event.name} event (stopped when the step ends)`);
        extra = { ...extra, ...standInEnvironment(github) };
        if (inputs['github-token'] === undefined) inputs['github-token'] = github.writeToken;
      }
    }
    if (event && !github && !process.env['GITHUB_API_URL']) {
      console.log(
        'GITHUB_API_URL is not set: a pr-comment or github-deployment goes to https://api.github.com (npm run emulator prints its stand-in)',
      );
    }
    // Ctrl-C reaches the step too: wait for it to end, so that its temporary folder is removed.
    process.on('SIGINT', () => undefined);
    const step = await runStep(entry, inputs, workspace, { metadata, extra });
    // What a person would see in the runner's log, each output whole.
    for (const line of logWithOutputsWhole(step.stdout, step.outputs)) console.log(line);
    if (step.stderr) console.error(step.stderr.trimEnd());
    if (step.summary.trim()) console.log(`\nJob summary (GITHUB_STEP_SUMMARY)\n\n${step.summary.trimEnd()}`);
    if (github && event?.pullRequest !== undefined) {
      const comments = github.comments(event.pullRequest).length;
      console.log(
        `\nThe GitHub stand-in holds ${comments} comment(s) on pull request ${event.pullRequest} and ${github.deployments().length} Deployment(s)`,
      );
    }
    if (run.outputs !== undefined) {
      const file = resolve(from, run.outputs);
      await writeFile(file, `${JSON.stringify(step.outputs, null, 2)}\n`);
      console.log(`Outputs written to ${file}`);
    }
    process.exitCode = step.exitCode;
  } finally {
    await Promise.all([emulator?.close(), github?.close()]);
  }
}
