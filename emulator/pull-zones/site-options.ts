/*
 * Where the platform's behaviour around a site is uncertain, the emulator takes the harsher
 * reading by default; each kinder reading is one member a test (or `npm run emulator`) sets.
 * storage-and-deploy-facts.md section 5 is the source of each.
 */

/** docs.bunny.net/cdn/limits: defaults that "can be increased upon request". */
const DEFAULT_EDGE_RULE_LIMIT = 50;
const DEFAULT_HOSTNAME_LIMIT = 10;
const DEFAULT_TRIGGERS_PER_RULE = 5;
const DEFAULT_PATTERNS_PER_TRIGGER = 5;
const defaultLimits = () => ({
  edgeRules: DEFAULT_EDGE_RULE_LIMIT,
  hostnames: DEFAULT_HOSTNAME_LIMIT,
  triggersPerRule: DEFAULT_TRIGGERS_PER_RULE,
  patternsPerTrigger: DEFAULT_PATTERNS_PER_TRIGGER,
});

/**
 * What storage answers for HTML: the one observation (bunny-adapters' plan) saw static HTML
 * from Storage with `cache-control: max-age=25600000` (about 296 days).
 */
const STORAGE_HTML_CACHE_CONTROL = 'public, max-age=25600000';

/**
 * The platform's CLI: "the edge may take about a minute to serve a fresh certificate" (it
 * re-probes TLS; storage-and-deploy-facts 6.2). The harsher end of "about": a full minute.
 */
const EDGE_CERTIFICATE_MS = 60_000;

/** letsencrypt.org/docs/rate-limits: 50 new certificates per registered domain every 7 days. */
const CERTIFICATES_PER_DOMAIN_WEEK = 50;
/** letsencrypt.org/docs/rate-limits: 5 new certificates per exact set of hostnames every 7 days. */
const CERTIFICATES_PER_HOSTNAME_WEEK = 5;
/** Let's Encrypt's other limits (facts 6.2): new orders per account in 3 hours, failed validations per account and hostname in an hour. */
const NEW_ORDERS_PER_THREE_HOURS = 300;
const FAILED_VALIDATIONS_PER_HOUR = 5;

export class SiteOptions {
  /**
   * Whether a hostname resolves to its pull zone (a CNAME to the system hostname), which the
   * free certificate needs. `manual` (harsher, the default): only the hostnames in `pointed`;
   * `auto`: every hostname, as if its DNS were always in place.
   */
  hostnameDns: 'manual' | 'auto' = 'manual';
  readonly pointed = new Set<string>();
  /** How long after loadFreeCertificate the pull zone reads HasCertificate (emulator clock). */
  certificateIssueMs = 4000;
  /**
   * How long after the zone reads HasCertificate the edge serves that certificate (a TLS
   * handshake for the hostname fails until then); 0 is the kinder reading, served at once.
   */
  edgeCertificateMs = EDGE_CERTIFICATE_MS;
  /** `normalised` (default): a rule is stored as the platform may keep it (folder without its leading slash, null as "", patterns lower case); `exact`: as sent. */
  ruleStorage: 'normalised' | 'exact' = 'normalised';
  /** Per pull zone (rules, hostnames) and per rule (triggers, patterns a trigger); the platform raises them on request. */
  limits = defaultLimits();
  /** The Cache-Control storage gives HTML at the edge; undefined: none. */
  htmlCacheControl: string | undefined = STORAGE_HTML_CACHE_CONTROL;
  /**
   * Whether a rule's SetResponseHeader of Cache-Control replaces the one the zone sends, which
   * facts 6.4 leave unknown. `both` (harsher, the default): the answer carries the rule's and
   * then the zone's, two Cache-Control headers; `replaces`: the rule's alone.
   */
  ruleCacheControl: 'both' | 'replaces' = 'both';
  /**
   * What a rule's URL trigger sees for a request the zone took through a wildcard hostname,
   * which facts 6.2 leave unconfirmed. `wildcard` (harsher, the default): the wildcard
   * (`https://*.preview.example.com/...`), so no rule that names one preview's host matches
   * there; `requested`: the host the visitor asked for (`https://pr-7.preview.example.com/...`).
   */
  wildcardRuleHost: 'wildcard' | 'requested' = 'wildcard';
  /**
   * When a script's release reaches a PoP: `per-pop` (harsher, the default) after that PoP's
   * propagation delay, as a change of rules does (the platform's CLI purges a script's zones,
   * waits, and purges again because the edge syncs in buckets, api-facts "Purge"); `at-once`:
   * every PoP runs it as soon as it is live.
   */
  scriptReleases: 'per-pop' | 'at-once' = 'per-pop';
  /** Hostname -> when its certificate is issued (emulator clock). */
  readonly issuing = new Map<string, number>();
  /**
   * A hostname covered by a wildcard hostname that has its certificate on another pull zone of
   * the account: the platform's CLI saw loadFreeCertificate answer 200 without an exact-name
   * certificate landing then (facts 6.2). `no-certificate` (harsher, the default): 200, and the
   * zone never reads HasCertificate; `issues`: issued as any other.
   */
  overlappingWildcard: 'no-certificate' | 'issues' = 'no-certificate';
  /** Hostnames whose loadFreeCertificate answers 200 and whose certificate never lands, whatever the cause. */
  readonly unlandedCertificates = new Set<string>();
  /** The certificate authority's limit (Let's Encrypt): certificates per registered domain in 7 days. */
  certificatesPerDomainWeek = CERTIFICATES_PER_DOMAIN_WEEK;
  /** The certificate authority's limit (Let's Encrypt): certificates for the same hostname (each certificate here names one) in 7 days. */
  certificatesPerHostnameWeek = CERTIFICATES_PER_HOSTNAME_WEEK;
  /** Every certificate issued: its hostname (the registered domain is read from it) and when (emulator clock), for the weekly limits. */
  readonly issuedCertificates: Array<{ hostname: string; at: number }> = [];
  /** The certificate authority's limit of new orders per account in 3 hours. */
  newOrdersPerThreeHours = NEW_ORDERS_PER_THREE_HOURS;
  /** When each ACME order was placed (emulator clock), issued or not, for the 3-hour limit. */
  readonly orders: number[] = [];
  /** The certificate authority's limit of failed validations per account and hostname in an hour. */
  failedValidationsPerHour = FAILED_VALIDATIONS_PER_HOUR;
  /** Every failed validation: its hostname and when (emulator clock), for the hourly limit. */
  readonly failedValidations: Array<{ hostname: string; at: number }> = [];
  /**
   * Whether a request for a hostname whose DNS does not point at its zone yet is an ACME order
   * (facts 6.2 do not say). `order` (harsher, the default): the platform places the order, the
   * validation fails, and it counts against the new-orders and failed-validations limits;
   * `precheck`: the platform checks the DNS first and places no order.
   */
  unpointedRequest: 'order' | 'precheck' = 'order';

  /** Marks hostnames as pointed at their pull zone (their DNS is in place). */
  point(...hostnames: string[]): void {
    for (const host of hostnames) this.pointed.add(host.toLowerCase());
  }

  isPointed(hostname: string): boolean {
    return this.hostnameDns === 'auto' || this.pointed.has(hostname.toLowerCase());
  }

  reset(): void {
    this.hostnameDns = 'manual';
    this.pointed.clear();
    this.certificateIssueMs = 4000;
    this.edgeCertificateMs = EDGE_CERTIFICATE_MS;
    this.ruleStorage = 'normalised';
    this.limits = defaultLimits();
    this.htmlCacheControl = STORAGE_HTML_CACHE_CONTROL;
    this.ruleCacheControl = 'both';
    this.wildcardRuleHost = 'wildcard';
    this.scriptReleases = 'per-pop';
    this.issuing.clear();
    this.overlappingWildcard = 'no-certificate';
    this.unlandedCertificates.clear();
    this.certificatesPerDomainWeek = CERTIFICATES_PER_DOMAIN_WEEK;
    this.certificatesPerHostnameWeek = CERTIFICATES_PER_HOSTNAME_WEEK;
    this.issuedCertificates.length = 0;
    this.newOrdersPerThreeHours = NEW_ORDERS_PER_THREE_HOURS;
    this.orders.length = 0;
    this.failedValidationsPerHour = FAILED_VALIDATIONS_PER_HOUR;
    this.failedValidations.length = 0;
    this.unpointedRequest = 'order';
  }
}
