import { describe, expect, it } from 'vitest';
import { heatRange, heatVariables, nextHour, readHeatView, writeHeatView } from './heatView';

const NOW = new Date('2026-03-15T23:30:00Z'); // 01:30 on 16 March in Cairo

describe('the heat view in the address', () => {
  it('opens on the last 30 Cairo days, start points, all hours, every area', () => {
    expect(readHeatView(new URLSearchParams(), NOW)).toEqual({
      from: '2026-02-15',
      to: '2026-03-16',
      point: 'START',
      hour: null,
      areas: [],
    });
  });

  it('reads back what it wrote', () => {
    const view = {
      from: '2026-01-01',
      to: '2026-01-31',
      point: 'END' as const,
      hour: 7,
      areas: ['a1', 'a2'],
    };
    expect(readHeatView(writeHeatView(view), NOW)).toEqual(view);
    expect(writeHeatView({ ...view, hour: null, areas: [] }).toString()).toBe(
      'from=2026-01-01&to=2026-01-31&point=end',
    );
  });

  it.each(['24', '-1', '7.5', 'x'])('drops hour %s to all hours', (hour) => {
    expect(readHeatView(new URLSearchParams({ hour }), NOW).hour).toBeNull();
  });

  it('falls back to the default range when a day is unreadable', () => {
    expect(readHeatView(new URLSearchParams({ from: 'yesterday', to: '2026-01-31' }), NOW).from).toBe(
      '2026-02-15',
    );
  });
});

describe('the request of a view', () => {
  it('covers whole Cairo days (UTC+2 in winter)', () => {
    expect(
      heatRange({ from: '2026-01-01', to: '2026-01-31', point: 'START', hour: null, areas: [] }),
    ).toEqual({
      startDate: '2025-12-31T22:00:00.000Z',
      endDate: '2026-01-31T21:59:59.999Z',
    });
  });

  it('sends areas only when some are chosen', () => {
    const view = { from: '2026-01-01', to: '2026-01-02', point: 'START' as const, hour: 3, areas: [] };
    expect(heatVariables(view, 0.005)).toMatchObject({
      hour: 3,
      areas: null,
      cellSize: 0.005,
      point: 'START',
    });
    expect(heatVariables({ ...view, areas: ['a'] }, 0.002).areas).toEqual(['a']);
  });

  it('plays the hours round: all hours → 0, 23 → 0', () => {
    expect([nextHour(null), nextHour(0), nextHour(22), nextHour(23)]).toEqual([0, 1, 23, 0]);
  });
});
