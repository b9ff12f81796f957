import { eq } from 'drizzle-orm';
import { REALTIME_EVENTS } from '@ops/shared/realtime/events';
import { emitNow } from '../../platform/db/outbox';
import type { Deps } from '../../platform/deps';
import { vehicles } from '../vehicles';

/**
 * Development and end-to-end only (POST /dev/urgent-vehicle): marks a vehicle urgent (or no
 * longer urgent) and announces it on URGENT_VEHICLE / DEL_URGENT_VEHICLE, the way the fleet
 * feed's urgent detection does, so the /app/urgent page can be shown following a live change.
 */
export async function setVehicleUrgentForDev(
  deps: Pick<Deps, 'db' | 'events'>,
  code: string,
  urgencyType: string | null,
): Promise<{ code: string }> {
  const [vehicle] = await deps.db
    .update(vehicles)
    .set({ isUrgent: urgencyType !== null, urgencyType, updatedAt: new Date() })
    .where(eq(vehicles.code, code))
    .returning();
  if (!vehicle) throw new Error(`no vehicle ${code}`);
  // The alert sweep's payloads (alerts/sweep.ts), with the vehicle's live fields for the urgent list's new row.
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
