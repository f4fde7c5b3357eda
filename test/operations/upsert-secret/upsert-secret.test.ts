import { describe, expect, it } from 'vitest';
import { SEED, startEmulator } from '../../../emulator/server.ts';
import { failureMessage, runAgainst, useEmulator } from '../../support/e2e.ts';
import { FakeClock } from '../../support/fake-clock.ts';
import { releasable } from '../../support/release.ts';

const emulator = useEmulator();
const script = String(SEED.scriptWithRelease);

describe('upsert-secret, end to end', () => {
  it('creates one secret and reports its id', async () => {
    const run = await runAgainst(
      emulator(),
      { operation: 'upsert-secret', 'script-id': script, 'secret-name': 'NEW_TOKEN', 'secret-value': 'n3w-v@lue' },
      { secrets: ['n3w-v@lue'] },
    );
    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({ 'secret-name': 'NEW_TOKEN', 'secret-id': '7003', created: 'true', status: '200' });
    expect(run.outputs['last-modified']).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(JSON.parse(run.outputs['result'] ?? '')).toMatchObject({ Name: 'NEW_TOKEN', Id: 7003, Created: true });
    expect(emulator().state.secret(SEED.scriptWithRelease, 'NEW_TOKEN')?.Value).toBe('n3w-v@lue');
    expect(run.summary).toContain('<td>NEW_TOKEN</td><td>created</td><td>7003</td>');
    expect(run.stdout).toContain('::add-mask::n3w-v@lue');
  });

  it('a secret value as short as "true" leaves the outputs as the action wrote them: created and status whole, result JSON', async () => {
    const run = await runAgainst(emulator(), {
      operation: 'upsert-secret',
      'script-id': script,
      'secret-name': 'FEATURE_FLAG',
      'secret-value': 'true',
    });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.stdout).toContain('::add-mask::true');
    expect(run.outputs).toMatchObject({ created: 'true', status: '200', 'secret-id': '7003' });
    expect(JSON.parse(run.outputs['result'] ?? '')).toMatchObject({ Name: 'FEATURE_FLAG', Created: true });
  });

  it('updates an existing secret: 204, created false, no id', async () => {
    const run = await runAgainst(
      emulator(),
      { operation: 'upsert-secret', 'script-id': script, 'secret-name': 'API_TOKEN', 'secret-value': 'rotated-value' },
      { secrets: ['rotated-value'] },
    );
    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({ 'secret-name': 'API_TOKEN', created: 'false', status: '204' });
    expect(run.outputs['secret-id']).toBeUndefined();
    expect(JSON.parse(run.outputs['result'] ?? '')).toEqual({ Name: 'API_TOKEN', Created: false });
    expect(emulator().state.secret(SEED.scriptWithRelease, 'API_TOKEN')?.Value).toBe('rotated-value');
  });

  it('rotates a list from environment variables, results in input order', async () => {
    const env = { NEW_ONE: 'value-one', VAR_TWO: 'value-two', API_TOKEN: 'value-three' };
    const run = await runAgainst(
      emulator(),
      { operation: 'upsert-secret', 'script-id': script, secrets: 'NEW_ONE\nSECOND=VAR_TWO\n\nAPI_TOKEN\n' },
      { env, secrets: Object.values(env) },
    );
    expect(run.exitCode).toBe(0);
    const result = JSON.parse(run.outputs['result'] ?? '') as Array<Record<string, unknown>>;
    expect(result.map((r) => [r['Name'], r['Created']])).toEqual([
      ['NEW_ONE', true],
      ['SECOND', true],
      ['API_TOKEN', false],
    ]);
    // The variables and the secret list, read before the writes (a name taken, what a lost create did), then a write each.
    expect(emulator().requests.map((r) => r.method)).toEqual(['GET', 'GET', 'PUT', 'PUT', 'PUT']);
    expect(emulator().state.secret(SEED.scriptWithRelease, 'SECOND')?.Value).toBe('value-two');
    expect(run.summary).toContain('<td>API_TOKEN</td><td>updated</td>');
  });

  it('refuses a list naming an unset variable before any request', async () => {
    const run = await runAgainst(
      emulator(),
      { operation: 'upsert-secret', 'script-id': script, secrets: 'ONE\nTWO=MISSING_VAR' },
      { env: { ONE: 'x1x1' } },
    );
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toBe(
      "Input 'secrets': line 2: environment variable MISSING_VAR is not set; pass the value with env: MISSING_VAR: ${{ secrets.MISSING_VAR }}",
    );
    expect(emulator().requests).toHaveLength(0);
  });

  it('reports every secret when one of a list fails, and fails the step', async () => {
    // The first write passes (a zero delay), the second is refused.
    emulator().inject(
      { kind: 'delay', ms: 0, method: 'PUT' },
      { kind: 'status', status: 400, method: 'PUT', body: { ErrorKey: 'secret.name_invalid', Field: 'Name', Message: 'Name is reserved' } },
    );
    const env = { A_ONE: 'alpha-value', B_TWO: 'beta-value', C_THREE: 'gamma-value' };
    const run = await runAgainst(
      emulator(),
      { operation: 'upsert-secret', 'script-id': script, secrets: 'A_ONE\nB_TWO\nC_THREE', concurrency: '1' },
      { env, secrets: Object.values(env) },
    );
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain(
      '1 of 3 secrets failed; the others were written:\nB_TWO: PUT /compute/script/2001/secrets answered 400 Bad Request: Name is reserved',
    );
    expect(run.outputs['error-key']).toBe('secret.name_invalid');
    const result = JSON.parse(run.outputs['result'] ?? '') as Array<Record<string, unknown>>;
    expect(result.map((r) => r['Name'])).toEqual(['A_ONE', 'B_TWO', 'C_THREE']);
    expect(result[1]?.['Error']).toContain('Name is reserved');
    expect(emulator().state.secret(SEED.scriptWithRelease, 'C_THREE')?.Value).toBe('gamma-value');
  });

  it('writes a secret whose name holds - or . as the API allows: only what a reader cannot see is refused', async () => {
    const result = await runAgainst(
      emulator(),
      {
        operation: 'upsert-secret',
        'script-id': String(SEED.scriptWithRelease),
        'secret-name': 'api-token.v2',
        'secret-value': 'abc123-value',
      },
      { secrets: ['abc123-value'] },
    );
    expect(result.exitCode, result.stdout).toBe(0);
    expect(emulator().state.secret(SEED.scriptWithRelease, 'api-token.v2')?.Value).toBe('abc123-value');
  });

  it.each([
    [
      { 'secret-name': 'X_NAME', 'secret-value': 'v'.repeat(4097) },
      "Input 'secret-value': the value is 4097 characters long; the API allows at most 4096",
    ],
    [{ 'secret-name': 'X_NAME' }, "Input 'secret-value': the value is empty"],
    [{ 'secret-value': 'abc123' }, "Input 'secret-name': is required with secret-value"],
    [{}, "Input 'secret-name': is required, or give a list in secrets"],
    [
      { 'secret-name': 'BAD\u0007NAME', 'secret-value': 'abc123' },
      "Input 'secret-name': secret name 'BAD\\u{7}NAME' has a control character",
    ],
    [
      { 'secret-name': 'A', 'secret-value': 'abc123', secrets: 'B' },
      "Input 'secrets': cannot be combined with secret-name and secret-value",
    ],
    [{ secrets: 'A=not a var' }, "Input 'secrets': line 1: the text after '=' is not set as an environment variable"],
    [
      { secrets: 'DB_URL=postgres://admin:S3cretPassw0rd@db/app' },
      "line 1: the text after '=' is not set as an environment variable and does not read as a variable name (capitals, digits and _); it is not shown",
    ],
    [{ secrets: 'A=X\nA=X' }, "Input 'secrets': line 2: A is listed twice (first on line 1); give each secret once"],
    // Lines are numbered as the input has them: a blank line counts.
    [{ secrets: 'A=X\n\nB=MISSING_VAR' }, "Input 'secrets': line 3: environment variable MISSING_VAR is not set"],
    [{ secrets: 'A=X\n\nA=X' }, "Input 'secrets': line 3: A is listed twice (first on line 1); give each secret once"],
    [
      { secrets: 'DB_URL=X\ndb_url=X' },
      "Input 'secrets': line 2: db_url and DB_URL (line 1) differ only in case; the platform may match names without regard to case, so give one of them",
    ],
    // A lookalike of API_TOKEN (a BOM before it) would be created while the prune deleted the real one.
    [
      { secrets: '\uFEFFAPI_TOKEN=X\nDATABASE_URL=X', prune: 'true' },
      "Input 'secrets': line 1: secret name has an invisible character at position 1 (nobody sees it: retype the name)",
    ],
    // Characters Unicode lets a renderer draw as nothing (a combining grapheme joiner, a variation
    // selector, a Hangul filler) and the blank braille pattern make the same lookalikes.
    [
      { secrets: 'API_TOKEN\u034F=X\nDATABASE_URL\uFE0F=X\n\u3164LOG_KEY=X\nSENTRY_DSN\u2800=X', prune: 'true' },
      [
        "Input 'secrets': line 1: secret name has an invisible character at position 10 (nobody sees it: retype the name)",
        'line 2: secret name has an invisible character at position 13 (nobody sees it: retype the name)',
        'line 3: secret name has an invisible character at position 1 (nobody sees it: retype the name)',
        'line 4: secret name has an invisible character at position 11 (nobody sees it: retype the name)',
      ].join('\n'),
    ],
    // The position counts characters as a reader does: the key emoji is one, not two UTF-16 units.
    [
      { 'secret-name': 'KEY_\u{1F511}\u200B', 'secret-value': 'abc123' },
      "Input 'secret-name': secret name 'KEY_\\u{1F511}\\u{200B}' has an invisible character at position 6",
    ],
    [
      { 'secret-name': 'API\u200BTOKEN', 'secret-value': 'abc123' },
      "Input 'secret-name': secret name 'API\\u{200B}TOKEN' has an invisible character at position 4",
    ],
    [
      { 'secret-name': 'API\u00A0TOKEN', 'secret-value': 'abc123' },
      "Input 'secret-name': secret name 'API\\u{A0}TOKEN' has an invisible character at position 4",
    ],
    [{ 'script-id': 'abc', 'secret-name': 'A', 'secret-value': 'abc123' }, "Input 'script-id': got 'abc'; expected a decimal integer"],
    [{ 'script-id': '-5', 'secret-name': 'A', 'secret-value': 'abc123' }, "Input 'script-id': got '-5'"],
    [
      { 'secret-name': 'A', 'secret-value': 'abc123', 'max-attempts': '0' },
      "Input 'max-attempts': got '0'; expected a decimal integer from 1 to 10",
    ],
    [
      { 'secret-name': 'A', 'secret-value': 'abc123', 'api-url': 'http://api.example.com' },
      "Input 'api-url': http:// is allowed only for loopback hosts",
    ],
  ])('refuses bad input %# before any request', async (inputs, message) => {
    const run = await runAgainst(
      emulator(),
      { operation: 'upsert-secret', 'script-id': script, ...inputs },
      { env: { X: 'xxxx' }, secrets: ['abc123', 'S3cretPassw0rd'] },
    );
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain(message);
    expect(run.stdout).toContain('::error title=bunny.net upsert-secret failed::');
    expect(emulator().requests).toHaveLength(0);
  });

  it("a line's value over 4096 characters is named beside its name's problem, printing neither name nor value", async () => {
    const long = (length: number) => 'Qm4wZ7k-'.repeat(Math.ceil(length / 8)).slice(0, length);
    const env = { DB_URL: long(4100), '\u200BTOKEN': long(4097), BIG: long(4098), 'ODD-VAR': long(4099) };
    const run = await runAgainst(
      emulator(),
      { operation: 'upsert-secret', 'script-id': script, secrets: '\u200BDB_URL=DB_URL\n\u200BTOKEN\nSAME=BIG\nSAME=BIG\nODD=ODD-VAR' },
      { env, secrets: Object.values(env) },
    );
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toBe(
      [
        "Input 'secrets': line 1: secret name has an invisible character at position 1 (nobody sees it: retype the name)",
        'line 1: environment variable DB_URL is 4100 characters long; the API allows at most 4096',
        // The variable is the refused name itself: it is not printed either.
        'line 2: secret name has an invisible character at position 1 (nobody sees it: retype the name)',
        'line 2: the value is 4097 characters long; the API allows at most 4096',
        'line 3: environment variable BIG is 4098 characters long; the API allows at most 4096',
        'line 4: SAME is listed twice (first on line 3); give each secret once',
        'line 4: environment variable BIG is 4098 characters long; the API allows at most 4096',
        // A variable that does not read as a name is not printed, though it is set.
        "line 5: the text after '=' is not set as an environment variable and does not read as a variable name (capitals, digits and _); it is not shown in case it is a value. Expected NAME or NAME=VARIABLE, one secret a line, with the value passed through env:",
        'line 5: the value is 4099 characters long; the API allows at most 4096',
      ].join('\n'),
    );
    expect(emulator().requests).toHaveLength(0);
  });

  it('refuses a batch naming a variable of the script before any write, the prune too, in the run and the dry run', async () => {
    emulator().state.variables.set(SEED.scriptWithRelease, { SESSION_KEY: 'a-variable-value', PUBLIC_URL: 'https://example.com' });
    const env = { NEW_ONE: 'value-one', session_key: 'value-two', PUBLIC_URL: 'value-three', API_TOKEN: 'value-four' };
    for (const dryRun of ['true', 'false']) {
      const run = await runAgainst(
        emulator(),
        {
          operation: 'upsert-secret',
          'script-id': script,
          secrets: 'NEW_ONE\nsession_key\nPUBLIC_URL\nAPI_TOKEN',
          prune: 'true',
          'dry-run': dryRun,
        },
        { env, secrets: Object.values(env) },
      );
      expect(run.exitCode).toBe(1);
      expect(failureMessage(run)).toBe(
        `${dryRun === 'true' ? 'Dry run: ' : ''}` +
          'session_key: the script has a variable named SESSION_KEY, and a variable and a secret of one script cannot share a name. Give the secret another name, or set the value as a variable with sync-variables.\n' +
          'PUBLIC_URL: the script has a variable named PUBLIC_URL, and a variable and a secret of one script cannot share a name. Give the secret another name, or set the value as a variable with sync-variables.' +
          `${dryRun === 'true' ? '' : '\nNothing was written.'}`,
      );
    }
    expect(emulator().requests.filter((r) => r.method !== 'GET')).toEqual([]);
    expect(emulator().state.secret(SEED.scriptWithRelease, 'NEW_ONE')).toBeUndefined();
  });

  it('a list refused before any write sets created-names and updated-names to [], deleted-names too with a prune; one secret sets neither', async () => {
    emulator().state.variables.set(SEED.scriptWithRelease, { SESSION_KEY: 'a-variable-value' });
    const env = { NEW_ONE: 'Vq3nR8-value-one', API_TOKEN: 'Hs6tY1-value-two', session_key: 'Pz4wD7-value-three' };
    const list = (more: Record<string, string>) =>
      runAgainst(
        emulator(),
        { operation: 'upsert-secret', 'script-id': script, secrets: 'NEW_ONE\nAPI_TOKEN\nsession_key', ...more },
        { env, secrets: Object.values(env) },
      );
    const run = await list({});
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain('session_key: the script has a variable named SESSION_KEY');
    expect(run.outputs['created-names']).toBe('[]');
    expect(run.outputs['updated-names']).toBe('[]');
    // No prune was asked for, and no write was tried: neither has a line to report.
    expect(run.outputs['deleted-names']).toBeUndefined();
    expect(run.outputs['result']).toBeUndefined();

    const pruned = await list({ prune: 'true' });
    expect(pruned.exitCode).toBe(1);
    expect(pruned.outputs['created-names']).toBe('[]');
    expect(pruned.outputs['updated-names']).toBe('[]');
    expect(pruned.outputs['deleted-names']).toBe('[]');

    // A dry run sets none of them, as a dry run that passes does.
    const dry = await list({ prune: 'true', 'dry-run': 'true' });
    expect(dry.exitCode).toBe(1);
    for (const names of ['created-names', 'updated-names', 'deleted-names']) expect(dry.outputs[names]).toBeUndefined();

    const one = await runAgainst(
      emulator(),
      { operation: 'upsert-secret', 'script-id': script, 'secret-name': 'SESSION_KEY', 'secret-value': 'Lw8cKq2-one-value' },
      { secrets: ['Lw8cKq2-one-value'] },
    );
    expect(one.exitCode).toBe(1);
    expect(one.outputs['secret-name']).toBe('SESSION_KEY');
    for (const names of ['created-names', 'updated-names', 'deleted-names', 'created']) expect(one.outputs[names]).toBeUndefined();
    expect(emulator().requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('refuses a secret name that differs only in case from a secret of the script before any write, naming both, in the run and the dry run', async () => {
    // The platform may match names without regard to case (the emulator's default, the harsher reading): api_token would overwrite API_TOKEN.
    const before = emulator().state.secret(SEED.scriptWithRelease, 'API_TOKEN')?.Value;
    for (const dryRun of ['true', 'false']) {
      const one = await runAgainst(
        emulator(),
        {
          operation: 'upsert-secret',
          'script-id': script,
          'secret-name': 'api_token',
          'secret-value': 'Lw8cKq2-rotated',
          'dry-run': dryRun,
        },
        { secrets: ['Lw8cKq2-rotated'] },
      );
      expect(one.exitCode).toBe(1);
      expect(failureMessage(one)).toBe(
        `${dryRun === 'true' ? 'Dry run: ' : ''}` +
          'api_token: the script has a secret named API_TOKEN, which differs from it only in case; the platform may match names without regard to case, and the value would then overwrite API_TOKEN. Set secret-name to API_TOKEN, or delete API_TOKEN from the script first.' +
          `${dryRun === 'true' ? '' : '\nNothing was written.'}`,
      );
      const env = { NEW_ONE: 'Vq3nR8-value-one', Database_Url: 'Hs6tY1-value-two' };
      const list = await runAgainst(
        emulator(),
        { operation: 'upsert-secret', 'script-id': script, secrets: 'NEW_ONE\nDatabase_Url', 'dry-run': dryRun },
        { env, secrets: Object.values(env) },
      );
      expect(list.exitCode).toBe(1);
      expect(failureMessage(list)).toBe(
        `${dryRun === 'true' ? 'Dry run: ' : ''}` +
          'Database_Url: the script has a secret named DATABASE_URL, which differs from it only in case; the platform may match names without regard to case, and the value would then overwrite DATABASE_URL. Rename the line to DATABASE_URL in secrets, or delete DATABASE_URL from the script first.' +
          `${dryRun === 'true' ? '' : '\nNothing was written.'}`,
      );
    }
    expect(emulator().requests.filter((r) => r.method !== 'GET')).toEqual([]);
    expect(emulator().state.secret(SEED.scriptWithRelease, 'API_TOKEN')?.Value).toBe(before);
    expect(emulator().state.secret(SEED.scriptWithRelease, 'NEW_ONE')).toBeUndefined();
  });

  it('sets secret-name, known from its input, when the step fails before its write', async () => {
    emulator().inject({ method: 'GET', path: `/compute/script/${script}`, kind: 'status', status: 500, times: 1 });
    const unread = await runAgainst(
      emulator(),
      { operation: 'upsert-secret', 'script-id': script, 'secret-name': 'UNREAD', 'secret-value': 'unread-value', 'max-attempts': '1' },
      { secrets: ['unread-value'] },
    );
    expect(unread.exitCode).toBe(1);
    expect(unread.outputs['secret-name']).toBe('UNREAD');
    expect(unread.outputs['created']).toBeUndefined();

    // A name the script holds as a variable is refused after the read, before any write.
    const taken = await runAgainst(
      emulator(),
      { operation: 'upsert-secret', 'script-id': script, 'secret-name': 'LOG_LEVEL', 'secret-value': 'taken-value' },
      { secrets: ['taken-value'] },
    );
    expect(taken.exitCode).toBe(1);
    expect(taken.outputs['secret-name']).toBe('LOG_LEVEL');
    expect(emulator().requests.filter((request) => request.method === 'PUT')).toEqual([]);
  });

  it('sets secret-name when the runner cancels the step during its first read', async () => {
    const held = releasable();
    emulator().inject({ path: `/compute/script/${script}`, kind: 'delay', ms: 0, release: held.promise });
    const cancel = new AbortController();
    const step = runAgainst(
      emulator(),
      { operation: 'upsert-secret', 'script-id': script, 'secret-name': 'CANCELLED', 'secret-value': 'Cx7q9Lw-v4lu3' },
      { secrets: ['Cx7q9Lw-v4lu3'], signal: cancel.signal },
    );
    try {
      await expect.poll(() => emulator().requests.some((request) => request.outcome === 'pending'), { timeout: 30_000 }).toBe(true);
      cancel.abort();
      const run = await step;
      expect(run.exitCode).toBe(1);
      expect(failureMessage(run)).toMatch(/^The step was cancelled by the runner/);
      expect(run.outputs['secret-name']).toBe('CANCELLED');
    } finally {
      held.resolve();
    }
    expect(emulator().requests.filter((request) => request.method === 'PUT')).toEqual([]);
  });

  it('a list the runner cancels mid-batch sets created-names, updated-names and result for the secrets written; the one in flight may have been written', async () => {
    const secretsPath = `/compute/script/${script}/secrets`;
    const held = releasable();
    // One write at a time: NEW_FIRST and API_TOKEN go through, NEW_HELD is held until the step has ended, NEW_LAST is never sent.
    emulator().inject({ method: 'PUT', path: secretsPath, kind: 'delay', ms: 0, times: 2 });
    emulator().inject({ method: 'PUT', path: secretsPath, kind: 'delay', ms: 0, release: held.promise });
    const env = { NEW_FIRST: 'Fv1x9Qw2-first', API_TOKEN: 'Av2k7Lm4-token', NEW_HELD: 'Hv3p5Rt8-held', NEW_LAST: 'Lv4z3Ny6-last' };
    const cancel = new AbortController();
    const step = runAgainst(
      emulator(),
      { operation: 'upsert-secret', 'script-id': script, secrets: Object.keys(env).join('\n'), concurrency: '1' },
      { env, secrets: Object.values(env), signal: cancel.signal },
    );
    try {
      // One at a time: the third write is sent only once the step has the second's answer.
      const puts = () => emulator().requests.filter((request) => request.method === 'PUT').length;
      await expect.poll(puts, { timeout: 30_000 }).toBe(3);
      cancel.abort();
      const run = await step;
      expect(run.exitCode).toBe(1);
      const [cancelled, soFar] = failureMessage(run).split('\n');
      expect(cancelled).toMatch(/^The step was cancelled by the runner during "Call the API: upsert-secret"/);
      expect(soFar).toBe(
        'Of 4 secrets to write, 2 were written before the cancel, 1 was in flight and may have been written (NEW_HELD), 1 was not sent.',
      );
      expect(JSON.parse(run.outputs['created-names'] ?? '')).toEqual(['NEW_FIRST']);
      expect(JSON.parse(run.outputs['updated-names'] ?? '')).toEqual(['API_TOKEN']);
      expect(run.outputs['deleted-names']).toBeUndefined();
      const result = JSON.parse(run.outputs['result'] ?? '') as Array<Record<string, unknown>>;
      expect(result).toEqual([
        expect.objectContaining({ Name: 'NEW_FIRST', Id: 7003, Created: true }),
        { Name: 'API_TOKEN', Created: false },
        { Name: 'NEW_HELD', Error: 'in flight when the runner cancelled the step: it may have been written' },
        { Name: 'NEW_LAST', Error: 'not sent: the runner cancelled the step first' },
      ]);
      expect(run.summary).toContain('<td>NEW_FIRST</td><td>created</td><td>7003</td>');
      expect(run.summary).toContain('<td>API_TOKEN</td><td>updated</td>');
      expect(run.summary).toContain('<td>NEW_HELD</td><td>in flight at the cancel: may have been written</td>');
      expect(run.summary).toContain('<td>NEW_LAST</td><td>not sent</td>');
    } finally {
      held.resolve();
    }
    expect(emulator().requests.filter((request) => request.method === 'PUT')).toHaveLength(3);
  });

  it('a list the runner cancels after a write answered 404 explains the 404 in result and the summary as the script missing', async () => {
    const secretsPath = `/compute/script/${script}/secrets`;
    const held = releasable();
    // One write at a time: the first answers 404 (the script deleted meanwhile), the second is held until the step has ended.
    emulator().inject({ method: 'PUT', path: secretsPath, kind: 'status', status: 404 });
    emulator().inject({ method: 'PUT', path: secretsPath, kind: 'delay', ms: 0, release: held.promise });
    const env = { NEW_FIRST: 'Fv1x9Qw2-first', NEW_HELD: 'Hv3p5Rt8-held' };
    const cancel = new AbortController();
    const step = runAgainst(
      emulator(),
      { operation: 'upsert-secret', 'script-id': script, secrets: Object.keys(env).join('\n'), concurrency: '1' },
      { env, secrets: Object.values(env), signal: cancel.signal },
    );
    try {
      const puts = () => emulator().requests.filter((request) => request.method === 'PUT').length;
      await expect.poll(puts, { timeout: 30_000 }).toBe(2);
      cancel.abort();
      const run = await step;
      expect(run.exitCode).toBe(1);
      const result = JSON.parse(run.outputs['result'] ?? '') as Array<Record<string, unknown>>;
      expect(result[0]?.['Name']).toBe('NEW_FIRST');
      expect(result[0]?.['Error']).toContain(`No edge script has the id ${script}`);
      expect(run.summary).toContain(`No edge script has the id ${script}`);
    } finally {
      held.resolve();
    }
  });

  it('one secret the runner cancels while its write is in flight sets only secret-name, and says it may have been written', async () => {
    const held = releasable();
    emulator().inject({ method: 'PUT', path: `/compute/script/${script}/secrets`, kind: 'delay', ms: 0, release: held.promise });
    const cancel = new AbortController();
    const step = runAgainst(
      emulator(),
      { operation: 'upsert-secret', 'script-id': script, 'secret-name': 'NEW_TOKEN', 'secret-value': 'n3w-v@lue-Kq7' },
      { secrets: ['n3w-v@lue-Kq7'], signal: cancel.signal },
    );
    try {
      const puts = () => emulator().requests.filter((request) => request.method === 'PUT').length;
      await expect.poll(puts, { timeout: 30_000 }).toBe(1);
      cancel.abort();
      const run = await step;
      expect(run.exitCode).toBe(1);
      expect(failureMessage(run).split('\n')[1]).toBe(
        'Of 1 secret to write, 0 were written before the cancel, 1 was in flight and may have been written (NEW_TOKEN).',
      );
      expect(run.outputs['secret-name']).toBe('NEW_TOKEN');
      for (const output of ['created-names', 'updated-names', 'deleted-names', 'result', 'secret-id', 'created'])
        expect(run.outputs[output]).toBeUndefined();
    } finally {
      held.resolve();
    }
    expect(emulator().requests.filter((request) => request.method === 'PUT')).toHaveLength(1);
  });

  it('fails on an unknown script with a hint, and after a lost create reports it created, with its id, from the list read before', async () => {
    const missing = await runAgainst(
      emulator(),
      { operation: 'upsert-secret', 'script-id': '999', 'secret-name': 'A_NAME', 'secret-value': 'abc123' },
      { secrets: ['abc123'] },
    );
    expect(missing.exitCode).toBe(1);
    expect(failureMessage(missing)).toBe(
      'GET /compute/script/999 answered 404 Not Found\n' +
        'The variables of script 999 could not be read, so nothing was written (a secret may not share a name with a variable, and a failed read never counts as none).\n' +
        'No edge script has the id 999: check script-id.',
    );

    emulator().reset();
    emulator().inject({ kind: 'reset-after', method: 'PUT' });
    const lost = await runAgainst(
      emulator(),
      { operation: 'upsert-secret', 'script-id': script, 'secret-name': 'LOST_ANSWER', 'secret-value': 'lost-value' },
      { secrets: ['lost-value'] },
    );
    expect(lost.exitCode).toBe(0);
    // The variables and the list before the write, the lost create, its repeat (204, no id), the list again for the id.
    expect(emulator().requests.map((r) => r.method)).toEqual(['GET', 'GET', 'PUT', 'PUT', 'GET']);
    const id = emulator().state.secret(SEED.scriptWithRelease, 'LOST_ANSWER')?.Id;
    expect(lost.outputs).toMatchObject({ created: 'true', 'secret-id': String(id) });
    expect(lost.outputs['last-modified']).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(lost.stdout).not.toContain('may have created the secret');
    expect(lost.stdout).toContain(
      `created (id ${id}); an earlier attempt's answer was lost, and the list read before the write did not hold it`,
    );
  });

  it('after a lost answer, reports a secret the list read before held as updated, without a warning', async () => {
    emulator().inject({ kind: 'reset-after', method: 'PUT' });
    const run = await runAgainst(
      emulator(),
      { operation: 'upsert-secret', 'script-id': script, 'secret-name': 'API_TOKEN', 'secret-value': 'rotated-after-loss' },
      { secrets: ['rotated-after-loss'] },
    );
    expect(run.exitCode).toBe(0);
    expect(emulator().requests.map((r) => r.method)).toEqual(['GET', 'GET', 'PUT', 'PUT']);
    expect(run.outputs['created']).toBe('false');
    expect(run.outputs['secret-id']).toBeUndefined();
    expect(run.stdout).not.toContain('may have created the secret');
  });

  it('a secret list that cannot be read fails the step before any write, without a prune too: it never counts as no secrets', async () => {
    emulator().inject({ kind: 'status', status: 500, method: 'GET', path: '/secrets', times: 3 });
    const run = await runAgainst(
      emulator(),
      { operation: 'upsert-secret', 'script-id': script, 'secret-name': 'UNREAD', 'secret-value': 'unread-value' },
      { secrets: ['unread-value'] },
    );
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toBe(
      `GET /compute/script/${script}/secrets answered 500 Internal Server Error\n` +
        `The secrets of script ${script} could not be read, so nothing was written (a name the script holds in another case may be matched to that secret, and a failed read never counts as none).`,
    );
    expect(run.outputs['secret-name']).toBe('UNREAD');
    expect(emulator().requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('reports created for a secret this step created when a 503 came after the create and the repeat answered 204', async () => {
    emulator().inject({ kind: 'status-after', status: 503, method: 'PUT' });
    const run = await runAgainst(
      emulator(),
      { operation: 'upsert-secret', 'script-id': script, 'secret-name': 'LATE_ANSWER', 'secret-value': 'late-value' },
      { secrets: ['late-value'] },
    );
    expect(run.exitCode).toBe(0);
    expect(emulator().requests.map((r) => r.method)).toEqual(['GET', 'GET', 'PUT', 'PUT', 'GET']);
    expect(run.outputs['created']).toBe('true');
    expect(run.outputs['secret-id']).toMatch(/^\d+$/);
    expect(run.stdout).not.toContain('Secret LATE_ANSWER: an earlier attempt may have been carried out');
  });

  it('needs no key in a dry run and sends nothing', async () => {
    const run = await runAgainst(
      emulator(),
      {
        operation: 'upsert-secret',
        'script-id': script,
        'secret-name': 'DRY',
        'secret-value': 'dry-secret-value',
        'dry-run': 'true',
        'api-key': '',
      },
      { secrets: ['dry-secret-value'] },
    );
    expect(run.exitCode).toBe(0);
    expect(run.outputs['secret-name']).toBeUndefined();
    expect(JSON.parse(run.outputs['result'] ?? '')).toEqual({
      dryRun: true,
      requests: [
        { method: 'GET', path: '/compute/script/2001', note: "its EdgeScriptVariables: a secret may not take a variable's name" },
        { method: 'GET', path: '/compute/script/2001/secrets' },
        { method: 'PUT', path: '/compute/script/2001/secrets', body: { Name: 'DRY', Secret: '***' } },
      ],
    });
    expect(emulator().requests).toHaveLength(0);
  });

  it('sets no secret-name in a dry run, with a key or without: both dry runs set the same outputs', async () => {
    for (const key of [{}, { 'api-key': '' }]) {
      const run = await runAgainst(
        emulator(),
        {
          operation: 'upsert-secret',
          'script-id': script,
          'secret-name': 'DRY',
          'secret-value': 'dry-secret-value',
          'dry-run': 'true',
          ...key,
        },
        { secrets: ['dry-secret-value'] },
      );
      expect(run.exitCode, run.stdout).toBe(0);
      expect(run.outputs['secret-name']).toBeUndefined();
      expect(run.outputs['created']).toBeUndefined();
    }
    expect(emulator().requests.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('retries 503 with a logged line and succeeds', async () => {
    emulator().inject({ kind: 'status', status: 503, method: 'PUT' });
    const run = await runAgainst(
      emulator(),
      { operation: 'upsert-secret', 'script-id': script, 'secret-name': 'RETRIED', 'secret-value': 'retry-value' },
      { secrets: ['retry-value'] },
    );
    expect(run.exitCode).toBe(0);
    expect(emulator().requests.map((r) => r.method)).toEqual(['GET', 'GET', 'PUT', 'PUT']);
    expect(run.stdout).toMatch(/PUT \/compute\/script\/2001\/secrets: 503 Service Unavailable \(attempt 1 of 3\); retrying in/);
  });

  it('does not follow a redirect: the other host receives nothing', async () => {
    // Its own, not the fixture's: the redirect needs a second host that must receive nothing.
    const other = await startEmulator();
    try {
      emulator().inject({ kind: 'redirect', status: 308, method: 'PUT', location: `${other.url}/compute/script/2001/secrets` });
      const run = await runAgainst(
        emulator(),
        { operation: 'upsert-secret', 'script-id': script, 'secret-name': 'REDIRECTED', 'secret-value': 'Rd3wXv8qZ2-v4l' },
        { secrets: ['Rd3wXv8qZ2-v4l'] },
      );
      expect(run.exitCode).toBe(1);
      expect(failureMessage(run)).toContain('Redirects are not followed');
      expect(run.outputs['status']).toBe('308');
      expect(other.requests).toHaveLength(0);
    } finally {
      await other.close();
    }
  });

  it('fails on a wrong key with the status and the message', async () => {
    const run = await runAgainst(
      emulator(),
      { operation: 'upsert-secret', 'script-id': script, 'secret-name': 'A', 'secret-value': 'abc123', 'api-key': 'wrong-key-123456' },
      { secrets: ['wrong-key-123456', 'abc123'] },
    );
    expect(run.exitCode).toBe(1);
    expect(run.outputs['status']).toBe('401');
    // Known from the input, so set though the step failed before its write.
    expect(run.outputs['secret-name']).toBe('A');
    expect(failureMessage(run)).toBe(
      'GET /compute/script/2001 answered 401 Unauthorized\n' +
        'The variables of script 2001 could not be read, so nothing was written (a secret may not share a name with a variable, and a failed read never counts as none).\n' +
        'The API refused api-key. It takes the account API key (dashboard: Account settings, API key), not a storage zone password or a Stream library key; check the secret behind api-key.',
    );
  });

  it('keeps awkward secret values exact and invisible, even when the API echoes them', async () => {
    const values = [
      '100%-sure "quoted" \'single\'',
      'line one\nline two\r\n::error::x',
      '::add-mask::%0A::stop-commands::abc',
      '%25%0D%0A literal',
    ];
    const env = Object.fromEntries(values.map((value, i) => [`AWK_${i}`, value]));
    const run = await runAgainst(
      emulator(),
      { operation: 'upsert-secret', 'script-id': script, secrets: Object.keys(env).join('\n') },
      { env, secrets: values, killAfterMs: 30_000 },
    );
    expect(run.exitCode).toBe(0);
    values.forEach((value, i) => expect(emulator().state.secret(SEED.scriptWithRelease, `AWK_${i}`)?.Value).toBe(value));

    emulator().inject({
      kind: 'status',
      status: 400,
      method: 'PUT',
      body: { ErrorKey: 'echo', Field: 'Secret', Message: `Secret '${values[1]}' is not allowed` },
    });
    const echoed = await runAgainst(
      emulator(),
      { operation: 'upsert-secret', 'script-id': script, 'secret-name': 'ECHO', 'secret-value': values[1] ?? '' },
      { env: { RUNNER_DEBUG: '1' }, secrets: values },
    );
    expect(echoed.exitCode).toBe(1);
    expect(failureMessage(echoed)).toContain('is not allowed');
  });

  it('never shows a value the API echoes as .NET escapes it in JSON, even in an error body of no known shape', async () => {
    const value = "p<ss>w&rd'+é-long-enough";
    const dotnet = 'p\\u003Css\\u003Ew\\u0026rd\\u0027\\u002B\\u00E9-long-enough';
    emulator().inject({
      kind: 'status',
      status: 400,
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: `{"type":"validation","errors":{"Value":["'${dotnet}' is not allowed"]}}`,
    });
    const run = await runAgainst(
      emulator(),
      { operation: 'upsert-secret', 'script-id': script, 'secret-name': 'ECHO', 'secret-value': value },
      { secrets: [value] },
    );
    expect(run.exitCode).toBe(1);
    expect(run.outputs['status']).toBe('400');
    // The runner takes ::add-mask:: lines (the action masks this form too) and prints none of them.
    const printed = run.stdout
      .split('\n')
      .filter((line) => !line.startsWith('::add-mask::'))
      .join('\n');
    for (const text of [printed, ...Object.values(run.outputs), run.summary]) expect(text).not.toContain(dotnet);
    expect(run.outputs['result']).toContain("'***' is not allowed");
  });

  it('writes all of 30 secrets, each once, under a rate limit of 4 requests a second with 8 in flight', async () => {
    emulator().setRateLimit(4);
    // The emulator's rate limit and the step's waits on one fake clock: seconds of waiting in no time.
    const clock = new FakeClock();
    emulator().useClock(clock);
    const names = Array.from({ length: 30 }, (_, i) => `LIMITED_${i}`);
    const env = Object.fromEntries(names.map((name, i) => [name, `limited-value-${i}`]));
    const run = await runAgainst(
      emulator(),
      { operation: 'upsert-secret', 'script-id': script, secrets: names.join('\n'), concurrency: '8' },
      { env, secrets: Object.values(env), clock },
    );
    expect(run.exitCode, run.stdout).toBe(0);
    for (const [i, name] of names.entries()) {
      const stored = emulator().state.secret(SEED.scriptWithRelease, name);
      expect(stored?.Value).toBe(`limited-value-${i}`);
      expect(stored?.writes).toBe(1);
    }
    const limited = emulator().requests.filter((request) => request.status === 429);
    expect(limited.length).toBeGreaterThan(0);
    // A 429 pauses the whole batch, which says so, and the total wait is logged once.
    expect(run.stdout).toContain('every request of the step waits');
    expect(run.stdout).toMatch(/Waited \d+(\.\d)? s in total for the API's rate limit \(\d+ answers? 429\)/);
  });
});
