// Baseline of the sync-storage rows: a plain Node client of the Edge Storage API doing the
// same work as the step, with nothing else. BENCH_MODE picks the work:
//   list-hash  lists the remote tree (one level a request, five at a time) and hashes every
//              local file: the floor of a diff (the unchanged re-run);
//   upload     hashes every local file and uploads each, BENCH_CONCURRENCY at a time, streamed
//              from disk with its upper-case Checksum (no listing);
//   sync       list-hash, then uploads the files whose checksum or length differ.
// Plain JavaScript, undici's request() and node:crypto only.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Agent, request } from 'undici';

const base = process.env.BENCH_STORAGE_URL;
const zone = process.env.BENCH_ZONE;
const key = process.env.BENCH_PASSWORD;
const source = process.env.BENCH_SOURCE_DIR;
const mode = process.env.BENCH_MODE ?? 'sync';
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? '8');
const agent = new Agent({ connections: concurrency + 5 });
const encode = (path) => path.split('/').map(encodeURIComponent).join('/');

async function pool(items, limit, work) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

async function listTree() {
  const files = new Map();
  let level = [''];
  while (level.length > 0) {
    const found = [];
    await pool(level, 5, async (dir) => {
      const response = await request(`${base}/${zone}/${dir === '' ? '' : `${encode(dir)}/`}`, {
        headers: { AccessKey: key, Accept: 'application/json' },
        dispatcher: agent,
      });
      if (response.statusCode === 404) return void (await response.body.dump());
      if (response.statusCode !== 200) throw new Error(`listing ${dir}: ${response.statusCode}`);
      for (const item of await response.body.json()) {
        const path = dir === '' ? item.ObjectName : `${dir}/${item.ObjectName}`;
        if (item.IsDirectory) found.push(path);
        else files.set(path, { length: item.Length, checksum: item.Checksum });
      }
    });
    level = found;
  }
  return files;
}

async function walk(root) {
  const out = [];
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const absolute = join(entry.parentPath, entry.name);
    out.push({
      path: absolute
        .slice(root.length + 1)
        .split('\\')
        .join('/'),
      absolute,
    });
  }
  return out;
}

async function hash(file) {
  const { size } = await stat(file.absolute);
  const digest = createHash('sha256');
  if (size <= 1024 * 1024) digest.update(await readFile(file.absolute));
  else for await (const chunk of createReadStream(file.absolute, { highWaterMark: 1024 * 1024 })) digest.update(chunk);
  return { ...file, size, sha256: digest.digest('hex').toUpperCase() };
}

async function upload(file) {
  const response = await request(`${base}/${zone}/${encode(file.path)}`, {
    method: 'PUT',
    headers: { AccessKey: key, Checksum: file.sha256, 'Content-Type': 'application/octet-stream', 'Content-Length': String(file.size) },
    body: createReadStream(file.absolute),
    dispatcher: agent,
  });
  await response.body.dump();
  if (response.statusCode !== 201) throw new Error(`upload ${file.path}: ${response.statusCode}`);
}

const remote = mode === 'upload' ? new Map() : await listTree();
const local = [];
await pool(await walk(source), 8, async (file) => void local.push(await hash(file)));
const changed = local.filter((file) => {
  const there = remote.get(file.path);
  return !there || !there.checksum || there.checksum.toUpperCase() !== file.sha256 || there.length !== file.size;
});
if (mode !== 'list-hash') await pool(changed, concurrency, upload);
await agent.close();
console.log(JSON.stringify({ listed: remote.size, local: local.length, uploaded: mode === 'list-hash' ? 0 : changed.length }));
