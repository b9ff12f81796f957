import { z } from 'zod';
import { dateRangeSchema } from './dateRangeFilter';
import type { ListDefinition } from './listRequest';

/**
 * The attendance administration list (issue 12 §3: filters by user, role, area and dates),
 * also the per-user history (/app/attendance/user/{id}: the same list with userId set).
 * The page's panel edits this shape; getAttendances and the export read it.
 */
export const ATTENDANCE_STATUSES = ['ACTIVE', 'IN_BREAK', 'ENDED'] as const;
export const ATTENDANCE_KINDS = ['support', 'field'] as const;

/** 03 §4: active, ended, in break. */
export const ATTENDANCE_STATUS_LABELS: Record<(typeof ATTENDANCE_STATUSES)[number], string> = {
  ACTIVE: 'active',
  IN_BREAK: 'in break',
  ENDED: 'ended',
};

export const attendanceFilterSchema = z.strictObject({
  userId: z.string().min(1).optional(),
  roleId: z.string().min(1).optional(),
  areaId: z.string().min(1).optional(),
  status: z.enum(ATTENDANCE_STATUSES).optional(),
  kind: z.enum(ATTENDANCE_KINDS).optional(),
  checkInDate: dateRangeSchema.optional(),
});

export type AttendanceFilters = z.infer<typeof attendanceFilterSchema>;

export const ATTENDANCE_SORT_FIELDS = ['checkInDate', 'checkOutDate'] as const;
export type AttendanceSortField = (typeof ATTENDANCE_SORT_FIELDS)[number];

export const ATTENDANCE_LIST: ListDefinition<AttendanceFilters, AttendanceSortField> = {
  name: 'attendance',
  filters: attendanceFilterSchema,
  sortFields: ATTENDANCE_SORT_FIELDS,
  defaultSort: { fieldName: 'checkInDate', sortType: 'desc' },
  pageSize: 25,
  pageSizeOptions: [25, 50, 100, 150, 200],
};
