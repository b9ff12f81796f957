import { describe, expect, it } from 'vitest';
import { backlogCaseOptions, cardCases, filtersFromSearch, filtersToSearch } from './backlogFilters';

/** Issue 6 item 31: the backlog's Case filter. */
describe('backlog case options', () => {
  it('name every case once: no two options read the same', () => {
    const labels = backlogCaseOptions().map((option) => option.label);
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels.filter((label) => label.includes('Out Of Fence'))).toEqual([
      'Out Of Fence',
      'Warning Vehicle Out Of Fence',
    ]);
  });
});

describe('backlog filters survive a reload (kept in the address)', () => {
  it('round-trips through the query string, next to other parameters', () => {
    const search = filtersToSearch(
      { case: 'VEHICLE_OUT_OF_FENCE', type: 'Vehicle', area: 'a1', vehicle: 'v1' },
      new URLSearchParams('tab=x'),
    );
    expect(search.get('tab')).toBe('x');
    expect(filtersFromSearch(search)).toEqual({
      case: 'VEHICLE_OUT_OF_FENCE',
      type: 'Vehicle',
      area: 'a1',
      vehicle: 'v1',
    });
  });
  it('cleared filters leave the address', () => {
    const search = filtersToSearch({}, new URLSearchParams('backlogCase=VEHICLE_LPM&tab=x'));
    expect(search.toString()).toBe('tab=x');
  });
  it('ignores values no filter can hold (a hand-edited address)', () => {
    expect(
      filtersFromSearch(
        new URLSearchParams('backlogCase=NOPE&backlogType=Bike&backlogArea=' + 'x'.repeat(200)),
      ),
    ).toEqual({});
  });
});

describe('backlog cards show the cases that matched', () => {
  const base = {
    mainCase: 'VEHICLE_LPM',
    cases: { VEHICLE_LPM: true, VEHICLE_OUT_OF_FENCE: true, VEHICLE_IOT_OFF: false },
  };
  it('main case first, then the other open cases; closed ones are left out', () => {
    expect(cardCases(base)).toEqual(['VEHICLE_LPM', 'VEHICLE_OUT_OF_FENCE']);
  });
  it('a task without a main case shows its open cases', () => {
    expect(cardCases({ mainCase: null, cases: {} })).toEqual([]);
    expect(cardCases({ mainCase: null, cases: 'junk' })).toEqual([]);
  });
});
