import { useState } from 'react';
import { useOnOpen } from './useOnOpen';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { canSaveBalanceDialog, newBalance, parseBalanceAmount, validateBalanceAmount } from '@ops/shared/rules/balance';
import { errorMessageOf } from '@ops/shared/rules/errors';
import { notice } from '../../../lib/notices';
import { useIncrementBalanceMutation } from '../actionsApi';
import { fmtMoney } from '../format';
import { ReasonFields } from './ReasonFields';

/** 01 §5 / 02 §5 edit balance: a valid amount within bounds, a reason, a comment for Other. */
export function EditBalanceDialog({ open, user, ids, onClose }: {
  open: boolean;
  user: { _id: string; name: string; balance: number };
  ids: { taskId: string; vehicleId: string };
  onClose: () => void;
}) {
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState<string | undefined>();
  const [comment, setComment] = useState('');
  const [increment, { isLoading, error, reset }] = useIncrementBalanceMutation();
  useOnOpen(open, () => {
    setAmount('');
    setReason(undefined);
    setComment('');
    reset();
  });
  const amountError = amount.trim() === '' ? null : validateBalanceAmount(amount);
  const parsed = parseBalanceAmount(amount);

  const onOk = async () => {
    if (parsed === null || !reason) return;
    try {
      await increment({ ...ids, id: user._id, balance: parsed, additionalReason: reason, customComment: comment.trim() || null }).unwrap();
      notice.success(`Balance of ${user.name} updated`);
      onClose();
    } catch {
      // Shown inside the dialog.
    }
  };

  return (
    <Modal open={open} title="Edit Balance" okText="Save" onOk={() => void onOk()} onCancel={onClose} confirmLoading={isLoading} destroyOnHidden width={420}
      okButtonProps={{ disabled: !canSaveBalanceDialog({ amount, reason, customComment: comment, loading: isLoading }), ...{ 'data-testid': 'balance-save' } }}>
      <Form layout="vertical">
        <Typography.Paragraph>Current balance: {fmtMoney(user.balance)}</Typography.Paragraph>
        <Form.Item label="Amount (EGP)" required validateStatus={amountError ? 'error' : undefined} help={amountError}>
          <Input value={amount} onChange={(e) => setAmount(e.target.value)} inputMode="decimal" autoFocus data-testid="balance-amount" />
        </Form.Item>
        {parsed !== null && !amountError && <Typography.Paragraph type="secondary">New balance: {fmtMoney(newBalance(user.balance, parsed))}</Typography.Paragraph>}
        <ReasonFields reason={reason} comment={comment} onReason={setReason} onComment={setComment} />
      </Form>
      {error && <Alert type="error" showIcon title={errorMessageOf(error)} />}
    </Modal>
  );
}
