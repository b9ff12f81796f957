import { describe, expect, it } from 'vitest';
import {
  canApplySessionsDates,
  canApplySessionsFilter,
  parseCoordinate,
  SESSIONS_FILTER_MESSAGES as M,
  sessionsLocationError,
} from './sessionsFilter';

describe('sessions filter (02 §5)', () => {
  it.each([
    // [start, end, can apply] — "Apply is disabled when only one date is set."
    [null, null, true],
    ['2026-11-01', null, false],
    [null, '2026-11-02', false],
    ['2026-11-01', '2026-11-02', true],
  ])('dates %s – %s: Apply %s', (start, end, expected) => {
    expect(canApplySessionsDates(start, end)).toBe(expected);
  });

  it.each([
    // "When any of latitude, longitude, radius is set, all three are required"
    [{}, null],
    [{ lat: 30.05 }, M.locationIncomplete],
    [{ lng: 31.2 }, M.locationIncomplete],
    [{ radius: 500 }, M.locationIncomplete],
    [{ lat: 30.05, lng: 31.2 }, M.locationIncomplete],
    [{ lat: 30.05, radius: 500 }, M.locationIncomplete],
    [{ lat: 30.05, lng: 31.2, radius: 500 }, null],
    // "absolute latitude and longitude must be at most 180"
    [{ lat: 180, lng: -180, radius: 1 }, null],
    [{ lat: 180.01, lng: 31.2, radius: 500 }, M.latitudeRange],
    [{ lat: -181, lng: 31.2, radius: 500 }, M.latitudeRange],
    [{ lat: 30, lng: 181, radius: 500 }, M.longitudeRange],
    [{ lat: 30, lng: -200, radius: 500 }, M.longitudeRange],
    [{ lat: 30, lng: 31, radius: 0 }, M.radius],
    [{ lat: 30, lng: 31, radius: -5 }, M.radius],
    [{ lat: Number.NaN, lng: 31, radius: 5 }, M.notANumber],
    [{ lat: null, lng: null, radius: null }, null],
  ])('location %o -> %s', (location, expected) => {
    expect(sessionsLocationError(location)).toBe(expected);
  });

  it('Apply needs both rules', () => {
    expect(canApplySessionsFilter({ start: 'a', end: 'b', lat: 30, lng: 31, radius: 100 })).toBe(true);
    expect(canApplySessionsFilter({ start: 'a', end: null, lat: 30, lng: 31, radius: 100 })).toBe(false);
    expect(canApplySessionsFilter({ start: null, end: null, lat: 30 })).toBe(false);
    expect(canApplySessionsFilter({ start: null, end: null })).toBe(true);
  });

  it('reads text fields', () => {
    expect(parseCoordinate('')).toBeUndefined();
    expect(parseCoordinate('  ')).toBeUndefined();
    expect(parseCoordinate(' 30.5 ')).toBe(30.5);
    expect(parseCoordinate('abc')).toBeNaN();
  });
});
