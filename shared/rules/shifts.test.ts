import { describe, expect, it } from 'vitest';
import { SHIFT_HOURS, shiftOfHour } from './shifts';

describe('shifts (02 §9 morning, night, overnight; hours stated in shifts.ts)', () => {
  it.each([
    [0, 'overnight'],
    [7, 'overnight'],
    [8, 'morning'],
    [15, 'morning'],
    [16, 'night'],
    [23, 'night'],
  ] as const)('hour %i is %s', (hour, shift) => {
    expect(shiftOfHour(hour)).toBe(shift);
  });

  it('the three shifts cover the 24 hours once each', () => {
    const hours = Object.values(SHIFT_HOURS).flatMap(([from, to]) =>
      Array.from({ length: to - from }, (_v, i) => from + i),
    );
    expect(hours.sort((a, b) => a - b)).toEqual(Array.from({ length: 24 }, (_v, i) => i));
  });

  it('refuses an hour that is not one', () => {
    expect(() => shiftOfHour(24)).toThrow(RangeError);
  });
});
