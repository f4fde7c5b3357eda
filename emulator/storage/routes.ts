import { json, noBody, type ApiResponse } from '../http.ts';
import { parseId, type Route, type RouteContext } from '../router.ts';
import { storageZoneModel } from './zone-model.ts';

function storageZone(ctx: RouteContext): ApiResponse {
  const id = parseId(ctx.param('id'));
  const zone = id === null ? undefined : ctx.state.storage.zoneById(id);
  if (!zone) return noBody(404);
  return json(200, storageZoneModel(ctx.state.storage, zone, ctx.state.pullZones));
}

export const storageZoneRoutes: Route[] = [{ method: 'GET', pattern: '/storagezone/:id', area: 'core', handle: storageZone }];
