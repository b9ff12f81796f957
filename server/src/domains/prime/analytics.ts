import { PRIME_FIGURES, type PrimeFigure } from '@ops/shared/analytics/prime';
import { toEgp } from '@ops/shared/rules/money';
import type { Deps } from '../../platform/deps';
import { readDailyRows, seriesOf, sumOf } from '../analytics';
import type { AnalyticsRange, AnalyticsSeries } from '../analytics';
import { PRIME_COLUMNS, PRIME_TABLE } from './aggregate';

type Values = Record<(typeof PRIME_COLUMNS)[number], number>;

/** Each figure from one aggregate row (definitions in prime/aggregate.ts); revenues in EGP. */
const PICK: Record<PrimeFigure, (v: Values) => number> = {
  totalCount: (v) => v.started_count,
  newSubscriptions: (v) => v.started_count - v.renewal_count,
  renewals: (v) => v.renewal_count,
  stoppedAtCount: (v) => v.stopped_count,
  revenues: (v) => toEgp(v.revenue_piasters),
  savedSubs: (v) => v.saved_subs,
  savedRides: (v) => v.saved_rides,
  savedFreemiumSubs: (v) => v.saved_freemium_subs,
  savedFreemiumRides: (v) => v.saved_freemium_rides,
};

export type PrimeAnalyticsView = Record<PrimeFigure, number> & {
  series: Record<PrimeFigure, AnalyticsSeries>;
};

/** getPrimeAnalytics (prime.VIEW_ANALYTICS): the prime figures over the range, read from the daily aggregate. */
export async function getPrimeAnalytics(
  deps: Pick<Deps, 'db'>,
  range: AnalyticsRange,
): Promise<PrimeAnalyticsView> {
  const rows = await readDailyRows(deps.db, PRIME_TABLE, PRIME_COLUMNS, range.startDay, range.endDay);
  const series = Object.fromEntries(
    PRIME_FIGURES.map((figure) => [figure, seriesOf(rows, PICK[figure], range)]),
  ) as Record<PrimeFigure, AnalyticsSeries>;
  const totals = Object.fromEntries(PRIME_FIGURES.map((figure) => [figure, sumOf(series[figure])])) as Record<
    PrimeFigure,
    number
  >;
  return { ...totals, series };
}
