import * as z from 'zod/mini';

/**
 * One item of a directory listing, as far as a sync reads it. The platform's listing carries
 * more (Guid, Path, dates, ReplicatedZones...); the rest is left unchecked, so that a member
 * added or changed there does not stop a sync. `Checksum` is missing from the OpenAPI document
 * and null for directories (and, possibly, for files uploaded without one).
 */
const StorageListingItem = z.looseObject({
  ObjectName: z.string(),
  IsDirectory: z.boolean(),
  Length: z.number(),
  Checksum: z.nullish(z.string()),
  /** No time zone on the wire ("2017-03-10T03:06:48.203"); read as UTC. Retention of deploy folders orders by it. */
  DateCreated: z.optional(z.string()),
});

const StorageListing = z.array(StorageListingItem);

type StorageListingItem = z.infer<typeof StorageListingItem>;

/** What StorageListingItem accepts, checked in place: its parse copies every member of every item. */
function isListingItem(value: unknown): value is StorageListingItem {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item['ObjectName'] === 'string' &&
    typeof item['IsDirectory'] === 'boolean' &&
    typeof item['Length'] === 'number' &&
    Number.isFinite(item['Length']) &&
    (item['Checksum'] === undefined || item['Checksum'] === null || typeof item['Checksum'] === 'string') &&
    (item['DateCreated'] === undefined || typeof item['DateCreated'] === 'string')
  );
}

/**
 * A listing's items, or the first problem with its shape. A listing that is right is checked
 * where it lies, without the copy of each item the schema's parse makes: over 20,000 files that
 * copy was most of what the step allocated while it listed. The schema still words a problem.
 */
export function readStorageListing(json: unknown): { ok: true; items: StorageListingItem[] } | { ok: false; problem: string } {
  if (Array.isArray(json) && json.every(isListingItem)) return { ok: true, items: json };
  const parsed = StorageListing.safeParse(json);
  if (parsed.success) return { ok: true, items: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false, problem: issue ? `${issue.path.join('.')}: ${issue.message}` : '' };
}
