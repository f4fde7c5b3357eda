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

/**
 * The wildcard hostname of the zone that serves `hostname` (as the zone reads it, lower case:
 * `*.preview.example.com`), when the zone does not have that hostname itself (an exact hostname,
 * added by an earlier preview or by hand, is served as it is).
 */
export function servingWildcard(zone: PullZone, hostname: string): { hostname: string; hasCertificate: boolean } | undefined {
  const host = hostname.trim().toLowerCase();
  const values = (zone.Hostnames ?? []).map((entry) => ({ value: (entry.Value ?? '').trim().toLowerCase(), entry }));
  if (values.some(({ value }) => value === host)) return undefined;
  const dot = host.indexOf('.');
  if (dot <= 0) return undefined;
  const wanted = `*${host.slice(dot)}`;
  const found = values.find(({ value }) => value === wanted);
  return found && { hostname: found.value, hasCertificate: found.entry.HasCertificate === true };
}
