import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, signIn } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { createVehicle } from '../wallet/testFixtures';

const VEHICLE = `query($key: String!) { getVehicle(idOrCode: $key) { _id code lockStatus lastInitiator { _id } lastInitiatorLocation { lat lng } } }`;
const COMMANDS = `query($id: ID!, $p: Int, $n: Int) { vehicleCommands(vehicleId: $id, pageNumber: $p, rowsPerPage: $n) { count data { command status error sentBy { _id name } createdAt settledAt } } }`;
const SEND = `mutation($message: String!, $ids: [ID!]!) { sendVehicleCommand(message: $message, listOfVehicleIds: $ids) { commandId status } }`;

type Commands = {
  vehicleCommands: {
    count: number;
    data: Array<{
      command: string;
      status: string;
      sentBy: { _id: string } | null;
      settledAt: string | null;
    }>;
  };
};

let server: TestServer;
let fleetViewer: string;
let agent: string;
let agentId: string;
let nobody: string;
const idle = () => server.server.deps.vehicleGateway.idle();

beforeAll(async () => {
  server = await startTestServer();
  fleetViewer = await signIn(
    server,
    await createStaff(server.handle.db, { level: 5, permissions: { vehicles: { VIEW_PAGE: true } } }),
  );
  const staff = await createStaff(server.handle.db, {
    level: 5,
    permissions: { task: { RESOLVE_TASKS: true }, vehicles: { SEND_COMMANDS: true } },
  });
  agentId = staff.userId;
  agent = await signIn(server, staff);
  nobody = await signIn(
    server,
    await createStaff(server.handle.db, { level: 9, permissions: { users: { VIEW_PAGE: true } } }),
  );
});
afterAll(async () => {
  await idle();
  await server.close();
});

describe('getVehicle (the vehicle page)', () => {
  it('finds a vehicle by id and by code, with its last initiator and where they were', async () => {
    const initiator = await createStaff(server.handle.db, { level: 9, permissions: {} });
    const vehicle = await createVehicle(server.handle.db, {
      lastInitiatorId: initiator.userId,
      lastInitiatorLat: 30.06,
      lastInitiatorLng: 31.24,
      lockStatus: 'locked',
    });
    for (const key of [vehicle.id, vehicle.code]) {
      const response = await server.gql<{
        getVehicle: {
          _id: string;
          code: string;
          lastInitiator: { _id: string };
          lastInitiatorLocation: { lat: number; lng: number };
        };
      }>(VEHICLE, { key }, fleetViewer);
      expect(response.errors).toBeUndefined();
      expect(response.data?.getVehicle).toMatchObject({
        _id: vehicle.id,
        code: vehicle.code,
        lastInitiator: { _id: initiator.userId },
        lastInitiatorLocation: { lat: 30.06, lng: 31.24 },
      });
    }
  });

  it('answers null for a code no vehicle has (the page shows its not-found state)', async () => {
    const response = await server.gql<{ getVehicle: null }>(VEHICLE, { key: 'NO-SUCH-CODE' }, agent);
    expect(response.errors).toBeUndefined();
    expect(response.data?.getVehicle).toBeNull();
  });

  it('is refused without vehicles.VIEW_PAGE or task.RESOLVE_TASKS, and without a session', async () => {
    const vehicle = await createVehicle(server.handle.db);
    expect((await server.gql(VEHICLE, { key: vehicle.code }, nobody)).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect((await server.gql(COMMANDS, { id: vehicle.id }, nobody)).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect((await server.gql(VEHICLE, { key: vehicle.code })).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });
});

describe('vehicleCommands (command history)', () => {
  it('lists what was sent and how it ended, newest first, paged', async () => {
    const vehicle = await createVehicle(server.handle.db);
    const other = await createVehicle(server.handle.db);
    for (const message of ['ring', 'restart', 'extunlock']) {
      expect((await server.gql(SEND, { message, ids: [vehicle.id] }, agent)).errors).toBeUndefined();
    }
    expect((await server.gql(SEND, { message: 'ring', ids: [other.id] }, agent)).errors).toBeUndefined();
    await idle();
    const first = await server.gql<Commands>(COMMANDS, { id: vehicle.id, p: 1, n: 2 }, fleetViewer);
    expect(first.errors).toBeUndefined();
    expect(first.data?.vehicleCommands.count).toBe(3);
    expect(first.data?.vehicleCommands.data.map((entry) => entry.command)).toEqual(['extunlock', 'restart']);
    const second = await server.gql<Commands>(COMMANDS, { id: vehicle.id, p: 2, n: 2 }, fleetViewer);
    expect(second.data?.vehicleCommands.data.map((entry) => entry.command)).toEqual(['ring']);
    for (const entry of [...first.data!.vehicleCommands.data, ...second.data!.vehicleCommands.data]) {
      // The simulated gateway answers every command: none is left 'sent' once it is idle.
      expect(['acknowledged', 'failed', 'timed_out']).toContain(entry.status);
      expect(entry.settledAt).not.toBeNull();
      expect(entry.sentBy?._id).toBe(agentId);
    }
  });

  it('refuses a page size above the limit', async () => {
    const vehicle = await createVehicle(server.handle.db);
    expect(
      (await server.gql(COMMANDS, { id: vehicle.id, n: 100_000 }, fleetViewer)).errors?.[0]?.extensions?.code,
    ).toBe(500);
  });
});
