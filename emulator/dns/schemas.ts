import { z } from 'zod';

/*
 * The emulator's own schema of AddDnsRecordModel, written from the core document: no member
 * required, every member nullable, no other member allowed. Never the action's model: a drift
 * between the action and the platform must fail here.
 */
const int32 = z.int().min(-2_147_483_648).max(2_147_483_647);
const enumValue = (max: number) => z.int().min(0).max(max);

export const AddDnsRecordModel = z.strictObject({
  Type: enumValue(15).nullish(),
  Ttl: int32.nullish(),
  Value: z.string().nullish(),
  Name: z.string().nullish(),
  Weight: int32.nullish(),
  Priority: int32.nullish(),
  Flags: z.int().min(0).max(255).nullish(),
  Tag: z.string().nullish(),
  Port: int32.nullish(),
  PullZoneId: z.int().nullish(),
  ScriptId: z.int().nullish(),
  Accelerated: z.boolean().nullish(),
  MonitorType: enumValue(3).nullish(),
  GeolocationLatitude: z.number().nullish(),
  GeolocationLongitude: z.number().nullish(),
  LatencyZone: z.string().nullish(),
  SmartRoutingType: enumValue(2).nullish(),
  Disabled: z.boolean().nullish(),
  EnviromentalVariables: z.array(z.strictObject({ Name: z.string().nullish(), Value: z.string().nullish() })).nullish(),
  Comment: z.string().nullish(),
  AutoSslIssuance: z.boolean().nullish(),
});
export type AddDnsRecordModel = z.infer<typeof AddDnsRecordModel>;

/**
 * UpdateDnsRecordModel: AddDnsRecordModel and the record's `Id` (not required). Which members a
 * null or a missing member keeps is not documented; the route takes the harsher reading.
 */
export const UpdateDnsRecordModel = AddDnsRecordModel.extend({ Id: z.int().optional() });
