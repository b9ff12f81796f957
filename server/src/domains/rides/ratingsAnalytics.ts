import {
  averageRating,
  averageRatingSeries,
  STAR_FIELDS,
  type StarField,
} from '@ops/shared/analytics/ratings';
import type { Deps } from '../../platform/deps';
import { readDailyRows, seriesOf, sumOf } from '../analytics';
import type { AnalyticsRange, AnalyticsSeries } from '../analytics';
import { RATINGS_TABLE, STAR_COLUMNS } from './ratingsAggregate';

export type RatingAnalyticsView = Record<StarField, number> & {
  total: number;
  average: number;
  series: Record<StarField | 'total' | 'average', AnalyticsSeries>;
};

/** getRatingAnalytics (analytics.VIEW_RATINGS_ANALYTICS): star counts over the range, read from the daily aggregate. */
export async function getRatingAnalytics(
  deps: Pick<Deps, 'db'>,
  range: AnalyticsRange,
): Promise<RatingAnalyticsView> {
  const rows = await readDailyRows(deps.db, RATINGS_TABLE, STAR_COLUMNS, range.startDay, range.endDay);
  const stars = STAR_COLUMNS.map((column) => seriesOf(rows, (values) => values[column], range));
  const counts = stars.map(sumOf);
  const byStar = Object.fromEntries(STAR_FIELDS.map((field, i) => [field, counts[i]!])) as Record<
    StarField,
    number
  >;
  const seriesByStar = Object.fromEntries(STAR_FIELDS.map((field, i) => [field, stars[i]!])) as Record<
    StarField,
    AnalyticsSeries
  >;
  const total = seriesOf(
    rows,
    (values) => STAR_COLUMNS.reduce((sum, column) => sum + values[column], 0),
    range,
  );
  return {
    ...byStar,
    total: sumOf(total),
    average: averageRating(counts),
    series: { ...seriesByStar, total, average: averageRatingSeries(stars) },
  };
}
