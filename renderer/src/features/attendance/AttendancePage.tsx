import { useState } from 'react';
import { ATTENDANCE_EXPORT } from '@ops/shared/exports/attendanceExportFields';
import { ATTENDANCE_LIST } from '@ops/shared/lists/attendance';
import { BreaksTable } from '../../components/BreaksTable';
import { ExportControls } from '../../components/export/ExportControls';
import { useExport } from '../../components/export/useExport';
import { ListPage } from '../../components/list/ListPage';
import { useListState } from '../../components/list/useListState';
import { useNow } from '../../lib/useNow';
import { AttendanceFilterPanel } from './AttendanceFilterPanel';
import { attendanceAdminColumns } from './attendanceColumns';
import { useGetAdminAttendancesQuery, type AdminAttendanceRow } from './attendanceAdminApi';
import { EditAttendanceDialog } from './EditAttendanceDialog';
import { useMayEditShift } from './useMayEditShift';
import { FieldCheckInCard } from './FieldCheckInCard';

/**
 * /app/attendance (attendance layer, issue 12 §3): every staff member's shifts, support and
 * field, with status, check-in and check-out with comment, breaks and totals; filters by
 * user, role, area and dates; manual edits with attendance.MANUAL_EDIT; export.
 * The supervisor's live view of who is on shift now stays at /app/support-team-attendance.
 */
export default function AttendancePage() {
  const now = useNow();
  const list = useListState(ATTENDANCE_LIST);
  const { data, isLoading, isFetching, error, refetch } = useGetAdminAttendancesQuery(list.request);
  const mayEdit = useMayEditShift();
  const exporter = useExport(ATTENDANCE_EXPORT);
  const [editing, setEditing] = useState<AdminAttendanceRow | null>(null);

  return (
    <>
      <ListPage
        title="Attendance"
        subtitle="Every staff member's shifts, with breaks, start, end and totals."
        list={list}
        above={<FieldCheckInCard />}
        columns={attendanceAdminColumns({ now, withUser: true, onEdit: setEditing, mayEdit })}
        rows={data?.attendances}
        total={data?.totalCount ?? 0}
        rowKey={(row) => row._id}
        rowAttributes={(row) => ({ 'data-testid': `attendance-row-${row._id}` })}
        expandable={{
          rowExpandable: (row) => row.breaks.length > 0,
          expandedRowRender: (row) => <BreaksTable breaks={row.breaks} now={now} />,
        }}
        loading={isLoading}
        fetching={isFetching}
        error={error}
        onRetry={() => void refetch()}
        search={false}
        filters={<AttendanceFilterPanel list={list} />}
        onExport={exporter.allowed ? () => exporter.open(list.filters, data?.totalCount) : undefined}
        onExportSelected={
          exporter.allowed ? (rows) => exporter.openSelected(rows.map((row) => row._id)) : undefined
        }
        exportLabel={exporter.status === 'idle' ? 'Export' : exporter.status}
        empty={{ title: 'No shifts yet', filteredTitle: 'No shifts match these filters' }}
        scrollX={1300}
        testId="admin-attendance"
      />
      <EditAttendanceDialog row={editing} onClose={() => setEditing(null)} />
      <ExportControls exporter={exporter} />
    </>
  );
}
