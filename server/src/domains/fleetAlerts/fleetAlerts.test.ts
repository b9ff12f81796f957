import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createStaff, signIn } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { newId } from '../../platform/lib/ids';
import { raiseVehicleCondition } from '../tasks/engine';
import { vehicleLifeCycle, vehicles } from '../vehicles/tables';
import { createArea, createVehicle } from '../wallet/testFixtures';
import { ALERT_LIMIT_MESSAGE } from './limits';
import { COUNTER_RANGE_MESSAGE, takeVehicleSnapshot } from './snapshots';

const URGENT = `query($area: [ID!], $limit: Int) { getUrgentVehicles(area: $area, limit: $limit) { total vehicles { code urgencyType battery area { name } } } }`;
const FENCE = `query($area: [ID!]) { getOutOfFenceVehicles(area: $area) { total vehicles { code } } }`;
const IOT = `query($area: [ID!]) { getIotBatteryAlerts(area: $area) { total vehicles { code phoneBattery iotBatteryAlert } } }`;
const CYCLES = `query($area: [ID!], $s: String!, $e: String!) { getActivationCycles(area: $area, startDate: $s, endDate: $e) { total cycles { code minutesOut imageUrl activatedBy { _id } deactivatedBy { _id } } } }`;
const MALFUNCTION = `query($area: [ID!]) { getMalfunctionAlerts(area: $area) { total alerts { code status mainCase } } }`;
const COUNTER = `query($s: String!, $e: String!, $area: [ID!]) { getVehiclesSnapshotCounter(startDate: $s, endDate: $e, area: $area) { date area { _id } on ready off total } }`;

let server: TestServer;
let viewer: string;
let areaId: string;
let techId: string;

beforeAll(async () => {
  server = await startTestServer();
  viewer = await signIn(
    server,
    await createStaff(server.handle.db, {
      level: 5,
      permissions: {
        vehicles: {
          VIEW_URGENT_VEHICLES: true,
          IOT_BATTERY_ALERTS: true,
          VIEW_ACTIVATION_CYCLE: true,
          VIEW_VEHICLE_MALFUNCTION_ALERT: true,
          VIEW_SNAPSHOT_COUNTER: true,
        },
        home: { VIEW_URGENT_VEHICLES: true },
      },
    }),
  );
  areaId = await createArea(server.handle.db);
  techId = (await createStaff(server.handle.db, { level: 8, permissions: {} })).userId;
});
afterAll(async () => {
  await server.close();
});

describe('alert pages (issue 9 §8)', () => {
  it('/app/urgent lists flagged vehicles and a lock reporting none outside storage, with their urgency type', async () => {
    const db = server.handle.db;
    const low = await createVehicle(db, { areaId, isUrgent: true, urgencyType: 'LPM', realBatteryValue: 9 });
    const lockNone = await createVehicle(db, { areaId, lockStatus: 'none' });
    await createVehicle(db, { areaId, lockStatus: 'none', isInStorage: true });
    await createVehicle(db, { areaId });
    const answer = await server.gql<{
      getUrgentVehicles: {
        total: number;
        vehicles: Array<{ code: string; urgencyType: string; battery: number }>;
      };
    }>(URGENT, { area: [areaId] }, viewer);
    expect(answer.errors).toBeUndefined();
    const got = answer.data!.getUrgentVehicles;
    expect(got.total).toBe(2);
    expect(Object.fromEntries(got.vehicles.map((v) => [v.code, v.urgencyType]))).toEqual({
      [low.code]: 'LPM',
      [lockNone.code]: 'LOCK_NONE',
    });
    expect(got.vehicles.find((v) => v.code === low.code)?.battery).toBe(9);
    const one = await server.gql<{ getUrgentVehicles: { total: number; vehicles: unknown[] } }>(
      URGENT,
      { area: [areaId], limit: 1 },
      viewer,
    );
    expect(one.data!.getUrgentVehicles).toMatchObject({ total: 2, vehicles: [expect.anything()] });
    expect((await server.gql(URGENT, { limit: 0 }, viewer)).errors?.[0]?.message).toBe(ALERT_LIMIT_MESSAGE);
  });

  it('out of fence and IoT battery follow their flags and the shared rule', async () => {
    const db = server.handle.db;
    const area = await createArea(db);
    const out = await createVehicle(db, { areaId: area, isOutOfFence: true });
    const lowIot = await createVehicle(db, { areaId: area, manufacturer: 'Kuickwheel', phoneBattery: 20 });
    await createVehicle(db, { areaId: area, manufacturer: 'Kuickwheel', phoneBattery: 21 });
    const off = await createVehicle(db, { areaId: area, iotStatus: 'off' });
    const fence = await server.gql<{
      getOutOfFenceVehicles: { total: number; vehicles: Array<{ code: string }> };
    }>(FENCE, { area: [area] }, viewer);
    expect(fence.data!.getOutOfFenceVehicles.vehicles.map((v) => v.code)).toEqual([out.code]);
    const iot = await server.gql<{
      getIotBatteryAlerts: { vehicles: Array<{ code: string; iotBatteryAlert: string }> };
    }>(IOT, { area: [area] }, viewer);
    expect(iot.data!.getIotBatteryAlerts.vehicles).toEqual([
      { code: lowIot.code, phoneBattery: 20, iotBatteryAlert: 'LOW_IOT_BATTERY' },
      { code: off.code, phoneBattery: null, iotBatteryAlert: 'IOT_OFF' },
    ]);
  });

  it('an activation cycle pairs an activation with the deactivation before it and signs the photo', async () => {
    const db = server.handle.db;
    const area = await createArea(db);
    const vehicle = await createVehicle(db, { areaId: area });
    const key = `activation-images/${vehicle.id}/photo.jpg`;
    await server.server.deps.storage.put(key, Buffer.from('jpeg'), 'image/jpeg');
    const entry = (kase: string, at: string, extra: Partial<typeof vehicleLifeCycle.$inferInsert> = {}) =>
      db.insert(vehicleLifeCycle).values({
        id: newId(),
        vehicleId: vehicle.id,
        code: vehicle.code,
        case: kase,
        createdAt: new Date(at),
        ...extra,
      });
    await entry('DEACTIVATED', '2026-11-01T08:00:00Z', { userId: techId });
    await entry('ACTIVATED', '2026-11-01T10:30:00Z', { userId: techId, imageKey: key });
    await entry('ACTIVATED', '2026-10-01T10:30:00Z');
    const answer = await server.gql<{
      getActivationCycles: {
        total: number;
        cycles: Array<{ code: string; minutesOut: number; imageUrl: string }>;
      };
    }>(CYCLES, { area: [area], s: '2026-10-15T00:00:00Z', e: '2026-11-02T00:00:00Z' }, viewer);
    expect(answer.errors).toBeUndefined();
    const [cycle] = answer.data!.getActivationCycles.cycles;
    expect(answer.data!.getActivationCycles.total).toBe(1);
    expect(cycle).toMatchObject({
      code: vehicle.code,
      minutesOut: 150,
      activatedBy: { _id: techId },
      deactivatedBy: { _id: techId },
    });
    const image = await server.server.app.inject({ method: 'GET', url: cycle!.imageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.body).toBe('jpeg');
  });

  it('malfunction alerts are the open Vehicle Malfunction tasks', async () => {
    const db = server.handle.db;
    const area = await createArea(db);
    const vehicle = await createVehicle(db, { areaId: area });
    await raiseVehicleCondition(server.server.deps, { vehicleId: vehicle.id, reason: 'VEHICLE_MALFUNCTION' });
    const other = await createVehicle(db, { areaId: area });
    await raiseVehicleCondition(server.server.deps, { vehicleId: other.id, reason: 'LPM' });
    const answer = await server.gql<{
      getMalfunctionAlerts: { total: number; alerts: Array<{ code: string; mainCase: string }> };
    }>(MALFUNCTION, { area: [area] }, viewer);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.getMalfunctionAlerts.alerts.map((a) => a.code)).toEqual([vehicle.code]);
  });

  it('the snapshot counter shows each day’s last snapshot per area; plain dates only', async () => {
    const db = server.handle.db;
    const area = await createArea(db);
    await createVehicle(db, { areaId: area, status: 'on' });
    await createVehicle(db, { areaId: area, status: 'ready' });
    const stored = await createVehicle(db, { areaId: area, status: 'off' });
    const first = await takeVehicleSnapshot(server.server.deps);
    // The same hour again replaces, never adds.
    await takeVehicleSnapshot(server.server.deps);
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(first);
    const read = async () =>
      (
        await server.gql<{
          getVehiclesSnapshotCounter: Array<{
            date: string;
            on: number;
            ready: number;
            off: number;
            total: number;
          }>;
        }>(COUNTER, { s: day, e: day, area: [area] }, viewer)
      ).data!.getVehiclesSnapshotCounter;
    expect(await read()).toEqual([{ date: day, area: { _id: area }, on: 1, ready: 1, off: 1, total: 3 }]);
    // A later snapshot the same day is the one shown.
    await db.update(vehicles).set({ status: 'ready' }).where(eq(vehicles.id, stored.id));
    server.clock.advance(60 * 60 * 1000);
    const later = await takeVehicleSnapshot(server.server.deps);
    const laterDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(later);
    if (laterDay === day)
      expect(await read()).toEqual([{ date: day, area: { _id: area }, on: 1, ready: 2, off: 0, total: 3 }]);
    const snapshots = await db.execute(
      sql`SELECT count(*)::int AS n FROM vehicle_status_snapshots WHERE area_id = ${area}`,
    );
    // Three statuses in the first hour (taken twice, kept once), two in the next (no vehicle was off).
    expect((snapshots as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(5);
    expect(
      (await server.gql(COUNTER, { s: '2026-11-20T00:00:00Z', e: day }, viewer)).errors?.[0]?.message,
    ).toBe('Please select start date!');
    expect(
      (await server.gql(COUNTER, { s: '2026-11-21', e: '2026-11-20' }, viewer)).errors?.[0]?.message,
    ).toBe('Start Date must be smaller than End Date');
    expect(
      (await server.gql(COUNTER, { s: '2024-01-01', e: '2026-11-20' }, viewer)).errors?.[0]?.message,
    ).toBe(COUNTER_RANGE_MESSAGE);
  });
});
