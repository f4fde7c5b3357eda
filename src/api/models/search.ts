import * as z from 'zod/mini';
import './zod.ts';
import { int64 } from './numbers.ts';

// Loose: `result` is the page as the API sent it, each result `{Type, Id, Name, ...}`.
export const SearchResult = z.looseObject({
  Type: z.nullish(z.string()),
  Id: int64,
  Name: z.nullish(z.string()),
});
export type SearchResult = z.infer<typeof SearchResult>;

export const SearchPage = z.looseObject({
  Query: z.nullish(z.string()),
  Total: z.number(),
  From: z.nullish(z.number()),
  Size: z.nullish(z.number()),
  SearchResults: z.nullish(z.array(SearchResult)),
});
export type SearchPage = z.infer<typeof SearchPage>;

export interface SearchQuery {
  search: string;
  from: number;
  size: number;
}
