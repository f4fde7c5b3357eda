import { z } from 'zod';
import { int64 } from './numbers.ts';

export const SearchResult = z.object({
  Type: z.string().nullish(),
  Id: int64,
  Name: z.string().nullish(),
});
export type SearchResult = z.infer<typeof SearchResult>;

export const SearchPage = z.object({
  Query: z.string().nullish(),
  Total: z.number(),
  From: z.number().nullish(),
  Size: z.number().nullish(),
  SearchResults: z.array(SearchResult).nullish(),
});
export type SearchPage = z.infer<typeof SearchPage>;

export interface SearchQuery {
  search: string;
  from: number;
  size: number;
}
