import { z } from 'zod';
import { int64 } from './numbers.ts';

// Loose: `result` passes on fields the API adds later.
export const ScriptRelease = z.looseObject({
  Id: int64,
  Deleted: z.boolean().nullish(),
  Code: z.string().nullish(),
  Uuid: z.string().nullish(),
  Note: z.string().nullish(),
  Author: z.string().nullish(),
  AuthorEmail: z.string().nullish(),
  CommitSha: z.string().nullish(),
  Status: z.number().nullish(),
  DateReleased: z.string().nullish(),
  DatePublished: z.string().nullish(),
});
export type ScriptRelease = z.infer<typeof ScriptRelease>;
