import { getCACertificates, setDefaultCACertificates } from 'node:tls';
import { beforeAll, describe, expect, it } from 'vitest';
import { EDGE_CA_PEM } from '../../../emulator/server.ts';
import { HTML_CACHE_DESCRIPTION, PRODUCTION_DESCRIPTION } from '../../../src/platform/pull-zones/site-rules.ts';
import { failureMessage, useEmulator } from '../../support/e2e.ts';
import { FakeClock } from '../../support/fake-clock.ts';
import { CLOSED_PORT } from '../../support/closed-port.ts';
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
    expect(
      emulator()
        .state.ruleWrites.slice(writes)
        .map((write) => write.description),
    ).not.toContain(HTML_CACHE_DESCRIPTION);
    expect(cacheControl('/docs/v1.2')).toBe(REVALIDATE);
    expect(cacheControl('/docs/v1.2', PREVIEW)).toBe(REVALIDATE);
    expect(cacheControl('/docs/v1.3', PREVIEW)).toBe(ZONE_DEFAULT);
    const warning = preview.stdout.split('\n').find((line) => line.startsWith('::warning') && line.includes('/docs/v1.3'));
    expect(warning, preview.stdout).toBeDefined();
    expect(warning).not.toContain('/docs/v1.2');
    expect(warning).toContain(HTML_CACHE_DESCRIPTION);

    // The next production deploy, without html-cache-control: the rule keeps its Cache-Control and names this deploy's pages.
    const second = await deploy(clock, 'v0002', buildWith('v0002', 'docs/v2.0'));
    expect(second.exitCode, second.stdout).toBe(0);
    expect(cacheControl('/docs/v2.0')).toBe(REVALIDATE);
    expect(htmlPatterns()).toContain('*/docs/v2.0');
    expect(htmlPatterns()).not.toContain('*/docs/v1.2');
    expect(second.stdout).toContain(`The site's HTML (https://${SITE_HOST}/docs/v2.0) carries Cache-Control: ${REVALIDATE}`);
  });

  it("keeps the live deploy's pages covered until the switch, then names the new deploy's only", async () => {
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
    const switchAt = descriptions.indexOf(PRODUCTION_DESCRIPTION);
    expect(switchAt, descriptions.join()).toBeGreaterThan(0);
    // Right before the switch, both deploys' pages; after it, the live one's.
    expect(before[switchAt]).toEqual(expect.arrayContaining(['*/docs/v1.2', '*/docs/v2.0']));
    expect(htmlPatterns()).toContain('*/docs/v2.0');
    expect(htmlPatterns()).not.toContain('*/docs/v1.2');
  });

  it("promote-site, rolling back, names its own deploy's pages, read from the deploy's folder", async () => {
    const clock = new FakeClock();
    emulator().state.edge.options.ruleCacheControl = 'replaces';
    expect((await deploy(clock, 'v0001', buildWith('v0001', 'docs/v1.2'), { 'html-cache-control': REVALIDATE })).exitCode).toBe(0);
    expect((await deploy(clock, 'v0002', buildWith('v0002', 'docs/v2.0'), { 'html-cache-control': REVALIDATE })).exitCode).toBe(0);
    expect(htmlPatterns()).not.toContain('*/docs/v1.2');
    const back = await siteStep(emulator(), 'promote-site', { clock, inputs: { 'deploy-id': 'v0001' } });
    expect(back.exitCode, back.stdout).toBe(0);
    expect(servedEverywhere(emulator(), '/docs/v1.2')).toEqual(Array(3).fill('200 v0001 <p>docs/v1.2 v0001</p>'));
    expect(cacheControl('/docs/v1.2')).toBe(REVALIDATE);
    expect(htmlPatterns()).not.toContain('*/docs/v2.0');
    expect(back.stdout).toContain(`The site's HTML (https://${SITE_HOST}/docs/v1.2) carries Cache-Control: ${REVALIDATE}`);
  });

  it("deploy-site's rollback-on-failure puts back the pages of the deploy it switches back to", async () => {
    const clock = new FakeClock();
    emulator().state.edge.options.ruleCacheControl = 'replaces';
    expect((await deploy(clock, 'v0001', buildWith('v0001', 'docs/v1.2'), { 'html-cache-control': REVALIDATE })).exitCode).toBe(0);
    const failed = await deploy(clock, 'v0002', buildWith('v0002', 'docs/v2.0'), {
      'html-cache-control': REVALIDATE,
      'probe-url': `http://127.0.0.1:${CLOSED_PORT}/`,
      'rollback-on-failure': 'true',
      'consecutive-successes': '1',
      'wait-seconds': '10',
    });
    expect(failed.exitCode).toBe(1);
    expect(failureMessage(failed)).toContain('Switched back: deploy v0001 is live again');
    expect(cacheControl('/docs/v1.2')).toBe(REVALIDATE);
    expect(htmlPatterns()).toContain('*/docs/v1.2');
    expect(htmlPatterns()).not.toContain('*/docs/v2.0');
  });
});
