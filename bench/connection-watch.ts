import { subscribe } from 'node:diagnostics_channel';
import type { Socket } from 'node:net';

/**
 * Counts what the emulator's HTTP server sees, through node:diagnostics_channel (no change to the
 * emulator): connections accepted, distinct client ports of the requests (one per keep-alive
 * connection) and the most requests in flight at once (between `http.server.request.start`, when
 * the server has read the request head, and `http.server.response.finish`).
 */
export class ConnectionWatch {
  readonly #port: number;
  connections = 0;
  requests = 0;
  inFlight = 0;
  maxInFlight = 0;
  clientPorts = new Set<number>();

  constructor(port: number) {
    this.#port = port;
    subscribe('net.server.socket', (message) => {
      if (this.#ours((message as { socket: Socket }).socket)) this.connections++;
    });
    subscribe('http.server.request.start', (message) => {
      const { socket } = message as { socket: Socket };
      if (!this.#ours(socket)) return;
      this.requests++;
      if (socket.remotePort !== undefined) this.clientPorts.add(socket.remotePort);
      this.inFlight++;
      this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    });
    subscribe('http.server.response.finish', (message) => {
      if (this.#ours((message as { socket: Socket }).socket)) this.inFlight = Math.max(0, this.inFlight - 1);
    });
  }

  #ours(socket: Socket | undefined): boolean {
    return socket?.localPort === this.#port;
  }

  reset(): void {
    this.connections = 0;
    this.requests = 0;
    this.inFlight = 0;
    this.maxInFlight = 0;
    this.clientPorts = new Set();
  }

  snapshot(): { connections: number; requests: number; maxInFlight: number; clientPorts: number } {
    return { connections: this.connections, requests: this.requests, maxInFlight: this.maxInFlight, clientPorts: this.clientPorts.size };
  }
}
