import { RecordingRunner } from '../support/recording-runner.ts';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { run } from '../../src/main.ts';
import { OPERATION_NAMES, type OperationName } from '../../src/operations/registry.ts';
import { DEFAULT_API_KEY, SEED } from '../../emulator/server.ts';
import {
  COMMON_INPUTS,
  operationActions,
  readActionMetadata,
  readOperationOutputs,
  REPO_ROOT,
  staleOperationActions,
} from '../../scripts/operation-actions.ts';
import { prepareStep } from '../../scripts/action-step.ts';
import { useEmulator } from '../support/e2e.ts';
import { runAction } from '../support/run-action.ts';
import { OPERATION_ROWS } from '../support/operation-table.ts';

const actions = operationActions();

/** Values that make a plan read its inputs without reaching any host: each input gets the same one. */
const PROBE_VALUES = ['', 'true', 'false', '1', '0', 'x'];

/**
 * Inputs that an operation reads only when another says so (a delete's narrowing fields once the
 * type is known, a list's prune settings once prune is true): the rows that reach them.
 */
const CONDITIONAL_ROWS: Partial<Record<OperationName, Array<Record<string, string>>>> = {
  'delete-dns-record': [{ 'zone-id': '1', 'record-type': 'A', 'record-name': 'www', 'record-value': 'x' }],
  'upsert-secret': [{ 'script-id': '1', secrets: 'A', prune: 'true', 'secret-value': 'v' }],
};

/** The inputs a step of `operation` reads once it knows its operation (masking every secret input first is not reading it). */
async function inputsRead(
  operation: OperationName,
  inputs: Record<string, string>,
  workspaceEnv: Record<string, string>,
): Promise<Set<string>> {
  const step = await prepareStep({ ...inputs, operation }, {});
  const read = new Set<string>();
  let known = false;
  const env = new Proxy(
    { ...step.env, ...workspaceEnv },
    {
      get(target, key) {
        if (typeof key === 'string' && key.startsWith('INPUT_')) {
          const name = key.slice('INPUT_'.length).toLowerCase();
          if (name === 'operation') known = true;
          else if (known) read.add(name);
        }
        return Reflect.get(target, key);
      },
    },
  );
  await run({ env, runner: new RecordingRunner(env) });
  return read;
}

describe('one action per operation', () => {
  const emulator = useEmulator();

  it('every operation of the registry has its own folder, and no other folder holds an action', () => {
    const folders = readdirSync(REPO_ROOT, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(REPO_ROOT, entry.name, 'action.yml')))
      .map((entry) => entry.name);
    expect(folders.sort()).toEqual([...OPERATION_NAMES].sort());
    expect(Object.keys(readOperationOutputs()).sort()).toEqual([...OPERATION_NAMES].sort());
  });

  it('each action.yml is what docs/operations.yml and action.yml generate (run `npm run docs`)', () => {
    expect(staleOperationActions()).toEqual([]);
  });

  it.each(OPERATION_NAMES)('%s/action.yml runs the one bundle with its operation fixed', (operation) => {
    const action = parse(readFileSync(join(REPO_ROOT, operation, 'action.yml'), 'utf8')) as {
      runs: Record<string, string>;
      inputs: object;
    };
    expect(action.runs).toEqual({ using: 'node24', main: `../dist/${operation}.js` });
    expect(Object.keys(action.inputs)).not.toContain('operation');
  });

  it("takes an operation's own words where action.yml's description speaks of other operations", () => {
    const operations = readOperationOutputs();
    const deploy = operations['deploy-site']!;
    expect(() =>
      operationActions(readActionMetadata(), { 'deploy-site': { ...deploy, inputs: { ...deploy.inputs, 'pull-zone-id': null } } }),
    ).toThrow(/deploy-site's input 'pull-zone-id' needs its own description/);
  });

  it('the root action still declares every input of every operation', () => {
    const root = Object.keys(readActionMetadata().inputs);
    for (const action of Object.values(actions)) for (const input of Object.keys(action.inputs)) expect(root, input).toContain(input);
  });

  it.each(OPERATION_NAMES)('%s/action.yml declares exactly the inputs the operation reads', async (operation) => {
    const declared = Object.keys(actions[operation]!.inputs);
    const row = OPERATION_ROWS.find((candidate) => candidate.operation === operation)!;
    const live = { 'api-key': DEFAULT_API_KEY, 'api-url': emulator().url, 'dry-run': 'true' };
    const sets = [
      ...PROBE_VALUES.map((value) => Object.fromEntries(declared.map((input) => [input, value]))),
      {
        ...live,
        ...Object.fromEntries(Object.entries(row.inputs).map(([name, value]) => [name, value.replaceAll('{emulator}', emulator().url)])),
      },
      ...(CONDITIONAL_ROWS[operation] ?? []).map((inputs) => ({ ...live, ...inputs })),
    ];
    const read = new Set<string>();
    for (const inputs of sets) {
      for (const name of await inputsRead(operation, inputs, {})) read.add(name);
    }
    // Every input it reads is declared (else its action's step could not give it), and every one declared is read.
    expect(
      [...read].filter((name) => !declared.includes(name)),
      'read but not declared',
    ).toEqual([]);
    expect(
      declared.filter((name) => !read.has(name)),
      'declared but never read',
    ).toEqual([]);
  });

  it.each(OPERATION_NAMES)(
    '%s/action.yml marks as required exactly the inputs docs/operations.yml says it cannot run without',
    (operation) => {
      const required = Object.entries(actions[operation]!.inputs)
        .filter(([, input]) => input.required)
        .map(([name]) => name);
      const listed = (readOperationOutputs()[operation]!.required ?? []).filter((item): item is string => typeof item === 'string');
      expect(required.sort()).toEqual(listed.sort());
      for (const input of COMMON_INPUTS) expect(Object.keys(actions[operation]!.inputs)).toContain(input);
    },
  );

  it("a step of an operation's own action fails on an input that action does not declare, before any request", async () => {
    const step = await prepareStep(
      { 'storage-zone-id': '1', 'pull-zone-id': '2', 'source-dir': 'site', query: 'x' },
      { action: 'deploy-site' },
    );
    const env = { ...step.env, 'INPUT_API-KEY': DEFAULT_API_KEY, 'INPUT_API-URL': emulator().url };
    const runner = new RecordingRunner(env);
    const code = await run({ env, runner, operation: 'deploy-site' });
    const stdout = runner.stdout;
    expect(code).toBe(1);
    expect(stdout).toContain("Input 'query': is not an input of the deploy-site action (passed as INPUT_QUERY)");
    expect(stdout).toContain('inputs are listed in deploy-site/action.yml');
    expect(emulator().requests).toHaveLength(0);
  });

  it("an operation's own action refuses `operation:`, which only the root action takes", async () => {
    const step = await prepareStep({ query: 'preview', operation: 'search' }, { action: 'search' });
    const runner = new RecordingRunner(step.env);
    const code = await run({ env: step.env, runner, operation: 'search' });
    const stdout = runner.stdout;
    expect(code).toBe(1);
    expect(stdout).toContain("Input 'operation': is not an input of the search action");
  });
});

/**
 * The runner passes an action.yml default as if the step gave it, so an input whose meaning
 * depends on whether it was given (poll-interval-seconds: given, it also paces a deploy's probe)
 * has no default in an operation's own action, as in the root's.
 */
describe("an operation's own action behaves as the root action given the same inputs", () => {
  const emulator = useEmulator();

  it('update-app with wait-seconds 4 and probe-url probes every 3 s under both, so consecutive-successes 2 holds', async () => {
    const given = {
      'api-key': DEFAULT_API_KEY,
      'api-url': emulator().url,
      'app-id': SEED.appId,
      'image-tags': 'web=2.0.0',
      'wait-seconds': '4',
      'probe-url': 'https://app.example.com/health',
      'dry-run': 'true',
    };
    const root = await runAction({ ...given, operation: 'update-app' });
    const own = await runAction(given, { action: 'update-app' });
    expect(root.exitCode, root.stdout).toBe(0);
    expect(own.exitCode, own.stdout).toBe(0);
    expect(own.outputs).toEqual(root.outputs);
  });

  it('no operation gives poll-interval-seconds a default: the generator refuses one', () => {
    for (const [operation, action] of Object.entries(actions)) {
      expect(action.inputs['poll-interval-seconds']?.default, operation).toBeUndefined();
    }
    const operations = readOperationOutputs();
    const app = operations['update-app']!;
    const poll = { description: 'Seconds between polls while waiting, 1 to 3600 (default 5).', default: '5' };
    expect(() =>
      operationActions(readActionMetadata(), { 'update-app': { ...app, inputs: { ...app.inputs, 'poll-interval-seconds': poll } } }),
    ).toThrow(/update-app's input 'poll-interval-seconds' takes no default/);
  });
});
