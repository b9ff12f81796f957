import {
  averageRating,
  averageRatingSeries,
  STAR_FIELDS,
  starShares,
  type StarField,
} from '@ops/shared/analytics/ratings';
import { selectAreas, type Series } from '@ops/shared/analytics/selection';
import { total } from '@ops/shared/rules/analytics';

export type RatingSeriesSet = Record<StarField | 'total', Series>;

/**
 * The page's figures for the chosen areas (02 §4: totals and averages recomputed): each star's
 * series and count, their shares, the rated rides, and the mean rating — of the ratings, not of the
 * areas' means — over the range and per bucket.
 */
export function ratingFigures(data: RatingSeriesSet, areas: readonly string[]) {
  const stars = STAR_FIELDS.map((field) => selectAreas(data[field], areas));
  const counts = stars.map((series) => total(series.totalData));
  const averageSeries = averageRatingSeries(stars);
  const all = selectAreas(data.total, areas);
  return {
    stars: Object.fromEntries(STAR_FIELDS.map((field, i) => [field, stars[i]!])) as Record<StarField, Series>,
    all,
    counts,
    shares: starShares(counts),
    rated: total(counts),
    average: averageRating(counts),
    averageSeries,
    // The trend line: a bucket nobody rated has no mean (NaN draws a gap and reads '-'), not 0.
    averageTrend: averageSeries.totalData.map((value, i) =>
      (all.totalData[i] ?? 0) > 0 ? value : Number.NaN,
    ),
  };
}
