import { getCACertificates, setDefaultCACertificates } from 'node:tls';
import { beforeAll, describe, expect, it } from 'vitest';
import { EDGE_CA_PEM, type RequestHook } from '../../../emulator/server.ts';
import { newHostname, type StoredEdgeRule } from '../../../emulator/pull-zones/pull-zone.ts';
import {
  BLOCK_DESCRIPTION,
  HTML_CACHE_DESCRIPTION,
  PRODUCTION_DESCRIPTION,
  previewDescription,
} from '../../../src/platform/pull-zones/site-rules.ts';
import { DEFAULT_API_KEY, failureMessage, runAgainst, useEmulator } from '../../support/e2e.ts';
import { FakeClock } from '../../support/fake-clock.ts';
import { SITE_HOST, SITE_ZONE, pointHostnames, servedEverywhere, siteBuild, siteSecrets, siteStep, siteZone } from '../../support/site.ts';
import { loseRuleDeletes } from '../../support/lost-rule-deletes.ts';

/*
 * Previews at scale: a wildcard hostname of the pull zone (`*.preview.site.example`), set up
 * once with its certificate, serves every preview under it. A preview then writes only its
 * rule: no hostname, no certificate, so neither the hostname limit nor the certificate
 * authority's weekly limit bounds the number of pull requests; production's rule never names
 * the wildcard, so production never answers for a preview's host.
 */

const emulator = useEmulator();
beforeAll(() => {
  setDefaultCACertificates([...getCACertificates('default'), EDGE_CA_PEM]);
});

const WILDCARD = '*.preview.site.example';
const host = (pr: number) => `pr-${pr}.preview.site.example`;
const asked = (path: string) => emulator().requests.filter((request) => request.path.endsWith(path));

/** The one-time set-up: the wildcard hostname on the site's pull zone, with its certificate (or not yet). */
function addWildcard(certificate = true) {
  // The kinder reading of what a rule sees under a wildcard (facts 6.2): the harsher one has its own test.
  emulator().state.edge.options.wildcardRuleHost = 'requested';
  const zone = siteZone(emulator());
  zone.Hostnames.push(newHostname(WILDCARD, false, certificate));
  emulator().state.edge.zoneChanged(zone, true);
}

const deploy = (clock: FakeClock, deployId: string, inputs: Record<string, string> = {}) =>
  siteStep(emulator(), 'deploy-site', { clock, files: siteBuild(deployId), inputs: { 'deploy-id': deployId, ...inputs } });
const removePreview = (hostname: string) =>
  runAgainst(
    emulator(),
    { operation: 'remove-site-preview', 'pull-zone-id': String(SITE_ZONE), 'preview-hostname': hostname },
    { secrets: siteSecrets(emulator()) },
  );

describe('previews through a wildcard hostname', () => {
  it('25 pull requests get previews on one pull zone, asking for no certificate and adding no hostname; production never answers for a preview host', async () => {
    const clock = new FakeClock();
    addWildcard();
    expect((await deploy(clock, 'v0001')).exitCode).toBe(0);
    const hostnamesBefore = siteZone(emulator()).Hostnames.map((entry) => entry.Value);
    for (let pr = 1; pr <= 25; pr += 1) {
      const result = await deploy(clock, `pr-${pr}-abc`, { 'preview-hostname': host(pr) });
      expect(result.exitCode, result.stdout).toBe(0);
      expect(result.outputs['url']).toBe(`https://${host(pr)}/`);
      if (pr === 1) expect(result.stdout).toContain(`The wildcard hostname ${WILDCARD} serves the preview ${host(1)}`);
      // Under the limits the step warns about: 25 previews, production and the block are 27 rules of 50.
      expect(result.stdout).not.toMatch(/past the platform's default/);
    }
    expect(asked('/pullzone/loadFreeCertificate')).toEqual([]);
    expect(asked('/addHostname')).toEqual([]);
    expect(siteZone(emulator()).Hostnames.map((entry) => entry.Value)).toEqual(hostnamesBefore);
    for (const pr of [1, 13, 25])
      expect(servedEverywhere(emulator(), '/', host(pr))).toEqual(Array(3).fill(`200 pr-${pr}-abc <h1>pr-${pr}-abc</h1>`));

    // A production deploy after them names no preview and not the wildcard.
    expect((await deploy(clock, 'v0002')).exitCode).toBe(0);
    const production = siteZone(emulator()).EdgeRules.find((rule) => rule.Description === PRODUCTION_DESCRIPTION);
    expect(JSON.stringify(production?.Triggers)).not.toContain('preview');
    expect(servedEverywhere(emulator())).toEqual(Array(3).fill('200 v0002 <h1>v0002</h1>'));
    expect(servedEverywhere(emulator(), '/', host(7))).toEqual(Array(3).fill('200 pr-7-abc <h1>pr-7-abc</h1>'));
    // A pull request without a preview yet: the wildcard reaches the zone, and production does not answer.
    for (const answer of servedEverywhere(emulator(), '/', host(99))) expect(answer).not.toContain('v0002');
  });

  it('remove-site-preview removes only the rule; the wildcard stays for the other previews', async () => {
    const clock = new FakeClock();
    addWildcard();
    expect((await deploy(clock, 'pr-7-abc', { 'preview-hostname': host(7) })).exitCode).toBe(0);
    expect((await deploy(clock, 'pr-8-abc', { 'preview-hostname': host(8) })).exitCode).toBe(0);
    const removed = await removePreview(host(7));
    expect(removed.exitCode, removed.stdout).toBe(0);
    expect(removed.outputs['removed']).toBe('true');
    expect(removed.stdout).toContain(`The wildcard hostname ${WILDCARD} serves ${host(7)}: only the preview's rule is removed`);
    expect(asked('/removeHostname')).toEqual([]);
    const zone = siteZone(emulator());
    expect(zone.Hostnames.map((entry) => entry.Value)).toContain(WILDCARD);
    expect(zone.EdgeRules.map((rule) => rule.Description)).not.toContain(previewDescription(host(7)));
    expect(servedEverywhere(emulator(), '/', host(8))).toEqual(Array(3).fill('200 pr-8-abc <h1>pr-8-abc</h1>'));
  });

  it("remove-site-preview whose rule deletes the platform lost to another pull request's overlapping write never says the preview was removed", async () => {
    const clock = new FakeClock();
    addWildcard();
    expect((await deploy(clock, 'pr-7-abc', { 'preview-hostname': host(7) })).exitCode).toBe(0);
    expect((await deploy(clock, 'pr-8-abc', { 'preview-hostname': host(8) })).exitCode).toBe(0);
    const lost = loseRuleDeletes(emulator(), 2);
    const removed = await removePreview(host(7));
    expect(lost.stage()).toBe('done');
    expect(await lost.otherStatus()).toBe(201);
    expect(
      emulator()
        .state.ruleWrites.filter((write) => write.concurrent)
        .map((write) => write.kind),
    ).toEqual(['delete', 'delete']);
    expect(removed.exitCode).toBe(1);
    expect(failureMessage(removed)).toContain(`still does not show 'delete the rule '${previewDescription(host(7))}'`);
    // The rule is still on the zone, serving the preview: nothing of it is said to be done.
    expect(siteZone(emulator()).EdgeRules.map((rule) => rule.Description)).toContain(previewDescription(host(7)));
    expect(servedEverywhere(emulator(), '/', host(7))).toEqual(Array(3).fill('200 pr-7-abc <h1>pr-7-abc</h1>'));
    expect(failureMessage(removed)).not.toContain('removed only in part');
    expect(removed.stdout).not.toContain('Done: delete the rule');
    expect(removed.outputs['removed']).not.toBe('true');
    expect(removed.outputs['result'] ?? '').not.toContain('delete the rule');
    emulator().setRequestHook(undefined);
    const again = await removePreview(host(7));
    expect(again.exitCode, failureMessage(again)).toBe(0);
    expect(again.outputs['removed']).toBe('true');
    expect(siteZone(emulator()).EdgeRules.map((rule) => rule.Description)).not.toContain(previewDescription(host(7)));
  });

  it('remove-site-preview purges the closed preview: the wildcard still routes its host, and the edge answers none of its cached pages', async () => {
    const clock = new FakeClock();
    addWildcard();
    expect((await deploy(clock, 'pr-7-abc', { 'preview-hostname': host(7) })).exitCode).toBe(0);
    // A visitor's request caches the preview at every edge location.
    expect(servedEverywhere(emulator(), '/', host(7))).toEqual(Array(3).fill('200 pr-7-abc <h1>pr-7-abc</h1>'));
    const before = emulator().state.purges.length;
    const removed = await removePreview(host(7));
    expect(removed.exitCode, removed.stdout).toBe(0);
    expect(emulator().state.purges.slice(before)).toEqual([{ kind: 'url', url: `https://${host(7)}/*`, prefix: true, exactPath: false }]);
    expect(removed.stdout).toContain(`Done: purge https://${host(7)}/*`);
    clock.time += 600_000;
    for (const answer of servedEverywhere(emulator(), '/', host(7))) expect(answer).not.toContain('pr-7-abc');
    // A re-run, the rule gone already, purges again: a failed purge is mended by running the step again.
    const again = await removePreview(host(7));
    expect(again.exitCode, again.stdout).toBe(0);
    expect(emulator().state.purges.slice(before)).toHaveLength(2);
  });

  it('remove-site-preview purges a preview with its own hostname that a wildcard also covers: the hostname goes, the wildcard routes its host on', async () => {
    const clock = new FakeClock();
    pointHostnames(emulator(), host(7));
    expect((await deploy(clock, 'pr-7-abc', { 'preview-hostname': host(7) })).exitCode).toBe(0);
    addWildcard();
    expect(servedEverywhere(emulator(), '/', host(7))).toEqual(Array(3).fill('200 pr-7-abc <h1>pr-7-abc</h1>'));
    const dry = await runAgainst(
      emulator(),
      { operation: 'remove-site-preview', 'pull-zone-id': String(SITE_ZONE), 'preview-hostname': host(7), 'dry-run': 'true' },
      { secrets: siteSecrets(emulator()) },
    );
    expect(dry.stdout).toContain(`Would purge https://${host(7)}/*: the wildcard hostname ${WILDCARD} still routes ${host(7)}`);
    const before = emulator().state.purges.length;
    emulator().inject({
      path: '/purge',
      kind: 'status',
      status: 400,
      body: { ErrorKey: 'purge.invalid', Field: 'url', Message: 'The purge was refused.' },
    });
    const failed = await removePreview(host(7));
    expect(failed.exitCode).toBe(1);
    expect(failureMessage(failed)).toContain('The purge was refused.');
    expect(failureMessage(failed)).toContain(
      `the preview's rule is removed, but the purge of https://${host(7)}/* failed: the edge keeps answering the preview's cached pages until they are purged. Run the step again`,
    );
    // The changes written before the purge are known: result says them though the step failed.
    expect(failed.outputs['removed']).toBe('true');
    expect(JSON.parse(failed.outputs['result'] ?? 'null')).toEqual({
      removed: true,
      hostname: host(7),
      changes: [`removed the hostname ${host(7)}`, expect.stringMatching(/^delete the rule '.+' \(.+\)$/)],
    });
    expect(siteZone(emulator()).Hostnames.map((entry) => entry.Value)).not.toContain(host(7));
    expect(servedEverywhere(emulator(), '/', host(7))).toEqual(Array(3).fill('200 pr-7-abc <h1>pr-7-abc</h1>'));
    const again = await removePreview(host(7));
    expect(again.exitCode, again.stdout).toBe(0);
    expect(again.outputs['removed']).toBe('false');
    expect(JSON.parse(again.outputs['result'] ?? 'null')).toEqual({
      removed: false,
      hostname: host(7),
      changes: [
        `purge https://${host(7)}/*: the wildcard hostname ${WILDCARD} still routes ${host(7)} to pull zone ${SITE_ZONE}, whose edge answers the preview's cached pages until they are purged`,
      ],
    });
    expect(emulator().state.purges.slice(before)).toEqual([{ kind: 'url', url: `https://${host(7)}/*`, prefix: true, exactPath: false }]);
    clock.time += 600_000;
    for (const answer of servedEverywhere(emulator(), '/', host(7))) expect(answer).not.toContain('pr-7-abc');
  });

  /**
   * pr-7's next push rewrites its rule, and pr-8's next `times` rule writes arrive while that one
   * is in flight: the platform answers them all 201 and loses pr-8's. With `pr8Before`, pr-8 has
   * a preview already (pr-8-abc), and the push overlapped is its next one (pr-8-def). With
   * `production`, the step overlapped is production's first deploy instead of pr-8's.
   */
  async function overlapPr8With7(times: number, pr8Before = false, production = false) {
    const clock = new FakeClock();
    addWildcard();
    expect((await deploy(clock, 'pr-7-abc', { 'preview-hostname': host(7) })).exitCode).toBe(0);
    if (pr8Before) expect((await deploy(clock, 'pr-8-abc', { 'preview-hostname': host(8) })).exitCode).toBe(0);
    const rules = `/pullzone/${SITE_ZONE}/edgerules/addOrUpdate`;
    const pr7 = structuredClone(siteZone(emulator()).EdgeRules.find((rule) => rule.Description === previewDescription(host(7))));
    let stage: 'idle' | 'starting' | 'held' | 'done' = 'idle';
    let overlapped = 0;
    let pr7InFlight = () => {};
    const inFlight = new Promise<void>((resolve) => (pr7InFlight = resolve));
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let other: Promise<Response> | undefined;
    emulator().setRequestHook(async (request) => {
      if (request.path !== rules || stage === 'done') return;
      if (stage === 'idle' && request.phase === 'arrived') {
        stage = 'starting';
        other = fetch(`${emulator().url}${rules}`, {
          method: 'POST',
          headers: { AccessKey: DEFAULT_API_KEY, 'Content-Type': 'application/json' },
          body: JSON.stringify(pr7),
        });
        await inFlight;
      } else if (stage === 'starting' && request.phase === 'in-flight') {
        stage = 'held';
        pr7InFlight();
        await released;
      } else if (stage === 'held' && request.phase === 'in-flight' && ++overlapped === times) {
        stage = 'done';
        release();
        // The last overlapped write ends after pr-7's: a busy machine could otherwise keep pr-7's
        // in flight into the step's next write, and lose that one too.
        await other;
      }
    });
    const result = production
      ? await deploy(clock, 'v0001')
      : await deploy(clock, pr8Before ? 'pr-8-def' : 'pr-8-abc', { 'preview-hostname': host(8) });
    expect(stage).toBe('done');
    expect((await other)?.status).toBe(201);
    const lost = emulator().state.ruleWrites.filter((write) => write.concurrent);
    expect(lost.map((write) => write.description)).toEqual(
      Array(times).fill(production ? PRODUCTION_DESCRIPTION : previewDescription(host(8))),
    );
    return { result, clock };
  }

  it("a new preview's first rule write the platform lost to another pull request's overlapping write is not written again: the step fails saying a re-run is safe, and the re-run goes live", async () => {
    // Under the wildcard a new preview has no rule before its switch: "no rule, wildcard routes
    // it" is also what a remove-site-preview landing meanwhile leaves, so writing again could
    // bring a closed preview back.
    const { result, clock } = await overlapPr8With7(1);
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain(
      `the rule '${previewDescription(host(8))}' the step wrote is not on the preview ${host(8)} of pull zone ${SITE_ZONE}: the platform may have lost the write`,
    );
    expect(failureMessage(result)).toContain('A re-run is safe: it reads the zone again');
    // Nobody removed the preview: the verdict is true whether the platform lost the write or a removal landed.
    expect(result.summary).toContain(
      'The preview&#39;s rule is gone (removed meanwhile, or the platform lost the write): a re-run decides',
    );
    expect(result.summary).not.toContain('The preview was removed meanwhile');
    expect(siteZone(emulator()).EdgeRules.map((rule) => rule.Description)).not.toContain(previewDescription(host(8)));
    const again = await deploy(clock, 'pr-8-abc', { 'preview-hostname': host(8) });
    expect(again.exitCode, failureMessage(again)).toBe(0);
    expect(servedEverywhere(emulator(), '/', host(8))).toEqual(Array(3).fill('200 pr-8-abc <h1>pr-8-abc</h1>'));
    expect(servedEverywhere(emulator(), '/', host(7))).toEqual(Array(3).fill('200 pr-7-abc <h1>pr-7-abc</h1>'));
  });

  it("a preview's next push whose rule write the platform lost to another pull request's overlapping write writes it again and goes live", async () => {
    const { result } = await overlapPr8With7(1, true);
    expect(result.exitCode, failureMessage(result)).toBe(0);
    expect(servedEverywhere(emulator(), '/', host(8))).toEqual(Array(3).fill('200 pr-8-def <h1>pr-8-def</h1>'));
    expect(servedEverywhere(emulator(), '/', host(7))).toEqual(Array(3).fill('200 pr-7-abc <h1>pr-7-abc</h1>'));
  });

  it('logs as done only the writes of its rule that the platform kept: a lost one is not done', async () => {
    const line = `Done: rewrite the rule '${previewDescription(host(8))}' to serve /deploys/pr-8-def/`;
    const once = await overlapPr8With7(1, true);
    expect(once.result.exitCode, failureMessage(once.result)).toBe(0);
    expect(once.result.stdout.split('\n').filter((entry) => entry.includes(line))).toHaveLength(1);
    emulator().reset();
    const twice = await overlapPr8With7(2, true);
    expect(twice.result.exitCode).toBe(1);
    expect(twice.result.stdout).not.toContain(line);
  });

  it("production's first rule write the platform lost to a pull request's overlapping write is written again and goes live: no preview step removes production's rule", async () => {
    const { result } = await overlapPr8With7(1, false, true);
    expect(result.exitCode, failureMessage(result)).toBe(0);
    expect(servedEverywhere(emulator(), '/')).toEqual(Array(3).fill('200 v0001 <h1>v0001</h1>'));
    expect(servedEverywhere(emulator(), '/', host(7))).toEqual(Array(3).fill('200 pr-7-abc <h1>pr-7-abc</h1>'));
  });

  it('a preview rule write the platform keeps losing is written twice, then the step fails saying so: nothing was switched, a re-run decides again', async () => {
    const { result } = await overlapPr8With7(2, true);
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain(
      `pull zone ${SITE_ZONE} still does not show 'rewrite the rule '${previewDescription(host(8))}' to serve /deploys/pr-8-def/' after 2 writes: another writer is changing its rules at the same time (the platform loses one of two rule writes that overlap)`,
    );
    const rule = siteZone(emulator()).EdgeRules.find((entry) => entry.Description === previewDescription(host(8)));
    expect(rule?.ActionParameter3).toMatch(/deploys\/pr-8-abc\/$/);
    // Nobody switched pr-8: the platform lost its own write, twice; what the step did and what a re-run does are said.
    expect(result.summary).not.toContain('Another deploy switched the site meanwhile');
    expect(result.summary).toContain('The platform kept losing this step&#39;s rule write: nothing was switched, a re-run decides again');
    expect(failureMessage(result)).not.toContain('was rolled back or repeated');
    expect(failureMessage(result)).toContain(
      `This step wrote it twice and not a third time, and rolled back none of its writes: deploy pr-8-abc is live on the preview ${host(8)} of pull zone ${SITE_ZONE}: nothing was switched. A re-run reads the zone again and decides`,
    );
  });

  /** Runs remove-site-preview of pr-7 once, as the step under test's first rule write arrives: after the step read the rule, before it rewrites it. */
  function closeOnFirstRuleWrite() {
    let closed: ReturnType<typeof removePreview> | undefined;
    emulator().setRequestHook(async (request) => {
      if (
        closed !== undefined ||
        request.phase !== 'arrived' ||
        request.method !== 'POST' ||
        !request.path.endsWith('/edgerules/addOrUpdate')
      )
        return;
      closed = removePreview(host(7));
      await closed;
    });
    return () => closed;
  }

  for (const unknownGuid of ['fail', 'create'] as const)
    it(`a close that lands right before a preview's next push rewrites its rule is not undone: the rule is not created again (addOrUpdate with an unknown Guid: ${unknownGuid})`, async () => {
      const clock = new FakeClock();
      addWildcard();
      expect((await deploy(clock, 'pr-7-abc', { 'preview-hostname': host(7) })).exitCode).toBe(0);
      // The platform's answer to a Guid it no longer holds is not documented: a 404, or a new rule.
      emulator().state.edgeRuleOptions.unknownGuid = unknownGuid;
      const closed = closeOnFirstRuleWrite();
      const late = await deploy(clock, 'pr-7-def', { 'preview-hostname': host(7) });
      emulator().setRequestHook(undefined);
      expect((await closed())?.exitCode).toBe(0);
      expect(late.exitCode).toBe(1);
      // A rule the platform made of the step's rewrite serves the deploy by the step's own write: promoted, until the close runs again.
      expect(late.outputs['promoted']).toBe(unknownGuid === 'create' ? 'true' : 'false');
      expect(failureMessage(late)).toContain(`the rule '${previewDescription(host(7))}' that this step read to rewrite (`);
      expect(failureMessage(late)).toContain(
        `is not on the preview ${host(7)} of pull zone ${SITE_ZONE}: removed meanwhile (by remove-site-preview?), a re-run decides. `,
      );
      expect(late.stdout).not.toContain(`Done: rewrite the rule '${previewDescription(host(7))}'`);
      expect(late.summary).toContain('The preview was removed meanwhile: a re-run decides');
      if (unknownGuid === 'fail') {
        expect(failureMessage(late)).toContain('a re-run decides. It is not created again, which could bring a closed preview back');
        // Nothing of the preview is left: the wildcard routes its host to the zone, and no rule serves the closed preview there.
        expect(siteZone(emulator()).EdgeRules.map((rule) => rule.Description)).not.toContain(previewDescription(host(7)));
        clock.time += 600_000;
        for (const answer of servedEverywhere(emulator(), '/', host(7))) expect(answer).not.toContain('pr-7');
      } else {
        // The platform made a new rule of the write: the step says so, and the close run again removes it.
        expect(failureMessage(late)).toContain(
          `a re-run decides. This step writes nothing more: pull zone ${SITE_ZONE} now reads a rule '${previewDescription(host(7))}' of another Guid (`,
        );
        expect(failureMessage(late)).toContain(
          "serving deploy pr-7-def as this step wrote it: the platform made it of this step's rewrite (what it does with a Guid it no longer holds is not documented); if the preview is closed, remove-site-preview removes it",
        );
        const again = await removePreview(host(7));
        expect(again.exitCode, again.stdout).toBe(0);
        expect(siteZone(emulator()).EdgeRules.map((rule) => rule.Description)).not.toContain(previewDescription(host(7)));
      }
    });

  /**
   * Production at v0001 (or at v0002 already: `live`), v0002 uploaded; a copy of the rule
   * `description` (as a write whose answer was lost can leave), then changed by `edit`, which the
   * step to v0002 deletes after its own writes, and another pull request's rule write held in
   * flight while the step's two deletes of the copy arrive: both lost. `before` runs right before the step.
   * `first`: the inputs of the deploys before the step; `rollbackLost`: the next two deletes (a
   * rollback's of the copy) are lost too; `during`: a hook of the test's own, after the losses'.
   */
  async function duplicateLostTwice(
    operation: 'deploy-site' | 'promote-site',
    description: string,
    options: {
      edit?: (copy: StoredEdgeRule) => void;
      inputs?: Record<string, string>;
      live?: 'v0001' | 'v0002';
      before?: () => void;
      first?: Record<string, string>;
      rollbackLost?: boolean;
      during?: RequestHook;
    } = {},
  ) {
    const clock = new FakeClock();
    expect((await deploy(clock, 'v0001', options.first)).exitCode).toBe(0);
    const upload = () => deploy(clock, 'v0002', { ...options.first, promote: String(options.live === 'v0002') });
    // Otherwise deploy-site's step below uploads v0002 as well as switching to it.
    const uploaded = operation === 'promote-site' || options.live === 'v0002';
    if (uploaded) expect((await upload()).exitCode).toBe(0);
    const step = (inputs: Record<string, string> = {}) =>
      operation === 'deploy-site'
        ? deploy(clock, 'v0002', inputs)
        : siteStep(emulator(), 'promote-site', { clock, inputs: { 'deploy-id': 'v0002', ...inputs } });
    const zone = siteZone(emulator());
    const original = zone.EdgeRules.find((rule) => rule.Description === description);
    if (original === undefined) throw new Error(`no rule '${description}'`);
    const copy = 'dddddddd-0000-4000-8000-000000000001';
    const rule = { ...structuredClone(original), Guid: copy };
    options.edit?.(rule);
    // A copy that serves deploys/v0002/ (as some edits make it) is of a deploy whose folder is
    // complete, which a rule's folder always is: v0002 is uploaded before the copy is made, as
    // deploy-site adds no file to a folder a rule uses.
    const early = !uploaded && JSON.stringify(rule).includes('v0002');
    if (early) expect((await upload()).exitCode).toBe(0);
    zone.EdgeRules.push(rule);
    emulator().state.edge.zoneChanged(zone);
    options.before?.();
    const losses = [loseRuleDeletes(emulator(), 2), ...(options.rollbackLost ? [loseRuleDeletes(emulator(), 2, 3)] : [])];
    const { during } = options;
    emulator().setRequestHook(async (request) => {
      for (const loss of losses) await loss.hook(request);
      await during?.(request);
    });
    const result = await step(options.inputs);
    // deploy-site's step uploads the deploy it switches to, unless it was uploaded before.
    if (operation === 'deploy-site') expect(result.outputs['uploaded'], result.stdout).toBe(uploaded || early ? '0' : '3');
    for (const loss of losses) {
      expect(loss.stage()).toBe('done');
      expect(await loss.otherStatus()).toBe(201);
    }
    expect(
      emulator()
        .state.ruleWrites.filter((write) => write.concurrent)
        .map((write) => write.kind),
    ).toEqual(Array(2 * losses.length).fill('delete'));
    const warnings = (run: typeof result) => run.stdout.split('\n').filter((line) => line.startsWith('::warning') && line.includes(copy));
    // The re-run deletes the copy and verifies deploy v0002.
    const reRun = async (inputs: Record<string, string> = {}) => {
      emulator().setRequestHook(undefined);
      const again = await step(inputs);
      expect(again.exitCode, failureMessage(again)).toBe(0);
      expect(again.outputs['promoted']).toBe('false');
      expect(warnings(again)).toEqual([]);
      expect(siteZone(emulator()).EdgeRules.filter((rule) => rule.Description === description)).toHaveLength(1);
      expect(servedEverywhere(emulator())).toEqual(Array(3).fill('200 v0002 <h1>v0002</h1>'));
    };
    return { result, copy, warnings: warnings(result), reRun };
  }

  /** The copy is left, said in a warning naming it, why it does not matter and what deletes it; the step's outcome is the verification's. */
  function expectLeftOver(
    left: Awaited<ReturnType<typeof duplicateLostTwice>>,
    description: string,
    why: string,
    next = 'The next deploy-site or promote-site run on production deletes it',
  ) {
    const { result, copy, warnings } = left;
    expect(warnings, result.stdout).toEqual([
      expect.stringContaining(`The rule '${description}' (${copy}) is left on pull zone ${SITE_ZONE}`),
    ]);
    expect(warnings[0]).toContain(
      `It cannot change which deploy production serves: ${why}, and the rule '${PRODUCTION_DESCRIPTION}' reads back serving deploy v0002. ${next}`,
    );
    expect(warnings[0]).not.toMatch(/switch|re-run of this step/i);
    expect(result.summary).toContain(`The rule &#39;${description}&#39; (${copy}) is left`);
    expect(result.summary).not.toMatch(/nothing was switched|Another deploy switched|after its switch: deploy v0002 not verified/);
    expect(siteZone(emulator()).EdgeRules.filter((rule) => rule.Description === description)).toHaveLength(2);
  }

  /** The failure from before a duplicate's lost delete could be left: the switch is written (promoted), not verified, and no copy is said to be left. */
  function expectNotVerified({ result, warnings }: Awaited<ReturnType<typeof duplicateLostTwice>>) {
    expect(result.exitCode).toBe(1);
    expect(result.outputs['promoted']).toBe('true');
    expect(JSON.parse(result.outputs['result'] ?? '{}')).toMatchObject({ promoted: true });
    expect(failureMessage(result)).toContain(
      `This step wrote it twice and not a third time, and rolled back none of its writes: the switch itself was written (the rule '${PRODUCTION_DESCRIPTION}' serves deploy v0002), not verified. A re-run reads the zone again and decides`,
    );
    expect(result.summary).toContain('rule write after its switch: deploy v0002 not verified, a re-run decides again');
    expect(result.summary).not.toMatch(/nothing was switched|Another deploy switched|is live on production/);
    expect(warnings).toEqual([]);
  }

  it.each(['deploy-site', 'promote-site'] as const)(
    "%s: a duplicate's delete the platform keeps losing after production's switch held leaves the deploy live and promoted, with a warning that the next run deletes the duplicate",
    async (operation) => {
      // A copy of the /deploys/ block does what the block does: the site serves the switch.
      const left = await duplicateLostTwice(operation, BLOCK_DESCRIPTION);
      const { result } = left;
      expect(result.exitCode, failureMessage(result)).toBe(0);
      expect(result.outputs).toMatchObject({
        'deploy-id': 'v0002',
        'previous-deploy-id': 'v0001',
        promoted: 'true',
        url: `https://${SITE_HOST}/`,
      });
      expect(result.summary).toContain('Deploy v0002 is live on production');
      expectLeftOver(left, BLOCK_DESCRIPTION, `it is not a copy of the rule '${PRODUCTION_DESCRIPTION}'`);
      await left.reRun();
    },
  );

  it("a duplicate's delete the platform keeps losing on a re-run (the deploy live already) is a warning that claims no switch", async () => {
    const left = await duplicateLostTwice('deploy-site', BLOCK_DESCRIPTION, { live: 'v0002' });
    expect(left.result.exitCode, failureMessage(left.result)).toBe(0);
    expect(left.result.outputs['promoted']).toBe('false');
    expectLeftOver(left, BLOCK_DESCRIPTION, `it is not a copy of the rule '${PRODUCTION_DESCRIPTION}'`);
    await left.reRun();
  });

  it.each(['deploy-site', 'promote-site'] as const)(
    "%s: a copy of production's rule serving the old deploy, its delete lost twice after the switch, fails the step: the switch was written, not verified; the re-run deletes it and verifies",
    async (operation) => {
      const left = await duplicateLostTwice(operation, PRODUCTION_DESCRIPTION);
      expectNotVerified(left);
      await left.reRun();
    },
  );

  it("with rollback-on-failure, a copy of production's rule serving the old deploy, its delete lost twice after the switch, is a switch not verified: promoted, then switched back", async () => {
    const left = await duplicateLostTwice('deploy-site', PRODUCTION_DESCRIPTION, { inputs: { 'rollback-on-failure': 'true' } });
    const { result, copy } = left;
    expect(result.exitCode).toBe(1);
    expect(result.outputs).toMatchObject({ promoted: 'true', 'rolled-back': 'true' });
    const message = failureMessage(result);
    expect(message).toContain(
      `The switch to deploy v0002 on production of pull zone ${SITE_ZONE} was written, but not verified: a copy of the site's rule, '${PRODUCTION_DESCRIPTION}' (${copy}), which the platform kept (it lost both of this step's deletes of it: another writer is changing the zone's rules at the same time), serves deploy v0001, and the edge may run it first. Switched back: deploy v0001 is live again on`,
    );
    expect(message).not.toMatch(/re-run/i);
    expect(result.summary).toContain('switched back to deploy v0001, live again');
    expect(servedEverywhere(emulator())).toEqual(Array(3).fill('200 v0001 <h1>v0001</h1>'));
  });

  it("a copy of production's rule serving the old deploy that the edge runs first (OrderIndex -1), its delete lost twice, fails the step: the edge serves the old files under the new deploy's header", async () => {
    const left = await duplicateLostTwice('deploy-site', PRODUCTION_DESCRIPTION, {
      edit: (copy) => {
        copy.OrderIndex = -1;
      },
    });
    // Verified, the step would see X-Bunny-Deploy v0002 over v0001's files: the copy's origin runs
    // first (only the first matching rule's does), and the kept rule's header comes after the copy's.
    expectNotVerified(left);
    await left.reRun();
  });

  it.each([
    [
      'serving the deploy itself',
      (copy: StoredEdgeRule) => Object.assign(copy, JSON.parse(JSON.stringify(copy).replaceAll('v0001', 'v0002')) as StoredEdgeRule),
      'it serves deploy v0002 too',
    ],
    ['disabled', (copy: StoredEdgeRule) => Object.assign(copy, { Enabled: false }), 'it is disabled'],
  ] as const)(
    "a copy of production's rule %s that the edge runs first, its delete lost twice, is left with a warning: the deploy is live and promoted",
    async (_, change, why) => {
      const left = await duplicateLostTwice('deploy-site', PRODUCTION_DESCRIPTION, {
        edit: (copy) => {
          change(copy);
          copy.OrderIndex = -1;
        },
      });
      expect(left.result.exitCode, failureMessage(left.result)).toBe(0);
      expect(left.result.outputs['promoted']).toBe('true');
      expect(left.result.summary).toContain('Deploy v0002 is live on production');
      expectLeftOver(left, PRODUCTION_DESCRIPTION, why);
      expect(servedEverywhere(emulator())).toEqual(Array(3).fill('200 v0002 <h1>v0002</h1>'));
      await left.reRun();
    },
  );

  it.each([
    ['false', 'names the copy left, which a re-run deletes'],
    ['true', 'switched back, does not advise a re-run that would switch again'],
  ])(
    "a copy of production's rule serving the deploy under the old deploy's header, left, fails the verification; with rollback-on-failure %s it %s",
    async (rollback) => {
      // Hand-edited: its folder is the deploy's, its header the old deploy's, which it sets after the kept rule's.
      const left = await duplicateLostTwice('deploy-site', PRODUCTION_DESCRIPTION, {
        edit: (copy) => {
          copy.ActionParameter3 = (copy.ActionParameter3 ?? '').replace('v0001', 'v0002');
        },
        inputs: { 'rollback-on-failure': rollback },
      });
      const { result, copy } = left;
      expect(result.exitCode).toBe(1);
      expect(failureMessage(result)).toContain('The switch to deploy v0002 did not show on');
      expect(failureMessage(result)).toContain('last: X-Bunny-Deploy v0001');
      const hint = `. The rule '${PRODUCTION_DESCRIPTION}' (${copy}) left on pull zone ${SITE_ZONE}`;
      if (rollback === 'true') {
        expect(result.outputs['rolled-back']).toBe('true');
        expect(failureMessage(result)).toContain('Switched back: deploy v0001 is live again');
        expect(failureMessage(result)).not.toContain(hint);
        expect(result.summary).not.toContain('a re-run deletes what is left');
      } else {
        expect(result.outputs['promoted']).toBe('true');
        expect(failureMessage(result)).toContain(hint);
        await left.reRun();
      }
    },
  );

  /** The reviewer's copy: its folder is deploy v0002's, its header v0001's (hand-edited); harmless to the switch to v0002, not to a switch back to v0001. */
  const folderOfV0002 = (copy: StoredEdgeRule) => {
    copy.ActionParameter3 = (copy.ActionParameter3 ?? '').replace('v0001', 'v0002');
  };

  it('a switch back whose own two deletes of a copy serving the failed deploy are lost says it switched back, written and not verified, names the copy and what to do, and advises no re-run; rolled-back is true', async () => {
    const left = await duplicateLostTwice('deploy-site', PRODUCTION_DESCRIPTION, {
      edit: folderOfV0002,
      inputs: { 'rollback-on-failure': 'true' },
      rollbackLost: true,
    });
    const { result, copy } = left;
    expect(result.exitCode).toBe(1);
    const message = failureMessage(result);
    expect(message).toContain('The switch to deploy v0002 did not show on');
    expect(message).toContain(
      `. Switched back to deploy v0001 (written, not verified: a copy of the site's rule, '${PRODUCTION_DESCRIPTION}' (${copy}), which the platform kept (it lost both of this step's deletes of it: another writer is changing the zone's rules at the same time), serves deploy v0002, and the edge may run it first). Delete that rule by hand, or run promote-site with deploy-id v0001, which deletes it and verifies deploy v0001`,
    );
    expect(message).not.toMatch(/not switched back|re-run/i);
    expect(result.outputs).toMatchObject({ 'rolled-back': 'true', 'previous-deploy-id': 'v0001' });
    expect(result.summary).toContain('switched back to deploy v0001, not verified');
    expect(result.summary).not.toMatch(/not switched back|re-run/i);
    // What the message says: production's rule serves deploy v0001 again, and the copy is still there.
    const rules = () => siteZone(emulator()).EdgeRules.filter((rule) => rule.Description === PRODUCTION_DESCRIPTION);
    expect(rules().map((rule) => [rule.Guid === copy, rule.ActionParameter3])).toEqual([
      [false, 'deploys/v0001/'],
      [true, 'deploys/v0002/'],
    ]);
    // The advice works: promote-site with the previous deploy deletes the copy and verifies it.
    emulator().setRequestHook(undefined);
    const promoted = await siteStep(emulator(), 'promote-site', { clock: new FakeClock(), inputs: { 'deploy-id': 'v0001' } });
    expect(promoted.exitCode, failureMessage(promoted)).toBe(0);
    expect(rules()).toHaveLength(1);
    expect(servedEverywhere(emulator())).toEqual(Array(3).fill('200 v0001 <h1>v0001</h1>'));
  });

  it.each([
    ['another deploy live when the rollback reads the zone: it is left alone', 1],
    ['another deploy live when the switch back reads the zone before its write: nothing is written', 2],
  ])(
    'a copy left that fails the verification, rollback-on-failure, %s; the failure advises no re-run (it would switch again)',
    async (_, read) => {
      // Once the verification purged, the n-th read of the zone finds production switched to v0003 by another writer.
      let purged = false;
      let reads = 0;
      const left = await duplicateLostTwice('deploy-site', PRODUCTION_DESCRIPTION, {
        edit: folderOfV0002,
        inputs: { 'rollback-on-failure': 'true' },
        during: (request) => {
          if (request.service !== 'api' || request.phase !== 'arrived') return;
          if (request.path.endsWith('/purgeCache')) purged = true;
          if (!purged || request.method !== 'GET' || request.path !== `/pullzone/${SITE_ZONE}` || ++reads !== read) return;
          const zone = siteZone(emulator());
          const index = zone.EdgeRules.findIndex((rule) => rule.Description === PRODUCTION_DESCRIPTION);
          zone.EdgeRules[index] = JSON.parse(JSON.stringify(zone.EdgeRules[index]).replaceAll('v0002', 'v0003')) as StoredEdgeRule;
          emulator().state.edge.zoneChanged(zone);
        },
      });
      const { result, copy } = left;
      expect(result.exitCode).toBe(1);
      const message = failureMessage(result);
      expect(message).toContain('The switch to deploy v0002 did not show on');
      expect(message).toContain('Not switched back');
      expect(message).toContain('deploy v0003 is live');
      expect(message).not.toContain(`(${copy}) left on pull zone`);
      expect(message).not.toMatch(/re-run deletes/i);
      expect(result.summary).not.toMatch(/re-run deletes/i);
      expect(result.outputs['rolled-back']).toBe('false');
    },
  );

  it("an HTML-rule copy's delete lost twice is left with a warning that a production run with html-cache-control deletes it, which one without does not", async () => {
    const html = { 'html-cache-control': 'public, max-age=0, must-revalidate' };
    const left = await duplicateLostTwice('deploy-site', HTML_CACHE_DESCRIPTION, { first: html, inputs: html });
    expect(left.result.exitCode, failureMessage(left.result)).toBe(0);
    expect(left.result.outputs['promoted']).toBe('true');
    expectLeftOver(
      left,
      HTML_CACHE_DESCRIPTION,
      `it is not a copy of the rule '${PRODUCTION_DESCRIPTION}'`,
      'The next deploy-site or promote-site run on production with html-cache-control deletes it',
    );
    emulator().setRequestHook(undefined);
    const plain = await deploy(new FakeClock(), 'v0002');
    expect(plain.exitCode, failureMessage(plain)).toBe(0);
    expect(siteZone(emulator()).EdgeRules.filter((rule) => rule.Description === HTML_CACHE_DESCRIPTION)).toHaveLength(2);
    await left.reRun(html);
  });

  it("a disabled copy of production's rule left is not named when the verification fails: the edge does not run it", async () => {
    const left = await duplicateLostTwice('deploy-site', PRODUCTION_DESCRIPTION, {
      edit: (copy) => Object.assign(copy, { Enabled: false, OrderIndex: -1 }),
      inputs: { 'wait-seconds': '20' },
      // The edge is slow to take the switch: the verification fails whatever the copy.
      before: () => emulator().state.edge.setPropagation([120_000, 120_000, 120_000]),
    });
    const { result, copy } = left;
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain('The switch to deploy v0002 did not show on');
    expect(failureMessage(result)).not.toContain(`(${copy}) left on pull zone`);
    expectLeftOver(left, PRODUCTION_DESCRIPTION, 'it is disabled');
    emulator().state.edge.setPropagation([0, 0, 0]);
    await left.reRun();
  });

  it('a wildcard without its certificate fails the preview before any write, naming the wildcard', async () => {
    const clock = new FakeClock();
    addWildcard(false);
    const result = await deploy(clock, 'pr-7-abc', { 'preview-hostname': host(7) });
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain(`through its wildcard hostname ${WILDCARD}, which has no certificate (HasCertificate false)`);
    expect(failureMessage(result)).toContain('Previews at scale: one wildcard hostname');
    expect(emulator().state.ruleWrites).toEqual([]);
    expect(asked('/pullzone/loadFreeCertificate')).toEqual([]);
  });

  it("rescues a preview the certificate authority's rate limit refused: once the wildcard is set up, a re-run removes the uncertified hostname and asks for no certificate", async () => {
    const clock = new FakeClock();
    clock.time = Date.UTC(2026, 11, 6);
    expect((await deploy(clock, 'v0001')).exitCode).toBe(0);
    pointHostnames(emulator(), host(7));
    for (let i = 0; i < 50; i += 1)
      emulator().state.edge.options.issuedCertificates.push({ hostname: `old-${i}.site.example`, at: clock.time - 3_600_000 });
    const refused = await deploy(clock, 'pr-7-abc', { 'preview-hostname': host(7) });
    expect(refused.exitCode).toBe(1);
    expect(failureMessage(refused)).toContain(`A wildcard hostname with its own certificate (${WILDCARD})`);
    // What the refused step left: the exact hostname without a certificate, claimed by the preview's disabled rule.
    expect(siteZone(emulator()).Hostnames.find((entry) => entry.Value === host(7))?.HasCertificate).toBe(false);
    expect(siteZone(emulator()).EdgeRules.find((rule) => rule.Description === previewDescription(host(7)))?.Enabled).toBe(false);
    expect(asked('/pullzone/loadFreeCertificate')).toHaveLength(1);

    addWildcard();
    const dry = await deploy(clock, 'pr-7-abc', { 'preview-hostname': host(7), 'dry-run': 'true' });
    expect(dry.exitCode, dry.stdout).toBe(0);
    expect(dry.stdout).toContain(`The wildcard hostname ${WILDCARD} serves the preview ${host(7)}`);
    expect(dry.stdout).toContain(`Would remove the hostname ${host(7)} from the pull zone`);
    expect(dry.stdout).toContain(`The hostname ${host(7)} is on pull zone ${SITE_ZONE} without a certificate`);
    expect(dry.stdout).not.toMatch(/Would add the hostname|Would have the free TLS certificate/);

    const rescued = await deploy(clock, 'pr-7-abc', { 'preview-hostname': host(7) });
    expect(rescued.exitCode, rescued.stdout).toBe(0);
    expect(rescued.outputs['url']).toBe(`https://${host(7)}/`);
    expect(asked('/pullzone/loadFreeCertificate')).toHaveLength(1);
    expect(asked('/removeHostname')).toHaveLength(1);
    expect(siteZone(emulator()).Hostnames.map((entry) => entry.Value)).not.toContain(host(7));
    expect(emulator().state.edge.tlsAccepts(host(7))).toBe(true);
    expect(servedEverywhere(emulator(), '/', host(7))).toEqual(Array(3).fill('200 pr-7-abc <h1>pr-7-abc</h1>'));
    expect(servedEverywhere(emulator())).toEqual(Array(3).fill('200 v0001 <h1>v0001</h1>'));
  });

  it('a dry run shows that the wildcard serves the preview and plans no hostname and no certificate', async () => {
    addWildcard();
    const result = await deploy(new FakeClock(), 'pr-7-abc', { 'preview-hostname': host(7), 'dry-run': 'true' });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.stdout).toContain(`The wildcard hostname ${WILDCARD} serves the preview ${host(7)}`);
    expect(result.stdout).not.toMatch(/Would add the hostname|Would have the free TLS certificate/);
  });
});

describe('previews through a wildcard hostname, where the edge shows rules the wildcard (the harsher reading of facts 6.2)', () => {
  it("a preview's next push slow to reach the edge fails without the wildcard advice: the edge answered its previous deploy, so its rule matches", async () => {
    const clock = new FakeClock();
    addWildcard();
    expect((await deploy(clock, 'pr-7-abc', { 'preview-hostname': host(7) })).exitCode).toBe(0);
    // Long enough after it that every edge location has pr-7-abc's rule; the next change takes 2 minutes.
    clock.time += 600_000;
    emulator().state.edge.setPropagation([120_000]);
    const result = await deploy(clock, 'pr-7-def', { 'preview-hostname': host(7), 'wait-seconds': '20' });
    expect(result.exitCode).toBe(1);
    const message = failureMessage(result);
    expect(message).toContain(`did not show on https://${host(7)}/ within 20 s`);
    expect(message).toContain('last: X-Bunny-Deploy pr-7-abc');
    expect(message).not.toContain('wildcard');
  });

  it('fails, reports no preview live and says that the wildcard may hide the host from the rule, what to do instead', async () => {
    const clock = new FakeClock();
    addWildcard();
    emulator().state.edge.options.wildcardRuleHost = 'wildcard';
    expect((await deploy(clock, 'v0001')).exitCode).toBe(0);
    const result = await deploy(clock, 'pr-7-abc', { 'preview-hostname': host(7) });
    expect(result.exitCode, result.stdout).toBe(1);
    const message = failureMessage(result);
    expect(message).toContain(`did not show on https://${host(7)}/`);
    expect(message).toContain(`The preview is served through the wildcard hostname ${WILDCARD}`);
    expect(message).toContain('the edge answered with no deploy at all (no X-Bunny-Deploy header)');
    expect(message).toContain('first run the step again with a longer wait-seconds');
    expect(message).toContain(`remove ${WILDCARD} from pull zone ${SITE_ZONE} and run the step again`);
    expect(message).toContain('removing the wildcard stops every other preview under it from answering until each is deployed again');
    expect(servedEverywhere(emulator(), '/', host(7))[0]).not.toContain('pr-7-abc');
    // Production is not touched by a preview's failure.
    expect(servedEverywhere(emulator())).toEqual(Array(3).fill('200 v0001 <h1>v0001</h1>'));
  });
});
