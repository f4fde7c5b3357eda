import { getCACertificates, setDefaultCACertificates } from 'node:tls';
import { ProxyAgent, request } from 'undici';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_API_KEY, EDGE_CA_PEM, SEED } from '../../../emulator/server.ts';
import { newHostname } from '../../../emulator/pull-zones/pull-zone.ts';
import { requests } from '../../../src/api/requests.ts';
import { failureMessage, useEmulator } from '../../support/e2e.ts';
import { FakeClock } from '../../support/fake-clock.ts';
import { startInspectingProxy, type Forward } from '../../support/inspecting-proxy.ts';
import { pointHostnames, siteBuild, siteStep, siteZone } from '../../support/site.ts';

/** Hop-by-hop headers: the inspecting proxy's own connection's, never forwarded. */
const HOP_BY_HOP = new Set(['host', 'connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'te', 'proxy-connection']);

/**
 * What a TLS-inspecting proxy does with a request it ended the TLS of: it makes its own https
 * request to the edge, and answers 502 itself when that handshake fails.
 */
function toTheEdge(): Forward {
  const edge = new ProxyAgent({ uri: emulator().edgeUrl, requestTls: { ca: EDGE_CA_PEM } });
  return (req, res) => {
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && !HOP_BY_HOP.has(entry[0])),
    );
    request(`https://${req.headers.host ?? ''}${req.url ?? '/'}`, {
      dispatcher: edge,
      method: req.method === 'HEAD' ? 'HEAD' : 'GET',
      headers,
    })
      .then(async (answer) => {
        const body = Buffer.from(await answer.body.arrayBuffer());
        const kept = Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name) && name !== 'content-length');
        res.writeHead(answer.statusCode, Object.fromEntries(kept)).end(body);
      })
      .catch(() => res.writeHead(502).end('Bad Gateway (the inspecting proxy could not complete its TLS handshake with the edge)'));
  };
}

/*
 * A preview's certificate as the platform's own clients read it (storage-and-deploy-facts 6.2):
 * the zone read after a 200, the anomaly named, each refusal worded from what the platform
 * said, and the ACME order given its own timeout and never sent twice.
 */

const emulator = useEmulator();
beforeAll(() => {
  setDefaultCACertificates([...getCACertificates('default'), EDGE_CA_PEM]);
});

const PREVIEW = 'pr-7.site.example';
const certificateAsks = () => emulator().requests.filter((request) => request.path === '/pullzone/loadFreeCertificate');
const preview = (clock: FakeClock, inputs: Record<string, string> = {}, proxy?: string) =>
  siteStep(emulator(), 'deploy-site', {
    clock,
    files: siteBuild('pr-7-abc'),
    inputs: { 'deploy-id': 'pr-7-abc', 'preview-hostname': PREVIEW, ...inputs },
    ...(proxy === undefined ? {} : { proxy }),
  });
const noRuleServesThePreview = () =>
  expect(siteZone(emulator()).EdgeRules.filter((rule) => rule.Description?.includes(PREVIEW) && rule.Enabled)).toEqual([]);

describe('after loadFreeCertificate answers 200, the pull zone decides', () => {
  it('a certificate that never lands is the anomaly the CLI names (an overlapping wildcard on another zone), not DNS, within a 30 s grace', async () => {
    const clock = new FakeClock();
    pointHostnames(emulator(), PREVIEW);
    // The harsher default: a wildcard with its certificate on another pull zone covers the preview.
    emulator()
      .state.pullZones.get(SEED.pullZoneWafOn)
      ?.Hostnames.push(newHostname('*.site.example', false, true));
    const result = await preview(clock, { 'wait-seconds': '120' });
    expect(result.exitCode).toBe(1);
    const message = failureMessage(result);
    expect(message).toContain(
      `loadFreeCertificate answered 200 for ${PREVIEW}, but pull zone ${SEED.pullZoneSite} still reads no certificate`,
    );
    expect(message).toContain('after 30 s');
    expect(message).toContain('wildcard hostname with its certificate on another pull zone');
    expect(message).not.toMatch(/CNAME|points at the pull zone/);
    expect(certificateAsks()).toHaveLength(1);
    // The grace, not wait-seconds: the step read the zone for at most 30 s on its clock.
    expect(clock.time).toBeLessThan(60_000);
    noRuleServesThePreview();
  });

  it('the grace is bounded by wait-seconds; a hostname selected to never land fails the same way', async () => {
    const clock = new FakeClock();
    pointHostnames(emulator(), PREVIEW);
    emulator().state.edge.options.unlandedCertificates.add(PREVIEW);
    const result = await preview(clock, { 'wait-seconds': '5' });
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain('still reads no certificate for it (HasCertificate) after 5 s');
  });
});

describe('a fresh certificate reaches the edge about a minute after the zone reads it', () => {
  it('the step waits for a TLS handshake on its own bound, so a short wait-seconds still sees the preview', async () => {
    const clock = new FakeClock();
    pointHostnames(emulator(), PREVIEW);
    // The harsher default: a full minute after HasCertificate, longer than this step's wait-seconds.
    expect(emulator().state.edge.options.edgeCertificateMs).toBe(60_000);
    const result = await preview(clock, { 'wait-seconds': '20' });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.stdout).toContain(`The certificate of ${PREVIEW} is new: waiting up to 120 s for the edge to serve it`);
    expect(result.stdout.split(`The certificate of ${PREVIEW} is new`)).toHaveLength(2);
    expect(result.stdout).toContain(`The edge serves the certificate of ${PREVIEW}`);
    expect(certificateAsks()).toHaveLength(1);
  });

  it("behind a TLS-inspecting proxy, whose 502 stands for the edge's refused handshake, the wait keeps polling until the edge serves", async () => {
    const clock = new FakeClock();
    pointHostnames(emulator(), PREVIEW);
    const proxy = await startInspectingProxy({ [PREVIEW]: toTheEdge() });
    try {
      const result = await preview(clock, { 'wait-seconds': '20' }, proxy.url);
      expect(result.exitCode, result.stdout).toBe(0);
      const served = new RegExp(`The edge serves the certificate of ${PREVIEW.replaceAll('.', '\\.')} \\((\\d+) handshake`).exec(
        result.stdout,
      );
      // The first minute's handshakes came back as the proxy's 502: each was "not yet".
      expect(Number(served?.[1])).toBeGreaterThan(1);
      expect(clock.time).toBeGreaterThanOrEqual(60_000);
      expect(result.stdout).toContain(`Live: https://${PREVIEW}/ serves deploy pr-7-abc`);
      expect(proxy.seen.length).toBeGreaterThan(0);
    } finally {
      await proxy.close();
    }
  });

  it('the dry run says it would wait for the edge to serve the new certificate, and for how long at most', async () => {
    pointHostnames(emulator(), PREVIEW);
    const dry = await preview(new FakeClock(), { 'dry-run': 'true' });
    expect(dry.exitCode, dry.stdout).toBe(0);
    expect(dry.stdout).toContain(
      `Would have the free TLS certificate of ${PREVIEW} issued (loadFreeCertificate, asked once) and read the pull zone until it reads HasCertificate (at most 30 s), then wait until the edge serves it over TLS (at most 120 s)`,
    );
    expect(certificateAsks()).toEqual([]);
  });

  it('past the bound the step fails naming the hostname, before switching anything', async () => {
    const clock = new FakeClock();
    pointHostnames(emulator(), PREVIEW);
    emulator().state.edge.options.edgeCertificateMs = 200_000;
    const result = await preview(clock);
    expect(result.exitCode).toBe(1);
    const message = failureMessage(result);
    expect(message).toContain(`the TLS certificate of ${PREVIEW} was issued`);
    expect(message).toContain('but the edge does not serve it yet');
    expect(message).toContain('within 120 s');
    expect(message).toContain('run the step again, which finds the certificate issued');
    expect(result.outputs['promoted']).toBe('false');
    expect(result.outputs['rolled-back']).toBe('false');
    expect(certificateAsks()).toHaveLength(1);
    noRuleServesThePreview();
  });
});

describe('a re-run after the edge did not serve the certificate in time', () => {
  it('waits for the edge again before the switch, though the certificate is issued, so a short wait-seconds still sees the preview', async () => {
    const clock = new FakeClock();
    pointHostnames(emulator(), PREVIEW);
    emulator().state.edge.options.edgeCertificateMs = 200_000;
    const first = await preview(clock);
    expect(first.exitCode).toBe(1);
    expect(failureMessage(first)).toContain('but the edge does not serve it yet');

    // The dry run of the re-run shows the wait as the first run's shows its own.
    const dry = await preview(clock, { 'dry-run': 'true' });
    expect(dry.exitCode, dry.stdout).toBe(0);
    expect(dry.stdout).toContain(
      `Would wait until the edge serves the certificate of ${PREVIEW} over TLS (at most 120 s; one handshake when it does), since the preview is not live yet`,
    );

    const again = await preview(clock, { 'wait-seconds': '20' });
    expect(again.exitCode, again.stdout).toBe(0);
    expect(again.stdout).toContain(`The preview ${PREVIEW} is not live yet and its certificate may be recent`);
    expect(again.stdout).toContain(`The edge serves the certificate of ${PREVIEW}`);
    expect(again.stdout).toContain(`Live: https://${PREVIEW}/ serves deploy pr-7-abc`);
    expect(certificateAsks()).toHaveLength(1);

    // Once live, a re-run makes no handshake of its own before verifying.
    const live = await preview(clock, { 'wait-seconds': '20' });
    expect(live.exitCode, live.stdout).toBe(0);
    expect(live.stdout).not.toContain('waiting up to 120 s for the edge');
  });

  it('a re-run that waits in vain too points at the route to the edge, not at running it again', async () => {
    const clock = new FakeClock();
    pointHostnames(emulator(), PREVIEW);
    emulator().state.edge.options.edgeCertificateMs = 3_600_000;
    expect((await preview(clock)).exitCode).toBe(1);
    const again = await preview(clock);
    expect(again.exitCode).toBe(1);
    const message = failureMessage(again);
    expect(message).toContain('but the edge does not serve it yet');
    expect(message).toContain(
      `an earlier step had it issued, so more than the edge's minute has likely passed: check that ${PREVIEW}'s CNAME`,
    );
    expect(message).not.toContain('which finds the certificate issued');
    expect(certificateAsks()).toHaveLength(1);
  });
});

describe('a refusal is worded from what the platform said', () => {
  it("the certificate authority's rate limit names the limit, the week-long lockout and the wildcard set-up, not a CNAME", async () => {
    const clock = new FakeClock();
    clock.time = Date.UTC(2026, 11, 6);
    pointHostnames(emulator(), PREVIEW);
    for (let i = 0; i < 50; i += 1)
      emulator().state.edge.options.issuedCertificates.push({ hostname: `old-${i}.site.example`, at: clock.time - 3_600_000 });
    const result = await preview(clock);
    expect(result.exitCode).toBe(1);
    const message = failureMessage(result);
    expect(message).toContain('urn:ietf:params:acme:error:rateLimited');
    expect(message).toContain('50 certificates per registered domain a week');
    expect(message).toContain('up to a week (the certificate authority said to retry after 2026-12-12 23:00:00 UTC)');
    expect(message).toContain('*.site.example');
    expect(message).toContain('Previews at scale: one wildcard hostname');
    expect(message).not.toContain('CNAME');
    expect(certificateAsks()).toHaveLength(1);
    noRuleServesThePreview();
  });

  it('5 certificates for the same hostname in a week (a preview removed and added again) are that limit with its retry time, never the 50 per domain', async () => {
    const clock = new FakeClock();
    clock.time = Date.UTC(2026, 11, 6);
    pointHostnames(emulator(), PREVIEW);
    for (let i = 1; i <= 5; i += 1)
      emulator().state.edge.options.issuedCertificates.push({ hostname: PREVIEW, at: clock.time - i * 3_600_000 });
    const result = await preview(clock);
    expect(result.exitCode).toBe(1);
    const message = failureMessage(result);
    expect(message).toContain('too many certificates (5) already issued for this exact set of domains');
    expect(message).toContain('at most 5 certificates a week for the same hostname');
    expect(message).toContain('said to retry after 2026-12-12 19:00:00 UTC');
    expect(message).toContain('*.site.example');
    expect(message).not.toContain('50 certificates');
    expect(message).not.toContain('CNAME');
    expect(certificateAsks()).toHaveLength(1);
    noRuleServesThePreview();
  });

  it("Let's Encrypt's older wording of the same-hostname limit is that limit too, not the 50 per domain", async () => {
    pointHostnames(emulator(), PREVIEW);
    const text = `urn:ietf:params:acme:error:rateLimited: Error creating new order :: too many certificates already issued for exact set of domains: ${PREVIEW}: see https://letsencrypt.org/docs/rate-limits/`;
    emulator().inject({
      path: '/pullzone/loadFreeCertificate',
      kind: 'status',
      status: 400,
      body: { ErrorKey: 'pullzone.certificate_request_failed', Field: 'hostname', Message: text },
    });
    const result = await preview(new FakeClock());
    expect(result.exitCode).toBe(1);
    const message = failureMessage(result);
    expect(message).toContain(`the platform said "${text}"`);
    expect(message).toContain('at most 5 certificates a week for the same hostname');
    expect(message).not.toContain('50 certificates');
  });

  it('five failed validations of the hostname in an hour are that hourly limit, with the DNS to fix first, never the weekly one', async () => {
    const clock = new FakeClock();
    clock.time = Date.UTC(2026, 11, 6);
    // The harsher default: each request while the DNS does not point yet is an ACME order whose validation fails.
    for (let i = 0; i < 5; i += 1) {
      const early = await preview(clock);
      expect(early.exitCode).toBe(1);
      expect(failureMessage(early)).toContain('is not pointing to our servers');
    }
    pointHostnames(emulator(), PREVIEW);
    const result = await preview(clock);
    expect(result.exitCode).toBe(1);
    const message = failureMessage(result);
    expect(message).toContain('too many failed authorizations (5)');
    expect(message).toContain('five failed validations per account and hostname an hour');
    expect(message).toContain(`CNAME ${PREVIEW} -> site-cdn.b-cdn.net`);
    expect(message).toContain('said to retry after 2026-12-06 01:00:00 UTC');
    expect(message).not.toContain('50 certificates');
    expect(message).not.toContain('week');
    expect(certificateAsks()).toHaveLength(6);
    noRuleServesThePreview();
  });

  it("the account's 300 new orders in three hours are that limit, with its window and retry time, never the weekly one", async () => {
    const clock = new FakeClock();
    clock.time = Date.UTC(2026, 11, 6);
    pointHostnames(emulator(), PREVIEW);
    for (let i = 0; i < 300; i += 1) emulator().state.edge.options.orders.push(clock.time - 3_600_000);
    const result = await preview(clock);
    expect(result.exitCode).toBe(1);
    const message = failureMessage(result);
    expect(message).toContain('too many new orders (300)');
    expect(message).toContain('300 new orders per account every three hours');
    expect(message).toContain('said to retry after 2026-12-06 02:00:00 UTC');
    expect(message).not.toContain('50 certificates');
    expect(message).not.toContain('week');
    expect(message).not.toContain('CNAME');
    expect(certificateAsks()).toHaveLength(1);
  });

  it("any other rate limit of the certificate authority is named as its rate limit, with the platform's text", async () => {
    pointHostnames(emulator(), PREVIEW);
    const text = 'urn:ietf:params:acme:error:rateLimited: Service busy; retry later.';
    emulator().inject({
      path: '/pullzone/loadFreeCertificate',
      kind: 'status',
      status: 400,
      body: { ErrorKey: 'pullzone.certificate_request_failed', Field: 'hostname', Message: text },
    });
    const result = await preview(new FakeClock());
    expect(result.exitCode).toBe(1);
    const message = failureMessage(result);
    expect(message).toContain("the certificate authority's rate limit");
    expect(message).toContain(`the platform said "${text}"`);
    expect(message).not.toContain('50 certificates');
    expect(message).not.toContain('week');
  });

  it('"not pointing to our servers" names the CNAME to add, with the platform\'s words', async () => {
    const result = await preview(new FakeClock());
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain(`the platform said "The domain ${PREVIEW} is not pointing to our servers."`);
    expect(failureMessage(result)).toContain(`Add the DNS record CNAME ${PREVIEW} -> site-cdn.b-cdn.net`);
  });

  it.each([
    [400, 'The certificate could not be requested.'],
    [404, 'The hostname was not found in the account.'],
  ])('a %i passes the platform\'s text on ("%s"), never blaming DNS', async (status, text) => {
    pointHostnames(emulator(), PREVIEW);
    emulator().inject({
      path: '/pullzone/loadFreeCertificate',
      kind: 'status',
      status,
      body: { ErrorKey: 'pullzone.certificate_request_failed', Field: 'hostname', Message: text },
    });
    const result = await preview(new FakeClock());
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain(text);
    expect(failureMessage(result)).not.toContain('CNAME');
    expect(certificateAsks()).toHaveLength(1);
  });
});

describe('the certificate request is a slow ACME order', () => {
  it('is described as not safe to repeat, with a timeout of its own of at least 90 s', () => {
    const request = requests.loadFreeCertificate(PREVIEW);
    expect(request.repeatSafe).toBe(false);
    expect(request.minTimeoutMs).toBeGreaterThanOrEqual(90_000);
  });

  it('waits past timeout-seconds for its answer, and is sent once', async () => {
    const clock = new FakeClock();
    pointHostnames(emulator(), PREVIEW);
    // Longer than the step's timeout-seconds (1 s here, 30 s by default), as an ACME order is.
    emulator().inject({ path: '/pullzone/loadFreeCertificate', kind: 'delay', ms: 1500 });
    const result = await preview(clock, { 'timeout-seconds': '1' });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(certificateAsks()).toHaveLength(1);
    expect(siteZone(emulator()).Hostnames.find((host) => host.Value === PREVIEW)?.HasCertificate).toBe(true);
  });

  it.each([
    ['a lost answer', { kind: 'reset-after' as const }],
    ['a late 502', { kind: 'status-after' as const, status: 502 }],
  ])('after %s it is never sent again: the zone is read, and the certificate it shows is taken', async (_name, fault) => {
    const clock = new FakeClock();
    pointHostnames(emulator(), PREVIEW);
    emulator().inject({ path: '/pullzone/loadFreeCertificate', ...fault });
    const result = await preview(clock);
    expect(result.exitCode, result.stdout).toBe(0);
    expect(certificateAsks()).toHaveLength(1);
  });

  it('after a lost answer and no certificate on the zone, fails saying it was not sent again', async () => {
    const clock = new FakeClock();
    pointHostnames(emulator(), PREVIEW);
    emulator().state.edge.options.unlandedCertificates.add(PREVIEW);
    emulator().inject({ path: '/pullzone/loadFreeCertificate', kind: 'reset-after' });
    const result = await preview(clock);
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain('may have reached the platform');
    expect(failureMessage(result)).toContain('so it was not sent again');
    expect(certificateAsks()).toHaveLength(1);
  });

  it('is ordered once a step: a hostname that reads without its certificate again after the order fails the step, not ordered twice', async () => {
    const clock = new FakeClock();
    pointHostnames(emulator(), PREVIEW);
    // Once the edge serves the new certificate, before the step's next read, someone removes the
    // hostname and adds it again by hand: it comes back without its certificate.
    let stage: 'before' | 'readding' | 'done' = 'before';
    emulator().setRequestHook(async (request) => {
      const afterOrder = certificateAsks().length > 0 && emulator().state.edge.tlsAccepts(PREVIEW);
      if (stage !== 'before' || request.phase !== 'arrived' || request.method !== 'GET' || !afterOrder) return;
      if (request.path !== `/pullzone/${SEED.pullZoneSite}`) return;
      stage = 'readding';
      for (const action of ['removeHostname', 'addHostname'])
        await fetch(`${emulator().url}/pullzone/${SEED.pullZoneSite}/${action}`, {
          method: action === 'removeHostname' ? 'DELETE' : 'POST',
          headers: { AccessKey: DEFAULT_API_KEY, 'Content-Type': 'application/json' },
          body: JSON.stringify({ Hostname: PREVIEW }),
        });
      stage = 'done';
    });
    const result = await preview(clock);
    expect(stage).toBe('done');
    expect(certificateAsks()).toHaveLength(1);
    expect(siteZone(emulator()).Hostnames.find((host) => host.Value === PREVIEW)?.HasCertificate).toBe(false);
    expect(result.exitCode).toBe(1);
    expect(failureMessage(result)).toContain(
      `pull zone ${SEED.pullZoneSite} reads ${PREVIEW} without its certificate again after this step had it issued`,
    );
    expect(failureMessage(result)).toContain('not ordered twice in one step');
    expect(failureMessage(result)).not.toContain('check which deploy should be live');
    // No other deploy switched anything: the summary says what happened to the certificate.
    expect(result.outputs['summary-markdown']).toContain('certificate');
    expect(result.outputs['summary-markdown']).not.toContain('Another deploy switched');
    expect(result.outputs['promoted']).toBe('false');
    noRuleServesThePreview();
  });
});
