import type { HttpMethod } from '../../src/api/requests.ts';
import { createHash } from 'node:crypto';
import { SEED, SEED_APP_SESSION_SECRET, SEED_STORAGE_PASSWORDS, type Emulator } from '../../emulator/server.ts';
import { SEED_RELEASE } from '../../emulator/seed.ts';
import { SEED_DATABASE_ID } from '../../emulator/database/state.ts';
import { demoInputs } from '../../scripts/demo-steps.ts';

/** The API family of an endpoint: it decides what a 401 carries (nothing, or problem details). */
type ApiArea = 'core' | 'mc' | 'shield';

/** One operation with the smallest inputs that succeed against the seeded emulator. */
export interface OperationRow {
  operation: string;
  inputs: Record<string, string>;
  /** Secret values among the inputs, for the leak check. */
  secrets: string[];
  method: HttpMethod;
  path: string;
  /** Whether the action may send the request again after it may have been processed. */
  repeatSafe: boolean;
  area: ApiArea;
  /** What the message adds to a 404, beyond the status line. */
  notFound?: string;
  /**
   * Outputs known before the request, so set even when it fails, with their values. A failed
   * step sets these and no others beyond the failure's own (error-message, error-key, status):
   * an empty record says that nothing else is known.
   */
  knownOnFailure: Record<string, string>;
  /** Outputs a failed step sets too, whose value says how it failed (a batch's result, entry by entry). */
  setOnFailure?: string[];
  /**
   * Outputs known besides knownOnFailure when the step fails knowing its write was not made (the
   * API refused it, or the platform read after it shows none), not when its outcome is unknown.
   */
  knownWhenNotWritten?: Record<string, string>;
  /** False for an operation that sends no API request (probe-url): the API's faults cannot reach it. */
  api?: false;
  /** Requests a successful step sends after this one (`PUT /path`); faults land on the first. */
  followUps?: string[];
  /**
   * Requests the step sends before this one (`GET /path`). Faults are then aimed at this
   * request by method and path; the faults that come through the inputs (a wrong key, a port
   * that is closed) meet the first request instead and are left to the rows that start there.
   */
  before?: string[];
  /** Files the step needs in its workspace, path relative to it. */
  files?: Record<string, string>;
  /** What the platform must hold beyond the seed for the step to succeed, put there before it runs. */
  arrange?: (emulator: Emulator) => void;
}

/** The built script publish-script's row publishes. */
const ROW_SCRIPT_CODE = "export default { fetch: () => new Response('fault test') };\n";

/** A secret that shares no 8 characters with what a step prints (the leak scanner looks for every 8). */
const FAULT_SECRET = 'fq3Zs9Vw-x7Lk2Rb-3b9f';

export const OPERATION_ROWS: readonly OperationRow[] = [
  {
    operation: 'add-dns-record',
    // The zone is read first in every mode (after a lost answer it says what was there before);
    // faults are aimed at the add, the request that must never be sent twice.
    inputs: {
      'zone-id': String(SEED.dnsZoneId),
      'record-type': 'A',
      'record-name': 'fault-test',
      'record-value': '192.0.2.77',
      'if-exists': 'add',
    },
    secrets: [],
    method: 'PUT',
    path: `/dnszone/${SEED.dnsZoneId}/records`,
    repeatSafe: false,
    area: 'core',
    notFound: `No DNS zone has the id ${SEED.dnsZoneId}: check zone-id.`,
    knownOnFailure: {},
    knownWhenNotWritten: { created: 'false', updated: 'false' },
    before: [`GET /dnszone/${SEED.dnsZoneId}`],
  },
  {
    operation: 'upsert-secret',
    inputs: { 'script-id': String(SEED.scriptWithRelease), 'secret-name': 'FAULT_TEST', 'secret-value': FAULT_SECRET },
    secrets: [FAULT_SECRET],
    method: 'PUT',
    path: `/compute/script/${SEED.scriptWithRelease}/secrets`,
    repeatSafe: true,
    area: 'core',
    knownOnFailure: { 'secret-name': 'FAULT_TEST' },
    setOnFailure: ['result'],
    // The variables are read before the write (a secret may not take a variable's name), then the
    // secret list: after a lost create it says the step created it.
    before: [`GET /compute/script/${SEED.scriptWithRelease}`, `GET /compute/script/${SEED.scriptWithRelease}/secrets`],
  },
  {
    operation: 'update-secret',
    inputs: { 'script-id': String(SEED.scriptWithRelease), 'secret-id': '7001', 'secret-value': FAULT_SECRET },
    secrets: [FAULT_SECRET],
    method: 'POST',
    path: `/compute/script/${SEED.scriptWithRelease}/secrets/7001`,
    repeatSafe: true,
    area: 'core',
    // The secret is the one the step names, whatever the call's fate.
    knownOnFailure: { 'secret-id': '7001' },
  },
  {
    operation: 'update-app',
    // Live mode: the read of the application comes first, the update follows it.
    inputs: { 'app-id': SEED.appId, 'image-tags': 'web=2.0.0' },
    secrets: [SEED_APP_SESSION_SECRET],
    method: 'GET',
    path: `/mc/apps/${SEED.appId}`,
    repeatSafe: true,
    area: 'mc',
    notFound: `No application has the id ${SEED.appId}: check app-id.`,
    knownOnFailure: { 'app-id': SEED.appId, 'rolled-back': 'false' },
    // The image alone, by PATCH of the container with the digest the registry gives the tag.
    followUps: [
      `GET /mc/registries/${SEED.dockerHubRegistryId}`,
      'POST /mc/registries/digest',
      `PATCH /mc/apps/${SEED.appId}/containers/ctr-0001`,
    ],
  },
  {
    operation: 'get-active-release',
    inputs: { 'script-id': String(SEED.scriptWithRelease) },
    secrets: [],
    method: 'GET',
    path: `/compute/script/${SEED.scriptWithRelease}/releases/active`,
    repeatSafe: true,
    area: 'core',
    notFound: `Script ${SEED.scriptWithRelease} has no active release or does not exist`,
    knownOnFailure: {},
  },
  {
    operation: 'get-audit-log',
    inputs: { date: SEED.auditFixedDate },
    secrets: [],
    method: 'GET',
    path: `/user/audit/${SEED.auditFixedDate}`,
    repeatSafe: true,
    area: 'core',
    knownOnFailure: { entries: '0' },
  },
  {
    operation: 'get-shield-zone',
    inputs: { 'pull-zone-id': String(SEED.pullZoneWafOn) },
    secrets: [],
    method: 'GET',
    path: `/shield/shield-zone/get-by-pullzone/${SEED.pullZoneWafOn}`,
    repeatSafe: true,
    area: 'shield',
    notFound: `Pull zone ${SEED.pullZoneWafOn} has no shield zone, or does not exist`,
    knownOnFailure: {},
  },
  {
    operation: 'search',
    inputs: demoInputs('search'),
    secrets: [],
    method: 'GET',
    path: '/search',
    repeatSafe: true,
    area: 'core',
    knownOnFailure: {},
  },
  {
    operation: 'purge-cache',
    // One whole pull zone: one request. Repeated as any safe request: a purge twice is one purge.
    inputs: { 'pull-zone-id': String(SEED.pullZoneWafOn) },
    secrets: [],
    method: 'POST',
    path: `/pullzone/${SEED.pullZoneWafOn}/purgeCache`,
    repeatSafe: true,
    area: 'core',
    notFound: `No pull zone has the id ${SEED.pullZoneWafOn}: check pull-zone-id.`,
    knownOnFailure: { purged: '0', failed: `[${SEED.pullZoneWafOn}]` },
    setOnFailure: ['result'],
  },
  {
    operation: 'publish-script',
    // No purge: its second round waits 5 s on the real clock.
    inputs: { 'script-id': String(SEED.scriptWithRelease), file: 'dist/edge.js', 'purge-linked-zones': 'false' },
    files: { 'dist/edge.js': ROW_SCRIPT_CODE },
    secrets: [],
    method: 'GET',
    path: `/compute/script/${SEED.scriptWithRelease}`,
    repeatSafe: true,
    area: 'core',
    notFound: `No Edge Script has the id ${SEED.scriptWithRelease}: check script-id.`,
    knownOnFailure: {
      'code-sha256': createHash('sha256').update(ROW_SCRIPT_CODE).digest('hex'),
      unchanged: 'false',
      'rolled-back': 'false',
    },
    followUps: [
      `GET /compute/script/${SEED.scriptWithRelease}/releases/active`,
      `POST /compute/script/${SEED.scriptWithRelease}/code`,
      `POST /compute/script/${SEED.scriptWithRelease}/publish`,
      `GET /compute/script/${SEED.scriptWithRelease}/releases/active`,
    ],
  },
  {
    operation: 'rollback-script',
    inputs: { 'script-id': String(SEED.scriptWithRelease), 'to-release-uuid': 'c3f9a06d', 'purge-linked-zones': 'false' },
    secrets: [],
    method: 'GET',
    path: `/compute/script/${SEED.scriptWithRelease}`,
    repeatSafe: true,
    area: 'core',
    notFound: `No Edge Script has the id ${SEED.scriptWithRelease}: check script-id.`,
    knownOnFailure: { 'rolled-back': 'false' },
    followUps: [
      `GET /compute/script/${SEED.scriptWithRelease}/releases/active`,
      `GET /compute/script/${SEED.scriptWithRelease}/releases`,
      // The compare-and-swap right before the re-publish; the code restored once the target is live.
      `GET /compute/script/${SEED.scriptWithRelease}/releases/active`,
      `POST /compute/script/${SEED.scriptWithRelease}/publish/c3f9a06d`,
      `GET /compute/script/${SEED.scriptWithRelease}/releases/active`,
      `POST /compute/script/${SEED.scriptWithRelease}/code`,
    ],
  },
  {
    operation: 'probe-url',
    // The emulator's control API answers 200: a live URL on loopback ({emulator} is its address).
    inputs: { url: '{emulator}/_emulator/state', 'consecutive-successes': '1', 'wait-seconds': '5', 'poll-interval-seconds': '1' },
    secrets: [],
    method: 'GET',
    path: '/_emulator/state',
    repeatSafe: true,
    area: 'core',
    api: false,
    knownOnFailure: {},
  },
  {
    operation: 'delete-dns-record',
    // The zone is read first (its 404 means the zone is missing); the seeded www record goes.
    inputs: { 'zone-id': String(SEED.dnsZoneId), 'record-type': 'A', 'record-name': 'www' },
    secrets: [],
    method: 'GET',
    path: `/dnszone/${SEED.dnsZoneId}`,
    repeatSafe: true,
    area: 'core',
    notFound: `No DNS zone has the id ${SEED.dnsZoneId}: check zone-id.`,
    knownOnFailure: { deleted: '0', 'deleted-ids': '[]', result: '[]' },
    followUps: [`DELETE /dnszone/${SEED.dnsZoneId}/records/50001`],
  },
  {
    operation: 'sync-storage',
    // The zone is read with the key (faults land there); the files go to its storage server,
    // then its linked pull zone is purged twice (no settle wait: the matrix runs on real time).
    inputs: { 'storage-zone-id': String(SEED.storageZoneId), 'source-dir': 'site', 'replication-settle-seconds': '0' },
    secrets: [SEED_STORAGE_PASSWORDS.site],
    method: 'GET',
    path: `/storagezone/${SEED.storageZoneId}`,
    repeatSafe: true,
    area: 'core',
    notFound: `No storage zone has the id ${SEED.storageZoneId}. Check storage-zone-id.`,
    knownOnFailure: {},
    followUps: [`POST /pullzone/${SEED.pullZoneSite}/purgeCache`, `POST /pullzone/${SEED.pullZoneSite}/purgeCache`],
    files: { 'site/index.html': '<h1>fault test</h1>\n', 'site/app.js': 'console.log(1);\n' },
  },
  {
    operation: 'deploy-site',
    // Upload only (promote: false): the storage zone is read first (its 404 means the zone is
    // missing), then the deploy folder listed on the storage host, then the pull zone read (a
    // folder a rule serves takes no new file), then the build uploaded on the storage host.
    inputs: {
      'pull-zone-id': String(SEED.pullZoneSite),
      'storage-zone-id': String(SEED.storageZoneId),
      'source-dir': 'dist',
      'deploy-id': 'fault01',
      promote: 'false',
    },
    secrets: [SEED_STORAGE_PASSWORDS.site],
    method: 'GET',
    path: `/storagezone/${SEED.storageZoneId}`,
    repeatSafe: true,
    area: 'core',
    notFound: `No storage zone has the id ${SEED.storageZoneId}. Check storage-zone-id.`,
    knownOnFailure: { 'deploy-id': 'fault01' },
    followUps: [`GET /pullzone/${SEED.pullZoneSite}`],
    files: { 'dist/index.html': '<h1>fault test</h1>' },
  },
  {
    operation: 'promote-site',
    // A dry run with the key: the storage zone, the deploy folder and the pull zone are read,
    // nothing is written. The deploy is put in storage first, as deploy-site with promote: false
    // leaves it: a dry run of a missing one fails, as its run would.
    inputs: {
      'pull-zone-id': String(SEED.pullZoneSite),
      'storage-zone-id': String(SEED.storageZoneId),
      'deploy-id': 'fault01',
      'dry-run': 'true',
    },
    secrets: [SEED_STORAGE_PASSWORDS.site],
    method: 'GET',
    path: `/storagezone/${SEED.storageZoneId}`,
    repeatSafe: true,
    area: 'core',
    notFound: `No storage zone has the id ${SEED.storageZoneId}. Check storage-zone-id.`,
    knownOnFailure: { 'deploy-id': 'fault01' },
    followUps: [`GET /pullzone/${SEED.pullZoneSite}`],
    arrange: (emulator) =>
      emulator.storage.state.putFile(SEED.storageZoneName, 'deploys/fault01/index.html', Buffer.from('<h1>fault01</h1>')),
  },
  {
    operation: 'remove-site-preview',
    // The pull zone is read first (its 404 means the zone is missing); the seed has no preview,
    // so a successful step reads and finds nothing to remove.
    inputs: { 'pull-zone-id': String(SEED.pullZoneSite), 'preview-hostname': 'pr-1.site.example' },
    secrets: [],
    method: 'GET',
    path: `/pullzone/${SEED.pullZoneSite}`,
    repeatSafe: true,
    area: 'core',
    notFound: `No pull zone has the id ${SEED.pullZoneSite}: check pull-zone-id.`,
    knownOnFailure: {},
  },
  {
    operation: 'sync-variables',
    // The script is read first (its variables decide what is written), then its secrets' names (a
    // variable may not take one); a successful step then creates the one variable.
    inputs: { 'script-id': String(SEED.scriptWithRelease), variables: 'FAULT_TEST=fault-test-value' },
    secrets: [],
    method: 'GET',
    path: `/compute/script/${SEED.scriptWithRelease}`,
    repeatSafe: true,
    area: 'core',
    notFound: `No edge script has the id ${SEED.scriptWithRelease}: check script-id.`,
    knownOnFailure: {},
    followUps: [`GET /compute/script/${SEED.scriptWithRelease}/secrets`, `PUT /compute/script/${SEED.scriptWithRelease}/variables`],
  },
  {
    operation: 'plan-deploys',
    // A site without paths deploys whatever git says, so the step needs no checkout; with
    // fail-open false a read the API fails fails the step with the API's words.
    inputs: { targets: `- {name: web, kind: site, pull-zone-id: ${SEED.pullZoneSite}}`, 'fail-open': 'false' },
    secrets: [],
    method: 'GET',
    path: `/pullzone/${SEED.pullZoneSite}`,
    repeatSafe: true,
    area: 'core',
    notFound: `No pull zone has the id ${SEED.pullZoneSite}: check pull-zone-id.`,
    knownOnFailure: {},
    setOnFailure: ['result'],
  },
  {
    operation: 'migrate-database',
    // With database-id the step mints a token with the key (faults land there), reads the
    // database's URL, then reads the history and applies the one file on the database's SQL API.
    inputs: { 'database-id': SEED_DATABASE_ID },
    secrets: [],
    method: 'PUT',
    path: `/database/v2/databases/${SEED_DATABASE_ID}/auth/generate`,
    repeatSafe: true,
    area: 'core',
    notFound: `No database has the id ${SEED_DATABASE_ID}. Check database-id`,
    knownOnFailure: {},
    followUps: [
      `GET /database/v2/databases/${SEED_DATABASE_ID}`,
      `POST /_db/${SEED_DATABASE_ID}/v2/pipeline`,
      `POST /_db/${SEED_DATABASE_ID}/v2/pipeline`,
    ],
    files: { 'migrations/0001_fault.sql': 'CREATE TABLE fault_test (id INTEGER PRIMARY KEY);\n' },
  },
];

/**
 * Writes that may be carried out although their answer is lost or a 5xx: the step must read the
 * platform and say what is true, never end blind. The fault matrix loses each one's answer, and
 * answers it 5xx after carrying it out.
 */
export interface UncertainWrite {
  /** The OPERATION_ROWS row whose step sends it. */
  operation: string;
  /** Inputs beyond the row's. */
  inputs?: Record<string, string>;
  method: HttpMethod;
  path: string;
  /** What the step reports once it has read the platform: its exit code and outputs. */
  exitCode: 0 | 1;
  outputs: Record<string, string>;
  /** Each is sent once: none of these writes is repeated blindly. */
  sentOnce: string[];
}

export const UNCERTAIN_WRITES: readonly UncertainWrite[] = [
  {
    operation: 'publish-script',
    method: 'POST',
    path: `/compute/script/${SEED.scriptWithRelease}/publish`,
    exitCode: 0,
    outputs: { 'rolled-back': 'false', unchanged: 'false' },
    sentOnce: [`POST /compute/script/${SEED.scriptWithRelease}/publish`],
  },
  {
    operation: 'rollback-script',
    method: 'POST',
    path: `/compute/script/${SEED.scriptWithRelease}/publish/c3f9a06d`,
    exitCode: 0,
    outputs: { 'rolled-back': 'true', 'replaced-release-uuid': SEED_RELEASE.Uuid },
    sentOnce: [`POST /compute/script/${SEED.scriptWithRelease}/publish/c3f9a06d`],
  },
];

/** "PUT /dnszone/1001/records": how the action names a request in its messages. */
export const requestName = (row: OperationRow) => `${row.method} ${row.path}`;

/** `row` with its inputs, for a run. */
export const inputsOf = (row: OperationRow, extra: Record<string, string> = {}) => ({ operation: row.operation, ...row.inputs, ...extra });
