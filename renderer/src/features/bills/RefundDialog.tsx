import { useState } from 'react';
import { Alert, Button, Flex, Form, Input, InputNumber, Modal, Typography } from 'antd';
import {
  BILL_MESSAGES,
  MANUAL_BILL_REASON_MAX,
  manualAmountError,
  refundEffectOf,
} from '@ops/shared/rules/bills';
import { errorMessageOf } from '../../i18n/errorText';
import { notice } from '../../lib/notices';
import { useRefundBillMutation, type ManualBillOutcome } from './billsApi';
import { SentForApproval } from './SentForApproval';
import { fmtMoney } from '../../lib/format';

export interface RefundDialogProps {
  open: boolean;
  billId: string;
  serialNumber: number;
  /** The refunded bill's type: its row in REFUND_EFFECTS says what the refund does. */
  billType: string;
  /** What may still be refunded, EGP. */
  refundable: number;
  onClose: () => void;
}

/** The amount's problem as the server would word it, before asking it. */
export function refundAmountError(amount: number | null, refundable: number): string | null {
  if (amount === null) return null;
  if (amount <= 0 || manualAmountError(amount) === BILL_MESSAGES.amountNotValid)
    return BILL_MESSAGES.amountNotValid;
  if (amount > refundable) return BILL_MESSAGES.refundTooLarge(refundable.toFixed(2));
  return null;
}

/** Refund a bill as its type's row in REFUND_EFFECTS says: at most what was paid, once (the server holds the same rules). */
export function RefundDialog({ open, onClose, ...rest }: RefundDialogProps) {
  return (
    <Modal
      open={open}
      title={`Refund bill #${rest.serialNumber}`}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      width={440}
    >
      <RefundForm {...rest} onClose={onClose} />
    </Modal>
  );
}

function RefundForm({
  billId,
  billType,
  refundable,
  onClose,
}: Omit<RefundDialogProps, 'open' | 'serialNumber'>) {
  const [amount, setAmount] = useState<number | null>(refundable);
  const [reason, setReason] = useState('');
  const [refund, { isLoading, error }] = useRefundBillMutation();
  const [held, setHeld] = useState<ManualBillOutcome['approval'] | null>(null);
  const amountError = refundAmountError(amount, refundable);
  const canSave = amount !== null && !amountError && reason.trim() !== '' && !isLoading;

  const onSave = async () => {
    if (amount === null) return;
    try {
      const result = await refund({ id: billId, amount, reason: reason.trim() }).unwrap();
      if (result.approval) return setHeld(result.approval);
      notice.success(`Refunded ${fmtMoney(amount)}`);
      onClose();
    } catch {
      // Shown inside the dialog.
    }
  };

  if (held)
    return (
      <SentForApproval
        amount={held.amount}
        expiresAt={held.expiresAt}
        heldReason={held.heldReason}
        onClose={onClose}
      />
    );
  return (
    <Form layout="vertical" onFinish={() => void onSave()}>
      <Typography.Paragraph>Paid and refundable: {fmtMoney(refundable)}</Typography.Paragraph>
      <Typography.Paragraph type="secondary" data-testid="refund-effect">
        {refundEffectOf(billType).says}
      </Typography.Paragraph>
      <Form.Item
        label="Amount (EGP)"
        required
        validateStatus={amountError ? 'error' : undefined}
        help={<span data-testid="refund-amount-error">{amountError}</span>}
      >
        <InputNumber
          style={{ width: '100%' }}
          value={amount}
          onChange={(value) => setAmount(value)}
          min={0}
          step={0.01}
          autoFocus
          data-testid="refund-amount"
        />
      </Form.Item>
      <Form.Item label="Reason" required>
        <Input.TextArea
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={MANUAL_BILL_REASON_MAX}
          rows={3}
          data-testid="refund-reason"
        />
      </Form.Item>
      {error && (
        <Alert
          type="error"
          showIcon
          title={errorMessageOf(error)}
          style={{ marginBottom: 12 }}
          data-testid="refund-error"
        />
      )}
      <Flex justify="end" gap={8}>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          type="primary"
          htmlType="submit"
          disabled={!canSave}
          loading={isLoading}
          data-testid="refund-save"
        >
          Refund
        </Button>
      </Flex>
    </Form>
  );
}
