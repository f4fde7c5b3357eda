import { z } from 'zod';
import { dateTime, int32, intEnum, upTo } from './common.ts';

/*
 * Shield read models (`shield.json`): GET /shield/shield-zone/get-by-pullzone/{pullZoneId}
 * answers 200 with `{data: ShieldZoneResponse}`, or 202 (not ready) with ASP.NET's
 * `AcceptedResult`. A bare `$ref` member is nullable (see common.ts).
 */

/** PullZoneWafConfigVariableModel. */
const PullZoneWafConfigVariableModel = z.looseObject({
  name: z.string().nullable(),
  valueEncoded: z.string().nullable(),
});

/** ShieldZoneResponse. */
const ShieldZoneResponse = z.looseObject({
  shieldZoneId: z.int().optional(),
  pullZoneId: z.int().nullish(),
  learningMode: z.boolean().nullish(),
  learningModeUntil: dateTime.nullish(),
  wafEnabled: z.boolean().nullish(),
  /** WAFExecutionMode: 0 Log, 1 Block. */
  wafExecutionMode: intEnum(upTo(1)).nullish(),
  wafDisabledRules: z.array(z.string()).nullish(),
  wafLogOnlyRules: z.array(z.string()).nullish(),
  wafCustomRuleOrder: z.array(z.int()).nullish(),
  wafRequestHeaderLoggingEnabled: z.boolean().optional(),
  requestBodyLoggingEnabled: z.boolean().optional(),
  wafRequestIgnoredHeaders: z.array(z.string()).nullish(),
  wafRealtimeThreatIntelligenceEnabled: z.boolean().nullish(),
  wafProfileId: int32.nullish(),
  wafEngineConfig: z.array(PullZoneWafConfigVariableModel).nullish(),
  /** WAFPayloadLimitAction: 0 Block, 1 Log, 2 Ignore. */
  wafRequestBodyLimitAction: intEnum(upTo(2)).nullish(),
  wafResponseBodyLimitAction: intEnum(upTo(2)).nullish(),
  rateLimitRulesLimit: int32.optional(),
  customWafRulesLimit: int32.optional(),
  /** ShieldPlanType: 0 Basic, 1 Advanced, 2 Business, 3 Enterprise. */
  planType: intEnum(upTo(3)).nullish(),
  /** DDoSShieldSensitivity: 0 Off, 1 Low, 2 Medium, 3 High, 4 Challenge. */
  dDoSShieldSensitivity: intEnum(upTo(4)).nullish(),
  /** DDoSExecutionMode: 0 Log, 1 Block. */
  dDoSExecutionMode: intEnum(upTo(1)).nullish(),
  dDoSChallengeWindow: int32.nullish(),
  whitelabelResponsePages: z.boolean().nullish(),
});

/** GetShieldZoneResponse: the 200 answer. */
export const GetShieldZoneResponse = z.looseObject({
  data: ShieldZoneResponse.nullish(),
});

/** AcceptedResult: the 202 answer, ASP.NET's result object serialised as it is. */
export const AcceptedResult = z.looseObject({
  location: z.string().nullish(),
  value: z.unknown(),
  formatters: z.array(z.looseObject({})).nullish(),
  contentTypes: z.array(z.string()).nullish(),
  declaredType: z.string().nullish(),
  statusCode: int32.nullish(),
});
