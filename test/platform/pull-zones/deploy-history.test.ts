import { describe, expect, it } from 'vitest';
import { extendHistory, HISTORY_MAX, liveBefore, parseHistory } from '../../../src/platform/pull-zones/deploy-history.ts';
import { recordedPrevious, productionRule } from '../../../src/platform/pull-zones/site-rules.ts';
import { decideSwitch } from '../../../src/platform/pull-zones/site-switch.ts';
import type { PullZone } from '../../../src/api/models/pull-zone.ts';

const storage = { id: 5001, name: 'site-zone' };
const zone = (rule: ReturnType<typeof productionRule>): PullZone => ({
  Id: 3004,
  Hostnames: [{ Value: 'site-cdn.b-cdn.net', IsSystemHostname: true }],
  EdgeRules: [{ ...rule, Guid: 'g' }],
});

/** Switches the zone's production to each deploy in turn, writing the rule as the switch decides it. */
function switchThrough(deploys: string[]): PullZone {
  let current: PullZone = { Id: 3004, Hostnames: [{ Value: 'site-cdn.b-cdn.net', IsSystemHostname: true }], EdgeRules: [] };
  for (const deployId of deploys) {
    const decision = decideSwitch(current, { pullZoneId: 3004, storage, target: { kind: 'production' }, deployId });
    const change = decision.changes.find((c) => 'rule' in c && c.description.endsWith('production'));
    if (change === undefined || !('rule' in change)) throw new Error('no switch');
    current = zone(change.rule);
  }
  return current;
}

const rerun = (at: PullZone, deployId: string) => decideSwitch(at, { pullZoneId: 3004, storage, target: { kind: 'production' }, deployId });

describe('the deploys a site rule records as live before its own', () => {
  it('a re-run after a promote-site back from a broken deploy names the deploy live before it first went live, never the broken one', () => {
    // P, then X, then the broken Y, then X again (promote-site).
    const at = switchThrough(['p1', 'x1', 'y1', 'x1']);
    expect(rerun(at, 'x1')).toMatchObject({ alreadyLive: true, previous: 'p1', previousCutOff: false });
  });

  it('a rollback to the first deploy leaves nothing before it; a switch to a deploy never live names the one it replaced', () => {
    expect(rerun(switchThrough(['x1', 'y1', 'x1']), 'x1')).toMatchObject({ previous: undefined, previousCutOff: false });
    expect(rerun(switchThrough(['p1', 'x1', 'y1']), 'y1')).toMatchObject({ previous: 'x1' });
    expect(rerun(switchThrough(['p1', 'x1', 'y1', 'x1']), 'z1')).toMatchObject({ alreadyLive: false, previous: 'x1' });
  });

  it('keeps the last few, and says unknown, not none, when the record was cut off before the deploy first went live', () => {
    const many = Array.from({ length: HISTORY_MAX + 1 }, (_, i) => `d${i}`);
    expect(recordedPrevious({ ...productionRule(storage, 'x1', [], ['y1', ...many.slice(0, HISTORY_MAX - 2), 'x1']), Guid: 'g' })).toEqual({
      id: undefined,
      known: false,
    });
    expect(extendHistory('a', many)).toHaveLength(HISTORY_MAX);
    expect(liveBefore('x1', ['y1', 'X1'])).toEqual({ id: undefined, known: true });
  });

  it("reads an earlier version's one id, and nothing from a value of another form", () => {
    expect(parseHistory('v0001')).toEqual(['v0001']);
    expect(parseHistory('a,b')).toEqual(['a', 'b']);
    expect(parseHistory('a, b c')).toEqual([]);
    expect(parseHistory(undefined)).toEqual([]);
  });
});
