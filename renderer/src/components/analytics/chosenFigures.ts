import { selectAreas, type Series } from '@ops/shared/analytics/selection';
import { total } from '@ops/shared/rules/analytics';

/**
 * A page's figures narrowed to the chosen areas (02 §4): each figure's series with its totals
 * recomputed, and its sum over the range. For figures that add up (counts, money); a mean needs
 * its own rule (ratings: shared/analytics/ratings.ts).
 */
export function chosenFigures<F extends string>(
  data: Readonly<Record<F, Series>>,
  figures: readonly F[],
  areas: readonly string[],
) {
  const series = Object.fromEntries(
    figures.map((figure) => [figure, selectAreas(data[figure], areas)]),
  ) as Record<F, Series>;
  const totals = Object.fromEntries(
    figures.map((figure) => [figure, total(series[figure].totalData)]),
  ) as Record<F, number>;
  return { series, totals };
}
