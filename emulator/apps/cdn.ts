import { cdnAnswer, cdnPullZoneIds } from './state.ts';
import { noBody, type ApiResponse } from '../http.ts';
import type { EmulatorState } from '../state.ts';

/**
 * An application's CDN endpoint, as a browser or a probe reaches it through the endpoint's pull
 * zone: `GET /_cdn/apps/{appId}` (no AccessKey: it is the application, not the API, and it is
 * not recorded among the API's requests). It answers the images the application runs, and keeps
 * the first answer until one of the application's pull zones is purged.
 */
export const APP_CDN_PREFIX = '/_cdn/apps/';

export function serveAppEndpoint(state: EmulatorState, path: string): ApiResponse {
  const appId = decodeURIComponent(path.slice(APP_CDN_PREFIX.length).split('/')[0] ?? '');
  const app = state.apps.get(appId);
  if (!app) return noBody(404);
  const zones = new Set(cdnPullZoneIds(app));
  const purges = state.purges.filter((purge) => purge.kind === 'pull-zone' && zones.has(purge.pullZoneId)).length;
  const { body, cache } = cdnAnswer(app, purges);
  return { status: 200, headers: { 'content-type': 'text/plain; charset=utf-8', 'cdn-cache': cache }, body };
}
