import { z } from 'zod';

export const AUDIT_ORDERS = ['Ascending', 'Descending'] as const;
export type AuditOrder = (typeof AUDIT_ORDERS)[number];
export const AUDIT_LIMIT_MIN = 1;
export const AUDIT_LIMIT_MAX = 10_000;

// Loose: an export must keep the fields the API adds later, not drop them silently.
export const AuditLogEntry = z.looseObject({
  Timestamp: z.string().nullish(),
  Product: z.string().nullish(),
  ResourceType: z.string().nullish(),
  ResourceId: z.string().nullish(),
  ResourceOwner: z.string().nullish(),
  Action: z.string().nullish(),
  ActorId: z.string().nullish(),
  ActorType: z.string().nullish(),
  Diff: z.string().nullish(),
});
export type AuditLogEntry = z.infer<typeof AuditLogEntry>;

export const AuditLogPage = z.object({
  Logs: z.array(AuditLogEntry).nullish(),
  HasMoreData: z.boolean(),
  ContinuationToken: z.string().nullish(),
  StartToken: z.string().nullish(),
});
export type AuditLogPage = z.infer<typeof AuditLogPage>;

/** Query of one audit page; arrays go out as repeated parameters. */
export interface AuditLogQuery {
  date: string;
  order?: AuditOrder;
  limit?: number;
  continuationToken?: string;
  products?: readonly string[];
  resourceTypes?: readonly string[];
  resourceIds?: readonly string[];
  actorIds?: readonly string[];
}
