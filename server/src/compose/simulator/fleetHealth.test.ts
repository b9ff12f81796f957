import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { urgencyOf } from '@ops/shared/rules/alerts';
import { displayedBattery } from '@ops/shared/rules/battery';
import type { Clock } from '../../platform/deps';
import { areas } from '../../domains/areas/tables';
import { bills } from '../../domains/bills/tables';
import { openDatabase } from '../../platform/db/client';
import { migrate } from '../../platform/db/migrate';
import { rides } from '../../domains/rides/tables';
import { users } from '../../platform/session/tables';
import { vehicles } from '../../domains/vehicles/tables';
import { depsOver, square } from '../../domains/wallet/testFixtures';
import { FleetSimulator } from './fleet';

class StepClock implements Clock {
  private at = Date.UTC(2026, 10, 22, 14, 0, 0);
  now(): Date {
    return new Date(this.at);
  }
  step(ms: number): void {
    this.at += ms;
  }
}

const hex = (n: number) => n.toString(16).padStart(24, '0');
const VEHICLES = 30;
const PER_TICK = 3;
/** The demo's cadence: 500 vehicles, 60 a tick, a tick every 5 s — each vehicle looked at every ~42 s. */
const TICK_MS = 4_200;
const HOUR_TICKS = Math.round(3_600_000 / TICK_MS);

describe('the simulated fleet looks like a working fleet', () => {
  it('over an hour: rides of minutes at tens of pounds, a few percent urgent, faults it did not raise fixed', async () => {
    const handle = await openDatabase({ dataDir: 'memory://' });
    await migrate(handle);
    const clock = new StepClock();
    const deps = depsOver(handle, clock);
    await handle.db
      .insert(areas)
      .values({ id: hex(1), name: 'Zamalek', outerFence: square(30.06, 31.22, 0.02) });
    await handle.db.insert(vehicles).values(
      Array.from({ length: VEHICLES }, (_, i) => ({
        id: hex(100 + i),
        code: `Z${String(i).padStart(3, '0')}`,
        areaId: hex(1),
        manufacturer: 'Kuickwheel' as const,
        vehicleType: 'Super S' as const,
        lat: 30.06 + (i % 5) * 0.002,
        long: 31.22 + (i % 7) * 0.002,
        realBatteryValue: 50 + ((i * 7) % 50),
        lockStatus: 'locked' as const,
        iotStatus: 'ready' as const,
        lastUpdate: clock.now(),
      })),
    );
    // Faults the seed (or an earlier run) left: this run never raised them, field staff still fix them.
    await handle.db
      .update(vehicles)
      .set({ iotStatus: 'off' })
      .where(eq(vehicles.id, hex(100)));
    await handle.db
      .update(vehicles)
      .set({ lockStatus: 'unlocked' })
      .where(eq(vehicles.id, hex(101)));
    await handle.db
      .update(vehicles)
      .set({ lockStatus: 'none' })
      .where(eq(vehicles.id, hex(102)));
    await handle.db.insert(users).values(
      Array.from({ length: 240 }, (_, i) => ({
        id: hex(1000 + i),
        name: `Rider ${i}`,
        phoneNumber: `+2010${String(i).padStart(8, '0')}`,
        type: 'user' as const,
        balancePiasters: 50_000,
      })),
    );
    const simulator = new FleetSimulator(deps, {
      seed: 11,
      vehiclesPerTick: PER_TICK,
      rideStartChance: 0.02,
      idVerificationChance: 0,
      signUpChance: 0,
      dayRentalChance: 0,
    });
    for (let i = 0; i < HOUR_TICKS; i += 1) {
      clock.step(TICK_MS);
      await simulator.tick();
      await deps.vehicleGateway.idle();
    }

    const ended = await handle.db
      .select({ ms: rides.timeMs, price: bills.totalCostPiasters })
      .from(rides)
      .innerJoin(bills, eq(bills.id, rides.billId))
      .where(eq(rides.status, 'done'));
    expect(ended.length).toBeGreaterThan(20);
    const minutes = ended.map((r) => Number(r.ms) / 60_000).sort((a, b) => a - b);
    const median = minutes[Math.floor(minutes.length / 2)]!;
    expect(median).toBeGreaterThan(8);
    expect(median).toBeLessThan(16);
    expect(minutes[minutes.length - 1]!).toBeLessThanOrEqual(62);
    const meanEgp = ended.reduce((sum, r) => sum + Number(r.price), 0) / ended.length / 100;
    expect(meanEgp).toBeGreaterThan(10);
    expect(meanEgp).toBeLessThan(40);

    const fleet = await handle.db.select().from(vehicles);
    const urgent = fleet.filter(
      (v) =>
        urgencyOf(
          {
            ...v,
            batteryPercent: displayedBattery({ realBatteryValue: v.realBatteryValue, battery: v.battery }),
          },
          clock.now(),
        ) !== null,
    );
    expect(urgent.length / VEHICLES).toBeLessThanOrEqual(0.1);
    const byId = new Map(fleet.map((v) => [v.id, v]));
    expect(byId.get(hex(100))!.iotStatus).toBe('ready');
    expect(byId.get(hex(101))!.lockStatus).toBe('locked');
    expect(byId.get(hex(102))!.lockStatus).toBe('locked');
    simulator.stop();
    await deps.vehicleGateway.close();
    await handle.close();
  }, 240_000);
});
