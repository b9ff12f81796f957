import { describe, expect, it } from 'vitest';
import { ATTENDANCE_EDIT_MESSAGES as M, attendanceEditError, type AttendanceEditInput } from './attendanceEdit';

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
    ['a break ending before it starts', { breaks: [{ id: 'b1', checkInDate: '2026-11-20T12:00:00Z', checkOutDate: '2026-11-20T11:00:00Z' }] }, M.breakEndBeforeStart],
    ['an ongoing break on an ended shift', { breaks: [{ id: 'b1', checkInDate: '2026-11-20T12:00:00Z', checkOutDate: null }] }, M.openBreakOnEndedShift],
    ['an ongoing break on an open shift', { checkOutDate: null, breaks: [{ id: 'b1', checkInDate: '2026-11-20T12:00:00Z', checkOutDate: null }] }, null],
  ])('%s', (_label, change, expected) => {
    expect(attendanceEditError({ ...base, ...change }, now)).toBe(expected);
  });
});
