import { describe, expect, it } from 'vitest';
import { breakRow, breakTable, canStartBreak, ongoingBreak } from './breaks';

const t0 = new Date('2026-11-22T08:00:00Z');
const at = (seconds: number): Date => new Date(t0.getTime() + seconds * 1000);

describe('breaks (01 §5 "Break minutes are rounded up per break. A break over 3600 seconds is shown in red.")', () => {
  it.each([
    ['0 s', 0, 0, false],
    ['1 s rounds up to a minute', 1, 1, false],
    ['60 s', 60, 1, false],
    ['61 s rounds up', 61, 2, false],
    ['exactly 3600 s is not over', 3600, 60, false],
    ['3601 s is over', 3601, 61, true],
  ])('%s', (_case, seconds, minutes, overLimit) => {
    const row = breakRow({ checkInDate: t0, checkOutDate: at(seconds), reason: 'break' }, at(99_999));
    expect(row.minutes).toBe(minutes);
    expect(row.overLimit).toBe(overLimit);
  });

  it('"A break with no checkOutDate is the ongoing one": it runs until now', () => {
    const breaks = [
      { checkInDate: t0.toISOString(), checkOutDate: at(600).toISOString(), reason: 'meeting' },
      { checkInDate: at(1000).toISOString(), checkOutDate: null, reason: 'tech issue' },
    ];
    expect(ongoingBreak(breaks)).toBe(breaks[1]);
    const table = breakTable(breaks, at(1000 + 90));
    expect(table.rows.map((r) => [r.minutes, r.end, r.reason])).toEqual([
      [10, at(600), 'meeting'],
      [2, null, 'tech issue'],
    ]);
    expect(table.totalMinutes).toBe(12);
  });

  it.each([
    ['"reason required"', '', false],
    ['spaces', '  ', false],
    ['null', null, false],
    ['a reason', 'break', true],
  ])('break dialog: %s', (_rule, reason, expected) => {
    expect(canStartBreak(reason)).toBe(expected);
  });
});
