import { describe, expect, it } from 'vitest';
import {
  ATTENDANCE_EDIT_MESSAGES as M,
  attendanceEditError,
  attendanceEditRefusal,
  type AttendanceEditInput,
} from './attendanceEdit';
import { RANK_REFUSED } from './permissions/rank';

const now = new Date('2026-11-20T18:00:00Z');
const base: AttendanceEditInput = {
  checkInDate: '2026-11-20T08:00:00Z',
  checkOutDate: '2026-11-20T16:00:00Z',
  checkOutComment: null,
  breaks: [{ id: 'b1', checkInDate: '2026-11-20T12:00:00Z', checkOutDate: '2026-11-20T12:30:00Z' }],
  reason: 'Badge reader was down',
};

describe('attendanceEditError', () => {
  it.each<[string, Partial<AttendanceEditInput>, string | null]>([
    ['a valid edit', {}, null],
    ['an open shift', { checkOutDate: null }, null],
    ['no reason', { reason: '  ' }, M.reasonRequired],
    ['no check-in', { checkInDate: '' }, M.checkInRequired],
    ['a bad date', { checkOutDate: 'tomorrow' }, M.badDate],
    ['check-out before check-in', { checkOutDate: '2026-11-20T07:00:00Z' }, M.checkOutBeforeCheckIn],
    ['check-out equal to check-in', { checkOutDate: '2026-11-20T08:00:00Z' }, M.checkOutBeforeCheckIn],
    ['a time in the future', { checkOutDate: '2026-11-20T19:00:00Z' }, M.inFuture],
    ['a break before the shift', { checkInDate: '2026-11-20T12:10:00Z' }, M.breakOutsideShift],
    ['a break after the shift', { checkOutDate: '2026-11-20T12:20:00Z' }, M.breakOutsideShift],
    [
      'a break ending before it starts',
      { breaks: [{ id: 'b1', checkInDate: '2026-11-20T12:00:00Z', checkOutDate: '2026-11-20T11:00:00Z' }] },
      M.breakEndBeforeStart,
    ],
    [
      'an ongoing break on an ended shift',
      { breaks: [{ id: 'b1', checkInDate: '2026-11-20T12:00:00Z', checkOutDate: null }] },
      M.openBreakOnEndedShift,
    ],
    [
      'an ongoing break on an open shift',
      { checkOutDate: null, breaks: [{ id: 'b1', checkInDate: '2026-11-20T12:00:00Z', checkOutDate: null }] },
      null,
    ],
  ])('%s', (_label, change, expected) => {
    expect(attendanceEditError({ ...base, ...change }, now)).toBe(expected);
  });
});

describe('attendanceEditRefusal (issue 22 finding 4)', () => {
  const actor = (level: number) => ({ userId: 'me', role: { level } });
  it.each<[string, ReturnType<typeof actor>, { userId: string; level: number | null }, string | null]>([
    ['a colleague ranked below', actor(3), { userId: 'other', level: 5 }, null],
    ['a colleague of the same rank', actor(5), { userId: 'other', level: 5 }, RANK_REFUSED],
    ['a colleague ranked above', actor(7), { userId: 'other', level: 0 }, RANK_REFUSED],
    ["one's own shift, even at level 0", actor(0), { userId: 'me', level: 0 }, M.ownShift],
    ["one's own shift at level 7", actor(7), { userId: 'me', level: 7 }, M.ownShift],
    ['anyone, at level 0', actor(0), { userId: 'other', level: 0 }, null],
  ])('%s', (_name, who, target, expected) => {
    expect(attendanceEditRefusal(who, target)).toBe(expected);
  });
});
