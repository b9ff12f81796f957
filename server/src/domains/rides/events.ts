import { eq } from 'drizzle-orm';
import { REALTIME_EVENTS } from '@ops/shared/realtime/events';
import { emitNow } from '../../platform/db/outbox';
import type { Deps } from '../../platform/deps';
import { vehicles } from '../vehicles';
import type { RideRow } from './lock';
import { selectRideViews, type RideView } from './present';
import { rides } from './tables';

/**
 * Live ride events carry the ride as the rides list shows it (02 §7 real-time), in the shape
 * the old backend sent and the lists undo: an ongoing ride names its code `promocode` (the
 * lists copy it to promocodeApplied), and an ended ride's `time` is in tenths of a minute
 * (the lists multiply it by 6000 to get ms). Ids stay where the workspace looks for them.
 */
async function rideView(deps: Deps, rideId: string): Promise<RideView | null> {
  const [view] = await selectRideViews(deps, eq(rides.id, rideId), { limit: 1, offset: 0 });
  return view ?? null;
}

/**
 * NEW_ON_GOING_RIDE after a ride starts and commits. A ride whose row cannot be read back is
 * not announced (the error is logged): the lists could not show it, and read it at their next fetch.
 */
export async function announceOngoingRide(deps: Deps, rideId: string): Promise<void> {
  const view = await rideView(deps, rideId).catch((error: unknown) => {
    deps.log.error({ err: error, rideId }, 'reading a started ride for its live event failed');
    return null;
  });
  if (view)
    emitNow(deps.events, (out) =>
      out.toTopic(REALTIME_EVENTS.NEW_ON_GOING_RIDE, { ...view, promocode: view.promocodeApplied }),
    );
}

/**
 * After an ended ride commits: tell the lists (NEW_SUCCESS_RIDE) and lock the vehicle
 * through the IoT gateway. The lock is a command whose outcome is recorded on its own;
 * a gateway failure never undoes the ride's end, which is already paid for.
 */
export async function afterRideEnded(
  deps: Deps,
  ride: RideRow,
  sentById: string | null,
  taskId?: string | null,
): Promise<void> {
  const view = await rideView(deps, ride.id).catch((error: unknown) => {
    deps.log.error({ err: error, rideId: ride.id }, 'reading an ended ride for its live event failed');
    return null;
  });
  // Not announced when it cannot be read back (logged above): the lists read it at their next fetch.
  if (view)
    emitNow(deps.events, (out) =>
      out.toTopic(REALTIME_EVENTS.NEW_SUCCESS_RIDE, { ...view, time: (ride.timeMs ?? 0) / 6000 }),
    );
  const [vehicle] = await deps.db
    .select({ id: vehicles.id, code: vehicles.code })
    .from(vehicles)
    .where(eq(vehicles.id, ride.vehicleId));
  if (!vehicle) return;
  await deps.vehicleGateway
    .lock({ vehicleId: vehicle.id, code: vehicle.code, sentById, taskId: taskId ?? null })
    .catch((error: unknown) =>
      deps.log.error({ err: error, rideId: ride.id }, 'locking the vehicle after a ride failed'),
    );
}
