import { FakeClock } from '../support/fake-clock.ts';
import { describe, it, type ExpectStatic } from 'vitest';
import { SEED, SEED_APP_SESSION_SECRET, seedAppConfig, startEmulator, type Emulator } from '../../emulator/server.ts';
import { DEFAULT_API_KEY, failureMessage, runAgainst } from '../support/e2e.ts';
import { actedCommands } from '../support/leak-scanner.ts';
import { OPERATION_ROWS, UNCERTAIN_WRITES, inputsOf, requestName, type OperationRow } from '../support/operation-table.ts';
import type { ActionRun } from '../support/run-action.ts';
import { CLOSED_PORT } from '../support/closed-port.ts';
import { DnsZones } from '../../emulator/dns/state.ts';
import { MAX_RELEASE_BYTES } from '../../src/api/limits.ts';

/**
 * The request timeout of the cases whose fault is a silence (a hang, a stalled body). Each
 * attempt waits it out in real time, and so does every other request of the step: at 1 s a
 * loaded 2-core runner failed cases whose unfaulted zone read was merely slow to be answered
 * (at 3 s too, with the machine at a load of 40; at 4 s and at 6 s, two npm test runs at once
 * failed a stalled body's retry). This file's concurrent cases share one worker's event loop
 * with their emulators, and a loop iteration runs its expired timers before the answers that
 * wait on its sockets: when a starved worker comes back to a case after the timeout, the
 * timeout wins over an answer that had arrived. The cases run concurrently, so a longer timeout
 * lengthens the file by about its difference, not by the number of cases.
 */
const FAULT_TIMEOUT_S = 10;

/*
 * Every operation against every fault the emulator can inject: what the step does (exit code,
 * how many requests reached the platform, how long it took), what it says (the message, the
 * retry lines) and what it leaves behind (outputs on failure, DNS records created at most once).
 * Each case gets its own emulator, so the cases run concurrently.
 */

const SEEDED_RECORDS = 3;
const WRONG_KEY = 'wrong-key-5d1c7e9a';
const WRONG_SHAPE = { Id: 'not-a-number', id: 42, data: 'none', Total: 'many', HasMoreData: 'perhaps' };
const HTML_502 = '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>';
const OK_STATUSES = ['200', '201', '204'];
/** Outputs a failed step sets whatever the operation: the message, the API's key and status, the summary. */
const FAILURE_OUTPUTS = new Set(['error-message', 'error-key', 'status', 'summary-markdown']);

interface Setup {
  emulator: Emulator;
  /** A second emulator: the redirect target, or a port that refuses connections once closed. */
  other: Emulator;
  row: OperationRow;
  /**
   * The step's clock: its retries and rate-limit waits sleep on it, in no time, and the test
   * reads how long each was. It starts at the wall clock's time, for a Retry-After given as a
   * date. Timeouts stay real: the client's sockets time out on the wall clock.
   */
  clock: FakeClock;
  /** The wall clock's time when the case began, where the step's clock starts. */
  started: number;
}

interface Expected {
  exitCode: 0 | 1;
  /** Requests of the row's own kind the emulator received. */
  requests: number;
  /** Requests after those: the DNS add reading its zone again after a lost answer. */
  after?: string[];
  /** Fragments the failure message holds. */
  message?: string[];
  /** The `status` output; undefined: not set. */
  status?: string | undefined;
  /** On success, status is one of the success statuses. */
  statusOk?: boolean;
  errorKey?: string | undefined;
  /** DNS records the step left in zone 1001 beyond the seed. */
  recordsAdded: number;
  /** Retry lines in the log, each matching. */
  retries?: RegExp[];
  /**
   * The unfaulted retry after a silence runs under the same timeout, and a starved machine can
   * let that run out too (two npm test runs at once did, at 6 s and at 10 s): such a retry, "no
   * answer within" and one request more, is the machine's speed, not the step's behaviour, and is
   * allowed after `retries` as long as the step still ends as expected.
   */
  slowRetries?: true;
  /** Bounds of the step's wall time. */
  minMs?: number;
  /** A warning annotation that holds this. */
  warning?: string;
  /** The step cannot tell whether its write was made: the row's knownWhenNotWritten is not known. */
  outcomeUnknown?: true;
}

interface FaultCase {
  fault: string;
  /** Stop the second emulator first, so that its port refuses connections. */
  closedPort?: boolean;
  inputs?: (setup: Setup) => Record<string, string>;
  secrets?: string[];
  arrange?: (setup: Setup) => void;
  expected: (row: OperationRow, setup: Setup) => Expected;
  /** Further checks of this fault. */
  also?: (run: ActionRun, setup: Setup, expect: ExpectStatic) => void;
  /** The fault comes through the inputs and meets whatever request the step sends first. */
  firstRequest?: true;
  /** The fault hits every request from the aimed one on (a dead server), not only that one. */
  lasting?: true;
}

const isDns = (row: OperationRow) => row.operation === 'add-dns-record';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const retryLine = (row: OperationRow, reason: string, attempt: number, of: number) =>
  new RegExp(`${escape(requestName(row))}: ${reason} \\(attempt ${attempt} of ${of}\\); retrying in \\d+(\\.\\d)? s`);

const ZONE_READ = `GET /dnszone/${SEED.dnsZoneId}`;
/** upsert-secret reads the script's secrets before its write, and again for the id after a lost create that the repeat answered 204. */
const isSecrets = (row: OperationRow) => row.operation === 'upsert-secret';
const SECRET_LIST = `GET /compute/script/${SEED.scriptWithRelease}/secrets`;
/** The requests from the one the faults are aimed at on, past those the row's step sends before it. */
const aimed = ({ emulator, row }: Setup) => emulator.requests.slice(row.before?.length ?? 0);

/** A lost answer to the DNS add, and the zone read again shows the record: the step reports it. */
function dnsFound(extra: Partial<Expected> = {}): Expected {
  return {
    exitCode: 0,
    requests: 1,
    after: [ZONE_READ],
    statusOk: true,
    recordsAdded: 1,
    warning: `DNS zone ${SEED.dnsZoneId} now holds the record`,
    ...extra,
  };
}

/**
 * A failed DNS add the API gave no answer of its own to (a gateway's, or none), and the zone read
 * again does not hold the record yet: the add may still land, so a re-run is not called safe.
 */
function dnsNotYet(what: string[], extra: Partial<Expected> = {}): Expected {
  return {
    exitCode: 1,
    requests: 1,
    after: [ZONE_READ],
    message: [
      `The A record 'fault-test' is not in DNS zone ${SEED.dnsZoneId} yet`,
      'so it may still be running and add the record',
      ...what,
    ],
    recordsAdded: 0,
    // Whether the step created the record is what is not known: created and updated stay unset.
    outcomeUnknown: true,
    ...extra,
  };
}

/** The DNS add after a failure that may have created the record, when the zone cannot be read either. */
function mayExist(_row: OperationRow, what: string[], extra: Partial<Expected> = {}): Expected {
  return {
    exitCode: 1,
    requests: 1,
    message: [
      `may exist in DNS zone ${SEED.dnsZoneId} now`,
      `Check the records of DNS zone ${SEED.dnsZoneId} before running this step again`,
      ...what,
    ],
    recordsAdded: 0,
    warning: `may exist in DNS zone ${SEED.dnsZoneId}`,
    outcomeUnknown: true,
    ...extra,
  };
}

const badRequest = (row: OperationRow, message: string[], errorKey: string | undefined): Expected => ({
  exitCode: 1,
  requests: 1,
  message: [`${requestName(row)} answered 400 Bad Request: `, ...message],
  status: '400',
  errorKey,
  recordsAdded: 0,
});

const FAULTS: FaultCase[] = [
  {
    fault: '503 then success',
    arrange: ({ emulator }) => emulator.inject({ kind: 'status', status: 503 }),
    expected: (row) =>
      row.repeatSafe
        ? { exitCode: 0, requests: 2, statusOk: true, recordsAdded: 0, retries: [retryLine(row, '503 Service Unavailable', 1, 3)] }
        : dnsNotYet([`${requestName(row)} answered 503 Service Unavailable`], { status: '503' }),
  },
  {
    fault: '429 with Retry-After in seconds',
    arrange: ({ emulator }) => emulator.inject({ kind: 'status', status: 429, headers: { 'Retry-After': '1' } }),
    expected: (row) => ({
      exitCode: 0,
      requests: 2,
      statusOk: true,
      recordsAdded: isDns(row) ? 1 : 0,
      retries: [
        new RegExp(
          `${escape(requestName(row))}: 429 Too Many Requests \\(rate limited, not counted as an attempt\\); retrying in 1 s as Retry-After asks`,
        ),
      ],
    }),
    // The step waited the second Retry-After asks for, on its clock.
    also: (_run, { clock }, expect) => expect(clock.sleeps).toContain(1000),
  },
  {
    fault: '429 with Retry-After as an HTTP date',
    arrange: ({ emulator }) =>
      emulator.inject({
        kind: 'status',
        status: 429,
        // A getter, read when the answer is written: two seconds ahead of then, whenever the action starts.
        headers: {
          get 'Retry-After'() {
            return new Date(Date.now() + 2000).toUTCString();
          },
        },
      }),
    expected: (row) => ({
      exitCode: 0,
      requests: 2,
      statusOk: true,
      recordsAdded: isDns(row) ? 1 : 0,
      retries: [
        new RegExp(
          `${escape(requestName(row))}: 429 Too Many Requests \\(rate limited, not counted as an attempt\\); retrying in \\d+(\\.\\d)? s as Retry-After asks`,
        ),
      ],
    }),
    also: (run, setup, expect) => {
      // An HTTP date has whole seconds, so two seconds ahead is a wait of one to two, and the
      // step's clock stands still from the case's start: plus the time the step took to get there.
      const wait = Number(/retrying in (\d+(?:\.\d)?) s as Retry-After asks/.exec(run.stdout)?.[1]);
      expect(wait).toBeGreaterThanOrEqual(0.8);
      expect(wait).toBeLessThanOrEqual(2 + (Date.now() - setup.started) / 1000);
      expect(setup.clock.sleeps.some((ms) => Math.abs(ms - wait * 1000) <= 50)).toBe(true);
    },
  },
  {
    fault: 'a connection reset before the response',
    arrange: ({ emulator }) => emulator.inject({ kind: 'reset-before' }),
    expected: (row) =>
      row.repeatSafe
        ? {
            exitCode: 0,
            requests: 2,
            statusOk: true,
            recordsAdded: 0,
            retries: [retryLine(row, 'the connection failed \\([A-Z_]+\\)', 1, 3)],
          }
        : dnsNotYet(['the connection failed'], { status: '200' }),
  },
  {
    fault: 'a server that never answers',
    lasting: true,
    inputs: () => ({ 'timeout-seconds': String(FAULT_TIMEOUT_S), 'max-attempts': '2' }),
    arrange: ({ emulator }) => emulator.inject({ kind: 'hang', times: Infinity }),
    expected: (row) =>
      row.repeatSafe
        ? {
            exitCode: 1,
            requests: 2,
            message: [`${requestName(row)}: no answer within ${FAULT_TIMEOUT_S} s`],
            recordsAdded: 0,
            retries: [retryLine(row, `no answer within ${FAULT_TIMEOUT_S} s`, 1, 2)],
            // Two attempts of the timeout each.
            minMs: 2 * FAULT_TIMEOUT_S * 1000,
            // The last answer the step had is the secret list read before the write.
            ...(isSecrets(row) ? { status: '200' } : {}),
          }
        : // The zone read hangs as well, so nothing can say whether the record exists.
          mayExist(row, [`no answer within ${FAULT_TIMEOUT_S} s after the request was sent`, 'it was not repeated'], {
            // The last answer the step had is the zone read before the add.
            status: '200',
            after: [ZONE_READ, ZONE_READ],
            retries: [new RegExp(`${escape(ZONE_READ)}: no answer within ${FAULT_TIMEOUT_S} s \\(attempt 1 of 2\\)`)],
            minMs: 3 * FAULT_TIMEOUT_S * 1000,
          }),
  },
  {
    fault: 'a reset after the request was processed',
    arrange: ({ emulator }) => emulator.inject({ kind: 'reset-after' }),
    expected: (row) =>
      row.repeatSafe
        ? {
            exitCode: 0,
            requests: 2,
            statusOk: true,
            recordsAdded: 0,
            retries: [retryLine(row, 'the connection failed \\([A-Z_]+\\)', 1, 3)],
            ...(isSecrets(row) ? { after: [SECRET_LIST] } : {}),
          }
        : // The platform added the record before the connection dropped: it exists once, never twice, and is found.
          dnsFound(),
    also: (_run, setup, expect) => {
      expect(aimed(setup)[0]?.handlerStatus).not.toBeNull();
      expect(aimed(setup)[0]?.outcome).toBe('reset');
    },
  },
  {
    // A misbehaving proxy or middlebox: the body must not grow the process without bound.
    fault: 'a 200 whose body never ends',
    // The cap ends the read, not the request timeout: 32 MiB took the 30 s default and more when
    // two npm test runs shared a loaded 2-core machine, and the case then failed on the timeout.
    inputs: () => ({ 'timeout-seconds': '120' }),
    arrange: ({ emulator }) => emulator.inject({ kind: 'endless-body' }),
    // The request was carried out before the body began: a DNS add finds its record in the zone.
    expected: (row) =>
      isDns(row)
        ? dnsFound()
        : {
            exitCode: 1,
            requests: 1,
            message: [
              row.operation === 'get-audit-log'
                ? 'an entry spans more than 4 MiB of the body; stopped reading it'
                : // The active release may carry a 10 MiB script's escaped code: its read has a cap of its own.
                  `answered 200 OK but the answer was larger than ${row.operation === 'get-active-release' ? MAX_RELEASE_BYTES / 1024 / 1024 : 32} MiB, more than any answer of this API, so it was not read further`,
            ],
            status: '200',
            recordsAdded: 0,
          },
  },
  {
    fault: 'a body that stalls after the headers',
    inputs: () => ({ 'timeout-seconds': String(FAULT_TIMEOUT_S) }),
    arrange: ({ emulator }) => emulator.inject({ kind: 'stall-body' }),
    expected: (row) =>
      row.repeatSafe
        ? {
            exitCode: 0,
            requests: 2,
            statusOk: true,
            recordsAdded: 0,
            retries: [
              retryLine(row, `answered 20[01] [A-Za-z ]+ but its body did not arrive \\(no answer within ${FAULT_TIMEOUT_S} s\\)`, 1, 3),
            ],
            slowRetries: true,
            ...(isSecrets(row) ? { after: [SECRET_LIST] } : {}),
          }
        : // The 201 arrived before the body stalled: the record was added, once, and is found in the zone.
          dnsFound({ minMs: FAULT_TIMEOUT_S * 1000 }),
  },
  {
    fault: 'an HTML 502 page',
    lasting: true,
    inputs: () => ({ 'max-attempts': '2' }),
    arrange: ({ emulator }) => emulator.inject({ kind: 'status', status: 502, body: HTML_502, times: Infinity }),
    expected: (row) => {
      const message = `${requestName(row)} answered 502 Bad Gateway: HTML page "502 Bad Gateway"`;
      return row.repeatSafe
        ? {
            exitCode: 1,
            requests: 2,
            message: [message],
            status: '502',
            recordsAdded: 0,
            retries: [retryLine(row, '502 Bad Gateway', 1, 2)],
          }
        : // The zone read gets the gateway's page too, so nothing can say whether the record exists.
          mayExist(row, ['a 502 answer can come from a gateway', message], {
            status: '502',
            after: [ZONE_READ, ZONE_READ],
            retries: [new RegExp(`${escape(ZONE_READ)}: 502 Bad Gateway \\(attempt 1 of 2\\)`)],
          });
    },
    also: (run, _setup, expect) => expect(failureMessage(run)).not.toMatch(/<html|<body|nginx/i),
  },
  {
    fault: 'a 200 with malformed JSON',
    arrange: ({ emulator }) => emulator.inject({ kind: 'malformed' }),
    expected: (row) => ({
      exitCode: 1,
      requests: 1,
      message: [
        `${requestName(row)} answered 200 OK but the body is not JSON`,
        ...(isDns(row) ? ['was not added', 'running this step again is safe'] : []),
      ],
      ...(isDns(row) ? { after: [ZONE_READ] } : {}),
      status: '200',
      recordsAdded: 0,
    }),
  },
  {
    fault: 'a 200 of the wrong shape',
    arrange: ({ emulator }) => emulator.inject({ kind: 'wrong-shape', body: WRONG_SHAPE }),
    expected: (row) => ({
      exitCode: 1,
      requests: 1,
      message: [
        `${requestName(row)} answered 200 OK but the body is not of the documented shape`,
        ...(isDns(row) ? ['was not added', 'running this step again is safe'] : []),
      ],
      ...(isDns(row) ? { after: [ZONE_READ] } : {}),
      status: '200',
      recordsAdded: 0,
    }),
  },
  {
    fault: 'a redirect to another local port',
    arrange: ({ emulator, other, row }) => emulator.inject({ kind: 'redirect', status: 307, location: `${other.url}${row.path}` }),
    expected: (row, { other }) => ({
      exitCode: 1,
      requests: 1,
      message: [`${requestName(row)} answered 307 Temporary Redirect, a redirect to ${other.url}${row.path}`, 'Redirects are not followed'],
      status: '307',
      recordsAdded: 0,
    }),
    also: (_run, { other }, expect) => expect(other.requests).toHaveLength(0),
  },
  {
    fault: 'a wrong key (401)',
    firstRequest: true,
    inputs: () => ({ 'api-key': WRONG_KEY }),
    secrets: [WRONG_KEY],
    expected: (row) => ({
      exitCode: 1,
      requests: 1,
      // Core and compute answer 401 without a body; Magic Containers and Shield with problem details.
      message: [
        `${requestName(row)} answered 401 Unauthorized`,
        ...(row.area === 'core' ? [] : ['A valid AccessKey header is required.']),
        'It takes the account API key (dashboard: Account settings, API key), not a storage zone password or a Stream library key',
      ],
      status: '401',
      errorKey: row.area === 'core' ? undefined : 'Unauthorized',
      recordsAdded: 0,
    }),
    // Core and compute 401s carry nothing to add: the status line and which key is wanted.
    also: (run, { row }, expect) => {
      if (row.area === 'core') expect(failureMessage(run).split('\n')[0]).toBe(`${requestName(row)} answered 401 Unauthorized`);
    },
  },
  {
    fault: '404',
    arrange: ({ emulator }) => emulator.inject({ kind: 'status', status: 404 }),
    expected: (row) => ({
      exitCode: 1,
      requests: 1,
      message: [`${requestName(row)} answered 404 Not Found`, ...(row.notFound ? [row.notFound] : [])],
      status: '404',
      recordsAdded: 0,
    }),
  },
  {
    fault: '400 with ApiErrorData',
    arrange: ({ emulator }) =>
      emulator.inject({
        kind: 'status',
        status: 400,
        body: { ErrorKey: 'validation_error', Field: 'Name', Message: 'The Name field is invalid.' },
      }),
    expected: (row) => badRequest(row, ['The Name field is invalid. (ErrorKey validation_error, field Name)'], 'validation_error'),
  },
  {
    fault: '400 with problem details and errors[]',
    arrange: ({ emulator }) =>
      emulator.inject({
        kind: 'status',
        status: 400,
        headers: { 'Content-Type': 'application/problem+json; charset=utf-8' },
        body: {
          title: 'One or more validation errors occurred.',
          status: 400,
          detail: 'The request is invalid.',
          instance: '/fault',
          errors: [
            { field: 'containerTemplates[0].imageTag', message: 'is required' },
            { field: null, message: 'Second problem' },
          ],
          id: null,
        },
      }),
    expected: (row) =>
      badRequest(
        row,
        [
          'The request is invalid. (ErrorKey One or more validation errors occurred., field containerTemplates[0].imageTag)',
          '\n  - containerTemplates[0].imageTag: is required',
          '\n  - Second problem',
        ],
        'One or more validation errors occurred.',
      ),
  },
  {
    fault: '400 with the Shield shape (text value)',
    arrange: ({ emulator }) =>
      emulator.inject({
        kind: 'status',
        status: 400,
        body: {
          location: null,
          value: 'The pull zone is not eligible for Shield.',
          formatters: [],
          contentTypes: [],
          declaredType: null,
          statusCode: 400,
        },
      }),
    expected: (row) => badRequest(row, ['The pull zone is not eligible for Shield.'], undefined),
  },
  {
    fault: '400 with the Shield shape (object value)',
    arrange: ({ emulator }) =>
      emulator.inject({
        kind: 'status',
        status: 400,
        body: {
          location: null,
          value: { ErrorKey: 'shield.not_eligible', Message: 'Shield is not available on this plan.' },
          formatters: [],
          contentTypes: [],
          declaredType: 'ApiErrorData',
          statusCode: 400,
        },
      }),
    expected: (row) => badRequest(row, ['Shield is not available on this plan. (ErrorKey shield.not_eligible)'], 'shield.not_eligible'),
  },
  {
    fault: 'a connection that cannot be made',
    firstRequest: true,
    closedPort: true,
    inputs: () => ({ 'api-url': `http://127.0.0.1:${CLOSED_PORT}`, 'max-attempts': '2' }),
    // Nothing can have reached the platform, so even the DNS call is tried again.
    expected: (row) => ({
      exitCode: 1,
      requests: 0,
      message: [`${requestName(row)}: could not connect to 127.0.0.1:`, '(ECONNREFUSED)'],
      recordsAdded: 0,
      retries: [retryLine(row, 'could not connect to 127\\.0\\.0\\.1:\\d+ \\(ECONNREFUSED\\)', 1, 2)],
    }),
  },
];

/**
 * purge-cache, where it differs from the faults' own expectations: it is repeated as any safe
 * request is, but a success status is a purge done whatever the body, unlike the other
 * requests, which read one; and its 204 never arrives when the body stalls, so the retry says
 * that no answer came, not that a body did not.
 */
const purgeDone = (extra: Partial<Expected> = {}): Expected => ({ exitCode: 0, requests: 1, statusOk: true, recordsAdded: 0, ...extra });
const PURGE_EXPECTED: Partial<Record<string, (row: OperationRow) => Expected>> = {
  'a 200 whose body never ends': () => purgeDone({ warning: 'its answer could not be read whole' }),
  // The purge answers 204, whose head Node holds back until a body byte is written: nothing
  // arrives, so the purge is sent again (purge-cache.test.ts has a 200 that stalls).
  'a body that stalls after the headers': (row) => ({
    exitCode: 0,
    requests: 2,
    statusOk: true,
    recordsAdded: 0,
    retries: [retryLine(row, `no answer within ${FAULT_TIMEOUT_S} s`, 1, 3)],
    slowRetries: true,
  }),
  'a 200 with malformed JSON': () => purgeDone(),
  'a 200 of the wrong shape': () => purgeDone(),
};

/** Runs one case: fresh emulators, the fault, the step, then every check. */
async function runCase(fault: FaultCase, row: OperationRow, expect: ExpectStatic): Promise<void> {
  const emulator = await startEmulator();
  // Only ever closed (its port is the one that cannot be connected to): no storage servers,
  // whose ports a concurrent case's listener could otherwise take in its place.
  const other = await startEmulator({ storageRegions: [] });
  const clock = new FakeClock();
  const started = (clock.time = Date.now());
  const setup: Setup = { emulator, other, row, clock, started };
  try {
    if (fault.closedPort) await other.close();
    if (row.before) {
      // Aim every fault at this row's request, past the requests the step sends before it; a
      // lasting fault lets those pass (a delay of 0) and then hits everything, as a dead server does.
      const inject = emulator.inject.bind(emulator);
      emulator.inject = fault.lasting
        ? (...faults) => inject({ kind: 'delay', ms: 0, times: row.before?.length ?? 0 }, ...faults)
        : (...faults) => inject(...faults.map((injected) => ({ method: row.method, path: row.path, ...injected })));
    }
    row.arrange?.(emulator);
    fault.arrange?.(setup);
    const expected = (row.operation === 'purge-cache' ? PURGE_EXPECTED[fault.fault]?.(row) : undefined) ?? fault.expected(row, setup);
    const run = await runAgainst(emulator, inputsOf(row, fault.inputs?.(setup)), {
      ...(row.files ? { files: row.files } : {}),
      secrets: [...row.secrets, ...(fault.secrets ?? [])],
      killAfterMs: 30_000,
      clock,
    });
    const context = `${fault.fault} × ${row.operation}\n--- stdout ---\n${run.stdout}\n--- stderr ---\n${run.stderr}`;

    expect(run.exitCode, context).toBe(expected.exitCode);
    // Each retry is logged, and no more are logged than were made.
    const retryLines = run.stdout
      .split('\n')
      .filter((line) => / \((attempt \d+ of \d+|rate limited, not counted as an attempt)\); retrying in /.test(line));
    const listed = expected.retries ?? [];
    const slow = expected.slowRetries ? retryLines.slice(listed.length) : [];
    for (const line of slow)
      expect(line, context).toMatch(retryLine(row, `no answer within ${FAULT_TIMEOUT_S} s`, retryLines.indexOf(line) + 1, 3));
    expect(retryLines, context).toHaveLength(listed.length + slow.length);
    listed.forEach((pattern, i) => expect(retryLines[i]).toMatch(pattern));
    const requests = expected.requests + slow.length;

    const followUps = expected.exitCode === 0 ? (row.followUps ?? []) : [];
    const after = expected.after ?? [];
    const before = row.before ?? [];
    expect(emulator.requests.length, context).toBe(before.length + requests + after.length + followUps.length);
    const key = fault.inputs?.(setup)['api-key'] ?? DEFAULT_API_KEY;
    const names = [...before, ...Array.from({ length: requests }, () => requestName(row)), ...after, ...followUps];
    expect(emulator.requests.map((request) => `${request.method} ${request.path}`)).toEqual(names);
    // A database's SQL API (emulator/database/, under /_db/ on the same port) takes its own bearer token, never the key.
    for (const request of emulator.requests) expect(request.headers['accesskey']).toBe(request.path.startsWith('/_db/') ? undefined : key);
    // delete-dns-record takes the seeded www record away when it succeeds; nothing else touches the zone.
    const removed = row.operation === 'delete-dns-record' && expected.exitCode === 0 ? 1 : 0;
    expect(emulator.state.part(DnsZones).records(SEED.dnsZoneId), context).toHaveLength(SEEDED_RECORDS + expected.recordsAdded - removed);

    const message = failureMessage(run);
    const errors = actedCommands(run, ['error']);
    if (expected.exitCode === 0) {
      expect(errors).toEqual([]);
      expect(run.outputs['error-message']).toBeUndefined();
      expect(run.outputs['result']).toBeDefined();
    } else {
      // One annotation, the same text as the output; known outputs survive the failure.
      expect(errors.map((e) => e.data)).toEqual([message]);
      expect(errors[0]?.properties).toBe(`title=bunny.net ${row.operation} failed`);
      for (const fragment of expected.message ?? []) expect(message, context).toContain(fragment);
      // Exactly what the row says is known, besides the outputs every failure sets: a row with
      // none says that nothing else is set, which can fail as well.
      const known = { ...row.knownOnFailure, ...(expected.outcomeUnknown ? {} : row.knownWhenNotWritten) };
      expect(run.outputs).toMatchObject(known);
      const beyond = Object.keys(run.outputs).filter((name) => !FAILURE_OUTPUTS.has(name));
      expect(beyond.sort(), `outputs set on failure by ${row.operation}`).toEqual(
        [...Object.keys(known), ...(row.setOnFailure ?? [])].sort(),
      );
      expect(run.outputs['error-key']).toBe(expected.errorKey);
    }
    if (expected.statusOk) expect(OK_STATUSES).toContain(run.outputs['status']);
    else expect(run.outputs['status'], context).toBe(expected.status);

    if (expected.warning) {
      expect(actedCommands(run, ['warning']).some((w) => w.data.includes(expected.warning ?? ''))).toBe(true);
    }
    // A lower bound only: a busy machine makes a step slower, never faster. That a timeout bounds
    // each attempt shows in the requests counted and the 'no answer within' lines, not in a
    // wall-clock limit, which a loaded runner fails (19.2 s against 15 s once).
    expect(run.durationMs).toBeGreaterThanOrEqual(expected.minMs ?? 0);
    // A summary says what happened, whatever happened.
    expect(run.summary, context).toContain(`bunny.net ${row.operation}`);
    fault.also?.(run, setup, expect);
  } finally {
    await Promise.all([emulator.close(), other.close()]);
  }
}

describe.concurrent('fault matrix: every operation under every fault', () => {
  for (const fault of FAULTS) {
    for (const row of OPERATION_ROWS.filter((candidate) => candidate.api !== false && !(fault.firstRequest && candidate.before))) {
      it(`${fault.fault} × ${row.operation}`, ({ expect }) => runCase(fault, row, expect));
    }
  }
});

describe.concurrent('fault matrix: a machine too slow for the retry after a silence', () => {
  // What slowRetries allows, made to happen: the retry after the stalled body is answered later
  // than the timeout, as on a starved machine. The step asks a third time and succeeds; the case
  // passes, with the slow retry said as "no answer within" and counted as one request more.
  const stall = FAULTS.find((candidate) => candidate.fault === 'a body that stalls after the headers')!;
  const slowRetry: FaultCase = {
    ...stall,
    fault: 'a body that stalls, then a retry answered after the timeout',
    arrange: ({ emulator }) => emulator.inject({ kind: 'stall-body' }, { kind: 'delay', ms: FAULT_TIMEOUT_S * 1000 + 500 }),
  };
  const row = OPERATION_ROWS.find((candidate) => candidate.operation === 'search')!;
  it(`${slowRetry.fault} × search`, async ({ expect }) => {
    await runCase(slowRetry, row, expect);
  });
});

describe.concurrent('fault matrix: update-app beyond its first request', () => {
  const live = { operation: 'update-app', 'app-id': SEED.appId, 'image-tags': 'web=2.0.0' };
  const waiting = { ...live, 'wait-seconds': '30', 'poll-interval-seconds': '1' };
  const appPath = `/mc/apps/${SEED.appId}`;
  const names = (emulator: Emulator) => emulator.requests.map((request) => `${request.method} ${request.path}`);

  /** An emulator per test, not the fixture's one: the tests of this block run at once. */
  async function withEmulator(body: (emulator: Emulator) => Promise<void>): Promise<void> {
    const emulator = await startEmulator();
    try {
      await body(emulator);
    } finally {
      await emulator.close();
    }
  }

  // A file that adds a container: its template has no id, so a blind repeat would create it twice.
  const withSidecar = () => {
    const config = seedAppConfig() as { containerTemplates: Array<Record<string, unknown>> };
    config.containerTemplates.push({
      name: 'sidecar',
      imageName: 'demo-sidecar',
      imageNamespace: 'example',
      imageRegistryId: 'registry-1',
      imageTag: '1.0.0',
    });
    return { operation: 'update-app', 'app-id': SEED.appId, 'app-config': JSON.stringify(config) };
  };

  it('a lost answer of a full replacement: the application is read and the new container keeps the id the first attempt gave it', ({
    expect,
  }) =>
    withEmulator(async (emulator) => {
      const ids = emulator.state.apps.get(SEED.appId)?.templates.map((template) => template.id);
      emulator.inject({ kind: 'reset-after', method: 'PUT' });
      const run = await runAgainst(emulator, withSidecar(), { secrets: [SEED_APP_SESSION_SECRET] });
      expect(run.exitCode, run.stdout).toBe(0);
      // The registry lookups before the write (whether web's and worker's tags moved) aside.
      expect(names(emulator).filter((name) => !name.includes('/mc/registries'))).toEqual([
        `GET ${appPath}`,
        `PUT ${appPath}`,
        `GET ${appPath}`,
        `PUT ${appPath}`,
      ]);
      const app = emulator.state.apps.get(SEED.appId);
      expect(app?.updates).toBe(2);
      // The second PUT created nothing: the sidecar the first one made kept its id.
      expect(app?.lastChanges).toEqual({ created: [], updated: ['web', 'worker', 'sidecar'], deleted: [] });
      expect(app?.templates.map((template) => template.id).slice(0, 2)).toEqual(ids);
      expect(app?.templates).toHaveLength(3);
    }));

  it('a lost answer of an image PATCH: repeated (it sets the same image), the container keeps its id', ({ expect }) =>
    withEmulator(async (emulator) => {
      const ids = emulator.state.apps.get(SEED.appId)?.templates.map((template) => template.id);
      emulator.inject({ kind: 'reset-after', method: 'PATCH' });
      const run = await runAgainst(emulator, live, { secrets: [SEED_APP_SESSION_SECRET] });
      expect(run.exitCode, run.stdout).toBe(0);
      expect(names(emulator).filter((name) => name.startsWith('PATCH'))).toHaveLength(2);
      expect(emulator.state.apps.get(SEED.appId)?.templates.map((template) => template.id)).toEqual(ids);
    }));

  // Issue 30 item 1: a PATCH whose every answer is lost, or late (a 5xx after it was carried out), is
  // read back before the step decides: the application asks for the new image, so it went through.
  for (const [what, fault] of [
    ['lost on every attempt after the PATCH was carried out', { kind: 'reset-after', method: 'PATCH', times: Infinity }],
    [
      'a late 502 on every attempt, after the PATCH was carried out',
      { kind: 'status-after', status: 502, method: 'PATCH', times: Infinity },
    ],
    ['a late 500 (not retried) after the PATCH was carried out', { kind: 'status-after', status: 500, method: 'PATCH' }],
  ] as const) {
    it(`an image PATCH answer ${what}: read back, found, and the step goes on`, ({ expect }) =>
      withEmulator(async (emulator) => {
        emulator.inject({ ...fault });
        const run = await runAgainst(emulator, { ...live, 'max-attempts': '2' }, { secrets: [SEED_APP_SESSION_SECRET] });
        expect(run.exitCode, run.stdout).toBe(0);
        const calls = names(emulator);
        // The read back follows the last PATCH.
        expect(calls.at(-1)).toBe(`GET ${appPath}`);
        expect(calls.at(-2)).toMatch(/^PATCH /);
        expect(run.stdout).toContain('the update went through');
        expect(emulator.state.apps.get(SEED.appId)?.templates[0]?.template['imageTag']).toBe('2.0.0');
      }));
  }

  it('a rollback PATCH whose answer is lost after it was carried out: read back, and rolled-back is true', ({ expect }) =>
    withEmulator(async (emulator) => {
      const app = emulator.state.apps.get(SEED.appId);
      if (app) app.nextRollout = { mode: 'fail', reads: 0 };
      // The first PATCH (the update) answers; the second (the rollback) loses its answers.
      emulator.inject({ kind: 'delay', ms: 0, method: 'PATCH' }, { kind: 'reset-after', method: 'PATCH', times: Infinity });
      const run = await runAgainst(
        emulator,
        { ...waiting, 'rollback-on-failure': 'true', 'rollback-wait-seconds': '2', 'max-attempts': '2' },
        { secrets: [SEED_APP_SESSION_SECRET], clock: new FakeClock() },
      );
      expect(run.exitCode).toBe(1);
      expect(run.outputs['rolled-back']).toBe('true');
      expect(emulator.state.apps.get(SEED.appId)?.templates[0]?.template['imageTag']).toBe('1.4.2');
      expect(run.outputs['error-message']).toMatch(/^The rollout of application .* failed/);
    }));

  it('a lost answer of the update that is never answered: the outcome is unknown', ({ expect }) =>
    withEmulator(async (emulator) => {
      emulator.inject({ kind: 'hang', method: 'PUT', times: Infinity });
      const run = await runAgainst(
        emulator,
        { ...withSidecar(), 'timeout-seconds': String(FAULT_TIMEOUT_S), 'max-attempts': '2' },
        { killAfterMs: 30_000 },
      );
      expect(run.exitCode).toBe(1);
      expect(failureMessage(run)).toContain(`no answer within ${FAULT_TIMEOUT_S} s`);
      expect(run.summary).toContain('may or may not have been updated');
      expect(run.outputs['app-id']).toBe(SEED.appId);
    }));

  for (const status of [429, 503]) {
    it(`${status} answers while polling the overview do not fail the wait`, ({ expect }) =>
      withEmulator(async (emulator) => {
        const app = emulator.state.apps.get(SEED.appId);
        if (app) app.nextRollout = { mode: 'succeed', reads: 1 };
        // More than max-attempts in a row: one whole poll fails, and the wait goes on.
        emulator.inject({ kind: 'status', status, method: 'GET', path: /\/overview$/, headers: { 'Retry-After': '0' }, times: 2 });
        const run = await runAgainst(emulator, { ...waiting, 'max-attempts': '2' }, { secrets: [SEED_APP_SESSION_SECRET] });
        expect(run.exitCode, run.stdout).toBe(0);
        // A 503 fails the poll once its attempts are spent; a 429 only paces the step and is asked again.
        expect(run.stdout).toContain(
          status === 429
            ? `GET ${appPath}/overview: 429 Too Many Requests (rate limited, not counted as an attempt)`
            : `the overview could not be read (GET ${appPath}/overview answered ${status}`,
        );
        expect(run.outputs['app-status']).toBe('active');
        expect(names(emulator).filter((name) => name.endsWith('/overview')).length).toBeGreaterThanOrEqual(4);
      }));
  }

  it('a 404 application: the read fails, naming app-id, and nothing is written', ({ expect }) =>
    withEmulator(async (emulator) => {
      const run = await runAgainst(emulator, { ...waiting, 'app-id': 'app-gone' });
      expect(run.exitCode).toBe(1);
      expect(run.outputs['status']).toBe('404');
      expect(failureMessage(run)).toContain('GET /mc/apps/app-gone answered 404 Not Found');
      expect(failureMessage(run)).toContain('No application has the id app-gone: check app-id.');
      expect(names(emulator)).toEqual(['GET /mc/apps/app-gone']);
    }));

  it('an application deleted during the wait: a 404 of the overview ends it at once', ({ expect }) =>
    withEmulator(async (emulator) => {
      const app = emulator.state.apps.get(SEED.appId);
      if (app) app.nextRollout = { mode: 'never', reads: 0 };
      emulator.inject({ kind: 'status', status: 404, method: 'GET', path: /\/overview$/, body: { title: 'Not Found', status: 404 } });
      const run = await runAgainst(emulator, waiting, { secrets: [SEED_APP_SESSION_SECRET] });
      expect(run.exitCode).toBe(1);
      expect(failureMessage(run)).toContain('was not found while waiting for its rollout');
      // At once: the overview was read once more after the 404, not until the wait's end.
      expect(emulator.requests.filter((request) => request.path.endsWith('/overview')).length).toBeLessThanOrEqual(2);
    }));
});

describe.concurrent('fault matrix: lost and late answers to writes that may have been carried out', () => {
  const faults = [
    ['lost after it was carried out', { kind: 'reset-after' }],
    ['answered 500 after it was carried out', { kind: 'status-after', status: 500 }],
    ['answered 503 after it was carried out', { kind: 'status-after', status: 503 }],
  ] as const;
  for (const write of UNCERTAIN_WRITES) {
    const row = OPERATION_ROWS.find((candidate) => candidate.operation === write.operation);
    if (!row) throw new Error(`no operation row for ${write.operation}`);
    for (const [what, fault] of faults) {
      it(`${write.method} ${write.path} ${what}: the platform is read and the outputs say what is true`, async ({ expect }) => {
        // Its own emulator, not the fixture's: these cases run at once.
        const emulator = await startEmulator();
        try {
          row.arrange?.(emulator);
          emulator.inject({ ...fault, method: write.method, path: new RegExp(`^${escape(write.path)}$`) });
          const run = await runAgainst(emulator, inputsOf(row, write.inputs), {
            ...(row.files ? { files: row.files } : {}),
            secrets: row.secrets,
            killAfterMs: 30_000,
          });
          expect(run.exitCode, run.stdout).toBe(write.exitCode);
          expect(run.outputs).toMatchObject(write.outputs);
          const sent = emulator.requests.map((request) => `${request.method} ${request.path}`);
          for (const request of write.sentOnce) expect(sent.filter((name) => name === request)).toHaveLength(1);
          // The step read the platform after the write, and warned that it may have been carried out.
          const at = sent.indexOf(`${write.method} ${write.path}`);
          expect(sent.slice(at + 1)).toContain(`GET /compute/script/${SEED.scriptWithRelease}/releases/active`);
          expect(actedCommands(run, ['warning']).some((warning) => warning.data.includes('may have been carried out'))).toBe(true);
        } finally {
          await emulator.close();
        }
      });
    }
  }
});
