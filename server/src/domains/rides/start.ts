import { eq } from 'drizzle-orm';
import { displayedBattery } from '@ops/shared/rules/battery';
import type { Deps } from '../../platform/deps';
import { UserError } from '../../platform/errors';
import { newId } from '../../platform/lib/ids';
import { priceForRide } from '../pricing';
import { vehicles } from '../vehicles';
import { reviewRideCharge } from './chargeReview';
import { afterRideEnded, announceOngoingRide } from './events';
import { finishRide } from './finish';
import { lockRide, type RideRow } from './lock';
import { RIDE_MESSAGES } from './messages';
import { rides } from './tables';

/**
 * A rider starts a ride (the fleet simulator plays the rider app). The vehicle row lock
 * and the one-ongoing-ride unique indexes keep a vehicle to one rider and a rider to one
 * vehicle; the unlock goes through the IoT gateway like any other command.
 */
export async function startRide(deps: Deps, input: { userId: string; vehicleId: string }): Promise<RideRow> {
  const at = deps.clock.now();
  const ride = await deps.db.transaction(async (tx) => {
    const [vehicle] = await tx.select().from(vehicles).where(eq(vehicles.id, input.vehicleId)).for('update');
    if (!vehicle || vehicle.inRide || vehicle.disabled || vehicle.isInStorage)
      throw new UserError(RIDE_MESSAGES.vehicleBusy);
    const battery = displayedBattery({
      realBatteryValue: vehicle.realBatteryValue,
      battery: vehicle.battery,
    });
    // The price in force now is kept on the ride: a later change of price never reaches it.
    const price = await priceForRide(tx, vehicle.areaId, vehicle.vehicleType, at);
    const [row] = await tx
      .insert(rides)
      .values({
        id: newId(),
        status: 'ongoing',
        userId: input.userId,
        vehicleId: vehicle.id,
        areaId: vehicle.areaId,
        startTime: at,
        startLat: vehicle.lat,
        startLong: vehicle.long,
        startVehicleBattery: battery === null ? null : Math.round(battery),
        ...price,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    await tx
      .update(vehicles)
      .set({
        inRide: true,
        lastInitiatorId: input.userId,
        lastInitDate: at,
        lastInitiatorLat: vehicle.lat,
        lastInitiatorLng: vehicle.long,
        updatedAt: at,
      })
      .where(eq(vehicles.id, vehicle.id));
    return { row: row!, code: vehicle.code };
  });
  await announceOngoingRide(deps, ride.row.id);
  await deps.vehicleGateway.unlock({ vehicleId: input.vehicleId, code: ride.code, sentById: input.userId });
  return ride.row;
}

/** The rider ends the ride in the app: charged by the same finish as the dashboard's 'End and pay'. */
export async function endRideByRider(
  deps: Deps,
  input: { rideId: string; imageKey?: string | null },
): Promise<RideRow> {
  const at = deps.clock.now();
  const finished = await deps.db.transaction(async (tx) => {
    const ride = await lockRide(tx, input.rideId);
    const done = await finishRide(tx, ride, {
      endedBy: 'user',
      endedByUserId: null,
      reason: null,
      charge: true,
      at,
      clock: deps.clock,
      capPiasters: deps.config.rideCharge.capPiasters,
    });
    if (!input.imageKey) return done;
    const [withImage] = await tx
      .update(rides)
      .set({ imageUrl: input.imageKey })
      .where(eq(rides.id, ride.id))
      .returning();
    return { ...done, ride: withImage! };
  });
  await afterRideEnded(deps, finished.ride, finished.ride.userId);
  await reviewRideCharge(deps, finished);
  return finished.ride;
}
