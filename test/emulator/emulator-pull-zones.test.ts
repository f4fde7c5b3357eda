import { getCACertificates, setDefaultCACertificates } from 'node:tls';
import { describe, expect, it } from 'vitest';
import { DEFAULT_API_KEY, EDGE_CA_PEM, SEED } from '../../emulator/server.ts';
import { newHostname, pullZoneSecrets } from '../../emulator/pull-zones/pull-zone.ts';
import type { StorageOrigin } from '../../emulator/pull-zones/edge.ts';
import { luaPattern } from '../../emulator/pull-zones/rule-match.ts';
import { Agent, ProxyAgent, request } from '../../src/http/undici.ts';
import { FakeClock } from '../support/fake-clock.ts';
import { useEmulator } from '../support/e2e.ts';

const clock = new FakeClock();
const emu = useEmulator();

const call = (method: string, path: string, body?: unknown) =>
  fetch(`${emu().url}${path}`, {
    method,
    headers: { AccessKey: DEFAULT_API_KEY, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const zone = SEED.pullZoneSite;
const readRules = async () =>
  ((await (await call('GET', `/pullzone/${zone}`)).json()) as { EdgeRules: Array<Record<string, unknown>> }).EdgeRules;

function rule(description: string, folder: string, extra: Record<string, unknown> = {}) {
  return {
    ActionType: 17,
    ActionParameter1: String(SEED.storageZoneId),
    ActionParameter2: SEED.storageZoneName,
    ActionParameter3: folder,
    Triggers: [{ Type: 0, PatternMatches: ['*/deploys/*'], PatternMatchingType: 2 }],
    ExtraActions: [{ ActionType: 5, ActionParameter1: 'X-Bunny-Deploy', ActionParameter2: folder.split('/')[2] }],
    TriggerMatchingType: 0,
    Description: description,
    Enabled: true,
    ...extra,
  };
}

/** Two deploy folders of one storage zone. */
const files: StorageOrigin = {
  read(zoneId, name, path) {
    if (zoneId !== SEED.storageZoneId || name !== SEED.storageZoneName) return { zone: false, file: undefined };
    const match = /^\/deploys\/(v\d)\/index\.html$/.exec(path);
    return { zone: true, file: match ? { body: Buffer.from(`<h1>${match[1]}</h1>`), contentType: 'text/html' } : undefined };
  },
  zoneName: (id) => (id === SEED.storageZoneId ? SEED.storageZoneName : undefined),
};

describe('emulator pull zones', () => {
  it('reads a zone with its rules, hostnames and secret members; addOrUpdate answers 201 with no body', async () => {
    const read = (await (await call('GET', `/pullzone/${zone}`)).json()) as Record<string, unknown>;
    expect(read['EnableHostnameVary']).toBe(true);
    expect((read['Hostnames'] as Array<{ Value: string }>).map((h) => h.Value)).toEqual(['site-cdn.b-cdn.net', 'www.site.example']);
    expect(read['ZoneSecurityKey']).toMatch(/^zsk-/);
    const added = await call('POST', `/pullzone/${zone}/edgerules/addOrUpdate`, rule('site: production', '/deploys/v1/'));
    expect(added.status).toBe(201);
    expect(await added.text()).toBe('');
    const [stored] = await readRules();
    // Stored as the platform may keep it (the harsher reading): the folder without its leading slash.
    expect(stored).toMatchObject({ Description: 'site: production', ActionParameter3: 'deploys/v1/' });
    expect(stored?.['Guid']).toMatch(/^[0-9a-f-]{36}$/);

    // The same Guid replaces; an unknown Guid is a 404, or a new rule in the kinder reading.
    expect(
      (await call('POST', `/pullzone/${zone}/edgerules/addOrUpdate`, rule('site: production', '/deploys/v2/', { Guid: stored?.['Guid'] })))
        .status,
    ).toBe(201);
    expect(await readRules()).toHaveLength(1);
    expect((await call('POST', `/pullzone/${zone}/edgerules/addOrUpdate`, rule('x', '/a/', { Guid: 'f'.repeat(8) }))).status).toBe(404);
    emu().state.edgeRuleOptions.unknownGuid = 'create';
    expect((await call('POST', `/pullzone/${zone}/edgerules/addOrUpdate`, rule('x', '/a/', { Guid: 'f'.repeat(8) }))).status).toBe(201);
    expect(await readRules()).toHaveLength(2);

    expect((await call('DELETE', `/pullzone/${zone}/edgerules/${String(stored?.['Guid'])}`)).status).toBe(204);
    expect((await call('DELETE', `/pullzone/${zone}/edgerules/${String(stored?.['Guid'])}`)).status).toBe(404);
    expect(pullZoneSecrets(emu().state.pullZones.get(zone)!).length).toBeGreaterThan(2);
  });

  it('refuses a 51st rule, an 11th hostname, an unknown member and a sixth trigger', async () => {
    const state = emu().state.pullZones.get(zone)!;
    for (let i = 0; i < 50; i++)
      expect((await call('POST', `/pullzone/${zone}/edgerules/addOrUpdate`, rule(`r${i}`, '/x/'))).status).toBe(201);
    const over = await call('POST', `/pullzone/${zone}/edgerules/addOrUpdate`, rule('r50', '/x/'));
    expect(over.status).toBe(400);
    expect(((await over.json()) as { Message: string }).Message).toContain('50');
    for (let i = state.Hostnames.length; i < 10; i++)
      expect((await call('POST', `/pullzone/${zone}/addHostname`, { Hostname: `h${i}.example.com` })).status).toBe(204);
    expect((await call('POST', `/pullzone/${zone}/addHostname`, { Hostname: 'h11.example.com' })).status).toBe(400);
    expect((await call('DELETE', `/pullzone/${zone}/removeHostname`, { Hostname: 'h9.example.com' })).status).toBe(204);
    expect((await call('DELETE', `/pullzone/${zone}/removeHostname`, { Hostname: 'h9.example.com' })).status).toBe(400);
    expect((await call('POST', `/pullzone/${zone}/edgerules/addOrUpdate`, { ...rule('y', '/'), Extra: 1 })).status).toBe(400);
    const trigger = { Type: 0, PatternMatches: ['*'], PatternMatchingType: 0 };
    expect(
      (await call('POST', `/pullzone/${zone}/edgerules/addOrUpdate`, { ...rule('y', '/'), Triggers: Array(6).fill(trigger) })).status,
    ).toBe(400);
  });

  it('gives a rule added without OrderIndex one past the highest (runs last), or 0 in the kinder reading; an update keeps its own', async () => {
    const orderOf = async (description: string) => (await readRules()).find((r) => r['Description'] === description)?.['OrderIndex'];
    expect((await call('POST', `/pullzone/${zone}/edgerules/addOrUpdate`, rule('first', '/deploys/v1/'))).status).toBe(201);
    expect(await orderOf('first')).toBe(0);
    expect((await call('POST', `/pullzone/${zone}/edgerules/addOrUpdate`, rule('set', '/deploys/v1/', { OrderIndex: 7 }))).status).toBe(
      201,
    );
    expect((await call('POST', `/pullzone/${zone}/edgerules/addOrUpdate`, rule('last', '/deploys/v2/'))).status).toBe(201);
    expect(await orderOf('last')).toBe(8);
    const guid = (await readRules()).find((r) => r['Description'] === 'first')?.['Guid'];
    expect((await call('POST', `/pullzone/${zone}/edgerules/addOrUpdate`, rule('first', '/deploys/v2/', { Guid: guid }))).status).toBe(201);
    expect(await orderOf('first')).toBe(0);
    emu().state.edgeRuleOptions.newRuleOrder = 'zero';
    expect((await call('POST', `/pullzone/${zone}/edgerules/addOrUpdate`, rule('zero', '/deploys/v1/'))).status).toBe(201);
    expect(await orderOf('zero')).toBe(0);
  });

  it('sees rule writes to one zone that overlap, and loses one of them', async () => {
    await Promise.all([0, 1, 2].map((i) => call('POST', `/pullzone/${zone}/edgerules/addOrUpdate`, rule(`r${i}`, '/x/'))));
    expect(emu().state.ruleWrites.filter((write) => write.concurrent).length).toBeGreaterThan(0);
    expect((await readRules()).length).toBeLessThan(3);
  });
});

describe('emulator edge', () => {
  const visit = (path = '/', host: string = 'www.site.example') => ({ scheme: 'https', host, path, query: '', headers: {} });

  it('applies a rule change only after each PoP propagation delay, and serves the cached answer until a purge', async () => {
    emu().useClock(clock);
    clock.time = 1_000_000;
    emu().state.edge.storage = files;
    await call('POST', `/pullzone/${zone}/edgerules/addOrUpdate`, rule('site: production', '/deploys/v1/'));
    // Before propagation the zone's default origin (the storage root) has no index.html.
    expect(
      emu()
        .state.edge.serveEverywhere(visit())
        .map((a) => a.status),
    ).toEqual([404, 404, 404]);
    clock.time += 7500;
    expect(
      emu()
        .state.edge.serveEverywhere(visit())
        .map((a) => a.body.toString()),
    ).toEqual(['<h1>v1</h1>', '<h1>v1</h1>', '<h1>v1</h1>']);

    const [current] = await readRules();
    await call('POST', `/pullzone/${zone}/edgerules/addOrUpdate`, rule('site: production', '/deploys/v2/', { Guid: current?.['Guid'] }));
    clock.time += 5000;
    const [first] = emu().state.edge.serveEverywhere(visit());
    // The first PoP has the new rule: its header names v2, on the cached v1 body.
    expect(first?.headers['x-bunny-deploy']).toBe('v2');
    expect(first?.body.toString()).toBe('<h1>v1</h1>');
    await call('POST', `/pullzone/${zone}/purgeCache`);
    const answers = emu().state.edge.serveEverywhere(visit());
    expect(answers.map((a) => a.headers['x-bunny-deploy'])).toEqual(['v2', 'v1', 'v1']);
    clock.time += 2500;
    // The PoPs that re-cached v1 after the purge keep it until the next one.
    expect(
      emu()
        .state.edge.serveEverywhere(visit())
        .map((a) => a.body.toString()),
    ).toEqual(['<h1>v2</h1>', '<h1>v1</h1>', '<h1>v1</h1>']);
    await call('POST', `/pullzone/${zone}/purgeCache`);
    expect(
      emu()
        .state.edge.serveEverywhere(visit())
        .map((a) => a.body.toString()),
    ).toEqual(['<h1>v2</h1>', '<h1>v2</h1>', '<h1>v2</h1>']);
  });

  it('leaves the query out of the cache key, as the platform does by default; IgnoreQueryStrings false keys on it', async () => {
    emu().useClock(clock);
    emu().state.edge.setPropagation([0]);
    emu().state.edge.storage = files;
    const site = emu().state.pullZones.get(zone)!;
    expect(site.IgnoreQueryStrings).toBe(true);
    expect(((await (await call('GET', `/pullzone/${zone}`)).json()) as Record<string, unknown>)['IgnoreQueryStrings']).toBe(true);
    await call(
      'POST',
      `/pullzone/${zone}/edgerules/addOrUpdate`,
      rule('prod', '/deploys/v1/', { Triggers: [{ Type: 0, PatternMatches: ['*'], PatternMatchingType: 0 }] }),
    );
    const ask = (query: string) => emu().state.edge.serve({ ...visit(), query, headers: { 'cache-control': 'no-cache' } });
    expect(ask('').headers['cdn-cache']).toBe('MISS');
    // A fresh query, `no-cache` asked: the cached answer all the same, the rule's header on it.
    const busted = ask('?bunny-deploy-check=1');
    expect(busted.headers).toMatchObject({ 'cdn-cache': 'HIT', 'x-bunny-deploy': 'v1' });
    site.IgnoreQueryStrings = false;
    emu().state.edge.zoneChanged(site);
    expect(ask('?bunny-deploy-check=2').headers['cdn-cache']).toBe('MISS');
    expect(ask('?bunny-deploy-check=2').headers['cdn-cache']).toBe('HIT');
    expect(ask('').headers['cdn-cache']).toBe('HIT');
  });

  it("sends a rule's Cache-Control beside the zone's own (harsher) or in its place (kinder), on a cached answer too", async () => {
    emu().useClock(clock);
    emu().state.edge.setPropagation([0]);
    emu().state.edge.storage = files;
    await call(
      'POST',
      `/pullzone/${zone}/edgerules/addOrUpdate`,
      rule('prod', '/deploys/v1/', {
        Triggers: [{ Type: 0, PatternMatches: ['*'], PatternMatchingType: 0 }],
        ExtraActions: [{ ActionType: 5, ActionParameter1: 'Cache-Control', ActionParameter2: 'max-age=0' }],
      }),
    );
    const both = ['max-age=0', 'public, max-age=25600000'];
    expect(emu().state.edge.serve(visit()).headers['cache-control']).toEqual(both);
    expect(emu().state.edge.serve(visit()).headers).toMatchObject({ 'cdn-cache': 'HIT', 'cache-control': both });
    emu().state.edge.options.ruleCacheControl = 'replaces';
    expect(emu().state.edge.serve(visit()).headers['cache-control']).toBe('max-age=0');
    // Over the wire the two are two header lines, which a client reads as a list.
    emu().state.edge.options.ruleCacheControl = 'both';
    const agent = new Agent();
    try {
      const twice = await request(agent, new URL(`${emu().edgeUrl}/`), { method: 'GET', headers: { host: 'www.site.example' } });
      await twice.body.dump();
      expect(twice.headers['cache-control']).toEqual(both);
    } finally {
      await agent.close();
    }
  });

  it('blocks by rule, matches over scheme, host and path, and caches per hostname only with hostname vary', async () => {
    emu().useClock(clock);
    emu().state.edge.setPropagation([0]);
    emu().state.edge.storage = files;
    await call('POST', `/pullzone/${zone}/edgerules/addOrUpdate`, {
      ActionType: 4,
      Triggers: [{ Type: 0, PatternMatches: ['*/deploys/*'], PatternMatchingType: 0 }],
      TriggerMatchingType: 0,
      Description: 'block',
      Enabled: true,
    });
    await call(
      'POST',
      `/pullzone/${zone}/edgerules/addOrUpdate`,
      rule('prod', '/deploys/v1/', { Triggers: [{ Type: 0, PatternMatches: [`*://${'www.site.example'}/*`], PatternMatchingType: 0 }] }),
    );
    await call(
      'POST',
      `/pullzone/${zone}/edgerules/addOrUpdate`,
      rule('preview', '/deploys/v2/', { Triggers: [{ Type: 0, PatternMatches: ['*://site-cdn.b-cdn.net/*'], PatternMatchingType: 0 }] }),
    );
    expect(emu().state.edge.serve(visit('/deploys/v1/index.html')).status).toBe(403);
    expect(emu().state.edge.serve(visit()).body.toString()).toBe('<h1>v1</h1>');
    expect(emu().state.edge.serve(visit('/', 'site-cdn.b-cdn.net')).body.toString()).toBe('<h1>v2</h1>');
    expect(emu().state.edge.serve(visit('/', 'unknown.example.com')).status).toBe(404);

    emu().state.pullZones.get(zone)!.EnableHostnameVary = false;
    emu().state.edge.zoneChanged(emu().state.pullZones.get(zone)!);
    await call('POST', `/pullzone/${zone}/purgeCache`);
    emu().state.edge.serve(visit());
    // Without hostname vary the preview hostname gets production's cached answer.
    expect(emu().state.edge.serve(visit('/', 'site-cdn.b-cdn.net')).body.toString()).toBe('<h1>v1</h1>');
  });

  it('is reached over https through its proxy address, by any of the zone hostnames', async () => {
    emu().state.edge.setPropagation([0]);
    emu().state.edge.storage = files;
    await call('POST', `/pullzone/${zone}/edgerules/addOrUpdate`, rule('site: production', '/deploys/v1/'));
    setDefaultCACertificates([...getCACertificates('default'), EDGE_CA_PEM]);
    const agent = new ProxyAgent({ uri: emu().edgeUrl });
    try {
      const answer = await request(agent, new URL(`https://${'www.site.example'}/`), { method: 'GET' });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['x-bunny-deploy']).toBe('v1');
      expect(await answer.body.text()).toBe('<h1>v1</h1>');
    } finally {
      await agent.close();
    }
  });

  it('keeps a rule exactly as sent when ruleStorage is exact; null parameters read as "" when normalised', async () => {
    await call('POST', `/pullzone/${zone}/edgerules/addOrUpdate`, rule('site: a', '/deploys/v1/', { ActionParameter2: null }));
    const [normal] = await readRules();
    expect(normal).toMatchObject({ ActionParameter2: '', ActionParameter3: 'deploys/v1/' });
    emu().state.edge.options.ruleStorage = 'exact';
    await call('POST', `/pullzone/${zone}/edgerules/addOrUpdate`, rule('site: b', '/deploys/v2/', { ActionParameter2: null }));
    const exact = (await readRules()).find((read) => read['Description'] === 'site: b');
    expect(exact).toMatchObject({ ActionParameter2: null, ActionParameter3: '/deploys/v2/' });
  });

  it('a new hostname has no certificate and fails TLS until loadFreeCertificate issues one, which needs it pointed at the zone', async () => {
    emu().useClock(clock);
    emu().state.edge.setPropagation([0]);
    emu().state.edge.storage = files;
    await call('POST', `/pullzone/${zone}/edgerules/addOrUpdate`, rule('site: production', '/deploys/v1/', { Triggers: [] }));
    expect((await call('POST', `/pullzone/${zone}/addHostname`, { Hostname: 'pr-1.site.example' })).status).toBe(204);
    const hostname = async () =>
      (
        (await (await call('GET', `/pullzone/${zone}`)).json()) as { Hostnames: Array<{ Value: string; HasCertificate: boolean }> }
      ).Hostnames.find((host) => host.Value === 'pr-1.site.example');
    expect((await hostname())?.HasCertificate).toBe(false);
    expect(emu().state.edge.tlsAccepts('pr-1.site.example')).toBe(false);
    setDefaultCACertificates([...getCACertificates('default'), EDGE_CA_PEM]);
    const agent = new ProxyAgent({ uri: emu().edgeUrl });
    try {
      await expect(request(agent, new URL('https://pr-1.site.example/'), { method: 'GET' })).rejects.toThrow();
    } finally {
      await agent.close();
    }
    // Not pointed (the harsher default): refused, naming the record.
    const refused = await call('GET', '/pullzone/loadFreeCertificate?hostname=pr-1.site.example');
    expect(refused.status).toBe(400);
    // As the platform words it (storage-and-deploy-facts 6.2): the step names the record from the zone's read.
    expect(await refused.json()).toMatchObject({
      ErrorKey: 'pullzone.certificate_request_failed',
      Message: 'The domain pr-1.site.example is not pointing to our servers.',
    });
    const missing = await call('GET', '/pullzone/loadFreeCertificate?hostname=nowhere.example');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('The hostname was not found in the account');
    // Pointed: issued after certificateIssueMs on the emulator's clock.
    emu().state.edge.options.point('pr-1.site.example');
    expect((await call('GET', '/pullzone/loadFreeCertificate?hostname=pr-1.site.example')).status).toBe(200);
    expect((await hostname())?.HasCertificate).toBe(false);
    clock.time += emu().state.edge.options.certificateIssueMs;
    expect((await hostname())?.HasCertificate).toBe(true);
    // The edge serves a fresh certificate about a minute later (facts 6.2): a full minute by default.
    expect(emu().state.edge.options.edgeCertificateMs).toBe(60_000);
    clock.time += 59_999;
    expect(emu().state.edge.tlsAccepts('pr-1.site.example')).toBe(false);
    clock.time += 1;
    expect(emu().state.edge.tlsAccepts('pr-1.site.example')).toBe(true);
  });

  it('counts the edge certificate delay from when the certificate was due, however late the zone is read; 0 serves it at once', async () => {
    emu().useClock(clock);
    emu().state.edge.options.hostnameDns = 'auto';
    emu().state.edge.options.edgeCertificateMs = 10_000;
    expect((await call('POST', `/pullzone/${zone}/addHostname`, { Hostname: 'pr-4.site.example' })).status).toBe(204);
    expect((await askCertificate('pr-4.site.example')).status).toBe(200);
    const due = clock.time + emu().state.edge.options.certificateIssueMs;
    clock.time = due + 9_999;
    expect(emu().state.edge.tlsAccepts('pr-4.site.example')).toBe(false);
    expect((await hostnameOf('pr-4.site.example'))?.HasCertificate).toBe(true);
    expect(emu().state.edge.tlsAccepts('pr-4.site.example')).toBe(false);
    clock.time += 1;
    expect(emu().state.edge.tlsAccepts('pr-4.site.example')).toBe(true);
    // The kinder reading: served as soon as the zone reads it.
    emu().state.edge.options.edgeCertificateMs = 0;
    expect((await call('POST', `/pullzone/${zone}/addHostname`, { Hostname: 'pr-5.site.example' })).status).toBe(204);
    expect((await askCertificate('pr-5.site.example')).status).toBe(200);
    clock.time += emu().state.edge.options.certificateIssueMs;
    expect(emu().state.edge.tlsAccepts('pr-5.site.example')).toBe(true);
  });

  const hostnameOf = async (host: string) =>
    (
      (await (await call('GET', `/pullzone/${zone}`)).json()) as { Hostnames: Array<{ Value: string; HasCertificate: boolean }> }
    ).Hostnames.find((entry) => entry.Value === host);
  const askCertificate = (host: string) => call('GET', `/pullzone/loadFreeCertificate?hostname=${encodeURIComponent(host)}`);

  it("refuses the certificate authority's 51st certificate of a registered domain in a week, as the platform passes ACME's answer on", async () => {
    emu().useClock(clock);
    clock.time = 2_000_000_000_000;
    emu().state.edge.options.hostnameDns = 'auto';
    const options = emu().state.edge.options;
    // 49 issued earlier this week, one 8 days ago (no longer counted).
    for (let i = 0; i < 49; i += 1) options.issuedCertificates.push({ hostname: `old-${i}.site.example`, at: clock.time - 3600_000 });
    options.issuedCertificates.push({ hostname: 'old.site.example', at: clock.time - 8 * 24 * 3600_000 });
    for (const host of ['pr-50.site.example', 'pr-51.site.example'])
      expect((await call('POST', `/pullzone/${zone}/addHostname`, { Hostname: host })).status).toBe(204);
    expect((await askCertificate('pr-50.site.example')).status).toBe(200);
    const limited = await askCertificate('pr-51.site.example');
    expect(limited.status).toBe(400);
    const body = (await limited.json()) as { ErrorKey: string; Message: string };
    expect(body.ErrorKey).toBe('pullzone.certificate_request_failed');
    expect(body.Message).toMatch(
      /^urn:ietf:params:acme:error:rateLimited: .*too many certificates \(50\) already issued for "site\.example"/,
    );
    clock.time += 5000;
    expect((await hostnameOf('pr-51.site.example'))?.HasCertificate).toBe(false);
    // A week later the earlier ones no longer count.
    clock.time += 7 * 24 * 3600_000;
    expect((await askCertificate('pr-51.site.example')).status).toBe(200);
  });

  it("refuses a 6th certificate for the same hostname in a week (removed and added again), in Let's Encrypt's words", async () => {
    emu().useClock(clock);
    clock.time = 2_000_000_000_000;
    emu().state.edge.options.hostnameDns = 'auto';
    const options = emu().state.edge.options;
    // Four issued for it earlier this week (the earliest four hours ago), one 8 days ago (no longer counted).
    for (let i = 1; i <= 4; i += 1) options.issuedCertificates.push({ hostname: 'pr-70.site.example', at: clock.time - i * 3600_000 });
    options.issuedCertificates.push({ hostname: 'pr-70.site.example', at: clock.time - 8 * 24 * 3600_000 });
    expect((await call('POST', `/pullzone/${zone}/addHostname`, { Hostname: 'pr-70.site.example' })).status).toBe(204);
    expect((await askCertificate('pr-70.site.example')).status).toBe(200);
    clock.time += options.certificateIssueMs;
    expect((await hostnameOf('pr-70.site.example'))?.HasCertificate).toBe(true);
    // The certificate goes with the hostname: added again, it asks anew.
    expect((await call('DELETE', `/pullzone/${zone}/removeHostname`, { Hostname: 'pr-70.site.example' })).status).toBe(204);
    expect((await call('POST', `/pullzone/${zone}/addHostname`, { Hostname: 'pr-70.site.example' })).status).toBe(204);
    const limited = await askCertificate('pr-70.site.example');
    expect(limited.status).toBe(400);
    expect(((await limited.json()) as { Message: string }).Message).toBe(
      'urn:ietf:params:acme:error:rateLimited: Error creating new order :: too many certificates (5) already issued for this exact set of domains in the last 168h0m0s, retry after 2033-05-24 23:33:20 UTC: see https://letsencrypt.org/docs/rate-limits/#new-certificates-per-exact-set-of-hostnames',
    );
    // Another hostname of the domain is not held back by it.
    expect((await call('POST', `/pullzone/${zone}/addHostname`, { Hostname: 'pr-71.site.example' })).status).toBe(204);
    expect((await askCertificate('pr-71.site.example')).status).toBe(200);
    clock.time += 7 * 24 * 3600_000;
    expect((await askCertificate('pr-70.site.example')).status).toBe(200);
  });

  it("refuses a hostname's 6th validation in an hour and the account's 301st order in 3 hours, in Let's Encrypt's words (kinder: a DNS precheck places no order)", async () => {
    emu().useClock(clock);
    clock.time = 2_000_000_000_000;
    const options = emu().state.edge.options;
    expect((await call('POST', `/pullzone/${zone}/addHostname`, { Hostname: 'pr-60.site.example' })).status).toBe(204);
    // The harsher default: each request before the DNS points is an order whose validation fails.
    for (let i = 0; i < 5; i += 1) expect((await askCertificate('pr-60.site.example')).status).toBe(400);
    options.point('pr-60.site.example');
    const failed = await askCertificate('pr-60.site.example');
    expect(failed.status).toBe(400);
    expect(((await failed.json()) as { Message: string }).Message).toBe(
      `urn:ietf:params:acme:error:rateLimited: Error creating new order :: too many failed authorizations (5) for "pr-60.site.example" in the last 1h0m0s, retry after 2033-05-18 04:33:20 UTC: see https://letsencrypt.org/docs/rate-limits/#authorization-failures-per-hostname-per-account`,
    );
    clock.time += 3600_000;
    expect((await askCertificate('pr-60.site.example')).status).toBe(200);
    expect(options.orders).toHaveLength(6);

    options.newOrdersPerThreeHours = 6;
    options.unpointedRequest = 'precheck';
    expect((await call('POST', `/pullzone/${zone}/addHostname`, { Hostname: 'pr-61.site.example' })).status).toBe(204);
    const unpointed = await askCertificate('pr-61.site.example');
    expect(((await unpointed.json()) as { Message: string }).Message).toBe('The domain pr-61.site.example is not pointing to our servers.');
    // The precheck places no order, so no validation fails either.
    expect(options.orders).toHaveLength(6);
    expect(options.failedValidations.filter((entry) => entry.hostname === 'pr-61.site.example')).toEqual([]);
    options.point('pr-61.site.example');
    const orders = await askCertificate('pr-61.site.example');
    expect(orders.status).toBe(400);
    expect(((await orders.json()) as { Message: string }).Message).toMatch(
      /^urn:ietf:params:acme:error:rateLimited: Error creating new order :: too many new orders \(6\) from this account in the last 3h0m0s, retry after /,
    );
  });

  it('answers 200 without the certificate landing when a wildcard with its certificate on another zone covers the hostname (kinder: issues)', async () => {
    emu().useClock(clock);
    emu().state.edge.options.hostnameDns = 'auto';
    const other = emu().state.pullZones.get(SEED.pullZoneWafOn)!;
    other.Hostnames.push(newHostname('*.site.example', false, true));
    expect((await call('POST', `/pullzone/${zone}/addHostname`, { Hostname: 'pr-2.site.example' })).status).toBe(204);
    expect((await askCertificate('pr-2.site.example')).status).toBe(200);
    clock.time += 60_000;
    expect((await hostnameOf('pr-2.site.example'))?.HasCertificate).toBe(false);
    // Selectable per hostname, whatever the cause.
    expect((await call('POST', `/pullzone/${zone}/addHostname`, { Hostname: 'pr-3.example.com' })).status).toBe(204);
    emu().state.edge.options.unlandedCertificates.add('pr-3.example.com');
    expect((await askCertificate('pr-3.example.com')).status).toBe(200);
    clock.time += 60_000;
    expect((await hostnameOf('pr-3.example.com'))?.HasCertificate).toBe(false);
    emu().state.edge.options.overlappingWildcard = 'issues';
    expect((await askCertificate('pr-2.site.example')).status).toBe(200);
    clock.time += emu().state.edge.options.certificateIssueMs;
    expect((await hostnameOf('pr-2.site.example'))?.HasCertificate).toBe(true);
  });

  it('takes a wildcard hostname, issues its certificate only for a domain on Bunny DNS, and serves every name one label below it', async () => {
    emu().useClock(clock);
    emu().state.edge.setPropagation([0]);
    emu().state.edge.storage = files;
    // SEED's DNS zone is preview.example.com (Bunny DNS); site.example is not on it.
    for (const host of ['*.preview.example.com', '*.preview.site.example'])
      expect((await call('POST', `/pullzone/${zone}/addHostname`, { Hostname: host })).status).toBe(204);
    const offDns = await askCertificate('*.preview.site.example');
    expect(offDns.status).toBe(400);
    expect(await offDns.text()).toContain('The certificate could not be requested.');
    expect((await askCertificate('*.preview.example.com')).status).toBe(200);
    expect(emu().state.edge.tlsAccepts('pr-7.preview.example.com')).toBe(false);
    clock.time += emu().state.edge.options.certificateIssueMs;
    expect((await hostnameOf('*.preview.example.com'))?.HasCertificate).toBe(true);
    expect(emu().state.edge.tlsAccepts('pr-7.preview.example.com')).toBe(false);
    clock.time += emu().state.edge.options.edgeCertificateMs;
    expect(emu().state.edge.tlsAccepts('pr-7.preview.example.com')).toBe(true);
    expect(emu().state.edge.tlsAccepts('pr-7.preview.site.example')).toBe(false);

    // The harsher reading (the default): the rule's URL trigger sees the wildcard, so no preview's rule matches under it.
    await call(
      'POST',
      `/pullzone/${zone}/edgerules/addOrUpdate`,
      rule('pr-7', '/deploys/v2/', { Triggers: [{ Type: 0, PatternMatches: ['*://pr-7.preview.example.com/*'], PatternMatchingType: 0 }] }),
    );
    const visit = (host: string) => emu().state.edge.serve({ scheme: 'https', host, path: '/', query: '', headers: {} });
    expect(visit('pr-7.preview.example.com').status).toBe(404);
    // The kinder reading: it sees the name asked for.
    emu().state.edge.options.wildcardRuleHost = 'requested';
    expect(visit('pr-7.preview.example.com').body.toString()).toBe('<h1>v2</h1>');
    // Another name under the wildcard is the zone's, without the rule: the storage root has no index.html.
    expect(visit('pr-8.preview.example.com').status).toBe(404);
    expect(visit('pr-8.preview.example.com').headers['cdn-pullzone']).toBe(String(zone));
    // One label only, as the certificate.
    expect(visit('a.pr-7.preview.example.com').body.toString()).toContain('not configured');
    setDefaultCACertificates([...getCACertificates('default'), EDGE_CA_PEM]);
    const agent = new ProxyAgent({ uri: emu().edgeUrl });
    try {
      const answer = await request(agent, new URL('https://pr-7.preview.example.com/'), { method: 'GET' });
      expect(answer.statusCode).toBe(200);
      expect(await answer.body.text()).toBe('<h1>v2</h1>');
    } finally {
      await agent.close();
    }
  });

  it('matches a condition prefixed pattern: as a Lua pattern, found with string.find', () => {
    const extensionless = luaPattern('^.*/[^/.]+$');
    expect(extensionless.test('https://www.site.example/about')).toBe(true);
    expect(extensionless.test('https://www.site.example/docs/v1.2/intro')).toBe(true);
    expect(extensionless.test('https://www.site.example/app.css')).toBe(false);
    expect(extensionless.test('https://www.site.example/about/')).toBe(false);
    expect(luaPattern('^.*/video_chunk%-[^%-]+%-[^%-]+%.dash$').test('/live/video_chunk-us-12345.dash')).toBe(true);
    expect(luaPattern('%d+').test('/v12/')).toBe(true);
    expect(luaPattern('^%d+$').test('/v12/')).toBe(false);
  });

  it('raises its limits when told to (the platform raises them on request)', async () => {
    emu().state.edge.options.limits.hostnames = 3;
    expect((await call('POST', `/pullzone/${zone}/addHostname`, { Hostname: 'a.site.example' })).status).toBe(204);
    expect((await call('POST', `/pullzone/${zone}/addHostname`, { Hostname: 'b.site.example' })).status).toBe(400);
    emu().state.edge.options.limits.hostnames = 12;
    expect((await call('POST', `/pullzone/${zone}/addHostname`, { Hostname: 'b.site.example' })).status).toBe(204);
    const trigger = { Type: 0, PatternMatches: ['*'], PatternMatchingType: 0 };
    const six = { ...rule('six', '/'), Triggers: Array(6).fill(trigger) };
    expect((await call('POST', `/pullzone/${zone}/edgerules/addOrUpdate`, six)).status).toBe(400);
    emu().state.edge.options.limits.triggersPerRule = 6;
    expect((await call('POST', `/pullzone/${zone}/edgerules/addOrUpdate`, six)).status).toBe(201);
  });

  it('loses one of two rule writes that overlap, however far apart they started', async () => {
    let held = false;
    emu().setRequestHook(async (request) => {
      if (held || request.phase !== 'in-flight' || request.path !== `/pullzone/${zone}/edgerules/addOrUpdate`) return;
      held = true;
      // While the first write is in flight, a second one is sent and answered in full.
      const second = await call('POST', `/pullzone/${zone}/edgerules/addOrUpdate`, rule('site: b', '/deploys/v2/'));
      expect(second.status).toBe(201);
    });
    const first = await call('POST', `/pullzone/${zone}/edgerules/addOrUpdate`, rule('site: a', '/deploys/v1/'));
    expect(first.status).toBe(201);
    // Both answered as if they worked; one is lost.
    expect((await readRules()).map((read) => read['Description'])).toEqual(['site: a']);
    expect(emu().state.ruleWrites.map((write) => write.concurrent)).toEqual([true, false]);
  });
});
