import { useEffect, useState, type ReactNode } from 'react';
import { Input, Modal, Typography } from 'antd';
import { CONFIRM_DEFAULTS, confirmReason } from './confirmDefaults';
import { testId } from '../lib/testId';

export interface ConfirmDialogProps {
  open: boolean;
  title?: ReactNode;
  subtitle?: ReactNode;
  confirmText?: string;
  cancelText?: string;
  /** Shows the reason text area (5 rows). */
  withReason?: boolean;
  reasonLabel?: string;
  /** Keeps Confirm disabled until a reason is typed. */
  reasonRequired?: boolean;
  danger?: boolean;
  loading?: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  open,
  title = CONFIRM_DEFAULTS.title,
  subtitle,
  confirmText = CONFIRM_DEFAULTS.confirmText,
  cancelText = CONFIRM_DEFAULTS.cancelText,
  withReason = false,
  reasonLabel = 'Reason',
  reasonRequired = false,
  danger = false,
  loading = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const [reason, setReason] = useState('');
  // A reopened dialog starts clean instead of showing the last reason.
  useEffect(() => {
    if (open) setReason('');
  }, [open]);
  const decision = confirmReason({ withReason, reasonRequired }, reason);

  return (
    <Modal
      open={open}
      title={title}
      okText={confirmText}
      cancelText={cancelText}
      okButtonProps={{ danger, disabled: !decision.canConfirm, ...testId('confirm-ok') }}
      cancelButtonProps={testId('confirm-cancel')}
      confirmLoading={loading}
      onOk={() => onConfirm(decision.reason)}
      onCancel={onCancel}
      destroyOnHidden
      width={440}
    >
      {subtitle && <Typography.Paragraph type="secondary">{subtitle}</Typography.Paragraph>}
      {withReason && (
        <Input.TextArea
          aria-label={reasonLabel}
          placeholder={reasonLabel}
          rows={CONFIRM_DEFAULTS.reasonRows}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          data-testid="confirm-reason"
        />
      )}
    </Modal>
  );
}
