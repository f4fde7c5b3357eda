import type { ApiClient } from './http.ts';
import { isObject, listOf, type RouteUse, type Runner } from './steps.ts';

/*
 * The pull zone half of the round trip, on the scratch pull zone: purge its whole cache, then
 * one URL of a host it serves. A purge has nothing to put back: the next request of each file
 * fills the cache again.
 */

export const PULL_ZONE_ROUTES: readonly RouteUse[] = [
  { method: 'POST', template: '/pullzone/{id}/purgeCache' },
  { method: 'POST', template: '/purge' },
];

/** A host of the pull zone, from its read (`GET /pullzone/{id}`), when no host was given. */
async function hostOf(client: ApiClient, pullZonePath: string): Promise<string | undefined> {
  const answer = await client.send('GET', pullZonePath);
  if (answer.status !== 200 || !isObject(answer.body)) return undefined;
  const listed = listOf(answer.body, 'Hostnames')
    .map((hostname) => hostname['Value'])
    .find((value) => typeof value === 'string');
  return typeof listed === 'string' ? listed : undefined;
}

export async function pullZoneHalf(
  client: ApiClient,
  pullZoneId: string,
  givenHost: string | undefined,
  random: () => string,
  run: Runner,
): Promise<void> {
  const [purgeZoneRoute, purgeUrlRoute] = PULL_ZONE_ROUTES as [RouteUse, RouteUse];
  const pullZonePath = `/pullzone/${encodeURIComponent(pullZoneId)}`;
  const purged = await run('purge-pull-zone', purgeZoneRoute, [200, 204], () => client.send('POST', `${pullZonePath}/purgeCache`));
  if (!purged.ok) return;
  const host = givenHost ?? (await hostOf(client, pullZonePath));
  await run('purge-url', purgeUrlRoute, [200, 204], async () =>
    host === undefined
      ? { status: 0, bodyKind: 'none', body: undefined, contentType: '', error: 'the pull zone read named no hostname to purge a URL of' }
      : client.send('POST', '/purge', { query: { url: `https://${host}/contract-check-${random()}.txt` } }),
  );
}
