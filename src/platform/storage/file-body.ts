import { open } from 'node:fs/promises';
import { BodySourceError } from '../../http/body-source.ts';

/** What a large file is read in, and sent in. */
export const FILE_CHUNK_BYTES = 64 * 1024;

/** An upload of a file that is no longer the size it was hashed at, as a failure of its request. */
export const changedPhrase = (expectedBytes: number) =>
  `the file is no longer ${expectedBytes} bytes long, as it was when it was hashed; it changed during the step, and was not stored`;

/** The file no longer has the size it had when it was hashed: it changed during the step. */
export class FileChangedError extends BodySourceError {
  readonly grew: boolean;
  constructor(path: string, expectedBytes: number, grew: boolean) {
    super(
      `'${path}' is no longer ${expectedBytes} bytes long (it ${grew ? 'grew' : 'shrank'} after it was hashed)`,
      changedPhrase(expectedBytes),
    );
    this.name = 'FileChangedError';
    this.grew = grew;
  }
}

/** The system's answers for a file that is no longer there as it was: removed, replaced by a folder, its permissions changed. */
const CHANGED_CODES: ReadonlySet<string> = new Set(['ENOENT', 'ENOTDIR', 'EISDIR', 'EACCES', 'EPERM']);

/**
 * The system's answers that may pass: too many files open (the step's or the machine's), an I/O
 * error, a resource busy or briefly unavailable. Named, not decided by exclusion: any other
 * (ELOOP, ENAMETOOLONG, EFBIG, one never seen) would come again, and max-attempts would only
 * repeat it.
 */
const BRIEF_CODES: ReadonlySet<string> = new Set(['EMFILE', 'ENFILE', 'EIO', 'EAGAIN', 'EBUSY']);

/**
 * The file, read whole when it was hashed, can no longer be opened or read: with one of
 * CHANGED_CODES, it changed during the step; with one of BRIEF_CODES the failure may pass, and a
 * new attempt opens the file again; any other would fail the same. `cause`: the system's error.
 */
export class FileUnreadableError extends BodySourceError {
  constructor(path: string, cause: unknown) {
    const code = (cause as NodeJS.ErrnoException | undefined)?.code ?? (cause as Error | undefined)?.name ?? 'unknown error';
    const changed = CHANGED_CODES.has(code);
    const why = changed ? 'it changed during the step, and was not stored' : 'it was not stored';
    super(`'${path}' could not be read (${code})`, `the local file could not be read (${code}): ${why}`, {
      cause,
      retryable: BRIEF_CODES.has(code),
    });
    this.name = 'FileUnreadableError';
  }
}

/** The system's error of opening or reading the file, as the file's own: never a connection's. */
const unreadable = (path: string) => (cause: unknown) => {
  throw new FileUnreadableError(path, cause);
};

/**
 * The bytes of a file that was `size` bytes when it was hashed, as an upload's body, read a chunk
 * at a time into a buffer of its own (the HTTP client may hold a chunk as long as it likes). Each
 * read asks for a byte more than the file has left: finding it means the file grew. A file that
 * grew or shrank since it was hashed throws FileChangedError, and one that can no longer be
 * opened or read FileUnreadableError (both BodySourceErrors), so the HTTP client abandons the
 * request before its last byte is sent and the platform stores nothing under a stale checksum.
 */
export async function* fileBody(path: string, size: number): AsyncGenerator<Uint8Array, void, undefined> {
  const handle = await open(path, 'r').catch(unreadable(path));
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
        const { bytesRead } = await handle.read(buffer, filled, room - filled, sent + filled).catch(unreadable(path));
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
