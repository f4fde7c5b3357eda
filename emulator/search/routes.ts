import { apiError, json, type ApiResponse } from '../http.ts';
import type { Route, RouteContext } from '../router.ts';
import { SearchIndex } from './state.ts';

const DEFAULT_SIZE = 20;

function nonNegativeInt(text: string | null, fallback: number): number | null {
  if (text === null || text === '') return fallback;
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
}

function search(ctx: RouteContext): ApiResponse {
  const query = ctx.query.get('search') ?? '';
  const from = nonNegativeInt(ctx.query.get('from'), 0);
  if (from === null) return apiError(400, 'validation_error', 'from', `'from' must be a non-negative integer.`);
  const size = nonNegativeInt(ctx.query.get('size'), DEFAULT_SIZE);
  if (size === null) return apiError(400, 'validation_error', 'size', `'size' must be a non-negative integer.`);

  const needle = query.toLowerCase();
  const matches = ctx.state.part(SearchIndex).items.filter((item) => item.Name.toLowerCase().includes(needle));
  return json(200, {
    Query: query,
    Total: matches.length,
    From: from,
    Size: size,
    SearchResults: matches.slice(from, from + size).map(({ Type, Id, Name }) => ({ Type, Id, Name })),
  });
}

export const searchRoutes: Route[] = [{ method: 'GET', pattern: '/search', area: 'core', handle: search }];
