import { useEffect, useState } from 'react';
import { Form, Modal, Select } from 'antd';
import { BREAK_REASONS, BREAK_REASON_LABELS } from '@ops/shared/rules/labels';
import { canStartBreak } from '@ops/shared/rules/breaks';
import { notice } from '../../../lib/notices';
import { errorMessageOf } from '@ops/shared/rules/errors';
import { useStartBreakMutation } from '../attendanceApi';

/**
 * 02 §2 "set a user on break" for oneself: the reason is required. When flagged tasks
 * are held, `needsTransfer` takes over (the bulk transfer continues with the break).
 */
export function StartBreakDialog({ open, onClose, needsTransfer }: { open: boolean; onClose: () => void; needsTransfer: (reason: string) => boolean }) {
  const [reason, setReason] = useState<string | undefined>();
  const [startBreak, { isLoading }] = useStartBreakMutation();
  useEffect(() => {
    if (open) setReason(undefined);
  }, [open]);

  const onOk = async () => {
    if (!reason) return;
    if (needsTransfer(reason)) return onClose();
    try {
      notice.success(await startBreak(reason).unwrap());
      onClose();
    } catch (error) {
      notice.error(errorMessageOf(error));
    }
  };

  return (
    <Modal open={open} title="Start Break" okText="Start Break" onOk={() => void onOk()} onCancel={onClose} confirmLoading={isLoading}
      okButtonProps={{ disabled: !canStartBreak(reason), ...{ 'data-testid': 'start-break-confirm' } }} destroyOnHidden width={400}>
      <Form layout="vertical">
        <Form.Item label="Reason" required>
          <Select value={reason} onChange={setReason} placeholder="Choose a reason" data-testid="break-reason" autoFocus
            options={BREAK_REASONS.map((value) => ({ value, label: BREAK_REASON_LABELS[value] }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
