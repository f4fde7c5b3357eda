import { json, problem, type ApiResponse } from '../http.ts';
import { parseId, type Route, type RouteContext } from '../router.ts';
import { ShieldZones } from './state.ts';

function shieldZoneByPullZone(ctx: RouteContext): ApiResponse {
  const raw = ctx.param('pullZoneId');
  const id = parseId(raw);
  const entry = id === null ? undefined : ctx.state.part(ShieldZones).zones.get(id);
  if (!entry) return problem(404, `No shield zone exists for pull zone '${raw}'.`, ctx.path);
  // The platform's Terraform provider reads an error from Shield's 202 answers.
  if (entry.acceptedError) return json(202, { error: entry.acceptedError });
  if (entry.acceptsLeft > 0) {
    entry.acceptsLeft -= 1;
    // The real 202 serialises ASP.NET's AcceptedResult object itself as the body.
    return json(202, { location: null, value: null, formatters: [], contentTypes: [], declaredType: null, statusCode: 202 });
  }
  return json(200, { data: entry.zone });
}

export const shieldRoutes: Route[] = [
  { method: 'GET', pattern: '/shield/shield-zone/get-by-pullzone/:pullZoneId', area: 'shield', handle: shieldZoneByPullZone },
];
