import { beforeAll, describe, expect, it } from 'vitest';
import { useEmulatorPair } from '../support/e2e.ts';
import { SEED, type Emulator } from '../../emulator/server.ts';
import { CONTROL_PREFIX } from '../../emulator/control.ts';
import { readFileSync } from 'node:fs';
import { PRODUCT_STATES } from '../../emulator/products.ts';
import { PRODUCTS_PATH, renderProducts } from '../../scripts/emulator-products.ts';
import { AuditLog, todayUtc } from '../../emulator/audit/state.ts';
import { DnsZones } from '../../emulator/dns/state.ts';
import { SearchIndex } from '../../emulator/search/state.ts';
import { SEED_DNS_RECORDS, SEED_SEARCH_ITEMS } from '../../emulator/seed.ts';
import { ShieldZones } from '../../emulator/shield/state.ts';
import { EmulatorState, type ProductState } from '../../emulator/state.ts';

/*
 * A product whose state stands alone is listed in emulator/products.ts, which `npm run docs`
 * writes from the product folders, and reached by `state.part(Kind)`: EmulatorState knows no
 * such product by name, yet makes, seeds, reseeds and shows each one, one per emulator.
 */

// Two emulators of their own, not the fixture's one: what is tested is what they must not share.
const pair = useEmulatorPair();
let first: Emulator;
let second: Emulator;
beforeAll(() => {
  [first, second] = pair();
});

describe("the emulator's product states", () => {
  it('are listed, with every route, in emulator/products.ts as the product folders say (run `npm run docs`)', () => {
    expect(readFileSync(PRODUCTS_PATH, 'utf8')).toBe(renderProducts());
  });

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

  it('holds DNS, the audit log and search as parts, each emulator its own, reseeded on reset', () => {
    first.state.part(DnsZones).nextRecordId += 5;
    first.state.part(AuditLog).generate('2031-03-04', 9);
    first.state.part(SearchIndex).add({ Type: 'cdn', Name: 'only-first' });
    expect(second.state.part(DnsZones).nextRecordId).toBe(first.state.part(DnsZones).nextRecordId - 5);
    expect(second.state.part(AuditLog).entryCount('2031-03-04')).toBe(0);
    expect(second.state.part(SearchIndex).items).toHaveLength(SEED_SEARCH_ITEMS.length);
    const dns = first.state.part(DnsZones);
    first.reset();
    expect(first.state.part(DnsZones)).toBe(dns);
    expect(dns.nextRecordId).toBe(second.state.part(DnsZones).nextRecordId);
    expect(first.state.part(AuditLog).entryCount('2031-03-04')).toBe(0);
    expect(first.state.part(SearchIndex).items).toHaveLength(SEED_SEARCH_ITEMS.length);
  });

  it("keeps GET /state's members, names and values, whichever way a product holds its state", async () => {
    const res = await fetch(`${second.url}${CONTROL_PREFIX}/state`);
    const summary = (await res.json()) as Record<string, unknown>;
    // Tests, the contract script and start-emulator read these names: the state's own, held here,
    // and each listed product's, taken from the product list so that a new product edits nothing here.
    const own = [
      'apps',
      'deletedSecrets',
      'deletedVariables',
      'purges',
      'ruleWrites',
      'scripts',
      'secretListReads',
      'storage',
      'variableWrites',
    ];
    const products = PRODUCT_STATES.flatMap((Kind) => Object.keys(new EmulatorState([Kind]).part(Kind).summary()));
    expect(products.filter((name) => own.includes(name))).toEqual([]);
    expect(Object.keys(summary).sort()).toEqual([...own, ...products].sort());
    expect(summary['dnsZones']).toEqual([
      { Id: SEED.dnsZoneId, Domain: SEED.dnsZoneDomain, records: SEED_DNS_RECORDS.length },
      { Id: SEED.emptyDnsZoneId, Domain: 'example.org', records: 0 },
    ]);
    expect(summary['auditDays']).toEqual({ [SEED.auditFixedDate]: SEED.auditFixedCount, [todayUtc()]: SEED.auditTodayCount });
    expect(summary['searchItems']).toBe(SEED_SEARCH_ITEMS.length);
    expect(summary['databases']).toBe(1);
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
