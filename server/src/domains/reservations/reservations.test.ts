import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESERVATIONS_EXPORT } from '@ops/shared/exports/reservationsExportFields';
import { createStaff, signIn } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { postExport, readSheet } from '../../platform/exports/exportTestHelpers';
import { newId } from '../../platform/lib/ids';
import { rides } from '../rides/tables';
import { createArea, createRider, createVehicle } from '../wallet/testFixtures';
import { reservations } from './tables';

const LIST = `query($filters: String) { getReservations(filters: $filters) { totalReservations totalCost reservations { _id status minutes cost ride scooter { code } } } }`;
const MINUTE = 60_000;

let server: TestServer;
let viewer: string;
let exporter: string;
let area: string;
const ids: Record<'used' | 'unused' | 'expired', string> = { used: '', unused: '', expired: '' };

async function reserve(minutes: number, costPiasters: number, reservedAgoMs: number, withRide: boolean) {
  const rider = await createRider(server.handle.db);
  const vehicle = await createVehicle(server.handle.db, { areaId: area });
  const reservedAt = new Date(server.clock.now().getTime() - reservedAgoMs);
  let rideId: string | null = null;
  if (withRide) {
    rideId = newId();
    await server.handle.db.insert(rides).values({
      id: rideId,
      userId: rider,
      vehicleId: vehicle.id,
      areaId: area,
      startTime: new Date(reservedAt.getTime() + 4 * MINUTE),
      status: 'done',
    });
  }
  const id = newId();
  await server.handle.db.insert(reservations).values({
    id,
    userId: rider,
    vehicleId: vehicle.id,
    areaId: area,
    minutes,
    costPiasters,
    rideId,
    reservedAt,
    expiresAt: new Date(reservedAt.getTime() + minutes * MINUTE),
    usedAt: rideId ? new Date(reservedAt.getTime() + 4 * MINUTE) : null,
  });
  return id;
}

beforeAll(async () => {
  server = await startTestServer();
  viewer = await signIn(
    server,
    await createStaff(server.handle.db, { level: 5, permissions: { reservations: { VIEW: true } } }),
  );
  exporter = await signIn(
    server,
    await createStaff(server.handle.db, {
      level: 5,
      permissions: { reservations: { VIEW: true, EXPORT: true } },
    }),
  );
  area = await createArea(server.handle.db);
  ids.used = await reserve(10, 300, 60 * MINUTE, true);
  ids.expired = await reserve(20, 500, 60 * MINUTE, false);
  ids.unused = await reserve(20, 500, 5 * MINUTE, false);
});
afterAll(() => server.close());

describe('getReservations', () => {
  it('reads used, unused and expired at the moment of the call, with the total cost of what matches', async () => {
    const all = await server.gql<{
      getReservations: {
        totalReservations: number;
        totalCost: number;
        reservations: Array<{ _id: string; status: string }>;
      };
    }>(LIST, { filters: JSON.stringify({ area: [area] }) }, viewer);
    expect(all.errors).toBeUndefined();
    expect(all.data!.getReservations.totalCost).toBe(13);
    expect(
      Object.fromEntries(all.data!.getReservations.reservations.map((row) => [row._id, row.status])),
    ).toEqual({ [ids.used]: 'used', [ids.expired]: 'expired', [ids.unused]: 'unused' });
    for (const status of ['used', 'unused', 'expired'] as const) {
      const one = await server.gql<{
        getReservations: { reservations: Array<{ _id: string }>; totalCost: number };
      }>(LIST, { filters: JSON.stringify({ area: [area], status }) }, viewer);
      expect(one.data!.getReservations.reservations.map((row) => row._id)).toEqual([ids[status]]);
    }
    // Twenty minutes on, the unused hold has run out.
    server.clock.advance(20 * MINUTE);
    const later = await server.gql<{ getReservations: { reservations: Array<{ _id: string }> } }>(
      LIST,
      { filters: JSON.stringify({ area: [area], status: 'expired' }) },
      viewer,
    );
    expect(later.data!.getReservations.reservations.map((row) => row._id).sort()).toEqual(
      [ids.expired, ids.unused].sort(),
    );
  });
});

describe('Reservations export', () => {
  it('writes the Reservations field list for the filtered rows; needs reservations.EXPORT', async () => {
    const range = {
      startDate: new Date(server.clock.now().getTime() - 86_400_000).toISOString(),
      endDate: new Date(server.clock.now().getTime() + 86_400_000).toISOString(),
    };
    const body = {
      module: 'reservations',
      filters: { area: [area], status: 'used' },
      fields: RESERVATIONS_EXPORT.fields.map((field) => field.key),
      ...range,
    };
    const response = await postExport(server, body, exporter);
    expect(response.status).toBe(200);
    const rows = await readSheet(response);
    expect(rows[0]).toEqual(RESERVATIONS_EXPORT.fields.map((field) => field.label));
    expect(rows).toHaveLength(2);
    expect(rows[1]![0]).toBe(ids.used);
    expect(rows[1]![5]).toBe('Used');
    expect(rows[1]![7]).toBe('3');
    expect((await postExport(server, body, viewer)).status).toBe(403);
  });
});
