import * as z from 'zod/mini';
import './zod.ts';

/**
 * GenerateTokenDatabaseV2Response (`PUT /database/v2/databases/{db_id}/auth/generate`): the
 * token is a secret; whoever reads this answer masks it before anything is printed.
 */
export const DatabaseToken = z.looseObject({
  token: z.string().check(z.minLength(1)),
  expires_at: z.nullish(z.string()),
});
export type DatabaseToken = z.infer<typeof DatabaseToken>;

/** ReadDatabaseV2Response (`GET /database/v2/databases/{db_id}`), as far as the step reads it: the database's URL. */
export const DatabaseRead = z.looseObject({
  db: z.looseObject({
    id: z.string(),
    name: z.nullish(z.string()),
    url: z.string().check(z.minLength(1)),
  }),
});
export type DatabaseRead = z.infer<typeof DatabaseRead>;
