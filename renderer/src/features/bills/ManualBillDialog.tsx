import { useState } from 'react';
import { Alert, Button, Flex, Form, Input, InputNumber, Modal, Select, Typography } from 'antd';
import {
  billTypeLabel,
  MANUAL_BILL_DIRECTION,
  MANUAL_BILL_REASON_MAX,
  MANUAL_BILL_TYPES,
  manualAmountError,
  signedManualPiasters,
  type ManualBillType,
} from '@ops/shared/rules/bills';
import { errorMessageOf } from '../../i18n/errorText';
import { notice } from '../../lib/notices';
import { useSearchUsersQuery } from '../users/usersApi';
import { useCreateManualBillMutation, type ManualBillOutcome } from './billsApi';
import { SentForApproval } from './SentForApproval';
import { fmtMoney } from '../../lib/format';

/** REFUND is written from a bill's drawer (it names the bill); the others here. */
const TYPES = MANUAL_BILL_TYPES.filter((type) => type !== 'REFUND').map((type) => ({
  value: type,
  label: billTypeLabel(type),
}));

const DIRECTION_HINT: Record<'credit' | 'debit' | 'signed', string> = {
  credit: 'Adds the amount to the wallet.',
  debit: 'Takes the amount from the wallet.',
  signed: 'A positive amount adds to the wallet, a negative one takes from it.',
};

export interface ManualBillDialogProps {
  open: boolean;
  /** The user, when the dialog opens from their bill; otherwise the dialog finds one by phone. */
  user?: { _id: string; name: string } | null;
  onClose: () => void;
}

/** A manual bill (COMPENSATION, TRANSFER, INTERNAL, FINE, REMOVE_COMPENSATION, OTHER) on one user's wallet. */
export function ManualBillDialog({ open, onClose, user }: ManualBillDialogProps) {
  return (
    <Modal open={open} title="Manual bill" footer={null} onCancel={onClose} destroyOnHidden width={460}>
      <ManualBillForm user={user ?? null} onClose={onClose} />
    </Modal>
  );
}

function UserPicker({ value, onChange }: { value: string | undefined; onChange: (id: string) => void }) {
  const [term, setTerm] = useState('');
  const search = term.replace(/[+=]/g, '').trim();
  const { data, isFetching } = useSearchUsersQuery(
    { searchTerm: search, rowsPerPage: 10 },
    { skip: search.length < 3 },
  );
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setTerm }}
      placeholder="01001234567"
      value={value}
      onChange={onChange}
      loading={isFetching}
      notFoundContent={search.length < 3 ? 'Type 3 or more characters' : 'No users found'}
      options={(data?.users ?? []).map((u) => ({ value: u._id, label: `${u.name} (${u.phoneNumber})` }))}
      data-testid="manual-bill-user"
    />
  );
}

function ManualBillForm({
  user,
  onClose,
}: {
  user: { _id: string; name: string } | null;
  onClose: () => void;
}) {
  const [userId, setUserId] = useState<string | undefined>(user?._id);
  const [type, setType] = useState<ManualBillType>('COMPENSATION');
  const [amount, setAmount] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [create, { isLoading, error }] = useCreateManualBillMutation();
  const [held, setHeld] = useState<ManualBillOutcome['approval'] | null>(null);
  const amountError = amount === null ? null : manualAmountError(amount);
  const canSave = !!userId && amount !== null && !amountError && reason.trim() !== '' && !isLoading;

  const onSave = async () => {
    if (!userId || amount === null) return;
    try {
      const result = await create({ userId, type, amount, reason: reason.trim() }).unwrap();
      if (result.approval) return setHeld(result.approval);
      notice.success(`${billTypeLabel(type)} bill written`);
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
      <Form.Item label="User" required>
        {user ? (
          <Typography.Text>{user.name}</Typography.Text>
        ) : (
          <UserPicker value={userId} onChange={setUserId} />
        )}
      </Form.Item>
      <Form.Item label="Type" required extra={DIRECTION_HINT[MANUAL_BILL_DIRECTION[type]]}>
        <Select value={type} onChange={setType} options={TYPES} data-testid="manual-bill-type" />
      </Form.Item>
      <Form.Item
        label="Amount (EGP)"
        required
        validateStatus={amountError ? 'error' : undefined}
        help={amountError}
      >
        <InputNumber
          style={{ width: '100%' }}
          value={amount}
          onChange={(value) => setAmount(value)}
          step={0.01}
          data-testid="manual-bill-amount"
        />
      </Form.Item>
      {amount !== null && !amountError && (
        <Typography.Paragraph type="secondary">
          Wallet change: {fmtMoney(signedManualPiasters(type, amount) / 100)}
        </Typography.Paragraph>
      )}
      <Form.Item label="Reason" required>
        <Input.TextArea
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={MANUAL_BILL_REASON_MAX}
          rows={3}
          data-testid="manual-bill-reason"
        />
      </Form.Item>
      {error && <Alert type="error" showIcon title={errorMessageOf(error)} style={{ marginBottom: 12 }} />}
      <Flex justify="end" gap={8}>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          type="primary"
          htmlType="submit"
          disabled={!canSave}
          loading={isLoading}
          data-testid="manual-bill-save"
        >
          Save
        </Button>
      </Flex>
    </Form>
  );
}
