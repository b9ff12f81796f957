import type { RoleLike } from './permissions/can';
import { mayActOnColleague, RANK_REFUSED, type RankedPerson } from './permissions/rank';

/**
 * A manual edit of a shift (attendance.MANUAL_EDIT, issue 12 §3): new check-in and
 * check-out times, the check-out comment, and break times. Every edit carries a reason,
 * which goes to the audit trail with the before and after.
 */

export const ATTENDANCE_EDIT_MESSAGES = {
  reasonRequired: 'Please write the reason for this edit',
  checkInRequired: 'Check-in time is required',
  badDate: 'Invalid date',
  checkOutBeforeCheckIn: 'Check-out must be after check-in',
  inFuture: 'Times cannot be in the future',
  breakOutsideShift: 'Breaks must be within the shift',
  breakEndBeforeStart: 'A break must end after it starts',
  openBreakOnEndedShift: 'An ended shift cannot have an ongoing break',
  nothingChanged: 'Nothing was changed',
  breakStateChange: 'An ongoing break is ended with End break, not by an edit',
  unknownBreak: 'This break is not part of the shift',
  openStaysOpen: 'An open shift is ended with Check out, not by an edit',
  endedStaysEnded: 'An ended shift needs a check-out time',
  ownShift: 'You cannot edit your own shift.',
} as const;

export interface EditedBreak {
  id: string;
  checkInDate: string;
  checkOutDate: string | null;
}

export interface AttendanceEditInput {
  checkInDate: string;
  /** Null keeps (or makes) the shift open. */
  checkOutDate: string | null;
  checkOutComment: string | null;
  breaks: readonly EditedBreak[];
  reason: string;
}

const time = (value: string | null | undefined): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? Number.NaN : parsed;
};

/** The first problem with an edit, in words, or null when it may be saved. */
export function attendanceEditError(input: AttendanceEditInput, now: Date): string | null {
  if (!input.reason || input.reason.trim().length === 0) return ATTENDANCE_EDIT_MESSAGES.reasonRequired;
  const start = time(input.checkInDate);
  if (start === null) return ATTENDANCE_EDIT_MESSAGES.checkInRequired;
  const end = time(input.checkOutDate);
  if (Number.isNaN(start) || (end !== null && Number.isNaN(end))) return ATTENDANCE_EDIT_MESSAGES.badDate;
  if (end !== null && end <= start) return ATTENDANCE_EDIT_MESSAGES.checkOutBeforeCheckIn;
  if (start > now.getTime() || (end !== null && end > now.getTime()))
    return ATTENDANCE_EDIT_MESSAGES.inFuture;
  for (const entry of input.breaks) {
    const breakStart = time(entry.checkInDate);
    const breakEnd = time(entry.checkOutDate);
    if (breakStart === null || Number.isNaN(breakStart) || (breakEnd !== null && Number.isNaN(breakEnd)))
      return ATTENDANCE_EDIT_MESSAGES.badDate;
    if (breakEnd !== null && breakEnd <= breakStart) return ATTENDANCE_EDIT_MESSAGES.breakEndBeforeStart;
    if (breakStart < start || (end !== null && (breakEnd ?? Infinity) > end)) {
      return breakEnd === null && end !== null
        ? ATTENDANCE_EDIT_MESSAGES.openBreakOnEndedShift
        : ATTENDANCE_EDIT_MESSAGES.breakOutsideShift;
    }
    if (breakEnd !== null && breakEnd > now.getTime()) return ATTENDANCE_EDIT_MESSAGES.inFuture;
  }
  return null;
}

/**
 * Whose shift an editor may touch (issue 22 finding 4): the rank rule of startBreak, and
 * never one's own, whatever the rank: a shift's length is what pay and targets are read
 * from, so nobody writes their own. Null when allowed; the renderer hides Edit on the same rule.
 */
export function attendanceEditRefusal(
  editor: { userId: string; role: Pick<RoleLike, 'level'> | null | undefined },
  owner: RankedPerson,
): string | null {
  if (editor.userId === owner.userId) return ATTENDANCE_EDIT_MESSAGES.ownShift;
  return mayActOnColleague(editor, owner) ? null : RANK_REFUSED;
}
