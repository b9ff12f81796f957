import { describe, expect, it } from 'vitest';
import {
  compareTarget,
  setForDays,
  standingTone,
  targetStanding,
  type TargetActualFigures,
} from './targetComparison';
import { deriveTargetRow } from './targets';

describe('where an actual stands against its target', () => {
  it.each([
    [94, 100, 'below'],
    [95, 100, 'on'],
    [100, 100, 'on'],
    [105, 100, 'on'],
    [106, 100, 'above'],
    [0, 0, 'none'],
    [5, null, 'none'],
  ] as const)('%s against %s is %s', (actual, set, standing) => {
    expect(targetStanding(actual, set)).toBe(standing);
  });

  it.each([
    ['above', 'higher', 'good'],
    ['below', 'higher', 'bad'],
    ['above', 'lower', 'bad'],
    ['below', 'lower', 'good'],
    ['on', 'lower', 'on'],
    ['none', 'higher', 'none'],
  ] as const)('%s when %s is better: %s', (standing, better, tone) => {
    expect(standingTone(standing, better)).toBe(tone);
  });
});

describe('compareTarget', () => {
  const inputs = {
    assigned: 10,
    operatingCap: 60,
    ratio: 2,
    totalRPV: 30,
    activeRatio: 0.8,
    urgentRatio: 0.1,
    riders: 310,
    newUsers: 62,
    awaitngInspectionMinutesAverage: 45,
    ratingsAboveOrEqualFourPercentage: 80,
    lostREVSPercentage: 5,
  };
  const zeroShift = { active: 0, urgent: 0, awaitingInspectionMinutes: 0 };
  const actual: TargetActualFigures = {
    assigned: 10,
    operating: 6,
    ratio: 2.5,
    rides: 150,
    totalRPV: 40,
    totalREV: 3600,
    actRPV: 30,
    netRPV: 28,
    actREV: 2700,
    actREVPerRide: 18,
    actualSettled: 20,
    netSettled: 15,
    netSettledREV: 2535,
    actualSettledREV: 2720,
    netREVS: 2520,
    netREVPerRide: 16.8,
    lostREVS: 300,
    lostREVSPercentage: 8.33,
    activeRatio: 0.8,
    active: 8,
    urgentRatio: 0.2,
    urgent: 2,
    riders: 50,
    newUsers: 10,
    awaitngInspectionMinutesAverage: 30,
    ratingsAboveOrEqualFourPercentage: 85,
    shifts: [
      { shift: 'morning', ...zeroShift, active: 9 },
      { shift: 'night', ...zeroShift },
      { shift: 'overnight', ...zeroShift },
    ],
  };
  // Ten days of a 31-day month: rides 2 × 6 × 10 = 120, revenue 30 × 6 × 10 = 1800, riders 100, new users 20.
  const set = setForDays(inputs, deriveTargetRow(inputs, 10), 10, 31);
  const rows = new Map(compareTarget(set, actual).map((row) => [row.key, row]));

  it('prorates the counts to the days counted', () => {
    expect(set).toMatchObject({ rides: 120, totalREV: 1800, riders: 100, newUsers: 20, operating: 6 });
  });

  it.each([
    ['rides', 120, 150, 'above', 125],
    ['ratioTargetComms', 2.1, 2.5, 'above', 119.05],
    ['actREV', 1800, 2700, 'above', 150],
    ['actREVPerRide', 15, 18, 'above', 120],
    ['lostREVS', 90, 300, 'above', 333.33],
    ['urgentRatio', 0.1, 0.2, 'above', 200],
    ['activeRatio', 0.8, 0.8, 'on', 100],
    ['riders', 100, 50, 'below', 50],
    ['awaitngInspectionMinutesAverage', 45, 30, 'below', 66.67],
    ['morning.active', 8, 9, 'above', 112.5],
    ['actualSettled', null, 20, 'none', null],
  ] as const)('%s: set %s, actual %s, %s (%s %)', (key, setValue, actualValue, standing, achieved) => {
    expect(rows.get(key)).toMatchObject({ set: setValue, actual: actualValue, standing, achieved });
  });

  it('covers every field of 02 §3 and the three shifts', () => {
    expect(rows.size).toBe(27 + 9);
  });
});

describe('the sections of the comparison', () => {
  it('come one after another, in the page order', () => {
    const inputs = {
      assigned: 1,
      operatingCap: 1,
      ratio: 1,
      totalRPV: 1,
      activeRatio: 0,
      urgentRatio: 0,
      riders: 0,
      newUsers: 0,
      awaitngInspectionMinutesAverage: 0,
      ratingsAboveOrEqualFourPercentage: 0,
      lostREVSPercentage: 0,
    };
    // Missing shifts read as zeros; the other figures do not matter to the order.
    const actual = { shifts: [] } as unknown as TargetActualFigures;
    const sections = compareTarget(setForDays(inputs, deriveTargetRow(inputs, 1), 1, 1), actual).map(
      (row) => row.section,
    );
    expect(sections.filter((section, i) => sections[i - 1] !== section)).toEqual([
      'Fleet',
      'Rides',
      'Revenue',
      'Vehicles',
      'Riders',
      'Morning',
      'Night',
      'Overnight',
    ]);
  });
});
