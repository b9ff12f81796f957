import { RESERVATION_FIGURES, type ReservationFigure } from '@ops/shared/analytics/reservations';
import { toEgp } from '@ops/shared/rules/money';
import type { Deps } from '../../platform/deps';
import { readDailyRows, seriesOf, sumOf } from '../analytics';
import type { AnalyticsRange, AnalyticsSeries } from '../analytics';
import { RESERVATION_COLUMNS, RESERVATIONS_TABLE } from './aggregate';

type Values = Record<(typeof RESERVATION_COLUMNS)[number], number>;

/** Each figure from one aggregate row; revenues in EGP (the wire's unit), summed in piasters first. */
const PICK: Record<ReservationFigure, (v: Values) => number> = {
  used: (v) => v.used_count,
  unused: (v) => v.unused_count,
  total: (v) => v.used_count + v.unused_count,
  usedRevenues: (v) => toEgp(v.used_revenue_piasters),
  unusedRevenues: (v) => toEgp(v.unused_revenue_piasters),
  revenues: (v) => toEgp(v.used_revenue_piasters + v.unused_revenue_piasters),
};

export type ReservationsAnalyticsView = Record<ReservationFigure, number> & {
  series: Record<ReservationFigure, AnalyticsSeries>;
};

/** getReservationsAnalytics (reservations.VIEW_ANALYTICS): the figures over the range, read from the daily aggregate (definitions in reservations/aggregate.ts). */
export async function getReservationsAnalytics(
  deps: Pick<Deps, 'db'>,
  range: AnalyticsRange,
): Promise<ReservationsAnalyticsView> {
  const rows = await readDailyRows(
    deps.db,
    RESERVATIONS_TABLE,
    RESERVATION_COLUMNS,
    range.startDay,
    range.endDay,
  );
  const series = Object.fromEntries(
    RESERVATION_FIGURES.map((figure) => [figure, seriesOf(rows, PICK[figure], range)]),
  ) as Record<ReservationFigure, AnalyticsSeries>;
  const totals = Object.fromEntries(
    RESERVATION_FIGURES.map((figure) => [figure, sumOf(series[figure])]),
  ) as Record<ReservationFigure, number>;
  return { ...totals, series };
}
