import { ApiError } from '../api/api-error.ts';

/**
 * What a 404 means for each thing a step names by an input, and which input to check: the one
 * place these sentences are written. Each row names the thing and the input it came from.
 */
const NOT_FOUND = {
  dnsZone: (zoneId: number) => `No DNS zone has the id ${zoneId}: check zone-id.`,
  dnsRecordGone: (recordId: number, zoneId: number) =>
    `Record ${recordId} is no longer in DNS zone ${zoneId} (the zone was read a moment ago): something else deleted it. Running this step again adds the record.`,
  pullZone: (pullZoneId: number) => `No pull zone has the id ${pullZoneId}: check pull-zone-id.`,
  storageZone: (storageZoneId: number) => `No storage zone has the id ${storageZoneId}. Check storage-zone-id.`,
  application: (appId: string) => `No application has the id ${appId}: check app-id.`,
  // publish-script and rollback-script name the product as its dashboard does; the env operations, as a thing.
  EdgeScript: (scriptId: number) => `No Edge Script has the id ${scriptId}: check script-id.`,
  edgeScript: (scriptId: number) => `No edge script has the id ${scriptId}: check script-id.`,
  scriptSecret: (scriptId: number, secretId: number) =>
    `Script ${scriptId} has no secret with the id ${secretId}, or the script does not exist: check script-id and secret-id.`,
} as const;

export type NotFoundThing = keyof typeof NOT_FOUND;

/** The sentence a 404 of `thing` adds to the API's own message. */
function notFoundHint<Thing extends NotFoundThing>(thing: Thing, ...ids: Parameters<(typeof NOT_FOUND)[Thing]>): string {
  return (NOT_FOUND[thing] as (...args: typeof ids) => string)(...ids);
}

/** A 404 with the sentence saying which input to check, on a line of its own; any other error as it is. */
export function explainNotFound<Thing extends NotFoundThing>(
  error: unknown,
  thing: Thing,
  ...ids: Parameters<(typeof NOT_FOUND)[Thing]>
): unknown {
  return error instanceof ApiError && error.status === 404 ? error.withMessage(`${error.message}\n${notFoundHint(thing, ...ids)}`) : error;
}
