import { useMemo, useState } from 'react';
import { Typography } from 'antd';
import { SUPPORT_TEAM_ATTENDANCE_EXPORT } from '@ops/shared/exports/staffListsExportFields';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import { mayActOnColleague } from '@ops/shared/rules/permissions/rank';
import { useAppSelector } from '../../app/hooks';
import { selectRole, selectUser } from '../auth/sessionSlice';
import { ExportControls } from '../../components/export/ExportControls';
import { useExport } from '../../components/export/useExport';
import { ListPage } from '../../components/list/ListPage';
import { useCan } from '../../components/PermissionGate';
import { flaggedByUser, shiftFigures, teamTotals } from './attendance';
import { useSupervisorTeamAttendanceQuery, type AttendanceRow } from './attendanceApi';
import { BreakDialog, type DialogAgent } from './components/BreakDialog';
import { BreaksTable } from '../../components/BreaksTable';
import { CheckoutDialog, type CheckoutAgent } from './components/CheckoutDialog';
import { LiveBadge } from './components/LiveBadge';
import { TeamTotals } from './components/TeamTotals';
import { TransferFlaggedDialog } from './components/TransferFlaggedDialog';
import { ATTENDANCE_EMPTY, ATTENDANCE_TITLE, attendanceColumns } from './lists/attendanceColumns';
import { OPEN_FLAGGED_FILTERS } from './taskFilters';
import { useSupervisorTasksQuery, type TaskRow } from './tasksApi';
import { useNow } from '../../lib/useNow';
import './supervisor.css';

const FLAGGED_ARGS = { pageNumber: 1, rowsPerPage: 200, filters: JSON.stringify(OPEN_FLAGGED_FILTERS) };

/** /app/support-team-attendance: who is on shift, their breaks and totals, and the supervisor's actions (03 §2.7); export with task.EXPORT. */
export default function SupportTeamAttendancePage() {
  const now = useNow();
  const canBreak = useCan(gate('task.SET_USERS_ON_BREAK'));
  const canCheckOut = useCan(gate('task.CHECK_USERS_OUT'));
  const canTransfer = useCan(gate('task.BULK_TRANSFER_FLAGGED_TASKS'));
  const me = useAppSelector(selectUser);
  const myRole = useAppSelector(selectRole);
  // Flagged tasks are read through the tasks table query; without its flag the hand-over count is unknown.
  const canListTasks = useCan(gate('task.VIEW_TASKS_TABLE'));
  const { data, isLoading, error, refetch } = useSupervisorTeamAttendanceQuery();
  const flagged = useSupervisorTasksQuery(FLAGGED_ARGS, {
    skip: !canListTasks,
    refetchOnMountOrArgChange: true,
  });
  const exporter = useExport(SUPPORT_TEAM_ATTENDANCE_EXPORT);
  const flaggedMap = useMemo(() => (flagged.data ? flaggedByUser(flagged.data.tasks) : null), [flagged.data]);

  const [breakAgent, setBreakAgent] = useState<DialogAgent | null>(null);
  const [checkoutAgent, setCheckoutAgent] = useState<CheckoutAgent | null>(null);
  const [transferAgent, setTransferAgent] = useState<DialogAgent | null>(null);

  const rows = useMemo(() => data ?? [], [data]);
  const totals = teamTotals(
    rows.map((r) => ({ userId: r.userId, status: r.status, start: r.start, end: r.end, breaks: r.breaks })),
    now,
  );

  const flaggedOf = (userId: string): TaskRow[] | null =>
    flaggedMap ? (flaggedMap.get(userId) ?? []) : null;
  const agentOf = (r: AttendanceRow): DialogAgent => ({
    userId: r.userId,
    name: r.userName,
    phoneNumber: r.userPhoneNumber,
    flaggedCount: flaggedOf(r.userId)?.length ?? null,
  });

  const columns = attendanceColumns(now, {
    canBreak,
    canCheckOut,
    canTransfer,
    outranks: (r) =>
      !!me &&
      mayActOnColleague({ userId: me._id, role: myRole }, { userId: r.userId, level: r.userRoleLevel }),
    flaggedCount: (userId) => flaggedOf(userId)?.length ?? null,
    onBreak: (r) => setBreakAgent(agentOf(r)),
    onCheckOut: (r) => setCheckoutAgent({ ...agentOf(r), start: r.start, figures: shiftFigures(r, now) }),
    onTransfer: (r) => setTransferAgent(agentOf(r)),
  });

  return (
    <ListPage<AttendanceRow, object, string>
      title={ATTENDANCE_TITLE}
      subtitle="Everyone on shift now, with breaks and working time."
      headerButtons={<LiveBadge />}
      name="supportTeamAttendance"
      above={<TeamTotals totals={totals} loading={isLoading} />}
      columns={columns}
      rows={data}
      total={rows.length}
      rowKey={(r) => r._id}
      rowAttributes={(r) => ({ 'data-testid': `attendance-row-${r.userId}` })}
      expandable={{
        rowExpandable: (r) => r.breaks.length > 0,
        expandedRowRender: (r) => <BreaksTable breaks={r.breaks} now={now} />,
      }}
      loading={isLoading}
      error={error}
      onRetry={() => void refetch()}
      empty={ATTENDANCE_EMPTY}
      onExport={exporter.allowed ? () => exporter.open({}, rows.length) : undefined}
      onExportSelected={
        exporter.allowed ? (selected) => exporter.openSelected(selected.map((r) => r._id)) : undefined
      }
      exportLabel={exporter.status === 'idle' ? 'Export' : exporter.status}
      scrollX={1040}
      testId="attendance"
      below={
        <>
          {!canListTasks && (
            <Typography.Paragraph type="secondary" style={{ marginTop: 8, fontSize: 12 }}>
              Flagged-task counts need the tasks table permission.
            </Typography.Paragraph>
          )}
          <BreakDialog agent={breakAgent} onClose={() => setBreakAgent(null)} />
          <CheckoutDialog agent={checkoutAgent} onClose={() => setCheckoutAgent(null)} />
          <TransferFlaggedDialog
            agent={transferAgent}
            tasks={transferAgent ? flaggedOf(transferAgent.userId) : null}
            onClose={() => setTransferAgent(null)}
          />
          <ExportControls exporter={exporter} />
        </>
      }
    />
  );
}
