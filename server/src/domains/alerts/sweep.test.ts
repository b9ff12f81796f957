import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import type { Clock } from '../../platform/deps';
import { openDatabase, type DatabaseHandle } from '../../platform/db/client';
import { migrate } from '../../platform/db/migrate';
import { tasks } from '../tasks/engine';
import { vehicleLifeCycle, vehicles } from '../vehicles/tables';
import {
  createArea,
  createOngoingRide,
  createRider,
  createVehicle,
  depsOver,
  square,
} from '../wallet/testFixtures';
import { newId } from '../../platform/lib/ids';
import { opsTasks } from '../opsTasks/tables';
import { carryVehicle } from '../../compose/simulator/thefts';
import { staffLocations } from '../staffLocations/tables';
import { runAlertSweep } from './sweep';
import { theftIncidents } from './tables';

class StepClock implements Clock {
  at = Date.UTC(2026, 10, 23, 9, 0, 0);
  now(): Date {
    return new Date(this.at);
  }
  minutes(m: number): void {
    this.at += m * 60_000;
  }
}

let handle: DatabaseHandle;
let clock: StepClock;
let deps: ReturnType<typeof depsOver>;
let areaId: string;
/** Sweeps since the last sweep (as the watcher does) and returns the events sent by it. */
let lastSweep: Date;
async function sweep() {
  const from = deps.events.events.length;
  const since = lastSweep;
  lastSweep = clock.now();
  const report = await runAlertSweep(deps, since);
  return { report, events: deps.events.events.slice(from) };
}
const named = <E extends { event: string }>(events: E[], name: string): E[] =>
  events.filter((entry) => entry.event === name);

beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://' });
  await migrate(handle);
});
beforeEach(async () => {
  clock = new StepClock();
  deps = depsOver(handle, clock);
  areaId = await createArea(handle.db, { outerFence: square(30.05, 31.23, 0.05) });
  lastSweep = new Date(0);
});

const write = async (id: string, values: Partial<typeof vehicles.$inferInsert>) =>
  handle.db
    .update(vehicles)
    .set({ ...values, updatedAt: clock.now() })
    .where(eq(vehicles.id, id));

describe('urgent vehicles are announced when they change, once', () => {
  it('URGENT_VEHICLE with the area id, a change of type, then DEL_URGENT_VEHICLE; stored and in the life cycle', async () => {
    const v = await createVehicle(handle.db, { areaId, lastUpdate: clock.now(), updatedAt: clock.now() });
    expect(named((await sweep()).events, 'URGENT_VEHICLE')).toEqual([]);

    clock.minutes(1);
    await write(v.id, { realBatteryValue: 10, lastUpdate: clock.now() });
    let { events } = await sweep();
    expect(named(events, 'URGENT_VEHICLE')).toEqual([
      {
        target: 'topic:URGENT_VEHICLE',
        event: 'URGENT_VEHICLE',
        payload: {
          _id: v.id,
          code: v.code,
          area: areaId,
          urgencyType: 'LPM',
          lockStatus: 'locked',
          isInStorage: false,
          lat: v.lat,
          long: v.long,
        },
      },
    ]);
    // Looking again at the same state says nothing.
    clock.minutes(1);
    await write(v.id, { lastUpdate: clock.now() });
    expect((await sweep()).events).toEqual([]);

    clock.minutes(1);
    await write(v.id, { lockStatus: 'none', lastUpdate: clock.now() });
    ({ events } = await sweep());
    expect(
      named(events, 'URGENT_VEHICLE').map((e) => (e.payload as { urgencyType: string }).urgencyType),
    ).toEqual(['LOCK_NONE']);

    clock.minutes(1);
    await write(v.id, { lockStatus: 'locked', realBatteryValue: 90, lastUpdate: clock.now() });
    ({ events } = await sweep());
    expect(named(events, 'DEL_URGENT_VEHICLE')).toEqual([
      {
        target: 'topic:DEL_URGENT_VEHICLE',
        event: 'DEL_URGENT_VEHICLE',
        payload: { _id: v.id, code: v.code, area: areaId },
      },
    ]);
    const [row] = await handle.db.select().from(vehicles).where(eq(vehicles.id, v.id));
    expect([row?.isUrgent, row?.urgencyType]).toEqual([false, null]);
    const cycle = await handle.db
      .select({ c: vehicleLifeCycle.case })
      .from(vehicleLifeCycle)
      .where(eq(vehicleLifeCycle.vehicleId, v.id));
    expect(cycle.map((entry) => entry.c).sort()).toEqual(['ENTERED_URGENT', 'EXITED_URGENT']);
  });

  it('a device that falls silent becomes NOT_UPDATING with time alone (no write)', async () => {
    const v = await createVehicle(handle.db, { areaId, lastUpdate: clock.now(), updatedAt: clock.now() });
    await sweep();
    clock.minutes(61);
    const { events } = await sweep();
    expect(
      named(events, 'URGENT_VEHICLE').map((e) => [
        (e.payload as { code: string }).code,
        (e.payload as { urgencyType: string }).urgencyType,
      ]),
    ).toContainEqual([v.code, 'NOT_UPDATING']);
  });

  it('OUT_OF_FENCE_VEHICLE once per exit', async () => {
    const v = await createVehicle(handle.db, { areaId, lastUpdate: clock.now(), updatedAt: clock.now() });
    await sweep();
    for (let i = 0; i < 2; i += 1) {
      clock.minutes(1);
      await write(v.id, { isOutOfFence: true, lastUpdate: clock.now() });
      expect(named((await sweep()).events, 'OUT_OF_FENCE_VEHICLE')).toHaveLength(i === 0 ? 1 : 0);
    }
    clock.minutes(1);
    await write(v.id, { isOutOfFence: false, lastUpdate: clock.now() });
    await sweep();
    clock.minutes(1);
    await write(v.id, { isOutOfFence: true, lastUpdate: clock.now() });
    expect(named((await sweep()).events, 'OUT_OF_FENCE_VEHICLE')).toEqual([
      {
        target: 'topic:OUT_OF_FENCE_VEHICLE',
        event: 'OUT_OF_FENCE_VEHICLE',
        payload: { _id: v.id, code: v.code, area: areaId, lat: v.lat, long: v.long },
      },
    ]);
  });
});

describe('theft detection raises one task and one stolen alert per incident', () => {
  /** Incidents of one vehicle (other tests' vehicles share the database). */
  const incidentsOf = async (vehicleId: string) =>
    (await handle.db.select().from(theftIncidents).where(eq(theftIncidents.vehicleId, vehicleId))).length;
  const stolenOf = (events: Array<{ event: string; payload: unknown }>, vehicleId: string) =>
    named(events, 'NEW_STOLEN_ALERT').filter((entry) => (entry.payload as { _id: string })._id === vehicleId);
  const openTasks = (vehicleId: string) =>
    handle.db
      .select()
      .from(tasks)
      .where(and(eq(tasks.vehicleId, vehicleId), ne(tasks.status, 'resolved')));

  it('a locked vehicle carried 120 m and further: one Updating Lost/Stolen task, one NEW_STOLEN_ALERT, however far it goes', async () => {
    const v = await createVehicle(handle.db, { areaId, lastUpdate: clock.now(), updatedAt: clock.now() });
    await sweep();
    clock.minutes(1);
    expect(await carryVehicle(deps, v.id, 0)).not.toBeNull();
    let { events } = await sweep();
    // One fix beyond the floor could be a GPS jump: the next look confirms it.
    expect(await incidentsOf(v.id)).toBe(0);
    clock.minutes(1);
    await carryVehicle(deps, v.id, 0);
    ({ events } = await sweep());
    expect(await incidentsOf(v.id)).toBe(1);
    expect(stolenOf(events, v.id)).toEqual([
      {
        target: 'topic:NEW_STOLEN_ALERT',
        event: 'NEW_STOLEN_ALERT',
        payload: expect.objectContaining({ _id: v.id, code: v.code, reason: 'MOVED_WHILE_LOCKED' }),
      },
    ]);
    for (let i = 0; i < 3; i += 1) {
      clock.minutes(1);
      await carryVehicle(deps, v.id, 0);
      ({ events } = await sweep());
      expect(await incidentsOf(v.id)).toBe(1);
      expect(stolenOf(events, v.id)).toEqual([]);
    }
    const open = await openTasks(v.id);
    expect(open).toHaveLength(1);
    expect(open[0]?.cases).toEqual({ VEHICLE_UPDATING_LOST_AND_STOLEN: true });
    const [row] = await handle.db.select().from(vehicles).where(eq(vehicles.id, v.id));
    expect(row?.stolenAlert).toBe(true);
    const incidents = await handle.db.select().from(theftIncidents).where(eq(theftIncidents.vehicleId, v.id));
    expect(incidents.map((incident) => [incident.kind, incident.taskId])).toEqual([
      ['MOVED_WHILE_LOCKED', open[0]?.id],
    ]);
  });

  it('a GPS jump that comes back at the next look raises nothing', async () => {
    const v = await createVehicle(handle.db, { areaId, lastUpdate: clock.now(), updatedAt: clock.now() });
    await sweep();
    clock.minutes(1);
    await write(v.id, { lat: v.lat + 150 / 111_195, lastUpdate: clock.now() });
    await sweep();
    clock.minutes(1);
    await write(v.id, { lat: v.lat + 4 / 111_195, lastUpdate: clock.now() });
    await sweep();
    clock.minutes(1);
    await write(v.id, { lat: v.lat, lastUpdate: clock.now() });
    await sweep();
    expect(await incidentsOf(v.id)).toBe(0);
  });

  it.each([
    [
      'an ops task on it',
      async (vehicle: { id: string; code: string }) => {
        const holderId = await createRider(handle.db);
        await handle.db.insert(opsTasks).values({
          type: 'REBALANCE',
          status: 'inProgress',
          vehicleId: vehicle.id,
          vehicleCode: vehicle.code,
          areaId,
          holderId,
          startedBy: holderId,
          startedAt: clock.now(),
        });
      },
    ],
    [
      'a technician beside it',
      async (vehicle: { id: string; lat: number; long: number }) => {
        // Any user row will do for the report's owner (a rider fixture is the shortest).
        await handle.db.insert(staffLocations).values({
          id: newId(),
          userId: await createRider(handle.db),
          lat: vehicle.lat + 0.0003,
          lng: vehicle.long,
          createdAt: clock.now(),
        });
      },
    ],
  ] as const)('a vehicle the field team lifts (%s) is not stolen', async (_case, inHand) => {
    const v = await createVehicle(handle.db, { areaId, lastUpdate: clock.now(), updatedAt: clock.now() });
    await sweep();
    clock.minutes(1);
    await inHand(v);
    for (let i = 0; i < 3; i += 1) {
      await carryVehicle(deps, v.id, 0);
      await sweep();
      clock.minutes(1);
    }
    expect(await incidentsOf(v.id)).toBe(0);
    const [row] = await handle.db.select().from(vehicles).where(eq(vehicles.id, v.id));
    expect(row?.stolenAlert).toBe(false);
  });

  it('a ride moves a vehicle without any alert', async () => {
    const v = await createVehicle(handle.db, { areaId, lastUpdate: clock.now(), updatedAt: clock.now() });
    await sweep();
    clock.minutes(1);
    await createOngoingRide(handle.db, {
      userId: await createRider(handle.db),
      vehicleId: v.id,
      startTime: clock.now(),
    });
    await write(v.id, { lat: v.lat + 0.01, lockStatus: 'unlocked', lastUpdate: clock.now() });
    clock.minutes(1);
    await sweep();
    expect(await incidentsOf(v.id)).toBe(0);
    expect(await openTasks(v.id)).toEqual([]);
  });

  it('parked outside its fence over 10 minutes: one Out Of Fence task, and no stolen alert (riders leave vehicles there)', async () => {
    const v = await createVehicle(handle.db, {
      areaId,
      lastUpdate: clock.now(),
      updatedAt: clock.now(),
      lockStatus: 'unlocked',
    });
    await sweep();
    clock.minutes(1);
    await write(v.id, { isOutOfFence: true, lastUpdate: clock.now() });
    await sweep();
    clock.minutes(10);
    await sweep();
    expect(await incidentsOf(v.id)).toBe(0);
    clock.minutes(1);
    const { events } = await sweep();
    expect(await incidentsOf(v.id)).toBe(1);
    expect(stolenOf(events, v.id)).toEqual([]);
    clock.minutes(30);
    expect(stolenOf((await sweep()).events, v.id)).toEqual([]);
    expect(await incidentsOf(v.id)).toBe(1);
    const open = await openTasks(v.id);
    expect(open).toHaveLength(1);
    expect(open[0]?.cases.VEHICLE_OUT_OF_FENCE).toBe(true);
    const [row] = await handle.db.select().from(vehicles).where(eq(vehicles.id, v.id));
    expect(row?.stolenAlert).toBe(false);
  });
});
