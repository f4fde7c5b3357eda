import { json, noBody, type ApiResponse } from '../http.ts';
import { parseId, type Route, type RouteContext } from '../router.ts';

function activeRelease(ctx: RouteContext): ApiResponse {
  const id = parseId(ctx.param('id'));
  const release = id === null ? null : ctx.state.readActiveRelease(id);
  // One 404, no body, for both "no such script" and "nothing released yet", as the real API.
  return release ? json(200, release) : noBody(404);
}

export const releaseRoutes: Route[] = [
  { method: 'GET', pattern: '/compute/script/:id/releases/active', area: 'core', handle: activeRelease },
];
