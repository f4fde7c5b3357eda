import { describe, expect, it } from 'vitest';
import { parseStructuredText } from '../../src/inputs/yaml-document.ts';

const problem = (text: string) => {
  try {
    parseStructuredText('record', text);
  } catch (error) {
    return (error as Error).message;
  }
  return undefined;
};

describe('an unclosed quote in YAML', () => {
  it('is reported where it opens, not where the text ends', () => {
    expect(problem('Ttl: 300\nComment: "preview of\nDisabled: false\nWeight: 1\n')).toMatch(
      /line 2, column 10: not valid YAML: Missing closing "quote/,
    );
  });

  it('skips escaped quotes on the way back', () => {
    expect(problem(`a: 1\nb: 'it''s open\nc: 2\n`)).toMatch(/line 2, column 4: not valid YAML/);
    expect(problem('a: "done \\" still"\nb: "open\n')).toMatch(/line 2, column 4: not valid YAML/);
  });
});

describe("a YAML value that starts with '*', '!' or '&'", () => {
  const SECRET = 'Xk9mP2qL7vR4';
  const QUOTE = "Anchors, aliases and tags are not supported: quote a value that starts with '*', '!' or '&'";

  it('is refused as an alias, by its line and column, without any of the value', () => {
    const message = problem(`Type: SCRIPT\nEnviromentalVariables: [{Name: DB_PASSWORD, Value: *${SECRET}}]\n`);
    expect(message).toBe(`Input 'record': not usable YAML: an alias ('*') at line 2, column 52. ${QUOTE}`);
    expect(message).not.toContain(SECRET.slice(1, 6));
  });

  it('is refused as a tag, which would read as an empty value', () => {
    expect(problem(`env:\n  - name: TOKEN\n    value: !${SECRET}\n`)).toBe(
      `Input 'record': not usable YAML: a tag ('!') at line 3, column 12. ${QUOTE}`,
    );
    // The parser's error about a tag handle quotes the handle: the value.
    expect(problem(`value: !${SECRET}!x\n`)).not.toContain(SECRET.slice(1, 6));
    expect(problem('v: !!str 1.10\n')).toContain("a tag ('!') at line 1, column 4");
  });

  it('is refused as an anchor, which would drop its first word', () => {
    expect(problem('value: &a b\n')).toBe(`Input 'record': not usable YAML: an anchor ('&') at line 1, column 8. ${QUOTE}`);
  });

  it('names every one at once, and a list item as well as a value', () => {
    expect(problem('paths:\n  - !docs/**\n  - src/**\n  - &x a\n  - *x\n')).toBe(
      `Input 'record': not usable YAML: a tag ('!') at line 2, column 5; an anchor ('&') at line 4, column 5; an alias ('*') at line 5, column 5. ${QUOTE}`,
    );
  });

  it('is read as text when quoted, or inside a value, a block scalar or a comment', () => {
    const read = parseStructuredText('record', `a: '*${SECRET}'\nb: "!x &y"\nc: x & *y !z\nd: |\n  &a *b !c\n# &e *f\n`);
    expect(read.value).toEqual({ a: `*${SECRET}`, b: '!x &y', c: 'x & *y !z', d: '&a *b !c\n' });
  });

  it('is refused by the file origin in front', () => {
    expect(() => parseStructuredText('app-config', 'value: *a\n', { origin: 'file app.yaml' })).toThrow(
      `Input 'app-config': file app.yaml: not usable YAML: an alias ('*') at line 1, column 8.`,
    );
  });
});

describe('a YAML error never quotes the value', () => {
  it("names a block scalar header's extra characters without them", () => {
    const message = problem('Value: |Xk9mP2qL7vR4\n');
    expect(message).toBe(
      "Input 'record': line 1, column 9: not valid YAML: Block scalar header includes extra characters; quote a value that starts with '|' or '>'",
    );
  });

  it('names a bad escape without it', () => {
    expect(problem('a: "Xk9\\qmP2"\n')).toBe("Input 'record': line 1, column 8: not valid YAML: Invalid escape sequence");
  });

  it('names a directive without its text', () => {
    expect(problem('%Xk9mP2 a\n---\na: 1\n')).toBe(
      "Input 'record': not usable YAML: a directive (a line starting with '%') at line 1, column 1",
    );
  });
});
