import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type AttendanceStatus = 'ACTIVE' | 'IN_BREAK' | 'ENDED';

/** What the check-out dialog shows and the attendance row keeps (02 §5 "check-out with a shift summary"). */
export interface ShiftSummary {
  shiftMinutes: number;
  resolvedByType: Record<string, number>;
  totalResolved: number;
  /** Median of assigned -> resolved, in minutes; null when nothing was resolved. */
  medianHandlingMinutes: number | null;
  breaksCount: number;
  breakMinutes: number;
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
