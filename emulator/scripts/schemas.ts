import { z } from 'zod';

/**
 * The emulator's own request schemas for Edge Script code and releases, from compute.json
 * (UpdateEdgeScriptCodeModel, PublishEdgeScriptModel: nullable members, additionalProperties false).
 */
export const UpdateEdgeScriptCodeModel = z.strictObject({ Code: z.string().nullish() });

export const PublishEdgeScriptModel = z.strictObject({ Note: z.string().nullish() });

/** The query of GET /compute/script/{id}/releases: page 1.., perPage 5..1000 (default 1 and 1000). */
export const ReleaseListQuery = z.object({
  page: z.coerce.number().int().min(1).max(2147483647).default(1),
  perPage: z.coerce.number().int().min(5).max(1000).default(1000),
});
