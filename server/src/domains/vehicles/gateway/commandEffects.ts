import { REALTIME_EVENTS } from '@ops/shared/realtime/events';
import { emitNow } from '../../../platform/db/outbox';
import type { EventBus } from '../../../platform/realtime/eventBus';
import type { vehicles } from '../tables';
import type { VehicleCommand } from '../../../platform/integrations/vehicleGateway/commandsTable';

type VehicleRow = typeof vehicles.$inferSelect;

const LOCK_STATE: Partial<Record<VehicleCommand, 'locked' | 'unlocked'>> = {
  lock: 'locked',
  unlock: 'unlocked',
  extunlock: 'unlocked',
};

/**
 * What an acknowledged command changes in the vehicle's row: the same for every gateway,
 * since a device that said "done" did the same thing whoever carried the command.
 */
export function effectOf(
  command: VehicleCommand,
  params: Record<string, unknown>,
  now: Date,
): Partial<typeof vehicles.$inferInsert> {
  const lockStatus = LOCK_STATE[command];
  if (lockStatus) return { lockStatus, lastUpdate: now, updatedAt: now };
  if (command === 'ring') return { lastMoveBeep: now, lastUpdate: now, updatedAt: now };
  if (command === 'restart') return { status: 'ready', lastUpdate: now, updatedAt: now };
  return {
    speedLimit: Number(params.speed),
    speedLimitUntil: new Date(String(params.until)),
    lastUpdate: now,
    updatedAt: now,
  };
}

/** The realtime events of an acknowledged command, as staff screens expect them. */
export function announceEffect(
  events: EventBus,
  command: VehicleCommand,
  vehicle: VehicleRow,
  now: Date,
): void {
  const base = { _id: vehicle.id, code: vehicle.code };
  // The vehicle's row is already written (the ack's update committed): the events leave now.
  emitNow(events, (out) => {
    if (LOCK_STATE[command])
      out.toTopic(REALTIME_EVENTS.VEHICLE_LOCK_STATUS, { ...base, lockStatus: vehicle.lockStatus });
    if (command === 'restart')
      out.toCode(REALTIME_EVENTS.SCOOTER_COORDINATES, vehicle.code, {
        ...base,
        lat: vehicle.lat,
        long: vehicle.long,
        lastUpdate: now.toISOString(),
      });
    out.toCode(REALTIME_EVENTS.VEHICLE_LOGS, vehicle.code, {
      ...base,
      command,
      lockStatus: vehicle.lockStatus,
      lastMoveBeep: vehicle.lastMoveBeep?.toISOString() ?? null,
      speedLimit: vehicle.speedLimit,
      speedLimitUntil: vehicle.speedLimitUntil?.toISOString() ?? null,
      at: now.toISOString(),
    });
  });
}
