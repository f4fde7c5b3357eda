import { z } from 'zod';

/*
 * The Edge Storage API as its documents describe it: `openapi/storage.json` (StorageObject,
 * ErrorObject, the Checksum header) and, for what that document leaves out, the members the
 * platform's own clients read (ArrayNumber, ContentType, Checksum, ReplicatedZones). Written
 * from those documents, never from the action's source: the emulator checks what it sends
 * against these, so a drift between the two authors shows up as a failing test.
 */

/** "2017-03-10T03:06:48.203": the documented example carries no time zone. */
const zonelessDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,7})?$/);

/** One item of a directory listing (`GET /{zone}/{path}/`), also the body DESCRIBE answers. */
export const StorageObject = z.strictObject({
  Guid: z.string().length(36),
  /** Documented as "the full hostname domain value"; the example and every client see the zone name. */
  StorageZoneName: z.string(),
  /** The directory with the zone as a prefix and a trailing slash: `/testfiles/images/`. */
  Path: z.string().regex(/^\/[^/]+\/(.*\/)?$/),
  ObjectName: z.string().min(1),
  Length: z.int().min(0),
  LastChanged: zonelessDateTime,
  ServerId: z.int(),
  ArrayNumber: z.int(),
  IsDirectory: z.boolean(),
  UserId: z.string(),
  ContentType: z.string(),
  DateCreated: zonelessDateTime,
  StorageZoneId: z.int(),
  /** SHA-256, upper-case hex; null for directories (and, on the harsher reading, for files uploaded without one). */
  Checksum: z
    .string()
    .regex(/^[0-9A-F]{64}$/)
    .nullable(),
  /** Comma-separated region codes the file has reached, e.g. "UK,NY". */
  ReplicatedZones: z.string().nullable(),
});
export type StorageObject = z.infer<typeof StorageObject>;

export const StorageListing = z.array(StorageObject);

/** ErrorObject: what a refusal carries. */
export const ErrorObject = z.strictObject({ HttpCode: z.int(), Message: z.string() });

/** The Checksum request header: SHA-256 in hex; documented upper case, the SDK's live test sends lower. */
export const ChecksumHeader = z.string().regex(/^[0-9A-Fa-f]{64}$/);

/** HostnameModel of core.json. */
const HostnameModel = z.strictObject({
  Id: z.int(),
  Value: z.string().nullable(),
  ForceSSL: z.boolean(),
  IsSystemHostname: z.boolean(),
  IsManagedHostname: z.boolean(),
  HasCertificate: z.boolean(),
  Certificate: z.string().nullable(),
  CertificateKey: z.string().nullable(),
  CertificateKeyType: z.int(),
  CertificateProvisionType: z.int(),
});

/**
 * The members of PullZoneModel (core.json) that a storage zone's `PullZones` carries here. The
 * model has 163 members; these are the ones a client of a storage zone reads (id, name,
 * hostnames, origin), each with its documented type. Loose: the rest may be added.
 */
const LinkedPullZone = z.looseObject({
  Id: z.int(),
  Name: z.string().nullable(),
  OriginUrl: z.string().nullable(),
  Enabled: z.boolean(),
  Suspended: z.boolean(),
  Hostnames: z.array(HostnameModel).nullable(),
  StorageZoneId: z.int(),
  /** PullZoneOriginType: 2 = StorageZone. */
  OriginType: z.int().min(0).max(6),
  Type: z.int().min(0).max(1),
});

/** StorageZoneModel of core.json: `GET /storagezone/{id}`, every member. */
export const StorageZoneModel = z.strictObject({
  Id: z.int(),
  UserId: z.string().nullable(),
  Name: z.string().nullable(),
  Password: z.string().nullable(),
  DateModified: z.string(),
  Deleted: z.boolean(),
  StorageUsed: z.int(),
  FilesStored: z.int(),
  Region: z.string().nullable(),
  ReplicationRegions: z.array(z.string()).nullable(),
  PullZones: z.array(LinkedPullZone).nullable(),
  ReadOnlyPassword: z.string().nullable(),
  Rewrite404To200: z.boolean(),
  Custom404FilePath: z.string().nullable(),
  StorageHostname: z.string().nullable(),
  /** StorageZoneTier: 0 Standard, 1 Edge. */
  ZoneTier: z.union([z.literal(0), z.literal(1)]),
  ReplicationChangeInProgress: z.boolean(),
  PriceOverride: z.number(),
  Discount: z.int(),
  /** StorageZoneS3Type: 0 NotSupported, 1 Supported. */
  StorageZoneType: z.union([z.literal(0), z.literal(1)]),
});
