import { describe, expect, it } from 'vitest';
import { chosenFigures } from './chosenFigures';

const series = (a: number[], b: number[]) => ({
  xAxisLabels: ['2026-11', '2026-12'],
  areasData: [
    { id: 'a', name: 'Dokki', labels: a },
    { id: 'b', name: 'Maadi', labels: b },
  ],
  totalData: a.map((v, i) => v + b[i]!),
});

describe('chosenFigures', () => {
  const data = { used: series([1, 2], [3, 4]), revenues: series([1.5, 0.25], [10, 0]) };

  it('sums every area with no choice', () => {
    const { totals, series: chosen } = chosenFigures(data, ['used', 'revenues'], []);
    expect(totals).toEqual({ used: 10, revenues: 11.75 });
    expect(chosen.used.totalData).toEqual([4, 6]);
  });

  it('recomputes the totals of the chosen areas', () => {
    const { totals, series: chosen } = chosenFigures(data, ['used', 'revenues'], ['b']);
    expect(totals).toEqual({ used: 7, revenues: 10 });
    expect(chosen.revenues.areasData.map((area) => area.name)).toEqual(['Maadi']);
    expect(chosen.revenues.totalData).toEqual([10, 0]);
  });
});
