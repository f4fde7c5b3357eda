import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { get } from 'node:http';
import { getCACertificates, setDefaultCACertificates } from 'node:tls';
import { beforeAll, describe, expect, it } from 'vitest';
import { EDGE_CA_PEM, SEED, type Emulator, type RequestHook } from '../../../emulator/server.ts';
import { newHostname } from '../../../emulator/pull-zones/pull-zone.ts';
import {
  BLOCK_DESCRIPTION,
  HTML_CACHE_DESCRIPTION,
  PRODUCTION_DESCRIPTION,
  previewDescription,
  previewRule,
  productionHostnames,
  productionRule,
  ruleIsAsWritten,
} from '../../../src/platform/pull-zones/site-rules.ts';
import { RECENT_FOLDER_GRACE_MS } from '../../../src/operations/deploy-site/retention.ts';
import { EDGE_PROPAGATION_MS } from '../../../src/platform/pull-zones/edge-propagation.ts';
import { decideSwitch } from '../../../src/platform/pull-zones/site-switch.ts';
import { browserCacheSeconds, pageCaching } from '../../../src/platform/pull-zones/switch-verification.ts';
import type { PullZone } from '../../../src/api/models/pull-zone.ts';
import { failureMessage, runAgainst, useEmulator } from '../../support/e2e.ts';
import { FakeClock } from '../../support/fake-clock.ts';
import {
  SITE_HOST,
  SITE_ZONE,
  pointHostnames,
  seedSite,
  servedEverywhere,
  seedDeployFolder,
  siteBuild,
  siteSecrets,
  siteStep,
  siteZone,
} from '../../support/site.ts';
import type { ActionRun } from '../../support/run-action.ts';
import { CLOSED_PORT } from '../../support/closed-port.ts';
import { actedCommands } from '../../support/leak-scanner.ts';
import { loseRuleWrites } from '../../support/lost-rule-deletes.ts';

/*
 * The static-site story on the harsher edge: certificates for previews, rule writes that
 * overlap with another pipeline's, read-backs by meaning, per-hostname purges, the platform's
 * limits as defaults, the Cache-Control browsers get, and failures that tell the truth.
 */

const emulator = useEmulator();
beforeAll(() => {
  setDefaultCACertificates([...getCACertificates('default'), EDGE_CA_PEM]);
});

const PREVIEW = 'pr-7.site.example';
const storage = { id: SEED.storageZoneId, name: SEED.storageZoneName };

const deploy = (clock: FakeClock, deployId: string, inputs: Record<string, string> = {}) =>
  siteStep(emulator(), 'deploy-site', { clock, files: siteBuild(deployId), inputs: { 'deploy-id': deployId, ...inputs } });
const promote = (clock: FakeClock, deployId: string, inputs: Record<string, string> = {}) =>
  siteStep(emulator(), 'promote-site', { clock, inputs: { 'deploy-id': deployId, ...inputs } });
const removePreview = (inputs: Record<string, string> = {}) =>
  runAgainst(
    emulator(),
    { operation: 'remove-site-preview', 'pull-zone-id': String(SITE_ZONE), 'preview-hostname': PREVIEW, ...inputs },
    { secrets: siteSecrets(emulator()) },
  );

const productionFolder = () => siteZone(emulator()).EdgeRules.find((rule) => rule.Description === PRODUCTION_DESCRIPTION)?.ActionParameter3;
const certificateAsks = () => emulator().requests.filter((request) => request.path === '/pullzone/loadFreeCertificate');
/** The platform refusing a pull zone's purge once, as the first purge after a switch. */
const REFUSED_PURGE = { kind: 'status', status: 400, method: 'POST', path: /\/purgeCache$/ } as const;
const folders = () => new Set([...emulator().state.storage.files(SEED.storageZoneName).keys()].map((path) => path.split('/')[1] ?? ''));

/**
 * Lands `other` once, when `when` first picks a request of the step under test: the request
 * then waits until `other` is done, as a production pipeline in another concurrency group lands
 * between two requests of a preview's.
 */
function interleave(emu: Emulator, when: (request: Parameters<RequestHook>[0]) => boolean, other: () => Promise<unknown>) {
  let state: 'waiting' | 'running' | 'done' = 'waiting';
  const landed: { result?: unknown } = {};
  emu.setRequestHook(async (request) => {
    // Between two requests of the step, never during one of its writes (that is an overlap).
    if (state !== 'waiting' || request.phase !== 'arrived' || !when(request)) return;
    state = 'running';
    landed.result = await other();
    state = 'done';
  });
  return landed;
}

describe('certificates for previews', () => {
  it('fails before the switch naming the CNAME to add when the hostname does not point at the pull zone', async () => {
    const clock = new FakeClock();
    await deploy(clock, 'v0001');
    const result = await deploy(clock, 'pr-7-abc', { 'preview-hostname': PREVIEW });
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain(`Add the DNS record CNAME ${PREVIEW} -> site-cdn.b-cdn.net`);
    expect(failureMessage(result)).toContain('Nothing was switched');
    expect(result.outputs['promoted']).toBe('false');
    // The preview's rule only claims the hostname: disabled, nothing serves the preview.
    const claimed = siteZone(emulator()).EdgeRules.find((rule) => rule.Description === previewDescription(PREVIEW));
    expect(claimed?.Enabled).toBe(false);
    expect(emulator().state.edge.tlsAccepts(PREVIEW)).toBe(false);
    expect(servedEverywhere(emulator())).toEqual(Array(3).fill('200 v0001 <h1>v0001</h1>'));
  });

  it('asks for the certificate, waits until the zone reads HasCertificate, then serves; a re-run asks for nothing', async () => {
    const clock = new FakeClock();
    await deploy(clock, 'v0001');
    pointHostnames(emulator(), PREVIEW);
    const first = await deploy(clock, 'pr-7-abc', { 'preview-hostname': PREVIEW });
    expect(first.exitCode, first.stdout).toBe(0);
    expect(certificateAsks()).toHaveLength(1);
    expect(certificateAsks()[0]?.query).toMatchObject({ hostname: [PREVIEW] });
    expect(siteZone(emulator()).Hostnames.find((host) => host.Value === PREVIEW)?.HasCertificate).toBe(true);
    expect(emulator().state.edge.tlsAccepts(PREVIEW)).toBe(true);
    expect(first.outputs['url']).toBe(`https://${PREVIEW}/`);
    expect(servedEverywhere(emulator(), '/', PREVIEW)).toEqual(Array(3).fill('200 pr-7-abc <h1>pr-7-abc</h1>'));

    const again = await deploy(clock, 'pr-7-abc', { 'preview-hostname': PREVIEW });
    expect(again.exitCode, again.stdout).toBe(0);
    expect(certificateAsks()).toHaveLength(1);
  });
});

describe("production's url is an address that works", () => {
  it('passes over a custom hostname without a certificate: url is the first one with one, and a good deploy is not rolled back', async () => {
    const clock = new FakeClock();
    expect((await deploy(clock, 'v0001')).exitCode).toBe(0);
    // A domain added to the zone, not yet pointed at it nor certified, ahead of www.site.example.
    const zone = siteZone(emulator());
    zone.Hostnames.splice(1, 0, newHostname('new.site.example', false, false));
    emulator().state.edge.zoneChanged(zone, true);
    expect(zone.Hostnames.map((host) => [host.Value, host.HasCertificate])).toEqual([
      ['site-cdn.b-cdn.net', true],
      ['new.site.example', false],
      [SITE_HOST, true],
    ]);
    expect(emulator().state.edge.tlsAccepts('new.site.example')).toBe(false);

    const result = await deploy(clock, 'v0002', { 'rollback-on-failure': 'true' });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.outputs['url']).toBe(`https://${SITE_HOST}/`);
    expect(result.outputs['rolled-back']).toBe('false');
    expect(result.stdout).toContain(`url is https://${SITE_HOST}/, passing over new.site.example: it has no certificate`);
    expect(servedEverywhere(emulator())).toEqual(Array(3).fill('200 v0002 <h1>v0002</h1>'));

    // None certified: the system hostname, which always has one.
    const www = zone.Hostnames.find((host) => host.Value === SITE_HOST);
    if (www) www.HasCertificate = false;
    emulator().state.edge.zoneChanged(zone, true);
    const fallback = await deploy(clock, 'v0003');
    expect(fallback.exitCode, fallback.stdout).toBe(0);
    expect(fallback.outputs['url']).toBe('https://site-cdn.b-cdn.net/');
  });
});

describe('no write from a stale read: a production promote lands meanwhile', () => {
  async function productionOnV1WithV2Uploaded(clock: FakeClock) {
    expect((await deploy(clock, 'v0001')).exitCode).toBe(0);
    expect((await deploy(clock, 'v0002', { promote: 'false' })).exitCode).toBe(0);
  }

  it('a preview deploy never puts production back', async () => {
    const clock = new FakeClock();
    await productionOnV1WithV2Uploaded(clock);
    pointHostnames(emulator(), PREVIEW);
    const landed = interleave(
      emulator(),
      (request) => request.service === 'api' && request.method !== 'GET',
      () => promote(clock, 'v0002'),
    );
    const preview = await deploy(clock, 'pr-7-abc', { 'preview-hostname': PREVIEW });
    expect((landed.result as { exitCode: number }).exitCode).toBe(0);
    expect(preview.exitCode, preview.stdout).toBe(0);
    expect(productionFolder()).toMatch(/deploys\/v0002\/$/);
    expect(servedEverywhere(emulator())).toEqual(Array(3).fill('200 v0002 <h1>v0002</h1>'));
    expect(servedEverywhere(emulator(), '/', PREVIEW)).toEqual(Array(3).fill('200 pr-7-abc <h1>pr-7-abc</h1>'));
  });

  it('remove-site-preview never puts production back', async () => {
    const clock = new FakeClock();
    await productionOnV1WithV2Uploaded(clock);
    pointHostnames(emulator(), PREVIEW);
    expect((await deploy(clock, 'pr-7-abc', { 'preview-hostname': PREVIEW })).exitCode).toBe(0);
    const landed = interleave(
      emulator(),
      (request) => request.service === 'api' && request.method !== 'GET',
      () => promote(clock, 'v0002'),
    );
    const removed = await removePreview();
    expect((landed.result as { exitCode: number }).exitCode).toBe(0);
    expect(removed.exitCode, removed.stdout).toBe(0);
    expect(removed.outputs['removed']).toBe('true');
    expect(productionFolder()).toMatch(/deploys\/v0002\/$/);
    expect(servedEverywhere(emulator())).toEqual(Array(3).fill('200 v0002 <h1>v0002</h1>'));
  });

  it("a preview closed between its switch and the switch's read-back is not brought back", async () => {
    const clock = new FakeClock();
    await deploy(clock, 'v0001');
    pointHostnames(emulator(), PREVIEW);
    // The claim, then the switch: the pull request is closed before the read that checks the switch.
    let ruleWrites = 0;
    const landed = interleave(
      emulator(),
      (request) => {
        if (request.path === `/pullzone/${SITE_ZONE}/edgerules/addOrUpdate`) ruleWrites += 1;
        return ruleWrites === 2 && request.method === 'GET' && request.path === `/pullzone/${SITE_ZONE}`;
      },
      () => removePreview(),
    );
    const result = await deploy(clock, 'pr-7-abc', { 'preview-hostname': PREVIEW });
    expect(ruleWrites).toBe(2);
    expect((landed.result as ActionRun).exitCode).toBe(0);
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain(
      `the rule '${previewDescription(PREVIEW)}' read back serves no deploy, not deploy pr-7-abc as the step wrote it: another writer changed`,
    );
    // A removal, not another deploy's switch: said as the preview's other removals are.
    expect(result.summary).toContain('The preview was removed meanwhile: a re-run decides');
    expect(result.summary).not.toContain('Another deploy switched');
    expect(failureMessage(result)).not.toContain('check which deploy should be live');
    const zone = siteZone(emulator());
    expect(zone.EdgeRules.map((rule) => rule.Description)).not.toContain(previewDescription(PREVIEW));
    expect(zone.Hostnames.map((host) => host.Value)).not.toContain(PREVIEW);
  });

  it("a new preview's claim the platform lost to another pull request's overlapping write fails saying its rule is gone, not that the preview was removed; the re-run goes live", async () => {
    const clock = new FakeClock();
    await deploy(clock, 'v0001');
    pointHostnames(emulator(), PREVIEW);
    // The preview's first rule write is its claim: lost, the next read has no rule, as a removal leaves.
    const lost = loseRuleWrites(emulator(), 1, 1);
    const result = await deploy(clock, 'pr-7-abc', { 'preview-hostname': PREVIEW });
    expect(lost.stage()).toBe('done');
    expect(await lost.otherStatus()).toBe(201);
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain(
      `the rule '${previewDescription(PREVIEW)}' that this step created to claim ${PREVIEW} is not on the preview ${PREVIEW} of pull zone ${SITE_ZONE}`,
    );
    expect(result.summary).toContain(
      'The preview&#39;s rule is gone (removed meanwhile, or the platform lost the write): a re-run decides',
    );
    expect(result.summary).not.toContain('The preview was removed meanwhile');
    expect(result.outputs['promoted']).toBe('false');
    const again = await deploy(clock, 'pr-7-abc', { 'preview-hostname': PREVIEW });
    expect(again.exitCode, failureMessage(again)).toBe(0);
    expect(servedEverywhere(emulator(), '/', PREVIEW)).toEqual(Array(3).fill('200 pr-7-abc <h1>pr-7-abc</h1>'));
  });

  it('a new preview whose claim a close deleted right before the step rewrites it removes the hostname it added: production never takes it, and the close run again passes', async () => {
    const clock = new FakeClock();
    await deploy(clock, 'v0001');
    pointHostnames(emulator(), PREVIEW);
    // The claim, the hostname, its certificate, then the rewrite of the claim: a close that read the
    // zone before the hostname was added deletes the claim alone, as that rewrite arrives.
    let ruleWrites = 0;
    const deleted = interleave(
      emulator(),
      (request) => request.method === 'POST' && request.path === `/pullzone/${SITE_ZONE}/edgerules/addOrUpdate` && ++ruleWrites === 2,
      async () => {
        const zone = siteZone(emulator());
        expect(zone.Hostnames.map((host) => host.Value)).toContain(PREVIEW);
        zone.EdgeRules.splice(
          zone.EdgeRules.findIndex((entry) => entry.Description === previewDescription(PREVIEW)),
          1,
        );
        emulator().state.edge.zoneChanged(zone);
        return true;
      },
    );
    const result = await deploy(clock, 'pr-7-abc', { 'preview-hostname': PREVIEW });
    emulator().setRequestHook(undefined);
    expect(deleted.result).toBe(true);
    expect(result.exitCode).toBe(1);
    expect(result.outputs['promoted']).toBe('false');
    expect(failureMessage(result)).toMatch(
      new RegExp(
        `the rule '${previewDescription(PREVIEW)}' that this step read to rewrite \\([0-9a-f-]+\\) is not on the preview ${PREVIEW} of pull zone ${SITE_ZONE}: removed meanwhile \\(by remove-site-preview\\?\\), a re-run decides`,
      ),
    );
    expect(failureMessage(result)).toContain(
      `This step removed the hostname ${PREVIEW} it had added, which no preview rule claimed any more (production would have taken it): nothing of the preview is left on pull zone ${SITE_ZONE}`,
    );
    expect(failureMessage(result)).not.toContain('Nothing of this step');
    expect(result.summary).toContain('The preview was removed meanwhile: a re-run decides');
    const zone = siteZone(emulator());
    expect(zone.EdgeRules.map((rule) => rule.Description)).not.toContain(previewDescription(PREVIEW));
    expect(zone.Hostnames.map((host) => host.Value)).not.toContain(PREVIEW);
    expect(productionHostnames(zone)).not.toContain(PREVIEW);
    const again = await removePreview();
    expect(again.exitCode, again.stdout).toBe(0);
  });

  it("a preview's next push whose preview is removed between the step's first read and its switch switches nothing, saying the preview was removed", async () => {
    const clock = new FakeClock();
    await deploy(clock, 'v0001');
    pointHostnames(emulator(), PREVIEW);
    expect((await deploy(clock, 'pr-7-abc', { 'preview-hostname': PREVIEW })).exitCode).toBe(0);
    // The step reads the zone to decide, uploads, then reads it again right before its first write: the close lands between.
    let zoneReads = 0;
    const landed = interleave(
      emulator(),
      (request) => request.method === 'GET' && request.path === `/pullzone/${SITE_ZONE}` && ++zoneReads === 2,
      () => removePreview(),
    );
    const result = await deploy(clock, 'pr-7-def', { 'preview-hostname': PREVIEW });
    expect((landed.result as ActionRun).exitCode).toBe(0);
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain(
      `no deploy is live on the preview ${PREVIEW} of pull zone ${SITE_ZONE} now, where the step read deploy pr-7-abc: the preview was removed meanwhile (by remove-site-preview?), so this step switches nothing (compare-and-swap)`,
    );
    expect(failureMessage(result)).not.toContain('check which deploy should be live');
    expect(result.summary).toContain('The preview was removed meanwhile: a re-run decides');
    expect(result.summary).not.toContain('Another deploy switched');
    const zone = siteZone(emulator());
    expect(zone.EdgeRules.map((rule) => rule.Description)).not.toContain(previewDescription(PREVIEW));
    expect(zone.Hostnames.map((host) => host.Value)).not.toContain(PREVIEW);
  });

  it("production's rule disabled by another writer between the step's first read and its switch: nothing switched, saying its rule was changed, not that a deploy switched it", async () => {
    const clock = new FakeClock();
    expect((await deploy(clock, 'v0001')).exitCode).toBe(0);
    let zoneReads = 0;
    interleave(
      emulator(),
      (request) => request.method === 'GET' && request.path === `/pullzone/${SITE_ZONE}` && ++zoneReads === 2,
      async () => {
        // By hand, in the dashboard: the rule stays, disabled.
        const zone = siteZone(emulator());
        const rule = zone.EdgeRules.find((entry) => entry.Description === PRODUCTION_DESCRIPTION);
        if (rule) rule.Enabled = false;
        emulator().state.edge.zoneChanged(zone);
      },
    );
    const result = await deploy(clock, 'v0002');
    expect(zoneReads).toBeGreaterThanOrEqual(2);
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain(
      `no deploy is live on production of pull zone ${SITE_ZONE} now, where the step read deploy v0001: another writer changed its rule meanwhile, which serves no deploy of this action now, so this step switches nothing (compare-and-swap)`,
    );
    expect(failureMessage(result)).toContain('check which deploy should be live');
    expect(result.summary).toContain('Another writer changed the rule of production meanwhile');
    expect(result.summary).not.toContain('Another deploy switched');
    expect(siteZone(emulator()).EdgeRules.find((entry) => entry.Description === PRODUCTION_DESCRIPTION)?.Enabled).toBe(false);
  });

  /** Deletes production's rule once, as `when` first picks a rule write of the step under test: by hand, in the dashboard, right after the step read it. */
  function deleteProductionRuleBefore(when: (request: Parameters<RequestHook>[0]) => boolean = () => true) {
    return interleave(
      emulator(),
      // `when` sees every request that arrives until then; the rule goes at the first rule write it picks.
      (request) => when(request) && request.method === 'POST' && request.path.endsWith('/edgerules/addOrUpdate'),
      async () => {
        const zone = siteZone(emulator());
        zone.EdgeRules.splice(
          zone.EdgeRules.findIndex((entry) => entry.Description === PRODUCTION_DESCRIPTION),
          1,
        );
        emulator().state.edge.zoneChanged(zone);
        return true;
      },
    );
  }

  it("production's rule deleted by another writer while the step's rewrite of it is on its way: not created again from the read before, the step fails naming what the zone reads", async () => {
    const clock = new FakeClock();
    expect((await deploy(clock, 'v0001')).exitCode).toBe(0);
    const deleted = deleteProductionRuleBefore();
    const result = await deploy(clock, 'v0002');
    emulator().setRequestHook(undefined);
    expect(deleted.result).toBe(true);
    expect(result.exitCode).toBe(1);
    expect(result.outputs['promoted']).toBe('false');
    expect(failureMessage(result)).toMatch(
      new RegExp(
        `the rule '${PRODUCTION_DESCRIPTION}' that this step read to rewrite \\([0-9a-f-]+\\) is not on production of pull zone ${SITE_ZONE}: another writer removed it meanwhile, and no deploy is live there now\\. It is not created again from the read made before the removal \\(compare-and-swap\\): a re-run reads the zone again and decides`,
      ),
    );
    expect(failureMessage(result)).toContain('check which deploy should be live');
    expect(result.summary).toContain('Another writer changed the rule of production meanwhile');
    expect(result.stdout).not.toContain(`Done: rewrite the rule '${PRODUCTION_DESCRIPTION}'`);
    expect(siteZone(emulator()).EdgeRules.map((entry) => entry.Description)).not.toContain(PRODUCTION_DESCRIPTION);
  });

  it("production's rule deleted while the step's rewrite of it is on its way, on a platform that makes a rule of the rewrite: promoted, and the step fails saying what the platform made", async () => {
    const clock = new FakeClock();
    expect((await deploy(clock, 'v0001')).exitCode).toBe(0);
    // The kinder reading: addOrUpdate by a Guid the zone no longer holds makes a new rule of the body.
    emulator().state.edgeRuleOptions.unknownGuid = 'create';
    const deleted = deleteProductionRuleBefore();
    const result = await deploy(clock, 'v0002', { 'rollback-on-failure': 'true' });
    emulator().setRequestHook(undefined);
    expect(deleted.result).toBe(true);
    expect(result.exitCode).toBe(1);
    // v0002 is live by this step's own write, which the platform made into a rule of another Guid.
    expect(result.outputs).toMatchObject({ promoted: 'true', 'rolled-back': 'false' });
    expect(JSON.parse(result.outputs['result'] ?? '{}')).toMatchObject({ promoted: true });
    const message = failureMessage(result);
    expect(message).toMatch(
      new RegExp(
        `the rule '${PRODUCTION_DESCRIPTION}' that this step read to rewrite \\([0-9a-f-]+\\) is not on production of pull zone ${SITE_ZONE}: another writer removed it meanwhile\\. This step writes nothing more: pull zone ${SITE_ZONE} now reads a rule '${PRODUCTION_DESCRIPTION}' of another Guid \\([0-9a-f-]+\\), serving deploy v0002 as this step wrote it: the platform made it of this step's rewrite`,
      ),
    );
    expect(message).not.toContain('It is not created again');
    expect(message).not.toMatch(/re-run/);
    expect(message).toContain('check which deploy should be live');
    expect(productionFolder()).toMatch(/deploys\/v0002\/$/);
    expect(siteZone(emulator()).EdgeRules.filter((entry) => entry.Description === PRODUCTION_DESCRIPTION)).toHaveLength(1);
  });

  it("with rollback-on-failure, production's rule deleted while the switch back's rewrite of it is on its way: not switched back, and the failed deploy is never advised again", async () => {
    const clock = new FakeClock();
    expect((await deploy(clock, 'v0001')).exitCode).toBe(0);
    emulator().inject(REFUSED_PURGE);
    // The switch to v0002, its purge refused, then the switch back: the rule goes right before its rewrite.
    let purged = false;
    const deleted = deleteProductionRuleBefore((request) => (purged ||= request.path.endsWith('/purgeCache')));
    const result = await deploy(clock, 'v0002', { 'rollback-on-failure': 'true' });
    emulator().setRequestHook(undefined);
    expect(deleted.result).toBe(true);
    expect(result.exitCode).toBe(1);
    expect(result.outputs).toMatchObject({ promoted: 'true', 'rolled-back': 'false' });
    const message = failureMessage(result);
    expect(message).toContain('went through, but it was not verified: POST /pullzone/3004/purgeCache answered 400');
    expect(message).toMatch(
      new RegExp(
        `Not switched back: the rule '${PRODUCTION_DESCRIPTION}' that this step read to rewrite \\([0-9a-f-]+\\) is not on production of pull zone ${SITE_ZONE}: another writer removed it meanwhile, and no deploy is live there now\\. It is not created again from the read made before the removal \\(compare-and-swap\\)`,
      ),
    );
    // With no rule of this action, a re-run of the failed deploy is a first deploy: it would put v0002 live.
    expect(message).toContain(
      `production has no rule of this action now, so a re-run of this step would put its failed deploy live: run promote-site with the deploy that should be live`,
    );
    expect(message).not.toMatch(/a re-run reads the zone again/);
    expect(siteZone(emulator()).EdgeRules.map((entry) => entry.Description)).not.toContain(PRODUCTION_DESCRIPTION);
  });

  it("with rollback-on-failure, production's rule deleted while the switch back's rewrite of it is on its way, on a platform that makes a rule of the rewrite: switched back, written, not verified", async () => {
    const clock = new FakeClock();
    expect((await deploy(clock, 'v0001')).exitCode).toBe(0);
    emulator().state.edgeRuleOptions.unknownGuid = 'create';
    emulator().inject(REFUSED_PURGE);
    let purged = false;
    const deleted = deleteProductionRuleBefore((request) => (purged ||= request.path.endsWith('/purgeCache')));
    const result = await deploy(clock, 'v0002', { 'rollback-on-failure': 'true' });
    emulator().setRequestHook(undefined);
    expect(deleted.result).toBe(true);
    expect(result.exitCode).toBe(1);
    expect(result.outputs).toMatchObject({ promoted: 'true', 'rolled-back': 'true' });
    const message = failureMessage(result);
    expect(message).toContain(
      `. Switched back to deploy v0001 (written, not verified: the rule '${PRODUCTION_DESCRIPTION}' that this step read to rewrite (`,
    );
    expect(message).toContain("serving deploy v0001 as this step wrote it: the platform made it of this step's rewrite");
    expect(message).toMatch(/\. Run promote-site with deploy-id v0001, which verifies it$/);
    expect(message).not.toMatch(/re-run/);
    expect(result.summary).toContain('switched back to deploy v0001, not verified');
    expect(productionFolder()).toMatch(/deploys\/v0001\/$/);
  });

  it("with rollback-on-failure, a preview's rule removed while the switch back's rewrite of it is on its way: not switched back, and no re-run is advised", async () => {
    const clock = new FakeClock();
    await deploy(clock, 'v0001');
    pointHostnames(emulator(), PREVIEW);
    expect((await deploy(clock, 'pr-7-abc', { 'preview-hostname': PREVIEW })).exitCode).toBe(0);
    // A preview purges its hostname's URLs: the first purge after its switch refused.
    emulator().inject({ ...REFUSED_PURGE, path: /^\/purge$/ });
    let purged = false;
    const deleted = interleave(
      emulator(),
      (request) => (purged ||= request.path === '/purge') && request.method === 'POST' && request.path.endsWith('/edgerules/addOrUpdate'),
      async () => {
        const zone = siteZone(emulator());
        zone.EdgeRules.splice(
          zone.EdgeRules.findIndex((entry) => entry.Description === previewDescription(PREVIEW)),
          1,
        );
        emulator().state.edge.zoneChanged(zone);
        return true;
      },
    );
    const result = await deploy(clock, 'pr-7-def', { 'preview-hostname': PREVIEW, 'rollback-on-failure': 'true' });
    emulator().setRequestHook(undefined);
    expect(deleted.result).toBe(true);
    expect(result.exitCode).toBe(1);
    expect(result.outputs).toMatchObject({ promoted: 'true', 'rolled-back': 'false' });
    const message = failureMessage(result);
    expect(message).toMatch(
      new RegExp(
        `Not switched back: the rule '${previewDescription(PREVIEW)}' that this step read to rewrite \\([0-9a-f-]+\\) is not on the preview ${PREVIEW} of pull zone ${SITE_ZONE}: removed meanwhile \\(by remove-site-preview\\?\\)\\. It is not created again, which could bring a closed preview back$`,
      ),
    );
    expect(message).not.toMatch(/re-run/);
    expect(siteZone(emulator()).EdgeRules.map((entry) => entry.Description)).not.toContain(previewDescription(PREVIEW));
  });

  it("a preview a wildcard serves, closed between its switch and the switch's read-back, is not brought back", async () => {
    const clock = new FakeClock();
    await deploy(clock, 'v0001');
    // The kinder reading of what a rule sees under a wildcard (facts 6.2), as site-wildcard.test.ts sets it up.
    emulator().state.edge.options.wildcardRuleHost = 'requested';
    const zone = siteZone(emulator());
    zone.Hostnames.push(newHostname('*.preview.site.example', false, true));
    emulator().state.edge.zoneChanged(zone, true);
    const hostname = 'pr-7.preview.site.example';
    // No claim under a wildcard: the switch is the one rule write, and the pull request is closed
    // before the read that checks it. The rule goes, the wildcard stays: "no rule, still routed".
    let ruleWrites = 0;
    const landed = interleave(
      emulator(),
      (request) => {
        if (request.path === `/pullzone/${SITE_ZONE}/edgerules/addOrUpdate`) ruleWrites += 1;
        return ruleWrites === 1 && request.method === 'GET' && request.path === `/pullzone/${SITE_ZONE}`;
      },
      () => removePreview({ 'preview-hostname': hostname }),
    );
    const result = await deploy(clock, 'pr-7-abc', { 'preview-hostname': hostname });
    expect((landed.result as ActionRun).exitCode).toBe(0);
    expect(result.exitCode).toBe(1);
    expect(ruleWrites).toBe(1);
    expect(failureMessage(result)).toContain(
      `the rule '${previewDescription(hostname)}' the step wrote is not on the preview ${hostname} of pull zone ${SITE_ZONE}: the platform may have lost the write`,
    );
    expect(failureMessage(result)).toContain('or another writer removed it meanwhile (a remove-site-preview closing the preview)');
    expect(failureMessage(result)).toContain('A re-run is safe: it reads the zone again');
    expect(siteZone(emulator()).EdgeRules.map((rule) => rule.Description)).not.toContain(previewDescription(hostname));
    clock.time += 600_000;
    for (const answer of servedEverywhere(emulator(), '/', hostname)) expect(answer).not.toContain('pr-7-abc');
  });

  it("a promote back to the old deploy between the switch and the switch's read-back is not undone", async () => {
    const clock = new FakeClock();
    expect((await deploy(clock, 'v0001')).exitCode).toBe(0);
    let ruleWrites = 0;
    const landed = interleave(
      emulator(),
      (request) => {
        if (request.path === `/pullzone/${SITE_ZONE}/edgerules/addOrUpdate`) ruleWrites += 1;
        return ruleWrites === 1 && request.method === 'GET' && request.path === `/pullzone/${SITE_ZONE}`;
      },
      () => promote(clock, 'v0001'),
    );
    const result = await deploy(clock, 'v0002');
    expect((landed.result as ActionRun).exitCode).toBe(0);
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain(
      `the rule '${PRODUCTION_DESCRIPTION}' read back serves deploy v0001, not deploy v0002 as the step wrote it: another writer changed`,
    );
    expect(result.summary).toContain('Another deploy switched the site meanwhile');
    expect(failureMessage(result)).toContain('check which deploy should be live');
    expect(productionFolder()).toMatch(/deploys\/v0001\/$/);
  });

  it('retention never deletes the folder a promote made live meanwhile', async () => {
    const clock = new FakeClock();
    for (const id of ['d0001', 'd0002', 'd0003', 'd0004']) expect((await deploy(clock, id)).exitCode).toBe(0);
    // Older than keep-deploys' grace for a folder that may still be uploading.
    clock.time += RECENT_FOLDER_GRACE_MS;
    // While d0005's retention deletes d0003, d0002 and d0001, production is rolled back to d0001.
    const landed = interleave(
      emulator(),
      (request) => request.service === 'storage' && request.method === 'DELETE',
      () => promote(clock, 'd0001'),
    );
    const last = await deploy(clock, 'd0005', { 'keep-deploys': '2' });
    expect((landed.result as { exitCode: number }).exitCode).toBe(0);
    expect(last.exitCode, last.stdout).toBe(0);
    expect(JSON.parse(last.outputs['deleted-deploys'] ?? '[]')).toEqual(['d0003', 'd0002']);
    expect(folders().has('d0001')).toBe(true);
    expect(productionFolder()).toMatch(/deploys\/d0001\/$/);
    expect(servedEverywhere(emulator())).toEqual(Array(3).fill('200 d0001 <h1>d0001</h1>'));
  });

  it("retention never deletes a folder another step is still uploading: two previews' keep-deploys land while production's d0004 uploads", async () => {
    const clock = new FakeClock();
    for (const id of ['d0001', 'd0002', 'd0003']) expect((await deploy(clock, id)).exitCode).toBe(0);
    clock.time += RECENT_FOLDER_GRACE_MS;
    pointHostnames(emulator(), 'pr-7.site.example', 'pr-8.site.example');
    // Once d0004's stylesheet is stored (its folder listed, no rule serving it yet), pr-8 then pr-7 deploy.
    let puts = 0;
    const previews: ActionRun[] = [];
    const landed = interleave(
      emulator(),
      (request) => request.service === 'storage' && request.method === 'PUT' && ++puts === 2,
      async () => {
        for (const pr of [8, 7])
          previews.push(await deploy(clock, `pr-${pr}-abc`, { 'preview-hostname': `pr-${pr}.site.example`, 'keep-deploys': '2' }));
      },
    );
    const production = await deploy(clock, 'd0004');
    expect(landed).toHaveProperty('result');
    const [pr8, pr7] = previews;
    expect(pr8?.exitCode, pr8?.stdout).toBe(0);
    expect(pr7?.exitCode, pr7?.stdout).toBe(0);
    expect(JSON.parse(pr8?.outputs['deleted-deploys'] ?? '')).toEqual(['d0001']);
    expect(JSON.parse(pr7?.outputs['deleted-deploys'] ?? '')).toEqual([]);
    expect(pr7?.stdout).toContain(
      "Will keep deploys/d0004/ beyond keep-deploys 2: it was created less than 60 minutes ago, so it may be another step's deploy still uploading, which no rule serves yet",
    );
    expect(pr7?.stdout).toContain('kept as too recent: d0004');
    expect(production.exitCode, production.stdout).toBe(0);
    expect(servedEverywhere(emulator(), '/app.css')).toEqual(Array(3).fill("200 d0004 body { --v: 'd0004' }"));
  });

  it('a deploy whose folder lost files while it uploaded fails before the switch, naming them, and switches nothing', async () => {
    const clock = new FakeClock();
    expect((await deploy(clock, 'd0001')).exitCode).toBe(0);
    // Once d0002's stylesheet is stored, its folder is deleted (by hand, or a step of an older version).
    let puts = 0;
    interleave(
      emulator(),
      (request) => request.service === 'storage' && request.method === 'PUT' && ++puts === 2,
      async () => emulator().state.storage.deleteDirectory(SEED.storageZoneName, 'deploys/d0002'),
    );
    const result = await deploy(clock, 'd0002');
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toBe(
      "deploys/d0002/ no longer holds app.css of this build, which the step uploaded or found there: they were deleted while it uploaded (another step's keep-deploys, or by hand), so nothing was switched. Run the step again, which uploads them again",
    );
    expect(result.outputs['promoted']).toBe('false');
    expect(productionFolder()).toMatch(/deploys\/d0001\/$/);
    expect(servedEverywhere(emulator(), '/app.css')).toEqual(Array(3).fill("200 d0001 body { --v: 'd0001' }"));
    // A re-run uploads what is missing and goes live.
    const again = await deploy(clock, 'd0002');
    expect(again.exitCode, again.stdout).toBe(0);
    expect(servedEverywhere(emulator(), '/app.css')).toEqual(Array(3).fill("200 d0002 body { --v: 'd0002' }"));
  });

  it('a nested file lost while it uploaded fails the step too, though a later upload made its folder again', async () => {
    const clock = new FakeClock();
    // A bundler's build: the assets in a folder, the page at the top.
    const build = (version: string) => ({
      'dist/index.html': `<h1>${version}</h1>`,
      'dist/about/index.html': `<p>about ${version}</p>`,
      'dist/assets/app-x.css': `body { --a: '${version}' }`,
      'dist/assets/app-x.js': `console.log('${version}')`,
    });
    const deployBuild = (deployId: string) =>
      siteStep(emulator(), 'deploy-site', { clock, files: build(deployId), inputs: { 'deploy-id': deployId, concurrency: '1' } });
    expect((await deployBuild('d0001')).exitCode).toBe(0);
    // One upload at a time: assets/app-x.css, then the folder is deleted as assets/app-x.js arrives,
    // which makes assets/ again; the HTML follows. The top level lists everything the build has there.
    let puts = 0;
    interleave(
      emulator(),
      (request) => request.service === 'storage' && request.method === 'PUT' && ++puts === 2,
      async () => emulator().state.storage.deleteDirectory(SEED.storageZoneName, 'deploys/d0002'),
    );
    const result = await deployBuild('d0002');
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toBe(
      "deploys/d0002/ no longer holds assets/app-x.css of this build, which the step uploaded or found there: they were deleted while it uploaded (another step's keep-deploys, or by hand), so nothing was switched. Run the step again, which uploads them again",
    );
    expect(result.outputs['promoted']).toBe('false');
    expect(productionFolder()).toMatch(/deploys\/d0001\/$/);
    expect(servedEverywhere(emulator(), '/assets/app-x.css')).toEqual(Array(3).fill("200 d0001 body { --a: 'd0001' }"));
    const again = await deployBuild('d0002');
    expect(again.exitCode, again.stdout).toBe(0);
    expect(servedEverywhere(emulator(), '/assets/app-x.css')).toEqual(Array(3).fill("200 d0002 body { --a: 'd0002' }"));
  });

  it('a file listed under another case of its name on a zone that folds names is not taken as lost', async () => {
    const clock = new FakeClock();
    const files = { 'dist/index.html': '<h1>d0002</h1>', 'dist/Theme.css': 'body {}' };
    // Another hand stores the stylesheet under a lower-case name first: the step's upload lands on
    // that object, which the folder keeps listing under its first name.
    interleave(
      emulator(),
      (request) => request.service === 'storage' && request.method === 'PUT',
      async () => emulator().state.storage.putFile(SEED.storageZoneName, 'deploys/d0002/theme.css', Buffer.from('body {}')),
    );
    const result = await siteStep(emulator(), 'deploy-site', { clock, files, inputs: { 'deploy-id': 'd0002' } });
    expect(result.exitCode, result.stdout).toBe(0);
    expect([...emulator().state.storage.files(SEED.storageZoneName).keys()]).toContain('deploys/d0002/theme.css');
  });

  it('production names its own hostnames: a preview step writes nothing of it, and 25 previews take no room in it', async () => {
    const clock = new FakeClock();
    const previews = Array.from({ length: 25 }, (_, i) => `pr-${i}.site.example`);
    emulator().state.edge.options.limits.hostnames = 40;
    seedSite(emulator(), { production: 'v0000', previews: Object.fromEntries(previews.map((host) => [host, 'v0000'])) });
    const result = await deploy(clock, 'v0001');
    expect(result.exitCode, result.stdout).toBe(0);
    const production = siteZone(emulator()).EdgeRules.find((rule) => rule.Description === PRODUCTION_DESCRIPTION);
    expect(production?.Triggers.length).toBeLessThanOrEqual(5);
    expect(JSON.stringify(production?.Triggers)).not.toContain('pr-');
    expect(servedEverywhere(emulator())).toEqual(Array(3).fill('200 v0001 <h1>v0001</h1>'));
    // The preview keeps its own deploy (v0000 has no files here: its rule's header names it all the same).
    expect(servedEverywhere(emulator(), '/', 'pr-3.site.example')[0]).toMatch(/^\d+ v0000 /);
  });
});

describe('read-backs by meaning, purges per target', () => {
  it('a rule the platform stored normalised is not another writer, and is not rewritten on a re-run', async () => {
    const clock = new FakeClock();
    const first = await deploy(clock, 'v0001');
    expect(first.exitCode, first.stdout).toBe(0);
    // The emulator stores the folder without its leading slash and null parameters as "".
    expect(productionFolder()).toBe('deploys/v0001/');
    const writes = emulator().state.ruleWrites.length;
    const again = await deploy(clock, 'v0001');
    expect(again.exitCode, again.stdout).toBe(0);
    expect(emulator().state.ruleWrites).toHaveLength(writes);
  });

  it('compares by meaning: slashes, case, null and "", the order of triggers', () => {
    const wanted = productionRule(storage, 'Pr-7', ['www.site.example', 'site-cdn.b-cdn.net']);
    const read = {
      ...wanted,
      Guid: 'g',
      ActionParameter3: 'deploys//pr-7',
      Triggers: [...wanted.Triggers].reverse().map((trigger) => ({ ...trigger, Parameter1: '' })),
      ExtraActions: wanted.ExtraActions.map((extra) => ({ ...extra, ActionParameter1: 'x-bunny-deploy', ActionParameter3: '' })),
    };
    expect(ruleIsAsWritten(read, wanted)).toBe(true);
    expect(ruleIsAsWritten({ ...read, ActionParameter3: 'deploys/pr-8/' }, wanted)).toBe(false);
    expect(ruleIsAsWritten({ ...read, Enabled: false }, wanted)).toBe(false);
    // The record of the deploy live before is history, not what the rule does.
    expect(
      ruleIsAsWritten(
        productionRule(storage, 'Pr-7', ['www.site.example'], ['pr-6']),
        productionRule(storage, 'Pr-7', ['www.site.example']),
      ),
    ).toBe(true);
  });

  it('previous-deploy-id on a re-run: the record of the switch, kept through a heal; empty with a reason when the rule has none', async () => {
    const clock = new FakeClock();
    // Live from an earlier version of this action, whose rule records nothing.
    seedSite(emulator(), { production: 'v0001' });
    emulator().useClock(clock);
    seedDeployFolder(emulator(), 'v0001');
    const unknown = await deploy(clock, 'v0001');
    expect(unknown.exitCode, unknown.stdout).toBe(0);
    expect(unknown.outputs['previous-deploy-id']).toBe('');
    expect(unknown.stdout).toMatch(
      /previous-deploy-id is empty: deploy v0001 was live on production before this step, and its rule records no deploy/,
    );

    expect((await deploy(clock, 'v0002')).outputs['previous-deploy-id']).toBe('v0001');
    // A hand edit of the rule is healed on the re-run, the record with it.
    const rule = siteZone(emulator()).EdgeRules.find((candidate) => candidate.Description === PRODUCTION_DESCRIPTION);
    if (rule) rule.TriggerMatchingType = 1;
    const healed = await deploy(clock, 'v0002');
    expect(healed.exitCode, healed.stdout).toBe(0);
    expect(healed.outputs).toMatchObject({ promoted: 'false', 'previous-deploy-id': 'v0001' });
    expect(JSON.stringify(siteZone(emulator()).EdgeRules)).toContain('X-Bunny-Previous-Deploy');
    // A preview keeps its own record.
    pointHostnames(emulator(), PREVIEW);
    await deploy(clock, 'pr-7-aaa', { 'preview-hostname': PREVIEW });
    await deploy(clock, 'pr-7-bbb', { 'preview-hostname': PREVIEW });
    const preview = await deploy(clock, 'pr-7-bbb', { 'preview-hostname': PREVIEW });
    expect(preview.outputs).toMatchObject({ promoted: 'false', 'previous-deploy-id': 'pr-7-aaa' });
  });

  it("a preview's switch purges its hostname's URLs, never the pull zone", async () => {
    const clock = new FakeClock();
    await deploy(clock, 'v0001');
    pointHostnames(emulator(), PREVIEW);
    const before = emulator().state.purges.length;
    expect((await deploy(clock, 'pr-7-abc', { 'preview-hostname': PREVIEW })).exitCode).toBe(0);
    const purges = emulator().state.purges.slice(before);
    expect(purges).toEqual([
      { kind: 'url', url: `https://${PREVIEW}/*`, prefix: true, exactPath: false },
      { kind: 'url', url: `https://${PREVIEW}/*`, prefix: true, exactPath: false },
    ]);
  });
});

describe("limits are the platform's defaults", () => {
  function fillRules(zone: ReturnType<typeof siteZone>, count: number) {
    for (let i = 0; i < count; i++)
      zone.EdgeRules.push({
        Guid: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        ActionType: 4,
        ActionParameter1: null,
        ActionParameter2: null,
        ActionParameter3: null,
        Triggers: [],
        ExtraActions: [],
        TriggerMatchingType: 0,
        Description: `hand-made ${i}`,
        Enabled: true,
        OrderIndex: 0,
        ReadOnly: false,
      });
  }

  it('warns before passing a default; when the platform refuses, fails naming the limit and remove-site-preview', async () => {
    const clock = new FakeClock();
    fillRules(siteZone(emulator()), 49);
    const refused = await deploy(clock, 'v0001');
    expect(refused.exitCode).toBe(1);
    expect(refused.stdout).toMatch(/default of 50 edge rules per pull zone/);
    expect(failureMessage(refused)).toMatch(/limit of edge rules per pull zone.*remove-site-preview/s);

    // The same zone once bunny.net raised its limit: a warning, and the deploy goes live.
    emulator().state.edge.options.limits.edgeRules = 100;
    const raised = await deploy(clock, 'v0001');
    expect(raised.exitCode, raised.stdout).toBe(0);
    expect(raised.stdout).toMatch(/::warning.*default of 50 edge rules/);
  });

  it('an 11th hostname: a warning first; the platform refuses at its default, naming the limit', async () => {
    const clock = new FakeClock();
    await deploy(clock, 'v0001');
    const zone = siteZone(emulator());
    for (let i = zone.Hostnames.length; i < 10; i++) zone.Hostnames.push(newHostname(`h${i}.site.example`, false, true));
    emulator().state.edge.options.hostnameDns = 'auto';
    const refused = await deploy(clock, 'pr-9-abc', { 'preview-hostname': 'pr-9.site.example' });
    expect(refused.exitCode).toBe(1);
    expect(refused.stdout).toMatch(/::warning.*default of 10 hostnames per pull zone/);
    expect(failureMessage(refused)).toMatch(/limit of hostnames per pull zone.*remove-site-preview/s);
    emulator().state.edge.options.limits.hostnames = 20;
    const raised = await deploy(clock, 'pr-9-abc', { 'preview-hostname': 'pr-9.site.example' });
    expect(raised.exitCode, raised.stdout).toBe(0);
  });
});

describe('production past 25 hostnames', () => {
  it('warns, tries the write, and explains the refusal; once the platform raised the limit it goes live', async () => {
    const clock = new FakeClock();
    expect((await deploy(clock, 'v0001')).exitCode).toBe(0);
    const zone = siteZone(emulator());
    emulator().state.edge.options.limits.hostnames = 40;
    for (let i = zone.Hostnames.length; i < 27; i++) zone.Hostnames.push(newHostname(`h${i}.site.example`, false, true));
    const writes = emulator().state.ruleWrites.length;
    const refused = await deploy(clock, 'v0002');
    expect(refused.exitCode).toBe(1);
    expect(refused.stdout).toMatch(/::warning.*27 hostnames that are not previews.*6 triggers of 5 patterns.*default of 5 triggers a rule/);
    // Tried, not refused before trying: the platform's answer decides.
    expect(emulator().requests.some((request) => request.path.endsWith('/edgerules/addOrUpdate') && request.status === 400)).toBe(true);
    expect(failureMessage(refused)).toMatch(/An edge rule can have at most 5 triggers/);
    expect(failureMessage(refused)).toMatch(
      /refused production's rule with 6 triggers.*limit of 5 triggers a rule.*removing from the pull zone the hostnames/s,
    );
    expect(emulator().state.ruleWrites.slice(writes)).toHaveLength(0);
    expect(servedEverywhere(emulator())).toEqual(Array(3).fill('200 v0001 <h1>v0001</h1>'));

    emulator().state.edge.options.limits.triggersPerRule = 10;
    const raised = await deploy(clock, 'v0002');
    expect(raised.exitCode, raised.stdout).toBe(0);
    expect(raised.stdout).toMatch(/::warning.*default of 5 triggers a rule/);
    expect(servedEverywhere(emulator(), '/', 'h26.site.example')).toEqual(Array(3).fill('200 v0002 <h1>v0002</h1>'));
  });
});

describe('remove-site-preview removes previews only', () => {
  it("refuses production's own hostname and a hostname added by hand, naming the rule it looked for", async () => {
    const clock = new FakeClock();
    await deploy(clock, 'v0001');
    siteZone(emulator()).Hostnames.push(newHostname('docs.site.example', false, true));
    for (const host of [SITE_HOST, 'docs.site.example']) {
      const result = await removePreview({ 'preview-hostname': host });
      expect(result.exitCode).toBe(1);
      expect(result.outputs['removed']).toBe('false');
      expect(failureMessage(result)).toContain(`the hostname ${host} is on pull zone ${SITE_ZONE} but has no preview rule`);
      expect(failureMessage(result)).toContain(`'${previewDescription(host)}'`);
    }
    expect(siteZone(emulator()).Hostnames.map((host) => host.Value)).toEqual(expect.arrayContaining([SITE_HOST, 'docs.site.example']));
    expect(servedEverywhere(emulator())).toEqual(Array(3).fill('200 v0001 <h1>v0001</h1>'));
  });
});

describe('returning visitors get the new deploy', () => {
  it("warns when the site's HTML is kept by browsers for over an hour, naming the pull zone setting", async () => {
    const result = await deploy(new FakeClock(), 'v0001');
    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.stdout).toMatch(/::warning.*max-age=25600000.*CacheControlPublicMaxAgeOverride/);
    expect(result.summary).toContain('CacheControlPublicMaxAgeOverride');
    // Every page, not only /: one served without an extension (from about/index.html) is read too.
    expect(result.stdout).toMatch(
      /::warning.*The site's HTML \(https:\/\/www\.site\.example\/about\) carries Cache-Control: public, max-age=25600000/,
    );
  });

  it("advises a preview whose HTML browsers keep over an hour to have production's deploy give html-cache-control, which the preview ignores", async () => {
    const clock = new FakeClock();
    const production = await deploy(clock, 'v0001');
    expect(production.exitCode, production.stdout).toBe(0);
    const advice = (run: ActionRun, host: string) =>
      run.stdout.split('\n').find((line) => line.startsWith(`::warning::The site's HTML (https://${host}/) carries`));
    // Production's own advice names its input.
    expect(advice(production, SITE_HOST)).toContain(
      '(CacheControlPublicMaxAgeOverride) decides what browsers get; or give html-cache-control (for example public, max-age=0, must-revalidate)',
    );
    pointHostnames(emulator(), PREVIEW);
    for (const inputs of [{}, { 'html-cache-control': 'public, max-age=0, must-revalidate' }]) {
      const preview = await deploy(clock, 'pr-7-abc', { 'preview-hostname': PREVIEW, ...inputs });
      expect(preview.exitCode, preview.stdout).toBe(0);
      const warning = advice(preview, PREVIEW);
      expect(warning, preview.stdout).toContain('public, max-age=25600000: a browser keeps it for 25600000 s (more than an hour)');
      expect(warning).toContain('CacheControlPublicMaxAgeOverride');
      // A preview writes no HTML rule: the advice is production's deploy with html-cache-control, not this step's input.
      expect(warning).not.toContain('; or give html-cache-control');
      expect(warning).toContain(
        "or have production's deploy (deploy-site or promote-site without preview-hostname) set html-cache-control (for example public, max-age=0, must-revalidate)",
      );
      expect(preview.summary).toContain('without preview-hostname) set html-cache-control');
    }
  });

  it("html-cache-control sets the Cache-Control of the site's HTML through a rule, and nothing else's", async () => {
    const clock = new FakeClock();
    // The kinder reading, where the rule's header replaces the zone's (the next test takes the harsher one).
    emulator().state.edge.options.ruleCacheControl = 'replaces';
    const result = await deploy(clock, 'v0001', { 'html-cache-control': 'public, max-age=0, must-revalidate' });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.stdout).not.toMatch(/::warning.*CacheControlPublicMaxAgeOverride/);
    expect(siteZone(emulator()).EdgeRules.map((rule) => rule.Description)).toContain(HTML_CACHE_DESCRIPTION);
    const answer = (path: string) =>
      emulator().state.edge.serveEverywhere({ scheme: 'https', host: SITE_HOST, path, query: '', headers: {} })[0]?.headers[
        'cache-control'
      ];
    expect(answer('/')).toBe('public, max-age=0, must-revalidate');
    expect(answer('/about/index.html')).toBe('public, max-age=0, must-revalidate');
    // An extensionless page, served from about/index.html, is HTML too; an asset is not.
    expect(servedEverywhere(emulator(), '/about')).toEqual(Array(3).fill('200 v0001 <p>about v0001</p>'));
    expect(answer('/about')).toBe('public, max-age=0, must-revalidate');
    expect(answer('/app.css')).toBeUndefined();
    expect(result.stdout).toContain(
      "The site's HTML (https://www.site.example/about) carries Cache-Control: public, max-age=0, must-revalidate",
    );
    // A preview never writes it: production's visitors are production's deploys' to decide.
    pointHostnames(emulator(), PREVIEW);
    const writes = emulator().state.ruleWrites.length;
    const preview = await deploy(clock, 'pr-7-abc', { 'preview-hostname': PREVIEW, 'html-cache-control': 'no-store' });
    expect(preview.exitCode, preview.stdout).toBe(0);
    expect(
      emulator()
        .state.ruleWrites.slice(writes)
        .map((write) => write.description),
    ).not.toContain(HTML_CACHE_DESCRIPTION);
    expect(answer('/')).toBe('public, max-age=0, must-revalidate');
    const bad = await deploy(clock, 'v0002', { 'html-cache-control': 'no-cache\r\nSet-Cookie: x=1' });
    expect(bad.exitCode).toBe(1);
    expect(failureMessage(bad)).toContain("'html-cache-control'");
  });

  it("warns, naming both headers, when the rule's Cache-Control comes beside the zone's instead of replacing it", async () => {
    // The harsher default: the edge sends the rule's header and then the zone's own.
    expect(emulator().state.edge.options.ruleCacheControl).toBe('both');
    const result = await deploy(new FakeClock(), 'v0001', { 'html-cache-control': 'public, max-age=0, must-revalidate' });
    expect(result.exitCode, result.stdout).toBe(0);
    const both = 'Cache-Control: public, max-age=0, must-revalidate; Cache-Control: public, max-age=25600000';
    for (const page of ['https://www.site.example/', 'https://www.site.example/about'])
      expect(result.stdout).toContain(
        `::warning::The site's HTML (${page}) carries 2 Cache-Control headers (${both}): a rule's did not replace the pull zone's own, and as a browser may take the longest, a browser keeps it for 25600000 s`,
      );
    expect(result.stdout).toMatch(/::warning.*CacheControlPublicMaxAgeOverride\) decides what browsers get: set it to 0/);
    expect(result.summary).toContain('carries 2 Cache-Control headers');
  });

  it('warns when the one Cache-Control keeps the HTML longer than html-cache-control asked, though within an hour', async () => {
    const clock = new FakeClock();
    emulator().state.edge.options.ruleCacheControl = 'replaces';
    const first = await deploy(clock, 'v0001', { 'html-cache-control': 'public, max-age=60' });
    expect(first.exitCode, first.stdout).toBe(0);
    expect(first.stdout).not.toMatch(/::warning.*carries/);
    // A hand-made rule that runs after the site's sets a Cache-Control of its own.
    const zone = siteZone(emulator());
    zone.EdgeRules.push({
      Guid: 'hand-made-cache',
      ActionType: 5,
      ActionParameter1: 'Cache-Control',
      ActionParameter2: 'public, max-age=1800',
      ActionParameter3: null,
      Triggers: [{ Type: 0, PatternMatches: ['*'], PatternMatchingType: 0, Parameter1: null }],
      ExtraActions: [],
      TriggerMatchingType: 0,
      Description: 'hand-made: cache an hour',
      Enabled: true,
      OrderIndex: 99,
      ReadOnly: false,
    });
    emulator().state.edge.zoneChanged(zone, true);
    const again = await deploy(clock, 'v0001', { 'html-cache-control': 'public, max-age=60' });
    expect(again.exitCode, again.stdout).toBe(0);
    expect(again.stdout).toContain(
      "::warning::The site's HTML (https://www.site.example/) carries Cache-Control: public, max-age=1800: a browser keeps it for 1800 s, longer than html-cache-control asked for (60 s)",
    );
  });

  it('warns as for two headers when a proxy joined them in one line, whose first max-age is 0', async () => {
    const clock = new FakeClock();
    emulator().state.edge.options.ruleCacheControl = 'replaces';
    const joined = 'public, max-age=0, must-revalidate, public, max-age=25600000';
    const zone = siteZone(emulator());
    zone.EdgeRules.push({
      Guid: 'hand-made-joined',
      ActionType: 5,
      ActionParameter1: 'Cache-Control',
      ActionParameter2: joined,
      ActionParameter3: null,
      Triggers: [{ Type: 0, PatternMatches: ['*'], PatternMatchingType: 0, Parameter1: null }],
      ExtraActions: [],
      TriggerMatchingType: 0,
      Description: 'hand-made: both headers in one line',
      Enabled: true,
      OrderIndex: 99,
      ReadOnly: false,
    });
    emulator().state.edge.zoneChanged(zone, true);
    const result = await deploy(clock, 'v0001');
    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.stdout).toContain(
      `::warning::The site's HTML (https://www.site.example/) carries Cache-Control: ${joined} (headers joined in one line: its max-ages differ): a rule's did not replace the pull zone's own, and as a browser may take the longest, a browser keeps it for 25600000 s`,
    );
  });

  it('reads how long browsers keep a Cache-Control, and whether the headers agree', () => {
    expect(pageCaching(['public, max-age=0, must-revalidate, public, max-age=25600000'])).toEqual({ seconds: 25600000, disagree: true });
    expect(pageCaching(['public, max-age=60, max-age=60'])).toEqual({ seconds: 60, disagree: false });
    expect(pageCaching(['public, max-age=0', 'public, max-age=600'])).toEqual({ seconds: 600, disagree: true });
    expect(pageCaching(['public, max-age=600', 'max-age=600'])).toEqual({ seconds: 600, disagree: false });
    expect(pageCaching([])).toEqual({ seconds: undefined, disagree: false });

    expect(browserCacheSeconds('public, max-age=25600000')).toBe(25600000);
    expect(browserCacheSeconds('max-age=600, s-maxage=86400')).toBe(600);
    expect(browserCacheSeconds('public, max-age=99999, no-cache')).toBe(0);
    expect(browserCacheSeconds(undefined)).toBeUndefined();
  });
});

/** A loopback port nothing listens on: a probe there fails on the network (connect). */
describe('failures that tell the truth', () => {
  it('rollback-on-probe-error defaults to true: a probe that fails on the network switches back', async () => {
    const clock = new FakeClock();
    await deploy(clock, 'v0001');
    const url = `http://127.0.0.1:${CLOSED_PORT}/`;
    const result = await deploy(clock, 'v0002', {
      'probe-url': url,
      'rollback-on-failure': 'true',
      'consecutive-successes': '1',
      'wait-seconds': '10',
    });
    expect(result.exitCode).toBe(1);
    expect(result.outputs['rolled-back']).toBe('true');
    expect(failureMessage(result)).toContain('Switched back: deploy v0001 is live again');
  });

  it('with rollback-on-probe-error false it says so, never that rollback-on-failure is false', async () => {
    const clock = new FakeClock();
    await deploy(clock, 'v0001');
    const url = `http://127.0.0.1:${CLOSED_PORT}/`;
    const result = await deploy(clock, 'v0002', {
      'probe-url': url,
      'rollback-on-failure': 'true',
      'rollback-on-probe-error': 'false',
      'consecutive-successes': '1',
      'wait-seconds': '10',
    });
    expect(result.exitCode).toBe(1);
    expect(result.outputs['rolled-back']).toBe('false');
    expect(failureMessage(result)).toContain('rollback-on-probe-error is false');
    expect(failureMessage(result)).not.toContain('rollback-on-failure is false');
  });

  it('a re-run of a deploy that is live but never verified verifies it; promoted always equals result.promoted', async () => {
    const clock = new FakeClock();
    await deploy(clock, 'v0001');
    emulator().state.edge.setPropagation([120_000]);
    const failed = await deploy(clock, 'v0002', { 'wait-seconds': '20' });
    expect(failed.exitCode).toBe(1);
    expect(failed.outputs['promoted']).toBe('true');
    expect(JSON.parse(failed.outputs['result'] ?? '{}')).toMatchObject({ promoted: true });
    // The edge still does not serve it: the re-run must not call that a success.
    const rerun = await deploy(clock, 'v0002', { 'wait-seconds': '20' });
    expect(rerun.exitCode).toBe(1);
    expect(failureMessage(rerun)).toContain('live already');
    expect(rerun.outputs['promoted']).toBe('false');
    expect(JSON.parse(rerun.outputs['result'] ?? '{}')).toMatchObject({ promoted: false });
    // Once the edge serves it, the re-run succeeds without switching anything.
    emulator().state.edge.setPropagation([0]);
    const verified = await deploy(clock, 'v0002');
    expect(verified.exitCode, verified.stdout).toBe(0);
    expect(verified.outputs['promoted']).toBe('false');
  });

  it('a purge refused after the switch fails the step saying the deploy is live; the re-run purges, waits and purges again, and every location serves the new deploy', async () => {
    const clock = new FakeClock();
    await deploy(clock, 'v0001');
    emulator().inject(REFUSED_PURGE);
    const failed = await deploy(clock, 'v0002');
    expect(failed.exitCode).toBe(1);
    expect(failed.outputs).toMatchObject({ promoted: 'true', 'rolled-back': 'false', 'previous-deploy-id': 'v0001' });
    expect(failureMessage(failed)).toContain(
      'The switch to deploy v0002 on production of pull zone 3004 went through, but it was not verified: POST /pullzone/3004/purgeCache answered 400',
    );
    expect(failureMessage(failed)).toContain(
      'Nothing was switched back (rollback-on-failure is false): deploy v0002 stays live; promote-site with deploy-id v0001 (previous-deploy-id) switches back',
    );
    // A minute on, every location has the new rule: where the old home page is cached, it is served under the new deploy's header.
    await clock.sleep(60_000);
    expect(servedEverywhere(emulator())).toContain('200 v0002 <h1>v0001</h1>');

    const purgesBefore = emulator().state.purges.length;
    const rerun = await deploy(clock, 'v0002');
    expect(rerun.exitCode, rerun.stdout).toBe(0);
    expect(rerun.outputs).toMatchObject({ promoted: 'false', 'rolled-back': 'false', 'previous-deploy-id': 'v0001' });
    expect(emulator().state.purges.length - purgesBefore).toBe(2);
    expect(servedEverywhere(emulator())).toEqual(Array(3).fill('200 v0002 <h1>v0002</h1>'));
  });

  it('with rollback-on-failure, a purge refused after the switch switches back to the previous deploy', async () => {
    const clock = new FakeClock();
    await deploy(clock, 'v0001');
    emulator().inject(REFUSED_PURGE);
    const failed = await deploy(clock, 'v0002', { 'rollback-on-failure': 'true' });
    expect(failed.exitCode).toBe(1);
    expect(failed.outputs).toMatchObject({ promoted: 'true', 'rolled-back': 'true', 'previous-deploy-id': 'v0001' });
    expect(failureMessage(failed)).toContain(
      'The switch to deploy v0002 on production of pull zone 3004 went through, but it was not verified: POST /pullzone/3004/purgeCache answered 400',
    );
    expect(failureMessage(failed)).toContain('Switched back: deploy v0001 is live again');
    expect(failed.outputs['status']).toBe('400');
    expect(servedEverywhere(emulator())).toEqual(Array(3).fill('200 v0001 <h1>v0001</h1>'));
  });

  it('with rollback-on-failure, a purge refused after the switch back too: switched back, and the failure says it was not verified', async () => {
    const clock = new FakeClock();
    await deploy(clock, 'v0001');
    emulator().inject({ ...REFUSED_PURGE, times: 2 });
    const failed = await deploy(clock, 'v0002', { 'rollback-on-failure': 'true' });
    expect(failed.exitCode).toBe(1);
    expect(failed.outputs).toMatchObject({ promoted: 'true', 'rolled-back': 'true' });
    expect(failureMessage(failed)).toContain(
      'Switched back to deploy v0001, but its verification failed: POST /pullzone/3004/purgeCache answered 400 Bad Request. Run promote-site with deploy-id v0001, which verifies it again',
    );
    expect(failed.summary).toContain('switched back to deploy v0001, not verified');
  });

  it('a purge after the switch answered 200 whose body never arrives is a purge done: both purges warn, and the step passes', async () => {
    const clock = new FakeClock();
    await deploy(clock, 'v0001');
    emulator().state.purgeAnswer = 200;
    emulator().inject({ kind: 'stall-body', method: 'POST', path: /\/purgeCache$/, times: Infinity });
    const purgesBefore = emulator().state.purges.length;
    // A second is as long as the step waits for a body that never comes.
    const run = await deploy(clock, 'v0002', { 'timeout-seconds': '1' });
    expect(run.exitCode, failureMessage(run)).toBe(0);
    expect(run.outputs).toMatchObject({ promoted: 'true', 'rolled-back': 'false', 'previous-deploy-id': 'v0001' });
    // Each attempt's body is lost too: every attempt is a purge carried out.
    expect(emulator().state.purges.length - purgesBefore).toBeGreaterThanOrEqual(2);
    const lost = actedCommands(run, ['warning'])
      .map((warning) => warning.data)
      .filter((data) => data.includes('could not be read whole'));
    expect(lost).toEqual(
      Array(2).fill(
        expect.stringMatching(
          /^Purged pull zone 3004: the API answered 200, though its answer could not be read whole \(POST \/pullzone\/3004\/purgeCache/,
        ),
      ),
    );
    expect(servedEverywhere(emulator())).toEqual(Array(3).fill('200 v0002 <h1>v0002</h1>'));
  });

  it("with rollback-on-failure, a zone read that fails while switching back keeps the reason, says what stays live, and reports the read's status", async () => {
    const clock = new FakeClock();
    await deploy(clock, 'v0001');
    emulator().inject(REFUSED_PURGE);
    // Once the first purge after the switch arrives, the rollback's read of the zone fails on every attempt.
    emulator().setRequestHook((request) => {
      if (request.phase === 'arrived' && request.path.endsWith('/purgeCache'))
        emulator().inject({ kind: 'status', status: 503, method: 'GET', path: /^\/pullzone\/3004$/, times: 3 });
    });
    const failed = await deploy(clock, 'v0002', { 'rollback-on-failure': 'true' });
    emulator().setRequestHook(undefined);
    expect(failed.exitCode).toBe(1);
    expect(failed.outputs).toMatchObject({ promoted: 'true', 'rolled-back': 'false', status: '503' });
    const message = failureMessage(failed);
    expect(message).toContain(
      'The switch to deploy v0002 on production of pull zone 3004 went through, but it was not verified: POST /pullzone/3004/purgeCache answered 400',
    );
    expect(message).toMatch(
      /Not switched back to deploy v0001: the pull zone could not be read \(GET \/pullzone\/3004 answered 503[^)]*\); deploy v0002 stays live; promote-site with deploy-id v0001 \(previous-deploy-id\) switches back/,
    );
    expect(failed.summary).toContain('not switched back to deploy v0001: deploy v0002 stays live');
    expect(productionFolder()).toMatch(/deploys\/v0002\/$/);
  });

  /** Once a rule write of the step arrives (the `nth` on, or that one only), the next read of the zone fails on each of its 3 attempts. */
  const readAfterWriteFails = (from: number, only = false) => {
    let writes = 0;
    emulator().setRequestHook((request) => {
      if (
        request.service !== 'api' ||
        request.phase !== 'arrived' ||
        request.method !== 'POST' ||
        !request.path.endsWith('/edgerules/addOrUpdate')
      )
        return;
      writes += 1;
      if (writes === from || (!only && writes > from))
        emulator().inject({ kind: 'status', status: 503, method: 'GET', path: /^\/pullzone\/3004$/, times: 3 });
    });
  };
  const WRITTEN_UNREAD =
    /The switch to deploy v0002 on production of pull zone 3004 was written \(the platform answered the write\), but the read of the pull zone after the write failed \(GET \/pullzone\/3004 answered 503[^)]*\)/;

  it.each([
    ['deploy-site', (clock: FakeClock) => deploy(clock, 'v0002')],
    ['promote-site', (clock: FakeClock) => promote(clock, 'v0002', { 'only-if-live-deploy-id': 'v0001' })],
  ] as const)(
    '%s: a switch written whose read-back fails on every attempt is promoted, purged once and not verified, and says a re-run verifies it',
    async (operation, step) => {
      const clock = new FakeClock();
      await deploy(clock, 'v0001');
      if (operation === 'promote-site') expect((await deploy(clock, 'v0002', { promote: 'false' })).exitCode).toBe(0);
      readAfterWriteFails(1, true);
      const failed = await step(clock);
      emulator().setRequestHook(undefined);
      expect(failed.exitCode).toBe(1);
      expect(failed.outputs).toMatchObject({ promoted: 'true', 'rolled-back': 'false', status: '503' });
      expect(JSON.parse(failed.outputs['result'] ?? '{}')).toMatchObject({ promoted: true });
      const message = failureMessage(failed);
      expect(message).toMatch(WRITTEN_UNREAD);
      expect(message).toContain(
        ': purged once, after one propagation interval, not verified. A re-run of this step finds deploy v0002 live, purges it and verifies it (or switches again, if the platform lost the write)',
      );
      // No read showed the switch: it is not said to stay live (the platform may have lost it).
      expect(message).toContain(
        'deploy v0002 was written, not verified, and may not have held; promote-site with deploy-id v0001 (previous-deploy-id) switches back',
      );
      expect(message).not.toContain('stays live');
      expect(productionFolder()).toMatch(/deploys\/v0002\/$/);
      // Purged: the edge serves v0002's own pages under its header, not v0001's cached ones.
      expect(servedEverywhere(emulator())).toEqual(Array(3).fill('200 v0002 <h1>v0002</h1>'));
      const again = await step(clock);
      expect(again.exitCode, failureMessage(again)).toBe(0);
      expect(again.outputs['promoted']).toBe('false');
    },
  );

  it("a switch read back, then a write after it refused (a duplicate's delete), is promoted, purged once and not verified", async () => {
    const clock = new FakeClock();
    await deploy(clock, 'v0001');
    const zone = siteZone(emulator());
    const block = zone.EdgeRules.find((rule) => rule.Description === BLOCK_DESCRIPTION);
    if (block === undefined) throw new Error('no /deploys/ block rule');
    const copy = 'dddddddd-0000-4000-8000-000000000002';
    zone.EdgeRules.push({ ...structuredClone(block), Guid: copy });
    emulator().state.edge.zoneChanged(zone);
    emulator().inject({ kind: 'status', status: 400, method: 'DELETE', path: new RegExp(`/edgerules/${copy}$`) });
    const failed = await deploy(clock, 'v0002');
    expect(failed.exitCode).toBe(1);
    expect(failed.outputs).toMatchObject({ promoted: 'true', 'rolled-back': 'false', status: '400' });
    expect(failureMessage(failed)).toMatch(
      new RegExp(
        `^The switch to deploy v0002 on production of pull zone 3004 was written and read back, but a write after it failed \\(DELETE /pullzone/3004/edgerules/${copy} answered 400[^)]*\\): purged once, after one propagation interval, not verified\\. A re-run of this step finds deploy v0002 live, purges it and verifies it\\. Nothing was switched back`,
      ),
    );
    expect(servedEverywhere(emulator())).toEqual(Array(3).fill('200 v0002 <h1>v0002</h1>'));
  });

  it("a switch read back, then the read after a duplicate's delete failing on every attempt, says a later read failed, not a write", async () => {
    const clock = new FakeClock();
    await deploy(clock, 'v0001');
    const zone = siteZone(emulator());
    const block = zone.EdgeRules.find((rule) => rule.Description === BLOCK_DESCRIPTION);
    if (block === undefined) throw new Error('no /deploys/ block rule');
    zone.EdgeRules.push({ ...structuredClone(block), Guid: 'dddddddd-0000-4000-8000-000000000002' });
    emulator().state.edge.zoneChanged(zone);
    emulator().setRequestHook((request) => {
      if (request.service === 'api' && request.phase === 'arrived' && request.method === 'DELETE')
        emulator().inject({ kind: 'status', status: 503, method: 'GET', path: /^\/pullzone\/3004$/, times: 3 });
    });
    const failed = await deploy(clock, 'v0002');
    emulator().setRequestHook(undefined);
    expect(failed.exitCode).toBe(1);
    expect(failed.outputs).toMatchObject({ promoted: 'true', 'rolled-back': 'false', status: '503' });
    const message = failureMessage(failed);
    expect(message).toMatch(
      /^The switch to deploy v0002 on production of pull zone 3004 was written and read back, but a later read of the pull zone failed \(GET \/pullzone\/3004 answered 503[^)]*\): purged once, after one propagation interval, not verified\. A re-run of this step finds deploy v0002 live, purges it and verifies it\. Nothing was switched back/,
    );
    expect(message).not.toContain('a write after it failed');
  });

  it('with rollback-on-failure, a switch written whose read-back fails on every attempt is promoted and switched back', async () => {
    const clock = new FakeClock();
    await deploy(clock, 'v0001');
    readAfterWriteFails(1, true);
    const failed = await deploy(clock, 'v0002', { 'rollback-on-failure': 'true' });
    emulator().setRequestHook(undefined);
    expect(failed.exitCode).toBe(1);
    expect(failed.outputs).toMatchObject({ promoted: 'true', 'rolled-back': 'true', status: '503' });
    const message = failureMessage(failed);
    expect(message).toMatch(WRITTEN_UNREAD);
    expect(message).toContain('. Switched back: deploy v0001 is live again on');
    expect(message).not.toMatch(/re-run/i);
    expect(failed.summary).toContain('switched back to deploy v0001, live again');
    expect(productionFolder()).toMatch(/deploys\/v0001\/$/);
    expect(servedEverywhere(emulator())).toEqual(Array(3).fill('200 v0001 <h1>v0001</h1>'));
  });

  it.each(['true', 'false'])(
    'a switch written, lost by the platform, whose read-back fails on every attempt (rollback-on-failure %s) is promoted and says it may not have held; the rollback finds the deploy live before it, not another deploy',
    async (rollback) => {
      const clock = new FakeClock();
      await deploy(clock, 'v0001');
      // The switch (the step's first rule write) overlaps another pull request's and is lost; the reads after it fail.
      const lost = loseRuleWrites(emulator(), 1, 1);
      let writes = 0;
      emulator().setRequestHook(async (request) => {
        if (
          request.phase === 'arrived' &&
          request.method === 'POST' &&
          request.path === '/pullzone/3004/edgerules/addOrUpdate' &&
          ++writes === 1
        )
          emulator().inject({ kind: 'status', status: 503, method: 'GET', path: /^\/pullzone\/3004$/, times: 3 });
        await lost.hook(request);
      });
      const failed = await deploy(clock, 'v0002', { 'rollback-on-failure': rollback });
      emulator().setRequestHook(undefined);
      expect(lost.stage()).toBe('done');
      expect(failed.exitCode).toBe(1);
      // The platform answered the write: promoted, as the message says the switch did not hold (or may not have).
      expect(failed.outputs).toMatchObject({ promoted: 'true', 'rolled-back': 'false' });
      const message = failureMessage(failed);
      expect(message).toMatch(WRITTEN_UNREAD);
      expect(message).not.toContain('stays live');
      expect(message).not.toContain('another deploy switched it');
      if (rollback === 'true')
        expect(message).toMatch(
          /: purged once, after one propagation interval, not verified\. Not switched back: deploy v0001, live before this step, is live again: this step's switch did not hold \(the platform lost the write, or another step switched back\)$/,
        );
      else
        expect(message).toContain(
          '(or switches again, if the platform lost the write). Nothing was switched back (rollback-on-failure is false): deploy v0002 was written, not verified, and may not have held; promote-site with deploy-id v0001 (previous-deploy-id) switches back',
        );
      expect(productionFolder()).toMatch(/deploys\/v0001\/$/);
      expect(servedEverywhere(emulator())).toEqual(Array(3).fill('200 v0001 <h1>v0001</h1>'));
    },
  );

  it('with rollback-on-failure, a switch back written whose read-back fails says it switched back, written and not verified, and purges once, one propagation interval after its write', async () => {
    const clock = new FakeClock();
    await deploy(clock, 'v0001');
    emulator().inject(REFUSED_PURGE);
    // The fake clock's time at the switch back's write (the second rule write), and at each purge that arrives after it.
    let writes = 0;
    let switchedBackAt: number | undefined;
    const purgesAfter: { path: string; at: number }[] = [];
    emulator().setRequestHook((request) => {
      if (request.service !== 'api' || request.phase !== 'arrived' || request.method !== 'POST') return;
      if (request.path.endsWith('/edgerules/addOrUpdate') && ++writes === 2) {
        switchedBackAt = clock.now();
        emulator().inject({ kind: 'status', status: 503, method: 'GET', path: /^\/pullzone\/3004$/, times: 3 });
      }
      if (switchedBackAt !== undefined && request.path.endsWith('/purgeCache')) purgesAfter.push({ path: request.path, at: clock.now() });
    });
    const failed = await deploy(clock, 'v0002', { 'rollback-on-failure': 'true' });
    emulator().setRequestHook(undefined);
    // v0002's pages the edge cached while it was live are purged once the switch back may have reached the edge.
    expect(purgesAfter.map(({ path }) => path)).toEqual(['/pullzone/3004/purgeCache']);
    expect(purgesAfter[0]?.at).toBeGreaterThanOrEqual((switchedBackAt ?? Infinity) + EDGE_PROPAGATION_MS);
    expect(failed.exitCode).toBe(1);
    expect(failed.outputs).toMatchObject({ promoted: 'true', 'rolled-back': 'true', status: '503' });
    const message = failureMessage(failed);
    expect(message).toContain(
      'The switch to deploy v0002 on production of pull zone 3004 went through, but it was not verified: POST /pullzone/3004/purgeCache answered 400',
    );
    expect(message).toMatch(
      /\. Switched back to deploy v0001 \(written, not verified: the read of the pull zone after the write failed \(GET \/pullzone\/3004 answered 503[^)]*\); purged once, after one propagation interval\)\. Run promote-site with deploy-id v0001, which verifies it$/,
    );
    expect(failed.summary).toContain('switched back to deploy v0001, not verified');
    expect(productionFolder()).toMatch(/deploys\/v0001\/$/);
    expect(servedEverywhere(emulator())).toEqual(Array(3).fill('200 v0001 <h1>v0001</h1>'));
  });

  it("with rollback-on-failure, a switch back read back, then the read after a duplicate's delete failing on every attempt, says a later read failed", async () => {
    const clock = new FakeClock();
    await deploy(clock, 'v0001');
    emulator().inject(REFUSED_PURGE);
    // A copy of the /deploys/ block appears as the switch back is written, and the read after its delete fails.
    let writes = 0;
    emulator().setRequestHook((request) => {
      if (request.service !== 'api' || request.phase !== 'arrived') return;
      if (request.method === 'POST' && request.path.endsWith('/edgerules/addOrUpdate') && ++writes === 2) {
        const zone = siteZone(emulator());
        const block = zone.EdgeRules.find((rule) => rule.Description === BLOCK_DESCRIPTION);
        if (block === undefined) throw new Error('no /deploys/ block rule');
        zone.EdgeRules.push({ ...structuredClone(block), Guid: 'dddddddd-0000-4000-8000-000000000003' });
        emulator().state.edge.zoneChanged(zone);
      }
      if (request.method === 'DELETE')
        emulator().inject({ kind: 'status', status: 503, method: 'GET', path: /^\/pullzone\/3004$/, times: 3 });
    });
    const failed = await deploy(clock, 'v0002', { 'rollback-on-failure': 'true' });
    emulator().setRequestHook(undefined);
    expect(failed.exitCode).toBe(1);
    expect(failed.outputs).toMatchObject({ promoted: 'true', 'rolled-back': 'true', status: '503' });
    const message = failureMessage(failed);
    expect(message).toMatch(
      /\. Switched back to deploy v0001 \(written, not verified: it was read back, but a later read of the pull zone failed \(GET \/pullzone\/3004 answered 503[^)]*\); purged once, after one propagation interval\)\. Run promote-site with deploy-id v0001, which verifies it$/,
    );
    expect(message).not.toContain('a write after it failed');
    expect(productionFolder()).toMatch(/deploys\/v0001\/$/);
  });

  it('with rollback-on-failure, a rule write that fails while switching back keeps the reason and says what may be live', async () => {
    const clock = new FakeClock();
    await deploy(clock, 'v0001');
    emulator().inject(REFUSED_PURGE);
    emulator().setRequestHook((request) => {
      if (request.phase === 'arrived' && request.path.endsWith('/purgeCache'))
        emulator().inject({ kind: 'status', status: 503, method: 'POST', path: /\/edgerules\/addOrUpdate$/, times: 3 });
    });
    const failed = await deploy(clock, 'v0002', { 'rollback-on-failure': 'true' });
    emulator().setRequestHook(undefined);
    expect(failed.exitCode).toBe(1);
    expect(failed.outputs).toMatchObject({ promoted: 'true', 'rolled-back': 'false', status: '503' });
    const message = failureMessage(failed);
    expect(message).toContain('went through, but it was not verified: POST /pullzone/3004/purgeCache answered 400');
    expect(message).toMatch(
      /Not switched back to deploy v0001: its write failed \(POST \/pullzone\/3004\/edgerules\/addOrUpdate answered 503[^)]*\); deploy v0002 stays live unless the platform carried out the write before it failed/,
    );
    expect(failed.summary).toContain('not switched back to deploy v0001: deploy v0002 stays live unless');
    expect(productionFolder()).toMatch(/deploys\/v0002\/$/);
  });

  it("an error after the switch that is neither the platform's nor the network's is no reason to switch back: it fails as it is", async () => {
    const clock = new FakeClock();
    await deploy(clock, 'v0001');
    // The API and storage are reached over http; the site alone over https, through HTTPS_PROXY, which no connection can use.
    const failed = await siteStep(emulator(), 'deploy-site', {
      clock,
      files: siteBuild('v0002'),
      inputs: { 'deploy-id': 'v0002', 'rollback-on-failure': 'true' },
      proxy: 'socks5://127.0.0.1:1080',
    });
    expect(failed.exitCode).toBe(1);
    expect(failed.outputs).toMatchObject({ promoted: 'true', 'rolled-back': 'false' });
    expect(failureMessage(failed)).toContain("Input 'HTTPS_PROXY': uses socks5");
    expect(failureMessage(failed)).not.toContain('switched back');
    expect(failureMessage(failed)).not.toContain('Switched back');
    expect(productionFolder()).toMatch(/deploys\/v0002\/$/);
  });

  it('with rollback-on-failure, a re-run whose deploy is live but fails its verification switches nothing back: it made no switch', async () => {
    const clock = new FakeClock();
    await deploy(clock, 'v0001');
    emulator().inject(REFUSED_PURGE);
    expect((await deploy(clock, 'v0002')).outputs['promoted']).toBe('true');
    const rerun = await deploy(clock, 'v0002', {
      'rollback-on-failure': 'true',
      'probe-url': `http://127.0.0.1:${CLOSED_PORT}/`,
      'consecutive-successes': '1',
      'wait-seconds': '10',
    });
    expect(rerun.exitCode).toBe(1);
    expect(rerun.outputs).toMatchObject({ promoted: 'false', 'rolled-back': 'false', 'previous-deploy-id': 'v0001' });
    expect(rerun.stdout).toContain('rollback-on-failure switches nothing back on a re-run');
    expect(failureMessage(rerun)).toContain(
      'Nothing was switched back: this step made no switch (deploy v0002 was live before it), so it switched nothing back; deploy v0002 stays live. The deploy live before it is v0001 (previous-deploy-id): a rollback step, or promote-site with deploy-id v0001, switches back to it',
    );
    expect(failureMessage(rerun)).not.toContain('Switched back');
    expect(servedEverywhere(emulator())).toEqual(Array(3).fill('200 v0002 <h1>v0002</h1>'));
  });

  it("a re-run with rollback-on-failure never puts back the deploy a person's promote-site rolled back from", async () => {
    const clock = new FakeClock();
    await deploy(clock, 'v0002');
    await deploy(clock, 'v0003');
    // v0003 is broken: a person promotes v0002 back; the switch names v0003 as what it replaced.
    expect((await promote(clock, 'v0002')).outputs['previous-deploy-id']).toBe('v0003');
    // "Re-run all jobs" of v0002's old workflow, whose probe fails once.
    const rerun = await deploy(clock, 'v0002', {
      'rollback-on-failure': 'true',
      'probe-url': `http://127.0.0.1:${CLOSED_PORT}/`,
      'consecutive-successes': '1',
      'wait-seconds': '10',
    });
    expect(rerun.exitCode).toBe(1);
    // v0002 was the first deploy: nothing was live before it first went live, and the broken v0003 is never named.
    expect(rerun.outputs).toMatchObject({ promoted: 'false', 'rolled-back': 'false', 'previous-deploy-id': '' });
    expect(failureMessage(rerun)).toContain(
      'this step made no switch (deploy v0002 was live before it), so it switched nothing back; deploy v0002 stays live',
    );
    expect(failureMessage(rerun)).not.toContain('v0003');
    expect(productionFolder()).toMatch(/deploys\/v0002\/$/);
    expect(servedEverywhere(emulator())).toEqual(Array(3).fill('200 v0002 <h1>v0002</h1>'));
  });

  it('after a promote-site back from a broken deploy, a re-run names the deploy live before it first went live, and its rollback step restores that one', async () => {
    const clock = new FakeClock();
    await deploy(clock, 'v0001');
    await deploy(clock, 'v0002');
    await deploy(clock, 'v0003');
    expect((await promote(clock, 'v0002')).outputs['previous-deploy-id']).toBe('v0003');
    const rerun = await deploy(clock, 'v0002', {
      'probe-url': `http://127.0.0.1:${CLOSED_PORT}/`,
      'consecutive-successes': '1',
      'wait-seconds': '10',
    });
    expect(rerun.exitCode).toBe(1);
    expect(rerun.outputs).toMatchObject({ promoted: 'false', 'previous-deploy-id': 'v0001' });
    expect(rerun.stdout).toContain('previous-deploy-id: deploy v0001, live before deploy v0002 went live the first time');
    expect(failureMessage(rerun)).toContain('promote-site with deploy-id v0001 (previous-deploy-id) switches back');
    expect(failureMessage(rerun)).not.toContain('v0003');
    // The documented rollback step: promote-site to previous-deploy-id, only while the re-run's deploy is live.
    const back = await promote(clock, 'v0001', { 'only-if-live-deploy-id': 'v0002' });
    expect(back.exitCode, back.stdout).toBe(0);
    expect(servedEverywhere(emulator())).toEqual(Array(3).fill('200 v0001 <h1>v0001</h1>'));
  });

  it('with rollback-on-failure, a re-run whose rule records no earlier deploy switches nothing back, and says so', async () => {
    const clock = new FakeClock();
    seedSite(emulator(), { production: 'v0001' });
    emulator().useClock(clock);
    seedDeployFolder(emulator(), 'v0001');
    emulator().inject(REFUSED_PURGE);
    const rerun = await deploy(clock, 'v0001', { 'rollback-on-failure': 'true' });
    expect(rerun.exitCode).toBe(1);
    expect(rerun.outputs).toMatchObject({ promoted: 'false', 'rolled-back': 'false', 'previous-deploy-id': '' });
    expect(failureMessage(rerun)).toContain(
      'Deploy v0001, live already on production of pull zone 3004, was not verified: POST /pullzone/3004/purgeCache answered 400',
    );
    expect(failureMessage(rerun)).toContain(
      'Nothing was switched back: this step made no switch (deploy v0001 was live before it), so it switched nothing back; deploy v0001 stays live (previous-deploy-id is empty: its rule records no deploy live before it)',
    );
  });

  it('promote-site: a re-run of a rollback whose purge was refused purges again, and every location serves the deploy rolled back to', async () => {
    const clock = new FakeClock();
    await deploy(clock, 'v0001');
    await deploy(clock, 'v0002');
    emulator().inject(REFUSED_PURGE);
    const failed = await promote(clock, 'v0001', { 'only-if-live-deploy-id': 'v0002' });
    expect(failed.exitCode).toBe(1);
    expect(failed.outputs).toMatchObject({ promoted: 'true', 'rolled-back': 'false' });
    // promote-site has no rollback-on-failure input to name.
    expect(failureMessage(failed)).toContain(
      'Nothing was switched back (promote-site does not switch itself back): deploy v0001 stays live; promote-site with deploy-id v0002',
    );
    await clock.sleep(60_000);
    expect(servedEverywhere(emulator())).toContain('200 v0001 <h1>v0002</h1>');
    const rerun = await promote(clock, 'v0001', { 'only-if-live-deploy-id': 'v0002' });
    expect(rerun.exitCode, rerun.stdout).toBe(0);
    // v0001 was the first deploy: nothing was live before it first went live (v0002 is the deploy rolled away from).
    expect(rerun.outputs).toMatchObject({ promoted: 'false', 'previous-deploy-id': '' });
    expect(servedEverywhere(emulator())).toEqual(Array(3).fill('200 v0001 <h1>v0001</h1>'));
  });

  it('promote-site: promoted and result.promoted agree on a failed verification', async () => {
    const clock = new FakeClock();
    await deploy(clock, 'v0001');
    await deploy(clock, 'v0002', { promote: 'false' });
    emulator().state.edge.setPropagation([120_000]);
    const failed = await promote(clock, 'v0002', { 'wait-seconds': '20' });
    expect(failed.exitCode).toBe(1);
    expect(failed.outputs['promoted']).toBe('true');
    expect(JSON.parse(failed.outputs['result'] ?? '{}')).toMatchObject({ promoted: true });
  });
});

describe('the decision', () => {
  it('counts as production every hostname no preview rule claims', () => {
    const zone: PullZone = {
      Id: 3004,
      EnableHostnameVary: true,
      Hostnames: [
        { Value: 'site-cdn.b-cdn.net', IsSystemHostname: true },
        { Value: 'www.site.example', IsSystemHostname: false },
        { Value: PREVIEW, IsSystemHostname: false, HasCertificate: true },
      ],
      EdgeRules: [{ ...previewRule(storage, 'p1', PREVIEW, false), Guid: 'g1' }],
    };
    expect(productionHostnames(zone)).toEqual(['site-cdn.b-cdn.net', 'www.site.example']);
    const decision = decideSwitch(zone, { pullZoneId: 3004, storage, target: { kind: 'preview', hostname: PREVIEW }, deployId: 'p1' });
    expect(decision.live).toBeUndefined();
    // Its rule claims it, disabled, and its certificate is issued: the edge must serve it before the switch.
    expect(decision.changes.map((change) => change.kind)).toEqual(['edge-certificate', 'create', 'switch']);
    // A production rule of the earlier form (previews excluded one by one) answers for a new preview: refused, never rewritten.
    const earlier = {
      ...zone,
      EdgeRules: [
        ...(zone.EdgeRules ?? []),
        {
          ...productionRule(storage, 'v1', []),
          Guid: 'g0',
          TriggerMatchingType: 1,
          Triggers: [
            { Type: 0, PatternMatches: ['*/deploys/*'], PatternMatchingType: 2, Parameter1: null },
            { Type: 0, PatternMatches: ['*://pr-1.site.example/*'], PatternMatchingType: 2, Parameter1: null },
          ],
        },
      ],
    };
    const old = decideSwitch(earlier, {
      pullZoneId: 3004,
      storage,
      target: { kind: 'preview', hostname: 'pr-9.site.example' },
      deployId: 'p9',
    });
    expect(old.refusals.join('\n')).toContain("production's rule of pull zone 3004 also answers for pr-9.site.example");
    const current = {
      ...zone,
      EdgeRules: [...(zone.EdgeRules ?? []), { ...productionRule(storage, 'v1', productionHostnames(zone)), Guid: 'g0' }],
    };
    expect(
      decideSwitch(current, { pullZoneId: 3004, storage, target: { kind: 'preview', hostname: 'pr-9.site.example' }, deployId: 'p9' })
        .refusals,
    ).toEqual([]);
    const taken = decideSwitch(zone, {
      pullZoneId: 3004,
      storage,
      target: { kind: 'preview', hostname: 'www.site.example' },
      deployId: 'p1',
    });
    expect(taken.refusals.join('\n')).toContain('without a preview rule');
  });
});

describe('npm run emulator', () => {
  it('prints the edge proxy and its CA, for the site story run with npm run local', async () => {
    const child = spawn(process.execPath, ['emulator/cli.ts'], { stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      const printed = await new Promise<string>((resolve, reject) => {
        let text = '';
        child.stdout.on('data', (data: Buffer) => {
          text += String(data);
          if (text.includes('the site story:') && text.endsWith('\n')) resolve(text);
        });
        child.once('exit', (code) => reject(new Error(`cli exited ${code}`)));
      });
      const proxy = /^edge proxy: (http:\/\/127\.0\.0\.1:\d+) /m.exec(printed)?.[1];
      const ca = /^edge CA: (\S+) /m.exec(printed)?.[1];
      expect(proxy).toBeDefined();
      expect(ca !== undefined && existsSync(ca)).toBe(true);
      expect(printed).toContain(`HTTPS_PROXY=${proxy} NODE_EXTRA_CA_CERTS=${ca}`);
      // The proxy answers for the seeded site over plain http by Host header too.
      const server = await new Promise<string | undefined>((resolve, reject) => {
        get(`${proxy}/`, { headers: { host: SITE_HOST } }, (res) => {
          res.resume();
          resolve(String(res.headers['server']));
        }).once('error', reject);
      });
      expect(server).toBe('BunnyCDN-Emulator');
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  });
});
