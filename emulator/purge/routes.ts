import { z } from 'zod';
import { apiError, json, noBody, type ApiResponse } from '../http.ts';
import { parseId, type Route, type RouteContext } from '../router.ts';
import { isPrefixPurge } from './state.ts';

/** PurgeCacheRequest of the spec: an optional cache tag, nothing else. */
const PurgeCacheBody = z.strictObject({ CacheTag: z.string().nullish() });

function tooMany(ctx: RouteContext, retryAfterSeconds: number): ApiResponse {
  const response = json(429, { ErrorKey: 'purge.rate_limited', Field: null, Message: 'Too many purge requests; slow down.' });
  if (ctx.state.purgeRetryAfter) response.headers['retry-after'] = String(retryAfterSeconds);
  return response;
}

function purgePullZone(ctx: RouteContext): ApiResponse {
  const id = parseId(ctx.param('pullZoneId'));
  const zone = id === null ? undefined : ctx.state.pullZones.get(id);
  if (id === null || !zone) return noBody(404);
  const parsed = PurgeCacheBody.safeParse(ctx.body ?? {});
  if (!parsed.success) return apiError(400, 'validation_error', 'body', parsed.error.issues.map((i) => i.message).join('; '));
  const taken = ctx.state.purgeLimits.prefix.take();
  if (!taken.ok) return tooMany(ctx, taken.retryAfterSeconds);
  ctx.state.purges.push({ kind: 'pull-zone', pullZoneId: id, cacheTag: parsed.data.CacheTag ?? null });
  // The edge keeps no cache tags: a tag purge forgets the zone's answers, as a kind reading of one.
  ctx.state.edge.purgeZone(id);
  if (parsed.data.CacheTag == null) ctx.state.storage.purgePullZone(id);
  // The spec says 204; the real API has been seen answering 200 with no body. Alternate is not
  // useful to anyone: the control API chooses which.
  return noBody(ctx.state.purgeAnswer);
}

function purgeUrl(ctx: RouteContext): ApiResponse {
  const url = ctx.query.get('url');
  if (!url) return apiError(400, 'validation_error', 'url', 'The url parameter is required.');
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('not http');
  } catch {
    return apiError(400, 'validation_error', 'url', 'The url parameter is not a valid http(s) URL.');
  }
  const exactPath = ctx.query.get('exactPath') === 'true';
  const { hostname, pathname } = new URL(url);
  const serving = [...ctx.state.pullZones.values()].filter((zone) => zone.Hostnames.some((host) => host.Value === hostname));
  const honoured =
    ctx.state.purgeExactPath === 'always' || (serving.length > 0 && serving.every((zone) => zone.IgnoreQueryStrings === false));
  const prefix = isPrefixPurge(url, exactPath, honoured);
  const taken = (prefix ? ctx.state.purgeLimits.prefix : ctx.state.purgeLimits.exact).take();
  if (!taken.ok) return tooMany(ctx, taken.retryAfterSeconds);
  ctx.state.purges.push({ kind: 'url', url, prefix, exactPath });
  ctx.state.edge.purgeUrl(url, prefix);
  // As given, never decoded: the edge keys its cache on the path a visitor requested, and
  // `/c%2B%2B.html` is not the `/c++.html` a browser asks for (RFC 3986 6.2.2.1).
  const path = pathname.replace(/^\//, '').replace(/\*.*$/, '');
  ctx.state.storage.purgeUrl(
    serving.map((zone) => zone.Id),
    path,
    prefix,
  );
  return noBody(ctx.state.purgeAnswer);
}

export const purgeRoutes: Route[] = [
  { method: 'POST', pattern: '/pullzone/:pullZoneId/purgeCache', area: 'core', jsonBody: 'optional', handle: purgePullZone },
  { method: 'POST', pattern: '/purge', area: 'core', handle: purgeUrl },
];
