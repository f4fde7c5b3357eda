import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, requestBuffered } from '../../src/http/undici.ts';

let server: Server;
let origin: string;
const agent = new Agent({ connections: 2 });

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (url.pathname === '/echo') {
        res.writeHead(201, { 'retry-after': '3' });
        res.end(Buffer.concat(chunks));
      } else if (url.pathname === '/big') {
        res.end(Buffer.alloc(10_000, 120));
      } else if (url.pathname === '/silent') {
        // Answers nothing: the caller's time limit ends the request.
      } else if (url.pathname === '/cut') {
        res.writeHead(200, { 'content-length': '100' });
        res.write('only part');
        setImmediate(() => res.socket?.destroy());
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await agent.close();
  server.closeAllConnections();
  server.close();
});

describe('requestBuffered: a request through undici dispatch, its answer read whole', () => {
  it('gives the status and headers, then the body, and sends an async iterable body', async () => {
    async function* body() {
      yield Buffer.from('hello ');
      yield Buffer.from('world');
    }
    const answer = await requestBuffered(agent, new URL(`${origin}/echo`), {
      method: 'PUT',
      headers: { 'content-length': '11' },
      body: body(),
      maxBodyBytes: 1024,
      timeoutMs: 30_000,
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.headers['retry-after']).toBe('3');
    expect((await answer.body)?.toString()).toBe('hello world');
  });

  it('reads no further than maxBodyBytes: the body is then undefined', async () => {
    const answer = await requestBuffered(agent, { origin, path: '/big' }, { method: 'GET', maxBodyBytes: 100, timeoutMs: 30_000 });
    expect(answer.statusCode).toBe(200);
    expect(await answer.body).toBeUndefined();
    const whole = await requestBuffered(agent, { origin, path: '/big' }, { method: 'GET', maxBodyBytes: 10_000, timeoutMs: 30_000 });
    expect((await whole.body)?.length).toBe(10_000);
  });

  it('rejects with a TimeoutError when no answer comes within timeoutMs', async () => {
    const error = await requestBuffered(agent, { origin, path: '/silent' }, { method: 'GET', maxBodyBytes: 100, timeoutMs: 50 }).catch(
      (caught: unknown) => caught,
    );
    expect((error as Error).name).toBe('TimeoutError');
  });

  it('rejects the body, not the answer, when the connection drops after the headers', async () => {
    const answer = await requestBuffered(agent, { origin, path: '/cut' }, { method: 'GET', maxBodyBytes: 1024, timeoutMs: 30_000 });
    expect(answer.statusCode).toBe(200);
    await expect(answer.body).rejects.toThrow();
  });

  it('rejects when the body to send fails, before any answer', async () => {
    // eslint-disable-next-line require-yield
    async function* failing(): AsyncGenerator<Uint8Array> {
      throw new Error('the file changed');
    }
    await expect(
      requestBuffered(
        agent,
        { origin, path: '/echo' },
        {
          method: 'PUT',
          headers: { 'content-length': '5' },
          body: failing(),
          maxBodyBytes: 1024,
          timeoutMs: 30_000,
        },
      ),
    ).rejects.toThrow('the file changed');
  });
});
