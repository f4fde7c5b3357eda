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
 * - the certificate authority's weekly limit of certificates per registered domain (50) as the
 *   platform passes it on: 400 with ACME's `urn:ietf:params:acme:error:rateLimited`;
 * - 200 without the certificate ever landing for a hostname that a wildcard with its certificate
 *   on another zone covers (the anomaly the CLI names), or one a test lists in unlandedCertificates;
 * - else 200, and the zone reads HasCertificate certificateIssueMs later (emulator clock); the
 *   edge serves it edgeCertificateMs after that (edge.ts).
 */

const WEEK_MS = 7 * 24 * 3600 * 1000;
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

function rateLimited(ctx: RouteContext, domain: string): ApiResponse | undefined {
  const { options } = ctx.state.edge;
  const now = ctx.state.clock.now();
  const recent = options.issuedCertificates.filter((issued) => issued.domain === domain && issued.at > now - WEEK_MS);
  if (recent.length < options.certificatesPerDomainWeek) return undefined;
  const retry = new Date(Math.min(...recent.map((issued) => issued.at)) + WEEK_MS).toISOString();
  return apiError(
    400,
    REQUEST_FAILED,
    'hostname',
    `urn:ietf:params:acme:error:rateLimited: Error creating new order :: too many certificates (${options.certificatesPerDomainWeek}) already issued for "${domain}" in the last 168h0m0s, retry after ${retry}: see https://letsencrypt.org/docs/rate-limits/#new-certificates-per-registered-domain`,
  );
}

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
    return apiError(400, REQUEST_FAILED, 'hostname', `The domain ${hostname} is not pointing to our servers.`);
  }
  if (options.unlandedCertificates.has(hostname)) return noBody(200);
  if (options.overlappingWildcard === 'no-certificate' && overlappingWildcard(ctx, zone, hostname)) return noBody(200);
  const domain = registeredDomain(hostname);
  const limited = rateLimited(ctx, domain);
  if (limited) return limited;
  options.issuedCertificates.push({ domain, at: ctx.state.clock.now() });
  options.issuing.set(hostname, ctx.state.clock.now() + options.certificateIssueMs);
  settleCertificates(ctx);
  return noBody(200);
}
