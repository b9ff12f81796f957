import { eq } from 'drizzle-orm';
import { REALTIME_EVENTS } from '@ops/shared/realtime/events';
import { emitNow } from '../../platform/db/outbox';
import type { Deps } from '../../platform/deps';
import { vehicles } from '../vehicles';
import { LOW_BATTERY_PERCENT, NOT_UPDATING_AFTER_MINUTES, urgencyOf } from '@ops/shared/rules/alerts';
import { displayedBattery } from '@ops/shared/rules/battery';

type VehicleRow = typeof vehicles.$inferSelect;
type StatePatch = Partial<
  Pick<
    VehicleRow,
    'iotStatus' | 'isOutOfFence' | 'lastUpdate' | 'lastMoveBeep' | 'lockStatus' | 'realBatteryValue'
  >
>;

/**
 * A healthy vehicle's live state (fresh report, IoT on, inside its fence, no beep, a lock, a
 * charged battery), and on top of it what makes it the urgency asked for, the way a device's
 * report would. Urgency types a demo does not need (LPM, beeps, unlocked) are not offered.
 */
function stateFor(vehicle: VehicleRow, urgencyType: string | null, now: Date): StatePatch | null {
  const battery = displayedBattery(vehicle);
  const healthy: StatePatch = {
    iotStatus: 'ready',
    isOutOfFence: false,
    lastUpdate: now,
    lastMoveBeep: null,
    ...(vehicle.lockStatus === 'none' || (vehicle.lockStatus === 'unlocked' && !vehicle.inRide)
      ? { lockStatus: 'locked' }
      : {}),
    ...(battery !== null && battery < LOW_BATTERY_PERCENT ? { realBatteryValue: 80 } : {}),
  };
  const stale = new Date(now.getTime() - (NOT_UPDATING_AFTER_MINUTES + 5) * 60_000);
  switch (urgencyType) {
    case null:
      return healthy;
    case 'IOT_OFF':
      return { ...healthy, iotStatus: 'off' };
    case 'NOT_UPDATING':
      return { ...healthy, lastUpdate: stale };
    case 'OUT_OF_FENCE':
      return { ...healthy, isOutOfFence: true };
    default:
      return null;
  }
}

/**
 * Development and end-to-end only (POST /dev/urgent-vehicle): makes a vehicle urgent (or no
 * longer urgent) by giving it the state a device would report, and announces it on
 * URGENT_VEHICLE / DEL_URGENT_VEHICLE as the alert sweep does. The state matters: the alert
 * watcher sweeps every vehicle changed since its last pass and sets the urgency its state
 * says, so an urgency written alone was taken back seconds later (a notice shown, then gone).
 */
export async function setVehicleUrgentForDev(
  deps: Pick<Deps, 'db' | 'events' | 'clock'>,
  code: string,
  urgencyType: string | null,
): Promise<{ code: string }> {
  const [current] = await deps.db.select().from(vehicles).where(eq(vehicles.code, code));
  if (!current) throw new Error(`no vehicle ${code}`);
  const now = deps.clock.now();
  const patch = stateFor(current, urgencyType, now);
  const next = patch ? { ...current, ...patch } : null;
  const reached = next ? urgencyOf({ ...next, batteryPercent: displayedBattery(next) }, now) : undefined;
  if (!patch || reached !== urgencyType) {
    throw new Error(
      `vehicle ${code} cannot be ${urgencyType ?? 'not urgent'} (it is ${current.isInStorage ? 'in storage' : current.disabled ? 'disabled' : current.inRide ? 'in a ride' : 'not in that state'})`,
    );
  }
  const [vehicle] = await deps.db
    .update(vehicles)
    .set({ ...patch, isUrgent: urgencyType !== null, urgencyType, updatedAt: now })
    .where(eq(vehicles.id, current.id))
    .returning();
  if (!vehicle) throw new Error(`no vehicle ${code}`);
  const ref = { _id: vehicle.id, code: vehicle.code, area: vehicle.areaId };
  emitNow(deps.events, (out) => {
    if (urgencyType === null) out.toTopic(REALTIME_EVENTS.DEL_URGENT_VEHICLE, ref);
    else
      out.toTopic(REALTIME_EVENTS.URGENT_VEHICLE, {
        ...ref,
        urgencyType,
        status: vehicle.status,
        iotStatus: vehicle.iotStatus,
        lockStatus: vehicle.lockStatus,
        battery: vehicle.battery,
        realBatteryValue: vehicle.realBatteryValue,
        isInStorage: vehicle.isInStorage,
        inRide: vehicle.inRide,
        lat: vehicle.lat,
        long: vehicle.long,
        lastUpdate: vehicle.lastUpdate?.toISOString() ?? null,
      });
  });
  return { code: vehicle.code };
}
