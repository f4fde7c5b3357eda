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
 * GET /compute/script/{id}: what a deploy needs of EdgeScriptModel. Loose: the rest (variables,
 * DeploymentKey, costs) passes through unread and is never printed.
 */
export const EdgeScript = z.looseObject({
  Id: int64,
  Name: z.nullish(z.string()),
  /** 0 when the script was never published: it runs its saved code. */
  CurrentReleaseId: z.nullish(int64),
  DefaultHostname: z.nullish(z.string()),
  SystemHostname: z.nullish(z.string()),
  LinkedPullZones: z.nullish(z.array(LinkedPullZone)),
});
export type EdgeScript = z.infer<typeof EdgeScript>;
