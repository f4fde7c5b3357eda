import { createHash } from 'node:crypto';
import { open, realpath, stat, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { listFolder } from '../local-files/folder-listing.ts';
import { isInside } from '../local-files/path-inside.ts';
import { runPool } from './pool.ts';
import type { SyncScope } from './path-filter.ts';

/**
 * A file of the local tree. Its absolute path is made when it is asked for: held for each of
 * 20,000 files, those strings were megabytes the step kept from the walk to its last upload.
 */
export class LocalFile {
  /** The tree's root, as the walk was given it. */
  readonly root: string;
  /** Relative to the tree's root, segments joined with '/'. */
  readonly path: string;

  constructor(root: string, path: string) {
    this.root = root;
    this.path = path;
  }

  get absolutePath(): string {
    return join(this.root, this.path);
  }
}

const DIGEST_BYTES = 32;

/**
 * A file as hashed. Its digest is kept as bytes in a table shared by every file of the tree (32
 * bytes each), and made a hex string when it is asked for: a string held for each of 100,000
 * files was about 80 bytes more a file, for the step's whole length.
 */
export class HashedFile extends LocalFile {
  /** Bytes, as read when it was hashed. */
  readonly size: number;
  readonly #digests: Buffer;
  readonly #at: number;

  constructor(file: LocalFile, size: number, digests: Buffer, at: number) {
    super(file.root, file.path);
    this.size = size;
    this.#digests = digests;
    this.#at = at;
  }

  /** SHA-256 of the bytes, upper-case hex (as the Checksum header and the listing carry it). */
  get sha256(): string {
    return this.#digests.toString('hex', this.#at, this.#at + DIGEST_BYTES).toUpperCase();
  }
}

/** A symbolic link that leads out of the allowed root: the step must not read what it points at. */
export class LinkOutsideError extends Error {
  constructor(path: string) {
    super(`'${path}' is a symbolic link that leads outside the workspace; it is not read`);
    this.name = 'LinkOutsideError';
  }
}

/** A walk's result: the files, and the names it could not take (files and folders the scope covers). */
export interface LocalTree {
  files: LocalFile[];
  /**
   * Paths with a name that is not UTF-8 (`caf\xe9.txt`, as an old archive unpacks it), each in its
   * printable form (U+FFFD for each byte that is not), a folder's ending in '/', sorted: the
   * text is not the name, so no path made of it reaches the file, and no request can name it.
   */
  notUtf8: string[];
}

/**
 * Every file below `root` that `scope` covers, walking one folder at a time (a listing, never the
 * tree's contents, is held). Symbolic links are followed while they stay inside `allowedRoot`
 * (the workspace); one leading out fails the walk, and a folder reached twice is read once. A
 * name that is not UTF-8 is set aside in `notUtf8`, and a folder so named is not entered.
 */
export async function walkLocalTree(root: string, scope: SyncScope, allowedRoot: string): Promise<LocalTree> {
  const files: LocalFile[] = [];
  const notUtf8: string[] = [];
  const realAllowed = await realpath(allowedRoot);
  const seen = new Set<string>([await realpath(root)]);
  const folders = [{ absolute: root, relative: '' }];
  for (let folder = folders.pop(); folder !== undefined; folder = folders.pop()) {
    for (const { name, utf8, kind: entry } of await listFolder(folder.absolute)) {
      const path = folder.relative === '' ? name : `${folder.relative}/${name}`;
      if (!utf8) {
        if (entry.isDirectory() ? !scope.skipsFolder(path) : scope.covers(path)) notUtf8.push(entry.isDirectory() ? `${path}/` : path);
        continue;
      }
      const absolutePath = join(folder.absolute, name);
      let kind: { isFile(): boolean; isDirectory(): boolean } = entry;
      if (entry.isSymbolicLink()) {
        const target = await realpath(absolutePath).catch(() => undefined);
        // A dangling link has nothing to upload.
        if (target === undefined) continue;
        if (!isInside(realAllowed, target)) {
          // A folder-only pattern (`vendor/`) excludes a link as it does the folder it stands for.
          if (scope.covers(path) && !scope.skipsFolder(path)) throw new LinkOutsideError(path);
          continue;
        }
        kind = await stat(target);
        if (kind.isDirectory()) {
          if (seen.has(target)) continue;
          seen.add(target);
        }
      }
      if (kind.isDirectory()) {
        if (!scope.skipsFolder(path)) folders.push({ absolute: absolutePath, relative: path });
      } else if (kind.isFile() && scope.covers(path)) {
        // Its size is read when it is hashed: a stat here, one file after another, cost more than the hash.
        files.push(new LocalFile(root, path));
      }
    }
  }
  const byPath = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  files.sort((a, b) => byPath(a.path, b.path));
  return { files, notUtf8: notUtf8.sort(byPath) };
}

const HASH_CHUNK_BYTES = 1024 * 1024;

/**
 * Hashes every file, `concurrency` at once; the result keeps the input's order. Each file's
 * SHA-256 goes into one table of digests, and it is read a chunk at a time into a buffer used
 * again for the next file. A stream allocates a fresh chunk per read (a 240 MiB file left 240 MiB
 * of chunks for the garbage collector, which the peak grew by), and a whole read one buffer per
 * file: 20,000 of them between collections.
 */
export async function hashLocalFiles(files: readonly LocalFile[], concurrency: number): Promise<HashedFile[]> {
  const hashed: HashedFile[] = new Array<HashedFile>(files.length);
  const digests = Buffer.alloc(files.length * DIGEST_BYTES);
  // One buffer for each file being hashed, taken again by the next: never more than `concurrency`.
  // Unsafe: its pages cost memory only once a read fills them.
  const free: Buffer[] = [];
  await runPool(files.keys(), concurrency, async (index) => {
    const file = files[index] as LocalFile;
    const path = file.absolutePath;
    const buffer = free.pop() ?? Buffer.allocUnsafe(HASH_CHUNK_BYTES);
    let handle: FileHandle | undefined;
    try {
      // Its failure (a file gone since the walk) is the one the step has always reported.
      await stat(path);
      handle = await open(path, 'r');
      const hash = createHash('sha256');
      let read = 0;
      for (;;) {
        const { bytesRead } = await handle.read(buffer, 0, buffer.length, read);
        if (bytesRead === 0) break;
        read += bytesRead;
        // update() copies what it needs before the next read overwrites the buffer.
        hash.update(buffer.subarray(0, bytesRead));
      }
      const at = index * DIGEST_BYTES;
      hash.digest().copy(digests, at);
      // The bytes hashed are what is uploaded and compared: a file that grew meanwhile counts as read.
      hashed[index] = new HashedFile(file, read, digests, at);
    } finally {
      free.push(buffer);
      await handle?.close();
    }
  });
  return hashed;
}
