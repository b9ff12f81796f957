import { useEffect, useState } from 'react';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { Trans, useTranslation } from 'react-i18next';
import {
  checkEndRidePay,
  formatEndRideBalance,
  remainingCompensation,
  sanitizeMinutesInput,
} from '@ops/shared/rules/endRidePay';
import { errorMessageOf } from '../../../i18n/errorText';
import { ReasonFields } from '../../../components/balance/ReasonFields';
import { fmtMoney } from '../../../lib/format';
import { notice } from '../../../lib/notices';
import { useCompensateWithoutEndingMutation } from './ridePageApi';

export const COMPENSATION_ABOVE_COST = 'Compensation cannot exceed the total ride cost.';

/**
 * compensateWithoutEnding (02 §7): minutes × price per minute given back without ending the
 * ride, with the End and pay dialog's rules (02 §5) and its 'already compensated' notice.
 * The cap is the ride's total cost less what was given: checked here so the button says so
 * before the server does (it checks again under the ride's lock).
 */
export function CompensateDialog({
  open,
  ride,
  totalCost,
  onClose,
}: {
  open: boolean;
  ride: { _id: string; minutePrice: number; compensationAmount: number; user: { _id: string } | null };
  /** The ride's total cost: its bill's once ended, the price so far while ongoing. */
  totalCost: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [minutes, setMinutes] = useState('');
  const [reason, setReason] = useState<string | undefined>();
  const [comment, setComment] = useState('');
  const [compensate, { isLoading, error, reset }] = useCompensateWithoutEndingMutation();
  useEffect(() => {
    if (!open) return;
    setMinutes('');
    setReason(undefined);
    setComment('');
    reset();
  }, [open, reset]);
  const check = checkEndRidePay({
    minutesInput: minutes,
    minutePrice: ride.minutePrice,
    reason,
    customComment: comment,
    loading: isLoading,
  });
  const remaining = remainingCompensation(totalCost, ride.compensationAmount);
  const overCap = check.balance > remaining;
  const capMessage = overCap
    ? ride.compensationAmount > 0
      ? t('ridePage.compensateDialog.alreadyCompensated', { amount: fmtMoney(ride.compensationAmount) })
      : t('ridePage.compensateDialog.aboveCost')
    : null;

  const onOk = async () => {
    if (!reason || !ride.user) return;
    try {
      const result = await compensate({
        id: ride._id,
        riderId: ride.user._id,
        balance: check.balance,
        additionalReason: reason,
        customComment: comment.trim() || null,
      }).unwrap();
      if (result.pendingApproval) notice.info(t('ridePage.compensateDialog.forApproval'));
      else
        notice.success(t('ridePage.compensateDialog.done', { balance: formatEndRideBalance(check.balance) }));
      onClose();
    } catch {
      // Shown inside the dialog.
    }
  };

  return (
    <Modal
      open={open}
      title={t('ridePage.compensateDialog.title')}
      okText={t('ridePage.compensateDialog.title')}
      onOk={() => void onOk()}
      onCancel={onClose}
      confirmLoading={isLoading}
      destroyOnHidden
      width={440}
      okButtonProps={{
        disabled: !check.canSubmit || check.balance <= 0 || overCap || !ride.user,
        ...{ 'data-testid': 'compensate-confirm' },
      }}
    >
      {ride.compensationAmount > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('ridePage.compensateDialog.alreadyCompensated', {
            amount: fmtMoney(ride.compensationAmount),
          })}
          data-testid="compensated-notice"
        />
      )}
      <Form layout="vertical">
        <Form.Item
          label={t('ridePage.compensateDialog.minutes')}
          validateStatus={check.error || capMessage ? 'error' : undefined}
          help={check.error ?? capMessage}
        >
          <Input
            value={minutes}
            inputMode="numeric"
            autoFocus
            data-testid="compensate-minutes"
            onChange={(e) => setMinutes(sanitizeMinutesInput(e.target.value))}
          />
        </Form.Item>
        <Typography.Paragraph>
          <Trans
            i18nKey="ridePage.compensateDialog.balance"
            values={{
              balance: formatEndRideBalance(check.balance),
              price: ride.minutePrice,
              remaining: fmtMoney(remaining),
            }}
            components={{
              b: <b data-testid="compensate-balance" />,
              remaining: <span data-testid="compensate-remaining" />,
            }}
          />
        </Typography.Paragraph>
        <ReasonFields reason={reason} comment={comment} onReason={setReason} onComment={setComment} />
      </Form>
      {error && <Alert type="error" showIcon title={errorMessageOf(error)} />}
    </Modal>
  );
}
