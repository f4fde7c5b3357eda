/**
 * The secret request bodies as compute.json declares them, for the emulator alone (it never
 * borrows the action's models: a mistake shared by both would pass every test).
 * EdgeScriptUpsertSecretModel and EdgeScriptUpdateSecretModel: `additionalProperties: false`,
 * every member nullable, Name 1 to 256 characters, Secret at most 4096.
 */
import { z } from 'zod';

const SECRET_NAME_MAX = 256;
const SECRET_VALUE_MAX = 4096;

/** PUT /compute/script/{id}/secrets. */
export const EdgeScriptUpsertSecretModel = z.strictObject({
  Name: z.string().min(1).max(SECRET_NAME_MAX).nullish(),
  Secret: z.string().max(SECRET_VALUE_MAX).nullish(),
});
export type EdgeScriptUpsertSecretModel = z.infer<typeof EdgeScriptUpsertSecretModel>;

/** POST /compute/script/{id}/secrets/{secretId}. */
export const EdgeScriptUpdateSecretModel = z.strictObject({
  Secret: z.string().max(SECRET_VALUE_MAX).nullish(),
});
export type EdgeScriptUpdateSecretModel = z.infer<typeof EdgeScriptUpdateSecretModel>;

/** EdgeScriptSecretModel: what every secret answer carries; the value is write-only. */
export interface EdgeScriptSecretModel {
  Id: number;
  Name: string;
  LastModified: string;
}
