import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ListPage } from '../../../components/list/ListPage';
import { columnTitles, renderListStatic, textOf } from '../../../components/list/renderListStatic';
import type { AttendanceRow } from '../attendanceApi';
import {
  ATTENDANCE_EMPTY,
  ATTENDANCE_TITLE,
  attendanceColumns,
  type AttendanceActions,
} from './attendanceColumns';

const now = new Date('2025-05-01T12:00:00Z');
const row = (over: Partial<AttendanceRow> = {}): AttendanceRow => ({
  _id: 'a1',
  userId: 'u1',
  userName: 'Karim Samy',
  userPhoneNumber: '+201000000012',
  userRoleLevel: 3,
  status: 'IN_BREAK',
  start: '2025-05-01T08:00:00Z',
  end: null,
  breakMinutes: 0,
  totalMinutes: 0,
  breaks: [
    {
      _id: 'b1',
      checkInDate: '2025-05-01T11:30:00Z',
      checkOutDate: null,
      reason: 'break',
      status: 'IN_BREAK',
    },
  ],
  ...over,
});

const allowed: AttendanceActions = {
  canBreak: true,
  canCheckOut: true,
  canTransfer: true,
  outranks: () => true,
  flaggedCount: () => 2,
  onBreak: () => undefined,
  onCheckOut: () => undefined,
  onTransfer: () => undefined,
};
const none: AttendanceActions = { ...allowed, canBreak: false, canCheckOut: false, canTransfer: false };

const page = (rows: AttendanceRow[], actions: AttendanceActions) =>
  renderListStatic(
    createElement(ListPage<AttendanceRow, object, string>, {
      title: ATTENDANCE_TITLE,
      name: 'supportTeamAttendance',
      columns: attendanceColumns(now, actions),
      rows,
      total: rows.length,
      rowKey: (r) => r._id,
      loading: false,
      empty: ATTENDANCE_EMPTY,
      testId: 'attendance',
    }),
  );

// The first render loads antd's styles, slow on a busy machine.
describe('support team attendance on the list kit', { timeout: 30_000 }, () => {
  it('has its title and columns, with the actions column for a supervisor', () => {
    const html = page([row()], allowed);
    expect(textOf(html)).toContain(ATTENDANCE_TITLE);
    expect(columnTitles(html)).toEqual([
      'Name',
      'Status',
      'Start',
      'End',
      'Breaks',
      'Break time',
      'Working',
      'Total',
      'Actions',
    ]);
    expect(html).toContain('data-testid="attendance-table"');
    // 4 h on shift, 30 min of it on the open break.
    const text = textOf(html);
    expect(text).toContain('On shift');
    expect(text).toContain('30 min');
    expect(text).toContain('3 h 30 min');
    expect(text).toContain('4 h');
  });

  it('offers break, check-out and transfer (with the flagged count) only as allowed', () => {
    const html = page([row({ status: 'ACTIVE', breaks: [] })], allowed);
    expect(html).toContain('data-testid="set-break-u1"');
    expect(html).toContain('data-testid="check-out-u1"');
    expect(html).toMatch(/data-testid="transfer-flagged-u1"[^>]*>.*?2/);
    const bare = page([row()], none);
    expect(columnTitles(bare)).not.toContain('Actions');
    expect(bare).not.toContain('set-break-u1');
  });

  it('a colleague of equal or higher rank gets disabled buttons', () => {
    const html = page([row({ status: 'ACTIVE', breaks: [] })], { ...allowed, outranks: () => false });
    const button = html.match(/<button[^>]*data-testid="check-out-u1"[^>]*>/)?.[0] ?? '';
    expect(button).toContain('disabled=""');
    expect(
      page([row({ status: 'ACTIVE', breaks: [] })], allowed).match(
        /<button[^>]*data-testid="check-out-u1"[^>]*>/,
      )?.[0],
    ).not.toContain('disabled');
  });

  it('says who appears here when nobody is on shift', () => {
    const text = textOf(page([], allowed));
    expect(text).toContain(ATTENDANCE_EMPTY.title);
    expect(text).toContain(ATTENDANCE_EMPTY.description);
  });
});
