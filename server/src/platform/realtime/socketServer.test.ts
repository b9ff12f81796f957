import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { samplePayload, sampleTask } from '../../../test/realtimeSamples';
import { createStaff, signIn } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { newId } from '../lib/ids';
import { tasks } from '../../domains/tasks/engine';
import { AGENT_PERMISSIONS, makeArea, makeVehicle } from '../../domains/tasks/testing';

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
  const socket = connectSocket(server.url, {
    path: '/ws',
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', () => resolve());
    socket.on('connect_error', reject);
  });
  return socket;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

/** The names of the listed events the socket receives from now on. */
function collect(socket: Socket, events: string[]): string[] {
  const got: string[] = [];
  socket.onAny((event: string) => {
    if (events.includes(event)) got.push(event);
  });
  return got;
}

const ack = (socket: Socket, event: string, payload?: unknown) =>
  new Promise<{ ok: boolean }>((resolve) =>
    payload === undefined ? socket.emit(event, resolve) : socket.emit(event, payload, resolve),
  );

describe('realtime rooms', () => {
  it('refuses a connection without a valid token', async () => {
    const socket = connectSocket(server.url, {
      path: '/ws',
      auth: { token: 'nope' },
      transports: ['websocket'],
      reconnection: false,
    });
    sockets.push(socket);
    expect(
      await new Promise<string>((resolve) => socket.on('connect_error', (error) => resolve(error.message))),
    ).toBe('UNAUTHORIZED');
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
    server.server.deps.events.toTopic(
      'NEW_STOLEN_ALERT',
      'NEW_STOLEN_ALERT',
      samplePayload('NEW_STOLEN_ALERT', { code: 'S-1001' }),
    );
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(received).toEqual(['a:S-1001']);
    expect(await ack(a, 'UNSUB_NEW_STOLEN_ALERT')).toEqual({ ok: true });
    server.server.deps.events.toTopic(
      'NEW_STOLEN_ALERT',
      'NEW_STOLEN_ALERT',
      samplePayload('NEW_STOLEN_ALERT', { code: 'S-1002' }),
    );
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
    server.server.deps.events.toUser(one.userId, 'ASSIGNED TASK', sampleTask('t1'));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(got.sort()).toEqual(['first', 'second']);
  });

  it('SUBSCRIBE_TO_LOGS joins the room of one vehicle code', async () => {
    const staff = await createStaff(server.handle.db, { permissions: { vehicles: { VIEW_PAGE: true } } });
    const socket = await connect(await signIn(server, staff));
    expect(
      await ack(socket, 'SUBSCRIBE_TO_LOGS', { topic: 'VEHICLE_LOGS', code: 'S-77', subscribe: true }),
    ).toEqual({ ok: true });
    expect(
      await ack(socket, 'SUBSCRIBE_TO_LOGS', { topic: 'SECRET', code: 'S-77', subscribe: true }),
    ).toEqual({ ok: false });
    const got = collect(socket, ['VEHICLE_LOGS']);
    server.server.deps.events.toCode('VEHICLE_LOGS', 'S-77', samplePayload('VEHICLE_LOGS', { code: 'S-77' }));
    await settle();
    expect(got).toEqual(['VEHICLE_LOGS']);
    expect(
      await ack(socket, 'SUBSCRIBE_TO_LOGS', { topic: 'VEHICLE_LOGS', code: 'S-77', subscribe: false }),
    ).toEqual({ ok: true });
    server.server.deps.events.toCode('VEHICLE_LOGS', 'S-77', samplePayload('VEHICLE_LOGS', { code: 'S-77' }));
    await settle();
    expect(got).toEqual(['VEHICLE_LOGS']);
  });
});

describe('per-vehicle topics need a permission', () => {
  it('refuses a user without vehicles.VIEW_PAGE and no held task for the vehicle', async () => {
    const staff = await createStaff(server.handle.db, {
      department: 'Marketing',
      permissions: { home: { VIEW_PAGE: true }, rides: { VIEW_PAGE: true } },
    });
    const socket = await connect(await signIn(server, staff));
    const got = collect(socket, ['VEHICLE_LOGS', 'SCOOTER_COORDINATES']);
    for (const topic of ['VEHICLE_LOGS', 'SCOOTER_COORDINATES'] as const) {
      expect(await ack(socket, 'SUBSCRIBE_TO_LOGS', { topic, code: 'S-88', subscribe: true })).toEqual({
        ok: false,
      });
      server.server.deps.events.toCode(topic, 'S-88', samplePayload(topic, { code: 'S-88' }));
    }
    await settle();
    expect(got).toEqual([]);
  });

  it('lets an agent follow the vehicle of the task they hold, and no other', async () => {
    const deps = server.server.deps;
    const area = await makeArea(deps);
    const held = await makeVehicle(deps, area.id);
    const other = await makeVehicle(deps, area.id);
    const agent = await createStaff(server.handle.db, { permissions: AGENT_PERMISSIONS });
    await server.handle.db.insert(tasks).values({
      id: newId(),
      type: 'Vehicle',
      vehicleId: held.id,
      vehicleCode: held.code,
      areaId: area.id,
      mainCase: 'LPM',
      cases: { LPM: true },
      status: 'assigned',
      assignedTo: agent.userId,
      assignedAt: deps.clock.now(),
    });
    const socket = await connect(await signIn(server, agent));
    expect(
      await ack(socket, 'SUBSCRIBE_TO_LOGS', {
        topic: 'SCOOTER_COORDINATES',
        code: held.code,
        subscribe: true,
      }),
    ).toEqual({ ok: true });
    expect(
      await ack(socket, 'SUBSCRIBE_TO_LOGS', { topic: 'VEHICLE_LOGS', code: held.code, subscribe: true }),
    ).toEqual({ ok: true });
    expect(
      await ack(socket, 'SUBSCRIBE_TO_LOGS', {
        topic: 'SCOOTER_COORDINATES',
        code: other.code,
        subscribe: true,
      }),
    ).toEqual({ ok: false });
    const got = collect(socket, ['SCOOTER_COORDINATES']);
    deps.events.toCode(
      'SCOOTER_COORDINATES',
      held.code,
      samplePayload('SCOOTER_COORDINATES', { code: held.code }),
    );
    deps.events.toCode(
      'SCOOTER_COORDINATES',
      other.code,
      samplePayload('SCOOTER_COORDINATES', { code: other.code }),
    );
    await settle();
    expect(got).toEqual(['SCOOTER_COORDINATES']);
  });
});

describe('permission changes reach open sockets', () => {
  const EDIT_ROLE = `mutation($id: ID!, $role: RoleInput!) { editRole(_id: $id, role: $role) { _id permissions } }`;

  it('a role losing its flags: within 1 s its sockets stop receiving, leave the rooms and cannot join again', async () => {
    const deps = server.server.deps;
    const marketing = await createStaff(server.handle.db, {
      level: 6,
      department: 'Marketing',
      permissions: { home: { VIEW_PAGE: true }, rides: { VIEW_PAGE: true }, vehicles: { VIEW_PAGE: true } },
    });
    const editor = await createStaff(server.handle.db, {
      level: 0,
      department: 'Administration',
      permissions: { roles: { MODIFY: true } },
    });
    const token = await signIn(server, marketing);
    const socket = await connect(token);
    const topics = ['NEW_ON_GOING_RIDE', 'NEW_SUCCESS_RIDE', 'NEW_STOLEN_ALERT'] as const;
    for (const topic of topics) expect(await ack(socket, `SUB_${topic}`)).toEqual({ ok: true });
    expect(
      await ack(socket, 'SUBSCRIBE_TO_LOGS', { topic: 'VEHICLE_LOGS', code: 'S-99', subscribe: true }),
    ).toEqual({ ok: true });
    // HTTP has read (and cached) the session with the old permissions.
    expect((await server.gql(`{ stolenAlertsCount }`, {}, token)).errors).toBeUndefined();

    const got = collect(socket, [...topics, 'VEHICLE_LOGS']);
    const emitAll = () => {
      for (const topic of topics) deps.events.toTopic(topic, topic, samplePayload(topic));
      deps.events.toCode('VEHICLE_LOGS', 'S-99', samplePayload('VEHICLE_LOGS', { code: 'S-99' }));
    };
    emitAll();
    await settle();
    expect(got.sort()).toEqual([...topics, 'VEHICLE_LOGS'].sort());

    const edited = await server.gql(
      EDIT_ROLE,
      {
        id: marketing.roleId,
        role: {
          name: `Marketing ${marketing.roleId}`,
          level: 6,
          department: 'Marketing',
          permissions: { home: { VIEW_PAGE: true } },
        },
      },
      await signIn(server, editor),
    );
    expect(edited.errors).toBeUndefined();
    const changedAt = Date.now();
    // Events keep flowing; none may reach the socket once a second has passed.
    got.length = 0;
    let lastAt = changedAt;
    socket.onAny(() => (lastAt = Date.now()));
    while (Date.now() - changedAt < 1500) {
      emitAll();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(lastAt - changedAt).toBeLessThan(1000);
    got.length = 0;
    emitAll();
    await settle();
    expect(got).toEqual([]);
    for (const topic of topics) expect(await ack(socket, `SUB_${topic}`)).toEqual({ ok: false });
    expect(
      await ack(socket, 'SUBSCRIBE_TO_LOGS', { topic: 'VEHICLE_LOGS', code: 'S-99', subscribe: true }),
    ).toEqual({ ok: false });
    // HTTP refuses at once too: the cached session went with the role change.
    expect((await server.gql(`{ stolenAlertsCount }`, {}, token)).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect(socket.connected).toBe(true);
  });
  it('tells each open socket of the role that its access changed, with the role, so the client reads its permissions again', async () => {
    const holder = await createStaff(server.handle.db, {
      level: 6,
      department: 'Marketing',
      permissions: { home: { VIEW_PAGE: true } },
    });
    const other = await createStaff(server.handle.db, {
      level: 6,
      department: 'Marketing',
      permissions: { home: { VIEW_PAGE: true } },
    });
    const editor = await createStaff(server.handle.db, {
      level: 0,
      department: 'Administration',
      permissions: { roles: { MODIFY: true } },
    });
    // Two windows of one session (a second sign-in of the same phone waits for the code's resend time).
    const token = await signIn(server, holder);
    const [first, second] = [await connect(token), await connect(token)];
    const bystander = await connect(await signIn(server, other));
    const heard = (socket: Socket) => {
      const payloads: unknown[] = [];
      socket.on('ACCESS_CHANGED', (payload: unknown) => payloads.push(payload));
      return payloads;
    };
    const [a, b, c] = [heard(first), heard(second), heard(bystander)];
    const edited = await server.gql(
      EDIT_ROLE,
      {
        id: holder.roleId,
        role: {
          name: `Marketing ${holder.roleId}`,
          level: 6,
          department: 'Marketing',
          permissions: { home: { VIEW_PAGE: true }, rides: { VIEW_PAGE: true } },
        },
      },
      await signIn(server, editor),
    );
    expect(edited.errors).toBeUndefined();
    await expect.poll(() => a.length + b.length, { timeout: 2000 }).toBe(2);
    expect(a).toEqual([{ roleId: holder.roleId }]);
    expect(b).toEqual([{ roleId: holder.roleId }]);
    await settle();
    expect(c).toEqual([]);
  });
});
