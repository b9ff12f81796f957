import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { breakReasonText } from '../i18n/sharedLabels';
import { Form, Modal, Select } from 'antd';
import { BREAK_REASONS, type BreakReason } from '@ops/shared/rules/labels';
import { canStartBreak } from '@ops/shared/rules/breaks';

export interface BreakReasonDialogProps {
  open: boolean;
  title: string;
  okText: string;
  /** The confirm button's test id (the workspace's and the supervisor's differ). */
  confirmTestId: string;
  busy: boolean;
  /** Anything else the dialog needs before it may start the break (a hand-over of flagged tasks). */
  ready?: boolean;
  onSubmit: (reason: BreakReason) => void;
  onClose: () => void;
  width?: number;
  /** Under the reason: what else this break needs (the supervisor's flagged-task hand-over). */
  children?: ReactNode;
}

/**
 * Setting someone on break, for oneself (the workspace) and for an agent (the supervisor's
 * attendance page): the reason is required (break, meeting, tech issue; 02 §2, 03 §2.7).
 * Each caller decides what starting the break does.
 */
export function BreakReasonDialog({
  open,
  title,
  okText,
  confirmTestId,
  busy,
  ready = true,
  onSubmit,
  onClose,
  width = 440,
  children,
}: BreakReasonDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<BreakReason | undefined>();
  useEffect(() => {
    if (open) setReason(undefined);
  }, [open]);

  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      onOk={() => reason && onSubmit(reason)}
      onCancel={onClose}
      confirmLoading={busy}
      okButtonProps={{ disabled: !canStartBreak(reason) || !ready, ...{ 'data-testid': confirmTestId } }}
      destroyOnHidden
      width={width}
    >
      <Form layout="vertical">
        <Form.Item label={t('workspace.startBreak.reason')} required>
          <Select<BreakReason>
            value={reason}
            onChange={setReason}
            placeholder={t('workspace.startBreak.choose')}
            data-testid="break-reason"
            autoFocus
            options={BREAK_REASONS.map((value) => ({ value, label: breakReasonText(t, value) }))}
          />
        </Form.Item>
      </Form>
      {children}
    </Modal>
  );
}
