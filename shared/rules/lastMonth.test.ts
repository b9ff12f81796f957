import { describe, expect, it } from 'vitest';
import { lastMonthRange, TOP_RIDERS_LIMIT_MESSAGE, topRidersLimit } from './lastMonth';

const CAIRO = 'Africa/Cairo';

describe('lastMonthRange (Cairo calendar)', () => {
  it.each([
    // [now, month, start, end] — Cairo is UTC+2 in winter, UTC+3 in summer (DST from 2023).
    ['2026-11-23T00:36:00Z', '2026-10', '2026-09-30T21:00:00.000Z', '2026-10-31T22:00:00.000Z'],
    // 23:30 UTC on 31 Oct is already 1 Nov in Cairo: last month is October.
    ['2026-10-31T23:30:00Z', '2026-10', '2026-09-30T21:00:00.000Z', '2026-10-31T22:00:00.000Z'],
    // 21:30 UTC on 31 Oct is still 31 Oct in Cairo: last month is September.
    ['2026-10-31T21:30:00Z', '2026-09', '2026-08-31T21:00:00.000Z', '2026-09-30T21:00:00.000Z'],
    // January looks back to December of the year before.
    ['2027-01-15T10:00:00Z', '2026-12', '2026-11-30T22:00:00.000Z', '2026-12-31T22:00:00.000Z'],
  ])('%s -> %s', (now, month, start, end) => {
    const range = lastMonthRange(new Date(now), CAIRO);
    expect(range.month).toBe(month);
    expect(range.start.toISOString()).toBe(start);
    expect(range.end.toISOString()).toBe(end);
  });
});

describe('topRidersLimit', () => {
  it.each([
    [undefined, 20],
    [null, 20],
    [1, 1],
    [100, 100],
  ])('%s -> %s', (limit, value) => expect(topRidersLimit(limit)).toEqual({ ok: true, value }));
  it.each([0, 101, -3, 2.5])('%s is refused', (limit) =>
    expect(topRidersLimit(limit)).toEqual({ ok: false, error: TOP_RIDERS_LIMIT_MESSAGE }),
  );
});
