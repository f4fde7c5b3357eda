import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { appendFileSync, mkdtempSync, truncateSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, request } from '../../../src/http/undici.ts';
import { FILE_CHUNK_BYTES, FileChangedError, FileUnreadableError, fileBody } from '../../../src/platform/storage/file-body.ts';
import { BodySourceError } from '../../../src/http/body-source.ts';

const dir = mkdtempSync(join(tmpdir(), 'file-body-'));
const file = (name: string, bytes: Buffer) => {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
};
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Every chunk as it is handed over, and the buffers seen. */
async function drain(body: AsyncIterable<Uint8Array>): Promise<{ bytes: Buffer; chunks: number; buffers: Set<ArrayBufferLike> }> {
  const chunks: Uint8Array[] = [];
  const buffers = new Set<ArrayBufferLike>();
  for await (const chunk of body) {
    chunks.push(chunk);
    buffers.add(chunk.buffer);
  }
  return { bytes: Buffer.concat(chunks), chunks: chunks.length, buffers };
}

describe('fileBody', () => {
  it('reads a file of many chunks, each into a buffer of its own that a later read never changes, every byte in order', async () => {
    const bytes = randomBytes(FILE_CHUNK_BYTES * 7 + 123);
    const read = await drain(fileBody(file('big.bin', bytes), bytes.length));
    expect(read.bytes.equals(bytes)).toBe(true);
    expect(read.chunks).toBe(8);
    expect(read.buffers.size).toBe(8);
  });

  it('reads a small file in one chunk, an empty one in none, and a file of exactly one chunk whole', async () => {
    expect((await drain(fileBody(file('small.txt', Buffer.from('hello')), 5))).bytes.toString()).toBe('hello');
    expect((await drain(fileBody(file('empty.txt', Buffer.alloc(0)), 0))).chunks).toBe(0);
    const exact = randomBytes(FILE_CHUNK_BYTES);
    const read = await drain(fileBody(file('exact.bin', exact), exact.length));
    expect(read.chunks).toBe(1);
    expect(read.bytes.equals(exact)).toBe(true);
  });

  it('ends as soon as its last chunk is taken, the file closed already, so that the body ends with its last byte', async () => {
    // An end that waited for the file to close came after the platform's answer to a small upload,
    // and undici then closed the connection rather than reuse it (1,553 connections for 20,000
    // uploads). Closing is I/O: an end that waits for it cannot arrive within microtasks.
    for (const bytes of [Buffer.from('hello'), randomBytes(FILE_CHUNK_BYTES + 10)]) {
      const body = fileBody(file(`ends-${bytes.length}.bin`, bytes), bytes.length);
      let chunk = await body.next();
      while (!chunk.done && chunk.value.length === FILE_CHUNK_BYTES) chunk = await body.next();
      expect(chunk.done).toBe(false);
      let ended: boolean | undefined;
      void body.next().then((result) => {
        ended = result.done;
      });
      for (let i = 0; i < 20 && ended === undefined; i++) await Promise.resolve();
      expect(ended).toBe(true);
    }
  });

  it('refuses a file that grew or shrank since it was hashed, before its last chunk is handed over', async () => {
    const bytes = randomBytes(FILE_CHUNK_BYTES * 2 + 10);
    const grown = file('grown.bin', bytes);
    appendFileSync(grown, 'more');
    const handed: number[] = [];
    const attempt = async (path: string, size: number) => {
      try {
        for await (const chunk of fileBody(path, size)) handed.push(chunk.length);
      } catch (error) {
        return error;
      }
      return undefined;
    };
    const grew = await attempt(grown, bytes.length);
    expect(grew).toBeInstanceOf(FileChangedError);
    expect((grew as FileChangedError).grew).toBe(true);
    // Two whole chunks went; the last, which found the extra bytes, did not.
    expect(handed).toEqual([FILE_CHUNK_BYTES, FILE_CHUNK_BYTES]);

    const shrunk = file('shrunk.bin', bytes);
    truncateSync(shrunk, FILE_CHUNK_BYTES + 1);
    const shrank = await attempt(shrunk, bytes.length);
    expect(shrank).toBeInstanceOf(FileChangedError);
    expect((shrank as FileChangedError).grew).toBe(false);
    expect(String(shrank)).toMatch(/is no longer 131082 bytes long \(it shrank/);

    const small = file('small-grown.txt', Buffer.from('abc'));
    appendFileSync(small, 'd');
    expect(await attempt(small, 3)).toBeInstanceOf(FileChangedError);

    // One removed since it was hashed is the file's failure too, named by the system's code: never a connection's.
    const gone = await attempt(join(dir, 'removed.txt'), 3);
    expect(gone).toBeInstanceOf(FileUnreadableError);
    expect(gone).toBeInstanceOf(BodySourceError);
    expect((gone as FileUnreadableError).phrase).toBe(
      'the local file could not be read (ENOENT): it changed during the step, and was not stored',
    );
  });

  it('says a brief error of the system (too many open files, an I/O error, a busy file) is worth retrying, and a file that changed, or any other error, is not', () => {
    const coded = (code: string) => Object.assign(new Error(code), { code });
    for (const code of ['EMFILE', 'ENFILE', 'EIO', 'EAGAIN', 'EBUSY']) {
      const error = new FileUnreadableError('a.txt', coded(code));
      expect(error.retryable, code).toBe(true);
      expect(error.phrase).toBe(`the local file could not be read (${code}): it was not stored`);
    }
    for (const code of ['ENOENT', 'ENOTDIR', 'EISDIR', 'EACCES', 'EPERM'])
      expect(new FileUnreadableError('a.txt', coded(code)).retryable, code).toBe(false);
    expect(new FileChangedError('a.txt', 3, true).retryable).toBe(false);
    // Asking again would fail the same: a loop of links, a name too long, a file too large, or an error the list does not name.
    for (const code of ['ELOOP', 'ENAMETOOLONG', 'EFBIG', 'EINVAL', 'ESPIPE']) {
      const error = new FileUnreadableError('a.txt', coded(code));
      expect(error.retryable, code).toBe(false);
      expect(error.phrase).toBe(`the local file could not be read (${code}): it was not stored`);
    }
    expect(new FileUnreadableError('a.txt', new Error('no code')).retryable).toBe(false);
  });

  describe('sent by undici to a server that reads slowly', () => {
    let server: Server;
    let received: Array<{ sha256: string; length: number }> = [];
    const socketPath = join(dir, 'server.sock');
    beforeAll(async () => {
      // Reads a few KiB at a time with pauses, so that the socket fills and the client must wait
      // for it to drain: a buffer read into again before its bytes left would change what arrives.
      server = createServer((req, res) => {
        const hash = createHash('sha256');
        let length = 0;
        req.on('data', (chunk: Buffer) => {
          hash.update(chunk);
          length += chunk.length;
          req.pause();
          setTimeout(() => req.resume(), 1);
        });
        req.on('end', () => {
          received.push({ sha256: hash.digest('hex'), length });
          res.end('ok');
        });
      });
      // A Unix socket: the kernel buffers a few hundred KiB on it (TCP on loopback buffers
      // megabytes), so a slow reader soon makes writes wait.
      server.listen(socketPath);
      await once(server, 'listening');
    });
    afterAll(() => {
      server.close();
    });

    it('arrives byte for byte, several uploads at once', async () => {
      received = [];
      const agent = new Agent({ connections: 4, connect: { socketPath } });
      const files = Array.from({ length: 3 }, (_, i) => {
        const bytes = randomBytes(FILE_CHUNK_BYTES * 24 + 1000 * i);
        return { path: file(`slow-${i}.bin`, bytes), bytes };
      });
      await Promise.all(
        files.map(async ({ path, bytes }) => {
          const response = await request(agent, new URL('http://storage.test/upload'), {
            method: 'PUT',
            headers: { 'Content-Length': String(bytes.length) },
            body: fileBody(path, bytes.length),
          });
          await response.body.dump();
          expect(response.statusCode).toBe(200);
        }),
      );
      await agent.close();
      expect(received.map((r) => r.sha256).sort()).toEqual(files.map(({ bytes }) => sha(bytes)).sort());
    });
  });
});
