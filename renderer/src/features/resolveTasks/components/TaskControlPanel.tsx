import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, Tooltip } from 'antd';
import { CoffeeOutlined, LogoutOutlined, PauseCircleOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { useAppSelector } from '../../../app/hooks';
import { selectIsLive } from '../../shell/connectionSlice';
import { notice } from '../../../lib/notices';
import { errorMessageOf } from '../../../i18n/errorText';
import { selectAttendance } from '../attendanceSlice';
import { selectCurrentTask, selectFlaggedTasks } from '../tasksSlice';
import { useEndBreakMutation } from '../attendanceApi';
import { useNow } from '../../../lib/useNow';
import { formatCount } from '../../../lib/format';
import { slaElapsedMs } from '@ops/shared/rules/taskSla';
import { SlaClock } from '../../../components/sla/SlaClock';
import { elapsedMs, formatClock, urgencyAge } from '../timers';
import { useShortcutHandler } from '../useShortcuts';
import { withShortcut } from '../shortcuts';
import { StartBreakDialog } from '../dialogs/StartBreakDialog';
import { CheckOutDialog } from '../dialogs/CheckOutDialog';
import { SetPendingDialog } from '../dialogs/SetPendingDialog';
import { BulkTransferDialog, type BulkTransferGoal } from '../dialogs/BulkTransferDialog';

/**
 * 03 §2.7 task control panel: live-data banner, total shift time, check-out, start
 * break, end break (only while in break), set pending, assigned count and the
 * duration-of-urgency timer. Break or check-out while holding flagged tasks first
 * asks to transfer them (03 §4).
 */
export function TaskControlPanel() {
  const { t } = useTranslation();
  const live = useAppSelector(selectIsLive);
  const attendance = useAppSelector(selectAttendance);
  const task = useAppSelector(selectCurrentTask);
  const flagged = useAppSelector(selectFlaggedTasks);
  const now = useNow(1000);
  const [dialog, setDialog] = useState<'break' | 'checkout' | 'pending' | null>(null);
  const [transferGoal, setTransferGoal] = useState<BulkTransferGoal | null>(null);
  const [endBreak, { isLoading: ending }] = useEndBreakMutation();
  const onBreak = attendance.status === 'IN_BREAK';

  const open = (which: 'break' | 'checkout') => setDialog(which);
  const afterForm = (goal: BulkTransferGoal) => {
    if (flagged.length > 0) setTransferGoal(goal);
    else return false;
    return true;
  };
  const onEndBreak = async () => {
    try {
      notice.success(await endBreak().unwrap());
    } catch (error) {
      notice.error(errorMessageOf(error));
    }
  };
  useShortcutHandler('startBreak', !onBreak ? () => open('break') : null);
  useShortcutHandler('setPending', task ? () => setDialog('pending') : null);

  return (
    <Card
      size="small"
      title={t('workspace.control.title')}
      className="task-control"
      data-testid="task-control-panel"
    >
      {/* A column beside the task from 1600 px, a strip above it below (resolveTasks.css). */}
      <div className="task-control__body">
        <Alert
          className="task-control__live"
          type={live ? 'success' : 'error'}
          showIcon
          title={live ? t('workspace.control.live') : t('workspace.control.notLive')}
          data-testid="live-banner"
          data-live={live}
        />
        <dl className="task-control__stats">
          <div className="task-control__stat">
            <dt>{t('workspace.control.shiftTime')}</dt>
            <dd data-testid="shift-time" className="tabular">
              {formatClock(elapsedMs(attendance.checkInDate, now))}
            </dd>
          </div>
          <div className="task-control__stat">
            <dt>{t('workspace.control.assignedCount')}</dt>
            <dd data-testid="assigned-count">{formatCount(task?.assignedCount ?? 0)}</dd>
          </div>
          <div className="task-control__stat">
            <dt>{t('workspace.control.urgentFor')}</dt>
            {/* The SLA clock (issue 11 item 6): from creation, less the time the task waited as pending. */}
            <dd data-testid="urgency-timer" className="tabular">
              {task ? urgencyAge(slaElapsedMs(task.createdAt, task.actionsHistory, now.getTime())) : '-'}
            </dd>
          </div>
          {task && task.slaTargetMinutes !== null && (
            <div className="task-control__stat">
              <dt>{t('workspace.control.sla')}</dt>
              <dd>
                <SlaClock
                  elapsedMs={slaElapsedMs(task.createdAt, task.actionsHistory, now.getTime())}
                  targetMinutes={task.slaTargetMinutes}
                  testId="workspace-sla"
                />
              </dd>
            </div>
          )}
        </dl>
        <div className="task-control__buttons">
          {task && (
            <Tooltip
              title={withShortcut(t('workspace.control.setPendingTip'), 'setPending')}
              placement="left"
            >
              <Button
                block
                icon={<PauseCircleOutlined />}
                onClick={() => setDialog('pending')}
                data-testid="set-pending"
              >
                {t('workspace.control.setPending')}
              </Button>
            </Tooltip>
          )}
          {onBreak ? (
            <Button
              block
              type="primary"
              icon={<PlayCircleOutlined />}
              loading={ending}
              onClick={() => void onEndBreak()}
              data-testid="end-break"
            >
              {t('workspace.control.endBreak')}
            </Button>
          ) : (
            <Tooltip
              title={withShortcut(t('workspace.control.startBreakTip'), 'startBreak')}
              placement="left"
            >
              <Button block icon={<CoffeeOutlined />} onClick={() => open('break')} data-testid="start-break">
                {t('workspace.control.startBreak')}
              </Button>
            </Tooltip>
          )}
          {attendance.showCheckOut && (
            <Button
              block
              danger
              icon={<LogoutOutlined />}
              onClick={() => open('checkout')}
              data-testid="check-out"
            >
              {t('workspace.control.checkOut')}
            </Button>
          )}
        </div>
      </div>
      <StartBreakDialog
        open={dialog === 'break'}
        onClose={() => setDialog(null)}
        needsTransfer={(reason) => afterForm({ kind: 'break', reason })}
      />
      <CheckOutDialog
        open={dialog === 'checkout'}
        onClose={() => setDialog(null)}
        needsTransfer={(comment) => afterForm({ kind: 'checkout', comment })}
      />
      {task && <SetPendingDialog open={dialog === 'pending'} task={task} onClose={() => setDialog(null)} />}
      <BulkTransferDialog goal={transferGoal} tasks={flagged} onClose={() => setTransferGoal(null)} />
    </Card>
  );
}
