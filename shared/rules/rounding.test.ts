import { describe, expect, it } from 'vitest';
import { roundTo, safeRatio } from './rounding';

describe('"Default rounding two decimals" (03 §9)', () => {
  it.each([
    [1.005, undefined, 1.01],
    [-1.005, undefined, -1.01],
    [2.344, undefined, 2.34],
    [2.345, undefined, 2.35],
    [1.23456, 3, 1.235],
    [-0.001, undefined, 0],
    [12, 0, 12],
  ])('roundTo(%s, %s) = %s', (value, decimals, expected) => {
    expect(roundTo(value, decimals)).toBe(expected);
  });

  it('safeRatio is 0 for a 0 divisor', () => {
    expect(safeRatio(5, 0)).toBe(0);
    expect(safeRatio(2, 3)).toBe(0.67);
  });
});
