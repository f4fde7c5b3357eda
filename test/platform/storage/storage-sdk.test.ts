import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as BunnyStorageSDK from '@bunny.net/storage-sdk';
import { SEED, SEED_STORAGE_PASSWORDS } from '../../../emulator/server.ts';
import { useEmulator } from '../../support/e2e.ts';

/*
 * The platform's own storage SDK against the emulator: what the SDK expects of the Edge
 * Storage API (its zod schema of the listing object, its statuses, a directory made before a
 * file, a 400 for a bad checksum with nothing stored) is what the emulator must do. The SDK
 * builds https://storage.bunnycdn.com/... and calls the global fetch; inside this file that
 * host is sent to the emulator's DE server instead, and nothing else is touched.
 */

const emu = useEmulator();
const realFetch = globalThis.fetch;
beforeAll(() => {
  globalThis.fetch = (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.host !== 'storage.bunnycdn.com') return realFetch(input, init);
    return realFetch(`${emu().storage.urls.DE}${url.pathname}${url.search}`, init);
  };
});
afterAll(() => {
  globalThis.fetch = realFetch;
});

const zone = () =>
  BunnyStorageSDK.zone.connect_with_accesskey(
    BunnyStorageSDK.regions.StorageRegion.Falkenstein,
    SEED.storageZoneName,
    SEED_STORAGE_PASSWORDS.site,
  );
const bytes = (text: string) => new TextEncoder().encode(text);
const stream = (text: string) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes(text));
      controller.close();
    },
  });

describe('@bunny.net/storage-sdk against the emulator', () => {
  it('makes a directory, uploads with a checksum (lower case, as the SDK sends it), lists and downloads', async () => {
    const sz = zone();
    expect(await BunnyStorageSDK.file.createDirectory(sz, '/tests/run1/')).toBe(true);
    const text = 'hello from the sdk';
    const sha256Checksum = createHash('sha256').update(text).digest('hex');
    expect(
      await BunnyStorageSDK.file.upload(sz, '/tests/run1/new_file.txt', stream(text), { sha256Checksum, contentType: 'text/plain' }),
    ).toBe(true);
    // The SDK parses every item with its own schema: an emulator listing it refuses fails here.
    const [item, ...rest] = await BunnyStorageSDK.file.list(sz, '/tests/run1/');
    expect(rest).toEqual([]);
    expect(item).toMatchObject({
      objectName: 'new_file.txt',
      path: `/${SEED.storageZoneName}/tests/run1/`,
      length: text.length,
      checksum: sha256Checksum.toUpperCase(),
      isDirectory: false,
      contentType: 'text/plain',
      storageZoneName: SEED.storageZoneName,
    });
    expect(item?.lastChanged).toBeInstanceOf(Date);
    const root = await BunnyStorageSDK.file.list(sz, '/');
    expect(root.map((entry) => [entry.objectName, entry.isDirectory])).toEqual([['tests', true]]);
    const downloaded = await BunnyStorageSDK.file.download(sz, '/tests/run1/new_file.txt');
    expect(downloaded.length).toBe(text.length);
    expect(await new Response(downloaded.stream).text()).toBe(text);
  });

  it('refuses an upload whose checksum does not match, and lists the directory empty', async () => {
    const sz = zone();
    expect(await BunnyStorageSDK.file.createDirectory(sz, '/tests/run2/')).toBe(true);
    await expect(BunnyStorageSDK.file.upload(sz, '/tests/run2/new_file', stream('random bytes'), { sha256Checksum: '12' })).rejects.toThrow(
      /provided checksum invalid/,
    );
    expect(await BunnyStorageSDK.file.list(sz, '/tests/run2/')).toEqual([]);
  });

  it('deletes a file and a directory, and says false for a file that is not there', async () => {
    const sz = zone();
    await BunnyStorageSDK.file.createDirectory(sz, '/tests/run3/');
    await BunnyStorageSDK.file.upload(sz, '/tests/run3/new_file', stream('x'));
    expect(await BunnyStorageSDK.file.remove(sz, '/tests/run3/new_file')).toBe(true);
    expect(await BunnyStorageSDK.file.list(sz, '/tests/run3/')).toEqual([]);
    expect(await BunnyStorageSDK.file.remove(sz, '/tests/run3/new_file')).toBe(false);
    await BunnyStorageSDK.file.upload(sz, '/tests/run3/deep/a', stream('a'));
    expect(await BunnyStorageSDK.file.removeDirectory(sz, '/tests')).toBe(true);
    expect(emu().storage.state.files(SEED.storageZoneName).size).toBe(0);
  });

  it('fails as the SDK expects on a wrong password (401) and a missing file (404)', async () => {
    const wrong = BunnyStorageSDK.zone.connect_with_accesskey(
      BunnyStorageSDK.regions.StorageRegion.Falkenstein,
      SEED.storageZoneName,
      'wrong',
    );
    await expect(BunnyStorageSDK.file.list(wrong, '/')).rejects.toThrow(/Unauthorized access to storage zone/);
    await expect(BunnyStorageSDK.file.download(zone(), '/nothing.txt')).rejects.toThrow(/File not found/);
  });
});
