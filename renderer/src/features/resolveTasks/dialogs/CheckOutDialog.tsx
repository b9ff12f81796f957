import { Descriptions } from 'antd';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { breakTable } from '@ops/shared/rules/breaks';
import { notice } from '../../../lib/notices';
import { errorMessageOf } from '@ops/shared/rules/errors';
import { CheckoutDialogFrame } from '../../../components/CheckoutDialogFrame';
import { useCheckoutUserFromReceivingTasksMutation, useMyShiftFiguresQuery } from '../attendanceApi';
import { notCheckedIn, selectAttendance } from '../attendanceSlice';
import { currentTaskLoaded, selectCurrentTask, selectFlaggedTasks } from '../tasksSlice';
import { elapsedMs, formatClock } from '../timers';
import { minutesText } from '../noticeTexts';

/** 03 §2.7 check-out: a shift summary and an optional comment. */
export function CheckOutDialog({ open, onClose, needsTransfer }: { open: boolean; onClose: () => void; needsTransfer: (comment: string) => boolean }) {
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
      title="Check Out"
      okText="Check Out"
      confirmTestId="check-out-confirm"
      commentTestId="check-out-comment"
      busy={isLoading}
      onSubmit={(comment) => void onSubmit(comment)}
      onClose={onClose}
      width={440}
      summary={
        <Descriptions size="small" column={1} bordered data-testid="shift-summary">
          <Descriptions.Item label="Shift time">{formatClock(elapsedMs(attendance.checkInDate, now))}</Descriptions.Item>
          <Descriptions.Item label="Breaks">
            {breaks.rows.length} ({minutesText(breaks.totalMinutes)})
          </Descriptions.Item>
          <Descriptions.Item label="Tasks handled">
            <span data-testid="shift-tasks-handled">{figures ? figures.tasksHandled : '—'}</span>
          </Descriptions.Item>
          {/* Issue 23 item 6: a timeout is not a break; shown apart. */}
          <Descriptions.Item label="Returned for no action">
            <span data-testid="shift-idle-returns">{figures ? figures.idleReturns : '—'}</span>
          </Descriptions.Item>
          <Descriptions.Item label="Current task">{task ? (task.vehicleCode ?? task.type) : 'None'}</Descriptions.Item>
          <Descriptions.Item label="Flagged tasks">{flagged.length}</Descriptions.Item>
        </Descriptions>
      }
    />
  );
}
