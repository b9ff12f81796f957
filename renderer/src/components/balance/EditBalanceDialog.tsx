import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Flex, Form, Input, Modal, Result, Typography } from 'antd';
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import { APPROVAL_MESSAGES } from '@ops/shared/rules/moneyApprovals';
import {
  canSaveBalanceDialog,
  newBalance,
  parseBalanceAmount,
  validateBalanceAmount,
} from '@ops/shared/rules/balance';
import { errorMessageOf } from '../../i18n/errorText';
import { notice } from '../../lib/notices';
import {
  useBalanceHoldForecastQuery,
  useEditBalanceFromDialogMutation,
  type BalanceEditResult,
} from './balanceApi';
import { heldReasonBeforeSave } from './holdForecast';
import { ReasonFields } from './ReasonFields';
import { fmtDate, fmtMoney } from '../../lib/format';

// 01 §9: dates read in the 'lll' style.
dayjs.extend(localizedFormat);

export interface EditBalanceTarget {
  userId: string;
  /** Used in the success notice; the id is shown when the caller has no name. */
  name?: string | null;
  /** The current balance in EGP, for the "New balance" line. */
  balance: number;
}

export interface EditBalanceDialogProps extends EditBalanceTarget {
  open: boolean;
  /** Given when the edit is made inside a task: the server records it in the task's history. */
  taskId?: string | null;
  /** After a saved edit: the caller refreshes the views that show this balance. */
  onDone: () => void;
  onClose: () => void;
}

/**
 * 01 §5 / 02 §5 edit balance: a valid amount within bounds, a reason, a comment for Other.
 * The form lives in the modal's body, which is destroyed on close, so each opening starts empty.
 */
export function EditBalanceDialog({ open, onClose, ...rest }: EditBalanceDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('balance.title')}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      width={420}
    >
      <EditBalanceForm {...rest} onClose={onClose} />
    </Modal>
  );
}

function EditBalanceForm({
  userId,
  name,
  balance,
  taskId,
  onDone,
  onClose,
}: Omit<EditBalanceDialogProps, 'open'>) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState<string | undefined>();
  const [comment, setComment] = useState('');
  const [edit, { isLoading, error }] = useEditBalanceFromDialogMutation();
  const [held, setHeld] = useState<NonNullable<BalanceEditResult['approval']> | null>(null);
  const amountError = amount.trim() === '' ? null : validateBalanceAmount(amount);
  const parsed = parseBalanceAmount(amount);
  const canSave = canSaveBalanceDialog({ amount, reason, customComment: comment, loading: isLoading });
  const forecast = useBalanceHoldForecastQuery(userId);
  // The server's own rule on the server's numbers: said before Save, decided again at Save.
  const willHold =
    parsed !== null && !amountError && forecast.data ? heldReasonBeforeSave(parsed, forecast.data) : null;

  const onSave = async () => {
    if (parsed === null || !reason) return;
    try {
      const result = await edit({
        id: userId,
        balance: parsed,
        additionalReason: reason,
        customComment: comment.trim() || null,
        taskId: taskId ?? null,
      }).unwrap();
      onDone();
      // A held edit stays on screen: the person must see that no money moved yet.
      if (result.approval) return setHeld(result.approval);
      notice.success(t('balance.updated', { name: name ?? userId }));
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
      <Typography.Paragraph>{t('balance.current', { amount: fmtMoney(balance) })}</Typography.Paragraph>
      <Form.Item
        label={t('balance.amount')}
        required
        validateStatus={amountError ? 'error' : undefined}
        help={amountError}
      >
        <Input
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          inputMode="decimal"
          autoFocus
          data-testid="balance-amount"
        />
      </Form.Item>
      {parsed !== null && !amountError && (
        <Typography.Paragraph type="secondary">
          {t('balance.newBalance', { amount: fmtMoney(newBalance(balance, parsed)) })}
        </Typography.Paragraph>
      )}
      {willHold && (
        <Alert
          type="info"
          showIcon
          title={t('balance.needsApproval')}
          description={willHold}
          style={{ marginBottom: 12 }}
          data-testid="balance-needs-approval"
        />
      )}
      <ReasonFields reason={reason} comment={comment} onReason={setReason} onComment={setComment} />
      {error && <Alert type="error" showIcon title={errorMessageOf(error)} style={{ marginBottom: 12 }} />}
      <Flex justify="end" gap={8}>
        <Button onClick={onClose}>{t('balance.cancel')}</Button>
        <Button
          type="primary"
          htmlType="submit"
          disabled={!canSave}
          loading={isLoading}
          data-testid="balance-save"
        >
          {willHold ? t('balance.sendForApproval') : t('balance.save')}
        </Button>
      </Flex>
    </Form>
  );
}

/** Issue 7 §4: the edit was held for a second signature; the balance is unchanged. Issue 22 §2: and why. */
function SentForApproval({
  amount,
  expiresAt,
  heldReason,
  onClose,
}: {
  amount: number;
  expiresAt: string;
  heldReason?: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Result
      status="info"
      title={t('balance.sentForApproval')}
      subTitle={
        <span data-testid="balance-held">
          {heldReason && <span data-testid="held-reason">{heldReason} </span>}
          {APPROVAL_MESSAGES.heldDetail}{' '}
          {t('balance.heldAmount', { amount: fmtMoney(amount), date: fmtDate(expiresAt) })}
        </span>
      }
      extra={
        <Button type="primary" onClick={onClose}>
          {t('balance.close')}
        </Button>
      }
    />
  );
}
