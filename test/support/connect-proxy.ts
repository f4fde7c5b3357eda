import { createServer, type IncomingMessage } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';

/** A tunnelling proxy on 127.0.0.1, as companies run them: CONNECT only, optionally with a password. */
export interface ConnectProxy {
  /** 'http://127.0.0.1:PORT' */
  readonly url: string;
  /** Every CONNECT target asked for ('127.0.0.1:8443'), and the Proxy-Authorization it came with. */
  readonly tunnels: Array<{ target: string; authorization: string | undefined }>;
  close(): Promise<void>;
}

/** `hosts`: a name -> the address the proxy connects to for it (`127.0.0.1`), as a company's proxy resolves names the runner cannot. */
export async function startConnectProxy(
  options: { user?: string; password?: string; hosts?: Record<string, string> } = {},
): Promise<ConnectProxy> {
  const tunnels: ConnectProxy['tunnels'] = [];
  const sockets = new Set<Socket>();
  const expected =
    options.user === undefined ? undefined : `Basic ${Buffer.from(`${options.user}:${options.password ?? ''}`).toString('base64')}`;
  const server = createServer((_req, res) => {
    // Plain requests are not what this proxy is for: a client that sends one is not tunnelling.
    res.writeHead(405).end();
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.on('connect', (req: IncomingMessage, client: Socket, head: Buffer) => {
    const authorization = req.headers['proxy-authorization'];
    tunnels.push({ target: req.url ?? '', authorization });
    if (expected !== undefined && authorization !== expected) {
      client.end('HTTP/1.1 407 Proxy Authentication Required\r\nProxy-Authenticate: Basic\r\n\r\n');
      return;
    }
    const [host, port] = (req.url ?? '').split(/:(?=\d+$)/);
    const name = (host ?? '').replace(/^\[|\]$/g, '');
    const upstream = connect(Number(port), options.hosts?.[name.toLowerCase()] ?? name, () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    tunnels,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
