import * as z from 'zod/mini';
import './zod.ts';
import { int64 } from './numbers.ts';

/** A pull zone an Edge Script is linked to, as the script read lists it. */
const LinkedPullZone = z.looseObject({
  Id: int64,
  PullZoneName: z.nullish(z.string()),
  DefaultHostname: z.nullish(z.string()),
});

/**
 * A variable of the script (EdgeScriptVariableModel). Its DefaultValue is what the running
 * code is given; the action never prints it.
 */
const ScriptVariable = z.looseObject({
  Id: int64,
  Name: z.nullish(z.string()),
  Required: z.nullish(z.boolean()),
  DefaultValue: z.nullish(z.string()),
});
export type ScriptVariable = z.infer<typeof ScriptVariable>;

/**
 * GET /compute/script/{id}: what a deploy needs of EdgeScriptModel, and its variables. Loose:
 * the rest (DeploymentKey, costs) passes through unread and is never printed.
 */
export const EdgeScript = z.looseObject({
  Id: int64,
  Name: z.nullish(z.string()),
  /** 0 when the script was never published: it runs its saved code. */
  CurrentReleaseId: z.nullish(int64),
  DefaultHostname: z.nullish(z.string()),
  SystemHostname: z.nullish(z.string()),
  LinkedPullZones: z.nullish(z.array(LinkedPullZone)),
  EdgeScriptVariables: z.nullish(z.array(ScriptVariable)),
});
export type EdgeScript = z.infer<typeof EdgeScript>;

/** GET /compute/script/{id}/code (EdgeScriptCodeModel): the saved code; null when none was saved. */
export const ScriptCode = z.looseObject({
  Code: z.nullish(z.string()),
});

/** UpsertEdgeScriptVariableModel: the whole variable, so that a write never resets what it leaves out. */
export interface UpsertVariableRequest {
  Name: string;
  DefaultValue: string;
  Required: boolean;
}
