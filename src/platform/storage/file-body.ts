import { open } from 'node:fs/promises';

/** What a large file is read in, and sent in. */
export const FILE_CHUNK_BYTES = 64 * 1024;

/** The file no longer has the size it had when it was hashed: it changed during the step. */
export class FileChangedError extends Error {
  readonly grew: boolean;
  constructor(path: string, expectedBytes: number, grew: boolean) {
    super(`'${path}' is no longer ${expectedBytes} bytes long (it ${grew ? 'grew' : 'shrank'} after it was hashed)`);
    this.name = 'FileChangedError';
    this.grew = grew;
  }
}

/**
 * The bytes of a file that was `size` bytes when it was hashed, as an upload's body, read a chunk
 * at a time into a buffer of its own (the HTTP client may hold a chunk as long as it likes). Each
 * read asks for a byte more than the file has left: finding it means the file grew. A file that
 * grew or shrank since it was hashed throws FileChangedError, so the HTTP client abandons the
 * request before its last byte is sent and the platform stores nothing under a stale checksum.
 */
export async function* fileBody(path: string, size: number): AsyncGenerator<Uint8Array, void, undefined> {
  const handle = await open(path, 'r');
  let closed = false;
  try {
    let sent = 0;
    for (;;) {
      const wanted = Math.min(FILE_CHUNK_BYTES, size - sent);
      const last = sent + wanted === size;
      const room = last ? wanted + 1 : wanted;
      const buffer = Buffer.allocUnsafe(room);
      let filled = 0;
      while (filled < room) {
        const { bytesRead } = await handle.read(buffer, filled, room - filled, sent + filled);
        if (bytesRead === 0) break;
        filled += bytesRead;
      }
      if (filled !== wanted) throw new FileChangedError(path, size, filled > wanted);
      sent += wanted;
      if (last) {
        // Closed before the last chunk is handed over, so that the body ends as soon as the client
        // has sent it. An end that waited for the close came after the platform's answer to a small
        // file, and undici then closes the connection rather than reuse it: 1,553 connections for
        // 20,000 uploads, each a TLS handshake on the real platform; 9 with this order.
        closed = true;
        await handle.close();
        if (wanted > 0) yield buffer.subarray(0, wanted);
        return;
      }
      yield buffer.subarray(0, wanted);
    }
  } finally {
    if (!closed) await handle.close();
  }
}
