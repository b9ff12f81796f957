import { toEgp, toPiasters } from '@ops/shared/rules/money';
import { rideDurationMs, ridePrice } from '@ops/shared/rules/pricing';
import type { RideRow } from './lock';

/** The price of a ride at a moment (ongoing) or at its end, in piasters, by shared/rules/pricing. */
export function ridePricePiasters(
  ride: Pick<RideRow, 'startTime' | 'endTime' | 'basePricePiasters' | 'minutePricePiasters'>,
  now: Date,
): number {
  const durationMs = rideDurationMs(ride.startTime, ride.endTime ?? now);
  return toPiasters(
    ridePrice({
      durationMs,
      basePrice: toEgp(ride.basePricePiasters),
      minutePrice: toEgp(ride.minutePricePiasters),
    }),
  );
}
