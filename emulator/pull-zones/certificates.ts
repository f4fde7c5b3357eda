import { DnsZones } from '../dns/state.ts';
import { apiError, noBody, type ApiResponse } from '../http.ts';
import type { RouteContext } from '../router.ts';
import type { PullZone } from './pull-zone.ts';
import { coveringWildcard, isWildcard } from './wildcard.ts';

/*
 * The free certificate of a hostname, as the platform answers loadFreeCertificate
 * (storage-and-deploy-facts 5 and 6.2):
 * - 404 "The hostname was not found in the account" for a hostname on no pull zone;
 * - 400 `pullzone.certificate_request_failed` "The domain <host> is not pointing to our
 *   servers." while its DNS does not point at its zone (options.pointed / hostnameDns);
 * - a wildcard hostname (`*.preview.example.com`) is validated over DNS01, which the platform
 *   does only for a domain on Bunny DNS: any other is 400 "The certificate could not be requested.";
 * - the certificate authority's limits as the platform passes them on, 400 with ACME's
 *   `urn:ietf:params:acme:error:rateLimited` in Let's Encrypt's words: 300 new orders per account
 *   in 3 hours, five failed validations per account and hostname in an hour (by default a request
 *   while the DNS does not point yet is an order whose validation fails: options.unpointedRequest),
 *   5 certificates for the same hostname (its exact set of hostnames) in a week, which a hostname
 *   removed and added again reaches, and 50 certificates per registered domain in a week (never the
 *   renewal exemption from the latter, the harsher reading);
 * - 200 without the certificate ever landing for a hostname that a wildcard with its certificate
 *   on another zone covers (the anomaly the CLI names), or one a test lists in unlandedCertificates;
 * - else 200, and the zone reads HasCertificate certificateIssueMs later (emulator clock); the
 *   edge serves it edgeCertificateMs after that (edge.ts).
 */

const HOUR_MS = 3600 * 1000;
const WEEK_MS = 7 * 24 * HOUR_MS;
const REQUEST_FAILED = 'pullzone.certificate_request_failed';

/** Certificates asked for whose time has come read HasCertificate from now on. */
export function settleCertificates(ctx: RouteContext): void {
  const { options } = ctx.state.edge;
  const now = ctx.state.clock.now();
  for (const [host, due] of options.issuing) {
    if (due > now) continue;
    options.issuing.delete(host);
    for (const zone of ctx.state.pullZones.values()) {
      const stored = zone.Hostnames.find((candidate) => candidate.Value.toLowerCase() === host);
      if (!stored) continue;
      stored.HasCertificate = true;
      ctx.state.edge.certified(host, due);
      ctx.state.edge.zoneChanged(zone);
    }
  }
}

/** The registered domain the certificate authority counts under: the last two labels (no public suffix list here). */
const registeredDomain = (hostname: string) => hostname.replace(/^\*\./, '').split('.').slice(-2).join('.');

/** Whether the account's Bunny DNS holds the domain (or a parent of it), so that DNS01 can be answered. */
function onBunnyDns(ctx: RouteContext, domain: string): boolean {
  return [...ctx.state.part(DnsZones).zones.values()].some(
    (zone) => domain === zone.Domain.toLowerCase() || domain.endsWith(`.${zone.Domain.toLowerCase()}`),
  );
}

/** A wildcard hostname with its certificate, on another zone of the account, that covers the hostname. */
function overlappingWildcard(ctx: RouteContext, own: PullZone, hostname: string): boolean {
  return [...ctx.state.pullZones.values()].some(
    (zone) =>
      zone.Id !== own.Id && zone.Hostnames.some((host) => host.HasCertificate && coveringWildcard([host.Value], hostname) !== undefined),
  );
}

/** A time as Let's Encrypt writes its retry time: Go's `2006-01-02 15:04:05 UTC`, whole seconds (Go's Format truncates). */
const acmeTime = (at: number) => `${new Date(at).toISOString().slice(0, 19).replace('T', ' ')} UTC`;

/** ACME's refusal for a rate limit, as Let's Encrypt words it and the platform passes it on. */
const acmeRateLimited = (detail: string, retryAt: number, anchor: string): ApiResponse =>
  apiError(
    400,
    REQUEST_FAILED,
    'hostname',
    `urn:ietf:params:acme:error:rateLimited: Error creating new order :: ${detail}, retry after ${acmeTime(retryAt)}: see https://letsencrypt.org/docs/rate-limits/#${anchor}`,
  );

/** The limits checked before an order is placed: new orders of the account, failed validations of the hostname. */
function orderLimited(ctx: RouteContext, hostname: string): ApiResponse | undefined {
  const { options } = ctx.state.edge;
  const now = ctx.state.clock.now();
  const orders = options.orders.filter((at) => at > now - 3 * HOUR_MS);
  if (orders.length >= options.newOrdersPerThreeHours)
    return acmeRateLimited(
      `too many new orders (${options.newOrdersPerThreeHours}) from this account in the last 3h0m0s`,
      Math.min(...orders) + 3 * HOUR_MS,
      'new-orders-per-account',
    );
  const failed = options.failedValidations
    .filter((entry) => entry.hostname === hostname && entry.at > now - HOUR_MS)
    .map((entry) => entry.at);
  if (failed.length >= options.failedValidationsPerHour)
    return acmeRateLimited(
      `too many failed authorizations (${options.failedValidationsPerHour}) for "${hostname}" in the last 1h0m0s`,
      Math.min(...failed) + HOUR_MS,
      'authorization-failures-per-hostname-per-account',
    );
  return undefined;
}

/** The weekly limits on certificates issued: for the same hostname (exact set), then per registered domain. */
function rateLimited(ctx: RouteContext, hostname: string): ApiResponse | undefined {
  const { options } = ctx.state.edge;
  const now = ctx.state.clock.now();
  const week = options.issuedCertificates.filter((issued) => issued.at > now - WEEK_MS);
  const retryAt = (counted: typeof week) => Math.min(...counted.map((issued) => issued.at)) + WEEK_MS;
  const same = week.filter((issued) => issued.hostname === hostname);
  if (same.length >= options.certificatesPerHostnameWeek)
    return acmeRateLimited(
      `too many certificates (${options.certificatesPerHostnameWeek}) already issued for this exact set of domains in the last 168h0m0s`,
      retryAt(same),
      'new-certificates-per-exact-set-of-hostnames',
    );
  const domain = registeredDomain(hostname);
  const sameDomain = week.filter((issued) => registeredDomain(issued.hostname) === domain);
  if (sameDomain.length < options.certificatesPerDomainWeek) return undefined;
  return acmeRateLimited(
    `too many certificates (${options.certificatesPerDomainWeek}) already issued for "${domain}" in the last 168h0m0s`,
    retryAt(sameDomain),
    'new-certificates-per-registered-domain',
  );
}

const notPointing = (hostname: string) =>
  apiError(400, REQUEST_FAILED, 'hostname', `The domain ${hostname} is not pointing to our servers.`);

/** GET /pullzone/loadFreeCertificate?hostname= */
export function loadFreeCertificate(ctx: RouteContext): ApiResponse {
  settleCertificates(ctx);
  const hostname = (ctx.query.get('hostname') ?? '').trim().toLowerCase();
  if (hostname === '') return apiError(400, 'validation_error', 'hostname', 'The hostname is required.');
  const zone = [...ctx.state.pullZones.values()].find((candidate) =>
    candidate.Hostnames.some((host) => host.Value.toLowerCase() === hostname),
  );
  if (!zone) return apiError(404, 'pullzone.hostname_not_found', 'hostname', 'The hostname was not found in the account.');
  const stored = zone.Hostnames.find((host) => host.Value.toLowerCase() === hostname);
  const { options } = ctx.state.edge;
  if (stored?.HasCertificate || options.issuing.has(hostname)) return noBody(200);
  if (isWildcard(hostname)) {
    if (!onBunnyDns(ctx, hostname.slice(2)) && !options.isPointed(hostname))
      return apiError(400, REQUEST_FAILED, 'hostname', 'The certificate could not be requested.');
  } else if (!options.isPointed(hostname)) {
    if (options.unpointedRequest === 'precheck') return notPointing(hostname);
    const limited = orderLimited(ctx, hostname);
    if (limited) return limited;
    const now = ctx.state.clock.now();
    options.orders.push(now);
    options.failedValidations.push({ hostname, at: now });
    return notPointing(hostname);
  }
  if (options.unlandedCertificates.has(hostname)) return noBody(200);
  if (options.overlappingWildcard === 'no-certificate' && overlappingWildcard(ctx, zone, hostname)) return noBody(200);
  const limited = orderLimited(ctx, hostname) ?? rateLimited(ctx, hostname);
  if (limited) return limited;
  options.orders.push(ctx.state.clock.now());
  options.issuedCertificates.push({ hostname, at: ctx.state.clock.now() });
  options.issuing.set(hostname, ctx.state.clock.now() + options.certificateIssueMs);
  settleCertificates(ctx);
  return noBody(200);
}
