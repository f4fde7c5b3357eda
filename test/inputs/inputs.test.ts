import { describe, expect, it } from 'vitest';
import { InputError, Inputs, environmentInputs, parseInteger, showValue } from '../../src/inputs/inputs.ts';

/** Inputs whose readers throw their recorded problem at once, to test each reader alone. */
const inputsOf = (values: Record<string, string>): Inputs => {
  const inputs = new Inputs((name) => values[name]);
  return new Proxy(inputs, {
    get(target, key) {
      const member = Reflect.get(target, key, target) as unknown;
      if (typeof member !== 'function') return member;
      return (...args: unknown[]) => {
        const value = (member as (...a: unknown[]) => unknown).apply(target, args);
        target.problems.throwIfAny();
        return value;
      };
    },
  });
};

describe('Inputs', () => {
  it('reads INPUT_ variables as the runner names them', () => {
    const inputs = new Inputs(environmentInputs({ 'INPUT_SCRIPT-ID': '12', INPUT_MY_INPUT: 'x' }));
    expect(inputs.id('script-id')).toBe(12);
    expect(inputs.optional('my input')).toBe('x');
  });

  it('names the input and says what is allowed', () => {
    expect(() => inputsOf({}).required('zone-id', 'a decimal integer')).toThrow("Input 'zone-id': is required; expected a decimal integer");
    const error = (() => {
      try {
        inputsOf({ ttl: 'abc' }).integer('ttl', { min: 1, max: 10 });
      } catch (caught) {
        return caught as InputError;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(InputError);
    expect(error?.input).toBe('ttl');
    expect(error?.message).toContain('from 1 to 10');
  });

  it.each([
    ['+12', 'digits only'],
    ['-1', 'digits only'],
    ['1 2', 'digits only'],
    ['012', 'leading zeros'],
    ['\uFEFF12', 'digits only'],
    ['12\u00A0', 'digits only'],
    ['1e3', 'digits only'],
    ['9007199254740993', 'expected a decimal integer'],
  ])('refuses %j as an integer', (text, why) => {
    expect(() => parseInteger('id', text, { min: 1 })).toThrow(why);
  });

  it('shows invisible characters in the message', () => {
    expect(() => parseInteger('id', '\uFEFF12')).toThrow('\\u{FEFF}12');
  });

  it('shows a value cut at its limit (60, or as asked), each non-ASCII code point escaped once, and the cut as a plain ellipsis', () => {
    expect(showValue('a'.repeat(61))).toBe(`'${'a'.repeat(60)}…'`);
    expect(showValue(`${'b'.repeat(70)}\u00e9`, 300)).toBe(`'${'b'.repeat(70)}\\u{E9}'`);
    expect(showValue('x\u{1F600}')).toBe("'x\\u{1F600}'");
  });

  it('trims ASCII whitespace only', () => {
    expect(inputsOf({ a: ' \t12\n' }).integer('a')).toBe(12);
    expect(inputsOf({ a: '\u00A0x\u00A0' }).optional('a')).toBe('\u00A0x\u00A0');
  });

  it('keeps raw values untouched for secrets', () => {
    expect(inputsOf({ v: '  spaced \n' }).raw('v')).toBe('  spaced \n');
  });

  it('bounds int32 ids', () => {
    expect(inputsOf({ id: '2147483647' }).id('id', 'int32')).toBe(2147483647);
    expect(() => inputsOf({ id: '2147483648' }).id('id', 'int32')).toThrow("Input 'id'");
    expect(() => inputsOf({ id: '0' }).id('id')).toThrow('from 1 to');
  });

  it('reads booleans the way @actions/core does', () => {
    expect(inputsOf({ b: 'True' }).boolean('b', false)).toBe(true);
    expect(inputsOf({}).boolean('b', true)).toBe(true);
    expect(() => inputsOf({ b: 'yes' }).boolean('b', false)).toThrow("Input 'b': got 'yes'; expected true or false");
  });

  it('refuses a newline in a single-line input', () => {
    expect(() => inputsOf({ n: 'a\nb' }).line('n')).toThrow('single line');
  });

  it('reads lists one value a line', () => {
    expect(inputsOf({ l: 'a\r\n\n  b  \n' }).lines('l')).toEqual(['a', 'b']);
  });

  it("numbers a list's lines as the input has them: a blank line is skipped but counted", () => {
    expect(inputsOf({ l: 'a\r\n\n  b  \n' }).numberedLines('l')).toEqual([
      { text: 'a', line: 1 },
      { text: 'b', line: 3 },
    ]);
    expect(() => inputsOf({ l: `a\n\n${'x'.repeat(2049)}` }).lines('l')).toThrow("Input 'l': line 3 is 2049 characters long; at most 2048");
  });

  it('matches choices, optionally without regard to case', () => {
    expect(inputsOf({ c: 'dns' }).choice('c', ['cdn', 'dns'])).toBe('dns');
    expect(inputsOf({ c: 'DNS' }).choice('c', ['cdn', 'dns'], { caseInsensitive: true })).toBe('dns');
    expect(() => inputsOf({ c: 'DNS' }).choice('c', ['cdn', 'dns'])).toThrow('expected one of cdn, dns');
  });
});
