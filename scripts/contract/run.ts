import { writeFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import type { z } from 'zod';
import { DEFAULT_API_KEY, SEED, startEmulator, type Emulator } from '../../emulator/server.ts';
import { SEED_PULL_ZONES } from '../../emulator/seed.ts';
import { SEED_DATABASE_ID } from '../../emulator/database/state.ts';
import { ACCEPTED } from './accepted.ts';
import { Coverage, describedAs, type RequestDescription } from './coverage.ts';
import { createClient, showStatus, type Answer, type AnswerLog, type ApiClient } from './http.ts';
import {
  emulatorServes,
  ID_HELP,
  ID_VARIABLES,
  NUMERIC_IDS,
  READS,
  readPath,
  SEED_IDS,
  type IdName,
  type Ids,
  type ReadCheck,
} from './reads.ts';
import { render, type AcceptedDifference, type ContractReport, type Difference, type Note, type RequestRow } from './report.ts';
import { DATABASE_NOT_EXERCISED } from './round-trip-database.ts';
import { HALVES, roundTrip, type RoundTrip, type ScratchIds, type Step } from './round-trip.ts';
import { compareShapes, documentedNotSent, documentedShape, schemaIssues, shapeOf, undocumented, type Shape } from './shape.ts';

/*
 * `npm run contract`: holds the platform's answers against the emulator's own read models and
 * against what the emulator answers for the same reads. With BUNNY_API_KEY it reads the real
 * platform; without, it starts the bundled emulator and checks that (CI runs it so).
 */

const DEFAULT_API_URL = 'https://api.bunny.net';
export const DEFAULT_REPORT = 'contract-report.json';

export interface ContractOptions {
  /** Where BUNNY_* come from; default process.env. */
  env?: Readonly<Record<string, string | undefined>>;
  /** Run the write round trip on the scratch zone and script. */
  write?: boolean;
  /** The JSON report's path; null writes none. Default contract-report.json. */
  out?: string | null;
  /** Per request. Default 30 s. */
  timeoutMs?: number;
  /** Between reads of an answer that says "not ready yet" (Shield's 202). Default 2 s. */
  retryDelayMs?: number;
  print?: (line: string) => void;
  printError?: (line: string) => void;
  /** The allow-list; default scripts/contract/accepted.ts. */
  accepted?: readonly AcceptedDifference[];
  /** Tests: request descriptions beyond src/api/requests.ts, as a new one would be. */
  extraRequests?: Readonly<Record<string, RequestDescription>>;
  /** Tests: sees the reference emulator before the first read (to make it send something else). */
  prepareReference?: (emulator: Emulator) => void;
}

export interface ContractResult {
  /** 0 no differences, 1 differences, 2 could not run (see message). */
  exitCode: 0 | 1 | 2;
  report: ContractReport | null;
  message?: string;
}

class SetupError extends Error {}

interface Target {
  kind: 'platform' | 'emulator';
  label: string;
  client: ApiClient;
  ids: Ids;
  scratch: ScratchIds;
}

function variable(env: ContractOptions['env'], name: string): string | undefined {
  const value = env?.[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function readIds(env: ContractOptions['env']): Ids {
  const ids: Ids = {};
  for (const [name, variableName] of Object.entries(ID_VARIABLES) as Array<[IdName, string]>) {
    const value = variable(env, variableName);
    if (value === undefined) continue;
    // The message names the variable, never its value.
    if (NUMERIC_IDS.has(name) && !/^\d{1,19}$/.test(value)) throw new SetupError(`${variableName} must be a whole number (an id).`);
    ids[name] = value;
  }
  return ids;
}

function readScratch(env: ContractOptions['env']): ScratchIds {
  const scratch: ScratchIds = {};
  for (const half of HALVES) {
    const value = variable(env, half.variable);
    if (value === undefined) continue;
    if (half.numeric && !/^\d{1,19}$/.test(value)) throw new SetupError(`${half.variable} must be a whole number (an id).`);
    scratch[half.key] = value;
  }
  return scratch;
}

/** The emulator's seeded scratch resources: a zone without records, a script with a release, a pull zone without Shield. */
const SEED_SCRATCH: ScratchIds = {
  zone: String(SEED.emptyDnsZoneId),
  script: String(SEED.scriptWithRelease),
  app: SEED.appId,
  pullZone: String(SEED.pullZoneWafOff),
  pullZoneHost: SEED_PULL_ZONES.find((zone) => zone.Id === SEED.pullZoneWafOff)?.Hostname,
  storageZone: String(SEED.storageZoneId),
  database: SEED_DATABASE_ID,
};

const SCRATCH_HELP = HALVES.map((half) => half.variable).join(', ');

async function emulatorAnswers(url: string, timeoutMs: number): Promise<boolean> {
  try {
    const response = await fetch(`${url.replace(/\/+$/, '')}/_emulator/state`, {
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    return response.status === 200;
  } catch {
    return false;
  }
}

function checkUrl(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new SetupError('BUNNY_API_URL is not a URL (expected https://api.bunny.net or an emulator such as http://127.0.0.1:8080).');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new SetupError('BUNNY_API_URL must be an http or https URL.');
  return text.replace(/\/+$/, '');
}

export async function runContract(options: ContractOptions = {}): Promise<ContractResult> {
  const env = options.env ?? process.env;
  const print = options.print ?? ((line: string) => console.log(line));
  const printError = options.printError ?? ((line: string) => console.error(line));
  const timeoutMs = options.timeoutMs ?? 30_000;
  const outPath = options.out === undefined ? DEFAULT_REPORT : options.out;
  const started: Emulator[] = [];
  const coverage = new Coverage(options.extraRequests);
  try {
    const target = await chooseTarget(env, options, timeoutMs, started, print, (method, path, status) =>
      coverage.api(method, path, status),
    );
    const reference = await startEmulator();
    started.push(reference);
    options.prepareReference?.(reference);
    const referenceClient = createClient(reference.url, reference.apiKey, timeoutMs);

    const differences: Difference[] = [];
    const notes: Note[] = [];
    const reads: RequestRow[] = [];
    const today = new Date().toISOString().slice(0, 10);
    for (const read of READS) {
      reads.push(await checkRead(read, target, referenceClient, today, options.retryDelayMs ?? 2000, differences, notes));
    }
    const writes = options.write ? await checkWrites(target, referenceClient, differences, notes, coverage) : [];
    const covered = checkCoverage(coverage, target, options.write === true, differences, notes);

    const { failing, accepted, unused } = applyAllowList(differences, options.accepted ?? ACCEPTED, target.kind);
    for (const entry of unused) {
      notes.push({
        endpoint: entry.endpoint,
        kind: 'unused-allow-list-entry',
        member: entry.member,
        detail: `${entry.kind}: ${entry.reason}`,
      });
    }
    for (const row of reads) {
      if (row.result !== 'compared') continue;
      const count = failing.filter((d) => d.endpoint === row.name).length;
      const known = accepted.filter((d) => d.endpoint === row.name).length;
      row.result = `${count === 0 ? 'same shape' : `${count} difference(s)`}${known === 0 ? '' : `, ${known} accepted`}`;
    }
    const report: ContractReport = {
      format: 'bunny-platform-action/contract-report@1',
      generatedAt: new Date().toISOString(),
      target: target.kind,
      targetLabel: target.label,
      write: options.write === true,
      reads,
      writes,
      differences: failing,
      accepted,
      notes,
      coverage: covered,
      summary: {
        differences: failing.length,
        accepted: accepted.length,
        notes: notes.length,
        skipped: notes.filter((n) => n.kind === 'skipped').length,
        passed: failing.length === 0,
      },
    };
    if (outPath !== null) await writeFile(outPath, `${JSON.stringify(report, null, 2)}\n`);
    for (const line of render(report, outPath)) print(line);
    return { exitCode: failing.length === 0 ? 0 : 1, report };
  } catch (error) {
    if (!(error instanceof SetupError)) throw error;
    printError(`contract: ${error.message}`);
    return { exitCode: 2, report: null, message: error.message };
  } finally {
    await Promise.all(started.map((emulator) => emulator.close()));
  }
}

async function chooseTarget(
  env: ContractOptions['env'],
  options: ContractOptions,
  timeoutMs: number,
  started: Emulator[],
  print: (line: string) => void,
  log: AnswerLog,
): Promise<Target> {
  const key = variable(env, 'BUNNY_API_KEY');
  const urlText = variable(env, 'BUNNY_API_URL');
  const url = urlText === undefined ? undefined : checkUrl(urlText);
  const ids = readIds(env);
  const scratch = readScratch(env);

  if (key !== undefined) {
    if (options.write && Object.keys(scratch).length === 0) {
      throw new SetupError(
        `--write needs at least one of ${SCRATCH_HELP}: resources the round trip may write to and put back (see CONTRIBUTING.md, "The contract check").`,
      );
    }
    return {
      kind: 'platform',
      label: url === undefined ? 'the platform (api.bunny.net)' : 'the platform at BUNNY_API_URL',
      client: createClient(url ?? DEFAULT_API_URL, key, timeoutMs, log),
      ids,
      scratch,
    };
  }

  if (url !== undefined) {
    if (!(await emulatorAnswers(url, Math.min(timeoutMs, 5000)))) {
      throw new SetupError(
        'BUNNY_API_KEY is not set and no emulator answers at BUNNY_API_URL. ' +
          `To check the real platform, set BUNNY_API_KEY and the ids of what to read: ${ID_HELP}; ` +
          'each is optional, and BUNNY_API_URL is needed only for another address than https://api.bunny.net. ' +
          `For --write also ${SCRATCH_HELP}. ` +
          'To check the bundled emulator instead, leave BUNNY_API_URL unset.',
      );
    }
    return {
      kind: 'emulator',
      label: 'the emulator at BUNNY_API_URL',
      client: createClient(url, DEFAULT_API_KEY, timeoutMs, log),
      ids: { ...SEED_IDS, ...ids },
      scratch: { ...SEED_SCRATCH, ...scratch },
    };
  }

  const given = Object.values(ID_VARIABLES).filter((name) => variable(env, name) !== undefined);
  if (given.length > 0) print(`${given.join(', ')} set but BUNNY_API_KEY is not: checking the bundled emulator with its own seeded ids.`);
  const emulator = await startEmulator();
  started.push(emulator);
  return {
    kind: 'emulator',
    label: 'the bundled emulator',
    client: createClient(emulator.url, emulator.apiKey, timeoutMs, log),
    ids: SEED_IDS,
    scratch: SEED_SCRATCH,
  };
}

/** One read, read again (up to three times, spaced) while it answers "not ready yet". */
async function readSettled(client: ApiClient, read: ReadCheck, ids: Ids, today: string, retryDelayMs: number): Promise<Answer> {
  let answer = await client.send(read.method, readPath(read, ids, today), read.query ? { query: read.query } : {});
  for (let again = 0; again < 3 && read.retryWhile?.includes(answer.status); again++) {
    await sleep(retryDelayMs);
    answer = await client.send(read.method, readPath(read, ids, today), read.query ? { query: read.query } : {});
  }
  return answer;
}

function statusHint(read: ReadCheck, answer: Answer): string {
  if (answer.status === 401) return 'the key was refused (BUNNY_API_KEY; an emulator started with --key needs it too)';
  if (answer.status === 404 && read.needs) {
    const extra = read.id === 'active-release' ? ' (404 also means the script has no published release)' : '';
    return `not found: check ${ID_VARIABLES[read.needs]}${extra}`;
  }
  if (answer.status === 0) return 'no answer: check the network and BUNNY_API_URL';
  return `not a documented answer (documented: ${[...read.schemas.keys()].join(', ')})`;
}

async function checkRead(
  read: ReadCheck,
  target: Target,
  referenceClient: ApiClient,
  today: string,
  retryDelayMs: number,
  differences: Difference[],
  notes: Note[],
): Promise<RequestRow> {
  const request = `${read.method} ${read.template}`;
  const row = (platform: string, emulator: string, result: string): RequestRow => ({ name: read.id, request, platform, emulator, result });
  if (read.needs && target.ids[read.needs] === undefined) {
    const detail = `${ID_VARIABLES[read.needs]} is not set`;
    notes.push({ endpoint: read.id, kind: 'skipped', detail });
    return row('-', '-', `skipped: ${detail}`);
  }
  const served = emulatorServes(read.method, read.template);
  if (!served && target.kind === 'emulator') {
    const detail = `the emulator does not serve ${request} yet`;
    notes.push({ endpoint: read.id, kind: 'skipped', detail });
    return row('-', '-', `skipped: ${detail}`);
  }

  const platform = await readSettled(target.client, read, target.ids, today, retryDelayMs);
  const emulator = served ? await readSettled(referenceClient, read, SEED_IDS, today, retryDelayMs) : undefined;
  const add = (difference: Omit<Difference, 'endpoint'>) => differences.push({ endpoint: read.id, ...difference });
  const platformStatus = showStatus(platform);
  const emulatorStatus = showStatus(emulator);

  if (!served) {
    add({
      kind: 'emulator-missing-route',
      member: '',
      platform: platformStatus,
      emulator: '-',
      detail: `the emulator has no route for ${request}`,
    });
  }
  const platformSchema = read.schemas.get(platform.status);
  if (!platformSchema) {
    add({ kind: 'status', member: '', platform: platformStatus, emulator: emulatorStatus, detail: statusHint(read, platform) });
    return row(platformStatus, emulatorStatus, 'compared');
  }
  if (emulator && !read.schemas.has(emulator.status)) {
    add({
      kind: 'status',
      member: '',
      platform: platformStatus,
      emulator: emulatorStatus,
      detail: 'the emulator did not answer its own seeded read',
    });
  } else if (emulator && emulator.status !== platform.status) {
    add({ kind: 'status', member: '', platform: platformStatus, emulator: emulatorStatus, detail: 'the two answered differently' });
  }
  compareBodies(
    platformSchema,
    platform,
    emulator?.status === platform.status ? emulator : undefined,
    target.kind,
    read.id,
    differences,
    notes,
  );
  return row(platformStatus, emulatorStatus, 'compared');
}

/** Schema check of the platform's body, shape comparison with the emulator's, and the informational lists. */
function compareBodies(
  schema: z.ZodType,
  platform: Answer,
  emulator: Answer | undefined,
  targetKind: Target['kind'],
  endpoint: string,
  differences: Difference[],
  notes: Note[],
): void {
  const add = (difference: Omit<Difference, 'endpoint'>) => differences.push({ endpoint, ...difference });
  if (platform.bodyKind !== 'json') {
    add({
      kind: 'schema',
      member: '',
      platform: platform.bodyKind,
      emulator: emulator?.bodyKind ?? '-',
      detail: `the answer is not JSON (${platform.contentType || 'no content type'})`,
    });
    return;
  }
  const documented = documentedShape(schema);
  for (const issue of schemaIssues(schema, platform.body, documented.maps)) {
    add({
      kind: 'schema',
      member: issue.member,
      platform: 'refused',
      emulator: '-',
      detail: issue.count > 1 ? `${issue.detail} (${issue.count} items)` : issue.detail,
    });
  }
  const platformShape = shapeOf(platform.body, documented.maps);
  const sides: Array<{ who: string; shape: Shape }> = [
    { who: targetKind === 'platform' ? 'the platform' : 'the emulator', shape: platformShape },
  ];
  if (emulator?.bodyKind === 'json') {
    const emulatorShape = shapeOf(emulator.body, documented.maps);
    const compared = compareShapes(platformShape, emulatorShape);
    for (const d of compared.differences) {
      const isMember = d.kind !== 'type';
      add({ ...d, ...(isMember ? { documented: documented.shape.has(d.member) } : {}) });
    }
    for (const note of compared.notes) notes.push({ endpoint, ...note });
    for (const member of documentedNotSent(documented.shape, emulatorShape)) {
      notes.push({ endpoint, kind: 'documented-not-sent', member, detail: 'documented in the read model, never sent by the emulator' });
    }
    if (targetKind === 'platform') sides.push({ who: 'the emulator', shape: emulatorShape });
  }
  for (const { who, shape } of sides) {
    for (const member of undocumented(documented.shape, shape)) {
      notes.push({ endpoint, kind: 'undocumented', member, detail: `${who} sent it; the read model does not document it` });
    }
  }
}

async function checkWrites(
  target: Target,
  referenceClient: ApiClient,
  differences: Difference[],
  notes: Note[],
  coverage: Coverage,
): Promise<RequestRow[]> {
  const targetIds: ScratchIds = {};
  const referenceIds: ScratchIds = {};
  for (const half of HALVES) {
    const id = target.scratch[half.key];
    if (id === undefined) {
      notes.push({ endpoint: half.name, kind: 'skipped', detail: `${half.variable} is not set` });
      continue;
    }
    const missing = half.routes
      .filter((route) => !emulatorServes(route.method, route.template))
      .map((route) => `${route.method} ${route.template}`);
    if (missing.length > 0 && target.kind === 'emulator') {
      notes.push({ endpoint: half.name, kind: 'skipped', detail: `the emulator does not serve ${missing.join(', ')} yet` });
      continue;
    }
    targetIds[half.key] = id;
    if (half.key === 'pullZone') targetIds.pullZoneHost = target.scratch.pullZoneHost;
    if (missing.length === 0) {
      referenceIds[half.key] = SEED_SCRATCH[half.key];
      if (half.key === 'pullZone') referenceIds.pullZoneHost = SEED_SCRATCH.pullZoneHost;
    } else {
      for (const route of missing) {
        differences.push({
          endpoint: half.name,
          kind: 'emulator-missing-route',
          member: '',
          platform: '-',
          emulator: '-',
          detail: `the emulator has no route for ${route}`,
        });
      }
    }
  }
  if (Object.keys(targetIds).length === 0) return [];
  if (targetIds.database !== undefined)
    for (const detail of DATABASE_NOT_EXERCISED)
      notes.push({ endpoint: 'write:database', kind: 'skipped', detail: `not exercised: ${detail}` });
  const platformTrip = await roundTrip(target.client, targetIds, undefined, (method) => coverage.storage(method));
  const emulatorTrip = Object.keys(referenceIds).length === 0 ? undefined : await roundTrip(referenceClient, referenceIds);
  return compareTrips(platformTrip, emulatorTrip, target.kind, differences, notes);
}

/**
 * The action's requests against what the contract sent. One that no read or write step sends
 * fails every run; one a step sends but this run did not get an answer to fails a full run
 * (--write, every id: what the emulator run is), and is a note otherwise.
 */
function checkCoverage(
  coverage: Coverage,
  target: Target,
  write: boolean,
  differences: Difference[],
  notes: Note[],
): ContractReport['coverage'] {
  const { total, covered, missing } = coverage.summary();
  const stepRoutes = [...READS, ...HALVES.flatMap((half) => half.routes)];
  const sentByAStep = new Set(
    stepRoutes.flatMap((route) => describedAs(coverage.described, route.method, route.template.replace(/\{[^}]+\}/g, 'x'))?.name ?? []),
  );
  const full =
    write &&
    Object.values(ID_VARIABLES).length === Object.keys(target.ids).length &&
    HALVES.every((half) => target.scratch[half.key] !== undefined);
  for (const request of missing) {
    const noStep = request.method !== '' && !sentByAStep.has(request.name);
    const detail = noStep
      ? `no contract step sends it: add a read (scripts/contract/reads.ts) or a write step (scripts/contract/round-trip*.ts)`
      : `not answered with a success status in this run`;
    if (noStep || full) {
      differences.push({
        endpoint: `request:${request.name}`,
        kind: 'uncovered',
        member: '',
        platform: '-',
        emulator: '-',
        detail: `${request.line}: ${detail}`,
      });
    } else {
      notes.push({
        endpoint: `request:${request.name}`,
        kind: 'skipped',
        detail: `${request.line}: ${detail} (its id or --write was not given)`,
      });
    }
  }
  return { total, covered: covered.length, missing: missing.map((request) => request.name) };
}

function compareTrips(
  platform: RoundTrip,
  emulator: RoundTrip | undefined,
  targetKind: Target['kind'],
  differences: Difference[],
  notes: Note[],
): RequestRow[] {
  const rows: RequestRow[] = [];
  const byName = new Map<string, Step>((emulator?.steps ?? []).map((step) => [step.step, step]));
  for (const step of platform.steps) {
    const endpoint = `write:${step.step}`;
    const twin = byName.get(step.step);
    const platformStatus = showStatus(step.answer);
    const emulatorStatus = twin ? showStatus(twin.answer) : '-';
    const add = (difference: Omit<Difference, 'endpoint'>) => differences.push({ endpoint, ...difference });
    if (!step.ok)
      add({ kind: 'round-trip', member: '', platform: platformStatus, emulator: emulatorStatus, detail: step.detail ?? 'failed' });
    else if (twin && !twin.ok)
      add({
        kind: 'round-trip',
        member: '',
        platform: platformStatus,
        emulator: emulatorStatus,
        detail: `the emulator: ${twin.detail ?? 'failed'}`,
      });
    else if (twin && twin.answer.status !== step.answer.status)
      add({ kind: 'status', member: '', platform: platformStatus, emulator: emulatorStatus, detail: 'the two answered differently' });
    if (step.ok && step.schema && step.answer.bodyKind !== 'empty')
      compareBodies(step.schema, step.answer, twin?.ok ? twin.answer : undefined, targetKind, endpoint, differences, notes);
    rows.push({
      name: step.step,
      request: `${step.method} ${step.template}`,
      platform: platformStatus,
      emulator: emulatorStatus,
      result: step.ok ? 'ok' : (step.detail ?? 'failed'),
    });
  }
  for (const line of platform.cleanup) notes.push({ endpoint: 'write', kind: 'cleanup', detail: line });
  for (const line of platform.leftovers)
    differences.push({ endpoint: 'write', kind: 'cleanup', member: '', platform: '-', emulator: '-', detail: line });
  return rows;
}

function applyAllowList(
  differences: readonly Difference[],
  entries: readonly AcceptedDifference[],
  targetKind: Target['kind'],
): { failing: Difference[]; accepted: Array<Difference & { reason: string }>; unused: AcceptedDifference[] } {
  const used = new Set<AcceptedDifference>();
  const failing: Difference[] = [];
  const accepted: Array<Difference & { reason: string }> = [];
  for (const difference of differences) {
    const entry = entries.find(
      (e) =>
        e.endpoint === difference.endpoint &&
        e.kind === difference.kind &&
        e.member === difference.member &&
        (e.target === undefined || e.target === targetKind),
    );
    if (entry) {
      used.add(entry);
      accepted.push({ ...difference, reason: entry.reason });
    } else {
      failing.push(difference);
    }
  }
  const unused = entries.filter((entry) => !used.has(entry) && (entry.target === undefined || entry.target === targetKind));
  return { failing, accepted, unused };
}
