import { useMemo, useState } from 'react';
import { Button, Card, Result, Space, Table, Tooltip, Typography, type TableColumnsType } from 'antd';
import { CoffeeOutlined, LogoutOutlined, SwapOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import { mayActOnColleague, RANK_REFUSED } from '@ops/shared/rules/permissions/rank';
import { useAppSelector } from '../../app/hooks';
import { selectRole, selectUser } from '../auth/sessionSlice';
import { appPath } from '../../app/routes';
import { testId } from '../../lib/testId';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { useCan } from '../../components/PermissionGate';
import { flaggedByUser, formatMinutes, shiftFigures, teamTotals } from './attendance';
import { useSupervisorTeamAttendanceQuery, type AttendanceRow } from './attendanceApi';
import { BreakDialog, type DialogAgent } from './components/BreakDialog';
import { BreaksTable } from './components/BreaksTable';
import { CheckoutDialog, type CheckoutAgent } from './components/CheckoutDialog';
import { LiveBadge } from './components/LiveBadge';
import { breakReasonLabel } from './components/BreaksTable';
import { AttendanceStatusTag } from './components/TaskTags';
import { TableSkeleton } from './components/TableSkeleton';
import { TeamTotals } from './components/TeamTotals';
import { TransferFlaggedDialog } from './components/TransferFlaggedDialog';
import { formatDateTime, formatTime } from './format';
import { OPEN_FLAGGED_FILTERS } from './taskFilters';
import { useSupervisorTasksQuery, type TaskRow } from './tasksApi';
import { useNow } from './useNow';
import { Phone } from '../../components/Phone';
import './supervisor.css';

const FLAGGED_ARGS = { pageNumber: 1, rowsPerPage: 200, filters: JSON.stringify(OPEN_FLAGGED_FILTERS) };

/** /app/support-team-attendance: who is on shift, their breaks and totals, and the supervisor's actions (03 §2.7). */
export default function SupportTeamAttendancePage() {
  const now = useNow();
  const canBreak = useCan(gate('task.SET_USERS_ON_BREAK'));
  const canCheckOut = useCan(gate('task.CHECK_USERS_OUT'));
  const canTransfer = useCan(gate('task.BULK_TRANSFER_FLAGGED_TASKS'));
  const me = useAppSelector(selectUser);
  const myRole = useAppSelector(selectRole);
  // The server refuses these on a colleague of equal or higher rank; the buttons say so first.
  const outranks = (r: AttendanceRow) => !!me && mayActOnColleague({ userId: me._id, role: myRole }, { userId: r.userId, level: r.userRoleLevel });
  // Flagged tasks are read through the tasks table query; without its flag the hand-over count is unknown.
  const canListTasks = useCan(gate('task.VIEW_TASKS_TABLE'));
  const { data, isLoading, isError, refetch } = useSupervisorTeamAttendanceQuery();
  const flagged = useSupervisorTasksQuery(FLAGGED_ARGS, { skip: !canListTasks, refetchOnMountOrArgChange: true });
  const flaggedMap = useMemo(() => (flagged.data ? flaggedByUser(flagged.data.tasks) : null), [flagged.data]);

  const [breakAgent, setBreakAgent] = useState<DialogAgent | null>(null);
  const [checkoutAgent, setCheckoutAgent] = useState<CheckoutAgent | null>(null);
  const [transferAgent, setTransferAgent] = useState<DialogAgent | null>(null);

  const rows = useMemo(() => data ?? [], [data]);
  const shifts = rows.map((r) => ({ userId: r.userId, status: r.status, start: r.start, end: r.end, breaks: r.breaks }));
  const totals = teamTotals(shifts, now);

  const flaggedOf = (userId: string): TaskRow[] | null => (flaggedMap ? (flaggedMap.get(userId) ?? []) : null);
  const agentOf = (r: AttendanceRow): DialogAgent => ({ userId: r.userId, name: r.userName, phoneNumber: r.userPhoneNumber, flaggedCount: flaggedOf(r.userId)?.length ?? null });

  const columns: TableColumnsType<AttendanceRow> = [
    {
      title: 'Name',
      key: 'name',
      // The one flexible column: names vary, the figures do not.
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
      width: 140,
      render: (s: string, r) => {
        const f = shiftFigures({ ...r, userId: r.userId }, now);
        return (
          <>
            <AttendanceStatusTag status={s} />
            {s === 'IN_BREAK' && f.currentBreakMinutes !== null && (
              <span className="ops-cell-sub">
                {breakReasonLabel(f.currentBreakReason)} · {formatMinutes(f.currentBreakMinutes)}
              </span>
            )}
          </>
        );
      },
    },
    { title: 'Start', dataIndex: 'start', width: 150, render: (d: string) => formatDateTime(d) },
    { title: 'End', dataIndex: 'end', width: 90, render: (d: string | null) => (d ? formatTime(d) : <span className="ops-muted">On shift</span>) },
    { title: 'Breaks', key: 'breaks', width: 75, align: 'right', render: (_v, r) => r.breaks.length },
    { title: 'Break time', key: 'breakTime', width: 110, align: 'right', render: (_v, r) => formatMinutes(shiftFigures(r, now).breakMinutes) },
    { title: 'Working', key: 'work', width: 90, align: 'right', render: (_v, r) => formatMinutes(shiftFigures(r, now).workMinutes) },
    { title: 'Total', key: 'total', width: 85, align: 'right', render: (_v, r) => <strong>{formatMinutes(shiftFigures(r, now).shiftMinutes)}</strong> },
    {
      title: 'Actions',
      key: 'actions',
      width: 130,
      fixed: 'right',
      render: (_v, r) => {
        const flaggedTasks = flaggedOf(r.userId);
        const ranked = outranks(r);
        return (
          <Space size={4}>
            {canBreak && (
              <Tooltip title={!ranked ? RANK_REFUSED : r.status === 'IN_BREAK' ? 'Already on a break' : 'Set on break'}>
                <Button size="small" icon={<CoffeeOutlined />} disabled={!ranked || r.status === 'IN_BREAK'} onClick={() => setBreakAgent(agentOf(r))} data-testid={`set-break-${r.userId}`} aria-label="Set on break" />
              </Tooltip>
            )}
            {canCheckOut && (
              <Tooltip title={ranked ? 'Check out' : RANK_REFUSED}>
                <Button
                  size="small"
                  danger
                  disabled={!ranked}
                  icon={<LogoutOutlined />}
                  onClick={() => setCheckoutAgent({ ...agentOf(r), start: r.start, figures: shiftFigures(r, now) })}
                  data-testid={`check-out-${r.userId}`}
                  aria-label="Check out"
                />
              </Tooltip>
            )}
            {canTransfer && (
              <Tooltip title={!ranked ? RANK_REFUSED : flaggedTasks ? `Transfer flagged tasks (${flaggedTasks.length})` : 'Transfer flagged tasks'}>
                <Button
                  size="small"
                  icon={<SwapOutlined />}
                  disabled={!ranked || (flaggedTasks !== null && flaggedTasks.length === 0)}
                  onClick={() => setTransferAgent(agentOf(r))}
                  data-testid={`transfer-flagged-${r.userId}`}
                  aria-label="Transfer flagged tasks"
                >
                  {flaggedTasks && flaggedTasks.length > 0 ? flaggedTasks.length : null}
                </Button>
              </Tooltip>
            )}
          </Space>
        );
      },
    },
  ];

  return (
    <div className="ops-page">
      <PageHeader title="Support Team Attendance" subtitle="Everyone on shift now, with breaks and working time." extra={<LiveBadge />} />
      <TeamTotals totals={totals} loading={isLoading} />
      <Card style={{ marginTop: 20 }} styles={{ body: { padding: 0 } }}>
        {isError ? (
          <Result status="warning" title="Error while getting data from the server" extra={<Button onClick={() => void refetch()}>Try again</Button>} />
        ) : isLoading ? (
          <TableSkeleton rows={4} />
        ) : (
          <div data-testid="attendance-table">
            <Table<AttendanceRow>
              rowKey="_id"
              size="middle"
              columns={columns}
              dataSource={rows}
              loading={isLoading}
              pagination={false}
              scroll={{ x: 1040 }}
              onRow={(r) => testId(`attendance-row-${r.userId}`)}
              expandable={{
                rowExpandable: (r) => r.breaks.length > 0,
                expandedRowRender: (r) => <BreaksTable breaks={r.breaks} now={now} />,
              }}
              locale={{
                emptyText: isLoading ? ' ' : <EmptyState title="Nobody is on shift" description="Agents appear here when they check in to receive tasks." />,
              }}
            />
          </div>
        )}
      </Card>
      {!canListTasks && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, fontSize: 12 }}>
          Flagged-task counts need the tasks table permission.
        </Typography.Paragraph>
      )}
      <BreakDialog agent={breakAgent} onClose={() => setBreakAgent(null)} />
      <CheckoutDialog agent={checkoutAgent} onClose={() => setCheckoutAgent(null)} />
      <TransferFlaggedDialog agent={transferAgent} tasks={transferAgent ? flaggedOf(transferAgent.userId) : null} onClose={() => setTransferAgent(null)} />
    </div>
  );
}
