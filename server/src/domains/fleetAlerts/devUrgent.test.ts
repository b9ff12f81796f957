import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { NOT_UPDATING_AFTER_MINUTES } from '@ops/shared/rules/alerts';
import { openDatabase, type DatabaseHandle } from '../../platform/db/client';
import { migrate } from '../../platform/db/migrate';
import { runAlertSweep } from '../alerts/sweep';
import { vehicles } from '../vehicles/tables';
import { createArea, createVehicle, depsOver, square } from '../wallet/testFixtures';
import { setVehicleUrgentForDev } from './devUrgent';

let handle: DatabaseHandle;
let areaId: string;
beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://' });
  await migrate(handle);
  areaId = await createArea(handle.db, { outerFence: square(30.05, 31.23, 0.05) });
});

const urgencyOfRow = async (id: string) =>
  (await handle.db.select({ u: vehicles.urgencyType }).from(vehicles).where(eq(vehicles.id, id)))[0]?.u;

/**
 * The dev route stands in for a device's report: the alert watcher, sweeping the vehicle it
 * touched, must find the same urgency (before, it set the type alone, the watcher read the
 * vehicle's untouched state and took the urgency back: a notice shown, then dismissed).
 */
describe('POST /dev/urgent-vehicle makes the vehicle what its urgency says', () => {
  it.each(['IOT_OFF', 'NOT_UPDATING', 'OUT_OF_FENCE', null] as const)(
    '%s survives the alert sweep that follows',
    async (urgencyType) => {
      const deps = depsOver(handle);
      // A stale, healthy vehicle: left alone, the watcher would call it NOT_UPDATING.
      const vehicle = await createVehicle(handle.db, {
        areaId,
        lastUpdate: new Date(Date.now() - (NOT_UPDATING_AFTER_MINUTES + 30) * 60_000),
        urgencyType: 'LPM',
        isUrgent: true,
      });
      const before = new Date(Date.now() - 1000);
      await setVehicleUrgentForDev(deps, vehicle.code, urgencyType);
      expect(await urgencyOfRow(vehicle.id)).toBe(urgencyType);
      const sent = deps.events.events.length;
      await runAlertSweep(deps, before);
      expect(await urgencyOfRow(vehicle.id)).toBe(urgencyType);
      const urgencyEvents = deps.events.events
        .slice(sent)
        .filter((e) => e.event === 'URGENT_VEHICLE' || e.event === 'DEL_URGENT_VEHICLE');
      expect(urgencyEvents).toEqual([]);
    },
  );

  it('refuses an urgency the vehicle cannot have (one in storage is never urgent), changing nothing', async () => {
    const deps = depsOver(handle);
    const vehicle = await createVehicle(handle.db, { areaId, isInStorage: true });
    await expect(setVehicleUrgentForDev(deps, vehicle.code, 'IOT_OFF')).rejects.toThrow(/cannot be IOT_OFF/);
    expect(await urgencyOfRow(vehicle.id)).toBeNull();
    expect(deps.events.events).toEqual([]);
  });
});
