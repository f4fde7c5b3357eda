import { describe, expect, it } from 'vitest';
import { SecretRegistry } from '../../src/runner/secret-registry.ts';

describe('SecretRegistry', () => {
  it('masks a value, its JSON form and its lines', () => {
    const masked: string[] = [];
    const registry = new SecretRegistry((value) => masked.push(value));
    registry.add('line-one\nline "two"');
    expect(masked).toEqual([
      'line-one\nline "two"',
      'line-one\\nline \\"two\\"',
      // As .NET's JSON encoder writes it: the quote as \u0022.
      'line-one\\nline \\u0022two\\u0022',
      'line-one',
      'line "two"',
      // As the job summary's HTML escapes them.
      'line-one&#10;line &quot;two&quot;',
      'line-one\\nline \\&quot;two\\&quot;',
      'line &quot;two&quot;',
    ]);
    expect(registry.scrub('echo: {"v":"line-one\\nline \\"two\\""}')).toBe('echo: {"v":"***"}');
    expect(registry.scrub('first line-one then')).toBe('first *** then');
  });

  it('scrubs a value as .NET writes it in JSON (bunny.net echoing it): HTML-sensitive and non-ASCII characters as \\uXXXX, either case', () => {
    const registry = new SecretRegistry(() => {});
    registry.add("p<ss>w&rd'+é-long-enough");
    expect(registry.scrub('"p\\u003Css\\u003Ew\\u0026rd\\u0027\\u002B\\u00E9-long-enough"')).toBe('"***"');
    expect(registry.scrub('"p\\u003css\\u003ew\\u0026rd\\u0027\\u002b\\u00e9-long-enough"')).toBe('"***"');
  });

  it('scrubs a value as the job summary escapes it in HTML', () => {
    const registry = new SecretRegistry(() => {});
    registry.add('p&ss"w<o>rd\'-long-enough');
    expect(registry.scrub('<td>p&amp;ss&quot;w&lt;o&gt;rd&#39;-long-enough</td>')).toBe('<td>***</td>');
  });

  it('ignores empty values and does not mask twice', () => {
    const masked: string[] = [];
    const registry = new SecretRegistry((value) => masked.push(value));
    registry.add('');
    registry.add(undefined);
    registry.add('abcd');
    registry.add('abcd');
    expect(masked).toEqual(['abcd']);
  });

  it("scrubs a hidden value from the step's text without asking the runner to mask it, and masks it once it is added as a secret", () => {
    const masked: string[] = [];
    const registry = new SecretRegistry((value) => masked.push(value));
    registry.hide('query-value-0123');
    expect(registry.scrub('a 403 page: /x?token=query-value-0123')).toBe('a 403 page: /x?token=***');
    expect(masked).toEqual([]);
    registry.add('query-value-0123');
    expect(masked).toEqual(['query-value-0123']);
  });

  it('replaces the longest value first', () => {
    const registry = new SecretRegistry(() => {});
    registry.add('abc');
    registry.add('abcdef');
    expect(registry.scrub('xabcdefx')).toBe('x***x');
  });
});
