import type { EdgeRuleWrite, PullZone } from '../../api/models/pull-zone.ts';
import {
  HTML_CACHE_DESCRIPTION,
  HTML_PAGE_ROOM,
  PATTERNS_PER_TRIGGER,
  TRIGGERS_PER_RULE,
  htmlCacheControlOf,
  htmlCacheRule,
  htmlPagesNamed,
  htmlPagesOf,
  htmlRuleOf,
  htmlRuleWithPages,
  liveDeploy,
  pagesOutsideHtmlRule,
  ruleIsAsWritten,
  rulesDescribed,
  siteAddress,
  type SiteTarget,
} from './site-rules.ts';

/*
 * The site's HTML rule in a switch (site-rules.ts: html cache-control). Its shapes cannot tell a
 * page whose folder name has a dot (`/docs/v1.2`) from a file, so the rule names such pages one
 * by one. A switch writes it at most once, before the target's rule, and only when it must change:
 * nothing is written after the switch, so no write there can be lost, and a rollback finds the
 * deploy it goes back to covered already. A page name of an older deploy left in the rule only
 * sends the HTML's Cache-Control on that path: the next write drops it.
 */

/** What of a switch's request the HTML rule follows. */
export interface HtmlRuleRequest {
  pullZoneId: number;
  target: SiteTarget;
  deployId: string;
  /** html-cache-control: the Cache-Control of the site's HTML; undefined leaves the rule's own. */
  htmlCacheControl?: string | undefined;
  /** The deploy's pages that no shape of the HTML rule covers (home-page.ts, pagesLikeFiles); undefined: not known. */
  htmlPages?: readonly string[] | undefined;
  /**
   * Pages the rule names that the live deploy's folder was found not to hold (deploy-pages.ts):
   * an older deploy's, which the rule's next write leaves out. Any other page it names is kept.
   */
  htmlPagesNotLive?: readonly string[] | undefined;
}

export interface HtmlRulePlan {
  /** The rule to write before the switch; undefined: it stays as it is. */
  rule: EdgeRuleWrite | undefined;
  /** Pages the rule names whose deploy decides whether `rule` keeps them: the live deploy's folder is to be looked up. */
  toLookUp: string[];
  /** The deploy's pages the rule leaves to the pull zone's Cache-Control, and the warning that says so. */
  uncovered: string[];
  warning: string | undefined;
}

const RULE = `the site's HTML rule ('${HTML_CACHE_DESCRIPTION}')`;
const lower = (page: string) => page.toLowerCase();
const listPages = (pages: readonly string[]) => pages.join(', ');
const NOTHING: HtmlRulePlan = { rule: undefined, toLookUp: [], uncovered: [], warning: undefined };

/** The pages' browser caching: the pull zone's, as no rule sets it there. */
const zoneCaching = (pullZoneId: number) =>
  `the Cache-Control of pull zone ${pullZoneId} ("Browser cache expiration time", CacheControlPublicMaxAgeOverride), so returning visitors may see an old deploy there`;
const keeps = (pullZoneId: number, pages: readonly string[]) =>
  `${listPages(pages)} ${pages.length === 1 ? 'keeps' : 'keep'} ${zoneCaching(pullZoneId)}`;

const LIMITS = `the platform's default of ${TRIGGERS_PER_RULE} triggers a rule, ${PATTERNS_PER_TRIGGER} patterns a trigger`;
const ROOM = `the room ${LIMITS} leaves`;
const WAYS_OUT = (first: string) =>
  `Set that setting to 0, as the platform's CLI does for sites, or name those folders without a dot, or link those pages with a trailing slash (${first}/), which the rule covers`;

/** The rule's write and what it leaves out, for a production switch or a preview's. */
export function planHtmlRule(zone: PullZone, request: HtmlRuleRequest): HtmlRulePlan {
  const { target, pullZoneId } = request;
  const pages = request.htmlPages ?? [];
  if (target.kind === 'preview') {
    // Production's deploys write the rule, so that a pull request cannot change what production's visitors get.
    const left = htmlCacheControlOf(zone) === undefined ? [] : pagesOutsideHtmlRule(zone, target.hostname, pages);
    if (left.length === 0) return NOTHING;
    return {
      ...NOTHING,
      uncovered: left,
      warning: `${RULE} is production's: its deploys name their pages whose last name has a dot one by one, and a preview never writes it. This preview's ${keeps(pullZoneId, left)}. Production's rule names ${left.length === 1 ? 'it once a production deploy has it' : 'them once a production deploy has them'}; until then a link with a trailing slash (${left[0] ?? ''}/), which the rule covers, works`,
    };
  }
  if (request.htmlCacheControl !== undefined) return withCacheControl(zone, request, request.htmlCacheControl, pages);
  // Without html-cache-control the rule is never made, and one there only gains the deploy's pages it does not cover.
  if (htmlRuleOf(zone) === undefined) return NOTHING;
  const host = new URL(siteAddress(zone, target).url ?? 'https://localhost/').hostname;
  const missing = pagesOutsideHtmlRule(zone, host, pages);
  if (missing.length === 0) return NOTHING;
  const added = htmlRuleWithPages(zone, missing);
  if ('unwritable' in added)
    return {
      ...NOTHING,
      uncovered: missing,
      warning:
        added.unwritable === 'too-many-patterns'
          ? `${RULE}: a trigger holds more than ${PATTERNS_PER_TRIGGER} patterns, which the step's write cannot carry: it is left as it is without html-cache-control, and of deploy ${request.deployId}, ${keeps(pullZoneId, missing)}. Give html-cache-control, which writes the rule in its form, or name those pages in it by hand`
          : `${RULE} is not of the form this step writes (the Cache-Control header, set on URLs any of its triggers matches), so without html-cache-control it is left as it is, and of deploy ${request.deployId}, ${keeps(pullZoneId, missing)}. Give html-cache-control, which writes the rule in its form, or name those pages in it by hand`,
    };
  const { left } = added;
  return {
    rule: left.length === missing.length ? undefined : added.rule,
    toLookUp: [],
    uncovered: left,
    warning:
      left.length === 0
        ? undefined
        : `${RULE}, kept as it is without html-cache-control, has no room left for a page more (${LIMITS}): of deploy ${request.deployId}, ${keeps(pullZoneId, left)}. ${WAYS_OUT(left[0] ?? '')}`,
  };
}

/**
 * With html-cache-control, the rule in the step's form: that Cache-Control, naming the deploy's
 * pages first, then those it names already that the live deploy may have (the live deploy stays
 * covered until the switch, and after it for a rollback). Written only when the rule as read
 * differs from the step's form, or lacks a page of the deploy that fits.
 */
function withCacheControl(zone: PullZone, request: HtmlRuleRequest, cacheControl: string, pages: readonly string[]): HtmlRulePlan {
  const { pullZoneId, deployId, target } = request;
  const named = htmlPagesOf(zone);
  const fresh = new Set(pages.map(lower));
  const notLive = new Set((request.htmlPagesNotLive ?? []).map(lower));
  const kept = named.filter((page) => !fresh.has(lower(page)) && !notLive.has(lower(page)));
  const { named: wanted, left } = htmlPagesNamed([...pages, ...kept]);
  const namedNow = new Set(named.map(lower));
  const missing = wanted.some((page) => fresh.has(lower(page)) && !namedNow.has(lower(page)));
  const [read] = rulesDescribed(zone, HTML_CACHE_DESCRIPTION);
  const asIs = read !== undefined && ruleIsAsWritten(read, htmlCacheRule(cacheControl, named));
  const rule = asIs && !missing ? undefined : htmlCacheRule(cacheControl, [...pages, ...kept]);
  const leftNew = left.filter((page) => fresh.has(lower(page)));
  // The live deploy's pages are left out only by a write; without one the rule keeps them.
  const leftLive = rule === undefined ? [] : left.filter((page) => !fresh.has(lower(page)));
  const live = liveDeploy(zone, target);
  const out = (pages: readonly string[]) => `${listPages(pages)} ${pages.length === 1 ? 'is' : 'are'} left out`;
  const parts = [
    ...(leftNew.length === 0 ? [] : [`of deploy ${deployId}, ${out(leftNew)}`]),
    ...(leftLive.length === 0
      ? []
      : [
          `of ${live === undefined ? 'the pages it named' : `deploy ${live}, live until the switch and what a rollback goes back to`}, ${out(leftLive)}`,
        ]),
  ];
  const first = leftNew[0] ?? leftLive[0] ?? '';
  return {
    rule,
    toLookUp: rule === undefined ? [] : named.filter((page) => !fresh.has(lower(page))),
    uncovered: leftNew,
    warning:
      parts.length === 0
        ? undefined
        : `${RULE} names ${HTML_PAGE_ROOM} pages whose last name has a dot, ${ROOM} beside its shapes, deploy ${deployId}'s first: ${parts.join('; ')}. ${leftNew.length + leftLive.length === 1 ? 'That page keeps' : 'Those pages keep'} ${zoneCaching(pullZoneId)}. ${WAYS_OUT(first)}`,
  };
}
