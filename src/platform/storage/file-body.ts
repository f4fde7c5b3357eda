import { open } from 'node:fs/promises';

/** What a large file is read in, and sent in. */
export const FILE_CHUNK_BYTES = 64 * 1024;

/**
 * Buffers a large file's chunks take turns in. A chunk handed to the HTTP client is read into
 * again three chunks later: by then it has been written to the socket, because the client waits
 * for the socket to drain whenever a write leaves a socket high-water mark of bytes queued (64
 * KiB in Node 22 and later, one chunk), so at most that many bytes are queued when the next chunk
 * is asked for. Should a future client queue more, a reused buffer would change bytes already
 * queued, and the platform refuses an upload whose bytes do not match its Checksum (400, nothing
 * stored): the risk is a failed upload, never a wrong file.
 */
const TURNS = 3;

/** The file no longer has the size it had when it was hashed: it changed during the step. */
export class FileChangedError extends Error {
  readonly expectedBytes: number;
  readonly grew: boolean;
  constructor(path: string, expectedBytes: number, grew: boolean) {
    super(`'${path}' is no longer ${expectedBytes} bytes long (it ${grew ? 'grew' : 'shrank'} after it was hashed)`);
    this.name = 'FileChangedError';
    this.expectedBytes = expectedBytes;
    this.grew = grew;
  }
}

/**
 * The bytes of a file that was `size` bytes when it was hashed, as an upload's body. A file up to
 * a chunk is read in one buffer of its size and one byte more (the byte tells that it grew); a
 * larger one in chunks read into the same few buffers in turn, so that uploading a 240 MiB file
 * leaves no 240 MiB of chunks for the garbage collector (a read stream allocates every chunk
 * afresh, and the step's peak memory grew with the file by what the collector had not yet
 * freed). A file that grew or shrank since it was hashed throws FileChangedError, so the HTTP
 * client abandons the request before its last byte is sent.
 */
export async function* fileBody(path: string, size: number): AsyncGenerator<Uint8Array, void, undefined> {
  const handle = await open(path, 'r');
  try {
    // A byte more than the last chunk: the read that finds it finds a file that grew.
    const buffers =
      size < FILE_CHUNK_BYTES
        ? [Buffer.allocUnsafe(size + 1)]
        : Array.from({ length: TURNS }, () => Buffer.allocUnsafe(FILE_CHUNK_BYTES + 1));
    let sent = 0;
    for (let turn = 0; ; turn = (turn + 1) % buffers.length) {
      const buffer = buffers[turn] as Buffer;
      const wanted = Math.min(FILE_CHUNK_BYTES, size - sent);
      const last = sent + wanted === size;
      const room = last ? wanted + 1 : wanted;
      let filled = 0;
      while (filled < room) {
        const { bytesRead } = await handle.read(buffer, filled, room - filled, sent + filled);
        if (bytesRead === 0) break;
        filled += bytesRead;
      }
      if (filled !== wanted) throw new FileChangedError(path, size, filled > wanted);
      sent += wanted;
      if (wanted > 0) yield buffer.subarray(0, wanted);
      if (last) return;
    }
  } finally {
    await handle.close();
  }
}
