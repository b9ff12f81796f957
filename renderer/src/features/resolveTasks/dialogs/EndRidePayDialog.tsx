import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useOnOpen } from './useOnOpen';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useAppSelector } from '../../../app/hooks';
import { selectUser } from '../../auth/sessionSlice';
import { parseRole } from '@ops/shared/rules/permissions/parseRole';
import { canUpdateBalance } from '@ops/shared/rules/permissions/editRules';
import {
  checkEndRidePay,
  compensatedNotice,
  formatEndRideBalance,
  sanitizeMinutesInput,
} from '@ops/shared/rules/endRidePay';
import { errorMessageOf } from '../../../i18n/errorText';
import { notice } from '../../../lib/notices';
import type { TaskRide } from '../workspaceTypes';
import { useEndRidePayWithAmountMutation } from '../actionsApi';
import { ReasonFields } from '../../../components/balance/ReasonFields';
import { fmtMoney } from '../../../lib/format';

/**
 * 02 §5 end ride with pay: minutes (whole, non-negative) × price per minute given
 * back, same bounds as the balance dialog, a reason (comment for Other).
 */
export function EndRidePayDialog({
  open,
  ride,
  riderId,
  riderRole,
  ids,
  onClose,
}: {
  open: boolean;
  ride: TaskRide;
  riderId: string;
  riderRole: string | null;
  ids: { taskId?: string; vehicleId: string };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const me = useAppSelector(selectUser);
  const mayUpdate = canUpdateBalance(me ? { _id: me._id, role: me.role } : null, {
    _id: riderId,
    role: parseRole(riderRole),
  });
  const [minutes, setMinutes] = useState('');
  const [reason, setReason] = useState<string | undefined>();
  const [comment, setComment] = useState('');
  const [endPay, { isLoading, error, reset }] = useEndRidePayWithAmountMutation();
  useOnOpen(open, () => {
    setMinutes('');
    setReason(undefined);
    setComment('');
    reset();
  });
  const check = checkEndRidePay({
    minutesInput: minutes,
    minutePrice: ride.minutePrice,
    reason,
    customComment: comment,
    loading: isLoading,
  });

  const onOk = async () => {
    if (!reason) return;
    try {
      const result = await endPay({
        ...ids,
        id: ride._id,
        riderId,
        balance: check.balance,
        additionalReason: reason,
        customComment: comment.trim() || null,
      }).unwrap();
      // Issue 7 §4: a compensation above the threshold waits for a second signature; the ride still ends.
      if (result.pendingApproval) notice.info(t('workspace.endPay.endedForApproval'));
      else notice.success(t('workspace.endPay.ended'));
      onClose();
    } catch {
      // Shown inside the dialog.
    }
  };

  return (
    <Modal
      open={open}
      title={t('workspace.endPay.title')}
      okText={t('workspace.endPay.title')}
      onOk={() => void onOk()}
      onCancel={onClose}
      confirmLoading={isLoading}
      destroyOnHidden
      width={420}
      okButtonProps={{ disabled: !check.canSubmit, ...{ 'data-testid': 'end-pay-confirm' } }}
    >
      {ride.compensationAmount > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={compensatedNotice(fmtMoney(ride.compensationAmount))}
        />
      )}
      <Form layout="vertical">
        <Form.Item
          label={t('workspace.endPay.minutes')}
          validateStatus={check.error ? 'error' : undefined}
          help={check.error}
        >
          <Input
            value={minutes}
            disabled={!mayUpdate}
            inputMode="numeric"
            autoFocus
            data-testid="end-pay-minutes"
            onChange={(e) => setMinutes(sanitizeMinutesInput(e.target.value))}
          />
        </Form.Item>
        <Typography.Paragraph>
          <Trans
            i18nKey="workspace.endPay.balance"
            values={{ balance: formatEndRideBalance(check.balance), price: ride.minutePrice }}
            components={{ b: <b data-testid="end-pay-balance" /> }}
          />
        </Typography.Paragraph>
        <ReasonFields reason={reason} comment={comment} onReason={setReason} onComment={setComment} />
      </Form>
      {error && <Alert type="error" showIcon title={errorMessageOf(error)} />}
    </Modal>
  );
}
