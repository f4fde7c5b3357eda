import { getCACertificates, setDefaultCACertificates } from 'node:tls';
import { beforeAll, describe, expect, it } from 'vitest';
import { EDGE_CA_PEM, SEED, type Emulator } from '../../../emulator/server.ts';
import type { StoredEdgeRule } from '../../../emulator/pull-zones/pull-zone.ts';
import { failureMessage, useEmulator } from '../../support/e2e.ts';
import { FakeClock } from '../../support/fake-clock.ts';
import { SITE_HOST, servedEverywhere, siteStep, siteZone } from '../../support/site.ts';
import { startProbeTarget } from '../../support/probe-target.ts';
import type { ActionRun } from '../../support/run-action.ts';

/*
 * A zone with an origin rule the action did not make (by hand in the dashboard, or the site rule
 * `bunny sites` leaves: OriginStorage on every URL not under /deploys/). The edge runs only the
 * first matching origin rule, and a rule added by API without OrderIndex goes last (facts 5), while
 * the site's X-Bunny-Deploy header, cumulative, is added all the same: the verification would see
 * the deploy's header on the old site. The switch is refused before any write, in the dry run too,
 * when such a rule certainly serves a GET of the site's address, a visitor's and the verification's,
 * and is not ordered after the site's rule; one that may serve some visitors only is a warning; a
 * rollback switches back.
 */

const emulator = useEmulator();
beforeAll(() => {
  setDefaultCACertificates([...getCACertificates('default'), EDGE_CA_PEM]);
});

const FOREIGN_GUID = '11111111-2222-4333-8444-555555555555';
const PREVIEW = 'pr-7.site.example';

/** An origin rule of the user's, serving the storage zone's legacy/ folder, on `patterns` (any matching). */
function foreignRule(patterns: string[], rest: Partial<StoredEdgeRule> = {}): StoredEdgeRule {
  return {
    Guid: FOREIGN_GUID,
    ActionType: 17,
    ActionParameter1: String(SEED.storageZoneId),
    ActionParameter2: SEED.storageZoneName,
    ActionParameter3: '/legacy/',
    Triggers: [{ Type: 0, PatternMatches: patterns, PatternMatchingType: 0, Parameter1: null }],
    ExtraActions: [],
    TriggerMatchingType: 0,
    Description: 'hand-made: the old site',
    Enabled: true,
    OrderIndex: 1,
    ReadOnly: false,
    ...rest,
  };
}

/** The old site in legacy/ (on the step's clock) and the rule that serves it, live on the edge at once. */
function withForeignRule(emu: Emulator, clock: FakeClock, rule: StoredEdgeRule): void {
  emu.useClock(clock);
  emu.state.storage.putFile(SEED.storageZoneName, 'legacy/index.html', Buffer.from('<h1>legacy</h1>'));
  const zone = siteZone(emu);
  zone.EdgeRules.push(rule);
  emu.state.edge.zoneChanged(zone, true);
}

const build = (deployId: string) => ({ 'dist/index.html': `<h1>${deployId}</h1>` });
const deploy = (clock: FakeClock, deployId: string, inputs: Record<string, string> = {}) =>
  siteStep(emulator(), 'deploy-site', { clock, files: build(deployId), inputs: { 'deploy-id': deployId, ...inputs } });
const uploads = () => emulator().state.storage.writes.filter((write) => write.kind === 'upload').length;

/** Refused before any write, alike in the dry run and the run, naming the rule and what to do. */
function expectRefused(dry: ActionRun, run: ActionRun, host: string): void {
  for (const step of [dry, run]) {
    expect(step.exitCode, step.stdout).toBe(1);
    expect(step.outputs['promoted']).not.toBe('true');
  }
  expect(failureMessage(dry)).toBe(`Dry run: ${failureMessage(run)}`);
  const message = failureMessage(run);
  expect(message).toContain(`'hand-made: the old site' (${FOREIGN_GUID})`);
  expect(message).toContain(
    `serves https://${host}/: its trigger matches a GET of that address as a visitor makes it (whatever the step's verification`,
  );
  expect(message).toMatch(/Disable or delete it .* or give its trigger a condition that leaves .* out/);
}

describe.each(['last', 'zero'] as const)('deploy-site behind an origin rule it did not make (new rules: %s)', (newRuleOrder) => {
  it.each([
    ['made before the site, at OrderIndex 1', 1],
    ['older than the site, at OrderIndex 0 (the edge runs it first in either reading)', 0],
  ])('does not report a deploy live that the edge does not serve: the rule %s', async (_, orderIndex) => {
    const emu = emulator();
    emu.state.edgeRuleOptions.newRuleOrder = newRuleOrder;
    const clock = new FakeClock();
    withForeignRule(emu, clock, foreignRule(['*'], { OrderIndex: orderIndex }));
    const sent = uploads();
    const dry = await deploy(clock, 'v0001', { 'dry-run': 'true' });
    const run = await deploy(clock, 'v0001');
    // Past the storage's replication and the edge's propagation: what visitors get from now on.
    await clock.sleep(60_000);
    const served = servedEverywhere(emu);
    const claimsLive = run.exitCode === 0 && run.outputs['promoted'] === 'true';
    expect({ claimsLive, served: served[0] }).not.toEqual({ claimsLive: true, served: '200 v0001 <h1>legacy</h1>' });
    expectRefused(dry, run, SITE_HOST);
    // Nothing written: no rule, no hostname, no file; the old site is served as before.
    expect(emu.state.ruleWrites).toHaveLength(0);
    expect(uploads()).toBe(sent);
    expect(served).toEqual(Array(3).fill('200 - <h1>legacy</h1>'));
  });
});

describe('origin rules the action did not make', () => {
  it("refuses the site rule `bunny sites` leaves (every URL not under /deploys/), for promote-site and a preview's deploy too", async () => {
    const emu = emulator();
    const clock = new FakeClock();
    const first = await deploy(clock, 'v0001');
    expect(first.exitCode, first.stdout).toBe(0);
    const second = await deploy(clock, 'v0002');
    expect(second.exitCode, second.stdout).toBe(0);
    const sites = foreignRule([], {
      Triggers: [{ Type: 0, PatternMatches: ['*/deploys/*'], PatternMatchingType: 2, Parameter1: null }],
      OrderIndex: 0,
    });
    withForeignRule(emu, clock, sites);
    const writes = emu.state.ruleWrites.length;

    const promote = (inputs: Record<string, string>) =>
      siteStep(emu, 'promote-site', { clock, inputs: { 'deploy-id': 'v0001', ...inputs } });
    const promoted = await promote({});
    expectRefused(await promote({ 'dry-run': 'true' }), promoted, SITE_HOST);
    // Disabled, it leaves the site's own rule to serve: the deploy live there, until the step runs again.
    expect(failureMessage(promoted)).toContain(
      `'hand-made: the old site' (${FOREIGN_GUID}) is the rule 'bunny sites' leaves (every URL not under /deploys/): once it is disabled, pull zone ${SEED.pullZoneSite} serves deploy v0002 on https://${SITE_HOST}/ until this step's deploy is live, so run the step right after`,
    );

    const preview = { 'preview-hostname': PREVIEW };
    const previewed = await deploy(clock, 'p0001', preview);
    expectRefused(await deploy(clock, 'p0001', { ...preview, 'dry-run': 'true' }), previewed, PREVIEW);
    // The preview's hostname is not on the zone yet: disabling the rule serves nothing there meanwhile.
    expect(failureMessage(previewed)).not.toContain('run the step right after');
    expect(emu.state.ruleWrites).toHaveLength(writes);
    expect(siteZone(emu).Hostnames.map((host) => host.Value)).not.toContain(PREVIEW);
  });

  it.each([
    ['another path', ['*/api/*']],
    ['another host', ['https://api.example.com/*', 'http://api.example.com/*']],
  ])('leaves alone a rule for %s: the deploy goes live', async (_, patterns) => {
    const emu = emulator();
    const clock = new FakeClock();
    withForeignRule(emu, clock, foreignRule(patterns, { OrderIndex: 0 }));
    const run = await deploy(clock, 'v0001');
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs['promoted']).toBe('true');
    expect(servedEverywhere(emu)).toEqual(Array(3).fill('200 v0001 <h1>v0001</h1>'));
  });

  const trigger = (Type: number, patterns: string[], Parameter1: string | null = null) => [
    { Type, PatternMatches: patterns, PatternMatchingType: 0, Parameter1 },
  ];
  it.each([
    ['a file extension (php)', trigger(3, ['php'])],
    ['a request method (POST)', trigger(9, ['POST'])],
    ["the origin's connection error (failover to another origin)", trigger(13, ['*'])],
    ["the origin's status 503 (failover)", trigger(8, ['503'])],
    ['a Lua pattern for another host', trigger(0, ['pattern:^https://api%.example%.com/'])],
  ])('leaves alone a rule on %s, which a plain visit to the site does not match: the deploy goes live, no warning', async (_, triggers) => {
    const emu = emulator();
    const clock = new FakeClock();
    withForeignRule(emu, clock, foreignRule([], { Triggers: triggers, OrderIndex: 0 }));
    const dry = await deploy(clock, 'v0001', { 'dry-run': 'true' });
    expect(dry.exitCode, dry.stdout).toBe(0);
    const run = await deploy(clock, 'v0001');
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs['promoted']).toBe('true');
    expect(run.stdout).not.toContain(FOREIGN_GUID);
    expect(servedEverywhere(emu)).toEqual(Array(3).fill('200 v0001 <h1>v0001</h1>'));
  });

  it('warns of a rule that may serve some visitors only (a country), naming it, in the log and the summary, and goes live', async () => {
    const emu = emulator();
    const clock = new FakeClock();
    withForeignRule(emu, clock, foreignRule([], { Triggers: trigger(4, ['CN']), OrderIndex: 0 }));
    const dry = await deploy(clock, 'v0001', { 'dry-run': 'true' });
    const run = await deploy(clock, 'v0001');
    for (const step of [dry, run]) {
      expect(step.exitCode, step.stdout).toBe(0);
      expect(step.stdout).toMatch(
        /::warning::.*'hand-made: the old site' \(11111111-2222-4333-8444-555555555555\).* may serve https:\/\/www\.site\.example\/ to some visitors/,
      );
      expect(step.summary).toContain(`&#39;hand-made: the old site&#39; (${FOREIGN_GUID})`);
      expect(step.summary).toContain('Those visitors may get that rule&#39;s origin instead of deploy v0001');
    }
    expect(run.outputs['promoted']).toBe('true');
  });

  it("leaves alone one ordered after the site's rule (production's at 1, the user's `*` at 50): the update keeps its OrderIndex, the deploy goes live", async () => {
    const emu = emulator();
    const clock = new FakeClock();
    expect((await deploy(clock, 'v0001')).exitCode).toBe(0);
    const production = () => siteZone(emu).EdgeRules.find((rule) => rule.Description === 'bunny-action static site: production');
    expect(production()?.OrderIndex).toBe(1);
    withForeignRule(emu, clock, foreignRule(['*'], { OrderIndex: 50 }));
    const sent = emu.requests.length;
    const run = await deploy(clock, 'v0002');
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs['promoted']).toBe('true');
    expect(run.stdout).not.toContain(FOREIGN_GUID);
    const writes = emu.requests.slice(sent).filter((request) => request.path.endsWith('/edgerules/addOrUpdate'));
    expect(writes.map((request) => JSON.parse(request.bodyText) as Record<string, unknown>)).toEqual([
      expect.objectContaining({ Description: 'bunny-action static site: production', Guid: production()?.Guid, OrderIndex: 1 }),
    ]);
    expect(production()?.OrderIndex).toBe(1);
    expect(servedEverywhere(emu)).toEqual(Array(3).fill('200 v0002 <h1>v0002</h1>'));
  });

  it('leaves alone a disabled one, and one whose only origin is an edge script (RunEdgeScript)', async () => {
    const emu = emulator();
    const clock = new FakeClock();
    withForeignRule(emu, clock, foreignRule(['*'], { OrderIndex: 0, Enabled: false }));
    siteZone(emu).EdgeRules.push(
      foreignRule(['*'], {
        Guid: '11111111-2222-4333-8444-666666666666',
        ActionType: 21,
        ActionParameter1: '1234',
        ActionParameter2: null,
        ActionParameter3: null,
        Description: 'hand-made: middleware',
        OrderIndex: 0,
      }),
    );
    emu.state.edge.zoneChanged(siteZone(emu), true);
    const run = await deploy(clock, 'v0001');
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs['promoted']).toBe('true');
  });

  it('a rollback switches back behind one that appeared after the switch, and says it is not verified, naming the rule', async () => {
    const emu = emulator();
    const clock = new FakeClock();
    const target = await startProbeTarget();
    try {
      expect((await deploy(clock, 'v0001')).exitCode).toBe(0);
      target.answer({ status: 500, body: 'broken' });
      // The rule lands once the switch is written (at its first purge), before the failing probe rolls back.
      let added = false;
      emu.setRequestHook((request) => {
        if (added || request.service !== 'api' || request.phase !== 'arrived' || !request.path.endsWith('/purgeCache')) return;
        added = true;
        withForeignRule(emu, clock, foreignRule(['*'], { OrderIndex: 0 }));
      });
      const writes = emu.state.ruleWrites.length;
      const failed = await deploy(clock, 'v0002', {
        'probe-url': target.url,
        'rollback-on-failure': 'true',
        'consecutive-successes': '1',
        'poll-interval-seconds': '1',
      });
      emu.setRequestHook(undefined);
      expect(failed.exitCode).toBe(1);
      expect(failed.outputs['rolled-back']).toBe('true');
      const message = failureMessage(failed);
      expect(message).toMatch(
        /Switched back to deploy v0001 \(written, not verified: pull zone \d+ has an enabled edge rule this action did not make/,
      );
      expect(message).toContain(`'hand-made: the old site' (${FOREIGN_GUID})`);
      expect(message).toContain('promote-site with deploy-id v0001');
      // The failed deploy is never advised again: a re-run would put it live once the rule is disabled.
      expect(message).not.toMatch(/run (the|this) step again/);
      // The switch to v0002, then the switch back, which restores the rule as it was before the step.
      expect(emu.state.ruleWrites.slice(writes).map((write) => write.description)).toEqual([
        'bunny-action static site: production',
        'bunny-action static site: production',
      ]);
      const production = siteZone(emu).EdgeRules.find((rule) => rule.Description === 'bunny-action static site: production');
      expect(production?.ActionParameter3).toMatch(/^\/?deploys\/v0001\/$/);
    } finally {
      await target.close();
    }
  });

  it('a rollback behind one that may serve some visitors (a country) switches back, verifies, and warns, naming it', async () => {
    const emu = emulator();
    const clock = new FakeClock();
    const target = await startProbeTarget();
    try {
      expect((await deploy(clock, 'v0001')).exitCode).toBe(0);
      target.answer({ status: 500, body: 'broken' });
      let added = false;
      emu.setRequestHook((request) => {
        if (added || request.service !== 'api' || request.phase !== 'arrived' || !request.path.endsWith('/purgeCache')) return;
        added = true;
        withForeignRule(emu, clock, foreignRule([], { Triggers: trigger(4, ['CN']), OrderIndex: 0 }));
      });
      const failed = await deploy(clock, 'v0002', {
        'probe-url': target.url,
        'rollback-on-failure': 'true',
        'consecutive-successes': '1',
        'poll-interval-seconds': '1',
      });
      emu.setRequestHook(undefined);
      expect(failed.exitCode).toBe(1);
      expect(failed.outputs['rolled-back']).toBe('true');
      expect(failureMessage(failed)).toMatch(/Switched back: deploy v0001 is live again/);
      expect(failed.stdout).toMatch(
        /::warning::.*'hand-made: the old site' \(11111111-2222-4333-8444-555555555555\).* instead of deploy v0001/,
      );
      expect(failed.summary).toContain('instead of deploy v0001');
    } finally {
      await target.close();
    }
  });

  it('one that appears after the step read the zone stops the switch on the read right before it', async () => {
    const emu = emulator();
    const clock = new FakeClock();
    // The rule lands while the step writes its first rule (the /deploys/ block), after its decision.
    let added = false;
    emu.setRequestHook((request) => {
      if (added || request.service !== 'api' || request.phase !== 'arrived' || !request.path.endsWith('/edgerules/addOrUpdate')) return;
      added = true;
      withForeignRule(emu, clock, foreignRule(['*'], { OrderIndex: 0 }));
    });
    const run = await deploy(clock, 'v0001');
    emu.setRequestHook(undefined);
    expect(run.exitCode).toBe(1);
    expect(run.outputs['promoted']).not.toBe('true');
    expect(failureMessage(run)).toMatch(
      /^production of pull zone \d+ was not switched: since the step read the zone, pull zone \d+ has an enabled edge rule/,
    );
    expect(failureMessage(run)).toContain(`'hand-made: the old site' (${FOREIGN_GUID})`);
    expect(emu.state.ruleWrites.map((write) => write.description)).toEqual([
      'bunny-action static site: block direct requests to /deploys/',
    ]);
  });
});
