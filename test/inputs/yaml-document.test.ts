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
