import { describe, expect, it } from 'vitest';
import { SecretRegistry } from '../../src/runner/secret-registry.ts';

describe('SecretRegistry', () => {
  it('masks a value, its JSON form and its lines', () => {
    const masked: string[] = [];
    const registry = new SecretRegistry((value) => masked.push(value));
    registry.add('line-one\nline "two"');
    expect(masked).toEqual(['line-one\nline "two"', 'line-one\\nline \\"two\\"', 'line-one', 'line "two"']);
    expect(registry.scrub('echo: {"v":"line-one\\nline \\"two\\""}')).toBe('echo: {"v":"***"}');
    expect(registry.scrub('first line-one then')).toBe('first *** then');
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

  it('replaces the longest value first', () => {
    const registry = new SecretRegistry(() => {});
    registry.add('abc');
    registry.add('abcdef');
    expect(registry.scrub('xabcdefx')).toBe('x***x');
  });
});
