import { Button, Space, Tooltip } from 'antd';
import { CoffeeOutlined, LogoutOutlined, SwapOutlined } from '@ant-design/icons';
import { RANK_REFUSED } from '@ops/shared/rules/permissions/rank';
import type { ListColumn } from '../../../components/list/ListPage';
import { formatMinutes, shiftFigures } from '../attendance';
import { StaffNameCell } from './StaffNameCell';
import type { AttendanceRow } from '../attendanceApi';
import { breakReasonLabel } from '../../../components/BreaksTable';
import { AttendanceStatusTag } from '../components/TaskTags';
import { formatDateTime, formatTime } from '../../../lib/format';

export const ATTENDANCE_TITLE = 'Support Team Attendance';
export const ATTENDANCE_EMPTY = {
  title: 'Nobody is on shift',
  description: 'Agents appear here when they check in to receive tasks.',
};

/** What the actions column may offer; each button shows only with its permission. */
export interface AttendanceActions {
  canBreak: boolean;
  canCheckOut: boolean;
  canTransfer: boolean;
  /** The server refuses these on a colleague of equal or higher rank; the buttons say so first. */
  outranks: (row: AttendanceRow) => boolean;
  /** The agent's open flagged tasks, or null when they cannot be read. */
  flaggedCount: (userId: string) => number | null;
  onBreak: (row: AttendanceRow) => void;
  onCheckOut: (row: AttendanceRow) => void;
  onTransfer: (row: AttendanceRow) => void;
}

/** The attendance columns at `now` (03 §2.7): who, status, shift times, breaks, and the supervisor's actions. */
export function attendanceColumns(now: Date, actions: AttendanceActions): ListColumn<AttendanceRow>[] {
  const { canBreak, canCheckOut, canTransfer, outranks, flaggedCount, onBreak, onCheckOut, onTransfer } =
    actions;
  const columns: ListColumn<AttendanceRow>[] = [
    {
      title: 'Name',
      key: 'name',
      // The one flexible column: names vary, the figures do not.
      render: (_v, r) => (
        <StaffNameCell userId={r.userId} name={r.userName} phoneNumber={r.userPhoneNumber} />
      ),
    },
    {
      title: 'Status',
      key: 'status',
      dataIndex: 'status',
      width: 140,
      render: (s: string, r) => {
        const f = shiftFigures(r, now);
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
    {
      title: 'Start',
      key: 'start',
      dataIndex: 'start',
      width: 150,
      render: (d: string) => formatDateTime(d),
    },
    {
      title: 'End',
      key: 'end',
      dataIndex: 'end',
      width: 90,
      render: (d: string | null) => (d ? formatTime(d) : <span className="ops-muted">On shift</span>),
    },
    { title: 'Breaks', key: 'breaks', width: 75, align: 'right', render: (_v, r) => r.breaks.length },
    {
      title: 'Break time',
      key: 'breakTime',
      width: 110,
      align: 'right',
      render: (_v, r) => formatMinutes(shiftFigures(r, now).breakMinutes),
    },
    {
      title: 'Working',
      key: 'work',
      width: 90,
      align: 'right',
      render: (_v, r) => formatMinutes(shiftFigures(r, now).workMinutes),
    },
    {
      title: 'Total',
      key: 'total',
      width: 85,
      align: 'right',
      render: (_v, r) => <strong>{formatMinutes(shiftFigures(r, now).shiftMinutes)}</strong>,
    },
  ];
  if (!canBreak && !canCheckOut && !canTransfer) return columns;
  columns.push({
    title: 'Actions',
    key: 'actions',
    width: 130,
    fixed: 'right',
    render: (_v, r) => {
      const flagged = flaggedCount(r.userId);
      const ranked = outranks(r);
      return (
        <Space size={4}>
          {canBreak && (
            <Tooltip
              title={!ranked ? RANK_REFUSED : r.status === 'IN_BREAK' ? 'Already on a break' : 'Set on break'}
            >
              <Button
                size="small"
                icon={<CoffeeOutlined />}
                disabled={!ranked || r.status === 'IN_BREAK'}
                onClick={() => onBreak(r)}
                data-testid={`set-break-${r.userId}`}
                aria-label="Set on break"
              />
            </Tooltip>
          )}
          {canCheckOut && (
            <Tooltip title={ranked ? 'Check out' : RANK_REFUSED}>
              <Button
                size="small"
                danger
                disabled={!ranked}
                icon={<LogoutOutlined />}
                onClick={() => onCheckOut(r)}
                data-testid={`check-out-${r.userId}`}
                aria-label="Check out"
              />
            </Tooltip>
          )}
          {canTransfer && (
            <Tooltip
              title={
                !ranked
                  ? RANK_REFUSED
                  : flagged !== null
                    ? `Transfer flagged tasks (${flagged})`
                    : 'Transfer flagged tasks'
              }
            >
              <Button
                size="small"
                icon={<SwapOutlined />}
                disabled={!ranked || flagged === 0}
                onClick={() => onTransfer(r)}
                data-testid={`transfer-flagged-${r.userId}`}
                aria-label="Transfer flagged tasks"
              >
                {flagged ? flagged : null}
              </Button>
            </Tooltip>
          )}
        </Space>
      );
    },
  });
  return columns;
}
