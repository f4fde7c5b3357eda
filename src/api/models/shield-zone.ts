import { z } from 'zod';
import { int64 } from './numbers.ts';

// Fields the seed names are typed; the API adds enum fields (planType, wafExecutionMode...)
// whose values change, so unknown keys are kept as they are rather than refused.
export const ShieldZone = z.looseObject({
  shieldZoneId: int64,
  pullZoneId: int64.nullish(),
  learningMode: z.boolean().nullish(),
  learningModeUntil: z.string().nullish(),
  wafEnabled: z.boolean().nullish(),
  wafDisabledRules: z.array(z.string()).nullish(),
  wafLogOnlyRules: z.array(z.string()).nullish(),
  wafCustomRuleOrder: z.array(z.number()).nullish(),
  wafRequestHeaderLoggingEnabled: z.boolean().nullish(),
  requestBodyLoggingEnabled: z.boolean().nullish(),
  wafRequestIgnoredHeaders: z.array(z.string()).nullish(),
  wafRealtimeThreatIntelligenceEnabled: z.boolean().nullish(),
  wafProfileId: z.number().nullish(),
  wafEngineConfig: z.array(z.object({ name: z.string().nullish(), valueEncoded: z.string().nullish() })).nullish(),
  rateLimitRulesLimit: z.number().nullish(),
  customWafRulesLimit: z.number().nullish(),
  dDoSChallengeWindow: z.number().nullish(),
  whitelabelResponsePages: z.boolean().nullish(),
});
export type ShieldZone = z.infer<typeof ShieldZone>;

export const ShieldZoneResponse = z.object({ data: ShieldZone });
export type ShieldZoneResponse = z.infer<typeof ShieldZoneResponse>;
