import { eq } from 'drizzle-orm';
import type { Deps } from '../app/deps';
import { vehicles } from '../vehicles/tables';
import type { RideRow } from './finish';

/**
 * After an ended ride commits: tell the lists (NEW_SUCCESS_RIDE) and lock the vehicle
 * through the IoT gateway. The lock is a command whose outcome is recorded on its own;
 * a gateway failure never undoes the ride's end, which is already paid for.
 */
export async function afterRideEnded(deps: Deps, ride: RideRow, sentById: string | null, taskId?: string | null): Promise<void> {
  deps.events.toTopic('NEW_SUCCESS_RIDE', 'NEW_SUCCESS_RIDE', {
    _id: ride.id,
    user: ride.userId,
    scooter: ride.vehicleId,
    status: ride.status,
    time: ride.timeMs,
    endedBy: ride.endedBy,
  });
  const [vehicle] = await deps.db.select({ id: vehicles.id, code: vehicles.code }).from(vehicles).where(eq(vehicles.id, ride.vehicleId));
  if (!vehicle) return;
  await deps.vehicleGateway
    .lock({ vehicleId: vehicle.id, code: vehicle.code, sentById, taskId: taskId ?? null })
    .catch((error: unknown) => deps.log.error({ err: error, rideId: ride.id }, 'locking the vehicle after a ride failed'));
}
