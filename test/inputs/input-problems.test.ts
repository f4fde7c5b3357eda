import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { undeclaredInputs } from '../../src/inputs/declared-inputs.ts';
import { closest } from '../../src/inputs/closest-word.ts';
import { DECLARED_INPUTS } from '../../src/inputs/action-interface.ts';
import { InputError, InputProblemsError, Inputs } from '../../src/inputs/inputs.ts';
import { isConventionalName, readSecretList } from '../../src/inputs/secret-inputs.ts';
import { SecretRegistry } from '../../src/runner/secret-registry.ts';
import { OPERATION_NAMES, type OperationName } from '../../src/operations/registry.ts';
import { failureMessage, runAgainst, useEmulator } from '../support/e2e.ts';
import { OPERATION_ROWS } from '../support/operation-table.ts';

const inputsOf = (values: Record<string, string>, register?: (value: string) => void) => new Inputs((name) => values[name], register);

describe('input problems', () => {
  it('a reader records its problem and hands back a placeholder, so planning goes on', () => {
    const inputs = inputsOf({ 'zone-id': 'abc', 'record-type': 'BOGUS', ttl: '-1' });
    expect(inputs.id('zone-id')).toBe(1);
    expect(inputs.choice('record-type', ['A', 'AAAA'])).toBeUndefined();
    expect(inputs.integer('ttl', { min: 1, default: 300 })).toBe(300);
    expect(inputs.problems.list.map((problem) => problem.input)).toEqual(['zone-id', 'record-type', 'ttl']);
    let thrown: unknown;
    try {
      inputs.problems.throwIfAny();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(InputProblemsError);
    expect((thrown as Error).message).toMatch(
      /^3 input problems:\n- Input 'zone-id': .*\n- Input 'record-type': .*BOGUS.*\n- Input 'ttl': /,
    );
  });

  it('keeps one problem an input, the first; one problem is thrown as it was', () => {
    const inputs = inputsOf({});
    inputs.required('app-id');
    inputs.problems.add(new InputError('app-id', 'a consequence'));
    expect(inputs.problems.list).toHaveLength(1);
    expect(() => inputs.problems.throwIfAny()).toThrow(/^Input 'app-id': is required$/);
  });

  it('no problem, nothing thrown', () => {
    const inputs = inputsOf({ 'zone-id': '12' });
    expect(inputs.id('zone-id')).toBe(12);
    expect(() => inputs.problems.throwIfAny()).not.toThrow();
  });
});

describe('secret inputs', () => {
  it('are registered as they are read, whole and trimmed', () => {
    const registered: string[] = [];
    const inputs = inputsOf({ 'api-key': ' key-1 \n', 'secret-value': 'v', query: 'not secret' }, (value) => registered.push(value));
    inputs.optional('api-key');
    inputs.raw('secret-value');
    inputs.optional('query');
    expect(registered).toEqual([' key-1 \n', 'key-1', 'v', 'v']);
  });
});

describe('declared inputs', () => {
  it('are the inputs of action.yml, in its order', () => {
    const action = parse(readFileSync(new URL('../../action.yml', import.meta.url), 'utf8')) as { inputs: Record<string, unknown> };
    expect([...DECLARED_INPUTS]).toEqual(Object.keys(action.inputs));
  });

  it('an undeclared INPUT_ variable is named with the closest declared input', () => {
    const errors = undeclaredInputs({ INPUT_RECORD_NAME: 'pr-42', 'INPUT_RECORD-NAME': 'x', INPUT_ZZZZZZZZZZZZZ: 'y', PATH: '/bin' });
    expect(errors.map((error) => error.message)).toEqual([
      "Input 'record_name': is not an input of this action (passed as INPUT_RECORD_NAME); did you mean 'record-name'?; inputs are listed in action.yml",
      "Input 'zzzzzzzzzzzzz': is not an input of this action (passed as INPUT_ZZZZZZZZZZZZZ); inputs are listed in action.yml",
    ]);
  });

  it('suggests only what is close', () => {
    expect(closest('upsert-secrets', ['upsert-secret', 'update-secret'])).toBe('upsert-secret');
    expect(closest('timeout', ['timeout-seconds'])).toBeUndefined();
    expect(closest('dryrun', ['dry-run'])).toBe('dry-run');
  });
});

describe('the secrets list', () => {
  const read = (text: string, env: NodeJS.ProcessEnv) => {
    const registry = new SecretRegistry(() => {});
    try {
      readSecretList(
        inputsOf({ secrets: text }, (value) => registry.add(value)),
        env,
      );
      return { message: '', registry };
    } catch (error) {
      return { message: (error as Error).message, registry };
    }
  };

  it('names every unset variable', () => {
    const { message } = read('A=DB_URL\nB\nC=SMTP_PASSWORD\nD=SET', { SET: 'x' });
    expect(message.split('\n')).toEqual([
      "Input 'secrets': line 1: environment variable DB_URL is not set; pass the value with env: DB_URL: ${{ secrets.DB_URL }}",
      'line 2: environment variable B is not set; pass the value with env: B: ${{ secrets.B }}',
      'line 3: environment variable SMTP_PASSWORD is not set; pass the value with env: SMTP_PASSWORD: ${{ secrets.SMTP_PASSWORD }}',
    ]);
  });

  it('never shows a token that may be a value, and masks it', () => {
    const { message, registry } = read('API_TOKEN=sk_live_51HxAbCdEf\nAKIAIOSFODNN7EXAMPLE', {});
    expect(message).not.toContain('sk_live');
    expect(message).not.toContain('AKIA');
    expect(message).toMatch(/line 1: the text after '=' is not set .* not shown/);
    expect(message).toMatch(/line 2: the line is not set .* not shown/);
    expect(registry.scrub('sk_live_51HxAbCdEf AKIAIOSFODNN7EXAMPLE')).toBe('*** ***');
  });

  it('reads conventional names as names', () => {
    expect(['DB_URL', 'S3_BUCKET', 'API_TOKEN_V2', 'X'].every(isConventionalName)).toBe(true);
    expect(['sk_live_abc', 'AKIAIOSFODNN7EXAMPLE', 'ghp_abc', 'A1B2C3'].some(isConventionalName)).toBe(false);
  });
});

/**
 * Two problems of one step, each in an input of its own, for every operation: the step names
 * both in its one failure, before any request. An operation that stops at its first problem
 * makes its user run the step once per problem. Each operation has the derived case below; the
 * cases here spoil its inputs the ways its user would.
 */
const TWO_PROBLEMS: Partial<Record<OperationName, Array<Record<string, string>>>> = {
  'add-dns-record': [{ 'zone-id': 'abc', ttl: 'abc' }],
  'upsert-secret': [
    { 'script-id': 'abc', concurrency: '0' },
    { 'secret-name': 'N'.repeat(300), 'secret-value': 'x'.repeat(5000) },
  ],
  'update-secret': [{ 'script-id': 'abc', 'secret-id': 'x' }],
  'update-app': [
    { 'app-id': 'has space', 'wait-seconds': 'soon' },
    { 'image-tags': 'web=ok\nno-equals\napi=', 'wait-seconds': 'soon' },
  ],
  'get-active-release': [
    { 'script-id': 'abc', 'expected-commit-sha': 'not-hex' },
    { 'expected-commit-sha': 'not-hex', 'poll-interval-seconds': 'often' },
  ],
  'get-audit-log': [
    { date: '2026-13-45', limit: '0' },
    { 'output-file': '../outside.jsonl', 'max-entries': '0' },
  ],
  'get-shield-zone': [{ 'pull-zone-id': 'abc', 'require-waf': 'maybe' }],
  search: [{ size: '-1', 'result-type': 'bogus' }],
  'purge-cache': [{ 'pull-zone-id': 'abc', 'exact-path': 'maybe' }],
  'publish-script': [
    { 'script-id': 'abc', 'wait-seconds': 'soon' },
    { 'deployment-key': 'a key with spaces', 'poll-interval-seconds': 'often' },
  ],
  'rollback-script': [{ 'script-id': 'abc', 'wait-seconds': 'soon' }],
  'probe-url': [{ url: 'not a url', 'expect-status': 'ok' }],
  'delete-dns-record': [{ 'zone-id': 'abc', 'record-type': 'BOGUS' }],
  'sync-storage': [{ concurrency: '0', 'max-prune': 'many' }],
  'deploy-site': [{ 'pull-zone-id': 'abc', 'keep-deploys': 'all' }],
  'promote-site': [{ 'pull-zone-id': 'abc', 'wait-seconds': 'soon' }],
  'remove-site-preview': [{ 'pull-zone-id': 'abc', 'preview-hostname': 'not a host' }],
  'sync-variables': [{ 'script-id': 'abc', variables: 'no equals sign' }],
  'plan-deploys': [{ targets: 'not: [a list', 'fail-open': 'maybe' }],
  'migrate-database': [{ 'max-migrations': 'many', 'allow-out-of-order': 'perhaps' }],
};

/**
 * The case every operation has, from its row of test/support/operation-table.ts, so that a new
 * operation needs no line here: its first input far too long (every input is refused at 120,000
 * characters) and a common setting that is not a number.
 */
function derivedProblems(name: OperationName): Record<string, string> {
  const first = Object.keys(OPERATION_ROWS.find((row) => row.operation === name)?.inputs ?? {})[0];
  return { ...(first === undefined ? { 'max-attempts': 'many' } : { [first]: 'x'.repeat(120_000) }), 'timeout-seconds': 'soon' };
}

describe('every operation names every input problem at once', () => {
  const emulator = useEmulator();

  const cases = OPERATION_NAMES.flatMap((name) =>
    [derivedProblems(name), ...(TWO_PROBLEMS[name] ?? [])].map((spoiled) => [name, Object.keys(spoiled).join(' and '), spoiled] as const),
  );
  it.each(cases)('%s: %s, one failure naming both, no request', async (name, _inputs, spoiled) => {
    const row = OPERATION_ROWS.find((candidate) => candidate.operation === name);
    const run = await runAgainst(
      emulator(),
      { operation: name, ...row?.inputs, ...spoiled },
      { files: row?.files ?? {}, secrets: row?.secrets ?? [] },
    );
    expect(run.exitCode).toBe(1);
    const message = failureMessage(run);
    for (const input of Object.keys(spoiled)) expect(message, `${name}: ${input}`).toContain(`Input '${input}'`);
    expect(emulator().requests).toEqual([]);
  });
});

/**
 * The common settings are inputs like any other: a missing or unusable api-key, or an api-url
 * that will not do, is one problem among the step's others, not the only one it names. An empty
 * secret (misnamed, a fork's run) is the commonest mistake, and the run after its fix must not
 * be the first to show the rest.
 */
describe('a problem of api-key or api-url hides no other', () => {
  const emulator = useEmulator();
  const row = (name: OperationName) => OPERATION_ROWS.find((candidate) => candidate.operation === name);

  it.each([
    [
      'deploy-site without api-key',
      'deploy-site',
      { 'api-key': '', 'timeout-seconds': 'soon', 'pull-zone-id': 'abc', 'keep-deploys': 'all' },
    ],
    ['search with an unusable api-key', 'search', { 'api-key': 'Zq9 kW4x-unusable', 'max-attempts': '99', size: '-1' }],
    ['search with an api-url that does not parse', 'search', { 'api-url': 'not a url', 'timeout-seconds': 'soon', size: '-1' }],
    [
      'search with credentials in api-url, and no key',
      'search',
      { 'api-url': 'https://admin:Pw7-kQ2x@api.bunny.net', 'api-key': '', size: '-1' },
    ],
    ['publish-script (keyless) with an unusable api-key', 'publish-script', { 'api-key': 'Zq9 kW4x-unusable', 'script-id': 'abc' }],
  ] as const)('%s: one failure naming every problem, no request', async (_, name, spoiled) => {
    const found = row(name);
    const run = await runAgainst(
      emulator(),
      { operation: name, ...found?.inputs, ...spoiled },
      { files: found?.files ?? {}, secrets: found?.secrets ?? [] },
    );
    expect(run.exitCode).toBe(1);
    const message = failureMessage(run);
    const named = Object.keys(spoiled);
    expect(message).toMatch(new RegExp(`^${named.length} input problems:`));
    for (const input of named) expect(message, input).toContain(`Input '${input}'`);
    expect(emulator().requests).toEqual([]);
  });
});
