import type { EdgeRule, EdgeRuleWrite, PullZone } from '../../api/models/pull-zone.ts';

/*
 * A static site on a pull zone, as the platform's own CLI made it (storage-and-deploy-facts 2.1):
 * each deploy in its own folder `deploys/<id>/` of the storage zone, and edge rules that point
 * the site at one of them. The action's rules are recognised by their Description, and only
 * those: a rule the action did not make is never written or deleted.
 *
 * - production: OriginStorage (17) to `/deploys/<id>/` with the response header X-Bunny-Deploy,
 *   for every URL not under /deploys/ and not on a preview hostname;
 * - one per preview hostname: the same, for that hostname only;
 * - block: BlockRequest (4) for every URL under /deploys/, so a deploy is reached only through
 *   the switch, never by its folder.
 */

export const DEPLOY_HEADER = 'X-Bunny-Deploy';
const DESCRIPTION_PREFIX = 'bunny-action static site:';
export const PRODUCTION_DESCRIPTION = `${DESCRIPTION_PREFIX} production`;
export const BLOCK_DESCRIPTION = `${DESCRIPTION_PREFIX} block direct requests to /deploys/`;
export const previewDescription = (hostname: string) => `${DESCRIPTION_PREFIX} preview ${hostname.toLowerCase()}`;

/** docs.bunny.net/cdn/limits: defaults, which the platform raises on request. */
export const EDGE_RULE_LIMIT = 50;
export const HOSTNAME_LIMIT = 10;
const PATTERNS_PER_TRIGGER = 5;

const ACTION_BLOCK_REQUEST = 4;
const ACTION_SET_RESPONSE_HEADER = 5;
const ACTION_ORIGIN_STORAGE = 17;
const TRIGGER_URL = 0;
const MATCH_ANY = 0;
const MATCH_ALL = 1;
const MATCH_NONE = 2;
const DEPLOYS_PATTERN = '*/deploys/*';

/** The storage zone behind the site: OriginStorage names it by id (P1) and name (P2). */
export interface SiteStorage {
  id: number;
  name: string;
}

/** What a switch points at: production, or one preview hostname. */
export type SiteTarget = { kind: 'production' } | { kind: 'preview'; hostname: string };

const deployFolder = (deployId: string) => `/deploys/${deployId}/`;

export function targetName(target: SiteTarget): string {
  return target.kind === 'production' ? 'production' : `the preview ${target.hostname}`;
}

export function descriptionOf(target: SiteTarget): string {
  return target.kind === 'production' ? PRODUCTION_DESCRIPTION : previewDescription(target.hostname);
}

const sameText = (a: string | null | undefined, b: string) => (a ?? '').trim().toLowerCase() === b.toLowerCase();

/** The rule of that description; several (a duplicate the platform made) are all returned, first kept. */
export function rulesDescribed(zone: PullZone, description: string): EdgeRule[] {
  return (zone.EdgeRules ?? []).filter((rule) => sameText(rule.Description, description));
}

/** The preview hostnames the zone has rules for, from the rules' descriptions. */
export function previewHostnames(zone: PullZone): string[] {
  const prefix = `${DESCRIPTION_PREFIX} preview `;
  const hosts = new Set<string>();
  for (const rule of zone.EdgeRules ?? []) {
    const description = (rule.Description ?? '').trim().toLowerCase();
    if (description.startsWith(prefix)) hosts.add(description.slice(prefix.length));
  }
  return [...hosts].sort();
}

/**
 * The deploy a rule serves: the folder of its OriginStorage action, `/deploys/<id>/`. Undefined
 * when the rule is not of that form (edited by hand): the step then knows no deploy as live.
 */
export function deployOfRule(rule: EdgeRule | undefined): string | undefined {
  if (!rule || rule.ActionType !== ACTION_ORIGIN_STORAGE) return undefined;
  const match = /^\/?deploys\/([A-Za-z0-9._-]+)\/?$/.exec(rule.ActionParameter3 ?? '');
  return match?.[1];
}

/** The deploy live on a target, as the zone was read: undefined when there is no rule (or not one of the step's form). */
export function liveDeploy(zone: PullZone, target: SiteTarget): string | undefined {
  return deployOfRule(rulesDescribed(zone, descriptionOf(target))[0]);
}

/** Every deploy some rule of the site points at: production's and each preview's. */
export function deploysInUse(zone: PullZone): string[] {
  const targets: SiteTarget[] = [
    { kind: 'production' },
    ...previewHostnames(zone).map((hostname): SiteTarget => ({ kind: 'preview', hostname })),
  ];
  return targets.map((target) => liveDeploy(zone, target)).filter((id): id is string => id !== undefined);
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** URL patterns of a hostname: any scheme, any path. */
const hostPattern = (hostname: string) => `*://${hostname.toLowerCase()}/*`;

function serve(storage: SiteStorage, deployId: string, description: string, triggers: EdgeRuleWrite['Triggers']): EdgeRuleWrite {
  return {
    ActionType: ACTION_ORIGIN_STORAGE,
    ActionParameter1: String(storage.id),
    ActionParameter2: storage.name,
    ActionParameter3: deployFolder(deployId),
    Triggers: triggers,
    ExtraActions: [
      { ActionType: ACTION_SET_RESPONSE_HEADER, ActionParameter1: DEPLOY_HEADER, ActionParameter2: deployId, ActionParameter3: null },
    ],
    TriggerMatchingType: MATCH_ALL,
    Description: description,
    Enabled: true,
  };
}

/**
 * Production: every URL not under /deploys/ and on none of the preview hostnames. The
 * exclusions take at most four triggers of five patterns (a zone has at most ten hostnames).
 */
export function productionRule(storage: SiteStorage, deployId: string, previews: readonly string[]): EdgeRuleWrite {
  const excluded = chunks([...previews].sort().map(hostPattern), PATTERNS_PER_TRIGGER).map((patterns) => ({
    Type: TRIGGER_URL,
    PatternMatches: patterns,
    PatternMatchingType: MATCH_NONE,
    Parameter1: null,
  }));
  return serve(storage, deployId, PRODUCTION_DESCRIPTION, [
    { Type: TRIGGER_URL, PatternMatches: [DEPLOYS_PATTERN], PatternMatchingType: MATCH_NONE, Parameter1: null },
    ...excluded,
  ]);
}

export function previewRule(storage: SiteStorage, deployId: string, hostname: string): EdgeRuleWrite {
  return serve(storage, deployId, previewDescription(hostname), [
    { Type: TRIGGER_URL, PatternMatches: [hostPattern(hostname)], PatternMatchingType: MATCH_ANY, Parameter1: null },
    { Type: TRIGGER_URL, PatternMatches: [DEPLOYS_PATTERN], PatternMatchingType: MATCH_NONE, Parameter1: null },
  ]);
}

export function blockRule(): EdgeRuleWrite {
  return {
    ActionType: ACTION_BLOCK_REQUEST,
    ActionParameter1: null,
    ActionParameter2: null,
    ActionParameter3: null,
    Triggers: [{ Type: TRIGGER_URL, PatternMatches: [DEPLOYS_PATTERN], PatternMatchingType: MATCH_ANY, Parameter1: null }],
    ExtraActions: [],
    TriggerMatchingType: MATCH_ANY,
    Description: BLOCK_DESCRIPTION,
    Enabled: true,
  };
}

export function ruleFor(target: SiteTarget, storage: SiteStorage, deployId: string, previews: readonly string[]): EdgeRuleWrite {
  return target.kind === 'production' ? productionRule(storage, deployId, previews) : previewRule(storage, deployId, target.hostname);
}

const norm = (value: string | null | undefined) => value ?? null;

/** Whether the rule as read is the rule as the step would write it: anything else is healed. */
export function ruleIsAsWritten(read: EdgeRule | undefined, wanted: EdgeRuleWrite): boolean {
  if (!read) return false;
  const sameTriggers =
    (read.Triggers ?? []).length === wanted.Triggers.length &&
    wanted.Triggers.every((trigger, i) => {
      const seen = read.Triggers?.[i];
      return (
        seen !== undefined &&
        seen.Type === trigger.Type &&
        seen.PatternMatchingType === trigger.PatternMatchingType &&
        JSON.stringify(seen.PatternMatches ?? []) === JSON.stringify(trigger.PatternMatches)
      );
    });
  const sameExtras =
    (read.ExtraActions ?? []).length === wanted.ExtraActions.length &&
    wanted.ExtraActions.every((extra, i) => {
      const seen = read.ExtraActions?.[i];
      return (
        seen !== undefined &&
        seen.ActionType === extra.ActionType &&
        norm(seen.ActionParameter1) === norm(extra.ActionParameter1) &&
        norm(seen.ActionParameter2) === norm(extra.ActionParameter2)
      );
    });
  return (
    read.Enabled !== false &&
    read.ActionType === wanted.ActionType &&
    norm(read.ActionParameter1) === norm(wanted.ActionParameter1) &&
    norm(read.ActionParameter2) === norm(wanted.ActionParameter2) &&
    norm(read.ActionParameter3) === norm(wanted.ActionParameter3) &&
    read.TriggerMatchingType === wanted.TriggerMatchingType &&
    sameTriggers &&
    sameExtras
  );
}

/** The system hostname (`*.b-cdn.net`), and the custom ones, as read. */
function zoneHostnames(zone: PullZone): { system: string | undefined; custom: string[] } {
  const hosts = zone.Hostnames ?? [];
  const system = hosts.find((host) => host.IsSystemHostname)?.Value ?? undefined;
  const custom = hosts.filter((host) => !host.IsSystemHostname && host.Value).map((host) => (host.Value ?? '').toLowerCase());
  return { system: system?.toLowerCase(), custom };
}

export function hasHostname(zone: PullZone, hostname: string): boolean {
  return (zone.Hostnames ?? []).some((host) => sameText(host.Value, hostname));
}

/**
 * Production's address: its first custom hostname that is not a preview's, else the system
 * hostname. A preview's address is its hostname.
 */
export function siteUrl(zone: PullZone, target: SiteTarget): string | undefined {
  if (target.kind === 'preview') return `https://${target.hostname.toLowerCase()}/`;
  const previews = new Set(previewHostnames(zone));
  const { system, custom } = zoneHostnames(zone);
  const host = custom.find((name) => !previews.has(name)) ?? system;
  return host === undefined ? undefined : `https://${host}/`;
}
