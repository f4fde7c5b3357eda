import { describe, expect, it } from 'vitest';
import type { PullZone } from '../../../src/api/models/pull-zone.ts';
import {
  RECENT_FOLDER_GRACE_MS,
  decideRetention,
  foldersToDelete,
  listDeployFolders,
} from '../../../src/operations/deploy-site/retention.ts';
import type { StorageClient } from '../../../src/platform/storage/storage-client.ts';
import {
  PRODUCTION_DESCRIPTION,
  blockRule,
  deployOfRule,
  originRulesBefore,
  productionRule,
  previewRule,
  type SiteTarget,
} from '../../../src/platform/pull-zones/site-rules.ts';
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

describe('origin rules the action did not make', () => {
  type Rule = NonNullable<PullZone['EdgeRules']>[number];
  const url = (patterns: string[], matching = 0) => ({
    Type: 0,
    PatternMatches: patterns,
    PatternMatchingType: matching,
    Parameter1: null,
  });
  const foreign = (Description: string, rest: Partial<Rule>): Rule => ({
    Guid: Description,
    ActionType: 2,
    ActionParameter1: 'https://old.example.net',
    Triggers: [url(['*'])],
    ExtraActions: [],
    TriggerMatchingType: 0,
    Description,
    Enabled: true,
    ...rest,
  });
  const site = zone([productionRule(storage, 'v1', ['www.site.example']), previewRule(storage, 'p1', 'pr-1.site.example'), blockRule()]);
  const trigger = (Type: number, patterns: string[], matching = 0, Parameter1: string | null = null) => ({
    Type,
    PatternMatches: patterns,
    PatternMatchingType: matching,
    Parameter1,
  });
  const withRules = (rules: Rule[]) => ({ ...site, EdgeRules: [...(site.EdgeRules ?? []), ...rules] });
  const before = (rules: Rule[], host = 'www.site.example') =>
    originRulesBefore(withRules(rules), host, undefined).map(
      ({ rule, certain }) => `${rule.Description ?? ''}${certain ? '' : ' (maybe)'}`,
    );
  /** The rules the decision refuses and those it warns about, each named by its description (its Guid here). */
  const decided = (rules: Rule[], target: SiteTarget = { kind: 'production' }) => {
    const decision = decideSwitch(withRules(rules), { pullZoneId: 3004, target, storage, deployId: 'v2' });
    const named = (text: string | undefined) => rules.map((rule) => rule.Description ?? '').filter((name) => text?.includes(`'${name}'`));
    return { refused: named(decision.refusals.join('\n')), warned: named(decision.foreignWarning) };
  };

  it("names those whose origin action serves the host's home page to every visitor, never the site's own", () => {
    expect(before([])).toEqual([]);
    expect(
      before([
        foreign('everything', {}),
        foreign('not deploys', { ActionType: 17, Triggers: [url(['*/deploys/*'], 2)] }),
        foreign('in an extra action', {
          ActionType: 5,
          ExtraActions: [{ ActionType: 17, ActionParameter1: '1', ActionParameter2: 'z', ActionParameter3: '/' }],
        }),
        foreign('on GET', { Triggers: [trigger(9, ['GET', 'HEAD'])] }),
        foreign('not on POST', { Triggers: [trigger(9, ['POST'], 2)] }),
        foreign('not php', { Triggers: [trigger(3, ['php'], 2)] }),
        foreign('a Lua pattern for the host', { Triggers: [url(['pattern:^https://www%.site%.example/.*$'])] }),
        foreign('all of url and no query', { TriggerMatchingType: 1, Triggers: [url(['*']), trigger(6, ['*'])] }),
      ]),
    ).toEqual([
      'everything',
      'not deploys',
      'in an extra action',
      'on GET',
      'not on POST',
      'not php',
      'a Lua pattern for the host',
      'all of url and no query',
    ]);
  });

  it('names those that may serve it to some visitors only, or whose trigger cannot be read, as maybe', () => {
    expect(
      before([
        foreign('a header', { Triggers: [trigger(1, ['x'], 0, 'X-A')] }),
        foreign('a country', { Triggers: [trigger(4, ['CN'])] }),
        foreign('an address', { Triggers: [trigger(5, ['10.0.0.0/8'])] }),
        foreign('a chance', { Triggers: [trigger(7, ['50'])] }),
        foreign('a cookie', { Triggers: [trigger(10, ['beta'], 0, 'channel')] }),
        foreign('url and country', { TriggerMatchingType: 1, Triggers: [url(['*']), trigger(4, ['CN'])] }),
        foreign('a capture', { Triggers: [url(['pattern:^(https)://'])] }),
        foreign('no trigger', { Triggers: [] }),
      ]),
    ).toEqual([
      'a header (maybe)',
      'a country (maybe)',
      'an address (maybe)',
      'a chance (maybe)',
      'a cookie (maybe)',
      'url and country (maybe)',
      'a capture (maybe)',
      'no trigger (maybe)',
    ]);
  });

  it('leaves out other hosts and paths, other methods and extensions, failover rules, http only, disabled rules, other actions', () => {
    expect(
      before([
        foreign('api path', { Triggers: [url(['*/api/*'])] }),
        foreign('api host', { Triggers: [url(['https://api.example.com/*'])] }),
        foreign('http only', { ActionType: 22, Triggers: [url(['http://www.site.example/*'])] }),
        foreign('a Lua pattern for another host', { Triggers: [url(['pattern:^https://api%.example%.com/'])] }),
        foreign('php', { Triggers: [trigger(3, ['php'])] }),
        foreign('POST', { Triggers: [trigger(9, ['POST'])] }),
        foreign('connection error', { Triggers: [trigger(13, ['*'])] }),
        foreign('status 503', { Triggers: [trigger(8, ['503'])] }),
        foreign('retried', { Triggers: [trigger(12, ['1'])] }),
        foreign('a response header', { Triggers: [trigger(2, ['*'], 0, 'X-Origin')] }),
        foreign('url and connection error', { TriggerMatchingType: 1, Triggers: [url(['*']), trigger(13, ['*'])] }),
        foreign('a query', { Triggers: [trigger(6, ['*preview=1*'])] }),
        foreign('all of host and header', {
          TriggerMatchingType: 1,
          Triggers: [url(['*://api.example.com/*']), trigger(1, ['x'], 0, 'X-A')],
        }),
        foreign('none of every url', { TriggerMatchingType: 2 }),
        foreign('disabled', { Enabled: false }),
        foreign('a header action', { ActionType: 5 }),
        foreign('an edge script', { ActionType: 21, ActionParameter1: '77' }),
      ]),
    ).toEqual([]);
    // The preview's host is the one tested on a preview: a rule on production's host alone leaves it out.
    expect(before([foreign('www', { Triggers: [url(['*://www.site.example/*'])] })], 'pr-1.site.example')).toEqual([]);
    expect(before([foreign('www', { Triggers: [url(['*://www.site.example/*'])] })])).toEqual(['www']);
  });

  it("weighs a query-string trigger on a plain visit (no query) and on the verification's (?bunny-deploy-check=<nonce>)", () => {
    expect(
      before([
        // A visitor's plain visit, whatever the verification's meets: any query string, none, or no such parameter.
        foreign('any query or none', { Triggers: [trigger(6, ['*'])] }),
        foreign('none of preview', { Triggers: [trigger(6, ['*preview=1*'], 2)] }),
        foreign('none of any parameter', { Triggers: [trigger(6, ['*=*'], 2)] }),
        // Neither visit.
        foreign('preview query', { Triggers: [trigger(6, ['*preview=1*'])] }),
        foreign('utm query', { Triggers: [trigger(6, ['utm_source=*', '?utm_source=*'])] }),
        foreign('a check without its nonce', { Triggers: [trigger(6, ['bunny-deploy-check=', '?bunny-deploy-check='])] }),
        foreign('a named parameter', { Triggers: [trigger(6, ['1'], 0, 'page')] }),
        // The verification's visit only, or a reading the docs leave open: maybe.
        foreign('any parameter', { Triggers: [trigger(6, ['*=*'])] }),
        foreign('a question mark', { Triggers: [trigger(6, ['?*'])] }),
        foreign('bunny anywhere', { Triggers: [trigger(6, ['*bunny*'])] }),
        foreign('a Lua pattern for any character', { Triggers: [trigger(6, ['pattern:.'])] }),
        foreign('the check', { Triggers: [trigger(6, ['bunny-deploy-check=*', '?bunny-deploy-check=*'])] }),
        // A Parameter1 the docs do not give a meaning on a query string: whole query string or that parameter's value.
        foreign('any value of a named parameter', { Triggers: [trigger(6, ['*'], 0, 'page')] }),
      ]),
    ).toEqual([
      'any query or none',
      'none of preview',
      'none of any parameter',
      'any parameter (maybe)',
      'a question mark (maybe)',
      'bunny anywhere (maybe)',
      'a Lua pattern for any character (maybe)',
      'the check (maybe)',
      'any value of a named parameter (maybe)',
    ]);
  });

  it('weighs each visit on the rule as a whole: a rule negated at its level (MatchNone) over a query-string trigger', () => {
    const rules = [
      // None of (any parameter): every plain visitor, never the verification's visit.
      foreign('serves plain visitors', { Triggers: [trigger(6, ['*=*'])], TriggerMatchingType: 2 }),
      // None of (no parameter): the verification's visit only.
      foreign('serves the check only', { Triggers: [trigger(6, ['*=*'], 2)], TriggerMatchingType: 2 }),
    ];
    expect(decided(rules)).toEqual({ refused: ['serves plain visitors'], warned: ['serves the check only'] });
  });

  it("refuses a rule on a query string that serves a visitor's plain visit, though the verification's escapes it; warns of one that serves the verification's only", () => {
    const rules = [
      foreign('any parameter', { Triggers: [trigger(6, ['*=*'])] }),
      foreign('no parameter', { Triggers: [trigger(6, ['*=*'], 2)] }),
    ];
    expect(decided(rules)).toEqual({ refused: ['no parameter'], warned: ['any parameter'] });
    const warning = decideSwitch(withRules(rules), {
      pullZoneId: 3004,
      target: { kind: 'production' },
      storage,
      deployId: 'v2',
    }).foreignWarning;
    expect(warning).toMatch(/the query string \(the step's verification adds \?bunny-deploy-check=<nonce>, a plain visit has none\)/);
    const refusal = decideSwitch(withRules([foreign('any query', { Triggers: [trigger(6, ['*'])] })]), {
      pullZoneId: 3004,
      target: { kind: 'production' },
      storage,
      deployId: 'v2',
    }).refusals.join('\n');
    expect(refusal).toMatch(
      /its trigger matches a GET of that address as a visitor makes it \(whatever the step's verification, which adds \?bunny-deploy-check=<nonce>, meets\)/,
    );
  });

  it('refuses only a rule that serves every visitor, and warns of one that may serve some, for production and a preview', () => {
    const rules = [
      foreign('hand-made', { Triggers: [url(['*.site.example/*', '*.b-cdn.net/*'])] }),
      foreign('china', { Triggers: [trigger(4, ['CN'])] }),
      foreign('failover', { Triggers: [trigger(13, ['*'])] }),
      foreign('php', { Triggers: [trigger(3, ['php'])] }),
    ];
    for (const target of [{ kind: 'production' as const }, { kind: 'preview' as const, hostname: 'pr-1.site.example' }])
      expect(decided(rules, target)).toEqual({ refused: ['hand-made'], warned: ['china'] });
    const decision = decideSwitch(withRules(rules), { pullZoneId: 3004, target: { kind: 'production' }, storage, deployId: 'v2' });
    expect(decision.refusals.join('\n')).toMatch(
      /this action did not make, 'hand-made' \(hand-made\), whose origin action .* serves https:\/\/site-cdn\.b-cdn\.net\/: /,
    );
    expect(decision.foreignWarning).toMatch(
      /'china' \(china\), whose origin action .* may serve https:\/\/site-cdn\.b-cdn\.net\/ to some visitors: /,
    );
    expect(decision.foreignWarning).toMatch(/Those visitors may get that rule's origin instead of deploy v2/);
    expect(decided(rules.slice(1))).toEqual({ refused: [], warned: ['china'] });
    expect(decideSwitch(site, { pullZoneId: 3004, target: { kind: 'production' }, storage, deployId: 'v2' }).refusals).toEqual([]);
  });
});

describe("the order of the site's rule and an origin rule it did not make", () => {
  const everything = (OrderIndex: number | undefined) => ({
    Guid: `foreign-${OrderIndex ?? 'none'}`,
    ActionType: 2,
    ActionParameter1: 'https://old.example.net',
    Triggers: [{ Type: 0, PatternMatches: ['*'], PatternMatchingType: 0, Parameter1: null }],
    ExtraActions: [],
    TriggerMatchingType: 0,
    Description: `everything at ${OrderIndex ?? 'none'}`,
    Enabled: true,
    ...(OrderIndex === undefined ? {} : { OrderIndex }),
  });
  // Production's rule read at OrderIndex 1, the block at 0: the edge runs production's before a rule at 50.
  const site = (foreign: ReturnType<typeof everything>) => {
    const read = zone([blockRule(), productionRule(storage, 'v1', ['www.site.example'])]);
    const rules = (read.EdgeRules ?? []).map((rule, OrderIndex) => ({ ...rule, OrderIndex }));
    return { ...read, EdgeRules: [...rules, foreign] };
  };
  const decide = (foreign: ReturnType<typeof everything>, target: SiteTarget = { kind: 'production' }) =>
    decideSwitch(site(foreign), { pullZoneId: 3004, target, storage, deployId: 'v2' });

  it("does not count a rule ordered after the site's rule as read; one at the same index, before it, or without one counts", () => {
    expect(decide(everything(50)).refusals).toEqual([]);
    for (const order of [1, 0, undefined])
      expect(decide(everything(order)).refusals.join('\n')).toContain(`'everything at ${order ?? 'none'}'`);
    expect(decide(everything(1)).refusals.join('\n')).toMatch(/its OrderIndex 1 is not after the site's rule's \(1\)/);
  });

  it('counts every matching rule for a rule the step adds (a new preview): added without OrderIndex, it goes last', () => {
    const preview = decide(everything(50), { kind: 'preview', hostname: 'pr-2.site.example' });
    expect(preview.refusals.join('\n')).toContain("'everything at 50'");
    expect(preview.refusals.join('\n')).toContain("the site's rule, which this step adds without OrderIndex, goes last");
  });

  it("says the order cannot be told when the site's rule as read has no OrderIndex, and counts every matching rule", () => {
    const read = zone([blockRule(), productionRule(storage, 'v1', ['www.site.example'])]);
    const unordered = { ...read, EdgeRules: [...(read.EdgeRules ?? []), everything(50)] };
    const refusal = decideSwitch(unordered, { pullZoneId: 3004, target: { kind: 'production' }, storage, deployId: 'v2' }).refusals.join(
      '\n',
    );
    expect(refusal).toContain("'everything at 50'");
    expect(refusal).toContain(
      "that rule may run before the site's: the site's rule reads no OrderIndex, so the order cannot be told from the read,",
    );
    expect(refusal).not.toContain('which this step adds without OrderIndex');
  });

  it("sends the OrderIndex of the site's rule as read with its update, none with a rule it adds", () => {
    const decision = decide(everything(50));
    const written = decision.changes.flatMap((change) => ('rule' in change ? [change] : []));
    expect(written.map((change) => [change.kind, change.description, change.rule.OrderIndex])).toEqual([
      ['switch', PRODUCTION_DESCRIPTION, 1],
    ]);
    const added = decideSwitch(zone([]), { pullZoneId: 3004, target: { kind: 'production' }, storage, deployId: 'v2' });
    expect(added.changes.flatMap((change) => ('rule' in change ? [change.rule.OrderIndex] : []))).toEqual([undefined, undefined]);
  });
});

describe("the rule 'bunny sites' leaves", () => {
  const sites = {
    Guid: 'sites-guid',
    ActionType: 17,
    ActionParameter1: '5001',
    ActionParameter2: 'site-zone',
    ActionParameter3: '/deploys/abc123/',
    Triggers: [{ Type: 0, PatternMatches: ['*/deploys/*'], PatternMatchingType: 2, Parameter1: null }],
    ExtraActions: [{ ActionType: 5, ActionParameter1: 'X-Bunny-Deploy', ActionParameter2: 'abc123', ActionParameter3: null }],
    TriggerMatchingType: 0,
    Description: 'bunny sites: site',
    Enabled: true,
  };
  const refusal = (rules: PullZone['EdgeRules']) =>
    decideSwitch(zone([], { EdgeRules: rules }), {
      pullZoneId: 3004,
      target: { kind: 'production' },
      storage,
      deployId: 'v2',
    }).refusals.join('\n');

  it('says that, once it is disabled, the zone serves its storage root until the first deploy is live: run the step right after', () => {
    expect(refusal([sites])).toContain(
      "'bunny sites: site' (sites-guid) is the rule 'bunny sites' leaves (every URL not under /deploys/): once it is disabled, pull zone 3004 serves its storage zone's root (the pull zone's own origin) on https://site-cdn.b-cdn.net/ until this step's deploy is live, so run the step right after",
    );
  });

  it('says the zone serves its storage root only once every rule named is disabled, when another is refused beside it', () => {
    const other = {
      ...sites,
      Guid: 'other-guid',
      Description: 'hand-made',
      Triggers: [{ Type: 0, PatternMatches: ['*'], PatternMatchingType: 0, Parameter1: null }],
    };
    const both = refusal([sites, other]);
    expect(both).toContain("'hand-made' (other-guid)");
    expect(both).toContain(
      "'bunny sites: site' (sites-guid) is the rule 'bunny sites' leaves (every URL not under /deploys/): once every rule named is disabled, pull zone 3004 serves its storage zone's root",
    );
    expect(both).not.toContain('once it is disabled');
  });

  it('says nothing of it for a rule of another shape', () => {
    const other = { ...sites, Triggers: [{ Type: 0, PatternMatches: ['*'], PatternMatchingType: 0, Parameter1: null }] };
    expect(refusal([other])).toContain("'bunny sites: site' (sites-guid)");
    expect(refusal([other])).not.toContain("is the rule 'bunny sites' leaves");
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
