import { describe, expect, it } from 'vitest';
import { cellCentre, cellSizeForZoom, checkHeatRequest, HEAT_MESSAGES, heatAreas, hourLabel } from './heat';

const JAN = {
  startDate: '2026-01-01T00:00:00.000Z',
  endDate: '2026-01-31T23:59:59.999Z',
  point: 'START' as const,
};

describe('checkHeatRequest', () => {
  it.each([
    [{ ...JAN, startDate: '' }, HEAT_MESSAGES.dates],
    [{ ...JAN, endDate: 'tomorrow' }, HEAT_MESSAGES.dates],
    [{ ...JAN, startDate: JAN.endDate, endDate: JAN.startDate }, HEAT_MESSAGES.order],
    [{ ...JAN, startDate: '2024-12-01T00:00:00.000Z' }, HEAT_MESSAGES.tooLong],
    [{ ...JAN, hour: 24 }, HEAT_MESSAGES.hour],
    [{ ...JAN, hour: 2.5 }, HEAT_MESSAGES.hour],
    [{ ...JAN, cellSize: 0.003 }, HEAT_MESSAGES.cellSize],
  ])('refuses %o with its words', (request, error) => {
    expect(checkHeatRequest(request)).toEqual({ ok: false, error });
  });

  it('reads a good request: default cell size, whole cells per degree, areas cleared by a first 0', () => {
    const result = checkHeatRequest({ ...JAN, hour: 0, areas: ['0', 'a'] });
    expect(result).toMatchObject({
      ok: true,
      value: { hour: 0, areas: null, cellSize: 0.002, cellsPerDegree: 500 },
    });
    expect(checkHeatRequest({ ...JAN, cellSize: 0.005, areas: ['a', 'a', 'b'] })).toMatchObject({
      ok: true,
      value: { cellsPerDegree: 200, areas: ['a', 'b'] },
    });
    // A year and a day of whole Cairo days is allowed.
    expect(
      checkHeatRequest({ ...JAN, startDate: '2025-01-31T22:00:00.000Z', endDate: '2026-01-31T21:59:59.999Z' })
        .ok,
    ).toBe(true);
  });
});

describe('cells and labels', () => {
  it('centres a cell between its edges', () => {
    expect(cellCentre(15_025, 500)).toBe(30.051);
    expect(cellCentre(-1, 100)).toBe(-0.005);
  });
  it.each([
    [18, 0.001],
    [16, 0.001],
    [15, 0.002],
    [14, 0.002],
    [13, 0.005],
    [12, 0.01],
    [10, 0.02],
  ])('zoom %i bins by %f°', (zoom, size) => {
    expect(cellSizeForZoom(zoom)).toBe(size);
  });
  it('labels hours', () => {
    expect(hourLabel(null)).toBe('All hours');
    expect(hourLabel(7)).toBe('07:00–07:59');
    expect(heatAreas([])).toBeNull();
  });
});
