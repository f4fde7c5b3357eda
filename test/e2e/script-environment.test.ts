import { beforeAll, describe, it, type TestContext } from 'vitest';
import { existsSync } from 'node:fs';
import { SEED, type Emulator } from '../../emulator/server.ts';
import { SITE_EDGE_CA_FILE } from '../../emulator/pull-zones/edge-server.ts';
import { DEFAULT_API_KEY, failureMessage, ownEmulator } from '../support/e2e.ts';
import { ACTION_ENTRY, spawnAction, type ActionRun } from '../support/run-action.ts';

/**
 * sync-variables and upsert-secret as the runner runs the bundle: the runtime's limits, the
 * namespace they share, a list read as null, a probe of the script at its edge with its
 * rollback, and prune guards decided before any write. The behaviours are tested in-process
 * (test/operations); this shows that the built step does the same. Each test has an emulator of
 * its own, so the tests run at once: one of them waits the 15 s that variables take to reach a
 * script, which the others' steps now share.
 */
describe.concurrent('the script environment through dist/index.js', () => {
  const SCRIPT = SEED.scriptWithRelease;
  const scriptHost = `preview-router-${SCRIPT}.b-cdn.net`;

  beforeAll(() => {
    if (!existsSync(ACTION_ENTRY)) throw new Error(`${ACTION_ENTRY} is missing: run \`npm run build\` first`);
  });

  /** The test's emulator, and the steps run against it. */
  async function setUp(context: TestContext) {
    const emulator = await ownEmulator(context);
    const step = (inputs: Record<string, string>, env: Record<string, string> = {}): Promise<ActionRun> =>
      spawnAction({ 'api-key': DEFAULT_API_KEY, 'api-url': emulator.url, ...inputs }, { env });
    const sync = (variables: string, inputs: Record<string, string> = {}, env: Record<string, string> = {}) =>
      step({ operation: 'sync-variables', 'script-id': String(SCRIPT), variables, ...inputs }, env);
    /** Probes go to the emulator's edge, as a runner behind a proxy reaches the CDN. */
    const viaEdge = () => ({ HTTPS_PROXY: emulator.edgeUrl, NODE_EXTRA_CA_CERTS: SITE_EDGE_CA_FILE });
    return { emulator, step, sync, viaEdge, expect: context.expect };
  }
  const writes = (emu: Emulator) => emu.requests.filter((r) => r.method === 'PUT' || r.method === 'DELETE');
  const snapshot = (emu: Emulator, id: number = SCRIPT) =>
    [...(emu.state.scripts.get(id)?.variables.values() ?? [])]
      .map(({ Id, Name, DefaultValue, Required }) => ({ Id, Name, DefaultValue, Required }))
      .sort((a, b) => a.Name.localeCompare(b.Name));

  it('refuses a value past 2,048 bytes and every bad line at once, before any request', async (context) => {
    const { emulator, sync, expect } = await setUp(context);
    const run = await sync(`WIDE=${'é'.repeat(1025)}\nno equals\nOK=fine\nOK=again`);
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toBe(
      [
        "Input 'variables': line 1: the value of WIDE is 2050 bytes long (UTF-8); the runtime allows at most 2048 a value (the API takes more, but a script with a longer value stops booting and answers every request 400)",
        "line 2 has no '='; expected NAME=value (the line is not shown: it may be a value)",
        'line 4: OK is listed twice (first on line 3); give each variable once',
      ].join('\n'),
    );
    expect(emulator.requests).toEqual([]);
  });

  it("refuses a secret's name and a script past 128 variables before any write", async (context) => {
    const { emulator, sync, expect } = await setUp(context);
    emulator.state.variables.set(SCRIPT, Object.fromEntries(Array.from({ length: 127 }, (_, i) => [`HELD_${i}`, 'v'])));
    const before = snapshot(emulator);
    const run = await sync('NEW_ONE=value-one\nAPI_TOKEN=not-secret');
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain('The script would hold 130 variables after this step');
    expect(failureMessage(run)).toContain('API_TOKEN: the script has a secret named API_TOKEN');
    expect(failureMessage(run)).toContain('upsert-secret');
    expect(writes(emulator)).toEqual([]);
    expect(snapshot(emulator)).toEqual(before);
  });

  it('writes the first variable of a script whose read answers EdgeScriptVariables: null', async (context) => {
    const { emulator, step, expect } = await setUp(context);
    const empty = SEED.scriptWithoutRelease;
    const run = await step({ operation: 'sync-variables', 'script-id': String(empty), variables: 'FIRST=first-value' });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs['created-names']).toBe('["FIRST"]');
    expect(snapshot(emulator, empty)).toMatchObject([{ Name: 'FIRST', DefaultValue: 'first-value' }]);
  });

  it("a script another hand broke (a value past the runtime's limit) is refused before any write, naming the variable; a prune of it repairs the script, which its probe at the edge then passes", async (context) => {
    const { emulator, sync, viaEdge, expect } = await setUp(context);
    // Someone else's value past the runtime's limit: the API took it, the script no longer boots.
    emulator.state.variables.set(SCRIPT, { BLOB: 'x'.repeat(3000) });
    const before = snapshot(emulator);
    const probing = {
      'probe-url': `https://${scriptHost}/`,
      'rollback-on-failure': 'true',
      'wait-seconds': '1',
      'poll-interval-seconds': '1',
    };
    const run = await sync('LOG_LEVEL=debug\nNEW_ONE=value-one', probing, viaEdge());
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain('BLOB: the script holds it with a value of 3000 bytes (UTF-8), and this step keeps it');
    expect(failureMessage(run)).toContain('Nothing was written.');
    expect(run.stdout).not.toContain('x'.repeat(100));
    expect(snapshot(emulator)).toEqual(before);

    const repaired = await sync(
      'LOG_LEVEL=debug\nNEW_ONE=value-one',
      { ...probing, prune: 'true', 'expect-body': 'preview router' },
      viaEdge(),
    );
    expect(repaired.exitCode, repaired.stdout).toBe(0);
    expect(repaired.outputs).toMatchObject({ matched: 'true', 'rolled-back': 'false' });
    expect(snapshot(emulator).map((variable) => variable.Name)).not.toContain('BLOB');
  });

  it('prune guards fail both operations before any write', async (context) => {
    const { emulator, step, sync, expect } = await setUp(context);
    emulator.state.variables.set(SCRIPT, { OLD_1: 'a', OLD_2: 'b' });
    const variables = await sync('NEW_ONE=value-one', { prune: 'true', 'max-prune': '1' });
    expect(variables.exitCode).toBe(1);
    expect(failureMessage(variables)).toContain('more than max-prune (1)');
    expect(failureMessage(variables)).toContain('Nothing was written and nothing deleted.');

    const secrets = await step(
      { operation: 'upsert-secret', 'script-id': String(SCRIPT), secrets: 'ONLY_NEW', prune: 'true' },
      { ONLY_NEW: 'a-new-secret-Qz8v' },
    );
    expect(secrets.exitCode).toBe(1);
    expect(failureMessage(secrets)).toContain('The prune would delete every secret the script had (API_TOKEN, DATABASE_URL)');
    expect(failureMessage(secrets)).toContain('Nothing was written and nothing deleted.');
    expect(writes(emulator)).toEqual([]);
    expect(emulator.state.secret(SCRIPT, 'ONLY_NEW')).toBeUndefined();
  });
});
