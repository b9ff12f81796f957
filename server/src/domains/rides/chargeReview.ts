import { rideChargeReviewComment } from '@ops/shared/rules/rideCharge';
import type { Deps } from '../../platform/deps';
import { addHistory, raiseVehicleCondition } from '../tasks';
import type { FinishedRide } from './finish';

/**
 * After a ride ended (committed): when its price was above the cap, or the system ended it,
 * support gets a task on the ride's vehicle (case Other) whose history says, as the system's
 * 'Ended Ride' entry, what was charged and what to decide. Billing the rest is a manual bill,
 * under the second-signature rules.
 */
export async function reviewRideCharge(
  deps: Deps,
  finished: FinishedRide,
  endedBySystem = false,
): Promise<void> {
  if (finished.heldPiasters <= 0 && !endedBySystem) return;
  const task = await raiseVehicleCondition(deps, { vehicleId: finished.ride.vehicleId, reason: 'OTHER' });
  const note = rideChargeReviewComment({
    rideId: finished.ride.id,
    pricePiasters: finished.pricePiasters,
    chargedPiasters: finished.chargedPiasters,
    endedBySystem,
  });
  await addHistory(deps.db, {
    taskId: task._id,
    action: 'RIDE_END',
    value: note,
    user: null,
    at: deps.clock.now(),
  });
}
