import { describe, expect, it } from 'vitest';
import { averageRating, averageRatingSeries, starShares } from './ratings';

describe('averageRating', () => {
  it.each([
    [[0, 0, 0, 0, 0], 0],
    [[1, 0, 0, 0, 0], 1],
    [[0, 0, 0, 0, 3], 5],
    [[1, 1, 1, 1, 1], 3],
    [[2, 0, 0, 0, 1], 2.33],
  ])('%j stars average %d', (counts, expected) => {
    expect(averageRating(counts)).toBe(expected);
  });
});

describe('averageRatingSeries', () => {
  const area = (id: string, labels: number[]) => ({ id, name: id, labels });
  // Two labels, two areas: A has one 5-star then one 1-star; B has three 4-stars on the first label.
  const stars = [
    { xAxisLabels: ['d1', 'd2'], areasData: [area('A', [0, 1]), area('B', [0, 0])], totalData: [0, 1] },
    { xAxisLabels: ['d1', 'd2'], areasData: [area('A', [0, 0]), area('B', [0, 0])], totalData: [0, 0] },
    { xAxisLabels: ['d1', 'd2'], areasData: [area('A', [0, 0]), area('B', [0, 0])], totalData: [0, 0] },
    { xAxisLabels: ['d1', 'd2'], areasData: [area('A', [0, 0]), area('B', [3, 0])], totalData: [3, 0] },
    { xAxisLabels: ['d1', 'd2'], areasData: [area('A', [1, 0]), area('B', [0, 0])], totalData: [1, 0] },
  ];

  it('averages each area and, as the total, every rating of the label (not the mean of the means)', () => {
    const series = averageRatingSeries(stars);
    expect(series.xAxisLabels).toEqual(['d1', 'd2']);
    expect(series.areasData).toEqual([area('A', [5, 1]), area('B', [4, 0])]);
    // d1: (5 + 3 × 4) / 4 = 4.25, where the mean of the areas' means would say 4.5.
    expect(series.totalData).toEqual([4.25, 1]);
  });

  it('is empty with no star series', () => {
    expect(averageRatingSeries([])).toEqual({ xAxisLabels: [], areasData: [], totalData: [] });
  });
});

describe('starShares', () => {
  it('gives each star its percent of all ratings, 0 with none', () => {
    expect(starShares([1, 1, 1, 0, 1])).toEqual([25, 25, 25, 0, 25]);
    expect(starShares([0, 0, 0, 0, 0])).toEqual([0, 0, 0, 0, 0]);
    expect(starShares([1, 2, 0, 0, 0])).toEqual([33.33, 66.67, 0, 0, 0]);
  });
});
