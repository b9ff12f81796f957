import { useMemo } from 'react';
import { Button, Card, Result, Table, Tag, type TableColumnsType } from 'antd';
import { FlagFilled } from '@ant-design/icons';
import { Link } from 'react-router';
import { taskCaseLabel } from '@ops/shared/rules/labels';
import { appPath } from '../../app/routes';
import { testId } from '../../lib/testId';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { formatMinutes, shiftFigures, teamTotals } from './attendance';
import { useSupervisorCheckedInUsersQuery, type CheckedInRow } from './attendanceApi';
import { LiveBadge } from './components/LiveBadge';
import { breakReasonLabel } from './components/BreaksTable';
import { AttendanceStatusTag, taskTypeLabel } from './components/TaskTags';
import { TableSkeleton } from './components/TableSkeleton';
import { TeamTotals } from './components/TeamTotals';
import { formatTime } from './format';
import { useNow } from './useNow';
import { Phone } from '../../components/Phone';
import './supervisor.css';

const shiftOf = (r: CheckedInRow) => ({ userId: r.userId, status: r.status, start: r.checkInDate, breaks: r.breaks });

/** /app/users-checked-in-tasks: who is checked in, their status and the task they hold, live. */
export default function UsersCheckedInPage() {
  const now = useNow();
  const { data, isLoading, isError, refetch } = useSupervisorCheckedInUsersQuery();
  const rows = useMemo(() => data ?? [], [data]);
  const totals = teamTotals(rows.map(shiftOf), now);

  const columns: TableColumnsType<CheckedInRow> = [
    {
      title: 'Name',
      key: 'name',
      width: 210,
      render: (_v, r) => (
        <>
          <Link to={appPath(`user/${r.userId}`)} target="_blank" rel="noopener noreferrer">
            {r.userName}
          </Link>
          <span className="ops-cell-sub"><Phone number={r.userPhoneNumber} /></span>
        </>
      ),
    },
    {
      title: 'Status',
      dataIndex: 'status',
      width: 150,
      render: (s: string, r) => {
        const f = shiftFigures(shiftOf(r), now);
        return (
          <>
            <AttendanceStatusTag status={s} />
            {s === 'IN_BREAK' && f.currentBreakMinutes !== null && (
              <span className={f.currentBreakMinutes > 60 ? 'ops-cell-sub ops-over-limit' : 'ops-cell-sub'}>
                {breakReasonLabel(f.currentBreakReason)} · {formatMinutes(f.currentBreakMinutes)}
              </span>
            )}
          </>
        );
      },
    },
    {
      title: 'Current task',
      key: 'task',
      render: (_v, r) =>
        r.task ? (
          <Link to={appPath(`task/${r.task._id}`)} data-testid={`checked-in-task-${r.userId}`}>
            <strong>{r.task.vehicleCode ?? taskTypeLabel(r.task.type)}</strong>
            {r.task.flaggedBy && <FlagFilled style={{ color: '#dc2626', marginInlineStart: 6 }} aria-label="Flagged" />}
            <span className="ops-cell-sub">
              {r.task.mainCase ? taskCaseLabel(r.task.mainCase) : taskTypeLabel(r.task.type)}
              {r.task.area ? ` · ${r.task.area}` : ''}
            </span>
          </Link>
        ) : (
          <span className="ops-muted">{r.status === 'IN_BREAK' ? 'On a break' : 'Waiting for a task'}</span>
        ),
    },
    {
      title: 'On task',
      key: 'onTask',
      width: 95,
      align: 'right',
      render: (_v, r) => (r.task?.assignedAt ? formatMinutes((now.getTime() - new Date(r.task.assignedAt).getTime()) / 60_000) : '—'),
    },
    {
      title: 'Assigned count',
      key: 'assignedCount',
      width: 140,
      align: 'right',
      render: (_v, r) => (r.task ? <Tag color={r.task.assignedCount > 1 ? 'gold' : 'default'}>{r.task.assignedCount}</Tag> : '—'),
    },
    { title: 'Checked in', dataIndex: 'checkInDate', width: 105, render: (d: string) => formatTime(d) },
    { title: 'Shift time', key: 'shift', width: 105, align: 'right', render: (_v, r) => <strong>{formatMinutes(shiftFigures(shiftOf(r), now).shiftMinutes)}</strong> },
  ];

  return (
    <div className="ops-page">
      <PageHeader title="Users Checked In Tasks" subtitle="Agents receiving tasks now and what each one holds." extra={<LiveBadge />} />
      <TeamTotals totals={totals} loading={isLoading} />
      <Card style={{ marginTop: 20 }} styles={{ body: { padding: 0 } }}>
        {isError ? (
          <Result status="warning" title="Error while getting data from the server" extra={<Button onClick={() => void refetch()}>Try again</Button>} />
        ) : isLoading ? (
          <TableSkeleton rows={4} />
        ) : (
          <div data-testid="checked-in-table">
            <Table<CheckedInRow>
              rowKey="_id"
              size="middle"
              columns={columns}
              dataSource={rows}
              loading={isLoading}
              pagination={false}
              scroll={{ x: 960 }}
              onRow={(r) => testId(`checked-in-row-${r.userId}`)}
              locale={{
                emptyText: isLoading ? ' ' : <EmptyState title="Nobody is checked in" description="Agents appear here as soon as they check in to receive tasks." />,
              }}
            />
          </div>
        )}
      </Card>
    </div>
  );
}
