import * as z from 'zod/mini';
import '../../api/models/zod.ts';

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
  /** No time zone on the wire ("2017-03-10T03:06:48.203"); read as UTC. Retention of deploy folders orders by it, and keeps one created within the last hour. */
  DateCreated: z.optional(z.string()),
});

export const StorageListing = z.array(StorageListingItem);

export type StorageListingItem = z.infer<typeof StorageListingItem>;
