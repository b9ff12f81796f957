import { Button, Result } from 'antd';
import dayjs from 'dayjs';
import { APPROVAL_MESSAGES } from '@ops/shared/rules/moneyApprovals';
import { DATE_TIME_FORMAT } from '@ops/shared/rules/constants';
import { formatEgp } from '@ops/shared/rules/money';

/** Issue 7 §4: the bill was held for a second signature; no money moved yet. */
export function SentForApproval({ amount, expiresAt, onClose }: { amount: number; expiresAt: string; onClose: () => void }) {
  return (
    <Result
      status="info"
      title="Sent for approval"
      subTitle={
        <span data-testid="bill-held">
          {APPROVAL_MESSAGES.heldDetail} Amount: {formatEgp(amount)}. The request expires {dayjs(expiresAt).format(DATE_TIME_FORMAT)}.
        </span>
      }
      extra={
        <Button type="primary" onClick={onClose}>
          Close
        </Button>
      }
    />
  );
}
