import { randomUUID } from 'node:crypto';
import { apiError, json, noBody, type ApiResponse } from '../http.ts';
import { parseId, type Route, type RouteContext } from '../router.ts';
import { newHostname, pullZoneReadModel, type PullZone, type StoredEdgeRule, type StoredTrigger } from './pull-zone.ts';
import { EdgeRuleBody, HostnameBody } from './schemas.ts';
import { loadFreeCertificate, settleCertificates } from './certificates.ts';

/*
 * The pull zone calls of core.json that the static-site operations use. addOrUpdate answers 201
 * with NO body, as the spec says (the client reads the rule back by Description); a Guid the
 * zone does not hold is a 404 (the harsher of the two readings the sources allow; the control
 * API's `unknownGuid: 'create'` makes it a new rule). Limits: 50 rules, 10 hostnames, unless
 * `state.edge.options.limits` raises them (5 triggers a rule and 5 patterns a trigger too). Rules are
 * stored normalised unless `options.ruleStorage` is `exact`. A hostname's certificate: see certificates.ts.
 */

const ACTION_ORIGIN_STORAGE = 17;

/** A rule as the platform may keep it: a folder without its leading slash, null as "", patterns in lower case. */
function normalised(rule: StoredEdgeRule): StoredEdgeRule {
  const text = (value: string | null) => value ?? '';
  const trigger = (t: StoredTrigger): StoredTrigger => ({
    ...t,
    PatternMatches: (t.PatternMatches ?? []).map((pattern) => pattern.toLowerCase()),
    Parameter1: text(t.Parameter1),
  });
  return {
    ...rule,
    ActionParameter1: text(rule.ActionParameter1),
    ActionParameter2: text(rule.ActionParameter2),
    ActionParameter3:
      rule.ActionType === ACTION_ORIGIN_STORAGE
        ? text(rule.ActionParameter3).replace(/\/+/g, '/').replace(/^\//, '')
        : text(rule.ActionParameter3),
    Triggers: rule.Triggers.map(trigger),
    ExtraActions: rule.ExtraActions.map((extra) => ({
      ...extra,
      ActionParameter1: text(extra.ActionParameter1),
      ActionParameter2: text(extra.ActionParameter2),
      ActionParameter3: text(extra.ActionParameter3),
    })),
  };
}

function zoneOf(ctx: RouteContext, param = 'id'): PullZone | undefined {
  const id = parseId(ctx.param(param));
  return id === null ? undefined : ctx.state.pullZones.get(id);
}

function validation(issues: Array<{ path: PropertyKey[]; message: string }>): ApiResponse {
  const first = issues[0];
  const field = first && first.path.length > 0 ? first.path.map(String).join('.') : 'body';
  return apiError(
    400,
    'validation_error',
    field,
    issues.map((issue) => `${issue.path.map(String).join('.')}: ${issue.message}`).join('; '),
  );
}

function readZone(ctx: RouteContext): ApiResponse {
  const zone = zoneOf(ctx);
  if (!zone) return noBody(404);
  settleCertificates(ctx);
  ctx.state.pullZoneReads += 1;
  return json(200, pullZoneReadModel(zone, ctx.query.get('includeCertificate') === 'true'));
}

/**
 * The OrderIndex of a rule added without one: last, one more than the zone's highest (facts 5, "a
 * rule added by API without OrderIndex goes last", the harsher reading), or 0 (`newRuleOrder:
 * 'zero'`: among the rules at 0 it runs in creation order).
 */
function newRuleOrderIndex(ctx: RouteContext, zone: PullZone): number {
  if (ctx.state.edgeRuleOptions.newRuleOrder === 'zero') return 0;
  return Math.max(-1, ...zone.EdgeRules.map((rule) => rule.OrderIndex)) + 1;
}

function addOrUpdateRule(ctx: RouteContext): ApiResponse {
  const zone = zoneOf(ctx, 'pullZoneId');
  if (!zone) return noBody(404);
  const parsed = EdgeRuleBody.safeParse(ctx.body);
  if (!parsed.success) return validation(parsed.error.issues);
  const body = parsed.data;
  const guid = body.Guid ?? '';
  const existing = guid === '' ? undefined : zone.EdgeRules.find((rule) => rule.Guid.toLowerCase() === guid.toLowerCase());
  if (guid !== '' && !existing && ctx.state.edgeRuleOptions.unknownGuid === 'fail') return noBody(404);
  if (existing?.ReadOnly) return apiError(400, 'pullzone.edgerule_readonly', 'Guid', 'The edge rule is read-only and cannot be modified.');
  const { triggersPerRule, patternsPerTrigger } = ctx.state.edge.options.limits;
  if ((body.Triggers ?? []).length > triggersPerRule)
    return apiError(400, 'pullzone.edgerule_triggers_limit', 'Triggers', `An edge rule can have at most ${triggersPerRule} triggers.`);
  if ((body.Triggers ?? []).some((trigger) => (trigger.PatternMatches ?? []).length > patternsPerTrigger))
    return apiError(
      400,
      'pullzone.edgerule_patterns_limit',
      'PatternMatches',
      `An edge rule trigger can have at most ${patternsPerTrigger} pattern matches.`,
    );
  const ruleLimit = ctx.state.edge.options.limits.edgeRules;
  if (!existing && zone.EdgeRules.length >= ruleLimit)
    return apiError(400, 'pullzone.edgerule_limit', 'EdgeRule', `A pull zone can have at most ${ruleLimit} edge rules.`);
  const sent: StoredEdgeRule = {
    Guid: existing?.Guid ?? randomUUID(),
    ActionType: body.ActionType ?? 0,
    ActionParameter1: body.ActionParameter1 ?? null,
    ActionParameter2: body.ActionParameter2 ?? null,
    ActionParameter3: body.ActionParameter3 ?? null,
    Triggers: (body.Triggers ?? []).map((trigger) => ({
      Type: trigger.Type ?? 0,
      PatternMatches: trigger.PatternMatches ?? [],
      PatternMatchingType: trigger.PatternMatchingType ?? 0,
      Parameter1: trigger.Parameter1 ?? null,
    })),
    ExtraActions: (body.ExtraActions ?? []).map((extra) => ({
      ActionType: extra.ActionType ?? 0,
      ActionParameter1: extra.ActionParameter1 ?? null,
      ActionParameter2: extra.ActionParameter2 ?? null,
      ActionParameter3: extra.ActionParameter3 ?? null,
    })),
    TriggerMatchingType: body.TriggerMatchingType ?? 0,
    Description: body.Description ?? null,
    Enabled: body.Enabled ?? true,
    OrderIndex: body.OrderIndex ?? existing?.OrderIndex ?? newRuleOrderIndex(ctx, zone),
    ReadOnly: false,
  };
  const rule = ctx.state.edge.options.ruleStorage === 'normalised' ? normalised(sent) : sent;
  ctx.state.ruleWrites.push({
    pullZoneId: zone.Id,
    kind: existing ? 'update' : 'add',
    guid: rule.Guid,
    description: rule.Description,
    concurrent: ctx.concurrent,
  });
  // Writes that overlap on one zone are answered as if they worked and one of them is lost: the
  // "inconsistencies" that made the platform's Terraform provider serialise them.
  if (ctx.concurrent) return noBody(201);
  if (existing) zone.EdgeRules[zone.EdgeRules.indexOf(existing)] = rule;
  else zone.EdgeRules.push(rule);
  ctx.state.edge.zoneChanged(zone);
  return noBody(201);
}

function deleteRule(ctx: RouteContext): ApiResponse {
  const zone = zoneOf(ctx, 'pullZoneId');
  if (!zone) return noBody(404);
  const guid = ctx.param('edgeRuleId').toLowerCase();
  const index = zone.EdgeRules.findIndex((rule) => rule.Guid.toLowerCase() === guid);
  if (index < 0) return noBody(404);
  if (zone.EdgeRules[index]?.ReadOnly)
    return apiError(400, 'pullzone.edgerule_readonly', 'Guid', 'The edge rule is read-only and cannot be deleted.');
  ctx.state.ruleWrites.push({
    pullZoneId: zone.Id,
    kind: 'delete',
    guid,
    description: zone.EdgeRules[index]?.Description ?? null,
    concurrent: ctx.concurrent,
  });
  if (ctx.concurrent) return noBody(204);
  zone.EdgeRules.splice(index, 1);
  ctx.state.edge.zoneChanged(zone);
  return noBody(204);
}

/** A host name as the dashboard accepts one: labels of letters, digits and hyphens; a wildcard (`*.`) as its first label. */
const HOSTNAME = /^(?=.{1,253}$)(\*\.)?([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/i;

function addHostname(ctx: RouteContext): ApiResponse {
  const zone = zoneOf(ctx);
  if (!zone) return noBody(404);
  const parsed = HostnameBody.safeParse(ctx.body);
  if (!parsed.success) return validation(parsed.error.issues);
  const value = parsed.data.Hostname.trim().toLowerCase();
  if (!HOSTNAME.test(value)) return apiError(400, 'pullzone.hostname_invalid', 'Hostname', 'The hostname is not valid.');
  for (const other of ctx.state.pullZones.values())
    if (other.Hostnames.some((host) => host.Value.toLowerCase() === value))
      return apiError(400, 'pullzone.hostname_already_registered', 'Hostname', 'The hostname is already registered.');
  const hostnameLimit = ctx.state.edge.options.limits.hostnames;
  if (zone.Hostnames.length >= hostnameLimit)
    return apiError(400, 'pullzone.hostname_limit', 'Hostname', `A pull zone can have at most ${hostnameLimit} hostnames.`);
  ctx.state.ruleWrites.push({ pullZoneId: zone.Id, kind: 'add-hostname', guid: null, description: value, concurrent: ctx.concurrent });
  zone.Hostnames.push(newHostname(value));
  ctx.state.edge.zoneChanged(zone);
  return noBody(204);
}

function removeHostname(ctx: RouteContext): ApiResponse {
  const zone = zoneOf(ctx);
  if (!zone) return noBody(404);
  const parsed = HostnameBody.safeParse(ctx.body);
  if (!parsed.success) return validation(parsed.error.issues);
  const value = parsed.data.Hostname.trim().toLowerCase();
  const index = zone.Hostnames.findIndex((host) => host.Value.toLowerCase() === value);
  if (index < 0) return apiError(400, 'pullzone.hostname_not_found', 'Hostname', 'The hostname was not found on this pull zone.');
  if (zone.Hostnames[index]?.IsSystemHostname)
    return apiError(400, 'pullzone.hostname_system', 'Hostname', 'The system hostname cannot be removed.');
  ctx.state.ruleWrites.push({ pullZoneId: zone.Id, kind: 'remove-hostname', guid: null, description: value, concurrent: ctx.concurrent });
  zone.Hostnames.splice(index, 1);
  ctx.state.edge.zoneChanged(zone);
  return noBody(204);
}

export const pullZoneRoutes: Route[] = [
  // Before /pullzone/:id, which would take 'loadFreeCertificate' for an id.
  { method: 'GET', pattern: '/pullzone/loadFreeCertificate', area: 'core', handle: loadFreeCertificate },
  { method: 'GET', pattern: '/pullzone/:id', area: 'core', handle: readZone },
  { method: 'POST', pattern: '/pullzone/:pullZoneId/edgerules/addOrUpdate', area: 'core', jsonBody: true, handle: addOrUpdateRule },
  { method: 'DELETE', pattern: '/pullzone/:pullZoneId/edgerules/:edgeRuleId', area: 'core', handle: deleteRule },
  { method: 'POST', pattern: '/pullzone/:id/addHostname', area: 'core', jsonBody: true, handle: addHostname },
  { method: 'DELETE', pattern: '/pullzone/:id/removeHostname', area: 'core', jsonBody: true, handle: removeHostname },
];

/** The writes that change one zone's edge configuration, which must not overlap. */
export function zoneWriteKey(method: string, path: string): string | undefined {
  if (method !== 'POST' && method !== 'DELETE') return undefined;
  const match = /^\/pullzone\/(\d+)\/(edgerules\/|addHostname|removeHostname)/.exec(path);
  return match ? match[1] : undefined;
}
