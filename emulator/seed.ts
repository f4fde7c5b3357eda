/**
 * The demo platform every emulator starts from (and returns to on reset). Tests and the demo
 * refer to these ids and values, so change them only together with their users.
 */

export const SEED = {
  dnsZoneId: 1001,
  dnsZoneDomain: 'preview.example.com',
  emptyDnsZoneId: 1002,
  scriptWithRelease: 2001,
  scriptWithoutRelease: 2002,
  activeReleaseId: 9101,
  activeCommitSha: '4f2a9c81d0b37e65a1c8f40d9e2b7a6c3d5e8f10',
  appId: 'app-demo-01',
  /** An application with settings only the dashboard makes, which the update model cannot express. */
  edgeAppId: 'app-edge-02',
  /** The account's entry for public Docker Hub images, and a private registry (GET /mc/registries/{id}). */
  dockerHubRegistryId: 101,
  privateRegistryId: 202,
  pullZoneWafOn: 3001,
  pullZoneWafOff: 3002,
  pullZoneNotReady: 3003,
  /** A pull zone whose origin is the storage zone `storageZoneId`. */
  pullZoneSite: 3004,
  /** Edge Storage: a zone in DE with a linked pull zone and two replicas. */
  storageZoneId: 5001,
  storageZoneName: 'site-zone',
  /** A zone in UK, with no pull zone: the wrong region's server for site-zone, and the other way round. */
  storageZoneUkId: 5002,
  storageZoneUkName: 'assets-uk',
  /** 202 answers the not-ready shield zone gives before its 200. */
  notReadyAccepts: 2,
  auditFixedDate: '2024-05-14',
  auditFixedCount: 12,
  auditTodayCount: 25,
} as const;

/** Pull zones that can be purged; the shield zones sit on the first three. */
export const SEED_PULL_ZONES = [
  { Id: SEED.pullZoneWafOn, Name: 'preview-cdn', Hostname: 'preview-cdn.b-cdn.net' },
  { Id: SEED.pullZoneWafOff, Name: 'docs-cdn', Hostname: 'docs-cdn.b-cdn.net' },
  { Id: SEED.pullZoneNotReady, Name: 'assets-cdn', Hostname: 'assets-cdn.b-cdn.net' },
  // A static site: its origin the storage zone, hostname vary on (previews need it).
  {
    Id: SEED.pullZoneSite,
    Name: 'site-cdn',
    Hostname: 'site-cdn.b-cdn.net',
    CustomHostnames: ['www.site.example'],
    StorageZoneId: SEED.storageZoneId,
    EnableHostnameVary: true,
  },
] as const;

/**
 * Storage zone passwords: what `GET /storagezone/{id}` gives and the storage servers check.
 * No words in them: tests look for every 8 characters of a secret in what a step prints, and
 * a step prints the zone's name. Not shaped as a UUID either: a step prints random UUIDs (the
 * tokens of ::stop-commands::), and in that shape a window such as "-4f80-a1" has only 18
 * random bits (the version digit, the variant and the dashes are fixed), so one in a few
 * hundred thousand tokens matched it and failed a leak check by chance.
 */
export const SEED_STORAGE_PASSWORDS = {
  site: 'Sx7qK5b1e9c0dT7f3aW4e2bP9d61',
  siteReadOnly: 'Rz4wM0c7d2e4fH18abQ4c3eJb5f9',
  uk: 'Ux2kG9e4b7a21V3c6dN4f80Ya1e2',
  ukReadOnly: 'Kv8mZ4d1f8b36L72ceX49a5R8e07',
} as const;

export const SEED_STORAGE_ZONES = [
  {
    id: SEED.storageZoneId,
    name: SEED.storageZoneName,
    password: SEED_STORAGE_PASSWORDS.site,
    readOnlyPassword: SEED_STORAGE_PASSWORDS.siteReadOnly,
    region: 'DE',
    replicationRegions: ['UK', 'NY'],
    pullZoneIds: [SEED.pullZoneSite],
  },
  {
    id: SEED.storageZoneUkId,
    name: SEED.storageZoneUkName,
    password: SEED_STORAGE_PASSWORDS.uk,
    readOnlyPassword: SEED_STORAGE_PASSWORDS.ukReadOnly,
    region: 'UK',
    replicationRegions: [],
    pullZoneIds: [],
  },
] as const;

export const SEED_DNS_RECORDS = [
  { Id: 50001, Type: 0, Name: 'www', Value: '192.0.2.10', Ttl: 300 },
  { Id: 50002, Type: 2, Name: 'docs', Value: 'docs.preview.example.net', Ttl: 3600 },
  { Id: 50003, Type: 3, Name: '', Value: 'v=spf1 -all', Ttl: 3600 },
] as const;
export const FIRST_NEW_DNS_RECORD_ID = 50004;

export const SEED_SECRETS = [
  { Id: 7001, Name: 'API_TOKEN', Value: 'seed-api-token-value', LastModified: '2024-05-10T08:00:00Z' },
  { Id: 7002, Name: 'DATABASE_URL', Value: 'postgres://seed:seed@db.internal/app', LastModified: '2024-05-11T08:00:00Z' },
] as const;
export const FIRST_NEW_SECRET_ID = 7003;

/** The variables of SEED.scriptWithRelease (GET /compute/script/{id}, EdgeScriptVariables). */
export const SEED_VARIABLES = [{ Id: 8001, Name: 'LOG_LEVEL', Required: false, DefaultValue: 'info' }] as const;
export const FIRST_NEW_VARIABLE_ID = 8002;

export const SEED_RELEASE = {
  Id: SEED.activeReleaseId,
  Deleted: false,
  Code: "export default {\n  async fetch(request) {\n    return new Response('preview router v1.8.0');\n  },\n};\n",
  Uuid: '6f1c2a4e-8d3b-4c5a-9e7f-0a1b2c3d4e5f',
  Note: 'Release preview router v1.8.0',
  Author: 'Dana Developer',
  AuthorEmail: 'dana@example.com',
  CommitSha: SEED.activeCommitSha,
  Status: 1,
  DateReleased: '2024-05-14T09:30:00Z',
  DatePublished: '2024-05-14T09:31:12Z',
} as const;

/** Releases of script 2001 before the active one, oldest first: one deleted, one to roll back to. */
export const SEED_RELEASE_HISTORY = [
  {
    Id: 9099,
    Deleted: true,
    Code: "export default { fetch: () => new Response('preview router v1.6.0') };\n",
    Uuid: 'b7d41e2a',
    Note: 'Release preview router v1.6.0',
    Author: 'Dana Developer',
    AuthorEmail: 'dana@example.com',
    CommitSha: null,
    Status: 0,
    DateReleased: '2024-05-01T09:30:00Z',
    DatePublished: '2024-05-01T09:31:00Z',
  },
  {
    Id: 9100,
    Deleted: false,
    Code: "export default {\n  async fetch(request) {\n    return new Response('preview router v1.7.2');\n  },\n};\n",
    Uuid: 'c3f9a06d',
    Note: 'Release preview router v1.7.2',
    Author: 'Dana Developer',
    AuthorEmail: 'dana@example.com',
    CommitSha: '0d6e3b9a2c7f41e58b0a9d3c6e2f1a7b4c8d5e90',
    Status: 0,
    DateReleased: '2024-05-10T09:30:00Z',
    DatePublished: '2024-05-10T09:31:00Z',
  },
] as const;

/**
 * The account's container registries as GET /mc/registries/{id} answers them: the public entries
 * the platform gives every account for Docker Hub and GitHub, and one private registry. A
 * template's imageRegistryId is one of these ids; the digest call takes "dockerhub", "github" or
 * a private registry's id.
 */
export const SEED_REGISTRIES = [
  { id: SEED.dockerHubRegistryId, displayName: 'DockerHub Public', hostName: 'docker.io', isPublic: true, userName: null },
  { id: 102, displayName: 'GitHub Public', hostName: 'ghcr.io', isPublic: true, userName: null },
  { id: SEED.privateRegistryId, displayName: 'Example private', hostName: 'registry.example.com', isPublic: false, userName: 'ci-bot' },
] as const;

/** Pull zones script 2001 is linked to (purged after a publish). */
export const SEED_SCRIPT_LINKS = [SEED.pullZoneWafOn] as const;

/** A secret-looking environment value of the demo application: no log may ever show it. */
export const SEED_APP_SESSION_SECRET = 'seed-session-secret-7f3a9c2e';

/** A fresh copy each call: tests mutate what they are given. */
export function seedAppConfig(): Record<string, unknown> {
  return {
    name: 'preview-demo',
    runtimeType: 'shared',
    terminationGracePeriodSeconds: 30,
    autoScaling: { min: 1, max: 3 },
    regionSettings: { allowedRegionIds: ['DE', 'UK'], requiredRegionIds: ['DE'], maxAllowedRegions: 2, nodeSelectors: { pool: 'general' } },
    containerTemplates: [
      {
        name: 'web',
        imageName: 'demo-web',
        imageNamespace: 'example',
        imageRegistryId: String(SEED.dockerHubRegistryId),
        imageTag: '1.4.2',
        environmentVariables: [
          { name: 'PORT', value: '8080' },
          { name: 'SESSION_SECRET', value: SEED_APP_SESSION_SECRET },
        ],
        endpoints: [
          {
            displayName: 'web-cdn',
            cdn: { isSslEnabled: true, portMappings: [{ containerPort: 8080, protocols: ['tcp'] }] },
          },
        ],
        probes: {
          readiness: {
            initialDelaySeconds: 5,
            periodSeconds: 10,
            httpGet: { request: { path: '/healthz', portNumber: 8080 } },
          },
        },
      },
      {
        name: 'worker',
        imageName: 'demo-worker',
        imageNamespace: 'example',
        imageRegistryId: String(SEED.dockerHubRegistryId),
        imageTag: '1.4.2',
        entryPoint: { command: 'node', argumentsArray: ['worker.js'] },
      },
    ],
    volumes: [],
  };
}

/**
 * The second application, as the dashboard can leave one: a cookie-only sticky session (no
 * session headers, which the update model needs), a public IP endpoint (which the update model
 * has no member for), a pull zone link, a grace period and node selectors (which a read does
 * not return). Its state is not checked against the update model: the platform made it.
 */
export function seedEdgeAppConfig(): Record<string, unknown> {
  return {
    name: 'edge-gateway',
    runtimeType: 'reserved',
    terminationGracePeriodSeconds: 120,
    autoScaling: { min: 2, max: 4 },
    regionSettings: { allowedRegionIds: ['DE'], requiredRegionIds: [], maxAllowedRegions: 1, nodeSelectors: { pool: 'edge' } },
    containerTemplates: [
      {
        name: 'gateway',
        imageName: 'edge-gateway',
        imageNamespace: 'example',
        imageRegistryId: String(SEED.privateRegistryId),
        imageTag: '3.1.0',
        endpoints: [
          {
            displayName: 'gw-cdn',
            cdn: {
              isSslEnabled: true,
              pullZoneId: SEED.pullZoneWafOff,
              stickySessions: { enabled: true, sessionHeaders: [], cookieName: 'GWSESSION' },
              portMappings: [{ containerPort: 8080, protocols: ['tcp'] }],
            },
          },
          { displayName: 'gw-ip', publicIp: { portMappings: [{ containerPort: 9000, exposedPort: 9000, protocols: ['udp'] }] } },
        ],
      },
    ],
    volumes: [],
  };
}

const SHIELD_DEFAULTS = {
  learningMode: false,
  learningModeUntil: null,
  wafDisabledRules: [],
  wafLogOnlyRules: [],
  wafCustomRuleOrder: [],
  wafRequestHeaderLoggingEnabled: false,
  requestBodyLoggingEnabled: false,
  wafRequestIgnoredHeaders: [],
  wafRealtimeThreatIntelligenceEnabled: false,
  wafProfileId: 1,
  wafEngineConfig: [],
  rateLimitRulesLimit: 10,
  customWafRulesLimit: 25,
  dDoSChallengeWindow: 1800,
  whitelabelResponsePages: false,
  // Not in the seed but sent by the real API; clients must tolerate them.
  planType: 1,
  wafExecutionMode: 1,
  dDoSShieldSensitivity: 2,
};

export function seedShieldZones(): Array<{ pullZoneId: number; accepts: number; zone: Record<string, unknown> }> {
  return [
    {
      pullZoneId: SEED.pullZoneWafOn,
      accepts: 0,
      zone: {
        ...SHIELD_DEFAULTS,
        shieldZoneId: 8001,
        pullZoneId: SEED.pullZoneWafOn,
        wafEnabled: true,
        wafDisabledRules: ['920350'],
        wafLogOnlyRules: ['942100'],
        wafCustomRuleOrder: [11, 12],
        wafRequestIgnoredHeaders: ['cookie'],
        wafRealtimeThreatIntelligenceEnabled: true,
        wafEngineConfig: [{ name: 'PARANOIA_LEVEL', valueEncoded: 'Mg==' }],
      },
    },
    {
      pullZoneId: SEED.pullZoneWafOff,
      accepts: 0,
      zone: {
        ...SHIELD_DEFAULTS,
        shieldZoneId: 8002,
        pullZoneId: SEED.pullZoneWafOff,
        wafEnabled: false,
        learningMode: true,
        learningModeUntil: '2030-01-01T00:00:00Z',
        planType: 0,
      },
    },
    {
      pullZoneId: SEED.pullZoneNotReady,
      accepts: SEED.notReadyAccepts,
      zone: { ...SHIELD_DEFAULTS, shieldZoneId: 8003, pullZoneId: SEED.pullZoneNotReady, wafEnabled: true },
    },
  ];
}

export const SEED_SEARCH_ITEMS = [
  { Type: 'cdn', Id: 3001, Name: 'preview-site' },
  { Type: 'cdn', Id: 3002, Name: 'static-assets' },
  { Type: 'cdn', Id: 3003, Name: 'preview-api-edge' },
  { Type: 'storage', Id: 4001, Name: 'preview-uploads' },
  { Type: 'storage', Id: 4002, Name: 'backups-eu' },
  { Type: 'dns', Id: 1001, Name: 'preview.example.com' },
  { Type: 'dns', Id: 1002, Name: 'example.org' },
  { Type: 'script', Id: 2001, Name: 'preview-router' },
  { Type: 'script', Id: 2002, Name: 'image-resizer' },
  { Type: 'stream', Id: 5001, Name: 'Product demo videos' },
  { Type: 'stream', Id: 5002, Name: 'Preview trailers' },
] as const;
