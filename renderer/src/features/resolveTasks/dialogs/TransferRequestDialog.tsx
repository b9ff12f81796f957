import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnOpen } from './useOnOpen';
import { Alert, Form, Input, Modal } from 'antd';
import { canSubmitTransfer, TRANSFER_MESSAGES } from '@ops/shared/rules/transferDialog';
import { notice } from '../../../lib/notices';
import { errorMessageOf } from '../../../i18n/errorText';
import { useRequestTransferFlaggedTaskMutation } from '../resolveTasksApi';
import type { WorkspaceTask } from '../workspaceTypes';
import { ColleagueSelect } from './ColleagueSelect';
import { REASON_MAX_LENGTH } from '@ops/shared/rules/limits';

/** 01 §5 transfer request form: a target user is required, the reason optional; errors inside the dialog. */
export function TransferRequestDialog({
  task,
  onClose,
}: {
  task: WorkspaceTask | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [to, setTo] = useState<string[]>([]);
  const [reason, setReason] = useState('');
  const [request, { isLoading, error, reset }] = useRequestTransferFlaggedTaskMutation();
  useOnOpen(!!task, () => {
    setTo([]);
    setReason('');
    reset();
  });

  const onOk = async () => {
    if (!task || !to[0]) return;
    try {
      await request({
        taskId: task._id,
        transferToId: to[0],
        transferReason: reason.trim() || null,
      }).unwrap();
      notice.success(TRANSFER_MESSAGES.sent);
      onClose();
    } catch {
      // Shown inside the dialog (01 §8).
    }
  };

  return (
    <Modal
      open={!!task}
      title={t('workspace.transfer.title', { what: task?.vehicleCode ?? t('workspace.transfer.task') })}
      okText={t('workspace.transfer.send')}
      onOk={() => void onOk()}
      onCancel={onClose}
      confirmLoading={isLoading}
      okButtonProps={{
        disabled: !canSubmitTransfer(to, { multiSelect: false, loading: isLoading }),
        ...{ 'data-testid': 'transfer-request-send' },
      }}
      destroyOnHidden
      width={440}
    >
      <Form layout="vertical">
        <Form.Item label={t('workspace.transfer.to')} required>
          <ColleagueSelect value={to} onChange={setTo} multiple={false} testId="transfer-to" />
        </Form.Item>
        <Form.Item label={t('workspace.transfer.reason')}>
          <Input.TextArea
            rows={3}
            maxLength={REASON_MAX_LENGTH}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            dir="auto"
            data-testid="transfer-reason"
          />
        </Form.Item>
      </Form>
      {error && (
        <Alert type="error" showIcon title={errorMessageOf(error)} data-testid="transfer-request-error" />
      )}
    </Modal>
  );
}
