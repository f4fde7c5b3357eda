import { randomUUID } from 'node:crypto';
import { SEED, SEED_STORAGE_PASSWORDS, type Emulator } from '../../emulator/server.ts';
import { newHostname, pullZoneSecrets, type PullZone, type StoredEdgeRule } from '../../emulator/pull-zones/pull-zone.ts';
import { blockRule, previewRule, productionRule, type SiteStorage } from '../../src/platform/pull-zones/site-rules.ts';
import type { EdgeRuleWrite } from '../../src/api/models/pull-zone.ts';
import { runAgainst } from './e2e.ts';
import type { FakeClock } from './fake-clock.ts';
import type { ActionRun } from './run-action.ts';

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
 * deploy (recording `previous` as the deploy before it), previews on theirs (their hostnames added), the /deploys/ block; live on the edge at once.
 */
export function seedSite(
  emulator: Emulator,
  site: { production?: string; previous?: string; previews?: Record<string, string>; foreign?: boolean },
): PullZone {
  const zone = siteZone(emulator);
  const previews = Object.keys(site.previews ?? {});
  // An earlier step added each preview's hostname, pointed at the zone, and had its certificate issued.
  for (const host of previews) if (!zone.Hostnames.some((h) => h.Value === host)) zone.Hostnames.push(newHostname(host, false, true));
  emulator.state.edge.options.point(...previews);
  const productionHosts = zone.Hostnames.map((host) => host.Value).filter((host) => !previews.includes(host));
  if (site.foreign)
    zone.EdgeRules.push({
      ...stored(blockRule()),
      Description: 'hand-made: block wp-admin',
      Triggers: [{ Type: 0, PatternMatches: ['*/wp-admin/*'], PatternMatchingType: 0, Parameter1: null }],
    });
  if (site.production)
    zone.EdgeRules.push(
      stored(productionRule(SITE_STORAGE, site.production, productionHosts, site.previous === undefined ? undefined : [site.previous])),
    );
  for (const [host, deploy] of Object.entries(site.previews ?? {})) zone.EdgeRules.push(stored(previewRule(SITE_STORAGE, deploy, host)));
  zone.EdgeRules.push(stored(blockRule()));
  emulator.state.edge.zoneChanged(zone, true);
  return zone;
}

/**
 * deploys/<id>/ holding `files` (a build, under dist/), as the deploy a seeded rule serves left
 * it: the folder a rule uses is complete, and deploy-site adds no file to it. Replicated by the
 * emulator's clock now: a step's FakeClock is set first.
 */
export function seedDeployFolder(emulator: Emulator, id: string, files: Record<string, string> = siteBuild(id)): void {
  for (const [path, content] of Object.entries(files))
    emulator.state.storage.putFile(SEED.storageZoneName, `deploys/${id}/${path.replace(/^dist\//, '')}`, Buffer.from(content));
}

/** Tells the emulator that these hostnames point at their pull zone (their CNAME is in place). */
export function pointHostnames(emulator: Emulator, ...hostnames: string[]): void {
  emulator.state.edge.options.point(...hostnames);
}

export const siteSecrets = (emulator: Emulator) => pullZoneSecrets(siteZone(emulator));

/** A build of the site: index.html naming the version, a stylesheet, a page. */
export function siteBuild(version: string): Record<string, string> {
  return {
    'dist/index.html': `<h1>${version}</h1>`,
    'dist/app.css': `body { --v: '${version}' }`,
    'dist/about/index.html': `<p>about ${version}</p>`,
  };
}

export interface SiteStep {
  inputs?: Record<string, string>;
  files?: Record<string, string>;
  clock: FakeClock;
  /** The runner's HTTPS_PROXY, when not the emulator's edge itself. */
  proxy?: string;
}

/** A deploy-site or promote-site step on the seeded site, reaching the edge through its proxy. */
export function siteStep(
  emulator: Emulator,
  operation: 'deploy-site' | 'promote-site',
  { inputs = {}, files, clock, proxy = emulator.edgeUrl }: SiteStep,
): Promise<ActionRun> {
  // The edge's propagation and the certificates run on the step's clock.
  emulator.useClock(clock);
  return runAgainst(
    emulator,
    {
      operation,
      'pull-zone-id': String(SITE_ZONE),
      'storage-zone-id': String(SEED.storageZoneId),
      ...(operation === 'deploy-site' ? { 'source-dir': 'dist' } : {}),
      ...inputs,
    },
    {
      env: { HTTPS_PROXY: proxy },
      clock,
      ...(files ? { files } : {}),
      secrets: [...siteSecrets(emulator), SEED_STORAGE_PASSWORDS.site],
    },
  );
}

/** What a visitor gets at every edge location now: `status header body`. */
export function servedEverywhere(emulator: Emulator, path = '/', host = SITE_HOST): string[] {
  return emulator.state.edge
    .serveEverywhere({ scheme: 'https', host, path, query: '', headers: {} })
    .map((answer) => `${answer.status} ${answer.headers['x-bunny-deploy'] ?? '-'} ${answer.body.toString()}`);
}
