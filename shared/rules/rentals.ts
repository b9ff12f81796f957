import { RENTAL_STATUSES } from './filterOptions';

/** 02 §4 rental status: pending, ready, delivered, collected. */
export { RENTAL_STATUSES };
export type RentalStatus = (typeof RENTAL_STATUSES)[number];

export const RENTAL_STATUS_LABELS: Record<RentalStatus, string> = {
  pending: 'Pending',
  ready: 'Ready',
  delivered: 'Delivered',
  collected: 'Collected',
};

/**
 * The moves a day rental may make (02 §4 says "transitions: not shown"; these are ours).
 * Booked (pending) -> a vehicle prepared for it (ready) -> handed to the rider (delivered)
 * -> taken back (collected). A prepared vehicle may be released again (ready -> pending)
 * when it turns out unfit; nothing leaves collected.
 */
export const RENTAL_TRANSITIONS: Record<RentalStatus, readonly RentalStatus[]> = {
  pending: ['ready'],
  ready: ['pending', 'delivered'],
  delivered: ['collected'],
  collected: [],
};

export const RENTAL_MESSAGES = {
  notFound: 'Rental not found',
  badStatus: 'Status must be pending, ready, delivered or collected',
  notAllowed: (from: RentalStatus, to: RentalStatus) =>
    `A ${RENTAL_STATUS_LABELS[from]} rental cannot become ${RENTAL_STATUS_LABELS[to]}`,
  vehicleRequired: 'Please choose the vehicle for this rental',
  vehicleNotFound: 'Vehicle not found',
  changed: 'This rental was changed by someone else; reload and try again',
} as const;

export function isRentalStatus(value: string): value is RentalStatus {
  return (RENTAL_STATUSES as readonly string[]).includes(value);
}

/** The statuses a rental in `from` may move to next (the page's buttons; the server's check). */
export function nextRentalStatuses(from: RentalStatus): readonly RentalStatus[] {
  return RENTAL_TRANSITIONS[from];
}

/**
 * Why moving a rental from `from` to `to` is refused, or null when it may. Becoming ready
 * needs the vehicle that will be delivered.
 */
export function rentalTransitionProblem(
  from: RentalStatus,
  to: string,
  vehicleId: string | null | undefined,
): string | null {
  if (!isRentalStatus(to)) return RENTAL_MESSAGES.badStatus;
  if (!RENTAL_TRANSITIONS[from].includes(to)) return RENTAL_MESSAGES.notAllowed(from, to);
  if (to === 'ready' && !vehicleId?.trim()) return RENTAL_MESSAGES.vehicleRequired;
  return null;
}
