import * as z from 'zod/mini';
import './zod.ts';
import { SECRET_NAME_MAX, SECRET_VALUE_MAX } from '../limits.ts';
import { int64 } from './numbers.ts';

export const UpsertSecretRequest = z.strictObject({
  Name: z.string().check(z.minLength(1), z.maxLength(SECRET_NAME_MAX)),
  Secret: z.string().check(z.maxLength(SECRET_VALUE_MAX)),
});
export type UpsertSecretRequest = z.infer<typeof UpsertSecretRequest>;

export const UpdateSecretRequest = z.strictObject({ Secret: UpsertSecretRequest.shape.Secret });
export type UpdateSecretRequest = z.infer<typeof UpdateSecretRequest>;

export const ScriptSecret = z.object({
  Id: int64,
  Name: z.nullish(z.string()),
  LastModified: z.nullish(z.string()),
});
export type ScriptSecret = z.infer<typeof ScriptSecret>;

/** ListEdgeScriptSecretsModel: every secret of a script, without values; `Secrets` may be null. */
export const ScriptSecretList = z.object({
  Secrets: z.nullish(z.array(ScriptSecret)),
});
export type ScriptSecretList = z.infer<typeof ScriptSecretList>;
