import { describe, expect, it } from 'vitest';
import { cairoInstant, cairoWallTime, shownTimeAndPrice } from './rideTimes';

describe('Cairo date and time range (02 §5)', () => {
  it.each([
    // Winter: Cairo is UTC+2.
    [{ year: 2026, month: 1, day: 15, hour: 0, minute: 0 }, '2026-01-14T22:00:00.000Z'],
    [{ year: 2026, month: 1, day: 15, hour: 13, minute: 30 }, '2026-01-15T11:30:00.000Z'],
    // Summer time: UTC+3.
    [{ year: 2026, month: 5, day: 10, hour: 10, minute: 0 }, '2026-05-10T07:00:00.000Z'],
    [{ year: 2026, month: 5, day: 10, hour: 23, minute: 59 }, '2026-05-10T20:59:00.000Z'],
  ])('%j in Cairo is %s', (wall, iso) => {
    expect(cairoInstant(wall).toISOString()).toBe(iso);
    expect(cairoWallTime(new Date(iso))).toEqual(wall);
  });
});

describe('an ongoing ride is priced by the shared rule at the tick (01 §4, 02 §5)', () => {
  const ride = {
    status: 'ongoing',
    start_time: '2026-05-10T08:00:00.000Z',
    time: 0,
    price: 0,
    basePrice: 6,
    minutePrice: 1,
  };
  const at = (ms: number) => new Date(Date.parse(ride.start_time) + ms);
  it.each([
    [0, 0],
    [30_000, 0],
    [30_001, 7],
    [60_000, 7],
    [60_001, 8],
    [125_000, 9],
  ])('after %i ms: %s L.E', (ms, price) => {
    expect(shownTimeAndPrice(ride, at(ms))).toEqual({ time: ms, price });
  });

  it('an ended ride shows its bill and time as sent', () => {
    expect(shownTimeAndPrice({ ...ride, status: 'done', time: 600_000, price: 12.5 }, at(10 ** 9))).toEqual({
      time: 600_000,
      price: 12.5,
    });
  });
});
