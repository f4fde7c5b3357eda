import { describe, expect, it } from 'vitest';
import { SEED } from '../../../emulator/server.ts';
import { failureMessage, runAgainst, useEmulator } from '../../support/e2e.ts';

const emulator = useEmulator();
const base = { operation: 'update-secret', 'script-id': String(SEED.scriptWithRelease) };

describe('update-secret, end to end', () => {
  it('updates a secret by id and reports it', async () => {
    const run = await runAgainst(
      emulator(),
      { ...base, 'secret-id': '7001', 'secret-value': 'updated-by-id' },
      { secrets: ['updated-by-id'] },
    );
    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({ 'secret-id': '7001', 'secret-name': 'API_TOKEN', status: '200' });
    expect(JSON.parse(run.outputs['result'] ?? '')).toMatchObject({ Id: 7001, Name: 'API_TOKEN' });
    expect(emulator().state.secret(SEED.scriptWithRelease, 'API_TOKEN')?.Value).toBe('updated-by-id');
    const [request] = emulator().requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/compute/script/2001/secrets/7001');
    expect(request?.body).toEqual({ Secret: 'updated-by-id' });
    expect(run.summary).toContain('<td>API_TOKEN</td><td>7001</td><td>updated</td>');
  });

  it('fails with the status when the secret does not exist', async () => {
    const run = await runAgainst(emulator(), { ...base, 'secret-id': '999', 'secret-value': 'whatever-1' }, { secrets: ['whatever-1'] });
    expect(run.exitCode).toBe(1);
    expect(run.outputs['status']).toBe('404');
    expect(failureMessage(run)).toBe(
      'POST /compute/script/2001/secrets/999 answered 404 Not Found\nScript 2001 has no secret with the id 999, or the script does not exist: check script-id and secret-id.',
    );
  });

  it.each([
    [{ 'secret-id': '7001', 'secret-value': 'x'.repeat(4097) }, "Input 'secret-value': the value is 4097 characters long"],
    [{ 'secret-value': 'abcdef' }, "Input 'secret-id': is required"],
    [{ 'secret-id': '7001' }, "Input 'secret-value': the value is empty"],
    [{ 'secret-id': '99999999999999999999', 'secret-value': 'abcdef' }, "Input 'secret-id': got '99999999999999999999'"],
  ])('refuses bad input %# before any request', async (inputs, message) => {
    const run = await runAgainst(emulator(), { ...base, ...inputs }, { secrets: ['abcdef'] });
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain(message);
    expect(emulator().requests).toHaveLength(0);
  });

  it('retries a reset connection, since an update is safe to repeat', async () => {
    emulator().inject({ kind: 'reset-after' });
    const run = await runAgainst(emulator(), { ...base, 'secret-id': '7002', 'secret-value': 'after-reset' }, { secrets: ['after-reset'] });
    expect(run.exitCode).toBe(0);
    expect(emulator().requests).toHaveLength(2);
  });

  it('sets the secret-id it knows even when the update fails', async () => {
    emulator().inject({ kind: 'status', status: 400, body: { ErrorKey: 'secret.invalid', Field: 'Secret', Message: 'Refused' } });
    const run = await runAgainst(
      emulator(),
      { ...base, 'secret-id': '7001', 'secret-value': 'refused-value' },
      { secrets: ['refused-value'] },
    );
    expect(run.exitCode).toBe(1);
    expect(run.outputs).toMatchObject({ 'secret-id': '7001', 'error-key': 'secret.invalid', status: '400' });
  });
});

describe('update-secret, a value the API echoes back', () => {
  it('is masked as .NET escapes a control character in it (upper-case hex) in the log, outputs and summary', async () => {
    const value = 'Tok\u001bS3cretTail-9f8e7d6c';
    emulator().inject({
      kind: 'status',
      status: 400,
      body: `{"title":"One or more validation errors occurred.","status":400,"errors":{"Secret":["The value 'Tok\\u001BS3cretTail-9f8e7d6c' is not valid."]}}`,
      headers: { 'content-type': 'application/problem+json' },
    });
    // runAgainst's leak scanner fails the test on any part of the value in stdout, outputs or the summary.
    const run = await runAgainst(emulator(), { ...base, 'secret-id': '7001', 'secret-value': value }, { secrets: [value] });
    expect(run.exitCode).toBe(1);
    expect(failureMessage(run)).toContain("The value '***' is not valid.");
  });
});
