import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createTlsServer, type Server } from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import { createSecureContext, type SecureContext } from 'node:tls';
import { join } from 'node:path';
import type { EdgeNetwork } from './edge.ts';

/**
 * The edge on loopback, reached as a visitor behind the runner's proxy reaches the CDN: point
 * HTTPS_PROXY at it and it accepts `CONNECT host:443`, then speaks TLS inside the tunnel with a
 * certificate for `*.b-cdn.net` and `*.example.com|org|net` (emulator/edge-tls, signed by a
 * test-only CA: ca.pem, for NODE_EXTRA_CA_CERTS or tls.setDefaultCACertificates). Plain
 * requests are served too, by their Host header (or an absolute URL), over http.
 */
export interface EdgeServer {
  /** `http://127.0.0.1:PORT`: the proxy address, and the plain-http edge. */
  readonly url: string;
  close(): Promise<void>;
}

const TLS_DIR = join(import.meta.dirname, '..', 'edge-tls');

/** The test-only CA that signed the edge's certificate, for NODE_EXTRA_CA_CERTS. */
export const SITE_EDGE_CA_FILE = join(TLS_DIR, 'ca.pem');
export const EDGE_CA_PEM = readFileSync(SITE_EDGE_CA_FILE, 'utf8');

let credentials: { key: Buffer; cert: Buffer; context: SecureContext } | undefined;

/** The edge's key, certificate and their context, read once for every emulator of the process. */
function edgeCredentials() {
  if (!credentials) {
    const key = readFileSync(join(TLS_DIR, 'edge.key'));
    const cert = readFileSync(join(TLS_DIR, 'edge.pem'));
    credentials = { key, cert, context: createSecureContext({ key, cert }) };
  }
  return credentials;
}

export async function startEdgeServer(edge: EdgeNetwork, host = '127.0.0.1'): Promise<EdgeServer> {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };

  const answer = (scheme: 'http' | 'https') => (req: IncomingMessage, res: ServerResponse) => {
    res.on('error', () => {});
    const target = new URL(req.url ?? '/', `${scheme}://${req.headers.host ?? 'unknown.invalid'}`);
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers[name] = value;
    const served = edge.serve({ scheme, host: target.hostname, path: target.pathname, query: target.search, headers });
    res.writeHead(served.status, { ...served.headers, 'content-length': String(served.body.length) });
    res.end(req.method === 'HEAD' ? undefined : served.body);
  };

  // Made at the first tunnel: most emulators a test run starts never see one, and a TLS server
  // with its certificate took about a tenth of the CPU of the tests' bad-input suite.
  let tls: Server | undefined;
  const tunnelEnd = (): Server => {
    if (tls) return tls;
    const { key, cert, context } = edgeCredentials();
    tls = createTlsServer(
      {
        key,
        cert,
        // A hostname of a zone without its certificate yet fails the handshake, as the real edge does.
        SNICallback: (servername, done) =>
          edge.tlsAccepts(servername) ? done(null, context) : done(new Error(`no certificate for ${servername} (emulator)`), undefined),
      },
      answer('https'),
    );
    tls.on('tlsClientError', (_error, socket) => socket.destroy());
    return tls;
  };
  const server = createServer(answer('http'));
  server.on('connection', track);
  server.on('clientError', (_error, socket) => socket.destroy());
  server.on('connect', (_req: IncomingMessage, socket: Socket, head: Buffer) => {
    socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    if (head.length > 0) socket.unshift(head);
    // Whatever host the tunnel names, the TLS inside it ends here: this is the edge.
    tunnelEnd().emit('connection', socket);
  });

  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      tls?.close();
    },
  };
}
