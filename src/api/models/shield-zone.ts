import * as z from 'zod/mini';
import './zod.ts';
import { int64 } from './numbers.ts';

// Fields the seed names are typed; the API adds enum fields (planType...)
// whose values change, so unknown keys are kept as they are rather than refused, at every level:
// `result` is the configuration as the API sent it.
export const ShieldZone = z.looseObject({
  shieldZoneId: int64,
  pullZoneId: z.nullish(int64),
  learningMode: z.nullish(z.boolean()),
  learningModeUntil: z.nullish(z.string()),
  wafEnabled: z.nullish(z.boolean()),
  /** 0 = Log, 1 = Block (WAFExecutionMode): not typed further, as enum values change. */
  wafExecutionMode: z.unknown(),
  wafDisabledRules: z.nullish(z.array(z.string())),
  wafLogOnlyRules: z.nullish(z.array(z.string())),
  wafCustomRuleOrder: z.nullish(z.array(z.number())),
  wafRequestHeaderLoggingEnabled: z.nullish(z.boolean()),
  requestBodyLoggingEnabled: z.nullish(z.boolean()),
  wafRequestIgnoredHeaders: z.nullish(z.array(z.string())),
  wafRealtimeThreatIntelligenceEnabled: z.nullish(z.boolean()),
  wafProfileId: z.nullish(z.number()),
  wafEngineConfig: z.nullish(z.array(z.looseObject({ name: z.nullish(z.string()), valueEncoded: z.nullish(z.string()) }))),
  rateLimitRulesLimit: z.nullish(z.number()),
  customWafRulesLimit: z.nullish(z.number()),
  dDoSChallengeWindow: z.nullish(z.number()),
  whitelabelResponsePages: z.nullish(z.boolean()),
});
export type ShieldZone = z.infer<typeof ShieldZone>;

export const ShieldZoneResponse = z.object({ data: ShieldZone });
export type ShieldZoneResponse = z.infer<typeof ShieldZoneResponse>;
