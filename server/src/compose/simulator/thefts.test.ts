import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../platform/deps';
import { runAlertSweep } from '../../domains/alerts/sweep';
import { theftIncidents } from '../../domains/alerts/tables';
import { openDatabase } from '../../platform/db/client';
import { migrate } from '../../platform/db/migrate';
import { tasks } from '../../domains/tasks/engine';
import { vehicles } from '../../domains/vehicles/tables';
import { createArea, createVehicle, depsOver, square } from '../../domains/wallet/testFixtures';
import { CARRY_STEPS, SimulatedThefts } from './thefts';

class StepClock implements Clock {
  at = Date.UTC(2026, 10, 23, 9, 0, 0);
  now(): Date {
    return new Date(this.at);
  }
}

describe('simulated thefts', () => {
  it('a thief carries a parked vehicle over a few ticks; the watcher raises one incident for it', async () => {
    const handle = await openDatabase({ dataDir: 'memory://' });
    await migrate(handle);
    const clock = new StepClock();
    const deps = depsOver(handle, clock);
    const areaId = await createArea(handle.db, { outerFence: square(30.05, 31.23, 0.05) });
    const parked = await createVehicle(handle.db, {
      areaId,
      lastUpdate: clock.now(),
      updatedAt: clock.now(),
    });
    // A vehicle in a ride is never picked.
    await createVehicle(handle.db, { areaId, inRide: true, lockStatus: 'unlocked' });
    await runAlertSweep(deps, new Date(0));

    // Chance 1: a carry starts on the first tick and lasts CARRY_STEPS more.
    const thefts = new SimulatedThefts(7, 1);
    const start = [parked.lat, parked.long];
    for (let tick = 0; tick <= CARRY_STEPS; tick += 1) {
      const since = clock.now();
      clock.at += 5000;
      await thefts.tick(deps);
      await runAlertSweep(deps, since);
    }
    const [moved] = await handle.db.select().from(vehicles).where(eq(vehicles.id, parked.id));
    expect([moved?.lat, moved?.long]).not.toEqual(start);
    expect(moved?.lockStatus).toBe('locked');
    expect(moved?.stolenAlert).toBe(true);
    const incidents = await handle.db.select().from(theftIncidents);
    expect(incidents.map((incident) => [incident.code, incident.kind])).toEqual([
      [parked.code, 'MOVED_WHILE_LOCKED'],
    ]);
    const [task] = await handle.db.select().from(tasks).where(eq(tasks.vehicleId, parked.id));
    expect(task?.mainCase).toBe('VEHICLE_UPDATING_LOST_AND_STOLEN');
    await handle.close();
  });
});
