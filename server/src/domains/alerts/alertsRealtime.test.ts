import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { createStaff, signIn } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { vehicles } from '../vehicles/tables';
import { createArea, createVehicle } from '../wallet/testFixtures';
import { runAlertSweep } from './sweep';

/**
 * 03 §4: "Urgent and out-of-fence subscriptions occur only with home.VIEW_URGENT_VEHICLES".
 * Real sockets, real sweep: a socket without the permission is refused the rooms and hears
 * nothing, and one that loses the permission stops hearing within a second.
 */
const ALERT_TOPICS = ['URGENT_VEHICLE', 'DEL_URGENT_VEHICLE', 'OUT_OF_FENCE_VEHICLE'];
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
const ack = (socket: Socket, event: string) =>
  new Promise<{ ok: boolean }>((resolve) => socket.emit(event, resolve));
function heard(socket: Socket): string[] {
  const got: string[] = [];
  socket.onAny((event: string, payload: { code?: string }) => got.push(`${event}:${payload.code ?? ''}`));
  return got;
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

/** A vehicle that leaves its fence with a low battery, seen by one sweep: URGENT_VEHICLE and OUT_OF_FENCE_VEHICLE. */
async function urgentExit(): Promise<string> {
  const { db } = server.handle;
  const now = server.clock.now();
  const v = await createVehicle(db, { areaId: await createArea(db), lastUpdate: now, updatedAt: now });
  const since = new Date(now.getTime() - 1000);
  await db
    .update(vehicles)
    .set({ isOutOfFence: true, realBatteryValue: 5, updatedAt: now })
    .where(eq(vehicles.id, v.id));
  await runAlertSweep(server.server.deps, since);
  return v.code;
}

describe('live alert rooms need home.VIEW_URGENT_VEHICLES', () => {
  it('a socket without it is refused and receives no alert event; one with it receives them', async () => {
    const watcher = await createStaff(server.handle.db, {
      permissions: { home: { VIEW_PAGE: true, VIEW_URGENT_VEHICLES: true } },
    });
    const other = await createStaff(server.handle.db, {
      permissions: { home: { VIEW_PAGE: true }, vehicles: { VIEW_PAGE: true } },
    });
    const allowed = await connect(await signIn(server, watcher));
    const denied = await connect(await signIn(server, other));
    for (const topic of ALERT_TOPICS) {
      expect(await ack(allowed, `SUB_${topic}`)).toEqual({ ok: true });
      expect(await ack(denied, `SUB_${topic}`)).toEqual({ ok: false });
    }
    const allowedGot = heard(allowed);
    const deniedGot = heard(denied);
    const code = await urgentExit();
    await settle();
    expect(allowedGot.sort()).toEqual([`OUT_OF_FENCE_VEHICLE:${code}`, `URGENT_VEHICLE:${code}`]);
    expect(deniedGot).toEqual([]);
  });

  it('losing the permission (role edited) stops the events within 1 s and the rooms cannot be joined again', async () => {
    const holder = await createStaff(server.handle.db, {
      level: 6,
      department: 'Operations',
      permissions: { home: { VIEW_PAGE: true, VIEW_URGENT_VEHICLES: true } },
    });
    const editor = await createStaff(server.handle.db, {
      level: 0,
      department: 'Administration',
      permissions: { roles: { MODIFY: true } },
    });
    const socket = await connect(await signIn(server, holder));
    for (const topic of ALERT_TOPICS) expect(await ack(socket, `SUB_${topic}`)).toEqual({ ok: true });
    const got = heard(socket);
    await urgentExit();
    await settle();
    expect(got.length).toBe(2);

    const edited = await server.gql(
      `mutation($id: ID!, $role: RoleInput!) { editRole(_id: $id, role: $role) { _id } }`,
      {
        id: holder.roleId,
        role: {
          name: `Ops ${holder.roleId}`,
          level: 6,
          department: 'Operations',
          permissions: { home: { VIEW_PAGE: true } },
        },
      },
      await signIn(server, editor),
    );
    expect(edited.errors).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    got.length = 0;
    await urgentExit();
    await settle();
    expect(got).toEqual([]);
    for (const topic of ALERT_TOPICS) expect(await ack(socket, `SUB_${topic}`)).toEqual({ ok: false });
  });
});
