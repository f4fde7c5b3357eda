import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED, startEmulator, type Emulator } from '../../emulator/server.ts';
import { CONTROL_PREFIX } from '../../emulator/control.ts';
import { ShieldZones } from '../../emulator/shield/state.ts';
import { EmulatorState, type ProductState } from '../../emulator/state.ts';

/*
 * A product whose state stands alone is listed once in emulator/products.ts and reached by
 * `state.part(Kind)`: EmulatorState knows no such product by name, yet makes, seeds, reseeds
 * and shows each one, one per emulator.
 */

let first: Emulator;
let second: Emulator;

beforeAll(async () => {
  [first, second] = await Promise.all([startEmulator(), startEmulator()]);
});
afterAll(async () => {
  await Promise.all([first.close(), second.close()]);
});

describe("the emulator's product states", () => {
  it('gives each emulator its own, seeded', () => {
    expect(first.state.part(ShieldZones)).not.toBe(second.state.part(ShieldZones));
    first.state.part(ShieldZones).setNotReady(SEED.pullZoneWafOn, 4);
    expect(first.state.part(ShieldZones).zones.get(SEED.pullZoneWafOn)?.acceptsLeft).toBe(4);
    expect(second.state.part(ShieldZones).zones.get(SEED.pullZoneWafOn)?.acceptsLeft).toBe(0);
    expect(second.state.part(ShieldZones).zones.get(SEED.pullZoneNotReady)?.acceptsLeft).toBe(SEED.notReadyAccepts);
  });

  it('reseeds them on reset, the same object kept', () => {
    const shield = first.state.part(ShieldZones);
    shield.setNotReady(SEED.pullZoneWafOn, 7);
    first.reset();
    expect(first.state.part(ShieldZones)).toBe(shield);
    expect(shield.zones.get(SEED.pullZoneWafOn)?.acceptsLeft).toBe(0);
  });

  it("shows each one's summary in GET /state", async () => {
    second.state.part(ShieldZones).setNotReady(SEED.pullZoneWafOn, 2);
    const res = await fetch(`${second.url}${CONTROL_PREFIX}/state`);
    const summary = (await res.json()) as { shieldZones: Array<{ pullZoneId: number; acceptsLeft: number }> };
    expect(summary.shieldZones).toContainEqual(expect.objectContaining({ pullZoneId: SEED.pullZoneWafOn, acceptsLeft: 2 }));
    second.reset();
  });

  it('makes each listed kind with the emulator clock, and refuses a kind products.ts does not list', () => {
    const clocks: Array<() => unknown> = [];
    class Listed implements ProductState {
      constructor(clock: () => unknown) {
        clocks.push(clock);
      }
      reseed(): void {}
      summary(): Record<string, unknown> {
        return { listed: true };
      }
    }
    class Unlisted extends Listed {}
    const state = new EmulatorState([Listed]);
    expect(state.part(Listed)).toBeInstanceOf(Listed);
    expect(clocks[0]?.()).toBe(state.clock);
    expect(state.summary()).toMatchObject({ listed: true });
    expect(() => state.part(Unlisted)).toThrow('emulator: Unlisted is not in the product states of emulator/products.ts');
  });
});
