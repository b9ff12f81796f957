import { describe, expect, it } from 'vitest';
import { selectAreas } from '@ops/shared/analytics/selection';
import { isEmptySeries, summaryRows, tableRows } from './analyticsTable';

const series = {
  xAxisLabels: ['2026-11-02', '2026-11-03'],
  areasData: [
    { id: 'a', name: 'Maadi', labels: [1, 2] },
    { id: 'b', name: 'Zamalek', labels: [3, 0.5] },
  ],
  totalData: [4, 2.5],
};

describe('the table under the chart', () => {
  it('has a row per bucket with each area’s value and the total', () => {
    expect(tableRows(series)).toEqual([
      { label: '2026-11-02', values: { a: 1, b: 3 }, total: 4 },
      { label: '2026-11-03', values: { a: 2, b: 0.5 }, total: 2.5 },
    ]);
  });

  it('adds the sum and the mean of every column, from the areas chosen (02 §4 recompute)', () => {
    expect(summaryRows(series, 'both')).toEqual([
      { key: 'sum', title: 'Total', values: { a: 3, b: 3.5 }, total: 6.5 },
      { key: 'average', title: 'Average', values: { a: 1.5, b: 1.75 }, total: 3.25 },
    ]);
    expect(summaryRows(selectAreas(series, ['b']), 'average')).toEqual([
      { key: 'average', title: 'Average', values: { b: 1.75 }, total: 1.75 },
    ]);
    expect(summaryRows(series, 'sum').map((row) => row.key)).toEqual(['sum']);
  });

  it('is empty when every figure is 0 or there are no buckets', () => {
    expect(isEmptySeries(series)).toBe(false);
    expect(isEmptySeries({ ...series, areasData: [], totalData: [0, 0] })).toBe(true);
    expect(isEmptySeries({ xAxisLabels: [], areasData: [], totalData: [] })).toBe(true);
    expect(
      isEmptySeries({
        ...series,
        areasData: [{ id: 'a', name: 'Maadi', labels: [0, -1] }],
        totalData: [0, -1],
      }),
    ).toBe(false);
  });
});
