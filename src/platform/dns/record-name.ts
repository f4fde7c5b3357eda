/**
 * The name relative to the zone that a record-name meant when it ends in the zone's own domain
 * (`pr-7.example.com` in example.com: `pr-7`; the domain itself: `''`, the apex), or undefined
 * when it does not. Record names are relative to the zone, so such a name is the mistake of a
 * host name given whole: as given, it names `pr-7.example.com.example.com`.
 */
export function relativeNameMeant(name: string | null | undefined, domain: string): string | undefined {
  const given = (name ?? '').replace(/\.$/, '');
  const zone = domain.replace(/\.$/, '');
  const lower = given.toLowerCase();
  const suffix = zone.toLowerCase();
  if (suffix === '') return undefined;
  if (lower === suffix) return '';
  return lower.endsWith(`.${suffix}`) ? given.slice(0, given.length - suffix.length - 1) : undefined;
}
