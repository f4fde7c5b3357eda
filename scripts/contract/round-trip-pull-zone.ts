import type { ApiClient } from './http.ts';
import { isObject, listOf, type Json, type RouteUse, type Runner } from './steps.ts';

/*
 * The pull zone half of the round trip, on the scratch pull zone: purge its whole cache, then
 * one URL of a host it serves; ask for that host's free certificate (it has one: a second ask
 * changes nothing); add an edge rule that acts on no real path, find it by its
 * description (addOrUpdate answers no body), delete it; add a host name under .invalid, find it,
 * remove it. A purge has nothing to put back: the next request of each file fills the cache
 * again. The rule and the host name are removed whatever failed after they were added.
 */

export const PULL_ZONE_ROUTES: readonly RouteUse[] = [
  { method: 'POST', template: '/pullzone/{id}/purgeCache' },
  { method: 'POST', template: '/purge' },
  { method: 'GET', template: '/pullzone/loadFreeCertificate' },
  { method: 'POST', template: '/pullzone/{id}/edgerules/addOrUpdate' },
  { method: 'DELETE', template: '/pullzone/{id}/edgerules/{edgeRuleId}' },
  { method: 'POST', template: '/pullzone/{id}/addHostname' },
  { method: 'DELETE', template: '/pullzone/{id}/removeHostname' },
];

/** The rule the check adds: a response header on a path no site serves, so no visitor sees it. */
function scratchRule(description: string, path: string): Json {
  return {
    ActionType: 5,
    ActionParameter1: 'X-Contract-Check',
    ActionParameter2: 'yes',
    Triggers: [{ Type: 0, PatternMatches: [`*${path}`], PatternMatchingType: 0 }],
    TriggerMatchingType: 0,
    Description: description,
    Enabled: true,
  };
}

/** The Guid of the zone's rule with this description, from a read of the zone. */
async function ruleGuid(client: ApiClient, pullZonePath: string, description: string): Promise<string | undefined> {
  const answer = await client.send('GET', pullZonePath);
  if (answer.status !== 200 || !isObject(answer.body)) return undefined;
  const guid = listOf(answer.body, 'EdgeRules').find((rule) => rule['Description'] === description)?.['Guid'];
  return typeof guid === 'string' ? guid : undefined;
}

async function hasHostname(client: ApiClient, pullZonePath: string, hostname: string): Promise<boolean> {
  const answer = await client.send('GET', pullZonePath);
  return isObject(answer.body) && listOf(answer.body, 'Hostnames').some((entry) => entry['Value'] === hostname);
}

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
  const [purgeZoneRoute, purgeUrlRoute, certificateRoute, addRuleRoute, deleteRuleRoute, addHostRoute, removeHostRoute] =
    PULL_ZONE_ROUTES as [RouteUse, RouteUse, RouteUse, RouteUse, RouteUse, RouteUse, RouteUse];
  const pullZonePath = `/pullzone/${encodeURIComponent(pullZoneId)}`;
  const purged = await run('purge-pull-zone', purgeZoneRoute, [200, 204], () => client.send('POST', `${pullZonePath}/purgeCache`));
  if (!purged.ok) return;
  const host = givenHost ?? (await hostOf(client, pullZonePath));
  await run('purge-url', purgeUrlRoute, [200, 204], async () =>
    host === undefined
      ? { status: 0, bodyKind: 'none', body: undefined, contentType: '', error: 'the pull zone read named no hostname to purge a URL of' }
      : client.send('POST', '/purge', { query: { url: `https://${host}/contract-check-${random()}.txt` } }),
  );
  await run('load-free-certificate', certificateRoute, [200, 204], async () =>
    host === undefined
      ? {
          status: 0,
          bodyKind: 'none',
          body: undefined,
          contentType: '',
          error: 'the pull zone read named no hostname to ask a certificate for',
        }
      : client.send('GET', '/pullzone/loadFreeCertificate', { query: { hostname: host } }),
  );

  const mark = `contract-check-${random()}`;
  await run('add-edge-rule', addRuleRoute, [201, 200, 204], () =>
    client.send('POST', `${pullZonePath}/edgerules/addOrUpdate`, { body: scratchRule(mark, `/${mark}/*`) }),
  );
  // Found again by its description, as the action finds its own rules: the answer has no body.
  const guid = await ruleGuid(client, pullZonePath, mark);
  await run('delete-edge-rule', deleteRuleRoute, [204, 200], async () =>
    guid === undefined
      ? { status: 0, bodyKind: 'none', body: undefined, contentType: '', error: 'the rule just added is not in the zone read' }
      : client.send('DELETE', `${pullZonePath}/edgerules/${encodeURIComponent(guid)}`),
  );
  const hostname = `${mark}.invalid`;
  const added = await run('add-hostname', addHostRoute, [204, 200], () =>
    client.send('POST', `${pullZonePath}/addHostname`, { body: { Hostname: hostname } }),
  );
  if (!added.ok && !(await hasHostname(client, pullZonePath, hostname))) return;
  await run(
    'remove-hostname',
    removeHostRoute,
    [204, 200],
    () => client.send('DELETE', `${pullZonePath}/removeHostname`, { body: { Hostname: hostname } }),
    () => undefined,
  );
}
