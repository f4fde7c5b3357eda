import { describe, expect, it } from 'vitest';
import { SEED } from '../../../emulator/server.ts';
import { SEED_RELEASE } from '../../../emulator/seed.ts';
import { DEFAULT_API_KEY, failureMessage, runAgainst, useEmulator } from '../../support/e2e.ts';
import { FakeClock } from '../../support/fake-clock.ts';
import type { ActionRun } from '../../support/run-action.ts';

const emulator = useEmulator();
const script = SEED.scriptWithRelease;
const base = `/compute/script/${script}`;
const CODE = 'export default { fetch: (req, env) => new Response(env.API_URL) };\n';

async function publish(inputs: Record<string, string> = {}): Promise<ActionRun> {
  return runAgainst(
    emulator(),
    { operation: 'publish-script', 'script-id': String(script), file: 'dist/edge.js', ...inputs },
    { files: { 'dist/edge.js': CODE }, clock: new FakeClock(), secrets: [emulator().state.scripts.get(script)?.deploymentKey ?? ''] },
  );
}

const names = () => emulator().requests.map((request) => `${request.method} ${request.path}`);
const scriptState = () => {
  const found = emulator().state.scripts.get(script);
  if (!found) throw new Error('no seeded script');
  return found;
};
/** Nothing was saved or published: no code request, the draft and the live release as seeded. */
function expectNothingSaved(): void {
  expect(names().filter((name) => name.startsWith('POST'))).toEqual([]);
  expect(scriptState().code).toBe(SEED_RELEASE.Code);
  expect(scriptState().activeRelease?.Uuid).toBe(SEED_RELEASE.Uuid);
}

describe('publish-script with require-env', () => {
  it('fails before the code is saved, naming every missing name and the operation that sets it', async () => {
    // LOG_LEVEL is a seeded variable with a value, API_TOKEN a seeded secret; EMPTY_ONE a variable without a value.
    emulator().state.variables.set(script, { EMPTY_ONE: '' });
    const run = await publish({ 'require-env': 'API_TOKEN\nLOG_LEVEL\nAPI_URL\nEMPTY_ONE\nSESSION_KEY' });
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toBe(
      [
        `require-env: script ${script} does not give the code 3 of the 5 names it needs, so nothing was saved or published:`,
        '- API_URL: neither a secret nor a variable; set it with sync-variables (variables: API_URL=...), or with upsert-secret (secrets: API_URL) if its value is secret',
        '- EMPTY_ONE: a variable with an empty value; give it one with sync-variables (variables: EMPTY_ONE=...)',
        '- SESSION_KEY: neither a secret nor a variable; set it with sync-variables (variables: SESSION_KEY=...), or with upsert-secret (secrets: SESSION_KEY) if its value is secret',
        'Found: API_TOKEN (secret), LOG_LEVEL (variable).',
      ].join('\n'),
    );
    expect(names()).toEqual([`GET ${base}`, `GET ${base}/secrets`]);
    expectNothingSaved();
    expect(run.summary).toContain('<td>API_URL</td><td>missing</td>');
    expect(run.summary).toContain('<td>API_TOKEN</td><td>secret</td>');
    expect(run.summary).toContain('<td>EMPTY_ONE</td><td>missing: variable with an empty value</td>');
  });

  it('publishes when the secrets and the variables give every name', async () => {
    emulator().state.variables.set(script, { API_URL: 'https://api.example' });
    const run = await publish({ 'require-env': 'API_TOKEN\nAPI_URL\nLOG_LEVEL' });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.stdout).toContain(
      "require-env: the script's configuration gives the code every name: API_TOKEN (secret), API_URL (variable), LOG_LEVEL (variable)",
    );
    expect(names().slice(0, 3)).toEqual([`GET ${base}`, `GET ${base}/secrets`, `GET ${base}/releases/active`]);
    expect(scriptState().activeRelease?.Code).toBe(CODE);
  });

  /** 129 variables (LOG_LEVEL and 128 more), one of them 3,000 bytes long: the script does not boot. */
  const BIG = 'B'.repeat(3000);
  const pastLimits = () =>
    emulator().state.variables.set(script, {
      ...Object.fromEntries(Array.from({ length: 127 }, (_, i) => [`VAR_${i}`, `value-${i}`])),
      BIG,
    });
  const breachLines = [
    "- 129 variables, more than the runtime's 128 a script: delete 1 (sync-variables with prune removes the ones its list does not name)",
    "- BIG: a value of 3000 bytes (UTF-8), more than the runtime's 2048 a value: give it a shorter one with sync-variables (variables: BIG=...)",
  ];

  it("a script whose variables pass the runtime's limits fails before the code is saved, naming them, never a value; so does its dry run", async () => {
    pastLimits();
    const run = await publish({ 'require-env': 'LOG_LEVEL\nBIG' });
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toBe(
      [
        `require-env: the variables of script ${script} pass the runtime's limits: the script does not boot (every request answers 400) whatever code is published, so nothing was saved or published:`,
        ...breachLines,
      ].join('\n'),
    );
    expect(run.stdout).not.toContain('configuration gives the code every name');
    expect(run.stdout + run.summary).not.toContain(BIG.slice(0, 16));
    expectNothingSaved();

    emulator().requests.length = 0;
    const dry = await publish({ 'require-env': 'LOG_LEVEL\nBIG', 'dry-run': 'true' });
    expect(dry.exitCode).toBe(1);
    expect(failureMessage(dry)).toContain(breachLines[1]);
    expectNothingSaved();
  });

  it("names the missing names and the runtime's limits in one failure, before the code is saved", async () => {
    pastLimits();
    const run = await publish({ 'require-env': 'LOG_LEVEL\nAPI_URL' });
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toBe(
      [
        `require-env: script ${script} does not give the code 1 of the 2 names it needs, so nothing was saved or published:`,
        '- API_URL: neither a secret nor a variable; set it with sync-variables (variables: API_URL=...), or with upsert-secret (secrets: API_URL) if its value is secret',
        'Found: LOG_LEVEL (variable).',
        `The variables of script ${script} pass the runtime's limits: the script does not boot (every request answers 400) whatever code is published:`,
        ...breachLines,
      ].join('\n'),
    );
    expect(run.summary).toContain(
      'require-env: 1 of 2 names missing; the variables pass the runtime&#39;s limits too; nothing saved or published',
    );
    expect(run.stdout + run.summary).not.toContain(BIG.slice(0, 16));
    expectNothingSaved();
  });

  it("without require-env a script past the runtime's limits fails before the code is saved too: published there it would answer nothing; so does its dry run", async () => {
    pastLimits();
    const run = await publish();
    expect(run.exitCode, run.stdout).toBe(1);
    expect(failureMessage(run)).toBe(
      [
        `The variables of script ${script} pass the runtime's limits: the script does not boot (every request answers 400) whatever code is published, so nothing was saved or published:`,
        ...breachLines,
      ].join('\n'),
    );
    expect(run.stdout + run.summary).not.toContain(BIG.slice(0, 16));
    expectNothingSaved();

    emulator().requests.length = 0;
    const dry = await publish({ 'dry-run': 'true' });
    expect(dry.exitCode).toBe(1);
    expect(failureMessage(dry)).toContain(breachLines[1]);
    expectNothingSaved();
  });

  it('a secrets list that cannot be read fails the step before anything is saved', async () => {
    emulator().inject({ kind: 'status', status: 500, method: 'GET', path: `${base}/secrets`, times: Infinity });
    const run = await publish({ 'require-env': 'API_TOKEN', 'max-attempts': '1' });
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain(
      `require-env: could not read the list of secrets of script ${script}, so which names are secrets is unknown and nothing was saved or published:\nGET ${base}/secrets answered 500`,
    );
    expectNothingSaved();
  });

  it('a script read without its variables list says it could not read the list, never "neither a secret nor a variable"', async () => {
    emulator().state.variables.set(script, { API_URL: 'https://api.example' });
    const read = await fetch(`${emulator().url}${base}`, { headers: { AccessKey: DEFAULT_API_KEY } });
    const withoutList = (await read.json()) as Record<string, unknown>;
    delete withoutList['EdgeScriptVariables'];
    emulator().inject({ kind: 'wrong-shape', method: 'GET', path: new RegExp(`^${base}$`), body: withoutList, times: Infinity });
    const run = await publish({ 'require-env': 'API_TOKEN\nAPI_URL' });
    expect(run.exitCode).toBe(1);
    const message = failureMessage(run);
    expect(message).toContain(
      `require-env: GET ${base} answered without the script's variables (EdgeScriptVariables): could not read the list of variables, so whether 1 of the 2 names are variables is unknown`,
    );
    expect(message).toContain('- API_URL: not a secret; whether it is a variable with a value could not be read');
    expect(message).toContain('Found: API_TOKEN (secret).');
    expect(message).not.toContain('neither a secret nor a variable');
    expectNothingSaved();
  });

  it('a script with no variables (EdgeScriptVariables: null) has none: a name that is not a secret is missing', async () => {
    const read = await fetch(`${emulator().url}${base}`, { headers: { AccessKey: DEFAULT_API_KEY } });
    const body = { ...((await read.json()) as Record<string, unknown>), EdgeScriptVariables: null };
    emulator().inject({ kind: 'wrong-shape', method: 'GET', path: new RegExp(`^${base}$`), body, times: Infinity });
    const run = await publish({ 'require-env': 'API_TOKEN\nAPI_URL' });
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain('- API_URL: neither a secret nor a variable');
    expectNothingSaved();
  });

  it('a script with no secrets, whose list reads Secrets: null, has none: the variables alone decide', async () => {
    scriptState().secrets.clear();
    const failing = await publish({ 'require-env': 'LOG_LEVEL\nAPI_TOKEN' });
    expect(failing.exitCode).toBe(1);
    expect(failureMessage(failing)).toContain('- API_TOKEN: neither a secret nor a variable');
    expectNothingSaved();

    const passing = await publish({ 'require-env': 'LOG_LEVEL' });
    expect(passing.exitCode, passing.stdout).toBe(0);
    expect(passing.stdout).toContain("require-env: the script's configuration gives the code every name: LOG_LEVEL (variable)");
    expect(scriptState().activeRelease?.Code).toBe(CODE);
  });

  it('a dry run with the key runs the check and shows the verdict, sending no write', async () => {
    const failing = await publish({ 'require-env': 'API_URL', 'dry-run': 'true' });
    expect(failing.exitCode).toBe(1);
    expect(failureMessage(failing)).toContain('require-env: script 2001 does not give the code 1 of the 1 names it needs');
    expectNothingSaved();

    emulator().requests.length = 0;
    const passing = await publish({ 'require-env': 'LOG_LEVEL', 'dry-run': 'true' });
    expect(passing.exitCode, passing.stdout).toBe(0);
    expect(passing.stdout).toContain("require-env: the script's configuration gives the code every name: LOG_LEVEL (variable)");
    expectNothingSaved();
  });

  it('a dry run without the key lists the secrets read among the requests', async () => {
    const run = await publish({ 'require-env': 'API_URL', 'dry-run': 'true', 'api-key': '' });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(emulator().requests).toEqual([]);
    const result = JSON.parse(run.outputs['result'] ?? '{}') as { requests: Array<{ method: string; path: string }> };
    expect(result.requests.map((r) => `${r.method} ${r.path}`)).toContain(`GET ${base}/secrets`);
  });

  it('is refused before any request without api-key (a deployment key cannot read variables or secrets)', async () => {
    const run = await publish({
      'api-key': '',
      'deployment-key': scriptState().deploymentKey,
      'probe-url': 'https://example.com/',
      'expect-body': 'ok',
      'require-env': 'API_URL',
    });
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain("Input 'require-env': needs api-key");
    expect(emulator().requests).toEqual([]);
  });

  it('refuses a line that is not a name, naming each', async () => {
    // A blank line counts: each line is named by its number in the input.
    const run = await publish({ 'require-env': 'API_URL\n\nAPI URL\nX-Y' });
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toBe(
      "Input 'require-env': line 3: 'API URL' is not a name; expected letters, digits and _, one name a line\nline 4: 'X-Y' is not a name; expected letters, digits and _, one name a line",
    );
    expect(emulator().requests).toEqual([]);
  });
});
