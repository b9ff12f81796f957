import { Button, Space, Tag, Tooltip } from 'antd';
import { Link } from 'react-router';
import { ATTENDANCE_STATUS_LABELS } from '@ops/shared/lists/attendance';
import type { AttendanceSortField } from '@ops/shared/lists/attendance';
import { breakTable } from '@ops/shared/rules/breaks';
import type { ListColumn } from '../../components/list/ListPage';
import { phoneText } from '../../components/phoneText';
import { attendanceUserPath } from '../../app/paths';
import { formatDateTime, formatMinutes } from '../../lib/format';
import type { AdminAttendanceRow } from './attendanceAdminApi';

const STATUS_COLOR: Record<AdminAttendanceRow['status'], string> = {
  ACTIVE: 'green',
  IN_BREAK: 'orange',
  ENDED: 'default',
};

export function StatusTag({ status }: { status: string }) {
  const known = status as keyof typeof ATTENDANCE_STATUS_LABELS;
  return <Tag color={STATUS_COLOR[known] ?? 'default'}>{ATTENDANCE_STATUS_LABELS[known] ?? status}</Tag>;
}

/** Breaks column: count and total; red when any one break ran over an hour (rounded up per break). */
function BreaksCell({ row, now }: { row: AdminAttendanceRow; now: Date }) {
  if (row.breaks.length === 0) return <span>—</span>;
  const table = breakTable(row.breaks, now);
  const over = table.rows.some((entry) => entry.overLimit);
  return (
    <span className={over ? 'ops-over-limit' : undefined} data-testid={`attendance-breaks-${row._id}`}>
      {row.breaks.length} · {formatMinutes(table.totalMinutes)}
    </span>
  );
}

/** The columns of both attendance pages; `withUser` false on the per-user history. */
export function attendanceAdminColumns(options: {
  now: Date;
  withUser: boolean;
  onEdit: ((row: AdminAttendanceRow) => void) | null;
  mayEdit: ((row: AdminAttendanceRow) => boolean) | null;
}): ListColumn<AdminAttendanceRow, AttendanceSortField>[] {
  const { now, withUser, onEdit, mayEdit } = options;
  return [
    ...(withUser
      ? [
          {
            key: 'user',
            title: 'Name',
            render: (_v: unknown, row: AdminAttendanceRow) => (
              <div>
                <Link to={attendanceUserPath(row.userId)} data-testid={`attendance-user-${row.userId}`}>
                  {row.userName}
                </Link>
                <div className="ops-cell-sub">{phoneText(row.userPhoneNumber)}</div>
              </div>
            ),
          },
          {
            key: 'role',
            title: 'Role',
            render: (_v: unknown, row: AdminAttendanceRow) => row.userRoleName ?? '—',
          },
        ]
      : []),
    { key: 'area', title: 'Area', render: (_v, row) => row.areaName ?? '—' },
    {
      key: 'kind',
      title: 'Kind',
      hiddenByDefault: !withUser,
      render: (_v, row) => (row.kind === 'field' ? 'Field' : 'Support'),
    },
    { key: 'status', title: 'Status', render: (_v, row) => <StatusTag status={row.status} /> },
    {
      key: 'checkIn',
      title: 'Check in',
      sortField: 'checkInDate',
      render: (_v, row) => formatDateTime(row.checkInDate),
    },
    {
      key: 'checkOut',
      title: 'Check out',
      sortField: 'checkOutDate',
      render: (_v, row) => formatDateTime(row.checkOutDate),
    },
    { key: 'comment', title: 'Comment', render: (_v, row) => row.checkOutComment ?? '—' },
    { key: 'breaks', title: 'Breaks', render: (_v, row) => <BreaksCell row={row} now={now} /> },
    { key: 'total', title: 'Total', align: 'right', render: (_v, row) => formatMinutes(row.totalMinutes) },
    {
      key: 'flags',
      title: 'Notes',
      render: (_v, row) => (
        <Space size={4} wrap>
          {(row.checkInBypassed || row.checkOutBypassed) && (
            <Tooltip title="The location check was bypassed">
              <Tag color="purple">Location bypassed</Tag>
            </Tooltip>
          )}
          {row.editedAt && (
            <Tooltip title={`Edited ${formatDateTime(row.editedAt)}`}>
              <Tag color="blue">Edited</Tag>
            </Tooltip>
          )}
        </Space>
      ),
    },
    ...(onEdit && mayEdit
      ? [
          {
            key: 'actions',
            title: 'Actions',
            render: (_v: unknown, row: AdminAttendanceRow) =>
              mayEdit(row) ? (
                <Button size="small" onClick={() => onEdit(row)} data-testid={`attendance-edit-${row._id}`}>
                  Edit
                </Button>
              ) : null,
          },
        ]
      : []),
  ];
}
