import * as z from 'zod/mini';
import './zod.ts';
import { int64 } from './numbers.ts';

// Loose: `result` passes on fields the API adds later.
export const ScriptRelease = z.looseObject({
  Id: int64,
  Deleted: z.nullish(z.boolean()),
  Code: z.nullish(z.string()),
  Uuid: z.nullish(z.string()),
  Note: z.nullish(z.string()),
  Author: z.nullish(z.string()),
  AuthorEmail: z.nullish(z.string()),
  CommitSha: z.nullish(z.string()),
  Status: z.nullish(z.number()),
  DateReleased: z.nullish(z.string()),
  DatePublished: z.nullish(z.string()),
});
export type ScriptRelease = z.infer<typeof ScriptRelease>;

/** One page of GET /compute/script/{id}/releases; each release carries its whole Code. */
export const ScriptReleasePage = z.looseObject({
  Items: z.nullish(z.array(ScriptRelease)),
  CurrentPage: z.nullish(z.number()),
  TotalItems: z.nullish(z.number()),
  HasMoreItems: z.nullish(z.boolean()),
});
