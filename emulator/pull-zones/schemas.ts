import { z } from 'zod';

/*
 * The request bodies of the pull zone calls, written from core.json (EdgeRuleV2Model, Trigger,
 * EdgeRuleV2ActionModel, AddHostnameRequestModel, RemoveHostnameRequestModel). Every model is
 * `additionalProperties: false`; core members are nullable as documented and none is required
 * unless the document says so.
 */

/** EdgeRuleActionType: 0 ForceSSL .. 29 DisableShieldBotDetection in core.json. */
const ActionType = z.int().min(0).max(29);
/** TriggerTypes: 0 Url .. 13 OriginConnectionError. */
const TriggerType = z.int().min(0).max(13);
/** PatternMatchingTypes and TriggerMatchingTypes: 0 MatchAny, 1 MatchAll, 2 MatchNone. */
const Matching = z.int().min(0).max(2);

const Trigger = z.strictObject({
  Type: TriggerType.optional(),
  PatternMatches: z.array(z.string()).nullish(),
  PatternMatchingType: Matching.optional(),
  Parameter1: z.string().nullish(),
});

const ExtraAction = z.strictObject({
  ActionType: ActionType.optional(),
  ActionParameter1: z.string().nullish(),
  ActionParameter2: z.string().nullish(),
  ActionParameter3: z.string().nullish(),
});

export const EdgeRuleBody = z.strictObject({
  Guid: z.string().nullish(),
  ActionType: ActionType.optional(),
  ActionParameter1: z.string().nullish(),
  ActionParameter2: z.string().nullish(),
  ActionParameter3: z.string().nullish(),
  // The limits of triggers a rule and patterns a trigger are the zone's (site-options.ts), raised on request.
  Triggers: z.array(Trigger).nullish(),
  ExtraActions: z.array(ExtraAction).nullish(),
  TriggerMatchingType: Matching.optional(),
  Description: z.string().nullish(),
  Enabled: z.boolean().optional(),
  OrderIndex: z.int().min(-2_147_483_648).max(2_147_483_647).optional(),
  ReadOnly: z.boolean().optional(),
});
export type EdgeRuleBody = z.infer<typeof EdgeRuleBody>;

export const HostnameBody = z.strictObject({ Hostname: z.string().min(1) });
