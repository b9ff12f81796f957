import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { breakTable } from '@ops/shared/rules/breaks';
import { notice } from '../../../lib/notices';
import { errorMessageOf } from '../../../i18n/errorText';
import { CheckoutDialogFrame } from '../../../components/CheckoutDialogFrame';
import { useCheckoutUserFromReceivingTasksMutation, useMyShiftFiguresQuery } from '../attendanceApi';
import { notCheckedIn, selectAttendance } from '../attendanceSlice';
import { currentTaskLoaded, selectCurrentTask, selectFlaggedTasks } from '../tasksSlice';
import { elapsedMs, formatClock } from '../timers';
import { taskTypeText } from '../../../i18n/sharedLabels';
import { formatCount } from '../../../lib/format';

/** 03 §2.7 check-out: a shift summary and an optional comment. */
export function CheckOutDialog({
  open,
  onClose,
  needsTransfer,
}: {
  open: boolean;
  onClose: () => void;
  needsTransfer: (comment: string) => boolean;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const attendance = useAppSelector(selectAttendance);
  const task = useAppSelector(selectCurrentTask);
  const flagged = useAppSelector(selectFlaggedTasks);
  const [checkOut, { isLoading }] = useCheckoutUserFromReceivingTasksMutation();
  const figures = useMyShiftFiguresQuery(undefined, { skip: !open, refetchOnMountOrArgChange: true }).data;
  const now = new Date();
  const breaks = breakTable(attendance.breaks, now);

  const onSubmit = async (comment: string) => {
    if (needsTransfer(comment)) return onClose();
    try {
      const result = await checkOut({ comment }).unwrap();
      dispatch(currentTaskLoaded(null));
      dispatch(notCheckedIn());
      notice.success(result.message);
      onClose();
    } catch (error) {
      notice.error(errorMessageOf(error));
    }
  };

  return (
    <CheckoutDialogFrame
      open={open}
      title={t('workspace.checkOut.title')}
      okText={t('workspace.checkOut.title')}
      confirmTestId="check-out-confirm"
      commentTestId="check-out-comment"
      busy={isLoading}
      onSubmit={(comment) => void onSubmit(comment)}
      onClose={onClose}
      width={440}
      summary={
        <Descriptions size="small" column={1} bordered data-testid="shift-summary">
          <Descriptions.Item label={t('workspace.checkOut.shiftTime')}>
            {formatClock(elapsedMs(attendance.checkInDate, now))}
          </Descriptions.Item>
          <Descriptions.Item label={t('workspace.checkOut.breaks')}>
            {t('workspace.checkOut.breaksValue', {
              n: formatCount(breaks.rows.length),
              minutes: t('workspace.minutes', {
                count: breaks.totalMinutes,
                n: formatCount(breaks.totalMinutes),
              }),
            })}
          </Descriptions.Item>
          <Descriptions.Item label={t('workspace.checkOut.tasksHandled')}>
            <span data-testid="shift-tasks-handled">{figures ? formatCount(figures.tasksHandled) : '—'}</span>
          </Descriptions.Item>
          {/* Issue 23 item 6: a timeout is not a break; shown apart. */}
          <Descriptions.Item label={t('workspace.checkOut.idleReturns')}>
            <span data-testid="shift-idle-returns">{figures ? formatCount(figures.idleReturns) : '—'}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('workspace.checkOut.currentTask')}>
            {task ? (task.vehicleCode ?? taskTypeText(t, task.type)) : t('workspace.checkOut.none')}
          </Descriptions.Item>
          <Descriptions.Item label={t('workspace.checkOut.flaggedTasks')}>
            {formatCount(flagged.length)}
          </Descriptions.Item>
        </Descriptions>
      }
    />
  );
}
