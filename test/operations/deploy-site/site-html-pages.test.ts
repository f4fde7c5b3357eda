import { getCACertificates, setDefaultCACertificates } from 'node:tls';
import { beforeAll, describe, expect, it } from 'vitest';
import { EDGE_CA_PEM } from '../../../emulator/server.ts';
import type { StoredEdgeRule } from '../../../emulator/pull-zones/pull-zone.ts';
import { HTML_CACHE_DESCRIPTION, PRODUCTION_DESCRIPTION } from '../../../src/platform/pull-zones/site-rules.ts';
import { failureMessage, useEmulator } from '../../support/e2e.ts';
import { FakeClock } from '../../support/fake-clock.ts';
import { CLOSED_PORT } from '../../support/closed-port.ts';
import { loseRuleWrites } from '../../support/lost-rule-deletes.ts';
import { SITE_HOST, pointHostnames, servedEverywhere, siteBuild, siteStep, siteZone } from '../../support/site.ts';

/*
 * html-cache-control on every page the site serves as HTML: a page served from a folder whose
 * last name has a dot (`/docs/v1.2` from docs/v1.2/index.html) has no shape that tells it from
 * a file (`/app.js`), so the rule names such pages of the deploy one by one, and follows the
 * deploy production serves.
 */

const emulator = useEmulator();
beforeAll(() => {
  setDefaultCACertificates([...getCACertificates('default'), EDGE_CA_PEM]);
});

const PREVIEW = 'pr-7.site.example';
const REVALIDATE = 'public, max-age=0, must-revalidate';
/** What storage's HTML carries at the edge without the rule: the pull zone's. */
const ZONE_DEFAULT = 'public, max-age=25600000';

/** A build of the site with a page in each of these folders. */
const buildWith = (version: string, ...folders: string[]) => ({
  ...siteBuild(version),
  ...Object.fromEntries(folders.map((folder) => [`dist/${folder}/index.html`, `<p>${folder} ${version}</p>`])),
});

const deploy = (clock: FakeClock, deployId: string, files: Record<string, string>, inputs: Record<string, string> = {}) =>
  siteStep(emulator(), 'deploy-site', { clock, files, inputs: { 'deploy-id': deployId, ...inputs } });

/** The Cache-Control a visitor gets at the first edge location. */
const cacheControl = (path: string, host = SITE_HOST) =>
  emulator().state.edge.serveEverywhere({ scheme: 'https', host, path, query: '', headers: {} })[0]?.headers['cache-control'];

/** The site's rule writes since the `from`th that write the HTML rule. */
const htmlWrites = (from: number) =>
  emulator()
    .state.ruleWrites.slice(from)
    .filter((write) => write.description === HTML_CACHE_DESCRIPTION);

/** Edits the site's HTML rule by hand, as the dashboard does. */
function editHtmlRule(edit: (rule: StoredEdgeRule) => void) {
  const zone = siteZone(emulator());
  const rule = zone.EdgeRules.find((entry) => entry.Description === HTML_CACHE_DESCRIPTION);
  if (rule === undefined) throw new Error('no HTML rule');
  edit(rule);
  emulator().state.edge.zoneChanged(zone);
}

/** The patterns of the site's HTML rule, as the zone holds it. */
const htmlPatterns = () =>
  (siteZone(emulator()).EdgeRules.find((rule) => rule.Description === HTML_CACHE_DESCRIPTION)?.Triggers ?? []).flatMap((trigger) =>
    (trigger.PatternMatches ?? []).map((pattern) => pattern.toLowerCase()),
  );

describe('html-cache-control covers every page served as HTML', () => {
  it('a page served from v1.2/index.html gets the Cache-Control too, and is the page the check reads', async () => {
    // The kinder reading, where the rule's header replaces the zone's: the harsher one warns for every page.
    emulator().state.edge.options.ruleCacheControl = 'replaces';
    const result = await deploy(new FakeClock(), 'v0001', buildWith('v0001', 'docs/v1.2'), { 'html-cache-control': REVALIDATE });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.stdout).not.toMatch(/::warning/);
    expect(servedEverywhere(emulator(), '/docs/v1.2')).toEqual(Array(3).fill('200 v0001 <p>docs/v1.2 v0001</p>'));
    expect(cacheControl('/about')).toBe(REVALIDATE);
    expect(cacheControl('/docs/v1.2')).toBe(REVALIDATE);
    // A file with a dot is not a page: the rule names the build's folders, not a shape.
    expect(cacheControl('/app.css')).toBeUndefined();
    // The check after the switch reads the page the shapes alone would have missed.
    expect(result.stdout).toContain(`The site's HTML (https://${SITE_HOST}/docs/v1.2) carries Cache-Control: ${REVALIDATE}`);
  });

  it('the dry run shows the pages the rule names', async () => {
    const result = await deploy(new FakeClock(), 'v0001', buildWith('v0001', 'docs/v1.2'), {
      'html-cache-control': REVALIDATE,
      'dry-run': 'true',
    });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.stdout).toMatch(/Would create the rule 'bunny-action static site: html cache-control'.*\*\/docs\/v1\.2/);
  });

  it('past the room of a rule (5 triggers of 5 patterns), it covers the shallowest and warns naming the others', async () => {
    emulator().state.edge.options.ruleCacheControl = 'replaces';
    const folders = Array.from({ length: 23 }, (_, i) => `v1.${String(i).padStart(2, '0')}`);
    const result = await deploy(new FakeClock(), 'v0001', buildWith('v0001', ...folders, 'docs/v9.9'), {
      'html-cache-control': REVALIDATE,
    });
    expect(result.exitCode, result.stdout).toBe(0);
    // 25 patterns, the shapes' 4 first: room for 21 pages.
    expect(htmlPatterns()).toHaveLength(25);
    expect(cacheControl('/v1.00')).toBe(REVALIDATE);
    expect(cacheControl('/v1.20')).toBe(REVALIDATE);
    expect(cacheControl('/v1.21')).toBe(ZONE_DEFAULT);
    const warning = result.stdout.split('\n').find((line) => line.startsWith('::warning') && line.includes('/v1.21'));
    expect(warning, result.stdout).toBeDefined();
    expect(warning).toContain('/v1.22');
    expect(warning).toContain('/docs/v9.9');
    expect(warning).not.toContain('/v1.20,');
    expect(warning).toContain('CacheControlPublicMaxAgeOverride');
  });

  it("follows production's deploy, keeping its Cache-Control; a preview never rewrites it and warns for its own pages", async () => {
    const clock = new FakeClock();
    emulator().state.edge.options.ruleCacheControl = 'replaces';
    const first = await deploy(clock, 'v0001', buildWith('v0001', 'docs/v1.2'), { 'html-cache-control': REVALIDATE });
    expect(first.exitCode, first.stdout).toBe(0);
    expect(cacheControl('/docs/v1.2')).toBe(REVALIDATE);

    // A preview: production's page stays covered, on every host; the preview's own is named in a warning.
    pointHostnames(emulator(), PREVIEW);
    const writes = emulator().state.ruleWrites.length;
    const preview = await deploy(clock, 'pr-7-abc', buildWith('pr-7-abc', 'docs/v1.2', 'docs/v1.3'), { 'preview-hostname': PREVIEW });
    expect(preview.exitCode, preview.stdout).toBe(0);
    expect(htmlWrites(writes)).toEqual([]);
    expect(cacheControl('/docs/v1.2')).toBe(REVALIDATE);
    expect(cacheControl('/docs/v1.2', PREVIEW)).toBe(REVALIDATE);
    expect(cacheControl('/docs/v1.3', PREVIEW)).toBe(ZONE_DEFAULT);
    const warning = preview.stdout.split('\n').find((line) => line.startsWith('::warning') && line.includes('/docs/v1.3'));
    expect(warning, preview.stdout).toBeDefined();
    expect(warning).not.toContain('/docs/v1.2');
    expect(warning).toContain(HTML_CACHE_DESCRIPTION);

    // The next production deploy, without html-cache-control: the rule keeps its Cache-Control and
    // gains this deploy's pages; it drops none (only html-cache-control brings it to the step's form).
    const second = await deploy(clock, 'v0002', buildWith('v0002', 'docs/v2.0'));
    expect(second.exitCode, second.stdout).toBe(0);
    expect(cacheControl('/docs/v2.0')).toBe(REVALIDATE);
    expect(htmlPatterns()).toContain('*/docs/v2.0');
    expect(htmlPatterns()).toContain('*/docs/v1.2');
    expect(second.stdout).toContain(`The site's HTML (https://${SITE_HOST}/docs/v2.0) carries Cache-Control: ${REVALIDATE}`);
  });

  it("a preview's own page that production's rule does not name gets one warning, with advice a preview can act on", async () => {
    const clock = new FakeClock();
    emulator().state.edge.options.ruleCacheControl = 'replaces';
    expect((await deploy(clock, 'v0001', buildWith('v0001'), { 'html-cache-control': REVALIDATE })).exitCode).toBe(0);
    pointHostnames(emulator(), PREVIEW);
    const preview = await deploy(clock, 'pr-7-abc', buildWith('pr-7-abc', 'docs/v1.3'), { 'preview-hostname': PREVIEW });
    expect(preview.exitCode, preview.stdout).toBe(0);
    const warnings = preview.stdout.split('\n').filter((line) => line.startsWith('::warning'));
    expect(
      warnings.filter((line) => line.includes('/docs/v1.3')),
      preview.stdout,
    ).toHaveLength(1);
    expect(warnings.join('\n')).not.toContain('give html-cache-control');
    expect(warnings.join('\n')).toContain("Production's rule names it once a production deploy has it");
  });

  it("writes the rule once, before the switch, naming the live deploy's pages and the new ones: nothing after the switch", async () => {
    const clock = new FakeClock();
    emulator().state.edge.options.ruleCacheControl = 'replaces';
    expect((await deploy(clock, 'v0001', buildWith('v0001', 'docs/v1.2'), { 'html-cache-control': REVALIDATE })).exitCode).toBe(0);
    // The HTML rule as each write of the next step arrives: in order, what the zone held right before it.
    const before: string[][] = [];
    const writes = emulator().state.ruleWrites.length;
    emulator().setRequestHook((request) => {
      if (request.service === 'api' && request.phase === 'arrived' && request.method === 'POST' && /\/edgerules\//i.test(request.path))
        before.push(htmlPatterns());
    });
    const result = await deploy(clock, 'v0002', buildWith('v0002', 'docs/v2.0'), { 'html-cache-control': REVALIDATE });
    expect(result.exitCode, result.stdout).toBe(0);
    const descriptions = emulator()
      .state.ruleWrites.slice(writes)
      .map((write) => write.description);
    expect(descriptions).toEqual([HTML_CACHE_DESCRIPTION, PRODUCTION_DESCRIPTION]);
    // Right before the switch, both deploys' pages; they stay (an old deploy's name is harmless until the next deploy drops it).
    expect(before[1]).toEqual(expect.arrayContaining(['*/docs/v1.2', '*/docs/v2.0']));
    expect(htmlPatterns()).toEqual(expect.arrayContaining(['*/docs/v1.2', '*/docs/v2.0']));
    expect(result.stdout.split('\n').filter((line) => line.includes(`rule '${HTML_CACHE_DESCRIPTION}'`))).toHaveLength(2);
  });

  it('no rule write after the switch: writes another pull request overlaps there cannot fail the step, and promoted is true', async () => {
    const clock = new FakeClock();
    emulator().state.edge.options.ruleCacheControl = 'replaces';
    expect((await deploy(clock, 'v0001', buildWith('v0001', 'docs/v1.2'), { 'html-cache-control': REVALIDATE })).exitCode).toBe(0);
    // The step's third rule write and the next, if any, lost: the first two are the HTML rule and the switch.
    const lost = loseRuleWrites(emulator(), 3, 2);
    const result = await deploy(clock, 'v0002', buildWith('v0002', 'docs/v2.0'), { 'html-cache-control': REVALIDATE });
    expect(result.exitCode, failureMessage(result)).toBe(0);
    expect(lost.stage()).toBe('idle');
    expect(result.outputs['promoted']).toBe('true');
    expect(cacheControl('/docs/v2.0')).toBe(REVALIDATE);
  });

  it("the next deploy drops the pages of deploys older than the live one: the rule names the live deploy's and its own", async () => {
    const clock = new FakeClock();
    emulator().state.edge.options.ruleCacheControl = 'replaces';
    for (const [id, folder] of [
      ['v0001', 'docs/v1.2'],
      ['v0002', 'docs/v2.0'],
      ['v0003', 'docs/v3.0'],
    ] as const)
      expect((await deploy(clock, id, buildWith(id, folder), { 'html-cache-control': REVALIDATE })).exitCode).toBe(0);
    expect(htmlPatterns()).toEqual(expect.arrayContaining(['*/docs/v2.0', '*/docs/v3.0']));
    expect(htmlPatterns()).not.toContain('*/docs/v1.2');
  });

  it("the dry run shows the one write of the rule, naming both deploys' pages", async () => {
    const clock = new FakeClock();
    expect((await deploy(clock, 'v0001', buildWith('v0001', 'docs/v1.2'), { 'html-cache-control': REVALIDATE })).exitCode).toBe(0);
    const result = await deploy(clock, 'v0002', buildWith('v0002', 'docs/v2.0'), { 'html-cache-control': REVALIDATE, 'dry-run': 'true' });
    expect(result.exitCode, result.stdout).toBe(0);
    const lines = result.stdout.split('\n').filter((line) => line.startsWith(`Would rewrite the rule '${HTML_CACHE_DESCRIPTION}'`));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('*/docs/v1.2');
    expect(lines[0]).toContain('*/docs/v2.0');
  });

  it("past the room, the new deploy's pages come first, and the warning names the live deploy's pages left out too", async () => {
    const clock = new FakeClock();
    emulator().state.edge.options.ruleCacheControl = 'replaces';
    const folders = Array.from({ length: 21 }, (_, i) => `v1.${String(i).padStart(2, '0')}`);
    const first = await deploy(clock, 'v0001', buildWith('v0001', ...folders), { 'html-cache-control': REVALIDATE });
    expect(first.exitCode, first.stdout).toBe(0);
    expect(first.stdout).not.toMatch(/::warning/);
    const second = await deploy(clock, 'v0002', buildWith('v0002', 'docs/v2.0'), { 'html-cache-control': REVALIDATE });
    expect(second.exitCode, second.stdout).toBe(0);
    expect(htmlPatterns()).toHaveLength(25);
    expect(htmlPatterns()).toContain('*/docs/v2.0');
    const warning = second.stdout.split('\n').find((line) => line.startsWith('::warning') && line.includes('/v1.20'));
    expect(warning, second.stdout).toBeDefined();
    expect(warning).toContain('v0001');
    expect(warning).not.toContain('/docs/v2.0');
  });

  it("promote-site, rolling back, adds its own deploy's pages, read from the deploy's folder", async () => {
    const clock = new FakeClock();
    emulator().state.edge.options.ruleCacheControl = 'replaces';
    for (const [id, folder] of [
      ['v0001', 'docs/v1.2'],
      ['v0002', 'docs/v2.0'],
      ['v0003', 'docs/v3.0'],
    ] as const)
      expect((await deploy(clock, id, buildWith(id, folder), { 'html-cache-control': REVALIDATE })).exitCode).toBe(0);
    expect(htmlPatterns()).not.toContain('*/docs/v1.2');
    const writes = emulator().state.ruleWrites.length;
    const back = await siteStep(emulator(), 'promote-site', { clock, inputs: { 'deploy-id': 'v0001' } });
    expect(back.exitCode, back.stdout).toBe(0);
    expect(htmlWrites(writes)).toHaveLength(1);
    expect(servedEverywhere(emulator(), '/docs/v1.2')).toEqual(Array(3).fill('200 v0001 <p>docs/v1.2 v0001</p>'));
    expect(cacheControl('/docs/v1.2')).toBe(REVALIDATE);
    // Without html-cache-control the rule only gains pages: the live deploy's stay until a deploy that gives it.
    expect(htmlPatterns()).toEqual(expect.arrayContaining(['*/docs/v1.2', '*/docs/v3.0']));
    expect(back.stdout).toContain(`The site's HTML (https://${SITE_HOST}/docs/v1.2) carries Cache-Control: ${REVALIDATE}`);
  });

  it("promote-site with html-cache-control names the live deploy's pages and its own, dropping an older deploy's", async () => {
    const clock = new FakeClock();
    emulator().state.edge.options.ruleCacheControl = 'replaces';
    for (const [id, folder] of [
      ['v0001', 'docs/v1.2'],
      ['v0002', 'docs/v2.0'],
      ['v0003', 'docs/v3.0'],
    ] as const)
      expect((await deploy(clock, id, buildWith(id, folder), { 'html-cache-control': REVALIDATE })).exitCode).toBe(0);
    expect(htmlPatterns()).toContain('*/docs/v2.0');
    const back = await siteStep(emulator(), 'promote-site', { clock, inputs: { 'deploy-id': 'v0001', 'html-cache-control': REVALIDATE } });
    expect(back.exitCode, back.stdout).toBe(0);
    expect(htmlPatterns()).toEqual(expect.arrayContaining(['*/docs/v1.2', '*/docs/v3.0']));
    expect(htmlPatterns()).not.toContain('*/docs/v2.0');
    expect(cacheControl('/docs/v1.2')).toBe(REVALIDATE);
  });

  it("a failing listing of the live deploy's page folder keeps that page named, with one warning, and the deploy goes on", async () => {
    const clock = new FakeClock();
    emulator().state.edge.options.ruleCacheControl = 'replaces';
    expect((await deploy(clock, 'v0001', buildWith('v0001', 'docs/v1.2'), { 'html-cache-control': REVALIDATE })).exitCode).toBe(0);
    emulator().storage.inject({ kind: 'status', status: 500, method: 'GET', path: /\/deploys\/v0001\/docs\/v1\.2\/?$/, times: Infinity });
    const result = await deploy(clock, 'v0002', buildWith('v0002', 'docs/v2.0'), { 'html-cache-control': REVALIDATE });
    expect(result.exitCode, failureMessage(result)).toBe(0);
    expect(result.outputs['promoted']).toBe('true');
    // Taken as still live: the rule keeps naming it, as harmless as an older deploy's name until the next write.
    expect(htmlPatterns()).toEqual(expect.arrayContaining(['*/docs/v1.2', '*/docs/v2.0']));
    const warnings = result.stdout.split('\n').filter((line) => line.startsWith('::warning') && line.includes('/docs/v1.2'));
    expect(warnings, result.stdout).toHaveLength(1);
    expect(warnings[0]).toContain('v0001');
    expect(warnings[0]).toContain('500');
  });

  it("deploy-site's rollback-on-failure writes no HTML rule: the rule written before the switch covers the deploy it switches back to", async () => {
    const clock = new FakeClock();
    emulator().state.edge.options.ruleCacheControl = 'replaces';
    expect((await deploy(clock, 'v0001', buildWith('v0001', 'docs/v1.2'), { 'html-cache-control': REVALIDATE })).exitCode).toBe(0);
    const writes = emulator().state.ruleWrites.length;
    const failed = await deploy(clock, 'v0002', buildWith('v0002', 'docs/v2.0'), {
      'html-cache-control': REVALIDATE,
      'probe-url': `http://127.0.0.1:${CLOSED_PORT}/`,
      'rollback-on-failure': 'true',
      'consecutive-successes': '1',
      'wait-seconds': '10',
    });
    expect(failed.exitCode).toBe(1);
    expect(failureMessage(failed)).toContain('Switched back: deploy v0001 is live again');
    expect(failed.outputs['rolled-back']).toBe('true');
    expect(htmlWrites(writes)).toHaveLength(1);
    expect(cacheControl('/docs/v1.2')).toBe(REVALIDATE);
    expect(htmlPatterns()).toEqual(expect.arrayContaining(['*/docs/v1.2', '*/docs/v2.0']));
  });
});

describe('without html-cache-control', () => {
  it('never creates the rule, whatever pages the deploy has', async () => {
    const clock = new FakeClock();
    expect((await deploy(clock, 'v0001', buildWith('v0001', 'docs/v1.2'))).exitCode).toBe(0);
    expect((await deploy(clock, 'v0002', buildWith('v0002', 'docs/v2.0'))).exitCode).toBe(0);
    expect(siteZone(emulator()).EdgeRules.map((rule) => rule.Description)).not.toContain(HTML_CACHE_DESCRIPTION);
  });

  it('leaves a hand-edited rule as it is when the deploy has no page the rule lacks', async () => {
    const clock = new FakeClock();
    expect((await deploy(clock, 'v0001', siteBuild('v0001'), { 'html-cache-control': REVALIDATE })).exitCode).toBe(0);
    editHtmlRule((rule) => rule.Triggers[0]?.PatternMatches?.push('*.xml'));
    const writes = emulator().state.ruleWrites.length;
    const result = await deploy(clock, 'v0002', siteBuild('v0002'));
    expect(result.exitCode, result.stdout).toBe(0);
    expect(htmlWrites(writes)).toEqual([]);
    expect(htmlPatterns()).toContain('*.xml');
  });

  it("adds only the deploy's pages the rule lacks, keeping its Cache-Control and hand-added patterns", async () => {
    const clock = new FakeClock();
    emulator().state.edge.options.ruleCacheControl = 'replaces';
    expect((await deploy(clock, 'v0001', buildWith('v0001', 'docs/v1.2'), { 'html-cache-control': REVALIDATE })).exitCode).toBe(0);
    editHtmlRule((rule) => {
      rule.ActionParameter2 = 'no-cache';
      rule.Triggers.push({ Type: 0, PatternMatches: ['*.xml'], PatternMatchingType: 0, Parameter1: null });
    });
    const result = await deploy(clock, 'v0002', buildWith('v0002', 'docs/v1.2', 'docs/v2.0'));
    expect(result.exitCode, result.stdout).toBe(0);
    expect(htmlPatterns()).toEqual(expect.arrayContaining(['*.xml', '*/docs/v1.2', '*/docs/v2.0']));
    expect(cacheControl('/docs/v2.0')).toBe('no-cache');
    expect(cacheControl('/feed.xml')).toBe('no-cache');
  });

  it('leaves alone a rule with more patterns in a trigger than the step writes, warning, and the deploy goes on', async () => {
    const clock = new FakeClock();
    expect((await deploy(clock, 'v0001', siteBuild('v0001'), { 'html-cache-control': REVALIDATE })).exitCode).toBe(0);
    // The dashboard takes more than the 5 patterns a trigger the step's own write allows.
    editHtmlRule((rule) => rule.Triggers[0]?.PatternMatches?.push('*.xml', '*.txt', '*.rss'));
    expect(htmlPatterns().length).toBeGreaterThan(5);
    const writes = emulator().state.ruleWrites.length;
    const result = await deploy(clock, 'v0002', buildWith('v0002', 'docs/v2.0'));
    expect(result.exitCode, failureMessage(result)).toBe(0);
    expect(htmlWrites(writes)).toEqual([]);
    expect(htmlPatterns()).toEqual(expect.arrayContaining(['*.xml', '*.txt', '*.rss']));
    const warning = result.stdout.split('\n').find((line) => line.startsWith('::warning') && line.includes('/docs/v2.0'));
    expect(warning, result.stdout).toBeDefined();
    // It is of the step's form: only the write's limit keeps the step from naming the pages in it.
    expect(warning).not.toContain('not of the form');
    expect(warning).toContain("a trigger holds more than 5 patterns, which the step's write cannot carry: it is left as it is");
    expect(warning).toContain('/docs/v2.0');
  });

  it('with html-cache-control, rewrites a rule with more patterns in a trigger than the step writes in its own form', async () => {
    const clock = new FakeClock();
    emulator().state.edge.options.ruleCacheControl = 'replaces';
    expect((await deploy(clock, 'v0001', siteBuild('v0001'), { 'html-cache-control': REVALIDATE })).exitCode).toBe(0);
    editHtmlRule((rule) => rule.Triggers[0]?.PatternMatches?.push('*.xml', '*.txt', '*.rss'));
    const result = await deploy(clock, 'v0002', buildWith('v0002', 'docs/v2.0'), { 'html-cache-control': REVALIDATE });
    expect(result.exitCode, failureMessage(result)).toBe(0);
    const rule = siteZone(emulator()).EdgeRules.find((entry) => entry.Description === HTML_CACHE_DESCRIPTION);
    expect(rule?.Triggers.every((trigger) => (trigger.PatternMatches ?? []).length <= 5)).toBe(true);
    expect(htmlPatterns()).toContain('*/docs/v2.0');
    expect(htmlPatterns()).not.toContain('*.xml');
    expect(cacheControl('/docs/v2.0')).toBe(REVALIDATE);
  });

  it("leaves a rule that is not of the step's form alone, warning that the deploy's pages are not covered", async () => {
    const clock = new FakeClock();
    expect((await deploy(clock, 'v0001', siteBuild('v0001'), { 'html-cache-control': REVALIDATE })).exitCode).toBe(0);
    // Every trigger must match: a page named in a trigger of its own would match nothing.
    editHtmlRule((rule) => {
      rule.TriggerMatchingType = 1;
    });
    const writes = emulator().state.ruleWrites.length;
    const result = await deploy(clock, 'v0002', buildWith('v0002', 'docs/v2.0'));
    expect(result.exitCode, result.stdout).toBe(0);
    expect(htmlWrites(writes)).toEqual([]);
    const warning = result.stdout.split('\n').find((line) => line.startsWith('::warning') && line.includes('/docs/v2.0'));
    expect(warning, result.stdout).toBeDefined();
    expect(warning).toContain('html-cache-control');
  });
});
