// Peer of the sync-storage rows: the platform's own @bunny.net/storage-sdk, in the few lines a
// user writes around it to upload a folder: walk the tree, and file.upload() each file as its
// README shows (a stream of the file, no checksum: the server computes it), BENCH_CONCURRENCY at
// a time. It lists nothing and hashes nothing: every run uploads every file. The SDK only knows
// the platform's https:// hosts; storage-host.mjs sends its requests to the emulator.
import './storage-host.mjs';
import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { Readable } from 'node:stream';
import * as BunnyStorageSDK from '@bunny.net/storage-sdk';

const source = process.env.BENCH_SOURCE_DIR;
const zone = BunnyStorageSDK.zone.connect_with_accesskey(
  BunnyStorageSDK.regions.StorageRegion.Falkenstein,
  process.env.BENCH_ZONE,
  process.env.BENCH_PASSWORD,
);

const files = (await readdir(source, { recursive: true, withFileTypes: true }))
  .filter((entry) => entry.isFile())
  .map((entry) => join(entry.parentPath, entry.name));
let next = 0;
await Promise.all(
  Array.from({ length: Number(process.env.BENCH_CONCURRENCY ?? '8') }, async () => {
    while (next < files.length) {
      const file = files[next++];
      const path = relative(source, file).split(sep).join('/');
      await BunnyStorageSDK.file.upload(zone, `/${path}`, Readable.toWeb(createReadStream(file)));
    }
  }),
);
console.log(JSON.stringify({ uploaded: files.length }));
