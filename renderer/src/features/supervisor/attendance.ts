import { breakTable, ongoingBreak, type BreakRecord } from '@ops/shared/rules/breaks';
import type { AttendanceStatusValue } from '@ops/shared/realtime/taskEvents';

/**
 * Figures of the attendance and checked-in pages, as pure functions of the rows and
 * the clock: the server's breakMinutes/totalMinutes are a snapshot of when it answered,
 * these keep counting while the page stays open all day.
 */

export interface ShiftLike {
  userId: string;
  status: string;
  /** Check-in (start of the shift). */
  start: string;
  end?: string | null;
  breaks: readonly BreakRecord[];
}

const MS_PER_MINUTE = 60_000;

export interface ShiftFigures {
  /** Check-in to check-out (or now), rounded up. */
  shiftMinutes: number;
  /** Sum of the rounded break rows (01 §5), the ongoing one until now. */
  breakMinutes: number;
  /** Shift minus breaks, never below 0. */
  workMinutes: number;
  breaksCount: number;
  /** Minutes of the break in progress, or null. */
  currentBreakMinutes: number | null;
  currentBreakReason: string | null;
}

export function shiftFigures(shift: ShiftLike, now: Date): ShiftFigures {
  const start = new Date(shift.start).getTime();
  const end = shift.end ? new Date(shift.end).getTime() : now.getTime();
  const shiftMinutes = Math.ceil(Math.max(0, end - start) / MS_PER_MINUTE);
  const { rows, totalMinutes } = breakTable(shift.breaks, now);
  const ongoing = ongoingBreak(shift.breaks);
  const ongoingRow = ongoing ? rows[shift.breaks.indexOf(ongoing)] : undefined;
  return {
    shiftMinutes,
    breakMinutes: totalMinutes,
    workMinutes: Math.max(0, shiftMinutes - totalMinutes),
    breaksCount: shift.breaks.length,
    currentBreakMinutes: ongoingRow ? ongoingRow.minutes : null,
    currentBreakReason: ongoing?.reason ?? null,
  };
}

export interface TeamTotals {
  onShift: number;
  active: number;
  inBreak: number;
  shiftMinutes: number;
  breakMinutes: number;
  workMinutes: number;
}

export function teamTotals(shifts: readonly ShiftLike[], now: Date): TeamTotals {
  return shifts.reduce<TeamTotals>(
    (sum, shift) => {
      const figures = shiftFigures(shift, now);
      return {
        onShift: sum.onShift + 1,
        active: sum.active + (shift.status === 'ACTIVE' ? 1 : 0),
        inBreak: sum.inBreak + (shift.status === 'IN_BREAK' ? 1 : 0),
        shiftMinutes: sum.shiftMinutes + figures.shiftMinutes,
        breakMinutes: sum.breakMinutes + figures.breakMinutes,
        workMinutes: sum.workMinutes + figures.workMinutes,
      };
    },
    { onShift: 0, active: 0, inBreak: 0, shiftMinutes: 0, breakMinutes: 0, workMinutes: 0 },
  );
}

/** The live events' common part (SUPPORT_TEAM_ATTENDANCE_EVENT, TASK_ASSIGNMENT_USER_STATUS_EVENT). */
export interface StatusEventLike {
  userId: string;
  status: AttendanceStatusValue;
}

/**
 * Applies a live status event to a cached list. The event carries the status only,
 * not the breaks or the task, so the caller refetches when `refetch` is true; the
 * status flips at once so the table never lags behind the floor.
 */
export function applyStatusEvent<T extends { userId: string; status: string }>(
  rows: readonly T[],
  event: StatusEventLike,
): { rows: T[]; refetch: boolean } {
  const known = rows.some((row) => row.userId === event.userId);
  if (event.status === 'ENDED')
    return { rows: rows.filter((row) => row.userId !== event.userId), refetch: false };
  if (!known) return { rows: [...rows], refetch: true };
  return {
    rows: rows.map((row) => (row.userId === event.userId ? { ...row, status: event.status } : row)),
    refetch: true,
  };
}

/** Open flagged tasks grouped by who flagged them: who must hand tasks over before a break or check-out. */
export function flaggedByUser<T extends { _id: string; flaggedBy?: string | null }>(
  tasks: readonly T[],
): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const task of tasks) {
    if (!task.flaggedBy) continue;
    out.set(task.flaggedBy, [...(out.get(task.flaggedBy) ?? []), task]);
  }
  return out;
}

export { formatMinutes } from '../../lib/format';
