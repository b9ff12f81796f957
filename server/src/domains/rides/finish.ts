import { eq } from 'drizzle-orm';
import { displayedBattery } from '@ops/shared/rules/battery';
import { rideDurationMs } from '@ops/shared/rules/pricing';
import { chargeWithinCap } from '@ops/shared/rules/rideCharge';
import type { Clock } from '../../platform/deps';
import { bills } from '../bills';
import type { Tx } from '../../platform/db/client';
import { UserError } from '../../platform/errors';
import { newId } from '../../platform/lib/ids';
import { vehicles } from '../vehicles';
import { applyBalanceChange, type WalletLogRow } from '../wallet';
import { RIDE_MESSAGES } from './messages';
import { appendRideLog } from './rideLog';
import type { RideRow } from './lock';
import { ridePricePiasters } from './price';
import { rides, type RideEndedBy } from './tables';

export interface FinishOptions {
  endedBy: RideEndedBy;
  endedByUserId: string | null;
  reason: string | null;
  /** false: 'End for Free' — the bill records the price, nothing is collected. */
  charge: boolean;
  at: Date;
  /** The wallet entry's time is read from it under the wallet lock (ledger.ts). */
  clock: Clock;
  /** The most this ride takes from the wallet without a person (config.rideCharge, issue 22 §8). */
  capPiasters: number;
}

export interface FinishedRide {
  ride: RideRow;
  pricePiasters: number;
  /** What the wallet paid: the price, at most the cap; 0 for 'End for Free'. */
  chargedPiasters: number;
  /** The part of the price above the cap, not charged: support reviews it (chargeReview.ts). */
  heldPiasters: number;
  chargeLog: WalletLogRow | null;
}

/**
 * Ends a ride the caller has locked and found ongoing: the bill, the ride's end fields,
 * the vehicle freed, and the charge from the wallet, all in the caller's transaction.
 * The unique index on one UNLOCK_GO per ride backs "charged once".
 */
export async function finishRide(tx: Tx, ride: RideRow, options: FinishOptions): Promise<FinishedRide> {
  if (ride.status !== 'ongoing') throw new UserError(RIDE_MESSAGES.alreadyEnded);
  const [vehicle] = await tx.select().from(vehicles).where(eq(vehicles.id, ride.vehicleId)).for('update');
  const timeMs = rideDurationMs(ride.startTime, options.at);
  const pricePiasters = ridePricePiasters({ ...ride, endTime: options.at }, options.at);
  const capped = chargeWithinCap(pricePiasters, options.capPiasters);
  const collected = options.charge ? capped.chargedPiasters : 0;
  const billId = newId();
  await tx.insert(bills).values({
    id: billId,
    userId: ride.userId,
    type: 'ride',
    date: options.at,
    totalCostPiasters: pricePiasters,
    actualCostPiasters: collected,
    paidWithBalancePiasters: collected,
    freemium: collected === 0,
    paymentMethod: 'balance',
    createdById: options.endedByUserId,
    createdAt: options.at,
  });
  const battery = vehicle
    ? displayedBattery({ realBatteryValue: vehicle.realBatteryValue, battery: vehicle.battery })
    : null;
  const [ended] = await tx
    .update(rides)
    .set({
      status: 'done',
      endTime: options.at,
      timeMs,
      endedBy: options.endedBy,
      endedByReason: options.reason,
      endedByUserId: options.endedByUserId,
      billId,
      freeRide: !options.charge,
      stopLat: vehicle?.lat ?? null,
      stopLong: vehicle?.long ?? null,
      endVehicleBattery: battery === null ? null : Math.round(battery),
      updatedAt: options.at,
    })
    .where(eq(rides.id, ride.id))
    .returning();
  if (vehicle)
    await tx
      .update(vehicles)
      .set({ inRide: false, updatedAt: options.at })
      .where(eq(vehicles.id, vehicle.id));
  // The ride page's logs: who ended it, how, and why (a rider's own end is the app's to log).
  if (options.endedBy === 'dashboard')
    await appendRideLog(tx, ride.id, {
      at: options.at.toISOString(),
      event: 'ENDED',
      byUserId: options.endedByUserId,
      note: options.charge ? `End and pay${options.reason ? `: ${options.reason}` : ''}` : 'End for Free',
    });
  const chargeLog =
    collected > 0
      ? await applyBalanceChange(tx, {
          userId: ride.userId,
          differencePiasters: -collected,
          type: 'UNLOCK_GO',
          clock: options.clock,
          dashboardUserId: options.endedBy === 'dashboard' ? options.endedByUserId : null,
          rideId: ride.id,
          billId,
        })
      : null;
  return {
    ride: ended!,
    pricePiasters,
    chargedPiasters: collected,
    heldPiasters: options.charge ? capped.heldPiasters : 0,
    chargeLog,
  };
}
