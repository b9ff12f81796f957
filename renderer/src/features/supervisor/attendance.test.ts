import { describe, expect, it } from 'vitest';
import { REALTIME_EVENTS } from '@ops/shared/realtime/events';
import { heardFromWire } from '../shell/realtimeTesting';
import {
  applyStatusEvent,
  flaggedByUser,
  formatMinutes,
  shiftFigures,
  teamTotals,
  type ShiftLike,
} from './attendance';

const now = new Date('2025-05-01T12:00:00Z');
const shift = (over: Partial<ShiftLike> = {}): ShiftLike => ({
  userId: 'u1',
  status: 'ACTIVE',
  start: '2025-05-01T08:00:00Z',
  breaks: [],
  ...over,
});

describe('shift figures', () => {
  it('counts the shift until now and subtracts breaks', () => {
    const figures = shiftFigures(
      shift({
        status: 'IN_BREAK',
        breaks: [
          { checkInDate: '2025-05-01T09:00:00Z', checkOutDate: '2025-05-01T09:14:30Z', reason: 'break' },
          { checkInDate: '2025-05-01T11:40:00Z', checkOutDate: null, reason: 'meeting' },
        ],
      }),
      now,
    );
    expect(figures).toEqual({
      shiftMinutes: 240,
      breakMinutes: 15 + 20,
      workMinutes: 205,
      breaksCount: 2,
      currentBreakMinutes: 20,
      currentBreakReason: 'meeting',
    });
  });

  it('stops at the check-out', () => {
    expect(shiftFigures(shift({ end: '2025-05-01T10:00:30Z' }), now).shiftMinutes).toBe(121);
  });

  it('adds up the team', () => {
    const totals = teamTotals(
      [
        shift(),
        shift({ userId: 'u2', status: 'IN_BREAK', breaks: [{ checkInDate: '2025-05-01T11:30:00Z' }] }),
      ],
      now,
    );
    expect(totals).toEqual({
      onShift: 2,
      active: 1,
      inBreak: 1,
      shiftMinutes: 480,
      breakMinutes: 30,
      workMinutes: 450,
    });
    expect(teamTotals([], now).onShift).toBe(0);
  });

  it('formats minutes', () => {
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(125)).toBe('2 h 5 min');
    expect(formatMinutes(-3)).toBe('0 min');
  });
});

describe('live status events', () => {
  const rows = [shift(), shift({ userId: 'u2' })];

  it('flips the status of a known user and asks for the details', () => {
    const result = applyStatusEvent(rows, { userId: 'u2', status: 'IN_BREAK' });
    expect(result.rows.map((r) => r.status)).toEqual(['ACTIVE', 'IN_BREAK']);
    expect(result.refetch).toBe(true);
  });

  it('drops a user who checked out without a refetch', () => {
    expect(applyStatusEvent(rows, { userId: 'u1', status: 'ENDED' })).toEqual({
      rows: [rows[1]],
      refetch: false,
    });
  });

  it('refetches for someone new', () => {
    expect(applyStatusEvent(rows, { userId: 'u9', status: 'ACTIVE' }).refetch).toBe(true);
  });

  it('applies a well-formed event off the wire; a malformed one is dropped before the table', () => {
    const attendance = {
      userId: 'u2',
      userName: 'Mona',
      status: 'IN_BREAK',
      attendanceId: 'a2',
      checkInDate: '2025-05-01T08:00:00Z',
      checkOutDate: null,
      breakReason: 'meeting',
    };
    const heard = heardFromWire(REALTIME_EVENTS.SUPPORT_TEAM_ATTENDANCE_EVENT, [
      attendance,
      { ...attendance, status: 'ASLEEP' },
      { ...attendance, userId: 7 },
      { status: 'ENDED' },
      null,
    ]);
    expect(heard).toHaveLength(1);
    expect(applyStatusEvent(rows, heard[0]!).rows.map((r) => r.status)).toEqual(['ACTIVE', 'IN_BREAK']);
    const holding = { userId: 'u1', userName: 'Sara', status: 'ENDED', taskId: null, taskStatus: null };
    const [ended] = heardFromWire(REALTIME_EVENTS.TASK_ASSIGNMENT_USER_STATUS_EVENT, [
      { ...holding, taskId: 3 },
      holding,
    ]);
    expect(applyStatusEvent(rows, ended!).rows.map((r) => r.userId)).toEqual(['u2']);
  });
});

describe('flagged tasks by user', () => {
  it('groups by flagger and skips unflagged', () => {
    const grouped = flaggedByUser([
      { _id: 't1', flaggedBy: 'u1' },
      { _id: 't2', flaggedBy: null },
      { _id: 't3', flaggedBy: 'u1' },
    ]);
    expect([...grouped.keys()]).toEqual(['u1']);
    expect(grouped.get('u1')?.map((t) => t._id)).toEqual(['t1', 't3']);
  });
});
