import { roundTo, safeRatio } from '../rules/rounding';

/** The series shape of 02 §3 (the GraphQL AnalyticsSeries), as read here. */
export interface RatingSeries {
  xAxisLabels: readonly string[];
  areasData: readonly { id: string; name: string; labels: readonly number[] }[];
  totalData: readonly number[];
}

/** The five star counts of 02 §3 Rating analytics, one to five, in that order. */
export const STAR_FIELDS = ['oneStar', 'twoStars', 'threeStars', 'fourStars', 'fiveStars'] as const;
export type StarField = (typeof STAR_FIELDS)[number];

export const STAR_LABELS: Record<StarField, string> = {
  oneStar: '1 star',
  twoStars: '2 stars',
  threeStars: '3 stars',
  fourStars: '4 stars',
  fiveStars: '5 stars',
};

/** The mean of star counts (counts[0] is one star): sum of stars over ratings, two decimals; 0 with no rating. */
export function averageRating(counts: readonly number[]): number {
  let ratings = 0;
  let stars = 0;
  counts.forEach((count, i) => {
    ratings += count;
    stars += count * (i + 1);
  });
  return safeRatio(stars, ratings);
}

/**
 * The average rating as a series, from the five star series (one to five, same labels): per area
 * and per label the mean of that area's ratings, and as the total the mean of every rating of the
 * label (not the mean of the areas' means). Used by the server for its answer and by the page
 * after an area selection, where summing areas' averages would be wrong.
 */
export function averageRatingSeries(stars: readonly RatingSeries[]): {
  xAxisLabels: string[];
  areasData: { id: string; name: string; labels: number[] }[];
  totalData: number[];
} {
  const labels = stars[0]?.xAxisLabels ?? [];
  const areas = new Map<string, { id: string; name: string; counts: number[][] }>();
  stars.forEach((series, star) => {
    for (const area of series.areasData) {
      let entry = areas.get(area.id);
      if (!entry) {
        entry = { id: area.id, name: area.name, counts: labels.map(() => [0, 0, 0, 0, 0]) };
        areas.set(area.id, entry);
      }
      area.labels.forEach((value, i) => {
        const cell = entry!.counts[i];
        if (cell) cell[star] = value;
      });
    }
  });
  const areasData = [...areas.values()].map((area) => ({
    id: area.id,
    name: area.name,
    labels: area.counts.map(averageRating),
  }));
  const totalData = labels.map((_label, i) =>
    averageRating([0, 1, 2, 3, 4].map((star) => stars[star]?.totalData[i] ?? 0)),
  );
  return { xAxisLabels: [...labels], areasData, totalData };
}

/** Share of each star among all ratings, in percent with two decimals (the distribution chart's labels). */
export function starShares(counts: readonly number[]): number[] {
  const all = counts.reduce((a, b) => a + b, 0);
  return counts.map((count) => (all === 0 ? 0 : roundTo((count * 100) / all)));
}

/** What the page's table (and its export) can show: every rating, or one star. The average is not a sum, so it is not one of them. */
export const RATING_TABLE_FIGURES = ['total', ...STAR_FIELDS] as const;
export type RatingTableFigure = (typeof RATING_TABLE_FIGURES)[number];
export const RATING_FIGURE_LABELS: Record<RatingTableFigure, string> = {
  total: 'All ratings',
  ...STAR_LABELS,
};
