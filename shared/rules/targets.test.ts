import { describe, expect, it } from 'vitest';
import {
  daysInMonth,
  ridesTargetText,
  deriveTarget,
  deriveTargetRow,
  monthDate,
  operatingTarget,
  previousMonth,
  revenueTarget,
  vehiclesAtRatio,
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

describe('the grid row (02 §5, with the revenue and vehicle-count targets)', () => {
  const inputs = {
    assigned: 40,
    operatingCap: 80,
    ratio: 2.5,
    totalRPV: 45.5,
    activeRatio: 0.8,
    urgentRatio: 0.1,
    riders: 300,
    newUsers: 60,
    awaitngInspectionMinutesAverage: 45,
    ratingsAboveOrEqualFourPercentage: 85,
    lostREVSPercentage: 5,
  };
  it.each([
    [
      'a 30-day month',
      30,
      { operating: 32, ratioTargetComms: 2.63, rides: 2400, totalREV: 43680, active: 32, urgent: 4 },
    ],
    [
      'February 2030 (28 days)',
      28,
      { operating: 32, ratioTargetComms: 2.63, rides: 2240, totalREV: 40768, active: 32, urgent: 4 },
    ],
    [
      'the actual view on the 10th',
      10,
      { operating: 32, ratioTargetComms: 2.63, rides: 800, totalREV: 14560, active: 32, urgent: 4 },
    ],
    [
      'a month not begun',
      0,
      { operating: 32, ratioTargetComms: 2.63, rides: 0, totalREV: 0, active: 32, urgent: 4 },
    ],
  ] as const)('%s', (_case, days, expected) => {
    expect(deriveTargetRow(inputs, days)).toEqual(expected);
  });

  it.each([
    [45.5, 32, 30, 43680],
    [33.33, 8.5, 31, 8782.46],
    [0, 32, 30, 0],
  ])('revenue target: RPV %s × operating %s × %s days = %s', (rpv, operating, days, expected) => {
    expect(revenueTarget(rpv, operating, days)).toBe(expected);
  });

  it.each([
    [0.8, 40, 32],
    [0.13, 7, 0.91],
  ])('vehicles at ratio %s of %s assigned = %s', (ratio, assigned, expected) => {
    expect(vehiclesAtRatio(ratio, assigned)).toBe(expected);
  });

  it.each([
    [2026, 3, { year: 2026, month: 2 }],
    [2026, 1, { year: 2025, month: 12 }],
  ])('previousMonth(%i, %i)', (year, month, expected) => {
    expect(previousMonth(year, month)).toEqual(expected);
  });

  it('monthDate is the first of the month', () => {
    expect(monthDate(2026, 3)).toBe('2026-03-01');
  });
});

describe('a rides target on screen is whole rides (issue 23: "1706.81 rides")', () => {
  it.each([
    [1706.81, '1,707'],
    [10, '10'],
    [0.2, '1'],
    [0, '0'],
  ])('%d reads %s', (target, text) => {
    expect(ridesTargetText(target)).toBe(text);
  });
});
