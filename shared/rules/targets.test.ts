import { describe, expect, it } from 'vitest';
import {
  daysInMonth,
  deriveTarget,
  operatingTarget,
  ratioTargetComms,
  ridesTarget,
  targetDays,
} from './targets';

describe('targets (02 §5)', () => {
  it.each([
    [2, 2.1],
    [3.33, 3.5],
    [0, 0],
  ])('"ratio target for communications is 1.05 times the ratio": %s -> %s', (ratio, expected) => {
    expect(ratioTargetComms(ratio)).toBe(expected);
  });

  it.each([
    [80, 150, 120],
    [85, 33, 28.05],
    [70, 0, 0],
  ])('"operating is capOperating times assigned divided by 100": %s, %s -> %s', (cap, assigned, expected) => {
    expect(operatingTarget(cap, assigned)).toBe(expected);
  });

  it.each([
    [2, 120, 30, 7200],
    [1.25, 28.05, 31, 1086.94],
  ])(
    '"rides are ratio times operating times days": %s × %s × %s = %s',
    (ratio, operating, days, expected) => {
      expect(ridesTarget(ratio, operating, days)).toBe(expected);
    },
  );

  it.each([
    [2024, 2, 29],
    [2026, 2, 28],
    [2026, 4, 30],
    [2026, 12, 31],
  ])('daysInMonth(%i, %i) = %i', (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days);
  });

  const today = { year: 2026, month: 11, day: 22 };
  it.each([
    ['"the full month" (target view)', 2026, 11, 'target', 30],
    ['"up to the current date for the actual month view"', 2026, 11, 'actual', 22],
    ['actual view of a past month', 2026, 10, 'actual', 31],
    ['actual view of last year', 2025, 12, 'actual', 31],
    ['actual view of a month not started', 2026, 12, 'actual', 0],
  ] as const)('day count: %s', (_rule, year, month, view, days) => {
    expect(targetDays(year, month, view, today)).toBe(days);
  });

  it('derives the three figures together', () => {
    expect(deriveTarget({ ratio: 2, capOperating: 80, assigned: 150, days: 30 })).toEqual({
      ratioTargetComms: 2.1,
      operating: 120,
      rides: 7200,
    });
  });
});
