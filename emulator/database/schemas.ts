import { z } from 'zod';

/*
 * The database API's answers the action reads, written from the platform's OpenAPI document of
 * the database API (ReadDatabaseV2Response, GenerateTokenDatabaseV2Response): the read models
 * the contract check holds the platform's answers against.
 */

const PossibleRegion = z.string();

const Database2Model = z.object({
  name: z.string(),
  id: z.string(),
  url: z.string(),
  block_reads: z.boolean(),
  block_writes: z.boolean(),
  size_max: z.string(),
  current_size: z.string(),
  storage_region: z.string(),
  primary_regions: z.array(PossibleRegion),
  replicas_regions: z.array(PossibleRegion),
});

export const ReadDatabaseV2Response = z.object({ db: Database2Model });

export const GenerateTokenDatabaseV2Response = z.object({
  token: z.string(),
  expires_at: z.string().nullish(),
});
