import { formatEgp, toEgp } from './money';

/**
 * Issue 22 §8: what one ride may charge a rider's wallet without a person looking at it, and
 * when a ride that never ended is ended by the system. Beyond the spec, so the words are ours.
 * A Cairo e-scooter ride is minutes and tens of EGP; 500 EGP is over eight hours at the spec's
 * default prices, so only a ride left running (a lost lock, a dead app) reaches it.
 */
export const DEFAULT_RIDE_CHARGE_CAP_EGP = 500;
/** An ongoing ride older than this is ended by the system (the ride's vehicle gets a support task). */
export const DEFAULT_RUNAWAY_RIDE_HOURS = 12;

/** What is taken from the wallet now: the price, at most the cap. The rest waits for a person. */
export function chargeWithinCap(
  pricePiasters: number,
  capPiasters: number,
): { chargedPiasters: number; heldPiasters: number } {
  const chargedPiasters = Math.min(pricePiasters, Math.max(0, capPiasters));
  return { chargedPiasters, heldPiasters: pricePiasters - chargedPiasters };
}

export function isRunawayRide(startTime: Date, now: Date, runawayHours: number): boolean {
  return now.getTime() - startTime.getTime() > runawayHours * 3_600_000;
}

/** The support task's comment: what happened, what was charged, what a person must decide. */
export function rideChargeReviewComment(input: {
  rideId: string;
  pricePiasters: number;
  chargedPiasters: number;
  endedBySystem: boolean;
}): string {
  const ended = input.endedBySystem ? 'was still running and was ended by the system' : 'ended';
  return (
    `Ride ${input.rideId} ${ended}. Its price is ${formatEgp(toEgp(input.pricePiasters))}; ` +
    `${formatEgp(toEgp(input.chargedPiasters))} was charged (the most one ride charges without review). ` +
    `Check the ride and the vehicle; bill the remaining ${formatEgp(toEgp(input.pricePiasters - input.chargedPiasters))} only if it is owed.`
  );
}
