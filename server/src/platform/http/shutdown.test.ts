import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { startTestServer } from '../../../test/testServer';

/** Opens a connection that sent half a request and then went quiet (a stalled client). */
async function stalledConnection(url: string): Promise<net.Socket> {
  const { hostname, port } = new URL(url);
  const socket = net.connect(Number(port), hostname);
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  socket.write('POST /graphql HTTP/1.1\r\nHost: localhost\r\ncontent-type: application/json\r\n');
  return socket;
}

describe('stopping the server', () => {
  it('does not wait on a client that stopped mid-request: after the drain time its connection is cut', async () => {
    const server = await startTestServer({ config: { shutdownDrainMs: 300 } });
    const socket = await stalledConnection(server.url);
    const cut = new Promise<'cut'>((resolve) => socket.once('close', () => resolve('cut')));
    // Without the drain the close waits for the server's header timeout (a minute).
    const outcome = await Promise.race([
      server.close().then(() => 'closed' as const),
      new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), 15_000)),
    ]);
    expect(outcome).toBe('closed');
    expect(await cut).toBe('cut');
  });
});
