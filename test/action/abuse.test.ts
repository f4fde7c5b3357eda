import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, type ExpectStatic } from 'vitest';
import { DECLARED_INPUTS } from '../../src/inputs/action-interface.ts';
import { stringify } from 'yaml';
import { SEED, SEED_STORAGE_PASSWORDS, seedAppConfig, startEmulator, type Emulator, type EmulatorOptions } from '../../emulator/server.ts';
import { DEFAULT_API_KEY, failureMessage, runAgainst } from '../support/e2e.ts';
import { actedCommands } from '../support/leak-scanner.ts';
import { OPERATION_ROWS, inputsOf, type OperationRow } from '../support/operation-table.ts';
import { injectedActions } from '../../scripts/runner-commands.ts';
import { FakeClock } from '../support/fake-clock.ts';
import type { ActionRun, RunActionOptions } from '../support/run-action.ts';
import { ShieldZones } from '../../emulator/shield/state.ts';
import { AuditLog } from '../../emulator/audit/state.ts';
import { SearchIndex } from '../../emulator/search/state.ts';

/*
 * What a hostile or careless workflow, or a hostile API, can do to the step. Every run goes
 * through runAgainst, which fails the test when the key or a listed secret is visible; every
 * run is also read the way the runner reads it, legacy `##[...]` commands included, and no
 * command that the test smuggled in may be acted on. Smuggled command data starts with INJ.
 */

const MARK = 'INJ';
/** The largest value a runner can pass: an input travels as one environment variable, and Linux refuses one over 128 KiB. */
const HUGE = 120_000;

const ROWS = new Map(OPERATION_ROWS.map((row) => [row.operation, row]));
function row(operation: string): OperationRow {
  const found = ROWS.get(operation);
  if (!found) throw new Error(`no row for ${operation}`);
  return found;
}

/** An emulator per test, not the fixture's: the tests run at once and some need options of their own. */
async function withEmulator<T>(body: (emulator: Emulator) => Promise<T>, options: EmulatorOptions = {}): Promise<T> {
  const emulator = await startEmulator(options);
  try {
    return await body(emulator);
  } finally {
    await emulator.close();
  }
}

interface Attempt {
  run: ActionRun;
  emulator: Emulator;
}

/** Runs `operation` with its minimal inputs changed by `inputs` ('' removes one). */
async function attempt(
  emulator: Emulator,
  operation: string,
  inputs: Record<string, string>,
  options: RunActionOptions & { secrets?: readonly string[] } = {},
): Promise<Attempt> {
  const base = row(operation);
  // Waits (a probe that never passes, retries) on a fake clock: no step here sleeps in real time.
  const clock = new FakeClock();
  clock.time = Date.now();
  const run = await runAgainst(emulator, inputsOf(base, inputs), {
    killAfterMs: 20_000,
    clock,
    ...(base.files ? { files: base.files } : {}),
    ...options,
    secrets: [...base.secrets, ...(options.secrets ?? [])],
  });
  return { run, emulator };
}

/** Nothing the test smuggled in acts as a command, in either syntax the runner reads. */
function expectInert(run: ActionRun, expect: ExpectStatic): void {
  const context = run.stdout.slice(0, 6000);
  expect(injectedActions(run, MARK), context).toEqual([]);
  expect(
    actedCommands(run).filter((command) => command.data.trimStart().startsWith(MARK)),
    context,
  ).toEqual([]);
}

/** Refused before any request: exit 1, one error that names the input, nothing sent. */
function expectRefused({ run, emulator }: Attempt, input: string, expect: ExpectStatic): void {
  const context = `${input}\n--- stdout ---\n${run.stdout.slice(0, 4000)}\n--- stderr ---\n${run.stderr.slice(0, 2000)}`;
  expect(run.exitCode, context).toBe(1);
  expect(failureMessage(run), context).toMatch(new RegExp(`^Input '${input}': `));
  expect(emulator.requests, context).toHaveLength(0);
  expect(actedCommands(run, ['error']).map((command) => command.data)).toEqual([failureMessage(run)]);
  expectInert(run, expect);
}

// ---- inputs ------------------------------------------------------------------------------

interface SingleLineInput {
  operation: string;
  input: string;
  valid: string;
  colonsAccepted: boolean;
  /** Inputs the row needs beside the one under test, so that its problem is the step's only one. */
  inputs?: Record<string, string>;
}

/** Every single-line input, with a valid value and whether `::warning::...` alone is accepted as a value. */
const LISTED_SINGLE_LINE_INPUTS: SingleLineInput[] = [
  { operation: 'search', input: 'operation', valid: 'search', colonsAccepted: false },
  { operation: 'search', input: 'api-key', valid: DEFAULT_API_KEY, colonsAccepted: true },
  { operation: 'search', input: 'timeout-seconds', valid: '5', colonsAccepted: false },
  { operation: 'search', input: 'max-attempts', valid: '2', colonsAccepted: false },
  { operation: 'search', input: 'dry-run', valid: 'false', colonsAccepted: false },
  { operation: 'search', input: 'api-url', valid: 'https://api.bunny.net', colonsAccepted: false },
  { operation: 'search', input: 'pr-comment', valid: 'false', colonsAccepted: false },
  { operation: 'search', input: 'github-token', valid: 'ghs_0123456789abcdefABCDEF', colonsAccepted: true },
  { operation: 'search', input: 'comment-key', valid: 'preview', colonsAccepted: true },
  { operation: 'search', input: 'allow-fork', valid: 'false', colonsAccepted: false },
  { operation: 'deploy-site', input: 'github-deployment', valid: 'false', colonsAccepted: false },
  { operation: 'deploy-site', input: 'github-environment', valid: 'production', colonsAccepted: true },
  { operation: 'add-dns-record', input: 'if-exists', valid: 'skip', colonsAccepted: false },
  { operation: 'update-app', input: 'allow-container-removal', valid: 'false', colonsAccepted: false },
  { operation: 'update-app', input: 'rollback-wait-seconds', valid: '60', colonsAccepted: false },
  { operation: 'probe-url', input: 'url', valid: 'https://example.com/', colonsAccepted: false },
  // update-app waits 0 s unless told, which leaves one attempt: the default two successes would be a problem of their own.
  {
    operation: 'update-app',
    input: 'probe-url',
    valid: 'https://example.com/',
    colonsAccepted: false,
    inputs: { 'consecutive-successes': '1' },
  },
  { operation: 'probe-url', input: 'expect-status', valid: '200', colonsAccepted: false },
  { operation: 'probe-url', input: 'expect-body-regex', valid: 'ok', colonsAccepted: true },
  { operation: 'probe-url', input: 'expect-header', valid: 'x-release: 1', colonsAccepted: false },
  { operation: 'probe-url', input: 'expect-commit', valid: 'abcdef0', colonsAccepted: false },
  { operation: 'probe-url', input: 'method', valid: 'GET', colonsAccepted: false },
  { operation: 'probe-url', input: 'consecutive-successes', valid: '1', colonsAccepted: false },
  { operation: 'probe-url', input: 'cache-bust', valid: 'query', colonsAccepted: false },
  { operation: 'probe-url', input: 'max-redirects', valid: '3', colonsAccepted: false },
  { operation: 'update-app', input: 'rollback-on-probe-error', valid: 'false', colonsAccepted: false },
  { operation: 'delete-dns-record', input: 'record-id', valid: '50001', colonsAccepted: false },
  { operation: 'delete-dns-record', input: 'if-missing', valid: 'skip', colonsAccepted: false },
  { operation: 'delete-dns-record', input: 'allow-multiple', valid: 'false', colonsAccepted: false },
  { operation: 'deploy-site', input: 'storage-zone-id', valid: '5001', colonsAccepted: false },
  { operation: 'deploy-site', input: 'source-dir', valid: 'dist', colonsAccepted: false },
  { operation: 'deploy-site', input: 'deploy-id', valid: 'fault02', colonsAccepted: false },
  { operation: 'deploy-site', input: 'promote', valid: 'false', colonsAccepted: false },
  { operation: 'deploy-site', input: 'keep-deploys', valid: '5', colonsAccepted: false },
  { operation: 'deploy-site', input: 'include-hidden', valid: 'false', colonsAccepted: false },
  { operation: 'deploy-site', input: 'require-index', valid: 'true', colonsAccepted: false },
  { operation: 'deploy-site', input: 'html-cache-control', valid: 'public, max-age=0', colonsAccepted: false },
  { operation: 'promote-site', input: 'only-if-live-deploy-id', valid: 'fault00', colonsAccepted: false },
  { operation: 'remove-site-preview', input: 'preview-hostname', valid: 'pr-1.site.example', colonsAccepted: false },
  { operation: 'remove-site-preview', input: 'remove-hostname', valid: 'true', colonsAccepted: false },
  { operation: 'add-dns-record', input: 'zone-id', valid: '1001', colonsAccepted: false },
  { operation: 'add-dns-record', input: 'record-type', valid: 'A', colonsAccepted: false },
  { operation: 'add-dns-record', input: 'record-name', valid: 'www2', colonsAccepted: true },
  { operation: 'add-dns-record', input: 'ttl', valid: '300', colonsAccepted: false },
  { operation: 'add-dns-record', input: 'priority', valid: '10', colonsAccepted: false },
  { operation: 'add-dns-record', input: 'weight', valid: '5', colonsAccepted: false },
  { operation: 'add-dns-record', input: 'port', valid: '443', colonsAccepted: false },
  { operation: 'add-dns-record', input: 'flags', valid: '0', colonsAccepted: false },
  // A CAA record, the one type that keeps a tag, reads it as 1 to 15 letters and digits.
  { operation: 'add-dns-record', input: 'tag', valid: 'issue', colonsAccepted: false, inputs: { 'record-type': 'CAA' } },
  { operation: 'add-dns-record', input: 'pull-zone-id', valid: '3001', colonsAccepted: false },
  { operation: 'add-dns-record', input: 'script-id', valid: '2001', colonsAccepted: false },
  { operation: 'upsert-secret', input: 'script-id', valid: '2001', colonsAccepted: false },
  { operation: 'upsert-secret', input: 'secret-name', valid: 'NAME', colonsAccepted: true },
  { operation: 'upsert-secret', input: 'concurrency', valid: '2', colonsAccepted: false },
  { operation: 'update-secret', input: 'script-id', valid: '2001', colonsAccepted: false },
  { operation: 'update-secret', input: 'secret-id', valid: '7001', colonsAccepted: false },
  { operation: 'update-app', input: 'app-id', valid: SEED.appId, colonsAccepted: true },
  { operation: 'get-active-release', input: 'script-id', valid: '2001', colonsAccepted: false },
  { operation: 'get-active-release', input: 'expected-commit-sha', valid: '4f2a9c8', colonsAccepted: false },
  { operation: 'get-active-release', input: 'wait-seconds', valid: '0', colonsAccepted: false },
  { operation: 'get-active-release', input: 'poll-interval-seconds', valid: '5', colonsAccepted: false },
  { operation: 'get-audit-log', input: 'date', valid: SEED.auditFixedDate, colonsAccepted: false },
  { operation: 'get-audit-log', input: 'order', valid: 'Ascending', colonsAccepted: false },
  { operation: 'get-audit-log', input: 'limit', valid: '10', colonsAccepted: false },
  { operation: 'get-audit-log', input: 'continuation-token', valid: 'abc', colonsAccepted: true },
  { operation: 'get-audit-log', input: 'all-pages', valid: 'true', colonsAccepted: false },
  { operation: 'get-audit-log', input: 'max-entries', valid: '5', colonsAccepted: false },
  { operation: 'get-audit-log', input: 'output-file', valid: 'audit.jsonl', colonsAccepted: true },
  { operation: 'get-shield-zone', input: 'pull-zone-id', valid: '3001', colonsAccepted: false },
  { operation: 'get-shield-zone', input: 'require-waf', valid: 'true', colonsAccepted: false },
  { operation: 'search', input: 'query', valid: 'preview', colonsAccepted: true },
  { operation: 'search', input: 'from', valid: '0', colonsAccepted: false },
  { operation: 'search', input: 'size', valid: '5', colonsAccepted: false },
  { operation: 'search', input: 'result-type', valid: 'cdn', colonsAccepted: false },
  { operation: 'purge-cache', input: 'cache-tag', valid: 'release-42', colonsAccepted: true },
  { operation: 'purge-cache', input: 'exact-path', valid: 'false', colonsAccepted: false },
  { operation: 'upsert-secret', input: 'prune', valid: 'false', colonsAccepted: false },
  { operation: 'upsert-secret', input: 'max-prune', valid: '5', colonsAccepted: false },
  { operation: 'upsert-secret', input: 'allow-prune-all', valid: 'false', colonsAccepted: false },
  { operation: 'publish-script', input: 'script-id', valid: '2001', colonsAccepted: false },
  { operation: 'publish-script', input: 'file', valid: 'dist/edge.js', colonsAccepted: false },
  { operation: 'publish-script', input: 'if-unchanged', valid: 'skip', colonsAccepted: false },
  { operation: 'publish-script', input: 'purge-linked-zones', valid: 'false', colonsAccepted: false },
  { operation: 'publish-script', input: 'rollback-on-failure', valid: 'false', colonsAccepted: false },
  { operation: 'publish-script', input: 'wait-seconds', valid: '60', colonsAccepted: false },
  { operation: 'publish-script', input: 'poll-interval-seconds', valid: '2', colonsAccepted: false },
  { operation: 'publish-script', input: 'deployment-key', valid: 'deploy-key-0123456789', colonsAccepted: true },
  { operation: 'publish-script', input: 'github-oidc', valid: 'false', colonsAccepted: false },
  { operation: 'publish-script', input: 'verify', valid: 'none', colonsAccepted: false },
  { operation: 'rollback-script', input: 'script-id', valid: '2001', colonsAccepted: false },
  { operation: 'rollback-script', input: 'to-release-uuid', valid: 'c3f9a06d', colonsAccepted: false },
  { operation: 'rollback-script', input: 'only-if-live-uuid', valid: '6f1c2a4e-8d3b-4c5a-9e7f-0a1b2c3d4e5f', colonsAccepted: false },
  { operation: 'rollback-script', input: 'restore-code', valid: 'true', colonsAccepted: false },
  { operation: 'rollback-script', input: 'purge-linked-zones', valid: 'false', colonsAccepted: false },
  { operation: 'sync-storage', input: 'storage-zone-id', valid: String(SEED.storageZoneId), colonsAccepted: false },
  { operation: 'sync-storage', input: 'source-dir', valid: 'site', colonsAccepted: false },
  // A folder may be named so: the path is percent-encoded, never read as a command.
  { operation: 'sync-storage', input: 'target-path', valid: 'site', colonsAccepted: true },
  { operation: 'sync-storage', input: 'include-hidden', valid: 'false', colonsAccepted: false },
  { operation: 'sync-storage', input: 'replication-settle-seconds', valid: '0', colonsAccepted: false },
  { operation: 'sync-storage', input: 'concurrency', valid: '4', colonsAccepted: false },
  { operation: 'sync-storage', input: 'max-prune', valid: '10', colonsAccepted: false },
  { operation: 'sync-storage', input: 'purge-linked-zones', valid: 'false', colonsAccepted: false },
  { operation: 'plan-deploys', input: 'fail-open', valid: 'false', colonsAccepted: false },
  { operation: 'migrate-database', input: 'dir', valid: 'migrations', colonsAccepted: false },
  { operation: 'migrate-database', input: 'max-migrations', valid: '10', colonsAccepted: false },
  { operation: 'migrate-database', input: 'allow-out-of-order', valid: 'false', colonsAccepted: false },
];

/** sync-storage with the zone password instead of the key: the form of the inputs below. */
const PASSWORD_FORM = {
  'storage-zone-id': '',
  'storage-zone-name': SEED.storageZoneName,
  'storage-password': SEED_STORAGE_PASSWORDS.site,
  'storage-hostname': '127.0.0.1:9',
};

/** Inputs that hold several lines by design, with a value that adds a command line, and whether it is accepted. */
const MULTI_LINE_INPUTS: Array<{
  operation: string;
  input: string;
  inputs: Record<string, string>;
  env?: Record<string, string>;
  accepted: boolean;
}> = [
  { operation: 'add-dns-record', input: 'record-value', inputs: { 'record-value': '192.0.2.1\n::warning::INJ-newline' }, accepted: false },
  {
    operation: 'add-dns-record',
    input: 'record-value',
    inputs: { 'record-type': 'TXT', 'record-value': 'v=spf1 -all\n::warning::INJ-newline' },
    accepted: true,
  },
  { operation: 'add-dns-record', input: 'comment', inputs: { comment: 'a note\n::warning::INJ-newline' }, accepted: true },
  {
    operation: 'add-dns-record',
    input: 'record',
    inputs: { 'record-type': '', 'record-name': '', 'record-value': '', record: 'Ttl: 300\n::warning::INJ-newline' },
    accepted: false,
  },
  {
    operation: 'upsert-secret',
    input: 'secrets',
    inputs: { 'secret-name': '', 'secret-value': '', secrets: 'A_ONE\n::warning::INJ-newline' },
    env: { A_ONE: 'f1rst-Qz8w-v4lu' },
    accepted: false,
  },
  { operation: 'upsert-secret', input: 'secret-value', inputs: { 'secret-value': 'a secret\n::warning::INJ-newline' }, accepted: true },
  { operation: 'update-secret', input: 'secret-value', inputs: { 'secret-value': 'a secret\n::warning::INJ-newline' }, accepted: true },
  { operation: 'update-app', input: 'app-config', inputs: { 'app-config': 'name: x\n::warning::INJ-newline' }, accepted: false },
  { operation: 'update-app', input: 'image-tags', inputs: { 'image-tags': 'web=1.4.3\n::warning::INJ-newline' }, accepted: false },
  { operation: 'get-audit-log', input: 'products', inputs: { products: 'dns\n::warning::INJ-newline' }, accepted: true },
  { operation: 'get-audit-log', input: 'resource-types', inputs: { 'resource-types': 'Zone\n::warning::INJ-newline' }, accepted: true },
  { operation: 'get-audit-log', input: 'resource-ids', inputs: { 'resource-ids': '1001\n::warning::INJ-newline' }, accepted: true },
  { operation: 'get-audit-log', input: 'actor-ids', inputs: { 'actor-ids': 'user-1\n::warning::INJ-newline' }, accepted: true },
  { operation: 'purge-cache', input: 'pull-zone-id', inputs: { 'pull-zone-id': '3001\n::warning::INJ-newline' }, accepted: false },
  {
    operation: 'purge-cache',
    input: 'urls',
    inputs: { 'pull-zone-id': '', urls: 'https://cdn.example.com/a.css\n::warning::INJ-newline' },
    accepted: false,
  },
  {
    operation: 'upsert-secret',
    input: 'keep',
    inputs: { 'secret-name': '', 'secret-value': '', secrets: 'API_TOKEN', prune: 'true', keep: 'DATABASE_*\n::warning::INJ-newline' },
    env: { API_TOKEN: 'f1rst-Qz8w-v4lu' },
    accepted: true,
  },
  { operation: 'publish-script', input: 'note', inputs: { note: 'Deploy\n::warning::INJ-newline' }, accepted: true },
  {
    operation: 'probe-url',
    input: 'expect-body',
    inputs: { 'expect-body': 'ok\n::warning::INJ-newline', 'wait-seconds': '1' },
    accepted: true,
  },
  { operation: 'probe-url', input: 'headers', inputs: { headers: 'X-A=PATH\n::warning::INJ-newline' }, accepted: false },
  { operation: 'rollback-script', input: 'note', inputs: { note: 'Roll back\n::warning::INJ-newline' }, accepted: true },
  { operation: 'sync-storage', input: 'exclude', inputs: { exclude: '**/*.map\n::warning::INJ-newline' }, accepted: true },
  {
    operation: 'sync-storage',
    input: 'purge-pull-zone-ids',
    inputs: { 'purge-pull-zone-ids': `${SEED.pullZoneSite}\n::warning::INJ-newline` },
    accepted: false,
  },
  {
    operation: 'sync-storage',
    input: 'storage-zone-name',
    inputs: { ...PASSWORD_FORM, 'storage-zone-name': 'site-zone\n::warning::INJ-newline' },
    accepted: false,
  },
  {
    operation: 'sync-storage',
    input: 'storage-password',
    inputs: { ...PASSWORD_FORM, 'storage-password': 'pass-word\n::warning::INJ-newline' },
    accepted: false,
  },
  {
    operation: 'sync-storage',
    input: 'storage-hostname',
    inputs: { ...PASSWORD_FORM, 'storage-hostname': '127.0.0.1:9\n::warning::INJ-newline' },
    accepted: false,
  },
  {
    operation: 'migrate-database',
    input: 'database-url',
    inputs: { 'database-id': '', 'database-url': 'http://127.0.0.1:9/_db/x\n::warning::INJ-newline', 'database-token': 'tok-Wd8pQ2-zz' },
    accepted: false,
  },
  {
    operation: 'migrate-database',
    input: 'database-token',
    inputs: { 'database-id': '', 'database-url': 'http://127.0.0.1:9/_db/x', 'database-token': 'tok-Wd8pQ2\n::warning::INJ-newline' },
    accepted: false,
  },
  {
    operation: 'sync-storage',
    input: 'storage-region',
    inputs: { ...PASSWORD_FORM, 'storage-hostname': '', 'storage-region': 'DE\n::warning::INJ-newline' },
    accepted: false,
  },
  { operation: 'deploy-site', input: 'exclude', inputs: { exclude: '*.map\n::warning::INJ-newline' }, accepted: true },
  {
    operation: 'sync-variables',
    input: 'variables',
    inputs: { variables: 'API_URL=https://a.example\n::warning::INJ-newline' },
    accepted: false,
  },
  { operation: 'publish-script', input: 'require-env', inputs: { 'require-env': 'API_URL\n::warning::INJ-newline' }, accepted: false },
  {
    operation: 'plan-deploys',
    input: 'targets',
    // A member of a target is carried to the matrix as it is: into an output, never acted on.
    inputs: {
      targets: `- name: web\n  kind: site\n  pull-zone-id: ${SEED.pullZoneSite}\n  note: |\n    ::warning::INJ-newline\n    ##[add-mask]INJ-legacy`,
    },
    accepted: true,
  },
];

/**
 * The single-line inputs above, and each input an operation's row in the operation table
 * gives that neither list names, drawn from the first such row with its value there as the
 * valid one: a new operation's inputs arrive with their bad-input cases. A drawn input is held
 * to the strictest reading (a workflow command as its whole value is refused); one that
 * carries it as text gets a row above with `colonsAccepted: true`.
 */
const SINGLE_LINE_INPUTS: SingleLineInput[] = [...LISTED_SINGLE_LINE_INPUTS, ...drawnFromOperationRows()];

function drawnFromOperationRows(): SingleLineInput[] {
  const listed = new Set([...LISTED_SINGLE_LINE_INPUTS, ...MULTI_LINE_INPUTS].map(({ input }) => input));
  const drawn = new Map<string, SingleLineInput>();
  for (const { operation, inputs } of OPERATION_ROWS) {
    for (const [input, valid] of Object.entries(inputs)) {
      if (!listed.has(input) && !drawn.has(input) && !valid.includes('\n'))
        drawn.set(input, { operation, input, valid, colonsAccepted: false });
    }
  }
  return [...drawn.values()];
}

/** Inputs read as numbers or booleans: refused by the same readers whatever their text, so fewer variants are run. */
const NUMERIC = new Set([
  'record-id',
  'keep-deploys',
  'consecutive-successes',
  'max-redirects',
  'rollback-wait-seconds',
  'timeout-seconds',
  'max-attempts',
  'zone-id',
  'ttl',
  'priority',
  'weight',
  'port',
  'flags',
  'pull-zone-id',
  'script-id',
  'concurrency',
  'secret-id',
  'wait-seconds',
  'poll-interval-seconds',
  'limit',
  'max-entries',
  'from',
  'size',
  'max-prune',
  'storage-zone-id',
  'replication-settle-seconds',
  'max-migrations',
]);
const BOOLEAN = new Set([
  'github-deployment',
  'allow-multiple',
  'remove-hostname',
  'promote',
  'rollback-on-probe-error',
  'allow-container-removal',
  'dry-run',
  'pr-comment',
  'allow-fork',
  'all-pages',
  'require-waf',
  'exact-path',
  'prune',
  'allow-prune-all',
  'purge-linked-zones',
  'rollback-on-failure',
  'restore-code',
  'github-oidc',
  'include-hidden',
  'require-index',
  'fail-open',
  'allow-out-of-order',
]);
const isText = (input: string) => !NUMERIC.has(input) && !BOOLEAN.has(input);

/** The secret values an input may carry, for the leak check when they are the secret inputs. */
function secretsOf(inputs: Record<string, string>, env: Record<string, string> = {}): string[] {
  return [inputs['secret-value'], inputs['api-key'], inputs['github-token'], inputs['deployment-key'], ...Object.values(env)].filter(
    (v): v is string => typeof v === 'string' && v !== '',
  );
}

describe('abuse: coverage', () => {
  // A new input arrives with its bad-input cases: a row here, or this test names it.
  it('has a row for every input action.yml declares', () => {
    const covered = new Set([...SINGLE_LINE_INPUTS, ...MULTI_LINE_INPUTS].map((row) => row.input));
    expect(DECLARED_INPUTS.filter((input) => !covered.has(input))).toEqual([]);
  });
});

describe.concurrent('abuse: inputs', () => {
  for (const { operation, input, valid, inputs: beside } of SINGLE_LINE_INPUTS) {
    it(`refuses a newline and a command in ${input} (${operation})`, ({ expect }) =>
      withEmulator(async (emulator) => {
        const inputs = { ...beside, [input]: `${valid}\n::warning::INJ-newline\n##[add-mask]INJ-legacy` };
        expectRefused(await attempt(emulator, operation, inputs, { secrets: secretsOf(inputs) }), input, expect);
      }));
  }

  // Numbers and booleans refuse this as they refuse the newline above; the text inputs are the ones to watch.
  for (const { operation, input, colonsAccepted, inputs: beside } of SINGLE_LINE_INPUTS.filter(({ input }) => isText(input))) {
    it(`${colonsAccepted ? 'carries' : 'refuses'} a workflow command as the whole value of ${input} (${operation}), acting on none`, ({
      expect,
    }) =>
      withEmulator(async (emulator) => {
        // No space in it: a name or a key with a space is refused for that alone.
        const inputs = { ...beside, [input]: '::warning::INJ-colons##[add-mask]INJ-legacy' };
        const result = await attempt(emulator, operation, inputs, { secrets: secretsOf(inputs) });
        if (colonsAccepted) {
          expectInert(result.run, expect);
          // Whatever the API made of it, the step did not fail on the input.
          expect(failureMessage(result.run)).not.toMatch(/^Input /);
        } else {
          expectRefused(result, input, expect);
        }
      }));
  }

  for (const { operation, input, inputs, env, accepted } of MULTI_LINE_INPUTS) {
    it(`${accepted ? 'carries' : 'refuses'} a command line in the multi-line ${input} (${operation}${inputs['record-type'] ? ` ${inputs['record-type']}` : ''}), acting on none`, ({
      expect,
    }) =>
      withEmulator(async (emulator) => {
        const result = await attempt(emulator, operation, inputs, { env: env ?? {}, secrets: secretsOf(inputs, env) });
        if (accepted) {
          // An operation that sends no API request (probe-url) shows it took the value by not failing on it.
          if (row(operation).api === false) expect(failureMessage(result.run)).not.toMatch(/^Input /);
          else expect(result.emulator.requests.length).toBeGreaterThan(0);
          expectInert(result.run, expect);
        } else {
          expectRefused(result, input, expect);
        }
      }));
  }

  // Every input that takes text, at the largest size a runner can deliver.
  const HUGE_INPUTS: Array<{ operation: string; input: string; inputs?: Record<string, string> }> = [
    // Text inputs all, and one number of each reader: Inputs.id, Inputs.integer and the DNS field reader.
    ...SINGLE_LINE_INPUTS.filter(({ input }) => isText(input) || ['zone-id', 'timeout-seconds', 'ttl'].includes(input)).map(
      ({ operation, input, inputs }) => ({ operation, input, ...(inputs ? { inputs } : {}) }),
    ),
    { operation: 'add-dns-record', input: 'record-value', inputs: { 'record-type': 'TXT' } },
    { operation: 'add-dns-record', input: 'comment' },
    // The row's record-type, record-name and record-value stay: a missing one, or an A record
    // without its value, is named beside record's problem.
    { operation: 'add-dns-record', input: 'record' },
    { operation: 'upsert-secret', input: 'secret-value' },
    { operation: 'upsert-secret', input: 'secrets', inputs: { 'secret-name': '', 'secret-value': '' } },
    { operation: 'update-secret', input: 'secret-value' },
    { operation: 'update-app', input: 'app-config' },
    { operation: 'update-app', input: 'image-tags' },
    { operation: 'get-audit-log', input: 'products' },
    { operation: 'get-audit-log', input: 'resource-types' },
    { operation: 'get-audit-log', input: 'resource-ids' },
    { operation: 'get-audit-log', input: 'actor-ids' },
    { operation: 'purge-cache', input: 'urls', inputs: { 'pull-zone-id': '' } },
    // Checked whether or not prune is on, so the single-secret row shows it alone.
    { operation: 'upsert-secret', input: 'keep' },
    { operation: 'publish-script', input: 'note' },
    { operation: 'sync-variables', input: 'variables' },
    { operation: 'publish-script', input: 'require-env' },
    { operation: 'plan-deploys', input: 'targets' },
  ];
  for (const { operation, input, inputs } of HUGE_INPUTS) {
    it(`refuses a value of ${HUGE} characters in ${input} (${operation})`, ({ expect }) =>
      withEmulator(async (emulator) => {
        const value = NUMERIC.has(input) ? '7'.repeat(HUGE) : 'a'.repeat(HUGE);
        const all = { ...inputs, [input]: input === 'record' ? `Comment: ${value}` : value };
        expectRefused(await attempt(emulator, operation, all, { secrets: secretsOf(all) }), input, expect);
      }));
  }

  it('refuses an app-config file of more than 1 MB', ({ expect }) =>
    withEmulator(async (emulator) => {
      const big = stringify({ ...seedAppConfig(), padding: 'p'.repeat(1_100_000) });
      const result = await attempt(emulator, 'update-app', { 'app-config': 'big.yaml' }, { files: { 'big.yaml': big } });
      expectRefused(result, 'app-config', expect);
      expect(failureMessage(result.run)).toContain('is at most 1000000');
    }));

  // Numbers the way people and tools mistype them.
  const WRONG_NUMBERS = ['007', '+7', '-7', '7 7', '\uFEFF7', '7\u00A0', '\u00A07', '7.0', '9007199254740993', '9223372036854775808'];
  const FEW = ['\uFEFF7', '7\u00A0', '9223372036854775808'];
  /** For the inputs that share Inputs.integer, whose full set zone-id and pull-zone-id already run. */
  const TWO = ['\uFEFF7', '9223372036854775808'];
  const NUMBER_INPUTS: Array<{ operation: string; input: string; values: string[] }> = [
    { operation: 'add-dns-record', input: 'zone-id', values: WRONG_NUMBERS },
    { operation: 'add-dns-record', input: 'ttl', values: WRONG_NUMBERS.filter((v) => v !== '-7') },
    { operation: 'add-dns-record', input: 'pull-zone-id', values: WRONG_NUMBERS },
    { operation: 'add-dns-record', input: 'script-id', values: [...FEW, '-7'] },
    { operation: 'add-dns-record', input: 'record-type', values: ['\uFEFFA', 'A\u00A0'] },
    { operation: 'add-dns-record', input: 'priority', values: FEW },
    { operation: 'add-dns-record', input: 'weight', values: FEW },
    { operation: 'add-dns-record', input: 'port', values: FEW },
    { operation: 'add-dns-record', input: 'flags', values: [...FEW, '256'] },
    { operation: 'get-shield-zone', input: 'pull-zone-id', values: [...WRONG_NUMBERS, '2147483648'] },
    { operation: 'upsert-secret', input: 'script-id', values: TWO },
    { operation: 'upsert-secret', input: 'concurrency', values: TWO },
    { operation: 'update-secret', input: 'script-id', values: TWO },
    { operation: 'update-secret', input: 'secret-id', values: ['007', '+7', ...TWO] },
    { operation: 'get-active-release', input: 'script-id', values: TWO },
    { operation: 'get-active-release', input: 'wait-seconds', values: TWO },
    { operation: 'get-active-release', input: 'poll-interval-seconds', values: TWO },
    { operation: 'get-audit-log', input: 'limit', values: TWO },
    { operation: 'get-audit-log', input: 'max-entries', values: TWO },
    { operation: 'search', input: 'from', values: [...TWO, '2147483648'] },
    { operation: 'search', input: 'size', values: [...TWO, '2147483648'] },
    { operation: 'search', input: 'timeout-seconds', values: TWO },
    { operation: 'search', input: 'max-attempts', values: TWO },
    { operation: 'purge-cache', input: 'pull-zone-id', values: [...TWO, '0', '-7'] },
    { operation: 'upsert-secret', input: 'max-prune', values: [...TWO, '1001', '-1'] },
    { operation: 'publish-script', input: 'script-id', values: TWO },
    { operation: 'publish-script', input: 'wait-seconds', values: [...TWO, '21601', '-1'] },
    { operation: 'publish-script', input: 'poll-interval-seconds', values: [...TWO, '0'] },
    { operation: 'rollback-script', input: 'script-id', values: TWO },
    { operation: 'rollback-script', input: 'wait-seconds', values: [...TWO, '21601'] },
  ];
  for (const { operation, input, values } of NUMBER_INPUTS) {
    for (const value of values) {
      it(`refuses ${JSON.stringify(value)} in ${input} (${operation})`, ({ expect }) =>
        withEmulator(async (emulator) => {
          // A wait needs the commit it waits for, so that the number is what is refused.
          const extra =
            operation === 'get-active-release' && (input === 'wait-seconds' || input === 'poll-interval-seconds')
              ? { 'expected-commit-sha': SEED.activeCommitSha }
              : {};
          const result = await attempt(emulator, operation, { ...extra, [input]: value });
          expectRefused(result, input, expect);
          expect(failureMessage(result.run)).toMatch(/\bgot\b/);
        }));
    }
  }
});

describe.concurrent('abuse: inputs that do not fit together', () => {
  /** Each refused before any request, naming the input at fault. */
  const CASES: Array<{ operation: string; input: string; inputs: Record<string, string>; message: string }> = [
    {
      operation: 'purge-cache',
      input: 'urls',
      inputs: { 'pull-zone-id': '', urls: 'ftp://cdn.example.com/a.css' },
      message: 'is a ftp URL',
    },
    {
      operation: 'purge-cache',
      input: 'urls',
      inputs: { 'pull-zone-id': '', urls: 'https://cdn.example.com/ok.css\nfile:///etc/passwd' },
      message: 'line 2:',
    },
    {
      operation: 'purge-cache',
      input: 'cache-tag',
      inputs: { 'pull-zone-id': '', urls: 'https://cdn.example.com/a.css', 'cache-tag': 'v2' },
      message: 'applies to pull-zone-id only',
    },
    { operation: 'purge-cache', input: 'pull-zone-id', inputs: { 'pull-zone-id': '' }, message: 'needs pull-zone-id' },
    {
      operation: 'purge-cache',
      input: 'urls',
      inputs: { urls: 'https://cdn.example.com/a.css' },
      message: 'cannot be combined with pull-zone-id',
    },
    { operation: 'purge-cache', input: 'exact-path', inputs: { 'exact-path': 'true' }, message: 'applies to urls only' },
    { operation: 'upsert-secret', input: 'prune', inputs: { prune: 'true' }, message: 'needs the list in secrets' },
    { operation: 'upsert-secret', input: 'keep', inputs: { keep: 'LEGACY_*\n\nOTHER_*' }, message: 'line 2 is empty' },
    {
      operation: 'upsert-secret',
      input: 'max-prune',
      inputs: { 'max-prune': '1001' },
      message: 'expected a decimal integer from 0 to 1000',
    },
    {
      operation: 'sync-variables',
      input: 'variables',
      inputs: { variables: 'API_URL=a\nAPI_URL=b' },
      message: 'line 2: API_URL is listed twice',
    },
    { operation: 'sync-variables', input: 'keep', inputs: { prune: 'true', keep: 'LEGACY_*\n\nOTHER_*' }, message: 'line 2 is empty' },
    {
      operation: 'publish-script',
      input: 'require-env',
      inputs: {
        'api-key': '',
        'deployment-key': 'dk-0123456789abcdef',
        'probe-url': 'https://example.com/',
        'expect-body': 'ok',
        'require-env': 'API_URL',
      },
      message: 'needs api-key',
    },
  ];
  for (const { operation, input, inputs, message } of CASES) {
    it(`refuses ${input} as ${JSON.stringify(inputs)} (${operation})`, ({ expect }) =>
      withEmulator(async (emulator) => {
        const result = await attempt(emulator, operation, inputs);
        expectRefused(result, input, expect);
        expect(failureMessage(result.run)).toContain(message);
      }));
  }
});

describe.concurrent('abuse: paths that leave the workspace', () => {
  /** A workspace beside a directory outside it that holds a valid configuration. */
  async function layout(): Promise<{ root: string; workspace: string; outside: string }> {
    const root = await mkdtemp(join(tmpdir(), 'abuse-paths-'));
    const workspace = join(root, 'workspace');
    const outside = join(root, 'outside');
    await mkdir(workspace);
    await mkdir(outside);
    await writeFile(join(outside, 'app.yaml'), stringify(seedAppConfig()));
    await symlink(join(outside, 'app.yaml'), join(workspace, 'linked.yaml'));
    await symlink(outside, join(workspace, 'linked-dir'));
    await symlink(join(outside, 'not-yet.jsonl'), join(workspace, 'dangling.jsonl'));
    // Relative, from the real directory of the link: root/escaped.jsonl, not workspace/escaped.jsonl.
    await symlink('../escaped.jsonl', join(outside, 'escape-link'));
    return { root, workspace, outside };
  }

  const CASES: Array<{ input: 'app-config' | 'output-file'; value: (outside: string) => string; what: string }> = [
    { input: 'app-config', value: () => '../outside/app.yaml', what: 'a relative path with ..' },
    { input: 'app-config', value: (outside) => join(outside, 'app.yaml'), what: 'an absolute path' },
    { input: 'app-config', value: () => 'linked.yaml', what: 'a symbolic link to a file outside' },
    { input: 'app-config', value: () => 'linked-dir/app.yaml', what: 'a path through a linked directory' },
    { input: 'app-config', value: () => 'sub/../../outside/app.yaml', what: 'a path that climbs out of a subdirectory' },
    { input: 'output-file', value: () => '../outside/audit.jsonl', what: 'a relative path with ..' },
    { input: 'output-file', value: (outside) => join(outside, 'audit.jsonl'), what: 'an absolute path' },
    { input: 'output-file', value: () => 'linked-dir/audit.jsonl', what: 'a path through a linked directory' },
    { input: 'output-file', value: () => 'dangling.jsonl', what: 'a symbolic link to a file outside that does not exist yet' },
    { input: 'output-file', value: () => 'linked-dir/escape-link', what: 'a dangling relative link reached through a linked directory' },
  ];
  for (const { input, value, what } of CASES) {
    it(`refuses ${input} as ${what}`, ({ expect }) =>
      withEmulator(async (emulator) => {
        const { root, workspace, outside } = await layout();
        const before = { root: await readdir(root), outside: await readdir(outside) };
        const operation = input === 'app-config' ? 'update-app' : 'get-audit-log';
        const result = await attempt(emulator, operation, { [input]: value(outside) }, { workspace });
        expectRefused(result, input, expect);
        expect(failureMessage(result.run)).toContain('leaves the workspace');
        // Nothing was written outside.
        expect({ root: await readdir(root), outside: await readdir(outside) }).toEqual(before);
      }));
  }

  it('still writes output-file inside the workspace', ({ expect }) =>
    withEmulator(async (emulator) => {
      const { workspace } = await layout();
      const { run } = await attempt(emulator, 'get-audit-log', { 'output-file': 'logs/audit.jsonl' }, { workspace });
      expect(run.exitCode).toBe(0);
      expect(existsSync(join(workspace, 'logs/audit.jsonl'))).toBe(true);
    }));
});

describe.concurrent('abuse: api-url that would send the key elsewhere', () => {
  const CASES: Array<[string, (port: number) => string, string]> = [
    ['user info', (port) => `http://admin:pa55word@127.0.0.1:${port}`, 'credentials in the URL are not allowed'],
    ['user info over https', () => 'https://admin:pa55word@api.bunny.net', 'credentials in the URL are not allowed'],
    ['a query string', (port) => `http://127.0.0.1:${port}/?key=pa55word`, 'a query string is not allowed'],
    ['an empty query string', (port) => `http://127.0.0.1:${port}?`, 'a query string is not allowed'],
    ['a fragment', (port) => `http://127.0.0.1:${port}/#pa55word`, 'a fragment is not allowed'],
    [
      'a public http host',
      () => 'http://api.bunny.net',
      "http:// is allowed only for loopback hosts (127.0.0.1, localhost, [::1]), not 'api.bunny.net'",
    ],
    ['a private http address', (port) => `http://10.0.0.1:${port}`, 'http:// is allowed only for loopback hosts'],
    ['a name that merely starts with 127.0.0.1', (port) => `http://127.0.0.1.nip.io:${port}`, 'http:// is allowed only for loopback hosts'],
    [
      'a name that merely starts with localhost',
      (port) => `http://localhost.example.com:${port}`,
      'http:// is allowed only for loopback hosts',
    ],
    ['another scheme', (port) => `ftp://127.0.0.1:${port}`, "scheme 'ftp' is not allowed"],
    ['no scheme', (port) => `//127.0.0.1:${port}`, 'is not an absolute URL'],
  ];
  for (const [what, url, message] of CASES) {
    it(`refuses api-url with ${what}`, ({ expect }) =>
      withEmulator(async (emulator) => {
        const result = await attempt(emulator, 'search', { 'api-url': url(emulator.port) });
        expectRefused(result, 'api-url', expect);
        expect(failureMessage(result.run)).toContain(message);
        const { run } = result;
        // The masks handed to the runner carry the value by design; nothing else may.
        const shown = run.stdout.replace(/^::add-mask::.*$/gm, '');
        for (const text of [shown, run.stderr, run.summary, ...Object.values(run.outputs)]) expect(text).not.toContain('pa55word');
      }));
  }
});

// ---- secrets -----------------------------------------------------------------------------

/** Values that break naive escaping: %, quotes, newlines, whitespace runs, command text in both syntaxes. */
const AWKWARD_SECRETS = [
  `100%-sure "double" 'single' \\back\\slash`,
  'line one\nline two\r\n::error::INJ-secret-line',
  '::add-mask::INJ-secret%0A::stop-commands::INJ-stop',
  '%25%0D%0A literal ##[set-output name=leak;]INJ-legacy',
  'spaced    out\t\tvalue with runs',
];

/** Bodies an API might answer with that carry the value back. */
function echoes(value: string): Array<{ what: string; contentType?: string; body: string | object }> {
  return [
    { what: 'ApiErrorData', body: { ErrorKey: 'validation_error', Field: 'Secret', Message: `Secret '${value}' is not allowed` } },
    {
      what: 'problem details',
      body: { title: `Bad value ${value}`, status: 400, detail: `Rejected: ${value}`, errors: [{ field: 'Secret', message: value }] },
    },
    // Cut at 300 characters with the value straddling the cut: a prefix must not show either.
    { what: 'a long text body', contentType: 'text/plain', body: `${'x'.repeat(290)} ${value} and more` },
    { what: 'an HTML page', body: `<html><head><title>${'t'.repeat(110)} ${value}</title></head><body>${value}</body></html>` },
  ];
}

/** Fails when the value, or a prefix of a dozen characters of it, shows anywhere. */
function expectHidden(run: ActionRun, value: string, expect: ExpectStatic): void {
  const prefix = value.slice(0, 12);
  const places: Record<string, string> = {
    stdout: run.stdout
      .split('\n')
      .filter((line) => !line.startsWith('::add-mask::'))
      .join('\n'),
    stderr: run.stderr,
    summary: run.summary,
    ...Object.fromEntries(Object.entries(run.outputs).map(([name, text]) => [`output ${name}`, text])),
  };
  for (const [place, text] of Object.entries(places)) {
    expect(text.includes(value), `${place} shows the value`).toBe(false);
    expect(text.includes(prefix), `${place} shows its first 12 characters:\n${text}`).toBe(false);
  }
}

describe.concurrent('abuse: secrets never show', () => {
  AWKWARD_SECRETS.forEach((value, index) => {
    it(`upsert-secret keeps secret ${index + 1} exact and hidden with debug logging on`, ({ expect }) =>
      withEmulator(async (emulator) => {
        const { run } = await attempt(
          emulator,
          'upsert-secret',
          { 'secret-name': `AWKWARD_${index}`, 'secret-value': value },
          { env: { RUNNER_DEBUG: '1' }, secrets: [value] },
        );
        expect(run.exitCode, run.stdout).toBe(0);
        expect(emulator.state.secret(SEED.scriptWithRelease, `AWKWARD_${index}`)?.Value).toBe(value);
        expectHidden(run, value, expect);
        expectInert(run, expect);
      }));

    for (const echo of echoes(value)) {
      it(`hides secret ${index + 1} when a 400 (${echo.what}) echoes it, debug logging on`, ({ expect }) =>
        withEmulator(async (emulator) => {
          const operation = index % 2 === 0 ? 'upsert-secret' : 'update-secret';
          // The write's answer: upsert-secret's list read before it blocks no write when it fails.
          emulator.inject({
            kind: 'status',
            status: 400,
            method: operation === 'upsert-secret' ? 'PUT' : 'POST',
            body: echo.body,
            ...(echo.contentType ? { headers: { 'Content-Type': echo.contentType } } : {}),
          });
          const { run } = await attempt(emulator, operation, { 'secret-value': value }, { env: { RUNNER_DEBUG: '1' }, secrets: [value] });
          expect(run.exitCode).toBe(1);
          expect(failureMessage(run)).toContain('answered 400 Bad Request');
          expectHidden(run, value, expect);
          expectInert(run, expect);
        }));
    }
  });

  it('passes a list of awkward secrets through env, each exact, none shown', ({ expect }) =>
    withEmulator(async (emulator) => {
      const env = Object.fromEntries(AWKWARD_SECRETS.map((value, i) => [`AWK_${i}`, value]));
      const { run } = await attempt(
        emulator,
        'upsert-secret',
        { 'secret-name': '', 'secret-value': '', secrets: Object.keys(env).join('\n') },
        { env: { ...env, RUNNER_DEBUG: '1' }, secrets: AWKWARD_SECRETS },
      );
      expect(run.exitCode).toBe(0);
      AWKWARD_SECRETS.forEach((value, i) => expect(emulator.state.secret(SEED.scriptWithRelease, `AWK_${i}`)?.Value).toBe(value));
      for (const value of AWKWARD_SECRETS) expectHidden(run, value, expect);
      expectInert(run, expect);
    }));

  const AWKWARD_KEY = `k%25"'::add-mask::INJ-key##[error]INJ-key-legacy-${'0'.repeat(8)}`;
  it('hides an awkward API key that the API echoes in an error, debug logging on', ({ expect }) =>
    withEmulator(
      async (emulator) => {
        emulator.inject({
          kind: 'status',
          status: 400,
          body: { ErrorKey: 'key', Field: 'AccessKey', Message: `The key ${AWKWARD_KEY} is suspended` },
        });
        const { run } = await attempt(
          emulator,
          'search',
          { 'api-key': AWKWARD_KEY },
          { env: { RUNNER_DEBUG: '1' }, secrets: [AWKWARD_KEY] },
        );
        expect(run.exitCode).toBe(1);
        expect(emulator.requests[0]?.headers['accesskey']).toBe(AWKWARD_KEY);
        expectHidden(run, AWKWARD_KEY, expect);
        expectInert(run, expect);
      },
      { apiKey: AWKWARD_KEY },
    ));

  it('hides the API key when a malformed 200 echoes it past the cut of the message', ({ expect }) =>
    withEmulator(async (emulator) => {
      emulator.inject({ kind: 'malformed', body: `{"echo": "${'e'.repeat(60)}${DEFAULT_API_KEY}` });
      const { run } = await attempt(emulator, 'search', {}, { env: { RUNNER_DEBUG: '1' } });
      expect(run.exitCode).toBe(1);
      expect(failureMessage(run)).toContain('the body is not JSON');
      expectHidden(run, DEFAULT_API_KEY, expect);
    }));
});

// ---- text from the API ---------------------------------------------------------------------

/** API text that tries every way into the runner's command parser. */
const MULTI = [
  'INJ-first',
  '::error::INJ-error',
  '::add-mask::INJ-mask',
  '   ::warning::INJ-indented',
  '::stop-commands::INJ-stop',
  'text ##[set-output name=pwned;]INJ-legacy',
  '::set-output name=pwned::INJ-output',
].join('\n');
/** API text that begins like a command and carries a legacy one inside. */
const LEAD = '::error::INJ-lead ##[add-mask]INJ-legacy-mask';

async function apiTextRun(emulator: Emulator, operation: string, inputs: Record<string, string> = {}): Promise<ActionRun> {
  const { run } = await attempt(emulator, operation, inputs, { env: { RUNNER_DEBUG: '1' } });
  return run;
}

describe.concurrent('abuse: API text that carries workflow commands', () => {
  it('release Note, Author, CommitSha and dates', ({ expect }) =>
    withEmulator(async (emulator) => {
      emulator.state.setActiveRelease(SEED.scriptWithRelease, {
        Note: MULTI,
        Author: LEAD,
        CommitSha: LEAD,
        DateReleased: MULTI,
        DatePublished: LEAD,
        Uuid: MULTI,
        AuthorEmail: LEAD,
      });
      const run = await apiTextRun(emulator, 'get-active-release');
      expect(run.exitCode, run.stdout).toBe(0);
      expect(run.outputs['author']).toBe(LEAD);
      expectInert(run, expect);
    }));

  it('release fields in the mismatch message of expected-commit-sha', ({ expect }) =>
    withEmulator(async (emulator) => {
      emulator.state.setActiveRelease(SEED.scriptWithRelease, { Note: MULTI, Author: MULTI, CommitSha: MULTI, DateReleased: MULTI });
      const run = await apiTextRun(emulator, 'get-active-release', { 'expected-commit-sha': 'abcdef1' });
      expect(run.exitCode).toBe(1);
      expect(failureMessage(run)).toContain('is not the expected commit');
      expectInert(run, expect);
    }));

  it('release Uuid, Note and Author seen by publish-script and rollback-script', ({ expect }) =>
    withEmulator(async (emulator) => {
      emulator.state.setActiveRelease(SEED.scriptWithRelease, { Uuid: MULTI, Note: MULTI, Author: LEAD, CommitSha: LEAD });
      const published = await apiTextRun(emulator, 'publish-script', { 'rollback-on-failure': 'true' });
      expect(published.exitCode, published.stdout).toBe(0);
      expectInert(published, expect);
      emulator.state.setActiveRelease(SEED.scriptWithRelease, { Uuid: MULTI, Note: MULTI, Author: LEAD });
      const rolled = await apiTextRun(emulator, 'rollback-script', { 'only-if-live-uuid': 'abc' });
      expect(failureMessage(rolled)).toContain('Not rolled back');
      expectInert(rolled, expect);
    }));

  it('audit entries, tokens included', ({ expect }) =>
    withEmulator(async (emulator) => {
      emulator.state.part(AuditLog).add(SEED.auditFixedDate, [
        {
          Product: LEAD,
          Action: MULTI,
          ResourceType: MULTI,
          ResourceId: LEAD,
          ActorId: MULTI,
          ActorType: LEAD,
          ResourceOwner: MULTI,
          Diff: MULTI,
        },
        { Product: MULTI, Action: LEAD },
      ]);
      const run = await apiTextRun(emulator, 'get-audit-log', { 'output-file': 'audit.jsonl' });
      expect(run.exitCode, run.stdout).toBe(0);
      expectInert(run, expect);

      emulator.inject({
        kind: 'wrong-shape',
        body: { Logs: [{ Product: LEAD, Action: MULTI }], HasMoreData: true, ContinuationToken: LEAD, StartToken: MULTI },
      });
      const tokens = await apiTextRun(emulator, 'get-audit-log');
      expect(tokens.outputs['continuation-token']).toBe(LEAD);
      expectInert(tokens, expect);
    }));

  it('search names and types', ({ expect }) =>
    withEmulator(async (emulator) => {
      emulator.state
        .part(SearchIndex)
        .add({ Type: LEAD, Name: `INJ ${MULTI}` }, { Type: 'cdn', Name: `INJ ${LEAD}` }, { Type: MULTI, Name: 'INJ plain' });
      const run = await apiTextRun(emulator, 'search', { query: 'INJ' });
      expect(run.exitCode, run.stdout).toBe(0);
      expect(JSON.parse(run.outputs['result'] ?? '{}')).toMatchObject({ Total: 3 });
      expectInert(run, expect);
    }));

  it('shield zone fields', ({ expect }) =>
    withEmulator(async (emulator) => {
      const entry = emulator.state.part(ShieldZones).zones.get(SEED.pullZoneWafOn);
      if (!entry) throw new Error('no seeded shield zone');
      Object.assign(entry.zone, {
        learningMode: true,
        learningModeUntil: MULTI,
        wafDisabledRules: [LEAD, MULTI],
        wafEngineConfig: [{ name: LEAD, valueEncoded: MULTI }],
        planType: MULTI,
      });
      const run = await apiTextRun(emulator, 'get-shield-zone');
      expect(run.exitCode, run.stdout).toBe(0);
      expectInert(run, expect);
    }));

  it('the overview of a failing rollout: reason, message, pod and region names', ({ expect }) =>
    withEmulator(async (emulator) => {
      const container = { name: 'web', status: 'notStarted', image: 'example/demo-web:2.0.0', numberOfRestarts: 5, exitCode: 1 };
      emulator.inject({
        kind: 'wrong-shape',
        method: 'GET',
        path: /\/overview$/,
        body: {
          status: 'progressing',
          regions: [
            {
              region: LEAD,
              status: MULTI,
              pods: [{ name: MULTI, status: LEAD, containers: [{ ...container, reason: LEAD, message: MULTI }] }],
            },
          ],
        },
      });
      const run = await apiTextRun(emulator, 'update-app', { 'wait-seconds': '10', 'poll-interval-seconds': '1' });
      expect(run.exitCode).toBe(1);
      expect(failureMessage(run)).toContain('is failing on the new image');
      expectInert(run, expect);
    }));

  it('the live application: names, image and endpoint texts', ({ expect }) =>
    withEmulator(async (emulator) => {
      const app = emulator.state.apps.get(SEED.appId);
      if (!app) throw new Error('no seeded app');
      app.status = LEAD;
      app.settings['name'] = MULTI;
      const run = await apiTextRun(emulator, 'update-app');
      // The name is refused by the update's own rules; what matters is that nothing printed acts.
      expectInert(run, expect);
    }));

  // Success bodies whose text fields the operations print.
  const ECHOED_BODIES: Array<[string, number, object]> = [
    ['add-dns-record', 201, { Id: 50099, Type: 0, Name: LEAD, Value: MULTI, Comment: MULTI, LinkName: LEAD, Tag: MULTI }],
    ['upsert-secret', 200, { Id: 7099, Name: MULTI, LastModified: LEAD }],
    ['update-secret', 200, { Id: 7001, Name: MULTI, LastModified: LEAD }],
    ['update-app', 200, { id: LEAD }],
  ];
  for (const [operation, status, body] of ECHOED_BODIES) {
    it(`the answer of ${operation}`, ({ expect }) =>
      withEmulator(async (emulator) => {
        // update-app reads the application first, add-dns-record the zone and upsert-secret the script's variables; the answer echoed is the write's.
        const write =
          { 'update-app': { method: 'PUT' }, 'add-dns-record': { method: 'PUT' }, 'upsert-secret': { method: 'PUT' } }[operation] ?? {};
        emulator.inject({ kind: 'wrong-shape', status, body, ...write });
        const run = await apiTextRun(emulator, operation);
        expect(run.exitCode, run.stdout).toBe(0);
        expectInert(run, expect);
      }));
  }

  // Error bodies of every shape, for every operation.
  const ERROR_BODIES: Array<[string, string | object]> = [
    ['ApiErrorData', { ErrorKey: LEAD, Field: LEAD, Message: MULTI }],
    [
      'problem details',
      {
        title: LEAD,
        status: 400,
        detail: MULTI,
        errors: [
          { field: LEAD, message: MULTI },
          { field: null, message: LEAD },
        ],
      },
    ],
    ['the Shield shape', { statusCode: 400, value: MULTI, contentTypes: [], formatters: [], declaredType: null, location: null }],
    ['an HTML page', `<html><head><title>${MULTI}</title></head><body>${MULTI}</body></html>`],
  ];
  // Every operation for the two common shapes; the rarer ones for the operations that print errors their own way.
  const RARE_SHAPE_OPERATIONS = new Set(['add-dns-record', 'upsert-secret', 'update-app', 'get-shield-zone']);
  for (const [shape, body] of ERROR_BODIES) {
    for (const { operation } of OPERATION_ROWS.filter(
      (r) => r.api !== false && (['ApiErrorData', 'problem details'].includes(shape) || RARE_SHAPE_OPERATIONS.has(r.operation)),
    )) {
      it(`a 400 with ${shape} (${operation})`, ({ expect }) =>
        withEmulator(async (emulator) => {
          // upsert-secret reads the secret list first, and a failed read blocks no write: the 400 is the write's.
          emulator.inject({ kind: 'status', status: 400, body, ...(operation === 'upsert-secret' ? { method: 'PUT' } : {}) });
          const run = await apiTextRun(emulator, operation);
          expect(run.exitCode).toBe(1);
          expect(failureMessage(run)).toContain('answered 400 Bad Request');
          expect(actedCommands(run, ['error'])).toHaveLength(1);
          expectInert(run, expect);
        }));
    }
  }
});

describe.concurrent('abuse: every input problem at once, misspellings refused', () => {
  it('names both zone-id: abc and record-type: BOGUS in one failure, before any request', ({ expect }) =>
    withEmulator(async (emulator) => {
      const { run } = await attempt(emulator, 'add-dns-record', { 'zone-id': 'abc', 'record-type': 'BOGUS' });
      const message = failureMessage(run);
      expect(run.exitCode, run.stdout).toBe(1);
      expect(message).toMatch(/^2 input problems:\n- Input 'zone-id': got 'abc'.*\n- Input 'record-type': .*BOGUS/);
      expect(emulator.requests).toHaveLength(0);
      // The annotation and the summary carry the whole list.
      expect(actedCommands(run, ['error']).map((command) => command.data)).toEqual([message]);
      expect(run.summary).toContain('zone-id');
      expect(run.summary).toContain('record-type');
      expectInert(run, expect);
    }));

  it('names all three unset variables of a secrets list', ({ expect }) =>
    withEmulator(async (emulator) => {
      const { run } = await attempt(emulator, 'upsert-secret', {
        'secret-name': '',
        'secret-value': '',
        secrets: 'DB_URL\nTOKEN=API_TOKEN\nSMTP_PASSWORD',
      });
      expect(run.exitCode).toBe(1);
      for (const variable of ['DB_URL', 'API_TOKEN', 'SMTP_PASSWORD'])
        expect(failureMessage(run)).toContain(`variable ${variable} is not set`);
      expect(emulator.requests).toHaveLength(0);
    }));

  for (const value of ['sk_live_51HxAbCdEfGhIjKlMn', 'AKIAIOSFODNN7EXAMPLE']) {
    it(`never shows a value written where a variable name belongs (${value.slice(0, 4)}...)`, ({ expect }) =>
      withEmulator(async (emulator) => {
        const { run } = await attempt(
          emulator,
          'upsert-secret',
          { 'secret-name': '', 'secret-value': '', secrets: `API_TOKEN=${value}\n${value}` },
          { secrets: [value], env: { RUNNER_DEBUG: '1' } },
        );
        expect(run.exitCode).toBe(1);
        expect(failureMessage(run)).toMatch(/line 1: .*not shown/);
        expect(failureMessage(run)).toMatch(/line 2: .*not shown/);
        expectHidden(run, value, expect);
        expect(emulator.requests).toHaveLength(0);
      }));
  }

  it('refuses record_name, suggesting record-name, before any request', ({ expect }) =>
    withEmulator(async (emulator) => {
      const { run } = await attempt(emulator, 'add-dns-record', { record_name: 'pr-42' });
      expect(run.exitCode).toBe(1);
      expect(failureMessage(run)).toContain(
        "Input 'record_name': is not an input of this action (passed as INPUT_RECORD_NAME); did you mean 'record-name'?",
      );
      expect(emulator.requests).toHaveLength(0);
    }));

  it('refuses the operation upsert-secrets, suggesting upsert-secret, before any request', ({ expect }) =>
    withEmulator(async (emulator) => {
      const { run } = await attempt(emulator, 'upsert-secret', { operation: 'upsert-secrets' });
      expect(run.exitCode).toBe(1);
      expect(failureMessage(run)).toMatch(/^Input 'operation': got 'upsert-secrets'; did you mean 'upsert-secret'\?/);
      expect(emulator.requests).toHaveLength(0);
    }));
});
