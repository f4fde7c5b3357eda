import { describe, expect, it } from 'vitest';
import { findLeaks, LEAK_WINDOW } from '../support/leak-scanner.ts';
import type { ActionRun } from '../support/run-action.ts';

/* The harness's leak check (every runAgainst applies it): a part of a secret is a leak too. */
const SECRET = 'Hq4v-Zr8k-Wm2x-Tp6c';

function step(text: string, where: 'stdout' | 'summary' | 'output' | 'stderr'): ActionRun {
  return {
    exitCode: 0,
    stdout: where === 'stdout' ? `::add-mask::${SECRET}\nline: ${text}\n` : `::add-mask::${SECRET}\n`,
    stderr: where === 'stderr' ? text : '',
    outputs: where === 'output' ? { result: text } : {},
    summary: where === 'summary' ? `<p>${text}</p>` : '',
    durationMs: 0,
    workspace: '',
  };
}

describe('findLeaks', () => {
  for (const where of ['stdout', 'summary', 'output', 'stderr'] as const) {
    it(`finds ${LEAK_WINDOW} characters of a secret in ${where}, wherever they were cut from`, () => {
      for (const at of [0, 5, SECRET.length - LEAK_WINDOW]) {
        const part = SECRET.slice(at, at + LEAK_WINDOW);
        expect(findLeaks(step(`excerpt …${part}… cut`, where), [SECRET]).join('\n')).toContain(
          `${JSON.stringify(part)} of a secret of length ${SECRET.length}`,
        );
      }
    });
  }

  it('finds a part in its JSON-escaped form, and a short secret whole', () => {
    const quoted = 'Qz"7\\vW3"xR9k';
    expect(findLeaks(step(JSON.stringify({ a: quoted.slice(2) }), 'output'), [quoted])).not.toEqual([]);
    expect(findLeaks(step('the pin is 4829', 'stdout'), ['4829'])).not.toEqual([]);
  });

  it('lets fewer characters of a secret pass, and the masking lines the runner consumes', () => {
    expect(findLeaks(step(`a part ${SECRET.slice(3, 3 + LEAK_WINDOW - 1)} is too short to tell`, 'stdout'), [SECRET])).toEqual([]);
    expect(findLeaks(step('nothing', 'stdout'), [SECRET])).toEqual([]);
  });
});
