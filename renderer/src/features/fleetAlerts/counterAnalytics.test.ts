import { describe, expect, it } from 'vitest';
import { counterFigures } from './counterAnalytics';

const series = (a: number[], b: number[]) => ({
  xAxisLabels: ['2026-11-02', '2026-11-03'],
  areasData: [
    { id: 'a', name: 'Maadi', labels: a },
    { id: 'b', name: 'Zamalek', labels: b },
  ],
  totalData: a.map((v, i) => v + b[i]!),
});

describe('vehicle counter figures', () => {
  const data = { ready: series([10, 20], [4, 6]), on: series([2, 4], [0, 0]), off: series([1, 1], [10, 10]) };

  it('averages each status over the range and adds them up to the fleet, with each share', () => {
    const all = counterFigures(data, []);
    expect(all.averages).toEqual({ ready: 20, on: 3, off: 11 });
    expect(all.fleet).toBe(34);
    expect(all.share).toEqual({ ready: 58.8, on: 8.8, off: 32.4 });
  });

  it('recomputes for the chosen areas (02 §4), and 0 shares with no fleet', () => {
    const maadi = counterFigures(data, ['a']);
    expect(maadi.averages).toEqual({ ready: 15, on: 3, off: 1 });
    expect(maadi.chosen.off.totalData).toEqual([1, 1]);
    const none = counterFigures(
      { ready: series([0, 0], [0, 0]), on: series([0, 0], [0, 0]), off: series([0, 0], [0, 0]) },
      [],
    );
    expect(none.share).toEqual({ ready: 0, on: 0, off: 0 });
  });
});
