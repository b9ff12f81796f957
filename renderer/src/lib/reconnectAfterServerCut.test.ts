import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { Server } from 'socket.io';
import { io, type Socket } from 'socket.io-client';
import { reconnectAfterServerCut } from './reconnectAfterServerCut';

/** A real socket.io server on a free port, counting connections. */
async function startServer() {
  const http = createServer();
  const server = new Server(http);
  let connections = 0;
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  return {
    server,
    url,
    connections: () => connections,
    close: () => new Promise<void>((resolve) => void server.close(() => resolve())),
  };
}

const waitFor = async (check: () => boolean, ms = 3_000) => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('reconnectAfterServerCut', () => {
  const cleanups: Array<() => unknown> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  const connect = async (url: string): Promise<Socket> => {
    const socket = io(url, { transports: ['websocket'], forceNew: true });
    cleanups.push(() => socket.disconnect());
    await waitFor(() => socket.connected);
    return socket;
  };

  it('connects again after the server ends the connection', async () => {
    const running = await startServer();
    cleanups.push(running.close);
    const socket = await connect(running.url);
    cleanups.push(reconnectAfterServerCut(socket, 50));
    running.server.disconnectSockets(true);
    await waitFor(() => !socket.connected);
    await waitFor(() => socket.connected && running.connections() === 2);
  });

  it('without it, a server cut stays cut (what socket.io does by itself)', async () => {
    const running = await startServer();
    cleanups.push(running.close);
    const socket = await connect(running.url);
    running.server.disconnectSockets(true);
    await waitFor(() => !socket.connected);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(socket.connected).toBe(false);
    expect(running.connections()).toBe(1);
  });

  it('leaves a disconnect the user asked for alone', async () => {
    const running = await startServer();
    cleanups.push(running.close);
    const socket = await connect(running.url);
    cleanups.push(reconnectAfterServerCut(socket, 50));
    socket.disconnect();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(socket.connected).toBe(false);
    expect(running.connections()).toBe(1);
  });
});
