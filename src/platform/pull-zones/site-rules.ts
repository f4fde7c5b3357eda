import type { EdgeRule, EdgeRuleWrite, PullZone } from '../../api/models/pull-zone.ts';
import { liveBefore, parseHistory, historyValue } from './deploy-history.ts';
import { isWildcardHostname } from './wildcard-hostnames.ts';
import { isAddressHostname } from './zone-address.ts';
import { luaPattern } from './lua-pattern.ts';

/*
 * A static site on a pull zone, as the platform's own CLI made it (storage-and-deploy-facts 2.1):
 * each deploy in its own folder `deploys/<id>/` of the storage zone, and edge rules that point
 * the site at one of them. The action's rules are recognised by their Description, and only
 * those: a rule the action did not make is never written or deleted.
 *
 * - production: OriginStorage (17) to `/deploys/<id>/` with the response header X-Bunny-Deploy,
 *   for the URLs of production's own hostnames, named one by one: every hostname of the zone
 *   that has no preview rule and is not a wildcard (which serves previews: wildcard-hostnames.ts). A preview never needs to write it (its rule is made before its
 *   hostname is added, so production never counts a preview's hostname as its own), which is
 *   how a preview step can never put production back on a deploy it read earlier;
 * - one per preview hostname: the same, for that hostname only;
 * - block: BlockRequest (4) for every URL under /deploys/, so a deploy is reached only through
 *   the switch, never by its folder (the edge answers a block before any origin);
 * - html cache-control (once html-cache-control set it): SetResponseHeader Cache-Control on the
 *   site's HTML (`*\/`, `*.html`, `*.htm`, extensionless pages, and the pages of production's
 *   recent deploys whose last name has a dot, one by one: html-rule.ts), so that returning
 *   visitors ask again.
 */

/** The folder at a site's zone root that holds every deploy, each in `deploys/<id>/`. */
export const DEPLOYS_FOLDER = 'deploys';

export const deploySegments = (deployId: string): string[] => [DEPLOYS_FOLDER, deployId];

export const DEPLOY_HEADER = 'X-Bunny-Deploy';
/**
 * The deploys live before a rule's deploy, newest first (deploy-history.ts), recorded by the
 * switch as a request header to the origin (which ignores it; visitors never see it): a re-run
 * whose deploy is live already reads from it what a rollback restores.
 */
const PREVIOUS_HEADER = 'X-Bunny-Previous-Deploy';
const DESCRIPTION_PREFIX = 'bunny-action static site:';
export const PRODUCTION_DESCRIPTION = `${DESCRIPTION_PREFIX} production`;
export const BLOCK_DESCRIPTION = `${DESCRIPTION_PREFIX} block direct requests to /${DEPLOYS_FOLDER}/`;
export const HTML_CACHE_DESCRIPTION = `${DESCRIPTION_PREFIX} html cache-control`;
export const previewDescription = (hostname: string) => `${DESCRIPTION_PREFIX} preview ${hostname.toLowerCase()}`;

/** docs.bunny.net/cdn/limits: defaults, which the platform raises on request. */
export const EDGE_RULE_LIMIT = 50;
export const HOSTNAME_LIMIT = 10;
export const TRIGGERS_PER_RULE = 5;
export const PATTERNS_PER_TRIGGER = 5;
/** Production's rule names its hostnames in at most five triggers of five patterns. */
export const PRODUCTION_HOSTNAME_MAX = TRIGGERS_PER_RULE * PATTERNS_PER_TRIGGER;

const ACTION_BLOCK_REQUEST = 4;
const ACTION_SET_RESPONSE_HEADER = 5;
const ACTION_SET_REQUEST_HEADER = 6;
const ACTION_ORIGIN_URL = 2;
const ACTION_ORIGIN_STORAGE = 17;
const ACTION_ORIGIN_MAGIC_CONTAINERS = 22;
const TRIGGER_URL = 0;
const MATCH_ANY = 0;
const MATCH_ALL = 1;
const MATCH_NONE = 2;
const DEPLOYS_PATTERN = `*/${DEPLOYS_FOLDER}/*`;
/**
 * The site's HTML: paths ending in `/`, `.html` and `.htm`, and pages without an extension, which
 * the edge serves from `<path>/index.html` (`/about`). A wildcard cannot say "no dot in the last
 * segment" (a URL trigger sees the host, which has dots), so that one is a Lua pattern
 * (docs.bunny.net/cdn/edge-rules/pattern-matching; SetResponseHeader runs at the cache layer,
 * where patterns are supported). URL triggers do not see the query string.
 */
const HTML_PATTERNS = ['*/', '*.html', '*.htm', 'pattern:^.*/[^/.]+$'];
/**
 * Pages whose last name has a dot (`/docs/v1.2`, from docs/v1.2/index.html) have no shape that
 * tells them from a file, so the rule names each (`*\/docs/v1.2`), in the room its shapes leave
 * within the platform's default limits: past them, the write would be refused.
 */
export const HTML_PAGE_ROOM = TRIGGERS_PER_RULE * PATTERNS_PER_TRIGGER - HTML_PATTERNS.length;
const pagePattern = (page: string) => `*${page}`;

/** The storage zone behind the site: OriginStorage names it by id (P1) and name (P2). */
export interface SiteStorage {
  id: number;
  name: string;
}

export type SiteTarget = { kind: 'production' } | { kind: 'preview'; hostname: string };

export function targetName(target: SiteTarget): string {
  return target.kind === 'production' ? 'production' : `the preview ${target.hostname}`;
}

export function descriptionOf(target: SiteTarget): string {
  return target.kind === 'production' ? PRODUCTION_DESCRIPTION : previewDescription(target.hostname);
}

const sameText = (a: string | null | undefined, b: string) => (a ?? '').trim().toLowerCase() === b.toLowerCase();

/** Deploy ids compare as the platform may store them: without regard to case. */
export const sameDeploy = (a: string | undefined, b: string | undefined) =>
  a !== undefined && b !== undefined && a.toLowerCase() === b.toLowerCase();

/** The rule of that description; several (a duplicate the platform made) are all returned, first kept. */
export function rulesDescribed(zone: PullZone, description: string): EdgeRule[] {
  return (zone.EdgeRules ?? []).filter((rule) => sameText(rule.Description, description));
}

/** Whether `rule` is the rule of this Guid (the platform's Guids compare without case). */
export const sameGuid = (rule: EdgeRule, guid: string): boolean => (rule.Guid ?? '').toLowerCase() === guid.toLowerCase();

/** The preview hostnames the zone has rules for (enabled or not), from the rules' descriptions. */
function previewHostnames(zone: PullZone): Set<string> {
  const prefix = `${DESCRIPTION_PREFIX} preview `;
  const descriptions = (zone.EdgeRules ?? []).map((rule) => (rule.Description ?? '').trim().toLowerCase());
  return new Set(
    descriptions.filter((description) => description.startsWith(prefix)).map((description) => description.slice(prefix.length)),
  );
}

/** Every exact hostname of the zone, lower case: a wildcard's pattern would answer for every preview under it. */
function zoneHostnameList(zone: PullZone): string[] {
  return (zone.Hostnames ?? [])
    .map((host) => (host.Value ?? '').trim().toLowerCase())
    .filter((host) => host !== '' && !isWildcardHostname(host));
}

/** Production's hostnames: every hostname of the zone that no preview rule claims. */
export function productionHostnames(zone: PullZone): string[] {
  const previews = previewHostnames(zone);
  return [...new Set(zoneHostnameList(zone).filter((host) => !previews.has(host)))].sort();
}

/** A folder parameter as the platform may store it: slashes collapsed, no leading or trailing one. */
const trimFolder = (folder: string | null | undefined) => (folder ?? '').replace(/\/+/g, '/').replace(/^\/|\/$/g, '');

/** The deploy folder (`deploys/<id>`) an OriginStorage rule points at, its id as written; enabled or not. */
const folderOfRule = (rule: EdgeRule) =>
  rule.ActionType === ACTION_ORIGIN_STORAGE ? /^deploys\/([A-Za-z0-9._-]+)$/i.exec(trimFolder(rule.ActionParameter3))?.[1] : undefined;

/** The value a rule's extra action of that type sets the header of that name to, trimmed. */
const headerValue = (rule: EdgeRule | undefined, type: number, name: string) =>
  (rule?.ExtraActions ?? []).find((extra) => extra.ActionType === type && sameText(extra.ActionParameter1, name))?.ActionParameter2?.trim();

/**
 * The deploy a rule serves: the folder of its OriginStorage action, `deploys/<id>`, in the case
 * its X-Bunny-Deploy header gives when that names the same folder. Undefined when the rule is
 * disabled or not of that form (edited by hand): the step then knows no deploy as live.
 */
export function deployOfRule(rule: EdgeRule | undefined): string | undefined {
  const folder = rule && rule.Enabled !== false ? folderOfRule(rule) : undefined;
  const header = headerValue(rule, ACTION_SET_RESPONSE_HEADER, DEPLOY_HEADER);
  return header !== undefined && sameDeploy(header, folder) ? header : folder;
}

/** The deploy live on a target, as the zone was read: undefined when there is no rule (or not one of the step's form). */
export function liveDeploy(zone: PullZone, target: SiteTarget): string | undefined {
  return deployOfRule(rulesDescribed(zone, descriptionOf(target))[0]);
}

/** The deploys a rule records as live before its own (PREVIOUS_HEADER), newest first; empty when it records none. */
export function recordedHistory(rule: EdgeRule | undefined): string[] {
  return parseHistory(headerValue(rule, ACTION_SET_REQUEST_HEADER, PREVIOUS_HEADER));
}

/**
 * The deploy live before the rule's deploy first went live, by its record: undefined when it
 * records none; `known` false when the record was cut off before it.
 */
export function recordedPrevious(rule: EdgeRule | undefined): { id: string | undefined; known: boolean } {
  return liveBefore((rule && folderOfRule(rule)) ?? '', recordedHistory(rule));
}

/** Why a rule of the site needs a deploy's folder: it serves it, or records it as the deploy a rollback restores. */
export type DeployUse = 'served' | 'recorded';

/**
 * Every deploy some rule of the site needs, lower case: the folder each points at (production's
 * and each preview's, disabled ones too), and the deploy each records as live before its own,
 * which previous-deploy-id names and a rollback restores. Served wins when a deploy is both.
 */
export function deploysInUse(zone: PullZone): Map<string, DeployUse> {
  const rules = zone.EdgeRules ?? [];
  const uses = new Map<string, DeployUse>();
  for (const rule of rules) {
    const previous = recordedPrevious(rule).id?.toLowerCase();
    if (previous !== undefined) uses.set(previous, 'recorded');
  }
  for (const rule of rules) {
    const folder = folderOfRule(rule)?.toLowerCase();
    if (folder !== undefined) uses.set(folder, 'served');
  }
  return uses;
}

const hostPattern = (hostname: string) => `*://${hostname.toLowerCase()}/*`;

type Trigger = NonNullable<EdgeRule['Triggers']>[number];
type Action = NonNullable<EdgeRule['ExtraActions']>[number];

const urlTrigger = (patterns: string[], matching = MATCH_ANY) => ({
  Type: TRIGGER_URL,
  PatternMatches: patterns,
  PatternMatchingType: matching,
  Parameter1: null,
});

/** URL patterns, any matching, PATTERNS_PER_TRIGGER to a trigger: the room a trigger has by default. */
const triggersOf = (patterns: readonly string[]) =>
  Array.from({ length: Math.ceil(patterns.length / PATTERNS_PER_TRIGGER) }, (_, i) =>
    urlTrigger(patterns.slice(i * PATTERNS_PER_TRIGGER, (i + 1) * PATTERNS_PER_TRIGGER)),
  );

/** An action with its parameters; OriginStorage's third is the folder. */
const header = (type: number, name: string, value: string, third: string | null = null) => ({
  ActionType: type,
  ActionParameter1: name,
  ActionParameter2: value,
  ActionParameter3: third,
});

/** A rule of the site: enabled, any trigger matching, no extra action, unless `rest` says otherwise. */
const rule = (
  description: string,
  action: EdgeRuleWrite['ExtraActions'][number],
  triggers: EdgeRuleWrite['Triggers'],
  rest: Partial<EdgeRuleWrite> = {},
): EdgeRuleWrite => ({
  ...action,
  Triggers: triggers,
  ExtraActions: [],
  TriggerMatchingType: MATCH_ANY,
  Description: description,
  Enabled: true,
  ...rest,
});

/** The deploys live before a rule's: newest first. */
type Before = readonly string[] | undefined;

/** Serves the deploy's folder, naming it in X-Bunny-Deploy, recording the deploys live before it when there were any. */
function serve(
  storage: SiteStorage,
  deployId: string,
  description: string,
  triggers: EdgeRuleWrite['Triggers'],
  rest: Partial<EdgeRuleWrite>,
  before: Before,
): EdgeRuleWrite {
  const origin = header(ACTION_ORIGIN_STORAGE, String(storage.id), storage.name, `/${DEPLOYS_FOLDER}/${deployId}/`);
  const history = before ?? [];
  const ExtraActions = [
    header(ACTION_SET_RESPONSE_HEADER, DEPLOY_HEADER, deployId),
    ...(history.length === 0 ? [] : [header(ACTION_SET_REQUEST_HEADER, PREVIOUS_HEADER, historyValue(history))]),
  ];
  return rule(description, origin, triggers, { ExtraActions, ...rest });
}

/**
 * Production: the URLs of its own hostnames, five to a trigger, any trigger matching. However
 * many previews the zone has, they take no room in it; it holds 25 production hostnames.
 */
export function productionRule(storage: SiteStorage, deployId: string, hostnames: readonly string[], before?: Before): EdgeRuleWrite {
  const patterns = [...new Set(hostnames.map((host) => host.toLowerCase()))].sort().map(hostPattern);
  return serve(storage, deployId, PRODUCTION_DESCRIPTION, triggersOf(patterns), {}, before);
}

/** A preview: that hostname only, not under /deploys/. Disabled, it claims the hostname before it is added. */
export function previewRule(storage: SiteStorage, deployId: string, hostname: string, enabled = true, before?: Before): EdgeRuleWrite {
  const triggers = [urlTrigger([hostPattern(hostname)]), urlTrigger([DEPLOYS_PATTERN], MATCH_NONE)];
  return serve(storage, deployId, previewDescription(hostname), triggers, { TriggerMatchingType: MATCH_ALL, Enabled: enabled }, before);
}

const NO_PARAMETERS = { ActionParameter1: null, ActionParameter2: null, ActionParameter3: null };

export const blockRule = (): EdgeRuleWrite =>
  rule(BLOCK_DESCRIPTION, { ActionType: ACTION_BLOCK_REQUEST, ...NO_PARAMETERS }, [urlTrigger([DEPLOYS_PATTERN])]);

/**
 * The Cache-Control of the site's HTML (its pages and every path ending in /), for browsers;
 * `pages`, URL paths that no shape covers, are named one by one, as many as HTML_PAGE_ROOM holds
 * (htmlPagesNamed says which).
 */
export function htmlCacheRule(cacheControl: string, pages: readonly string[] = []): EdgeRuleWrite {
  const patterns = [...HTML_PATTERNS, ...htmlPagesNamed(pages).named.map(pagePattern)];
  return rule(HTML_CACHE_DESCRIPTION, header(ACTION_SET_RESPONSE_HEADER, 'Cache-Control', cacheControl), triggersOf(patterns));
}

/** The pages the HTML rule names, in the order given, once each (URLs compare without regard to case), and those past its room. */
export function htmlPagesNamed(pages: readonly string[]): { named: string[]; left: string[] } {
  const seen = new Set<string>();
  const once: string[] = [];
  for (const page of pages) {
    if (seen.has(page.toLowerCase())) continue;
    seen.add(page.toLowerCase());
    once.push(page);
  }
  return { named: once.slice(0, HTML_PAGE_ROOM), left: once.slice(HTML_PAGE_ROOM) };
}

/** The site's HTML rule as read, when it is enabled. */
export function htmlRuleOf(zone: PullZone): EdgeRule | undefined {
  const [read] = rulesDescribed(zone, HTML_CACHE_DESCRIPTION);
  return read?.Enabled === false ? undefined : read;
}

/** The Cache-Control that the site's HTML rule, as read, sets; undefined without one (or one edited to do something else). */
export function htmlCacheControlOf(zone: PullZone): string | undefined {
  const read = htmlRuleOf(zone);
  return read?.ActionType === ACTION_SET_RESPONSE_HEADER && sameText(read.ActionParameter1, 'Cache-Control')
    ? read.ActionParameter2?.trim() || undefined
    : undefined;
}

/** A trigger that matches a URL on any of its patterns: where the HTML rule names its pages. */
const anyUrlTrigger = (trigger: Trigger) => (trigger.Type ?? 0) === TRIGGER_URL && (trigger.PatternMatchingType ?? 0) === MATCH_ANY;

/** The URL patterns of the site's HTML rule, as read (empty without it), trimmed: what it covers, in the rule's order. */
function htmlRulePatterns(zone: PullZone): string[] {
  return (htmlRuleOf(zone)?.Triggers ?? [])
    .filter(anyUrlTrigger)
    .flatMap((trigger) => trigger.PatternMatches ?? [])
    .map((pattern) => pattern.trim());
}

/** The pages the site's HTML rule, as read, names one by one (empty without it), in its order: recent deploys'. */
export function htmlPagesOf(zone: PullZone): string[] {
  const shapes = new Set(HTML_PATTERNS.map((pattern) => pattern.toLowerCase()));
  return htmlRulePatterns(zone)
    .filter((pattern) => pattern.startsWith('*/') && !shapes.has(pattern.toLowerCase()))
    .map((pattern) => pattern.slice(1));
}

/**
 * Of a site's pages that no shape covers, those the site's HTML rule, as read, does not cover for
 * that hostname, by any of its patterns (a hand-added `*\/docs/*` covers `/docs/v1.2`): all of
 * them when the zone has no such rule.
 */
export function pagesOutsideHtmlRule(zone: PullZone, hostname: string, pages: readonly string[]): string[] {
  const patterns = htmlRulePatterns(zone).filter((pattern) => !pattern.toLowerCase().startsWith('pattern:'));
  const url = (page: string) => `https://${hostname.toLowerCase()}${page}`;
  return pages.filter((page) => !patterns.some((pattern) => urlPatternMatches(pattern, url(page))));
}

/** htmlRuleWithPages' answer: the rule to write and the pages it has no room for, or why the step cannot write it. */
export type HtmlRuleWithPages = { rule: EdgeRuleWrite; left: string[] } | { unwritable: 'not-its-form' | 'too-many-patterns' };

/**
 * The site's HTML rule as read with `pages` named in it too, everything else as it is (its
 * Cache-Control, a pattern added by hand): in the room its triggers that match a URL on any
 * pattern have, then in triggers of their own, within the platform's default limits. Otherwise
 * why not, which the warning tells the user: `not-its-form` when a pattern more would not cover a
 * page more (an action other than a Cache-Control header, or triggers that must all match);
 * `too-many-patterns` when the rule is of that form but the step could not write it back as read,
 * a trigger holding more patterns than its write allows (EdgeRuleWrite).
 */
export function htmlRuleWithPages(zone: PullZone, pages: readonly string[]): HtmlRuleWithPages {
  const read = htmlRuleOf(zone);
  if (read === undefined || htmlCacheControlOf(zone) === undefined || (read.TriggerMatchingType ?? 0) !== MATCH_ANY) {
    return { unwritable: 'not-its-form' };
  }
  if ((read.Triggers ?? []).some((trigger) => (trigger.PatternMatches ?? []).length > PATTERNS_PER_TRIGGER)) {
    return { unwritable: 'too-many-patterns' };
  }
  const waiting = pages.map(pagePattern);
  const triggers = (read.Triggers ?? []).map((trigger) => {
    const patterns = [...(trigger.PatternMatches ?? [])];
    if (anyUrlTrigger(trigger)) patterns.push(...waiting.splice(0, Math.max(0, PATTERNS_PER_TRIGGER - patterns.length)));
    return {
      Type: trigger.Type ?? TRIGGER_URL,
      PatternMatches: patterns,
      PatternMatchingType: trigger.PatternMatchingType ?? MATCH_ANY,
      Parameter1: trigger.Parameter1 ?? null,
    };
  });
  const room = Math.max(0, TRIGGERS_PER_RULE - triggers.length) * PATTERNS_PER_TRIGGER;
  triggers.push(...triggersOf(waiting.splice(0, room)));
  const action = (from: Action) => ({
    ActionType: from.ActionType ?? 0,
    ActionParameter1: from.ActionParameter1 ?? null,
    ActionParameter2: from.ActionParameter2 ?? null,
    ActionParameter3: from.ActionParameter3 ?? null,
  });
  const written = rule(read.Description ?? HTML_CACHE_DESCRIPTION, action(read), triggers, {
    ExtraActions: (read.ExtraActions ?? []).map(action),
  });
  return { rule: written, left: waiting.map((pattern) => pattern.slice(1)) };
}

/** The target's rule; for production, naming those hostnames. */
export function ruleFor(
  target: SiteTarget,
  storage: SiteStorage,
  deployId: string,
  productionHosts: readonly string[],
  before?: Before,
): EdgeRuleWrite {
  return target.kind === 'production'
    ? productionRule(storage, deployId, productionHosts, before)
    : previewRule(storage, deployId, target.hostname, true, before);
}

/** A parameter as compared: `null` and `""` are the same, surrounding space is not meaning. */
const param = (value: string | null | undefined) => (value ?? '').trim();

function triggerKey(trigger: Trigger): string {
  const patterns = [...(trigger.PatternMatches ?? [])].map((pattern) => pattern.trim().toLowerCase()).sort();
  return JSON.stringify([trigger.Type ?? 0, trigger.PatternMatchingType ?? 0, param(trigger.Parameter1).toLowerCase(), patterns]);
}

function actionKey(action: Action): string {
  // A header's name is case-insensitive; its value is compared as written.
  const header = action.ActionType === ACTION_SET_RESPONSE_HEADER;
  return JSON.stringify([
    action.ActionType ?? 0,
    header ? param(action.ActionParameter1).toLowerCase() : param(action.ActionParameter1),
    param(action.ActionParameter2),
    param(action.ActionParameter3),
  ]);
}

const sortedKeys = <T>(items: readonly T[] | null | undefined, key: (item: T) => string) => (items ?? []).map(key).sort();

/** The record of the deploy live before is history, not what the rule does: read-backs leave it out. */
const isRecord = (action: Action) => action.ActionType === ACTION_SET_REQUEST_HEADER && sameText(action.ActionParameter1, PREVIOUS_HEADER);
const withoutRecord = (actions: readonly Action[] | null | undefined) => (actions ?? []).filter((action) => !isRecord(action));

/**
 * Whether the rule as read does what the step would write: the same action and parameters (the
 * folder with the platform's normalisation of slashes and case, the zone name without regard
 * to case, `null` as `""`), the same triggers and extra actions in any order, enabled alike.
 * A form the platform normalised is not "another writer", and such a rule is not rewritten.
 */
export function ruleIsAsWritten(read: EdgeRule | undefined, wanted: EdgeRuleWrite): boolean {
  if (!read) return false;
  const origin = wanted.ActionType === ACTION_ORIGIN_STORAGE;
  return (
    (read.Enabled !== false) === (wanted.Enabled !== false) &&
    read.ActionType === wanted.ActionType &&
    (read.TriggerMatchingType ?? 0) === wanted.TriggerMatchingType &&
    param(read.ActionParameter1) === param(wanted.ActionParameter1) &&
    (origin
      ? param(read.ActionParameter2).toLowerCase() === param(wanted.ActionParameter2).toLowerCase() &&
        trimFolder(read.ActionParameter3).toLowerCase() === trimFolder(wanted.ActionParameter3).toLowerCase()
      : actionKey(read) === actionKey(wanted)) &&
    JSON.stringify(sortedKeys(read.Triggers, triggerKey)) === JSON.stringify(sortedKeys(wanted.Triggers, triggerKey)) &&
    JSON.stringify(sortedKeys(withoutRecord(read.ExtraActions), actionKey)) ===
      JSON.stringify(sortedKeys(withoutRecord(wanted.ExtraActions), actionKey))
  );
}

export function hasHostname(zone: PullZone, hostname: string): boolean {
  return (zone.Hostnames ?? []).some((host) => sameText(host.Value, hostname));
}

/**
 * The site's address (`url`, which the step polls over https) and production's custom hostnames
 * passed over for it. Production's is its first custom hostname that is an address (zone-address:
 * never a wildcard), is not a preview's and has a certificate: one without (a domain added but
 * not yet pointed or certified) fails every TLS handshake, so polling it would fail, and roll
 * back, a deploy that works. Else the system hostname, which always has one. A preview's address is its hostname.
 */
export function siteAddress(zone: PullZone, target: SiteTarget): { url: string | undefined; uncertified: string[] } {
  if (target.kind === 'preview') return { url: `https://${target.hostname.toLowerCase()}/`, uncertified: [] };
  const previews = previewHostnames(zone);
  const system = systemHostname(zone);
  const custom = zoneHostnameList(zone).filter((name) => name !== system && !previews.has(name) && isAddressHostname(name));
  const chosen = custom.findIndex((name) => hasCertificate(zone, name));
  const host = chosen === -1 ? system : custom[chosen];
  const uncertified = chosen === -1 ? custom : custom.slice(0, chosen);
  return { url: host === undefined ? undefined : `https://${host}/`, uncertified };
}

/** The pull zone's system hostname (`<name>.b-cdn.net`): where a preview's CNAME points. */
export function systemHostname(zone: PullZone): string | undefined {
  return (zone.Hostnames ?? []).find((host) => host.IsSystemHostname)?.Value?.toLowerCase();
}

export function hasCertificate(zone: PullZone, hostname: string): boolean {
  return (zone.Hostnames ?? []).some((host) => sameText(host.Value, hostname) && host.HasCertificate === true);
}

/**
 * Whether the hostname is production's: the system hostname, or one that production's rule, as
 * read, answers for (every hostname of the zone without a preview rule, once a production deploy
 * wrote it).
 */
export function servesProduction(zone: PullZone, hostname: string): boolean {
  return hostname.trim().toLowerCase() === systemHostname(zone) || productionAnswersFor(zone, hostname);
}

/** A URL pattern of the edge (`*` any run of characters, no regard to case) tested on a URL. */
function urlPatternMatches(pattern: string, url: string): boolean {
  const source = pattern
    .trim()
    .split('*')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}$`, 'is').test(url);
}

/** How a trigger's patterns, or a rule's triggers, combine (MatchAny, MatchAll, MatchNone): combineMaybe's rule on known answers. */
function matches(results: boolean[], matching: number | undefined): boolean {
  return (
    combineMaybe(
      results.map((result): Maybe => (result ? 'yes' : 'no')),
      matching,
    ) === 'yes'
  );
}

/**
 * Whether production's rule, as read, answers for a hostname's home page: a rule of an earlier
 * form of this action (which excluded previews one by one) or one edited by hand may. Only URL
 * triggers are evaluated; a rule with another kind is taken to answer (the cautious reading).
 */
export function productionAnswersFor(zone: PullZone, hostname: string): boolean {
  const [rule] = rulesDescribed(zone, PRODUCTION_DESCRIPTION);
  if (!rule || rule.Enabled === false) return false;
  const triggers = rule.Triggers ?? [];
  if (triggers.some((trigger) => (trigger.Type ?? 0) !== TRIGGER_URL)) return true;
  const url = `https://${hostname.toLowerCase()}/`;
  const results = triggers.map((trigger) =>
    matches(
      (trigger.PatternMatches ?? []).map((pattern) => urlPatternMatches(pattern, url)),
      trigger.PatternMatchingType,
    ),
  );
  return triggers.length > 0 && matches(results, rule.TriggerMatchingType);
}

/**
 * A rule's answer for the visits of the site's address, a visitor's and the verification's: `maybe`
 * when it depends on the visitor (a country, a header), differs between the two (a query string),
 * or cannot be read.
 */
type Maybe = 'yes' | 'no' | 'maybe';

function combineMaybe(results: readonly Maybe[], matching: number | undefined): Maybe {
  const any = (value: Maybe) => results.includes(value);
  if (matching === MATCH_ALL) return results.length === 0 || any('no') ? 'no' : any('maybe') ? 'maybe' : 'yes';
  if (matching === MATCH_NONE) return any('yes') ? 'no' : any('maybe') ? 'maybe' : 'yes';
  return any('yes') ? 'yes' : any('maybe') ? 'maybe' : 'no';
}

const TRIGGER_RESPONSE_HEADER = 2;
const TRIGGER_URL_EXTENSION = 3;
const TRIGGER_QUERY_STRING = 6;
const TRIGGER_STATUS_CODE = 8;
const TRIGGER_REQUEST_METHOD = 9;
const TRIGGER_ORIGIN_RETRY_ATTEMPT = 12;
const TRIGGER_ORIGIN_CONNECTION_ERROR = 13;
/** Triggers on the origin's answer or its failure: an origin rule of theirs fails over, it does not serve a visit the origin answers. */
const ANSWER_TRIGGERS = [TRIGGER_RESPONSE_HEADER, TRIGGER_STATUS_CODE, TRIGGER_ORIGIN_RETRY_ATTEMPT, TRIGGER_ORIGIN_CONNECTION_ERROR];

/** One condition on a value of the visit: a Lua pattern after `pattern:` (unknown when not translated), else a wildcard. */
function conditionOn(pattern: string, value: string): Maybe {
  const trimmed = pattern.trim();
  if (!trimmed.toLowerCase().startsWith('pattern:')) return urlPatternMatches(trimmed, value) ? 'yes' : 'no';
  const lua = luaPattern(trimmed.slice('pattern:'.length));
  return lua === undefined ? 'maybe' : lua.test(value) ? 'yes' : 'no';
}

/** All alike: `yes` or `no` when every answer is, else `maybe` (readings or visits that disagree). */
function agree(answers: readonly Maybe[]): Maybe {
  if (answers.length > 0 && answers.every((answer) => answer === 'yes')) return 'yes';
  return answers.every((answer) => answer === 'no') ? 'no' : 'maybe';
}

/**
 * The query parameter the switch's verification adds to every visit of the site's address (its
 * polls, its first round, its home-page check): `?bunny-deploy-check=<nonce>`, the nonce made of
 * the deploy id (letters, digits, `.`, `_`, `-`), then base-36 digits and `-` (switch-verification.ts).
 */
export const VERIFY_QUERY_PARAMETER = 'bunny-deploy-check';
/** What a nonce may hold, once in the URL (none of it is escaped there), and never empty. */
const NONCE_CHARACTER = /^[a-z0-9._-]$/;
/** Nonces a Lua pattern is read on: it cannot be weighed on every nonce, as a wildcard is. */
const NONCE_SAMPLES = ['0', 'z', 'Release_1.2-mf3k9x2q-4fj9x2'];

/**
 * A wildcard pattern (`*` any run, no regard to case) on a value made of `known` and then a
 * nonce, which may be any non-empty run of NONCE_CHARACTER: `yes` when it matches whatever the
 * nonce, `no` when it matches none, else `maybe`. The pattern is run as an automaton over `known`;
 * then it matches every nonce when a state left is followed by stars only (one at least), and
 * some nonce when a state left is followed by what a nonce can spell (stars and nonce characters).
 */
function wildcardBeforeNonce(pattern: string, known: string): Maybe {
  const chars = [...pattern.trim().toLowerCase()];
  const close = (states: Set<number>) => {
    for (const state of states) if (chars[state] === '*') states.add(state + 1);
    return states;
  };
  let states = close(new Set([0]));
  for (const c of known.toLowerCase()) {
    const next = new Set<number>();
    for (const state of states) {
      if (chars[state] === '*') next.add(state);
      else if (chars[state] === c) next.add(state + 1);
    }
    states = close(next);
  }
  const rests = [...states].map((state) => chars.slice(state));
  if (rests.some((rest) => rest.length > 0 && rest.every((c) => c === '*'))) return 'yes';
  return rests.some((rest) => rest.length > 0 && rest.every((c) => c === '*' || NONCE_CHARACTER.test(c))) ? 'maybe' : 'no';
}

/** One condition on `known` followed by a nonce (wildcardBeforeNonce); a Lua pattern is read on NONCE_SAMPLES. */
function conditionBeforeNonce(pattern: string, known: string): Maybe {
  if (!pattern.trim().toLowerCase().startsWith('pattern:')) return wildcardBeforeNonce(pattern, known);
  return agree(NONCE_SAMPLES.map((sample) => conditionOn(pattern, `${known}${sample}`)));
}

/**
 * The two visits of the site's address a rule is weighed on: a visitor's plain one (no query
 * string) and the verification's (`?bunny-deploy-check=<nonce>`).
 */
type Visit = 'plain' | 'check';

/**
 * A query-string trigger (UrlQueryString) on one visit of the site's address: a visitor's plain
 * one (no query string) or the verification's (`bunny-deploy-check=<nonce>`, which the platform
 * may hand the condition with its `?` or without: both are weighed). Parameter1 is documented for
 * header triggers only (facts 2.3): a query-string trigger with one is weighed both as on the
 * whole query string and as on the value of the parameter it names (absent: no value, or an empty
 * one), and is `maybe` when the two readings differ.
 */
function queryTriggerOnVisit(trigger: Trigger, visit: Visit): Maybe {
  const patterns = trigger.PatternMatches ?? [];
  const each = (condition: (pattern: string) => Maybe) => combineMaybe(patterns.map(condition), trigger.PatternMatchingType);
  const absent = agree([each(() => 'no'), each((pattern) => conditionOn(pattern, ''))]);
  const plainWhole = each((pattern) => conditionOn(pattern, ''));
  const checkWhole = agree(['', '?'].map((mark) => each((pattern) => conditionBeforeNonce(pattern, `${mark}${VERIFY_QUERY_PARAMETER}=`))));
  const name = param(trigger.Parameter1).toLowerCase();
  const plain = name === '' ? plainWhole : agree([plainWhole, absent]);
  const checkNamed = name === VERIFY_QUERY_PARAMETER ? each((pattern) => conditionBeforeNonce(pattern, '')) : absent;
  return visit === 'plain' ? plain : name === '' ? checkWhole : agree([checkWhole, checkNamed]);
}

/**
 * Whether a trigger matches the visits of the site's address (`https://<host>/`, no extension):
 * a plain GET of it, answered by the origin, by a visitor (no query string) and by the
 * verification (`?bunny-deploy-check=<nonce>`). The URL is tested (the edge leaves the query
 * string out of it), the method is GET, the query string on the visit weighed (queryTriggerOnVisit);
 * an extension names none (one whose pattern would match no extension at all, `*`, is unknown);
 * a trigger on the answer or the origin's failure does not pick the origin of a page served; what
 * depends on the visitor (a country, an address, a header, a cookie, a random chance), or a type
 * the platform added since, may match.
 */
function triggerOnVisit(trigger: Trigger, url: string, visit: Visit): Maybe {
  const type = trigger.Type ?? TRIGGER_URL;
  if (ANSWER_TRIGGERS.includes(type)) return 'no';
  const patterns = trigger.PatternMatches ?? [];
  const on = (value: string) =>
    combineMaybe(
      patterns.map((pattern) => conditionOn(pattern, value)),
      trigger.PatternMatchingType,
    );
  switch (type) {
    case TRIGGER_URL:
      return on(url);
    case TRIGGER_REQUEST_METHOD:
      return on('GET');
    case TRIGGER_QUERY_STRING:
      return queryTriggerOnVisit(trigger, visit);
    case TRIGGER_URL_EXTENSION:
      return combineMaybe(
        patterns.map((pattern) => (conditionOn(pattern.trim().replace(/^\./, ''), '') === 'no' ? 'no' : 'maybe')),
        trigger.PatternMatchingType,
      );
    default:
      return 'maybe';
  }
}

/**
 * Whether a rule matches those visits, its triggers combined as its TriggerMatchingType says; one
 * without triggers, which the docs do not cover (the emulator applies it to nothing), may.
 */
function ruleOnVisit(rule: EdgeRule, url: string, visit: Visit): Maybe {
  const triggers = rule.Triggers ?? [];
  if (triggers.length === 0) return 'maybe';
  return combineMaybe(
    triggers.map((trigger) => triggerOnVisit(trigger, url, visit)),
    rule.TriggerMatchingType,
  );
}

const ORIGIN_ACTIONS = [ACTION_ORIGIN_URL, ACTION_ORIGIN_STORAGE, ACTION_ORIGIN_MAGIC_CONTAINERS];

/** Whether the rule is one of the site's own (the block, production's, a preview's, the HTML rule): made by this action. */
function isSiteRule(rule: EdgeRule): boolean {
  const description = (rule.Description ?? '').trim().toLowerCase();
  return (
    [BLOCK_DESCRIPTION, PRODUCTION_DESCRIPTION, HTML_CACHE_DESCRIPTION].some((own) => own.toLowerCase() === description) ||
    description.startsWith(`${DESCRIPTION_PREFIX} preview `)
  );
}

/** A rule the action did not make whose origin action serves the site's address (`certain`), or may for some visitors. */
export interface ForeignOrigin {
  rule: EdgeRule;
  certain: boolean;
}

/**
 * The enabled rules this action did not make (by hand in the dashboard, or a site rule of the
 * platform's CLI, `bunny sites`, which serves every URL not under /deploys/: facts 2.1) that have
 * an origin action, OriginUrl (2), OriginStorage (17) or OriginMagicContainers (22), as their
 * action or an extra one, and match the visits of the hostname's home page over https, a plain
 * GET by a visitor and the verification's, which adds `?bunny-deploy-check=<nonce>` (ruleOnVisit):
 * `certain` when they match every visitor's plain visit, whatever the verification's meets; not
 * when they may for some visitors only (a country, a header, a random chance), match the
 * verification's visit only (a query string), or cannot be read
 * (a Lua pattern not translated). Only the first matching origin action runs, by OrderIndex: such a
 * rule serves its own origin there, while the site's X-Bunny-Deploy header, cumulative, still
 * names the deploy. `siteOrder` is the OrderIndex of the site's rule as read, which its update
 * sends again: a rule ordered after it is left out; one at the same index (creation order
 * decides, which a read does not show), or without one, counts. Undefined when the step adds the
 * site's rule: added by API without OrderIndex it goes last (facts 5, the likely reading, not a
 * documented one), so every matching rule counts; or when the site's rule reads none, whose place
 * a read does not show, so every matching rule counts too.
 *
 * RunEdgeScript (21) is left out: a middleware script runs in front of the origin the rules pick
 * (the site's rule still picks the deploy's folder), and most pass the request through (headers,
 * redirects, access checks); refusing it would refuse every site with a middleware script on all
 * its URLs, and what a script answers cannot be read from its rule (one that answers in the
 * site's place is not caught here).
 */
export function originRulesBefore(zone: PullZone, hostname: string, siteOrder: number | undefined): ForeignOrigin[] {
  const url = `https://${hostname.trim().toLowerCase()}/`;
  return (zone.EdgeRules ?? []).flatMap((rule) => {
    if (rule.Enabled === false || isSiteRule(rule)) return [];
    // Ordered after the site's rule, which the update keeps where it is: the site's runs first.
    if (siteOrder !== undefined && rule.OrderIndex !== undefined && rule.OrderIndex > siteOrder) return [];
    const actions = [rule.ActionType, ...(rule.ExtraActions ?? []).map((extra) => extra.ActionType)];
    if (!actions.some((type) => type !== undefined && ORIGIN_ACTIONS.includes(type))) return [];
    // Each visit weighed whole, its triggers combined: a rule negated at its level (MatchNone) may
    // serve one visit and not the other. Refused when it serves every visitor's; warned when it
    // may serve some visitors, or the verification's visit only (which it would then judge).
    const plain = ruleOnVisit(rule, url, 'plain');
    const check = ruleOnVisit(rule, url, 'check');
    return plain === 'no' && check === 'no' ? [] : [{ rule, certain: plain === 'yes' }];
  });
}

/**
 * Whether a rule is the site rule the platform's CLI, `bunny sites`, leaves (facts 2.1): an origin
 * action (OriginStorage, or OriginUrl in its hop version) on every URL not under /deploys/.
 */
export function isBunnySitesRule(rule: EdgeRule): boolean {
  const [trigger, ...more] = rule.Triggers ?? [];
  return (
    trigger !== undefined &&
    more.length === 0 &&
    (rule.ActionType === ACTION_ORIGIN_STORAGE || rule.ActionType === ACTION_ORIGIN_URL) &&
    (trigger.Type ?? TRIGGER_URL) === TRIGGER_URL &&
    trigger.PatternMatchingType === MATCH_NONE &&
    (trigger.PatternMatches ?? []).length === 1 &&
    sameText(trigger.PatternMatches?.[0], DEPLOYS_PATTERN)
  );
}
