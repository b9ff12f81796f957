import { eq } from 'drizzle-orm';
import { compensatedNotice, remainingCompensation } from '@ops/shared/rules/endRidePay';
import { toEgp, toPiasters } from '@ops/shared/rules/money';
import type { Clock } from '../../platform/deps';
import { registerHeldChangeExecutor } from '../approvals';
import { bills } from '../bills';
import type { Tx } from '../../platform/db/client';
import { UserError } from '../../platform/errors';
import { applyBalanceChange, type WalletLogRow } from '../wallet';
import { lockRide, type RideRow } from './lock';
import { ridePricePiasters } from './price';
import { RIDE_MESSAGES } from './messages';
import { appendRideLog } from './rideLog';
import { rides } from './tables';

export interface CompensationEntry {
  piasters: number;
  staffId: string;
  additionalReason: string | null;
  customComment: string | null;
}

/** Up to the ride's total cost less what was already given (02 §5); over it, the spec's words. */
export function checkCompensationCap(ride: RideRow, totalCostPiasters: number, piasters: number): void {
  const already = ride.compensationPiasters;
  const remaining = toPiasters(remainingCompensation(toEgp(totalCostPiasters), toEgp(already)));
  if (piasters > remaining) {
    throw new UserError(
      already > 0 ? compensatedNotice(toEgp(already).toFixed(2)) : RIDE_MESSAGES.compensationExceedsCost,
    );
  }
}

/**
 * Gives back up to the ride's total cost less what was already given. Over the cap the
 * whole call fails, so a bad amount changes nothing.
 */
export async function compensate(
  tx: Tx,
  ride: RideRow,
  totalCostPiasters: number,
  entry: CompensationEntry,
  at: Date,
  clock: Clock,
): Promise<WalletLogRow> {
  checkCompensationCap(ride, totalCostPiasters, entry.piasters);
  const log = await applyBalanceChange(tx, {
    userId: ride.userId,
    differencePiasters: entry.piasters,
    type: 'MANUAL_INPUT',
    clock,
    dashboardUserId: entry.staffId,
    additionalReason: entry.additionalReason,
    customComment: entry.customComment,
    rideId: ride.id,
  });
  await tx
    .update(rides)
    .set({ compensationPiasters: ride.compensationPiasters + entry.piasters, updatedAt: at })
    .where(eq(rides.id, ride.id));
  await appendRideLog(tx, ride.id, {
    at: at.toISOString(),
    event: 'COMPENSATED',
    byUserId: entry.staffId,
    note: `${toEgp(entry.piasters).toFixed(2)} EGP${entry.additionalReason ? `: ${entry.additionalReason}` : ''}`,
  });
  return log;
}

/** The ride's cost to compensate against: priced now while ongoing, else its bill's total. */
export async function compensableTotal(tx: Tx, ride: RideRow, at: Date): Promise<number> {
  if (ride.status === 'ongoing' || !ride.billId) return ridePricePiasters(ride, at);
  const [bill] = await tx
    .select({ total: bills.totalCostPiasters })
    .from(bills)
    .where(eq(bills.id, ride.billId));
  return bill?.total ?? ridePricePiasters(ride, at);
}

/**
 * Approval of a held compensation (issue 7 §4): the ride is locked and the cap checked
 * again, since other compensation may have been given while the request waited.
 */
registerHeldChangeExecutor('RIDE_COMPENSATION', async (tx, request, clock) => {
  if (!request.rideId) throw new Error(`held compensation ${request.id} has no ride`);
  const ride = await lockRide(tx, request.rideId);
  const at = clock.now();
  const total = await compensableTotal(tx, ride, at);
  return compensate(
    tx,
    ride,
    total,
    {
      piasters: request.amountPiasters,
      staffId: request.requestedBy,
      additionalReason: request.additionalReason,
      customComment: request.customComment,
    },
    at,
    clock,
  );
});
