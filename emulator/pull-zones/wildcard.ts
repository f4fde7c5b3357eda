/*
 * Wildcard hostnames of a pull zone (`*.preview.example.com`). A wildcard stands for exactly one
 * label, as a TLS wildcard certificate does: it covers `pr-7.preview.example.com`, neither
 * `preview.example.com` nor `a.pr-7.preview.example.com`. The platform's own matching of more
 * than one label is not documented; the emulator keeps to what the certificate can serve.
 */

export const isWildcard = (hostname: string) => hostname.startsWith('*.');

/** The wildcard among `hostnames` that covers `hostname` (an exact name is never covered by itself). */
export function coveringWildcard(hostnames: readonly string[], hostname: string): string | undefined {
  const host = hostname.toLowerCase();
  const dot = host.indexOf('.');
  if (dot <= 0 || isWildcard(host)) return undefined;
  const wanted = `*${host.slice(dot)}`;
  return hostnames.find((candidate) => candidate.toLowerCase() === wanted);
}
