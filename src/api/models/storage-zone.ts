import * as z from 'zod/mini';
import './zod.ts';
import { int64 } from './numbers.ts';

/** HostnameModel, as far as a storage zone's linked pull zones are read. */
const Hostname = z.looseObject({
  Value: z.nullish(z.string()),
  IsSystemHostname: z.nullish(z.boolean()),
});

/** PullZoneModel inside StorageZoneModel.PullZones: its id and hostnames. */
const LinkedPullZone = z.looseObject({
  Id: int64,
  Name: z.nullish(z.string()),
  Hostnames: z.nullish(z.array(Hostname)),
});

/**
 * StorageZoneModel (`GET /storagezone/{id}`): what a client of the zone's files needs. The
 * password is here: whoever reads this answer masks it before anything is printed.
 */
export const StorageZone = z.looseObject({
  Id: int64,
  Name: z.nullish(z.string()),
  Password: z.nullish(z.string()),
  Region: z.nullish(z.string()),
  StorageHostname: z.nullish(z.string()),
  ReplicationRegions: z.nullish(z.array(z.string())),
  PullZones: z.nullish(z.array(LinkedPullZone)),
  Deleted: z.optional(z.boolean()),
});
export type StorageZone = z.infer<typeof StorageZone>;
