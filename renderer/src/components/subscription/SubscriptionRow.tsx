import { Button, Space, Typography } from 'antd';
import { errorMessageOf } from '../../i18n/errorText';
import { fmtDate, fmtMoney } from '../../lib/format';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import {
  canRemovePlanFromUser,
  canStopNextRenewal,
  remainingAllowance,
  subscriptionStatus,
  type SubscriptionPlanState,
} from '@ops/shared/rules/subscription';
import { notice } from '../../lib/notices';
import { useCan } from '../PermissionGate';

/** The plan fields the row reads (the PrimeSubscription of the schema). */
export interface SubscriptionRowPlan extends SubscriptionPlanState {
  name: string;
  price: number;
  period: string;
  validUntil: string;
  unlocks: number;
  usedUnlocks: number;
}

/**
 * 01 §2 subscription row: status text, reminder line, and the two stop buttons behind their
 * permissions. One row for the workspace's customer card and the user page; each place
 * passes its own stop call (its cache to refresh).
 */
export function SubscriptionRow({
  plan,
  onStop,
  stopping,
  isCurrent = true,
}: {
  plan: SubscriptionRowPlan;
  onStop: (remove: boolean) => Promise<unknown>;
  stopping: boolean;
  /** Whether this is the rider's current plan (a list of records says; a user's card shows only the current one). */
  isCurrent?: boolean;
}) {
  const mayStop = useCan(gate('prime.STOP_USER_PLAN_RENEWALS'));
  // Removing stops the renewal too, so the server asks for both flags (prime.graphql).
  const mayRemove = useCan(gate('prime.REMOVE_USER_PLAN')) && mayStop;
  const status = subscriptionStatus(plan);
  const unlocks = remainingAllowance(plan.unlocks, plan.usedUnlocks);

  const run = async (remove: boolean) => {
    try {
      await onStop(remove);
    } catch (error) {
      notice.error(errorMessageOf(error));
    }
  };

  return (
    <div className="subscription-row" data-testid="subscription-row">
      <Typography.Text strong>{plan.name}</Typography.Text> · {fmtMoney(plan.price)} · {plan.period}
      <div>
        {status.text}
        {status.at ? ` ${fmtDate(status.at)}` : ''} · valid until {fmtDate(plan.validUntil)} · unlocks left{' '}
        {unlocks}
      </div>
      {status.remindAt && (
        <Typography.Text type="secondary">Reminder on {fmtDate(status.remindAt)}</Typography.Text>
      )}
      <Space size={4} wrap style={{ marginTop: 4 }}>
        {mayStop && canStopNextRenewal(plan) && (
          <Button size="small" loading={stopping} onClick={() => void run(false)}>
            Stop Next Renewal
          </Button>
        )}
        {mayRemove &&
          canRemovePlanFromUser(plan, { now: new Date(), currentPlanId: isCurrent ? plan._id : null }) && (
            <Button size="small" danger loading={stopping} onClick={() => void run(true)}>
              Stop Renewal, Remove from user
            </Button>
          )}
      </Space>
    </div>
  );
}
