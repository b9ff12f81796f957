import { useEffect, useState } from 'react';
import { Descriptions, Input, Modal } from 'antd';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { breakTable } from '@ops/shared/rules/breaks';
import { notice } from '../../../lib/notices';
import { errorMessageOf } from '@ops/shared/rules/errors';
import { useCheckoutUserFromReceivingTasksMutation } from '../attendanceApi';
import { notCheckedIn, selectAttendance } from '../attendanceSlice';
import { currentTaskLoaded, selectCurrentTask, selectFlaggedTasks } from '../tasksSlice';
import { elapsedMs, formatClock } from '../timers';
import { minutesText } from '../noticeTexts';
import { COMMENT_MAX_LENGTH } from '@ops/shared/rules/limits';

/** 03 §2.7 check-out: a shift summary and an optional comment. */
export function CheckOutDialog({ open, onClose, needsTransfer }: { open: boolean; onClose: () => void; needsTransfer: (comment: string) => boolean }) {
  const dispatch = useAppDispatch();
  const attendance = useAppSelector(selectAttendance);
  const task = useAppSelector(selectCurrentTask);
  const flagged = useAppSelector(selectFlaggedTasks);
  const [comment, setComment] = useState('');
  const [checkOut, { isLoading }] = useCheckoutUserFromReceivingTasksMutation();
  useEffect(() => {
    if (open) setComment('');
  }, [open]);
  const now = new Date();
  const breaks = breakTable(attendance.breaks, now);

  const onOk = async () => {
    if (needsTransfer(comment.trim())) return onClose();
    try {
      const result = await checkOut({ comment: comment.trim() }).unwrap();
      dispatch(currentTaskLoaded(null));
      dispatch(notCheckedIn());
      notice.success(result.message);
      onClose();
    } catch (error) {
      notice.error(errorMessageOf(error));
    }
  };

  return (
    <Modal open={open} title="Check Out" okText="Check Out" okButtonProps={{ danger: true, ...{ 'data-testid': 'check-out-confirm' } }}
      onOk={() => void onOk()} onCancel={onClose} confirmLoading={isLoading} destroyOnHidden width={440}>
      <Descriptions size="small" column={1} bordered style={{ marginBottom: 12 }} data-testid="shift-summary">
        <Descriptions.Item label="Shift time">{formatClock(elapsedMs(attendance.checkInDate, now))}</Descriptions.Item>
        <Descriptions.Item label="Breaks">{breaks.rows.length} ({minutesText(breaks.totalMinutes)})</Descriptions.Item>
        <Descriptions.Item label="Current task">{task ? (task.vehicleCode ?? task.type) : 'None'}</Descriptions.Item>
        <Descriptions.Item label="Flagged tasks">{flagged.length}</Descriptions.Item>
      </Descriptions>
      <Input.TextArea rows={3} maxLength={COMMENT_MAX_LENGTH} placeholder="Comment (optional)" value={comment} onChange={(e) => setComment(e.target.value)} data-testid="check-out-comment" />
    </Modal>
  );
}
