/**
 * The path of each endpoint, below the base address. One place for the client that sends
 * the requests and for the operations that name them in dry runs and messages. No zod and no
 * undici here: operations load this before their inputs are known to be valid.
 */

/**
 * One path segment. `.` and `..` survive encoding and a URL resolves them, which would send
 * the request to another endpoint; callers refuse them as input, and this refuses them again.
 */
function segment(value: string | number): string {
  const text = String(value);
  if (text === '.' || text === '..' || text === '') throw new Error(`'${text}' cannot be a path segment`);
  return encodeURIComponent(text);
}

export const endpoints = {
  dnsRecords: (zoneId: number) => `/dnszone/${segment(zoneId)}/records`,
  scriptSecrets: (scriptId: number) => `/compute/script/${segment(scriptId)}/secrets`,
  scriptSecret: (scriptId: number, secretId: number) => `/compute/script/${segment(scriptId)}/secrets/${segment(secretId)}`,
  app: (appId: string) => `/mc/apps/${segment(appId)}`,
  activeRelease: (scriptId: number) => `/compute/script/${segment(scriptId)}/releases/active`,
  auditLog: (date: string) => `/user/audit/${segment(date)}`,
  shieldZoneOfPullZone: (pullZoneId: number) => `/shield/shield-zone/get-by-pullzone/${segment(pullZoneId)}`,
  search: () => '/search',
} as const;
