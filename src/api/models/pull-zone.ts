import * as z from 'zod/mini';
import './zod.ts';
import { int32, int64 } from './numbers.ts';

/*
 * The pull zone read (GET /pullzone/{id}, PullZoneModel of core.json) as far as a static site
 * needs it. A plain object, not a loose one: the members not named here are dropped when the
 * answer is checked, so the zone's secrets (ZoneSecurityKey, AWSSigningSecret,
 * LogForwardingToken, certificates and their keys) never reach the step, let alone a log line.
 * Enum members are plain integers: the platform adds action and trigger types (Terraform knows
 * 30 to 34, core.json stops at 29), and a rule the step did not make is read, never judged.
 */

const Trigger = z.object({
  Type: z.optional(z.int()),
  PatternMatches: z.nullish(z.array(z.string())),
  PatternMatchingType: z.optional(z.int()),
  Parameter1: z.nullish(z.string()),
});

/** The parameters of a rule's action, and of each of its extra actions, read and written alike. */
const actionParameters = {
  ActionParameter1: z.nullish(z.string()),
  ActionParameter2: z.nullish(z.string()),
  ActionParameter3: z.nullish(z.string()),
};

const ExtraAction = z.object({ ActionType: z.optional(z.int()), ...actionParameters });

/** EdgeRuleV2Model as read. */
export const EdgeRule = z.object({
  Guid: z.nullish(z.string()),
  ...ExtraAction.shape,
  Triggers: z.nullish(z.array(Trigger)),
  ExtraActions: z.nullish(z.array(ExtraAction)),
  TriggerMatchingType: z.optional(z.int()),
  Description: z.nullish(z.string()),
  Enabled: z.optional(z.boolean()),
  OrderIndex: z.optional(int32),
  ReadOnly: z.optional(z.boolean()),
});
export type EdgeRule = z.infer<typeof EdgeRule>;

/** HostnameModel without its certificate and key. */
const Hostname = z.object({
  Id: z.optional(int64),
  Value: z.nullish(z.string()),
  IsSystemHostname: z.optional(z.boolean()),
  /** False on a hostname just added: its TLS certificate is issued by loadFreeCertificate. */
  HasCertificate: z.optional(z.boolean()),
});

export const PullZone = z.object({
  Id: int64,
  Name: z.nullish(z.string()),
  Hostnames: z.nullish(z.array(Hostname)),
  EdgeRules: z.nullish(z.array(EdgeRule)),
  EnableHostnameVary: z.optional(z.boolean()),
  /** PullZoneOriginType: 2 StorageZone. */
  OriginType: z.optional(z.int()),
  StorageZoneId: z.optional(int64),
});
export type PullZone = z.infer<typeof PullZone>;

const actionWrite = { ActionType: z.int().check(z.minimum(0), z.maximum(29)), ...actionParameters };

/**
 * The body of POST /pullzone/{id}/edgerules/addOrUpdate: EdgeRuleV2Model, checked strictly
 * before it is sent. No Guid creates a rule; the Guid of an existing rule replaces it whole.
 */
export const EdgeRuleWrite = z.strictObject({
  Guid: z.optional(z.string()),
  ...actionWrite,
  Triggers: z
    .array(
      z.strictObject({
        Type: z.int().check(z.minimum(0), z.maximum(13)),
        PatternMatches: z.array(z.string()).check(z.maxLength(5)),
        PatternMatchingType: z.int().check(z.minimum(0), z.maximum(2)),
        Parameter1: z.nullish(z.string()),
      }),
    )
    // No cap on triggers here: 5 a rule is a default the platform raises on request, so its answer decides.
    .check(z.minLength(1)),
  ExtraActions: z.array(z.strictObject(actionWrite)),
  TriggerMatchingType: z.int().check(z.minimum(0), z.maximum(2)),
  Description: z.string().check(z.minLength(1)),
  Enabled: z.boolean(),
  /**
   * Execution order, smallest first (EdgeRuleV2Model). An update sends the rule's own as read, so
   * that it keeps its place; a rule added without one goes last, the likely reading (facts 5).
   */
  OrderIndex: z.optional(int32),
});
export type EdgeRuleWrite = z.infer<typeof EdgeRuleWrite>;
