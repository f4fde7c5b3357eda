import { describe, expect, it } from 'vitest';
import { SHORTEST_MASKED_PART } from '../../src/http/credential-masks.ts';
import { SecretRegistry } from '../../src/runner/secret-registry.ts';
import { escapeHtml, inline } from '../../src/runner/untrusted-text.ts';

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

  it('scrubs a control character as .NET escapes it, with upper-case hex, and the five with a letter as JSON writes them', () => {
    const registry = new SecretRegistry(() => {});
    registry.add('Tok\u001bS3cret\tTail\\9f8e\u{1F511}');
    expect(registry.scrub("The value 'Tok\\u001BS3cret\\tTail\\\\9f8e\\uD83D\\uDD11' is not valid.")).toBe("The value '***' is not valid.");
    expect(registry.scrub("The value 'Tok\\u001bS3cret\\tTail\\\\9f8e\\ud83d\\udd11' is not valid.")).toBe("The value '***' is not valid.");
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

  describe('a secret cut short before it was scrubbed (a cutter marks its cut with …)', () => {
    const secret = 'emukey-7f3a9c1d-"quoted"&more';
    const registry = new SecretRegistry(() => {});
    registry.add(secret);
    const starts = Array.from({ length: secret.length - SHORTEST_MASKED_PART + 1 }, (_, i) => SHORTEST_MASKED_PART + i);

    it('masks its start at every cut, from SHORTEST_MASKED_PART characters to the whole', () => {
      for (const length of starts) {
        // As inline() cuts a note: 10 characters of the note, then the secret cut after `length` of its own.
        const cut = inline(`note:${'x'.repeat(5)}${secret} and more`, 10 + length);
        expect(cut, `cut after ${length} characters`).toBe(`note:${'x'.repeat(5)}${secret.slice(0, length)}…`);
        expect(registry.scrub(cut), `cut after ${length} characters`).toBe('note:xxxxx***…');
        // The job summary escapes the cell after the cut, then scrubs the whole HTML.
        expect(registry.scrub(`<td>${escapeHtml(cut)}</td>`), `escaped, cut after ${length} characters`).toBe('<td>note:xxxxx***…</td>');
        // An API's echo, JSON-escaped, cut the same way.
        const json = JSON.stringify(secret).slice(1, -1);
        expect(registry.scrub(`said "${json.slice(0, length)}…`), `JSON-escaped, cut after ${length} characters`).toBe('said "***…');
      }
    });

    it('masks a cut start in the middle of a text, and at each of several cuts', () => {
      expect(registry.scrub(`a ${secret.slice(0, 9)}… b ${secret.slice(0, 5)}… c`)).toBe('a ***… b ***… c');
    });

    it('leaves text without a cut as it was, and a start shorter than SHORTEST_MASKED_PART', () => {
      for (const length of starts.slice(0, -1)) {
        const text = `note ${secret.slice(0, length)} and more`;
        expect(registry.scrub(text)).toBe(text);
      }
      const short = `note ${secret.slice(0, SHORTEST_MASKED_PART - 1)}…`;
      expect(registry.scrub(short)).toBe(short);
      expect(registry.scrub('Publishing… done')).toBe('Publishing… done');
    });

    it('masks the start of a secret that holds the mark itself, cut after it', () => {
      const marked = new SecretRegistry(() => {});
      marked.add('abcd…efgh-ijkl');
      expect(marked.scrub('x abcd…efgh-i…')).toBe('x ***…');
    });
  });
});
