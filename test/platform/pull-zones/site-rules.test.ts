import { describe, expect, it } from 'vitest';
import type { PullZone } from '../../../src/api/models/pull-zone.ts';
import {
  RECENT_FOLDER_GRACE_MS,
  decideRetention,
  foldersToDelete,
  listDeployFolders,
} from '../../../src/operations/deploy-site/retention.ts';
import type { StorageClient } from '../../../src/platform/storage/storage-client.ts';
import { PRODUCTION_DESCRIPTION, deployOfRule, productionRule, previewRule } from '../../../src/platform/pull-zones/site-rules.ts';
import { decideSwitch } from '../../../src/platform/pull-zones/site-switch.ts';

const storage = { id: 5001, name: 'site-zone' };

function zone(rules: ReturnType<typeof productionRule>[], extra: Partial<PullZone> = {}): PullZone {
  return {
    Id: 3004,
    EnableHostnameVary: true,
    Hostnames: [
      { Value: 'site-cdn.b-cdn.net', IsSystemHostname: true },
      { Value: 'www.site.example', IsSystemHostname: false },
    ],
    EdgeRules: rules.map((rule, i) => ({ ...rule, Guid: `guid-${i}` })),
    ...extra,
  };
}

describe('site rules', () => {
  it("production names its own hostnames, five patterns a trigger, within the platform's five triggers", () => {
    const hosts = Array.from({ length: 25 }, (_, i) => `www${i}.site.example`);
    const rule = productionRule(storage, 'v1', hosts);
    expect(rule.Triggers).toHaveLength(5);
    expect(rule.Triggers.every((trigger) => trigger.PatternMatches.length <= 5 && trigger.PatternMatchingType === 0)).toBe(true);
    expect(rule.TriggerMatchingType).toBe(0);
    expect(rule.Triggers.flatMap((trigger) => trigger.PatternMatches)).toContain('*://www24.site.example/*');
    expect(previewRule(storage, 'p1', 'PR-1.site.example').Triggers[0]?.PatternMatches).toEqual(['*://pr-1.site.example/*']);
  });

  it('reads the live deploy from the rule, and knows none when the rule was edited into another form', () => {
    expect(deployOfRule({ ...productionRule(storage, 'v1', []), Guid: 'g' })).toBe('v1');
    expect(deployOfRule({ ...productionRule(storage, 'v1', []), ActionParameter3: '/elsewhere/' })).toBeUndefined();
    expect(deployOfRule({ ...productionRule(storage, 'v1', []), ActionType: 2 })).toBeUndefined();
  });

  it('decides: already live, a compare-and-swap refusal, the limits and hostname vary', () => {
    const live = zone([productionRule(storage, 'v1', [])]);
    expect(decideSwitch(live, { pullZoneId: 3004, storage, target: { kind: 'production' }, deployId: 'v1' })).toMatchObject({
      alreadyLive: true,
      live: 'v1',
    });
    const refused = decideSwitch(live, { pullZoneId: 3004, storage, target: { kind: 'production' }, deployId: 'v2', onlyIfLive: 'v0' });
    expect(refused.refusals[0]).toContain('deploy v1 is live on production of pull zone 3004, not deploy v0');
    const full = zone([productionRule(storage, 'v1', [])], {
      EdgeRules: Array.from({ length: 50 }, (_, i) => ({ Guid: `g${i}`, Description: i === 0 ? PRODUCTION_DESCRIPTION : `other ${i}` })),
    });
    const preview = decideSwitch(
      { ...full, EnableHostnameVary: false },
      { pullZoneId: 3004, storage, target: { kind: 'preview', hostname: 'pr-1.site.example' }, deployId: 'p1' },
    );
    expect(preview.refusals.join('\n')).toMatch(/EnableHostnameVary/);
    // A default limit is a warning: the platform raises it on request.
    expect(preview.refusals.join('\n')).not.toMatch(/50 edge rules/);
    expect(preview.warnings.join('\n')).toMatch(/default of 50 edge rules per pull zone/);
  });
});

describe('keep-deploys', () => {
  it('deletes beyond the newest N by date, never a protected deploy nor one whose date is not listed', () => {
    const folders = [
      { id: 'a', created: 1 },
      { id: 'b', created: 2 },
      { id: 'c', created: 3 },
      { id: 'd', created: 4 },
      { id: 'undated', created: Number.POSITIVE_INFINITY },
    ];
    expect(foldersToDelete(folders, 2, new Set())).toEqual(['c', 'b', 'a']);
    expect(foldersToDelete(folders, 2, new Set(['b']))).toEqual(['c', 'a']);
    expect(foldersToDelete(folders, 10, new Set())).toEqual([]);
  });

  it('keeps a folder created within the grace beyond the newest N: another step may still be uploading it', () => {
    const now = 10 * RECENT_FOLDER_GRACE_MS;
    const listed = [
      { id: 'old', created: 0 },
      { id: 'uploading', created: now - 1000 },
      { id: 'newer', created: now - 500 },
    ];
    const retention = decideRetention(listed, 2, { deployId: 'mine', target: { kind: 'production' }, zone: zone([]), changes: [], now });
    expect(retention.candidates).toEqual(['old']);
    expect(retention.recent).toEqual(['uploading']);
  });

  it("ranks and protects by DateCreated alone: a folder's LastChanged is not documented to move with its files", async () => {
    const now = Date.parse('2026-12-07T12:00:00Z');
    const folder = (ObjectName: string, DateCreated: string, LastChanged: string) => ({
      ObjectName,
      IsDirectory: true,
      Length: 0,
      DateCreated,
      LastChanged,
    });
    const files = {
      list: async () => [
        folder('old', '2026-12-01T00:00:00', '2026-12-07T11:59:00'),
        folder('uploading', '2026-12-07T11:30:00', '2026-12-07T11:30:00'),
        folder('newer', '2026-12-07T11:40:00', '2026-12-07T11:40:00'),
      ],
    } as unknown as StorageClient;
    const listed = await listDeployFolders(files);
    expect(listed).toEqual([
      { id: 'old', created: Date.parse('2026-12-01T00:00:00Z') },
      { id: 'uploading', created: Date.parse('2026-12-07T11:30:00Z') },
      { id: 'newer', created: Date.parse('2026-12-07T11:40:00Z') },
    ]);
    const retention = decideRetention(listed, 2, { deployId: 'mine', target: { kind: 'production' }, zone: zone([]), changes: [], now });
    expect(retention.candidates).toEqual(['old']);
    expect(retention.recent).toEqual(['uploading']);
  });
});
