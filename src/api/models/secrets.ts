import * as z from 'zod/mini';
import './zod.ts';
import { int64 } from './numbers.ts';

/** A secret's upsert: Name 1..256, Secret at most 4,096 characters (the step's inputs are checked so, see limits.ts). */
export interface UpsertSecretRequest {
  Name: string;
  Secret: string;
}
export type UpdateSecretRequest = Pick<UpsertSecretRequest, 'Secret'>;

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
