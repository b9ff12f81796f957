import { describe, expect, it } from 'vitest';
import { seriesFromDays } from './series';

describe('seriesFromDays', () => {
  const rows = [
    { day: '2026-11-02', areaId: 'b', areaName: 'Zamalek', value: 2.5 },
    { day: '2026-11-03', areaId: 'a', areaName: 'Maadi', value: 1 },
    { day: '2026-11-09', areaId: 'a', areaName: 'Maadi', value: 4 },
    { day: '2026-12-01', areaId: 'a', areaName: 'Maadi', value: 100 }, // outside the range
  ];

  it('labels every day, zero-filled, areas by name, totals per label', () => {
    const s = seriesFromDays(rows, '2026-11-02', '2026-11-04', 'DAYS');
    expect(s.xAxisLabels).toEqual(['2026-11-02', '2026-11-03', '2026-11-04']);
    expect(s.areasData).toEqual([
      { id: 'a', name: 'Maadi', labels: [0, 1, 0] },
      { id: 'b', name: 'Zamalek', labels: [2.5, 0, 0] },
    ]);
    expect(s.totalData).toEqual([2.5, 1, 0]);
  });

  it('sums days into weeks', () => {
    const s = seriesFromDays(rows, '2026-11-02', '2026-11-15', 'WEEKS');
    expect(s.xAxisLabels).toEqual(['2026-11-02', '2026-11-09']);
    expect(s.totalData).toEqual([3.5, 4]);
  });
});
