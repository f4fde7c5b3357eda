import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiError } from '../../src/api/api-error.ts';
import { systemClock } from '../../src/api/clock.ts';
import { StepConnections } from '../../src/http/step-connections.ts';
import { StorageClient } from '../../src/platform/storage/storage-client.ts';
import type { Answer, ApiClient } from './http.ts';
import { isObject, type RoundTrip, type RouteUse, type Runner } from './steps.ts';

/*
 * The storage half of the round trip, on the scratch storage zone: read the zone for its
 * storage host and password, then, through the action's own Edge Storage client, upload a file
 * into a new folder, list it (with the SHA-256 of what was uploaded), delete it, upload another and delete the folder. The
 * folder (`contract-check-…`) is deleted in a `finally` whatever failed. The password goes to
 * the storage server and nowhere else.
 */

export const STORAGE_ROUTES: readonly RouteUse[] = [{ method: 'GET', template: '/storagezone/{id}' }];

/** The storage client's methods that send a request. */
type StorageMethod = {
  [K in keyof StorageClient]: StorageClient[K] extends (...args: never[]) => Promise<unknown> ? K : never;
}[keyof StorageClient];

/** Told each storage client method that returned: the coverage count of the data plane. */
export type StorageLog = (method: StorageMethod) => void;

const route = (method: RouteUse['method'], what: string): RouteUse => ({ method, template: `(storage) /{zone}/${what}` });

function failed(error: unknown): Answer {
  const status = error instanceof ApiError ? (error.status ?? 0) : 0;
  const kind = error instanceof ApiError ? error.kind : 'error';
  return { status, bodyKind: 'none', body: undefined, contentType: '', error: `the storage client failed (${kind})` };
}

const done = (status = 200): Answer => ({ status, bodyKind: 'none', body: undefined, contentType: '' });

const text = (body: unknown, member: string): string | undefined =>
  isObject(body) && typeof body[member] === 'string' ? body[member] : undefined;

export async function storageHalf(
  api: ApiClient,
  storageZoneId: string,
  random: () => string,
  run: Runner,
  result: RoundTrip,
  log: StorageLog = () => {},
): Promise<void> {
  const [zoneRoute] = STORAGE_ROUTES as [RouteUse];
  const zone = await run(
    'storage-zone',
    zoneRoute,
    [200],
    () => api.send('GET', `/storagezone/${encodeURIComponent(storageZoneId)}`),
    (answer) =>
      text(answer.body, 'Name') && text(answer.body, 'Password') && text(answer.body, 'StorageHostname')
        ? undefined
        : 'the zone read lacks its Name, Password or StorageHostname',
  );
  if (!zone.ok) return;
  const storage = new StorageClient(
    {
      host: text(zone.answer.body, 'StorageHostname') ?? '',
      name: text(zone.answer.body, 'Name') ?? '',
      password: text(zone.answer.body, 'Password') ?? '',
    },
    {
      http: StepConnections.direct(),
      settings: { timeoutMs: 30_000, maxAttempts: 3 },
      clock: systemClock,
      log: { info: () => undefined, redact: (value) => value },
    },
    { userAgent: 'bunny-platform-action contract check', concurrency: 2 },
  );
  const folder = `contract-check-${random()}`;
  const local = await mkdtemp(join(tmpdir(), 'contract-storage-'));
  const content = `contract check ${randomBytes(16).toString('hex')}\n`;
  const file = join(local, 'file.txt');
  await writeFile(file, content);
  const source = { absolutePath: file, size: Buffer.byteLength(content), sha256: createHash('sha256').update(content).digest('hex') };
  let uploaded = false;
  let removed = false;
  /** One call of the storage client as a step: 200 when it returned, its status when it threw. */
  const call = async <T>(
    step: string,
    method: StorageMethod,
    where: RouteUse,
    send: () => Promise<T>,
    check: (value: T) => string | undefined,
  ) => {
    let value: T | undefined;
    const outcome = await run(
      step,
      where,
      [200],
      async () => {
        try {
          value = await send();
          log(method);
          return done();
        } catch (error) {
          return failed(error);
        }
      },
      () => check(value as T),
    );
    return outcome.ok;
  };
  try {
    const names = (items: Awaited<ReturnType<StorageClient['list']>>) => (items ?? []).map((item) => item.ObjectName);
    uploaded = true;
    if (
      !(await call(
        'storage-upload',
        'upload',
        route('PUT', '{folder}/{file}'),
        () => storage.upload([folder, 'file.txt'], source),
        () => undefined,
      ))
    )
      return;
    // The listed checksum is the platform's SHA-256 of the bytes it stored: what was uploaded, or not.
    const listed = await call(
      'storage-list',
      'list',
      route('GET', '{folder}/'),
      () => storage.list([folder]),
      (items) => {
        const item = (items ?? []).find((entry) => entry.ObjectName === 'file.txt');
        if (!item) return 'the listing does not name the file just uploaded';
        return item.Checksum?.toUpperCase() === source.sha256.toUpperCase()
          ? undefined
          : 'the listed checksum is not that of what was uploaded';
      },
    );
    if (!listed) return;
    // What deploy-site reads of a file listed without a checksum: the stored bytes, hashed.
    if (
      !(await call(
        'storage-digest',
        'digest',
        route('GET', '{folder}/{file}'),
        () => storage.digest([folder, 'file.txt'], source.size),
        (found) => (found?.sha256 === source.sha256.toUpperCase() ? undefined : 'the file read back does not hash to what was uploaded'),
      ))
    )
      return;
    if (
      !(await call(
        'storage-delete-file',
        'delete',
        route('DELETE', '{folder}/{file}'),
        () => storage.delete([folder, 'file.txt']),
        (r) => (r.found ? undefined : 'the delete found nothing to delete'),
      ))
    )
      return;
    if (
      !(await call(
        'storage-upload-again',
        'upload',
        route('PUT', '{folder}/{file}'),
        () => storage.upload([folder, 'again.txt'], source),
        () => undefined,
      ))
    )
      return;
    removed = await call(
      'storage-delete-folder',
      'delete',
      route('DELETE', '{folder}/'),
      () => storage.delete([folder], true),
      (r) => (r.found ? undefined : 'the delete found nothing to delete'),
    );
    if (!removed) return;
    await call(
      'storage-list-deleted',
      'list',
      route('GET', '{folder}/'),
      () => storage.list([folder]),
      (items) => (names(items).length === 0 ? undefined : 'the folder still lists files after its delete'),
    );
  } finally {
    if (uploaded && !removed) {
      try {
        await storage.delete([folder], true);
        result.cleanup.push('deleted the folder the round trip uploaded to');
      } catch {
        result.leftovers.push(`the folder ${folder} in the scratch storage zone may still be there: delete it by hand`);
      }
    }
    await storage.close();
    await rm(local, { recursive: true, force: true });
  }
}
