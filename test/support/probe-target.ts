import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** What the target answers; `body` may be bytes as they are sent (a page in another charset), or a size in bytes for a body of that many `x`. */
interface TargetAnswer {
  status?: number;
  headers?: Record<string, string>;
  body?: string | Buffer | { bytes: number };
  /** Never answer. */
  hang?: boolean;
  /** Close the connection without an answer (a server restarting). */
  drop?: boolean;
  /** A body made of the path asked for, its query included (a 403 page naming the URL it refused); takes the place of `body`. */
  echo?: (path: string) => string;
  /** Answer only after this many milliseconds (a cold container, a slow Edge Script). */
  delayMs?: number;
  /** Send the status line and headers, then the body a byte every 100 ms, never ending it. */
  drip?: boolean;
}

/**
 * A small HTTP server on 127.0.0.1 for probe tests: it answers what a test sets, switches to
 * another answer after N requests, and records every request (path, query, headers).
 */
export interface ProbeTarget {
  url: string;
  requests: Array<{ path: string; headers: IncomingMessage['headers'] }>;
  answer(first: TargetAnswer, then?: { after: number; answer: TargetAnswer }): void;
  /** Bytes of the body actually sent before the client stopped reading. */
  sentBytes: number;
  close(): Promise<void>;
}

export async function startProbeTarget(): Promise<ProbeTarget> {
  let current: TargetAnswer = { status: 200, body: 'ok' };
  let next: { after: number; answer: TargetAnswer } | undefined;
  const sockets = new Set<Socket>();
  const target = {
    url: '',
    requests: [] as ProbeTarget['requests'],
    sentBytes: 0,
    answer(first: TargetAnswer, then?: { after: number; answer: TargetAnswer }) {
      current = first;
      next = then;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    target.requests.push({ path: req.url ?? '/', headers: req.headers });
    if (next && target.requests.length > next.after) current = next.answer;
    const answer = current;
    if (answer.hang) return;
    if (answer.drop) return void req.socket.destroy();
    if (answer.delayMs !== undefined) {
      const timer = setTimeout(() => send(req, res, answer), answer.delayMs);
      res.on('close', () => clearTimeout(timer));
      return;
    }
    send(req, res, answer);
  });
  const send = (req: IncomingMessage, res: ServerResponse, answer: TargetAnswer) => {
    res.writeHead(answer.status ?? 200, { 'content-type': 'text/plain', ...answer.headers });
    if (answer.drip) {
      res.flushHeaders();
      const timer = setInterval(() => res.write('.'), 100);
      res.on('close', () => clearInterval(timer));
      return;
    }
    const body = answer.echo ? answer.echo(req.url ?? '/') : (answer.body ?? '');
    if (typeof body === 'string' || Buffer.isBuffer(body)) {
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    // A large body in 64 KiB pieces, stopping when the client goes away.
    const piece = Buffer.alloc(64 * 1024, 'x');
    let left = body.bytes;
    const pump = () => {
      while (left > 0) {
        const chunk = piece.subarray(0, Math.min(piece.length, left));
        left -= chunk.length;
        target.sentBytes += chunk.length;
        if (!res.write(chunk)) return void res.once('drain', pump);
      }
      res.end();
    };
    res.on('close', () => (left = 0));
    pump();
  };
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  target.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return target;
}
