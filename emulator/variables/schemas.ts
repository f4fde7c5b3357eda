/**
 * The variable request bodies as compute.json declares them, for the emulator alone (it never
 * borrows the action's models: a mistake shared by both would pass every test).
 * `additionalProperties: false` everywhere; Name 1 to 256 characters, DefaultValue at most 4096.
 */
import { z } from 'zod';

const VARIABLE_NAME_MAX = 256;
const VARIABLE_VALUE_MAX = 4096;

const Name = z.string().min(1).max(VARIABLE_NAME_MAX);
const DefaultValue = z.string().max(VARIABLE_VALUE_MAX).nullish();

/** UpsertEdgeScriptVariableModel: PUT /compute/script/{id}/variables (Name required, Required nullable). */
export const UpsertEdgeScriptVariableModel = z.strictObject({
  Name,
  Required: z.boolean().nullish(),
  DefaultValue,
});

/** AddEdgeScriptVariableModel: POST /compute/script/{id}/variables/add (Name and Required required). */
export const AddEdgeScriptVariableModel = z.strictObject({
  Name,
  Required: z.boolean(),
  DefaultValue,
});

/** UpdateEdgeScriptVariableModel: POST /compute/script/{id}/variables/{variableId}. */
export const UpdateEdgeScriptVariableModel = z.strictObject({
  DefaultValue,
  Required: z.boolean().nullish(),
});
