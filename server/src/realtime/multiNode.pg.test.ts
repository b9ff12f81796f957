import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { createClient } from 'redis';
import { freshPostgres, type FreshDatabase } from '../../test/pgDatabase';
import { createStaff, signIn } from '../../test/staff';
import { startTestServer, type TestServer } from '../../test/testServer';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisReachable(): Promise<boolean> {
  const client = createClient({ url: REDIS_URL, socket: { connectTimeout: 2000, reconnectStrategy: false } });
  try {
    await client.connect();
    await client.ping();
    return true;
  } catch {
    return false;
  } finally {
    await client.quit().catch(() => undefined);
  }
}

// Two API processes on one database and one Redis: an event raised on one reaches a socket on the other.
describe.runIf(await redisReachable())('two API nodes through the Redis Streams adapter', () => {
  let database: FreshDatabase;
  let nodeA: TestServer;
  let nodeB: TestServer;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    database = await freshPostgres(10);
    nodeA = await startTestServer({ handle: database.handle, config: { redisUrl: REDIS_URL } });
    nodeB = await startTestServer({ handle: database.handle, config: { redisUrl: REDIS_URL } });
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await nodeA.close();
    await nodeB.close();
    await database.drop();
  });

  it('delivers a user event and a revocation across nodes', async () => {
    const staff = await createStaff(database.handle.db);
    const token = await signIn(nodeA, staff);
    const socket = connectSocket(nodeB.url, { path: '/ws', auth: { token }, transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', () => resolve());
      socket.on('connect_error', reject);
    });
    const received = new Promise<unknown>((resolve) => socket.on('ASSIGNED TASK', resolve));
    nodeA.server.deps.events.toUser(staff.userId, 'ASSIGNED TASK', { _id: 'cross-node' });
    expect(await received).toEqual({ _id: 'cross-node' });

    const disconnected = new Promise<string>((resolve) => socket.on('disconnect', resolve));
    await nodeA.gql(`mutation { logoutUser { success } }`, {}, token);
    expect(await disconnected).toBe('io server disconnect');
    expect((await nodeB.gql(`{ getMyUserData { wsId } }`, {}, token)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
