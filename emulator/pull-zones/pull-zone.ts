import { randomBytes } from 'node:crypto';

/*
 * A pull zone as the emulator keeps it: the members PullZoneModel (core.json) documents that
 * the static-site operations and the edge depend on, the secret members a careless client
 * would print, and the edge's view of its rules. Written from core.json, never from src/.
 */

/** Trigger (core.json): Type is TriggerTypes, PatternMatchingType 0 MatchAny, 1 MatchAll, 2 MatchNone. */
export interface StoredTrigger {
  Type: number;
  PatternMatches: string[] | null;
  PatternMatchingType: number;
  Parameter1: string | null;
}

/** EdgeRuleV2ActionModel. */
interface StoredExtraAction {
  ActionType: number;
  ActionParameter1: string | null;
  ActionParameter2: string | null;
  ActionParameter3: string | null;
}

/** EdgeRuleV2Model as stored: every member present, as the read answers it. */
export interface StoredEdgeRule {
  Guid: string;
  ActionType: number;
  ActionParameter1: string | null;
  ActionParameter2: string | null;
  ActionParameter3: string | null;
  Triggers: StoredTrigger[];
  ExtraActions: StoredExtraAction[];
  TriggerMatchingType: number;
  Description: string | null;
  Enabled: boolean;
  OrderIndex: number;
  ReadOnly: boolean;
}

/** HostnameModel. */
export interface StoredHostname {
  Id: number;
  Value: string;
  ForceSSL: boolean;
  IsSystemHostname: boolean;
  IsManagedHostname: boolean;
  HasCertificate: boolean;
  Certificate: string | null;
  CertificateKey: string | null;
}

export interface PullZone {
  Id: number;
  Name: string;
  /** The system hostname (`{Name}.b-cdn.net`), for linked-zone listings. */
  Hostname: string;
  Hostnames: StoredHostname[];
  EdgeRules: StoredEdgeRule[];
  EnableHostnameVary: boolean;
  /** Whether the cache key leaves the query out (the platform's default: true). */
  IgnoreQueryStrings: boolean;
  /** PullZoneOriginType: 2 StorageZone. */
  OriginType: number;
  OriginUrl: string | null;
  StorageZoneId: number;
  /** Secret members of the read model: a client must never print them. */
  ZoneSecurityKey: string;
  AWSSigningSecret: string | null;
  LogForwardingToken: string | null;
  OriginLinkValue: string | null;
}

let nextHostnameId = 60001;

/**
 * A hostname as the zone keeps it. `certificate`: whether it has its TLS certificate; one just
 * added through the API has none until loadFreeCertificate issues it.
 */
export function newHostname(value: string, system = false, certificate = system): StoredHostname {
  return {
    Id: nextHostnameId++,
    Value: value,
    ForceSSL: false,
    IsSystemHostname: system,
    IsManagedHostname: system,
    HasCertificate: certificate,
    // A custom hostname's certificate and key: secret, and in the read only with includeCertificate.
    Certificate: system ? null : randomBytes(24).toString('base64url'),
    CertificateKey: system ? null : `-----BEGIN PRIVATE KEY-----${randomBytes(24).toString('base64url')}`,
  };
}

/**
 * A pull zone with the platform's defaults: a system hostname, no rules, hostname vary off, and
 * query strings left out of the cache key ("By default, query strings are ignored when
 * constructing the cache key", docs.bunny.net/cdn/vary-cache): the harsher reading for a client
 * that puts a fresh query on a URL to get past the cache; a test sets `IgnoreQueryStrings: false`
 * (then `edge.zoneChanged(zone)`) for a zone whose cache varies by query.
 */
export function newPullZone(base: {
  Id: number;
  Name: string;
  Hostname: string;
  StorageZoneId?: number;
  EnableHostnameVary?: boolean;
  IgnoreQueryStrings?: boolean;
  CustomHostnames?: readonly string[];
}): PullZone {
  return {
    Id: base.Id,
    Name: base.Name,
    Hostname: base.Hostname,
    // The seed's custom hostnames are in place already: pointed at the zone, their certificates issued.
    Hostnames: [newHostname(base.Hostname, true), ...(base.CustomHostnames ?? []).map((host) => newHostname(host, false, true))],
    EdgeRules: [],
    EnableHostnameVary: base.EnableHostnameVary ?? false,
    IgnoreQueryStrings: base.IgnoreQueryStrings ?? true,
    OriginType: base.StorageZoneId === undefined ? 0 : 2,
    OriginUrl: base.StorageZoneId === undefined ? `https://origin-${base.Id}.example.net` : null,
    StorageZoneId: base.StorageZoneId ?? 0,
    ZoneSecurityKey: `zsk-${randomBytes(16).toString('hex')}`,
    AWSSigningSecret: `aws-${randomBytes(16).toString('hex')}`,
    LogForwardingToken: `lft-${randomBytes(16).toString('hex')}`,
    OriginLinkValue: null,
  };
}

/** The secret values of a zone, for tests that check none was printed. */
export function pullZoneSecrets(zone: PullZone): string[] {
  const values = [zone.ZoneSecurityKey, zone.AWSSigningSecret, zone.LogForwardingToken];
  for (const host of zone.Hostnames) values.push(host.Certificate, host.CertificateKey);
  return values.filter((value): value is string => typeof value === 'string' && value !== '');
}

/**
 * GET /pullzone/{id}: PullZoneModel with every member, the uncomfortable ones first (secrets,
 * nulls, members no client needs). Certificates only with includeCertificate, as documented.
 */
export function pullZoneReadModel(zone: PullZone, includeCertificate: boolean): Record<string, unknown> {
  return {
    Id: zone.Id,
    Name: zone.Name,
    OriginUrl: zone.OriginUrl,
    Enabled: true,
    Suspended: false,
    Hostnames: zone.Hostnames.map((host) => ({
      ...host,
      Certificate: includeCertificate ? host.Certificate : null,
      CertificateKey: includeCertificate ? host.CertificateKey : null,
      CertificateKeyType: 0,
      CertificateProvisionType: host.IsSystemHostname ? 0 : 1,
    })),
    StorageZoneId: zone.StorageZoneId,
    EdgeScriptId: 0,
    EdgeScriptExecutionPhase: 0,
    MiddlewareScriptId: null,
    MagicContainersAppId: null,
    MagicContainersEndpointId: null,
    AllowedReferrers: [],
    BlockedReferrers: [],
    BlockedIps: [],
    EnableGeoZoneUS: true,
    EnableGeoZoneEU: true,
    EnableGeoZoneASIA: true,
    EnableGeoZoneSA: true,
    EnableGeoZoneAF: true,
    ZoneSecurityEnabled: false,
    ZoneSecurityKey: zone.ZoneSecurityKey,
    ZoneSecurityIncludeHashRemoteIP: false,
    IgnoreQueryStrings: zone.IgnoreQueryStrings,
    MonthlyBandwidthLimit: 0,
    MonthlyBandwidthUsed: 1048576,
    MonthlyCharges: 0.01,
    AddHostHeader: false,
    OriginHostHeader: null,
    Type: 0,
    AccessControlOriginHeaderExtensions: ['eot', 'ttf', 'woff', 'woff2', 'css'],
    EnableAccessControlOriginHeader: true,
    DisableCookies: true,
    BudgetRedirectedCountries: [],
    BlockedCountries: [],
    EnableOriginShield: false,
    CacheControlMaxAgeOverride: -1,
    CacheControlPublicMaxAgeOverride: -1,
    BurstSize: 0,
    RequestLimit: 0,
    BlockRootPathAccess: false,
    BlockPostRequests: false,
    LimitRatePerSecond: 0,
    LimitRateAfter: 0,
    ConnectionLimitPerIPCount: 0,
    PriceOverride: 0,
    AddCanonicalHeader: false,
    EnableLogging: true,
    EnableCacheSlice: false,
    EnableSmartCache: true,
    EdgeRules: zone.EdgeRules.map((rule) => structuredClone(rule)),
    EnableWebPVary: false,
    EnableAvifVary: false,
    EnableCountryCodeVary: false,
    EnableCountryStateCodeVary: false,
    EnableMobileVary: false,
    EnableCookieVary: false,
    CookieVaryParameters: [],
    EnableHostnameVary: zone.EnableHostnameVary,
    CnameDomain: `${zone.Name}.b-cdn.net`,
    AWSSigningEnabled: false,
    AWSSigningKey: null,
    AWSSigningSecret: zone.AWSSigningSecret,
    AWSSigningRegionName: null,
    LoggingIPAnonymizationEnabled: true,
    EnableTLS1: false,
    EnableTLS1_1: false,
    VerifyOriginSSL: false,
    ErrorPageEnableCustomCode: false,
    ErrorPageCustomCode: null,
    ErrorPageEnableStatuspageWidget: false,
    ErrorPageStatuspageCode: null,
    ErrorPageWhitelabel: false,
    OriginShieldZoneCode: 'FR',
    LogForwardingEnabled: false,
    LogForwardingHostname: null,
    LogForwardingPort: 0,
    LogForwardingToken: zone.LogForwardingToken,
    LogForwardingProtocol: 0,
    LoggingSaveToStorage: false,
    LoggingStorageZoneId: 0,
    FollowRedirects: false,
    VideoLibraryId: 0,
    DnsRecordId: 0,
    DnsZoneId: 0,
    DnsRecordValue: null,
    OptimizerEnabled: false,
    OriginRetries: 0,
    OriginConnectTimeout: 10,
    OriginResponseTimeout: 60,
    UseStaleWhileUpdating: false,
    UseStaleWhileOffline: false,
    CacheErrorResponses: false,
    UseBackgroundUpdate: false,
    EnableAutoSSL: false,
    EnableQueryStringOrdering: true,
    LogAnonymizationType: 0,
    LogFormat: 0,
    LogForwardingFormat: 0,
    ShieldDDosProtectionType: 1,
    ShieldDDosProtectionEnabled: false,
    OriginType: zone.OriginType,
    EnableRequestCoalescing: false,
    RequestCoalescingTimeout: 30,
    OriginLinkValue: zone.OriginLinkValue,
    DisableLetsEncrypt: false,
    EnableBunnyImageAi: false,
    BunnyAiImageBlueprints: [],
    PreloadingScreenEnabled: false,
    PreloadingScreenShowOnFirstVisit: false,
    PreloadingScreenCode: null,
    PreloadingScreenLogoUrl: null,
    PreloadingScreenCodeEnabled: false,
    PreloadingScreenTheme: 0,
    PreloadingScreenDelay: 700,
    EUUSDiscount: 0,
    SouthAmericaDiscount: 0,
    AfricaDiscount: 0,
    AsiaOceaniaDiscount: 0,
    RoutingFilters: ['all'],
    BlockNoneReferrer: false,
    StickySessionType: 0,
    StickySessionCookieName: null,
    StickySessionClientHeaders: null,
    UserId: '00000000-0000-4000-8000-000000000001',
    CacheVersion: 1,
    OptimizerEnableUpscaling: false,
    EnableWebSockets: false,
    MaxWebSocketConnections: 0,
  };
}
