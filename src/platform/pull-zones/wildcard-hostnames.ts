import type { PullZone } from '../../api/models/pull-zone.ts';

/*
 * A wildcard hostname of the pull zone (`*.preview.example.com`), set up once with its
 * wildcard certificate (the platform issues one when the domain is on Bunny DNS), serves every
 * preview one label below it: a preview under it adds no hostname and asks for no certificate,
 * so neither the hostname limit nor the certificate authority's weekly limit bounds how many
 * pull requests get one. A wildcard covers exactly one label, as its certificate does.
 * A wildcard is never production's own hostname: production's rule names exact hostnames only,
 * or it would answer for every preview.
 */

export const isWildcardHostname = (value: string) => value.trim().startsWith('*.');

type ZoneHostname = NonNullable<PullZone['Hostnames']>[number];

/** The zone's entry of that exact hostname, and the wildcard entry that covers it (one label up). */
function entries(zone: PullZone, hostname: string): { exact: ZoneHostname | undefined; wildcard: ZoneHostname | undefined } {
  const host = hostname.trim().toLowerCase();
  const valueOf = (entry: ZoneHostname) => (entry.Value ?? '').trim().toLowerCase();
  const hostnames = zone.Hostnames ?? [];
  const exact = hostnames.find((entry) => valueOf(entry) === host);
  const dot = host.indexOf('.');
  const wanted = dot <= 0 ? undefined : `*${host.slice(dot)}`;
  return { exact, wildcard: hostnames.find((entry) => valueOf(entry) === wanted) };
}

/**
 * The wildcard hostname of the zone that serves `hostname` (as the zone reads it, lower case:
 * `*.preview.example.com`), when the zone does not have that hostname itself (an exact hostname,
 * added by an earlier preview or by hand, is served as it is).
 */
export function servingWildcard(zone: PullZone, hostname: string): { hostname: string; hasCertificate: boolean } | undefined {
  const { exact, wildcard } = entries(zone, hostname);
  if (exact !== undefined || wildcard === undefined) return undefined;
  return { hostname: (wildcard.Value ?? '').trim().toLowerCase(), hasCertificate: wildcard.HasCertificate === true };
}

/**
 * The wildcard hostname, with its certificate, that would serve `hostname` once the zone's exact
 * hostname of that name, which has no certificate, is removed: the edge answers an exact
 * hostname with its own certificate only, never the wildcard's. That is what a preview refused
 * its certificate (the certificate authority's weekly limit) leaves, before the wildcard was set up.
 */
export function wildcardOverUncertified(zone: PullZone, hostname: string): string | undefined {
  const { exact, wildcard } = entries(zone, hostname);
  if (exact === undefined || exact.HasCertificate === true || wildcard?.HasCertificate !== true) return undefined;
  return (wildcard.Value ?? '').trim().toLowerCase();
}

/** The zone's wildcard hostname that covers `hostname` (one label up), whether or not the zone has that hostname itself. */
export function coveringWildcard(zone: PullZone, hostname: string): string | undefined {
  const { wildcard } = entries(zone, hostname);
  return wildcard === undefined ? undefined : (wildcard.Value ?? '').trim().toLowerCase();
}
