import { relativeNameMeant } from '../../platform/dns/record-name.ts';
import { inline } from '../../runner/untrusted-text.ts';
import { StepFailure } from '../step-failure.ts';

/**
 * The refusal of a record-name that ends in the zone's own domain, in add-dns-record's and
 * delete-dns-record's one wording (`done`: "added", "deleted"), or undefined for a relative
 * name. Such a name never matches the record meant: an add would make the wrong one, a delete
 * would find nothing and pass on every run.
 */
export function fullyQualifiedName(name: string | null | undefined, domain: string, zoneId: number, done: string): StepFailure | undefined {
  const relative = relativeNameMeant(name, domain);
  if (relative === undefined) return undefined;
  const shown = inline(name ?? '', 120).replace(/\.$/, '');
  const zone = inline(domain, 120);
  return new StepFailure(
    `record-name '${shown}' ends in the domain of DNS zone ${zoneId}, ${zone}: record names are relative to the zone, so this record would answer for ${shown}.${zone}. Give ${relative === '' ? "'@' for the zone apex" : `'${inline(relative, 120)}'`}. Nothing was ${done}.`,
    `record-name '${shown}' ends in the zone's domain`,
  );
}
