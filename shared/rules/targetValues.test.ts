import { describe, expect, it } from 'vitest';
import { readTargetValues, targetMonthError, TARGET_MESSAGES } from './targetValues';

const good = {
  area: 'a1',
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
const one = (change: Record<string, unknown>) => JSON.stringify([{ ...good, ...change }]);

describe('updateTargetInMonth values (one schema for the grid and the server)', () => {
  it('reads a good list', () => {
    expect(readTargetValues(JSON.stringify([good, { ...good, area: 'a2' }]))).toEqual({
      ok: true,
      rows: [good, { ...good, area: 'a2' }],
    });
  });

  it('drops what it does not read (derived figures the grid may send along)', () => {
    expect(readTargetValues(one({ rides: 9 }))).toEqual({ ok: true, rows: [good] });
  });

  it.each([
    ['not JSON', '{', TARGET_MESSAGES.notJson],
    ['not a list', JSON.stringify(good), TARGET_MESSAGES.notJson],
    ['empty', '[]', TARGET_MESSAGES.nothingToSave],
    ['no area', one({ area: '' }), TARGET_MESSAGES.areaMissing],
    ['an area twice', JSON.stringify([good, good]), TARGET_MESSAGES.areaTwice],
    ['assigned negative', one({ assigned: -1 }), 'Assigned must be a whole number of 0 or more'],
    ['assigned fractional', one({ assigned: 1.5 }), 'Assigned must be a whole number of 0 or more'],
    ['operating cap over 100', one({ operatingCap: 101 }), 'Operating cap % must be a number from 0 to 100'],
    ['ratio missing', one({ ratio: undefined }), 'Ratio must be a number from 0 to 1000'],
    ['RPV as text', one({ totalRPV: '45' }), 'RPV must be a number from 0 to 1000000'],
    ['active ratio as a percentage', one({ activeRatio: 80 }), 'Active ratio must be a number from 0 to 1'],
    ['urgent ratio negative', one({ urgentRatio: -0.1 }), 'Urgent ratio must be a number from 0 to 1'],
    [
      'ratings over 100 %',
      one({ ratingsAboveOrEqualFourPercentage: 120 }),
      'Ratings ≥ 4 % must be a number from 0 to 100',
    ],
    [
      'lost revenue negative',
      one({ lostREVSPercentage: -5 }),
      'Lost revenue % must be a number from 0 to 100',
    ],
    ['new users fractional', one({ newUsers: 0.5 }), 'New users must be a whole number of 0 or more'],
  ])('refuses %s', (_case, values, message) => {
    expect(readTargetValues(values)).toEqual({ ok: false, message });
  });

  it('refuses more than 200 areas', () => {
    const rows = Array.from({ length: 201 }, (_v, i) => ({ ...good, area: `a${i}` }));
    expect(readTargetValues(JSON.stringify(rows))).toEqual({ ok: false, message: TARGET_MESSAGES.tooMany });
  });

  it.each([
    [2026, 1, null],
    [2026, 12, null],
    [2026, 0, TARGET_MESSAGES.month],
    [2026, 13, TARGET_MESSAGES.month],
    [2026, 1.5, TARGET_MESSAGES.month],
    [1999, 1, TARGET_MESSAGES.year],
    [2101, 1, TARGET_MESSAGES.year],
  ])('month %i-%s', (year, month, message) => {
    expect(targetMonthError(year, month)).toBe(message);
  });
});
