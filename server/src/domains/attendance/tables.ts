import { boolean, doublePrecision, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ATTENDANCE_KINDS, ATTENDANCE_STATUSES } from '@ops/shared/lists/attendance';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];
/** support: the task workspace's check-in; field: at an area's attendance point (migration 0028). */
export type AttendanceKind = (typeof ATTENDANCE_KINDS)[number];

/** What the check-out dialog shows and the attendance row keeps (02 §5 "check-out with a shift summary"). */
export interface ShiftSummary {
  shiftMinutes: number;
  resolvedByType: Record<string, number>;
  totalResolved: number;
  /** Median of assigned -> resolved, in minutes; null when nothing was resolved. */
  medianHandlingMinutes: number | null;
  breaksCount: number;
  breakMinutes: number;
  /** Tasks the no-action timeout took back (issue 23 item 6): apart from breaks, which it no longer starts. */
  idleReturns: number;
  /** Distinct tasks the agent acted on in the shift (an action, a comment, pending, a transfer, a resolve). */
  tasksHandled: number;
  transfersSent: number;
  transfersReceived: number;
}

export const supportAttendance = pgTable('support_attendance', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull(),
  status: text('status').$type<AttendanceStatus>().notNull().default('ACTIVE'),
  checkInDate: ts('check_in_date').notNull(),
  checkOutDate: ts('check_out_date'),
  checkOutComment: text('check_out_comment'),
  checkedOutBy: text('checked_out_by'),
  shiftSummary: jsonb('shift_summary').$type<ShiftSummary>(),
  kind: text('kind').$type<AttendanceKind>().notNull().default('support'),
  areaId: text('area_id'),
  checkInLat: doublePrecision('check_in_lat'),
  checkInLong: doublePrecision('check_in_long'),
  checkInBypassed: boolean('check_in_bypassed').notNull().default(false),
  checkOutLat: doublePrecision('check_out_lat'),
  checkOutLong: doublePrecision('check_out_long'),
  checkOutBypassed: boolean('check_out_bypassed').notNull().default(false),
  /** The idle sweep took the agent's task back (migration 0049): checked in, but no new task until they act. */
  awaySince: ts('away_since'),
  /** Tasks the idle sweep took back in this shift: not breaks. */
  idleReturns: integer('idle_returns').notNull().default(0),
  editedAt: ts('edited_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
export type AttendanceRow = typeof supportAttendance.$inferSelect;

export const supportBreaks = pgTable('support_breaks', {
  id: text('id').primaryKey(),
  attendanceId: text('attendance_id').notNull(),
  userId: text('user_id').notNull(),
  reason: text('reason').notNull(),
  checkInDate: ts('check_in_date').notNull(),
  checkOutDate: ts('check_out_date'),
  setBy: text('set_by'),
});
export type BreakRow = typeof supportBreaks.$inferSelect;
