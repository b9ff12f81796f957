import { and, desc, inArray } from 'drizzle-orm';
import { ATTENDANCE_EXPORT, type AttendanceExportField } from '@ops/shared/exports/attendanceExportFields';
import {
  ATTENDANCE_LIST,
  ATTENDANCE_STATUS_LABELS,
  type AttendanceFilters,
} from '@ops/shared/lists/attendance';
import { parseFilterValue } from '@ops/shared/lists/listRequest';
import { attendanceConditions } from './adminList';
import { attendanceViews, type AttendanceView } from './queries';
import { supportAttendance } from './tables';
import type { Db } from '../../platform/db/client';
import { filterCondition } from '../../platform/lists/listQuery';
import { cairoDate } from '../../platform/exports/cells';
import { cursorText, keysetBatches, olderThan } from '../../platform/exports/keyset';
import { fieldsOf, type ExportModule, type FieldCell } from '../../platform/exports/types';

export type AttendanceExportRow = AttendanceView & { cursor: string };

function attendanceBatches(
  db: Db,
  filters: AttendanceFilters,
  ids: readonly string[] | null,
): AsyncIterable<readonly AttendanceExportRow[]> {
  const where = ids
    ? inArray(supportAttendance.id, [...ids])
    : filterCondition(filters, attendanceConditions(db));
  const now = new Date();
  return keysetBatches(
    async (after, size) => {
      const rows = await db
        .select({ row: supportAttendance, cursor: cursorText(supportAttendance.checkInDate) })
        .from(supportAttendance)
        .where(and(where, olderThan(supportAttendance.checkInDate, supportAttendance.id, after)))
        .orderBy(desc(supportAttendance.checkInDate), desc(supportAttendance.id))
        .limit(size);
      const views = await attendanceViews(
        db,
        rows.map((r) => r.row),
        now,
      );
      return views.map((view, index) => ({ ...view, cursor: rows[index]!.cursor }));
    },
    (r) => ({ cursor: r.cursor, id: r._id }),
  );
}

const date = (iso: string | null) => cairoDate(iso ? new Date(iso) : null);

const CELLS: Record<AttendanceExportField, FieldCell<AttendanceExportRow>> = {
  userName: { width: 20, value: (r) => r.userName },
  userPhoneNumber: { width: 16, value: (r) => r.userPhoneNumber },
  role: { width: 16, value: (r) => r.userRoleName },
  area: { width: 16, value: (r) => r.areaName },
  kind: { width: 8, value: (r) => r.kind },
  status: { width: 10, value: (r) => ATTENDANCE_STATUS_LABELS[r.status] },
  checkInDate: { width: 20, value: (r) => date(r.checkInDate) },
  checkOutDate: { width: 20, value: (r) => date(r.checkOutDate) },
  checkOutComment: { width: 30, value: (r) => r.checkOutComment },
  breaksCount: { width: 8, value: (r) => r.breaks.length },
  breakMinutes: { width: 10, value: (r) => r.breakMinutes },
  totalMinutes: { width: 10, value: (r) => r.totalMinutes },
  bypassed: {
    width: 10,
    value: (r) => (r.checkInBypassed || r.checkOutBypassed ? 'Yes' : 'No'),
    words: true,
  },
  edited: { width: 8, value: (r) => (r.editedAt ? 'Yes' : 'No'), words: true },
};

/** Attendance (attendance.VIEW_PAGE): the administration list's filters; the 95-day range applies to check-in dates. */
export const attendanceExport: ExportModule<AttendanceExportRow, AttendanceFilters> = {
  spec: ATTENDANCE_EXPORT,
  title: ATTENDANCE_EXPORT.title,
  fields: fieldsOf(ATTENDANCE_EXPORT, CELLS),
  readFilters: (value, context) => parseFilterValue(ATTENDANCE_LIST, value, context),
  rowSource: attendanceBatches,
};
