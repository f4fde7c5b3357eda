import { placeholder, requests } from '../../src/api/requests.ts';

/*
 * Which requests of the action the check covers. The action's requests come from its own
 * request descriptions (src/api/requests.ts), built with placeholder ids, so that a request
 * added there shows here as not covered until a read or a write step sends it.
 */

/** A placeholder where a description takes an id: the path shows `{id}`. */
const ID = placeholder('id') as unknown as number;

/** Paths compared without the names of their placeholders: `/dnszone/{zoneId}` is `/dnszone/{}`. */
const requestKey = (method: string, path: string) => `${method} ${path.replace(/\{[^}]*\}/g, '{}')}`;

/** The requests the action sends for DNS, script secrets and purges (the products the round trip writes). */
function actionRequests(): string[] {
  const described = [
    requests.dnsZone(ID),
    requests.addDnsRecord(ID, {}),
    requests.updateDnsRecord(ID, { Id: placeholder('id') }),
    requests.deleteDnsRecord(ID, ID),
    requests.scriptSecrets(ID),
    requests.upsertSecret(ID, { Name: 'N', Secret: '' }),
    requests.updateSecret(ID, ID, { Secret: '' }),
    requests.deleteSecret(ID, ID),
    requests.purgePullZone(ID),
    requests.purgeUrl('https://cdn.example.com/'),
  ];
  return [...new Set(described.map((request) => requestKey(request.method, request.path)))];
}

export interface Coverage {
  covered: number;
  total: number;
  /** `POST /purge`: requests of the action no read or write step sent. */
  missing: string[];
}

/** How many of the action's requests (for those products) the rows sent, as `METHOD /template`. */
export function coverageOf(sent: readonly string[]): Coverage {
  const keys = new Set(sent.map((line) => requestKey(line.split(' ')[0] ?? '', line.split(' ')[1] ?? '')));
  const all = actionRequests();
  const missing = all.filter((request) => !keys.has(request));
  return { covered: all.length - missing.length, total: all.length, missing };
}
