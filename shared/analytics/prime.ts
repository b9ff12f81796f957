/** The figures of 02 §3 Prime analytics (definitions: server/src/domains/prime/aggregate.ts), in the table's order. */
export const PRIME_FIGURES = [
  'totalCount',
  'newSubscriptions',
  'renewals',
  'stoppedAtCount',
  'revenues',
  'savedSubs',
  'savedRides',
  'savedFreemiumSubs',
  'savedFreemiumRides',
] as const;
export type PrimeFigure = (typeof PRIME_FIGURES)[number];

/** Their names on the page, in its table choice and as the exported sheet's title. */
export const PRIME_FIGURE_LABELS: Record<PrimeFigure, string> = {
  totalCount: 'Subscriptions started',
  newSubscriptions: 'New subscriptions',
  renewals: 'Renewals',
  stoppedAtCount: 'Renewals stopped',
  revenues: 'Prime revenues',
  savedSubs: 'Saved subscriptions',
  savedRides: 'Saved rides',
  savedFreemiumSubs: 'Saved freemium subscriptions',
  savedFreemiumRides: 'Saved freemium rides',
};

/** One line under each figure's card: what it counts. */
export const PRIME_FIGURE_HINTS: Record<PrimeFigure, string> = {
  totalCount: 'Periods started: new, renewed and free trials',
  newSubscriptions: 'Riders subscribing, not renewing',
  renewals: 'Periods continuing an earlier one',
  stoppedAtCount: 'Next renewals stopped in these dates',
  revenues: 'Charged for the periods started',
  savedSubs: 'Paid periods that paid for a ride',
  savedRides: 'Rides paid by paid periods',
  savedFreemiumSubs: 'Free periods that paid for a ride',
  savedFreemiumRides: 'Rides paid by free periods',
};
