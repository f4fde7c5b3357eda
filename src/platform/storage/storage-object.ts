import type { StorageListingItem } from './storage-listing.ts';

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
 * copy was most of what the step allocated while it listed. The schema (and zod with it) loads
 * only for a listing that check refuses, to decide and word the problem: loading zod cost every
 * step that listed about 8 ms.
 */
export async function readStorageListing(
  json: unknown,
): Promise<{ ok: true; items: StorageListingItem[] } | { ok: false; problem: string }> {
  if (Array.isArray(json) && json.every(isListingItem)) return { ok: true, items: json };
  const { StorageListing } = await import('./storage-listing.ts');
  const parsed = StorageListing.safeParse(json);
  if (parsed.success) return { ok: true, items: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false, problem: issue ? `${issue.path.join('.')}: ${issue.message}` : '' };
}
