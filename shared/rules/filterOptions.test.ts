import { describe, expect, it } from 'vitest';
import {
  canApplySessionsDates,
  cleanFilters,
  isSessionsLocationValid,
  normalizeAreaSelection,
} from './filterOptions';

describe('list filters (02 §4, §5)', () => {
  it.each([
    [
      '"Empty values are dropped from filters"',
      { a: '', b: null, c: undefined, d: 0, e: false, f: 'x' },
      { d: 0, e: false, f: 'x' },
    ],
    ['"an empty area list is dropped"', { area: [], status: 'on' }, { status: 'on' }],
    ['a non-empty area list stays', { area: ['a1'] }, { area: ['a1'] }],
    ['"user filters with a role drop the specific user"', { role: 'r1', user: 'u1' }, { role: 'r1' }],
    ['a user without a role stays', { user: 'u1' }, { user: 'u1' }],
  ])('%s', (_rule, filters, expected) => {
    expect(cleanFilters(filters)).toEqual(expected);
  });

  it.each([
    ['"choosing the first area value 0 clears the filter"', [3, 0], []],
    ['as text', ['a', '0'], []],
    ['areas only', [3, 4], [3, 4]],
  ] as [string, (string | number)[], (string | number)[]][])('%s', (_rule, selected, expected) => {
    expect(normalizeAreaSelection(selected)).toEqual(expected);
  });

  it.each([
    ['none set', {}, true],
    ['"all three are required"', { latitude: 30, longitude: 31 }, false],
    ['all three', { latitude: 30, longitude: 31, radius: 500 }, true],
    ['"absolute latitude ... at most 180"', { latitude: -181, longitude: 31, radius: 5 }, false],
    ['"... and longitude"', { latitude: 30, longitude: 180.5, radius: 5 }, false],
    ['exactly 180', { latitude: 180, longitude: -180, radius: 5 }, true],
  ])('sessions location: %s', (_rule, filter, expected) => {
    expect(isSessionsLocationValid(filter)).toBe(expected);
  });

  it('"Apply is disabled when only one date is set"', () => {
    expect(canApplySessionsDates(new Date(), null)).toBe(false);
    expect(canApplySessionsDates(null, null)).toBe(true);
    expect(canApplySessionsDates(new Date(), new Date())).toBe(true);
  });
});
