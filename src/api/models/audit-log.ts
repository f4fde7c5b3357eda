import * as z from 'zod/mini';
import './zod.ts';
import type { AuditOrder } from '../limits.ts';

// Loose: an export must keep the fields the API adds later, not drop them silently.
export const AuditLogEntry = z.looseObject({
  Timestamp: z.nullish(z.string()),
  Product: z.nullish(z.string()),
  ResourceType: z.nullish(z.string()),
  ResourceId: z.nullish(z.string()),
  ResourceOwner: z.nullish(z.string()),
  Action: z.nullish(z.string()),
  ActorId: z.nullish(z.string()),
  ActorType: z.nullish(z.string()),
  Diff: z.nullish(z.string()),
});
export type AuditLogEntry = z.infer<typeof AuditLogEntry>;

const AUDIT_ENTRY_FIELDS = Object.keys(AuditLogEntry.shape);

/**
 * Checks an entry in place. A page holds up to 10,000 entries and a day hundreds of
 * thousands: zod would build a copy of every one, and that garbage alone doubled the memory
 * of an export. The fields checked are those of the schema above, so the two cannot drift.
 */
export function isAuditLogEntry(value: unknown): value is AuditLogEntry {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const entry = value as Record<string, unknown>;
  for (const field of AUDIT_ENTRY_FIELDS) {
    const item = entry[field];
    if (item !== undefined && item !== null && typeof item !== 'string') return false;
  }
  return true;
}

export const AuditLogPage = z.object({
  Logs: z.nullish(z.array(z.custom<AuditLogEntry>(isAuditLogEntry, { error: 'expected an audit entry whose fields are strings or null' }))),
  HasMoreData: z.boolean(),
  ContinuationToken: z.nullish(z.string()),
  StartToken: z.nullish(z.string()),
});
export type AuditLogPage = z.infer<typeof AuditLogPage>;

/** Query of one audit page; the request description maps it to the API's parameters. */
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
