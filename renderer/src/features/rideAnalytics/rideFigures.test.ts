import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { rentalKpis, rideKpis } from './rideFigures';

const t = i18n.t;

const series = (...labels: number[]) => ({
  xAxisLabels: labels.map((_v, i) => `2026-11-0${i + 1}`),
  areasData: [],
  totalData: labels,
});

describe('ride and rental cards', () => {
  it('sums the chosen areas and divides per ride', () => {
    const kpis = rideKpis(
      { count: series(3, 1), minutes: series(30, 12), revenue: series(40.5, 10), freeRides: series(1, 0) },
      'DAYS',
      t,
    );
    expect(kpis.map((k) => [k.key, k.value, k.hint])).toEqual([
      ['rides', 4, '2 a day on average'],
      ['revenue', 50.5, '12.63 L.E per ride'],
      ['minutes', 42, '10.5 minutes per ride'],
      ['freeRides', 1, '25 % of rides'],
    ]);
  });

  it('is zero per ride with no rides (02 §5)', () => {
    const kpis = rideKpis(
      { count: series(0), minutes: series(0), revenue: series(5), freeRides: series(0) },
      'WEEKS',
      t,
    );
    expect(kpis.find((k) => k.key === 'revenue')!.hint).toBe('0 L.E per ride');
    expect(rentalKpis({ count: series(0, 0), revenue: series(0, 0) }, 'DAYS', t).map((k) => k.value)).toEqual(
      [0, 0, 0],
    );
    expect(rentalKpis({ count: series(2, 2), revenue: series(300, 100) }, 'MONTH', t)[2]!.value).toBe(100);
  });
});
