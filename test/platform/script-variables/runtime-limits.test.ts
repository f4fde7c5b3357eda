import { describe, expect, it } from 'vitest';
import { createsBeforePrune, restorable, runtimeLimitsBreach } from '../../../src/platform/script-variables/runtime-limits.ts';

const variables = (count: number) => Array.from({ length: count }, (_, i) => ({ Name: `V_${i}`, DefaultValue: 'v' }));

describe("the runtime's limits", () => {
  it('128 variables of 2,048 bytes boot; 129, or one value of 2,049 bytes (UTF-8), do not', () => {
    expect(runtimeLimitsBreach([...variables(127), { Name: 'FULL', DefaultValue: 'é'.repeat(1024) }])).toBeUndefined();
    expect(runtimeLimitsBreach(variables(129))).toEqual({ count: 129, tooMany: true, tooLong: [] });
    expect(runtimeLimitsBreach([{ Name: 'WIDE', DefaultValue: `${'é'.repeat(1024)}x` }])).toEqual({
      count: 1,
      tooMany: false,
      tooLong: [{ name: 'WIDE', bytes: 2049, unnamed: false }],
    });
    // An empty Name is no name, as the prune reads it.
    expect(runtimeLimitsBreach([{ Name: '', DefaultValue: 'x'.repeat(2049) }])?.tooLong).toEqual([
      { name: '(no name)', bytes: 2049, unnamed: true },
    ]);
  });

  it('sends before the prune only the creates that keep the script at 128 at most', () => {
    expect(createsBeforePrune(126, ['A', 'B', 'C'], 2)).toEqual({ first: ['A', 'B'], held: ['C'] });
    expect(createsBeforePrune(130, ['A'], 3)).toEqual({ first: [], held: ['A'] });
    // Without a prune nothing waits: the count was refused before any write.
    expect(createsBeforePrune(127, ['A', 'B'], 0)).toEqual({ first: ['A', 'B'], held: [] });
  });

  it('a restore puts back no value past 2,048 bytes, and creates again only within 128, a value left out taking no place', () => {
    const put = (name: string, value: string, adds: boolean) => ({ name, value, adds });
    const full = put('FULL', 'é'.repeat(1024), false);
    const wide = put('WIDE', `${'é'.repeat(1024)}x`, true);
    const a = put('A', 'a', true);
    const b = put('B', 'b', true);
    expect(restorable(127, [full, wide, a, b])).toEqual({ send: [full, a], tooLong: [{ name: 'WIDE', bytes: 2049 }], noRoom: [b] });
  });
});
