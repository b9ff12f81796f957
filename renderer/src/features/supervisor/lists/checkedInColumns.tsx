import { Tag, Tooltip } from 'antd';
import { FlagFilled } from '@ant-design/icons';
import { Link } from 'react-router';
import { taskCaseLabel } from '@ops/shared/rules/labels';
import { appPath } from '../../../app/paths';
import type { ListColumn } from '../../../components/list/ListPage';
import { formatMinutes, shiftFigures } from '../attendance';
import { StaffNameCell } from './StaffNameCell';
import type { CheckedInRow } from '../attendanceApi';
import { breakReasonLabel } from '../../../components/BreaksTable';
import { AttendanceStatusTag, taskTypeLabel } from '../components/TaskTags';
import { formatDateTime, formatTime } from '../../../lib/format';

export const checkedInShift = (r: CheckedInRow) => ({
  userId: r.userId,
  status: r.status,
  start: r.checkInDate,
  breaks: r.breaks,
});

export const CHECKED_IN_TITLE = 'Users Checked In Tasks';
export const CHECKED_IN_EMPTY = {
  title: 'Nobody is checked in',
  description: 'Agents appear here as soon as they check in to receive tasks.',
};

/** The users-checked-in columns at `now`: who, their status, the task they hold and for how long. */
export function checkedInColumns(now: Date): ListColumn<CheckedInRow>[] {
  return [
    {
      title: 'Name',
      key: 'name',
      width: 210,
      render: (_v, r) => (
        <StaffNameCell userId={r.userId} name={r.userName} phoneNumber={r.userPhoneNumber} />
      ),
    },
    {
      title: 'Status',
      key: 'status',
      dataIndex: 'status',
      width: 150,
      render: (s: string, r) => {
        const f = shiftFigures(checkedInShift(r), now);
        return (
          <>
            <AttendanceStatusTag status={s} />
            {/* Issue 23 item 6: checked in, not on a break, but the timeout took their task back and they have not acted since. */}
            {s === 'ACTIVE' && r.awaySince && (
              <Tooltip
                title={`Since ${formatDateTime(r.awaySince)}: their task went back to the queue for no action; no new task until they act`}
              >
                <Tag color="orange" data-testid={`away-${r.userId}`} style={{ marginInlineStart: 4 }}>
                  Away
                </Tag>
              </Tooltip>
            )}
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
            {r.task.flaggedBy && (
              <FlagFilled
                style={{ color: 'var(--ops-error-line)', marginInlineStart: 6 }}
                aria-label="Flagged"
              />
            )}
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
      render: (_v, r) =>
        r.task?.assignedAt
          ? formatMinutes((now.getTime() - new Date(r.task.assignedAt).getTime()) / 60_000)
          : '—',
    },
    {
      title: 'Assigned count',
      key: 'assignedCount',
      width: 140,
      align: 'right',
      render: (_v, r) =>
        r.task ? (
          <Tag color={r.task.assignedCount > 1 ? 'gold' : 'default'}>{r.task.assignedCount}</Tag>
        ) : (
          '—'
        ),
    },
    {
      title: 'Checked in',
      key: 'checkInDate',
      dataIndex: 'checkInDate',
      width: 105,
      render: (d: string) => formatTime(d),
    },
    {
      title: 'Shift time',
      key: 'shift',
      width: 105,
      align: 'right',
      render: (_v, r) => <strong>{formatMinutes(shiftFigures(checkedInShift(r), now).shiftMinutes)}</strong>,
    },
  ];
}
