import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BASE_PRICE,
  DEFAULT_MINUTE_PRICE,
  chargedMinutes,
  rideDurationMs,
  ridePrice,
} from './pricing';

describe('ridePrice (01 §5, 02 §5)', () => {
  it.each([
    ['"zero if duration is 30 seconds or less": 0 s', { durationMs: 0 }, 0],
    ['"... 30 seconds or less": exactly 30 s', { durationMs: 30_000 }, 0],
    [
      '"basePrice plus rounded-up minutes times minutePrice": 30.001 s is 1 minute',
      { durationMs: 30_001 },
      7,
    ],
    ['one full minute', { durationMs: 60_000 }, 7],
    ['a minute and a millisecond is 2 minutes', { durationMs: 60_001 }, 8],
    ['2 min 5 s is 3 minutes', { durationMs: 125_000 }, 9],
    ["the ride's own prices", { durationMs: 600_000, basePrice: 5.5, minutePrice: 0.75 }, 13],
    ['no float drift', { durationMs: 180_000, basePrice: 0, minutePrice: 0.1 }, 0.3],
    ['null prices fall back to the defaults', { durationMs: 60_000, basePrice: null, minutePrice: null }, 7],
  ])('%s', (_rule, input, price) => {
    expect(ridePrice(input)).toBe(price);
  });

  it('02 §3 "basePrice (default 6), minutePrice (default 1)"', () => {
    expect(DEFAULT_BASE_PRICE).toBe(6);
    expect(DEFAULT_MINUTE_PRICE).toBe(1);
  });

  it.each([
    [0, 0],
    [1, 1],
    [60_000, 1],
    [60_001, 2],
    [-5, 0],
  ])('chargedMinutes(%i) = %i', (ms, minutes) => {
    expect(chargedMinutes(ms)).toBe(minutes);
  });

  it('duration never negative', () => {
    expect(rideDurationMs(new Date(5000), new Date(2000))).toBe(0);
    expect(rideDurationMs(new Date(2000), new Date(5000))).toBe(3000);
  });
});
