import { describe, expect, it } from 'vitest';
import { createsBeforePrune, runtimeLimitsBreach } from '../../../src/platform/script-variables/runtime-limits.ts';

const variables = (count: number) => Array.from({ length: count }, (_, i) => ({ Name: `V_${i}`, DefaultValue: 'v' }));

describe("the runtime's limits", () => {
  it('128 variables of 2,048 bytes boot; 129, or one value of 2,049 bytes (UTF-8), do not', () => {
    expect(runtimeLimitsBreach([...variables(127), { Name: 'FULL', DefaultValue: 'é'.repeat(1024) }])).toBeUndefined();
    expect(runtimeLimitsBreach(variables(129))).toEqual({ count: 129, tooMany: true, tooLong: [] });
    expect(runtimeLimitsBreach([{ Name: 'WIDE', DefaultValue: `${'é'.repeat(1024)}x` }])).toEqual({
      count: 1,
      tooMany: false,
      tooLong: [{ name: 'WIDE', bytes: 2049 }],
    });
  });

  it('sends before the prune only the creates that keep the script at 128 at most', () => {
    expect(createsBeforePrune(126, ['A', 'B', 'C'], 2)).toEqual({ first: ['A', 'B'], held: ['C'] });
    expect(createsBeforePrune(130, ['A'], 3)).toEqual({ first: [], held: ['A'] });
    // Without a prune nothing waits: the count was refused before any write.
    expect(createsBeforePrune(127, ['A', 'B'], 0)).toEqual({ first: ['A', 'B'], held: [] });
  });
});
