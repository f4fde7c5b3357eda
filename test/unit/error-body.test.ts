import { describe, expect, it } from 'vitest';
import { statesError, summariseErrorBody } from '../../src/api/error-body.ts';

describe('summariseErrorBody', () => {
  it('reads ApiErrorData', () => {
    expect(summariseErrorBody('{"ErrorKey":"dns.invalid","Field":"Value","Message":"Bad value"}', 'application/json')).toEqual({
      errorKey: 'dns.invalid',
      field: 'Value',
      message: 'Bad value',
      details: [],
    });
  });

  it('reads problem details with every errors[] entry', () => {
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
    expect(summariseErrorBody(body, 'application/problem+json')).toEqual({
      errorKey: 'Validation failed',
      field: 'name',
      message: 'The request is invalid',
      details: ['name: too long', 'containerTemplates[0].imageTag: required'],
    });
  });

  it('reads plain problem details', () => {
    expect(summariseErrorBody('{"type":"x","title":"Not Found","status":404}', 'application/json')).toMatchObject({
      errorKey: 'Not Found',
      message: 'Not Found',
    });
  });

  it('reads the Shield result-object shape', () => {
    const body = JSON.stringify({
      value: 'Pull zone not found',
      formatters: [],
      contentTypes: [],
      declaredType: 'String',
      statusCode: 404,
    });
    expect(summariseErrorBody(body, 'application/json').message).toBe('Pull zone not found');
  });

  it('shows an HTML page by its title only', () => {
    const html = '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body>' + 'x'.repeat(5000) + '</body></html>';
    expect(summariseErrorBody(html, 'text/html')).toEqual({ message: 'HTML page "502 Bad Gateway"', details: [], unshaped: true });
  });

  it('cuts a long text body short', () => {
    const summary = summariseErrorBody('y'.repeat(2000), 'text/plain');
    expect(summary.message?.length).toBeLessThan(310);
  });

  it('gives nothing for an empty body', () => {
    expect(summariseErrorBody('', '')).toEqual({ details: [] });
  });

  it("reads Shield's {error: {errorKey, message}} as a stated error", () => {
    const summary = summariseErrorBody('{"error":{"errorKey":"shield.locked","message":"Locked"}}', 'application/json');
    expect(summary).toEqual({ errorKey: 'shield.locked', message: 'Locked', details: [] });
    expect(statesError(summary)).toBe(true);
  });

  it('does not count an empty or shapeless body as a stated error', () => {
    expect(statesError(summariseErrorBody('', ''))).toBe(false);
    expect(statesError(summariseErrorBody('{"statusCode":202,"value":null,"location":null}', 'application/json'))).toBe(false);
    expect(statesError(summariseErrorBody('{"unexpected":1}', 'application/json'))).toBe(false);
    expect(statesError(summariseErrorBody('busy', 'text/plain'))).toBe(false);
  });
});
