import { useState } from 'react';
import { useParams } from 'react-router';
import { Card, Descriptions, Skeleton } from 'antd';
import { ATTENDANCE_EXPORT } from '@ops/shared/exports/attendanceExportFields';
import { ATTENDANCE_LIST } from '@ops/shared/lists/attendance';
import { BreaksTable } from '../../components/BreaksTable';
import { ExportControls } from '../../components/export/ExportControls';
import { useExport } from '../../components/export/useExport';
import { ListPage } from '../../components/list/ListPage';
import { useListState } from '../../components/list/useListState';
import { phoneText } from '../../components/phoneText';
import { formatMinutes } from '../../lib/format';
import { useNow } from '../../lib/useNow';
import { AttendanceFilterPanel } from './AttendanceFilterPanel';
import { attendanceAdminColumns } from './attendanceColumns';
import {
  useGetAdminAttendancesQuery,
  useGetAttendanceUserSummaryQuery,
  type AdminAttendanceRow,
} from './attendanceAdminApi';
import { EditAttendanceDialog } from './EditAttendanceDialog';
import { useMayEditShift } from './useMayEditShift';

/**
 * /app/attendance/user/{id}: one staff member's shift history with totals over the filtered range;
 * Export is the Attendance export narrowed to this person.
 */
export default function UserAttendancePage() {
  const { id = '' } = useParams();
  const now = useNow();
  // Its own address keys and memory: the all-staff list's filters do not follow into one person's history.
  const list = useListState(ATTENDANCE_LIST, { prefix: 'user' });
  const scoped = { ...list.filters, userId: id };
  const filters = JSON.stringify(scoped);
  const { data, isLoading, isFetching, error, refetch } = useGetAdminAttendancesQuery({
    ...list.request,
    filters,
  });
  const summary = useGetAttendanceUserSummaryQuery({ userId: id, filters: JSON.stringify(list.filters) });
  const mayEdit = useMayEditShift();
  const [editing, setEditing] = useState<AdminAttendanceRow | null>(null);
  const exporter = useExport(ATTENDANCE_EXPORT);
  const person = summary.data;

  return (
    <>
      <ListPage
        title={person ? `Attendance of ${person.user.name}` : 'User Attendance'}
        list={list}
        above={
          <Card size="small" style={{ marginBottom: 16 }} data-testid="attendance-user-summary">
            {person ? (
              <Descriptions
                size="small"
                column={{ xs: 1, sm: 2, md: 3 }}
                items={[
                  { key: 'phone', label: 'Phone', children: phoneText(person.user.phoneNumber) },
                  { key: 'role', label: 'Role', children: person.roleName ?? '—' },
                  { key: 'area', label: 'Area', children: person.areaName ?? '—' },
                  { key: 'shifts', label: 'Shifts', children: person.shifts },
                  {
                    key: 'worked',
                    label: 'Worked (without breaks)',
                    children: formatMinutes(person.workedMinutes),
                  },
                  { key: 'breaks', label: 'Breaks', children: formatMinutes(person.breakMinutes) },
                ]}
              />
            ) : (
              <Skeleton active paragraph={{ rows: 1 }} />
            )}
          </Card>
        }
        columns={attendanceAdminColumns({ now, withUser: false, onEdit: setEditing, mayEdit })}
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
        error={error ?? summary.error}
        onRetry={() => void refetch()}
        search={false}
        filters={<AttendanceFilterPanel list={list} fixedUser />}
        empty={{ title: 'No shifts yet', filteredTitle: 'No shifts match these filters' }}
        scrollX={1100}
        onExport={exporter.allowed ? () => exporter.open(scoped, data?.totalCount) : undefined}
        onExportSelected={
          exporter.allowed ? (selected) => exporter.openSelected(selected.map((row) => row._id)) : undefined
        }
        exportLabel={exporter.status === 'idle' ? 'Export' : exporter.status}
        below={<ExportControls exporter={exporter} />}
        testId="user-attendance"
      />
      <EditAttendanceDialog row={editing} onClose={() => setEditing(null)} />
    </>
  );
}
