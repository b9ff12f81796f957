import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Input, Modal } from 'antd';
import { useAppDispatch } from '../../../app/hooks';
import { useCan } from '../../../components/PermissionGate';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import {
  canSetPending,
  parseCustomPendingTime,
  validateCustomPendingTime,
} from '@ops/shared/rules/pendingTime';
import { notice } from '../../../lib/notices';
import { errorMessageOf } from '../../../i18n/errorText';
import { useSetTaskToPendingMutation } from '../resolveTasksApi';
import type { WorkspaceTask } from '../workspaceTypes';
import { taskLeft } from '../tasksSlice';
import { COMMENT_MAX_LENGTH } from '@ops/shared/rules/limits';

/** 03 §4: setting a task pending needs a comment and an optional custom pending time. */
export function SetPendingDialog({
  open,
  task,
  onClose,
}: {
  open: boolean;
  task: WorkspaceTask;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const mayCustom = useCan(gate('task.ADD_CUSTOM_PENDING_TIME'));
  const [comment, setComment] = useState('');
  const [minutes, setMinutes] = useState('');
  const [setPending, { isLoading }] = useSetTaskToPendingMutation();
  useEffect(() => {
    if (open) {
      setComment('');
      setMinutes('');
    }
  }, [open]);
  const minutesError = validateCustomPendingTime(minutes);

  const onOk = async () => {
    const parsed = parseCustomPendingTime(minutes);
    if (!parsed.ok) return;
    try {
      await setPending({
        taskId: task._id,
        comment: comment.trim(),
        customPendingTime: parsed.minutes ?? null,
      }).unwrap();
      // The next task may already be on screen (its event can beat this answer): clear only this one.
      dispatch(taskLeft(task._id));
      onClose();
    } catch (error) {
      notice.error(errorMessageOf(error));
    }
  };

  return (
    <Modal
      open={open}
      title={t('workspace.pending.title')}
      okText={t('workspace.pending.title')}
      onOk={() => void onOk()}
      onCancel={onClose}
      confirmLoading={isLoading}
      okButtonProps={{
        disabled: !canSetPending(comment, minutes),
        ...{ 'data-testid': 'set-pending-confirm' },
      }}
      destroyOnHidden
      width={420}
    >
      <Form layout="vertical">
        <Form.Item label={t('workspace.pending.comment')} required>
          <Input.TextArea
            rows={4}
            maxLength={COMMENT_MAX_LENGTH}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            autoFocus
            dir="auto"
            data-testid="pending-comment"
          />
        </Form.Item>
        {mayCustom && (
          <Form.Item
            label={t('workspace.pending.customTime')}
            validateStatus={minutesError ? 'error' : undefined}
            help={minutesError ?? t('workspace.pending.defaultTime')}
          >
            <Input
              inputMode="numeric"
              value={minutes}
              onChange={(e) => setMinutes(e.target.value)}
              data-testid="pending-minutes"
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
