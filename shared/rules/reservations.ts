/** Reservations (issue 9 §4): their status and what they cost. */

/** Used: a ride started from it. Unused: no ride yet and the hold still runs. Expired: the hold ran out without a ride. */
export const RESERVATION_STATUSES = ['used', 'unused', 'expired'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

export const RESERVATION_STATUS_LABELS: Record<ReservationStatus, string> = {
  used: 'Used',
  unused: 'Unused',
  expired: 'Expired',
};

/** A reservation plan of an area (03 §3 Area reservationPlans): minutes held and the cost in piasters. */
export interface ReservationPlanLike {
  minutes: number;
  costPiasters: number;
}

export const RESERVATION_MESSAGES = {
  noPlan: (minutes: number) => `This area has no reservation plan of ${minutes} minutes`,
} as const;

/** The status of a reservation at `now` (read, never stored, so it cannot go stale). */
export function reservationStatusOf(
  reservation: { rideId: string | null; expiresAt: Date },
  now: Date,
): ReservationStatus {
  if (reservation.rideId) return 'used';
  return reservation.expiresAt.getTime() <= now.getTime() ? 'expired' : 'unused';
}

/** The cost of holding a vehicle `minutes` in an area: its plan of that length, else the reason there is none. */
export function reservationCost(
  plans: readonly ReservationPlanLike[],
  minutes: number,
): { ok: true; costPiasters: number } | { ok: false; error: string } {
  const plan = plans.find((candidate) => candidate.minutes === minutes);
  return plan
    ? { ok: true, costPiasters: plan.costPiasters }
    : { ok: false, error: RESERVATION_MESSAGES.noPlan(minutes) };
}
