import { json, type ApiResponse } from '../http.ts';
import type { Route, RouteContext } from '../router.ts';
import { Databases } from './state.ts';

/** The database API's error body (AppError): `{error, details?}`. */
const appError = (status: number, error: string): ApiResponse => json(status, { error });

function readDatabase(ctx: RouteContext): ApiResponse {
  const databases = ctx.state.part(Databases);
  const database = databases.databases.get(ctx.param('dbId'));
  if (!database) return appError(404, 'Database not found');
  return json(200, {
    db: {
      name: database.name,
      id: database.id,
      url: databases.urlOf(database.id),
      block_reads: false,
      block_writes: false,
      size_max: '1073741824',
      current_size: '0',
      storage_region: 'DE',
      primary_regions: ['DE'],
      replicas_regions: [],
    },
  });
}

function generateToken(ctx: RouteContext): ApiResponse {
  const databases = ctx.state.part(Databases);
  const id = ctx.param('dbId');
  if (!databases.databases.has(id)) return appError(404, 'Database not found');
  const body = ctx.body as Record<string, unknown> | undefined;
  const authorization = body?.['authorization'];
  if (authorization !== 'full-access' && authorization !== 'read-only')
    return appError(400, "authorization: expected one of 'full-access', 'read-only'");
  const expiresText = body?.['expires_at'];
  let expiresAt: number | undefined;
  if (expiresText !== undefined && expiresText !== null) {
    expiresAt = typeof expiresText === 'string' ? Date.parse(expiresText) : Number.NaN;
    if (Number.isNaN(expiresAt)) return appError(400, 'expires_at: expected an RFC 3339 date-time');
  }
  const token = databases.mint(id, authorization, expiresAt);
  return json(200, { token, expires_at: expiresAt === undefined ? null : new Date(expiresAt).toISOString() });
}

export const databaseRoutes: Route[] = [
  { method: 'GET', pattern: '/database/v2/databases/:dbId', area: 'core', handle: readDatabase },
  { method: 'PUT', pattern: '/database/v2/databases/:dbId/auth/generate', area: 'core', jsonBody: true, handle: generateToken },
];
