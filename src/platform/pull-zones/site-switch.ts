import type { EdgeRuleWrite, PullZone } from '../../api/models/pull-zone.ts';
import type { PlatformClient } from '../../api/platform-client.ts';
import { readPullZone } from './read-pull-zone.ts';
import { ZoneWriter } from './rule-writes.ts';
import {
  BLOCK_DESCRIPTION,
  EDGE_RULE_LIMIT,
  HOSTNAME_LIMIT,
  PRODUCTION_DESCRIPTION,
  blockRule,
  deployOfRule,
  descriptionOf,
  hasHostname,
  liveDeploy,
  previewDescription,
  previewHostnames,
  productionRule,
  ruleFor,
  ruleIsAsWritten,
  rulesDescribed,
  siteUrl,
  targetName,
  type SiteStorage,
  type SiteTarget,
} from './site-rules.ts';

/*
 * The switch of a site to a deploy, decided from the zone as read, carried out one write at a
 * time, with a compare-and-swap on what the target served when the step read it. The platform
 * has no conditional write on rules: the step reads again right before it writes the target's
 * rule and refuses when another deploy went live meanwhile; a race narrower than that remains.
 */

export interface SwitchRequest {
  pullZoneId: number;
  storage: SiteStorage;
  target: SiteTarget;
  deployId: string;
  /** only-if-live-deploy-id: switch only while this deploy is live on the target. */
  onlyIfLive?: string | undefined;
}

/** One write of a switch, as a dry run shows it. */
export type ZoneChange =
  | { kind: 'add-hostname'; hostname: string }
  | { kind: 'remove-hostname'; hostname: string }
  | { kind: 'create' | 'heal' | 'switch'; description: string; guid: string | undefined; rule: EdgeRuleWrite }
  | { kind: 'delete'; description: string; guid: string };

export interface SwitchDecision {
  request: SwitchRequest;
  /** The deploy the target served when the step read the zone; undefined: none (or a rule not of the step's form). */
  live: string | undefined;
  /** The deploy production served (for retention and messages). */
  production: string | undefined;
  /** Already serving the deploy: nothing to switch (a hand-edited rule may still be healed). */
  alreadyLive: boolean;
  changes: ZoneChange[];
  /** Why the switch is refused before any write; empty when it may go ahead. */
  refusals: string[];
  /** The site's address on the target. */
  url: string | undefined;
  ruleCount: number;
  hostnameCount: number;
}

/** What another writer changed between the read and the switch: the step fails naming it. */
export class SwitchConflict extends Error {
  readonly liveNow: string | undefined;
  constructor(message: string, liveNow: string | undefined) {
    super(message);
    this.name = 'SwitchConflict';
    this.liveNow = liveNow;
  }
}

const show = (deploy: string | undefined) => (deploy === undefined ? 'no deploy' : `deploy ${deploy}`);

/** Deletes the rules of a description beyond the first (a duplicate a lost answer can leave). */
function duplicates(zone: PullZone, description: string): ZoneChange[] {
  return rulesDescribed(zone, description)
    .slice(1)
    .filter((rule) => rule.Guid)
    .map((rule) => ({ kind: 'delete' as const, description, guid: rule.Guid ?? '' }));
}

/** A rule to write, unless the zone holds it as written already. */
function ruleChange(zone: PullZone, rule: EdgeRuleWrite, switching: boolean): ZoneChange[] {
  const [read] = rulesDescribed(zone, rule.Description);
  if (read && ruleIsAsWritten(read, rule)) return [];
  const kind = !read ? (switching ? 'switch' : 'create') : switching ? 'switch' : 'heal';
  return [{ kind, description: rule.Description, guid: read?.Guid ?? undefined, rule }];
}

/**
 * The writes that make the zone serve `deployId` on the target, from the zone as read, in the
 * order they are made: the preview's hostname, production's exclusion of it, the block rule,
 * the target's rule, then duplicates removed. Production's own deploy is kept as read.
 */
function switchChanges(zone: PullZone, request: SwitchRequest): ZoneChange[] {
  const { target, storage, deployId } = request;
  const previews = [...new Set([...previewHostnames(zone), ...(target.kind === 'preview' ? [target.hostname] : [])])];
  const changes: ZoneChange[] = [];
  if (target.kind === 'preview') {
    if (!hasHostname(zone, target.hostname)) changes.push({ kind: 'add-hostname', hostname: target.hostname });
    const production = deployOfRule(rulesDescribed(zone, PRODUCTION_DESCRIPTION)[0]);
    if (production !== undefined) changes.push(...ruleChange(zone, productionRule(storage, production, previews), false));
  }
  changes.push(...ruleChange(zone, blockRule(), false));
  const targetLive = liveDeploy(zone, target);
  changes.push(...ruleChange(zone, ruleFor(target, storage, deployId, previews), targetLive !== deployId));
  for (const description of [PRODUCTION_DESCRIPTION, BLOCK_DESCRIPTION, descriptionOf(target)])
    changes.push(...duplicates(zone, description));
  return changes;
}

/** The pure decision of a switch: what is live, what would be written, and why it may be refused. */
export function decideSwitch(zone: PullZone, request: SwitchRequest): SwitchDecision {
  const { target, deployId, pullZoneId } = request;
  const live = liveDeploy(zone, target);
  const alreadyLive = live === deployId;
  const changes = switchChanges(zone, request);
  const refusals: string[] = [];
  const ruleCount = (zone.EdgeRules ?? []).length;
  const hostnameCount = (zone.Hostnames ?? []).length;
  if (!alreadyLive && request.onlyIfLive !== undefined && live !== request.onlyIfLive) {
    refusals.push(
      `${show(live)} is live on ${targetName(target)} of pull zone ${pullZoneId}, not deploy ${request.onlyIfLive} (only-if-live-deploy-id): nothing was switched`,
    );
  }
  if (target.kind === 'preview' && zone.EnableHostnameVary !== true) {
    refusals.push(
      `pull zone ${pullZoneId} has EnableHostnameVary off: its cache would serve one hostname's answer on another, so a preview would show production (or production the preview). Turn on "Vary cache by hostname" (EnableHostnameVary) in the pull zone's caching settings, then run the step again`,
    );
  }
  const added = changes.filter((change) => (change.kind === 'create' || change.kind === 'switch') && change.guid === undefined).length;
  const removed = changes.filter((change) => change.kind === 'delete').length;
  if (added > 0 && ruleCount + added - removed > EDGE_RULE_LIMIT) {
    refusals.push(
      `pull zone ${pullZoneId} has ${ruleCount} edge rules and this step would add ${added}: the platform allows ${EDGE_RULE_LIMIT} edge rules per pull zone. Free room first: close previews that are no longer needed (remove-site-preview), delete rules the zone no longer uses, or ask bunny.net to raise the limit`,
    );
  }
  if (changes.some((change) => change.kind === 'add-hostname') && hostnameCount + 1 > HOSTNAME_LIMIT) {
    refusals.push(
      `pull zone ${pullZoneId} has ${hostnameCount} hostnames (the system hostname included): the platform allows ${HOSTNAME_LIMIT} hostnames per pull zone, so the preview hostname cannot be added. Free room first: close previews that are no longer needed (remove-site-preview, which removes the hostname), or ask bunny.net to raise the limit`,
    );
  }
  return {
    request,
    live,
    production: liveDeploy(zone, { kind: 'production' }),
    alreadyLive,
    changes,
    refusals,
    url: siteUrl(zone, target),
    ruleCount,
    hostnameCount,
  };
}

async function applyChange(writer: ZoneWriter, change: ZoneChange, what: string): Promise<void> {
  switch (change.kind) {
    case 'add-hostname':
      return writer.addHostname(change.hostname);
    case 'remove-hostname':
      return writer.removeHostname(change.hostname);
    case 'delete':
      return writer.deleteRule(change.guid, change.description, what);
    default:
      return writer.writeRule(change.rule, change.guid, what);
  }
}

export function changeLine(change: ZoneChange): string {
  switch (change.kind) {
    case 'add-hostname':
      return `add the hostname ${change.hostname} to the pull zone`;
    case 'remove-hostname':
      return `remove the hostname ${change.hostname} from the pull zone`;
    case 'delete':
      return `delete the rule '${change.description}' (${change.guid})`;
    case 'create':
      return `create the rule '${change.description}'`;
    case 'heal':
      return `rewrite the rule '${change.description}' as the step writes it (it was changed by hand or is out of date)`;
    case 'switch':
      return `${change.guid === undefined ? 'create' : 'rewrite'} the rule '${change.description}' to serve ${change.rule.ActionParameter3 ?? ''}`;
  }
}

export interface SwitchOutcome {
  /** The zone read back after the writes. */
  zone: PullZone;
  /** Each write made, in order. */
  written: string[];
}

/**
 * Carries out a switch: reads the zone again, refuses when the target serves another deploy
 * than it did when the step read it (compare-and-swap), writes the changes one at a time (read
 * again right before the target's rule), and reads the zone back to see the rule as written.
 */
export async function applySwitch(
  client: PlatformClient,
  decision: SwitchDecision,
  onWrite: (line: string) => void,
): Promise<SwitchOutcome> {
  const { request } = decision;
  const writer = new ZoneWriter(client, request.pullZoneId);
  const conflict = (zone: PullZone) => {
    const now = liveDeploy(zone, request.target);
    if (now === decision.live) return;
    throw new SwitchConflict(
      `${show(now)} is live on ${targetName(request.target)} of pull zone ${request.pullZoneId} now, where the step read ${show(decision.live)}: another deploy switched it meanwhile, so this step switches nothing (compare-and-swap)`,
      now,
    );
  };
  let zone = await readPullZone(client, request.pullZoneId);
  conflict(zone);
  const targetDescription = descriptionOf(request.target).toLowerCase();
  for (const change of switchChanges(zone, request)) {
    const isTarget =
      change.kind !== 'add-hostname' &&
      change.kind !== 'remove-hostname' &&
      change.kind !== 'delete' &&
      change.description.toLowerCase() === targetDescription;
    if (isTarget && writer.written.length > 0) {
      zone = await readPullZone(client, request.pullZoneId);
      conflict(zone);
    }
    const line = changeLine(change);
    await applyChange(writer, change, line);
    onWrite(line);
  }
  const back = await readPullZone(client, request.pullZoneId);
  const wanted = ruleFor(request.target, request.storage, request.deployId, [
    ...new Set([...previewHostnames(back), ...(request.target.kind === 'preview' ? [request.target.hostname] : [])]),
  ]);
  const [read] = rulesDescribed(back, wanted.Description);
  if (!ruleIsAsWritten(read, wanted)) {
    throw new SwitchConflict(
      `the rule '${wanted.Description}' of pull zone ${request.pullZoneId} read back is not what the step wrote (${show(deployOfRule(read))}): another writer changed it meanwhile`,
      deployOfRule(read),
    );
  }
  return { zone: back, written: writer.written };
}

/** What closing a preview changes: its rules, production's exclusion of it, and (when asked) its hostname. */
export function removalChanges(zone: PullZone, storage: SiteStorage | undefined, hostname: string, removeHostname: boolean): ZoneChange[] {
  const description = previewDescription(hostname);
  const changes: ZoneChange[] = rulesDescribed(zone, description)
    .filter((rule) => rule.Guid)
    .map((rule) => ({ kind: 'delete' as const, description, guid: rule.Guid ?? '' }));
  if (removeHostname && hasHostname(zone, hostname)) changes.push({ kind: 'remove-hostname', hostname });
  const [production] = rulesDescribed(zone, PRODUCTION_DESCRIPTION);
  const live = deployOfRule(production);
  if (production && live !== undefined) {
    const others = previewHostnames(zone).filter((host) => host !== hostname.toLowerCase());
    // The production rule carries its storage zone; it is kept as read.
    const kept: SiteStorage = storage ?? { id: Number(production.ActionParameter1), name: production.ActionParameter2 ?? '' };
    changes.push(...ruleChange(zone, productionRule(kept, live, others), false));
  }
  return changes;
}

/** Removes a preview, one write at a time, from the zone read again; returns the writes made. */
export async function applyRemoval(
  client: PlatformClient,
  pullZoneId: number,
  hostname: string,
  removeHostname: boolean,
  onWrite: (line: string) => void,
): Promise<string[]> {
  const writer = new ZoneWriter(client, pullZoneId);
  const zone = await readPullZone(client, pullZoneId);
  for (const change of removalChanges(zone, undefined, hostname, removeHostname)) {
    const line = changeLine(change);
    await applyChange(writer, change, line);
    onWrite(line);
  }
  return writer.written;
}
