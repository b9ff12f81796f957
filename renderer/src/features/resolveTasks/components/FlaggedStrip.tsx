import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Space, Tooltip, Typography } from 'antd';
import { SwapOutlined } from '@ant-design/icons';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectUser } from '../../auth/sessionSlice';
import { canPickTask, minutesSinceFlagged } from '@ops/shared/rules/taskActions';
import { FLAG_MINUTES_REFRESH_MS } from '@ops/shared/rules/constants';
import { useManualPickTaskMutation, useSetTaskToUnFlaggedMutation } from '../resolveTasksApi';
import type { WorkspaceTask } from '../workspaceTypes';
import { currentTaskLoaded, flagChanged, selectCurrentTask, selectFlaggedTasks } from '../tasksSlice';
import { selectAttendanceStatus } from '../attendanceSlice';
import { useNow } from '../../../lib/useNow';
import { formatCount } from '../../../lib/format';
import { TaskCard } from './TaskCard';
import { TransferRequestDialog } from '../dialogs/TransferRequestDialog';

/**
 * 01 §2: the strip of my flagged tasks above the task (FLAG_TASK only); each card
 * shows the minutes since flagging, refreshed every second.
 */
export function FlaggedStrip() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const flagged = useAppSelector(selectFlaggedTasks);
  const current = useAppSelector(selectCurrentTask);
  const userId = useAppSelector(selectUser)?._id ?? '';
  const attendanceStatus = useAppSelector(selectAttendanceStatus);
  const now = useNow(FLAG_MINUTES_REFRESH_MS);
  const [pick] = useManualPickTaskMutation();
  const [unflag, unflagState] = useSetTaskToUnFlaggedMutation();
  const [transferTask, setTransferTask] = useState<WorkspaceTask | null>(null);
  const minutesText = (minutes: number) =>
    t('workspace.flagged.minutes', { count: minutes, n: formatCount(minutes) });

  const onPick = async (task: WorkspaceTask) => {
    try {
      dispatch(currentTaskLoaded(await pick({ taskId: task._id }).unwrap()));
    } catch (error) {
      // 01 §8: failures when picking flagged tasks are only logged.
      console.warn('pick flagged task failed', error);
    }
  };

  // A task put aside (or transferred to me) that I will not take: back to the queue for
  // whoever is free, without picking it first.
  const onUnflag = async (task: WorkspaceTask) => {
    try {
      dispatch(flagChanged(await unflag(task._id).unwrap()));
    } catch (error) {
      // 01 §8: unflag failures are only logged.
      console.warn('unflag failed', error);
    }
  };

  return (
    <div className="flagged-strip" data-testid="flagged-strip" data-count={flagged.length}>
      <Typography.Text strong className="flagged-strip__title">
        {t('workspace.flagged.title', { n: formatCount(flagged.length) })}
      </Typography.Text>
      <div className="flagged-strip__cards">
        {flagged.length === 0 && (
          <Typography.Text type="secondary">{t('workspace.flagged.empty')}</Typography.Text>
        )}
        {flagged.map((task) => (
          <TaskCard
            key={task._id}
            task={task}
            testId={`flagged-card-${task._id}`}
            extra={
              <Typography.Text type="warning" data-testid={`flagged-minutes-${task._id}`}>
                {minutesText(task.flaggedAt ? minutesSinceFlagged(task.flaggedAt, now) : 0)}
              </Typography.Text>
            }
            footer={
              <Space size={4} style={{ marginTop: 6 }}>
                <Button
                  size="small"
                  disabled={
                    current?._id === task._id ||
                    !canPickTask({ attendanceStatus, flaggedBy: task.flaggedBy, userId })
                  }
                  onClick={() => void onPick(task)}
                  data-testid={`pick-${task._id}`}
                >
                  {current?._id === task._id ? t('workspace.flagged.current') : t('workspace.flagged.pick')}
                </Button>
                <Tooltip title={t('workspace.flagged.unflagTip')}>
                  <Button
                    size="small"
                    loading={unflagState.isLoading && unflagState.originalArgs === task._id}
                    onClick={() => void onUnflag(task)}
                    data-testid={`unflag-${task._id}`}
                  >
                    {t('workspace.flagged.unflag')}
                  </Button>
                </Tooltip>
                <Tooltip title={t('workspace.flagged.transferTip')}>
                  <Button
                    size="small"
                    icon={<SwapOutlined />}
                    onClick={() => setTransferTask(task)}
                    data-testid={`transfer-open-${task._id}`}
                  >
                    {t('workspace.flagged.transfer')}
                  </Button>
                </Tooltip>
              </Space>
            }
          />
        ))}
      </div>
      <TransferRequestDialog task={transferTask} onClose={() => setTransferTask(null)} />
    </div>
  );
}
