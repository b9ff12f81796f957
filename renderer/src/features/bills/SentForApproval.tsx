import { Button, Result } from 'antd';
import { APPROVAL_MESSAGES } from '@ops/shared/rules/moneyApprovals';
import { fmtDate, fmtMoney } from '../../lib/format';

/** Issue 7 §4: the bill was held for a second signature; no money moved yet. Issue 22 §2: and why. */
export function SentForApproval({
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
  return (
    <Result
      status="info"
      title="Sent for approval"
      subTitle={
        <span data-testid="bill-held">
          {heldReason && <span data-testid="held-reason">{heldReason} </span>}
          {APPROVAL_MESSAGES.heldDetail} Amount: {fmtMoney(amount)}. The request expires {fmtDate(expiresAt)}.
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
