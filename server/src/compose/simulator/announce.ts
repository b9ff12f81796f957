import { REALTIME_EVENTS } from '@ops/shared/realtime/events';
import { emitNow } from '../../platform/db/outbox';
import type { EventBus } from '../../platform/realtime/eventBus';

interface VehicleRef {
  id: string;
  code: string;
}

/**
 * What a vehicle's device reports, announced the way a real feed would be: the position
 * to whoever follows that vehicle code (SUBSCRIBE_TO_LOGS SCOOTER_COORDINATES), the
 * battery compartment lock (Kuickwheel) to the VEHICLE_BAT_LOCK_STATUS room, as the
 * motor lock goes to VEHICLE_LOCK_STATUS.
 */
export function announcePosition(
  events: EventBus,
  vehicle: VehicleRef,
  lat: number,
  long: number,
  at: Date,
): void {
  emitNow(events, (out) =>
    out.toCode(REALTIME_EVENTS.SCOOTER_COORDINATES, vehicle.code, {
      _id: vehicle.id,
      code: vehicle.code,
      lat,
      long,
      lastUpdate: at.toISOString(),
    }),
  );
}

export function announceBatteryLock(events: EventBus, vehicle: VehicleRef, batLock: boolean): void {
  emitNow(events, (out) =>
    out.toTopic(REALTIME_EVENTS.VEHICLE_BAT_LOCK_STATUS, { _id: vehicle.id, code: vehicle.code, batLock }),
  );
}

/** The motor lock changed (VEHICLE_LOCK_STATUS), as the device reports it. */
export function announceLock(events: EventBus, vehicle: VehicleRef, lockStatus: 'locked' | 'unlocked'): void {
  emitNow(events, (out) =>
    out.toTopic(REALTIME_EVENTS.VEHICLE_LOCK_STATUS, { _id: vehicle.id, code: vehicle.code, lockStatus }),
  );
}
