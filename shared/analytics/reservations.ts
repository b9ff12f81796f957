/** The figures of 02 §3 Reservations analytics (definitions: server/src/domains/reservations/aggregate.ts), in the table's order. */
export const RESERVATION_FIGURES = [
  'total',
  'used',
  'unused',
  'revenues',
  'usedRevenues',
  'unusedRevenues',
] as const;
export type ReservationFigure = (typeof RESERVATION_FIGURES)[number];

/** Their names on the page, in its table choice and as the exported sheet's title. */
export const RESERVATION_FIGURE_LABELS: Record<ReservationFigure, string> = {
  total: 'Reservations',
  used: 'Used reservations',
  unused: 'Unused reservations',
  revenues: 'Reservation revenues',
  usedRevenues: 'Revenues of used',
  unusedRevenues: 'Revenues of unused',
};

export const RESERVATION_MONEY_FIGURES: readonly ReservationFigure[] = [
  'revenues',
  'usedRevenues',
  'unusedRevenues',
];
