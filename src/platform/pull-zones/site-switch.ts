import { ApiError } from '../../api/api-error.ts';
import { firstLine } from '../../http/wording.ts';
import { extendHistory } from './deploy-history.ts';
import type { EdgeRule, EdgeRuleWrite, PullZone } from '../../api/models/pull-zone.ts';
import type { PlatformClient } from '../../api/platform-client.ts';
import { issueCertificate, WILDCARD_SETUP_DOCS, type CertificateWait } from './certificates.ts';
import { EDGE_CERTIFICATE_WAIT_MS } from './edge-certificate.ts';
import { RuleRemoved, ZoneWriter } from './rule-writes.ts';
import {
  BLOCK_DESCRIPTION,
  EDGE_RULE_LIMIT,
  HOSTNAME_LIMIT,
  HTML_CACHE_DESCRIPTION,
  PATTERNS_PER_TRIGGER,
  PRODUCTION_DESCRIPTION,
  PRODUCTION_HOSTNAME_MAX,
  blockRule,
  deployOfRule,
  descriptionOf,
  hasCertificate,
  hasHostname,
  isBunnySitesRule,
  liveDeploy,
  originRulesBefore,
  previewDescription,
  previewRule,
  productionAnswersFor,
  productionHostnames,
  ruleFor,
  recordedHistory,
  recordedPrevious,
  ruleIsAsWritten,
  rulesDescribed,
  sameGuid,
  sameDeploy,
  servesProduction,
  siteAddress,
  targetName,
  TRIGGERS_PER_RULE,
  VERIFY_QUERY_PARAMETER,
  type SiteStorage,
} from './site-rules.ts';
import { coveringWildcard, servingWildcard, wildcardOverUncertified } from './wildcard-hostnames.ts';
import { planHtmlRule, type HtmlRuleRequest } from './html-rule.ts';

/*
 * The switch of a site to a deploy. The platform has no conditional write on rules and loses
 * one of two writes that overlap, so:
 * - a step writes only the rules of its own target (and the shared block and HTML rules, which
 *   every step writes alike): a preview never writes production's rule (see site-rules.ts);
 * - every write is decided from a read made right before it: the zone is read again before
 *   each write, the next change is derived from that read, and the target's rule is written
 *   only while it still serves what it served when the step began (compare-and-swap);
 * - the step's writes go one at a time (ZoneWriter), and what was written is checked on the
 *   next read by what it does: a write the platform lost is written again once, then the step
 *   fails naming the writer that won; only a write that read shows is said to be done.
 */

/** The switch's request; its HTML rule's part is html-rule.ts's. */
export interface SwitchRequest extends HtmlRuleRequest {
  storage: SiteStorage;
  /** only-if-live-deploy-id: switch only while this deploy is live on the target. */
  onlyIfLive?: string | undefined;
}

/** One change of a switch, as a dry run shows it. */
export type ZoneChange =
  | { kind: 'add-hostname'; hostname: string }
  | { kind: 'remove-hostname'; hostname: string }
  | { kind: 'certificate'; hostname: string }
  /** A certificate the zone has for a preview not live yet: the edge must serve it before the switch. */
  | { kind: 'edge-certificate'; hostname: string }
  | { kind: 'create' | 'heal' | 'switch' | 'claim'; description: string; guid: string | undefined; rule: EdgeRuleWrite }
  | { kind: 'delete'; description: string; guid: string };

export interface SwitchDecision {
  request: SwitchRequest;
  /** The deploy the target served when the step read the zone; undefined: none (or a rule not of the step's form). */
  live: string | undefined;
  /**
   * What a rollback restores (previous-deploy-id): the deploy live before this one went live.
   * On a switch, the one live now; on a re-run whose deploy is live already, the one live
   * before it first went live, by its rule's record, undefined when it records none.
   */
  previous: string | undefined;
  /** A re-run whose rule's record was cut off before its deploy first went live: `previous` is unknown, not none. */
  previousCutOff: boolean;
  /** Already serving the deploy: nothing to switch (a hand-edited rule may still be healed). */
  alreadyLive: boolean;
  changes: ZoneChange[];
  /** Why the switch is refused before any write; empty when it may go ahead. */
  refusals: string[];
  /**
   * What the platform may refuse (a default limit), and the deploy's pages the site's HTML rule
   * leaves out: said before the write, not refused here.
   */
  warnings: string[];
  /** The deploy's pages the site's HTML rule leaves to the pull zone's Cache-Control, which a warning named. */
  htmlPagesUncovered: string[];
  /** Rules the action did not make that may serve the site's address to some visitors (shadowWarning): said in the log and the summary. */
  foreignWarning: string | undefined;
  url: string | undefined;
  /** Production's custom hostnames that `url` passed over: they have no certificate. */
  uncertified: string[];
  /**
   * The hostnames the target answers on, as read: production's (every one of the zone that no
   * preview takes, `url`'s among them); none for a preview. A redirect of the home page to one is the site's own.
   */
  siteHosts: string[];
  /** The wildcard hostname of the zone that serves the preview (no hostname of its own, no certificate to ask for). */
  wildcard: string | undefined;
  ruleCount: number;
  hostnameCount: number;
}

/**
 * What a switch waits for: the zone to read a certificate the step asked for, then the edge to
 * serve it (`edgeServes`), before the switch is written.
 */
export interface SwitchWait extends CertificateWait {
  /** `fresh`: the step had the certificate issued; otherwise an earlier step did, for a preview not live yet. */
  edgeServes: (hostname: string, fresh: boolean) => Promise<void>;
}

/** What a switch says as it goes. */
export interface SwitchReport {
  /** A write that a read showed done. */
  write: (line: string) => void;
  /**
   * A duplicate rule the step gave up deleting, which cannot change which deploy the target
   * serves (`enabled`: whether the edge runs it at all): a warning, the step's outcome stands.
   */
  leftOver: (rule: { description: string; guid: string; enabled: boolean }, warning: string) => void;
}

/**
 * Why a switch stopped before it was done, the step failing on it:
 * - `another-writer`: another writer changed the target (another deploy switched it, or its rule
 *   was changed); which deploy should be live is for the user to check;
 * - `gone`: what the step needs is gone (the preview removed, its certificate), or a loss that
 *   reads the same; nothing is written again, a re-run decides;
 * - `lost`: the platform kept losing the step's own write, written twice: the message says what
 *   was written, what is live and what a re-run does;
 * - `shadowed`: an origin rule the action did not make, which would serve the site in the switch's
 *   place, appeared after the step read the zone (shadowRefusal): the switch is not written.
 */
export class SwitchConflict extends Error {
  override readonly name = 'SwitchConflict';

  /** The summary's verdict: what happened, in a line. */
  readonly verdict: string;
  readonly kind: 'another-writer' | 'gone' | 'lost' | 'shadowed';
  /**
   * `lost` after the switch itself was written (the target's rule reads back serving the deploy),
   * which only a duplicate's delete comes after: the copy of the target's rule kept, serving
   * `serves` (by its folder; undefined: none of the step's deploys), which the edge may run first.
   */
  readonly switched: { description: string; guid: string; serves: string | undefined } | undefined;
  /**
   * The message says what of the preview the step left on the zone, having undone what a close
   * meanwhile could not see (the hostname it added after the close read the zone), or how to.
   */
  readonly saysWhatIsLeft: boolean;
  /**
   * The target serves the deploy by this step's own rewrite, which the platform made into a rule
   * of another Guid (the rule it rewrote was removed meanwhile): switched, though the step writes
   * nothing more and verifies nothing.
   */
  readonly servesOwnWrite: boolean;

  constructor(
    message: string,
    verdict: string,
    kind: SwitchConflict['kind'],
    switched?: SwitchConflict['switched'],
    saysWhatIsLeft = false,
    servesOwnWrite = false,
  ) {
    super(message);
    this.verdict = verdict;
    this.kind = kind;
    this.switched = switched;
    this.saysWhatIsLeft = saysWhatIsLeft;
    this.servesOwnWrite = servesOwnWrite;
  }
}

/**
 * A switch whose write of the target's rule the platform answered, after which the step stopped
 * before a read showed it kept: `failure` (the platform's or the network's) is why, the read after
 * the write failing on every attempt, or, once a read showed the switch (`readBack`), a later
 * request (a duplicate's delete, or the read after it): `failed` says which kind. The switch may
 * serve already, so the caller takes it as written, not as nothing switched. Never for a deploy
 * live already: its step made no switch.
 */
export class SwitchUnsettled extends Error {
  override readonly name = 'SwitchUnsettled';
  readonly failure: ApiError;
  readonly readBack: boolean;
  readonly failed: 'read' | 'write';

  constructor(failure: ApiError, readBack: boolean, failed: 'read' | 'write') {
    super(failure.message, { cause: failure });
    this.failure = failure;
    this.readBack = readBack;
    this.failed = failed;
  }
}

/** A preview removed: its rule or its route gone after it served (a remove-site-preview, its pull request closed). */
const PREVIEW_REMOVED = 'The preview was removed meanwhile: a re-run decides';
/**
 * A preview's rule that this step wrote first (its claim, or its switch under a wildcard) not read
 * back: a remove-site-preview reads the same as the platform losing the write, so neither is said.
 */
const PREVIEW_RULE_GONE = "The preview's rule is gone (removed meanwhile, or the platform lost the write): a re-run decides";
const ANOTHER_DEPLOY = 'Another deploy switched the site meanwhile';

export const deployName = (deploy: string | undefined) => (deploy === undefined ? 'no deploy' : `deploy ${deploy}`);
const sameLive = (a: string | undefined, b: string | undefined) => (a === undefined ? b === undefined : sameDeploy(a, b));

function deletes(rules: readonly EdgeRule[], description: string): ZoneChange[] {
  return rules.filter((rule) => rule.Guid).map((rule) => ({ kind: 'delete', description, guid: rule.Guid ?? '' }));
}

/** A rule to write, unless the zone holds one that does the same already. */
function ruleChange(zone: PullZone, rule: EdgeRuleWrite, switching: boolean): ZoneChange[] {
  const [read] = rulesDescribed(zone, rule.Description);
  if (read && ruleIsAsWritten(read, rule)) return [];
  const kind = switching ? 'switch' : read ? 'heal' : 'create';
  // An update keeps the rule's place: without OrderIndex the platform may move it (last, as it adds one).
  const placed = read?.OrderIndex === undefined ? rule : { ...rule, OrderIndex: read.OrderIndex };
  return [{ kind, description: rule.Description, guid: read?.Guid ?? undefined, rule: placed }];
}

/**
 * The deploy a rollback of this switch restores: the one live on the target now, or, when the
 * target serves this deploy already, the one live before it first went live, by its rule's
 * record: a promote-site back to it recorded the deploy it rolled away from as the newest, and
 * that one is never what a re-run restores.
 */
function previousOf(zone: PullZone, request: SwitchRequest): { id: string | undefined; known: boolean } {
  const live = liveDeploy(zone, request.target);
  if (!sameDeploy(live, request.deployId)) return { id: live, known: true };
  return recordedPrevious(rulesDescribed(zone, descriptionOf(request.target))[0]);
}

/** What the target's rule records once switched: the deploy it replaces, then what that one's rule recorded; a re-run keeps the record. */
function historyOf(zone: PullZone, request: SwitchRequest): string[] {
  const recorded = recordedHistory(rulesDescribed(zone, descriptionOf(request.target))[0]);
  const live = liveDeploy(zone, request.target);
  return sameDeploy(live, request.deployId) ? recorded : extendHistory(live, recorded);
}

/**
 * The changes that make the zone serve `deployId` on the target, from the zone as read, in the
 * order they are made. A new preview first claims its hostname with its rule, disabled (so that
 * production, which serves every hostname no preview claims, never takes it), then adds the
 * hostname and has its certificate issued, and only then switches: a certificate that cannot
 * be had fails the step before anything serves the preview. A preview that a wildcard hostname
 * of the zone serves writes its rule only.
 */
function switchChanges(
  zone: PullZone,
  request: SwitchRequest,
  rescue = request.target.kind === 'preview' ? rescuingWildcard(zone, request.target.hostname) : undefined,
): ZoneChange[] {
  const { target, storage, deployId } = request;
  const changes: ZoneChange[] = [];
  if (target.kind === 'preview') {
    const description = previewDescription(target.hostname);
    // The preview's own hostname, left without its certificate, keeps the wildcard from serving it.
    if (rescue !== undefined) changes.push({ kind: 'remove-hostname', hostname: target.hostname });
    // Under a wildcard nothing is added that production could take, so there is nothing to claim.
    else if (servingWildcard(zone, target.hostname) === undefined) {
      if (rulesDescribed(zone, description).length === 0)
        changes.push({ kind: 'claim', description, guid: undefined, rule: previewRule(storage, deployId, target.hostname, false) });
      if (!hasHostname(zone, target.hostname)) changes.push({ kind: 'add-hostname', hostname: target.hostname });
      if (!hasCertificate(zone, target.hostname)) changes.push({ kind: 'certificate', hostname: target.hostname });
      // A re-run after the edge did not serve a fresh certificate in time (or after it landed too
      // late): the zone has it, the edge may not serve it yet, and no earlier step switched to it.
      else if (liveDeploy(zone, target) === undefined) changes.push({ kind: 'edge-certificate', hostname: target.hostname });
    }
  }
  changes.push(...ruleChange(zone, blockRule(), false));
  // The HTML rule, once at most and before the switch: nothing after it is left to lose.
  const html = planHtmlRule(zone, request).rule;
  if (html !== undefined) changes.push(...ruleChange(zone, html, false));
  // The target's rule: production names the hostnames no preview claims; either records the
  // deploys live before it, so that a re-run can still name the one a rollback restores.
  const rule = ruleFor(target, storage, deployId, productionHostnames(zone), historyOf(zone, request));
  changes.push(...ruleChange(zone, rule, !sameDeploy(liveDeploy(zone, target), deployId)));
  // Only a step with html-cache-control makes the HTML rule, so only such a step owns its duplicates.
  const htmlOwned = target.kind === 'production' && request.htmlCacheControl !== undefined;
  const own = [BLOCK_DESCRIPTION, descriptionOf(target), ...(htmlOwned ? [HTML_CACHE_DESCRIPTION] : [])];
  // A duplicate (which a lost answer can leave) is deleted: every rule of the description beyond the first.
  for (const description of own) changes.push(...deletes(rulesDescribed(zone, description).slice(1), description));
  return changes;
}

/**
 * The wildcard hostname, with its certificate, that serves the preview once its own hostname is
 * removed: the preview's rule claims that hostname, which has no certificate (a step refused it,
 * for the certificate authority's weekly limit, before the wildcard was set up). Asking again
 * would be another order during the lockout; the wildcard needs none.
 */
function rescuingWildcard(zone: PullZone, hostname: string): string | undefined {
  if (rulesDescribed(zone, previewDescription(hostname)).length === 0) return undefined;
  return wildcardOverUncertified(zone, hostname);
}

/** The production rule, written (created or rewritten): the write that carries every production hostname. */
function isProductionRuleWrite(change: ZoneChange): change is Extract<ZoneChange, { rule: EdgeRuleWrite }> {
  return 'rule' in change && change.description.toLowerCase() === PRODUCTION_DESCRIPTION.toLowerCase();
}

/** The host a target's address names (a preview's own, production's url): the one the step verifies. */
function addressHost(request: SwitchRequest, url: string | undefined): string | undefined {
  const { target } = request;
  return target.kind === 'preview' ? target.hostname.toLowerCase() : url === undefined ? undefined : new URL(url).hostname;
}

/** Rules named as a message names them: description and Guid. */
export const namedRules = (rules: readonly EdgeRule[]) =>
  rules.map((rule) => `'${rule.Description ?? ''}' (${rule.Guid ?? 'no Guid'})`).join(', ');

/** The rules the action did not make whose origin action serves the target's address, the verification's URL, in the site's place. */
export interface Shadowing {
  url: string;
  /** The OrderIndex of the target's rule as read (its update sends it again); undefined when the step adds it, last, or it reads none. */
  siteOrder: number | undefined;
  /** Whether the target's rule was read (the step updates it), not added. */
  siteRead: boolean;
  /** Those that serve it to every visitor. */
  certain: EdgeRule[];
  /** Those that may serve it to some visitors (a country, a header), or whose trigger cannot be read (a Lua pattern). */
  maybe: EdgeRule[];
}

/** The rules the action did not make that serve (or may serve) the target's address in the site's place (originRulesBefore). */
export function shadowingRules(zone: PullZone, request: SwitchRequest, url: string | undefined): Shadowing | undefined {
  const host = addressHost(request, url);
  if (host === undefined) return undefined;
  const [siteRule] = rulesDescribed(zone, descriptionOf(request.target));
  const siteOrder = siteRule?.OrderIndex;
  const found = originRulesBefore(zone, host, siteOrder);
  if (found.length === 0) return undefined;
  return {
    url: `https://${host}/`,
    siteOrder,
    siteRead: siteRule !== undefined,
    certain: found.filter((origin) => origin.certain).map((origin) => origin.rule),
    maybe: found.filter((origin) => !origin.certain).map((origin) => origin.rule),
  };
}

/**
 * Why the rules run before the site's: the site's rule, added by this step without OrderIndex,
 * goes last (the likely reading), or their OrderIndex as read is not after its own; the site's
 * rule as read without one leaves the order unknown.
 */
function orderClause(rules: readonly EdgeRule[], siteOrder: number | undefined, siteRead: boolean): string {
  const one = rules.length === 1;
  if (siteOrder === undefined && siteRead) return "the site's rule reads no OrderIndex, so the order cannot be told from the read";
  if (siteOrder === undefined)
    return `the site's rule, which this step adds without OrderIndex, goes last (the platform's likely behaviour, not a documented one), after ${one ? 'it' : 'them'}`;
  if (one) {
    const order = rules[0]?.OrderIndex;
    return order === undefined
      ? `it reads no OrderIndex, the site's rule ${siteOrder}`
      : `its OrderIndex ${order} is not after the site's rule's (${siteOrder})`;
  }
  const orders = rules.map((rule) => `'${rule.Description ?? ''}' ${rule.OrderIndex ?? 'none'}`).join(', ');
  return `their OrderIndex (${orders}) is not after the site's rule's (${siteOrder})`;
}

const ORIGIN_ACTION_NAMES = 'OriginUrl, OriginStorage or OriginMagicContainers';

/**
 * Why the switch is refused when a rule the action did not make serves its own origin on the
 * target's address (the host a preview's or production's url names, which the step verifies)
 * to every visitor: the edge would run it before the site's rule and serve it under this
 * deploy's X-Bunny-Deploy, which is all the verification reads. Undefined when there is none.
 */
function shadowRefusal(zone: PullZone, request: SwitchRequest, url: string | undefined): string | undefined {
  const { target, pullZoneId } = request;
  const shadow = shadowingRules(zone, request, url);
  if (shadow === undefined || shadow.certain.length === 0) return undefined;
  const rules = shadow.certain;
  const host = new URL(shadow.url).hostname;
  const one = rules.length === 1;
  const [it, its, rule] = one ? ['it', 'its', "that rule's"] : ['them', 'their', "those rules'"];
  const unordered = shadow.siteRead && shadow.siteOrder === undefined;
  return `pull zone ${pullZoneId} has ${one ? 'an enabled edge rule' : 'enabled edge rules'} this action did not make, ${namedRules(rules)}, whose origin action (${ORIGIN_ACTION_NAMES}) serves ${shadow.url}: ${one ? 'its trigger matches' : 'their triggers match'} a GET of that address as a visitor makes it (whatever the step's verification, which adds ?${VERIFY_QUERY_PARAMETER}=<nonce>, meets), and the edge runs only the first matching origin rule; ${one ? 'that rule' : 'those'} ${unordered ? 'may run' : one ? 'runs' : 'run'} before the site's: ${orderClause(rules, shadow.siteOrder, shadow.siteRead)}, so ${targetName(target)} would serve ${rule} origin under deploy ${request.deployId}'s X-Bunny-Deploy header, and the step would report the deploy live. Disable or delete ${it} (a rule left by 'bunny sites' serves every URL not under /deploys/), or give ${its} trigger${one ? '' : 's'} a condition that leaves ${host} out, then run the step again${bunnySitesNote(zone, request, rules, shadow.url)}`;
}

/**
 * Of a rule 'bunny sites' leaves: once disabled, with every other rule refused beside it, the
 * address is served by what comes after them, the site's rule (the deploy live there) or, without
 * one, the zone's own origin, its storage zone's root, until this step's deploy is live. Empty
 * when there is none, or the zone does not serve the address yet (a preview whose hostname the
 * step adds).
 */
function bunnySitesNote(zone: PullZone, request: SwitchRequest, rules: readonly EdgeRule[], url: string): string {
  const sites = rules.filter(isBunnySitesRule);
  const { target, pullZoneId } = request;
  const host = new URL(url).hostname;
  const served = target.kind === 'production' || hasHostname(zone, host) || servingWildcard(zone, host) !== undefined;
  if (sites.length === 0 || !served) return '';
  const one = sites.length === 1;
  const live = liveDeploy(zone, target);
  const what = live === undefined ? "its storage zone's root (the pull zone's own origin)" : `deploy ${live}`;
  // Another rule refused beside them still serves the address until it too is disabled.
  const disabled = sites.length < rules.length ? 'every rule named is' : one ? 'it is' : 'they are';
  return `. ${namedRules(sites)} ${one ? 'is' : 'are'} the rule 'bunny sites' leaves (every URL not under /deploys/): once ${disabled} disabled, pull zone ${pullZoneId} serves ${what} on ${url} until this step's deploy is live, so run the step right after`;
}

/**
 * The warning for rules the action did not make that may serve the target's address to some
 * visitors only (or whose trigger the step cannot read): the switch goes ahead, and those
 * visitors may get that rule's origin. Undefined when there is none.
 */
function shadowWarning(zone: PullZone, request: SwitchRequest, url: string | undefined): string | undefined {
  const shadow = shadowingRules(zone, request, url);
  if (shadow === undefined || shadow.maybe.length === 0) return undefined;
  const one = shadow.maybe.length === 1;
  return `pull zone ${request.pullZoneId} has ${one ? 'an enabled edge rule' : 'enabled edge rules'} this action did not make, ${namedRules(shadow.maybe)}, whose origin action (${ORIGIN_ACTION_NAMES}) may serve ${shadow.url} to some visitors: ${one ? 'its trigger depends' : 'their triggers depend'} on the visitor (a country, an address, a request header, a cookie, a random chance), on the query string (the step's verification adds ?${VERIFY_QUERY_PARAMETER}=<nonce>, a plain visit has none) or on a Lua pattern the step cannot read, and the edge runs only the first matching origin rule, ${one ? 'that rule' : 'those'} before the site's. Those visitors may get ${one ? "that rule's" : "those rules'"} origin instead of deploy ${request.deployId}, under its X-Bunny-Deploy header, which the step's verification cannot tell apart. The switch goes ahead`;
}

/** The pure decision of a switch: what is live, what would be written, and why it may be refused. */
export function decideSwitch(zone: PullZone, request: SwitchRequest): SwitchDecision {
  const { target, deployId, pullZoneId } = request;
  const live = liveDeploy(zone, target);
  const alreadyLive = sameDeploy(live, deployId);
  const rescue = target.kind === 'preview' ? rescuingWildcard(zone, target.hostname) : undefined;
  const changes = switchChanges(zone, request, rescue);
  const refusals: string[] = [];
  const warnings: string[] = [];
  const ruleCount = (zone.EdgeRules ?? []).length;
  const hostnameCount = (zone.Hostnames ?? []).length;
  if (!alreadyLive && request.onlyIfLive !== undefined && !sameLive(live, request.onlyIfLive)) {
    refusals.push(
      `${deployName(live)} is live on ${targetName(target)} of pull zone ${pullZoneId}, not deploy ${request.onlyIfLive} (only-if-live-deploy-id): nothing was switched`,
    );
  }
  const wildcard =
    target.kind !== 'preview'
      ? undefined
      : rescue !== undefined
        ? { hostname: rescue, hasCertificate: true }
        : servingWildcard(zone, target.hostname);
  if (target.kind === 'preview') {
    if (wildcard && !wildcard.hasCertificate)
      refusals.push(
        `pull zone ${pullZoneId} serves ${target.hostname} through its wildcard hostname ${wildcard.hostname}, which has no certificate (HasCertificate false): the preview would fail every TLS handshake, and the step asks for no certificate per preview under a wildcard. Have the wildcard's certificate issued once (its domain on Bunny DNS; see ${WILDCARD_SETUP_DOCS}), then run the step again`,
      );
    if (zone.EnableHostnameVary !== true)
      refusals.push(
        `pull zone ${pullZoneId} has EnableHostnameVary off: its cache would serve one hostname's answer on another, so a preview would show production (or production the preview). Turn on "Vary cache by hostname" (EnableHostnameVary) in the pull zone's caching settings, then run the step again`,
      );
    if (productionAnswersFor(zone, target.hostname))
      refusals.push(
        `production's rule of pull zone ${pullZoneId} also answers for ${target.hostname} (written by an earlier version of this action, which excluded previews one by one, or edited by hand): a preview step never writes production's rule. Run the production deploy (or promote-site with the deploy live on production) once, which rewrites it to name production's own hostnames, then run this step again`,
      );
    if (hasHostname(zone, target.hostname) && rulesDescribed(zone, previewDescription(target.hostname)).length === 0)
      refusals.push(
        `the hostname ${target.hostname} is on pull zone ${pullZoneId} without a preview rule ('${previewDescription(target.hostname)}'): it serves production, or was added by hand. A preview takes a hostname of its own; give another preview-hostname`,
      );
  } else {
    const hosts = productionHostnames(zone);
    if (hosts.length > PRODUCTION_HOSTNAME_MAX && changes.some((change) => isProductionRuleWrite(change)))
      warnings.push(
        `pull zone ${pullZoneId} has ${hosts.length} hostnames that are not previews: production's rule names them in ${Math.ceil(hosts.length / PATTERNS_PER_TRIGGER)} triggers of ${PATTERNS_PER_TRIGGER} patterns, past the platform's default of ${TRIGGERS_PER_RULE} triggers a rule (${PRODUCTION_HOSTNAME_MAX} hostnames). The write goes ahead; it is refused unless bunny.net raised the limit for this account`,
      );
  }
  const address = siteAddress(zone, target);
  const shadow = shadowRefusal(zone, request, address.url);
  if (shadow !== undefined) refusals.push(shadow);
  const foreignWarning = shadowWarning(zone, request, address.url);
  const html = planHtmlRule(zone, request);
  if (html.warning !== undefined) warnings.push(html.warning);
  const added = new Set(
    changes.flatMap((change) =>
      (change.kind === 'create' || change.kind === 'claim' || change.kind === 'switch') && change.guid === undefined
        ? [change.description.toLowerCase()]
        : [],
    ),
  ).size;
  if (added > 0 && ruleCount + added > EDGE_RULE_LIMIT)
    warnings.push(
      `pull zone ${pullZoneId} has ${ruleCount} edge rules and this step adds ${added}: past the platform's default of ${EDGE_RULE_LIMIT} edge rules per pull zone. The write goes ahead; it is refused unless bunny.net raised the limit for this account. remove-site-preview frees a preview's rule`,
    );
  if (changes.some((change) => change.kind === 'add-hostname') && hostnameCount + 1 > HOSTNAME_LIMIT)
    warnings.push(
      `pull zone ${pullZoneId} has ${hostnameCount} hostnames (the system hostname included) and this step adds one: past the platform's default of ${HOSTNAME_LIMIT} hostnames per pull zone. The write goes ahead; it is refused unless bunny.net raised the limit for this account. remove-site-preview frees a preview's hostname`,
    );
  const previous = previousOf(zone, request);
  return {
    request,
    live,
    previous: previous.id,
    previousCutOff: !previous.known,
    alreadyLive,
    changes,
    refusals,
    warnings,
    htmlPagesUncovered: html.uncovered,
    foreignWarning,
    ...address,
    siteHosts: target.kind === 'production' ? productionHostnames(zone) : [],
    wildcard: wildcard?.hostname,
    ruleCount,
    hostnameCount,
  };
}

/** The HTML rule's write, with what it sets and on which URLs: its patterns follow the deploy. */
function htmlRuleLine(change: Extract<ZoneChange, { rule: EdgeRuleWrite }>): string {
  const patterns = change.rule.Triggers.flatMap((trigger) => trigger.PatternMatches);
  const verb = change.kind === 'create' ? 'create' : 'rewrite';
  return `${verb} the rule '${change.description}' to set Cache-Control: ${change.rule.ActionParameter2 ?? ''} on the URLs ${patterns.join(', ')}`;
}

export function changeLine(change: ZoneChange): string {
  if ('rule' in change && change.description.toLowerCase() === HTML_CACHE_DESCRIPTION.toLowerCase()) return htmlRuleLine(change);
  switch (change.kind) {
    case 'add-hostname':
      return `add the hostname ${change.hostname} to the pull zone`;
    case 'remove-hostname':
      return `remove the hostname ${change.hostname} from the pull zone`;
    case 'certificate':
      return `have the free TLS certificate of ${change.hostname} issued (loadFreeCertificate, asked once) and read the pull zone until it reads HasCertificate (at most 30 s), then wait until the edge serves it over TLS (at most ${EDGE_CERTIFICATE_WAIT_MS / 1000} s)`;
    case 'edge-certificate':
      return `wait until the edge serves the certificate of ${change.hostname} over TLS (at most ${EDGE_CERTIFICATE_WAIT_MS / 1000} s; one handshake when it does), since the preview is not live yet`;
    case 'delete':
      return `delete the rule '${change.description}' (${change.guid})`;
    case 'claim':
      return `create the rule '${change.description}', disabled, to claim its hostname before the hostname is added`;
    case 'create':
      return `create the rule '${change.description}'`;
    case 'heal':
      return `rewrite the rule '${change.description}' as the step writes it (it was changed by hand or is out of date)`;
    case 'switch':
      return `${change.guid === undefined ? 'create' : 'rewrite'} the rule '${change.description}' to serve ${change.rule.ActionParameter3 ?? ''}`;
  }
}

/** Whether the platform refused the write for a limit (its message names one, or the zone is at the default). */
function limitRefusal(error: unknown, atDefault: boolean): error is ApiError {
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  const said = `${error.errorKey ?? ''} ${error.apiMessage ?? ''}`;
  return atDefault || /limit|maximum|at most|too many/i.test(said);
}

async function applyChange(writer: ZoneWriter, zone: PullZone, change: ZoneChange, wait: SwitchWait | undefined): Promise<void> {
  const line = changeLine(change);
  switch (change.kind) {
    case 'add-hostname':
      try {
        return await writer.addHostname(change.hostname);
      } catch (error) {
        const count = (zone.Hostnames ?? []).length;
        if (limitRefusal(error, count >= HOSTNAME_LIMIT))
          throw error.withMessage(
            `${error.message}\npull zone ${writer.pullZoneId} refused a hostname at ${count}: the platform's limit of hostnames per pull zone (${HOSTNAME_LIMIT} unless bunny.net raised it). Free room with remove-site-preview for previews no longer needed, or ask bunny.net to raise the limit`,
          );
        throw error;
      }
    case 'remove-hostname':
      return writer.removeHostname(change.hostname);
    case 'certificate':
      if (wait === undefined) throw new Error(`internal: a certificate to wait for outside a switch (${change.hostname})`);
      await issueCertificate(writer, zone, change.hostname, wait);
      // Before the switch: a preview whose certificate the edge does not serve yet is not switched to.
      return wait.edgeServes(change.hostname, true);
    case 'edge-certificate':
      if (wait === undefined) throw new Error(`internal: a certificate to wait for outside a switch (${change.hostname})`);
      return wait.edgeServes(change.hostname, false);
    case 'delete':
      return writer.deleteRule(change.guid, change.description, line);
    default:
      try {
        return await writer.writeRule(change.rule, change.guid, line);
      } catch (error) {
        const triggers = change.rule.Triggers.length;
        if (isProductionRuleWrite(change) && triggers > TRIGGERS_PER_RULE && limitRefusal(error, true))
          throw error.withMessage(
            `${error.message}\npull zone ${writer.pullZoneId} refused production's rule with ${triggers} triggers (its ${productionHostnames(zone).length} hostnames that are not previews, ${PATTERNS_PER_TRIGGER} to a trigger): the platform's limit of ${TRIGGERS_PER_RULE} triggers a rule, ${PATTERNS_PER_TRIGGER} patterns a trigger (${PRODUCTION_HOSTNAME_MAX} hostnames) unless bunny.net raised it. Free room by removing from the pull zone the hostnames the site no longer serves, or ask bunny.net to raise the limit. Nothing was switched`,
          );
        const count = (zone.EdgeRules ?? []).length;
        if (change.guid === undefined && limitRefusal(error, count >= EDGE_RULE_LIMIT))
          throw error.withMessage(
            `${error.message}\npull zone ${writer.pullZoneId} refused a new edge rule at ${count} rules: the platform's limit of edge rules per pull zone (${EDGE_RULE_LIMIT} unless bunny.net raised it). Free room with remove-site-preview for previews no longer needed, or ask bunny.net to raise the limit`,
          );
        throw error;
      }
  }
}

/** A change's identity across reads, to see a write the platform lost (a duplicate's delete by its Guid). */
function changeKey(change: ZoneChange): string {
  if (change.kind === 'delete') return `delete ${change.description.toLowerCase()} ${change.guid}`;
  return 'description' in change ? `rule ${change.description.toLowerCase()}` : `${change.kind} ${change.hostname}`;
}

/**
 * One more than this many writes of one rule or hostname change means the platform keeps losing
 * it. A certificate is an ACME order, never repeated: applySwitch asks for it once a step.
 */
const WRITES_PER_CHANGE = 2;

/**
 * Writes changes one at a time, each the one `next` derives from a read of the zone made right
 * before it (undefined: none left), until none is left; a change still missing after
 * WRITES_PER_CHANGE writes means another writer keeps winning: `lost` makes the error of that message,
 * or gives the change up (undefined), and the zone is read again for the next one.
 * `before` may take its time (a question to GitHub) before a change: when it says it did, the
 * zone is read again and the change derived anew, so that the write is still decided from a read
 * made right before it. Resolves with the writes kept.
 */
async function writeChanges(
  client: PlatformClient,
  pullZoneId: number,
  wait: SwitchWait | undefined,
  step: {
    /** `written`: every write the platform answered, kept or not. */
    next(zone: PullZone, written: readonly string[]): ZoneChange | undefined;
    before?(change: ZoneChange): Promise<boolean>;
    /** Undefined: the change is given up, and `next` must not derive it again. */
    lost(message: string, change: ZoneChange): Error | undefined;
    /**
     * The error to fail with when the platform refuses the change; undefined: its own;
     * `read-again`: the change is not made, and the next one is derived from a new read.
     */
    refused?(error: unknown, change: ZoneChange): Error | 'read-again' | undefined;
    done(change: ZoneChange): void;
    /**
     * Once a read after the change shows its write: what the step says it did. `done` runs as
     * soon as the platform answers, for the step's own record of what it wrote: it may lose it.
     */
    kept(change: ZoneChange): void;
  },
): Promise<string[]> {
  const writer = new ZoneWriter(client, pullZoneId);
  const writes = new Map<string, number>();
  const kept: string[] = [];
  // The change written last, until the next read settles whether the platform kept it: a 2xx is
  // no proof, since it answers a rule write that overlaps another so and loses it.
  let unsettled: ZoneChange | undefined;
  for (;;) {
    const zone = await writer.read();
    const settled = writer.settle(zone);
    if (unsettled !== undefined && settled.lost.length === 0) {
      kept.push(...settled.kept);
      step.kept(unsettled);
    }
    unsettled = undefined;
    const change = step.next(zone, writer.written);
    if (change === undefined) return kept;
    if (step.before && (await step.before(change))) continue;
    const made = (writes.get(changeKey(change)) ?? 0) + 1;
    writes.set(changeKey(change), made);
    if (made > WRITES_PER_CHANGE) {
      const error = step.lost(
        `pull zone ${pullZoneId} still does not show '${changeLine(change)}' after ${WRITES_PER_CHANGE} writes: another writer is changing its rules at the same time`,
        change,
      );
      if (error !== undefined) throw error;
      continue;
    }
    try {
      await applyChange(writer, zone, change, wait);
    } catch (error) {
      const refused = step.refused?.(error, change);
      if (refused === 'read-again') continue;
      throw refused ?? error;
    }
    step.done(change);
    unsettled = change;
  }
}

/** A write of the target's rule that makes it serve (a claim serves nothing). */
const writesTarget = (change: ZoneChange, description: string): boolean =>
  'rule' in change && change.kind !== 'claim' && change.description.toLowerCase() === description;

/** The target's rule as read, and, for a preview, whether its host still reaches the zone. */
interface TargetState {
  rule: EdgeRule | undefined;
  routed: boolean;
}

/**
 * Whether the preview's host reaches the zone: its own hostname is on it, or, for a preview
 * served through a wildcard, a wildcard hostname still covers it. Production's always does.
 */
function routed(zone: PullZone, decision: SwitchDecision): boolean {
  const { target } = decision.request;
  if (target.kind !== 'preview') return true;
  return decision.wildcard !== undefined ? coveringWildcard(zone, target.hostname) !== undefined : hasHostname(zone, target.hostname);
}

/**
 * Who changed the target meanwhile, by what the read shows: a preview without its rule or its
 * route was removed (a remove-site-preview takes its hostname, then its rule); a target that
 * serves a deploy was switched by another deploy; else its rule was changed (disabled, edited).
 */
function changedBy(
  zone: PullZone,
  decision: SwitchDecision,
  now: string | undefined,
): { what: string; verdict: string; kind: 'another-writer' | 'gone' } {
  const { target } = decision.request;
  if (target.kind === 'preview' && (rulesDescribed(zone, descriptionOf(target)).length === 0 || !routed(zone, decision)))
    return { what: 'the preview was removed meanwhile (by remove-site-preview?)', verdict: PREVIEW_REMOVED, kind: 'gone' };
  if (now !== undefined) return { what: 'another deploy switched it meanwhile', verdict: ANOTHER_DEPLOY, kind: 'another-writer' };
  return {
    what: 'another writer changed its rule meanwhile, which serves no deploy of this action now',
    verdict: `Another writer changed the rule of ${targetName(target)} meanwhile`,
    kind: 'another-writer',
  };
}

function targetState(zone: PullZone, decision: SwitchDecision): TargetState {
  return { rule: rulesDescribed(zone, descriptionOf(decision.request.target))[0], routed: routed(zone, decision) };
}

/**
 * Whether the target reads back as it was right before the step's write: the same rule (Guid,
 * enabled or not, the folder it serves, the previous deploy it records, its triggers); with no
 * rule then, none now, and the preview's host still routed to the zone (a remove-site-preview
 * takes its hostname with its rule).
 */
function stillAsBefore(zone: PullZone, decision: SwitchDecision, before: TargetState): boolean {
  const now = targetState(zone, decision);
  if (before.rule === undefined || now.rule === undefined) return before.rule === undefined && now.rule === undefined && now.routed;
  const a = before.rule;
  const b = now.rule;
  return (
    a.Guid === b.Guid &&
    (a.Enabled !== false) === (b.Enabled !== false) &&
    a.ActionParameter3 === b.ActionParameter3 &&
    recordedHistory(a).join() === recordedHistory(b).join() &&
    JSON.stringify(a.Triggers ?? []) === JSON.stringify(b.Triggers ?? [])
  );
}

/**
 * A preview's claim or hostname that this step wrote and a later read no longer shows: a
 * remove-site-preview landed meanwhile (its pull request closed), or, for the claim, the platform
 * lost the write; the two read the same. Writing it again would bring a closed preview back (and
 * order its certificate again), so the step writes nothing more and a re-run, reading the zone
 * anew, decides.
 */
function ownWriteGone(
  zone: PullZone,
  request: SwitchRequest,
  own: { claimed: boolean; hostnameAdded: boolean },
): { message: string; verdict: string; claimGone: boolean } | undefined {
  const { target } = request;
  if (target.kind !== 'preview') return undefined;
  const where = `${targetName(target)} of pull zone ${request.pullZoneId}`;
  const gone = (what: string, lost: string) =>
    `${what} is not on ${where}: removed meanwhile (by remove-site-preview?), a re-run decides${lost}. It is not written again, which could bring a closed preview back`;
  const description = previewDescription(target.hostname);
  if (own.claimed && rulesDescribed(zone, description).length === 0)
    return {
      message: gone(
        `the rule '${description}' that this step created to claim ${target.hostname}`,
        ' (a write of it the platform lost reads the same: it loses one of two rule writes that overlap)',
      ),
      verdict: PREVIEW_RULE_GONE,
      claimGone: true,
    };
  // A hostname change is never lost to an overlapping rule write: only a removal takes it.
  if (own.hostnameAdded && !hasHostname(zone, target.hostname))
    return { message: gone(`the hostname ${target.hostname} that this step added`, ''), verdict: PREVIEW_REMOVED, claimGone: false };
  return undefined;
}

/**
 * The hostname this step added, which its claim no longer covers (a close read the zone after the
 * claim and before the hostname, and deleted the claim alone): once no preview rule claims it, it
 * counts as production's, so production's next deploy would serve it and remove-site-preview
 * refuses it. Only while the read right before the removal still shows it without a preview rule
 * of this action is it removed: another preview step claiming it again owns it then.
 */
function orphanedHostname(zone: PullZone, request: SwitchRequest, own: { hostnameAdded: boolean }): string | undefined {
  const { target } = request;
  if (target.kind !== 'preview' || !own.hostnameAdded) return undefined;
  if (!hasHostname(zone, target.hostname) || rulesDescribed(zone, previewDescription(target.hostname)).length > 0) return undefined;
  return target.hostname;
}

/** What a hostname left without its preview rule means, and how to remove it: a close run again refuses it. */
function orphanLeft(pullZoneId: number, hostname: string): string {
  return `the hostname ${hostname} is left on pull zone ${pullZoneId} without a preview rule, so production's next deploy takes it, and remove-site-preview refuses it (it looks like production's). Remove it by hand: the pull zone's Hostnames in the bunny.net dashboard, or the API's DELETE /pullzone/${pullZoneId}/removeHostname with the body {"Hostname":"${hostname}"}`;
}

/**
 * The target's rule that the step read and rewrote by its Guid, which a read no longer shows
 * (`guid`): removed meanwhile, the rewrite answered 404 or (if the platform creates a rule for a
 * Guid it does not hold) made into a rule of another Guid. Either is a compare-and-swap that
 * failed: nothing is created again, which for a preview would bring back a preview its close
 * removed (under a wildcard, for good), and for production would undo another writer's change
 * from a read made before it. The step fails naming what the zone reads now. `written` is the
 * rule the rewrite sent, when the platform answered it (undefined: it answered 404, and made
 * nothing of it); `switchBack`, a rollback's rewrite, whose failed deploy a re-run would put live.
 */
function targetRuleRemoved(
  zone: PullZone,
  decision: SwitchDecision,
  guid: string,
  how: { written: EdgeRuleWrite | undefined; switchBack: boolean },
): SwitchConflict {
  const { target, pullZoneId } = decision.request;
  const description = descriptionOf(target);
  const where = `${targetName(target)} of pull zone ${pullZoneId}`;
  const [now] = rulesDescribed(zone, description);
  // Read as the rewrite sent it: the platform made the rule of it, so the step's write serves.
  const servesOwnWrite = now !== undefined && how.written !== undefined && ruleIsAsWritten(now, how.written);
  const maker = servesOwnWrite
    ? " as this step wrote it: the platform made it of this step's rewrite (what it does with a Guid it no longer holds is not documented)"
    : how.written === undefined
      ? ": another writer made it (the platform answered this step's rewrite 404)"
      : ": the platform may have made it of this step's rewrite (what it does with a Guid it no longer holds is not documented), or another writer did";
  const other =
    now === undefined
      ? undefined
      : `pull zone ${pullZoneId} now reads a rule '${description}' of another Guid (${now.Guid ?? 'no Guid'}), serving ${deployName(deployOfRule(now))}${maker}`;
  const removed = `the rule '${description}' that this step read to rewrite (${guid}) is not on ${where}`;
  // A rollback's failed deploy is never advised again: with no rule of the target left, its re-run would put it live.
  if (target.kind === 'preview')
    return new SwitchConflict(
      `${removed}: removed meanwhile (by remove-site-preview?)${how.switchBack ? '' : ', a re-run decides'}. ${other === undefined ? 'It is not created again, which could bring a closed preview back' : `This step writes nothing more: ${other}; if the preview is closed, remove-site-preview removes it`}`,
      PREVIEW_REMOVED,
      'gone',
      undefined,
      false,
      servesOwnWrite,
    );
  const verdict = `Another writer changed the rule of ${targetName(target)} meanwhile`;
  if (other !== undefined)
    return new SwitchConflict(
      `${removed}: another writer removed it meanwhile. This step writes nothing more: ${other}`,
      verdict,
      'another-writer',
      undefined,
      false,
      servesOwnWrite,
    );
  const next = how.switchBack
    ? `${targetName(target)} has no rule of this action now, so a re-run of this step would put its failed deploy live: run promote-site with the deploy that should be live`
    : 'a re-run reads the zone again and decides';
  return new SwitchConflict(
    `${removed}: another writer removed it meanwhile, and ${deployName(liveDeploy(zone, target))} is live there now. It is not created again from the read made before the removal (compare-and-swap): ${next}`,
    verdict,
    'another-writer',
  );
}

/** Whether the zone holds the rule of that description and Guid. */
const holdsRule = (zone: PullZone, description: string, guid: string) =>
  rulesDescribed(zone, description).some((rule) => sameGuid(rule, guid));

/**
 * Why a duplicate of one of the step's rules cannot change which deploy the target serves, with
 * whether the edge runs it at all; undefined when it can. Only the first matching rule's origin
 * action runs, by OrderIndex, which the order of a read does not show (the OrderIndex of a rule
 * added by API is unknown), while the response headers of every matching rule apply
 * (storage-and-deploy-facts 2.5): an enabled copy of the target's own rule serving another deploy
 * may serve its files under the kept rule's X-Bunny-Deploy, which is all the verification reads.
 */
function harmlessDuplicate(
  zone: PullZone,
  request: SwitchRequest,
  change: { description: string; guid: string },
): { why: string; enabled: boolean } | undefined {
  const description = descriptionOf(request.target);
  if (change.description.toLowerCase() !== description.toLowerCase())
    return { why: `it is not a copy of the rule '${description}'`, enabled: true };
  const copy = rulesDescribed(zone, description).find((rule) => sameGuid(rule, change.guid));
  if (copy === undefined) return undefined;
  if (copy.Enabled === false) return { why: 'it is disabled', enabled: false };
  return sameDeploy(deployOfRule(copy), request.deployId) ? { why: `it serves deploy ${request.deployId} too`, enabled: true } : undefined;
}

/**
 * Carries out a switch, one change at a time, each decided from a read of the zone made right
 * before it; refuses, before writing the target's rule, when the target serves another deploy
 * than it did when the step read it (compare-and-swap), and after writing it, when a read shows
 * a third deploy there (another writer won); a read that shows the rule as it was before the
 * write (the platform lost it) writes it again, unless a preview had no rule then: that read is
 * also what a removal of the preview leaves, and the step fails for a re-run to decide. So does
 * a read that no longer shows the preview's claim or hostname that the step wrote. The
 * certificate is ordered once: a read that shows the hostname without it again fails the step.
 * A default limit passed was said with the decision, before any write; the platform's refusal of
 * it is explained by applyChange. `beforeSwitch` runs right before the target's rule is written
 * when the step wrote or waited for anything before it (the certificate's wait can take minutes):
 * it throws to write nothing more. A duplicate's delete the platform keeps losing once the target
 * reads back serving the deploy is given up, `report.leftOver` saying so, when the duplicate cannot
 * change which deploy the target serves (harmlessDuplicate): the next run deletes it. Any other
 * fails the step, as a write lost twice does. An origin rule the action did not make that would
 * serve the target in the switch's place, read right before the switch, stops it (`shadowed`),
 * unless it is a `switchBack`: a rollback restores what the step found and says itself that it is
 * not verified. A failure of the platform or the network once the target's write was answered,
 * before a read showed it kept (or after, on a later write), is a SwitchUnsettled.
 */
export async function applySwitch(
  client: PlatformClient,
  decision: SwitchDecision,
  wait: SwitchWait,
  report: SwitchReport,
  beforeSwitch?: () => Promise<void>,
  switchBack = false,
): Promise<void> {
  const { request } = decision;
  const where = `${targetName(request.target)} of pull zone ${request.pullZoneId}`;
  const targetDescription = descriptionOf(request.target).toLowerCase();
  // Set by the write callbacks, which the compiler does not follow: read in the catch below.
  let targetWritten = false as boolean;
  // The target's rule (and the preview's route) as read right before the step's write of it.
  let beforeTarget: TargetState | undefined;
  // The edge served the preview's certificate once: a later read, its rule still disabled, asks for no other wait.
  let edgeServed = false;
  // What of the preview this step wrote itself: a later read without it is another writer's removal.
  const own = { claimed: false, hostnameAdded: false, certificateOrdered: false };
  // Whether anything was written or waited for since the step began, and whether beforeSwitch ran.
  let changed = false;
  let askedBeforeSwitch = false;
  // The Guid of the target's rule whose rewrite answered 404 (removed meanwhile): the next read names what is there now.
  let targetRemoved: string | undefined;
  // The target's rule as this step's latest answered write of it sent it.
  let targetSent: EdgeRuleWrite | undefined;
  // The claim found gone, while the step removes the hostname it added that nothing claims now: the step then fails on it.
  let orphan: { hostname: string; gone: { message: string; verdict: string } } | undefined;
  const orphanFailed = (why: string) => {
    if (orphan === undefined) return undefined;
    return new SwitchConflict(
      `${orphan.gone.message}. This step added the hostname ${orphan.hostname} and could not remove it (${why}): ${orphanLeft(request.pullZoneId, orphan.hostname)}`,
      orphan.gone.verdict,
      'gone',
      undefined,
      true,
    );
  };
  // What the target served at the latest read: what a write the platform kept losing leaves live.
  let liveRead = decision.live;
  // The Guids of the duplicates whose delete was given up: not derived again.
  const leftOver = new Set<string>();
  // The zone as the latest read showed it: what a delete the platform kept losing leaves there.
  let zoneRead: PullZone | undefined;
  try {
    await writeChanges(client, request.pullZoneId, wait, {
      next: (zone) => {
        if (orphan !== undefined) {
          if (orphanedHostname(zone, request, own) !== undefined) return { kind: 'remove-hostname', hostname: orphan.hostname };
          // Claimed again meanwhile (another run of the preview): its hostname is that run's now.
          if (hasHostname(zone, orphan.hostname)) throw new SwitchConflict(orphan.gone.message, orphan.gone.verdict, 'gone');
          throw new SwitchConflict(
            `${orphan.gone.message}. This step removed the hostname ${orphan.hostname} it had added, which no preview rule claimed any more (production would have taken it): nothing of the preview is left on pull zone ${request.pullZoneId}`,
            orphan.gone.verdict,
            'gone',
            undefined,
            true,
          );
        }
        if (targetRemoved !== undefined) {
          const removed = targetRuleRemoved(zone, decision, targetRemoved, { written: undefined, switchBack });
          // The close that removed the rule read the zone before this step added the hostname: left
          // unclaimed, it is production's, so it is taken back before the step fails.
          const orphaned = orphanedHostname(zone, request, own);
          if (orphaned === undefined) throw removed;
          orphan = { hostname: orphaned, gone: { message: removed.message, verdict: removed.verdict } };
          return { kind: 'remove-hostname', hostname: orphaned };
        }
        const now = liveDeploy(zone, request.target);
        liveRead = now;
        zoneRead = zone;
        if (targetWritten && !sameDeploy(now, request.deployId)) {
          // Anything but the rule exactly as right before the write is another writer's: a
          // remove-site-preview (rule and hostname gone) or a promote-site back to the old deploy
          // (another previous recorded) looks like "the deploy live before" too, and writing again
          // would undo it.
          if (beforeTarget === undefined || !stillAsBefore(zone, decision, beforeTarget)) {
            const by = changedBy(zone, decision, now);
            throw new SwitchConflict(
              `the rule '${descriptionOf(request.target)}' read back serves ${deployName(now)}, not deploy ${request.deployId} as the step wrote it: another writer changed ${where} meanwhile`,
              by.verdict,
              by.kind,
            );
          }
          // As before the write: the platform lost it (another pull request's write to the zone
          // overlapped), and it is derived and written again, within writeChanges' bound. With no
          // rule before the write (a preview a wildcard serves has no claim), "no rule, still
          // routed" is also what a remove-site-preview landing meanwhile leaves: writing again could
          // bring a closed preview back, so only a re-run, reading the zone anew, decides.
          // Production's rule has no remover: its first write, lost, is written again.
          if (beforeTarget.rule === undefined && request.target.kind === 'preview')
            throw new SwitchConflict(
              `the rule '${descriptionOf(request.target)}' the step wrote is not on ${where}: the platform may have lost the write (it loses one of two rule writes that overlap), or another writer removed it meanwhile (a remove-site-preview closing the preview). With no rule there before the write the two look the same, so it is not written again, which could bring a closed preview back. A re-run is safe: it reads the zone again`,
              PREVIEW_RULE_GONE,
              'gone',
            );
          targetWritten = false;
        }
        // Serving the deploy, but not under the Guid the step rewrote: the rule read was removed
        // meanwhile, and the platform (or another writer) made a new one of the description.
        const rewritten = targetWritten ? beforeTarget?.rule?.Guid : undefined;
        if (rewritten && !holdsRule(zone, targetDescription, rewritten))
          throw targetRuleRemoved(zone, decision, rewritten, { written: targetSent, switchBack });
        const gone = ownWriteGone(zone, request, own);
        const orphaned = gone?.claimGone === true ? orphanedHostname(zone, request, own) : undefined;
        if (gone !== undefined && orphaned !== undefined) {
          orphan = { hostname: orphaned, gone };
          return { kind: 'remove-hostname', hostname: orphaned };
        }
        if (gone !== undefined) throw new SwitchConflict(gone.message, gone.verdict, 'gone');
        if (!targetWritten && !sameLive(now, decision.live) && !sameDeploy(now, request.deployId)) {
          const by = changedBy(zone, decision, now);
          throw new SwitchConflict(
            `${deployName(now)} is live on ${where} now, where the step read ${deployName(decision.live)}: ${by.what}, so this step switches nothing (compare-and-swap)`,
            by.verdict,
            by.kind,
          );
        }
        const change = switchChanges(zone, request).find(
          (change) => !(edgeServed && change.kind === 'edge-certificate') && !(change.kind === 'delete' && leftOver.has(change.guid)),
        );
        if (change?.kind === 'certificate' && own.certificateOrdered)
          throw new SwitchConflict(
            `pull zone ${request.pullZoneId} reads ${change.hostname} without its certificate again after this step had it issued (the hostname removed and added again meanwhile?): a certificate is an ACME order, not ordered twice in one step, so nothing more is written; a re-run decides`,
            'The preview hostname lost its certificate meanwhile: not ordered twice in one step, a re-run decides',
            'gone',
          );
        if (change !== undefined && writesTarget(change, targetDescription)) {
          // Checked again on the read right before the switch: the decision's read may be minutes old (a certificate's wait).
          // A switch back (a rollback) goes ahead all the same: it restores what the step found, and says it is not verified.
          const shadow = switchBack ? undefined : shadowRefusal(zone, request, decision.url);
          if (shadow !== undefined)
            throw new SwitchConflict(
              `${where} was not switched: since the step read the zone, ${shadow}`,
              'An origin rule the action did not make would serve the site: nothing was switched',
              'shadowed',
            );
          beforeTarget = targetState(zone, decision);
        }
        return change;
      },
      before: async (change) => {
        if (beforeSwitch === undefined || !changed || askedBeforeSwitch || !writesTarget(change, targetDescription)) return false;
        askedBeforeSwitch = true;
        await beforeSwitch();
        return true;
      },
      refused: (error, change) => {
        // A rule's rewrite by the Guid read answered 404: the target's fails the step on the next
        // read; the shared rules' (block, HTML) are derived again from it, created if still missing.
        if (error instanceof RuleRemoved) {
          if (writesTarget(change, targetDescription)) targetRemoved = error.guid;
          return 'read-again';
        }
        // The orphaned hostname's removal refused: the zone is left as the failure says.
        return orphanFailed(firstLine(error));
      },
      lost: (message, change) => {
        if (orphan !== undefined) return orphanFailed('written twice, the pull zone still reads it');
        // Deletes come last, so the read that derived this one shows every other change made, the
        // target's rule serving the deploy among them. A duplicate that cannot change which deploy
        // the edge serves only lingers; one that can fails the step below, as any write lost twice does.
        const left =
          change.kind === 'delete' && zoneRead !== undefined && sameDeploy(liveRead, request.deployId)
            ? harmlessDuplicate(zoneRead, request, change)
            : undefined;
        if (change.kind === 'delete' && left !== undefined) {
          leftOver.add(change.guid);
          // The same words whether the step switched, found the deploy live already or switches
          // back (a rollback): the rule's read is all that is known, and only the next run on the
          // target deletes the copy (re-running a step that rolled back would switch again).
          report.leftOver(
            { description: change.description, guid: change.guid, enabled: left.enabled },
            `The rule '${change.description}' (${change.guid}) is left on pull zone ${request.pullZoneId}: it duplicates the rule of that description this step keeps (a write whose answer was lost leaves such a copy), and the platform lost this step's delete of it twice (it loses one of two rule writes that overlap: another writer is changing the zone's rules at the same time), so it is not deleted a third time. It cannot change which deploy ${targetName(request.target)} serves: ${left.why}, and the rule '${descriptionOf(request.target)}' reads back serving deploy ${request.deployId}. The next deploy-site or promote-site run on ${targetName(request.target)}${change.description.toLowerCase() === HTML_CACHE_DESCRIPTION.toLowerCase() ? ' with html-cache-control' : ''} deletes it`,
          );
          return undefined;
        }
        // A read showing the target serve another deploy than these two fails before: only a duplicate's delete comes after the switch.
        const switched = !decision.alreadyLive && sameDeploy(liveRead, request.deployId);
        const live = switched
          ? `the switch itself was written (the rule '${descriptionOf(request.target)}' serves deploy ${request.deployId}), not verified`
          : `${deployName(liveRead)} is live on ${where}: nothing was switched`;
        const what = 'description' in change ? 'rule write' : 'hostname change';
        return new SwitchConflict(
          `${message} (the platform loses one of two rule writes that overlap). This step wrote it twice and not a third time, and rolled back none of its writes: ${live}. A re-run reads the zone again and decides`,
          switched
            ? `The platform kept losing this step's ${what} after its switch: deploy ${request.deployId} not verified, a re-run decides again`
            : `The platform kept losing this step's ${what}: nothing was switched, a re-run decides again`,
          'lost',
          // The copy of the target's rule kept (harmlessDuplicate found it may serve first), which a rollback names.
          switched && change.kind === 'delete'
            ? {
                description: change.description,
                guid: change.guid,
                serves: deployOfRule((zoneRead?.EdgeRules ?? []).find((rule) => sameGuid(rule, change.guid))),
              }
            : undefined,
        );
      },
      done: (change) => {
        changed = true;
        if (change.kind === 'claim') own.claimed = true;
        if (change.kind === 'add-hostname') own.hostnameAdded = true;
        if (change.kind === 'certificate') own.certificateOrdered = true;
        if (writesTarget(change, targetDescription)) targetWritten = true;
        if (writesTarget(change, targetDescription) && 'rule' in change) targetSent = change.rule;
        if (change.kind === 'certificate' || change.kind === 'edge-certificate') edgeServed = true;
      },
      kept: (change) => report.write(`Done: ${changeLine(change)}`),
    });
  } catch (error) {
    // Decided here, where whether the platform answered the target's write is known; the step sees only the error.
    if (!targetWritten || decision.alreadyLive || !(error instanceof ApiError)) throw error;
    // A read of the zone (`GET /pullzone/{id}`, which also checks a write whose answer was lost) is a read; every other
    // request is a write, loadFreeCertificate's GET too (it orders a certificate).
    const read = /^GET \/pullzone\/\d+(?:[?\s]|$)/.test(error.request);
    throw new SwitchUnsettled(error, sameDeploy(liveRead, request.deployId), read ? 'read' : 'write');
  }
}

/** What closing a preview changes: its hostname (when asked) first, then its rules. Never production's rule. */
export function removalChanges(
  zone: PullZone,
  hostname: string,
  removeHostname: boolean,
): { changes: ZoneChange[]; refusal: string | undefined; unmatched: string | undefined } {
  const description = previewDescription(hostname);
  const rules = deletes(rulesDescribed(zone, description), description);
  const onZone = hasHostname(zone, hostname);
  if (rules.length === 0 && onZone && removeHostname)
    return {
      changes: [],
      refusal: `the hostname ${hostname} is on pull zone ${zone.Id} but has no preview rule of this action (looked for the rule '${description}'): it is not a preview (production's own domain, or a hostname added by hand), so it is not removed. Check preview-hostname`,
      unmatched: undefined,
    };
  // Without remove-hostname, a hostname left without its rule is what an earlier run of this
  // step leaves: gone already, unless it is production's, which a mistyped preview-hostname names.
  if (rules.length === 0 && onZone && servesProduction(zone, hostname))
    return {
      changes: [],
      refusal: `the hostname ${hostname} is on pull zone ${zone.Id} but has no preview rule of this action (looked for the rule '${description}'), and production answers for it: it is production's (its own domain, or a hostname a production deploy counted as production's), not a preview, so nothing is removed. Check preview-hostname`,
      unmatched: undefined,
    };
  // What is left is a kept hostname without its rule: a preview an earlier run closed with
  // remove-hostname false, or a hostname added by hand. Nothing on the zone tells them apart and
  // nothing is removed either way, so the step succeeds, but says so rather than "gone already".
  const unmatched =
    rules.length === 0 && onZone
      ? `pull zone ${zone.Id} has the hostname ${hostname} but no preview rule of this action for it (looked for the rule '${description}'): a preview already closed, or a hostname that is not a preview (added by hand). It is not removed (remove-hostname is false); if it is not a preview, check preview-hostname`
      : undefined;
  // The hostname goes first: a rule without its hostname serves nothing, while a hostname
  // without its rule would count as production's once the rule is gone.
  const changes: ZoneChange[] = removeHostname && onZone ? [{ kind: 'remove-hostname', hostname }] : [];
  changes.push(...rules);
  return { changes, refusal: undefined, unmatched };
}

/**
 * What still routes the preview's host to the pull zone once it is closed: a wildcard hostname of
 * the zone that covers it (its own hostname removed, or never added), or its own hostname, kept
 * (remove-hostname false). The edge answers the preview's cached pages there, whatever the rules
 * say, until they are purged (storage-and-deploy-facts 2.5); undefined: nothing routes it.
 */
export function routeOnceRemoved(zone: PullZone, hostname: string, removeHostname: boolean): string | undefined {
  const wildcard = coveringWildcard(zone, hostname);
  if (wildcard !== undefined) return `the wildcard hostname ${wildcard}`;
  return !removeHostname && hasHostname(zone, hostname) ? 'its own hostname, kept (remove-hostname is false),' : undefined;
}

/** Removes a preview, one write at a time, each decided from a read made right before it; returns the writes the platform kept. */
export async function applyRemoval(
  client: PlatformClient,
  pullZoneId: number,
  hostname: string,
  removeHostname: boolean,
  onWrite: (line: string) => void,
): Promise<string[]> {
  // Whether a read has shown one of the removal's writes.
  let removedAny = false;
  return writeChanges(client, pullZoneId, undefined, {
    next: (zone, written) => {
      const { changes, refusal } = removalChanges(zone, hostname, removeHostname);
      if (refusal !== undefined && written.length === 0) throw new Error(refusal);
      return changes[0];
    },
    // A write the platform keeps losing fails the step: with none kept before it, nothing was
    // removed, and a re-run decides from a read of the zone as this run did.
    lost: (message) =>
      new Error(
        `${message} (the platform loses one of two rule writes that overlap). It was written twice and not a third time${removedAny ? '' : '. Nothing was removed: run the step again, which reads the zone again'}`,
      ),
    // A removal keeps no record of its own: each change is derived from the read alone.
    done: () => {},
    kept: (change) => {
      removedAny = true;
      onWrite(changeLine(change));
    },
  });
}
