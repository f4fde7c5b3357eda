import { describe, expect, it } from 'vitest';
import { escapeHtml, inertBlock, inline } from '../../src/runner/untrusted-text.ts';
import { readAsRunner } from '../../scripts/runner-view.ts';

describe('untrusted text', () => {
  it('keeps API text on one line that cannot start a command', () => {
    expect(inline('ok\n::error::pwned')).toBe('ok\\n::error::pwned');
    expect(inline('::warning::x')).toBe(' ::warning::x');
    expect(inline('a'.repeat(300), 10)).toBe(`${'a'.repeat(10)}…`);
  });

  it('prints a block the runner does not act on', () => {
    const block = inertBlock('::error::pwned\n::add-mask::x\n::stop-commands::y\n::y::');
    const view = readAsRunner(block);
    // The runner acts on the stop and on its own resume token, and on nothing in between.
    expect(view.commands.map((c) => c.command)).toEqual(['stop-commands', view.commands[0]?.data.toLowerCase()]);
    expect(view.commands[0]?.data).toMatch(/^bunny-[0-9a-f-]{36}$/);
    expect(view.visible).toContain('::error::pwned');
  });

  it('escapes HTML and keeps the HTML block unbroken', () => {
    expect(escapeHtml('<img src=x onerror=alert(1)> "a" & \'b\'')).toBe(
      '&lt;img src=x onerror=alert(1)&gt; &quot;a&quot; &amp; &#39;b&#39;',
    );
    expect(escapeHtml('a\n\n[link](http://x)')).toBe('a&#10;&#10;[link](http://x)');
  });
});
