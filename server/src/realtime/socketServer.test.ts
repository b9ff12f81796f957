import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { createStaff, signIn } from '../../test/staff';
import { startTestServer, type TestServer } from '../../test/testServer';

let server: TestServer;
const sockets: Socket[] = [];
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  sockets.forEach((socket) => socket.close());
  await server.close();
});

async function connect(token: string): Promise<Socket> {
  const socket = connectSocket(server.url, { path: '/ws', auth: { token }, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', () => resolve());
    socket.on('connect_error', reject);
  });
  return socket;
}

const ack = (socket: Socket, event: string, payload?: unknown) =>
  new Promise<{ ok: boolean }>((resolve) => (payload === undefined ? socket.emit(event, resolve) : socket.emit(event, payload, resolve)));

describe('realtime rooms', () => {
  it('refuses a connection without a valid token', async () => {
    const socket = connectSocket(server.url, { path: '/ws', auth: { token: 'nope' }, transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    expect(await new Promise<string>((resolve) => socket.on('connect_error', (error) => resolve(error.message)))).toBe('UNAUTHORIZED');
  });

  it('joins a topic only with its permission, and delivers topic events only to subscribers', async () => {
    const allowed = await createStaff(server.handle.db, { permissions: { vehicles: { VIEW_PAGE: true } } });
    const denied = await createStaff(server.handle.db, { permissions: { home: { VIEW_PAGE: true } } });
    const a = await connect(await signIn(server, allowed));
    const b = await connect(await signIn(server, denied));
    expect(await ack(a, 'SUB_NEW_STOLEN_ALERT')).toEqual({ ok: true });
    expect(await ack(b, 'SUB_NEW_STOLEN_ALERT')).toEqual({ ok: false });
    expect(await ack(b, 'SUB_NOT_A_TOPIC')).toEqual({ ok: false });
    const received: string[] = [];
    a.on('NEW_STOLEN_ALERT', (payload: { code: string }) => received.push(`a:${payload.code}`));
    b.on('NEW_STOLEN_ALERT', (payload: { code: string }) => received.push(`b:${payload.code}`));
    server.server.deps.events.toTopic('NEW_STOLEN_ALERT', 'NEW_STOLEN_ALERT', { code: 'S-1001' });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(received).toEqual(['a:S-1001']);
    expect(await ack(a, 'UNSUB_NEW_STOLEN_ALERT')).toEqual({ ok: true });
    server.server.deps.events.toTopic('NEW_STOLEN_ALERT', 'NEW_STOLEN_ALERT', { code: 'S-1002' });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(received).toEqual(['a:S-1001']);
  });

  it('delivers user events to every socket of that user only', async () => {
    const one = await createStaff(server.handle.db);
    const other = await createStaff(server.handle.db);
    // Two windows of one person (one token: a second code within 30 s would be refused).
    const token = await signIn(server, one);
    const first = await connect(token);
    const second = await connect(token);
    const third = await connect(await signIn(server, other));
    const got: string[] = [];
    first.on('ASSIGNED TASK', () => got.push('first'));
    second.on('ASSIGNED TASK', () => got.push('second'));
    third.on('ASSIGNED TASK', () => got.push('third'));
    server.server.deps.events.toUser(one.userId, 'ASSIGNED TASK', { _id: 't1' });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(got.sort()).toEqual(['first', 'second']);
  });

  it('SUBSCRIBE_TO_LOGS joins the room of one vehicle code', async () => {
    const staff = await createStaff(server.handle.db);
    const socket = await connect(await signIn(server, staff));
    expect(await ack(socket, 'SUBSCRIBE_TO_LOGS', { topic: 'VEHICLE_LOGS', code: 'S-77', subscribe: true })).toEqual({ ok: true });
    expect(await ack(socket, 'SUBSCRIBE_TO_LOGS', { topic: 'SECRET', code: 'S-77', subscribe: true })).toEqual({ ok: false });
  });
});
