import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { Clock } from '../../platform/deps';
import { createStaff } from '../../../test/staff';
import { openDatabase, type DatabaseHandle } from '../../platform/db/client';
import { opsTaskHistory, opsTasks } from '../../domains/opsTasks/tables';
import { vehicleLifeCycle } from '../../domains/vehicles/tables';
import { createVehicle, depsOver } from '../../domains/wallet/testFixtures';
import { playFieldCrew } from './fieldCrew';

/** A clock that moves only when the test says. */
class StepClock implements Clock {
  private at = Date.now();
  now(): Date {
    return new Date(this.at);
  }
  step(ms: number): void {
    this.at += ms;
  }
}

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://' });
});
afterAll(async () => {
  await handle.close();
});

describe('the simulator field crew', () => {
  it('opens a battery swap for a low vehicle, walks a technician there, starts and ends it through the service', async () => {
    const clock = new StepClock();
    const deps = depsOver(handle, clock);
    await createStaff(handle.db, { level: 2, permissions: { opsTask: { MANAGE: true } } });
    const tech = await createStaff(handle.db, { level: 8, permissions: { opsTask: { RESOLVE: true } } });
    const low = await createVehicle(handle.db, { realBatteryValue: 9, lat: 30.05, long: 31.23 });
    await createVehicle(handle.db, { realBatteryValue: 90 });

    let tick = 0;
    // Every third tick the crew looks; opening a task is a coin toss, so give it a few looks.
    while ((await handle.db.select().from(opsTasks)).length === 0 && tick < 60)
      await playFieldCrew(deps, 7, (tick += 1));
    const [task] = await handle.db.select().from(opsTasks);
    expect(task).toMatchObject({ type: 'BATTERY_SWAP', vehicleId: low.id });
    // The same look may already have started it; otherwise the next one does.
    for (
      let i = 0;
      i < 6 &&
      (await handle.db.select().from(opsTasks).where(eq(opsTasks.id, task!.id)))[0]!.status === 'open';
      i++
    )
      await playFieldCrew(deps, 7, (tick += 1));
    const [started] = await handle.db.select().from(opsTasks).where(eq(opsTasks.id, task!.id));
    expect(started).toMatchObject({ status: 'inProgress', holderId: tech.userId });

    clock.step(3 * 60_000);
    for (
      let i = 0;
      i < 6 &&
      (await handle.db.select().from(opsTasks).where(eq(opsTasks.id, task!.id)))[0]!.status === 'inProgress';
      i++
    )
      await playFieldCrew(deps, 7, (tick += 1));
    const [ended] = await handle.db.select().from(opsTasks).where(eq(opsTasks.id, task!.id));
    expect(['resolved', 'failed']).toContain(ended!.status);
    const history = await handle.db
      .select()
      .from(opsTaskHistory)
      .where(eq(opsTaskHistory.taskId, task!.id))
      .orderBy(asc(opsTaskHistory.createdAt));
    expect(history.map((h) => h.action).slice(0, 2)).toEqual(['created', 'started']);
    // Started at the vehicle (the technician walked there), not bypassed.
    expect(history[1]!.locationBypassed).toBe(false);
    expect(history[1]!.distanceMetres).toBeLessThanOrEqual(100);
    const cases = (
      await handle.db.select().from(vehicleLifeCycle).where(eq(vehicleLifeCycle.vehicleId, low.id))
    ).map((e) => e.case);
    expect(cases).toContain('OPS_TASK_STARTED');
    await deps.vehicleGateway.close();
  });
});
