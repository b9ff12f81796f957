import { desc, eq } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { UserError } from '../../platform/errors';
import { rideView, type RideView } from '../rides';
import { rides } from '../rides';
import { taskUserView, type TaskUserView } from '../users';
import { VEHICLE_MESSAGES } from './messages';
import { vehicleView, type VehicleView } from './present';

export interface VehicleUserRideDetails {
  user: TaskUserView | null;
  ride: RideView | null;
  vehicle: VehicleView;
  lastMoveBeep: string | null;
}

/**
 * The three cards of a vehicle task (01 §2): the vehicle, its last ride and that ride's
 * customer. With no ride yet, the customer is the last person who started the vehicle
 * (for lost/stolen cases the card is 'Last Scanner').
 */
export async function vehicleUserRideDetails(deps: Deps, vehicleId: string): Promise<VehicleUserRideDetails> {
  const vehicle = await vehicleView(deps.db, vehicleId);
  if (!vehicle) throw new UserError(VEHICLE_MESSAGES.notFound);
  const [last] = await deps.db
    .select({ id: rides.id, userId: rides.userId })
    .from(rides)
    .where(eq(rides.vehicleId, vehicleId))
    .orderBy(desc(rides.startTime), desc(rides.id))
    .limit(1);
  const ride = last ? await rideView(deps, last.id) : null;
  const userId = last?.userId ?? vehicle.lastInitiator?._id ?? null;
  const user = userId ? await taskUserView(deps.db, userId) : null;
  return { user, ride, vehicle, lastMoveBeep: vehicle.lastMoveBeep };
}
