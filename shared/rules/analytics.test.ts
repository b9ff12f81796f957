import { describe, expect, it } from 'vitest';
import {
  actualRevenue,
  average,
  breakdownActualRevenue,
  perRide,
  rideMinutes,
  fulfillment,
  ridersPerNewUser,
  ridesPerRider,
  total,
  uncollectedRevenue,
} from './analytics';

describe('derived analytics figures (02 §5, 03 §9)', () => {
  it('"actual revenue is net plus balance-paid plus subscription-paid"', () => {
    expect(actualRevenue(100.1, 20.2, 30.3)).toBe(150.6);
  });

  it('"uncollected is total minus actual minus promo-code-paid"', () => {
    expect(uncollectedRevenue(200, 150.6, 10)).toBe(39.4);
  });

  it.each([
    ['"fulfillment is rides divided by sessions"', fulfillment, 50, 200, 0.25],
    ['fulfillment with no sessions', fulfillment, 50, 0, 0],
    ['rides per rider', ridesPerRider, 10, 3, 3.33],
    ['"rides per rider ... zero when the divisor is 0"', ridesPerRider, 10, 0, 0],
    ['riders per new user', ridersPerNewUser, 7, 2, 3.5],
    ['"riders per new user ... zero when the divisor is 0"', ridersPerNewUser, 7, 0, 0],
  ])('%s', (_rule, fn, a, b, expected) => {
    expect(fn(a, b)).toBe(expected);
  });

  it('"recomputes averages and totals"', () => {
    expect(average([1, 2, 2])).toBe(1.67);
    expect(average([])).toBe(0);
    expect(total([0.1, 0.2])).toBe(0.3);
  });

  it.each([
    ['revenue per ride', 170, 10, 17],
    ['minutes per ride, rounded to 2 decimals', 100, 3, 33.33],
    ['"zero when the divisor is 0": no rides', 50, 0, 0],
  ])('%s', (_rule, value, rides, expected) => {
    expect(perRide(value, rides)).toBe(expected);
  });

  it.each([
    [600_000, 10],
    [620_000, 10.33],
    [0, 0],
  ])('%i ms of riding are %f minutes', (ms, minutes) => {
    expect(rideMinutes(ms)).toBe(minutes);
  });

  it("a breakdown's actual revenue is its net plus balance plus prime (subscription-paid)", () => {
    expect(breakdownActualRevenue({ net: 10.5, balance: 20.25, prime: 3 })).toBe(33.75);
  });
});
