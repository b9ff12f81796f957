import { describe, expect, it } from 'vitest';
import { ratingFigures, type RatingSeriesSet } from './ratingAnalytics';

const labels = ['2026-11-10', '2026-11-11'];
const series = (a: number[], b: number[]) => ({
  xAxisLabels: labels,
  areasData: [
    { id: 'a', name: 'Dokki', labels: a },
    { id: 'b', name: 'Zamalek', labels: b },
  ],
  totalData: a.map((v, i) => v + b[i]!),
});
// Dokki: two 5-star rides and one 1-star; Zamalek: four 3-star rides.
const data: RatingSeriesSet = {
  oneStar: series([0, 1], [0, 0]),
  twoStars: series([0, 0], [0, 0]),
  threeStars: series([0, 0], [2, 2]),
  fourStars: series([0, 0], [0, 0]),
  fiveStars: series([2, 0], [0, 0]),
  total: series([2, 1], [2, 2]),
};

describe('ratingFigures', () => {
  it('counts every area with no choice, the mean over all ratings', () => {
    const all = ratingFigures(data, []);
    expect(all.counts).toEqual([1, 0, 4, 0, 2]);
    expect(all.rated).toBe(7);
    expect(all.average).toBe(3.29); // (1 + 12 + 10) / 7
    expect(all.shares).toEqual([14.29, 0, 57.14, 0, 28.57]);
    expect(all.averageSeries.totalData).toEqual([4, 2.33]); // (10 + 6) / 4, (1 + 6) / 3
  });

  it('recomputes for the chosen area only; 0 clears the choice', () => {
    const dokki = ratingFigures(data, ['a']);
    expect(dokki.counts).toEqual([1, 0, 0, 0, 2]);
    expect(dokki.average).toBe(3.67);
    expect(dokki.all.totalData).toEqual([2, 1]);
    expect(dokki.averageSeries.totalData).toEqual([5, 1]);
    expect(ratingFigures(data, ['0', 'a']).rated).toBe(7);
  });

  it('leaves a gap in the trend where nobody rated, where the mean is no figure at all', () => {
    const zamalek = ratingFigures(
      {
        ...data,
        oneStar: series([0, 1], [0, 0]),
        threeStars: series([0, 0], [2, 0]),
        total: series([2, 1], [2, 0]),
      },
      ['b'],
    );
    expect(zamalek.averageSeries.totalData).toEqual([3, 0]);
    expect(zamalek.averageTrend).toEqual([3, Number.NaN]);
  });
});
