import { z } from 'zod';
import { SECRET_NAME_MAX, SECRET_VALUE_MAX } from '../limits.ts';
import { int64 } from './numbers.ts';

export const UpsertSecretRequest = z.strictObject({
  Name: z.string().min(1).max(SECRET_NAME_MAX),
  Secret: z.string().max(SECRET_VALUE_MAX),
});
export type UpsertSecretRequest = z.infer<typeof UpsertSecretRequest>;

export const UpdateSecretRequest = z.strictObject({
  Secret: z.string().max(SECRET_VALUE_MAX),
});
export type UpdateSecretRequest = z.infer<typeof UpdateSecretRequest>;

export const ScriptSecret = z.object({
  Id: int64,
  Name: z.string().nullish(),
  LastModified: z.string().nullish(),
});
export type ScriptSecret = z.infer<typeof ScriptSecret>;
