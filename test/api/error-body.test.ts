import { describe, expect, it } from 'vitest';
import { statesError, summariseErrorBody } from '../../src/api/error-body.ts';

describe('summariseErrorBody', () => {
  it('reads ApiErrorData', async () => {
    expect(await summariseErrorBody('{"ErrorKey":"dns.invalid","Field":"Value","Message":"Bad value"}', 'application/json')).toEqual({
      errorKey: 'dns.invalid',
      field: 'Value',
      message: 'Bad value',
      details: [],
    });
  });

  it('reads problem details with every errors[] entry', async () => {
    const body = JSON.stringify({
      title: 'Validation failed',
      status: 400,
      detail: 'The request is invalid',
      errors: [
        { field: 'name', message: 'too long' },
        { field: 'containerTemplates[0].imageTag', message: 'required' },
      ],
      id: 'abc',
    });
    expect(await summariseErrorBody(body, 'application/problem+json')).toEqual({
      errorKey: 'Validation failed',
      field: 'name',
      message: 'The request is invalid',
      details: ['name: too long', 'containerTemplates[0].imageTag: required'],
    });
  });

  it('reads plain problem details', async () => {
    expect(await summariseErrorBody('{"type":"x","title":"Not Found","status":404}', 'application/json')).toMatchObject({
      errorKey: 'Not Found',
      message: 'Not Found',
    });
  });

  it('reads the Shield result-object shape', async () => {
    const body = JSON.stringify({
      value: 'Pull zone not found',
      formatters: [],
      contentTypes: [],
      declaredType: 'String',
      statusCode: 404,
    });
    expect((await summariseErrorBody(body, 'application/json')).message).toBe('Pull zone not found');
  });

  it('shows an HTML page by its title only', async () => {
    const html = '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body>' + 'x'.repeat(5000) + '</body></html>';
    expect(await summariseErrorBody(html, 'text/html')).toEqual({ message: 'HTML page "502 Bad Gateway"', details: [], unshaped: true });
  });

  it('cuts a long text body short', async () => {
    const summary = await summariseErrorBody('y'.repeat(2000), 'text/plain');
    expect(summary.message?.length).toBeLessThan(310);
  });

  it('gives nothing for an empty body', async () => {
    expect(await summariseErrorBody('', '')).toEqual({ details: [] });
  });

  it("reads Shield's {error: {errorKey, message}} as a stated error", async () => {
    const summary = await summariseErrorBody('{"error":{"errorKey":"shield.locked","message":"Locked"}}', 'application/json');
    expect(summary).toEqual({ errorKey: 'shield.locked', message: 'Locked', details: [] });
    expect(statesError(summary)).toBe(true);
  });

  it('does not count an empty or shapeless body as a stated error', async () => {
    expect(statesError(await summariseErrorBody('', ''))).toBe(false);
    expect(statesError(await summariseErrorBody('{"statusCode":202,"value":null,"location":null}', 'application/json'))).toBe(false);
    expect(statesError(await summariseErrorBody('{"unexpected":1}', 'application/json'))).toBe(false);
    expect(statesError(await summariseErrorBody('busy', 'text/plain'))).toBe(false);
  });
});
