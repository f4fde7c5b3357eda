import { readFileSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import { join } from 'node:path';
import { REPO_ROOT } from '../../scripts/action-reference.ts';

const EDGE_TLS = join(REPO_ROOT, 'emulator/edge-tls');

/**
 * A company's inspecting proxy on 127.0.0.1: it takes `CONNECT name:port` for the names it
 * serves, ends the TLS itself with the emulator edge's certificate (`*.example.com|net|org`,
 * signed by the test-only CA that EDGE_CA_PEM and SITE_EDGE_CA_FILE trust), and forwards each
 * request over plain http to a server of the test on loopback. A loopback host never goes
 * through the runner's proxy, so a test that proves a client goes through one gives it such a
 * name, while the server behind it stays on 127.0.0.1.
 */
export interface InspectingProxy {
  /** 'http://127.0.0.1:PORT' */
  readonly url: string;
  /** Every request forwarded, as the client addressed it: `https://name[:port]/path?query`. */
  readonly seen: string[];
  close(): Promise<void>;
}

/** How a test forwards a request itself (over https, to the emulator's edge): the proxy's answer is written to `res`. */
export type Forward = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * `upstreams`: a host name the proxy serves -> the origin it forwards to (`http://127.0.0.1:PORT`),
 * or a Forward of the test's own.
 */
export async function startInspectingProxy(upstreams: Record<string, string | Forward>): Promise<InspectingProxy> {
  const seen: string[] = [];
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const inside = createTlsServer(
    { key: readFileSync(join(EDGE_TLS, 'edge.key')), cert: readFileSync(join(EDGE_TLS, 'edge.pem')) },
    (req, res) => {
      const host = req.headers.host ?? '';
      seen.push(`https://${host}${req.url ?? ''}`);
      const origin = upstreams[host.replace(/:\d+$/, '')];
      if (origin === undefined) {
        res.writeHead(502).end();
        return;
      }
      if (typeof origin === 'function') {
        origin(req, res);
        return;
      }
      const upstream = request(new URL(req.url ?? '/', origin), { method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    },
  );
  inside.on('tlsClientError', (_error, socket) => socket.destroy());
  const server = createServer((_req, res) => res.writeHead(405).end());
  server.on('connection', track);
  server.on('connect', (req: IncomingMessage, client: Socket, head: Buffer) => {
    const name = (req.url ?? '').replace(/:\d+$/, '');
    if (upstreams[name] === undefined) {
      client.end('HTTP/1.1 502 Bad Gateway\r\n\r\n');
      return;
    }
    client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    if (head.length > 0) client.unshift(head);
    inside.emit('connection', client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
