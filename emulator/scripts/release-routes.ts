import { apiError, json, noBody, type ApiResponse } from '../http.ts';
import { parseId, type Route, type RouteContext } from '../router.ts';
import { ReleaseListQuery } from './schemas.ts';

function activeRelease(ctx: RouteContext): ApiResponse {
  const id = parseId(ctx.param('id'));
  const release = id === null ? null : ctx.state.readActiveRelease(id);
  // One 404, no body, for both "no such script" and "nothing released yet", as the real API.
  return release ? json(200, release) : noBody(404);
}

/** PaginationListModelOfEdgeScriptReleaseModel, oldest first (the order is not documented), each with its Code. */
function releases(ctx: RouteContext): ApiResponse {
  const id = parseId(ctx.param('id'));
  const script = id === null ? undefined : ctx.state.scripts.get(id);
  if (!script) return noBody(404);
  const query = ReleaseListQuery.safeParse(Object.fromEntries(ctx.query));
  if (!query.success) {
    const issue = query.error.issues[0];
    return apiError(400, 'validation_error', String(issue?.path[0] ?? 'page'), issue?.message ?? 'Invalid page');
  }
  const { page, perPage } = query.data;
  const start = (page - 1) * perPage;
  const items = ctx.state.edgeScripts.releasePage(script, start, perPage);
  return json(200, {
    Items: items,
    CurrentPage: page,
    TotalItems: script.releases.length,
    HasMoreItems: start + items.length < script.releases.length,
  });
}

export const releaseRoutes: Route[] = [
  { method: 'GET', pattern: '/compute/script/:id/releases/active', area: 'core', handle: activeRelease },
  { method: 'GET', pattern: '/compute/script/:id/releases', area: 'core', handle: releases },
];
