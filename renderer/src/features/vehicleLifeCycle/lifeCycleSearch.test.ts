import { describe, expect, it } from 'vitest';
import { filtersFromSearch, searchFromFilters } from './lifeCycleSearch';

describe('life-cycle page filters in the address', () => {
  it('round-trips every filter', () => {
    const filters = {
      vehicleId: 'v1',
      area: ['a1', 'a2'],
      isOperating: false,
      case: 'BATTERY_SWAP',
      startDate: '2026-11-01T00:00:00.000Z',
      endDate: '2026-11-02T23:59:59.999Z',
    };
    expect(filtersFromSearch(searchFromFilters(filters))).toEqual(filters);
  });

  it('drops empty values and a half date range', () => {
    expect(
      filtersFromSearch(new URLSearchParams('area=&operating=maybe&from=2026-11-01T00:00:00.000Z')),
    ).toEqual({});
  });
});
