import { describe, expect, it } from 'vitest';
import {
  ALL_AREAS,
  areaSelectionChange,
  areasOfSeries,
  ratioSeries,
  normalizeAreaSelection,
  selectAreas,
  summarize,
} from './selection';

const series = {
  xAxisLabels: ['2026-11-01', '2026-11-02', '2026-11-03'],
  areasData: [
    { id: 'a', name: 'Maadi', labels: [1.1, 2, 0] },
    { id: 'b', name: 'Zamalek', labels: [0.2, 0, 5] },
    { id: 'c', name: 'Dokki', labels: [10, 10, 10] },
  ],
  totalData: [11.3, 12, 15],
};

describe('area selection (02 §4: selecting areas recomputes totals; the first value 0 clears)', () => {
  it.each([
    [undefined, []],
    [[], []],
    [[ALL_AREAS], []],
    [['a', ALL_AREAS, 'b'], []],
    [
      ['b', 'a', 'b', ''],
      ['b', 'a'],
    ],
  ])('normalizes %j to %j', (input, expected) => {
    expect(normalizeAreaSelection(input)).toEqual(expected);
  });

  it.each([
    [['a'], ['a', ALL_AREAS], []], // picking All areas clears
    [[], [ALL_AREAS, 'b'], ['b']], // picking an area while All is shown
    [['a'], ['a', 'c'], ['a', 'c']],
    [['a', 'c'], ['c'], ['c']],
  ])('from %j, the select giving %j means %j', (previous, next, expected) => {
    expect(areaSelectionChange(previous, next)).toEqual(expected);
  });

  it('keeps only the chosen areas and recomputes each label’s total from them', () => {
    const chosen = selectAreas(series, ['b', 'a']);
    expect(chosen.areasData.map((area) => area.id)).toEqual(['a', 'b']);
    expect(chosen.totalData).toEqual([1.3, 2, 5]);
    expect(chosen.xAxisLabels).toBe(series.xAxisLabels);
  });

  it('clears to every area and the server’s totals on 0 or nothing', () => {
    expect(selectAreas(series, [ALL_AREAS, 'a'])).toBe(series);
    expect(selectAreas(series, [])).toBe(series);
  });

  it('an id the series does not hold leaves an empty selection with zero totals, not every area', () => {
    const chosen = selectAreas(series, ['gone']);
    expect(chosen.areasData).toEqual([]);
    expect(chosen.totalData).toEqual([0, 0, 0]);
  });

  it('summarizes the sum and the mean per label, overall and per area (two decimals)', () => {
    expect(summarize(selectAreas(series, ['a', 'b']))).toEqual({
      total: 8.3,
      average: 2.77,
      areas: [
        { id: 'a', name: 'Maadi', total: 3.1, average: 1.03 },
        { id: 'b', name: 'Zamalek', total: 5.2, average: 1.73 },
      ],
    });
    expect(summarize({ xAxisLabels: [], areasData: [], totalData: [] })).toEqual({
      total: 0,
      average: 0,
      areas: [],
    });
  });

  it('offers every area any series names, once, by name', () => {
    const other = {
      xAxisLabels: [],
      areasData: [
        { id: 'z', name: 'Agouza', labels: [] },
        { id: 'a', name: 'Maadi', labels: [] },
      ],
      totalData: [],
    };
    expect(areasOfSeries(series, undefined, other).map((area) => area.name)).toEqual([
      'Agouza',
      'Dokki',
      'Maadi',
      'Zamalek',
    ]);
  });
});

describe('ratioSeries (fulfilment = rides / sessions)', () => {
  it('divides per area and label, the total line as the ratio of the totals, zero on a zero divisor', async () => {
    const { fulfillment } = await import('../rules/analytics');
    const rides = {
      xAxisLabels: ['d1', 'd2'],
      areasData: [{ id: 'a', name: 'Maadi', labels: [3, 0] }],
      totalData: [3, 1],
    };
    const sessions = {
      xAxisLabels: ['d1', 'd2'],
      areasData: [
        { id: 'a', name: 'Maadi', labels: [4, 0] },
        { id: 'b', name: 'Dokki', labels: [2, 2] },
      ],
      totalData: [6, 2],
    };
    expect(ratioSeries(rides, sessions, fulfillment)).toEqual({
      xAxisLabels: ['d1', 'd2'],
      areasData: [
        { id: 'b', name: 'Dokki', labels: [0, 0] },
        { id: 'a', name: 'Maadi', labels: [0.75, 0] },
      ],
      totalData: [0.5, 0.5],
    });
  });
});
