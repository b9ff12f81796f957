import { describe, expect, it } from 'vitest';
import { asc, count, eq } from 'drizzle-orm';
import type { Clock } from '../../platform/deps';
import { areas } from '../../domains/areas/tables';
import { bills } from '../../domains/bills/tables';
import { openDatabase } from '../../platform/db/client';
import { migrate } from '../../platform/db/migrate';
import { rides } from '../../domains/rides/tables';
import { tasks } from '../../domains/tasks/engine';
import { users } from '../../platform/session/tables';
import { vehicleLifeCycle, vehicles } from '../../domains/vehicles/tables';
import { walletLogs } from '../../domains/wallet/tables';
import { depsOver, square } from '../../domains/wallet/testFixtures';
import { FleetSimulator } from './fleet';

/** A clock that moves only when the test says: the same run on two databases sees the same times. */
class StepClock implements Clock {
  private at = Date.UTC(2026, 10, 22, 9, 0, 0);
  now(): Date {
    return new Date(this.at);
  }
  step(ms: number): void {
    this.at += ms;
  }
}

const hex = (n: number) => n.toString(16).padStart(24, '0');

async function run(seed: number, ticks: number) {
  const handle = await openDatabase({ dataDir: 'memory://' });
  await migrate(handle);
  const clock = new StepClock();
  const deps = depsOver(handle, clock);
  await handle.db
    .insert(areas)
    .values({ id: hex(1), name: 'Zamalek', outerFence: square(30.06, 31.22, 0.01) });
  await handle.db.insert(vehicles).values(
    Array.from({ length: 24 }, (_, i) => ({
      id: hex(100 + i),
      code: `Z${String(i).padStart(3, '0')}`,
      areaId: hex(1),
      manufacturer: 'Xiaomi' as const,
      vehicleType: 'Super C' as const,
      lat: 30.06 + (i % 5) * 0.001,
      long: 31.22 + (i % 7) * 0.001,
      realBatteryValue: 18 + i * 3,
    })),
  );
  await handle.db.insert(users).values(
    Array.from({ length: 40 }, (_, i) => ({
      id: hex(1000 + i),
      name: `Rider ${i}`,
      phoneNumber: `+2010${String(i).padStart(8, '0')}`,
      type: 'user' as const,
      balancePiasters: 5000,
    })),
  );
  const simulator = new FleetSimulator(deps, {
    seed,
    vehiclesPerTick: 10,
    rideStartChance: 0.5,
    rideMedianMinutes: 3,
    incidentChance: 0.05,
    idVerificationChance: 0.5,
  });
  const reports = [];
  for (let i = 0; i < ticks; i += 1) {
    clock.step(60_000);
    reports.push(await simulator.tick());
    // Let the simulated devices answer before the next tick, so the run does not depend on timer order.
    await deps.vehicleGateway.idle();
  }
  const state = await handle.db
    .select({
      code: vehicles.code,
      lat: vehicles.lat,
      long: vehicles.long,
      battery: vehicles.realBatteryValue,
      inRide: vehicles.inRide,
    })
    .from(vehicles)
    .orderBy(asc(vehicles.code));
  const totals = {
    rides: Number((await handle.db.select({ n: count() }).from(rides))[0]!.n),
    ended: Number((await handle.db.select({ n: count() }).from(rides).where(eq(rides.status, 'done')))[0]!.n),
    bills: Number((await handle.db.select({ n: count() }).from(bills))[0]!.n),
    charges: Number(
      (await handle.db.select({ n: count() }).from(walletLogs).where(eq(walletLogs.type, 'UNLOCK_GO')))[0]!.n,
    ),
    tasks: Number((await handle.db.select({ n: count() }).from(tasks))[0]!.n),
  };
  simulator.stop();
  await deps.vehicleGateway.close();
  await handle.close();
  return { reports, state, totals, events: deps.events.events };
}

describe('fleet simulator', () => {
  it('is deterministic for a seed, bounded per tick, and drives rides, money and tasks through the services', async () => {
    const first = await run(7, 12);
    const second = await run(7, 12);
    expect(second.state).toEqual(first.state);
    expect(second.reports).toEqual(first.reports);
    expect(second.totals).toEqual(first.totals);
    for (const report of first.reports) {
      expect(report.vehicles).toBeLessThanOrEqual(10);
      expect(report.ridesStarted).toBeLessThanOrEqual(5);
    }
    expect(first.totals.rides).toBeGreaterThan(0);
    expect(first.totals.ended).toBeGreaterThan(0);
    // Every ended ride has its bill; every charge belongs to one of them.
    expect(first.totals.bills).toBe(first.totals.ended);
    expect(first.totals.charges).toBeLessThanOrEqual(first.totals.ended);
    expect(first.totals.tasks).toBeGreaterThan(0);
    const other = await run(8, 12);
    expect(other.state).not.toEqual(first.state);
    // Three whole simulations on fresh databases: slow on a shared machine.
  }, 240_000);

  it('announces every move on the vehicle code SCOOTER_COORDINATES room, with the position it stored', async () => {
    const { state, events } = await run(7, 12);
    const moves = events.filter((entry) => entry.target.startsWith('code:SCOOTER_COORDINATES:'));
    expect(moves.length).toBeGreaterThan(0);
    const last = new Map<string, { lat: number; long: number }>();
    for (const entry of moves) {
      const payload = entry.payload as {
        code: string;
        lat: number;
        long: number;
        _id: string;
        lastUpdate: string;
      };
      expect(entry.target).toBe(`code:SCOOTER_COORDINATES:${payload.code}`);
      expect(entry.event).toBe('SCOOTER_COORDINATES');
      last.set(payload.code, { lat: payload.lat, long: payload.long });
    }
    for (const [code, position] of last)
      expect(state.find((row) => row.code === code)).toMatchObject(position);
  });

  it('a battery swap on a Kuickwheel unlocks the compartment, then locks it on the next tick, announcing both', async () => {
    const handle = await openDatabase({ dataDir: 'memory://' });
    await migrate(handle);
    const clock = new StepClock();
    const deps = depsOver(handle, clock);
    await handle.db
      .insert(areas)
      .values({ id: hex(1), name: 'Zamalek', outerFence: square(30.06, 31.22, 0.01) });
    const kuickwheel = {
      id: hex(500),
      code: 'K001',
      areaId: hex(1),
      manufacturer: 'Kuickwheel' as const,
      vehicleType: 'Super S' as const,
      lat: 30.06,
      long: 31.22,
      realBatteryValue: 8,
      batLock: true,
    };
    const xiaomi = {
      ...kuickwheel,
      id: hex(501),
      code: 'X001',
      manufacturer: 'Xiaomi' as const,
      batLock: null,
    };
    await handle.db.insert(vehicles).values([kuickwheel, xiaomi]);
    const simulator = new FleetSimulator(deps, {
      seed: 3,
      vehiclesPerTick: 10,
      rideStartChance: 0,
      incidentChance: 0,
      idVerificationChance: 0,
      fieldWorkChance: 1,
    });
    const batLock = async (id: string) =>
      (await handle.db.select({ batLock: vehicles.batLock }).from(vehicles).where(eq(vehicles.id, id)))[0]!
        .batLock;
    const lockEvents = () =>
      deps.events.events
        .filter((entry) => entry.event === 'VEHICLE_BAT_LOCK_STATUS')
        .map((entry) => [entry.target, entry.payload]);

    await simulator.tick(); // low battery raised
    expect(lockEvents()).toEqual([]);
    await simulator.tick(); // the swap: compartment open
    expect(await batLock(kuickwheel.id)).toBe(false);
    expect(lockEvents()).toEqual([
      ['topic:VEHICLE_BAT_LOCK_STATUS', { _id: kuickwheel.id, code: 'K001', batLock: false }],
    ]);
    await simulator.tick(); // closed again
    expect(await batLock(kuickwheel.id)).toBe(true);
    expect(lockEvents()).toEqual([
      ['topic:VEHICLE_BAT_LOCK_STATUS', { _id: kuickwheel.id, code: 'K001', batLock: false }],
      ['topic:VEHICLE_BAT_LOCK_STATUS', { _id: kuickwheel.id, code: 'K001', batLock: true }],
    ]);
    // The Xiaomi had its swap too, without a compartment.
    expect(await batLock(xiaomi.id)).toBeNull();
    const cycle = await handle.db
      .select({ code: vehicleLifeCycle.code, case: vehicleLifeCycle.case })
      .from(vehicleLifeCycle)
      .orderBy(asc(vehicleLifeCycle.createdAt));
    expect(cycle.filter((row) => row.code === 'K001').map((row) => row.case)).toEqual([
      'BATTERY_UNLOCK',
      'BATTERY_SWAP',
      'BATTERY_LOCK',
    ]);
    expect(cycle.filter((row) => row.code === 'X001').map((row) => row.case)).toEqual(['BATTERY_SWAP']);
    simulator.stop();
    await deps.vehicleGateway.close();
    await handle.close();
  });
});
