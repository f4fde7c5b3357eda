import { randomUUID } from 'node:crypto';
import { SEED, type Emulator } from '../../emulator/server.ts';
import { newHostname, pullZoneSecrets, type PullZone, type StoredEdgeRule } from '../../emulator/pull-zones/pull-zone.ts';
import { blockRule, previewRule, productionRule, type SiteStorage } from '../../src/platform/pull-zones/site-rules.ts';
import type { EdgeRuleWrite } from '../../src/api/models/pull-zone.ts';

/** The seeded site: pull zone 3004 on storage zone 5001. */
const SITE_STORAGE: SiteStorage = { id: SEED.storageZoneId, name: SEED.storageZoneName };
export const SITE_ZONE = SEED.pullZoneSite;
export const SITE_HOST = 'www.site.example';

export function siteZone(emulator: Emulator): PullZone {
  const zone = emulator.state.pullZones.get(SITE_ZONE);
  if (!zone) throw new Error('no site pull zone');
  return zone;
}

function stored(rule: EdgeRuleWrite): StoredEdgeRule {
  return {
    Guid: randomUUID(),
    ActionType: rule.ActionType,
    ActionParameter1: rule.ActionParameter1 ?? null,
    ActionParameter2: rule.ActionParameter2 ?? null,
    ActionParameter3: rule.ActionParameter3 ?? null,
    Triggers: rule.Triggers.map((t) => ({
      Type: t.Type,
      PatternMatches: t.PatternMatches,
      PatternMatchingType: t.PatternMatchingType,
      Parameter1: t.Parameter1 ?? null,
    })),
    ExtraActions: rule.ExtraActions.map((e) => ({
      ActionType: e.ActionType,
      ActionParameter1: e.ActionParameter1 ?? null,
      ActionParameter2: e.ActionParameter2 ?? null,
      ActionParameter3: e.ActionParameter3 ?? null,
    })),
    TriggerMatchingType: rule.TriggerMatchingType,
    Description: rule.Description,
    Enabled: true,
    OrderIndex: 0,
    ReadOnly: false,
  };
}

/**
 * Puts the site's rules on the zone as an earlier step would have left them: production on a
 * deploy, previews on theirs (their hostnames added), the /deploys/ block; live on the edge at once.
 */
export function seedSite(
  emulator: Emulator,
  site: { production?: string; previews?: Record<string, string>; foreign?: boolean },
): PullZone {
  const zone = siteZone(emulator);
  const previews = Object.keys(site.previews ?? {});
  for (const host of previews) if (!zone.Hostnames.some((h) => h.Value === host)) zone.Hostnames.push(newHostname(host));
  if (site.foreign)
    zone.EdgeRules.push({
      ...stored(blockRule()),
      Description: 'hand-made: block wp-admin',
      Triggers: [{ Type: 0, PatternMatches: ['*/wp-admin/*'], PatternMatchingType: 0, Parameter1: null }],
    });
  if (site.production) zone.EdgeRules.push(stored(productionRule(SITE_STORAGE, site.production, previews)));
  for (const [host, deploy] of Object.entries(site.previews ?? {})) zone.EdgeRules.push(stored(previewRule(SITE_STORAGE, deploy, host)));
  zone.EdgeRules.push(stored(blockRule()));
  emulator.state.edge.zoneChanged(zone, true);
  return zone;
}

export const siteSecrets = (emulator: Emulator) => pullZoneSecrets(siteZone(emulator));
